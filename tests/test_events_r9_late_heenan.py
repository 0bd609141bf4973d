"""Issue 30, ninth round (late): staffing acts by construction (:mod:`legalkg.events.staffing`).

Sentences written for these tests, in other words than Heenan v. HUD's, plus checks on the
complaint itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.pipeline import extract_text
from legalkg.events.staffing import staff_acts

DATA = Path(__file__).parent / "data" / "events"


def _kinds(text: str, acts: list[tuple[int, int, str]] | None = None) -> list[tuple[str, str]]:
    return [(k, text[a:b]) for a, b, k in staff_acts(text, acts or [])]


def test_notice_received_is_a_communication_and_its_act() -> None:
    text = "Ms. Lane received formal notice of her transfer on March 3, 2021."
    assert _kinds(text) == [
        ("communication", "received formal notice"),
        ("adverse-action", "transfer"),
    ]


def test_proposed_act_in_a_notice_is_not_done() -> None:
    text = "Mr. Ortiz received written notice of his proposed reassignment."
    assert _kinds(text) == [("communication", "received written notice")]


def test_notice_not_received_is_a_failure_to_act() -> None:
    text = "Mr. Ortiz never received any notice of his detail to the regional office."
    at = text.index("detail")
    assert _kinds(text, [(at, at + 6, "adverse-action")]) == [
        ("failure-to-act", "never received any notice")
    ]
    reply = "The clerk wrote back twice but received no response."
    assert _kinds(reply) == [("failure-to-act", "received no response")]


def test_volunteering_to_be_moved_is_no_move() -> None:
    text = "Three analysts volunteered to be transferred to the budget office."
    at = text.index("transferred")
    assert _kinds(text, [(at, at + 11, "adverse-action")]) == []
    text = "She had not volunteered to be detailed and still had not received notice of it."
    at = text.index("detailed")
    assert _kinds(text, [(at, at + 8, "adverse-action")]) == [
        ("failure-to-act", "had not received notice")
    ]


def test_joining_an_organisation_is_a_hiring() -> None:
    assert _kinds("Mr. Baptiste joined the Treasury in June 2012.") == [("hiring", "joined")]
    # joining a meeting or a call is no hiring: the object is not a name
    assert _kinds("Mr. Baptiste joined a call with his manager.") == []


def test_told_with_a_penalty_or_a_condition_is_a_threat() -> None:
    text = "The nurses were told that they must sign the new schedule or face discipline."
    at = text.index("told")
    assert _kinds(text, [(at, at + 4, "communication")]) == [("threat", "told")]
    text = "Staff were told that, if no one applied by Friday, managers would pick who moved."
    at = text.index("told")
    assert _kinds(text, [(at, at + 4, "communication")]) == [("threat", "told")]
    plain = "Staff were told that the office would move in May."
    at = plain.index("told")
    assert _kinds(plain, [(at, at + 4, "communication")]) == [("communication", "told")]


def test_effective_date_dates_the_act_and_the_notice_its_own_day() -> None:
    text = (
        "Ms. Carver is a clerk at the Agency. Ms. Carver received written notice of her "
        "transfer on April 2, 2024, with an effective date of May 6, 2024."
    )
    graph = extract_text(text, name="t").graph
    days = {e.type: e.date.value if e.date else None for e in graph.events}
    assert days.get("communication") == "2024-04-02"
    assert days.get("adverse-action") == "2024-05-06"


@pytest.mark.skipif(not (DATA / "case46979_doc163303.txt").exists(), reason="no complaint")
def test_heenan_notices_and_reassignments() -> None:
    text = (DATA / "case46979_doc163303.txt").read_text()
    graph = extract_text(text, name="case46979_doc163303").graph
    by = {s.id: s.text for s in graph.sentences}

    def typed(words: str) -> set[tuple[str, str | None]]:
        return {
            (e.type, e.date.value if e.date else None)
            for e in graph.events
            if any(words in " ".join(by[x.sentence_id].split()) for x in e.evidence)
        }

    got = typed("Ms. Dykstra received written notice of her reassignment")
    assert ("communication", "2025-09-16") in got and ("adverse-action", "2025-10-05") in got
    assert ("failure-to-act", None) in typed("Mr. Osadebe did not receive written notice")
    assert {k for k, _ in typed("Julia Dykstra joined OFH")} == {"hiring"}


def test_work_since_joining_is_dated_by_the_joining() -> None:
    text = (
        "Ms. Carver is a clerk at the Agency. Mr. Okafor has worked in the Audit Unit of the "
        "Agency since he joined the Agency in April 2019."
    )
    graph = extract_text(text, name="t").graph
    days = {e.type: e.date.value if e.date else None for e in graph.events}
    assert days.get("hiring") == "2019-04-01"
    assert days.get("employment") == "2019-04-01"


def _move(text: str, verb: str) -> list[tuple[str, str]]:
    at = text.index(verb)
    return _kinds(text, [(at, at + len(verb), "adverse-action")])


def test_a_move_told_as_a_description_is_no_act() -> None:
    assert (
        _move("The units into which the clerks were detailed lack any trainers.", "detailed") == []
    )
    assert _move("The number of nurses who were transferred exceeds the need.", "transferred") == []
    assert _move("He is packing his files before he is reassigned.", "reassigned") == []
    assert _move("Her badge took a month to be transferred.", "transferred") == []
    # told as the act it is, it stays
    assert _move("The bureau transferred Ms. Ito to Denver.", "transferred") == [
        ("adverse-action", "transferred")
    ]


def test_a_voluntary_move_is_a_step_not_an_adverse_act() -> None:
    assert _move("In 2019 he was voluntarily reassigned to the audit team.", "reassigned") == [
        ("other", "reassigned")
    ]


def test_an_official_named_by_post_is_a_subject_of_the_agency() -> None:
    from legalkg.events.staffing import officials, units

    offices = units(["She works in the Office of Budget Review (“OBR”) of the Agency."])
    assert offices == {"OBR"}
    text = "On May 2, 2024, an OBR official cancelled the training without notice."
    assert officials(text, [], "agency", offices) == [(16, 31, "agency")]
    text = "Later, an HR official in OBR moved the deadline."
    assert [text[a:b] for a, b, _ in officials(text, [], "agency", offices)] == [
        "an HR official in OBR"
    ]
    # an office the complaint does not name as one (a commission, a court) is not the agency's
    assert officials("An EEOC official closed the file.", [], "agency", offices) == []
    assert officials(text, [], None, offices) == []


def test_a_meeting_held_to_talk_is_a_communication() -> None:
    text = "In May 2022, Mr. Ruiz met with the deputy director to review his caseload."
    assert _kinds(text) == [("communication", "met")]
    # meeting a standard is no meeting
    assert _kinds("Mr. Ruiz met every standard to review cases.") == []
