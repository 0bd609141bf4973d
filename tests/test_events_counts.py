"""Acts a complaint's counts tell again, constructive discharges and the pleading's own "also"
(issue 30, fifth round)."""

from __future__ import annotations

from typing import Any

from legalkg.events.frames import kind_of
from legalkg.events.patterns import _AGAIN
from legalkg.events.pipeline import extract_text
from legalkg.events.retellings import count_sentences
from legalkg.events.segment import segment

STORY = (
    "COMPLAINT IN INTERVENTION\n"
    "STATEMENT OF FACTS\n"
    "10. Intervenor Jane Roe worked for Defendant Acme Diner, Inc. as a server.\n"
    "11. On March 3, 1998, the cook grabbed Intervenor at the grill.\n"
    "12. On March 9, 1998, the cook touched Intervenor again in the kitchen.\n"
    "13. Intervenor complained to the manager about the cook.\n"
    "14. Defendant did nothing to stop the harassment.\n"
    "15. Because she could no longer tolerate the conduct, she was forced to terminate her "
    "employment with Defendant on March 20, 1998.\n"
    "FIRST CAUSE OF ACTION\n"
    "16. Intervenor also alleges that Defendant subjected her to retaliation and constructive "
    "discharge.\n"
    "17. During her employment, Intervenor had been subjected to sexual harassment from her "
    "co-workers.\n"
    "18. Intervenor complained repeatedly to the managers about the conduct.\n"
    "19. Defendant failed to take corrective action.\n"
    "PRAYER FOR RELIEF\n"
    "WHEREFORE, Intervenor requests relief.\n"
)


def test_count_sentences_run_from_the_first_count_to_the_prayer() -> None:
    sentences = segment(STORY)
    by_id = {s.id: s for s in sentences}
    inside = count_sentences(by_id)
    texts = [" ".join(s.text.split()) for s in sentences if s.id in inside]
    assert texts[0] == "FIRST CAUSE OF ACTION"
    assert texts[-1].startswith("19. Defendant failed")
    assert not any("PRAYER" in t or "WHEREFORE" in t for t in texts)
    # "JURISDICTION AS TO FIRST CAUSE OF ACTION" opens no count: the ordinal must lead
    other = segment("JURISDICTION AND VENUE AS TO FIRST CAUSE OF ACTION\n1. Venue is proper.\n")
    assert count_sentences({s.id: s for s in other}) == set()


def test_a_count_retells_the_acts_told_before_it() -> None:
    graph = extract_text(STORY, name="story").graph
    kinds = sorted(e.type for e in graph.events)
    # the count tells no new harassment, complaint, failure or discharge
    assert kinds.count("complaint") == 1
    assert kinds.count("failure-to-act") == 1
    assert kinds.count("resignation") == 1
    assert "termination" not in kinds
    # two harassments told apart in the facts stay two ("again": a new act there)
    assert kinds.count("harassment") == 2
    sid = {s.id: " ".join(s.text.split()) for s in graph.sentences}
    retold = {
        sid[x.sentence_id][:3] for e in graph.events if e.type == "harassment" for x in e.evidence
    }
    assert "17." in retold
    quit_ = next(e for e in graph.events if e.type == "resignation")
    # she left (the agent), in the facts and in the count
    assert [p.role for p in quit_.participants if p.entity != "acme-diner"] == ["agent"]
    assert {sid[x.sentence_id][:3] for x in quit_.evidence} == {"15.", "16."}


def test_constructive_discharges_and_forced_quits_are_resignations() -> None:
    assert kind_of("Intervenor was 16 constructively terminated") == "resignation"
    assert kind_of("she was forced to terminate her employment with Defendant") == "resignation"
    # the employer ending her employment is a discharge
    assert kind_of("Defendant terminated her employment") == "termination"


def test_the_pleadings_also_is_no_new_act() -> None:
    assert _AGAIN.search("Intervenor also alleges that Defendant retaliated") is None
    assert _AGAIN.search("Plaintiff further and also claims that") is None
    assert _AGAIN.search("she also complained to the owner") is not None
    assert _AGAIN.search("the cook touched her again") is not None


def _told(graph: Any, kind: str) -> list[list[str]]:
    """The paragraph numbers ("11.") that tell each event of ``kind``, sorted."""
    number = {s.id: " ".join(s.text.split())[:3] for s in graph.sentences}
    return sorted(
        sorted(number[x.sentence_id] for x in e.evidence) for e in graph.events if e.type == kind
    )


def _kinds(text: str) -> list[str]:
    from legalkg.events.rules import _find_acts

    return [k for _, _, k in _find_acts(text)]


def test_what_was_not_done_is_no_act() -> None:
    # "instead of … investigating": not done; the act told after the comma is
    assert _kinds(
        "Instead of immediately addressing the conduct and investigating the matter by "
        "questioning the witnesses, the manager dismissed the situation as another incident."
    ) == ["failure-to-act"]
    # quotation marks do not hide the failure's scope
    assert "discipline" not in _kinds("Management failed to “write-up” others similarly situated.")
    assert _kinds("The manager gave her a “write-up” for being late.") == ["discipline"]


def test_the_forms_of_a_retaliation_are_how_it_was_done() -> None:
    text = (
        "Intervenor became the subject of retaliation by Defendant in the form of being "
        "written-up, reassigned to the back tables and given fewer hours."
    )
    assert _kinds(text) == ["retaliation"]
    # without the retaliation told, a reassignment is an act of its own
    assert _kinds("Defendant reassigned her to the back tables.") == ["adverse-action"]


FAILURES = (
    "UNITED STATES DISTRICT COURT\n"
    "JANE ROE,\n"
    "Plaintiff,\n"
    "v.\n"
    "ACME DINER, INC.,\n"
    "Defendant.\n"
    "COMPLAINT\n"
    "STATEMENT OF FACTS\n"
    "10. Intervenor Jane Roe complained to the manager about the harassment.\n"
    "11. Defendant Acme Diner, Inc. did nothing to stop the harassment.\n"
    "12. Defendant Acme Diner, Inc. did nothing to rectify the problems Intervenor complained "
    "of.\n"
    "13. Defendant Acme Diner, Inc. then failed to investigate the assault.\n"
    "14. Defendant Acme Diner, Inc. failed to post the notices required by the Commission.\n"
)


def test_one_failure_to_answer_the_harassment_per_agent() -> None:
    told = _told(extract_text(FAILURES, name="failures").graph, "failure-to-act")
    # 11 and 12 are one failure; "then failed" (13) is a later one; the notices (14) another
    assert told == [["11.", "12."], ["13."], ["14."]]


PRACTICE = (
    "UNITED STATES DISTRICT COURT\n"
    "JANE ROE,\n"
    "Plaintiff,\n"
    "v.\n"
    "ACME DINER, INC.,\n"
    "Defendant.\n"
    "COMPLAINT\n"
    "STATEMENT OF CLAIMS\n"
    "8. Since at least June 5, 1998, Defendant has engaged in unlawful employment practices by "
    "subjecting Jane Roe to a hostile work environment and by failing to promote her.\n"
)


def test_a_dated_practice_is_an_event_and_dates_the_acts_it_names() -> None:
    graph = extract_text(PRACTICE, name="practice").graph
    dated = {e.type: e.date.value if e.date else None for e in graph.events}
    # the practice is in the timeline, and its date is also the date of the acts it names
    assert dated == {
        "unlawful-practice": "1998-06-05",
        "harassment": "1998-06-05",
        "adverse-action": "1998-06-05",
    }
    # an undated practice beside acts gives no event of its own
    undated = PRACTICE.replace("Since at least June 5, 1998, ", "")
    kinds = sorted(e.type for e in extract_text(undated, name="p").graph.events)
    assert kinds == ["adverse-action", "harassment"]


def test_what_is_to_be_prevented_takes_its_object_with_it() -> None:
    # "to prevent its employees from being subjected to sexual harassment": no harassment
    assert "harassment" not in _kinds(
        "Defendant did not have an effective system in place to prevent its employees from "
        "being subjected to sexual harassment."
    )
    # the clause ends the scope: the act told after the comma is one
    assert "harassment" in _kinds(
        "Defendant failed to discipline the cook, and the cook subjected her to sexual harassment."
    )


def test_people_named_with_their_post_and_two_people_of_one_surname() -> None:
    from legalkg.events.people import find_parties

    text = (
        "UNITED STATES DISTRICT COURT\nJANE ROE,\nPlaintiff,\nv.\nACME DINER, INC.,\n"
        "Defendant.\nCOMPLAINT\nSTATEMENT OF FACTS\n"
        "10. Dennis Bybee, the executive chef of Defendant Acme Diner, and Jimmy Ugaz, another "
        "server at Defendant Acme Diner, touched Plaintiff.\n"
        "11. Plaintiff told Arlene Shake, a manager of Defendant Acme Diner, and Chris Shake, "
        "owner of Defendant Acme Diner, about it.\n"
        "12. Plaintiff Roe, an employee, complained again.\n"
    )
    parties = {p.entity.name: p for p in find_parties(text, segment(text))}
    roles = {n: p.entity.legal_roles for n, p in parties.items() if p.entity.kind == "person"}
    assert roles["Dennis Bybee"] == ("supervisor",)
    assert roles["Jimmy Ugaz"] == ("co-worker",)
    assert roles["Arlene Shake"] == ("supervisor",) and roles["Chris Shake"] == ("supervisor",)
    # two people of one surname: two entities, and "Shake" alone names neither
    assert parties["Arlene Shake"].entity.id != parties["Chris Shake"].entity.id
    assert "Shake" not in parties["Arlene Shake"].mentions + parties["Chris Shake"].mentions
    # "Plaintiff Roe, an employee" is the plaintiff, not a new person; the employer no person
    assert not any(n.startswith("Plaintiff") for n in roles)
    assert "Acme Diner" not in roles


def test_what_a_charge_alleges_is_named_not_told() -> None:
    assert "harassment" not in _kinds(
        "Roe filed a timely charge with the EEOC alleging unlawful employment practices, "
        "consisting of sexual harassment, hostile work environment and retaliatory discharge."
    )
    # "alleging that Defendant terminated him": the act alleged is told (and ordered first)
    assert "termination" in _kinds(
        "Roe filed a charge with the Commission alleging that Defendant terminated him."
    )


NAMED = (
    "UNITED STATES DISTRICT COURT\nJANE ROE,\nPlaintiff,\nv.\nACME DINER, INC.,\n"
    "Defendant.\nCOMPLAINT\nSTATEMENT OF FACTS\n"
    "10. From her first week, the cook grabbed Plaintiff Roe and kissed Roe.\n"
    "11. Plaintiff Roe complained to the owner.\n"
    "12. Since the first week Roe was employed, Roe was sexually harassed.\n"
    "13. Mary Doe, a server, was sexually harassed too.\n"
)


def test_a_harassment_only_named_retells_the_one_told_of_that_person() -> None:
    told = _told(extract_text(NAMED, name="named").graph, "harassment")
    # 12 retells Roe's harassment of 10; Mary Doe's (13) is hers
    assert told == [["10.", "12."], ["13."]]


def test_ones_post_with_an_employer_is_an_employment() -> None:
    assert kind_of("Plaintiff Eleon A. Baker is a sergeant with the Department of Fire") == (
        "employment"
    )
    assert kind_of("He has been a D.C. firefighter for more than twenty years") == "employment"
    assert kind_of("Mr. Kunnu was a customer service representative at the store") == ("employment")
    # a member of a church, a sergeant in a story, are no employment
    assert kind_of("He is a member of the church") is None
    assert kind_of("the sergeant said hello") != "employment"


def test_an_exemption_from_a_rule_is_an_act() -> None:
    assert (
        kind_of(
            "the Department exempted all other members who objected on a religious basis to "
            "the grooming regulations from complying with them"
        )
        == "other"
    )


ALLEGED = (
    "UNITED STATES DISTRICT COURT\nJANE ROE,\nPlaintiff,\nv.\nACME DINER, INC.,\n"
    "Defendant.\nCOMPLAINT\nSTATEMENT OF CLAIMS\n"
    "9. In June 2005, Defendant terminated Jane Roe because of her race.\n"
    "10. On November 22, 2005, Roe filed a charge of discrimination with the Commission "
    "alleging that Defendant terminated her because of her race.\n"
)


def test_the_day_of_a_charge_is_not_the_day_of_the_act_it_alleges() -> None:
    graph = extract_text(ALLEGED, name="alleged").graph
    dated = {e.type: e.date.value if e.date else None for e in graph.events}
    assert dated["charge"] == "2005-11-22"
    # the discharge told again in the charge keeps the month its own sentence states
    assert dated["termination"] == "2005-06-01"


def test_hedged_acts_and_complaints_without_a_determiner_are_told() -> None:
    from legalkg.events.patterns import _BOILERPLATE

    # the hedge qualifies the act its sentence tells, inside it or opening it
    assert not _BOILERPLATE.search(
        "Defendant terminated Ms. Everett in July 2005, upon information and belief and "
        "subject to further discovery, after participating in an EEOC investigation."
    )
    assert not _BOILERPLATE.search(
        "On information and belief, the manager leaked to the supervisor that she complained."
    )
    hedged = extract_text(
        "COMPLAINT\n\n1. Upon information and belief, Defendant terminated Ms. Rowe on May 3, "
        "2004.\n\n2. On information and belief, PMI is the successor of PMII.\n",
        name="hedged",
    ).graph
    assert [(e.type, e.date.value if e.date else None) for e in hedged.events] == [
        ("termination", "2004-05-03")
    ]
    assert _kinds(
        "Despite complaints about sexual harassment to Supervisor Rodney Jones, Defendant "
        "took no immediate effective corrective action."
    ) == ["complaint", "failure-to-act"]
    # "the filing of a charge or complaint": still no one complains
    assert "complaint" not in _kinds("the filing of a charge or complaint is protected")
