"""Discovery: point-in-time, scoped text search over provisions, and reference resolution.

The SAT-Graph primitive API separates *discovery* (``searchTextUnits``, ``resolveItemReference``:
scored, probabilistic) from the deterministic steps that follow. This module is that discovery
step for legalkg:

- a **text index** of every *wording* a component ever had (one document per component and
  distinct text, with the temporal versions that carry it), cut by :func:`legalkg.text.analyze`
  in the text's own language and ranked with BM25 (``bm25s``);
- :func:`search`: the provisions whose wording *in force on a date* matches, limited to a
  component's subtree as it stood that day (``lkg:aggregates`` from the scope's version in force),
  each with score, citation, IRIs, validity and a highlighted passage;
- :func:`resolve_reference`: free text naming a provision ("the article on social rights") →
  ranked candidate components with a confidence.

The index is kept beside an on-disk store, in ``<store>.index/`` (format in ``docs/search.md``),
one segment per named graph keyed by that graph's content fingerprint; a search compares the
fingerprints first and rebuilds the segments of re-ingested graphs, so it never returns a stale
wording. For a store with no path (memory, a remote endpoint) the index lives in memory.

>>> from legalkg import Store, ingest, example_path
>>> store = Store()
>>> _ = ingest([example_path("art6")], store=store)
>>> [h.citation for h in search(store, "moradia", at="1999-01-01")]
[]
>>> hit = search(store, "Moradia", at="2001-01-01")[0]
>>> hit.citation, hit.valid_from, hit.valid_until
('art. 6º', '2000-02-14', '2010-02-04')
>>> "**moradia**" in hit.passage
True
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import weakref
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np

from legalkg.errors import LegalKGError
from legalkg.norms.gloss import expand
from legalkg.text import analyze, fold, tokens

#: Version of the on-disk format (``manifest.json`` and the segment files).
INDEX_FORMAT = 1
#: Bumped when the analyser or the way documents are cut changes (the index is then rebuilt).
ANALYZER_VERSION = "legalkg.text/1+gloss/1+bigrams/1+reference/2"
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


# ----------------------------------------------------------------------------------------------
# The data an index holds


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


# ----------------------------------------------------------------------------------------------
# Building segments from a store


def _value(term: Any) -> str | None:
    if term is None:
        return None
    return str(term.value) if hasattr(term, "value") else str(term)


def _rows(store: Any, template: str, **values: Any) -> list[dict[str, str | None]]:
    from legalkg.templates import render_sparql

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
    for r in _rows(store, "search-fingerprints"):
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


# ----------------------------------------------------------------------------------------------
# The index


def _ordinal(day: str) -> int:
    return date.fromisoformat(day).toordinal()


def _check_day(value: str, name: str) -> str:
    try:
        if len(value) != 10:
            raise ValueError
        date.fromisoformat(value)
    except (TypeError, ValueError):
        raise SearchError(f"{name}: {value!r} is not a date; write YYYY-MM-DD") from None
    return value


@dataclass(slots=True)
class _Model:
    """A BM25 model over some documents of one language (positions into a list of ids)."""

    language: str
    ids: list[int]
    bm25: Any

    def scores(self, terms: list[str]) -> np.ndarray:
        known = [t for t in terms if t in self.bm25.vocab_dict]
        if not known:
            return np.zeros(len(self.ids), dtype=np.float32)
        return np.asarray(self.bm25.get_scores(known), dtype=np.float32)

    def scores_among(
        self, terms: list[str], live: np.ndarray, docs: Sequence[Counter[str]], lengths: np.ndarray
    ) -> np.ndarray:
        """BM25 of ``terms`` with the collection statistics (number of documents, document
        frequencies, average length) taken over the ``live`` documents only (positions of this
        model): the wordings in force on the query's date. Same formula as bm25s' Lucene
        variant, so with every document live it gives the stored model's scores.

        ``docs`` are the documents' token counts and ``lengths`` their lengths (see
        :meth:`TextIndex._model_stats`).
        """
        out = np.zeros(len(self.ids), dtype=np.float64)
        n = int(live.sum())
        if n == 0:
            return out.astype(np.float32)
        avg = float(lengths[live].mean())
        k1, b = float(self.bm25.k1), float(self.bm25.b)
        indptr, indices = self.bm25.scores["indptr"], self.bm25.scores["indices"]
        for t in dict.fromkeys(terms):
            col = self.bm25.vocab_dict.get(t)
            if col is None:
                continue
            at = np.asarray(indices[indptr[col] : indptr[col + 1]], dtype=np.int64)
            df = int(live[at].sum())
            if df == 0:
                continue
            tf = np.asarray([docs[d][t] for d in at], dtype=np.float64)
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            out[at] += idf * tf / (k1 * ((1 - b) + b * lengths[at] / avg) + tf)
        return out.astype(np.float32)


def _score_words(
    model: _Model,
    words: list[list[str]],
    scorer: Callable[[list[str]], np.ndarray] | None = None,
) -> np.ndarray:
    """BM25 of a query whose words each stand for several stems (a word and its glosses): a word
    scores as its best stem, so a word with three translations does not count three times;
    neighbouring words add the score of their unordered pair (``a~b``). ``scorer`` replaces
    the model's stored scores (per-date statistics)."""
    score = scorer or model.scores
    total = np.zeros(len(model.ids), dtype=np.float32)
    for alternatives in words:
        best = np.zeros(len(model.ids), dtype=np.float32)
        for stem in dict.fromkeys(alternatives):
            best = np.maximum(best, score([stem]))
        total += best
    pairs = [
        "~".join(sorted((a, b)))
        for left, right in zip(words, words[1:], strict=False)
        for a in left
        for b in right
    ]
    if pairs:
        total += score(list(dict.fromkeys(pairs)))
    return total


def _bm25(docs: list[list[str]]) -> Any:
    import bm25s

    model = bm25s.BM25()
    model.index([d or [""] for d in docs], show_progress=False)
    return model


@dataclass(slots=True)
class _SegmentModels:
    """The BM25 models of one segment (built from its wordings, or loaded from disk)."""

    text: dict[str, tuple[list[int], Any]]
    ref_components: list[int]
    ref_terms: list[tuple[frozenset[str], frozenset[str]]]
    ref: dict[str, tuple[list[int], Any]]


def _reference_docs(
    seg: Segment,
) -> tuple[list[int], list[tuple[frozenset[str], frozenset[str]]], list[list[str]]]:
    """One reference document per component of ``seg``: citation, latest wording and its word
    pairs, then the latest headings of its ancestors (``lkg:isPartOf``)."""
    latest: dict[str, int] = {}
    for i, w in enumerate(seg.wordings):
        j = latest.get(w.component)
        if j is None or w.versions[-1][1] >= seg.wordings[j].versions[-1][1]:
            latest[w.component] = i
    components = sorted(latest.values(), key=lambda i: (seg.wordings[i].order, i))
    terms, docs = [], []
    for i in components:
        w = seg.wordings[i]
        own = _analyze(w.label, w.language) + list(w.terms)
        context: list[str] = []
        seen = {w.component}
        up = seg.parents.get(w.component)
        while up and up not in seen and up in latest:
            seen.add(up)
            context.extend(seg.wordings[latest[up]].terms)
            up = seg.parents.get(up)
        terms.append((frozenset(own), frozenset(context) - frozenset(own)))
        docs.append(own + own + _bigrams(list(w.terms)) + context)
    return components, terms, docs


def _save_model(model: Any, where: Path) -> None:
    """Save a bm25s model to ``where`` through a temporary folder renamed into place, so that a
    reader never sees half a model (best effort: an index that cannot be written stays in
    memory)."""
    import shutil

    tmp = where.with_name(f".{where.name}.{os.getpid()}.tmp")
    try:
        shutil.rmtree(tmp, ignore_errors=True)
        model.save(str(tmp), show_progress=False)
        os.replace(tmp, where)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)


def _segment_models(seg: Segment, folder: Path | None) -> _SegmentModels:
    """Load the segment's models from ``folder`` if they are there, else build (and save) them."""
    import bm25s

    components, terms, docs = _reference_docs(seg)
    languages = sorted({w.language for w in seg.wordings})
    text_ids = {
        lang: [i for i, w in enumerate(seg.wordings) if w.language == lang] for lang in languages
    }
    ref_ids = {
        lang: [p for p, i in enumerate(components) if seg.wordings[i].language == lang]
        for lang in languages
    }
    models: dict[str, Any] = {}
    for kind in ("text", "ref"):
        for lang in languages:
            name = f"{kind}-{lang or 'none'}"
            where = folder / name if folder is not None else None
            if where is not None and (where / "params.index.json").exists():
                try:
                    models[name] = bm25s.BM25.load(str(where), show_progress=False)
                    continue
                except (OSError, ValueError, KeyError):
                    pass
            if kind == "text":
                corpus = [
                    list(seg.wordings[i].terms) + _bigrams(seg.wordings[i].terms)
                    for i in text_ids[lang]
                ]
            else:
                corpus = [docs[p] for p in ref_ids[lang]]
            models[name] = _bm25(corpus)
            if where is not None:
                _save_model(models[name], where)
    return _SegmentModels(
        text={lang: (text_ids[lang], models[f"text-{lang or 'none'}"]) for lang in languages},
        ref_components=components,
        ref_terms=terms,
        ref={lang: (ref_ids[lang], models[f"ref-{lang or 'none'}"]) for lang in languages},
    )


@dataclass(slots=True)
class TextIndex:
    """The search index of a store: one :class:`Segment` per named graph, and the BM25 models."""

    segments: dict[str, Segment] = field(default_factory=dict)
    folder: Path | None = None
    wordings: list[Wording] = field(default_factory=list)
    _models: dict[str, _SegmentModels] = field(default_factory=dict)
    _text_models: list[_Model] = field(default_factory=list)
    _ref_models: list[_Model] = field(default_factory=list)
    _ref_components: list[int] = field(default_factory=list)
    _ref_terms: list[tuple[frozenset[str], frozenset[str]]] = field(default_factory=list)
    _ver_wording: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    _ver_from: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    _ver_until: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    _ver_index: dict[str, int] = field(default_factory=dict)
    _by_component: dict[str, list[int]] = field(default_factory=dict)
    _labels: dict[str, set[str]] = field(default_factory=dict)
    _aggregates: dict[str, list[str]] = field(default_factory=dict)
    _current: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))
    _stats: dict[int, tuple[list[Counter[str]], np.ndarray]] = field(default_factory=dict)

    def _model_stats(self, position: int) -> tuple[list[Counter[str]], np.ndarray]:
        """Token counts and lengths of the documents of text model ``position`` (as the model
        was built: terms and word pairs), computed once per loaded index."""
        found = self._stats.get(position)
        if found is None:
            docs = []
            for i in self._text_models[position].ids:
                terms = self.wordings[i].terms
                docs.append(Counter(list(terms) + _bigrams(terms) or [""]))
            lengths = np.asarray([sum(c.values()) for c in docs], dtype=np.float64)
            found = self._stats[position] = (docs, lengths)
        return found

    def forget(self, graph: str) -> None:
        """Drop the models of ``graph`` (its segment changed or went away)."""
        self._models.pop(graph, None)

    def prepare(self) -> None:
        """Flatten the segments and gather their BM25 models (after a load or an update)."""
        self.wordings = []
        self._stats = {}
        self._text_models, self._ref_models = [], []
        self._ref_components, self._ref_terms = [], []
        self._aggregates = {}
        for graph in sorted(self.segments):
            seg = self.segments[graph]
            models = self._models.get(graph)
            if models is None:
                sub = self.folder / _segment_name(graph, seg.fingerprint) if self.folder else None
                models = self._models[graph] = _segment_models(seg, sub)
            offset, ref_offset = len(self.wordings), len(self._ref_components)
            self.wordings.extend(seg.wordings)
            for lang, (ids, bm25) in sorted(models.text.items()):
                self._text_models.append(_Model(lang, [offset + i for i in ids], bm25))
            for lang, (ids, bm25) in sorted(models.ref.items()):
                self._ref_models.append(_Model(lang, [ref_offset + p for p in ids], bm25))
            self._ref_components.extend(offset + i for i in models.ref_components)
            self._ref_terms.extend(models.ref_terms)
            self._aggregates.update(seg.aggregates)
        self._by_component, self._labels = {}, {}
        ver_w, ver_f, ver_u, iris = [], [], [], []
        for i, w in enumerate(self.wordings):
            self._by_component.setdefault(w.component, []).append(i)
            self._labels.setdefault(fold(w.label), set()).add(w.component)
            for iri, start, end in w.versions:
                ver_w.append(i)
                ver_f.append(_ordinal(start))
                ver_u.append(_ordinal(end) if end else _FAR)
                iris.append(iri)
        self._ver_wording = np.asarray(ver_w, dtype=np.int64)
        self._ver_from = np.asarray(ver_f, dtype=np.int64)
        self._ver_until = np.asarray(ver_u, dtype=np.int64)
        self._ver_index = {iri: k for k, iri in enumerate(iris)}
        current = np.zeros(len(self.wordings), dtype=bool)
        current[self._ver_wording[self._ver_until == _FAR]] = True
        self._current = current

    # -- filters ---------------------------------------------------------------------------

    def _valid_on(self, day: str) -> np.ndarray:
        d = _ordinal(day)
        mask = np.zeros(len(self.wordings), dtype=bool)
        live = (self._ver_from <= d) & (d < self._ver_until)
        mask[self._ver_wording[live]] = True
        return mask

    def _valid_during(self, start: str | None, end: str | None) -> np.ndarray:
        """Wordings with a version in force at some moment of ``[start, end)`` (``None``: open)."""
        live = np.ones(len(self._ver_wording), dtype=bool)
        if start is not None:
            live &= self._ver_until > _ordinal(start)
        if end is not None:
            live &= self._ver_from < _ordinal(end)
        mask = np.zeros(len(self.wordings), dtype=bool)
        mask[self._ver_wording[live]] = True
        return mask

    def _version_during(
        self, wording: int, start: str | None, end: str | None
    ) -> tuple[str, str, str | None]:
        """The latest version of ``wording`` in force at some moment of ``[start, end)``."""
        versions = self.wordings[wording].versions
        for v in reversed(versions):
            if (end is None or v[1] < end) and (start is None or v[2] is None or start < v[2]):
                return v
        return versions[-1]

    def _version_on(self, wording: int, day: str | None) -> tuple[str, str, str | None]:
        versions = self.wordings[wording].versions
        if day is not None:
            for v in versions:
                if v[1] <= day and (v[2] is None or day < v[2]):
                    return v
        return versions[-1]

    def components_labelled(self, label: str, works: set[str] | None) -> list[str]:
        """The components whose citation is ``label`` (folded; ``§ 1º`` = ``parágrafo único``)."""
        from legalkg.norms.answers import citation_alternatives

        found = {
            c
            for alt in citation_alternatives(label.strip())
            for c in self._labels.get(fold(alt), ())
            if works is None or self.wordings[self._by_component[c][0]].work in works
        }
        return sorted(found)

    def _scope_mask(
        self, scope: str, day: str | None, during: tuple[str | None, str | None] | None = None
    ) -> np.ndarray:
        """Wordings in the subtree of ``scope``: on ``day``, from the scope's version in force
        that day; ``during`` an interval, from its versions in force at some moment of it;
        without either, from any of its versions (a wording is in scope when one of its
        versions was aggregated under the scope)."""

        def keep(start: str, end: str | None) -> bool:
            if during is not None:
                lo, hi = during
                return (hi is None or start < hi) and (lo is None or end is None or lo < end)
            return day is None or (start <= day and (end is None or day < end))

        roots = [
            iri
            for i in self._by_component.get(scope, [])
            for iri, start, end in self.wordings[i].versions
            if keep(start, end)
        ]
        seen: set[str] = set()
        stack = list(roots)
        while stack:
            v = stack.pop()
            if v in seen:
                continue
            seen.add(v)
            stack.extend(self._aggregates.get(v, ()))
        mask = np.zeros(len(self.wordings), dtype=bool)
        for v in seen:
            k = self._ver_index.get(v)
            if k is not None:
                mask[self._ver_wording[k]] = True
        return mask

    def works(self) -> dict[str, str]:
        """Work IRI → title, for every work with indexed text."""
        titles: dict[str, str] = {}
        for g in sorted(self.segments):
            titles.update(self.segments[g].titles)
        present = {w.work for w in self.wordings}
        return {k: v for k, v in sorted(titles.items()) if k in present} | {
            k: k for k in sorted(present - set(titles))
        }


# ----------------------------------------------------------------------------------------------
# Queries

_PHRASE = re.compile(r"[\"“”«»]([^\"“”«»]+)[\"“”«»]")


@dataclass(frozen=True, slots=True)
class Query:
    """A parsed query: its words (each as the stems it stands for, per language) and phrases."""

    text: str
    phrases: tuple[tuple[str, ...], ...]

    def words(self, language: str) -> list[list[str]]:
        """Each content word of the query as the stems it stands for in ``language``."""
        source = "en"
        return expand(_PHRASE.sub(lambda m: f" {m.group(1)} ", self.text), source, language)


def parse_query(text: str, languages: Iterable[str] = ("pt", "en", "ro")) -> Query:
    """Read a query: words, and "quoted phrases" that must occur literally (accents and case
    folded).

    >>> parse_query('direitos "a moradia"').phrases
    (('a', 'moradia'),)

    :raises SearchError: when the query has no searchable word.
    """
    if not text or not text.strip():
        raise SearchError("the query is empty; give words to search for, e.g. 'moradia'")
    phrases = tuple(tuple(tokens(m.group(1))) for m in _PHRASE.finditer(text) if tokens(m.group(1)))
    query = Query(" ".join(text.split()), phrases)
    if not any(query.words(lang) for lang in languages):
        raise SearchError(
            f"the query {text!r} has only stop words or punctuation "
            "(words such as 'the', 'de', 'a' are not searched); add a content word"
        )
    return query


def _contains(haystack: list[str], needle: Sequence[str]) -> bool:
    n = len(needle)
    return any(haystack[i : i + n] == list(needle) for i in range(len(haystack) - n + 1))


def highlight(text: str, language: str, stems: set[str], phrases: Iterable[Sequence[str]]) -> str:
    """``text`` with the matching words in ``**bold**``, cut to the best passage.

    >>> highlight("São direitos sociais a educação, a saúde", "pt", {"saud"}, [])
    'São direitos sociais a educação, a **saúde**'
    """
    words = list(re.finditer(r"\w+", text))
    folded = [fold(m.group()) for m in words]
    marked = [bool(set(_analyze(m.group(), language)) & stems) for m in words]
    for phrase in phrases:
        n = len(phrase)
        for i in range(len(folded) - n + 1):
            if folded[i : i + n] == list(phrase):
                for j in range(i, i + n):
                    marked[j] = True
    start, end = 0, len(words)
    if len(words) > PASSAGE_WORDS:
        best = max(
            range(len(words) - PASSAGE_WORDS + 1),
            key=lambda i: (sum(marked[i : i + PASSAGE_WORDS]), -i),
        )
        start, end = best, best + PASSAGE_WORDS
    out = []
    cursor = words[start].start() if start else 0
    stop = words[end - 1].end() if end < len(words) else len(text)
    for k in range(start, end):
        m = words[k]
        out.append(text[cursor : m.start()])
        out.append(f"**{m.group()}**" if marked[k] else m.group())
        cursor = m.end()
    out.append(text[cursor:stop])
    passage = "".join(out)
    return ("… " if start else "") + passage + (" …" if end < len(words) else "")


def _resolve_works(index: TextIndex, work: str | None) -> set[str] | None:
    if work is None:
        return None
    known = index.works()
    if work.startswith(("http://", "https://", "urn:")):
        found = {work} & set(known)
    else:
        stems = [w[:7] for w in tokens(work) if len(w) > 2]
        found = {k for k, title in known.items() if all(s in fold(f"{title} {k}") for s in stems)}
    if not found:
        listing = "; ".join(f"{t} <{k}>" for k, t in known.items()) or "none"
        raise SearchError(f"--work {work!r} matches no indexed work; the store has: {listing}")
    return found


def _resolve_scope(index: TextIndex, scope: str, works: set[str] | None) -> str:
    if scope.startswith(("http://", "https://", "urn:")):
        if scope not in index._by_component:
            raise SearchError(f"--scope <{scope}> is not a component with text in the store")
        return scope
    found = index.components_labelled(scope, works)
    if not found:
        raise SearchError(
            f"--scope {scope!r} cites no component; give a citation as legalkg labels it "
            "(e.g. 'Título II', 'art. 5º') or the component's IRI"
        )
    if len(found) > 1:
        raise SearchError(
            f"--scope {scope!r} is ambiguous ({', '.join(f'<{c}>' for c in found)}); "
            "name the work with --work or give the IRI"
        )
    return found[0]


def search_index(
    index: TextIndex,
    text: str,
    *,
    at: str | None = None,
    scope: str | None = None,
    work: str | None = None,
    top_k: int = DEFAULT_TOP_K,
    flat: bool = False,
    during: tuple[str | None, str | None] | None = None,
    date_statistics: bool = True,
) -> list[Hit]:
    """Search an index (see :func:`search`, which brings the index up to date first).

    With a date (``at``, ``during`` or ``flat``), the BM25 statistics (idf, average length) are
    those of the wordings in force then (``date_statistics=False``: of every wording ever, the
    stored models' statistics; kept to measure the difference).

    ``during=(from, until)`` searches every wording in force at some moment of the half-open
    interval ``[from, until)`` (either end ``None``: open); each hit then shows the latest
    version of its best wording within the interval. It cannot be combined with ``at``.
    """
    if top_k < 1:
        raise SearchError(f"--top-k must be at least 1, not {top_k}")
    if at is not None:
        _check_day(at, "--at")
    if during is not None:
        if at is not None or flat:
            raise SearchError("give either a date (--at), an interval, or --flat, not several")
        for value, name in zip(during, ("from", "until"), strict=True):
            if value is not None:
                _check_day(value, name)
        if during[0] is not None and during[1] is not None and during[0] >= during[1]:
            raise SearchError(
                f"the interval [{during[0]}, {during[1]}) is empty; 'from' must come before 'until'"
            )
    if not text or not text.strip():
        parse_query(text)
    if not index.wordings:
        raise SearchError("the store holds no text to search; ingest a source first")
    query = parse_query(text, sorted({m.language for m in index._text_models}))
    works = _resolve_works(index, work)
    mask = np.ones(len(index.wordings), dtype=bool)
    temporal: np.ndarray | None = None
    if flat:
        temporal = index._current
    elif at is not None:
        temporal = index._valid_on(at)
    elif during is not None:
        temporal = index._valid_during(*during)
    if temporal is not None:
        mask &= temporal
    if works is not None:
        mask &= np.asarray([w.work in works for w in index.wordings], dtype=bool)
    if scope is not None:
        mask &= index._scope_mask(_resolve_scope(index, scope, works), None if flat else at, during)
    scored: list[tuple[int, float, set[str]]] = []
    for position, model in enumerate(index._text_models):
        words = query.words(model.language)
        stems = [s for alternatives in words for s in alternatives]
        ids = np.asarray(model.ids, dtype=np.int64)
        scorer = None
        if temporal is not None and date_statistics and len(ids):
            docs, lengths = index._model_stats(position)
            live = temporal[ids]

            def scorer(
                terms: list[str],
                model: _Model = model,
                live: np.ndarray = live,
                docs: list[Counter[str]] = docs,
                lengths: np.ndarray = lengths,
            ) -> np.ndarray:
                return model.scores_among(terms, live, docs, lengths)

        scores = _score_words(model, words, scorer)
        keep = (scores > 0) & mask[ids] if len(ids) else np.zeros(0, dtype=bool)
        for pos in np.nonzero(keep)[0]:
            scored.append((int(ids[pos]), float(scores[pos]), set(stems)))
    if query.phrases:
        folded = {i: tokens(index.wordings[i].text) for i, _, _ in scored}
        phrase_hits = {i: sum(_contains(folded[i], p) for p in query.phrases) for i, _, _ in scored}
    else:
        phrase_hits = {}
    scored.sort(
        key=lambda s: (
            -phrase_hits.get(s[0], 0),
            -round(s[1], 6),
            index.wordings[s[0]].order,
            index.wordings[s[0]].component,
            s[0],
        )
    )
    hits: list[Hit] = []
    seen: set[str] = set()
    for i, score, matched in scored:
        w = index.wordings[i]
        if w.component in seen:
            continue  # without a date, a component's best wording stands for it
        seen.add(w.component)
        if during is not None:
            version, start, end = index._version_during(i, *during)
        else:
            version, start, end = index._version_on(i, None if flat else at)
        hits.append(
            Hit(
                rank=len(hits) + 1,
                score=round(score, 4),
                citation=w.label,
                component=w.component,
                kind=w.kind,
                work=w.work,
                version=version,
                valid_from=start,
                valid_until=end,
                in_force=tuple((a, b) for a, b in w.in_force()),
                text=w.text,
                passage=highlight(w.text, w.language, matched, query.phrases),
                phrase_match=phrase_hits.get(i, 0) == len(query.phrases) > 0,
            )
        )
        if len(hits) == top_k:
            break
    return hits


#: Words that name a kind of unit in a reference ("the article on …"), folded.
KIND_WORDS = {
    "article": "Article",
    "articles": "Article",
    "artigo": "Article",
    "artigos": "Article",
    "art": "Article",
    "chapter": "Chapter",
    "capitulo": "Chapter",
    "title": "Title",
    "titulo": "Title",
    "section": "Section",
    "secao": "Section",
    "subsection": "Subsection",
    "subsecao": "Subsection",
    "paragraph": "Paragraph",
    "paragrafo": "Paragraph",
    "inciso": "Item",
    "item": "Item",
    "alinea": "SubItem",
    "subparagraph": "SubItem",
}
#: Words that only introduce the topic of a reference.
_REFERENCE_FILLERS = {
    "about",
    "concerning",
    "regarding",
    "sobre",
    "acerca",
    "respeito",
    "trata",
    "provision",
    "provisions",
    "dispositivo",
    "norma",
    "rule",
    "says",
    "say",
    "diz",
}


def resolve_in_index(
    index: TextIndex,
    text: str,
    *,
    work: str | None = None,
    at: str | None = None,
    top_k: int = 5,
) -> list[Candidate]:
    """Rank the components ``text`` may name; see :func:`resolve_reference`."""
    if at is not None:
        _check_day(at, "date")
    if not index.wordings:
        raise SearchError("the store holds no text to search; ingest a source first")
    folded_words = tokens(text)
    kinds = {KIND_WORDS[w] for w in folded_words if w in KIND_WORDS}
    topic = " ".join(w for w in folded_words if w not in KIND_WORDS and w not in _REFERENCE_FILLERS)
    if not any(expand(topic, "en", m.language) for m in index._ref_models):
        raise SearchError(
            f"the reference {text!r} names no topic; say what the provision is about, "
            "e.g. 'the article on social rights'"
        )
    works = _resolve_works(index, work)
    valid = index._valid_on(at) if at else None
    scored: list[tuple[int, float, float]] = []
    for model in index._ref_models:
        words = expand(topic, "en", model.language)
        if not words:
            continue
        scores = _score_words(model, words)
        for k, pos in enumerate(model.ids):
            if scores[k] <= 0:
                continue
            i = index._ref_components[pos]
            w = index.wordings[i]
            if kinds and w.kind not in kinds:
                continue
            if works is not None and w.work not in works:
                continue
            if valid is not None and not any(valid[j] for j in index._by_component[w.component]):
                continue
            own, context = index._ref_terms[pos]
            coverage = sum(
                1.0
                if any(s in own for s in alts)
                else 0.5
                if any(s in context for s in alts)
                else 0.0
                for alts in words
            ) / len(words)
            scored.append((pos, float(scores[k]), coverage))
    # Rank by the coverage-weighted score: a candidate that has a word only in its ancestors'
    # headings counts it half.
    scored.sort(
        key=lambda s: (
            -round(s[1] * s[2], 6),
            -round(s[1], 6),
            index.wordings[index._ref_components[s[0]]].order,
        )
    )
    top = scored[:top_k]
    if not top:
        return []
    pair = top[0][1] * top[0][2] + (top[1][1] * top[1][2] if len(top) > 1 else 0.0)
    out = []
    for rank, (pos, score, coverage) in enumerate(top, start=1):
        w = index.wordings[index._ref_components[pos]]
        share = score * coverage / pair if pair > 0 else 0.0
        out.append(
            Candidate(
                rank=rank,
                confidence=round(coverage * share, 3),
                score=round(score, 4),
                coverage=round(coverage, 3),
                citation=w.label,
                component=w.component,
                kind=w.kind,
                work=w.work,
                text=w.text,
            )
        )
    return out


@dataclass(frozen=True, slots=True)
class Recall:
    """Recall@k over a question set: ``recall`` counts a question answered when the expected
    provision is among the first k hits *with the wording in force on the question's date*;
    ``component_recall`` only asks for the provision."""

    k: int
    questions: int
    recall: float
    component_recall: float
    missed: tuple[str, ...]


def recall_at(
    index: TextIndex,
    questions: Sequence[dict[str, str]],
    *,
    k: int = 10,
    flat: bool = False,
    date_statistics: bool = True,
) -> Recall:
    """Evaluate search on ``questions`` (``{"id", "query", "date", "expected"}`` each), with the
    point-in-time search (``at=date``) or the flat baseline (``flat=True``: today's text only);
    ``date_statistics=False`` scores with the statistics of every wording ever."""
    right = component_right = 0
    missed = []
    for q in questions:
        hits = search_index(
            index,
            q["query"],
            at=None if flat else q["date"],
            top_k=k,
            flat=flat,
            date_statistics=date_statistics,
        )
        wanted = [index.wordings[i] for i in index._by_component.get(q["expected"], [])]
        text_then = {
            w.text
            for w in wanted
            for _, start, end in w.versions
            if start <= q["date"] and (end is None or q["date"] < end)
        }
        found = [h for h in hits if h.component == q["expected"]]
        component_right += bool(found)
        if any(h.text in text_then for h in found):
            right += 1
        else:
            missed.append(q["id"])
    n = len(questions) or 1
    return Recall(k, len(questions), right / n, component_right / n, tuple(missed))


# ----------------------------------------------------------------------------------------------
# Keeping the index beside the store

_MEMORY: weakref.WeakKeyDictionary[Any, TextIndex] = weakref.WeakKeyDictionary()
_ON_DISK: dict[str, TextIndex] = {}


def index_path(store: Any) -> Path | None:
    """Where the index of ``store`` lives on disk: ``<store>.index/`` beside an on-disk store
    (``None`` for a store with no path)."""
    path = getattr(store, "path", None)
    if path is None:
        return None
    p = Path(path)
    return p.parent / f"{p.name}.index"


def _segment_name(graph: str, fingerprint: str) -> str:
    """``segment-<graph hash>-<fingerprint hash>``: a segment's JSON file and model folder."""
    g = hashlib.sha1(graph.encode("utf-8")).hexdigest()[:16]
    f = hashlib.sha1(fingerprint.encode("utf-8")).hexdigest()[:12]
    return f"segment-{g}-{f}"


def _load(folder: Path) -> TextIndex:
    index = TextIndex(folder=folder)
    try:
        manifest = json.loads((folder / "manifest.json").read_text("utf-8"))
        if manifest.get("format") != INDEX_FORMAT or manifest.get("analyzer") != ANALYZER_VERSION:
            return index
        for entry in manifest["segments"]:
            data = json.loads((folder / f"{entry['name']}.json").read_text("utf-8"))
            if data.get("fingerprint") == entry["fingerprint"] == _fp_of(entry):
                index.segments[entry["graph"]] = Segment.from_json(data)
    except (OSError, ValueError, KeyError, TypeError):
        return TextIndex(folder=folder)  # unreadable or partial: start again
    return index


def _fp_of(entry: dict[str, Any]) -> str:
    """The fingerprint an entry's name was made from (a renamed file is not trusted)."""
    if entry["name"] != _segment_name(entry["graph"], entry["fingerprint"]):
        return ""
    return str(entry["fingerprint"])


def _atomic_write(path: Path, data: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(data, "utf-8")
    os.replace(tmp, path)


def _save(folder: Path, index: TextIndex) -> bool:
    """Write the segments that are not on disk yet, then the manifest, then drop old files."""
    import shutil

    try:
        folder.mkdir(parents=True, exist_ok=True)
        entries = []
        for graph, seg in sorted(index.segments.items()):
            name = _segment_name(graph, seg.fingerprint)
            target = folder / f"{name}.json"
            if not target.exists():
                _atomic_write(target, json.dumps(seg.to_json(), ensure_ascii=False, sort_keys=True))
            entries.append({"graph": graph, "fingerprint": seg.fingerprint, "name": name})
        manifest = {"format": INDEX_FORMAT, "analyzer": ANALYZER_VERSION, "segments": entries}
        _atomic_write(folder / "manifest.json", json.dumps(manifest, indent=2, sort_keys=True))
        keep = {e["name"] for e in entries}
        for old in sorted(folder.glob("segment-*")):
            if old.name.removesuffix(".json") not in keep:
                shutil.rmtree(old) if old.is_dir() else old.unlink()
    except OSError:
        return False
    return True


def update_index(store: Any, *, rebuild: bool = False) -> tuple[TextIndex, IndexStatus]:
    """Bring the index of ``store`` up to date and return it with what was done.

    Compares each named graph's fingerprint with the one its segment was built from, rebuilds
    the segments of new or changed graphs (all of them with ``rebuild=True``), drops those of
    removed graphs and, for an on-disk store, writes the index to ``<store>.index/`` (it stays
    in memory only when that folder cannot be written).
    """
    import shutil

    folder = index_path(store)
    key = str(folder.resolve()) if folder is not None else None
    index: TextIndex | None
    if key is not None and folder is not None:
        index = None if rebuild else _ON_DISK.get(key)
        if index is None:
            if rebuild and folder.is_dir():
                try:
                    shutil.rmtree(folder)
                except OSError:
                    pass
            index = _load(folder) if folder.is_dir() else TextIndex(folder=folder)
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                index.folder = None
    else:
        index = None if rebuild else _MEMORY.get(store)
        index = index or TextIndex()
    current = fingerprints(store)
    rebuilt, kept = [], []
    for graph, fp in current.items():
        seg = index.segments.get(graph)
        if seg is not None and seg.fingerprint == fp:
            kept.append(graph)
            continue
        index.segments[graph] = build_segment(store, graph, fp)
        index.forget(graph)
        rebuilt.append(graph)
    dropped = sorted(set(index.segments) - set(current))
    for graph in dropped:
        del index.segments[graph]
        index.forget(graph)
    if rebuilt or dropped or len(index._models) != len(index.segments):
        index.prepare()
    location = "memory"
    if index.folder is not None and key is not None:
        if (rebuilt or dropped or not (index.folder / "manifest.json").exists()) and not _save(
            index.folder, index
        ):
            index.folder = None
        else:
            location = str(index.folder)
        _ON_DISK[key] = index
    else:
        _MEMORY[store] = index
    status = IndexStatus(tuple(rebuilt), tuple(kept), tuple(dropped), location, len(index.wordings))
    return index, status


def open_index(store: Any) -> TextIndex:
    """The index of ``store``, up to date with its graphs (built or updated when needed)."""
    return update_index(store)[0]


def search(
    store: Any,
    text: str,
    *,
    at: str | None = None,
    scope: str | None = None,
    work: str | None = None,
    top_k: int = DEFAULT_TOP_K,
    flat: bool = False,
    during: tuple[str | None, str | None] | None = None,
) -> list[Hit]:
    """The provisions of ``store`` whose wording matches ``text``, best first.

    :param at: a day (``YYYY-MM-DD``): only wordings in force that day (half-open validity);
        without it, every wording ever in force is searched and a component's best one shown.
    :param scope: a citation (``"Título II"``) or component IRI: only its subtree, as it stood
        on ``at`` (without ``at``: every unit that was ever under it).
    :param work: the work (IRI or title words) when the store holds several.
    :param flat: the flat-text baseline: only the wordings in force today, no time.
    :param during: ``(from, until)``: every wording in force at some moment of that half-open
        interval (either end ``None``: open); not with ``at`` or ``flat``.
    :raises SearchError: for an empty or stop-word-only query, a bad date, an unknown scope.

    With a date (``at``, ``during``, ``flat``), BM25's statistics (idf, average length) are
    those of the wordings in force then, not of every wording ever.
    """
    return search_index(
        open_index(store),
        text,
        at=at,
        scope=scope,
        work=work,
        top_k=top_k,
        flat=flat,
        during=during,
    )


def resolve_reference(
    store: Any,
    text: str,
    *,
    work: str | None = None,
    at: str | None = None,
    top_k: int = 5,
) -> list[Candidate]:
    """Rank the components that free text such as "the article on social rights" may name.

    Each component is one BM25 document: its citation and latest wording (counted twice, with
    neighbouring word pairs) and the headings of its ancestors. A word naming a kind of unit
    ("article", "capítulo") keeps only units of that kind. A candidate's *coverage* is the share
    of the reference's topic words it contains (a word found only in its ancestors' headings
    counts half); candidates are ranked by ``coverage × score``; the *confidence* is
    ``coverage × share``, where share is the candidate's ``coverage × score`` over the sum of
    the two best: 1.0 for a candidate that has every word and no rival, at most 0.5 for a tie.
    :data:`RESOLVE_THRESHOLD` (0.6) is the confidence the planner needs before it uses the top
    candidate.

    :raises SearchError: when the reference names no topic.
    """
    return resolve_in_index(open_index(store), text, work=work, at=at, top_k=top_k)
