"""Request types, answer builders, question readers and commands added from other modules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from legalkg.engine import answers, planner, questions
from legalkg.engine.answers import Runner, answer_request
from legalkg.engine.planner import PlanError, Request, Step, make_plan, request_from_json
from legalkg.norms import questions as norm_questions
from legalkg.store.local import Store


@dataclass(frozen=True, slots=True)
class WorksNamed(Request):
    """A toy request type: the works whose title contains ``words``."""

    type: ClassVar[str] = "test-works-named"
    words: str = ""
    limit: int | None = None
    integer_params: ClassVar[frozenset[str]] = frozenset({"limit"})

    def check(self) -> None:
        if not self.words:
            raise PlanError("missing 'words'")

    def plan(self) -> tuple[list[Step], list[str]]:
        return [Step("works", {}, "every work"), Step("pick", {}, "keep the matching ones")], [
            "toy policy"
        ]


def _pick(runner: Runner, step: Step, request: Any) -> list[dict[str, str | None]]:
    rows = runner.run("works", {})
    return [r for r in rows if request.words.lower() in (r["title"] or "").lower()]


def _build(request: Any, runner: Runner, outputs: list[Any]) -> Any:
    titles = [r["title"] for r in outputs[0]]
    return {"titles": titles}, f"{len(titles)} work(s).", []


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(planner.REQUEST_TYPES, WorksNamed.type, WorksNamed)
    monkeypatch.setitem(answers._BUILDERS, WorksNamed, _build)
    monkeypatch.setitem(answers.STEP_HANDLERS, "pick", _pick)
    monkeypatch.setattr(  # the registry as norms.questions reads it
        norm_questions,
        "QUESTION_PARSERS",
        [lambda text, hint: WorksNamed(words=text.split()[-1]) if "works" in text else None],
    )


@pytest.mark.usefixtures("registered")
def test_a_registered_request_is_read_planned_and_answered(store: Store, art6: Any) -> None:
    from legalkg.ingest import ingest

    ingest([art6], store=store)
    request = request_from_json({"type": "test-works-named", "words": "constitui", "limit": 3})
    assert request == WorksNamed(words="constitui", limit=3)
    assert [s.template for s in make_plan(request).steps] == ["works", "pick"]
    answer = answer_request(request, store)
    assert answer.answer == "1 work(s)."
    assert answer.plan.policies == ("toy policy",)
    assert norm_questions.parse_question("list the works Constitui") == WorksNamed(
        words="Constitui"
    )


@pytest.mark.usefixtures("registered")
def test_a_registered_request_checks_its_parameters() -> None:
    with pytest.raises(PlanError, match="missing 'words'"):
        request_from_json({"type": "test-works-named"})
    with pytest.raises(PlanError, match="'words' must be a string"):
        request_from_json({"type": "test-works-named", "words": 3})


def test_a_question_no_reader_takes_is_still_refused() -> None:
    with pytest.raises(questions.QuestionError, match="cites no provision"):
        norm_questions.parse_question("what is the weather like?")


def test_register_request_needs_a_type() -> None:
    with pytest.raises(ValueError, match="no 'type'"):
        planner.register_request(Request)
