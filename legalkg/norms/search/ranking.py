"""Searching an index: the hits of a query on a day within a scope, the candidates of a
reference ("the article on social rights"), and recall against a judged set."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from legalkg.core.text import fold, tokens
from legalkg.norms.gloss import expand
from legalkg.norms.search.index import TextIndex, _check_day, _Model, _score_words
from legalkg.norms.search.query import _contains, highlight, parse_query
from legalkg.norms.search.segments import DEFAULT_TOP_K, Candidate, Hit, SearchError


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


def _best(
    index: TextIndex, ids: np.ndarray, scores: np.ndarray, found: np.ndarray, top_k: int
) -> np.ndarray:
    """The positions of ``found`` that can be among the ``top_k`` best components: the best
    scores (rounded as the ranking rounds them) down to the one at which ``top_k`` distinct
    components are reached, with every position tied with it. The rest can only come after
    them, so the ranking sorts this share and not every matching wording (at national size a
    common word matches a hundred thousand)."""
    if len(found) <= 4 * top_k:
        return found
    rounded = np.round(scores[found].astype(np.float64), 6)
    order = np.argsort(-rounded, kind="stable")
    components: set[str] = set()
    for k in order:
        components.add(index.wordings[int(ids[found[k]])].component)
        if len(components) >= top_k:
            cut = rounded[k]
            kept: np.ndarray = found[rounded >= cut]
            return kept
    return found


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
        mask &= index.of_works(works)
    if scope is not None:
        mask &= index._scope_mask(_resolve_scope(index, scope, works), None if flat else at, during)
    scored: list[tuple[int, float, set[str]]] = []
    for model in index._text_models:
        words = query.words(model.language)
        stems = [s for alternatives in words for s in alternatives]
        ids = model.ids
        scorer = None
        if temporal is not None and date_statistics and len(ids):
            live = temporal[ids]

            def scorer(
                terms: list[str], model: _Model = model, live: np.ndarray = live
            ) -> np.ndarray:
                return model.scores_among(terms, live)

        scores = _score_words(model, words, scorer)
        keep = (scores > 0) & mask[ids] if len(ids) else np.zeros(0, dtype=bool)
        found = np.nonzero(keep)[0]
        if not query.phrases:
            found = _best(index, ids, scores, found, top_k)
        for pos in found:
            scored.append((int(ids[pos]), float(scores[pos]), set(stems)))
    if query.phrases:
        folded = {i: tokens(index.wordings[i].text) for i, _, _ in scored}
        phrase_hits = {i: sum(_contains(folded[i], p) for p in query.phrases) for i, _, _ in scored}
    else:
        phrase_hits = {}
    # Best first; equal scores by the work's IRI, then document order, then the component's IRI
    scored.sort(
        key=lambda s: (
            -phrase_hits.get(s[0], 0),
            -round(s[1], 6),
            index.wordings[s[0]].work,
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
        for k in np.nonzero(scores > 0)[0]:
            pos = int(model.ids[k])
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
