"""The patterns of the rules extractor, shared by its parts (:mod:`.rules`, :mod:`.people`,
:mod:`.relations`, :mod:`.retellings`): the event verbs' and nouns' stems, tolerant of
OCR-split words (:func:`ocr_tolerant`), the cues of roles, hedges, boilerplate, time and cause,
and the dates' forms.
"""

from __future__ import annotations

import calendar
import re

from legalkg.events.frames import verbs_table

MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}


_M = "|".join(calendar.month_name[1:])


_DAY = re.compile(rf"\b({_M})\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+((?:19|20)\d\d)\b")


_MONTH = re.compile(rf"\b({_M}),?\s+(?:of\s+)?((?:19|20)\d\d)\b")


_NUMERIC = re.compile(r"\b(\d{1,2})/(\d{1,2})/((?:19|20)\d\d)\b")


_YEAR = re.compile(
    r"\b(?:in|since|around|approximately|about|during|early|late)\s+(?:approximately\s+|"
    r"at least\s+)?((?:19|20)\d\d)\b",
    re.IGNORECASE,
)


_APPROX = re.compile(
    r"(on or about|approximately|around|about|since at least|at least as early|roughly|"
    r"beginning|in or around|since)\W*$",
    re.IGNORECASE,
)


def ocr_tolerant(pattern: str) -> str:
    """Let a single space fall inside the long word stems of ``pattern`` (OCR splits words:
    "term inate", "harassm ent").

    >>> bool(re.search(ocr_tolerant(r"\\bterminat\\w*"), "decision to term inate Hodge"))
    True
    """
    return re.sub(
        r"\\.|[a-z]{6,}",
        lambda m: m.group(0) if m.group(0)[0] == "\\" else " ?".join(m.group(0)),
        pattern,
    )


#: (pattern, event type), tried in order: the frames of :mod:`legalkg.events.frames`.
VERBS: tuple[tuple[re.Pattern[str], str], ...] = verbs_table()


_LAWSUIT = next(p for p, kind in VERBS if kind == "lawsuit")


_PROTECTED_NOUN = (
    r"(?:complain|report|request|oppos|objecti|protest|charge|grievance|participat|"
    r"engag\w*\s+in\s+(?:protected\s+)?activit)"
)


_CAUSE = re.compile(
    ocr_tolerant(
        r"in\s+retaliation\s+(?:for|against)|\bretaliat\w*\s+against\s+(?:[\w.]+\s+){1,3}for|"
        r"because\s+(?:she|he|they)\s+(?:had\s+)?(?:complain|report|request|oppos|fil|object)|"
        rf"(?:as\s+a\s+result\s+of|because\s+of|due\s+to|in\s+response\s+to)\s+"
        rf"(?:her|his|their|the|this|that|these|those)\s+(?:\w+\s+){{0,2}}{_PROTECTED_NOUN}|"
        r"\bretaliat\w*\s+(?:\w+\s+){0,3}(?:when|after|because)\s+(?:she|he|they)\s+(?:had\s+)?"
        r"(?:complain|report|oppos|object|fil|request)|"
        r"\bafter\s+(?:she|he|they)\s+(?:had\s+)?(?:complain|report|request|oppos|object)\w*"
        r"[^.;]{0,120}\b(?:terminat|discharg|fired|demot|suspend|disciplin)|"
        # "fired her for complaining", "disciplined him for having filed a charge"
        r"\b(?:fir|terminat|discharg|disciplin|demot|suspend|punish|penaliz)\w*\s+(?:[\w.'’]+\s+){0,3}?"
        r"for\s+(?:her|his|their|having\s+)?\s*(?:complain|report|oppos|fil|object|protest|"
        r"request|participat)"
    ),
    re.IGNORECASE,
)


#: A verb the text puts in a hypothetical, negated or threatened frame is not an event.
_MODAL = re.compile(
    r"(?:\b(?:would|could|might|will|may|shall)\s+(?:not\s+)?(?:\w+ly\s+|soon\s+|now\s+|then\s+|"
    r"also\s+|never\s+)?(?:proceed\s+to\s+)?(?:be\s+)?"
    # "will now proceed to discipline and discharge": the verbs joined share the scope
    r"(?:[a-z]+\s+(?:and|or|and/or)\s+)?|\bnot\s+be\s+|"
    r"\bchance\s+of\s+(?:being\s+)?|\bthreat\w*\s+(?:\w+\s+){0,8}?with\s+"
    r"(?:[\w-]+,?\s+(?:or\s+|and\s+)?){0,6}|"
    # "afraid to complain", "for fear of being fired": what was feared, not done
    r"\b(?:afraid|fear(?:ed|ful)?|reluctant|unwilling|too\s+scared)\s+(?:of\s+)?(?:\w+\s+){0,2}"
    r"(?:to\s+|being\s+)?)$",
    re.IGNORECASE,
)


#: A verb in the scope of a failure, a negation or a condition: what was not done ("failed
#: to discipline or warn him", "failed to take any action, such as a warning or
#: termination", "did not stop", "never investigated", "even if they complained").
_NOT_DONE = re.compile(
    r"(?:\bfail(?:ed|s|ing|ure)?\s+to\s+(?:[\w-]+\s+){0,2}|"
    r"\bfail(?:ed|s|ing|ure)?\s+to\s+[^.;:]{0,80}\b(?:or|nor)\s+(?:[\w-]+\s+){0,2}|"
    r"\bfail(?:ed|s|ing|ure)?\s+to\s+[^.;:]{0,160}\bsuch\s+as\b[^.;:]{0,160}|"
    r"\b(?:did|does|do|had|has|have)\s+not\s+(?:[\w-]+\s+)?|\bnever\s+(?:[\w-]+\s+)?|"
    # "did not ask for leave or tell her manager": the verbs joined share the negation
    r"\b(?:did|does|do)\s+not\s+[\w-]+\s+[^.;:,]{0,50}\b(?:or|nor)\s+(?:[\w-]+\s+)?|"
    # "willing to keep working for the airline in another post": offered, not done
    r"\b(?:willing|ready|prepared|unable)\s+to\s+(?:[\w-]+\s+){0,2}|"
    r"\b(?:even\s+)?if\s+(?:she|he|they|it|\w+)\s+(?:[\w-]+\s+)?|\bwithout\s+(?:[\w-]+\s+)?|"
    # "his implied request for CRI to terminate …", "asked her to quit": asked for, not done
    r"\b(?:request|plan|intent(?:ion)?|wish|desire|attempt|proposal)s?\s+(?:for\s+)?"
    r"(?:[\w-]+\s+){0,2}to\s+|"
    # "was preparing to terminate Mr. Erazo's contract", "had been in the process of being
    # terminated": under way, not done
    r"\b(?:prepar|plann)(?:ing|ed)\s+to\s+|\bin\s+the\s+process\s+of\s+(?:being\s+)?|"
    # "Instead of immediately addressing the conduct and investigating the matter, …": what
    # was not done
    r"\binstead\s+of\s+[^.;:,]{0,160}|"
    # "steps to prevent McGrew from being subjected to harassment": what was to be prevented
    r"\b(?:prevent|stop|protect|keep|shield)\w*\s+(?:[\w'’-]+\s+){0,4}from\s+(?:being\s+)?|"
    # "injunctions prohibiting the defendant, and its officers, from discharging": asked for
    r"\b(?:prohibit|enjoin|bar|restrain|forbid)\w*\s+(?:[\w'’,-]+\s+){0,8}from\s+(?:being\s+)?)$",
    re.IGNORECASE,
)


#: What a rule exposes people to is not an act done: "subject to termination", "face loss of
#: benefits, discipline, or termination", "half a point away from being terminated".
_EXPOSED = re.compile(
    r"\b(?:subject(?:ed)?\s+to|faces?|facing|faced\s+(?:with\s+)?|risk(?:ed|ing|s)?\s+(?:of\s+)?|"
    r"away\s+from|eligible\s+for|grounds?\s+for|punishable\s+by|up\s+to\s+and\s+including|"
    r"result\s+in|lead\s+to)\s+(?:being\s+)?(?:[\w-]+,?\s+(?:or\s+|and\s+)?){0,5}$",
    re.IGNORECASE,
)


#: A verb in a relative clause about a class of people ("women who objected to or rejected
#: his advances", "employees who resisted, complained about, or challenged him"): what such
#: people do, not an act told — up to the clause's own verb "were/was …", or a comma before a
#: new subject ("by questioning those who witnessed the event, Jeanne David dismissed …").
_GENERIC_WHO = re.compile(
    r"\b(?:women|men|employees|workers|those|anyone|others|individuals|persons|people|"
    r"applicants|females|males)\s+who\s+"
    r"(?:(?!\b(?:were|was|are|is|had\s+been)\b|,\s*(?-i:[A-Z]))[^.;:]){0,90}$",
    re.IGNORECASE,
)


_AFTER = re.compile(
    r"\b(then|later|shortly\s+after|shorty\s+after|soon\s+after|thereafter|subsequently|"
    r"days\s+later|weeks\s+later|afterwards?|the\s+(?:next|following)\s+(?:day|week|month))\b",
    re.IGNORECASE,
)


#: words before a kind's noun that make it what was reported or known, not an act told
#: ("complained about the harassment", "were aware … of the sexual harassment")
_REPORTED = re.compile(
    r"complain\w*|report\w*|about|object\w*|oppos\w*|\baware\b|\bknew\b|\bknowledge\b",
    re.IGNORECASE,
)


_PRIORITY = {
    "termination": 0,
    "resignation": 0,
    "charge": 1,
    "complaint": 1,
    "accommodation-request": 1,
    "accommodation-denial": 1,
    "hiring": 2,
    "harassment": 2,
    "demotion": 2,
    "discipline": 2,
}


_DEFINED = re.compile(
    r"\b((?:[A-Z][a-z]+|[A-Z]\.)(?:\s+(?:[A-Z][a-z]+|[A-Z]\.)){0,3}\s+[A-Z][a-z]+)\s*\(\s*"
    r"(?:the\s+)?[“\"]\s*([A-Z][\w-]+)\s*[”\"]?\s*\)"
)


_NAME = r"[A-Z](?:'[A-Z])?[a-z]+(?:[A-Z][a-z]+)?"


_TITLED = re.compile(
    rf"\b(Mr\.|Ms\.|Mrs\.|Miss|Dr\.|Sgt\.|Lt\.|Capt\.|Det\.|Officer|Sergeant|Lieutenant|"
    rf"Captain|Detective|Inspector|Commander)\s+((?:O['’])?{_NAME}(?:\s+{_NAME})?)\b"
)


_CHARGING = re.compile(
    rf"\b((?:{_NAME}\s+){{0,2}}{_NAME})\s+(?:timely\s+)?filed\s+(?:a|an|her|his)\s+"
    r"(?:\w+\s+)?charge"
)


_PARTY_NAMED = re.compile(
    rf"\b(?:Charging\s+Party|Intervenor|Plaintiff-Intervenor|aggrieved\s+individual),?\s+"
    rf"((?:{_NAME}\s+){{1,2}}{_NAME})\b"
)


_ROLE_NAMED = re.compile(
    rf"\b((?:General\s+|Store\s+|Assistant\s+|Operations\s+|Plant\s+|Shift\s+|Area\s+|"
    rf"District\s+|Regional\s+)?(?:Manager|Supervisor|Director|Owner|President|Foreman|"
    rf"supervisor|manager|owner|co-?worker)),?\s+((?:{_NAME}\s+){{0,2}}{_NAME})\b(?!\s+(?:of|at)\b)"
)


_NOT_NAMES_SET = _NOT_A_NAME = frozenset(
    "The This That She He They Charging Party Plaintiff Defendant Commission EEOC Employee "
    "Intervenor Claimant Complainant Each Who It".split()
)


_SUPERVISOR = re.compile(r"manager|supervisor|foreman|owner|director|president", re.IGNORECASE)


#: the complaint's own suit ("This is an action", "brings this action", "files this Complaint")
_THIS_ACTION = re.compile(
    r"(?i:\b(?:this(?:\s+is\s+an?)?|the\s+(?:present|instant))\s+(?:civil\s+)?"
    r"(?:action|lawsuit|suit|complaint)\b)"
)


#: a person's name as a caption gives it: two to four words, initials allowed
_PERSON_NAME = re.compile(
    r"^(?:[A-Z][\w'’-]+|[A-Z]\.)(?:\s+(?:[A-Z][\w'’-]+|[A-Z]\.|Mc[A-Z]\w+|de|van|von)){1,3}"
    r"(?:,?\s+(?:Jr|Sr|II|III|IV)\.?)?$"
)


def _squash(text: str) -> str:
    return " ".join(text.split())


#: words before a name that are no part of it ("Intervenor Lena Ortiz", "Ms. Hodge",
#: "General Manager Craig Michelet")
_BEFORE_NAME = frozenset(
    "Mr. Ms. Mrs. Miss Dr. Sgt. Lt. Capt. Det. Officer Sergeant Lieutenant Captain Detective "
    "Inspector Commander General Store Assistant Operations Plant Shift Area District Regional "
    "Manager Supervisor Director Owner President Foreman Charging Party Plaintiff Defendant "
    "Intervenor Plaintiff-Intervenor Chief Fire".split()
)


#: a person named with the post an appositive gives ("Jeanne David, a manager of Defendant",
#: "Dennis Bybee, the executive chef of …", "Jimmy Ugaz, another server at …")
_APPOSITIVE = re.compile(
    rf"\b((?:{_NAME}\s+){{1,2}}{_NAME}),\s+(?:(?:a|an|another|the|its|one\s+of\s+(?:the|its))\s+)?"
    r"((?:[a-z]+\s+){0,2}?(?:manager|supervisor|owner|director|president|foreman|chef|cook|"
    r"server|employee|co-?worker|waiter|waitress|bartender|hostess|clerk|driver|officer)s?)\b"
)


_APPOSITIVE_BOSS = re.compile(
    r"manager|supervisor|owner|director|president|foreman|executive|head\s+chef"
)


#: the end of a cited case's name before a party's name ("styled Potter v. ", "Kennedy v. ")
_CITED_CASE = re.compile(r"\b[A-Z][\w.'’-]*\s+v(?:s)?\.\s+$")


#: sentences that restate the complaint's own words, not events ("the practices complained
#: of herein", "requests a jury", "incorporates by reference")
_BOILERPLATE = re.compile(
    r"(?i:complained\s+of\s+(?:herein|above|in\s+paragraph)|requests?\s+a\s+jury|"
    r"incorporates?\s+by\s+reference|re-?alleges|jury\s+trial|informed\s+and\s+believes|"
    # "upon information and belief" is a hedge, not boilerplate: opening a sentence ("On
    # information and belief, Mr. Lee leaked to Sgt. Boyd that …") or inside one
    # ("terminated her in July 2005, upon information and belief") it qualifies the act told;
    # "On information and belief, PMI is the successor of PMII" tells none anyway
    r"complains\s+and\s+alleges|"
    # "As outlined in the facts above, Plaintiff spoke with …": a count retelling the facts
    r"\bas\s+(?:outlined|described|set\s+forth|stated|noted|detailed|discussed|alleged)\s+"
    r"(?:(?:more\s+fully\s+)?in\s+(?:the\s+)?(?:facts|paragraphs?(?:\s+[\d\s,-]+)?)\s+)?above\b)"
)


#: the same, read with the spaces taken out (OCR that shifted them: "c omplainedo f above");
#: "reallege" not after a vowel, where it is a word's end and the next word ("welfare
#: allegedly", "were alleged": no realleging)
_BOILERPLATE_FLAT = re.compile(
    r"complainedof(?:herein|above|inparagraph)|"
    r"(?:practices?|practice\(s\)|conduct|acts|actions)complainedof|"
    r"(?<![aeiou])re-?allege|jurytrial"
)


#: what follows a verb of telling when the complainant reports a wrong to management
_REPORTS_WRONG = re.compile(
    # (the one told may be named with her post first: "told Arlene Shake, another manager of
    # Defendant Fish Hopper, that she did not feel that she was being treated right")
    # (a title's period is no sentence end: "notified Sgt. Brown about …")
    r"(?:[^.;]|(?<=Mr|Ms|Dr|Lt)\.|(?<=Mrs|Sgt)\.|(?<=Capt)\.){0,120}?\b(?:of|about|that)\s+(?:what\s+had\s+(?:happened|occurred)|the\s+fact\s+that\s+"
    r"(?:there\s+(?:was|were)\s+no|(?:\w+\s+){1,3}(?:was|were)\s+not)\b|the\s+(?:\w+\s+){0,2}"
    r"(?:harass\w*|assault|touching|comments|conduct|behaviou?r|incident|discriminat\w*)|"
    r"(?:she|he|they)\s+(?:was|were|had\s+been)\s+(?:being\s+)?(?:harass|touch|grop|assault|"
    r"treated|subjected|discriminat)|(?:\w+\s+){1,3}(?:had\s+)?(?:harass|touch|grop|assault|grabb|"
    r"propositi|kiss)\w*)",
    re.IGNORECASE,
)


_PASSIVE = re.compile(
    r"(?i:\b(?:was|were|been|being|is|are|be|got|get)\s+(?:\w+ly\s+|not\s+|also\s+){0,2}$|"
    # the second participle of a passive: "was treated differently and subjected to …"
    r"\b(?:was|were|been|being|is|are)\s+\w+(?:ed|en)\s+(?:\w+ly\s+)?(?:and|or)\s+$)"
)


#: where the clause that tells an act ends
_CLAUSE_END = re.compile(
    r"[,;:()]|\s(?:because|in\s+retaliation|which|who|when|while|after|before|since|until|"
    r"although|even\s+though|thereby|in\s+violation|and\s+(?:then\s+)?(?:was|were|had|"
    r"[a-z]+ed\b))\b"
    # a sentence the OCR ran on without its period: "… to Plaintiff On or about August 21, 2008"
    r"|\s(?=On\s+(?:or\s+about\s+)?(?:January|February|March|April|May|June|July|August|"
    r"September|October|November|December)\b)"
)


_PRACTICE_ACT = re.compile(
    ocr_tolerant(
        r"\bengag\w*\s+in\s+(?:an?\s+|the\s+following\s+)?(?:unlawful|discriminatory|illegal)\s+"
        r"(?:\d{1,3}\s+)?(?:employment\s+)?(?:\d{1,3}\s+)?practices?"
        # the enforcing authority's words: "are engaged in, and continue to engage in, a
        # pattern or practice of sex discrimination"
        r"|\bengag\w*\s+in,?\s+(?:and\s+continue\s+to\s+engage\s+in,\s+)?an?\s+pattern\s+or\s+"
        r"practice\s+of\b"
    ),
    re.IGNORECASE,
)


_PRONOUN = re.compile(r"^\s*(?:her|him|them)\b", re.IGNORECASE)


_LINE_NUMBER = re.compile(r"(?<=\s)\d{1,2}(?=\s)")


#: "retaliation … in the form of …", "retaliation in being written-up": the acts that follow
#: are how it was done
_MANNER = re.compile(
    r"\b(?:retaliat\w*|harass\w*|hostil\w*)\b[^.;]{0,120}?\bin\s+(?:the\s+form\s+of|being)\b",
    re.IGNORECASE,
)


_FORMS = frozenset({"adverse-action", "discipline", "demotion"})


#: the nouns a charge or a suit alleges ("alleging unlawful employment practices, consisting
#: of sexual harassment"); not "alleging that Defendant terminated him" (an act told)
_ALLEGED = re.compile(
    r"(?i:\balleging\s+(?!that\b)(?:[\w-]+,?\s+){0,12}(?:consisting\s+of\s+|"
    r"including\s+|namely\s+|of\s+)?(?:[\w-]+,?\s+(?:and\s+|or\s+)?){0,6}$)"
)


# --- what is no act (issue 30, eighth round) ---

#: A heading: words in capitals (small words aside), up to a colon or the end ("Refusal to
#: Accommodate Breastfeeding and Ban on Pumping While on Duty: Because …")
_HEADING = re.compile(
    r"^\s*(?:[A-Z][\w’'-]*\s+(?:(?:and|or|of|on|to|the|a|an|in|for|while|with|at|by|from)\s+)*)"
    r"{2,}[A-Z][\w’'-]*\s*(?::|$)"
)

#: What one knew, believed or feared: the acts told inside are another's, told again as
#: what she had in mind ("was aware that the airline had barred two others from …",
#: "felt that her only option was …")
_IN_MIND = re.compile(
    r"(?i:\b(?:(?:was|were|became|is|are)\s+aware|knew|understood|felt|believed|feared|"
    r"worried)\b[^.;]{0,100}?\bthat\b(?:[^.;]|(?<=Mr|Ms|Dr)\.|(?<=Mrs)\.)*$|"
    r"\bfor\s+fear\s+(?:of|that)\b[^.;]*$)"
)

#: The cause of a harm suffered, named as a thing ("As a result of the company's refusal to
#: accommodate her, she has suffered economic harms"): the act is told elsewhere
_HARM_CAUSE = re.compile(
    r"(?i:\b(?:as\s+a\s+(?:direct\s+(?:and\s+proximate\s+)?)?result\s+of|because\s+of|due\s+to)"
    r"\s+[^.;]{0,120}?(?:[’']s|\bits|\btheir|\bthe)\s+(?:[\w-]+\s+){0,2}$)"
)
_SUFFERED = re.compile(r"(?i:\b(?:has|have|had)\s+(?:\w+ly\s+)?suffered\b|\bsuffered\s+)")

#: The verb of a relative clause about a class named by any plural ("flight attendants who
#: request accommodations", "nurses who had complained"): what members of a class do, not an
#: act told (the clause's own verb only: "attendants who had nursed told her …" tells)
_CLASS_WHO = re.compile(
    r"(?-i:\b[a-z]{2,}[a-rt-z]s)\s+who\s+(?:(?:had|have|has|do|did)\s+(?:not\s+)?)?(?:\w+ly\s+)?$"
)

#: An act asked about, not told as done ("asked Ms. Doe whether she meant to resign", "why she
#: was not resigning"; "asked her why she complained" tells that she did)
_ASKED_WHY = re.compile(
    r"(?i:\b(?:ask(?:ed|s|ing)?|wonder(?:ed|s|ing)?|question(?:ed|s|ing)?|inquir(?:ed|es|ing))\b"
    r"(?:[^.;]|(?<=Mr|Ms|Dr)\.|(?<=Mrs)\.){0,60}\b(?:whether\b[^.;]{0,50}|why\s+[^.;]{0,30}"
    r"\b(?:not|never)\s+(?:[\w-]+\s+)?)$)"
)

#: A talk that ends ("the talks terminated", "the call was terminated"): no one's discharge
#: (a contract ended may be a contractor's: not here)
_THING_ENDED = re.compile(
    r"(?i:\b(?:discussions?|negotiations?|talks|mediation|meetings?|calls?|conversations?|"
    r"process)\s+(?:(?:about|regarding|on|over|with|of)\s+(?:[\w-]+\s+){1,3})?"
    r"(?:(?:was|were|had\s+been|has\s+been)\s+)?$)"
)

#: A notice of right to sue asked of the agency ("requested a Notice of Right to Sue": a
#: communication, not its issuing) or named as a time bound ("through the date of receipt of a
#: Right to Sue letter")
_NOT_ISSUED = re.compile(
    r"(?i:\b(?:request(?:ed|s|ing)?|ask(?:ed|s|ing)?\s+for|sought)\s+(?:an?\s+|the\s+)?"
    r"[“\"]?(?:Notice\s+of\s+)?$|\bdate\s+of\s+(?:the\s+)?receipt\s+of\s+(?:an?|the|her|his|"
    r"their)\s+$)"
)

#: A request named as what was refused ("ignored or denied all accommodation requests"):
#: the denial's object, not one more act
_REFUSED_OBJECT = re.compile(
    r"(?i:\b(?:den(?:ied|y|ies|ying)|ignor(?:ed|es|ing)|reject(?:ed|s|ing)|refus(?:ed|es|ing))\b"
    r"[^.;]{0,30}$)"
)


PROTECTED = {"complaint", "charge", "accommodation-request"}


ADVERSE = {
    "termination",
    "discipline",
    "demotion",
    "adverse-action",
    "retaliation",
    "threat",
    "accommodation-denial",
}


_RESULT = re.compile(
    ocr_tolerant(
        r"\b(?:result(?:ed|ing|s)?\s+in|caus(?:ed|ing|es)|led\s+to|so\s+intolerable\s+that|"
        r"forc(?:ed|ing)\s+(?:her|him|them)\s+to)"
    ),
    re.IGNORECASE,
)


_DESPITE = re.compile(ocr_tolerant(r"\b(?:despite|notwithstanding|even\s+though|although)\b"), re.I)


_UNTIL = re.compile(r"\buntil\b", re.IGNORECASE)


_ONSET = re.compile(
    r"\b(?:from|since|at)\s+the\s+(?:very\s+)?(?:onset|beginning|start|outset)\s+of\s+"
    r"(?:her|his|their|the)?\s*employment\b",
    re.IGNORECASE,
)


_AFTER_CLAUSE = re.compile(
    ocr_tolerant(
        r"^\W*(?:\d+\.\s*)?(?:(?:shortly|soon|immediately|just|only\s+(?:days|weeks|hours)|"
        r"(?:a\s+)?(?:few|two|three|several|\d+)\s+(?:days?|weeks?|months?)|one\s+(?:day|week|month))"
        r"\s+)?(?:after|following)\b(?!\s*:)|^\W*(?:\d+\.\s*)?(?:within\s+(?:\w+\s+){1,3}(?:of|after)|"
        r"in\s+(?:response|reply)\s+to|"
        # "When she told them she could not go on without breaks, they put her on leave":
        # the leading clause's act came first
        r"when|once|upon)\b"
    ),
    re.IGNORECASE,
)


_PRIOR_SUIT = re.compile(
    ocr_tolerant(
        r"(?:prior\s+to|before)\s+(?:the\s+)?(?:institution|filing|commencement)\s+of\s+"
        r"this\s+(?:law)?(?:suit|action|complaint)"
    ),
    re.IGNORECASE,
)


_LATER = re.compile(
    ocr_tolerant(
        r"\b(?:later|then|thereafter|subsequently|afterwards?|nevertheless|the\s+(?:next|following)"
        r"\s+(?:day|week|month)|"
        # "She immediately told her union", "The law took effect immediately": right after the
        # act told before (not "immediately after X": the preposition names that act)
        r"immediately(?!\s+(?:after|before|following|upon|prior|when|on|once)\b))\b"
    ),
    re.IGNORECASE,
)


_BECAUSE_OF = re.compile(
    ocr_tolerant(r"\b(?:because\s+of|due\s+to|as\s+a\s+(?:direct\s+)?result\s+of)\b"),
    re.IGNORECASE,
)


#: "terminated Ms. Everett in July 2005, …, after participating in an EEOC investigation",
#: "was fired shortly after / within days of / following her complaint": inside a sentence,
#: the act told after the cue came first (a leading "After X, Y" is read apart)
_AFTER_MID = re.compile(
    ocr_tolerant(
        r"\b(?:(?:shortly|soon|immediately|just|only|(?:a\s+)?(?:few|two|three|several|\d+)\s+"
        r"(?:days?|weeks?|months?|hours?))\s+)?(?:after|following)\b|\bwithin\s+(?:\w+\s+){1,3}"
        r"(?:of|after)\b"
    ),
    re.IGNORECASE,
)


#: a complaint in intervention, and the agency's own suit it joins
_INTERVENES = re.compile(
    r"\b(?:intervene\s+in|motion\s+to\s+intervene|complaint\s+(?:of|in)\s+intervention)\b", re.I
)


_AGENCY_SUIT = re.compile(r"\b(?:EEOC|Commission|Equal\s+Employment\s+Opportunity)\b")


#: "Because she could no longer tolerate the discriminatory conduct, she was forced to quit":
#: a leading reason clause
_BECAUSE_LEAD = re.compile(
    ocr_tolerant(r"^\W*(?:\d+\.?\s*)*(?:because|since|as\s+a\s+result\s+of|due\s+to)\b"),
    re.IGNORECASE,
)


#: "Many female employees were afraid to complain about Stewart's conduct because Stewart was
#: intimidating", "discouraged her from reporting": an act that kept a protected act from
#: being done (PREVENTS)
_DETERRED = re.compile(
    ocr_tolerant(
        r"\b(?:afraid|fearful|scared|reluctant|hesitant|discouraged|deterred|dissuaded|prevented|"
        r"intimidated)\s+(?:\w+\s+){0,2}(?:to|from)\s+(?:\w+\s+){0,2}(?:complain|report|object|"
        r"oppos|protest|come\s+forward|coming\s+forward)"
    ),
    re.IGNORECASE,
)


#: what a reason clause names when it tells no act of its own: the kind of act it recalls
_REASON_KIND = (
    (
        re.compile(
            r"fail\w*\s+to|did\s+nothing|refus\w*\s+to\s+(?:act|stop|investigat)|inaction", re.I
        ),
        "failure-to-act",
    ),
    (
        re.compile(
            r"harass\w*|discriminat\w*\s+(?:conduct|treatment|behaviou?r)|hostil\w*|"
            r"(?:the|such|this)\s+(?:conduct|treatment|behaviou?r|abuse)",
            re.I,
        ),
        "harassment",
    ),
    (re.compile(r"retaliat\w*", re.I), "retaliation"),
)


#: what an act presupposes: (earlier kind, later kind) of the same person — a hiring before
#: the discharge (a request before its refusal: :mod:`legalkg.events.replies`, which picks the
#: request the refusal answers), a discharge before the refusal to
#: reinstate, a charge before the agency's investigation or determination
_SEQUENCE = (
    ("hiring", "termination", "patient", "patient"),
    ("hiring", "termination", "agent", "patient"),  # "Kunnu became employed at Defendant"
    ("hiring", "resignation", "patient", "agent"),
    ("charge", "investigation", "agent", None),
    ("charge", "agency-determination", "agent", None),
    ("charge", "conciliation", "agent", None),
    ("conciliation", "lawsuit", None, None),  # the agency sues when conciliation failed
)


_CAUSING = {"harassment", "failure-to-act", "retaliation", "adverse-action", "demotion"}


#: kinds that tell a standing state or the suit, not an act one can place before another
_STATES = {"employment", "unlawful-practice", "lawsuit"}


_ENDING = {"resignation", "termination"}


#: the causal cues read with the spaces taken out ("harassmenrte sultedi n": OCR that shifted
#: the spaces), found again in the sentence's own offsets
_RESULT_FLAT = re.compile(r"resulted?in|resultingin|ledto|sointolerablethat|tocause[a-z]+to")


#: "complained about the discriminatory treatment": the act complained of came first
_COMPLAINED_OF = re.compile(
    r"^[^.;]{0,40}?\b(?:about|of|regarding|concerning|against)\s+(?:the|her|his|their|this|that|"
    r"such|[A-Z][\w'’]+['’]s)?\s*(?:[\w-]+\s+){0,2}?(?P<what>harass\w*|discriminat\w*|treatment|"
    r"conduct|behaviou?r|touching|comments|remarks|advances|assault\w*|retaliat\w*)",
    re.IGNORECASE,
)


_COMPLAINED_KIND = {
    "haras": ("harassment",),
    "touch": ("harassment",),
    "comme": ("harassment",),
    "remar": ("harassment",),
    "advan": ("harassment",),
    "assau": ("harassment",),
    "retal": ("retaliation", "discipline", "adverse-action"),
    "discr": ("adverse-action", "harassment", "discipline", "demotion"),
    "treat": ("adverse-action", "harassment", "discipline", "demotion"),
    "condu": ("harassment", "adverse-action"),
    "behav": ("harassment",),
}


#: Events that happen once to the same person (told again and again in a complaint).
ONE_OFF = {"termination": "patient", "resignation": "agent", "hiring": "patient"}


_PRIOR = re.compile(r"\b(?:prior\s+to|before)\b[^,;]{0,60}$", re.IGNORECASE)


#: a cue of a new act ("again", "another", "a second"); not the pleading's own "Intervenor
#: also alleges that …", "further claims" (the pleading goes on, the act is not a new one)
_AGAIN = re.compile(
    r"\b(again|also|another|second|third|repeated\w*)\b"
    r"(?!\s+(?:\d{1,3}\s+)?(?:alleg|claim|contend|assert|aver|incorporat|realleg)\w*)",
    re.IGNORECASE,
)


#: acts done to someone that a complaint retells (summary, facts, causes of action)
_TOLD_AGAIN = frozenset(
    {
        "harassment",
        "retaliation",
        "failure-to-act",
        "adverse-action",
        "demotion",
        "discipline",
        "threat",
        "accommodation-denial",
    }
)


_ACT_STOP = frozenset(
    "the and that this with from into their them they have been were which would could "
    "defendant defendants employer company plaintiff commission female male employees "
    "employee other others such also take took taken failed fail failing failure prompt "
    "effective appropriate reasonable steps action violation section title".split()
)


_RECALL = re.compile(
    r"\b(?:the|this|that|such|said|these|those)\s+(?:(?:sexual|racial|physical|verbal|alleged|"
    r"aforementioned|above|same|ongoing|continued|continuing|repeated|severe|unlawful|listed|"
    r"described|mentioned|referenced|foregoing|above-listed|above-described)\s+){0,3}$",
    re.IGNORECASE,
)


#: what stands before a protected act that is recalled, not told: a relative clause ("of
#: which"), a determiner or possessive ("her numerous complaints"), a leading "After"
_RECALLS = re.compile(
    r"(?i:(?:\b(?:of|about|over|regarding)\s+which\s+(?:\w+\s+){0,3}|"
    r"\b(?:her|his|their|the|these|those|such|said)\s+(?:\w+\s+){0,2}|^\W*after\s+)$)"
)


#: a clause of its own that tells a new act: a subject and a finite verb in the quote
_TOLD = re.compile(r"^[A-Z][\w.'’]*(?:\s+[A-Z][\w.'’]*)*\s+(?:\d{1,3}\s+)*(?:had\s+)?[a-z]+ed\b")


#: what introduces the act a report tells: "inform X of how …", "complained about how …"
_REPORTED_HOW = re.compile(r"(?i:\b(?:of|about|regarding|that)\s+how\s+(?:[\w.'’-]+\s+){0,4}$)")


def _flat(text: str) -> str:
    return re.sub(r"[\s\d]+", "", text).casefold()


#: what a failure to act fails to answer: the harassment, the problems, the complaints
_ANSWERED = re.compile(
    r"(?i:harass|problems?\b|conduct|complain|incidents?\b|behavio|discriminat|assault|"
    r"matter\b|situation|remed|correct|prevent|\bstop\b)"
)


#: the words that only name harassment (cut to five letters)
_HARASSMENT_WORDS = frozenset(
    "sexua haras subje hosti envir racia verba physi unwel sever perva condu behav abusi offen "
    "work worki inapp intim".split()
)


#: kinds told once per agent (a complaint has one lawsuit per plaintiff, one practice)
ONE_PER_AGENT = frozenset({"lawsuit", "unlawful-practice", "employment", "charge"})


#: a sentence that retells acts in the words of the law (summary, causes of action)
_RETELLING = re.compile(
    ocr_tolerant(
        r"\b(?:alleg\w*|in\s+violation|violat\w*|unlawful\w*|retaliat\w*|because\s+of|on\s+the\s+basis|"
        r"title\s+vii|the\s+effect\s+of|practices|discriminat\w*)"
    ),
    re.IGNORECASE,
)


_RETELLING_FLAT = re.compile(
    r"alleg|inviolation|violat|unlawful|retaliat|becauseof|onthebasis|titlevii|theeffectof|"
    r"practices|discriminat|hostile(?:work|working)?environment|termsandconditions|(?:this|such|the)(?:sexual|racial)?"
    r"harassment(?:was|created|resulted|led)"
)


#: a complaint in intervention: its own action ("This is an action …") is the intervenor's
_IN_INTERVENTION = re.compile(
    r"(?i:\b(?:complaint|petition)\b[^.]{0,40}\bintervention\b|\bintervenors?\b)"
)


_AGENCY_FILER = re.compile(
    r"\b(?:EEOC|E\.\s?E\.\s?O\.\s?C\.|[Tt]he\s+Commission|Commission|United\s+States)\b"
)


_INTERVENOR_FILER = re.compile(r"(?i:\bintervenor|\bintervening\s+plaintiff)")


#: the heading of a count ("FIRST CAUSE OF ACTION", "COUNT II", "SECOND CLAIM FOR RELIEF"),
#: at the start of its sentence (a line number may stand before it)
_COUNT_HEADING = re.compile(
    r"^\W*(?:\d{1,3}\s+)*(?:(?:[A-Z]+(?:ST|ND|RD|TH)|ONE|TWO)\s+(?:CAUSE\s+OF\s+ACTION|"
    r"CLAIM\s+FOR\s+RELIEF|COUNT)\b|COUNT\s+(?:[IVX]+|\d+|ONE|TWO|THREE|FOUR|FIVE)\b)"
)


_PRAYER_HEADING = re.compile(r"^\W*(?:\d{1,3}\s+)*PRAYER\s+FOR\s+RELIEF\b")


#: what a charge alleges, as its sentence names it: "a charge of retaliation and race
#: discrimination"
_CHARGE_OF = re.compile(
    r"(?i:\bcharges?\s+of\s+((?:[\w-]+,?\s+(?:and\s+|or\s+)?){0,3}?"
    r"(?:discrimination|retaliation|harassment))\b)"
)


#: a charge one has pending ("currently has a charge of retaliation pending at the EEOC"), not
#: "her charge remains pending" (the charge told before)
_PENDING = re.compile(r"(?i:\b(?:has|have)\s+(?:\w+\s+){0,2}charges?\b[^.;]{0,80}\bpending\b)")


#: A request put to the employer for one's work or one's treatment: that something be given,
#: provided, restored or returned, to meet or explain, or why a thing is so.
_ASKS_EMPLOYER = re.compile(
    r"(?i:request(?:ed|s|ing)?\s+that\s+(?:[\w.’'-]+\s+){1,8}?(?:be|are|were)\s+"
    r"(?:\w+ly\s+)?(?:given|provided|returned|restored|reinstated|paid|funded|allowed|"
    r"permitted|granted)\b|"
    r"ask(?:ed|s|ing)?\s+(?:[\w.’'-]+\s+){1,3}?(?:why\b|to\s+(?:meet|explain|provide|"
    r"restore|reinstate|return)\b))"
)
