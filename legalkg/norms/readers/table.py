"""Reader for a provision version table: one CSV row per wording of a provision.

The format of ``abjur/constituicao``'s derived history (the Brazilian Constitution of 1988):
a folder with a manifest (``legalkg.yaml``: the work's metadata, how to name the amending acts),
``provision_versions.csv`` (one row per provision wording with ``valid_from``/``valid_until``
and the compiled version that introduced it) and ``versions.csv`` (the compiled versions with
their dates and amendment labels). See ``docs/formats.md``.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from legalkg.core.errors import InputError
from legalkg.norms.model import (
    ActInfo,
    Change,
    Component,
    NormHistory,
    Operation,
    Placement,
    WorkInfo,
)
from legalkg.norms.readers._yaml import check_schema, line_of, load_document, parse_date
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
    row_parent,
    work_from_manifest,
)
from legalkg.norms.readers.schemas import load_schema

MANIFEST = "legalkg.yaml"

PROVISION_COLUMNS = (
    "key",
    "classe",
    *STRUCTURE_COLUMNS,
    "valid_from",
    "valid_until",
    "introduced_by_version",
    "superseded_by_version",
    "position_in_intro_version",
    "texto",
)
VERSION_COLUMNS = ("version_id", "date", "amendments")


@dataclass(frozen=True, slots=True)
class _Row:
    line: int
    key: str
    component: str
    parent: str
    start: date
    end: date | None
    introduced_by: str
    superseded_by: str
    text: str


def is_table_folder(path: Path) -> bool:
    """True when ``path`` is a folder with a provision-table manifest."""
    return path.is_dir() and (path / MANIFEST).is_file()


def read_table(folder: Path) -> NormHistory:
    """Read a provision version table folder into a :class:`NormHistory`.

    :raises InputError: naming the file, line and field of the first problem found.
    """
    manifest_path = folder / MANIFEST
    manifest, lines = load_document(manifest_path)
    check_schema(manifest, load_schema("provision-table"), manifest_path, lines)
    if manifest["format"] == "consolidated-series":
        from legalkg.norms.readers.series import read_series

        return read_series(folder, manifest, manifest_path, lines)
    work = work_from_manifest(manifest, manifest_path, lines)
    check_patterns(manifest.get("acts", {}), manifest_path, lines)
    versions_path = manifest_file(
        folder, manifest.get("versions", "versions.csv"), manifest_path, lines, "versions"
    )
    provisions_path = manifest_file(
        folder,
        manifest.get("provisions", "provision_versions.csv"),
        manifest_path,
        lines,
        "provisions",
    )
    version_dates, version_acts, acts = _read_versions(
        versions_path, manifest.get("acts", {}), manifest_path, lines
    )
    rows = _read_provisions(provisions_path, version_dates, work.date)
    attributions = _attributions(manifest, manifest_path, lines, acts)
    return _history(work, rows, version_acts, acts, attributions, str(provisions_path))


def _read_versions(
    path: Path, act_patterns: dict[str, Any], manifest_path: Path, lines: dict[Any, int]
) -> tuple[dict[str, date], dict[str, tuple[str, ...]], dict[str, ActInfo]]:
    dates: dict[str, date] = {}
    version_acts: dict[str, tuple[str, ...]] = {}
    acts: dict[str, ActInfo] = {}
    for line, row in _read_csv(path, VERSION_COLUMNS):
        where = f"{path}:{line}"
        vid = row["version_id"]
        if vid in dates:
            raise InputError(where, f"version_id {vid!r} appears twice")
        day = parse_date(row["date"], where, "date")
        dates[vid] = day
        labels = [a for a in row["amendments"].split(";") if a and a != "ORIGINAL"]
        ids = []
        for index, label in enumerate(labels):
            m = _ACT_LABEL.fullmatch(label)
            pattern = act_patterns.get(m.group(1)) if m else None
            if m is None or pattern is None:
                raise InputError(
                    where,
                    f"amendments: {label!r} has no act pattern",
                    f"Add its prefix under 'acts:' in {manifest_path.name} "
                    f"(known: {', '.join(sorted(act_patterns)) or 'none'})",
                )
            fields = {"number": str(int(m.group(2))), "year": str(day.year)}
            act_id, act_title = act_from_pattern(m.group(1), pattern, fields, manifest_path, lines)
            ementa = row.get("ementa_from_commit_message", "").strip()
            acts[label] = ActInfo(
                id=act_id,
                title=act_title,
                date=day,
                number=fields["number"],
                # The source keeps the ementa of a group's first amendment only.
                description=ementa if ementa and index == 0 else None,
                aliases=tuple(
                    str(n) for n in (pattern.get("names") or {}).get(fields["number"], ())
                ),
            )
            ids.append(label)
        version_acts[vid] = tuple(ids)
    return dates, version_acts, acts


def _read_provisions(path: Path, versions: dict[str, date], origin: date) -> list[_Row]:
    rows: list[_Row] = []
    for line, row in _read_csv(path, PROVISION_COLUMNS):
        where = f"{path}:{line}"
        key = row["key"]
        if not _KEY.fullmatch(key):
            raise InputError(
                where,
                f"key {key!r} is not a provision or heading key",
                "Keys look like tit2/art6/par1/inc3/ali2 or heading:tit2/cap1",
            )
        start = parse_date(row["valid_from"], where, "valid_from")
        end = parse_date(row["valid_until"], where, "valid_until") if row["valid_until"] else None
        if end is not None and end <= start:
            raise InputError(where, f"valid_until {end} is not after valid_from {start}")
        if start < origin:
            raise InputError(where, f"valid_from {start} is before the work's date {origin}")
        for column in ("introduced_by_version", "superseded_by_version"):
            vid = row[column]
            if vid and vid not in versions:
                raise InputError(
                    where,
                    f"{column}: unknown version {vid!r}",
                    "It must be a version_id of the versions table",
                )
        if versions[row["introduced_by_version"]] != start:
            raise InputError(
                where,
                f"valid_from {start} is not the date of introduced_by_version "
                f"{row['introduced_by_version']} ({versions[row['introduced_by_version']]})",
            )
        component = key.removeprefix("heading:")
        parent = row_parent(component, row)
        rows.append(
            _Row(
                line,
                key,
                component,
                parent,
                start,
                end,
                row["introduced_by_version"],
                row["superseded_by_version"],
                row["texto"].strip(),
            )
        )
    by_key: dict[str, list[_Row]] = defaultdict(list)
    for r in rows:
        by_key[r.component].append(r)
    for component, runs in by_key.items():
        runs.sort(key=lambda r: r.start)
        for a, b in zip(runs, runs[1:], strict=False):
            if a.end is None or a.end > b.start:
                raise InputError(
                    f"{path}:{b.line}",
                    f"rows for {component} overlap: line {a.line} is valid "
                    f"{a.start}–{a.end or 'open'}, this one from {b.start}",
                    "A provision has one wording at a time; end the earlier row first",
                )
    _check_parents(path, rows)
    return rows


def _check_parents(path: Path, rows: list[_Row]) -> None:
    """Every wording's parent must be in force for as long as the wording is."""
    spans: dict[str, list[tuple[date, date]]] = defaultdict(list)
    for r in rows:
        if not _is_repeal_marker(r.text):
            spans[r.component].append((r.start, r.end or date.max))
    for r in rows:
        if r.parent == "" or _is_repeal_marker(r.text):
            continue
        reached, end = r.start, r.end or date.max
        for a, b in sorted(spans.get(r.parent, [])):
            if a <= reached < b:
                reached = b
        if reached < end:
            raise InputError(
                f"{path}:{r.line}",
                f"{r.component} is in force from {r.start} to {r.end or 'now'}, but its parent "
                f"{r.parent} is not in force from {reached}",
                "Keep the parent's rows in force as long as the child's, or move the child "
                "(change its titulo/capitulo/secao/subsecao columns) in a new row",
            )


def _attributions(
    manifest: dict[str, Any], path: Path, lines: dict[Any, int], acts: dict[str, ActInfo]
) -> dict[tuple[str, date], tuple[str, ...]]:
    out: dict[tuple[str, date], tuple[str, ...]] = {}
    for i, item in enumerate(manifest.get("attributions", [])):
        where = f"{path}:{line_of(lines, ('attributions', i))}"
        for label in item["acts"]:
            if label not in acts:
                raise InputError(where, f"attributions[{i}].acts: unknown amendment {label!r}")
        day = parse_date(item["date"], where, f"attributions[{i}].date")
        out[(item["component"], day)] = tuple(item["acts"])
    return out


def _history(
    work: WorkInfo,
    rows: list[_Row],
    version_acts: dict[str, tuple[str, ...]],
    acts: dict[str, ActInfo],
    attributions: dict[tuple[str, date], tuple[str, ...]],
    source: str,
) -> NormHistory:
    by_key: dict[str, list[_Row]] = defaultdict(list)
    for r in rows:
        by_key[r.component].append(r)
    components: dict[str, Component] = {}
    original: list[Placement] = []
    changes: list[Change] = []

    def acts_for(component: str, day: date, version: str) -> tuple[str, ...]:
        labels = attributions.get((component, day), version_acts.get(version, ()))
        return tuple(sorted(acts[label].id for label in labels))

    for component in sorted(by_key):
        runs = sorted(by_key[component], key=lambda r: r.start)
        components[component] = _component(component, runs[0].text)
        previous: _Row | None = None
        for r in runs:
            if _is_repeal_marker(r.text):
                continue  # "§ 6º (Revogado)." marks a repeal; the unit has no wording
            where = f"{source}:{r.line}"
            if previous is not None and previous.end == r.start:
                moved = r.parent != previous.parent
                op: Operation = "substitution" if r.text != previous.text else "renumbering"
                if op == "renumbering" and not moved:
                    continue
                changes.append(
                    Change(
                        r.start,
                        op,
                        component,
                        text=r.text,
                        parent=r.parent if moved else None,
                        acts=acts_for(component, r.start, r.introduced_by),
                        where=where,
                    )
                )
            else:
                if previous is not None and previous.end is not None:
                    changes.append(_repeal(component, previous, acts_for, source))
                if r.start == work.date:
                    original.append(Placement(component, r.parent, r.text, where))
                else:
                    changes.append(
                        Change(
                            r.start,
                            "insertion",
                            component,
                            text=r.text,
                            parent=r.parent,
                            acts=acts_for(component, r.start, r.introduced_by),
                            where=where,
                        )
                    )
            previous = r
        if previous is not None and previous.end is not None:
            changes.append(_repeal(component, previous, acts_for, source))
    order = {c: components[c].order for c in components}
    original.sort(key=lambda p: (order[p.component], p.component))
    return NormHistory(
        work=work,
        components=components,
        original=tuple(original),
        changes=tuple(changes),
        acts={a.id: a for a in acts.values()},
        source=source,
    )


def _repeal(component: str, last: _Row, acts_for: Any, source: str) -> Change:
    assert last.end is not None
    return Change(
        last.end,
        "repeal",
        component,
        acts=acts_for(component, last.end, last.superseded_by),
        where=f"{source}:{last.line}",
    )
