"""What a complaint alleges: discrimination bases, areas, retaliation and statutes (rules).

The labels are the Civil Rights Litigation Clearinghouse's coding, spelled exactly as in its
case records (``issues`` for bases, areas and retaliation, ``causes`` for statutes), so that a
complaint's claims can be compared with a case's coding. Each claim cites the sentences that
state it (sentence id and an exact quote).

How a claim is found (a grammar of cues, not a list of complaints):

- the text is read per sentence in a *squeezed* form (lower case, letters, digits and ``§``
  only), so OCR-broken spacing ("basiso f sex", "harassm ent") reads as written;
- sentences of the prayer for relief (after ``PRAYER``/``WHEREFORE``) and sentences that merely
  list what a statute forbids (three or more protected traits in one sentence: "race, color,
  religion, sex or national origin") are not allegations and cite nothing;
- a basis is a protected trait the complaint names as the reason ("because of her sex", "on
  the basis of race", "sexual harassment", "his disability", "pregnant"); an area is what was
  done (harassment, discharge, promotion, hiring, accommodation or leave, demotion, discipline,
  assignment and hours, disparate impact); retaliation is a reprisal the complaint alleges;
- "Disparate Treatment" is claimed when the complaint says so ("treated … less favorably",
  "similarly situated", "disparate treatment") or alleges a basis under Title VII, the ADA or
  the ADEA without resting only on disparate impact.

>>> from legalkg.events.segment import segment
>>> text = ("STATEMENT OF CLAIMS\\n7. Defendant discharged Smith because of her race, Black, "
...         "in violation of Title VII.\\n8. Defendant fired her in retaliation for her complaint.")
>>> [c.label for c in find_claims(segment(text))]  # doctest: +NORMALIZE_WHITESPACE
['Discrimination Basis: Race discrimination',
 'Discrimination Area: Discharge / Constructive Discharge / Layoff',
 'Discrimination Area: Disparate Treatment', 'General/Misc.: Retaliation',
 'Title VII (including PDA), 42 U.S.C.  § 2000e']
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from legalkg.events.model import Claim, Evidence, Sentence

KINDS = ("basis", "area", "retaliation", "statute")

BASIS = "Discrimination Basis: "
AREA = "Discrimination Area: "
RETALIATION = "General/Misc.: Retaliation"

#: basis label → cues (regular expressions on the squeezed sentence)
BASES: dict[str, tuple[str, ...]] = {
    "Race discrimination": (
        r"(?:becauseof|basisof|onaccountof|basedon|motivatedby)(?:his|her|their|its|the)?"
        r"(?:perceived)?(?:race|color|colour)",
        r"racial(?!lybalanced)",
        r"racediscriminat",
        r"(?:blackorafricanamerican|africanamerican|africanamericans)(?:employee|worker|applicant|"
        r"driver|female|male|women|men|candidate|officer)",
        r"raceandor|raceorcolor|raceblack|raceafricanamerican|racewhite|raceasian",
        r"niggers?|monkey",
    ),
    "Sex discrimination": (
        r"(?:becauseof|basisof|onaccountof|basedon|motivatedby)(?:his|her|their|its|the)?"
        r"(?:sex|gender)(?!ual)",
        r"sexualharass|sexuallyharass|sexualadvance|sexualcomment|sexualremark|sexualpropos",
        r"sexdiscriminat|genderdiscriminat|sexbased|genderbased|sexfemale|sexmale",
        r"pregnan|breastfeed|lactat",
    ),
    "Pregnancy discrimination": (r"pregnan", r"pregnancydiscriminationact"),
    "Family discrimination": (
        r"breastfeed|lactat|breastpump|pumpbreastmilk|expressbreastmilk|caregiv|familialstatus|"
        r"familyresponsibilit",
    ),
    "Disability (inc. reasonable accommodations)": (
        r"(?:becauseof|basisof|onaccountof|basedon|regardedashaving|recordof)(?:his|her|their|a|"
        r"the)?(?:perceived)?(?:disabilit|impairment)",
        r"(?:hisdisabilit|herdisabilit|theirdisabilit|qualifiedindividualwitha?disabilit|"
        r"disabilitydiscriminat|disabledemployee)",
    ),
    "Age discrimination": (
        r"(?:becauseof|basisof|onaccountof|basedon)(?:his|her|their|the)?age(?!nc|nd|nt)",
        r"agediscriminat|agediscriminationinemploymentact|(?:40|forty)yearsofageorolder",
    ),
    "Religion discrimination": (
        r"(?:becauseof|basisof|onaccountof|basedon)(?:his|her|their|the)?religio",
        r"religiousbelie|religiouspractic|religiousobserv|religiousaccommodat|sincerelyheld|"
        r"religiousdiscriminat|religiondiscriminat|religiousfreedomrestoration",
    ),
    # attested in the Clearinghouse vocabulary, not among the 20 cases at hand
    "National origin discrimination": (
        r"(?:becauseof|basisof|onaccountof|basedon)(?:his|her|their|the)?nationalorigin",
        r"nationalorigindiscriminat|ethnicslur",
    ),
}

#: area label → cues
AREAS: dict[str, tuple[str, ...]] = {
    "Harassment / Hostile Work Environment": (
        r"harass(?!mentpolic|mentpreventio|menttrain|mentaware)",
        r"hostile(?:work|working)?environment(?!awareness|training|polic|prevention|course)|"
        r"abusiveworkingenvironment|offensiveworkingenvironment",
    ),
    "Discharge / Constructive Discharge / Layoff": (
        r"(?:discharg|terminat|fired|firing|laidoff|layoff|layingoff)(?:ed|ing|e|es|ion)?"
        r"(?:him|her|them|his|their|mr|ms|mrs|\w{0,20}(?:employment|position))",
        r"(?:was|were)(?:constructively)?(?:discharg|terminat|fired|laidoff)",
        r"constructive(?:ly)?discharg|forced(?:him|her|them)?to(?:resign|quit|leave|retire)",
        r"(?:wrongful|unlawful|retaliatory)(?:termination|discharge)",
        r"(?:discharges?|terminations?|firing)of(?:mr|ms|mrs|charging|the(?:charging|aggrieved)|"
        r"her|his|their|qualified)",
        r"(?:her|his|their)(?:termination|discharge|resignation|firing)",
    ),
    "Promotion": (
        r"(?:failedto|refusedto|failureto|refusalto|denied(?:him|her|them)?(?:a)?|notto|"
        r"refusingto|failingto|passedoverfor|consideredfor)promot",
        r"promotion(?:to|s)?(?:the)?(?:position|sales|supervis|manager|lead|captain|sergeant)",
        r"denialofpromotion|(?:denied|selectedfor|deniedthe)promotion",
    ),
    "Hiring": (
        r"(?:failedto|refusedto|failureto|refusalto|notto|refusingto|failingto|decisionnotto)hire",
        r"(?:applicationfor|appliedfor)(?:a|an|the)?(?:position|job|employment|work)",
        r"hiringpractic|hiringdecision|rejectedapplicant|(?:were|was)nothired|passingscore|"
        r"certificationexam|(?:job|employment)applicant",
    ),
    "Accommodation / Leave": (
        r"reasonableaccommodat|accommodat(?:e|ion)(?:his|her|their|religious)",
        r"(?:maternity|medical|sick|pregnancy|parental|unpaid|paid|family)leave|leaveofabsence|"
        r"familyandmedicalleave|fmla",
        r"breastpump|pumpbreastmilk|expressbreastmilk|lactationroom|pumping",
    ),
    "Demotion": (r"demot",),
    "Discipline": (
        r"disciplined|suspended(?:him|her|them|without)|suspension(?:of|without)|"
        r"(?:wrote|written)(?:him|her|them)?up|reprimanded",
    ),
    "Conditions of Employment (including assignment, transfer, hours, working conditions, etc.)": (
        r"transferred(?:him|her|them)|reassign|involuntar(?:y|ily)transfer|"
        r"(?:reduced|cut|cutting|reducing|reduction)(?:in)?(?:his|her|their)?(?:work)?"
        r"(?:hours|shifts|schedule)",
        r"(?:lessdesirable|undesirable|lesserfavorable)(?:assignment|shift|duties|job|work)",
        r"(?:assigned|assigning)(?:him|her|them)(?:to)?(?:less|menial|undesirable|only)",
        r"(?:grooming|beard|shaving|clean ?shaven)(?:polic|requirement|rule|standard)",
        # work withheld or watched more closely: overtime refused, work scrutinised
        r"(?:refus|den|permit|allow)\w{0,25}toworkovertime|"
        r"(?:denied|denial|refused)\w{0,10}overtime",
        r"scrutiniz\w{0,30}(?:more|harsh|closely|than)|(?:greater|closer|heightened|more)scrutiny",
        r"lessfavorabletermsand(?:conditions)?",
    ),
    "Disparate Impact": (
        r"disparateimpact|adverseimpact|disproportionate(?:ly)?(?:exclud|impact|affect|"
        r"fail|eliminat|screen)|disproportionat\w{0,12}(?:black|hispanic|latino|minorit|women)",
    ),
}

DISPARATE_TREATMENT = "Disparate Treatment"
#: "similarly situated" compares with other employees, not in a class action's "on behalf of
#: … all others similarly situated" nor of one litigant to another ("similarly situated to the
#: plaintiffs in the Potter case")
_DISPARATE_TREATMENT = re.compile(
    r"disparatetreatment|treated(?:him|her|them)?(?:\w{0,30})?(?:less|more)favorabl|"
    r"lessfavorabl|differentlythan|(?<!others)(?<!other)(?<!allothers)similarlysituated"
    r"(?!to(?:the)?(?:plaintiff|petitioner|claimant)|situate|class)|"
    r"differenttermsandconditions|differenttermsconditions"
)

#: area label → cues on the sentence as written (case matters: a name after the verb)
AREAS_AS_WRITTEN: dict[str, re.Pattern[str]] = {
    "Discharge / Constructive Discharge / Layoff": re.compile(
        r"\b(?:discharged|terminated|fired|laid\s+off)\s+(?:(?:Mr|Ms|Mrs|Dr)\.\s+)?"
        r"(?!Defendant|The\b|Title\b)[A-Z][A-Za-z'’-]+"
    ),
    "Promotion": re.compile(
        r"\b(?:denied|denying|refused|passed\s+over)\s+(?:(?:Mr|Ms|Mrs|Dr)\.\s+)?"
        r"[A-Z][A-Za-z'’-]+\s+(?:a\s+|the\s+|any\s+)?promotion"
    ),
}

#: an act told as what may, will or could happen, or as one proposed, is not an allegation
#: that it happened ("will be demoted", "his termination will be proposed", "the power to
#: terminate them"); checked just before (and, for the noun, just after) the cue
_HYPOTHETICAL_BEFORE = re.compile(
    r"(?:will|would|may|might|could|shall|can)(?:not)?(?:also)?be$|(?<!been)(?<!notto)be$|"
    r"(?:power|authority|right|ability|discretion|threatened|threatening|threatens)to$|"
    r"propos(?:e|ed|es|ing)(?:for|the|a|his|her|their)?$"
)
_HYPOTHETICAL_AFTER = re.compile(r"^(?:will|would|may|might|could|shall)be|^(?:is|was)proposed")
#: the areas a complaint may tell only as the form its retaliation took ("retaliation … in the
#: form of being written-up, reassigned"; "after each report … written-up"): the coding names
#: the retaliation, not a discrimination area
_RETALIATION_FORMS = {
    "Discipline",
    "Conditions of Employment (including assignment, transfer, hours, working conditions, etc.)",
    "Demotion",
}
#: an assignment the employee asks for is an accommodation sought, not a condition imposed
#: ("requests for temporary job reassignment", "accommodations such as … reassignment")
_SOUGHT = re.compile(r"request|accommodat|propos|suchas")
_CONDITIONS = (
    "Conditions of Employment (including assignment, transfer, hours, working conditions, etc.)"
)
_AFTER_REPORT = re.compile(
    r"after(?:each|every|her|his|their|the|reporting|complaining)\w{0,12}(?:report|complain)"
)
#: a claim brought elsewhere or kept back is not this complaint's: "has a charge of
#: retaliation pending at the EEOC", "does not assert her retaliation claims at this time"
_NOT_ASSERTED = re.compile(r"chargeof\w{0,60}pending|doesnotassert|donotassert|isnotasserting")

_RETALIATION = re.compile(
    r"retaliat(?!ionpolic|ionprevent)|reprisal|inresponseto(?:her|his|their)(?:complain|"
    r"oppos|report)|becauseshe(?:had)?(?:complain|oppos|report|fil)|"
    r"becausehe(?:had)?(?:complain|oppos|report|fil)"
)
#: "fear of retaliation", "protected from retaliation": not an allegation of reprisal
_NOT_RETALIATION = re.compile(r"(?:fearof|fearing|fearedthat|afraidof)retaliat")

#: statute label (as in the Clearinghouse ``causes``) → cues
STATUTES: dict[str, tuple[str, ...]] = {
    "Title VII (including PDA), 42 U.S.C.  § 2000e": (
        r"titlevii(?!i)",
        r"2000e",
        r"pregnancydiscriminationact",
    ),
    "Americans with Disabilities Act (ADA), 42 U.S.C. §§ 12111 et seq.": (
        r"americanswithdisabilitiesact",
        r"§+121(?:0[1-9]|1[0-7])",
    ),
    "Age Discrimination in Employment Act (ADEA), 29 U.S.C. §§ 621 et seq.": (
        r"agediscriminationinemploymentact",
        r"29usc§+6(?:2[1-9]|3[0-4])",
    ),
    "42 U.S.C. § 1981": (r"(?:§|section|sec)1981(?!a)",),
    "42 U.S.C. § 1983": (r"(?:§|section|sec)1983",),
    "Title VI, Civil Rights Act of 1964, 42 U.S.C. § 2000d et seq.": (
        r"titlevi(?!i)(?!i)",
        r"2000d",
    ),
    "Religious Freedom Rest. Act/Religious Land Use and Inst. Persons Act (RFRA/RLUIPA)": (
        r"religiousfreedomrestorationact|rfra",
    ),
    "State Anti-Discrimination Law": (
        r"humanrightsact|humanrightslaw|fairemploymentandhousingact|civilrightsact(?:of)?"
        r"(?:michigan|colorado|ohio|texas)|antidiscriminationact|"
        r"(?:colorado|california|minnesota|newyork|illinois|newjersey|districtofcolumbia|"
        r"michigan|ohio|texas|washington|oregon|iowa|massachusetts|pennsylvania)"
        r"(?:antidiscrimination|humanrights|fairemployment|civilrights|labor)",
    ),
}

_RELIEF = re.compile(r"^(?:prayer|wherefore|relief|requestedrelief|demandforrelief)")


def squeeze(text: str) -> str:
    """Lower case, only letters, digits and ``§`` (OCR-split words read whole).

    >>> squeeze("unlawful employmentp racticeso n the basiso f sex")
    'unlawfulemploymentpracticesonthebasisofsex'
    """
    return re.sub(r"[^a-z0-9§]+", "", undouble(text).lower())


def undouble(text: str) -> str:
    """Text whose every character the OCR doubled ("TThhiiss  iiss") read once; other text
    unchanged.

    >>> undouble("TThhiiss  iiss  aann  aaccttiioonn"), undouble("a good letter")
    ('This is an action', 'a good letter')
    """
    pairs = re.findall(r"(\S)(\S)", text)
    if len(pairs) < 4 or sum(a == b for a, b in pairs) < 0.8 * len(pairs):
        return text
    return re.sub(r"(\S)\1|(\s)\2", lambda m: m.group(1) or m.group(2), text)


@dataclass(frozen=True, slots=True)
class Squeezed:
    """A sentence's squeezed text and where its words begin (a cue must begin a word)."""

    text: str
    starts: frozenset[int]

    def has(self, pattern: str | re.Pattern[str]) -> bool:
        """Whether ``pattern`` matches at the start of a word."""
        return any(m.start() in self.starts for m in re.finditer(pattern, self.text))

    def stated(self, pattern: str | re.Pattern[str]) -> list[int]:
        """Where ``pattern`` matches at the start of a word as an act told as happened (not
        after "will be", "the power to", "proposed for", nor before "will be").

        >>> squeezed("she will be demoted").stated("demot"), squeezed("was demoted").stated("demot")
        ([], [3])
        """
        return [
            m.start()
            for m in re.finditer(pattern, self.text)
            if m.start() in self.starts
            and not _HYPOTHETICAL_BEFORE.search(self.text[max(0, m.start() - 24) : m.start()])
            and not _HYPOTHETICAL_AFTER.match(self.text[m.end() : m.end() + 16])
        ]


def squeezed(text: str) -> Squeezed:
    """:func:`squeeze` with the word starts kept.

    >>> squeezed("and emotional distress").has("demot"), squeezed("was demoted").has("demot")
    (False, True)
    """
    out: list[str] = []
    starts: set[int] = set()
    previous = " "
    for ch in undouble(text).lower():
        if re.match(r"[a-z0-9§]", ch):
            if not re.match(r"[a-z0-9§]", previous):
                starts.add(len(out))
            out.append(ch)
        previous = ch
    return Squeezed("".join(out), frozenset(starts))


def _is_heading(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and len(text.split()) <= 10 and all(c.isupper() for c in letters)


def allegations(sentences: Iterable[Sentence]) -> list[tuple[Sentence, Squeezed]]:
    """The sentences that may state a claim, with their squeezed text: not the prayer for
    relief (from a ``PRAYER``/``WHEREFORE`` heading or sentence to the next heading)."""
    out: list[tuple[Sentence, Squeezed]] = []
    relief = False
    for s in sentences:
        flat = " ".join(undouble(s.text).split())
        sq = squeeze(flat)
        if _is_heading(flat):
            relief = bool(_RELIEF.match(sq))
            continue
        if sq.startswith("wherefore"):
            relief = True
        if not relief:
            out.append((s, squeezed(flat)))
    return out


def _traits(sq: Squeezed) -> int:
    """How many protected traits a sentence lists (a statute's list names three or more)."""
    found = 0
    for cue in (
        r"race|racial",
        r"color",
        r"religio",
        r"sex(?!ual)|gender",
        r"nationalorigin",
        r"disabilit",
        r"(?<!p)age(?:40|orolder|discrimination)|ageor|orage",
    ):
        if sq.has(cue):
            found += 1
    return found


_LEAD = re.compile(r"^(?:\s*(?:[•·*~_]+|\d{1,3}\s*\.|[a-zA-Z]\.(?=\s)|\d{1,3}(?=\s)))+\s*")


def _quote(sentence: Sentence) -> Evidence:
    """The sentence without its paragraph number and page debris ("21.", "•  •  •")."""
    text = sentence.text
    lead = _LEAD.match(text)
    quote = text[lead.end() :].strip() if lead else text.strip()
    return Evidence(sentence.id, quote or text.strip())


def find_claims(sentences: Iterable[Sentence], *, most: int = 3) -> list[Claim]:
    """The claims of a complaint (see the module docstring), each citing up to ``most``
    sentences (the first that state it), sorted by kind and label."""
    rows = allegations(sentences)
    found: dict[tuple[str, str], list[Evidence]] = {}

    def hit(kind: str, label: str, s: Sentence) -> None:
        items = found.setdefault((kind, label), [])
        if len(items) < most and all(e.sentence_id != s.id for e in items):
            items.append(_quote(s))

    #: per area of _RETALIATION_FORMS: whether a sentence tells it outside a reprisal
    apart: dict[str, bool] = {}
    for s, sq in rows:
        listing = _traits(sq) >= 3
        for name, cues in STATUTES.items():
            if any(sq.has(c) for c in cues):
                hit("statute", name, s)
        elsewhere = bool(_NOT_ASSERTED.search(sq.text))
        if not listing and not elsewhere:
            for name, cues in BASES.items():
                if any(sq.has(c) for c in cues):
                    hit("basis", BASIS + name, s)
        flat = " ".join(undouble(s.text).split())
        reprisal = sq.has(_RETALIATION) and not sq.has(_NOT_RETALIATION)
        # where a reprisal or a report is told: an act told just after is the form it took
        reprisals = [
            m.start() for p in (_RETALIATION, _AFTER_REPORT) for m in re.finditer(p, sq.text)
        ]
        for name, cues in AREAS.items():
            at = [i for c in cues for i in sq.stated(c)]
            if name == _CONDITIONS:
                at = [i for i in at if not _SOUGHT.search(sq.text[max(0, i - 90) : i])]
            if at or (name in AREAS_AS_WRITTEN and AREAS_AS_WRITTEN[name].search(flat)):
                hit("area", AREA + name, s)
                if name in _RETALIATION_FORMS:
                    told_apart = not at or any(
                        not any(0 < i - r <= 200 for r in reprisals) for i in at
                    )
                    apart[name] = apart.get(name, False) or told_apart
        if sq.has(_DISPARATE_TREATMENT):
            hit("area", AREA + DISPARATE_TREATMENT, s)
        if reprisal and not elsewhere:
            hit("retaliation", RETALIATION, s)
    if ("retaliation", RETALIATION) in found:
        for name, told_apart in apart.items():
            if not told_apart:  # only ever the form the reprisal took
                found.pop(("area", AREA + name), None)
    bases = [k for k in found if k[0] == "basis"]
    statutes = {k[1] for k in found if k[0] == "statute"}
    federal = any(("Title VII" in x or "ADA" in x or "ADEA" in x) for x in statutes)
    impact = (("area", AREA + "Disparate Impact")) in found
    dt = ("area", AREA + DISPARATE_TREATMENT)
    if bases and federal and dt not in found and not impact:
        # the basis sentences are the evidence of the different treatment
        found[dt] = list(found[bases[0]])
    order = {k: i for i, k in enumerate(KINDS)}
    return [
        Claim(label, kind, tuple(ev))
        for (kind, label), ev in sorted(found.items(), key=lambda x: (order[x[0][0]], x[0][1]))
    ]


#: the kinds the Clearinghouse ``issues`` coding holds (statutes are in ``causes``)
def coded_label(label: str) -> str | None:
    """The kind of a Clearinghouse ``issues`` label that claims can be compared with, or None.

    >>> coded_label("Discrimination Area: Promotion"), coded_label("EEOC-centric: Direct Suit")
    ('area', None)
    """
    if label.startswith(BASIS):
        return "basis"
    if label.startswith(AREA):
        return "area"
    if label == RETALIATION:
        return "retaliation"
    return None
