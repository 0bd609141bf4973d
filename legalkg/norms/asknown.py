"""The knowledge day of a question: "as known on 2025-12-21", "segundo o que se sabia em …".

A question may ask for the text in force on a day *as far as was known* on another day (the
observer time of the SAT-Graph API, Graphiti's transaction time). This reader finds that phrase
and its day, and takes both out of the question, so that the rest is read as before; the
request then gets ``as_known_on`` (:func:`with_known_on`). The phrases are a grammar over a
table per language (a lead-in, "known"/"sabia"/"conhecido", and "on"/"em"), not a list of
questions; the day is any form :mod:`legalkg.norms.dates` reads, and must be a day.

>>> k = find_known_on("What did art. 6 say on 2026-01-01 as known on 21 December 2025?")
>>> (k.day, k.rest)
('2025-12-21', 'What did art. 6 say on 2026-01-01?')
>>> find_known_on("O que dizia o art. 6º em 1º/1/2026, segundo o que se sabia em 21/12/2025?").day
'2025-12-21'
>>> find_known_on("What did art. 6 say on 2026-01-01?") is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace

from legalkg.core.text import fold
from legalkg.engine.planner import Request
from legalkg.engine.questions import QuestionError
from legalkg.norms.dates import DateError, find_dates

__all__ = ["KnownOn", "find_known_on", "with_known_on"]

# The lead-ins, on folded text (lower case, no accents). English: "as known on", "as it was
# known on", "as was known on", "as far as was known on", "according to what was known on",
# "based on what was known on", "with what was known on", "as published by"; Portuguese:
# "segundo o que se sabia em", "conforme conhecido em", "conforme se sabia em", "tal como era
# conhecido em", "pelo que se sabia em", "de acordo com o que se sabia (era conhecido) em", "como
# se conhecia em".
_EN = (
    r"(?:as|as far as|according to what|based on what|with what|going by what)\s+"
    r"(?:(?:it|they|this|that)\s+)?(?:(?:was|were|had been|is)\s+)?(?:known|published)\s+"
    r"(?:on|at|as of|by)"
)
_PT = (
    r"(?:segundo|conforme|consoante|de acordo com|pelo|tal como|como)\s+"
    r"(?:o\s+que\s+|aquilo\s+que\s+)?(?:se\s+)?(?:era\s+|foi\s+|estava\s+)?"
    r"(?:sabia|sabido|conhecido|conhecida|conhecia|publicado|publicada)"
    r"(?:\s+ate)?\s+(?:em|no dia|a|ate)"
)
_LEAD = re.compile(rf"(?:,\s*)?\b(?:{_EN}|{_PT})\b\s*")


@dataclass(frozen=True, slots=True)
class KnownOn:
    """The knowledge day of a question, the phrase that gave it and the question without it."""

    day: str
    phrase: str
    rest: str


def _same_length_fold(text: str) -> str:
    return "".join((fold(c) or " ")[0] for c in text)


def find_known_on(question: str) -> KnownOn | None:
    """The knowledge day a question gives, or ``None`` when it gives none.

    :raises QuestionError: for the phrase without a day right after it ("as known on 2025":
        a period), an impossible date, or the phrase twice.
    """
    text = " ".join(question.split())
    folded = _same_length_fold(text).lower()
    found = list(_LEAD.finditer(folded))
    if not found:
        return None
    if len(found) > 1:
        raise QuestionError(
            f"it gives the knowledge day twice ('{text[found[0].start() : found[0].end()]}' …): "
            "give one"
        )
    lead = found[0]
    phrase = text[lead.start() : lead.end()].strip(" ,")
    language = "pt" if re.search(_PT, folded[lead.start() : lead.end()]) else "en"
    try:
        dates = find_dates(text[lead.end() :], language=language, years=True)
    except DateError as e:
        raise QuestionError(f"'{phrase}': {e}") from None
    first = dates[0] if dates else None
    if first is None or first.begin != 0:
        raise QuestionError(f"'{phrase}' needs a day right after it (e.g. '{phrase} 2025-12-21')")
    if not first.is_day:
        raise QuestionError(
            f"'{phrase} {first.text}' is a period; the knowledge day must be a day "
            f"(e.g. '{phrase} 2025-12-21')"
        )
    end = lead.end() + first.end
    rest = (text[: lead.start()] + text[end:]).strip()
    rest = re.sub(r"\s+([?.!,;])", r"\1", rest)
    return KnownOn(first.start, f"{phrase} {first.text}", rest)


def with_known_on(request: Request, known: KnownOn) -> Request:
    """``request`` with ``as_known_on``; a request type that has no knowledge day is refused."""
    if "as_known_on" not in {f.name for f in fields(request)}:
        raise QuestionError(
            f"'{known.phrase}' applies to the text on a day, its provenance, a comparison, the "
            f"structure or the history of a provision; not to this question ({request.type})"
        )
    changed: Request = replace(request, **{"as_known_on": known.day})
    return changed
