"""legalkg.validation.shacl: report formats, inputs, errors and engines."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pyoxigraph as ox
import pytest

from legalkg.core.errors import InputError
from legalkg.core.namespaces import LKG, RDF_TYPE, RDFS
from legalkg.core.resources import data_files
from legalkg.store.local import Store
from legalkg.validation.report import ValidationReport, ValidationResult
from legalkg.validation.shacl import ENGINES, validate_files, validate_store
from legalkg.validation.shapes import SHAPES_NS

SHAPES = Path(__file__).resolve().parent / "data" / "shapes"
VALID = SHAPES / "WorkLabelShape" / "valid" / "work-and-stub-act.ttl"
#: five results from four shapes
INVALID = SHAPES / "ValidUntilShape" / "invalid" / "two-dates.ttl"
B = "https://example.org/eli/br/constituicao/1988/"
SH = "http://www.w3.org/ns/shacl#"
ELI_TITLE = ox.NamedNode("http://purl.org/dc/terms/title")  # the work title (dcterms)


@pytest.fixture(scope="module")
def invalid() -> ValidationReport:
    return validate_files([INVALID])


# --------------------------------------------------------------------------------------------
# Text


def test_text_conforms() -> None:
    report = validate_files([VALID])
    assert report.conforms
    assert report.results == ()
    assert report.to_text() == "Conforms."


def test_text_one_line_per_result(invalid: ValidationReport) -> None:
    lines = invalid.to_text().splitlines()
    assert lines[0] == "Does not conform: 5 results."
    assert len(lines) == 6
    assert all(line.startswith("Violation: <") for line in lines[1:])
    assert lines[1:] == [r.to_text() for r in invalid.results]


def test_text_exact_line() -> None:
    path = SHAPES / "TerminationShape" / "invalid" / "until-without-action.ttl"
    assert validate_files([path]).to_text().splitlines() == [
        "Does not conform: 1 result.",
        f"Violation: <{B}tit2/art6/1988-10-05> path lkg:terminatedBy: A temporal version has an "
        "lkg:terminatedBy action if and only if it has an lkg:validUntil date: add the missing "
        "one (or remove both if the version is still in force). "
        "[lkgsh:TerminationShape, SPARQLConstraintComponent]",
    ]


def test_results_sorted_and_typed(invalid: ValidationReport) -> None:
    assert list(invalid.results) == sorted(invalid.results, key=ValidationResult._sort_key)
    first = invalid.results[0]
    assert first == ValidationResult(
        focus_node=f"<{B}tit2/2000-02-14>",
        result_path="<https://w3id.org/legalkg#aggregates>",
        value=f"<{B}tit2/art6/1988-10-05>",
        severity="Violation",
        constraint="SPARQLConstraintComponent",
        shape=f"<{SHAPES_NS}AggregatesCompleteShape>",
        message=first.message,
    )
    assert "add it to this version's lkg:aggregates" in first.message
    path = SHAPES / "DocumentOrderShape" / "invalid" / "not-an-integer.ttl"
    assert {r.value for r in validate_files([path]).results} == {'"2"'}
    path = SHAPES / "DocumentOrderShape" / "invalid" / "negative.ttl"
    (result,) = validate_files([path]).results
    assert result.value == '"-2"^^<http://www.w3.org/2001/XMLSchema#integer>'
    assert result.constraint == "MinInclusiveConstraintComponent"


# --------------------------------------------------------------------------------------------
# JSON


def test_json_round_trip(invalid: ValidationReport) -> None:
    text = invalid.to_json()
    data = json.loads(text)
    assert list(data) == ["conforms", "engine", "results", "shapes"]
    assert data["conforms"] is False
    assert data["engine"] == "turbo"
    assert len(data["results"]) == 5
    assert list(data["results"][0]) == sorted(data["results"][0])
    assert ValidationReport.from_json(text) == invalid
    assert text == json.dumps(data, sort_keys=True, indent=2, ensure_ascii=False)


def test_from_json_rejects_other_json() -> None:
    with pytest.raises(ValueError, match="not a legalkg validation report"):
        ValidationReport.from_json('{"conforms": true}')


# --------------------------------------------------------------------------------------------
# Turtle


class _Graph:
    """The triples of a Turtle document, with pattern matching (None matches anything)."""

    def __init__(self, data: bytes) -> None:
        self.triples = list(ox.parse(data, format=ox.RdfFormat.TURTLE))

    def quads_for_pattern(self, s: object, p: object, o: object) -> list[ox.Triple]:
        return [
            t
            for t in self.triples
            if (s is None or t.subject == s)
            and (p is None or t.predicate == p)
            and (o is None or t.object == o)
        ]


def _parse_turtle(data: bytes) -> _Graph:
    return _Graph(data)


def _sh(name: str) -> ox.NamedNode:
    return ox.NamedNode(SH + name)


def test_turtle_is_a_shacl_report(invalid: ValidationReport) -> None:
    data = invalid.to_turtle()
    assert data == invalid.to_turtle()  # same report, same bytes
    graph = _parse_turtle(data)
    (report,) = [
        q.subject for q in graph.quads_for_pattern(None, RDF_TYPE, _sh("ValidationReport"))
    ]
    (conforms,) = [q.object for q in graph.quads_for_pattern(report, _sh("conforms"), None)]
    assert conforms == ox.Literal(
        "false", datatype=ox.NamedNode("http://www.w3.org/2001/XMLSchema#boolean")
    )
    results = [q.object for q in graph.quads_for_pattern(report, _sh("result"), None)]
    assert len(results) == len(invalid.results) == 5
    pairs = []
    for node in results:
        assert graph.quads_for_pattern(node, RDF_TYPE, _sh("ValidationResult"))

        def one(p: str, node: object = node) -> ox.NamedNode | ox.BlankNode | ox.Literal:
            (o,) = [q.object for q in graph.quads_for_pattern(node, _sh(p), None)]
            return o

        assert one("resultSeverity") == _sh("Violation")
        assert isinstance(one("resultMessage"), ox.Literal)
        pairs.append(
            (str(one("sourceShape")), str(one("focusNode")), str(one("sourceConstraintComponent")))
        )
    expected = [(r.shape, r.focus_node, f"<{SH}{r.constraint}>") for r in invalid.results]
    assert sorted(pairs) == sorted(expected)


def test_turtle_conforms() -> None:
    graph = _parse_turtle(validate_files([VALID]).to_turtle())
    assert len(list(graph.quads_for_pattern(None, _sh("conforms"), ox.Literal(True)))) == 1
    assert not list(graph.quads_for_pattern(None, _sh("result"), None))


PATH_SHAPES = """
@prefix sh: <http://www.w3.org/ns/shacl#> .
@prefix ex: <http://example.org/> .
ex:InverseShape a sh:PropertyShape ; sh:targetNode ex:a ;
    sh:path [ sh:inversePath ex:p ] ; sh:minCount 1 ; sh:message "inverse" .
ex:SequenceShape a sh:PropertyShape ; sh:targetNode ex:a ;
    sh:path ( ex:p ex:q ) ; sh:minCount 1 ; sh:message "sequence" .
ex:AlternativeShape a sh:PropertyShape ; sh:targetNode ex:a ;
    sh:path [ sh:alternativePath ( ex:p [ sh:zeroOrMorePath ex:q ] ) ] ; sh:maxCount 0 ;
    sh:message "alternative" .
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_paths_as_sparql_and_back(tmp_path: Path, engine: str) -> None:
    shapes = tmp_path / "paths.ttl"
    shapes.write_text(PATH_SHAPES)
    data = tmp_path / "data.ttl"
    data.write_text("<http://example.org/a> <http://example.org/p> <http://example.org/b> .\n")
    report = validate_files([data], engine=engine, shapes=[shapes])
    paths = {r.message: r.result_path for r in report.results}
    assert paths == {
        "inverse": "^<http://example.org/p>",
        "sequence": "<http://example.org/p>/<http://example.org/q>",
        "alternative": "<http://example.org/p>|(<http://example.org/q>*)",
    }
    ask = """
        PREFIX sh: <http://www.w3.org/ns/shacl#>
        PREFIX ex: <http://example.org/>
        PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
        ASK {
            ?r1 sh:resultMessage "inverse" ; sh:resultPath [ sh:inversePath ex:p ] .
            ?r2 sh:resultMessage "sequence" ;
                sh:resultPath [ rdf:first ex:p ; rdf:rest [ rdf:first ex:q ; rdf:rest rdf:nil ] ] .
            ?r3 sh:resultMessage "alternative" ; sh:resultPath [ sh:alternativePath [
                rdf:first ex:p ;
                rdf:rest [ rdf:first [ sh:zeroOrMorePath ex:q ] ; rdf:rest rdf:nil ]
            ] ] .
        }
    """
    assert _ask(report.to_turtle(), ask)


def _ask(turtle: bytes, query: str) -> bool:
    from legalkg.store.local import memory_store

    store = memory_store(ox.parse(turtle, format=ox.RdfFormat.TURTLE))
    result = store.query(query)
    assert isinstance(result, ox.QueryBoolean)
    return bool(result)


# --------------------------------------------------------------------------------------------
# JUnit


def test_junit(invalid: ValidationReport) -> None:
    suite = ET.fromstring(invalid.to_junit())  # our own output
    assert suite.tag == "testsuite"
    assert suite.get("name") == "legalkg-shacl"
    cases = suite.findall("testcase")
    assert len(cases) == int(suite.get("tests", "")) == len(invalid.shapes)
    failed = [c for c in cases if c.find("failure") is not None]
    failing_shapes = {r.shape for r in invalid.results}
    assert int(suite.get("failures", "")) == len(failed) == len(failing_shapes) == 4
    (overlap,) = [c for c in cases if c.get("name") == "lkgsh:VersionOverlapShape"]
    failure = overlap.find("failure")
    assert failure is not None
    assert failure.get("message", "").startswith("2 results: This version overlaps")
    assert (failure.text or "").count("\n") == 1
    assert suite.find("properties/property[@name='engine']").get("value") == "turbo"  # type: ignore[union-attr]


def test_junit_conforms() -> None:
    suite = ET.fromstring(validate_files([VALID]).to_junit())
    assert suite.get("failures") == "0"
    assert int(suite.get("tests", "")) > 30
    assert all(c.find("failure") is None for c in suite.findall("testcase"))


# --------------------------------------------------------------------------------------------
# Inputs and errors


def test_parse_error_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.ttl"
    path.write_text(
        '@prefix ex: <http://example.org/> .\nex:a ex:b ex:c .\nex:a ex:b "unterminated .\n'
    )
    with pytest.raises(InputError) as info:
        validate_files([path])
    assert info.value.where == f"{path}:3"
    assert str(info.value).startswith(f"{path}:3: ")


def test_unknown_extension(tmp_path: Path) -> None:
    path = tmp_path / "data.txt"
    path.write_text("")
    with pytest.raises(InputError, match=r"data\.txt: unknown RDF file extension '\.txt'"):
        validate_files([path])


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="cannot read the file"):
        validate_files([tmp_path / "missing.ttl"])


def test_rdfxml_external_entities_are_not_expanded(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET")
    path = tmp_path / "xxe.rdf"
    path.write_text(
        '<?xml version="1.0"?>\n'
        f'<!DOCTYPE rdf:RDF [ <!ENTITY secret SYSTEM "{secret.as_uri()}"> ]>\n'
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"'
        ' xmlns:ex="http://example.org/">\n'
        '  <rdf:Description rdf:about="http://example.org/s"><ex:p>&secret;</ex:p>'
        "</rdf:Description>\n</rdf:RDF>\n"
    )
    with pytest.raises(InputError) as info:
        validate_files([path])
    assert "TOP-SECRET" not in str(info.value)
    assert str(info.value).startswith(str(path))


WORK = ox.NamedNode("https://example.org/eli/w")
WORK_TRIPLES = [
    ox.Triple(WORK, RDF_TYPE, LKG.Work),
    ox.Triple(WORK, RDFS.label, ox.Literal("W", language="en")),
]


@pytest.mark.parametrize(
    "fmt",
    [
        ox.RdfFormat.N_TRIPLES,
        ox.RdfFormat.N_QUADS,
        ox.RdfFormat.TRIG,
        ox.RdfFormat.JSON_LD,
        ox.RdfFormat.RDF_XML,
        ox.RdfFormat.TURTLE,
    ],
)
def test_formats_by_extension(tmp_path: Path, fmt: ox.RdfFormat) -> None:
    path = tmp_path / f"work.{fmt.file_extension}"
    data = (
        ox.serialize(WORK_TRIPLES, format=fmt)
        if not fmt.supports_datasets
        else ox.serialize(
            [
                ox.Quad(t.subject, t.predicate, t.object, ox.NamedNode("https://example.org/g"))
                for t in WORK_TRIPLES
            ],
            format=fmt,
        )
    )
    assert data is not None
    path.write_bytes(data)
    report = validate_files([path])
    assert [(r.shape, r.focus_node) for r in report.results] == [
        (f"<{SHAPES_NS}WorkTitleShape>", str(WORK))
    ]


@pytest.mark.parametrize("call", [validate_files, validate_store])
def test_unknown_engine(call: object) -> None:
    arg = [] if call is validate_files else Store()
    with pytest.raises(
        ValueError, match="unknown SHACL engine 'jena'; expected one of: turbo, pyshacl"
    ):
        call(arg, engine="jena")  # type: ignore[operator]


def test_store_union_of_graphs() -> None:
    store = Store()
    g1, g2 = (
        ox.NamedNode("https://example.org/graph/1"),
        ox.NamedNode("https://example.org/graph/2"),
    )
    store.replace_graphs({g1: WORK_TRIPLES, g2: [ox.Triple(WORK, ELI_TITLE, ox.Literal("The W"))]})
    assert validate_store(store).conforms
    # the default graph counts too
    other = ox.NamedNode("https://example.org/eli/other")
    store.oxigraph.add(ox.Quad(other, RDF_TYPE, LKG.Work, ox.DefaultGraph()))
    report = validate_store(store)
    assert {r.focus_node for r in report.results} == {str(other)}


def test_bad_shapes_file(tmp_path: Path) -> None:
    shapes = tmp_path / "shapes.ttl"
    shapes.write_text("@prefix sh: <http://www.w3.org/ns/shacl#> .\n\n<urn:s> a sh:NodeShape ;\n")
    with pytest.raises(InputError) as info:
        validate_files([VALID], shapes=[shapes])
    assert info.value.where.startswith(f"{shapes}:")


@pytest.mark.parametrize("engine", ENGINES)
def test_bad_sparql_in_shapes(tmp_path: Path, engine: str) -> None:
    (original,) = [p for p in data_files("shapes") if p.name == "norms.ttl"]
    shapes = tmp_path / "norms.ttl"
    text = original.read_text(encoding="utf-8")
    assert "FILTER (?value != ?macroDate)" in text
    shapes.write_text(text.replace("FILTER (?value != ?macroDate)", "FILTER (?value != ?macroDate"))
    with pytest.raises(InputError) as info:
        validate_files([VALID], engine=engine, shapes=[shapes])
    message = str(info.value)
    assert message.startswith(f"{shapes}: shape <{SHAPES_NS}MicroActionDateShape>: its sh:select")


def test_no_shapes() -> None:
    with pytest.raises(InputError, match="no shapes files"):
        validate_store(Store(), shapes=[])


def test_shapes_listed(invalid: ValidationReport) -> None:
    assert f"<{SHAPES_NS}VersionOverlapShape>" in invalid.shapes
    assert f"<{SHAPES_NS}TemporalVersionShape>" not in invalid.shapes  # groups, checks nothing
    assert f"<{SHAPES_NS}ComponentClassShape>" not in invalid.shapes  # helper, no target
    assert list(invalid.shapes) == sorted(invalid.shapes)


def test_copied_shapes_folder(tmp_path: Path) -> None:
    """``shapes=`` replaces the packaged shapes."""
    for p in data_files("shapes"):
        shutil.copy(p, tmp_path / p.name)
    report = validate_files([INVALID], shapes=sorted(tmp_path.glob("*.ttl")))
    assert report == validate_files([INVALID])


@pytest.mark.slow
def test_constitution_conforms_with_turbo(constitution_store: Store) -> None:
    report = validate_store(constitution_store, engine="turbo")
    assert report.conforms, report.to_text()[:2000]


# --------------------------------------------------------------------------------------------
# A user's own shapes (legalkg validate --shapes)

USER_SHAPES = """
@prefix sh: <http://www.w3.org/ns/shacl#> .
@prefix lkg: <https://w3id.org/legalkg#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
<https://example.org/shapes#WorkComment> a sh:NodeShape ;
    sh:targetClass lkg:Work ;
    sh:property [ sh:path rdfs:comment ; sh:minCount 1 ; sh:message "Comment the work." ] .
"""
USER_DATA = """
@prefix lkg: <https://w3id.org/legalkg#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
<https://example.org/eli/w> a lkg:Work ; rdfs:label "W" .
"""


@pytest.mark.parametrize("engine", ENGINES)
def test_extra_shapes_beside_or_instead(tmp_path: Path, engine: str) -> None:
    shapes = tmp_path / "mine.ttl"
    shapes.write_text(USER_SHAPES)
    data = tmp_path / "data.ttl"
    data.write_text(USER_DATA)
    ours = {r.shape for r in validate_files([data], engine=engine).results}
    both = validate_files([data], engine=engine, extra_shapes=[shapes])
    only = validate_files([data], engine=engine, shapes=[shapes])
    assert f"<{SHAPES_NS}WorkTitleShape>" in ours
    assert {r.message for r in only.results} == {"Comment the work."}
    # The user's blank property shape has a name: where it is declared (issue 32).
    named = (
        "<https://example.org/shapes#WorkComment> sh:property "
        "[ sh:path <http://www.w3.org/2000/01/rdf-schema#comment> ]"
    )
    assert {r.shape for r in both.results} == ours | {named}
    assert named in only.shapes and named in both.shapes
    assert "Comment the work." in {r.message for r in both.results}


def test_cli_shapes_option(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from legalkg.cli import cli

    shapes = tmp_path / "mine.ttl"
    shapes.write_text(USER_SHAPES)
    data = tmp_path / "data.ttl"
    data.write_text(USER_DATA)
    runner = CliRunner()
    both = runner.invoke(cli, ["validate", str(data), "--shapes", str(shapes), "-f", "json"])
    only = runner.invoke(
        cli, ["validate", str(data), "--shapes", str(shapes), "--only-shapes", "-f", "json"]
    )
    assert both.exit_code == 1 and only.exit_code == 1
    messages = {r["message"] for r in json.loads(only.stdout)["results"]}
    assert messages == {"Comment the work."}
    assert len(json.loads(both.stdout)["results"]) > 1
    assert runner.invoke(cli, ["validate", str(data), "--only-shapes"]).exit_code == 2
    bad = tmp_path / "bad.ttl"
    bad.write_text(
        USER_SHAPES.replace(
            "sh:property", 'sh:sparql [ sh:select "SELECT $this { MINUS {} }" ] ; sh:property'
        )
    )
    refused = runner.invoke(cli, ["validate", str(data), "--shapes", str(bad)])
    assert refused.exit_code == 3
    assert "uses MINUS" in refused.stderr and str(bad) in refused.stderr
