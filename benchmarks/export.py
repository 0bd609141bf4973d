"""`legalkg export` (sorted, streaming) against Oxigraph's own dump, in time and peak memory.

What a user would pick instead: the `oxigraph dump` command line (the `oxigraph` package) or
pyoxigraph's `Store.dump`, both unsorted (RocksDB key order). Each run is a fresh child
process; time is wall clock, memory the child's peak RSS (`wait4`). The stores: the whole
Constitution (examples/br-constitution, 141,592 quads) and the same graph held N times under
other graph names (`--copies`, default 4), so that "memory does not grow with the store" is
seen in the same run.

    python benchmarks/export.py [--repeat 3] [--copies 4] [--format nquads] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


_TIME = shutil.which("time") or ("/usr/bin/time" if Path("/usr/bin/time").exists() else None)


def run(cmd: list[str], env: dict[str, str] | None = None) -> tuple[float, float, float]:
    """Wall seconds, peak RSS (MB) and CPU seconds (user + system) of ``cmd`` in a child
    process (CPU moves less than wall time with the load of a shared machine).

    The peak is GNU time's ``%M`` of that command alone when ``/usr/bin/time`` is there
    (``wait4``'s ``ru_maxrss`` can report the largest of the children waited for so far)."""
    with tempfile.NamedTemporaryFile(suffix=".rss") as rss:
        wrapped = [_TIME, "-f", "%M", "-o", rss.name, *cmd] if _TIME else cmd
        started = time.monotonic()
        proc = subprocess.Popen(wrapped, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.monotonic() - started
        if status != 0:
            err = proc.stderr.read().decode() if proc.stderr else ""
            raise SystemExit(f"{' '.join(cmd)} failed: {err[-500:]}")
        text = Path(rss.name).read_text().strip().splitlines() if _TIME else []
        peak = float(text[-1]) / 1024 if text and text[-1].isdigit() else usage.ru_maxrss / 1024
    return seconds, peak, usage.ru_utime + usage.ru_stime


def build(folder: Path, copies: int) -> Path:
    """A legalkg store with the Constitution's graph ``copies`` times (other graph names)."""
    sys.path.insert(0, str(ROOT))
    import pyoxigraph as ox

    from legalkg.ingest import ingest
    from legalkg.store.local import Store

    path = folder / f"cf88x{copies}.db"
    store = Store(path)
    ingest([ROOT / "examples" / "br-constitution"], store=store, validate=False)
    if copies > 1:
        (graph,) = store.graphs()
        triples = [q.triple for q in store.quads(graph)]
        store.replace_graphs(
            {ox.NamedNode(f"{graph.value}/copy{i}"): triples for i in range(1, copies)}
        )
    store.close()
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--copies", type=int, default=4)
    parser.add_argument("--format", default="nquads", choices=["nquads", "trig", "ntriples"])
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--store",
        type=Path,
        help="an existing legalkg store (e.g. the whole Estonian one) instead of the built ones: "
        "legalkg export against pyoxigraph's read-only dump of its generation, and against "
        "`oxigraph dump` of a copy with --copy",
    )
    parser.add_argument("--copy", action="store_true", help="with --store: oxigraph dump too")
    args = parser.parse_args()
    if args.store is not None:
        existing(args)
        return
    ext = {"nquads": "nq", "trig": "trig", "ntriples": "nt"}[args.format]
    oxformat = {"nquads": "N_QUADS", "trig": "TRIG", "ntriples": "N_TRIPLES"}[args.format]
    oxigraph = shutil.which("oxigraph") or str(Path(sys.executable).parent / "oxigraph")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for copies in (1, args.copies):
            store = build(folder, copies)
            generation = store / (store / "generation").read_text().strip()
            out = folder / f"out.{ext}"
            timings: dict[str, list[tuple[float, float, float]]] = {
                "legalkg": [],
                "oxigraph": [],
            }
            timings["pyoxigraph"] = []
            for _ in range(args.repeat):
                cmd = [sys.executable, "-m", "legalkg", "export", "--store", str(store)]
                timings["legalkg"].append(run([*cmd, "-f", args.format, "-o", str(out)], env))
                # oxigraph dump opens the store for writing: give it a copy.
                copy = folder / "copy.db"
                shutil.rmtree(copy, ignore_errors=True)
                shutil.copytree(generation, copy)
                dump = [oxigraph, "dump", "--location", str(copy), "--file", str(out)]
                timings["oxigraph"].append(run(dump))
                # N-Triples needs one graph: pyoxigraph dumps the dataset as N-Quads then.
                dumped = "N_QUADS" if args.format == "ntriples" else oxformat
                code = (
                    "import pyoxigraph as ox; "
                    f"s = ox.Store.read_only({str(generation)!r}); "
                    f"s.dump({str(out)!r}, format=ox.RdfFormat.{dumped})"
                )
                timings["pyoxigraph"].append(run([sys.executable, "-c", code]))
            quads = 141_592 * copies
            row = {"copies": copies, "quads": quads}
            for name, runs in timings.items():
                row[name + "_s"] = statistics.median(r[0] for r in runs)
                row[name + "_mb"] = statistics.median(r[1] for r in runs)
                row[name + "_cpu_s"] = statistics.median(r[2] for r in runs)
            row["time_vs_oxigraph"] = row["legalkg_s"] / row["oxigraph_s"]
            row["cpu_vs_oxigraph"] = row["legalkg_cpu_s"] / row["oxigraph_cpu_s"]
            row["time_vs_pyoxigraph"] = row["legalkg_s"] / row["pyoxigraph_s"]
            row["mb_vs_oxigraph"] = row["legalkg_mb"] / row["oxigraph_mb"]
            results.append(row)
            shutil.rmtree(store)
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"export -f {args.format}: median of {args.repeat}, fresh child processes")
    print(
        f"{'quads':>9} {'legalkg s':>9} {'oxigraph s':>10} {'pyoxigraph s':>12} "
        f"{'x oxigraph':>10} {'x CPU':>6} {'legalkg MB':>10} {'oxigraph MB':>11} {'x MB':>6}"
    )
    for r in results:
        print(
            f"{r['quads']:>9,} {r['legalkg_s']:>9.2f} {r['oxigraph_s']:>10.2f} "
            f"{r['pyoxigraph_s']:>12.2f} {r['time_vs_oxigraph']:>10.2f} "
            f"{r['cpu_vs_oxigraph']:>6.2f} {r['legalkg_mb']:>10.0f} "
            f"{r['oxigraph_mb']:>11.0f} {r['mb_vs_oxigraph']:>6.2f}"
        )
    grow = results[-1]["legalkg_mb"] / results[0]["legalkg_mb"]
    print(f"legalkg peak memory, {args.copies}x the quads: {grow:.2f}x")


def existing(args: argparse.Namespace) -> None:
    """``--store``: the measures on a store that is already there, the baselines first."""
    store = args.store.resolve()
    generation = store / (store / "generation").read_text().strip()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    oxformat = {"nquads": "N_QUADS", "trig": "TRIG", "ntriples": "N_QUADS"}[args.format]
    row: dict[str, object] = {"store": str(store), "format": args.format}
    with tempfile.TemporaryDirectory(dir=store.parent) as tmp:
        out = Path(tmp) / "out"
        timings: dict[str, list[tuple[float, float, float]]] = {"pyoxigraph": [], "legalkg": []}
        if args.copy:
            timings["oxigraph"] = []
        for _ in range(args.repeat):
            code = (
                "import pyoxigraph as ox; "
                f"s = ox.Store.read_only({str(generation)!r}); "
                f"s.dump({str(out)!r}, format=ox.RdfFormat.{oxformat})"
            )
            timings["pyoxigraph"].append(run([sys.executable, "-c", code]))
            cmd = [sys.executable, "-m", "legalkg", "export", "--store", str(store)]
            timings["legalkg"].append(run([*cmd, "-f", args.format, "-o", str(out)], env))
            row["lines"] = sum(1 for _ in open(out, "rb"))
            if args.copy:
                copy = Path(tmp) / "copy.db"
                shutil.rmtree(copy, ignore_errors=True)
                shutil.copytree(generation, copy)
                oxigraph = shutil.which("oxigraph") or str(Path(sys.executable).parent / "oxigraph")
                dump = [oxigraph, "dump", "--location", str(copy), "--file", str(out) + ".nq"]
                timings["oxigraph"].append(run(dump))
                shutil.rmtree(copy)
        for name, runs in timings.items():
            row[name + "_s"] = round(statistics.median(r[0] for r in runs), 2)
            row[name + "_mb"] = round(statistics.median(r[1] for r in runs), 1)
    for name in ("pyoxigraph", "oxigraph"):
        if f"{name}_s" in row:
            row[f"time_vs_{name}"] = round(float(row["legalkg_s"]) / float(row[f"{name}_s"]), 2)  # type: ignore[arg-type]
            row[f"mb_vs_{name}"] = round(float(row["legalkg_mb"]) / float(row[f"{name}_mb"]), 2)  # type: ignore[arg-type]
    print(json.dumps(row, indent=2))


if __name__ == "__main__":
    main()
