"""Roman numerals, as legal texts number titles, chapters and items.

>>> roman(78), from_roman("LXXVIII")
('LXXVIII', 78)
"""

from __future__ import annotations

_NUMERALS = (
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
)
_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def roman(n: int) -> str:
    """``n`` (≥ 1) in Roman numerals."""
    out = ""
    for value, numeral in _NUMERALS:
        while n >= value:
            out += numeral
            n -= value
    return out


def from_roman(numeral: str) -> int:
    """The value of a Roman numeral (upper case)."""
    total = 0
    for i, ch in enumerate(numeral):
        v = _VALUES[ch]
        total += -v if i + 1 < len(numeral) and _VALUES[numeral[i + 1]] > v else v
    return total
