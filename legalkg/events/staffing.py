"""Staffing acts an agency's story tells in its own constructions: notices received or not,
volunteering, joining an office, a directive put as "must … or be …".

The frames (:mod:`.frames`) read a reassignment by its verb wherever it stands, so a story of
an agency's staffing (attorneys moved out of an office by notice, each told to sign or be
removed) is read wrongly by class, not by sentence:

- **a notice received** ("received written notice of her transfer on June 30") is the
  agency's communication, dated by its own day; the act it announces is dated by its
  **effective date** ("with an effective date of October 5") when the sentence gives one
  (:func:`effective_dates`);
- **a notice, answer or paperwork not received** ("did not receive written notice of his
  reassignment", "received no response") is the agency's failure to act, not the act the
  notice would have announced;
- **volunteering to be moved** ("had not volunteered to be reassigned", "two employees
  volunteered to be transferred") is no reassignment: the verb after "to be" is what was
  offered, not done;
- **joining an organisation** ("joined HUD in October 2023", "joined the Enforcement Division
  in May 2020") is the complainant's hiring;
- **what one is told with a penalty or a condition** ("was told that she must sign … or be
  subject to removal", "were told that, if not enough people volunteered, officials would
  reassign them") is a threat, not a plain communication.

>>> t = "Ms. Roe received a written notice of her transfer on May 2."
>>> [(k, t[a:b]) for a, b, k in staff_acts(t, [])]
[('communication', 'received a written notice'), ('adverse-action', 'transfer')]
>>> t = "He did not receive any notice of his reassignment."
>>> [(k, t[a:b]) for a, b, k in staff_acts(t, [(36, 48, "adverse-action")])]
[('failure-to-act', 'did not receive any notice')]
"""

from __future__ import annotations

import re

from legalkg.events.model import Event, EventDate, Sentence

#: receiving a notice, an answer or paperwork; a negation before it, or "no" after it
_RECEIVED = re.compile(
    r"(?i:\b(?:(?:did|does|had|has|have)\s+(?:not|never)\s+(?:yet\s+)?|never\s+|still\s+)?"
    r"(?:receive[ds]?|got|gotten)\s+(?:(?:no|any|a|an|the|further|formal|official|written|"
    r"advance|prior)\s+){0,3}(?:notices?|notifications?|responses?|replies|reply|answers?|"
    r"paperwork)\b)"
)
_NEGATED = re.compile(r"(?i:\b(?:not|never|no)\b)")
#: "still had not received": the negation stands before "still"
_NOT_BEFORE = re.compile(r"(?i:\b(?:did|does|had|has|have)\s+not\s+$|\bnever\s+$)")
#: what the notice announces, inside its own phrase
_ANNOUNCED = re.compile(
    r"(?i:\s+(?:that\s+(?:he|she|they|[\w.]+\s+[\w.]+)\s+(?:was|were|would\s+be)\s+(?:being\s+)?"
    r"|of\s+(?:his|her|their|the)\s+(?:proposed\s+)?))"
    r"(?P<act>reassign(?:ed|ment)|transfer(?:red)?|detail(?:ed)?|relocat(?:ed|ion))\b"
)
#: "volunteered to be reassigned", "volunteer to be transferred": the offer, no move
_VOLUNTEERED = re.compile(r"(?i:\bvolunteer(?:ed|s|ing)?\s+to\s+be\s+$)")
#: "met with an official (individually) to discuss the reassignments": a meeting held to talk
_MET = re.compile(r"\bmet\s+with\s+[^,;.]{2,60}?\bto\s+(?:discuss|talk|review|address)\b")
#: "joined HUD in October 2023", "joined the Enforcement Division": an organisation by name
_JOINED = re.compile(r"\bjoined\s+(?:the\s+)?(?:[A-Z][\w’'.&-]*\s*){1,6}")
#: the content of what one is told carries a penalty or a condition
_TOLD = re.compile(r"(?i:\b(?:was|were|been|is|are)\s+(?:\w+ly\s+)?(?:told|informed|warned)\b)")
_PENALTY = re.compile(
    r"(?i:\s+that\b[^.;]{0,160}?(?:\bmust\b[^.;]{0,160}?\bor\s+(?:be|face)\b|"
    r",?\s*if\s+(?:not\b|no\b)[^.;]{0,120}?\bwould\b))"
)
#: the act a notice announces, and the notice
_NOTIFIED = ("adverse-action", "demotion", "termination", "communication")
#: "with an effective date of October 5, 2025", "effective October 5"
_EFFECTIVE = re.compile(r"(?i:\b(?:with\s+an\s+)?effective\s+(?:date\s+of\s+|on\s+)?)")


def staff_acts(text: str, acts: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The frames' acts of a sentence, retyped and completed by the staffing constructions
    above (the frames' acts are (start, end, type), in the order they were found)."""
    out = list(acts)
    for m in _RECEIVED.finditer(text):
        start = m.start()
        negated = bool(_NEGATED.search(m.group(0))) or bool(
            _NOT_BEFORE.search(text[max(0, start - 12) : start])
        )
        announced = _ANNOUNCED.match(text, m.end())
        inside = (m.start(), announced.end() if announced else m.end())
        # the act inside the notice's phrase is the notice's content, and a reassignment
        # read by its verb in "had not volunteered to be reassigned and still had not
        # received notice" goes with it
        out = [x for x in out if not (inside[0] <= x[0] < inside[1]) or x[2] != "adverse-action"]
        if negated:
            out = [
                x
                for x in out
                if not (x[2] == "adverse-action" and _VOLUNTEERED.search(text[: x[0]]))
            ]
            out.append((m.start(), m.end(), "failure-to-act"))
            continue
        if not any(k == "communication" for _, _, k in acts) and re.search(
            r"(?i:notice|notification)", m.group(0)
        ):
            # a notice told by a frame already ("received notification that her complaint had
            # been denied") is not told twice; paperwork or an answer received is the act it
            # carries, read by its own words
            out.append((m.start(), m.end(), "communication"))
        if announced and "propos" not in announced.group(0).casefold():
            out.append((announced.start("act"), announced.end("act"), "adverse-action"))
    # "volunteered to be transferred": the offer, not a move
    out = [
        x
        for x in out
        if not (x[2] == "adverse-action" and _VOLUNTEERED.search(text[max(0, x[0] - 30) : x[0]]))
    ]
    out = [_moved(text, x) for x in out]
    out = [x for x in out if x[2]]
    for m in _MET.finditer(text):
        if not any(k == "communication" for _, _, k in out) and not _NEGATED.search(
            text[max(0, m.start() - 12) : m.start()]
        ):
            out.append((m.start(), m.start() + 3, "communication"))
    for m in _JOINED.finditer(text):
        if re.search(
            r"(?i:\bwhen\s+(?:[\w.]+\s+){1,4}(?:first\s+)?$)",
            text[max(0, m.start() - 40) : m.start()],
        ):
            continue  # "when Ms. Roe first joined the unit, she was not asked …": the time of
            # the main clause's act, a hiring told elsewhere
        if not any(k == "hiring" for _, _, k in out):  # one hiring a sentence
            out.append((m.start(), m.start() + len("joined"), "hiring"))
    retyped = []
    for a, b, kind in out:
        told = _TOLD.search(text, max(0, a - 12), b + 1) if kind == "communication" else None
        if told and _PENALTY.match(text, told.end()):
            kind = "threat"
        retyped.append((a, b, kind))
    return sorted(dict.fromkeys(retyped), key=lambda x: x[0])


#: a verb of moving someone between offices
_MOVE = re.compile(r"(?i:reassign|transfer|detail|relocat)")
#: the move told as a description, not as an act: "the offices to which they were
#: reassigned", "the number of staff that were reassigned", "before she is reassigned", "the
#: opportunity to be reassigned", "for her accounts to be transferred"
_DESCRIBED = re.compile(
    r"(?i:(?:\b(?:to|into|from|in)\s+which\s+[^,;.]{1,80}?"
    r"|\bnumber\s+of\s+[^,;.]{1,40}?\b(?:that|who)\s+[^,;.]{0,30}?"
    r"|\b(?:before|until|once)\s+(?:he|she|they|[\w.]+\s+[\w.]+)\s+(?:is|are)\s+(?:\w+ly\s+)?"
    r"|\bto\s+be\s+(?:\w+ly\s+)?)$)"
)
#: "was voluntarily transferred", "a voluntary transfer": asked for, no adverse act
_VOLUNTARY = re.compile(r"(?i:\bvoluntar(?:il)?y\s+$)")


def _moved(text: str, act: tuple[int, int, str]) -> tuple[int, int, str]:
    """A reassignment read by its verb, judged by its clause: a description is no act (type
    ""), a voluntary move is a step of the story ("other"), any other is kept."""
    a, b, kind = act
    if kind != "adverse-action" or not _MOVE.match(text, a):
        return act
    if _DESCRIBED.search(text[max(0, a - 120) : a]):
        return (a, b, "")
    if _VOLUNTARY.search(text[max(0, a - 20) : a]):
        return (a, b, "other")
    return act


def effective_dates(events: list[Event], sentences: dict[str, Sentence]) -> list[Event]:
    """A notice received on one day of an act effective on another: the act takes the
    effective date, the notice its own ("received written notice of her reassignment on
    September 16, 2025, with an effective date of October 5, 2025")."""
    from dataclasses import replace

    from legalkg.events.dates import find_dates

    out = []
    for e in events:
        s = sentences.get(e.evidence[0].sentence_id) if e.evidence else None
        if s is None or e.type not in _NOTIFIED or not _RECEIVED.search(s.text):
            out.append(e)
            continue
        found = [d for d in find_dates(s.text) if d.date is not None]
        effective = [d for d in found if _EFFECTIVE.search(s.text[max(0, d.start - 30) : d.start])]
        notice = [d for d in found if d not in effective]
        if not effective:
            out.append(e)
            continue
        picked = effective[0] if e.type != "communication" else (notice[0] if notice else None)
        date: EventDate | None = picked.date if picked else e.date
        out.append(replace(e, date=date))
    return out


#: "has worked in the Division since he joined HUD": the work runs from the joining
_SINCE_JOINED = re.compile(
    r"(?i:\bsince\s+(?:he|she|they|[\w.]+(?:\s+[\w.]+)?)\s+(?:first\s+)?joined\b)"
)


def joined_dates(events: list[Event], sentences: dict[str, Sentence]) -> list[Event]:
    """An employment told to run "since he joined HUD in October 2023" begins on the day of
    the joining: the date phrase is nearer the joining (a hiring), and dates both."""
    from dataclasses import replace

    hired: dict[str, EventDate] = {}
    for e in events:
        if e.type == "hiring" and e.date is not None and e.evidence:
            hired.setdefault(e.evidence[0].sentence_id, e.date)
    out = []
    for e in events:
        sid = e.evidence[0].sentence_id if e.evidence else ""
        s = sentences.get(sid)
        if (
            e.type == "employment"
            and e.date is None
            and sid in hired
            and s is not None
            and _SINCE_JOINED.search(s.text)
        ):
            e = replace(e, date=hired[sid])
        out.append(e)
    return out


#: an office inside the agency, named with its acronym ("Office of General Counsel (“OGC”)")
_UNIT = re.compile(
    r"\b(?:Office|Division|Bureau|Branch)\s+(?:of|for)\s+[A-Z][\w,&’' -]{2,80}?\s*"
    r"\((?:the\s+)?[“\"]?(?P<unit>[A-Z]{2,6})[”\"]?\)"
)
#: an official named by post, not by name: "an HR official in OGC", "OGC officials",
#: "agency officials", "OGC leadership"
_OFFICIAL = re.compile(
    r"\b(?:(?:an?|the|that|this|the\s+same|one)\s+)?(?:(?P<hr>HR|agency)\s+|(?P<unit>[A-Z]{2,6})\s+)"
    r"(?:officials?|leadership|managers?)\b(?:\s+in\s+(?P<unit2>[A-Z]{2,6})\b)?"
)


def units(sentences: list[str]) -> frozenset[str]:
    """The acronyms of the offices a complaint names ("Office of General Counsel (“OGC”)")."""
    return frozenset(m.group("unit") for t in sentences for m in _UNIT.finditer(t))


def officials(
    text: str, mentions: list[tuple[int, int, str]], employer: str | None, offices: frozenset[str]
) -> list[tuple[int, int, str]]:
    """The party mentions of a sentence and its officials named by post ("an HR official in
    OGC sent a calendar invitation", "OGC officials conveyed …"): an official of one of the
    agency's own offices (or its HR, or "agency officials") acts for the agency, the employer.
    An official of an office the complaint does not name as one (a court, a commission) is
    no one's mention."""
    if employer is None:
        return mentions
    out = list(mentions)
    for m in _OFFICIAL.finditer(text):
        unit = m.group("unit") or m.group("unit2")
        if not (m.group("hr") or (unit and unit in offices)):
            continue
        if any(a < m.end() and m.start() < b for a, b, _ in out):
            continue
        out.append((m.start(), m.end(), employer))
    return sorted(out, key=lambda x: (x[0], -x[1]))
