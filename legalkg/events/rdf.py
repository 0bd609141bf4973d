"""Event model → RDF triples (``ontologies/events.ttl``), IRIs from :mod:`.iris`.

docs/events.md shows the triples. Evidence is a Web Annotation SpecificResource: the complaint
as ``oa:hasSource``, ``lkg:sentence``, and two selectors (``oa:TextQuoteSelector`` with
``oa:exact``; ``oa:TextPositionSelector`` with ``oa:start``/``oa:end`` offsets into the
complaint text).
"""

from __future__ import annotations

import calendar
from datetime import date

import pyoxigraph as ox

from legalkg.core.identifiers import Minter
from legalkg.core.namespaces import DCTERMS, LKG, PREFIXES, RDF_TYPE, RDFS, XSD
from legalkg.events.iris import EventMinter
from legalkg.events.model import ComplaintGraph, Evidence, Sentence
from legalkg.events.vocab import ENTITY_KINDS, RELATION_PROPERTIES, concept

OA = PREFIXES["oa"]
SKOS_ALT = ox.NamedNode(PREFIXES["skos"] + "altLabel")


def _oa(name: str) -> ox.NamedNode:
    return ox.NamedNode(OA + name)


def decimal(x: float) -> ox.Literal:
    """A confidence or score as an ``xsd:decimal`` literal with four places."""
    return ox.Literal(f"{x:.4f}", datatype=XSD.decimal)


def _integer(n: int) -> ox.Literal:
    return ox.Literal(str(n), datatype=XSD.integer)


def _date(value: str) -> ox.Literal:
    return ox.Literal(value, datatype=XSD.date)


def latest_day(value: str, granularity: str) -> str:
    """The last day of the period starting on ``value`` at ``granularity``.

    >>> latest_day("2009-08-01", "month"), latest_day("2005-01-01", "year")
    ('2009-08-31', '2005-12-31')
    """
    d = date.fromisoformat(value)
    if granularity == "month":
        return d.replace(day=calendar.monthrange(d.year, d.month)[1]).isoformat()
    if granularity == "year":
        return d.replace(month=12, day=31).isoformat()
    return value


def quote_offsets(sentence: Sentence, quote: str) -> tuple[int, int]:
    """Offsets of ``quote`` (its first occurrence in the sentence) in the complaint text."""
    i = sentence.text.find(quote)
    if i < 0:
        raise ValueError(f"{quote!r} is not in sentence {sentence.id}")
    return sentence.start + i, sentence.start + i + len(quote)


def graph_triples(graph: ComplaintGraph, minter: Minter) -> tuple[ox.NamedNode, list[ox.Triple]]:
    """The named graph of ``graph`` and its triples (sorted, without duplicates)."""
    iris = EventMinter(minter, graph.id)
    c = iris.complaint
    out: list[ox.Triple] = []

    def add(s: ox.NamedNode, p: ox.NamedNode, o: ox.NamedNode | ox.Literal) -> None:
        out.append(ox.Triple(s, p, o))

    add(c, RDF_TYPE, LKG.Complaint)
    add(c, RDFS.label, ox.Literal(graph.title or graph.id))
    if graph.source_file:
        add(c, LKG.sourceFile, ox.Literal(graph.source_file))
    if graph.title:
        add(c, DCTERMS.title, ox.Literal(graph.title))
    sentences = {s.id: s for s in graph.sentences}
    for s in graph.sentences:
        node = iris.sentence(s.id)
        add(node, RDF_TYPE, LKG.Sentence)
        add(node, LKG.sentenceOf, c)
        add(node, LKG.inComplaint, c)
        add(node, LKG.sentenceId, ox.Literal(s.id))
        add(node, LKG.sentenceText, ox.Literal(s.text))
        add(node, LKG.startOffset, _integer(s.start))
        add(node, LKG.endOffset, _integer(s.end))
        if s.fact_score is not None:
            add(node, LKG.factScore, decimal(s.fact_score))

    def evidence(owner: ox.NamedNode, items: tuple[Evidence, ...]) -> None:
        for n, e in enumerate(items, start=1):
            s = sentences[e.sentence_id]
            quote = e.quote or s.text.strip()
            node = iris.evidence(owner, n)
            add(owner, LKG.evidence, node)
            add(node, RDF_TYPE, LKG.Evidence)
            add(node, LKG.inComplaint, c)
            add(node, _oa("hasSource"), c)
            add(node, LKG.sentence, iris.sentence(s.id))
            q = ox.NamedNode(node.value + "/quote")
            add(node, _oa("hasSelector"), q)
            add(q, RDF_TYPE, _oa("TextQuoteSelector"))
            add(q, _oa("exact"), ox.Literal(quote))
            start, end = quote_offsets(s, quote)
            p = ox.NamedNode(node.value + "/position")
            add(node, _oa("hasSelector"), p)
            add(p, RDF_TYPE, _oa("TextPositionSelector"))
            add(p, _oa("start"), ox.Literal(str(start), datatype=XSD.nonNegativeInteger))
            add(p, _oa("end"), ox.Literal(str(end), datatype=XSD.nonNegativeInteger))

    for ent in graph.entities:
        node = iris.entity(ent.id)
        add(node, RDF_TYPE, LKG.term(ENTITY_KINDS[ent.kind]))
        add(node, RDF_TYPE, LKG.Entity)
        add(node, RDFS.label, ox.Literal(ent.name))
        add(node, LKG.inComplaint, c)
        add(node, LKG.confidence, decimal(ent.confidence))
        for alias in ent.aliases:
            add(node, SKOS_ALT, ox.Literal(alias))
        for role in ent.legal_roles:
            add(node, LKG.legalRole, concept("legal-role", role))
        evidence(node, ent.evidence)
    for ev in graph.events:
        node = iris.event(ev.id)
        add(node, RDF_TYPE, LKG.Event)
        add(node, RDFS.label, ox.Literal(ev.label))
        add(node, LKG.inComplaint, c)
        add(node, LKG.eventType, concept("event-type", ev.type))
        add(node, LKG.confidence, decimal(ev.confidence))
        for n, p in enumerate(ev.participants, start=1):
            part = iris.participation(node, n)
            add(node, LKG.hasParticipation, part)
            add(part, RDF_TYPE, LKG.Participation)
            add(part, LKG.participant, iris.entity(p.entity))
            add(part, LKG.participantRole, concept("participant-role", p.role))
        if ev.date is not None:
            add(node, LKG.earliestDate, _date(ev.date.value))
            add(
                node,
                LKG.latestDate,
                _date(ev.date.end or latest_day(ev.date.value, ev.date.granularity)),
            )
            add(node, LKG.dateGranularity, ox.Literal(ev.date.granularity))
            add(
                node,
                LKG.approximateDate,
                ox.Literal(str(ev.date.approximate).lower(), datatype=XSD.boolean),
            )
            if ev.date.text:
                add(node, LKG.dateText, ox.Literal(ev.date.text))
        if ev.place:
            add(node, LKG.place, iris.entity(ev.place))
        if ev.why:
            add(node, LKG.why, ox.Literal(ev.why))
        if ev.how:
            add(node, LKG.how, ox.Literal(ev.how))
        evidence(node, ev.evidence)
    for r in graph.relations:
        node = iris.relation(r.id)
        source, target = iris.event(r.source), iris.event(r.target)
        add(node, RDF_TYPE, LKG.EventRelation)
        add(node, RDFS.label, ox.Literal(f"{r.source} {r.type} {r.target}"))
        add(node, LKG.inComplaint, c)
        add(node, LKG.relationType, concept("relation", r.type))
        add(node, LKG.relationSource, source)
        add(node, LKG.relationTarget, target)
        add(node, LKG.confidence, decimal(r.confidence))
        add(source, LKG.term(RELATION_PROPERTIES[r.type]), target)
        if r.type == "AFTER":
            add(target, LKG.before, source)
        elif r.type == "BEFORE":
            add(target, LKG.after, source)
        evidence(node, r.evidence)
    for claim in graph.claims:
        node = iris.claim(claim.label)
        add(c, LKG.alleges, node)
        add(node, RDF_TYPE, LKG.Claim)
        add(node, RDFS.label, ox.Literal(claim.label))
        add(node, LKG.inComplaint, c)
        add(node, LKG.claimKind, concept("claim-kind", claim.kind))
        evidence(node, claim.evidence)
    return iris.graph, sorted(set(out), key=str)
