"""Ingest writes the next generation while it validates: the same report, the same store.

``ingest`` serializes each graph once to N-Triples; the text goes to the validator
(``validate_ntriples``) and to the staging generation's bulk loader, which runs in a second
thread while the data is validated (``Store.replace_graphs(check=...)``). These tests hold that
to what ingest did before (validate the triples, then write them): the same report (text,
JSON, results), the same quads in the store, blank node labels kept, and a store left exactly as
it was when the data does not conform or the check fails, with no staging folder behind.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pyoxigraph as ox
import pytest
from test_validate_offload import CORPORA

from legalkg.core.errors import ValidationError
from legalkg.ingest import build_graphs, example_path, ingest
from legalkg.store.generations import current_generation
from legalkg.store.local import NextState, Store
from legalkg.validation.shacl import validate_ntriples, validate_store, validate_triples

DATA = Path(__file__).resolve().parent / "data"
G = ox.NamedNode("https://example.org/graph/a")
H = ox.NamedNode("https://example.org/graph/b")
P = ox.NamedNode("https://example.org/p")


def _texts(graphs: dict[ox.NamedNode, list[ox.Triple]]) -> list[bytes]:
    out = []
    for triples in graphs.values():
        text = ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES)
        assert text is not None
        out.append(text)
    return out


def _quads(store: Store) -> list[str]:
    return sorted(str(q) for q in store.oxigraph.quads_for_pattern(None, None, None, None))


def _generations(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.is_dir())


def _old_way(store: Store, graphs: dict[ox.NamedNode, list[ox.Triple]]) -> None:
    """What ingest did before: the triples themselves into the store's bulk loader."""
    store.replace_graphs(graphs)


def _same(reports: Iterable[object]) -> None:
    first, *rest = list(reports)
    for other in rest:
        assert other == first
        assert other.to_text() == first.to_text()  # type: ignore[attr-defined]
        assert other.to_json() == first.to_json()  # type: ignore[attr-defined]


@pytest.mark.slow
def test_same_report_and_store_as_before_on_the_four_corpora(tmp_path: Path) -> None:
    from test_validate_offload import _inject

    graphs, _ = build_graphs(CORPORA)
    triples = [t for ts in graphs.values() for t in ts]
    clean = validate_triples(triples)
    assert clean.conforms
    _same([clean, validate_ntriples(_texts(graphs))])
    store = Store(tmp_path / "new")
    result = ingest(CORPORA, store=store)
    assert result.report is not None
    _same([clean, result.report, validate_store(store)])  # a full validation of the store
    old = Store(tmp_path / "old")
    _old_way(old, graphs)
    assert _quads(store) == _quads(old)
    assert [(g.graph, g.triples) for g in result.graphs] == [
        (name.value, len(set(ts)))
        for name, ts in sorted(graphs.items(), key=lambda kv: kv[0].value)
    ]
    # violations of core and SPARQL constraints in every corpus
    bad = _inject(triples)
    bad_graphs = {ox.NamedNode("https://example.org/graph/bad"): bad}
    expected = validate_triples(bad)
    assert not expected.conforms
    _same([expected, validate_ntriples(_texts(bad_graphs))])
    before = store.generation
    with pytest.raises(ValidationError) as failed:
        store.replace_graphs(
            bad_graphs, check=lambda _: _raise_unless(validate_ntriples(_texts(bad_graphs)))
        )
    _same([expected, failed.value.report])
    assert store.generation == before == current_generation(tmp_path / "new")
    assert _generations(tmp_path / "new") == [before]


def _raise_unless(report: object) -> None:
    if not report.conforms:  # type: ignore[attr-defined]
        raise ValidationError("does not conform", report)  # type: ignore[arg-type]


def test_a_source_that_does_not_conform_leaves_the_store_and_no_staging(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "s"
    store = Store(folder)
    ingest([example_path("art6")], store=store)
    before, quads = store.generation, _quads(store)
    bad = tmp_path / "bad.ttl"
    bad.write_text(
        "@prefix lkg: <https://w3id.org/legalkg#> .\n"
        "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n"
        '<https://example.org/eli/w> a lkg:Work ; rdfs:label "W" .\n',
        encoding="utf-8",
    )
    with pytest.raises(ValidationError) as failed:
        ingest([bad], store=store)
    assert failed.value.report is not None
    assert [r.constraint for r in failed.value.report.results] == ["MinCountConstraintComponent"]
    assert store.generation == before == current_generation(folder)
    assert _generations(folder) == [before]
    reader = Store(folder, read_only=True)
    assert _quads(reader) == quads


def test_a_check_that_fails_while_the_generation_is_written_changes_nothing(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "s"
    store = Store(folder)
    kept = [ox.Triple(ox.NamedNode("https://example.org/s"), P, ox.Literal("kept"))]
    store.replace_graphs({G: kept})
    before = store.generation
    text = b'<https://example.org/s> <https://example.org/p> "new" .\n'

    def check(state: NextState) -> None:
        assert state.kept == () and state.verdict is None
        assert sorted(g.value for g in state.changed) == sorted([G.value, H.value])
        raise RuntimeError("the validator failed")

    with pytest.raises(RuntimeError, match="validator failed"):
        store.replace_graphs({G: text, H: text}, check=check)
    assert store.generation == before == current_generation(folder)
    assert _generations(folder) == [before]
    assert _quads(Store(folder, read_only=True)) == _quads(store)
    assert [q.object for q in store.oxigraph] == [ox.Literal("kept")]
    # and a check that passes publishes the text
    calls: list[int] = []
    store.replace_graphs({G: text}, check=lambda _: calls.append(1))
    assert calls == [1]
    assert [q.object for q in store.oxigraph] == [ox.Literal("new")]


@pytest.mark.parametrize("on_disk", [True, False])
def test_blank_nodes_keep_their_labels_through_the_text(tmp_path: Path, on_disk: bool) -> None:
    """bulk_load renames blank nodes; text with blank nodes is parsed back instead, so the
    store holds what the triples would have given it (the same labels: same export bytes)."""
    b = ox.BlankNode("lkgb1")
    triples = [
        ox.Triple(ox.NamedNode("https://example.org/s"), P, b),
        ox.Triple(b, P, ox.Literal("x")),
        ox.Triple(b, P, ox.Literal("300", datatype=ox.NamedNode(_XSD + "byte"))),
    ]
    text = ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES)
    assert text is not None
    new = Store(tmp_path / "new") if on_disk else Store()
    new.replace_graphs({G: text})
    old = Store(tmp_path / "old") if on_disk else Store()
    old.replace_graphs({G: triples})
    assert _quads(new) == _quads(old)
    assert "_:lkgb1" in " ".join(_quads(new))


_XSD = "http://www.w3.org/2001/XMLSchema#"


def test_the_text_gives_the_store_the_same_quads_as_the_triples(tmp_path: Path) -> None:
    graphs, _ = build_graphs([example_path("br-constitution")])
    new = Store(tmp_path / "new")
    new.replace_graphs(dict(zip(graphs, _texts(graphs), strict=True)))
    old = Store(tmp_path / "old")
    _old_way(old, graphs)
    assert _quads(new) == _quads(old)
    assert new.export(format=ox.RdfFormat.N_QUADS) == old.export(format=ox.RdfFormat.N_QUADS)
