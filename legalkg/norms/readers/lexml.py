"""Reader for LexML Brasil (``http://www.lexml.gov.br/1.0``): one file, one dated text of a norm.

The work and the version date come from the URN of ``Metadado/Identificacao/@URN``
(``urn:lex:br:federal:constituicao:1988-10-05;1988@2015-02-26;alteracao;2015-02-26``: the work
``br/constituicao/1988``, the text as of 2015-02-26, after an ``alteracao`` of that day). The
files of one work, from any number of paths, become one history through the whole-text
comparison the Akoma Ntoso and snapshot-series readers use
(:func:`legalkg.norms.readers.akn.histories`): the earliest is the original text, each later
one is compared with the one before it, unit by unit.

The structure (``Parte``, ``Livro``, ``Titulo``, ``Capitulo``, ``Secao``, ``Subsecao``,
``Artigo``, ``Caput``, ``Paragrafo``, ``Inciso``, ``Alinea``, ``Item``) becomes components whose
ids are the ones of the Brazilian compiled texts (:mod:`.provisions`): an article hangs under
its title (``tit2/art6``), whatever chapter or section contains it; the items of its caput
under the article (``tit2/art6/inc1``), its paragraphs too (``tit2/art6/par1``, the
*parágrafo único* being ``par1``); LexML's ``-1`` suffix (``art29-1``) is the letter
(``art29-A``). A unit's text is its ``Rotulo`` and its words (an article's are its caput's),
as in the compiled texts; a unit whose only words are "(Revogado)." is not in force.

XML is parsed with defusedxml with DTDs, entities and external references forbidden; an
element this reader does not know is refused with its line, never skipped.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from xml.etree.ElementTree import Element, TreeBuilder

import defusedxml.ElementTree as SafeET
from defusedxml import DefusedXmlException

from legalkg.core.errors import InputError
from legalkg.core.identifiers import check_local_id
from legalkg.norms.model import NormHistory, VersionDates
from legalkg.norms.numbering import from_roman
from legalkg.norms.readers.akn import Expression, Unit, histories, xml_head
from legalkg.norms.readers.provisions import citation

NAMESPACE = "http://www.lexml.gov.br/1.0"
_Q = f"{{{NAMESPACE}}}"

#: Structural elements → component kinds.
STRUCTURE = {
    "Parte": "part",
    "Livro": "book",
    "Titulo": "title",
    "Capitulo": "chapter",
    "Secao": "section",
    "Subsecao": "subsection",
    "Artigo": "article",
    "Paragrafo": "paragraph",
    "Inciso": "item",
    "Alinea": "subitem",
    "Item": "component",
}
_HEADINGS = ("Parte", "Livro", "Titulo", "Capitulo", "Secao", "Subsecao")
#: The prefix of each element's id segment in LexML, and the one of the compiled texts' ids.
_SEGMENTS = {
    "Parte": ("prt", "prt"),
    "Livro": ("liv", "liv"),
    "Titulo": ("tit", "tit"),
    "Capitulo": ("cap", "cap"),
    "Secao": ("sec", "sec"),
    "Subsecao": ("sub", "subsec"),
    "Artigo": ("art", "art"),
    "Paragrafo": ("par", "par"),
    "Inciso": ("inc", "inc"),
    "Alinea": ("ali", "ali"),
    "Item": ("ite", "ite"),
}
#: Inline markup inside ``p``, ``Rotulo``, ``NomeAgrupador``, ``Epigrafe``, ``Ementa``: its text
#: is kept, the markup dropped.
INLINE = frozenset(
    {"span", "b", "i", "u", "sup", "sub", "Remissao", "RemissaoMultipla", "NotaReferenciada"}
)
#: Every other element this reader understands (where it may stand is checked as it is read).
_FRAME = frozenset(
    {
        "LexML",
        "Metadado",
        "Identificacao",
        "Norma",
        "ParteInicial",
        "Epigrafe",
        "Ementa",
        "Preambulo",
        "Articulacao",
        "Caput",
        "Rotulo",
        "NomeAgrupador",
        "p",
    }
)
_URN = re.compile(
    r"urn:lex:(?P<locale>[a-z]{2}(?:;[a-z0-9.]+)*):(?P<authority>[a-z0-9.;]+):"
    r"(?P<type>[a-z0-9.]+):(?P<date>\d{4}(?:-\d{2}-\d{2})?);(?P<number>[a-z0-9.-]+)"
    r"(?:@(?P<version>[^!]*))?(?:!.*)?"
)
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
_ID_SEGMENT = re.compile(r"([a-z]+)(\d+)(u?)(?:-(\d+))?")
_REPEALED = re.compile(r"\(\s*revogad[oa]s?\s*\)\s*\.?", re.IGNORECASE)
#: The number a ``Rotulo`` gives: ``Art. 29-A.``, ``§ 2º``, ``Parágrafo único.``, ``IV -``,
#: ``I-A -``, ``b)``, ``1.``, ``Título II``, ``Seção I``.
_ROTULO = {
    "Artigo": re.compile(r"art\.?\s*(\d+)\s*[º°o]?\s*(?:-\s*([A-Z]))?\s*\.?", re.IGNORECASE),
    "Paragrafo": re.compile(
        r"§\s*(\d+)\s*[º°o]?\s*(?:-\s*([A-Z]))?\s*\.?|(par[áa]grafo [úu]nico)\.?", re.IGNORECASE
    ),
    "Inciso": re.compile(r"([IVXLCDM]+)\s*(?:-\s*([A-Z]))?\s*[-–—.]?"),
    "Alinea": re.compile(r"([a-z])\s*(?:-\s*([A-Z]))?\s*\)"),
    "Item": re.compile(r"(\d+)\s*(?:-\s*([A-Z]))?\s*[.)\-]?"),
    "Titulo": re.compile(r"t[íi]tulo\s+([IVXLCDM]+)(?:\s*-\s*([A-Z]))?", re.IGNORECASE),
    "Capitulo": re.compile(r"cap[íi]tulo\s+([IVXLCDM]+)(?:\s*-\s*([A-Z]))?", re.IGNORECASE),
    "Secao": re.compile(r"se[çc][ãa]o\s+([IVXLCDM]+)(?:\s*-\s*([A-Z]))?", re.IGNORECASE),
    "Subsecao": re.compile(r"subse[çc][ãa]o\s+([IVXLCDM]+)(?:\s*-\s*([A-Z]))?", re.IGNORECASE),
}
#: Contradictions between a file's fields (an id against its Rotulo) are reported here, one
#: line each (printed on standard error when nothing else handles the log).
LOG = logging.getLogger("legalkg.norms.readers.lexml")
#: The names people cite a norm of a URN type by, besides its Epigrafe (``{year}``, ``{yy}``).
ALIASES = {
    "constituicao": (
        "CF",
        "CF/{yy}",
        "CF/{year}",
        "CRFB",
        "CRFB/{yy}",
        "Constituição Federal",
        "Constituição de {year}",
    ),
    "ato.disposicoes.constitucionais.transitorias": ("ADCT", "ADCT/{yy}"),
}
#: LexML version events that are a publication of the text.
_PUBLICATION = ("publicacao", "republicacao")


@dataclass(frozen=True, slots=True)
class LexmlText:
    """One LexML file: a dated text of a work, ready for the whole-text comparison."""

    expression: Expression
    dates: VersionDates
    urn: str
    #: The ``Ementa`` (what the norm is about), when the file has one.
    ementa: str = ""


def is_lexml(path: Path) -> bool:
    """True for an ``.xml`` file whose root element is ``LexML``."""
    head = xml_head(path)
    return b"<LexML" in head and NAMESPACE.encode() in head


class _Builder(TreeBuilder):
    """A tree builder that remembers the line each element starts on (for the errors)."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: dict[int, int] = {}
        self.expat: object | None = None

    def start(self, tag: str, attrs: dict[str, str]) -> Element:
        el = super().start(tag, attrs)
        self.lines[id(el)] = int(getattr(self.expat, "CurrentLineNumber", 0))
        return el


def _parse(path: Path) -> tuple[Element, dict[int, int]]:
    try:
        data = path.read_bytes()
    except OSError as e:
        raise InputError(str(path), f"cannot read the file: {e}") from None
    builder = _Builder()
    parser = SafeET.DefusedXMLParser(
        target=builder, forbid_dtd=True, forbid_entities=True, forbid_external=True
    )
    builder.expat = parser.parser

    def line() -> int:
        return int(getattr(parser.parser, "CurrentLineNumber", 0))

    try:
        parser.feed(data)
        root: Element = parser.close()
    except DefusedXmlException as e:
        raise InputError(
            f"{path}:{line()}",
            f"a DTD or entity declaration is refused ({type(e).__name__})",
            "Remove the DOCTYPE and the entities; entity expansion is disabled for safety",
        ) from None
    except SafeET.ParseError as e:
        at = getattr(e, "position", (0, 0))[0]
        raise InputError(
            f"{path}:{at}", f"malformed XML: {e}", "Fix the XML (it must be well-formed)"
        ) from None
    except LookupError as e:  # an XML declaration naming an unknown encoding
        raise InputError(
            f"{path}:1", f"unknown character encoding in the XML declaration: {e}", "Use UTF-8"
        ) from None
    return root, builder.lines


def _name(el: Element) -> str:
    tag = el.tag
    if not isinstance(tag, str):  # a comment or processing instruction
        return ""
    ns, _, local = tag[1:].partition("}") if tag.startswith("{") else ("", "", tag)
    return local if ns == NAMESPACE else tag


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _words(el: Element) -> str:
    """The text of an element of inline content (markup dropped)."""
    return _clean("".join(el.itertext()))


class _Reader:
    def __init__(self, path: Path, lines: dict[int, int]) -> None:
        self.path = path
        self.lines = lines
        self.units: list[Unit] = []
        self.seen: set[str] = set()

    def at(self, el: Element) -> str:
        return f"{self.path}:{self.lines.get(id(el), 0)}"

    def check(self, root: Element) -> None:
        """Refuse the first element this reader does not know, with its line."""
        for el in root.iter():
            name = _name(el)
            if not name:
                continue
            if name not in STRUCTURE and name not in _FRAME and name not in INLINE:
                raise InputError(
                    self.at(el),
                    f"unknown LexML element {name!r}: this reader does not read it",
                    "Only the norm's structure (Parte … Item, Caput, Rotulo, p) and inline "
                    "markup are read; remove the element or convert the file",
                )

    def segment(self, el: Element, name: str) -> tuple[str, str, str]:
        """(compiled-text prefix, number, letter suffix) of a unit from its LexML id."""
        raw = el.get("id")
        if not raw:
            raise InputError(self.at(el), f"{name} without an id", "Every LexML unit has an id")
        own = raw.rsplit("_", 1)[-1]
        m = _ID_SEGMENT.fullmatch(own)
        lexml_prefix, prefix = _SEGMENTS[name]
        if m is None or m.group(1) != lexml_prefix:
            raise InputError(
                self.at(el),
                f"{name} id {raw!r}: its last part {own!r} is not {lexml_prefix}N[u][-N]",
                "Use the LexML id convention (art6, art6_cpt_inc1, art6_par1u, art29-1)",
            )
        letter = ""
        if m.group(4):
            n = int(m.group(4))
            if not 1 <= n <= 26:
                raise InputError(self.at(el), f"{name} id {raw!r}: suffix -{n} is not A…Z")
            letter = chr(ord("A") + n - 1)
        return prefix, str(int(m.group(2))), letter

    @staticmethod
    def cid(name: str, parent: str, title: str, prefix: str, number: str, letter: str) -> str:
        """A unit's component id: an article under its title, any other under its parent."""
        seg = f"{prefix}{number}" + (f"-{letter}" if letter else "")
        base = title if name == "Artigo" else parent
        return f"{base}/{seg}" if base else seg

    def rotulo(self, el: Element) -> str:
        found = next((c for c in el if _name(c) == "Rotulo"), None)
        return _words(found) if found is not None else ""

    def walk(
        self,
        el: Element,
        parent: str,
        title: str,
        path: tuple[tuple[str, str, str], ...],
    ) -> None:
        """Collect the units under ``el``. ``parent`` is the enclosing component's id, ``title``
        the enclosing heading path articles hang under, ``path`` the parsed id of ``parent``."""
        for child in el:
            name = _name(child)
            if name == "p" and _name(el) == "Artigo" and any(_name(c) == "Caput" for c in el):
                raise InputError(
                    self.at(child),
                    "words (p) in an Artigo outside its Caput",
                    "Move them into the Caput or a Paragrafo",
                )
            if name in ("Rotulo", "NomeAgrupador", "p", "") or name in INLINE:
                continue
            if name == "Caput":
                if _name(el) != "Artigo":
                    raise InputError(self.at(child), "a Caput outside an Artigo")
                self.walk(child, parent, title, path)  # the caput's items hang off the article
                continue
            if name not in STRUCTURE:
                raise InputError(self.at(child), f"{name} where a unit of the norm was expected")
            self.unit(child, name, parent, title, path)

    def unit(
        self,
        el: Element,
        name: str,
        parent: str,
        title: str,
        path: tuple[tuple[str, str, str], ...],
    ) -> None:
        prefix, number, letter = self.segment(el, name)
        rotulo = self.rotulo(el)
        said = _rotulo_number(name, rotulo)
        if said is not None and said != (number, letter):
            # The Rotulo is the label the law prints and people cite, the id the file's own
            # key: a unit filed under the id's number would answer for its neighbour. But a
            # Rotulo that would make a sibling's id again is the broken one (the real files
            # have "I-" for I-A beside its I).
            taken = self.cid(name, parent, title, prefix, *said) in self.seen
            LOG.warning(
                "%s: %s id %r disagrees with its Rotulo %r: read as the %s",
                self.at(el),
                name,
                el.get("id"),
                rotulo,
                "id says (the Rotulo's number is a sibling's)" if taken else "Rotulo says",
            )
            if not taken:
                number, letter = said
        cid = self.cid(name, parent, title, prefix, number, letter)
        if name == "Artigo":
            parsed = (*_title_of(path), (prefix, number, letter))
        else:
            parsed = (*path, (prefix, number, letter))
        holder = el
        if name == "Artigo":
            caput = [c for c in el if _name(c) == "Caput"]
            if len(caput) > 1:
                raise InputError(self.at(caput[1]), "an Artigo with two Caput")
            holder = caput[0] if caput else el
        if name in _HEADINGS:
            heading = next((c for c in el if _name(c) == "NomeAgrupador"), None)
            words = _words(heading) if heading is not None else ""
            text = f"{rotulo}: {words}" if rotulo and words else rotulo or words
        else:
            words = " ".join(_words(p) for p in _own_paragraphs(holder))
            text = _clean(f"{rotulo} {words}")
        if name not in _HEADINGS and _REPEALED.fullmatch(words) and not _live(el):
            return  # "(Revogado)." with nothing in force under it: not in force
        if cid in self.seen:
            raise InputError(
                self.at(el),
                f"two units with the component id {cid} (LexML id {el.get('id')!r})",
                "Give each unit its own id",
            )
        try:
            check_local_id(cid, what="component id")
        except ValueError as e:
            raise InputError(self.at(el), str(e)) from None
        self.seen.add(cid)
        label = _label(parsed, text, rotulo)
        shown = number + (f"-{letter}" if letter else "")
        self.units.append(
            Unit(cid, STRUCTURE[name], parent, label, shown, text or label, len(self.units))
        )
        # Articles hang under their title (``tit2/art6``), not under its chapters or sections.
        heading_path = cid if name in ("Parte", "Livro", "Titulo") else title
        self.walk(el, cid, heading_path, parsed)
        self.trailing(holder, cid, label)

    def trailing(self, holder: Element, cid: str, label: str) -> None:
        """Words after a nested unit (a list's closing words): a unit of their own,
        ``<label> [text N]``, as the Akoma Ntoso reader does, so no text is lost."""
        count, seen_unit = 0, False
        for child in holder:
            name = _name(child)
            if name in STRUCTURE:
                seen_unit = True
            elif name == "p" and seen_unit and _words(child):
                count += 1
                key = f"{cid}__text{count}"
                self.units.append(
                    Unit(
                        key,
                        "component",
                        cid,
                        f"{label} [text {count}]",
                        None,
                        _words(child),
                        len(self.units),
                    )
                )


def _rotulo_number(name: str, rotulo: str) -> tuple[str, str] | None:
    """(number, letter) a Rotulo gives, or None when it gives none this reader can read."""
    pattern = _ROTULO.get(name)
    m = pattern.fullmatch(rotulo.strip()) if pattern is not None and rotulo else None
    if m is None:
        return None
    if name == "Paragrafo" and m.group(3):
        return "1", ""
    raw, letter = m.group(1), m.group(2) or ""
    if name == "Alinea":
        return str(ord(raw) - ord("a") + 1), letter.upper()
    if name in ("Inciso", "Titulo", "Capitulo", "Secao", "Subsecao"):
        return str(from_roman(raw.upper())), letter.upper()
    return str(int(raw)), letter.upper()


def _own_paragraphs(holder: Element) -> list[Element]:
    """The ``p`` of a unit before its first nested unit (the rest: :meth:`_Reader.trailing`)."""
    out = []
    for child in holder:
        name = _name(child)
        if name in STRUCTURE:
            break
        if name == "p":
            out.append(child)
    return out


def _live(el: Element) -> bool:
    """True when a unit has a nested unit whose words are not a repeal marker."""
    for child in el.iter():
        if child is el or _name(child) not in STRUCTURE:
            continue
        holder = next((c for c in child if _name(c) == "Caput"), child)
        words = " ".join(_words(p) for p in _own_paragraphs(holder))
        if not _REPEALED.fullmatch(words):
            return True
    return False


def _title_of(path: tuple[tuple[str, str, str], ...]) -> tuple[tuple[str, str, str], ...]:
    """The heading path an article's citation starts with: up to its title."""
    for i, (prefix, _, _) in enumerate(path):
        if prefix == "tit":
            return path[: i + 1]
    return ()


def _label(parsed: tuple[tuple[str, str, str], ...], text: str, rotulo: str) -> str:
    """The citation of a unit: the compiled texts' (:func:`.provisions.citation`) where the
    unit's path is the one they know (title → article → paragraph/item/alínea, or headings),
    else the LexML label (``Rotulo``) appended to the parent's."""
    known = {"tit", "cap", "sec", "subsec", "art", "par", "inc", "ali"}
    prefixes = [p for p, _, _ in parsed]
    if set(prefixes) <= known:
        if "art" in prefixes:
            body = list(parsed[prefixes.index("art") :])
            head = [parsed[0]] if prefixes[0] == "tit" else [("tit", "0", "")]
            return citation([*head, *body], text)
        if prefixes and prefixes[0] == "tit":
            return citation(list(parsed), text)
    if prefixes and prefixes[-1] == "ite" and len(parsed) > 1:
        base = _label(parsed[:-1], "", "")
        return f"{base}, item {parsed[-1][1]}{'-' + parsed[-1][2] if parsed[-1][2] else ''}"
    return rotulo or "/".join(f"{p}{n}" for p, n, _ in parsed)


def _urn_parts(urn: str, where: str) -> tuple[str, date, date, str, date | None]:
    """(work id, work date, version date, version event, event date) of a LexML URN."""
    m = _URN.fullmatch(urn.strip())
    if m is None:
        raise InputError(
            where,
            f"Metadado/Identificacao/@URN {urn!r} is not a LexML URN",
            "Expected urn:lex:LOCALE:AUTHORITY:TYPE:DATE;NUMBER@VERSION-DATE;EVENT;EVENT-DATE",
        )
    raw_date = m.group("date")
    if len(raw_date) == 4:
        raise InputError(
            where,
            f"the URN {urn!r} gives only the year of the norm",
            "Give the norm's date (YYYY-MM-DD) in the URN",
        )
    work_date = _iso(raw_date, where)
    version = m.group("version")
    if not version:
        raise InputError(
            where,
            f"the URN {urn!r} names no version (@DATE;EVENT;DATE): the date of this text "
            "is unknown",
            "Add the version to the URN, e.g. @2015-02-26;alteracao;2015-02-26",
        )
    fields = version.split(";")
    event = fields[1] if len(fields) > 1 else ""
    event_date = _iso(fields[2][:10], where) if len(fields) > 2 and _DAY.match(fields[2]) else None
    if _DAY.fullmatch(fields[0]):
        version_date = _iso(fields[0], where)
    elif event_date is not None:  # "@data.evento;leitura;2021-12-28": the event's date
        version_date = event_date
    else:
        raise InputError(
            where, f"the URN's version {version!r} has no date", "Use @YYYY-MM-DD;EVENT;YYYY-MM-DD"
        )
    locale = m.group("locale").split(";")
    authority = m.group("authority")
    scope = locale if authority == "federal" else [*locale, *authority.split(";")]
    number = m.group("number")
    year = raw_date[:4]
    tail = [m.group("type"), year] if number == year else [m.group("type"), year, number]
    work_id = "/".join([*scope, *tail])
    try:
        check_local_id(work_id, what="work id")
    except ValueError as e:
        raise InputError(where, f"the URN {urn!r} makes no valid work id: {e}") from None
    if version_date < work_date:
        raise InputError(
            where, f"the URN's version date {version_date} is before the norm's date {work_date}"
        )
    return work_id, work_date, version_date, event, event_date


def _iso(value: str, where: str) -> date:
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise InputError(where, f"{value!r} in the URN is not a date (YYYY-MM-DD)") from None


def read_text(path: Path) -> LexmlText:
    """Parse one LexML file.

    :raises InputError: (file:line, what, how to fix) for malformed XML, a DTD or entity, an
        unknown element, a missing or unreadable URN, a unit without a usable id.
    """
    root, lines = _parse(path)
    reader = _Reader(path, lines)
    if _name(root) != "LexML":
        raise InputError(
            f"{path}:1",
            f"not LexML: root {root.tag!r}",
            f"Expected LexML in the namespace {NAMESPACE}",
        )
    reader.check(root)
    ident = root.find(f"{_Q}Metadado/{_Q}Identificacao")
    urn = ident.get("URN") if ident is not None else None
    if not urn:
        raise InputError(
            reader.at(ident) if ident is not None else f"{path}:1",
            "no Metadado/Identificacao/@URN: the work and the date of this text are unknown",
            "Add the URN (urn:lex:br:federal:lei:2008-06-19;11705@2008-06-19;publicacao;"
            "2008-06-19)",
        )
    where = reader.at(ident) if ident is not None else str(path)
    work_id, work_date, version_date, event, event_date = _urn_parts(urn, where)
    norma = root.find(f"{_Q}Norma")
    articulacao = norma.find(f"{_Q}Articulacao") if norma is not None else None
    if norma is None or articulacao is None:
        raise InputError(
            reader.at(norma) if norma is not None else f"{path}:1",
            "no Norma/Articulacao: this LexML file has no norm text",
            "Only the text of norms (Norma) is read",
        )
    epigrafe = norma.find(f"{_Q}ParteInicial/{_Q}Epigrafe")
    title = _words(epigrafe) if epigrafe is not None else ""
    ementa_el = norma.find(f"{_Q}ParteInicial/{_Q}Ementa")
    ementa = _words(ementa_el) if ementa_el is not None else ""
    preamble = norma.find(f"{_Q}ParteInicial/{_Q}Preambulo")
    if preamble is not None:
        words = " ".join(_words(p) for p in preamble.iter(f"{_Q}p"))
        if words:
            reader.units.append(Unit("preambulo", "component", "", "Preâmbulo", None, words, 0))
    reader.walk(articulacao, "", "", ())
    if not any(u.kind == "article" for u in reader.units):
        raise InputError(reader.at(articulacao), "the Articulacao has no Artigo")
    other: tuple[tuple[str, date], ...] = ()
    published = None
    if event_date is not None:
        if event in _PUBLICATION:
            published = event_date
        else:
            other = ((event or "event", event_date),)
    dates = VersionDates(
        version_date,
        published=published,
        known_from=published,
        other=other,
        where=str(path),
    )
    expression = Expression(
        path,
        work_id,
        title or work_id,
        version_date,
        "pt" if work_id.startswith("br") else "und",
        tuple(reader.units),
        (),
        original=event in _PUBLICATION and version_date == work_date,
    )
    return LexmlText(expression, dates, urn, ementa)


def read_lexml(paths: list[Path]) -> list[NormHistory]:
    """Read LexML files (any mix of norms) into one history per work, its texts compared in
    date order by the Akoma Ntoso reader's whole-text comparison."""
    texts = [read_text(p) for p in paths]
    out = []
    for history in histories([t.expression for t in texts]):
        mine = sorted(
            (t for t in texts if t.expression.work_uri == history.work.id),
            key=lambda t: t.expression.date,
        )
        first = mine[0].expression
        work = replace(
            history.work,
            title=_title(first.title, mine[-1].expression.title),
            enacted=first.original,
            aliases=_aliases(mine[-1].urn),
            description=mine[-1].ementa or history.work.description,
        )
        out.append(
            replace(
                history,
                work=work,
                version_dates=_dated(mine),
                source=",".join(str(t.expression.path) for t in mine),
            )
        )
    return out


def _dated(texts: list[LexmlText]) -> tuple[VersionDates, ...]:
    """Each text's dates; a later one also says since when its changes may date
    (``("changes_since", the previous text's date)``): two texts do not tell on which day in
    between a unit changed. The history keeps the later text's date for validity and marks
    each change ``changed_after`` the earlier one (the whole-text comparison does, as no LexML
    file names an amending act): the answers refuse the days in between for a changed unit."""
    out = [texts[0].dates]
    for before, after in zip(texts, texts[1:], strict=False):
        other = tuple(sorted((*after.dates.other, ("changes_since", before.dates.start))))
        out.append(replace(after.dates, other=other))
    return tuple(out)


def _aliases(urn: str) -> tuple[str, ...]:
    m = _URN.fullmatch(urn.strip())
    if m is None:  # checked when the file was read
        return ()
    year = m.group("date")[:4]
    return tuple(a.format(year=year, yy=year[2:]) for a in ALIASES.get(m.group("type"), ()))


_PARTICLES = frozenset(
    {"a", "as", "o", "os", "da", "das", "de", "do", "dos", "e", "em", "na", "no"}
)


def _title(first: str, last: str) -> str:
    """The work's title: its latest text's ``Epigrafe``, capitalised when it is all upper case
    (``ATO DAS DISPOSIÇÕES …`` → ``Ato das Disposições …``)."""
    title = last or first
    if not title.isupper():
        return title
    words = title.lower().split()
    return " ".join(
        w if i and w in _PARTICLES else w[:1].upper() + w[1:] for i, w in enumerate(words)
    )
