"""A day counted from another: "a year after Amendment 26", "três meses antes de 20/05/2001".

A question may place its day at a distance from an act or a date it names. The words of the
distance ("a year", "3 weeks", "dois meses") used to be known to the question grammar for
other reasons (periods counted back from today, "the last ten years") and were skipped, so
"What did art. 6 say a year after Amendment 26?" was answered on the amendment's own day: a
text of another date than the one asked. Now the distance is read and counted on the calendar
(a month or a year later is the same day of the month, the last day when the month is
shorter), or the question is refused where no single day can follow from it.

>>> o = find_offset("what did art. 6 say a year after ", )
>>> (o.count, o.unit, o.direction), o.shift("2000-02-14"), o.shift("2000-02-29")
((1, 'year', 'after'), '2001-02-14', '2001-02-28')
>>> find_offset("o que dizia o art. 6º três meses antes de ").shift("2001-05-20")
'2001-02-20'
>>> find_offset("what did art. 6 say the day after ").shift("2010-02-04")
'2010-02-05'
>>> find_offset("o que dizia o art. 6º na véspera da ").shift("2010-02-04")
'2010-02-03'
>>> find_offset("what did art. 6 say before ") is None
True
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, timedelta

from legalkg.core.text import fold

_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "um": 1,
    "uma": 1,
    "two": 2,
    "dois": 2,
    "duas": 2,
    "three": 3,
    "tres": 3,
    "four": 4,
    "quatro": 4,
    "five": 5,
    "cinco": 5,
    "six": 6,
    "seis": 6,
    "seven": 7,
    "sete": 7,
    "eight": 8,
    "oito": 8,
    "nine": 9,
    "nove": 9,
    "ten": 10,
    "dez": 10,
    "eleven": 11,
    "onze": 11,
    "twelve": 12,
    "doze": 12,
}
_UNITS = {
    "day": "day",
    "days": "day",
    "dia": "day",
    "dias": "day",
    "week": "week",
    "weeks": "week",
    "semana": "week",
    "semanas": "week",
    "month": "month",
    "months": "month",
    "mes": "month",
    "meses": "month",
    "year": "year",
    "years": "year",
    "ano": "year",
    "anos": "year",
}
#: "<count> <unit> <before|after> [the|a|o]" at the end of the words before the act or date.
_OFFSET = re.compile(
    r"\b(?P<n>\d{1,3}|" + "|".join(sorted(_NUMBERS, key=len, reverse=True)) + r")\s+"
    r"(?P<u>" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")\s+"
    r"(?:(?P<before>before|prior\s+to|earlier\s+than|antes)|(?P<after>after|later\s+than|following"
    r"|depois|apos|passados))"
    r"(?:\s+(?:d[aeo]s?|of|the|a|o|an))*\s*$"
)
#: "the day after Amendment 64", "no dia seguinte à EC 64", "na véspera da EC 64": one day.
_ONE_DAY = re.compile(
    r"\b(?:(?:the|o)\s+(?:day|dia)\s+(?:(?P<before>before|antes)|(?P<after>after|depois))"
    r"|(?:n?o\s+)?dia\s+(?P<next>seguinte)|(?:n?a\s+)?(?P<eve>vespera))"
    r"(?:\s+(?:d[aeo]s?|of|the|a|o|an|ao|as?))*\s*$"
)
#: The same words anywhere: a distance the question's form cannot take is refused by name.
_ANYWHERE = re.compile(_OFFSET.pattern.replace(r"\s*$", r"\b"))
_ANYWHERE_ONE_DAY = re.compile(_ONE_DAY.pattern.replace(r"\s*$", r"\b"))


@dataclass(frozen=True, slots=True)
class Offset:
    """A distance before or after a day: ``count`` ``unit``\\s (day, week, month, year)."""

    count: int
    unit: str
    direction: str  # "before" or "after"
    text: str

    def shift(self, day: str) -> str:
        """The day at this distance from ``day`` (ISO), on the calendar."""
        d = date.fromisoformat(day)
        n = self.count if self.direction == "after" else -self.count
        if self.unit in ("day", "week"):
            return (d + timedelta(days=n * (7 if self.unit == "week" else 1))).isoformat()
        months = d.month - 1 + n * (12 if self.unit == "year" else 1)
        year, month = d.year + months // 12, months % 12 + 1
        last = calendar.monthrange(year, month)[1]
        return date(year, month, min(d.day, last)).isoformat()


def _offset(m: re.Match[str]) -> Offset:
    if "n" not in m.re.groupindex:  # one day: "the day after", "no dia seguinte", "na véspera"
        before = bool(m.group("before") or m.group("eve"))
        return Offset(1, "day", "before" if before else "after", m.group(0).strip())
    n = m.group("n")
    count = int(n) if n.isdigit() else _NUMBERS[n]
    direction = "before" if m.group("before") else "after"
    return Offset(count, _UNITS[m.group("u")], direction, m.group(0).strip())


def find_offset(before: str) -> Offset | None:
    """The distance told just before an act or a date (``before``: the question's words up to
    it), or None."""
    tail = fold(before)[-60:]
    m = _OFFSET.search(tail) or _ONE_DAY.search(tail)
    return _offset(m) if m else None


def any_offset(text: str) -> Offset | None:
    """A distance told anywhere in ``text`` (to refuse it where it cannot be counted).

    >>> any_offset("what changed in the two years after amendment 45").text
    'two years after'
    """
    folded = fold(text)
    m = _ANYWHERE.search(folded) or _ANYWHERE_ONE_DAY.search(folded)
    return _offset(m) if m else None
