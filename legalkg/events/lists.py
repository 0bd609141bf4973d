"""Lists of conduct: "began subjecting Intervenor to a pattern of offensive and unwanted
sexual behavior at work, including, but not limited to: A. Walking up behind Intervenor …;
B. Touching Intervenor on her back …". An item that has no subject of its own — it opens on a
gerund ("Walking", "Continually staring") — tells how the act of the list's head was done,
not another act: it is folded into that act, with its evidence kept. An item with its own
subject ("Stewart groped female employees …") is an act of its own and stays one."""

from __future__ import annotations

import re
from dataclasses import replace

from legalkg.events.facts import is_heading
from legalkg.events.model import Event, Evidence, Participant, Relation, Sentence

#: an item's mark: "A.", "b)", "(iii)", after the start, a ";" or ":" (line numbers between)
_ITEM = re.compile(
    r"(?:^|[;:])\s*(?:\d{1,3}\s+)*(?:and\s+)?(?:\d{1,3}\s+)*\(?(?:[A-Z]|[a-z]|[ivx]{1,4})[.)]\s+"
)
#: a subjectless item: a gerund, maybe after an adverb ("Continually staring at …")
_GERUND = re.compile(r"(?:[A-Z][a-z]+ly\s+)?[A-Za-z][a-z]+ing\b")
#: what opens a list in the head's sentence
_INTRODUCED = re.compile(r"(?i:\bincluding\b|\bsuch\s+as\b|\bas\s+follows\b|:)")
#: kinds an item can be a manner of (a remark, a touch): folded into the head's harassment
_MANNER = frozenset({"harassment", "communication", "threat", "other"})
#: how many sentences of items a list runs over
_REACH = 8


def _item_start(text: str, at: int) -> int | None:
    """Where the list item holding offset ``at`` begins (after its mark), if it is one."""
    start = None
    for m in _ITEM.finditer(text, 0, max(0, at) + 1):
        if m.end() <= at + 1:
            start = m.end()
    if start is None or len(text[start:at].split()) > 12:
        return None
    return start


def _subjectless_item(e: Event, sentences: dict[str, Sentence]) -> bool:
    x = e.evidence[0]
    text = sentences[x.sentence_id].text
    at = text.find(x.quote)
    if at < 0:
        return False
    start = _item_start(text, at)
    return start is not None and bool(_GERUND.match(text, start))


def fold_list_items(
    events: list[Event], relations: list[Relation], sentences: dict[str, Sentence]
) -> tuple[list[Event], list[Relation], list[list[str]]]:
    """Fold each subjectless list item's event into the harassment its list's head tells (the
    nearest harassment told before it, in a sentence that opens a list, with only items or
    headings between). Returns the events, the relations remapped onto the kept events (a
    relation between an item and its own head is dropped) and the [head, item] pairs folded."""
    order = {sid: i for i, sid in enumerate(sentences)}
    ids = list(sentences)

    def where(e: Event) -> tuple[int, int]:
        x = e.evidence[0]
        return order[x.sentence_id], max(0, sentences[x.sentence_id].text.find(x.quote))

    def opens_list(e: Event) -> bool:
        x = e.evidence[0]
        text = sentences[x.sentence_id].text
        return bool(_INTRODUCED.search(text, max(0, text.find(x.quote))))

    def item_sentence(sid: str) -> bool:
        text = sentences[sid].text
        return is_heading(" ".join(text.split())) or _ITEM.match(text) is not None

    ordered = sorted(events, key=lambda e: (where(e), e.id))
    into: dict[str, str] = {}
    for i, e in enumerate(ordered):
        if e.type not in _MANNER or not _subjectless_item(e, sentences):
            continue
        here = where(e)
        for head in reversed(ordered[:i]):
            if head.id in into or head.type != "harassment" or _subjectless_item(head, sentences):
                continue
            there = where(head)
            if here[0] - there[0] > _REACH or not opens_list(head):
                break
            between = ids[there[0] + 1 : here[0]]
            if all(item_sentence(sid) for sid in between):
                into[e.id] = head.id
            break
    if not into:
        return events, relations, []
    extra: dict[str, list[Event]] = {}
    for item_id, head_id in into.items():
        extra.setdefault(head_id, []).append(next(e for e in events if e.id == item_id))
    out = []
    for e in events:
        if e.id in into:
            continue
        if e.id in extra:
            evidence = list(e.evidence)
            for item_event in extra[e.id]:
                evidence += [x for x in item_event.evidence if x not in evidence]
            e = replace(e, evidence=tuple(evidence))
        out.append(e)
    kept: list[Relation] = []
    seen: set[tuple[str, str, str]] = set()
    for r in relations:
        source, target = into.get(r.source, r.source), into.get(r.target, r.target)
        if source == target or (r.type, source, target) in seen:
            continue
        seen.add((r.type, source, target))
        kept.append(replace(r, source=source, target=target))
    return out, kept, [[head_id, item_id] for item_id, head_id in into.items()]


#: a sentence whose subject recalls the conduct told before: "The above conduct occurred …",
#: "This harassment continued …", "Such behavior was …"
_CONDUCT_RECALLED = re.compile(
    r"^\W*(?:\d{1,3}\s*\.\s*)?(?:(?:The|This|That|Such|These|Those|Said|All\s+of\s+the)\s+)"
    r"(?:(?:above|aforementioned|foregoing|above-described|above-listed|described|listed|same|"
    r"sexual|harassing|offensive|unwelcome|above\s+listed)\s+)*"
    r"(?:conduct|behaviou?r|harassment|acts|actions|comments\s+and\s+actions)\b"
)
#: how many sentences back the recalled conduct may be told
_RECALL_REACH = 12


def recall_conduct(events: list[Event], sentences: dict[str, Sentence]) -> list[Event]:
    """A sentence that recalls the conduct told before as its subject ("The above conduct
    occurred almost every time Intervenor was scheduled to work between the months of
    September 1997 and January 1998") tells more of that act — how often, when: it becomes
    evidence of the latest harassment told before it (within a few sentences, none told in
    the recalling sentence itself), so that what it states (a date) reaches the act."""
    order = {sid: i for i, sid in enumerate(sentences)}
    told_in = {x.sentence_id for e in events if e.type == "harassment" for x in e.evidence}
    add: dict[str, list[Evidence]] = {}
    for sid, s in sentences.items():
        m = _CONDUCT_RECALLED.match(s.text)
        if m is None or sid in told_in:
            continue
        here = order[sid]
        best: tuple[int, str] | None = None
        for e in events:
            if e.type != "harassment":
                continue
            before = [order[x.sentence_id] for x in e.evidence if order[x.sentence_id] < here]
            if before and here - max(before) <= _RECALL_REACH:
                if best is None or max(before) > best[0]:
                    best = (max(before), e.id)
        if best is not None:
            quote = s.text[m.start() : m.end()].lstrip(" \t\n.0123456789")
            add.setdefault(best[1], []).append(Evidence(sid, quote))
    if not add:
        return events
    return [replace(e, evidence=(*e.evidence, *add[e.id])) if e.id in add else e for e in events]


#: the protected act a retaliation is told to answer, named as its cause: "in retaliation for
#: her opposition to and rejection of the sexual harassment", "because she engaged in a
#: protected activity", "in retaliation for complaining about …"
_CAUSE_NAMED = re.compile(
    r"(?i:\b(?:in\s+(?:\d{1,3}\s+)?retaliation\s+(?:\d{1,3}\s+)?for|because)\s+(?:(?:she|he|they)\s+"
    r"(?:had\s+)?)?(?:her|his|their)?\s*(?:\d{1,3}\s+)?(?P<act>opposition|opposing|opposed|"
    r"object(?:ing|ed|ions?)|complain(?:ing|ed|ts?)|report(?:ing|ed)|reject(?:ion|ing|ed)|"
    r"resist(?:ance|ing|ed)|engag(?:ing|ed)\s+in\s+(?:a\s+|statutorily\s+)?protected\s+"
    r"activit(?:y|ies))\b[^.;,]{0,80})"
)
#: the kinds a cause is named for
_ANSWERED_BY_RETALIATION = frozenset(
    {"retaliation", "termination", "discipline", "demotion", "adverse-action", "resignation"}
)


def causes_told_only(events: list[Event], sentences: dict[str, Sentence]) -> list[Event]:
    """A complaint that tells no complaint act, but names one as the cause of a retaliation
    ("Defendant has subjected Ms. Zanganeh to adverse employment actions in retaliation for
    her opposition to and rejection of the sexual harassment"; "because she engaged in a
    protected activity"), still tells that the person opposed it: one complaint event of
    that person (the retaliation's patient, or the one who left), with every sentence that
    names it. Nothing when the document tells a complaint (the cause then recalls it) or
    names no one."""
    if any(e.type == "complaint" for e in events):
        return events
    evidence: dict[str, list[Evidence]] = {}
    first: dict[str, str] = {}
    for e in events:
        if e.type not in _ANSWERED_BY_RETALIATION:
            continue
        role = "agent" if e.type == "resignation" else "patient"
        who = next((p.entity for p in e.participants if p.role == role), None)
        if who is None:
            continue
        for x in e.evidence:
            text = sentences[x.sentence_id].text
            m = _CAUSE_NAMED.search(text)
            if m is None or m.start() < text.find(x.quote):
                continue  # the cause of another act told before it in the sentence
            quote = m.group(0).rstrip()
            held = evidence.setdefault(who, [])
            if all(y.sentence_id != x.sentence_id for y in held):
                held.append(Evidence(x.sentence_id, quote))
                first.setdefault(who, e.id)
    out = list(events)
    order = {sid: i for i, sid in enumerate(sentences)}
    for who, found in evidence.items():
        found.sort(key=lambda y: order[y.sentence_id])
        out.append(
            Event(
                id=f"{first[who]}-cause",
                label=" ".join(found[0].quote.split())[:100],
                type="complaint",
                evidence=tuple(found),
                confidence=0.5,
                participants=(Participant(who, "agent"),),
            )
        )
    return out
