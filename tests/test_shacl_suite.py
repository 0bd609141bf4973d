"""The W3C SHACL test suite on legalkg's call path, for both engines (see tests/shacl_suite.py).

Known failures are listed with their reason and checked to still fail (strict xfail), so a
fix in an engine shows up here. The default engine must score at least as well as the
reference (docs/validation: "Keep pyshacl-turbo the default only while ...").
"""

from __future__ import annotations

import logging
from functools import cache

import pytest
from shacl_suite import Case, Outcome, cases, run

from legalkg.core.errors import InputError, LegalKGError
from legalkg.validation.shacl import ENGINES, validate_files

CASES = cases()
BY_NAME = {c.name: c for c in CASES}

#: Tests an engine gets wrong on legalkg's call path, and why.
KNOWN_FAILURES = {
    ("pyshacl", "sparql/pre-binding/shapesGraph-001"): "pySHACL does not support $shapesGraph: "
    "reported as an engine failure",
}


@cache
def outcome(engine: str, name: str) -> Outcome | LegalKGError:
    logging.getLogger("rdflib.term").setLevel(logging.CRITICAL)
    try:
        return run(BY_NAME[name], engine)
    except LegalKGError as e:
        return e


def test_suite_is_all_there() -> None:
    assert len(CASES) == 120
    assert sum(c.failure for c in CASES) == 7


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_w3c(engine: str, case: Case) -> None:
    reason = KNOWN_FAILURES.get((engine, case.name))
    if reason:
        pytest.xfail(reason)  # checked to fail below
    got = outcome(engine, case.name)
    assert not isinstance(got, LegalKGError), str(got)
    assert got.results_ok, got.detail


@pytest.mark.parametrize(("engine", "name"), sorted(KNOWN_FAILURES))
def test_known_failures_still_fail(engine: str, name: str) -> None:
    got = outcome(engine, name)
    assert isinstance(got, LegalKGError) or not got.results_ok


def _score(engine: str) -> int:
    return sum(
        1
        for c in CASES
        if not isinstance(got := outcome(engine, c.name), LegalKGError) and got.results_ok
    )


def test_default_engine_scores_at_least_as_well_as_the_reference() -> None:
    default, reference = ENGINES[0], "pyshacl"
    assert _score(default) >= _score(reference)


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(
    "name",
    [
        "sparql/pre-binding/pre-binding-003",
        "sparql/pre-binding/pre-binding-004",
        "sparql/component/validator-001",
    ],
)
def test_violations_found(engine: str, name: str) -> None:
    case = BY_NAME[name]
    report = validate_files([case.data], shapes=[case.shapes], engine=engine)
    assert not report.conforms
    assert report.results


@pytest.mark.parametrize("engine", ENGINES)
def test_prefixes_through_owl_imports(engine: str) -> None:
    case = BY_NAME["sparql/node/prefixes-001"]
    report = validate_files([case.data], shapes=[case.shapes], engine=engine)
    assert [(r.focus_node, r.value) for r in report.results] == [
        (
            "<http://datashapes.org/sh/tests/sparql/node/prefixes-001.test#InvalidResource1>",
            "<http://test.com/ns#Value>",
        )
    ]


@pytest.mark.parametrize("engine", ENGINES)
def test_values_as_in_the_data(engine: str) -> None:
    """The store would turn "300"^^xsd:byte into "300"^^xsd:integer: the data never goes
    through one on the way to the engine."""
    case = BY_NAME["core/property/datatype-ill-formed"]
    report = validate_files([case.data], shapes=[case.shapes], engine=engine)
    assert '"300"^^<http://www.w3.org/2001/XMLSchema#byte>' in {r.value for r in report.results}


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(
    ("name", "what"),
    [
        ("sparql/pre-binding/unsupported-sparql-001", "uses MINUS"),
        ("sparql/pre-binding/unsupported-sparql-002", "uses VALUES"),
        ("sparql/pre-binding/unsupported-sparql-003", "uses SERVICE"),
        ("sparql/pre-binding/unsupported-sparql-004", "does not project $this"),
        ("sparql/pre-binding/unsupported-sparql-005", "rebinds the pre-bound variable $this"),
        ("sparql/pre-binding/unsupported-sparql-006", "rebinds the pre-bound variable ?value"),
        ("sparql/pre-binding/pre-binding-006", "nested SELECT *"),
    ],
)
def test_forbidden_sparql_refused_naming_file_and_shape(engine: str, name: str, what: str) -> None:
    case = BY_NAME[name]
    with pytest.raises(InputError) as info:
        validate_files([case.data], shapes=[case.shapes], engine=engine)
    message = str(info.value)
    assert str(case.shapes) in message and what in message and "shape " in message


def test_engine_failure_is_not_a_shapes_error() -> None:
    case = BY_NAME["sparql/pre-binding/shapesGraph-001"]
    with pytest.raises(LegalKGError) as info:
        validate_files([case.data], shapes=[case.shapes], engine="pyshacl")
    assert not isinstance(info.value, InputError)
    assert "the pyshacl SHACL engine failed" in str(info.value)
