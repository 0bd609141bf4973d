"""Dates as people write them in questions, in Portuguese and English.

A full date is a day; a month and year, or a year alone, is that **period** (the answer then lists
every version in force during it). A numeric date that reads as a date both day-first and
month-first ("05/06/2001") is day-first in a Portuguese question and refused in an English one,
naming both readings; when only one reading is a date ("12/31/2010"), it is that one.

Why not dateparser: it reads relative dates against the clock (a question's answer would change
from one day to the next) and silently picks one reading of "05/06/2001"; the forms below are a
closed, documented set, and every one is tested.

>>> [(d.start, d.until) for d in find_dates("entre 1º/1/2000 e março de 2018", language="pt")]
[('2000-01-01', '2000-01-02'), ('2018-03-01', '2018-04-01')]
>>> find_dates("on 12/31/2010")[0].start
'2010-12-31'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from legalkg.core.text import fold


class DateError(ValueError):
    """A date that is not one (30 February), or that reads two ways."""


MONTHS: dict[str, int] = {}
for _n, _names in enumerate(
    [
        "january janeiro jan",
        "february fevereiro feb fev",
        "march marco mar",
        "april abril apr abr",
        "may maio mai",
        "june junho jun",
        "july julho jul",
        "august agosto aug ago",
        "september setembro sep sept set",
        "october outubro oct out",
        "november novembro nov",
        "december dezembro dec dez",
    ],
    start=1,
):
    for _w in _names.split():
        MONTHS[_w] = _n
_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_DAY = r"(?P<d>\d{1,2})\s*(?:º|°|o|st|nd|rd|th)?"
_YEAR4 = r"(?P<y>1[5-9]\d{2}|2[01]\d{2})"

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("iso", re.compile(rf"\b{_YEAR4}[-/](?P<m>\d{{1,2}})[-/](?P<d>\d{{1,2}})\b")),
    (
        "numeric",
        re.compile(
            r"(?<![\d/.-])(?P<a>\d{1,2})\s*(?:º|°|o)?\s*(?P<sep>[/.-])\s*(?P<b>\d{1,2})"
            rf"\s*(?P=sep)\s*{_YEAR4}(?![\d/-])"
        ),
    ),
    (
        "day-month",
        re.compile(
            rf"\b{_DAY}\s+(?:de\s+|of\s+)?(?P<M>{_MONTH})\.?(?:\s+de|\s+of|,)?\s+{_YEAR4}\b"
        ),
    ),
    (
        "month-day",
        re.compile(rf"\b(?P<M>{_MONTH})\.?\s+{_DAY},?\s+{_YEAR4}\b"),
    ),
    (
        "month",
        re.compile(rf"\b(?P<M>{_MONTH})\.?\s*(?:\s+de|\s+of|,|/)?\s*{_YEAR4}\b"),
    ),
]
_YEAR_ALONE = re.compile(r"(?<![\d/.,-])\b(1[89]\d{2}|2[01]\d{2})\b(?![\d/-]|\.\d)")


@dataclass(frozen=True, slots=True)
class When:
    """A date or period in a question: [start, until) and where it was written."""

    start: str
    until: str
    kind: str  # "day", "month", "year"
    begin: int
    end: int
    text: str

    @property
    def is_day(self) -> bool:
        return self.kind == "day"


def _same_length_fold(text: str) -> str:
    return "".join((fold(c) or " ")[0] for c in text)


def _day(y: int, m: int, d: int, written: str) -> date:
    try:
        return date(y, m, d)
    except ValueError:
        raise DateError(f"{written!r} is not a date") from None


def _next_month(y: int, m: int) -> date:
    return date(y + (m == 12), m % 12 + 1, 1)


def find_dates(text: str, *, language: str = "en", years: bool = False) -> list[When]:
    """Every date (and, with ``years``, every year alone) in ``text``, in order.

    :param language: ``pt`` reads an ambiguous numeric date day-first; ``en`` refuses it.
    :raises DateError: for an impossible date or an ambiguous one in English.
    """
    folded = _same_length_fold(text)
    found: list[When] = []

    def free(s: int, e: int) -> bool:
        return all(e <= w.begin or s >= w.end for w in found)

    for kind, pattern in _PATTERNS:
        for m in pattern.finditer(folded):
            if not free(m.start(), m.end()):
                continue
            written = text[m.start() : m.end()]
            y = int(m.group("y"))
            if kind == "month":
                month = MONTHS[m.group("M")]
                start = date(y, month, 1)
                found.append(
                    When(
                        start.isoformat(),
                        _next_month(y, month).isoformat(),
                        "month",
                        m.start(),
                        m.end(),
                        written,
                    )
                )
                continue
            if kind == "iso":
                day = _day(y, int(m.group("m")), int(m.group("d")), written)
            elif kind == "numeric":
                day = _numeric(
                    int(m.group("a")), int(m.group("b")), y, m.group("sep"), written, language
                )
            else:
                day = _day(y, MONTHS[m.group("M")], int(m.group("d")), written)
            found.append(
                When(
                    day.isoformat(),
                    (day + timedelta(days=1)).isoformat(),
                    "day",
                    m.start(),
                    m.end(),
                    written,
                )
            )
    if years:
        for m in _YEAR_ALONE.finditer(folded):
            if free(m.start(), m.end()):
                y = int(m.group(1))
                found.append(
                    When(f"{y}-01-01", f"{y + 1}-01-01", "year", m.start(), m.end(), m.group(1))
                )
    return sorted(found, key=lambda w: w.begin)


def _numeric(a: int, b: int, y: int, sep: str, written: str, language: str) -> date:
    def valid(m: int, d: int) -> date | None:
        try:
            return date(y, m, d)
        except ValueError:
            return None

    day_first = valid(b, a)
    month_first = valid(a, b) if sep != "." else None
    if day_first and month_first and day_first != month_first:
        if language == "pt":
            return day_first
        raise DateError(
            f"{written!r} reads as {day_first.isoformat()} (day first) or "
            f"{month_first.isoformat()} (month first); write it as YYYY-MM-DD or with the "
            "month's name"
        )
    found = day_first or month_first
    if found is None:
        raise DateError(f"{written!r} is not a date")
    return found
