"""The command line as its users expect (issue 32, items 2 and 8): every graph format for a
CONSTRUCT, errors that list only the formats of the query form, SPARQL errors with the file and
line, `export --graph` of a missing graph, `__version__`, `--verbose`/`--quiet`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import rdflib
from click.testing import CliRunner

from legalkg.cli import cli

CONSTRUCT = "CONSTRUCT { ?c rdfs:label ?l } WHERE { ?c a lkg:Article ; rdfs:label ?l }"


@pytest.fixture(scope="module")
def kg(tmp_path_factory: pytest.TempPathFactory, art6: Path) -> Path:
    path = tmp_path_factory.mktemp("cli") / "kg.db"
    result = CliRunner().invoke(cli, ["ingest", str(art6), "--store", str(path)])
    assert result.exit_code == 0, result.stderr
    return path


@pytest.fixture(scope="module")
def art6() -> Path:
    from legalkg.ingest import example_path

    return example_path("art6") / "art6.yaml"


def run(*args: str, input: str | None = None) -> object:
    return CliRunner().invoke(cli, list(args), input=input)


@pytest.mark.parametrize(
    ("fmt", "rdflib_format"),
    [
        ("jsonld", "json-ld"),
        ("turtle", "turtle"),
        ("ntriples", "nt"),
        ("nquads", "nquads"),
        ("trig", "trig"),
        ("rdfxml", "xml"),
    ],
)
def test_construct_in_every_graph_format(kg: Path, fmt: str, rdflib_format: str) -> None:
    result = run("sparql", "--store", str(kg), "-f", fmt, CONSTRUCT)
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    data = rdflib.Dataset()
    data.parse(data=result.stdout, format=rdflib_format)  # type: ignore[attr-defined]
    labels = {str(o) for _, p, o, _ in data.quads() if str(p).endswith("#label")}
    assert labels == {"art. 6º", "art. 7º"}, labels
    again = run("sparql", "--store", str(kg), "-f", fmt, CONSTRUCT)
    assert again.stdout == result.stdout  # type: ignore[attr-defined]


def test_jsonld_construct_is_json_ld(kg: Path) -> None:
    result = run("sparql", "--store", str(kg), "-f", "jsonld", CONSTRUCT)
    doc = json.loads(result.stdout)  # type: ignore[attr-defined]
    assert doc and all("@id" in node for node in doc)


def test_format_errors_list_only_the_formats_of_the_query_form(kg: Path) -> None:
    bad = run("sparql", "--store", str(kg), "-f", "csv", CONSTRUCT)
    assert bad.exit_code == 3  # type: ignore[attr-defined]
    line = bad.stderr.strip()  # type: ignore[attr-defined]
    assert line.count("\n") == 0
    assert "jsonld" in line and "nquads" in line and "csv" not in line.split("Use ")[1]
    select = run("sparql", "--store", str(kg), "-f", "jsonld", "SELECT ?s WHERE { ?s ?p ?o }")
    line = select.stderr.strip()  # type: ignore[attr-defined]
    assert "does not fit a SELECT result" in line
    used = line.split("Use ")[1]
    assert "csv" in used and "jsonld" not in used and "turtle" not in used
    ask = run("sparql", "--store", str(kg), "-f", "turtle", "ASK { ?s ?p ?o }")
    assert "does not fit an ASK result" in ask.stderr  # type: ignore[attr-defined]
