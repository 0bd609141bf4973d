"""Repeated numbers (issue 28): what the ``same-number-at`` step costs and whether it finds them.

On the Estonian Penal Code of the test fixture (``tests/fixtures/legalize/``, ingested into a
temporary store) or on a STORE given, for every component that has versions and a parent, on
one DATE (default 2025-01-01), in one run:

1. the ``same-number-at`` query beside the ``valid-versions`` query of the same component and
   day (the step every point-in-time answer already runs): mean latency of each, the ratio;
2. its findings against the components' own ids: a unit ``x`` and its ``x-dupN`` siblings are
   numbered alike; the query must name exactly those of them in force that day (found, missed,
   wrong).

Usage: ``python benchmarks/same_number.py [--store DIR] [--date 2025-01-01] [--every 1]``
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from legalkg.engine.templates import render_sparql
from legalkg.store.local import Store

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "tests" / "fixtures" / "legalize" / "legalize-ee-fixture.bundle"
PREFIX = (
    "PREFIX lkg: <https://w3id.org/legalkg#>\nPREFIX xsd: <http://www.w3.org/2001/XMLSchema#>\n"
)


def _fixture_store(tmp: Path) -> Path:
    clone = tmp / "ee"
    subprocess.run(["git", "clone", "-q", str(BUNDLE), str(clone)], check=True)
    store = tmp / "s"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "legalkg",
            "ingest",
            str(clone / "ee" / "184411.md"),
            "--store",
            str(store),
        ],
        check=True,
        capture_output=True,
    )
    return store


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--store", type=Path)
    parser.add_argument("--date", default="2025-01-01")
    parser.add_argument("--every", type=int, default=1, help="every K-th component (sorted)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = args.store or _fixture_store(Path(tmp))
        store = Store(path, read_only=True)
        day = args.date
        # in force that day, per component (the truth the ids give)
        rows = store.select(
            PREFIX + "SELECT DISTINCT ?c WHERE { ?c lkg:isPartOf ?p ; lkg:hasVersion ?v . "
            "?v lkg:validFrom ?f . OPTIONAL { ?v lkg:validUntil ?u } "
            f'FILTER(?f <= "{day}"^^xsd:date && (!BOUND(?u) || "{day}"^^xsd:date < ?u)) }} '
            "ORDER BY ?c"
        )
        live = [str(r["c"].value) for r in rows]
        base = {c: re.sub(r"-dup\d+$", "", c) for c in live}
        by_base: dict[str, set[str]] = {}
        for c, b in base.items():
            by_base.setdefault(b, set()).add(c)
        live = live[:: args.every]
        same, plain = 0.0, 0.0
        found = missed = wrong = 0
        for c in live:
            q1 = render_sparql("same-number-at", component=c, date=day)
            q2 = render_sparql("valid-versions", component=c, date=day)
            t0 = time.perf_counter()
            got = {str(r["sibling"].value) for r in store.select(q1)}
            t1 = time.perf_counter()
            list(store.select(q2))
            t2 = time.perf_counter()
            same, plain = same + t1 - t0, plain + t2 - t1
            want = by_base[base[c]] - {c}
            found += len(got & want)
            missed += len(want - got)
            wrong += len(got - want)
        n = max(len(live), 1)
        print(f"store {path}, day {day}: {len(live)} components in force")
        print(
            f"same-number-at {same / n * 1000:.2f} ms, valid-versions {plain / n * 1000:.2f} ms "
            f"per component (ratio {same / max(plain, 1e-9):.2f})"
        )
        print(f"repeated numbers: found {found}, missed {missed}, wrong {wrong}")


if __name__ == "__main__":
    main()
