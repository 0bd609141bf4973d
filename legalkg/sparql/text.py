"""What a SPARQL query text asks for, read by a SPARQL 1.1 lexer (no evaluation).

The store and the server need two facts before they run a query: whether it names its own
dataset (``FROM`` / ``FROM NAMED``: then the union default graph must not replace it) and
whether it calls another server (``SERVICE``). The second is only informative here: whether a
query may run is decided by :mod:`legalkg.sparql.check`, on a real SPARQL parse (a lexer can be
desynchronised: ``BIND(1<'>' AS ?x)`` hid a ``SERVICE`` from this one). Both are keywords
that the SPARQL 1.1 grammar allows in one place only, so a lexer that skips what cannot hold a
keyword (comments, strings, IRIs, variables, prefixed names, language tags) finds them exactly;
``?from``, ``"FROM"``, ``<http://x/FROM>``, ``ex:service`` or ``# SERVICE`` are not keywords.
Oxigraph does not decode ``\\u`` escapes outside strings, so ``\\u0053ERVICE`` is a syntax
error there, never a keyword.

>>> scan('SELECT ?from WHERE { ?s ex:from ?from } # FROM <x>').dataset
False
>>> scan('select * from named <urn:g> { graph ?g { ?s ?p ?o } }').dataset
True
>>> scan('SELECT * { SeRvIcE <http://127.0.0.1:9/> { ?s ?p ?o } }').service
True
>>> scan('SELECT * { ?s ?p "SERVICE <http://x/>" }').service
False
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# One token per alternative; order matters (long strings before short ones).
_TOKEN = re.compile(
    r"""
    (?P<comment>\#[^\r\n]*)
  | (?P<string>'''(?:[^'\\]|\\.|'(?!''))*'''|\"\"\"(?:[^"\\]|\\.|"(?!""))*\"\"\"
      |'(?:[^'\\\r\n]|\\.)*'|"(?:[^"\\\r\n]|\\.)*")
  | (?P<iri><[^<>"{}|^`\\\x00-\x20]*>)
  | (?P<var>[?$][\w\u00b7\u0300-\u036f\u203f-\u2040]+)
  | (?P<lang>@[A-Za-z]+(?:-[A-Za-z0-9]+)*)
  | (?P<name>(?:[\w\-.%:]|\\[_~.\-!$&'()*+,;=/?\#@%])+)
  | (?P<other>\S)
    """,
    re.VERBOSE | re.DOTALL,
)


@dataclass(frozen=True, slots=True)
class QueryText:
    """Facts about a query text.

    :ivar dataset: it has a dataset clause (``FROM`` or ``FROM NAMED``).
    :ivar service: it has a ``SERVICE`` pattern (a federated call to another server).
    :ivar keywords: the keywords found, upper-cased, in order.
    :ivar default_graphs: the IRIs after ``FROM``, as written (prefixed names expanded).
    :ivar named_graphs: the IRIs after ``FROM NAMED``.
    :ivar resolved: every dataset IRI could be read (``False`` for a relative IRI or an
        unknown prefix: the server must read the clause itself).
    """

    dataset: bool
    service: bool
    keywords: tuple[str, ...]
    default_graphs: tuple[str, ...] = ()
    named_graphs: tuple[str, ...] = ()
    resolved: bool = True


def _tokens(query: str) -> list[tuple[str, str]]:
    return [
        (kind, m.group(kind))
        for m in _TOKEN.finditer(query)
        for kind in ("iri", "var", "name", "other", "string", "lang")
        if m.group(kind)
    ]


def _is_keyword(word: str) -> bool:
    return ":" not in word and not word[0].isdigit() and word[0] not in "-."


def keywords(query: str) -> list[str]:
    """The bare words of ``query`` (keywords and function names), upper-cased, in order.

    >>> keywords('PREFIX ex: <http://e/> ASK { ?s ex:p "x" } # c')
    ['PREFIX', 'ASK']
    """
    return [text.upper() for kind, text in _tokens(query) if kind == "name" and _is_keyword(text)]


def scan(query: str, prefixes: dict[str, str] | None = None) -> QueryText:
    """Read ``query`` for its dataset clause and ``SERVICE`` calls (see the module doc).

    :param prefixes: prefixes known without a ``PREFIX`` line (the query's own win).

    >>> q = scan("PREFIX g: <urn:g:> SELECT * FROM g:a FROM NAMED <urn:b> { ?s ?p ?o }")
    >>> q.default_graphs, q.named_graphs, q.resolved
    (('urn:g:a',), ('urn:b',), True)
    """
    tokens = _tokens(query)
    known = dict(prefixes or {})
    words: list[str] = []
    defaults: list[str] = []
    named: list[str] = []
    resolved = True
    for i, (kind, text) in enumerate(tokens):
        if kind != "name" or not _is_keyword(text):
            continue
        word = text.upper()
        words.append(word)
        if word == "PREFIX" and i + 2 < len(tokens) and tokens[i + 2][0] == "iri":
            name = tokens[i + 1][1]
            if name.endswith(":"):
                known[name[:-1]] = tokens[i + 2][1][1:-1]
        elif word == "FROM":
            j = i + 1
            target = defaults
            if j < len(tokens) and tokens[j][1].upper() == "NAMED":
                target, j = named, j + 1
            iri = _iri(tokens[j] if j < len(tokens) else ("", ""), known)
            if iri is None:
                resolved = False
            else:
                target.append(iri)
    return QueryText(
        dataset="FROM" in words,
        service="SERVICE" in words,
        keywords=tuple(words),
        default_graphs=tuple(defaults),
        named_graphs=tuple(named),
        resolved=resolved,
    )


def _iri(token: tuple[str, str], prefixes: dict[str, str]) -> str | None:
    kind, text = token
    if kind == "iri":
        iri = text[1:-1]
        return iri if re.match(r"[A-Za-z][A-Za-z0-9+.\-]*:", iri) else None  # relative: no
    if kind == "name" and ":" in text:
        prefix, _, local = text.partition(":")
        if prefix in prefixes and "\\" not in local:
            return prefixes[prefix] + local
    return None
