"""The store on a SPARQL server against the embedded store: upload, point-in-time latency,
``ask --batch`` throughput, in one run, on the whole Brazilian Constitution (141,592 triples).

Backends: embedded Oxigraph on disk (what ``--store`` opens; the baseline), ``oxigraph serve``
and Virtuoso 7 (both started here on 127.0.0.1 with throwaway folders, as the tests do, and
reached through :class:`legalkg.store.remote.RemoteStore`: SPARQLWrapper, Graph Store Protocol), and
Virtuoso again with ``dataset="server"`` (``--endpoint-dataset server``: no dataset parameters,
the server's union default graph).

1. **upload**: ``replace_graphs`` of the built Constitution graph into an empty store, then
   again (a re-ingest replaces the graph); one ``PUT`` each (the graph is under
   ``chunk_triples``), and with ``--chunk 30000`` staged chunks and a ``MOVE``;
2. **point-in-time**: ``ask`` "What did art. 6 of the Constitution say on D?" for 20 dates,
   after one cold question: p50/p95 latency (parse, plan, 3 queries, answer);
3. **batch**: ``ask_batch`` on N point-in-time questions about sampled articles and dates:
   questions per second.

Ratios are against the embedded store, measured in the same run.

Usage: ``python benchmarks/remote.py [--questions 200] [--chunk 100000] [--repeat 1] [--json]``
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from servers import (  # noqa: E402
    Server,
    oxigraph_binary,
    oxigraph_server,
    virtuoso_binary,
    virtuoso_server,
)

from legalkg.asking import ask_batch, ask_one  # noqa: E402
from legalkg.ingest import build_graphs, example_path  # noqa: E402
from legalkg.store.local import Store  # noqa: E402
from legalkg.store.remote import RemoteStore  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


@contextmanager
def embedded() -> Iterator[None]:
    yield None


def questions(store: Store, n: int, seed: int = 6) -> list[str]:
    """N point-in-time questions about sampled articles on dates across 1989–2020."""
    rows = store.select(
        "SELECT ?label WHERE { ?c lkg:work ?w ; rdfs:label ?label ; a lkg:Article } ORDER BY ?c"
    )
    rng = random.Random(seed)
    out = []
    for i in range(n):
        label = rng.choice(rows)["label"].value
        day = f"{rng.randint(1989, 2020)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        out.append(json.dumps({"id": i, "question": f"What did {label} say on {day}?"}))
    return out


def measure(
    name: str, open_store: Callable[[], Store], graphs: Any, batch: list[str]
) -> dict[str, Any]:
    store = open_store()
    times = []
    for _ in range(2):
        t = time.perf_counter()
        store.replace_graphs(graphs)
        times.append(time.perf_counter() - t)
    days = [f"{1990 + i}-06-01" for i in range(20)]
    ask_one(store, question="What did art. 6 of the Constitution say on 1989-01-01?")  # cold
    latencies = []
    for day in days:
        t = time.perf_counter()
        ask_one(store, question=f"What did art. 6 of the Constitution say on {day}?")
        latencies.append((time.perf_counter() - t) * 1000)
    t = time.perf_counter()
    answered = list(ask_batch(batch, store))
    batch_s = time.perf_counter() - t
    errors = sum('"error"' in line for line in answered)
    return {
        "backend": name,
        "triples": len(store),
        "upload_s": round(times[0], 2),
        "reupload_s": round(times[1], 2),
        "pit_p50_ms": round(statistics.median(latencies), 1),
        "pit_p95_ms": round(percentile(latencies, 0.95), 1),
        "batch_qps": round(len(batch) / batch_s, 1),
        "batch_errors": errors,
        "answers_digest": hashlib.sha256("\n".join(answered).encode()).hexdigest()[:16],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--chunk", type=int, default=100_000, help="chunk_triples for uploads")
    parser.add_argument("--repeat", type=int, default=1, help="median of N runs per backend")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    graphs, _ = build_graphs([example_path("br-constitution")])
    reference = Store()
    reference.replace_graphs(graphs)
    batch = questions(reference, args.questions)

    Start = Callable[[], AbstractContextManager[Server | None]]
    backends: list[tuple[str, Start, str]] = [("embedded (on disk)", embedded, "protocol")]
    if oxigraph_binary():
        backends.append(("oxigraph serve", oxigraph_server, "protocol"))
    if virtuoso_binary():
        backends.append(("virtuoso 7", lambda: virtuoso_server(max_rows=100_000), "protocol"))
        backends.append(("virtuoso 7, server", lambda: virtuoso_server(max_rows=100_000), "server"))

    results = []
    for name, start, dataset in backends:
        runs = []
        for _ in range(args.repeat):
            with tempfile.TemporaryDirectory() as tmp, start() as server:

                def open_store(
                    server: Server | None = server, tmp: str = tmp, dataset: Any = dataset
                ) -> Store:
                    if server is None:
                        return Store(Path(tmp) / "db")
                    return RemoteStore(
                        server.endpoint,
                        **server.store_kwargs(),  # type: ignore[arg-type]
                        chunk_triples=args.chunk,
                        dataset=dataset,
                    )

                runs.append(measure(name, open_store, graphs, batch))
        keys = [k for k in runs[0] if isinstance(runs[0][k], float)]
        merged = dict(runs[0])
        for k in keys:
            merged[k] = round(statistics.median(r[k] for r in runs), 2)
        results.append(merged)

    base = results[0]
    for r in results:
        r["pit_p50_x_embedded"] = round(r["pit_p50_ms"] / base["pit_p50_ms"], 1)
        r["batch_qps_x_embedded"] = round(r["batch_qps"] / base["batch_qps"], 2)
        r["same_answers_as_embedded"] = r["answers_digest"] == base["answers_digest"]
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(
        f"Constitution: {base['triples']} triples; {args.questions} batch questions; "
        f"chunk {args.chunk} triples; median of {args.repeat}"
    )
    head = (
        f"{'backend':<22} {'upload s':>9} {'re-upload s':>11} {'p50 ms':>7} {'p95 ms':>7} "
        f"{'×emb':>5} {'batch q/s':>9} {'×emb':>5} same"
    )
    print(head)
    for r in results:
        print(
            f"{r['backend']:<22} {r['upload_s']:>9} {r['reupload_s']:>11} {r['pit_p50_ms']:>7} "
            f"{r['pit_p95_ms']:>7} {r['pit_p50_x_embedded']:>5} {r['batch_qps']:>9} "
            f"{r['batch_qps_x_embedded']:>5} {r['same_answers_as_embedded']}"
        )


if __name__ == "__main__":
    main()
