"""Which act of a sentence a date phrase between two acts belongs to (issue 30, tenth round).

A date told between an act and a present participle that goes on with it ("President X
issued an executive order in July 2025 announcing the creation of …", "the agency sent a
letter on May 3, 2024 informing her that …") is the act's: the participle tells what the
act said or did at that moment, not a later act, so the participle does not take the date
from the act because its words happen to stand nearer to the phrase. Both acts keep it.
"""

from __future__ import annotations

import re

#: a participle right after a date phrase: ", announcing", " stating", " informing"
_PARTICIPLE = re.compile(r"\s*,?\s*(?:[a-z]+ly\s+)?[a-z]{3,}ing\b")

#: a clause's end between the act and the date ("14,317": a number's comma is none)
_BREAK = re.compile(r";|,(?!\d)|\.\s")

#: how far before the date phrase the act's words may end (its object: "Executive Order
#: 14,317", "a memorandum to all staff")
_OBJECT_REACH = 60


def participle_of(text: str, act_end: int, date_start: int, date_end: int, other: int) -> bool:
    """Whether the act whose words end at ``act_end`` owns the date [``date_start``,
    ``date_end``) though the words of another act, at ``other``, stand nearer: that other
    act is a participle right after the phrase, and the act's words end just before it, in
    the same clause (no comma, semicolon or full stop between).

    >>> t = "The director issued a memorandum in March 2024 directing staff to stop."
    >>> participle_of(t, t.index(" in March"), t.index("in March"), t.index(" directing"),
    ...               t.index("directing"))
    True
    >>> t = "She complained in March 2024; management began reviewing her files."
    >>> participle_of(t, t.index(" in March"), t.index("in March"), t.index(";"),
    ...               t.index("reviewing"))
    False
    """
    if not (act_end <= date_start <= date_end <= other):
        return False
    if date_start - act_end > _OBJECT_REACH or _BREAK.search(text[act_end:date_start]):
        return False
    gap = _PARTICIPLE.match(text, date_end)
    return gap is not None and gap.end() >= other and gap.end() - other <= 40
