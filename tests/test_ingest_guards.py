"""Issue 31 item 3: no silent loss. A source that yields nothing, or a re-ingest that would
remove most of a graph, is refused with the reason unless the user says so; the store is left
as it was. On the real Constitution example (examples/br-constitution, 141,609 triples)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from legalkg.core.errors import InputError
from legalkg.ingest import example_path, ingest
from legalkg.store.generations import current_generation
from legalkg.store.local import Store

GRAPH = "https://example.org/graph/br/constituicao/1988"


@pytest.fixture(scope="module")
def constitution(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A copy of the example and a store that holds it."""
    tmp = tmp_path_factory.mktemp("guards")
    source = tmp / "cf"
    shutil.copytree(example_path("br-constitution"), source)
    store_path = tmp / "cf.db"
    with Store(store_path) as store:
        ingest([source], store=store, validate=False)
    return source, store_path


def _state(store_path: Path) -> tuple[str | None, int]:
    with Store(store_path, read_only=True) as store:
        return current_generation(store_path), len(store)


def _truncate(source: Path, rows: int) -> Path:
    table = source / "provision_versions.csv"
    lines = (example_path("br-constitution") / "provision_versions.csv").read_text("utf-8")
    table.write_text("".join(lines.splitlines(keepends=True)[: rows + 1]), "utf-8")
    return source


def test_a_header_only_table_is_refused(constitution: tuple[Path, Path], tmp_path: Path) -> None:
    source, store_path = constitution
    before = _state(store_path)
    assert before[1] == 141_609
    copy = tmp_path / "cf"
    shutil.copytree(source, copy)
    _truncate(copy, 0)
    with Store(store_path) as store, pytest.raises(InputError, match="yields no components"):
        ingest([copy], store=store, validate=False)
    assert _state(store_path) == before  # the store is left exactly as it was
    # the command line: one line, exit 3, the option named
    run = subprocess.run(
        [sys.executable, "-m", "legalkg", "ingest", str(copy), "--store", str(store_path)],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 3 and "--allow-empty" in run.stderr and "Traceback" not in run.stderr
    assert _state(store_path) == before


def test_a_truncated_table_is_refused_unless_allowed(
    constitution: tuple[Path, Path], tmp_path: Path
) -> None:
    source, store_path = constitution
    before = _state(store_path)
    copy = tmp_path / "cf"
    shutil.copytree(source, copy)
    _truncate(copy, 200)
    with Store(store_path) as store, pytest.raises(InputError, match="141609 triples by"):
        ingest([copy], store=store, validate=False)
    assert _state(store_path) == before
    with Store(store_path) as store:  # said explicitly: done
        result = ingest([copy], store=store, validate=False, allow_shrink=True)
    assert 0 < result.graphs[0].triples < 141_609 // 2
    assert _state(store_path)[1] == result.graphs[0].triples
    with Store(store_path) as store:  # back to the whole law (growing needs no option)
        ingest([source], store=store, validate=False)
    assert _state(store_path)[1] == 141_609


def test_an_empty_rdf_file_is_refused(tmp_path: Path) -> None:
    empty = tmp_path / "empty.ttl"
    empty.write_text("# nothing\n", "utf-8")
    store = Store()
    with pytest.raises(InputError, match="yields no triples"):
        ingest([empty], store=store, validate=False)
    assert len(store) == 0 and store.graphs() == []
    ingest([empty], store=store, validate=False, allow_empty=True)


def _history_with(tmp_path: Path, name: str, edit: object) -> Path:
    import json

    import yaml

    control = Path(__file__).parent / "bad_inputs" / "_controls" / "history.yaml"
    data = yaml.safe_load(control.read_text("utf-8"))
    assert callable(edit)
    edit(data)
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return path


def test_one_amendment_with_20000_insertions_is_bounded(tmp_path: Path) -> None:
    def insert(data: dict[str, object]) -> None:
        changes = [
            {
                "operation": "insertion",
                "target": f"p1/a{i}",
                "parent": "p1",
                "after": f"p1/a{i - 1}",
                "kind": "article",
                "number": str(i),
                "label": f"art. {i}",
                "text": f"Art. {i}. New.",
            }
            for i in range(3, 20_003)
        ]
        data["amendments"] = [{"date": "2005-06-01", "act": "xx/act/2005/3", "changes": changes}]

    path = _history_with(tmp_path, "many.json", insert)
    with pytest.raises(InputError, match="lists 20000 changes; at most 5000"):
        ingest([path], store=Store(), validate=False)


def test_a_50_mb_text_is_bounded(tmp_path: Path) -> None:
    def grow(data: dict[str, object]) -> None:
        components = data["components"]
        assert isinstance(components, list)
        components[0]["text"] = "x" * 50_000_000

    path = _history_with(tmp_path, "big.json", grow)
    with pytest.raises(InputError, match="a value of 50000000 characters; at most 1000000"):
        ingest([path], store=Store(), validate=False)
    yaml_path = tmp_path / "big.yaml"
    yaml_path.write_text("work:\n  title: " + "y" * 2_000_000 + "\n", "utf-8")
    with pytest.raises(InputError, match=r"big.yaml:2: a value of 2000000 characters"):
        ingest([yaml_path], store=Store(), validate=False)
    huge = tmp_path / "huge.yaml"
    with huge.open("wb") as f:
        f.truncate(70_000_000)  # sparse: 70 MB of zero bytes, over the document limit
    with pytest.raises(InputError, match="at most 64000000 are read"):
        ingest([huge], store=Store(), validate=False)
