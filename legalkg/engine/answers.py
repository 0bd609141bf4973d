"""The answer runner: run a plan's steps on a store and build a typed, cited answer.

The engine part of answering, the same for every domain: :class:`Runner` renders each step's
template with its bindings and runs it (caching the resolution steps of a batch or of one store
generation), :func:`answer_request` runs a plan step by step and hands the rows to the answer
builder registered for the request type, and :class:`Answer` carries the result, the readable
answer, its citations and the grounded prompt. Domains register their builders
(:func:`register_builder`), their step handlers (:func:`register_step_handler`) and the
templates whose rows may be cached (:func:`register_cached_templates`).

>>> from legalkg import Store, ingest, example_path
>>> from legalkg.engine.planner import request_from_json
>>> store = Store()
>>> _ = ingest([example_path("art6")], store=store)
>>> a = answer_request(request_from_json({"type": "valid-versions", "component": "art. 6º",
...                                       "date": "2001-05-20"}), store)
>>> [(v["valid_from"], v["valid_until"]) for v in a.result["versions"]]
[('2000-02-14', '2010-02-04')]
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import pyoxigraph as ox

from legalkg.engine.abridge import contents, is_large
from legalkg.engine.planner import Plan, Request, Step, load_extensions, make_plan, request_to_json
from legalkg.engine.templates import render_prompt, render_sparql
from legalkg.store.local import Store

Row = dict[str, str | None]


@dataclass(frozen=True, slots=True)
class ExecutedStep:
    """A plan step as it ran: its template, its resolved bindings and the SPARQL it sent."""

    template: str
    bindings: dict[str, Any]
    sparql: str
    rows: int


@dataclass(frozen=True, slots=True)
class Answer:
    """A request's full answer: plan, result, readable answer, citations and grounded prompt.

    The prompt is rendered when it is first read (from the other fields only, so it is the
    same whenever it is read): an answer whose prompt is not used costs no prompt.
    """

    question: str | None
    request: Request
    plan: Plan
    steps: tuple[ExecutedStep, ...]
    result: dict[str, Any]
    answer: str
    citations: tuple[dict[str, str], ...]
    _prompt: list[str] = field(default_factory=list, repr=False, compare=False)

    @property
    def prompt(self) -> str:
        """The grounded prompt (``queries/prompts/<request.prompt>.md.j2``)."""
        if not self._prompt:
            citations = list(self.citations)
            facts, sources = prompt_sources(self.result, citations)
            self._prompt.append(
                render_prompt(
                    self.request.prompt,
                    question=self.question or _describe(self.request),
                    answer=self.answer,
                    facts=facts,
                    citations=citations,
                    sources=sources,
                    policies=self.plan.policies,
                )
            )
        return self._prompt[0]

    def to_json(self) -> dict[str, Any]:
        """The output contract of ``legalkg ask -f json``."""
        return {
            "question": self.question,
            "request": request_to_json(self.request),
            "plan": {
                "policies": list(self.plan.policies),
                "steps": [
                    {
                        "template": s.template,
                        "bindings": s.bindings,
                        "sparql": s.sparql,
                        "rows": s.rows,
                    }
                    for s in self.steps
                ],
            },
            "result": self.result,
            "answer": self.answer,
            "citations": list(self.citations),
            "prompt": self.prompt,
        }

    def dumps(self) -> str:
        """Canonical JSON: same answer, same bytes."""
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True, indent=2)

    def to_text(self) -> str:
        """The answer for people: the paragraph, then the citations and the policies."""
        lines = [self.answer, ""]
        if self.citations:
            lines.append("Sources:")
            lines.extend(
                f"  [{i}] {c['label']} <{c['iri']}>" for i, c in enumerate(self.citations, start=1)
            )
            lines.append("")
        lines.append("Policies applied:")
        lines.extend(f"  - {p}" for p in self.plan.policies)
        return "\n".join(lines) + "\n"


def _value(term: Any) -> str | None:
    if term is None:
        return None
    if isinstance(term, ox.NamedNode | ox.Literal):
        return term.value
    return str(term)


#: Templates whose rows may be reused while the store does not change (a batch, or one
#: generation of an on-disk store): resolving the work, an act or a citation is the same
#: every time. Domains add theirs with :func:`register_cached_templates`.
CACHED_TEMPLATES: set[str] = set()
#: A cache shared across calls holds at most this many query results (then starts afresh).
CACHE_LIMIT = 20_000
#: Generations of on-disk stores whose caches are kept at once (the newest).
CACHED_GENERATIONS = 4


class AnswerCache(dict[str, list[Row]]):
    """Rows of the resolution steps (:data:`CACHED_TEMPLATES`) by query text, and each work's
    citation-label index, for one unchanging state of a store: a batch, or one generation of
    an on-disk store (:func:`shared_cache`). A plain ``dict`` works too (rows only)."""

    def __init__(self) -> None:
        super().__init__()
        #: (work, language) → the number of citations resolved one by one so far.
        self.resolved: dict[tuple[str, str], int] = {}
        #: (work, language) → label term (N-Triples) → resolve-component's rows for it.
        self.labels: dict[tuple[str, str], dict[str, list[Row]]] = {}


_SHARED: dict[tuple[str, str], AnswerCache] = {}
_SHARED_LOCK = threading.Lock()


def shared_cache(store: Store) -> AnswerCache | None:
    """The cache of the generation an open on-disk store reads, shared by every answer on it.

    A generation never changes once published (:mod:`legalkg.store.local`), so what was resolved in
    it stays true; a write makes a new generation (a new key). ``None`` for a memory store, a
    remote one or a closed one: their content can change under the same object.
    """
    key = store.snapshot if type(store) is Store else None
    if key is None:
        return None
    with _SHARED_LOCK:  # answers may run in threads (a server)
        cache = _SHARED.get(key)
        if cache is None or len(cache) > CACHE_LIMIT:
            _SHARED.pop(key, None)
            while len(_SHARED) >= CACHED_GENERATIONS:
                del _SHARED[next(iter(_SHARED))]
            cache = _SHARED[key] = AnswerCache()
        return cache


def _rows(store: Store, sparql: str) -> list[Row]:
    solutions = store.query(sparql)
    if not isinstance(solutions, ox.QuerySolutions):
        return []
    names = [v.value for v in solutions.variables]
    return [{n: _value(row[n]) for n in names} for row in solutions]


class Runner:
    """Runs a plan's templates on a store, keeping each step and the values resolved so far
    (``vars``: ``work``, ``component``…, used by later steps' ``"$name"`` bindings)."""

    def __init__(self, store: Store, cache: dict[str, list[Row]] | None = None) -> None:
        self.store = store
        self.steps: list[ExecutedStep] = []
        self.vars: dict[str, str] = {}
        self.cache = cache
        #: The rows of the steps that gave output so far, in order (the builder's ``outputs``).
        self.outputs: list[list[Row]] = []
        #: Policies a builder applied beyond the plan's (a check that ran only because the
        #: store needed it); added to the answer's plan after its own.
        self.notes: list[str] = []

    def resolve(self, bindings: dict[str, Any]) -> dict[str, Any]:
        """``bindings`` with each ``"$name"`` replaced by the value resolved earlier."""
        return {
            k: (self.vars[v[1:]] if isinstance(v, str) and v.startswith("$") else v)
            for k, v in bindings.items()
        }

    def run(
        self, template: str, bindings: dict[str, Any], *, rows: list[Row] | None = None
    ) -> list[Row]:
        """Run ``template`` and record the step; ``rows``: the rows its query gives, when they
        are known already (from an index): the step is recorded as if it had run."""
        resolved = self.resolve(bindings)
        sparql = render_sparql(template, **resolved)
        cache = self.cache if template in CACHED_TEMPLATES else None
        if rows is None and cache is not None:
            rows = cache.get(sparql)
        if rows is None:
            rows = _rows(self.store, sparql)
            if cache is not None:
                cache[sparql] = rows
        shown = {k: v for k, v in resolved.items() if v is not None}
        self.steps.append(ExecutedStep(template, shown, sparql, len(rows)))
        return rows


def register_cached_templates(*templates: str) -> None:
    """Let the rows of ``templates`` be reused while the store does not change."""
    CACHED_TEMPLATES.update(templates)


def answer_request(
    request: Request,
    store: Store,
    *,
    question: str | None = None,
    cache: dict[str, list[Row]] | None = None,
) -> Answer:
    """Plan ``request``, run the plan on ``store`` and build the answer.

    :param cache: shared by the requests of a batch (an :class:`AnswerCache`), so that the
        resolution steps (:data:`CACHED_TEMPLATES`) run once per batch; the answers are the
        same without it. By default an on-disk store's generation cache (:func:`shared_cache`).

    Each step runs through the handler registered for its template
    (:func:`register_step_handler`), or else adds its rows to the outputs; the builder
    registered for the request's type (:func:`register_builder`) makes the answer.

    :raises PlanError: when the work or a citation cannot be resolved (candidates are listed).
    """
    # every domain module, even when the request's type is known already: a module may wrap
    # another's builders (legalkg.norms.known, the answers "as known on" a day); free once done
    load_extensions()
    plan = make_plan(request)
    runner = Runner(store, cache if cache is not None else shared_cache(store))
    component_value = getattr(request, request.component_field, None)
    if isinstance(component_value, str) and component_value.startswith(("http", "urn:")):
        runner.vars["component"] = component_value
        runner.vars["component_label"] = component_value
    outputs = runner.outputs
    for step in plan.steps:
        if step.template in STEP_HANDLERS:
            rows_or_none = STEP_HANDLERS[step.template](runner, step, request)
            if rows_or_none is not None:
                outputs.append(rows_or_none)
        else:
            outputs.append(runner.run(step.template, step.bindings))
    result, answer, citations = _BUILDERS[type(request)](request, runner, outputs)
    if runner.notes:
        extra = tuple(n for n in dict.fromkeys(runner.notes) if n not in plan.policies)
        plan = replace(plan, policies=plan.policies + extra)
    return Answer(question, request, plan, tuple(runner.steps), result, answer, tuple(citations))


def prompt_sources(
    result: dict[str, Any], citations: list[dict[str, str]]
) -> tuple[Any, list[dict[str, Any]]]:
    """The facts and the numbered sources of a grounded prompt.

    Each cited node whose text the result holds becomes a source carrying that text (a whole
    unit's parts are sources of their own, so a model can cite the part that holds a fact); the
    facts then point at the source instead of repeating the text. A unit too large to quote
    whole is given as its table of contents and the parts that changed (:func:`contents`).
    """
    numbers = {c["iri"]: i for i, c in enumerate(citations, start=1)}
    texts: dict[str, str] = {}
    large = [v for v in result.get("versions", []) if isinstance(v, dict) and is_large(v)]

    def walk(x: Any) -> Any:
        if isinstance(x, list):
            return [walk(y) for y in x]
        if not isinstance(x, dict):
            return x
        if "parts" in x and "changed_parts" in x and is_large(x):
            x = contents(x, toc=not large or x is large[-1])
        out = {k: walk(v) for k, v in x.items()}
        iri, text = x.get("iri"), x.get("text")
        if isinstance(iri, str) and isinstance(text, str) and iri in numbers:
            if "parts" in x and "changed_parts" in x:
                out["text"] = "its parts below, in order, one per line"
            else:
                texts.setdefault(iri, text)
                out["text"] = f"see source [{numbers[iri]}]"
        return out

    facts = walk(result)
    sources = [{**c, "text": texts.get(c["iri"])} for c in citations]
    return facts, sources


def _describe(request: Request) -> str:
    return json.dumps(request_to_json(request), ensure_ascii=False, sort_keys=True)


def cite(citations: list[dict[str, str]], iri: str | None, label: str | None) -> None:
    """Add ``iri`` (with its label) to an answer's citations, once."""
    if iri and all(c["iri"] != iri for c in citations):
        citations.append({"iri": iri, "label": label or iri})


Built = tuple[dict[str, Any], str, list[dict[str, str]]]


#: An answer builder: (request, runner, outputs of the plan's steps) → (result, answer, citations).
Builder = Callable[[Any, Runner, list[list[Row]]], Built]
#: A step handler for a template that resolves a value rather than producing output (such as
#: finding a complaint by name): it runs the step, sets ``runner.vars`` and returns ``None``, or
#: returns the rows to add to the outputs.
StepHandler = Callable[[Runner, Step, Any], list[Row] | None]
STEP_HANDLERS: dict[str, StepHandler] = {}


def register_builder(request_type: type[Request], builder: Builder) -> None:
    """Use ``builder`` for the answers to ``request_type`` (a type from an extension module)."""
    _BUILDERS[request_type] = builder


def register_step_handler(template: str, handler: StepHandler) -> None:
    """Run steps of ``template`` with ``handler`` instead of adding their rows to the outputs."""
    STEP_HANDLERS[template] = handler


_BUILDERS: dict[type[Request], Builder] = {}
