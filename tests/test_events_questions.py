"""Causal and temporal questions in plain words over complaint event graphs (issue 30).

The graphs are the gold graphs of tests/data/events (see its README), ingested as event JSON,
so that the question grammar is checked apart from extraction; the questions are those of
tests/data/events/questions.json (dev, and the second unseen set written before the grammar).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from legalkg.engine.answers import answer_request
from legalkg.events.jsonio import load_graph
from legalkg.events.questions import event_question, parse_event_question
from legalkg.events.requests import EventQuestion
from legalkg.ingest import ingest
from legalkg.store.local import Store

DATA = Path(__file__).resolve().parent / "data" / "events"
SPEC = json.loads((DATA / "questions.json").read_text(encoding="utf-8"))["questions"]


@pytest.fixture(scope="module")
def store() -> Store:
    s = Store()
    stems = sorted(
        {q["complaint"] for q in SPEC if (DATA / f"{q['complaint']}.gold.json").exists()}
    )
    ingest([DATA / f"{x}.gold.json" for x in stems], store=s, validate=False)
    return s


def _ask(store: Store, question: str, complaint: str) -> dict[str, Any]:
    request = parse_event_question(f"{question.rstrip('?')} in {complaint}?", None)
    if request is None:
        return {"refused": "not read"}
    return dict(answer_request(request, store).result)


def _spans(complaint: str) -> tuple[dict[str, set[tuple[int, int]]], dict[str, tuple[int, int]]]:
    gold = load_graph(DATA / f"{complaint}.gold.json")
    sent = {s.id: (s.start, s.end) for s in gold.sentences}
    return {e.id: {sent[x.sentence_id] for x in e.evidence} for e in gold.events}, sent


@pytest.mark.parametrize(
    "q", [q for q in SPEC if q["part"] in ("dev", "unseen-2")], ids=lambda q: q["q"]
)
def test_questions_on_gold_graphs(store: Store, q: dict[str, Any]) -> None:
    result = _ask(store, q["q"], q["complaint"])
    if q.get("refuse"):
        assert result.get("refused"), result
        return
    assert not result.get("refused"), result
    spans, sent = _spans(q["complaint"])
    answered = [*result["events"], *([result["event"]] if result.get("event") else [])]
    got = [{sent[x["sentence_id"]] for x in e["evidence"]} for e in answered]
    for gold_id in q["expect"]:
        assert any(spans[gold_id] & x for x in got), (gold_id, result)
    listed = [{sent[x["sentence_id"]] for x in e["evidence"]} for e in result["events"]]
    for gold_id in q.get("not_before", []):  # never an answer against the order
        assert not any(spans[gold_id] & x for x in listed), (gold_id, result)


@pytest.mark.parametrize(
    ("text", "ask", "kind", "extra"),
    [
        ("What made her quit?", "cause", "resignation", {}),
        ("What was the reason for Calhoon's discharge?", "cause", "termination", {}),
        ("What did Hodge's complaint lead to?", "effect", "complaint", {}),
        ("What were the consequences of the harassment?", "effect", "harassment", {}),
        (
            "What did the company do after she complained?",
            "after",
            "complaint",
            {"focus": "What did the company do"},
        ),
        ("After she complained, what happened?", "after", "complaint", {"focus": "what happened"}),
        ("What happened prior to her termination?", "before", "termination", {}),
        ("When did the harassment end?", "when", "harassment", {"ordinal": "last"}),
        ("When was she first harassed?", "when", "harassment", {"ordinal": "first"}),
        ("How long between her complaint and her firing?", "between", "complaint", {}),
        ("How long did the harassment last?", "duration", "harassment", {}),
        ("For how long was she employed?", "duration", "employment", {}),
        ("Who did Stewart proposition?", "whom", "harassment", {}),
        ("Who took her place?", "instead", "hiring", {}),
        ("What did her manager do to her?", "did", None, {"who": "her manager"}),
        (
            "Was she fired before or after she complained?",
            "order",
            "termination",
            {"kind2": "complaint", "focus": "before-or-after"},
        ),
        ("Did the harassment start before the charge?", "order", "harassment", {"kind2": "charge"}),
        ("Which came first, her complaint or her discharge?", "order", "complaint", {}),
        (
            "What did the company do about her complaints?",
            "after",
            "complaint",
            {"focus": "What did the company do"},
        ),
        (
            "How did management respond to her report?",
            "after",
            "complaint",
            {"focus": "How did management respond"},
        ),
        ("Did anything happen after she complained?", "after", "complaint", {}),
        ("Was she fired because she complained?", "because", "termination", {"kind2": "complaint"}),
        ("What was the reason given for her discharge?", "cause", "termination", {}),
        ("Why did the employer fire the charging party?", "cause", "termination", {}),
        ("To whom did she report the harassment?", "whom", "complaint", {}),
        ("What did Whitehead tell her?", "did", "communication", {"who": "Whitehead"}),
        ("How soon after her complaint was she fired?", "between", "complaint", {}),
        (
            "Was he demoted in retaliation for his charge?",
            "because",
            "demotion",
            {"kind2": "charge"},
        ),
    ],
)
def test_the_grammar_reads(text: str, ask: str, kind: str | None, extra: dict[str, str]) -> None:
    q = event_question(text, "c_1")
    assert q is not None and (q.ask, q.kind) == (ask, kind), q
    for k, v in extra.items():
        assert getattr(q, k) == v, q


@pytest.mark.parametrize(
    "text",
    [
        "What is the capital of France?",
        "Who is the best lawyer?",
        "What happened next?",
    ],
)
def test_not_a_question_about_events(text: str) -> None:
    assert event_question(text, "c_1") is None


def test_how_long_between_counts_the_days_the_dates_give(store: Store) -> None:
    r = _ask(store, "How long after McGrew first reported the condoms was she discharged?", PMI)
    assert not r.get("refused"), r
    assert [e["date"] for e in r["events"]] == ["1999-06-14", "1999-06-24"]
    # undated: refused, with the order the complaint states and what was understood
    r = _ask(store, "How long after she complained was Calhoon discharged?", "case6431_doc13733")
    assert "gives no date" in r["refused"] and r["understood"]["ask"] == "between"


def test_how_long_and_when_it_ended_only_from_a_bounded_period(store: Store) -> None:
    # "roughly from July 15, 1998 through June of 1999": a period with both ends
    r = _ask(store, "How long did McGrew work for PMI?", PMI)
    assert not r.get("refused") and r["events"][0]["date"] == "1998-07-15", r
    # "Beginning around July of 1998": when it began, not when it ended nor how long
    for question in ("How long did the harassment last?", "When did the harassment end?"):
        r = _ask(store, question, PMI)
        assert r["refused"] and "1998-07" in r["refused"], r


def test_a_name_the_complaint_does_not_tell_is_refused(store: Store) -> None:
    # McGrew is PMI's complainant, not Save-A-Lot's: never an answer about another person
    r = _ask(store, "What made McGrew make a formal complaint?", "case13193_doc62893")
    assert r["refused"] == "case13193_doc62893 names no 'McGrew'" or "McGrew" in r["refused"]
    assert r["events"] == []
    # a name the complaint holds only outside its acts (a signature) is no one to answer about
    r = _ask(store, "Why was Smith fired?", "case13193_doc62893")
    assert "Smith" in r["refused"] and r["events"] == []
    # the same question of her own complaint is answered
    assert not _ask(store, "What made McGrew make a formal complaint?", PMI).get("refused")


def test_a_refusal_says_what_was_understood(store: Store) -> None:
    result = answer_request(
        EventQuestion(complaint=PMI, ask="cause", kind="demotion", text="Why was she demoted?"),
        store,
    )
    assert result.result["refused"] and result.result["events"] == []
    assert result.result["understood"] == {"ask": "cause", "kind": "demotion"}
    assert "understood" in result.answer


PMI = "case6412_doc20182"


def test_an_agent_told_in_the_passive_is_read_from_the_event_sentence() -> None:
    # case9039_doc19886 (EEOC v. Diversified), s28, shortened: an extraction that makes the
    # employer the agent still answers "what did Joshua Ford do" and "who harassed her"
    from legalkg.events.finding import _by_phrase, _name_words, _passive_agent

    event = {
        "label": "subjected to sexual harassment by Defendant",
        "evidence": [
            {"sentence_id": "s28", "quote": "subjected to sexual harassment by Defendant"}
        ],
        "_text": "Melissa Everett was subjected to sexual harassment by Defendant’s Chief "
        "Executive Officer and President Joshua Ford. Fontella Luther was too.",
    }
    assert _passive_agent(event, "joshua ford")
    assert not _passive_agent(event, "fontella luther")
    assert _by_phrase(event) == "by Defendant’s Chief Executive Officer and President Joshua Ford"
    assert _name_words("Dennis' Foods") == _name_words("Dennis’ Foods") == ["dennis", "foods"]


def test_before_or_after_answers_the_order_with_its_grounds(store: Store) -> None:
    # McGrew's complaint dates both reports and the discharge (PMI, s30-ish)
    r = _ask(store, "Was McGrew discharged before or after she reported the condoms?", PMI)
    assert not r.get("refused"), r
    assert r["understood"]["ask"] == "order"
    assert {r["event"]["type"], r["events"][0]["type"]} == {"termination", "complaint"}
    # a yes-or-no question is answered yes or no, by the dates or the stated relations
    done = answer_request(
        parse_event_question(f"Was McGrew fired after she reported the condoms in {PMI}?", None),  # type: ignore[arg-type]
        store,
    )
    assert done.answer.startswith("Yes: ") and " came after " in done.answer, done.answer
    done = answer_request(
        parse_event_question(f"Was McGrew fired before she reported the condoms in {PMI}?", None),  # type: ignore[arg-type]
        store,
    )
    assert done.answer.startswith("No: "), done.answer


def test_an_order_the_complaint_does_not_state_is_refused(store: Store) -> None:
    # Calhoon's complaint (RV Fun) states no order between two of its acts: refused, never
    # guessed from the narrative order
    from legalkg.events.answers import _answer_order

    c_events = {
        "a": {"iri": "a", "label": "A", "date": None, "date_latest": None, "evidence": []},
        "b": {"iri": "b", "label": "B", "date": None, "date_latest": None, "evidence": []},
    }

    class C:
        label = "c"
        relations: list[dict[str, Any]] = []
        events = c_events

    def answered(*a: Any, **k: Any) -> Any:
        raise AssertionError("answered an order the complaint does not state")

    out = _answer_order(C(), c_events["a"], c_events["b"], "", answered, lambda why: why)  # type: ignore[arg-type]
    assert "states no order" in out


def test_an_undated_act_is_dated_by_the_practices_it_is_told_as_one_of() -> None:
    # EEOC v. Dennis' Foods (gold): "From around January 2002 until around April 2002,
    # Defendant engaged in unlawful employment practices …" [s28], "Specifically, Defendant
    # subjected Sandra Hovis to a sexually hostile work environment" [s29]: the harassment is
    # undated itself; "when did it start/end" answers with the practices' dates and says so
    s = Store()
    ingest([DATA / "case6436_doc19491.gold.json"], store=s, validate=False)
    start = _ask(s, "When did the harassment of Sandra Hovis start?", "case6436_doc19491")
    assert not start.get("refused"), start
    assert start["event"]["type"] == "harassment"
    assert start["events"][0]["type"] == "unlawful-practice"
    assert start["events"][0]["date"].startswith("2002-01")
    # an act told in another paragraph, or with no dated practices before it, is not dated
    charge = _ask(s, "When did Hovis file her charge?", "case6436_doc19491")
    assert charge.get("refused") and "no date" in charge["refused"], charge


def test_an_agent_told_as_the_subject_of_the_events_sentence() -> None:
    from legalkg.events.finding import _subject_agent

    event = {
        "label": "harassed Foster and other female employees",
        "participants": [{"role": "patient", "iri": "x", "label": "Foster"}],
        "evidence": [{"sentence_id": "s26", "quote": "harassed Foster and other female employees"}],
        "_text": "One of Defendant’s co-owners, 2 a pharmacist, routinely harassed Foster and "
        "other female employees, scrutinized their work.",
    }
    assert _subject_agent(event, "pharmacist")
    assert not _subject_agent(event, "cashier")
    # an event with an agent in the graph is not read from the sentence
    event["participants"].append({"role": "agent", "iri": "y", "label": "Defendant"})
    assert not _subject_agent(event, "pharmacist")


def test_order_follows_dates_and_stated_relations_together() -> None:
    from legalkg.events.finding import _before
    from legalkg.events.requests import _Complaint

    def ev(iri: str, date: str | None) -> dict[str, Any]:
        return {"iri": iri, "label": iri, "date": date, "date_latest": date, "evidence": []}

    # cancelled (June 28) … asked (July 27) … "later hired" (undated, after the asking)
    events = {"cancel": ev("cancel", "2004-06-28"), "ask": ev("ask", "2004-07-27")}
    events["hire"] = ev("hire", None)
    later = {"iri": "r1", "type": "BEFORE", "source": "ask", "target": "hire", "evidence": []}
    c = _Complaint("c", "c", events, [later], {}, ["cancel", "ask", "hire"])
    assert _before(c, events["cancel"], events["hire"])
    assert not _before(c, events["hire"], events["cancel"])
    # no chain at all: no order
    c = _Complaint("c", "c", events, [], {}, ["cancel", "ask", "hire"])
    assert not _before(c, events["cancel"], events["hire"])


def test_was_it_because_answers_from_the_stated_causal_links_only(store: Store) -> None:
    # PMI (McGrew): "Defendant discharged McGREW in retaliation for complaining of sexual
    # harassment" links her reports to the discharge
    r = _ask(store, "Was McGrew discharged because she reported the condoms?", PMI)
    assert not r.get("refused") and r["understood"]["ask"] == "because", r
    assert r["links"] and all(x["type"] in ("CAUSES", "ENABLES") for x in r["links"])
    # the other way round is no stated cause: said so, with no link
    done = answer_request(
        parse_event_question(  # type: ignore[arg-type]
            f"Did McGrew complain because she was discharged in {PMI}?", None
        ),
        store,
    )
    assert done.result["links"] == [] and "states no causal link" in done.answer, done.answer


def test_fire_the_verb_is_a_termination_not_the_fire_department() -> None:
    from legalkg.events.finding import _kind

    assert _kind("did the employer fire the charging party") == "termination"
    assert _kind("did the fire department grow") is None
    assert _kind("the Fire Chief issued an order") != "termination"


def test_a_complaint_to_a_manager_is_not_read_as_the_charge() -> None:
    # EEOC v. Chris's Cafe (gold) tells her charge with the Commission and no complaint of
    # hers inside the company: "after she complained to the manager" is refused, not read
    # as the charge; "after she complained to the EEOC" is the charge
    s = Store()
    ingest([DATA / "case9030_doc18110.gold.json"], store=s, validate=False)
    gold = load_graph(DATA / "case9030_doc18110.gold.json")
    if any(e.type == "complaint" for e in gold.events):
        pytest.skip("the gold graph tells a complaint")
    r = _ask(s, "What happened after she complained to the manager?", "case9030_doc18110")
    assert r.get("refused"), r
    r = _ask(s, "What happened after she complained to the EEOC?", "case9030_doc18110")
    assert not r.get("refused") and r["event"]["type"] == "charge", r


def test_people_by_the_post_the_complaint_gives_them() -> None:
    from legalkg.events.finding import _describe, _mentioned

    def person(iri: str, label: str) -> dict[str, Any]:
        words = {w.casefold() for w in label.split()}
        return {"iri": iri, "label": label, "kind": "person", "legal_roles": set(), "words": words}

    people = [person("bybee", "Dennis Bybee"), person("daniel", "Matthew Daniel")]
    people.append(person("ugaz", "Jimmy Ugaz"))
    _describe(
        people,
        "Dennis Bybee, the executive chef of Defendant Fish Hopper, began. Park Plaza's contract "
        "liaison Matthew Daniel asked CRI. She was working the soup station when Jimmy Ugaz came.",
    )
    assert _mentioned("the executive chef", people) == [("executive chef", {"bybee"})]
    assert _mentioned("the chef", people) == [("chef", {"bybee"})]
    assert _mentioned("the contract liaison", people) == [("contract liaison", {"daniel"})]
    # "the soup station when Jimmy Ugaz came" is no post; "the contract" names no liaison
    assert _mentioned("the soup station", people) == []
    assert _mentioned("cancelled the contract with CRI", people) == []


def test_who_quotes_the_subject_and_when_takes_the_finer_retelling() -> None:
    from legalkg.events.finding import _subject_phrase
    from legalkg.events.picking import finer_retelling
    from legalkg.events.requests import _Complaint

    issued = {
        "label": "issued Special Order 20",
        "participants": [],
        "evidence": [{"sentence_id": "s112", "quote": "issued Special Order 20"}],
        "_text": "On May 25, 2005, Fire Chief Thompson issued Special Order 20, Series 2005.",
    }
    assert _subject_phrase(issued) == "Fire Chief Thompson"

    def hiring(iri: str, label: str, date: str, grain: str) -> dict[str, Any]:
        return {
            "iri": iri,
            "type": "hiring",
            "label": label,
            "date": date,
            "date_latest": date,
            "date_granularity": grain,
            "participants": [],
        }

    year = hiring("a", "rejoined the Department in 2004", "2004-01-01", "year")
    month = hiring("b", "rejoined the Department in April 2004", "2004-04-01", "month")
    other = hiring("c", "rejoined the Department in May 2005", "2005-05-01", "month")
    c = _Complaint("c", "c", {"a": year, "b": month, "c": other}, [], {}, ["a", "b", "c"])
    assert finer_retelling(c, year) is month
    assert finer_retelling(c, month) is None
