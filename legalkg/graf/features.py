"""The option features of the learned scorer: per (question, option) the retrieval features
of :class:`legalkg.graf.scoring.Scorer`, sentence-level support, verbatim runs, negation and
exception cues (on folded words, so ``nu`` is kept), absolute words, length and position; the
relative (value − the question's best) and negation-product features; the answer-count row."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence

from legalkg.core.text import analyze, tokens
from legalkg.graf.memory import _jaccard
from legalkg.graf.questions import LETTERS, Question
from legalkg.graf.retrieve import LANGUAGE, Subgraph
from legalkg.graf.scoring import Scorer, is_negated

#: Evidence features that also enter relative to the best option of the question.
RELATIVE = (
    "bm25",
    "coverage",
    "bigrams",
    "facts",
    "context",
    "context_bigrams",
    "passage",
    "sentence",
    "sentence_bigrams",
    "verbatim",
    "shared_sentence",
    "shared_coverage",
    "shared_verbatim",
    "memory_right",
    "memory_wrong",
)
BASE = (
    "article",
    "bm25",
    "coverage",
    "bigrams",
    "facts",
    "context",
    "context_bigrams",
    "passage",
    "sentence",
    "sentence_bigrams",
    "verbatim",
    "verbatim_words",
    "shared_sentence",
    "shared_coverage",
    "shared_verbatim",
    "negation_mismatch",
    "fact_count",
    "question_negated",
    "question_nu",
    "question_exception",
    "question_incorrect",
    "option_nu",
    "option_negation",
    "option_absolute",
    "option_exception",
    "option_words",
    "option_length",
    "option_longest",
    "option_shortest",
    "others_similarity",
    "position_a",
    "position_b",
    "position_c",
    "memory_right",
    "memory_wrong",
    "memory_similarity",
)
MEMORY_FEATURES = ("memory_right", "memory_wrong", "memory_similarity")
#: Products with the question's negation, so a linear model can flip evidence.
NEGATED = ("coverage", "sentence", "verbatim", "passage")
FEATURES: tuple[str, ...] = (
    BASE + tuple(f"{n}_rel" for n in RELATIVE) + tuple(f"negated_x_{n}_rel" for n in NEGATED)
)
#: Question-level features of the answer-count model (exams that allow two answers).
COUNT_FEATURES = (
    "top",
    "second",
    "third",
    "gap12",
    "gap23",
    "question_negated",
    "question_words",
    "question_plural",
    "option_words_mean",
    "memory_two",
)

_NU = re.compile(r"\bnu\b")
_NEGATION = re.compile(r"\b(?:nu|nici|niciun|nicio|fara|interzis[aă]?)\b")
_EXCEPTION = re.compile(r"\b(?:cu exceptia|exceptand|mai putin|in afara|exceptie|exceptii)\b")
_INCORRECT = re.compile(r"\b(?:incorect\w*|gresit\w*|fals\w*|neadevarat\w*)\b")
_ABSOLUTE = re.compile(
    r"\b(?:numai|doar|exclusiv|orice|oricare|oricand|intotdeauna|niciodata|toate|toti"
    r"|in toate cazurile|in orice (?:situatie|caz|conditii)|in nicio situatie|indiferent"
    r"|niciun|nicio|absolut|obligatoriu)\b"
)
_PLURAL = re.compile(r"\b(?:sunt|pot|au|urmatoarele|care dintre|cazurile|situatiile)\b")
_SENTENCE = re.compile(r"(?<=[.;:])\s+|\n+|\s(?=\(\d+\))|\s(?=[a-z]\)\s)")


def _folded(text: str) -> str:
    return " ".join(tokens(text))


def _bigrams(words: Sequence[str]) -> set[tuple[str, str]]:
    return set(zip(words, words[1:], strict=False))


def _longest_run(a: Sequence[str], b: Sequence[str]) -> int:
    """Length of the longest common contiguous run of words.

    >>> _longest_run("a b c d".split(), "x b c d y a".split())
    3
    """
    if not a or not b:
        return 0
    best = 0
    previous = [0] * (len(b) + 1)
    for x in a:
        current = [0] * (len(b) + 1)
        for j, y in enumerate(b, start=1):
            if x == y:
                current[j] = previous[j - 1] + 1
                if current[j] > best:
                    best = current[j]
        previous = current
    return best


#: How many articles the options' retrievals agree on make the shared evidence.
SHARED_ARTICLES = 2


def _consensus(graphs: Sequence[Subgraph]) -> list[tuple[str, str, str]]:
    """(iri, label, text) of the :data:`SHARED_ARTICLES` articles ranked best over the three
    options' retrievals together (summed reciprocal ranks; ties by IRI)."""
    score: dict[str, float] = {}
    found: dict[str, tuple[str, str, str]] = {}
    for sg in graphs:
        for rank, a in enumerate(sg.articles):
            score[a.iri] = score.get(a.iri, 0.0) + 1.0 / (rank + 1)
            found[a.iri] = (a.iri, a.label, a.text)
    best = sorted(score, key=lambda iri: (-round(score[iri], 9), iri))[:SHARED_ARTICLES]
    return [found[iri] for iri in best]


def _split_sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE.split(" ".join(text.split())) if s.strip()]


class Featurizer:
    """Option features of questions: the :class:`Scorer`'s retrieval features plus the text,
    negation, length, position and memory features (see the module doc)."""

    def __init__(self, scorer: Scorer) -> None:
        self.scorer = scorer
        self._sentences: dict[str, list[tuple[set[str], list[str], bool, str]]] = {}
        self._folded: dict[str, list[str]] = {}

    def _article_sentences(
        self, iri: str, text: str
    ) -> list[tuple[set[str], list[str], bool, str]]:
        if iri not in self._sentences:
            out = []
            for s in _split_sentences(text):
                stems = analyze(s, LANGUAGE)
                out.append((set(stems), stems, bool(_NEGATION.search(_folded(s))), s))
            self._sentences[iri] = out
        return self._sentences[iri]

    def _article_words(self, iri: str, text: str) -> list[str]:
        if iri not in self._folded:
            self._folded[iri] = tokens(text)
        return self._folded[iri]

    def retrieval(self, q: Question) -> tuple[list[dict[str, float]], list[Subgraph]]:
        """The scorer's features and subgraphs (the expensive part: cache it)."""
        return self.scorer.features(q)

    def text_features(
        self,
        q: Question,
        base: Sequence[dict[str, float]],
        graphs: Sequence[Subgraph],
        idf: Callable[[str], float],
        sentences: list[str] | None = None,
    ) -> list[dict[str, float]]:
        """Every feature but the memory's, from the retrieval features and subgraphs
        (``sentences``: receives each option's best supporting sentence, with its article)."""
        question_folded = _folded(q.text)
        q_flags = {
            "question_negated": float(is_negated(q.text)),
            "question_nu": float(bool(_NU.search(question_folded))),
            "question_exception": float(bool(_EXCEPTION.search(question_folded))),
            "question_incorrect": float(bool(_INCORRECT.search(question_folded))),
        }
        option_stems = [analyze(o, LANGUAGE) for o in q.options]
        shared = set.intersection(*(set(t) for t in option_stems))
        asked = set(analyze(q.text, LANGUAGE))
        words = [tokens(o) for o in q.options]
        lengths = [len(w) for w in words]
        shared_articles = _consensus(graphs)
        out = []
        for i, (option, stems, f, sg) in enumerate(
            zip(q.options, option_stems, base, graphs, strict=True)
        ):
            claims = (set(stems) - shared) or set(stems)
            weight = {t: idf(t) for t in claims}
            total = math.fsum(weight.values()) or 1.0
            own_asked = asked - claims
            asked_total = math.fsum(idf(t) for t in own_asked) or 1.0
            pairs = _bigrams(stems)
            option_folded = _folded(option)
            option_negated = bool(_NEGATION.search(option_folded))
            sentence = sentence_pairs = 0.0
            mismatch = 0.0
            run = 0
            best_sentence = ""
            for a in sg.articles[:5]:
                for s_words, s_stems, s_neg, s_text in self._article_sentences(a.iri, a.text):
                    share = math.fsum(weight[t] for t in claims & s_words) / total
                    context = math.fsum(idf(t) for t in own_asked & s_words) / asked_total
                    value = share * (0.5 + 0.5 * context)
                    if value > sentence:
                        sentence = value
                        sentence_pairs = (
                            len(pairs & _bigrams(s_stems)) / len(pairs) if pairs else 0.0
                        )
                        mismatch = float(option_negated != s_neg)
                        best_sentence = f"[{a.label}, {a.law}] {s_text}"
                run = max(run, _longest_run(words[i], self._article_words(a.iri, a.text)))
            # The same evidence for every option: the articles the three options' retrievals
            # agree on (each option's own retrieval finds text that matches it).
            shared_sentence = 0.0
            shared_words: set[str] = set()
            shared_run = 0
            for iri, _label, text in shared_articles:
                for s_words, _, _, _ in self._article_sentences(iri, text):
                    share = math.fsum(weight[t] for t in claims & s_words) / total
                    context = math.fsum(idf(t) for t in own_asked & s_words) / asked_total
                    shared_sentence = max(shared_sentence, share * (0.5 + 0.5 * context))
                    shared_words |= s_words
                shared_run = max(shared_run, _longest_run(words[i], self._article_words(iri, text)))
            shared_coverage = math.fsum(weight[t] for t in claims & shared_words) / total
            others = [set(words[j]) for j in range(3) if j != i]
            row = {
                "article": f.get("article", 0.0),
                "bm25": f.get("bm25", 0.0),
                "coverage": f.get("coverage", 0.0),
                "bigrams": f.get("bigrams", 0.0),
                "facts": f.get("facts", 0.0),
                "context": f.get("context", 0.0),
                "context_bigrams": f.get("context_bigrams", 0.0),
                "passage": f.get("passage", 0.0),
                "sentence": sentence,
                "sentence_bigrams": sentence_pairs,
                "verbatim": run / lengths[i] if lengths[i] else 0.0,
                "verbatim_words": min(run, 12) / 12,
                "shared_sentence": shared_sentence,
                "shared_coverage": shared_coverage,
                "shared_verbatim": shared_run / lengths[i] if lengths[i] else 0.0,
                "negation_mismatch": mismatch,
                "fact_count": min(len(sg.facts), 100) / 100,
                **q_flags,
                "option_nu": float(bool(_NU.search(option_folded))),
                "option_negation": float(option_negated),
                "option_absolute": float(bool(_ABSOLUTE.search(option_folded))),
                "option_exception": float(bool(_EXCEPTION.search(option_folded))),
                "option_words": min(lengths[i], 60) / 60,
                "option_length": lengths[i] / (max(lengths) or 1),
                "option_longest": float(lengths[i] == max(lengths)),
                "option_shortest": float(lengths[i] == min(lengths)),
                "others_similarity": sum(_jaccard(set(words[i]), o) for o in others) / 2,
                "position_a": float(i == 0),
                "position_b": float(i == 1),
                "position_c": float(i == 2),
            }
            out.append(row)
            if sentences is not None:
                sentences.append(best_sentence)
        return out


def finish_rows(
    rows: Sequence[dict[str, float]], memory: Sequence[dict[str, float]]
) -> list[list[float]]:
    """The feature vectors (:data:`FEATURES` order) of a question's three options: the text
    features with the memory's, plus the relative and negation-product features."""
    merged = [{**r, **m} for r, m in zip(rows, memory, strict=True)]
    for name in RELATIVE:
        top = max(r[name] for r in merged)
        for r in merged:
            r[f"{name}_rel"] = r[name] - top
    for r in merged:
        for name in NEGATED:
            r[f"negated_x_{name}_rel"] = r["question_negated"] * r[f"{name}_rel"]
    return [[float(r[n]) for n in FEATURES] for r in merged]


def count_row(q: Question, scores: Sequence[float], two_share: float) -> list[float]:
    """The answer-count features of a question from its three option scores."""
    s = sorted(scores, reverse=True)
    folded = _folded(q.text)
    return [
        s[0],
        s[1],
        s[2],
        s[0] - s[1],
        s[1] - s[2],
        float(is_negated(q.text)),
        min(len(folded.split()), 80) / 80,
        float(bool(_PLURAL.search(folded))),
        sum(min(len(tokens(o)), 60) for o in q.options) / 180,
        two_share,
    ]


def pick_letters(scores: Sequence[float], two: bool) -> frozenset[str]:
    """The best letter, and the second best too when ``two`` (ties: the earlier letter).

    >>> sorted(pick_letters([0.1, 0.7, 0.4], True)), sorted(pick_letters([0.1, 0.7, 0.4], False))
    (['B', 'C'], ['B'])
    """
    order = sorted(range(3), key=lambda i: (-round(scores[i], 9), i))
    return frozenset(LETTERS[i] for i in order[: 2 if two else 1])
