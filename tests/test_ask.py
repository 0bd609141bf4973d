"""Point-in-time, history, impact and provenance answers on the whole Constitution."""

from __future__ import annotations

import http.server
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from legalkg.asking import LLMConfig, LLMError, ask_batch, ask_one, chat
from legalkg.cli import cli
from legalkg.engine.answers import answer_request
from legalkg.engine.planner import PlanError, make_plan, request_from_json
from legalkg.norms.requests import ActionsBySource, ImpactInScope, ValidVersions
from legalkg.store.local import Store

W = "https://example.org/eli/br/constituicao/1988"


def ask(store: Store, question: str) -> dict:  # type: ignore[type-arg]
    return ask_one(store, question=question).answer.to_json()


@pytest.mark.parametrize(
    ("day", "fragment", "start"),
    [
        ("1999-12-31", "o trabalho, o lazer", "1988-10-05"),
        ("2000-02-13", "o trabalho, o lazer", "1988-10-05"),
        ("2000-02-14", "a moradia", "2000-02-14"),
        ("2010-02-04", "a alimentação", "2010-02-04"),
        ("2015-09-15", "o transporte", "2015-09-15"),
    ],
)
def test_art6_point_in_time(cf88: Store, day: str, fragment: str, start: str) -> None:
    out = ask(cf88, f"What did art. 6 of the Constitution say on {day}?")
    (v,) = out["result"]["versions"]
    assert fragment in v["text"] and v["valid_from"] == start
    assert v["citation"] == "art. 6º"
    assert v["iri"] == f"{W}/tit2/art6/{start}"
    assert fragment in out["answer"]
    assert out["request"] == {
        "type": "valid-versions",
        "component": "art. 6º",
        "date": day,
        "work": "Constituição",
    }
    assert {"question", "request", "plan", "result", "answer", "citations", "prompt"} <= set(out)
    assert all(s["sparql"] and "template" in s for s in out["plan"]["steps"])
    assert v["iri"] in out["prompt"] and "ONLY the facts" in out["prompt"]


def test_art6_history_has_exactly_four_versions(cf88: Store) -> None:
    for q in ("How has art. 6 changed over time?", "Quais foram as versões do art. 6?"):
        versions = ask(cf88, q)["result"]["versions"]
        assert [(v["valid_from"], v["valid_until"]) for v in versions] == [
            ("1988-10-05", "2000-02-14"),
            ("2000-02-14", "2010-02-04"),
            ("2010-02-04", "2015-09-15"),
            ("2015-09-15", None),
        ]


def test_provenance_of_the_2015_version(cf88: Store) -> None:
    out = ask(cf88, "Qual a origem do art. 6º em 2016-01-01?")
    head, *rest = out["result"]["lineage"]
    assert head["valid_from"] == "2015-09-15"
    assert [a["iri"] for a in head["produced_by"]["acts"]] == [
        "https://example.org/eli/br/emenda_constitucional/2015/90"
    ]
    assert head["replaced"] == f"{W}/tit2/art6/2010-02-04"
    assert [s["valid_from"] for s in rest] == ["2010-02-04", "2000-02-14", "1988-10-05"]
    assert "Emenda Constitucional nº 90" in out["answer"]


def test_impact_on_title_ii_in_2000(cf88: Store) -> None:
    out = ask(cf88, "What changed in Title II between 2000-01-01 and 2000-12-31?")
    assert "art. 6º" in out["result"]["changed_components"]
    assert all("2000-01-01" <= a["date"] < "2001-01-01" for a in out["result"]["actions"])


def test_forward_impact_of_the_2000_02_14_amendment(cf88: Store) -> None:
    out = answer_request(ActionsBySource(act="26"), cf88).to_json()
    cited = {a["component"]["citation"] for a in out["result"]["actions"]}
    assert "art. 6º" in cited
    art6 = next(a for a in out["result"]["actions"] if a["component"]["citation"] == "art. 6º")
    assert art6["produced"] == [f"{W}/tit2/art6/2000-02-14"]
    assert art6["terminated"] == [f"{W}/tit2/art6/1988-10-05"]


def test_before_it_existed_and_after_it_was_repealed(cf88: Store) -> None:
    before = ask(cf88, "O que dizia o art. 5º, inciso LXXVIII em 1º de junho de 2004?")
    assert before["result"]["versions"] == []
    assert "not yet in force" in before["answer"] and "2004-12-08" in before["answer"]
    gap = ask(cf88, "What did art. 42, § 3 say on 2005-01-01?")
    assert gap["result"]["versions"] == []
    assert "repealed on 1998-02-05" in gap["answer"] and "2019-07-03" in gap["answer"]
    assert "Emenda Constitucional nº 18" in gap["answer"]


def test_compare_versions_word_level(cf88: Store) -> None:
    out = ask(cf88, "Compare art. 6 on 1999-01-01 and 2016-01-01")
    (change,) = out["result"]["changes"]
    inserted = " ".join(op["new"] for op in change["diff"] if op["op"] == "insert")
    assert "a moradia" in inserted and "a alimentação" in inserted and "o transporte" in inserted


def test_hierarchy_on_a_date(cf88: Store) -> None:
    out = ask(cf88, "What was the structure of Title II on 2001-01-01?")
    tree = out["result"]["tree"]
    assert tree["citation"] == "Título II"
    chapters = [p["citation"] for p in tree["parts"]]
    assert chapters[:2] == ["Título II, Capítulo I", "Título II, Capítulo II"]


def test_same_question_same_bytes(cf88: Store) -> None:
    q = "What did art. 6 of the Constitution say on 20 May 2001?"
    assert ask_one(cf88, question=q).answer.dumps() == ask_one(cf88, question=q).answer.dumps()
    plan = make_plan(ValidVersions(component="art. 6º", date="2001-05-20"))
    assert (
        plan.fingerprint()
        == make_plan(ValidVersions(component="art. 6º", date="2001-05-20")).fingerprint()
    )


def test_unknown_citation_and_work_are_reported(cf88: Store) -> None:
    with pytest.raises(PlanError, match="no component .* is cited as 'art. 999'"):
        answer_request(ValidVersions(component="art. 999", date="2001-01-01"), cf88)
    with pytest.raises(PlanError, match="no work named"):
        answer_request(
            ValidVersions(component="art. 6º", date="2001-01-01", work="Lei de Falências"), cf88
        )


def test_request_json_errors() -> None:
    with pytest.raises(PlanError, match="unknown request type"):
        request_from_json({"type": "nope"})
    with pytest.raises(PlanError, match="unknown parameter"):
        request_from_json(
            {"type": "valid-versions", "component": "x", "date": "2001-01-01", "dat": "x"}
        )
    with pytest.raises(PlanError, match="not a date"):
        request_from_json({"type": "valid-versions", "component": "x", "date": "2001-13-01"})
    assert request_from_json(
        {
            "type": "impact-in-scope",
            "scope": "Título II",
            "from": "2000-01-01",
            "until": "2001-01-01",
        }
    ) == ImpactInScope(scope="Título II", from_="2000-01-01", until="2001-01-01")


def test_batch_keeps_order_ids_and_goes_on_after_errors(cf88: Store) -> None:
    lines = [
        json.dumps({"id": "a", "question": "What did art. 6 say on 2001-05-20?"}),
        json.dumps({"id": "b", "question": "What is love?"}),
        "not json",
        json.dumps(
            {
                "id": 7,
                "request": {"type": "valid-versions", "component": "art. 6º", "date": "2016-01-01"},
            }
        ),
    ]
    out = [json.loads(x) for x in ask_batch(lines, cf88)]
    assert [o["id"] for o in out] == ["a", "b", 3, 7]
    assert "a moradia" in out[0]["result"]["versions"][0]["text"]
    assert out[1]["error"]["type"] == "QuestionError"
    assert out[2]["error"]["type"] == "json"
    assert "o transporte" in out[3]["result"]["versions"][0]["text"]


def test_cli_ask_text_json_and_request(tmp_path: Path, art6: Path) -> None:
    runner = CliRunner()
    store = str(tmp_path / "kg")
    assert runner.invoke(cli, ["ingest", str(art6), "--store", store]).exit_code == 0
    text = runner.invoke(cli, ["ask", "--store", store, "What did art. 6 say on 2001-05-20?"])
    assert text.exit_code == 0
    assert text.stdout.startswith("On 2001-05-20, art. 6º read: «Art. 6º São direitos sociais")
    assert "Grounded prompt" in text.stdout
    js = runner.invoke(
        cli,
        [
            "ask",
            "--store",
            store,
            "-f",
            "json",
            "--request",
            '{"type": "item-versions", "component": "art. 6º"}',
        ],
    )
    assert len(json.loads(js.stdout)["result"]["versions"]) == 4
    bad = runner.invoke(cli, ["ask", "--store", store, "What is love?"])
    assert bad.exit_code == 3 and "Accepted questions" in bad.stderr
    assert runner.invoke(cli, ["ask", "--store", store]).exit_code == 2
    batch = tmp_path / "q.jsonl"
    batch.write_text('{"id": 1, "question": "art. 6 on 2001-05-20"}\n', "utf-8")
    out = runner.invoke(cli, ["ask", "--store", store, "--batch", str(batch)])
    assert json.loads(out.stdout)["id"] == 1


def test_cli_queries_and_query(tmp_path: Path, art6: Path) -> None:
    runner = CliRunner()
    store = str(tmp_path / "kg")
    runner.invoke(cli, ["ingest", str(art6), "--store", store])
    listing = runner.invoke(cli, ["queries"]).stdout
    assert "valid-versions" in listing and "component:iri" in listing
    shown = runner.invoke(cli, ["queries", "show", "valid-versions"]).stdout
    assert shown.startswith("# id: valid-versions")
    result = runner.invoke(
        cli,
        [
            "query",
            "valid-versions",
            "--store",
            store,
            "-p",
            f"component={W}/tit2/art6",
            "-p",
            "date=2001-05-20",
            "-f",
            "csv",
        ],
    )
    assert result.exit_code == 0 and "2000-02-14" in result.stdout
    bad = runner.invoke(
        cli,
        [
            "query",
            "valid-versions",
            "--store",
            store,
            "-p",
            "component=x> } DROP ALL #",
            "-p",
            "date=2001-05-20",
        ],
    )
    assert bad.exit_code == 3 and "not a valid IRI" in bad.stderr


class _StandIn(http.server.BaseHTTPRequestHandler):
    """A stand-in OpenAI-compatible chat endpoint on 127.0.0.1."""

    requests: list[dict] = []  # type: ignore[type-arg]

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append(
            {"path": self.path, "auth": self.headers.get("Authorization"), "body": body}
        )
        user = body["messages"][-1]["content"]
        if "Translate" in body["messages"][0]["content"]:
            content = (
                'Here: {"type": "valid-versions", "component": "art. 6º", "date": "2001-05-20"}'
            )
        else:
            content = "Social rights included housing [1]." if "ONLY the facts" in user else "?"
        payload = json.dumps({"choices": [{"message": {"content": content}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def llm_server() -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _StandIn)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _StandIn.requests = []
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()


def test_llm_answer_and_llm_parse(cf88: Store, llm_server: str) -> None:
    config = LLMConfig(llm_server, "stand-in", "secret-key")
    asked = ask_one(cf88, question="What did art. 6 say on 2001-05-20?", llm=config)
    assert asked.llm_answer == "Social rights included housing [1]."
    assert "Deterministic answer" in asked.render("text")
    sent = _StandIn.requests[-1]
    assert sent["path"] == "/v1/chat/completions" and sent["auth"] == "Bearer secret-key"
    assert sent["body"]["temperature"] == 0
    assert "secret-key" not in repr(config)
    parsed = ask_one(
        cf88, question="tell me about social rights in May 2001, sixth article", llm_parse=config
    )
    assert parsed.parsed_by_llm is not None and '"valid-versions"' in parsed.parsed_by_llm
    assert parsed.answer.result["versions"][0]["valid_from"] == "2000-02-14"


def test_llm_errors_are_clear() -> None:
    with pytest.raises(LLMError, match="needs --llm-base-url"):
        chat(LLMConfig(None, None), [])
    with pytest.raises(LLMError, match="cannot reach the LLM"):
        chat(LLMConfig("http://127.0.0.1:9/v1", "m", timeout=2), [])


def test_a_batch_resolves_the_work_once_and_answers_as_one_by_one(
    cf88: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    questions = [
        "What did art. 6 say on 2001-05-20?",
        "What did art. 6 say on 2011-05-20?",
        "Quais foram as versões do art. 6?",
    ]
    alone = [ask_one(cf88, question=q).to_json() for q in questions]
    sent: list[str] = []
    query = cf88.query

    def counting(sparql: str, **kwargs: Any) -> Any:
        sent.append(sparql)
        return query(sparql, **kwargs)

    monkeypatch.setattr(cf88, "query", counting)
    lines = [json.dumps({"id": i, "question": q}) for i, q in enumerate(questions)]
    batch = [json.loads(x) for x in ask_batch(lines, cf88)]
    assert [{k: v for k, v in b.items() if k != "id"} for b in batch] == alone
    assert sum("lkg:Work" in s and "rdfs:label ?title" in s for s in sent) == 1
    assert sum("VALUES ?label" in s for s in sent) == 1  # art. 6º resolved once


# ------------------------------------------------------------------------------------------
# caches of the answering path (issue 18, item 4): never a stale answer after a write

LABELS = ["art. 6º", "art. 7º", "Título I", "Título II", "Título II, Capítulo II"]


def _swapped(tmp_path: Path, art6: Path) -> Path:
    """The Art. 6 example with the citations of art. 6 and art. 7 swapped: a stale cache
    would answer about the other article."""
    text = art6.read_text("utf-8")
    text = text.replace("label: art. 6º\n", "label: @SIX@\n").replace(
        "label: art. 7º\n", "label: art. 6º\n"
    )
    path = tmp_path / "swapped" / "art6.yaml"
    path.parent.mkdir()
    path.write_text(text.replace("label: @SIX@\n", "label: art. 7º\n"), "utf-8")
    return path


def _answers(store: Store) -> list[str]:
    """Each label asked one by one, then all of them as a batch (enough citations of the
    work to build its label index, :data:`legalkg.norms.answers.LABEL_INDEX_AFTER`)."""
    requests = [{"type": "valid-versions", "component": c, "date": "2001-01-01"} for c in LABELS]
    one = [ask_one(store, request_json=json.dumps(r)).render("json") for r in requests]
    lines = [json.dumps({"id": i, "request": r}) for i, r in enumerate(requests)]
    return one + list(ask_batch(lines, store))


@pytest.mark.parametrize("on_disk", [False, True])
def test_a_write_between_two_asks_gives_the_new_answer(
    tmp_path: Path, art6: Path, on_disk: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    from legalkg.ingest import ingest

    monkeypatch.setattr("legalkg.norms.answers.LABEL_INDEX_AFTER", 2)  # the index is built, too
    swapped = _swapped(tmp_path, art6)
    store = Store(tmp_path / "kg") if on_disk else Store()
    ingest([art6], store=store, validate=False)
    before = _answers(store)
    assert _answers(store) == before  # the caches answer the same
    ingest([swapped], store=store, validate=False)  # same graph, citations swapped
    after = _answers(store)
    fresh = Store(tmp_path / "fresh") if on_disk else Store()
    ingest([swapped], store=fresh, validate=False)
    assert after == _answers(fresh)
    assert after != before
    art6_iri = "https://example.org/eli/br/constituicao/1988/tit2/art6"
    first = json.loads(after[0])["result"]["component"]
    assert first == {"iri": art6_iri.replace("art6", "art7"), "citation": "art. 6º"}
    if on_disk:  # a reader opened now reads the new generation; one closed reads nothing
        reader = Store(tmp_path / "kg", read_only=True)
        assert _answers(reader) == after
        reader.close()
        with pytest.raises(PlanError, match="no work"):
            answer_request(ValidVersions(component="art. 6º", date="2001-01-01"), reader)
        store.close()
        fresh.close()


def test_the_generation_cache_is_shared_across_calls_and_keyed_by_generation(
    tmp_path: Path, art6: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from legalkg.engine.answers import shared_cache
    from legalkg.ingest import ingest

    store = Store(tmp_path / "kg")
    ingest([art6], store=store, validate=False)
    assert Store().snapshot is None and shared_cache(Store()) is None
    sent: list[str] = []
    query = store.query

    def counting(sparql: str, **kwargs: Any) -> Any:
        sent.append(sparql)
        return query(sparql, **kwargs)

    monkeypatch.setattr(store, "query", counting)
    monkeypatch.setattr(
        "legalkg.norms.answers.LABEL_INDEX_AFTER", 2
    )  # an index after two citations
    for c in LABELS:
        answer_request(ValidVersions(component=c, date="2001-01-01"), store)
    assert sum("lkg:Work" in s and "rdfs:label ?title" in s for s in sent) == 1
    # two citations resolved one by one, then the work's label index answers the rest
    assert sum("VALUES ?label" in s for s in sent) == 2
    assert sum("id: component-labels" in s for s in sent) == 1
    old = shared_cache(store)
    ingest([_swapped(tmp_path, art6)], store=store, validate=False)
    assert shared_cache(store) is not old and store.snapshot is not None
    store.close()
    assert store.snapshot is None and shared_cache(store) is None


def test_a_built_in_request_does_not_import_the_extensions() -> None:
    """The extension modules (discovery imports numpy) load only for a type the built-ins do
    not know; a batch of built-in requests does not pay for them."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from legalkg.engine.planner import request_from_json\n"
        "import legalkg.norms.requests  # the norm request types, as the old path loaded them\n"
        "request_from_json({'type': 'valid-versions', 'component': 'art. 6º', 'date': "
        "'2001-05-20'})\n"
        "assert 'legalkg.norms.discovery' not in sys.modules, 'loaded for a built-in type'\n"
        "assert type(request_from_json({'type': 'timeline', 'complaint': 'x'})).__name__ == "
        "'Timeline'\n"
        "assert 'legalkg.norms.discovery' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
