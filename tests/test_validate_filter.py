"""pyshacl-turbo gets only the triples its shapes can read (``validation_turbo._turbo_data``): the
report is the one of the whole data, byte for byte.

Compared with ``TURBO_DATA_FILTER`` on and off on every shape fixture (valid and with
injected violations), on the W3C SHACL test suite (validate_triples on the same parsed
triples, so blank node labels agree) and on the Constitution, the by-laws, the events and the
law graph with violations injected (among them ``sh:class`` ones through ``rdf:type``).
"""

from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest
from shacl_suite import cases
from test_validate_offload import CORPORA, _inject

import legalkg.validation.shacl as validate
from legalkg.core.namespaces import LKG_NS
from legalkg.ingest import build_graphs, example_path
from legalkg.validation import offload as validation_offload
from legalkg.validation import shapes as validation_shapes
from legalkg.validation import turbo as validation_turbo
from legalkg.validation.report import ValidationReport
from legalkg.validation.shacl import validate_files, validate_triples

DATA = Path(__file__).resolve().parent / "data"
FIXTURES = sorted((DATA / "shapes").glob("*/*/*.ttl"))
CASES = [c for c in cases() if not c.failure]

_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"


def _both(monkeypatch: pytest.MonkeyPatch, run: object) -> tuple[ValidationReport, ...]:
    assert callable(run)
    monkeypatch.setattr(validation_turbo, "TURBO_DATA_FILTER", True)
    filtered = run()
    monkeypatch.setattr(validation_turbo, "TURBO_DATA_FILTER", False)
    whole = run()
    return filtered, whole


@pytest.mark.parametrize(
    "path", FIXTURES, ids=lambda p: "/".join(p.relative_to(DATA / "shapes").with_suffix("").parts)
)
def test_same_report_on_every_shape_fixture(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    filtered, whole = _both(monkeypatch, lambda: validate_files([path]))
    assert filtered == whole


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_same_report_on_the_w3c_suite(case: object, monkeypatch: pytest.MonkeyPatch) -> None:
    data = validation_shapes._read_rdf(case.data)  # type: ignore[attr-defined]
    shapes = [case.shapes]  # type: ignore[attr-defined]
    filtered, whole = _both(monkeypatch, lambda: validate_triples(data, shapes=shapes))
    assert filtered == whole


_S = b"<urn:s>"


def _line(p: str, o: str) -> bytes:
    return b"%s <%s> %s ." % (_S, p.encode(), o.encode())


def _shapes(text: str) -> list[ox.Triple]:
    return list(ox.parse(text.encode(), format=ox.RdfFormat.TURTLE))


_SHAPE = """
@prefix sh: <http://www.w3.org/ns/shacl#> .
<urn:shape> a sh:NodeShape ; sh:targetClass <urn:C> ;
    sh:property [ sh:path <urn:p> ; sh:class <urn:D> ] .
"""


def test_turbo_data_drops_only_what_no_shape_reads() -> None:
    chunks = [
        b"\n".join(
            [
                _line("urn:p", "<urn:o>"),  # a path: kept
                _line("urn:q", '"x"'),  # no shape names urn:q: dropped
                _line(_TYPE, "<urn:C>"),  # a target class: kept
                _line(_TYPE, "<urn:E>"),  # a subclass of urn:D in the data: kept
                _line(_TYPE, "<urn:F>"),  # unrelated class: dropped
                _line(_TYPE, "_:b"),  # not an IRI: kept
                b"<urn:E> <http://www.w3.org/2000/01/rdf-schema#subClassOf> <urn:G> .",
            ]
        )
        + b"\n",
        b"<urn:G> <http://www.w3.org/2000/01/rdf-schema#subClassOf> <urn:D> .\n"
        b"<urn:s> <urn:q>\t<urn:o> .\n"  # not oxigraph's plain form: kept
        b"<urn:s> <urn:\\u0071> <urn:o> .\n",  # an escape in the IRI: kept
    ]
    got = validation_turbo._turbo_data(chunks, _shapes(_SHAPE))
    assert got is not None
    assert got.split(b"\n") == [
        _line("urn:p", "<urn:o>"),
        _line(_TYPE, "<urn:C>"),
        _line(_TYPE, "<urn:E>"),
        _line(_TYPE, "_:b"),
        b"<urn:E> <http://www.w3.org/2000/01/rdf-schema#subClassOf> <urn:G> .",
        b"<urn:G> <http://www.w3.org/2000/01/rdf-schema#subClassOf> <urn:D> .",
        b"<urn:s> <urn:q>\t<urn:o> .",
        b"<urn:s> <urn:\\u0071> <urn:o> .",
        b"",
    ]


def test_turbo_data_keeps_every_type_when_rdf_type_is_a_path() -> None:
    shapes = _shapes(_SHAPE.replace("sh:path <urn:p>", f"sh:path <{_TYPE}>"))
    got = validation_turbo._turbo_data([_line(_TYPE, "<urn:F>") + b"\n"], shapes)
    assert got == _line(_TYPE, "<urn:F>") + b"\n"


@pytest.mark.parametrize("what", ["sh:closed true", "sh:sparql [ sh:select 'x' ]"])
def test_turbo_data_gives_everything_to_shapes_that_may_read_anything(what: str) -> None:
    shapes = _shapes(_SHAPE.replace("sh:targetClass <urn:C>", f"sh:targetClass <urn:C> ; {what}"))
    assert validation_turbo._turbo_data([_line("urn:q", '"x"') + b"\n"], shapes) is None


def _retype(triples: list[ox.Triple]) -> list[ox.Triple]:
    """sh:class violations through rdf:type: the first (sorted) value typed lkg:Article gets
    an unrelated class instead, and one lkg:TemporalVersion loses its type."""
    out = sorted(set(triples), key=str)
    article = ox.NamedNode(LKG_NS + "Article")
    version = ox.NamedNode(LKG_NS + "TemporalVersion")
    done: set[ox.NamedNode] = set()
    result = []
    for t in out:
        if t.predicate.value == _TYPE and t.object in (article, version) and t.object not in done:
            done.add(t.object)  # type: ignore[arg-type]
            if t.object == article:
                result.append(ox.Triple(t.subject, t.predicate, ox.NamedNode("urn:x:Unrelated")))
            continue
        result.append(t)
    assert done == {article, version}
    return result


@pytest.mark.slow
def test_same_report_on_the_four_corpora_with_injected_violations(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    graphs, _ = build_graphs(CORPORA)
    triples = [t for ts in graphs.values() for t in ts]
    clean, clean_whole = _both(monkeypatch, lambda: validate_triples(triples))
    assert clean == clean_whole and clean.conforms
    bad = _retype(_inject(triples))
    filtered, whole = _both(monkeypatch, lambda: validate_triples(bad))
    assert not filtered.conforms
    core = {r.constraint for r in filtered.results} - {"SPARQLConstraintComponent"}
    assert "ClassConstraintComponent" in core, filtered.to_text()
    assert len(core) >= 3, filtered.to_text()
    assert filtered == whole


def _corpus_lines() -> list[bytes]:
    graphs, _ = build_graphs([example_path("br-constitution"), DATA / "akn" / "za" / "sub-council"])
    text = ox.serialize([t for ts in graphs.values() for t in ts], format=ox.RdfFormat.N_TRIPLES)
    assert text
    return [text]


def test_the_filter_reaches_the_packaged_shapes() -> None:
    """With the SPARQL constraints taken to Oxigraph, what turbo is given of the norms is a
    third smaller (the eli: mirror properties, inverses, labels no shape reads)."""
    shapes = validation_shapes._normalize_shapes(
        [t for p in validation_shapes.shapes_files() for t in validation_shapes._read_rdf(p)]
    )
    taken = {c.link for c in validation_offload._sparql_checks(shapes)}
    rest = [t for t in shapes if t not in taken]
    chunks = _corpus_lines()
    got = validation_turbo._turbo_data(chunks, rest)
    assert got is not None
    whole, kept = chunks[0].count(b"\n"), got.count(b"\n")
    assert kept < whole * 3 // 4, (kept, whole)
    assert set(got.splitlines()) < set(chunks[0].splitlines())
    assert (
        validation_turbo._turbo_data(chunks, shapes) is None
    )  # the SPARQL constraints read anything


def test_chunks_are_read_as_one_text() -> None:
    """validate_ntriples hands its chunks to Oxigraph through one stream, not joined: the
    same bytes, and a blank node label names one node across chunks."""
    chunks = [b"_:a <urn:p> <urn:o> .\n", b"", b"_:a <urn:q> <urn:o> .\n<urn:s> <urn:p> _:a .\n"]
    reader = validation_offload._ChunksReader(chunks)
    assert reader.read() == b"".join(chunks)
    store = ox.Store()
    store.bulk_load(validation_offload._ChunksReader(chunks), format=ox.RdfFormat.N_TRIPLES)  # type: ignore[arg-type]
    assert len(store) == 3
    assert len({q.subject for q in store if isinstance(q.subject, ox.BlankNode)}) == 1


def test_validate_ntriples_in_chunks_is_validate_triples() -> None:
    """The corpora with injected violations as one N-Triples text per graph (what ingest
    gives), as one text, and as triples: the same report."""
    graphs, _ = build_graphs([example_path("br-constitution"), DATA / "akn" / "za" / "sub-council"])
    bad = {g: _retype(_inject(ts)) if i == 0 else ts for i, (g, ts) in enumerate(graphs.items())}
    texts = [ox.serialize(ts, format=ox.RdfFormat.N_TRIPLES) or b"" for ts in bad.values()]
    by_graph = validate.validate_ntriples(texts)
    assert not by_graph.conforms and by_graph.results
    assert by_graph == validate.validate_ntriples([b"".join(texts)])
    assert by_graph == validate_triples([t for ts in bad.values() for t in ts])
