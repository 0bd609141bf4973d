"""Document-level merge of chunk mini-graphs (deterministic; see :mod:`.resolve` for the
optional LLM step that follows).

1. Entities: names are normalised (case, punctuation, ``Defendant``, corporate suffixes,
   ``d/b/a``) and an entity whose name or alias matches another's is the same entity; roles,
   aliases and evidence are united, the first id is kept.
2. Events: keyed by (type, first cited sentence, participants); duplicates (from overlapping
   chunks) accumulate their evidence and keep the highest confidence.
3. Relations: remapped to the kept events; self-loops, duplicates, BEFORE/AFTER relations that
   contradict the dates or close a cycle are dropped.

The :class:`MergeReport` gives the counts before and after and what was merged or dropped.

>>> normalise_name("Defendant Venture, Inc. d/b/a Save-A-Lot")
'venture save a lot'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from legalkg.events.model import Entity, Event, MiniGraph, Relation

_SUFFIX = re.compile(
    r"\b(defendant|defendants|employer|inc|llc|l\.l\.c|corp|corporation|co|company|ltd|the|"
    r"d/b/a|dba|t/a|f/k/a)\b\.?",
    re.IGNORECASE,
)


def normalise_name(name: str) -> str:
    """A name's comparison key: lower case, no suffixes or punctuation."""
    text = _SUFFIX.sub(" ", name.casefold())
    return " ".join(re.sub(r"[^a-z0-9]+", " ", text).split())


@dataclass
class MergeReport:
    """Counts before and after the merge, and what was merged or dropped."""

    entities_before: int = 0
    entities_after: int = 0
    events_before: int = 0
    events_after: int = 0
    relations_before: int = 0
    relations_after: int = 0
    merged_entities: list[list[str]] = field(default_factory=list)
    merged_events: list[list[str]] = field(default_factory=list)
    dropped_relations: list[dict[str, str]] = field(default_factory=list)
    #: The optional LLM identity-resolution step (:class:`legalkg.events.resolve.Resolution`).
    resolution: Any = None

    def to_json(self) -> dict[str, Any]:
        """The report as JSON (the ``merge`` field of the event JSON)."""
        return {
            **counts_json(self),
            "merged_entities": self.merged_entities,
            "merged_events": self.merged_events,
            "dropped_relations": self.dropped_relations,
            **({"resolution": self.resolution.to_json()} if self.resolution else {}),
        }

    def to_text(self) -> str:
        """One line: ``entities 12 → 5, events 40 → 31, relations 9 → 8`` (then the LLM
        resolution's counts, when it ran)."""
        text = counts_text(self)
        if self.resolution:
            text += f"; {self.resolution.to_text()}"
        return text


def counts_json(report: Any) -> dict[str, dict[str, int]]:
    """The before/after counts of a :class:`MergeReport` or a resolution, as JSON."""
    return {
        kind: {
            "before": getattr(report, f"{kind}_before"),
            "after": getattr(report, f"{kind}_after"),
        }
        for kind in ("entities", "events", "relations")
    }


def counts_text(report: Any) -> str:
    """``entities 12 → 5, events 40 → 31, relations 9 → 8`` for a report."""
    return ", ".join(
        f"{kind} {c['before']} → {c['after']}" for kind, c in counts_json(report).items()
    )


def union(a: tuple[Any, ...], b: tuple[Any, ...]) -> tuple[Any, ...]:
    """``a`` then what ``b`` adds, without repeats, in order.

    >>> union((1, 2), (2, 3))
    (1, 2, 3)
    """
    return tuple(dict.fromkeys(a + b))


def merge_entity(kept: Entity, other: Entity) -> Entity:
    """``kept`` with ``other``'s names as aliases and its roles, evidence and confidence."""
    return replace(
        kept,
        aliases=union(
            kept.aliases, tuple(a for a in (other.name, *other.aliases) if a != kept.name)
        ),
        legal_roles=union(kept.legal_roles, other.legal_roles),
        evidence=union(kept.evidence, other.evidence),
        confidence=max(kept.confidence, other.confidence),
    )


def order_problem(events: dict[str, Event], before: dict[str, set[str]], r: Relation) -> str | None:
    """Why the BEFORE/AFTER relation ``r`` cannot join the order ``before`` (it contradicts
    the dates of ``events``, or closes a cycle); None when it can, and then it is added.
    A CAUSES or ENABLES whose cause the dates put after its effect is refused too (a
    retaliation cannot precede the complaint it answers); PREVENTS orders nothing."""
    if r.type in ("CAUSES", "ENABLES"):
        if r.source in events and r.target in events:
            if _contradicts(events[r.source], events[r.target]):
                return "the cause is dated after its effect"
        return None
    if r.type not in ("BEFORE", "AFTER"):
        return None
    a, b = (r.source, r.target) if r.type == "BEFORE" else (r.target, r.source)
    if _contradicts(events[a], events[b]):
        return "contradicts the dates"
    if _reaches(before, b, a):
        return "closes a BEFORE/AFTER cycle"
    before.setdefault(a, set()).add(b)
    return None


def merge(chunks: list[MiniGraph]) -> tuple[list[Entity], list[Event], list[Relation], MergeReport]:
    """Merge chunk mini-graphs into document-level entities, events and relations."""
    report = MergeReport()
    # entities
    kept: list[Entity] = []
    entity_map: dict[str, str] = {}
    keys: dict[str, int] = {}
    for chunk in chunks:
        for e in chunk.entities:
            report.entities_before += 1
            names = [normalise_name(n) for n in (e.name, *e.aliases)]
            names = [n for n in names if n]
            hit = next((keys[n] for n in names if n in keys), None)
            if hit is None and e.id in {k.id for k in kept}:
                hit = next(i for i, k in enumerate(kept) if k.id == e.id)
            if hit is None:
                kept.append(e)
                hit = len(kept) - 1
            else:
                old = kept[hit]
                if old.id != e.id or e.evidence != old.evidence:
                    report.merged_entities.append([old.id, e.id])
                kept[hit] = merge_entity(old, e)
            for n in names:
                keys.setdefault(n, hit)
            entity_map[e.id] = kept[hit].id
    report.entities_after = len(kept)
    # events
    events: list[Event] = []
    event_map: dict[str, str] = {}
    by_key: dict[tuple[Any, ...], int] = {}
    for chunk in chunks:
        for ev in chunk.events:
            report.events_before += 1
            parts = tuple(
                dict.fromkeys(
                    replace(p, entity=entity_map.get(p.entity, p.entity)) for p in ev.participants
                )
            )
            ev = replace(ev, participants=parts)
            key = (
                ev.type,
                ev.evidence[0].sentence_id,
                ev.evidence[0].quote,
                tuple(sorted((p.entity, p.role) for p in parts)),
            )
            if key in by_key:
                prev = events[by_key[key]]
                events[by_key[key]] = replace(
                    prev,
                    evidence=union(prev.evidence, ev.evidence),
                    confidence=max(prev.confidence, ev.confidence),
                    date=prev.date or ev.date,
                )
                report.merged_events.append([prev.id, ev.id])
                event_map[ev.id] = prev.id
            else:
                by_key[key] = len(events)
                events.append(ev)
                event_map[ev.id] = ev.id
    report.events_after = len(events)
    # relations
    by_id = {e.id: e for e in events}
    relations: list[Relation] = []
    seen: set[tuple[str, str, str]] = set()
    before: dict[str, set[str]] = {}

    def drop(r: Relation, why: str) -> None:
        report.dropped_relations.append({"id": r.id, "type": r.type, "why": why})

    for chunk in chunks:
        for r in chunk.relations:
            report.relations_before += 1
            r = replace(
                r,
                source=event_map.get(r.source, r.source),
                target=event_map.get(r.target, r.target),
            )
            if r.source == r.target:
                drop(r, "self-loop after merging")
                continue
            if r.source not in by_id or r.target not in by_id:
                drop(r, "cites an unknown event")
                continue
            rkey = (r.type, r.source, r.target)
            if rkey in seen:
                drop(r, "duplicate")
                continue
            why = order_problem(by_id, before, r)
            if why:
                drop(r, why)
                continue
            seen.add(rkey)
            relations.append(r)
    report.relations_after = len(relations)
    return kept, events, relations, report


def _contradicts(a: Event, b: Event) -> bool:
    from legalkg.events.rdf import latest_day

    if a.date is None or b.date is None:
        return False
    return a.date.value > (b.date.end or latest_day(b.date.value, b.date.granularity))


def _reaches(graph: dict[str, set[str]], start: str, goal: str) -> bool:
    todo, seen = [start], {start}
    while todo:
        node = todo.pop()
        if node == goal:
            return True
        for n in graph.get(node, ()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return False
