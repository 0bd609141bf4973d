"""Questions in words on long complaints (issue 30, seventh round): yes-or-no questions whether
an act was done, "who" with a verb the frames do not type and a clause that places the act,
"she" among two complainants, a pronoun naming the person the question names, courtesy titles
and ranks telling people apart, "the first/last thing X did after/before …", "before or after"
with a first act of no kind, and "who got X instead of Y".

Each rule is checked on a small graph written here in other words than any complaint's, and
the held-out questions on the two long complaints (tests/data/events/questions-long.json) on
their gold graphs.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from event_graph_kit import assert_gold_answer, gold_store, small_graph

from legalkg.engine.answers import answer_request
from legalkg.events.questions import event_question, parse_event_question
from legalkg.ingest import ingest
from legalkg.store.local import Store

DATA = Path(__file__).resolve().parent / "data" / "events"
STEM = "case990001_doc990001"  # a name read as a complaint stem; no such case

#: (event id or None, sentence): the story of the small graph, one sentence each
SENTENCES = [
    (None, "Dana Ortiz and Paul Greer worked as inspectors for Acme Freight, Inc."),
    ("ev1", "On March 2, 2021, Ms. Ortiz complained to human resources about Sgt. Vance."),
    ("ev2", "In retaliation, Acme cut Ms. Ortiz's shifts."),
    ("ev3", "Sgt. Vance discharged Mr. Greer on May 10, 2021."),
    (
        "ev4",
        "On April 1, 2021, Sgt. Vance gave the Dock Lead post to Ms. Park, passing over Ms. Ortiz.",
    ),
    ("ev5", "Acme hired Sam Roy, recommended by the HR desk, as a driver in 2020."),
    ("ev6", "On March 5, 2021, Mr. Lee told Sgt. Vance about the complaint."),
    ("ev7", "In June 2020, Ms. Lee filed a grievance about parking."),
    ("ev8", "Mr. Greer's father passed away on February 1, 2021."),
    ("ev9", "The next day Mr. Greer asked Sgt. Vance for leave to attend the funeral."),
    ("ev10", "Acme did not demote Ms. Ortiz."),
    ("ev11", "On April 20, 2021, Sgt. Vance promoted Ms. Park to Shift Manager."),
    ("ev12", "On March 10, 2021, Sgt. Moss mocked and threatened Ms. Ortiz at roll call."),
    ("ev13", "On June 1, 2021, Ms. Ortiz filed a charge of discrimination with the EEOC."),
    ("ev14", "On May 20, 2021, Ms. Ortiz filed a charge with the State Civil Rights Agency."),
    ("ev15", "Mr. Lee reprimanded Ms. Lee for helping Ms. Ortiz."),
    ("ev16", "On April 10, 2021, Sgt. Vance reprimanded Ms. Ortiz for lateness."),
    ("ev17", "On June 3, 2021, Ms. Ortiz filed her EEOC charge, as Count I retells it."),
]

#: id: (type, label, ISO day or None, [(entity, role)])
EVENTS: dict[str, tuple[str, str, str | None, list[tuple[str, str]]]] = {
    "ev1": ("complaint", "Ortiz complains to HR about Vance", "2021-03-02", [("ortiz", "agent")]),
    "ev2": (
        "retaliation",
        "Acme cuts Ortiz's shifts in retaliation",
        None,
        [("acme", "agent"), ("ortiz", "patient")],
    ),
    "ev3": (
        "termination",
        "Vance discharges Greer",
        "2021-05-10",
        [("vance", "agent"), ("greer", "patient")],
    ),
    "ev4": (
        "adverse-action",
        "Vance gives the Dock Lead post to Park over Ortiz",
        "2021-04-01",
        [("vance", "agent"), ("ortiz", "patient"), ("park", "beneficiary")],
    ),
    "ev5": ("hiring", "Acme hires Sam Roy as a driver", None, [("acme", "agent")]),
    "ev6": (
        "communication",
        "Mr. Lee tells Vance of the complaint",
        "2021-03-05",
        [("rlee", "agent"), ("vance", "recipient")],
    ),
    "ev7": ("complaint", "Ms. Lee files a grievance about parking", None, [("klee", "agent")]),
    "ev8": ("other", "Greer's father dies", "2021-02-01", [("greer", "patient")]),
    "ev9": (
        "communication",
        "Greer asks Vance for funeral leave",
        None,
        [("greer", "agent"), ("vance", "recipient")],
    ),
    "ev10": (
        "demotion",
        "Acme does not demote Ortiz",
        None,
        [("acme", "agent"), ("ortiz", "patient")],
    ),
    "ev11": (
        "other",
        "Vance promotes Park to Shift Manager",
        "2021-04-20",
        [("vance", "agent"), ("park", "patient")],
    ),
    "ev12": (
        "harassment",
        "Moss mocks Ortiz at roll call",
        "2021-03-10",
        [("moss", "agent"), ("ortiz", "patient")],
    ),
    "ev13": (
        "charge",
        "Ortiz files a charge with the EEOC",
        "2021-06-01",
        [("ortiz", "agent"), ("eeoc", "recipient")],
    ),
    "ev14": (
        "charge",
        "Ortiz files a charge with the state agency",
        "2021-05-20",
        [("ortiz", "agent"), ("state", "recipient")],
    ),
    "ev15": (
        "discipline",
        "Mr. Lee reprimands Ms. Lee for helping Ortiz",
        None,
        [("rlee", "agent"), ("klee", "patient")],
    ),
    "ev16": (
        "discipline",
        "Vance reprimands Ortiz for lateness",
        "2021-04-10",
        [("vance", "agent"), ("ortiz", "patient")],
    ),
    "ev17": (
        "charge",
        "Ortiz files her EEOC charge (Count I)",
        "2021-06-03",
        [("ortiz", "agent"), ("eeoc", "recipient")],
    ),
}

#: id: (name, kind, aliases, legal roles)
ENTITIES = {
    "acme": (
        "Acme Freight, Inc.",
        "organization",
        ["Acme", "Defendant"],
        ["defendant", "employer"],
    ),
    "ortiz": ("Dana Ortiz", "person", ["Ms. Ortiz", "Ortiz"], ["plaintiff"]),
    "greer": ("Paul Greer", "person", ["Mr. Greer", "Greer"], ["plaintiff"]),
    "vance": ("Lou Vance", "person", ["Sgt. Vance", "Vance"], ["supervisor"]),
    "moss": ("Ed Moss", "person", ["Sgt. Moss", "Moss"], ["supervisor"]),
    "park": ("Jin Park", "person", ["Ms. Park", "Park"], ["co-worker"]),
    "rlee": ("Rob Lee", "person", ["Mr. Lee"], ["supervisor"]),
    "klee": ("Kim Lee", "person", ["Ms. Lee"], ["employee"]),
    "eeoc": ("Equal Employment Opportunity Commission", "agency", ["EEOC"], ["agency"]),
    "state": ("State Civil Rights Agency", "agency", [], ["agency"]),
}


def _graph(
    stem: str = STEM,
    story: list[tuple[str | None, str]] = SENTENCES,
    acts: dict[str, tuple[str, str, str | None, list[tuple[str, str]]]] = EVENTS,
    people: dict[str, tuple[str, str, list[str], list[str]]] = ENTITIES,
    links: tuple[tuple[str, str, str, str], ...] = (
        ("CAUSES", "ev1", "ev2", "In retaliation"),
        ("BEFORE", "ev8", "ev9", "The next day"),
    ),
) -> dict[str, Any]:
    return small_graph(stem, story, people, acts, links)


#: a complaint of two women: "she" may be either
TWO = "case990002_doc990002"


def _two_women() -> dict[str, Any]:
    story: list[tuple[str | None, str]] = [
        ("ev1", "On May 3, 2019, Ms. Holt and Ms. Cruz complained to the plant manager."),
        ("ev2", "Bolt Works fired Ms. Holt on June 7, 2019."),
        ("ev3", "Bolt Works fired Ms. Cruz on July 9, 2019."),
    ]
    acts = {
        "ev1": (
            "complaint",
            "Holt and Cruz complain to the plant manager",
            "2019-05-03",
            [("holt", "agent"), ("cruz", "agent")],
        ),
        "ev2": (
            "termination",
            "Bolt fires Holt",
            "2019-06-07",
            [("bolt", "agent"), ("holt", "patient")],
        ),
        "ev3": (
            "termination",
            "Bolt fires Cruz",
            "2019-07-09",
            [("bolt", "agent"), ("cruz", "patient")],
        ),
    }
    people = {
        "bolt": ("Bolt Works, LLC", "organization", ["Bolt Works"], ["defendant", "employer"]),
        "holt": ("Ann Holt", "person", ["Ms. Holt", "Holt"], ["plaintiff"]),
        "cruz": ("Bea Cruz", "person", ["Ms. Cruz", "Cruz"], ["plaintiff"]),
    }
    return _graph(TWO, story, acts, people, ())


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    path = tmp_path_factory.mktemp("r7q") / f"{STEM}.gold.json"
    path.write_text(json.dumps(_graph()), encoding="utf-8")
    two = path.parent / f"{TWO}.gold.json"
    two.write_text(json.dumps(_two_women()), encoding="utf-8")
    s = Store()
    ingest([path, two], store=s, validate=False)
    return s


def _ask(store: Store, question: str, complaint: str = STEM) -> tuple[dict[str, Any], str]:
    request = parse_event_question(f"{question.rstrip('?')} in {complaint}?", None)
    if request is None:
        return {"refused": "not read"}, ""
    done = answer_request(request, store)
    return dict(done.result), done.answer


def _ids(result: dict[str, Any]) -> list[str]:
    return [e["id"] for e in result.get("events", [])]


def test_whether_an_act_was_done_is_yes_with_its_sentence(store: Store) -> None:
    result, text = _ask(store, "Did the company retaliate against Ms. Ortiz?")
    assert text.startswith("Yes") and _ids(result) == ["ev2"], text
    result, text = _ask(store, "Was Mr. Greer discharged?")
    assert text.startswith("Yes") and _ids(result) == ["ev3"], text
    # the employer acts through its supervisor
    result, text = _ask(store, "Did the company fire Mr. Greer?")
    assert text.startswith("Yes") and _ids(result) == ["ev3"], text
    assert "s3" in text or "s4" in text


def test_whether_never_says_no(store: Store) -> None:
    # the roles reversed, an act of a kind not told, a person not on it (an act the complaint
    # tells was not done, "Acme did not demote Ms. Ortiz", is a "No" since the eighth round:
    # tests/test_events_r8_questions.py)
    for question in (
        "Did Ms. Ortiz retaliate against the company?",
        "Did the company reduce her pay?",
        "Did Sgt. Vance fire Ms. Ortiz?",
    ):
        result, text = _ask(store, question)
        assert result.get("refused"), (question, text)
        assert text.startswith("Not answered"), text


def test_whether_is_read_only_for_a_yes_or_no_about_one_act() -> None:
    assert event_question("Did the company retaliate against her?", "c_1").ask == "whether"
    assert event_question("Was she fired?", "c_1").focus == "passive"
    # the reason asked, not whether she was fired
    q = event_question("Was she fired for complaining?", "c_1")
    assert (q.ask, q.kind, q.kind2) == ("because", "termination", "complaint")
    assert event_question("Was she hired for the opening?", "c_1").ask == "whether"
    for question in (
        "Did her complaint cause her firing?",  # a link, not whether an act was done
        "Was there anything after she complained?",
        "Did the company do anything about it?",
        "Was the charge timely?",  # a quality of the act, not whether it was done
    ):
        q = event_question(question, "c_1")
        assert q is None or q.ask != "whether", question
    # what the complaint alleges is its claims, not an act
    asked = parse_event_question("Does case13193_doc62893 allege retaliation?", None)
    assert type(asked).__name__ == "Claims"


def test_an_act_told_with_a_verb_of_the_kind_asked(store: Store) -> None:
    # filed as harassment, told with "threatened"
    result, text = _ask(store, "Did Sgt. Moss threaten Ms. Ortiz?")
    assert text.startswith("Yes") and _ids(result) == ["ev12"], text


def test_a_person_the_graph_puts_on_an_act_before_one_its_words_name(store: Store) -> None:
    # Mr. Lee's reprimand of Ms. Lee names Ms. Ortiz only as whom she helped
    result, text = _ask(store, "Who reprimanded Ms. Ortiz?")
    assert _ids(result) == ["ev16"] and "Rob Lee" not in text, text


def test_she_among_a_woman_and_a_man_is_the_woman(store: Store) -> None:
    result, text = _ask(store, "When did she complain?")
    assert _ids(result) == ["ev1"] and "2021-03-02" in text, text
    result, text = _ask(store, "When was he fired?")
    assert "2021-05-10" in text, text
    result, text = _ask(store, "Was she fired?")
    assert result.get("refused"), text  # only the man was


def test_she_of_two_women_is_refused_unless_one_act_is_of_both(store: Store) -> None:
    result, text = _ask(store, "When was she fired?", TWO)
    assert result.get("refused") and "Ann Holt or Bea Cruz" in text, text
    result, text = _ask(store, "When was Ms. Cruz fired?", TWO)
    assert "2019-07-09" in text, text
    result, text = _ask(store, "When did she complain?", TWO)  # one act of them both
    assert "2019-05-03" in text, text


def test_who_of_a_passive_is_the_one_it_was_done_to(store: Store) -> None:
    result, text = _ask(store, "Who was discharged on May 10, 2021?")
    assert _ids(result) == ["ev3"] and "Paul Greer" in text and "Lou Vance" not in text, text
    assert "names May" not in text and "names no" not in text  # a month is no one's name
    assert event_question("Who was the supervisor who fired her?", "c_1").ask == "who"
    assert event_question("By whom was she fired?", "c_1").ask == "who"
    assert event_question("Who were laid off?", "c_1").ask == "whom"


def test_what_happened_to_someone_other_than_the_complainant(store: Store) -> None:
    result, text = _ask(store, "What happened to Ms. Park?")
    assert _ids(result) == ["ev11"], text
    # the complainant's is the whole story: refused, not answered with the timeline
    result, text = _ask(store, "What happened to Ms. Ortiz?")
    assert result.get("refused"), text
    assert parse_event_question(f"What happened to her in {STEM}?", None) is None


def test_a_by_phrase_of_a_thing_is_no_agent_quoted(store: Store) -> None:
    result, text = _ask(store, "Who hired Sam Roy?")
    assert _ids(result) == ["ev5"] and "Acme" in text and "by the HR" not in text, text


def test_who_with_a_verb_the_frames_do_not_type(store: Store) -> None:
    result, text = _ask(store, "Who gave the Dock Lead post to Ms. Park?")
    assert _ids(result) == ["ev4"] and "Lou Vance" in text, text
    assert event_question("Who is the best lawyer?", "c_1") is None


def test_who_with_a_clause_that_places_the_act_and_its_pronoun(store: Store) -> None:
    # "she" is Ms. Park, whom the question names, not the complainant
    result, text = _ask(store, "Who promoted Ms. Park after she got the Dock Lead post?")
    assert _ids(result) == ["ev11"] and "Lou Vance" in text, text


def test_a_title_and_a_rank_tell_people_apart(store: Store) -> None:
    result, text = _ask(store, "What did Mr. Lee do?")
    assert "ev6" in _ids(result) and "ev7" not in _ids(result), text
    # "Sgt. Vance" is Vance, not every sergeant (Sgt. Moss mocked her after she complained)
    result, text = _ask(store, "What did Sgt. Vance do after she complained?")
    assert "ev12" not in _ids(result) and "ev4" in _ids(result), text


def test_the_first_or_last_thing_someone_did(store: Store) -> None:
    result, text = _ask(
        store, "What was the first thing Sgt. Vance did after Ms. Ortiz complained?"
    )
    assert _ids(result) == ["ev4"], text
    result, text = _ask(store, "What was the last thing Sgt. Vance did before Mr. Greer was fired?")
    assert _ids(result) == ["ev11"], text


def test_before_or_after_with_a_first_act_of_no_kind(store: Store) -> None:
    # "his" is Mr. Greer's, whom the other clause names; a death is an act of kind "other"
    result, text = _ask(store, "Did Mr. Greer ask for leave before or after his father died?")
    assert "came after" in text and "The next day" in text, text


def test_who_got_a_post_instead_of_a_named_person(store: Store) -> None:
    result, text = _ask(store, "Who got the Dock Lead post instead of Ms. Ortiz?")
    assert _ids(result) == ["ev4"], text  # not every hiring (Sam Roy's)
    result, text = _ask(store, "Who replaced Mr. Greer after he was fired?")
    assert result.get("refused"), text


def test_the_eeoc_named_is_not_any_agency(store: Store) -> None:
    result, text = _ask(store, "When did she file her charge with the EEOC?")
    assert "2021-06-01" in text and "2021-05-20" not in text, text


def test_each_day_the_complaint_gives_one_act(store: Store) -> None:
    # the facts say June 1, the count June 3: both, not one chosen silently
    result, text = _ask(store, "When did she file her charge with the EEOC?")
    assert "2021-06-01" in text and "2021-06-03" in text, text
    assert _ids(result) == ["ev13", "ev17"], text


LONG = json.loads((DATA / "questions-long.json").read_text(encoding="utf-8"))["questions"]


#: the one held-out question the gold graph cannot answer: it states no order between the
#: complaint to the EEO office and Mr. Lee's leak of it (told as "Plaintiff had complained")
_UNORDERED = "What did Mr. Lee do after she complained to the EEO office?"


@pytest.fixture(scope="module")
def long_store() -> Store:
    return gold_store(LONG)


@pytest.mark.parametrize(
    "q",
    [
        pytest.param(q, marks=pytest.mark.xfail(strict=True)) if q["q"] == _UNORDERED else q
        for q in LONG
    ],
    ids=lambda q: q["q"],
)
def test_held_out_questions_on_the_long_gold_graphs(long_store: Store, q: dict[str, Any]) -> None:
    result, text = _ask(long_store, q["q"], q["complaint"])
    assert_gold_answer(result, text, q)


def test_words_told_only_around_an_act_or_not_at_all_find_no_act(store: Store) -> None:
    """With no kind read, the words alone choose the act: its own words must tell one of
    them and its sentences all but one ("who brought a cake to roll call" is not the mocking
    told at a roll call; the words of a discharge's sentence that explain a gift are not the
    gift)."""
    result, text = _ask(store, "Who brought a cake to roll call?")
    assert result.get("refused") and not _ids(result), text
    result, text = _ask(store, "Who mocked Ms. Ortiz at roll call?")
    assert not result.get("refused") and "Moss" in text, text


def test_whether_needs_the_rest_of_the_clause_told_with_the_act(store: Store) -> None:
    """ "Did Ms. Ortiz complain to the union?": her complaint to human resources is no
    "yes" (the union is no person of the graph: only the words can tell it)."""
    result, text = _ask(store, "Did Ms. Ortiz complain to the union?")
    assert result.get("refused") and not text.startswith("Yes"), text
    result, text = _ask(store, "Did Ms. Ortiz complain to human resources?")
    assert text.startswith("Yes") and _ids(result) == ["ev1"], text


def test_an_act_told_as_withheld_is_not_the_act_asked_as_done(tmp_path: Path) -> None:
    """ "Who was given the Houston Security Advisor South role?" (Shell) had been answered
    "Mr. Erazo" from the act telling the role *denied* to the complainants (Erazo is named in
    one of its sentences; Ms. Chevez got it): an act told as withheld is not one asked as
    done. Asked in the withholding words, the denial is found."""
    shell = Store()
    ingest([DATA / "case46953_doc163090.txt"], store=shell, validate=False)
    result, text = _ask(
        shell, "Who was given the Houston Security Advisor South role?", "case46953_doc163090"
    )
    assert result.get("refused") and "Erazo" not in text.split("(the nearest")[0], text
    result, text = _ask(
        shell, "Who was denied the Houston Security Advisor South role?", "case46953_doc163090"
    )
    assert not result.get("refused") and "Houston" in text, text
