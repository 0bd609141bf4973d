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
from legalkg.core.identifiers import Minter
from legalkg.events.jsonio import load_graph
from legalkg.events.pipeline import extract_file
from legalkg.events.reader import EventSource
from legalkg.validation.shacl import validate_triples

DATA = Path(__file__).resolve().parent / "data" / "events"
ANSWERS: dict[str, str] = json.loads((DATA / "llm" / "answers.json").read_text("utf-8"))
RESOLVE_ANSWERS: dict[str, str] = json.loads(
    (DATA / "llm" / "resolve-answers.json").read_text("utf-8")
)
COMPLAINT = DATA / "case6412_doc20182.txt"


class Replay(BaseHTTPRequestHandler):
    calls: list[dict[str, Any]] = []
    answers: dict[str, str] = ANSWERS

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        messages = body["messages"]
        attempt = 1 if len(messages) == 2 else 2
        if messages[0]["content"].startswith("You resolve"):
            key, default = f"resolve/{attempt}", "{}"
        else:
            stage = 1 if messages[0]["content"].startswith("You extract") else 2
            chunk = messages[1]["content"].split(".", 1)[0].removeprefix("Chunk ")
            key = f"{chunk}/{stage}/{attempt}"
            default = '{"entities": [], "events": []}' if stage == 1 else '{"relations": []}'
        Replay.calls.append({"key": key, "messages": messages})
        content = Replay.answers.get(key, default)
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
    yield from _serve(ANSWERS)


@pytest.fixture
def resolve_server() -> Iterator[str]:
    yield from _serve(RESOLVE_ANSWERS)


def _serve(answers: dict[str, str]) -> Iterator[str]:
    Replay.calls = []
    Replay.answers = answers
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
    # the LLM's 2001 is dropped (not in the sentence); the date machinery reads June 9, 1999
    surgery = labels["McGrew has hand surgery"].date
    assert surgery is not None and surgery.value == "1999-06-09"
    # the report told on two days ("on June 14, 1999, and June 21, 1999") is two reports
    second = next(e for e in g.events if e.id == "c10-e1-2")
    assert second.date is not None and second.date.value == "1999-06-21"
    assert [(r.type, r.source, r.target) for r in g.relations] == [
        ("BEFORE", "c10-e1", "c10-e2"),
        ("BEFORE", "c10-e1", "c10-e1-2"),  # the first report before the second
        ("BEFORE", "c10-e3", "c10-e1"),  # from the dates: surgery June 9, report June 14
        ("BEFORE", "c10-e1-2", "c10-e2"),  # the second report June 21, the discharge June 24
    ]
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
    assert len(load_graph(out).events) == 4  # the report on two days is two reports


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


def test_llm_resolution_merges_and_adds_only_what_is_supported(resolve_server: str) -> None:
    config = LLMConfig(resolve_server, "replay")
    result = extract_file(COMPLAINT, extractor="llm", llm=config, resolve="llm")
    keys = [c["key"] for c in Replay.calls]
    assert keys[-2:] == ["resolve/1", "resolve/2"]  # the malformed answer was retried
    retry = Replay.calls[-1]["messages"]
    assert "'merge' is a required property" in retry[-1]["content"]
    shown = retry[1]["content"]  # the merged graph and its sentences are in the prompt
    assert "[s60] 21. Defendant discharged McGrew" in shown and '"id": "c11-defendant"' in shown
    g = result.graph
    merge = g.merge or {}
    res = merge["resolution"]
    assert merge["entities"] == {"before": 5, "after": 4}  # c11's McGrew is c10's
    assert res["entities"] == {"before": 4, "after": 2}
    # the deterministic document-level pass (the same as for the rules) merged the discharge
    # told in ¶19 and ¶21 before the LLM saw the graph: the recorded answer's merge of
    # c11-e1, and its link from it, now name an id that is no longer in the graph
    assert ["c10-e2", "c11-e1"] in merge["merged_events"]
    # the report told on two days is two reports (c10-e1 split in two: June 14 and June 21);
    # the LLM merges the formal complaint c9-e1 (¶17) with the report of June 14 (c10-e1)
    assert res["events"] == {"before": 4, "after": 3}
    # c10's BEFORE ("three days later"), the CAUSES of "in retaliation for" (a document-level
    # cue), the BEFORE of the two days and the one from the dates: moved onto c9-e1, none twice
    assert res["relations"] == {"before": 4, "after": 4}
    assert res["merged_entities"] == [
        ["c10-mcgrew", "c9-mcgrew"],
        ["c10-respondent", "c11-defendant"],
    ]
    assert res["merged_events"] == [["c9-e1", "c10-e1"]]
    assert {e.id: e.name for e in g.entities} == {
        "c10-mcgrew": "McGrew",
        "c10-respondent": "Respondent",
    }
    respondent = next(e for e in g.entities if e.id == "c10-respondent")
    assert set(respondent.legal_roles) == {"employer", "defendant"}
    assert "Defendant" in respondent.aliases
    discharge = next(e for e in g.events if e.id == "c10-e2")
    assert {x.sentence_id for x in discharge.evidence} == {"s55", "s60"}
    assert {(p.entity, p.role) for p in discharge.participants} == {
        ("c10-respondent", "agent"),
        ("c10-mcgrew", "patient"),
    }
    assert [(r.type, r.source, r.target) for r in g.relations] == [
        ("BEFORE", "c9-e1", "c10-e2"),  # c10-e1 was merged into c9-e1
        ("CAUSES", "c9-e1", "c10-e2"),
        ("BEFORE", "c9-e1", "c10-e1-2"),  # the report of June 14 before that of June 21
        ("BEFORE", "c10-e1-2", "c10-e2"),  # June 21 before the discharge of June 24
    ]
    report = next(e for e in g.events if e.id == "c9-e1")
    assert {x.sentence_id for x in report.evidence} == {"s49", "s54"}
    assert report.date is not None and report.date.value == "1999-06-14"
    whys = {d["item"]: d["why"] for d in res["dropped"]}
    assert "not allowed" in whys["delete_events"]
    assert "different kinds" in whys["same_entities[2]: c10-mcgrew = c11-defendant"]
    assert "unknown entity id 'c7-smith'" in whys["same_entities[3]: c10-mcgrew = c7-smith"]
    assert "different event types" in whys["same_events[2]: c9-e1 = c10-e2"]
    r2 = [d["why"] for d in res["dropped"] if d["item"] == "add_relations[1] (r2)"]
    assert r2 == ["invented sentence id 's999'", "unsupported relation (no valid evidence)"]
    assert "contradict the dates" in whys["add_relations[2] (r3)"]
    assert "cites no sentence of either event" in whys["add_relations[3] (r4)"]
    assert "unknown event id 'ev77'" in whys["add_relations[4] (r5)"]
    assert "unknown event id 'c11-e1'" in whys["same_events[1]: c10-e2 = c11-e1"]
    assert len(res["dropped"]) == 11
    assert all(d in result.report["dropped"] for d in res["dropped"])
    triples = EventSource(str(COMPLAINT), g).to_graphs(Minter())[0][1]
    assert validate_triples(triples).conforms


def test_llm_resolution_cli_prints_counts(resolve_server: str, tmp_path: Path) -> None:
    out = tmp_path / "g.json"
    args = ["events", "extract", str(COMPLAINT), "--extractor", "llm", "--resolve", "llm"]
    args += ["--llm-base-url", resolve_server, "--llm-model", "replay", "-o", str(out)]
    run = CliRunner().invoke(cli, args)
    assert run.exit_code == 0, run.output
    assert "LLM resolution: entities 4 → 2, events 4 → 3, relations 4 → 4, dropped 11" in run.output
    data = json.loads(out.read_text("utf-8"))
    # r1 (CAUSES into the discharge told in ¶21) is already in the graph from the cue "in
    # retaliation for", on the discharge the deterministic pass merged; the answer's r1 names
    # the merged id and is dropped
    assert data["merge"]["resolution"]["added_relations"] == []
    assert any(r["type"] == "CAUSES" for r in data["relations"])
    assert len(load_graph(out).events) == 3  # ¶17's complaint is the report of June 14


def test_resolution_refuses_merging_linked_events_and_cycles() -> None:
    from legalkg.events.model import Event, Evidence, Relation, Sentence
    from legalkg.events.resolve import apply_resolution

    sents = {f"s{i}": Sentence(f"s{i}", 0, 5, f"text{i}") for i in range(1, 4)}
    evs = [
        Event(f"ev{i}", f"e{i}", "complaint", (Evidence(f"s{i}", f"text{i}"),), 0.9)
        for i in range(1, 4)
    ]
    rels = [
        Relation("r1", "BEFORE", "ev1", "ev2", (Evidence("s2", "text2"),), 0.9),
        Relation("r2", "BEFORE", "ev2", "ev3", (Evidence("s3", "text3"),), 0.9),
    ]
    answer = {
        "same_events": [
            {"keep": "ev1", "merge": ["ev2"]},  # linked by r1: would delete it
            {"keep": "ev1", "merge": ["ev3"]},  # ev1 < ev2 < ev3: would close a cycle
        ],
        "add_relations": [
            {
                "id": "r9",
                "type": "BEFORE",
                "source": "ev3",
                "target": "ev1",
                "confidence": 0.5,
                "evidence": [{"sentence_id": "s3", "quote": "text3"}],
            },
            {
                "id": "r1",
                "type": "CAUSES",
                "source": "ev1",
                "target": "ev2",
                "confidence": 0.5,
                "evidence": [{"sentence_id": "s1", "quote": "text1"}],
            },
            {
                "id": "r8",
                "type": "SAME-TIME",
                "source": "ev2",
                "target": "ev1",
                "confidence": 0.5,
                "evidence": [{"sentence_id": "s1", "quote": "text1"}],
            },
        ],
    }
    _, events, relations, res = apply_resolution([], evs, rels, sents, answer)
    assert [e.id for e in events] == ["ev1", "ev2", "ev3"]
    whys = [d["why"] for d in res.dropped]
    assert "linked by r1" in whys[0] and "cycle" in whys[1] and "cycle" in whys[2]
    assert "contradicts r1 (BEFORE)" in whys[3]
    assert [r.id for r in relations] == ["r1", "r2", "res-r1"]  # an id already taken is renamed
