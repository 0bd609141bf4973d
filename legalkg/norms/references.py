"""What a question refers to besides its citation: its language, the amending acts it names
("EC 32/2001", "Amendment 104 of 2019", "antes da EC 32/2001") and the work it names ("da
Constituição", "of the Community Fire Safety By-law", "do Código Penal").

Each finder returns the spans it took, so that :mod:`legalkg.norms.questions` can check that
every legal reference in a question was used.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from legalkg.core.text import fold
from legalkg.norms.citations import KEYWORDS, Token

_PT = frozenset(
    """o a os as que do da dos das em qual quais era dizia diz foi foram mudou mudaram entre e no
    na redacao como artigo desde quando antes depois com de emenda emendas sobre texto estrutura
    origem vigente ate sofreu alteraram alterou houve inciso alinea paragrafo titulo capitulo
    lista mostre compare""".split()
)


_EN = frozenset(
    """what did the of on say said which how when was in and between article before after with is
    were to from show list structure origin changed change amendment amendments has have text
    wording every all did does read item letter paragraph title chapter section""".split()
)


def question_language(text: str) -> str:
    """``pt`` or ``en``, by the function words the question uses.

    >>> question_language("O que dizia o art. 6º em 05/06/2001?")
    'pt'
    """
    words = re.findall(r"[^\W\d_]+", fold(text))
    pt = sum(w in _PT for w in words)
    en = sum(w in _EN for w in words)
    return "pt" if pt > en else "en"


@dataclass(frozen=True, slots=True)
class ActRef:
    """An amending act named in the question, and how the question relates a date to it."""

    number: str
    year: str | None
    relation: str | None  # "before", "after", "both" or None
    begin: int
    end: int
    text: str
    #: The acts a name or a year stands for, when the question names the act by its title or
    #: popular name ("Reforma da Previdência de 2019": one IRI) or only by its year ("the 2016
    #: amendment": ``number`` is empty, and the acts of that year are looked up).
    iris: tuple[str, ...] = ()


_ACT = re.compile(
    r"\b(?:constitutional\s+amendment|amendment|emendas?(?:\s+constitucional)?(?:\s+de\s+revisao)?"
    r"|ecr|emr|ec|emc)"
    r"\s*(?:n\s*[o.]*\s*|no\.\s*|number\s+|nr\.?\s*|#\s*)?(?P<n>\d{1,3})\b(?![.,]\d)"
    r"(?:\s*/\s*(?P<y>\d{4}|\d{2})\b|,?\s+(?:de|of)\s+(?P<y2>\d{4})\b)?"
)


_BEFORE_AFTER = re.compile(
    r"(?:antes\s+e\s+depois|before\s+and\s+after)\s+(?:d[aeo]s?\s+|of\s+)?(?:the\s+|a\s+|o\s+)?$"
)


_BEFORE = re.compile(
    r"\b(?:antes|before|prior\s+to|ate|until|up\s+to)\s+(?:d[aeo]s?\s+|of\s+|a\s+)?(?:the\s+|a\s+|o\s+)?$"
)


_AFTER = re.compile(
    r"\b(?:depois|apos|after|com|with|following|pela|pelo|by|segundo|conforme|since|desde"
    r"|dada\s+pela|given\s+by|as\s+amended\s+by|na\s+redacao\s+da|introduced\s+by|under"
    r"|(?:on\s+)?the\s+day(?:\s+of)?|no\s+dia\s+d[ae]|na\s+data\s+d[ae])"
    r"\s+(?:d[aeo]s?\s+|of\s+|a\s+)?(?:the\s+|a\s+|o\s+)?$"
)


def _fold_keep(text: str) -> str:
    return "".join((fold(c) or " ")[0] for c in text)


def relation_of(folded_before: str) -> str | None:
    """How the words just before an act relate a date to it ("antes da", "after the")."""
    before = folded_before[-40:]
    if _BEFORE_AFTER.search(before):
        return "both"
    if _BEFORE.search(before):
        return "before"
    if _AFTER.search(before):
        return "after"
    return None


#: An amending act named by its year alone: "the 2016 amendment", "the amendment of 2016",
#: "a emenda de 2016", "the 2016 amending by-law".
_YEAR_ACT = re.compile(
    r"\b(?:(?P<y>(?:1[89]|20)\d\d)\s+(?:constitutional\s+)?(?:amendments?|amending\s+"
    r"(?:by-?laws?|acts?|laws?))\b"
    r"|(?:constitutional\s+)?amendments?\s+(?:of|from|made\s+in|in)\s+(?P<y2>(?:1[89]|20)\d\d)\b"
    r"|emendas?(?:\s+constitucional)?\s+(?:de|do\s+ano\s+de)\s+(?P<y3>(?:1[89]|20)\d\d)\b)"
)


def find_year_acts(text: str, taken: list[tuple[int, int]]) -> list[ActRef]:
    """Amending acts named by their year ("before the 2016 amendment"), outside ``taken``.

    >>> [(a.year, a.relation) for a in find_year_acts("before the 2016 amendment", [])]
    [('2016', 'before')]
    """
    folded = _fold_keep(text)
    out = []
    for m in _YEAR_ACT.finditer(folded):
        if any(m.start() < e and s < m.end() for s, e in taken):
            continue
        year = m.group("y") or m.group("y2") or m.group("y3")
        begin = m.start()
        lead = re.search(r"(?:\bthe|\ba|\bo)\s+$", folded[:begin])
        relation = relation_of(folded[: lead.start() if lead else begin] + " ")
        if relation is None:
            relation = relation_of(folded[:begin])
        out.append(ActRef("", year, relation, begin, m.end(), text[begin : m.end()]))
    return out


def find_acts(text: str) -> list[ActRef]:
    """Every amending act in ``text`` ("EC 32/2001", "Amendment No. 26", "Emenda 45").

    >>> [(a.number, a.year, a.relation) for a in find_acts("antes da EC 32/2001")]
    [('32', '2001', 'before')]
    """
    folded = _fold_keep(text)
    out = []
    for m in _ACT.finditer(folded):
        year = m.group("y") or m.group("y2")
        if year and len(year) == 2:
            year = ("19" if int(year) > 50 else "20") + year
        before = folded[max(0, m.start() - 40) : m.start()]
        relation = None
        if _BEFORE_AFTER.search(before):
            relation = "both"
        elif _BEFORE.search(before):
            relation = "before"
        elif _AFTER.search(before):
            relation = "after"
        out.append(
            ActRef(
                str(int(m.group("n"))),
                year,
                relation,
                m.start(),
                m.end(),
                text[m.start() : m.end()],
            )
        )
    return out


@dataclass(frozen=True, slots=True)
class WorkRef:
    """A work the question names: ``name`` goes to the request's ``work``."""

    name: str
    begin: int
    end: int
    #: An acronym ("CF", "CPC") rather than a named law: without a citation it is a topic.
    acronym: bool = False
    #: The amending acts the name is the title of ("Community Fire Safety Amendment By-law,
    #: 2015"): a question that cites no provision asks about the act.
    acts: tuple[str, ...] = ()


_CONSTITUTION = frozenset({"constituicao", "constitution", "carta"})


#: Words that leave "the Constitution" the Brazilian one of the store (anything else named with
#: it — "French", "Portuguesa", "of South Africa" — makes it another work).
_HOME_WORDS = frozenset(
    """federal brasileira brasileiro brazilian brasil brazil republica federativa republic
    federative 1988 88 da de do of the cidada magna""".split()
)


_LAW_WORDS = frozenset(
    """by-law by-laws bylaw bylaws act acts law laws code codigo lei decreto decree regulations
    statute estatuto consolidacao ordinance portaria resolucao regimento convention treaty
    tratado""".split()
)


#: Law words that name a law even in lower case ("do código penal").
_STRONG_LAW_WORDS = frozenset({"codigo", "lei", "decreto", "estatuto", "consolidacao", "regimento"})


#: Words that never begin the name of a law (question words, articles).
_STOP = frozenset(
    """the a o os as which what who how when where whose whom qual quais que como quando onde
    in em no na of do da de list show compare did does was were is are any all every each
    amending amendatory""".split()
)


_JOIN = frozenset({"of", "and", "da", "de", "do", "das", "dos", "e", ":", "-", "the"})


_NOT_ACRONYMS = frozenset({"ADCT", "EC", "EMC", "ECR", "EMR", "I", "A", "O", "E"})


#: Law names that are one compound word, by the endings of their last word (folded), per
#: language: Estonian "Karistusseadustik", "Eesti Vabariigi põhiseadus", "... määrus".
COMPOUND_LAW_ENDINGS: dict[str, tuple[str, ...]] = {
    "et": ("seadus", "seadustik", "seaduse", "seadustiku", "maarus", "maaruse", "pohikiri"),
}
_COMPOUND_ENDINGS = tuple(e for endings in COMPOUND_LAW_ENDINGS.values() for e in endings)
#: A short title of mixed case ending in a capital (Estonian "KarS", "TsÜS", "VÕS" is caught
#: as an acronym already).
_MIXED_SHORT_TITLE = re.compile(r"[A-ZÕÄÖÜŠŽ][A-Za-zÕÄÖÜŠŽõäöüšž]{0,6}[A-ZÕÄÖÜŠŽ]")
#: A law's bare numeric identifier after "of"/"in" (Estonian "184411"): 5 to 14 digits.
_NUMERIC_ID = re.compile(r"\d{5,14}")


def _compound_work(tokens: list[Token], i: int) -> WorkRef | None:
    """A work named by a compound law word (with the capitalised words before it), a mixed-case
    short title, or a numeric identifier after "of"; None otherwise."""
    t = tokens[i]
    if (
        t.kind == "word"
        and t.key.endswith(_COMPOUND_ENDINGS)
        and (len(t.key) > 7 or (i > 0 and _capital(tokens[i - 1])))
    ):
        lo = i
        while lo - 1 >= 0 and _capital(tokens[lo - 1]) and tokens[lo - 1].key not in _STOP:
            lo -= 1
        if lo == i and not _capital(t):
            return None
        return WorkRef(" ".join(x.text for x in tokens[lo : i + 1]), tokens[lo].start, t.end)
    word = t.text.rstrip(".")
    if t.kind == "word" and _MIXED_SHORT_TITLE.fullmatch(word) and not word.isupper():
        return WorkRef(word, t.start, t.start + len(word), acronym=True)
    if (
        t.kind == "num"
        and _NUMERIC_ID.fullmatch(t.text)
        and i > 0
        and tokens[i - 1].key in ("of", "in", "do", "da", "from")
    ):
        return WorkRef(t.text, t.start, t.end)
    return None


def _as_amended(tokens: list[Token], hi: int) -> int:
    """The last token of a name with "as amended" ("(to date)", "conforme alterada") after
    it: words about the text read, not a question about its history."""
    keys = [t.key for t in tokens[hi + 1 : hi + 5]]
    if keys[:1] == [","]:
        keys, hi = keys[1:], hi + 1
    if keys[:2] == ["as", "amended"]:
        return hi + 2 + (2 if keys[2:4] == ["to", "date"] else 0)
    if keys[:1] == ["conforme"] and keys[1:2] and keys[1].startswith(("alterad", "emendad")):
        return hi + 2
    return hi


def _capital(t: Token) -> bool:
    """A word that begins a name: capitalised, or a name with a lower-case prefix
    ("eThekwini", "iSimangaliso")."""
    return t.kind == "word" and (
        t.text[:1].isupper() or (t.text[1:2].isupper() and t.text[2:3].islower())
    )


def find_works(text: str, tokens: list[Token]) -> list[WorkRef]:
    """The works the question names, in order."""
    out: list[WorkRef] = []
    used: set[int] = set()
    n = len(tokens)
    for i, t in enumerate(tokens):
        if i in used:
            continue
        compound = _compound_work(tokens, i)
        if compound is not None:
            out.append(compound)
            used.add(i)
            continue
        if (
            t.kind == "word"
            and t.key in _CONSTITUTION
            and not (t.key == "carta" and not _capital(t))
        ):
            lo, hi = i, i
            while (
                lo - 1 >= 0
                and _capital(tokens[lo - 1])
                and fold(tokens[lo - 1].text) not in ("the", "a", "o")
                and tokens[lo - 1].key not in KEYWORDS
            ):
                lo -= 1
            if (
                lo - 1 >= 0
                and tokens[lo - 1].kind == "num"
                and re.fullmatch(r"(1[89]|20)\d\d", tokens[lo - 1].text)
                and lo - 2 >= 0
                and tokens[lo - 2].key in ("the", "a", "o")
            ):
                lo -= 1  # "the 1988 Constitution": a year in the name, not a date
            while hi + 1 < n:
                nxt = tokens[hi + 1]
                if (
                    nxt.kind == "word"
                    and (nxt.key in _HOME_WORDS or _capital(nxt))
                    and nxt.key not in ("em", "on", "in", "say", "e", "and")
                    and nxt.key not in KEYWORDS
                ):
                    if nxt.key in ("da", "de", "do", "of", "the"):
                        after = tokens[hi + 2] if hi + 2 < n else None
                        if (
                            after is None
                            or not (
                                _capital(after) or after.kind == "num" or after.key in _HOME_WORDS
                            )
                            or after.key in ("the",)
                            and not (hi + 3 < n and _capital(tokens[hi + 3]))
                        ):
                            break
                    hi += 1
                elif nxt.kind == "num" and re.fullmatch(r"(19|20)?\d\d", nxt.text):
                    hi += 1
                elif (
                    nxt.kind == "punct"
                    and nxt.text == "/"
                    and hi + 2 < n
                    and tokens[hi + 2].kind == "num"
                ):
                    hi += 1
                else:
                    break
            words = [fold(x.text).strip(".") for x in tokens[lo : hi + 1] if x.kind != "punct"]
            rest = [w for w in words if w not in _HOME_WORDS and w not in _CONSTITUTION]
            name = "Constituição" if not rest else text[tokens[lo].start : tokens[hi].end]
            end = _as_amended(tokens, hi)
            out.append(WorkRef(name, tokens[lo].start, tokens[end].end))
            used.update(range(lo, end + 1))
            continue
        if (
            t.kind == "word"
            and t.key in _LAW_WORDS
            and (
                _capital(t)
                or t.key in _STRONG_LAW_WORDS
                or (i > 0 and _capital(tokens[i - 1]) and tokens[i - 1].key not in _STOP)
            )
            and not (
                i > 0
                and tokens[i - 1].key in _STOP
                and not _capital(t)
                and t.key not in _STRONG_LAW_WORDS
            )
        ):
            lo, hi = i, i
            while lo - 1 >= 0:
                p = tokens[lo - 1]
                if (_capital(p) and p.key not in _STOP and p.key not in KEYWORDS) or (
                    p.key in ("of", "and", ":", "-", "da", "de", "do")
                    and lo - 2 >= 0
                    and _capital(tokens[lo - 2])
                    and tokens[lo - 2].key not in KEYWORDS
                ):
                    lo -= 1
                else:
                    break
            while hi + 1 < n:
                nxt = tokens[hi + 1]
                after = tokens[hi + 2] if hi + 2 < n else None
                if _capital(nxt) and nxt.key not in KEYWORDS:
                    hi += 1
                elif nxt.kind == "num" or (
                    nxt.kind == "word"
                    and nxt.key in ("n", "no", "nº")
                    and after is not None
                    and after.kind == "num"
                ):
                    hi += 1
                elif (
                    nxt.kind == "punct"
                    and nxt.text in ("/", ",", "(", ")")
                    and after is not None
                    and (
                        after.kind == "num"
                        and (nxt.text != "," or re.fullmatch(r"\d{4}", after.text))
                    )
                ):
                    hi += 1
                elif nxt.kind == "paren" and re.fullmatch(r"\(\s*[\d/]+\s*\)", nxt.text):
                    hi += 1
                elif (
                    nxt.key == ","
                    and after is not None
                    and after.key in ("de", "of")
                    and hi + 3 < n
                    and re.fullmatch(r"(1[89]|20)\d\d", tokens[hi + 3].text)
                ):
                    hi += 3
                elif (
                    nxt.key == "of"
                    and after is not None
                    and after.key == "the"
                    and hi + 3 < n
                    and _capital(tokens[hi + 3])
                    and tokens[hi + 3].key not in KEYWORDS
                ):
                    hi += 2
                elif (
                    nxt.key in ("on", "for", "concerning", "relating", "sobre")
                    and hi == i
                    and after is not None
                    and _capital(after)
                    and after.key not in KEYWORDS
                ):
                    hi += 1  # "By-law on Municipal Land Use Planning": the title goes on
                elif (
                    nxt.key in ("de", "of", "da", "do", "the")
                    and after is not None
                    and (
                        _capital(after)
                        or (after.kind == "num" and re.fullmatch(r"\d{4}", after.text))
                    )
                    and after.key not in KEYWORDS
                ):
                    hi += 1
                elif (
                    t.key in _STRONG_LAW_WORDS
                    and hi == i
                    and nxt.kind == "word"
                    and nxt.key not in ("em", "on", "in", "e", "and", "say", "de", "da", "do")
                    and len(nxt.key) > 2
                ):
                    hi += 1
                else:
                    break
            while tokens[lo].key in _JOIN:
                lo += 1
            name = text[tokens[lo].start : tokens[hi].end].strip(" ,")
            end = _as_amended(tokens, hi)
            out.append(WorkRef(name, tokens[lo].start, tokens[end].end))
            used.update(range(lo, end + 1))
            continue
        word = t.text.rstrip(".")
        if (
            t.kind == "word"
            and re.fullmatch(r"[A-Z]{2,6}", word)
            and word not in _NOT_ACRONYMS
            and (
                # "da CF", "of the CRFB"; an acronym that is not a Roman numeral anywhere
                # ("CF, art. 5º", "art. 5º, LXXVIII, CF/88", "CPC art. 1")
                (i > 0 and tokens[i - 1].key in ("do", "da", "of", "the", "in", "na", "no", "from"))
                or not re.fullmatch(r"[IVXLCDM]+", word)
            )
            and not (i + 1 < n and tokens[i + 1].kind == "num" and word in ("EC", "EMC"))
        ):
            hi = i
            if i + 2 < n and tokens[i + 1].text == "/" and tokens[i + 2].kind == "num":
                hi = i + 2
            elif (
                i + 1 < n
                and tokens[i + 1].kind == "num"
                and re.fullmatch(r"\d\d", tokens[i + 1].text)
            ):
                hi = i + 1
            out.append(
                WorkRef(text[t.start : tokens[hi].end], t.start, tokens[hi].end, acronym=True)
            )
            used.update(range(i, hi + 1))
    return out
