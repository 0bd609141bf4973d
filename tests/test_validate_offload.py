"""The SPARQL constraints legalkg runs on Oxigraph give the engine's report, byte for byte.

``legalkg.validation.shacl`` takes the SPARQL-based constraints whose result provably does not
depend on per-focus-node pre-binding (``_join_safe``) away from pyshacl-turbo and runs each once on
Oxigraph. These tests compare the report with and without that on every shape fixture
(valid and with injected violations), and on the Constitution, the by-laws, the event graphs
and the law graph together, with violations injected into each.
"""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pyoxigraph as ox
import pytest

import legalkg.validation.shacl as validate
from legalkg.core.namespaces import LKG_NS
from legalkg.ingest import build_graphs, example_path
from legalkg.validation import offload as validation_offload
from legalkg.validation import shapes as validation_shapes
from legalkg.validation.report import ValidationReport
from legalkg.validation.shacl import validate_files, validate_triples

DATA = Path(__file__).resolve().parent / "data"
#: The Constitution, a by-law, the event gold graphs and the law graph: one corpus per domain.
CORPORA = [
    example_path("br-constitution"),
    DATA / "akn" / "za" / "sub-council",
    *sorted((DATA / "events").glob("*.gold.json")),
    DATA / "graf" / "law_relext_work_sample.csv",
    DATA / "graf" / "law_relext_international_sample.csv",
]
FIXTURES = sorted((DATA / "shapes").glob("*/*/*.ttl"))


def _both(
    monkeypatch: pytest.MonkeyPatch, run: object
) -> tuple[ValidationReport, ValidationReport]:
    assert callable(run)
    monkeypatch.setattr(validate, "OFFLOAD_SPARQL", True)
    fast = run()
    monkeypatch.setattr(validate, "OFFLOAD_SPARQL", False)
    slow = run()
    return fast, slow


def test_the_packaged_sparql_constraints_are_taken() -> None:
    shapes = [t for p in validation_shapes.shapes_files() for t in validation_shapes._read_rdf(p)]
    checks = validation_offload._sparql_checks(validation_shapes._normalize_shapes(shapes))
    taken = {str(c.link.object) for c in checks}
    every = {str(t.object) for t in shapes if t.predicate.value.endswith("#sparql")}
    assert taken == every  # all of legalkg's own are join-safe


@pytest.mark.parametrize(
    ("query", "safe"),
    [
        (
            "SELECT $this ?value WHERE { $this <p> ?value FILTER NOT EXISTS { ?value <q> $this } }",
            True,
        ),
        ("SELECT $this WHERE { { $this <p> ?x } UNION { $this <q> ?x } }", True),
        ("SELECT DISTINCT $this ?value WHERE { $this <p> ?value OPTIONAL { $this <q> ?u } }", True),
        ("SELECT $this WHERE { { FILTER ($this = <x>) } $this <p> ?o }", False),  # pre-binding-005
        ("SELECT $this WHERE { BIND ($this AS ?that) . FILTER (?that = <x>) }", False),  # -004
        ("SELECT $this WHERE { OPTIONAL { $this <p> ?o } }", False),  # never binds $this
        ("SELECT $this WHERE { { $this <p> ?o } UNION { ?s <q> ?o } }", False),
        ("SELECT $this ?path WHERE { $this ?path ?o }", False),  # ?path is read by the report
        ("SELECT $this WHERE { $this <p> ?o { SELECT $this WHERE { $this <q> ?x } } }", False),
        ("SELECT $this WHERE { $this $PATH ?o }", False),
    ],
)
def test_join_safe(query: str, safe: bool) -> None:
    assert validation_offload._join_safe(query) is safe


@pytest.mark.parametrize(
    "path", FIXTURES, ids=lambda p: "/".join(p.relative_to(DATA / "shapes").with_suffix("").parts)
)
def test_same_report_on_every_shape_fixture(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fast, slow = _both(monkeypatch, lambda: validate_files([path]))
    assert fast == slow


def _shift(literal: ox.Literal, days: int) -> ox.Literal:
    return ox.Literal(
        (date.fromisoformat(literal.value) + timedelta(days=days)).isoformat(),
        datatype=literal.datatype,
    )


def _inject(triples: list[ox.Triple]) -> list[ox.Triple]:
    """Violations of the SPARQL and core constraints, in every corpus: drop the first (sorted)
    triple of some predicates, shift some dates by a day, and close a lkg:before cycle."""
    out = sorted(set(triples), key=str)
    drop = {"aggregates", "evidence", "factEvidence", "terminatedBy", "inComplaint"}
    dropped: set[str] = set()
    shifted = 0
    result = []
    for t in out:
        local = t.predicate.value.removeprefix(LKG_NS)
        if local in drop and local not in dropped:
            dropped.add(local)
            continue
        if local in ("validFrom", "date") and isinstance(t.object, ox.Literal) and shifted < 6:
            if t.object.datatype.value.endswith("#date"):
                shifted += 1
                result.append(ox.Triple(t.subject, t.predicate, _shift(t.object, shifted)))
                continue
        result.append(t)
    before = [t for t in out if t.predicate.value == LKG_NS + "before"]
    if before:
        result.append(ox.Triple(before[0].object, before[0].predicate, before[0].subject))  # type: ignore[arg-type]
    return result


@pytest.mark.slow
def test_same_report_on_the_four_corpora_with_injected_violations(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    graphs, _ = build_graphs(CORPORA)
    triples = [t for ts in graphs.values() for t in ts]
    clean_fast, clean_slow = _both(monkeypatch, lambda: validate_triples(triples))
    assert clean_fast == clean_slow and clean_fast.conforms
    bad = _inject(triples)
    fast, slow = _both(monkeypatch, lambda: validate_triples(bad))
    assert not fast.conforms
    sparql = [r for r in fast.results if r.constraint == "SPARQLConstraintComponent"]
    assert len({r.shape for r in sparql}) >= 5, fast.to_text()
    assert fast == slow


def _every_sparql_query() -> list[str]:
    """Every SPARQL constraint query (with its prefixes) of the packaged shapes, the shape
    fixtures and the W3C SHACL test suite, as ``_sparql_checks`` hands it to ``_join_safe``."""
    sources = [list(validation_shapes.shapes_files())]
    sources += [[p] for p in FIXTURES]
    suite = Path(__file__).resolve().parent / "fixtures" / "w3c-shacl-test-suite" / "tests"
    sources += [[p] for p in sorted(suite.rglob("*.ttl")) if "sparql" in p.read_text("utf-8")]
    queries: set[str] = set()
    for files in sources:
        triples = [t for p in files for t in validation_shapes._read_rdf(p)]
        candidates = validation_offload._sparql_checks(
            validation_shapes._normalize_shapes(triples), check_safe=False
        )
        queries.update(c.query for c in candidates)
    return sorted(queries)


def test_the_fast_join_safe_reading_gives_rdflibs_verdict() -> None:
    """legalkg.validation.joinsafe reads the tokens instead of rdflib's algebra: on every query
    it answers, the same verdict; it answers every packaged one (so rdflib is not needed)."""
    from legalkg.validation.joinsafe import join_safe_fast

    queries = _every_sparql_query()
    answered = 0
    for query in queries:
        fast = join_safe_fast(query)
        if fast is not None:
            answered += 1
            assert fast is validation_offload._join_safe_rdflib(query), query
    packaged = {t for p in validation_shapes.shapes_files() for t in validation_shapes._read_rdf(p)}
    for check in validation_offload._sparql_checks(
        validation_shapes._normalize_shapes(list(packaged))
    ):
        assert join_safe_fast(check.query) is True, check.query
    assert len(queries) >= 30 and answered >= len(queries) * 3 // 4, (answered, len(queries))


@pytest.mark.parametrize(
    "query",
    [
        "SELECT $this WHERE { $this <p> ?o FILTER (?o != $this) }",
        "SELECT $this WHERE { ?s <p> ?o FILTER (?o != $this) }",
        "SELECT $this WHERE { ?s <p> ?o OPTIONAL { ?o <q> $this } }",
        "SELECT $this WHERE { $this <p> ?o OPTIONAL { ?o <q> ?x FILTER (?x = $this) } }",
        "SELECT $this WHERE { ?o <q> ?x OPTIONAL { ?o <q> ?y FILTER (?y = $this) } }",
        "SELECT $this WHERE { BIND (<x> AS ?y) $this <p> ?y }",
        "SELECT $this WHERE { ?s <p> ?y BIND ($this AS ?z) $this <p> ?y }",
        "SELECT $this WHERE { $this <p> ?y BIND ($this AS ?z) }",
        "SELECT $this WHERE { { $this <p> ?o } UNION { ?s <q> $this } FILTER (?o = 1) }",
        "SELECT $this WHERE { { $this <p> ?o FILTER (?o = $this) } }",
        "SELECT $this WHERE { { ?s <p> ?o FILTER (?o = $this) } $this <q> ?s }",
        "SELECT $this WHERE { $this <p> ?o FILTER NOT EXISTS { ?o <q> $this } }",
        "SELECT $this WHERE { ?x <p> ?o FILTER NOT EXISTS { ?o <q> $this } }",
        "SELECT DISTINCT $this ?value WHERE { $this <p>/<q>* ?value . [ <r> $this ] <s> ?v }",
        "SELECT $this ?value WHERE { $this <p> ?value FILTER regex(str(?value), 'a{2}') }",
        "SELECT $this ?value ?x WHERE { $this <p> ?value }",
        "SELECT ?value WHERE { $this <p> ?value }",
        "SELECT $this WHERE { $this <p> ?o } ORDER BY ?o",
        "SELECT $this WHERE { $this <p> ?o MINUS { $this <q> ?o } }",
        "SELECT $this WHERE { OPTIONAL { $this <p> ?o } $this <q> ?x }",
    ],
)
def test_the_fast_join_safe_reading_on_hand_written_cases(query: str) -> None:
    from legalkg.validation.joinsafe import join_safe_fast

    fast = join_safe_fast(query)
    assert fast is None or fast is validation_offload._join_safe_rdflib(query)
