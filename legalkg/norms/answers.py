"""The answers to the norm requests: builders of the result, answer and citations.

Registered into the engine's answer runner (:mod:`legalkg.engine.answers`): an answer
builder per request type of :mod:`legalkg.norms.requests`, and the step handlers that
resolve the work, a citation (``resolve-component``) and an amending act (``acts``).

Why one module of ~830 lines: one builder per norm request type, registered together, sharing
the helpers that turn rows into versions and citations.

>>> from legalkg import Store, ingest, example_path
>>> from legalkg.norms.requests import ValidVersions
>>> store = Store()
>>> _ = ingest([example_path("art6")], store=store)
>>> a = answer_request(ValidVersions(component="art. 6º", date="2001-05-20"), store)
>>> [(v["valid_from"], v["valid_until"]) for v in a.result["versions"]]
[('2000-02-14', '2010-02-04')]
"""

from __future__ import annotations

import difflib
import re
from typing import Any

import pyoxigraph as ox

from legalkg.engine.abridge import contents, is_large
from legalkg.engine.answers import (
    Answer,
    AnswerCache,
    Built,
    Row,
    Runner,
    _rows,
    _value,
    answer_request,
    cite,
    register_builder,
    register_cached_templates,
    register_step_handler,
)
from legalkg.engine.templates import render_sparql
from legalkg.norms.requests import (
    ActionsBySource,
    CompareVersions,
    Hierarchy,
    ImpactInScope,
    ItemHistory,
    ItemVersions,
    PlanError,
    Provenance,
    Step,
    ValidVersions,
)
from legalkg.norms.units import is_leaf as _is_leaf
from legalkg.norms.units import mark_removed, whole_versions

__all__ = [
    "LABEL_INDEX_AFTER",
    "Answer",
    "AnswerCache",
    "Built",
    "Row",
    "Runner",
    "answer_request",
    "citation_alternatives",
    "cite",
    "same_number_note",
    "span",
    "version_fields",
    "word_diff",
]

#: After this many citations of one work resolved one by one with the same cache, the work's
#: whole label index (template ``component-labels``, one query) answers the next ones. The
#: index of a work of 500 units costs as much as 20-60 single resolutions at 10^5-10^6
#: triples and 8 at 10^7 (where one label is shared by hundreds of works): built after two,
#: it was built for most of 306 works asked about two or three times each (10^7: ask --batch
#: 30-42 requests/s); after 16, a batch at 10^6 resolved one by one what an index built by
#: the earlier answers would have given (106-120 against 147-179 requests/s, load 5-9).
LABEL_INDEX_AFTER = 4


def _works(runner: Runner, bindings: dict[str, Any]) -> list[Row]:
    """The ``works`` step, recorded as itself, its rows found by ``works-first`` (the same
    rows and order, from the typed works first instead of every label of the store: 3-7x
    less at 10^6 and 10^7 triples, where most works are amending acts). Two rows with the same
    work and title are in no order ``ORDER BY`` sets: then ``works`` itself runs, for its own
    order."""
    sparql = render_sparql("works", **runner.resolve(bindings))
    rows = runner.cache.get(sparql) if runner.cache is not None else None
    if rows is None:
        rows = _rows(runner.store, render_sparql("works-first"))
        if len({(r["work"], r["title"]) for r in rows}) < len(rows):
            rows = _rows(runner.store, sparql)
        if runner.cache is not None:
            runner.cache[sparql] = rows
    return runner.run("works", bindings, rows=rows)


def _resolve_work(runner: Runner, hint: str | None, rows: list[Row], request: Any = None) -> None:
    """Choose the work (:func:`legalkg.norms.worknames.resolve_work`); names declared as aliases are
    read (template ``work-names``) only when the titles do not settle it, and the titles of
    every work and act (``work-labels``: the places a jurisdiction's titles name) only for a
    name that is not a work's exact title."""
    from legalkg.norms.worknames import match_works, resolve_work

    aliases: dict[str, list[str]] = {}
    labels: list[Row] = []
    if hint and not hint.startswith(("http://", "https://")):
        single = len({str(r["work"]) for r in rows}) == 1
        if len(match_works(hint, rows, exact_only=not single)) != 1:
            # not one work's exact title: the other names and every act's title (the places
            # of a jurisdiction) are needed before a partial name can be trusted
            for r in runner.run("work-names", {}):
                aliases.setdefault(str(r["work"]), []).append(str(r["name"]))
            if not single:
                labels = runner.run("work-labels", {})
    chosen = resolve_work(hint, rows, aliases, labels)
    runner.vars["work"] = str(chosen["work"])
    runner.vars["language"] = chosen["language"] or ""


def citation_alternatives(label: str) -> list[str]:
    """Equivalent spellings of a citation: ``§ 1º`` ↔ ``parágrafo único``.

    >>> citation_alternatives("art. 7º, § 1º")
    ['art. 7º, § 1º', 'art. 7º, parágrafo único']
    """
    from legalkg.norms.citations import label_alternatives

    return label_alternatives(label)


def _label_index(runner: Runner, work: str, language: str) -> dict[str, list[Row]] | None:
    """The label index of ``work`` when the runner's cache has resolved enough citations of it
    one by one (:data:`LABEL_INDEX_AFTER`): label term → resolve-component's rows, in its order
    (the index query's ORDER BY is resolve-component's, so each label's rows keep it)."""
    cache = runner.cache
    if not isinstance(cache, AnswerCache):
        return None
    key = (work, language)
    index = cache.labels.get(key)
    if index is not None:
        return index
    cache.resolved[key] = cache.resolved.get(key, 0) + 1
    if cache.resolved[key] <= LABEL_INDEX_AFTER:
        return None
    solutions = runner.store.query(render_sparql("component-labels", work=work))
    index = {}
    if isinstance(solutions, ox.QuerySolutions):
        for row in solutions:
            label = row["label"]
            if isinstance(label, ox.Literal):
                index.setdefault(str(label), []).append(
                    {
                        "component": _value(row["component"]),
                        "label": label.value,
                        "order": _value(row["order"]),
                    }
                )
    cache.labels[key] = index
    return index


def _label_key(label: str, language: str) -> str | None:
    """The label as the N-Triples term resolve-component's ``VALUES`` matches (``None`` when
    the tag is not one the template accepts: the query then runs, and reports it)."""
    try:
        return str(ox.Literal(label, language=language) if language else ox.Literal(label))
    except ValueError:
        return None


def _resolve_component(runner: Runner, label: str, bindings: dict[str, Any]) -> None:
    resolved = runner.resolve(bindings)
    work, language = str(resolved["work"]), str(resolved.get("language") or "")
    index = _label_index(runner, work, language)
    rows: list[Row] = []
    for candidate in citation_alternatives(label):
        key = _label_key(candidate, language) if index is not None else None
        known = index.get(key, []) if index is not None and key is not None else None
        rows = runner.run("resolve-component", {**bindings, "label": candidate}, rows=known)
        if rows:
            break
    if not rows:
        raise PlanError(f"no component of <{runner.vars['work']}> is cited as {label!r}")
    if len(rows) > 1:
        raise PlanError(
            f"{label!r} is ambiguous: " + ", ".join(f"<{r['component']}>" for r in rows)
        )
    runner.vars["component"] = str(rows[0]["component"])
    runner.vars["component_label"] = str(rows[0]["label"])


def version_fields(row: Row) -> dict[str, Any]:
    """A valid-versions / item-versions row as an answer's version object."""
    return {
        "iri": row["version"],
        "citation": row["label"],
        "valid_from": row["from"],
        "valid_until": row["until"],
        "language": row.get("language"),
        "text": row["text"],
        "produced_by": {"iri": row["action"], "label": row.get("actionLabel")},
    }


def span(v: dict[str, Any]) -> str:
    """A version's validity in words."""
    until = f"until {v['valid_until']}" if v["valid_until"] else "still in force"
    return f"in force from {v['valid_from']}, {until}"


def _versions(request: Any, outputs: list[list[Row]]) -> list[dict[str, Any]]:
    """The version objects of a valid-versions / item-versions answer: own rows (scope
    ``own``) or whole units (own row and parts)."""
    if getattr(request, "scope", None) == "own":
        return [version_fields(r) for r in outputs[0]]
    return whole_versions(outputs[0], outputs[1])


def _part_label(p: dict[str, Any]) -> str:
    acts = " and ".join(str(a["label"]) for a in p["produced_by"].get("acts", []))
    return f"{p['citation']}, wording in force from {p['valid_from']}" + (
        f" ({acts})" if acts else ""
    )


def _cite_parts(citations: list[dict[str, str]], v: dict[str, Any]) -> None:
    """Cite each part of a whole version (only the changed ones and the table of contents for a
    unit too large to quote whole), so a prompt can point at the part that holds a fact."""
    parts = v.get("parts", [])
    if is_large(v):
        parts = [p for p in contents(v)["parts"] if "iri" in p]  # the changed ones
    for p in parts[1:] if parts and parts[0]["iri"] == v["iri"] else parts:
        cite(citations, p["iri"], _part_label(p))


def _whole_words(v: dict[str, Any]) -> str:
    """A version's text for the answer paragraph (a very large unit is summarised)."""
    if is_large(v):
        changed = v["changed_parts"]
        return (
            f"«{v['parts'][0]['text']}» and {len(v['parts']) - 1} parts "
            f"({len(str(v['text']))} characters; the whole text is in result.versions[].text)"
            + (f"; changed that day: {', '.join(changed[:10])}" if changed else "")
            + ("…" if len(changed) > 10 else "")
        )
    return f"«{v['text']}»"


def _own_since(v: dict[str, Any]) -> str:
    parts = v.get("parts")
    if not parts:
        return ""
    own = parts[0]
    changed = [c for c in v["changed_parts"] if c != own["citation"]]
    out = (
        f"; its own row unchanged since {own['valid_from']}"
        if own["valid_from"] != v["valid_from"]
        else ""
    )
    if changed:
        shown = ", ".join(str(c) for c in changed[:5]) + ("…" if len(changed) > 5 else "")
        out += f"; parts changed on {v['valid_from']}: {shown}"
    return out


def _valid_versions(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    life = outputs[-1]
    label = runner.vars["component_label"]
    versions = _versions(request, outputs)
    citations: list[dict[str, str]] = []
    for v in versions:
        cite(citations, v["iri"], f"{label}, version of {v['valid_from']}")
        _cite_parts(citations, v)
        cite(citations, v["produced_by"]["iri"], v["produced_by"]["label"])
    result: dict[str, Any] = {
        "component": {"iri": runner.vars["component"], "citation": label},
        "date": request.date,
        "versions": versions,
    }
    if versions:
        texts = "; ".join(
            f"{_whole_words(v)} ({span(v)}; {v['produced_by']['label']}{_own_since(v)})"
            for v in versions
        )
        whole = " as a whole" if any("parts" in v for v in versions) else ""
        answer = f"On {request.date}, {label} read{whole}: {texts}."
    else:
        result["in_force"] = None
        info = life[0] if life else {}
        first, ended, nxt = info.get("first"), info.get("lastUntil"), info.get("nextFrom")
        if first is None:
            answer = f"{label} has no recorded version, so nothing was in force on {request.date}."
        elif ended is None:
            result["in_force"] = {"next_from": nxt}
            answer = (
                f"No version of {label} was in force on {request.date}: it was not yet "
                f"in force; its first version starts on {nxt}."
            )
        else:
            result["in_force"] = {
                "last_until": ended,
                "ended_by": info.get("endAction"),
                "next_from": nxt,
            }
            by = f" ({info['endLabel']})" if info.get("endLabel") else ""
            answer = (
                f"No version of {label} was in force on {request.date}: it had been "
                f"repealed on {ended}{by}"
            )
            answer += f"; a new version starts on {nxt}." if nxt else "."
            cite(citations, info.get("endAction"), info.get("endLabel"))
    cite(citations, runner.vars["component"], label)
    answer += _same_number(request, runner, result, citations)
    return result, answer, citations


def _same_number(
    request: Any,
    runner: Runner,
    result: dict[str, Any],
    citations: list[dict[str, str]],
    day: str | None = None,
) -> str:
    """The other units of the same parent that the source numbers like the one asked about
    (two paragraphs numbered (1) in one section, kept as ``…-dup2``, labelled ``[2]``) and
    their wordings in force that day, in ``result["same_number"]``, cited, and as a sentence
    for the answer ("" when there is none): so that an answer about ``§ 47(1)`` never hides
    that the section holds another (1) that day.

    The step is kept in the plan only when it finds one, so the answers about the units
    without a repeated number are byte for byte as before. ``day``: another day than the
    request's own (a comparison's second day)."""
    component = runner.vars.get("component")
    day = day or getattr(request, "date", None)
    if not component or not day:
        return ""
    steps = len(runner.steps)
    rows = runner.run(
        "same-number-at",
        {
            "component": component,
            "date": day,
            "language": getattr(request, "language", None),
            "known_on": getattr(request, "as_known_on", None),
        },
    )
    if not rows:
        del runner.steps[steps:]
        return ""
    others: list[dict[str, Any]] = []
    for r in rows:
        cited = str(r.get("label") or r["sibling"])
        version = version_fields({**r, "label": cited})
        others.append(
            {
                "iri": r["sibling"],
                "citation": cited,
                "version": version,
                "has_parts": str(r.get("hasParts")).lower() in ("true", "1"),
            }
        )
        cite(citations, version["iri"], f"{cited}, version of {r['from']}")
        cite(citations, str(r["sibling"]), cited)
    result["same_number"] = others
    return same_number_note(result, runner.vars["component_label"], day)


def same_number_note(result: dict[str, Any], label: str, day: str) -> str:
    """The sentence that names the units numbered like ``label`` in ``result["same_number"]``
    and their wordings on ``day`` ("" when there is none)."""
    others = result.get("same_number") or []
    if not others:
        return ""
    said = "; ".join(
        f"{o['citation']} <{o['iri']}> read «{o['version']['text']}»"
        + (" (its own row; it has parts: ask for it by that citation)" if o["has_parts"] else "")
        + f" ({span(o['version'])}; {o['version']['produced_by']['label']})"
        for o in others
    )
    many = f"{len(others)} other units" if len(others) > 1 else "another unit"
    return (
        f" Note: {label} shares its number with {many} in the same place (the source "
        f"repeats the number), also in force on {day}: {said}."
    )


def _item_versions(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    label = runner.vars["component_label"]
    versions = _versions(request, outputs)
    if request.scope != "own":
        mark_removed(versions)
    citations: list[dict[str, str]] = []
    for v in versions:
        cite(citations, v["iri"], f"{label}, version of {v['valid_from']}")
    parts = []
    for v in versions:
        what = ""
        if "parts" in v:
            changed = [c for c in v["changed_parts"]]
            removed = v.get("removed_parts", [])
            what = "; ".join(
                x
                for x in (
                    f"changed: {', '.join(str(c) for c in changed)}" if changed else "",
                    f"removed: {', '.join(str(c) for c in removed)}" if removed else "",
                )
                if x
            )
            what = f" [{what}]" if what else ""
        parts.append(
            f"from {v['valid_from']} ({v['produced_by']['label']}){what}: {_whole_words(v)}"
        )
    answer = (
        f"{label} has {len(versions)} version(s)"
        + (" in the interval" if request.from_ or request.until else "")
        + (": " + "; ".join(parts) + "." if parts else ".")
    )
    cite(citations, runner.vars["component"], label)
    result = {
        "component": {"iri": runner.vars["component"], "citation": label},
        "versions": versions,
    }
    return result, answer, citations


def _actions(rows: list[Row]) -> list[dict[str, Any]]:
    actions: dict[str, dict[str, Any]] = {}
    for r in rows:
        a = actions.setdefault(
            str(r["action"]),
            {
                "iri": r["action"],
                "type": str(r["type"]).rsplit("#", 1)[-1],
                "date": r["date"],
                "label": r["actionLabel"],
                "component": {"iri": r["target"], "citation": r["targetLabel"]},
                "acts": [],
                "produced": [],
                "terminated": [],
            },
        )
        for key, column in (
            ("acts", "act"),
            ("produced", "produced"),
            ("terminated", "terminated"),
        ):
            value = r.get(column)
            if value and value not in [x if isinstance(x, str) else x["iri"] for x in a[key]]:
                a[key].append(
                    {"iri": value, "label": r.get("actLabel")} if key == "acts" else value
                )
    for a in actions.values():
        if not a["produced"] and not a["terminated"]:
            del a["produced"], a["terminated"]
    return list(actions.values())


_PART_CHANGE = {
    "Insertion": "added",
    "Substitution": "changed",
    "Renumbering": "changed",
    "Repeal": "removed",
}


def versions_by_date(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One entry per date on which the unit got a new version: which parts it added, changed
    and removed (a part is cited once, under its last change of the day)."""
    days: dict[str, dict[str, Any]] = {}
    for a in actions:
        day = days.setdefault(
            str(a["date"]), {"date": a["date"], "added": [], "changed": [], "removed": []}
        )
        what = day[_PART_CHANGE.get(a["type"], "changed")]
        citation = a["component"]["citation"] or a["component"]["iri"]
        if citation not in what:
            what.append(citation)
    return list(days.values())


def _history(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    (rows,) = outputs
    label = runner.vars["component_label"]
    actions = _actions(rows)
    own = getattr(request, "scope", None) == "own" and not isinstance(request, ImpactInScope)
    if own:
        actions = [a for a in actions if a["component"]["iri"] == runner.vars["component"]]
    citations: list[dict[str, str]] = []
    for a in actions:
        cite(citations, a["iri"], a["label"])
    window = ""
    if getattr(request, "from_", None) or getattr(request, "until", None):
        window = f" between {request.from_ or 'the beginning'} and {request.until or 'now'}"
    changed = sorted({a["component"]["citation"] or a["component"]["iri"] for a in actions})
    under = "'s own row" if own else " and the units under it"
    if actions:
        answer = (
            f"{len(actions)} change(s) to {label}{under}{window}: "
            + "; ".join(f"{a['date']}: {a['label']}" for a in actions)
            + "."
        )
    else:
        answer = f"No change to {label}{under.replace(' and ', ' or ')}{window}."
    cite(citations, runner.vars["component"], label)
    result = {
        "scope": {"iri": runner.vars["component"], "citation": label},
        "from": getattr(request, "from_", None),
        "until": getattr(request, "until", None),
        "actions": actions,
        "changed_components": changed,
        "versions": versions_by_date(actions),
    }
    return result, answer, citations


def _by_source(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    (rows,) = outputs
    act = runner.vars.get("act", request.act)
    actions = _actions(rows)
    named = [str(x["label"]) for a in actions for x in a["acts"] if x.get("iri") == act]
    act_label = runner.vars.get("act_label", named[0] if named else act)
    citations: list[dict[str, str]] = [{"iri": act, "label": act_label}]
    for a in actions:
        cite(citations, a["iri"], a["label"])
    if actions:
        answer = (
            f"{act_label} made {len(actions)} change(s): "
            + "; ".join(
                f"{a['type'].lower()} of {a['component']['citation']} on {a['date']}"
                for a in actions
            )
            + "."
        )
        joint = sorted({x["label"] for a in actions if len(a["acts"]) > 1 for x in a["acts"]})
        if joint:
            answer += (
                f" {sum(len(a['acts']) > 1 for a in actions)} of them are attributed "
                f"jointly to {' and '.join(joint)}: the source does not say which act of "
                "the same day made them."
            )
    else:
        answer = f"{act_label} changed no provision recorded in the store."
    return {"act": {"iri": act, "label": act_label}, "actions": actions}, answer, citations


_WORD = re.compile(r"\S+")


def word_diff(old: str, new: str) -> list[dict[str, str]]:
    """Word-level differences: ``insert``, ``delete`` and ``replace`` operations.

    >>> word_diff("a saúde, o trabalho, o lazer", "a saúde, o trabalho, a moradia, o lazer")
    [{'op': 'insert', 'old': '', 'new': 'a moradia,'}]
    """
    a, b = _WORD.findall(old), _WORD.findall(new)
    ops = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag != "equal":
            ops.append({"op": tag, "old": " ".join(a[i1:i2]), "new": " ".join(b[j1:j2])})
    return ops


_VERBS = {"insert": "added", "delete": "removed", "replace": "replaced"}


def _compare(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    rows_a, rows_b = outputs
    label = runner.vars["component_label"]
    if request.scope == "own":
        root = runner.vars["component"]
        rows_a = [r for r in rows_a if r["component"] == root]
        rows_b = [r for r in rows_b if r["component"] == root]
    at_a = {str(r["component"]): r for r in rows_a}
    at_b = {str(r["component"]): r for r in rows_b}
    order = {c: (r.get("order") or "0") for c, r in {**at_a, **at_b}.items()}
    changes = []
    for comp in sorted(set(at_a) | set(at_b), key=lambda c: (int(str(order[c])), c)):
        a, b = at_a.get(comp), at_b.get(comp)
        entry: dict[str, Any] = {
            "component": {"iri": comp, "citation": (a or b or {}).get("label")}
        }
        if a and b:
            if a["text"] == b["text"]:
                continue
            entry.update(
                status="changed",
                version_a=a["version"],
                version_b=b["version"],
                diff=word_diff(str(a["text"]), str(b["text"])),
            )
        elif b:
            entry.update(status="added", version_b=b["version"], text=b["text"])
        else:
            assert a is not None
            entry.update(status="removed", version_a=a["version"], text=a["text"])
        changes.append(entry)
    citations: list[dict[str, str]] = []
    for c in changes:
        for key in ("version_a", "version_b"):
            if key in c:
                cite(citations, c[key], f"{c['component']['citation']} ({key[-1].upper()})")
    if not rows_a or not rows_b:
        missing = request.date_a if not rows_a else request.date_b
        answer = f"{label} was not in force on {missing}; only one side can be shown."
    elif changes:
        parts = []
        for c in changes:
            if c["status"] == "changed":
                ops = ", ".join(
                    f"{_VERBS[o['op']]} «{o['new'] or o['old']}»"
                    + (f" (was «{o['old']}»)" if o["op"] == "replace" else "")
                    for o in c["diff"]
                )
                parts.append(f"{c['component']['citation']}: {ops}")
            else:
                parts.append(f"{c['component']['citation']}: {c['status']}")
        answer = (
            f"Between {request.date_a} and {request.date_b}, {label} changed: "
            + "; ".join(parts)
            + "."
        )
    else:
        answer = f"{label} read the same on {request.date_a} and {request.date_b}."
    cite(citations, runner.vars["component"], label)
    result = {
        "component": {"iri": runner.vars["component"], "citation": label},
        "date_a": request.date_a,
        "date_b": request.date_b,
        "changes": changes,
    }
    # a repeated number (issue 28): the other units so numbered, on each side
    for day, key in ((request.date_a, "same_number_a"), (request.date_b, "same_number_b")):
        noted: dict[str, Any] = {}
        answer += _same_number(request, runner, noted, citations, day)
        if noted:
            result[key] = noted["same_number"]
    return result, answer, citations


def _hierarchy(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    ancestors, subtree = outputs
    label = runner.vars["component_label"]
    root = runner.vars["component"]
    children: dict[str, list[Row]] = {}
    for r in subtree:
        if r["component"] != root and r["parent"]:
            children.setdefault(str(r["parent"]), []).append(r)

    def node(r: Row, depth: int) -> dict[str, Any]:
        out: dict[str, Any] = {
            "iri": r["component"],
            "citation": r["label"],
            "version": r["version"],
            "text": r["text"],
        }
        if request.depth is None or depth < request.depth:
            out["parts"] = [node(c, depth + 1) for c in children.get(str(r["component"]), [])]
        return out

    top = next((r for r in subtree if r["component"] == root), None)
    tree = node(top, 0) if top else None
    result = {
        "component": {"iri": root, "citation": label},
        "date": request.date,
        "ancestors": [
            {"iri": a["ancestor"], "citation": a["label"], "version": a["version"]}
            for a in ancestors
        ],
        "tree": tree,
    }
    citations: list[dict[str, str]] = []
    cite(citations, root, label)
    if tree is None:
        answer = f"{label} was not in force on {request.date}."
    else:
        path = " > ".join(str(a["label"]) for a in reversed(ancestors))
        answer = (
            f"On {request.date}, {label}"
            + (f" (in {path})" if path else "")
            + f" had {len(subtree) - 1} unit(s) under it."
        )
    answer += _same_number(request, runner, result, citations)
    return result, answer, citations


def _provenance(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    whole = request.version is None and request.scope != "own"
    rows = outputs[-3] if whole else outputs[-1]
    lineage: dict[str, dict[str, Any]] = {}
    for r in rows:
        v = lineage.setdefault(
            str(r["version"]),
            {
                "iri": r["version"],
                "valid_from": r["from"],
                "valid_until": r["until"],
                "text": r["text"],
                "replaced": r["previous"],
                "produced_by": {
                    "iri": r["action"],
                    "type": str(r["type"]).rsplit("#", 1)[-1],
                    "label": r["actionLabel"],
                    "acts": [],
                },
            },
        )
        if r["act"] and all(a["iri"] != r["act"] for a in v["produced_by"]["acts"]):
            v["produced_by"]["acts"].append({"iri": r["act"], "label": r["actLabel"]})
    steps = list(lineage.values())
    label = runner.vars.get("component_label") or (str(rows[0]["component"]) if rows else "")
    citations: list[dict[str, str]] = []
    for s in steps:
        cite(citations, s["iri"], f"{label}, version of {s['valid_from']}")
        for act in s["produced_by"]["acts"]:
            cite(citations, act["iri"], act["label"])
    if steps:
        head = steps[0]
        acts = " and ".join(a["label"] for a in head["produced_by"]["acts"]) or "the original text"
        answer = (
            f"The version of {label} in force from {head['valid_from']} was produced by "
            f"{acts} ({head['produced_by']['label']})"
        )
        if head["replaced"]:
            answer += (
                f", replacing the version of {steps[1]['valid_from']}" if len(steps) > 1 else ""
            )
        answer += "; lineage: " + " ← ".join(s["valid_from"] for s in steps) + "."
    else:
        answer = "No such version."
    result: dict[str, Any] = {
        "component": {"iri": runner.vars.get("component"), "citation": label},
        "lineage": steps,
    }
    if whole:
        versions = whole_versions(outputs[-2], outputs[-1])
        parts = versions[0].get("parts", []) if versions else []
        result["parts"] = [
            {
                k: p[k]
                for k in (
                    "citation",
                    "component",
                    "iri",
                    "valid_from",
                    "valid_until",
                    "produced_by",
                )
            }
            for p in parts
        ]
        for p in parts[1:]:
            cite(citations, p["iri"], _part_label(p))
            for act in p["produced_by"].get("acts", []):
                cite(citations, act["iri"], act["label"])
        if parts:
            by: dict[str, list[str]] = {}
            for part in parts:
                made = part["produced_by"].get("acts") or []
                name = " and ".join(str(a["label"]) for a in made) or "the original text"
                by.setdefault(name, []).append(str(part["citation"]))
            answer += (
                " Part by part: "
                + "; ".join(
                    f"{name}: {', '.join(c[:8])}{'…' if len(c) > 8 else ''} ({len(c)})"
                    for name, c in by.items()
                )
                + "."
            )
    if steps and request.version is None:  # asked by day: the other units so numbered
        answer += _same_number(request, runner, result, citations)
    return result, answer, citations


# --------------------------------------------------------------------------------------------
# The steps that resolve values (the work, a citation, an amending act) and the special cases
# of the norm templates, formerly inline in answer_request (now the engine's).


def _works_step(runner: Runner, step: Step, request: Any) -> None:
    _resolve_work(runner, getattr(request, "work", None), _works(runner, step.bindings))


def _resolve_component_step(runner: Runner, step: Step, request: Any) -> None:
    _resolve_component(runner, step.bindings["label"], step.bindings)


def _acts_step(runner: Runner, step: Step, request: Any) -> None:
    rows = runner.run("acts", step.bindings)
    if len(rows) != 1:
        found = "; ".join(f"{r['label']} <{r['act']}>" for r in rows) or "none"
        raise PlanError(
            f"amending act number {step.bindings['number']!r} matches "
            f"{len(rows)} acts ({found}); give its year"
        )
    runner.vars["act"] = str(rows[0]["act"])
    runner.vars["act_label"] = str(rows[0]["label"])


def _part_wordings_step(runner: Runner, step: Step, request: Any) -> list[Row]:
    if runner.outputs and _is_leaf(runner.outputs[-1]):
        return []  # a unit without parts: its own versions say it all
    return runner.run(step.template, step.bindings)


def _valid_versions_step(runner: Runner, step: Step, request: Any) -> list[Row]:
    rows = runner.run(step.template, step.bindings)
    if isinstance(request, Provenance):
        if not rows:
            raise PlanError(
                f"{runner.vars['component_label']} had no version in force on {request.date}"
            )
        runner.vars["version"] = str(rows[0]["version"])
    return rows


register_cached_templates("works", "work-names", "work-labels", "acts", "resolve-component")
register_step_handler("works", _works_step)
register_step_handler("resolve-component", _resolve_component_step)
register_step_handler("acts", _acts_step)
register_step_handler("part-wordings", _part_wordings_step)
register_step_handler("valid-versions", _valid_versions_step)
for _type, _builder in (
    (ValidVersions, _valid_versions),
    (ItemVersions, _item_versions),
    (ItemHistory, _history),
    (ImpactInScope, _history),
    (ActionsBySource, _by_source),
    (CompareVersions, _compare),
    (Hierarchy, _hierarchy),
    (Provenance, _provenance),
):
    register_builder(_type, _builder)
