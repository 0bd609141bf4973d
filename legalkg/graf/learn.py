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

The code lives in modules along its seams, re-exported here: :mod:`legalkg.graf.features`
(option features), :mod:`legalkg.graf.memory` (the memory of labelled questions) and
:mod:`legalkg.graf.optionmodel` (the model file and the fitted models); this module prepares,
cross-validates, trains and answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from legalkg.graf.features import (
    BASE,
    COUNT_FEATURES,
    FEATURES,
    MEMORY_FEATURES,
    NEGATED,
    RELATIVE,
    Featurizer,
    _longest_run,
    count_row,
    finish_rows,
    pick_letters,
)
from legalkg.graf.memory import MEMORY_MIN, NEAR_DUPLICATE, Memory, MemoryItem, question_words
from legalkg.graf.optionmodel import (
    MODEL_FORMAT,
    MODEL_KIND,
    SEED,
    OptionModel,
    OptionModelError,
    _fit_linear,
    _fit_ranker,
    _fit_trees,
    _linear_predict,
    _question_json,
    data_hash,
    ensemble_scores,
    require_training,
)
from legalkg.graf.questions import LETTERS, Question, file_key
from legalkg.graf.retrieve import Subgraph

__all__ = [
    "BASE",
    "COUNT_FEATURES",
    "FEATURES",
    "FOLDS",
    "GRID",
    "MEMORY_FEATURES",
    "MEMORY_MIN",
    "MODEL_FORMAT",
    "MODEL_KIND",
    "NEAR_DUPLICATE",
    "NEGATED",
    "RELATIVE",
    "SEED",
    "SHOWN",
    "Answered",
    "Featurizer",
    "Memory",
    "MemoryItem",
    "OptionModel",
    "OptionModelError",
    "Prepared",
    "_longest_run",
    "accuracy",
    "answer_with",
    "count_row",
    "cross_validate",
    "data_hash",
    "evidence",
    "finish_rows",
    "pick_letters",
    "predictions",
    "prepare",
    "question_words",
    "require_training",
    "train",
]


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
) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any] | None, dict[str, Any], Memory]:
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
    ranker = _fit_ranker(x, y, float(params["C"])) if params.get("ranker") else None
    scores = ensemble_scores(linear, trees, ranker, x)
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
    return linear, trees, ranker, count, memory


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
    ranker: dict[str, Any] | None,
    count: dict[str, Any],
    memory: Memory,
) -> list[Answered]:
    import numpy as np

    x, two = _matrix(prepared, indices, memory, leave_out_self=False)
    if not len(x):
        return []
    scores = ensemble_scores(linear, trees, ranker, x)
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
        linear, trees, ranker, count, memory = _fit(prepared, rest, params)
        answered = _answer(prepared, held, linear, trees, ranker, count, memory)
        for i, a in zip(held, answered, strict=True):
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
    linear, trees, ranker, count, _ = _fit(prepared, everything, params, held_out)
    bank = [_question_json(q) for q in [*prepared.questions, *memory_extra]]
    training = {
        "questions": len(prepared.questions),
        "sha256": data_hash(prepared.questions),
        "memory_extra": len(memory_extra),
        "memory_extra_sha256": data_hash(memory_extra) if memory_extra else None,
        "cv_correct": best[0],
        "seed": SEED,
    }
    model = OptionModel(params, linear, trees, count, bank, training, ranker)
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

    from legalkg.graf.evaluation import Prediction
    from legalkg.graf.scoring import DEFAULT_WEIGHTS, _choice_scores, baseline_pick

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
