"""Answered questions and their accuracy: predictions, Wilson intervals, the McNemar test
against the BM25 baseline, and the ``legalkg mcqa eval`` report."""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from legalkg.graf.memory import NEAR_DUPLICATE
from legalkg.graf.questions import LETTERS, Question, file_key, outside_corpus

if TYPE_CHECKING:
    from legalkg.graf.scoring import Scorer

BASELINE_DESCRIPTION = (
    "plain BM25 over the article texts of the subject's laws (bm25s, Romanian stems), "
    "query = question + choice, score = best article's score; top choice (two only on a tie)."
)
#: The GRAF paper, Table 3 (promotion exams, accuracy %): subject → (LLM + BM25 RAG, GRAF).
PAPER_TABLE3: dict[str, tuple[float, float]] = {
    "civil": (51.06, 49.46),
    "muncii": (56.57, 57.29),
    "international": (52.38, 67.12),
    "average (9 subjects)": (51.57, 60.09),
}


@dataclass(frozen=True, slots=True)
class ChoiceScore:
    """One choice of one question: its features, score and the evidence it was aligned with."""

    letter: str
    features: dict[str, float]
    score: float
    best_fact: str | None
    articles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Prediction:
    """A question answered: the predicted letters, whether they are exactly the answer."""

    question: Question
    choices: tuple[ChoiceScore, ...]
    predicted: frozenset[str]
    #: The BM25 baseline's pick for the same question (see :func:`baseline_pick`).
    baseline: frozenset[str] = frozenset()
    #: The learned model's predicted number of answers (None: no model, or one-answer exam).
    count: int | None = None
    #: Similarity of the most similar question the model remembers (None: no model).
    nearest: float | None = None

    @property
    def near_duplicate(self) -> bool:
        """Whether a remembered (training) question is a near-duplicate of this one."""
        return self.nearest is not None and self.nearest >= NEAR_DUPLICATE

    @property
    def correct(self) -> bool:
        """Whether the predicted letters are exactly the correct ones."""
        return self.predicted == self.question.answer

    @property
    def baseline_correct(self) -> bool:
        """Whether the BM25 baseline's letters are exactly the correct ones."""
        return self.baseline == self.question.answer

    def to_json(self) -> dict[str, Any]:
        """The question, the predicted and correct letters, and each choice's evidence."""
        q = self.question
        return {
            "question": q.text,
            "options": dict(zip(LETTERS, q.options, strict=True)),
            "predicted": sorted(self.predicted),
            "predicted_count": self.count,
            "nearest_remembered": None if self.nearest is None else round(self.nearest, 4),
            "baseline": sorted(self.baseline),
            "answer": sorted(q.answer),
            "choices": [
                {
                    "letter": c.letter,
                    "score": c.score,
                    "features": c.features,
                    "best_fact": c.best_fact,
                    "articles": list(c.articles),
                }
                for c in self.choices
            ],
        }

    def to_text(self) -> str:
        """The pick, then per choice its score, features and evidence."""
        q = self.question
        lines = [f"Answer: {''.join(sorted(self.predicted))}"]
        if q.answer:
            lines[0] += f"   (correct: {''.join(sorted(q.answer))})"
        for c, option in zip(self.choices, q.options, strict=True):
            feats = ", ".join(f"{k} {v:.3f}" for k, v in c.features.items())
            lines.append(f"{c.letter}. {option}")
            lines.append(f"   score {c.score:.3f} ({feats})")
            if c.best_fact:
                lines.append(f"   fact: {c.best_fact}")
            if c.articles:
                lines.append(f"   articles: {'; '.join(c.articles)}")
        return "\n".join(lines) + "\n"


def wilson(correct: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score 95% interval of a proportion.

    >>> wilson(30, 60)
    (0.3774, 0.6226)
    """
    if n == 0:
        return (0.0, 0.0)
    p = correct / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


def mcnemar(predictions: Iterable[Prediction]) -> dict[str, Any]:
    """The exact (binomial) McNemar test of legalkg against the BM25 baseline on the same
    questions: ``better`` (legalkg right, BM25 wrong), ``worse`` (the reverse), two-sided p.

    >>> mcnemar([])
    {'better': 0, 'worse': 0, 'p': 1.0}
    """
    items = list(predictions)
    b = sum(p.correct and not p.baseline_correct for p in items)
    c = sum(p.baseline_correct and not p.correct for p in items)
    n = b + c
    tail = sum(math.comb(n, k) for k in range(min(b, c) + 1)) / 2**n if n else 0.5
    return {"better": b, "worse": c, "p": round(min(1.0, 2 * tail), 4)}


def _stats(predictions: Iterable[Prediction], *, baseline: bool = False) -> dict[str, Any]:
    items = list(predictions)
    n = len(items)
    correct = sum(p.baseline_correct if baseline else p.correct for p in items)
    low, high = wilson(correct, n)
    return {
        "n": n,
        "correct": correct,
        "accuracy": round(correct / n, 4) if n else 0.0,
        "ci95": [low, high],
    }


@dataclass
class Evaluation:
    """Predictions of a question set and their accuracy per file, exam and subject."""

    predictions: list[Prediction]
    weights: dict[str, float]
    margin: float
    parameters: dict[str, Any] = field(default_factory=dict)
    #: Questions (by ``file_key:line``) that cite something outside the corpus, and what
    #: (:func:`outside_corpus`).
    outside: dict[str, str] = field(default_factory=dict)

    def note_outside(self, scorer: Scorer) -> Evaluation:
        """Find the questions that cite something outside their subject's corpus."""
        for p in self.predictions:
            q = p.question
            cited = outside_corpus(q, set(scorer.index_of(q).article_laws))
            if cited:
                self.outside[f"{file_key(q.file)}:{q.line}"] = cited
        return self

    def to_json(self) -> dict[str, Any]:
        """The ``legalkg mcqa eval -f json`` contract: ``overall`` and ``by_file`` (n, correct,
        accuracy, 95% Wilson interval), ``by_exam``, ``by_subject``, ``baseline`` (the same
        figures for plain BM25, :func:`baseline_pick`, measured in the same run), chance and
        the paper."""
        groups: dict[str, dict[str, list[Prediction]]] = {"file": {}, "exam": {}, "subject": {}}
        for p in self.predictions:
            q = p.question
            groups["file"].setdefault(file_key(q.file), []).append(p)
            groups["exam"].setdefault(q.exam, []).append(p)
            groups["subject"].setdefault(q.subject, []).append(p)
        by_file = {}
        for key, items in sorted(groups["file"].items()):
            q = items[0].question
            by_file[key] = {
                **_stats(items),
                "exam": q.exam,
                "subject": q.subject,
                "answers": "one" if not q.allows_two else "one or two",
            }
        baseline = {
            "name": "bm25",
            "description": BASELINE_DESCRIPTION,
            "overall": _stats(self.predictions, baseline=True),
            "by_file": {k: _stats(v, baseline=True) for k, v in sorted(groups["file"].items())},
            "by_exam": {k: _stats(v, baseline=True) for k, v in sorted(groups["exam"].items())},
            "by_subject": {
                k: _stats(v, baseline=True) for k, v in sorted(groups["subject"].items())
            },
        }
        extra: dict[str, Any] = {
            "mcnemar": {
                "overall": mcnemar(self.predictions),
                "by_exam": {k: mcnemar(v) for k, v in sorted(groups["exam"].items())},
                "by_subject": {k: mcnemar(v) for k, v in sorted(groups["subject"].items())},
            }
        }
        counted = [p for p in self.predictions if p.count is not None]
        if counted:
            right = sum(p.count == len(p.question.answer) for p in counted)
            two = sum(len(p.question.answer) == 2 for p in counted)
            extra["answer_count"] = {
                "n": len(counted),
                "correct": right,
                "accuracy": round(right / len(counted), 4),
                "ci95": list(wilson(right, len(counted))),
                "two_answers": two,
                "majority": round(max(two, len(counted) - two) / len(counted), 4),
            }
        if self.outside:
            cited = [
                p
                for p in self.predictions
                if f"{file_key(p.question.file)}:{p.question.line}" in self.outside
            ]
            extra["outside_corpus"] = {
                "n": len(cited),
                "by_subject": dict(sorted(Counter(p.question.subject for p in cited).items())),
                "cited": dict(sorted(Counter(self.outside.values()).items())),
                "correct": sum(p.correct for p in cited),
                "baseline_correct": sum(p.baseline_correct for p in cited),
            }
        if any(p.nearest is not None for p in self.predictions):
            kept = [p for p in self.predictions if not p.near_duplicate]
            by_exam: dict[str, list[Prediction]] = {}
            for p in kept:
                by_exam.setdefault(p.question.exam, []).append(p)
            extra["without_near_duplicates"] = {
                "excluded": len(self.predictions) - len(kept),
                "overall": _stats(kept),
                "baseline": _stats(kept, baseline=True),
                "mcnemar": mcnemar(kept),
                "by_exam": {
                    k: {
                        **_stats(v),
                        "baseline": _stats(v, baseline=True),
                        "mcnemar": mcnemar(v),
                    }
                    for k, v in sorted(by_exam.items())
                },
            }
        return {
            **extra,
            "overall": _stats(self.predictions),
            "baseline": baseline,
            "by_file": by_file,
            "by_exam": {k: _stats(v) for k, v in sorted(groups["exam"].items())},
            "by_subject": {k: _stats(v) for k, v in sorted(groups["subject"].items())},
            "chance": {
                "one answer": round(1 / 3, 4),
                "one or two answers (uniform over the 6 answer sets)": round(1 / 6, 4),
            },
            "paper_table3_promotion": {
                k: {"llm_bm25_rag": v[0] / 100, "graf": v[1] / 100} for k, v in PAPER_TABLE3.items()
            },
            "weights": self.weights,
            "margin": self.margin,
            "parameters": self.parameters,
        }

    def _scoring(self) -> str:
        p = self.parameters
        if p.get("llm"):
            return "Scoring: an LLM answering from the grounded prompt"
        if "cross_validation" in p:
            return f"Scoring: the learned option scorer, {p['cross_validation']}"
        if "model" in p:
            return "Scoring: the learned option scorer (logistic regression + gradient boosting)"
        return (
            "Scoring: lexical alignment of each choice's claims with the retrieved subgraph and "
            "articles (no LLM)"
        )

    def dumps(self) -> str:
        """Canonical JSON."""
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True, indent=2) + "\n"

    def to_text(self) -> str:
        """A table per file, exam and subject, next to chance and the paper's figures."""
        data = self.to_json()
        width = max([len(k) for k in data["by_file"]] + [20])

        base = data["baseline"]

        def cell(s: dict[str, Any]) -> str:
            lo, hi = s["ci95"]
            text = (
                f"{s['correct']:>4} {100 * s['accuracy']:>5.1f}% [{100 * lo:4.1f}, {100 * hi:4.1f}]"
            )
            return f"{text:<25}"

        def row(name: str, s: dict[str, Any], b: dict[str, Any], extra: str = "") -> str:
            return f"  {name:<{width}} {s['n']:>5}  {cell(s)}  {cell(b)}{extra}"

        head = (
            f"  {'':<{width}} {'n':>5}  {'legalkg: correct, acc, 95% CI':<25}"
            f"  {'BM25 baseline (same run)':<25}"
        )
        lines = ["By file:", head]
        for key, s in data["by_file"].items():
            lines.append(row(key, s, base["by_file"][key], f"  ({s['answers']})"))
        lines += ["By exam:", head]
        lines += [row(k, s, base["by_exam"][k]) for k, s in data["by_exam"].items()]
        lines += ["By subject:", head]
        for k, s in data["by_subject"].items():
            paper = PAPER_TABLE3.get(k)
            extra = (
                f"  paper (promotion): RAG {paper[0]:.2f}%, GRAF {paper[1]:.2f}%" if paper else ""
            )
            lines.append(row(k, s, base["by_subject"][k], extra))
        lines.append(row("overall", data["overall"], base["overall"]))
        diff = data["overall"]["correct"] - base["overall"]["correct"]
        lines += [
            "",
            f"legalkg vs. BM25 baseline: {diff:+d} questions of {data['overall']['n']} "
            f"({'better' if diff > 0 else 'worse' if diff < 0 else 'the same'}).",
        ]
        tests = data["mcnemar"]
        lines.append("Paired McNemar test against BM25 (exact; better / worse / two-sided p):")
        groups = [("overall", tests["overall"])]
        groups += [(f"exam {k}", v) for k, v in tests["by_exam"].items()]
        groups += [(f"subject {k}", v) for k, v in tests["by_subject"].items()]
        for name, t in groups:
            lines.append(f"  {name:<{width}} +{t['better']} / -{t['worse']}  p = {t['p']:.4f}")
        if "answer_count" in data:
            c = data["answer_count"]
            lo, hi = c["ci95"]
            lines.append(
                f"Answer count (exams allowing two): {c['correct']}/{c['n']} = "
                f"{100 * c['accuracy']:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] right "
                f"({c['two_answers']} have two; always-the-majority: {100 * c['majority']:.1f}%)"
            )
        if "outside_corpus" in data:
            o = data["outside_corpus"]
            subjects = ", ".join(f"{k} {v}" for k, v in o["by_subject"].items())
            lines.append(
                f"Questions citing a law or ruling outside the corpus: {o['n']} ({subjects}); "
                f"legalkg right on {o['correct']}, BM25 on {o['baseline_correct']}"
            )
        if "without_near_duplicates" in data:
            w = data["without_near_duplicates"]
            lines.append(
                f"Without the {w['excluded']} near-duplicates of remembered questions "
                "(same words, Jaccard >= 0.8):"
            )
            lines.append(row("overall", w["overall"], w["baseline"]))
            for k, v in w["by_exam"].items():
                lines.append(row(f"exam {k}", v, v["baseline"]))
            t = w["mcnemar"]
            lines.append(f"  McNemar: +{t['better']} / -{t['worse']}  p = {t['p']:.4f}")
        lines.append(f"Baseline: {BASELINE_DESCRIPTION}")
        lines += [
            "",
            "Chance: 33.3% for one answer (1/3); 16.7% for exams with one or two answers "
            "(1/6 answer sets).",
            "GRAF paper, Table 3 (promotion exams, 9 subjects): LLM+BM25-RAG 51.57%, GRAF 60.09%.",
            self._scoring() + "; exact match of the answer set.",
        ]
        return "\n".join(lines) + "\n"
