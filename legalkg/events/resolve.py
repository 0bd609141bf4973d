"""Optional LLM identity resolution after the deterministic document-level merge.

The LLM is shown the merged graph (entities, events, relations) and the sentences they cite,
and answers one strict JSON object::

    {"same_entities": [{"keep": "e1", "merge": ["e4"], "why": "..."}],
     "same_events":   [{"keep": "ev3", "merge": ["ev9"], "why": "..."}],
     "add_relations": [{"id": "r1", "type": "CAUSES", "source": "ev3", "target": "ev7",
                        "evidence": [{"sentence_id": "s40", "quote": "..."}], "confidence": 0.8}]}

It may only merge and add: every proposal is checked and what is not allowed is dropped and
reported (``{"chunk": "resolve", "item", "why"}``), the way chunk answers are:

- any other operation (e.g. ``"delete_events"``) is refused as a whole;
- a merge naming an id that is not in the graph (invented), entities of different kinds or
  on opposite sides of the case (a plaintiff-side party and a defendant), events of different
  types, with dates that cannot be the same period, or linked to each other by a relation (the
  merge would delete it), or a merge that would make the BEFORE/AFTER order cyclic or
  contradict the dates;
- a relation between unknown events or an event and itself, citing a sentence id that does not
  exist or a quote that is not in its sentence, whose evidence cites no sentence of its source or
  target event (unsupported), already in the graph, or a BEFORE/AFTER that contradicts the
  dates, closes a cycle, or is also stated as SAME-TIME/OVERLAP.

>>> sorted(RESOLUTION_KEYS)
['add_relations', 'same_entities', 'same_events']
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from legalkg.events.merge import counts_json, counts_text, merge_entity, order_problem, union
from legalkg.events.model import Entity, Event, Evidence, Relation, Sentence
from legalkg.events.vocab import RELATION_TYPES

RESOLUTION_KEYS = frozenset({"same_entities", "same_events", "add_relations"})

RESOLVE = """\
You resolve identities in an event graph extracted from an employment-discrimination complaint.
You are given the complaint's sentences (with ids) and the graph after a deterministic merge.
Output ONLY one JSON object with exactly these keys:
{{"same_entities": [{{"keep": entity id, "merge": [entity ids], "why": text}}],
 "same_events": [{{"keep": event id, "merge": [event ids], "why": text}}],
 "add_relations": [{{"id", "type" ({types}), "source" (event id), "target" (event id),
   "evidence": [{{"sentence_id", "quote"}}], "confidence" (0-1)}}]}}
- same_entities: entities that are the same person or organisation under different names;
- same_events: events that are the same occurrence told twice;
- add_relations: temporal or causal links the sentences state that the graph lacks.
Rules: you may only merge and add, never delete or rename; use only the ids given; cite only
the given sentence ids, and for a relation a sentence of its source or target event; quote
exactly; propose nothing the text does not support. Empty lists are a fine answer."""

_ITEM = {
    "type": "object",
    "additionalProperties": False,
    "required": ["keep", "merge"],
    "properties": {
        "keep": {"type": "string", "minLength": 1},
        "merge": {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 1},
        "why": {"type": "string"},
    },
}

_PLAINTIFF_SIDE = frozenset({"plaintiff", "charging-party", "aggrieved-individual"})
_DEFENDANT_SIDE = frozenset({"defendant"})


def _schema() -> dict[str, Any]:
    from legalkg.events.jsonio import schema

    full = schema()
    return {
        "$schema": full["$schema"],
        "type": "object",
        "properties": {
            "same_entities": {"type": "array", "items": _ITEM},
            "same_events": {"type": "array", "items": _ITEM},
            "add_relations": {"type": "array", "items": {"$ref": "#/$defs/relation"}},
        },
        "$defs": full["$defs"],
    }


def parse_resolution(content: str) -> dict[str, Any]:
    """Parse and validate a resolution answer (a ```json fence is tolerated).

    Keys other than the three operations are kept, to be refused and reported by
    :func:`apply_resolution`.

    :raises ValueError: with the JSON or schema error, to send back on the retry.

    >>> parse_resolution('{"same_events": [{"keep": "ev1", "merge": ["ev2"]}]}')["same_events"]
    [{'keep': 'ev1', 'merge': ['ev2']}]
    """
    from legalkg.events.llm import parse_json

    return parse_json(content, _schema())


@dataclass
class Resolution:
    """What the resolution step did: counts before/after, merges, additions, drops."""

    entities_before: int = 0
    entities_after: int = 0
    events_before: int = 0
    events_after: int = 0
    relations_before: int = 0
    relations_after: int = 0
    merged_entities: list[list[str]] = field(default_factory=list)
    merged_events: list[list[str]] = field(default_factory=list)
    added_relations: list[str] = field(default_factory=list)
    dropped: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The report as JSON (``merge.resolution`` in the event JSON)."""
        return {
            **counts_json(self),
            "merged_entities": self.merged_entities,
            "merged_events": self.merged_events,
            "added_relations": self.added_relations,
            "dropped": self.dropped,
        }

    def to_text(self) -> str:
        """One line: ``LLM resolution: entities 5 → 4, events 9 → 8, relations 3 → 4, …``."""
        return f"LLM resolution: {counts_text(self)}, dropped {len(self.dropped)}"


class _Ids:
    """Union-find over ids: ``find`` gives the id an id was merged into."""

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, x: str) -> str:
        while x in self.parent:
            x = self.parent[x]
        return x


def _graph_text(
    entities: list[Entity],
    events: list[Event],
    relations: list[Relation],
    sentences: dict[str, Sentence],
) -> str:
    cited: set[str] = set()
    for group in (entities, events, relations):
        for item in group:
            cited.update(x.sentence_id for x in item.evidence)
    order = {sid: n for n, sid in enumerate(sentences)}
    lines = ["Sentences:"]
    for sid in sorted(cited & set(sentences), key=order.__getitem__):
        lines.append(f"[{sid}] {' '.join(sentences[sid].text.split())}")
    lines.append("\nEntities:")
    for e in entities:
        lines.append(
            json.dumps(
                {
                    "id": e.id,
                    "name": e.name,
                    "aliases": list(e.aliases),
                    "kind": e.kind,
                    "legal_roles": list(e.legal_roles),
                },
                ensure_ascii=False,
            )
        )
    lines.append("\nEvents:")
    for ev in events:
        lines.append(
            json.dumps(
                {
                    "id": ev.id,
                    "label": ev.label,
                    "type": ev.type,
                    "date": ev.date.value if ev.date else None,
                    "participants": [[p.entity, p.role] for p in ev.participants],
                    "sentences": sorted(
                        {x.sentence_id for x in ev.evidence}, key=lambda x: order.get(x, -1)
                    ),
                },
                ensure_ascii=False,
            )
        )
    lines.append("\nRelations:")
    for r in relations:
        lines.append(f"{r.id}: {r.source} {r.type} {r.target}")
    return "\n".join(lines)


def _period(ev: Event) -> tuple[str, str] | None:
    from legalkg.events.rdf import latest_day

    if ev.date is None:
        return None
    return ev.date.value, ev.date.end or latest_day(ev.date.value, ev.date.granularity)


def _order_ok(events: dict[str, Event], relations: list[Relation]) -> str | None:
    """Why the BEFORE/AFTER relations are inconsistent (a cycle or a date contradiction)."""
    before: dict[str, set[str]] = {}
    for r in relations:
        if r.type not in ("BEFORE", "AFTER"):
            continue
        if r.source == r.target:
            return f"{r.id} would become a self-loop"
        why = order_problem(events, before, r)
        if why == "contradicts the dates":
            return f"{r.id} ({r.type}) would contradict the dates"
        if why:
            return f"{r.id} ({r.type}) would close a BEFORE/AFTER cycle"
    return None


def _remap_relations(relations: list[Relation], ids: _Ids) -> list[Relation]:
    out: list[Relation] = []
    seen: dict[tuple[str, str, str], int] = {}
    for r in relations:
        r = replace(r, source=ids.find(r.source), target=ids.find(r.target))
        key = (r.type, r.source, r.target)
        if key in seen:
            prev = out[seen[key]]
            out[seen[key]] = replace(
                prev,
                evidence=union(prev.evidence, r.evidence),
                confidence=max(prev.confidence, r.confidence),
            )
            continue
        seen[key] = len(out)
        out.append(r)
    return out


def _merge_events(a: Event, b: Event) -> Event:
    return replace(
        a,
        evidence=union(a.evidence, b.evidence),
        participants=union(a.participants, b.participants),
        confidence=max(a.confidence, b.confidence),
        date=a.date or b.date,
        place=a.place or b.place,
        why=a.why or b.why,
        how=a.how or b.how,
    )


def apply_resolution(
    entities: list[Entity],
    events: list[Event],
    relations: list[Relation],
    sentences: dict[str, Sentence],
    answer: dict[str, Any],
) -> tuple[list[Entity], list[Event], list[Relation], Resolution]:
    """Apply the allowed part of a resolution ``answer``; report everything refused."""
    res = Resolution(
        entities_before=len(entities),
        events_before=len(events),
        relations_before=len(relations),
    )

    def drop(item: Any, why: str) -> None:
        res.dropped.append({"chunk": "resolve", "item": item, "why": why})

    for key in sorted(set(answer) - RESOLUTION_KEYS):
        drop(key, f"operation {key!r} is not allowed: resolution may only merge or add links")

    # entities
    ent = {e.id: e for e in entities}
    known_entities = set(ent)
    ent_ids = _Ids()
    for n, op in enumerate(answer.get("same_entities", [])):
        for other in op["merge"]:
            label = f"same_entities[{n}]: {op['keep']} = {other}"
            unknown = [x for x in (op["keep"], other) if x not in known_entities]
            if unknown:
                drop(label, f"unknown entity id {unknown[0]!r} (not in the graph)")
                continue
            a, b = ent_ids.find(op["keep"]), ent_ids.find(other)
            if a == b:
                continue
            ea, eb = ent[a], ent[b]
            if ea.kind != eb.kind:
                drop(label, f"different kinds ({ea.kind}, {eb.kind})")
                continue
            ra, rb = set(ea.legal_roles), set(eb.legal_roles)
            if (ra & _PLAINTIFF_SIDE and rb & _DEFENDANT_SIDE) or (
                rb & _PLAINTIFF_SIDE and ra & _DEFENDANT_SIDE
            ):
                drop(label, "one is a plaintiff-side party and the other a defendant")
                continue
            ent[a] = merge_entity(ea, eb)
            del ent[b]
            ent_ids.parent[b] = a
            res.merged_entities.append([a, b])
    entities = [ent[e.id] for e in entities if e.id in ent]

    def remap_entities(ev: Event) -> Event:
        parts = tuple(
            dict.fromkeys(replace(p, entity=ent_ids.find(p.entity)) for p in ev.participants)
        )
        return replace(ev, participants=parts, place=ent_ids.find(ev.place) if ev.place else None)

    evs = {ev.id: remap_entities(ev) for ev in events}
    known_events = set(evs)
    ev_ids = _Ids()
    proposals = list(answer.get("same_events", []))
    for op in list(proposals):  # an act told on two days was split (dating.split_repeated):
        for other in op.get("merge", []):  # merging it merges its second day too
            k2, o2 = f"{op.get('keep')}-2", f"{other}-2"
            if k2 in evs and o2 in evs:
                proposals.append({"keep": k2, "merge": [o2], "why": "the same act's second day"})
    for n, op in enumerate(proposals):
        for other in op["merge"]:
            label = f"same_events[{n}]: {op['keep']} = {other}"
            unknown = [x for x in (op["keep"], other) if x not in known_events]
            if unknown:
                drop(label, f"unknown event id {unknown[0]!r} (not in the graph)")
                continue
            a, b = ev_ids.find(op["keep"]), ev_ids.find(other)
            if a == b:
                continue
            va, vb = evs[a], evs[b]
            if va.type != vb.type:
                drop(label, f"different event types ({va.type}, {vb.type})")
                continue
            pa, pb = _period(va), _period(vb)
            if pa and pb and (pa[1] < pb[0] or pb[1] < pa[0]):
                drop(label, f"the dates cannot be the same ({pa[0]}, {pb[0]})")
                continue
            current = _remap_relations(relations, ev_ids)
            linked = [r.id for r in current if {r.source, r.target} == {a, b}]
            if linked:
                drop(label, f"the events are linked by {linked[0]}; merging would delete it")
                continue
            trial = _Ids()
            trial.parent = {**ev_ids.parent, b: a}
            merged = {**evs, a: _merge_events(va, vb)}
            del merged[b]
            why = _order_ok(merged, _remap_relations(relations, trial))
            if why:
                drop(label, why)
                continue
            evs = merged
            ev_ids = trial
            res.merged_events.append([a, b])
    events = [evs[e.id] for e in events if e.id in evs]
    relations = _remap_relations(relations, ev_ids)

    # added relations
    taken = {r.id for r in relations}
    for n, d in enumerate(answer.get("add_relations", [])):
        label = f"add_relations[{n}] ({d['id']})"
        source, target = d["source"], d["target"]
        unknown = [x for x in (source, target) if ev_ids.find(x) not in evs]
        if unknown:
            drop(label, f"unknown event id {unknown[0]!r} (not in the graph)")
            continue
        source, target = ev_ids.find(source), ev_ids.find(target)
        if source == target:
            drop(label, "a relation from an event to itself")
            continue
        evidence = _checked_evidence(d["evidence"], sentences, label, drop)
        if not evidence:
            drop(label, "unsupported relation (no valid evidence)")
            continue
        own = {x.sentence_id for x in (*evs[source].evidence, *evs[target].evidence)}
        if not own & {x.sentence_id for x in evidence}:
            drop(label, "unsupported relation: its evidence cites no sentence of either event")
            continue
        rtype = d["type"]
        if any((r.type, r.source, r.target) == (rtype, source, target) for r in relations):
            drop(label, "already in the graph")
            continue
        temporal = {"BEFORE", "AFTER"}
        simultaneous = {"SAME-TIME", "OVERLAP"}
        for r in relations:
            if {r.source, r.target} == {source, target} and (
                (rtype in temporal and r.type in simultaneous)
                or (rtype in simultaneous and r.type in temporal)
            ):
                drop(label, f"contradicts {r.id} ({r.type})")
                break
        else:
            rid = d["id"] if d["id"] not in taken else f"res-{d['id']}"
            n2 = 1
            while rid in taken:
                n2 += 1
                rid = f"res-{d['id']}-{n2}"
            new = Relation(rid, rtype, source, target, evidence, float(d["confidence"]))
            why = _order_ok(evs, [*relations, new])
            if why:
                drop(label, why)
                continue
            taken.add(rid)
            relations.append(new)
            res.added_relations.append(rid)
    res.entities_after, res.events_after = len(entities), len(events)
    res.relations_after = len(relations)
    return entities, events, relations, res


def _checked_evidence(
    items: list[dict[str, Any]], sentences: dict[str, Sentence], label: str, drop: Any
) -> tuple[Evidence, ...]:
    from legalkg.events.llm import checked_evidence

    return checked_evidence(items, sentences, sentences, lambda why: drop(label, why))


def resolve(
    config: Any,
    entities: list[Entity],
    events: list[Event],
    relations: list[Relation],
    sentences: dict[str, Sentence],
) -> tuple[list[Entity], list[Event], list[Relation], Resolution]:
    """Ask the LLM (``config``: :class:`legalkg.engine.llm.LLMConfig`) which entities and events
    are the same and which supported links are missing; apply only what is allowed.

    :raises legalkg.engine.llm.LLMError: when the endpoint cannot be reached.
    """
    from legalkg.events.llm import ask_json

    dropped: list[dict[str, Any]] = []
    system = RESOLVE.format(types="|".join(RELATION_TYPES))
    user = _graph_text(entities, events, relations, sentences)
    answer = ask_json(config, system, user, parse_resolution, "resolve", 3, dropped)
    if answer is None:
        res = Resolution(
            len(entities), len(entities), len(events), len(events), len(relations), len(relations)
        )
        res.dropped.extend(dropped)
        return entities, events, relations, res
    entities, events, relations, res = apply_resolution(
        entities, events, relations, sentences, answer
    )
    res.dropped[:0] = dropped
    return entities, events, relations, res
