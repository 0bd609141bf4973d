"""A SPARQL 1.1 server as the store: one suite on embedded Oxigraph, Oxigraph server and
Virtuoso (real servers on 127.0.0.1, started here), plus failures from a stand-in server."""

from __future__ import annotations

import http.server
import json
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pyoxigraph as ox
import pytest
from click.testing import CliRunner, Result
from servers import Server, oxigraph_binary, oxigraph_server, virtuoso_binary, virtuoso_server

from legalkg.cli import cli
from legalkg.core.errors import StoreError
from legalkg.core.namespaces import PREFIXES
from legalkg.ingest import build_graphs, example_path
from legalkg.store.local import Store
from legalkg.store.remote import SYSTEM_GRAPHS, Auth, RemoteStore, derive_endpoints

BACKENDS = ["embedded", "oxigraph-server", "virtuoso"]
W = "https://example.org/eli/br/constituicao/1988"
QUESTIONS = [
    {"id": "point-in-time", "question": "What did art. 6 of the Constitution say on 2001-05-20?"},
    {"id": "history", "question": "How has art. 6 changed over time?"},
    {"id": "impact", "question": "What changed in Title II between 2000-01-01 and 2000-12-31?"},
    {"id": "forward", "request": {"type": "actions-by-source", "act": "26"}},
    {"id": "unknown", "question": "What did art. 999 say on 2001-05-20?"},
]


def _need(binary: str | None, what: str) -> None:
    if binary is None:
        pytest.skip(f"{what} is not installed here (CI installs it: see .ci/run)")


@pytest.fixture(scope="module")
def oxigraph() -> Iterator[Server]:
    _need(oxigraph_binary(), "the Oxigraph server (pip install oxigraph)")
    with oxigraph_server() as server:
        yield server


@pytest.fixture(scope="module")
def virtuoso() -> Iterator[Server]:
    _need(virtuoso_binary(), "Virtuoso (apt-get install virtuoso-opensource)")
    with virtuoso_server() as server:
        yield server


@pytest.fixture(scope="module")
def servers(request: pytest.FixtureRequest) -> Callable[[str], Server | None]:
    def get(name: str) -> Server | None:
        if name == "embedded":
            return None
        return request.getfixturevalue("oxigraph" if name == "oxigraph-server" else "virtuoso")

    return get


def invoke(args: list[str], server: Server | None, store: Path, **kwargs: Any) -> Result:
    """Run ``legalkg`` against the embedded store at ``store`` or against ``server``."""
    target = server.cli_args() if server is not None else ["--store", str(store)]
    env = server.cli_env() if server is not None else {}
    return CliRunner().invoke(cli, [*args, *target], env=env, **kwargs)


def run_suite(server: Server | None, tmp: Path) -> dict[str, Any]:
    """Ingest the whole Constitution twice, ask, export, validate: every output, by step."""
    out: dict[str, Any] = {}
    constitution = str(example_path("br-constitution"))
    store = tmp / "cf88.db"
    for step in ("ingest", "reingest"):
        # Ingest validates before anything reaches the store, the same on every backend:
        # validation is checked once below, by validating the stored data.
        result = invoke(["ingest", constitution, "--no-validate"], server, store)
        assert result.exit_code == 0, result.output
        out[step] = result.stdout
        info = invoke(["info", "-f", "json"], server, store)
        assert info.exit_code == 0, info.output
        out[f"info after {step}"] = json.loads(info.stdout)
    batch = "".join(json.dumps(q) + "\n" for q in QUESTIONS)
    asked = invoke(["ask", "--batch", "-"], server, store, input=batch)
    assert asked.exit_code == 0, asked.output
    out["answers"] = [json.loads(line) for line in asked.stdout.splitlines()]
    exported = invoke(["export", "-f", "nquads"], server, store)
    assert exported.exit_code == 0, exported.output
    out["export"] = exported.stdout_bytes
    checked = invoke(["validate", "-f", "json"], server, store)
    out["validate"] = (checked.exit_code, json.loads(checked.stdout))
    query = invoke(
        ["query", "valid-versions", "-p", f"component={W}/tit2/art6", "-p", "date=2001-05-20"],
        server,
        store,
    )
    assert query.exit_code == 0, query.output
    out["query"] = query.stdout
    sparql = invoke(
        [
            "sparql",
            "-f",
            "csv",
            "SELECT ?v ?from WHERE { ?v lkg:versionOf <" + W + "/tit2/art6> ;"
            " lkg:validFrom ?from } ORDER BY ?from",
        ],
        server,
        store,
    )
    assert sparql.exit_code == 0, sparql.output
    out["sparql"] = sparql.stdout
    return out


@pytest.fixture(scope="module")
def suite(
    servers: Callable[[str], Server | None], tmp_path_factory: pytest.TempPathFactory
) -> Callable[[str], dict[str, Any]]:
    """The suite's outputs per backend, each computed once for the module."""
    done: dict[str, dict[str, Any]] = {}

    def get(name: str) -> dict[str, Any]:
        if name not in done:
            done[name] = run_suite(servers(name), tmp_path_factory.mktemp(name))
        return done[name]

    return get


@pytest.mark.slow
@pytest.mark.parametrize("backend", BACKENDS)
def test_constitution_on_every_backend(
    backend: str, suite: Callable[[str], dict[str, Any]]
) -> None:
    out = suite(backend)
    (graph,) = out["info after ingest"]
    assert graph["graph"] == "https://example.org/graph/br/constituicao/1988"
    assert graph["triples"] > 80_000 and graph["components"] > 3000
    assert out["info after reingest"] == out["info after ingest"]  # no duplicates
    assert out["reingest"] == out["ingest"]
    answers = {a["id"]: a for a in out["answers"]}
    (v,) = answers["point-in-time"]["result"]["versions"]
    assert v["iri"] == f"{W}/tit2/art6/2000-02-14" and "a moradia" in v["text"]
    history = answers["history"]["result"]["versions"]
    assert [h["valid_from"] for h in history] == [
        "1988-10-05",
        "2000-02-14",
        "2010-02-04",
        "2015-09-15",
    ]
    assert "art. 6º" in answers["impact"]["result"]["changed_components"]
    assert "error" in answers["unknown"]
    assert out["export"].count(b"\n") == graph["triples"]
    assert out["validate"][0] == 0 and out["validate"][1]["conforms"] is True
    assert "2000-02-14" in out["query"] and out["sparql"].count("\n") == 5


@pytest.mark.slow
@pytest.mark.parametrize("backend", BACKENDS[1:])
def test_answers_identical_to_the_embedded_store(
    backend: str, suite: Callable[[str], dict[str, Any]]
) -> None:
    here, there = suite(backend), suite("embedded")
    for key in there:
        assert here[key] == there[key], key


@pytest.mark.slow  # starts an Oxigraph server and a Virtuoso server
def test_chunked_upload_is_atomic_and_reports_progress(
    servers: Callable[[str], Server | None],
) -> None:
    graphs, _ = build_graphs([example_path("art6") / "art6.yaml"])
    embedded = Store()
    embedded.replace_graphs(graphs)
    for name in BACKENDS[1:]:
        server = servers(name)
        assert server is not None
        seen: list[tuple[int, int]] = []

        def progress(done: int, total: int, _: str, seen: list[tuple[int, int]] = seen) -> None:
            seen.append((done, total))

        remote = RemoteStore(
            server.endpoint,
            **server.store_kwargs(),  # type: ignore[arg-type]
            chunk_triples=100,
            progress=progress,
        )
        remote.replace_graphs(graphs)
        remote.replace_graphs(graphs)
        try:
            check_chunked(remote, embedded, seen, server)
        finally:
            remote.remove_graphs(list(graphs))
        assert len(remote) == 0 and remote.graphs() == []


def check_chunked(
    remote: RemoteStore, embedded: Store, seen: list[tuple[int, int]], server: Server
) -> None:
    assert len(remote) == len(embedded) == 553
    assert seen[-1] == (553, 553) and len(seen) == 12  # 6 chunks, twice
    assert not any(g.value.startswith(SYSTEM_GRAPHS) for g in remote.graphs())
    assert list(remote.quads()) == list(embedded.quads())
    assert list(remote.quads(ox.NamedNode("https://example.org/graph/nothing"))) == []
    query = "SELECT ?v ?from WHERE { ?v lkg:validFrom ?from } ORDER BY ?from ?v"
    kwargs = server.store_kwargs()
    trusting = RemoteStore(server.endpoint, dataset="server", **kwargs)  # type: ignore[arg-type]
    assert trusting.select(query) == embedded.select(query)


def test_dataset_clauses_reach_the_server(servers: Callable[[str], Server | None]) -> None:
    """FROM / FROM NAMED and the protocol's graphs are honoured through --endpoint: the
    union default graph applies only when the query names no dataset."""
    graphs, _ = build_graphs([example_path("art6") / "art6.yaml"])
    (graph,) = graphs
    server = servers("oxigraph-server")
    assert server is not None
    embedded = Store()
    embedded.replace_graphs(graphs)
    remote = RemoteStore(server.endpoint)
    remote.replace_graphs(graphs)
    count = "SELECT (COUNT(*) AS ?n) {from} WHERE {{ ?s ?p ?o }}"
    named = "SELECT (COUNT(*) AS ?n) {from} WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}"
    try:
        for store in (embedded, remote):

            def n(query: str, store: Store = store, **dataset: Any) -> int:
                return int(store.select(query, **dataset)[0]["n"].value)

            assert n(count.format(**{"from": ""})) == 553
            assert n(count.format(**{"from": "FROM <urn:nonexistent>"})) == 0, store
            assert n(count.format(**{"from": f"FROM {graph}"})) == 553, store
            assert n(named.format(**{"from": f"FROM NAMED {graph}"})) == 553, store
            assert n(named.format(**{"from": f"FROM {graph}"})) == 0, store
            assert n(count.format(**{"from": ""}), default_graphs=["urn:nonexistent"]) == 0
            assert n(count.format(**{"from": ""}), default_graphs=[graph.value]) == 553
            assert n(named.format(**{"from": ""}), named_graphs=[graph.value]) == 553
            assert n(named.format(**{"from": ""}), default_graphs=[graph.value]) == 0
        result = CliRunner().invoke(
            cli,
            ["sparql", "-f", "csv", count.format(**{"from": "FROM <urn:x>"}), *server.cli_args()],
        )
        assert result.exit_code == 0 and result.stdout.splitlines() == ["n", "0"], result.output
    finally:
        remote.remove_graphs(list(graphs))


def test_blank_nodes_are_not_split_across_chunks(servers: Callable[[str], Server | None]) -> None:
    server = servers("oxigraph-server")
    assert server is not None
    node, p = ox.BlankNode(), ox.NamedNode("https://example.org/p")
    graph = ox.NamedNode("https://example.org/graph/bnodes")
    remote = RemoteStore(server.endpoint, chunk_triples=1)
    remote.replace_graphs({graph: [ox.Triple(node, p, ox.Literal(str(i))) for i in range(3)]})
    try:
        rows = remote.select(
            f"SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE {{ GRAPH {graph} {{ ?s ?p ?o }} }}"
        )
        assert rows[0]["n"] == ox.Literal("1", datatype=ox.NamedNode(PREFIXES["xsd"] + "integer"))
    finally:
        remote.remove_graphs([graph])


def test_oxigraph_without_union_default_graph_still_answers() -> None:
    """The dataset goes in the protocol: the server's default-graph setting does not matter."""
    _need(oxigraph_binary(), "the Oxigraph server (pip install oxigraph)")
    graphs, _ = build_graphs([example_path("art6") / "art6.yaml"])
    embedded = Store()
    embedded.replace_graphs(graphs)
    query = "SELECT ?v ?from WHERE { ?v lkg:validFrom ?from } ORDER BY ?from ?v"
    with oxigraph_server(union_default_graph=False) as server:
        remote = RemoteStore(server.endpoint)
        remote.replace_graphs(graphs)
        assert remote.select(query) == embedded.select(query)
        # Without the dataset parameters this server's default graph is empty.
        assert remote.query(query, union=False) is not None
        assert list(remote.query(query, union=False)) == []  # type: ignore[arg-type]
        trusting = RemoteStore(server.endpoint, dataset="server")
        with pytest.raises(StoreError, match="Start Oxigraph server with --union-default-graph"):
            trusting.select(query)
        c = ox.NamedNode(f"{W}/tit2/art6")
        pattern = "SELECT ?v ?c WHERE { ?v lkg:versionOf ?c } ORDER BY ?v"
        assert remote.select(pattern, substitutions={"c": c}) == embedded.select(
            pattern, substitutions={"c": c}
        )


@pytest.mark.slow  # starts a Virtuoso server
def test_virtuoso_row_cap_is_an_error_not_a_silent_cut() -> None:
    """Virtuoso cuts answers at ResultSetMaxRows (Debian: 10,000): here a server with a cap of
    1,000 and a graph of 1,001 triples."""
    _need(virtuoso_binary(), "Virtuoso (apt-get install virtuoso-opensource)")
    graph = ox.NamedNode("https://example.org/graph/cap")
    triples = [
        ox.Triple(
            ox.NamedNode(f"https://example.org/s/{i}"),
            ox.NamedNode("https://example.org/p"),
            ox.Literal(str(i)),
        )
        for i in range(1_001)
    ]
    with virtuoso_server(max_rows=1_000) as server:
        remote = RemoteStore(server.endpoint, **server.store_kwargs())  # type: ignore[arg-type]
        remote.replace_graphs({graph: triples})
        with pytest.raises(StoreError, match="cut the result at 1000 rows.*ResultSetMaxRows"):
            remote.select("SELECT ?s WHERE { ?s ?p ?o } ORDER BY ?s")
        # Whole-graph downloads are counted, and read in pages past the cap.
        downloaded = [q.triple for q in remote.quads(graph)]
        assert len(downloaded) == 1_001 and set(downloaded) == set(triples)
        assert remote.export(format=ox.RdfFormat.N_TRIPLES).count(b"\n") == 1_001


# -- failures: a stand-in server on 127.0.0.1 -------------------------------------------------


class _Handler(http.server.BaseHTTPRequestHandler):
    mode = "ok"
    hits = 0

    def _answer(self) -> None:
        type(self).hits += 1
        length = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(length)
        if self.mode == "401":
            self._send(401, b"Authentication required: bad user or password", "Basic")
        elif self.mode == "500":
            self._send(500, b"Virtuoso 42000 Error SR483: transaction log full")
        elif self.mode == "slow":
            time.sleep(3)
            self._send(200, b'{"head": {"vars": []}, "results": {"bindings": []}}')

    def _send(self, status: int, body: bytes, challenge: str | None = None) -> None:
        self.send_response(status)
        if challenge:
            self.send_header("WWW-Authenticate", f'{challenge} realm="SPARQL"')
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PUT = _answer

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def stand_in() -> Iterator[type[_Handler]]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    server.daemon_threads = True
    handler = type("Handler", (_Handler,), {})
    server.RequestHandlerClass = handler
    handler.url = f"http://127.0.0.1:{server.server_address[1]}/query"  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield handler
    finally:
        server.shutdown()
        server.server_close()


def _fails(args: list[str], url: str, *, env: dict[str, str] | None = None) -> str:
    result = CliRunner().invoke(
        cli,
        [*args, "--endpoint", url, "--endpoint-timeout", "1", "--endpoint-retries", "2"],
        env={"LEGALKG_STORE": None, **(env or {})},
    )
    assert result.exit_code == 3, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert result.stderr.startswith("Error: "), result.stderr
    return result.stderr


@pytest.mark.parametrize("args", [["info"], ["ask", "art. 6 on 2001-05-20"], ["export"]])
def test_server_down(args: list[str]) -> None:
    from servers import free_port

    err = _fails(args, f"http://127.0.0.1:{free_port()}/query")
    assert "cannot connect" in err and "after 3 attempts" in err and "--endpoint" in err


def test_server_answers_401_with_its_message(stand_in: type[_Handler]) -> None:
    stand_in.mode = "401"
    url = stand_in.url  # type: ignore[attr-defined]
    err = _fails(
        ["info", "--endpoint-user", "me"], url, env={"LEGALKG_ENDPOINT_PASSWORD": "s3cret-pw"}
    )
    assert "HTTP 401" in err and "bad user or password" in err and "--endpoint-user" in err
    assert "s3cret-pw" not in err
    assert stand_in.hits == 1  # a 4xx is not retried
    ingest = _fails(["ingest", str(example_path("art6")), "--no-validate"], url)
    assert "upload failed" in ingest or "query failed" in ingest


def test_server_answers_500_retried_then_reported(stand_in: type[_Handler]) -> None:
    stand_in.mode = "500"
    err = _fails(["sparql", "ASK {}"], stand_in.url)  # type: ignore[attr-defined]
    assert "HTTP 500" in err and "transaction log full" in err and "after 3 attempts" in err
    assert stand_in.hits == 3


def test_slow_server_times_out(stand_in: type[_Handler]) -> None:
    stand_in.mode = "slow"
    err = _fails(["sparql", "ASK {}"], stand_in.url)  # type: ignore[attr-defined]
    assert "timed out after 1 s" in err and "--endpoint-timeout" in err


def test_options_and_auth_checks(tmp_path: Path) -> None:
    assert derive_endpoints("https://h/ds/sparql") == (
        "https://h/ds/sparql",
        "https://h/ds/sparql-graph-crud",
    )
    assert derive_endpoints("https://h/x") == ("https://h/x", None)
    assert "secret" not in repr(Auth("bearer", token="secret"))
    with pytest.raises(StoreError, match="needs a token"):
        RemoteStore("http://127.0.0.1:1/query", auth=Auth("bearer"))
    with pytest.raises(StoreError, match="not an http"):
        RemoteStore("ftp://example.org/sparql")
    both = CliRunner().invoke(
        cli, ["info", "--store", str(tmp_path), "--endpoint", "http://127.0.0.1:1/query"]
    )
    assert both.exit_code == 2 and "not both" in both.stderr
    neither = CliRunner().invoke(cli, ["info"], env={"LEGALKG_STORE": None})
    assert neither.exit_code == 2 and "--endpoint URL" in neither.stderr
