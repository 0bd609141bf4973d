"""Storage economy of Component Temporal Versions (CTV) against one full copy per version.

The Brazilian Constitution of 1988 (``examples/br-constitution/``) has 93 compiled versions,
dated in ``versions.csv``. A *naive* model stores, for every compiled version date D, a full
copy of the document tree as it stood on D. The CTV model (``legalkg.norms.ctv.build``) stores one
version per component per change, and a new parent version *reuses* the unchanged children's.

What is counted, exactly (every triple is built for real, as pyoxigraph terms):

* **naive snapshots**: for each of the 93 dates D and each unit in force on D (the work itself
  included; the tree on D is found by walking the CTV versions in force on D from the work
  down their parts, and checked against "start <= D < end"), one node
  ``{component}/{D}`` (the same IRI pattern as a CTV version) with

  - ``rdf:type lkg:TemporalVersion`` (type),
  - ``lkg:versionOf <component>`` (version-of),
  - ``eli:version_date D`` (date),
  - ``<parent's node on D> lkg:aggregates <node>`` (parent link; none for the work),
  - ``lkg:language "pt"^^xsd:language`` (language),
  - ``lkg:text "..."@pt`` (text):

  6 triples a node, 5 for the work's.
* **CTV, same information**: for each CTV version, the same items, the text and language kept
  on the version node as in the naive model: type, version-of, ``lkg:validFrom`` and (for a
  version that ended) ``lkg:validUntil``, one ``lkg:aggregates`` per aggregated child version
  (the parent links: reused child versions are linked, never copied), language and text. This
  is the like-for-like comparison: it is what a version plus its language version carry in the
  CTV model (``docs/model.md``), flattened onto one node exactly as for the naive copies.
* **legalkg graph, complete**: every triple ``legalkg ingest`` writes for this source
  (``legalkg.norms.rdf.timeline_triples``): works and amending acts, components, versions, language
  versions as separate nodes, previous-version links and actions. It carries much more than the
  naive copies do, and is shown as the conservative comparison.

Each graph is loaded into the default graph of a fresh on-disk pyoxigraph store in a temp dir
(``bulk_extend``, then ``optimize()``), the store is closed, and its size is the sum of the
sizes of every file in its folder (RocksDB tables, manifest, logs). Triple counts are exact;
bytes and load seconds are medians of ``--repeat`` loads, each into a new folder.

Usage::

    python benchmarks/ctv_economy.py              # median of 3 loads, table
    python benchmarks/ctv_economy.py --repeat 1 --json

No network; deterministic; on 2 cores it takes under a minute with ``--repeat 3``.
"""

from __future__ import annotations

import argparse
import csv
import gc
import json
import os
import platform
import statistics
import tempfile
import time
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pyoxigraph as ox

from legalkg.core.identifiers import Minter
from legalkg.core.namespaces import ELI, LKG, RDF_TYPE, XSD
from legalkg.ingest import example_path
from legalkg.norms.ctv import build
from legalkg.norms.model import Timeline, Version, VersionKey
from legalkg.norms.rdf import timeline_triples
from legalkg.norms.readers.table import read_table


def compiled_dates(source: Path) -> list[date]:
    """The dates of the compiled versions in ``versions.csv``, in order, without duplicates."""
    with (source / "versions.csv").open(encoding="utf-8", newline="") as f:
        days = [date.fromisoformat(row["date"]) for row in csv.DictReader(f)]
    return sorted(set(days))


def in_force(v: Version, day: date) -> bool:
    return v.start <= day and (v.end is None or day < v.end)


def snapshot(
    timeline: Timeline, by_key: dict[VersionKey, Version], day: date
) -> list[tuple[Version, Version | None]]:
    """The tree on ``day``: (version, parent's version) pairs, from the work down its parts."""
    roots = [v for v in timeline.versions if v.component == "" and in_force(v, day)]
    if len(roots) != 1:
        raise SystemExit(f"{day}: {len(roots)} versions of the work in force, expected 1")
    out: list[tuple[Version, Version | None]] = []
    stack: list[tuple[Version, Version | None]] = [(roots[0], None)]
    while stack:
        v, parent = stack.pop()
        out.append((v, parent))
        stack.extend((by_key[key], v) for key in reversed(v.parts))
    return out


class Graphs:
    """The three graphs, as triple generators (the CTV and legalkg ones are small)."""

    def __init__(self, source: Path) -> None:
        self.timeline = build(read_table(source))
        self.dates = compiled_dates(source)
        history = self.timeline.history
        self.iris = Minter()
        self.work = self.iris.work(history.work.id)
        self.lang = history.work.language
        self.components = {
            cid: self.iris.component(self.work, cid) for cid in self.timeline.document_order
        }
        self.by_key = {(v.component, v.start): v for v in self.timeline.versions}
        self.language = ox.Literal(self.lang, datatype=XSD.language)
        self.snapshots = {day: snapshot(self.timeline, self.by_key, day) for day in self.dates}
        # Consistency: the walk from the work finds exactly the versions in force on each date.
        for day, tree in self.snapshots.items():
            walked = {(v.component, v.start) for v, _ in tree}
            expected = {(v.component, v.start) for v in self.timeline.versions if in_force(v, day)}
            if walked != expected or len(tree) != len(walked):
                raise SystemExit(f"{day}: the tree of parts is not the set of versions in force")

    def text(self, v: Version) -> ox.Literal:
        return ox.Literal(v.text, language=self.lang)

    def naive(self) -> Iterator[ox.Triple]:
        for day, tree in self.snapshots.items():
            when = ox.Literal(day.isoformat(), datatype=XSD.date)
            for v, parent in tree:
                component = self.components[v.component]
                node = self.iris.version(component, day)
                yield ox.Triple(node, RDF_TYPE, LKG.TemporalVersion)
                yield ox.Triple(node, LKG.versionOf, component)
                yield ox.Triple(node, ELI.version_date, when)
                if parent is not None:
                    up = self.iris.version(self.components[parent.component], day)
                    yield ox.Triple(up, LKG.aggregates, node)
                yield ox.Triple(node, LKG.language, self.language)
                yield ox.Triple(node, LKG.text, self.text(v))

    def ctv(self) -> Iterator[ox.Triple]:
        for v in self.timeline.versions:
            component = self.components[v.component]
            node = self.iris.version(component, v.start)
            yield ox.Triple(node, RDF_TYPE, LKG.TemporalVersion)
            yield ox.Triple(node, LKG.versionOf, component)
            yield ox.Triple(node, LKG.validFrom, ox.Literal(v.start.isoformat(), datatype=XSD.date))
            if v.end is not None:
                until = ox.Literal(v.end.isoformat(), datatype=XSD.date)
                yield ox.Triple(node, LKG.validUntil, until)
            for child, start in v.parts:
                part = self.iris.version(self.components[child], start)
                yield ox.Triple(node, LKG.aggregates, part)
            yield ox.Triple(node, LKG.language, self.language)
            yield ox.Triple(node, LKG.text, self.text(v))

    def legalkg(self) -> Iterator[ox.Triple]:
        yield from timeline_triples(self.timeline, self.iris)


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def load(triples: list[ox.Triple]) -> tuple[int, float, int]:
    """Bulk-load ``triples`` into a fresh on-disk store: (bytes, seconds, stored quads)."""
    with tempfile.TemporaryDirectory(prefix="legalkg-ctv-") as tmp:
        folder = Path(tmp) / "store"
        store = ox.Store(str(folder))
        t0 = time.perf_counter()
        store.bulk_extend(ox.Quad(t.subject, t.predicate, t.object) for t in triples)
        if hasattr(store, "optimize"):
            store.optimize()
        store.flush()
        seconds = time.perf_counter() - t0
        stored = len(store)
        del store
        gc.collect()
        return folder_bytes(folder), seconds, stored


def measure(repeat: int, source: Path) -> dict[str, Any]:
    t0 = time.perf_counter()
    graphs = Graphs(source)
    models = {
        "naive": ("naive snapshots (one full copy per compiled version)", graphs.naive),
        "ctv": ("CTV, same information (versions, reused children)", graphs.ctv),
        "legalkg": ("legalkg graph, complete (what ingest writes)", graphs.legalkg),
    }
    out: dict[str, Any] = {}
    for key, (label, make) in models.items():
        t1 = time.perf_counter()
        triples = list(make())
        built = time.perf_counter() - t1
        distinct = len(set(triples))
        runs = [load(triples) for _ in range(repeat)]
        if any(stored != distinct for _, _, stored in runs):
            raise SystemExit(f"{key}: the store holds a different number of triples")
        out[key] = {
            "label": label,
            "triples": len(triples),
            "distinct_triples": distinct,
            "bytes": statistics.median(b for b, _, _ in runs),
            "build_s": built,
            "load_s": statistics.median(s for _, s, _ in runs),
        }
        del triples
    tl = graphs.timeline
    naive_nodes = sum(len(tree) for tree in graphs.snapshots.values())
    versions = len(tl.versions)
    n, c, g = out["naive"], out["ctv"], out["legalkg"]
    return {
        "benchmark": "ctv_economy",
        "source": os.path.relpath(source),
        "repeat": repeat,
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "pyoxigraph": ox.__version__,
        },
        "compiled_versions": len(graphs.dates),
        "components": len(tl.document_order) - 1,
        "ctv_versions": versions,
        "naive_version_nodes": naive_nodes,
        "nodes_ratio": naive_nodes / versions,
        "models": out,
        "ratios": {
            "naive_over_ctv_triples": n["distinct_triples"] / c["distinct_triples"],
            "naive_over_ctv_bytes": n["bytes"] / c["bytes"],
            "naive_over_legalkg_triples": n["distinct_triples"] / g["distinct_triples"],
            "naive_over_legalkg_bytes": n["bytes"] / g["bytes"],
        },
        "seconds": time.perf_counter() - t0,
    }


def print_table(data: dict[str, Any]) -> None:
    m = data["machine"]
    print(
        f"CTV economy on {data['source']}: {data['compiled_versions']} compiled versions, "
        f"{data['components']:,} components; on-disk bytes are the median of "
        f"{data['repeat']} load(s); {m['cpus']} CPUs, pyoxigraph {m['pyoxigraph']}"
    )
    print(
        f"version nodes: naive {data['naive_version_nodes']:,}  vs  CTV versions "
        f"{data['ctv_versions']:,}  ({data['nodes_ratio']:.1f}x)"
    )
    head = ("model", "triples", "on-disk bytes", "bytes/triple", "load s")
    rows = [head]
    for model in data["models"].values():
        rows.append(
            (
                model["label"],
                f"{model['distinct_triples']:,}",
                f"{model['bytes']:,.0f}",
                f"{model['bytes'] / model['distinct_triples']:.1f}",
                f"{model['load_s']:.2f}",
            )
        )
    width = max(len(r[0]) for r in rows)
    for r in rows:
        cells = "  ".join(f"{c:>{max(len(h), 13)}}" for c, h in zip(r[1:], head[1:], strict=True))
        print(f"{r[0]:<{width}}  {cells}")
    ratios = data["ratios"]
    print(
        f"naive / CTV same information: {ratios['naive_over_ctv_triples']:.1f}x triples, "
        f"{ratios['naive_over_ctv_bytes']:.1f}x bytes"
    )
    print(
        f"naive / complete legalkg graph: {ratios['naive_over_legalkg_triples']:.1f}x triples, "
        f"{ratios['naive_over_legalkg_bytes']:.1f}x bytes"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="loads per model (median)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--source", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    data = measure(args.repeat, (args.source or example_path("br-constitution")).resolve())
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
    else:
        print_table(data)


if __name__ == "__main__":
    main()
