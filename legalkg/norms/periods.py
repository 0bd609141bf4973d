"""A period a question bounds with its dates: each date with the word just before it.

"Which amendments changed art. 6 after 2000 but before 2015?" names two years, each with its own
bound. The two-date reading used to take the first date's start and the second date's end
whatever words stood before them (the form of "between 2000 and 2010", both years included), so
this question was read as [2000-01-01, 2016-01-01) and answered with the amendments of 2000 and
of 2015, which the question had left out. Now each date is read with the word just before it:
"after" a period starts where the period ends, "before" it ends where the period begins, "since"
and "from" start with it, "until" and "up to" end with it; a date without a word takes the other
end ("between 2000 and 2010", "from 2000 to 2010": as before). Two starts, two ends, or an empty
period are refused by name: they tell no period.

>>> from legalkg.norms.dates import find_dates
>>> def read(q):
...     return interval(q, find_dates(q, years=True))
>>> read("which amendments changed art. 6 after 2000 but before 2015")
('2001-01-01', '2015-01-01')
>>> read("which amendments changed art. 6 between 2000 and 2010")
('2000-01-01', '2011-01-01')
>>> read("how often did art. 6 change since 2001-05-20 and until May 2016")
('2001-05-20', '2016-06-01')
>>> read("was art. 6 amended in 2010 and in 2015")
Traceback (most recent call last):
...
legalkg.norms.periods.PeriodError: '2010' and '2015' are two periods: ask about each
>>> read("which amendments changed art. 6 before 2010")
(None, '2010-01-01')
>>> read("which amendments changed art. 6 after 2015 and before 2001")
Traceback (most recent call last):
...
legalkg.norms.periods.PeriodError: 'after 2015' and 'before 2001' leave no day between them
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from legalkg.norms.dates import When
from legalkg.norms.references import _fold_keep

__all__ = [
    "AFTER_PERIOD",
    "BEFORE_PERIOD",
    "JOINS",
    "PeriodError",
    "bound_of",
    "interval",
    "unread_date",
]


class PeriodError(ValueError):
    """Two dates that bound no period (two starts, two ends, or the end before the start)."""


#: "antes de 2000", "before May 2001": the day before the period; "after 2000": no one day.
BEFORE_PERIOD = re.compile(
    r"\b(?:antes\s+de|before|prior\s+to|anterior(?:es)?\s+a)\s+(?:o\s+ano\s+de\s+|the\s+year\s+)?$"
)
AFTER_PERIOD = re.compile(
    r"\b(?:depois\s+de|apos|after|posterior(?:es)?\s+a)\s+(?:o\s+ano\s+de\s+|the\s+year\s+)?$"
)
#: The words that join a period's two bounds ("after 2000 but before 2015", "após 2002 mas
#: antes de 2006"): known to the word check, they carry no part of the request.
JOINS = frozenset({"and", "but", "yet", "e", "mas", "porem", "contudo"})
#: A date told as a point or a period of its own ("in 2010", "on 2010-02-04", "em 2015").
_AT = re.compile(r"\b(?:in|on|em|no|na|during|durante)\s+(?:the\s+year\s+|o\s+ano\s+de\s+)?$")
_SINCE = re.compile(
    r"\b(desde|since|a partir de|from|after|depois de|apos)\s*(?:o ano de\s+|the year\s+)?$"
)
_UNTIL = re.compile(r"\b(ate|until|before|antes de|up to|till)\s*(?:o ano de\s+|the year\s+)?$")


def bound_of(lead: str) -> str | None:
    """The bound the words just before a date make of it: ``before`` (ends where it begins),
    ``after`` (starts where it ends), ``since`` (starts with it), ``until`` (ends with it).

    >>> [bound_of(w) for w in ("after ", "antes de ", "desde ", "up to ", "between ")]
    ['after', 'before', 'since', 'until', None]
    """
    lead = _fold_keep(lead).rstrip() + " "
    if BEFORE_PERIOD.search(lead):
        return "before"
    if AFTER_PERIOD.search(lead):
        return "after"
    if _SINCE.search(lead):
        return "since"
    if _UNTIL.search(lead):
        return "until"
    return None


def _one(w: When, bound: str | None) -> tuple[str | None, str | None]:
    if bound == "before":
        return None, w.start
    if bound == "after":
        return w.until, None
    if bound == "since":
        return w.start, None
    if bound == "until":
        return None, w.until
    return w.start, w.until


def interval(text: str, whens: Sequence[When]) -> tuple[str | None, str | None]:
    """The interval [from, until) the first two dates of ``text`` bound (``None``: open).

    :raises PeriodError: for two starts, two ends, or an end before the start.
    """
    if not whens:
        return None, None
    if len(whens) == 1:
        return _one(whens[0], bound_of(text[: whens[0].begin]))
    a, b = sorted(whens[:2], key=lambda w: w.begin)
    bounds = [bound_of(text[: a.begin]), bound_of(text[: b.begin])]
    if bounds == [None, None]:
        if all(_AT.search(_fold_keep(text[: w.begin])) for w in (a, b)):
            # "in 2010 and in 2015": two periods, not the years between them
            raise PeriodError(f"'{a.text}' and '{b.text}' are two periods: ask about each")
        first, second = sorted((a, b), key=lambda w: w.start)
        return first.start, second.until
    pairs = list(zip((a, b), bounds, strict=True))
    starts = [(w, k) for w, k in pairs if k in ("after", "since")]
    ends = [(w, k) for w, k in pairs if k in ("before", "until")]
    if len(starts) == 2 or len(ends) == 2:
        both = "starts" if starts else "ends"
        raise PeriodError(f"'{a.text}' and '{b.text}' are both {both}: they tell no period")
    # the date without a word is the other end: "from 2000 to 2010", "after 2000 up to 2010"
    start_w, start_k = starts[0] if starts else next((w, "since") for w, k in pairs if k is None)
    end_w, end_k = ends[0] if ends else next((w, "until") for w, k in pairs if k is None)
    start, until = _one(start_w, start_k)[0], _one(end_w, end_k)[1]
    if start is not None and until is not None and start >= until:
        raise PeriodError(
            f"'{start_k} {start_w.text}' and '{end_k} {end_w.text}' leave no day between them"
        )
    return start, until


#: Numbers joined like a date that the date reader did not take (a two-digit year, a month
#: written in numbers): named in a refusal, which used to say that no date was given.
_UNREAD_DATE = re.compile(r"\b\d{1,4}[/.-]\d{1,4}(?:[/.-]\d{1,4})?\b")


def unread_date(words: str) -> str | None:
    """What to say of numbers written like a date in ``words`` (the question with its dates
    taken out), or None.

    >>> unread_date("what did art say on 20/5/01 ?")
    "'20/5/01' was not read as a date"
    """
    found = _UNREAD_DATE.search(words)
    return f"'{found.group(0)}' was not read as a date" if found else None
