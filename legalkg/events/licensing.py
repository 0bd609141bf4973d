"""Licensing and testing acts: examinations taken, passed and failed; licences, credentials
and certifications granted, obtained, denied, revoked or suspended; waivers of a requirement.

Complaints against a licensing test (a bar, nursing, teaching, police or firefighter
examination) tell these acts for each named candidate in the same shape, often in the
present perfect ("X has taken and failed the examination", "the Board is denying X her
licence", "X has been able to teach only by receiving special waivers"). The lexicons below
are the frames of :mod:`.frames` for them (raw patterns: verbs with their object, the
nominalisations, the passives); :mod:`.frames` puts them in its table, :mod:`.rules` keeps
them with the guards here.

- What is *taken, passed or failed* is an examination: a noun of testing ("examination",
  "exam", "test", "boards", "the bar") or the test's name in capitals ("the NCLEX", "the
  CBEST"); a capitalised name after "pass" must be followed by "exam"/"test" or end its clause
  (a law is passed too: "Congress passed the ADA").
- What is *granted, obtained, denied, revoked or suspended* is a licence, a credential, a
  certification, a permit or an authorisation to practise.
- A *waiver* (or exemption, variance) granted, issued or received.
- The examination *required* of the class (the unlawful practice a disparate-impact complaint
  challenges) and what the authority does with it (designs, adopts, administers it).
- The candidate's *working life* told around these steps (has worked / taught at a named
  place, was appointed, obtained employment, lost a job): employment, hiring, termination.
- The candidate's results given as the cause of what was done to him
  (:func:`results_causes`: "solely as a result of her scores").

The acts of one candidate ("other": a step of a licensing story; a licence denied, revoked,
suspended or lost is an adverse action) are kept only in a sentence that names one person
(:mod:`.rules`): "applicants who fail the examination are denied a licence" is the rule, not
an act; the requirement put to one person is not the class's practice. Not acts either: what
an authority *can* or *may* do ("the Board can suspend or revoke the licences of nurses": the
statute), what one only wants ("seeking to obtain a licence"), what was not done ("without
having passed", "neither having passed").

>>> import re
>>> any(re.search(p, "she has taken and failed the NCLEX twice", re.I) for p in TEST_ACTS)
True
>>> any(re.search(p, "Congress passed the ADA in 1990", re.I) for p in TEST_ACTS)
False
>>> bool(POWER.search("The Board can suspend or "))
True
"""

from __future__ import annotations

import re

from legalkg.events.model import Event, Evidence, Relation, Sentence

#: Tests that license no one: of the body, of a mask's fit, of drugs ("passed the fit
#: test", "failed a drug test", "a medical examination")
_NOT_LICENSING = (
    r"(?:fit|drug|drugs|alcohol|urine|urinalysis|medical|blood|pregnancy|covid|covid-19|"
    r"breathalyzer|physical|eye|vision|hearing|dna|polygraph|lie|stress|psychological|"
    r"fitness|respirator)"
)

#: An examination: a noun of testing, or a test's name in capitals (case-sensitive inside the
#: case-insensitive table).
_EXAM_NOUN = (
    r"(?:(?:the|an?|her|his|their|this|that|each|every|its)\s+)?(?:(?!" + _NOT_LICENSING + r"\b)"
    r"[\w’'/-]+\s+){0,4}?(?:exam(?:ination)?s?|tests?|boards)\b|(?:the\s+)?bar\b(?:\s+exam\w*)?"
)
_EXAM_NAME = r"the\s+(?-i:[A-Z][A-Z-]{1,}[A-Z])\b"
#: what may follow a test's name when it is the object of "take"/"fail": its clause's end or
#: how many times / where / when ("the NCLEX twice", "the CBEST on several occasions")
_NAME_END = (
    r"(?:\s+(?:exam\w*|tests?)\b|(?=\s*(?:[,.;:)]|$|\s(?:on|in|again|several|numerous|"
    r"multiple|twice|once|three|four|five|\d+|and|but|at|during|since|before|after|"
    r"without)\b)))"
)
_TAKE = r"(?:re)?(?:tak(?:e|es|en|ing)|took)|s(?:at|it|its|itting)\s+for|flunk(?:ed|s|ing)?"
_FAIL = r"fail(?:ed|s|ing)?"
_PASS = r"pass(?:ed|es|ing)?"
#: "taken and failed", "took and passed": one act told with two verbs
_AND = r"(?:\s+and\s+(?:re)?(?:failed|passed|flunked|took|taken|sat\s+for))?"
#: "part of", "each section of", "all three parts of"
_PART = (
    r"(?:(?:all|each|both|one|two|three|four|parts?|portions?|sections?|the|\w+)\s+){0,3}?"
    r"(?:parts?|portions?|sections?)\s+of\s+"
)

#: Examinations taken, passed or failed (kind "other"): the verb and its examination, and the
#: nominalisation "(her) failure to pass the examination".
TEST_ACTS: tuple[str, ...] = (
    rf"\b(?:{_TAKE}|{_FAIL}){_AND}\s+(?:{_PART})?(?:{_EXAM_NAME}{_NAME_END}|{_EXAM_NOUN})",
    rf"\b{_PASS}{_AND}\s+(?:{_PART})?(?:{_EXAM_NAME}(?:\s+(?:exam\w*|tests?)\b|(?=\s*[,.;]))|"
    rf"{_EXAM_NOUN})",
    rf"\b(?:her|his|their)\s+(?:repeated\s+)?failure\s+to\s+pass\s+(?:{_EXAM_NAME}|{_EXAM_NOUN})",
)

#: The examination required of every candidate: the practice a disparate-impact complaint
#: challenges ("the practice of requiring Plaintiffs to pass the examination", "is required
#: to pass the NCLEX", "mandating NCLEX passage"): kind "unlawful-practice" (every mention of
#: it is one act, :mod:`.retellings`).
REQUIREMENTS: tuple[str, ...] = (
    # (someone required to pass it: "the math required to pass the test" is no practice told)
    rf"\brequir(?:e|es|ed|ing)\s+(?:that\s+)?(?:(?!to\b)[\w.’'-]+\s+){{1,4}}?(?:to\s+)?(?:pass|"
    rf"take|sit\s+for)\s+(?:{_EXAM_NAME}|{_EXAM_NOUN})",
    rf"\b(?:is|are|was|were|been|be|being)\s+(?:\w+ly\s+|also\s+)?required\s+to\s+(?:pass|take|"
    rf"sit\s+for)\s+(?:{_EXAM_NAME}|{_EXAM_NOUN})",
    r"\b(?:mandat|requir)(?:e|es|ed|ing)\s+(?:the\s+)?(?-i:[A-Z][A-Z-]{1,}[A-Z])\s+passage\b",
)

#: What the licensing authority does with its examination (kind "other"): designs, develops,
#: adopts, administers, validates it ("Defendants have instituted, developed, and
#: administered the examination"; "the design and implementation of the test").
_MAKE = (
    r"(?:design|develop|implement|administer|adopt|institut|devis|construct|validat)"
    r"(?:ed|es|s|ing|e)?"
)
TEST_ADMINISTRATION: tuple[str, ...] = (
    rf"\b{_MAKE}(?:\s*,?\s+(?:and\s+)?{_MAKE}){{0,3}}\s+(?:{_EXAM_NAME}|{_EXAM_NOUN})",
    rf"\b(?:design|development|implementation|administration|adoption|validation)\s+(?:and\s+"
    rf"(?:design|development|implementation|administration|adoption|validation)\s+)?of\s+"
    rf"(?:{_EXAM_NAME}|{_EXAM_NOUN})",
)

#: A licence to practise: what a licensing authority grants, denies or takes away.
_LICENCE = (
    r"(?:(?!following\b|various\b|several\b|numerous\b|many\b|multiple\b|other\b)"
    r"[\w’'/.-]+\s+){0,5}?(?:licen[cs]es?|credentials?|certifications?|certificates?|"
    r"permits?|authori[sz]ations?)\b"
)

#: A licence granted or obtained (kind "other"); not "seeking to obtain", "the opportunity to
#: obtain", "upon his obtaining" (:data:`UNDONE`).
CREDENTIAL_ACTS: tuple[str, ...] = (
    rf"\b(?:obtain(?:ed|s)?|earn(?:ed|s)?|(?:was|were|been)\s+(?:granted|issued|awarded))\s+"
    rf"(?:an?|her|his|their|the|its)\s+{_LICENCE}",
    rf"\b(?:grant|issu|award)(?:ed|es|s)?\s+(?:(?:Mr|Ms|Mrs|Dr)\.\s*)?[A-Z][\w’'-]*\s+"
    rf"(?:an?|her|his|their|the)\s+{_LICENCE}",
)

#: A waiver of a requirement (or an exemption, a variance) granted, issued or received
#: (kind "other").
WAIVER_ACTS: tuple[str, ...] = (
    r"\b(?:grant|issu|award|receiv|obtain|secur)(?:ed|es|s|ing|e)?\s+(?:[\w.’'-]+\s+){0,4}?"
    r"(?:waivers?|exemptions?|variances?)\b(?!\s+(?:of|from)\s+(?:jury|the\s+right|rights?)\b)",
    r"\b(?:was|were|been)\s+(?:granted|issued|given)\s+(?:[\w.’'-]+\s+){0,3}?"
    r"(?:waivers?|exemptions?|variances?)\b",
    # "the Board waived the examination requirement for Ms. Roe"
    r"\bwaiv(?:ed|es|ing)\s+(?:the\s+|its\s+)?(?:[\w-]+\s+){0,3}?(?:requirements?|examinations?|"
    r"exams?|tests?)\s+for\s+(?:her|him|(?:(?:Mr|Ms|Mrs|Dr)\.\s*)?(?-i:[A-Z]))",
)

#: A licence refused, taken away or kept from one (kind "adverse-action"): denied, revoked,
#: suspended, withheld, not renewed, prevented from obtaining, lost.
LICENCE_DENIALS: tuple[str, ...] = (
    rf"\b(?:revok(?:ed|es|ing|e)|rescind(?:ed|s|ing)?|suspend(?:ed|s|ing)?|withh[eo]ld(?:s|ing)?|"
    rf"withdr[ae]w(?:n|s|ing)?|refus(?:ed|es|ing|e)\s+to\s+(?:issue|grant|renew|reinstate)|"
    rf"(?:not|never)\s+renew(?:ed)?|den(?:y|ied|ies|ying))\s+(?:[\w.’'-]+\s+){{0,3}}?"
    rf"(?:(?:an?|her|his|their|the|its|said)\s+|[\w-]+['’]s?\s+)"
    rf"{_LICENCE}",
    rf"\bprevent(?:ed|s|ing)?\s+(?:[\w.’'-]+\s+){{0,3}}?from\s+(?:obtaining|receiving|getting|"
    rf"securing|earning|renewing)\s+(?:an?|her|his|their|the|its|said)\s+{_LICENCE}",
    rf"\b(?:lost|lose|loses|losing)\s+(?:her|his)\s+{_LICENCE}",
    rf"\b(?:revocation|suspension|denial|non-?renewal)\s+of\s+(?:her|his|their)\s+{_LICENCE}",
    # "her nursing license was suspended", "his credential has been revoked"
    r"\b(?:her|his)\s+(?:[\w-]+\s+){0,3}?(?:licen[cs]e|credential|certification|certificate|"
    r"permit)s?\s+(?:was|were|has\s+been|had\s+been)\s+(?:\w+ly\s+)?(?:revoked|suspended|"
    r"denied|withdrawn|rescinded|cancell?ed|not\s+renewed)\b",
)

#: A capital: the name of a school, a district, an employer ("in the Pomona Unified School
#: District", "at St. Benedict's", "at CSUS"), read case-sensitively.
_PLACE = r"(?:in|at|for|with|by)\s+(?:the\s+|a\s+)?(?-i:[A-Z])"

#: A candidate's working life, told in the present perfect or a narrative present ("has
#: worked in the … District for twenty years", "has taught … in the … District", "is
#: currently working part-time … at CSUS", "taught English … at St. Thomas More", "spent
#: seven years teaching at a State preschool", "substituting in the … District"): an
#: employment (kind "employment"), the place named in its clause.
CAREER_ACTS: tuple[str, ...] = (
    r"\b(?:(?:has|have|had)\s+(?:\w+ly\s+|also\s+)?(?:worked|taught|served|substituted|"
    r"been\s+employed)|(?:is|are|was|were)\s+(?:\w+ly\s+|also\s+|again\s+)?(?:working|"
    r"teaching|serving|substituting)|(?:teaches|taught|substitutes|substituted|spent\s+"
    r"(?:[\w-]+\s+){1,3}(?:teaching|working)))\b(?=[^.;]{0,120}?\b" + _PLACE + r")",
    # "has 14 years of experience as a high school teacher in the public schools of …"
    r"\b(?:has|have|had)\s+(?:[\w-]+\s+){0,2}years?\s+of\s+(?:\w+\s+)?experience\s+as\s+an?\b",
)

#: A post given or found ("was appointed to the position of …", "appointed him
#: Vice-Principal", "obtained employment at …"): a hiring; a job lost ("lost his job at …"):
#: a termination.
HIRING_ACTS: tuple[str, ...] = (
    # (a seat on a board or a committee is no post: "appointed to the Board of Directors of
    # the local league")
    r"\b(?:was|were|been|being)\s+appointed\s+(?!to\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+)?"
    r"(?:board|committee|commission|council|panel|task\s+force)\b)(?:by\s+(?:the\s+)?(?-i:[A-Z])[^,.;]{0,60}?\s+)?"
    r"(?:to\s+(?:the\s+)?(?:position|post|office)\s+of|as\s+(?:the\s+)?(?-i:[A-Z])|"
    r"(?-i:[A-Z])|(?:[\w-]+\s+){1,3}?(?:of|at)\s+(?:the\s+)?(?-i:[A-Z]))",
    r"\bappoint(?:ed|s)\s+(?:him|her)\s+(?:as\s+)?(?:the\s+)?(?-i:[A-Z])",
    r"\bobtain(?:ed|s)\s+(?:a\s+|full-time\s+|part-time\s+){0,2}(?:employment|job|position|"
    r"post)\s+(?:as\s+[^,.;]{0,40}?\s+)?(?:at|with)\b",
)
JOB_LOSSES: tuple[str, ...] = (
    r"\b(?:lost|loses|losing)\s+(?:her|his)\s+(?:\w+\s+)?(?:job|employment)\b",
)

#: A post given or found, a job lost, the examination required (for the participants of
#: :mod:`.rules`).
REQUIRED = re.compile("|".join(f"(?:{p})" for p in REQUIREMENTS), re.IGNORECASE)
APPOINTED = re.compile("|".join(f"(?:{p})" for p in HIRING_ACTS), re.IGNORECASE)
JOB_LOST = re.compile("|".join(f"(?:{p})" for p in JOB_LOSSES), re.IGNORECASE)

#: A working life's acts: employment, a post given or found, a job lost.
CAREER = re.compile(
    "|".join(f"(?:{p})" for p in CAREER_ACTS + HIRING_ACTS + JOB_LOSSES), re.IGNORECASE
)

#: The acts of one candidate ("other"): kept only in a sentence that names one person.
ONE_CANDIDATE = re.compile(
    "|".join(f"(?:{p})" for p in TEST_ACTS + CREDENTIAL_ACTS + WAIVER_ACTS), re.IGNORECASE
)

#: Examinations taken, passed or failed; waivers granted or received.
TESTS = re.compile("|".join(f"(?:{p})" for p in TEST_ACTS), re.IGNORECASE)
WAIVERS = re.compile("|".join(f"(?:{p})" for p in WAIVER_ACTS), re.IGNORECASE)

#: Every licensing act (for the guards of :mod:`.rules`).
LICENSING = re.compile(
    "|".join(
        f"(?:{p})"
        for p in TEST_ACTS + CREDENTIAL_ACTS + WAIVER_ACTS + LICENCE_DENIALS + TEST_ADMINISTRATION
    ),
    re.IGNORECASE,
)

#: What an authority can do, the law's text, not an act: "the Board can suspend or revoke",
#: "has the authority to waive", "is empowered to grant" (just before the act).
POWER = re.compile(
    r"\b(?:can|may|must|shall|(?:would|will|could|might)(?:\s+not)?(?:\s+\w+)?(?:\s+be)?|"
    r"(?:power|authority|discretion|authori[sz]ed|empowered)\s+to)\s+(?:not\s+)?(?:\w+ly\s+)?(?:[a-z]+\s+(?:or|and|and/or)\s+)?$",
    re.IGNORECASE,
)

#: Not done, only wanted or required: "without having passed", "despite not having passed",
#: "neither having passed", "seeking to obtain", "in order to obtain", "the opportunity to
#: obtain", "to attend college and obtain", "required to pass", "continues to retake".
UNDONE = re.compile(
    r"(?:\b(?:not|never|neither|nor|without)\s+(?:yet\s+)?(?:having\s+|been\s+able\s+to\s+)?|"
    r"\bto\s+(?:[\w-]+\s+(?:[\w-]+\s+)?(?:and|or)\s+)?)$",
    re.IGNORECASE,
)


#: The cause a complaint gives for what was done to a candidate: his or her own results
#: ("solely as a result of her examination scores", "because of his failure to pass the
#: examination", "based on her failure to obtain a passing score").
_RESULTS_CAUSE = re.compile(
    r"\b(?:as\s+a\s+(?:direct\s+)?result\s+of|because\s+of|based\s+(?:solely\s+|only\s+)?(?:up)?on|"
    r"due\s+to|on\s+account\s+of)\s+(?:her|his|their)\s+(?:[\w-]+\s+){0,3}?(?:scores?|results?|"
    r"failure\s+to\s+(?:pass|obtain|achieve|attain))\b",
    re.IGNORECASE,
)


def results_causes(events: list[Event], sentences: dict[str, Sentence]) -> list[Relation]:
    """CAUSES from a candidate's examination (taken and failed) to what was done to that
    candidate when the act's sentence gives the results as its cause ("The Board is denying X
    a licence solely as a result of her scores"; "Because of his failure to pass the
    examination, X lost his job"). The candidate is the act's patient and the examination's
    agent; an act done to no one named, or to a class, is linked to nothing (never guessed).
    The evidence is the cue."""
    tests: dict[str, Event] = {}
    for e in events:
        if e.type == "other" and any(TESTS.search(x.quote) for x in e.evidence):
            takers = {p.entity for p in e.participants}
            if len(takers) == 1:
                tests.setdefault(takers.pop(), e)
    out: list[Relation] = []
    for e in events:
        if e.type not in ("adverse-action", "termination", "demotion"):
            continue
        patients = {p.entity for p in e.participants if p.role == "patient"}
        if len(patients) != 1:
            continue
        test = tests.get(patients.pop())
        if test is None:
            continue
        for x in e.evidence:
            cue = _RESULTS_CAUSE.search(sentences[x.sentence_id].text)
            if cue:
                out.append(
                    Relation(
                        f"lic-r{len(out) + 1}",
                        "CAUSES",
                        test.id,
                        e.id,
                        (Evidence(x.sentence_id, cue.group(0)),),
                        0.5,
                    )
                )
                break
    return out
