"""The performance suite: legalkg against the alternative a user would pick, per corpus size.

For each size (10^4, 10^5, 10^6 triples; ``--max-triples`` limits them, 10^7 is allowed but
takes far longer than the 10-minute budget), a synthetic corpus is generated with
``benchmarks/generate.py`` (seeded norm-history YAML, not timed) and measured, each figure beside
its baseline **in the same run**:

- **ingest**: ``legalkg.ingest.ingest`` end to end from the YAML files into a fresh on-disk store,
  with SHACL validation (read+build, validate, write stages from its progress messages; the
  store's new generation is written *during* the validate stage, so write is what is left
  after it: the wait for the staging thread and the publish), against
  pyoxigraph's ``bulk_load`` of the same quads as N-Quads into a fresh on-disk store (the
  practical ceiling); also without validation. Each in its own child process, so **peak memory**
  (``ru_maxrss``) is that of the process alone;
- **store size on disk**: the store folder after closing, against the bulk-loaded one;
- **SHACL**: ``legalkg.validation.shacl.validate_store`` (pyshacl-turbo) on the ingested store
  against plain pySHACL on an rdflib graph of the same triples with the same shapes (only up to
  ``--pyshacl-max`` triples, default 20,000, with a timeout: beyond it pySHACL takes minutes;
  the output says so);
- **point-in-time** (``valid-versions`` template) and **impact-in-scope** (``item-history``
  template on a part or chapter over a 10-year interval) latency p50/p95 in the on-disk store,
  against rdflib's SPARQL engine on the same rendered queries over the same quads (only up to
  ``--rdflib-max`` triples, default 100,000); answers are checked to be the same;
  ``answer_request`` end to end (plan, resolve, run, build) is shown beside them, and beside
  the queries its plan runs once the work and citation are resolved (bare, one request's
  together: a whole unit's answer needs ``unit-versions``, ``part-wordings`` and ``lifespan``),
  and a ``scope: "own"`` answer beside the bare ``valid-versions`` query;
- **ask --batch**: ``legalkg.asking.ask_batch`` on point-in-time requests (JSON Lines), against
  the bare ``valid-versions`` queries (the issue's floor) and against the queries the batch's
  plans run after resolving, bare: requests/s;
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
    from legalkg.store.local import Store

    stages: list[tuple[str, float, float]] = []
    t0, c0 = time.perf_counter(), time.process_time()

    def progress(message: str) -> None:
        now = time.perf_counter()
        stages.append((message.split(" ", 1)[0], now, time.process_time()))
        # on stderr, so a child killed for its memory still tells where it was
        print(
            f"{now - t0:8.1f} s  RSS {_vm_rss_mb(os.getpid()):8,.0f} MB  {message[:100]}",
            file=sys.stderr,
            flush=True,
        )

    s = Store(store)
    result = ingest([Path(corpus)], store=s, validate=validate, progress=progress)
    end, c_end = time.perf_counter(), time.process_time()
    marks = {name: (t, c) for name, t, c in stages}  # the last mark of each kind
    firsts: dict[str, tuple[float, float]] = {}
    for name, t, c in stages:
        firsts.setdefault(name, (t, c))
    writing = marks.get("writing", (end, c_end))
    first_validate = firsts.get("validating", writing)
    out = {
        "total": end - t0,
        "cpu_total": c_end - c0,
        "read_build": first_validate[0] - t0,
        "read_build_cpu": first_validate[1] - c0,
        "validate": writing[0] - first_validate[0] if validate else 0.0,
        "validate_cpu": writing[1] - first_validate[1] if validate else 0.0,
        "write": end - writing[0],
        "write_cpu": c_end - writing[1],
        "stage_marks": sorted(marks),
        "triples": sum(g.triples for g in result.graphs),
        "graphs": len(result.graphs),
        "rss_mb": _rss_mb(),
    }
    if dump:
        import pyoxigraph as ox

        s.oxigraph.dump(output=dump, format=ox.RdfFormat.N_QUADS)
    del s
    return out


def child_read_build(corpus: str, dump: str | None) -> dict[str, Any]:
    """read+build alone, one source at a time (``benchmarks/read_build.py``): CPU seconds per
    stage and per 10^5 triples; with ``dump``, the quads streamed to an N-Quads file (the
    bulk_load baseline's input when ingest is not run)."""
    import pyoxigraph as ox

    from legalkg.core.identifiers import DEFAULT_BASE, Minter
    from legalkg.norms.ctv import build
    from legalkg.norms.model import NormHistory
    from legalkg.norms.rdf import timeline_triples
    from legalkg.norms.readers import iter_sources

    iris = Minter(DEFAULT_BASE)
    t0, c0 = time.perf_counter(), time.process_time()
    read = ctv = rdf = 0.0
    triples = 0
    out_file = open(dump, "wb") if dump else None  # noqa: SIM115
    c = time.process_time()
    for source in iter_sources([Path(corpus)]):
        now = time.process_time()
        read += now - c
        assert isinstance(source, NormHistory)
        timeline = build(source)
        c = time.process_time()
        ctv += c - now
        built = timeline_triples(timeline, iris)
        now = time.process_time()
        rdf += now - c
        triples += len(built)
        if out_file is not None:
            graph = iris.graph(source.work.id)
            quads = (ox.Quad(t.subject, t.predicate, t.object, graph) for t in built)
            out_file.write(ox.serialize(quads, format=ox.RdfFormat.N_QUADS))
        del built, timeline, source
        c = time.process_time()
    if out_file is not None:
        out_file.close()
    return {
        "total": time.perf_counter() - t0,
        "cpu_total": time.process_time() - c0,
        "read_cpu": read,
        "ctv_cpu": ctv,
        "rdf_cpu": rdf,
        "build_cpu": read + ctv + rdf,
        "triples": triples,
        "cpu_s_per_1e5_triples": (read + ctv + rdf) / triples * 1e5 if triples else None,
        "rss_mb": _rss_mb(),
    }


def child_bulk(nquads: str, store: str) -> dict[str, Any]:
    import pyoxigraph as ox

    t0, c0 = time.perf_counter(), time.process_time()
    s = ox.Store(store)
    s.bulk_load(path=nquads, format=ox.RdfFormat.N_QUADS)
    s.flush()
    out = {
        "total": time.perf_counter() - t0,
        "cpu_total": time.process_time() - c0,
        "triples": len(s),
        "rss_mb": _rss_mb(),
    }
    del s
    return out


def child_validate(store: str) -> dict[str, Any]:
    from legalkg.store.local import Store
    from legalkg.validation.shacl import validate_store

    s = Store(store, read_only=True)
    t0, c0 = time.perf_counter(), time.process_time()
    report = validate_store(s)
    return {
        "total": time.perf_counter() - t0,
        "cpu_total": time.process_time() - c0,
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

    from legalkg.core.resources import data_files
    from legalkg.validation.shapes import _class_hierarchy

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

    from legalkg.asking import ask_batch
    from legalkg.core.namespaces import PREFIXES
    from legalkg.engine.answers import CACHED_TEMPLATES as RESOLUTION
    from legalkg.engine.answers import answer_request
    from legalkg.engine.templates import render_sparql
    from legalkg.norms.requests import ImpactInScope, ValidVersions
    from legalkg.store.local import Store

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
    e2e: dict[str, list[float]] = {"point_in_time": [], "impact_in_scope": [], "own": []}
    ran: dict[str, list[list[str]]] = {"point_in_time": [], "impact_in_scope": []}

    def answered(name: str, req: Any) -> None:
        t = time.perf_counter()
        a = answer_request(req, store)
        e2e[name].append((time.perf_counter() - t) * 1000)
        if name in ran:  # the queries of its plan after the resolution steps (its facts)
            ran[name].append([s.sparql for s in a.steps if s.template not in RESOLUTION])

    for p in points[:n]:
        answered(
            "point_in_time", ValidVersions(component=p["label"], date=p["date"], work=p["work"])
        )
    for p in impacts[:n]:
        req = ImpactInScope(scope=p["label"], from_=p["from"], until=p["until"], work=p["work"])
        answered("impact_in_scope", req)
    for p in points[:n]:
        own = ValidVersions(component=p["label"], date=p["date"], work=p["work"], scope="own")
        answered("own", own)
    for name, times in e2e.items():
        key = "point_in_time" if name == "own" else name
        suffix = "_own" if name == "own" else ""
        out[key][f"answer{suffix}_p50"] = _percentile(times, 0.5)
        out[key][f"answer{suffix}_p95"] = _percentile(times, 0.95)
    # The same queries bare, one request's together: what the answer costs beyond them.
    for name, per_request in ran.items():
        plan_times = []
        for queries in per_request:
            t = time.perf_counter()
            for q in queries:
                store.select(q)
            plan_times.append((time.perf_counter() - t) * 1000)
        out[name]["plan_queries_p50"] = _percentile(plan_times, 0.5)
        out[name]["plan_queries_per_request"] = sum(map(len, per_request)) / len(per_request)
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
    # the queries the batch's plans run after the resolution steps, bare (from its answers)
    plan_floor = [
        s["sparql"]
        for a in answers
        for s in a.get("plan", {}).get("steps", [])
        if s["template"] not in RESOLUTION
    ]
    t = time.perf_counter()
    for q in plan_floor:
        store.select(q)
    plan_floor_s = time.perf_counter() - t
    out["ask_batch"] = {
        "n": len(lines),
        "per_s": len(lines) / batch_s,
        "floor_per_s": len(lines) / floor_s,
        "plan_floor_per_s": len(lines) / plan_floor_s,
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
    from legalkg.norms.ctv import build
    from legalkg.norms.readers import iter_sources

    naive = ctv = versions = nodes = 0
    for source in iter_sources([Path(corpus)]):
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
    "read_build": child_read_build,
    "bulk": child_bulk,
    "validate": child_validate,
    "pyshacl": child_pyshacl,
    "queries": child_queries,
    "naive": child_naive,
}


def _vm_rss_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def run_child(
    kind: str, *args: Any, timeout: float | None = None, max_rss_mb: float | None = None
) -> dict[str, Any]:
    """Run ``CHILDREN[kind](*args)`` in a fresh interpreter, watched: killed when it runs past
    ``timeout`` seconds or its resident memory passes ``max_rss_mb`` (so a size that does not
    fit never drives the machine into swap or the OOM killer). Returns the child's JSON with
    ``"status": "ok"``, or ``{"status": "timeout" | "rss_limit", "elapsed", "rss_mb",
    "log_tail"}`` (the last lines the child wrote on stderr: where it was)."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", kind, json.dumps(args)]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err)
        started = time.perf_counter()
        peak = 0.0
        status = "ok"
        while proc.poll() is None:
            peak = max(peak, _vm_rss_mb(proc.pid))
            elapsed = time.perf_counter() - started
            if max_rss_mb is not None and peak > max_rss_mb:
                status = "rss_limit"
            elif timeout is not None and elapsed > timeout:
                status = "timeout"
            if status != "ok":
                proc.kill()
                proc.wait()
                err.seek(0)
                tail = err.read().decode(errors="replace").splitlines()[-5:]
                return {"status": status, "elapsed": elapsed, "rss_mb": peak, "log_tail": tail}
            time.sleep(0.2)
        out.seek(0)
        err.seek(0)
        if proc.returncode != 0:
            raise SystemExit(f"child {kind} failed:\n{err.read().decode(errors='replace')[-3000:]}")
        result: dict[str, Any] = json.loads(out.read().decode().strip().splitlines()[-1])
    result["status"] = "ok"
    return result


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def sst_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*.sst"))  # generations: in subfolders


# --------------------------------------------------------------------------------------------

#: The stages of one size, in the order they run (``--only`` / ``--skip`` choose among them).
STAGES = ("read_build", "ingest", "ingest_nv", "bulk", "validate", "pyshacl", "queries", "naive")


def fig(legalkg: float | None, baseline: float | None, note: str = "") -> dict[str, Any]:
    ratio = legalkg / baseline if legalkg is not None and baseline else None
    out: dict[str, Any] = {"legalkg": legalkg, "baseline": baseline, "ratio": ratio}
    if note:
        out["note"] = note
    return out


def corpus_for(size: int, folder: Path, seed: int, log: Any) -> dict[str, Any]:
    """The generated corpus of ``size`` in ``folder``: reused when its ``generate.json`` says it
    was made with the same target and seed (generation is deterministic), else (re)made."""
    from generate import SUMMARY, generate

    summary_path = folder / SUMMARY
    if summary_path.is_file():
        summary: dict[str, Any] = json.loads(summary_path.read_text(encoding="utf-8"))
        if summary.get("target_triples") == size and summary.get("seed") == seed:
            log(f"[{size:,}] reusing the corpus in {folder}")
            return summary
    if folder.exists():
        shutil.rmtree(folder)
    t = time.perf_counter()
    summary = generate(folder, size, seed=seed)
    summary["generate_s"] = time.perf_counter() - t
    log(
        f"[{size:,}] generated {summary['works']} works, {summary['components']:,} components, "
        f"{summary['changes']:,} changes in {summary['generate_s']:.1f} s"
    )
    return summary


def measure(size: int, work: Path, args: argparse.Namespace, log: Any) -> dict[str, Any]:
    stages = args.stages
    corpora = args.corpora or work
    corpus = corpora / f"corpus-{size}-seed{args.seed}"
    summary = corpus_for(size, corpus, args.seed, log)
    nq = work / f"data-{size}.nq"
    store = work / f"store-{size}"
    bulk_store = work / f"bulk-{size}"
    limit = args.max_rss_gb * 1024
    raw: dict[str, Any] = {}

    def child(
        kind: str, *child_args: Any, timeout: float | None = None, label: str = ""
    ) -> dict[str, Any] | None:
        result = run_child(kind, *child_args, timeout=timeout or args.timeout, max_rss_mb=limit)
        raw[label or kind] = result
        if result["status"] != "ok":
            log(
                f"[{size:,}] {kind}: {result['status']} after {result['elapsed']:.0f} s "
                f"(RSS {result['rss_mb']:,.0f} MB)"
            )
            return None
        return result

    rb = ing = ing_nv = bulk = val = ps = q = naive = None
    have_nq = False
    if "read_build" in stages:
        # also writes the N-Quads for bulk_load when ingest does not run
        dump = str(nq) if "bulk" in stages and "ingest" not in stages else None
        rb = child("read_build", str(corpus), dump)
        have_nq = rb is not None and dump is not None
        if rb:
            log(
                f"[{size:,}] read+build {rb['build_cpu']:.1f} CPU s ({rb['triples']:,} triples, "
                f"{rb['cpu_s_per_1e5_triples']:.3f} s per 10^5)"
            )
    if "ingest" in stages:
        ing = child("ingest", str(corpus), str(store), True, str(nq))
        have_nq = have_nq or ing is not None
        if ing:
            log(f"[{size:,}] ingest {ing['total']:.1f} s ({ing['triples']:,} triples)")
    if "bulk" in stages and not have_nq:
        # ingest did not fit: stream the quads from read+build
        rb_dump = child("read_build", str(corpus), str(nq), label="read_build_dump")
        have_nq = rb_dump is not None
        rb = rb or rb_dump
    if "ingest_nv" in stages:
        ing_nv = child(
            "ingest", str(corpus), str(work / f"store-nv-{size}"), False, None, label="ingest_nv"
        )
    if "bulk" in stages and have_nq:
        bulk = child("bulk", str(nq), str(bulk_store))
        if bulk:
            log(f"[{size:,}] bulk_load {bulk['total']:.1f} s")
    if "validate" in stages and ing:
        val = child("validate", str(store))
        if val:
            log(f"[{size:,}] validate_store {val['total']:.1f} s")
    triples = (ing or rb or {}).get("triples") or (bulk or {}).get("triples") or 0
    ps_note = ""
    if "pyshacl" not in stages:
        ps_note = "pySHACL not run (--only/--skip)"
    elif not have_nq:
        ps_note = "pySHACL not run: no N-Quads (ingest did not run)"
    elif triples > args.pyshacl_max:
        ps_note = f"pySHACL not run above {args.pyshacl_max:,} triples (minutes to hours)"
    else:
        ps = child("pyshacl", str(nq), timeout=args.pyshacl_timeout)
        ps_note = (
            "baseline: pySHACL"
            if ps
            else f"pySHACL timed out after {args.pyshacl_timeout:.0f} s: the ratio is at most "
            "the one shown"
        )
        log(f"[{size:,}] pySHACL {ps['total'] if ps else 'timeout'}")
    rdflib_n = args.rdflib_queries if triples <= args.rdflib_max else 0
    q_store = store if ing else (bulk_store if bulk else None)
    if "queries" in stages and q_store is not None:
        # on the bulk-loaded store (the same quads) when ingest did not run or did not fit
        q = child("queries", str(q_store), str(nq), args.queries, rdflib_n, args.batch)
        if q:
            q["store"] = "ingest" if ing else "bulk_load"
            log(f"[{size:,}] queries done (on the {q['store']} store)")
    if "naive" in stages:
        naive = child("naive", str(corpus))
    rd_note = "" if rdflib_n else f"rdflib not run above {args.rdflib_max:,} triples"

    def get(result: dict[str, Any] | None, *keys: str) -> Any:
        for key in keys:
            if not isinstance(result, dict) or key not in result:
                return None
            result = result[key]
        return result

    def rdf(name: str, key: str) -> float | None:
        return get(q, name, "rdflib", key)  # type: ignore[no-any-return]

    def per(value: float | None, n: float) -> float | None:
        return value / triples * n if value is not None and triples else None

    ing_total = get(ing, "total")
    bulk_total = get(bulk, "total")
    figures = {
        "triples": triples,
        "works": summary["works"],
        "stages": [s for s in STAGES if s in stages],
        "read_build_cpu_s": fig(
            get(rb, "build_cpu"),
            None,
            "read+build alone, one source at a time, CPU s (read / CTV / rdf in raw)",
        ),
        "read_build_cpu_s_per_1e5_triples": fig(
            get(rb, "cpu_s_per_1e5_triples"), None, "constant across sizes = linear"
        ),
        "ingest_triples_per_s": fig(
            triples / ing_total if ing_total else None,
            triples / bulk_total if bulk_total else None,
            "baseline: pyoxigraph bulk_load of the same N-Quads, on disk",
        ),
        "ingest_s": fig(ing_total, bulk_total),
        "ingest_cpu_s": fig(
            get(ing, "cpu_total"), get(bulk, "cpu_total"), "CPU seconds, all threads"
        ),
        "ingest_no_validation_s": fig(get(ing_nv, "total"), bulk_total),
        "ingest_read_build_s": fig(get(ing, "read_build"), None),
        "ingest_validate_s": fig(get(ing, "validate"), None),
        "ingest_write_s": fig(get(ing, "write"), None),
        "ingest_read_build_cpu_s": fig(get(ing, "read_build_cpu"), None),
        "ingest_validate_cpu_s": fig(get(ing, "validate_cpu"), None),
        "ingest_write_cpu_s": fig(get(ing, "write_cpu"), None),
        "store_mb_on_disk": fig(
            folder_bytes(store) / 1e6 if ing else None,
            folder_bytes(bulk_store) / 1e6 if bulk else None,
            "whole folder (includes RocksDB's write-ahead log)",
        ),
        "store_sst_mb": fig(
            sst_bytes(store) / 1e6 if ing else None,
            sst_bytes(bulk_store) / 1e6 if bulk else None,
            "data files (*.sst) only",
        ),
        "shacl_s": fig(
            get(val, "total"),
            ps["total"]
            if ps
            else (args.pyshacl_timeout if ps_note.startswith("pySHACL timed") else None),
            ps_note,
        ),
        "point_in_time_p50_ms": fig(
            get(q, "point_in_time", "p50"),
            rdf("point_in_time", "p50"),
            rd_note or "baseline: rdflib SPARQL, same query",
        ),
        "point_in_time_p95_ms": fig(get(q, "point_in_time", "p95"), rdf("point_in_time", "p95")),
        "impact_in_scope_p50_ms": fig(
            get(q, "impact_in_scope", "p50"), rdf("impact_in_scope", "p50"), rd_note
        ),
        "impact_in_scope_p95_ms": fig(
            get(q, "impact_in_scope", "p95"), rdf("impact_in_scope", "p95")
        ),
        "answer_point_in_time_p50_ms": fig(
            get(q, "point_in_time", "answer_p50"),
            get(q, "point_in_time", "p50"),
            "answer_request end to end vs its main query",
        ),
        "answer_impact_p50_ms": fig(
            get(q, "impact_in_scope", "answer_p50"), get(q, "impact_in_scope", "p50")
        ),
        "answer_point_in_time_vs_plan_p50_ms": fig(
            get(q, "point_in_time", "answer_p50"),
            get(q, "point_in_time", "plan_queries_p50"),
            f"vs the {_fmt(get(q, 'point_in_time', 'plan_queries_per_request'))} queries per "
            "request its plan runs after resolving (a whole unit: unit-versions, "
            "part-wordings, lifespan), bare",
        ),
        "answer_impact_vs_plan_p50_ms": fig(
            get(q, "impact_in_scope", "answer_p50"),
            get(q, "impact_in_scope", "plan_queries_p50"),
            "vs the queries its plan runs after resolving (item-history), bare",
        ),
        "answer_own_point_in_time_p50_ms": fig(
            get(q, "point_in_time", "answer_own_p50"),
            get(q, "point_in_time", "p50"),
            "scope 'own' answer (valid-versions, lifespan) vs bare valid-versions",
        ),
        "ask_batch_per_s": fig(
            get(q, "ask_batch", "per_s"),
            get(q, "ask_batch", "floor_per_s"),
            f"{get(q, 'ask_batch', 'n')} requests, {get(q, 'ask_batch', 'errors')} "
            "errors; baseline: the bare valid-versions queries",
        ),
        "ask_batch_vs_plan_per_s": fig(
            get(q, "ask_batch", "per_s"),
            get(q, "ask_batch", "plan_floor_per_s"),
            "baseline: the queries the batch's plans run after resolving, bare",
        ),
        "peak_rss_mb_ingest": fig(get(ing, "rss_mb"), get(bulk, "rss_mb")),
        "peak_rss_mb_read_build": fig(
            get(rb, "rss_mb"), get(bulk, "rss_mb"), "read+build one source at a time"
        ),
        "peak_rss_mb_per_1e6_triples_ingest": fig(
            per(get(ing, "rss_mb"), 1e6), per(get(bulk, "rss_mb"), 1e6)
        ),
        "peak_rss_mb_validate": fig(get(val, "rss_mb"), get(ps, "rss_mb")),
        "naive_vs_ctv_triples": fig(
            get(naive, "naive_triples"),
            get(naive, "ctv_triples"),
            "naive full snapshots on every change date vs CTV with the same information",
        ),
        "naive_vs_legalkg_triples": fig(get(naive, "naive_triples"), triples or None),
        "conforms": get(val, "conforms"),
        "rdflib_same_rows": all(
            get(q, n, "rdflib", "same_rows") in (None, True)
            for n in ("point_in_time", "impact_in_scope")
        ),
        "stopped": {
            label: {k: r[k] for k in ("status", "elapsed", "rss_mb")}
            for label, r in raw.items()
            if r["status"] != "ok"
        },
        "corpus": summary,
        "raw": raw,
    }
    if not args.keep:
        for p in (store, work / f"store-nv-{size}", bulk_store, nq):
            if p.is_dir():
                shutil.rmtree(p)
            elif p.exists():
                p.unlink()
        if not args.corpora:
            shutil.rmtree(corpus, ignore_errors=True)
    return figures


def _fmt(x: Any) -> str:
    if x is None:
        return "-"
    if isinstance(x, float):
        if x >= 100:
            return f"{x:,.0f}"
        return f"{x:.3g}" if x < 10 else f"{x:.1f}"
    return f"{x:,}" if isinstance(x, int) else str(x)


def print_table(results: dict[str, Any]) -> None:
    for size, figures in results.items():
        if size == "meta":
            continue
        print(
            f"\n## target {int(size):,} triples: {figures['triples']:,} triples, "
            f"{figures['works']} works (conforms: {figures['conforms']}, rdflib rows agree: "
            f"{figures['rdflib_same_rows']})"
        )
        for label, r in figures.get("stopped", {}).items():
            print(f"{label}: {r['status']} after {r['elapsed']:.0f} s at {r['rss_mb']:,.0f} MB RSS")
        print(f"{'figure':<36} {'legalkg':>12} {'baseline':>12} {'ratio':>8}  note")
        for name, f in figures.items():
            if not isinstance(f, dict) or "ratio" not in f:
                continue
            ratio = _ratio(f["ratio"]) or "-"
            print(
                f"{name:<36} {_fmt(f['legalkg']):>12} {_fmt(f['baseline']):>12} {ratio:>8}  "
                f"{f.get('note', '')}"
            )


def _ratio(r: float | None) -> str:
    if r is None:
        return ""
    return f"1/{1 / r:,.0f}x" if 0 < r < 0.1 else f"{r:.2f}x"


def print_markdown(results: dict[str, Any]) -> None:
    """One Markdown table, a column per size: ``legalkg (baseline): ratio`` per figure."""
    sizes = [k for k in results if k != "meta"]
    head = [f"{int(s):,} ({results[s]['triples']:,} triples)" for s in sizes]
    print("| figure | " + " | ".join(head) + " |")
    print("|---|" + "---:|" * len(sizes))
    names = [n for n, f in results[sizes[0]].items() if isinstance(f, dict) and "ratio" in f]
    for name in names:
        cells = []
        for s in sizes:
            f = results[s].get(name, {})
            if f.get("legalkg") is None:
                cells.append("-")
                continue
            cell = _fmt(f["legalkg"])
            if f.get("baseline") is not None:
                cell += f" ({_fmt(f['baseline'])}): {_ratio(f['ratio'])}"
            cells.append(cell)
        print(f"| {name} | " + " | ".join(cells) + " |")


def _size(text: str) -> int:
    """``100000``, ``1e5`` or ``10^5``."""
    text = text.strip().replace("_", "").replace(",", "")
    if "^" in text:
        base, exp = text.split("^")
        return int(base) ** int(exp)
    return int(float(text))


def _meta(args: argparse.Namespace) -> dict[str, Any]:
    """What a re-run needs to be compared with this one."""
    from importlib import metadata

    def version(name: str) -> str | None:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            return None

    def git(*cmd: str) -> str | None:
        done = subprocess.run(["git", *cmd], cwd=HERE, capture_output=True, text=True, check=False)
        return done.stdout.strip() if done.returncode == 0 else None

    mem_kb = 0
    with open("/proc/meminfo", encoding="ascii") as f:
        for line in f:
            if line.startswith("MemTotal:"):
                mem_kb = int(line.split()[1])
    return {
        "started_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "command": " ".join(sys.argv),
        "args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
        "git_commit": git("rev-parse", "HEAD"),
        "git_dirty": bool(git("status", "--porcelain", "--untracked-files=no")),
        "python": sys.version.split()[0],
        "packages": {
            name: version(name)
            for name in (
                "legalkg",
                "pyoxigraph",
                "pyshacl-turbo",
                "pyshacl",
                "rdflib",
                "PyYAML",
                "jsonschema-rs",
            )
        },
        "cpus": os.cpu_count(),
        "memory_gb": round(mem_kb / 1024**2, 1),
        "loadavg_start": os.getloadavg(),
        "nice": os.nice(0),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-triples", type=_size, default=1_000_000)
    parser.add_argument(
        "--sizes",
        default=None,
        help="comma-separated target sizes (e.g. 1e5,1e6,1e7); default: 10^4.. --max-triples",
    )
    parser.add_argument(
        "--only", default=None, help=f"comma-separated stages to run, of: {', '.join(STAGES)}"
    )
    parser.add_argument("--skip", default="", help="comma-separated stages to leave out")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--markdown", action="store_true", help="print one Markdown table (sizes as columns)"
    )
    parser.add_argument(
        "--from-json", type=Path, default=None, help="print the table of an earlier --json run"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--rdflib-queries", type=int, default=20)
    parser.add_argument("--rdflib-max", type=int, default=150_000)
    parser.add_argument("--pyshacl-max", type=int, default=20_000)
    parser.add_argument("--pyshacl-timeout", type=float, default=60)
    parser.add_argument("--batch", type=int, default=300)
    parser.add_argument(
        "--timeout", type=float, default=7200, help="seconds before any child is killed"
    )
    parser.add_argument(
        "--max-rss-gb",
        type=float,
        default=16.0,
        help="kill a child whose resident memory passes this (reported as rss_limit)",
    )
    parser.add_argument("--keep", type=Path, default=None, help="keep corpora and stores here")
    parser.add_argument(
        "--corpora", type=Path, default=None, help="keep and reuse generated corpora here"
    )
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    parser.add_argument("child_args", nargs="?", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(CHILDREN[args.child](*json.loads(args.child_args))))
        return
    if args.from_json:
        earlier = json.loads(args.from_json.read_text(encoding="utf-8"))
        (print_markdown if args.markdown else print_table)(earlier)
        return
    stages = set(args.only.split(",")) if args.only else set(STAGES)
    stages -= set(filter(None, args.skip.split(",")))
    unknown = stages - set(STAGES)
    if unknown:
        parser.error(f"unknown stage(s): {', '.join(sorted(unknown))}; stages: {', '.join(STAGES)}")
    args.stages = sorted(stages, key=STAGES.index)
    sizes = (
        [_size(x) for x in args.sizes.split(",")]
        if args.sizes
        else [s for s in SIZES if s <= args.max_triples]
    )

    def log(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    started = time.perf_counter()
    results: dict[str, Any] = {"meta": _meta(args)}
    with tempfile.TemporaryDirectory(prefix="legalkg-bench-") as tmp:
        work = args.keep or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        if args.corpora:
            args.corpora.mkdir(parents=True, exist_ok=True)
        for size in sizes:
            results[str(size)] = measure(size, work, args, log)
    results["meta"]["elapsed_s"] = time.perf_counter() - started
    results["meta"]["loadavg_end"] = os.getloadavg()
    log(f"done in {results['meta']['elapsed_s']:.0f} s")
    if args.json:
        print(json.dumps(results, indent=1, sort_keys=True))
    elif args.markdown:
        print_markdown(results)
    else:
        print_table(results)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
