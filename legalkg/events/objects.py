"""The type of an act from what it is done to and by whom (issue 30, tenth round, late).

The frames type an act by its word: "terminate", "discharge", "fire" make a termination,
"protest", "report", "appeal" a complaint, "cancel" and "suspend" an adverse action or a
discipline. Two complaints of other case types (a humanities agency's grants ended en masse,
photojournalists struck by a police sound cannon) showed how often the word alone is wrong, and
the same constructions were found in complaints of other sets. An event's type is checked
here, after the merge and before the document-level pass, against its object and its teller:

- *a termination needs a person (or a post) as its object*: grants, awards, funding,
  programs, meetings "terminated", "cancelled" or "suspended" are acts on things, typed
  "other" ("the termination of nearly all approved grants", "canceled the meeting", "grant
  terminations"); a weapon, a sound or a spray "fired" or "discharged" (at people) is a use of
  force on them, an adverse action ("fired the device's tone at the crowd", "discharge pepper
  spray toward the onlookers"); a duty "discharged" ("discharges its obligations") or a fluid
  "discharged from" the body is no act at all;
- *a discipline answers a person's conduct*: administrative leave told with no conduct, no
  allegation and no inquiry ("145 staff members were placed on administrative leave", "was
  placed on indefinite administrative leave" after a reinstatement) is a loss imposed, an
  adverse action; leave "pending the investigation" of what one is said to have done stays a
  discipline;
- *a complaint needs a grievance addressed by someone to someone*: a protest with no
  addressee ("followed the protests for hours", "joined the march of the non-indictment") is
  a public gathering, typed "other"; a newspaper's report ("The Daily Ledger reported that
  …", "as reported by a columnist in the Post") is a communication, and an impersonal "it was
  reported that" tells no one's act; an appeal or a grievance named as a procedure or a right
  ("an opportunity for objections and appeal", "grievance and arbitration procedures", "the
  appeal right to the Board") is no complaint made.

Contracts and agreements are left alone: "cancelled the Services Agreement" with a staffing
firm is, in its gold, an adverse action against the workers it placed.

>>> object_type("The agency announced the termination of nearly all approved grants.", 25,
...             "termination")
'other'
>>> object_type("The officers fired the device's tone at the crowd.", 13, "termination")
'adverse-action'
>>> object_type("The store fired her on May 2.", 10, "termination")
'termination'
>>> object_type("Marchers followed the protests for hours.", 22, "complaint")
'other'
>>> object_type("She protested directly to the manager about the schedule.", 4, "complaint")
'complaint'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from legalkg.events.model import Event, Relation, Sentence

#: What a grant-making or a meeting is about: things, not posts ("contracts" and "agreements"
#: are left out: whose employment they carry is not said by the word).
_THINGS = (
    r"(?:sub-?grants?|grants?|awards?|funding|funds|programs?|programmes?|projects?|"
    r"initiatives?|events?|meetings?|conferences?|appropriations?|rights?|freedoms?|"
    r"liberty|liberties)"
)

#: The thing as the object after the act's word, within its clause, no person between
#: ("termination of the Federation and its members' already-issued grants", "canceled the
#: meeting"; not "terminated her from the program", "the termination of staff on the grants").
_THING_AFTER = re.compile(
    r"(?:\s+of)?\s+(?:(?!(?:her|him|them|his|their\s+(?:staff|employees)|Ms|Mr|Mrs|Dr|"
    r"Plaintiffs?(?!['’])|employees?|staff|workers?|personnel|from|who)\b)[^\s.;:,]+\s+){0,6}?"
    + _THINGS
    + r"\b"
)

#: The thing before the act's word: a compound or a passive ("grant terminations", "the
#: grants were terminated", "awards being cancelled", "those grants to be terminated or
#: suspended").
_THING_BEFORE = re.compile(
    r"\b"
    + _THINGS
    + r"\s+(?:(?:were|was|are|is|being|been|had\s+been|have\s+been|has\s+been|(?:to\s+)?be)\s+)?"
    r"(?:\w+ly\s+)?(?:\w+ed\s+(?:or|and)\s+)?$",
    re.IGNORECASE,
)

#: A weapon, a device or what it sends, as what is fired or discharged ("fired the LRAD's
#: tone", "discharge what he believed to be pepper spray", "fired on by the device"), or "it"
#: closing the clause ("firing it, apparently at random").
_FORCE_AFTER = re.compile(
    r"\s+(?:[^\s.;:,]+\s+){0,6}?(?:LRADs?|devices?|weapons?|guns?|firearms?|shots?|rounds?|"
    r"bullets?|tones?|sounds?|spray|gas|canisters?|tasers?|cannons?|projectiles?|munitions)\b"
    r"|\s+it(?=\s*[,.;]|\s+(?:at|toward|towards|into|apparently|repeatedly)\b)"
)

#: The device or its sound before the act's word: "the LRAD firings that injured them", "the
#: deterrent tone was firing".
_FORCE_BEFORE = re.compile(
    r"\b(?:LRADs?|devices?|weapons?|guns?|cannons?|tasers?|tones?|sounds?)\s+"
    r"(?:(?:was|were|is|are|being|been)\s+)?$"
)

#: Fired at people: "fired at Plaintiff Edrei", "discharged toward the crowd" (not "fired at
#: will", "fired at a meeting": the person's job ended there).
_FORCE_AT = re.compile(
    r"\s+(?:directly\s+|repeatedly\s+)?(?:at|toward|towards|into)\s+(?:the\s+)?"
    r"(?:Plaintiffs?|protesters?|demonstrators?|people|crowds?|onlookers|bystanders|him|her|"
    r"them|us)\b"
)

#: What is discharged and is no one's job: a duty carried out, a fluid from the body.
_NO_ACT_AFTER = re.compile(
    r"\s+(?:(?:its|their|his|her|the|our)\s+(?:[\w-]+\s+){0,3}?(?:obligations?|duties|duty|"
    r"responsibilit(?:y|ies)|functions?|mandates?|debts?)\b|from\s+(?:her|his|their|the)\s+"
    r"(?:ears?|nose|eyes?|mouth|wounds?|lungs?)\b)"
)

#: Administrative leave as what one is placed on ("placed on indefinite administrative
#: leave", "were placed on administrative leave").
_LEAVE = re.compile(r"\s+(?:[\w.’'-]+\s+){0,3}?on\s+(?:[\w-]+\s+){0,2}?administrative\s+leave\b")

#: What makes leave a sanction: a person's alleged conduct, an inquiry, a rule broken ("for
#: alleged issues", "pending the investigation", "terminated on the basis of those emails").
#: Leave told with none of these (a staff sent home en masse, leave "indefinite" after a
#: reinstatement) is a loss imposed, an adverse action.
_CONDUCT = re.compile(
    r"(?i)\b(?:alleg\w*|pending|investigat\w*|inquir\w*|misconduct|on\s+the\s+basis\s+of|"
    r"because\s+of|violat\w*|accus\w*|discipl\w*|charges?|incidents?|complaints?|"
    r"punish\w*|sanction\w*)"
)

#: An addressee or a decision objected to, after a protest ("protests directly to Stewart",
#: "protested the decision to transfer her"), or a letter that carries it.
_ADDRESSED = re.compile(
    r"^[^.;]{0,80}?\b(?<!related\s)(?<!response\s)(?<!due\s)(?<!according\s)(?<!prior\s)"
    r"(?:(?:to|before)\s+(?:(?:the|her|his|their|its|a)\s+)?(?-i:[A-Z])|"
    r"(?:to|with|before)\s+(?:(?:the|her|his|their|its|a)\s+)?(?:(?:Ms|Mr|Mrs|Dr)\b|"
    r"supervisors?|managers?|management|employer|human\s+resources|owner|boss|director|"
    r"officials?|agency|company))"
    r"|^\s+(?:her|his|their|the)\s+(?:[\w-]+\s+){0,2}?(?:termination|discharge|decision|"
    r"treatment|transfer|demotion|suspension|harassment|discipline|evaluation|assignment|"
    r"firing|denial|pay)\b",
    re.IGNORECASE,
)

#: A newspaper, an outlet or a reporter as the teller of a report, before it in its clause
#: ("The Washington Times reported that …") or after it ("reported by Jane Roe in the Post").
_PRESS_BEFORE = re.compile(
    r"(?:\b(?-i:[A-Z]\w+)\s+(?:Times|Post|Journal|News|Gazette|Tribune|Herald|Magazine|Ledger|"
    r"Press|Wire)|\b(?:newspapers?|outlets?|reporters?|journalists?|columnists?|the\s+press|"
    r"media))\b[^.;:]{0,40}$"
)
_PRESS_AFTER = re.compile(
    r"^\s+by\s+[^.;:]{0,60}?\bin\s+(?:the\s+)?(?:[A-Z][\w.]*\s+){0,3}(?:Times|Post|Journal|"
    r"News|Gazette|Tribune|Herald|Magazine|Ledger)\b"
)
_IMPERSONAL = re.compile(r"\b[Ii]t\s+(?:was|has\s+been|had\s+been|is)\s+(?:widely\s+)?$")

#: A complaint's noun naming a procedure or a right, not a complaint made: "appeal
#: mechanism", "grievance and arbitration procedures", "appeal right to the MSPB",
#: "an opportunity for objections and appeal", "procedures for processing objections, hearing
#: appeals".
_PROCEDURE_AFTER = re.compile(
    r"^s?\s+(?:(?:and|or)\s+[\w-]+\s+)?(?:procedures?|process(?:es)?|mechanisms?|rights?|"
    r"systems?)\b"
)
_PROCEDURE_BEFORE = re.compile(
    r"\b(?:procedures?|process|opportunit(?:y|ies)|rights?|mechanisms?)\s+(?:for|to)\s+"
    r"(?:[\w,-]+\s+){0,4}?$"
)

#: A public gathering as what one joins ("joined the December 4 protests", "joined with the
#: march"): no one is hired.
_GATHERING = re.compile(
    r"\s+(?:with\s+)?(?:[^\s.;:]+\s+){0,4}?(?:protests?|marche?s?|rall(?:y|ies)|"
    r"demonstrations?|vigils?|movements?)\b"
)

#: A person as the act's object, right after its word ("fired Ms. Roe", "terminated her",
#: "discharged the plaintiff").
_PERSON_AFTER = re.compile(
    r"\w*\s+(?:(?:her|him|them|(?:the\s+)?(?:Plaintiffs?|employees?|staff|workers?)|"
    r"(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+))\b|(?:Ms|Mr|Mrs|Dr)\.)"
)

_WORDS = {
    "termination": re.compile(
        r"(?i)\b(?:terminat\w*|discharg\w*|fir(?:e|ed|es|ing)\b|dismiss\w*|cancel\w*)"
    ),
    "adverse-action": re.compile(r"(?i)\b(?:cancel\w*|suspen\w*|terminat\w*)"),
    "discipline": re.compile(r"(?i)\b(?:cancel\w*|suspen\w*|plac\w*|put\w*)"),
    "complaint": re.compile(
        r"(?i)\b(?:protest\w*|report\w*|appeal\w*|grievances?|complaints?|objections?)"
    ),
    "hiring": re.compile(r"(?i)\bjoin(?:ed|s|ing)?\b"),
}


def object_type(text: str, start: int, kind: str) -> str | None:
    """The type the act whose word starts at ``start`` in ``text`` has by its object and its
    teller: ``kind`` when nothing says otherwise, another type, or None for no act.

    >>> object_type("Grant terminations arrived by e-mail.", 6, "termination")
    'other'
    >>> object_type("The office discharges its duties under the statute.", 11, "termination")
    >>> object_type("Guards terminated Plaintiffs’ freedom to leave.", 7, "termination")
    'other'
    >>> object_type("The Daily Ledger reported that the bridge was closed.", 17, "complaint")
    'communication'
    >>> object_type("Members have grievance and arbitration procedures.", 13, "complaint")
    """
    m = re.match(r"[\w-]+", text[start:])
    if m is None:
        return kind
    word, end = m.group(0).lower(), start + m.end()
    before, after = text[max(0, start - 120) : start], text[end : end + 160]
    clause = re.split(r"[.;:]\s", after, maxsplit=1)[0]
    if kind in ("termination", "adverse-action", "discipline"):
        if _THING_AFTER.match(clause) or _THING_BEFORE.search(before):
            return "other"
        if (
            kind == "discipline"
            and re.match(r"plac|put", word)
            and _LEAVE.match(clause)
            and not _CONDUCT.search(text)
        ):
            return "adverse-action"
        if kind == "termination" and re.match(r"fir|discharg", word):
            if _NO_ACT_AFTER.match(clause):
                return None
            if (
                _FORCE_AFTER.match(clause)
                or _FORCE_AT.match(clause)
                or _FORCE_BEFORE.search(before)
            ):
                return "adverse-action"
        return kind
    if kind == "complaint":
        if word.startswith("protest"):
            return kind if _ADDRESSED.match(clause) else "other"
        if word.startswith("report"):
            if _IMPERSONAL.search(before):
                return None
            if _PRESS_BEFORE.search(re.split(r"[.;:]\s", before)[-1]) or _PRESS_AFTER.match(clause):
                return "communication"
            return kind
        if _PROCEDURE_AFTER.match(clause) or _PROCEDURE_BEFORE.search(before):
            return None
        return kind
    if kind == "hiring" and word.startswith("join") and _GATHERING.match(clause):
        return "other"
    return kind


def clause_type(clause: str, kind: str) -> str:
    """The type a question's ``clause`` gives its act, ``kind`` read by its word, checked by its
    object as the graph's events are ("after the device was fired": the use of force; "when
    were the grants terminated": an act on things); ``kind`` when nothing says otherwise or
    when the object makes it no act.

    >>> clause_type("the device was fired at the crowd", "termination")
    'adverse-action'
    >>> clause_type("the shop fired Ms. Roe", "termination")
    'termination'
    """
    words = _WORDS.get(kind)
    w = words.search(clause) if words is not None and kind != "discipline" else None
    if w is None:
        # (a leave's conduct is told in the complaint, not in the question: "was the deputy put
        # on leave" keeps the discipline the graph may hold)
        return kind
    return object_type(clause, w.start(), kind) or kind


def _verdict(e: Event, by_id: dict[str, Sentence]) -> tuple[bool, str | None]:
    """(True, the new type or None) when the sentences of ``e`` read its act another way:
    every one of them for no act; for another type, every one that names the act's object
    the same way (a bare "the termination" retold names none) and none with a person as the
    object ("fired Ms. Roe", "terminated her": one act retold with its person is what the type
    says). Else (False, its type)."""
    words = _WORDS.get(e.type)
    if words is None or not e.evidence:
        return False, e.type
    other: list[str | None] = []
    for x in e.evidence:
        s = by_id.get(x.sentence_id)
        at = s.text.find(x.quote) if s is not None and x.quote else -1
        w = words.search(x.quote) if at >= 0 else None
        if s is None or w is None:
            continue
        new = object_type(s.text, at + w.start(), e.type)
        if new != e.type:
            other.append(new)
        elif _PERSON_AFTER.match(s.text, at + w.end()):
            return False, e.type
    if len(set(other)) != 1:
        return False, e.type
    if other[0] is None and len(other) < len(e.evidence):
        return False, e.type
    return True, other[0]


def retype(
    events: Sequence[Event], relations: Sequence[Relation], by_id: dict[str, Sentence]
) -> tuple[list[Event], list[Relation], list[dict[str, str]]]:
    """``events`` with each type checked against its act's object and teller (retyped, or
    dropped with the relations that touch it when it is no act), and what changed (for the
    report)."""
    out: list[Event] = []
    report: list[dict[str, str]] = []
    dropped: set[str] = set()
    for e in events:
        changed, new = _verdict(e, by_id)
        if not changed:
            out.append(e)
            continue
        report.append(
            {
                "stage": "objects",
                "event": e.id,
                "type": e.type,
                "why": f"retyped {new}" if new else "no act",
                "sentence": e.evidence[0].sentence_id,
                "quote": e.evidence[0].quote,
            }
        )
        if new is None:
            dropped.add(e.id)
        else:
            out.append(replace(e, type=new))
    rels = [r for r in relations if r.source not in dropped and r.target not in dropped]
    return out, rels, report
