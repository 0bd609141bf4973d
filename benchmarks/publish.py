"""Publishing speed on the whole Brazilian Constitution: static site and live server.

Measured in one run, on the same store (``examples/br-constitution`` ingested on disk):

1. **static site**: ``legalkg.publish.publish`` writes every resource as HTML + Turtle + JSON-LD
   (plus home, VoID, dumps, docs): resources/s and pages/s. The alternative a user would write
   by hand: one ``CONSTRUCT`` per resource through pyoxigraph, written as a Turtle file (only the
   Turtle part, no HTML) — timed on a sample of the same resources; the ratio compares
   resources/s.
2. **live server**: ``legalkg serve`` in its own process, this script as the client (a second
   process, one keep-alive connection, sequential requests on 127.0.0.1):
   - a version page (``Accept: text/html``) against the same page served as a static file by
     ``python -m http.server`` from the published folder (what a user would use to host it);
   - a point-in-time SPARQL query (``valid-versions`` for a component and a date, JSON results)
     against the same query run in-process by pyoxigraph (no HTTP): the cost of the endpoint.

Usage: ``python benchmarks/publish.py [--seconds 5] [--repeat 1] [--json]``
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import pyoxigraph as ox

from legalkg.engine.templates import render_sparql
from legalkg.ingest import example_path
from legalkg.publish import publish
from legalkg.store.local import Store

VERSION = "eli/br/constituicao/1988/tit2/art6/2000-02-14"
COMPONENT = "https://example.org/eli/br/constituicao/1988/tit2/art6"
BASE = "https://example.org/"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(url: str, proc: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(
                f"server exited: {proc.stderr.read().decode() if proc.stderr else ''}"
            )
        try:
            httpx.get(url, timeout=2)
            return
        except httpx.HTTPError:
            time.sleep(0.3)
    raise RuntimeError(f"{url} did not answer")


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(20)


def rate(client: httpx.Client, method: str, url: str, seconds: float, **kw: Any) -> float:
    """Requests per second over ``seconds`` (after 20 warm-up requests)."""
    for _ in range(20):
        client.request(method, url, **kw).raise_for_status()
    n = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        client.request(method, url, **kw).raise_for_status()
        n += 1
    return n / (time.perf_counter() - started)


def naive_turtle(store: Store, iris: list[str], out: Path) -> float:
    """Resources/s for one CONSTRUCT per resource, written as Turtle."""
    started = time.perf_counter()
    for i, iri in enumerate(iris):
        triples = list(
            store.query(
                "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }",
                substitutions={"s": ox.NamedNode(iri)},
            )
        )
        data = ox.serialize(triples, format=ox.RdfFormat.TURTLE)
        (out / f"{i}.ttl").write_bytes(data or b"")
    return len(iris) / (time.perf_counter() - started)


def run_once(work: Path, seconds: float) -> dict[str, float]:
    db = work / "cf88.db"
    if not db.exists():
        subprocess.run(
            [
                sys.executable,
                "-m",
                "legalkg",
                "ingest",
                str(example_path("br-constitution")),
                "--store",
                str(db),
            ],
            check=True,
            capture_output=True,
        )
    site_dir = work / "site"
    store = Store(db, read_only=True)
    started = time.perf_counter()
    report = publish(store, BASE, site_dir)
    publish_s = time.perf_counter() - started
    resources = report.resources
    sample_dir = work / "naive"
    shutil.rmtree(sample_dir, ignore_errors=True)
    sample_dir.mkdir()
    from legalkg.publish import Site

    iris = Site(store, BASE).resources()[::20]
    naive = naive_turtle(store, iris, sample_dir)
    query = render_sparql("valid-versions", component=COMPONENT, date="2005-06-01", language=None)
    in_process = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        store.select(query)
        in_process += 1
    in_process_rate = in_process / (time.perf_counter() - t0)
    del store

    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "legalkg", "serve", "--store", str(db), "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    static_port = free_port()
    static = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "http.server",
            str(static_port),
            "--bind",
            "127.0.0.1",
            "--directory",
            str(site_dir),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        url = f"http://127.0.0.1:{port}"
        static_url = f"http://127.0.0.1:{static_port}"
        wait_for(url + "/", server)
        wait_for(static_url + "/", static)
        with httpx.Client() as client:
            page = rate(client, "GET", f"{url}/{VERSION}", seconds, headers={"Accept": "text/html"})
            static_page = rate(client, "GET", f"{static_url}/{VERSION}/index.html", seconds)
            sparql = rate(
                client,
                "GET",
                f"{url}/sparql",
                seconds,
                params={"query": query},
                headers={"Accept": "application/sparql-results+json"},
            )
    finally:
        stop(server)
        stop(static)
    return {
        "publish_seconds": publish_s,
        "resources": resources,
        "resources_per_s": resources / publish_s,
        "pages_per_s": resources / publish_s,  # one HTML page per resource
        "files_per_s": report.files / publish_s,
        "naive_turtle_resources_per_s": naive,
        "server_page_rps": page,
        "static_file_rps": static_page,
        "server_sparql_rps": sparql,
        "in_process_query_per_s": in_process_rate,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds per HTTP measure")
    parser.add_argument("--repeat", type=int, default=1, help="median of N runs")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="legalkg-bench-publish-") as tmp:
        runs = [run_once(Path(tmp), args.seconds) for _ in range(args.repeat)]
    result = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
    result["ratio_publish_vs_naive_turtle"] = (
        result["resources_per_s"] / result["naive_turtle_resources_per_s"]
    )
    result["ratio_server_page_vs_static_file"] = (
        result["server_page_rps"] / result["static_file_rps"]
    )
    result["ratio_server_sparql_vs_in_process"] = (
        result["server_sparql_rps"] / result["in_process_query_per_s"]
    )
    if args.json:
        print(json.dumps(result, indent=2, sort_keys=True))
        return
    print(
        f"static site: {result['resources']:.0f} resources (HTML+Turtle+JSON-LD each) in "
        f"{result['publish_seconds']:.1f} s = {result['pages_per_s']:.0f} pages/s, "
        f"{result['files_per_s']:.0f} files/s"
    )
    print(
        f"  hand-written CONSTRUCT-per-resource Turtle only: "
        f"{result['naive_turtle_resources_per_s']:.0f} resources/s; "
        f"ratio {result['ratio_publish_vs_naive_turtle']:.2f}x"
    )
    print(
        f"version page, legalkg serve: {result['server_page_rps']:.0f} req/s; "
        f"static file via http.server: {result['static_file_rps']:.0f} req/s; "
        f"ratio {result['ratio_server_page_vs_static_file']:.2f}x"
    )
    print(
        f"point-in-time SPARQL via /sparql: {result['server_sparql_rps']:.0f} req/s; "
        f"in-process pyoxigraph: {result['in_process_query_per_s']:.0f} q/s; "
        f"ratio {result['ratio_server_sparql_vs_in_process']:.2f}x"
    )


if __name__ == "__main__":
    main()
