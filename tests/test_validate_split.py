"""pyshacl-turbo in several runs, one per group of linked graphs (``legalkg.validation.split``,
``validate.SPLIT_RUNS``), gives the report of one run on all the data, byte for byte.

Compared with the split on and off, and with ``validate_triples`` of the same triples: on the
Constitution, the by-laws, the events and the law graph (clean, with injected violations, and
with nodes whose triples were moved into other graphs: a value's ``rdf:type`` under
``sh:class``, the ``lkg:producedBy`` triple an inverse path reads, a blank node shared by two
graphs); on every shape fixture and on the W3C SHACL test suite, each data graph cut into
several named graphs (by subject, and by triple so that a subject spans graphs). Unit tests
of ``linked_graphs`` and ``components`` on hand-made stores cover each clause of the rule, and
a rule with a clause dropped is shown to give another report.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from pathlib import Path

import pyoxigraph as ox
import pytest
from shacl_suite import cases
from test_validate_offload import CORPORA, _inject

import legalkg.validation.shacl as validate
import legalkg.validation.split as vs
from legalkg.core.namespaces import LKG_NS, PREFIXES
from legalkg.ingest import build_graphs
from legalkg.validation import shapes as validation_shapes
from legalkg.validation.report import ValidationReport
from legalkg.validation.shacl import validate_ntriples, validate_triples
from legalkg.validation.split import SplitRule, components, linked_graphs, split_rule

DATA = Path(__file__).resolve().parent / "data"
FIXTURES = sorted((DATA / "shapes").glob("*/*/*.ttl"))
CASES = [c for c in cases() if not c.failure]
_TYPE = ox.NamedNode(PREFIXES["rdf"] + "type")
_SH = PREFIXES["sh"]

N = ox.NamedNode


def _texts(graphs: Mapping[ox.NamedNode, list[ox.Triple]]) -> dict[ox.NamedNode, bytes]:
    return {g: ox.serialize(ts, format=ox.RdfFormat.N_TRIPLES) or b"" for g, ts in graphs.items()}


def _compare(
    monkeypatch: pytest.MonkeyPatch,
    graphs: Mapping[ox.NamedNode, list[ox.Triple]],
    shapes: list[Path] | None = None,
    run_bytes: int = 0,
    reference: ValidationReport | None = None,
) -> ValidationReport:
    """The report split on (runs of ``run_bytes``: 0, every component its own run), split
    off (unless ``reference`` is given), and ``reference`` (default: ``validate_triples`` of
    the same triples): all the same, text and JSON too; returns it."""
    texts = _texts(graphs)
    monkeypatch.setattr(validate, "SPLIT_RUN_BYTES", run_bytes)
    monkeypatch.setattr(validate, "SPLIT_RUNS", True)
    on = validate_ntriples(texts, shapes=shapes)
    if reference is None:
        monkeypatch.setattr(validate, "SPLIT_RUNS", False)
        off = validate_ntriples(texts, shapes=shapes)
        reference = validate_triples([t for ts in graphs.values() for t in ts], shapes=shapes)
        assert off == reference
        assert off.to_json() == reference.to_json()
    assert on.to_text() == reference.to_text()
    assert on.to_json() == reference.to_json()
    assert on == reference
    return on


# ---------------------------------------------------------------------------------------------
# The rule


def _shapes(text: str) -> list[ox.Triple]:
    prefixes = "@prefix sh: <http://www.w3.org/ns/shacl#> . @prefix ex: <urn:ex:> .\n"
    return list(ox.parse((prefixes + text).encode(), format=ox.RdfFormat.TURTLE))


@pytest.mark.parametrize(
    "what",
    [
        "sh:sparql [ sh:select 'SELECT $this WHERE { }' ]",
        "sh:target [ a ex:T ]",
        "sh:rule [ a sh:TripleRule ]",
        "ex:param 1 . ex:C a sh:ConstraintComponent ; sh:validator ex:v",
        "ex:param 1 . ex:C a sh:ConstraintComponent ; sh:nodeValidator ex:v",
        "ex:param 1 . ex:C a sh:ConstraintComponent ; sh:propertyValidator ex:v",
        "sh:js [ sh:jsFunctionName 'f' ]",
        "sh:targetSubjectsOf <http://www.w3.org/2000/01/rdf-schema#subClassOf>",
        "sh:property [ sh:path ( ex:p <http://www.w3.org/2000/01/rdf-schema#subClassOf> ) ]",
    ],
)
def test_no_rule_for_shapes_that_may_read_anywhere(what: str) -> None:
    assert split_rule(_shapes(f"ex:S a sh:NodeShape ; sh:targetClass ex:C ; {what} .")) is None


def test_the_rule_records_every_predicate_read_backwards() -> None:
    rule = split_rule(
        _shapes(
            """
            ex:S a sh:NodeShape ; sh:targetNode ex:n, "lit" ; sh:closed true ;
              sh:targetObjectsOf ex:t ;
              sh:property [ sh:path ex:forward ] ;
              sh:property [ sh:path [ sh:inversePath ex:a ] ] ;
              sh:property [ sh:path ( ex:forward2 [ sh:inversePath ( ex:b ex:c ) ] ) ] ;
              sh:property [ sh:path [ sh:inversePath [ sh:alternativePath ( ex:d
                  [ sh:zeroOrMorePath ex:e ] [ sh:oneOrMorePath ex:f ] [ sh:zeroOrOnePath ex:g ]
                  [ sh:inversePath ex:h ] ) ] ] ] .
            """
        ),
        hierarchy=[ox.Triple(N("urn:ex:A"), N(PREFIXES["rdfs"] + "subClassOf"), N("urn:ex:B"))],
    )
    assert rule is not None
    assert [p.value.removeprefix("urn:ex:") for p in rule.backward] == list("abcdefgh")
    assert rule.target_nodes == (ox.Literal("lit"), N("urn:ex:n"))
    assert rule.hierarchy == (N("urn:ex:A"), N("urn:ex:B"))


def test_the_packaged_rule() -> None:
    rule = validate.rule_for_shapes()
    assert rule is not None
    assert {p.value for p in rule.backward} == {
        LKG_NS + "alleges",
        LKG_NS + "producedBy",
        LKG_NS + "terminatedBy",
    }
    assert not rule.target_nodes and N(LKG_NS + "Component") in rule.hierarchy
    # The SPARQL constraints left to turbo: no split.
    monkeypatch = pytest.MonkeyPatch()
    with monkeypatch.context() as m:
        m.setattr(validate, "OFFLOAD_SPARQL", False)
        assert validate.rule_for_shapes() is None


# ---------------------------------------------------------------------------------------------
# linked_graphs and components, by hand

G = [N(f"urn:g{i}") for i in range(6)]
P, Q, BP = N("urn:p"), N("urn:q"), N("urn:bp")


def _store(*quads: tuple[object, object, object, ox.NamedNode]) -> ox.Store:
    store = ox.Store()
    for s, p, o, g in quads:
        store.add(ox.Quad(s, p, o, g))  # type: ignore[arg-type]
    return store


def _ids(graphs: set[ox.NamedNode] | tuple[ox.NamedNode, ...]) -> list[int]:
    return sorted(G.index(g) for g in graphs)


def _both_ways(store: ox.Store, rule: SplitRule) -> list[list[int]]:
    """components(), checked against linked_graphs() from every graph."""
    comps = [_ids(c) for c in components(store, rule)]
    for c in comps:
        for g in c:
            assert _ids(linked_graphs(store, [G[g]], rule)) == c
    return comps


def test_clause_a_a_subject_elsewhere_linked_from_either_side() -> None:
    a, b, c = N("urn:a"), N("urn:b"), N("urn:c")
    store = _store((a, P, b, G[0]), (b, P, ox.Literal("x"), G[1]), (c, P, b, G[2]))
    assert _both_ways(store, SplitRule()) == [[0, 1, 2]]
    # Objects in common that are nobody's subject link nothing.
    store = _store((a, P, b, G[0]), (c, P, b, G[1]))
    assert _both_ways(store, SplitRule()) == [[0], [1]]


def test_clause_a_a_subject_in_both() -> None:
    a = N("urn:a")
    store = _store((a, P, ox.Literal("1"), G[0]), (a, Q, ox.Literal("2"), G[1]))
    assert _both_ways(store, SplitRule()) == [[0, 1]]


def test_clause_a_an_rdf_type_object_that_is_a_subject() -> None:
    x, c = N("urn:x"), N("urn:C")
    store = _store((x, _TYPE, c, G[0]), (c, P, ox.Literal("a class"), G[1]))
    assert _both_ways(store, SplitRule()) == [[0, 1]]


def test_clause_a_a_shared_blank_node() -> None:
    b = ox.BlankNode("shared")
    store = _store((N("urn:a"), P, b, G[0]), (b, P, ox.Literal("x"), G[1]))
    assert _both_ways(store, SplitRule()) == [[0, 1]]


def test_no_link_through_a_predicate() -> None:
    store = _store((N("urn:a"), P, ox.Literal("x"), G[0]), (P, Q, ox.Literal("y"), G[1]))
    assert _both_ways(store, SplitRule()) == [[0], [1]]


@pytest.mark.parametrize("term", [N("urn:x"), ox.BlankNode("x"), ox.Literal("x", language="pt")])
def test_clause_b_an_object_of_a_backward_predicate(term: object) -> None:
    store = _store((N("urn:a"), Q, term, G[0]), (N("urn:w"), BP, term, G[1]))
    assert _both_ways(store, SplitRule()) == [[0], [1]]  # BP is not read backwards
    assert _both_ways(store, SplitRule(backward=(BP,))) == [[0, 1]]
    # the object as a subject in A, too
    if not isinstance(term, ox.Literal):
        store = _store((term, Q, ox.Literal("1"), G[0]), (N("urn:w"), BP, term, G[1]))
        assert _both_ways(store, SplitRule(backward=(BP,))) == [[0, 1]]


def test_links_are_transitive_and_components_sorted() -> None:
    a, b, c, d = (N(f"urn:{x}") for x in "abcd")
    lit = ox.Literal("7")
    store = _store(
        (a, P, b, G[4]),  # 4 - 2 by (a): b is a subject in 2
        (b, P, c, G[2]),  # 2 - 0 by (a)
        (c, P, lit, G[0]),
        (d, BP, lit, G[3]),  # 3 - 0 by (b)
        (N("urn:e"), P, lit, G[1]),  # 1 - 3 by (b) too
        (N("urn:f"), P, N("urn:g"), G[5]),
    )
    assert _both_ways(store, SplitRule()) == [[0, 2, 4], [1], [3], [5]]
    assert _both_ways(store, SplitRule(backward=(BP,))) == [[0, 1, 2, 3, 4], [5]]
    assert [_ids(c) for c in components(store, SplitRule(), [G[0], G[4], G[5]])] == [
        [0],
        [4],
        [5],
    ]  # 0 and 4 are linked through 2 only


def test_a_graph_that_extends_the_hierarchy_is_linked_to_all() -> None:
    c = N("urn:C")
    store = _store(
        (N("urn:x"), _TYPE, N("urn:D"), G[0]),
        (c, P, ox.Literal("about a class of the hierarchy"), G[1]),
        (N("urn:y"), P, ox.Literal("1"), G[2]),
    )
    assert _both_ways(store, SplitRule()) == [[0], [1], [2]]
    assert _both_ways(store, SplitRule(hierarchy=(c,))) == [[0, 1, 2]]


# ---------------------------------------------------------------------------------------------
# Hand-made shapes: each clause is needed


_TARGET_OBJECTS = """
ex:S a sh:NodeShape ; sh:targetObjectsOf ex:q ;
    sh:property [ sh:path [ sh:inversePath ex:bp ] ; sh:minCount 1 ] .
"""
_CLASS = """
ex:S a sh:NodeShape ; sh:targetClass ex:Version ;
    sh:property [ sh:path ex:versionOf ; sh:class ex:Work ; sh:node ex:Titled ] .
ex:Titled a sh:NodeShape ; sh:property [ sh:path ex:title ; sh:minCount 1 ] .
"""
_TARGET_NODE = """
ex:S a sh:NodeShape ; sh:targetNode ex:n ; sh:property [ sh:path ex:p ; sh:minCount 1 ] .
"""


def _ex(name: str) -> ox.NamedNode:
    return N("urn:ex:" + name)


def _shapes_file(tmp_path: Path, text: str) -> list[Path]:
    path = tmp_path / "shapes.ttl"
    path.write_text("@prefix sh: <http://www.w3.org/ns/shacl#> . @prefix ex: <urn:ex:> .\n" + text)
    return [path]


_HAND = [
    (
        "literal-by-backward",
        _TARGET_OBJECTS,
        {
            G[0]: [ox.Triple(_ex("s"), _ex("q"), ox.Literal("x"))],
            G[1]: [ox.Triple(_ex("w"), _ex("bp"), ox.Literal("x"))],
        },
    ),
    (
        "iri-by-backward",
        _TARGET_OBJECTS,
        {
            G[0]: [ox.Triple(_ex("s"), _ex("q"), _ex("o"))],
            G[1]: [ox.Triple(_ex("w"), _ex("bp"), _ex("o"))],
            G[2]: [ox.Triple(_ex("s2"), _ex("q"), _ex("o"))],  # o targeted from two graphs
        },
    ),
    (
        "type-elsewhere",
        _CLASS,
        {
            G[0]: [
                ox.Triple(_ex("v"), _TYPE, _ex("Version")),
                ox.Triple(_ex("v"), _ex("versionOf"), _ex("w")),
            ],
            G[1]: [
                ox.Triple(_ex("w"), _TYPE, _ex("Work")),
                ox.Triple(_ex("w"), _ex("title"), ox.Literal("T")),
            ],
        },
    ),
    (
        "blank-node-shared",
        _CLASS,
        {
            G[0]: [
                ox.Triple(_ex("v"), _TYPE, _ex("Version")),
                ox.Triple(_ex("v"), _ex("versionOf"), ox.BlankNode("w")),
            ],
            G[1]: [ox.Triple(ox.BlankNode("w"), _TYPE, _ex("Work"))],  # no title: a result
        },
    ),
    (
        "target-node",
        _TARGET_NODE,
        {
            G[0]: [ox.Triple(_ex("a"), _ex("p"), ox.Literal("1"))],
            G[1]: [ox.Triple(_ex("n"), _ex("p"), ox.Literal("1"))],
            G[2]: [ox.Triple(_ex("b"), _ex("p"), ox.Literal("1"))],
        },
    ),
]


@pytest.mark.parametrize(("name", "shapes", "graphs"), _HAND, ids=[h[0] for h in _HAND])
def test_hand_made_cross_graph_cases(
    name: str,
    shapes: str,
    graphs: dict[ox.NamedNode, list[ox.Triple]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    files = _shapes_file(tmp_path, shapes)
    report = _compare(monkeypatch, graphs, shapes=files)
    assert report.conforms is (name != "blank-node-shared"), report.to_text()


def _broken(monkeypatch: pytest.MonkeyPatch, clause: str) -> None:
    """Make the linkage queries forget one clause of the rule: (b), or the objects of ``A``
    in (a) (only subjects in common would link)."""
    queries = vs._queries

    def wrong(rule: SplitRule) -> tuple[list[vs._Query], list[vs._Query]]:
        as_a, as_b = queries(rule)
        if clause == "b":
            never = r"\1 FILTER (false) } }"
            as_a = [
                (re.sub(r"(\{ GRAPH \?h \{ \?w \?bp\d+ \?x) \} \}", never, q), b) for q, b in as_a
            ]
            as_b = [(q, b) for q, b in as_b if not b]
        else:
            objects = "UNION { GRAPH ?g { ?s ?p ?x } }"
            assert all(objects in q for q, _ in as_a)
            as_a = [(q.replace(objects, ""), b) for q, b in as_a]
            as_b = [
                (q.replace("UNION { GRAPH ?h { ?w ?q ?x } }", "") if not b else q, b)
                for q, b in as_b
            ]
        assert (as_a, as_b) != queries(rule)
        return as_a, as_b

    monkeypatch.setattr(vs, "_queries", wrong)


@pytest.mark.parametrize(
    ("clause", "case"),
    [("b", "literal-by-backward"), ("b", "iri-by-backward"), ("a", "type-elsewhere")],
)
def test_a_rule_without_a_clause_gives_another_report(
    clause: str, case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, shapes, graphs = next(h for h in _HAND if h[0] == case)
    files = _shapes_file(tmp_path, shapes)
    texts = _texts(graphs)
    monkeypatch.setattr(validate, "SPLIT_RUN_BYTES", 0)
    right = validate_ntriples(texts, shapes=files)
    _broken(monkeypatch, clause)
    wrong = validate_ntriples(texts, shapes=files)
    assert right.conforms and not wrong.conforms, wrong.to_text()


def test_target_nodes_validated_in_one_run_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Were every run given ``sh:targetNode``, the runs without ex:n's graph would report it
    (no ex:p there), and the merge keep that."""
    _, shapes, graphs = next(h for h in _HAND if h[0] == "target-node")
    files = _shapes_file(tmp_path, shapes)
    monkeypatch.setattr(validate, "SPLIT_RUN_BYTES", 0)
    assert validate_ntriples(_texts(graphs), shapes=files).conforms
    monkeypatch.setattr(validate, "_graphs_mentioning", lambda store, terms: set())
    wrong = validate_ntriples(_texts(graphs), shapes=files)
    assert not wrong.conforms  # the test can fail


# ---------------------------------------------------------------------------------------------
# Cut into graphs: the shape fixtures and the W3C suite


def _cuts(triples: list[ox.Triple]) -> list[dict[ox.NamedNode, list[ox.Triple]]]:
    """Deterministic cuts into 3 named graphs: by subject (round robin over the sorted
    subjects), and by triple (round robin over the sorted triples: a subject spans graphs)."""
    ordered = sorted(set(triples), key=str)
    subjects = {s: i for i, s in enumerate(sorted({str(t.subject) for t in ordered}))}
    by_subject: dict[ox.NamedNode, list[ox.Triple]] = {}
    by_triple: dict[ox.NamedNode, list[ox.Triple]] = {}
    for i, t in enumerate(ordered):
        by_subject.setdefault(N(f"urn:x:cut:s{subjects[str(t.subject)] % 3}"), []).append(t)
        by_triple.setdefault(N(f"urn:x:cut:t{i % 3}"), []).append(t)
    return [by_subject, by_triple]


def _check_cuts(
    monkeypatch: pytest.MonkeyPatch, triples: list[ox.Triple], shapes: list[Path] | None
) -> None:
    reference = _compare(monkeypatch, {N("urn:x:whole"): triples}, shapes=shapes)
    for cut in _cuts(triples):
        _compare(monkeypatch, cut, shapes=shapes, reference=reference)


@pytest.mark.parametrize(
    "path", FIXTURES, ids=lambda p: "/".join(p.relative_to(DATA / "shapes").with_suffix("").parts)
)
def test_every_shape_fixture_cut_into_graphs(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _check_cuts(monkeypatch, validation_shapes._read_rdf(path), None)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_the_w3c_suite_cut_into_graphs(case: object, monkeypatch: pytest.MonkeyPatch) -> None:
    _check_cuts(monkeypatch, validation_shapes._read_rdf(case.data), [case.shapes])  # type: ignore[attr-defined]


# ---------------------------------------------------------------------------------------------
# The four corpora


def _move(
    graphs: dict[ox.NamedNode, list[ox.Triple]],
    into: str,
    pick: Callable[[ox.Triple], bool],
) -> dict[ox.NamedNode, list[ox.Triple]]:
    """``graphs`` with the triples ``pick`` chooses moved into a new graph ``into``."""
    out: dict[ox.NamedNode, list[ox.Triple]] = {}
    moved: list[ox.Triple] = []
    for g, ts in graphs.items():
        out[g] = [t for t in ts if not pick(t)]
        moved += [t for t in ts if pick(t)]
    assert moved, into
    out[N(into)] = moved
    return out


def _crossing(graphs: dict[ox.NamedNode, list[ox.Triple]]) -> dict[ox.NamedNode, list[ox.Triple]]:
    """Nodes whose triples sit in other graphs than the nodes that reach them: the rdf:type of
    the component a version is a version of (under sh:class), the lkg:producedBy triple that
    the inverse path of an action reads, and an action turned into a blank node whose own
    triples are in a graph of their own."""
    every = sorted({t for ts in graphs.values() for t in ts}, key=str)
    version_of = next(t for t in every if t.predicate.value == LKG_NS + "versionOf")
    component = version_of.object
    out = _move(graphs, "urn:x:types", lambda t: t.subject == component and t.predicate == _TYPE)
    produced = [t for t in every if t.predicate.value == LKG_NS + "producedBy"]
    first, second = produced[0], produced[-1]
    out = _move(out, "urn:x:produced", lambda t: t == first)
    action = second.object
    blank = ox.BlankNode("sharedAction")

    def swap(term: object) -> object:
        return blank if term == action else term

    out = {
        g: [ox.Triple(swap(t.subject), t.predicate, swap(t.object)) for t in ts]  # type: ignore[arg-type]
        for g, ts in out.items()
    }
    return _move(out, "urn:x:blank", lambda t: t.subject == blank)


@pytest.fixture(scope="module")
def corpora() -> dict[ox.NamedNode, list[ox.Triple]]:
    graphs, _ = build_graphs(CORPORA)
    return graphs


@pytest.mark.slow
@pytest.mark.parametrize("run_bytes", [0, 200_000])
def test_the_four_corpora(
    corpora: dict[ox.NamedNode, list[ox.Triple]], run_bytes: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    clean = _compare(monkeypatch, corpora, run_bytes=run_bytes)
    assert clean.conforms
    bad = {g: _inject(ts) for g, ts in corpora.items()}
    report = _compare(monkeypatch, bad, run_bytes=run_bytes)
    assert not report.conforms and len(report.results) > 20


@pytest.mark.slow
def test_the_four_corpora_with_nodes_across_graphs(
    corpora: dict[ox.NamedNode, list[ox.Triple]], monkeypatch: pytest.MonkeyPatch
) -> None:
    crossing = _crossing(corpora)
    assert _compare(monkeypatch, crossing).conforms
    bad = _compare(monkeypatch, _crossing({g: _inject(ts) for g, ts in corpora.items()}))
    assert not bad.conforms
    # The split did split: the graphs moved into are linked to the Constitution, others not.
    rule = validate.rule_for_shapes()
    assert rule is not None
    store = validate._named_store(_texts(crossing), b"")
    comps = components(store, rule)
    assert 5 < len(comps) < len(crossing)
    for moved in ("urn:x:types", "urn:x:produced", "urn:x:blank"):
        assert len(next(c for c in comps if N(moved) in c)) > 1, moved


@pytest.mark.slow  # tens of seconds on two cores; .ci/run runs it with -m slow
def test_a_dataset_holding_the_graphs_gives_the_same_report(
    corpora: dict[ox.NamedNode, list[ox.Triple]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The SPARQL constraints on the dataset's union graph, turbo on the given graphs: the
    report of the texts alone (the law graph's two graphs hold triples in common: the
    dataset's union graph would give them twice, so the constraints run on a copy)."""
    small = {g: _inject(ts) for g, ts in corpora.items() if len(ts) < 100_000}
    texts = _texts(small)
    dataset = validate._named_store(texts, b"")
    reference = validate_triples([t for ts in small.values() for t in ts])
    assert not reference.conforms
    assert validate_ntriples(texts, dataset=dataset) == reference
    copies: list[int] = []
    real = validate._union_copy
    monkeypatch.setattr(validate, "_union_copy", lambda d, h: copies.append(1) or real(d, h))
    assert validate_ntriples(texts, dataset=dataset) == reference
    assert copies  # the law graph's triples in common
    no_law = {g: ts for g, ts in small.items() if "lawgraph" not in g.value}
    texts = _texts(no_law)
    copies.clear()
    dataset = validate._named_store(texts, b"")
    assert validate_ntriples(texts, dataset=dataset) == validate_triples(
        [t for ts in no_law.values() for t in ts]
    )
    assert not copies  # no triple in two graphs: the constraints ran on the dataset itself


@pytest.mark.parametrize(
    ("query", "copy"),
    [
        ("SELECT $this WHERE { $this <urn:p> ?o . ?o <urn:q> $this }", False),
        ("SELECT $this ?value WHERE { $this <urn:p> ?value FILTER (?value != $this) }", False),
        ("SELECT $this WHERE { $this a/rdfs:subClassOf* <urn:C> }", True),
        ("SELECT $this WHERE { $this ?p ?o }", True),
        ("SELECT $this WHERE { $this <urn:p> [ ?p ?o ] }", True),
    ],
)
def test_constraints_that_may_read_the_hierarchy_run_on_a_copy(query: str, copy: bool) -> None:
    """The dataset has no class hierarchy: a query that may read it runs on a copy with it."""
    from types import SimpleNamespace

    check = SimpleNamespace(query="PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n" + query)
    assert validate._needs_a_copy(ox.Store(), [check]) is copy  # type: ignore[list-item]
