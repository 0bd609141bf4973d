"""Reader for Akoma Ntoso (2.0 and OASIS 3.0) point-in-time expressions.

Several expressions (files) of one work become one :class:`NormHistory`: the earliest is the
original text, and each later one is compared with the one before it, component by component
(by ``eId``/``id``): a changed text is a substitution, a new unit an insertion, a missing one a
repeal, a unit under a new parent a renumbering. The changes are dated by the later expression
and attributed to the amendment events of that date (``lifecycle/eventRef`` →
``references/passiveRef``). XML is parsed with defusedxml: DTDs and entities are refused.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element

import defusedxml.ElementTree as SafeET
import pycountry
from defusedxml import DefusedXmlException

from legalkg.core.errors import InputError
from legalkg.norms.model import (
    ActInfo,
    Change,
    Component,
    NormHistory,
    Operation,
    Placement,
    VersionDates,
    WorkInfo,
)

NAMESPACES = ("http://www.akomantoso.org/2.0", "http://docs.oasis-open.org/legaldocml/ns/akn/3.0")
#: The XInclude namespace (its elements are refused: never fetched, never read).
XINCLUDE = "http://www.w3.org/2001/XInclude"
#: AKN hierarchical elements that become components, and their kinds.
CONTAINERS = {
    "book": "book",
    "part": "part",
    "title": "title",
    "chapter": "chapter",
    "division": "section",
    "section": "section",
    "subsection": "subsection",
    "article": "article",
    "paragraph": "paragraph",
    "subparagraph": "subitem",
    "item": "item",
    "point": "item",
    "clause": "item",
    "subclause": "subitem",
}
_LABEL_WORDS = {
    "part": "Part",
    "chapter": "Chapter",
    "book": "Book",
    "title": "Title",
    "article": "article",
    "section": "section",
}


@dataclass(frozen=True, slots=True)
class Unit:
    id: str
    kind: str
    parent: str
    label: str
    number: str | None
    text: str
    position: int


@dataclass(frozen=True, slots=True)
class Expression:
    """One AKN file: a point-in-time expression of a work."""

    path: Path
    work_uri: str
    title: str
    date: date
    language: str
    units: tuple[Unit, ...]
    amendments: tuple[tuple[dt.date, str, str], ...]  # (date, act URI, act title)
    original: bool = False  # the act says contains="originalVersion"
    #: AKN 3.0 analysis/passiveModifications/textualMod: target id → (type, act URI, provision)
    modifications: tuple[tuple[str, str, str, str | None], ...] = ()
    #: lifecycle/eventRef[@type=repeal] (or Indigo's metadata ``repeal``): (date, act URI, title)
    repeal: tuple[dt.date, str, str] | None = None
    #: The work's publication (``meta/publication/@date``, or Indigo's ``publication_date``),
    #: commencement and assent (Indigo's ``commencement_date``, ``assent_date``), when given.
    published: dt.date | None = None
    commenced: dt.date | None = None
    assented: dt.date | None = None


def xml_head(path: Path) -> bytes:
    """The first 4 KiB of an ``.xml`` file (b"" for another suffix or an unreadable file):
    enough to tell the XML formats apart by their root element."""
    if path.suffix.lower() != ".xml":
        return b""
    try:
        with path.open("rb") as f:
            return f.read(4096)
    except OSError:
        return b""


def is_akn(path: Path) -> bool:
    """True for an ``.xml`` file whose root element is ``akomaNtoso``."""
    return b"<akomaNtoso" in xml_head(path)


def _local(tag: str) -> tuple[str, str]:
    ns, _, name = tag[1:].partition("}") if tag.startswith("{") else ("", "", tag)
    return ns, name


def _text(el: Element) -> str:
    """The element's own text: everything except nested components."""
    parts = [el.text or ""]
    for child in el:
        if _local(child.tag)[1] not in CONTAINERS:
            parts.append(_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _segments(el: Element) -> list[str]:
    """The element's own text cut at each nested component, in document order: the text before
    the first one, then the text after each (``[_text(el)]`` when nothing is nested)."""
    out: list[list[str]] = [[el.text or ""]]

    def visit(e: Element) -> None:
        for c in e:
            if _local(c.tag)[1] in CONTAINERS:
                out.append([])
            else:
                out[-1].append(c.text or "")
                visit(c)
            out[-1].append(c.tail or "")

    visit(el)
    return ["".join(words) for words in out]


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _iso(value: str | None, where: str, field: str) -> date:
    try:
        return date.fromisoformat(str(value))
    except ValueError:
        raise InputError(where, f"{field}: {value!r} is not a date (YYYY-MM-DD)") from None


def _language(code: str) -> str:
    if len(code) == 3:
        found = pycountry.languages.get(alpha_3=code)
        if found is not None and hasattr(found, "alpha_2"):
            return str(found.alpha_2)
    return code


def read_expression(path: Path) -> Expression:
    """Parse one AKN file.

    :raises InputError: for malformed XML, a DTD or entity (refused), an unknown namespace or
        missing FRBR metadata.
    """
    try:
        # forbid_dtd: any DOCTYPE (an external DTD too: expat never fetches it, but it may
        # declare defaults that change the document) is refused, as entities are.
        root: Element = SafeET.parse(str(path), forbid_dtd=True).getroot()
    except DefusedXmlException as e:
        raise InputError(
            str(path),
            f"XML with a DTD or entities is refused ({e})",
            "Remove the DOCTYPE; entity expansion is disabled for safety",
        ) from None
    except SafeET.ParseError as e:
        line = getattr(e, "position", (0, 0))[0]
        raise InputError(f"{path}:{line}", f"malformed XML: {e}") from None
    except LookupError as e:  # expat: an XML declaration naming an unknown encoding
        raise InputError(
            f"{path}:1", f"unknown character encoding in the XML declaration: {e}", "Use UTF-8"
        ) from None
    except OSError as e:
        raise InputError(str(path), f"cannot read the file: {e}") from None
    include = next(root.iter(f"{{{XINCLUDE}}}include"), None)
    if include is not None:
        # XInclude is never processed (nothing is fetched): its text would be missing silently
        raise InputError(
            str(path),
            f"XInclude is not read (an xi:include of {include.get('href')!r}): its content "
            "would be missing",
            "Put the included text in the file itself",
        )
    ns, name = _local(root.tag)
    if name != "akomaNtoso" or ns not in NAMESPACES:
        raise InputError(
            str(path),
            f"not Akoma Ntoso: root {root.tag!r}",
            f"Expected akomaNtoso in {' or '.join(NAMESPACES)}",
        )
    q = f"{{{ns}}}"

    def find(xpath: str) -> Element | None:
        found: Element | None = root.find(xpath.replace("akn:", q))
        return found

    def value(xpath: str, attr: str) -> str | None:
        el = find(xpath)
        return el.get(attr) if el is not None else None

    where = str(path)
    work_uri = value(".//akn:FRBRWork/akn:FRBRuri", "value")
    expr_date = value(".//akn:FRBRExpression/akn:FRBRdate", "date")
    if not work_uri or not expr_date:
        raise InputError(
            where,
            "missing FRBRWork/FRBRuri or FRBRExpression/FRBRdate",
            "Every expression needs its work URI and its date",
        )
    title = (
        value(".//akn:FRBRWork/akn:FRBRalias", "value")
        or _clean(_text(find(".//akn:preface") or Element("x")))
        or work_uri
    )
    raw_language = value(".//akn:FRBRExpression/akn:FRBRlanguage", "language") or "en"
    _check_folder(path, work_uri, expr_date, raw_language)
    language = _language(raw_language)

    refs = {
        el.get("id") or el.get("eId"): (el.get("href", ""), el.get("showAs", ""))
        for el in root.iter(f"{q}passiveRef")
    }
    amendments = []
    repeal = None
    for event in root.iter(f"{q}eventRef"):
        kind = event.get("type")
        if kind not in ("amendment", "repeal"):
            continue
        ref = refs.get((event.get("source") or "").lstrip("#"))
        if ref and ref[0]:
            found = (_iso(event.get("date"), where, "eventRef/@date"), ref[0], ref[1])
            if kind == "amendment":
                amendments.append(found)
            else:
                repeal = found

    meta = _indigo_metadata(path)
    if meta.get("title"):
        title = str(meta["title"])
    for item in meta.get("amendments") or []:
        if isinstance(item, dict) and item.get("amending_uri") and item.get("date"):
            day = _iso(item["date"], f"{path.parent / 'metadata.json'}", "amendments[].date")
            amendments.append(
                (day, str(item["amending_uri"]), str(item.get("amending_title") or ""))
            )

    repealed = meta.get("repeal")
    if isinstance(repealed, dict) and repealed.get("repealing_uri") and repealed.get("date"):
        day = _iso(repealed["date"], f"{path.parent / 'metadata.json'}", "repeal.date")
        repeal = (day, str(repealed["repealing_uri"]), str(repealed.get("repealing_title") or ""))

    meta_file = f"{path.parent / 'metadata.json'}"

    def meta_date(key: str) -> date | None:
        value = meta.get(key)
        return _iso(str(value), meta_file, key) if value else None

    publication = value(".//akn:publication", "date")
    published = meta_date("publication_date") or (
        _iso(publication, where, "publication/@date") if publication else None
    )

    body = find(".//akn:body")
    units: list[Unit] = []
    if body is not None:
        _walk(body, "", "", units, {})
    # Schedules: AKN 2.0 <components><component>, 3.0 <attachments><attachment>, each a
    # schedule component whose own sections are ids under it ("component-schedule1/section-1").
    for holder in ("components", "attachments"):
        for container in root.iter(f"{q}{holder}"):
            for sched in container:
                sid = sched.get("eId") or sched.get("id")
                main = next((e for e in sched.iter() if _local(e.tag)[1] == "mainBody"), None)
                if not sid or main is None:
                    continue
                sid = re.sub(r"[^A-Za-z0-9_.-]", "_", sid)
                alias = next((e.get("value") for e in sched.iter(f"{q}FRBRalias")), None)
                label = alias or sid
                units.append(Unit(sid, "schedule", "", label, None, label, len(units)))
                _walk(main, sid, label, units, {}, scope=f"{sid}/")
    return Expression(
        path,
        work_uri,
        title.removesuffix(" as amended"),
        _iso(expr_date, where, "FRBRExpression/FRBRdate"),
        language,
        tuple(units),
        tuple(sorted({(d, uri): (d, uri, t) for d, uri, t in sorted(amendments)}.values())),
        original=any(el.get("contains") == "originalVersion" for el in root),
        modifications=tuple(_textual_mods(root, q)),
        repeal=repeal,
        published=published,
        commenced=meta_date("commencement_date"),
        assented=meta_date("assent_date"),
    )


_DAY_FOLDER = re.compile(r"\d{4}-\d{2}-\d{2}")
_LANGUAGE_FOLDER = re.compile(r"[a-z]{3}")


def _check_folder(path: Path, work_uri: str, day: str, language: str) -> None:
    """In the Indigo layout (``…/<work>/<language>/<date>/main.xml``) the folders must agree
    with the file's FRBR metadata: a file filed under another work, language or date is a
    copying mistake that would silently merge two works' histories."""
    date_dir, language_dir = path.parent, path.parent.parent
    if not (_DAY_FOLDER.fullmatch(date_dir.name) and _LANGUAGE_FOLDER.fullmatch(language_dir.name)):
        return
    work_dir = language_dir.parent.name
    checks = [
        ("FRBRWork/FRBRuri", work_uri, work_uri.rstrip("/").rsplit("/", 1)[-1], work_dir),
        ("FRBRExpression/FRBRlanguage", language, language, language_dir.name),
        ("FRBRExpression/FRBRdate", day, day, date_dir.name),
    ]
    for field, value, expected, folder in checks:
        if expected != folder:
            raise InputError(
                str(path),
                f"{field} {value!r} disagrees with its folder {folder!r} "
                f"(the layout is <work>/<language>/<date>/)",
                "Move the file to the folder of its work, language and date, or fix its "
                "FRBR metadata",
            )


def _textual_mods(root: Element, q: str) -> list[tuple[str, str, str, str | None]]:
    """(target id, type, amending act URI, provision of the act) for each ``textualMod``."""
    out = []
    for mod in root.iter(f"{q}textualMod"):
        source = mod.find(f"{q}source")
        destination = mod.find(f"{q}destination")
        if source is None or destination is None:
            continue
        target = (destination.get("href") or "").lstrip("#")
        act, _, provision = (source.get("href") or "").partition("/~")
        if target and act:
            out.append(
                (
                    re.sub(r"[^A-Za-z0-9_.-]", "_", target),
                    mod.get("type") or "",
                    act,
                    provision or None,
                )
            )
    return sorted(out)


def _indigo_metadata(path: Path) -> dict[str, Any]:
    """Indigo's ``metadata.json`` beside the XML, if any (its title and amendment list)."""
    beside = path.parent / "metadata.json"
    if not beside.is_file():
        return {}
    try:
        data = json.loads(beside.read_text("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise InputError(str(beside), f"cannot read Indigo metadata: {e}") from None
    if not isinstance(data, dict):
        raise InputError(str(beside), "Indigo metadata must be a JSON object")
    return data


def _walk(
    el: Element,
    parent: str,
    parent_label: str,
    out: list[Unit],
    seen: dict[str, int],
    scope: str = "",
    after: Callable[[], None] | None = None,
) -> None:
    """Collect the components under ``el``; ``scope`` prefixes ids (and labels) in a schedule;
    ``after`` is called after each component found (see the text segments below)."""
    for child in el:
        name = _local(child.tag)[1]
        if name not in CONTAINERS:
            _walk(child, parent, parent_label, out, seen, scope, after)
            continue
        raw_id = child.get("eId") or child.get("id")
        if not raw_id:
            _walk(child, parent, parent_label, out, seen, scope)
            if after is not None:
                after()
            continue
        cid = re.sub(r"[^A-Za-z0-9_.-]", "_", raw_id)
        # Real files repeat ids now and then: the n-th repeat (in document order) gets _n.
        seen[cid] = seen.get(cid, 0) + 1
        if seen[cid] > 1:
            cid = f"{cid}_{seen[cid]}"
        cid = scope + cid
        num_el = next((c for c in child if _local(c.tag)[1] == "num"), None)
        num = _clean(num_el.text or "") if num_el is not None else ""
        number = num.rstrip(".") or None
        if name in _LABEL_WORDS or not parent_label:
            # Sections, articles, parts and chapters are cited on their own ("section 4"),
            # whatever contains them (in a schedule: "Schedule 1, section 4"); their
            # subdivisions append to it ("section 4(1)(a)").
            word = _LABEL_WORDS.get(name, name)
            label = f"{word} {number}" if number else f"{word} {cid}"
            if scope:
                label = f"{_scope_label(out, scope)}, {label}"
        elif number and number.startswith("("):
            label = parent_label + number
        elif number:
            label = f"{parent_label} {number}"
        else:
            label = f"{parent_label} [{cid.rsplit('.', 1)[-1]}]"
        # The unit's own text is its words before its first part; words after a part (a list's
        # continuation, an AKN wrapUp) are read after that part: a unit of their own,
        # "<label> [text N]", so the whole unit reads in document order.
        segments = _segments(child)
        text = _clean(segments[0])
        out.append(Unit(cid, CONTAINERS[name], parent, label, number, text or label, len(out)))
        rest = iter(segments[1:])
        count = [0]

        def emit(cid: str = cid, label: str = label, rest: Any = rest, count: Any = count) -> None:
            count[0] += 1
            words = _clean(next(rest, ""))
            if words:
                key = f"{cid}__text{count[0]}"
                out.append(
                    Unit(key, "component", cid, f"{label} [text {count[0]}]", None, words, len(out))
                )

        _walk(child, cid, label, out, seen, scope, emit)
        if after is not None:
            after()


def _scope_label(units: list[Unit], scope: str) -> str:
    """The label of the schedule that ``scope`` (``"component-schedule1/"``) names."""
    sid = scope.rstrip("/")
    return next((u.label for u in units if u.id == sid), sid)


def histories(expressions: list[Expression]) -> list[NormHistory]:
    """Group expressions by work and turn each group into a :class:`NormHistory`.

    A work expressed in several languages becomes one history, in the language with the most
    expressions (then the first by code), whose ``translations`` are the others' histories.
    """
    by_work: dict[str, dict[str, list[Expression]]] = defaultdict(lambda: defaultdict(list))
    # Each work's publication and commencement, as any of its expressions gives them: an
    # amending act read in the same run dates the versions it produced (issue 33).
    dates: dict[str, tuple[date | None, date | None]] = {}
    for e in sorted(expressions, key=lambda e: (e.work_uri, e.date, str(e.path))):
        by_work[e.work_uri][e.language].append(e)
        old = dates.get(_act_id(e.work_uri), (None, None))
        dates[_act_id(e.work_uri)] = (old[0] or e.published, old[1] or e.commenced)
    out = []
    for _, languages in sorted(by_work.items()):
        ranked = sorted(languages.items(), key=lambda kv: (-len(kv[1]), kv[0]))
        main, *others = (
            history_from_expressions(sorted(group, key=lambda e: e.date), dates)
            for _, group in ranked
        )
        out.append(replace(main, translations=tuple(others)))
    return out


def _act_id(uri: str) -> str:
    return re.sub(r"[^A-Za-z0-9_./-]", "_", uri.strip("/")).replace("@", "_")


def _carry_ids(old: tuple[Unit, ...], new: tuple[Unit, ...]) -> tuple[Unit, ...]:
    """Keep a unit's identity when an export renamed its id but not its text or place.

    Indigo exports rename ids now and then (``section-16.subsection-0`` became
    ``section-16.paragraph-0`` with the same words): without this, an unchanged section would
    get a repeal and an insertion, and a new version.
    """
    old_ids, new_ids = {u.id for u in old}, {u.id for u in new}
    gone: dict[tuple[str, str], list[str]] = defaultdict(list)
    for u in old:
        if u.id not in new_ids:
            gone[(u.parent, u.text)].append(u.id)
    if not gone:
        return new  # every id is still there: nothing to rename
    rename: dict[str, str] = {}
    for u in new:  # document order: parents are renamed before their children
        if u.id not in old_ids:
            candidates = gone.get((rename.get(u.parent, u.parent), u.text))
            if candidates:
                rename[u.id] = candidates.pop(0)
    if not rename:
        return new
    # only the renamed units and their children are made anew (the others are equal)
    return tuple(
        replace(u, id=rename.get(u.id, u.id), parent=rename.get(u.parent, u.parent))
        if u.id in rename or u.parent in rename
        else u
        for u in new
    )


def _merged_order(exprs: list[Expression]) -> dict[str, int]:
    """One document order for every unit any expression has, consistent with each of them.

    The latest expression's order, and each unit only older expressions have placed right
    after the unit it follows there (the expressions taken from the latest back). The
    positions of two files are not comparable (a unit repealed since sits at its old file's
    index, among the new file's): ordering by them read art. 36, IV of the 1988 Constitution
    before its I, and a Slovak § 14(3)(d) before its (c).
    """
    order = [u.id for u in exprs[-1].units]
    known = set(order)
    for e in reversed(exprs[:-1]):
        after: dict[str, list[str]] = defaultdict(list)
        anchor = ""  # "" : before every unit
        for u in e.units:
            if u.id in known:
                anchor = u.id
            else:
                after[anchor].append(u.id)
        if not after:
            continue
        merged = list(after.get("", []))
        for cid in order:
            merged.append(cid)
            merged.extend(after.get(cid, []))
        order = merged
        known.update(order)
    return {cid: i for i, cid in enumerate(order)}


def history_from_expressions(
    exprs: list[Expression],
    dates: Mapping[str, tuple[date | None, date | None]] | None = None,
) -> NormHistory:
    """Dated whole texts of one work (oldest first) → a history, by comparing consecutive ones.

    ``dates``: the publication and commencement of works by act id (the amending acts read in
    the same run), to date the versions they produced.
    """
    dates = dates or {}
    for a, b in zip(exprs, exprs[1:], strict=False):
        if a.date == b.date:
            raise InputError(
                str(b.path),
                f"two expressions of {b.work_uri} dated {b.date} (also {a.path})",
                "Keep one expression per date and language",
            )
    aligned = [exprs[0]]
    for e in exprs[1:]:
        aligned.append(replace(e, units=_carry_ids(aligned[-1].units, e.units)))
    exprs = aligned
    first, last = exprs[0], exprs[-1]
    acts: dict[str, ActInfo] = {}
    for e in exprs:
        for day, uri, title in e.amendments:
            published, commenced = dates.get(_act_id(uri), (None, None))
            acts.setdefault(
                _act_id(uri),
                ActInfo(_act_id(uri), title or uri, day, published=published, in_force=commenced),
            )
        for _, _, uri, _ in e.modifications:  # an act only a textualMod names: a stub
            acts.setdefault(_act_id(uri), ActInfo(_act_id(uri), uri, e.date))
    positions = _merged_order(exprs)
    by_id = [{u.id: u for u in e.units} for e in exprs]
    # every unit as the latest expression that has it gives it, in order of first appearance
    latest: dict[str, Unit] = {}
    for units in by_id:
        latest.update(units)
    components = {
        cid: Component(cid, u.kind, u.label, u.number, (positions[cid],))
        for cid, u in latest.items()
    }
    original = tuple(Placement(u.id, u.parent, u.text, f"{first.path}") for u in first.units)
    changes: list[Change] = []
    for i, (before, after) in enumerate(zip(exprs, exprs[1:], strict=False)):
        old, new = by_id[i], by_id[i + 1]
        day = after.date
        act_ids = tuple(sorted(_act_id(uri) for d, uri, _ in after.amendments if d == day))
        undated = _undated_since(before, after)
        # A textualMod names the act (and its provision) that changed one unit.
        commanded = {t: (_act_id(act), prov) for t, _, act, prov in after.modifications}
        where = str(after.path)
        for cid, u in new.items():
            op: Operation
            was = old.get(cid)
            if was is None:
                op = "insertion"
            elif u.parent != was.parent:
                op = "renumbering"  # moved under another parent
            elif u.text != was.text:
                op = "substitution"
            else:
                continue
            placed = op != "substitution"
            act, provision = commanded.get(cid, (None, None))
            changes.append(
                Change(
                    day,
                    op,
                    cid,
                    text=u.text,
                    parent=u.parent if placed else None,
                    number=u.number if placed else None,
                    acts=(act,) if act else act_ids,
                    source_provision=provision,
                    where=where,
                    changed_after=undated,
                )
            )
        for cid in old:
            if cid not in new:
                act, provision = commanded.get(cid, (None, None))
                changes.append(
                    Change(
                        day,
                        "repeal",
                        cid,
                        acts=(act,) if act else act_ids,
                        source_provision=provision,
                        where=where,
                        changed_after=undated,
                    )
                )
    # The work's repeal (its lifecycle's repeal event) ends every version on that day.
    repeal = next((e.repeal for e in reversed(exprs) if e.repeal), None)
    if repeal is not None:
        day, uri, title = repeal
        acts.setdefault(_act_id(uri), ActInfo(_act_id(uri), title or uri, day))
        changes.append(Change(day, "revocation", "", acts=(_act_id(uri),), where=str(last.path)))
    # An expression that is not marked as the original (and has earlier amendment events) is
    # a consolidation: the history before it is not in the files.
    enacted = first.original or not any(d <= first.date for d, _, _ in first.amendments)
    work = WorkInfo(_act_id(last.work_uri), last.title, first.date, first.language, enacted=enacted)
    return NormHistory(
        work,
        components,
        original,
        tuple(changes),
        acts,
        str(last.path),
        expression_dates=tuple(e.date for e in exprs),
        version_dates=_version_dates(exprs, acts, enacted),
    )


def _undated_since(before: Expression, after: Expression) -> date | None:
    """When the changes between two whole texts are not dated by an act: the last day on
    which the earlier text is known to be in force (they happened after it, on or before the
    later text's date); ``None`` when an amendment event on the later text's date is the only
    one since the earlier text (that event dates them).

    With no event on the later date (LexML, a snapshot series without acts) the changes are
    known only to lie between the two texts' dates. With events in between (an amendment of
    2007 whose text is not among the expressions, before the one of 2015) each change may be
    either's: known only to lie after the day before the first of them (the lifecycle lists
    the work's amendments, so the earlier text held until then).
    """
    events = sorted({d for d, _, _ in after.amendments if before.date < d <= after.date})
    if events == [after.date]:
        return None
    if not events:
        return before.date
    return max(before.date, events[0] - dt.timedelta(days=1))


def _latest(days: list[date | None]) -> date | None:
    """The latest of ``days`` when every one is known, else ``None``."""
    known = [d for d in days if d is not None]
    return max(known) if known and len(known) == len(days) else None


def _version_dates(
    exprs: list[Expression], acts: Mapping[str, ActInfo], enacted: bool
) -> tuple[VersionDates, ...]:
    """The dates of each expression's version: the original text's are the work's own
    publication, commencement and assent (only when the first expression is the text as
    enacted); a later one's are the publication and commencement of the amending acts of its
    date, when every one of them is known (the latest of each)."""
    out = []
    first = exprs[0]
    published = next((e.published for e in exprs if e.published), None)
    commenced = next((e.commenced for e in exprs if e.commenced), None)
    assented = next((e.assented for e in exprs if e.assented), None)
    if enacted and (published or commenced):
        out.append(
            VersionDates(
                first.date,
                published=published,
                in_force_from=commenced if commenced != first.date else None,
                other=(("assent_date", assented),) if assented else (),
                where=str(first.path),
            )
        )
    for e in exprs[1:]:
        made = [acts[_act_id(uri)] for d, uri, _ in e.amendments if d == e.date]
        published_on = _latest([a.published for a in made])
        if published_on is None:
            continue
        start = _latest([a.in_force for a in made])
        out.append(
            VersionDates(
                e.date,
                published=published_on,
                in_force_from=start if start != e.date else None,
                where=str(e.path),
            )
        )
    return tuple(out)


def read_akn(paths: list[Path]) -> list[NormHistory]:
    """Read AKN files (any mix of works) into one history per work."""
    return histories([read_expression(p) for p in paths])
