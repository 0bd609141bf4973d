"""Complaint event graphs: event JSON, RDF, SHACL, ingest, requests and the rules pipeline.

Fixtures in tests/data/events/ (see its README): two real complaints and the gold event graphs
written by reading them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pyoxigraph as ox
import pytest
from click.testing import CliRunner

from legalkg.cli import cli
from legalkg.core.errors import InputError
from legalkg.core.identifiers import Minter
from legalkg.engine.answers import answer_request
from legalkg.engine.planner import PlanError, request_from_json
from legalkg.events.jsonio import dumps, load_graph
from legalkg.events.pipeline import extract_file
from legalkg.events.reader import read
from legalkg.ingest import ingest
from legalkg.norms.questions import parse_question
from legalkg.store.local import Store
from legalkg.validation.shacl import validate_triples

DATA = Path(__file__).resolve().parent / "data" / "events"
SAL = "case13193_doc62893"
PMI = "case6412_doc20182"
GOLD = [DATA / f"{SAL}.gold.json", DATA / f"{PMI}.gold.json"]


@pytest.fixture(scope="module")
def gold_store() -> Store:
    store = Store()
    result = ingest(GOLD, store=store)
    assert result.report is not None and result.report.conforms
    return store


def _text(name: str) -> str:
    return (DATA / f"{name}.txt").read_text(encoding="utf-8")


def _gold_json(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / f"{name}.gold.json").read_text(encoding="utf-8"))
    return data


# ------------------------------------------------------------------------------------------
# format, reader, RDF


def test_gold_sentences_are_slices_of_the_complaint() -> None:
    for name in (SAL, PMI):
        graph = load_graph(DATA / f"{name}.gold.json")
        text = _text(name)
        assert all(text[s.start : s.end] == s.text for s in graph.sentences)
        assert 10 <= len(graph.events) <= 20


def test_one_named_graph_per_complaint(gold_store: Store) -> None:
    graphs = sorted(g.value for g in gold_store.oxigraph.named_graphs())
    assert graphs == [
        f"https://example.org/graph/complaint/{SAL}",
        f"https://example.org/graph/complaint/{PMI}",
    ]


def test_evidence_is_a_web_annotation_with_both_selectors() -> None:
    _, triples = read(GOLD[0]).to_graphs(Minter())[0]
    ev = ox.NamedNode(f"https://example.org/complaint/{SAL}/event/ev11/evidence/1")
    props = {t.predicate.value.rsplit("#", 1)[-1] for t in triples if t.subject == ev}
    assert {"hasSource", "hasSelector", "sentence"} <= props
    position = ox.NamedNode(ev.value + "/position")
    values = {
        t.predicate.value.rsplit("#", 1)[-1]: t.object.value
        for t in triples
        if t.subject == position
    }
    quote = next(
        t.object.value
        for t in triples
        if t.subject == ox.NamedNode(ev.value + "/quote") and t.predicate.value.endswith("exact")
    )
    assert _text(SAL)[int(values["start"]) : int(values["end"])] == quote


def test_same_input_same_bytes() -> None:
    assert dumps(load_graph(GOLD[0])) == dumps(load_graph(GOLD[0]))
    a = read(GOLD[1]).to_graphs(Minter())
    b = read(GOLD[1]).to_graphs(Minter())
    assert a == b


# ------------------------------------------------------------------------------------------
# bad input: exit 3, file and field named, nothing written


def _bad(tmp_path: Path, name: str, content: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content)
    return path


def _mutated(tmp_path: Path, change: Any) -> Path:
    data = _gold_json(SAL)
    change(data)
    return _bad(tmp_path, "bad.json", json.dumps(data).encode())


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("empty.txt", b"  \n", "the file is empty"),
        ("binary.txt", b"\x00\x01\x02PK", "binary"),
        ("latin1.txt", "Défendant a congédié".encode("latin-1"), "not UTF-8"),
    ],
)
def test_bad_text_files(tmp_path: Path, name: str, content: bytes, message: str) -> None:
    path = _bad(tmp_path, name, content)
    result = CliRunner().invoke(cli, ["ingest", str(path), "--store", str(tmp_path / "db")])
    assert result.exit_code == 3, result.output
    assert str(path) in result.output and message in result.output
    store = Store()
    with pytest.raises(InputError):
        ingest([GOLD[0], path], store=store)
    assert not list(store.oxigraph.named_graphs())


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        (lambda d: d["events"][2].update(confidence=1.5), "events[2].confidence", "schema"),
        (
            lambda d: d["relations"][0].update(target="ev99"),
            "relations[0].target",
            "unknown event id 'ev99'",
        ),
        (
            lambda d: d["events"][0]["evidence"][0].update(sentence_id="s999"),
            "events[0].evidence[0].sentence_id",
            "unknown sentence id",
        ),
        (
            lambda d: d["events"][0]["evidence"][0].update(quote="not in the text"),
            "events[0].evidence[0].quote",
            "not an exact substring",
        ),
        (
            lambda d: d["events"][0]["participants"][0].update(role="villain"),
            "events[0].participants[0].role",
            "schema",
        ),
        (
            lambda d: d["events"][10]["date"].update(value="2009-02-30"),
            "events[10].date.value",
            "not a real day",
        ),
    ],
)
def test_bad_event_json(tmp_path: Path, change: Any, field: str, message: str) -> None:
    path = _mutated(tmp_path, change)
    result = CliRunner().invoke(cli, ["ingest", str(path), "--store", str(tmp_path / "db")])
    assert result.exit_code == 3, result.output
    assert f"{path}: {field}" in result.output and message in result.output
    store = Store()
    with pytest.raises(InputError):
        ingest([GOLD[1], path], store=store)
    assert not list(store.oxigraph.named_graphs())


# ------------------------------------------------------------------------------------------
# SHACL


def _triples(name: str = SAL) -> list[ox.Triple]:
    return read(DATA / f"{name}.gold.json").to_graphs(Minter())[0][1]


def _report(triples: list[ox.Triple], engine: str = "turbo") -> set[str]:
    report = validate_triples(triples, engine=engine)
    return {r.message.split(":")[0] for r in report.results}


@pytest.mark.parametrize("engine", ["turbo", "pyshacl"])
def test_gold_graphs_conform(engine: str) -> None:
    assert validate_triples(_triples(SAL) + _triples(PMI), engine=engine).conforms


def _swap(
    triples: list[ox.Triple], predicate: str, subject_end: str, value: Any
) -> list[ox.Triple]:
    out = [
        t
        for t in triples
        if not (t.predicate.value.endswith(predicate) and t.subject.value.endswith(subject_end))
    ]
    subject = next(t.subject for t in triples if t.subject.value.endswith(subject_end))
    out.append(
        ox.Triple(
            subject,
            ox.NamedNode(
                predicate if "://" in predicate else "https://w3id.org/legalkg#" + predicate
            ),
            value,
        )
    )
    return out


@pytest.mark.parametrize("engine", ["turbo", pytest.param("pyshacl", marks=pytest.mark.slow)])
def test_shapes_catch_bad_graphs(engine: str) -> None:
    base = "https://example.org/complaint/case13193_doc62893/"
    lkg = "https://w3id.org/legalkg#"
    t = _triples()
    cases = {
        "confidence": _swap(
            t,
            "confidence",
            "event/ev2",
            ox.Literal("1.5", datatype=ox.NamedNode("http://www.w3.org/2001/XMLSchema#decimal")),
        ),
        "role": _swap(
            t, "participantRole", "event/ev2/participant/1", ox.NamedNode(lkg + "role-villain")
        ),
        "quote": _swap(
            t,
            "http://www.w3.org/ns/oa#exact",
            "event/ev2/evidence/1/quote",
            ox.Literal("no such words"),
        ),
        "cycle": t
        + [
            ox.Triple(
                ox.NamedNode(base + "event/ev11"),
                ox.NamedNode(lkg + "before"),
                ox.NamedNode(base + "event/ev10"),
            )
        ],
        "dates": t
        + [
            ox.Triple(
                ox.NamedNode(base + "event/ev19"),
                ox.NamedNode(lkg + "before"),
                ox.NamedNode(base + "event/ev18"),
            )
        ],
        "no evidence": [
            x
            for x in t
            if not (
                x.subject.value.endswith("event/ev3") and x.predicate.value.endswith("evidence")
            )
        ],
    }
    expected = {
        "confidence": "An extracted entity, event or relation needs exactly one lkg",
        "role": "A participation needs exactly one lkg",
        "quote": "The quote (oa",
        "cycle": "The BEFORE/AFTER relations form a cycle through this event (it ends up before "
        "itself)",
        "dates": "This event is BEFORE the other, but its earliest date is after the other's "
        "latest date",
        "no evidence": "An event, relation or claim must cite at least one sentence of its "
        "complaint (lkg",
    }
    for case, triples in cases.items():
        assert expected[case] in _report(triples, engine), case


# ------------------------------------------------------------------------------------------
# requests


def _ask(store: Store, request: dict[str, Any]) -> Any:
    return answer_request(request_from_json(request), store)


def _assert_quotes(events: list[dict[str, Any]], name: str) -> None:
    text = _text(name)
    for e in events:
        assert e["evidence"], e
        for x in e["evidence"]:
            assert x["quote"] in text and x["sentence_id"].startswith("s")


def test_timeline(gold_store: Store) -> None:
    answer = _ask(gold_store, {"type": "timeline", "complaint": PMI})
    events = answer.result["events"]
    assert len(events) == 16
    _assert_quotes(events, PMI)
    ids = [e["id"] for e in events]
    dated = [(i, e) for i, e in enumerate(events) if e["date"]]
    for i, a in dated:  # a period that ends before another begins comes first
        for j, b in dated:
            if a["date_latest"] < b["date"]:
                assert i < j, (a["id"], b["id"])
    # stated BEFORE relations hold in the order
    for a, b in (("ev10", "ev11"), ("ev13", "ev12"), ("ev13", "ev14"), ("ev6", "ev7")):
        assert ids.index(a) < ids.index(b)
    discharge = events[ids.index("ev11")]
    assert discharge["date"] == "1999-06-24" and discharge["type"] == "termination"
    assert {"label": "Production Management Industries, L.L.C.", "role": "agent"}.items() <= (
        discharge["participants"][0].items()
    )
    assert events[ids.index("ev13")]["date"] is None
    assert all(c["label"].split(":")[0].startswith("s") for c in answer.citations)
    assert "s55" in answer.prompt and "Cite every claim" in answer.prompt


def test_event_answers_use_the_event_prompt(gold_store: Store) -> None:
    answer = _ask(gold_store, {"type": "causal-chain", "complaint": PMI, "event": "ev11"})
    prompt = answer.prompt
    assert "employment-discrimination complaint" in prompt
    assert "questions about the law" not in prompt  # not the norms prompt
    assert "Cite every claim with the sentence id" in prompt
    assert "never invent a sentence id" in prompt
    assert answer.citations
    for c in answer.citations:  # every cited sentence id and its exact quote is in the prompt
        sid, quote = c["label"].split(": ", 1)
        assert f"[{sid}] {json.dumps(c['label'], ensure_ascii=False)} <{c['iri']}>" in prompt
        assert json.dumps(quote.strip("«»"), ensure_ascii=False)[1:-1] in prompt


def test_timeline_by_iri_and_unknown_name(gold_store: Store) -> None:
    iri = f"https://example.org/complaint/{SAL}"
    assert len(_ask(gold_store, {"type": "timeline", "complaint": iri}).result["events"]) == 19
    with pytest.raises(PlanError, match="no complaint named 'nope'.*case13193_doc62893"):
        _ask(gold_store, {"type": "timeline", "complaint": "nope"})


def test_causal_chain_upstream_and_downstream(gold_store: Store) -> None:
    up = _ask(gold_store, {"type": "causal-chain", "complaint": PMI, "event": "ev11"})
    assert sorted((x["source"].rsplit("/", 1)[-1], x["type"]) for x in up.result["links"]) == [
        ("ev10", "CAUSES"),
        ("ev9", "CAUSES"),
    ]
    down = _ask(
        gold_store,
        {
            "type": "causal-chain",
            "complaint": SAL,
            "event": "ev10",
            "direction": "downstream",
            "depth": 1,
        },
    )
    assert [x["target"].rsplit("/", 1)[-1] for x in down.result["links"]] == ["ev11"]
    assert down.result["links"][0]["evidence"][0]["sentence_id"] == "s45"
    chain = _ask(gold_store, {"type": "causal-chain", "complaint": PMI, "event": "ev2"})
    assert [x["source"].rsplit("/", 1)[-1] for x in chain.result["links"]] == ["ev4"]


def test_roles(gold_store: Store) -> None:
    answer = _ask(gold_store, {"type": "roles", "complaint": SAL, "role": "defendant"})
    (defendant,) = answer.result["entities"]
    assert defendant["label"] == "Venture, Inc. d/b/a Save-A-Lot"
    assert "ev11" in {e["iri"].rsplit("/", 1)[-1] for e in defendant["events"]}
    stewart = _ask(gold_store, {"type": "roles", "complaint": SAL, "entity": "Stewart"})
    (entity,) = stewart.result["entities"]
    assert {e["role"] for e in entity["events"]} == {"agent"}
    assert len(entity["events"]) == 6


def test_evidence_and_compare(gold_store: Store) -> None:
    ev = _ask(gold_store, {"type": "evidence", "complaint": SAL, "item": "r2"})
    assert ev.result["evidence"][0]["sentence_id"] == "s45"
    assert ev.result["evidence"][0]["quote"] in _text(SAL)
    cmp = _ask(gold_store, {"type": "compare", "complaint_a": SAL, "complaint_b": PMI})
    assert "complaint CAUSES termination" in cmp.result["shared_relation_patterns"]
    assert "termination" in cmp.result["shared_event_types"]


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        (f"What happened in {SAL}, in order?", "timeline"),
        (f"What led to ev11 in {PMI}?", "causal-chain"),
        (f"Who is the defendant in {SAL}?", "roles"),
        (f"What is the evidence for r2 in {SAL}?", "evidence"),
        (f"Compare {SAL} and {PMI}", "compare"),
    ],
)
def test_questions(question: str, kind: str) -> None:
    assert parse_question(question).type == kind


# ------------------------------------------------------------------------------------------
# rules pipeline


def test_rules_pipeline_on_a_fixture_conforms_and_covers_facts(tmp_path: Path) -> None:
    from legalkg.events.facts import THRESHOLD

    result = extract_file(DATA / f"{PMI}.txt")
    g = result.graph
    facts = {s.id for s in g.sentences if (s.fact_score or 0) >= THRESHOLD}
    covered = {sid for c in g.chunks for sid in c.sentences}
    assert facts and facts <= covered
    for c in g.chunks:  # every event of a chunk cites sentences of that chunk only
        for e in c.events:
            assert {x.sentence_id for x in e.evidence} <= set(c.sentences)
    assert result.merge.events_after <= result.merge.events_before
    assert any(e.date and e.date.value == "1999-06-24" for e in g.events)
    triples = read(DATA / f"{PMI}.txt").to_graphs(Minter())[0][1]
    assert validate_triples(triples).conforms
    out = tmp_path / "g.json"
    run = CliRunner().invoke(cli, ["events", "extract", str(DATA / f"{PMI}.txt"), "-o", str(out)])
    assert run.exit_code == 0, run.output
    assert "events" in run.output  # the merge report (stderr is mixed in by CliRunner)
    again = load_graph(out)
    assert again.events == g.events or len(again.events) == len(g.events)


def test_extract_is_deterministic() -> None:
    a = dumps(extract_file(DATA / f"{SAL}.txt").graph)
    b = dumps(extract_file(DATA / f"{SAL}.txt").graph)
    assert a == b


def test_schema_copy_in_docs_is_the_packaged_one() -> None:
    from legalkg.events.jsonio import SCHEMA_FILE

    docs = Path(__file__).resolve().parents[1] / "docs" / "event-graph.schema.json"
    assert docs.read_text(encoding="utf-8") == SCHEMA_FILE.read_text(encoding="utf-8")


def test_input_error_for_missing_reader_file(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="the file is empty"):
        extract_file(_bad(tmp_path, "x.txt", b""))


def test_chunks_only_json_is_merged_on_reading(tmp_path: Path) -> None:
    from legalkg.events.merge import merge

    extracted = extract_file(DATA / f"{SAL}.txt").graph
    data = json.loads(dumps(extracted))
    # reading does the deterministic merge (the rules' document-level pass, which also merges
    # mentions of one event across sentences, runs in the pipeline only)
    merged_events = len(merge(list(extracted.chunks))[1])
    assert merged_events > len(data["events"])
    for key in ("entities", "events", "relations"):
        data[key] = []
    path = tmp_path / "chunks.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    graph = load_graph(path)
    assert len(graph.events) == merged_events
    assert graph.merge is not None and graph.merge["events"]["after"] == merged_events


def test_rules_read_ocr_split_words_and_skip_hypothetical_actions() -> None:
    from legalkg.events import rules
    from legalkg.events.model import Sentence

    s = {
        "s1": Sentence("s1", 0, 0, "Defendant's decision to term inate Hodge was unlawful."),
        "s2": Sentence("s2", 0, 0, "She was informed that she would not be laid off."),
        "s3": Sentence("s3", 0, 0, "Stewart threatened women with termination."),
    }
    g = rules.stage1("c1", ("s1", "s2", "s3"), s, [])
    types = {e.evidence[0].sentence_id: e.type for e in g.events}
    assert types["s1"] == "termination" and "term inate" in g.events[0].evidence[0].quote
    assert [e.type for e in g.events if e.evidence[0].sentence_id == "s2"] == ["communication"]
    assert [e.type for e in g.events if e.evidence[0].sentence_id == "s3"] == ["threat"]


def test_rules_merge_mentions_of_one_event_and_find_causal_cues() -> None:
    # the PMI complaint tells the discharge in ¶19 and again in ¶21 ("in retaliation for")
    g = extract_file(DATA / f"{PMI}.txt").graph
    terminations = [e for e in g.events if e.type == "termination"]
    discharge = next(e for e in terminations if any(x.sentence_id == "s55" for x in e.evidence))
    assert {x.sentence_id for x in discharge.evidence} >= {"s55", "s60"}
    assert discharge.date is not None and discharge.date.value == "1999-06-24"
    # "would not be laid off" and "any chance of being laid off" are not terminations
    assert all(x.sentence_id not in ("s56", "s57", "s58") for e in terminations for x in e.evidence)
    # "prior to having hand surgery on June 9, 1999, McGrew spoke with…": not her talk's date
    talk = next(e for e in g.events if e.evidence[0].sentence_id == "s56")
    assert talk.date is None
    causes = [(r.source, r.target) for r in g.relations if r.type == "CAUSES"]
    report = next(e for e in g.events if e.evidence[0].sentence_id == "s54")
    assert (report.id, discharge.id) in causes
    # McGrew (a name with an inner capital) is a person taking part in events
    assert any(p.entity == "mcgrew" for p in discharge.participants)
    # the retellings (the summary's, ¶21's) are merged into one discharge (¶21's mention is
    # chunk c11's third event: c11 opens on s58, the affidavit, and s59, the harassment)
    assert g.merge is not None
    assert any(m[0] == discharge.id and "c11-s60-3" in m[1:] for m in g.merge["merged_events"]), (
        g.merge["merged_events"]
    )


@pytest.mark.parametrize(
    ("sentence", "cause"),
    [
        ("Smith was fired because she complained to HR.", True),
        ("Smith was fired due to her complaints of harassment.", True),
        ("As a result of her report, Smith was discharged.", True),
        ("After she complained, Defendant terminated Smith.", True),
        ("Smith was fired due to a lack of work.", False),
        ("Smith was terminated after a dispute with a co-worker.", False),
    ],
)
def test_rules_causal_cues(sentence: str, cause: bool) -> None:
    from legalkg.events.patterns import _CAUSE

    assert bool(_CAUSE.search(sentence)) is cause


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("303 East 17th Avenue, Suite 350 Denver, CO 80203 Phone: 720-402-3107", False),
        ("Email: someone@aclu-co.org Attorneys for Plaintiffs", False),
        ("/s/ Jane Roe, Trial Attorney", False),
        ("On June 24, 1999, Defendant discharged McGrew.", True),
    ],
)
def test_signature_block_lines_are_not_facts(text: str, fact: bool) -> None:
    from legalkg.events.facts import THRESHOLD, score

    assert (score(text, "STATEMENT OF FACTS") >= THRESHOLD) is fact


def test_plain_english_questions_over_extracted_graph() -> None:
    # real complaint (RV Fun), rules extraction ingested; questions in words, no event ids
    from legalkg.events.questions import parse_event_question
    from legalkg.events.requests import EventQuestion

    store = Store()
    ingest([DATA / "case6431_doc13733.txt"], store=store, validate=False)
    q = parse_event_question("Why was Calhoon discharged in case6431_doc13733?", None)
    assert isinstance(q, EventQuestion) and (q.ask, q.kind, q.who) == (
        "cause",
        "termination",
        "Calhoon",
    )
    answer = answer_request(q, store)
    assert not answer.result.get("refused")
    assert any(e["type"] == "accommodation-request" for e in answer.result["events"])
    text = _text("case6431_doc13733")
    assert all(x["quote"] in text for e in answer.result["events"] for x in e["evidence"])
    # a question that is not about the complaint's events is not read (refused upstream)
    assert parse_event_question("Who is the best lawyer in case6431_doc13733?", None) is None
    # an event the complaint does not tell is refused, not answered with the timeline
    none = answer_request(
        EventQuestion(complaint="case6431_doc13733", ask="cause", kind="demotion", text="x"),
        store,
    )
    assert none.result["refused"] and none.result["events"] == []


def test_a_cause_dated_after_its_effect_is_dropped() -> None:
    from legalkg.events.merge import order_problem
    from legalkg.events.model import Event, EventDate, Evidence, Relation

    complaint = Event(
        "e1", "complained", "complaint", (Evidence("s1", "x"),), 0.9, date=EventDate("2003-05-05")
    )
    fired = Event(
        "e2", "fired", "termination", (Evidence("s2", "y"),), 0.9, date=EventDate("2003-04-01")
    )
    events = {"e1": complaint, "e2": fired}
    wrong = Relation("r1", "CAUSES", "e1", "e2", (Evidence("s2", "y"),), 0.5)
    assert order_problem(events, {}, wrong) == "the cause is dated after its effect"
    right = Relation("r2", "CAUSES", "e2", "e1", (Evidence("s2", "y"),), 0.5)
    assert order_problem(events, {}, right) is None


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("Defendant refused to hire her and instead hiring a younger man.", "adverse-action"),
        ("Ms. Doe was subjectedt o unwelcome sexual advances.", "harassment"),
        ("Racial slurs were written on the bathroom wall.", "harassment"),
        ("This is an action under Title I of the ADA.", "lawsuit"),
        ("Plaintiff brings this complaint against the District.", "lawsuit"),
        ("The supervisor did nothing.", "failure-to-act"),
        ("She was laid off on May 3.", "termination"),
        ("She was replaced by a male employee.", "hiring"),
        ("The director issued an executive order.", "other"),
        ("Plaintiffwas terminatedon May 3.", "termination"),
    ],
)
def test_frames_read_the_act(sentence: str, kind: str) -> None:
    from legalkg.events.frames import kind_of

    assert kind_of(sentence) == kind
