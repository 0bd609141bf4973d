"""Issue 31: no way out to the network from a SPARQL query, and admission under load.

Every SERVICE disguise of tests/attacks.py is sent while a listener on 127.0.0.1 records
connections: the query check (legalkg.querycheck, an rdflib parse) must refuse each one that
Oxigraph would run, the workers' sandbox (legalkg.sandbox) must stop a call even with no check
at all, and the server must make none (GET, POST body, POST form).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pyoxigraph as ox
import pytest
from attacks import Listener, service_disguises
from test_serve import ingest_on_disk, start_server, stop_server

from legalkg.querycheck import QueryRefused, prepare


@pytest.fixture()
def listener() -> Iterator[Listener]:
    out = Listener()
    yield out
    out.close()


def _run_unguarded(query: str) -> None:
    try:
        result = ox.Store().query(query)
        if not isinstance(result, ox.QueryBoolean):
            list(result)
    except (SyntaxError, OSError, RuntimeError, ValueError):
        pass


def test_the_listener_sees_what_oxigraph_does(listener: Listener) -> None:
    """Without any guard, Oxigraph makes the call: the listener (and this test) can fail."""
    _run_unguarded(service_disguises(listener.port)[27])  # the BIND(1<'>' …) one
    time.sleep(0.2)
    assert listener.hits


def test_the_check_refuses_every_disguise_oxigraph_would_run(listener: Listener) -> None:
    refused = 0
    for query in service_disguises(listener.port):
        try:
            text = prepare(query)
        except QueryRefused as e:
            assert e.kind in ("service", "unreadable"), (query, e)
            refused += 1
            continue
        _run_unguarded(text)  # what the worker would run, without its sandbox
        time.sleep(0.02)
        assert not listener.hits, f"the check let through a call: {query!r}"
    # Two are not calls once their escapes are expanded, as SPARQL says they are (to both
    # parsers and to the engine, the SERVICE is inside a long string): run, and harmless.
    assert refused == len(service_disguises(listener.port)) - 2


def test_queries_that_only_mention_service_are_run() -> None:
    for query in (
        "SELECT ?service WHERE { ?service <urn:p> ?o }",
        'SELECT * WHERE { ?s <urn:service> "SERVICE <http://127.0.0.1:9/> { }" }',
        "PREFIX service: <urn:s#> SELECT * WHERE { ?s service:p ?o } # SERVICE <urn:x> {}",
        "SELECT * WHERE { ?s ?p ?o FILTER(?o = 'service') }",
    ):
        assert prepare(query) == query
    with pytest.raises(QueryRefused, match="too deeply nested"):
        prepare("ASK " + "{" * 500 + "}" * 500)
    with pytest.raises(QueryRefused, match="carriage return"):
        prepare("ASK { } # x\rSERVICE <http://127.0.0.1:9/> {}")


def test_the_sandbox_alone_stops_every_call(listener: Listener) -> None:
    """With no query check at all, a worker process without network reaches nobody."""
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        import pyoxigraph as ox
        from attacks import service_disguises
        from legalkg.sandbox import cut_network
        why = cut_network()
        if why is not None:
            print("SKIP", why)
            raise SystemExit(0)
        for q in service_disguises({listener.port}):
            try:
                r = ox.Store().query(q)
                r if isinstance(r, ox.QueryBoolean) else list(r)
            except Exception:
                pass
        print("DONE")
        """
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    if run.stdout.startswith("SKIP"):
        pytest.skip(f"no network namespace on this machine: {run.stdout[5:].strip()}")
    assert run.stdout.strip() == "DONE", run.stderr
    time.sleep(0.2)
    assert listener.hits == []


@pytest.fixture(scope="module")
def store_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from legalkg.ingest import example_path

    store = tmp_path_factory.mktemp("hostile") / "art6.db"
    ingest_on_disk(example_path("art6") / "art6.yaml", store)
    return store


#: A few of each kind (the whole list is the slow test below).
SAMPLE = (0, 1, 6, 9, 12, 15, 17, 22, 24, 27, 28, 31, 36, 44, 50)


def test_the_server_makes_no_call(store_path: Path, listener: Listener) -> None:
    _no_call(store_path, listener, [service_disguises(listener.port)[i] for i in SAMPLE], 0)


@pytest.mark.slow
def test_the_server_makes_no_call_whatever_the_disguise(
    store_path: Path, listener: Listener
) -> None:
    _no_call(store_path, listener, service_disguises(listener.port), 2)


def _no_call(store_path: Path, listener: Listener, disguises: list[str], harmless: int) -> None:
    proc, url = start_server(store_path, "--timeout", "20", "--per-client", "8")
    try:
        err = proc.stderr
        refused = 0
        for i, query in enumerate(disguises):
            r = httpx.get(url + "/sparql", params={"query": query}, timeout=30)
            assert r.status_code in (200, 400), (query, r.status_code, r.text)
            refused += r.status_code == 400
            if i % 3 == 0 or len(disguises) < 20:
                body = httpx.post(
                    url + "/sparql",
                    content=query.encode(),
                    headers={"Content-Type": "application/sparql-query"},
                    timeout=30,
                )
                form = httpx.post(url + "/sparql", data={"query": query}, timeout=30)
                assert body.status_code == form.status_code == r.status_code, query
        assert refused == len(disguises) - harmless  # the two strings (see above) are run
        ok = httpx.get(url + "/sparql", params={"query": "ASK { ?service ?p ?o }"}, timeout=30)
        assert ok.status_code == 200 and ok.json()["boolean"] is True
        time.sleep(0.3)
        assert listener.hits == []
    finally:
        stop_server(proc)
    assert err is not None and b"could not be cut off" not in err.read()


def test_allow_service_lifts_both_guards(store_path: Path, listener: Listener) -> None:
    proc, url = start_server(store_path, "--allow-service")
    try:
        query = f"SELECT * WHERE {{ SERVICE <http://127.0.0.1:{listener.port}/t> {{ ?s ?p ?o }} }}"
        r = httpx.get(url + "/sparql", params={"query": query}, timeout=30)
        assert r.status_code == 200, r.text
        assert listener.hits
    finally:
        stop_server(proc)
