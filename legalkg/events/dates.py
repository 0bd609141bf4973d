"""Dates as complaints write them: a grammar of date phrases, and their attachment to events.

A *point* is a day ("March 3, 1995", "3/24/1999", "2005-03-01"), a month ("June 1999", "June
of 1999", "late March 2005"), a season ("the spring of 2004") or a year ("in 2003", "late
2005", "mid-2001"). A *phrase* wraps points:

- approximators: "on or about", "in or around", "approximately", "about", "around", "sometime
  in", "at least" … → ``approximate``;
- open periods: "since (at least) X", "beginning in X", "starting X", "from X to the present" →
  from X to the complaint's horizon (its latest stated day), ``end`` set;
- ranges: "from X until/to/through Y", "between X and Y" (a month without a year takes Y's
  year: "between May and July 2001"), "X - Y" → from X's first day to Y's last; "X or Y"
  ("in or about 2021 or 2022") is that period too, approximate: the text does not say which;
- relative dates: "two weeks later", "three days after", "the following day", "the next
  month", "later that day", "the same day" → an offset from the event the text refers to
  (resolved by :func:`attach`); "shortly thereafter" is relative but states no date.

The granularity is the coarsest the text gives (day, month or year); ``value`` is the first
day of the period, ``end`` the last day of a range (for a single month or year, the period's
own last day is implied and ``end`` stays empty).

>>> [(m.date.value, m.date.end, m.date.granularity, m.date.approximate) for m in
...  find_dates("Since at least on or about March 3, 1995, Defendant has engaged in ...")]
[('1995-03-03', None, 'day', True)]
>>> m = find_dates("between May and July 2001")[0]
>>> m.date.value, m.date.end, m.date.granularity, m.open
('2001-05-01', '2001-07-31', 'month', False)
>>> m = find_dates("in or around the spring of 2004")[0]
>>> m.date.value, m.date.end, m.date.approximate
('2004-03-01', '2004-05-31', True)
>>> find_dates("two weeks later, she was fired")[0].offset
(14, 'day', False)
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, replace
from datetime import date, timedelta

from legalkg.events.model import EventDate, Sentence

_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m}


_MONTHS.update({m.lower(): i for i, m in enumerate(calendar.month_abbr) if m})


_MONTHS["sept"] = 9


_MON = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"Jan\.?|Feb\.?|Mar\.?|Apr\.?|Jun\.?|Jul\.?|Aug\.?|Sept?\.?|Oct\.?|Nov\.?|Dec\.?)"
)


_YEAR = r"(?:19[5-9]\d|20[0-4]\d)"


_PART = r"(?:(?:early|mid|late)(?:\s*-\s*|\s+)|the\s+(?:beginning|middle|end)\s+of\s+)"


_SEASON = r"(?:spring|summer|fall|autumn|winter)"


#: the points, most precise first (a longer match at the same place wins)
_POINTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (  # "July 27-29, 2004", "October 17 and 26, 2017": days of one month, first to last
        "mddy",
        re.compile(
            rf"\b(?P<mon>{_MON})\s+(?P<day>\d{{1,2}})\s*(?:[-–]|,?\s*(?:and|&))\s*"
            rf"(?P<day2>\d{{1,2}})\s*(?:,\s*|\s+)"
            rf"(?P<year>{_YEAR})\b"
        ),
    ),
    (
        "mdy",
        re.compile(
            # (the OCR may glue the day to its month: "On or about May22,2007")
            rf"\b(?P<mon>{_MON})\s*(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s*(?:,\s*|\s+)(?P<year>{_YEAR})\b"
        ),
    ),
    (
        "dmy",
        re.compile(
            rf"\b(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:day\s+of\s+|of\s+)?(?P<mon>{_MON}),?\s+"
            rf"(?P<year>{_YEAR})\b"
        ),
    ),
    ("num", re.compile(r"(?<![\d/])(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>(?:19|20)?\d\d)(?![\d/])")),
    ("iso", re.compile(rf"\b(?P<year>{_YEAR})-(?P<m>\d\d)-(?P<d>\d\d)\b")),
    (
        "my",
        re.compile(
            rf"(?i:\b(?P<part>{_PART}))?\b(?P<mon>{_MON}),?\s+(?:of\s+)?(?P<year>{_YEAR})\b"
        ),
    ),
    (
        "season",
        re.compile(
            rf"(?i:\b(?:the\s+)?(?P<part>early|late|mid)?\s*-?\s*(?P<season>{_SEASON})\s+(?:of\s+)?)"
            rf"(?P<year>{_YEAR})\b"
        ),
    ),
    ("year", re.compile(rf"(?i:\b(?P<part>{_PART})?)(?P<year>{_YEAR})\b(?![-/]\d)")),
    ("mon", re.compile(rf"\b(?P<mon>{_MON})\b(?!\s+\d)")),
)


#: words before a bare year that make it a date ("in 2003", "since 1997", "of 2004"…)
_YEAR_CUE = re.compile(
    r"(?i:\b(?:in|since|during|from|until|till|to|through|thru|by|of|and|or|between|around|"
    r"about|approximately|beginning|starting|early|late|mid|before|after|circa|year|least)"
    r"\s*[-,]?\s*"
    r"(?:the\s+(?:beginning|middle|end)\s+of\s+)?$)"
)


#: a year that is not a date: "the Civil Rights Act of 1991", "Title VII of 1964", a case number
_NOT_A_YEAR = re.compile(
    r"(?i:\b(?:act|amendments?|title\s+\w+|no\.?|§|section|rights)\s+(?:of\s+)?$)"
)


_APPROX = (
    r"(?:on\s+or\s+about|in\s+or\s+about|in\s+or\s+around|on\s+or\s+around|at\s+or\s+about|"
    r"on\s+or\s+before|approximately|about|around|roughly|sometime\s+(?:in|during|around)|"
    r"some\s+time\s+(?:in|during)|circa|at\s+least|as\s+early\s+as|or\s+about|near)"
)


_LEAD = re.compile(
    rf"(?i:(?:(?P<approx0>{_APPROX})\s+)?(?:(?:during|in)\s+the\s+month\s+of\s+)?(?P<open>\bsince|\bbeginning|\bstarting|\bcommencing|\bfrom|\bbetween)?"
    r"(?:\s+the\s+months?\s+of)?"  # "between the months of September 1997 and January 1998"
    rf"(?:\s*(?:in|on|at|during|of)?\s*(?P<approx>{_APPROX}))*\s*(?:in|on|during|of|by)?\s*$)"
)


_JOIN = re.compile(
    rf"(?i:^\s*,?\s*(?:(?:and|but)\s+)?(?:continuing\s+)?(?:until|till|to|through|thru|into|and|"
    rf"or|-|–|—)\s+(?:(?:on|in|at)\s+)?(?:{_APPROX}\s+)?$|^\s*[-–—]\s*$)"
)


_PRESENT = re.compile(
    r"(?i:^\s*,?\s*(?:(?:and|but)\s+)?(?:continuing\s+)?(?:until|to|through)\s+(?:the\s+)?"
    r"(?:present|date|now|today)\b)"
)


_NUMBER = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "fifteen": 15, "twenty": 20, "thirty": 30, "several": 3, "few": 3, "a few": 3, "couple": 2,
    "a couple of": 2, "couple of": 2,
}  # fmt: skip


_UNIT = {"day": (1, "day"), "week": (7, "day"), "month": (1, "month"), "year": (1, "year")}


_RELATIVE = re.compile(
    r"(?i:\b(?P<n>\d{1,2}|a\s+couple\s+of|couple\s+of|a\s+few|a|an|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|several|few)\s+"
    r"(?P<unit>day|week|month|year)s?\s+(?P<how>later|after(?:wards?)?|thereafter|afterwards?)\b"
    r"|\b(?:the\s+)?(?P<next>following|next|same|very\s+next)\s+(?P<unit2>day|morning|evening|"
    r"night|week|month|year)\b"
    r"|\blater\s+(?:that|the\s+same)\s+(?P<unit3>day|morning|evening|night|week|month|year)\b"
    r"|\b(?:that|the)\s+(?P<unit4>same\s+day|same\s+date|same\s+week|same\s+month)\b"
    # "That day, Plaintiff received a telephone call", "that same afternoon": the day told
    # just before
    r"|\b(?:that|this)\s+(?:same\s+)?(?P<unit5>day|morning|afternoon|evening|night)\b)"
)


#: a day told without its year ("On March 26, Mr. Manning announced …", "on January 15th"),
#: after a word that makes it a date; the year is the one of the date told just before
_YEARLESS = re.compile(
    rf"(?i:\b(?:on|by|until|since|from|before|after|through|and|or\s+about)\s+)"
    rf"(?P<mon>{_MON})\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b(?!\s*[,/-]?\s*(?:\d|{_YEAR}))"
)


#: the stamp a court's filing system prints on each page
_PAGE_STAMP = re.compile(
    r"(?i:\bDocument\s+[\d-]+\s+Filed\s+(?:on\s+)?\d{1,2}/\d{1,2}/\d{2,4}(?:\s+in\s+\w+)?"
    r"(?:\s+Page\s+\d+\s+of\s+\d+)?)"
)


#: the date in parentheses after a citation's page number: when it was decided or published
_CITED = re.compile(r"(?<=\d)\s*\((?:[^()]{0,30}\s)?(?:19|20)\d\d\)")


#: the words before a day a sentence opens on: "On …", "12. At …", "During Plaintiff's shift
#: on or about December 8, 2020, …" (the scene told on that day)
DAY_OPENING = re.compile(r"(?i:\W*(?:\d{1,3}\s*\.\s*)?(?:during\s+[^,.]{1,30}?\s+)?(?:on|at)\b)")


#: how far back (in sentences) the year of a day told without one is looked for
_YEAR_REACH = 8


_VAGUE = re.compile(r"(?i:\b(?:shortly|soon|immediately|not\s+long)\s+(?:after|thereafter)\b)")


#: the period of a season (month of its start, months long)
_SEASONS = {"spring": (3, 3), "summer": (6, 3), "fall": (9, 3), "autumn": (9, 3), "winter": (12, 3)}


@dataclass(frozen=True, slots=True)
class DateMention:
    """A date phrase found in a text: where it is, what it says.

    ``date`` is None for a relative phrase (its ``offset`` is (amount, unit, vague)); ``open``
    marks a period that runs on from its start ("since", "beginning"), to be closed at the
    complaint's horizon."""

    start: int
    end: int
    date: EventDate | None
    offset: tuple[int, str, bool] | None = None
    open: bool = False
    #: a day told without its year: (month, day), dated by :func:`with_years`; day 0 for a
    #: month told without its year ("in August")
    yearless: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class _Point:
    start: int
    end: int
    first: date
    last: date
    granularity: str
    approximate: bool
    month_only: int | None = None  # a month without a year: its number


def _last_of_month(y: int, m: int) -> date:
    return date(y, m, calendar.monthrange(y, m)[1])


def _add_months(d: date, n: int) -> date:
    y, m = divmod(d.month - 1 + n, 12)
    year, month = d.year + y, m + 1
    return date(year, month, min(d.day, calendar.monthrange(year, month)[1]))


def _month(name: str) -> int:
    return _MONTHS[name.lower().rstrip(".")]


def _part(first: date, last: date, part: str | None) -> tuple[date, date, bool]:
    """ "early" and "the beginning of" narrow a year to its first four months and a month to
    its first ten days (the first day stays the unit's); "mid", "late", "the middle/end of"
    keep the whole year, season or month, approximate. The text names no day of those parts
    (is "late December" the 18th?): a third read into them moved the first day off the one
    every gold gives ("in late December 2016", "Around the middle of June of 1999": the
    month) and could leave out the day the act was done."""
    if not part:
        return first, last, False
    p = part.lower()
    if not ("early" in p or "beginning" in p):
        return first, last, True
    if first.month == 1 and last.month == 12:  # a year
        return first, _last_of_month(first.year, 4), True
    if last.month != first.month:  # a season
        return first, last, True
    return first, first.replace(day=10), True


def _points(text: str) -> list[_Point]:
    found: list[_Point] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _POINTS:
        for m in pattern.finditer(text):
            if any(a < m.end() and m.start() < b for a, b in taken):
                continue
            try:
                point = _point(kind, m, text)
            except ValueError:
                continue
            if point is None:
                continue
            found.append(point)
            taken.append((m.start(), m.end()))
    return sorted(found, key=lambda p: p.start)


def _point(kind: str, m: re.Match[str], text: str) -> _Point | None:
    g = m.groupdict()
    if kind == "mddy":
        y, mo = int(g["year"]), _month(g["mon"])
        d1, d2 = date(y, mo, int(g["day"])), date(y, mo, int(g["day2"]))
        if d2 <= d1:
            return None
        return _Point(m.start(), m.end(), d1, d2, "day", False)
    if kind in ("mdy", "dmy"):
        d = date(int(g["year"]), _month(g["mon"]), int(g["day"]))
        return _Point(m.start(), m.end(), d, d, "day", False)
    if kind == "num":
        y = int(g["y"])
        y = y + (1900 if y >= 40 else 2000) if y < 100 else y
        d = date(y, int(g["m"]), int(g["d"]))
        return _Point(m.start(), m.end(), d, d, "day", False)
    if kind == "iso":
        d = date(int(g["year"]), int(g["m"]), int(g["d"]))
        return _Point(m.start(), m.end(), d, d, "day", False)
    if kind == "my":
        y, mo = int(g["year"]), _month(g["mon"])
        first, last, approx = _part(date(y, mo, 1), _last_of_month(y, mo), g.get("part"))
        return _Point(m.start(), m.end(), first, last, "month", approx)
    if kind == "season":
        y = int(g["year"])
        start_month, months = _SEASONS[g["season"].lower()]
        first = date(y, start_month, 1)
        last = _add_months(first, months) - timedelta(days=1)
        first, last, _ = _part(first, last, g.get("part"))
        return _Point(m.start(), m.end(), first, last, "month", True)
    if kind == "year":
        before = text[max(0, m.start() - 40) : m.start()]
        if not g.get("part") and (not _YEAR_CUE.search(before) or _NOT_A_YEAR.search(before)):
            return None
        y = int(g["year"])
        first, last, approx = _part(date(y, 1, 1), date(y, 12, 31), g.get("part"))
        gran = "month" if last.month != 12 else "year"  # ("early 2005": its first four months)
        return _Point(m.start(), m.end(), first, last, gran, approx)
    if kind == "mon":
        before = text[max(0, m.start() - 12) : m.start()]
        if (
            g["mon"] in ("May", "March")
            and not re.search(r"(?i:\b(?:in|between|from|of)\s+$)", before)
            # (a month a dash joins to the next: "a Job Share for May–June 2017")
            and not re.match(rf"\s*[-–]\s*{_MON}\b", text[m.end() :])
        ):
            return None  # "May" the verb, "March" the noun
        return _Point(
            m.start(), m.end(), date(1, 1, 1), date(1, 1, 1), "month", False, _month(g["mon"])
        )
    return None


def find_dates(text: str) -> list[DateMention]:
    """The date phrases of ``text`` (a sentence), in order (see the module docstring)."""
    # a line number inside a date ("January 2 19, 1998") is blanked, offsets kept
    text = re.sub(r"(?<=\s)\d{1,2}(?=\s+\d)", lambda n: " " * len(n.group(0)), text)
    # the court's stamp on every page, inside the sentence a page break cut ("Case
    # 4:25-cv-04042 Document 1 Filed on 08/26/25 in TXSD Page 13 of 40"): no date of the story
    text = _PAGE_STAMP.sub(lambda n: " " * len(n.group(0)), text)
    # a citation's year or day ("601 U.S. 346, 355 (2024)", "90 Fed. Reg. 8633 (Jan. 21, 2025)")
    text = _CITED.sub(lambda n: " " * len(n.group(0)), text)
    points = _points(text)
    out: list[DateMention] = []
    i = 0
    while i < len(points):
        p = points[i]
        lead = _LEAD.search(text[max(0, p.start - 60) : p.start])
        start = p.start - (len(lead.group(0)) if lead and lead.group(0).strip() else 0)
        opener = (lead.group("open") or "").lower() if lead else ""
        approx = bool(lead and (lead.group("approx") or lead.group("approx0"))) or p.approximate
        first, last, gran, end = p.first, p.last, p.granularity, p.end
        is_range = False
        if i + 1 < len(points):
            q = points[i + 1]
            between = text[p.end : q.start]
            if _JOIN.search(between) and (
                opener in ("from", "between", "beginning", "since")
                or not re.search(r"(?i:\band\b)", between)
                # "In 2006 and into early 2007, Coach Flood requested …": one span
                or re.search(r"(?i:\binto\b)", between)
                # "in March and April 2018": a month that takes the next one's year, the two
                # months told as one span
                or p.month_only is not None
                and q.month_only is None
                and q.granularity == "month"
            ):
                if p.month_only is not None:
                    year = q.first.year if q.month_only is None else None
                    if year is None:
                        i += 1
                        continue
                    first = date(year, p.month_only, 1)
                    p = replace(p, first=first, last=_last_of_month(year, p.month_only))
                if q.month_only is None and q.first >= p.first:
                    lead_q = re.search(_APPROX, between, re.I)
                    # "in or about 2021 or 2022": one of the two, the text does not say which
                    either = re.search(r"(?i:\bor\b)", between)
                    approx = approx or bool(lead_q) or bool(either) or q.approximate
                    last, end, is_range = q.last, q.end, True
                    i += 1
        if p.month_only is not None and not is_range:
            # "an absence in August": a month told without its year, dated by the year of
            # the story (:func:`with_years`) when a preposition makes it a time
            # ("in September and October of this year" names its year in words: not read)
            if re.search(
                r"(?i:\b(?:in|during|of)\s+(?:early\s+|late\s+|mid-?\s*)?$)", text[: p.start]
            ) and not re.search(r"(?i:\byear\b)", text[p.end : p.end + 40]):
                out.append(DateMention(p.start, p.end, None, yearless=(p.month_only, 0)))
            i += 1
            continue
        open_ = False
        if not is_range:
            present = _PRESENT.search(text[end:])
            if opener in ("since", "beginning", "starting", "commencing") or present:
                open_ = True
                if present:
                    end += present.end()
            elif opener == "from" and not (gran == "day" and first != last):
                open_ = True  # (not "from July 27-29, 2004": days the text bounds)
        if re.search(r"(?i:at\s+least)", text[start : p.start]):
            approx = True
        shown = " ".join(text[start:end].split())
        value = first.isoformat()
        out.append(
            DateMention(
                start,
                end,
                EventDate(
                    value=value,
                    end=last.isoformat() if is_range or last != _natural_end(first, gran) else None,
                    granularity=gran,
                    approximate=approx,
                    text=shown,
                ),
                open=open_,
            )
        )
        i += 1
    taken = [(m.start, m.end) for m in out]
    for r in _RELATIVE.finditer(text):
        if any(a < r.end() and r.start() < b for a, b in taken):
            continue
        if any(0 <= a - r.end() <= 6 for a, _ in taken):
            continue  # "three days later on June 24, 1999": the day is stated
        out.append(DateMention(r.start(), r.end(), None, offset=_offset(r)))
    for v in _VAGUE.finditer(text):
        if not any(a < v.end() and v.start() < b for a, b in taken):
            out.append(DateMention(v.start(), v.end(), None, offset=(0, "day", True)))
    for y in _YEARLESS.finditer(text):
        at = y.start("mon")
        if any(a < y.end() and at < b for a, b in taken) or any(
            a < y.end() and at < b for a, b in ((m.start, m.end) for m in out)
        ):
            continue
        if y.group("mon") in ("May", "March") and not re.search(
            r"(?i:\bon\s+$)", text[max(0, at - 4) : at]
        ):
            continue  # "and may 3 …": the verb; "May 3" is a day only after "on"
        month, day = _month(y.group("mon")), int(y.group("day"))
        if not 1 <= day <= calendar.monthrange(2000, month)[1]:
            continue
        out.append(DateMention(at, y.end(), None, yearless=(month, day)))
    return sorted(out, key=lambda m: m.start)


def with_years(
    ordered: list[Sentence], mentions: dict[str, list[DateMention]]
) -> dict[str, list[DateMention]]:
    """``mentions`` with each day told without its year ("On March 26, Mr. Manning announced
    …") dated by the year of the date told last before it (in its sentence or up to
    :data:`_YEAR_REACH` sentences back), when that makes the day fall on or after that date;
    otherwise (a day before the date told last: which year is meant is not said) it stays
    undated.

    >>> from legalkg.events.model import Sentence
    >>> ss = [Sentence("s1", 0, 30, "On March 20, 2025, he emailed."),
    ...       Sentence("s2", 31, 60, "On March 26, he announced it."),
    ...       Sentence("s3", 61, 90, "On January 9, he called.")]
    >>> out = with_years(ss, {s.id: find_dates(s.text) for s in ss})
    >>> out["s2"][0].date.value, out["s2"][0].date.text
    ('2025-03-26', 'On March 26')
    >>> out["s3"]
    []
    """
    out: dict[str, list[DateMention]] = {}
    last: list[tuple[int, EventDate]] = []  # (sentence position, date) of absolute dates
    for i, s in enumerate(ordered):
        found = mentions.get(s.id, [])
        kept: list[DateMention] = []
        for m in found:
            if m.yearless is None:
                kept.append(m)
                if m.date is not None:
                    last.append((i, m.date))
                continue
            anchor = next((d for j, d in reversed(last) if i - j <= _YEAR_REACH), None)
            if anchor is None:
                continue
            month, day = m.yearless
            try:
                value = date(int(anchor.value[:4]), month, day or 1)
            except ValueError:
                continue
            if value.isoformat() < (anchor.value[:8] + "01" if not day else anchor.value):
                continue  # (a month: on or after the anchor's month)
            lead = _LEAD.search(s.text[max(0, m.start - 60) : m.start])
            start = m.start - (len(lead.group(0)) if lead and lead.group(0).strip() else 0)
            d = EventDate(
                value=value.isoformat(),
                granularity="day" if day else "month",
                approximate=bool(lead and (lead.group("approx") or lead.group("approx0"))),
                text=" ".join(s.text[start : m.end].split()),
            )
            kept.append(replace(m, start=start, date=d, yearless=None))
            last.append((i, d))
        out[s.id] = kept
    return out


def _natural_end(first: date, granularity: str) -> date:
    if granularity == "month":
        return _last_of_month(first.year, first.month)
    if granularity == "year":
        return date(first.year, 12, 31)
    return first


def _offset(r: re.Match[str]) -> tuple[int, str, bool]:
    g = r.groupdict()
    if g.get("unit"):
        n_text = " ".join(g["n"].lower().split())
        n = int(n_text) if n_text.isdigit() else _NUMBER.get(n_text, 1)
        amount, unit = _UNIT[g["unit"].lower()]
        vague = n_text in ("several", "few", "a few", "a couple of", "couple of")
        return n * amount, unit, vague
    if g.get("unit2"):
        unit = g["unit2"].lower()
        if "same" in g["next"].lower():
            return 0, _UNIT.get(unit, (1, "day"))[1], False
        if unit in ("morning", "evening", "night"):
            return 1, "day", False
        amount, u = _UNIT[unit]
        return amount, u, False
    unit = (g.get("unit3") or g.get("unit4") or "day").lower().replace("same ", "")
    unit = "day" if unit == "date" else unit
    if g.get("unit5"):
        unit = "day"
    return 0, _UNIT.get(unit, (1, "day"))[1], False


def shift(anchor: EventDate, offset: tuple[int, str, bool], text: str) -> EventDate | None:
    """The date ``offset`` after ``anchor`` ("two weeks later" than March 3, 1995 → March 17).

    >>> shift(EventDate("1999-06-21"), (3, "day", False), "three days later").value
    '1999-06-24'
    >>> d = shift(EventDate("2009-08-01", granularity="month"), (1, "month", False), "next month")
    >>> d.value, d.granularity
    ('2009-09-01', 'month')
    """
    amount, unit, vague = offset
    if vague and amount == 0:
        return None  # "shortly thereafter": after, but no date
    start = (
        date.fromisoformat(anchor.end or anchor.value)
        if anchor.end
        else date.fromisoformat(anchor.value)
    )
    gran = anchor.granularity
    if unit == "day":
        if gran != "day" and amount < 28:
            value, gran = start, gran  # "two days later" than a month: the same month, approximate
        else:
            value = start + timedelta(days=amount)
    elif unit == "month":
        value = _add_months(start, amount)
        gran = "month" if gran == "day" and amount else gran
        if gran == "month":
            value = value.replace(day=1)
    else:
        value = start.replace(year=start.year + amount, day=1 if gran != "day" else start.day)
        gran = "year" if gran != "day" else gran
        if gran == "year":
            value = value.replace(month=1, day=1)
    if gran == "month":
        value = value.replace(day=1)
    return EventDate(
        value=value.isoformat(),
        granularity=gran,
        approximate=anchor.approximate or vague or gran != anchor.granularity,
        text=" ".join(text.split()),
    )


def horizon(sentences: list[Sentence]) -> str | None:
    """The complaint's latest stated day (its filing or signature date, as a rule): where an
    open period ("since at least June 1999") ends."""
    days = [
        m.date.value
        for s in sentences
        for m in find_dates(s.text)
        if m.date is not None and m.date.granularity == "day" and not m.date.end
    ]
    return max(days) if days else None


# ------------------------------------------------------------------------------------------
# attachment
