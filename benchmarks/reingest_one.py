"""A validated re-ingest of one work into a full store: what validating the next state costs.

For each size (``--sizes``, default 10^5 and 10^6 triples), a synthetic corpus
(``benchmarks/generate.py``, one YAML file per work) is ingested, validated, into a fresh
on-disk store (not timed), and the store folder copied. Then, each in its own child process,
**in the same run**:

- ``legalkg``: ``ingest`` of one work's file (its last) into the store, validated: the current
  generation's recorded verdict lets it validate the graphs that change can reach;
- ``baseline``: the same ingest into the copy, whose verdict was removed: every graph of the
  next state is validated (what an ingest does without a verdict, e.g. after
  ``--no-validate``; the same verdict and report).

Both print the ingest's "validating K of M graph(s)" line. Usage: ``nice -n 10 python
benchmarks/reingest_one.py [--sizes 100000,1000000] [--corpora DIR]`` (prints JSON: size →
figure → {legalkg, baseline, ratio}).
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def child_ingest(paths: list[str], store: str) -> dict[str, Any]:
    from legalkg.ingest import ingest
    from legalkg.store.local import Store

    told: list[str] = []
    t0, c0 = time.perf_counter(), time.process_time()
    s = Store(store)
    result = ingest([Path(p) for p in paths], store=s, progress=told.append)
    assert result.report is not None and result.report.conforms
    return {
        "total": time.perf_counter() - t0,
        "cpu": time.process_time() - c0,
        "validating": next((m for m in told if m.startswith("validating")), ""),
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def _child(*args: Any) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, __file__, "--child", json.dumps(args)],
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def measure(size: int, corpora: Path, work: Path) -> dict[str, Any]:
    corpus = corpora / f"corpus-{size}-seed1"
    if not corpus.is_dir():
        subprocess.run(
            [sys.executable, str(HERE / "generate.py"), str(corpus), "--triples", str(size)],
            check=True,
            capture_output=True,
        )
    files = sorted(p for p in corpus.iterdir() if p.suffix in (".yaml", ".yml", ".json"))
    store = work / f"store-{size}"
    full = _child([str(corpus)], str(store))
    copy = work / f"store-{size}-no-verdict"
    shutil.copytree(store, copy)
    current = (copy / "generation").read_text().strip()
    (copy / current / "legalkg-verdict").unlink()
    one = [str(files[-1])]
    partial = _child(one, str(store))
    whole = _child(one, str(copy))

    def fig(a: float, b: float) -> dict[str, float]:
        return {"legalkg": round(a, 3), "baseline": round(b, 3), "ratio": round(a / b, 3)}

    return {
        "works": len(files),
        "first_ingest_s": round(full["total"], 2),
        "reingest_one_s": fig(partial["total"], whole["total"]),
        "reingest_one_cpu_s": fig(partial["cpu"], whole["cpu"]),
        "reingest_one_peak_rss_mb": fig(partial["rss_mb"], whole["rss_mb"]),
        "validated": {"legalkg": partial["validating"], "baseline": whole["validating"]},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100000,1000000")
    parser.add_argument("--corpora", default=None, help="keep and reuse generated corpora here")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child_ingest(*json.loads(args.child))))
        return
    results = {}
    with tempfile.TemporaryDirectory(prefix="legalkg-reingest-") as tmp:
        corpora = Path(args.corpora) if args.corpora else Path(tmp)
        for size in (int(s) for s in args.sizes.split(",")):
            results[str(size)] = measure(size, corpora, Path(tmp))
            print(f"[{size:,}] {results[str(size)]}", file=sys.stderr, flush=True)
    print(json.dumps(results, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
