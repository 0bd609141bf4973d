"""The rules extractor (no network): entities, events, dates and relations per chunk.

- parties from the caption and people from defined terms in the body, with legal roles from
  cues (:mod:`.people`);
- one event per action verb (at most two per sentence), typed by the verb, with the nearest
  entity mention before it as agent and after it as patient;
- dates (``June 2, 2011``, ``August 2009``, ``since approximately 2005``, ``6/24/1999``) with
  granularity and approximation;
- verb stems tolerate OCR-split words (``term inate``); hypothetical, negated or threatened
  actions (``would not be laid off``) are not events;
- relations in a chunk (stage 2): BEFORE between consecutive dated events whose periods do not
  overlap, and from cue words (``then``, ``later``, ``thereafter``…); at document level,
  temporal and causal relations from cues (:mod:`.relations`: ``in retaliation for``,
  ``because she complained``…), and mentions of one event in several sentences merged
  (:mod:`.retellings`).

The patterns all of them share (verb stems, cues, hedges, boilerplate) are in :mod:`.patterns`.

Stage 1 (entities, events) and stage 2 (relations, given the chunk and stage 1) are separate
functions, as in ARGUS's two-stage extraction.
"""

from __future__ import annotations

import calendar
import logging
import re
from dataclasses import replace

from legalkg.events.agencies import FILED_WITH, argued_about
from legalkg.events.frames import ONE_PERSON, ONE_PERSON_ACTS
from legalkg.events.government import STATED, public_statement
from legalkg.events.licensing import (
    APPOINTED,
    CAREER,
    JOB_LOST,
    LICENSING,
    ONE_CANDIDATE,
    POWER,
    REQUIRED,
    TESTS,
    UNDONE,
)
from legalkg.events.model import (
    Event,
    EventDate,
    Evidence,
    MiniGraph,
    Participant,
    Relation,
    Sentence,
)
from legalkg.events.nonacts import carried, not_done, practice_of
from legalkg.events.patterns import (
    _AFTER,
    _ALLEGED,
    _APPROX,
    _ASKED_WHY,
    _ASKS_EMPLOYER,
    _BOILERPLATE,
    _BOILERPLATE_FLAT,
    _CLASS_WHO,
    _CLAUSE_END,
    _DAY,
    _EXPOSED,
    _FORMS,
    _GENERIC_WHO,
    _HARM_CAUSE,
    _HEADING,
    _IN_MIND,
    _LAWSUIT,
    _LINE_NUMBER,
    _MANNER,
    _MODAL,
    _MONTH,
    _NOT_DONE,
    _NOT_ISSUED,
    _NUMERIC,
    _PASSIVE,
    _PRACTICE_ACT,
    _PRIORITY,
    _PRONOUN,
    _REFUSED_OBJECT,
    _REPORTED,
    _REPORTS_WRONG,
    _SUFFERED,
    _THING_ENDED,
    _THIS_ACTION,
    _YEAR,
    ADVERSE,
    MONTHS,
    PROTECTED,
    VERBS,
    _flat,
    _squash,
)
from legalkg.events.people import Party, _mentions, _unknown_name
from legalkg.events.staffing import officials, staff_acts, units
from legalkg.events.subjects import named_by, no_patient, read_doers
from legalkg.events.unhandled import negated_start, told_unhandled, unhandled_acts


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


def _between(text: str, a: int, m: re.Match[str]) -> str:
    return text[min(a, m.start()) : max(a, m.start())]


#: a rank of command before a name ("Sgt. Brown", "Lieutenant Darnell Robinson", "Chief of
#: Police Peter Newsham"): told something there, one tells the chain of command
_COMMAND_RANK = re.compile(
    r"\b(?:Sgt\.|Lt\.|Capt\.|Sergeant|Lieutenant|Captain|Commander|Inspector|Chief|"
    r"Superintendent)\s+(?:of\s+Police\s+)?(?:[A-Z][\w’'-]*\s+){0,2}[A-Z][\w’'-]*$"
)


def _coordinated(text: str, a: int, m: re.Match[str]) -> bool:
    """Whether the later of two acts is a predicate of its own joined by "and" ("was enacted
    and became effective", "applied for and was awarded a pension", "was not sworn in … and
    was required to take an examination"): two acts of one subject, not one act told twice."""
    later = max(a, m.start())
    return bool(
        re.search(r"\band\s+(?:then\s+)?$", text[:later])
        and re.match(r"(?:became|becomes|began|took|went|was|were)\b", text[later:], re.I)
    )


def _carries(text: str, comm: tuple[int, int, str], complaint: tuple[int, int, str]) -> bool:
    """Whether a communication is the vehicle of a complaint told in its own clause: the one
    joins the other by "to" or "and to" ("sent an email to X to complain", "to complain …,
    and to inform them of …"), with no clause of another subject between them."""
    a, b = sorted((comm, complaint))
    # (asides in parentheses are left out: "(White male) (hereinafter “Chief Newsham”)")
    between = re.sub(r"\([^()]*\)", "", text[a[1] : b[0]])
    if len(between) > 220 or re.search(r"[;]|,\s+(?:who|which|but)\b|\.\s", between):
        return False
    if comm[0] < complaint[0]:  # the email, then its purpose
        return bool(re.search(r"\bto\s+$", between))
    return bool(re.search(r"\band\s+to\s+$", between))


#: a termination told as its notice ("gave her final notice that her employment would be
#: terminated effective March 14"): the act is done when the notice is given, as "given
#: notice of termination" is
_NOTICE_OF = re.compile(
    r"\b(?:notice|notif\w+|inform\w+|advis\w+|told)\b[^.;]{0,60}?\bthat\s+(?:\w+\s+){0,3}"
    r"(?:would|will)\s+be\s+$"
)


def _find_acts(text: str) -> list[tuple[int, int, str]]:
    """The acts a sentence tells: (start, end, event type), one per act (several of one type
    when they are told apart, e.g. two discharges), at most four by priority."""
    typed: list[tuple[int, int, str]] = []
    # the words of an act that is not one (modal, not done, a rule's exposure …): no act
    # inside them either ("anticipates that he will be proposed for termination")
    blocked: list[tuple[int, int]] = []
    told_practice: tuple[int, int, str] | None = None
    # inline line numbers ("a reasonable 15 accommodation") blanked, offsets kept
    text = _LINE_NUMBER.sub(lambda n: " " * len(n.group(0)), text)
    heading = _HEADING.match(text)
    for pattern, kind in VERBS:
        for m in pattern.finditer(text):
            if heading and m.start() < heading.end():
                continue  # a heading names what the section tells; its words are no act
            if re.search(r"(?:https?://|www\.|\w\.(?:com|edu|gov|org)/)\S*$", text[: m.start()]):
                continue  # "http://www.fgcu.edu/investigations": a web address, no act
            mind = _IN_MIND.search(text[: m.start()])
            if mind and not re.search(
                r"(?i:\b(?:although|though|while|because|since|when|despite|even\s+if)\b)",
                text[: mind.start()],
            ):
                # (not "Although the office was aware that …, the company never …": the
                # main clause after it tells)
                continue
            if (
                kind != "lawsuit"
                and _HARM_CAUSE.search(text[max(0, m.start() - 160) : m.start()])
                and _SUFFERED.search(text[m.end() :])
            ):
                continue
            if kind != "communication" and _ASKED_WHY.search(
                text[max(0, m.start() - 120) : m.start()]
            ):
                continue  # "asked her why she was not resigning": asked about, not done
            if kind == "hiring" and (
                re.match(
                    r"(?i)\s+(?:process|practices?|decisions?|polic(?:y|ies)|committee|freeze|"
                    r"plan)\b",
                    text[m.end() : m.end() + 14],
                )
                or re.search(
                    r"(?i:\b(?:funds?|funding|money|budget|authority|approval|permission|"
                    r"resources)\s+to\s+$)",
                    text[max(0, m.start() - 30) : m.start()],
                )
            ):
                # "the hiring process" (a noun's modifier), "additional funds to hire a second
                # assistant" (what the money is for): no one is hired
                continue
            if kind == "termination" and _THING_ENDED.search(
                text[max(0, m.start() - 40) : m.start()]
            ):
                continue  # "talks about mediation terminated on May 2": a thing ended, no one
            if kind == "agency-determination" and _NOT_ISSUED.search(
                text[max(0, m.start() - 40) : m.start()]
            ):
                continue
            if kind == "accommodation-request" and _REFUSED_OBJECT.search(
                text[max(0, m.start() - 45) : m.start()]
            ):
                continue
            if (
                kind != "agency-determination"  # "a Dismissal and Notice of Right to Sue"
                and m.group(0)[:1].isupper()
                and (m.group(0).isupper() or re.search(r"[^.\s]\s*$", text[: m.start()]))
                # (a form by its title, filed: "submitted to the college an internal Complaint
                # of Discrimination" is a complaint made)
                and not (
                    kind in ("complaint", "charge")
                    and not m.group(0).isupper()
                    and re.search(
                        r"(?i:\b(?:filed|submitted|lodged|made)\s+(?:to\s+(?:the\s+)?[\w.’'-]+\s+)?"
                        r"(?:an?|her|his|their)\s+(?:[\w-]+\s+){0,2}$)",
                        text[max(0, m.start() - 60) : m.start()],
                    )
                )
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
            if kind == "employment" and re.search(
                r"(?i:\b(?:course|field|class|home)\s*$)", text[max(0, m.start() - 8) : m.start()]
            ):
                continue  # "completed the course work and field work for her credential": study
            if (
                kind in ("other", "adverse-action")
                and ONE_PERSON_ACTS.match(m.group(0))
                and not ONE_PERSON.search(text)
                and not LICENSING.match(text, m.start())
            ):
                # "flight attendants who become pregnant are grounded": a policy (an
                # examination "taken" by a surname in capitals is a candidate's act)
                continue
            # what is not done takes its object with it ("from being subjected to sexual
            # harassment"): up to the end of its clause, 60 characters at most
            scope = m.end() + len(re.match(r"[^,;.]{0,60}", text[m.end() :]).group(0))  # type: ignore[union-attr]
            if (
                kind == "communication"
                and STATED.match(m.group(0))
                and not public_statement(text, m.start())
            ):
                continue  # "Ms. Pariseau stated that …": part of another act (:mod:`.government`)
            if LICENSING.match(text, m.start()) and (
                POWER.search(text[max(0, m.start() - 60) : m.start()])
                or UNDONE.search(text[max(0, m.start() - 60) : m.start()])
            ):
                # "the Board can suspend or revoke the licences of …" (the law), "seeking to
                # obtain a licence", "without having passed the examination": no act
                blocked.append((m.start(), scope))
                continue
            if (
                kind not in ("threat", "communication")
                and _MODAL.search(_squash(text[max(0, m.start() - 120) : m.start()]) + " ")
                and not (
                    kind == "termination"
                    and _NOTICE_OF.search(text[: m.start()])
                    and not re.match(r"[^.;]{0,80}?\b(?:if|unless)\b", text[m.end() :])
                )
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
            if not_done(text, m.start(), kind):
                blocked.append((m.start(), scope))
                continue  # "was not informed", "unless she requested …" (:mod:`.nonacts`)
            if kind == "termination" and argued_about(text, m.start()):
                continue  # "these terminations constituted a RIF": argued (:mod:`.agencies`)
            whose = practice_of(text, m.start()) if kind != "unlawful-practice" else None
            if whose:
                if whose == "owned":
                    told_practice = told_practice or (m.start(), m.end(), "unlawful-practice")
                continue  # "a policy or practice of refusing to …": the practice (:mod:`.nonacts`)
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
            if kind not in ("threat", "lawsuit") and (
                _GENERIC_WHO.search(before_act) or _CLASS_WHO.search(before_act)
            ):
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
            # (or after its auxiliary: "Only after she was diagnosed … did the airline extend …")
            new_subject = re.search(
                r"(?:,|\b(?:did|does|do|would|could)\b)\s+(?:\d{1,3}\s+)?(?:[A-Z][\w.’'-]*\s+){1,4}"
                r"(?:\d{1,3}\s+)?$|\b(?:did|does|would|could)\s+(?:the|its|her|his|their)\s+[a-z]+\s+$",
                text[: m.start()],
            )
            # (and a list of acts done to one person, each its own verb after a comma:
            # "suspended him without pay, placed him on a last-chance agreement, …")
            listed = re.match(r"[a-z]+ed\s+(?:her|him|them)\b", m.group(0)) is not None
            if not new_subject and any(
                k == kind
                and not re.search(
                    # (a list after a colon tells its items apart: "as illustrated by … the
                    # following: (A) McGREW'S co-workers made …")
                    r"[;:]|,\s+and\b|\band\s+(?:then\s+)?[a-z]+ed\b",
                    _between(text, a, m),
                )
                and not (listed and re.search(r",\s+$", _between(text, a, m)))
                and not _coordinated(text, a, m)
                # (a clause opening on a date of its own between them: "On July 31 the
                # Commission issued a notice … On or about August 21, 2008, the EEOC issued a
                # notice …": two acts; not "By letter dated June 28, 2004, X advised …")
                and not re.search(
                    r"\bOn\s+(?:or\s+about\s+)?[A-Z][a-z]+\s+\d{1,2},?\s*(?:19|20)\d\d\b",
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
    if told_practice and not any(k == "unlawful-practice" for _, _, k in typed):
        typed.append(told_practice)
    if len(typed) > 1:
        typed = [x for x in typed if not carried(text, x, typed)]
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
        # "sent an email to the Chief … to complain and inform of …", "wrote to the Council
        # to complain about …, and to inform them of …": the email or the letter is how the
        # complaint was made, not one more act (a reply told in its own clause stays one)
        complaints = [x for x in typed if x[2] == "complaint"]
        typed = [
            x
            for x in typed
            if not (
                x[2] == "communication"
                and not re.match(r"(?i)(?:t[oe]l|repl|respon|receiv)", text[x[0] : x[1]])
                and any(_carries(text, x, c) for c in complaints)
            )
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
    from legalkg.events.doings import CONFIDENCE as SHAPE_CONFIDENCE
    from legalkg.events.doings import doings
    from legalkg.events.facts import DATE, THRESHOLD

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
    order = list(sentences)
    position = {x: i for i, x in enumerate(order)}

    def antecedent(sid: str) -> str | None:
        """The person a sentence opening on "She"/"He" speaks of: the one the two sentences
        before it named last (read in the document, not the chunk, so that overlapping chunks
        agree)."""
        for back, prev in enumerate(reversed(order[max(0, position[sid] - 6) : position[sid]])):
            found = [e for _, _, e in _mentions(sentences[prev].text, parties)]
            people = [e for e in found if kinds.get(e) == "person"]
            if people:
                return people[-1]
            if back >= 1 and not re.search(r"\b(?:[Ss]he|[Hh]e|her|his)\b", sentences[prev].text):
                # past the two sentences before, only a chain of sentences that go on
                # speaking of "she" ("she sought …", "she still accrued …") leads further back
                return None
        return None

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
    agency = employer if employer and kinds.get(employer) != "person" else None
    offices = units([x.text for x in sentences.values()])
    for sid in sentence_ids:
        s = sentences[sid]
        mentions = _mentions(s.text, parties)
        procedural = s.fact_score is not None and s.fact_score < THRESHOLD
        procedural = procedural and not told_unhandled(s.text)  # a file left undone
        if (
            _BOILERPLATE.search(s.text)
            or _BOILERPLATE_FLAT.search(_flat(s.text))
            or (procedural and not _LAWSUIT.search(s.text) and not FILED_WITH.search(s.text))
        ):
            last_person = next(
                (e for _, _, e in reversed(mentions) if kinds.get(e) == "person"), last_person
            )
            continue
        acts = staff_acts(s.text, _find_acts(s.text))  # notices, volunteering (:mod:`.staffing`)
        if not ONE_PERSON.search(s.text) and not any(
            kinds.get(e) == "person" and e not in groups for _, _, e in mentions
        ):
            # "applicants who fail the examination are denied a licence": a candidate's
            # steps told of no one are the rule (:mod:`.licensing`)
            acts = [x for x in acts if not (x[2] == "other" and ONE_CANDIDATE.match(s.text, x[0]))]
        else:
            # "… and have required that he pass the examination": the requirement put to one
            # person is part of what was done to him; the practice is the class's
            acts = [
                x
                for x in acts
                if not (x[2] == "unlawful-practice" and REQUIRED.match(s.text, x[0]))
            ]
        if procedural:  # a sentence of procedure tells the lawsuit and nothing else
            # (and the notice that opened it: "The Attorney General has issued to Plaintiffs
            # notices of right to sue … and Plaintiffs have brought this action")
            notice = re.search(
                r"(?i:\b(?:issued|received)\s+(?:[\w.’'-]+\s+){0,4}?notices?\s+of\s+(?:the\s+)?"
                r"right[-\s]to[-\s]sue)",
                s.text,
            )
            acts = [
                x
                for x in acts
                if x[2] == "lawsuit"
                or (x[2] == "agency-determination" and notice is not None)
                or (x[2] == "complaint" and FILED_WITH.match(s.text, x[0]))  # (:mod:`.agencies`)
            ]
        shaped = False
        if not acts and not procedural:  # acts in words no frame knows (:mod:`.doings`)
            # an official named by post is a subject too ("an HR official in OGC sent …"), but
            # no participant: the complaint does not name who (:mod:`.staffing`)
            posts = officials(s.text, mentions, agency, offices)
            acts = [(x, y, k) for x, y, k, _ in doings(s.text, posts, frozenset(plaintiff_side))]
            shaped = bool(acts)
        # "has not been processed by NEH": a file left undone (:mod:`.unhandled`)
        acts = acts if procedural else unhandled_acts(s.text, acts)
        for a, b, kind in acts:
            # "are denying her the licence", "is preventing him from …": a form of "be" and a
            # verb in -ing tell the act in the present, done by the subject (not a passive)
            passive = bool(_PASSIVE.search(s.text[max(0, a - 30) : a])) and not re.match(
                r"[a-z]+ing\b", s.text[a:b]
            )
            before = [
                x
                for x in mentions
                if x[1] <= a and a - x[1] < 200 and not re.match(r"[’']s\b", s.text[x[1] :])
            ]
            clause = _CLAUSE_END.search(s.text, b)
            stop = clause.start() if clause else len(s.text)
            stop = min(stop, b + 90)
            inverted = re.compile(r"\b(?:did|does|do|would|could)\s+(?:[A-Z]|the\s)").search(
                s.text, b, stop
            )
            stop = inverted.start() if inverted else stop  # "… did the airline extend …"
            after = [x for x in mentions if b <= x[0] < stop]
            participants: list[Participant] = []
            agent = patient = None
            # "she"/"he" just before the verb: the person last named in the sentence
            # ("He was discharged on June 1": a sentence opening on the pronoun speaks of the
            # person the sentence before named last)
            subject = re.search(
                r"\b(?:[Ss]he|[Hh]e)\s+(?:\w+ly\s+|ha[sd]\s+|also\s+|still\s+|then\s+|again\s+|"
                r"(?:was|were|had\s+been|has\s+been|"
                r"got)\s+(?:\w+ly\s+|also\s+|then\s+){0,2})?$",
                s.text[max(0, a - 30) : a],
            )
            named = next(
                (e for x0, _, e in reversed(mentions) if x0 < a and kinds.get(e) == "person"), None
            )
            if (
                named is None
                and subject
                and (
                    re.fullmatch(
                        r"\s*(?:\d{1,3}\s*\.|\(\w{1,3}\))?\s*(?:[^,;:()]{2,60},\s*)?",
                        s.text[: max(0, a - 30) + subject.start()],
                    )
                    # "Only after she was diagnosed …, did the airline …", in a sentence that
                    # names no one (else "After she gave birth, Ms. Doe …" names her after)
                    or re.fullmatch(
                        r"\s*(?:\d{1,3}\s*\.\s*)?(?:(?:only|just|shortly|soon|even)\s+)?"
                        r"(?:after|before|when|once|until|since|because|although|though|while)\s+",
                        s.text[: max(0, a - 30) + subject.start()],
                        re.IGNORECASE,
                    )
                    and not any(kinds.get(e) == "person" for _, _, e in mentions)
                )
            ):
                # "She …", also after an opening phrase ("As a result, she accrued …", "In
                # May 2016, she …") that names no one
                named = antecedent(sid)
            if subject and (not passive or not before):
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
            # "Ms. Doe and Ms. Roe filed charges": both named as the subject do the act (an
            # employment is each one's own, told apart)
            co_agent = (
                before[-2]
                if not passive
                and kind != "employment"
                and len(before) >= 2
                and agent is not None
                and agent[0] < agent[1]
                and kinds.get(before[-2][2]) == kinds.get(agent[2]) == "person"
                and re.fullmatch(r"\s*,?\s*(?:and|&)\s+", s.text[before[-2][1] : agent[0]])
                and re.fullmatch(r"\s*(?:\w+\s+){0,2}", s.text[agent[1] : a])
                else None
            )
            # "Defendants Roe and Poe fired …", "Lo saw Roe fire …" (.subjects)
            agent, patient, doers = read_doers(
                s.text, (a, b), passive, kind, (agent, patient), mentions, after
            )
            co_agent = None if doers else co_agent
            if not passive:
                if patient is None:
                    # a frame that holds its object ("subjected Ms. Zanganeh to adverse
                    # employment actions in retaliation"): the one named inside it
                    patient = next((x for x in mentions if a < x[0] and x[1] <= b), None)
            if patient is not None and no_patient(s.text, patient, kinds.get(patient[2])):
                # "NEH staff"; "action by Frontier", "a letter signed by Roe": its doer (.subjects)
                agent, patient = agent or (patient if named_by(s.text, patient) else None), None
            if kind in ADVERSE and agent is None and patient is not None and patient[2] == employer:
                # "her termination from Acme": the employer does it, it is not done to it
                agent, patient = patient, None
            if (
                (kind in ADVERSE or kind == "failure-to-act")
                and agent is not None
                and agent[2] in plaintiff_side
                and (
                    patient is None
                    or patient[2] == agent[2]
                    or patient[2] in plaintiff_side
                    # "terminating her employment with Acme": the employer is not the target
                    or patient[2] == employer
                )
            ):
                # the complainant is the target of a retaliation or discharge, not its agent
                # (nor the one who failed to protect her)
                patient = agent
                agent = (a, a, employer) if employer else None
                if JOB_LOST.match(s.text, a):
                    # "X lost his job at a school district": who let X go is not told (the
                    # defendant may be a licensing board, not the employer)
                    agent = None
            if (
                kind == "hiring"
                and agent is not None
                and agent[2] in plaintiff_side
                and patient is None
                and APPOINTED.match(s.text, a)
            ):
                # "X obtained employment at …", "X … the administration appointed him
                # Vice-Principal": the plaintiff is the one given the post
                patient, agent = agent, None
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
                and (
                    patient[2] == employer
                    or patient[2] in management
                    # "notified Sgt. Brown about …": one of rank in the chain of command
                    or bool(_COMMAND_RANK.search(s.text[max(0, patient[0] - 14) : patient[1]]))
                )
                and _REPORTS_WRONG.match(_LINE_NUMBER.sub("", s.text[b : b + 220]))
            ):
                # "Intervenor went to inform Defendant Doe 3, a manager, of what had happened",
                # "told her supervisor that he had touched her": she reported it (a complaint)
                kind = "complaint"
            if (
                kind == "communication"
                and agent is not None
                and agent[2] in plaintiff_side
                and re.match(
                    r"[^.;]{0,80}?\bto\s+(?:discuss|raise|address|voice|air)\s+(?:her|his|their)\s+"
                    r"(?:\w+\s+)?(?:concerns|complaints?|grievances?)\b",
                    s.text[b : b + 160],
                )
            ):
                # "asked for a meeting to discuss her concerns about her evaluation": what she
                # asked for was to complain
                kind = "complaint"
            if (
                kind == "communication"
                and agent is not None
                and agent[2] in plaintiff_side
                and (patient is None or patient[2] == employer or patient[2] in management)
                and _ASKS_EMPLOYER.match(s.text, a)
            ):
                # "requested that her team be given a second assistant", "asked the director
                # why the women's offices were at the far end", "asked him to meet with her
                # about her rating": what the complainant asks of her employer for her work or
                # her treatment is a complaint (a protected request), not a message
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
            participants += [Participant(x[2], "agent") for x in doers[:-1] if agent in doers]
            if agent is not None:
                participants += [Participant(x, "agent") for x in groups.get(agent[2], (agent[2],))]
                if co_agent is not None and co_agent[2] != agent[2] and agent[1] > agent[0]:
                    participants.append(Participant(co_agent[2], "agent"))
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
            elif (
                patient is None
                and not passive
                and not any(kinds.get(e) == "person" for _, _, e in mentions)
                and not _unknown_name(s.text, a, mentions)
                and (
                    _PRONOUN.match(s.text[b:stop])
                    or re.search(r"(?i:\b(?:her|his|him)\b)", s.text[a:b])
                    # "her termination", "his second discharge": the act's own possessive
                    or re.search(r"\b(?:her|his)\s+(?:[a-z]+\s+)?$", s.text[max(0, a - 24) : a])
                )
            ):
                # "Frontier denied her request", "never answered his email": in a sentence
                # that names no one, the complainant when the two sentences before named her
                # last (another named last may be anyone the story meets)
                told = antecedent(sid)
                if told in plaintiff_side and (agent is None or agent[2] != told):
                    participants.append(Participant(told, "patient"))
            if (
                kind in ("other", "adverse-action", "employment", "hiring", "termination")
                and not any(kinds.get(q.entity) == "person" for q in participants)
                and (LICENSING.match(s.text, a) or CAREER.match(s.text, a))
            ):
                # a candidate's step told with the name elsewhere in the sentence ("Upon
                # receiving her waivers, Plaintiff X …", "She is seeking …, and has taken the
                # examination", "the Board is denying him said licence"): the one person the
                # sentence names, or the one its pronoun speaks of
                people = list(
                    dict.fromkeys(
                        e for _, _, e in mentions if kinds.get(e) == "person" and e not in groups
                    )
                )
                who = people[0] if len(people) == 1 else None
                if (
                    who is None
                    and not people
                    and (
                        re.match(r"\s*(?:\d{1,3}\s*\.|\(\w{1,3}\))?\s*(?:[Ss]he|[Hh]e)\b", s.text)
                        or re.search(r"\b(?:her|him)\b", s.text[a:b])
                    )
                ):
                    who = antecedent(sid)
                if who is not None:
                    # (one takes an examination or works; one is given a licence, a post)
                    role = "agent" if TESTS.match(s.text, a) or kind == "employment" else "patient"
                    participants.append(Participant(who, role))
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
            if kind == "failure-to-act" and start >= a:  # "has not been processed by"
                start = negated_start(s.text, start)
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
            if (
                kind == "hiring"
                and (
                    not participants
                    # ("the company maintains aspirations to hire …": its own practice)
                    or (
                        re.search(r"\b(?:to|the)\s+$", s.text[max(0, a - 5) : a])
                        and all(q.role == "agent" and q.entity == employer for q in participants)
                    )
                )
                and re.fullmatch(r"(?i)hir(?:e|es|ing)", s.text[a:b])
                and not DATE.search(s.text)
            ):
                # "prioritized the hiring of people of color", "policies to hire and promote
                # individuals based on …": a practice named, no one hired on any day told
                continue
            confidence = SHAPE_CONFIDENCE if shaped else min(0.9, 0.5 + 0.1 * filled)
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


def statutes(text: str) -> list[str]:
    """The statute citations of a complaint (eyecite), normalised and sorted.

    >>> statutes("under 42 U.S.C. § 12117(a) and 29 U.S.C. § 621.")
    ['29 U.S.C. § 621', '42 U.S.C. § 12117']
    """
    from eyecite import get_citations
    from eyecite.models import FullLawCitation

    # eyecite warns on stderr of overlaps in its own filtering ("§ 804, 82 Stat. at 83"):
    # nothing about the complaint a user can act on, so not shown while it reads
    quiet = logging.getLogger("eyecite")
    level = quiet.level
    quiet.setLevel(logging.ERROR)
    try:
        cites = get_citations(" ".join(text.split()))
    finally:
        quiet.setLevel(level)
    found = set()
    for c in cites:
        if isinstance(c, FullLawCitation):
            groups = c.groups
            if groups.get("reporter") and groups.get("section"):
                found.add(
                    f"{groups.get('title', '')} {groups['reporter']} § {groups['section']}".strip()
                )
    return sorted(found)
