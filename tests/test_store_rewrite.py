"""A write that replaces a graph the store already holds rewrites only what changed (issue 28:
a re-ingest after one new commit costs what changed), and the notes a write is given for a
graph are kept while the graph is kept.

The store after such a write must hold exactly what a write into an empty store would: these
tests compare the quads, for texts that add, remove and re-spell triples, with blank nodes
(which take the plain path), and with graphs dropped beside the ones given.
"""

from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest

import legalkg.store.local as store_module
from legalkg.store.local import Store

G1, G2, G3 = (ox.NamedNode(f"https://example.org/graph/{n}") for n in ("one", "two", "three"))


def _text(*lines: str) -> bytes:
    return "".join(line + " .\n" for line in lines).encode()


BEFORE = _text(
    "<urn:a> <urn:p> <urn:b>",
    '<urn:a> <urn:label> "kept"',
    '<urn:a> <urn:until> "2026-01-01"^^<http://www.w3.org/2001/XMLSchema#date>',
    '<urn:gone> <urn:p> "only before"',
    '<urn:n> <urn:count> "1"^^<http://www.w3.org/2001/XMLSchema#integer>',
)
AFTER = _text(
    "<urn:a> <urn:p> <urn:b>",
    '<urn:a> <urn:label> "kept"',
    '<urn:a> <urn:p> "new"',
    # the same quad as before, spelled otherwise (Oxigraph stores the canonical "1"): its
    # line is gone and a new one added; removed first, then loaded again, it stays
    '<urn:n> <urn:count> "01"^^<http://www.w3.org/2001/XMLSchema#integer>',
)
OTHER = _text("<urn:x> <urn:p> <urn:y>")


def _quads(store: Store) -> list[str]:
    return sorted(map(str, store.quads()))


def _fresh(tmp: Path, graphs: dict[ox.NamedNode, bytes]) -> list[str]:
    with Store(tmp) as s:
        s.replace_graphs(graphs)
        return _quads(s)


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """Each ``_replace_by_difference`` call: the graph and whether it rewrote it."""
    seen: list[tuple[str, bool]] = []
    real = store_module._replace_by_difference

    def spy(current: ox.Store, target: ox.Store, graph: ox.NamedNode, text: bytes) -> bool:
        done = real(current, target, graph, text)
        seen.append((graph.value, done))
        return done

    monkeypatch.setattr(store_module, "_replace_by_difference", spy)
    return seen


def test_a_changed_graph_is_rewritten_by_its_difference(
    tmp_path: Path, calls: list[tuple[str, bool]]
) -> None:
    with Store(tmp_path / "s") as s:
        s.replace_graphs({G1: BEFORE, G2: OTHER, G3: OTHER})
        s.replace_graphs({G1: AFTER, G3: _text("<urn:z> <urn:p> <urn:z>")})
        got = _quads(s)
    assert sorted(calls) == [(G1.value, True), (G3.value, True)]
    want = _fresh(tmp_path / "fresh", {G1: AFTER, G2: OTHER, G3: _text("<urn:z> <urn:p> <urn:z>")})
    assert got == want
    assert any('"1"^^' in q and "graph/one" in q for q in got)
    assert not any("only before" in q or "2026-01-01" in q for q in got)


def test_blank_nodes_take_the_whole_rewrite(tmp_path: Path, calls: list[tuple[str, bool]]) -> None:
    blank = _text("_:b1 <urn:p> <urn:a>", '_:b1 <urn:q> "x"')
    with Store(tmp_path / "s") as s:
        s.replace_graphs({G1: BEFORE, G2: OTHER})
        s.replace_graphs({G1: blank})
        got = _quads(s)
        assert len(list(s.quads(G1))) == 2
    assert calls == [(G1.value, False)]
    assert [q for q in got if "graph/two" in q] == [
        q for q in _fresh(tmp_path / "fresh", {G2: OTHER}) if "graph/two" in q
    ]


def test_dropped_graphs_go_and_given_ones_stay(tmp_path: Path) -> None:
    with Store(tmp_path / "s") as s:
        s.replace_graphs({G1: BEFORE, G2: OTHER, G3: AFTER})
        s.remove_graphs([G2])
        assert s.graphs() == [G1, G3]
        s.replace_graphs({G1: AFTER})
        assert _quads(s) == _fresh(tmp_path / "fresh", {G1: AFTER, G3: AFTER})


def test_notes_are_kept_with_their_graph(tmp_path: Path) -> None:
    with Store(tmp_path / "s") as s:
        s.replace_graphs({G1: BEFORE, G2: OTHER}, notes={G1: b"one\n\x00", G2: b"two"})
        assert s.notes() == {G1.value: b"one\n\x00", G2.value: b"two"}
        s.replace_graphs({G1: AFTER})  # replaced without a note: its note goes
        assert s.notes() == {G2.value: b"two"}
        s.replace_graphs({G1: BEFORE}, notes={G1: b"again"})
        s.remove_graphs([G2])
        assert s.notes() == {G1.value: b"again"}
    with Store(tmp_path / "s", read_only=True) as s:
        assert s.notes() == {G1.value: b"again"}
    memory = Store()
    memory.replace_graphs({G1: BEFORE}, notes={G1: b"m"})
    assert memory.notes() == {G1.value: b"m"}
    memory.replace_graphs({G1: AFTER})
    assert memory.notes() == {}
