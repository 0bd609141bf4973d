"""The kind of an act a question tells, from what the act is done to (issue 30, tenth round).

The frames' lexicon types a clause by its verb: "fire" and "terminate" are terminations,
"termination" names one. A question about an agency's or the police's acts uses the same
verbs on things: "Who fired the LRAD at the plaintiffs?", "Why did the NEH terminate the
councils' grants?", "Who e-mailed the termination notices?". Read by the verb, those ask for
a person's firing the complaint never tells and are refused (or answered with the one
employment termination it does tell, another act). Here the object decides first:

- an ending verb ("fire", "terminate", "cancel", "rescind") whose object, or whose passive
  subject, is a thing (a device or weapon; a grant, contract, agreement, program, funding)
  tells no termination: the clause is read by its words, as an act of no kind;
- "termination" before a writing ("termination notices", "termination letter") names the
  writing, a communication;
- a verb that undoes an act ("withdraw its lawsuit", "drop the charge") asks for the undoing,
  which is no act of the kind it undoes and which no frame types: the question is refused
  (:func:`undoes`) rather than answered with the filing it would undo.

:func:`object_kind` is used by :func:`legalkg.events.kinds._kind` before the frames' lexicon,
:func:`undoes` by :func:`legalkg.events.questions.event_question`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

#: things an ending verb falls on that are no one's employment: devices and weapons, and the
#: instruments of an agency's funding and dealings
_THING = (
    r"(?:LRADs?|devices?|weapons?|guns?|firearms?|shots?|rounds|bullets|tasers?|cannons?|"
    r"canisters?|projectiles?|tones?|grants?|contracts?|agreements?|programs?|programmes?|"
    r"funding|funds|awards?|leases?|subscriptions?)"
)

_ENDING = r"(?:fir(?:e|ed|es|ing)|terminat\w*|cancel\w*|rescind\w*|revok\w*)"

#: "fired the LRAD", "terminated the councils' grants", "cancel all open grants", "the
#: termination of the grants", "grant terminations", "the grants were cancelled"
_ON_A_THING = re.compile(
    rf"\b{_ENDING}\s+(?:of\s+)?(?:[\w'’$,.-]+\s+){{0,3}}?{_THING}\b|"
    rf"\b{_THING}\s+(?:(?:was|were|is|are|been|being|had\s+been|have\s+been)\s+)?{_ENDING}",
    re.IGNORECASE,
)

#: a contract that is someone's employment ("her contract", "his employment agreement")
_EMPLOYMENT_CONTRACT = re.compile(
    r"\b(?:her|his|employment|teaching|coaching)\s+(?:\w+\s+)?(?:contract|agreement)s?\b",
    re.IGNORECASE,
)

#: "the termination notices", "a termination letter", "notice of termination": a writing
_WRITING = re.compile(
    r"\btermination\s+(?:notices?|letters?|e-?mails?|memos?|memorand(?:um|a))\b|"
    r"\b(?:notices?|letters?)\s+of\s+(?:the\s+)?termination\b",
    re.IGNORECASE,
)

#: "withdraw its lawsuit", "dropped the charge", "rescinded the offer": the undoing of an act
_UNDOING = re.compile(
    r"\b(?:withdr[ae]w\w*|drop(?:s|ped|ping)?|rescind\w*|retract\w*|abandon\w*)\s+"
    r"(?:(?:its|their|her|his|the|a|an|this|that)\s+)?(?:\w+\s+){0,2}?(?:law)?(?:suits?|"
    r"complaints?|charges?|claims?|grievances?|offers?|appeals?)\b",
    re.IGNORECASE,
)


def object_kind(clause: str) -> str | None:
    """The kind a clause tells when what its act is done to decides it: "communication" for a
    termination notice, "" (no kind: read by the words) for an ending act on a thing; None
    when the object decides nothing (the frames then read the verb).

    >>> object_kind("who shot the water cannon at the marchers")  # no ending verb
    >>> object_kind("was the water cannon fired at the marchers")
    ''
    >>> object_kind("did the board cancel the museum's lease")
    ''
    >>> object_kind("who mailed the termination letter")
    'communication'
    >>> object_kind("when was Ms. Lane fired") is None
    True
    >>> object_kind("why did the district terminate her teaching contract") is None
    True
    """
    if _WRITING.search(clause):
        return "communication"
    if _EMPLOYMENT_CONTRACT.search(clause):
        return None  # "terminated her contract": her employment, a termination
    if _ON_A_THING.search(clause):
        return ""
    return None


def undoes(clause: str) -> bool:
    """Whether a clause asks for the undoing of an act (withdrawn, dropped, rescinded).

    >>> undoes("When did the union drop its grievance"), undoes("When did the union grieve")
    (True, False)
    """
    return _UNDOING.search(clause) is not None


def carried(first: str, second: str) -> str:
    """The second clause of "was A done before or after B" with its pronouns read from the
    first, a passive (the caller asks only after "was" / "were"): "it" / "they" opening it is
    the first clause's subject, "them" its object ("Was the grant approved before or after it
    was cancelled?" asks when the grant was cancelled, not when anything was). A first clause
    with no participle after its subject, or a subject that is itself a pronoun, leaves the
    second clause as it is.

    >>> carried("the museum's lease renewed", "it was revoked")
    "the museum's lease was revoked"
    >>> carried("Ms. Ito awarded the grants", "she applied for them")
    'she applied for the grants'
    >>> carried("the clinic awarded the grants", "it applied for them")
    'the clinic applied for the grants'
    """
    from lemminflect import getAllInflections, getLemma  # type: ignore[import-untyped]

    if not re.match(r"(?:it|they)\b|.*\bthem\b", second, re.IGNORECASE):
        return second
    words = first.split()
    at = next(
        (
            i
            for i, w in enumerate(words)
            if i > 0
            and w.islower()
            and w
            in {
                f
                for t, forms in getAllInflections(
                    (getLemma(w, upos="VERB") or ("",))[0], upos="VERB"
                ).items()
                if t in ("VBD", "VBN")
                for f in forms
            }
        ),
        None,
    )
    if at is None or re.fullmatch(r"(?i:it|they|she|he|we|i|you)", words[0]):
        return second
    subject, obj = " ".join(words[:at]), " ".join(words[at + 1 :])
    out = re.sub(r"^(?:it|they)\b", subject, second, flags=re.IGNORECASE)
    return re.sub(r"\bthem\b", obj, out) if obj else out


_AMOUNT = re.compile(r"\$\s?\d[\d,.]*(?:\s+(?:million|billion|thousand))?|\b\d+(?:\.\d+)?\s?%")


def with_amounts(
    chosen: list[dict[str, Any]], clause: str, words_of: Callable[[dict[str, Any]], str]
) -> list[dict[str, Any]]:
    """Of the acts a clause's words fit alike, those whose own words tell the amounts it names
    ("the Federation's $30,000 grant approved" is the approval of that grant, not the review
    and approval process of every council's grant); all of them when none does.

    >>> acts = [{"w": "the review and approval of grants"}, {"w": "a $30,000 grant approved"}]
    >>> [a["w"] for a in with_amounts(acts, "the $30,000 grant approved", lambda a: a["w"])]
    ['a $30,000 grant approved']
    """
    amounts = {re.sub(r"\s", "", a) for a in _AMOUNT.findall(clause)}
    if not amounts or len(chosen) < 2:
        return chosen
    told = [
        e for e in chosen if amounts <= {re.sub(r"\s", "", a) for a in _AMOUNT.findall(words_of(e))}
    ]
    return told or chosen


_TITLE = r"(?:(?:Mr|Ms|Mrs|Dr|Lieutenant|Lt|Sgt|Sergeant|Officer|Captain|Chief|Plaintiff)\.?\s+)?"

#: "was Edrei arrested", "were the Smiths evicted": the one named undergoes the act
_PASSIVE_NAMED = re.compile(
    rf"^(?:was|were|is|are|has\s+been|had\s+been)\s+{_TITLE}(?P<name>[A-Z][\w-]+)\b(?![.'’])"
    r"(?:\s+[A-Z][\w-]+)*\s+(?:\w+ly\s+)?(?!not\b)[a-z]+(?:ed|en|wn|t)\b"
)

#: "did the NYPD fire Lieutenant Maguire": the one named right after the verb undergoes it
_ACTIVE_NAMED = re.compile(
    rf"^(?:did|does|do|had|has)\s+(?:the\s+)?(?:[A-Z][\w.'’-]*\s+)+[a-z]+\s+{_TITLE}"
    r"(?P<name>[A-Z][\w-]+)\b(?![.'’])"
)


def undergone(
    chosen: list[dict[str, Any]],
    clause: str,
    entities: list[dict[str, Any]],
    words_of: Callable[[dict[str, Any]], str],
    complainants: frozenset[str] | set[str] = frozenset(),
) -> list[dict[str, Any]]:
    """Of the acts found for a clause that names the one it is done to ("was Edrei
    arrested", "did the NYPD fire Lieutenant Maguire"), those that hold that person in some
    role or name them in their own words: an act told only in a sentence that names them (her
    photographing of other people's arrests, with no one on it) is no act done to them. The
    role is not checked: graphs put the one forced out, or hired, in either role. A
    complainant the graph holds is left out of the check: the acts done to them are told
    with "she" / "her", with no name and often no participant.

    >>> people = [{"iri": "e", "words": {"edrei"}}]
    >>> shot = {"participants": [], "w": "took photos of people under arrest"}
    >>> held = {"participants": [{"iri": "e", "role": "patient"}], "w": "arrested her"}
    >>> [a["w"] for a in undergone([shot, held], "was Edrei arrested", people, lambda a: a["w"])]
    ['arrested her']
    """
    m = _PASSIVE_NAMED.match(clause) or _ACTIVE_NAMED.match(clause)
    if m is None:
        return chosen
    name = m.group("name").casefold()
    iris = {e["iri"] for e in entities if name in e.get("words", ())}
    if iris and iris <= complainants:
        return chosen
    kept = [
        e
        for e in chosen
        if any(p["iri"] in iris for p in e["participants"])
        or re.search(rf"\b{re.escape(name)}\b", words_of(e), re.IGNORECASE)
        or not iris
        and _told_undergoing(e, name)
    ]
    return kept


#: "Notice of Claim", "Notices of Right to Sue", "Letter of Determination": a writing's title,
#: its head noun capitalised before "of" and a capitalised name of what it is
_WRITING_TITLE = re.compile(
    r"\b(?:Notices?|Letters?|Memorand(?:um|a)|Orders?|Petitions?|Charges?|Certificates?|"
    r"Statements?|Determinations?)\s+of\s+[A-Z][\w'’-]*(?:\s+(?:to\s+)?[A-Z][\w'’-]*)*"
)


def unwritten(clause: str) -> str:
    """A clause without the titles of writings it names ("his Notice of Claim", "the Notice
    of Right to Sue"), whose capitalised words are no one's name.

    >>> unwritten("did Nusbaum file his Notice of Claim").split()
    ['did', 'Nusbaum', 'file', 'his']
    >>> unwritten("after the Notices of Right to Sue of Ms. Ames").split()
    ['after', 'the', 'of', 'Ms.', 'Ames']
    """
    return _WRITING_TITLE.sub("  ", clause)


def _told_undergoing(event: dict[str, Any], name: str) -> bool:
    """Whether an event's sentence names the person (whom the graph holds on no entity) other
    than as the active subject just before its quote ("Plaintiff Edrei | took photographs of
    people being placed under arrest" is her act; "McGrew | was hired" is done to her).

    >>> ev = {"_text": "Then Plaintiff Edrei took photos of arrests.", "evidence": []}
    >>> ev["evidence"] = [{"quote": "took photos of arrests"}]
    >>> _told_undergoing(ev, "edrei")
    False
    >>> ev = {"_text": "In 2001 McGrew was hired as a cook.", "evidence": [{"quote": "hired"}]}
    >>> _told_undergoing(ev, "mcgrew")
    True
    """
    text = " ".join(str(event.get("_text", "")).split())
    if not re.search(rf"\b{re.escape(name)}\b", text, re.IGNORECASE):
        return False
    for x in event["evidence"]:
        quote = " ".join(str(x["quote"]).split())
        at = text.find(quote) if quote else -1
        lead = text[max(0, at - 40) : at] if at > 0 else ""
        if re.search(rf"\b{re.escape(name)}\W*$", lead, re.IGNORECASE) and not re.match(
            r"(?:was|were|is|are|been|being|got)\b", quote, re.IGNORECASE
        ):
            return False
    return True
