"""Issue 30, eighth round (late): acts of governments, councils and public employers
(``legalkg.events.government``, ``legalkg.events.frames``, ``legalkg.events.rules``).

A complaint against a State or a city tells a measure's life (a session convened, a bill
introduced, passed, signed, taking effect, an ordinance passed by a council), an appointment
approved on a condition and the oath not given, officials' public statements, a pension
applied for and awarded, training completed, a commission's probable-cause finding. Every
sentence here is written for the test (a county, a town, another State), in other words than
the complaints'; two checks run on the real complaints (Damiani v. East Providence,
``case12920_doc52594``; United States v. North Carolina, ``case15345_doc82299``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.pipeline import extract_file
from legalkg.events.rules import _find_acts

DATA = Path(__file__).parent / "data" / "events"


def _acts(text: str) -> list[tuple[str, str]]:
    return [(k, text[a:b]) for a, b, k in _find_acts(text)]


def _kinds(text: str) -> list[str]:
    return [k for _, _, k in _find_acts(text)]


# --- a measure's life -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "On June 2, 2019, the Ohio General Assembly convened an emergency session.",
        "Senator Ruth Alvarez introduced the bill on the first day of the session.",
        "When Senator Ruth Alvarez introduced S.B. 14, she called it urgent.",
        "The county board adopted the zoning ordinance by a vote of five to two.",
        "The bill passed both chambers within hours.",
        "Resolution 88 was passed by the Town Council of Millbrook in 2018.",
        "The Mayor signed the new ordinance the following morning.",
        "The Governor vetoed the bill on May 1, 2015.",
        "S.B. 14 took effect immediately.",
        "The ordinance went into effect on July 1, 2019.",
        "Public officials protested the passage of the ordinance in March 2017.",
    ],
)
def test_lawmaking_acts(text: str) -> None:
    assert "other" in _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        # a law of the background, not the measure of the story
        "The new statute went into effect on January 1, 2016.",
        # what a measure says is no act
        "S.B. 14 requires every agency to keep separate restrooms.",
    ],
)
def test_no_lawmaking_act(text: str) -> None:
    assert "other" not in _kinds(text)


def test_two_coordinated_acts_of_one_subject() -> None:
    """Two acts of one subject joined by "and" ("was adopted … and took effect", "applied
    for and was granted"), not one act told twice."""
    text = "The ordinance was adopted in May and took effect on June 1, 2014."
    assert _kinds(text) == ["other", "other"]


# --- appointments, conditions, the oath ----------------------------------------------------


def test_appointment_approved_with_a_condition() -> None:
    text = (
        "The Town Council approved Ms. Reyes's appointment as Deputy Clerk with the condition "
        "that she pass a psychological examination."
    )
    assert _kinds(text) == ["hiring", "adverse-action"]


def test_appointed_without_condition_and_not_sworn_in() -> None:
    assert _kinds("Three other candidates were appointed without any such condition.") == ["hiring"]
    assert _kinds(
        "Ms. Reyes was never sworn in as Deputy Clerk and was required to undergo a "
        "psychological examination."
    ) == ["adverse-action", "adverse-action"]


def test_glued_ocr_words() -> None:
    """The OCR runs the subject into the verb ("Plaintiffwas", "Plaintiffapplied")."""
    assert _kinds("Plaintiffwas not sworn in as Deputy Clerk.") == ["adverse-action"]
    assert _kinds("Plaintiffwas formerly employed bythe Town of Millbrook as a clerk.") == [
        "employment"
    ]


# --- a public servant's steps --------------------------------------------------------------


def test_pension_applied_for_and_awarded() -> None:
    text = "Mr. Ortiz applied for and was granted a service-connected pension in 2012."
    assert _kinds(text) == ["other", "other"]


def test_training_recommendation_and_reporting() -> None:
    text = (
        "Mr. Ortiz completed the required academy courses in May and was recommended by the "
        "Fire Chief for promotion."
    )
    assert _kinds(text) == ["other", "other"]
    assert _kinds("Mr. Ortiz reported to the Town Administrator on June 3 to be sworn in.") == [
        "other"
    ]


# --- statements, findings, nothing done ----------------------------------------------------


def test_an_officials_statement() -> None:
    assert _kinds("Councilwoman Ada Price stated that the candidate was too frail.") == [
        "communication"
    ]
    assert _kinds("Governor Lane declared on his blog, “the vote protects our children.”") == [
        "communication"
    ]
    assert _kinds("Several legislators made repeated public statements about the bill.") == [
        "communication"
    ]


def test_a_managers_statement_is_no_act_of_its_own() -> None:
    """What a manager "stated" is how another act was done (a refusal, a remark)."""
    assert "communication" not in _kinds("Ms. Dunn stated that the store had no openings.")


def test_probable_cause_and_no_steps() -> None:
    assert _kinds("The Commission found probable cause to credit the charge.") == [
        "agency-determination"
    ]
    assert _kinds("To date no county official has taken steps to comply.") == ["failure-to-act"]


def test_charge_with_grounds_between_commas() -> None:
    text = (
        "Charges of discrimination by Mr. Ortiz, based upon age, disparate treatment and "
        "retaliation, were filed with the State Commission."
    )
    assert _kinds(text)[0] == "charge"


def test_complaint_filed_in_the_passive() -> None:
    assert _kinds("This complaint is being filed within ninety days of the notice.") == ["lawsuit"]


# --- the real complaints ---------------------------------------------------------------


def _types_by_sentence(stem: str) -> dict[str, set[str]]:
    graph = extract_file(DATA / f"{stem}.txt").graph
    out: dict[str, set[str]] = {}
    for e in graph.events:
        for q in e.evidence:
            out.setdefault(q.sentence_id, set()).add(e.type)
    return out


def test_damiani_appointment_story() -> None:
    found = _types_by_sentence("case12920_doc52594")
    assert "hiring" in found["s30"] and "adverse-action" in found["s30"]  # approved, stipulation
    assert "other" in found["s33"]  # pension applied for and awarded
    assert "other" in found["s42"]  # training, recommendation
    assert "communication" in found["s43"]  # the councilman's statement
    assert "hiring" in found["s48"]  # the two others appointed
    assert "lawsuit" in found["s27"]


def test_north_carolina_bill_story() -> None:
    found = _types_by_sentence("case15345_doc82299")
    for sid in ("s36", "s41", "s42", "s43", "s44"):  # convened, introduced, passed, signed, effect
        assert "other" in found[sid], sid
    assert "communication" in found["s46"]  # the Lieutenant Governor's statement
    assert "failure-to-act" in found["s58"]


# --- letters of an enforcing authority, notices of the right to sue --------------------------


def test_inquiry_notice_and_warning() -> None:
    assert _kinds(
        "On March 3, 2017, the Department sent a letter to the Chancellor seeking information "
        "about the college's practices."
    ) == ["investigation"]
    assert _kinds(
        "By letter the Department notified the county that the Department had determined it "
        "was in breach of Title VII."
    ) == ["agency-determination"]
    assert _kinds(
        "The Department informed the county that it would take legal action unless the policy "
        "was withdrawn."
    ) == ["threat"]


def test_two_notices_each_with_its_day() -> None:
    """Two acts of a kind told apart by a date of their own, the OCR having lost the full
    stop between them: each takes its own day."""
    text = (
        "On or about March 2, 2010, the Agency issued a Notice of Right to Sue to Plaintiff "
        "On or about April 9, 2010, the EEOC issued a Notice of Suit Rights to Plaintiff."
    )
    assert _kinds(text) == ["agency-determination", "agency-determination"]


def test_two_notices_dated_in_the_graph() -> None:
    from legalkg.events.pipeline import extract_text

    body = (
        "UNITED STATES DISTRICT COURT\nJOHN ORTIZ,\nPlaintiff,\nv.\nTOWN OF MILLBROOK,\n"
        "Defendant.\nCOMPLAINT\nFACTS\n"
        "1. Plaintiff was employed by the Town of Millbrook as a clerk.\n"
        "2. On or about March 2, 2010, the Agency issued a Notice of Right to Sue to Plaintiff "
        "On or about April 9, 2010, the EEOC issued a Notice of Suit Rights to Plaintiff.\n"
    )
    graph = extract_text(body, name="r8p").graph
    days = sorted(e.date.value for e in graph.events if e.type == "agency-determination" and e.date)
    assert days == ["2010-03-02", "2010-04-09"]


def test_a_date_inside_the_quoted_words_is_not_the_statements() -> None:
    from legalkg.events.pipeline import extract_text

    body = (
        "UNITED STATES DISTRICT COURT\nUNITED STATES,\nPlaintiff,\nv.\nSTATE OF OHIO,\n"
        "Defendant.\nCOMPLAINT\nFACTS\n"
        "1. Governor Lane stated on his blog, “the House voted on Monday [May 2, 2016] to end "
        "this dangerous rule.”\n"
    )
    graph = extract_text(body, name="r8q").graph
    said = [e for e in graph.events if e.type == "communication"]
    assert said and all(e.date is None for e in said)


def test_thus_opens_the_consequence_of_the_act_before() -> None:
    from legalkg.events.pipeline import extract_text

    body = (
        "UNITED STATES DISTRICT COURT\nJOHN ORTIZ,\nPlaintiff,\nv.\nTOWN OF MILLBROOK,\n"
        "Defendant.\nCOMPLAINT\nFACTS\n"
        "7. On May 3, 2011 Councilwoman Ada Price stated that Plaintiff was too frail for the "
        "post.\n"
        "8. Thus, the Town Council approved Plaintiff's appointment with the condition that he "
        "pass a physical examination.\n"
    )
    graph = extract_text(body, name="r8t").graph
    kinds = {e.id: e.type for e in graph.events}
    causes = [(kinds[r.source], kinds[r.target]) for r in graph.relations if r.type == "CAUSES"]
    assert ("communication", "adverse-action") in causes
    assert all(src == "communication" for src, _ in causes)


def test_prior_to_a_day_is_before_the_acts_of_that_day() -> None:
    from legalkg.events.pipeline import extract_text

    body = (
        "UNITED STATES DISTRICT COURT\nJOHN ORTIZ,\nPlaintiff,\nv.\nTOWN OF MILLBROOK,\n"
        "Defendant.\nCOMPLAINT\nFACTS\n"
        "5. Plaintiff completed the required academy courses prior to May 3, 2011.\n"
        "6. Plaintiff was hired as a firefighter by the Town of Millbrook on May 3, 2011.\n"
    )
    graph = extract_text(body, name="r8b").graph
    kinds = {e.id: e.type for e in graph.events}
    before = [(kinds[r.source], kinds[r.target]) for r in graph.relations if r.type == "BEFORE"]
    assert ("other", "hiring") in before


def test_pattern_or_practice_is_the_unlawful_practice() -> None:
    text = (
        "The County and its Sheriff are engaged in, and continue to engage in, a pattern or "
        "practice of race discrimination in promotions."
    )
    assert _kinds(text) == ["unlawful-practice"]


def test_unequal_treatment_is_the_unlawful_practice() -> None:
    assert _kinds("The Town subjected Mr. Ortiz to disparate treatment because of his age.") == [
        "unlawful-practice"
    ]
