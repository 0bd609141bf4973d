"""Questions in words, eleventh round of issue 30 (late, the lead): the people a question
names take part in the act that answers it (:mod:`legalkg.events.heldnames`), and an act of
another kind than the one asked answers only when it tells the asked verb.

- "Why was Ruiz detained?" is not answered with the act where Ruiz filmed the detentions
  (she is its doer, not the one detained);
- "When did the Port Board dismiss Okafor?" is not answered with the closure Okafor ordered
  (he is its doer), nor with an act that holds no Okafor;
- "When did the cannery re-employ Ruiz as a sorter?" is not answered with her firing from the
  sorting line, an act of another kind found by the words "cannery" and "sorter".

Each on a small graph written here in other words than any complaint's.
"""

from __future__ import annotations

import pytest
from event_graph_kit import all_ids, ask, graph_store, small_graph

from legalkg.events.heldnames import passive_subject
from legalkg.store.local import Store

STEM = "case990112_doc990112"  # a name read as a complaint stem; no such case

SENTENCES: list[tuple[str | None, str]] = [
    (None, "Plaintiff Nadia Ruiz worked as a sorter at the Defendant Bayside Cannery."),
    ("ev1", "On May 2, 2019, Ms. Ruiz filmed the detentions of strikers outside the gate."),
    ("ev2", "On June 9, 2019, the Bayside Cannery fired Ms. Ruiz from the sorting line."),
    ("ev3", "On July 1, 2019, Harbor Director Felix Okafor ordered the closure of the pier."),
    ("ev4", "On August 5, 2019, the Port Board dismissed Ms. Lind, the pier's night clerk."),
    ("ev5", "On March 3, 2019, the Bayside Cannery hired Ms. Ruiz as a sorter."),
    ("ev6", "On May 20, 2019, the Cannery issued a written warning for lateness."),
]

ENTITIES = {
    "ruiz": ("Nadia Ruiz", "person", ["Ms. Ruiz", "Ruiz"], ["plaintiff"]),
    "cannery": ("Bayside Cannery", "organization", ["the Cannery"], ["defendant", "employer"]),
    "okafor": ("Felix Okafor", "person", ["Okafor"], []),
    "board": ("Port Board", "organization", ["the Board"], []),
    "lind": ("Greta Lind", "person", ["Ms. Lind", "Lind"], []),
}

EVENTS: dict[str, tuple[str, str, str | None, list[tuple[str, str]]]] = {
    "ev1": ("other", "Ruiz films the detentions", "2019-05-02", [("ruiz", "agent")]),
    "ev2": (
        "termination",
        "The Cannery fires Ruiz from the sorting line",
        "2019-06-09",
        [("cannery", "agent"), ("ruiz", "patient")],
    ),
    "ev3": ("other", "Okafor orders the pier's closure", "2019-07-01", [("okafor", "agent")]),
    "ev4": (
        "termination",
        "The Port Board dismisses Lind",
        "2019-08-05",
        [("board", "agent"), ("lind", "patient")],
    ),
    "ev5": (
        "hiring",
        "The Cannery hires Ruiz as a sorter",
        "2019-03-03",
        [("cannery", "agent"), ("ruiz", "patient")],
    ),
    # told of no one: the complaint's one complainant is the one it was done to
    "ev6": (
        "discipline",
        "The Cannery issues a written warning",
        "2019-05-20",
        [("cannery", "agent")],
    ),
}


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    graph = small_graph(STEM, SENTENCES, ENTITIES, EVENTS, [])
    return graph_store(tmp_path_factory.mktemp("r11late") / f"{STEM}.json", graph)


def test_the_one_a_question_says_it_was_done_to() -> None:
    assert passive_subject("was Ruiz detained") == "Ruiz"
    assert passive_subject("has Ms. Ruiz been paid") == "Ms. Ruiz"
    assert passive_subject("did the Port Board dismiss Okafor") == "Okafor"
    assert passive_subject("did Ruiz film the detentions") is None
    assert passive_subject("did the cannery fire her") is None


def test_the_doer_of_an_act_is_not_the_one_it_was_done_to(store: Store) -> None:
    result, text = ask(store, "Why was Ruiz detained?", STEM)
    assert result.get("refused") and "ev1" not in all_ids(result), text
    result, text = ask(store, "When did the Port Board dismiss Okafor?", STEM)
    assert result.get("refused"), text
    assert not {"ev3", "ev4"} & set(all_ids(result)), text


def test_the_people_named_answer_as_before_when_the_act_holds_them(store: Store) -> None:
    result, text = ask(store, "When did the Port Board dismiss Lind?", STEM)
    assert set(all_ids(result)) == {"ev4"} and "2019-08-05" in text, text
    result, text = ask(store, "When was Ruiz fired?", STEM)
    assert set(all_ids(result)) == {"ev2"} and "2019-06-09" in text, text
    result, text = ask(store, "When did Okafor order the closure of the pier?", STEM)
    assert "ev3" in all_ids(result), text


def test_an_act_of_another_kind_answers_only_with_the_asked_verb(store: Store) -> None:
    result, text = ask(store, "When did the cannery re-employ Ruiz as a sorter?", STEM)
    assert "ev2" not in all_ids(result), text  # her firing from the sorting line
    assert "2019-06-09" not in text, text
    result, text = ask(store, "When did the cannery hire Ruiz as a sorter?", STEM)
    assert set(all_ids(result)) == {"ev5"} and "2019-03-03" in text, text


def test_an_act_told_of_no_one_is_the_one_complainant_s(store: Store) -> None:
    result, text = ask(store, "When was Ruiz disciplined?", STEM)
    assert set(all_ids(result)) == {"ev6"} and "2019-05-20" in text, text
    # but never Okafor's, whom the complaint does not sue for
    result, text = ask(store, "When was Okafor disciplined?", STEM)
    assert result.get("refused"), text
