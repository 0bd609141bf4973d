"""The CLI: exact output, exit codes, and errors as one ``Error:`` line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from legalkg.cli import cli


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def kg(tmp_path: Path, runner: CliRunner, art6: Path) -> Path:
    path = tmp_path / "kg.db"
    result = runner.invoke(cli, ["ingest", str(art6), "--store", str(path)])
    assert result.exit_code == 0, result.stderr
    return path


def test_ingest_output(tmp_path: Path, runner: CliRunner, art6: Path) -> None:
    result = runner.invoke(cli, ["ingest", str(art6), "--store", str(tmp_path / "kg")])
    assert result.exit_code == 0
    assert result.stdout == (
        f"https://example.org/graph/br/constituicao/1988: 553 triples from {art6}\nConforms.\n"
    )


def test_validate_store_conforms(runner: CliRunner, kg: Path) -> None:
    result = runner.invoke(cli, ["validate", "--store", str(kg)])
    assert result.exit_code == 0
    assert result.stdout.startswith("Conforms.")


def test_validate_file_does_not_conform(tmp_path: Path, runner: CliRunner) -> None:
    bad = tmp_path / "bad.ttl"
    bad.write_text("<https://example.org/v> a <https://w3id.org/legalkg#TemporalVersion> .\n")
    result = runner.invoke(cli, ["validate", str(bad), "-f", "json"])
    assert result.exit_code == 1
    assert json.loads(result.stdout)["conforms"] is False
    junit = runner.invoke(cli, ["validate", str(bad), "-f", "junit"])
    assert junit.exit_code == 1 and "<failure" in junit.stdout


def test_validate_usage_errors(runner: CliRunner, kg: Path, art6: Path) -> None:
    assert runner.invoke(cli, ["validate"]).exit_code == 2
    result = runner.invoke(cli, ["validate", "--store", str(kg), "-f", "yaml"])
    assert result.exit_code == 2


def test_sparql_table_and_formats(runner: CliRunner, kg: Path) -> None:
    query = (
        "SELECT ?from WHERE { ?v lkg:versionOf/rdfs:label 'art. 6º'@pt ; "
        "lkg:validFrom ?from } ORDER BY ?from"
    )
    result = runner.invoke(cli, ["sparql", "--store", str(kg), query])
    assert result.exit_code == 0
    assert result.stdout == ("from\n----------\n1988-10-05\n2000-02-14\n2010-02-04\n2015-09-15\n")
    csv = runner.invoke(cli, ["sparql", "--store", str(kg), "-f", "csv", query])
    assert csv.stdout.replace("\r\n", "\n") == (
        "from\n1988-10-05\n2000-02-14\n2010-02-04\n2015-09-15\n"
    )
    js = runner.invoke(cli, ["sparql", "--store", str(kg), "-f", "json", query])
    assert len(json.loads(js.stdout)["results"]["bindings"]) == 4
    ask = runner.invoke(cli, ["sparql", "--store", str(kg), "ASK { ?v a lkg:TemporalVersion }"])
    assert ask.stdout == "true\n"


def test_sparql_construct_and_stdin(runner: CliRunner, kg: Path) -> None:
    query = "CONSTRUCT { ?c rdfs:label ?l } WHERE { ?c a lkg:Article ; rdfs:label ?l }"
    result = runner.invoke(
        cli, ["sparql", "--store", str(kg), "-f", "ntriples", "-q", "-"], input=query
    )
    assert result.exit_code == 0
    assert result.stdout.count("\n") == 2
    bad = runner.invoke(cli, ["sparql", "--store", str(kg), "-f", "csv", query])
    assert bad.exit_code == 3
    assert bad.stderr.startswith("Error: --format: 'csv' does not fit a CONSTRUCT")


def test_sparql_syntax_error_is_one_line(runner: CliRunner, kg: Path) -> None:
    result = runner.invoke(cli, ["sparql", "--store", str(kg), "SELEC ?x"])
    assert result.exit_code == 3
    assert result.stderr.startswith("Error: QUERY:1:")  # the query's line and column
    assert "SPARQL syntax error:" in result.stderr and result.stderr.count("\n") == 1


def test_missing_store(tmp_path: Path, runner: CliRunner) -> None:
    result = runner.invoke(cli, ["info", "--store", str(tmp_path / "nope")])
    assert result.exit_code == 3
    assert "no such store" in result.stderr


def test_export_formats_and_determinism(tmp_path: Path, runner: CliRunner, kg: Path) -> None:
    out = tmp_path / "kg.trig"
    assert runner.invoke(cli, ["export", "--store", str(kg), "-o", str(out)]).exit_code == 0
    assert out.read_text("utf-8").startswith("@prefix crm:")
    nq = runner.invoke(cli, ["export", "--store", str(kg), "-f", "nquads"])
    assert nq.stdout.count("\n") == 553
    one = runner.invoke(
        cli,
        [
            "export",
            "--store",
            str(kg),
            "-f",
            "ntriples",
            "--graph",
            "https://example.org/graph/nothing",
        ],
    )
    # A graph the store does not hold is an error, not an empty export (issue 32).
    assert one.exit_code == 3 and one.stdout == "" and "no such graph" in one.stderr


def test_export_is_byte_identical_across_processes(tmp_path: Path, art6: Path) -> None:
    outputs = []
    for n in range(2):
        store = tmp_path / f"kg{n}"
        subprocess.run(
            [sys.executable, "-m", "legalkg", "ingest", str(art6), "--store", str(store)],
            check=True,
            capture_output=True,
        )
        outputs.append(
            subprocess.run(
                [sys.executable, "-m", "legalkg", "export", "--store", str(store), "-f", "trig"],
                check=True,
                capture_output=True,
            ).stdout
        )
    assert outputs[0] == outputs[1] and outputs[0]


def test_info(runner: CliRunner, kg: Path) -> None:
    result = runner.invoke(cli, ["info", "--store", str(kg), "-f", "json"])
    assert json.loads(result.stdout) == [
        {
            "graph": "https://example.org/graph/br/constituicao/1988",
            "triples": 553,
            "works": 4,
            "components": 6,
            "versions": 19,
            "language_versions": 19,
            "actions": 7,
        }
    ]
    text = runner.invoke(cli, ["info", "--store", str(kg)]).stdout
    assert text.splitlines()[0].split() == [
        "graph",
        "triples",
        "works",
        "components",
        "versions",
        "language",
        "versions",
        "actions",
    ]


def test_bad_ingest_exits_3_and_writes_nothing(tmp_path: Path, runner: CliRunner) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "work: {id: xx/a/1, title: T, date: '2000-01-01', language: en}\n"
        "components:\n  - {id: s1, kind: sektion, text: T}\n",
        "utf-8",
    )
    store = tmp_path / "kg"
    result = runner.invoke(cli, ["ingest", str(bad), "--store", str(store)])
    assert result.exit_code == 3
    assert result.stderr.startswith(f"Error: {bad}:3: components[0].kind:")
    assert result.stderr.count("\n") == 1


def test_non_conforming_ingest_prints_report(tmp_path: Path, runner: CliRunner) -> None:
    bad = tmp_path / "bad.ttl"
    bad.write_text("<https://example.org/v> a <https://w3id.org/legalkg#TemporalVersion> .\n")
    result = runner.invoke(cli, ["ingest", str(bad), "--store", str(tmp_path / "kg")])
    assert result.exit_code == 3
    assert "Does not conform" in result.stderr
    assert "nothing was written" in result.stderr


def test_python_m_and_version() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "legalkg", "--version"], check=True, capture_output=True, text=True
    ).stdout
    assert "version" in out


def _commands(group: object, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    import click

    found = [prefix]
    if isinstance(group, click.Group):
        for name, command in sorted(group.commands.items()):
            found += _commands(command, (*prefix, name))
    return found


def test_every_command_help_exits_0(runner: CliRunner) -> None:
    """``--help`` of every command and sub-command prints its usage and exits 0 (click ends
    with ``Exit``, a ``RuntimeError``, which must not be turned into a failure)."""
    for path in _commands(cli):
        result = runner.invoke(cli, [*path, "--help"])
        assert result.exit_code == 0, (path, result.output)
        assert "Usage:" in result.output, path
        assert "Error:" not in result.output, path
