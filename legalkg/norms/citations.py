"""The citation grammar: how people cite a unit of a norm, read into the label legalkg gives it.

One grammar for every order and language people use, driven by two tables: :data:`LEVELS` (the
levels of a jurisdiction's hierarchy, how their numbers are written and how the readers label
them) and :data:`KEYWORDS` (the words that name a level, in Portuguese and English). A new
jurisdiction's labels are rows in these tables, not new code.

The grammar, over the tokens of :func:`tokenize` (``§``, numbers, words, ``(x)``, commas)::

    citation   := [ADCT [","]] chain [("do"|"da"|"of the"|"in the") ADCT]
    chain      := unit { OF unit } { [","] child }   -- "inciso IX do art. 170"
    unit       := ["caput" OF | "the heading" OF] KEYWORD numeral { "(" x ")" }
    child      := unit | bare numeral | "(" x ")"     -- "art. 40, § 1º, I, a", "s. 4(1)(a)"
    OF         := "do" | "da" | "de" | "of" | "of the" | "in" | ","

A bare numeral takes the level its form and place give it (a Roman numeral under an article or a
paragraph is an inciso, a lower-case letter under an inciso an alínea, a number under an alínea an
item); a keyword that names several levels ("item", "paragraph", "chapter", "section") takes the
one its numeral and the rest of the chain fit.

Why one module of ~960 lines: it is one grammar (tokens, tables, parser, labels and the
alternatives of an ambiguous citation), and its parts share the tables; split, each part would
import all the others.

>>> [c.label() for c in find_citations("inciso IX do art. 170")]
['art. 170, inciso IX']
>>> [c.label() for c in find_citations("What did Article 12, item I, letter c say?")]
['art. 12, inciso I, alínea c']
>>> [c.label() for c in find_citations("subsection (1) of section 4")]
['section 4(1)']
>>> [c.label() for c in find_citations("Capítulo III do Título IV")]
['Título IV, Capítulo III']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from legalkg.core.text import fold
from legalkg.norms.numbering import from_roman, roman


class CitationError(ValueError):
    """A citation that the grammar reads but that cannot be a unit (say why, in one line)."""


# --------------------------------------------------------------------------------------------
# The tables


@dataclass(frozen=True, slots=True)
class Level:
    """A level of a hierarchy: its scheme (``br``, ``akn``), rank (outermost first), the forms its
    numbers take (``roman``, ``arabic``, ``letter``, ``unique``, ``paren``) and its words."""

    name: str
    scheme: str
    rank: int
    numerals: tuple[str, ...]
    words: str


LEVELS: dict[str, Level] = {
    lvl.name: lvl
    for lvl in (
        Level("titulo", "br", 0, ("roman", "arabic"), "Título"),
        Level("capitulo", "br", 1, ("roman", "arabic"), "Capítulo"),
        Level("secao", "br", 2, ("roman", "arabic"), "Seção"),
        Level("subsecao", "br", 3, ("roman", "arabic"), "Subseção"),
        Level("artigo", "br", 4, ("arabic",), "art."),
        Level("paragrafo", "br", 5, ("arabic", "unique"), "§"),
        Level("inciso", "br", 6, ("roman",), "inciso"),
        Level("alinea", "br", 7, ("letter",), "alínea"),
        Level("item", "br", 8, ("arabic",), "item"),
        Level("schedule", "akn", 0, ("arabic", "roman"), "Schedule"),
        Level("part", "akn", 1, ("arabic", "roman"), "Part"),
        Level("chapter", "akn", 2, ("arabic", "roman"), "Chapter"),
        Level("section", "akn", 3, ("arabic",), "section"),
        Level("subsection", "akn", 4, ("paren",), ""),
        Level("paragraph", "akn", 5, ("paren",), ""),
        Level("subparagraph", "akn", 6, ("paren",), ""),
        Level("schedule_item", "akn", 3, ("arabic",), "item"),
        # Estonian (and other § systems): § 47 lg 1 p 2, written § 47(1) p 2 in labels
        Level("ee_paragrahv", "ee", 4, ("arabic",), "§"),
        Level("ee_loige", "ee", 5, ("arabic",), "lg"),
        Level("ee_punkt", "ee", 6, ("arabic",), "p"),
        # the other unit words of § systems' statute books that the Brazilian grammar does not
        # read (Slovak/Czech "Čl. I", "čl. 3 ods. 2"; German/Dutch "Artikel 3 Abs. 2"), cited
        # as the Legalize reader labels them (legalize_structure.UNIT_WORDS)
        Level("ee_clanok", "ee", 4, ("arabic", "roman"), "Čl."),
        Level("ee_artikel", "ee", 4, ("arabic", "roman"), "Artikel"),
    )
}

#: Folded words (without a final dot) → the levels they may name, most likely first.
KEYWORDS: dict[str, tuple[str, ...]] = {
    "art": ("artigo",),
    "arts": ("artigo",),
    "artigo": ("artigo",),
    "artigos": ("artigo",),
    "article": ("artigo",),
    "articles": ("artigo",),
    "§": ("paragrafo",),
    "§§": ("paragrafo",),
    "paragrafo": ("paragrafo",),
    "paragrafos": ("paragrafo",),
    "par": ("paragrafo",),
    "paragraph": ("paragrafo", "paragraph"),
    "para": ("paragrafo", "paragraph"),
    "paragr": ("paragrafo",),
    "inciso": ("inciso",),
    "incisos": ("inciso",),
    "inc": ("inciso",),
    "item": ("inciso", "item", "schedule_item"),
    "itens": ("item",),
    "clause": ("inciso", "alinea"),
    "alinea": ("alinea",),
    "alineas": ("alinea",),
    "al": ("alinea",),
    "letter": ("alinea",),
    "letra": ("alinea",),
    "subparagraph": ("alinea", "subparagraph"),
    "subpara": ("subparagraph",),
    "point": ("alinea",),
    "titulo": ("titulo",),
    "title": ("titulo",),
    "tit": ("titulo",),
    "capitulo": ("capitulo",),
    "cap": ("capitulo",),
    "chapter": ("capitulo", "chapter"),
    "ch": ("chapter",),
    "secao": ("secao",),
    "section": ("secao", "section"),
    "sec": ("section",),
    "s": ("section",),
    "ss": ("subsection",),
    "regulation": ("section",),
    "reg": ("section",),
    "rule": ("section",),
    "subsecao": ("subsecao",),
    "subsection": ("subsecao", "subsection"),
    "subsec": ("subsection",),
    "part": ("part",),
    "schedule": ("schedule",),
    "items": ("inciso", "item"),
    "paragraphs": ("paragrafo", "paragraph"),
    "clauses": ("inciso", "alinea"),
    "letters": ("alinea",),
    "sections": ("secao", "section"),
    "subsections": ("subsecao", "subsection"),
    "regulations": ("section",),
    "schedules": ("schedule",),
}

#: Words that mean "the unit's own text, not its parts" ("o caput do art. 40", "the heading of
#: section 38", "art. 40, caput").
OWN_WORDS = frozenset({"caput", "cabeca", "heading", "chapeu", "chapeau"})
#: Words that join an inner unit to its parent ("inciso IX do art. 170", "paragraph 1 of ...").
OF_WORDS = frozenset({"do", "da", "de", "dos", "das", "of", "in", "no", "na", "under"})
#: Participles that join an added inner unit to its parent, with the preposition after them:
#: "item LXXVIII added to art. 5", "o § 3º acrescentado ao art. 40"; and the words "to"/"into"
#: alone when such a verb comes before the inner unit ("which amendment added item LXXVIII to
#: art. 5"). Folded.
JOIN_VERBS = frozenset(
    """added inserted included introduced acrescentado acrescentada acrescentados
    acrescentadas inserido inserida inseridos inseridas incluido incluida incluidos incluidas
    introduzido introduzida introduzidos introduzidas add insert include introduce acrescentou
    inseriu incluiu introduziu""".split()
)
JOIN_TO = frozenset({"to", "into", "in", "ao", "a", "no", "na", "em"})
_AUXILIARIES = frozenset({"was", "were", "is", "are", "been", "has", "have", "had", "foi", "foram"})
_DETERMINERS = frozenset({"the", "a", "an", "new", "o", "um", "uma", "novo", "nova"})
#: Words that may follow a citation (so a bare letter before them is an alínea, not a word).
AFTER_WORDS = frozenset(
    """da do de das dos of on in at em no na say said says read reads say? was were is era
    dizia diz estava and e from to until ate antes depois before after com with between entre
    desde since as para for foi has have had changed mudou que which what como how
    """.split()
)
_UNIQUE = frozenset({"unico", "sole", "single", "only"})
#: The levels a citation may start from (a paragraph or an item needs its article).
HEADS = frozenset(
    {
        "artigo",
        "titulo",
        "capitulo",
        "secao",
        "subsecao",
        "schedule",
        "part",
        "chapter",
        "section",
        "ee_paragrahv",
        "ee_clanok",
        "ee_artikel",
    }
)
#: Keywords that can only be a citation: alone, without their article, they are refused.
STRONG = frozenset(
    {
        "§",
        "§§",
        "paragrafo",
        "inciso",
        "alinea",
        "subsection",
        "paragraph",
        "subparagraph",
        "letter",
        "clause",
    }
)
#: The markers of the Ato das Disposições Constitucionais Transitórias, folded, as word sequences.
ADCT_PHRASES: tuple[tuple[str, ...], ...] = (
    ("ato", "das", "disposicoes", "constitucionais", "transitorias"),
    ("ato", "das", "disposicoes", "transitorias"),
    ("disposicoes", "constitucionais", "transitorias"),
    ("disposicoes", "transitorias"),
    ("transitional", "constitutional", "provisions"),
    ("transitional", "provisions"),
    ("constitutional", "transitional", "provisions"),
    ("adct",),
)

# --------------------------------------------------------------------------------------------
# Tokens


@dataclass(frozen=True, slots=True)
class Token:
    """One token: ``kind`` is ``word``, ``num``, ``sect`` (§), ``paren`` ("(1)"), ``adct``,
    ``punct``; ``key`` is its folded form; ``start``/``end`` are offsets in the question."""

    kind: str
    text: str
    key: str
    start: int
    end: int


_TOKEN = re.compile(
    r"(?P<sect>§§?)"
    r"|(?P<paren>\(\s*[0-9A-Za-z]{1,6}\s*\))"
    r"|(?P<num>\d+(?:\.\d{3})*(?:\s*[º°ªo](?![A-Za-z]))?(?:\s*-\s*[A-Z]{1,2}\b|[A-Z]{1,2}\b)?)"
    r"|(?P<word>[^\W\d_]+(?:[-'’][^\W\d_]+)*\.?)"
    r"|(?P<punct>[^\w\s])",
)


def tokenize(text: str) -> list[Token]:
    """The tokens of ``text`` (ADCT phrases merged into one ``adct`` token).

    >>> [t.key for t in tokenize("art. 5º, LXXVIII do Ato das Disposições Transitórias")]
    ['art', '5o', ',', 'lxxviii', 'do', 'adct']
    """
    raw: list[Token] = []
    # quotes around a letter or number ("alínea 'a'", "inciso “II”") are not part of it
    text = re.sub(r"[\"“”‘’']", " ", text)
    for m in _TOKEN.finditer(text):
        kind = str(m.lastgroup)
        value = m.group()
        key = fold(value).rstrip(".") if kind == "word" else fold(value)
        if kind == "word" and not key:
            key = value
        raw.append(Token(kind, value, key, m.start(), m.end()))
    out: list[Token] = []
    i = 0
    while i < len(raw):
        for phrase in ADCT_PHRASES:
            n = len(phrase)
            if tuple(t.key for t in raw[i : i + n]) == phrase:
                out.append(
                    Token(
                        "adct",
                        text[raw[i].start : raw[i + n - 1].end],
                        "adct",
                        raw[i].start,
                        raw[i + n - 1].end,
                    )
                )
                i += n
                break
        else:
            out.append(raw[i])
            i += 1
    return out


# --------------------------------------------------------------------------------------------
# Numerals


#: Ordinal words people use for articles and paragraphs ("parágrafo primeiro", "artigo sexto").
ORDINALS = {
    w: n
    for n, words in enumerate(
        [
            "primeiro first",
            "segundo second",
            "terceiro third",
            "quarto fourth",
            "quinto fifth",
            "sexto sixth",
            "setimo seventh",
            "oitavo eighth",
            "nono ninth",
            "decimo tenth",
        ],
        start=1,
    )
    for w in words.split()
}


def _numeral(tok: Token) -> tuple[str, str] | None:
    """A token as a numeral: (form, value) with form ``arabic``, ``roman``, ``letter``,
    ``unique`` or ``paren``; ``None`` when it is not one."""
    if tok.kind == "num":
        m = re.fullmatch(r"(\d+(?:\.\d{3})*)\s*[º°ªo]?(?:\s*-?\s*([A-Z]{1,2}))?", tok.text)
        if not m:
            return None
        n = str(int(m.group(1).replace(".", "")))
        return "arabic", n + (f"-{m.group(2)}" if m.group(2) else "")
    if tok.kind == "paren":
        return "paren", re.sub(r"\s+", "", tok.text[1:-1])
    if tok.kind == "word":
        word = tok.text.rstrip(".")
        if re.fullmatch(r"[IVXLC]+(?:-[A-Z])?", word) and _valid_roman(word.split("-")[0]):
            return "roman", word
        if re.fullmatch(r"[a-z]", word):
            return "letter", word
        if tok.key in _UNIQUE:
            return "unique", "unico"
        if tok.key in ORDINALS:
            return "arabic", str(ORDINALS[tok.key])
    return None


def _valid_roman(numeral: str) -> bool:
    try:
        return roman(from_roman(numeral)) == numeral
    except KeyError:
        return False


# --------------------------------------------------------------------------------------------
# Citations


@dataclass(frozen=True, slots=True)
class Part:
    """One level of a citation and its number (``5``, ``29-A``, ``LXXVIII``, ``c``, ``unico``,
    ``1`` for "(1)")."""

    level: str
    value: str


@dataclass(frozen=True, slots=True)
class Citation:
    """A citation as read: its parts (outermost first), the ADCT marker, whether the question
    asks for the unit's own text only (caput, heading), and its span in the question."""

    parts: tuple[Part, ...]
    adct: bool = False
    own: bool = False
    start: int = 0
    end: int = 0
    tokens: tuple[int, ...] = field(default=(), compare=False)
    #: the n-th unit the source numbers so (``§ 47(1) [2]``: the second paragraph (1) of § 47,
    #: as the Legalize reader labels a repeated number); 1 for the first or only one
    nth: int = 1

    @property
    def scheme(self) -> str:
        return LEVELS[self.parts[0].level].scheme

    def level(self, name: str) -> str | None:
        return next((p.value for p in self.parts if p.level == name), None)

    def label(self) -> str:
        """The label the readers give the unit (``art. 5º, inciso LXXVIII``, ``section 4(1)``,
        ``§ 47(1) [2]``)."""
        return render_label(self) + (f" [{self.nth}]" if self.nth > 1 else "")

    def describe(self) -> str:
        """The citation in words, for explanations."""
        return self.label() + (" (its own text: caput / heading)" if self.own else "")


def _ord(value: str) -> str:
    """Brazilian ordinals: 1 to 9 take º (art. 6º, § 9º-A), 10 onwards do not (art. 10)."""
    m = re.fullmatch(r"(\d+)(.*)", value)
    if not m:
        return value
    n = int(m.group(1))
    return f"{n}º{m.group(2)}" if n < 10 else f"{n}{m.group(2)}"


def render_label(c: Citation) -> str:
    """The component label for a citation, in the readers' conventions.

    >>> render_label(Citation((Part("artigo", "7"), Part("paragrafo", "unico"))))
    'art. 7º, parágrafo único'
    >>> parts = (Part("schedule", "1"), Part("section", "2"), Part("subsection", "1"))
    >>> render_label(Citation(parts))
    'Schedule 1, section 2(1)'
    """
    if c.scheme == "ee":
        return _ee_label(c)
    if c.scheme == "br":
        out: list[str] = []
        for p in c.parts:
            if p.level == "artigo":
                out = [f"art. {_ord(p.value)}"]
            elif p.level == "paragrafo":
                out.append("parágrafo único" if p.value == "unico" else f"§ {_ord(p.value)}")
            elif p.level in ("inciso", "alinea", "item"):
                out.append(f"{LEVELS[p.level].words} {p.value}")
            else:
                out.append(f"{LEVELS[p.level].words} {p.value}")
        return ", ".join(out) + (" do ADCT" if c.adct else "")
    head: list[str] = []
    section = ""
    for p in c.parts:
        if p.level == "section":
            section = f"section {p.value.replace('-', '')}"
        elif LEVELS[p.level].numerals == ("paren",):
            section += f"({p.value})"
        elif p.level == "schedule":
            head = [f"Schedule {p.value}"]
        elif p.level == "schedule_item":
            section = f"item {p.value}"
        else:
            head.append(f"{LEVELS[p.level].words} {p.value}")
    if section:
        if any(p.level in ("part", "chapter") for p in c.parts):
            head = [h for h in head if h.startswith("Schedule")]
        head.append(section)
    return ", ".join(head)


def _ee_label(c: Citation) -> str:
    """``§ 47``, ``§ 47(1)``, ``§ 47(1) p 2``, ``§ 47 p 2`` (the Legalize reader's labels)."""
    out = ""
    for p in c.parts:
        if p.level == "ee_paragrahv":
            out = f"§ {p.value}"
        elif p.level in _EE_UNIT_LEVELS.values():
            out = f"{LEVELS[p.level].words} {p.value}"
        elif p.level == "ee_loige":
            out += f"({p.value})"
        else:
            out += f" p {p.value}"
    return out


#: Estonian words for a paragraph (lõige) and a point (punkt), folded, in their case forms.
#: Also the Slovak/Czech (odsek, písmeno, bod) and German (Absatz, Nummer) words of § systems.
EE_PARAGRAPH_WORDS = frozenset(
    {"lg", "loige", "loike", "loikes", "loikele", "loiget", "loikest"}
    | {"ods", "odsek", "odseku", "odst", "odstavec", "abs", "absatz"}
)
EE_POINT_WORDS = frozenset(
    {"p", "punkt", "punkti", "punktis", "punktile", "punktist"}
    | {"pism", "pismeno", "pismena", "bod", "bodu", "nr", "nummer"}
)
_EE_SUB_WORDS = EE_PARAGRAPH_WORDS | EE_POINT_WORDS


#: Folded unit words of § systems (other than §) → their level: "Čl. I", "čl. 3", "Článok 3",
#: "Artikel 3" (a Roman number too: the articles of amending acts, "Čl. V").
_EE_UNIT_LEVELS = {
    "cl": "ee_clanok",
    "clanok": "ee_clanok",
    "clanku": "ee_clanok",
    "clanek": "ee_clanok",
    "clanku.": "ee_clanok",
    "artikel": "ee_artikel",
    "artikels": "ee_artikel",
}


def _ee_head(tokens: list[Token], i: int) -> tuple[str, str, int] | None:
    """A unit word of a § system and its number at ``i``: (level, value, last index)."""
    t = tokens[i]
    if t.kind == "sect" and t.text == "§":
        got = _ee_number(tokens, i + 1)
        return ("ee_paragrahv", *got) if got else None
    level = _EE_UNIT_LEVELS.get(t.key) if t.kind == "word" else None
    if level is None or i + 1 >= len(tokens):
        return None
    got = _ee_number(tokens, i + 1)
    if got is not None:
        return level, got[0], got[1]
    n = tokens[i + 1]
    if n.kind == "word" and re.fullmatch(r"[IVXLC]+", n.text) and _valid_roman(n.text):
        return level, n.text, i + 1
    return None


_RAISED = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def _ee_number(tokens: list[Token], i: int) -> tuple[str, int] | None:
    """A plain arabic number at ``i`` (``216``, ``216¹``): (value, last index), else None."""
    if i >= len(tokens) or tokens[i].kind != "num" or not tokens[i].text.isdigit():
        return None
    value, last = str(int(tokens[i].text)), i
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if (
        nxt is not None
        and nxt.start == tokens[i].end
        and nxt.text
        and all(ch in "¹²³⁴⁵⁶⁷⁸⁹⁰" for ch in nxt.text)
    ):
        value, last = value + nxt.text, i + 1
    keys = [t.key for t in tokens[last + 1 : last + 9]]
    if keys[:3] == ["<", "sup", ">"] and keys[4:8] == ["<", "/", "sup", ">"]:
        raised = tokens[last + 4].text  # "§ 216<sup>1</sup>", as the files write it
        if raised.isdigit() and tokens[last + 1].start == tokens[last].end:
            value, last = value + raised.translate(_RAISED), last + 8
    nxt = tokens[last + 1] if last + 1 < len(tokens) else None
    if (
        nxt is not None
        and nxt.kind == "word"
        and nxt.start == tokens[last].end
        and re.fullmatch(r"[a-z]{1,2}", nxt.text)
    ):
        value, last = value + nxt.text, last + 1  # "§ 65a", "§ 293ed": another section
    return value, last


def _ee_citations(tokens: list[Token], taken: set[int]) -> list[Citation]:
    """Citations of the § systems (Estonian): ``§ 47(1)``, ``§ 47 lg 1 p 2``, ``§ 216¹``.

    A ``§`` with a plain number (no ``º``) is read here when a lõige or punkt follows it, or
    when nothing of a Brazilian citation is around it (no article before or after); the rest
    is left to the main grammar ("art. 5º, § 2º", "§ 1º do art. 40").
    """
    found: list[Citation] = []
    arts = {
        i
        for i, t in enumerate(tokens)
        if t.kind == "word" and KEYWORDS.get(t.key, ("",))[0] == "artigo"
    }
    i = 0
    while i < len(tokens):
        t = tokens[i]
        head = _ee_head(tokens, i) if i not in taken else None
        if head is None:
            i += 1
            continue
        level, number, last = head
        parts = [Part(level, number)]
        explicit = level != "ee_paragrahv"  # "Čl. 3", "Artikel 3": never a Brazilian word
        k = last + 1
        if k + 1 < len(tokens) and tokens[k].key == "," and tokens[k + 1].key in _EE_SUB_WORDS:
            k += 1  # "§ 1, lõige 2", "§ 3, p 4": the comma joins a part to its paragrahv
        if (
            k < len(tokens)
            and tokens[k].kind == "paren"
            and tokens[k].start <= tokens[last].end + 1
        ):
            inner = re.sub(r"\s+", "", tokens[k].text[1:-1])
            if inner.isdigit() and len(inner) < 4:  # "§ 47(1)", "§ 47 (1)"; not "(2015)"
                parts.append(Part("ee_loige", str(int(inner))))
                last, k, explicit = k, k + 1, True
        elif k < len(tokens) and tokens[k].kind == "word" and tokens[k].key in EE_PARAGRAPH_WORDS:
            sub = _ee_number(tokens, k + 1)
            if sub is not None:
                parts.append(Part("ee_loige", sub[0]))
                last, k, explicit = sub[1], sub[1] + 1, True
        if k + 1 < len(tokens) and tokens[k].key == "," and tokens[k + 1].key in EE_POINT_WORDS:
            k += 1
        if k < len(tokens) and tokens[k].kind == "word" and tokens[k].key in EE_POINT_WORDS:
            sub = _ee_number(tokens, k + 1)
            letter = tokens[k + 1] if k + 1 < len(tokens) else None
            if sub is None and letter is not None and re.fullmatch(r"[a-z]", letter.text):
                end = k + 1
                if end + 1 < len(tokens) and tokens[end + 1].text == ")":
                    end += 1  # "písm. a)"
                sub = (letter.text, end)
            if sub is not None:
                parts.append(Part("ee_punkt", sub[0]))
                last, explicit = sub[1], True
        if not explicit:
            before = tokens[i - 1] if i > 0 else None
            after = [tokens[j].key for j in range(last + 1, min(last + 4, len(tokens)))]
            if (
                arts
                or (before is not None and before.key == ",")
                or any(KEYWORDS.get(a, ("",))[0] == "artigo" for a in after)
            ):
                i += 1
                continue
        found.append(
            Citation(
                tuple(parts),
                start=t.start,
                end=tokens[last].end,
                tokens=tuple(range(i, last + 1)),
            )
        )
        taken.update(range(i, last + 1))
        i = last + 1
    return found


#: How the statute books' readers label an article (legalize_structure.UNIT_WORDS): the word
#: before the number ("Article 12", "Artículo 12", "Čl. 12") or after it ("12 straipsnis").
_ARTICLE_WORDS = ("Article", "Artículo", "Art.", "Artikel", "Articolo", "Artigo", "Čl.")
_ARTICLE_WORDS_AFTER = ("straipsnis", "pants")


def label_alternatives(label: str) -> list[str]:
    """Other labels the same unit may carry in a store (``§ 1º`` ↔ ``parágrafo único``,
    a schedule's "item 2" ↔ "section 2").

    >>> label_alternatives("art. 7º, § 1º")
    ['art. 7º, § 1º', 'art. 7º, parágrafo único']
    """
    nth = re.fullmatch(r"(.+?)( \[\d+\])", label)
    if nth:  # "§ 47(1) [2]": the alternatives of "§ 47(1)", each the second of its number
        return [alt + nth.group(2) for alt in label_alternatives(nth.group(1))]
    out = [label]
    m = re.fullmatch(r"section (\d+)((?:\(\d+\))?)", label)
    if m:  # "section 47(1)" of a § system is "§ 47(1)"
        out.append(f"§ {m.group(1)}{m.group(2)}")
    m = re.fullmatch(r"((?:§|Čl\.|Artikel) .+) p (\w+)", label)
    if m:  # a point of a § system is labelled "§ 2(1) p 3" (et) or "§ 2(1) a)" (others)
        out.append(f"{m.group(1)} {m.group(2)})")
    m = re.fullmatch(r"art\. (\d+)º?", label)
    if m:  # an article of a statute book: as the Legalize reader labels it in its language
        n = m.group(1)
        out += [f"{w} {n}" for w in _ARTICLE_WORDS] + [f"{n} {w}" for w in _ARTICLE_WORDS_AFTER]
    if "§ 1º" in label:
        out.append(label.replace("§ 1º", "parágrafo único"))
    if "parágrafo único" in label:
        out.append(label.replace("parágrafo único", "§ 1º"))
    if re.search(r"\bitem \d", label) and label.startswith("Schedule"):
        out.append(re.sub(r"\bitem (\d)", r"section \1", label))
    return out


@dataclass
class _Unit:
    candidates: tuple[str, ...]
    form: str
    value: str
    marked: bool
    parens: list[str]
    first: int
    last: int


class _Reader:
    """Reads citations token by token (the grammar in the module docstring)."""

    def __init__(self, tokens: list[Token], taken: set[int]) -> None:
        self.t = tokens
        self.taken = taken

    def tok(self, i: int) -> Token | None:
        if 0 <= i < len(self.t) and i not in self.taken:
            return self.t[i]
        return None

    def key(self, i: int) -> str:
        t = self.tok(i)
        return t.key if t else ""

    def marked_unit(self, i: int) -> _Unit | None:
        """KEYWORD numeral {(x)} at ``i``."""
        t = self.tok(i)
        if t is None:
            return None
        cands = KEYWORDS.get(t.key) if t.kind in ("word", "sect") else None
        if not cands:
            return None
        if t.key == "s" and not t.text.endswith("."):
            return None
        j = i + 1
        if self.key(j) in ("no", "n", "nº", "number") and (
            (nt := self.tok(j + 1)) is not None and nt.kind == "num"
        ):
            j += 1
        n = self.tok(j)
        if n is None:
            return None
        num = _numeral(n)
        if num is None and n.kind == "word" and self.key(j) in _UNIQUE:
            num = ("unique", "unico")
        if num is None:
            return None
        form, value = num
        if form == "letter" and not self._letter_ok(j):
            return None
        unit = _Unit(cands, form, value, True, [], i, j)
        self._parens(unit)
        return unit

    def _letter_ok(self, j: int) -> bool:
        nxt = self.tok(j + 1)
        return nxt is None or nxt.kind != "word" or nxt.key in AFTER_WORDS or nxt.kind == "adct"

    def _parens(self, unit: _Unit) -> None:
        k = unit.last + 1
        while (p := self.tok(k)) is not None and p.kind == "paren":
            unit.parens.append(re.sub(r"\s+", "", p.text[1:-1]))
            unit.last = k
            k += 1

    def unique_paragraph(self, i: int) -> _Unit | None:
        """ "parágrafo único", "sole paragraph", "single paragraph" at ``i``."""
        a, b = self.key(i), self.key(i + 1)
        if a in ("paragrafo", "par", "paragr", "§") and b in _UNIQUE:
            return _Unit(("paragrafo",), "unique", "unico", True, [], i, i + 1)
        if a in _UNIQUE and b == "paragraph":
            return _Unit(("paragrafo",), "unique", "unico", True, [], i, i + 1)
        return None

    def unit(self, i: int) -> _Unit | None:
        return self.unique_paragraph(i) or self.marked_unit(i)

    def bare(self, i: int) -> _Unit | None:
        t = self.tok(i)
        if t is None:
            return None
        num = _numeral(t)
        if num is None or num[0] == "unique":
            return None
        if num[0] == "letter" and not self._letter_ok(i):
            return None
        unit = _Unit((), num[0], num[1], False, [], i, i)
        if num[0] == "paren":
            unit.parens = [num[1]]
        else:
            self._parens(unit)
        return unit

    def skip_of(self, i: int, added: bool = False) -> int | None:
        """The index after an OF joint ("do", "of the", ", of", "added to"), or None; ``added``:
        a verb of adding came before the inner unit, so "to" alone joins it to its parent."""
        j = i
        if self.key(j) == ",":
            j += 1
        k = j
        while k < j + 2 and self.key(k) in _AUXILIARIES:  # "was added to", "foi acrescentado ao"
            k += 1
        if self.key(k) in JOIN_VERBS and self.key(k + 1) in JOIN_TO:
            j = k + 1
        elif added and self.key(j) in ("to", "into", "ao", "a", "no", "na"):
            pass
        elif self.key(j) not in OF_WORDS:
            return None
        if self.key(j) in OF_WORDS | JOIN_TO:
            j += 1
            if self.key(j) in ("the", "o", "a"):
                j += 1
            return j
        return None

    def parents(self, chain: list[_Unit], last: int, added: bool) -> int:
        """Put the units joined after ``last`` by OF joints before ``chain`` (inner first:
        "alínea c do inciso I do art. 12"); the index of the last token read."""
        while (k := self.skip_of(last + 1, added)) is not None and self.key(k) != "adct":
            nxt = self.unit(k)
            if nxt is None:
                break
            chain.insert(0, nxt)
            last = nxt.last
        return last

    def read(self, i: int) -> tuple[list[_Unit], bool, bool, int] | None:
        """A citation starting at token ``i``: (units outermost first, adct, own, last index)."""
        own = False
        adct = False
        j = i
        if self.key(j) == "adct":
            adct = True
            j += 1
            if self.key(j) == ",":
                j += 1
        if self.key(j) in ("the", "o", "a") and self.key(j + 1) in OWN_WORDS:
            j += 1
        if self.key(j) in OWN_WORDS:
            k = self.skip_of(j + 1)
            if k is None:
                return None
            own = True
            j = k
        first = self.unit(j)
        if first is None:
            return None
        chain = [first]
        last = first.last
        before = j - 1
        while before > j - 3 and self.key(before) in _DETERMINERS:  # "added a new item …"
            before -= 1
        added = self.key(before) in JOIN_VERBS
        last = self.parents(chain, last, added)
        # head-first children: ", § 1º, I, a", " LXXVIII"
        while True:
            k = last + 1
            comma = self.key(k) == ","
            if comma:
                k += 1
            if self.key(k) in OWN_WORDS and comma:
                own = True
                last = k
                continue
            nxt = self.unit(k)
            if nxt is None:
                nxt = self.bare(k)
                if nxt is None:
                    break
                if not comma and nxt.form not in ("roman", "paren"):
                    break
            chain.append(nxt)
            last = nxt.last
        if len(chain) > 1 and chain[0].marked and not HEADS & set(chain[0].candidates):
            # parts head first, then their article: "§ 2º, inciso IV, do art. 7º"
            last = self.parents(chain, last, added)
        # ADCT after: "do ADCT", "of the ADCT", "ADCT"
        k = last + 1
        if self.key(k) == ",":
            k += 1
        if self.key(k) in OF_WORDS or self.key(k) == "the":
            while self.key(k) in OF_WORDS or self.key(k) == "the":
                k += 1
        if self.key(k) == "adct":
            adct = True
            last = k
        return chain, adct, own, last


def _assign(chain: list[_Unit]) -> list[Part]:
    """Give every unit its level (keyword, numeral form and place) and order them."""
    marked_levels = {c for u in chain if u.marked for c in u.candidates}
    br = bool(
        marked_levels
        & {"artigo", "titulo", "capitulo", "secao", "subsecao", "paragrafo", "inciso", "alinea"}
    )
    if marked_levels & {
        "section",
        "part",
        "schedule",
        "chapter",
        "subsection",
        "paragraph",
        "subparagraph",
        "schedule_item",
    } and not marked_levels & {"artigo", "titulo"}:
        # an English keyword that names both schemes: the numeral forms decide below
        br = any(
            u.marked and u.candidates[0] in ("artigo", "titulo", "inciso", "alinea") for u in chain
        )
    parts: list[Part] = []
    previous: str | None = None
    for u in chain:
        level = _level_of(u, chain, br, previous)
        parts.append(Part(level, _normal(level, u.form, u.value)))
        for x in u.parens:
            if LEVELS[level].scheme != "akn":
                raise CitationError(f"'({x})' does not number a part of {_words(level)}")
            parts.append(Part(_paren_level(parts), x))
        previous = parts[-1].level
    return parts


def _paren_level(parts: list[Part]) -> str:
    below = {"section": "subsection", "subsection": "paragraph", "paragraph": "subparagraph"}
    last = parts[-1].level
    return below.get(last, "subparagraph")


def _words(level: str) -> str:
    return LEVELS[level].words or level


def _level_of(u: _Unit, chain: list[_Unit], br: bool, previous: str | None) -> str:
    if u.marked:
        options = [c for c in u.candidates if u.form in LEVELS[c].numerals]
        if u.form == "paren" and not options:
            options = [c for c in u.candidates if LEVELS[c].scheme == "akn"]
        if not options:
            raise CitationError(
                f"'{u.value}' cannot number {' or '.join(_words(c) for c in u.candidates)}"
            )
        preferred = [c for c in options if (LEVELS[c].scheme == "br") == br]
        if len(u.candidates) > 1 and "schedule_item" in options and previous == "schedule":
            return "schedule_item"
        return (preferred or options)[0]
    # a bare numeral: its form and place decide
    if u.form == "paren":
        return "subsection" if previous == "section" else "paragraph"
    if u.form == "roman":
        if previous in ("artigo", "paragrafo"):
            return "inciso"
        if previous == "titulo":
            return "capitulo"
        if previous == "capitulo":
            return "secao"
        if previous == "secao":
            return "subsecao"
    if u.form == "letter" and previous == "inciso":
        return "alinea"
    if u.form == "arabic" and previous == "alinea":
        return "item"
    raise CitationError(f"'{u.value}' after {_words(previous or '')} is not a part of it")


def _normal(level: str, form: str, value: str) -> str:
    if form == "arabic" and "roman" in LEVELS[level].numerals and LEVELS[level].scheme == "br":
        m = re.fullmatch(r"(\d+)(.*)", value)
        if m and int(m.group(1)) > 0:
            return roman(int(m.group(1))) + m.group(2)
    return value


def _check(parts: list[Part]) -> None:
    ranks = [LEVELS[p.level].rank for p in parts]
    seen: set[str] = set()
    for p in parts:
        if p.level in seen and LEVELS[p.level].numerals != ("paren",):
            raise CitationError(f"it names {_words(p.level)} twice")
        seen.add(p.level)
    schemes = {LEVELS[p.level].scheme for p in parts}
    if len(schemes) > 1:
        raise CitationError("it mixes two numbering schemes")
    if any(b <= a for a, b in zip(ranks, ranks[1:], strict=False)):
        if not all(LEVELS[p.level].numerals == ("paren",) for p in parts[1:]):
            raise CitationError("its parts are not in the order of the hierarchy")


def find_citations(
    text: str, tokens: list[Token] | None = None, taken: set[int] | None = None
) -> list[Citation]:
    """Every citation in ``text``, in order (tokens in ``taken`` are not read).

    :raises CitationError: for a citation that cannot be a unit.
    """
    tokens = tokens if tokens is not None else tokenize(text)
    taken = set() if taken is None else taken
    reader = _Reader(tokens, taken)
    found: list[Citation] = _ee_citations(tokens, taken)
    i = 0
    while i < len(tokens):
        got = reader.read(i) if i not in taken else None
        if got is None:
            i += 1
            continue
        chain, adct, own, last = got
        written = text[tokens[i].start : tokens[last].end]
        try:
            try:
                parts = _assign(chain)
                _check(parts)
            except CitationError:
                if not all(u.marked for u in chain) or len(chain) < 2:
                    raise
                # every unit names its level ("inciso LXXVIII, art. 5º"): any order is one unit
                chain.sort(key=lambda u: LEVELS[u.candidates[0]].rank)
                parts = _assign(chain)
                _check(parts)
        except CitationError as e:
            raise CitationError(f"'{written}': {e}") from None
        if parts[0].level not in HEADS:
            if chain[0].marked and tokens[chain[0].first].key in STRONG:
                raise CitationError(
                    f"'{text[tokens[i].start : tokens[last].end]}' does not say of which "
                    "article or section"
                )
            i += 1
            continue
        if parts[0].level in ("capitulo", "secao", "subsecao"):
            raise CitationError(
                f"{_words(parts[0].level)} {parts[0].value} needs the title "
                "(and chapter) it belongs to"
            )
        if adct and not any(p.level == "artigo" for p in parts):
            raise CitationError("the ADCT is cited by article (e.g. 'art. 60 do ADCT')")
        start = tokens[i].start
        found.append(
            Citation(tuple(parts), adct, own, start, tokens[last].end, tuple(range(i, last + 1)))
        )
        taken.update(range(i, last + 1))
        i = last + 1
    return sorted((_nth(c, tokens, taken) for c in found), key=lambda c: c.start)


def _nth(c: Citation, tokens: list[Token], taken: set[int]) -> Citation:
    """``c`` with the ``[n]`` written right after it read: the n-th unit of that number
    (``§ 47(1) [2]``, as the readers label a number the source repeats in one place)."""
    k = c.tokens[-1] + 1 if c.tokens else len(tokens)
    got = [t.text for t in tokens[k : k + 3]]
    if len(got) < 3 or got[0] != "[" or got[2] != "]" or not got[1].isdigit():
        return c
    if any(j in taken for j in range(k, k + 3)) or int(got[1]) < 1:
        return c
    taken.update(range(k, k + 3))
    return replace(c, nth=int(got[1]), end=tokens[k + 2].end, tokens=(*c.tokens, k, k + 1, k + 2))
