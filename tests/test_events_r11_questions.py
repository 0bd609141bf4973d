"""Questions in words, eleventh round of issue 30 (helper q16): never about the wrong person,
act or date.

- a "who" answer names as doer only whom the sentence that tells the act in the question's
  words makes the doer (its subject, or its "by …" phrase); when the graph's agents and that
  sentence disagree, the sentence's doer is given and said to be read from it
  (:mod:`legalkg.events.doers`); a merged act's agents the chosen sentence does not name
  stand (another of its sentences may tell them);
- "what was done to X" asks for the acts X underwent (what happened to a complainant is
  their whole story, refused as before); a thing of someone's ("X's camera") is told
  only by an act whose sentence names it, as a noun, with its owner, and is refused otherwise,
  never answered with the timeline (:mod:`legalkg.events.doneto`);
- a post given as a capitalised title ("Harbor Commissioner Dana Vale", "VALE was the
  Authority's Harbor Commissioner") names its holder, and a qualified title ("Deputy Clerk")
  is another post than the bare one, as is a post given "as" one (:mod:`legalkg.events.capposts`).

Each rule on a small graph written here in other words than any complaint's, and the
questions of ``questions-r11-dev.json`` these rules answer on the gold graphs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from event_graph_kit import all_ids, ask, assert_gold_answer, gold_store, graph_store, small_graph

from legalkg.events.capposts import capital_posts, only_as_other_post
from legalkg.events.doers import doer_disagrees, doer_in
from legalkg.events.doneto import owned_thing, tells_thing
from legalkg.events.questions import parse_event_question
from legalkg.store.local import Store

DATA = Path(__file__).resolve().parent / "data" / "events"
STEM = "case990111_doc990111"  # a name read as a complaint stem; no such case

SENTENCES: list[tuple[str | None, str]] = [
    (None, "Ines Marlow and Teo Brandt, both reporters, covered the rally for the Ledger."),
    (None, "Defendant DANA VALE was the Authority’s Harbor Commissioner at all relevant times."),
    ("ev1", "At dusk Sergeants Pell and Quist sprayed the reporters with the hose cannon."),
    ("ev2", "The Authority, under the direction of Commissioner Vale, adopted the curfew rule."),
    ("ev3", "Ms. Marlow's notebook was seized by a sergeant and never returned."),
    ("ev4", "A sergeant shoved Mr. Brandt against the wall of the ferry office."),
    ("ev5", "Ms. Marlow was hearing the sirens from the pier when she left."),
    ("ev6", "Chief Clerk Lara Voss posted the curfew notice on the gate."),
    ("ev7", "Deputy Clerk Ross Amin logged the names of the reporters."),
    ("ev8", "The curfew rule, adopted by a new appointee, Deputy Clerk Ross Amin, took effect."),
]

ENTITIES = {
    "marlow": ("Ines Marlow", "person", ["Ms. Marlow", "Marlow"], ["plaintiff"]),
    "brandt": ("Teo Brandt", "person", ["Mr. Brandt", "Brandt"], ["plaintiff"]),
    "authority": ("Harbor Authority", "organization", ["the Authority"], ["defendant"]),
    "vale": ("Dana Vale", "person", ["Vale"], ["defendant"]),
    "voss": ("Lara Voss", "person", ["Voss"], []),
    "amin": ("Ross Amin", "person", ["Amin"], []),
    "pell": ("Sergeant Pell", "person", ["Pell"], ["defendant"]),
}

EVENTS: dict[str, tuple[str, str, str | None, list[tuple[str, str]]]] = {
    # as an extraction may leave it: a reporter and the Authority made the doers
    "ev1": (
        "adverse-action",
        "The Authority spraying the reporters",
        "2022-03-09",
        [("authority", "agent"), ("brandt", "agent"), ("marlow", "patient")],
    ),
    # a merged act: its agents told by two sentences
    "ev2": (
        "other",
        "The Authority adopts the curfew rule",
        None,
        [("authority", "agent"), ("vale", "agent"), ("amin", "agent")],
    ),
    "ev3": ("other", "Marlow's notebook is seized", None, [("marlow", "patient")]),
    "ev4": ("adverse-action", "A sergeant shoves Brandt", None, [("brandt", "patient")]),
    "ev5": ("other", "Marlow leaves the pier", None, [("marlow", "agent")]),
    "ev6": ("communication", "Voss posts the curfew notice", None, [("voss", "agent")]),
    "ev7": ("other", "Amin logs the reporters' names", None, [("amin", "agent")]),
}


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    graph = small_graph(STEM, SENTENCES, ENTITIES, EVENTS, [])
    s8 = next(s for s in graph["sentences"] if s["text"].startswith("The curfew rule, adopted"))
    ev2 = next(e for e in graph["events"] if e["id"] == "ev2")
    ev2["evidence"].append({"sentence_id": s8["id"], "quote": s8["text"]})
    return graph_store(tmp_path_factory.mktemp("r11q") / f"{STEM}.json", graph)


def test_the_doer_is_read_from_the_sentence_not_the_graph(store: Store) -> None:
    result, text = ask(store, "Who sprayed the reporters?", STEM)
    assert "ev1" in all_ids(result) and "Sergeants Pell and Quist" in text, text
    # the reporter the graph made a doer is never named as one
    assert "Brandt" not in text and "Harbor Authority" not in text, text
    assert "so its sentence" in text, text


def test_a_merged_acts_agents_told_elsewhere_stand(store: Store) -> None:
    # the chosen sentence gives "the Authority" (past the aside); Vale and Amin, told by
    # the act's other sentences, stay
    result, text = ask(store, "Who adopted the curfew rule?", STEM)
    assert "ev2" in all_ids(result) and "Ross Amin" in text and "Dana Vale" in text, text


def test_reading_a_doer() -> None:
    assert doer_in("Then Wardens Kim and Ota closed the gate.", "closed") == (
        "Wardens Kim and Ota",
        " the gate.",
    )
    assert doer_in("The gate was closed at noon by the Port of Lund.", "closed")[0] == (  # type: ignore[index]
        "the Port of Lund"
    )
    assert doer_in("She closed the gate.", "closed") is None
    kim = {"label": "Ada Kim", "words": {"ada", "kim"}, "legal_roles": {"defendant"}}
    lee = {"label": "Bo Lee", "words": {"bo", "lee"}, "legal_roles": {"plaintiff"}}
    assert not doer_disagrees("Warden Kim", [kim])
    assert doer_disagrees("Warden Kim", [kim, lee])  # a plaintiff the sentence does not name
    assert doer_disagrees("Wardens Kim and Ota", [kim])  # a doer the graph does not hold


def test_what_was_done_to_someone_is_what_they_underwent(store: Store) -> None:
    q = parse_event_question(f"What was done to Brandt in {STEM}?", None)
    assert q is not None and (q.ask, q.event) == ("did", "Brandt"), q
    result, text = ask(store, "What was done to Brandt?", STEM)
    # the spraying has Brandt as a doer (wrongly) and Marlow as its patient: not his
    assert all_ids(result) == ["ev4"], text
    # what happened to a complainant is the whole complaint: still refused
    result, text = ask(store, "What happened to Brandt?", STEM)
    assert result.get("refused"), text


def test_a_thing_of_someones_is_told_only_with_its_owner(store: Store) -> None:
    assert owned_thing("Marlow's notebook") == ("Marlow", "notebook")
    assert owned_thing("the Ledger's printing press") == ("Ledger", "printing press")
    assert owned_thing("Brandt") is None
    result, text = ask(store, "What happened to Marlow's notebook?", STEM)
    assert all_ids(result) == ["ev3"], text
    for q in ("What happened to Marlow's bicycle?", "What happened to Marlow's hearing?"):
        result, text = ask(store, q, STEM)
        # refused, never the timeline
        assert result.get("refused") and not all_ids(result), text
    ev = {"_sents": {"s1": "After hearing the siren, Ms. Marlow ran."}}
    assert not tells_thing(ev, "Marlow", "hearing")
    assert tells_thing({"_sents": {"s1": "Ms. Marlow lost her hearing."}}, "Marlow", "hearing")


def test_a_capitalised_title_names_its_holder(store: Store) -> None:
    ents: list[dict[str, Any]] = [
        {"kind": "person", "label": "Dana Vale", "posts": []},
        {"kind": "person", "label": "Ross Amin", "posts": []},
    ]
    capital_posts(ents, " ".join(s for _, s in SENTENCES))
    assert ("commissioner", {"harbor", "commissioner"}) in ents[0]["posts"], ents
    assert ("clerk", {"deputy", "clerk"}) in ents[1]["posts"], ents
    result, text = ask(store, "What did the Chief Clerk do?", STEM)
    assert all_ids(result) == ["ev6"], text
    # the Deputy Clerk is another post than the Clerk
    result, text = ask(store, "What did the Deputy Clerk do?", STEM)
    assert "ev7" in all_ids(result) and "ev6" not in all_ids(result), text
    result, text = ask(store, "What did the Clerk do?", STEM)
    assert "ev7" not in all_ids(result), text


def test_a_qualified_or_given_post_is_no_subject() -> None:
    # "approved her as Assistant Pilot with the condition …": no pilot did the act
    assert only_as_other_post("the Port approved her as Assistant Pilot with", ["pilot"])
    assert only_as_other_post("the Port named him as Pilot on", ["pilot"])
    assert not only_as_other_post("Then the Pilot approved her with", ["pilot"])


def _round11() -> list[dict[str, Any]]:
    path = DATA / "questions-r11-dev.json"
    return list(json.loads(path.read_text(encoding="utf-8"))["questions"])


#: the round-11 questions these rules answer on the gold graphs (the others: the report's)
ANSWERED = (
    "What was done to Horse?",
    "What happened to Edrei's camera?",
    "What happened to Edrei's hearing?",
    "What did the Commissioner do?",
    "What was done to the NEH staff?",
    "What was done to Civil Servant 2?",
    "What did the Vice President do?",
    "What was done to Ms. Gordon?",
    "What was done to Coach Vaughn?",
)


@pytest.fixture(scope="module")
def golds() -> Store:
    return gold_store(_round11())


@pytest.mark.parametrize(
    "q", [q for q in _round11() if q["q"] in ANSWERED], ids=lambda q: q["q"][:50]
)
def test_round11_questions_on_the_gold_graphs(golds: Store, q: dict[str, Any]) -> None:
    result, text = ask(golds, q["q"], q["complaint"])
    assert_gold_answer(result, text, q)
