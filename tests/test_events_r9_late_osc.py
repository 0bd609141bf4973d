"""Issue 30, ninth round (late): an oversight office's handling of complaints, and acts argued
about as a class (:mod:`legalkg.events.agencies`). Each rule is checked on sentences written
for these tests, in other words than Civil Servant 1-5 v. OSC's, and on that complaint."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.agencies import argued_about, party_paragraphs
from legalkg.events.frames import kind_of
from legalkg.events.model import Sentence
from legalkg.events.pipeline import extract_file, extract_text

DATA = Path(__file__).resolve().parent / "data" / "events"


def _events(text: str) -> list[tuple[str, str | None, str]]:
    graph = extract_text(text, name="t").graph
    return [(e.type, e.date.value if e.date else None, e.evidence[0].quote) for e in graph.events]


# ------------------------------------------------------------------------------------------
# a complaint filed with an office that is no court is a complaint, not the lawsuit


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the nurse lodged a written complaint with the state Inspector General", "complaint"),
        ("he submitted a complaint with the Board's ombudsman in May", "complaint"),
        # a court, this action, and the charge-taking commissions keep their frames
        ("she filed a complaint with the district court in 2019", "lawsuit"),
        ("Plaintiffs filed their complaint with this Court", "lawsuit"),
    ],
)
def test_complaint_to_an_office(text: str, want: str) -> None:
    assert kind_of(text) == want


def test_complaint_to_the_eeoc_is_not_an_office_complaint() -> None:
    assert kind_of("she filed a complaint with the EEOC on May 2") != "complaint"


def test_office_complaint_told_among_the_parties_with_its_statute() -> None:
    """A filing told in the Parties section with its statute cited (which the fact filter
    leaves out) is still read."""
    text = (
        "PARTIES\n\n4.  Plaintiff Dana Roe is a former inspector at the Mint. She was let go on "
        "June 2, 2024. She lodged a complaint with the Inspector General in July 2024 alleging "
        "that her removal violated 5 U.S.C. § 2302.\n"
    )
    got = [e for e in _events(text) if e[0] == "complaint"]
    assert [(t, d) for t, d, _ in got] == [("complaint", "2024-07-01")]
    assert not any(t == "lawsuit" for t, _, _ in _events(text))


# ------------------------------------------------------------------------------------------
# an office closes a complaint, acknowledges its receipt, sends a closure letter


@pytest.mark.parametrize(
    "text",
    [
        "the ombudsman formally closed his case the following week",
        "the Board closed all 300 complaints at once",
        "the office administratively closed her file",
    ],
)
def test_closure_is_the_offices_decision(text: str) -> None:
    assert kind_of(text) == "agency-determination"


@pytest.mark.parametrize(
    "text",
    [
        "the Inspector General acknowledged receipt of his letter",
        "the office sent her a closure letter",
        "the agency issued a pre-closure notice",
    ],
)
def test_receipt_and_closure_letter_are_messages(text: str) -> None:
    assert kind_of(text) == "communication"


def test_closure_is_dated_and_no_closed_door_is_a_closure() -> None:
    text = (
        "FACTS\n\n5.  Plaintiff Lee Park worked at the Bureau. The Inspector General "
        "acknowledged receipt of his letter, and then closed his case on August 9, 2023.\n\n"
        "6.  The Bureau closed the door of his office.\n"
    )
    got = _events(text)
    assert ("agency-determination", "2023-08-09") in [(t, d) for t, d, _ in got]
    assert "communication" in [t for t, _, _ in got]
    assert not any("door" in q for _, _, q in got)


# ------------------------------------------------------------------------------------------
# an official removed from office is a termination; a plaintiff removed from a list is not


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the Governor removed the Director of the lottery", "termination"),
        ("the Mayor removed three Board members without a hearing", "termination"),
        ("Ms. Ortiz was abruptly removed by the President in March", "termination"),
        ("the manager removed Plaintiff from the overtime schedule", "adverse-action"),
    ],
)
def test_removal_of_an_official(text: str, want: str) -> None:
    assert kind_of(text) == want


# ------------------------------------------------------------------------------------------
# a class of acts as the subject of a legal conclusion or a harm: no new act


@pytest.mark.parametrize(
    ("text", "word", "want"),
    [
        ("These layoffs aside, the discharges therefore constituted a RIF.", "discharges", True),
        ("Such firings violated the merit principles.", "firings", True),
        ("His removal interrupted the audits he was running.", "removal", True),
        ("The mass dismissals did not constitute a reduction in force.", "dismissals", True),
        # acts told, not argued about
        ("The firings began on May 2.", "firings", False),
        ("Discharges violated nothing", "Discharges", False),  # no determiner: no class recalled
    ],
)
def test_argued_about(text: str, word: str, want: bool) -> None:
    assert argued_about(text, text.index(word)) is want


def test_argued_class_adds_no_termination() -> None:
    text = (
        "FACTS\n\n5.  On March 3, 2025, the Bureau fired Ms. Kim and forty other trainees.\n\n"
        "6.  These firings plainly constituted a reduction in force.\n\n"
        "7.  The firing disrupted the work she was doing.\n"
    )
    got = [e for e in _events(text) if e[0] == "termination"]
    assert len(got) == 1 and got[0][1] == "2025-03-03"


# ------------------------------------------------------------------------------------------
# the same words in two plaintiffs' paragraphs are two acts


def test_party_paragraphs_end_at_a_heading_a_defendant_and_a_new_number() -> None:
    ss = [
        Sentence("s1", 0, 30, "Plaintiff Ann Roe is a chemist."),
        Sentence("s2", 31, 50, "She was let go."),
        Sentence("s3", 58, 90, "Defendant Bureau is an agency."),
        Sentence("s4", 91, 120, "It closed the complaint."),
        Sentence("s5", 121, 150, "Plaintiff Bo Li was a clerk."),
        Sentence("s6", 160, 190, "The Bureau then acted."),  # a paragraph's number between
    ]
    assert party_paragraphs({s.id: s for s in ss}) == {
        "s1": "Ann Roe",
        "s2": "Ann Roe",
        "s5": "Bo Li",
    }


def test_same_words_for_two_plaintiffs_are_two_closures() -> None:
    text = (
        "PARTIES\n\n4.  Plaintiff Ann Roe is a chemist at the Bureau. She lodged a complaint "
        "with the Inspector General. The office acknowledged receipt, but it closed the "
        "complaint in June 2024.\n\n5.  Plaintiff Bo Li is a clerk at the Bureau. He lodged a "
        "complaint with the Inspector General. The office acknowledged receipt, but it closed "
        "the complaint in June 2024.\n"
    )
    got = [(t, d) for t, d, _ in _events(text)]
    assert got.count(("agency-determination", "2024-06-01")) == 2
    assert got.count(("complaint", None)) == 2


# ------------------------------------------------------------------------------------------
# the real complaint


def test_civil_servants_each_complaint_and_closure() -> None:
    graph = extract_file(DATA / "case46940_doc163029.txt").graph
    by = {s.id: s for s in graph.sentences}
    closures = {
        e.date.value
        for e in graph.events
        if e.type == "agency-determination"
        and e.date is not None
        and "closed" in by[e.evidence[0].sentence_id].text
    }
    assert {"2025-05-13", "2025-05-23", "2025-05-01"} <= closures
    filed = [
        e
        for e in graph.events
        if e.type == "complaint"
        and "filed a complaint with OSC" in " ".join(e.evidence[0].quote.split())
    ]
    assert len(filed) == 5
    argued = [
        e
        for e in graph.events
        if e.type == "termination" and "constituted" in by[e.evidence[0].sentence_id].text
    ]
    assert not [e for e in argued if "terminations constituted" in e.evidence[0].quote]


# ------------------------------------------------------------------------------------------
# "…, but following <a phrase>, <clause>": the fronted phrase belongs to the next clause; the
# act before the comma is not after the one of that clause


def test_fronted_following_phrase_orders_nothing_backwards() -> None:
    text = (
        "FACTS\n\n5.  Plaintiff Lee Park worked at the Bureau.\n\n6.  The Inspector General "
        "acknowledged receipt of his letter, but following the new guidance, it closed his "
        "case on August 9, 2023.\n\n7.  The Bureau fired Ms. Ruiz, shortly after her "
        "complaint to the manager.\n"
    )
    graph = extract_text(text, name="t").graph
    by = {e.id: e for e in graph.events}
    pairs = {(r.type, by[r.source].type, by[r.target].type) for r in graph.relations}
    assert ("BEFORE", "agency-determination", "communication") not in pairs
    assert ("BEFORE", "communication", "agency-determination") in pairs  # told in order
    # a cue inside its clause still orders: the complaint came before the firing
    assert ("BEFORE", "complaint", "termination") in pairs
