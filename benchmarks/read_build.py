"""read+build alone: sources → model → CTV timeline → triples, in CPU seconds (robust to load).

The first stage of ``legalkg ingest`` (``legalkg.ingest.build_graphs`` for norm histories),
measured without validation or writing: read every source (``legalkg.norms.readers``), build its
timeline (``legalkg.norms.ctv.build``) and map it to triples
(``legalkg.norms.rdf.timeline_triples``). Each stage is timed with ``time.process_time`` (CPU
seconds of this process), which a shared machine's load barely moves, unlike wall seconds.

Usage::

    python benchmarks/read_build.py PATH... [--repeat 3] [--profile out.prof] [--json]

``PATH`` is anything ``legalkg ingest`` reads (a corpus folder from ``generate.py``,
``examples/br-constitution``). The output gives the triples, CPU seconds per stage (median of
``--repeat`` runs after a first one), seconds per 10^5 triples (the linearity figure), the
first run's CPU seconds (with the one-off costs an ingest pays: lazy imports, compiled
schemas, the language table) and peak RSS.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import sys
import time
from pathlib import Path
from typing import Any


def run_once(paths: list[Path]) -> dict[str, float]:
    from legalkg.core.identifiers import DEFAULT_BASE, Minter
    from legalkg.norms.ctv import build
    from legalkg.norms.model import NormHistory
    from legalkg.norms.rdf import timeline_triples

    try:
        from legalkg.norms.readers import iter_sources
    except ImportError:  # before the iterator existed: read everything first
        from legalkg.norms.readers import read_sources as iter_sources

    iris = Minter(DEFAULT_BASE)
    read = ctv = rdf = 0.0
    triples = 0
    t = time.process_time()
    for source in iter_sources(paths):
        now = time.process_time()
        read += now - t
        if not isinstance(source, NormHistory):
            t = time.process_time()
            continue
        timeline = build(source)
        t = time.process_time()
        ctv += t - now
        triples += len(timeline_triples(timeline, iris))
        now = time.process_time()
        rdf += now - t
        t = now
    return {"triples": triples, "read": read, "ctv": ctv, "rdf": rdf, "total": read + ctv + rdf}


def measure(paths: list[Path], repeat: int) -> dict[str, Any]:
    first = run_once(paths)  # with the one-off costs an ingest pays: lazy imports, caches
    runs = [run_once(paths) for _ in range(repeat)]
    out: dict[str, Any] = {"triples": int(runs[0]["triples"]), "repeat": repeat}
    out["first_total_cpu_s"] = first["total"]
    for key in ("read", "ctv", "rdf", "total"):
        out[f"{key}_cpu_s"] = statistics.median(r[key] for r in runs)
    out["cpu_s_per_1e5_triples"] = out["total_cpu_s"] / out["triples"] * 1e5
    out["rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", type=Path, nargs="+")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", type=Path, default=None, help="write a cProfile here")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.profile:
        import cProfile

        profiler = cProfile.Profile(time.process_time)
        profiler.runcall(run_once, args.paths)
        profiler.dump_stats(args.profile)
    result = measure(args.paths, args.repeat)
    if args.json:
        json.dump(result, sys.stdout, indent=1)
        print()
    else:
        print(
            f"{result['triples']:,} triples: read {result['read_cpu_s']:.2f} + CTV "
            f"{result['ctv_cpu_s']:.2f} + rdf {result['rdf_cpu_s']:.2f} = "
            f"{result['total_cpu_s']:.2f} CPU s ({result['cpu_s_per_1e5_triples']:.3f} s per "
            f"10^5 triples), first run {result['first_total_cpu_s']:.2f} CPU s, peak RSS "
            f"{result['rss_mb']:.0f} MB"
        )


if __name__ == "__main__":
    main()
