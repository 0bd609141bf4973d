"""`legalkg serve` for web clients (issue 32): HTTP caching (ETag, Last-Modified,
Cache-Control, 304), pages in RDF/XML, N-Quads and TriG from /sparql, the query form for
browsers, and the access log. A real server process on 127.0.0.1, spoken to over HTTP."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from email.utils import formatdate
from pathlib import Path

import httpx
import pytest
from test_serve import ART6, V2000, ingest_on_disk, start_server, stop_server

from legalkg.ingest import example_path

ASK = "/sparql?query=ASK%20%7B%20%3Fs%20%3Fp%20%3Fo%20%7D"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("web") / "art6.db"
    ingest_on_disk(example_path("art6") / "art6.yaml", path)
    return path


@pytest.fixture(scope="module")
def served(store: Path) -> Iterator[tuple[str, object]]:
    proc, url = start_server(store)
    yield url, proc
    stop_server(proc)


@pytest.fixture(scope="module")
def server(served: tuple[str, object]) -> str:
    return served[0]


@pytest.mark.parametrize("path", [V2000, V2000 + "/index.ttl", "/", ASK, "/sparql"])
def test_validators_and_304(server: str, path: str) -> None:
    first = httpx.get(server + path, headers={"Accept": "text/turtle"})
    assert first.status_code == 200
    tag = first.headers["etag"]
    assert tag.startswith('"') and len(tag) > 10
    assert first.headers["cache-control"].startswith("public, max-age=")
    modified = first.headers["last-modified"]
    again = httpx.get(server + path, headers={"Accept": "text/turtle", "If-None-Match": tag})
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == tag
    other = httpx.get(server + path, headers={"Accept": "text/turtle", "If-None-Match": '"x"'})
    assert other.status_code == 200 and other.content == first.content
    headers = {"Accept": "text/turtle", "If-Modified-Since": modified}
    since = httpx.get(server + path, headers=headers)
    assert since.status_code == 304
    older = formatdate(time.time() - 10 * 365 * 86400, usegmt=True)
    stale = httpx.get(server + path, headers={"Accept": "text/turtle", "If-Modified-Since": older})
    assert stale.status_code == 200


def test_etag_follows_the_negotiated_format_and_the_request(server: str) -> None:
    ttl = httpx.get(server + V2000, headers={"Accept": "text/turtle"}).headers["etag"]
    html = httpx.get(server + V2000, headers={"Accept": "text/html"}).headers["etag"]
    other = httpx.get(server + ART6 + "/1988-10-05", headers={"Accept": "text/turtle"})
    assert len({ttl, html, other.headers["etag"]}) == 3
    # A 304 for the Turtle tag is not given to a client asking for HTML.
    assert (
        httpx.get(server + V2000, headers={"Accept": "text/html", "If-None-Match": ttl}).status_code
        == 200
    )


def test_no_validators_on_errors_and_posts(server: str) -> None:
    missing = httpx.get(server + "/eli/nothing")
    assert missing.status_code == 404 and "etag" not in missing.headers
    post = httpx.post(server + "/sparql", data={"query": "ASK { ?s ?p ?o }"})
    assert post.status_code == 200 and "etag" not in post.headers


def test_a_new_generation_has_new_tags(tmp_path: Path) -> None:
    path = tmp_path / "kg.db"
    ingest_on_disk(example_path("art6") / "art6.yaml", path)
    proc, url = start_server(path)
    try:
        before = httpx.get(url + V2000, headers={"Accept": "text/turtle"}).headers["etag"]
        # a new generation (the same data again is kept as it is, a re-ingest skipping
        # unchanged graphs: another source makes one)
        extra = tmp_path / "extra.ttl"
        extra.write_text(
            '<https://example.org/x> <http://www.w3.org/2000/01/rdf-schema#label> "x" .\n',
            "utf-8",
        )
        ingest_on_disk(extra, path)
        deadline = time.monotonic() + 30
        after = before
        while after == before and time.monotonic() < deadline:
            time.sleep(0.3)
            after = httpx.get(url + V2000, headers={"Accept": "text/turtle"}).headers["etag"]
        assert after != before
        stale = httpx.get(url + V2000, headers={"Accept": "text/turtle", "If-None-Match": before})
        assert stale.status_code == 200
    finally:
        stop_server(proc)


def test_access_log_at_log_level_info(store: Path) -> None:
    proc, url = start_server(store, "--log-level", "info")
    try:
        assert httpx.get(url + V2000, headers={"Accept": "text/turtle"}).status_code == 200
        assert httpx.get(url + "/eli/nothing").status_code == 404
    finally:
        stop_server(proc)
    log = proc.stderr.read().decode() if proc.stderr else ""
    assert f'"GET {V2000} HTTP/1.1" 200' in log
    assert '"GET /eli/nothing HTTP/1.1" 404' in log


def test_pages_in_rdfxml(server: str) -> None:
    import pyoxigraph as ox

    r = httpx.get(server + V2000, headers={"Accept": "application/rdf+xml"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/rdf+xml")
    assert r.headers["content-location"] == V2000 + "/index.rdf"
    ttl = httpx.get(server + V2000 + "/index.ttl").content
    xml = {q.triple for q in ox.parse(r.content, format=ox.RdfFormat.RDF_XML)}
    assert xml == {q.triple for q in ox.parse(ttl, format=ox.RdfFormat.TURTLE)}
    assert 'type="application/rdf+xml"' in r.headers["link"]
    work = httpx.get(
        server + "/eli/br/constituicao/1988", headers={"Accept": "application/rdf+xml"}
    )
    assert work.status_code == 303 and work.headers["location"].endswith("/index.rdf")


@pytest.mark.parametrize(
    ("accept", "fmt"),
    [("application/n-quads", "N_QUADS"), ("application/trig", "TRIG")],
)
def test_construct_as_nquads_and_trig(server: str, accept: str, fmt: str) -> None:
    import pyoxigraph as ox

    query = "CONSTRUCT { ?v lkg:validFrom ?d } WHERE { ?v lkg:validFrom ?d }"
    r = httpx.get(server + "/sparql", params={"query": query}, headers={"Accept": accept})
    assert r.status_code == 200 and r.headers["content-type"].startswith(accept)
    quads = list(ox.parse(r.content, format=getattr(ox.RdfFormat, fmt)))
    assert len(quads) > 8 and all(q.graph_name == ox.DefaultGraph() for q in quads)
    described = httpx.get(server + "/sparql", headers={"Accept": "text/turtle"}).text
    assert "formats:N-Quads" in described and "formats:TriG" in described


def test_a_browser_on_sparql_gets_the_query_form(server: str) -> None:
    browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    page = httpx.get(server + "/sparql", headers={"Accept": browser})
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    html = page.text
    # A plain form that works without JavaScript: a textarea sent to /sparql.
    assert '<form id="query-form" method="get" action="/sparql">' in html
    assert '<textarea id="query" name="query"' in html and "art. 6º" in html
    # No editor files given: nothing refers to them, and nothing to another host.
    assert "/_editor/" not in html
    assert not re.search(r'(src|href)="(https?:)?//', html)  # nothing from another host
    # Running the form's example query answers (XML results, as the browser asks).
    example = html.split('name="query"', 1)[1].split(">", 1)[1].split("</textarea>")[0]
    import html as htmllib

    run = httpx.get(
        server + "/sparql", params={"query": htmllib.unescape(example)}, headers={"Accept": browser}
    )
    assert run.status_code == 200 and "2015-09-15" in run.text
    # SPARQL clients still get the service description.
    assert "sd:Service" in httpx.get(server + "/sparql").text
    home = httpx.get(server + "/").text
    assert 'href="sparql"' in home and 'href="_search"' in home


def test_query_form_with_the_editor_files(store: Path, tmp_path: Path) -> None:
    """With --editor DIR the page loads YASGUI from /_editor/ (served locally) and keeps the
    plain form for when the script does not run. Real files when .ci/npm has them."""
    real = Path(__file__).resolve().parent.parent / ".ci/npm/node_modules/@zazuko/yasgui/build"
    folder = real if (real / "yasgui.min.js").is_file() else tmp_path
    if folder == tmp_path:
        (tmp_path / "yasgui.min.js").write_text("window.Yasgui = undefined;\n")
        (tmp_path / "yasgui.min.css").write_text("#editor{}\n")
    proc, url = start_server(store, "--editor", str(folder))
    try:
        html = httpx.get(url + "/sparql", headers={"Accept": "text/html"}).text
        assert '<script src="/_editor/yasgui.min.js"></script>' in html
        assert '<link rel="stylesheet" href="/_editor/yasgui.min.css">' in html
        assert '<textarea id="query" name="query"' in html
        js = httpx.get(url + "/_editor/yasgui.min.js")
        assert js.status_code == 200 and js.content == (folder / "yasgui.min.js").read_bytes()
        assert httpx.get(url + "/_editor/other.js").status_code == 404
    finally:
        stop_server(proc)


def test_search_page(server: str) -> None:
    page = httpx.get(server + "/_search", params={"q": "MORADIA"})
    assert page.status_code == 200
    assert "1 provision in force" in page.text and "art. 6º" in page.text
    assert f'href="{ART6}/2015-09-15/index.html"' in page.text
    none = httpx.get(server + "/_search", params={"q": "xyzzy"})
    assert "0 provisions in force" in none.text
    empty = httpx.get(server + "/_search")
    assert '<input id="q" name="q"' in empty.text


def test_a_browser_gets_results_as_a_page(server: str) -> None:
    browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    query = (
        "SELECT ?from WHERE { ?v lkg:versionOf/rdfs:label 'art. 6º'@pt ; lkg:validFrom ?from } "
        "ORDER BY ?from"
    )
    page = httpx.get(server + "/sparql", params={"query": query}, headers={"Accept": browser})
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "4 rows." in page.text and "<td>2000-02-14</td>" in page.text
    assert '<textarea id="query" name="query"' in page.text  # the query, to edit again
    bad = httpx.get(server + "/sparql", params={"query": "SELEC"}, headers={"Accept": browser})
    assert bad.status_code == 400 and "Error 400" in bad.text
    # A SPARQL client asking */* still gets SPARQL JSON.
    machine = httpx.get(server + "/sparql", params={"query": query}, headers={"Accept": "*/*"})
    assert machine.headers["content-type"].startswith("application/sparql-results+json")
