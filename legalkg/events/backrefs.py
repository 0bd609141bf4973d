"""Back-references to a standing state: "McGrew was subjected to sexual harassment throughout
her employment with Defendant" — the act OVERLAPS the employment the complaint tells
elsewhere ("was employed … as a shipping/receiving clerk"), a relation the words state
without any date."""

from __future__ import annotations

import re
from dataclasses import replace

from legalkg.events.model import Event, Evidence, Relation, Sentence

#: "throughout (the remainder of) her employment", "during his employment", "for the whole of
#: their employment"
_DURING_EMPLOYMENT = re.compile(
    r"(?i:\b(?:throughout|during|for\s+the\s+(?:whole|duration|length)\s+of|in\s+the\s+course\s+of)"
    r"\s+(?:the\s+(?:remainder|rest|course|duration|length|entirety)\s+of\s+)?"
    r"(?:her|his|their)\s+(?:\d{1,3}\s+)?employment\b)"
)
#: kinds that last and can be told as going on during the employment
_LASTING = frozenset({"harassment", "retaliation", "adverse-action", "failure-to-act"})


def employment_overlaps(
    events: list[Event], sentences: dict[str, Sentence], taken: set[tuple[str, str]]
) -> list[Relation]:
    """OVERLAP from each lasting act told "throughout her employment" (the cue after the
    act's own words in its sentence, or fronted just before them) to the employment of the
    person it is done to — or, when the act names nobody, to the complaint's only employment.
    None when the employment meant is not one (two employees, no employment told).
    ``taken``: pairs already related."""
    employments = [e for e in events if e.type == "employment"]
    if not employments:
        return []

    def people(e: Event, role: str) -> set[str]:
        return {p.entity for p in e.participants if p.role == role}

    out: list[Relation] = []
    for e in events:
        if e.type not in _LASTING:
            continue
        for x in e.evidence:
            text = sentences[x.sentence_id].text
            at = text.find(x.quote)
            # after the act's words, or fronted just before them ("…, and continuing
            # throughout the remainder of her employment with Defendant, McGrew was subjected")
            cue = next(
                (
                    m
                    for m in _DURING_EMPLOYMENT.finditer(text)
                    if at >= 0
                    and (m.start() >= at or re.fullmatch(r"[^;.]{0,40}", text[m.end() : at]))
                ),
                None,
            )
            if cue is None:
                continue
            victims = people(e, "patient")
            mine = [
                w
                for w in employments
                if victims & (people(w, "agent") | people(w, "patient") | people(w, "recipient"))
            ]
            if len(mine) != 1:
                mine = employments if len(employments) == 1 and not victims else []
            if len(mine) != 1:
                continue
            w = mine[0]
            if (e.id, w.id) in taken or (w.id, e.id) in taken:
                break
            out.append(
                Relation(
                    f"w-r{len(out) + 1}",
                    "OVERLAP",
                    e.id,
                    w.id,
                    (Evidence(x.sentence_id, cue.group(0)),),
                    0.6,
                )
            )
            taken |= {(e.id, w.id)}
            break
    return out


_STOP = frozenset(
    "the and that this with from into their them they have been were which would could "
    "defendant defendants plaintiff plaintiffs also when time".split()
)


def _words(text: str) -> set[str]:
    return {w[:5] for w in re.findall(r"[a-z]{4,}", text.casefold()) if w not in _STOP}


#: "At the time Special Order 20 was issued, …": the act the clause recalls, told before
_AT_THE_TIME = re.compile(
    r"(?i:^\W*(?:\d{1,3}\s*\.\s*)?(?:at\s+the\s+(?:same\s+)?time|when)\s+(?:that\s+)?"
    r"(?P<clause>[^,;]{5,120}?\b(?:was|were|had\s+been)\s+\w+ed)\s*,)"
)
#: "Reneging on his May 2005 Notice, …": an act recalled by its month and its name
_DATED_RECALL = re.compile(
    r"\b(?:his|her|its|their|the)\s+(?P<mon>January|February|March|April|May|June|July|August|"
    r"September|October|November|December)\s+(?P<year>(?:19|20)\d\d)\s+(?P<noun>[A-Za-z]{4,})"
)
_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        "January February March April May June July August September October November "
        "December".split()
    )
}


def recalled_acts(
    events: list[Event], sentences: dict[str, Sentence]
) -> tuple[list[Event], list[Relation]]:
    """Acts a sentence's opening recalls, told before (each only when exactly one act fits):

    - "At the time Special Order 20 was issued, Fire Chief Thompson also issued a Notice …":
      the act of the clause (the earlier act sharing two of its words) is SAME-TIME as the
      acts of the main clause, which take its date when they state none;
    - "Reneging on his May 2005 Notice, on August 24, 2005, Thompson issued a new Notice …":
      the act dated that month and named by that noun is BEFORE the acts of the main clause.
    Returns the events (dates carried) and the relations added."""
    order = {sid: i for i, sid in enumerate(sentences)}
    by_id = {e.id: e for e in events}

    def told_in(sid: str, after: int) -> list[Event]:
        text = sentences[sid].text
        return [
            e
            for e in events
            if any(x.sentence_id == sid and text.find(x.quote) >= after for x in e.evidence)
        ]

    def earlier(sid: str) -> list[Event]:
        return [e for e in events if min(order[x.sentence_id] for x in e.evidence) < order[sid]]

    relations: list[Relation] = []
    for sid, s in sentences.items():
        m = _AT_THE_TIME.match(s.text)
        if m is not None:
            want = _words(m.group("clause"))
            fits = [
                e
                for e in earlier(sid)
                if len(want & _words(" ".join(x.quote for x in e.evidence) + " " + e.label)) >= 2
            ]
            main = told_in(sid, m.end())
            if len(fits) == 1 and main:
                then = fits[0]
                for e in main:
                    relations.append(
                        Relation(
                            f"b-r{len(relations) + 1}",
                            "SAME-TIME",
                            then.id,
                            e.id,
                            (Evidence(sid, m.group(0).rstrip(", ")),),
                            0.6,
                        )
                    )
                    if e.date is None and then.date is not None and not then.date.end:
                        by_id[e.id] = replace(by_id[e.id], date=then.date)
    events = [by_id[e.id] for e in events]
    for sid, s in sentences.items():
        for m in _DATED_RECALL.finditer(s.text):
            main = told_in(sid, m.end())
            if not main or m.start() > 80:
                continue
            month = f"{m.group('year')}-{_MONTHS[m.group('mon')]:02d}"
            noun = m.group("noun").casefold()[:5]
            fits = [
                e
                for e in earlier(sid)
                if e.date is not None
                and e.date.value.startswith(month)
                and noun in _words(" ".join(x.quote for x in e.evidence) + " " + e.label)
            ]
            if len(fits) != 1:
                continue
            for e in main:
                if e.id != fits[0].id:
                    relations.append(
                        Relation(
                            f"b-r{len(relations) + 1}",
                            "BEFORE",
                            fits[0].id,
                            e.id,
                            (Evidence(sid, m.group(0)),),
                            0.6,
                        )
                    )
    return events, relations
