"""Answers about days on which the sources do not give a unit's wording (issue 28, LexML).

A history compared from sparse whole texts (two LexML files of 1988 and 2015, a snapshot
series, Akoma Ntoso expressions without an amendment event on the later text's date) knows that
a unit changed between two texts, not on which day: its action carries ``lkg:changedAfter``
(docs/model.md, "Changes the sources do not date"). Its validity keeps the later text's date,
but on a day D with ``changedAfter < D < lkg:date`` the unit's wording is unknown.

Every answer path checks this after its own builder ran (one ``undated-changes`` query, run
only for a work that has such an action at all, template ``undated-work``, and shown in the
plan with its policy when it found changes in the unit's scope: a unit, or a work, whose
changes are all dated by acts is answered exactly as before, byte for byte):

- a point in time (``valid-versions``, ``provenance`` on a date): refused for a unit that
  changed, or has a part that changed, on an unknown day around it: no version is given as in
  force; the answer says between which dates it changed and gives the text before and after;
- ``compare-versions``: refused when either day is such a day;
- ``hierarchy``: the units whose wording is unknown that day are marked (text ``null``);
- ``item-versions``, ``item-history``, ``impact-in-scope`` and a version shown after the
  interval: each version or change the sources do not date says so (its start is known only as
  "after A, on or before B").

A unit unchanged between the texts is known on every day and answered as before.
"""

from __future__ import annotations

from typing import Any

from legalkg.engine.answers import (
    _BUILDERS,
    Built,
    Row,
    Runner,
    _rows,
    cite,
    register_builder,
)
from legalkg.engine.templates import render_sparql
from legalkg.norms import answers as _answers  # noqa: F401  (registers the builders wrapped here)
from legalkg.norms import known as _known  # noqa: F401  (wrap the "as known on" builders too)
from legalkg.norms.requests import (
    CompareVersions,
    Hierarchy,
    ImpactInScope,
    ItemHistory,
    ItemVersions,
    Provenance,
    ValidVersions,
)

__all__ = ["POLICY_UNDATED", "undated_changes"]

POLICY_UNDATED = (
    "Changes the sources do not date (lkg:changedAfter: known only from two whole texts, "
    "after the earlier one's date and on or before the later one's): on a day in between, the "
    "changed unit's wording is unknown; the answer says so and gives the text before and "
    "after, never one of them as the text in force. A version such a change produced is valid "
    "from the later text's date at the latest; its start is given as that interval."
)


def _has_undated(runner: Runner) -> bool:
    """Whether the work answered about has any undated change (template ``undated-work``,
    one row at most; its rows are cached with the other resolution steps'): the check of the
    days around them runs, and shows in the plan, only for such a work."""
    work = runner.vars.get("work")
    if not work:
        return False
    sparql = render_sparql("undated-work", work=work)
    cache = runner.cache
    rows = cache.get(sparql) if cache is not None else None
    if rows is None:
        rows = _rows(runner.store, sparql)
        if cache is not None:
            cache[sparql] = rows
    return bool(rows)


def undated_changes(rows: list[Row]) -> list[dict[str, Any]]:
    """``undated-changes`` rows → one object per action, in document order."""
    out: dict[str, dict[str, Any]] = {}
    for r in rows:
        action = str(r["action"])
        if action in out:
            continue
        out[action] = {
            "component": {"iri": r["target"], "citation": r.get("targetLabel")},
            "type": str(r["type"]).rsplit("#", 1)[-1],
            "action": {"iri": r["action"], "label": r.get("actionLabel")},
            "macro": r.get("macro"),
            "changed_after": r["after"],
            "known_from": r["date"],
            "before": (
                {"iri": r["before"], "valid_from": r.get("beforeFrom"), "text": r.get("beforeText")}
                if r.get("before")
                else None
            ),
            "after": (
                {"iri": r["new"], "valid_from": r["date"], "text": r.get("newText")}
                if r.get("new")
                else None
            ),
        }
    return list(out.values())


def _check(runner: Runner, day: str | None, own: bool) -> list[dict[str, Any]] | None:
    """The undated changes in the unit's scope whose interval starts before ``day`` (every
    one without a day); ``None`` when the store has none at all (nothing was asked)."""
    if not _has_undated(runner) or not runner.vars.get("component"):
        return None
    bindings = {"component": "$component", "date": day, "own": 1 if own else None}
    rows = _rows(runner.store, render_sparql("undated-changes", **runner.resolve(bindings)))
    if rows:
        # recorded in the plan (and its policy stated) when it found a change that bears on
        # the answer; a unit with none is answered exactly as in a store without any
        runner.run("undated-changes", bindings, rows=rows)
        runner.notes.append(POLICY_UNDATED)
    return undated_changes(rows)


def _inside(changes: list[dict[str, Any]], day: str) -> list[dict[str, Any]]:
    """The changes whose interval holds ``day``: ``changed_after < day < known_from``."""
    return [c for c in changes if str(c["changed_after"]) < day < str(c["known_from"])]


def _name(c: dict[str, Any]) -> str:
    return str(c["component"]["citation"] or c["component"]["iri"])


def _quote(text: Any, limit: int = 600) -> str:
    s = str(text)
    return f"«{s}»" if len(s) <= limit else f"«{s[:limit]}…» ({len(s)} characters)"


def _one(c: dict[str, Any]) -> str:
    """One undetermined change in words, with the text before and after."""
    before = c["before"]
    after = c["after"]
    was = (
        f"the text before (from {before['valid_from']}) is {_quote(before['text'])}"
        if before
        else "before it the unit did not exist"
    )
    now = (
        f"the text after (in force on {c['known_from']}) is {_quote(after['text'])}"
        if after
        else f"by {c['known_from']} it was repealed"
    )
    return (
        f"{_name(c)} changed ({c['type'].lower()}) on a day after {c['changed_after']} and on "
        f"or before {c['known_from']} that the sources do not give; {was}; {now}"
    )


def _refusal(label: str, day: str, inside: list[dict[str, Any]], limit: int = 5) -> str:
    shown = "; ".join(_one(c) for c in inside[:limit])
    more = ""
    if len(inside) > limit:
        more = f"; and {len(inside) - limit} more change(s) (result.undetermined)"
    return (
        f"The wording of {label} on {day} is not known: {shown}{more}. Neither text is given "
        f"as the one in force on {day}."
    )


def _cite_changes(citations: list[dict[str, str]], changes: list[dict[str, Any]]) -> None:
    for c in changes:
        if c["before"]:
            since = c["before"]["valid_from"]
            cite(citations, c["before"]["iri"], f"{_name(c)}, version of {since}")
        if c["after"]:
            cite(citations, c["after"]["iri"], f"{_name(c)}, version known from {c['known_from']}")
        cite(citations, c["action"]["iri"], c["action"]["label"])


def _undetermined(day: str, inside: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "date": day,
        "changes": [{k: v for k, v in c.items() if k != "macro"} for c in inside],
    }


def _dated_by(changes: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Undated action (micro and macro) IRI → its change (the interval of a version's start)."""
    out: dict[str, dict[str, Any]] = {}
    for c in changes:
        out.setdefault(str(c["action"]["iri"]), c)
        if c.get("macro"):
            out.setdefault(str(c["macro"]), c)
    return out


def _mark_starts(
    versions: list[dict[str, Any]],
    by: dict[str, dict[str, Any]],
    changes: list[dict[str, Any]] | None = None,
) -> list[str]:
    """Mark each version (and part) whose start or end an undated action made: its start or
    end is known only as an interval (``valid_from_after``, ``valid_until_after``); the notes
    for the answer."""
    notes = []
    ended = {str(c["before"]["iri"]): c for c in changes or [] if c["before"]}
    ending = {str(c["known_from"]): c for c in changes or []}
    for v in versions:
        for x in [v, *v.get("parts", [])]:
            c = by.get(str((x.get("produced_by") or {}).get("iri")))
            if c is not None and "valid_from_after" not in x:
                x["valid_from_after"] = c["changed_after"]
                if x is v:
                    notes.append(
                        f"the version valid from {v['valid_from']} was made on a day after "
                        f"{c['changed_after']} that the sources do not give (it is in force "
                        f"from {v['valid_from']} at the latest)"
                    )
            until = x.get("valid_until")
            e = ended.get(str(x.get("iri"))) or (ending.get(str(until)) if x is v else None)
            if until and e is not None and "valid_until_after" not in x:
                x["valid_until_after"] = e["changed_after"]
                if x is v:
                    notes.append(
                        f"the version valid until {until} ended on a day after "
                        f"{e['changed_after']} that the sources do not give (it is known in "
                        f"force on {e['changed_after']}, not known after it)"
                    )
    return notes


def _note(notes: list[str]) -> str:
    return f" Not dated by the sources: {'; '.join(dict.fromkeys(notes))}." if notes else ""


def _valid_versions(base: Any) -> Any:
    def build(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
        result, answer, citations = base(request, runner, outputs)
        # every undated change in scope: one after the day may end the version given
        changes = _check(runner, None, request.scope == "own")
        if not changes:
            return result, answer, citations
        label = runner.vars["component_label"]
        inside = _inside(changes, request.date)
        if inside:
            result["versions"] = []
            result["in_force"] = None
            result["undetermined"] = _undetermined(request.date, inside)
            citations = [c for c in citations if c["iri"] == runner.vars["component"]]
            _cite_changes(citations, inside)
            return result, _refusal(label, request.date, inside), citations
        notes = _mark_starts(result.get("versions", []), _dated_by(changes), changes)
        nxt = (result.get("in_force") or {}).get("next_from")
        for c in changes:
            if c["component"]["iri"] == runner.vars["component"] and c["known_from"] == nxt:
                result["in_force"]["next_from_after"] = c["changed_after"]
                notes.append(
                    f"its next version, valid from {nxt}, was made on a day after "
                    f"{c['changed_after']} that the sources do not give"
                )
                break
        return result, answer + _note(notes), citations

    return build


def _provenance(base: Any) -> Any:
    def build(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
        result, answer, citations = base(request, runner, outputs)
        changes = _check(runner, None, request.scope == "own" or request.version)
        if not changes:
            return result, answer, citations
        label = runner.vars.get("component_label") or ""
        inside = _inside(changes, request.date) if request.date else []
        if inside:
            result["lineage"] = []
            result.pop("parts", None)
            result["undetermined"] = _undetermined(request.date, inside)
            citations = [c for c in citations if c["iri"] == runner.vars.get("component")]
            _cite_changes(citations, inside)
            return result, _refusal(label, request.date, inside), citations
        notes = _mark_starts(result.get("lineage", []), _dated_by(changes), changes)
        return result, answer + _note(notes), citations

    return build


def _compare(base: Any) -> Any:
    def build(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
        result, answer, citations = base(request, runner, outputs)
        changes = _check(runner, max(request.date_a, request.date_b), request.scope == "own")
        if not changes:
            return result, answer, citations
        label = runner.vars["component_label"]
        refusals = []
        undetermined = []
        for day in (request.date_a, request.date_b):
            inside = _inside(changes, day)
            if inside:
                undetermined.append(_undetermined(day, inside))
                refusals.append(_refusal(label, day, inside))
        if not refusals:
            return result, answer, citations
        result["changes"] = []
        result["undetermined"] = undetermined
        citations = [c for c in citations if c["iri"] == runner.vars["component"]]
        for u in undetermined:
            _cite_changes(citations, u["changes"])
        return result, "No comparison: " + " ".join(refusals), citations

    return build


def _hierarchy(base: Any) -> Any:
    def build(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
        result, answer, citations = base(request, runner, outputs)
        changes = _check(runner, request.date, False)
        if not changes:
            return result, answer, citations
        inside = _inside(changes, request.date)
        if not inside:
            return result, answer, citations
        by_unit = {str(c["component"]["iri"]): c for c in inside}

        def walk(node: dict[str, Any] | None) -> None:
            if node is None:
                return
            c = by_unit.get(str(node["iri"]))
            if c is not None:
                node["text"] = None
                node["undetermined"] = {k: v for k, v in c.items() if k != "macro"}
            for part in node.get("parts", []):
                walk(part)

        walk(result.get("tree"))
        result["undetermined"] = _undetermined(request.date, inside)
        _cite_changes(citations, inside)
        names = ", ".join(_name(c) for c in inside[:10]) + ("…" if len(inside) > 10 else "")
        answer += (
            f" The wording of {len(inside)} unit(s) on {request.date} is not known (each "
            f"changed on a day the sources do not give, between "
            f"{min(str(c['changed_after']) for c in inside)} and "
            f"{max(str(c['known_from']) for c in inside)}; their text is null, with the text "
            f"before and after in result.undetermined): {names}."
        )
        return result, answer, citations

    return build


def _item_versions(base: Any) -> Any:
    def build(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
        result, answer, citations = base(request, runner, outputs)
        changes = _check(runner, None, request.scope == "own")
        if not changes:
            return result, answer, citations
        notes = _mark_starts(result.get("versions", []), _dated_by(changes), changes)
        return result, answer + _note(notes), citations

    return build


def _history(base: Any) -> Any:
    def build(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
        result, answer, citations = base(request, runner, outputs)
        own = getattr(request, "scope", None) == "own" and not isinstance(request, ImpactInScope)
        changes = _check(runner, None, own)
        if not changes:
            return result, answer, citations
        by = {str(c["action"]["iri"]): c for c in changes}
        undated = []
        for a in result.get("actions", []):
            c = by.get(str(a["iri"]))
            if c is not None:
                a["changed_after"] = c["changed_after"]
                undated.append(a)
        if undated:
            after = sorted({str(a["changed_after"]) for a in undated})
            answer += (
                f" {len(undated)} of these change(s) are not dated by the sources: each "
                f"happened after {', '.join(after)} and on or before the date given, on a day "
                "no source gives (result.actions[].changed_after)."
            )
        return result, answer, citations

    return build


def _register() -> None:
    wrappers = {
        ValidVersions: _valid_versions,
        Provenance: _provenance,
        CompareVersions: _compare,
        Hierarchy: _hierarchy,
        ItemVersions: _item_versions,
        ItemHistory: _history,
        ImpactInScope: _history,
    }
    for kind, wrap in wrappers.items():
        register_builder(kind, wrap(_BUILDERS[kind]))


_register()
