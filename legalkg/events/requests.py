"""Event requests for ``legalkg ask``: timeline, causal-chain, roles, evidence, compare, claims,
and event-question (a question in words: read by :mod:`.questions`, answered by :mod:`.answers`).

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
from dataclasses import dataclass
from typing import Any, ClassVar

from legalkg.engine.answers import Built, Row, Runner, register_builder, register_step_handler
from legalkg.engine.planner import PlanError, Request, Step, register_request
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
    "whether",
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


for _cls, _builder in (
    (Claims, _claims),
    (EventQuestion, None),  # its builder is registered by legalkg.events.answers
    (Timeline, _timeline),
    (CausalChain, _causal),
    (Roles, _roles),
    (EvidenceRequest, _evidence_answer),
    (CompareComplaints, _compare),
):
    register_request(_cls)
    if _builder is not None:
        register_builder(_cls, _builder)
