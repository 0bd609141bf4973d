"""Issue 31: no way out to the network from a SPARQL query, and admission under load.

Every SERVICE disguise of tests/attacks.py is sent while a listener on 127.0.0.1 records
connections: the query check (legalkg.sparql.check, an rdflib parse) must refuse each one that
Oxigraph would run, the workers' sandbox (legalkg.serve.sandbox) must stop a call even with no check
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

from legalkg.sparql.check import QueryRefused, prepare


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


@pytest.mark.parametrize("how", ["cut_network", "deny_inet_sockets"])
def test_the_sandbox_alone_stops_every_call(listener: Listener, how: str) -> None:
    """With no query check at all, a worker process without network (a network namespace, or
    the seccomp filter used where none can be made) reaches nobody."""
    script = textwrap.dedent(
        f"""
        import sys
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        import pyoxigraph as ox
        from attacks import service_disguises
        from legalkg.serve.sandbox import {how} as cut_network
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


# -- admission, connections, complexity --------------------------------------------------------
HEAVY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"


def test_admission_keeps_a_lane_for_light_queries() -> None:
    from legalkg.serve.admission import Admission, Busy

    a = Admission(workers=2, per_client=2, cheap=0.25)
    assert a.heavy_slots == 1
    h1 = a.enter("10.0.0.1", now=0.0, deadline=10.0)
    h1.started()
    assert h1.promote(now=0.3) is None  # takes the one heavy slot
    h2 = a.enter("10.0.0.2", now=0.1, deadline=10.1)
    h2.started()
    assert h2.promote(now=0.4) == pytest.approx(9.6)  # stopped: retry when h1's slot frees
    h2.leave()
    with pytest.raises(Busy) as busy:  # its client is suspect: no light lane for it now
        a.enter("10.0.0.2", now=0.5, deadline=10.5)
    assert busy.value.status == 503 and busy.value.retry_after == 10
    light = a.enter("10.0.0.3", now=0.5, deadline=10.5)  # anyone else: admitted
    light.started()
    light.leave()
    a.enter("10.0.0.3", now=0.6, deadline=10.6)
    a.enter("10.0.0.3", now=0.6, deadline=10.6)
    with pytest.raises(Busy) as many:
        a.enter("10.0.0.3", now=0.6, deadline=10.6)
    assert many.value.status == 429


def test_forwarded_for_only_from_trusted_proxies() -> None:
    from legalkg.serve.admission import Admission, parse_proxies

    plain = Admission(workers=2)
    assert plain.client_of("127.0.0.1", "203.0.113.1") == "127.0.0.1"
    behind = Admission(workers=2, trusted_proxies=parse_proxies(["10.0.0.0/8"]))
    assert behind.client_of("10.1.2.3", "198.51.100.4, 10.9.9.9") == "198.51.100.4"
    assert behind.client_of("10.1.2.3", "garbage") == "10.1.2.3"
    assert behind.client_of("192.0.2.8", "198.51.100.4") == "192.0.2.8"  # not a proxy
    with pytest.raises(ValueError):
        parse_proxies(["not-an-address"])


def test_the_server_under_hostile_clients(store_path: Path) -> None:
    import socket

    proc, url = start_server(
        store_path, "--timeout", "10", "--per-client", "1", "--header-timeout", "1"
    )
    try:
        port = int(url.rsplit(":", 1)[1])
        # X-Forwarded-For from a peer that is not a trusted proxy does not make another client
        with httpx.Client(timeout=30) as c1, httpx.Client(timeout=30) as c2:
            import threading

            held: dict[str, int] = {}

            def hold() -> None:
                held["status"] = c1.get(url + "/sparql", params={"query": HEAVY}).status_code

            t = threading.Thread(target=hold)
            t.start()
            time.sleep(0.5)
            spoofed = c2.get(
                url + "/sparql",
                params={"query": "ASK {}"},
                headers={"X-Forwarded-For": "203.0.113.7"},
            )
            assert spoofed.status_code in (429, 503), spoofed.text  # still 127.0.0.1
            t.join()
            assert held["status"] == 503  # the heavy one, stopped by the timeout
        # a connection that never sends its request head is closed by the server
        with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
            s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # and no end of the head
            started = time.monotonic()
            assert s.recv(100) == b""  # closed
            assert time.monotonic() - started < 5
        # a deeply nested query is refused as such, before any parser runs
        deep = "ASK " + "{" * 3000 + "}" * 3000
        r = httpx.post(
            url + "/sparql",
            content=deep,
            headers={"Content-Type": "application/sparql-query"},
            timeout=30,
        )
        assert r.status_code == 400 and "too deeply nested" in r.text
        assert httpx.get(url + "/sparql", params={"query": "ASK {}"}).status_code == 200
    finally:
        stop_server(proc)
