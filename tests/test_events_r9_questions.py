"""Questions in words, ninth round of issue 30 (helper q11): the question's words read as the
constructions they are, so that an extracted graph's act is found by its people, its kind and
its words, and refused rather than picked when another person's act could be meant.

- a title with a name ("Coach Amani") is that person, so a complainant asked by title and name
  is never answered with another complainant's act; an act the graph gives no one, whose
  sentence names another complainant (or no one, of several), is not hers;
- the refusal of a request ("denied her appeal", "her request … was turned down") is the
  refusal, not the request; "turned down" is "denied";
- "who else was handed a …": any verb of giving tells it (not an act told as withheld); an act done
  to the one left out and to another answers with the other;
- "by whom was Resolution 12 drafted": a passive whose subject comes before the participle;
- "wrote to Dean Osei" is told with its writing, as the act is ("sent a letter to");
- "Mr. Pike … after she complained": the title says "she" is not Mr. Pike;
- a verb the act's sentence uses only of another object ("her designing outreach programs")
  does not make the act the one asked ("who designed the LEAP exam");
- an act the graph gives her and the other complainants together is less hers than one told
  of her alone; an act the graph gives no agent is the one its sentence's subject did.

Each rule on a small graph written here in other words than any complaint's, and the round's
held-out questions (questions-r9-dev.json) on the gold graphs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from event_graph_kit import (
    all_ids,
    ask,
    assert_gold_answer,
    gold_store,
    graph_store,
    ids,
    small_graph,
)

from legalkg.events.wording import (
    gives,
    plain_refusal,
    plain_writing,
    refuses_a_request,
)
from legalkg.store.local import Store

DATA = Path(__file__).resolve().parent / "data" / "events"
STEM = "case990091_doc990091"  # a name read as a complaint stem; no such case

SENTENCES: list[tuple[str | None, str]] = [
    (None, "Ms. Nia Amani, Ms. Rosa Reyes and Ms. Lina Cho coached rowing for Northgate College."),
    ("ev1", "On May 2, 2022, Northgate let Coach Reyes go."),
    ("ev2", "Coach Reyes lost her post, and her contract was ended without notice."),
    ("ev3", "On January 10, 2022, Coach Amani asked the Dean for lab space."),
    ("ev4", "On January 20, 2022, Dean Osei turned the request down."),
    ("ev5", "On February 3, 2022, Northgate moved Coach Amani to a basement office."),
    ("ev6", "Sam Pike handed Coach Amani and Coach Reyes broken lockers."),
    ("ev7", "The town board drafted Resolution 12 on boathouse hours."),
    ("ev8", "On March 1, 2022, Coach Amani complained to the ombudsman."),
    ("ev9", "On March 9, 2022, Mr. Pike locked the boathouse."),
    ("ev10", "On February 20, 2022, Mr. Pike complained to the ombudsman about noise."),
    ("ev11", "Coach Amani received LEAP exemptions, and praise for her designing outreach plans."),
    ("ev12", "Northgate denied the coaches' requests for lab space and funds across the board."),
    ("ev13", "On April 4, 2022, the Provost sent a letter to Dean Osei."),
    ("ev14", "On April 8, 2022, Dean Osei replied that the lab was full."),
]

ENTITIES = {
    "amani": ("Nia Amani", "person", ["Amani", "Ms. Amani", "Coach Amani"], ["plaintiff"]),
    "reyes": ("Rosa Reyes", "person", ["Reyes", "Ms. Reyes", "Coach Reyes"], ["plaintiff"]),
    "cho": ("Lina Cho", "person", ["Cho", "Ms. Cho"], ["plaintiff"]),
    "northgate": ("Northgate College", "organization", ["Northgate"], ["defendant", "employer"]),
    "osei": ("Kofi Osei", "person", ["Osei", "Dean Osei"], ["supervisor"]),
    "pike": ("Sam Pike", "person", ["Pike", "Mr. Pike"], ["supervisor"]),
    "board": ("Town Board", "organization", ["the town board"], []),
    "ombuds": ("Lee Park", "person", ["the ombudsman", "Park"], []),
    "provost": ("Provost", "person", ["the Provost"], []),
}

EVENTS: dict[str, tuple[str, str, str | None, list[tuple[str, str]]]] = {
    "ev1": (
        "termination",
        "Northgate lets Reyes go",
        "2022-05-02",
        [("northgate", "agent"), ("reyes", "patient")],
    ),
    # as an extraction may leave it: no one on it, its sentence names Reyes
    "ev2": ("termination", "her contract was ended without notice", "2022-05-02", []),
    "ev3": (
        "accommodation-request",
        "Amani asks the Dean for lab space",
        "2022-01-10",
        [("amani", "agent"), ("osei", "recipient")],
    ),
    "ev4": (
        "communication",
        "Osei denies Amani's request for lab space",
        "2022-01-20",
        [("osei", "agent"), ("northgate", "agent"), ("amani", "recipient")],
    ),
    "ev5": (
        "adverse-action",
        "Northgate moves Amani to a basement office",
        "2022-02-03",
        [("northgate", "agent"), ("amani", "patient")],
    ),
    "ev6": (
        "other",
        "Pike hands Amani and Reyes broken lockers",
        None,
        [("pike", "agent"), ("amani", "patient"), ("reyes", "patient")],
    ),
    "ev7": ("other", "The town board drafts Resolution 12", None, [("board", "agent")]),
    "ev8": (
        "complaint",
        "Amani complains to the ombudsman",
        "2022-03-01",
        [("amani", "agent"), ("ombuds", "recipient")],
    ),
    "ev9": ("other", "Pike locks the boathouse", "2022-03-09", [("pike", "agent")]),
    "ev10": (
        "complaint",
        "Pike complains to the ombudsman about noise",
        "2022-02-20",
        [("pike", "agent"), ("ombuds", "recipient")],
    ),
    "ev11": ("other", "Amani receives LEAP exemptions", None, [("amani", "recipient")]),
    "ev12": (
        "accommodation-denial",
        "Northgate denies the coaches' requests for lab space",
        "2022-01-15",
        [("northgate", "agent"), ("amani", "patient"), ("reyes", "patient"), ("cho", "patient")],
    ),
    # no agent, as an extraction may leave it: its sentence's subject is the Provost
    "ev13": ("communication", "sent a letter to Dean Osei", "2022-04-04", [("osei", "recipient")]),
    "ev14": (
        "communication",
        "Osei replies that the lab is full",
        "2022-04-08",
        [("osei", "agent"), ("provost", "recipient")],
    ),
}


#: the quotes that are part of their sentence (the rest quote it whole)
QUOTES = {"ev11": "Coach Amani received LEAP exemptions", "ev13": "sent a letter to Dean Osei"}


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    path = tmp_path_factory.mktemp("r9q") / f"{STEM}.json"
    graph = small_graph(STEM, SENTENCES, ENTITIES, EVENTS, [])
    for e in graph["events"]:  # an extraction's quote: the act's words, not its sentence
        e["evidence"][0]["quote"] = QUOTES.get(e["id"], e["evidence"][0]["quote"])
    return graph_store(path, graph)


def test_a_title_with_a_name_is_that_person_never_another_complainant(store: Store) -> None:
    result, text = ask(store, "When was Coach Amani fired?", STEM)
    assert result.get("refused"), text  # Reyes was let go, Amani was not
    result, text = ask(store, "When was Coach Reyes fired?", STEM)
    assert not result.get("refused") and "2022-05-02" in text, text


def test_an_act_of_no_one_told_of_another_complainant_is_not_hers(store: Store) -> None:
    result, text = ask(store, "Why was Coach Amani's contract ended?", STEM)
    assert result.get("refused") or "ev2" not in all_ids(result), text


def test_the_refusal_of_a_request_is_the_refusal() -> None:
    assert refuses_a_request("Dean Osei denied her appeal")
    assert refuses_a_request("her request for lab space was turned down")
    assert not refuses_a_request("she filed her appeal")
    assert plain_refusal("Osei turned her request down") == "Osei denied her request"


def test_an_act_placed_by_a_refusal_told_as_turned_down(store: Store) -> None:
    result, text = ask(
        store, "What happened to Ms. Amani once her request for lab space was turned down?", STEM
    )
    assert all_ids(result)[:1] == ["ev4"] and "ev5" in ids(result), text
    result, text = ask(
        store,
        "Was Ms. Amani moved to a basement office before or after Dean Osei denied her request?",
        STEM,
    )
    assert text.startswith("«Northgate moves") and "after" in text, text


def test_who_else_was_handed_a_thing(store: Store) -> None:
    assert gives({"label": "Pike assigned her a locker", "evidence": []}, {"hand", "handed"})
    result, text = ask(store, "Besides Ms. Amani, who else was handed a broken locker?", STEM)
    assert ids(result) == ["ev6"] and "Reyes" in text and "Nia Amani" not in text, text


def test_by_whom_with_the_subject_before_the_participle(store: Store) -> None:
    result, text = ask(store, "By whom was Resolution 12 drafted?", STEM)
    assert ids(result) == ["ev7"] and "Town Board" in text, text


def test_she_is_not_a_man_the_question_titles(store: Store) -> None:
    result, text = ask(store, "What did Mr. Pike do after she complained to the ombudsman?", STEM)
    assert all_ids(result)[:1] == ["ev8"] and "ev9" in ids(result), text


def test_a_verb_told_of_another_object_is_not_the_act(store: Store) -> None:
    result, text = ask(store, "Who designed the LEAP exam?", STEM)
    assert result.get("refused"), text


def test_her_own_act_before_the_class_wide_one(store: Store) -> None:
    result, text = ask(store, "When did Northgate deny Ms. Amani's request for lab space?", STEM)
    assert "2022-01-20" in text and "2022-01-15" not in text, text


def test_the_subject_of_an_agentless_act(store: Store) -> None:
    result, text = ask(store, "How did Dean Osei respond to the letter from the Provost?", STEM)
    assert all_ids(result)[:1] == ["ev13"] and "ev14" in ids(result), text


def test_writing_to_someone_is_told_with_its_writing(store: Store) -> None:
    assert plain_writing("Osei wrote to her") == "Osei wrote a letter to her"
    question = "Was Ms. Amani moved to a basement office before or after the Provost wrote to Osei?"
    result, text = ask(store, question, STEM)
    assert text.startswith("«Northgate moves") and "came before" in text, text


def _held_out() -> list[dict[str, Any]]:
    spec = json.loads((DATA / "questions-r9-dev.json").read_text(encoding="utf-8"))
    return list(spec["questions"])


@pytest.fixture(scope="module")
def golds() -> Store:
    return gold_store(_held_out())


@pytest.mark.parametrize("q", _held_out(), ids=lambda q: q["q"][:50])
def test_held_out_questions_on_the_gold_graphs(golds: Store, q: dict[str, Any]) -> None:
    result, text = ask(golds, q["q"], q["complaint"])
    assert_gold_answer(result, text, q)
