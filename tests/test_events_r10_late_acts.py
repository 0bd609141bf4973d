"""Issue 30, tenth round (late): acts left undone by an agency, read by construction
(:mod:`legalkg.events.unhandled`).

Sentences written for these tests, in other words than any complaint's, plus checks on the two
complaints of the tenth round where the construction is seen (Oregon Humanities v. DOGE, Edrei
v. Bratton)."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.pipeline import extract_text
from legalkg.events.unhandled import negated_start, told_unhandled, unhandled_acts

DATA = Path(__file__).parent / "data" / "events"


def _kinds(text: str, acts: list[tuple[int, int, str]] | None = None) -> list[tuple[str, str]]:
    return [(k, text[a:b]) for a, b, k in unhandled_acts(text, acts or [])]


def test_negated_passive_with_its_agent_is_a_failure_to_act() -> None:
    text = "Her request for a refund was never reviewed by the Board of Appeals."
    assert _kinds(text) == [("failure-to-act", "reviewed")]
    assert told_unhandled(text)


def test_coordinated_not_with_agent() -> None:
    text = "The travel costs were paid by the club but not reimbursed by the league."
    assert _kinds(text) == [("failure-to-act", "reimbursed")]


def test_short_subject_opening_the_sentence_without_agent() -> None:
    text = "His second application has not yet been answered."
    assert _kinds(text) == [("failure-to-act", "answered")]
    assert told_unhandled(text)


def test_relative_clause_without_agent_is_a_state_not_an_act() -> None:
    text = "The council wants to recover money that has not been disbursed."
    assert _kinds(text) == []
    assert not told_unhandled(text)


def test_condition_or_modal_is_not_told_as_done() -> None:
    assert _kinds("If the claim is not processed by the clerk in time, it lapses.") == []
    assert _kinds("The form would not be approved by the office without a stamp.") == []


def test_verbs_of_feeling_or_harm_are_no_duty() -> None:
    assert _kinds("The staff were not affected by the move to the new building.") == []
    assert _kinds("The devices are not considered harmful by the maker.") == []


def test_the_quote_keeps_the_negation() -> None:
    text = "The fee was never refunded by the city."
    assert text[negated_start(text, text.index("refunded")) :] == "was never refunded by the city."
    assert negated_start(text, 0) == 0


def test_act_inside_the_span_gives_way() -> None:
    text = "The claims were not investigated by the Inspector General."
    at = text.index("investigated")
    assert _kinds(text, [(at, at + 12, "investigation")]) == [("failure-to-act", "investigated")]


def test_procedural_looking_sentence_is_read_in_a_complaint() -> None:
    text = (
        "Plaintiff Dana Reyes worked for the Parks Department.\n\n"
        "On May 4, 2019, Ms. Reyes submitted a claim for back pay to the Department.\n\n"
        "That claim has never been processed by the Department.\n"
    )
    graph = extract_text(text, name="r10-late-acts").graph
    failed = [e for e in graph.events if e.type == "failure-to-act"]
    assert len(failed) == 1
    assert "never been processed" in failed[0].evidence[0].quote


@pytest.mark.parametrize(
    ("stem", "quote"),
    [
        ("case46602_doc160306", "has not been \nprocessed by NEH"),
        ("case46602_doc160306", "not reimbursed by NEH"),
        ("case18113_doc111837", "were not adjusted by the New York City"),
    ],
)
def test_seen_in_the_tenth_round_complaints(stem: str, quote: str) -> None:
    text = (DATA / f"{stem}.txt").read_text(encoding="utf-8")
    graph = extract_text(text, name=stem).graph
    assert any(
        e.type == "failure-to-act" and any(quote in v.quote for v in e.evidence)
        for e in graph.events
    )


def test_not_until_is_done_late_not_undone() -> None:
    assert _kinds("The tenant was not notified of the fee until the following spring.") == []


def test_person_not_told_needs_the_one_who_owed_it() -> None:
    assert _kinds("He was never given a copy of the rules.") == []
    text = "The inmates were not notified by the warden of the new visiting hours."
    assert _kinds(text) == [("failure-to-act", "notified")]
    assert _kinds("Until last spring, the guards were not provided with radios.") == []


def test_running_header_with_a_page_number_starts_no_section() -> None:
    from legalkg.events.facts import score_sentences
    from legalkg.events.model import Sentence

    texts = ["STATEMENT OF FACTS", "The mayor signed the order on May 2, 2019."]
    for page in (4, 5, 6):
        texts += [
            f"PAGE {page} – PETITION FOR RELIEF",
            "The mayor signed the order on May 2, 2019.",
        ]
    sentences = [Sentence(f"s{i}", i * 100, i * 100 + len(t), t, None) for i, t in enumerate(texts)]
    scored = [s.fact_score for s in score_sentences(sentences) if s.text.startswith("The mayor")]
    assert len(set(scored)) == 1 and scored[0] is not None and scored[0] >= 0.5


def test_a_public_benefit_applied_for_and_awarded() -> None:
    from legalkg.events.rules import _find_acts

    text = "The museum applied for and was approved for a two-year capital grant in 2021."
    assert [(k, text[a:b].strip()) for a, b, k in _find_acts(text)] == [
        ("other", "applied for"),
        ("other", "was approved for a two-year capital grant"),
    ]
    text = "The library was awarded $12,000 in state funding and spent it on books."
    assert [(k, text[a:b]) for a, b, k in _find_acts(text)] == [
        ("other", "was awarded $12,000 in state funding")
    ]
    # approval for a use is no benefit
    assert _find_acts("The mask was approved for use in smoke.") == []


def test_the_period_a_grant_spans_is_not_the_day_of_the_act() -> None:
    from legalkg.events.government import benefit_period

    text = "The choir was approved for a grant that spans June 1,\n2019, to May 31, 2021."
    assert benefit_period(text, "June 1, 2019, to May 31, 2021")
    assert not benefit_period(
        "On June 1, 2019, the choir was approved for a grant.", "June 1, 2019"
    )
    told = (
        "Plaintiff Maria Lopez runs the Valley Choir.\n\nOn March 3, 2019, Ms. Lopez and the "
        "Valley Choir applied for and were approved for a grant that spans June 1,\n2019, to "
        "May 31, 2021.\n"
    )
    graph = extract_text(told, name="r10-late-grant").graph
    approved = [e for e in graph.events if "approved for a grant" in e.label]
    assert approved
    assert all(e.date is None or e.date.value == "2019-03-03" for e in approved)
