"""What a long complaint tells that is no act done: a practice, a negation, a condition, a vehicle.

Long complaints (class actions, a police officer's years of grievances, a coach's retaliation
story) made far more events than their gold graphs hold. Classified one by one (issue 30,
ninth round, :doc:`docs/events.md`), the extras are mostly of a few kinds of telling, each a
construction rather than a word, and each seen in several complaints:

- *a practice's content*: the acts a party's policy or practice consists of ("a policy,
  pattern, or practice of refusing to provide reasonable accommodations", "This practice
  discriminated against Plaintiffs by treating …"), or done by rule to a class ("has
  categorically denied all requested accommodations"), are the practice, not acts done to
  someone on a day: the sentence tells the unlawful practice, and only it (a practice of no
  party, "Most airlines at one time had explicit policies forcing …", is background: nothing);
  a class "subjected to and injured by the same policies" is the practice told as a harm;
- *a negated act*: an act told in the passive under "not" ("she was not asked to do a written
  assessment", "was not informed of the policy change"), in the scope of "at no point", a
  noun under "no" ("with no write-ups"), or what someone was kept from ("has chilled
  officers from raising concerns"), was not done;
- *a condition or a purpose*: what an "if" or "unless" clause holds ("Unless the flight
  attendant specifically requested accommodations, …"), what is only open to someone or yet
  to be done ("the veteran may file a complaint", "who shall promptly investigate such
  complaint"), only urged ("was advised by Lt. Robinson to make a complaint"), or what a
  pretext was for ("used as an excuse to discipline Plaintiff", "a basis for the Department
  to terminate her employment") is not told as done;
- *no act at all*: hiring as a field of work ("to help with hiring"), the pleading's own voice
  ("state to this Honorable Court as follows"), retaliation named as what a complaint was
  about ("complaints of discrimination and retaliation");
- *the vehicle of another act*: a telling ("announced", "notified", "informed", "spoke with …
  to inquire about") whose complement opens on another act of the sentence ("announced her
  resignation", "announced that Coach Flood was being given notice of termination") is how
  that act was made known, not one more act; a reply, or another's decision reported
  ("informed her that FGCU had already decided …"), stays a telling of its own.

The other kinds of extra counted (a retelling not merged, an act typed differently from the
gold, a legal conclusion, an act the gold leaves out) are not decided here.

>>> practice_of("Frontier has maintained a policy, pattern, or practice of refusing to hire", 67)
'owned'
>>> practice_of("The policy was changed, and Frontier refused to hire her", 40) is None
True
>>> not_done("She was not informed of the change.", 12, "communication")
True
>>> not_done("She was not selected for the post.", 12, "adverse-action")
False
>>> not_done("Unless an employee requested leave, none was granted.", 24, "other")
True
"""

from __future__ import annotations

import re

#: A policy or a practice as a noun ("a policy, pattern, or practice", "its explicit
#: policies", "This practice"), not the adverb "in practice" ("In practice, Frontier has
#: routinely assigned points": what was done).
_PRACTICE = re.compile(
    r"(?<!\bin\s)(?<!\bIn\s)\b(?:polic(?:y|ies)|practices?)\b"
    r"(?:,?\s+(?:patterns?,?\s+)?(?:or|and|and/or)\s+(?:practices?|polic(?:y|ies)))?"
)

#: What follows a practice's noun when the act is its content: "of" and a gerund, or a gerund
#: straight after ("policies forcing …"), up to the act in a chain of gerund clauses with no
#: finite verb of their own between ("of refusing to engage in … or to provide …").
_CONTENT = re.compile(
    # (not "practices by subjecting Jane Roe to …": after "by", the acts the practice was
    # done by, each an act of its own)
    r"(?:\s+of)?\s+(?:(?:an?|the|its|their)\s+)?(?:(?!by\b)[\w’'-]+\s+){0,2}?[a-z]+ing\b"
    r"(?:(?!\b(?:is|are|was|were|has|have|had|did|does|constitutes?|caused?|violates?|"
    r"violated)\b)(?:[^.;:]|[.;:](?!\s))){0,300}$"
)

#: The act word itself the practice's gerund ("a policy or practice of refusing …",
#: "policies forcing …").
_GERUND_NEXT = re.compile(r"(?:\s+of)?\s+")

#: The practice as the subject of what it did ("This practice discriminated against Plaintiffs
#: by treating …", "Frontier's Dependability Policy harmed Ms. Hodgkins by causing her to
#: accrue points"): its verb, or a gerund after "by" in its clause.
_PRACTICE_DID = re.compile(
    r"^\s+(?:\w+ly\s+)?(?:[a-z]+ed\b(?:(?!\b(?:is|are|was|were|has|have|had|did|does)\b)"
    r"[^.;:]){0,120}?\bby\s+(?:[a-z]+ing\s+(?:[\w’'.-]+\s+){0,3}?(?:to\s+)?)?)?$"
)


def practice_of(text: str, start: int) -> str | None:
    """Whether the act word at ``start`` is what a policy or practice consists of or does:
    ``"owned"`` when the practice is a party's ("Frontier's policy", "Defendant has
    maintained a practice", "its policy", "This practice"), ``"other"`` when it is no party's
    ("Most airlines at one time had explicit policies forcing …": the background, no act and
    no practice of this suit), else None.

    >>> practice_of("Defendant's policies forcing women off the job were unlawful", 28)
    'owned'
    >>> practice_of("This practice discriminated against Plaintiffs by treating them worse", 14)
    'owned'
    >>> practice_of("This practice discriminated against Plaintiffs by treating them worse", 50)
    'owned'
    >>> practice_of("Most carriers once had explicit policies grounding women who married", 41)
    'other'
    >>> practice_of("In practice, Frontier has routinely assigned points to them", 37) is None
    True
    """
    before = text[max(0, start - 360) : start]
    clause = re.split(r"[.;:]\s", before)[-1]
    if _HABIT.search(clause[-60:]) and not _ONE_PERSON.search(text[start : start + 40], 1):
        # "Frontier has categorically denied all requested accommodations", "has routinely
        # assigned points to flight attendants": what is done as a rule to a class
        return "owned" if _OWNER.search(clause) else "other"
    gerund = re.match(r"[a-z]+ing\b", text[start : start + 30]) is not None
    for m in reversed(list(_PRACTICE.finditer(clause))):
        rest = clause[m.end() :]
        if (
            _CONTENT.match(rest)
            or (gerund and _GERUND_NEXT.fullmatch(rest))
            or _PRACTICE_DID.match(rest)
        ):
            return "owned" if _OWNER.search(clause[: m.start()]) else "other"
        if re.search(r"\b(?:is|are|was|were|has|have|had|did|does)\b", rest):
            return None  # a clause of its own after the practice: "The policy was changed, …"
    return None


#: An act told as done by rule ("categorically denied all requests", "routinely assigned
#: points", "systematically refused", "as a matter of policy"), the verbs joined sharing it.
_HABIT = re.compile(
    r"\b(?:categorically|routinely|systematically|uniformly|habitually|invariably|"
    r"as\s+a\s+matter\s+of\s+(?:course|policy|practice))\s+"
    r"(?:[a-z]+\s+(?:or|and)\s+(?:\w+ly\s+)?)?$"
)
#: One the act is done to, by pronoun or name ("routinely harassed Foster and other female
#: employees", "systematically refused to respond to Plaintiffs' requests"): then it is an
#: act, however habitual the manner.
_ONE_PERSON = re.compile(r"\b(?:her|him|his|Ms\.|Mr\.|Mrs\.|Dr\.)\s|\b[A-Z][a-z]+\b")

#: Whose the practice is, before its noun: a possessive, a demonstrative, or a name (a word
#: in capitals: "Frontier has maintained a policy …"; not a quantifier opening the clause,
#: "Most airlines …").
_OWNER = re.compile(
    r"(?:[’']s\b|\b(?i:its|their|this|that|these|those|such|his|her)\b|"
    r"\b(?!(?:Most|Many|Some|All|Other|Several|Few|In|At|By|For|When|While|As)\b)[A-Z][\w’'-]+)"
)


#: An act in the passive under a negation ("was not asked", "were not informed", "has not
#: been investigated"), or after "at no point/time" in its clause.
_PASSIVE_NOT = re.compile(
    r"(?:\b(?:was|were|is|are|be|been|being)\s+(?:not|never)\s+(?:\w+ly\s+|been\s+)?|"
    r"\b(?:at\s+no\s+(?:point|time)|in\s+no\s+way)\b(?:[^.;:,]|(?<=Mr|Ms|Dr)\.|(?<=Mrs)\.){0,60})$",
    re.IGNORECASE,
)

#: A noun under "no" ("with no write-ups or negative feedback", "No prior disciplinary action
#: was documented"); not "no longer", "no later than", "no one", "no choice but".
_NO_NOUN = re.compile(
    r"\b(?:no|No)\s+(?!longer\b|later\b|less\b|more\b|sooner\b|one\b|choice\b|other\s+choice\b)"
    r"(?:[\w-]+\s+){0,2}$"
)

#: Kinds whose negation is itself an act done to someone ("was not selected", "was not
#: promoted", "was not hired", "was not accommodated"), or whose negation is the point
#: ("did nothing"): left to the frames.
_NEGATION_IS_ACT = frozenset(
    {"adverse-action", "failure-to-act", "accommodation-denial", "hiring", "promotion", "threat"}
)

#: An act inside an "if" or "unless" clause that has not ended (no comma, semicolon or
#: sentence end between): supposed, not told as done. ("as if", "even if", "whether" aside:
#: the last is asked about, :data:`legalkg.events.patterns._ASKED_WHY`.)
_CONDITION = re.compile(
    r"(?<!\bas\s)(?<!\beven\s)\b(?:if|unless|Unless|If)\b"
    r"(?:(?!\bthat\b)(?:[^,;:.]|(?<=Mr|Ms|Dr)\.|(?<=Mrs)\.)){0,140}$"
)

#: An act named as what a pretext was for, or in an infinitival relative ("used as an excuse
#: to discipline her", "a basis for the Department to terminate her employment",
#: "manufactured something to discipline Plaintiff for", "violations for which to discipline
#: her"): its purpose, not an act told (the act, if done, is told where it was done).
_PURPOSE = re.compile(
    r"(?:\b(?:basis|excuse|pretext|grounds?|justification|something|anything)\s+"
    r"(?:for\s+(?:the\s+|a\s+|its\s+)?[\w’'-]+(?:\s+[\w’'-]+)?\s+)?to\s+"
    r"|\b(?:for|on|with)\s+which\s+to\s+)$",
    re.IGNORECASE,
)

#: An act only urged on someone ("was advised by Lt. Robinson to make a complaint",
#: "encouraged her to file a charge"): counselled, not told as done.
_URGED = re.compile(
    r"\b(?:advised|encouraged|urged|invited|counsell?ed)\s+(?:by\s+(?:[\w.’'-]+\s+){1,4}?)?"
    r"(?:(?:her|him|them|[A-Z][\w.’'-]*)\s+){0,3}to\s+"
    r"(?:(?:make|file|submit|lodge|bring)\s+(?:an?\s+|the\s+)?(?:formal\s+|written\s+)?)?$"
)

#: A class's exposure to a practice ("were all subjected to and injured by the same policies",
#: "was subject to and harmed by Frontier's refusal to …"): the practice told again as a
#: harm, no act of its own.
_EXPOSURE = re.compile(
    r"\bsubject(?:ed)?\s+to\s+and\s+(?:\w+\s+){0,2}?by\s+(?:[\w’'-]+\s+){0,4}$", re.IGNORECASE
)
_EXPOSED_TO = re.compile(
    r"\s+and\s+(?:harmed|injured|affected|damaged|aggrieved)\s+by\b", re.IGNORECASE
)

#: Only open to someone, or yet to be done, with a verb between the modal and the act's noun:
#: "the veteran may file a complaint", "who shall promptly investigate such complaint", "each
#: member will receive a determination of whether …" (the modals of
#: :data:`.patterns._MODAL` stand right before the act word; "would" is left out here: "she
#: would later file a charge" is told of the past).
_OPEN_TO = re.compile(
    # (lower case: "on May 9 the company fired her" names a month)
    r"\b(?:may|might|can|could|should|shall|must|will)\s+(?:\w+ly\s+|also\s+|then\s+)?"
    r"(?!(?:the|an?|her|his|their|its|this|that)\b)[a-z]+\s+(?:an?\s+|the\s+|such\s+|any\s+)?"
    r"(?:[\w-]+\s+)?$"
)

#: An act someone was kept from ("deterred her from calling in sick", "has chilled officers
#: from raising concerns", "discouraged employees from taking leave", "prevented her from
#: filing"): not done (the deterring is the act, told by its own verb).
_KEPT_FROM = re.compile(
    r"(?i:\b(?:deterr?|chill|discourag|prevent|dissuad|preclud|bar|barr|prohibit|forbid|"
    r"restrain|keep|kept)\w*\s+(?:[\w’'-]+\s+){0,4}?from\s+(?:[\w-]+\s+){0,1}$)"
)

#: Retaliation as what a complaint was about ("complaints of discrimination and retaliation",
#: "complained about the supervisors' retaliation"): the complaint's object, told where it
#: was done (harassment has the same check in :mod:`.rules`).
_COMPLAINED_OF = re.compile(
    r"(?i:\b(?:complain\w*|grievances?|objections?|concerns?)\s+(?:[\w’'-]+\s+){0,4}?"
    r"(?:of|about|regarding|concerning)\s+"
    r"(?:[\w’'-]+,?\s+(?:and\s+|or\s+)?){0,6}$)"
)

#: Hiring as a field of work, not a hire: the noun or gerund after a preposition with no one
#: hired after it ("help with hiring or fill in for someone", "in connection with
#: recruiting", "contractors or external hires", "at the time of her hire into …").
_HIRING_FIELD = re.compile(
    r"(?i:\b(?:with|in|for|of|into|at|to|external|outside|new)\s+(?:her\s+|his\s+|their\s+)?$)"
)
_HIRING_WORD = re.compile(r"(?i:(?:hiring|recruiting|recruitment|hires?)\b)")
_HIRED_ONE = re.compile(r"\s+(?:of\s+)?(?:[A-Z]|(?:her|him|them|an?|the|two|three|new)\b)")

#: The complaint's own voice: what the plaintiffs "state to this Honorable Court", "show the
#: Court", "allege": the pleading (the suit), not a communication of the story.
_TO_COURT = re.compile(
    r"^[\w\s]{0,20}?\b(?:to\s+)?(?:this|the)\s+(?:Honorable\s+)?Court\b", re.IGNORECASE
)


def not_done(text: str, start: int, kind: str) -> bool:
    """Whether the act word at ``start`` (of event kind ``kind``) is told as not done: under a
    negation of the passive or "at no point", a noun under "no", inside a condition, or only
    open to someone.

    >>> not_done("At no point was she notified of her rights.", 27, "communication")
    True
    >>> not_done("She had no write-ups during her time there.", 11, "discipline")
    True
    >>> not_done("If the attacks fail to procure her termination, she leaves.", 36, "termination")
    True
    >>> not_done("If she complained, nothing happened; she was fired on May 2.", 46, "termination")
    False
    >>> not_done("the veteran may file a complaint with the Secretary", 23, "complaint")
    True
    """
    before = text[max(0, start - 200) : start]
    if kind not in _NEGATION_IS_ACT and (
        _PASSIVE_NOT.search(before) or _NO_NOUN.search(before[-40:])
    ):
        return True
    if kind != "threat" and _CONDITION.search(before):
        return True
    if _PURPOSE.search(before[-80:]) or _URGED.search(before[-120:]):
        return True
    if kind == "hiring" and _HIRING_WORD.match(text, start):
        word = _HIRING_WORD.match(text, start)
        if _HIRING_FIELD.search(before[-30:]) and not _HIRED_ONE.match(text, word.end()):  # type: ignore[union-attr]
            return True
    if kind == "communication" and _TO_COURT.match(text[start : start + 80]):
        return True
    if _KEPT_FROM.search(before[-90:]):
        return True  # "chilled officers from raising concerns": kept from it, not done
    if kind == "retaliation" and _COMPLAINED_OF.search(before[-120:]):
        return True  # "filed their internal complaints of discrimination and retaliation"
    verb = re.match(r"subject(?:ed)?\s+to", text[start : start + 20], re.IGNORECASE)
    if _EXPOSURE.search(before[-120:]) or (verb and _EXPOSED_TO.match(text, start + verb.end())):
        return True
    return bool(_OPEN_TO.search(before[-60:]))


#: A telling (communication) whose complement is an act: "announced her resignation",
#: "announced that X was being given notice of termination", "informed Frontier of her need
#: … and submitted the request", "spoke with the manager … to inquire about accommodations",
#: "was advised by Lt. Robinson to make a complaint".
_TELLING = re.compile(
    r"(?i:announc|notif|inform|advis|spoke|speak|talk|emailed|e-mailed|wrote|called|contact)"
)
#: Kinds of act a telling may carry (a complaint is carried by :func:`.rules._carries`, a
#: reply is one more act).
_CARRIED = frozenset(
    {
        "termination",
        "resignation",
        "discipline",
        "hiring",
        "promotion",
        "adverse-action",
        "accommodation-request",
        "complaint",
    }
)


#: How a telling's complement opens on the act it carries, with nothing of another clause
#: between: a possessive ("announced her resignation"), a purpose ("spoke with the manager to
#: inquire about …", "advised her to file …"), or a "that" clause in the passive of the one
#: it is done to ("that Coach Flood was being given notice of termination", "that she would
#: be terminated"). Not another's act reported with its own subject and verb ("informed her
#: that FGCU had already decided that it would not renew her contract": a telling of its
#: own), nor an act only named inside the complement ("that the investigation into the notice
#: placing her on leave had been concluded").
_OPENS_ON = re.compile(
    r"(?:\s+(?:[A-Z][\w.’'-]*\s+){0,3}|\s+)(?:"
    r"(?:her|his|their)\s+"
    r"|(?:[\w.’'&-]+\s+){0,10}?to\s+(?:[\w-]+\s+){0,3}?"
    r"|(?:(?:[\w.’'-]+\s+){0,2}?that\s+)?(?:[\w.’'-]+\s+){1,3}?(?:was|were|is|are|would|will)\s+"
    r"(?:be\s+|being\s+)?(?:[a-z]+\s+){0,2}?(?:notice\s+of\s+)?"
    r")$"
)


def carried(text: str, comm: tuple[int, int, str], acts: list[tuple[int, int, str]]) -> bool:
    """Whether the communication ``comm`` (start, end, kind) only tells another of ``acts``:
    that act opens the telling's complement (:data:`_OPENS_ON`), with no comma between.

    >>> s = "Ms. Vaughn announced her resignation on October 1, saying she was tired."
    >>> carried(s, (11, 20, "communication"), [(11, 20, "communication"), (25, 36, "resignation")])
    True
    >>> s = "He announced the schedule; she resigned on May 2."
    >>> carried(s, (3, 12, "communication"), [(3, 12, "communication"), (31, 39, "resignation")])
    False
    """
    if comm[2] != "communication" or not _TELLING.search(text[comm[0] : comm[1]]):
        return False
    for a, _b, kind in acts:
        if kind not in _CARRIED or a <= comm[0]:
            continue
        # (asides left out: "(White male)", an appositive name ", Julie Pariseau,")
        between = re.sub(r"\([^()]*\)", "", text[comm[1] : a])
        between = re.sub(r",\s+(?:[A-Z][\w.’'-]*\s+){1,3}[A-Z][\w.’'-]*,", "", between)
        if len(between) <= 160 and not re.search(r"[,;]|\.\s", between):
            if _OPENS_ON.fullmatch(between) or (a < comm[1] and not between):
                return True
    return False
