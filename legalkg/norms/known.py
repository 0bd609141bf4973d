"""Answers "as known on" a day: observer (knowledge) time beside validity (issue 33).

A version's knowledge date is the ``lkg:knownFrom`` of the macro action that produced it (the
publication of its act unless the source says otherwise; docs/model.md, "Dates"). As known on
day K, the text in force on day D is the latest version of the unit valid from D or before
whose action was known by K, unless an action known by K ended it by D (a repeal). A version
that is valid on D but became known after K is a **later-published** text: the answer says it
changed the text, with its publication date. A version known by K that starts after D is a
**future** version: it is reported as such, never as the text in force. The "future" is the
store's, relative to the day asked, never the clock's.

Every point-in-time request (``valid-versions``, ``provenance``, ``hierarchy``,
``compare-versions``) and ``item-history`` take ``as_known_on``; without it, nothing here runs
and every answer is the one it always was. The plan's ``known-versions`` step (one query: the
unit's versions with the dates of the actions that produced and ended them) chooses the
version and sets the runner variable the next steps read (``$known_date``: that version's
first day, on which the unit queries find exactly that version with its parts).

>>> v = [{"valid_from": "2025-12-09", "valid_until": "2026-01-01", "known_from": "2025-07-05",
...       "end_known_from": "2025-12-22"},
...      {"valid_from": "2026-01-01", "valid_until": None, "known_from": "2025-12-22",
...       "end_known_from": None}]
>>> choose(v, "2026-01-01", "2025-12-21")["valid_from"]
'2025-12-09'
>>> choose(v, "2026-01-01", "2025-12-22")["valid_from"]
'2026-01-01'
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from legalkg.engine.answers import (
    _BUILDERS,
    STEP_HANDLERS,
    Built,
    Row,
    Runner,
    cite,
    register_builder,
    register_step_handler,
)
from legalkg.norms import answers as _answers  # noqa: F401  (registers the builders wrapped here)
from legalkg.norms.requests import (
    CompareVersions,
    Hierarchy,
    ItemHistory,
    PlanError,
    Provenance,
    Step,
    ValidVersions,
)

__all__ = ["choose", "known_versions", "split"]


def known_versions(rows: list[Row]) -> list[dict[str, Any]]:
    """``known-versions`` rows → one object per version (oldest first) with its dates and acts."""
    out: dict[str, dict[str, Any]] = {}
    for r in rows:
        v = out.setdefault(
            str(r["version"]),
            {
                "iri": r["version"],
                "valid_from": r["from"],
                "valid_until": r.get("until"),
                "published": r.get("published"),
                "known_from": r.get("known"),
                "in_force_from": r.get("inForce"),
                "produced_by": {"iri": r["action"], "label": r.get("actionLabel"), "acts": []},
                "ended_by": r.get("ended"),
                "end_published": r.get("endPublished"),
                "end_known_from": r.get("endKnown"),
            },
        )
        act = r.get("act")
        if act and all(a["iri"] != act for a in v["produced_by"]["acts"]):
            v["produced_by"]["acts"].append({"iri": act, "label": r.get("actLabel")})
    return sorted(out.values(), key=lambda v: (str(v["valid_from"]), str(v["iri"])))


def _known_by(day: Any, known: str) -> bool:
    """A knowledge date on or before ``known`` (no date: the store cannot tell; counted as
    known, and the answers say so)."""
    return day is None or str(day) <= known


def choose(versions: list[dict[str, Any]], day: str, known: str) -> dict[str, Any] | None:
    """The version in force on ``day`` as known on ``known``, or ``None``."""
    candidates = [
        v for v in versions if str(v["valid_from"]) <= day and _known_by(v["known_from"], known)
    ]
    if not candidates:
        return None
    chosen = max(candidates, key=lambda v: str(v["valid_from"]))
    until = chosen["valid_until"]
    if until is not None and str(until) <= day and _known_by(chosen["end_known_from"], known):
        return None  # ended (repealed) by an action known by then
    return chosen


def split(
    versions: list[dict[str, Any]], day: str, known: str
) -> tuple[dict[str, Any] | None, list[dict[str, Any]], list[dict[str, Any]]]:
    """(the version chosen as known, the versions valid by ``day`` but known only after
    ``known`` and newer than the chosen one, the future versions known by ``known``)."""
    chosen = choose(versions, day, known)
    start = str(chosen["valid_from"]) if chosen else ""
    later = [
        v
        for v in versions
        if start < str(v["valid_from"]) <= day and not _known_by(v["known_from"], known)
    ]
    future = [
        v for v in versions if str(v["valid_from"]) > day and _known_by(v["known_from"], known)
    ]
    return chosen, later, future


def _known_versions_step(runner: Runner, step: Step, request: Any) -> list[Row]:
    rows = runner.run("known-versions", {"component": step.bindings["component"]})
    chosen = choose(known_versions(rows), step.bindings["date"], step.bindings["as_known_on"])
    runner.vars[step.bindings["var"]] = str(chosen["valid_from"]) if chosen else ""
    return rows


def _guarded(template: str) -> None:
    """Skip a step bound to a ``$known_date…`` variable that the known-versions step left
    empty (no version was in force as known): its query would read every version."""
    previous = STEP_HANDLERS.get(template)

    def handler(runner: Runner, step: Step, request: Any) -> list[Row] | None:
        for value in step.bindings.values():
            if isinstance(value, str) and value.startswith("$known_date"):
                if not runner.vars.get(value[1:]):
                    if template == "valid-versions" and isinstance(request, Provenance):
                        raise PlanError(
                            f"as known on {request.as_known_on}, "
                            f"{runner.vars['component_label']} had no version in force on "
                            f"{request.date}"
                        )
                    return []
        if previous is not None:
            return previous(runner, step, request)
        return runner.run(step.template, step.bindings)

    register_step_handler(template, handler)


def _dates(v: dict[str, Any]) -> str:
    """A version's dates in words: "published 2025-12-22", "known from …", "in force from …"."""
    bits = []
    if v.get("published"):
        bits.append(f"published {v['published']}")
    if v.get("known_from") and v.get("known_from") != v.get("published"):
        bits.append(f"known from {v['known_from']}")
    if v.get("in_force_from") and v.get("in_force_from") != v.get("valid_from"):
        bits.append(f"in force from {v['in_force_from']}")
    if v.get("published") and str(v["valid_from"]) < str(v["published"]):
        bits.append(f"retroactive: valid from {v['valid_from']}, before its publication")
    return ", ".join(bits) if bits else "no publication or knowledge date in the store"


def _by(v: dict[str, Any]) -> str:
    acts = " and ".join(str(a["label"] or a["iri"]) for a in v["produced_by"]["acts"])
    return acts or str(v["produced_by"]["label"] or v["produced_by"]["iri"])


def _date_fields(v: dict[str, Any]) -> dict[str, Any]:
    return {
        "iri": v["iri"],
        "valid_from": v["valid_from"],
        "published": v["published"],
        "known_from": v["known_from"],
        "in_force_from": v["in_force_from"],
        "produced_by": v["produced_by"],
    }


def _notes(
    label: str, day: str, known: str, later: list[dict[str, Any]], future: list[dict[str, Any]]
) -> str:
    out = ""
    if later:
        out += (
            f" A text published later, not known on {known}, changed it: "
            + "; ".join(f"from {v['valid_from']} by {_by(v)} ({_dates(v)})" for v in later)
            + "."
        )
    if future:
        nxt = future[0]
        more = f"; {len(future) - 1} more after it" if len(future) > 1 else ""
        out += (
            f" A future version, known on {known} but not yet in force on {day} (not the text "
            f"in force): from {nxt['valid_from']} by {_by(nxt)} ({_dates(nxt)}){more}."
        )
    return out


def _cite_dated(citations: list[dict[str, str]], label: str, vs: list[dict[str, Any]]) -> None:
    for v in vs:
        cite(citations, v["iri"], f"{label}, version of {v['valid_from']}")
        for a in v["produced_by"]["acts"]:
            cite(citations, a["iri"], a["label"])


def _mask_until(version: dict[str, Any], chosen: dict[str, Any], known: str) -> None:
    """As known on ``known``, a version whose end was not yet known is still in force (its
    ``valid_until`` is null); so are its parts' wordings that end on or after it."""
    if _known_by(chosen["end_known_from"], known):
        return
    until = version.get("valid_until")
    version["valid_until"] = None
    for part in version.get("parts", []):
        if until is None or (part.get("valid_until") and str(part["valid_until"]) >= str(until)):
            part["valid_until"] = None


def _valid_versions_known(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    known, day = request.as_known_on, request.date
    versions = known_versions(outputs[0])
    chosen, later, future = split(versions, day, known)
    base = _BASE[ValidVersions]
    result, answer, citations = base(request, runner, outputs[1:])
    label = runner.vars["component_label"]
    for v in result["versions"]:
        if chosen is not None:
            _mask_until(v, chosen, known)
            v["dates"] = {k: chosen[k] for k in ("published", "known_from", "in_force_from")}
    result["as_known_on"] = known
    result["later"] = [_date_fields(v) for v in later]
    result["future"] = [_date_fields(v) for v in future]
    undated = chosen is not None and chosen["known_from"] is None
    result["undated"] = undated
    if chosen is not None:
        texts = "; ".join(
            f"«{v['text']}» (in force from {v['valid_from']}"
            + (f" until {v['valid_until']}" if v["valid_until"] else ", still in force as known")
            + f"; {_by(chosen)}; {_dates(chosen)})"
            for v in result["versions"]
        )
        answer = f"On {day}, as known on {known}, {label} read: {texts}."
        if undated:
            answer += (
                " The store gives no publication or knowledge date for this version: it is "
                "counted as known, so the answer may not reflect what was known then."
            )
    else:
        answer = f"As known on {known}, no version of {label} was in force on {day}" + (
            "." if later or future else f"; {answer}"
        )
    answer += _notes(label, day, known, later, future)
    answer += _answers.same_number_note(result, label, day)  # a repeated number (issue 28)
    _cite_dated(citations, label, later + future)
    return result, answer, citations


def _provenance_known(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    known, day = request.as_known_on, str(request.date)
    versions = known_versions(outputs[0])
    chosen, later, future = split(versions, day, known)
    result, answer, citations = _BASE[Provenance](request, runner, outputs[1:])
    by_iri = {str(v["iri"]): v for v in versions}
    for step in result["lineage"]:
        v = by_iri.get(str(step["iri"]))
        if v is not None:
            step["dates"] = {k: v[k] for k in ("published", "known_from", "in_force_from")}
    if result["lineage"] and chosen is not None:
        _mask_until(result["lineage"][0], chosen, known)
    result["as_known_on"] = known
    result["later"] = [_date_fields(v) for v in later]
    result["future"] = [_date_fields(v) for v in future]
    label = runner.vars["component_label"]
    dated = "; ".join(
        f"{s['valid_from']}: {_dates({**s, **s.get('dates', {})})}" for s in result["lineage"]
    )
    answer = f"As known on {known}: {answer[:1].lower()}{answer[1:]} Dates: {dated}." + _notes(
        label, day, known, later, future
    )
    _cite_dated(citations, label, later + future)
    return result, answer, citations


def _compare_known(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    known = request.as_known_on
    result, answer, citations = _BASE[CompareVersions](request, runner, outputs[2:])
    label = runner.vars["component_label"]
    result["as_known_on"] = known
    notes = ""
    for side, rows, day in (("a", outputs[0], request.date_a), ("b", outputs[1], request.date_b)):
        chosen, later, future = split(known_versions(rows), day, known)
        result[f"known_{side}"] = {
            "version": _date_fields(chosen) if chosen else None,
            "later": [_date_fields(v) for v in later],
        }
        notes += _notes(label, day, known, later, [])
        _cite_dated(citations, label, later)
    return result, f"As known on {known}: {answer}{notes}", citations


def _hierarchy_known(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    known = request.as_known_on
    chosen, later, future = split(known_versions(outputs[0]), request.date, known)
    result, answer, citations = _BASE[Hierarchy](request, runner, outputs[1:])
    label = runner.vars["component_label"]
    result["as_known_on"] = known
    result["version"] = _date_fields(chosen) if chosen else None
    result["later"] = [_date_fields(v) for v in later]
    result["future"] = [_date_fields(v) for v in future]
    _cite_dated(citations, label, later + future)
    head = f"As known on {known}: " + (
        f"{answer[:1].lower()}{answer[1:]}"
        if chosen
        else f"{label} was not in force on {request.date}."
    )
    return result, head + _notes(label, request.date, known, later, future), citations


def _history_known(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    known = request.as_known_on
    (rows,) = outputs
    kept = [r for r in rows if _known_by(r.get("known"), known)]
    left_out = sorted({str(r["action"]) for r in rows} - {str(r["action"]) for r in kept})
    plain = replace(request, as_known_on=None)
    result, answer, citations = _BASE[ItemHistory](plain, runner, [kept])
    dates = {str(r["action"]): r for r in kept}
    undated = 0
    for a in result["actions"]:
        r = dates.get(str(a["iri"]), {})
        a["dates"] = {
            "published": r.get("published"),
            "known_from": r.get("known"),
            "in_force_from": r.get("inForce"),
        }
        undated += r.get("known") is None
    result["as_known_on"] = known
    result["later"] = left_out
    label = runner.vars["component_label"]
    listed = "; ".join(
        f"{a['date']}: {a['label']} ({_dates({'valid_from': a['date'], **a['dates']})})"
        for a in result["actions"]
    )
    answer = f"As known on {known}, {len(result['actions'])} change(s) to {label}" + (
        f": {listed}." if listed else "."
    )
    if left_out:
        answer += f" {len(left_out)} change(s) published after {known} are left out."
    if undated:
        answer += f" {undated} change(s) have no knowledge date in the store: counted as known."
    return result, answer, citations


#: The builders these wrap (registered by legalkg.norms.answers), by request type.
_BASE: dict[type, Any] = {}


def _register() -> None:
    known_builders = {
        ValidVersions: _valid_versions_known,
        Provenance: _provenance_known,
        CompareVersions: _compare_known,
        Hierarchy: _hierarchy_known,
        ItemHistory: _history_known,
    }
    for kind, builder in known_builders.items():
        base = _BUILDERS[kind]
        _BASE[kind] = base

        def wrapped(
            request: Any,
            runner: Runner,
            outputs: list[list[Row]],
            base: Any = base,
            b: Any = builder,
        ) -> Built:
            if getattr(request, "as_known_on", None) is None:
                return base(request, runner, outputs)  # type: ignore[no-any-return]
            return b(request, runner, outputs)  # type: ignore[no-any-return]

        register_builder(kind, wrapped)
    register_step_handler("known-versions", _known_versions_step)
    for template in (
        "unit-versions",
        "part-wordings",
        "valid-versions",
        "subtree-at",
        "ancestors-at",
    ):
        _guarded(template)


_register()
