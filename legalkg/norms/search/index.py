"""The ranking models of an index: BM25 over each segment's wordings and references, scored
for a day (only the wordings in force on it), and :class:`TextIndex`, the segments of a store."""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import numpy as np

from legalkg.core.text import fold
from legalkg.norms.search.segments import (
    _FAR,
    SearchError,
    Segment,
    Wording,
    _analyze,
    _bigrams,
    _segment_name,
)


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


#: BM25 parameters: bm25s's defaults (Lucene variant), which the index used to build with.
K1, B = 1.5, 0.75


@dataclass(slots=True)
class _Model:
    """BM25 over some documents of one language (positions into a list of ids).

    Each term's postings (the documents that hold it, with its frequency there) and each
    document's length, in sorted arrays: a query term costs one slice and a few vectorised
    operations, whatever the number of documents. The formula is bm25s's Lucene variant with
    its defaults (``k1`` 1.5, ``b`` 0.75): the scores are those of a ``bm25s.BM25`` built over
    the same documents (a test holds it), but building one costs a step of Python per token
    (about 17 µs a token on this machine: an hour and more for a whole statute book), while
    these arrays are built by NumPy (:func:`_postings`)."""

    language: str
    ids: np.ndarray
    vocab: dict[str, int]
    indptr: np.ndarray
    docs: np.ndarray
    tfs: np.ndarray
    lengths: np.ndarray

    def scores(self, terms: list[str]) -> np.ndarray:
        """BM25 of ``terms`` with the statistics of every document."""
        return self.scores_among(terms, None)

    def scores_among(self, terms: list[str], live: np.ndarray | None) -> np.ndarray:
        """BM25 of ``terms`` with the collection statistics (number of documents, document
        frequencies, average length) taken over the ``live`` documents only (positions of this
        model; ``None``: all): the wordings in force on the query's date."""
        out = np.zeros(len(self.ids), dtype=np.float64)
        n = len(self.ids) if live is None else int(live.sum())
        if n == 0:
            return out.astype(np.float32)
        avg = float(self.lengths.mean() if live is None else self.lengths[live].mean())
        for t in dict.fromkeys(terms):
            col = self.vocab.get(t)
            if col is None:
                continue
            lo, hi = int(self.indptr[col]), int(self.indptr[col + 1])
            at = self.docs[lo:hi]
            df = hi - lo if live is None else int(live[at].sum())
            if df == 0:
                continue
            tf = self.tfs[lo:hi]
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            out[at] += idf * tf / (K1 * ((1 - B) + B * self.lengths[at] / avg) + tf)
        return out.astype(np.float32)


def _postings(
    docs: Sequence[Sequence[str]],
) -> tuple[list[str], np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """``(vocabulary, indptr, documents, frequencies, lengths)`` of ``docs``: the sorted
    vocabulary; for term ``k``, ``documents[indptr[k]:indptr[k+1]]`` are the documents that
    hold it (ascending) and ``frequencies`` its counts there. An empty document counts as
    one empty term (as bm25s has it)."""
    flat = [t for d in docs for t in (d or ("",))]
    lengths = np.fromiter((len(d) or 1 for d in docs), dtype=np.int64, count=len(docs))
    vocabulary = sorted(set(flat))
    ids = {t: k for k, t in enumerate(vocabulary)}
    term = np.fromiter(map(ids.__getitem__, flat), dtype=np.int64, count=len(flat))
    doc = np.repeat(np.arange(len(docs), dtype=np.int64), lengths)
    keys, counts = np.unique(term * max(len(docs), 1) + doc, return_counts=True)
    cols = keys // max(len(docs), 1)
    indptr = np.searchsorted(cols, np.arange(len(vocabulary) + 1)).astype(np.int64)
    return (
        vocabulary,
        indptr,
        keys % max(len(docs), 1),
        counts.astype(np.float64),
        lengths.astype(np.float64),
    )


def _merge(
    parts: Sequence[tuple[list[str], np.ndarray, np.ndarray, np.ndarray, np.ndarray]],
) -> tuple[dict[str, int], np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """One set of postings from the postings of consecutive groups of documents (segments):
    the documents of part ``i`` follow those of part ``i - 1``."""
    vocabulary = sorted(set().union(*(p[0] for p in parts)))
    ids = {t: k for k, t in enumerate(vocabulary)}
    cols, docs, tfs, lengths = [], [], [], []
    offset = 0
    for vocab, indptr, d, tf, length in parts:
        local = np.fromiter(map(ids.__getitem__, vocab), dtype=np.int64, count=len(vocab))
        cols.append(np.repeat(local, np.diff(indptr)))
        docs.append(d + offset)
        tfs.append(tf)
        lengths.append(length)
        offset += len(length)
    col = np.concatenate(cols) if cols else np.zeros(0, dtype=np.int64)
    doc = np.concatenate(docs) if docs else np.zeros(0, dtype=np.int64)
    order = np.lexsort((doc, col))
    col, doc = col[order], doc[order]
    tf = (np.concatenate(tfs) if tfs else np.zeros(0))[order]
    indptr = np.searchsorted(col, np.arange(len(vocabulary) + 1)).astype(np.int64)
    length = np.concatenate(lengths) if lengths else np.zeros(0)
    return ids, indptr, doc, tf, length


def _score_words(
    model: _Model,
    words: list[list[str]],
    scorer: Callable[[list[str]], np.ndarray] | None = None,
) -> np.ndarray:
    """BM25 of a query whose words each stand for several stems (a word and its glosses): a word
    scores as its best stem, so a word with three translations does not count three times;
    neighbouring words add the score of their unordered pair (``a~b``). ``scorer`` replaces
    the statistics of every document (per-date statistics)."""
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


_Postings = tuple[list[str], np.ndarray, np.ndarray, np.ndarray, np.ndarray]


@dataclass(slots=True)
class _SegmentModels:
    """The postings of one segment's text documents, per language (built from its wordings,
    or loaded from disk)."""

    text: dict[str, tuple[list[int], _Postings]]


@dataclass(slots=True)
class _References:
    """The reference documents of every segment (built on the first reference resolved)."""

    components: list[int]
    terms: list[tuple[frozenset[str], frozenset[str]]]
    models: list[_Model]


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


def _save_postings(parts: dict[str, _Postings], where: Path) -> None:
    """Write a segment's postings (one set per language) to ``where`` (``.npz``) through a
    temporary file renamed into place, so that a reader never sees half of it (best effort:
    postings that cannot be written are built again)."""
    arrays: dict[str, np.ndarray] = {}
    for n, (lang, (vocab, indptr, docs, tfs, lengths)) in enumerate(sorted(parts.items())):
        arrays[f"language{n}"] = np.asarray(lang)
        arrays[f"vocab{n}"] = np.asarray("\n".join(vocab))
        arrays[f"indptr{n}"] = indptr
        arrays[f"docs{n}"] = docs.astype(np.int32)
        arrays[f"tfs{n}"] = tfs.astype(np.int32)
        arrays[f"lengths{n}"] = lengths.astype(np.int32)
    tmp = where.with_name(f".{where.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as f:
            np.savez(f, **arrays)  # type: ignore[arg-type]
        os.replace(tmp, where)
    except OSError:
        tmp.unlink(missing_ok=True)


def _load_postings(where: Path) -> dict[str, _Postings] | None:
    try:
        with np.load(where) as data:
            out: dict[str, _Postings] = {}
            n = 0
            while f"language{n}" in data:
                text = str(data[f"vocab{n}"])
                out[str(data[f"language{n}"])] = (
                    text.split("\n") if text or int(data[f"indptr{n}"].shape[0]) > 1 else [],
                    data[f"indptr{n}"].astype(np.int64),
                    data[f"docs{n}"].astype(np.int64),
                    data[f"tfs{n}"].astype(np.float64),
                    data[f"lengths{n}"].astype(np.float64),
                )
                n += 1
            return out
    except (OSError, ValueError, KeyError):
        return None


def _segment_models(seg: Segment, folder: Path | None) -> _SegmentModels:
    """Load the segment's postings from ``folder`` if they are there, else build (and save)
    them."""
    languages = sorted({w.language for w in seg.wordings})
    text_ids = {
        lang: [i for i, w in enumerate(seg.wordings) if w.language == lang] for lang in languages
    }
    where = folder.with_name(folder.name + ".npz") if folder is not None else None
    parts = _load_postings(where) if where is not None and where.exists() else None
    if parts is None or sorted(parts) != languages:
        parts = {
            lang: _postings(
                [
                    list(seg.wordings[i].terms) + _bigrams(seg.wordings[i].terms)
                    for i in text_ids[lang]
                ]
            )
            for lang in languages
        }
        if where is not None:
            _save_postings(parts, where)
    return _SegmentModels(text={lang: (text_ids[lang], parts[lang]) for lang in languages})


@dataclass(slots=True)
class TextIndex:
    """The search index of a store: one :class:`Segment` per named graph, and the BM25 models."""

    segments: dict[str, Segment] = field(default_factory=dict)
    folder: Path | None = None
    #: The store state (:func:`~legalkg.norms.search.storage.store_state`) the segments were
    #: last checked against.
    checked: str | None = None
    wordings: list[Wording] = field(default_factory=list)
    _models: dict[str, _SegmentModels] = field(default_factory=dict)
    _text_models: list[_Model] = field(default_factory=list)
    _refs: _References | None = None
    _ver_wording: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    _ver_from: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    _ver_until: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    _ver_index: dict[str, int] = field(default_factory=dict)
    _by_component: dict[str, list[int]] = field(default_factory=dict)
    _labels: dict[str, set[str]] = field(default_factory=dict)
    _aggregates: dict[str, list[str]] = field(default_factory=dict)
    _current: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))
    _work_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    _work_names: list[str] = field(default_factory=list)

    def of_works(self, works: set[str]) -> np.ndarray:
        """Which wordings belong to one of ``works``."""
        wanted = [k for k, w in enumerate(self._work_names) if w in works]
        return np.isin(self._work_of, np.asarray(wanted, dtype=np.int64))

    def forget(self, graph: str) -> None:
        """Drop the models of ``graph`` (its segment changed or went away)."""
        self._models.pop(graph, None)

    def _references(self) -> _References:
        """The reference documents of every component (built on first use: a search does not
        need them), one BM25 model per language over every segment."""
        if self._refs is None:
            components: list[int] = []
            terms: list[tuple[frozenset[str], frozenset[str]]] = []
            docs: dict[str, list[list[str]]] = {}
            ids: dict[str, list[int]] = {}
            offset = 0
            for graph in sorted(self.segments):
                seg = self.segments[graph]
                comps, ts, ds = _reference_docs(seg)
                for i, t, d in zip(comps, ts, ds, strict=True):
                    lang = seg.wordings[i].language
                    ids.setdefault(lang, []).append(len(components))
                    docs.setdefault(lang, []).append(d)
                    components.append(offset + i)
                    terms.append(t)
                offset += len(seg.wordings)
            models = []
            for lang in sorted(docs):
                vocab, indptr, dd, tf, length = _postings(docs[lang])
                table = {t: k for k, t in enumerate(vocab)}
                positions = np.asarray(ids[lang], dtype=np.int64)
                models.append(_Model(lang, positions, table, indptr, dd, tf, length))
            self._refs = _References(components, terms, models)
        return self._refs

    @property
    def _ref_models(self) -> list[_Model]:
        return self._references().models

    @property
    def _ref_components(self) -> list[int]:
        return self._references().components

    @property
    def _ref_terms(self) -> list[tuple[frozenset[str], frozenset[str]]]:
        return self._references().terms

    def prepare(self) -> None:
        """Flatten the segments and merge their postings into one BM25 model per language
        (statistics over every named graph), after a load or an update."""
        self.wordings = []
        self._text_models = []
        self._refs = None
        self._aggregates = {}
        parts: dict[str, list[_Postings]] = {}
        ids: dict[str, list[int]] = {}
        for graph in sorted(self.segments):
            seg = self.segments[graph]
            models = self._models.get(graph)
            if models is None:
                sub = self.folder / _segment_name(graph, seg.fingerprint) if self.folder else None
                models = self._models[graph] = _segment_models(seg, sub)
            offset = len(self.wordings)
            self.wordings.extend(seg.wordings)
            for lang, (local, postings) in sorted(models.text.items()):
                parts.setdefault(lang, []).append(postings)
                ids.setdefault(lang, []).extend(offset + i for i in local)
            self._aggregates.update(seg.aggregates)
        for lang in sorted(parts):
            table, indptr, docs, tfs, lengths = _merge(parts[lang])
            positions = np.asarray(ids[lang], dtype=np.int64)
            self._text_models.append(_Model(lang, positions, table, indptr, docs, tfs, lengths))
        self._by_component, self._labels = {}, {}
        self._work_names = sorted({w.work for w in self.wordings})
        numbers = {w: k for k, w in enumerate(self._work_names)}
        self._work_of = np.fromiter(
            (numbers[w.work] for w in self.wordings), dtype=np.int64, count=len(self.wordings)
        )
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
