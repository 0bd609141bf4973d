"""Dates an act takes from a stated anchor when its own words give none (issue 30, ninth
round): the date of the sentence that tells the same act again just after, in nearly the
same words ("she still accrued points under the Dependability Policy for her absence." /
"…, she still accrued points in March and April 2018 under the Dependability Policy for her
pregnancy-related absences."), and the day a "when" clause is told on ("not informed of the
allegations until October 17, when FGCU told Flood that …").

Run after :func:`legalkg.events.dating.attach`, on the events it left undated: when in doubt,
no date rather than a wrong one.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise

from legalkg.events.dates import DateMention, find_dates
from legalkg.events.model import Event, Sentence
from legalkg.events.patterns import _ACT_STOP, _AGAIN

#: how many sentences after an act its retelling may be told
_RETOLD_REACH = 8


def _content(text: str) -> set[str]:
    """A sentence's content words, cut to five letters (OCR line breaks read as spaces)."""
    return {w[:5] for w in re.findall(r"[a-z]{4,}", text.casefold()) if w not in _ACT_STOP}


def _retold(first: str, second: str) -> bool:
    """Whether ``second`` tells ``first``'s act again: six words at least in common, and two
    thirds of ``first``'s content words in ``second`` (the retelling may add to it)."""
    a, b = _content(first), _content(second)
    return len(a & b) >= 6 and len(a & b) >= 2 * len(a) / 3


def retold_dates(
    events: list[Event],
    sentences: dict[str, Sentence],
    mentions: dict[str, list[DateMention]] | None = None,
) -> list[Event]:
    """``events`` with an undated act given the date of the sentence that retells it just
    after (up to :data:`_RETOLD_REACH` sentences on): a sentence that states one date, no
    cue of a new act ("again", "another"), and tells in its words at least two thirds of
    the act's own sentence (:func:`_retold`). The act's own sentences state no date phrase
    (the text placed it otherwise, or the rules could not read how).

    >>> from legalkg.events.model import Evidence
    >>> ss = [Sentence("s1", 0, 80, "Despite a note from her physician, the company still "
    ...                "docked her wages under its attendance policy."),
    ...       Sentence("s2", 81, 200, "Despite a note from her physician about her condition, "
    ...                "the company still docked her wages in June 2019 under its attendance "
    ...                "policy for those absences.")]
    >>> e = Event("e1", "docked", "adverse-action", (Evidence("s1", "docked her wages"),), 1.0)
    >>> retold_dates([e], {s.id: s for s in ss})[0].date.value
    '2019-06-01'
    """
    ordered = list(sentences.values())
    position = {s.id: i for i, s in enumerate(ordered)}
    found = mentions or {}

    def dates(s: Sentence) -> list[DateMention]:
        if s.id not in found:
            found[s.id] = find_dates(s.text)
        return found[s.id]

    out: list[Event] = []
    for e in events:
        if e.date is not None or not e.evidence:
            out.append(e)
            continue
        own = [sentences[x.sentence_id] for x in e.evidence]
        if any(dates(s) for s in own):
            out.append(e)
            continue
        taken = None
        for s in own:
            i = position[s.id]
            for t in ordered[i + 1 : i + 1 + _RETOLD_REACH]:
                told = [m for m in dates(t) if m.date is not None]
                if len(dates(t)) != 1 or len(told) != 1 or _AGAIN.search(t.text):
                    continue
                if _retold(s.text, t.text):
                    taken = told[0].date
                    break
            if taken is not None:
                break
        out.append(replace(e, date=taken) if taken is not None else e)
    return out


#: a "when" clause that follows a date: what it tells happened on that date ("was not told
#: of the allegations until October 17, when FGCU told her …")
_WHEN_AFTER = re.compile(r"\s*,?\s*when\s+")


#: where a clause ends
_CLAUSE_END = re.compile(r"[;.!?](?:\s|$)|,\s*(?:and|but)\s")


#: acts done at one moment: "not … until" gives the moment they were done (not a continuing
#: act, whose "did not stop until" tells its end)
_MOMENT = frozenset(
    {
        "communication", "complaint", "charge", "discipline", "termination", "resignation",
        "hiring", "adverse-action", "demotion", "accommodation-denial", "investigation",
        "agency-determination",
    }
)  # fmt: skip


#: a negation of the act: "was not even informed", "did not receive", "never paid her"
_NEGATED = re.compile(r"(?i:\b(?:not|never)\b|n['’]t\b)")


#: words that make "until" the end of a continuing state, not the moment of an act
_ENDING = re.compile(r"(?i:\b(?:stop|end|ceas|continu|last|remain|keep|kept|until\s+then)\w*)")


def clause_dates(events: list[Event], sentences: dict[str, Sentence]) -> list[Event]:
    """``events`` with an undated act given the date its clause says it was done on:

    - told in a "when" clause right after a date ("… until October 17, when FGCU told Flood
      that …", "by March 2, 2019, when she returned …");
    - told as not done until a date ("Flood was not even informed of the nature of the
      allegations against her until October 17"; "she did not receive her final pay until
      June 3, 2019"): done that day — for an act of a moment (:data:`_MOMENT`), with no
      word of ending or lasting between ("did not stop until", "remained … until": the end
      of a state, not an act's day).

    A day told without its year takes the year of the story told before it
    (:func:`legalkg.events.dates.with_years`); a period or an open date gives nothing here
    (":func:`legalkg.events.dating.attach` dates "from 1999 to 2002, when he left" by the
    period's end).

    >>> from legalkg.events.model import Evidence
    >>> ss = [Sentence("s1", 0, 40, "The review began on March 1, 2019."),
    ...       Sentence("s2", 41, 160, "She heard nothing of its findings until April 4, when "
    ...                "the manager told her that it was closed.")]
    >>> e = Event("e1", "told", "communication", (Evidence("s2", "the manager told her"),), 1.0)
    >>> clause_dates([e], {s.id: s for s in ss})[0].date.value
    '2019-04-04'
    """
    from legalkg.events.dates import with_years

    if all(e.date is not None for e in events):
        return events
    ordered = list(sentences.values())
    mentions = with_years(ordered, {s.id: find_dates(s.text) for s in ordered})
    out: list[Event] = []
    for e in events:
        taken = None
        for x in e.evidence if e.date is None else ():
            text = sentences[x.sentence_id].text
            a = text.find(x.quote) if x.quote else -1
            if a < 0:
                continue
            b = a + len(x.quote)
            for m in mentions[x.sentence_id]:
                if m.date is None or m.date.end or m.open:
                    continue
                when = _WHEN_AFTER.match(text, m.end)
                if when is not None and a >= when.end():
                    stop = _CLAUSE_END.search(text, when.end())
                    if stop is None or a < stop.start():
                        taken = m.date
                        break
                between = text[b : m.start]
                if (
                    e.type in _MOMENT
                    and 0 <= len(between) <= 120
                    and re.search(r"(?i:\buntil\s*$)", between)
                    and not _CLAUSE_END.search(between)
                    and not _ENDING.search(text[max(0, a - 40) : m.start])
                    and _NEGATED.search(text[max(0, a - 30) : b])
                ):
                    taken = m.date
                    break
            if taken is not None:
                break
        out.append(replace(e, date=taken) if taken is not None else e)
    return out


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


#: a birth named by its rank: "the birth of her second child", "her third baby"
_RANKED_BIRTH = re.compile(
    r"(?i:\b(?P<rank>first|second|third|fourth|fifth)\s+(?:child|baby|son|daughter)\b)"
)


#: the births of one person told as a series with their dates: "has had three children …, in
#: October 2013, May 2016, and June 2018" (the list of dates, each joined by "," or "and")
_SERIES = re.compile(r"(?i:\b(?:children|babies|kids|sons|daughters)\b)")


_LISTED = re.compile(r"^\s*(?:,\s*(?:and\s+)?|and\s+)$")


#: how far back (in sentences) the series of a ranked birth is looked for: a plaintiff's
#: story, told between her name's heading and the birth (Crowe's list of three births is told
#: eleven sentences before "the birth of her second child")
_SERIES_REACH = 15


def ordinal_dates(
    events: list[Event], sentences: dict[str, Sentence], names: dict[str, tuple[str, ...]]
) -> list[Event]:
    """``events`` with an undated birth named by its rank ("After the birth of her second
    child, she sought …") given the date of that rank in the series a sentence told shortly
    before (up to :data:`_SERIES_REACH` sentences back: "Ms. Crowe has had three children
    while employed at Frontier, in October 2013, May 2016, and June 2018"). The series is the
    nearest sentence naming children with a list of dates, and it names a person of the act
    (``names``: entity id → names; an act of no one named takes nothing); its dates must be
    listed one after the other ("A, B, and C") and be as many as the rank at least; the act's
    own sentences state no date. A rank told without a series ("After she gave birth") gives
    nothing.

    >>> from legalkg.events.model import Evidence
    >>> ss = [Sentence("s1", 0, 80, "Ms. Poe had two sons while she drove for the company, in "
    ...                "March 2011 and August 2014."),
    ...       Sentence("s2", 81, 160, "After the birth of her second son, she asked to work "
    ...                "shorter routes.")]
    >>> from legalkg.events.model import Participant
    >>> e = Event("e1", "birth", "other", (Evidence("s2", "birth of her second son"),), 1.0,
    ...           participants=(Participant("poe", "agent"),))
    >>> ordinal_dates([e], {s.id: s for s in ss}, {"poe": ("Jane Poe",)})[0].date.value
    '2014-08-01'
    """
    ordered = list(sentences.values())
    position = {s.id: i for i, s in enumerate(ordered)}
    out: list[Event] = []
    for e in events:
        taken = None
        for x in e.evidence if e.date is None else ():
            ranked = _RANKED_BIRTH.search(x.quote)
            if ranked is None or find_dates(sentences[x.sentence_id].text):
                continue
            rank = _ORDINALS[ranked.group("rank").casefold()]
            i = position[x.sentence_id]
            surnames = {n.split()[-1] for p in e.participants for n in names.get(p.entity, ()) if n}
            for s in reversed(ordered[max(0, i - _SERIES_REACH) : i]):
                told = [m for m in find_dates(s.text) if m.date is not None]
                if not _SERIES.search(s.text) or len(told) < 2:
                    continue
                listed = all(_LISTED.match(s.text[a.end : b.start]) for a, b in pairwise(told))
                days = [m.date for m in told if m.date is not None]
                mine = any(re.search(rf"\b{re.escape(n)}\b", s.text) for n in surnames)
                if listed and mine and len(days) >= rank and not any(d.end for d in days):
                    taken = days[rank - 1]
                break  # the nearest series only
            if taken is not None:
                break
        out.append(replace(e, date=taken) if taken is not None else e)
    return out
