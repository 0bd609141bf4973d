"""Relations told by a preposition whose object names an act: "H.B. 2 was enacted in direct
response to Ordinance 7056 passed by the City Council", "Following the conclusion of the
special session, Senator Berger stated …", "Prior to the passage of the Ordinance, the
Governor told …", "Based on Clayton's recommendation, FGCU demanded …", "Upon information and
belief, soon after Coach Flood had requested additional funds, McAloose undertook …".

The cue's grammar says which side is which. One side is the act of the clause the cue
modifies: after a leading cue phrase (the sentence opens on it, perhaps after a paragraph
number or an adverbial such as "Upon information and belief,"), the first act told after the
phrase's comma; after a cue inside the clause, the act told last before it. The other side is
the act the cue's object names: one told inside the object ("… in direct response to Ordinance
7056 passed by the City Council"), else an act told before (one passage back) whose words hold
a word of the object's noun phrase ("the special session" → "convened a special session"; "his
announcement" → "announced"), else, for a noun of complaint ("her concerns", "his
grievance"), the protected act told just before. Read by :mod:`legalkg.events.relations`
(issue 30, ninth round: causes and orders told by nouns and prepositions, not verbs).
"""

from __future__ import annotations

import re

from legalkg.events.model import AddRelation, Event, Sentence
from legalkg.events.patterns import _STATES, PROTECTED
from legalkg.events.replies import _GROUND, _stems, _who

#: the cues, by what they state: CAUSES (the object's act brought about the clause's act),
#: AFTER (the clause's act came after the object's act), BEFORE (the clause's act came before
#: the object's act: "prior to"), SAME-TIME ("with his announcement", "during")
_CUE = re.compile(
    r"(?i:\b(?:"
    r"(?P<CAUSES>in\s+(?:direct\s+|immediate\s+)?(?:response|responding|reaction|reply)\s+to|"
    r"prompted\s+by)|"
    r"(?P<AFTER>(?:(?:soon|shortly|immediately|just|not\s+long|only\s+(?:days|weeks|hours)|"
    r"(?:a|an|one|two|three|four|five|six|seven|ten|several|a\s+few|\d{1,2})\s+"
    r"(?:hours?|days?|weeks?|months?))\s+)?"
    r"(?:after|following)(?!\s+(?:up|through)\b)|subsequent\s+to|in\s+the\s+(?:wake|aftermath)\s+of|"
    r"within\s+(?:\w+\s+){1,2}(?:hours?|days?|weeks?|months?)\s+(?:of|after)|"
    r"upon(?!\s+information\b))|"
    r"(?P<BEFORE>prior\s+to|in\s+anticipation\s+of)|"
    r"(?P<SAME>at\s+the\s+time\s+of|with(?=\s+(?:his|her|its|their|this|that|the)\s+"
    r"[a-z]+(?:ment|tion|sion)\s*,))"
    r")\s+)"
)

#: what a cue's object must not be: a standard or a ground ("based on her sex", "based on
#: information and belief", "following the above", "after all"), a list ("the following:")
_NOT_AN_ACT = re.compile(
    r"(?i:^(?:information|belief|the\s+(?:following|above|foregoing)|all\b|that\b|which\b|"
    r"this\s+(?:policy|practice|standard)|a\s+(?:policy|standard|criteri)))"
)

#: a leading adverbial the cue may follow and still open the sentence ("Upon information and
#: belief, soon after …", "Among other actions, in June 2006, when …", "Similarly, and …")
_OPENING = re.compile(r"^\W*(?:\d{1,3}\s*\.\s*)?(?:[^,;.]{0,40},\s*){0,2}$")

#: nouns of complaint: the cue's object names the protected act told just before ("In
#: response to Coach Vaughn's concerns, McAloose rebuffed her")
_COMPLAINT_NOUN = re.compile(
    r"(?i:\b(?:concerns?|worr(?:y|ies)|complaints?|grievances?|objections?|protests?|inquir(?:y|ies)|"
    r"requests?|reports?)\b)"
)

#: a possessor before the object's noun ("Coach Vaughn's concerns", "FGCU's receipt of"):
#: a name, not a word of the act
_POSSESSOR = re.compile(r"^(?:the\s+)?(?:[\w.&-]+\s+){0,3}?[\w.&-]+['’]s?\s+")

#: words of a date or a title that name no act ("in February 2016", "President", "Coach")
_NO_ACT_WORDS = frozenset(
    {
        m[:5]
        for m in (
            "january february march april june july august september october november "
            "december president governor coach chief captain sergeant officer director "
            "manager supervisor plaintiff defendant work employment position company "
            "department time"
        ).split()
    }
)

#: the end of a leading cue phrase: its comma, not a date's ("After she reported it on June
#: 14, 1999, …")
_PHRASE_END = re.compile(r",(?!\s*\d{4}\b)")

#: an object told as a noun phrase (a determiner or a possessive first): it may name
#: an act told before ("following the conclusion of the special session"); a gerund or a
#: clause ("after losing his job") tells its own act
_NOUN_PHRASE = re.compile(
    r"(?:(?:the|this|that|these|those|his|her|its|their|a|an)\s|[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)"
    r"{0,3}['’]s?\s)"
)

#: a gerund of receipt before the cue's object ("Three days after receiving the captain's
#: email, …", "after learning of the letter"): the object names the act received
_RECEIVING = re.compile(
    r"(?i:^(?:receiving|reading|getting|learning\s+(?:of|about)|hearing\s+(?:of|about))\s+)"
)

#: what between an act's words and a cue makes the cue modify another clause: a comma, a
#: relative pronoun, an infinitive, a reason
_CLAUSE_BETWEEN = re.compile(r"(?i:[,;]|\b(?:who|which|that|to|because|in\s+order|where|when)\b)")

#: how far back (in sentences) an object's noun looks for the act it names: one passage
_NAMED_REACH = 12

#: how far ahead an object's noun looks for the act it names when none is told before
_NAMED_AHEAD = 3

#: how far back a noun of complaint looks for the protected act: the sentences just before
_COMPLAINT_REACH = 3


def preposition_relations(
    sid: str,
    placed: list[tuple[int, Event]],
    ordered: list[Event],
    sentences: dict[str, Sentence],
    add: AddRelation,
) -> None:
    """The relations the prepositional cues of sentence ``sid`` state (see the module's
    docstring); ``placed`` are the sentence's acts with their offsets, ``add`` records one.
    Never one the dates contradict (the object's act dated after the clause's act it is
    said to precede)."""
    text = sentences[sid].text
    acts = [(p, e) for p, e in placed if e.type not in _STATES]
    if not acts:
        return
    index = {x: i for i, x in enumerate(sentences)}
    n0 = index[sid]
    for cue in _CUE.finditer(text):
        kind = cue.lastgroup or ""
        leading = _OPENING.match(text[: cue.start()]) is not None and not any(
            p < cue.start() for p, _ in acts
        )
        if leading:
            # the phrase ends at its comma (not a date's: "on June 14, 1999")
            comma = _PHRASE_END.search(text, cue.end())
            if comma is None:
                continue
            stop = comma.start()
            main = [e for p, e in acts if p > stop][:1]
        elif cue.group(0).lower().startswith("upon"):
            continue  # "inflicted upon her": a place, no time
        else:
            stop = min(
                (i for i in (text.find(c, cue.end()) for c in ",;.") if i > 0), default=len(text)
            )
            main = [e for p, e in acts if p < cue.start() and _modified(text, sid, e, cue.start())]
            main = main[-1:]
        if not main:
            continue
        obj = text[cue.end() : stop]
        if _NOT_AN_ACT.match(obj.strip()) or len(obj) > 200:
            continue
        named = [e for p, e in acts if cue.end() <= p < stop and e is not main[0]][:1]
        # ("after receiving her email": what was received names the act)
        obj = _RECEIVING.sub("", obj.strip(), count=1)
        if not named and _NOUN_PHRASE.match(obj):
            named = _named_before(obj, main[0], ordered, index, n0)
        for a in named:
            b = main[0]
            first, then = (b, a) if kind == "BEFORE" else (a, b)
            if (
                first.date is not None
                and then.date is not None
                and first.date.value[:10] > (then.date.end or then.date.value)[:10]
            ):
                continue  # the dates put them the other way
            if kind == "CAUSES":
                if _GROUND.search(obj) and not any(cue.end() <= p < stop for p, _ in acts):
                    continue  # "in response to her race": a ground, no act
                add("CAUSES", a, b, sid, cue.group(0).strip())
            elif kind == "SAME":
                add("SAME-TIME", a, b, sid, cue.group(0).strip())
            else:
                add("BEFORE", first, then, sid, cue.group(0).strip())


def _modified(text: str, sid: str, e: Event, at: int) -> bool:
    """Whether a cue at offset ``at`` modifies the clause of act ``e``, told before it: the
    cue follows the act's words closely, with no clause between ("H.B. 2 was enacted in
    direct response to …"; not "… failure to take action in response to …", nor "people who
    had been contract workers prior to …")."""
    for x in e.evidence:
        if x.sentence_id != sid:
            continue
        begin = text.find(x.quote)
        if begin < 0:
            continue
        # (the cue after the act's words, or inside them: "H.B. 2 was enacted in response to")
        between = text[min(begin + len(x.quote), at) : at]
        if begin + len(x.quote) > at:
            between = text[begin:at]
        if len(between) <= 60 and not _CLAUSE_BETWEEN.search(between):
            return True
    return False


def _named_before(
    obj: str,
    main: Event,
    ordered: list[Event],
    index: dict[str, int],
    n0: int,
) -> list[Event]:
    """The act told before (one passage back) that the cue's object names by a word of its
    noun phrase, the one told last; else, for a noun of complaint, the protected act told last
    in the few sentences before; else none."""
    phrase = _POSSESSOR.sub("", obj.strip(), count=1)
    words = {w for w in _stems(phrase) if w not in _NO_ACT_WORDS}
    person = _who(main, "patient")
    best: tuple[int, Event] | None = None
    for a in ordered:
        if a is main or a.type in _STATES:
            continue
        whose = {x for x in (_who(a, "agent"), _who(a, "patient")) if x is not None}
        if person is not None and whose and person not in whose:
            continue  # another person's act ("prior to her return", told of another woman)
        for x in a.evidence:
            n_a = index[x.sentence_id]
            if 0 < n0 - n_a <= _NAMED_REACH and words & _stems(x.quote):
                if best is None or n_a > best[0]:
                    best = (n_a, a)
    if best is None:
        # an act the object names, told in the few sentences after ("H.B. 2 was enacted in
        # response to Ordinance 7056 …" before the paragraph on the Ordinance's passage)
        for a in ordered:
            if a is main or a.type in _STATES:
                continue
            for x in a.evidence:
                n_a = index[x.sentence_id]
                if 0 < n_a - n0 <= _NAMED_AHEAD and words & _stems(x.quote):
                    if best is None or n_a < best[0]:
                        best = (n_a, a)
    if best is not None:
        return [best[1]]
    if _COMPLAINT_NOUN.search(phrase):
        asked = [
            (max(index[x.sentence_id] for x in a.evidence if index[x.sentence_id] < n0), a)
            for a in ordered
            if a.type in PROTECTED
            and a is not main
            and any(0 < n0 - index[x.sentence_id] <= _COMPLAINT_REACH for x in a.evidence)
        ]
        if asked:
            return [max(asked, key=lambda q: q[0])[1]]
    return []
