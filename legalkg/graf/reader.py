"""Reader of the GRAF law/triples CSV format (``law_relext_<domain>.csv``).

No header; six columns ``year, domain, law, article, article_text, triples``; a long article
is split over several rows with the same (law, article), joined here in order. ``triples`` is
LLM output, one ``(subject;relation;object)`` per line, usually ending in ``STOP``:

- ``(s;r;o)`` is a fact; ``(s;o)`` a fact without relation text; with four or more parts the
  first is the subject, the last the object, and the middle ones the relation;
- several tuples on one line, ``(a;b;c);(d;e;f)``, are several facts;
- ``STOP`` ends the list; other lines (prose, unbalanced parentheses, empty subject or
  object) are skipped and counted.

>>> parse_triples("(prezentul cod;reglementeaza;jurisdictia muncii)\\nSTOP")
([FactTriple(subject='prezentul cod', relation='reglementeaza', object='jurisdictia muncii')], 0)
>>> parse_triples("(a;b;c;d);(E ;f;g)")[0][0].relation, parse_triples("(a;b;c;d);(E ;f;g)")[0][1]
('b c', FactTriple(subject='e', relation='f', object='g'))
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from legalkg.core.errors import InputError
from legalkg.core.identifiers import check_local_id
from legalkg.core.text import fold
from legalkg.graf.labels import normalize_label, normalize_space
from legalkg.graf.model import Article, FactTriple, Law, LawCorpus

COLUMNS = ("year", "domain", "law", "article", "article_text", "triples")
_ARTICLE = re.compile(
    r"art(?:icolul|\.)?\s*(\d[\d ]*)(?:\s*\^\s*(\d+))?\.?\s*(?:\(.*)?", re.I | re.S
)
_TUPLE_SPLIT = re.compile(r"\)\s*[;,]?\s*\(")


def matches(path: Path) -> bool:
    """A ``.csv`` file whose first record has the six GRAF columns (a 4-digit year first and
    an article citation fourth)."""
    if not path.is_file() or path.suffix.lower() != ".csv":
        return False
    try:
        with path.open(encoding="utf-8", newline="") as f:
            head = f.read(65536)
    except (OSError, UnicodeDecodeError):
        return False
    _raise_field_limit()
    try:
        first = next((r for r in csv.reader(head.splitlines(keepends=True)) if r), None)
    except csv.Error:
        return False
    return (
        first is not None
        and len(first) == 6
        and re.fullmatch(r"\d{4}", first[0].strip()) is not None
        and fold(first[3]).strip().startswith("art")
    )


def _raise_field_limit() -> None:
    csv.field_size_limit(2**31 - 1)


def parse_triples(text: str) -> tuple[list[FactTriple], int]:
    """The facts in a ``triples`` cell, and how many non-empty lines were skipped."""
    facts: list[FactTriple] = []
    skipped = 0
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.rstrip(".").upper() == "STOP":
            continue
        if not (line.startswith("(") and line.endswith(")")) or line.count("(") != line.count(")"):
            skipped += 1
            continue
        got = False
        for part in _TUPLE_SPLIT.split(line[1:-1]):
            fields = [normalize_space(x) for x in part.split(";")]
            if len(fields) < 2:
                continue
            subject, obj = normalize_label(fields[0]), normalize_label(fields[-1])
            relation = " ".join(x for x in fields[1:-1] if x)
            if subject and obj:
                facts.append(FactTriple(subject, relation, obj))
                got = True
        if not got:
            skipped += 1
    return facts, skipped


def law_id(name: str) -> str:
    """The work id of a law name: ``ro/`` and the folded name in lower case, hyphenated.

    >>> law_id("COD MUNCII"), law_id("CE 2001 44"), law_id("LEGE 10 2001 baza")
    ('ro/cod-muncii', 'ro/ce-2001-44', 'ro/lege-10-2001-baza')
    """
    slug = re.sub(r"[^a-z0-9]+", "-", fold(name)).strip("-")
    return check_local_id(f"ro/{slug or 'law'}", what="law id")


def article_id(citation: str) -> tuple[str, str]:
    """The component id and number of an article citation.

    >>> article_id("Articolul 71^1"), article_id("Articolul 1 074"), article_id("Articolul\\xa02.")
    (('art71_1', '71^1'), ('art1074', '1074'), ('art2', '2'))
    >>> article_id("Articolul 26\\xa0(\\n6\\n)")
    ('art26', '26')
    """
    m = _ARTICLE.fullmatch(normalize_space(citation))
    if m is None:
        raise ValueError(f"not an article citation: {citation!r}")
    number = m.group(1).replace(" ", "")
    if m.group(2):
        return f"art{number}_{m.group(2)}", f"{number}^{m.group(2)}"
    return f"art{number}", number


@dataclass
class _ArticleRows:
    label: str
    number: str
    line: int
    chunks: list[str] = field(default_factory=list)
    facts: list[FactTriple] = field(default_factory=list)


@dataclass
class _LawRows:
    domain: str
    articles: dict[str, _ArticleRows] = field(default_factory=dict)


def csv_records(
    path: Path, error: type[InputError] = InputError
) -> Iterator[tuple[int, list[str]]]:
    """The non-blank records of a CSV file with the line each starts on (a record may span
    lines). Unreadable, non-UTF-8 or malformed files raise ``error`` naming the file."""
    _raise_field_limit()
    try:
        with path.open(encoding="utf-8", newline="") as f:
            reader = csv.reader(f)
            end = 0
            for row in reader:
                # a record starts on the line after the previous one ended
                line, end = end + 1, reader.line_num
                if row and any(c.strip() for c in row):
                    yield line, row
    except OSError as e:
        raise error(str(path), f"cannot read the file: {e}") from e
    except UnicodeDecodeError as e:
        raise error(str(path), f"not UTF-8 text: {e}", "Save the file as UTF-8") from e
    except csv.Error as e:
        raise error(str(path), f"not a readable CSV file: {e}") from e


def read(path: Path) -> LawCorpus:
    """Read one corpus file.

    :raises InputError: naming the file, line and column of a row that is not six columns, has
        no law name, or no article citation.
    """
    laws: dict[str, _LawRows] = {}
    skipped = 0
    for line, row in csv_records(path):
        if len(row) != len(COLUMNS):
            raise InputError(
                f"{path}:{line}",
                f"expected 6 columns ({', '.join(COLUMNS)}), found {len(row)}",
                "Quote fields that contain commas or line breaks",
            )
        _, domain, name, citation, text, triples = row
        name = normalize_space(name)
        if not name:
            raise InputError(f"{path}:{line}: law", "the law name is empty")
        try:
            aid, number = article_id(citation)
        except ValueError as e:
            raise InputError(
                f"{path}:{line}: article",
                str(e),
                "Write the article as 'Articolul N' (or 'Articolul N^M')",
            ) from None
        law = laws.setdefault(name, _LawRows(normalize_space(domain).lower()))
        article = law.articles.setdefault(aid, _ArticleRows(f"Articolul {number}", number, line))
        if text.strip():
            article.chunks.append(text.strip())
        facts, bad = parse_triples(triples)
        article.facts.extend(facts)
        skipped += bad
    if not laws:
        raise InputError(str(path), "no rows", "A GRAF law file has one row per article chunk")
    out = []
    for name, rows in laws.items():
        articles = tuple(
            Article(
                a.label, aid, a.number, "\n".join(a.chunks), tuple(dict.fromkeys(a.facts)), a.line
            )
            for aid, a in rows.articles.items()
        )
        out.append(Law(name, law_id(name), rows.domain, articles))
    seen: dict[str, str] = {}
    for built in out:
        if built.id in seen:
            raise InputError(
                str(path),
                f"the law names {seen[built.id]!r} and {built.name!r} give the same work id "
                f"{built.id!r}",
                "Spell each law's name the same way on every row",
            )
        seen[built.id] = built.name
    return LawCorpus(path, tuple(out), skipped)
