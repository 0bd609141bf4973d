"""Issue 30, eighth round, late: a coach's retaliation story — probation, a performance
improvement plan and administrative leave as discipline, audits and compliance reviews as
inquiries (and a definite noun recalling one), a suit's original complaint, refusals to
discuss as failures to act, a list of acts done to one person, and what is no
act (a web address, "welfare allegedly" read as "reallege") (``legalkg.events.frames``,
``rules``, ``retellings``, ``patterns``). Every sentence here is written for the test, in other
words than the complaint's."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.patterns import _BOILERPLATE_FLAT, _flat
from legalkg.events.pipeline import extract_file, extract_text
from legalkg.events.rules import _find_acts

HEAD = (
    "UNITED STATES DISTRICT COURT\nMARTA LOPEZ,\nPlaintiff,\nv.\nSEAGULL STATE COLLEGE,\n"
    "Defendant.\nCOMPLAINT\nSTATEMENT OF FACTS\n"
)
DATA = Path(__file__).parent / "data" / "events"


def _kinds(text: str) -> list[str]:
    return [k for _, _, k in _find_acts(text)]


# --- discipline short of a discharge ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "In March 2015, the Dean put Coach Lopez on probation for the rest of the season.",
        "The college placed her on a performance improvement plan.",
        "On May 2, 2016, the college placed Lopez on administrative leave pending a review.",
    ],
)
def test_probation_plan_and_administrative_leave_are_discipline(text: str) -> None:
    assert _kinds(text) == ["discipline"]


def test_unpaid_leave_stays_an_adverse_action() -> None:
    assert _kinds("The airline then placed Ms. Lopez on unpaid leave.") == ["adverse-action"]


def test_a_list_of_acts_done_to_one_person_keeps_each() -> None:
    text = (
        "The college cut her budget, placed her on probation, placed her on administrative "
        "leave, and dismissed her."
    )
    assert _kinds(text).count("discipline") == 2


# --- inquiries by another name and recalled ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "In April 2016, an outside firm began an internal audit of the college's books.",
        "The college then undertook a second Title IX compliance review of its programs.",
    ],
)
def test_audits_and_compliance_reviews_are_investigations(text: str) -> None:
    assert _kinds(text) == ["investigation"]


def test_a_performance_review_is_no_investigation() -> None:
    assert "investigation" not in _kinds("Her annual performance review was poor.")


def test_a_definite_inquiry_told_just_after_is_the_same_one() -> None:
    body = (
        "6. On May 2, 2016, the college opened an investigation of Coach Lopez for breaking "
        "travel rules.\n"
        "7. The Dean never told Coach Lopez what she was said to have done.\n"
        "8. Upon information and belief, the investigator's investigation was still going on "
        "in June 2016.\n"
        "9. The college never completed the investigation of the travel rules.\n"
    )
    events = extract_text(HEAD + body, name="r8c").graph.events
    assert len([e for e in events if e.type == "investigation"]) == 1


def test_a_web_address_is_no_act() -> None:
    assert _kinds("The findings were posted at http://www.gull.edu/investigations for all.") == []


def test_an_adverb_after_a_word_in_re_is_no_realleging() -> None:
    assert not _BOILERPLATE_FLAT.search(_flat("the player whose welfare allegedly suffered"))
    assert _BOILERPLATE_FLAT.search(_flat("Plaintiff r ealleges paragraphs 1-20."))


# --- the suit's first pleading; refusals ---------------------------------------------------


def test_filing_the_original_complaint_is_a_lawsuit() -> None:
    assert _kinds("On March 3, 2017, Lopez filed the original Complaint in this case.") == [
        "lawsuit"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The Dean refused to discuss the rating with Coach Lopez.",
        "The athletic director refused to discuss her budget with her.",
    ],
)
def test_a_refusal_to_discuss_is_a_failure_to_act(text: str) -> None:
    assert _kinds(text)[-1] == "failure-to-act"


# --- the real complaint ------------------------------------------------------------------


def test_flood_leave_probation_and_review() -> None:
    graph = extract_file(DATA / "case11752_doc39052.txt").graph
    by_sentence: dict[str, set[str]] = {}
    for e in graph.events:
        for x in e.evidence:
            by_sentence.setdefault(x.sentence_id, set()).add(e.type)
    assert "discipline" in by_sentence["s97"]  # probation
    assert "discipline" in by_sentence["s132"]  # administrative leave, dated
    assert "investigation" in by_sentence["s124"]  # the second compliance review
    assert "lawsuit" in by_sentence["s152"]  # the original complaint
    inquiries = [e for e in graph.events if e.type == "investigation"]
    assert not any(x.sentence_id == "s156" for e in inquiries for x in e.evidence[:1])


# --- what the complainant asks of her employer ---------------------------------------------


def _events(body: str) -> list[object]:
    return list(extract_text(HEAD + body, name="r8c").graph.events)


def test_a_request_to_the_employer_for_her_work_is_a_complaint() -> None:
    body = (
        "6. Coach Lopez was the head swimming coach of Seagull State College from 2009.\n"
        "7. In 2014, Coach Lopez requested that her team be given a second diving coach.\n"
    )
    kinds = {e.type for e in _events(body)}  # type: ignore[attr-defined]
    assert "complaint" in kinds and "communication" not in kinds


def test_a_request_told_in_fact_is_not_merged_into_earlier_complaints() -> None:
    body = (
        "6. Coach Lopez complained about unequal pay for women coaches in retaliation "
        "matters.\n"
        "7. The college put Coach Lopez on probation.\n"
        "8. On May 3, 2016, Coach Lopez requested that she be returned to her pool duties.\n"
    )
    complaints = [e for e in _events(body) if e.type == "complaint"]  # type: ignore[attr-defined]
    assert len(complaints) == 2


def test_a_manager_asking_is_still_a_message() -> None:
    body = "6. The Dean asked Coach Lopez to meet with him about the budget.\n"
    kinds = {e.type for e in _events(body)}  # type: ignore[attr-defined]
    assert "complaint" not in kinds


# --- no hiring in a noun's modifier or a purpose; the date of a leading clause of time ------


@pytest.mark.parametrize(
    "text",
    [
        "Coach Lopez asked for more funding to hire a diving coach.",
        "They spoke about pay, the hiring process, and the travel budget.",
    ],
)
def test_a_hiring_named_as_a_purpose_or_a_modifier_is_no_hiring(text: str) -> None:
    assert "hiring" not in _kinds(text)


def test_a_date_after_a_leading_clause_of_time_is_the_main_acts() -> None:
    body = (
        "6. On March 2, 2016, Coach Lopez filed an internal complaint of discrimination.\n"
        "7. A few weeks after Coach Lopez filed her internal complaint with the college, on or "
        "about April 4, 2016, the college opened an investigation of her travel records.\n"
    )
    events = extract_text(HEAD + body, name="r8d").graph.events
    inquiry = next(e for e in events if e.type == "investigation")
    assert inquiry.date is not None and inquiry.date.value == "2016-04-04"
    assert not any(
        e.date is not None and e.date.value == "2016-04-04" for e in events if e.type == "complaint"
    )


# --- complaints by a form's title or by a letter ------------------------------------------


def test_a_form_filed_by_its_title_is_a_complaint() -> None:
    text = "On June 1, 2016, Lopez submitted to the college a formal Grievance of Unequal Pay."
    assert _kinds(text) == ["complaint"]


def test_a_titled_heading_is_still_no_complaint() -> None:
    assert "complaint" not in _kinds("First Amended Complaint for Damages and Relief")


def test_a_letter_carrying_concerns_is_a_complaint() -> None:
    text = (
        "In May 2016, the former dean submitted a letter setting out and summarizing these "
        "concerns to the provost."
    )
    assert _kinds(text) == ["complaint"]


# --- a contract not renewed; kept from one's work ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The provost told her that the college had decided that it would not renew her contract.",
        "In 2019 the club declined to renew his coaching contract.",
        "The dean then barred Coach Lopez from attending the awards dinner.",
    ],
)
def test_non_renewal_and_a_bar_from_work_are_adverse_actions(text: str) -> None:
    assert _kinds(text)[-1] == "adverse-action"


def test_a_rule_that_prohibits_a_class_is_no_act() -> None:
    assert _kinds("Coaches are prohibited from speaking to reporters.") == []


@pytest.mark.parametrize(
    "text", ["The dean laughed at her in the meeting.", "The staff ostracized Coach Lopez."]
)
def test_scorn_and_shunning_are_harassment(text: str) -> None:
    assert _kinds(text) == ["harassment"]


def test_laughing_at_a_joke_is_no_harassment() -> None:
    assert _kinds("Everyone laughed at the joke.") == []


def test_filing_an_internal_complaint_is_no_lawsuit() -> None:
    assert _kinds("On May 2, 2016, she filed her internal complaint with the dean.") == [
        "complaint"
    ]


def test_a_request_to_be_returned_is_asked_as_a_complaint() -> None:
    from legalkg.events.kinds import _kind

    assert _kind("Lopez asked to be returned to her pool duties") == "complaint"
    assert _kind("the dean asked her about the budget") != "complaint"


def test_a_termination_told_as_its_final_notice_is_the_termination() -> None:
    """The lead's check: "gave her final notice that her employment would be terminated
    effective …" was no act (the modal "would"); a notice of termination is the termination,
    as "given notice of termination" is; a warning with a condition stays none."""
    from legalkg.events.rules import _find_acts

    told = (
        "On June 3, 2019, the district gave Mr. Ames written notice that his contract would be "
        "terminated effective June 30, 2019."
    )
    assert [k for _, _, k in _find_acts(told)] == ["termination"]
    warned = "The district warned Mr. Ames that he would be terminated if he spoke to the press."
    assert "termination" not in [k for _, _, k in _find_acts(warned)]
