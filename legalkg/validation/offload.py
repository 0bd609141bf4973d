"""SHACL's SPARQL-based constraints run once each on Oxigraph instead of per focus node in the
engine, when their result cannot depend on the focus node's pre-binding (:func:`_join_safe`):
the same results as the engine's, several times faster.
"""

from __future__ import annotations

import functools
import io
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any, cast

import pyoxigraph as ox

from legalkg.validation.joinsafe import join_safe_fast

if TYPE_CHECKING:
    pass
from legalkg.validation.report import ValidationResult, _iri_local
from legalkg.validation.shapes import (
    _RDF_TYPE,
    _RDFS_SUBCLASS,
    _SH,
    _declared_prefixes,
    _quiet_rdflib,
    _sh,
)


def _sparql_on_oxigraph(
    chunks: list[bytes], checks: Future[list[_SparqlCheck]]
) -> list[ValidationResult]:
    """Load the data (N-Triples chunks, read in turn as one text: a blank node label means
    the same node in every chunk) into an in-memory Oxigraph store, then run ``checks``
    (given when the shapes have been sorted out, meanwhile) there."""
    store = ox.Store()
    reader = cast(IO[bytes], _ChunksReader(chunks))
    if any(b"_:" in chunk for chunk in chunks):
        # The bulk loader would rename blank nodes (to new random labels: the results of
        # the checks on them would not be the data's, nor the same twice).
        store.bulk_extend(
            ox.Quad(t.subject, t.predicate, t.object)
            for t in ox.parse(reader, format=ox.RdfFormat.N_TRIPLES)
        )
    else:
        store.bulk_load(reader, format=ox.RdfFormat.N_TRIPLES)
    chosen = checks.result()
    return _run_sparql_checks(store, chosen) if chosen else []


class _ChunksReader(io.RawIOBase):
    """The concatenation of ``chunks`` as a binary stream, without joining them."""

    def __init__(self, chunks: Sequence[bytes]) -> None:
        self._chunks = iter(chunks)
        self._view = memoryview(b"")

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        while not self._view:
            chunk = next(self._chunks, None)
            if chunk is None:
                return 0
            self._view = memoryview(chunk)
        n = min(len(buffer), len(self._view))
        buffer[:n] = self._view[:n]
        self._view = self._view[n:]
        return n


@dataclass(frozen=True, slots=True)
class _SparqlCheck:
    """A SPARQL-based constraint that legalkg runs itself, once for all focus nodes.

    Only constraints whose verdict is provably the same as SHACL's per-focus-node pre-binding
    are taken (see :func:`_join_safe`): then evaluating the query once with ``$this`` free and
    keeping the rows whose ``$this`` is a focus node gives the same rows.
    """

    shape: ox.NamedNode
    link: ox.Triple  # the (shape, sh:sparql, constraint) triple taken from the engine's shapes
    query: str  # with its PREFIX declarations
    targets: tuple[tuple[str, ox.NamedNode], ...]  # (sh:targetX local name, its object)
    path: str | None
    severity: str
    message: str


def _sparql_checks(triples: list[ox.Triple], *, check_safe: bool = True) -> list[_SparqlCheck]:
    """The SPARQL constraints of the shapes that legalkg can run itself with the same result
    as the engine: ``sh:select`` on a named shape whose focus nodes come from targets (its
    own, or those of the named node shapes that reach it through ``sh:property`` only), no
    ``sh:deactivated``, no message template, no ``$PATH``, ``?path`` or ``?message``, and a
    query that passes :func:`_join_safe` (not checked with ``check_safe=False``: the
    candidates, whose queries are then checked one by one)."""
    index: dict[tuple[Any, str], list[Any]] = {}
    referenced: dict[Any, list[tuple[Any, str]]] = {}
    for t in triples:
        index.setdefault((t.subject, t.predicate.value), []).append(t.object)
        referenced.setdefault(t.object, []).append((t.subject, t.predicate.value))

    def targets_of(shape: Any) -> list[tuple[str, ox.NamedNode]] | None:
        own = [
            (name, o)
            for name in ("targetClass", "targetNode", "targetSubjectsOf", "targetObjectsOf")
            for o in index.get((shape, _SH + name), [])
        ]
        if any(not isinstance(o, ox.NamedNode) for _, o in own) or index.get(
            (shape, _SH + "target")
        ):
            return None
        found = list(own)
        for parent, predicate in referenced.get(shape, []):
            if predicate != _SH + "property" or not isinstance(parent, ox.NamedNode):
                return None
            if referenced.get(parent) or index.get((parent, _SH + "deactivated")):
                return None  # a parent reached in other ways: leave it to the engine
            parent_targets = targets_of_node(parent)
            if parent_targets is None:
                return None
            found.extend(parent_targets)
        return found

    def targets_of_node(shape: Any) -> list[tuple[str, ox.NamedNode]] | None:
        own = [
            (name, o)
            for name in ("targetClass", "targetNode", "targetSubjectsOf", "targetObjectsOf")
            for o in index.get((shape, _SH + name), [])
        ]
        if any(not isinstance(o, ox.NamedNode) for _, o in own) or index.get(
            (shape, _SH + "target")
        ):
            return None
        return own

    checks = []
    for (shape, predicate), constraints in sorted(index.items(), key=lambda kv: str(kv[0][0])):
        if predicate != _SH + "sparql" or not isinstance(shape, ox.NamedNode):
            continue
        if index.get((shape, _SH + "deactivated")):
            continue
        targets = targets_of(shape)
        if not targets:
            continue
        paths = index.get((shape, _SH + "path"), [])
        if len(paths) > 1 or (paths and not isinstance(paths[0], ox.NamedNode)):
            continue
        severities = index.get((shape, _SH + "severity"), [_sh("Violation")])
        if len(severities) != 1 or not isinstance(severities[0], ox.NamedNode):
            continue
        for constraint in constraints:
            selects = index.get((constraint, _SH + "select"), [])
            messages = index.get((constraint, _SH + "message"), [])
            if (
                len(selects) != 1
                or not isinstance(selects[0], ox.Literal)
                or index.get((constraint, _SH + "deactivated"))
                or index.get((constraint, _SH + "severity"))
                or any(not isinstance(m, ox.Literal) or "{" in m.value for m in messages)
                or len(referenced.get(constraint, [])) != 1
            ):
                continue
            prefixes: dict[str, str] = {}
            for ontology in index.get((constraint, _SH + "prefixes"), []):
                prefixes.update(_declared_prefixes(index, ontology))
            head = "".join(f"PREFIX {p}: <{ns}>\n" for p, ns in sorted(prefixes.items()))
            query = head + selects[0].value
            if check_safe and not _join_safe(query):
                continue
            checks.append(
                _SparqlCheck(
                    shape=shape,
                    link=ox.Triple(shape, _sh("sparql"), constraint),
                    query=query,
                    targets=tuple(sorted(set(targets), key=str)),
                    path=str(paths[0]) if paths else None,
                    severity=_iri_local(severities[0].value),
                    message=" / ".join(sorted(m.value for m in messages))
                    if messages
                    else "SPARQLConstraintComponent",
                )
            )
    return checks


@functools.lru_cache(maxsize=1024)
def _join_safe(query: str) -> bool:
    """:func:`_join_safe_rdflib`, answered by :func:`legalkg.validation.joinsafe.join_safe_fast`
    without rdflib's SPARQL parser (0.5 s of import and parsing for the packaged shapes, on
    every validation's critical path) for the queries of its grammar; rdflib decides the rest.
    """
    fast = join_safe_fast(query)
    return _join_safe_rdflib(query) if fast is None else fast


@functools.lru_cache(maxsize=1024)
def _join_safe_rdflib(query: str) -> bool:
    """Whether evaluating ``query`` once with ``$this`` unbound, then keeping the rows whose
    ``?this`` is the focus node, gives exactly the rows of SHACL's pre-binding of ``$this``.

    True when the query is a plain ``SELECT`` projecting ``$this`` (and possibly ``?value``,
    nothing else the report reads: no ``?path``, ``?message``, ``$PATH``), without subqueries,
    ``GRAPH``, aggregates or modifiers, whose pattern *binds* ``?this`` in every solution
    (through triple patterns) and uses ``$this`` only where it is already bound: in a
    ``FILTER`` or ``BIND`` over a pattern that binds it, or inside an ``OPTIONAL`` whose left
    side binds it. Inner groups that mention ``$this`` without binding it first
    (W3C ``pre-binding-003``, ``-005``) or ``BIND ($this AS ?x)`` before any pattern
    (``pre-binding-004``) are not safe: the engine runs those.
    """
    try:
        from rdflib.plugins.sparql import prepareQuery

        with _quiet_rdflib():
            algebra = prepareQuery(query).algebra
    except Exception:  # noqa: BLE001 - anything rdflib cannot read is left to the engine
        return False
    import rdflib

    this = rdflib.Variable("this")
    if algebra.name != "SelectQuery" or algebra.get("datasetClause"):
        return False
    projected = set(algebra["PV"])
    if this not in projected or projected - {this, rdflib.Variable("value")}:
        return False
    if "PATH" in query:
        return False
    top = algebra["p"]
    if top.name == "Distinct":  # this is projected: DISTINCT per focus node = DISTINCT overall
        top = top["p"]
    if top.name != "Project":
        return False
    pattern = top["p"]

    def mentions(node: Any) -> bool:
        if node == this:
            return True
        if isinstance(node, dict):
            return any(mentions(v) for k, v in node.items() if k != "_vars")
        if isinstance(node, list | tuple):
            return any(mentions(v) for v in node)
        return False

    def check(node: Any) -> tuple[bool, bool]:
        """(safe, binds ?this in every solution)."""
        name = getattr(node, "name", None)
        if name == "BGP":
            return True, any(this in triple for triple in node["triples"])
        if name == "Join":
            s1, b1 = check(node["p1"])
            s2, b2 = check(node["p2"])
            return s1 and s2, b1 or b2
        if name == "Union":
            s1, b1 = check(node["p1"])
            s2, b2 = check(node["p2"])
            return s1 and s2, b1 and b2
        if name == "LeftJoin":
            s1, b1 = check(node["p1"])
            s2, _ = check(node["p2"])
            uses = mentions(node["p2"]) or mentions(node.get("expr"))
            return s1 and s2 and (b1 or not uses), b1
        if name == "Filter":
            s, b = check(node["p"])
            return s and (b or not mentions(node["expr"])), b
        if name == "Extend":
            s, b = check(node["p"])
            return s and node["var"] != this and (b or not mentions(node["expr"])), b
        if not mentions(node) and name in ("ToMultiSet",):
            return False, False
        return False, False

    safe, binds = check(pattern)
    return safe and binds


def _focus_nodes(
    store: ox.Store,
    targets: Sequence[tuple[str, ox.NamedNode]],
    *,
    union: bool = False,
    hierarchy: Sequence[ox.Triple] = (),
) -> set[Any]:
    """The focus nodes of SHACL targets in the default graph of ``store``
    (``sh:targetClass`` with ``rdfs:subClassOf*``, as SHACL defines class instances).

    ``sh:targetClass C`` is ``SELECT ?n { ?c rdfs:subClassOf* C . ?n a ?c }``: the classes
    ``?c`` (``C`` itself, the zero-length path, and every class with a ``subClassOf`` chain to
    it) are found by walking the ``subClassOf`` triples backwards, then their instances are
    looked up one class at a time (index look-ups, not a query per target)."""
    nodes: set[Any] = set()
    default = None if union else ox.DefaultGraph()  # union: every graph
    subclasses: dict[Any, list[Any]] | None = None
    for name, target in targets:
        if name == "targetNode":
            nodes.add(target)
        elif name == "targetClass":
            if subclasses is None:
                subclasses = {}
                for q in store.quads_for_pattern(None, _RDFS_SUBCLASS, None, default):
                    subclasses.setdefault(q.object, []).append(q.subject)
                for t in hierarchy:
                    subclasses.setdefault(t.object, []).append(t.subject)
            classes = {target}
            todo = [target]
            while todo:
                for sub in subclasses.get(todo.pop(), ()):
                    if sub not in classes:
                        classes.add(sub)
                        todo.append(sub)
            for c in classes:
                nodes.update(
                    q.subject for q in store.quads_for_pattern(None, _RDF_TYPE, c, default)
                )
        elif name == "targetSubjectsOf":
            nodes.update(q.subject for q in store.quads_for_pattern(None, target, None, default))
        else:  # targetObjectsOf
            nodes.update(q.object for q in store.quads_for_pattern(None, target, None, default))
    return nodes


def _run_sparql_checks(
    store: ox.Store,
    checks: Sequence[_SparqlCheck],
    *,
    union: bool = False,
    hierarchy: Sequence[ox.Triple] = (),
) -> list[ValidationResult]:
    """Run each check once on ``store``: one result per row whose ``?this`` is a focus node.

    :param union: on the union of ``store``'s graphs (each triple in one graph only, or the
        rows of a triple held twice come twice), not its default graph.
    :param hierarchy: ``rdfs:subClassOf`` triples for the targets beside the store's."""
    results = []
    focus_of: dict[tuple[tuple[str, ox.NamedNode], ...], set[Any]] = {}
    for check in checks:
        if check.targets not in focus_of:
            focus_of[check.targets] = _focus_nodes(
                store, check.targets, union=union, hierarchy=hierarchy
            )
        focus = focus_of[check.targets]
        if not focus:
            continue
        rows = store.query(check.query, use_default_graph_as_union=union)
        assert isinstance(rows, ox.QuerySolutions)
        has_value = "value" in [v.value for v in rows.variables]
        for row in rows:
            node = row["this"]
            if node is None or node not in focus:
                continue
            value = row["value"] if has_value else None
            if value is None and check.path is None:
                value = node  # a node shape's result has the focus node as its value
            results.append(
                ValidationResult(
                    focus_node=str(node),
                    result_path=check.path,
                    value=str(value) if value is not None else None,
                    severity=check.severity,
                    constraint="SPARQLConstraintComponent",
                    shape=str(check.shape),
                    message=check.message,
                )
            )
    return results


# ---------------------------------------------------------------------------------------------
# Reading RDF
