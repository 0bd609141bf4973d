"""The norm request types: point in time, versions, history, acts, comparison, structure.

Each is a :class:`~legalkg.engine.planner.Request` registered into the engine's planner; its
``plan()`` is :func:`plan_norm_request`, which compiles it into named templates with bound
values. A pure function: no I/O, no clock, no randomness. Same request, same plan, byte for
byte. The request types are named after the SAT-Graph primitive API.

>>> plan = make_plan(ValidVersions(component="art. 6º", date="2001-05-20"))
>>> [s.template for s in plan.steps]
['works', 'resolve-component', 'unit-versions', 'part-wordings', 'lifespan']
>>> [s.template for s in make_plan(ValidVersions("art. 6º", "2001-05-20", scope="own")).steps]
['works', 'resolve-component', 'valid-versions', 'lifespan']
>>> plan.policies[0].startswith("Validity is half-open")
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any, ClassVar

from legalkg.engine.planner import (
    REQUEST_TYPES,
    Plan,
    PlanError,
    Request,
    Step,
    make_plan,
    register_request,
    request_from_json,
    request_to_json,
)

__all__ = [
    "COMPONENT_SCOPES",
    "REQUEST_TYPES",
    "ActionsBySource",
    "CompareVersions",
    "Hierarchy",
    "ImpactInScope",
    "ItemHistory",
    "ItemVersions",
    "NormRequest",
    "Plan",
    "PlanError",
    "Provenance",
    "Request",
    "Step",
    "ValidVersions",
    "make_plan",
    "plan_norm_request",
    "register_request",
    "request_from_json",
    "request_to_json",
    "OWN_PURPOSE",
    "POLICY_AGGREGATE",
    "POLICY_CITATION",
    "POLICY_DIFF",
    "POLICY_HALF_OPEN",
    "POLICY_INTERVAL",
    "POLICY_KNOWN",
    "POLICY_LINEAGE",
    "POLICY_MICRO",
    "POLICY_NOT_IN_FORCE",
    "POLICY_OWN",
    "POLICY_SUBTREE",
    "POLICY_WHOLE",
    "POLICY_WORK",
]


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
POLICY_KNOWN = (
    "as_known_on K: the text in force on the date as far as was known on K: only versions "
    "whose action was known (published, unless the source says otherwise) on or before K "
    "count, and a version ends only by an action known by then; a version the store gives no "
    "knowledge date for counts as known, and the answer says so. A version known by K but "
    "not yet in force on the date is a future version, never the text in force."
)
#: The runner variable a ``known-versions`` step sets: the start of the unit's version in
#: force on the date as known on the knowledge day (unset when none was).
KNOWN_DATE = "$known_date"
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
class NormRequest(Request):
    """A request about the norms (a work's components, versions and amending acts)."""

    def plan(self) -> tuple[list[Step], list[str]]:
        plan = plan_norm_request(self)
        return list(plan.steps), list(plan.policies)


@dataclass(frozen=True, slots=True)
class ValidVersions(NormRequest):
    """The version(s) of ``component`` in force on ``date`` (point in time)."""

    type: ClassVar[str] = "valid-versions"
    component: str = ""
    date: str = ""
    language: str | None = None
    work: str | None = None
    scope: str | None = None
    as_known_on: str | None = None

    def check(self) -> None:
        if not self.component:
            raise PlanError("missing 'component' (a citation such as 'art. 6º', or an IRI)")
        _check_date("date", self.date)
        _check_scope(self.scope)
        _check_date("as_known_on", self.as_known_on, optional=True)


@dataclass(frozen=True, slots=True)
class _ComponentInterval(NormRequest):
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
        _check_date("as_known_on", getattr(self, "as_known_on", None), optional=True)


@dataclass(frozen=True, slots=True)
class ItemVersions(_ComponentInterval):
    """Every version of ``component``, in order (optionally within [from, until))."""

    type: ClassVar[str] = "item-versions"
    language: str | None = None


@dataclass(frozen=True, slots=True)
class ItemHistory(_ComponentInterval):
    """The actions that changed ``component`` or its subtree (optionally within an interval);
    with ``which`` (``first`` or ``latest``) only the changes of the first or the last day
    (:mod:`legalkg.norms.edges`); with ``nth`` those of the n-th day (-1 the last), with
    ``count`` how many days and acts; with ``kind`` (``insertion``, ``repeal``) only the unit's
    own insertions or repeals (:mod:`legalkg.norms.ordinals`)."""

    type: ClassVar[str] = "item-history"
    integer_params: ClassVar[frozenset[str]] = frozenset({"nth", "count"})
    as_known_on: str | None = None
    which: str | None = None
    nth: int | None = None
    count: bool | None = None
    kind: str | None = None

    def check(self) -> None:
        _ComponentInterval.check(self)
        if self.kind not in (None, "insertion", "repeal"):
            raise PlanError(f"'kind': {self.kind!r} is not one of insertion, repeal")
        if self.which not in (None, "first", "latest"):
            raise PlanError(f"'which': {self.which!r} is not one of first, latest")
        if self.nth is not None and (not isinstance(self.nth, int) or self.nth == 0):
            raise PlanError(f"'nth': {self.nth!r} is not a whole number other than 0")
        if self.count is not None and not isinstance(self.count, bool):
            raise PlanError(f"'count': {self.count!r} is not true or false")
        if sum(x is not None and x is not False for x in (self.which, self.nth, self.count)) > 1:
            raise PlanError("give one of 'which', 'nth' and 'count'")


@dataclass(frozen=True, slots=True)
class ActionsBySource(NormRequest):
    """Every component version an amending act produced or terminated (forward impact)."""

    type: ClassVar[str] = "actions-by-source"
    act: str = ""
    year: str | None = None

    def check(self) -> None:
        if not self.act:
            raise PlanError("missing 'act' (the amending act's number, e.g. '26', or its IRI)")


@dataclass(frozen=True, slots=True)
class ImpactInScope(NormRequest):
    """Every component under ``scope`` that changed in [from, until), and by which action."""

    type: ClassVar[str] = "impact-in-scope"
    component_field: ClassVar[str] = "scope"
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
class CompareVersions(NormRequest):
    """Word-level differences of ``component`` (and its parts) between two dates."""

    type: ClassVar[str] = "compare-versions"
    component: str = ""
    date_a: str = ""
    date_b: str = ""
    work: str | None = None
    scope: str | None = None
    as_known_on: str | None = None

    def check(self) -> None:
        if not self.component:
            raise PlanError("missing 'component'")
        _check_date("date_a", self.date_a)
        _check_date("date_b", self.date_b)
        _check_scope(self.scope)
        _check_date("as_known_on", self.as_known_on, optional=True)


@dataclass(frozen=True, slots=True)
class Hierarchy(NormRequest):
    """The structure under ``component`` (and its ancestors) as it stood on ``date``."""

    type: ClassVar[str] = "hierarchy"
    component: str = ""
    date: str = ""
    depth: int | None = None
    work: str | None = None
    as_known_on: str | None = None

    def check(self) -> None:
        if not self.component:
            raise PlanError("missing 'component'")
        _check_date("date", self.date)
        _check_date("as_known_on", self.as_known_on, optional=True)
        if self.depth is not None and (not isinstance(self.depth, int) or self.depth < 0):
            raise PlanError(f"'depth': {self.depth!r} is not a whole number ≥ 0")


@dataclass(frozen=True, slots=True)
class Provenance(NormRequest):
    """The lineage of the version of ``component`` in force on ``date`` (or of ``version``)."""

    type: ClassVar[str] = "provenance"
    component: str | None = None
    date: str | None = None
    version: str | None = None
    work: str | None = None
    scope: str | None = None
    as_known_on: str | None = None

    def check(self) -> None:
        if self.version is None and (not self.component or not self.date):
            raise PlanError("give 'version' (an IRI), or 'component' and 'date'")
        _check_date("date", self.date, optional=True)
        _check_scope(self.scope)
        _check_date("as_known_on", self.as_known_on, optional=True)
        if self.as_known_on is not None and self.version is not None:
            raise PlanError(
                "'as_known_on' needs 'component' and 'date' (a version IRI names one version)"
            )


for _cls in (
    ValidVersions,
    ItemVersions,
    ItemHistory,
    ActionsBySource,
    ImpactInScope,
    CompareVersions,
    Hierarchy,
    Provenance,
):
    register_request(_cls)


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


def _known_step(day: str, known: str | None, var: str = KNOWN_DATE[1:]) -> Step:
    """The step that chooses the unit's version in force on ``day`` as known on ``known``
    (handled by :mod:`legalkg.norms.known`; it sets the runner variable ``var``)."""
    return Step(
        "known-versions",
        {"component": "$component", "date": day, "as_known_on": known, "var": var},
        f"every version of the unit with the dates of its actions, to choose the one in force "
        f"on {day} as known on {known}",
    )


def _is_iri(value: str) -> bool:
    return value.startswith(("http://", "https://", "urn:"))


def plan_norm_request(request: Request) -> Plan:
    """Compile a norm request into a :class:`Plan` (:meth:`NormRequest.plan`).

    :raises PlanError: when the request is incomplete or malformed.
    """
    request.check()
    r: Any = request
    if isinstance(request, ValidVersions):
        known = r.as_known_on is not None
        when = {"date": KNOWN_DATE if known else r.date, "language": r.language}
        steps = [
            *_work_steps(r),
            *([_known_step(r.date, r.as_known_on)] if known else []),
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
        if known:
            policies.append(POLICY_KNOWN)
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
                "item-history" if r.as_known_on is None else "item-history-known",
                {"component": "$component", "from": r.from_, "until": r.until},
                "the changes to the component and the units under it"
                + (", with their publication and knowledge dates" if r.as_known_on else ""),
            ),
        ]
        policies = [POLICY_SUBTREE, POLICY_MICRO, POLICY_INTERVAL, POLICY_WORK, POLICY_CITATION]
        if r.scope == "own":
            policies[0] = "scope 'own': only the changes to the unit's own row are listed."
        if r.as_known_on is not None:
            policies.append(
                "as_known_on K: only the changes known (published, unless the source says "
                "otherwise) on or before K are listed; each with its publication, knowledge and "
                "entry-into-force dates; a change the store gives no date for is listed, and "
                "marked so."
            )
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
        known = r.as_known_on is not None
        steps = [
            *_work_steps(r),
            *(
                [
                    _known_step(r.date_a, r.as_known_on, "known_date_a"),
                    _known_step(r.date_b, r.as_known_on, "known_date_b"),
                ]
                if known
                else []
            ),
            Step(
                "subtree-at",
                {"component": "$component", "date": "$known_date_a" if known else r.date_a},
                "the component and its parts on the first date",
            ),
            Step(
                "subtree-at",
                {"component": "$component", "date": "$known_date_b" if known else r.date_b},
                "the component and its parts on the second date",
            ),
        ]
        policies = [POLICY_HALF_OPEN, POLICY_AGGREGATE, POLICY_DIFF, POLICY_WORK, POLICY_CITATION]
        if known:
            policies.append(POLICY_KNOWN)
        if r.scope == "own":
            policies.append("scope 'own': only the unit's own row is compared, not its parts.")
    elif isinstance(request, Hierarchy):
        known = r.as_known_on is not None
        day = KNOWN_DATE if known else r.date
        steps = [
            *_work_steps(r),
            *([_known_step(r.date, r.as_known_on)] if known else []),
            Step(
                "ancestors-at",
                {"component": "$component", "date": day},
                "the units above the component on the date",
            ),
            Step(
                "subtree-at",
                {"component": "$component", "date": day},
                "the units under the component on the date",
            ),
        ]
        policies = [POLICY_HALF_OPEN, POLICY_AGGREGATE, POLICY_WORK, POLICY_CITATION]
        if known:
            policies.append(POLICY_KNOWN)
            policies.append(
                "as_known_on: the units above are those in force on the first day of the "
                "component's version chosen as known (their own headings as of that day)."
            )
    elif isinstance(request, Provenance):
        steps = []
        known = r.as_known_on is not None
        day = KNOWN_DATE if known else r.date
        if r.version is None:
            steps = [
                *_work_steps(r),
                *([_known_step(r.date, r.as_known_on)] if known else []),
                Step(
                    "valid-versions",
                    {"component": "$component", "date": day, "language": None},
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
                _whole_steps({"date": day}, "the unit's parts on the date, each with its action")
            )
            policies.append(POLICY_WHOLE)
        if known:
            policies.append(POLICY_KNOWN)
    else:
        steps, policies = request.plan()
    return Plan(request, tuple(steps), tuple(policies))
