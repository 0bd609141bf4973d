"""Ingest validates the *next state* of the store: a partial re-ingest (some graphs kept) gets
the verdict and the report of a validation of the whole next state, while only the graphs a
change can reach are validated again (issue 18, item 1).

Data: the law graph sample (``tests/data/graf/law_relext_work_sample.csv``, from
``../shared/data/graf``), cut by the type of each subject into three sources: the work and its
articles, the entities, the facts (whose ``sh:class lkg:LawEntity`` / ``lkg:Component`` values
live in the other two), plus the second law-graph sample, which shares two entities with the
first, and the events corpus (eight complaints sharing only vocabulary IRIs).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path

import pyoxigraph as ox
import pytest
from test_validate_offload import CORPORA

from legalkg.core.errors import ValidationError
from legalkg.core.namespaces import LKG, RDF_TYPE, RDFS
from legalkg.ingest import build_graphs, conforms_verdict, ingest
from legalkg.store.generations import VERDICT
from legalkg.store.local import Store, memory_store
from legalkg.validation.report import ValidationReport
from legalkg.validation.shacl import validate_store

DATA = Path(__file__).parent / "data"
LAW = CORPORA[-2]
OTHER_LAW = CORPORA[-1]
EVENTS = [c for c in CORPORA if c.name.endswith(".gold.json")]


def _cut(triples: list[ox.Triple]) -> dict[str, list[ox.Triple]]:
    """The law graph's triples by the type of their subject: work, entities, facts."""
    kind: dict[ox.Term, str] = {}
    for t in triples:
        if t.predicate == RDF_TYPE:
            kind[t.subject] = {
                LKG.LawEntity.value: "entities",
                LKG.LawFact.value: "facts",
            }.get(t.object.value, kind.get(t.subject, "work"))
    parts: dict[str, list[ox.Triple]] = {"work": [], "entities": [], "facts": []}
    for t in triples:
        parts[kind.get(t.subject, "work")].append(t)
    return parts


def _nt(folder: Path, name: str, triples: Iterable[ox.Triple]) -> Path:
    path = folder / f"{name}.nt"
    text = ox.serialize(sorted(set(triples), key=str), format=ox.RdfFormat.N_TRIPLES)
    path.write_bytes(text or b"")
    return path


def _next_state(store: Store, sources: list[Path]) -> Store:
    """The state an ingest of ``sources`` into ``store`` would publish, built without ingest."""
    graphs, _ = build_graphs(sources)
    everything = store.oxigraph.quads_for_pattern(None, None, None, None)  # default graph too
    quads = [q for q in everything if q.graph_name not in graphs]
    quads += [ox.Quad(t.subject, t.predicate, t.object, g) for g, ts in graphs.items() for t in ts]
    return memory_store(quads)


@pytest.fixture(params=["memory", "disk"])
def new_store(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[[], Store]:
    if request.param == "memory":
        return Store
    return lambda: Store(tmp_path / "store")


def _step(
    store: Store, sources: list[Path], messages: list[str], engine: str = "turbo"
) -> ValidationReport:
    """Ingest ``sources``; the report (of a success or of a refusal) must be the report of a
    full validation of the next state, and a refusal must leave the store as it was."""
    expected = validate_store(_next_state(store, sources), engine=engine)
    before = sorted(map(str, store.quads()))
    verdict = store.verdict
    messages.clear()
    try:
        result = ingest(sources, store=store, progress=messages.append, engine=engine)
    except ValidationError as e:
        assert not expected.conforms, expected.to_text()
        assert e.report == expected
        assert e.report.to_text() == expected.to_text()
        assert sorted(map(str, store.quads())) == before
        assert store.verdict == verdict
        return e.report
    assert result.report == expected
    assert result.report is not None and result.report.to_json() == expected.to_json()
    assert store.verdict == conforms_verdict()
    return result.report


def _validated(messages: list[str]) -> tuple[int, int]:
    """(graphs validated, graphs of the next state) as ingest's progress told them."""
    for m in messages:
        found = re.match(r"validating (\d+) of (\d+) graph", m)
        if found:
            return int(found.group(1)), int(found.group(2))
    raise AssertionError(f"no 'validating N of M graph(s)' among {messages}")


def test_partial_reingests_get_the_verdict_of_the_whole_next_state(
    tmp_path: Path, new_store: Callable[[], Store]
) -> None:
    graphs, _ = build_graphs([LAW])
    (triples,) = graphs.values()
    parts = _cut(triples)
    src = tmp_path / "src"
    src.mkdir()
    work = _nt(src, "work", parts["work"])
    entities = _nt(src, "entities", parts["entities"])
    facts = _nt(src, "facts", parts["facts"])
    store = new_store()
    messages: list[str] = []

    assert _step(store, [work], messages).conforms
    assert _step(store, [entities], messages).conforms
    # the facts alone fail sh:class (their entities and articles are typed in the kept graphs);
    # the next state conforms, so they are taken
    alone = validate_store(_next_state(Store(), [facts]))
    assert not alone.conforms
    assert {r.constraint for r in alone.results} >= {"ClassConstraintComponent"}
    assert _step(store, [facts], messages).conforms
    assert _validated(messages) == (3, 3)  # the facts reach both kept graphs

    # a kept graph made wrong by a change elsewhere: an entity loses its type, so the facts
    # (kept, not re-ingested) now name something that is not an lkg:LawEntity
    entity = next(t.subject for t in parts["entities"] if t.predicate == RDF_TYPE)
    untyped = _nt(
        src,
        "entities",
        [t for t in parts["entities"] if t.subject != entity or t.predicate != RDF_TYPE],
    )
    refused = _step(store, [untyped], messages)
    assert any(
        r.constraint == "ClassConstraintComponent" and r.value == str(entity)
        for r in refused.results
    )

    # a constraint that only the union breaks: a second label for an entity, in another graph
    second = _nt(src, "labels", [ox.Triple(entity, RDFS.label, ox.Literal("alt", language="ro"))])
    refused = _step(store, [second], messages)
    assert any(
        r.constraint == "MaxCountConstraintComponent" and r.focus_node == str(entity)
        for r in refused.results
    ), refused.to_text()

    # the other sample shares two entities (as subjects) with this one
    assert _step(store, [OTHER_LAW], messages).conforms


@pytest.mark.slow  # tens of seconds on two cores; .ci/run runs it with -m slow
def test_a_change_validates_only_what_it_can_reach(
    tmp_path: Path, new_store: Callable[[], Store]
) -> None:
    store = new_store()
    messages: list[str] = []
    assert _step(store, EVENTS, messages).conforms
    count = len(store.graphs())
    assert count == len(EVENTS)
    # one complaint again, unchanged: the store recorded the digest of its very text in a
    # state that conformed, so it is kept as it is and nothing is validated
    assert _step(store, EVENTS[:1], messages).conforms
    assert _validated(messages) == (0, count)
    assert any("1 graph(s) unchanged" in m for m in messages)
    # the law graph beside them: linked to none of them (the complaints share only
    # vocabulary IRIs that are subjects nowhere)
    assert _step(store, [LAW], messages).conforms
    assert _validated(messages) == (1, count + 1)


def test_without_a_recorded_verdict_the_whole_next_state_is_validated(
    tmp_path: Path, new_store: Callable[[], Store]
) -> None:
    """A store written without validation may hold anything: a kept graph's own violation is
    found by the next ingest (which then refuses), and nothing is skipped."""
    store = new_store()
    graphs, _ = build_graphs([LAW])
    (triples,) = graphs.values()
    bad = [t for t in triples if t.predicate != RDFS.label]  # entities without labels
    src = tmp_path / "src"
    src.mkdir()
    ingest([_nt(src, "bad", bad)], store=store, validate=False)
    assert store.verdict is None
    messages: list[str] = []
    refused = _step(store, EVENTS[:1], messages)
    assert not refused.conforms
    assert _validated(messages) == (2, 2)
    assert "MinCountConstraintComponent" in {r.constraint for r in refused.results}


def test_the_verdict_is_recorded_only_for_a_validated_state(tmp_path: Path) -> None:
    store = Store(tmp_path / "store")
    ingest([LAW], store=store)
    assert store.verdict == conforms_verdict()
    assert (tmp_path / "store" / str(store.generation) / VERDICT).read_text() == conforms_verdict()
    assert Store(tmp_path / "store", read_only=True).verdict == conforms_verdict()
    ingest(EVENTS[:1], store=store, validate=False)
    assert store.verdict is None
    ingest(EVENTS[:1], store=store)
    assert store.verdict == conforms_verdict()
    store.remove_graphs(store.graphs()[:1])
    assert store.verdict is None
    assert conforms_verdict().startswith("conforms sha256:")


@pytest.mark.slow
def test_a_remote_store_gets_the_same_verdicts(tmp_path: Path) -> None:
    """Through ``--endpoint`` (a real Oxigraph server on 127.0.0.1) the kept graphs are on
    the server: ingest downloads the next state and validates all of it (a server keeps no
    verdict); a refusal sends nothing."""
    from servers import oxigraph_binary, oxigraph_server

    from legalkg.store.remote import RemoteStore

    if oxigraph_binary() is None:
        pytest.skip("the Oxigraph server is not installed here (CI installs it: see .ci/run)")
    graphs, _ = build_graphs([LAW])
    (triples,) = graphs.values()
    parts = _cut(triples)
    src = tmp_path / "src"
    src.mkdir()
    first = [_nt(src, "work", parts["work"]), _nt(src, "entities", parts["entities"])]
    facts = _nt(src, "facts", parts["facts"])
    entity = next(t.subject for t in parts["entities"] if t.predicate == RDF_TYPE)
    second = _nt(src, "labels", [ox.Triple(entity, RDFS.label, ox.Literal("alt", language="ro"))])
    with oxigraph_server() as server:
        remote = RemoteStore(server.endpoint)
        messages: list[str] = []
        for sources, conforms in ((first, True), ([facts], True), ([second], False)):
            before = sorted(map(str, remote.quads()))
            local = Store()
            local.oxigraph.extend(remote.quads())
            expected = validate_store(_next_state(local, sources))
            assert expected.conforms is conforms, expected.to_text()[:1500]
            messages.clear()
            try:
                result = ingest(sources, store=remote, progress=messages.append)  # type: ignore[arg-type]
                report = result.report
            except ValidationError as e:
                report = e.report
                assert sorted(map(str, remote.quads())) == before
            assert report == expected
        assert _validated(messages) == (4, 4)


def test_a_sparql_constraint_across_graphs(tmp_path: Path, new_store: Callable[[], Store]) -> None:
    """A second version of a kept component, in another graph, with the same dates: the SPARQL
    constraint VersionOverlapShape sees both versions (their graphs are linked)."""
    from legalkg.ingest import example_path

    art6 = example_path("art6")
    store = new_store()
    messages: list[str] = []
    assert _step(store, [art6], messages).conforms
    version = min(
        (q.subject for q in store.quads() if q.predicate == LKG.versionOf), key=lambda v: v.value
    )
    assert isinstance(version, ox.NamedNode)
    twin = ox.NamedNode(version.value + "-twin")
    copy = [ox.Triple(twin, q.predicate, q.object) for q in store.quads() if q.subject == version]
    src = tmp_path / "src"
    src.mkdir()
    refused = _step(store, [_nt(src, "twin", copy)], messages)
    assert not refused.conforms
    shapes = {r.shape for r in refused.results}
    assert "<https://w3id.org/legalkg/shapes#VersionOverlapShape>" in shapes, refused.to_text()


def test_triples_outside_the_named_graphs_are_validated_too(tmp_path: Path) -> None:
    """A store whose default graph holds triples (not written by ingest): the next state is
    validated whole, default graph included, as validate_store does."""
    store = Store()
    assert _step(store, [LAW], []).conforms
    graphs, _ = build_graphs([LAW])
    (triples,) = graphs.values()
    fact = next(t.subject for t in triples if t.predicate == LKG.factSubject)
    store.oxigraph.add(ox.Quad(fact, LKG.factSubject, LKG.nobody, ox.DefaultGraph()))
    messages: list[str] = []
    refused = _step(store, EVENTS[:1], messages)
    assert {r.constraint for r in refused.results} >= {"MaxCountConstraintComponent"}
    assert _validated(messages) == (2, 2)


def _with_shapes(monkeypatch: pytest.MonkeyPatch, path: Path, text: str) -> None:
    """The packaged shapes and one more file, for ingest, its verdict and validate_store."""

    from legalkg.validation import shapes as validation_shapes

    path.write_text("@prefix sh: <http://www.w3.org/ns/shacl#> .\n" + text)
    packaged = validation_shapes.data_files

    def more(kind: str) -> list[Path]:
        return [*packaged(kind), path] if kind == "shapes" else packaged(kind)

    monkeypatch.setattr(validation_shapes, "data_files", more)


def test_a_target_node_is_validated_with_the_graphs_that_mention_it(
    tmp_path: Path, new_store: Callable[[], Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A sh:targetNode is a focus node whatever the graphs given: a partial re-ingest that
    does not touch it still validates it on the (kept) graph that holds its triples."""
    _with_shapes(
        monkeypatch,
        tmp_path / "target-node.ttl",
        "<urn:x:TShape> a sh:NodeShape ; sh:targetNode <urn:x:T> ;\n"
        "    sh:property [ sh:path <urn:x:p> ; sh:minCount 1 ] .\n",
    )
    src = tmp_path / "src"
    src.mkdir()
    t, p = ox.NamedNode("urn:x:T"), ox.NamedNode("urn:x:p")
    holder = _nt(src, "holder", [ox.Triple(t, p, ox.Literal("x"))])
    other = _nt(src, "other", [ox.Triple(ox.NamedNode("urn:x:a"), p, ox.Literal("y"))])
    store = new_store()
    messages: list[str] = []
    assert _step(store, [holder], messages).conforms
    assert _step(store, [other], messages).conforms
    assert _validated(messages) == (2, 2)
    emptied = _nt(src, "holder", [ox.Triple(t, ox.NamedNode("urn:x:q"), ox.Literal("x"))])
    refused = _step(store, [emptied], messages)
    assert [r.focus_node for r in refused.results] == ["<urn:x:T>"]


def test_a_kept_graph_linked_only_to_the_old_content(
    tmp_path: Path, new_store: Callable[[], Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kept graph that named a node of the replaced graph's old content, and nothing of its
    new content, is validated again: the node is gone, its sh:class fails."""
    _with_shapes(
        monkeypatch,
        tmp_path / "about.ttl",
        "<urn:x:FactShape> a sh:NodeShape ; sh:targetClass <urn:x:Fact> ;\n"
        "    sh:property [ sh:path <urn:x:about> ; sh:class <urn:x:Thing> ] .\n",
    )
    src = tmp_path / "src"
    src.mkdir()
    rdf_type = RDF_TYPE
    thing, fact = ox.NamedNode("urn:x:Thing"), ox.NamedNode("urn:x:Fact")
    t, other, f = (ox.NamedNode(f"urn:x:{n}") for n in ("t", "other", "f"))
    things = _nt(src, "things", [ox.Triple(t, rdf_type, thing)])
    facts = _nt(
        src, "facts", [ox.Triple(f, rdf_type, fact), ox.Triple(f, ox.NamedNode("urn:x:about"), t)]
    )
    store = new_store()
    messages: list[str] = []
    assert _step(store, [things], messages).conforms
    assert _step(store, [facts], messages).conforms
    assert _validated(messages) == (2, 2)
    moved = _nt(src, "things", [ox.Triple(other, rdf_type, thing)])
    refused = _step(store, [moved], messages)
    assert [(r.focus_node, r.value) for r in refused.results] == [("<urn:x:f>", "<urn:x:t>")]
    assert _validated(messages) == (2, 2)


def test_the_reference_engine_validates_the_whole_next_state(
    tmp_path: Path, new_store: Callable[[], Store]
) -> None:
    """With engine pyshacl (which runs the SPARQL constraints itself) every graph of the next
    state is given to it: the same verdicts as turbo's."""
    graphs, _ = build_graphs([LAW])
    (triples,) = graphs.values()
    parts = _cut(triples)
    src = tmp_path / "src"
    src.mkdir()
    store = new_store()
    messages: list[str] = []
    first = [_nt(src, "work", parts["work"]), _nt(src, "entities", parts["entities"])]
    assert _step(store, first, messages, engine="pyshacl").conforms
    assert _step(store, [_nt(src, "facts", parts["facts"])], messages, engine="pyshacl").conforms
    assert _validated(messages) == (3, 3)
    entity = next(t.subject for t in parts["entities"] if t.predicate == RDF_TYPE)
    second = _nt(src, "labels", [ox.Triple(entity, RDFS.label, ox.Literal("alt", language="ro"))])
    assert not _step(store, [second], messages, engine="pyshacl").conforms
