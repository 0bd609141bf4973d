"""The dates of a complaint's events: each event takes the date phrase its sentence states
(:func:`legalkg.events.dates.find_dates`), or the day of the story it is told in (a meeting,
"that day", a day told without its year), a relative date counted from the event the text refers
to, a range closed by its end; then the BEFORE/AFTER relations the dates give
(:func:`relate`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from legalkg.events.dates import (
    _YEAR_REACH,
    DAY_OPENING,
    DateMention,
    _natural_end,
    _points,
    find_dates,
    horizon,
    shift,
    with_years,
)
from legalkg.events.merge import _reaches
from legalkg.events.model import Event, EventDate, Evidence, Relation, Sentence
from legalkg.events.replies import one_story
from legalkg.events.spans import participle_of
from legalkg.events.storydates import names_anchor_in, planned_day, scene_day, story_mentions

_PRIOR = re.compile(r"(?i:\b(?:prior\s+to|before|until)\b[^,;]{0,60}$)")


#: a day something would take effect: "the cancellation would be effective August 1, 2004"
_TO_TAKE_EFFECT = re.compile(
    r"(?i:\b(?:would|will|shall|to)\s+(?:be(?:come)?\s+)?(?:effective|take\s+effect)\s*"
    r"(?:on|as\s+of)?\s*$)"
)


#: a day an act took effect, not the day it was done: "terminating her employment, effective
#: April 30, 2021", "her last day of employment … was May 31, 2025"
_TAKES_EFFECT = re.compile(
    r"(?i:(?:\beffective|\blast\s+day\b[^;]{0,100}?\b(?:was|is|would\s+be|will\s+be))\s*"
    r"(?:on|as\s+of)?\s*$)"
)


#: the acts a last day of employment can date: its end (and the employment)
_ENDS = frozenset({"termination", "resignation", "employment"})

_PARAGRAPH = re.compile(r"^\s*(?:\d{1,3}\s*\.|[IVX]+\.)\s")


#: a paragraph that goes on with the previous one's practices ("Examples of this conduct …")
_CONTINUES = re.compile(
    r"(?i:\s*(?:examples|specifically|in\s+particular|these|such|this\s+conduct|"
    r"the\s+(?:unlawful|discriminatory)\s+(?:employment\s+)?practices|among))"
)


#: "unlawful employment practices" and the like, read on the squeezed text (OCR-split words)
_PRACTICES = re.compile(
    r"(?:unlawful|discriminatory|illegal)(?:employment)?practice|(?:these|such)(?:unlawful)?"
    r"practices|practicesinclude|practicesconsist"
)


def _practices(text: str) -> bool:
    from legalkg.events.claims import squeeze

    return bool(_PRACTICES.search(squeeze(text)))


def _closed(d: EventDate, mention: DateMention, until: str | None) -> EventDate:
    if mention.open and until and until > d.value and not d.end:
        return replace(d, end=until)
    return d


_GAP_NUMBER = re.compile(r"(?:^|\n)[ \t]*(?:\d{1,3}|[IVX]+)[ \t]*\.[ \t]*$")


#: acts told at one moment, that a day told just before them in the same story can date
#: (not states, periods or the steps of the case)
_PUNCTUAL = frozenset(
    {
        "harassment", "complaint", "communication", "discipline", "threat", "termination",
        "resignation", "adverse-action", "demotion", "accommodation-request",
        "accommodation-denial", "retaliation", "other",
    }
)  # fmt: skip


#: words that move the story in time or make it a habit, a plan or a rule: a sentence with
#: one of them is not "the same moment" as the day told before it
_TIME_SHIFT = re.compile(
    r"(?i:\b(?:later|then|thereafter|subsequently|afterwards?|after|before|prior|"
    r"next|following|previously|earlier|eventually|ultimately|since|until|again|each|every|"
    r"often|repeatedly|frequently|continu\w*|routinely|always|never|would|will|used\s+to|"
    r"began|throughout|during|while\s+employed|whenever|at\s+(?:all|various|other)\s+times?)\b)"
)


#: a sentence that opens on a day: "On or about December 31, 1997, Intervenor went …"
_OPENS_ON_A_DAY = 40


#: how a sentence goes on with the scene told just before it, at the same moment ("Instead of
#: doing the same, Chris Shake wrapped …", "When he responded …", "In response, …"); a
#: sentence without such an opening may have moved on in time unsaid, and takes no day
_SCENE = (
    r"(?:conversation|meeting|encounter|incident|call|exchange|interview|roll\s+call|hearing|"
    r"session|discussion|visit)"
)


_SAME_SCENE = re.compile(
    r"(?i:^\W*(?:\d{1,3}\s*\.\s*)?(?:instead\b|when\b|while\b|as\s+(?:she|he|they|soon\s+as)\b|"
    r"in\s+response\b|rather\s+than\b|at\s+that\s+(?:point|moment|instant|time)\b|thereupon\b|"
    rf"upon\s+\w+ing\b|during\s+(?:this|that|the)\s+{_SCENE}\b))"
)


#: a first clause that places the act in the scene told just before: "Even more troubling,
#: towards the end of the meeting, Lt. Robinson indicated …", "At the meeting, …"
_IN_THE_SCENE = re.compile(
    r"(?i:^[^;.]{0,60}?\b(?:at|during|in|towards?\s+the\s+end\s+of|at\s+the\s+(?:end|start|"
    rf"beginning)\s+of)\s+(?:the|that|this)\s+(?:same\s+)?{_SCENE}\b)"
)


#: how far back (in sentences of the same paragraph) a day reaches
_STORY_REACH = 3


def _story_day(
    sid: str,
    ordered: list[Sentence],
    position: dict[str, int],
    heads: dict[str, str],
    mentions: dict[str, list[DateMention]],
) -> EventDate | None:
    """The day an act is told on when its own sentence gives none: the sentence goes on with
    a story that a sentence just before it, in the same paragraph, opened on a stated day
    ("On or about December 31, 1997, Intervenor went to the back of the kitchen. … Instead of
    doing the same, Chris Shake wrapped his arms around Intervenor"), its own sentence opening
    on the scene told before ("Instead", "When", "In response", "During the meeting", …) or
    placing it there in its first clause ("Even more troubling, towards the end of the
    meeting, …"). None when any sentence between (or the rest of the act's own) states a
    date or a word that moves the time ("later", "then", "after", "again", …), when the day
    is a period or an open one, or when no such day is within reach: never a guess."""
    i = position[sid]
    here = ordered[i]
    opening = _SAME_SCENE.match(here.text) or _IN_THE_SCENE.match(here.text)
    # the opening's own words ("During the meeting") place the act in the scene: only the
    # rest of the sentence may move the time
    if mentions[sid] or opening is None or _TIME_SHIFT.search(here.text[opening.end() :]):
        return None
    for j in range(i - 1, max(-1, i - 1 - _STORY_REACH), -1):
        s = ordered[j]
        if heads.get(s.id) != heads.get(sid) and (j < i - 1 or not _SAME_SCENE.match(here.text)):
            return None
        found = mentions[s.id]
        if not found:
            if _TIME_SHIFT.search(s.text):
                return None
            continue
        first = found[0]
        if (
            len(found) == 1
            and first.date is not None
            and first.date.granularity == "day"
            and not first.date.end
            and not first.open
            and first.start < _OPENS_ON_A_DAY
            and DAY_OPENING.match(s.text[: first.start + 3])
        ):
            return first.date
        return None
    return None


def paragraphs(sentences: list[Sentence], text: str | None = None) -> dict[str, str]:
    """Sentence id → the id of the first sentence of its numbered paragraph ("7.", "12.", told
    in the sentence or in the gap before it when ``text`` is given); lettered items ("a.",
    "b.") stay in their paragraph, a heading starts a new one."""
    out: dict[str, str] = {}
    head = sentences[0].id if sentences else ""
    previous_end = 0
    for s in sentences:
        gap = text[previous_end : s.start] if text is not None else ""
        flat = s.text.strip()
        if (
            _PARAGRAPH.match(s.text)
            or _GAP_NUMBER.search(gap.rstrip(" \t"))
            or (flat.isupper() and len(flat.split()) <= 10)
        ):
            head = s.id
        out[s.id] = head
        previous_end = s.end
    return out


_PRECISION = {"day": 0, "month": 1, "season": 2, "part": 3, "year": 4}


#: where a clause of a sentence ends: "; " or ", and " / ", but " before a new subject (a
#: capital, or a date: "…, and on May 9, 2003, Defendant warned her"; not "…, and
#: retaliatory discipline", a list)
#: words quoted ("…" or “…”), up to a few lines long
_QUOTED = re.compile(r"“[^”]{1,600}”|\"[^\"]{1,600}\"")

_CLAUSE_BREAK = re.compile(
    r";\s*|[.!?]\s+|,\s*(?i:and|but|while|whereas)\s+(?=(?i:on|in|at)\s|[A-Z])"
    # a sentence the OCR ran on without its period: "… to Plaintiff On or about August 21"
    r"|(?<=[a-z])(?=\s+On\s+(?:or\s+about\s+)?(?:January|February|March|April|May|June|July|"
    r"August|September|October|November|December)\b)"
)


#: a full stop that ends an abbreviation or an initial, not a clause: "Ms. Doe", "Sgt.
#: Boyd", "Shell USA Inc. was", "John Q. Public"
_ABBREVIATION = re.compile(
    r"(?:\b(?:Mr|Mrs|Ms|Messrs|Dr|Sgt|Lt|Capt|Col|Gen|Det|Ofc|Insp|Cpl|Prof|Rev|Hon|Inc|Co|"
    r"Corp|Ltd|Jr|Sr|St|No|Nos|vs?|Mt|Ft|[A-Z]))$"
)


def _same_clause(text: str, m0: int, m1: int, a: int, b: int) -> bool:
    """Whether the date phrase [m0, m1) and the act's words [a, b) are in one clause."""
    m0 += len(text[m0:m1]) - len(text[m0:m1].lstrip())  # (a phrase's leading space is no word)
    lo, hi = min(m0, a), max(m1, b)
    return not any(
        lo <= x.start() < hi
        and not (text[x.start()] == "." and _ABBREVIATION.search(text[: x.start()]))
        for x in _CLAUSE_BREAK.finditer(text)
    )


def _range_end(d: EventDate, phrase: str) -> EventDate | None:
    """The last point of a range as the text states it ("from 1999 to 2002" → 2002; "from
    July 15, 1998 through June of 1999" → June 1999); None when it is not read alone."""
    points = _points(phrase)
    if len(points) < 2 or points[-1].month_only is not None:
        return None
    last = points[-1]
    return EventDate(
        value=last.first.isoformat(),
        end=last.last.isoformat()
        if last.last != _natural_end(last.first, last.granularity)
        else None,
        granularity=last.granularity,
        approximate=d.approximate or last.approximate,
        text=" ".join(phrase[last.start : last.end].split()),
    )


def _anchor(previous: list[EventDate], previous_at: int, at: int) -> EventDate | None:
    """The date a relative phrase counts from: that of the events told last, when it is one
    (several dates in that sentence: which one is meant is not stated), it is not a period
    ("from 1999 to 2002", an open "since …"), and it was told within a few sentences."""
    values = {(d.value, d.end, d.granularity) for d in previous}
    if len(values) != 1 or at - previous_at > _STORY_REACH:
        return None
    anchor = previous[0]
    if anchor.end or _OPEN_TEXT.search(anchor.text or ""):
        return None
    return anchor


#: what a complaint is about, named after it: "to complain about the hostile work environment,
#: disparate treatment, and retaliatory discipline"
_COMPLAINED_OF = re.compile(
    r"(?i:\b(?:complain\w*|report\w*|objected|protest\w*)\s+(?:about|of|regarding|concerning)\s+"
    r"[^.;]{0,100}$)"
)


#: a new clause with its own subject: "…, and Defendant terminated her" (not "…, and
#: retaliatory discipline", a list of what was complained of)
_NEW_CLAUSE = re.compile(
    r";|,\s*(?:and|but|while|whereas)\s+(?:then\s+)?(?:[A-Z]|(?:she|he|they)\b)"
)


#: a day that dates the noun before it, not the act: "a barricade that took place on …"
_TOOK_PLACE = re.compile(
    r"(?i:\b(?:that|which|who)\s+(?:had\s+)?(?:took\s+place|occurred|happened)\s*$)"
)


#: a scene the sentence opens on, dated by "took place": "Thus, at the roll call that took
#: place on or about July 17, 2020, Officer Campanale shouted at Plaintiff" (the act told in
#: the scene happened that day)
_SCENE_TOOK_PLACE = re.compile(
    rf"(?i:^\W*(?:\d{{1,3}}\s*\.\s*)?(?:\w+,\s*)?(?:at|during|in)\s+(?:the|a|that)\s+"
    rf"(?:[\w-]+\s+){{0,2}}{_SCENE}\s+(?:that|which)\s+(?:had\s+)?(?:took\s+place|occurred|"
    r"happened|was\s+held)\s*$)"
)


#: a protected act named only as the cause of a retaliation (``lists.causes_told_only``)
_CAUSE_QUOTE = re.compile(
    r"(?i:(?:in\s+(?:\d{1,3}\s+)?retaliation\s+(?:\d{1,3}\s+)?for|because)\b)"
)


#: the act a charge or a complaint alleges: "alleging that Defendant terminated him"
_ALLEGED_THAT = re.compile(r"(?i:\b(?:alleg|claim|assert|contend)\w*\s+that\b[^.;]{0,80}$)")


#: a relative date that names what it counts from: "Three days after receiving Captain
#: Caron's … email", "two weeks after her complaint": the noun, and the kind of act it names
_AFTER_NAMED = re.compile(
    r"(?i:^\s*(?:(?:after|following)\s+)?(?:(?:receiving|getting|sending|filing|making|"
    r"submitting)\s+)?(?:(?:the|that|this|her|his|their|[A-Z][\w.]*(?:\s+[A-Z][\w.]*)?['’]s)\s+)"
    r"(?:[\w-]+\s+){0,3}?(?P<noun>e-?mail|letter|memo\w*|message|text|call|notice|complaint|"
    r"grievance|charge|termination|discharge)s?\b)"
)


_NAMED_KIND = {
    "email": ("communication",), "e-mail": ("communication",), "letter": ("communication",),
    "memo": ("communication",), "memorandum": ("communication",),
    "message": ("communication",), "text": ("communication",), "call": ("communication",),
    "notice": ("communication", "agency-determination"), "complaint": ("complaint",),
    "grievance": ("complaint",), "charge": ("charge",), "termination": ("termination",),
    "discharge": ("termination",),
}  # fmt: skip


def _named_anchor(
    e: Event,
    phrase: str,
    sentences: dict[str, Sentence],
    position: dict[str, int],
    dated: list[tuple[int, Event, EventDate]],
) -> EventDate | None:
    """The day a relative date counts from when the phrase names it ("Three days after
    receiving Captain Caron's … email, Plaintiff was called in …"): the day of the act of
    that kind told last before it, up to :data:`_YEAR_REACH` sentences back, when that act
    is dated to a single day. None when the phrase names no act, or no such act is dated."""
    for x in e.evidence:
        text = sentences[x.sentence_id].text
        at = text.find(phrase.split()[0]) if phrase else -1
        if at < 0 or phrase.casefold() not in " ".join(text.split()).casefold():
            continue
        flat = " ".join(text[at:].split())
        if not flat.casefold().startswith(phrase.casefold()):
            continue
        rest = flat[len(phrase) :]
        if not re.search(r"(?i:\b(?:after|following)$)", phrase) and not re.match(
            r"(?i:\s*(?:after|following)\b)", rest
        ):
            continue  # "two weeks later": counted from the story, not from a named act
        m = _AFTER_NAMED.match(rest)
        if m is None:
            continue
        kinds = _NAMED_KIND.get(m.group("noun").casefold().rstrip("s"), ())
        here = position[x.sentence_id]
        for told, other, d in reversed(dated):
            if told >= here or here - told > _YEAR_REACH:
                continue
            if other.type in kinds and d.granularity == "day" and not d.end:
                return d
    return None


#: A sentence opened by a clause of time before its main clause: "Several weeks after …",
#: "Two days before …", "Shortly after …", "When …".
_LEADING_TIME = re.compile(
    r"\W*(?:\d{1,3}\.\s*)?(?:(?:a\s+)?(?:few|two|three|four|several|\d+|some)\s+(?:days?|weeks?|"
    r"months?)\s+|(?:shortly|soon|immediately|just|only)\s+)?(?:after|before|following|when|once)\s+",
    re.IGNORECASE,
)


def attach(
    events: list[Event], sentences: dict[str, Sentence], text: str | None = None
) -> list[Event]:
    """Give each event the date its own text states, else the date of the unlawful practices
    its paragraph dates ("Since at least June 1999, Defendant has engaged in unlawful
    employment practices … including: a. …"), else a relative date ("two weeks later")
    resolved against the event told before it; events with none keep the extractor's date.

    Within a sentence, an event takes the date phrase nearest to its own words, unless another
    event's words are nearer to that phrase; a phrase that opens the sentence ("On June 2,
    2011, …") dates every event of the sentence that has no nearer one."""
    ordered = list(sentences.values())
    position = {s.id: i for i, s in enumerate(ordered)}
    until = horizon(ordered)
    heads = paragraphs(ordered, text)
    mentions = with_years(ordered, {s.id: story_mentions(s.text) for s in ordered})
    # a paragraph's practice date: its first sentence that dates "unlawful practices"
    practice: dict[str, tuple[EventDate, DateMention]] = {}
    practice_at: dict[str, int] = {}
    for s in ordered:
        head = heads[s.id]
        if head in practice or not _practices(s.text):
            continue
        absolute = [m for m in mentions[s.id] if m.date is not None]
        if absolute and absolute[0].start < 120:
            assert absolute[0].date is not None
            practice[head] = (absolute[0].date, absolute[0])
            practice_at[head] = position[s.id]

    previous_head: str | None = None
    for s in ordered:
        head = heads[s.id]
        if head != s.id:
            continue
        if head not in practice and previous_head in practice and _CONTINUES.match(s.text):
            practice[head] = practice[previous_head]
        previous_head = head

    def where(e: Event) -> tuple[int, int]:
        x = e.evidence[0]
        text = sentences[x.sentence_id].text
        at = max(0, text.find(x.quote))
        return position[x.sentence_id], at

    kinds = {e.id: e.type for e in events}
    by_sentence: dict[str, list[tuple[Event, Evidence]]] = {}
    for e in events:
        for x in e.evidence:
            by_sentence.setdefault(x.sentence_id, []).append((e, x))

    def pick(e: Event, x: Evidence) -> EventDate | tuple[int, str, bool, str] | None:
        sid = x.sentence_id
        s = sentences[sid]
        spans = {}
        for other, y in by_sentence.get(sid, []):
            at = s.text.find(y.quote)
            spans[other.id] = (max(0, at), max(0, at) + len(y.quote) if at >= 0 else len(s.text))
        a, b = spans[e.id]
        reported = _COMPLAINED_OF.search(s.text[max(0, a - 120) : a])
        if (
            e.type not in ("complaint", "charge", "communication", "lawsuit")
            and reported
            and not _NEW_CLAUSE.search(reported.group(0) + s.text[a : a + 12])
        ):
            # "Plaintiff wrote to the Chief of Police … to complain about the hostile work
            # environment, disparate treatment, and retaliatory discipline": the day is the
            # complaint's, not that of the act it names
            return None
        if _CAUSE_QUOTE.match(x.quote):
            # "Since at least 1998, Defendant has subjected her to adverse actions in
            # retaliation for her opposition …": the day is the retaliation's, not its cause's
            return None
        if e.type not in ("charge", "complaint", "lawsuit") and _ALLEGED_THAT.search(
            s.text[max(0, a - 100) : a]
        ):
            # "On November 22, 2005, Kunnu filed a charge … alleging that Defendant
            # terminated him": the day is the charge's, not the act it alleges
            return None
        # an act told in a leading clause of time ("Several weeks after she filed her
        # complaint, on or about October 1, FGCU began a review"): the anchor of the main
        # clause, whose dates after the comma are the main act's, not the anchor's
        opening = _LEADING_TIME.match(s.text)
        lead_end = s.text.find(",", opening.end()) if opening else -1
        anchor_end = lead_end if 0 <= lead_end and b <= lead_end else -1
        best: DateMention | None = None
        best_distance = 10**9
        # a date inside the words one quotes after the act is the quoted story's ("stated on
        # his website, “the Senate voted unanimously Wednesday [March 23, 2016] to stop …”"):
        # not the day of the statement
        quoted = [q.span() for q in _QUOTED.finditer(s.text) if q.start() > a]
        # a date told in the act's own clause ("…, and on May 9, 2003, Defendant warned her")
        # is the act's: the other clauses' dates are not weighed
        own = [m for m in mentions[sid] if _same_clause(s.text, m.start, m.end, a, b)]
        clause_dated = bool(own) and len(mentions[sid]) > 1
        for m in own if clause_dated else mentions[sid]:
            if anchor_end >= 0 and m.start > anchor_end:
                continue
            if m.start >= b and any(q0 <= m.start < q1 for q0, q1 in quoted):
                continue
            d = 0 if (m.start < b and a < m.end) else min(abs(m.start - b), abs(a - m.end))
            effect = _TAKES_EFFECT.search(s.text[max(0, m.start - 120) : m.start])
            if m.date is None:
                effect = None
            # "her last day of employment was …" dates only the end of employment
            last_day = effect is not None and "last" in effect.group(0).casefold()
            # another act nearer to the phrase (in the phrase's clause, when the act's own
            # clause states a date) takes it
            nearer = any(
                (0 if (m.start < y1 and x1 < m.end) else min(abs(m.start - y1), abs(x1 - m.end)))
                < d
                for other_id, (x1, y1) in spans.items()
                if other_id != e.id
                # the practice shares its date with the acts it names ("From December 2002,
                # Defendant has engaged in unlawful practices … by subjecting her to …")
                and kinds.get(other_id) != "unlawful-practice"
                and (not last_day or kinds.get(other_id) in _ENDS)
                and (not clause_dated or _same_clause(s.text, m.start, m.end, x1, y1))
                # (nor does the anchor of a leading clause of time take a date after it)
                and not (0 <= lead_end < m.start and y1 <= lead_end)
                and not participle_of(s.text, b, m.start, m.end, x1)  # "issued … in May announcing"
            )
            leading = m.start < 15 and m.start < a
            if (nearer and not leading) or d >= best_distance:
                continue
            window = max(0, m.start - 70)
            prior = _PRIOR.search(s.text[window : m.start])
            if m.date is not None and prior and not (window + prior.start() <= a < m.start):
                continue  # "prior to her surgery on June 9, she spoke…": not the talk's date
            if m.date is not None and _TO_TAKE_EFFECT.search(s.text[window : m.start]):
                continue  # "… would be effective August 1": a day to come, not the act's
            if last_day and e.type not in _ENDS:
                continue  # "(after passing over her …), and her last day … was May 31"
            if effect and any(
                o.date is not None
                and o is not m
                and not _TAKES_EFFECT.search(s.text[max(0, o.start - 120) : o.start])
                for o in mentions[sid]
            ):
                continue  # "On May 3, … a letter ending her job, effective May 4": May 3
            if _TOOK_PLACE.search(s.text[window : m.start]) and not _SCENE_TOOK_PLACE.match(
                s.text[: m.start]
            ):
                continue  # "a barricade that took place on or about February 23, 2021"
            if (
                m.date is None
                and (e.type == "communication" or planned_day(s.text, m.start))
                and any(o.date is not None and o.start < 15 and o.start < a for o in mentions[sid])
            ):
                # "On or about April 28, 2021, Sgt. Brown told Plaintiff to report to Human
                # Resources the following day": the day it was said is the one the sentence
                # opens on; the relative day is that of what was to be done
                continue
            best, best_distance = m, d
        if best is not None and best.date is not None:
            if _TAKES_EFFECT.search(s.text[max(0, best.start - 120) : best.start]):
                taking_effect.add((e.id, sid))
            if best.date.end and re.match(r"(?i:\W*when\b)", s.text[best.end : a]):
                # "from 1999 to 2002, when he left": 2002, or no date rather than 1999
                return _range_end(best.date, s.text[best.start : best.end])
            return _closed(best.date, best, until)
        if best is not None and best.offset is not None:
            return (*best.offset, s.text[best.start : best.end])
        return None

    chosen: dict[str, EventDate | tuple[int, str, bool, str] | None] = {}
    taking_effect: set[tuple[str, str]] = set()  # (event, sentence): a day it took effect
    for e in events:
        found: EventDate | tuple[int, str, bool, str] | None = None
        stated: list[tuple[bool, EventDate]] = []
        for x in e.evidence:  # every sentence of the event (one act told again and again)
            here = pick(e, x)
            if isinstance(here, EventDate):
                stated.append(((e.id, x.sentence_id) in taking_effect, here))
            elif here is not None and found is None:
                found = here
        if stated:
            # the most precise date its sentences state (a day before a month…); the day it
            # was done before the day it took effect ("On or about April 29, 2021, she
            # received paperwork terminating her employment, effective April 30, 2021")
            found = min(
                enumerate(stated),
                key=lambda x: (
                    x[1][0],
                    _PRECISION.get(x[1][1].granularity, 9),
                    x[1][1].approximate,
                    x[0],
                ),
            )[1][1]
        if all(_CAUSE_QUOTE.match(x.quote) for x in e.evidence):
            pass  # a protected act named only as a cause: the text gives it no day
        elif found is None and e.type in _PUNCTUAL:  # a day the story was told on just before
            for x in e.evidence:
                found = _story_day(x.sentence_id, ordered, position, heads, mentions) or scene_day(
                    x.sentence_id, ordered, position, heads, mentions, _TIME_SHIFT
                )
                if found is not None:
                    break
        if found is None and not all(_CAUSE_QUOTE.match(x.quote) for x in e.evidence):
            for x in e.evidence:
                head = heads[x.sentence_id]
                if head in practice and position[x.sentence_id] >= practice_at.get(head, 0):
                    d0, m0 = practice[head]
                    found = _closed(d0, m0, until)
                    break
        chosen[e.id] = found
    out: list[Event] = []
    # the anchor of a relative date ("two weeks later"): the dates of the events told last,
    # with the sentence they are told in; or the day the text told last before the phrase's
    # sentence when no event was dated there ("On November 24, 2020, Plaintiff was exposed
    # … . That day, …")
    day_before: list[tuple[int, EventDate | None]] = []  # per sentence: the day told last
    last_day: tuple[int, EventDate | None] = (-1, None)
    for i, s in enumerate(ordered):
        day_before.append(last_day)
        for m in mentions[s.id]:
            if m.date is not None:
                plain = m.date.granularity == "day" and not m.date.end and not m.open
                last_day = (i, m.date if plain else None)
    previous: list[EventDate] = []
    previous_at = -1
    dated: list[tuple[int, Event, EventDate]] = []  # the events dated so far, in text order
    for e in sorted(events, key=lambda e: (where(e), e.id)):
        found = chosen.get(e.id)
        at = where(e)[0]
        if isinstance(found, tuple):
            amount, unit, vague, text = found
            anchor = _anchor(previous, previous_at, at)
            told_at, told = day_before[at]
            if told_at > previous_at:  # (a period or an open day told last: no anchor)
                anchor = told if at - told_at <= _STORY_REACH else None
            named = _named_anchor(e, text, sentences, position, dated)
            said = (sentences[x.sentence_id].text for x in e.evidence)
            anchor = named or (None if names_anchor_in(said, text) else anchor)
            found = shift(anchor, (amount, unit, vague), text) if anchor else None
        if found is None:
            found = e.date  # what the extractor found (e.g. an LLM), when the text gives none
        if found is not None:
            if at != previous_at:
                previous, previous_at = [], at
            previous.append(found)
            dated.append((at, e, found))
        out.append(replace(e, date=found) if found is not e.date else e)
    order = {e.id: i for i, e in enumerate(events)}
    return sorted(out, key=lambda e: order[e.id])


#: the date line of the signature block: "Date: December 8, 2011", "Dated: 4/9/03",
#: "DATED this 10th day of December, 2019"
_DATE_LINE = re.compile(
    r"(?im:^[^\S\n]*(?:\d{1,3}[^\S\n]+)?dated?\b[^\S\n]*[:,]?[^\S\n]*(?:this\s+)?)"
)


def signature_date(
    events: list[Event], sentences: dict[str, Sentence], own_suit: Any
) -> list[Event]:
    """The complaint's own suit ("This is an action …"), when no sentence of it states its
    date, is dated by the date line of the signature block ("Date: December 8, 2011"), which
    becomes its evidence too. Only when the complaint has one own suit without a date and its
    date lines (in the last third of the text) state one day, the same in each. The date is
    marked approximate: it is the day the complaint was signed, the filing may follow."""
    ordered = list(sentences.values())
    tail = ordered[len(ordered) * 2 // 3 :]
    days: dict[str, tuple[EventDate, Evidence]] = {}
    for x in tail:
        for m in _DATE_LINE.finditer(x.text):
            found = [d for d in find_dates(x.text) if d.date is not None and d.start >= m.end()]
            if found and found[0].start <= m.end() + 2:
                break
        else:
            continue
        first = found[0]
        if first.date is None or first.date.granularity != "day" or first.date.end:
            continue
        quote = x.text[m.start() : first.end].strip()
        # the day the complaint was signed: the filing may follow it by a day or two
        d = replace(
            first.date,
            approximate=True,
            text=" ".join(x.text[first.start : first.end].split()),
        )
        days.setdefault(d.value, (d, Evidence(x.id, quote)))
    suits = [e for e in events if e.type == "lawsuit" and own_suit(e)]
    if len(days) != 1 or len(suits) != 1 or suits[0].date is not None:
        return events
    ((day, line),) = days.values()
    return [
        replace(e, date=day, evidence=(*e.evidence, line)) if e is suits[0] else e for e in events
    ]


#: acts a complaint tells as repeated on stated days ("reported … on June 14, 1999, and June
#: 21, 1999"): one event per day
REPEATABLE = frozenset(
    {"complaint", "charge", "discipline", "harassment", "communication", "threat", "other"}
)


def split_repeated(
    events: list[Event], sentences: dict[str, Sentence]
) -> tuple[list[Event], list[Relation]]:
    """An act told with two days joined by "and" ("reported and complained … on June 14,
    1999, and June 21, 1999") is two acts, one per day, the first BEFORE the second (the
    evidence: the two dates). Other events are returned as they are."""
    out: list[Event] = []
    added: list[Relation] = []
    taken = {e.id for e in events}
    for e in events:
        out.append(e)
        if e.type not in REPEATABLE or e.date is None or e.date.granularity != "day":
            continue
        for x in e.evidence:
            text = sentences[x.sentence_id].text
            found = find_dates(text)
            for m1, m2 in zip(found, found[1:], strict=False):
                if m1.date is None or m2.date is None or m1.date.value != e.date.value:
                    continue
                gap = text[m1.end : m2.start]
                if m2.date.granularity != "day" or not re.fullmatch(
                    r",?\s*(?:and|&)\s+(?:again\s+)?(?:on\s+)?", gap
                ):
                    continue
                if m2.date.value <= m1.date.value:
                    continue
                new_id = f"{e.id}-2"
                if new_id in taken:
                    continue
                taken.add(new_id)
                second = replace(e, id=new_id, date=m2.date)
                out.append(second)
                quote = text[m1.start : m2.end]
                added.append(
                    Relation(
                        f"{e.id}-r2", "BEFORE", e.id, new_id, (Evidence(x.sentence_id, quote),), 0.7
                    )
                )
                break
            else:
                continue
            break
    return out, added


# ------------------------------------------------------------------------------------------
# temporal relations from the dates


def _period(e: Event) -> tuple[str, str]:
    from legalkg.events.rdf import latest_day

    assert e.date is not None
    return e.date.value, e.date.end or latest_day(e.date.value, e.date.granularity)


_OPEN_TEXT = re.compile(r"(?i:\b(?:since|beginning|starting|commencing|present)\b)")


#: one of two dates, not a period: "in or about 2021 or 2022"
_EITHER = re.compile(r"(?i:\bor\s+(?!about\b|around\b)\S*\d)")


#: how far apart (in sentences) two dated acts may be told for their dates to be read as the
#: order the text tells them in: one passage of the story (on the gold complaints, twelve
#: keeps every stated order the dates gave and drops most of those between a fact and a
#: count's retelling pages later)
_TOLD_NEAR = 12


def _told_together(a: Event, b: Event, position: dict[str, int]) -> bool:
    """Whether the text tells ``a`` and ``b`` together: in one sentence or in one passage
    ("On March 17, … . On March 20, …"), or ``b`` is the suit (which a complaint orders after the
    acts it sues for). Acts told far apart (the facts and a count's retelling, two episodes
    pages apart) are ordered by their dates alone: a BEFORE between them is no relation the
    text tells, and questions read their dates."""
    if b.type == "lawsuit":
        return True
    told_a = [position[x.sentence_id] for x in a.evidence]
    told_b = [position[x.sentence_id] for x in b.evidence]
    return any(abs(j - i) <= _TOLD_NEAR for i in told_a for j in told_b)


def _apart(a: Event, b: Event, r: Relation) -> str | None:
    """Why a SAME-TIME relation cannot hold: the two acts' dates do not overlap."""
    if r.type != "SAME-TIME" or a.date is None or b.date is None:
        return None
    (a0, a1), (b0, b1) = _period(a), _period(b)
    return "the dates do not overlap" if a1 < b0 or b1 < a0 else None


def relate(
    events: list[Event],
    relations: list[Relation],
    sentences: dict[str, Sentence],
    plaintiffs: frozenset[str] = frozenset(),
) -> tuple[list[Relation], list[dict[str, str]]]:
    """The relations kept (those that agree with the dates and make no BEFORE/AFTER cycle) and
    the temporal relations the dates state: BEFORE between events in date order whose periods
    do not overlap (each with the two sentences that give the dates), and OVERLAP from a
    period the text bounds on both sides ("from July 1998 through June 1999") to an event
    told inside it (DURING); both only between acts of one story (``plaintiffs``: the ids of
    the persons who sue). Returns the relations and what was dropped, with why."""
    from legalkg.events.merge import order_problem

    by_id = {e.id: e for e in events}
    position = {sid: i for i, sid in enumerate(sentences)}
    before: dict[str, set[str]] = {}
    kept: list[Relation] = []
    dropped: list[dict[str, str]] = []
    for r in relations:
        if r.source not in by_id or r.target not in by_id:
            continue
        why = order_problem(by_id, before, r) or _apart(by_id[r.source], by_id[r.target], r)
        if why:
            dropped.append({"id": r.id, "type": r.type, "why": why})
            continue
        kept.append(r)
    known = {(r.source, r.target) for r in kept} | {(r.target, r.source) for r in kept}
    dated = sorted(
        (e for e in events if e.date is not None),
        key=lambda e: (_period(e), position[e.evidence[0].sentence_id], e.id),
    )
    n = 0
    for i, a in enumerate(dated):
        assert a.date is not None
        if _OPEN_TEXT.search(a.date.text or ""):
            continue  # "since at least June 1999": its end is not stated
        # the next events that start after a ends: BEFORE (the first of them, per day)
        a_last = _period(a)[1]
        later = [
            b
            for b in dated[i + 1 :]
            if _period(b)[0] > a_last
            and _told_together(a, b, position)
            and one_story(a, b, plaintiffs)
        ]
        if not later:
            continue
        first_day = _period(later[0])[0]
        for b in (x for x in later if _period(x)[0] == first_day):
            if (a.id, b.id) in known:
                continue
            r = Relation(f"t-r{n + 1}", "BEFORE", a.id, b.id, (a.evidence[0], b.evidence[0]), 0.7)
            if order_problem(by_id, before, r) is None:
                kept.append(r)
                known |= {(a.id, b.id), (b.id, a.id)}
                n += 1
    for a in dated:
        assert a.date is not None
        if (
            not a.date.end
            or _OPEN_TEXT.search(a.date.text or "")
            or _EITHER.search(a.date.text or "")
        ):
            continue  # (an open period, or one of two dates: "in 2021 or 2022", no period)
        first, last = _period(a)
        for b in dated:
            if b is a or (a.id, b.id) in known:
                continue
            b_first, b_last = _period(b)
            inside = first <= b_first and b_last <= last and (b_first, b_last) != (first, last)
            # (an act told inside the period, of the same story: not any act of those years)
            inside = inside and _told_together(a, b, position) and one_story(a, b, plaintiffs)
            if inside and not _reaches(before, a.id, b.id) and not _reaches(before, b.id, a.id):
                evidence: tuple[Evidence, ...] = (a.evidence[0], b.evidence[0])
                kept.append(Relation(f"t-r{n + 1}", "OVERLAP", a.id, b.id, evidence, 0.6))
                known |= {(a.id, b.id), (b.id, a.id)}
                n += 1
    return kept, dropped
