"""The event-graph model: plain, typed dataclasses (no RDF here).

A :class:`ComplaintGraph` is one complaint: its sentences and its document-level entities,
events and relations; ``chunks`` keeps the chunk-level mini-graphs an extractor produced
(provenance, not ingested) and ``merge`` the merge report.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence: its id (``s1``…), exact text and offsets in the complaint (end exclusive)."""

    id: str
    start: int
    end: int
    text: str
    fact_score: float | None = None


@dataclass(frozen=True, slots=True)
class Evidence:
    """A sentence id and an exact quote from it (the whole sentence when not narrowed)."""

    sentence_id: str
    quote: str


@dataclass(frozen=True, slots=True)
class EventDate:
    """When: the earliest and latest day, the granularity, whether approximate, and the text.

    ``value`` is the first day of the period the text gives (YYYY-MM-DD); ``end`` its last day
    (for a month, the month's last day; for an interval, its end)."""

    value: str
    end: str | None = None
    granularity: str = "day"
    approximate: bool = False
    text: str | None = None


@dataclass(frozen=True, slots=True)
class Entity:
    """Someone or something the complaint names."""

    id: str
    name: str
    kind: str
    aliases: tuple[str, ...] = ()
    legal_roles: tuple[str, ...] = ()
    evidence: tuple[Evidence, ...] = ()
    confidence: float = 1.0


@dataclass(frozen=True, slots=True)
class Participant:
    """An entity and the role it plays in an event."""

    entity: str
    role: str


@dataclass(frozen=True, slots=True)
class Event:
    """An event (5W1H): what (type, label), who (participants), when, where, why, how."""

    id: str
    label: str
    type: str
    evidence: tuple[Evidence, ...]
    confidence: float
    participants: tuple[Participant, ...] = ()
    date: EventDate | None = None
    place: str | None = None
    why: str | None = None
    how: str | None = None


@dataclass(frozen=True, slots=True)
class Relation:
    """A temporal or causal relation from ``source`` to ``target`` (event ids)."""

    id: str
    type: str
    source: str
    target: str
    evidence: tuple[Evidence, ...]
    confidence: float


@dataclass(frozen=True, slots=True)
class Claim:
    """What the complaint alleges, in the Clearinghouse coding's words: a discrimination
    basis, an area, retaliation or a statute (``kind``), with the sentences that state it."""

    label: str
    kind: str
    evidence: tuple[Evidence, ...]


@dataclass(frozen=True, slots=True)
class MiniGraph:
    """One chunk's extraction: the sentences it covers and what was found in them."""

    id: str
    sentences: tuple[str, ...]
    entities: tuple[Entity, ...] = ()
    events: tuple[Event, ...] = ()
    relations: tuple[Relation, ...] = ()


#: How a relation finder records one relation: (sentence id, source, target, type, cue).
AddRelation = Callable[[str, "Event", "Event", str, str], None]


@dataclass(frozen=True, slots=True)
class ComplaintGraph:
    """One complaint's event graph (what becomes one named graph)."""

    id: str
    sentences: tuple[Sentence, ...]
    entities: tuple[Entity, ...] = ()
    events: tuple[Event, ...] = ()
    relations: tuple[Relation, ...] = ()
    claims: tuple[Claim, ...] = ()
    title: str | None = None
    source_file: str | None = None
    sha256: str | None = None
    extractor: str | None = None
    chunks: tuple[MiniGraph, ...] = ()
    merge: dict[str, Any] | None = field(default=None, compare=False)
    source: str = field(default="", compare=False)

    def sentence(self, sentence_id: str) -> Sentence | None:
        """The sentence ``sentence_id``, or None."""
        for s in self.sentences:
            if s.id == sentence_id:
                return s
        return None
