"""The lexical choice scorer: per (question, choice) retrieval features and their weighted
sum.

For each (question, choice) :func:`legalkg.graf.retrieve.retrieve` samples the subgraph for
``question + choice`` (in the law domain of the file's subject), and the choice's *claims* (its
content words, stemmed, without the words every choice shares) are aligned with it (the
features are listed in :mod:`legalkg.graf.mcqa`).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from legalkg.core.text import analyze
from legalkg.graf.evaluation import ChoiceScore, Evaluation, Prediction
from legalkg.graf.questions import LETTERS, SUBJECT_DOMAINS, Question
from legalkg.graf.retrieve import LANGUAGE, LawIndex, Row, RunQuery, Subgraph, retrieve

FEATURES = (
    "article",
    "coverage",
    "bigrams",
    "facts",
    "context",
    "context_bigrams",
    "passage",
)
#: Words per passage window (the ``passage`` feature).
WINDOW = 50
#: Articles retrieved for the question with all its choices (the shared context).
CONTEXT_ARTICLES = 5
#: Chosen on the train split of the three subjects with a law corpus (1,565 questions;
#: ``legalkg mcqa tune``: the full grid won the leave-one-exam-file-out cross-validation,
#: 42.9% against 40.1% for BM25 alone; refit train accuracy 43.0%): see docs/graf.md.
#: ``margin`` for two-answer exams (0: a second answer only on an exact tie).
DEFAULT_WEIGHTS: dict[str, float] = {
    "article": 1.0,
    "coverage": 0.0,
    "bigrams": 1.0,
    "facts": 0.0,
    "context": 0.0,
    "context_bigrams": 0.0,
    "passage": 1.0,
}
DEFAULT_MARGIN = 0.0
#: Whether a negated question (:func:`is_negated`) picks the least supported choice.
DEFAULT_NEGATION = False


_NEGATION = re.compile(
    r"\b(?:nu|cu excep[țţt]ia|excep[țţt]ie|incorect[aă]?|gre[șşs]it[aă]?|interzis[aă]?)\b",
    re.I,
)


def is_negated(text: str) -> bool:
    """Whether a question asks for what is *not* so (``nu``, ``cu excepția``, ``incorect``,
    ``greșit``, ``interzis``), where the least supported choice may be the answer.

    >>> is_negated("Nu constituie contravenție:"), is_negated("Constituie contravenție:")
    (True, False)
    """
    return bool(_NEGATION.search(text))


def _bigrams(tokens: Sequence[str]) -> set[tuple[str, str]]:
    return set(zip(tokens, tokens[1:], strict=False))


class Scorer:
    """Computes the choice features of questions against one store's law graph."""

    def __init__(
        self,
        indexes: Callable[[str | None], LawIndex],
        run: RunQuery,
        *,
        k: int = 10,
        depth: int = 1,
        max_entities: int = 50,
    ) -> None:
        self._indexes = indexes
        self._run = self._cached(run)
        self.k, self.depth, self.max_entities = k, depth, max_entities
        self._idf: dict[str, tuple[dict[str, float], float]] = {}
        self._article_tokens: dict[
            tuple[str | None, str], tuple[set[str], set[tuple[str, str]]]
        ] = {}
        self._windows: dict[tuple[str | None, str], list[set[str]]] = {}

    def _idf_of(self, index: LawIndex) -> tuple[dict[str, float], float]:
        key = f"{index.domain}|{index.scope}"
        if key not in self._idf:
            n = len(index.article_tokens)
            df = Counter(t for tokens in index.article_tokens for t in set(tokens))
            idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
            self._idf[key] = (idf, math.log(1 + (n + 0.5) / 0.5))
        return self._idf[key]

    @staticmethod
    def _cached(run: RunQuery) -> RunQuery:
        """``run`` with the answers of ``graf-neighbours`` kept for the scorer's life (the
        same entities recur across choices and questions; the store is read-only here)."""
        seen: dict[tuple[str, str, str], list[Row]] = {}

        def cached(template: str, bindings: dict[str, Any]) -> list[Row]:
            if template != "graf-neighbours":
                return run(template, bindings)
            key = (template, str(bindings.get("entity")), str(bindings.get("domain")))
            if key not in seen:
                seen[key] = run(template, bindings)
            return seen[key]

        return cached

    def index_of(self, question: Question) -> LawIndex:
        """The index a question is answered from (its subject's domain)."""
        return self._indexes(SUBJECT_DOMAINS.get(question.subject))

    def idf(self, index: LawIndex) -> tuple[dict[str, float], float]:
        """Each stem's IDF over the index's articles, and the IDF of an unseen stem."""
        return self._idf_of(index)

    def _tokens_of(
        self, index: LawIndex, iri: str, text: str
    ) -> tuple[set[str], set[tuple[str, str]]]:
        key = (index.domain, iri)
        if key not in self._article_tokens:
            tokens = analyze(text, LANGUAGE)
            self._article_tokens[key] = (set(tokens), _bigrams(tokens))
        return self._article_tokens[key]

    def _windows_of(self, index: LawIndex, iri: str, text: str) -> list[set[str]]:
        """The article's stemmed words in windows of :data:`WINDOW` words (stride half that),
        like the 50-word chunks of GRAF's BM25-RAG baseline."""
        key = (index.domain, iri)
        if key not in self._windows:
            tokens = analyze(text, LANGUAGE)
            step = WINDOW // 2
            starts = range(0, max(len(tokens) - step, 1), step)
            self._windows[key] = [set(tokens[i : i + WINDOW]) for i in starts]
        return self._windows[key]

    def features(self, question: Question) -> tuple[list[dict[str, float]], list[Subgraph]]:
        """The raw features of the three choices, and their subgraphs. Besides
        :data:`FEATURES`: ``bm25`` (the plain BM25 score of the best article for question +
        choice: the baseline), ``negated`` (1 when :func:`is_negated`) and ``fact_index``
        (the position of the fact best aligned with the choice in its subgraph, -1 for none)."""
        domain = SUBJECT_DOMAINS.get(question.subject)
        index = self._indexes(domain)
        idf, unseen = self._idf_of(index)
        choice_tokens = [analyze(o, LANGUAGE) for o in question.options]
        shared = set.intersection(*(set(t) for t in choice_tokens))
        out: list[dict[str, float]] = []
        graphs: list[Subgraph] = []
        # The shared context: the articles retrieved for the question with all its choices.
        joint = retrieve(
            index,
            " ".join([question.text, *question.options]),
            self._run,
            k=self.k,
            depth=0,
            max_entities=self.max_entities,
            articles=CONTEXT_ARTICLES,
        )
        context_words: set[str] = set()
        context_pairs: set[tuple[str, str]] = set()
        for a in joint.articles:
            w, p = self._tokens_of(index, a.iri, a.text)
            context_words |= w
            context_pairs |= p
        negated = 1.0 if is_negated(question.text) else 0.0
        for option, tokens in zip(question.options, choice_tokens, strict=True):
            claims = (set(tokens) - shared) or set(tokens)
            weight = {t: idf.get(t, unseen) for t in claims}
            total = math.fsum(weight.values()) or 1.0
            sg = retrieve(
                index,
                f"{question.text} {option}",
                self._run,
                k=self.k,
                depth=self.depth,
                max_entities=self.max_entities,
                articles=10,
            )
            graphs.append(sg)
            words: set[str] = set()
            pairs: set[tuple[str, str]] = set()
            for a in sg.articles[:3]:
                w, p = self._tokens_of(index, a.iri, a.text)
                words |= w
                pairs |= p
            own_pairs = _bigrams(tokens)
            asked = set(analyze(question.text, LANGUAGE)) - claims
            asked_weight = {t: idf.get(t, unseen) for t in asked}
            asked_total = math.fsum(asked_weight.values()) or 1.0
            passage = 0.0
            for a in sg.articles[:CONTEXT_ARTICLES]:
                for window in self._windows_of(index, a.iri, a.text):
                    claim_share = math.fsum(weight[t] for t in claims & window) / total
                    asked_share = math.fsum(asked_weight[t] for t in asked & window) / asked_total
                    passage = max(passage, claim_share * (0.5 + 0.5 * asked_share))
            best_fact = 0.0
            best_index = -1
            for n, f in enumerate(sg.facts):
                fact_words = set(
                    analyze(f"{f.subject_label} {f.relation} {f.object_label}", LANGUAGE)
                )
                aligned = math.fsum(weight[t] for t in claims & fact_words) / total
                if aligned > best_fact:
                    best_fact, best_index = aligned, n
            bm25 = index.article_scores(analyze(f"{question.text} {option}", LANGUAGE))
            out.append(
                {
                    "bm25": float(bm25.max()) if len(bm25) else 0.0,
                    "article": sg.articles[0].score if sg.articles else 0.0,
                    "coverage": math.fsum(weight[t] for t in claims & words) / total,
                    "bigrams": len(own_pairs & pairs) / len(own_pairs) if own_pairs else 0.0,
                    "facts": best_fact,
                    "context": math.fsum(weight[t] for t in claims & context_words) / total,
                    "context_bigrams": (
                        len(own_pairs & context_pairs) / len(own_pairs) if own_pairs else 0.0
                    ),
                    "passage": passage,
                    "negated": negated,
                    "fact_index": float(best_index),
                }
            )
        top = max(x["article"] for x in out) or 1.0
        for x in out:
            x["article"] = x["article"] / top
        return out, graphs


def combine(
    features: Sequence[dict[str, float]], weights: dict[str, float], *, negation: bool = False
) -> list[float]:
    """The weighted sum of each choice's features; with ``negation``, negated for a negated
    question (``features[i]["negated"]``), so that the least supported choice wins.

    >>> combine([{"article": 1.0, "negated": 1.0}], {"article": 2.0}, negation=True)
    [-2.0]
    """
    sign = -1.0 if negation and features and features[0].get("negated") else 1.0
    return [
        round(sign * sum(weights.get(n, 0.0) * f.get(n, 0.0) for n in FEATURES), 6)
        for f in features
    ]


def pick(scores: Sequence[float], *, allows_two: bool, margin: float) -> frozenset[str]:
    """The top letter (ties: the earlier letter), and the second when allowed and within
    ``margin`` of the top score.

    >>> sorted(pick([0.2, 0.9, 0.85], allows_two=True, margin=0.1))
    ['B', 'C']
    >>> sorted(pick([0.2, 0.9, 0.85], allows_two=False, margin=0.1))
    ['B']
    """
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
    chosen = {LETTERS[order[0]]}
    if allows_two and scores[order[0]] - scores[order[1]] <= margin:
        chosen.add(LETTERS[order[1]])
    return frozenset(chosen)


def baseline_pick(features: Sequence[dict[str, float]], question: Question) -> frozenset[str]:
    """The plain-BM25 baseline a user would pick: BM25 over the article texts (same index,
    Romanian stems), query = question + choice, a choice's score = its best article's score;
    the top choice (the second too, for exams that allow two, only on an exact tie).

    >>> q = Question("f", 1, "promovare", "muncii", "1", "?", ("a", "b", "c"), frozenset("B"))
    >>> sorted(baseline_pick([{"bm25": 1.0}, {"bm25": 3.5}, {"bm25": 2.0}], q))
    ['B']
    """
    scores = [round(f.get("bm25", 0.0), 6) for f in features]
    return pick(scores, allows_two=question.allows_two, margin=0.0)


def _choice_scores(
    features: Sequence[dict[str, float]],
    graphs: Sequence[Subgraph],
    weights: dict[str, float],
    negation: bool = False,
) -> tuple[ChoiceScore, ...]:
    scores = combine(features, weights, negation=negation)
    out = []
    for letter, f, s, sg in zip(LETTERS, features, scores, graphs, strict=True):
        n = int(f.get("fact_index", -1))
        fact = sg.facts[n] if 0 <= n < len(sg.facts) else None
        out.append(
            ChoiceScore(
                letter,
                {k: round(f[k], 4) for k in FEATURES},
                s,
                f"({fact.subject_label}; {fact.relation}; {fact.object_label}) — "
                f"{fact.article_label}, {fact.law}"
                if fact
                else None,
                tuple(f"{a.label}, {a.law}" for a in sg.articles[:3]),
            )
        )
    return tuple(out)


def answer_question(
    scorer: Scorer,
    question: Question,
    *,
    weights: dict[str, float] | None = None,
    margin: float = DEFAULT_MARGIN,
    negation: bool | None = None,
) -> Prediction:
    """Score the three choices of ``question`` and pick the answer."""
    weights = weights or DEFAULT_WEIGHTS
    negation = DEFAULT_NEGATION if negation is None else negation
    features, graphs = scorer.features(question)
    choices = _choice_scores(features, graphs, weights, negation)
    predicted = pick([c.score for c in choices], allows_two=question.allows_two, margin=margin)
    return Prediction(question, choices, predicted, baseline_pick(features, question))


def collect_features(
    scorer: Scorer, questions: Sequence[Question], progress: Callable[[int], None] | None = None
) -> list[tuple[list[dict[str, float]], list[Subgraph]]]:
    """The features of every question (computed once, reused by tuning)."""
    out = []
    for i, q in enumerate(questions):
        out.append(scorer.features(q))
        if progress:
            progress(i + 1)
    return out


def evaluate(
    scorer: Scorer,
    questions: Sequence[Question],
    *,
    weights: dict[str, float] | None = None,
    margin: float = DEFAULT_MARGIN,
    negation: bool | None = None,
    features: Sequence[tuple[list[dict[str, float]], list[Subgraph]]] | None = None,
    parameters: dict[str, Any] | None = None,
) -> Evaluation:
    """Answer every question and collect the predictions."""
    weights = dict(weights or DEFAULT_WEIGHTS)
    negation = DEFAULT_NEGATION if negation is None else negation
    feats = features if features is not None else collect_features(scorer, questions)
    predictions = []
    for q, (f, graphs) in zip(questions, feats, strict=True):
        choices = _choice_scores(f, graphs, weights, negation)
        predicted = pick([c.score for c in choices], allows_two=q.allows_two, margin=margin)
        predictions.append(Prediction(q, choices, predicted, baseline_pick(f, q)))
    return Evaluation(predictions, weights, margin, {**(parameters or {}), "negation": negation})
