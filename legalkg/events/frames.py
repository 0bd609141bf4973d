"""Semantic frames of the event kinds of employment complaints (who does what to whom).

Each kind is described by its lexicon rather than by phrases: the verbs that tell it (lemmas,
with their particle or object: "lay off", "file … charge", "brush against"), the nouns that
name it (nominalisations: "termination", "dismissal", "advances", "slurs") and where its
patient stands. The inflected forms ("terminated", "terminating", "written", "laid") come from
``lemminflect`` (an offline English inflection lexicon), so a lemma stands for every form, the
passive included ("was discharged", "slurs were written"). The patterns are OCR-tolerant (a
space may fall inside a long stem, "term inate"; one letter of the next word may be glued on,
"subjectedt o").

:data:`VERBS` is the ordered table the rules extractor tries (a more specific frame first:
a constructive discharge is a resignation before it is a discharge; a refusal to hire is an
adverse action before it is a hiring).

>>> kind_of("Defendant instead hiring a younger man")
'hiring'
>>> kind_of("a co-worker brushed against her")
'harassment'
>>> kind_of("racial slurs were written on the wall")
'harassment'
>>> kind_of("This is an action under Title VII")
'lawsuit'
>>> kind_of("Plaintiffwas terminatedon May 3")
'termination'
>>> kind_of("the supervisor did nothing")
'failure-to-act'
>>> kind_of("Defendant refused to hire her")
'adverse-action'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from legalkg.events.agencies import AGENCY_COMPLAINTS, CLOSURES, RECEIPTS, REMOVALS
from legalkg.events.government import (
    APPOINTMENTS,
    CONDITIONS,
    INQUIRIES,
    LAWMAKING,
    NO_STEPS,
    PROBABLE_CAUSE,
    PUBLIC_SERVICE,
    SERVICE_STEPS,
    STATEMENTS,
    TREATMENT,
    WARNINGS,
)
from legalkg.events.licensing import (
    CAREER_ACTS,
    CREDENTIAL_ACTS,
    HIRING_ACTS,
    JOB_LOSSES,
    LICENCE_DENIALS,
    REQUIREMENTS,
    TEST_ACTS,
    TEST_ADMINISTRATION,
    WAIVER_ACTS,
)
from legalkg.events.publicacts import OTHER_ACTS, TOLD_ACTS


@dataclass(frozen=True, slots=True)
class Frame:
    """One event kind: its verbs (lemma, or lemma and what follows it: a particle, an
    object), its nouns, and constructions that only its structure tells (``raw``)."""

    kind: str
    verbs: tuple[str, ...] = ()
    nouns: tuple[str, ...] = ()
    raw: tuple[str, ...] = ()


_DET = (
    r"(?:a|an|the|her|his|their|its|this|that|another|formal|written|internal|timely|eeo|eeoc|"
    r"administrative|\s)*"
)

#: What one asks for when a pregnancy, nursing or a condition keeps one from the usual work:
#: a post off the line ("a temporary ground position", "light duty"), breaks to pump, days off,
#: leave of a medical kind or longer leave ("to extend her leave", "medical leave").
_ACCOMMODATED = (
    r"(?:(?:temporary\s+|modified\s+)?(?:ground|light[-\s]duty|office|desk|modified[-\s]duty|"
    r"sedentary)\s+(?:assignments?|positions?|jobs?|duty|duties|work)\b|light[-\s]duty\b|"
    r"(?:excused\s+)?days?\s+off\b|breaks?\s+(?:to|for)\s+(?:pump|express|nurs|breastfe|"
    r"lactat)\w*|(?:medical|maternity|pregnancy|fmla|non-fmla|extended)\s+(?:medical\s+)?"
    r"leave\b|(?:to\s+)?extend\s+(?:her|his|their|the)\s+(?:\w+\s+)?leave\b|"
    r"accommodations?\s+for\s+(?:pumping|breastfeeding|nursing|lactation|(?:her|his)\s+"
    r"(?:pregnancy|condition|disability))\b|lactation\s+(?:breaks?|rooms?|space)\b|"
    # (accommodations proposed; points or absences to be excused)
    r"(?:[\w-]+\s+)?accommodations?\b|(?:points|absences)\b)"
)

#: In the order they are tried.
FRAMES: tuple[Frame, ...] = (
    Frame(
        "resignation",
        verbs=(
            "resign",
            "quit",
            "constructively discharge",
            "force to resign",
            "force to quit",
            "retire from",
        ),
        nouns=("resignation", "constructive discharge", "constructive termination"),
        raw=(  # "constructivelyd ischargedf rom" (OCR), "she voluntarily terminated her employment"
            # "took retirement from the MPD", "took early retirement"
            r"\b(?:took|takes|take|taking)\s+(?:an?\s+)?(?:early\s+)?retirement\b",
            r"\bc ?o ?n ?s ?t ?r ?u ?c ?t ?i ?v ?e ?l ?y\s*(?:\d{1,3}\s+)?"
            r"(?:d ?i ?s ?c ?h ?a ?r ?g ?e ?d?|t ?e ?r ?m ?i ?n ?a ?t ?e ?d?|fired)",
            # "she was forced to terminate her employment": the one forced out left
            r"\bforc(?:ed|ing)\s+(?:her|him|them\s+)?to\s+(?:\d{1,3}\s+)?(?:terminate|end|leave)\s+"
            r"(?:\d{1,3}\s+)?(?:her|his|their)\s+(?:own\s+)?(?:employment|job|position)\b",
            r"\b(?:voluntarily|she|he)\s+(?:\w+ly\s+)?(?:terminated|ended|left)\s+"
            r"(?:her|his)\s+(?:own\s+)?(?:employment|job|position)\b",
            # "when he left to undertake a journey", "she left the Department"
            r"\b(?:she|he)\s+(?:\w+ly\s+)?left\s+(?:the\s+(?:employ|Department|[Cc]ompany|firm|"
            r"agency)\b|to\s+(?:undertake|pursue|accept|attend|care\s+for|take\s+(?:a|another)\s+"
            r"(?:job|position))\b)",
        ),
    ),
    # "filed a complaint with OSC": to an office, not a court (:mod:`.agencies`)
    Frame("complaint", raw=AGENCY_COMPLAINTS),
    Frame(
        "lawsuit",
        raw=(
            r"\bthis\s+is\s+an\s+action\s+(?:under|for|to|brought|pursuant|seeking|arising)",
            # "This complaint is being filed within ninety days of …": the suit, passive
            r"\b(?:this|the\s+(?:instant|present))\s+(?:civil\s+)?(?:complaint|action|lawsuit|suit)\s+"
            r"(?:is|was|has\s+been)\s+(?:being\s+)?(?:timely\s+)?filed\b",
            r"\b(?:bring|brings|brought|filed?|files|commenc\w+|institut\w+)\s+this\s+"
            r"(?:civil\s+)?(?:action|lawsuit|complaint|suit)\b(?!\s+(?:is|was)\b)",
            r"\bthe\s+(?:civil\s+)?action\s+brought\s+by\b",
            r"\bfiled\s+(?:the\s+instant|its|a|the)\s+(?:law)?suit\b|\bfiled\s+suit\b",
            # "filed a civil action in this Court": another suit, told as a fact
            r"\bfiled\s+(?:a|an|their|his|her)\s+(?:civil\s+)?(?:action|lawsuit|complaint)\s+"
            r"(?:in|with|against)\b",
            r"\bcomplaint\s+in\s+intervention\b",
            r"\bfiles?\s+(?:its|this|the|her|his|their)\s+(?:[A-Z]\w*\s+){0,2}complaint\b",
            # (and the suit's first pleading: "filed the original Complaint in this matter")
            r"\bfiled\s+(?:the|its|her|his|their)\s+(?:original|initial|first)\s+complaint\s+"
            r"(?:in|with|before)\s+(?:this|the)\s+(?:matter|action|case|court|suit)\b",
        ),
    ),
    Frame(
        # "was proposed for termination", "a notice of proposed removal": a step of
        # discipline that may lead to a discharge, not the discharge
        "discipline",
        raw=(
            # "put her on probation", "was placed on a performance improvement plan", "placed
            # him on administrative leave pending the inquiry": a sanction short of a discharge
            # (the frames of leave that costs one pay are an adverse action, below)
            r"\b(?:put(?:s|ting)?|plac(?:ed|es|ing|e))\s+(?:[\w.’'-]+\s+){0,3}?on\s+(?:an?\s+)?"
            r"(?:[\w-]+\s+){0,2}?(?:probation|performance\s+improvement\s+plan|"
            r"administrative\s+leave)\b",
            r"\bpropos(?:ed|es|ing|e)\s+(?:(?:her|him|them|[A-Z]\w+)\s+)?for\s+"
            r"(?:termination|removal|dismissal|discharge|suspension)\b",
            r"\bproposed\s+(?:termination|removal|dismissal|discharge|suspension)\b",
        ),
    ),
    Frame(
        "termination",
        verbs=("terminate", "discharge", "lay off", "let go", "fire"),
        nouns=("termination", "discharge", "layoff", "lay-off", "firing"),
        raw=(  # one is separated from a job, not from one's babies
            r"\bseparat(?:ed|ing|e|es)\s+(?:(?:her|him|them)\s+)?from\s+(?:(?:her|his|their|the)\s+)?"
            r"(?:employment|job|position|company|[A-Z])",
            # one dismisses a person, not her concerns or a claim
            r"\bdismiss(?:ed|es|ing)?\s+(?:her|him|them|Plaintiff|Ms\.|Mr\.|Mrs\.|(?-i:[A-Z][a-z]+))\b"
            r"(?!['’]s|\s+(?:concerns?|claims?|complaints?|grievances?|charges?))",
            r"\b(?:was|were|been)\s+dismissed\s+from\b",
            r"\bdismissal\s+(?:of|from)\s+(?:her|his|their)\s+(?:employment|job|position)",
        ),
    ),
    Frame(
        "charge",
        verbs=(
            f"file {_DET}charge",
            f"file {_DET}(?:complaint|charge)s? with the (?:eeoc|commission|equal)",
        ),
        # "file a District of Columbia Office of Human Rights complaint": a complaint to an
        # agency is a charge
        nouns=("charge of discrimination",),
        raw=(
            # "supplemented the factual allegations in her charge", "amended his charge": the
            # charge told again to the agency, one more step of it
            r"\b(?:supplement|amend)(?:ed|s|ing)?\s+(?:the\s+(?:[\w-]+\s+){0,2}?allegations\s+in\s+)?"
            r"(?:her|his|their|its|the)\s+(?:EEOC\s+)?charges?\b",
            # ("filed an internal EEO complaint" is made to the employer: a complaint)
            # "Timely charges covering the Plaintiffs' allegations … were filed with the EEOC"
            # (the grounds between commas: "charges of discrimination by Plaintiff, based upon
            # disability, disparate treatment and retaliation, were filed with the Commission")
            r"\bcharges?\s+(?:[\w.’'-]+,?\s+){0,14}?(?:were|was|ha(?:ve|s|d)\s+been)\s+(?:\w+ly\s+)?"
            r"filed\s+with\s+the\b",
            r"\bfil(?:e|ed|es|ing)\s+(?:an?|her|his|their)\s+(?:(?!internal\b)[\w.’'-]+\s+){0,6}?"
            r"(?:Human\s+Rights|Fair\s+Employment|EEOC?)\s+(?:complaint|charge)s?\b",
            # "a charge of retaliation and race discrimination (pending at the EEOC)": what
            # a charge alleges is its subject, not an act told (the retaliation is alleged)
            # (every ground it names: "a charge of discrimination and retaliation")
            r"\bcharges?\s+of\s+(?:[\w-]+,?\s+(?:and\s+|or\s+)?){0,3}?"
            r"(?:discrimination|retaliation|harassment)(?:,?\s+(?:and|or|and/or)\s+(?:[\w-]+\s+)"
            r"{0,2}?(?:discrimination|retaliation|harassment))*\b",
        ),
    ),
    # licensing and testing (:mod:`.licensing`): before a failure to act ("failed the
    # examination" is no "fail to") and the bare "deny"
    Frame("unlawful-practice", raw=REQUIREMENTS),
    Frame("other", raw=TEST_ACTS + CREDENTIAL_ACTS + WAIVER_ACTS + TEST_ADMINISTRATION),
    Frame("adverse-action", raw=LICENCE_DENIALS),
    Frame("employment", raw=CAREER_ACTS),
    Frame("termination", raw=REMOVALS),
    Frame("hiring", raw=HIRING_ACTS),
    Frame("termination", raw=JOB_LOSSES),
    # acts of governments and councils (:mod:`.government`)
    Frame("other", raw=LAWMAKING + SERVICE_STEPS),
    # rulings, settlements, writings of policy, executive orders (:mod:`.publicacts`)
    Frame("other", raw=OTHER_ACTS),
    Frame("communication", raw=TOLD_ACTS),
    Frame("hiring", raw=APPOINTMENTS),
    Frame("adverse-action", raw=CONDITIONS),
    Frame("communication", raw=STATEMENTS),
    Frame("agency-determination", raw=PROBABLE_CAUSE + CLOSURES),
    Frame("communication", raw=RECEIPTS),
    Frame("investigation", raw=INQUIRIES),
    Frame("threat", raw=WARNINGS),
    Frame("failure-to-act", raw=NO_STEPS),
    Frame("unlawful-practice", raw=TREATMENT),
    Frame("employment", raw=PUBLIC_SERVICE),
    Frame(
        "accommodation-request",
        verbs=(
            f"request {_DET}(?:reasonable )?accommodation",
            f"ask for {_DET}(?:reasonable )?accommodation",
            f"seek {_DET}(?:reasonable )?accommodation",
        ),
        nouns=("request for (?:a )?(?:reasonable )?accommodation", "accommodation request"),
        raw=(
            # what is asked for is itself an accommodation of a pregnancy, a nursing mother or
            # a condition ("requested a ground assignment", "asked for light duty", "sought to
            # extend her leave", "made repeated requests for excused days off", "inquiring about
            # accommodations for pumping"); a verb, not the noun ("denied her request for a
            # ground assignment" is the denial); leave for another reason ("asking for leave
            # for bereavement") is only a message
            r"\b(?:request(?:ed|ing)|ask(?:ed|ing)?\s+for|s(?:ought|eeking|eek)|"
            r"(?:made|make|making|submitted)\s+(?:[\w-]+\s+){0,2}?requests?|inquir(?:ed|ing|e)\s+"
            r"about|rais(?:ed|ing)\s+the\s+possibility\s+of)"
            r"\s+(?:[\w’'-]+\s+){0,5}?" + _ACCOMMODATED,
        ),
    ),
    Frame(
        "accommodation-denial",
        raw=(
            # a request refused ("Frontier denied each of those requests", "denied Ms. Doe's
            # request, stating that …", "rejected his requests"): the request denied is the
            # accommodation asked for (a request told before)
            r"\b(?:denied|denying|denies|rejected|rejecting|rejects)\s+(?:(?:each|all|both|any|"
            r"one)\s+of\s+)?(?:those|these|her|his|their|the|such|(?:Ms|Mr|Mrs|Dr)\.\s*"
            r"[A-Z][\w-]+[’']?s?)\s+(?:[\w-]+\s+){0,2}?requests?\b",
            # the accommodation asked for, ignored or refused ("ignored her requests for a
            # temporary ground position", "refused to re-code those absences as FMLA leave",
            # "can not [sic] accommodate any restrictions")
            r"\bignor(?:ed|es|ing)\s+(?:\w+\s+){0,2}requests?\s+for\s+(?:\w+\s+){0,2}?"
            + _ACCOMMODATED,
            r"\brefus(?:ed|es|ing|e)\s+to\s+(?:re-?code|re-?categori[sz]e|re-?classify|excuse|"
            r"approve|grant|extend)\s+(?:[\w-]+\s+){0,3}?(?:absences?|leave|points|days\s+off|"
            r"breaks?)\b",
            r"\bcan\s*not\s+(?:\[sic\]\s+)?(?:offer\s+(?:any\s+)?)?accommodat\w*",
            r"\b(?:denied|denying|denies|deny|refus\w*|reject\w*|fail\w*\s+to\s+provide)\b"
            r"(?:[^.;]|(?<=Mr|Ms|Dr)\.|(?<=Mrs)\.){0,40}accommodat\w*",
            r"\bfail(?:ed|ing|ure)\s+to\s+(?:reasonably\s+)?accommodate\b",
            # the law's words for it: "refused to engage in an interactive process"
            r"\brefus(?:ed|es|ing|al|e)\s+to\s+engage\s+in\s+(?:an?\s+|any\s+|the\s+)?interactive\s+"
            r"process\b",
        ),
    ),
    Frame(
        "adverse-action",
        verbs=(
            "refuse to hire",
            "fail to hire",
            "decline to hire",
            "refuse to rehire",
            "refuse to promote",
            "fail to promote",
            "deny promotion",
            "not offer job",
            "not offer jobs",
            # "Ms. Romak was not selected for any roles", "was not chosen for the post"
            "not select",
            "not choose",
            "discriminate against",
            # "was passed over for the Security Advisor West role"
            "pass over",
        ),
        raw=(
            # "were required to reapply for their current roles", "forcing him to move":
            # what one is made to do
            r"\b(?:requir|forc|compell?)(?:ed|ing|es|e)\s+(?:[\w.’'-]+\s+){0,4}?to\s+"
            r"(?:re-?apply|re-?interview|resubmit|relocate|move\s+from|transfer)\b",
            # a contract not renewed, as decided or done: "had already decided that it would
            # not renew her contract", "declined to renew his contract", "the non-renewal of
            # her contract" (the decision is the act, not a future one)
            r"\b(?:decided|decision|determined)\s+(?:that\s+)?(?:it|they|he|she|the\s+\w+)\s+"
            r"(?:would|will)\s+not\s+renew\s+(?:her|his|their)\s+(?:\w+\s+)?contracts?\b",
            r"\b(?:declin|refus)(?:ed|es|ing|e)\s+to\s+renew\s+(?:her|his|their)\s+(?:\w+\s+)?"
            r"contracts?\b|\bnon-?renewal\s+of\s+(?:her|his|their)\s+(?:\w+\s+)?contracts?\b",
            # "prohibited the coach from taking part in the ceremony", "barred her from
            # attending the meeting": kept from one's work or its honours
            r"\b(?:prohibit|bar)(?:red|ed|s|ring|ting)?\s+(?:[\w.’'-]+\s+){1,3}?from\s+"
            r"(?:participating|taking\s+part|attending|coaching|working|returning|entering|"
            r"contacting|speaking)\b",
            # "approved this relocation to Pennsylvania", "his Approval of Mr. Taylor's transfer"
            r"\bapprov(?:ed|es|ing|al\s+of)\s+(?:[\w.’'-]+\s+){0,3}?(?:relocation|transfer|"
            r"reassignment)\b",
        ),
        nouns=("failure to hire", "refusal to hire", "failure to promote"),
    ),
    Frame(
        # leave and absences as the employer imposes or counts them: "placed Ms. Doe on a
        # non-FMLA medical leave", "was forced onto unpaid leave", "she was grounded from her
        # flights", "accrued 1.5 points under the attendance policy" (points for an absence),
        # "prohibited from pumping while on duty" (one's own going on leave is "other")
        "adverse-action",
        raw=(
            # (leave that costs her: unpaid, not the law's; "placed on sick leave to mitigate
            # her symptoms" is care, not a loss)
            r"\bplac(?:ed|es|ing|e)\s+(?:[\w.’'-]+\s+){0,3}?on\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?"
            r"(?:unpaid|non-fmla|involuntary|forced|indefinite)\s+(?!administrative)(?:[\w-]+\s+)?"
            r"leave\b",
            r"\bforc(?:ed|es|ing|e)\s+(?:[\w.’'-]+\s+){0,3}?(?:onto|into|on)\s+(?:an?\s+)?"
            r"(?:[\w-]+\s+){0,3}?leave\b",
            r"\b(?:was|were|been|being|get|got)\s+grounded\b",
            r"\baccru(?:ed|es|ing|e)\s+(?:[\d.]+\s+|one\s+|two\s+|three\s+|four\s+|five\s+|"
            r"more\s+|additional\s+|several\s+)?(?:attendance\s+|dependability\s+)?points?\b",
            r"\bprohibit(?:ed|ing|s)?\s+(?:[\w.’'-]+\s+){0,3}?(?:from\s+)?(?:pumping|expressing|"
            r"breastfeeding|nursing)\b",
        ),
    ),
    Frame(
        "communication",
        verbs=(
            # "received an irate phone call from Sgt. Boyd", "received a response from the
            # Mayoral office": told from the side of the one told (before the complaint's
            # frame: "received denial of her … appeal" is the answer, not the appeal)
            "receive (?:\\w+ ){0,3}(?:response|reply|e-?mail|letter|memo|memorandum|message|"
            "call|phone call|telephone call|text message|voicemail) from",
            "receive (?:\\w+ ){0,2}denial of (?:\\w+ ){0,4}(?:appeal|grievance|request)",
        ),
        raw=(
            # "received notification that her internal complaint had been denied", "was
            # personally notified that her grievance was rejected": the answer told to her
            # (the complaint it answers was told before; its denial is what the notice says)
            r"\b(?:receiv(?:ed|es|ing|e)\s+(?:an?\s+)?(?:\w+\s+)?(?:notification|notice|word|"
            r"letter)|(?:was|were)\s+(?:\w+\s+){0,2}(?:notified|informed|told))\s+that\s+"
            r"(?:her|his|their|the)\s+(?:[\w-]+\s+){0,2}(?:complaints?|grievances?|appeals?|"
            r"requests?)\s+(?:had\s+been|has\s+been|was|were)\s+(?:denied|rejected|dismissed|"
            r"closed)\b",
        ),
    ),
    Frame(
        "complaint",
        verbs=(
            "complain",
            "report",
            "protest",
            "object to",
            "oppose",
            "grieve",
            "contact the (?:eeoc|commission|equal employment)",
            # "had raised concerns about the declining professionalism", "reasserted her
            # concerns", "voiced her concerns to the captain": a concern put to someone
            "raise (?:\\w+ ){0,2}concerns",
            "reassert (?:\\w+ ){0,2}concerns",
            "voice (?:\\w+ ){0,2}concerns",
            "express (?:\\w+ ){0,2}concerns",
            # "formally appealed the evaluation": a grievance against a decision
            "appeal",
        ),
        raw=(
            # "wrote to Mayor Muriel Bowser to report what was going on", "wrote to MPD
            # Assistant Chief Carroll and several city council members regarding the disparate
            # treatment"
            r"\bwr(?:ote|ites|itten|iting)\s+to\s+(?:[\w.’'-]+\s+){1,10}?(?:to\s+(?:complain|report|"
            r"inform)|regarding|about|concerning|complaining)\b",
            # "submitted a letter … summarizing these concerns to the President": a letter that
            # carries concerns or complaints is the complaint
            r"\bsubmit(?:ted|s|ting)?\s+(?:an?|the|her|his|their)\s+(?:[\w-]+\s+)?(?:letter|"
            r"memo(?:randum)?|statement|petition)\b[^.;]{0,80}?\b(?:summariz|outlin|describ|"
            r"detail|rais|voic|express|stat)\w*\s+(?:\w+\s+){0,2}(?:concerns|complaints|"
            r"grievances)\b",
        ),
        nouns=("complaint", "grievance", "opposition"),
    ),
    Frame(
        "retaliation",
        raw=(
            r"\bsubject(?:ed|ing)\s+(?:\w+\s+){0,3}to\s+(?:\w+\s+){0,2}retaliat\w*",
            r"\bretaliat(?:ed|ing|es|e)\s+against",
            # "subjected Ms. Zanganeh to adverse employment actions in retaliation for …":
            # what one is subjected to, done in reprisal, is the retaliation (not harassment)
            r"\bsubject(?:ed|ing)\s+(?:[\w.]+\s+){0,3}to\s+(?:[\w-]+\s+){0,3}"
            r"(?:actions?|treatment|conduct|measures)\s+(?:\d{1,3}\s+)?in\s+(?:\d{1,3}\s+)?"
            r"retaliation\b",
        ),
    ),
    Frame(
        "harassment",
        verbs=(
            "harass",
            "grope",
            "proposition",
            "touch",
            "fondle",
            "rub against",
            "brush against",
            "subject",
            "call her",
            "call him",
            "make (?:\\w+ ){0,12}(?:comments|remarks|advances|jokes|propositions|gestures)",
            "describe (?:\\w+ ){0,3}(?:sexual|lewd|graphic)",
            "display (?:\\w+ ){0,3}(?:photographs|pictures|pornography|images)",
            "show (?:her |him |them )?(?:\\w+ ){0,2}(?:photographs|pictures|pornography|images)",
            "take (?:\\w+ ){0,3}(?:photographs|pictures) of",
            "expose (?:himself|herself)",
            # "co-workers left harassing notes, messages and other materials at her work station"
            "leave (?:\\w+ ){0,2}(?:harassing|offensive|obscene|sexual|racist|threatening|lewd) "
            "(?:\\w+ ){0,2}(?:notes|messages|materials|drawings|pictures|cartoons)",
            "grab",
            "pinch",
            "fondle",
            "kiss",
            "rub",
            "assault",
            "leer at",
            "stare at",
            "glare at",
            "shout at",
            # "publicly embarrassed and singled out Plaintiff", "was intended to mock and
            # belittle her", "rudely and loudly interrupted her": to put someone down
            "single out",
            # (done to someone: "was left humiliated" is how she felt)
            "(?:humiliate|belittle|mock|ridicule|demean) (?:and \\w+ )?(?:her|him|them|"
            "plaintiffs?|intervenors?|mr|ms|mrs|the)",
            "interrupt (?:her|him|them)",
            # "he laughed at her", "ignored and ostracized the coach": scorn and shunning
            "laugh at (?:her|him|them|plaintiffs?|mr|ms|mrs|coach)",
            "ostracize",
            # "treated Plaintiff and SPO Mitchell more harshly and negatively than any other"
            "treat (?:[\\w.-]+ ){1,6}?(?:more )?(?:harshly|negatively|with hostility)",
            "yell at",
            "scream at",
            # unwanted contact, as complaints tell it
            "hug",
            "caress",
            "wrap (?:his |her |their )?arms? around",
            "comment on (?:her|his) (?:body|breasts|appearance|buttocks)",
        ),
        raw=(
            # "Defendant maintained a gender based hostile working environment", "created a
            # hostile work environment": the environment an employer keeps is the harassment
            r"\b(?:maintain|creat|foster|perpetuat|nurtur|cultivat)\w*\s+(?:a|an|the)\s+"
            r"(?:[\w-]+,?\s+(?:and\s+)?){0,5}?(?:hostile|abusive|offensive|intimidating)\s+"
            r"(?:[\w-]+,?\s+(?:and\s+)?){0,4}?(?:work(?:ing)?\s+)?(?:environment|atmosphere)\b",
            # "took sexual phot ographs and videos of female employees' bodies" (OCR may split
            # the noun; another noun may join it)
            r"\b(?:take|takes|took|taken|taking)\s+(?:[\w’'-]+\s+){0,3}?"
            r"(?:p ?h ?o ?t ?o ?g ?r ?a ?p ?h ?s|p ?i ?c ?t ?u ?r ?e ?s|v ?i ?d ?e ?o ?s)\s+"
            r"(?:and\s+[\w-]+\s+)?of\b",
            # "comments and invitations of a sexual nature", "conduct of a sexual nature"
            r"\b(?:comments|remarks|advances|invitations|jokes|touching|propositions)\s+"
            r"(?:and\s+[\w-]+\s+)?of\s+a\s+sexual\s+nature",
            r"\b(?:slurs?|epithets?|graffiti|words?|messages?|notes?)\s+(?:\w+\s+){0,3}"
            r"(?:were|was|had\s+been)\s+(?:\w+\s+)?(?:written|scrawled|painted|posted)",
        ),
        nouns=(
            "sexual advances",
            "slurs",
            "racial slurs",
            "epithets",
            "innuendo",
            "sexual comments",
            "lewd comments",
            "sexual remarks",
            "unwelcome touching",
            "sexual harassment",
        ),
    ),
    Frame("threat", verbs=("threaten",), nouns=("threat",)),
    Frame(
        "demotion",
        verbs=(
            "demote",
            "reduce (?:in )?(?:her |his )?(?:pay|hours|wages?)",
            "cut (?:her |his )?(?:pay|hours)",
        ),
        nouns=("demotion", "reduction in (?:pay|hours)"),
    ),
    Frame(
        "discipline",
        verbs=("suspend", "discipline", "reprimand", "write (?:her|him) up", "write up"),
        nouns=(
            "suspension",
            "warning",
            "reprimand",
            "write-up",
            "disciplinary charge",
            "disciplinary action",
        ),
        # "Intervenor was either “written-up” for things she had done a week ago"
        raw=(r"\b(?:was|were|been|being|get|got)\s+(?:\w+\s+){0,2}[“\"]?written-up\b",),
    ),
    Frame(
        "hiring",
        verbs=(
            "hire",
            "rehire",
            "rejoin",
            "recruit",
            "begin (?:her |his )?employment",
            "become employed",
        ),
        raw=(
            r"\binstead\s+hir\w+",
            r"\breplac(?:ed|ing|es)\s+(?:her|him|them|[A-Z]\w+)\s+with\b",
            r"\b(?:was|were|been)\s+replaced\s+by\b",
            # "replaced the U.S. Intel Analyst, a role previously held by a White American
            # Male, with Ms. De los Rios"; "Mr. Jackson … replaced Mr. Hutt as U.S. Country
            # Security Manager": the one put in the post
            r"\breplac(?:ed|ing|es)\s+(?:a|an|the)\s+(?:[^.;]|(?<=[A-Z])\.){0,120}?,\s+with\s+"
            r"(?=(?:Mr|Ms|Mrs|Dr)\.?\s|[A-Z])",
            r"\breplaced\s+(?:Mr|Ms|Mrs|Dr)\.?\s+[A-Z][\w’'-]+(?:\s+\([A-Za-z]+\))?\s+as\b",
        ),
    ),
    Frame(
        "employment",
        verbs=(
            "work for",
            "work as",
            "work at",
            "employ by",
            "employ as",
            "begin work",
            "start work",
        ),
        raw=(
            r"\b(?:was|were|has\s+been|had\s+been)\s+(?:an?\s+)?employee\s+(?:of|at|for)\b",
            # "Plaintiff Eleon A. Baker is a sergeant with the … Department", "He has been a
            # D.C. firefighter for more than twenty years": one's post with an employer
            r"\b(?:is|was|are|were|has\s+been|have\s+been|had\s+been)\s+(?:an?\s+)?"
            r"(?:[\w.-]+\s+){0,2}?(?:sergeant|lieutenant|captain|firefighter|paramedic|"
            r"police\s+officer|officer|clerk|server|waitress|waiter|cashier|driver|technician|"
            r"nurse|teacher|mechanic|laborer|dispatcher|secretary|receptionist|"
            r"(?:customer\s+service\s+)?representative|associate|employee)s?\s+"
            r"(?:(?:with|at|for|in|of|employed\s+by)\s+(?:the\s+)?[A-Z]|"
            r"for\s+(?:more\s+than\s+|over\s+|about\s+|nearly\s+)?[\w-]+\s+years)",
            # "worked in a janitorial capacity for RV Fun" (not "a working environment for")
            r"\bwork(?:ed|s|ing)?(?!\s+(?:environments?|conditions?|hours|relationships?|place|"
            r"days?|schedules?|life)\b)\s+(?:[a-z]+\s+){1,7}?(?:for|at)\s+"
            r"(?:Defendant|the\s+[A-Z]|[A-Z])",
        ),
    ),
    Frame(
        # an inquiry by another name: "commenced an internal audit of its compliance",
        # "undertook a second Title IX compliance review" (a review of one's own
        # work is an appraisal: "performance review", "annual review", read by the frames before)
        "investigation",
        verbs=("investigate",),
        nouns=("investigation",),
        raw=(
            r"\b(?:internal|external|independent|outside|financial|compliance)\s+audits?\b",
            r"\b(?:compliance|internal|external|independent|outside)\s+reviews?\b",
        ),
    ),
    Frame(
        "agency-determination",
        raw=(r"\breasonable\s+cause|\bright[-\s]to[-\s]sue|\bdetermination\b",),
    ),
    Frame(
        "conciliation",
        verbs=("conciliate",),
        nouns=("conciliation",),
        # a private suit's conciliation: mediation offered or proposed ("made multiple
        # mediation offers", "proposed mediation", "offered to mediate")
        raw=(
            r"\b(?:made|make|making)\s+(?:[\w-]+\s+){0,2}?mediation\s+offers?\b",
            r"\b(?:propos|offer|suggest)(?:ed|es|s|ing)?\s+(?:to\s+mediate|mediation)\b",
        ),
    ),
    Frame(
        "failure-to-act",
        verbs=("fail to", "do nothing", "take no action", "not take"),
        raw=(
            r"\bnothing\s+was\s+done\b",
            # "refused to do anything to stop such comments", "refused to make any substantial
            # or meaningful changes", "was unwilling to modify the assessment": a refusal to
            # answer what was reported is a failure to act, not an act done to someone
            r"\b(?:refus(?:ed|es|ing|e)|declin(?:ed|es|ing|e)|(?:was|were|is|are)\s+unwilling)\s+"
            r"to\s+(?:do\s+anything|make\s+any\s+(?:[\w-]+\s+(?:or\s+)?){0,3}?changes?|"
            r"take\s+any\s+(?:[\w-]+\s+){0,3}?(?:action|steps|measures)|address|intervene|"
            r"investigate|stop|correct|remedy|modify|change|reconsider|discuss)\b",
            # "the company never responded to this request", "did not respond to any of her
            # other requests": what was asked of the employer left unanswered
            r"\b(?:never|not)\s+(?:\w+\s+)?(?:(?:respond(?:ed|s)?|repl(?:y|ied))\s+to|answer(?:ed)?)\s+"
            r"(?:(?:any|each|all)\s+of\s+)?(?:this|that|these|those|her|his|their|the|its|my)\s+"
            r"(?:[\w-]+\s+){0,2}?(?:requests?|offers?|proposals?|inquir(?:y|ies)|questions?|"
            r"e-?mails?|letters?|messages?)\b",
            # "did not inform her of any policy", "never advised her of any such rule", "never
            # provided Ms. Doe with a list": what one was owed and never told or given
            r"\b(?:did\s+not|never)\s+(?:\w+\s+)?(?:(?:inform|advise|notify)(?:d|ed)?|tell|told)"
            r"\s+(?:[\w.’'-]+\s+){0,3}?(?:of|about)\s+(?:any|a|the)\s+(?:such\s+)?"
            r"(?:[\w-]+\s+){0,2}?(?:policy|policies|list|procedures?|rules?|rights?|guidance|options?)\b",
            r"\b(?:did\s+not|never)\s+(?:\w+\s+)?(?:provided?|give|gave)"
            r"\s+(?:[\w.’'-]+\s+){0,3}?(?:with\s+)?(?:any|a|the)\s+(?:such\s+)?"
            r"(?:[\w-]+\s+){0,2}?(?:policy|policies|list|procedures?|rules?|rights?|guidance|options?)\b",
            # "he did not follow through with his assurances"
            r"\b(?:did|does|would)\s+not\s+follow\s+(?:through|up)\b",
            # "Shell has provided no training or education to Plaintiffs"
            r"\b(?:provided|provides|provide|offered|offers|gave|gives)\s+no\s+(?:[\w-]+\s+){0,3}?"
            r"(?:training|education|explanation|notice|guidance|protection)\b",
            # "took no immediate effective corrective action"
            r"\b(?:take|takes|took|taken|taking)\s+no\s+(?:[\w-]+\s+){0,4}"
            r"(?:action|steps|measures)\b",
            # "dismissed the situation as just another incident", "ignored her complaints":
            # what was reported was set aside
            r"\bdismiss(?:ed|es|ing)\s+(?:the|her|his|their|these|those|such|its)\s+(?:\w+\s+)?"
            r"(?:situation|incidents?|complaints?|concerns?|matter|reports?|allegations?|"
            r"grievances?)\b",
            r"\bignor(?:ed|es|ing)\s+(?:\w+\s+){0,2}(?:complaints?|concerns?|reports?|"
            r"grievances?|requests?)\b",
            r"\bfail(?:ed|s|ing)?\b,[^;]{0,160}?\bto\s+(?:post|take|investigate|prevent|stop|"
            r"correct|remedy|act|respond|protect|discipline)\b",
        ),
    ),
    Frame("retaliation", nouns=("retaliation",), verbs=("retaliate",)),
    Frame(
        "communication",
        verbs=(
            "tell",
            "inform",
            "state to",
            "speak with",
            "ask",
            "advise",
            "request that",
            "send (?:her |him )?(?:a |an )?(?:[A-Z]\\w+ )?"
            "(?:letter|memo|memorandum|e-?mail|message)",
            "announce",
            "notify",
            # "Lt. Robinson replied", "the Assistant Chief replied on January 11, 2021"
            "reply",
            "email",
            "e-mail",
            # a notice, a memo or a letter tells something; an order or a policy rules
            'issue (?:an? |the )?(?:new )?[“"]?(?:notice|memo|memorandum|letter|announcement)',
        ),
        raw=(
            r"\bby\s+saying\b",
            r"\bby\s+letter\s+dated\b",
            # "requested a Notice of Right to Sue from the EEOC": asked of the agency (its
            # issuing is the agency's determination)
            r"\brequest(?:ed|s|ing)?\s+(?:an?\s+|the\s+|its\s+|her\s+|his\s+|their\s+)?[“\"]?"
            r"Notice\s+of\s+Right\s+to\s+Sue\b",
            # "presenting Frontier with a note from her doctor", "submitted medical
            # documentation": a doctor's word given to the employer
            r"\b(?:present|provid|submit|giv|gave|hand|turn)\w*\s+(?:in\s+)?(?:[\w.’'-]+\s+){0,3}?"
            r"(?:with\s+)?(?:(?:an?|her|his|the)\s+)?(?:(?:note|letter|certification|documentation)\s+"
            r"from\s+(?:her|his|a|the)\s+(?:\w+\s+)?(?:doctor|physician|obstetrician|provider)|"
            r"(?:doctor['’]s|physician['’]s|medical)\s+(?:note|documentation|certification))\b",
        ),
    ),
    Frame(
        "other",
        verbs=(
            'issue (?:an? |the )?(?:new )?[“"]?(?:[A-Z]\\w* ){0,2}'
            "(?:executive order|order|directive|policy|rule|regulation)",
            "enter (?:an? |the )?(?:additional )?(?:preliminary |permanent )?(?:injunction|order)",
            "sign (?:an? |the )?(?:bill|executive order|law|order)",
            "enact",
            "pass (?:an? |the )?(?:bill|law|ordinance)",
            # "went on sick leave due to exposure to the coronavirus": one's own absence
            "go on (?:\\w+ ){0,2}leave",
            "go out on (?:\\w+ ){0,2}leave",
            # a life and its body, told as the story's steps: "became pregnant with her son",
            # "gave birth on May 17", "was diagnosed with post-partum depression", "exhausted
            # her FMLA leave", "weaned her baby", "was cleared by her doctor to return to work"
            "become pregnant",
            "give birth",
            "wean (?:her|his|their) (?:\\w+ )?(?:baby|child|son|daughter)",
            "exhaust (?:her|his|their|all) (?:\\w+ )?(?:\\w+ )?leave",
            # one's own absences taken ("took medically necessary absences on May 2-6")
            "take (?:\\w+ ){0,2}(?:absences|days off|time off)",
        ),
        # "After the birth of her second child": the birth, named
        nouns=("birth of (?:her|his|their) (?:\\w+ )?(?:child|baby|son|daughter|twins)",),
        # "exempted all other members … who object … from complying with the regulations"
        raw=(
            r"\b(?:was|were|been|is|are)\s+diagnosed\s+with\b",
            r"\b(?:cleared|released|certified)\s+(?:by\s+(?:her|his|a|the)\s+(?:\w+\s+)?"
            r"(?:doctor|physician|obstetrician|provider)\s+)?(?:as\s+able\s+)?to\s+return\s+to\s+"
            r"(?:work|duty|flying)\b",
            r"\b(?:doctor|physician|obstetrician)\s+certified\s+that\b",
            # what the employer grants one ("extended her medical leave in 30-day steps",
            # "granted Ms. Doe unpaid leave", "was permitted breaks to pump"); a leave asked
            # for or refused is read by the frames before
            r"\b(?:extend(?:ed|ing|s)?|grant(?:ed|ing|s)?|approv(?:ed|ing|es))\s+(?:[\w.’'-]+\s+){0,4}?"
            r"leave\b",
            r"\b(?:was|were)\s+(?:permitted|allowed|given)\s+(?:[\w-]+\s+){0,2}?breaks?\b",
            # "entered an agreement with Defendant to toll …": a step of the suit's story
            r"\bentered\s+(?:into\s+)?(?:an?|the)\s+(?:[\w-]+\s+){0,2}?agreement\b",
            r"\bexempt(?:ed|s|ing)?\b[^.;]{0,200}?\bfrom\s+(?:complying|compliance|the\s+"
            r"(?:policy|rule|requirements?|regulations?|order))",
        ),
    ),
    Frame(
        "adverse-action",
        verbs=(
            "refuse",
            "deny",
            "transfer",
            "reassign",
            "cancel",
            "exclude",
            "not reinstate",
            # "assigned Plaintiff and SPO Mitchell vehicles that had been used by the K-9
            # unit", "was assigned an unclean and unhygienic vehicle", "was given an
            # assignment by Sgt. Boyd": what one is given to work with or at
            "assign (?:[\\w.’'-]+ ){0,5}?(?:vehicles?|cars?|cruisers?|trucks?)",
            "give (?:her |him |them )?(?:an? )?(?:new )?assignment",
            # "was given a very low performance evaluation", "gave her a poor rating"
            "give (?:her |him |them |plaintiff )?(?:an? )?(?:very |extremely )?(?:low|poor|"
            "negative|unfavorable|lower|bad|failing) (?:performance )?(?:evaluation|rating|"
            "review|score|assessment)",
            # "ordered Plaintiff to attend a mental evaluation"
            "order (?:[\\w.’'-]+ ){0,3}?to (?:attend|undergo|submit to|take) (?:an? )?(?:\\w+ )?"
            "(?:mental|psychological|psychiatric|fitness|medical|drug)",
            # "have been removed from field operations": taken off one's work
            "remove (?:\\w+ ){0,2}from (?:\\w+ ){0,2}(?:duty|duties|operations|position|job|post|"
            "schedule|shifts?|assignments?|work)",
        ),
    ),
)

#: The frames of a life and of leave as the employer counts it ("became pregnant", "gave
#: birth", "was grounded", "accrued points", "placed on unpaid leave", "went on leave"): told of
#: one person they are the story's steps; told of a class ("flight attendants who become
#: pregnant are grounded", "Plaintiffs were forced onto unpaid leave") they describe a policy,
#: and the policy is its own act. Such an act is kept only in a sentence that speaks of one
#: person (:data:`ONE_PERSON`).
ONE_PERSON_ACTS = re.compile(
    r"(?i)(?:bec[oa]m\w*\s+pregnant|g[ai]v\w*\s+birth|birth|wean|exhaust|(?:was|were|been|is|are)\s+"
    r"diagnosed|cleared|certified|doctor|physician|"
    # (not guidance, a memorandum, a plan released: an office's writing, :mod:`.publicacts`)
    r"released(?!\s+(?:[\w“\"-]+\s+){0,4}?(?:guidance|memorand|plan|polic))|"
    r"obstetrician|plac\w*\s|forc\w*\s|"
    # (not a measure's "took effect", "went into effect": no one's life)
    r"(?:was|were|been|being|get|got)\s+grounded|accru|prohibit|go\s|goes\s|going\s|"
    r"went\s(?!into\s+effect)|gone\s|took\s(?!effect)|tak\w*\s(?!effect)|extend\w*\s|"
    r"grant\w*\s|approv\w*\s|(?:was|were)\s+"
    r"(?:permitted|allowed|given)\s)"
)

#: One person named or meant: a title and a name, a singular pronoun, the one plaintiff.
ONE_PERSON = re.compile(
    r"\b(?:(?:[Ss]he|[Hh]e|[Hh]er|[Hh]im|[Hh]is|Plaintiff|Intervenor|Charging\s+Party)\b|"
    r"(?:Ms|Mr|Mrs)\.)"
)

#: Verb forms kept out: the bare present that is mostly another word ("fire", "report"
#: stays: reports are complaints; "subject" only as "subjected/subjecting").
_SKIP_FORMS = {
    "transfer",  # mostly the noun: "a temporary transfer to a less strenuous position"
    "transfers",
    "fire",
    "fires",
    "subject",
    "subjects",
    "write",
    "writes",
    "writing",
    "wrote",
    "select",
    "selects",
    "ask",
    "asks",
    "say",
    "says",
    "saying",
    "said",
    "deny",
    "denies",
    "touch",
    "touches",
    "report",
    "reports",
    "email",  # mostly the noun: "emails depicting fellatio"; "emailed" stays
    "emails",
    "e-mail",
    "e-mails",
}


@cache
def _forms(lemma: str) -> tuple[str, ...]:
    """Every inflected form of a verb lemma (lemminflect), the lemma first."""
    from lemminflect import (  # type: ignore[import-untyped]
        getAllInflections,
        getAllInflectionsOOV,
    )

    found = getAllInflections(lemma, upos="VERB") or getAllInflectionsOOV(lemma, upos="VERB")
    out = [lemma]
    for forms in found.values():
        out.extend(f for f in forms if f not in out)
    return tuple(out)


def _plural(noun: str) -> str:
    return noun + ("es" if noun.endswith(("s", "sh", "ch")) else "s")


def _tolerant(words: str) -> str:
    """Words as an OCR-tolerant pattern: a space may fall inside a word of six letters or
    more; the words may be run together ("constructivelyd ischarged")."""
    out = []
    # a repeated word slot ("(?:\w+ ){0,3}") keeps its space as one or more spaces: joined
    # like the words ("\w+\s*"), a long word could be cut into slots in countless ways, and
    # a sentence the frame does not match took seconds to fail (catastrophic backtracking)
    words = re.sub(r"\+ \)", r"+\\s+)", words)
    for w in words.split(" "):
        if re.fullmatch(r"[a-z-]{6,}", w):
            out.append(" ?".join(re.escape(c) for c in w))
        elif re.fullmatch(r"[a-z'-]+", w):
            out.append(re.escape(w))
        else:
            out.append(w)  # already a pattern piece
    return r"\s*".join(out)


def frame_pattern(frame: Frame) -> str:
    """The pattern of one frame: its verbs in every form, its nouns singular and plural."""
    alts: list[str] = []
    glued: list[str] = []
    for verb in frame.verbs:
        lemma, _, rest = verb.partition(" ")
        if lemma == "not":  # "not offer jobs", "not reinstate": the negation before the verb
            head, _, rest2 = rest.partition(" ")
            forms = [f for f in _forms(head) if f not in _SKIP_FORMS or f == head]
            alts.append(
                r"(?:not|never)\s+(?:\w+\s+)?(?:"
                + "|".join(_tolerant(f) for f in forms)
                + ")"
                + (r"\s*" + _tolerant(rest2) if rest2 else "")
            )
            continue
        forms = [f for f in _forms(lemma) if f not in _SKIP_FORMS]
        if not forms:
            continue
        verb_alt = (
            "(?:" + "|".join(_tolerant(f) for f in sorted(forms, key=len, reverse=True)) + ")"
        )
        if rest:
            # the rest follows the verb, a pronoun or two words may stand between
            # ("laid her off", "subjected Powell to")
            tail = _tolerant(rest)
            alts.append(verb_alt + r"(?:\s+(?:her|him|them|me|us|it))?\s*" + tail)
        else:
            alts.append(verb_alt)
            # a long form glued to the words around it ("andterminatedher"): OCR that lost
            # its spaces; long forms are not found inside other words
            # (the form as written: a space inside it would read "are assigned" as
            # "reassigned")
            glued.extend(re.escape(f) for f in forms if len(f) >= 9)
    for noun in frame.nouns:
        if re.fullmatch(r"[a-z -]+", noun) and not noun.endswith("s"):
            alts.append("(?:" + _tolerant(_plural(noun)) + "|" + _tolerant(noun) + ")")
        else:
            alts.append(_tolerant(noun))
    body = "|".join(f"(?:{a})" for a in alts)
    parts = []
    if body:
        # a word begins at the pattern; at most one letter of the next word glued on
        parts.append(rf"\b(?:{body})(?![a-z]{{2}})")
    if glued:
        parts.append(r"(?<=[a-z])(?:" + "|".join(sorted(glued, key=len, reverse=True)) + ")")
        parts.append(r"(?:" + "|".join(sorted(glued, key=len, reverse=True)) + r")(?=[a-z]{2})")
    parts.extend(frame.raw)
    return "|".join(parts)


@cache
def verbs_table() -> tuple[tuple[re.Pattern[str], str], ...]:
    """(pattern, event kind) in the order they are tried."""
    return tuple(
        (re.compile(frame_pattern(f), re.IGNORECASE), f.kind)
        for f in FRAMES
        if f.verbs or f.nouns or f.raw
    )


def kind_of(text: str) -> str | None:
    """The kind of the first frame that reads ``text`` (for tests and the doc)."""
    for pattern, kind in verbs_table():
        if pattern.search(text):
            return kind
    return None
