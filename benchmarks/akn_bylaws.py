"""Ingest of every Akoma Ntoso expression in shared/data/za-bylaws-akn, and the CTV economy.

Measured in one run: the time to read, build, validate and write the 40 expressions of the 16
by-laws (plus the 8 amending acts) into an in-memory store, against pyoxigraph's own load of the
resulting N-Triples (the ceiling); and the triples the CTV graph stores against a naive model
that stores every expression whole (per expression and unit: type, unit, expression, parent,
language, text — 6 triples, the same per-node information as a CTV version with its language
version).

Usage: ``python benchmarks/akn_bylaws.py [--data PATH] [--repeat 3] [--json]``
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

import pyoxigraph as ox

from legalkg.ingest import ingest
from legalkg.norms.ctv import build
from legalkg.norms.readers.akn import is_akn, read_akn, read_expression
from legalkg.store.local import Store

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "data" / "za-bylaws-akn"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    files = sorted(p for p in args.data.rglob("*.xml") if is_akn(p))
    ingest_s, load_s = [], []
    triples = 0
    for _ in range(args.repeat):
        store = Store()
        t = time.perf_counter()
        result = ingest([args.data], store=store)
        ingest_s.append(time.perf_counter() - t)
        assert result.report is not None and result.report.conforms
        triples = len(store)
        data = store.export(format=ox.RdfFormat.N_TRIPLES)
        raw = ox.Store()
        t = time.perf_counter()
        raw.load(data, format=ox.RdfFormat.N_TRIPLES)
        load_s.append(time.perf_counter() - t)
    expressions = [read_expression(p) for p in files]
    naive = sum(6 * len(e.units) for e in expressions)
    # Like for like: per CTV version, type, version-of, validFrom, validUntil (if ended), one
    # aggregates per child version, language and text (what ctv_economy.py counts).
    timelines = [build(h) for h in read_akn(files)]
    ctv_same = sum(5 + (v.end is not None) + len(v.parts) for t in timelines for v in t.versions)
    figures = {
        "files": len(files),
        "works": len({e.work_uri for e in expressions}),
        "triples": triples,
        "ingest_s": round(statistics.median(ingest_s), 3),
        "pyoxigraph_load_s": round(statistics.median(load_s), 3),
        "ratio_to_load": round(statistics.median(ingest_s) / statistics.median(load_s), 1),
        "naive_triples": naive,
        "naive_over_ctv": round(naive / triples, 2),
        "ctv_same_information_triples": ctv_same,
        "naive_over_ctv_same_information": round(naive / ctv_same, 2),
    }
    if args.json:
        json.dump(figures, sys.stdout, indent=2)
        print()
        return
    print(f"{figures['files']} AKN files, {figures['works']} works -> {triples} triples")
    print(
        f"ingest (read, build, validate, write), median of {args.repeat}: "
        f"{figures['ingest_s']} s; pyoxigraph load of the same N-Triples: "
        f"{figures['pyoxigraph_load_s']} s ({figures['ratio_to_load']}x)"
    )
    print(
        f"naive whole-expression model: {naive} triples = {figures['naive_over_ctv']}x the "
        "whole legalkg graph (which also holds works, actions, labels), "
        f"{figures['naive_over_ctv_same_information']}x the CTV versions with the same "
        f"information ({ctv_same} triples)"
    )


if __name__ == "__main__":
    main()
