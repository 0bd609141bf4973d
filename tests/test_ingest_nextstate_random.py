"""Random partial re-ingests (slow): the lead's held-out check of issue 18, kept as a test.

The four corpora (``CORPORA``) are cut into pieces (by the root of the subject's IRI, some
triples alone, or the graphs as built with the largest halved), ingested whole, then pieces
are re-ingested with random damage (a triple dropped, a type dropped, a second label). Every
ingest's report, success or refusal, must be that of ``validate_store`` of the next state,
and a refusal must leave the store as it was.
"""

from __future__ import annotations

import random
from pathlib import Path

import pyoxigraph as ox
import pytest
from test_ingest_nextstate import _next_state
from test_validate_offload import CORPORA

from legalkg.core.errors import ValidationError
from legalkg.core.namespaces import RDF_TYPE
from legalkg.ingest import build_graphs, ingest
from legalkg.store.local import Store
from legalkg.validation.shacl import validate_store


def _pieces(seed: int, rng: random.Random) -> dict[str, list[ox.Triple]]:
    graphs, _ = build_graphs(CORPORA)
    pieces: dict[str, list[ox.Triple]] = {}
    if seed % 3 == 0:
        for i, (_, ts) in enumerate(
            sorted(graphs.items(), key=lambda kv: (-len(kv[1]), str(kv[0])))
        ):
            for t in ts:
                part = f"-{random.Random(str(t.subject)).randrange(2)}" if i == 0 else ""
                pieces.setdefault(f"g{i}{part}", []).append(t)
        return pieces
    k = rng.randint(4, 9)
    for t in sorted({t for ts in graphs.values() for t in ts}, key=str):
        s = t.subject.value if isinstance(t.subject, ox.NamedNode) else "_"
        root = s.rsplit("/", rng.choice((1, 2)))[0] if rng.random() < 0.9 else str(t)
        pieces.setdefault(f"p{random.Random(root).randrange(k)}", []).append(t)
    return pieces


def _damage(rng: random.Random, triples: list[ox.Triple]) -> list[ox.Triple]:
    out = list(triples)
    kind = rng.choice(("drop-type", "drop", "second-label", "none", "none"))
    if kind == "drop-type":
        typed = [i for i, t in enumerate(out) if t.predicate == RDF_TYPE]
        if typed:
            out.pop(rng.choice(typed))
    elif kind == "drop" and out:
        out.pop(rng.randrange(len(out)))
    elif kind == "second-label":
        labelled = [t for t in out if t.predicate.value.endswith("#label")]
        if labelled:
            t = rng.choice(labelled)
            out.append(ox.Triple(t.subject, t.predicate, ox.Literal("other", language="en")))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 4])
def test_random_partial_reingests(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    pieces = _pieces(seed, rng)
    store = Store(tmp_path / "store") if seed % 2 else Store()
    for step in range(6):
        names = sorted(pieces) if step == 0 else rng.sample(sorted(pieces), rng.randint(1, 3))
        sources = []
        for name in names:
            content = _damage(rng, pieces[name]) if step else pieces[name]
            path = tmp_path / f"{name}.nt"
            text = ox.serialize(sorted(set(content), key=str), format=ox.RdfFormat.N_TRIPLES)
            path.write_bytes(text or b"")
            sources.append(path)
        expected = validate_store(_next_state(store, sources))
        before = sorted(map(str, store.quads()))
        try:
            report = ingest(sources, store=store).report
        except ValidationError as e:
            report = e.report
            assert sorted(map(str, store.quads())) == before
        assert report == expected, (step, names)
        assert report is not None and report.to_text() == expected.to_text()
    assert step == 5
