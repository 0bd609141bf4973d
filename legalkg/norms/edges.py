"""A provision's first or latest version (or change), without a date and without a clock.

"Qual a redação original do art. 6º?", "the original wording of section 4" ask for the first
version the store holds of the unit; "What is the current text of article 6?", "Where is
article 196 today?", "texto atual", "hoje" ask for the latest version the store holds. Neither
reads the clock: "today" is the last version in the store (a store that holds versions dated in
the future answers with those, and says from when), so the answer is the same on every day for
the same store, and it says which rule it applied.

The request ``edge-version`` (``component``, ``which``: ``first`` or ``latest``, ``view``:
``text`` or ``structure``, ``work``?, ``scope``?) reads the unit's versions (``item-versions``),
picks the day (the first version's start; the latest version's start, or the day the unit
ended when its last version was repealed) and answers as ``valid-versions`` (the text) or
``hierarchy`` (the units above and under it) on that day, with the steps of both shown.

The same two ends of a unit's *history*: "Which amendment last changed art. 40?", "When was
art. 40 first amended?", "a última emenda que alterou o art. 40" are ``item-history`` with
``which`` (``first`` or ``latest``), answered with the changes of that day only (every change
made on it: one amending act changes many parts at once), and how many changes there are in
all; when a change the sources do not date (``changed_after``) could be the first or the last,
the answer says that it cannot be told, and lists the candidates.

>>> from legalkg.norms.requests import make_plan
>>> [s.template for s in make_plan(EdgeVersion("art. 6º", "latest")).steps]
['works', 'resolve-component', 'item-versions']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from legalkg.engine.answers import _BUILDERS, Builder, Built, Row, Runner, register_builder
from legalkg.norms import undated as _undated  # noqa: F401  (wrap its history answers)
from legalkg.norms.answers import _hierarchy, _provenance, _valid_versions, versions_by_date
from legalkg.norms.requests import (
    POLICY_CITATION,
    POLICY_HALF_OPEN,
    POLICY_WORK,
    Hierarchy,
    ItemHistory,
    NormRequest,
    PlanError,
    Provenance,
    Step,
    ValidVersions,
    _check_scope,
    _work_steps,
    register_request,
)
from legalkg.norms.units import is_leaf as _is_leaf

WHICH = ("first", "latest")
VIEWS = ("text", "structure", "provenance")

POLICY_EDGE = (
    "Without a date, 'original' is the first version the store holds of the unit and "
    "'current' / 'today' the latest one (no clock is read): the day is that version's start, "
    "or the day the unit ended when its last version was repealed."
)


@dataclass(frozen=True, slots=True)
class EdgeVersion(NormRequest):
    """The first or the latest version of ``component`` the store holds (text or structure)."""

    type: ClassVar[str] = "edge-version"
    component: str = ""
    which: str = "latest"
    view: str = "text"
    work: str | None = None
    scope: str | None = None

    def check(self) -> None:
        if not self.component:
            raise PlanError("missing 'component' (a citation such as 'art. 6º', or an IRI)")
        if self.which not in WHICH:
            raise PlanError(f"'which': {self.which!r} is not one of {', '.join(WHICH)}")
        if self.view not in VIEWS:
            raise PlanError(f"'view': {self.view!r} is not one of {', '.join(VIEWS)}")
        if self.view == "structure" and self.scope == "own":
            raise PlanError("the structure is of the whole unit: 'scope' 'own' does not apply")
        _check_scope(self.scope)

    def plan(self) -> tuple[list[Step], list[str]]:
        self.check()
        steps = [
            *_work_steps(self),
            Step(
                "item-versions",
                {"component": "$component", "from": None, "until": None, "language": None},
                "every version of the unit, to find its first or latest one",
            ),
        ]
        return steps, [POLICY_EDGE, POLICY_HALF_OPEN, POLICY_WORK, POLICY_CITATION]


register_request(EdgeVersion)


def edge_day(which: str, rows: list[Row]) -> tuple[str, bool] | None:
    """The day to answer on, and whether the unit's last version had ended by then."""
    starts = sorted({str(r["from"]) for r in rows})
    if not starts:
        return None
    if which == "first":
        return starts[0], False
    last = max(rows, key=lambda r: (str(r["from"]), str(r.get("until") or "")))
    if last.get("until"):
        return str(last["until"]), True
    return starts[-1], False


def _edge(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    label = runner.vars["component_label"]
    found = edge_day(request.which, outputs[-1])
    if found is None:
        raise PlanError(f"{label} has no recorded version")
    day, ended = found
    if request.view == "provenance":
        return _edge_provenance(request, runner, outputs[-1], day if ended else None)
    if request.view == "structure":
        ancestors = runner.run("ancestors-at", {"component": "$component", "date": day})
        subtree = runner.run("subtree-at", {"component": "$component", "date": day})
        h = Hierarchy(component=request.component, date=day, work=request.work)
        result, answer, citations = _hierarchy(h, runner, [ancestors, subtree])
    else:
        when = {"date": day, "from": None, "until": None, "language": None}
        own = request.scope == "own"
        if own:
            rows = [
                runner.run(
                    "valid-versions", {"component": "$component", "date": day, "language": None}
                )
            ]
        else:
            unit = runner.run("unit-versions", {"component": "$component", **when})
            parts = (
                []
                if _is_leaf(unit)
                else runner.run("part-wordings", {"component": "$component", **when})
            )
            rows = [unit, parts]
        life = runner.run("lifespan", {"component": "$component", "date": day})
        v = ValidVersions(
            component=request.component, date=day, work=request.work, scope=request.scope
        )
        result, answer, citations = _valid_versions(v, runner, [*rows, life])
    if request.which == "first":
        lead = (
            f"The original wording (the first version of {label} in this store, "
            f"in force from {day})"
        )
    elif ended:
        lead = f"In the latest state this store holds, {label} is no longer in force (since {day})"
    else:
        lead = f"The latest version of {label} in this store, in force since {day}"
    result = {"which": request.which, "day": day, **result}
    return result, f"{lead}. {answer}", citations


def _edge_provenance(request: Any, runner: Runner, rows: list[Row], ended_on: str | None) -> Built:
    """Which act gave the unit its first or its latest wording: the lineage (``provenance``) of
    that version. A unit whose last version was repealed is answered with the version it had
    last, and the answer says since when it is no longer in force."""
    label = runner.vars["component_label"]
    starts = sorted({str(r["from"]) for r in rows})
    start = starts[0] if request.which == "first" else starts[-1]
    version = next(str(r["version"]) for r in rows if str(r["from"]) == start)
    lineage = runner.run("provenance", {"version": version})
    p = Provenance(component=request.component, version=version, work=request.work)
    result, answer, citations = _provenance(p, runner, [lineage])
    made = (result["lineage"][0]["produced_by"]["acts"] if result["lineage"] else []) or []
    if request.which == "first":
        lead = f"The original wording of {label} (the first version in this store)"
        if not made:
            lead += " was not given by an amending act"
    else:
        lead = f"The latest wording of {label} in this store"
        if ended_on is not None:
            lead += f" (no longer in force since {ended_on})"
    result = {"which": request.which, "day": start, **result}
    return result, f"{lead}. {answer}", citations


register_builder(EdgeVersion, _edge)


# --------------------------------------------------------------------------------------------
# One end of a history: "Which amendment last changed art. 40?", "when was it first amended"


def _certainly_before(x: dict[str, Any], y: dict[str, Any]) -> bool:
    """Whether change ``x`` happened before change ``y`` whatever their undated days are (a
    change the sources do not date happened after its ``changed_after``, on or before its
    ``date``)."""
    if y.get("changed_after"):
        return str(x["date"]) <= str(y["changed_after"])
    return str(x["date"]) < str(y["date"])


def history_end(which: str, actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The changes that can be the first (``which`` ``first``) or the last of ``actions``: those
    no other change certainly precedes (follows). When they are all dated they share one day
    and are the answer; an undated one among them means the sources cannot tell which.

    >>> a = {"date": "2000-01-01"}; b = {"date": "2003-12-31"}
    >>> u = {"date": "2003-12-31", "changed_after": "1999-06-01"}
    >>> history_end("latest", [a, b]) == [b], history_end("first", [a, b]) == [a]
    (True, True)
    >>> history_end("first", [a, u]) == [a, u]
    True
    """
    if which == "first":
        return [x for x in actions if not any(_certainly_before(y, x) for y in actions)]
    return [x for x in actions if not any(_certainly_before(x, y) for y in actions)]


def _history_end(base: Builder) -> Builder:
    """``item-history`` with ``which``: the answer keeps only the first or the last day's
    changes (all of them, counted in ``changes_in_all``), or says the sources cannot tell."""

    def build(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
        result, answer, citations = base(request, runner, outputs)
        which = getattr(request, "which", None)
        actions = result.get("actions", [])
        if which is None or not actions:
            return result, answer, citations
        label = result["scope"]["citation"]
        own = getattr(request, "scope", None) == "own"
        under = "'s own row" if own else " and the units under it"
        window = ""
        if result.get("from") or result.get("until"):
            window = f" between {result['from'] or 'the beginning'} and {result['until'] or 'now'}"
        ends = history_end(which, actions)
        word = "first" if which == "first" else "last"
        undated = [a for a in ends if a.get("changed_after")]
        undetermined = bool(undated) and len(ends) > 1
        if undetermined:
            listed = "; ".join(
                f"{a['label']}"
                + (
                    f" (made after {a['changed_after']}, on or before {a['date']})"
                    if a in undated
                    else ""
                )
                for a in ends
            )
            text = (
                f"Which change to {label}{under}{window} was the {word} cannot be told: the "
                f"sources do not date {len(undated)} of the {len(ends)} change(s) that can be "
                f"the {word}: {listed}."
            )
        else:
            day = (
                f"made after {undated[0]['changed_after']} and on or before {ends[0]['date']} "
                "(no source gives its day)"
                if undated
                else f"on {ends[0]['date']}"
            )
            text = (
                f"The {word} change(s) to {label}{under}{window}: {len(ends)} {day}: "
                f"{'; '.join(str(a['label']) for a in ends)}. "
                f"({len(actions)} change(s) in all{window}.)"
            )
        result, citations = keep_changes(
            result, ends, citations, which=which, undetermined=undetermined
        )
        return result, text, citations

    return build


def keep_changes(
    result: dict[str, Any],
    ends: list[dict[str, Any]],
    citations: list[dict[str, Any]],
    **marks: Any,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """An ``item-history`` result narrowed to the changes ``ends`` (one day's, or those that
    can be the first or last): the count of all of them kept in ``changes_in_all``, the
    citations cut to those changes and the unit; ``marks`` say how they were chosen."""
    kept = {str(a["iri"]) for a in ends} | {str(result["scope"]["iri"])}
    result = {
        **result,
        **marks,
        "changes_in_all": len(result.get("actions", [])),
        "actions": ends,
        "changed_components": sorted(
            {a["component"]["citation"] or a["component"]["iri"] for a in ends}
        ),
        "versions": versions_by_date(ends),
    }
    return result, [c for c in citations if c["iri"] in kept]


register_builder(ItemHistory, _history_end(_BUILDERS[ItemHistory]))
