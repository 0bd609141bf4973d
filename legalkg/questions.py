"""Questions in words → typed requests, by rules (no model). English and Portuguese.

It never guesses: a question it cannot read raises :class:`QuestionError` listing the forms it
accepts.

>>> parse_question("What did art. 6 of the Constitution say on 20 May 2001?")
ValidVersions(component='art. 6º', date='2001-05-20', language=None, work='Constituição', scope=None)
>>> parse_question("O que dizia o art. 6º da Constituição em 20/05/2001?").date
'2001-05-20'
>>> parse_question("What did Constitutional Amendment 26 change?")
ActionsBySource(act='26', year=None)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta

from legalkg.numbering import roman
from legalkg.planner import (
    ActionsBySource,
    CompareVersions,
    Hierarchy,
    ImpactInScope,
    ItemVersions,
    PlanError,
    Provenance,
    Request,
    ValidVersions,
    load_extensions,
)
from legalkg.text import fold

ACCEPTED_FORMS = """\
Accepted questions (English or Portuguese) cite a provision and give the date(s):
  What did art. 6 of the Constitution say on 20 May 2001?
  O que dizia o art. 6º da Constituição em 20/05/2001?
  How has art. 6 changed over time? / Quais foram as versões do art. 6?
  What did Constitutional Amendment 26 change? / O que mudou a Emenda Constitucional nº 26?
  What changed in Title II between 2000 and 2010? / O que mudou no Título II entre 2000 e 2010?
  Compare art. 6 on 1999-01-01 and 2016-01-01 / Compare o art. 6º em 1999-01-01 e 2016-01-01
  Where does the text of art. 6 in force on 2016-01-01 come from?
  Qual a origem do art. 6º em 2016-01-01?
  What was the structure of Title II on 2001-01-01? / Qual era a estrutura do Título II em …?
Without a citation (found by text search, scored; see docs/search.md):
  What did the Constitution say about housing in 2005? / O que a Constituição dizia sobre
  moradia em 2005? (no date: the text in force now)
  What did the article on social rights say on 2001-01-01? / O que dizia o artigo dos direitos
  sociais em 1999?
  Which provisions on social security changed in 2019? / Quais dispositivos sobre previdência
  mudaram em 2019? / What changed about housing between 2000 and 2010?
Citations: art. 6º; art. 5º, inciso LXXVIII; art. 5, LXXVIII; art. 144, § 6º;
  art. 14, § 3º, inciso VI, alínea a; parágrafo único do art. 7º; art. 29-A, inciso II;
  art. 2 do ADCT / of the ADCT; Title II / Título II; Chapter I of Title II; section 3(1)(a).
Dates: 2001-05-20, 20/05/2001, 20 de maio de 2001, 1º de junho de 2004, May 20, 2001,
  20 May 2001."""


class QuestionError(PlanError):
    """A question the rules cannot read; the message lists the accepted forms."""

    def __init__(self, why: str) -> None:
        super().__init__(f"cannot read the question: {why}.\n{ACCEPTED_FORMS}")


_MONTHS = {
    "january": 1,
    "february": 2,
    "march": 3,
    "april": 4,
    "may": 5,
    "june": 6,
    "july": 7,
    "august": 8,
    "september": 9,
    "october": 10,
    "november": 11,
    "december": 12,
    "janeiro": 1,
    "fevereiro": 2,
    "marco": 3,
    "abril": 4,
    "maio": 5,
    "junho": 6,
    "julho": 7,
    "agosto": 8,
    "setembro": 9,
    "outubro": 10,
    "novembro": 11,
    "dezembro": 12,
}
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DATE_PATTERNS = [
    (re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b"), ("y", "m", "d")),
    (re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b"), ("d", "m", "y")),
    (re.compile(rf"\b(\d{{1,2}})(?:º|o)?\s+de\s+({_MONTH})\s+de\s+(\d{{4}})\b"), ("d", "M", "y")),
    (re.compile(rf"\b({_MONTH})\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b"), ("M", "d", "y")),
    (
        re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH}),?\s+(\d{{4}})\b"),
        ("d", "M", "y"),
    ),
]
_YEAR = re.compile(r"\b(1[89]\d{2}|2[01]\d{2})\b")

_NUM = r"\d+(?:\s*-\s*[A-Z])?"
_ROMAN_RE = r"[IVXLCDM]+(?:\s*-\s*[A-Z])?"


def find_dates(text: str) -> list[tuple[int, str]]:
    """Every date in ``text`` as (position, ``YYYY-MM-DD``), in order.

    >>> [d for _, d in find_dates("entre 1º de junho de 2004 e May 20, 2001")]
    ['2004-06-01', '2001-05-20']
    """
    folded = fold(text)
    found: list[tuple[int, int, str]] = []
    for pattern, order in _DATE_PATTERNS:
        for m in pattern.finditer(folded):
            if any(s <= m.start() < e for s, e, _ in found):
                continue
            parts = dict(zip(order, m.groups(), strict=True))
            month = _MONTHS[parts["M"]] if "M" in parts else int(parts["m"])
            try:
                day = date(int(parts["y"]), month, int(parts["d"]))
            except ValueError:
                raise QuestionError(f"{m.group(0)!r} is not a valid date") from None
            found.append((m.start(), m.end(), day.isoformat()))
    return sorted((s, d) for s, _, d in found)


def _ord(n: str) -> str:
    """Brazilian ordinal: 1 to 9 take º (art. 6º), 10 onwards do not (art. 10)."""
    n = re.sub(r"\s*-\s*", "-", n)
    base = re.match(r"\d+", n)
    assert base
    suffix = n[base.end() :]
    return (
        f"{int(base.group())}º{suffix}"
        if int(base.group()) < 10
        else f"{int(base.group())}{suffix}"
    )


def _compact(numeral: str) -> str:
    return re.sub(r"\s+", "", numeral)


def find_citation(text: str) -> tuple[str, int, int] | None:
    """The first citation in ``text``, normalised to the label legalkg gives the component, and
    its span.

    >>> find_citation("art. 5, LXXVIII")[0]
    'art. 5º, inciso LXXVIII'
    >>> find_citation("parágrafo único do art. 7º")[0]
    'art. 7º, parágrafo único'
    >>> find_citation("art. 14, § 3º, inciso VI, alínea a")[0]
    'art. 14, § 3º, inciso VI, alínea a'
    >>> find_citation("What did section 3(1)(a) say")[0]
    'section 3(1)(a)'
    """
    art = re.search(rf"\b(?:art(?:igo|icle)?s?\.?)\s*({_NUM})\s*(?:º|°|o\b)?", text, re.IGNORECASE)
    if art:
        start, end = art.start(), art.end()
        label = f"art. {_ord(art.group(1).upper())}"
        parts: list[str] = []
        rest = text[end:]
        consumed = 0
        unique_before = re.search(r"par[aá]grafo\s+[uú]nico\s+do\s*$", text[:start], re.IGNORECASE)
        if unique_before:
            start = unique_before.start()
            parts.append("parágrafo único")
        pieces: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
            (
                re.compile(
                    r"\s*,?\s*(?:e\s+)?(?:par[aá]grafo\s+[uú]nico|sole paragraph)", re.IGNORECASE
                ),
                lambda m: "parágrafo único",
            ),
            (
                re.compile(
                    rf"\s*,?\s*(?:§|par[aá]grafo|paragraph)\s*({_NUM})\s*(?:º|°)?", re.IGNORECASE
                ),
                lambda m: f"§ {_ord(m.group(1).upper())}",
            ),
            (
                re.compile(rf"\s*,?\s*(?:inciso|inc\.|item)\s+({_ROMAN_RE})\b"),
                lambda m: "inciso " + _compact(m.group(1)),
            ),
            (
                re.compile(rf"\s*,\s*({_ROMAN_RE})\b(?!\s*(?:de|of)\b)"),
                lambda m: "inciso " + _compact(m.group(1)),
            ),
            (
                re.compile(
                    r"\s*,?\s*(?:al[ií]nea|subparagraph|point)\s+[\"“]?([a-z])\b[\"”]?",
                    re.IGNORECASE,
                ),
                lambda m: f"alínea {m.group(1).lower()}",
            ),
        ]
        progress = True
        while progress:
            progress = False
            for pattern, make in pieces:
                m = pattern.match(rest, consumed)
                if m:
                    parts.append(str(make(m)))
                    consumed = m.end()
                    progress = True
                    break
        end += consumed
        if parts:
            label += ", " + ", ".join(parts)
        adct = re.match(
            r"\s*(?:do|of the|of|da)\s+(?:ADCT|Ato das Disposi)", text[end:], re.IGNORECASE
        )
        if adct:
            label += " do ADCT"
            end += adct.end()
        return label, start, end
    section = re.search(
        r"\b(?:section|sec\.|s\.)\s*(\d+[A-Z]?)((?:\s*\(\w+\))*)", text, re.IGNORECASE
    )
    if section:
        subs = re.sub(r"\s+", "", section.group(2))
        return f"section {section.group(1)}{subs}", section.start(), section.end()
    structural = re.search(
        rf"\b(t[ií]tulo|title|cap[ií]tulo|chapter)\s+({_ROMAN_RE}|\d+)\b"
        rf"(?:\s*(?:,|of|do|da)?\s*(?:the\s+)?(t[ií]tulo|title)\s+({_ROMAN_RE}|\d+))?",
        text,
        re.IGNORECASE,
    )
    if structural:
        kind = fold(structural.group(1))
        number = structural.group(2).upper()
        number = roman(int(number)) if number.isdigit() else number
        if kind in ("titulo", "title"):
            return f"Título {number}", structural.start(), structural.end()
        if structural.group(4):
            title = structural.group(4).upper()
            title = roman(int(title)) if title.isdigit() else title
            return f"Título {title}, Capítulo {number}", structural.start(), structural.end()
        raise QuestionError("a chapter needs its title, e.g. 'Chapter II of Title II'")
    return None


def _work_hint(text: str) -> str | None:
    folded = fold(text)
    if "constitui" in folded or "constitution" in folded:
        return "Constituição"
    m = re.search(
        r"\b(?:of|in|do|da|of the)\s+the\s+([A-Z][\w-]+(?:\s+[A-Z][\w-]+)*\s+"
        r"(?:By-law|Bylaw|Act|Law))",
        text,
    )
    return m.group(1) if m else None


def _year_interval(text: str) -> tuple[str, str] | None:
    """``between 2000 and 2010`` → [2000-01-01, 2011-01-01) (whole years, both included)."""
    years = [int(y) for y in _YEAR.findall(text)]
    if len(years) >= 2:
        a, b = sorted(years[:2])
        return f"{a}-01-01", f"{b + 1}-01-01"
    if len(years) == 1:
        return f"{years[0]}-01-01", f"{years[0] + 1}-01-01"
    return None


#: Readers of questions that cite no provision (events, discovery…), added by extension modules
#: with :func:`register_question_parser`; each returns a request, or ``None`` when the question
#: is not its kind, and is tried in order before the question is refused.
QUESTION_PARSERS: list[Callable[[str, str | None], Request | None]] = []


def register_question_parser(parser: Callable[[str, str | None], Request | None]) -> None:
    """Try ``parser(text, work_hint)`` on questions that cite no provision."""
    QUESTION_PARSERS.append(parser)


def parse_question(question: str, *, work: str | None = None) -> Request:
    """Read a question into a typed request.

    :param work: the work to use when the question does not name one.
    :raises QuestionError: when the question matches no accepted form.
    """
    load_extensions()
    text = " ".join(question.split())
    folded = fold(text)
    hint = work or _work_hint(text)

    amendment = re.search(
        r"\b(?:constitutional\s+amendment|amendment|emenda(?:\s+constitucional)?|ec|emc)"
        r"\s*(?:n[º°o.]*\s*|no\.\s*|number\s+)?(\d+)(?:\s*/\s*(\d{4})|,?\s+(?:de|of)\s+(\d{4}))?",
        folded,
    )
    dates = find_dates(text)
    cite = find_citation(text)
    if amendment and not cite:
        return ActionsBySource(
            act=str(int(amendment.group(1))), year=amendment.group(2) or amendment.group(3)
        )
    if cite is None:
        for parser in QUESTION_PARSERS:
            found = parser(text, hint)
            if found is not None:
                return found
        raise QuestionError("it cites no provision (such as 'art. 6º' or 'Título II')")
    label = cite[0]
    days = [d for _, d in dates]

    if re.search(r"\b(compar\w*|diferen\w*|differ\w*)\b", folded):
        if len(days) != 2:
            raise QuestionError("a comparison needs two dates")
        return CompareVersions(component=label, date_a=days[0], date_b=days[1], work=hint)
    if re.search(
        r"\b(estrutura|structure|hierarchy|hierarquia|outline|sumario|contents)\b", folded
    ):
        if len(days) != 1:
            raise QuestionError("the structure question needs one date")
        return Hierarchy(component=label, date=days[0], work=hint)
    if re.search(
        r"\b(origem|origin|provenance|proveniencia|come from|where does|quem|who)\b", folded
    ):
        if len(days) != 1:
            raise QuestionError("a provenance question needs the date of the version")
        return Provenance(component=label, date=days[0], work=hint)
    changed = re.search(
        r"\b(changed|change|changes|mudou|mudaram|alterado|alterou|alteracoes"
        r"|mudancas|amended|modified)\b",
        folded,
    )
    versions = re.search(
        r"\b(versoes|versions|historico|history|over time|ao longo do tempo"
        r"|evolu\w*)\b",
        folded,
    )
    between = re.search(r"\b(between|entre|from|de)\b.*\b(and|e|to|a|ate)\b", folded)
    if changed and not versions and (between or len(days) == 0 and _YEAR.search(text)):
        if len(days) == 2:
            start, end = sorted(days)
            until = (date.fromisoformat(end) + timedelta(days=1)).isoformat()
            return ImpactInScope(scope=label, from_=start, until=until, work=hint)
        interval = _year_interval(text[cite[2] :] + " " + text[: cite[1]])
        if interval is None:
            raise QuestionError("say between which dates or years")
        return ImpactInScope(scope=label, from_=interval[0], until=interval[1], work=hint)
    if versions or (changed and not days):
        return ItemVersions(component=label, work=hint)
    if len(days) == 1:
        return ValidVersions(component=label, date=days[0], work=hint)
    if len(days) > 1:
        raise QuestionError("it gives several dates; ask about one, or compare two")
    raise QuestionError("it gives no date (ask 'on 20 May 2001', 'em 20/05/2001')")
