"""Which named graphs a core-SHACL validation may read together: the rule that lets
``legalkg.validation.shacl`` run pyshacl-turbo on groups of graphs instead of on all at once, with
the same report.

Legal data splits along its sources: each work, by-law, complaint or law-graph file is its own
named graph, and graphs barely touch. A SHACL engine reads the data from focus nodes and value
nodes; when the shapes only ever read a node's own triples, and, for the predicates named
inside a ``sh:inversePath`` (the *backward* predicates), the triples that have it as object,
the report on a node depends only on the graphs that hold those triples.

The linking rule. Graphs ``A != B`` are *linked* when

(a) a term (an IRI or a blank node; blank node labels name one node across graphs, as in the
    store) occurs as a subject in ``B`` and anywhere (subject or object, ``rdf:type`` objects
    included) in ``A``; or
(b) for a backward predicate ``p`` of the rule, a term (IRI, blank node *or literal*) occurs
    anywhere in ``A`` and as the object of a ``p`` triple in ``B``.

A term used only as a predicate links nothing (no core constraint evaluates a predicate).

Why it is exact. Core SHACL evaluates a focus or value node ``n`` by reading triples that have
``n`` as subject (forward paths, ``sh:class`` through ``rdf:type`` and ``rdfs:subClassOf``,
``sh:closed``, ``sh:equals``/``sh:disjoint``/``sh:lessThan``, targets through ``rdf:type``)
and, for backward predicates, triples ``? p n``; every node it goes on to evaluate (a value
node, a class of ``sh:class``, a node of ``sh:node``/``sh:property`` nesting, a step of a
sequence or ``*`` path) is reached by one such step. Take ``n`` occurring in graph ``A`` (it
is a focus or value node found there). Its subject triples lie in the graphs where it is a
subject, all linked to ``A`` by (a); its ``? p n`` triples lie in graphs linked to ``A`` by
(b). By induction over the steps, every triple the evaluation reads lies in the linked
component of ``A``. So each node's results are the same when the engine is given the graphs of
its component (plus the class hierarchy, which ``legalkg.validation.shacl`` gives to every run) as
when it is given all the data, and a run on a union of whole components reports exactly the
results of the focus nodes it holds.

Three things are read from no graph of the data and are dealt with by the caller or here:

- ``sh:targetNode`` constants (:attr:`SplitRule.target_nodes`) are focus nodes in every run,
  found in the data or not: ``legalkg.validation.shacl`` gives the components that mention them, and
  the targeting shapes, to one run only;
- the class hierarchy (``rdfs:subClassOf`` triples of the packaged ontologies), given to every
  run: a data graph with one of its classes as a subject (:attr:`SplitRule.hierarchy`) may
  extend a chain that another graph's ``sh:class`` walks through the hierarchy without naming
  the class: that graph is linked to every graph;
- shapes that may read the data anywhere (SPARQL-based constraints left to the engine,
  SPARQL-based constraint components, SHACL-AF targets and rules, JavaScript), or targets
  whose focus nodes the hierarchy itself supplies (``sh:targetSubjectsOf``/``-ObjectsOf
  rdfs:subClassOf``), or paths that walk ``rdfs:subClassOf``: :func:`split_rule` gives None
  and no split is made.

This module imports only pyoxigraph and ``legalkg.core.namespaces``; ``legalkg.validation.shacl``
uses it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pyoxigraph as ox

from legalkg.core.namespaces import PREFIXES

__all__ = [
    "LinkKeys",
    "SplitRule",
    "components",
    "keyed_components",
    "link_keys",
    "linked_graphs",
    "rule_digest",
    "split_rule",
]

_SH = PREFIXES["sh"]
_RDF = PREFIXES["rdf"]
_SUBCLASS = PREFIXES["rdfs"] + "subClassOf"

#: Shape predicates whose evaluation may read the data anywhere: no split is exact.
_ANYWHERE = frozenset(
    _SH + name
    for name in (
        "sparql",
        "validator",
        "nodeValidator",
        "propertyValidator",
        "target",
        "targetValidator",
        "rule",
        "jsFunctionName",
        "jsLibrary",
        "jsLibraryURL",
    )
)
#: Predicates of SHACL paths (sequences are RDF lists).
_PATH_LINKS = frozenset(
    [
        *(
            _SH + name
            for name in (
                "inversePath",
                "alternativePath",
                "zeroOrMorePath",
                "oneOrMorePath",
                "zeroOrOnePath",
            )
        ),
        _RDF + "first",
        _RDF + "rest",
    ]
)
_NIL = _RDF + "nil"

Term = ox.NamedNode | ox.BlankNode | ox.Literal


@dataclass(frozen=True, slots=True)
class SplitRule:
    """What the linking rule needs to know of the shapes (see the module docstring).

    :param backward: the predicates read backwards (every IRI inside a ``sh:inversePath``,
        sorted by IRI).
    :param target_nodes: the ``sh:targetNode`` constants, sorted by their N-Triples text.
    :param hierarchy: the classes of the hierarchy given to every run beside the data (IRIs,
        sorted); a graph with one of them as a subject is linked to every graph.
    """

    backward: tuple[ox.NamedNode, ...] = ()
    target_nodes: tuple[Term, ...] = ()
    hierarchy: tuple[ox.NamedNode, ...] = ()


def split_rule(
    shape_triples: Sequence[ox.Triple], hierarchy: Iterable[ox.Triple] = ()
) -> SplitRule | None:
    """The :class:`SplitRule` of a shapes graph (the shapes the core engine evaluates, i.e.
    without the SPARQL constraints run elsewhere), or None when the shapes may read the data
    anywhere, so that no split is exact.

    :param shape_triples: the shapes graph.
    :param hierarchy: the ``rdfs:subClassOf`` triples given to every run beside the data.

    >>> from legalkg.core.namespaces import PREFIXES
    >>> sh = lambda n: ox.NamedNode(PREFIXES["sh"] + n)
    >>> s, b, p = ox.NamedNode("urn:s"), ox.BlankNode("b"), ox.NamedNode("urn:p")
    >>> split_rule([ox.Triple(s, sh("path"), b), ox.Triple(b, sh("inversePath"), p)])
    SplitRule(backward=(<NamedNode value=urn:p>,), target_nodes=(), hierarchy=())
    >>> split_rule([ox.Triple(s, sh("sparql"), b)]) is None
    True
    """
    objects: dict[object, list[ox.NamedNode | ox.BlankNode | ox.Literal]] = {}
    backward_roots = []
    target_nodes: set[Term] = set()
    for t in shape_triples:
        p = t.predicate.value
        if p in _ANYWHERE:
            return None
        if (
            p in (_SH + "targetSubjectsOf", _SH + "targetObjectsOf")
            and isinstance(t.object, ox.NamedNode)
            and t.object.value == _SUBCLASS
        ):
            return None  # the hierarchy supplies focus nodes of its own to every run
        if p == _SH + "inversePath":
            backward_roots.append(t.object)
        elif p == _SH + "targetNode" and isinstance(
            t.object, ox.NamedNode | ox.BlankNode | ox.Literal
        ):
            target_nodes.add(t.object)
        if p in _PATH_LINKS or p == _SH + "path":
            objects.setdefault(t.subject, []).append(t.object)  # type: ignore[arg-type]
    # Every path: a forward step through rdfs:subClassOf reads the hierarchy beyond the data.
    for t in shape_triples:
        if t.predicate.value == _SH + "path" and _SUBCLASS in _path_iris(t.object, objects):
            return None
    backward: set[str] = set()
    for root in backward_roots:
        backward |= _path_iris(root, objects)
    classes = {
        term.value
        for t in hierarchy
        for term in (t.subject, t.object)
        if isinstance(term, ox.NamedNode)
    }
    return SplitRule(
        backward=tuple(ox.NamedNode(p) for p in sorted(backward)),
        target_nodes=tuple(sorted(target_nodes, key=str)),
        hierarchy=tuple(ox.NamedNode(c) for c in sorted(classes)),
    )


def _path_iris(root: object, objects: dict[object, list[Term]]) -> set[str]:
    """The IRIs of the predicates a SHACL path (its root node) steps through."""
    found: set[str] = set()
    seen: set[object] = set()
    todo = [root]
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        if isinstance(node, ox.NamedNode):
            if node.value != _NIL:
                found.add(node.value)
            continue
        todo.extend(objects.get(node, ()))
    return found


def _v(name: str) -> ox.Variable:
    return ox.Variable(name)


#: A linkage query: its text, and the backward predicates bound by substitution (``?bp``).
_Query = tuple[str, dict[ox.Variable, ox.NamedNode]]


def _queries(rule: SplitRule) -> tuple[list[_Query], list[_Query]]:
    """The linkage queries for graph ``?g`` (bound by substitution), each giving graphs
    ``?h`` linked to it: with ``?g`` as ``A`` of the rule, and as ``B``.

    Their shape is what Oxigraph (0.5) evaluates in time proportional to ``?g``'s size: a
    ``DISTINCT`` subquery of ``?g``'s terms joined with a ``UNION`` of look-ups, which it runs
    as index look-ups per term (a join with a single pattern, or a subquery with a union of
    several ``?bp`` patterns, it runs as a hash join over the whole store)."""
    bps = [(f"?bp{i}", {_v(f"bp{i}"): p}) for i, p in enumerate(rule.backward)]
    all_bps = {k: v for _, b in bps for k, v in b.items()}
    names = " ".join(["?g", *(name for name, _ in bps)])
    # g as A: the terms of g, a subject in h (a) or a p-object in h (b).
    in_h = " UNION ".join(
        ["{ GRAPH ?h { ?x ?q ?v } }", *(f"{{ GRAPH ?h {{ ?w {bp} ?x }} }}" for bp, _ in bps)]
    )
    as_a = (
        f"SELECT DISTINCT {names} ?h WHERE {{ "
        f"{{ SELECT DISTINCT {names} ?x WHERE {{ "
        "{ GRAPH ?g { ?x ?p ?o } } UNION { GRAPH ?g { ?s ?p ?x } } } } "
        f"{in_h} FILTER (?h != ?g) }}"
    )
    # g as B: its subjects (a), and its objects of each p (b), anywhere in h.
    anywhere = "{ GRAPH ?h { ?x ?q ?v } } UNION { GRAPH ?h { ?w ?q ?x } } FILTER (?h != ?g) }"
    as_b: list[_Query] = [
        (
            "SELECT DISTINCT ?g ?h WHERE { "
            f"{{ SELECT DISTINCT ?g ?x WHERE {{ GRAPH ?g {{ ?x ?p ?o }} }} }} {anywhere}",
            {},
        )
    ]
    for bp, binding in bps:
        as_b.append(
            (
                f"SELECT DISTINCT ?g {bp} ?h WHERE {{ "
                f"{{ SELECT DISTINCT ?g {bp} ?x WHERE {{ GRAPH ?g {{ ?s {bp} ?x }} }} }} "
                + anywhere,
                binding,
            )
        )
    return [(as_a, all_bps)], as_b


_EXTENDS_HIERARCHY = "SELECT DISTINCT ?c ?g WHERE { GRAPH ?g { ?c ?p ?o } }"


class _Linker:
    """The links of ``store``'s named graphs, each graph queried at most once per direction."""

    def __init__(self, store: ox.Store, rule: SplitRule) -> None:
        self._store = store
        self._queries = _queries(rule)
        self._cache: dict[tuple[ox.NamedNode, int], set[ox.NamedNode]] = {}
        self._rule = rule
        self._extending: set[ox.NamedNode] | None = None
        self._all: list[ox.NamedNode] | None = None

    def all_graphs(self) -> list[ox.NamedNode]:
        if self._all is None:
            self._all = sorted(self._store.named_graphs(), key=str)  # type: ignore[arg-type]
        return self._all

    def extending(self) -> set[ox.NamedNode]:
        """The graphs with a class of the hierarchy as a subject."""
        if self._extending is None:
            found: set[ox.NamedNode] = set()
            for c in self._rule.hierarchy:
                rows = self._store.query(_EXTENDS_HIERARCHY, substitutions={_v("c"): c})
                assert isinstance(rows, ox.QuerySolutions)
                found.update(g for row in rows if isinstance(g := row["g"], ox.NamedNode))
            self._extending = found
        return self._extending

    def links(self, graph: ox.NamedNode, direction: int) -> set[ox.NamedNode]:
        """The graphs linked to ``graph`` with it as ``A`` (direction 0) or as ``B`` (1)."""
        got: set[ox.NamedNode] | None
        got = self._cache.get((graph, direction))
        if got is None:
            got = set()
            for query, bps in self._queries[direction]:
                bindings = {_v("g"): graph, **bps}
                rows = self._store.query(query, substitutions=bindings)  # type: ignore[arg-type]
                assert isinstance(rows, ox.QuerySolutions)
                got.update(h for row in rows if isinstance(h := row["h"], ox.NamedNode))
            extending = self.extending()
            if extending:  # such a graph is linked to every graph (module docstring)
                got.update(self.all_graphs() if graph in extending else extending)
            got.discard(graph)
            self._cache[(graph, direction)] = got
        return got


def linked_graphs(
    store: ox.Store, seeds: Iterable[ox.NamedNode], rule: SplitRule
) -> set[ox.NamedNode]:
    """The ``seeds`` and every named graph of ``store`` linked to them, transitively (the
    rule of the module docstring, either way round). Each graph reached is queried (SPARQL
    queries run by Oxigraph, its name and the backward predicates bound by substitution): the
    cost grows with the size of the graphs visited, not of the store.

    >>> s = ox.Store()
    >>> g1, g2, g3 = (ox.NamedNode(f"urn:g{i}") for i in (1, 2, 3))
    >>> a, b, p = ox.NamedNode("urn:a"), ox.NamedNode("urn:b"), ox.NamedNode("urn:p")
    >>> s.add(ox.Quad(a, p, b, g1)); s.add(ox.Quad(b, p, ox.Literal("x"), g2))
    >>> s.add(ox.Quad(ox.NamedNode("urn:c"), p, ox.Literal("x"), g3))
    >>> sorted(g.value for g in linked_graphs(s, [g1], SplitRule()))
    ['urn:g1', 'urn:g2']
    >>> sorted(g.value for g in linked_graphs(s, [g1], SplitRule(backward=(p,))))
    ['urn:g1', 'urn:g2', 'urn:g3']
    """
    linker = _Linker(store, rule)
    found = set(seeds)
    todo = sorted(found, key=str)
    while todo:
        g = todo.pop()
        for h in sorted(linker.links(g, 0) | linker.links(g, 1), key=str):
            if h not in found:
                found.add(h)
                todo.append(h)
    return found


def components(
    store: ox.Store, rule: SplitRule, graphs: Iterable[ox.NamedNode] | None = None
) -> list[tuple[ox.NamedNode, ...]]:
    """The linked components of ``graphs`` (default: every named graph of ``store``): links
    to graphs outside ``graphs`` are not followed. Each component is sorted by IRI, and the
    components by their first graph.

    Every graph is queried once, as ``B`` of the rule only (the cheaper side: its subjects and
    backward objects, not all its terms): a link between two of the graphs is found from its
    ``B`` side.

    >>> s = ox.Store()
    >>> g1, g2, g3 = (ox.NamedNode(f"urn:g{i}") for i in (1, 2, 3))
    >>> a, b, p = ox.NamedNode("urn:a"), ox.NamedNode("urn:b"), ox.NamedNode("urn:p")
    >>> s.add(ox.Quad(a, p, b, g1)); s.add(ox.Quad(b, p, a, g3)); s.add(ox.Quad(p, p, p, g2))
    >>> [[g.value for g in c] for c in components(s, SplitRule())]
    [['urn:g1', 'urn:g3'], ['urn:g2']]
    """
    linker = _Linker(store, rule)
    chosen = linker.all_graphs() if graphs is None else sorted(set(graphs), key=str)
    parent = {g: g for g in chosen}

    def root(g: ox.NamedNode) -> ox.NamedNode:
        while parent[g] != g:
            parent[g] = parent[parent[g]]
            g = parent[g]
        return g

    for g in chosen:
        for h in linker.links(g, 1):
            if h in parent:
                a, b = sorted((root(g), root(h)), key=str)
                parent[b] = a
    groups: dict[ox.NamedNode, list[ox.NamedNode]] = {}
    for g in chosen:
        groups.setdefault(root(g), []).append(g)
    return sorted((tuple(sorted(c, key=str)) for c in groups.values()), key=lambda c: str(c[0]))


# --------------------------------------------------------------------------------------------
# The same linkage from each graph's own text (ingest's parallel readers)


@dataclass(frozen=True)
class LinkKeys:
    """What one graph offers the linking rule, as 64-bit digests of N-Triples terms (sorted,
    each once): ``terms``, every term of the graph (subjects and objects, IRIs and blank
    nodes); ``keys``, the terms that may link it as ``B``: its subjects and the objects of the
    rule's backward predicates (a subset of ``terms``). Made by :func:`link_keys`; compared
    by :func:`keyed_components`. A digest shared by chance can only join components (an extra
    link), never split one: the runs stay exact."""

    terms: bytes
    keys: bytes
    #: :func:`rule_digest` of the rule the keys were made under ("" when not told)
    rule: str = ""

    def to_bytes(self) -> bytes:
        """The keys as bytes (for a store's notes: ``legalkg.ingest`` keeps them beside each
        graph, so that a later write links its changes without querying the store); read
        back with :meth:`from_bytes`."""
        head = f"linkkeys 1 {self.rule} {len(self.terms)} {len(self.keys)}\n".encode()
        return head + self.terms + self.keys

    @classmethod
    def from_bytes(cls, data: bytes) -> LinkKeys | None:
        """What :meth:`to_bytes` wrote, or None for anything else.

        >>> k = LinkKeys(_digests([b"<urn:x>"]), _digests([]), rule="r")
        >>> LinkKeys.from_bytes(k.to_bytes()) == k, LinkKeys.from_bytes(b"linkkeys 2")
        (True, None)
        """
        end = data.find(b"\n")
        fields = data[:end].split(b" ") if end > 0 else []
        if len(fields) != 5 or fields[:2] != [b"linkkeys", b"1"]:
            return None
        if not (fields[3].isdigit() and fields[4].isdigit()):
            return None
        n_terms, n_keys = int(fields[3]), int(fields[4])
        body = data[end + 1 :]
        if len(body) != n_terms + n_keys or n_terms % 8 or n_keys % 8:
            return None
        return cls(body[:n_terms], body[n_terms:], fields[2].decode("ascii", "replace"))


def rule_digest(rule: SplitRule) -> str:
    """A digest of what :func:`link_keys` reads of ``rule`` (keys made under another rule
    are not compared with these)."""
    import hashlib

    text = "\n".join(
        [
            *(f"b {p.value}" for p in rule.backward),
            *(f"t {t}" for t in rule.target_nodes),
            *(f"h {c.value}" for c in rule.hierarchy),
        ]
    )
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _digests(terms: Iterable[bytes]) -> bytes:
    import hashlib

    import numpy as np

    values = np.fromiter(
        (int.from_bytes(hashlib.blake2b(t, digest_size=8).digest(), "little") for t in terms),
        dtype=np.uint64,
    )
    return np.unique(values).tobytes()


def link_keys(text: bytes, rule: SplitRule) -> LinkKeys | None:
    """The :class:`LinkKeys` of one graph given as N-Triples text (as pyoxigraph writes it:
    ``S P O .``, one triple a line), or None when the text holds what the keys do not cover
    (then the caller links the graphs in a store, :func:`components`): a subject that is a
    class of ``rule.hierarchy`` (linked to every graph), a literal object of a backward
    predicate (rule (b) links literals too), a quoted triple or a line not in that form.

    Literals are left out of ``terms``: a literal is never a subject, so it links two graphs
    only as the object of a backward predicate, and that case gives None.

    >>> rule = SplitRule(backward=(ox.NamedNode("urn:p"),))
    >>> keys = link_keys(b'<urn:a> <urn:q> <urn:b> .\\n<urn:b> <urn:p> "x" .\\n', rule)
    >>> keys is None
    True
    >>> keys = link_keys(b'<urn:a> <urn:q> <urn:b> .\\n<urn:a> <urn:q> "x y" .\\n', rule)
    >>> len(keys.terms) // 8, len(keys.keys) // 8
    (2, 1)
    """
    backward = {f"<{p.value}>".encode() for p in rule.backward}
    hierarchy = {f"<{c.value}>".encode() for c in rule.hierarchy}
    subjects: set[bytes] = set()
    objects: set[bytes] = set()
    keys: set[bytes] = set()
    for line in text.split(b"\n"):
        if not line:
            continue
        parts = line.split(b" ", 2)
        if (
            len(parts) != 3
            or not parts[2].endswith(b" .")
            or parts[0][:1] not in (b"<", b"_")
            or parts[0].startswith(b"<<")
            or b"\t" in line
        ):
            return None
        subject, predicate, rest = parts
        obj = rest[:-2]
        subjects.add(subject)
        if obj[:1] == b'"':
            if predicate in backward:
                return None
            continue
        if obj.startswith(b"<<"):
            return None
        objects.add(obj)
        if predicate in backward:
            keys.add(obj)
    if subjects & hierarchy:
        return None
    keys |= subjects
    return LinkKeys(terms=_digests(subjects | objects), keys=_digests(keys), rule=rule_digest(rule))


def keyed_components(keys: Sequence[LinkKeys]) -> list[list[int]]:
    """The linked components of graphs given by their :class:`LinkKeys` (positions in
    ``keys``), each sorted, sorted by their first: graphs ``A`` and ``B`` are linked when a
    term of ``A`` is a key of ``B`` (rules (a) and (b) of the module docstring). Every graph
    holding such a term is then linked to ``B``, so the graphs that share a key are one
    component.

    >>> a = LinkKeys(_digests([b"<urn:x>", b"<urn:y>"]), _digests([b"<urn:x>"]))
    >>> b = LinkKeys(_digests([b"<urn:y>", b"<urn:z>"]), _digests([b"<urn:z>"]))
    >>> c = LinkKeys(_digests([b"<urn:y>"]), _digests([b"<urn:y>"]))
    >>> keyed_components([a, b]), keyed_components([a, b, c])
    ([[0], [1]], [[0, 1, 2]])
    """
    import numpy as np

    parent = list(range(len(keys)))
    if len(keys) > 1:
        terms = [np.frombuffer(k.terms, dtype=np.uint64) for k in keys]
        owners = np.repeat(np.arange(len(keys)), [len(t) for t in terms])
        flat = np.concatenate(terms)
        order = np.argsort(flat, kind="stable")
        flat, owners = flat[order], owners[order]
        shared = np.unique(flat[1:][flat[1:] == flat[:-1]])  # in two graphs or more
        every_key = np.unique(
            np.concatenate([np.frombuffer(k.keys, dtype=np.uint64) for k in keys])
        )
        linking = shared[np.isin(shared, every_key, assume_unique=True)]
        starts = np.searchsorted(flat, linking, side="left")
        ends = np.searchsorted(flat, linking, side="right")

        def root(i: int) -> int:
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        for start, end in zip(starts.tolist(), ends.tolist(), strict=True):
            first = root(int(owners[start]))
            for i in owners[start + 1 : end].tolist():
                other = root(int(i))
                if other != first:
                    first, other = min(first, other), max(first, other)
                    parent[other] = first
        for i in range(len(parent)):
            parent[i] = root(i)
    groups: dict[int, list[int]] = {}
    for i, r in enumerate(parent):
        groups.setdefault(r, []).append(i)
    return sorted(groups.values())
