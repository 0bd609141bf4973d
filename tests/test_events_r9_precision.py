"""Issue 30, ninth round: precision on long complaints — what is told but is no act done
(``legalkg.events.nonacts``): the content of a policy or practice (the practice, not acts),
an act negated in the passive or under "no" / "at no point", an act inside an "if" or
"unless" clause or only open to someone, and a telling whose complement is another act of the
sentence. Every sentence here is written for the test, in other words than the complaints';
the checks on the real complaints are at the end."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.pipeline import extract_file
from legalkg.events.rules import _find_acts

DATA = Path(__file__).parent / "data" / "events"


def _kinds(text: str) -> list[str]:
    return [k for _, _, k in _find_acts(text)]


# --- a practice's content is the practice --------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The hospital has kept a policy, pattern, or practice of refusing to provide any "
        "reasonable accommodation to nurses who are pregnant.",
        "Acme maintained a practice of denying transfers to older drivers.",
        "That policy discriminated against the drivers by treating their medical leave worse "
        "than other leave.",
    ],
)
def test_what_a_policy_consists_of_is_the_practice_not_an_act(sentence: str) -> None:
    kinds = _kinds(sentence)
    assert "accommodation-denial" not in kinds and "adverse-action" not in kinds
    assert "unlawful-practice" in kinds


def test_a_practice_of_no_party_is_neither_an_act_nor_the_suit_s_practice() -> None:
    # the industry's past, told as background: no act, and no practice of the defendant
    kinds = _kinds(
        "Many carriers once kept written policies grounding stewardesses who married, "
        "barring them from the cabin."
    )
    assert kinds == []


def test_an_act_done_by_rule_to_a_class_is_the_practice() -> None:
    kinds = _kinds(
        "The district has systematically refused every transfer request from teachers who "
        "were over sixty."
    )
    assert kinds == ["unlawful-practice"]
    # done to one person, however habitual the manner, it is an act
    assert "unlawful-practice" not in _kinds("The district routinely denied Ms. Diaz her breaks.")


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        (
            "Her open contempt has discouraged nurses from raising concerns to the ethics office.",
            "complaint",
        ),
        (
            "The rule deterred drivers from requesting an accommodation for their pregnancies.",
            "accommodation-request",
        ),
    ],
)
def test_an_act_someone_was_kept_from_is_not_done(sentence: str, kind: str) -> None:
    assert kind not in _kinds(sentence)


def test_retaliation_complained_of_is_the_complaint_s_object() -> None:
    kinds = _kinds(
        "After the two teachers lodged grievances with the union about bias and retaliation, "
        "the district opened a review."
    )
    assert "retaliation" not in kinds


def test_in_practice_is_no_policy() -> None:
    # "in practice" tells what was done: the act stays
    kinds = _kinds("In practice, the hospital denied her request for a lighter schedule.")
    assert "unlawful-practice" not in kinds
    assert kinds


def test_a_policy_with_a_clause_of_its_own_leaves_the_next_act_alone() -> None:
    kinds = _kinds("The leave policy was revised in May, and on June 2 the hospital fired her.")
    assert "termination" in kinds


# --- negated, conditional, only open ----------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("When he transferred, Mr. Lutz was not asked to sit the entrance test.", "communication"),
        ("At no time was Ms. Okafor told of her right to appeal.", "communication"),
        ("Her file held no reprimands or warnings of any kind.", "discipline"),
        (
            "Unless a driver formally requested an accommodation, the company offered none.",
            "accommodation-request",
        ),
        (
            "If the campaign fails to bring about her discharge, the pressure goes on.",
            "termination",
        ),
        ("Under the statute the employee may file a complaint with the Department.", "complaint"),
        (
            "The missed shift served as a pretext to discipline Ms. Okafor in the spring.",
            "discipline",
        ),
        ("The supervisors invented lapses for which to discipline her.", "discipline"),
        (
            "The audit gave the board a basis for the college to terminate her contract.",
            "termination",
        ),
        (
            "On June 3, 2019, Ms. Okafor was encouraged by Capt. Ruiz to file a complaint with HR.",
            "complaint",
        ),
        (
            "The agency wrote that if Ms. Okafor needed any of the requested accommodations "
            "she must reapply.",
            "accommodation-request",
        ),
        (
            "All of the class members were subjected to and injured by the same leave policies.",
            "harassment",
        ),
    ],
)
def test_an_act_told_as_not_done_is_no_event(sentence: str, kind: str) -> None:
    assert kind not in _kinds(sentence)


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        # a non-selection is an act done to someone
        (
            "On May 3, 2021, Ms. Okafor was not selected for the charge nurse post.",
            "adverse-action",
        ),
        # the condition has ended at its comma: the main clause tells
        ("If she was late, she called ahead; on May 9 the company fired her.", "termination"),
        ("Ms. Okafor complained to the director on March 2, 2021.", "complaint"),
    ],
)
def test_acts_told_as_done_stay(sentence: str, kind: str) -> None:
    assert kind in _kinds(sentence)


def test_hiring_as_a_field_of_work_is_no_hire() -> None:
    assert "hiring" not in _kinds("She offered to help with hiring during the busy season.")
    assert "hiring" in _kinds("On May 2, 2019, Acme hired Ms. Diaz as a clerk.")


def test_the_pleading_s_own_voice_is_no_communication() -> None:
    assert _kinds("The plaintiff, by her counsel, states to this Court as follows:") == []


def test_what_a_body_must_do_is_not_done() -> None:
    kinds = _kinds("Under the plan, the Board must promptly investigate any complaint it receives.")
    assert "investigation" not in kinds and "complaint" not in kinds


# --- a telling whose complement is another act ----------------------------------------------


def test_an_announced_resignation_is_one_act() -> None:
    kinds = _kinds("Ms. Diaz announced her resignation on March 3, 2020, citing the strain.")
    assert kinds.count("resignation") == 1
    assert "communication" not in kinds


def test_an_inquiry_about_an_accommodation_is_the_request() -> None:
    kinds = _kinds(
        "On May 4, 2018, Ms. Diaz spoke with the leave coordinator to ask for an accommodation "
        "so that she could pump at work."
    )
    assert "accommodation-request" in kinds and "communication" not in kinds


def test_a_telling_to_someone_named_in_apposition_carries_the_request() -> None:
    kinds = _kinds(
        "On June 4, 2018, Ms. Diaz spoke with the plant nurse, Karen Lutz, to request an "
        "accommodation for her back."
    )
    assert kinds == ["accommodation-request"]


def test_a_report_of_another_s_decision_stays_a_telling() -> None:
    # the agency's decision was made before, by another: the telling is an act of its own
    kinds = _kinds(
        "On June 1, 2019, the investigator informed Ms. Diaz that the college had already "
        "decided that it would not renew her contract."
    )
    assert "communication" in kinds


# --- on the real complaints ---------------------------------------------------------------


def _quotes(stem: str) -> list[tuple[str, str]]:
    graph = extract_file(DATA / f"{stem}.txt").graph
    return [(e.type, " ".join(x.quote.split())) for e in graph.events for x in e.evidence]


@pytest.mark.slow  # a whole long complaint extracted (5-10 s); .ci/run runs it
def test_long_complaints_lose_their_non_acts_and_keep_their_acts() -> None:
    shell = _quotes("case46953_doc163090")
    assert not any(t == "communication" and "Written Assessment" in q for t, q in shell)
    assert not any(t == "discipline" and "write-ups or negative" in q for t, q in shell)
    frontier = _quotes("case43282_doc130963")
    assert any(t == "unlawful-practice" for t, _ in frontier)
    assert not any(
        t == "accommodation-denial" and q.startswith("refusing to engage") for t, q in frontier
    )
    flood = _quotes("case11752_doc39052")
    # the coach's resignation announced is the resignation; the investigator's telling of
    # the university's decision stays a communication
    assert not any(t == "communication" and "announced her resignation" in q for t, q in flood)
    assert any(t == "communication" and "Clayton informed Coach Flood" in q for t, q in flood)
