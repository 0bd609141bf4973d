"""Issue 30, ninth round: acts in words no frame knows (``legalkg.events.doings``).

A clause whose subject is a participant the complaint names and whose verb is a verb of doing
in the past tense is an act, typed by its verb's class (telling, raising a matter, putting
down, excluding, judging one's work, turning away what one sought, "other"), when no frame read
an act in the sentence; verbs of being, knowing, believing, feeling and alleging, negations,
modals, conditions, questions and the complaint's theory are none. Every sentence here is
written for the test, in other words than the complaints'."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from event_model_kit import event_of, sentences_of

from legalkg.events.doings import CONFIDENCE, doings, read_by_shape, type_of
from legalkg.events.pipeline import extract_file, extract_text
from legalkg.events.retellings import same_event_mentions

DATA = Path(__file__).parent / "data" / "events"
HEAD = (
    "UNITED STATES DISTRICT COURT\nMARTA LOPEZ,\nPlaintiff,\nv.\nSEAGULL STATE COLLEGE,\n"
    "Defendant.\nCOMPLAINT\nSTATEMENT OF FACTS\n"
)
STORY = (
    "1. Plaintiff Marta Lopez was hired by Seagull State College as head swimming coach in "
    "2010. Athletic Director Harold Price (“Price”) supervised her.\n"
    "2. In March 2014, Mr. Price moved Ms. Lopez's office into a storage room.\n"
    "3. Ms. Lopez pointed out to Mr. Price that the men's coaches had offices near the pool.\n"
    "4. On May 3, 2014, Mr. Price rated Ms. Lopez's work below expectations.\n"
    "5. Ms. Lopez believed that she was treated unfairly.\n"
)


def _one(text: str, who: str = "Mr. Price", *, complainant: bool = False) -> list[str]:
    """The types :func:`doings` reads in ``text`` whose participants are ``who`` and Ms.
    Lopez (the complainant)."""
    mentions = []
    for name, ident in ((who, "p"), ("Ms. Lopez", "lopez")):
        at = text.find(name)
        while at >= 0:
            mentions.append((at, at + len(name), ident))
            at = text.find(name, at + 1)
    mentions.sort()
    return [
        k
        for _, _, k, _ in doings(
            text, mentions, frozenset({"lopez"} | ({"p"} if complainant else set()))
        )
    ]


# --- the verb's class gives the type -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # telling
        (
            "Later that week, Mr. Price reminded Ms. Lopez that the pool closed at nine.",
            "communication",
        ),
        ("Mr. Price suggested that Ms. Lopez swap her practice times.", "communication"),
        ("Mr. Price then invited the press to read Ms. Lopez's file.", "communication"),
        # putting down
        ("At the banquet, Mr. Price berated Ms. Lopez before the parents.", "harassment"),
        # excluding
        ("Mr. Price barred Ms. Lopez from the coaches' lounge.", "adverse-action"),
        # judging the complainant's work
        ("Mr. Price graded Ms. Lopez's season as poor.", "adverse-action"),
        # turning away what she sought
        ("Mr. Price dismissed Ms. Lopez's proposal for a second assistant.", "failure-to-act"),
        # a verb of doing no class names, told of someone
        ("In March 2014, Mr. Price moved Ms. Lopez's office into a storage room.", "other"),
        # the act a verb of beginning or trying governs
        ("Mr. Price undertook efforts to replace Ms. Lopez.", "adverse-action"),
        # done by telling
        (
            "Mr. Price justified the cut by saying that money was short for Ms. Lopez.",
            "communication",
        ),
    ],
)
def test_the_class_of_the_verb_gives_the_type(text: str, kind: str) -> None:
    assert _one(text) == [kind]


@pytest.mark.parametrize(
    "text",
    [
        "Ms. Lopez pointed out to Mr. Price that the men had offices near the pool.",
        "Ms. Lopez questioned Mr. Price about the travel budget.",
    ],
)
def test_the_complainant_raising_a_matter_is_a_complaint(text: str) -> None:
    assert _one(text) == ["complaint"]


def test_another_raising_a_matter_is_a_communication() -> None:
    assert _one("Mr. Price raised with Ms. Lopez the question of her schedule.") == [
        "communication"
    ]


# --- what is no act ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Mr. Price believed that Ms. Lopez was a weak coach.",  # a belief
        "Mr. Price knew Ms. Lopez from an earlier post.",  # knowing
        "Mr. Price was the supervisor of Ms. Lopez.",  # being
        "Mr. Price never moved Ms. Lopez's office.",  # a negation
        "If Mr. Price moved Ms. Lopez's office, she would resign.",  # a condition
        "Why Mr. Price moved Ms. Lopez's office?",  # a question
        "Mr. Price moved Ms. Lopez's office because of her sex.",  # the complaint's theory
        "Mr. Price invaded Ms. Lopez's privacy by the conduct set forth above.",  # a retelling
        "Mr. Price chose another coach over Ms. Lopez.",  # a choice among people
        "Mr. Price left early.",  # a doing told of no one
    ],
)
def test_no_act(text: str) -> None:
    assert _one(text) == []


def test_the_complainant_answering_another_is_no_act() -> None:
    # her reaction to what was done to her, not an act of her own
    assert _one("Ms. Lopez pushed Mr. Price away from her.", who="Mr. Price") == []
    # nor does she harass or exclude
    assert _one("Ms. Lopez yelled at Mr. Price to stop.") == []


def test_type_of_keeps_the_lexicon_apart() -> None:
    assert type_of("tell", by_complainant=True, to_complainant=False, told_of=True) == (
        "communication"
    )
    assert type_of("believe", by_complainant=False, to_complainant=True, told_of=True) is None
    assert type_of("rate", by_complainant=False, to_complainant=False, told_of=True) == "other"


# --- in the pipeline ---------------------------------------------------------------------------


def test_acts_in_a_story_no_frame_reads() -> None:
    g = extract_text(HEAD + STORY, name="lopez").graph
    shaped = {(e.type, e.label) for e in g.events if read_by_shape(e)}
    assert ("other", "Mr. Price moved Ms. Lopez") in shaped
    assert ("adverse-action", "Mr. Price rated Ms. Lopez") in shaped
    assert any(t == "complaint" and "pointed out" in lbl for t, lbl in shaped)
    rated = next(e for e in g.events if e.label == "Mr. Price rated Ms. Lopez")
    assert {(p.entity, p.role) for p in rated.participants} == {
        ("price", "agent"),
        ("lopez", "patient"),
    }
    assert rated.date is not None and rated.date.value == "2014-05-03"
    assert rated.confidence == CONFIDENCE
    # the belief is no act
    assert not any("believed" in e.label for e in g.events)


def test_a_frame_act_does_not_join_an_act_read_by_shape() -> None:
    # a retelling in the words of the law joins the act a frame read, never one read by its
    # shape; an act read by shape joins a frame's act only when done to someone it names
    s = sentences_of(
        "On May 3, 2014, Mr. Price rated Ms. Lopez's work below expectations.",
        "The college retaliated against her in violation of Title IX by not renewing her contract.",
    )
    shaped = replace(
        event_of(
            "e1",
            "adverse-action",
            ("s1", "Mr. Price rated Ms. Lopez"),
            who=(("price", "agent"), ("lopez", "patient")),
        ),
        confidence=CONFIDENCE,
    )
    framed = event_of(
        "e2", "adverse-action", ("s2", "not renewing her contract"), who=(("lopez", "patient"),)
    )
    kinds = {"price": "person", "lopez": "person"}
    assert same_event_mentions([shaped, framed], s, kinds) == []


# --- the real complaints -----------------------------------------------------------------------


def test_flood_acts_in_words_no_frame_knew() -> None:
    g = extract_file(DATA / "case11752_doc39052.txt").graph
    shaped = {(e.type, e.evidence[0].quote[:30]) for e in g.events if read_by_shape(e)}
    kinds = {t for t, _ in shaped}
    # "Vaughn also noted that …" (a complaint), "FGCU rebuffed her at every turn" (a failure
    # to act), "McAloose undertook efforts to replace Coach Flood" (an adverse action)
    assert {"complaint", "failure-to-act", "adverse-action"} <= kinds


def test_shell_acts_in_words_no_frame_knew() -> None:
    g = extract_file(DATA / "case46953_doc163090.txt").graph
    labels = [e.label for e in g.events if read_by_shape(e)]
    assert any(lbl.startswith("Mr. Hunt directed Mr. Colombo") for lbl in labels)
    # a choice among people is no act of its own ("Mr. Hunt chose Ms. Chevez …")
    assert not any("chose" in lbl for lbl in labels)


# --- where the clause begins: a title, a date without its comma --------------------------------


@pytest.mark.parametrize(
    ("text", "who", "kind"),
    [
        # a rank or a title before the name the complaint uses
        (
            "In the same meeting, Head Coach Lopez questioned why her team trained at dawn.",
            "Lopez",
            "complaint",
        ),
        (
            "After the season, President Price issued a memo about Ms. Lopez to the staff.",
            "Price",
            "communication",
        ),
        # a date opening the sentence without its comma
        (
            "On June 2, 2015 Mr. Price conducted Ms. Lopez's review after hours.",
            "Mr. Price",
            "other",
        ),
    ],
)
def test_the_clause_may_open_on_a_title_or_a_date(text: str, who: str, kind: str) -> None:
    assert _one(text, who=who, complainant=who == "Lopez") == [kind]


@pytest.mark.parametrize(
    "text",
    [
        "Had Mr. Price simply inquired, he would have learned the truth from Ms. Lopez.",
        "Neither Mr. Price, nor anyone else, offered Ms. Lopez a second assistant.",
        # an adverb is no title: "Subsequently" does not open a clause on "Lt. Price"
        "Reportedly Mr. Price notified Ms. Lopez by letter.",
    ],
)
def test_no_act_in_an_inverted_condition_a_negation_or_after_an_adverb(text: str) -> None:
    assert _one(text) == []


def test_another_s_dated_step_is_an_act_the_complainant_s_is_not() -> None:
    # a step of another told with its month and year, though told of no one
    assert _one("In October 2016, Mr. Price began drafting a new budget.") == ["other"]
    # undated, it may be a habit or a state
    assert _one("Mr. Price began drafting a new budget.") == []
    # the complainant's own dated step stays unread (her returns, births, visits: the golds
    # disagree on them)
    text = "In October 2016, Ms. Lopez began drafting a new plan."
    at = text.find("Ms. Lopez")
    assert doings(text, [(at, at + 9, "lopez")], frozenset({"lopez"})) == []
