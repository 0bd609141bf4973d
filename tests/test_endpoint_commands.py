"""Every command that takes a store also works against a SPARQL server (``--endpoint``).

One Oxigraph server (tests/servers.py) holds the Brazilian Constitution, one complaint event
graph and the GRAF law-graph sample; each command runs against it with no ``--store``.
``mcqa`` is covered by tests/test_graf.py.
"""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pyoxigraph as ox
import pytest
from click.testing import CliRunner, Result
from servers import Server, free_port, oxigraph_binary, oxigraph_server

from legalkg.cli import cli
from legalkg.ingest import example_path

pytestmark = pytest.mark.slow

DATA = Path(__file__).parent / "data"
W = "https://example.org/eli/br/constituicao/1988"
ART6 = "eli/br/constituicao/1988/tit2/art6"


def invoke(server: Server, args: list[str]) -> Result:
    """``legalkg ARGS --endpoint …`` with no store in the environment."""
    env: dict[str, str | None] = {"LEGALKG_STORE": None, "LEGALKG_ENDPOINT": None}
    env.update(server.cli_env())
    return CliRunner().invoke(cli, [*args, *server.cli_args()], env=env)


@pytest.fixture(scope="module")
def loaded() -> Iterator[Server]:
    if oxigraph_binary() is None:
        pytest.skip("the Oxigraph server is not installed here (pip install oxigraph)")
    with oxigraph_server() as server:
        sources = [
            str(example_path("br-constitution")),
            str(DATA / "events" / "case13193_doc62893.gold.json"),
            str(DATA / "graf" / "law_relext_work_sample.csv"),
        ]
        result = invoke(server, ["ingest", *sources])
        assert result.exit_code == 0, result.output
        yield server


COMMANDS = {
    "search": (["search", "moradia", "--at", "2001-01-01", "--top-k", "3"], "**moradia"),
    "search-json": (["search", "moradia", "-f", "json"], '"query": "moradia"'),
    "index": (["index"], "wordings from"),
    "draw-timeline": (["draw", "timeline", ART6], "Timeline of art. 6º"),
    "draw-events": (["draw", "events", "case13193_doc62893"], 'class="event-graph"'),
    "retrieve": (["retrieve", "muncă de noapte"], "COD MUNCII"),
}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_command_against_an_endpoint(loaded: Server, name: str) -> None:
    args, expected = COMMANDS[name]
    result = invoke(loaded, args)
    assert result.exit_code == 0, result.output
    assert expected in result.output


def test_publish_against_an_endpoint(loaded: Server, tmp_path: Path) -> None:
    out = tmp_path / "site"
    result = invoke(loaded, ["publish", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "resources" in result.output
    page = (out / ART6 / "2000-02-14" / "index.ttl").read_text(encoding="utf-8")
    version = ox.NamedNode(f"{W}/tit2/art6/2000-02-14")
    rdf_type = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
    assert ox.Triple(
        version, rdf_type, ox.NamedNode("https://w3id.org/legalkg#TemporalVersion")
    ) in {q.triple for q in ox.parse(page.encode("utf-8"), format=ox.RdfFormat.TURTLE)}
    assert (out / "complaint" / "case13193_doc62893" / "index.html").exists()


def _get(url: str, accept: str) -> tuple[int, str]:
    request = urllib.request.Request(url, headers={"Accept": accept})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return int(response.status), response.read().decode("utf-8")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8")


def test_serve_against_an_endpoint(loaded: Server, tmp_path: Path) -> None:
    port = free_port()
    legalkg = Path(sys.executable).parent / "legalkg"
    cmd = [str(legalkg), "serve", *loaded.cli_args(), "--port", str(port)]
    log = tmp_path / "serve.log"
    with log.open("wb") as sink:
        proc = subprocess.Popen(cmd, stdout=sink, stderr=subprocess.STDOUT)
    try:
        url = f"http://127.0.0.1:{port}"
        ask = f"{url}/sparql?" + urllib.parse.urlencode({"query": "ASK { ?s ?p ?o }"})
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, log.read_text()
            try:
                status, body = _get(ask, "application/sparql-results+json")
                break
            except OSError:
                assert time.monotonic() < deadline, log.read_text()
                time.sleep(0.3)
        assert (status, '"boolean": true' in body) == (200, True), body
        status, body = _get(f"{url}/{ART6}/2000-02-14", "text/turtle")
        assert status == 200, body
        assert "eli:" in body and "2000-02-14" in body
        status, body = _get(f"{url}/sparql?update=CLEAR%20ALL", "text/plain")
        assert status == 403
        assert loaded.endpoint in log.read_text()
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
