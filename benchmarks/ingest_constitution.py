"""End-to-end ingest of the Brazilian Constitution through legalkg, beside pyoxigraph's bulk_load.

What it measures: ``legalkg.ingest.ingest`` on ``examples/br-constitution/`` (the Constitution
of 1988 with its 93 compiled versions, 1988-2020) into

* an in-memory store and an on-disk store (a fresh folder in a temp dir),
* with validation off and on (SHACL, engine ``turbo`` by default; the validation-on variants
  are skipped with a note when ``legalkg.validation.shacl`` cannot be imported).

Per stage, from one library call (the stage boundaries are the ``progress`` messages that
``ingest`` emits): read+build (``build_graphs``: read the CSV, build the CTV timeline, map it to
triples), validate (staging store + SHACL), write (``Store.replace_graphs``: the atomic
write of the named graph, and the flush). Opening the empty store is not timed.

The baseline is what a user who only wants the triples in Oxigraph would run: pyoxigraph's
``Store.bulk_load`` of the very same triples, serialized as N-Triples beforehand (not timed),
into the same named graph of a fresh on-disk store: the practical ceiling for writing them.
The in-memory ``bulk_load`` is shown too. ``x disk bulk_load`` is legalkg's total divided by the
on-disk baseline's (how many times its time); ``x same-kind`` divides by the baseline on the same
kind of store.

Every run is a fresh child process (no warm caches, no state shared between runs), measured
in the same invocation as the baseline; figures are medians of ``--repeat`` runs. A run that
exceeds ``--timeout`` seconds is killed and reported as timed out; the remaining runs of
variants with validation are then skipped (they repeat the same validation).

Usage::

    python benchmarks/ingest_constitution.py                 # median of 3, table
    python benchmarks/ingest_constitution.py --repeat 5 --json
    python benchmarks/ingest_constitution.py --engine pyshacl --timeout 1800

No network; deterministic input; on 2 cores the whole run takes about a minute with
``--repeat 3``.
"""

from __future__ import annotations

import argparse
import csv
import importlib
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: (name, store kind, validate) of each legalkg variant, in the order they run.
VARIANTS: tuple[tuple[str, str, bool], ...] = (
    ("legalkg, memory, no validation", "memory", False),
    ("legalkg, disk, no validation", "disk", False),
    ("legalkg, memory, validation", "memory", True),
    ("legalkg, disk, validation", "disk", True),
)
#: (name, store kind) of each baseline.
BASELINES: tuple[tuple[str, str], ...] = (
    ("pyoxigraph bulk_load N-Triples, disk", "disk"),
    ("pyoxigraph bulk_load N-Triples, memory", "memory"),
)
STAGES = ("build", "validate", "write", "total")


def default_source() -> Path:
    from legalkg.ingest import example_path

    return example_path("br-constitution")


# ---------------------------------------------------------------------------------------------
# Child process: one measured run, printed as one JSON line.


def run_legalkg(
    source: Path, kind: str, validate: bool, engine: str, workdir: Path
) -> dict[str, Any]:
    """One ``ingest`` call; stage times from the progress messages."""
    from legalkg.ingest import ingest
    from legalkg.store.local import Store

    marks: dict[str, float] = {}

    def progress(message: str) -> None:
        now = time.perf_counter()
        if message.startswith("validating"):
            marks.setdefault("validate", now)
        elif message.startswith("writing"):
            marks.setdefault("write", now)

    store = Store(workdir / "store") if kind == "disk" else Store()
    t0 = time.perf_counter()
    result = ingest([source], store=store, validate=validate, engine=engine, progress=progress)
    end = time.perf_counter()
    triples = sum(g.triples for g in result.graphs)
    stored = len(store)
    del store
    times: dict[str, float | None] = {"total": end - t0}
    write = marks.get("write")
    check = marks.get("validate") if validate else write
    if write is not None and check is not None:
        times["build"] = check - t0
        times["validate"] = write - check if validate else None
        times["write"] = end - write
    else:  # the progress messages changed: only the total is known
        times.update(build=None, validate=None, write=None)
    conforms = result.report.conforms if result.report is not None else None
    return {"times": times, "triples": triples, "stored": stored, "conforms": conforms}


def run_baseline(source: Path, kind: str, workdir: Path) -> dict[str, Any]:
    """``bulk_load`` of the same triples (serialized as N-Triples before the clock starts)."""
    import pyoxigraph as ox

    from legalkg.ingest import build_graphs

    graphs, _ = build_graphs([source])
    data = {
        name: ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES)
        for name, triples in graphs.items()
    }
    store = ox.Store(str(workdir / "store")) if kind == "disk" else ox.Store()
    t0 = time.perf_counter()
    for name, nt in data.items():
        store.bulk_load(nt, ox.RdfFormat.N_TRIPLES, to_graph=name)
    store.flush()
    end = time.perf_counter()
    stored = len(store)
    del store
    triples = sum(len(set(t)) for t in graphs.values())
    times = {"build": None, "validate": None, "write": end - t0, "total": end - t0}
    return {"times": times, "triples": triples, "stored": stored, "conforms": None}


def child(spec: str, source: Path, engine: str, workdir: Path) -> None:
    role, kind, validate = spec.split(":")
    if role == "baseline":
        out = run_baseline(source, kind, workdir)
    else:
        out = run_legalkg(source, kind, validate == "1", engine, workdir)
    print(json.dumps(out))


# ---------------------------------------------------------------------------------------------
# Parent process: runs the children, takes medians, prints.


@dataclass
class Row:
    name: str
    kind: str
    validate: bool
    baseline: bool
    runs: list[dict[str, Any]]
    status: str = "ok"  # ok | timed out | skipped | failed
    note: str = ""

    def median(self, stage: str) -> float | None:
        values = [r["times"][stage] for r in self.runs if r["times"].get(stage) is not None]
        return statistics.median(values) if values else None

    @property
    def triples(self) -> int | None:
        return self.runs[0]["triples"] if self.runs else None


def measure(spec: str, source: Path, engine: str, timeout: float) -> dict[str, Any]:
    # The parent owns the child's folder, so that a child killed on timeout leaves nothing.
    with tempfile.TemporaryDirectory(prefix="legalkg-bench-") as workdir:
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", spec]
        cmd += ["--source", str(source), "--engine", engine, "--workdir", workdir]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    if proc.returncode != 0:
        lines = (proc.stderr or proc.stdout).strip().splitlines()
        raise RuntimeError(lines[-1] if lines else f"exit code {proc.returncode}")
    result: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def validation_available() -> str | None:
    """None when ``legalkg.validation.shacl`` imports, else why not."""
    try:
        importlib.import_module("legalkg.validation.shacl")
    except ImportError as e:
        return f"legalkg.validation.shacl is not importable ({e})"
    return None


def compiled_versions(source: Path) -> int | None:
    path = source / "versions.csv"
    if not path.is_file():
        return None
    with path.open(encoding="utf-8", newline="") as f:
        return sum(1 for _ in csv.DictReader(f))


def run_all(args: argparse.Namespace) -> tuple[list[Row], list[str]]:
    notes: list[str] = []
    rows: list[Row] = []
    missing = validation_available()
    if missing:
        notes.append(f"validation variants skipped: {missing}")
    plan: list[tuple[Row, str]] = []
    for name, kind in BASELINES:
        plan.append((Row(name, kind, False, True, []), f"baseline:{kind}:0"))
    for name, kind, validate in VARIANTS:
        row = Row(name, kind, validate, False, [])
        if validate and missing:
            row.status, row.note = "skipped", "legalkg.validation.shacl not importable"
        plan.append((row, f"legalkg:{kind}:{int(validate)}"))
    rows = [row for row, _ in plan]
    validation_timed_out = False
    # Interleave the repeats (run 1 of every variant, then run 2...) so that a slow phase of a
    # noisy machine spreads over all variants instead of hitting one.
    for i in range(args.repeat):
        for row, spec in plan:
            if row.status != "ok":
                continue
            if row.validate and validation_timed_out:
                row.status = "skipped"
                row.note = "another validation run timed out"
                continue
            label = f"[{i + 1}/{args.repeat}] {row.name}"
            if not args.json:
                print(f"{label} ...", file=sys.stderr, flush=True)
            try:
                row.runs.append(measure(spec, args.source, args.engine, args.timeout))
            except subprocess.TimeoutExpired:
                row.status, row.note = "timed out", f"a run took more than {args.timeout:g} s"
                validation_timed_out = validation_timed_out or row.validate
            except (RuntimeError, ValueError) as e:
                row.status, row.note = "failed", str(e)
    counts = {r.triples for r in rows if r.runs}
    stored = {run["stored"] for r in rows for run in r.runs}
    if len(counts) > 1 or len(stored) > 1 or (counts and stored != counts):
        notes.append(f"triple counts differ between variants: {sorted(counts | stored)}")
    return rows, notes


def ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def report(rows: list[Row], notes: list[str], args: argparse.Namespace) -> dict[str, Any]:
    disk = next(r for r in rows if r.baseline and r.kind == "disk")
    base = {r.kind: r for r in rows if r.baseline}
    import pyoxigraph

    out: dict[str, Any] = {
        "benchmark": "ingest_constitution",
        "source": os.path.relpath(args.source),
        "compiled_versions": compiled_versions(args.source),
        "engine": args.engine,
        "repeat": args.repeat,
        "timeout_s": args.timeout,
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "pyoxigraph": pyoxigraph.__version__,
        },
        "rows": [],
        "notes": notes,
    }
    for r in rows:
        total = r.median("total")
        conforms = {run["conforms"] for run in r.runs} - {None}
        out["rows"].append(
            {
                "name": r.name,
                "store": r.kind,
                "validate": r.validate,
                "baseline": r.baseline,
                "status": r.status,
                "note": r.note,
                "runs": len(r.runs),
                "triples": r.triples,
                "conforms": conforms.pop() if len(conforms) == 1 else None,
                "median_s": {stage: r.median(stage) for stage in STAGES},
                "triples_per_s": round(r.triples / total) if r.triples and total else None,
                "x_disk_bulk_load": ratio(total, disk.median("total")),
                "x_same_kind_bulk_load": ratio(total, base[r.kind].median("total")),
            }
        )
    return out


def print_table(data: dict[str, Any]) -> None:
    def sec(v: float | None) -> str:
        return "-" if v is None else f"{v:.3f}"

    def times(v: float | None) -> str:
        return "-" if v is None else f"{v:.1f}x"

    triples = next((r["triples"] for r in data["rows"] if r["triples"]), None)
    m = data["machine"]
    print(
        f"ingest of {data['source']} ({data['compiled_versions']} compiled versions, "
        f"{triples:,} triples), engine {data['engine']}, median of {data['repeat']} run(s); "
        f"{m['cpus']} CPUs, Python {m['python']}, pyoxigraph {m['pyoxigraph']}"
        if triples
        else f"ingest of {data['source']}: no run succeeded"
    )
    head = (
        "variant",
        "read+build s",
        "validate s",
        "write s",
        "total s",
        "triples/s",
        "x disk bulk_load",
        "x same-kind",
    )
    table = [head]
    for r in data["rows"]:
        s = r["median_s"]
        if r["status"] != "ok" and not r["runs"]:
            table.append((r["name"], f"{r['status']}: {r['note']}", "", "", "", "", "", ""))
            continue
        name = r["name"] + ("" if r["status"] == "ok" else f" ({r['status']}: {r['note']})")
        table.append(
            (
                name,
                sec(s["build"]),
                sec(s["validate"]),
                sec(s["write"]),
                sec(s["total"]),
                f"{r['triples_per_s']:,}" if r["triples_per_s"] else "-",
                times(r["x_disk_bulk_load"]),
                times(r["x_same_kind_bulk_load"]),
            )
        )
    width = max(len(row[0]) for row in table)
    for row in table:
        if row[2:] == ("",) * 6:  # a row with no figures: its status
            print(f"{row[0]:<{width}}  {row[1]}")
            continue
        cells = "  ".join(f"{c:>{len(h)}}" for c, h in zip(row[1:], head[1:], strict=True))
        print(f"{row[0]:<{width}}  {cells}")
    for note in data["notes"]:
        print(f"note: {note}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per variant (median)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--timeout", type=float, default=120, help="seconds before a run is killed (120)"
    )
    parser.add_argument("--engine", default="turbo", help="SHACL engine: turbo or pyshacl")
    parser.add_argument("--source", type=Path, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--workdir", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.source = (args.source or default_source()).resolve()
    if args.child:
        child(args.child, args.source, args.engine, args.workdir)
        return
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    rows, notes = run_all(args)
    data = report(rows, notes, args)
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
    else:
        print_table(data)


if __name__ == "__main__":
    main()
