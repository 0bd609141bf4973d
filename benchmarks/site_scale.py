"""Publish and serve at national size: start-up, memory and page latency read from the store.

On one on-disk store (``--store``, e.g. the whole Estonian statute book), in one run:

1. **serve start**: ``legalkg serve`` in its own process; seconds from launch to the first
   answered resource page, and the server's resident memory (VmRSS of its main process)
   then and after the page requests below (it must not grow with the number of laws).
2. **page p50**: ``--pages`` resources sampled from every ``--every``-th graph, each fetched
   as HTML and Turtle (first request: rendered from the store; the cache is cold for
   each), against the same resources' ``DESCRIBE`` through ``/sparql`` (the alternative a
   client has) in the same run: p50 of each and the ratio.
3. **home**: the first request of the home page (counts by SPARQL aggregates, the norms list).
4. with ``--publish OUT``: ``legalkg publish`` of the whole store in its own process, wall time
   and peak RSS (``/usr/bin/time -v``), against Oxigraph's own ``dump`` of the store to
   N-Quads (the floor of any full pass) timed the same way.

Usage: ``python benchmarks/site_scale.py --store ee.db [--pages 200] [--publish /tmp/site]``
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

BASE = "https://example.org/"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def timed(cmd: list[str]) -> tuple[float, float, str]:
    """Wall seconds and peak RSS (MB) of ``cmd`` (``/usr/bin/time -v``), and its stderr."""
    done = subprocess.run(["/usr/bin/time", "-v", *cmd], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(done.stderr[-2000:])
    peak = float(re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr).group(1))
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)", done.stderr)
    parts = [float(x) for x in wall.group(1).split(":")]
    seconds = sum(p * 60**i for i, p in enumerate(reversed(parts)))
    return seconds, peak / 1024, done.stdout + done.stderr


def sample(store_path: Path, pages: int, every: int, seed: int) -> list[str]:
    from legalkg.publish import Site
    from legalkg.store.local import Store

    store = Store(store_path, read_only=True)
    site = Site(store, BASE)
    found: list[str] = []
    for g in site.graphs()[::every]:
        found.extend(s for s in site.graph_resources(g)[0] if not s.endswith("/_versions"))
    store.close()
    random.Random(seed).shuffle(found)
    return found[:pages]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--store", type=Path, required=True)
    ap.add_argument("--pages", type=int, default=200)
    ap.add_argument("--every", type=int, default=50, help="sample every N-th graph")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--publish", type=Path, default=None)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    out: dict[str, float] = {}
    iris = sample(args.store, args.pages, args.every, args.seed)
    port = free_port()
    started = time.monotonic()
    proc = subprocess.Popen(
        [sys.executable, "-m", "legalkg", "serve", "--store", str(args.store), "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        with httpx.Client(timeout=600) as client:
            first = "/" + iris[0][len(BASE) :] + "/index.ttl"
            while True:
                try:
                    if client.get(url + first).status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                if proc.poll() is not None or time.monotonic() - started > 1800:
                    raise SystemExit("the server did not start")
                time.sleep(0.05)
            out["serve_start_s"] = time.monotonic() - started
            out["serve_rss_start_mb"] = rss_mb(proc.pid)
            page, describe = [], []
            for iri in iris:
                path = "/" + iri[len(BASE) :]
                for fmt in ("html", "ttl"):
                    t = time.perf_counter()
                    r = client.get(f"{url}{path}/index.{fmt}")
                    page.append(time.perf_counter() - t)
                    assert r.status_code == 200, (iri, r.status_code)
                t = time.perf_counter()
                r = client.get(
                    url + "/sparql",
                    params={"query": f"DESCRIBE <{iri}>"},
                    headers={"Accept": "text/turtle"},
                )
                describe.append(time.perf_counter() - t)
            out["page_p50_ms"] = statistics.median(page) * 1000
            out["describe_p50_ms"] = statistics.median(describe) * 1000
            out["page_vs_describe"] = out["page_p50_ms"] / out["describe_p50_ms"]
            out["pages_fetched"] = len(page)
            t = time.perf_counter()
            assert client.get(url + "/").status_code == 200
            out["home_first_s"] = time.perf_counter() - t
            out["serve_rss_after_mb"] = rss_mb(proc.pid)
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(30)
    if not args.json:  # the server's figures first: a national publish takes long
        for k, v in out.items():
            print(f"{k:24} {v:10.2f}", flush=True)
        out = {}
    if args.publish is not None:
        seconds, peak, err = timed(
            [sys.executable, "-m", "legalkg", "publish", "--store", str(args.store)]
            + ["--base", BASE, "--out", str(args.publish)]
        )
        out["publish_s"], out["publish_peak_rss_mb"] = seconds, peak
        out["publish_resources"] = float(
            re.search(r"(\d+) resources, \d+ files", err).group(1)  # type: ignore[union-attr]
            if re.search(r"(\d+) resources, \d+ files", err)
            else 0
        )
        with tempfile.TemporaryDirectory() as tmp:
            code = (
                "import sys, pyoxigraph as ox; from legalkg.store.local import Store; "
                "s = Store(sys.argv[1], read_only=True); "
                "s.oxigraph.dump(sys.argv[2], format=ox.RdfFormat.N_QUADS)"
            )
            seconds, peak, _ = timed(
                [sys.executable, "-c", code, str(args.store), str(Path(tmp) / "d.nq")]
            )
        out["dump_s"], out["dump_peak_rss_mb"] = seconds, peak
        out["publish_vs_dump_time"] = out["publish_s"] / out["dump_s"]
        shutil.rmtree(args.publish, ignore_errors=True)
    if args.json:
        print(json.dumps(out, indent=1, sort_keys=True))
    else:
        for k, v in out.items():
            print(f"{k:24} {v:10.2f}")


if __name__ == "__main__":
    main()
