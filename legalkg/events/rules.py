"""The rules extractor (no network): entities, events, dates and relations per chunk.

- parties from the caption (the EEOC, or the name before ``Plaintiff``; the name between
  ``v.`` and ``Defendant``) and people from defined terms in the body
  (``Jeff Stewart (“Stewart”)``, ``Mr. Calhoon``), with legal roles from cues
  (``filed a charge`` → charging party, ``Manager``/``supervisor`` → supervisor);
- one event per action verb (at most two per sentence), typed by the verb, with the nearest
  entity mention before it as agent and after it as patient;
- dates (``June 2, 2011``, ``August 2009``, ``since approximately 2005``, ``6/24/1999``) with
  granularity and approximation;
- verb stems tolerate OCR-split words (``term inate``); hypothetical, negated or threatened
  actions (``would not be laid off``) are not events;
- relations: BEFORE between consecutive dated events whose periods do not overlap; BEFORE from
  cue words (``then``, ``later``, ``shortly after``, ``thereafter``…); at document level,
  CAUSES from ``in retaliation for`` / ``because she complained`` / ``due to her complaints``…
  to the adverse event, and mentions of one event in several sentences merged
  (:func:`same_event_mentions`).

Stage 1 (entities, events) and stage 2 (relations, given the chunk and stage 1) are separate
functions, as in ARGUS's two-stage extraction.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from legalkg.events.frames import verbs_table
from legalkg.events.model import (
    Entity,
    Event,
    EventDate,
    Evidence,
    MiniGraph,
    Participant,
    Relation,
    Sentence,
)

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


def find_date(text: str) -> EventDate | None:
    """The first date a sentence gives, with granularity and approximation.

    >>> d = find_date("On or about August 2009, Defendant retaliated")
    >>> d.value, d.granularity, d.approximate, d.text
    ('2009-08-01', 'month', True, 'On or about August 2009')
    """
    found: list[tuple[int, int, str, str]] = []
    for m in _DAY.finditer(text):
        month, day, year = MONTHS[m.group(1).lower()], int(m.group(2)), int(m.group(3))
        if 1 <= day <= calendar.monthrange(year, month)[1]:
            found.append((m.start(), m.end(), f"{year:04d}-{month:02d}-{day:02d}", "day"))
    for m in _NUMERIC.finditer(text):
        month, day, year = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if 1 <= month <= 12 and 1 <= day <= calendar.monthrange(year, month)[1]:
            found.append((m.start(), m.end(), f"{year:04d}-{month:02d}-{day:02d}", "day"))
    for m in _MONTH.finditer(text):
        if not any(a <= m.start() < b for a, b, _, _ in found):
            month = MONTHS[m.group(1).lower()]
            found.append((m.start(), m.end(), f"{m.group(2)}-{month:02d}-01", "month"))
    for m in _YEAR.finditer(text):
        if not any(a <= m.start(1) < b for a, b, _, _ in found):
            found.append((m.start(1), m.end(), f"{m.group(1)}-01-01", "year"))
    if not found:
        return None
    start, end, value, granularity = min(found)
    before = text[max(0, start - 30) : start]
    approx = _APPROX.search(before)
    shown_from = start - (len(before) - approx.start()) if approx else start
    return EventDate(
        value=value,
        granularity=granularity,
        approximate=bool(approx) or granularity == "year" and "approximately" in before.lower(),
        text=_squash(text[shown_from:end]),
    )


@dataclass(frozen=True, slots=True)
class Party:
    """A document-level entity and the strings that mention it."""

    entity: Entity
    mentions: tuple[str, ...]
    #: the entities a group stands for ("the plaintiffs": each plaintiff the caption names)
    members: tuple[str, ...] = ()


def _mention_pattern(mention: str) -> re.Pattern[str]:
    parts = [re.escape(w) for w in mention.split()]
    return re.compile(r"\b" + r"\s+".join(parts) + r"\b")


#: words before a name that are no part of it ("Intervenor Lena Ortiz", "Ms. Hodge",
#: "General Manager Craig Michelet")
_BEFORE_NAME = frozenset(
    "Mr. Ms. Mrs. Miss Dr. Sgt. Lt. Capt. Det. Officer Sergeant Lieutenant Captain Detective "
    "Inspector Commander General Store Assistant Operations Plant Shift Area District Regional "
    "Manager Supervisor Director Owner President Foreman Charging Party Plaintiff Defendant "
    "Intervenor Plaintiff-Intervenor Chief Fire".split()
)


def _other_first_name(a: str, b: str) -> bool:
    """Whether two full names with one surname have different first names ("Arlene Shake",
    "Chris Shake"); a name without its first name ("Ms. Shake", "Shake") may be either."""
    wa = [w for w in a.split() if w not in _BEFORE_NAME]
    wb = [w for w in b.split() if w not in _BEFORE_NAME]
    return len(wa) >= 2 and len(wb) >= 2 and wa[0].casefold() != wb[0].casefold()


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


def find_parties(text: str, sentences: list[Sentence]) -> list[Party]:
    """The parties and people a complaint names, with their legal roles (document level)."""
    head = _squash(text[:4000])
    parties: list[Party] = []
    used: set[str] = set()

    def first_sentence(mentions: tuple[str, ...]) -> tuple[Evidence, ...]:
        for s in sentences:
            for m in mentions:
                found = _mention_pattern(m).search(s.text)
                if found:
                    return (Evidence(s.id, found.group(0)),)
        return ()

    def add(
        eid: str,
        name: str,
        kind: str,
        roles: tuple[str, ...],
        mentions: tuple[str, ...],
        aliases: tuple[str, ...] = (),
    ) -> None:
        if kind == "person":  # the same person named again ("Ms. Hodge", "Yumeiko Hodge")
            surname = name.split()[-1].casefold()
            for i, p in enumerate(parties):
                if p.entity.kind == "person" and p.entity.name.split()[-1].casefold() == surname:
                    if _other_first_name(name, p.entity.name):
                        # "Arlene Shake" and "Chris Shake": two people; the surname alone
                        # names neither
                        bare = name.split()[-1]
                        parties[i] = Party(
                            p.entity, tuple(m for m in p.mentions if m != bare), p.members
                        )
                        mentions = tuple(m for m in mentions if m != bare)
                        if eid in used:
                            eid = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
                        continue
                    longer = name if len(name.split()) > len(p.entity.name.split()) else None
                    extra = tuple(m for m in (*mentions, name) if m not in p.mentions)
                    entity = p.entity
                    if longer and not longer.startswith(("Mr.", "Ms.", "Mrs.", "Dr.")):
                        entity = replace(entity, name=longer)
                    alias = tuple(x for x in (*aliases, p.entity.name) if x != entity.name)
                    entity = replace(
                        entity, aliases=tuple(dict.fromkeys((*entity.aliases, *alias)))
                    )
                    parties[i] = Party(entity, p.mentions + extra)
                    return
        if eid in used:
            return
        evidence = first_sentence(mentions)
        if not evidence:
            return
        used.add(eid)
        entity = Entity(eid, name, kind, aliases, roles, evidence, 0.8 if roles else 0.6)
        parties.append(Party(entity, mentions))

    eeoc = re.search(r"EQUAL\s+EMPLOYMENT\s+OPPORTUNITY", head, re.IGNORECASE)
    versus = re.search(r"\bvs?\.\s", head)
    # the EEOC is the plaintiff when the caption names it before "v." or the body says so;
    # in a private suit it is only the agency the charge went to
    suing = bool(eeoc) and (
        (versus is not None and eeoc.start() < versus.start())  # type: ignore[union-attr]
        or bool(
            re.search(r"Plaintiff,?\s+(?:the\s+)?(?:United\s+States\s+)?Equal\s+Employment", head)
        )
    )
    if eeoc:
        add(
            "eeoc",
            "Equal Employment Opportunity Commission",
            "agency",
            ("plaintiff", "agency") if suing else ("agency",),
            ("Equal Employment Opportunity Commission", "Commission", "EEOC"),
            ("Commission", "EEOC"),
        )
    from legalkg.events.parties import (
        NOT_A_PARTY,
        ORGANIZATION,
        caption_parties,
        clean_name,
        defendant_in_body,
    )

    # the caption read line by line (names, addresses, "Plaintiffs,", "v.", "Defendants.");
    # the EEOC is read above
    captioned = [
        (role, n)
        for role, n in caption_parties(text)
        if not re.search(r"(?i)equal\s+employ|opportunity\s+commission", n)
    ]
    sued = [n for role, n in captioned if role == "defendant"]
    m = re.search(
        r"\bv[s]?\.\s*[\])]*\s*(.{3,160}?)[,\s\])]*\s+Defendants?\b", head, re.IGNORECASE
    ) or re.search(
        r"\bvs?\.\s*(.{3,200}?)\s+(?:JURY|COMPLAINT|NATURE\s+OF|INTRODUCTION|PRELIMINARY)\b", head
    )
    caption = sued[0] if sued else clean_name(m.group(1)) if m else ""
    if len(caption) > (120 if sued else 90) or not re.search(r"[A-Za-z]{3}", caption):
        caption = ""
    body = defendant_in_body([x.text for x in sentences])
    name = body or caption
    if (
        caption
        and body
        and len(caption) > len(body)
        and (
            caption.startswith(body)
            and re.match(
                r",?\s+(?:d/b/a|dba|t/a|tla|f/k/a|a/k/a|inc|llc|l\.l\.c|ltd|co|corp)\b",
                caption[len(body) :],
                re.IGNORECASE,
            )
            or re.search(
                r"(?i:\b(?:d/b/a|dba|t/a|tla|f/k/a|a/k/a)\s+(?:the\s+)?)" + re.escape(body), caption
            )
        )
    ):
        # the caption's fuller name holds the body's: "Venture, Inc., d/b/a Save-A-Lot" (not
        # "District of Columbia Muriel Bowser, Mayor": another name after it)
        name = caption
    if name:
        names = list(dict.fromkeys(x for x in (name, caption, body) if x))
        short: list[str] = []
        for n in names:
            short += [
                x.strip(" ,.")
                for x in re.split(r"\s+(?:d/b/a|t/a|tla|f/k/a|a/k/a)\s+", n, flags=re.IGNORECASE)
            ]
            bare = re.sub(r",?\s+(?:Inc|LLC|L\.L\.C|Ltd|Co|Corp|Corporation)\.?$", "", n)
            short.append(bare.strip(" ,."))
        first_word = re.escape(name.split(",")[0])
        defined_term = first_word + r"[^(]{0,40}\(\s*(?:the\s+)?[“\"]\s*([A-Z][\w' -]+?)\s*[”\"]"
        body_text = " ".join(x.text for x in sentences)
        defined = [d.group(1) for d in re.finditer(defined_term, body_text)]
        generic = ["Defendant Employer", "Defendant", "Respondent", "the Employer", "Employer"]
        aliases = tuple(dict.fromkeys(x for x in (*short[1:], *defined, "Defendant") if x))
        mentions = tuple(
            dict.fromkeys(x for x in (*names, *short, *defined, *generic) if x and len(x) > 2)
        )
        add("defendant", name, "organization", ("defendant", "employer"), mentions, aliases)
    # the other parties the caption names: each plaintiff or intervenor of a private suit,
    # each further defendant ("SHELL USA Inc., and WAYNE HUNT")
    people = [n for role, n in captioned if not ORGANIZATION.search(n) and _PERSON_NAME.match(n)]
    surnames = [n.split()[-1].casefold() for n in people]
    named_plaintiffs: list[str] = []
    named_intervenors: list[str] = []
    for role, n in captioned[:40]:
        if role == "defendant" and n == caption:
            continue
        person = n in people
        unique = False
        kind = "person" if person else "organization"
        short_name = re.split(r",|\s+(?:d/b/a|f/k/a|a/k/a|t/a)\s", n)[0]
        eid = re.sub(r"[^a-z0-9]+", "-", (n.split()[-1] if person else short_name).lower())
        eid = eid.strip("-")[:40].strip("-")
        if role == "defendant":
            eid = f"defendant-{eid}"
        c_roles = {"plaintiff": ("plaintiff",), "intervenor": ("intervenor",)}.get(
            role, ("defendant",)
        )
        if person:
            surname = n.split()[-1]
            c_short = " ".join(w for w in n.split() if not re.fullmatch(r"[A-Z]\.", w))
            unique = surnames.count(surname.casefold()) == 1
            side = "Defendant" if role == "defendant" else "Plaintiff"
            c_mentions = (n, c_short, *((surname, f"{side} {surname}") if unique else ()))
            c_aliases = tuple(dict.fromkeys(x for x in c_mentions[1:] if x != n))
        else:
            bare = re.sub(r",?\s+(?:Inc|LLC|L\.L\.C|Ltd|Co|Corp|Corporation|PLC)\.?$", "", n)
            c_aliases = tuple(x for x in dict.fromkeys((bare.strip(" ,."),)) if x != n)
            c_mentions = (n, *c_aliases)
        # the caption names them in capitals ("ANA LIMA"): that is a mention too
        c_mentions = tuple(dict.fromkeys(x for x in (*c_mentions, n.upper()) if len(x) > 2))
        if eid in used or not first_sentence(c_mentions):
            continue
        if person and unique:
            add(eid, n, kind, c_roles, c_mentions, c_aliases)
        else:  # a surname two parties share is no mention of either
            used.add(eid)
            evidence = first_sentence(c_mentions)
            parties.append(
                Party(Entity(eid, n, kind, c_aliases, c_roles, evidence, 0.8), c_mentions)
            )
        if role == "plaintiff":
            named_plaintiffs.append(eid)
        elif role == "intervenor":
            named_intervenors.append(eid)
    for s in sentences:
        for d in _DEFINED.finditer(s.text):
            full, alias = _squash(d.group(1)), d.group(2)
            if alias in ("Commission", "Defendant", "EEOC", "Title", "ADA", "ADEA"):
                continue
            if NOT_A_PARTY.search(full) or any(
                alias in p.mentions or full in p.mentions for p in parties
            ):
                continue
            eid = re.sub(r"[^a-z0-9]+", "-", alias.lower()).strip("-")
            window = s.text[d.end() : d.end() + 60]
            roles: list[str] = ["supervisor"] if _SUPERVISOR.search(window) else []
            kind = "organization" if ORGANIZATION.search(full) else "person"
            add(eid, full, kind, tuple(roles), (full, alias), (alias,))
        for c in _CHARGING.finditer(_squash(s.text)):
            words = [w for w in c.group(1).split() if w not in _NOT_NAMES_SET]
            if words and len(words) == len(c.group(1).split()):
                eid = re.sub(r"[^a-z0-9]+", "-", words[-1].lower())
                full = " ".join(words)
                add(eid, full, "person", (), tuple(dict.fromkeys((full, words[-1]))))
        for c in _PARTY_NAMED.finditer(_squash(s.text)):
            full = c.group(1)
            eid = re.sub(r"[^a-z0-9]+", "-", full.split()[-1].lower())
            add(eid, full, "person", (), tuple(dict.fromkeys((full, full.split()[-1]))))
        for t in _ROLE_NAMED.finditer(_squash(s.text)):
            full = t.group(2)
            eid = re.sub(r"[^a-z0-9]+", "-", full.split()[-1].lower())
            role = "co-worker" if "worker" in t.group(1).lower() else "supervisor"
            add(eid, full, "person", (role,), tuple(dict.fromkeys((full, full.split()[-1]))))
        for t in _APPOSITIVE.finditer(_squash(s.text)):
            full = t.group(1)
            words = full.split()
            if (
                any(w in _NOT_NAMES_SET for w in words)
                or ORGANIZATION.search(full)
                or any(
                    full.casefold() in (m.casefold() for m in (q.entity.name, *q.mentions))
                    for q in parties
                    if q.entity.kind != "person"
                )
            ):
                continue
            role = "supervisor" if _APPOSITIVE_BOSS.search(t.group(2)) else "co-worker"
            eid = re.sub(r"[^a-z0-9]+", "-", words[-1].lower())
            add(eid, full, "person", (role,), tuple(dict.fromkeys((full, words[-1]))))
        for t in _TITLED.finditer(s.text):
            surname = t.group(2).split()[-1]
            eid = re.sub(r"[^a-z0-9]+", "-", surname.lower())
            add(eid, _squash(t.group(0)), "person", (), (_squash(t.group(0)), surname), (surname,))
    # individual defendants sued by a fictitious name ("Defendant Doe 3, manager")
    for s in sentences:
        for d in re.finditer(r"\bDefendant\s+(Doe\s+\d{1,2})\b", s.text):
            name = _squash(d.group(1))
            eid = "doe-" + name.split()[-1]
            if eid not in used:
                used.add(eid)
                entity = Entity(
                    eid, name, "person", (), ("defendant",), (Evidence(s.id, d.group(0)),), 0.8
                )
                parties.append(Party(entity, (f"Defendant {name}", name)))
    # the person who brings the suit or intervenes, named by the role in the text
    body_text = " ".join(x.text for x in sentences)
    side_words = []
    if re.search(r"\bIntervenor\b", body_text):
        side_words += ["Plaintiff-Intervenor", "Plaintiff Intervenor", "Intervenor"]
    if re.search(r"\bCharging\s+Party\b", body_text):
        side_words += ["Charging Party"]
    if not suing:
        side_words += ["Plaintiff"]
    caption_plaintiff = None
    if not suing:
        cap = re.search(r"\bPlaintiffs?\b", head)
        if cap:
            window = head[max(0, cap.start() - 200) : cap.start()].casefold()
            near = [
                (window.rfind(m.casefold()), p)
                for p in parties
                if p.entity.kind == "person"
                for m in (p.entity.name, *p.mentions)
                if m and len(m) > 2 and m.casefold() in window
            ]
            if near and cap.group(0) == "Plaintiffs":  # several sue: each is a plaintiff
                for _, q in near:
                    k = parties.index(q)
                    parties[k] = Party(
                        replace(
                            q.entity,
                            legal_roles=tuple(dict.fromkeys((*q.entity.legal_roles, "plaintiff"))),
                        ),
                        q.mentions,
                    )
            elif near:
                caption_plaintiff = max(near, key=lambda x: x[0])[1]
    named_side = [
        p
        for p in parties
        if p.entity.kind == "person"
        and any(
            re.search(rf"\b{re.escape(w)},?\s+{_mention_pattern(m).pattern}", body_text)
            for w in ("Intervenor", "Plaintiff", "Charging Party")
            for m in p.mentions
        )
    ]
    if caption_plaintiff is not None:  # the caption says who sues
        named_side = [caption_plaintiff]
    if len(named_side) == 1 and side_words:
        i = parties.index(named_side[0])
        p = parties[i]
        roles = list(p.entity.legal_roles)
        if "Intervenor" in side_words:
            roles.append("intervenor")
        if "Plaintiff" in side_words:
            roles.append("plaintiff")
        parties[i] = Party(
            replace(p.entity, legal_roles=tuple(dict.fromkeys(roles))),
            p.mentions + tuple(w for w in side_words if w not in p.mentions),
        )
    joined = tuple(dict.fromkeys(x for x in named_intervenors if x in used))
    if len(joined) > 1:
        # "Plaintiff Intervenors" are each intervenor the caption names
        group = Entity("intervenors", "Intervenors", "person", (), ("intervenor",), (), 0.8)
        plural = ("Plaintiff Intervenors", "Plaintiff-Intervenors", "Intervening Plaintiffs")
        parties.append(Party(group, (*plural, "Intervenors"), joined))
    members = tuple(dict.fromkeys(x for x in named_plaintiffs if x in used))
    if not suing and len(members) > 1:
        # "the plaintiffs" are each plaintiff the caption names
        group = Entity("plaintiffs", "Plaintiffs", "person", (), ("plaintiff",), (), 0.8)
        parties.append(Party(group, ("Plaintiffs", "plaintiffs"), members))
    elif (
        not suing
        and re.search(r"\bPlaintiffs,", head)
        and not any("plaintiff" in p.entity.legal_roles for p in parties)
    ):
        # several plaintiffs the caption lists without names the body defines: as a group
        add("plaintiffs", "Plaintiffs", "person", ("plaintiff",), ("Plaintiffs", "plaintiffs"))
    # legal-role cues
    out = []
    for p in parties:
        roles = list(p.entity.legal_roles)
        for s in sentences:
            for mention in p.mentions:
                if re.search(_mention_pattern(mention).pattern + r"\s+filed\s+a\s+charge", s.text):
                    roles += ["charging-party", "aggrieved-individual"]
        roles = list(dict.fromkeys(roles))
        out.append(Party(replace(p.entity, legal_roles=tuple(roles)), p.mentions, p.members))
    return out


#: the end of a cited case's name before a party's name ("styled Potter v. ", "Kennedy v. ")
_CITED_CASE = re.compile(r"\b[A-Z][\w.'’-]*\s+v(?:s)?\.\s+$")


def _mentions(text: str, parties: list[Party]) -> list[tuple[int, int, str]]:
    """Where the parties are named in ``text`` (start, end, entity id); a mention inside a
    longer one ("Defendant" in "Defendant Employer") is left out."""
    found: list[tuple[int, int, str]] = []
    for p in parties:
        for m in p.mentions:
            for x in _mention_pattern(m).finditer(text):
                if _CITED_CASE.search(text[max(0, x.start() - 40) : x.start()]) or re.match(
                    r"\s+vs?\.\s+[A-Z]", text[x.end() : x.end() + 8]
                ):
                    continue  # "Potter v. District of Columbia": a case's name, not the party
                found.append((x.start(), x.end(), p.entity.id))
    found.sort(key=lambda x: (x[0], -x[1]))
    out: list[tuple[int, int, str]] = []
    for y in found:
        if out and y[0] < out[-1][1]:
            continue
        out.append(y)
    return out


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
#: the same, read with the spaces taken out (OCR that shifted them: "c omplainedo f above")
_BOILERPLATE_FLAT = re.compile(
    r"complainedof(?:herein|above|inparagraph)|"
    r"(?:practices?|practice\(s\)|conduct|acts|actions)complainedof|"
    r"re-?allege|jurytrial"
)
#: what follows a verb of telling when the complainant reports a wrong to management
_REPORTS_WRONG = re.compile(
    # (the one told may be named with her post first: "told Arlene Shake, another manager of
    # Defendant Fish Hopper, that she did not feel that she was being treated right")
    r"[^.;]{0,120}?\b(?:of|about|that)\s+(?:what\s+had\s+(?:happened|occurred)|the\s+(?:\w+\s+){0,2}"
    r"(?:harass\w*|assault|touching|comments|conduct|behaviou?r|incident|discriminat\w*)|"
    r"(?:she|he|they)\s+(?:was|were|had\s+been)\s+(?:being\s+)?(?:harass|touch|grop|assault|"
    r"treated|subjected|discriminat)|(?:\w+\s+){1,3}(?:had\s+)?(?:harass|touch|grop|assault|grabb|"
    r"propositi|kiss)\w*)",
    re.IGNORECASE,
)
_PASSIVE = re.compile(
    r"(?i:\b(?:was|were|been|being|is|are|be|got|get)\s+(?:\w+ly\s+|not\s+|also\s+){0,2}$)"
)
#: where the clause that tells an act ends
_CLAUSE_END = re.compile(
    r"[,;:()]|\s(?:because|in\s+retaliation|which|who|when|while|after|before|since|until|"
    r"although|even\s+though|thereby|in\s+violation|and\s+(?:then\s+)?(?:was|were|had|"
    r"[a-z]+ed\b))\b"
)
_PRACTICE_ACT = re.compile(
    ocr_tolerant(
        r"\bengag\w*\s+in\s+(?:an?\s+|the\s+following\s+)?(?:unlawful|discriminatory|illegal)\s+"
        r"(?:\d{1,3}\s+)?(?:employment\s+)?(?:\d{1,3}\s+)?practices?"
    ),
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"^\s*(?:her|him|them)\b", re.IGNORECASE)
_LINE_NUMBER = re.compile(r"(?<=\s)\d{1,2}(?=\s)")


def _between(text: str, a: int, m: re.Match[str]) -> str:
    return text[min(a, m.start()) : max(a, m.start())]


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


def _find_acts(text: str) -> list[tuple[int, int, str]]:
    """The acts a sentence tells: (start, end, event type), one per act (several of one type
    when they are told apart, e.g. two discharges), at most four by priority."""
    typed: list[tuple[int, int, str]] = []
    # the words of an act that is not one (modal, not done, a rule's exposure …): no act
    # inside them either ("anticipates that he will be proposed for termination")
    blocked: list[tuple[int, int]] = []
    # inline line numbers ("a reasonable 15 accommodation") blanked, offsets kept
    text = _LINE_NUMBER.sub(lambda n: " " * len(n.group(0)), text)
    for pattern, kind in VERBS:
        for m in pattern.finditer(text):
            if (
                kind != "agency-determination"  # "a Dismissal and Notice of Right to Sue"
                and m.group(0)[:1].isupper()
                and (m.group(0).isupper() or re.search(r"[^.\s]\s*$", text[: m.start()]))
            ):
                continue  # "COMPLAINT", "…: Sex Discrimination, Harassment Based on Sex": titles
            if re.fullmatch(r"[A-Z][a-z]+", m.group(0)) and re.match(
                r"\s*(?:Title\s+[IVX]+\b|Section\s+\d|42\s+U\.?\s?S|under\s+Title\b)",
                text[m.end() : m.end() + 20],
            ):
                continue  # "Retaliation Title VII of the Civil Rights Act …": a count's title
            if kind != "charge" and re.search(
                r"(?i:\bcharges?\s+of\s+(?:[\w-]+,?\s+(?:and\s+|or\s+|and/or\s+)?){0,6}$)",
                text[max(0, m.start() - 80) : m.start()],
            ):
                continue  # "a charge of discrimination and retaliation": what it alleges
            if kind == "harassment" and _REPORTED.search(text[max(0, m.start() - 60) : m.start()]):
                continue  # "complained about the harassment": the object, not an event
            if kind == "harassment" and re.search(
                r"(?i:\b(?:aforementioned|above(?:-\w+)?|said|such|this|that)\s+$)",
                text[max(0, m.start() - 20) : m.start()],
            ):
                continue  # "to eradicate the aforementioned sexual harassment": told before
            if (
                kind == "complaint"
                and re.match(r"\w+", text[m.start() :])
                and re.match(r"\w+", text[m.start() :]).group(0).lower().startswith("complaint")  # type: ignore[union-attr]
                and not re.search(
                    r"\b(?:made|make|making|lodged|filed|file|submitted|her|his|their|written|"
                    r"formal|internal|verbal|oral|several|numerous|repeated|multiple|these|"
                    r"those|such|despite|after|following)\s+(?:\w+\s+)?$",
                    text[max(0, m.start() - 30) : m.start()],
                    re.IGNORECASE,
                )
            ):
                continue  # "the filing of a charge or complaint": no one complains
            if kind == "complaint" and re.match(
                r"\s+(?:for|to)\s+(?:duty|work)\b|\s+(?:of|about)\s*(?:[,.;)]|(?:nor|and|or|was|were|"
                r"had|has)\b|\d)",
                text[m.end() : m.end() + 20],
                re.IGNORECASE,
            ):
                # "reported for duty": she came to work; "the problems Intervenor complained
                # of nor …": a complaint told before, recalled
                continue  # "reported for duty": she came to work
            if kind == "complaint" and re.match(
                r"\s+(?:meeting|hearing|panel|process|procedures?|policy|form|officer|line)\b",
                text[m.end() : m.end() + 20],
                re.IGNORECASE,
            ):
                continue  # "a grievance meeting was conducted": the meeting, not the complaint
            if (
                kind == "complaint"
                and re.match(r"(?i)report", m.group(0))
                and re.match(r"\s+to\b", text[m.end() : m.end() + 6])
                and not re.search(
                    r"\b(?:that|about|regarding|concerning|of\s+(?:the|his|her|what))\b",
                    re.split(r"[,;.]", text[m.end() : m.end() + 120])[0],
                    re.IGNORECASE,
                )
            ):
                continue  # "reported to Human Resources as directed": she went there
            if kind == "complaint" and re.search(
                r"\b(?:for|of|about)\s+(?:(?:her|his|their|the|a|an|its)\s+)?"
                r"(?:\w+ing\s+(?:or|and|and/or)\s+)?$",
                text[max(0, m.start() - 16) : m.start()],
            ):
                continue  # "in retaliation for complaining": the cause, told elsewhere
            if any(a <= m.start() < b for a, b in blocked):
                continue
            # what is not done takes its object with it ("from being subjected to sexual
            # harassment"): up to the end of its clause, 60 characters at most
            scope = m.end() + len(re.match(r"[^,;.]{0,60}", text[m.end() :]).group(0))  # type: ignore[union-attr]
            if kind not in ("threat", "communication") and _MODAL.search(
                _squash(text[max(0, m.start() - 120) : m.start()]) + " "
            ):
                blocked.append((m.start(), scope))
                continue  # "would not be laid off", "threatened her with termination"
            # quotation marks are no words ("failed to “write-up” others")
            before_act = re.sub(r"[“”\"]", "", _squash(text[max(0, m.start() - 200) : m.start()]))
            before_act += " "
            if kind not in ("failure-to-act", "adverse-action", "accommodation-denial") and (
                _NOT_DONE.search(before_act)
            ):
                blocked.append((m.start(), scope))
                continue  # "failed to discipline or warn him": not done
            if kind in ADVERSE and _EXPOSED.search(before_act):
                blocked.append((m.start(), m.end()))
                continue  # "subject to termination after eight points": a rule, not an act
            if (
                kind == "termination"
                and re.match(r"(?i)terminat(?:e|ed|es|ing)\b", m.group(0))
                and re.match(
                    r"\s+(?!(?:her|him|them|his|their|its|the|employment|plaintiff|on|in|by|from|"
                    r"for|after|because|effective|and|or|without|when|as|shortly|immediately|"
                    r"soon)\b)[a-z]",
                    text[m.end() : m.end() + 20],
                )
            ):
                continue  # "terminate breastfeeding", "be terminated at a moment's notice"
            if kind == "lawsuit" and re.search(
                r"\b(?:authori[sz]ed|empowered|entitled|standing)\s+to\s+$", before_act
            ):
                continue  # "is expressly authorized to bring this action": the law, not the suit
            if kind not in ("threat", "lawsuit") and _GENERIC_WHO.search(before_act):
                continue  # "women who objected to …": what a class does, not an act told
            if kind not in ("charge", "lawsuit") and _ALLEGED.search(before_act):
                # "filed a charge … alleging unlawful employment practices, consisting of
                # sexual harassment …": what the charge alleges, named, not an act told
                continue
            if any(a <= m.start() < b or m.start() <= a < m.end() for a, b, _ in typed):
                continue
            if any(k == kind for _, _, k in typed) and re.search(
                r"\botherwise\s+$", text[max(0, m.start() - 12) : m.start()]
            ):
                continue  # "harassed Foster …, and otherwise subjected …": the same act
            # a comma and a new subject open the main clause: "When Intervenor told Arlene
            # Shake …, Arlene Shake stated to Intervenor …" (two acts)
            new_subject = re.search(
                r",\s+(?:\d{1,3}\s+)?(?:[A-Z][\w.’'-]*\s+){1,4}(?:\d{1,3}\s+)?$", text[: m.start()]
            )
            if not new_subject and any(
                k == kind
                and not re.search(
                    # (a list after a colon tells its items apart: "as illustrated by … the
                    # following: (A) McGREW'S co-workers made …")
                    r"[;:]|,\s+and\b|\band\s+(?:then\s+)?[a-z]+ed\b",
                    _between(text, a, m),
                )
                for a, _, k in typed
            ):
                continue  # one act of a kind per clause: "an investigation … an investigator"
            typed.append((m.start(), m.end(), kind))
    practice = _PRACTICE_ACT.search(text)
    if (
        practice
        and (
            not typed
            # "Since at least September 1996, Defendant has engaged in the following unlawful
            # employment practices …: (a) …", "Since at least June 5, 1998, Defendant has
            # engaged in unlawful employment practices … by subjecting Holmes to …": the
            # practice carries its own date (the period of the acts it names)
            or re.search(
                r"\b(?:since|from|beginning|starting|during|in|as\s+of)\b[^.;]{0,60}\b(?:19|20)\d\d\b",
                text[max(0, practice.start() - 120) : practice.start()],
                re.IGNORECASE,
            )
        )
    ):
        typed.append((practice.start(), practice.end(), "unlawful-practice"))
    if len(typed) > 1:
        # "discriminated against him … by denying him … and discharging him": the acts
        # that follow tell how; the discrimination is not one more act
        typed = [
            x
            for x in typed
            if not (x[2] == "adverse-action" and re.match(r"(?i)discrim", text[x[0] : x[1]]))
        ]
        # "By letter dated June 28, 2004, … advised … that Defendant was cancelling …": the
        # letter is how the act was told, not one more act
        typed = [
            x
            for x in typed
            if not (x[2] == "communication" and re.match(r"(?i)by\s+letter", text[x[0] : x[1]]))
        ]
    manner = _MANNER.search(text)
    if manner:
        # "the subject of retaliation … in the form of being “written-up”, reassigned to the
        # back tables": how the retaliation was done, not more acts (also when the
        # retaliation is only named: "her complaints of … retaliation in being written-up")
        typed = [x for x in typed if not (x[2] in _FORMS and x[1] > manner.end())]
    # the practice that names the acts is not one of them: it does not count against the four
    practices = [x for x in typed if x[2] == "unlawful-practice"]
    typed = [x for x in typed if x[2] != "unlawful-practice"]
    typed.sort(key=lambda x: (_PRIORITY.get(x[2], 9), x[0]))
    typed = sorted(typed[:4] + practices)
    if "retaliation" in {k for _, _, k in typed} and len(typed) > 1:
        # "discharged her in retaliation for …": the cause of the other act, not an act
        typed = [
            x
            for x in typed
            if x[2] != "retaliation" or not re.search(r"\bin\s+$", text[max(0, x[0] - 4) : x[0]])
        ]
    return typed


def stage1(
    chunk_id: str,
    sentence_ids: tuple[str, ...],
    sentences: dict[str, Sentence],
    parties: list[Party],
) -> MiniGraph:
    """Stage 1: the entities and events of one chunk.

    Each act is an event whose label is its clause, from the agent to the end of the act
    ("Defendant discharged Powell"); in the passive ("Powell was discharged by X") the
    mention before is the patient and the one after "by" the agent; "her"/"him" after the
    verb is the person last named."""
    from legalkg.events.facts import THRESHOLD

    events: list[Event] = []
    seen_entities: set[str] = set()
    kinds = {p.entity.id: p.entity.kind for p in parties}
    groups = {p.entity.id: p.members for p in parties if p.members}
    filers = [
        x
        for p in parties
        if "plaintiff" in p.entity.legal_roles
        for x in groups.get(p.entity.id, (p.entity.id,))
    ]
    # in a complaint in intervention "this action" may be the agency's suit or the
    # intervenor's: not guessed
    intervening = any("intervenor" in p.entity.legal_roles for p in parties)
    filers = [] if intervening else list(dict.fromkeys(filers))
    last_person: str | None = None
    plaintiff_side = {
        p.entity.id
        for p in parties
        if p.entity.kind == "person"
        and {"charging-party", "aggrieved-individual", "plaintiff", "intervenor"}
        & set(p.entity.legal_roles)
    }
    employer = next((p.entity.id for p in parties if "defendant" in p.entity.legal_roles), None)
    management = {
        p.entity.id
        for p in parties
        if p.entity.kind == "person" and {"supervisor", "defendant"} & set(p.entity.legal_roles)
    }
    for sid in sentence_ids:
        s = sentences[sid]
        mentions = _mentions(s.text, parties)
        procedural = s.fact_score is not None and s.fact_score < THRESHOLD
        if (
            _BOILERPLATE.search(s.text)
            or _BOILERPLATE_FLAT.search(_flat(s.text))
            or (procedural and not _LAWSUIT.search(s.text))
        ):
            last_person = next(
                (e for _, _, e in reversed(mentions) if kinds.get(e) == "person"), last_person
            )
            continue
        acts = _find_acts(s.text)
        if procedural:  # a sentence of procedure tells the lawsuit and nothing else
            acts = [x for x in acts if x[2] == "lawsuit"]
        for a, b, kind in acts:
            passive = bool(_PASSIVE.search(s.text[max(0, a - 30) : a]))
            before = [
                x
                for x in mentions
                if x[1] <= a and a - x[1] < 200 and not re.match(r"[’']s\b", s.text[x[1] :])
            ]
            clause = _CLAUSE_END.search(s.text, b)
            stop = clause.start() if clause else len(s.text)
            stop = min(stop, b + 90)
            after = [x for x in mentions if b <= x[0] < stop]
            participants: list[Participant] = []
            agent = patient = None
            # "she"/"he" just before the verb: the person last named in the sentence
            subject = re.search(
                r"\b(?:she|he)\s+(?:\w+ly\s+|had\s+|also\s+){0,2}$", s.text[max(0, a - 30) : a]
            )
            named = next(
                (e for x0, _, e in reversed(mentions) if x0 < a and kinds.get(e) == "person"), None
            )
            if subject and not passive:
                before = [(a, a, named)] if named else []
            elif not passive and re.search(
                r"\bit\s+(?:\w+ly\s+|also\s+){0,2}$", s.text[max(0, a - 20) : a]
            ):
                org = next(
                    (e for x0, _, e in reversed(mentions) if x0 < a and kinds.get(e) != "person"),
                    None,
                )
                before = [(a, a, org)] if org else before
            if passive:
                patient = before[-1] if before else None
                by = re.search(r"\bby\s+$", s.text[b : after[0][0]]) if after else None
                agent = after[0] if after and by else None
            else:
                agent = before[-1] if before else None
                patient = after[0] if after else None
                if patient is None:
                    # a frame that holds its object ("subjected Ms. Zanganeh to adverse
                    # employment actions in retaliation"): the one named inside it
                    patient = next((x for x in mentions if a < x[0] and x[1] <= b), None)
            if (
                (kind in ADVERSE or kind == "failure-to-act")
                and agent is not None
                and agent[2] in plaintiff_side
                and (patient is None or patient[2] == agent[2] or patient[2] in plaintiff_side)
            ):
                # the complainant is the target of a retaliation or discharge, not its agent
                # (nor the one who failed to protect her)
                patient = agent
                agent = (a, a, employer) if employer else None
            if kind == "resignation" and (agent is None or kinds.get(agent[2]) != "person"):
                # "Ms. Doe was constructively discharged": she is the one who left;
                # "Defendant subjected her to … constructive discharge": the person named
                # before the act (an employer does not resign)
                if patient is not None and kinds.get(patient[2]) == "person":
                    agent, patient = patient, None
                elif named is not None:
                    agent, patient = (a, a, named), None
                elif last_person is not None and re.search(
                    r"\b(?:her|his)\s+(?:\w+\s+)?$|\b(?:she|he)\s+(?:\w+\s+){0,2}$",
                    s.text[max(0, a - 24) : a],
                ):
                    # "led to her constructive discharge", "she was forced to quit": the
                    # person told of before
                    agent, patient = (a, a, last_person), None
            if (
                kind == "communication"
                and agent is not None
                and agent[2] in plaintiff_side
                and patient is not None
                and (patient[2] == employer or patient[2] in management)
                and _REPORTS_WRONG.match(_LINE_NUMBER.sub("", s.text[b : b + 220]))
            ):
                # "Intervenor went to inform Defendant Doe 3, a manager, of what had happened",
                # "told her supervisor that he had touched her": she reported it (a complaint)
                kind = "complaint"
            if kind in PROTECTED and agent is not None and agent[2] in (employer, "eeoc"):
                # the employer or the agency does not complain, request or file the charge:
                # "complaints to Defendant" — the one it is made to
                if patient is None:
                    patient = agent
                agent = None
            if (
                kind == "lawsuit"
                and agent is None
                and filers
                and _THIS_ACTION.search(s.text[max(0, a - 40) : b + 40])
            ):
                # "This is an action to compel …": the complaint's own suit, brought by the
                # parties its caption names as plaintiffs, against the defendant
                participants += [Participant(x, "agent") for x in filers]
                if patient is None and employer is not None:
                    patient = (b, b, employer)
            if agent is not None:
                participants += [Participant(x, "agent") for x in groups.get(agent[2], (agent[2],))]
            if patient is not None and (agent is None or patient[2] != agent[2]):
                participants += [
                    Participant(x, "patient") for x in groups.get(patient[2], (patient[2],))
                ]
            elif (
                patient is None
                and not passive
                and named
                and _PRONOUN.match(s.text[b:stop])
                and (agent is None or agent[2] != named)
            ):
                participants.append(Participant(named, "patient"))
            start = a
            prefix = ""
            if agent is not None and agent[0] < agent[1] <= a:
                gap = s.text[agent[1] : a]
                if len(gap.split()) <= 3 and not re.search(r"[;.]", gap):
                    start = agent[0]  # "Michelet refused …": the agent begins the quote
                else:  # "Defendant has engaged … by subjecting Powell …"
                    prefix = _squash(s.text[agent[0] : agent[1]]) + " "
            elif passive and patient is not None and a - patient[1] < 80:
                start = patient[0]
            end = max(b, (after[0][1] if after else b))
            # the rest of the act's clause, a few words ("to sales manager")
            tail = re.match(r"(?:\s+[\w'’-]+){0,6}", s.text[end:stop])
            if tail:
                end += len(tail.group(0))
            quote = s.text[start:end].strip()
            label = prefix + _squash(quote)
            if len(label) > 100:
                label = label[:97].rsplit(" ", 1)[0] + "…"
            # how sure: by the roles the sentence fills, not by how many a group holds
            filled = len({(q.role, q.entity) for q in participants})
            # a group ("the plaintiffs") is each of its members, in the same role
            expanded = [
                Participant(x, q.role)
                for q in participants
                for x in groups.get(q.entity, (q.entity,))
            ]
            agents = {q.entity for q in expanded if q.role == "agent"}
            participants = list(
                dict.fromkeys(q for q in expanded if q.role == "agent" or q.entity not in agents)
            )
            confidence = min(0.9, 0.5 + 0.1 * filled)
            events.append(
                Event(
                    id=f"{chunk_id}-{sid}-{len(events) + 1}",
                    label=label,
                    type=kind,
                    evidence=(Evidence(sid, quote),),
                    confidence=round(confidence, 4),
                    participants=tuple(participants),
                )
            )
            seen_entities.update(p.entity for p in participants)
        last_person = next(
            (e for _, _, e in reversed(mentions) if kinds.get(e) == "person"), last_person
        )
    entities = tuple(p.entity for p in parties if p.entity.id in seen_entities)
    return MiniGraph(chunk_id, sentence_ids, entities, tuple(events), ())


def stage2(graph: MiniGraph, sentences: dict[str, Sentence]) -> MiniGraph:
    """Stage 2: only relations the chunk's text supports, given stage 1's events."""
    from dataclasses import replace

    relations: list[Relation] = []
    events = list(graph.events)

    def rel(kind: str, a: Event, b: Event, evidence: tuple[Evidence, ...], c: float) -> None:
        relations.append(
            Relation(f"{graph.id}-r{len(relations) + 1}", kind, a.id, b.id, evidence, c)
        )

    # cue words: "shortly after X, Y" → X BEFORE Y; "… later/then Y" → the event told before
    # the cue is BEFORE Y
    def offset(e: Event) -> int:
        q = e.evidence[0]
        return sentences[q.sentence_id].text.find(q.quote)

    for i, ev in enumerate(events):
        sid = ev.evidence[0].sentence_id
        cue = _AFTER.search(sentences[sid].text)
        if not cue or offset(ev) < cue.start():
            continue
        same = [e for e in events if e.evidence[0].sentence_id == sid and e is not ev]
        if cue.group(1).lower().endswith("after"):
            if cue.start() < 5:
                first = [e for e in same if offset(e) < offset(ev)]
                if first:
                    rel("BEFORE", first[0], ev, (Evidence(sid, cue.group(0)),), 0.6)
            # "discharged her …, shortly after she complained": the act after the cue came
            # first (read by the document's cues, _cue_relations), never the other way
            continue
        earlier = [e for e in same if offset(e) < cue.start()] or (
            [events[i - 1]] if i > 0 and events[i - 1].evidence[0].sentence_id != sid else []
        )
        if earlier:
            rel("BEFORE", earlier[-1], ev, (Evidence(sid, cue.group(0)),), 0.5)
    return replace(graph, relations=tuple(relations))


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


def document_relations(events: list[Event], sentences: dict[str, Sentence]) -> list[Relation]:
    """Causal cues across chunks: an adverse event told with "in retaliation for" (or "because
    she complained") is CAUSED by the latest protected activity (complaint, charge,
    accommodation request) told before it in the document. The evidence is the cue."""
    order = {s: i for i, s in enumerate(sentences)}
    ordered = sorted(events, key=lambda e: (order[e.evidence[0].sentence_id], e.id))
    out: list[Relation] = []
    for ev in ordered:
        if ev.type not in ADVERSE:
            continue
        found = [
            (x.sentence_id, c)
            for x in ev.evidence
            if (c := _CAUSE.search(sentences[x.sentence_id].text))
        ]
        if not found:
            continue
        causes: list[Event] = []
        target = next((p.entity for p in ev.participants if p.role == "patient"), None)
        named: list[Event] = []
        for sid, cue in found:  # noqa: B007 (the cue found is used after the loop)
            causes = [
                e
                for e in ordered
                if e.type in PROTECTED
                and order[e.evidence[0].sentence_id] <= order[sid]
                and e != ev
            ]
            # "retaliated against her for complaining … and contacting the Commission": each
            # protected act the cue's own clause names is a cause
            text = sentences[sid].text
            named = [
                e
                for e in causes
                if any(
                    x.sentence_id == sid and text.find(x.quote) >= cue.start() for x in e.evidence
                )
            ]
            # the protected activity of the person the act is done to, when the text says who
            own = [
                e
                for e in causes
                if target is not None
                and any(p.entity == target and p.role == "agent" for p in e.participants)
            ]
            causes = own or causes
            if causes:
                break
        for cause in named or causes[-1:]:
            out.append(
                Relation(
                    f"d-r{len(out) + 1}",
                    "CAUSES",
                    cause.id,
                    ev.id,
                    (Evidence(sid, cue.group(0)),),
                    0.5,
                )
            )
    # a retaliation answers a protected act: the latest one of the person retaliated against
    # told before it (or in its own sentence, before its words), when no cue linked them
    linked = {r.target for r in out}
    for ev in ordered:
        if ev.type != "retaliation" or ev.id in linked:
            continue
        target = next((p.entity for p in ev.participants if p.role == "patient"), None)
        sid = ev.evidence[0].sentence_id
        at = sentences[sid].text.find(ev.evidence[0].quote)
        before = [
            e
            for e in ordered
            if e.type in PROTECTED
            and (
                order[e.evidence[0].sentence_id] < order[sid]
                or e.evidence[0].sentence_id == sid
                and 0 <= sentences[sid].text.find(e.evidence[0].quote) < at
            )
            and (target is None or any(p.entity == target for p in e.participants))
        ]
        if before and target is not None:
            out.append(
                Relation(
                    f"d-r{len(out) + 1}",
                    "CAUSES",
                    before[-1].id,
                    ev.id,
                    (Evidence(sid, ev.evidence[0].quote),),
                    0.5,
                )
            )
    out.extend(_cue_relations(ordered, sentences, len(out)))
    return out


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
        r"in\s+(?:response|reply)\s+to)\b"
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
        r"\s+(?:day|week|month))\b"
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
#: what an act presupposes: (earlier kind, later kind) of the same person — a request comes
#: before its denial, a hiring before the discharge, a discharge before the refusal to
#: reinstate, a charge before the agency's investigation or determination
_SEQUENCE = (
    ("accommodation-request", "accommodation-denial", "agent", "patient"),
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


@dataclass(frozen=True)
class _Cue:
    """A cue found in a sentence: its offsets in the sentence and its text."""

    begin: int
    stop: int
    text: str

    def start(self) -> int:
        return self.begin

    def group(self, _: int = 0) -> str:
        return self.text


#: the causal cues read with the spaces taken out ("harassmenrte sultedi n": OCR that shifted
#: the spaces), found again in the sentence's own offsets
_RESULT_FLAT = re.compile(r"resulted?in|resultingin|ledto|sointolerablethat|tocause[a-z]+to")


def _result_cues(text: str) -> list[_Cue]:
    """The "resulted in / caused / led to" cues of a sentence, read also through OCR-shifted
    spaces; each with its offsets in ``text``."""
    found = [_Cue(m.start(), m.end(), m.group(0)) for m in _RESULT.finditer(text)]
    keep = [i for i, c in enumerate(text) if not c.isspace() and not c.isdigit()]
    flat = "".join(text[i] for i in keep).casefold()
    for m in _RESULT_FLAT.finditer(flat):
        a, b = keep[m.start()], keep[m.end() - 1] + 1
        if not any(c.begin <= a < c.stop or a <= c.begin < b for c in found):
            found.append(_Cue(a, b, text[a:b]))
    return sorted(found, key=lambda c: c.begin)


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


def _cue_relations(ordered: list[Event], sentences: dict[str, Sentence], n: int) -> list[Relation]:
    """Relations the wording of one sentence states between two of its events:

    - "X resulted in / caused / led to Y", "so intolerable that she was constructively
      discharged": X CAUSES Y (harassment, a failure to act… before an end of employment);
    - "After X, Y" (a leading clause): X BEFORE Y;
    - "Y despite X" (a complaint): X BEFORE Y; "X until Y": X BEFORE Y;
    - "prior to the institution of this lawsuit, X filed a charge": X BEFORE the lawsuit.
    The cause must be told before the cue and the effect after it (direction checked)."""
    out: list[Relation] = []
    seen: set[tuple[str, str, str]] = set()

    def at(e: Event, sid: str) -> int:
        for x in e.evidence:
            if x.sentence_id == sid:
                return sentences[sid].text.find(x.quote)
        return -1

    def add(kind: str, a: Event, b: Event, sid: str, quote: str) -> None:
        if a.id == b.id or (kind, a.id, b.id) in seen:
            return
        seen.add((kind, a.id, b.id))
        out.append(
            Relation(f"d-r{n + len(out) + 1}", kind, a.id, b.id, (Evidence(sid, quote),), 0.6)
        )

    lawsuits = [e for e in ordered if e.type == "lawsuit"]
    index = {sid: i for i, sid in enumerate(sentences)}

    def who(e: Event, role: str | None) -> str | None:
        if role is None:
            return None
        return next((p.entity for p in e.participants if p.role == role), None)

    for early, late, r1, r2 in _SEQUENCE:
        for b in (e for e in ordered if e.type == late):
            person = who(b, r2)
            found = [
                a
                for a in ordered
                if a.type == early and (r2 is None or person is not None and who(a, r1) == person)
            ]
            if found:
                add("BEFORE", found[0], b, b.evidence[0].sentence_id, b.evidence[0].quote)
    # a complaint in intervention: the agency's suit, which the intervenor joins, came first
    # ("she has an unconditional right to intervene in a civil action brought by the EEOC")
    if any(_INTERVENES.search(x.text) for x in sentences.values()):
        agency = [e for e in lawsuits if _AGENCY_SUIT.search(" ".join(x.quote for x in e.evidence))]
        for b in (e for e in lawsuits if e not in agency):
            for a in agency[:1]:
                add("BEFORE", a, b, b.evidence[0].sentence_id, b.evidence[0].quote)
    # a charge comes before the suit it opens the way to: the agency's (the charge was filed
    # with it) or its filer's own; a suit others brought (a cited case) is none of them
    for b in lawsuits:
        by = {p.entity for p in b.participants if p.role == "agent"}
        charges = [
            a
            for a in ordered
            if a.type == "charge"
            and (
                not by
                or by
                & {p.entity for p in a.participants if p.role in ("agent", "patient", "recipient")}
            )
        ]
        if charges:
            add("BEFORE", charges[0], b, b.evidence[0].sentence_id, b.evidence[0].quote)
    for b in ordered:
        # "Nevertheless, she was not reinstated": a refusal to reinstate follows the discharge
        quote = " ".join(x.quote for x in b.evidence)
        if b.type == "adverse-action" and re.search(r"reinstat", quote, re.IGNORECASE):
            fired = [
                a
                for a in ordered
                if a.type == "termination"
                and (who(b, "patient") is None or who(a, "patient") == who(b, "patient"))
            ]
            if fired:
                add("BEFORE", fired[0], b, b.evidence[0].sentence_id, b.evidence[0].quote)
        # "did nothing" told just after a complaint: the complaint came first
        if b.type == "failure-to-act":
            n_at = index[b.evidence[0].sentence_id]
            told = [
                a
                for a in ordered
                if a.type == "complaint"
                and 0 <= n_at - index[a.evidence[0].sentence_id] <= 2
                and a is not b
            ]
            if told and index[told[-1].evidence[0].sentence_id] < n_at:
                add("BEFORE", told[-1], b, b.evidence[0].sentence_id, b.evidence[0].quote)
        # "Whitehead later told Hodge …": after the act told just before
        x = b.evidence[0]
        text = sentences[x.sentence_id].text
        cue = _LATER.search(text)
        q_at = text.find(x.quote)
        if cue and 0 <= cue.start() <= q_at + len(x.quote):
            same_before = [
                e
                for e in ordered
                if e is not b
                and e.evidence[0].sentence_id == x.sentence_id
                and 0 <= text.find(e.evidence[0].quote) < cue.start()
                # its agent begins the quote ("Whitehead later told"): not an act before the cue
                and not text.find(e.evidence[0].quote) <= q_at
            ]
            if not same_before:
                # the act told last before it: the event with a telling (any of its
                # sentences, not only the first: a summary tells many acts early) nearest
                # before the sentence of the cue
                here_at = index[x.sentence_id]
                last_told = {
                    e.id: max(
                        (
                            index[y.sentence_id]
                            for y in e.evidence
                            if index[y.sentence_id] < here_at
                        ),
                        default=here_at,
                    )
                    for e in ordered
                }
                prior = sorted(
                    (
                        e
                        for e in ordered
                        if last_told[e.id] < index[x.sentence_id]
                        and e is not b
                        and e.type not in ("lawsuit", "unlawful-practice", "charge")
                    ),
                    key=lambda e: last_told[e.id],
                )
                if prior:
                    add("BEFORE", prior[-1], b, x.sentence_id, cue.group(0))
    for sid, s in sentences.items():
        here = [e for e in ordered if any(x.sentence_id == sid for x in e.evidence)]
        if not here:
            continue
        text = s.text
        placed = sorted(((at(e, sid), e) for e in here if at(e, sid) >= 0), key=lambda x: x[0])
        for rcue in _result_cues(text):
            causes = [e for p, e in placed if p < rcue.start() and e.type in _CAUSING]
            effects = [e for p, e in placed if p >= rcue.start() and e.type in _ENDING]
            if effects and not causes:  # "This sexual harassment resulted in …": told before
                causes = [
                    e
                    for e in ordered
                    if e.type == "harassment"
                    and list(sentences).index(e.evidence[0].sentence_id)
                    <= list(sentences).index(sid)
                ][-1:]
            for c in causes[-1:]:
                for e in effects[:1]:
                    add("CAUSES", c, e, sid, rcue.group(0))
        lead = _AFTER_CLAUSE.search(text)
        if lead and "," in text:
            comma = text.index(",")
            first = [e for p, e in placed if p < comma]
            then = [e for p, e in placed if p > comma]
            for a in first[:1]:
                for b in then:
                    add("BEFORE", a, b, sid, text[:comma].strip()[:200])
        for cue in _BECAUSE_OF.finditer(text):
            # "she was forced to quit because of the failure to take action": CAUSES
            ends = [e for p, e in placed if p < cue.start() and e.type in _ENDING]
            causes = [e for p, e in placed if p > cue.start() and e.type in _CAUSING]
            for c in causes[:1]:
                for e in ends[-1:]:
                    add("CAUSES", c, e, sid, cue.group(0))
        onset = _ONSET.search(text)
        if onset:
            # "From the onset of employment, X began subjecting Intervenor to …": the
            # employment began before the acts the sentence tells
            for p1, e1 in placed:
                if e1.type in ("hiring", "employment") or p1 < onset.start():
                    continue
                people = {q.entity for q in e1.participants}
                began = [
                    e
                    for e in ordered
                    if e.type in ("hiring", "employment")
                    and e not in here
                    and (not people or {q.entity for q in e.participants} & people)
                ]
                began.sort(key=lambda e: e.type != "hiring")  # the hiring first
                if began:
                    add("BEFORE", began[0], e1, sid, onset.group(0))
        for cue in _DESPITE.finditer(text):
            prior = [e for p, e in placed if p > cue.start() and e.type in PROTECTED]
            main = [e for p, e in placed if p < cue.start() and e.type not in PROTECTED]
            comma = text.find(",", cue.end())
            if (
                not main
                and comma > 0
                and not text[: cue.start()].strip(' \n\t"“(').strip("0123456789. ")
            ):
                # "Although Ms. Hovis complained about the harassment, Defendant failed to
                # act": the concession leads, the act it is set against follows its comma
                prior = [
                    e
                    for p, e in placed
                    if cue.start() < p < comma and e.type not in _STATES and e.type != "harassment"
                ]
                main = [e for p, e in placed if p > comma and e.type not in _STATES]
            for a in prior[:1]:
                for b in main[-1:]:
                    add("BEFORE", a, b, sid, cue.group(0))
        for cue in _UNTIL.finditer(text):
            a_ = [e for p, e in placed if p < cue.start()]
            b_ = [e for p, e in placed if p > cue.start()]
            if a_ and b_:
                add("BEFORE", a_[-1], b_[0], sid, cue.group(0))
        for cue in _AFTER_MID.finditer(text):
            # "Defendant terminated Ms. Everett …, after participating in an EEOC
            # investigation": the act after the cue (up to the clause's end) came first
            if not text[: cue.start()].strip(' \n\t"“(').strip("0123456789. "):
                continue  # a leading "After X, Y": read above
            stop = min((i for i in (text.find(";", cue.end()),) if i > 0), default=len(text))
            later = [e for p, e in placed if p < cue.start() and e.type not in _STATES]
            earlier = [e for p, e in placed if cue.start() <= p < stop and e.type not in _STATES]
            for a in earlier[:1]:
                for b in later[-1:]:
                    add("BEFORE", a, b, sid, cue.group(0))
        _reason_relations(text, sid, placed, ordered, index, add)
        # "She complained to X, but nothing was done" / "…, and was fired": the response
        # told after the protected act in the same sentence comes after it
        for p0, e0 in placed:
            if e0.type not in PROTECTED:
                continue
            for p1, e1 in placed:
                if p1 > p0 and (e1.type in ADVERSE or e1.type == "failure-to-act"):
                    between = text[p0:p1]
                    if re.search(r",\s*(?:but|and)\b|;\s*(?:but|and)?\b", between) and not (
                        _CAUSE.search(text) or _RESULT.search(between)
                    ):
                        add("BEFORE", e0, e1, sid, between.strip()[:200])
        # "complained about the discriminatory treatment": the act complained of, told
        # before the complaint (or earlier in its sentence), came first
        for p0, e0 in placed:
            if e0.type != "complaint":
                continue
            q = next(x.quote for x in e0.evidence if x.sentence_id == sid)
            about = _COMPLAINED_OF.match(text[p0 + len(q) :]) or _COMPLAINED_OF.match(
                text[p0 + len(q.split()[0]) :]
            )
            if not about:
                continue
            kinds = _COMPLAINED_KIND.get(about.group("what")[:5].lower(), ())
            n0 = index[sid]
            prior = [
                e
                for e in ordered
                if e.type in kinds
                and e is not e0
                and (
                    index[e.evidence[0].sentence_id] < n0
                    or e.evidence[0].sentence_id == sid
                    and 0 <= at(e, sid) < p0
                )
            ]
            if prior:
                # the act of that kind told (or retold) last before the complaint
                told_last = {
                    e.id: max(
                        (index[x.sentence_id] for x in e.evidence if index[x.sentence_id] <= n0),
                        default=-1,
                    )
                    for e in prior
                }
                add("BEFORE", max(prior, key=lambda e: told_last[e.id]), e0, sid, q)
        # "filed a charge alleging that Defendant terminated him": the act alleged came first
        alleging = re.search(r"\balleg(?:ing|ed)\s+that\b", text, re.IGNORECASE)
        if alleging:
            for p0, e0 in placed:
                if e0.type in ("charge", "complaint") and p0 < alleging.start():
                    for p1, e1 in placed:
                        if p1 > alleging.start() and e1.type in ADVERSE | {"harassment"}:
                            add("BEFORE", e1, e0, sid, alleging.group(0))
        if _PRIOR_SUIT.search(text):
            for c in (e for _, e in placed if e.type == "charge"):
                for suit in lawsuits[:1]:
                    add("BEFORE", c, suit, sid, _PRIOR_SUIT.search(text).group(0))  # type: ignore[union-attr]
    for sid, s in sentences.items():  # a sentence may tell the cue and none of the acts
        placed = sorted(((at(e, sid), e) for e in ordered if at(e, sid) >= 0), key=lambda x: x[0])
        _prevent_enable(s.text, sid, placed, ordered, index, add)
    return out


def _prevent_enable(
    text: str,
    sid: str,
    placed: list[tuple[int, Event]],
    ordered: list[Event],
    index: dict[str, int],
    add: Callable[[str, Event, Event, str, str], None],
) -> None:
    """PREVENTS: "afraid to complain … because Stewart was intimidating" — the threat (or
    retaliation) told in the sentence or in the two before it PREVENTS the complaint told in
    it or in the two after it (the complaints that were, or were not, made despite it).
    PREVENTS orders nothing. ("The failure to act allowed the harassment to continue" is
    not read as ENABLES: the pipeline orders a cause before its effect, and the harassment
    began before the failure.)"""
    n0 = index[sid]

    def near(kinds: set[str], lo: int, hi: int) -> list[Event]:
        return [
            e
            for e in ordered
            if e.type in kinds and any(lo <= index[x.sentence_id] - n0 <= hi for x in e.evidence)
        ]

    cue = _DETERRED.search(text)
    if cue:
        causes = [e for _, e in placed if e.type in ("threat", "retaliation")] or near(
            {"threat", "retaliation"}, -2, -1
        )[-1:]
        prevented = [e for _, e in placed if e.type in PROTECTED] or near(PROTECTED, 1, 2)[:1]
        for c in causes[-1:]:
            for e in prevented[:1]:
                add("PREVENTS", c, e, sid, cue.group(0))


def _reason_relations(
    text: str,
    sid: str,
    placed: list[tuple[int, Event]],
    ordered: list[Event],
    index: dict[str, int],
    add: Callable[[str, Event, Event, str, str], None],
) -> None:
    """An end of employment told with its reason: "Because she could no longer tolerate the
    discriminatory conduct toward her, she was forced to quit" (a leading reason), "forced to
    quit because of the Fish Hopper's failure to take corrective action" (a reason that names
    an act told before, not again here). The reason CAUSES the end: the act of the kind it
    names told in its clause, else the one of that kind told most often before this sentence
    (the complaint's main telling of it); nothing when the reason names no kind."""
    lead = _BECAUSE_LEAD.match(text)
    comma = text.find(",", lead.end()) if lead else -1
    clauses: list[tuple[int, int, list[Event]]] = []
    if lead and comma > 0:
        ends = [e for p, e in placed if p > comma and e.type in _ENDING]
        clauses.append((lead.end(), comma, ends))
    for cue in _BECAUSE_OF.finditer(text):
        ends = [e for p, e in placed if p < cue.start() and e.type in _ENDING]
        stop = min((i for i in (text.find(";", cue.end()),) if i > 0), default=len(text))
        clauses.append((cue.end(), stop, ends[-1:]))
    n0 = index[sid]
    for begin, stop, ends in clauses:
        if not ends:
            continue
        told = [(p, e) for p, e in placed if begin <= p < stop and e.type in _CAUSING]
        reason = text[begin:stop]
        # the reason's head: the first kind it names ("the Fish Hopper's failure to take
        # corrective action in response to her complaints of … retaliation": the failure)
        heads = [(m.start(), k) for rx, k in _REASON_KIND if (m := rx.search(reason))]
        head_at, kind = min(heads, default=(len(reason), None))
        first = min((p - begin for p, _ in told), default=len(reason))
        if kind is not None and head_at < first:
            told = [(p, e) for p, e in told if e.type == kind]
        if not told:
            before = [
                e
                for e in ordered
                if e.type == kind and index[e.evidence[0].sentence_id] < n0 and e not in ends
            ]
            # the main telling: told most often (its retellings merged into it), then first
            told = [
                (0, e)
                for e in sorted(before, key=lambda e: -len({x.sentence_id for x in e.evidence}))
            ][:1]
        for _, c in told[:1]:
            for e in ends[-1:]:
                add("CAUSES", c, e, sid, text[begin:stop].strip()[:200] or text[:stop][:200])


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


def _retelling(text: str) -> bool:
    """Whether a sentence retells acts in the words of the law (read with the spaces taken
    out, so that OCR that shifted them, "a llegest hat", "c omplainedo f above", still reads)."""
    return bool(_RETELLING.search(text) or _RETELLING_FLAT.search(_flat(text)))


_RECALL = re.compile(
    r"\b(?:the|this|that|such|said|these|those)\s+(?:(?:sexual|racial|physical|verbal|alleged|"
    r"aforementioned|above|same|ongoing|continued|continuing|repeated|severe|unlawful|listed|"
    r"described|mentioned|referenced|foregoing|above-listed|above-described)\s+){0,3}$",
    re.IGNORECASE,
)


def _recalled(e: Event, sentence: str) -> bool:
    """Whether every mention of ``e`` in this sentence is a definite noun recalling an act
    told before ("the assault", "this harassment", "such retaliation")."""
    quotes = [x.quote for x in e.evidence if x.quote and x.quote in sentence]
    if not quotes:
        return False
    for q in quotes:
        at = sentence.find(q)
        if not re.match(r"[a-z]", q) or not _RECALL.search(sentence[max(0, at - 60) : at]):
            return False
    return True


#: what stands before a protected act that is recalled, not told: a relative clause ("of
#: which"), a determiner or possessive ("her numerous complaints"), a leading "After"
_RECALLS = re.compile(
    r"(?i:(?:\b(?:of|about|over|regarding)\s+which\s+(?:\w+\s+){0,3}|"
    r"\b(?:her|his|their|the|these|those|such|said)\s+(?:\w+\s+){0,2}|^\W*after\s+)$)"
)
#: a clause of its own that tells a new act: a subject and a finite verb in the quote
_TOLD = re.compile(r"^[A-Z][\w.'’]*(?:\s+[A-Z][\w.'’]*)*\s+(?:\d{1,3}\s+)*(?:had\s+)?[a-z]+ed\b")


def _recalls_protected(e: Event, sentence: str) -> bool:
    """Whether a complaint mention recalls one told before rather than telling one: it sits
    in a relative clause ("the problems of which Intervenor complained"), or is a noun or
    gerund after a determiner or a leading "After" ("her numerous complaints of harassment",
    "After reporting the incidents"), and no date stands near it (a dated complaint is told,
    not recalled)."""
    from legalkg.events.dates import find_dates

    x = e.evidence[0]
    at = sentence.find(x.quote)
    if at < 0:
        return False
    # a date near it ("On May 3, 2001, she complained"): told, not recalled (a date of another
    # act of the sentence, "quit … on January 19, 1998 because of … her complaints", is not)
    end = at + len(x.quote)
    if any(
        m.date is not None and m.end > at - 40 and m.start < end + 40 for m in find_dates(sentence)
    ):
        return False
    before = " ".join(sentence[max(0, at - 80) : at].split())
    before = before + " " if before else ""
    if re.search(r"(?i:\b(?:of|about|over|regarding)\s+which\s+(?:\w+\s+){0,3}$)", before):
        return True
    return bool(_RECALLS.search(before)) and not _TOLD.match(x.quote) and x.quote[:1].islower()


#: what introduces the act a report tells: "inform X of how …", "complained about how …"
_REPORTED_HOW = re.compile(r"(?i:\b(?:of|about|regarding|that)\s+how\s+(?:[\w.'’-]+\s+){0,4}$)")


def _reported_again(a: Event, b: Event, sentence: str) -> bool:
    """Whether ``b`` is ``a`` told again as what someone reported ("of how Jimmy Ugaz grabbed
    her breasts"): ``b`` stands in such a clause and says nothing ``a`` did not (its words are
    ``a``'s, two at least)."""
    x = b.evidence[0]
    at = sentence.find(x.quote)
    if at < 0 or not _REPORTED_HOW.search(" ".join(sentence[max(0, at - 80) : at].split()) + " "):
        return False
    wb = _plain_words(b)
    return len(wb) >= 2 and wb <= _plain_words(a)


def _flat(text: str) -> str:
    return re.sub(r"[\s\d]+", "", text).casefold()


def _plain_words(e: Event) -> set[str]:
    """The lower-case content words of an event's quotes (names left out), cut to five
    letters."""
    quote = " ".join(x.quote for x in e.evidence)
    return {w[:5] for w in re.findall(r"\b[a-z]{4,}\b", quote) if w not in _ACT_STOP}


def _act_words(e: Event, sentence: str) -> set[str]:
    """The content words of what an event's quote says was done (cut to five letters)."""
    quote = " ".join(x.quote for x in e.evidence)
    return {
        w[:5]
        for w in re.findall(r"[a-z]{4,}", (quote + " " + e.label).casefold())
        if w not in _ACT_STOP
    }


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


def _named_only(e: Event) -> bool:
    """Whether a harassment mention only names the kind ("was sexually harassed", "harassing
    behavior", "subjected to a hostile work environment"): no act, no other word."""
    if e.type != "harassment":
        return False
    words = {
        w[:5]
        for x in e.evidence[:1]
        for w in re.findall(r"\b[a-z]{4,}\b", x.quote)
        if w not in _ACT_STOP and w not in ("intervenor", "plaintiff", "been", "being")
    }
    return bool(words) and words <= _HARASSMENT_WORDS


def _answers_harm(e: Event, sentence: str) -> bool:
    """Whether a failure to act is a failure to answer the harassment or the complaints: what
    its own words fail to do is about them ("did nothing to stop the harassment"), not
    another duty ("failed to post the notices required by Title VII")."""
    quote = e.evidence[0].quote
    at = sentence.find(quote)
    if at < 0:
        return False
    return bool(_ANSWERED.search(sentence[at : at + len(quote) + 60]))


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


def _own_suit(e: Event) -> bool:
    """Whether a lawsuit event tells the complaint's own suit ("This is an action", "filed this
    lawsuit") rather than another one ("filed a civil action in this Court")."""
    quotes = " ".join(x.quote for x in e.evidence)
    other = re.search(
        r"(?i:\b(?:a|an|their|his|her)\s+(?:civil\s+)?(?:action|lawsuit|suit)\b)", quotes
    )
    return bool(_THIS_ACTION.search(quotes)) or not other


#: a complaint in intervention: its own action ("This is an action …") is the intervenor's
_IN_INTERVENTION = re.compile(
    r"(?i:\b(?:complaint|petition)\b[^.]{0,40}\bintervention\b|\bintervenors?\b)"
)
_AGENCY_FILER = re.compile(
    r"\b(?:EEOC|E\.\s?E\.\s?O\.\s?C\.|[Tt]he\s+Commission|Commission|United\s+States)\b"
)
_INTERVENOR_FILER = re.compile(r"(?i:\bintervenor|\bintervening\s+plaintiff)")


def _filer(e: Event, sentences: dict[str, Sentence], intervention: bool) -> str | None:
    """Who files a suit, as its own sentence names the subject just before its words: the
    agency ("EEOC filed suit"), an intervenor ("Intervenor, KRIS McGREW, … brings this
    action"); the complaint's own action without a named filer is the intervenor's in a
    complaint in intervention; else unknown (None)."""
    for x in e.evidence:
        text = sentences[x.sentence_id].text
        at = text.find(x.quote)
        if at < 0:
            continue
        # the subject: what stands before the suit's words, and the capitalised words its
        # quote opens with ("EEOC filed this lawsuit")
        lead = re.match(r"(?:[A-Z][\w.'’&-]*,?\s+)*", x.quote)
        head = re.split(r"[.;:]\s", text[max(0, at - 100) : at])[-1]
        head += lead.group(0) if lead else ""
        found = [(m.start(), "agency") for m in _AGENCY_FILER.finditer(head)]
        found += [(m.start(), "intervenor") for m in _INTERVENOR_FILER.finditer(head)]
        if found:
            return max(found)[1]  # the subject nearest the verb
    if intervention and _own_suit(e):
        return "intervenor"
    return None


#: the heading of a count ("FIRST CAUSE OF ACTION", "COUNT II", "SECOND CLAIM FOR RELIEF"),
#: at the start of its sentence (a line number may stand before it)
_COUNT_HEADING = re.compile(
    r"^\W*(?:\d{1,3}\s+)*(?:(?:[A-Z]+(?:ST|ND|RD|TH)|ONE|TWO)\s+(?:CAUSE\s+OF\s+ACTION|"
    r"CLAIM\s+FOR\s+RELIEF|COUNT)\b|COUNT\s+(?:[IVX]+|\d+|ONE|TWO|THREE|FOUR|FIVE)\b)"
)
_PRAYER_HEADING = re.compile(r"^\W*(?:\d{1,3}\s+)*PRAYER\s+FOR\s+RELIEF\b")


def count_sentences(sentences: dict[str, Sentence]) -> set[str]:
    """The sentences of a complaint's counts (from the first count's heading to the prayer
    for relief): a count realleges the facts told before it and retells them in the words of
    its claim ("During her employment, Intervenor had been subjected to sexual harassment"),
    so an act it tells again of a kind already told is that act, not a new one."""
    out: set[str] = set()
    inside = False
    for sid, x in sentences.items():
        text = " ".join(x.text.split())
        if _COUNT_HEADING.match(text):
            inside = True
        elif _PRAYER_HEADING.match(text):
            inside = False
        if inside:
            out.add(sid)
    return out


#: what a charge alleges, as its sentence names it: "a charge of retaliation and race
#: discrimination"
_CHARGE_OF = re.compile(
    r"(?i:\bcharges?\s+of\s+((?:[\w-]+,?\s+(?:and\s+|or\s+)?){0,3}?"
    r"(?:discrimination|retaliation|harassment))\b)"
)
#: a charge one has pending ("currently has a charge of retaliation pending at the EEOC"), not
#: "her charge remains pending" (the charge told before)
_PENDING = re.compile(r"(?i:\b(?:has|have)\s+(?:\w+\s+){0,2}charges?\b[^.;]{0,80}\bpending\b)")


def _other_charge(first: str, second: str) -> bool:
    """Whether two sentences tell two charges of one person: one is told as one the person
    has pending and the other not ("filed timely charges of discrimination …, which issued a
    determination" / "currently has a charge of retaliation pending"), or what each alleges
    has no word in common ("a charge of discrimination" / "a charge of retaliation")."""
    if bool(_PENDING.search(first)) != bool(_PENDING.search(second)):
        return True
    x, y = _CHARGE_OF.search(first), _CHARGE_OF.search(second)
    if x is None or y is None:
        return False
    words = {w for w in re.findall(r"[a-z]+", x.group(1).casefold()) if w not in ("and", "or")}
    other = {w for w in re.findall(r"[a-z]+", y.group(1).casefold()) if w not in ("and", "or")}
    return not words & other


def same_event_mentions(
    events: list[Event],
    sentences: dict[str, Sentence],
    kinds: dict[str, str] | None = None,
    names: dict[str, tuple[str, ...]] | None = None,
) -> list[dict[str, object]]:
    """Mentions of one act in different sentences (the summary, the numbered paragraphs, the
    causes of action, a back-reference), as ``same_events`` merge proposals (checked and
    applied by :func:`legalkg.events.resolve.apply_resolution`, which keeps every evidence
    quote):

    - a one-off event (termination, resignation, hiring) of the same person (its patient, or
      agent for a resignation); a lawsuit, the unlawful practice, an employment or a charge of
      the same agent (a charge unless "another"/"second" tells a new one);
    - any other act of the same kind whose people agree (the same person, or none named, in
      each role; the employer stands for any of its people) when the later mention carries
      no cue of a new act ("again", "another", "then", "later"…) — for a complaint or request
      also only when it is told in the next sentence, recalled in a leading "Shortly after X
      complained, …", or one of the two sentences retells it in the words of the law ("in
      retaliation for complaining").

    ``kinds`` maps entity ids to their kind (person, organization…), ``names`` to their
    names and aliases.
    """
    names = names or {}

    def named_in(e: Event, sentence: str) -> bool:
        """Whether the person an act is done to (if the event names one) is named in the
        other sentence."""
        who = person(e, "patient") or person(e, "agent")
        if who is None or who not in names:
            return True
        return any(n.split()[-1].casefold() in sentence.casefold() for n in names[who] if n.split())

    order = {sid: i for i, sid in enumerate(sentences)}
    kinds = kinds or {}

    def where(e: Event) -> int:
        return order[e.evidence[0].sentence_id]

    def role(e: Event, name: str) -> str | None:
        return next((p.entity for p in e.participants if p.role == name), None)

    def person(e: Event, name: str) -> str | None:
        who = role(e, name)
        return who if who is not None and kinds.get(who, "person") == "person" else None

    def agree(a: Event, b: Event) -> bool:
        for name in ("agent", "patient"):
            x, y = person(a, name), person(b, name)
            if x is not None and y is not None and x != y:
                return False
        return True

    def _people_in(e: Event) -> set[str]:
        return {p.entity for p in e.participants if kinds.get(p.entity) == "person"}

    def targets(kind: str) -> set[str]:
        """The people an act of ``kind`` is done to (or, for a protected act, by)."""
        name = "agent" if kind in PROTECTED else "patient"
        return {w for e in events if e.type == kind and (w := person(e, name)) is not None}

    def text_of(e: Event) -> str:
        return sentences[e.evidence[0].sentence_id].text

    ordered = sorted(events, key=lambda e: (where(e), e.id))
    counts = count_sentences(sentences)

    def in_count(e: Event) -> bool:
        return e.evidence[0].sentence_id in counts

    from legalkg.events.dates import find_dates

    stated_days: dict[str, frozenset[str]] = {}

    def days_of(e: Event) -> frozenset[str]:
        """The days told next to an act's own words (within 40 characters: "On October 31,
        2020, Plaintiff wrote to …"), not a day of another act of its sentence ("On January
        19, 2002, she quit because of … her numerous complaints")."""
        if e.id not in stated_days:
            text = text_of(e)
            at = text.find(e.evidence[0].quote)
            end = at + len(e.evidence[0].quote)
            stated_days[e.id] = frozenset(
                m.date.value
                for m in find_dates(text)
                if at >= 0
                and m.date is not None
                and m.date.granularity == "day"
                and not m.date.end
                and m.end > at - 40
                and m.start < end + 40
            )
        return stated_days[e.id]

    told_in: dict[str, list[Event]] = {}
    for e in events:
        told_in.setdefault(e.evidence[0].sentence_id, []).append(e)

    def objects_differ(a: Event, b: Event) -> bool:
        """Whether two acts done to no one named (a failure to act) answer different acts:
        each sentence tells acts of a kind besides it (the complaint it ignored), none of
        them one event, and neither sentence is a count's retelling."""
        if person(a, "patient") or person(b, "patient") or in_count(a) or in_count(b):
            return False
        sa, sb = a.evidence[0].sentence_id, b.evidence[0].sentence_id
        if sa == sb:
            return False
        oa = [e for e in told_in.get(sa, []) if e.type != a.type]
        ob = [e for e in told_in.get(sb, []) if e.type != b.type]
        pairs = [(x, y) for x in oa for y in ob if x.type == y.type]
        return bool(pairs) and all(root.get(x.id, x.id) != root.get(y.id, y.id) for x, y in pairs)

    out: list[dict[str, object]] = []
    root: dict[str, str] = {}  # merged id → the id it was merged into
    filer: dict[str, str] = {}  # a suit (its kept id) → who files it (agency, intervenor)
    intervention = any(_IN_INTERVENTION.search(x.text) for x in sentences.values())
    specific: set[str] = set()  # kept events that hold a mention told in fact
    for i, b in enumerate(ordered):
        # a count's retelling is of the act as first told (the summary or the facts), the
        # earliest one that agrees; any other mention is of the nearest one told before it
        retold_in_count = in_count(b)
        earlier = [a for a in ordered[:i] if not in_count(a)] if retold_in_count else []
        if earlier and days_of(b) and any(days_of(a) & days_of(b) for a in earlier):
            # a count's retelling that states its day is of the act told on that day
            earlier = [a for a in earlier if days_of(a) & days_of(b)]
        for a in earlier or reversed(ordered[:i]):
            # two acts of a kind in one sentence are two, but for a failure to act ("failed
            # to take prompt and effective remedial action …; failed to prevent …")
            if a.type != b.type or (where(a) == where(b) and a.type != "failure-to-act"):
                continue
            da, db = days_of(a), days_of(b)
            if da and db and not da & db:
                # "On or about February 5, 2020, … complain to MPD EEO" / a count's "On or
                # about October 31, 2020, Plaintiff wrote to the Chief of Police … to
                # complain": told on two different days, two acts
                continue
            text = text_of(b)
            # a count tells no new act of a kind told before it: "again", "repeatedly" there
            # are the facts it realleges
            again = None if retold_in_count else _AGAIN.search(text)
            if a.type in ONE_OFF:
                who = role(a, ONE_OFF[a.type])
                same = who is not None and who == role(b, ONE_OFF[a.type])
                if (
                    not same
                    and a.type == "termination"
                    and len(targets("termination")) <= 1
                    and where(b) - where(a) == 1
                ):
                    same = agree(a, b) and (
                        person(a, "patient") is None or person(b, "patient") is None
                    )
                if (
                    not same
                    and len(targets(a.type)) <= 1
                    and (_retelling(text) or _retelling(text_of(a)))
                    and agree(a, b)
                    and named_in(a, text)
                    and named_in(b, text_of(a))
                ):
                    # "Tenet violated the ADA by causing the terminations of …": the one
                    # termination told in fact, told again in the words of the law
                    same = True
            elif a.type in ONE_PER_AGENT:
                x, y = role(a, "agent"), role(b, "agent")
                same = (x is None or y is None or x == y) and not (
                    a.type == "charge" and (_AGAIN.search(text) or _other_charge(text_of(a), text))
                )
                if a.type == "lawsuit" and _own_suit(a) != _own_suit(b):
                    # "This is an action …" and "firefighters … filed a civil action in this
                    # Court" (another suit): two suits
                    same = False
                if a.type == "lawsuit" and same:
                    # "Intervenor … brings this action" and "EEOC filed suit on behalf of
                    # McGrew on February 16, 2001": the suits of two filers (the group a
                    # mention joined keeps the filer it has)
                    fa = filer.get(root.get(a.id, a.id)) or _filer(a, sentences, intervention)
                    fb = _filer(b, sentences, intervention)
                    same = fa is None or fb is None or fa == fb
                    if same and fb is not None:
                        filer[root.get(a.id, a.id)] = fb
                if a.type == "employment":
                    # one employment per employee: "Plaintiff Chasin is employed by the
                    # Department", "Plaintiff Conerly is employed by the Department" are two
                    ea = person(a, "agent") or person(a, "patient")
                    eb = person(b, "agent") or person(b, "patient")
                    same = same or x is None or y is None or ea is not None and ea == eb
                    same = same and (ea is None or eb is None or ea == eb)
            elif a.type in ("complaint", "charge", "accommodation-request"):
                cue = _AFTER.search(text)
                comma = text.find(",")
                backref = (  # "Shortly after Hodge reported it, …": the clause recalls it
                    cue is not None
                    and cue.start() < 5
                    and cue.group(1).lower().endswith("after")
                    and 0 <= text.find(b.evidence[0].quote) < comma
                )
                agent = role(a, "agent")
                near = where(b) - where(a) == 1 and (cue is None or backref)
                retold = _retelling(text) or _retelling(text_of(a)) or retold_in_count
                other = role(b, "agent")
                same = agent == other and agent is not None and (near or retold) and not again
                if not same and a.type == "complaint" and _recalls_protected(b, text):
                    # "the problems of which Intervenor complained", "After reporting the
                    # incidents", "her numerous complaints": the complaint told before
                    same = (other is None or agent is None or other == agent) and not (
                        _AGAIN.search(text)
                    )
            elif a.type in _TOLD_AGAIN:
                # a mention in the words of the law (the summary, a cause of action) is the
                # retelling of one told in fact; two told in fact are two acts
                people = _people_in(a)
                shared = bool(people & {p.entity for p in b.participants})
                generic_a = _retelling(text_of(a))
                # "Intervenor was sexually harassed", "the harassing behavior": the kind's
                # own name and nothing done retells the harassment of the same person told
                # before (told of no one, it may be anyone's)
                generic_b = _retelling(text) or retold_in_count
                named_only = shared and _named_only(b)
                keep = root.get(a.id, a.id)
                # without a person in common, the two must say what was done in common words
                # ("failed to post the notices" / "has failed … to post"), else they are two
                # acts ("failed to post notices" / "failed to stop the harassment")
                common = _act_words(a, text_of(a)) & _act_words(b, text)
                # the same act in the same words ("refusing to engage in an interactive
                # process", told in each count): one act
                wa, wb = _plain_words(a), _plain_words(b)
                alike = len(wa & wb) >= 4 and len(wa & wb) >= 0.75 * min(len(wa), len(wb))
                same = (
                    agree(a, b)
                    and (generic_b or named_only or generic_a and keep not in specific or alike)
                    and (shared or not people or not _people_in(b))
                    # a count retells in its claim's words ("failed to take corrective
                    # action" for "did nothing to stop the harassment")
                    and (shared or bool(common) or retold_in_count)
                    and not again
                    and not (_AFTER.search(text) and not generic_b)
                )
                if not same and a.type == "failure-to-act":
                    # "did nothing to stop the harassment", "did nothing to rectify the
                    # problems of which Intervenor complained", "failed to fully investigate":
                    # one agent's failure to answer the harassment is one act, unless told as
                    # a later one ("then failed to …")
                    x, y = role(a, "agent"), role(b, "agent")
                    same = (
                        x is not None
                        and x == y
                        # told in one sentence ("failed to exercise reasonable care …;
                        # failed to take prompt and effective remedial action"), or each
                        # answering the harassment
                        and (
                            where(a) == where(b)
                            or _answers_harm(a, text_of(a))
                            and _answers_harm(b, text)
                        )
                        and not again
                        and not _AFTER.search(text)
                    )
                if not same and _reported_again(a, b, text):
                    # "inform Jeanne David … of how Jimmy Ugaz grabbed her breasts": the act
                    # told before, in the same words, as what was reported
                    x, y = person(a, "patient"), person(b, "patient")
                    same = (x is None or y is None or x == y) and not _AGAIN.search(text)
                if not same and _recalled(b, text):
                    # "the reaction to the assault Intervenor had experienced": a definite
                    # noun recalls the act told before (of the same person, if any named)
                    x, y = person(a, "patient"), person(b, "patient")
                    same = (x is None or y is None or x == y) and not _AGAIN.search(text)
                if same and objects_differ(a, b):
                    # "Despite complaints … to Supervisor Rodney Jones, Defendant took no
                    # corrective action", told once of each woman: each failure answers its
                    # own sentence's complaint, and those are two
                    same = False
                if same and not generic_b:
                    specific.add(keep)
            else:  # a communication, an investigation, another act: told apart
                same = False
            if same:
                out.append({"keep": a.id, "merge": [b.id]})
                root[b.id] = root.get(a.id, a.id)
                if a.type in _TOLD_AGAIN and not _retelling(text_of(a)):
                    specific.add(root[b.id])
                break
    return out


def statutes(text: str) -> list[str]:
    """The statute citations of a complaint (eyecite), normalised and sorted.

    >>> statutes("under 42 U.S.C. § 12117(a) and 29 U.S.C. § 621.")
    ['29 U.S.C. § 621', '42 U.S.C. § 12117']
    """
    from eyecite import get_citations
    from eyecite.models import FullLawCitation

    found = set()
    for c in get_citations(" ".join(text.split())):
        if isinstance(c, FullLawCitation):
            groups = c.groups
            if groups.get("reporter") and groups.get("section"):
                found.add(
                    f"{groups.get('title', '')} {groups['reporter']} § {groups['section']}".strip()
                )
    return sorted(found)
