"""Pages of complaint event graphs (``docs/events.md``): complaint, event, entity, relation and
sentence pages, and the event graph picture, all read from a :class:`~legalkg.publish.site.Site`.

Events are put in temporal order as the ``timeline`` request does: BEFORE/AFTER relations and
non-overlapping dates first, then narrative order (the first sentence that tells the event).
Evidence quotes link to the sentence anchors (``#s43``) of the complaint page.
"""

from __future__ import annotations

import heapq
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from legalkg.core.namespaces import PREFIXES
from legalkg.publish.draw import CAUSAL_TYPES, EventMark, RelationEdge, event_graph_svg, short_date

if TYPE_CHECKING:
    from legalkg.publish.html import Link
    from legalkg.publish.site import Site

LKG = PREFIXES["lkg"]
OA = PREFIXES["oa"]
SKOS_ALT = PREFIXES["skos"] + "altLabel"
_DIGITS = re.compile(r"(\d+)")

#: Page kinds of complaint event graphs, by ``rdf:type`` (checked in this order).
EVENT_KINDS = (
    ("Complaint", "complaint"),
    ("Event", "event"),
    ("EventRelation", "relation"),
    ("Claim", "claim"),
    ("Entity", "entity"),
    ("Sentence", "sentence"),
)


def event_kind(types: list[str]) -> str | None:
    """The page kind for a resource with ``types`` (full IRIs), or ``None``.

    >>> event_kind(["https://w3id.org/legalkg#Event"])
    'event'
    >>> event_kind(["https://w3id.org/legalkg#Work"]) is None
    True
    """
    for local, kind in EVENT_KINDS:
        if LKG + local in types:
            return kind
    return None


def natural(text: str) -> tuple[Any, ...]:
    """A sort key that puts ``ev2`` before ``ev10``.

    >>> sorted(["ev10", "ev2", "ev1"], key=natural)
    ['ev1', 'ev2', 'ev10']
    """
    return tuple(int(p) if p.isdigit() else p for p in _DIGITS.split(text))


def concept_label(iri: str, kind: str) -> str:
    """The JSON value of a controlled-list concept (``termination``), else its local name."""
    from legalkg.events.vocab import concept_value

    try:
        return concept_value(kind, iri)
    except KeyError:
        return iri.rsplit("#", 1)[-1].rsplit("/", 1)[-1]


def members(site: Site, complaint: str, local_type: str) -> list[str]:
    """The resources of ``complaint`` (``lkg:inComplaint``) of type ``lkg:<local_type>``."""
    return [s for s in site.subjects("inComplaint", complaint) if LKG + local_type in site.types(s)]


def local_id(site: Site, s: str) -> str:
    """The id of an event, entity, relation or sentence in its complaint (``ev11``)."""
    return site.first(s, "sentenceId") or s.rstrip("/").rsplit("/", 1)[-1]


def sentence_start(site: Site, sentence: str) -> int:
    """The start offset of a sentence in its complaint (large when unknown)."""
    found = site.first(sentence, "startOffset")
    return int(found) if found and found.isdigit() else 1 << 40


def evidence(site: Site, node: str) -> list[dict[str, Any]]:
    """The evidence of ``node``: ``{"sentence", "id", "quote", "start"}`` sorted by position."""
    out = []
    for ev in site.iris(node, "evidence"):
        sentence = site.first(ev, "sentence")
        quote = ""
        for selector in site.iris(ev, OA + "hasSelector"):
            quote = site.first(selector, OA + "exact") or quote
        out.append(
            {
                "node": ev,
                "sentence": sentence,
                "id": local_id(site, sentence) if sentence else "",
                "quote": quote,
                "start": sentence_start(site, sentence) if sentence else 1 << 40,
            }
        )
    return sorted(out, key=lambda e: (e["start"], e["quote"], e["node"]))


def _narrative(site: Site, event: str) -> tuple[Any, ...]:
    starts = [e["start"] for e in evidence(site, event)]
    return (min(starts) if starts else 1 << 40, natural(local_id(site, event)), event)


def temporal_order(site: Site, complaint: str) -> list[str]:
    """The events of ``complaint`` in temporal order (BEFORE/AFTER relations, non-overlapping
    dates, then narrative order); events in a cycle keep their narrative order at the end."""
    events = members(site, complaint, "Event")
    key = {e: _narrative(site, e) for e in events}
    after: dict[str, set[str]] = {e: set() for e in events}
    for r in members(site, complaint, "EventRelation"):
        kind = concept_label(site.first(r, "relationType") or "", "relation")
        src, tgt = site.first(r, "relationSource"), site.first(r, "relationTarget")
        if src not in after or tgt not in after or src == tgt:
            continue
        if kind == "BEFORE":
            after[src].add(tgt)
        elif kind == "AFTER":
            after[tgt].add(src)
    dated = [
        (e, site.first(e, "earliestDate") or "", site.first(e, "latestDate") or "")
        for e in events
        if site.first(e, "earliestDate")
    ]
    for a, _a0, a1 in dated:
        for b, b0, _b1 in dated:
            if a != b and a1 < b0:
                after[a].add(b)
    indegree = {e: 0 for e in events}
    for e in events:
        for b in after[e]:
            indegree[b] += 1
    ready = [(key[e], e) for e in events if indegree[e] == 0]
    heapq.heapify(ready)
    out: list[str] = []
    while ready:
        _, e = heapq.heappop(ready)
        out.append(e)
        for b in sorted(after[e]):
            indegree[b] -= 1
            if indegree[b] == 0:
                heapq.heappush(ready, (key[b], b))
    placed = set(out)
    out.extend(sorted((e for e in events if e not in placed), key=lambda e: key[e]))
    return out


def event_mark(site: Site, event: str) -> EventMark:
    """The drawing data of ``event``."""
    roles = []
    for part in sorted(site.iris(event, "hasParticipation"), key=natural):
        entity = site.first(part, "participant")
        role = concept_label(site.first(part, "participantRole") or "", "participant-role")
        if entity:
            roles.append((site.label(entity), role))
    return EventMark(
        iri=event,
        id=local_id(site, event),
        label=site.label(event),
        type=concept_label(site.first(event, "eventType") or "", "event-type"),
        date=site.first(event, "earliestDate"),
        latest=site.first(event, "latestDate"),
        granularity=site.first(event, "dateGranularity"),
        approximate=site.first(event, "approximateDate") == "true",
        date_text=site.first(event, "dateText"),
        roles=tuple(roles),
    )


def relation_edges(site: Site, complaint: str) -> list[RelationEdge]:
    """The relations of ``complaint``, sorted by IRI."""
    out = []
    for r in members(site, complaint, "EventRelation"):
        src, tgt = site.first(r, "relationSource"), site.first(r, "relationTarget")
        if src is None or tgt is None:
            continue
        out.append(
            RelationEdge(
                iri=r,
                id=local_id(site, r),
                type=concept_label(site.first(r, "relationType") or "", "relation"),
                source=src,
                target=tgt,
                confidence=site.first(r, "confidence") or "",
            )
        )
    return sorted(out, key=lambda r: (natural(r.id), r.iri))


def complaint_svg(
    site: Site, complaint: str, link: Callable[[str], str | None] | None = None
) -> str | None:
    """The SVG event graph of ``complaint`` (``None`` when it has no events)."""
    order = temporal_order(site, complaint)
    if not order:
        return None
    marks = [event_mark(site, e) for e in order]
    return event_graph_svg(site.label(complaint), marks, relation_edges(site, complaint), link=link)


def document_nodes(site: Site, s: str) -> list[str]:
    """The nodes whose triples go in ``s``'s documents besides its own: participations,
    evidence and their selectors (for events, entities and relations)."""
    out = []
    for part in site.iris(s, "hasParticipation"):
        out.append(part)
    for ev in site.iris(s, "evidence"):
        out.append(ev)
        out.extend(site.iris(ev, OA + "hasSelector"))
    return out


# -- page contexts ---------------------------------------------------------------------------
def _aliases(site: Site, s: str) -> list[str]:
    import pyoxigraph as ox

    return [a.value for a in site.values(s, SKOS_ALT) if isinstance(a, ox.Literal)]


def _quotes(
    site: Site, node: str, complaint: str | None, href: Callable[[str], str | None]
) -> list[dict[str, Any]]:
    page = href(complaint) if complaint else None
    out = []
    for e in evidence(site, node):
        anchor = f"{page}#{e['id']}" if page and e["id"] else None
        out.append({"sentence": _link(e["id"] or "?", anchor), "quote": e["quote"]})
    return out


def _link(text: str, href: str | None) -> Link:
    from legalkg.publish.html import Link

    return Link(text, href)


def _participants(site: Site, event: str, link: Callable[..., Link]) -> list[dict[str, Any]]:
    out = []
    for part in sorted(site.iris(event, "hasParticipation"), key=natural):
        entity = site.first(part, "participant")
        if entity is None:
            continue
        out.append(
            {
                "entity": link(entity),
                "role": concept_label(
                    site.first(part, "participantRole") or "", "participant-role"
                ),
                "legal_roles": [
                    concept_label(r, "legal-role") for r in site.iris(entity, "legalRole")
                ],
            }
        )
    return out


def _date(site: Site, event: str) -> dict[str, Any] | None:
    mark = event_mark(site, event)
    if mark.date is None:
        return None
    return {
        "short": short_date(mark),
        "earliest": mark.date,
        "latest": mark.latest,
        "granularity": mark.granularity,
        "approximate": mark.approximate,
        "text": mark.date_text,
    }


def ctx_complaint(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    """The complaint page: claims, numbered sentences, entities, ordered events, relations,
    picture."""
    sentences = sorted(members(site, s, "Sentence"), key=lambda x: (sentence_start(site, x), x))
    events = []
    for n, e in enumerate(temporal_order(site, s), start=1):
        events.append(
            {
                "n": n,
                "link": link(e),
                "id": local_id(site, e),
                "type": concept_label(site.first(e, "eventType") or "", "event-type"),
                "date": _date(site, e),
                "participants": _participants(site, e, link),
                "quotes": _quotes(site, e, s, href),
            }
        )
    entities = []
    for ent in sorted(members(site, s, "Entity"), key=lambda x: (site.label(x).lower(), x)):
        entities.append(
            {
                "link": link(ent),
                "kinds": [t.removeprefix(LKG) for t in site.types(ent) if t != LKG + "Entity"],
                "legal_roles": [
                    concept_label(r, "legal-role") for r in site.iris(ent, "legalRole")
                ],
                "aliases": _aliases(site, ent),
            }
        )
    return {
        "source_file": site.first(s, "sourceFile"),
        "sentences": [
            {
                "id": local_id(site, x),
                "link": link(x, local_id(site, x)),
                "text": site.first(x, "sentenceText") or "",
                "fact": site.first(x, "factScore"),
            }
            for x in sentences
        ],
        "entities": entities,
        "events": events,
        "relations": [_relation_row(site, r.iri, s, link, href) for r in relation_edges(site, s)],
        "claims": _claims(site, s, href),
        "graph": complaint_svg(site, s, href),
    }


def _claims(site: Site, complaint: str, href: Any) -> list[dict[str, Any]]:
    """What the complaint alleges (``lkg:alleges``): label, kind and quotes, by kind."""
    from legalkg.events.claims import KINDS

    out = []
    for c in site.iris(complaint, "alleges"):
        kind = concept_label(site.first(c, "claimKind") or "", "claim-kind")
        out.append(
            {
                "label": site.label(c),
                "link": _link(site.label(c), href(c)),
                "kind": kind,
                "quotes": _quotes(site, c, complaint, href),
            }
        )
    order = {k: i for i, k in enumerate(KINDS)}
    return sorted(out, key=lambda x: (order.get(x["kind"], 9), x["label"]))


def _relation_row(
    site: Site, r: str, complaint: str | None, link: Callable[..., Link], href: Any
) -> dict[str, Any]:
    kind = concept_label(site.first(r, "relationType") or "", "relation")
    src, tgt = site.first(r, "relationSource"), site.first(r, "relationTarget")
    return {
        "link": link(r, local_id(site, r)),
        "type": kind,
        "causal": kind in CAUSAL_TYPES,
        "source": link(src) if src else None,
        "target": link(tgt) if tgt else None,
        "confidence": site.first(r, "confidence"),
        "quotes": _quotes(site, r, complaint, href),
    }


def ctx_event(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    """The event page: type, date, participants, relations in and out, quotes."""
    complaint = site.first(s, "inComplaint")
    rels = sorted(
        (r for r in site.subjects("relationSource", s)), key=lambda r: natural(local_id(site, r))
    )
    incoming = sorted(
        (r for r in site.subjects("relationTarget", s)), key=lambda r: natural(local_id(site, r))
    )
    return {
        "complaint": link(complaint) if complaint else None,
        "id": local_id(site, s),
        "type": concept_label(site.first(s, "eventType") or "", "event-type"),
        "confidence": site.first(s, "confidence"),
        "date": _date(site, s),
        "place": link(site.first(s, "place") or "") if site.first(s, "place") else None,
        "why": site.first(s, "why"),
        "how": site.first(s, "how"),
        "participants": _participants(site, s, link),
        "outgoing": [_relation_row(site, r, complaint, link, href) for r in rels],
        "incoming": [_relation_row(site, r, complaint, link, href) for r in incoming],
        "quotes": _quotes(site, s, complaint, href),
    }


def ctx_entity(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    """The entity page: kinds, legal roles, aliases, the events it takes part in."""
    complaint = site.first(s, "inComplaint")
    events = []
    for part in site.subjects("participant", s):
        for e in site.subjects("hasParticipation", part):
            role = concept_label(site.first(part, "participantRole") or "", "participant-role")
            events.append((natural(local_id(site, e)), link(e), role))
    return {
        "complaint": link(complaint) if complaint else None,
        "kinds": [t.removeprefix(LKG) for t in site.types(s) if t != LKG + "Entity"],
        "legal_roles": [concept_label(r, "legal-role") for r in site.iris(s, "legalRole")],
        "aliases": _aliases(site, s),
        "events": [{"link": e, "role": r} for _k, e, r in sorted(events, key=lambda x: x[0])],
        "quotes": _quotes(site, s, complaint, href),
    }


def ctx_relation(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    """The relation page: its two events, type, confidence and evidence."""
    complaint = site.first(s, "inComplaint")
    return {
        "complaint": link(complaint) if complaint else None,
        "relation": _relation_row(site, s, complaint, link, href),
    }


def ctx_claim(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    """The claim page: its kind, the complaint that alleges it, and its evidence."""
    complaint = site.first(s, "inComplaint")
    return {
        "complaint": link(complaint) if complaint else None,
        "claim_kind": concept_label(site.first(s, "claimKind") or "", "claim-kind"),
        "quotes": _quotes(site, s, complaint, href),
    }


def ctx_sentence(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    """The sentence page: its text and a link to it in the complaint."""
    complaint = site.first(s, "sentenceOf") or site.first(s, "inComplaint")
    page = href(complaint) if complaint else None
    return {
        "complaint": link(complaint) if complaint else None,
        "in_context": _link(f"{local_id(site, s)} in the complaint", f"{page}#{local_id(site, s)}")
        if page
        else None,
        "sentence_text": site.first(s, "sentenceText") or "",
        "offsets": (site.first(s, "startOffset"), site.first(s, "endOffset")),
    }


CONTEXTS: dict[str, Callable[[Site, str, Callable[..., Link], Any], dict[str, Any]]] = {
    "complaint": ctx_complaint,
    "event": ctx_event,
    "entity": ctx_entity,
    "relation": ctx_relation,
    "claim": ctx_claim,
    "sentence": ctx_sentence,
}
