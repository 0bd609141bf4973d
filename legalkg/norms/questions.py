"""Questions in words → typed requests, by rules (no model). English and Portuguese.

A question is read in parts, each by one reader: the citation (:mod:`legalkg.norms.citations`,
one grammar for every order and language), dates and periods (:mod:`legalkg.norms.dates`),
amending acts ("EC 32/2001", "Amendment 104 of 2019") and the work it names ("da Constituição",
"of the Community Fire Safety By-law", "do Código Penal"; both :mod:`legalkg.norms.references`)
and the intent (point in time, every wording, which
amendments, lineage, comparison, changes in a period, structure). It never guesses: every legal
reference in the question must be used by the request, or the question is refused with one line
saying what was understood and what was not.

Why one module of ~940 lines: the readers of the parts of a question decide together (every
legal reference must be used by one intent, or the question is refused), so the intents and
their checks are kept side by side.

>>> from legalkg.norms.requests import request_to_json
>>> request_to_json(parse_question("What did art. 6 of the Constitution say on 20 May 2001?"))
{'type': 'valid-versions', 'component': 'art. 6º', 'date': '2001-05-20', 'work': 'Constituição'}
>>> parse_question("O que dizia o art. 6º da Constituição em 20/05/2001?").date
'2001-05-20'
>>> parse_question("What did Constitutional Amendment 26 change?")
ActionsBySource(act='26', year=None)
>>> r = parse_question("O que dizia o caput do art. 40 em 2005?")
>>> (r.type, r.component, r.from_, r.until, r.scope)
('item-versions', 'art. 40', '2005-01-01', '2006-01-01', 'own')
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from functools import cache

from legalkg.core.text import fold
from legalkg.engine.planner import load_extensions
from legalkg.engine.questions import (
    QUESTION_PARSERS,
    QuestionError,
)
from legalkg.norms import periods, sides
from legalkg.norms.citations import (
    KEYWORDS,
    OWN_WORDS,
    STRONG,
    Citation,
    CitationError,
    Token,
    find_citations,
    tokenize,
)
from legalkg.norms.dates import DateError, When
from legalkg.norms.dates import find_dates as _find_whens
from legalkg.norms.describe import describe_request as describe_request
from legalkg.norms.edges import EdgeVersion
from legalkg.norms.lawnames import NameTable
from legalkg.norms.offsets import Offset, any_offset, find_offset
from legalkg.norms.ordinals import (
    ranked_request,
    refuse_ranked,
    with_change_kind,
)
from legalkg.norms.references import (
    ActRef,
    WorkRef,
    _fold_keep,
    find_acts,
    find_works,
    find_year_acts,
    question_language,
    relation_of,
)
from legalkg.norms.requests import (
    ActionsBySource,
    CompareVersions,
    Hierarchy,
    ImpactInScope,
    ItemHistory,
    ItemVersions,
    Provenance,
    Request,
    ValidVersions,
)
from legalkg.norms.wordcheck import Vocabulary, grammar_vocabulary, patterns_of, unknown_words

ACCEPTED_FORMS = """\
Accepted questions (English or Portuguese) cite a provision and give the date(s):
  What did art. 6 of the Constitution say on 20 May 2001?
  O que dizia o art. 6º da Constituição em 20/05/2001? / … em 2005? (every version that year)
  O que dizia o art. 62 antes da EC 32/2001? / What did Article 6 say after Amendment 64?
  How has art. 6 changed over time? / Quais foram todas as redações do art. 6º?
  Quais emendas alteraram o art. 37? / When was Article 225, paragraph 7 added?
  What did Constitutional Amendment 26 change? / O que mudou a Emenda Constitucional nº 26?
  What changed in Title II between 2000 and 2010? / O que mudou no Título II entre 2000 e 2010?
  Compare art. 6 on 1999-01-01 and 2016-01-01 / Compare o art. 40 antes e depois da EC 41/2003
  Where does the text of art. 6 in force on 2016-01-01 come from? / Trace the lineage of art. 6
  What was the structure of Title II on 2001-01-01? / Qual era a estrutura do Título II em …?
  Qual a redação original do art. 6º? / What is the current text of article 6? / … today?
  Which amendment produced the wording of art. 6 in force on 2016-01-01? / Qual emenda deu …
  What did Amendment 26 change? / O que mudou a Reforma da Previdência de 2019? (declared names)
  What did section 3 of the Cape Agulhas By-law on Municipal Land Use Planning say on …?
  … before the 2016 amendment / compare article 6 in 1999 and 2016 (on 1 January of each)
Without a citation (found by text search, scored; see docs/search.md):
  What did the Constitution say about housing in 2005? / O que a Constituição dizia sobre
  moradia em 2005? (no date: the text in force now)
  What did the article on social rights say on 2001-01-01? / O que dizia o artigo dos direitos
  sociais em 1999?
  Which provisions on social security changed in 2019? / Quais dispositivos sobre previdência
  mudaram em 2019? / What changed about housing between 2000 and 2010?
Citations: art. 5º, LXXVIII; inciso IX do art. 170; art. 40, § 1º, I, a; § 3º do art. 5º;
  alínea c do inciso I do art. 12; parágrafo único do art. 7º; caput do art. 40; art. 29-A;
  ADCT, art. 60 / art. 60 do ADCT; Título IV, Capítulo III / Capítulo III do Título IV;
  Article 12, item I, letter c; paragraph 1 of Article 40; the sole paragraph of Article 7;
  section 4(1)(a); s. 4(1); subsection (1) of section 4; regulation 3; Schedule 1; Part 2.
Dates: 2001-05-20, 20/05/2001, 20.05.2001, 1º/1/2000, 20 de maio de 2001, May 20, 2001,
  20 May 2001, 1 Jan 2004; periods: 2005, março de 2018, May 2001; acts: antes da EC 32/2001,
  com a EC 53/2006, before Amendment 104 of 2019."""


#: Looks up an amending act's date in the store: (number, year or None) → the dates of the acts
#: that match (one when the act is known and unambiguous).
ActDates = Callable[[str, str | None], list[str]]

# --------------------------------------------------------------------------------------------
# Intents

_COMPARE = re.compile(
    r"\b(compar\w*|diferen\w*|differ\w*|versus|vs|contrast\w*)\b|antes e depois|before and after"
)
_STRUCTURE = re.compile(
    r"\b(estrutura\w*|structure\w*|hierarch\w*|hierarquia|outline|sumario|contents|subdivis\w*"
    r"|organizad\w*|organi[sz]ed|compost\w*|compunh\w*|compoe\w*|made up|formad\w*)\b"
)
_PROVENANCE = re.compile(
    r"\b(origem|origin|origins|provenance|proveniencia|lineage|linhagem|genealog\w*|derived"
    r"|derivou|trace|rastreie|rastrear)\b|\bcomes? from\b|\bvem\b|\bwhere does\b|\bde onde\b"
)
_HISTORY = re.compile(
    r"\b(quais|que|which|what|qual|list|liste|listar)\s+(?:as\s+|the\s+|os\s+)?"
    r"(emendas?|amendments?|acts?|leis|laws|by-?laws?|atos|normas|amending)\b"
    r"|desde quando|since when|\bwhen\s+(?:was|were|did|has)\b|\bquando\s+(?:foi|foram|o|a|se)\b"
    r"|amendment history|\bqual\s+emenda|\bwhich\s+amendment|\bem que data\b|\bon what date\b"
    r"|\b(inclu[iíi]d\w*|inseri\w*|inserted|added|acrescent\w*|introduz\w*|introduced|criad\w*"
    r"|created|revogad\w*|repealed|revoked)\b"
)
_VERSIONS = re.compile(
    r"\b(versoes|versions|redacoes|wordings|textos|texts|historico|history|evolu\w*"
    r"|over time|ao longo do tempo|every wording|each wording|all wordings"
    r"|(?:every|each|all|todas as|cada)\s+(?:the\s+|as\s+)?"
    r"(?:version|versao|redacao|text|wording)s?)\b"
)
_CHANGE = re.compile(
    r"\b(mud\w+|alter\w+|chang\w+|amend\w*|modific\w+|modified|sofreu|reform\w*|emendad\w+"
    r"|touch\w*|affect\w*|mex\w+|revis\w+|reword\w*|rewr[io]\w+)\b"
)
#: "Qual emenda deu ao art. X a redação que vigorava em D", "Which amendment produced the
#: wording of … in force on D": the provenance of that day's version, not a history.
_PRODUCED = re.compile(
    r"\b(?:qual|quais|que|which|what)\s+(?:\w+\s+){0,2}?(?:emendas?|amendments?|acts?|leis?|laws?"
    r"|by-?laws?|atos?|normas?|alteracao|alteracoes)\b.*\b(?:deu|deram|produziu|produced|gave"
    r"|give|introduziu|introduced|resultou|resulted|originou|criou|wrote|escreveu|responsible"
    r"|responsavel|brought|trouxe|fixou|set)\b"
    r"|\borigem\s+da\s+(?:redacao|texto)|\bwhat\s+did\s+it\s+replace\b"
)
#: "under which title is article 37", "em que capítulo está o art. 5º": a unit's place.
_PLACE_IN_TREE = re.compile(
    r"\bunder\s+which\b|\bin\s+which\s+(?:title|chapter|part|section|book)\b"
    r"|\b(?:em|sob|de)\s+(?:que|qual)\s+(?:titulo|capitulo|secao|parte|livro)\b"
    r"|\bqual\s+(?:o\s+)?(?:titulo|capitulo)\b|\bpertenc\w*|\bbelongs?\b|\bwhere\s+(?:does|did)\b.*\b(?:sit|belong|stand)\b"
    r"|\blocated\b|\blocaliza\w*|\bsits?\b"
)
#: No date, the first version: "redação original", "original wording", "as enacted".
_ORIGINAL = re.compile(
    r"\b(?:redacao|texto|wording|text|version|versao)\s+(?:\w+\s+)?original\b|\boriginal\s+(?:\w+\s+)?"
    r"(?:wording|text|version|redacao|texto)\b|\boriginal(?:ly|mente)\b|\bas\s+enacted\b"
    r"|\bpromulgad[oa]\b|\bprimeira\s+(?:redacao|versao)\b|\bfirst\s+(?:version|wording)\b"
)
#: No date, the latest version the store holds: "texto atual", "current text", "today".
_CURRENT = re.compile(
    r"\b(?:atual|atualmente|current|currently|today|hoje|now|agora|present|presently|nowadays"
    r"|latest|mais\s+recente|ultima\s+(?:redacao|versao)|last\s+(?:version|wording)"
    r"|em\s+vigor|in\s+force|vigente)\b"
)
#: "Which amendment last changed art. 40?", "the most recent change to …", "a última emenda que
#: alterou o art. 40", "when was it first amended", "pela primeira vez": one end of the unit's
#: history (the changes of its first or its last day), not all of it. The word after it tells
#: a unit ("the last paragraph") or a period relative to today ("the last ten years") apart.
_EDGE_CHANGE = re.compile(
    r"\b(?:(?P<latest>last|latest|most\s+recent(?:ly)?|ultim[ao]s?|mais\s+recente(?:s|mente)?)"
    r"|(?P<first>first|earliest|primeir[ao]s?))\b(?:\s+(?P<next>\w+))?"
)
_EDGE_UNIT = re.compile(
    r"(?:paragraph|paragrafo|inciso|item|items|itens|alinea|clause|subsection|section|secao|"
    r"article|artigo|sentence|frase|line|linha|part|parte|chapter|capitulo|title|titulo)s?"
)
_EDGE_PERIOD = re.compile(
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|few|several|dois|duas|tres|quatro|"
    r"cinco|seis|sete|oito|nove|dez|year|years|decade|decades|month|months|week|weeks|ano|anos|"
    r"decada|decadas|mes|meses|semana|semanas)"
)
#: "Quais incisos o art. 5º tinha em 2000?", "which paragraphs did art. 40 have": its parts.
_HAD = re.compile(
    r"\b(?:tinha\w*|continha\w*|contem|had|have|has|contain\w*|compris\w*|consist\w*|tem"
    r"|possui\w*|havia)\b"
)
#: "today", "now": the latest version; with a date as well, two questions in one.
_NOW = re.compile(r"\b(?:today|hoje|now|agora|currently|atualmente|nowadays)\b")


def _day_before(day: str) -> str:
    return (date.fromisoformat(day) - timedelta(days=1)).isoformat()


def _day_after(day: str) -> str:
    return (date.fromisoformat(day) + timedelta(days=1)).isoformat()


# --------------------------------------------------------------------------------------------
# Public helpers kept for other readers (discovery)


def find_dates(text: str) -> list[tuple[int, str]]:
    """Every full date in ``text`` as (position, ``YYYY-MM-DD``), in order.

    >>> [d for _, d in find_dates("entre 1º de junho de 2004 e May 20, 2001")]
    ['2004-06-01', '2001-05-20']
    """
    try:
        whens = _find_whens(text, language=question_language(text))
    except DateError as e:
        raise QuestionError(str(e)) from None
    return [(w.begin, w.start) for w in whens if w.is_day]


_YEAR = re.compile(r"\b(1[89]\d{2}|2[01]\d{2})\b")


def _year_interval(text: str) -> tuple[str, str] | None:
    """``between 2000 and 2010`` → [2000-01-01, 2011-01-01) (whole years, both included)."""
    years = [int(y) for y in _YEAR.findall(text)]
    if len(years) >= 2:
        a, b = sorted(years[:2])
        return f"{a}-01-01", f"{b + 1}-01-01"
    if len(years) == 1:
        return f"{years[0]}-01-01", f"{years[0] + 1}-01-01"
    return None


def find_citation(text: str) -> tuple[str, int, int] | None:
    """The first citation in ``text``, as the label legalkg gives the component, and its span.

    >>> find_citation("art. 5, LXXVIII")[0]
    'art. 5º, inciso LXXVIII'
    >>> find_citation("parágrafo único do art. 7º")[0]
    'art. 7º, parágrafo único'
    """
    try:
        found = find_citations(text)
    except CitationError as e:
        raise QuestionError(str(e)) from None
    return (found[0].label(), found[0].start, found[0].end) if found else None


# --------------------------------------------------------------------------------------------
# The reading


@dataclass
class Reading:
    """What a question was read into, before it becomes a request."""

    text: str
    language: str
    citations: list[Citation]
    whens: list[When]
    acts: list[ActRef]
    works: list[WorkRef]
    tokens: list[Token]
    taken: set[int]

    def understood(self) -> str:
        bits = []
        if self.citations:
            bits.append(" and ".join(c.describe() for c in self.citations))
        if self.works:
            bits.append("of " + " / ".join(w.name for w in self.works))
        if self.acts:
            bits.append("; ".join(a.text for a in self.acts))
        if self.whens:
            bits.append("on/in " + ", ".join(w.text for w in self.whens))
        return "reads as " + (", ".join(bits) if bits else "nothing known")


def _overlaps(t: Token, spans: list[tuple[int, int]]) -> bool:
    return any(t.start < e and s < t.end for s, e in spans)


def read_question(question: str, names: NameTable | None = None) -> Reading:
    """Find the parts of a question (citations, dates, acts, works) and check that every legal
    reference in it was used.

    :param names: the names of the store's laws and acts (:mod:`legalkg.norms.lawnames`):
        titles, short titles, identifiers and popular names found in the words.
    :raises QuestionError: naming what was understood and what was not.
    """
    text = " ".join(question.split())
    language = question_language(text)
    tokens = tokenize(text)
    works = find_works(text, tokens)
    acts = [a for a in find_acts(text) if not any(w.begin <= a.begin < w.end for w in works)]
    if names is not None:
        works, acts = _store_names(text, works, acts, names)
    acts += find_year_acts(
        text, [(w.begin, w.end) for w in works] + [(a.begin, a.end) for a in acts]
    )
    acts.sort(key=lambda a: a.begin)
    try:
        whens = _find_whens(text, language=language)
    except DateError as e:
        raise QuestionError(str(e)) from None
    spans = [(w.begin, w.end) for w in works] + [(a.begin, a.end) for a in acts]
    spans += [(w.begin, w.end) for w in whens]
    taken = {i for i, t in enumerate(tokens) if _overlaps(t, spans)}
    # "Quais artigos a EC 95 mudou?", "which sections": a unit word in the plural that no
    # number follows asks for units, it cites none
    taken |= {
        i
        for i, t in enumerate(tokens)
        if t.key in _PLURAL_UNITS and not (i + 1 < len(tokens) and tokens[i + 1].kind == "num")
    }
    try:
        citations = find_citations(text, tokens, taken)
    except CitationError as e:
        raise QuestionError(str(e)) from None
    masked = list(text)
    for lo, hi in spans + [(c.start, c.end) for c in citations]:
        masked[lo:hi] = " " * (hi - lo)
    years = [
        w for w in _find_whens("".join(masked), language=language, years=True) if w.kind == "year"
    ]
    whens = sorted(
        whens
        + [When(w.start, w.until, w.kind, w.begin, w.end, text[w.begin : w.end]) for w in years],
        key=lambda w: w.begin,
    )
    taken |= {i for i, t in enumerate(tokens) if _overlaps(t, [(w.begin, w.end) for w in years])}
    reading = Reading(text, language, citations, whens, acts, works, tokens, taken)
    _check_leftovers(reading)
    return reading


_PLURAL_UNITS = frozenset(
    """artigos articles sections secoes paragrafos paragraphs incisos alineas dispositivos
    provisions subsections clauses""".split()
)


def _store_names(
    text: str, works: list[WorkRef], acts: list[ActRef], names: NameTable
) -> tuple[list[WorkRef], list[ActRef]]:
    """Add the laws and acts the store's labels name in ``text`` to what the grammar found.

    A name that covers a law the grammar found makes its span the longer of the two; an act's
    title or popular name becomes an act (with its IRIs); a law the grammar cannot see (no law
    word: "Karistusseadus", "KarS") becomes a work."""
    works = list(works)
    acts = list(acts)
    folded = _fold_keep(text)
    for s in names.find(text):
        if any(a.begin < s.end and s.begin < a.end for a in acts):
            continue
        entries = [names.entries[i] for i in s.iris]
        is_act = bool(entries) and all(e.is_act for e in entries)
        if s.year and not s.iris:
            raise QuestionError(
                f"the store holds no act named '{s.text[: -len(s.year)].strip(' ,')}' of {s.year}"
            )
        hit = [w for w in works if w.begin < s.end and s.begin < w.end]
        if is_act:
            act = ActRef("", s.year, relation_of(folded[: s.begin]), s.begin, s.end, s.text, s.iris)
            if (
                hit
                and all(s.begin <= w.begin and w.end <= s.end for w in hit)
                and any((w.begin, w.end) != (s.begin, s.end) for w in hit)
            ):
                # the act's name holds what the grammar took for a law ("PEC" of "PEC das
                # Domésticas"): the act
                for w in hit:
                    works.remove(w)
                acts.append(act)
                continue
            if hit:
                # an amending by-law's title: the grammar read it as a law; the act it is
                # decides when the question cites no provision
                for w in hit:
                    works[works.index(w)] = WorkRef(w.name, w.begin, w.end, w.acronym, s.iris)
                continue
            acts.append(act)
            continue
        if hit:
            lo = min([s.begin] + [w.begin for w in hit])
            hi = max([s.end] + [w.end for w in hit])
            if (lo, hi) != (hit[0].begin, hit[0].end) or len(hit) > 1:
                for w in hit:
                    works.remove(w)
                works.append(WorkRef(text[lo:hi].strip(" ,"), lo, hi))
            continue
        works.append(WorkRef(s.text.strip(" ,"), s.begin, s.end))
    works.sort(key=lambda w: w.begin)
    return works, acts


def _check_leftovers(r: Reading) -> None:
    """Refuse when a legal reference in the question is not part of what was read."""
    toks = r.tokens
    n = len(toks)
    for c in r.citations:
        last = c.tokens[-1] if c.tokens else -1
        # ", d" / ", dd" right after a citation: a part the grammar did not take
        if last + 2 < n and toks[last + 1].text == "," and last + 2 not in r.taken:
            nxt = toks[last + 2]
            if nxt.kind in ("num", "paren") or (
                nxt.kind == "word" and len(nxt.key) <= 3 and nxt.key not in _FUNCTION_WORDS
            ):
                raise QuestionError(
                    f"{r.understood()}; '{nxt.text}' after it was not understood as a part of "
                    f"{c.label()}"
                )
    for c in r.citations:
        k = (c.tokens[-1] if c.tokens else -1) + 1
        if k < n and toks[k].text == "[" and k not in r.taken:
            # "§ 47(1) [2]" is read by the grammar; anything else in brackets is not
            shut = next((j for j in range(k, min(k + 6, n)) if toks[j].text == "]"), k)
            raise QuestionError(
                f"{r.understood()}; '{r.text[toks[k].start : toks[shut].end]}' after it was "
                f"not understood (the n-th unit of a repeated number is written "
                f"'{c.label()} [2]')"
            )
    for c in r.citations:
        k = (c.tokens[-1] if c.tokens else -1) + 1
        if k < n and toks[k].key in (",", "e", "and", "a", "to", "ou", "or", "through", "-", "ate"):
            k += 1
            if k < n and toks[k].key in ("o", "the", "os", "as", "a"):
                k += 1
        if (
            k < n
            and k not in r.taken
            and (toks[k].kind == "num" or re.fullmatch(r"[IVXLC]+", toks[k].text))
        ):
            raise QuestionError(
                f"{r.understood()}; '{toks[k].text}' looks like another provision: "
                "ask about one provision at a time"
            )
    for i, t in enumerate(toks):
        if i in r.taken:
            continue
        follow = toks[i + 1] if i + 1 < n else None
        if t.kind == "sect" or t.kind == "paren" and r.citations:
            raise QuestionError(f"{r.understood()}; '{t.text}' was not understood")
        if t.kind == "adct":
            arts = [c for c in r.citations if c.level("artigo")]
            if len(r.citations) == 1 and arts and not arts[0].adct:
                c = arts[0]
                r.citations[0] = replace(c, adct=True)
                continue
            if any(c.adct for c in r.citations):
                continue
            raise QuestionError(f"{r.understood()}; the ADCT marker '{t.text}' was not used")
        if t.kind == "word" and t.key in OWN_WORDS and r.citations:
            c = r.citations[0]
            if len(r.citations) == 1 and (abs(i - c.tokens[-1]) <= 2 or abs(i - c.tokens[0]) <= 3):
                r.citations[0] = replace(c, own=True)
                continue
        if (
            t.kind == "word"
            and t.key in KEYWORDS
            and follow is not None
            and (follow.kind in ("num", "paren") or re.fullmatch(r"[IVXLC]+", follow.text))
            and not (
                t.key in ("s", "para", "al", "ch", "rule", "point", "part") and not r.citations
            )
        ):
            if (
                t.key in ("para", "point", "rule", "part")
                and follow.kind == "num"
                and len(follow.text) == 4
            ):
                continue
            raise QuestionError(
                f"{r.understood()}; '{t.text} {follow.text}' was not understood as part of it"
                if r.citations
                else f"'{t.text} {follow.text}' was not understood as a citation"
            )
        if t.kind == "word" and t.key in STRONG and r.citations:
            raise QuestionError(f"{r.understood()}; '{t.text}' was not understood as part of it")
        if r.citations and t.kind == "word" and re.fullmatch(r"[IVXLC]{2,}", t.text):
            raise QuestionError(f"{r.understood()}; '{t.text}' was not understood")
        if r.citations and t.kind == "word" and t.key in ("unico", "sole"):
            raise QuestionError(f"{r.understood()}; '{t.text}' was not understood")


_FUNCTION_WORDS = frozenset(
    """a o e da do de em no na os as the of on in at and or to for say em? is was era que se
    por com who how why ja foi tem teve ha has had are ever now nos nas pelo pela sua seu
    did does""".split()
)


# --------------------------------------------------------------------------------------------
# Requests


def _interval(r: Reading, whens: list[When], masked: str) -> tuple[str | None, str | None]:
    """The interval [from, until) the dates of a change question ask about (each date with
    its own bound word: ``legalkg/norms/periods.py``)."""
    try:
        return periods.interval(r.text, whens)
    except periods.PeriodError as e:
        raise QuestionError(f"{r.understood()}; {e}") from None


def _edge_change(r: Reading, words: str) -> str | None:
    """``first`` or ``latest`` when a history question asks for one end of the history only
    ("which amendment last changed …"); refused when the word starts a relative period ("the
    last ten years": no clock is read) or several changes ("the first two amendments").

    >>> r = read_question("Which amendment last changed art. 40?")
    >>> _edge_change(r, "which amendment last changed")
    'latest'
    >>> _edge_change(r, "quando foi alterado pela primeira vez") is None
    False
    >>> _edge_change(r, "which amendments changed the last paragraph of") is None
    True
    """
    found = None
    for m in _EDGE_CHANGE.finditer(words):
        after = m.group("next") or ""
        if _EDGE_UNIT.fullmatch(after):
            continue  # "the last paragraph of art. 40": a unit, named in words
        if _EDGE_PERIOD.fullmatch(after):
            raise QuestionError(
                f"{r.understood()}; '{m.group(0)}' is a period counted back from today or "
                "several changes: give the years ('between 2010 and 2020'), or ask for the "
                "first or the last change"
            )
        which = "latest" if m.group("latest") else "first"
        if found is not None and found != which:
            raise QuestionError(f"{r.understood()}; it asks for the first and the last change")
        found = which
    return found


def _act_date(act: ActRef, act_dates: ActDates | None) -> str:
    if act_dates is None:
        raise QuestionError(f"'{act.text}' tells the date by an act; asking needs the store")
    found = sorted(set(act_dates(act.number, act.year)))
    if not found:
        raise QuestionError(f"the store holds no amending act '{act.text}'")
    if len(found) > 1:
        raise QuestionError(f"'{act.text}' matches {len(found)} acts; give its year")
    return found[0]


def parse_question(
    question: str,
    *,
    work: str | None = None,
    act_dates: ActDates | None = None,
    names: NameTable | None = None,
) -> Request:
    """Read a question into a typed request.

    :param work: the work to use when the question does not name one.
    :param act_dates: looks up an amending act's date, for dates told by an act
        ("antes da EC 32/2001"); :func:`act_dates_from_store` makes one.
    :param names: the names of the store's laws and acts (:func:`names_from_store`), to find
        a law named without a law word ("KarS"), an act by its title or popular name
        ("Reforma da Previdência de 2019") or by its year ("the 2016 amendment").
    :raises QuestionError: when the question matches no accepted form, or when part of it
        (a provision, a law, a date) is not understood: one line says what was.
    """
    load_extensions()
    from legalkg.norms.asknown import find_known_on, with_known_on

    known = find_known_on(question)  # "as known on 2025-12-21": the knowledge day (issue 33)
    if known is not None:
        return with_known_on(parse_question(known.rest, work=work, act_dates=act_dates), known)
    try:
        r = read_question(question, names)
    except QuestionError:
        raise
    except (CitationError, DateError) as e:  # pragma: no cover - read_question converts them
        raise QuestionError(str(e)) from None
    if not r.citations:
        # without a citation, an acronym ("the SUS", "EEOC") is a topic, not the work, unless
        # the store names a law so ("What changed in KarS between 2015 and 2016?")
        r.works = [w for w in r.works if not w.acronym or (names and names.holds(w.name))]
        # an amending by-law named by its title, with no provision cited: the act
        for ref in [x for x in r.works if x.acts]:
            r.works.remove(ref)
            r.acts.append(ActRef("", None, None, ref.begin, ref.end, ref.name, ref.acts))
    folded = _fold_keep(r.text)
    for ref in [x for x in r.works if x.acts]:
        relation = relation_of(folded[: ref.begin])
        if relation is not None and not r.acts:
            # "before the Integrated Waste Management Amendment By-law, 2016": the act
            r.works.remove(ref)
            r.acts.append(ActRef("", None, relation, ref.begin, ref.end, ref.name, ref.acts))
    named = sorted({w.name for w in r.works}, key=lambda x: [w.name for w in r.works].index(x))
    if len(named) > 1:
        raise QuestionError(f"{r.understood()}; it names {len(named)} works ({', '.join(named)})")
    hint = named[0] if named else work
    masked = list(_fold_keep(r.text))
    spans = [(c.start, c.end) for c in r.citations] + [(w.begin, w.end) for w in r.works]
    spans += [(a.begin, a.end) for a in r.acts] + [(w.begin, w.end) for w in r.whens]
    for lo, hi in spans:
        masked[lo:hi] = " " * (hi - lo)
    words = " ".join("".join(masked).split())

    if len(r.acts) > 1:
        raise QuestionError(f"{r.understood()}; ask about one amending act at a time")
    act = r.acts[0] if r.acts else None
    if act is not None and not act.number:
        act = _named_act(r, act, names, hint)

    if act is not None and hint is None and r.citations and names is not None:
        hint = _work_of_act(act, names)

    if not r.citations:
        if act is not None and act.relation in (None, "after"):
            refuse_ranked(words, r.understood())
            sides.refuse_act_kind(words, r.understood(), act.text)
            _check_words(r, words, names)
            if act.iris:
                return ActionsBySource(act=act.iris[0])
            return ActionsBySource(act=act.number, year=act.year)
        whole = _whole_work_change(r, names, named[0] if named else None, words)
        if whole is not None:
            refuse_ranked(words, r.understood())
            _check_words(r, words, names)
            return whole
        for parser in QUESTION_PARSERS:
            found = parser(r.text, hint)
            if found is not None:
                return found
        raise QuestionError(
            "it cites no provision (such as 'art. 6º', 'section 4(1)' or 'Título II')"
        )
    if len({(c.label(), c.adct, c.own, c.nth) for c in r.citations}) == 1:
        r.citations = r.citations[:1]  # "art. 6 as in 1990 with art. 6 as in 2020": one unit
    if len(r.citations) > 1:
        raise QuestionError(f"{r.understood()}; ask about one provision at a time")
    request = with_change_kind(_cited_request(r, words, act, hint, names, act_dates), words)
    _check_words(r, words, names)
    return request


def _check_words(r: Reading, words: str, names: NameTable | None) -> None:
    """Refuse a question with a word the grammar does not know (:mod:`legalkg.norms.wordcheck`):
    checked once a request was read, so that a more precise refusal (no date, two
    provisions) is the one given."""
    also = names.kind_words() | _law_word_before(r, names) if names else frozenset()
    unknown = unknown_words(words, _vocabulary(), also)
    if unknown:
        said = ", ".join(f"'{w}'" for w in unknown)
        raise QuestionError(
            f"{r.understood()}; {said} {'was' if len(unknown) == 1 else 'were'} not understood: "
            "the question may ask something narrower than its text or its changes; ask what "
            "it said, when it changed or which act changed it"
        )


_LAW_WORD_BEFORE = re.compile(r"([^\W\d_]{4,})\s+(?:(?:c|no|nr|n)\.?\s*)?$")


def _law_word_before(r: Reading, names: NameTable) -> frozenset[str]:
    """The word just before a law's name (a number sign between them, "č.", "no.") that is a
    form of a word of that law's title: how the question's language names the law's kind
    ("zákona č. 282/2018 Z. z." for the "Zákon … 282/2018 Z. z.")."""
    found: set[str] = set()
    for work in r.works:
        m = _LAW_WORD_BEFORE.search(_fold_keep(r.text[: work.begin]))
        if m is None:
            continue
        word = m.group(1)
        iris = {i for spot in names.find(work.name) for i in spot.iris if i in names.entries}
        titles = " ".join(fold(names.entries[i].title) for i in sorted(iris))
        title_words = set(re.findall(r"[^\W\d_]{4,}", titles))
        if any(word.startswith(t) or t.startswith(word) for t in title_words):
            found.add(word)
    return frozenset(found)


@cache
def _vocabulary() -> Vocabulary:
    from legalkg.norms import (
        asknown,
        citations,
        dates,
        describe,
        edges,
        offsets,
        ordinals,
        references,
    )

    here = sys.modules[__name__]
    grammar = (asknown, citations, dates, describe, edges, offsets, ordinals, periods, sides)
    return grammar_vocabulary(patterns_of(here, *grammar, references))


def _cited_request(
    r: Reading,
    words: str,
    act: ActRef | None,
    hint: str | None,
    names: NameTable | None,
    act_dates: ActDates | None,
) -> Request:
    """The request of a question citing one provision (the intent read from ``words``)."""
    cite = r.citations[0]
    label = cite.label()
    own = "own" if cite.own else None
    whens = r.whens
    days = [w for w in whens if w.is_day]

    if _NOW.search(words) and (whens or act is not None):
        raise QuestionError(
            f"{r.understood()}; it asks about a date and about today: ask about one"
        )
    if re.search(r"\b(between|entre)\b", words) and len(whens) == 1 and act is None:
        raise QuestionError(f"{r.understood()}; 'between' needs two dates or years")

    def edge() -> str | None:
        return _edge_change(r, words)

    def act_day() -> str:
        assert act is not None
        if act.iris and names is not None:
            return names.entries[act.iris[0]].date
        return _act_date(act, act_dates)

    offset = any_offset(r.text)
    if offset is not None:
        return _counted_day(r, words, act, offset, label, own, hint, act_day)
    try:  # a period only a change or a count reads ("compare on A and on B" is none)
        period, refused = _interval(r, whens, words), None
    except QuestionError as e:
        period, refused = (None, None), e
    ranked = ranked_request(  # the n-th change, a count, the text around a change
        words,
        understood=r.understood(),
        label=label,
        own=own,
        hint=hint,
        has_act=act is not None,
        has_whens=bool(whens),
        interval=period,
        other_intent=any(p.search(words) for p in _NOT_ONE_DAY[:5]),
        change_intent=any(p.search(words) for p in (_HISTORY, _CHANGE)),
        history=_HISTORY,
        act_relation=act.relation if act is not None else None,
    )
    if ranked is not None:
        if refused is not None:
            raise refused
        return ranked
    if _COMPARE.search(words) or (act is not None and act.relation == "both"):
        if act is not None:
            d = act_day()
            return CompareVersions(
                component=label, date_a=_day_before(d), date_b=d, work=hint, scope=own
            )
        if len(whens) != 2:
            raise QuestionError(
                f"{r.understood()}; a comparison needs two days or two years (or an act: "
                "'antes e depois da EC 41/2003')"
            )
        # a year or a month is compared on its first day (the version in force on 1 January)
        a, b = sorted(whens, key=lambda w: w.start)
        return CompareVersions(
            component=label, date_a=a.start, date_b=b.start, work=hint, scope=own
        )
    units_had = (
        any(t.key in _PLURAL_UNITS for t in r.tokens)
        and _HAD.search(words) is not None
        and not _CHANGE.search(words)
        and not _HISTORY.search(words)
    )
    if _STRUCTURE.search(words) or _PLACE_IN_TREE.search(words) or units_had:
        if own:
            raise QuestionError(
                f"{r.understood()}; the structure is of the whole unit, not its caput"
            )
        day = act_day() if act is not None else None
        if day is None and not whens:
            which = "first" if _ORIGINAL.search(words) else "latest"
            return EdgeVersion(component=label, which=which, view="structure", work=hint)
        if day is None:
            if len(whens) != 1:
                raise QuestionError(f"{r.understood()}; the structure question needs one day")
            # a year or a month: the structure on its first day
            day = whens[0].start
        elif act is not None and act.relation == "before":
            day = _day_before(day)
        return Hierarchy(component=label, date=day, work=hint)
    if _PRODUCED.search(words) and act is None and len(whens) == 1 and whens[0].is_day:
        return Provenance(component=label, date=whens[0].start, work=hint, scope=own)
    if _PRODUCED.search(words) and act is None and not whens:
        # "Which amendment gave art. 40 its current wording?": the act behind the latest (or
        # the original) version, not the unit's whole history
        if _ORIGINAL.search(words):
            return EdgeVersion(component=label, which="first", view="provenance", work=hint)
        if _CURRENT.search(words):
            return EdgeVersion(component=label, which="latest", view="provenance", work=hint)
    if _PROVENANCE.search(words):
        if act is not None:
            d = act_day()
            return Provenance(
                component=label,
                date=_day_before(d) if act.relation == "before" else d,
                work=hint,
                scope=own,
            )
        if len(days) == 1 and len(whens) == 1:
            return Provenance(component=label, date=days[0].start, work=hint, scope=own)
        start, until = _interval(r, whens, words)
        return ItemHistory(component=label, from_=start, until=until, work=hint, scope=own)
    if act is not None and not whens and (_HISTORY.search(words) or _CHANGE.search(words)):
        # "has it changed since Amendment 64?": the changes on that side of the act
        lead = _fold_keep(r.text[: act.begin]).lower()
        bounded = sides.act_bounded_history(
            words, lead, act.relation, act_day(), label, work=hint, scope=own, said=r.understood()
        )
        if bounded is not None:
            return bounded
    if _HISTORY.search(words):
        sides.refuse_text_beside_kind(words, r.understood())
        if act is not None:
            raise QuestionError(
                f"{r.understood()}; ask which acts changed it, or what {act.text} changed, not both"
            )
        start, until = _interval(r, whens, words)
        return ItemHistory(
            component=label, from_=start, until=until, work=hint, scope=own, which=edge()
        )
    if _VERSIONS.search(words) and act is None:
        start, until = _interval(r, whens, words)
        return ItemVersions(component=label, from_=start, until=until, work=hint, scope=own)
    if _CHANGE.search(words) and (act is None or act.relation is None):
        sides.refuse_said_and_changed(words, r.understood())
        if own:
            raise QuestionError(
                f"{r.understood()}; changes are counted for the whole unit; ask "
                "for its versions instead"
            )
        if act is not None:
            d = act_day()
            return ImpactInScope(scope=label, from_=d, until=_day_after(d), work=hint)
        start, until = _interval(r, whens, words)
        end = edge()
        if start is not None and until is not None and end is None:
            return ImpactInScope(scope=label, from_=start, until=until, work=hint)
        return ItemHistory(component=label, from_=start, until=until, work=hint, which=end)
    if act is not None:
        if act.relation is None:
            raise QuestionError(f"{r.understood()}; say 'before' or 'after' {act.text}")
        d = act_day()
        if whens:
            raise QuestionError(f"{r.understood()}; it gives a date and an act; give one")
        return ValidVersions(
            component=label,
            date=_day_before(d) if act.relation == "before" else d,
            work=hint,
            scope=own,
        )
    if len(whens) == 1:
        w = whens[0]
        lead = _fold_keep(r.text[: w.begin]).rstrip() + " "
        if periods.BEFORE_PERIOD.search(lead):
            # "antes de 2000", "before May 2001": the text in force the day before it began
            return ValidVersions(component=label, date=_day_before(w.start), work=hint, scope=own)
        if periods.AFTER_PERIOD.search(lead):
            raise QuestionError(
                f"{r.understood()}; 'after {w.text}' is not one day: ask 'on' a day, 'in' "
                "a year, or since it"
            )
        if w.is_day:
            return ValidVersions(component=label, date=w.start, work=hint, scope=own)
        return ItemVersions(component=label, from_=w.start, until=w.until, work=hint, scope=own)
    if len(whens) > 1:
        with_bound = any(periods.bound_of(r.text[: w.begin]) for w in whens)
        if len(whens) == 2 and (with_bound or re.search(r"\b(between|entre|de)\b", words)):
            start, until = _interval(r, whens, words)  # "after 2003 but before 2005"
            return ItemVersions(component=label, from_=start, until=until, work=hint, scope=own)
        raise QuestionError(
            f"{r.understood()}; it gives several dates; ask about one, or compare two"
        )
    if _ORIGINAL.search(words):
        return EdgeVersion(component=label, which="first", work=hint, scope=own)
    if _CURRENT.search(words):
        return EdgeVersion(component=label, which="latest", work=hint, scope=own)
    said = periods.unread_date(words) or "it gives no date"
    raise PendingQuestion(
        f"{r.understood()}; {said} (ask 'on 20 May 2001', 'em 20/05/2001', 'em 2005', "
        "'original wording', 'current text')",
        label,
        hint,
    )


#: The intents a day counted from an act or a date cannot take (only "what did it say then").
_NOT_ONE_DAY = (
    _COMPARE,
    _STRUCTURE,
    _PLACE_IN_TREE,
    _PRODUCED,
    _PROVENANCE,
    _HISTORY,
    _VERSIONS,
    _CHANGE,
    _ORIGINAL,
    _CURRENT,
)


def _counted_day(
    r: Reading,
    words: str,
    act: ActRef | None,
    offset: Offset,
    label: str,
    own: str | None,
    hint: str | None,
    act_day: Callable[[], str],
) -> Request:
    """ "What did art. 6 say a year after Amendment 26?": the text on the day counted from the
    act's day or the date named; any other use of a distance is refused by name."""
    anchor = act.begin if act is not None else r.whens[0].begin if len(r.whens) == 1 else None
    told = find_offset(r.text[:anchor]) if anchor is not None else None
    rest = words.replace(" ".join(offset.text.split()), " ")
    if (
        told is None
        or any(p.search(rest) for p in _NOT_ONE_DAY)
        or (act is not None and r.whens)
        or (act is None and not r.whens[0].is_day)
    ):
        raise QuestionError(
            f"{r.understood()}; '{offset.text}' counts a distance this question cannot take: "
            "ask what it said on a day a distance from an act or a day"
        )
    day = told.shift(act_day() if act is not None else r.whens[0].start)
    return ValidVersions(component=label, date=day, work=hint, scope=own)


class PendingQuestion(QuestionError):
    """A question refused for what it lacks (a date), whose provision and work the store can
    still check: :func:`legalkg.asking.ask_one` refuses for an unknown work or provision first,
    the more useful reason."""

    def __init__(self, why: str, component: str, work: str | None) -> None:
        super().__init__(why)
        self.component = component
        self.work = work


_TOPIC = re.compile(r"\b(?:about|sobre|regarding|concerning|acerca|relativ\w*|quanto)\b")


def _whole_work_change(
    r: Reading, names: NameTable | None, hint: str | None, words: str
) -> Request | None:
    """ "What changed in the Sub-Council By-law between 2012 and 2014?": every change in the
    whole work named (its IRI as the scope), when the store's names tell the one work."""
    if names is None or hint is None or r.acts or not r.whens or not _CHANGE.search(words):
        return None
    if _STRUCTURE.search(words) or _COMPARE.search(words) or _TOPIC.search(words):
        return None  # a topic ("sobre moradia") is the discovery readers' question
    from collections.abc import Mapping
    from typing import Any

    from legalkg.norms.worknames import listing, match_works

    rows: list[Mapping[str, Any]]

    spotted = [x for x in names.find(hint) if x.text.strip(" ,") == hint.strip(" ,")]
    if spotted:
        iris = [i for i in spotted[0].iris if not names.entries[i].is_act]
        rows = [x for x in names.work_rows() if x["work"] in iris]
    else:
        labels = [{"work": e.iri, "title": e.title} for e in names.entries.values()]
        rows = match_works(hint, names.work_rows(), {}, labels)
    if not rows:
        return None  # refused below: no accepted form
    if len(rows) > 1:
        raise QuestionError(
            f"{r.understood()}; '{hint}' matches {len(rows)} works: {listing(rows)}"
        )
    iri = str(rows[0]["work"])
    start, until = _interval(r, r.whens, words)
    if start is not None and until is not None:
        return ImpactInScope(scope=iri, from_=start, until=until, work=hint)
    return ItemHistory(component=iri, from_=start, until=until, work=hint)


def _work_of_act(act: ActRef, names: NameTable) -> str | None:
    """The work an act amends, when the question names no work, the store holds several and
    the act amends one ("Compare o art. 40 antes e depois da Reforma da Previdência de
    2019" in a store of the Constitution and by-laws): its IRI."""
    if len(names.work_rows()) < 2:
        return None
    if act.iris:
        entries = [names.entries[i] for i in act.iris]
    else:
        entries = [
            e
            for e in names.entries.values()
            if e.is_act and e.number == act.number and (act.year is None or e.date[:4] == act.year)
        ]
    amended = {w for e in entries for w in e.amends}
    return amended.pop() if len(entries) == 1 and len(amended) == 1 else None


def _named_act(r: Reading, act: ActRef, names: NameTable | None, hint: str | None) -> ActRef:
    """The one act a name or a year stands for, or a refusal listing the candidates."""
    if act.iris:
        if len(act.iris) == 1:
            return act
        assert names is not None
        found = [names.entries[i] for i in act.iris]
    else:
        if names is None:
            raise QuestionError(f"'{act.text}' names an act by its year; asking needs the store")
        from legalkg.norms.worknames import match_works

        rows = names.work_rows()
        works = [str(w["work"]) for w in match_works(hint, rows)] if hint else None
        if not hint:
            amended = {w for e in names.entries.values() for w in e.amends}
            principal = [str(w["work"]) for w in rows if str(w["work"]) in amended]
            works = principal if len(principal) == 1 else None
        found = names.acts_in_year(str(act.year), works or None)
        if len(found) > 1 and r.citations and works:
            # "before the 2016 amendment" of one provision: the acts of that year that changed it
            changing = names.acts_changing(works, r.citations[0].label(), str(act.year))
            if changing is not None:
                found = [e for e in found if e.iri in changing]
                if not found:
                    raise PendingQuestion(
                        f"{r.understood()}; no amending act of {act.year} changed "
                        f"{r.citations[0].label()}",
                        r.citations[0].label(),
                        hint,
                    )
        if len(found) == 1:
            return ActRef("", act.year, act.relation, act.begin, act.end, act.text, (found[0].iri,))
        if not found:
            why = f"{r.understood()}; the store holds no amending act of {act.year}"
            if r.citations:
                raise PendingQuestion(why, r.citations[0].label(), hint)
            raise QuestionError(why)
    shown = "; ".join(f"{e.title} ({e.date})" for e in found[:6])
    raise QuestionError(
        f"{r.understood()}; '{act.text}' may be {len(found)} acts: {shown}"
        + ("; and more" if len(found) > 6 else "")
        + "; name one (its number or title)"
    )


def act_dates_from_store(store: object) -> ActDates:
    """An :data:`ActDates` lookup that runs the ``acts`` template on ``store``."""
    from legalkg.engine.answers import Runner
    from legalkg.store.local import Store

    assert isinstance(store, Store)
    runner = Runner(store, {})

    def lookup(number: str, year: str | None) -> list[str]:
        rows = runner.run("acts", {"number": number, "year": year})
        return sorted({str(row["date"]) for row in rows})

    return lookup
