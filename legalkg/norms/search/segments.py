"""The data a text index holds, and how a segment (one named graph) is built from a store.

A segment holds every *wording* a component ever had in one named graph: one document per
component and distinct text, with the temporal versions that carry it, cut by
:func:`legalkg.core.text.analyze` (with the glossary of :mod:`legalkg.norms.gloss` and bigrams).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from legalkg.core.errors import LegalKGError
from legalkg.core.text import analyze, tokens

#: Version of the on-disk format (``manifest.json`` and the segment files).
INDEX_FORMAT = 2


#: Bumped when the analyser or the way documents are cut changes (the index is then rebuilt).
ANALYZER_VERSION = "legalkg.core.text/1+gloss/1+bigrams/1+reference/2"


#: How many hits a search returns unless told.
DEFAULT_TOP_K = 10


#: :func:`resolve_reference` picks its top candidate only at or above this confidence.
RESOLVE_THRESHOLD = 0.6


#: The longest passage shown (in words); longer texts are cut around the best matches.
PASSAGE_WORDS = 40


_FAR = 10**7  # an ordinal beyond any date: "no end"


_LKG = "https://w3id.org/legalkg#"


class SearchError(LegalKGError):
    """A search that cannot run: empty or stop-word-only query, unknown scope, bad date."""


@dataclass(frozen=True, slots=True)
class Wording:
    """One wording of one component: its text and the temporal versions that carry it."""

    component: str
    label: str
    kind: str
    order: int
    work: str
    language: str
    text: str
    #: (version IRI, valid from, valid until or ``None``), oldest first.
    versions: tuple[tuple[str, str, str | None], ...]
    #: The analysed terms of ``text`` (stored, so that loading needs no re-analysis).
    terms: tuple[str, ...]

    def in_force(self) -> list[list[str | None]]:
        """The wording's validity as merged half-open intervals ``[from, until)``."""
        out: list[list[str | None]] = []
        for _, start, end in self.versions:
            if out and out[-1][1] == start:
                out[-1][1] = end
            else:
                out.append([start, end])
        return out


@dataclass(slots=True)
class Segment:
    """The part of the index built from one named graph."""

    graph: str
    fingerprint: str
    titles: dict[str, str]
    wordings: list[Wording]
    parents: dict[str, str]
    aggregates: dict[str, list[str]]

    def to_json(self) -> dict[str, Any]:
        return {
            "graph": self.graph,
            "fingerprint": self.fingerprint,
            "titles": dict(sorted(self.titles.items())),
            "parents": dict(sorted(self.parents.items())),
            "aggregates": {k: sorted(v) for k, v in sorted(self.aggregates.items())},
            "wordings": [
                {
                    "component": w.component,
                    "label": w.label,
                    "kind": w.kind,
                    "order": w.order,
                    "work": w.work,
                    "language": w.language,
                    "text": w.text,
                    "versions": [list(v) for v in w.versions],
                    "terms": " ".join(w.terms),
                }
                for w in self.wordings
            ],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Segment:
        return cls(
            graph=data["graph"],
            fingerprint=data["fingerprint"],
            titles=dict(data["titles"]),
            parents=dict(data["parents"]),
            aggregates={k: list(v) for k, v in data["aggregates"].items()},
            wordings=[
                Wording(
                    component=w["component"],
                    label=w["label"],
                    kind=w["kind"],
                    order=int(w["order"]),
                    work=w["work"],
                    language=w["language"],
                    text=w["text"],
                    versions=tuple((v[0], v[1], v[2]) for v in w["versions"]),
                    terms=tuple(w["terms"].split()),
                )
                for w in data["wordings"]
            ],
        )


@dataclass(frozen=True, slots=True)
class Hit:
    """One search result: a provision whose wording matched."""

    rank: int
    score: float
    citation: str
    component: str
    kind: str
    work: str
    version: str
    valid_from: str
    valid_until: str | None
    in_force: tuple[tuple[str | None, str | None], ...]
    text: str
    passage: str
    phrase_match: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "score": self.score,
            "citation": self.citation,
            "component": self.component,
            "kind": self.kind,
            "work": self.work,
            "version": self.version,
            "valid_from": self.valid_from,
            "valid_until": self.valid_until,
            "text_in_force": [list(i) for i in self.in_force],
            "passage": self.passage,
            "phrase_match": self.phrase_match,
            "text": self.text,
        }


@dataclass(frozen=True, slots=True)
class Candidate:
    """A component a free-text reference may mean, with a confidence in [0, 1]."""

    rank: int
    confidence: float
    score: float
    coverage: float
    citation: str
    component: str
    kind: str
    work: str
    text: str

    def to_json(self) -> dict[str, Any]:
        """Every field, by name, in order."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True, slots=True)
class IndexStatus:
    """What bringing the index up to date did: graphs rebuilt, kept and dropped."""

    rebuilt: tuple[str, ...]
    kept: tuple[str, ...]
    dropped: tuple[str, ...]
    location: str
    wordings: int


def _value(term: Any) -> str | None:
    if term is None:
        return None
    return str(term.value) if hasattr(term, "value") else str(term)


def _rows(store: Any, template: str, **values: Any) -> list[dict[str, str | None]]:
    from legalkg.engine.templates import render_sparql

    result = store.query(render_sparql(template, **values))
    names = [v.value for v in getattr(result, "variables", ())]
    if not names:
        raise SearchError(f"{template}: the store did not return a table of results")
    out = []
    for row in result:
        out.append({n: _value(row[n]) for n in names})
    return out


def fingerprints(store: Any) -> dict[str, str]:
    """Graph IRI → content fingerprint, for every named graph holding language-version text.

    The fingerprint is the graph's triple count, its number of texts and a SHA-1 over its
    language-version IRIs and texts (``queries/search-fingerprints.rq``): re-ingesting a source
    with any change to a text, a date (dates are in the IRIs) or the structure changes it.
    """
    out = {}
    # one graph at a time: the digest concatenates a graph's texts, and all of a statute
    # book's texts at once would be held by the query engine together
    for graph in sorted({str(r["graph"]) for r in _rows(store, "search-graphs") if r["graph"]}):
        for r in _rows(store, "search-fingerprints", graph=graph):
            if r["texts"] and r["texts"] != "0" and r["graph"]:
                out[r["graph"]] = f"{r['triples']}:{r['texts']}:{r['digest']}"
    return dict(sorted(out.items()))


def _bigrams(terms: Sequence[str]) -> list[str]:
    """Unordered pairs of neighbouring terms (``direit~social``): word order differs by language."""
    return ["~".join(sorted(pair)) for pair in zip(terms, terms[1:], strict=False)]


def build_segment(store: Any, graph: str, fingerprint: str) -> Segment:
    """Read one named graph's texts, validity, structure and titles into a :class:`Segment`."""
    rows = _rows(store, "search-texts", graph=graph)
    by_text: dict[tuple[str, str, str], list[dict[str, str | None]]] = {}
    meta: dict[str, dict[str, str | None]] = {}
    for r in rows:
        comp, lang, text = str(r["component"]), str(r["language"] or ""), str(r["text"])
        by_text.setdefault((comp, lang, text), []).append(r)
        m = meta.setdefault(comp, dict(r))
        if r["kind"] and (m["kind"] is None or str(r["kind"]) < str(m["kind"])):
            m["kind"] = r["kind"]
    wordings = []
    for (comp, lang, text), rs in by_text.items():
        m = meta[comp]
        versions = sorted({(str(r["version"]), str(r["from"]), r["until"]) for r in rs})
        versions.sort(key=lambda v: (v[1], v[0]))
        wordings.append(
            Wording(
                component=comp,
                label=str(m["label"] or comp),
                kind=str(m["kind"] or "").removeprefix(_LKG),
                order=int(m["order"]) if m["order"] else 0,
                work=str(m["work"]),
                language=lang,
                text=text,
                versions=tuple(versions),
                terms=tuple(_analyze(text, lang)),
            )
        )
    wordings.sort(key=lambda w: (w.order, w.component, w.versions[0][1], w.language, w.text))
    parents: dict[str, str] = {}
    titles: dict[str, str] = {}
    for r in _rows(store, "search-structure", graph=graph):
        if r["title"]:
            titles[str(r["component"])] = str(r["title"])
        elif r["parent"]:
            parents[str(r["component"])] = min(
                str(r["parent"]), parents.get(str(r["component"])) or "~"
            )
    aggregates: dict[str, list[str]] = {}
    for r in _rows(store, "search-aggregates", graph=graph):
        aggregates.setdefault(str(r["parent"]), []).append(str(r["child"]))
    for children in aggregates.values():
        children.sort()
    return Segment(graph, fingerprint, titles, wordings, parents, aggregates)


def _analyze(text: str, language: str) -> list[str]:
    try:
        return analyze(text, language or "en")
    except ValueError:
        return [t for t in tokens(text)]  # a language with no analyser: folded words only


def _segment_name(graph: str, fingerprint: str) -> str:
    """``segment-<graph hash>-<fingerprint hash>``: a segment's JSON file and model folder."""
    g = hashlib.sha1(graph.encode("utf-8")).hexdigest()[:16]
    f = hashlib.sha1(fingerprint.encode("utf-8")).hexdigest()[:12]
    return f"segment-{g}-{f}"
