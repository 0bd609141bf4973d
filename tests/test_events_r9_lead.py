"""Questions in words, ninth round of issue 30 (the lead's checks after the merges): "Who did
Flood complain to?" listed, beside her own complaints, an act of another's she was only on
("Vaughn also noted that … Flood had no office"), as if she had complained to herself; "Who did
Flood complain about?" was read as the one complained to. Now the one the question says did it
must be the act's agent (or the act has none), and what a complaint is about is no role the
graph records: refused.
"""

from __future__ import annotations

import pytest
from event_graph_kit import ask, graph_store, ids, small_graph

from legalkg.store.local import Store

STEM = "case990092_doc990092"  # a name read as a complaint stem; no such case

SENTENCES: list[tuple[str | None, str]] = [
    (None, "Ms. Nia Amani coached rowing for Northgate College."),
    ("ev1", "On March 1, 2022, Coach Amani complained to the ombudsman about her office."),
    ("ev2", "On March 3, 2022, Mr. Pike complained to human resources about Coach Amani."),
]
ENTITIES = {
    "amani": ("Nia Amani", "person", ["Amani", "Ms. Amani", "Coach Amani"], ["plaintiff"]),
    "northgate": ("Northgate College", "organization", ["Northgate"], ["defendant", "employer"]),
    "pike": ("Sam Pike", "person", ["Pike", "Mr. Pike"], ["supervisor"]),
    "ombuds": ("Lee Park", "person", ["the ombudsman", "Park"], []),
    "hr": ("Human Resources", "organization", ["human resources"], []),
}
EVENTS: dict[str, tuple[str, str, str | None, list[tuple[str, str]]]] = {
    "ev1": (
        "complaint",
        "Amani complains to the ombudsman",
        "2022-03-01",
        [("amani", "agent"), ("ombuds", "recipient")],
    ),
    "ev2": (
        "complaint",
        "Pike complains to human resources about Amani",
        "2022-03-03",
        [("pike", "agent"), ("hr", "recipient"), ("amani", "patient")],
    ),
}


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    graph = small_graph(STEM, SENTENCES, ENTITIES, EVENTS, [])
    return graph_store(tmp_path_factory.mktemp("r9lead") / f"{STEM}.json", graph)


def test_to_whom_she_complained_lists_her_own_complaints_only(store: Store) -> None:
    result, text = ask(store, "Who did Coach Amani complain to?", STEM)
    assert ids(result) == ["ev1"] and "Lee Park" in text and "Human Resources" not in text, text
    result, text = ask(store, "Who did Mr. Pike complain to?", STEM)
    assert ids(result) == ["ev2"] and "Human Resources" in text, text


@pytest.mark.parametrize(
    "question", ["Who did Coach Amani complain about?", "Who did Pike complain of?"]
)
def test_what_a_complaint_is_about_is_no_role_refused(store: Store, question: str) -> None:
    result, text = ask(store, question, STEM)
    assert result.get("refused"), text


def test_reading_statutes_prints_no_warning_of_eyecites_own(
    caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    import logging

    from legalkg.events.rules import statutes

    told = (
        "It outlawed it on the basis of “race, color, religion, or national origin.” § 804, "
        "82 Stat. at 83. 22. See 42 U.S.C. § 3604."
    )
    with caplog.at_level(logging.DEBUG):
        assert statutes(told) == ["42 U.S.C. § 3604"]
    assert "overlap" not in caplog.text and "overlap" not in capsys.readouterr().err
    assert logging.getLogger("eyecite").level == logging.NOTSET  # left as it was
