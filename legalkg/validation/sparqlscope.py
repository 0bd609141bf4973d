"""What a SPARQL constraint can read from its focus node: the predicates it follows backwards.

A partial re-ingest validates the graphs a change can reach (``legalkg.validation.split``): a
node's results depend only on the graphs linked to it, where two graphs are linked through a
node that is a subject in one and appears in the other, or through a term that is the object
of a *backward* predicate in one and appears in the other. The core constraints' backward
predicates are those of their ``sh:inversePath``\\s; this module finds those of a SPARQL
constraint's query, or says that there is no such bound.

:func:`backward_predicates` reads the query's algebra (rdflib's) and walks its triple patterns
from ``$this``, the way a solution for one focus node is made: a pattern whose subject is
already reached adds its object (a *forward* step: the triple is one of the subject's, in a
graph where that node is a subject); a pattern whose object is reached adds its subject (a
*backward* step: its predicate is recorded); a property path with an inverse step, or taken
backwards, records every predicate in it. The query is *local* when every pattern of every
group (``OPTIONAL``, ``UNION``, ``MINUS``, ``FILTER [NOT] EXISTS`` included) is reached that
way; a variable reached only inside an ``OPTIONAL``, only in one branch of a ``UNION``, or
made by ``BIND`` reaches nothing further. Anything else (a variable predicate, a pattern of two
constants, a negated path, a sub-query, ``GRAPH``, ``SERVICE``, ``VALUES``, aggregates) may read
the data anywhere: the answer is None, and the caller validates the whole state.

>>> q = '''SELECT $this ?value WHERE {
...     $this <urn:versionOf> ?c ; <urn:from> ?from .
...     ?value <urn:versionOf> ?c ; <urn:from> ?other .
...     FILTER (?value != $this && ?from = ?other) }'''
>>> sorted(backward_predicates(q))
['urn:versionOf']
>>> backward_predicates("SELECT $this WHERE { $this <urn:p> ?x . ?y <urn:q> ?z }") is None
True
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

__all__ = ["backward_predicates"]


class _Wide(Exception):
    """The query may read triples no walk from ``$this`` reaches."""


@functools.lru_cache(maxsize=256)
def backward_predicates(query: str) -> frozenset[str] | None:
    """The IRIs of the predicates ``query`` may follow from object to subject, when every
    triple it can read for a focus node is reached from that node (see the module); None
    when it may read anything, or when rdflib cannot read it."""
    try:
        from rdflib.plugins.sparql import prepareQuery

        algebra = prepareQuery(query).algebra
    except Exception:  # noqa: BLE001 - anything rdflib cannot read may read anything
        return None
    import rdflib

    if algebra.name != "SelectQuery" or algebra.get("datasetClause"):
        return None
    walker = _Walker(rdflib)
    try:
        walker.group(algebra["p"], frozenset({rdflib.Variable("this")}))
    except _Wide:
        return None
    return frozenset(walker.backward)


class _Walker:
    def __init__(self, rdflib: Any) -> None:
        self.rdflib = rdflib
        self.backward: set[str] = set()

    def is_var(self, term: Any) -> bool:
        return isinstance(term, (self.rdflib.Variable, self.rdflib.BNode))

    def group(self, node: Any, reached: frozenset[Any]) -> frozenset[Any]:
        """Walk one group from the variables ``reached`` before it: the variables it binds in
        every solution, reached from ``$this`` (raises :class:`_Wide` when it cannot)."""
        triples: list[Any] = []
        parts: list[Any] = []
        conditions: list[Any] = []
        self._flatten(node, triples, parts, conditions)
        found: set[str] = set()
        now = set(reached)
        progress = True
        while progress:
            progress = False
            for triple in list(triples):
                step = self._step(triple, now)
                if step is not None:
                    triples.remove(triple)
                    found |= step
                    progress = True
            for part in list(parts):
                try:
                    inner = _Walker(self.rdflib)
                    out = inner.part(part, frozenset(now))
                except _Wide:
                    continue  # perhaps once more is reached
                parts.remove(part)
                found |= inner.backward
                if not out <= now:
                    now |= out
                progress = True
        if triples or parts:
            raise _Wide
        for condition in conditions:
            found |= self._condition(condition, frozenset(now))
        self.backward |= found
        return frozenset(now)

    def _flatten(
        self, node: Any, triples: list[Any], parts: list[Any], conditions: list[Any]
    ) -> None:
        name = node.name
        if name in ("Project", "Distinct"):
            self._flatten(node["p"], triples, parts, conditions)
        elif name == "Join":
            self._flatten(node["p1"], triples, parts, conditions)
            self._flatten(node["p2"], triples, parts, conditions)
        elif name == "BGP":
            triples.extend(node["triples"])
        elif name == "Filter":
            self._flatten(node["p"], triples, parts, conditions)
            conditions.append(node["expr"])
        elif name in ("LeftJoin", "Union", "Minus", "Extend"):
            parts.append(node)
        else:
            raise _Wide  # Graph, Service, values, sub-queries, aggregates, slices...

    def part(self, node: Any, reached: frozenset[Any]) -> frozenset[Any]:
        name = node.name
        if name == "LeftJoin":
            left = self.group(node["p1"], reached)
            self.group(node["p2"], left)  # what only the optional part binds reaches nothing
            self.backward |= self._condition(node.get("expr"), left)
            return left
        if name == "Union":
            return self.group(node["p1"], reached) & self.group(node["p2"], reached)
        if name == "Minus":
            left = self.group(node["p1"], reached)
            self.group(node["p2"], left)
            return left
        assert name == "Extend"
        inner = self.group(node["p"], reached)
        self.backward |= self._condition(node["expr"], inner)
        return inner  # the new variable is a value, not a node reached by a link

    def _condition(self, expr: Any, reached: frozenset[Any]) -> set[str]:
        """The backward predicates of the (NOT) EXISTS groups inside an expression."""
        found: set[str] = set()
        for exists in self._exists(expr):
            walker = _Walker(self.rdflib)
            walker.group(exists.graph, reached)  # rdflib keeps the translated group here
            found |= walker.backward
        return found

    def _exists(self, expr: Any) -> Iterable[Any]:
        from rdflib.plugins.sparql.parserutils import CompValue

        if isinstance(expr, CompValue):
            if expr.name in ("Builtin_EXISTS", "Builtin_NOTEXISTS"):
                yield expr
                return
            for key, value in expr.items():
                if key != "_vars":
                    yield from self._exists(value)
        elif isinstance(expr, (list, tuple)):
            for value in expr:
                yield from self._exists(value)

    def _step(self, triple: Any, reached: set[Any]) -> set[str] | None:
        """Take one pattern if one of its ends is reached: its backward predicates (and the
        other end is reached too); None while neither end is."""
        s, p, o = triple
        if self.is_var(p):
            raise _Wide  # a variable predicate
        predicates, inverse = self._path(p)
        if s in reached:
            if self.is_var(o):
                reached.add(o)
            return set(predicates) if inverse else set()
        if o in reached:
            if self.is_var(s):
                reached.add(s)
            return set(predicates)
        if not self.is_var(s) and not self.is_var(o):
            raise _Wide  # two constants: reached from nowhere
        return None

    def _path(self, p: Any) -> tuple[list[str], bool]:
        """The IRIs in a predicate or property path, and whether it has an inverse step."""
        from rdflib import paths

        if isinstance(p, self.rdflib.URIRef):
            return [str(p)], False
        if isinstance(p, paths.InvPath):
            found, _ = self._path(p.arg)
            return found, True
        if isinstance(p, (paths.SequencePath, paths.AlternativePath)):
            found = []
            inverse = False
            for arg in p.args:
                more, inv = self._path(arg)
                found += more
                inverse = inverse or inv
            return found, inverse
        if isinstance(p, paths.MulPath):
            return self._path(p.path)
        raise _Wide  # a negated property set, or what rdflib adds later
