"""Hostile and broken conditions at the CLI and in publish: one ``Error:`` line, exit 3.

File-system errors, input nested too deeply, a query that fails while it runs (SERVICE to a
closed port), credentials in URLs, an IRI too long for a file name, a symlinked ``--out``.
"""

from __future__ import annotations

import base64
import http.server
import json
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pyoxigraph as ox
import pytest
from click.testing import CliRunner, Result
from servers import free_port

from legalkg.cli import cli
from legalkg.ingest import ingest
from legalkg.publish import PublishError, Site, publish
from legalkg.store.local import Store

BASE = "https://example.org/"
DEEP = '{"type": ' + "[" * 5000 + "]" * 5000 + "}"


@pytest.fixture
def kg(tmp_path: Path, art6: Path) -> Path:
    path = tmp_path / "kg.db"
    result = CliRunner().invoke(cli, ["ingest", str(art6), "--store", str(path)])
    assert result.exit_code == 0, result.output
    return path


def one_error_line(result: Result) -> str:
    """The run failed with exit 3 and said so in one ``Error:`` line, no traceback."""
    assert result.exit_code == 3, (result.exit_code, result.output, result.exception)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    assert "Traceback" not in result.output
    return lines[0]


def test_export_to_a_missing_folder_or_an_unwritable_path(kg: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    missing = str(tmp_path / "nope" / "x.nq")
    line = one_error_line(runner.invoke(cli, ["export", "--store", str(kg), "-o", missing]))
    assert "nope/x.nq: No such file or directory" in line
    line = one_error_line(
        runner.invoke(cli, ["export", "--store", str(kg), "-o", "/dev/null/x.nq"])
    )
    assert "/dev/null/x.nq: Not a directory" in line
    assert not (tmp_path / "nope").exists()


def test_service_needs_allow_service_and_a_failure_is_one_line(kg: Path) -> None:
    runner = CliRunner()
    query = f"SELECT * WHERE {{ SERVICE <http://127.0.0.1:{free_port()}/q> {{ ?s ?p ?o }} }}"
    line = one_error_line(runner.invoke(cli, ["sparql", "--store", str(kg), query]))
    assert "--allow-service" in line
    line = one_error_line(
        runner.invoke(cli, ["sparql", "--store", str(kg), "--allow-service", query])
    )
    assert "refused" in line.lower()


def test_nested_request_and_batch(kg: Path) -> None:
    runner = CliRunner()
    line = one_error_line(runner.invoke(cli, ["ask", "--store", str(kg), "--request", DEEP]))
    assert "nested too deeply" in line
    batch = (
        json.dumps({"id": "a", "question": "What did art. 6 say on 2001-05-20?"})
        + "\n"
        + '{"id": "deep", "request": '
        + DEEP
        + "}\n"
        + json.dumps({"id": "c", "question": "What did art. 6 say on 2011-05-20?"})
        + "\n"
    )
    result = runner.invoke(cli, ["ask", "--store", str(kg), "--batch", "-"], input=batch)
    assert result.exit_code == 0, result.output
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(out) == 3
    assert "answer" in out[0] and "answer" in out[2]
    assert (
        "nested too deeply" in out[1]["error"]["message"] and "line 2" in out[1]["error"]["message"]
    )


class _Recorder(http.server.BaseHTTPRequestHandler):
    seen: list[str | None] = []

    def do_POST(self) -> None:
        type(self).seen.append(self.headers.get("Authorization"))
        self.send_response(404)
        self.end_headers()
        self.wfile.write(b"no such endpoint")

    do_GET = do_POST

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def recorder() -> Iterator[str]:
    _Recorder.seen = []
    server = http.server.HTTPServer(("127.0.0.1", 0), _Recorder)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def test_credentials_in_urls_are_sent_as_auth_and_never_printed(recorder: str) -> None:
    secret = "S3cr3tKEY"
    url = f"http://reader:{secret}@{recorder}/query"
    result = CliRunner().invoke(cli, ["info", "--endpoint", url, "--endpoint-retries", "0"])
    line = one_error_line(result)
    assert secret not in result.output and secret not in line
    assert f"http://{recorder}/query" in line
    expected = "Basic " + base64.b64encode(f"reader:{secret}".encode()).decode()
    assert _Recorder.seen and set(_Recorder.seen) == {expected}
    # A closed port: the message names the URL, without the password.
    closed = f"http://reader:{secret}@127.0.0.1:{free_port()}/query"
    result = CliRunner().invoke(cli, ["info", "--endpoint", closed, "--endpoint-retries", "0"])
    assert secret not in one_error_line(result)


def test_redact_everywhere_printed() -> None:
    from legalkg.cli import DataError

    assert "KEY" not in DataError("http://u:KEY@h/x failed").format_message()
    from legalkg.store.remote import RemoteStore

    assert "KEY" not in repr(RemoteStore("http://u:KEY@127.0.0.1:1/query"))


def _store_with_long_iri() -> tuple[Store, str]:
    store = Store()
    p = ox.NamedNode("https://example.org/p")
    long_iri = BASE + "eli/" + "/".join(["a" * 190] * 39)  # 7.4 kB, every segment legal
    assert len(long_iri) > 7000
    triples = [
        ox.Triple(ox.NamedNode(long_iri), p, ox.Literal("x")),
        ox.Triple(ox.NamedNode(BASE + "eli/ok"), p, ox.Literal("fine")),
    ]
    store.replace_graphs({ox.NamedNode(BASE + "graph/long"): triples})
    return store, long_iri


def test_publish_skips_a_path_too_long(tmp_path: Path) -> None:
    store, long_iri = _store_with_long_iri()
    report = publish(store, BASE, tmp_path / "site")
    assert [iri for iri, _ in report.skipped] == [long_iri]
    assert "too long" in report.skipped[0][1]
    assert (tmp_path / "site" / "eli/ok/index.html").is_file()


def test_publish_cli_warns_and_goes_on(tmp_path: Path) -> None:
    store, long_iri = _store_with_long_iri()
    db = tmp_path / "db"
    Store(db).replace_graphs({ox.NamedNode(BASE + "graph/long"): [q.triple for q in store.quads()]})
    result = CliRunner().invoke(cli, ["publish", "--store", str(db), "--out", str(tmp_path / "s")])
    assert result.exit_code == 0, result.output
    assert "too long" in result.stderr and long_iri[:60] in result.stderr


def test_symlinked_out_is_followed_and_replaced_whole(art6: Path, tmp_path: Path) -> None:
    store = Store()
    ingest([art6], store=store)
    real = tmp_path / "real-site"
    link = tmp_path / "site"
    link.symlink_to(real, target_is_directory=True)
    publish(store, BASE, link)
    assert link.is_symlink() and (real / "index.html").is_file()
    (real / "stale.txt").write_text("from an old site")
    publish(store, BASE, link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert not (real / "stale.txt").exists() and (real / "index.html").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["real-site", "site"]


def test_failed_publish_leaves_the_old_site(
    art6: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store()
    ingest([art6], store=store)
    out = tmp_path / "site"
    publish(store, BASE, out)
    before = {str(p.relative_to(out)): p.read_bytes() for p in out.rglob("*") if p.is_file()}

    def broken(self: Site, s: str, fmt: str, **kwargs: object) -> bytes:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Site, "document", broken)
    with pytest.raises(PublishError, match="No space left"):
        publish(store, BASE, out)
    after = {str(p.relative_to(out)): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_serve_on_a_taken_port_is_one_line(kg: Path) -> None:
    import socket

    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = str(taken.getsockname()[1])
        result = CliRunner().invoke(cli, ["serve", "--store", str(kg), "--port", port])
    assert "Address already in use" in one_error_line(result)
