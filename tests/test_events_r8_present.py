"""Issue 30, eighth round: stories told in the present tense, licensing and testing acts, and
class plaintiffs (``legalkg.events.licensing``, ``legalkg.events.frames``,
``legalkg.events.rules``, ``legalkg.events.retellings``, ``legalkg.events.people``).

A class complaint against a licensing test tells, for each named plaintiff, the same steps in
the present or present perfect ("X has taken and failed the examination", "the Board is
denying X a licence"). Every sentence here is written for the test (a nursing board, a bar,
a police and a firefighter examination), in other words than the complaint's; one check runs
on the real complaint (AMAE v. California, ``case10826_doc144463``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.pipeline import extract_file, extract_text
from legalkg.events.rules import _find_acts

DATA = Path(__file__).parent / "data" / "events"

HEAD = (
    "UNITED STATES DISTRICT COURT\nMARIA LOPEZ; DAVID CHEN;\nand RUTH OKAFOR,\nPlaintiffs,\n"
    "v.\nSTATE BOARD OF NURSING,\nDefendant.\nCOMPLAINT\nFACTS\n"
)
BODY = (
    "6. Plaintiff MARIA LOPEZ is a Latina nurse's aide residing in Travis County.\n"
    "7. LOPEZ has sat for and failed the NCLEX three times.\n"
    "8. The Board is denying LOPEZ a nursing licence solely because of her scores.\n"
    "9. Plaintiff DAVID CHEN is an Asian man residing in Bexar County.\n"
    "10. He is seeking a post in a county hospital and there has taken the NCLEX on many "
    "occasions.\n"
    "11. CHEN has taken and failed the NCLEX on four occasions.\n"
    "12. The Board is preventing him from obtaining a nursing licence.\n"
    "13. Plaintiff RUTH OKAFOR is a Black woman residing in Harris County.\n"
    "14. OKAFOR has taken and failed the NCLEX.\n"
    "15. In 2019 the Board revoked her practical nurse licence.\n"
    "16. OKAFOR has been able to work only by receiving temporary waivers from the Board.\n"
)


def _kinds(text: str) -> list[str]:
    return [k for _, _, k in _find_acts(text)]


def _graph(body: str = BODY) -> tuple[object, dict[str, str]]:
    graph = extract_text(HEAD + body, name="r8").graph
    return graph, {e.id: e.name for e in graph.entities}


# --- frames: examinations, licences, waivers ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # an examination taken, passed or failed: a noun of testing or the test's name
        ("Ms. Roe has taken and failed the bar examination twice.", "other"),
        ("Mr. Doe sat for the sergeant's promotional exam in 2018.", "other"),
        ("Ms. Roe passed the written firefighter test in May 2017.", "other"),
        ("Mr. Doe has failed the NCLEX-RN on three occasions.", "other"),
        ("Ms. Roe retook the MBE in February.", "other"),
        ("Mr. Doe took and passed the civil service examination.", "other"),
        ("Because of her repeated failure to pass the licensing exam, Ms. Roe left.", "other"),
        # what the authority does with its examination
        ("The Board has designed, adopted and administered the NCLEX since 1994.", "other"),
        ("After the development of the new sergeant's exam, scores fell.", "other"),
        # a licence obtained or granted
        ("Ms. Roe obtained her registered nurse license in 2004.", "other"),
        ("Mr. Doe earned a paramedic certification in 2012.", "other"),
        ("The Board granted Ms. Roe a provisional permit.", "other"),
        # a waiver granted or received
        ("The Commission issued a one-year waiver to Ms. Roe.", "other"),
        ("Mr. Doe was granted an exemption by the Board.", "other"),
        # a licence denied, revoked, suspended, not renewed, kept from one, lost
        ("The Board revoked Ms. Roe's license to practice.", "adverse-action"),
        ("In 2020 the Board suspended his law license.", "adverse-action"),
        ("The Board did not renew her teaching certificate.", "adverse-action"),
        ("The agency is preventing Mr. Doe from obtaining a firearms permit.", "adverse-action"),
        ("Ms. Roe lost her nursing license in June.", "adverse-action"),
        ("In 2019 her nursing license was suspended for a year.", "adverse-action"),
        ("The Board waived the examination requirement for Ms. Roe.", "other"),
    ],
)
def test_licensing_frames(text: str, kind: str) -> None:
    assert kind in _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        # what an authority can do: the law's text
        "The Board can suspend or revoke the licenses of nurses for misconduct.",
        "The Commission may grant waivers of the examination requirement.",
        "The Board may administer the licensing exam twice a year.",
        "The Board can waive the examination requirement for Ms. Roe.",
        # wanted or required, not done
        "Ms. Roe seeks to obtain a registered nurse license.",
        "Every applicant is required to pass the bar examination.",
        # not done
        "Ms. Roe has worked for years without having passed the NCLEX.",
        "Despite neither having passed the exam, Mr. Doe was promoted.",
        # a law passed, a test of the body: no licensing act
        "Congress passed the ADA in 1990.",
        "Ms. Roe passed the fit test and the drug test.",
    ],
)
def test_licensing_frames_keep_apart(text: str) -> None:
    assert "other" not in _kinds(text)
    assert not any(k == "adverse-action" and "licen" in text[a:b] for a, b, k in _find_acts(text))


def test_steps_told_of_no_one_are_the_rule() -> None:
    """ "Candidates who fail the examination …": a class's step, not one candidate's act."""
    graph, _ = _graph("6. Each year many candidates take and fail the NCLEX.\n")
    assert not [e for e in graph.events if e.type == "other"]


# --- the present tense: who does the act ---------------------------------------------------


def test_a_form_of_be_and_a_verb_in_ing_is_no_passive() -> None:
    """ "The Board is denying LOPEZ a licence": the Board's act, Lopez its patient (a
    passive reading made the one named before the verb the patient)."""
    graph, names = _graph()
    denied = [e for e in graph.events if e.type == "adverse-action" and "denying" in e.label]
    assert len(denied) == 1
    patients = {names[p.entity] for p in denied[0].participants if p.role == "patient"}
    assert patients == {"Maria Lopez"}


def test_a_surname_in_capitals_is_the_person() -> None:
    graph, names = _graph()
    failed = [e for e in graph.events if e.type == "other" and "LOPEZ" in e.label]
    assert failed
    assert {names[p.entity] for p in failed[0].participants} == {"Maria Lopez"}


def test_a_present_perfect_opening_on_a_pronoun_speaks_of_the_person_named_before() -> None:
    """ "He has taken and failed …" after "Plaintiff DAVID CHEN is …": Chen took it."""
    body = (
        "6. Plaintiff DAVID CHEN is an Asian man residing in Bexar County.\n"
        "7. He has taken and failed the NCLEX on four occasions.\n"
    )
    graph, names = _graph(body)
    tests = [e for e in graph.events if e.type == "other"]
    assert len(tests) == 1
    assert {names[p.entity] for p in tests[0].participants} == {"David Chen"}


# --- one event per plaintiff ----------------------------------------------------------------


def test_the_same_act_told_for_each_plaintiff_is_one_event_per_plaintiff() -> None:
    graph, names = _graph()
    tests = [e for e in graph.events if e.type == "other" and "NCLEX" in e.label]
    people = [{names[p.entity] for p in e.participants} for e in tests]
    # one examination story per plaintiff, retold in Chen's paragraph ("has taken … on many
    # occasions" / "has taken and failed …"): one event for him
    assert sorted(p.pop() for p in people if len(p) == 1) == [
        "David Chen",
        "Maria Lopez",
        "Ruth Okafor",
    ]
    assert len(tests) == 3
    chen = next(e for e in tests if "David Chen" in {names[p.entity] for p in e.participants})
    assert len(chen.evidence) == 2
    # the licence kept from each is each one's own act
    kept = [e for e in graph.events if e.type == "adverse-action"]
    patients = sorted(names[p.entity] for e in kept for p in e.participants if p.role == "patient")
    assert patients == ["David Chen", "Maria Lopez", "Ruth Okafor"]


def test_a_new_waiver_is_not_the_waivers_told_before() -> None:
    body = (
        "6. Plaintiff RUTH OKAFOR is a Black woman residing in Harris County.\n"
        "7. OKAFOR has been able to work only by receiving temporary waivers from the Board.\n"
        "8. Upon receiving her waivers, Plaintiff RUTH OKAFOR worked nights at the clinic.\n"
        "9. In May 2021, the Board issued a further one-year waiver to OKAFOR.\n"
    )
    graph, _ = _graph(body)
    waivers = [e for e in graph.events if e.type == "other" and "waiver" in e.label]
    assert len(waivers) == 2
    assert sorted(len(e.evidence) for e in waivers) == [1, 2]


def test_a_members_own_act_is_not_the_class_act() -> None:
    """A class's act naming five plaintiffs or more and one member's own act told in fact
    are two events."""
    head = (
        "UNITED STATES DISTRICT COURT\nANA DIAZ; BEN OKON; CARA LUND; DAN PIKE;\n"
        "and EVA RUIZ,\nPlaintiffs,\nv.\nSTATE BAR,\nDefendant.\nCOMPLAINT\nFACTS\n"
    )
    body = (
        "6. The Defendant discriminated against Plaintiffs DIAZ, OKON, LUND, PIKE and RUIZ.\n"
        "7. The Defendant is denying DIAZ her law license.\n"
    )
    graph = extract_text(head + body, name="r8").graph
    acts = [e for e in graph.events if e.type == "adverse-action"]
    assert len(acts) == 2


# --- the real complaint ---------------------------------------------------------------------


def test_amae_each_plaintiff_takes_and_fails_the_test() -> None:
    graph = extract_file(DATA / "case10826_doc144463.txt").graph
    names = {e.id: e.name for e in graph.entities}
    takers = {
        names[p.entity]
        for e in graph.events
        if e.type == "other" and "CBEST" in e.label
        for p in e.participants
    }
    assert {"Sara Macneil Boyd", "Florence Flores", "Sam Genis", "Diana Kwan"} <= takers
    # one examination story per plaintiff (the Defendants' administration of it is no one's)
    per = [
        tuple(sorted(names[p.entity] for p in e.participants))
        for e in graph.events
        if e.type == "other" and "CBEST" in e.label and e.participants
    ]
    assert len(per) == len(set(per))


# --- a candidate's working life ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Ms. Roe has worked in the Travis County Hospital District for ten years.", "employment"),
        ("Mr. Doe is currently working nights as a dispatcher at Metro Fire.", "employment"),
        ("Ms. Roe taught criminal law at Lakeside Academy for two years.", "employment"),
        ("Mr. Doe spent six years teaching at a Navajo Nation school.", "employment"),
        ("She was appointed to the position of Deputy Chief in 2015.", "hiring"),
        ("Mr. Doe obtained employment at Riverside Clinic that spring.", "hiring"),
        ("Ms. Roe lost her job at the county jail.", "termination"),
        ("He was appointed head nurse of Mercy Hospital by its board.", "hiring"),
        ("Ms. Roe has 12 years of experience as a paramedic in Dallas County.", "employment"),
        # a charge told in the passive, in the present perfect
        ("Timely charges of the nurses' claims have been filed with the EEOC.", "charge"),
    ],
)
def test_career_frames(text: str, kind: str) -> None:
    assert kind in _kinds(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Ms. Roe has worked hard every day since.", "employment"),
        ("Ms. Roe will lose her job if she fails again.", "termination"),
        # a seat on a board is no post
        ("In 2010 she was appointed to the Board of Directors of the Lakeside YMCA.", "hiring"),
    ],
)
def test_career_frames_keep_apart(text: str, kind: str) -> None:
    assert kind not in _kinds(text)


def test_a_working_lifes_posts_are_each_an_act() -> None:
    """A post found and a later appointment are two hirings, the plaintiff the one hired; a
    job lost names no one who took it (the defendant is a licensing board)."""
    body = (
        "6. Plaintiff RUTH OKAFOR is a Black woman residing in Harris County.\n"
        "7. OKAFOR lost her job at Bayview Hospital in 2017.\n"
        "8. OKAFOR obtained employment at Lakeside Clinic in 2018.\n"
        "9. In 2020 the Lakeside Clinic administration appointed her Head Nurse.\n"
    )
    graph, names = _graph(body)
    hired = [e for e in graph.events if e.type == "hiring"]
    assert len(hired) == 2
    for e in hired:
        assert {(names[p.entity], p.role) for p in e.participants} == {("Ruth Okafor", "patient")}
    lost = [e for e in graph.events if e.type == "termination"]
    assert len(lost) == 1
    assert {(names[p.entity], p.role) for p in lost[0].participants} == {("Ruth Okafor", "patient")}


# --- the examination required: the class's practice ----------------------------------------


def test_the_examination_required_of_the_class_is_the_practice() -> None:
    body = (
        "6. The Board's practice of requiring applicants to pass the NCLEX has kept Plaintiffs "
        "out of the profession.\n"
        "7. Plaintiff RUTH OKAFOR is a Black woman residing in Harris County.\n"
        "8. In 2019 the Board revoked her licence and required that she pass the NCLEX again.\n"
    )
    graph, _ = _graph(body)
    practices = [e for e in graph.events if e.type == "unlawful-practice"]
    # the class's practice; the requirement put to Okafor is part of what was done to her
    assert len(practices) == 1
    told = {x.id: x.text for x in graph.sentences}
    assert all("revoked" not in told[x.sentence_id] for x in practices[0].evidence)
    assert "unlawful-practice" in _kinds("Every candidate is required to pass the bar exam.")
    # the level of a skill the test asks for is no requirement put to anyone
    assert "unlawful-practice" not in _kinds("She never needed the algebra required to pass it.")


def test_course_work_for_a_credential_is_study_not_employment() -> None:
    assert "employment" not in _kinds(
        "Ms. Roe has fully completed the course work and field work for her nursing licence."
    )


def test_one_employment_per_employee_holds_for_every_mention_merged() -> None:
    """A mention naming no one, joined to one plaintiff's employment, does not let another
    plaintiff's employment join it too."""
    body = (
        "6. Plaintiff MARIA LOPEZ has worked at Austin General Hospital for nine years.\n"
        "7. During that time, she was employed at Austin General Hospital on nights.\n"
        "8. Plaintiff DAVID CHEN has been employed as an aide at Bexar Care for six years.\n"
    )
    graph, names = _graph(body)
    jobs = [e for e in graph.events if e.type == "employment"]
    people = [{names[p.entity] for p in e.participants} for e in jobs]
    assert all(len(p) <= 1 for p in people)
    assert {"Maria Lopez"} in people and {"David Chen"} in people


# --- the results as the cause ----------------------------------------------------------------


def test_the_candidates_results_cause_what_was_done_to_her() -> None:
    """ "… denying LOPEZ a licence solely because of her scores": her examination (taken and
    failed) CAUSES the denial; Chen's denial, told with no cause, is linked to nothing."""
    body = (
        "6. Plaintiff MARIA LOPEZ is a Latina nurse's aide residing in Travis County.\n"
        "7. LOPEZ has sat for and failed the NCLEX three times.\n"
        "8. The Board is denying LOPEZ a nursing licence solely as a result of her NCLEX "
        "scores.\n"
        "9. Plaintiff DAVID CHEN is an Asian man residing in Bexar County.\n"
        "10. CHEN has taken and failed the NCLEX on four occasions.\n"
        "11. The Board is denying CHEN a nursing licence.\n"
    )
    graph, names = _graph(body)
    by_id = {e.id: e for e in graph.events}
    causes = [r for r in graph.relations if r.type == "CAUSES"]
    assert len(causes) == 1
    cause, effect = by_id[causes[0].source], by_id[causes[0].target]
    assert cause.type == "other" and "NCLEX" in cause.label
    assert effect.type == "adverse-action"
    assert {names[p.entity] for p in effect.participants} == {"Maria Lopez"}
    assert "as a result of her NCLEX scores" in causes[0].evidence[0].quote
    # the cause comes before what it causes
    assert any(
        r.type == "BEFORE" and (r.source, r.target) == (cause.id, effect.id)
        for r in graph.relations
    )


def test_the_notice_of_right_to_sue_told_in_the_jurisdiction_section_is_an_act() -> None:
    head = HEAD.replace("FACTS\n", "JURISDICTION\n")
    body = (
        "6. The EEOC has issued to Plaintiffs notices of right to sue, and Plaintiffs have "
        "brought this action within ninety days of receiving them.\n"
        "7. Venue is proper in this district.\n"
    )
    graph = extract_text(head + body, name="r8").graph
    kinds = [e.type for e in graph.events]
    assert "agency-determination" in kinds and "lawsuit" in kinds
    # a procedural sentence tells nothing else
    assert set(kinds) <= {"agency-determination", "lawsuit"}


def test_the_defendants_are_the_one_defendant_party() -> None:
    """ "The Defendants are denying LOPEZ …" when the caption's defendant side is one party:
    that party is the agent."""
    body = (
        "6. Plaintiff MARIA LOPEZ is a Latina nurse's aide residing in Travis County.\n"
        "7. The Defendants are denying LOPEZ a nursing licence.\n"
    )
    graph, names = _graph(body)
    denied = [e for e in graph.events if e.type == "adverse-action"]
    assert len(denied) == 1
    roles = {(names[p.entity], p.role) for p in denied[0].participants}
    assert roles == {("State Board of Nursing", "agent"), ("Maria Lopez", "patient")}
