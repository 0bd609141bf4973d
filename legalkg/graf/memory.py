"""The memory of labelled questions: exam questions repeat, so the nearest remembered
questions (word-set Jaccard over question and options, folded) tell which options were right."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from legalkg.core.text import tokens
from legalkg.graf.questions import LETTERS, Question, file_key

#: Two questions whose folded words (question and options) overlap by this Jaccard share or
#: more are near-duplicates (the exam repeated the question).
NEAR_DUPLICATE = 0.8
#: Least similarity of a remembered question to be used by the memory.
#: (0.3: the models weigh a match by its similarity; on train cross-validation 0.3 did no
#: worse than 0.5 and recalled more of the reworded repeats.)
MEMORY_MIN = 0.3
#: Least word-set similarity of a remembered option to a new one to count as the same option.
OPTION_MIN = 0.3


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def question_words(q: Question) -> set[str]:
    """The folded words of a question and its options (for memory and near-duplicates)."""
    return set(tokens(" ".join([q.text, *q.options])))


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
                    if match < OPTION_MIN:
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
