"""legalkg.validation.sparqlscope: the backward predicates of a SPARQL constraint, or None."""

from __future__ import annotations

import pytest

from legalkg.validation import offload as validation_offload
from legalkg.validation import shapes as validation_shapes
from legalkg.validation.sparqlscope import backward_predicates

P = "PREFIX : <urn:x:>\n"


@pytest.mark.parametrize(
    ("body", "backward"),
    [
        ("$this :p ?x", set()),
        ("$this :p ?x . ?x :q ?y", set()),
        ("?x :p $this", {"p"}),
        ("$this :p ?x . ?y :q ?x", {"q"}),  # ?y found from ?x: backward
        ("?y :q ?x . $this :p ?x", {"q"}),  # the order of the patterns does not matter
        ("$this :p/:q ?x", set()),
        ("$this :p/^:q ?x", {"p", "q"}),  # an inverse step in a path
        ("?x :p+ $this", {"p"}),
        ("$this :p|:q ?x", set()),
        ("$this :p ?x FILTER NOT EXISTS { ?x :q ?y }", set()),
        ("$this :p ?x FILTER NOT EXISTS { ?y :q ?x }", {"q"}),
        ("$this :p ?x FILTER (?x > 3 || EXISTS { ?y :r ?x })", {"r"}),
        ("$this :p ?x OPTIONAL { ?x :q ?y OPTIONAL { ?z :r ?y } }", {"r"}),
        ("$this :p ?x MINUS { ?x :q ?y }", set()),
        ("{ $this :p ?x } UNION { ?x :q $this }", {"q"}),
        ("$this :p ?x . { ?x :q ?y } UNION { ?x :r ?y } ?y :s ?z", set()),
        ("$this :p ?x . ?x :q :c", set()),  # a constant object of a reached subject
        ("$this :p ?x . :c :q ?x", {"q"}),  # a constant subject, found from ?x
        ("$this :p ?x BIND (?x AS ?y)", set()),
    ],
)
def test_local_queries(body: str, backward: set[str]) -> None:
    found = backward_predicates(P + "SELECT $this WHERE { " + body + " }")
    assert found is not None
    assert {p.removeprefix("urn:x:") for p in found} == backward


@pytest.mark.parametrize(
    "body",
    [
        "$this :p ?x . ?y :q ?z",  # a pattern no walk from $this reaches
        "$this ?p ?x",  # a variable predicate
        "$this :p ?x . :c :q :d",  # two constants
        "$this :p ?x FILTER NOT EXISTS { ?y :q ?z }",  # an EXISTS group of its own
        "$this :p ?x OPTIONAL { ?x :q ?y } ?y :r ?z",  # ?y only bound by the OPTIONAL
        "$this :p ?x . { ?x :q ?y } UNION { ?x :r ?w } ?y :s ?z",  # ?y in one branch only
        "$this :p ?x BIND (IRI(CONCAT(STR(?x), '/a')) AS ?y) ?y :q ?z",  # a made-up node
        "$this :p ?x { SELECT ?x (COUNT(*) AS ?n) WHERE { ?x :q ?y } GROUP BY ?x }",
        "$this :p ?x GRAPH ?g { ?x :q ?y }",
        "$this :p ?x VALUES ?y { :a :b } ?y :q ?z",
        "$this !:p ?x",  # a negated property set
        "{ $this :p ?x } UNION { ?y :q ?z }",
    ],
)
def test_queries_that_may_read_anything(body: str) -> None:
    assert backward_predicates(P + "SELECT $this WHERE { " + body + " }") is None


def test_not_a_select_or_not_sparql() -> None:
    assert backward_predicates(P + "ASK { $this :p ?x }") is None
    assert backward_predicates("SELECT $this WHERE { $this") is None
    assert backward_predicates(P + "SELECT $this FROM <urn:g> WHERE { $this :p ?x }") is None


def test_every_packaged_sparql_constraint_is_local() -> None:
    files = validation_shapes.shapes_files()
    triples = validation_shapes._normalize_shapes(
        [t for p in files for t in validation_shapes._read_rdf(p)]
    )
    found = {}
    for check in validation_offload._sparql_checks(triples):
        backward = backward_predicates(check.query)
        assert backward is not None, check.query
        found.setdefault(check.shape.value.rsplit("#", 1)[1], set()).update(
            p.rsplit("#", 1)[1] for p in backward
        )
    assert found["VersionOverlapShape"] == {"versionOf"}
    assert found["AggregatesCompleteShape"] == {"aggregates", "isPartOf", "versionOf"}
    assert found["BeforeCycleShape"] == {"before"}
    assert found["ProducedByDateShape"] == set()  # literal dates are read forward only
