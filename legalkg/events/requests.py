"""Event requests for ``legalkg ask``: timeline, causal-chain, roles, evidence, compare, claims.

Registered with the planner (``legalkg.engine.planner.EXTENSIONS``). A complaint is named by
its file stem (``case13193_doc62893``) or its IRI. Every answer cites the sentences behind it: each
citation is a sentence IRI labelled ``s43: «quote»``, and every ``evidence`` list holds
``{"sentence_id", "quote"}`` pairs whose quotes are exact substrings of the complaint.

>>> from legalkg.engine.planner import request_from_json, make_plan
>>> r = request_from_json({"type": "timeline", "complaint": "case13193_doc62893"})
>>> [s.template for s in make_plan(r).steps]
['event-complaints', 'event-events', 'event-participants', 'event-evidence', 'event-relations']
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from legalkg.engine.answers import Built, Row, Runner, register_builder, register_step_handler
from legalkg.engine.planner import PlanError, Request, Step, register_request
from legalkg.engine.questions import register_question_parser
from legalkg.events.vocab import CAUSAL, concept_value

POLICY_EVIDENCE = (
    "Every event and relation comes with the sentences of the complaint that state it (sentence "
    "id and exact quote); the allegations are the complaint's, not findings of a court."
)
POLICY_ORDER = (
    "Events are ordered by their stated BEFORE/AFTER relations and dates (an event whose latest "
    "possible day precedes another's earliest comes first); undated events keep their place in "
    "the complaint's narrative."
)
POLICY_CAUSAL = (
    "A causal chain follows only the CAUSES, ENABLES and PREVENTS relations the complaint states, "
    "up to the given depth."
)
POLICY_COMPLAINT = (
    "A complaint is named by its source file stem or its IRI; an unknown name is reported with "
    "the complaints the store holds."
)
POLICY_CLAIMS = (
    "Claims are what the complaint alleges, named with the Civil Rights Litigation "
    "Clearinghouse coding (discrimination bases and areas, retaliation) and the statutes it "
    "invokes; each cites the sentences that state it. They are allegations, not findings; the "
    "prayer for relief and a statute's list of protected traits state no claim."
)
DIRECTIONS = ("upstream", "downstream")


def _check_complaint(value: str, name: str = "complaint") -> None:
    if not value:
        raise PlanError(f"missing '{name}' (the complaint's file stem, e.g. case13193_doc62893)")


def _complaint_steps(*names: tuple[str, str]) -> list[Step]:
    return [
        Step("event-complaints", {"name": value, "var": var}, f"find the complaint {value!r}")
        for var, value in names
    ]


def _data_steps(var: str = "complaint") -> list[Step]:
    c = {"complaint": f"${var}"}
    return [
        Step("event-events", c, "the complaint's events"),
        Step("event-participants", c, "who took part in each event, in which role"),
        Step("event-evidence", c, "the sentences and quotes behind each event and relation"),
        Step("event-relations", c, "the temporal and causal relations"),
    ]


def _single_complaint_steps(complaint: str, *extra: Step) -> list[Step]:
    """Find ``complaint``, run the ``extra`` steps, then read its data."""
    return [*_complaint_steps(("complaint", complaint)), *extra, *_data_steps()]


@dataclass(frozen=True, slots=True)
class Timeline(Request):
    """A complaint's events in temporal order, with dates, participants and evidence."""

    type: ClassVar[str] = "timeline"
    prompt: ClassVar[str] = "events"
    complaint: str = ""

    def check(self) -> None:
        _check_complaint(self.complaint)

    def plan(self) -> tuple[list[Step], list[str]]:
        steps = _single_complaint_steps(self.complaint)
        return steps, [POLICY_ORDER, POLICY_EVIDENCE, POLICY_COMPLAINT]


@dataclass(frozen=True, slots=True)
class CausalChain(Request):
    """What led to ``event`` (upstream) or what it led to (downstream), through CAUSES,
    ENABLES and PREVENTS, up to ``depth`` links."""

    type: ClassVar[str] = "causal-chain"
    prompt: ClassVar[str] = "events"
    complaint: str = ""
    event: str = ""
    direction: str = "upstream"
    depth: int | None = None

    def check(self) -> None:
        _check_complaint(self.complaint)
        if not self.event:
            raise PlanError("missing 'event' (an event id such as 'ev11', its IRI or label words)")
        if self.direction not in DIRECTIONS:
            raise PlanError(f"'direction': {self.direction!r} is not upstream or downstream")
        if self.depth is not None and (not isinstance(self.depth, int) or self.depth < 1):
            raise PlanError(f"'depth': {self.depth!r} is not a whole number ≥ 1")

    def plan(self) -> tuple[list[Step], list[str]]:
        steps = _single_complaint_steps(self.complaint)
        return steps, [POLICY_CAUSAL, POLICY_EVIDENCE, POLICY_COMPLAINT]


@dataclass(frozen=True, slots=True)
class Roles(Request):
    """Who held a legal or participant ``role``, and/or every event where ``entity`` is agent
    or patient (or any role)."""

    type: ClassVar[str] = "roles"
    prompt: ClassVar[str] = "events"
    complaint: str = ""
    role: str | None = None
    entity: str | None = None

    def check(self) -> None:
        _check_complaint(self.complaint)

    def plan(self) -> tuple[list[Step], list[str]]:
        steps = _single_complaint_steps(
            self.complaint,
            Step("event-entities", {"complaint": "$complaint"}, "the entities and legal roles"),
        )
        return steps, [POLICY_EVIDENCE, POLICY_COMPLAINT]


@dataclass(frozen=True, slots=True)
class EvidenceRequest(Request):
    """The quotes behind one event or relation (id, IRI or label words)."""

    type: ClassVar[str] = "evidence"
    prompt: ClassVar[str] = "events"
    complaint: str = ""
    item: str = ""

    def check(self) -> None:
        _check_complaint(self.complaint)
        if not self.item:
            raise PlanError("missing 'item' (an event or relation id such as 'ev11' or 'r2')")

    def plan(self) -> tuple[list[Step], list[str]]:
        steps = _single_complaint_steps(self.complaint)
        return steps, [POLICY_EVIDENCE, POLICY_COMPLAINT]


@dataclass(frozen=True, slots=True)
class CompareComplaints(Request):
    """Two complaints side by side: shared event types, role patterns and causal patterns."""

    type: ClassVar[str] = "compare"
    prompt: ClassVar[str] = "events"
    complaint_a: str = ""
    complaint_b: str = ""

    def check(self) -> None:
        _check_complaint(self.complaint_a, "complaint_a")
        _check_complaint(self.complaint_b, "complaint_b")

    def plan(self) -> tuple[list[Step], list[str]]:
        steps = (
            _complaint_steps(("complaint_a", self.complaint_a), ("complaint_b", self.complaint_b))
            + _data_steps("complaint_a")
            + _data_steps("complaint_b")
        )
        return steps, [POLICY_EVIDENCE, POLICY_COMPLAINT]


@dataclass(frozen=True, slots=True)
class Claims(Request):
    """What a complaint alleges: bases, areas, retaliation and statutes, with evidence."""

    type: ClassVar[str] = "claims"
    prompt: ClassVar[str] = "events"
    complaint: str = ""

    def check(self) -> None:
        _check_complaint(self.complaint)

    def plan(self) -> tuple[list[Step], list[str]]:
        c = {"complaint": "$complaint"}
        steps = [
            *_complaint_steps(("complaint", self.complaint)),
            Step("event-claims", c, "what the complaint alleges, and of which kind"),
            Step("event-evidence", c, "the sentences and quotes behind each claim"),
        ]
        return steps, [POLICY_CLAIMS, POLICY_EVIDENCE, POLICY_COMPLAINT]


# ------------------------------------------------------------------------------------------
# resolving a complaint name


def _resolve_complaint(runner: Runner, step: Step, request: Any) -> None:
    rows = runner.run("event-complaints", {})
    name = str(step.bindings["name"])
    found = [
        r
        for r in rows
        if r["complaint"] == name
        or str(r["complaint"]).rsplit("/", 1)[-1] == name
        or (r.get("file") or "").removesuffix(".txt") == name
    ]
    if len(found) != 1:
        listing = ", ".join(str(r["complaint"]).rsplit("/", 1)[-1] for r in rows) or "none"
        raise PlanError(f"no complaint named {name!r} in the store; it holds: {listing}")
    runner.vars[str(step.bindings["var"])] = str(found[0]["complaint"])
    runner.vars[str(step.bindings["var"]) + "_label"] = str(found[0]["label"])


register_step_handler("event-complaints", _resolve_complaint)


# ------------------------------------------------------------------------------------------
# building answers


def _local(iri: str | None) -> str:
    return str(iri).rsplit("/", 1)[-1]


def _date(row: Row) -> str | None:
    return row.get("earliest")


@dataclass
class _Complaint:
    iri: str
    label: str
    events: dict[str, dict[str, Any]]
    relations: list[dict[str, Any]]
    evidence: dict[str, list[dict[str, Any]]]
    order: list[str]


def _evidence(rows: list[Row]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        out.setdefault(str(r["node"]), []).append(
            {
                "sentence_id": r["sentenceId"],
                "quote": r["quote"],
                "sentence": r["sentence"],
                "start": int(str(r["start"])),
            }
        )
    for items in out.values():
        items.sort(key=lambda e: (e["start"], e["sentence_id"]))
    return out


def _collect_var(runner: Runner, var: str, outputs: list[list[Row]]) -> _Complaint:
    """:func:`_collect` for the complaint the planner found as ``var``."""
    return _collect(runner.vars[var], runner.vars[var + "_label"], outputs)


def _collect(iri: str, label: str, outputs: list[list[Row]]) -> _Complaint:
    events_rows, parts_rows, evidence_rows, relation_rows = outputs
    evidence = _evidence(evidence_rows)
    events: dict[str, dict[str, Any]] = {}
    for r in events_rows:
        e = str(r["event"])
        events[e] = {
            "iri": e,
            "id": _local(e),
            "label": r["label"],
            "type": concept_value("event-type", str(r["type"])),
            "date": _date(r),
            "date_latest": r.get("latest"),
            "date_granularity": r.get("granularity"),
            "date_approximate": r.get("approximate") == "true" if r.get("approximate") else None,
            "date_text": r.get("dateText"),
            "why": r.get("why"),
            "how": r.get("how"),
            "confidence": float(str(r["confidence"])),
            "participants": [],
            "evidence": [
                {"sentence_id": x["sentence_id"], "quote": x["quote"]} for x in evidence.get(e, [])
            ],
            "_offset": int(str(r["offset"])) if r.get("offset") else 10**9,
        }
    for r in parts_rows:
        ev = events.get(str(r["event"]))
        if ev is not None:
            ev["participants"].append(
                {
                    "iri": r["entity"],
                    "label": r["label"],
                    "role": concept_value("participant-role", str(r["role"])),
                    "legal_roles": sorted(
                        concept_value("legal-role", x) for x in (r.get("legalRoles") or "").split()
                    ),
                }
            )
    relations = [
        {
            "iri": r["relation"],
            "id": _local(r["relation"]),
            "type": concept_value("relation", str(r["type"])),
            "source": r["source"],
            "target": r["target"],
            "confidence": float(str(r["confidence"])),
            "evidence": [
                {"sentence_id": x["sentence_id"], "quote": x["quote"]}
                for x in evidence.get(str(r["relation"]), [])
            ],
        }
        for r in relation_rows
    ]
    return _Complaint(iri, label, events, relations, evidence, _order(events, relations))


def _order(events: dict[str, dict[str, Any]], relations: list[dict[str, Any]]) -> list[str]:
    """Topological order: BEFORE/AFTER relations and non-overlapping dates, ties broken by the
    place in the narrative (first evidence offset); on a cycle, narrative order."""
    edges: dict[str, set[str]] = {e: set() for e in events}
    for r in relations:
        s, t = str(r["source"]), str(r["target"])
        if s in edges and t in edges:
            if r["type"] == "BEFORE":
                edges[s].add(t)
            elif r["type"] == "AFTER":
                edges[t].add(s)
    dated = [e for e in events.values() if e["date"]]
    for a in dated:
        for b in dated:
            if a is not b and (a["date_latest"] or a["date"]) < b["date"]:
                edges[a["iri"]].add(b["iri"])
    indegree = {e: 0 for e in events}
    for targets in edges.values():
        for t in targets:
            indegree[t] += 1

    def key(e: str) -> tuple[int, str]:
        return (events[e]["_offset"], e)

    ready = sorted((e for e, d in indegree.items() if d == 0), key=key)
    out: list[str] = []
    while ready:
        e = ready.pop(0)
        out.append(e)
        for t in edges[e]:
            indegree[t] -= 1
            if indegree[t] == 0:
                ready.append(t)
        ready.sort(key=key)
    if len(out) != len(events):
        return sorted(events, key=key)
    return out


def _public(event: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in event.items() if not k.startswith("_")}


def _cite_evidence(citations: list[dict[str, str]], c: _Complaint, node: str) -> None:
    for x in c.evidence.get(node, []):
        iri = str(x["sentence"])
        if all(existing["iri"] != iri for existing in citations):
            citations.append({"iri": iri, "label": f"{x['sentence_id']}: «{x['quote']}»"})


def _ids(event: dict[str, Any]) -> str:
    return ", ".join(sorted({x["sentence_id"] for x in event["evidence"]}))


def _when(event: dict[str, Any]) -> str:
    if not event["date"]:
        return "undated"
    text = event["date"]
    if event["date_granularity"] == "month":
        text = text[:7]
    elif event["date_granularity"] == "year":
        text = text[:4]
    return ("about " if event["date_approximate"] else "") + str(text)


def _timeline(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    c = _collect_var(runner, "complaint", outputs)
    events = [_public(c.events[e]) for e in c.order]
    citations: list[dict[str, str]] = []
    for e in c.order:
        _cite_evidence(citations, c, e)
    parts = [f"{i}. {_when(e)}: {e['label']} [{_ids(e)}]" for i, e in enumerate(events, start=1)]
    answer = f"{c.label}: {len(events)} event(s) in order. " + " ".join(parts)
    result = {"complaint": {"iri": c.iri, "label": c.label}, "events": events}
    return result, answer, citations


def _find_item(c: _Complaint, value: str, *, relations: bool = False) -> str:
    pool: dict[str, str] = {e: str(ev["label"]) for e, ev in c.events.items()}
    if relations:
        pool.update({str(r["iri"]): f"{r['type']}" for r in c.relations})
    for iri in pool:
        if value in (iri, _local(iri)):
            return iri
    words = [w for w in re.findall(r"\w+", value.casefold()) if len(w) > 2]
    found = [i for i, label in pool.items() if words and all(w in label.casefold() for w in words)]
    if len(found) == 1:
        return found[0]
    listing = "; ".join(f"{_local(i)} ({label})" for i, label in pool.items())
    raise PlanError(
        f"{value!r} matches {len(found)} item(s) of {_local(c.iri)}; give an id: {listing}"
    )


def _causal(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    c = _collect_var(runner, "complaint", outputs)
    start = _find_item(c, request.event)
    depth = request.depth or 3
    upstream = request.direction == "upstream"
    links: list[dict[str, Any]] = []
    frontier, seen = [start], {start}
    for level in range(1, depth + 1):
        nxt: list[str] = []
        for node in frontier:
            for r in c.relations:
                if r["type"] not in CAUSAL:
                    continue
                near, far = (r["target"], r["source"]) if upstream else (r["source"], r["target"])
                if near != node:
                    continue
                links.append({**r, "depth": level})
                if far not in seen:
                    seen.add(far)
                    nxt.append(str(far))
        frontier = nxt
    citations: list[dict[str, str]] = []
    _cite_evidence(citations, c, start)
    for link in links:
        _cite_evidence(citations, c, str(link["iri"]))
    events = {e: _public(c.events[e]) for e in seen}
    label = c.events[start]["label"]
    if links:
        parts = [
            f"{events[str(x['source'])]['label']} {x['type']} {events[str(x['target'])]['label']} "
            f"[{', '.join(e['sentence_id'] for e in x['evidence'])}]"
            for x in links
        ]
        answer = (
            f"{len(links)} causal link(s) "
            + ("led to" if upstream else "lead from")
            + f" «{label}» within depth {depth}: "
            + "; ".join(parts)
            + "."
        )
    else:
        answer = (
            f"The complaint states no causal link {'into' if upstream else 'out of'} «{label}»."
        )
    result = {
        "complaint": {"iri": c.iri, "label": c.label},
        "event": events[start],
        "direction": request.direction,
        "depth": depth,
        "links": [
            {
                k: v
                for k, v in x.items()
                if k in ("iri", "id", "type", "source", "target", "confidence", "evidence", "depth")
            }
            for x in links
        ],
        "events": [events[e] for e in sorted(events, key=lambda e: c.order.index(e))],
    }
    return result, answer, citations


def _roles(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    entity_rows, *rest = outputs
    c = _collect_var(runner, "complaint", rest)
    entities: list[dict[str, Any]] = [
        {
            "iri": r["entity"],
            "label": r["label"],
            "kind": _local(r["kind"]).rsplit("#", 1)[-1].lower(),
            "legal_roles": sorted(
                concept_value("legal-role", x) for x in (r.get("legalRoles") or "").split()
            ),
            "aliases": sorted(a for a in (r.get("aliases") or "").split(" | ") if a),
        }
        for r in entity_rows
    ]
    role = (request.role or "").strip().lower().replace(" ", "-") or None
    if role is not None:
        entities = [
            e
            for e in entities
            if role in e["legal_roles"]
            or any(
                p["iri"] == e["iri"] and p["role"] == role
                for ev in c.events.values()
                for p in ev["participants"]
            )
        ]
    if request.entity:
        words = [w for w in re.findall(r"\w+", request.entity.casefold()) if len(w) > 1]
        entities = [
            e
            for e in entities
            if request.entity in (e["iri"], _local(e["iri"]))
            or all(w in (e["label"] + " " + " ".join(e["aliases"])).casefold() for w in words)
        ]
    from legalkg.events.vocab import PARTICIPANT_ROLES

    wanted_roles = {role} if role in PARTICIPANT_ROLES else {"agent", "patient"}
    citations: list[dict[str, str]] = []
    for e in entities:
        _cite_evidence(citations, c, str(e["iri"]))
        e["events"] = []
        for ev in (c.events[x] for x in c.order):
            for p in ev["participants"]:
                if p["iri"] == e["iri"] and (p["role"] in wanted_roles or request.entity):
                    e["events"].append(
                        {
                            "iri": ev["iri"],
                            "label": ev["label"],
                            "type": ev["type"],
                            "date": ev["date"],
                            "role": p["role"],
                            "evidence": ev["evidence"],
                        }
                    )
                    _cite_evidence(citations, c, str(ev["iri"]))
    what = f"the role {role!r}" if role else "roles"
    if entities:
        answer = (
            f"In {c.label}, {what}: "
            + "; ".join(
                f"{e['label']} ({', '.join(e['legal_roles']) or 'no legal role'}; "
                f"{len(e['events'])} event(s))"
                for e in entities
            )
            + "."
        )
    else:
        answer = f"No entity of {c.label} holds {what}."
    return {"complaint": {"iri": c.iri, "label": c.label}, "entities": entities}, answer, citations


def _evidence_answer(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    c = _collect_var(runner, "complaint", outputs)
    item = _find_item(c, request.item, relations=True)
    citations: list[dict[str, str]] = []
    _cite_evidence(citations, c, item)
    quotes = [{"sentence_id": x["sentence_id"], "quote": x["quote"]} for x in c.evidence[item]]
    if item in c.events:
        what: dict[str, Any] = {"kind": "event", **_public(c.events[item])}
        name = c.events[item]["label"]
    else:
        rel = next(r for r in c.relations if r["iri"] == item)
        what = {"kind": "relation", **rel}
        name = (
            f"{c.events[str(rel['source'])]['label']} {rel['type']} "
            f"{c.events[str(rel['target'])]['label']}"
        )
    answer = (
        f"«{name}» rests on: "
        + "; ".join(f"{q['sentence_id']}: «{' '.join(str(q['quote']).split())}»" for q in quotes)
        + "."
    )
    result = {"complaint": {"iri": c.iri, "label": c.label}, "item": what, "evidence": quotes}
    return result, answer, citations


def _patterns(c: _Complaint) -> tuple[set[str], set[str], set[str]]:
    types = {str(e["type"]) for e in c.events.values()}
    roles = {
        f"{p['role']}:{lr}:{e['type']}"
        for e in c.events.values()
        for p in e["participants"]
        for lr in p["legal_roles"]
    }
    chains = {
        f"{c.events[str(r['source'])]['type']} {r['type']} {c.events[str(r['target'])]['type']}"
        for r in c.relations
        if str(r["source"]) in c.events and str(r["target"]) in c.events
    }
    return types, roles, chains


def _compare(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    a = _collect_var(runner, "complaint_a", outputs[:4])
    b = _collect_var(runner, "complaint_b", outputs[4:])
    ta, ra, ca = _patterns(a)
    tb, rb, cb = _patterns(b)
    citations: list[dict[str, str]] = []
    shared_events: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for t in sorted(ta & tb):
        shared_events[t] = {}
        for side, c in (("a", a), ("b", b)):
            items = [_public(c.events[e]) for e in c.order if c.events[e]["type"] == t]
            shared_events[t][side] = [
                {"iri": e["iri"], "label": e["label"], "date": e["date"], "evidence": e["evidence"]}
                for e in items
            ]
            for e in items:
                _cite_evidence(citations, c, str(e["iri"]))
    result = {
        "complaint_a": {"iri": a.iri, "label": a.label, "events": len(a.events)},
        "complaint_b": {"iri": b.iri, "label": b.label, "events": len(b.events)},
        "shared_event_types": shared_events,
        "only_a_event_types": sorted(ta - tb),
        "only_b_event_types": sorted(tb - ta),
        "shared_role_patterns": sorted(ra & rb),
        "shared_relation_patterns": sorted(ca & cb),
    }
    answer = (
        f"{a.label} and {b.label} share {len(ta & tb)} event type(s) "
        f"({', '.join(sorted(ta & tb)) or 'none'}) and {len(ca & cb)} relation pattern(s)"
        + (f" ({'; '.join(sorted(ca & cb))})" if ca & cb else "")
        + "."
    )
    return result, answer, citations


def _claims(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    from legalkg.events.claims import KINDS

    claim_rows, evidence_rows = outputs
    iri, label = runner.vars["complaint"], runner.vars["complaint_label"]
    evidence = _evidence(evidence_rows)
    claims: list[dict[str, Any]] = [
        {
            "iri": r["claim"],
            "label": r["label"],
            "kind": concept_value("claim-kind", str(r["kind"])),
            "evidence": [
                {"sentence_id": x["sentence_id"], "quote": x["quote"]}
                for x in evidence.get(str(r["claim"]), [])
            ],
        }
        for r in claim_rows
    ]
    claims.sort(key=lambda c: (KINDS.index(c["kind"]), c["label"]))
    citations: list[dict[str, str]] = []
    for claim in claims:
        for x in evidence.get(str(claim["iri"]), []):
            if all(existing["iri"] != str(x["sentence"]) for existing in citations):
                citations.append(
                    {"iri": str(x["sentence"]), "label": f"{x['sentence_id']}: «{x['quote']}»"}
                )
    if claims:
        parts = []
        for kind in KINDS:
            these = [c for c in claims if c["kind"] == kind]
            if these:
                parts.append(
                    f"{kind}: "
                    + "; ".join(
                        f"{c['label']} [{', '.join(e['sentence_id'] for e in c['evidence'])}]"
                        for c in these
                    )
                )
        answer = f"{label} alleges {len(claims)} claim(s). " + ". ".join(parts) + "."
    else:
        answer = f"No claim of {label} was recognised (the graph holds no lkg:Claim)."
    result = {"complaint": {"iri": iri, "label": label}, "claims": claims}
    return result, answer, citations


ASKS = (
    "cause",
    "effect",
    "after",
    "before",
    "when",
    "between",
    "order",
    "because",
    "duration",
    "instead",
    "did",
    "who",
    "whom",
)
ORDINALS = ("first", "last")
POLICY_QUESTION = (
    "A question in words is read by a grammar: what it asks (cause, effect, after, before, "
    "when, how long between, who did it, to whom, who was hired instead, what someone did), "
    "the event it describes (its kind from the event frames' lexicon and its words) and the "
    "people it names (names, role words, 'she' for the complainant); the answer follows only "
    "the relations and dates the complaint states, with their sentences, never gives as after "
    "an event what the dates or relations put before it, and says so when the complaint states "
    "none; a question not understood, or an event not found, is refused with what was "
    "understood rather than answered with the timeline."
)


@dataclass(frozen=True, slots=True)
class EventQuestion(Request):
    """A causal, temporal or role question about an event of a complaint, in words.

    ``ask`` is the operator (cause, effect, after, before, when, between, instead, did, who,
    whom); the event asked about is described by ``kind`` (an event type), ``who`` (a name or
    role word of a participant, "she" for the complainant) and ``event`` (the words of the
    clause that tells it); ``focus`` is the clause whose events the answer lists ("what did
    Tenet do" after …: Tenet's acts); ``ordinal`` picks the first or last of several; for
    ``between`` the second event is ``kind2``/``event2``. ``text`` is the question."""

    type: ClassVar[str] = "event-question"
    prompt: ClassVar[str] = "events"
    complaint: str = ""
    ask: str = ""
    kind: str | None = None
    who: str | None = None
    text: str = ""
    event: str | None = None
    focus: str | None = None
    ordinal: str | None = None
    kind2: str | None = None
    event2: str | None = None

    def check(self) -> None:
        _check_complaint(self.complaint)
        if self.ask not in ASKS:
            raise PlanError(f"'ask': {self.ask!r} is not one of {', '.join(ASKS)}")
        if self.ask not in ("did", "instead") and not (self.kind or self.event):
            raise PlanError("missing 'kind' or 'event' (the event the question is about)")
        if self.ordinal is not None and self.ordinal not in ORDINALS:
            raise PlanError(f"'ordinal': {self.ordinal!r} is not first or last")
        if self.ask in ("between", "order", "because") and not (self.kind2 or self.event2):
            raise PlanError(f"{self.ask!r} needs the second event ('kind2' or 'event2')")

    def plan(self) -> tuple[list[Step], list[str]]:
        steps = _single_complaint_steps(
            self.complaint,
            Step("event-entities", {"complaint": "$complaint"}, "the entities, names and roles"),
            Step("event-sentences", {"complaint": "$complaint"}, "the complaint's sentences"),
        )
        return steps, [POLICY_QUESTION, POLICY_CAUSAL, POLICY_EVIDENCE, POLICY_COMPLAINT]


_PLAINTIFF_SIDE = {"plaintiff", "charging-party", "aggrieved-individual", "intervenor"}
_COMPLAINANT = {
    "she",
    "her",
    "he",
    "him",
    "his",
    "hers",
    "complainant",
    "plaintiff",
    "claimant",
    "victim",
    "employee",
    "charging",
    "intervenor",
}
_ORGANISATION = {"it", "its", "company", "employer", "business", "firm", "defendant"}
#: role words of a question → the legal roles they name
_ROLE_SYNONYMS: dict[str, tuple[str, ...]] = {
    "supervisor": ("supervisor",),
    "manager": ("supervisor",),
    "boss": ("supervisor",),
    "foreman": ("supervisor",),
    "management": ("supervisor",),
    "owner": ("supervisor",),
    "co-worker": ("co-worker",),
    "coworker": ("co-worker",),
    "colleague": ("co-worker",),
    "agency": ("agency",),
    "commission": ("agency",),
    "eeoc": ("agency",),
    "witness": ("witness",),
    "attorney": ("attorney",),
    "lawyer": ("attorney",),
}
_CAUSES = frozenset({"CAUSES", "ENABLES"})
#: the acts only an employer does to an employee (hiring, discharge, discipline …)
_EMPLOYER_ACTS = frozenset(
    {
        "termination",
        "discipline",
        "demotion",
        "adverse-action",
        "retaliation",
        "accommodation-denial",
        "hiring",
    }
)
#: when no event of the asked kind is told, the kinds the same act may be filed under
_RELATED_KINDS: dict[str, tuple[str, ...]] = {
    "termination": ("resignation",),
    "resignation": ("termination",),
    "retaliation": ("termination", "adverse-action", "discipline", "demotion"),
    "complaint": ("charge",),
    "charge": ("complaint",),
    "hiring": ("employment",),
    "employment": ("hiring",),
    "adverse-action": ("accommodation-denial", "demotion", "discipline", "retaliation"),
    # "why was she written up": the write-ups may be told as the retaliation they were
    "discipline": ("retaliation", "adverse-action"),
    "demotion": ("retaliation", "adverse-action"),
    "accommodation-denial": ("adverse-action",),
}
_STOP = frozenset(
    "what which when where why who whom whose how did does do was were is are has have had the "
    "and for with that this after before then happen happened led lead cause caused she her he "
    "him his they their them complaint first last start started begin began end ended long "
    "reason made make forced force done doing against into from about been being there its "
    "it get got also else any all".split()
)


def _stems(text: str) -> set[str]:
    """Content words of ``text`` cut to five letters ("reported" and "report" agree)."""
    return {w[:5] for w in re.findall(r"[a-z]{3,}", text.casefold()) if w not in _STOP}


def _sentences(event: dict[str, Any]) -> str:
    return ", ".join(sorted({x["sentence_id"] for x in event["evidence"]}, key=_sid_key))


def _sid_key(sid: str) -> tuple[int, str]:
    return (int(sid[1:]) if sid[1:].isdigit() else 10**9, sid)


def _entity_table(rows: list[Row]) -> list[dict[str, Any]]:
    out = []
    for r in rows:
        names = [str(r["label"]), *(a for a in (r.get("aliases") or "").split(" | ") if a)]
        out.append(
            {
                "iri": str(r["entity"]),
                "label": str(r["label"]),
                "kind": _local(str(r["kind"])).rsplit("#", 1)[-1].lower(),
                "legal_roles": {
                    concept_value("legal-role", x) for x in (r.get("legalRoles") or "").split()
                },
                "words": {
                    w
                    for n in names
                    for w in _name_words(n)
                    if len(w) > 2
                    and w not in ("the", "and", "inc", "llc", "ltd", "mr", "ms", "mrs", "dba")
                },
            }
        )
    return out


def _complainants(entities: list[dict[str, Any]]) -> set[str]:
    """The people on the plaintiff side (not the agency that sues for them)."""
    return {
        e["iri"]
        for e in entities
        if e["legal_roles"] & _PLAINTIFF_SIDE
        and "agency" not in e["legal_roles"]
        and e["kind"] != "agency"
    }


def _name_words(text: str) -> list[str]:
    """The words of a name, folded: one apostrophe (’ is '), no possessive ("Dennis’ Foods",
    "Dennis' Foods" and "Hays's" read "dennis", "foods", "hays").

    >>> _name_words("Dennis’ Foods"), _name_words("Hays's charge")
    (['dennis', 'foods'], ['hays', 'charge'])
    """
    out = []
    for w in re.findall(r"[a-z][a-z'’-]*", text.casefold().replace("’", "'")):
        w = re.sub(r"'s$", "", w).strip("'-")
        if w:
            out.append(w)
    return out


#: what a description may not end on (it would be no noun: "Dennis Bybee, who …")
_NOT_HEAD = frozenset(
    "who which that and or but was were is are has had have did does when where while as of at "
    "for with by to in on from also then later".split()
)


def _describe(entities: list[dict[str, Any]], text: str) -> None:
    """The posts the complaint gives people in apposition ("Dennis Bybee, the executive chef
    of Defendant", "Park Plaza's contract liaison Matthew Daniel", "One of Defendant's
    co-owners, a pharmacist"): each person entity's ``posts`` are (head, words) pairs, so
    that "the executive chef" or "the contract liaison" names them. Only a description led
    by a determiner or a possessive, ending on a noun-like word, is read."""
    for e in entities:
        e["posts"] = []
        # a person told by name ("Dennis Bybee", "Matthew Daniel"), not a group
        if e["kind"] != "person" or not re.fullmatch(
            r"(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z]\.?)*(?:\s+[A-Z][\w'’-]+)+",
            e["label"],
        ):
            continue
        for name in sorted(e["words"]):
            if len(name) < 3 or name in _COMPLAINANT:
                continue
            n = rf"(?i:{re.escape(name)})\b"
            after = re.finditer(
                rf"\b{n}['’]?,\s+(?:the|a|an|another|its|their|his|her|[A-Z][\w'’.-]*['’]s?)\s+"
                r"((?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*)",
                text,
            )
            before = re.finditer(
                r"\b(?:the|a|an|its|their|his|her|[A-Z][\w'’.-]*['’]s?)\s+"
                rf"((?:[a-z][\w-]*\s+){{0,2}}[a-z][\w-]*)\s+(?:[A-Z][\w.'’-]*\s+){{0,2}}{n}",
                text,
            )
            found = [m.group(1).split() for m in after]
            # "the executive chef of Defendant": up to the first word that is no noun
            found = [
                w[: next((i for i, x in enumerate(w) if x in _NOT_HEAD), len(w))] for w in found
            ]
            # "Park Plaza's contract liaison Matthew Daniel": only nouns before the name
            found += [w for m in before if not set(w := m.group(1).split()) & _NOT_HEAD]
            for words in found:
                if words and words[-1] not in _STOP and not words[-1].endswith(("ed", "ing")):
                    e["posts"].append((words[-1], set(words)))


def _posts(clause: str, entities: list[dict[str, Any]]) -> list[tuple[str, set[str]]]:
    """The people a clause names by their post ("the executive chef" → Dennis Bybee): a
    noun phrase led by a determiner whose last word is the head of a post the complaint gives
    someone, and all of whose words that post holds."""
    out: list[tuple[str, set[str]]] = []
    for m in re.finditer(
        r"\b(?:the|a|an|her|his|their|its)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)",
        clause.casefold(),
    ):
        words = m.group(1).split()
        for k in range(len(words), 0, -1):  # the longest phrase that names a post
            phrase = words[:k]
            iris = {
                e["iri"]
                for e in entities
                for head, told in e.get("posts", ())
                if phrase[-1] == head and set(phrase) <= told
            }
            if iris:
                out.append((" ".join(phrase), iris))
                break
    return out


def _mentioned(clause: str, entities: list[dict[str, Any]]) -> list[tuple[str, set[str]]]:
    """The participants a clause names, each as (the words naming it, the entity IRIs it can
    be): a name or alias word, a role word ("the supervisor", "her manager", "the company"),
    a word of an entity's description ("the pharmacist"), or a pronoun / "the complainant"
    for the people on the plaintiff side ("it" for the defendant)."""
    out: list[tuple[str, set[str]]] = []
    words = _name_words(clause)
    used: set[str] = set()
    # names and description words: every entity one of whose words the clause uses
    content = {w for w in words if len(w) > 2 and w not in _STOP}
    for e in entities:
        hit = (e["words"] & content) - _COMPLAINANT - _ORGANISATION - set(_ROLE_SYNONYMS)
        if hit:
            key = " ".join(sorted(hit))
            found = next((x for x in out if x[0] == key), None)
            if found:
                found[1].add(e["iri"])
            else:
                out.append((key, {e["iri"]}))
            used |= hit
    for w in content | set(words):
        if w in _ROLE_SYNONYMS and w not in used:
            roles = set(_ROLE_SYNONYMS[w])
            iris = {e["iri"] for e in entities if e["legal_roles"] & roles or w in e["words"]}
            out.append((w, iris))
    if set(words) & _COMPLAINANT:
        who = next(w for w in words if w in _COMPLAINANT)
        out.append((who, _complainants(entities)))
    if set(words) & _ORGANISATION:
        org = {
            e["iri"]
            for e in entities
            if e["legal_roles"] & {"defendant", "employer"} and e["kind"] != "person"
        }
        out.append((next(w for w in words if w in _ORGANISATION), org))
    # people by their post: "the executive chef"; a role word it holds is that person
    for phrase, iris in _posts(clause, entities):
        for x in [x for x in out if x[0] in phrase.split() and x[0] in _ROLE_SYNONYMS]:
            out.remove(x)
        if not any(x[1] == iris for x in out):
            out.append((phrase, iris))
    return out


def _takes(event: dict[str, Any], iris: set[str], roles: tuple[str, ...] = ()) -> bool:
    return any(
        p["iri"] in iris and (not roles or p["role"] in roles) for p in event["participants"]
    )


def _unknown_name(
    c: _Complaint, entities: list[dict[str, Any]], *clauses: str | None
) -> str | None:
    """A name of the question (a run of capitalised words: "Mona Russell", "Dennis' Foods")
    none of whose words is an entity's of the complaint's graph, or None."""
    known = {w for e in entities for w in e["words"]}
    skip = _QUESTION_WORDS | _STOP | _COMPLAINANT | _ORGANISATION | set(_ROLE_SYNONYMS)
    for clause in clauses:
        for m in re.finditer(r"\b[A-Z][\w'’-]*(?:\s+(?:[A-Z]\.\s*)?[A-Z][\w'’-]*)*", clause or ""):
            words = [w for w in _name_words(m.group(0)) if w not in skip and len(w) > 2]
            if words and not set(words) & known:
                return next(
                    re.sub(r"['’]s?$", "", w)
                    for w in m.group(0).split()
                    if " ".join(_name_words(w)) == words[0]
                )
    return None


def _told_by_an_event(c: _Complaint, name: str) -> bool:
    """Whether some event's label, quotes or sentences use ``name``."""
    word = " ".join(_name_words(name))
    return any(
        re.search(
            rf"\b{re.escape(word)}",
            " ".join(
                [str(e["label"]), str(e.get("_text", ""))]
                + [str(x["quote"]) for x in e["evidence"]]
            )
            .casefold()
            .replace("’", "'"),
        )
        for e in c.events.values()
    )


def _names_in(event: dict[str, Any], words: str, entities: list[dict[str, Any]]) -> bool:
    """Whether the event's own words (label, quotes) name the participant a question names
    by a name or description word (not a pronoun or role word): an extraction may leave a
    person off the event its sentence tells."""
    named = set(words.split()) - _COMPLAINANT - _ORGANISATION - set(_ROLE_SYNONYMS)
    if not named:
        return False
    # the extractor's own words for the event (not its whole sentences, which may name the
    # person in another clause)
    told = " ".join([str(event["label"]), *(str(x["quote"]) for x in event["evidence"])])
    told = told.replace("’", "'")
    return all(re.search(rf"\b{re.escape(w)}\b", told, re.IGNORECASE) for w in named)


def _passive_agent(event: dict[str, Any], words: str) -> bool:
    """Whether the event's own quotes tell the participant named as its agent in the passive
    ("subjected to sexual harassment by Defendant's Chief Executive Officer and President
    Joshua Ford")."""
    named = [w for w in words.split() if w not in _COMPLAINANT | _ORGANISATION]
    if not named:
        return False
    name = r"\W+(?:\w+\W+){0,2}".join(re.escape(w) for w in named)
    texts = [str(x["quote"]) for x in event["evidence"]] + [str(event.get("_text", ""))]
    # OCR splits a hyphenated word at its line end ("by a co- worker")
    flat = [re.sub(r"(\w)-\s+(\w)", r"\1-\2", " ".join(t.split()).replace("’", "'")) for t in texts]
    return any(re.search(rf"\bby\b[^.;]{{0,80}}\b{name}\b", t, re.I) for t in flat)


def _subject_agent(event: dict[str, Any], words: str) -> bool:
    """Whether an event the graph gives no agent is told with the person named as its subject,
    just before its own words in its sentence ("One of Defendant's co-owners, a pharmacist,
    routinely harassed Foster"; "Park Plaza's contract liaison Matthew Daniel asked CRI …"):
    the words between the clause's start (or 80 characters) and the quote name them."""
    if any(p["role"] == "agent" for p in event["participants"]):
        return False
    named = [w for w in words.split() if w not in _COMPLAINANT | _ORGANISATION | {"the", "a"}]
    if not named:
        return False
    text = " ".join(str(event.get("_text", "")).split()).replace("’", "'")
    for x in event["evidence"]:
        quote = " ".join(str(x["quote"]).split()).replace("’", "'")
        at = text.find(quote) if quote else -1
        if at <= 0:
            continue
        lead = re.split(r"[.;:](?=\s)|\b(?:and|but|who|which|that)\b", text[max(0, at - 80) : at])[
            -1
        ]
        if all(re.search(rf"\b{re.escape(w)}\b", lead, re.IGNORECASE) for w in named):
            return True
    return False


def _subject_phrase(event: dict[str, Any]) -> str | None:
    """The name an event's sentence gives as the subject of its words, when the graph gives
    it no agent: the run of capitalised words just before the quote ("On May 25, 2005, Fire
    Chief Thompson issued Special Order 20" → "Fire Chief Thompson")."""
    text = " ".join(str(event.get("_text", "")).split())
    for x in event["evidence"]:
        quote = " ".join(str(x["quote"]).split())
        at = text.find(quote) if quote else -1
        if at <= 0:
            continue
        m = re.search(r"((?:[A-Z][\w'’.-]*\s+){1,5})$", text[max(0, at - 80) : at])
        words = m.group(1).split() if m else []
        while words and words[0] in ("On", "In", "By", "The", "Then", "After", "When", "And"):
            words.pop(0)
        if words and words[-1] not in ("Defendant", "Plaintiff", "Defendants", "Plaintiffs"):
            return " ".join(words)
    return None


def _by_phrase(event: dict[str, Any]) -> str | None:
    """The agent a sentence of the event names in the passive, as written ("by Defendant's
    Chief Executive Officer and President Joshua Ford"), when it names a person or title
    beyond the bare "by Defendant"."""
    text = " ".join(str(event.get("_text", "")).split())
    for m in re.finditer(
        r"\bby\s+((?:(?:[A-Z][\w'’.-]*|of|and|the|its)\s+){0,9}[A-Z][\w'’.-]*)", text
    ):
        phrase = re.split(r"(?<![A-Z][a-z])(?<![A-Z])\.\s", m.group(1))[0].rstrip(".")
        if len(phrase.split()) > 1 or phrase not in ("Defendant", "Plaintiff", "Title"):
            return f"by {phrase}"
    return None


def _label_agent(event: dict[str, Any], words: str) -> bool:
    """Whether the event's label begins with the participant named (the rules extractor's
    labels begin with the agent: "Craig Michelet refusing to promote …")."""
    named = set(words.split()) - _COMPLAINANT - _ORGANISATION - set(_ROLE_SYNONYMS)
    head = " ".join(re.findall(r"[a-z][a-z'’-]+", str(event["label"]).casefold())[:3])
    return bool(named) and all(re.search(rf"\b{re.escape(w)}\b", head) for w in named)


def _takes_part(event: dict[str, Any], who: str | None, roles: tuple[str, ...]) -> bool:
    """Whether ``who`` (a name, a role word, or a pronoun for the complainant) takes part in
    ``event`` in one of ``roles`` (any role when empty), read from the participant labels."""
    if not who:
        return True
    words = {w for w in re.findall(r"[a-z][a-z'-]+", who.casefold()) if len(w) > 2} - (
        _STOP - _COMPLAINANT
    )
    for p in event["participants"]:
        if roles and p["role"] not in roles:
            continue
        if words & _COMPLAINANT:
            if _PLAINTIFF_SIDE & set(p["legal_roles"]) and "agency" not in p["legal_roles"]:
                return True
            continue
        label = {w for w in re.findall(r"[a-z][a-z'-]+", str(p["label"]).casefold())}
        if words & label or words & {w for r in p["legal_roles"] for w in r.split("-")}:
            return True
    return False


class _Refusal(Exception):
    pass


_Answered = Callable[..., Built]
_Refuse = Callable[[str], Built]
_Listing = Callable[[list[dict[str, Any]]], str]


#: people inside the employer a complaint may be made to (not the agency a charge goes to)
_INTERNAL = re.compile(
    r"\b(?:manager|supervisor|boss|owner|foreman|human\s+resources|hr|management|president|"
    r"director|superior|chef|lead|head)s?\b",
    re.IGNORECASE,
)


def _find_events(
    c: _Complaint,
    entities: list[dict[str, Any]],
    kind: str | None,
    clause: str | None,
    who: str | None,
    ordinal: str | None,
    unplaced: str | None = None,
    broad: bool = False,
) -> tuple[list[dict[str, Any]], str]:
    """The events a description names (kind, words, participants), best first, and a note
    when the kind was widened; :class:`_Refusal` with what was understood when none fits.
    ``unplaced`` is a name the complaint tells but its graph puts on no entity: the events
    whose own sentences use it are preferred."""
    what = " ".join(x for x in (kind or "event", f"«{clause}»" if clause else "") if x)
    pool = [c.events[e] for e in c.order]
    note = ""
    if kind:
        typed = [e for e in pool if e["type"] == kind]
        if not typed:
            for other in _RELATED_KINDS.get(kind, ()):
                if (other, kind) == ("charge", "complaint") and _INTERNAL.search(clause or ""):
                    continue  # "complained to the manager" is no charge with the agency
                typed = [e for e in pool if e["type"] == other]
                if typed:
                    note = f" (the complaint tells no {kind} event; read as its {other})"
                    break
        pool = typed
        if not pool:
            raise _Refusal(f"{c.label} tells no {kind} event")
    mentions = _mentioned(" ".join(x for x in (clause, who) if x), entities)
    # "did Daniel ask CRI about replacing its special people": "its" is CRI's (a name told
    # before it in the clause), not the defendant's
    pronoun = re.search(r"\b(?:it|its)\b", clause or "")
    if pronoun and re.search(r"(?<!^)\b[A-Z][\w'’.-]+", (clause or "")[: pronoun.start()]):
        mentions = [m for m in mentions if m[0] not in ("it", "its")]
    if who and not clause and not mentions:
        # a JSON request's name that is no entity's: read from the participant labels
        pool = [e for e in pool if _takes_part(e, who, ())]
        if not pool:
            raise _Refusal(f"no {kind or 'event'} of {c.label} involves {who!r}")
    complainants = _complainants(entities)
    # the people named are a soft filter: the events that hold most of them ("after she
    # contacted the EEOC" is her complaint even when the graph does not name the EEOC on it);
    # a name no event of the kind holds is refused
    # a charge or a lawsuit is against the employer whether or not the graph says so
    defendants = {e["iri"] for e in entities if e["legal_roles"] & {"defendant", "employer"}}

    def holds(e: dict[str, Any], w: str, iris: set[str]) -> bool:
        if _takes(e, iris) or _names_in(e, w, entities):
            return True
        if not iris or not iris <= defendants:
            return False
        # a charge or a suit is against the employer; an employment, and an employer's act
        # the graph gives no agent, are the employer's
        employer_side = {p["iri"] for p in e["participants"]} & defendants
        return e["type"] in ("charge", "lawsuit") or (
            e["type"] in _EMPLOYER_ACTS | {"employment"} and not employer_side
        )

    counted = [(e, sum(1 for w, iris in mentions if holds(e, w, iris))) for e in pool]
    most = max((n for _, n in counted), default=0)
    if mentions and most == 0:
        # a pronoun or role word with nobody behind it in the graph filters nothing
        named = [
            w
            for w, iris in mentions
            if iris
            and not iris <= complainants
            or not iris
            and not set(w.split()) & (_COMPLAINANT | _ORGANISATION | set(_ROLE_SYNONYMS))
        ]
        if named:
            raise _Refusal(f"no {what} of {c.label} involves {named[0]!r}")
    pool = [e for e, n in counted if n == most]
    asked = _stems(clause or "") - {w[:5] for m in mentions for w in m[0].split()}
    if kind and broad:
        # "what did the company do about her complaints": the words that only name the kind
        # tell no one event apart (every complaint of hers is asked about)
        asked -= {
            w[:5] for w in re.findall(r"[a-z]{3,}", (clause or "").casefold()) if _kind(w) == kind
        }
    if not kind:
        if not asked:
            raise _Refusal(f"the question names no event of {c.label} that could be found")

    def fit(e: dict[str, Any]) -> int:
        # the event's own words count twice; the rest of its sentences break ties and find
        # an act whose quote is short ("asked CRI how long it would take" told in a sentence
        # that goes on "if CRI had to replace its 'special people'")
        told = _stems(str(e["label"]) + " " + " ".join(x["quote"] for x in e["evidence"]))
        around = _stems(str(e.get("_text", ""))) - told
        return 2 * len(asked & told) + len(asked & around)

    best = max((fit(e) for e in pool), default=0)
    if not kind and best == 0:
        raise _Refusal(f"no event of {c.label} is told in the words «{clause}»")
    chosen = [e for e in pool if fit(e) == best]
    if unplaced:  # among the events that fit, those whose sentences name that person
        name = " ".join(_name_words(unplaced))
        told = [
            e
            for e in chosen
            if re.search(rf"\b{re.escape(name)}\b", str(e.get("_text", "")).replace("’", "'"), re.I)
        ]
        chosen = told or chosen
    if not kind and len({e["type"] for e in chosen}) > 2:
        listing = "; ".join(f"{e['id']} ({e['label']})" for e in chosen[:6])
        raise _Refusal(f"«{clause}» fits several events of {c.label}: {listing}")
    if ordinal:
        dated = [e for e in chosen if e["date"]] or chosen
        pick = (
            min(dated, key=lambda e: (e["date"] or "", c.order.index(e["iri"])))
            if ordinal == "first"
            else max(
                dated, key=lambda e: (e["date_latest"] or e["date"] or "", c.order.index(e["iri"]))
            )
        )
        chosen = [pick]
    return chosen, note


def _dated_before(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return bool(a["date"] and b["date"] and (a["date_latest"] or a["date"]) < b["date"])


def _before(c: _Complaint, a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether the complaint puts ``a`` before ``b``: by its dates, or by a chain of steps
    each of which is a stated BEFORE/AFTER/CAUSES/ENABLES relation or two dates that do not
    overlap ("cancelled the agreement on June 28" … "on July 27 Daniel asked …" … "Defendant
    later hired …": the hiring came after the cancellation)."""
    if _dated_before(a, b):
        return True
    edges: dict[str, set[str]] = {}
    for r in c.relations:
        s, t = str(r["source"]), str(r["target"])
        if r["type"] in ("BEFORE", *_CAUSES):
            edges.setdefault(s, set()).add(t)
        elif r["type"] == "AFTER":
            edges.setdefault(t, set()).add(s)
    dated = [e for e in c.events.values() if e["date"]]
    seen, todo = {a["iri"]}, [a["iri"]]
    while todo:
        here = c.events.get(todo.pop())
        if here is None:
            continue
        later = set(edges.get(here["iri"], ())) | {
            e["iri"] for e in dated if _dated_before(here, e)
        }
        for n in later:
            if n == b["iri"]:
                return True
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return False


def _question(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    entity_rows, sentence_rows, *rest = outputs
    c = _collect_var(runner, "complaint", rest)
    entities = _entity_table(entity_rows)
    _describe(entities, " ".join(" ".join(str(r["text"]).split()) for r in sentence_rows))
    complaint_text = " ".join(str(r["text"]) for r in sentence_rows).casefold().replace("’", "'")
    by_id = {str(r["sentenceId"]): str(r["text"]) for r in sentence_rows}
    for ev in c.events.values():  # each event's whole sentences, beside its quotes
        ev["_text"] = " ".join(by_id.get(x["sentence_id"], "") for x in ev["evidence"])
        ev["_sents"] = {x["sentence_id"]: by_id.get(x["sentence_id"], "") for x in ev["evidence"]}
        ev["_doc"] = by_id
    q = request
    understood = {
        k: v
        for k, v in (
            ("ask", q.ask),
            ("kind", q.kind),
            ("who", q.who),
            ("event", q.event),
            ("focus", q.focus),
            ("ordinal", q.ordinal),
            ("kind2", q.kind2),
            ("event2", q.event2),
        )
        if v
    }
    head = {
        "complaint": {"iri": c.iri, "label": c.label},
        "ask": q.ask,
        "question": q.text,
        "understood": understood,
    }
    citations: list[dict[str, str]] = []
    read = ", ".join(f"{k} {v!r}" for k, v in understood.items())

    def refuse(why: str) -> Built:
        return (
            {**head, "refused": why, "events": [], "links": []},
            f"Not answered: {why} (understood: {read}).",
            [],
        )

    def listing(events: list[dict[str, Any]]) -> str:
        return "; ".join(f"{_when(e)}: {e['label']} [{_sentences(e)}]" for e in events)

    def answered(
        events: list[dict[str, Any]],
        answer: str,
        start: dict[str, Any] | None = None,
        links: Any = (),
    ) -> Built:
        for e in ([start] if start else []) + events:
            _cite_evidence(citations, c, e["iri"])
        for r in links:
            _cite_evidence(citations, c, str(r["iri"]))
        result = {
            **head,
            "events": [_public(e) for e in events],
            "links": [
                {
                    k: v
                    for k, v in x.items()
                    if k in ("iri", "id", "type", "source", "target", "evidence")
                }
                for x in links
            ],
        }
        if start is not None:
            result["event"] = _public(start)
        if head.get("unplaced"):
            answer += (
                f" (The complaint names {head['unplaced']}, but its graph places them on no "
                "event: this answer does not check their part in it.)"
            )
        return result, answer, citations

    try:
        stranger = _unknown_name(c, entities, q.who, q.event, q.focus, q.event2)
        if stranger and not _told_by_an_event(c, stranger):
            # never an answer about someone else: a name no act of the complaint tells (not
            # in the complaint, or only in its caption or signature)
            where = (
                "names"
                if re.search(rf"\b{re.escape(' '.join(_name_words(stranger)))}", complaint_text)
                else "names no"
            )
            raise _Refusal(
                f"{c.label} tells no act of {stranger!r}"
                if where == "names"
                else f"{c.label} names no {stranger!r}"
            )
        if stranger:
            # told in an event's sentence, but no entity of the graph: answered from the
            # events whose sentences name that person, and said so
            head["unplaced"] = stranger
        if q.ask in ("did", "instead"):
            return _did_or_instead(c, entities, q, answered, refuse, listing)
        clause = q.event
        chosen, note = _find_events(
            c,
            entities,
            q.kind,
            clause,
            q.who,
            q.ordinal,
            head.get("unplaced"),
            broad=q.ask in ("after", "before", "cause", "effect"),
        )
    except _Refusal as no:
        return refuse(str(no))
    start = chosen[0]
    if q.ask == "when":
        return _answer_when(c, q, chosen, note, answered, refuse)
    if q.ask == "duration":
        return _answer_duration(c, chosen, note, answered, refuse)
    if q.ask in ("between", "order", "because"):
        try:
            other, _ = _find_events(c, entities, q.kind2, q.event2, _who(q.event2 or ""), q.ordinal)
        except _Refusal as no:
            return refuse(str(no))
        if q.ask == "order":
            return _answer_order(c, start, other[0], note, answered, refuse, q.focus)
        if q.ask == "because":
            return _answer_because(c, start, other[0], note, answered, refuse)
        return _answer_between(c, start, other[0], answered, refuse)
    if q.ask in ("who", "whom"):
        roles = ("agent",) if q.ask == "who" else ("patient", "recipient")
        parts = []
        for e in chosen:
            names = ", ".join(p["label"] for p in e["participants"] if p["role"] in roles)
            by = _by_phrase(e) if q.ask == "who" else None
            if q.ask == "who" and not names and not by:
                by = _subject_phrase(e)  # "Fire Chief Thompson issued Special Order 20"
            said = f" (its sentence says «{by}»)" if by else ""
            parts.append(f"{names or 'not named'}{said} — {e['label']} [{_sentences(e)}]")
        lead = "Who did it" if q.ask == "who" else "To whom"
        return answered(chosen, f"{lead}, as {c.label} tells it{note}: " + "; ".join(parts) + ".")
    mine = {e["iri"] for e in chosen}
    upstream = q.ask in ("cause", "before")
    links: list[dict[str, Any]] = []
    found: list[str] = []
    if q.ask in ("cause", "effect") and not any(
        r["type"] in _CAUSES and (r["target"] if upstream else r["source"]) in mine
        for r in c.relations
    ):
        # "Why was she written up?" where the write-ups are told as the form of the
        # retaliation the sentence before states the cause of: the act of a related kind
        # told in the same or the sentence before, with a link, is read, and said so
        told = {_sid_key(x["sentence_id"])[0] for e in chosen for x in e["evidence"]}
        related = set(_RELATED_KINDS.get(start["type"], ()))
        for x in c.order:
            alt = c.events[x]
            near_by = any(
                0 <= t - _sid_key(y["sentence_id"])[0] <= 1 for t in told for y in alt["evidence"]
            )
            linked = any(
                r["type"] in _CAUSES and (r["target"] if upstream else r["source"]) == x
                for r in c.relations
            )
            if alt["type"] in related and near_by and linked:
                mine.add(x)
                note += f" (read with «{alt['label']}» [{_sentences(alt)}], told with it)"
                break
    if q.ask in ("cause", "effect"):
        frontier, seen = list(mine), set(mine)
        for _ in range(3):  # the chain, up to three links
            nxt = []
            for r in c.relations:
                if r["type"] not in _CAUSES:
                    continue
                near, far = (r["target"], r["source"]) if upstream else (r["source"], r["target"])
                if near in frontier and far not in mine:
                    links.append(r)
                    if far not in seen:
                        seen.add(far)
                        nxt.append(far)
                        found.append(far)
            frontier = nxt
    else:
        for r in c.relations:
            s, t = str(r["source"]), str(r["target"])
            if r["type"] == "AFTER":
                s, t = t, s
            elif r["type"] not in ("BEFORE", *_CAUSES):
                continue
            far = s if upstream else t
            near = t if upstream else s
            if near in mine and far not in mine:
                links.append(r)
                if far not in found:
                    found.append(far)

    # never an answer whose order contradicts the complaint: drop what its dates or stated
    # relations put on the wrong side of the asked event
    def wrong_side(x: dict[str, Any]) -> bool:
        return any(_before(c, x, e) if not upstream else _before(c, e, x) for e in chosen)

    found = [x for x in found if not wrong_side(c.events[x])]
    links = [r for r in links if str(r["source"]) in found or str(r["target"]) in found]
    focus = _mentioned(q.focus, entities) if q.focus else []
    role: tuple[str, ...] = ()
    if q.focus and re.search(r"\b(?:do|did|does|done)\b", q.focus.casefold()):
        role = ("agent",)
    if q.focus and re.search(r"\bhappen\w*\s+to\b", q.focus.casefold()):
        role = ("patient", "recipient")

    employer = {e["iri"] for e in entities if e["legal_roles"] & {"defendant", "employer"}}

    def in_focus(e: dict[str, Any]) -> bool:
        # an employer's act told in the passive with no agent ("she was not reinstated") is
        # the employer's, for "what did the company do"
        passive = role == ("agent",) and not any(p["role"] == "agent" for p in e["participants"])
        return all(
            _takes(e, iris, role)
            or passive
            and e["type"] in _EMPLOYER_ACTS
            and bool(iris)
            and iris <= employer
            for _, iris in focus
        )

    if q.ask in ("after", "before"):
        # beside the stated links, the nearest events the dates and the stated relations
        # together put strictly after (or before), up to three in all
        near = [
            c.events[x]
            for x in c.order
            if x not in mine
            and x not in found
            and in_focus(c.events[x])
            and any(
                _before(c, e, c.events[x]) if q.ask == "after" else _before(c, c.events[x], e)
                for e in chosen
            )
            and all(
                not (_before(c, c.events[x], e) if q.ask == "after" else _before(c, e, c.events[x]))
                for e in chosen
            )
        ]
        room = max(0, 3 - len([x for x in found if in_focus(c.events[x])]))
        if room:
            found += [e["iri"] for e in (near[:room] if q.ask == "after" else near[-room:])]
    events = [c.events[x] for x in sorted(found, key=lambda x: c.order.index(x))]
    events = [e for e in events if in_focus(e)]
    label = f"«{start['label']}» [{_sentences(start)}]"
    if not events:
        what = {
            "cause": "no causal link into",
            "effect": "no causal link out of",
            "after": "nothing it places after",
            "before": "nothing it places before",
        }[q.ask]
        return answered([], f"{c.label} states {what} {label}{note}.", start)
    lead = {
        "cause": "What led to",
        "effect": "What came of",
        "after": "What happened after",
        "before": "What came before",
    }[q.ask]
    how = []
    for ev in events:
        rs = [r for r in links if ev["iri"] in (r["source"], r["target"])]
        why = "; ".join(
            f"{r['type']}: "
            + ", ".join(f"{x['sentence_id']}: «{x['quote']}»" for x in r["evidence"])
            for r in rs
        ) or (
            "by the dates"
            if any(_dated_before(ev, e) or _dated_before(e, ev) for e in chosen)
            else "by the dates and the stated relations together"
        )
        how.append(f"{_when(ev)}: {ev['label']} [{_sentences(ev)}] ({why})")
    return answered(events, f"{lead} {label}{note}: " + "; ".join(how) + ".", start, links)


def _answer_when(
    c: _Complaint,
    q: Any,
    chosen: list[dict[str, Any]],
    note: str,
    answered: _Answered,
    refuse: _Refuse,
) -> Built:
    dated = [e for e in chosen if e["date"]]
    if not dated:
        e = chosen[0]
        within = _practice_of(c, e)
        if within is None:
            return refuse(f"{c.label} gives no date for «{e['label']}» [{_sentences(e)}]{note}")
        # "From around January 2002 until around April 2002, Defendant engaged in unlawful
        # employment practices … These practices include subjecting Hovis to harassment": the
        # act is dated only by the practices it is told as one of; said so
        last = q.ordinal == "last"
        if last and not _is_period(within):
            return refuse(
                f"{c.label} gives no date for «{e['label']}»; the practices it is one of "
                f"began {_when(within)}, with no end given"
            )
        cut = {"year": 4, "month": 7}.get(str(within["date_granularity"]), 10)
        when = (
            f"until {'about ' if within['date_approximate'] else ''}{within['date_latest'][:cut]}"
            if last
            else _when(within)
        )
        return answered(
            [within],
            f"{e['label']} [{_sentences(e)}] is not dated itself; it is told as one of "
            f"«{within['label']}»: {when} («{within['date_text'] or within['date']}») "
            f"[{_sentences(within)}]{note}.",
            e,
        )
    last = q.ordinal == "last"
    if last:  # when it ended: only a period the complaint bounds says so
        dated = [e for e in dated if _is_period(e)]
        if not dated:
            e = chosen[0]
            return refuse(
                f"{c.label} gives when «{e['label']}» began ({_when(e)}), not when it ended"
                if e["date"]
                else f"{c.label} gives no date for «{e['label']}»"
            )
    pick = (
        max(dated, key=lambda e: (e["date_latest"] or e["date"], c.order.index(e["iri"])))
        if last
        else min(dated, key=lambda e: (e["date"], c.order.index(e["iri"])))
    )
    origin = pick
    finer = _finer_retelling(c, pick) if not last else None
    if finer is not None:
        # "rejoined the Department in 2004" told again as "rejoined the Department in April
        # 2004": the same act, its more precise date
        pick = finer
    text = pick["date_text"] or pick["date"]
    extra = ""
    if len(dated) > 1:
        extra = f" (the {'latest' if last else 'earliest'} date the complaint gives for it)"
    if origin is not pick:
        extra += f" (told again as «{origin['label']}» [{_sentences(origin)}])"
    when = _when(pick)
    if last and pick["date_latest"] and pick["date_latest"] != pick["date"]:
        # the end of a period: its latest day, as precise as its start
        cut = {"year": 4, "month": 7}.get(str(pick["date_granularity"]), 10)
        when = f"until {'about ' if pick['date_approximate'] else ''}{pick['date_latest'][:cut]}"
    return answered(
        [pick],
        f"{pick['label']}: {when} («{text}») [{_sentences(pick)}]{extra}{note}.",
        origin,
    )


_INCLUDE = re.compile(
    r"\b(?:these|such|the|those|defendant's|its)\s+(?:unlawful\s+)?(?:employment\s+)?practices\s+"
    r"(?:include|included|consist\w*\s+of|were|are)\b",
    re.IGNORECASE,
)


def _practice_of(c: _Complaint, event: dict[str, Any]) -> dict[str, Any] | None:
    """The dated unlawful practices an undated act is told as one of: a sentence of the act
    says "These practices include …" within three sentences after the practices' own
    sentence (the EEOC's "Since at least …, Defendant has engaged in unlawful employment
    practices … These practices include …")."""
    sents: dict[str, str] = event.get("_sents", {})
    doc: dict[str, str] = event.get("_doc", {})

    def same_paragraph(a: int, t: int) -> bool:  # no numbered paragraph or heading begins
        return not any(
            re.match(r"^\W*\d+\s*\.\s|^[^a-z]{6,}$", doc.get(f"s{i}", "x"))
            for i in range(a + 1, t + 1)
        )

    # "These practices include …" within three sentences; the sentences of the practices'
    # own paragraph that follow it ("Specifically, …", "Melissa Everett was subjected to …")
    include = {_sid_key(sid)[0] for sid, text in sents.items() if _INCLUDE.search(text)}
    told = [_sid_key(sid)[0] for sid in sents]
    for x in c.order:
        p = c.events[x]
        if p["type"] != "unlawful-practice" or not p["date"] or p["iri"] == event["iri"]:
            continue
        at = [_sid_key(y["sentence_id"])[0] for y in p["evidence"]]
        if any(0 < t - a <= 3 and (t in include or same_paragraph(a, t)) for t in told for a in at):
            return p
    return None


_GRAIN = {"year": 0, "season": 1, "month": 2, "week": 3, "day": 4}


def _finer_retelling(c: _Complaint, event: dict[str, Any]) -> dict[str, Any] | None:
    """Another telling of the same act with a more precise date inside the event's own: the
    same kind, told in at least two of the same words, no other person on it, its date
    within the event's period and finer."""
    if not event["date"]:
        return None
    told = _stems(str(event["label"]))
    people = {p["iri"] for p in event["participants"]}
    for x in c.order:
        e = c.events[x]
        if e is event or e["type"] != event["type"] or not e["date"]:
            continue
        # within the event's own year or month (not a long period it opens)
        cut = {"year": 4, "month": 7}.get(str(event["date_granularity"]), 10)
        inside = e["date"][:cut] == event["date"][:cut]
        finer = _GRAIN.get(str(e["date_granularity"]), 4) > _GRAIN.get(
            str(event["date_granularity"]), 4
        )
        others = {p["iri"] for p in e["participants"]}
        if inside and finer and others <= people and len(told & _stems(str(e["label"]))) >= 2:
            return e
    return None


def _is_period(event: dict[str, Any]) -> bool:
    """Whether the event's dates are a period the complaint bounds ("from January 2002 until
    April 2002"), not one day, month or year ("Beginning around July of 1998" has no end)."""
    import calendar

    start, latest = event["date"], event["date_latest"]
    if not (start and latest) or latest == start:
        return False
    grain = str(event["date_granularity"] or "day")
    y, m = int(start[:4]), int(start[5:7])
    end = {
        "day": start,
        "month": f"{start[:7]}-{calendar.monthrange(y, m)[1]:02d}",
        "year": f"{y}-12-31",
    }.get(grain)
    return end is not None and latest > end


def _answer_duration(
    c: _Complaint,
    chosen: list[dict[str, Any]],
    note: str,
    answered: _Answered,
    refuse: _Refuse,
) -> Built:
    """How long an act went on: from its first day to the last its dates give."""
    from datetime import date

    periods = [e for e in chosen if _is_period(e)]
    within = _practice_of(c, chosen[0]) if not any(e["date"] for e in chosen) else None
    if not periods and within is not None and _is_period(within):
        # the act is dated only by the practices it is told as one of: their period, said so
        note = f" (the period of «{within['label']}», which it is told as one of){note}"
        periods = [within]
    if not periods:
        e = chosen[0]
        given = f"only {_when(e)}" if e["date"] else "no date"
        return refuse(f"{c.label} gives {given} for «{e['label']}» [{_sentences(e)}]{note}")
    start = min(e["date"] for e in periods)
    end = max(e["date_latest"] for e in periods)
    days = (date.fromisoformat(end) - date.fromisoformat(start)).days + 1
    texts = "; ".join(
        f"«{e['date_text'] or e['date']}» [{_sentences(e)}]" for e in periods if e["date_text"]
    )
    pick = periods[0]
    answer = (
        f"{pick['label']}: from {start} to {end}, {days} day(s) at most as the complaint dates "
        f"it ({texts or 'its dates'}){note}."
    )
    return answered(periods, answer, pick)


def _order_path(c: _Complaint, a: dict[str, Any], b: dict[str, Any]) -> list[dict[str, Any]]:
    """The stated BEFORE/AFTER/CAUSES/ENABLES relations that lead from ``a`` to ``b`` (the
    shortest chain), or [] when none does."""
    edges: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for r in c.relations:
        s, t = str(r["source"]), str(r["target"])
        if r["type"] in ("BEFORE", *_CAUSES):
            edges.setdefault(s, []).append((t, r))
        elif r["type"] == "AFTER":
            edges.setdefault(t, []).append((s, r))
    back: dict[str, tuple[str, dict[str, Any]]] = {}
    todo, seen = [a["iri"]], {a["iri"]}
    while todo:
        nxt = []
        for n in todo:
            for m, r in edges.get(n, ()):
                if m in seen:
                    continue
                seen.add(m)
                back[m] = (n, r)
                nxt.append(m)
        todo = nxt
    if b["iri"] not in back:
        return []
    path, at = [], b["iri"]
    while at != a["iri"]:
        at, r = back[at]
        path.append(r)
    return path[::-1]


def _answer_because(
    c: _Complaint,
    a: dict[str, Any],
    b: dict[str, Any],
    note: str,
    answered: _Answered,
    refuse: _Refuse,
) -> Built:
    """Whether the complaint states ``b`` as a cause of ``a`` (a chain of CAUSES/ENABLES from
    ``b`` to ``a``, with the sentences stating each link); when it does not, says so, with the
    order it does state (never a cause the text does not give)."""
    if a["iri"] == b["iri"]:
        return refuse("both descriptions name the same event")
    la, lb = f"«{a['label']}» [{_sentences(a)}]", f"«{b['label']}» [{_sentences(b)}]"
    causal = _Complaint(
        c.iri,
        c.label,
        c.events,
        [r for r in c.relations if r["type"] in _CAUSES],
        c.evidence,
        c.order,
    )
    path = _order_path(causal, b, a)
    if path:
        how = "; ".join(
            f"{r['type']}: "
            + ", ".join(f"{x['sentence_id']}: «{x['quote']}»" for x in r["evidence"])
            for r in path
        )
        return answered([b], f"Yes: the complaint states {lb} led to {la} ({how}){note}.", a, path)
    order = (
        "it places the second before the first"
        if _before(c, b, a)
        else "it places the first before the second"
        if _before(c, a, b)
        else "it states no order between them"
    )
    return answered(
        [b],
        f"The complaint states no causal link from {lb} to {la}; {order}{note}.",
        a,
    )


def _answer_order(
    c: _Complaint,
    a: dict[str, Any],
    b: dict[str, Any],
    note: str,
    answered: _Answered,
    refuse: _Refuse,
    asked: str | None = None,
) -> Built:
    """Whether the first event came before or after the second: by the dates the complaint
    gives both (when they do not overlap), else by the relations it states (the chain and its
    sentences); refused with both events when it says neither."""
    if a["iri"] == b["iri"]:
        return refuse("both descriptions name the same event")
    la, lb = f"«{a['label']}» [{_sentences(a)}]", f"«{b['label']}» [{_sentences(b)}]"
    # a yes-or-no question ("Was she fired after she complained?") is answered yes or no
    yes = {"before": "before", "prior-to": "before", "after": "after", "following": "after"}

    def says(word: str) -> str:
        if asked not in yes:
            return ""
        return "Yes: " if yes[asked] == word else "No: "

    for first, second, word in ((a, b, "before"), (b, a, "after")):
        dated = bool(first["date"] and second["date"])
        if dated and (first["date_latest"] or first["date"]) < second["date"]:
            how = (
                f"by the dates: {_when(a)} («{a['date_text'] or a['date']}») and {_when(b)} "
                f"(«{b['date_text'] or b['date']}»)"
            )
            return answered([b], f"{says(word)}{la} came {word} {lb}, {how}{note}.", a)
    for first, second, word in ((a, b, "before"), (b, a, "after")):
        path = _order_path(c, first, second)
        if path:
            how = "; ".join(
                f"{r['type']}: "
                + ", ".join(f"{x['sentence_id']}: «{x['quote']}»" for x in r["evidence"])
                for r in path
            )
            return answered(
                [b],
                f"{says(word)}{la} came {word} {lb}, as the complaint states it ({how}){note}.",
                a,
                path,
            )
    for first, second, word in ((a, b, "before"), (b, a, "after")):
        if _before(c, first, second):
            return answered(
                [b],
                f"{says(word)}{la} came {word} {lb}, by the dates and the relations the "
                f"complaint states together{note}.",
                a,
            )
    return refuse(
        f"{c.label} states no order between {la} and {lb}"
        + (
            f" (dated {_when(a)} and {_when(b)}: the periods overlap)"
            if a["date"] and b["date"]
            else ""
        )
    )


def _answer_between(
    c: _Complaint, a: dict[str, Any], b: dict[str, Any], answered: _Answered, refuse: _Refuse
) -> Built:
    from datetime import date

    if a["iri"] == b["iri"]:
        return refuse("both descriptions name the same event")
    if not (a["date"] and b["date"]):
        order = (
            "it places the first before the second"
            if _before(c, a, b)
            else "it places the second before the first"
            if _before(c, b, a)
            else "it states no order between them"
        )
        undated = " and ".join(f"«{e['label']}»" for e in (a, b) if not e["date"])
        return refuse(f"{c.label} gives no date for {undated}; {order}")
    first, second = sorted((a, b), key=lambda e: e["date"])
    days = (
        date.fromisoformat(second["date"])
        - date.fromisoformat(first["date_latest"] or first["date"])
    ).days
    coarse = {first["date_granularity"], second["date_granularity"]} & {"month", "year", "season"}
    span = f"{max(days, 0)} day(s)" + (
        " at most, counting from the end of the first period" if coarse else ""
    )
    answer = (
        f"From {_when(first)} («{first['label']}» [{_sentences(first)}]) to {_when(second)} "
        f"(«{second['label']}» [{_sentences(second)}]): {span}."
    )
    return answered([first, second], answer, a)


def _did_or_instead(
    c: _Complaint,
    entities: list[dict[str, Any]],
    q: Any,
    answered: _Answered,
    refuse: _Refuse,
    listing: _Listing,
) -> Built:
    if q.ask == "instead":
        complainants = _complainants(entities)
        hired = [
            c.events[x]
            for x in c.order
            if c.events[x]["type"] == "hiring"
            # a return to one's own job is no one hired in another's place
            and not re.search(
                r"\b(?:rejoin|rehir|re-hir|reinstat|re-?employ|return\w*\s+to)",
                str(c.events[x]["label"]),
                re.I,
            )
            # the complainant's own hiring, whatever role the graph gives them in it
            and not any(
                p["iri"] in complainants or _PLAINTIFF_SIDE & set(p["legal_roles"])
                for p in c.events[x]["participants"]
                if p["role"] in ("patient", "agent")
            )
        ]
        if not hired:
            return refuse(f"{c.label} tells of no one else hired")
        return answered(hired, "Hired instead, as the complaint tells it: " + listing(hired) + ".")
    agent = _mentioned(q.who or "", entities) if q.who else []
    events = [c.events[x] for x in c.order]
    if q.who and not agent:
        named = " ".join(w for w in _name_words(q.who) if w not in _STOP and w != "the")
        events = (
            [e for e in events if _takes_part(e, q.who, ("agent",))]
            or [e for e in events if _passive_agent(e, named)]
            or [e for e in events if _subject_agent(e, named)]
        )
    for named, iris in agent:
        by_name = [e for e in events if _passive_agent(e, named)]
        events = [
            e
            for e in events
            if _takes(e, iris, ("agent",))
            or (not any(p["role"] == "agent" for p in e["participants"]) and _label_agent(e, named))
        ]
        if not events:  # "harassment by … President Joshua Ford": the agent told in the passive
            events = by_name
    if q.event:
        for _named, iris in _mentioned(q.event, entities):
            events = [e for e in events if _takes(e, iris, ("patient", "recipient"))]
    if q.kind:
        events = [e for e in events if e["type"] == q.kind]
    if q.ordinal and events:
        events = [events[0] if q.ordinal == "first" else events[-1]]
    if not events:
        to = f" to {q.event!r}" if q.event else ""
        return refuse(f"no event of {c.label} has {q.who!r} as its agent{to}")
    return answered(events, f"What {q.who} did, as {c.label} tells it: " + listing(events) + ".")


for _cls, _builder in (
    (Claims, _claims),
    (EventQuestion, _question),
    (Timeline, _timeline),
    (CausalChain, _causal),
    (Roles, _roles),
    (EvidenceRequest, _evidence_answer),
    (CompareComplaints, _compare),
):
    register_request(_cls)
    register_builder(_cls, _builder)


# ------------------------------------------------------------------------------------------
# questions in words

_NAME = r"(?:https?://\S+|[A-Za-z][\w.-]*_[\w.-]*[\w])"
_NAMED = re.compile(r"\bcomplaints?\s+([A-Za-z0-9][\w.-]*[\w])")


def parse_event_question(text: str, hint: str | None) -> Request | None:
    """Read a question about complaint events (no model); None when it is not one.

    >>> parse_event_question("What happened in case13193_doc62893, in order?", None)
    Timeline(complaint='case13193_doc62893')
    >>> parse_event_question("What led to ev11 in case13193_doc62893?", None)
    CausalChain(complaint='case13193_doc62893', event='ev11', direction='upstream', depth=None)
    >>> parse_event_question("Who is the defendant in case13193_doc62893?", None)
    Roles(complaint='case13193_doc62893', role='defendant', entity=None)
    >>> parse_event_question("Give the timeline of complaint hodge-2011", None)
    Timeline(complaint='hodge-2011')
    >>> parse_event_question("What does case13193_doc62893 allege?", None)
    Claims(complaint='case13193_doc62893')
    >>> parse_event_question("What happened to her in case13193_doc62893?", None) is None
    True
    >>> parse_event_question("Compare case13193_doc62893 and case6412_doc20182", None)
    CompareComplaints(complaint_a='case13193_doc62893', complaint_b='case6412_doc20182')
    """
    folded = text.casefold()
    names = [n.rstrip("?.!,;") for n in re.findall(_NAME, text)]
    for m in _NAMED.finditer(text):
        if m.group(1) not in names and re.search(r"[\d_-]", m.group(1)):
            names.insert(0, m.group(1))
    if not names:
        return None
    if re.search(r"\bcompar\w*\b", folded) and len(names) >= 2:
        return CompareComplaints(complaint_a=names[0], complaint_b=names[1])
    complaint = names[0]
    # a question in plain words only about what is surely a complaint (its file stem as the
    # Clearinghouse names it, "complaint NAME", or its IRI), never a law's name
    surely = (
        re.fullmatch(r"case\d+_doc\d+", complaint) is not None
        or "/complaint/" in complaint
        or any(m.group(1) == complaint for m in _NAMED.finditer(text))
    )
    plain = event_question(text, complaint) if surely else None
    if plain is not None:
        return plain
    item = re.search(r"\b((?:ev|r)\d+)\b", text)
    if re.search(r"\b(evidence|quote|support)\w*\b", folded) and item:
        return EvidenceRequest(complaint=complaint, item=item.group(1))
    if item and re.search(r"\b(led to|lead to|caused|cause of|why)\b", folded):
        direction = (
            "downstream" if re.search(r"\b(did|does)\b.*\blead to\b", folded) else ("upstream")
        )
        if re.search(r"\bwhat did\b.*\blead to\b|\bconsequence|\bresult", folded):
            direction = "downstream"
        return CausalChain(complaint=complaint, event=item.group(1), direction=direction)
    if re.search(r"\b(alleg\w*|claims?|causes? of action|charges? against)\b", folded):
        return Claims(complaint=complaint)
    role = re.search(r"\bwho (?:is|was|are|were) (?:the )?([a-z -]+?) in\b", folded)
    if role:
        from legalkg.events.vocab import LEGAL_ROLES, PARTICIPANT_ROLES

        wanted = role.group(1).strip().replace(" ", "-")
        if wanted not in LEGAL_ROLES and wanted not in PARTICIPANT_ROLES:
            return None  # "who is the best lawyer": not a role the graph records
        return Roles(complaint=complaint, role=role.group(1).strip())
    # the whole timeline only when it is asked for: "what happened to her?" is not read
    # (refused) rather than answered with every event
    if re.search(
        r"\b(timeline|chronolog\w*|in order|sequence of events|(?:all|list) (?:the )?events)\b",
        folded,
    ) or re.fullmatch(r"\W*what happened in\W+\S+\W*", folded):
        return Timeline(complaint=complaint)
    return None


# The grammar of causal and temporal questions: QUESTION = OPERATOR + EVENT (+ FOCUS), where
# OPERATOR is a question word or a relation/time operator, EVENT the clause that tells the act
# (its kind read with the event frames' lexicon, legalkg.events.frames, and its words) with the
# people it names, and FOCUS the main clause whose events the answer lists when the operator
# joins two clauses ("What did Tenet do | after | it cancelled the contract?").

_AFTER = (
    r"after|following|since|once|subsequent\s+to|in\s+the\s+wake\s+of|in\s+response\s+to|"
    r"as\s+soon\s+as"
)
_BEFORE = r"before|prior\s+to|preceding|leading\s+up\s+to|ahead\s+of|until|till"
#: (ask, pattern on the folded question; group "event" is the clause telling the event)
_OPERATORS: tuple[tuple[str, str], ...] = (
    (
        "between",
        r"^how\s+(?:long|soon|quickly|many\s+\w+|much\s+time)\b(?:\s+(?:passed|elapsed|went\s+by|was\s+there|"
        r"did\s+it\s+take))?\s+(?:between\s+(?P<event>.+?)\s+and\s+(?P<event2>.+)|"
        r"(?:after|from)\s+(?P<a>.+?),?\s+(?:was|were|did|does|had|until|till|before|to)\s+"
        r"(?P<b>.+))$",
    ),
    (
        # "Was she fired because she complained?", "Was he demoted in retaliation for his
        # charge?": whether the complaint states the second act as a cause of the first
        "because",
        r"^(?:was|were|did|had|has|is|does)\s+(?P<event>.+?),?\s+(?:because\s+(?:of\s+)?|"
        r"in\s+retaliation\s+for\s+|as\s+(?:a\s+)?(?:result|consequence)\s+of\s+|due\s+to\s+|"
        r"in\s+response\s+to\s+)(?P<event2>.+)$",
    ),
    (
        "order",
        r"^(?:was|were|did|had|has|is|does)\s+(?P<event>.+?),?\s+(?:(?:happen|occur|come|take\s+"
        r"place)\w*\s+)?(?P<op>before\s+or\s+after|after\s+or\s+before|before|after|prior\s+"
        r"to|following)\s+(?P<event2>.+)$|^which\s+(?:came|happened|was)\s+(?:first|earlier)"
        r"\W+(?P<a>.+?),?\s+or\s+(?P<b>.+)$",
    ),
    (
        "duration",
        r"^(?:for\s+)?how\s+long\s+(?:did|does|had|has|was|were)\s+(?P<event>.+?)\s+"
        r"(?:last|go\s+on|continue|take\s+place|occur|happen|been\s+going\s+on)$|"
        r"^(?:for\s+)?how\s+long\s+(?:was|were|has|had)\s+(?P<e2>.+?)$|"
        r"^(?:for\s+)?how\s+long\s+(?:did|does)\s+(?P<e3>.+?)$",
    ),
    (
        "effect",
        r"^what\s+(?:did|does|has|had)\s+(?P<event>.+?)\s+(?:lead|led)\s+to$|"
        r"^what\s+(?:did|does|has|had)\s+(?P<e2>.+?)\s+(?:cause|result\s+in|bring\s+about|"
        r"trigger|prompt|set\s+off)$|"
        r"\bwhat\s+(?:came|resulted|followed|happened)\s+(?:of|from|as\s+a\s+result\s+of|"
        r"because\s+of)\s+(?P<e3>.+)$|\b(?:consequences?|results?|effects?|outcomes?)\s+of\s+"
        r"(?P<e4>.+)$",
    ),
    (
        "cause",
        r"^(?:and\s+)?why\b(?P<event>.*)$|\bwhat\s+(?:led|leads|lead)\s+(?:up\s+)?to\s+(?P<e2>.+)$|"
        r"\bwhat\s+(?:caused|causes|prompted|triggered|motivated|provoked|made|forced|drove|"
        r"pushed|brought\s+about)\s+(?P<e3>.+)$|\breasons?\s+(?:for|why|behind)\s+(?P<e4>.+)$|"
        r"\bfor\s+what\s+reasons?\s+(?P<e5>.+)$|\bhow\s+come\s+(?P<e6>.+)$|"
        r"\bwhat\s+was\s+behind\s+(?P<e7>.+)$|\bbecause\s+of\s+what\s+(?P<e8>.+)$|"
        r"\breasons?\s+(?:was\s+|were\s+)?(?:given|offered|stated|cited)\s+(?:for|why)\s+(?P<e9>.+)$|"
        r"\bjustification\s+(?:given\s+)?for\s+(?P<e10>.+)$",
    ),
    (
        "instead",
        r"^who\b.*\b(?:instead|in\s+(?:her|his|their|[\w.-]+['’]s?)\s+(?:place|stead)|replac\w*|"
        r"took\s+(?:her|his|their|[\w.-]+['’]s?)\s+(?:place|job|position)|filled\s+(?:her|his|"
        r"their|[\w.-]+['’]s?)\s+(?:job|position))\b",
    ),
    (
        # "What did the company do about her complaints?", "How did management respond to
        # her report?": what followed the act, by the people of the main clause
        "after",
        r"^(?P<focus>what\s+(?:else\s+)?(?:did|does|has|had)\s+.+?\s+(?:do|done))\s+(?:about|"
        r"regarding|concerning|with)\s+(?P<event>.+)$|^(?P<f3>how\s+did\s+.+?\s+(?:respond|react|"
        r"reply|deal))\s+(?:to|with|about)\s+(?P<e3>.+)$|^how\s+did\s+(?P<f2>.+?)\s+(?:handle|"
        r"answer|address)\s+(?P<e2>.+)$",
    ),
    ("after", rf"^(?P<focus>.*?)\b(?:{_AFTER})\b\s*(?P<event>.+)$"),
    ("before", rf"^(?P<focus>.*?)\b(?:{_BEFORE})\b\s*(?P<event>.+)$"),
    (
        "when",
        r"^(?:and\s+)?(?:when|since\s+when|on\s+what\s+(?:date|day)|in\s+what\s+(?:year|month)|"
        r"what\s+(?:date|day|month|year|time)|how\s+long\s+ago)\b(?P<event>.*)$",
    ),
    (
        "did",
        r"^(?:and\s+)?what\s+(?:else\s+)?(?:did|does|has|had)\s+(?P<who>.+?)\s+(?:do|done)"
        r"(?:\s+to\s+(?P<event>.+))?$|^what\s+(?:actions?|steps)\s+did\s+(?P<w2>.+?)\s+take"
        r"(?:\s+against\s+(?P<e2>.+))?$|^how\s+did\s+(?P<w3>.+?)\s+treat\s+(?P<e3>.+)$|"
        r"^what\s+(?:else\s+)?(?:did|does|has|had)\s+(?P<w4>.+?)\s+(?P<say>tell|told|say|said|write|"
        r"wrote|ask|asked)(?:\s+(?:to\s+)?(?P<e4>.+))?$",
    ),
    ("whom", r"^(?:to\s+whom|whom)\b(?P<event>.*)$|^who\s+(?P<e2>(?:did|does|had)\s+.+)$"),
    (
        "who",
        r"^(?:who|by\s+whom|which\s+(?:person|people|employee|manager|supervisor|co-?worker|"
        r"official|one)s?)\b(?P<event>.*)$",
    ),
)
_ORDINAL_FIRST = re.compile(
    r"\b(?:first|earliest|start|starts|started|begin|begins|began|begun|beginning|commenc\w*)\b"
)
_ORDINAL_LAST = re.compile(
    r"\b(?:last|latest|most\s+recent|final|finally|end|ends|ended|stop|stops|stopped|cease\w*)\b"
)
#: kinds the frames do not describe, by the words a question uses for them
_OTHER_KINDS = (
    (r"\bunlawful\s+(?:employment\s+)?practices?\b", "unlawful-practice"),
    (r"\b(?:law)?suit\b|\bsued?\b|\blitigation\b", "lawsuit"),
    (
        r"\bfired\b|\bfiring\b|\b(?:did|to|would|will|not|n't)\s+(?:\w+\s+){0,3}fire\b(?!\s*(?:"
        r"department|chief|fighters?|station|house|engine|truck|marshal|and\s+rescue))",
        "termination",
    ),
    (r"\bharass\w*|\bhostile\s+(?:work(?:ing)?\s+)?environment", "harassment"),
    (r"\bretaliat\w*", "retaliation"),
    (r"\bcomplain\w*", "complaint"),
    (r"\bemploy(?:ed|ment)\b", "employment"),
    (r"\b(?:eeoc\s+)?charges?\b", "charge"),
    (
        r"\bquit\b|\bwalked\s+(?:out|off)\b|\bforced\s+out\b|\b(?:left|leave|leaves|leaving)\s+"
        r"(?:the|her|his|their)\s+"
        r"(?:job|company|firm|employment|employer|department|work|post|position)\b",
        "resignation",
    ),
    (r"\bpassed\s+over\b", "adverse-action"),
    (r"\breport(?:s|ed|ing)?\b", "complaint"),
    (
        r"\b(?:her|his|their|the|its|first|last)\s+(?:\w+\s+)?(?:reports?|grievances?)\b",
        "complaint",
    ),
)


def _kind(clause: str) -> str | None:
    """The event kind a clause tells, read with the frames' lexicon (every inflected form of
    their verbs, their nouns), then the words the frames do not hold."""
    from legalkg.events.frames import kind_of

    if not clause.strip():
        return None
    # "did she report the harassment": the reporting is asked about, not what it reported
    if re.search(
        r"\b(?:did|does|to|would|not)\s+(?:\w+\s+){0,2}(?:report|complain|object|protest)\b",
        clause,
        re.I,
    ):
        return "complaint"
    found = kind_of(clause)
    if found is not None:
        return found
    return next((k for p, k in _OTHER_KINDS if re.search(p, clause, re.IGNORECASE)), None)


def event_question(text: str, complaint: str) -> EventQuestion | None:
    """Read a causal, temporal or role question in plain words about ``complaint`` with the
    question grammar (operator, event clause, focus); None when it is not one of those (the
    caller then tries the other readings or refuses).

    >>> q = event_question("What led to Powell's termination in case_x?", "case_x")
    >>> q.ask, q.kind, q.event
    ('cause', 'termination', "Powell's termination")
    >>> event_question("Why was she fired?", "c_1").ask
    'cause'
    >>> q = event_question("What happened after she complained?", "c_1"); q.ask, q.kind, q.who
    ('after', 'complaint', 'she')
    >>> q = event_question("When did the harassment start?", "c_1"); q.kind, q.ordinal
    ('harassment', 'first')
    >>> event_question("Who was hired instead of her?", "c_1").ask
    'instead'
    >>> q = event_question("What did the supervisor do?", "c_1"); q.ask, q.who
    ('did', 'the supervisor')
    >>> q = event_question("What did United do after Powell complained?", "c_1")
    >>> q.ask, q.kind, q.who, q.focus
    ('after', 'complaint', 'Powell', 'What did United do')
    >>> q = event_question("How long after she complained was she fired?", "c_1")
    >>> q.ask, q.kind, q.kind2
    ('between', 'complaint', 'termination')
    >>> event_question("What is the capital of France?", "c_1") is None
    True
    """
    body = text.replace(complaint, " ")
    body = re.sub(r"\b(?:in|of)\s+(?:the\s+)?complaint\b|\bin\s*[?.!]*\s*$", " ", body, flags=re.I)
    body = " ".join(body.strip().rstrip("?.! ").split())
    body = re.sub(r"\s+in$", "", body)
    folded = body.casefold()
    for ask, pattern in _OPERATORS:
        m = re.search(pattern, folded)
        if m is None:
            continue
        groups = {k: v for k, v in m.groupdict().items() if v is not None}

        def span(*names: str, m: re.Match[str] = m, groups: dict[str, str] = groups) -> str | None:
            for n in names:
                if n in groups:
                    a, b = m.span(n)
                    return body[a:b].strip(" ,")
            return None

        event = span("event", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "e10", "a")
        if ask == "because":
            second = span("event2")
            k1, k2 = _kind(event or "") or _kind(f"did {event}"), _kind(second or "")
            if k1 is None or k2 is None and not _words(second or ""):
                continue
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                kind=k1,
                kind2=k2,
                event=event,
                event2=second,
                who=_who(event or ""),
                text=text,
            )
        if ask == "order":
            # "Was she fired before or after she complained?", "Did the harassment start
            # before the charge?", "Which came first, A or B?": both clauses must tell an act
            second = span("event2", "b")
            k1, k2 = _kind(event or "") or _kind(f"did {event}"), _kind(second or "")
            if k1 is None or k2 is None and not _words(second or ""):
                continue  # "Was there anything after …": an after/before question
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                kind=k1,
                kind2=k2,
                event=event,
                event2=second,
                who=_who(event or ""),
                focus=(m.group("op") or "").replace(" ", "-") if "op" in groups else None,
                text=text,
            )
        if ask == "between":
            second = span("event2", "b")
            k1, k2 = _kind(event or ""), _kind(second or "")
            if not (k1 or event) or not (k2 or second):
                return None
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                kind=k1,
                kind2=k2,
                event=event,
                event2=second,
                who=_who(event or ""),
                text=text,
            )
        if ask == "instead":
            return EventQuestion(complaint=complaint, ask=ask, kind="hiring", text=text)
        if ask == "did":
            who = span("who", "w2", "w3", "w4") or ""
            if re.search(rf"\b(?:{_AFTER}|{_BEFORE}|when)\b", who.casefold()):
                continue  # "what did United do after …": an after/before question
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                who=who,
                # "what did Whitehead tell Hodge": what Whitehead told her
                kind="communication" if "say" in groups else None,
                event=event,
                text=text,
                ordinal=_ordinal(folded),
            )
        if ask in ("after", "before"):
            focus = span("focus") or ""
            if "f2" in groups:
                focus = f"what did {span('f2')} do"
            elif "f3" in groups:
                focus = span("f3") or ""
            if not event or focus.casefold().strip() in ("", "and"):
                # "After she complained, what happened?": the event clause is before the comma
                lead = re.match(rf"^(?:{_AFTER}|{_BEFORE})\s+(?P<e>[^,]+),\s*(?P<f>.+)$", folded)
                if lead is None and not focus:
                    if not event:
                        return None
                elif lead is not None:
                    event = body[lead.start("e") : lead.end("e")]
                    focus = body[lead.start("f") : lead.end("f")]
            if re.match(r"^(?:why|what\s+(?:led|caused))\b", focus.casefold()):
                continue  # "why was she fired after she complained": a cause question
            if re.match(r"^(?:when|who)\b", focus.casefold()):
                continue
            kind = _kind(event or "")
            if kind is None and not _words(event or ""):
                return None
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                kind=kind,
                event=event,
                who=_who(event or ""),
                focus=focus or None,
                ordinal=_ordinal(event or ""),
                text=text,
            )
        clause = event or ""
        kind = _kind(clause)
        if kind is None and (ask in ("who", "whom") or not _words(clause)):
            return None  # "who is the best lawyer", "what is the capital of France"
        return EventQuestion(
            complaint=complaint,
            ask=ask,
            kind=kind,
            event=clause or None,
            who=_who(clause),
            ordinal=_ordinal(folded) if ask in ("when", "who", "whom") else None,
            text=text,
        )
    return None


_QUESTION_WORDS = frozenset(
    "what which who whom why when how did does do was were is are the a an in of to after "
    "before led lead cause caused happened happen start started begin began instead hired "
    "fired complaint complain complained".split()
)


def _words(clause: str) -> set[str]:
    """The content words of a clause (no question words, pronouns or names)."""
    return _stems(re.sub(r"\b[A-Z][\w'’-]*", " ", clause))


def _who(clause: str) -> str | None:
    """The participant a clause names first, for the answer's "understood" (a name, a
    possessive, a role word or a pronoun); matching is done against the complaint's entities."""
    possessive = re.search(r"\b([A-Z][\w-]+)['’]s\b", clause)
    if possessive:
        return str(possessive.group(1))
    names = [
        w
        for w in re.findall(r"\b(?:Mr\.|Ms\.|Mrs\.)?\s*([A-Z][a-z][\w-]+)", clause)
        if w.casefold() not in _QUESTION_WORDS
    ]
    if names:
        return str(names[0])
    folded = clause.casefold()
    role = next((w for w in _ROLE_SYNONYMS if re.search(rf"\b{w}\b", folded)), None)
    pronoun = re.search(r"\b(she|he|her|him|his|it)\b", folded)
    return role or (pronoun.group(1) if pronoun else None)


def _ordinal(clause: str) -> str | None:
    if _ORDINAL_FIRST.search(clause.casefold()):
        return "first"
    if _ORDINAL_LAST.search(clause.casefold()):
        return "last"
    return None


register_question_parser(parse_event_question)
