"""The LLM extractor against a stand-in OpenAI-compatible server on 127.0.0.1 that replays
recorded answers (tests/data/events/llm/answers.json): a malformed answer is retried once with
the validation error; invented sentence ids, unsupported dates, entities and relations are
dropped and reported; a stage that stays malformed is dropped and reported."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from legalkg.asking import LLMConfig
from legalkg.cli import cli
from legalkg.events.jsonio import load_graph
from legalkg.events.pipeline import extract_file
from legalkg.events.reader import EventSource
from legalkg.identifiers import Minter
from legalkg.validate import validate_triples

DATA = Path(__file__).resolve().parent / "data" / "events"
ANSWERS: dict[str, str] = json.loads((DATA / "llm" / "answers.json").read_text("utf-8"))
COMPLAINT = DATA / "case6412_doc20182.txt"


class Replay(BaseHTTPRequestHandler):
    calls: list[dict[str, Any]] = []

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        messages = body["messages"]
        stage = 1 if messages[0]["content"].startswith("You extract") else 2
        chunk = messages[1]["content"].split(".", 1)[0].removeprefix("Chunk ")
        attempt = 1 if len(messages) == 2 else 2
        key = f"{chunk}/{stage}/{attempt}"
        Replay.calls.append({"key": key, "messages": messages})
        default = '{"entities": [], "events": []}' if stage == 1 else '{"relations": []}'
        content = ANSWERS.get(key, default)
        out = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]})
        data = out.encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def server() -> Iterator[str]:
    Replay.calls = []
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Replay)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_llm_extraction_retries_and_drops(server: str) -> None:
    result = extract_file(COMPLAINT, extractor="llm", llm=LLMConfig(server, "replay"))
    keys = [c["key"] for c in Replay.calls]
    assert "c10/1/1" in keys and "c10/1/2" in keys  # retried once
    retry = next(c for c in Replay.calls if c["key"] == "c10/1/2")["messages"]
    assert "not valid JSON" in retry[-1]["content"]
    g = result.graph
    labels = {e.label: e for e in g.events}
    assert set(labels) == {
        "McGrew reports the condoms",
        "Respondent discharges McGrew",
        "McGrew has hand surgery",
    }
    assert labels["Respondent discharges McGrew"].date is not None
    assert labels["McGrew has hand surgery"].date is None  # 2001 is not in the sentence
    assert [(r.type, r.source, r.target) for r in g.relations] == [("BEFORE", "c10-e1", "c10-e2")]
    whys = [d["why"] for d in result.report["dropped"]]
    assert "invented sentence id 's999'" in whys
    assert any("'John Smith' is not in the chunk" in w for w in whys)
    assert any("date 2001-06-09 is not in the cited sentences" in w for w in whys)
    assert any("relation between unknown events 'e2', 'e9'" in w for w in whys)
    assert any(w.startswith("unsupported relation") for w in whys)
    assert any(
        d["chunk"] == "c11" and "malformed answer after one retry" in d["why"]
        for d in result.report["dropped"]
    )
    triples = EventSource(str(COMPLAINT), g).to_graphs(Minter())[0][1]
    assert validate_triples(triples).conforms


def test_llm_cli(server: str, tmp_path: Path) -> None:
    out = tmp_path / "g.json"
    run = CliRunner().invoke(
        cli,
        [
            "events",
            "extract",
            str(COMPLAINT),
            "--extractor",
            "llm",
            "--llm-base-url",
            server,
            "--llm-model",
            "replay",
            "-o",
            str(out),
        ],
    )
    assert run.exit_code == 0, run.output
    assert "dropped" in run.output
    data = json.loads(out.read_text("utf-8"))
    assert data["complaint"]["extractor"] == "llm:replay"
    assert data["report"]["dropped"]
    assert len(load_graph(out).events) == 3


def test_llm_unreachable_is_exit_3(tmp_path: Path) -> None:
    run = CliRunner().invoke(
        cli,
        [
            "events",
            "extract",
            str(COMPLAINT),
            "--extractor",
            "llm",
            "--llm-base-url",
            "http://127.0.0.1:9/v1",
            "--llm-model",
            "x",
            "-o",
            str(tmp_path / "g.json"),
        ],
    )
    assert run.exit_code == 3
    assert "cannot reach the LLM" in run.output
    assert not (tmp_path / "g.json").exists()
