"""A learned option scorer for JuRo multiple-choice questions (``legalkg mcqa train``).

Each (question, option) becomes a row of :data:`FEATURES`: the retrieval features of
:class:`legalkg.graf.mcqa.Scorer` (article, window and fact level), sentence-level support,
the longest verbatim run, negation and exception cues (read on folded words, so ``nu`` is not
lost as a stop word), absolute words (``numai``, ``orice``, ``în toate cazurile``), length and
position, and a memory of labelled questions (exam questions repeat). Every evidence feature
also enters relative to the best option of its question.

Two models are fitted on the training rows with scikit-learn (an optional dependency, needed
only to train): logistic regression on standardised features and gradient-boosted trees; an
option's score is the mean of their probabilities. For exams that allow two answers a third
model (logistic regression on the sorted option scores and question cues) predicts the number
of answers.

The model file is JSON (no pickle): :data:`MODEL_FORMAT`, the feature list, the SHA-256 of the
training questions, the parameters, the fitted coefficients and trees, and the memory bank.
Scoring needs only numpy. Same training data, same library versions: same bytes.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from legalkg.errors import InputError
from legalkg.graf.mcqa import (
    LETTERS,
    Question,
    Scorer,
    file_key,
    is_negated,
)
from legalkg.graf.retrieve import LANGUAGE, Subgraph
from legalkg.text import analyze, tokens

MODEL_FORMAT = 1
MODEL_KIND = "legalkg-mcqa-option-scorer"
SEED = 0
#: Two questions whose folded words (question and options) overlap by this Jaccard share or
#: more are near-duplicates (the exam repeated the question).
NEAR_DUPLICATE = 0.8
#: Least similarity of a remembered question to be used by the memory.
MEMORY_MIN = 0.5

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


class OptionModelError(InputError):
    """A model file that cannot be used, or training that cannot run."""


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


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def question_words(q: Question) -> set[str]:
    """The folded words of a question and its options (for memory and near-duplicates)."""
    return set(tokens(" ".join([q.text, *q.options])))


# ---------------------------------------------------------------------------------------------
# Memory of labelled questions


@dataclass(frozen=True, slots=True)
class MemoryItem:
    """A labelled question the memory recalls."""

    key: str
    words: frozenset[str]
    options: tuple[frozenset[str], ...]
    answer: frozenset[str]

    @classmethod
    def of(cls, q: Question) -> MemoryItem:
        return cls(
            f"{file_key(q.file)}:{q.line}",
            frozenset(question_words(q)),
            tuple(frozenset(tokens(o)) for o in q.options),
            q.answer,
        )


class Memory:
    """Nearest labelled questions: for each option of a new question, how strongly the most
    similar remembered options were right or wrong."""

    def __init__(self, items: Iterable[MemoryItem]) -> None:
        import numpy as np

        self.items = list(items)
        vocabulary = sorted({w for item in self.items for w in item.words})
        self._column = {w: n for n, w in enumerate(vocabulary)}
        self._matrix = np.zeros((len(self.items), len(vocabulary)), dtype="uint8")
        for n, item in enumerate(self.items):
            self._matrix[n, [self._column[w] for w in item.words]] = 1
        self._sizes = np.asarray([len(item.words) for item in self.items], dtype="int64")

    def neighbours(
        self, q: Question, exclude: Callable[[MemoryItem], bool] | None = None
    ) -> list[tuple[float, MemoryItem]]:
        """Remembered questions at least :data:`MEMORY_MIN` similar, most similar first."""
        import numpy as np

        if not self.items:
            return []
        words = question_words(q)
        columns = sorted(self._column[w] for w in words if w in self._column)
        common = self._matrix[:, columns].sum(axis=1, dtype="int64")
        union = len(words) + self._sizes - common
        similarity = np.where(union > 0, common / np.maximum(union, 1), 0.0)
        out = []
        for n in np.flatnonzero(similarity >= MEMORY_MIN).tolist():
            item = self.items[n]
            if not (exclude and exclude(item)):
                out.append((float(similarity[n]), item))
        out.sort(key=lambda x: (-x[0], x[1].key))
        return out

    def features(
        self, q: Question, exclude: Callable[[MemoryItem], bool] | None = None
    ) -> tuple[list[dict[str, float]], float]:
        """Per option ``memory_right``, ``memory_wrong`` (question similarity × option
        similarity of the best remembered right / wrong option) and ``memory_similarity``;
        and the similarity-weighted share of two-answer neighbours."""
        found = self.neighbours(q, exclude)[:5]
        own = [frozenset(tokens(o)) for o in q.options]
        out = []
        for option in own:
            right = wrong = 0.0
            for sim, item in found:
                for letter, theirs in zip(LETTERS, item.options, strict=True):
                    match = _jaccard(set(option), set(theirs))
                    if match < MEMORY_MIN:
                        continue
                    if letter in item.answer:
                        right = max(right, sim * match)
                    else:
                        wrong = max(wrong, sim * match)
            out.append(
                {
                    "memory_right": right,
                    "memory_wrong": wrong,
                    "memory_similarity": found[0][0] if found else 0.0,
                }
            )
        weight = sum(sim for sim, _ in found)
        two = sum(sim for sim, item in found if len(item.answer) == 2) / weight if weight else -1.0
        return out, two

    def nearest(self, q: Question) -> float:
        """The similarity of the most similar remembered question (0 for none)."""
        found = self.neighbours(q)
        return found[0][0] if found else 0.0


# ---------------------------------------------------------------------------------------------
# Option features


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


# ---------------------------------------------------------------------------------------------
# Fitted models as plain data (scoring needs numpy only)


def _sigmoid(x: Any) -> Any:
    import numpy as np

    return 1.0 / (1.0 + np.exp(-np.clip(x, -50, 50)))


def _linear_predict(model: dict[str, Any], x: Any) -> Any:
    import numpy as np

    z = (x - np.asarray(model["mean"])) / np.asarray(model["scale"])
    return _sigmoid(z @ np.asarray(model["coef"]) + float(model["intercept"]))


def _trees_predict(model: dict[str, Any], x: Any) -> Any:
    import numpy as np

    x32 = np.asarray(x, dtype="float32").astype("float64")
    raw = np.full(len(x32), float(model["init"]))
    rate = float(model["learning_rate"])
    for tree in model["trees"]:
        left, right = tree["left"], tree["right"]
        feature, threshold, value = tree["feature"], tree["threshold"], tree["value"]
        out = np.empty(len(x32))
        for r in range(len(x32)):
            node = 0
            while left[node] != -1:
                node = left[node] if x32[r, feature[node]] <= threshold[node] else right[node]
            out[r] = value[node]
        raw += rate * out
    return _sigmoid(raw)


def _export_linear(scaler: Any, lr: Any) -> dict[str, Any]:
    return {
        "mean": [float(v) for v in scaler.mean_],
        "scale": [float(v) for v in scaler.scale_],
        "coef": [float(v) for v in lr.coef_[0]],
        "intercept": float(lr.intercept_[0]),
    }


def _export_trees(gb: Any) -> dict[str, Any]:
    prior = float(gb.init_.class_prior_[1])
    trees = []
    for est in gb.estimators_[:, 0]:
        t = est.tree_
        trees.append(
            {
                "left": [int(v) for v in t.children_left],
                "right": [int(v) for v in t.children_right],
                "feature": [int(v) for v in t.feature],
                "threshold": [float(v) for v in t.threshold],
                "value": [float(v) for v in t.value[:, 0, 0]],
            }
        )
    return {
        "init": math.log(prior / (1 - prior)),
        "learning_rate": float(gb.learning_rate),
        "trees": trees,
    }


def require_training() -> None:
    """:raises OptionModelError: when scikit-learn (needed to train only) is missing."""
    try:
        import sklearn  # noqa: F401
    except ImportError as e:
        raise OptionModelError(
            "mcqa train",
            "scikit-learn is not installed (it fits the models; scoring does not need it)",
            "pip install 'legalkg[learn]'",
        ) from e


def _fit_linear(x: Any, y: Any, c: float) -> dict[str, Any]:
    from sklearn.linear_model import LogisticRegression
    from sklearn.preprocessing import StandardScaler

    scaler = StandardScaler().fit(x)
    scale = scaler.scale_.copy()
    scale[scale == 0] = 1.0
    scaler.scale_ = scale
    lr = LogisticRegression(C=c, max_iter=5000, random_state=SEED)
    lr.fit(scaler.transform(x), y)
    return _export_linear(scaler, lr)


def _fit_trees(x: Any, y: Any, params: dict[str, Any]) -> dict[str, Any]:
    import numpy as np
    from sklearn.ensemble import GradientBoostingClassifier

    gb = GradientBoostingClassifier(
        n_estimators=int(params["trees"]),
        max_depth=int(params["depth"]),
        learning_rate=float(params["rate"]),
        min_samples_leaf=20,
        subsample=1.0,
        random_state=SEED,
    )
    gb.fit(x, y)
    exported = _export_trees(gb)
    # The exported trees must score exactly as scikit-learn does.
    sample = x[: min(len(x), 200)]
    ours = _trees_predict(exported, sample)
    theirs = gb.predict_proba(sample)[:, 1]
    if not np.allclose(ours, theirs, atol=1e-9):
        raise OptionModelError(
            "gradient boosting", "the exported trees disagree with scikit-learn's predictions"
        )
    return exported


# ---------------------------------------------------------------------------------------------
# The model


@dataclass
class OptionModel:
    """A fitted option scorer (see the module doc), loaded from or saved to a JSON file."""

    parameters: dict[str, Any]
    linear: dict[str, Any]
    trees: dict[str, Any]
    count: dict[str, Any]
    memory_questions: list[dict[str, Any]]
    training: dict[str, Any]

    def __post_init__(self) -> None:
        self.memory = Memory(MemoryItem.of(_question_of(d)) for d in self.memory_questions)

    def option_scores(self, x: Any) -> Any:
        """Ensemble probability of each row being a right option."""
        import numpy as np

        x = np.asarray(x, dtype="float64")
        return (_linear_predict(self.linear, x) + _trees_predict(self.trees, x)) / 2

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": MODEL_KIND,
            "format": MODEL_FORMAT,
            "features": list(FEATURES),
            "count_features": list(COUNT_FEATURES),
            "parameters": self.parameters,
            "training": self.training,
            "linear": self.linear,
            "trees": self.trees,
            "count": self.count,
            "memory": self.memory_questions,
        }

    def dumps(self) -> str:
        """Canonical JSON: same model, same bytes."""
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True, indent=1) + "\n"

    @classmethod
    def load(cls, path: Path) -> OptionModel:
        """:raises OptionModelError: for a missing or unreadable file, another kind or format
        version, or a feature list that differs from this version's."""
        try:
            data = json.loads(path.read_text("utf-8"))
        except FileNotFoundError as e:
            raise OptionModelError(
                str(path), "no such model file", "Build one with 'legalkg mcqa train'"
            ) from e
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
            raise OptionModelError(str(path), f"not a readable JSON model file: {e}") from e
        if not isinstance(data, dict) or data.get("kind") != MODEL_KIND:
            raise OptionModelError(str(path), f"not a {MODEL_KIND} file")
        if data.get("format") != MODEL_FORMAT:
            raise OptionModelError(
                f"{path}: format",
                f"model format {data.get('format')!r}, this legalkg reads {MODEL_FORMAT}",
                "Rebuild it with 'legalkg mcqa train'",
            )
        if data.get("features") != list(FEATURES) or data.get("count_features") != list(
            COUNT_FEATURES
        ):
            raise OptionModelError(
                f"{path}: features",
                "the model's feature list differs from this legalkg's",
                "Rebuild it with 'legalkg mcqa train'",
            )
        return cls(
            data["parameters"],
            data["linear"],
            data["trees"],
            data["count"],
            data["memory"],
            data["training"],
        )


def _question_json(q: Question) -> dict[str, Any]:
    return {
        "key": f"{file_key(q.file)}:{q.line}",
        "exam": q.exam,
        "subject": q.subject,
        "text": q.text,
        "options": list(q.options),
        "answer": "".join(sorted(q.answer)),
    }


def _question_of(d: dict[str, Any]) -> Question:
    key = str(d["key"])
    file, _, line = key.rpartition(":")
    options = d["options"]
    return Question(
        file,
        int(line or 0),
        d["exam"],
        d["subject"],
        "",
        d["text"],
        (options[0], options[1], options[2]),
        frozenset(d["answer"]),
    )


def data_hash(questions: Sequence[Question]) -> str:
    """SHA-256 of the training questions (keys, texts, options, answers; in order)."""
    h = hashlib.sha256()
    for q in questions:
        h.update(json.dumps(_question_json(q), ensure_ascii=False, sort_keys=True).encode())
        h.update(b"\n")
    return h.hexdigest()


# ---------------------------------------------------------------------------------------------
# Training and cross-validation


@dataclass
class Prepared:
    """Questions with their memory-free option features, ready to fit and score."""

    questions: list[Question]
    rows: list[list[dict[str, float]]]
    graphs: list[list[Subgraph]]
    base: list[list[dict[str, float]]]
    #: Each option's best supporting sentence (with its article), for reports and prompts.
    sentences: list[list[str]]


def prepare(
    featurizer: Featurizer,
    questions: Sequence[Question],
    progress: Callable[[int], None] | None = None,
    retrieved: Sequence[tuple[list[dict[str, float]], list[Subgraph]]] | None = None,
) -> Prepared:
    """Retrieval and text features of every question (``retrieved``: precomputed
    :meth:`Featurizer.retrieval` results)."""
    rows, graphs, bases, sentences = [], [], [], []
    for n, q in enumerate(questions):
        base, sg = retrieved[n] if retrieved is not None else featurizer.retrieval(q)
        index = featurizer.scorer.index_of(q)
        idf_table, unseen = featurizer.scorer.idf(index)

        def idf(t: str, table: dict[str, float] = idf_table, default: float = unseen) -> float:
            return table.get(t, default)

        best: list[str] = []
        rows.append(featurizer.text_features(q, base, sg, idf, best))
        sentences.append(best)
        graphs.append(list(sg))
        bases.append(list(base))
        if progress:
            progress(n + 1)
    return Prepared(list(questions), rows, graphs, bases, sentences)


def _same_key(key: str) -> Callable[[MemoryItem], bool]:
    def same(item: MemoryItem) -> bool:
        return item.key == key

    return same


def _matrix(
    prepared: Prepared, indices: Sequence[int], memory: Memory, leave_out_self: bool
) -> tuple[Any, list[float]]:
    import numpy as np

    x: list[list[float]] = []
    two: list[float] = []
    for i in indices:
        q = prepared.questions[i]
        key = f"{file_key(q.file)}:{q.line}"
        exclude = _same_key(key) if leave_out_self else None
        mem, share = memory.features(q, exclude)
        x.extend(finish_rows(prepared.rows[i], mem))
        two.append(share)
    return np.asarray(x, dtype="float64"), two


def _labels(prepared: Prepared, indices: Sequence[int]) -> Any:
    import numpy as np

    return np.asarray(
        [float(letter in prepared.questions[i].answer) for i in indices for letter in LETTERS]
    )


def _fit(
    prepared: Prepared,
    indices: Sequence[int],
    params: dict[str, Any],
    held_out: dict[int, tuple[float, float, float]] | None = None,
) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any], Memory]:
    """Fit the option models and the count model on the questions ``indices``; the memory
    features of each training question leave that question out. The count model learns from
    ``held_out`` option scores (question → scores from models that did not see it) when
    given, else from the fitted models' own (optimistic) scores."""
    import numpy as np

    memory = Memory(MemoryItem.of(prepared.questions[i]) for i in indices)
    x, two = _matrix(prepared, indices, memory, leave_out_self=True)
    y = _labels(prepared, indices)
    linear = _fit_linear(x, y, float(params["C"]))
    trees = _fit_trees(x, y, params)
    scores = (_linear_predict(linear, x) + _trees_predict(trees, x)) / 2
    count_x, count_y = [], []
    for n, i in enumerate(indices):
        q = prepared.questions[i]
        if q.allows_two:
            own = held_out[i] if held_out and i in held_out else scores[3 * n : 3 * n + 3]
            count_x.append(count_row(q, own, two[n]))
            count_y.append(float(len(q.answer) == 2))
    if len(set(count_y)) == 2:
        count = _fit_linear(np.asarray(count_x), np.asarray(count_y), 1.0)
    else:  # a constant: every training question had the same count (or none allowed two)
        share = sum(count_y) / len(count_y) if count_y else 0.0
        count = {
            "mean": [0.0] * len(COUNT_FEATURES),
            "scale": [1.0] * len(COUNT_FEATURES),
            "coef": [0.0] * len(COUNT_FEATURES),
            "intercept": 10.0 if share > 0.5 else -10.0,
        }
    return linear, trees, count, memory


@dataclass(frozen=True, slots=True)
class Answered:
    """A question answered by the learned model."""

    question: Question
    scores: tuple[float, float, float]
    predicted: frozenset[str]
    #: Predicted number of answers (1 for single-answer exams).
    count: int
    memory_similarity: float
    #: The memory features of the three options (``memory_right``, ``memory_wrong``, …).
    memory: tuple[dict[str, float], ...] = ()


def _answer(
    prepared: Prepared,
    indices: Sequence[int],
    linear: dict[str, Any],
    trees: dict[str, Any],
    count: dict[str, Any],
    memory: Memory,
) -> list[Answered]:
    import numpy as np

    x, two = _matrix(prepared, indices, memory, leave_out_self=False)
    if not len(x):
        return []
    scores = (_linear_predict(linear, x) + _trees_predict(trees, x)) / 2
    out = []
    for n, i in enumerate(indices):
        q = prepared.questions[i]
        s = [float(v) for v in scores[3 * n : 3 * n + 3]]
        k = 1
        if q.allows_two:
            p = float(_linear_predict(count, np.asarray([count_row(q, s, two[n])]))[0])
            k = 2 if p > 0.5 else 1
        similarity = float(x[3 * n, FEATURES.index("memory_similarity")])
        mem = tuple(
            {name: float(x[3 * n + j, FEATURES.index(name)]) for name in MEMORY_FEATURES}
            for j in range(3)
        )
        out.append(Answered(q, (s[0], s[1], s[2]), pick_letters(s, k == 2), k, similarity, mem))
    return out


#: The settings cross-validated by :func:`train` (first = the default; ties keep the earlier).
GRID: tuple[dict[str, Any], ...] = (
    {"C": 0.1, "trees": 150, "depth": 3, "rate": 0.05},
    {"C": 1.0, "trees": 150, "depth": 3, "rate": 0.05},
    {"C": 0.1, "trees": 300, "depth": 2, "rate": 0.05},
)
FOLDS = 5


def cross_validate(prepared: Prepared, params: dict[str, Any]) -> list[Answered]:
    """Five interleaved folds over the questions: each fold answered by models (and a memory)
    fitted on the other four."""
    n = len(prepared.questions)
    out: list[Answered | None] = [None] * n
    for fold in range(FOLDS):
        held = [i for i in range(n) if i % FOLDS == fold]
        rest = [i for i in range(n) if i % FOLDS != fold]
        if not held or not rest:
            continue
        linear, trees, count, memory = _fit(prepared, rest, params)
        for i, a in zip(held, _answer(prepared, held, linear, trees, count, memory), strict=True):
            out[i] = a
    return [a for a in out if a is not None]


def accuracy(answered: Sequence[Answered]) -> float:
    """Exact-match accuracy."""
    right = sum(a.predicted == a.question.answer for a in answered)
    return right / len(answered) if answered else 0.0


def train(
    prepared: Prepared,
    *,
    memory_extra: Sequence[Question] = (),
    grid: Sequence[dict[str, Any]] = GRID,
    log: Callable[[str], None] | None = None,
) -> tuple[OptionModel, dict[str, Any]]:
    """Cross-validate :data:`GRID` on ``prepared`` (train only), fit the best setting on all of
    it, and return the model with the cross-validation report (``memory_extra``: further
    labelled questions for the memory only, never fitted on, e.g. validation for a final test
    run)."""
    require_training()
    if len(prepared.questions) < 2 * FOLDS:
        raise OptionModelError(
            "training questions", f"{len(prepared.questions)} questions; give at least {2 * FOLDS}"
        )
    report: dict[str, Any] = {"folds": FOLDS, "settings": []}
    best: tuple[int, int] = (-1, 0)
    answered_by: dict[int, list[Answered]] = {}
    for n, params in enumerate(grid):
        answered = cross_validate(prepared, params)
        answered_by[n] = answered
        right = sum(a.predicted == a.question.answer for a in answered)
        report["settings"].append({"parameters": params, "correct": right, "n": len(answered)})
        if log:
            log(f"cv {params}: {right}/{len(answered)}")
        if right > best[0]:
            best = (right, n)
    params = dict(grid[best[1]])
    report["chosen"] = params
    report["answered"] = answered_by[best[1]]
    everything = list(range(len(prepared.questions)))
    position = {id(q): i for i, q in enumerate(prepared.questions)}
    held_out = {position[id(a.question)]: a.scores for a in answered_by[best[1]]}
    linear, trees, count, _ = _fit(prepared, everything, params, held_out)
    bank = [_question_json(q) for q in [*prepared.questions, *memory_extra]]
    training = {
        "questions": len(prepared.questions),
        "sha256": data_hash(prepared.questions),
        "memory_extra": len(memory_extra),
        "memory_extra_sha256": data_hash(memory_extra) if memory_extra else None,
        "cv_correct": best[0],
        "seed": SEED,
    }
    model = OptionModel(params, linear, trees, count, bank, training)
    return model, report


def answer_with(model: OptionModel, prepared: Prepared) -> list[Answered]:
    """Answer prepared questions with a loaded model (its memory never recalls the question
    itself: a question remembered under the same key is left out)."""
    import numpy as np

    out = []
    for i, q in enumerate(prepared.questions):
        key = f"{file_key(q.file)}:{q.line}"
        mem, share = model.memory.features(q, _same_key(key))
        x = np.asarray(finish_rows(prepared.rows[i], mem), dtype="float64")
        s = [float(v) for v in model.option_scores(x)]
        k = 1
        if q.allows_two:
            p = float(_linear_predict(model.count, np.asarray([count_row(q, s, share)]))[0])
            k = 2 if p > 0.5 else 1
        similarity = mem[0]["memory_similarity"]
        letters = pick_letters(s, k == 2)
        out.append(Answered(q, (s[0], s[1], s[2]), letters, k, similarity, tuple(mem)))
    return out


# ---------------------------------------------------------------------------------------------
# Reports: answered questions as mcqa predictions

#: The features shown per choice in ``mcqa eval`` / ``mcqa answer`` output and in the prompt.
SHOWN = (
    "bm25",
    "coverage",
    "sentence",
    "verbatim",
    "facts",
    "option_absolute",
    "option_negation",
    "negation_mismatch",
    "memory_right",
    "memory_wrong",
)


def predictions(prepared: Prepared, answered: Sequence[Answered]) -> list[Any]:
    """:class:`legalkg.graf.mcqa.Prediction` objects (with the BM25 baseline's pick, the
    predicted count and the nearest remembered question) for answered questions."""
    import dataclasses

    from legalkg.graf.mcqa import DEFAULT_WEIGHTS, Prediction, _choice_scores, baseline_pick

    by_question = {id(q): i for i, q in enumerate(prepared.questions)}
    out = []
    for a in answered:
        i = by_question[id(a.question)]
        choices = _choice_scores(prepared.base[i], prepared.graphs[i], DEFAULT_WEIGHTS)
        shown = []
        memory = a.memory or ({}, {}, {})
        for c, row, mem, score in zip(choices, prepared.rows[i], memory, a.scores, strict=True):
            both = {**row, **mem}
            features = {k: round(float(both[k]), 4) for k in SHOWN if k in both}
            shown.append(dataclasses.replace(c, score=round(score, 6), features=features))
        out.append(
            Prediction(
                a.question,
                tuple(shown),
                a.predicted,
                baseline_pick(prepared.base[i], a.question),
                a.count if a.question.allows_two else None,
                a.memory_similarity,
            )
        )
    return out


def evidence(prepared: Prepared, i: int, answered: Answered | None = None) -> list[dict[str, Any]]:
    """Per option of question ``i``: its best supporting sentence, the :data:`SHOWN`
    features and, with a model's answer, its score (what the ``--llm`` prompt shows)."""
    out = []
    memory = answered.memory if answered is not None and answered.memory else ({}, {}, {})
    for n, (row, sentence, mem) in enumerate(
        zip(prepared.rows[i], prepared.sentences[i], memory, strict=True)
    ):
        both = {**row, **mem}
        out.append(
            {
                "sentence": sentence[:600],
                "features": {k: round(float(both[k]), 3) for k in SHOWN if k in both},
                "score": None if answered is None else round(answered.scores[n], 3),
            }
        )
    return out
