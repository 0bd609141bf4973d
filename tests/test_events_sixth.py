"""Issue 30, sixth round: charges one has pending, failures that answer different complaints,
hedged acts, the environment an employer keeps, days told without their year, acts placed in
the scene told before (``legalkg.events.frames``, ``rules``, ``dates``)."""

from __future__ import annotations

from legalkg.events.dates import find_dates
from legalkg.events.frames import kind_of
from legalkg.events.pipeline import extract_text
from legalkg.events.rules import _find_acts

HEAD = "UNITED STATES DISTRICT COURT\nJANE ROE,\nPlaintiff,\nv.\nACME DINER, INC.,\nDefendant.\n"


def _kinds(text: str) -> list[str]:
    return [k for _, _, k in _find_acts(text)]


def _graph(body: str) -> object:
    return extract_text(HEAD + "COMPLAINT\nSTATEMENT OF CLAIMS\n" + body, name="sixth").graph


def test_a_charge_of_retaliation_pending_is_a_charge_not_a_retaliation() -> None:
    assert _kinds("Ms. Everett currently has a charge of retaliation pending at the EEOC.") == [
        "charge"
    ]
    assert _kinds("Ms. Luther has a charge of retaliation and race discrimination pending.") == [
        "charge"
    ]
    # the retaliation told as an act is still one
    assert _kinds("Defendant retaliated against Ms. Everett by firing her.")[0] == "retaliation"
    graph = _graph(
        "7. Jane Roe filed a timely charge of discrimination with the Commission, which issued "
        "a determination of reasonable cause.\n"
        "8. Jane Roe currently has a charge of retaliation pending at the Commission.\n"
    )
    charges = [e for e in graph.events if e.type == "charge"]  # type: ignore[attr-defined]
    assert len(charges) == 2
    assert not [e for e in graph.events if e.type == "retaliation"]  # type: ignore[attr-defined]


def test_one_charge_told_again_with_more_grounds_stays_one() -> None:
    graph = _graph(
        "7. Jane Roe filed a timely charge of discrimination with the Commission.\n"
        "8. Defendant terminated Jane Roe on May 3, 2004.\n"
        "9. Jane Roe filed a timely charge of discrimination and retaliation with the "
        "Commission.\n"
    )
    assert len([e for e in graph.events if e.type == "charge"]) == 1  # type: ignore[attr-defined]


TWO_WOMEN = (
    "UNITED STATES DISTRICT COURT\nMELISSA EVERETT and FONTELLA LUTHER,\nPlaintiffs,\nv.\n"
    "ACME DINER, INC.,\nDefendant.\nCOMPLAINT\nSTATEMENT OF FACTS\n"
    "15. Defendant sexually harassed Ms. Everett, including sexually offensive remarks.\n"
    "16. Despite complaints about sexual harassment to Supervisor Rodney Jones, Defendant "
    "took no immediate effective corrective action.\n"
    "17. Defendant terminated Ms. Everett in July 2005.\n"
    "18. Defendant sexually harassed Ms. Luther, including sexually offensive gestures.\n"
    "19. Despite complaints about sexual harassment to Supervisor Rodney Jones, Defendant "
    "took no immediate effective corrective action.\n"
    "20. Defendant terminated Ms. Luther in September 2005.\n"
)


def test_two_identical_failures_answering_two_complaints_are_two() -> None:
    graph = extract_text(TWO_WOMEN, name="two").graph
    failures = [e for e in graph.events if e.type == "failure-to-act"]
    assert len(failures) == 2
    told = {s.id: s.text for s in graph.sentences}
    assert len({x.sentence_id for e in failures for x in e.evidence}) == 2
    assert all(told[x.sentence_id].startswith("1") for e in failures for x in e.evidence)


def test_one_agent_failures_answering_the_harassment_still_merge() -> None:
    # the fifth round's rule: one agent's failures to answer the harassment are one act
    graph = _graph(
        "7. The manager groped Jane Roe on May 3, 2004.\n"
        "8. Defendant did nothing to stop the harassment.\n"
        "9. Defendant failed to take remedial measures to stop the harassment.\n"
    )
    assert len([e for e in graph.events if e.type == "failure-to-act"]) == 1  # type: ignore[attr-defined]


def test_the_environment_an_employer_keeps_is_the_harassment() -> None:
    assert kind_of("Defendant maintained a gender based hostile working environment") == (
        "harassment"
    )
    assert kind_of("the supervisors created a hostile, abusive and offensive work environment") == (
        "harassment"
    )
    # what was complained of is not told as an act
    assert "harassment" not in _kinds("She complained about the hostile work environment.")
    graph = _graph(
        "7. Since at least December 2002, Defendant maintained a hostile working environment "
        "for Jane Roe.\n"
    )
    (e,) = [e for e in graph.events if e.type == "harassment"]  # type: ignore[attr-defined]
    assert e.date is not None and e.date.value == "2002-12-01"


def test_what_one_is_subjected_to_in_retaliation_is_the_retaliation() -> None:
    assert _kinds(
        "Since at least 1998, Defendant has subjected Ms. Zanganeh to adverse employment "
        "actions in retaliation for her opposition to the sexual harassment."
    ) == ["retaliation"]
    # without the reprisal, what one is subjected to keeps its kind
    assert _kinds("Defendant subjected Ms. Zanganeh to sexual harassment.") == ["harassment"]


def test_a_hedged_act_is_told_wherever_the_hedge_stands() -> None:
    graph = _graph(
        "7. On information and belief, the manager leaked to Jane Roe's co-workers "
        "that she complained, and Defendant terminated her on May 3, 2004.\n"
    )
    assert "termination" in {e.type for e in graph.events}  # type: ignore[attr-defined]


def test_a_day_without_its_year_takes_the_year_told_just_before() -> None:
    (m,) = find_dates("On March 26, Mr. Manning announced the departures.")
    assert m.date is None and m.yearless == (3, 26)
    assert find_dates("She may 3 times ask.") == []
    graph = _graph(
        "7. On March 20, 2025, the manager emailed Jane Roe the new positions.\n"
        "8. On March 26, the manager told Jane Roe that she would be terminated.\n"
        "9. On January 9, the manager told Jane Roe that a written assessment would be used.\n"
    )
    order = {x.id: i for i, x in enumerate(graph.sentences)}  # type: ignore[attr-defined]
    dated = sorted(
        (order[e.evidence[0].sentence_id], e.date.value if e.date else None)
        for e in graph.events  # type: ignore[attr-defined]
        if e.type == "communication"
    )
    # March 26 after March 20, 2025: 2025; January 9 before it: which year is not said
    assert [d for _, d in dated] == ["2025-03-20", "2025-03-26", None]


def test_that_day_is_the_day_told_just_before() -> None:
    (m,) = find_dates("That day, Plaintiff received a telephone call.")
    assert m.offset == (0, "day", False)
    graph = _graph(
        "7. On November 24, 2020, Jane Roe was exposed to a virus at work. That day, her union "
        "representative told Jane Roe that the charge against her was moving forward.\n"
    )
    (e,) = [e for e in graph.events if e.type == "communication"]  # type: ignore[attr-defined]
    assert e.date is not None and e.date.value == "2020-11-24"


def test_an_act_placed_in_the_meeting_told_before_takes_its_day() -> None:
    graph = _graph(
        "7. On or about March 25, 2020, there was a meeting with the manager and Jane Roe. "
        "Towards the end of the meeting, the manager threatened Jane Roe with discharge. "
        "During the meeting, the manager told Jane Roe to watch the company she kept.\n"
    )
    dated = {e.type: e.date.value if e.date else None for e in graph.events}  # type: ignore[attr-defined]
    assert dated.get("threat") == "2020-03-25"
    assert dated.get("communication") == "2020-03-25"
    # a later time told in the sentence: no day
    later = _graph(
        "7. On or about March 25, 2020, there was a meeting with the manager and Jane Roe. "
        "After the meeting, the manager later threatened Jane Roe with discharge.\n"
    )
    assert [e.date for e in later.events if e.type == "threat"] == [None]  # type: ignore[attr-defined]


def test_a_main_clause_after_a_relative_clause_of_a_class_tells_its_act() -> None:
    assert "failure-to-act" in _kinds(
        "Instead of investigating the matter by questioning those who witnessed the event, "
        "Jeanne David dismissed the situation as just another incident."
    )
    # the class's own acts are still none
    assert "complaint" not in _kinds("Defendant fired women who complained about him.")


def test_a_report_to_a_manager_named_with_his_post_is_a_complaint() -> None:
    graph = extract_text(
        "UNITED STATES DISTRICT COURT\nJANE ROE,\nPlaintiff,\nv.\nACME DINER, INC.,\nDefendant."
        "\nCOMPLAINT\nSTATEMENT OF FACTS\n7. Arlene Shake, a manager of Defendant, supervised "
        "Jane Roe.\n8. When Jane Roe told Arlene Shake, another manager of Defendant, that she "
        "did not feel that she was being treated right, Arlene Shake stated to Jane Roe that it "
        "was all up to her.\n",
        name="told",
    ).graph
    kinds = sorted(e.type for e in graph.events if e.evidence[0].sentence_id == "s9")
    assert kinds == ["communication", "complaint"]


def test_photographs_written_ups_and_the_forms_of_a_retaliation() -> None:
    assert _kinds("Stewart took sexual phot ographs and videos of fe male employees' bodies;") == [
        "harassment"
    ]
    assert "harassment" not in _kinds("She asked a co-worker to take a photograph of the notes.")
    assert "discipline" in _kinds('Intervenor was either "written-up" for things she had done.')
    # the write-ups a complaint names as the form of the retaliation are no act of their own
    assert "discipline" not in _kinds(
        "She quit because of her complaints of the supervisors' retaliation in being "
        "written-up unfairly."
    )


def test_a_protected_act_named_only_as_a_cause_is_a_complaint() -> None:
    graph = extract_text(
        "UNITED STATES DISTRICT COURT\nEQUAL EMPLOYMENT OPPORTUNITY COMMISSION,\nPlaintiff,\n"
        "v.\nACME DINER, INC.,\nDefendant.\nCOMPLAINT\nSTATEMENT OF CLAIMS\n"
        "7. Since at least 1997, Defendant has engaged in unlawful employment practices by "
        "subjecting Ms. Jane Roe to sexual harassment.\n"
        "8. Since at least 1998, Defendant has subjected Ms. Roe to adverse employment "
        "actions in retaliation for her opposition to and rejection of the sexual harassment.\n",
        name="cause",
    ).graph
    (complaint,) = [e for e in graph.events if e.type == "complaint"]
    (retaliation,) = [e for e in graph.events if e.type == "retaliation"]
    roe = {p.entity for p in retaliation.participants if p.role == "patient"}
    assert roe and {p.entity for p in complaint.participants if p.role == "agent"} == roe
    assert complaint.evidence[0].quote.startswith("in retaliation for her opposition")
    assert complaint.date is None  # the day told is the retaliation's
    assert retaliation.date is not None and retaliation.date.value == "1998-01-01"


def test_a_cause_recalls_the_complaint_told_before() -> None:
    graph = _graph(
        "7. On May 3, 2004, Jane Roe complained to the manager about the harassment.\n"
        "8. Defendant discharged Jane Roe in retaliation for her complaint.\n"
    )
    assert len([e for e in graph.events if e.type == "complaint"]) == 1  # type: ignore[attr-defined]


def test_a_relative_clause_in_the_words_of_the_law_leaves_the_act_a_fact() -> None:
    from legalkg.events.facts import THRESHOLD, score

    told = (
        'Defendant officials, who were "agents" of Defendant within the meaning of Title VII, '
        "were aware of the sexual harassment, but failed to take remedial measures in response."
    )
    assert score(told, "STATEMENT OF CLAIMS") >= THRESHOLD
    assert _kinds(told) == ["failure-to-act"]
    # the law's words that state a status are still no fact
    status = (
        "Defendant has continuously been an employer engaged in an industry affecting commerce "
        "within the meaning of Sections 701(b), (g) and (h) of Title VII."
    )
    assert score(status, "STATEMENT OF CLAIMS") < THRESHOLD


def test_what_was_known_or_told_before_is_no_new_harassment() -> None:
    assert "harassment" not in _kinds("The supervisors were aware of the sexual harassment.")
    assert "harassment" not in _kinds(
        "Defendant failed to take prompt and effective remedial action reasonably calculated "
        "to eradicate the aforementioned harassment."
    )


def test_the_acts_a_list_after_a_colon_tells_are_each_told() -> None:
    kinds = _kinds(
        "McGrew was subjected to sexual harassment throughout her employment, as illustrated "
        "by the following: (A) co-workers made numerous and repeated unwanted and offensive "
        "sexually charged and sexually explicit remarks to McGrew; (B) co-workers left "
        "harassing notes, messages and other materials at her work station."
    )
    assert kinds == ["harassment", "harassment", "harassment"]


def test_what_a_charge_alleges_and_a_count_title_are_no_acts() -> None:
    assert _kinds(
        "Mr. Taylor filed a timely charge of discrimination and retaliation against Shell with "
        "the Equal Employment Opportunity Commission."
    ) == ["charge"]
    assert _kinds("Retaliation Title VII of the Civil Rights Act of 1964 Plaintiff Romak") == []
    # the suit's own "This is an action under Title VII" is still one
    assert _kinds("This is an action under Title VII of the Civil Rights Act of 1964.") == [
        "lawsuit"
    ]
    # under way, not done
    assert "termination" not in _kinds(
        "In December of 2024, Mr. Hutt was preparing to terminate Mr. Erazo's contract."
    )


def test_employment_decisions_told_in_other_words() -> None:
    assert _kinds("Mr. Taylor was passed over for the Security Advisor West role.") == [
        "adverse-action"
    ]
    assert _kinds("The White employees were required to reapply for their current roles.") == [
        "adverse-action"
    ]
    assert _kinds("Mr. Hunt approved this relocation to Pennsylvania on July 10, 2025.") == [
        "adverse-action"
    ]
    assert _kinds(
        "Mr. Hunt replaced the U.S. Intel Analyst, a role previously held by a White American "
        "Male, with Ms. De los Rios."
    ) == ["hiring"]
    assert _kinds("Mr. Jackson (Black) has replaced Mr. Hutt (White) as country manager.") == [
        "hiring"
    ]
    assert _kinds("Shell has provided no training or education to Plaintiffs.") == [
        "failure-to-act"
    ]
    assert _kinds("Mr. Taylor was sent a Teams message from Ms. Olivarez.") == ["communication"]
    assert _kinds("Mr. Hunt glared at the computer screens of Ms. Romak.") == ["harassment"]


def test_page_stamps_and_citations_give_no_dates() -> None:
    (m,) = find_dates(
        "Ms. Romak was hired by Shell Energy 12 Case 4:25-cv-04042 Document 1 Filed on "
        "08/26/25 in TXSD Page 13 of 40 Resources on May 19, 2008."
    )
    assert m.date is not None and m.date.value == "2008-05-19"
    assert find_dates("90 Fed. Reg. 8633 (Jan. 21, 2025) by failing to give her rights") == []
    assert find_dates("See Muldrow v. St. Louis, 601 U.S. 346, 355 (2024).") == []


def test_complaints_written_to_officials_and_to_agencies() -> None:
    assert _kinds("Plaintiff wrote to Mayor Muriel Bowser to report what was going on.") == [
        "complaint"
    ]
    assert _kinds(
        "Plaintiff wrote to MPD Assistant Chief Carroll and several city council members "
        "regarding the disparate treatment."
    ) == ["complaint"]
    assert _kinds(
        "Plaintiff elected to file a District of Columbia Office of Human Rights complaint."
    ) == ["charge"]
    assert _kinds("the EEOC issued a Dismissal and Notice of Right to Sue.") == [
        "agency-determination"
    ]
    assert _kinds("In November of 2016, Plaintiff took retirement from the MPD.") == ["resignation"]


def test_a_count_retelling_its_day_is_the_act_of_that_day() -> None:
    graph = _graph(
        "7. On or about February 5, 2020, Jane Roe complained to the EEO office about the "
        "comments.\n"
        "8. On October 31, 2020, Jane Roe complained to the Chief of Police about the "
        "discipline.\n"
        "FIRST CAUSE OF ACTION\n"
        "9. On or about October 31, 2020, Jane Roe complained to the Chief of Police about "
        "the discipline.\n"
    )
    complaints = sorted(
        (e.date.value if e.date else "", sorted(x.sentence_id for x in e.evidence))
        for e in graph.events  # type: ignore[attr-defined]
        if e.type == "complaint"
    )
    assert [d for d, _ in complaints] == ["2020-02-05", "2020-10-31"]
    assert len(complaints[1][1]) == 2  # the count's retelling joined the act of its day


def test_the_day_a_sentence_opens_on_and_days_of_other_things() -> None:
    graph = _graph(
        "7. On or about April 28, 2021, the manager told Jane Roe to report to Human "
        "Resources the following day.\n"
        "8. On or about March 1, 2021, the manager told Jane Roe to answer a request about a "
        "barricade that took place on or about February 23, 2021.\n"
        "9. On or about April 29, 2021, Jane Roe reported to Human Resources as directed. At "
        "that time, Defendant terminated her employment.\n"
    )
    dated = sorted(
        (e.type, e.date.value if e.date else None)
        for e in graph.events  # type: ignore[attr-defined]
        if e.type in ("communication", "termination")
    )
    assert dated == [
        ("communication", "2021-03-01"),
        ("communication", "2021-04-28"),
        ("termination", "2021-04-29"),
    ]


def test_an_act_named_as_what_a_complaint_is_about_takes_no_day_from_it() -> None:
    graph = _graph(
        "7. The manager disciplined Jane Roe for arriving early.\n"
        "8. On October 31, 2020, Jane Roe wrote to the Chief of Police to complain about the "
        "hostile work environment, disparate treatment, and retaliatory discipline.\n"
    )
    dated = {e.type: e.date.value if e.date else None for e in graph.events}  # type: ignore[attr-defined]
    assert dated["complaint"] == "2020-10-31"
    assert dated["discipline"] is None
    # an act told after the complaint, in its own clause, keeps the sentence's day
    after = _graph(
        "7. On June 24, 1999, Jane Roe complained about the harassment, and Defendant "
        "terminated her.\n"
    )
    assert [e.date.value for e in after.events if e.type == "termination"] == [  # type: ignore[attr-defined]
        "1999-06-24"
    ]
