"""Issue 30, tenth round: precision by classes of extra events (``legalkg.events.extras``).

What names an act without telling it done is dropped after the document-level pass: a duty, a
power or a chance ("is obligated to investigate", "must notify"), an office's work in the
habitual present ("the Bureau advises field offices"), the duties of a post under a tenure
frame ("During her years with the county, she investigated …"), and an act recalled by a
definite noun ("Until the terminations, …") when the act was told before. Every sentence here
is written for the test, in other words than the complaints'; one check on a real complaint
is at the end."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.extras import (
    drop_extras,
    duty_or_power,
    habitual,
    recalled_noun,
    tenure_frame,
)
from legalkg.events.model import Event, Evidence, Relation, Sentence

DATA = Path(__file__).parent / "data" / "events"


def _at(sentence: str, word: str) -> int:
    return sentence.index(word)


# --- a duty, a power, a chance ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "act"),
    [
        (
            "The board is required by law to review and investigate every grievance a member "
            "files.",
            "investigate",
        ),
        (
            "Parliament gave the inspectorate the authority and the mandate to receive and "
            "investigate reports of unsafe work.",
            "investigate",
        ),
        (
            "The commission's ability to investigate wage theft is the workers' only safeguard.",
            "investigate",
        ),
        ("Her post gave her new opportunities to advise tenants and issue findings.", "advise"),
        ("The ombudsman owes a duty under section 12 to investigate each referral.", "investigate"),
    ],
)
def test_what_someone_is_obliged_or_able_to_do_is_no_act(sentence: str, act: str) -> None:
    assert duty_or_power(sentence, _at(sentence, act), act) == "duty"


@pytest.mark.parametrize(
    ("sentence", "act"),
    [
        ("Whenever it declines a case, the agency must notify the worker in writing.", "notify"),
        ("Seasonal staff cannot appeal a dismissal to the board.", "appeal"),
        (
            "The bureau must investigate any charge that reaches it.",
            "The bureau must investigate any charge",
        ),
    ],
)
def test_an_act_under_a_modal_of_duty_is_no_act(sentence: str, act: str) -> None:
    assert duty_or_power(sentence, _at(sentence, act), act) == "modal"


@pytest.mark.parametrize(
    ("sentence", "act"),
    [
        # done: the power is only how the act was told, the act itself past and its own
        ("The mayor, who had the power to dismiss him, dismissed him on May 2.", "dismissed him"),
        # a subordinator of time opens another act's clause
        ("It took away her ability to find work after her termination.", "termination"),
        ("The warden investigated the grievance and fired the guard.", "investigated"),
    ],
)
def test_an_act_done_is_not_a_duty(sentence: str, act: str) -> None:
    assert duty_or_power(sentence, sentence.rindex(act), act) is None


def test_a_right_to_act_is_no_act() -> None:
    sentence = "Temporary staff lack grievance rights before the panel."
    assert duty_or_power(sentence, _at(sentence, "grievance"), "grievance rights") == "duty"
    # "duty" as a shift is no obligation
    sentence = "On the day a guard reports for duty with a beard he will be sent home."
    assert duty_or_power(sentence, _at(sentence, "sent"), "sent home") is None


def test_what_was_done_without_an_act_is_no_act() -> None:
    by_id = _sentences("The guard was dismissed on May 2, 2024, without any written warning.")
    fired = _event("e1", "termination", "s1", "dismissed on May 2")
    warned = _event("e2", "discipline", "s1", "written warning")
    kept, _, report = drop_extras([fired, warned], [], by_id)
    assert [e.id for e in kept] == ["e1"] and report[0]["why"] == "without"


# --- an office's work described ------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "act"),
    [
        ("The Bureau trains inspectors and advises field offices on their audits.", "advises"),
        ("The Unit does so by processing and investigating reports of abuse.", "investigating"),
        ("Clinical guidelines generally advise that patients rest for a week.", "advise"),
    ],
)
def test_an_office_s_work_in_the_habitual_present_is_no_act(sentence: str, act: str) -> None:
    assert habitual(sentence, sentence[sentence.index(act) :].split(".")[0])


@pytest.mark.parametrize(
    "sentence",
    [
        "The Bureau advised her on her audit and then fired her.",  # past: told done
        "In 2019 the Bureau advises her that she is fired.",  # a story's present, dated
    ],
)
def test_a_told_act_is_not_habitual(sentence: str) -> None:
    act = sentence[sentence.index("advise") :].split(".")[0]
    assert not habitual(sentence, act)


# --- the duties of a post ------------------------------------------------------------------


def test_a_tenure_frame_tells_the_duties_of_a_post() -> None:
    assert tenure_frame("During her years with the county, Ms. Reyes investigated fraud claims.")
    assert tenure_frame("In his role at the port, Mr. Ode reviewed and charged smuggling cases.")
    assert not tenure_frame("In May, Ms. Reyes investigated the theft of the payroll.")
    assert not tenure_frame("During the meeting, the director fired Ms. Reyes.")


# --- an act recalled by a definite noun ------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "noun"),
    [
        ("Until the terminations, the clerks had expected to keep their posts.", "terminations"),
        ("Soon after the mass terminations, the clerks wrote to the board.", "terminations"),
        ("The union argued that the terminations were made without any review.", "terminations"),
    ],
)
def test_an_act_recalled_by_a_definite_noun(sentence: str, noun: str) -> None:
    assert recalled_noun(sentence, noun)


@pytest.mark.parametrize(
    ("sentence", "noun"),
    [
        ("His abrupt termination left him without an income.", "termination"),  # possessive
        ("The clerks were hurt by the termination of their contract.", "termination"),
        ("The county later ordered a transfer of the two clerks.", "transfer"),  # indefinite
    ],
)
def test_a_noun_that_may_tell_the_act_is_not_recalled(sentence: str, noun: str) -> None:
    assert not recalled_noun(sentence, noun)


# --- the pipeline's pass -------------------------------------------------------------------


def _sentences(*texts: str) -> dict[str, Sentence]:
    out, at = {}, 0
    for n, t in enumerate(texts, start=1):
        out[f"s{n}"] = Sentence(f"s{n}", at, at + len(t), t)
        at += len(t) + 1
    return out


def _event(eid: str, kind: str, sid: str, quote: str) -> Event:
    return Event(eid, quote, kind, (Evidence(sid, quote),), 0.8)


def test_drop_extras_keeps_the_acts_and_drops_what_names_one() -> None:
    by_id = _sentences(
        "On March 2, 2024, the county terminated forty clerks.",
        "The county is obligated by statute to investigate every complaint of bias.",
        "Until the terminations, the clerks had expected to keep their posts.",
        "The Bureau trains inspectors and advises field offices on their audits.",
        "During her years with the county, Ms. Reyes investigated fraud claims.",
    )
    fired = _event("e1", "termination", "s1", "terminated forty clerks")
    duty = _event("e2", "investigation", "s2", "investigate every complaint")
    again = _event("e3", "termination", "s3", "terminations")
    office = _event("e4", "communication", "s4", "advises field offices")
    post = _event("e5", "investigation", "s5", "investigated fraud claims")
    job = _event("e6", "employment", "s5", "her years with the county")
    rel = Relation("r1", "BEFORE", "e1", "e3", (Evidence("s3", "Until"),), 0.5)
    kept, rels, report = drop_extras([fired, duty, again, office, post, job], [rel], by_id)
    assert [e.id for e in kept] == ["e1", "e6"]
    assert rels == []
    assert {r["event"]: r["why"] for r in report} == {
        "e2": "duty",
        "e3": "recalled",
        "e4": "habitual",
        "e5": "tenure",
    }


def test_a_telling_s_content_is_not_a_second_act() -> None:
    by_id = _sentences(
        "The dean wrote to every coach on May 4, 2023, telling them that a review had begun.",
        "The dean fired the coach, denying her any hearing.",
    )
    wrote = _event("e1", "communication", "s1", "wrote to every coach")
    told = _event("e2", "communication", "s1", "telling them that a review")
    fired = _event("e3", "termination", "s2", "fired the coach")
    denied = _event("e4", "adverse-action", "s2", "denying her any hearing")
    kept, _, report = drop_extras([wrote, told, fired, denied], [], by_id)
    # "denying her any hearing" is no telling's content: an act of its own
    assert [e.id for e in kept] == ["e1", "e3", "e4"] and report[0]["why"] == "telling"


def test_a_recalled_noun_with_no_act_told_before_stays() -> None:
    by_id = _sentences("Until the terminations, the clerks had expected to keep their posts.")
    kept, _, report = drop_extras([_event("e1", "termination", "s1", "terminations")], [], by_id)
    assert [e.id for e in kept] == ["e1"] and report == []


def test_an_event_told_also_as_an_act_stays() -> None:
    # one of its sentences tells it done: not dropped
    by_id = _sentences(
        "The county is obligated by statute to investigate every complaint of bias.",
        "In June the county investigated her complaint.",
    )
    both = Event(
        "e1",
        "investigation",
        "investigation",
        (
            Evidence("s1", "investigate every complaint"),
            Evidence("s2", "investigated her complaint"),
        ),
        0.8,
    )
    kept, _, _ = drop_extras([both], [], by_id)
    assert [e.id for e in kept] == ["e1"]


# --- on a real complaint --------------------------------------------------------------------


def test_heenan_office_descriptions_are_no_acts() -> None:
    from legalkg.events.pipeline import extract_file

    got = extract_file(DATA / "case46979_doc163303.txt")
    why = {d["why"] for d in got.report["dropped"] if d.get("stage") == "extras"}
    assert {"duty", "habitual", "tenure"} <= why
    told = {(e.type, x.sentence_id) for e in got.graph.events for x in e.evidence}
    # "OFH advises regional attorneys …", "HUD is obligated by statute … to investigate"
    assert ("communication", "s104") not in told and ("investigation", "s16") not in told
