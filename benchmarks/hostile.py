"""Short queries under hostile load: ``ASK {}`` latency while heavy clients stay connected.

A ``legalkg serve`` of ``examples/art6`` (2 workers, timeout 10 s) takes, for ``--seconds``
(default 20) per configuration, **in the same run**:

- 4 *heavy* clients, each from its own loopback address (127.0.0.2–5), each sending a query
  that would run for ever (a four-way cross product) and sending it again the moment it is
  answered, ignoring ``Retry-After`` (the hostile case);
- 20 *light* clients, each from its own address (127.0.1.1–20), sending ``ASK {}`` in a loop
  (50 ms apart); and, at the end, the SERVICE disguises of ``tests/attacks.py`` by GET, POST
  and form while a listener on 127.0.0.1 counts the connections it receives.

Configurations: ``legalkg`` (the defaults: one heavy slot, per-client 2) and ``baseline``, the
admission a user had before (``--heavy-slots 2 --per-client 4``: every worker may be held by
a heavy query, as the old server did). Prints the ``ASK {}`` p50 / p95 / max, how many were
answered 200 / 503 / 429, the heavy answers by status, and the outbound connections.
``nice -n 10 python benchmarks/hostile.py [--seconds 20] [--json]``
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

HEAVY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"


def start(store: Path, port: int, *extra: str) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "legalkg", "serve", "--store", str(store), "--port", str(port)]
        + list(extra),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/", timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.3)
    proc.kill()
    raise SystemExit("the server did not start")


async def load(url: str, seconds: float) -> dict[str, Any]:
    stop = time.monotonic() + seconds
    light: list[float] = []
    light_status: Counter[int] = Counter()
    heavy_status: Counter[int] = Counter()

    async def heavy(i: int) -> None:
        transport = httpx.AsyncHTTPTransport(local_address=f"127.0.0.{2 + i}")
        async with httpx.AsyncClient(transport=transport, timeout=60) as client:
            while time.monotonic() < stop:
                r = await client.get(url, params={"query": HEAVY})
                heavy_status[r.status_code] += 1

    async def ask(i: int) -> None:
        transport = httpx.AsyncHTTPTransport(local_address=f"127.0.1.{1 + i}")
        async with httpx.AsyncClient(transport=transport, timeout=60) as client:
            await asyncio.sleep(1.0 + i * 0.01)  # the heavy ones first
            while time.monotonic() < stop:
                t = time.monotonic()
                r = await client.get(url, params={"query": "ASK {}"})
                light.append(time.monotonic() - t)
                light_status[r.status_code] += 1
                await asyncio.sleep(0.05)

    await asyncio.gather(*(heavy(i) for i in range(4)), *(ask(i) for i in range(20)))
    light.sort()
    return {
        "ask_p50_s": round(statistics.median(light), 3),
        "ask_p95_s": round(light[int(0.95 * (len(light) - 1))], 3),
        "ask_max_s": round(light[-1], 3),
        "ask_status": dict(sorted(light_status.items())),
        "heavy_status": dict(sorted(heavy_status.items())),
    }


def outbound(url: str) -> dict[str, int]:
    from attacks import Listener, service_disguises

    listener = Listener()
    sent = 0
    try:
        with httpx.Client(timeout=60) as client:
            for q in service_disguises(listener.port):
                client.get(url, params={"query": q})
                client.post(url, content=q, headers={"Content-Type": "application/sparql-query"})
                client.post(url, data={"query": q})
                sent += 3
        time.sleep(0.5)
        return {"disguised_requests": sent, "outbound_connections": len(listener.hits)}
    finally:
        listener.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "art6.db"
        subprocess.run(
            [
                sys.executable,
                "-m",
                "legalkg",
                "ingest",
                str(ROOT / "examples/art6/art6.yaml"),
                "--store",
                str(store),
            ],
            check=True,
            capture_output=True,
        )
        configs = {"legalkg": [], "baseline": ["--heavy-slots", "2", "--per-client", "4"]}
        for port, (name, extra) in enumerate(configs.items(), start=18931):
            proc = start(store, port, "--timeout", "10", *extra)
            try:
                url = f"http://127.0.0.1:{port}/sparql"
                out[name] = asyncio.run(load(url, args.seconds))
                if name == "legalkg":
                    out[name].update(outbound(url))
            finally:
                proc.terminate()
                proc.wait(20)
    base, ours = out["baseline"]["ask_p95_s"], out["legalkg"]["ask_p95_s"]
    out["p95_ratio_baseline_over_legalkg"] = round(base / ours, 1) if ours else None
    if args.json:
        print(json.dumps(out, indent=2))
        return
    for name, figures in out.items():
        print(f"{name}: {figures}")


if __name__ == "__main__":
    main()
