"""``ask``: questions, JSON requests and batches → answers; optional OpenAI-compatible LLM.

An LLM is never needed. When configured, it may (1) phrase an answer from the grounded prompt,
shown beside the deterministic answer and its citations, and (2) translate a question the rules
could not read into a request, which is shown to the user, never used silently.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from legalkg.core.errors import LegalKGError
from legalkg.engine.answers import Answer, AnswerCache, answer_request, shared_cache
from legalkg.engine.llm import LLMConfig, LLMError, chat
from legalkg.engine.planner import (
    REQUEST_TYPES,
    PlanError,
    Request,
    request_from_json,
    request_to_json,
)
from legalkg.engine.questions import QuestionError
from legalkg.norms import answers as _norm_answers  # noqa: F401  (registers the norm answers)
from legalkg.norms.lawnames import names_from_store
from legalkg.norms.questions import PendingQuestion, act_dates_from_store, parse_question
from legalkg.store.local import Store

__all__ = [
    "Asked",
    "LLMConfig",
    "LLMError",
    "ask_batch",
    "ask_one",
    "chat",
    "request_from_llm",
]


_PARSE_INSTRUCTIONS = """\
Translate the user's question about a legal norm into ONE JSON request object and output only
that JSON. Request types and their parameters (dates are YYYY-MM-DD; components are citations
such as "art. 6º", "art. 5º, inciso LXXVIII", "Título II"):
{types}
If the question cannot be expressed with these types, output {{"type": "none"}}."""


def request_from_llm(config: LLMConfig, question: str) -> Request:
    """Ask the LLM to translate ``question`` into a request; the result is validated.

    :raises LLMError: when the LLM gives no valid request.
    """
    from dataclasses import fields

    types = "\n".join(
        f"- {name}: " + ", ".join(str(f.metadata.get("json", f.name)) for f in fields(cls))
        for name, cls in REQUEST_TYPES.items()
    )
    content = chat(
        config,
        [
            {"role": "system", "content": _PARSE_INSTRUCTIONS.format(types=types)},
            {"role": "user", "content": question},
        ],
    )
    match = re.search(r"\{.*\}", content, re.DOTALL)
    try:
        data = json.loads(match.group(0) if match else content)
        return request_from_json(data)
    except (json.JSONDecodeError, PlanError) as e:
        raise LLMError(f"the LLM gave no usable request: {e}: {content[:300]!r}") from e


_ANSWER_SYSTEM = "You are a careful legal research assistant. Answer only from the given facts."


@dataclass(frozen=True, slots=True)
class Asked:
    """An answer, with the LLM's wording and the LLM-produced request when they were used."""

    answer: Answer
    llm_answer: str | None = None
    parsed_by_llm: str | None = None

    def to_json(self) -> dict[str, Any]:
        out = self.answer.to_json()
        if self.llm_answer is not None:
            out["llm_answer"] = self.llm_answer
        if self.parsed_by_llm is not None:
            out["request_from_llm"] = True
        return out

    def render(self, fmt: str, *, show_prompt: bool = False) -> str:
        if fmt == "json":
            return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True, indent=2) + "\n"
        text = ""
        if self.llm_answer is not None:
            text += f"LLM answer:\n{self.llm_answer.strip()}\n\nDeterministic answer:\n"
        text += self.answer.to_text()
        if show_prompt or self.llm_answer is None:
            text += "\nGrounded prompt (send it to any LLM, or use --llm):\n" + self.answer.prompt
        return text


def _check_reference(store: Store, e: PendingQuestion, cache: Any) -> None:
    """Refuse for an unknown work or provision before refusing for what the question lacks."""
    from legalkg.norms.edges import EdgeVersion

    probe = EdgeVersion(component=e.component, which="first", work=e.work or None, scope="own")
    try:
        answer_request(probe, store, cache=cache)
    except QuestionError:
        raise
    except PlanError as found:
        raise PlanError(f"cannot answer: {found}") from None


def ask_one(
    store: Store,
    *,
    question: str | None = None,
    request_json: str | None = None,
    work: str | None = None,
    llm: LLMConfig | None = None,
    llm_parse: LLMConfig | None = None,
    cache: dict[str, list[Any]] | None = None,
) -> Asked:
    """Answer one question or JSON request (``cache``: see :func:`answer_request`).

    :raises PlanError: for an unreadable question or request (lists the accepted forms).
    :raises LLMError: when a configured LLM fails.
    """
    parsed_by_llm = None
    if request_json is not None:
        try:
            data = json.loads(request_json)
        except json.JSONDecodeError as e:
            raise PlanError(f"--request is not JSON: {e}") from None
        if (
            work
            and isinstance(data, dict)
            and "work" not in data
            and data.get("type") != "actions-by-source"
        ):
            data["work"] = work
        request = request_from_json(data)
    else:
        assert question is not None
        try:
            request = parse_question(
                question,
                work=work,
                act_dates=act_dates_from_store(store),
                names=names_from_store(store, cache),
            )
        except PendingQuestion as e:
            _check_reference(store, e, cache)
            if llm_parse is None:
                raise
            request = request_from_llm(llm_parse, question)
            parsed_by_llm = json.dumps(request_to_json(request), ensure_ascii=False, sort_keys=True)
        except QuestionError:
            if llm_parse is None:
                raise
            request = request_from_llm(llm_parse, question)
            parsed_by_llm = json.dumps(request_to_json(request), ensure_ascii=False, sort_keys=True)
    answer = answer_request(request, store, question=question, cache=cache)
    llm_answer = None
    if llm is not None:
        llm_answer = chat(
            llm,
            [
                {"role": "system", "content": _ANSWER_SYSTEM},
                {"role": "user", "content": answer.prompt},
            ],
        )
    return Asked(answer, llm_answer, parsed_by_llm)


def ask_batch(lines: Iterable[str], store: Store, *, work: str | None = None) -> Iterator[str]:
    """Answer a JSON Lines batch: one output line per input line, in order, carrying its id.

    A line that fails gets ``{"id": …, "error": {"type": …, "message": …}}``; the batch goes on.
    The requests share one cache of resolution steps (the work, acts, citations): the
    generation's (:func:`legalkg.engine.answers.shared_cache`) on disk, the batch's own in memory.
    """
    shared = shared_cache(store)
    cache = shared if shared is not None else AnswerCache()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        item_id: Any = None
        try:
            item = json.loads(line)
            if not isinstance(item, dict):
                raise PlanError("each line must be a JSON object")
            item_id = item.get("id", number)
            if ("question" in item) == ("request" in item):
                raise PlanError("each line needs exactly one of 'question' or 'request'")
            if "request" in item:
                asked = ask_one(
                    store, request_json=json.dumps(item["request"]), work=work, cache=cache
                )
            else:
                asked = ask_one(store, question=str(item["question"]), work=work, cache=cache)
            out = {"id": item_id, **asked.to_json()}
        except json.JSONDecodeError as e:
            out = {"id": number, "error": {"type": "json", "message": f"line {number}: {e}"}}
        except RecursionError:
            message = f"line {number}: nested too deeply to read; flatten it"
            out = {"id": item_id or number, "error": {"type": "json", "message": message}}
        except LegalKGError as e:
            out = {"id": item_id, "error": {"type": type(e).__name__, "message": str(e)}}
        yield json.dumps(out, ensure_ascii=False, sort_keys=True)
