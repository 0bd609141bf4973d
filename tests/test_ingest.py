"""Ingest: the Art. 6 example, the golden graph, re-ingest, and bad input that loses nothing."""

from __future__ import annotations

import importlib
import shutil
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import Graph
from rdflib.compare import graph_diff, isomorphic, to_isomorphic

from legalkg.core.errors import InputError, ModelError, ValidationError
from legalkg.ingest import ingest
from legalkg.store.local import Store

GOLDEN = Path(__file__).resolve().parent / "golden"
W = "https://example.org/eli/br/constituicao/1988"


def art6_versions(store: Store, component: str) -> list[tuple[str, str | None]]:
    rows = store.select(
        "SELECT ?c ?from ?until WHERE { ?v lkg:versionOf ?c ; lkg:validFrom ?from "
        "OPTIONAL { ?v lkg:validUntil ?until } } ORDER BY ?from",
        substitutions={"c": ox.NamedNode(f"{W}/{component}" if component else W)},
    )
    return [(r["from"].value, r["until"].value if r["until"] else None) for r in rows]


def test_art6_four_versions_with_texts(store: Store, art6: Path) -> None:
    ingest([art6], store=store)
    rows = store.select(
        "SELECT ?c ?from ?text WHERE { ?v lkg:versionOf ?c ; lkg:validFrom ?from ; "
        "lkg:hasLanguageVersion/lkg:text ?text } ORDER BY ?from",
        substitutions={"c": ox.NamedNode(f"{W}/tit2/art6")},
    )
    assert [r["from"].value for r in rows] == [
        "1988-10-05",
        "2000-02-14",
        "2010-02-04",
        "2015-09-15",
    ]
    texts = [r["text"].value for r in rows]
    assert "moradia" not in texts[0] and "a moradia" in texts[1]
    assert "alimentação" not in texts[1] and "a alimentação" in texts[2]
    assert "transporte" not in texts[2] and "o transporte" in texts[3]
    assert all(r["text"].language == "pt" for r in rows)


def test_ancestors_get_aggregate_versions_that_reuse_siblings(store: Store, art6: Path) -> None:
    ingest([art6], store=store)
    dates = ["1988-10-05", "2000-02-14", "2010-02-04", "2015-09-15"]
    for ancestor in ("tit2/cap2", "tit2", ""):
        assert [f for f, _ in art6_versions(store, ancestor)] == dates
    for unchanged in ("tit1", "tit2/cap1", "tit2/art7"):
        assert art6_versions(store, unchanged) == [("1988-10-05", None)]
    # Every version of Title II aggregates the single 1988 version of Chapter I (reuse), and
    # the version of Chapter II that starts on the same day.
    rows = store.select(
        "SELECT ?c ?from ?part WHERE { ?v lkg:versionOf ?c ; lkg:validFrom ?from ; "
        "lkg:aggregates ?part } ORDER BY ?from ?part",
        substitutions={"c": ox.NamedNode(f"{W}/tit2")},
    )
    got = [(r["from"].value, r["part"].value.removeprefix(W + "/")) for r in rows]
    assert got == [
        pair for d in dates for pair in [(d, "tit2/cap1/1988-10-05"), (d, f"tit2/cap2/{d}")]
    ]


def test_art6_golden_graph_is_isomorphic(store: Store, art6: Path, update_golden: bool) -> None:
    ingest([art6], store=store)
    got = Graph().parse(data=store.export(format=ox.RdfFormat.N_TRIPLES), format="nt")
    path = GOLDEN / "art6.ttl"
    if update_golden:
        path.write_bytes(store.export(format=ox.RdfFormat.TURTLE))
    if not path.exists():
        raise FileNotFoundError(f"{path} does not exist; run pytest with --update-golden")
    expected = Graph().parse(path, format="turtle")
    if not isomorphic(got, expected):
        _, only_got, only_expected = graph_diff(to_isomorphic(got), to_isomorphic(expected))
        pytest.fail(
            "graph differs from golden/art6.ttl (rerun with --update-golden if intended):\n"
            f"+ {sorted(only_got)[:5]}\n- {sorted(only_expected)[:5]}"
        )


def test_same_input_same_bytes(art6: Path) -> None:
    a, b = Store(), Store()
    ingest([art6], store=a)
    ingest([art6], store=b)
    assert a.export(format=ox.RdfFormat.TRIG) == b.export(format=ox.RdfFormat.TRIG)


def test_base_changes_every_iri(store: Store, art6: Path) -> None:
    ingest([art6], store=store, base="https://laws.example/")
    subjects = {q.subject.value for q in store.quads() if isinstance(q.subject, ox.NamedNode)}
    assert subjects and all(s.startswith("https://laws.example/eli/") for s in subjects)


def test_reingest_replaces_the_graph(tmp_path: Path, art6: Path) -> None:
    store = Store(tmp_path / "kg")
    ingest([art6], store=store)
    before = store.export(format=ox.RdfFormat.N_QUADS)
    ingest([art6], store=store)
    assert store.export(format=ox.RdfFormat.N_QUADS) == before
    # An edited source replaces its graph: nothing of the old content is left over.
    edited = tmp_path / "art6.yaml"
    text = art6.read_text("utf-8")
    assert "o transporte, o lazer" in text
    edited.write_text(text.replace("o transporte, o lazer", "o TRANSPORTE, o lazer"), "utf-8")
    ingest([edited], store=store)
    texts = [
        r["t"].value
        for r in store.select(
            "SELECT ?t WHERE { ?lv lkg:text ?t FILTER(CONTAINS(?t, 'transporte') || "
            "CONTAINS(?t, 'TRANSPORTE')) } ORDER BY ?t"
        )
    ]
    assert len(texts) == 1 and "TRANSPORTE" in texts[0]
    assert [g.value for g in store.graphs()] == ["https://example.org/graph/br/constituicao/1988"]


def _broken_sources(tmp_path: Path, art6: Path) -> list[tuple[str, Path, type[Exception]]]:
    text = art6.read_text("utf-8")
    cases = {
        "yaml": ("work: [", InputError),
        "unknown-target": (
            text.replace(
                "target: tit2/art6\n        text: >-\n          Art. 6º São "
                "direitos sociais a educação, a saúde, o trabalho, a moradia",
                "target: tit2/art99\n        text: >-\n          Art. 6º São "
                "direitos sociais a educação, a saúde, o trabalho, a moradia",
            ),
            InputError,
        ),
        "before-work": (
            text.replace('date: "2000-02-14"\n    act:', 'date: "1980-02-14"\n    act:'),
            ModelError,
        ),
        "bad-date": (
            text.replace('date: "2010-02-04"\n    act:', 'date: "2010-02-30"\n    act:'),
            InputError,
        ),
        "unknown-operation": (
            text.replace("operation: substitution", "operation: rewrite", 1),
            InputError,
        ),
    }
    out = []
    for name, (content, error) in cases.items():
        assert content != text, name
        path = tmp_path / f"{name}.yaml"
        path.write_text(content, "utf-8")
        out.append((name, path, error))
    bad_rdf = tmp_path / "bad.ttl"
    bad_rdf.write_text("<http://a> <http://b> .\n", "utf-8")
    out.append(("rdf", bad_rdf, InputError))
    return out


def test_bad_input_leaves_the_store_byte_for_byte_unchanged(tmp_path: Path, art6: Path) -> None:
    store = Store(tmp_path / "kg")
    ingest([art6], store=store)
    before = store.export(format=ox.RdfFormat.N_QUADS)
    for name, path, error in _broken_sources(tmp_path, art6):
        with pytest.raises(error) as e:
            ingest([art6, path], store=store)
        assert str(path) in str(e.value), name
        assert store.export(format=ox.RdfFormat.N_QUADS) == before, name


def test_non_conforming_data_is_not_written(tmp_path: Path, store: Store) -> None:
    bad = tmp_path / "bad.ttl"
    bad.write_text(
        "@prefix lkg: <https://w3id.org/legalkg#> .\n"
        "<https://example.org/v> a lkg:TemporalVersion .\n",
        "utf-8",
    )
    with pytest.raises(ValidationError) as e:
        ingest([bad], store=store)
    assert not e.value.report.conforms
    assert len(store) == 0
    ingest([bad], store=store, validate=False)
    assert len(store) == 1


def test_two_sources_same_graph_refused(tmp_path: Path, art6: Path, store: Store) -> None:
    copy = tmp_path / "copy.yaml"
    shutil.copy(art6, copy)
    with pytest.raises(InputError, match="is also written by"):
        ingest([art6, copy], store=store)


@pytest.mark.parametrize("bounded", [False, True])
def test_the_bounded_memory_validation_gives_the_same_verdict(
    tmp_path: Path, art6: Path, monkeypatch: pytest.MonkeyPatch, bounded: bool
) -> None:
    """Above ``ingest.BOUNDED`` bytes a first write is validated on the staging generation
    (memory bounded, slower) instead of a copy in memory: the same store, the same results,
    and a refusal that writes nothing, on either side of the threshold."""
    ingest_module = importlib.import_module("legalkg.ingest")  # (legalkg.ingest is the function)
    monkeypatch.setattr(ingest_module, "BOUNDED", 0 if bounded else 2**62)
    store = Store(tmp_path / "kg")
    result = ingest([art6], store=store)
    assert result.report is not None and result.report.conforms
    reference = Store()
    ingest([art6], store=reference)
    assert store.export(format=ox.RdfFormat.N_QUADS) == reference.export(
        format=ox.RdfFormat.N_QUADS
    )
    bad = tmp_path / "bad.ttl"
    bad.write_text(
        "@prefix lkg: <https://w3id.org/legalkg#> .\n"
        "<https://example.org/v> a lkg:TemporalVersion .\n",
        "utf-8",
    )
    fresh = Store(tmp_path / "fresh")
    with pytest.raises(ValidationError) as e:
        ingest([art6, bad], store=fresh)
    assert not e.value.report.conforms
    foci = {r.focus_node.strip("<>") for r in e.value.report.results}
    assert foci == {"https://example.org/v"}
    assert len(fresh) == 0
