"""Questions in words: the error that refuses one, and the registry of question readers.

The norms domain reads questions that cite a provision (:mod:`legalkg.norms.questions`);
questions that cite none go to the readers that domains register here
(:func:`register_question_parser`), in order, before the question is refused.
"""

from __future__ import annotations

from collections.abc import Callable

from legalkg.engine.planner import PlanError, Request

POINTER = "Accepted questions: docs/requests.md#questions."


class QuestionError(PlanError):
    """A question the rules cannot read: one line saying why, and where the forms are."""

    def __init__(self, why: str) -> None:
        super().__init__(f"cannot read the question: {why}. {POINTER}")


#: Readers of questions that cite no provision (events, discovery…), added by extension modules
#: with :func:`register_question_parser`; each returns a request, or ``None`` when the question
#: is not its kind, and is tried in order before the question is refused.
QUESTION_PARSERS: list[Callable[[str, str | None], Request | None]] = []


def register_question_parser(parser: Callable[[str, str | None], Request | None]) -> None:
    """Try ``parser(text, work_hint)`` on questions that cite no provision."""
    QUESTION_PARSERS.append(parser)
