"""The provision-table vocabulary shared by the table and series readers.

The structure columns and component keys of the Brazilian compiled texts, how a row names its
component and parent, the citation of a unit, the manifest's ``work`` block and amending-act
patterns, and the CSV reading with its errors. :mod:`.table` (a provision version table) and
:mod:`.series` (a series of consolidated snapshots) both use them; neither imports the other
for them.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path
from typing import Any

from legalkg.core.errors import InputError
from legalkg.core.identifiers import check_language, check_local_id
from legalkg.norms.model import Component, WorkInfo
from legalkg.norms.numbering import roman
from legalkg.norms.readers._yaml import line_of, parse_date

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


def manifest_file(
    folder: Path, name: Any, manifest_path: Path, lines: dict[Any, int], field: str
) -> Path:
    """The file ``name`` (a manifest's value) inside the manifest's ``folder``.

    :raises InputError: for a path that leaves the folder (``../../etc/passwd``, an absolute
        path, a symbolic link out of it), or that is not a regular file (``/dev/zero``, a
        folder, a pipe).
    """
    where = f"{manifest_path}:{line_of(lines, (field,))}"
    text = str(name)
    path: Path = folder / text
    try:
        resolved = path.resolve()
        inside = resolved.is_relative_to(folder.resolve())
    except (OSError, RuntimeError) as e:
        raise InputError(where, f"{field}: cannot resolve {text!r}: {e}") from None
    if not inside:
        raise InputError(
            where,
            f"{field}: {text!r} is outside the manifest's folder",
            f"Name a file inside {folder} (a relative path, no '..')",
        )
    if path.exists() and not resolved.is_file():
        raise InputError(where, f"{field}: {text!r} is not a regular file")
    return path


def _read_csv(path: Path, required: tuple[str, ...]) -> list[tuple[int, dict[str, str]]]:
    from legalkg.core.limits import MAX_TABLE_BYTES

    try:
        if path.exists() and not path.is_file():  # /dev/zero, a pipe: would never end
            raise InputError(str(path), "not a regular file")
        size = path.stat().st_size if path.exists() else 0
    except OSError as e:
        raise InputError(str(path), f"cannot read the file: {e}") from e
    if size > MAX_TABLE_BYTES:
        raise InputError(
            str(path), f"the table has {size} bytes; at most {MAX_TABLE_BYTES} are read"
        )
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


#: The fields an act pattern may name.
PATTERN_FIELDS = ("number", "year")
_PLACE = re.compile(r"\{\{|\}\}|\{([^{}]*)\}|[{}]")


def fill_pattern(pattern: str, fields: dict[str, str]) -> str:
    """``pattern`` with each ``{name}`` replaced by ``fields[name]`` (``{{`` and ``}}`` stand
    for braces). Nothing else is a placeholder: no attribute (``{number.__class__}``), index,
    conversion or format spec (``{year:>999999999}``), as ``str.format`` would allow.

    >>> fill_pattern("br/emc/{year}/{number}", {"number": "26", "year": "2000"})
    'br/emc/2000/26'
    >>> fill_pattern("{number.__class__.__mro__}", {"number": "26", "year": "2000"})
    Traceback (most recent call last):
    ...
    ValueError: '{number.__class__.__mro__}' is not a field; use only {number} or {year}
    """
    from legalkg.core.limits import MAX_PATTERN_RESULT

    def place(m: re.Match[str]) -> str:
        token = m.group(0)
        if token in ("{{", "}}"):
            return token[0]
        name = m.group(1)
        if name is None:
            raise ValueError(f"a lone {token!r}; write {token * 2} for a brace")
        if name not in fields:
            raise ValueError(
                f"{token!r} is not a field; use only " + " or ".join(f"{{{f}}}" for f in fields)
            )
        return fields[name]

    out = _PLACE.sub(place, pattern)
    if len(out) > MAX_PATTERN_RESULT:
        raise ValueError(f"it gives {len(out)} characters; at most {MAX_PATTERN_RESULT}")
    return out


def check_patterns(patterns: dict[str, Any], manifest_path: Path, lines: dict[Any, int]) -> None:
    """Check every act pattern of a manifest before any row is read."""
    sample = {name: "1" for name in PATTERN_FIELDS}
    for prefix, pattern in patterns.items():
        for key in ("id", "title"):
            value = pattern.get(key) if isinstance(pattern, dict) else None
            if not isinstance(value, str):
                continue
            try:
                fill_pattern(value, sample)
            except ValueError as e:
                raise InputError(
                    f"{manifest_path}:{line_of(lines, ('acts', prefix, key))}",
                    f"acts.{prefix}.{key}: a bad pattern: {e}",
                    "Patterns may use only {number} and {year} (see docs/formats.md)",
                ) from None


def act_from_pattern(
    prefix: str,
    pattern: dict[str, str],
    fields: dict[str, str],
    manifest_path: Path,
    lines: dict[Any, int],
) -> tuple[str, str]:
    """The id and title of an amending act from its manifest pattern (``{number}``, ``{year}``,
    filled by :func:`fill_pattern`, never ``str.format``).

    :raises InputError: naming the manifest line, for a bad pattern or an invalid id.
    """
    try:
        act_id = fill_pattern(pattern["id"], fields)
        act_title = fill_pattern(pattern["title"], fields)
    except (ValueError, KeyError) as e:
        raise InputError(
            f"{manifest_path}:{line_of(lines, ('acts', prefix))}",
            f"acts.{prefix}: a bad pattern: {e}",
            "Patterns may use only {number} and {year} (see docs/formats.md)",
        ) from None
    try:
        check_local_id(act_id, what="act id")
    except ValueError as e:
        raise InputError(f"{manifest_path}:{line_of(lines, ('acts',))}", str(e)) from None
    return act_id, act_title


def _is_repeal_marker(text: str) -> bool:
    """True for a wording such as "§ 6º (Revogado)." that only records a repeal."""
    return len(text) <= 60 and _REPEALED.search(text) is not None


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
