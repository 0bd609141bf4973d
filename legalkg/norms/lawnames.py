"""The names of the laws and acts a store holds, found in a question's words.

A question names a law or an amending act the way its labels do: a title ("By-law on Municipal
Land Use Planning", "Karistusseadus"), a short title or abbreviation (``dcterms:alternative``:
"KarS", "CF/88"), a popular name an act is given in the source's manifest ("Reforma da
Previdência", with or without "de 2019"), a title without the place it opens or ends with
("Events By-law" of "City of Cape Town: Events By-law"). The table is built from the store's
labels (template ``work-labels``), never from a list in the code, so the laws of a statute book
the reader has not seen are found the same way.

>>> rows = [{"work": "https://x/eli/ee/1", "title": "Karistusseadus", "date": "2002-09-01"},
...         {"work": "https://x/eli/ee/1", "title": "KarS", "date": "2002-09-01"}]
>>> [(s.text, s.iris) for s in NameTable(rows).find("What did § 121 of KarS say?")]
[('KarS', ('https://x/eli/ee/1',))]
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from legalkg.core.text import fold
from legalkg.norms.wordcheck import law_kind_words
from legalkg.norms.worknames import _jurisdiction, _placeless, _places, _without_year

Row = Mapping[str, Any]

_WORD = re.compile(r"\w+")
_YEAR_AFTER = re.compile(r"\s*,?\s*(?:(?:de|of|do|da)\s+)?((?:1[89]|20)\d\d)\b")


@dataclass(frozen=True, slots=True)
class Entry:
    """A work or act of the store: its IRI, date, number and the works it amends."""

    iri: str
    title: str
    date: str
    number: str | None
    amends: tuple[str, ...]

    @property
    def is_act(self) -> bool:
        return bool(self.amends)


@dataclass(frozen=True, slots=True)
class Spotted:
    """A name found in a question: where, and which works or acts it names."""

    begin: int
    end: int
    text: str
    iris: tuple[str, ...]
    year: str | None = None


@lru_cache(maxsize=262_144)
def _key(text: str) -> tuple[str, ...]:
    return tuple(_WORD.findall(fold(re.sub(r"(\d)\.(\d{3})\b", r"\1\2", text))))


class NameTable:
    """Every name of every work and act in the store (rows of ``work-labels``)."""

    def __init__(self, rows: Sequence[Row]) -> None:
        entries: dict[str, dict[str, Any]] = {}
        titles: dict[str, set[str]] = {}
        for r in rows:
            iri = str(r["work"])
            e = entries.setdefault(
                iri,
                {
                    "title": str(r.get("title") or ""),
                    "date": str(r.get("date") or ""),
                    "number": r.get("number"),
                    "amends": set(),
                },
            )
            if r.get("amends"):
                e["amends"].add(str(r["amends"]))
            titles.setdefault(iri, set()).add(str(r.get("title") or ""))
            if r.get("name"):
                titles[iri].add(str(r["name"]))
        self.entries = {
            iri: Entry(
                iri,
                e["title"],
                e["date"],
                str(e["number"]) if e["number"] else None,
                tuple(sorted(e["amends"])),
            )
            for iri, e in entries.items()
        }
        places = _places(tuple((iri, t) for iri, ts in sorted(titles.items()) for t in sorted(ts)))
        self.names: dict[tuple[str, ...], set[str]] = {}
        #: Names of one short word that must be matched as written ("KarS", "CF").
        self.exact_case: set[str] = set()
        for iri, ts in titles.items():
            place = places.get(_jurisdiction(iri), frozenset())
            for t in ts:
                variants = {t.strip(" ,"), _without_year(" ".join(_key(t)))}
                variants |= set(_placeless(t, place))
                for v in variants:
                    key = _key(v)
                    if not key or key in (("the",), ("a",)):
                        continue
                    self.names.setdefault(key, set()).add(iri)
                if len(_key(t)) == 1:
                    self.exact_case.add(t.strip(" ,"))
        for iri in titles:
            # an identifier of five digits or more ("184411", "112122024006"): a name too
            tail = iri.rstrip("/").rsplit("/", 1)[-1]
            if re.fullmatch(r"\d{5,}", tail):
                self.names.setdefault((tail,), set()).add(iri)
                self.exact_case.add(tail)
        self.longest = max((len(k) for k in self.names), default=0)
        #: The store the table was read from (:func:`names_from_store`), for the questions
        #: that need more than names ("the 2016 amendment" of one provision).
        self.store: object | None = None
        self._kind_words: frozenset[str] | None = None

    def kind_words(self) -> frozenset[str]:
        """The words common to the store's law names, read once per table
        (:func:`legalkg.norms.wordcheck.law_kind_words`)."""
        if self._kind_words is None:
            words: dict[str, set[str]] = {}
            for key, iris in self.names.items():
                for iri in iris:
                    words.setdefault(iri, set()).update(key)
            self._kind_words = law_kind_words([sorted(w) for _, w in sorted(words.items())])
        return self._kind_words

    def holds(self, name: str) -> bool:
        """Whether ``name`` is one of the names as written (a short title: "KarS", "TLS")."""
        return any(x.text == name for x in self.find(name))

    def find(self, text: str) -> list[Spotted]:
        """The names in ``text``, longest first where they overlap, in order."""
        words = [(m.start(), m.end(), fold(m.group())) for m in _WORD.finditer(text)]
        out: list[Spotted] = []
        i = 0
        while i < len(words):
            hit = None
            for n in range(min(self.longest, len(words) - i), 0, -1):
                key = tuple(w for _, _, w in words[i : i + n])
                iris = self.names.get(key)
                if not iris:
                    continue
                lo, hi = words[i][0], words[i + n - 1][1]
                written = text[lo:hi]
                if n == 1 and not (
                    written in self.exact_case
                    or (written[:1].isupper() and len(written) > 6 and written[1:].islower())
                ):
                    continue  # one word: as written ("KarS", not "kars"), or a capitalised name
                hit = (n, lo, hi, iris)
                break
            if hit is None:
                i += 1
                continue
            n, lo, hi, iris = hit
            year = None
            m = _YEAR_AFTER.match(text, hi)
            chosen = sorted(iris)
            if m:
                dated = [x for x in chosen if self.entries[x].date.startswith(m.group(1))]
                if dated or all(self.entries[x].is_act for x in chosen):
                    year, hi, chosen = m.group(1), m.end(), dated
            out.append(Spotted(lo, hi, text[lo:hi], tuple(chosen), year))
            i += n
            while i < len(words) and words[i][0] < hi:
                i += 1
        return out

    def to_json(self) -> dict[str, Any]:
        """The table as JSON (:func:`names_from_store` keeps it beside an on-disk store)."""
        return {
            "entries": [
                [e.iri, e.title, e.date, e.number, list(e.amends)]
                for _, e in sorted(self.entries.items())
            ],
            "names": [[list(k), sorted(v)] for k, v in sorted(self.names.items())],
            "exact_case": sorted(self.exact_case),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> NameTable:
        table = cls([])
        table.entries = {
            str(iri): Entry(str(iri), str(title), str(day), number, tuple(amends))
            for iri, title, day, number, amends in data["entries"]
        }
        table.names = {tuple(k): set(v) for k, v in data["names"]}
        table.exact_case = set(data["exact_case"])
        table.longest = max((len(k) for k in table.names), default=0)
        return table

    def acts_of(self, iris: Sequence[str]) -> list[Entry]:
        return [self.entries[x] for x in iris if x in self.entries and self.entries[x].is_act]

    def acts_changing(self, works: Sequence[str], label: str, year: str) -> set[str] | None:
        """The acts of ``year`` that changed the unit cited ``label`` (or a unit under it) in
        one of ``works`` (template ``acts-changing``), or None without a store."""
        if self.store is None:
            return None
        from legalkg.engine.answers import Runner

        runner = Runner(self.store, {})  # type: ignore[arg-type]
        out: set[str] = set()
        for w in works:
            bindings = {"work": w, "label": label, "from": f"{year}-01-01"}
            bindings["until"] = f"{int(year) + 1}-01-01"
            out |= {str(r["act"]) for r in runner.run("acts-changing", bindings)}
        return out

    def acts_in_year(self, year: str, works: Sequence[str] | None) -> list[Entry]:
        """The amending acts of ``year`` (of ``works`` when given), by date."""
        found = [
            e
            for e in self.entries.values()
            if e.is_act
            and e.date.startswith(year)
            and (works is None or any(w in e.amends for w in works))
        ]
        return sorted(found, key=lambda e: (e.date, e.iri))

    def work_rows(self) -> list[dict[str, str]]:
        """The works that are not amending acts, as rows for :mod:`legalkg.norms.worknames`."""
        return [
            {"work": e.iri, "title": e.title, "date": e.date}
            for e in sorted(self.entries.values(), key=lambda e: e.iri)
            if not e.is_act
        ]


def names_from_store(store: object, cache: Any = None) -> NameTable:
    """The :class:`NameTable` of ``store`` (one ``work-labels`` query, kept in ``cache``: the
    answers' cache, for a batch or an on-disk store's generation).

    For an on-disk store the table is also kept on disk, beside the store's text index
    (``<store>.index/names.json``), under the store's state (its generation, which no write
    changes, with the generation folder's inode and time) and a digest of the code that builds
    the table: a new process on the same generation reads it instead of listing every work and
    act of the store (on the whole Estonian statute book, ~20,000 rows and their variants, the
    largest part of a command-line ``ask``). Any other state or code builds it again."""
    from legalkg.engine.answers import Runner, shared_cache
    from legalkg.store.local import Store

    assert isinstance(store, Store)
    kept = _kept(store)
    if kept is not None:
        last = _LAST.get("table")
        if last is not None and last[0] == kept[1] and last[1].store is store:
            return last[1]
        table = _read_kept(*kept)
        if table is not None:
            table.store = store
            _LAST["table"] = (kept[1], table)
            return table
    runner = Runner(store, cache if cache is not None else shared_cache(store))
    rows = runner.run("work-labels", {})
    last = _LAST.get("table")
    if last is not None and last[0] is rows and last[1].store is store:
        return last[1]  # the same rows (a cache's): the same table
    table = NameTable(rows)
    table.store = store
    _LAST["table"] = (rows, table)
    if kept is not None:
        _write_kept(kept[0], kept[1], table)
        _LAST["table"] = (kept[1], table)
    return table


@lru_cache(maxsize=1)
def _code_digest() -> str:
    """A digest of the modules that build a :class:`NameTable` (a kept table built by other
    code is not used)."""
    import hashlib
    from pathlib import Path

    from legalkg.core import text
    from legalkg.norms import worknames

    h = hashlib.sha1()
    for module in (__file__, worknames.__file__, text.__file__):
        h.update(Path(str(module)).read_bytes())
    return h.hexdigest()[:16]


def _kept(store: object) -> tuple[Any, str] | None:
    """``(file, key)`` of the table kept for ``store``'s state, or None (not on disk)."""
    from legalkg.norms.search.storage import index_path, store_state

    state = store_state(store)
    folder = index_path(store)
    if state is None or folder is None:
        return None
    return folder / "names.json", f"{state}:{_code_digest()}"


def _read_kept(path: Any, key: str) -> NameTable | None:
    import json

    try:
        data = json.loads(path.read_text("utf-8"))
        if data.get("key") != key:
            return None
        return NameTable.from_json(data["table"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write_kept(path: Any, key: str, table: NameTable) -> None:
    import json
    import os

    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps({"key": key, "table": table.to_json()}, ensure_ascii=False))
        os.replace(tmp, path)
    except OSError:
        tmp.unlink(missing_ok=True)  # a store beside a folder that cannot be written


#: The last table built and the rows it was built from (a batch reuses it while the cache
#: gives the same rows object).
_LAST: dict[str, tuple[object, NameTable]] = {}
