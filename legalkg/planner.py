"""The planner: a typed request becomes a Plan of named templates with bound values.

A pure function: no I/O, no clock, no randomness. Same request, same plan, byte for byte.
The request types are named after the SAT-Graph primitive API.

>>> plan = make_plan(ValidVersions(component="art. 6º", date="2001-05-20"))
>>> [s.template for s in plan.steps]
['works', 'resolve-component', 'unit-versions', 'part-wordings', 'lifespan']
>>> [s.template for s in make_plan(ValidVersions("art. 6º", "2001-05-20", scope="own")).steps]
['works', 'resolve-component', 'valid-versions', 'lifespan']
>>> plan.policies[0].startswith("Validity is half-open")
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from datetime import date
from typing import Any, ClassVar

from legalkg.errors import LegalKGError


class PlanError(LegalKGError):
    """A request that cannot be planned (unknown type, missing or bad parameter)."""


POLICY_HALF_OPEN = (
    "Validity is half-open: a version is in force from its start date (inclusive) until the "
    "start of the next one (exclusive), so on an amendment’s date the new text applies."
)
POLICY_NOT_IN_FORCE = (
    "A component not yet inserted, or repealed before the date, has no version in force; the "
    "answer then says when it was in force."
)
POLICY_WORK = (
    "When the store holds one work, it is the default; with several, the request must name it."
)
POLICY_CITATION = (
    "A citation is resolved to a component by its exact label within the work; an ambiguous or "
    "unknown citation is reported, never guessed."
)
POLICY_INTERVAL = (
    "An interval [from, until) includes changes on its first day and excludes its last."
)
POLICY_SUBTREE = "A component's history includes the changes to every unit under it."
POLICY_MICRO = (
    "Changes are listed per provision (micro actions), each with the amending act(s) that "
    "commanded it; a macro action groups the changes one work received on one day."
)
POLICY_AGGREGATE = (
    "The structure on a date is the tree of versions in force that day, following lkg:aggregates "
    "from the component's version (a unit's parent may change over time)."
)
POLICY_DIFF = "Texts are compared word by word; punctuation is part of the word it follows."
POLICY_WHOLE = (
    "A unit with parts is answered whole: its own row and every part in force that day, in "
    "document order (a repealed part is left out), dated with the unit's version, which starts "
    "whenever anything inside it changed; each part keeps the validity of its own wording. "
    "'scope': 'own' asks for the unit's own row only."
)
POLICY_OWN = (
    "scope 'own': only the unit's own row (its caput or heading), not its parts; its validity "
    "is still the unit's version's, which starts whenever anything inside the unit changed."
)
POLICY_LINEAGE = (
    "A version's lineage follows lkg:previousVersion back to the original text; each step names "
    "the action that produced the version and its amending act(s)."
)


def _check_date(name: str, value: str | None, *, optional: bool = False) -> None:
    if value is None:
        if not optional:
            raise PlanError(f"missing '{name}' (a date, YYYY-MM-DD)")
        return
    try:
        if len(value) != 10:
            raise ValueError
        date.fromisoformat(value)
    except (TypeError, ValueError):
        raise PlanError(f"'{name}': {value!r} is not a date (YYYY-MM-DD)") from None


#: ``scope`` of a request about one component: ``whole`` (the default: a unit with parts is
#: answered as the whole unit, its own row and every part in force) or ``own`` (its own row only:
#: "the caput of art. 40", "the heading of section 38").
COMPONENT_SCOPES = ("whole", "own")


def _check_scope(value: str | None) -> None:
    if value is not None and value not in COMPONENT_SCOPES:
        raise PlanError(f"'scope': {value!r} is not one of {', '.join(COMPONENT_SCOPES)}")


@dataclass(frozen=True, slots=True)
class Request:
    """Base class of the typed requests. ``work`` names the work (IRI, id or title words)."""

    type: ClassVar[str] = ""
    #: Parameters that JSON may give as integers (every other parameter is a string).
    integer_params: ClassVar[frozenset[str]] = frozenset({"depth"})
    #: The grounded prompt template (``queries/prompts/<prompt>.md.j2``) of its answers.
    prompt: ClassVar[str] = "answer"

    def check(self) -> None:
        """Raise :class:`PlanError` if a parameter is missing or malformed."""

    def plan(self) -> tuple[list[Step], list[str]]:
        """The steps and policies of a request type defined outside this module.

        The built-in types are compiled by :func:`make_plan`; a type registered with
        :func:`register_request` overrides this method.
        """
        raise PlanError(f"no plan for {type(self).__name__}")


@dataclass(frozen=True, slots=True)
class ValidVersions(Request):
    """The version(s) of ``component`` in force on ``date`` (point in time)."""

    type: ClassVar[str] = "valid-versions"
    component: str = ""
    date: str = ""
    language: str | None = None
    work: str | None = None
    scope: str | None = None

    def check(self) -> None:
        if not self.component:
            raise PlanError("missing 'component' (a citation such as 'art. 6º', or an IRI)")
        _check_date("date", self.date)
        _check_scope(self.scope)


@dataclass(frozen=True, slots=True)
class _ComponentInterval(Request):
    """A component and an optional interval [from, until)."""

    component: str = ""
    from_: str | None = field(default=None, metadata={"json": "from"})
    until: str | None = None
    work: str | None = None
    scope: str | None = None

    def check(self) -> None:
        if not self.component:
            raise PlanError("missing 'component'")
        _check_date("from", self.from_, optional=True)
        _check_date("until", self.until, optional=True)
        _check_scope(self.scope)


@dataclass(frozen=True, slots=True)
class ItemVersions(_ComponentInterval):
    """Every version of ``component``, in order (optionally within [from, until))."""

    type: ClassVar[str] = "item-versions"
    language: str | None = None


@dataclass(frozen=True, slots=True)
class ItemHistory(_ComponentInterval):
    """The actions that changed ``component`` or its subtree (optionally within an interval)."""

    type: ClassVar[str] = "item-history"


@dataclass(frozen=True, slots=True)
class ActionsBySource(Request):
    """Every component version an amending act produced or terminated (forward impact)."""

    type: ClassVar[str] = "actions-by-source"
    act: str = ""
    year: str | None = None

    def check(self) -> None:
        if not self.act:
            raise PlanError("missing 'act' (the amending act's number, e.g. '26', or its IRI)")


@dataclass(frozen=True, slots=True)
class ImpactInScope(Request):
    """Every component under ``scope`` that changed in [from, until), and by which action."""

    type: ClassVar[str] = "impact-in-scope"
    scope: str = ""
    from_: str | None = field(default=None, metadata={"json": "from"})
    until: str | None = None
    work: str | None = None

    def check(self) -> None:
        if not self.scope:
            raise PlanError("missing 'scope' (a component such as 'Título II')")
        _check_date("from", self.from_)
        _check_date("until", self.until)


@dataclass(frozen=True, slots=True)
class CompareVersions(Request):
    """Word-level differences of ``component`` (and its parts) between two dates."""

    type: ClassVar[str] = "compare-versions"
    component: str = ""
    date_a: str = ""
    date_b: str = ""
    work: str | None = None
    scope: str | None = None

    def check(self) -> None:
        if not self.component:
            raise PlanError("missing 'component'")
        _check_date("date_a", self.date_a)
        _check_date("date_b", self.date_b)
        _check_scope(self.scope)


@dataclass(frozen=True, slots=True)
class Hierarchy(Request):
    """The structure under ``component`` (and its ancestors) as it stood on ``date``."""

    type: ClassVar[str] = "hierarchy"
    component: str = ""
    date: str = ""
    depth: int | None = None
    work: str | None = None

    def check(self) -> None:
        if not self.component:
            raise PlanError("missing 'component'")
        _check_date("date", self.date)
        if self.depth is not None and (not isinstance(self.depth, int) or self.depth < 0):
            raise PlanError(f"'depth': {self.depth!r} is not a whole number ≥ 0")


@dataclass(frozen=True, slots=True)
class Provenance(Request):
    """The lineage of the version of ``component`` in force on ``date`` (or of ``version``)."""

    type: ClassVar[str] = "provenance"
    component: str | None = None
    date: str | None = None
    version: str | None = None
    work: str | None = None
    scope: str | None = None

    def check(self) -> None:
        if self.version is None and (not self.component or not self.date):
            raise PlanError("give 'version' (an IRI), or 'component' and 'date'")
        _check_date("date", self.date, optional=True)
        _check_scope(self.scope)


REQUEST_TYPES: dict[str, type[Request]] = {
    cls.type: cls
    for cls in (
        ValidVersions,
        ItemVersions,
        ItemHistory,
        ActionsBySource,
        ImpactInScope,
        CompareVersions,
        Hierarchy,
        Provenance,
    )
}


#: Modules that define more request types (events, discovery, law-graph retrieval). Each is
#: imported on first use and calls :func:`register_request` for its types.
EXTENSIONS: tuple[str, ...] = (
    "legalkg.events.requests",
    "legalkg.discovery",
    "legalkg.graf.request",
)


def register_request(cls: type[Request]) -> type[Request]:
    """Make a request type known to :func:`request_from_json` (usable as a class decorator)."""
    if not cls.type:
        raise ValueError(f"{cls.__name__} has no 'type'")
    REQUEST_TYPES[cls.type] = cls
    return cls


def load_extensions() -> None:
    """Import the :data:`EXTENSIONS` modules (once; later calls are free)."""
    import importlib

    for name in EXTENSIONS:
        importlib.import_module(name)


def _json_name(f: Any) -> str:
    return str(f.metadata.get("json", f.name))


def request_to_json(request: Request) -> dict[str, Any]:
    """The request as JSON, with its public parameter names (``from``, not ``from_``)."""
    out: dict[str, Any] = {"type": request.type}
    for f in fields(request):
        value = getattr(request, f.name)
        if value is not None:
            out[_json_name(f)] = value
    return out


def request_from_json(data: Any) -> Request:
    """Build a typed request from ``{"type": …, …}``.

    >>> request_from_json({"type": "valid-versions", "component": "art. 6º", "date": "2001-05-20"})
    ValidVersions(component='art. 6º', date='2001-05-20', language=None, work=None, scope=None)

    :raises PlanError: for an unknown type, unknown or missing parameters.
    """
    if not isinstance(data, dict):
        raise PlanError("a request is a JSON object with a 'type'")
    kind = data.get("type")
    cls = REQUEST_TYPES.get(str(kind))
    if cls is None:  # the extensions (and numpy, for search) are imported only when needed
        load_extensions()
        cls = REQUEST_TYPES.get(str(kind))
    if cls is None:
        raise PlanError(f"unknown request type {kind!r}; known: {', '.join(REQUEST_TYPES)}")
    names = {_json_name(f): f.name for f in fields(cls)}
    unknown = sorted(set(data) - set(names) - {"type"})
    if unknown:
        raise PlanError(
            f"{kind}: unknown parameter(s) {', '.join(unknown)}; accepted: {', '.join(names)}"
        )
    kwargs = {names[k]: v for k, v in data.items() if k != "type"}
    for key, value in kwargs.items():
        if (
            value is not None
            and not isinstance(value, str)
            and not (key in cls.integer_params and isinstance(value, int))
        ):
            raise PlanError(f"{kind}: '{key}' must be a string")
    request = cls(**kwargs)
    request.check()
    return request


@dataclass(frozen=True, slots=True)
class Step:
    """One step: a template and its bindings. A binding ``"$name"`` is filled in when the plan
    runs, from the result of an earlier step (e.g. ``$component`` from resolve-component)."""

    template: str
    bindings: dict[str, Any]
    purpose: str


@dataclass(frozen=True, slots=True)
class Plan:
    """The ordered steps a request compiles to, and the policies applied, in words."""

    request: Request
    steps: tuple[Step, ...]
    policies: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "policies": list(self.policies),
            "steps": [
                {"template": s.template, "bindings": s.bindings, "purpose": s.purpose}
                for s in self.steps
            ],
        }

    def fingerprint(self) -> str:
        """The plan as canonical JSON (for byte-for-byte comparisons)."""
        return json.dumps(
            {"request": request_to_json(self.request), **self.to_json()},
            sort_keys=True,
            ensure_ascii=False,
        )


def _work_steps(request: Any, *, citation_field: str = "component") -> list[Step]:
    """Steps that resolve the work and a cited component (skipped when given as an IRI)."""
    steps = [Step("works", {}, "find the work the request is about")]
    value = getattr(request, citation_field)
    if value is not None and not _is_iri(value):
        steps.append(
            Step(
                "resolve-component",
                {"work": "$work", "label": value, "language": "$language"},
                f"resolve the citation {value!r} to a component",
            )
        )
    return steps


OWN_PURPOSE = "the unit's own row only (scope 'own')"


def _whole_steps(when: dict[str, Any], purpose: str) -> list[Step]:
    """The two queries of a whole-unit answer: the unit's versions with every part they
    aggregate, then the versions of those parts (to date each part's own wording)."""
    unit = {"date": None, "from": None, "until": None, "language": None, **when}
    return [
        Step("unit-versions", {"component": "$component", **unit}, purpose + ", with its parts"),
        Step(
            "part-wordings",
            {"component": "$component", **unit},
            "every version of each part, to date its own wording (skipped for a unit "
            "without parts)",
        ),
    ]


def _is_iri(value: str) -> bool:
    return value.startswith(("http://", "https://", "urn:"))


def make_plan(request: Request) -> Plan:
    """Compile a request into a :class:`Plan`.

    :raises PlanError: when the request is incomplete or malformed.
    """
    request.check()
    r: Any = request
    if isinstance(request, ValidVersions):
        when = {"date": r.date, "language": r.language}
        steps = [
            *_work_steps(r),
            *(
                [Step("valid-versions", {"component": "$component", **when}, OWN_PURPOSE)]
                if r.scope == "own"
                else _whole_steps(when, "the unit's version(s) in force on the date")
            ),
            Step(
                "lifespan",
                {"component": "$component", "date": r.date},
                "when the component was in force (explains an empty answer)",
            ),
        ]
        policies = [POLICY_HALF_OPEN, POLICY_NOT_IN_FORCE, POLICY_WORK, POLICY_CITATION]
        policies.append(POLICY_OWN if r.scope == "own" else POLICY_WHOLE)
    elif isinstance(request, ItemVersions):
        when = {"from": r.from_, "until": r.until, "language": r.language}
        steps = [
            *_work_steps(r),
            *(
                [Step("item-versions", {"component": "$component", **when}, OWN_PURPOSE)]
                if r.scope == "own"
                else _whole_steps(when, "every version of the unit, oldest first")
            ),
        ]
        policies = [POLICY_HALF_OPEN, POLICY_INTERVAL, POLICY_WORK, POLICY_CITATION]
        policies.append(POLICY_OWN if r.scope == "own" else POLICY_WHOLE)
    elif isinstance(request, ItemHistory):
        steps = [
            *_work_steps(r),
            Step(
                "item-history",
                {"component": "$component", "from": r.from_, "until": r.until},
                "the changes to the component and the units under it",
            ),
        ]
        policies = [POLICY_SUBTREE, POLICY_MICRO, POLICY_INTERVAL, POLICY_WORK, POLICY_CITATION]
        if r.scope == "own":
            policies[0] = "scope 'own': only the changes to the unit's own row are listed."
    elif isinstance(request, ActionsBySource):
        steps = []
        if not _is_iri(r.act):
            steps.append(
                Step("acts", {"number": r.act, "year": r.year}, f"find amending act number {r.act}")
            )
        steps.append(
            Step(
                "actions-by-source",
                {"act": "$act" if steps else r.act},
                "every change the act commanded, with the versions it produced and ended",
            )
        )
        policies = [POLICY_MICRO, POLICY_HALF_OPEN]
    elif isinstance(request, ImpactInScope):
        steps = [
            *_work_steps(r, citation_field="scope"),
            Step(
                "item-history",
                {"component": "$component", "from": r.from_, "until": r.until},
                "every change under the scope within the interval",
            ),
        ]
        policies = [POLICY_SUBTREE, POLICY_INTERVAL, POLICY_MICRO, POLICY_WORK, POLICY_CITATION]
    elif isinstance(request, CompareVersions):
        steps = [
            *_work_steps(r),
            Step(
                "subtree-at",
                {"component": "$component", "date": r.date_a},
                "the component and its parts on the first date",
            ),
            Step(
                "subtree-at",
                {"component": "$component", "date": r.date_b},
                "the component and its parts on the second date",
            ),
        ]
        policies = [POLICY_HALF_OPEN, POLICY_AGGREGATE, POLICY_DIFF, POLICY_WORK, POLICY_CITATION]
        if r.scope == "own":
            policies.append("scope 'own': only the unit's own row is compared, not its parts.")
    elif isinstance(request, Hierarchy):
        steps = [
            *_work_steps(r),
            Step(
                "ancestors-at",
                {"component": "$component", "date": r.date},
                "the units above the component on the date",
            ),
            Step(
                "subtree-at",
                {"component": "$component", "date": r.date},
                "the units under the component on the date",
            ),
        ]
        policies = [POLICY_HALF_OPEN, POLICY_AGGREGATE, POLICY_WORK, POLICY_CITATION]
    elif isinstance(request, Provenance):
        steps = []
        if r.version is None:
            steps = [
                *_work_steps(r),
                Step(
                    "valid-versions",
                    {"component": "$component", "date": r.date, "language": None},
                    "the version in force on the date",
                ),
            ]
        steps.append(
            Step(
                "provenance",
                {"version": r.version or "$version"},
                "the version's lineage back to the original text",
            )
        )
        policies = [POLICY_LINEAGE, POLICY_HALF_OPEN, POLICY_WORK, POLICY_CITATION]
        if r.version is None and r.scope != "own":
            steps.extend(
                _whole_steps({"date": r.date}, "the unit's parts on the date, each with its action")
            )
            policies.append(POLICY_WHOLE)
    else:
        steps, policies = request.plan()
    return Plan(request, tuple(steps), tuple(policies))
