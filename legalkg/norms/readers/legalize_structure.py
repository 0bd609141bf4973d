"""The structure of a Legalize law file's body: units from Markdown headings and numbered lines.

Driven by tables, not by one country's layout:

- :data:`DIVISION_WORDS` — the words of the levels above the numbered sections (``osa``,
  ``peatükk``, ``jagu``; ``Título``, ``Capítulo``; ``Part``, ``Chapter``; ``Titre``, ...), in a
  heading with its number before the word (``### 2. peatükk Title``) or after it
  (``## TÍTULO I``), and the unit kind each is.
- :data:`UNIT_WORDS` — the words of the numbered units (``§``, ``Art.``, ``Artículo``,
  ``Article``, ``Čl.``, ``straipsnis``, ...), number after the word (``§ 216<sup>1</sup>.
  Title``) or before it (``1 straipsnis. Title``), and how that unit is cited in labels.
- :data:`LABELS` — per language, how a paragraph and a point are cited under their unit
  (``§ 47(1)``, ``§ 47(1) p 2`` in Estonian).

A heading that matches neither table is still a unit (kind ``component``) at its heading level:
an unseen country's hierarchy comes from the heading levels alone. A heading that follows a
unit's heading with nothing between them is that unit's title (``### Artículo 1`` then
``#### Objeto``). Inside a unit, a line ``(1) ...`` opens a paragraph (``(1) ... (2) ...`` on one
line are split where the next number follows), ``1) ...`` / ``a) ...`` a point; a line with no
number continues the unit it follows, except that words after a paragraph's points (``...
karistatakse vangistusega.``) are a unit of their own after the points, so document order is
kept. Two units with one number in one version (two ``(1)`` in § 47 of the Estonian Penal Code)
are both kept: the second gets the id suffix ``-dup2`` and the label suffix ``[2]``.

No text is lost or moved: the units' texts in document order are the body, with the ``#``
marks of headings and the first ``# title`` line (the work's title) left out, ``<sup>N</sup>``
written as superscript digits, and whitespace between lines normalised (see
``tests/test_legalize.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from legalkg.core.text import fold
from legalkg.norms.readers.akn import Unit

#: Folded division words → unit kind (and the id prefix of that kind, below).
DIVISION_WORDS: dict[str, str] = {
    # et
    "osa": "part",
    "peatukk": "chapter",
    "jagu": "section",
    "alljagu": "subsection",
    "jaotis": "subsection",
    "alljaotis": "subsection",
    # es / pt / it / ca
    "libro": "book",
    "livro": "book",
    "titulo": "title",
    "titolo": "title",
    "capitulo": "chapter",
    "capo": "chapter",
    "seccion": "section",
    "seccao": "section",
    "secao": "section",
    "sezione": "section",
    "subseccion": "subsection",
    "subseccao": "subsection",
    "parte": "part",
    # ca
    "llibre": "book",
    "titol": "title",
    "capitol": "chapter",
    "seccio": "section",
    "subseccio": "subsection",
    # fr
    "livre": "book",
    "titre": "title",
    "chapitre": "chapter",
    "section": "section",
    "sous-section": "subsection",
    "partie": "part",
    # en
    "book": "book",
    "part": "part",
    "title": "title",
    "chapter": "chapter",
    "division": "section",
    "subdivision": "subsection",
    "subchapter": "subsection",
    # de / nl / nordic
    "buch": "book",
    "teil": "part",
    "kapitel": "chapter",
    "abschnitt": "section",
    "unterabschnitt": "subsection",
    "hoofdstuk": "chapter",
    "afdeling": "section",
    "avdelning": "part",
    "kap": "chapter",
    "luku": "chapter",
    # sk / cz / pl / lt / lv / sl / hr
    "cast": "part",
    "dil": "section",
    "ksiega": "book",
    "oddzial": "section",
    "diel": "part",
    "hlava": "chapter",
    "oddiel": "section",
    "oddil": "section",
    "dzial": "part",
    "rozdzial": "chapter",
    "dalis": "part",
    "skyrius": "chapter",
    "skirsnis": "section",
    "dala": "part",
    "nodala": "chapter",
    "poglavje": "chapter",
    "poglavlje": "chapter",
}
_RANK = {"book": 1, "part": 2, "title": 3, "chapter": 4, "section": 5, "subsection": 6}
_DIVISION_PREFIX = {
    "book": "book",
    "part": "part",
    "title": "tit",
    "chapter": "chp",
    "section": "div",
    "subsection": "subdiv",
}

#: Folded unit words → (kind, id prefix, the word its labels use).
UNIT_WORDS: dict[str, tuple[str, str, str]] = {
    "§": ("article", "sec", "§"),
    "art": ("article", "art", "Art."),
    "art.": ("article", "art", "Art."),
    "articulo": ("article", "art", "Artículo"),
    "article": ("article", "art", "Article"),
    "artigo": ("article", "art", "Artigo"),
    "articolo": ("article", "art", "Articolo"),
    "artikel": ("article", "art", "Artikel"),
    "artykul": ("article", "art", "Art."),
    "cl": ("article", "art", "Čl."),
    "cl.": ("article", "art", "Čl."),
    "clanok": ("article", "art", "Čl."),
    "clanek": ("article", "art", "Čl."),
    "straipsnis": ("article", "art", "straipsnis"),
    "pants": ("article", "art", "pants"),
    "section": ("article", "sec", "section"),
    "sec.": ("article", "sec", "section"),
    "regel": ("article", "art", "Regel"),
}
#: Unit words whose number comes first ("1 straipsnis", "5. pants").
_NUMBER_FIRST = frozenset({"straipsnis", "pants", "§"})

#: How a language cites a paragraph and a point under their unit ({unit}, {n}).
LABELS: dict[str, tuple[str, str]] = {
    "et": ("{unit}({n})", "{unit} p {n}"),
}
_DEFAULT_LABELS = ("{unit}({n})", "{unit} {n})")

_NUM = (
    r"(?:[A-Z]{1,3}\.?\s?)?\d+(?:<sup>\d+</sup>)?(?:[-.]\d+(?:<sup>\d+</sup>)?)*"
    r"(?:\s?(?:bis|ter|quater|quinquies|sexies|septies|octies|novies|decies)\b|[a-z]\b)?"
    r"|[IVXLCDM]+\b|Ier\b|1er\b|preliminar\b|PRELIMINAR\b|[Úú]nico\b|ÚNICO\b|[Úú]nic\b|ÚNIC\b|unique\b|UNIQUE\b"
)
_UNIT_WORD = r"§|Art\.|Art(?=\s)|[A-Za-zÀ-žČčŁł]+\.?"
_UNIT_HEAD = re.compile(
    rf"^(?P<word>{_UNIT_WORD})\s*(?P<num>{_NUM})\s*(?:[.:)\-–—]\s*|\s+|$)(?P<title>.*)$"
)
_UNIT_HEAD_NUMBER_FIRST = re.compile(
    rf"^(?P<num>{_NUM})\.?\s+(?P<word>{_UNIT_WORD})\s*(?:[.:\-–—]\s*|\s+|$)(?P<title>.*)$"
)
_DIV_NUMBER_FIRST = re.compile(
    rf"^(?P<num>{_NUM})\.\s*(?P<word>[^\W\d_][\w-]*\.?)(?:\s+|$)(?P<title>.*)$"
)
_DIV_WORD_FIRST = re.compile(
    rf"^(?P<word>[^\W\d_][\w-]*\.?)\s+(?P<num>{_NUM})\s*(?:[.:\-–—]\s*|\s+|$)(?P<title>.*)$"
)
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_PARAGRAPH = re.compile(r"^\((\d+(?:<sup>\d+</sup>)?[a-z]?)\)\s*")
_POINT = re.compile(r"^(\d+(?:<sup>\d+</sup>)?|[a-zõäöüšž])\)\s+")
_SUP = re.compile(r"<sup>(\d+)</sup>")
_SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def sup(text: str) -> str:
    """``216<sup>1</sup>`` → ``216¹`` (the label and text form of a raised number)."""
    if "<sup>" not in text:
        return text
    return _SUP.sub(lambda m: m.group(1).translate(_SUPERSCRIPT), text)


_NOT_ID = re.compile(r"[^A-Za-z0-9_.-]")


@lru_cache(maxsize=65_536)
def _num_id(num: str) -> str:
    """A number as an id segment: ``216<sup>1</sup>`` → ``216_1``, ``5 bis`` → ``5bis``."""
    out = _SUP.sub(lambda m: "_" + m.group(1), num)
    out = _NOT_ID.sub("", out.replace(" ", ""))
    return out if out[:1].isalnum() else f"n{out}"


@dataclass(slots=True)
class _Open:
    id: str
    kind: str
    label: str
    #: heading level, plus a tenth per division rank (a ``jaotis`` nests in a ``jagu`` of the
    #: same heading level), plus 0.9 for a numbered unit; 7 for paragraphs, 8 points, 9 subpoints
    level: float
    parent: str
    lines: list[str]
    position: int
    heading_only: bool = False  # nothing but its heading line yet
    has_points: bool = False
    texts: int = 0


class _Builder:
    def __init__(self, language: str) -> None:
        self.paragraph_form, self.point_form = LABELS.get(language, _DEFAULT_LABELS)
        self.units: list[_Open] = []
        self.stack: list[_Open] = []  # headings (by level), then paragraph/point/subpoint
        self.used: dict[str, int] = {}
        self.generic: dict[tuple[str, int], int] = {}

    # ids and labels ---------------------------------------------------------------------
    def _open(self, kind: str, uid: str, label: str, level: float, text: str) -> _Open:
        stack = self.stack
        while stack and (stack[-1].level >= level or stack[-1].id == "preamble"):
            stack.pop()
        parent = stack[-1].id if stack else ""
        # a second unit with one id in one version: "-dup2", labelled "[2]"
        used = self.used
        n = used.get(uid, 0) + 1
        used[uid] = n
        if n > 1:
            uid, label = f"{uid}-dup{n}", f"{label} [{n}]"
        units = self.units
        unit = _Open(uid, kind, label, level, parent, [text], len(units))
        units.append(unit)
        stack.append(unit)
        return unit

    def _division_path(self) -> tuple[str, str]:
        """The id and label of the innermost open heading unit."""
        for u in reversed(self.stack):
            if u.level <= 6:
                # a heading the tables do not know ("# ZÁKON", "Preàmbul") is no part of a
                # citation: the units under it are cited without it ("Čl. I", not "ZÁKON, Čl. I")
                return u.id, (u.label if u.kind != "component" else "")
        return "", ""

    def _innermost_heading(self) -> _Open | None:
        for u in reversed(self.stack):
            if u.level <= 6:
                return u
        return None

    # headings ---------------------------------------------------------------------------
    def heading(self, level: float, text: str) -> None:
        top = self._innermost_heading()
        if (
            top is not None
            and top.heading_only
            and int(top.level) <= level
            and top.kind != "component"
            and not _classify(text)
        ):
            top.lines.append(text)  # a title on a heading of its own
            top.heading_only = False
            return
        kind, prefix, label, num = _classify(text) or ("component", f"h{level}-", "", "")
        level = level + (0.9 if kind == "article" else _RANK.get(kind, 0) / 10)
        # close everything at this level or deeper (and the preamble) before naming the unit
        while self.stack and (self.stack[-1].level >= level or self.stack[-1].id == "preamble"):
            self.stack.pop()
        parent_id, parent_label = self._division_path()
        if kind == "article":
            uid = f"{prefix}{_num_id(num)}"
            if uid in self.used and parent_id:
                uid = f"{parent_id}/{uid}"  # numbers restart under this heading
        elif num:
            uid = f"{prefix}{_num_id(num)}"
            uid = f"{parent_id}/{uid}" if parent_id else uid
            label = f"{parent_label}, {label}" if parent_label else label
        else:
            key = (parent_id, int(level))
            self.generic[key] = self.generic.get(key, 0) + 1
            uid = f"{prefix}{self.generic[key]}"
            uid = f"{parent_id}/{uid}" if parent_id else uid
            label = text
        unit = self._open(kind, uid, label, level, text)
        unit.heading_only = True

    # numbered lines -----------------------------------------------------------------------
    def line(self, text: str) -> None:
        # (a paragraph or point opens under the innermost heading unit, or the work: there is
        # always an owner)
        # (the patterns are tried only where they can match: "(" first, a ")" somewhere)
        m = _PARAGRAPH.match(text) if text[:1] == "(" else None
        if m:
            n = m.group(1)
            if n.isdigit() and f"({int(n) + 1})" in text:
                for piece in _split_inline(text, n):
                    self._paragraph(piece, _PARAGRAPH.match(piece).group(1))  # type: ignore[union-attr]
            else:
                self._paragraph(text, n)
            return
        m = _POINT.match(text) if ")" in text else None
        if m:
            self._point(text, m.group(1))
            return
        self._text(text)

    def _paragraph(self, text: str, n: str) -> None:
        head = self._innermost_heading()
        if head:
            uid = f"{head.id}/para{_num_id(n)}"
            label = _cited(self.paragraph_form, head.label, n)
            self._open("paragraph", uid, label, 7, text)
            head.heading_only = False
        else:
            label = _cited(self.paragraph_form, "", n)
            self._open("paragraph", f"para{_num_id(n)}", label, 7, text)

    def _point(self, text: str, n: str) -> None:
        top = self.stack[-1] if self.stack else None
        letter = n.isalpha()
        if top is not None and top.kind == "item" and letter and not _is_letter_run(top):
            level, kind = 9, "subitem"  # a) under 1)
        elif top is not None and top.kind == "subitem" and letter:
            level, kind = 9, "subitem"
        else:
            level, kind = 8, "item"
        while self.stack and self.stack[-1].level >= level:
            self.stack.pop()
        parent = self.stack[-1] if self.stack else None
        if parent is not None:
            parent.has_points = True
            parent.heading_only = False
        base = parent.id + "/" if parent else ""
        label = _cited(self.point_form, parent.label if parent else "", n)
        unit = self._open(kind, f"{base}pt{_num_id(n)}", label, level, text)
        unit.lines = [text]

    def _text(self, text: str) -> None:
        if not self.stack:
            unit = self._open("component", "preamble", "preamble", 1, text)
            unit.heading_only = False
            return
        # words after a paragraph's points belong to the paragraph, after its points
        while self.stack[-1].kind in ("item", "subitem"):
            point = self.stack[-1]
            parent = next(
                (u for u in reversed(self.stack) if u.kind not in ("item", "subitem")), None
            )
            if parent is None or not _closes(text):
                point.lines.append(text)
                return
            while self.stack and self.stack[-1].kind in ("item", "subitem"):
                self.stack.pop()
            parent.texts += 1
            unit = self._open(
                "component",
                f"{parent.id}/txt{parent.texts}",
                f"{parent.label} (words after the points{_nth(parent.texts)})",
                parent.level + 1,
                text,
            )
            unit.kind = "component"
            # the closing words sit at the points' level, so a later point closes them
            unit.level = 8
            return
        top = self.stack[-1]
        top.lines.append(text)
        top.heading_only = False

    def result(self) -> tuple[Unit, ...]:
        """The units, with ``<sup>N</sup>`` in labels and texts written as superscript."""
        out = []
        for u in self.units:
            label = u.label
            if "<sup>" in label:
                label = sup(label)
            text = u.lines[0] if len(u.lines) == 1 else "\n".join(u.lines)
            if "<sup>" in text:
                text = sup(text)
            out.append(Unit(u.id, u.kind, u.parent, label, _number_of(u.id), text, u.position))
        return tuple(out)


@lru_cache(maxsize=65_536)
def _cited(form: str, unit: str, n: str) -> str:
    """A paragraph's or point's label: ``form`` (from :data:`LABELS`) with its unit's label."""
    return form.format(unit=unit, n=sup(n)).strip()


def _nth(n: int) -> str:
    return "" if n == 1 else f" {n}"


_NUMBER_OF = re.compile(r"(?:sec|art|para|pt|chp|part|div|subdiv|tit|book|cl)([^/]+?)(?:-dup\d+)?$")


@lru_cache(maxsize=262_144)
def _number_of(uid: str) -> str | None:
    m = _NUMBER_OF.search(uid)
    if not m:
        return None
    return re.sub(r"_(\d+)", lambda d: d.group(1).translate(_SUPERSCRIPT), m.group(1))


_LETTER_RUN = re.compile(r"/pt[a-zõäöüšž](?:-dup\d+)?$")
_CLOSES = re.compile(r"[a-zõäöüšžàáâãçéêíóôõúñ]")


def _is_letter_run(point: _Open) -> bool:
    """A point numbered by a letter: its siblings are letters too (a) b) c), not 1) a))."""
    return bool(_LETTER_RUN.search(point.id))


def _closes(text: str) -> bool:
    """Words after a list of points that close the paragraph ("karistatakse ..."), rather than
    a point's own continuation: they start in lower case and are not an editorial note."""
    return bool(_CLOSES.match(text)) and not text.startswith("- ")


_DIGITS = re.compile(r"(\d+)")


@lru_cache(maxsize=1024)
def _next_number(n: int) -> re.Pattern[str]:
    """Where paragraph ``(n)`` follows on the same line (after a sentence's end)."""
    return re.compile(rf"(?<=[.;:])\s+(?=\({n}\)\s)")


def _split_inline(text: str, first: str) -> list[str]:
    """``(1) ... (2) ...`` on one line: split where the next number follows, in order."""
    m = _DIGITS.fullmatch(first)
    if not m or f"({int(m.group(1)) + 1})" not in text:
        return [text]
    pieces: list[str] = []
    n = int(m.group(1))
    rest = text
    while True:
        nxt = _next_number(n + 1).search(rest)
        if not nxt:
            pieces.append(rest)
            return pieces
        pieces.append(rest[: nxt.start()])
        rest = rest[nxt.end() :]
        n += 1


@lru_cache(maxsize=65_536)
def _classify(text: str) -> tuple[str, str, str, str] | None:
    """A heading as (kind, id prefix, label, number), or None when the tables do not know it."""
    plain = text.replace("**", "").strip()
    for rx in (_UNIT_HEAD, _UNIT_HEAD_NUMBER_FIRST):
        m = rx.match(plain)
        if m:
            word = fold(m.group("word")).lower()
            entry = UNIT_WORDS.get(word) or UNIT_WORDS.get(word.rstrip("."))
            if entry and (rx is _UNIT_HEAD or word in _NUMBER_FIRST):
                kind, prefix, shown = entry
                num = m.group("num").strip()
                if shown == "Čl." and re.fullmatch(r"[IVXLCDM]+", num):
                    # "Čl. I" of an act: the part that holds its § sections (or amends a law)
                    return "part", "cl", f"{shown} {num}", num
                if rx is _UNIT_HEAD_NUMBER_FIRST and word != "§":
                    return kind, prefix, f"{sup(num)} {shown}", num
                return kind, prefix, f"{shown} {sup(num)}", num
    for rx in (_DIV_NUMBER_FIRST, _DIV_WORD_FIRST):
        m = rx.match(plain)
        if m:
            word = fold(m.group("word")).lower().rstrip(".")
            division = DIVISION_WORDS.get(word)
            if division:
                kind = division
                num = m.group("num").strip()
                head = plain[: m.start("title")].strip().rstrip(".:-–— ")
                return kind, _DIVISION_PREFIX[kind], sup(head), num
    return None


_MARKER_ONLY = re.compile(r"\((\d+(?:<sup>\d+</sup>)?[a-z]?)\)|(\d+(?:<sup>\d+</sup>)?|[a-z])\)")


def parse_body(body: str, language: str, where: str = "") -> tuple[Unit, ...]:
    """The units of a law file's body (the Markdown after the frontmatter), in document order."""
    builder = _Builder(language)
    title_seen = False
    pending = ""  # a number on a line of its own ("(1)", "a)"): it opens the next line
    # (a marker ends with ")" and a heading starts with "#": the patterns are tried on those only)
    marker_only, heading = _MARKER_ONLY.fullmatch, _HEADING.match
    on_line, on_heading = builder.line, builder.heading
    for raw in body.splitlines():
        line = raw.strip()
        if not line:
            continue
        marker = line[-1] == ")" and marker_only(line) is not None
        if marker and not pending:
            pending = line
            continue
        if pending:
            if marker or (line[0] == "#" and heading(line)):
                on_line(pending)  # nothing followed the number: it stands alone
            else:
                line = f"{pending} {line}"
            pending = ""
            if line[-1] == ")" and marker_only(line):
                pending = line
                continue
        h = heading(line) if line[0] == "#" else None
        if h:
            level = len(h.group(1))
            if level == 1 and not title_seen and not builder.units:
                title_seen = True  # the work's title
                continue
            on_heading(level, h.group(2).strip())
            continue
        on_line(line)
    if pending:
        builder.line(pending)
    return builder.result()
