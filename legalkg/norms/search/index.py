"""The ranking models of an index: BM25 over each segment's wordings and references, scored
for a day (only the wordings in force on it), and :class:`TextIndex`, the segments of a store."""

from __future__ import annotations

import math
import os
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np

from legalkg.norms.search.segments import (
    _FAR,
    SearchError,
    Segment,
    Wording,
    _analyze,
    _bigrams,
    _segment_name,
)
from legalkg.text import fold


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
