"""Whether a SPARQL constraint is join-safe, read from its tokens (no rdflib).

``legalkg.validation.offload._join_safe`` decides whether a SHACL SPARQL constraint can be run once
with ``$this`` free instead of once per focus node. It reads rdflib's algebra of the query,
which costs rdflib's SPARQL parser (about 0.5 s of import and parsing for the packaged shapes,
on the critical path of every validation). :func:`join_safe_fast` gives the same verdict for
the queries of a small grammar, and None for every other query (then rdflib decides):

``PREFIX… SELECT [DISTINCT] $this [?value] [WHERE] { … }``, whose groups hold only triples,
``FILTER``, ``OPTIONAL``, ``BIND`` and (``UNION``s of) inner groups, with nothing after the
group. It builds the tree rdflib builds (SPARQL 1.1, 18.2.2): a group is the join of its
parts, an ``OPTIONAL`` a left join of what precedes it whose inner filters become its
condition, a ``BIND`` an extend of what precedes it, and the group's filters one filter around
it all; then applies the rule of ``_join_safe`` to it. ``tests/test_validate_offload.py``
holds the two to the same verdict on every query of the packaged shapes, the shape fixtures
and the W3C SHACL test suite, and on the hand-written cases of its ``test_join_safe``.

This module imports nothing of legalkg (``legalkg.validation.shacl`` imports it).

>>> join_safe_fast("SELECT $this WHERE { $this <p> ?o FILTER (?o != $this) }")
True
>>> join_safe_fast("SELECT $this WHERE { OPTIONAL { $this <p> ?o } }")
False
>>> join_safe_fast("SELECT $this WHERE { $this <p> ?o } ORDER BY ?o") is None
True
"""

from __future__ import annotations

import re

_TOKEN = re.compile(
    r"(?P<skip>\s+|#[^\n]*)"
    r'|(?P<str>"""(?:[^"\\]|\\.|"(?!""))*"""'
    r"|'''(?:[^'\\]|\\.|'(?!''))*'''"
    r'|"(?:[^"\\\n]|\\.)*"'
    r"|'(?:[^'\\\n]|\\.)*')"
    r'|(?P<iri><[^<>"{}|^`\\\s]*>)'
    r"|(?P<var>[?$][A-Za-z0-9_\u00b7\u00c0-\uffff]+)"
    r"|(?P<name>[A-Za-z_][\w.-]*:?[\w.-]*|:[\w.-]*)"
    r"|(?P<num>[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)"
    r"|(?P<punct>\|\||&&|\^\^|!=|<=|>=|[{}()\[\].;,!=<>+\-*/^|@])"
)
#: Keywords that end a triples block; those the grammar does not take make it give up.
_STOP = frozenset(
    ("FILTER", "OPTIONAL", "BIND", "UNION", "MINUS", "GRAPH", "SERVICE", "VALUES", "SELECT")
)
_OUTSIDE = frozenset(("UNION", "MINUS", "GRAPH", "SERVICE", "VALUES", "SELECT"))

Token = tuple[str, str]


class _NotFast(Exception):
    """The query is outside the grammar: rdflib decides."""


def join_safe_fast(query: str) -> bool | None:
    """``_join_safe``'s verdict on ``query``, or None when the query is outside the grammar."""
    if "PATH" in query:
        return False  # as _join_safe, whatever else the query is
    tokens: list[Token] = []
    pos = 0
    while pos < len(query):
        m = _TOKEN.match(query, pos)
        if m is None:
            return None
        pos = m.end()
        kind = m.lastgroup
        assert kind is not None
        text = m.group(kind)
        if kind == "skip":
            continue
        if kind == "iri" and ("?" in text or "$" in text):
            return None  # it could be a comparison the pattern took for an IRI
        tokens.append((kind, text.upper() if kind == "name" else text))
    try:
        return _Reader(tokens).query()
    except _NotFast:
        return None


def _is_this(token: Token) -> bool:
    return token[0] == "var" and token[1][1:] == "this"


class _Reader:
    def __init__(self, tokens: list[Token]) -> None:
        self.tokens = tokens
        self.pos = 0

    def peek(self) -> Token:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ("end", "")

    def take(self, text: str | None = None) -> Token:
        token = self.peek()
        if token[0] == "end" or (text is not None and token[1] != text):
            raise _NotFast
        self.pos += 1
        return token

    def query(self) -> bool:
        while self.peek()[1] in ("PREFIX", "BASE"):
            if self.take()[1] == "PREFIX" and self.take()[0] != "name":
                raise _NotFast
            if self.take()[0] != "iri":
                raise _NotFast
        self.take("SELECT")
        if self.peek()[1] == "DISTINCT":
            self.take()
        projected = set()
        while self.peek()[0] == "var":
            projected.add(self.take()[1][1:])
        if not projected or self.peek()[1] not in ("WHERE", "{"):
            raise _NotFast  # SELECT *, expressions, REDUCED, FROM…
        if self.peek()[1] == "WHERE":
            self.take()
        safe, binds = self.group()
        if self.peek()[0] != "end":
            raise _NotFast  # solution modifiers, VALUES…
        if "this" not in projected or projected - {"this", "value"}:
            return False
        return safe and binds

    def mentions(self, start: int) -> bool:
        return any(_is_this(t) for t in self.tokens[start : self.pos])

    def balanced(self, open_: str, close: str) -> None:
        self.take(open_)
        depth = 1
        while depth:
            token = self.take()
            depth += (token[1] == open_) - (token[1] == close)

    def constraint(self) -> None:
        """A FILTER's constraint: ``(…)``, ``[NOT] EXISTS {…}`` or ``function(…)``."""
        token = self.peek()
        if token[1] == "(":
            self.balanced("(", ")")
        elif token[1] in ("NOT", "EXISTS"):
            if self.take()[1] == "NOT":
                self.take("EXISTS")
            self.balanced("{", "}")
        elif token[0] in ("name", "iri") and token[1] not in _STOP:
            self.take()
            self.balanced("(", ")")
        else:
            raise _NotFast

    def group(self) -> tuple[bool, bool]:
        """A group as rdflib's tree: (safe, binds ``$this`` in every solution)."""
        (safe, binds), filters = self.group_and_filters()
        if filters is not None:
            safe = safe and (binds or not filters)
        return safe, binds

    def group_and_filters(self) -> tuple[tuple[bool, bool], bool | None]:
        """A group without its filters, and whether they mention ``$this`` (None: none)."""
        self.take("{")
        safe, binds = True, False
        filters: bool | None = None
        while True:
            token = self.peek()
            start = self.pos
            if token[1] == "}":
                self.take()
                return (safe, binds), filters
            if token[1] == ".":
                self.take()
            elif token[1] == "FILTER":
                self.take()
                self.constraint()
                filters = bool(filters) or self.mentions(start)
            elif token[1] == "OPTIONAL":
                self.take()
                (inner_safe, _), _ = self.group_and_filters()
                # LeftJoin(what precedes, the inner group, its filters)
                safe = safe and inner_safe and (binds or not self.mentions(start))
            elif token[1] == "BIND":
                self.take()
                self.take("(")
                depth = 1
                while not (depth == 1 and self.peek()[1] == "AS"):
                    t = self.take()
                    depth += (t[1] == "(") - (t[1] == ")")
                    if depth == 0:
                        raise _NotFast
                uses = self.mentions(start)
                self.take("AS")
                var = self.take()
                if var[0] != "var":
                    raise _NotFast
                self.take(")")
                # Extend(what precedes, the expression, the variable)
                safe = safe and not _is_this(var) and (binds or not uses)
            elif token[1] == "{":
                inner_safe, inner_binds = self.group()
                while self.peek()[1] == "UNION":
                    self.take()
                    other_safe, other_binds = self.group()
                    inner_safe, inner_binds = inner_safe and other_safe, inner_binds and other_binds
                safe, binds = safe and inner_safe, binds or inner_binds
            elif token[0] == "name" and token[1] in _OUTSIDE:
                raise _NotFast  # MINUS, GRAPH, SERVICE, VALUES, subqueries
            else:
                binds = self.triples() or binds

    def triples(self) -> bool:
        """A triples block; whether one of its triples has ``$this``."""
        found = False
        while True:
            token = self.peek()
            if token[0] == "end" or token[1] in ("{", "}") or token[1] in _STOP:
                return found  # the next part of the group
            self.take()
            found = found or _is_this(token)
