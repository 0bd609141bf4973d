"""Which date phrases of a sentence tell the day of its story (issue 30, eleventh round).

:func:`legalkg.events.dates.find_dates` reads every date phrase of a sentence; not all of
them date an act the sentence tells, and some tell one day twice:

- *a source's date*: a footnote or a citation glued into the sentence ("Tom Hays,
  “Authorities to Turn up the Volume …,” ASSOCIATED PRESS (Aug. 19, 2004).", "NPR (Apr. 3,
  2025), https://…", "(last visited March 3, 2016)") gives the day an article was published
  or read, never the day of the act the sentence tells;
- *a day told twice*: "On March 13, 2025, two days after the President signed the bill, …",
  "on March 20, 2025, three days after naming her …": the relative phrase set beside a stated
  day restates that day from another act; it is no second date, and it must not outweigh the
  stated one because its words stand nearer to the act;
- *a relative phrase that names its anchor* ("three days after naming her", "on the same day
  that Human Resources denied her complaint") counts from that act, never from whatever day
  the story told last (:func:`names_its_anchor`);
- *a day planned*: "scheduled a meeting for the next day", "told her to report … the
  following day": the relative day is that of the thing to be done, not of the act that
  plans it (:func:`planned_day`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from legalkg.events.dates import DAY_OPENING, DateMention, find_dates
from legalkg.events.model import EventDate, Sentence

_MONTH_ABBREVIATION = r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\."

#: a parenthesis that holds a date and nothing else, with the words of a source's access
#: ("last visited", "accessed", "updated") when it has them
_DATED_PARENTHESIS = re.compile(
    r"\(\s*(?P<access>(?:last\s+)?(?:visited|accessed|updated|modified)\s+(?:on\s+)?)?"
    r"(?P<date>(?:[A-Z][a-z]{2,8}\.?\s+)?(?:\d{1,2},?\s+)?\d{4})\s*\)"
)

#: what follows a citation's date: a link ("…, NEW YORK TIMES, December 12, 2014, available
#: at http://…", "NPR (Apr. 3, 2025), https://…")
_LINK_AFTER = re.compile(r"\)?\s*,?\s*(?:available\s+(?:at|online)\b|https?://|www\.)")


def citation_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` gives the date of a cited source: a parenthesis holding only a date,
    with the words of an access ("last visited March 3, 2016"), a month abbreviated as
    citations write it ("(Aug. 19, 2004)") or a link after it ("NPR (Apr. 3, 2025),
    https://…"). A parenthesis that says more ("(Special Order 48, dated June 26, 2001)")
    or a plain "(June 3, 2019)" in the story is not one.

    >>> t = "Smith, Noise at the Rally, DAILY NEWS (Sept. 4, 2012). Officers fired it."
    >>> [t[a:b] for a, b in citation_spans(t)]
    ['(Sept. 4, 2012)']
    >>> citation_spans("The order (issued June 3, 2019) was read aloud.")
    []
    """
    out = []
    for m in _DATED_PARENTHESIS.finditer(text):
        if (
            m.group("access")
            or re.match(_MONTH_ABBREVIATION, m.group("date"))
            or _LINK_AFTER.match(text, m.end())
        ):
            out.append(m.span())
    return out


#: what may stand between a stated day and a relative phrase that restates it: a comma or
#: a dash ("On March 13, 2025, two days after …", "on March 23—the same day it was …")
_BESIDE = re.compile(r"\s*(?:,|—|–|--)?\s*")


def story_mentions(text: str) -> list[DateMention]:
    """The date phrases of ``text`` that may date an act it tells: :func:`find_dates`
    without a cited source's date (:func:`citation_spans`) and without a relative phrase
    set beside a stated day (the same day told again from another act).

    >>> t = "On May 2, 2019, three days after the audit ended, the manager fired her."
    >>> [t[m.start:m.end] for m in story_mentions(t)]
    ['On May 2, 2019']
    >>> t = "Lee, Sirens at Dawn, CITY PAPER, May 5, 2016, available at http://x.org/a."
    >>> story_mentions(t)
    []
    >>> t = "Three days after the audit ended, the manager fired her."
    >>> [m.offset for m in story_mentions(t)]
    [(3, 'day', False)]
    """
    found = find_dates(text)
    cited = citation_spans(text)
    out = []
    for i, m in enumerate(found):
        if any(a <= m.start and m.end <= b for a, b in cited) or (
            m.date is not None and _LINK_AFTER.match(text, m.end)
        ):
            continue
        if m.offset is not None:
            before = found[i - 1] if i > 0 else None
            after = found[i + 1] if i + 1 < len(found) else None
            if (
                before is not None
                and before.date is not None
                and _BESIDE.fullmatch(text[before.end : m.start])
            ) or (
                after is not None
                and after.date is not None
                and text[m.end : after.start].strip() in (",", "—", "–", "--")
            ):
                continue
        out.append(m)
    return out


#: what a relative phrase says it counts from: "three days after naming her", "the same
#: day that Human Resources denied …" (not "two weeks later", "the next day", "shortly
#: after, …")
_NAMES_AFTER = re.compile(r"(?i:(?:after|before|following)$)")
_NAMES_CLAUSE = re.compile(r"(?i:^\s*(?:that|as|when|on\s+which)\s+\w)")


def names_its_anchor(text: str, start: int, end: int) -> bool:
    """Whether the relative phrase at [``start``, ``end``) of ``text`` names the act it
    counts from: it ends on "after"/"before" and words follow ("two days after the
    President signed …"), or a clause follows it ("the same day that Human Resources
    denied …"). Such a phrase is dated from that act or not at all: the day the story told
    last may be another act's.

    >>> t = "On the same day that the board denied her appeal, she was let go."
    >>> names_its_anchor(t, t.index("the same"), t.index(" that"))
    True
    >>> t = "The next day, she was let go."
    >>> names_its_anchor(t, 0, t.index(","))
    False
    """
    phrase = " ".join(text[start:end].split())
    rest = text[end:]
    if _NAMES_AFTER.search(phrase):
        return bool(re.match(r"\s+[\w“\"]", rest))
    return bool(_NAMES_CLAUSE.match(rest))


#: a thing planned for a day to come: "scheduled a meeting for the next day", "told her to
#: report to Human Resources the following day"
_PLANNED = re.compile(
    r"(?i:\b(?:for|by)\s+$|\b(?:told|asked|ordered|instructed|directed|required|summoned|"
    r"invited)\s+(?:\S+\s+){1,3}?to\s+[a-z]+\b(?:(?!\b(?:and|but)\b)[^,;.]){0,60}$)"
)


def planned_day(text: str, start: int) -> bool:
    """Whether the relative phrase at ``start`` is the day of a thing planned ("for the
    next day", "to report … the following day"), not of the act that plans it.

    >>> t = "On June 3, 2020, the director set a hearing for the next day."
    >>> planned_day(t, t.index("the next"))
    True
    >>> t = "She complained on June 3, 2020 and was fired the next day."
    >>> planned_day(t, t.index("the next"))
    False
    """
    return bool(_PLANNED.search(text[max(0, start - 80) : start]))


def names_anchor_in(texts: Iterable[str], phrase: str) -> bool:
    """Whether the relative ``phrase``, where one of ``texts`` (an event's sentences) tells
    it, names the act it counts from (:func:`names_its_anchor`)."""
    said = " ".join(phrase.split())
    for text in texts:
        flat = " ".join(text.split())
        at = flat.casefold().find(said.casefold()) if said else -1
        if at >= 0 and names_its_anchor(flat, at, at + len(said)):
            return True
    return False


#: a sentence that tells a meeting on the day it opens on: "On June 4, 2025, the “Skills Gap”
#: meeting was held.", "On or about April 13, 2021, a grievance meeting was conducted to hear
#: …", "On or about July 22, 2020, Plaintiff met with EEO Director Lee and complained …"
_SCENE_HELD = re.compile(
    r"(?i:\b(?:meeting|hearing|conference|session|interview|roll\s+call)[”\"]?\s+(?:was|were)\s+"
    r"(?:held|conducted|convened)\b|\bmet\s+(?:individually\s+)?with\b|\b(?:held|had)\s+an?\s+"
    r"(?:[\w-]+\s+)?(?:meeting|conversation|call|conference)\b)"
)

#: how far on (in sentences of the same numbered paragraph) the scene's day reaches
_SCENE_REACH = 3


def scene_day(
    sid: str,
    ordered: list[Sentence],
    position: dict[str, int],
    heads: dict[str, str],
    mentions: dict[str, list[DateMention]],
    moves: re.Pattern[str],
) -> EventDate | None:
    """The day of a meeting an act is told at: a sentence of the same numbered paragraph,
    a few sentences before, opens on a day and tells that a meeting was held that day ("On
    June 4, 2025, the … meeting was held. Attorneys were told that …"); neither the act's
    sentence (before what it reports: "told her that …") nor any between states a date or
    a word that moves the time (``moves``: "later", "previously", "would", …). The paragraph
    goes on telling the meeting; a sentence of another paragraph, or after a move in time,
    is not dated so."""
    i = position[sid]
    # (what was said, after "told … that", is not the act's time: "would" there is no move)
    said = re.split(r"(?i:\b(?:that|whether|if)\b)", ordered[i].text, maxsplit=1)[0]
    if mentions[sid] or moves.search(said):
        return None
    for j in range(i - 1, max(-1, i - 1 - _SCENE_REACH), -1):
        s = ordered[j]
        if heads.get(s.id) != heads.get(sid):
            return None
        found = mentions[s.id]
        if not found:
            if moves.search(s.text):
                return None
            continue
        first = found[0]
        if (
            len(found) == 1
            and first.date is not None
            and first.date.granularity == "day"
            and not first.date.end
            and not first.open
            and DAY_OPENING.match(s.text[: first.start + 3])
            and _SCENE_HELD.search(s.text)
        ):
            return first.date
        return None
    return None
