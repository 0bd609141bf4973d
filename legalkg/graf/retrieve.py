"""Subgraph retrieval over the law graph (GRAF's sampling step), on a store.

1. **Index** (:class:`LawIndex`, built once per store and domain from the ``graf-articles`` and
   ``graf-entities`` templates): BM25 (``bm25s``) over article texts and over entity labels,
   both cut by :func:`legalkg.core.text.analyze` for Romanian (folded ş/ș ţ/ț and accents, stop
   words out, Snowball stems).
2. **Seeds**: every entity gets ``label BM25 / max`` plus ``ARTICLE_WEIGHT ×`` the best
   normalised BM25 score of the articles its facts come from; the top ``k`` are the seeds.
   A phrase in quotes (``"…"``, ``„…”``, ``«…»``) that an article contains literally (folded)
   puts that article first.
3. **Expansion**: breadth-first through the ``graf-neighbours`` SPARQL template, one query per
   frontier entity, to ``depth``; new entities are admitted best score first until
   ``max_entities``. The subgraph is every fact found whose two ends were admitted.

GRAF's defaults: 10 seeds, depth 1, at most 50 entities.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from legalkg.core.errors import LegalKGError
from legalkg.core.text import analyze, fold

if TYPE_CHECKING:
    import numpy as np

    from legalkg.store.local import Store

Row = dict[str, str | None]
#: Runs a query template with bindings and returns its rows (``legalkg.engine.answers.Runner.run``).
RunQuery = Callable[[str, dict[str, Any]], list[Row]]

LANGUAGE = "ro"
DEFAULT_K = 10
DEFAULT_DEPTH = 1
DEFAULT_MAX_ENTITIES = 50
DEFAULT_ARTICLES = 10
#: Weight of the article-text evidence in an entity's seed score (label BM25 has weight 1).
ARTICLE_WEIGHT = 0.5
_QUOTED = re.compile(r"\"([^\"]{3,})\"|„([^”\"]{3,})[”\"]|«([^»]{3,})»|“([^”]{3,})”")


class RetrievalError(LegalKGError):
    """Bad retrieval parameters, or a store with no law graph."""


@dataclass(frozen=True, slots=True)
class EntityHit:
    """An entity of the subgraph: its score, whether it is a seed, and its BFS depth."""

    iri: str
    label: str
    score: float
    seed: bool
    depth: int


@dataclass(frozen=True, slots=True)
class FactRow:
    """A fact of the subgraph with its ends' labels and its evidence article."""

    iri: str
    subject: str
    subject_label: str
    relation: str
    object: str
    object_label: str
    article: str
    article_label: str
    law: str


@dataclass(frozen=True, slots=True)
class ArticleHit:
    """A retrieved article: BM25 score (rank order), whether it contains a quoted phrase."""

    iri: str
    label: str
    law: str
    score: float
    phrase: bool
    text: str
    text_unit: str


@dataclass(frozen=True, slots=True)
class Subgraph:
    """The retrieval result: seeds and expanded entities, their facts, the top articles."""

    query: str
    k: int
    depth: int
    max_entities: int
    domain: str | None
    entities: tuple[EntityHit, ...]
    facts: tuple[FactRow, ...]
    articles: tuple[ArticleHit, ...]
    queries: int = 0

    def to_json(self) -> dict[str, Any]:
        """The ``legalkg retrieve -f json`` contract (sorted keys when dumped)."""
        return {
            "query": self.query,
            "parameters": {
                "k": self.k,
                "depth": self.depth,
                "max_entities": self.max_entities,
                "domain": self.domain,
            },
            "entities": [asdict(e) for e in self.entities],
            "facts": [asdict(f) for f in self.facts],
            "articles": [asdict(a) for a in self.articles],
            "sparql_queries": self.queries,
        }

    def dumps(self) -> str:
        """Canonical JSON: same result, same bytes."""
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True, indent=2) + "\n"

    def to_table(self) -> str:
        """A plain-text view: articles, then facts (with their evidence), then entities."""
        lines = [f"Articles ({len(self.articles)}):"]
        for i, a in enumerate(self.articles, start=1):
            mark = " [phrase]" if a.phrase else ""
            snippet = " ".join(a.text.split())[:90]
            lines.append(f"  {i:>2}. {a.label}, {a.law} ({a.score:.2f}){mark}  {snippet}")
            lines.append(f"      <{a.iri}>")
        lines.append(f"Facts ({len(self.facts)}):")
        for f in self.facts:
            rel = f.relation or "—"
            lines.append(
                f"  ({f.subject_label}; {rel}; {f.object_label})  — {f.article_label}, {f.law}"
            )
        lines.append(f"Entities ({len(self.entities)}; seeds marked *):")
        for e in self.entities:
            lines.append(f"  {'*' if e.seed else ' '} {e.label} ({e.score:.3f}, depth {e.depth})")
        return "\n".join(lines) + "\n"

    def to_turtle(self) -> bytes:
        """The subgraph as RDF (Turtle): entities, facts, and the articles with their text."""
        import pyoxigraph as ox

        from legalkg.core.namespaces import LKG, PREFIXES, RDF_TYPE, RDFS
        from legalkg.sparql.formats import sorted_prefixes

        triples: set[ox.Triple] = set()

        def ro(text: str) -> ox.Literal:
            return ox.Literal(text, language=LANGUAGE)

        for e in self.entities:
            triples.add(ox.Triple(ox.NamedNode(e.iri), RDF_TYPE, LKG.LawEntity))
            triples.add(ox.Triple(ox.NamedNode(e.iri), RDFS.label, ro(e.label)))
        for f in self.facts:
            node = ox.NamedNode(f.iri)
            triples.add(ox.Triple(node, RDF_TYPE, LKG.LawFact))
            triples.add(ox.Triple(node, LKG.factSubject, ox.NamedNode(f.subject)))
            triples.add(ox.Triple(node, LKG.factObject, ox.NamedNode(f.object)))
            triples.add(ox.Triple(node, LKG.factEvidence, ox.NamedNode(f.article)))
            if f.relation:
                triples.add(ox.Triple(node, LKG.factRelation, ro(f.relation)))
            triples.add(ox.Triple(ox.NamedNode(f.article), RDFS.label, ro(f.article_label)))
        for a in self.articles:
            node = ox.NamedNode(a.iri)
            unit = ox.NamedNode(a.text_unit)
            triples.add(ox.Triple(node, RDF_TYPE, LKG.Article))
            triples.add(ox.Triple(node, RDFS.label, ro(a.label)))
            triples.add(ox.Triple(unit, RDF_TYPE, LKG.TextUnit))
            triples.add(ox.Triple(unit, LKG.describes, node))
            triples.add(ox.Triple(unit, LKG.text, ro(a.text)))
        ordered = sorted(triples, key=lambda t: (str(t.subject), str(t.predicate), str(t.object)))
        out = ox.serialize(ordered, format=ox.RdfFormat.TURTLE, prefixes=PREFIXES)
        assert out is not None
        return sorted_prefixes(out)


@dataclass
class LawIndex:
    """BM25 indexes over one store's law graph (optionally one domain's laws)."""

    domain: str | None
    article_iris: list[str]
    article_labels: list[str]
    article_laws: list[str]
    article_texts: list[str]
    article_units: list[str]
    article_tokens: list[list[str]]
    entity_iris: list[str]
    entity_labels: list[str]
    entity_articles: list[list[int]]
    #: What the index covers, for reports (the domain, or a description of a merged index).
    scope: str = ""
    _articles_bm25: Any = field(default=None, repr=False)
    _entities_bm25: Any = field(default=None, repr=False)
    _folded: list[str] | None = field(default=None, repr=False)
    _pairs: Any = field(default=None, repr=False)

    @classmethod
    def load(cls, run: RunQuery, domain: str | None = None) -> LawIndex:
        """Read the articles and entities through the templates and index them.

        :raises RetrievalError: when the store has no law-graph article (for ``domain``).
        """
        articles = run("graf-articles", {"domain": domain})
        if not articles:
            where = f" of domain {domain!r}" if domain else ""
            raise RetrievalError(
                f"the store holds no law-graph article{where}. Ingest a GRAF law file first, "
                "e.g. 'legalkg ingest law_relext_work.csv --store S'"
            )
        position = {str(r["article"]): i for i, r in enumerate(articles)}
        entity_rows = run("graf-entities", {"domain": domain})
        iris: list[str] = []
        labels: list[str] = []
        links: list[list[int]] = []
        for r in entity_rows:
            iri = str(r["entity"])
            if not iris or iris[-1] != iri:
                iris.append(iri)
                labels.append(r["label"] or "")
                links.append([])
            art = position.get(str(r["article"]))
            if art is not None:
                links[-1].append(art)
        texts = [f"{r['text'] or ''}" for r in articles]
        index = cls(
            domain,
            [str(r["article"]) for r in articles],
            [str(r["label"]) for r in articles],
            [str(r["law"]) for r in articles],
            texts,
            [str(r["unit"]) for r in articles],
            [analyze(t, LANGUAGE) for t in texts],
            iris,
            labels,
            links,
        )
        index._build()
        return index

    def with_articles(self, other: LawIndex, keep: Callable[[int], bool], scope: str) -> LawIndex:
        """A new index: this one's articles and entities plus the articles of ``other`` for
        which ``keep(position)`` holds and the entities whose facts come from them. Its
        ``domain`` is ``None`` (the breadth-first expansion then crosses domains) and its
        ``scope`` names it (e.g. ``"international + Cod civil arts. 2557-2664"``)."""
        chosen = [i for i in range(len(other.article_iris)) if keep(i)]
        offset = len(self.article_iris)
        moved = {old: offset + n for n, old in enumerate(chosen)}
        iris = list(self.entity_iris)
        labels = list(self.entity_labels)
        links = [list(x) for x in self.entity_articles]
        where = {iri: n for n, iri in enumerate(iris)}
        for e, arts in enumerate(other.entity_articles):
            new = [moved[a] for a in arts if a in moved]
            if not new:
                continue
            n = where.get(other.entity_iris[e])
            if n is None:
                where[other.entity_iris[e]] = n = len(iris)
                iris.append(other.entity_iris[e])
                labels.append(other.entity_labels[e])
                links.append([])
            links[n].extend(new)
        index = LawIndex(
            None,
            self.article_iris + [other.article_iris[i] for i in chosen],
            self.article_labels + [other.article_labels[i] for i in chosen],
            self.article_laws + [other.article_laws[i] for i in chosen],
            self.article_texts + [other.article_texts[i] for i in chosen],
            self.article_units + [other.article_units[i] for i in chosen],
            self.article_tokens + [other.article_tokens[i] for i in chosen],
            iris,
            labels,
            links,
            scope=scope,
        )
        index._build()
        return index

    def _build(self) -> None:
        import bm25s

        self._articles_bm25 = bm25s.BM25()
        self._articles_bm25.index(self.article_tokens, show_progress=False)
        self._entities_bm25 = bm25s.BM25()
        self._entities_bm25.index(
            [analyze(label, LANGUAGE) for label in self.entity_labels] or [[]],
            show_progress=False,
        )

    def article_scores(self, tokens: Sequence[str]) -> np.ndarray:
        """BM25 of every article for the query tokens."""
        import numpy as np

        if not tokens:
            return np.zeros(len(self.article_iris), dtype="float32")
        return np.asarray(self._articles_bm25.get_scores(list(tokens)), dtype="float32")

    def entity_scores(self, tokens: Sequence[str], articles: np.ndarray) -> np.ndarray:
        """Seed score of every entity: normalised label BM25 plus the weighted best normalised
        score of its evidence articles."""
        import numpy as np

        if not self.entity_iris:
            return np.zeros(0, dtype="float32")
        labels = (
            np.asarray(self._entities_bm25.get_scores(list(tokens)), dtype="float32")
            if tokens
            else np.zeros(len(self.entity_iris), dtype="float32")
        )
        top = float(labels.max()) if labels.size else 0.0
        score = labels / top if top > 0 else labels
        best_article = float(articles.max()) if articles.size else 0.0
        if best_article > 0:
            if self._pairs is None:
                ents = [e for e, links in enumerate(self.entity_articles) for _ in links]
                arts = [a for links in self.entity_articles for a in links]
                self._pairs = (np.asarray(ents, dtype="int64"), np.asarray(arts, dtype="int64"))
            support = np.zeros(len(self.entity_iris), dtype="float32")
            np.maximum.at(support, self._pairs[0], articles[self._pairs[1]] / best_article)
            score = score + ARTICLE_WEIGHT * support
        return score

    def phrase_articles(self, text: str) -> set[int]:
        """The articles that contain a phrase quoted in ``text`` (folded comparison)."""
        phrases = [next(g for g in m.groups() if g) for m in _QUOTED.finditer(text)]
        if not phrases:
            return set()
        if self._folded is None:
            self._folded = [" ".join(fold(t).split()) for t in self.article_texts]
        wanted = [" ".join(fold(p).split()) for p in phrases]
        return {i for i, t in enumerate(self._folded) if any(w in t for w in wanted)}


def store_runner(store: Store) -> RunQuery:
    """A :data:`RunQuery` on ``store`` (templates rendered with typed, escaped values)."""
    import pyoxigraph as ox

    from legalkg.engine.templates import render_sparql

    def run(template: str, bindings: dict[str, Any]) -> list[Row]:
        result = store.query(render_sparql(template, **bindings))
        if not isinstance(result, ox.QuerySolutions):
            return []
        names = [v.value for v in result.variables]
        return [{n: _value(row[n]) for n in names} for row in result]

    return run


def _value(term: Any) -> str | None:
    if term is None:
        return None
    return str(term.value) if hasattr(term, "value") else str(term)


_INDEXES: dict[tuple[int, str | None], tuple[Any, LawIndex]] = {}


def index_for(store: Store, domain: str | None = None) -> LawIndex:
    """The index of ``store`` (and ``domain``), built on first use and kept for the process
    while the store object lives and its size is unchanged."""
    key = (id(store), domain)
    size = len(store)
    cached = _INDEXES.get(key)
    if cached is not None and cached[0] == (store, size):
        return cached[1]
    index = LawIndex.load(store_runner(store), domain)
    _INDEXES[key] = ((store, size), index)
    return index


def check_parameters(k: int, depth: int, max_entities: int, articles: int) -> None:
    """:raises RetrievalError: for a parameter out of range (names it and the range)."""
    for name, value, low in (
        ("k", k, 1),
        ("depth", depth, 0),
        ("max_entities", max_entities, 1),
        ("articles", articles, 0),
    ):
        if value < low or value > 10_000:
            raise RetrievalError(f"{name} = {value} is out of range; give {low}..10000")


def _top_with_ties(scores: np.ndarray, n: int) -> np.ndarray:
    """The positions of the positive scores among the ``n`` largest, ties at the ``n``-th
    included (so that sorting them by score, then IRI, gives the same first ``n`` as
    sorting every positive score).

    >>> import numpy as np
    >>> _top_with_ties(np.array([0.0, 3.0, 1.0, 3.0, 2.0]), 1).tolist()
    [1, 3]
    """
    import numpy as np

    positive = np.flatnonzero(scores > 0)
    if n <= 0 or len(positive) <= n:
        return positive
    kth = np.partition(scores[positive], len(positive) - n)[len(positive) - n]
    top: np.ndarray = positive[scores[positive] >= kth]
    return top


def retrieve(
    index: LawIndex,
    text: str,
    run: RunQuery,
    *,
    k: int = DEFAULT_K,
    depth: int = DEFAULT_DEPTH,
    max_entities: int = DEFAULT_MAX_ENTITIES,
    articles: int = DEFAULT_ARTICLES,
) -> Subgraph:
    """Retrieve the subgraph for ``text`` (see the module doc).

    :param index: the store's :class:`LawIndex` (:func:`index_for`).
    :param run: runs the ``graf-neighbours`` template (:func:`store_runner`, or a planner's
        runner, which records each query).
    :raises RetrievalError: for parameters out of range or an empty query.
    """

    check_parameters(k, depth, max_entities, articles)
    tokens = analyze(text, LANGUAGE)
    phrase = index.phrase_articles(text)
    if not tokens and not phrase:
        raise RetrievalError(
            f"the text {text!r} has no searchable word (only stop words or punctuation)"
        )
    art_scores = index.article_scores(tokens)
    ent_scores = index.entity_scores(tokens, art_scores)

    # Articles: phrase matches first, then BM25; ties by IRI.
    positive = _top_with_ties(art_scores, articles)
    order = sorted(
        {*positive.tolist(), *phrase},
        key=lambda i: (i not in phrase, -float(art_scores[i]), index.article_iris[i]),
    )[:articles]
    article_hits = tuple(
        ArticleHit(
            index.article_iris[i],
            index.article_labels[i],
            index.article_laws[i],
            round(float(art_scores[i]), 4),
            i in phrase,
            index.article_texts[i],
            index.article_units[i],
        )
        for i in order
    )

    # Seeds: top k entities with a positive score; ties by IRI.
    position = {iri: i for i, iri in enumerate(index.entity_iris)}
    candidates = _top_with_ties(ent_scores, min(k, max_entities))
    ranked = sorted(candidates, key=lambda i: (-float(ent_scores[i]), index.entity_iris[i]))
    seeds = [int(i) for i in ranked[: min(k, max_entities)]]
    selected: dict[str, EntityHit] = {}
    for i in seeds:
        iri = index.entity_iris[i]
        selected[iri] = EntityHit(
            iri, index.entity_labels[i], round(float(ent_scores[i]), 4), True, 0
        )

    def score_of(iri: str) -> float:
        i = position.get(iri)
        return float(ent_scores[i]) if i is not None else 0.0

    facts: dict[str, FactRow] = {}
    frontier = list(selected)
    queries = 0
    for level in range(1, depth + 1):
        found: dict[str, str] = {}
        for iri in frontier:
            queries += 1
            for r in run("graf-neighbours", {"entity": iri, "domain": index.domain}):
                row = FactRow(
                    str(r["fact"]),
                    str(r["subject"]),
                    r["subjectLabel"] or "",
                    r["relation"] or "",
                    str(r["object"]),
                    r["objectLabel"] or "",
                    str(r["article"]),
                    r["articleLabel"] or "",
                    r["law"] or "",
                )
                facts.setdefault(row.iri, row)
                for end, label in (
                    (row.subject, row.subject_label),
                    (row.object, row.object_label),
                ):
                    if end not in selected:
                        found.setdefault(end, label)
        room = max_entities - len(selected)
        admitted = sorted(found, key=lambda iri: (-score_of(iri), iri))[: max(room, 0)]
        for iri in admitted:
            selected[iri] = EntityHit(iri, found[iri], round(score_of(iri), 4), False, level)
        frontier = admitted
        if not frontier:
            break
    kept = tuple(
        f for _, f in sorted(facts.items()) if f.subject in selected and f.object in selected
    )
    return Subgraph(
        text,
        k,
        depth,
        max_entities,
        index.domain,
        tuple(selected.values()),
        kept,
        article_hits,
        queries,
    )


def retrieve_from_store(
    store: Store,
    text: str,
    *,
    k: int = DEFAULT_K,
    depth: int = DEFAULT_DEPTH,
    max_entities: int = DEFAULT_MAX_ENTITIES,
    articles: int = DEFAULT_ARTICLES,
    domain: str | None = None,
) -> Subgraph:
    """:func:`retrieve` on a store, with its (cached) index.

    :raises RetrievalError: for bad parameters or a store without law graph.
    """
    check_parameters(k, depth, max_entities, articles)
    index = index_for(store, domain)
    return retrieve(
        index,
        text,
        store_runner(store),
        k=k,
        depth=depth,
        max_entities=max_entities,
        articles=articles,
    )
