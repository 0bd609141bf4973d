"""IRIs: minted here and nowhere else.

ELI-like, human-readable paths under a configurable base. The same source with the same base
always yields the same IRIs.

>>> iris = Minter("https://example.org/")
>>> w = iris.work("br/constituicao/1988")
>>> w.value
'https://example.org/eli/br/constituicao/1988'
>>> c = iris.component(w, "tit2/art6")
>>> v = iris.version(c, date(2000, 2, 14))
>>> v.value
'https://example.org/eli/br/constituicao/1988/tit2/art6/2000-02-14'
>>> iris.language_version(v, "pt").value
'https://example.org/eli/br/constituicao/1988/tit2/art6/2000-02-14/por'
>>> iris.action(w, date(2000, 2, 14), "tit2/art6").value
'https://example.org/eli/br/constituicao/1988/action/2000-02-14/tit2/art6'
"""

from __future__ import annotations

import json
import re
from datetime import date
from functools import cache

import pycountry
from pyoxigraph import NamedNode

DEFAULT_BASE = "https://example.org/"

_SEGMENT = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")
_DATE_SEGMENT = re.compile(r"\d{4}-\d{2}-\d{2}")
_LANG = re.compile(r"[a-zA-Z]{2,3}(-[A-Za-z0-9]{1,8})*")
#: Segments that would collide with the IRIs of versions, actions or graphs.
RESERVED_SEGMENTS = frozenset({"action"})
#: A valid id in one match (what the checks below accept, segment by segment); anything it
#: does not match goes through them for the message.
_VALID_SEGMENT = r"(?!\d{4}-\d{2}-\d{2}(?:/|\Z))(?!action(?:/|\Z))[A-Za-z0-9][A-Za-z0-9_.-]*"
_VALID_ID = re.compile(rf"{_VALID_SEGMENT}(?:/{_VALID_SEGMENT})*")


def check_local_id(local_id: str, *, what: str = "identifier") -> str:
    """Return ``local_id`` if it is a valid slash-separated path, else raise ``ValueError``.

    >>> check_local_id("tit2/art6")
    'tit2/art6'
    >>> check_local_id("tit2/2000-01-01")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: identifier 'tit2/2000-01-01': segment '2000-01-01' looks like a date, ...
    """
    if _VALID_ID.fullmatch(local_id):
        return local_id
    if not local_id:
        raise ValueError(f"{what} is empty")
    for segment in local_id.split("/"):
        if not _SEGMENT.fullmatch(segment):
            raise ValueError(
                f"{what} {local_id!r}: segment {segment!r} must be letters, digits, '_', '.' "
                "or '-', starting with a letter or digit"
            )
        if _DATE_SEGMENT.fullmatch(segment):
            raise ValueError(
                f"{what} {local_id!r}: segment {segment!r} looks like a date, which version "
                "IRIs use; rename it"
            )
        if segment in RESERVED_SEGMENTS:
            raise ValueError(f"{what} {local_id!r}: segment {segment!r} is reserved; rename it")
    return local_id


def check_language(tag: str) -> str:
    """Return a BCP 47 language tag (``pt``, ``en``, ``pt-BR``) if it is well formed.

    :raises ValueError: for anything else.
    """
    if not _LANG.fullmatch(tag):
        raise ValueError(f"language {tag!r} is not a BCP 47 tag such as 'pt' or 'en'")
    return tag


@cache
def language_code3(tag: str) -> str:
    """The ISO 639-3 code ELI uses in expression IRIs (``pt`` → ``por``, ``en`` → ``eng``).

    >>> language_code3("pt-BR")
    'por'
    """
    primary = check_language(tag).split("-")[0].lower()
    if len(primary) == 3:
        return primary
    found = _alpha3().get(primary)
    if found is None:
        raise ValueError(f"language {tag!r}: unknown ISO 639-1 code {primary!r}")
    return found


@cache
def _alpha3() -> dict[str, str]:
    """ISO 639-1 → 639-3 codes from pycountry's own table, read as JSON: what
    ``pycountry.languages.get(alpha_2=...).alpha_3`` gives (lower-cased key, the last entry
    wins), without building pycountry's objects and indexes for all 7,900 languages (0.1-0.2 s
    of every ingest)."""
    languages = pycountry.languages
    with open(languages.filename, encoding="utf-8") as f:
        entries = json.load(f)[languages.root_key]
    return {e["alpha_2"].lower(): str(e["alpha_3"]) for e in entries if "alpha_2" in e}


class Minter:
    """Mints every IRI legalkg writes, below ``base``.

    :param base: an absolute IRI ending in ``/`` or ``#``.
    :raises ValueError: for any other base.
    """

    def __init__(self, base: str = DEFAULT_BASE) -> None:
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s<>\"{}|\\^`]+[/#]", base):
            raise ValueError(
                f"base {base!r} must be an absolute http(s) IRI ending in '/' or '#', "
                "such as https://example.org/"
            )
        self.base = base

    def work(self, work_id: str) -> NamedNode:
        """The work ``{base}eli/{work_id}``."""
        return NamedNode(f"{self.base}eli/{check_local_id(work_id, what='work id')}")

    def component(self, work: NamedNode, component_id: str) -> NamedNode:
        """A component of ``work``; the empty id is the work itself."""
        if not component_id:
            return work
        return NamedNode(f"{work.value}/{check_local_id(component_id, what='component id')}")

    def version(self, component: NamedNode, start: date) -> NamedNode:
        """The temporal version of ``component`` that starts on ``start``."""
        return NamedNode(f"{component.value}/{start.isoformat()}")

    def language_version(self, version: NamedNode, language: str) -> NamedNode:
        """The language version of ``version`` in ``language`` (ISO 639-3 segment)."""
        return NamedNode(f"{version.value}/{language_code3(language)}")

    def action(self, work: NamedNode, day: date, component_id: str = "") -> NamedNode:
        """The macro action of ``work`` on ``day``, or its micro action on one component."""
        iri = f"{work.value}/action/{day.isoformat()}"
        if component_id:
            iri += "/" + check_local_id(component_id, what="component id")
        return NamedNode(iri)

    def graph(self, work_id: str) -> NamedNode:
        """The named graph holding the source of work ``work_id``."""
        return NamedNode(f"{self.base}graph/{check_local_id(work_id, what='work id')}")

    def file_graph(self, file_name: str) -> NamedNode:
        """The named graph holding a plain RDF file, by its file name."""
        return NamedNode(f"{self.base}graph/file/{check_local_id(file_name, what='file name')}")
