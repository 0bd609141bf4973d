"""Acts of governments, councils and public employers: the frames of a public body's story.

A complaint against a State or a city tells its acts in the shapes of public life rather than
of a workplace: a bill is *introduced*, *passed* (by both houses, by the City Council),
*signed* and *takes effect*; a legislature *convenes* a session; an ordinance is *passed*; a
council *approves* an appointment, puts a *condition* on it ("with the stipulation that he
undergo a physical examination"), and the one appointed is *not sworn in*; officials *state*
things in public; a letter is answered ("in a response dated …"); a commission *finds probable
cause*; a public servant *applies for* and *is awarded* a pension, *completes* the training of
a post, *is recommended* for it and *reports* to be sworn in. The lexicons below are the frames
of :mod:`.frames` for them (raw patterns: verbs with their object, the passives, the
nominalisations), one tuple per event kind; :mod:`.frames` puts them in its table.

What a law *says* is not an act ("H.B. 2 requires …"): only what a body or an official did
with a measure is one. A measure is named by its noun ("bill", "ordinance", "resolution",
"legislation", "executive order") or its number ("H.B. 2", "S.B. 12", "Ordinance 7056").

>>> from legalkg.events.frames import kind_of
>>> kind_of("the county board adopted the new ordinance")
'other'
>>> kind_of("H.B. 7 went into effect at once")
'other'
>>> kind_of("the Mayor stated publicly that the rule was needed")
'communication'
>>> kind_of("the new law went into effect in 2016") is None  # a law of the background
True
>>> kind_of("she was never sworn in as deputy clerk")
'adverse-action'
"""

from __future__ import annotations

import re
from dataclasses import replace

from legalkg.events.model import Event, Sentence

#: A measure named by its number ("H.B. 2", "SB 12", "Ordinance 7056", "Executive Order 93").
#: (the number may be blanked as an inline line number: "H.B. 2 took effect" reads "H.B.
#: took effect" to the rules)
NAMED_MEASURE = (
    r"(?:(?-i:[HS])\.\s?(?-i:B)\.(?:\s?\d+)?|(?-i:HB|SB)\s?\d+|(?-i:Ordinance|Resolution|Bill|"
    r"Executive\s+Order)\s+(?:No\.\s*)?\d+)"
)
#: What a legislature or a council acts on: a measure by its noun or its number.
MEASURE = (
    r"(?:bills?|legislation|ordinances?|resolutions?|measures?|amendments?|statutes?|laws?|"
    r"executive\s+orders?|" + NAMED_MEASURE + r")"
)
_BODY = (
    r"(?:council|legislature|general\s+assembly|assembly|senate|house|board|commission|"
    r"congress|parliament|city|county|state|governor|mayor)"
)
#: a few words before the measure ("the new zoning ordinance", "the Charlotte Ordinance")
_DET_WORDS = r"(?:(?:an?|the|this|that|its|their|his|her)\s+)?(?:[\w.’'-]+\s+){0,3}?"

#: A measure's life: a session convened, a bill introduced, passed, signed, vetoed, taking
#: effect; an ordinance passed by a council (active, passive and the noun "passage of"). (Not
#: a vote told inside an official's quoted words: its agent would be the speaker.)
LAWMAKING: tuple[str, ...] = (
    r"\bconven(?:ed|es|ing|e)\s+(?:an?\s+|the\s+|its\s+)?(?:special|emergency|extraordinary|"
    r"joint|legislative)\s+(?:legislative\s+)?session\b",
    r"\b(?:introduc|propos|sponsor)(?:ed|es|ing|e)\s+" + _DET_WORDS + MEASURE + r"(?![\w-])",
    # the passive: "the bill was introduced", "the ordinance was adopted in May"
    MEASURE + r"\s+(?:was|were|had\s+been|has\s+been)\s+(?:\w+ly\s+|first\s+)?(?:introduced|"
    r"adopted|passed|approved|ratified|repealed|signed|vetoed)\b",
    r"\b(?:pass|adopt|ratif(?:y|ie)|approv|repeal|amend)(?:ed|es|ing|e|s)?\s+"
    + _DET_WORDS
    + MEASURE
    + r"(?![\w-])",
    # "The bill passed both houses", "the ordinance passed unanimously"
    MEASURE + r"\s+(?:\w+ly\s+)?passed\b(?!\s+(?:by|in|to|on\s+to)\s+(?:the\s+)?(?:\w+\s+)?"
    r"(?:examination|exam|test))",
    r"\bpassed\s+(?:both|the|each)\s+(?:houses|chambers|house|senate|legislature)\b",
    # "Ordinance 7056 passed by the City Council", "was passed by the legislature"
    r"\bpassed\s+by\s+(?:the\s+)?(?:[\w.’'-]+\s+){0,3}?" + _BODY + r"\b",
    r"\bpassage\s+of\s+" + _DET_WORDS + MEASURE + r"(?![\w-])",
    r"\bsign(?:ed|s|ing)?\s+(?:into\s+law\s+)?" + _DET_WORDS + MEASURE + r"(?![\w-])",
    r"\bveto(?:ed|es|ing)?\s+" + _DET_WORDS + MEASURE + r"(?![\w-])",
    # "H.B. 2 took effect immediately", "the ordinance went into effect": a measure of the story,
    # named by its number or as the bill, the ordinance ("the new law went into effect" tells
    # the background of a claim, not an act)
    r"(?:" + NAMED_MEASURE + r"|\b(?:the|this|that)\s+(?:bill|ordinance|resolution|executive\s+"
    r"order))\s+(?:\w+ly\s+)?(?:took|takes|went|goes|came|comes|became|becomes)\s+"
    r"(?:into\s+)?effect(?:ive)?\b",
    # the second act of one subject: "was enacted and became effective on March 23"
    r"(?<=and\s)(?:took|went|became)\s+(?:into\s+)?effect(?:ive)?\b",
    # "the Senate voted unanimously Wednesday to stop …"
    # "signed contract assurances", "signed an assurance of compliance": a public body's
    # promise to a funder
    r"\bsign(?:ed|s|ing)?\s+(?:[\w-]+\s+){0,2}?assurances?\b",
)

#: An appointment approved or made ("approved Plaintiff's appointment", "These two
#: individuals were appointed without …").
APPOINTMENTS: tuple[str, ...] = (
    r"\b(?:approv|confirm)(?:ed|es|ing)\s+(?:[\w.’'-]+\s+){0,2}?(?:[\w.-]+['’]s\s+)?"
    r"(?:appointments?|nominations?)\b",
    # (the bare passive with the terms it was made on: "were appointed without any
    # stipulations"; "was appointed as …, to the position of …" is :mod:`.licensing`'s)
    r"\b(?:was|were)\s+(?:\w+ly\s+)?appointed\s+(?=without\b|with\b|on\s+(?:the\s+)?condition\b|"
    r"subject\s+to\b)",
)

#: A post given on a condition put to one person ("with the stipulation that Plaintiff undergo
#: a physical examination", "was required to take a medical examination"), and the oath not
#: given ("was not sworn in", "refused to swear him in").
CONDITIONS: tuple[str, ...] = (
    # (no word boundary before: the OCR runs words together, "AssistantHarbormasterwith the
    # stipulation", "Plaintiffwas not sworn in", "Plaintiffapplied for")
    r"with\s+the\s*(?:stipulation|condition|proviso|requirement)\s*that\b",
    r"\b(?:on|upon)\s+(?:the\s+)?condition\s+that\s+(?:he|she|they|plaintiff)\b",
    r"(?:was|were)\s+required\s+to\s+(?:take|undergo|submit\s+to|pass)\s+(?:an?\s*)?"
    r"(?:[\w-]+\s+){0,2}?(?:physical|medical|psychological|psychiatric|fitness)\w*\s+"
    r"(?:(?:\w+\s+)?examination|exam|evaluation|test)s?\b",
    r"(?:was|were|has|have|had)\s+(?:not|never)\s+(?:been\s+)?sworn\s+in\b",
    r"\b(?:refus|declin)(?:ed|es|ing)\s+to\s+swear\s+(?:\w+\s+)?in\b",
)

#: An office of public life before the speaker's name ("Councilman Robert Cusack", "Lieutenant
#: Governor Dan Forest", "Senate President Phil Berger", "President Spellings"); the OCR may
#: glue the name on ("CouncilmanRobert").
OFFICE = re.compile(
    r"\b(?:Governor|Gov\.|Senators?|Sen\.|Representatives?|Rep\.|Congress(?:man|woman)|"
    r"Council(?:man|woman|member|lor|or)|Council\s+Member|Alderm[ae]n|Mayor|Speaker|Secretary|"
    r"Commissioner|Chancellor|Attorney\s+General|Legislators?|City\s+Manager|"
    r"President(?=\s+[A-Z]))"
)


def public_statement(text: str, start: int) -> bool:
    """Whether a statement told at ``start`` is an official's: an office named before it in
    the sentence ("When State Representative Dan Bishop introduced H.B. 2, he stated that").
    What a manager or a co-worker "stated" is how another act was done (a refusal, a remark),
    not an act of its own."""
    return bool(OFFICE.search(text[:start]))


#: What an official said in public or answered ("stated that", "stated on his website, “…”",
#: "made explicit public statements", "In a response dated April 13, President X affirmed
#: that …": the answer is the affirming, the response its vehicle).
STATEMENTS: tuple[str, ...] = (
    r"\b(?:stated|declared|affirmed|asserted|proclaimed|remarked|announced|explained|"
    r"characterized)\s+(?:publicly\s+)?(?:(?:on|in)\s+(?:an?|his|her|their|its|the)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:website|blog|statement|interview|speech|release|post|letter)\s*)?"
    r"(?:to\s+(?:the\s+)?(?:press|media|reporters)\s+)?(?:that\b|,?\s*[“\"])",
    r"\bmade\s+(?:[\w-]+\s+){0,2}?public\s+(?:statements?|remarks?|comments?|announcements?)\b",
)

#: A public servant's steps: a pension or benefits applied for or awarded, the training of a
#: post completed, a recommendation for it, reporting to be sworn in. (A public body's own
#: benefit, a grant or funding, is applied for and awarded in the same words: "applied for and
#: was approved for a standard operating grant", "was awarded $40,000 in grant funds"; the
#: period a grant spans is not the day of the act: :func:`benefit_period`.)
_BENEFIT = r"(?:pension|retirement|benefits|grants?|funding|funds)\b"
SERVICE_STEPS: tuple[str, ...] = (
    # (no word boundary before: "Plaintiffapplied for", "Plaintiffcompleted", OCR)
    r"appl(?:ied|ies|y|ying)\s+for\s+(?=(?:and\s+(?:was|were)\s+\w+\s+(?:for\s+)?)?(?:an?\s+|"
    r"the\s+|(?:her|his|their|its)\s+)?(?:[\w-]+\s+){0,2}?" + _BENEFIT + ")",
    r"\b(?:was|were|been)\s+(?:awarded|granted|approved\s+for)\s+(?:an?\s+|the\s+)?"
    r"(?:[\w$,-]+\s+){0,3}?" + _BENEFIT,
    r"complet(?:ed|es|ing)\s+(?:all\s*|the\s+|(?:her|his|their)\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:training|classes|courses|academy|prerequisites)\b",
    r"\b(?:was|were)\s+(?:\w+ly\s+)?recommended\s+(?:by\s*[^,.;]{0,60}?)?\s*for\s+"
    r"(?:an?\s+|the\s+)?(?:appointment|promotion|hire|hiring|position|post)\b",
    r"report(?:ed|s)\s+to\s+[^.;]{0,80}?\bto\s+be\s+sworn\s+in\b",
)

#: A commission's finding of probable cause (the State agency's word for reasonable cause);
#: an agency's notice of the right to sue ("issued a 'Notice of Right To Sue'", "a Notice of
#: Suit Rights", the OCR gluing "ofRight"); an enforcing authority's notice of what it
#: determined ("notified all Defendants … that the United States had determined they were not
#: in compliance"): a determination, told in a letter.
PROBABLE_CAUSE: tuple[str, ...] = (
    r"\bissu(?:ed|es|e|ing)\s+(?:an?\s+|the\s+|its\s+)?(?:[“\"'‘’]+\s*)?Notice\s*of\s*(?:the\s+)?"
    r"(?:Right\s*to\s*Sue|Suit\s*Rights)\b",
    r"\bnotif(?:ied|ies|y)\s+[^.;]{0,120}?\bthat\s+(?:it|the\s+(?:[\w.]+\s+){1,3}?)(?:had|has)\s+"
    r"(?:determined|found|concluded)\b",
    r"\b(?:determined|found|finds|determines)\s+(?:that\s+)?(?:there\s+(?:was|is|existed)\s+)?"
    r"probable\s+cause\b",
    r"\bfinding\s+of\s+probable\s+cause\b",
)

#: An inquiry by letter ("sent a letter to President X seeking information to determine
#: whether the University was complying"): an investigation, not a message.
INQUIRIES: tuple[str, ...] = (
    r"\bsen(?:t|d|ds|ding)\s+(?:an?\s+)?(?:letter|request|inquiry)\s+(?:to\s+[^,.;]{0,60}?\s+)?"
    r"(?:seeking|requesting)\s+information\b",
)

#: A warning of legal or enforcement action ("advised Defendants that it would take
#: enforcement action … if …"): a threat, whoever tells it.
WARNINGS: tuple[str, ...] = (
    r"\b(?:advis|inform|notif|warn|told|tell)\w*\s+(?:[\w.’'-]+\s+){0,4}?that\s+(?:it|he|she|they|"
    r"the\s+\w+)\s+would\s+(?:take|bring|file|pursue|initiate|commence)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:enforcement\s+action|legal\s+action|(?:law)?suit|proceedings)\b",
)

#: Unequal treatment named as such ("subjected Plaintiff to discriminatory treatment because of
#: his disability", "was subjected to disparate treatment"): the discrimination the counts
#: charge, not a harassment.
TREATMENT: tuple[str, ...] = (
    # (the slots keep their space; "to" may be glued to the word before: "Plaintiffto")
    r"\bsubject(?:ed|ing)\s+(?:[\w.’'-]+\s+){0,3}?[\w.’'-]*?to\s*(?:[\w-]+\s+){0,2}?(?:disparate|"
    r"discriminatory|different|unequal|less\s+favorable)\s*treatment\b",
)

#: Nothing done by any of several ("no Defendant has taken steps to …").
NO_STEPS: tuple[str, ...] = (
    r"\bno\s+(?:[\w-]+\s+){0,2}?(?:has|have|had)\s+(?:yet\s+)?taken\s+(?:any\s+)?"
    r"(?:steps|action|measures)\b",
)

#: One employed by a public body, the OCR having glued "by" to the next word ("was
#: previously employed bythe City of …") and the subject to "was" ("Plaintiffwas").
PUBLIC_SERVICE: tuple[str, ...] = (
    r"(?:was|were|had\s+been|has\s+been)\s+(?:\w+ly\s+)?employed\s+by\s*(?:the|a)\s*"
    r"(?-i:[A-Z])",
)

#: The statements that need an office before them (:func:`public_statement`).
STATED = re.compile(STATEMENTS[0], re.IGNORECASE)


#: A date that bounds the benefit itself ("a standard operating grant that spans November 1,
#: 2022, to October 31, 2027", "a new operating grant for November 1, 2025 to October 31,
#: 2030"): the grant's period, told after its noun.
_SPANS = re.compile(
    r"(?i:\b(?:grants?|funding|funds|pension|benefits)\b\s+(?:that\s+(?:spans?|covers?|runs?)|"
    r"spanning|covering|for(?:\s+the\s+period)?(?:\s+(?:of|from))?)\s*$)"
)


def benefit_period(text: str, date_text: str) -> bool:
    """Whether ``date_text`` stands in ``text`` as the period of a benefit (see above), not as
    the day of an act.

    >>> benefit_period("It won a grant that spans May 1, 2020, to May 1, 2022.", "May 1, 2020")
    True
    >>> benefit_period("On May 1, 2020, it won a grant.", "May 1, 2020")
    False
    """
    text, date_text = " ".join(text.split()), " ".join(date_text.split())
    at = text.find(date_text)
    while at >= 0:
        if _SPANS.search(text[max(0, at - 80) : at]):
            return True
        at = text.find(date_text, at + 1)
    return False


def undate_benefit_periods(events: list[Event], by_id: dict[str, Sentence]) -> list[Event]:
    """The events whose date one of their sentences gives as a benefit's period ("a grant
    that spans November 1, 2022, to October 31, 2027") left undated: a period is no day."""
    return [
        replace(e, date=None)
        if e.date is not None
        and e.date.text
        and any(benefit_period(by_id[v.sentence_id].text, e.date.text) for v in e.evidence)
        else e
        for e in events
    ]
