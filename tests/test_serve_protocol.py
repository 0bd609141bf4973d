"""`legalkg serve` as a SPARQL 1.1 Protocol endpoint, and its safety under hostile load.

A real server process on 127.0.0.1 (see tests/test_serve.py for the helpers), real clients:
httpx, rdflib's SPARQLStore, and a local HTTP listener that a SERVICE call would reach.
"""

from __future__ import annotations

import http.server
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pyoxigraph as ox
import pytest
from test_serve import ART6, ingest_on_disk, start_server, stop_server

GRAPH = "https://example.org/graph/br/constituicao/1988"
HEAVY = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"
SD = "http://www.w3.org/ns/sparql-service-description#"


@pytest.fixture(scope="module")
def store_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from legalkg.ingest import example_path

    store = tmp_path_factory.mktemp("protocol") / "art6.db"
    ingest_on_disk(example_path("art6") / "art6.yaml", store)
    return store


@pytest.fixture(scope="module")
def server(store_path: Path) -> Iterator[str]:
    # A long timeout: a heavy query holds its worker for 60 s unless something stops it.
    proc, url = start_server(
        store_path, "--timeout", "60", "--max-bytes", "30000", "--per-client", "4"
    )
    yield url
    stop_server(proc)


def count(url: str, query: str, **params: str | list[str]) -> int:
    r = httpx.get(url + "/sparql", params={"query": query, **params}, timeout=60)
    assert r.status_code == 200, r.text
    return int(r.json()["results"]["bindings"][0]["n"]["value"])


def test_dataset_clauses_are_honoured(server: str) -> None:
    everything = count(server, "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")
    assert everything > 300  # the default graph: the union of the named graphs
    assert count(server, "SELECT (COUNT(*) AS ?n) FROM <urn:nonexistent> WHERE {?s ?p ?o}") == 0
    assert count(server, f"SELECT (COUNT(*) AS ?n) FROM <{GRAPH}> WHERE {{?s ?p ?o}}") == (
        everything
    )
    named = f"SELECT (COUNT(*) AS ?n) FROM NAMED <{GRAPH}> WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}"
    assert count(server, named) == everything
    # FROM without FROM NAMED: no named graphs; FROM NAMED only: an empty default graph.
    from_only = f"SELECT (COUNT(*) AS ?n) FROM <{GRAPH}> WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}"
    assert count(server, from_only) == 0
    named_only = f"SELECT (COUNT(*) AS ?n) FROM NAMED <{GRAPH}> WHERE {{ ?s ?p ?o }}"
    assert count(server, named_only) == 0
    # A variable or a string called "from" is not a dataset clause.
    assert count(server, 'SELECT (COUNT(?from) AS ?n) WHERE { ?from ?p "FROM" }') == 0
    assert count(server, "SELECT (COUNT(*) AS ?n) WHERE { ?from ?p ?o } # FROM <urn:x>") == (
        everything
    )


def test_protocol_dataset_parameters(server: str) -> None:
    q = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"
    assert count(server, q, **{"default-graph-uri": "urn:nonexistent"}) == 0
    everything = count(server, q, **{"default-graph-uri": GRAPH})
    assert everything > 300
    # The protocol's dataset wins over the query's.
    assert count(server, q.replace("WHERE", "FROM <urn:x> WHERE"), **{"default-graph-uri": GRAPH})
    g = "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"
    assert count(server, g, **{"named-graph-uri": GRAPH}) == everything
    assert count(server, g, **{"default-graph-uri": GRAPH}) == 0
    form = httpx.post(
        server + "/sparql",
        data={"query": q, "default-graph-uri": "urn:nonexistent"},
        timeout=60,
    )
    assert form.json()["results"]["bindings"][0]["n"]["value"] == "0"
    bad = httpx.get(server + "/sparql", params={"query": q, "default-graph-uri": "not an iri"})
    assert bad.status_code == 400


def test_exactly_one_query(server: str) -> None:
    ask = "ASK { ?s ?p ?o }"
    two = httpx.get(server + "/sparql", params={"query": [ask, ask]})
    assert two.status_code == 400 and "exactly one" in two.text
    both = httpx.post(
        server + "/sparql?query=ASK%7B%7D",
        content=ask,
        headers={"Content-Type": "application/sparql-query"},
    )
    assert both.status_code == 400
    form = httpx.post(server + "/sparql?query=ASK%7B%7D", data={"query": ask})
    assert form.status_code == 400
    assert httpx.get(server + "/sparql", params={"query": "  "}).status_code == 400


def test_service_description(server: str) -> None:
    r = httpx.get(server + "/sparql", headers={"Accept": "text/turtle"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/turtle")
    store = ox.Store()
    store.load(r.content, format=ox.RdfFormat.TURTLE)
    endpoint = server + "/sparql"
    assert bool(
        store.query(f"ASK {{ <{endpoint}> a <{SD}Service> ; <{SD}endpoint> <{endpoint}> }}")
    )
    graphs = store.query(
        f"SELECT ?g WHERE {{ <{endpoint}> <{SD}defaultDataset>/<{SD}namedGraph>/<{SD}name> ?g }}"
    )
    assert [row["g"].value for row in graphs] == [GRAPH]
    assert bool(store.query(f"ASK {{ ?s <{SD}supportedLanguage> <{SD}SPARQL11Query> }}"))
    nt = httpx.get(server + "/sparql", headers={"Accept": "application/n-triples"})
    assert set(ox.parse(nt.content, format=ox.RdfFormat.N_TRIPLES)) == set(
        ox.parse(r.content, format=ox.RdfFormat.TURTLE)
    )


def test_ask_in_every_results_format(server: str) -> None:
    for accept, true in (
        ("text/csv", "true"),
        ("text/tab-separated-values", "true"),
        ("application/sparql-results+json", '{"head": {}, "boolean": true}'),
    ):
        r = httpx.get(server + "/sparql", params={"query": "ASK {}"}, headers={"Accept": accept})
        assert r.status_code == 200 and r.text.strip() == true, accept
        assert r.headers["content-type"].startswith(accept)
    no = httpx.get(
        server + "/sparql",
        params={"query": "ASK { ?s ?p 42 }"},
        headers={"Accept": "text/csv"},
    )
    assert no.text.strip() == "false"


def test_rdflib_sparqlstore_clients(server: str) -> None:
    import rdflib
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    dataset = rdflib.Dataset(SPARQLStore(server + "/sparql"))
    assert dataset.query("ASK { ?s ?p ?o }").askAnswer is True
    graph = rdflib.Graph(SPARQLStore(server + "/sparql"), identifier=rdflib.URIRef(GRAPH))
    n = len(graph)
    assert n > 300
    art6 = rdflib.URIRef("https://example.org" + ART6)
    assert (art6, rdflib.RDF.type, None) in graph
    other = rdflib.Graph(SPARQLStore(server + "/sparql"), identifier=rdflib.URIRef("urn:none"))
    assert len(other) == 0


def test_headers_and_redirects(server: str) -> None:
    for path in ("/", "/sparql", ART6 + "/index.ttl", "/nowhere"):
        assert httpx.get(server + path).headers["x-content-type-options"] == "nosniff", path
    for path in ("//evil.example/", "//evil.example", "/%2F%2Fevil.example/", "/\\evil.example/"):
        r = httpx.get(server + path)
        location = r.headers.get("location", "")
        assert not location.startswith(("//", "/\\", "http")), (path, location)
    # A folder of the site still redirects to its index.html, on site.
    folder = httpx.get(server + ART6 + "/")
    assert folder.status_code == 303 and folder.headers["location"] == ART6 + "/index.html"


def test_service_is_refused_without_leaving_the_server(server: str) -> None:
    hits: list[str] = []

    class Listener(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            hits.append(self.path)
            self.send_response(200)
            self.end_headers()

        do_POST = do_GET

        def log_message(self, *args: object) -> None:
            pass

    listener = http.server.HTTPServer(("127.0.0.1", 0), Listener)
    threading.Thread(target=listener.serve_forever, daemon=True).start()
    try:
        target = f"http://127.0.0.1:{listener.server_address[1]}/sparql"
        for query in (
            f"SELECT * WHERE {{ SERVICE <{target}> {{ ?s ?p ?o }} }}",
            f"SELECT * WHERE {{ ?x ?y ?z . service silent <{target}> {{ ?s ?p ?o }} }}",
            f"ASK {{ SERVICE <{server}/sparql> {{ ?s ?p ?o }} }}",  # itself
        ):
            r = httpx.get(server + "/sparql", params={"query": query}, timeout=30)
            assert r.status_code == 400 and "SERVICE" in r.text, query
        time.sleep(0.3)
        assert hits == []
    finally:
        listener.shutdown()


def test_request_body_limit(server: str) -> None:
    big = b"#" + b"x" * 20_000_000
    r = httpx.post(
        server + "/sparql",
        content=big,
        headers={"Content-Type": "application/sparql-query"},
        timeout=60,
    )
    assert r.status_code == 413
    # Without Content-Length (chunked): counted while read.
    r = httpx.post(
        server + "/sparql",
        content=iter([b"#" + b"x" * 1_000_000] * 3),
        headers={"Content-Type": "application/sparql-query"},
        timeout=60,
    )
    assert r.status_code == 413


def test_response_size_limit(server: str) -> None:
    r = httpx.get(server + "/sparql", params={"query": "SELECT ?o { ?s ?p ?o } ORDER BY ?o"})
    assert r.status_code == 400 and "larger than 30000 bytes" in r.text
    small = httpx.get(server + "/sparql", params={"query": "SELECT ?o { ?s ?p ?o } LIMIT 5"})
    assert small.status_code == 200


def _abandon(url: str, query: str, after: float) -> None:
    try:
        httpx.get(url + "/sparql", params={"query": query}, timeout=after)
    except httpx.HTTPError:
        pass


@pytest.mark.slow
def test_clients_that_leave_free_their_workers(server: str) -> None:
    """Four heavy queries whose clients leave after 0.3 s; the next ASK answers within 3 s
    (before: about 20 s, the timeout of the abandoned queries)."""
    leavers = [threading.Thread(target=_abandon, args=(server, HEAVY, 0.3)) for _ in range(4)]
    for t in leavers:
        t.start()
    for t in leavers:
        t.join()
    started = time.monotonic()
    r = httpx.get(server + "/sparql", params={"query": "ASK {}"}, timeout=60)
    assert r.json()["boolean"] is True
    assert time.monotonic() - started < 3


@pytest.mark.slow
def test_per_client_limit_and_timeout_from_arrival(store_path: Path) -> None:
    proc, url = start_server(store_path, "--timeout", "2", "--workers", "1", "--per-client", "2")
    try:
        answers: list[httpx.Response] = []

        def heavy() -> None:
            answers.append(httpx.get(url + "/sparql", params={"query": HEAVY}, timeout=60))

        first = threading.Thread(target=heavy)
        first.start()
        time.sleep(0.3)
        second = threading.Thread(target=heavy)  # waits for the one worker
        second.start()
        time.sleep(0.3)
        r = httpx.get(url + "/sparql", params={"query": "ASK {}"}, timeout=60)
        # 429 (two in flight) or, since issue 31's admission, 503: the second heavy query
        # found no heavy slot, so this client waits for one before any worker for a while.
        assert r.status_code in (429, 503) and "Retry-After" in r.headers
        started = time.monotonic()
        first.join()
        second.join()
        # The second waited for the worker: its 2 s count from its arrival, not from when
        # it got the worker, so both end within about 2 s of being sent.
        assert [a.status_code for a in answers] == [503, 503]
        assert time.monotonic() - started < 3
        assert httpx.get(url + "/sparql", params={"query": "ASK {}"}, timeout=60).status_code == 200
    finally:
        stop_server(proc)


@pytest.mark.slow
def test_worker_memory_limit(store_path: Path) -> None:
    proc, url = start_server(store_path, "--timeout", "60", "--worker-memory", "200")
    try:
        hungry = "SELECT ?a ?d WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i } ORDER BY ?c ?f ?i LIMIT 1"
        started = time.monotonic()
        r = httpx.get(url + "/sparql", params={"query": hungry}, timeout=90)
        assert r.status_code == 503 and "more memory" in r.text
        assert time.monotonic() - started < 50
        ok = httpx.get(url + "/sparql", params={"query": "ASK { ?s ?p ?o }"}, timeout=60)
        assert ok.json()["boolean"] is True
    finally:
        stop_server(proc)
