"""A user's own shapes by name in every report (issue 32): a JUnit test case per shape, the
JSON ``shape`` and a Turtle report whose every result has its ``sh:sourceShape`` (SHACL 3.6.2:
each result has exactly one), for both engines."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import rdflib

from legalkg.validation.shacl import ENGINES, validate_files

HERE = Path(__file__).resolve().parent / "data" / "user_shapes"
EX = "https://example.org/rules#"
NAME = f"<{EX}PersonShape> sh:property [ sh:path <{EX}name> ]"
OWNER = f"[ sh:targetClass <{EX}Dog> ] sh:property [ sh:path <{EX}owner> ]"
AGE = f"<{EX}AgeShape>"
SH = rdflib.Namespace("http://www.w3.org/ns/shacl#")


@pytest.fixture(scope="module", params=ENGINES)
def report(request: pytest.FixtureRequest) -> object:
    return validate_files([HERE / "data.ttl"], engine=request.param, shapes=[HERE / "rules.ttl"])


def test_json_names_every_shape(report: object) -> None:
    data = json.loads(report.to_json())  # type: ignore[attr-defined]
    by_focus = {(r["focus_node"], r["result_path"]): r["shape"] for r in data["results"]}
    assert by_focus == {
        (f"<{EX}bob>", f"<{EX}name>"): NAME,
        (f"<{EX}bob>", f"<{EX}age>"): AGE,
        (f"<{EX}rex>", f"<{EX}owner>"): OWNER,
    }
    assert set(data["shapes"]) == {NAME, AGE, OWNER}


def test_junit_has_a_case_per_shape(report: object) -> None:
    suite = ET.fromstring(report.to_junit().encode())  # type: ignore[attr-defined]
    cases = {c.get("name"): c for c in suite.iter("testcase")}
    assert set(cases) == {NAME, AGE, OWNER}
    assert "blank shapes" not in cases
    assert all(c.find("failure") is not None for c in cases.values())
    assert "a person needs a name" in (cases[NAME].find("failure").get("message") or "")  # type: ignore[union-attr]


def test_turtle_report_has_a_source_shape_for_every_result(report: object) -> None:
    graph = rdflib.Graph().parse(data=report.to_turtle(), format="turtle")  # type: ignore[attr-defined]
    results = list(graph.subjects(rdflib.RDF.type, SH.ValidationResult))
    assert len(results) == 3
    for r in results:
        assert len(list(graph.objects(r, SH.sourceShape))) == 1
    blank = {str(graph.value(r, SH.resultPath)): graph.value(r, SH.sourceShape) for r in results}
    name_shape = blank[EX + "name"]
    assert isinstance(name_shape, rdflib.BNode)
    assert str(graph.value(name_shape, rdflib.RDFS.label)) == NAME
    assert (rdflib.URIRef(EX + "PersonShape"), SH.property, name_shape) in graph
    assert graph.value(name_shape, SH.path) == rdflib.URIRef(EX + "name")
    assert blank[EX + "age"] == rdflib.URIRef(EX + "AgeShape")
