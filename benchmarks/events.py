"""Rules extractor vs. the gold event graphs, and pipeline timings on the 30 complaints.

python benchmarks/events.py [COMPLAINTS_FOLDER]

An extracted event matches a gold event when both cite a common sentence (character spans
overlap) and have the same type (strict) or any type (lenient); a relation matches when its
type agrees and its source and target events cite sentences of the gold source and target.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from legalkg.events.jsonio import load_graph
from legalkg.events.model import ComplaintGraph, Event
from legalkg.events.pipeline import extract_file

HERE = Path(__file__).resolve().parents[1] / "tests" / "data" / "events"
DATA = Path("/work/shared/data/us-employment-complaints-clearinghouse/complaints")


def _spans(g: ComplaintGraph, e: Event) -> set[tuple[int, int]]:
    by = {s.id: s for s in g.sentences}
    return {(by[x.sentence_id].start, by[x.sentence_id].end) for x in e.evidence}


def _overlap(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> bool:
    return any(x < d and c < y for x, y in a for c, d in b)


def score(gold: ComplaintGraph, got: ComplaintGraph, strict: bool) -> dict[str, float]:
    match: dict[str, str] = {}
    for g in gold.events:
        for e in got.events:
            if e.id in match.values():
                continue
            if _overlap(_spans(gold, g), _spans(got, e)) and (not strict or g.type == e.type):
                match[g.id] = e.id
                break
    tp = len(match)
    ev_p = tp / len(got.events) if got.events else 0.0
    ev_r = tp / len(gold.events) if gold.events else 0.0
    gold_ev = {e.id: _spans(gold, e) for e in gold.events}
    got_ev = {e.id: _spans(got, e) for e in got.events}

    def same(g: Any, r: Any) -> bool:
        return (
            g.type == r.type
            and _overlap(gold_ev[g.source], got_ev[r.source])
            and _overlap(gold_ev[g.target], got_ev[r.target])
        )

    found = [r for r in got.relations if any(same(g, r) for g in gold.relations)]
    recalled = [g for g in gold.relations if any(same(g, r) for r in got.relations)]
    got_rel, gold_rel = got.relations, gold.relations
    return {
        "event_p": ev_p,
        "event_r": ev_r,
        "relation_p": len(found) / len(got_rel) if got_rel else 0.0,
        "relation_r": len(recalled) / len(gold_rel) if gold_rel else 0.0,
    }


def main() -> None:
    for gold_path in sorted(HERE.glob("*.gold.json")):
        gold = load_graph(gold_path)
        got = extract_file(HERE / f"{gold.id}.txt").graph
        for strict in (True, False):
            s = score(gold, got, strict)
            print(
                f"{gold.id} ({'same type' if strict else 'any type'}): events P={s['event_p']:.2f}"
                f" R={s['event_r']:.2f} ({len(got.events)} vs {len(gold.events)} gold); "
                f"relations P={s['relation_p']:.2f} R={s['relation_r']:.2f} "
                f"({len(got.relations)} vs {len(gold.relations)} gold)"
            )
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else DATA
    files = sorted(folder.glob("*.txt"))
    t = time.perf_counter()
    graphs = [extract_file(f).graph for f in files]
    total = time.perf_counter() - t
    print(
        f"rules pipeline: {len(files)} complaints in {total:.1f} s "
        f"({total / len(files):.2f} s each)"
    )
    shacl(graphs)


def shacl(graphs: list[ComplaintGraph]) -> None:
    """pyshacl-turbo vs pySHACL on the 30 extracted graphs, and the norms graph's validation
    time with and without the event shapes (the event shapes must not slow it down)."""
    from legalkg.events.rdf import graph_triples
    from legalkg.identifiers import Minter
    from legalkg.ingest import example_path, ingest
    from legalkg.resources import data_files
    from legalkg.store import Store
    from legalkg.validate import validate_store, validate_triples

    triples = [t for g in graphs for t in graph_triples(g, Minter())[1]]
    times = {}
    for engine in ("turbo", "pyshacl"):
        t = time.perf_counter()
        report = validate_triples(triples, engine=engine)
        times[engine] = time.perf_counter() - t
        assert report.conforms, report.to_text()[:500]
    print(
        f"SHACL on {len(triples)} event triples: turbo {times['turbo']:.2f} s, pySHACL "
        f"{times['pyshacl']:.2f} s (turbo {times['pyshacl'] / times['turbo']:.1f}x faster)"
    )
    store = Store()
    ingest([example_path("br-constitution")], store=store, validate=False)
    norms = [p for p in data_files("shapes") if p.name == "norms.ttl"]
    t = time.perf_counter()
    validate_store(store, shapes=norms)
    alone = time.perf_counter() - t
    t = time.perf_counter()
    validate_store(store)
    every = time.perf_counter() - t
    print(
        f"constitution (turbo): norms shapes only {alone:.2f} s, all shapes {every:.2f} s "
        f"(ratio {every / alone:.2f})"
    )


if __name__ == "__main__":
    main()
