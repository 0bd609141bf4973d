r"""What a SPARQL query may do, decided on the query as a SPARQL parser reads it.

``legalkg serve`` and ``legalkg sparql`` refuse ``SERVICE`` (a call from this process to
another server) unless told otherwise. The decision is not taken on a second, hand-written
reading of the text (a lexer that the query can desynchronise: ``BIND(1<'>' AS ?x)`` made the
old one skip a ``SERVICE`` that Oxigraph then ran). It is taken so:

1. The text is bounded before anything parses it: its size, and its nesting depth (the most
   ``(``, ``{`` and ``[`` open at once, counted on the raw characters, so a bracket inside a
   string counts too: the bound is conservative). A query over it is refused as *too deeply
   nested*, before a parser's recursion can crash a worker.
2. The ``\uXXXX`` / ``\UXXXXXXXX`` escapes are expanded, as SPARQL 1.1 (§19.2) says they are,
   before parsing; the expanded text is the one that runs, so Oxigraph and the check read the
   same characters. (Oxigraph alone decodes them only inside IRIs and strings, rdflib
   everywhere: ``"\u0022" SERVICE … "\u0022"`` was a string to one and a call to the other.)
   A text that still holds an escape after that (``\u005Cu0041``) is refused, and so is a bare
   carriage return (Oxigraph ends a comment there, rdflib only at a line feed).
3. ``SERVICE`` is a keyword: after step 2 it can only be spelled with the letters
   ``s e r v i c e`` (in any case). A query whose text does not hold them can call nobody.
   Any other query is parsed by rdflib's SPARQL 1.1 parser (a dependency) and refused if the
   parse tree holds a ``SERVICE`` pattern anywhere (subqueries, ``EXISTS``, ``OPTIONAL``, with
   an IRI, a prefixed name or a variable), or if it cannot be parsed (a refusal, not a guess).

Independently of this check, the query workers of ``legalkg serve`` have no network
(:mod:`legalkg.serve.sandbox`), so a ``SERVICE`` the check missed still reaches nobody.

>>> prepare("SELECT * WHERE { ?s ?p ?o }")
'SELECT * WHERE { ?s ?p ?o }'
>>> prepare("SELECT ?service WHERE { ?service <urn:p> 'SERVICE <http://x/> {}' }")[:15]
'SELECT ?service'
>>> prepare("SELECT * { BIND(1<'>' AS ?x) SERVICE SILENT <http://127.0.0.1:9/> {} }")
Traceback (most recent call last):
...
legalkg.sparql.check.QueryRefused: SERVICE (a federated query) is not allowed here: ...
>>> prepare("ASK { \\u0053ERVICE <http://127.0.0.1:9/> {} }")
Traceback (most recent call last):
...
legalkg.sparql.check.QueryRefused: SERVICE (a federated query) is not allowed here: ...
"""

from __future__ import annotations

import re
import unicodedata
from itertools import accumulate
from typing import Any

from legalkg.core.errors import LegalKGError

#: The most brackets (``(``, ``{``, ``[``) a query may have open at once.
MAX_DEPTH = 128
#: The most characters a query may have.
MAX_LENGTH = 1_000_000

_ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")
_LEFT_ESCAPE = re.compile(r"\\[uU][0-9A-Fa-f]{4}")
_BRACKETS = re.compile(r"[^(){}\[\]]+")
_STEP = {"(": 1, "{": 1, "[": 1, ")": -1, "}": -1, "]": -1}


class QueryRefused(LegalKGError):
    """A query this server will not run; ``kind`` says why (``service``, ``complexity``,
    ``unreadable``)."""

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


SERVICE_REFUSED = (
    "SERVICE (a federated query) is not allowed here: this server never calls other servers "
    "(the operator may allow it: legalkg serve --allow-service). Run the SERVICE part on its "
    "own server and join the results"
)


def depth(text: str) -> int:
    """The most brackets open at once in ``text`` (brackets in strings count too).

    >>> depth("SELECT * { { ?s ?p (1 2 [ ]) } }")
    4
    """
    brackets = "".join(_BRACKETS.split(text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def _expand(m: re.Match[str]) -> str:
    code = int(m.group(1) or m.group(2), 16)
    if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
        raise QueryRefused(f"the escape {m.group(0)} is not a Unicode character", "unreadable")
    return chr(code)


def prepare(
    text: str,
    *,
    allow_service: bool = False,
    max_depth: int = MAX_DEPTH,
    max_length: int = MAX_LENGTH,
) -> str:
    """The text to run for the query ``text``, once it is known to be allowed.

    :param allow_service: let ``SERVICE`` patterns through (nothing is parsed then but the
        bounds and the escapes).
    :raises QueryRefused: a query over the bounds, with a leftover escape or a bare carriage
        return, or (unless ``allow_service``) one that has or may have a ``SERVICE`` pattern.
    """
    if len(text) > max_length:
        raise QueryRefused(
            f"the query has {len(text)} characters; this server reads at most {max_length}",
            "complexity",
        )
    found = depth(text)
    if found > max_depth:
        raise QueryRefused(
            f"the query is too deeply nested: {found} brackets open at once, this server "
            f"allows {max_depth}; flatten it (fewer nested groups, sub-queries or parentheses)",
            "complexity",
        )
    if "\\" in text:
        text = _ESCAPE.sub(_expand, text)
        if _LEFT_ESCAPE.search(text):
            raise QueryRefused(
                "the query still holds a \\u escape once its escapes are expanded (an escaped "
                "backslash before 'u'); write the characters themselves",
                "unreadable",
            )
    if "\r" in text.replace("\r\n", ""):
        raise QueryRefused(
            "the query has a carriage return that does not end a line (CR without LF); "
            "end its lines with LF or CR LF",
            "unreadable",
        )
    if allow_service or not _may_hold_service(text):
        return text
    tree = _parse(text)
    if _has_service(tree):
        raise QueryRefused(SERVICE_REFUSED, "service")
    return text


def _may_hold_service(text: str) -> bool:
    """Whether ``text`` has the letters of ``service`` in a row, in any case and any
    compatibility form (``ſERVICE`` is not a keyword to Oxigraph, but costs nothing to
    parse)."""
    if text.isascii():
        return "service" in text.lower()
    return "service" in unicodedata.normalize("NFKC", text).casefold()


def _parse(text: str) -> Any:
    """rdflib's parse tree of ``text``, parsed in a thread of its own with a deep stack (the
    grammar recurses some twenty Python calls per bracket: :data:`MAX_DEPTH` brackets need
    more than the default recursion limit)."""
    import sys
    import threading

    from pyparsing import ParseBaseException
    from rdflib.plugins.sparql.parser import Query

    out: dict[str, Any] = {}

    def parse() -> None:
        try:
            # The escapes are expanded already: the grammar is called directly, so that
            # rdflib does not expand them a second time (parseQuery would).
            out["tree"] = Query.parse_string(text, parse_all=True)
        except BaseException as e:  # handed to the caller's thread
            out["error"] = e

    limit = sys.getrecursionlimit()
    size = threading.stack_size()
    try:
        sys.setrecursionlimit(max(limit, 60 * MAX_DEPTH + 2000))
        threading.stack_size(64 * 1024 * 1024)  # measured: 128 brackets need under 48 MB
        thread = threading.Thread(target=parse, name="querycheck")
        try:
            thread.start()
        except RuntimeError:  # no memory for its stack (a small --worker-memory)
            sys.setrecursionlimit(limit)
            raise QueryRefused(
                "the query mentions 'service' and this server has no memory left to check it; "
                "a query that may call another server is not run unread",
                "complexity",
            ) from None
    finally:
        threading.stack_size(size)
    thread.join()
    sys.setrecursionlimit(limit)
    try:
        if "error" in out:
            raise out["error"]
        return out["tree"]
    except ParseBaseException as e:
        raise QueryRefused(
            "the query mentions 'service' and this server's SPARQL 1.1 parser cannot read it "
            f"({e.msg} at line {e.lineno}, column {e.col}); a query that may call another "
            "server is not run unread. Check its syntax",
            "unreadable",
        ) from None
    except RecursionError:
        # The depth is bounded above (MAX_DEPTH parses within this recursion limit): what
        # recurses without end is rdflib's parse action of a SERVICE pattern that holds
        # another one (it re-reads the whole text for each).
        raise QueryRefused(SERVICE_REFUSED, "service") from None


def _has_service(node: Any) -> bool:
    """Whether the rdflib parse tree ``node`` holds a ``ServiceGraphPattern`` anywhere."""
    from pyparsing import ParseResults
    from rdflib.plugins.sparql.parserutils import CompValue

    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, CompValue):
            if item.name == "ServiceGraphPattern":
                return True
            stack.extend(item.values())
        elif isinstance(item, ParseResults | list | tuple):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
    return False
