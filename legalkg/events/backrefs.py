"""Back-references to a standing state: "McGrew was subjected to sexual harassment throughout
her employment with Defendant" — the act OVERLAPS the employment the complaint tells
elsewhere ("was employed … as a shipping/receiving clerk"), a relation the words state
without any date."""

from __future__ import annotations

import re

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
