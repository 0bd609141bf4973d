"""Reader for a consolidated-text series: one full snapshot of a work per compiled version.

A folder with a ``legalkg.yaml`` manifest (``format: consolidated-series``) and files named
``YYYYMMDD_LABELS.csv`` (``20000214_EMC25_EMC26.csv``), each the whole text on that date in the
provision-table columns (``classe,texto,titulo,capitulo,secao,subsecao,artigo,paragrafo,inciso,
alinea``). Consecutive snapshots are compared unit by unit, as Akoma Ntoso expressions are
(:func:`legalkg.norms.readers.akn.history_from_expressions`): a change is dated by the snapshot that
first shows it, so with gaps in the series it is dated later than the amendment that made it.

Published snapshots have errors; the manifest's ``corrections`` fix rows as they are read
(``files``, ``match``: column → value or list of values, ``set``: column → new value, ``why``),
so the files stay byte-identical to their source and every fix is written down. A correction
that matches no row of a file it names is an error: it no longer fixes anything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any

from legalkg.core.errors import InputError
from legalkg.norms.model import NormHistory
from legalkg.norms.readers._yaml import line_of
from legalkg.norms.readers.akn import Expression, Unit, history_from_expressions
from legalkg.norms.readers.provisions import (
    _ACT_LABEL,
    _KEY,
    STRUCTURE_COLUMNS,
    _component,
    _is_repeal_marker,
    _read_csv,
    act_from_pattern,
    check_patterns,
    manifest_file,
    row_component,
    row_parent,
    work_from_manifest,
)

SNAPSHOT_COLUMNS = ("classe", "texto", *STRUCTURE_COLUMNS)
_NAME = re.compile(r"(\d{4})(\d{2})(\d{2})_([A-Za-z0-9_]+)")


def read_series(
    folder: Path, manifest: dict[str, Any], manifest_path: Path, lines: dict[Any, int]
) -> NormHistory:
    """Read a consolidated series folder (its manifest already loaded and checked)."""
    work = work_from_manifest(manifest, manifest_path, lines)
    check_patterns(manifest.get("acts", {}), manifest_path, lines)
    snapshot_glob = str(manifest.get("snapshots", "*.csv"))
    try:
        matched = sorted(folder.glob(snapshot_glob))
    except (ValueError, NotImplementedError) as e:  # an absolute or empty pattern
        raise InputError(
            f"{manifest_path}:{line_of(lines, ('snapshots',))}",
            f"snapshots: {snapshot_glob!r} is not a pattern inside the folder ({e})",
            "Give a relative pattern such as '*.csv'",
        ) from None
    files = [
        manifest_file(folder, path.relative_to(folder), manifest_path, lines, "snapshots")
        for path in matched
    ]
    if not files:
        raise InputError(str(folder), "no snapshot files", "Name them YYYYMMDD_LABELS.csv")
    patterns = manifest.get("acts", {})
    corrections = _corrections(manifest, manifest_path, lines, folder, files)
    expressions: list[Expression] = []
    for path in files:
        m = _NAME.fullmatch(path.stem)
        if not m:
            raise InputError(
                str(path),
                "a snapshot's name must be YYYYMMDD_LABELS.csv",
                "e.g. 20000214_EMC25_EMC26.csv",
            )
        try:
            day = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        except ValueError:
            raise InputError(str(path), f"{path.stem[:8]!r} is not a valid date") from None
        amendments = []
        for label in m.group(4).split("_"):
            if label == "ORIGINAL":
                continue
            found = _ACT_LABEL.fullmatch(label)
            pattern = patterns.get(found.group(1)) if found else None
            if found is None or pattern is None:
                raise InputError(
                    str(path),
                    f"amendment label {label!r} has no act pattern",
                    f"Add its prefix under 'acts:' in {manifest_path.name}",
                )
            fields = {"number": str(int(found.group(2))), "year": str(day.year)}
            act_id, act_title = act_from_pattern(
                found.group(1), pattern, fields, manifest_path, lines
            )
            amendments.append((day, act_id, act_title))
        expressions.append(
            Expression(
                path,
                work.id,
                work.title,
                day,
                work.language,
                _units(path, corrections.get(path.name, [])),
                tuple(amendments),
                original=len(expressions) == 0 and day == work.date,
            )
        )
    if expressions[0].date != work.date:
        raise InputError(
            str(files[0]),
            f"the first snapshot is dated {expressions[0].date}, not the work's date {work.date}",
            "Include the original text",
        )
    return replace(history_from_expressions(expressions), work=work, source=str(folder))


@dataclass(frozen=True, slots=True)
class _Correction:
    match: dict[str, tuple[str, ...]]
    set: dict[str, str]
    where: str

    def matches(self, row: dict[str, str]) -> bool:
        return all(row.get(column) in values for column, values in self.match.items())


def _corrections(
    manifest: dict[str, Any],
    manifest_path: Path,
    lines: dict[Any, int],
    folder: Path,
    files: list[Path],
) -> dict[str, list[_Correction]]:
    """The manifest's corrections, by snapshot file name (columns and files checked)."""
    names = {p.name for p in files}
    out: dict[str, list[_Correction]] = {}
    for i, item in enumerate(manifest.get("corrections", [])):
        where = f"{manifest_path}:{line_of(lines, ('corrections', i))}"
        unknown = sorted((set(item["match"]) | set(item["set"])) - set(SNAPSHOT_COLUMNS))
        if unknown:
            raise InputError(
                where,
                f"corrections[{i}]: unknown column(s) {', '.join(unknown)}",
                f"Use the snapshot columns: {', '.join(SNAPSHOT_COLUMNS)}",
            )
        match = {
            column: (value,) if isinstance(value, str) else tuple(value)
            for column, value in item["match"].items()
        }
        for name in item["files"]:
            if name not in names:
                raise InputError(
                    where,
                    f"corrections[{i}]: no snapshot {name!r} in {folder}",
                    "Name a file of the series",
                )
            out.setdefault(name, []).append(_Correction(match, dict(item["set"]), where))
    return out


def _units(path: Path, corrections: list[_Correction]) -> tuple[Unit, ...]:
    units: list[Unit] = []
    seen: set[str] = set()
    used: set[int] = set()
    for line, row in _read_csv(path, SNAPSHOT_COLUMNS):
        for n, fix in enumerate(corrections):
            if fix.matches(row):
                row = {**row, **fix.set}
                used.add(n)
        text = row["texto"].strip()
        if _is_repeal_marker(text):
            continue
        key = row_component(row)
        parent = row_parent(key, row)
        if not _KEY.fullmatch(key):
            raise InputError(f"{path}:{line}", f"cannot make a provision key from this row ({key})")
        if key in seen:
            continue  # a known source quirk: some snapshots repeat a unit; keep the first
        seen.add(key)
        comp = _component(key, text)
        units.append(Unit(key, comp.kind, parent, comp.label, comp.number, text, len(units)))
    for n, fix in enumerate(corrections):
        if n not in used:
            raise InputError(
                fix.where,
                f"this correction matches no row of {path.name}",
                "Remove the file from its 'files', or fix its 'match'",
            )
    return tuple(units)
