"""The ``retrieve`` request type for ``legalkg ask``: law-graph subgraph retrieval.

``legalkg ask --store S --request '{"type": "retrieve", "text": "munca de noapte", "k": 10}'``,
or a question written ``retrieve: TEXT`` (also ``caută: TEXT``). The plan is one step,
``graf-retrieve``: BM25 seeds over entity labels and article texts, then breadth-first expansion
through the ``graf-neighbours`` template (each query is recorded in the answer's steps).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, ClassVar

from legalkg.core.errors import LegalKGError
from legalkg.engine.answers import Runner, register_builder, register_step_handler
from legalkg.engine.planner import PlanError, Request, Step, register_request
from legalkg.engine.questions import register_question_parser
from legalkg.graf.retrieve import (
    DEFAULT_DEPTH,
    DEFAULT_K,
    DEFAULT_MAX_ENTITIES,
    check_parameters,
    index_for,
    retrieve,
)

POLICY_SEEDS = (
    "Seeds are the k entities with the best BM25 score over their labels plus half the best "
    "BM25 score of the articles their facts come from (Romanian stemming, folded diacritics); "
    "an article containing a quoted phrase literally is ranked first."
)
POLICY_BFS = (
    "The subgraph grows breadth-first from the seeds to the given depth, admitting the "
    "best-scored new entities first until the entity cap; it holds every fact found whose two "
    "ends were admitted, each with the article it was extracted from."
)
_PREFIX = re.compile(r"^\s*(?:retrieve|cauta|caută)\s*:\s*(.+)$", re.I | re.S)


def _int(name: str, value: int | str | None, default: int) -> int:
    if value is None:
        return default
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    raise PlanError(f"retrieve: '{name}' must be a whole number, got {value!r}")


@register_request
@dataclass(frozen=True, slots=True)
class Retrieve(Request):
    """Retrieve the law-graph subgraph and articles for ``text``."""

    type: ClassVar[str] = "retrieve"
    integer_params: ClassVar[frozenset[str]] = frozenset({"k", "depth", "max_entities"})
    text: str | None = None
    k: int | str | None = None
    depth: int | str | None = None
    max_entities: int | str | None = None
    domain: str | None = None

    def check(self) -> None:
        if not self.text or not self.text.strip():
            raise PlanError("retrieve: missing 'text' (the words to search for)")
        try:
            check_parameters(*self.numbers(), 10)
        except LegalKGError as e:
            raise PlanError(f"retrieve: {e}") from None

    def numbers(self) -> tuple[int, int, int]:
        """``k``, ``depth`` and ``max_entities`` with GRAF's defaults (10, 1, 50)."""
        return (
            _int("k", self.k, DEFAULT_K),
            _int("depth", self.depth, DEFAULT_DEPTH),
            _int("max_entities", self.max_entities, DEFAULT_MAX_ENTITIES),
        )

    def plan(self) -> tuple[list[Step], list[str]]:
        k, depth, cap = self.numbers()
        step = Step(
            "graf-retrieve",
            {"text": self.text, "k": k, "depth": depth, "max_entities": cap, "domain": self.domain},
            "BM25 seeds, then breadth-first expansion through graf-neighbours",
        )
        return [step], [POLICY_SEEDS, POLICY_BFS]


def _run_retrieve(runner: Runner, step: Step, request: Any) -> list[dict[str, str | None]]:
    b = step.bindings
    try:
        index = index_for(runner.store, b["domain"])
        subgraph = retrieve(
            index, b["text"], runner.run, k=b["k"], depth=b["depth"], max_entities=b["max_entities"]
        )
    except LegalKGError as e:
        raise PlanError(str(e)) from e
    return [{"subgraph": subgraph.dumps()}]


def _build(request: Any, runner: Runner, outputs: list[Any]) -> Any:
    result: dict[str, Any] = json.loads(outputs[0][0]["subgraph"])
    articles = result["articles"]
    citations = [{"iri": a["iri"], "label": f"{a['label']}, {a['law']}"} for a in articles]
    if articles:
        top = ", ".join(f"{a['label']} ({a['law']})" for a in articles[:3])
        answer = (
            f"{len(articles)} article(s) retrieved, best: {top}; "
            f"{len(result['facts'])} fact(s) among {len(result['entities'])} entities."
        )
    else:
        answer = "No article or entity matches the text."
    return result, answer, citations


def _parse(text: str, hint: str | None) -> Request | None:
    m = _PREFIX.match(text)
    return Retrieve(text=m.group(1).strip()) if m else None


register_builder(Retrieve, _build)
register_step_handler("graf-retrieve", _run_retrieve)
register_question_parser(_parse)
