"""Point-in-time latency and ``ask --batch`` throughput on the whole Brazilian Constitution.

Measured in one run, on the same graph:

1. the ``valid-versions`` template, rendered for a component and a date, run by embedded Oxigraph
   (legalkg's store) and by rdflib's own SPARQL engine (the alternative a Python user would pick),
   over the same sample of (component, date) pairs; p50 and p95 latency and the ratio;
2. ``ask_batch`` on 400 point-in-time questions in words (parse, plan, run, answer, prompt), the
   store opened once: questions per second.

Usage: ``python benchmarks/point_in_time.py [--queries 200] [--rdflib-queries 40] [--json]``
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

import pyoxigraph as ox
import rdflib

from legalkg.asking import ask_batch
from legalkg.core.namespaces import PREFIXES
from legalkg.engine.templates import render_sparql
from legalkg.ingest import example_path, ingest
from legalkg.store.local import Store

ROOT = Path(__file__).resolve().parent.parent


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def sample(store: Store, n: int, seed: int) -> list[tuple[str, str, str]]:
    """(component IRI, label, date) pairs: articles and their parts, dates across 1988–2020."""
    rows = store.select(
        "SELECT ?c ?label WHERE { ?c lkg:work ?w ; rdfs:label ?label . ?c a ?t "
        "VALUES ?t { lkg:Article lkg:Paragraph lkg:Item } } ORDER BY ?c"
    )
    rng = random.Random(seed)
    picks = rng.sample(rows, n)
    out = []
    for row in picks:
        day = f"{rng.randint(1989, 2020)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        out.append((row["c"].value, row["label"].value, day))
    return out


def time_oxigraph(store: Store, queries: list[str]) -> list[float]:
    for q in queries[:5]:
        store.select(q)  # warm
    times = []
    for q in queries:
        t = time.perf_counter()
        store.select(q)
        times.append((time.perf_counter() - t) * 1000)
    return times


def time_rdflib(graph: rdflib.Graph, queries: list[str]) -> list[float]:
    header = "".join(f"PREFIX {p}: <{iri}>\n" for p, iri in sorted(PREFIXES.items()))
    list(graph.query(header + queries[0]))  # warm
    times = []
    for q in queries:
        t = time.perf_counter()
        list(graph.query(header + q))
        times.append((time.perf_counter() - t) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument(
        "--rdflib-queries",
        type=int,
        default=40,
        help="rdflib is slow: time it on the first N of the same queries",
    )
    parser.add_argument("--batch", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1988)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    store = Store()
    t = time.perf_counter()
    ingest([example_path("br-constitution")], store=store, validate=False)
    load_s = time.perf_counter() - t
    triples = len(store)

    picks = sample(store, args.queries, args.seed)
    queries = [render_sparql("valid-versions", component=c, date=d) for c, _, d in picks]
    ox_ms = time_oxigraph(store, queries)
    graph = rdflib.Graph()
    graph.parse(data=store.export(format=ox.RdfFormat.N_TRIPLES).decode("utf-8"), format="nt")
    n_rdf = min(args.rdflib_queries, len(queries))
    rdf_ms = time_rdflib(graph, queries[:n_rdf])
    # Same answers from both engines on the timed sample.
    for q in queries[:n_rdf]:
        a = sorted(str(r["version"]) for r in store.select(q))
        header = "".join(f"PREFIX {p}: <{iri}>\n" for p, iri in sorted(PREFIXES.items()))
        b = sorted(f"<{r['version']}>" for r in graph.query(header + q))
        assert a == b, (q, a, b)

    words = [f"What did {label} say on {day}?" for _, label, day in picks]
    lines = [json.dumps({"id": i, "question": words[i % len(words)]}) for i in range(args.batch)]
    t = time.perf_counter()
    answers = [json.loads(x) for x in ask_batch(lines, store)]
    batch_s = time.perf_counter() - t
    errors = sum("error" in a for a in answers)

    figures = {
        "graph": {"triples": triples, "ingest_s": round(load_s, 3)},
        "point_in_time_ms": {
            "oxigraph": {
                "p50": round(percentile(ox_ms, 0.5), 3),
                "p95": round(percentile(ox_ms, 0.95), 3),
                "n": len(ox_ms),
            },
            "rdflib": {
                "p50": round(percentile(rdf_ms, 0.5), 3),
                "p95": round(percentile(rdf_ms, 0.95), 3),
                "n": len(rdf_ms),
            },
            "ratio_p50": round(percentile(rdf_ms, 0.5) / percentile(ox_ms, 0.5), 1),
            "ratio_mean": round(statistics.mean(rdf_ms) / statistics.mean(ox_ms[:n_rdf]), 1),
        },
        "ask_batch": {
            "questions": args.batch,
            "seconds": round(batch_s, 3),
            "questions_per_s": round(args.batch / batch_s, 1),
            "errors": errors,
        },
    }
    if args.json:
        json.dump(figures, sys.stdout, indent=2)
        print()
        return
    p = figures["point_in_time_ms"]
    print(f"graph: {triples} triples (ingested in {load_s:.2f} s, no validation)")
    print("valid-versions latency, ms     p50       p95      n")
    for engine in ("oxigraph", "rdflib"):
        e = p[engine]  # type: ignore[index]
        print(f"  {engine:<28}{e['p50']:>8.3f}  {e['p95']:>8.3f}  {e['n']:>5}")
    print(f"  rdflib / oxigraph (p50)     {p['ratio_p50']:>8}x")
    b = figures["ask_batch"]
    print(
        f"ask --batch: {b['questions']} questions in {b['seconds']} s = "
        f"{b['questions_per_s']} questions/s ({b['errors']} errors)"
    )


if __name__ == "__main__":
    main()
