"""Reader for a provision version table: one CSV row per wording of a provision.

The format of ``abjur/constituicao``'s derived history (the Brazilian Constitution of 1988):
a folder with a manifest (``legalkg.yaml``: the work's metadata, how to name the amending acts),
``provision_versions.csv`` (one row per provision wording with ``valid_from``/``valid_until``
and the compiled version that introduced it) and ``versions.csv`` (the compiled versions with
their dates and amendment labels). See ``docs/formats.md``.
"""

from __future__ import annotations

import csv
import re
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from legalkg.errors import InputError
from legalkg.identifiers import check_language, check_local_id
from legalkg.norms.model import (
    ActInfo,
    Change,
    Component,
    NormHistory,
    Operation,
    Placement,
    WorkInfo,
)
from legalkg.norms.numbering import roman
from legalkg.norms.readers._yaml import check_schema, line_of, load_document, parse_date
from legalkg.readers.schemas import load_schema

MANIFEST = "legalkg.yaml"

STRUCTURE_COLUMNS = (
    "titulo",
    "capitulo",
    "secao",
    "subsecao",
    "artigo",
    "paragrafo",
    "inciso",
    "alinea",
)
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

_KEY = re.compile(
    r"(heading:)?tit\d+(?:/(?:cap|sec|subsec)\d+(?:-[A-Z])?)*"
    r"|tit\d+/art\d+(?:-[A-Z])?(?:/par\d+(?:-[A-Z])?)?(?:/inc\d+(?:-[A-Z])?)?(?:/ali\d+(?:-[A-Z])?)?"
)
_SEGMENT = re.compile(r"(subsec|tit|cap|sec|art|par|inc|ali)(\d+)(?:-([A-Z]))?")
_KINDS = {
    "tit": "title",
    "cap": "chapter",
    "sec": "section",
    "subsec": "subsection",
    "art": "article",
    "par": "paragraph",
    "inc": "item",
    "ali": "subitem",
}
# Siblings of different kinds: an article's items (of its caput) come before its paragraphs.
_RANK = {"tit": 0, "cap": 1, "sec": 2, "subsec": 3, "art": 4, "inc": 5, "par": 6, "ali": 7}
_ACT_LABEL = re.compile(r"([A-Z]+)(\d+)")
_REPEALED = re.compile(r"\(\s*revogad[oa]s?\s*\)\s*\.?\s*$", re.IGNORECASE)
_ADCT_TITLE = "10"


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


_HEADING_LEVELS = (("capitulo", "cap"), ("secao", "sec"), ("subsecao", "subsec"))
_PROVISION_LEVELS = (("paragrafo", "par"), ("inciso", "inc"), ("alinea", "ali"))


def row_component(row: dict[str, str]) -> str:
    """The component id a row's structure columns name (``tit2/art6/par1``, ``tit2/cap1``)."""
    levels = _HEADING_LEVELS if row["classe"] == "titartb" else _PROVISION_LEVELS
    base = f"tit{row['titulo']}" + ("" if row["classe"] == "titartb" else f"/art{row['artigo']}")
    return base + "".join(f"/{p}{row[c]}" for c, p in levels if row[c] != "NA")


def row_parent(component: str, row: dict[str, str]) -> str:
    """A unit's parent: an article hangs off its title/chapter/section/subsection columns (it
    may move between them); any other unit off the prefix of its id."""
    if "/art" in component and component.count("/") == 1:
        return f"tit{row['titulo']}" + "".join(
            f"/{p}{row[c]}" for c, p in _HEADING_LEVELS if row[c] != "NA"
        )
    return component.rpartition("/")[0]


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
    versions_path = folder / manifest.get("versions", "versions.csv")
    provisions_path = folder / manifest.get("provisions", "provision_versions.csv")
    version_dates, version_acts, acts = _read_versions(
        versions_path, manifest.get("acts", {}), manifest_path, lines
    )
    rows = _read_provisions(provisions_path, version_dates, work.date)
    attributions = _attributions(manifest, manifest_path, lines, acts)
    return _history(work, rows, version_acts, acts, attributions, str(provisions_path))


def work_from_manifest(
    manifest: dict[str, Any], manifest_path: Path, lines: dict[Any, int]
) -> WorkInfo:
    """The ``work`` block of a manifest (already schema-checked)."""
    w = manifest["work"]
    where_work = f"{manifest_path}:{line_of(lines, ('work',))}"
    try:
        work_id = check_local_id(w["id"], what="work id")
        language = check_language(w["language"])
    except ValueError as e:
        raise InputError(where_work, str(e)) from None
    return WorkInfo(
        id=work_id,
        title=w["title"],
        date=parse_date(w["date"], where_work, "work.date"),
        language=language,
        number=w.get("number"),
        description=w.get("description"),
        aliases=tuple(str(a) for a in w.get("aliases") or ()),
    )


def _read_csv(path: Path, required: tuple[str, ...]) -> list[tuple[int, dict[str, str]]]:
    try:
        handle = path.open(encoding="utf-8", newline="")
    except OSError as e:
        raise InputError(str(path), f"cannot read the file: {e}") from e
    with handle:
        reader = csv.DictReader(handle)
        try:
            header = reader.fieldnames or []
        except csv.Error as e:
            raise InputError(f"{path}:1", f"malformed CSV: {e}") from e
        except UnicodeDecodeError as e:
            raise InputError(str(path), f"not UTF-8: {e}", "Save the file as UTF-8") from e
        missing = [c for c in required if c not in header]
        if missing:
            raise InputError(
                f"{path}:1",
                f"missing column(s) {', '.join(missing)}",
                f"The header must name {', '.join(required)}",
            )
        out = []
        try:
            for row in reader:
                if None in row or any(v is None for v in row.values()):
                    raise InputError(
                        f"{path}:{reader.line_num}",
                        f"expected {len(reader.fieldnames or [])} fields",
                        "Quote fields that contain commas",
                    )
                out.append((reader.line_num, row))
        except csv.Error as e:
            raise InputError(f"{path}:{reader.line_num}", f"malformed CSV: {e}") from e
        except UnicodeDecodeError as e:
            raise InputError(str(path), f"not UTF-8: {e}") from e
    return out


def act_from_pattern(
    prefix: str,
    pattern: dict[str, str],
    fields: dict[str, str],
    manifest_path: Path,
    lines: dict[Any, int],
) -> tuple[str, str]:
    """The id and title of an amending act from its manifest pattern (``{number}``, ``{year}``).

    :raises InputError: naming the manifest line, for a bad pattern or an invalid id.
    """
    try:
        act_id = pattern["id"].format(**fields)
        act_title = pattern["title"].format(**fields)
    except (ValueError, KeyError, IndexError, AttributeError) as e:
        raise InputError(
            f"{manifest_path}:{line_of(lines, ('acts', prefix))}",
            f"acts.{prefix}: a bad pattern ({type(e).__name__}: {e})",
            "Patterns may use only {number} and {year}",
        ) from None
    try:
        check_local_id(act_id, what="act id")
    except ValueError as e:
        raise InputError(f"{manifest_path}:{line_of(lines, ('acts',))}", str(e)) from None
    return act_id, act_title


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


def _is_repeal_marker(text: str) -> bool:
    """True for a wording such as "§ 6º (Revogado)." that only records a repeal."""
    return len(text) <= 60 and _REPEALED.search(text) is not None


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


def _component(component: str, first_text: str) -> Component:
    segments = [_SEGMENT.fullmatch(s) for s in component.split("/")]
    parsed = [(m.group(1), m.group(2), m.group(3) or "") for m in segments if m]
    prefix, number, suffix = parsed[-1]
    return Component(
        id=component,
        kind=_KINDS[prefix],
        label=citation(parsed, first_text),
        number=number + (f"-{suffix}" if suffix else ""),
        order=(_RANK[prefix], int(number), suffix),
    )


def citation(parsed: list[tuple[str, str, str]], text: str = "") -> str:
    """The Brazilian citation of a unit from its parsed key.

    >>> citation([("tit", "2", ""), ("art", "5", ""), ("inc", "78", "")])
    'art. 5º, inciso LXXVIII'
    >>> citation([("tit", "5", ""), ("art", "144", ""), ("par", "6", "")])
    'art. 144, § 6º'
    >>> citation([("tit", "2", ""), ("art", "7", ""), ("par", "1", "")], "Parágrafo único. São")
    'art. 7º, parágrafo único'
    >>> citation([("tit", "10", ""), ("art", "2", "")])
    'art. 2º do ADCT'
    >>> citation([("tit", "2", ""), ("cap", "2", "")])
    'Título II, Capítulo II'
    """
    title = parsed[0][1]
    if len(parsed) == 1 or parsed[1][0] != "art":
        names = {"tit": "Título", "cap": "Capítulo", "sec": "Seção", "subsec": "Subseção"}
        if title == _ADCT_TITLE and len(parsed) == 1:
            return "ADCT"
        return ", ".join(f"{names[p]} {roman(int(n))}{'-' + s if s else ''}" for p, n, s in parsed)
    parts = []
    for prefix, number, suffix in parsed[1:]:
        n = int(number)
        tail = f"-{suffix}" if suffix else ""
        if prefix == "art":
            parts.append(f"art. {_ordinal(n)}{tail}")
        elif prefix == "par":
            unique = text.lstrip().lower().startswith("parágrafo único")
            parts.append("parágrafo único" if unique else f"§ {_ordinal(n)}{tail}")
        elif prefix == "inc":
            parts.append(f"inciso {roman(n)}{tail}")
        elif prefix == "ali":
            parts.append(f"alínea {chr(ord('a') + n - 1)}{tail}")
    label = ", ".join(parts)
    return f"{label} do ADCT" if title == _ADCT_TITLE else label


def _ordinal(n: int) -> str:
    return f"{n}º" if n < 10 else str(n)
