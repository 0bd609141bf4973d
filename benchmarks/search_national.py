"""The text index on a statute-book store (the whole Estonian one): build, load, search p50.

1. **build**: ``legalkg index --store S --rebuild`` in a child process: wall seconds and peak
   RSS (GNU time), the index's size on disk, its wordings;
2. **a command-line search** in a new process (``legalkg search WORD --store S --at DAY``):
   wall seconds, the index loaded from disk;
3. **latency** of searches with the index in memory (a server's situation): seeded words taken
   from the store's own wordings (one or two words of 5 letters or more of a wording) on a day
   on which a version of that wording was in force; p50 and p95; each hit is checked to be a
   wording in force on the day, and each search is run twice (same hits, same order).

The store folder is written beside (``S.index/``): give a copy of a store you must not write.

    python benchmarks/search_national.py --store /work/natio-data/ee.db [--queries 100] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def timed_child(cmd: list[str]) -> tuple[float, float, str]:
    """Wall seconds, peak RSS MB (GNU time) and stdout of ``cmd``; its CPU seconds (user +
    system, robust on a loaded machine) go to :data:`CPU`."""
    gnu_time = shutil.which("time") or "/usr/bin/time"
    with tempfile.NamedTemporaryFile(suffix=".rss") as rss:
        t = time.monotonic()
        done = subprocess.run(
            [gnu_time, "-f", "%U %S %M", "-o", rss.name, *cmd],
            capture_output=True,
            text=True,
            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        )
        seconds = time.monotonic() - t
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} failed: {done.stderr[-800:]}")
        fields = Path(rss.name).read_text().split()
    CPU.append(float(fields[-3]) + float(fields[-2]))
    return seconds, float(fields[-1]) / 1024, done.stdout


CPU: list[float] = []


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--store", required=True, type=Path)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", action="store_true", help="do not rebuild the index")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out: dict[str, Any] = {"store": str(args.store)}
    legalkg = [sys.executable, "-m", "legalkg"]
    if not args.keep:
        seconds, mb, _ = timed_child([*legalkg, "index", "--store", str(args.store)])
        out["build_s"], out["build_peak_mb"] = round(seconds, 1), round(mb)
        out["build_cpu_s"] = round(CPU[-1], 1)
    folder = args.store.parent / f"{args.store.name}.index"
    out["index_mb"] = round(sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) / 2**20)

    from legalkg.norms.search import open_index, search_index
    from legalkg.store.local import Store

    store = Store(args.store, read_only=True)
    t = time.perf_counter()
    index = open_index(store)
    out["load_s"] = round(time.perf_counter() - t, 2)
    out["wordings"] = len(index.wordings)
    out["segments"] = len(index.segments)
    rng = random.Random(args.seed)
    queries: list[tuple[str, str]] = []
    while len(queries) < args.queries:
        w = index.wordings[rng.randrange(len(index.wordings))]
        words = [x for x in re.findall(r"\w+", w.text) if len(x) >= 5 and not x.isdigit()]
        if not words:
            continue
        text = " ".join(rng.sample(words, min(len(words), rng.choice((1, 2)))))
        _, start, _ = rng.choice(w.versions)
        queries.append((text, start))
    cold = queries[0]
    seconds, mb, _ = timed_child(
        [*legalkg, "search", cold[0], "--store", str(args.store), "--at", cold[1], "-f", "json"]
    )
    out["cli_search_s"], out["cli_search_peak_mb"] = round(seconds, 2), round(mb)
    out["cli_search_cpu_s"] = round(CPU[-1], 2)
    times, hits_n, stale, unstable = [], [], 0, 0
    for text, day in queries:
        t = time.perf_counter()
        hits = search_index(index, text, at=day)
        times.append((time.perf_counter() - t) * 1000)
        hits_n.append(len(hits))
        stale += sum(1 for h in hits if not (h.valid_from <= day and (h.valid_until or "9") > day))
        again = search_index(index, text, at=day)
        unstable += [(h.component, h.score) for h in again] != [
            (h.component, h.score) for h in hits
        ]
    out.update(
        {
            "queries": len(queries),
            "search_p50_ms": round(percentile(times, 0.5), 2),
            "search_p95_ms": round(percentile(times, 0.95), 2),
            "mean_hits": round(sum(hits_n) / len(hits_n), 2),
            "hits_not_in_force_on_the_day": stale,
            "searches_not_repeatable": unstable,
        }
    )
    if args.json:
        print(json.dumps(out, indent=2))
        return
    for k, v in out.items():
        print(f"{k:>30}: {v}")


if __name__ == "__main__":
    main()
