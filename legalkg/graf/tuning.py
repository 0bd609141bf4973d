"""Tuning the lexical scorer's weights (``legalkg mcqa tune``): grid search and
leave-one-exam-file-out cross-validation of the tuning procedures."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from legalkg.graf.evaluation import wilson
from legalkg.graf.questions import LETTERS, Question, file_key
from legalkg.graf.retrieve import Subgraph
from legalkg.graf.scoring import DEFAULT_MARGIN, DEFAULT_WEIGHTS, FEATURES

#: Values of every feature but ``article`` in the tuning grid; ``article`` (BM25) stays 1, so
#: the other features can only add evidence to BM25, at most as much as it (regularised
#: towards the BM25-only weights; 3^6 = 729 combinations).
WEIGHT_GRID = (0.0, 0.5, 1.0)
MARGIN_GRID = (0.0, 0.02, 0.05, 0.1, 0.2, 0.3)


def _combos(grid: Sequence[float], max_extra: int | None = None) -> list[tuple[float, ...]]:
    """Weight vectors with ``article`` = 1 and at most ``max_extra`` other features nonzero,
    the sparsest first (ties in tuning go to fewer features), then in grid order.

    >>> len(_combos((0.0,))), len(_combos((0.0, 0.5, 1.0), 1)), len(_combos((0.0, 1.0)))
    (1, 13, 64)
    """
    others = [n for n in FEATURES if n != "article"]
    out = []
    for values in itertools.product(grid, repeat=len(others)):
        w = dict(zip(others, values, strict=True))
        if max_extra is None or sum(1 for v in values if v) <= max_extra:
            out.append(tuple(1.0 if n == "article" else w[n] for n in FEATURES))
    return sorted(out, key=lambda c: sum(1 for v in c if v))


def _correct_matrix(
    questions: Sequence[Question],
    features: Sequence[tuple[list[dict[str, float]], list[Subgraph]]],
    combos: Sequence[tuple[float, ...]],
    negation: bool = False,
) -> Any:
    """Whether each (margin, weights, question) answers exactly right: a boolean array of
    shape (len(MARGIN_GRID), len(combos), len(questions)); the same decisions as
    :func:`pick` (on :func:`combine`), vectorised."""
    import numpy as np

    x = np.array(
        [[[f.get(n, 0.0) for n in FEATURES] for f in fs] for fs, _ in features], dtype="float64"
    )
    if negation:
        flip = np.array([-1.0 if fs[0].get("negated") else 1.0 for fs, _ in features])
        x = x * flip[:, None, None]
    w = np.array(combos, dtype="float64")
    scores = np.round(np.einsum("qcf,wf->wqc", x, w), 6)  # (combos, questions, 3)
    order = np.argsort(-scores, axis=2, kind="stable")  # ties: the earlier letter
    top = np.take_along_axis(scores, order[:, :, :1], axis=2)[:, :, 0]
    second = np.take_along_axis(scores, order[:, :, 1:2], axis=2)[:, :, 0]
    bit = np.array([1, 2, 4])
    first_bit = bit[order[:, :, 0]]
    second_bit = bit[order[:, :, 1]]
    answers = np.array([sum(bit[LETTERS.index(a)] for a in q.answer) for q in questions])
    two = np.array([q.allows_two for q in questions])
    out = []
    for margin in MARGIN_GRID:
        add = two[None, :] & (top - second <= margin)
        out.append((first_bit | np.where(add, second_bit, 0)) == answers[None, :])
    return np.stack(out)


def _best(correct: Any, rows: Any) -> tuple[int, int, int]:
    """(margin index, combo index, correct count) of the best setting on the questions
    ``rows``; ties: the smaller margin, then the earlier (sparser) combo."""
    counts = correct[:, :, rows].sum(axis=2)  # (margins, combos)
    best = (0, 0, -1)
    for m in range(counts.shape[0]):
        c = int(counts[m].argmax())  # first maximum: the sparser combo
        if int(counts[m, c]) > best[2]:
            best = (m, c, int(counts[m, c]))
    return best


def tune(
    questions: Sequence[Question],
    features: Sequence[tuple[list[dict[str, float]], list[Subgraph]]],
    *,
    grid: Sequence[float] = WEIGHT_GRID,
    max_extra: int | None = None,
    negation: bool = False,
) -> tuple[dict[str, float], float, float]:
    """Grid search of the weights (``article`` 1, the others in ``grid``) and the margin (in
    :data:`MARGIN_GRID`) for the best exact-match accuracy on ``questions``; ties: the
    smaller margin, then the sparser weights. No cross-validation: see :func:`select`.

    :returns: weights, margin, accuracy.
    """
    import numpy as np

    if not questions:
        return dict(DEFAULT_WEIGHTS), DEFAULT_MARGIN, 0.0
    combos = _combos(grid, max_extra)
    correct = _correct_matrix(questions, features, combos, negation)
    m, c, n = _best(correct, np.arange(len(questions)))
    weights = dict(zip(FEATURES, combos[c], strict=True))
    return weights, MARGIN_GRID[m], round(n / len(questions), 4)


def cross_validate(
    questions: Sequence[Question],
    features: Sequence[tuple[list[dict[str, float]], list[Subgraph]]],
    *,
    grid: Sequence[float] = WEIGHT_GRID,
    max_extra: int | None = None,
    negation: bool = False,
) -> dict[str, Any]:
    """Leave-one-exam-file-out cross-validation of :func:`tune` (``grid`` ``(0.0,)``: BM25
    alone, only the margin tuned): for each file, tune on the other files and answer the
    held-out one (questions from a single file: five interleaved folds). The held-out
    answers of all folds give the cross-validated accuracy.

    :returns: ``{"n", "correct", "accuracy", "ci95", "folds": {file: {"n", "correct",
        "weights", "margin"}}}``.
    """
    import numpy as np

    combos = _combos(grid, max_extra)
    correct = _correct_matrix(questions, features, combos, negation)
    files = np.array([file_key(q.file) for q in questions])
    if len(set(files.tolist())) < 2:  # one file: five interleaved folds of its questions
        files = np.array([f"fold {i % 5 + 1} of 5" for i in range(len(questions))])
    folds: dict[str, Any] = {}
    total = 0
    for key in sorted(set(files.tolist())):
        held = np.flatnonzero(files == key)
        rest = np.flatnonzero(files != key)
        m, c, _ = _best(correct, rest)
        right = int(correct[m, c, held].sum())
        total += right
        folds[key] = {
            "n": len(held),
            "correct": right,
            "weights": dict(zip(FEATURES, combos[c], strict=True)),
            "margin": MARGIN_GRID[m],
        }
    n = len(questions)
    return {
        "n": n,
        "correct": total,
        "accuracy": round(total / n, 4) if n else 0.0,
        "ci95": list(wilson(total, n)),
        "folds": folds,
    }


#: The tuning procedures :func:`select` cross-validates: name → (weight grid of the features
#: other than ``article``, at most how many of them nonzero, negation handling). Listed
#: simplest first (ties in cross-validated accuracy go to the earlier).
PROCEDURES: dict[str, tuple[tuple[float, ...], int | None, bool]] = {
    "bm25": ((0.0,), 0, False),
    "bm25+negation": ((0.0,), 0, True),
    "bm25+one feature": (WEIGHT_GRID, 1, False),
    "grid": (WEIGHT_GRID, None, False),
    "grid+negation": (WEIGHT_GRID, None, True),
}


def select(
    questions: Sequence[Question],
    features: Sequence[tuple[list[dict[str, float]], list[Subgraph]]],
) -> dict[str, Any]:
    """Choose among :data:`PROCEDURES` (BM25 alone, BM25 plus one feature, or the full grid;
    with or without negation handling) by cross-validated accuracy on ``questions`` (the
    train split; ties: the simpler), then fit the chosen one on all of them.

    :returns: ``{"weights", "margin", "negation", "accuracy" (train, refit), "chosen",
        "cv": {procedure: …}, "n"}`` (see :func:`cross_validate`).
    """
    cv = {
        name: cross_validate(questions, features, grid=grid, max_extra=max_extra, negation=negation)
        for name, (grid, max_extra, negation) in PROCEDURES.items()
    }
    chosen = max(PROCEDURES, key=lambda name: (cv[name]["correct"], -list(PROCEDURES).index(name)))
    grid, max_extra, negation = PROCEDURES[chosen]
    weights, margin, accuracy = tune(
        questions, features, grid=grid, max_extra=max_extra, negation=negation
    )
    return {
        "weights": weights,
        "margin": margin,
        "negation": negation,
        "accuracy": accuracy,
        "chosen": chosen,
        "cv": cv,
        "n": len(questions),
    }
