"""The write path of an on-disk store (store generations) against pyoxigraph's bulk loader.

For each size (10^5 and 10^6 triples; ``--sizes`` chooses), a synthetic corpus is generated with
``benchmarks/generate.py`` (not timed) and, each in its own child process (so that peak memory,
``ru_maxrss``, is the process's own), measured **in the same run**:

- ``bulk``: pyoxigraph's ``bulk_load`` of the corpus's quads as N-Quads into a fresh on-disk
  store (the ceiling);
- ``ingest``: ``legalkg.ingest.ingest`` of the YAML files into a fresh store, without and with
  validation, end to end and its write stage alone;
- ``reingest``: the same files again into that store (every graph replaced: a new generation
  bulk-loaded from empty), and the write stage of the previous write path on the same triples
  (one ``DROP``/``INSERT DATA`` SPARQL update, as before generations) for comparison;
- ``one_work``: one work re-ingested into the full store (a checkpoint of the current
  generation, the work's graph removed, its triples bulk-loaded, compacted, published);
- ``backup``: ``backup()`` of the full store (the checkpoint a partial write starts from).

Usage: ``nice -n 10 python benchmarks/store_write.py [--sizes 100000,1000000]
[--validate-max 100000]`` (prints JSON: size → figure → {legalkg, baseline, ratio}).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child_bulk(nquads: str, store: str) -> dict[str, Any]:
    import pyoxigraph as ox

    t0 = time.perf_counter()
    s = ox.Store(store)
    s.bulk_load(path=nquads, format=ox.RdfFormat.N_QUADS)
    s.flush()
    return {"total": time.perf_counter() - t0, "triples": len(s), "rss_mb": _rss_mb()}


def child_ingest(paths: list[str], store: str, validate: bool) -> dict[str, Any]:
    from legalkg.ingest import ingest
    from legalkg.store.local import Store

    marks: dict[str, float] = {}
    t0 = time.perf_counter()

    def progress(message: str) -> None:
        marks.setdefault(message.split(" ", 1)[0], time.perf_counter())

    s = Store(store)
    result = ingest([Path(p) for p in paths], store=s, validate=validate, progress=progress)
    end = time.perf_counter()
    return {
        "total": end - t0,
        "write": end - marks["writing"],
        "triples": sum(g.triples for g in result.graphs),
        "rss_mb": _rss_mb(),
    }


def child_old_write(corpus: str, store: str) -> dict[str, Any]:
    """The write before generations: one SPARQL update text dropping and inserting the graphs."""
    import pyoxigraph as ox

    from legalkg.ingest import build_graphs

    graphs, _ = build_graphs([Path(corpus)])
    s = ox.Store(store)
    t0 = time.perf_counter()
    parts = [f"DROP SILENT GRAPH {g}" for g in graphs]
    inserts = []
    for graph, triples in graphs.items():
        body = " .\n".join(f"{t.subject} {t.predicate} {t.object}" for t in triples)
        inserts.append(f"GRAPH {graph} {{\n{body} .\n}}")
    parts.append("INSERT DATA {\n" + "\n".join(inserts) + "\n}")
    text = " ;\n".join(parts)
    s.update(text)
    s.flush()
    return {"write": time.perf_counter() - t0, "update_mb": len(text) / 1e6, "rss_mb": _rss_mb()}


def child_backup(store: str, target: str) -> dict[str, Any]:
    from legalkg.store.local import Store

    s = Store(store, read_only=True)
    t0 = time.perf_counter()
    s.oxigraph.backup(target)
    return {"total": time.perf_counter() - t0}


CHILDREN: dict[str, Any] = {
    "bulk": child_bulk,
    "ingest": child_ingest,
    "old_write": child_old_write,
    "backup": child_backup,
}


def run_child(kind: str, *args: Any) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, __file__, "--child", kind, json.dumps(args)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"child {kind} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def measure(
    size: int, work: Path, log: Any, *, validate: bool = True, rewrites: bool = True
) -> dict[str, Any]:
    sys.path.insert(0, str(HERE))
    import pyoxigraph as ox
    from generate import generate

    corpus = work / f"corpus-{size}"
    generate(corpus, size, seed=1)
    store = work / f"store-{size}"
    nv = run_child("ingest", [str(corpus)], str(work / f"nv-{size}"), False)
    log(
        f"[{size:,}] ingest --no-validate {nv['total']:.1f} s, write {nv['write']:.1f} s, "
        f"peak RSS {nv['rss_mb']:.0f} MB"
    )
    val: dict[str, Any] | None = None
    if validate:
        val = run_child("ingest", [str(corpus)], str(store), True)
        log(f"[{size:,}] ingest {val['total']:.1f} s, write {val['write']:.1f} s")
    else:  # validation's cost is benchmarks/run.py's business: the write path is measured here
        store = work / f"nv-{size}"
    nq = work / f"data-{size}.nq"
    from legalkg.store.local import Store

    Store(store, read_only=True).oxigraph.dump(output=str(nq), format=ox.RdfFormat.N_QUADS)
    bulk = run_child("bulk", str(nq), str(work / f"bulk-{size}"))
    log(f"[{size:,}] bulk_load {bulk['total']:.1f} s, peak RSS {bulk['rss_mb']:.0f} MB")
    backup = run_child("backup", str(store), str(work / f"backup-{size}"))
    log(f"[{size:,}] backup {backup['total']:.3f} s")
    n = nv["triples"]

    def fig(ours: float, base: float) -> dict[str, float]:
        ratio = round(ours / base, 3)
        return {"legalkg": round(ours, 3), "baseline": round(base, 3), "ratio": ratio}

    validated = (
        {
            "ingest_triples_per_s": fig(n / val["total"], n / bulk["total"]),
            "peak_rss_mb_ingest": fig(val["rss_mb"], bulk["rss_mb"]),
        }
        if val is not None
        else {}
    )
    out = {
        **validated,
        "triples": n,
        "ingest_no_validate_triples_per_s": fig(n / nv["total"], n / bulk["total"]),
        "write_stage_triples_per_s": fig(n / nv["write"], n / bulk["total"]),
        "peak_rss_mb_ingest_no_validate": fig(nv["rss_mb"], bulk["rss_mb"]),
        "backup_s": round(backup["total"], 4),
    }
    if not rewrites:
        return out
    again = run_child("ingest", [str(corpus)], str(work / f"nv-{size}"), False)
    old = run_child("old_write", str(corpus), str(work / f"bulk-{size}"))
    log(f"[{size:,}] re-ingest write {again['write']:.1f} s, old update {old['write']:.1f} s")
    works = sorted(corpus.glob("work-*"))
    one = run_child("ingest", [str(works[len(works) // 2])], str(work / f"nv-{size}"), False)
    log(f"[{size:,}] one work into the full store {one['write']:.2f} s")
    return {
        **out,
        "reingest_write_s_vs_old_update": fig(again["write"], old["write"]),
        "reingest_peak_rss_mb_vs_old_update": fig(again["rss_mb"], old["rss_mb"]),
        "old_update_text_mb": round(old["update_mb"], 1),
        "one_work_write_s": round(one["write"], 3),
        "one_work_triples": one["triples"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100000,1000000")
    parser.add_argument(
        "--validate-max", type=int, default=100_000, help="validated ingest up to this size"
    )
    parser.add_argument(
        "--no-rewrites",
        action="store_true",
        help="skip the re-ingest, the old update path and the one-work write",
    )
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    parser.add_argument("child_args", nargs="?", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(CHILDREN[args.child](*json.loads(args.child_args))))
        return

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    results = {}
    with tempfile.TemporaryDirectory(prefix="legalkg-write-") as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            results[str(size)] = measure(
                size,
                Path(tmp),
                log,
                validate=size <= args.validate_max,
                rewrites=not args.no_rewrites,
            )
    print(json.dumps(results, indent=1, sort_keys=True))


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
