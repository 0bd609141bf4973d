"""`legalkg serve`: a real server process on 127.0.0.1, spoken to over HTTP.

Content negotiation, 303s, 404, 406, read-only SPARQL (403 on updates), the query timeout, the
result-size limit, CORS, and SPARQLWrapper as a real SPARQL client.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pyoxigraph as ox
import pytest

SERVER_TIMEOUT = 1.0  # seconds, the server's query timeout in these tests
MAX_RESULTS = 200
ART6 = "/eli/br/constituicao/1988/tit2/art6"
V2000 = ART6 + "/2000-02-14"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(store: Path, *extra: str) -> tuple[subprocess.Popen[bytes], str]:
    """Start `legalkg serve` in its own process; return it and its root URL once it answers."""
    port = free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "legalkg",
            "serve",
            "--store",
            str(store),
            "--port",
            str(port),
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(proc.stderr.read().decode() if proc.stderr else "server died")
        try:
            if httpx.get(url + "/", timeout=2).status_code == 200:
                return proc, url
        except httpx.HTTPError:
            time.sleep(0.3)
    stop_server(proc)
    raise RuntimeError("server did not start within 120 s")


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    """Stop the server and its query workers (its own process group)."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(10)


def ingest_on_disk(source: Path, store: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "legalkg", "ingest", str(source), "--store", str(store)],
        check=True,
        capture_output=True,
    )


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from legalkg.ingest import example_path

    store = tmp_path_factory.mktemp("serve") / "art6.db"
    ingest_on_disk(example_path("art6") / "art6.yaml", store)
    proc, url = start_server(
        store, "--timeout", str(SERVER_TIMEOUT), "--max-results", str(MAX_RESULTS)
    )
    yield url
    stop_server(proc)


def triples(body: bytes, fmt: ox.RdfFormat) -> set[ox.Triple]:
    return set(ox.parse(body, format=fmt))


def test_content_negotiation(server: str) -> None:
    html = httpx.get(server + V2000, headers={"Accept": "text/html"})
    assert html.status_code == 200
    assert html.headers["content-type"].startswith("text/html")
    assert "a moradia" in html.text and f'<base href="{V2000}/index.html">' in html.text
    assert html.headers["vary"].startswith("Accept")
    ttl = httpx.get(server + V2000, headers={"Accept": "text/turtle"})
    assert ttl.headers["content-type"].startswith("text/turtle")
    assert ttl.headers["content-location"] == V2000 + "/index.ttl"
    expected = triples(ttl.content, ox.RdfFormat.TURTLE)
    assert len(expected) > 8
    nt = httpx.get(server + V2000, headers={"Accept": "application/n-triples"})
    assert nt.headers["content-type"] == "application/n-triples"
    assert triples(nt.content, ox.RdfFormat.N_TRIPLES) == expected
    jl = httpx.get(server + V2000, headers={"Accept": "application/ld+json"})
    assert jl.headers["content-type"] == "application/ld+json"
    import rdflib

    graph = rdflib.Graph().parse(data=jl.text, format="json-ld")
    assert len(graph) == len(expected)
    # q-values decide; the document URL gives the same bytes.
    pick = httpx.get(server + V2000, headers={"Accept": "text/html;q=0.5, text/turtle"})
    assert pick.headers["content-type"].startswith("text/turtle")
    assert httpx.get(server + V2000 + "/index.ttl").content == ttl.content
    assert httpx.get(server + V2000, headers={"Accept": "image/png"}).status_code == 406


def test_303_from_work_and_component(server: str) -> None:
    for path in ("/eli/br/constituicao/1988", ART6):
        for accept, suffix in (
            ("text/html", "html"),
            ("text/turtle", "ttl"),
            ("application/ld+json", "jsonld"),
            ("application/n-triples", "nt"),
        ):
            r = httpx.get(server + path, headers={"Accept": accept})
            assert r.status_code == 303, (path, accept)
            assert r.headers["location"] == f"{path}/index.{suffix}"
            doc = httpx.get(server + r.headers["location"])
            assert doc.status_code == 200
    page = httpx.get(server + ART6, follow_redirects=True)
    assert '<svg xmlns="http://www.w3.org/2000/svg" class="timeline"' in page.text


def test_404_and_site_files(server: str) -> None:
    for path in ("/eli/unknown", ART6 + "/1999-01-01", ART6 + "/index.xyz", "/eli/../etc/passwd"):
        assert httpx.get(server + path).status_code == 404, path
    void = httpx.get(server + "/.well-known/void")
    assert void.status_code == 200 and "void:Dataset" in void.text
    assert httpx.get(server + "/_data/context.jsonld").json()["@context"]["lkg"]
    assert httpx.get(server + "/_data/dump.nq.gz").status_code == 200


def test_sparql_get_post_and_formats(server: str) -> None:
    query = (
        "SELECT ?v ?from WHERE { ?v lkg:versionOf <https://example.org" + ART6 + "> ; "
        "lkg:validFrom ?from } ORDER BY ?from"
    )
    get = httpx.get(server + "/sparql", params={"query": query})
    assert get.status_code == 200
    assert get.headers["content-type"] == "application/sparql-results+json"
    rows = get.json()["results"]["bindings"]
    assert [r["from"]["value"] for r in rows] == [
        "1988-10-05",
        "2000-02-14",
        "2010-02-04",
        "2015-09-15",
    ]
    form = httpx.post(server + "/sparql", data={"query": query})
    assert form.json() == get.json()
    direct = httpx.post(
        server + "/sparql",
        content=query,
        headers={"Content-Type": "application/sparql-query", "Accept": "text/csv"},
    )
    assert direct.text.splitlines()[0] == "v,from" and len(direct.text.splitlines()) == 5
    xml = httpx.get(
        server + "/sparql",
        params={"query": query},
        headers={"Accept": "application/sparql-results+xml"},
    )
    assert xml.text.count("<result>") == 4
    tsv = httpx.get(
        server + "/sparql", params={"query": query}, headers={"Accept": "text/tab-separated-values"}
    )
    assert tsv.text.splitlines()[0] == "?v\t?from"
    bad = httpx.get(server + "/sparql", params={"query": "SELEC ?x"})
    assert bad.status_code == 400 and "syntax" in bad.text
    description = httpx.get(server + "/sparql")  # no query: the service description
    assert description.status_code == 200
    assert description.headers["content-type"].startswith("text/turtle")


def test_sparql_is_read_only(server: str) -> None:
    update = "DELETE WHERE { ?s ?p ?o }"
    r = httpx.post(server + "/sparql", data={"update": update})
    assert r.status_code == 403
    r = httpx.post(
        server + "/sparql", content=update, headers={"Content-Type": "application/sparql-update"}
    )
    assert r.status_code == 403
    assert httpx.get(server + "/sparql", params={"update": update}).status_code == 403
    # An update sent as a query is not a query.
    assert httpx.get(server + "/sparql", params={"query": update}).status_code == 400
    count = httpx.get(server + "/sparql", params={"query": "SELECT (COUNT(*) AS ?n) { ?s ?p ?o }"})
    assert int(count.json()["results"]["bindings"][0]["n"]["value"]) > 300


def test_query_over_the_timeout_is_stopped(server: str) -> None:
    slow = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"
    started = time.monotonic()
    r = httpx.post(server + "/sparql", data={"query": slow}, timeout=60)
    elapsed = time.monotonic() - started
    assert r.status_code == 503
    assert "did not finish within" in r.text
    assert elapsed < 30
    # The endpoint still answers afterwards (the worker was replaced).
    ok = httpx.get(server + "/sparql", params={"query": "ASK { ?s ?p ?o }"}, timeout=60)
    assert ok.json() == {"head": {}, "boolean": True}


def test_result_size_limit(server: str) -> None:
    r = httpx.get(server + "/sparql", params={"query": "SELECT * { ?s ?p ?o }"})
    assert r.status_code == 400 and f"more than {MAX_RESULTS}" in r.text
    r = httpx.get(server + "/sparql", params={"query": "SELECT * { ?s ?p ?o } LIMIT 10"})
    assert len(r.json()["results"]["bindings"]) == 10


def test_cors(server: str) -> None:
    r = httpx.get(server + V2000, headers={"Origin": "https://other.example"})
    assert r.headers["access-control-allow-origin"] == "*"
    pre = httpx.options(
        server + "/sparql",
        headers={
            "Origin": "https://other.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type",
        },
    )
    assert pre.status_code == 200 and "POST" in pre.headers["access-control-allow-methods"]


def test_sparqlwrapper_client(server: str) -> None:
    from SPARQLWrapper import JSON, POST, TURTLE, SPARQLWrapper

    client = SPARQLWrapper(server + "/sparql")
    client.setQuery(
        "PREFIX lkg: <https://w3id.org/legalkg#> SELECT ?text WHERE { "
        "?v lkg:versionOf <https://example.org" + ART6 + "> ; lkg:validFrom ?f ; "
        "lkg:hasLanguageVersion/lkg:text ?text . "
        'FILTER(?f <= "2005-01-01"^^<http://www.w3.org/2001/XMLSchema#date>) } ORDER BY DESC(?f) '
        "LIMIT 1"
    )
    client.setReturnFormat(JSON)
    result = client.queryAndConvert()
    assert isinstance(result, dict)
    text = result["results"]["bindings"][0]["text"]["value"]
    assert "a moradia" in text and "a alimentação" not in text
    client.setMethod(POST)
    assert client.queryAndConvert() == result
    client.setQuery(
        "CONSTRUCT { ?v ?p ?o } WHERE { BIND(<https://example.org" + V2000 + "> AS ?v) ?v ?p ?o }"
    )
    client.setReturnFormat(TURTLE)
    body = client.queryAndConvert()
    assert isinstance(body, bytes) and len(set(ox.parse(body, format=ox.RdfFormat.TURTLE))) == 12
    import urllib.error

    updater = SPARQLWrapper(server + "/sparql", updateEndpoint=server + "/sparql")
    updater.setMethod(POST)
    updater.setQuery("INSERT DATA { <urn:a> <urn:b> <urn:c> }")
    with pytest.raises(urllib.error.HTTPError) as error:
        updater.query()
    assert error.value.code == 403


def test_loopback_by_default() -> None:
    from legalkg.commands.publish import serve

    defaults = {p.name: p.default for p in serve.params}
    assert defaults["host"] == "127.0.0.1"


def test_missing_store_is_a_clear_error(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "legalkg", "serve", "--store", str(tmp_path / "none.db")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 3
    assert "no such store" in result.stderr


EVENT = "/complaint/case13193_doc62893/event/ev11"


@pytest.fixture(scope="module")
def event_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    gold = Path(__file__).parent / "data" / "events" / "case13193_doc62893.gold.json"
    store = tmp_path_factory.mktemp("serve-events") / "ev.db"
    ingest_on_disk(gold, store)
    proc, url = start_server(store, "--workers", "1")
    yield url
    stop_server(proc)


def test_event_content_negotiation(event_server: str) -> None:
    server = event_server
    html = httpx.get(server + EVENT, headers={"Accept": "text/html"})
    assert html.status_code == 200 and html.headers["vary"].startswith("Accept")
    assert "<h1>Save-A-Lot terminates Hodge</h1>" in html.text
    assert f'<base href="{EVENT}/index.html">' in html.text
    assert 'href="../../index.html#s43"' in html.text
    ttl = httpx.get(server + EVENT, headers={"Accept": "text/turtle"})
    assert ttl.headers["content-type"].startswith("text/turtle")
    assert ttl.headers["content-location"] == EVENT + "/index.ttl"
    assert f'<{EVENT}/index.jsonld>; rel="alternate"' in ttl.headers["link"]
    expected = triples(ttl.content, ox.RdfFormat.TURTLE)
    subjects = {str(t.subject) for t in expected}
    assert f"<https://example.org{EVENT}>" in subjects
    assert f"<https://example.org{EVENT}/participant/1>" in subjects
    nt = httpx.get(server + EVENT, headers={"Accept": "application/n-triples"})
    assert triples(nt.content, ox.RdfFormat.N_TRIPLES) == expected
    jl = httpx.get(server + EVENT, headers={"Accept": "application/ld+json"})
    assert jl.headers["content-type"] == "application/ld+json"
    import rdflib

    assert len(rdflib.Graph().parse(data=jl.text, format="json-ld")) == len(expected)
    assert httpx.get(server + EVENT + "/index.ttl").content == ttl.content
    page = httpx.get(server + "/complaint/case13193_doc62893", headers={"Accept": "text/html"})
    assert page.status_code == 200 and 'class="event-graph"' in page.text
    assert httpx.get(server + "/complaint/case13193_doc62893/event/ev99").status_code == 404
