"""The bad-input corpus: every case exits with its exact code and message, and writes nothing.

See tests/bad_inputs/README.md. Each case runs ``legalkg ingest CASE --store STORE`` from the
corpus folder (so messages name the case by its relative path).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from legalkg.cli import cli
from legalkg.store.local import Store

CORPUS = Path(__file__).resolve().parent / "bad_inputs"
EXPECTED: dict[str, dict[str, object]] = json.loads(
    (CORPUS / "expected.json").read_text(encoding="utf-8")
)
FORMATS = ("history-", "table-", "series-", "akn-", "rdf-")


def _ingest(case: str, store: Path, monkeypatch: pytest.MonkeyPatch) -> object:
    monkeypatch.chdir(CORPUS)
    return CliRunner().invoke(cli, ["ingest", case, "--store", str(store)])


def test_the_corpus_covers_every_format_and_every_file() -> None:
    on_disk = {p.name for p in CORPUS.iterdir()} - {"expected.json", "README.md", "_controls"}
    assert on_disk == set(EXPECTED)
    assert len(EXPECTED) >= 40
    for prefix in FORMATS:
        assert sum(name.startswith(prefix) for name in EXPECTED) >= 5, prefix


@pytest.mark.parametrize("case", sorted(EXPECTED))
def test_bad_input(case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    expected = EXPECTED[case]
    store = tmp_path / "store"
    result = _ingest(case, store, monkeypatch)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert (result.exit_code, result.stderr, result.stdout) == (
        expected["exit_code"],
        expected["stderr"],
        expected["stdout"],
    )
    # nothing written: the store is absent or empty
    assert not store.exists() or len(Store(store, read_only=True)) == 0


@pytest.mark.parametrize("control", ["history.yaml", "table", "series"])
def test_the_controls_ingest(control: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result = _ingest(f"_controls/{control}", tmp_path / "store", monkeypatch)
    assert result.exit_code == 0, result.output
    assert len(Store(tmp_path / "store", read_only=True)) > 100


def test_series_with_a_bad_act_pattern(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    series = tmp_path / "series"
    shutil.copytree(CORPUS / "_controls" / "series", series)
    manifest = series / "legalkg.yaml"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text.replace("{year}/{number}", "{yr}/{number}"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["ingest", str(series), "--store", str(tmp_path / "s")])
    assert result.exit_code == 3, result.exception
    assert "legalkg.yaml" in result.stderr


def test_akn_with_an_unknown_encoding(tmp_path: Path) -> None:
    source = Path(__file__).resolve().parent / "data" / "akn" / "v3" / "act-2020.xml"
    bad = tmp_path / "act.xml"
    text = source.read_text(encoding="utf-8")
    bad.write_text(text.replace('encoding="UTF-8"', 'encoding="KUTF-8"'), encoding="utf-8")
    result = CliRunner().invoke(cli, ["ingest", str(bad), "--store", str(tmp_path / "s")])
    assert result.exit_code == 3, result.exception
    assert "act.xml" in result.stderr
