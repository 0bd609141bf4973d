"""The performance suite: legalkg against the alternative a user would pick, per corpus size.

For each size (10^4, 10^5, 10^6 triples; ``--max-triples`` limits them, 10^7 is allowed but
takes far longer than the 10-minute budget), a synthetic corpus is generated with
``benchmarks/generate.py`` (seeded norm-history YAML, not timed) and measured, each figure beside
its baseline **in the same run**:

- **ingest**: ``legalkg.ingest.ingest`` end to end from the YAML files into a fresh on-disk store,
  with SHACL validation (read+build, validate, write stages from its progress messages), against
  pyoxigraph's ``bulk_load`` of the same quads as N-Quads into a fresh on-disk store (the
  practical ceiling); also without validation. Each in its own child process, so **peak memory**
  (``ru_maxrss``) is that of the process alone;
- **store size on disk**: the store folder after closing, against the bulk-loaded one;
- **SHACL**: ``legalkg.validate.validate_store`` (pyshacl-turbo) on the ingested store against
  plain pySHACL on an rdflib graph of the same triples with the same shapes (only up to
  ``--pyshacl-max`` triples, default 20,000, with a timeout: beyond it pySHACL takes minutes;
  the output says so);
- **point-in-time** (``valid-versions`` template) and **impact-in-scope** (``item-history``
  template on a part or chapter over a 10-year interval) latency p50/p95 in the on-disk store,
  against rdflib's SPARQL engine on the same rendered queries over the same quads (only up to
  ``--rdflib-max`` triples, default 100,000); answers are checked to be the same;
  ``answer_request`` end to end (plan, resolve, run, build) is shown beside them;
- **ask --batch**: ``legalkg.asking.ask_batch`` on point-in-time requests (JSON Lines), against
  the bare ``valid-versions`` queries it runs (the floor): requests/s;
- **naive snapshots vs CTV**: triples of a model storing a full copy of each work's tree on each
  date it changed (6 per unit, as in ``ctv_economy.py``) against the CTV versions carrying the
  same information and against the whole legalkg graph.

Usage: ``python benchmarks/run.py [--max-triples N] [--json] [--keep DIR]``.
``--json`` prints one object: size → figure → {legalkg, baseline, ratio}.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
SIZES = (10_000, 100_000, 1_000_000, 10_000_000)


# --------------------------------------------------------------------------------------------
# Child processes: each prints one JSON object on its last stdout line.


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child_ingest(corpus: str, store: str, validate: bool, dump: str | None) -> dict[str, Any]:
    from legalkg.ingest import ingest
    from legalkg.store import Store

    stages: list[tuple[str, float]] = []
    t0 = time.perf_counter()

    def progress(message: str) -> None:
        stages.append((message.split(" ", 1)[0], time.perf_counter()))

    s = Store(store)
    result = ingest([Path(corpus)], store=s, validate=validate, progress=progress)
    end = time.perf_counter()
    marks = {name: t for name, t in stages}
    first_validate = marks.get("validating", marks["writing"])
    out = {
        "total": end - t0,
        "read_build": first_validate - t0,
        "validate": marks["writing"] - first_validate if validate else 0.0,
        "write": end - marks["writing"],
        "triples": sum(g.triples for g in result.graphs),
        "graphs": len(result.graphs),
        "rss_mb": _rss_mb(),
    }
    if dump:
        import pyoxigraph as ox

        s.oxigraph.dump(output=dump, format=ox.RdfFormat.N_QUADS)
    del s
    return out


def child_bulk(nquads: str, store: str) -> dict[str, Any]:
    import pyoxigraph as ox

    t0 = time.perf_counter()
    s = ox.Store(store)
    s.bulk_load(path=nquads, format=ox.RdfFormat.N_QUADS)
    s.flush()
    out = {"total": time.perf_counter() - t0, "triples": len(s), "rss_mb": _rss_mb()}
    del s
    return out


def child_validate(store: str) -> dict[str, Any]:
    from legalkg.store import Store
    from legalkg.validate import validate_store

    s = Store(store, read_only=True)
    t0 = time.perf_counter()
    report = validate_store(s)
    return {
        "total": time.perf_counter() - t0,
        "conforms": report.conforms,
        "results": len(report.results),
        "rss_mb": _rss_mb(),
    }


def child_pyshacl(nquads: str) -> dict[str, Any]:
    """Plain pySHACL: an rdflib graph of the data (plus the ontology's subclass axioms, as
    legalkg gives its engine), the packaged shapes, no inference."""
    import pyoxigraph as ox
    import pyshacl
    import rdflib

    from legalkg.resources import data_files
    from legalkg.validate import _class_hierarchy

    graph = rdflib.Graph()
    graph.parse(nquads, format="nquads")
    merged = rdflib.Graph()
    for t in graph.store.triples((None, None, None), context=None):
        merged.add(t[0])
    hierarchy = ox.serialize(_class_hierarchy(), format=ox.RdfFormat.N_TRIPLES)
    merged.parse(data=hierarchy, format="nt")
    shapes = rdflib.Graph()
    for path in data_files("shapes"):
        shapes.parse(path, format="turtle")
    t0 = time.perf_counter()
    conforms, _, _ = pyshacl.validate(
        merged, shacl_graph=shapes, inference="none", advanced=False, meta_shacl=False
    )
    return {"total": time.perf_counter() - t0, "conforms": bool(conforms), "rss_mb": _rss_mb()}


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def _sample(store: Any, n: int, seed: int) -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    """Point-in-time (component, date) and impact (scope, from, until) samples."""
    rng = random.Random(seed)
    rows = store.select(
        "SELECT ?c ?label ?w WHERE { ?c lkg:work ?w ; rdfs:label ?label ; a ?t . "
        "VALUES ?t { lkg:Article lkg:Paragraph lkg:Item } } ORDER BY ?c"
    )
    scopes = store.select(
        "SELECT ?c ?label ?w WHERE { ?c lkg:work ?w ; rdfs:label ?label ; a ?t . "
        "VALUES ?t { lkg:Part lkg:Chapter } } ORDER BY ?c"
    )

    def work(row: Any) -> str:
        return str(row["w"].value)

    points = []
    for row in rng.sample(rows, min(n, len(rows))):
        day = date(rng.randint(1960, 2024), rng.randint(1, 12), rng.randint(1, 28))
        points.append(
            {
                "component": row["c"].value,
                "label": row["label"].value,
                "work": work(row),
                "date": day.isoformat(),
            }
        )
    impacts = []
    for row in rng.sample(scopes, min(n, len(scopes))):
        year = rng.randint(1960, 2014)
        impacts.append(
            {
                "component": row["c"].value,
                "label": row["label"].value,
                "work": work(row),
                "from": f"{year}-01-01",
                "until": f"{year + 10}-01-01",
            }
        )
    return points, impacts


def child_queries(
    store_path: str, nquads: str, n: int, rdflib_n: int, batch: int
) -> dict[str, Any]:
    import pyoxigraph as ox

    from legalkg.answers import answer_request
    from legalkg.asking import ask_batch
    from legalkg.namespaces import PREFIXES
    from legalkg.planner import ImpactInScope, ValidVersions
    from legalkg.store import Store
    from legalkg.templates import render_sparql

    store = Store(store_path, read_only=True)
    points, impacts = _sample(store, max(n, batch), seed=7)
    pit = [
        render_sparql("valid-versions", component=p["component"], date=p["date"])
        for p in points[:n]
    ]
    imp = [
        render_sparql(
            "item-history", component=p["component"], **{"from": p["from"]}, until=p["until"]
        )
        for p in impacts[:n]
    ]

    def timed(run: Any, queries: list[str]) -> tuple[list[float], list[int]]:
        for q in queries[:3]:
            run(q)
        times, counts = [], []
        for q in queries:
            t = time.perf_counter()
            counts.append(len(run(q)))
            times.append((time.perf_counter() - t) * 1000)
        return times, counts

    def ox_run(q: str) -> list[Any]:
        return store.select(q)

    out: dict[str, Any] = {}
    for name, queries in (("point_in_time", pit), ("impact_in_scope", imp)):
        times, counts = timed(ox_run, queries)
        out[name] = {
            "p50": _percentile(times, 0.5),
            "p95": _percentile(times, 0.95),
            "rows": sum(counts),
            "n": len(times),
            "counts": counts,
        }
    # The library end to end: plan, resolve the citation, run every step, build the answer.
    e2e: dict[str, list[float]] = {"point_in_time": [], "impact_in_scope": []}
    for p in points[:n]:
        t = time.perf_counter()
        answer_request(ValidVersions(component=p["label"], date=p["date"], work=p["work"]), store)
        e2e["point_in_time"].append((time.perf_counter() - t) * 1000)
    for p in impacts[:n]:
        req = ImpactInScope(scope=p["label"], from_=p["from"], until=p["until"], work=p["work"])
        t = time.perf_counter()
        answer_request(req, store)
        e2e["impact_in_scope"].append((time.perf_counter() - t) * 1000)
    for name, times in e2e.items():
        out[name]["answer_p50"] = _percentile(times, 0.5)
        out[name]["answer_p95"] = _percentile(times, 0.95)
    # ask --batch: JSON Lines of point-in-time requests, the store opened once.
    lines = [
        json.dumps(
            {
                "id": i,
                "request": {
                    "type": "valid-versions",
                    "component": p["label"],
                    "date": p["date"],
                    "work": p["work"],
                },
            }
        )
        for i, p in enumerate(points[:batch])
    ]
    t = time.perf_counter()
    answers = [json.loads(line) for line in ask_batch(lines, store)]
    batch_s = time.perf_counter() - t
    floor = [
        render_sparql("valid-versions", component=p["component"], date=p["date"])
        for p in points[:batch]
    ]
    t = time.perf_counter()
    for q in floor:
        store.select(q)
    floor_s = time.perf_counter() - t
    out["ask_batch"] = {
        "n": len(lines),
        "per_s": len(lines) / batch_s,
        "floor_per_s": len(lines) / floor_s,
        "errors": sum(1 for a in answers if "error" in a),
    }
    # rdflib's SPARQL engine on the same queries over the same quads (small sizes only).
    if rdflib_n:
        import rdflib

        ds = rdflib.Dataset(default_union=True)
        ds.parse(nquads, format="nquads")
        header = "".join(f"PREFIX {p}: <{iri}>\n" for p, iri in sorted(PREFIXES.items()))

        def rdf_run(q: str) -> list[Any]:
            return list(ds.query(header + q))

        for name, queries in (("point_in_time", pit), ("impact_in_scope", imp)):
            times, counts = timed(rdf_run, queries[:rdflib_n])
            same = counts == out[name]["counts"][: len(counts)]
            out[name]["rdflib"] = {
                "p50": _percentile(times, 0.5),
                "p95": _percentile(times, 0.95),
                "n": len(times),
                "same_rows": same,
            }
    for name in ("point_in_time", "impact_in_scope"):
        del out[name]["counts"]
    out["rss_mb"] = _rss_mb()
    del ox
    return out


def child_naive(corpus: str) -> dict[str, Any]:
    """Triples of naive full snapshots on each change date vs CTV with the same information."""
    from legalkg.ctv import build
    from legalkg.readers import read_sources

    naive = ctv = versions = nodes = 0
    for source in read_sources([Path(corpus)]):
        timeline = build(source)  # type: ignore[arg-type]
        days = sorted({v.start for v in timeline.versions})
        # in force on each day: a sweep over (start, end) intervals
        starts = sorted(v.start for v in timeline.versions)
        ends = sorted(v.end for v in timeline.versions if v.end is not None)
        i = j = 0
        for day in days:
            while i < len(starts) and starts[i] <= day:
                i += 1
            while j < len(ends) and ends[j] <= day:
                j += 1
            in_force = i - j
            nodes += in_force
            naive += 6 * in_force - 1  # the work's copy has no parent link
        for v in timeline.versions:
            versions += 1
            ctv += 5 + (v.end is not None) + len(v.parts)
    return {
        "naive_triples": naive,
        "naive_nodes": nodes,
        "ctv_triples": ctv,
        "ctv_versions": versions,
    }


CHILDREN = {
    "ingest": child_ingest,
    "bulk": child_bulk,
    "validate": child_validate,
    "pyshacl": child_pyshacl,
    "queries": child_queries,
    "naive": child_naive,
}


def run_child(kind: str, *args: Any, timeout: float | None = None) -> dict[str, Any] | None:
    """Run ``CHILDREN[kind](*args)`` in a fresh interpreter; None if it timed out."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", kind, json.dumps(args)]
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        raise SystemExit(f"child {kind} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def sst_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*.sst"))  # generations: in subfolders


# --------------------------------------------------------------------------------------------


def fig(legalkg: float | None, baseline: float | None, note: str = "") -> dict[str, Any]:
    ratio = legalkg / baseline if legalkg is not None and baseline else None
    out: dict[str, Any] = {"legalkg": legalkg, "baseline": baseline, "ratio": ratio}
    if note:
        out["note"] = note
    return out


def measure(size: int, work: Path, args: argparse.Namespace, log: Any) -> dict[str, Any]:
    from generate import generate

    corpus = work / f"corpus-{size}"
    t = time.perf_counter()
    summary = generate(corpus, size, seed=args.seed)
    log(
        f"[{size:,}] generated {summary['works']} works, {summary['components']:,} components, "
        f"{summary['changes']:,} changes in {time.perf_counter() - t:.1f} s"
    )
    nq = work / f"data-{size}.nq"
    store = work / f"store-{size}"
    ing = run_child("ingest", str(corpus), str(store), True, str(nq))
    assert ing is not None
    log(f"[{size:,}] ingest {ing['total']:.1f} s ({ing['triples']:,} triples)")
    ing_nv = run_child("ingest", str(corpus), str(work / f"store-nv-{size}"), False, None)
    assert ing_nv is not None
    bulk_store = work / f"bulk-{size}"
    bulk = run_child("bulk", str(nq), str(bulk_store))
    assert bulk is not None
    log(f"[{size:,}] bulk_load {bulk['total']:.1f} s")
    val = run_child("validate", str(store))
    assert val is not None
    log(f"[{size:,}] validate_store {val['total']:.1f} s")
    ps: dict[str, Any] | None = None
    ps_note = ""
    if ing["triples"] <= args.pyshacl_max:
        ps = run_child("pyshacl", str(nq), timeout=args.pyshacl_timeout)
        ps_note = (
            "baseline: pySHACL"
            if ps
            else f"pySHACL timed out after {args.pyshacl_timeout:.0f} s: the ratio is at most "
            "the one shown"
        )
        log(f"[{size:,}] pySHACL {ps['total'] if ps else 'timeout'}")
    else:
        ps_note = f"pySHACL not run above {args.pyshacl_max:,} triples (minutes to hours)"
    rdflib_n = args.rdflib_queries if ing["triples"] <= args.rdflib_max else 0
    q = run_child("queries", str(store), str(nq), args.queries, rdflib_n, args.batch)
    assert q is not None
    log(f"[{size:,}] queries done")
    naive = run_child("naive", str(corpus))
    assert naive is not None
    triples = ing["triples"]
    rd_note = "" if rdflib_n else f"rdflib not run above {args.rdflib_max:,} triples"

    def rdf(name: str, key: str) -> float | None:
        r = q[name].get("rdflib")
        return r[key] if r else None

    figures = {
        "triples": triples,
        "works": summary["works"],
        "ingest_triples_per_s": fig(
            triples / ing["total"],
            triples / bulk["total"],
            "baseline: pyoxigraph bulk_load of the same N-Quads, on disk",
        ),
        "ingest_s": fig(ing["total"], bulk["total"]),
        "ingest_no_validation_s": fig(ing_nv["total"], bulk["total"]),
        "ingest_read_build_s": fig(ing["read_build"], None),
        "ingest_validate_s": fig(ing["validate"], None),
        "ingest_write_s": fig(ing["write"], None),
        "store_mb_on_disk": fig(
            folder_bytes(store) / 1e6,
            folder_bytes(bulk_store) / 1e6,
            "whole folder (includes RocksDB's write-ahead log)",
        ),
        "store_sst_mb": fig(
            sst_bytes(store) / 1e6, sst_bytes(bulk_store) / 1e6, "data files (*.sst) only"
        ),
        "shacl_s": fig(
            val["total"],
            ps["total"]
            if ps
            else (args.pyshacl_timeout if ps_note.startswith("pySHACL timed") else None),
            ps_note,
        ),
        "point_in_time_p50_ms": fig(
            q["point_in_time"]["p50"],
            rdf("point_in_time", "p50"),
            rd_note or "baseline: rdflib SPARQL, same query",
        ),
        "point_in_time_p95_ms": fig(q["point_in_time"]["p95"], rdf("point_in_time", "p95")),
        "impact_in_scope_p50_ms": fig(
            q["impact_in_scope"]["p50"], rdf("impact_in_scope", "p50"), rd_note
        ),
        "impact_in_scope_p95_ms": fig(q["impact_in_scope"]["p95"], rdf("impact_in_scope", "p95")),
        "answer_point_in_time_p50_ms": fig(
            q["point_in_time"]["answer_p50"],
            q["point_in_time"]["p50"],
            "answer_request end to end vs its main query",
        ),
        "answer_impact_p50_ms": fig(
            q["impact_in_scope"]["answer_p50"], q["impact_in_scope"]["p50"]
        ),
        "ask_batch_per_s": fig(
            q["ask_batch"]["per_s"],
            q["ask_batch"]["floor_per_s"],
            f"{q['ask_batch']['n']} requests, {q['ask_batch']['errors']} "
            "errors; baseline: the bare valid-versions queries",
        ),
        "peak_rss_mb_ingest": fig(ing["rss_mb"], bulk["rss_mb"]),
        "peak_rss_mb_validate": fig(val["rss_mb"], ps["rss_mb"] if ps else None),
        "naive_vs_ctv_triples": fig(
            naive["naive_triples"],
            naive["ctv_triples"],
            "naive full snapshots on every change date vs CTV with the same information",
        ),
        "naive_vs_legalkg_triples": fig(naive["naive_triples"], triples),
        "conforms": val["conforms"],
        "rdflib_same_rows": all(
            q[n].get("rdflib", {}).get("same_rows", True)
            for n in ("point_in_time", "impact_in_scope")
        ),
    }
    if not args.keep:
        for p in (corpus, store, work / f"store-nv-{size}", bulk_store, nq):
            if p.is_dir():
                shutil.rmtree(p)
            elif p.exists():
                p.unlink()
    return figures


def _fmt(x: Any) -> str:
    if x is None:
        return "-"
    if isinstance(x, float):
        if x >= 100:
            return f"{x:,.0f}"
        return f"{x:.3g}" if x < 10 else f"{x:.1f}"
    return f"{x:,}" if isinstance(x, int) else str(x)


def print_table(results: dict[str, dict[str, Any]]) -> None:
    for size, figures in results.items():
        print(
            f"\n## target {int(size):,} triples: {figures['triples']:,} triples, "
            f"{figures['works']} works (conforms: {figures['conforms']}, rdflib rows agree: "
            f"{figures['rdflib_same_rows']})"
        )
        print(f"{'figure':<30} {'legalkg':>12} {'baseline':>12} {'ratio':>8}  note")
        for name, f in figures.items():
            if not isinstance(f, dict):
                continue
            r = f["ratio"]
            ratio = "-" if r is None else (f"1/{1 / r:,.0f}x" if 0 < r < 0.1 else f"{r:.2f}x")
            print(
                f"{name:<30} {_fmt(f['legalkg']):>12} {_fmt(f['baseline']):>12} {ratio:>8}  "
                f"{f.get('note', '')}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-triples", type=int, default=1_000_000)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--rdflib-queries", type=int, default=20)
    parser.add_argument("--rdflib-max", type=int, default=150_000)
    parser.add_argument("--pyshacl-max", type=int, default=20_000)
    parser.add_argument("--pyshacl-timeout", type=float, default=60)
    parser.add_argument("--batch", type=int, default=300)
    parser.add_argument("--keep", type=Path, default=None, help="keep corpora and stores here")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    parser.add_argument("child_args", nargs="?", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(CHILDREN[args.child](*json.loads(args.child_args))))
        return

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    started = time.perf_counter()
    results: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="legalkg-bench-") as tmp:
        work = args.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        for size in SIZES:
            if size > args.max_triples:
                break
            results[str(size)] = measure(size, work, args, log)
    log(f"done in {time.perf_counter() - started:.0f} s")
    if args.json:
        print(json.dumps(results, indent=1, sort_keys=True))
    else:
        print_table(results)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
