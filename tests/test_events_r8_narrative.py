"""Issue 30, eighth round: narrative acts and their participants on long complaints — the
employer named by the first word of its name, "her" and "she" read as the complainant told of
just before, and what is no act (a heading, what one knew or feared, the cause of a harm named
as a thing, a request named as what was refused, a class described by what it asks)
(``legalkg.events.people``, ``rules``). Every sentence here is written for the test, in other
words than the complaints'."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.pipeline import extract_file, extract_text
from legalkg.events.rules import _find_acts

HEAD = (
    "UNITED STATES DISTRICT COURT\nJANE ROE,\nPlaintiff,\nv.\nBLUEJAY FREIGHT LINES, INC.,\n"
    "Defendant.\nCOMPLAINT\nSTATEMENT OF FACTS\n"
)
DATA = Path(__file__).parent / "data" / "events"


def _kinds(text: str) -> list[str]:
    return [k for _, _, k in _find_acts(text)]


def _graph(body: str) -> tuple[dict[str, str], list[object]]:
    graph = extract_text(HEAD + body, name="r8").graph
    return {e.id: e.name for e in graph.entities}, list(graph.events)


def _who(names: dict[str, str], event: object) -> set[tuple[str, str]]:
    return {(names[p.entity], p.role) for p in event.participants}  # type: ignore[attr-defined]


# --- who: the employer by its first word, the complainant by a pronoun ---------------------


def test_the_employer_is_named_by_the_first_word_of_its_name() -> None:
    body = (
        "6. Ms. Roe has driven for Bluejay since 2012, and Bluejay paid her by the mile.\n"
        "7. In March 2019, Ms. Roe asked for light duty after her surgery.\n"
        "8. On April 2, 2019, Bluejay denied her request for light duty.\n"
        "9. Later that month, Bluejay placed Ms. Roe on unpaid leave.\n"
    )
    names, events = _graph(body)
    denial = [e for e in events if e.type == "accommodation-denial"]
    assert denial
    who = _who(names, denial[0])
    assert ("Bluejay Freight Lines, Inc.", "agent") in who
    # "her request": the complainant the sentence before named
    assert ("Jane Roe", "patient") in who


def test_a_common_first_word_does_not_name_the_employer() -> None:
    from legalkg.events.people import _short_name

    body = "in the United States, and United Parcel paid; by United rules; for United ends"
    assert _short_name("United Parcel Service, Inc.", body) == []
    # used once or twice alone, it is not yet a name the complaint gives it
    assert _short_name("Bluejay Freight Lines", "then Bluejay paid, and Bluejay left") == []


def test_two_people_named_as_the_subject_both_do_the_act() -> None:
    body = (
        "6. Ms. Kay Lund drove with Ms. Roe on the night route.\n"
        "7. Ms. Kay Lund and Ms. Roe filed charges with the EEOC on June 1, 2019.\n"
    )
    names, events = _graph(body)
    charge = [e for e in events if e.type == "charge"]
    assert charge
    agents = {n for n, role in _who(names, charge[0]) if role == "agent"}
    assert agents == {"Ms. Kay Lund", "Jane Roe"}


def test_she_after_an_opening_phrase_is_the_person_told_of_before() -> None:
    body = (
        "6. Ms. Roe missed three shifts in May 2019 because of her pregnancy.\n"
        "7. As a result, she accrued two attendance points under the policy.\n"
    )
    names, events = _graph(body)
    points = [e for e in events if e.type == "adverse-action"]
    assert points
    assert ("Jane Roe", "patient") in _who(names, points[0])


def test_her_is_not_read_as_another_person_named_last() -> None:
    """The pronoun is read as the complainant only: a co-worker named last may be the one
    meant, or not, and no participant is better than a wrong one."""
    body = (
        "6. Ms. Kay Lund, a dispatcher, complained to the terminal manager about the routes.\n"
        "7. Later, Bluejay denied her request for a ground position.\n"
    )
    names, events = _graph(body)
    denial = [e for e in events if e.type == "accommodation-denial"]
    assert denial
    assert ("Jane Roe", "patient") not in _who(names, denial[0])


def test_the_employer_is_not_the_target_of_a_discharge_from_it() -> None:
    body = (
        "6. Ms. Roe reported the broken brakes to the terminal manager on May 3, 2019.\n"
        "7. This resulted in her termination from Bluejay a week later.\n"
    )
    names, events = _graph(body)
    fired = [e for e in events if e.type == "termination"]
    assert fired
    who = _who(names, fired[0])
    assert ("Bluejay Freight Lines, Inc.", "patient") not in who
    assert ("Jane Roe", "patient") in who


def test_a_chain_of_sentences_about_her_leads_back_to_her_name() -> None:
    body = (
        "6. Ms. Roe drove the night route for Bluejay until 2018.\n"
        "7. After her surgery, she asked to extend her leave by six weeks.\n"
        "8. Despite a note from her surgeon, she still accrued points for the absence.\n"
        "9. The company denied her request on May 2, 2018.\n"
    )
    names, events = _graph(body)
    denial = [e for e in events if e.type == "accommodation-denial"]
    assert denial and ("Jane Roe", "patient") in _who(names, denial[0])
    points = [e for e in events if e.type == "adverse-action"]
    assert points and ("Jane Roe", "patient") in _who(names, points[0])


# --- what is no act ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # a heading names what the section tells
        "Denial of Light Duty and Ban on Rest Breaks",
        "Refusal to Accommodate Injured Drivers: Because the drivers had no other posts, many "
        "of them stayed home.",
        # what one knew, believed or feared: another's act told again, or none
        "Ms. Roe was aware that the company had barred two other drivers from resting between "
        "loads.",
        "She believed that the manager would terminate her if she asked again.",
        "Mr. Doe kept driving for fear of being disciplined.",
        # the cause of a harm, named as a thing
        "As a result of the company's refusal to accommodate her injury, Ms. Roe has suffered "
        "lost wages and emotional distress.",
        # a class described by what it asks for
        "The company requires drivers who request light duty to present a doctor's release.",
        # an act offered, or not done with another that is not done
        "She wrote that she was willing to keep working for the company at a desk.",
        "Mr. Doe did not ask for a break or notify his supervisor before the run.",
        # a talk that ends is no one's discharge
        "The talks about a settlement terminated on May 2, 2020.",
    ],
)
def test_no_act(text: str) -> None:
    assert _kinds(text) == []


def test_steps_of_a_private_suit_and_what_the_employer_grants() -> None:
    # a notice asked of the agency is not its issuing; a time bound is no notice
    assert _kinds("On June 3, 2020, Ms. Roe requested a Notice of Right to Sue from the EEOC.") == [
        "communication"
    ]
    assert _kinds("The tolling ran through the date of receipt of a Right to Sue letter.") == []
    # a charge supplemented, mediation offered
    assert _kinds("Ms. Roe amended her charge on May 9, 2019 to add new facts.") == ["charge"]
    assert _kinds("The plaintiffs proposed mediation twice in 2019.") == ["conciliation"]
    # leave granted or extended, breaks permitted, absences taken: of one person, "other"
    assert _kinds("The company extended Ms. Roe's unpaid leave by a month.") == ["other"]
    assert _kinds("She was permitted two breaks a shift to pump.") == ["other"]
    assert _kinds("In May 2019, Ms. Roe took three sick days off for her pregnancy.") == ["other"]
    # of a class, a policy: no one's step
    assert _kinds("The company extends unpaid leave to drivers who are injured.") == []


def test_she_in_a_leading_clause_of_time_is_the_person_told_of_before() -> None:
    body = (
        "6. Ms. Roe drove the night route until 2018.\n"
        "7. Only after she was diagnosed with a torn ligament did the company change her route.\n"
    )
    names, events = _graph(body)
    told = [e for e in events if e.type == "other"]
    assert told and "Jane Roe" in {n for n, _ in _who(names, told[0])}


def test_a_clause_put_first_and_its_inverted_main_clause_are_two_acts() -> None:
    text = (
        "Only after she was diagnosed with a torn ligament did the company extend her medical "
        "leave."
    )
    assert _kinds(text) == ["other", "other"]
    names, events = _graph("6. Ms. Roe drove the night route until 2018.\n7. " + text + "\n")
    diagnosis = next(e for e in events if "diagnosed" in e.label)
    # the company is the subject of the next clause, not the one diagnosed
    assert ("Bluejay Freight Lines, Inc.", "patient") not in _who(names, diagnosis)


def test_her_is_not_read_across_a_name_the_complaint_does_not_define() -> None:
    body = (
        "6. Ms. Roe drove the night route until 2018.\n"
        "7. The company then fired Powell and denied her final pay.\n"
    )
    names, events = _graph(body)
    assert all(("Jane Roe", "patient") not in _who(names, e) for e in events)


def test_a_refusal_to_engage_in_the_interactive_process_is_a_denial() -> None:
    assert _kinds("The county refused to engage in an interactive process with Mr. Doe.") == [
        "accommodation-denial"
    ]


def test_an_act_asked_about_is_not_done() -> None:
    assert _kinds("The dispatcher asked Ms. Roe why she was not resigning.") == ["communication"]
    assert _kinds("Her manager asked Ms. Roe whether she resigned.") == ["communication"]
    # "why she complained" tells that she did
    assert "complaint" in _kinds("The owner asked her why she complained to the union.")


def test_a_request_named_as_what_was_refused_is_the_refusal_only() -> None:
    assert _kinds("Bluejay ignored or flatly denied all accommodation requests from drivers.") == [
        "accommodation-denial"
    ]
    assert _kinds("The manager rejected their accommodation requests.") == ["accommodation-denial"]
    # the request told as done stays a request
    assert _kinds("In May 2019, Ms. Roe requested light duty for six weeks.") == [
        "accommodation-request"
    ]


def test_a_hiring_aim_of_the_employer_is_no_hiring() -> None:
    names, events = _graph(
        "6. Bluejay openly keeps aims to hire and promote drivers by their age.\n"
        "7. Bluejay praised its aims again, and Bluejay repeated them, and Bluejay wrote.\n"
    )
    assert not [e for e in events if e.type == "hiring"]


# --- the complaint ---------------------------------------------------------------------------


@pytest.mark.slow  # a whole long complaint extracted (5-10 s); .ci/run runs it
def test_hodgkins_denials_name_the_airline_and_the_attendant() -> None:
    graph = extract_file(DATA / "case43282_doc130963.txt").graph
    names = {e.id: e.name for e in graph.entities}
    by_sentence = {x.sentence_id: e for e in graph.events for x in e.evidence}
    assert ("Frontier Airlines, Inc.", "agent") in _who(names, by_sentence["s211"])
    who = _who(names, by_sentence["s282"])  # "Frontier denied her request, stating …"
    assert ("Frontier Airlines, Inc.", "agent") in who
    assert ("Heather Crowe", "patient") in who
    # no request is read in "ignored or … denied all accommodation requests"
    told = [e.type for e in graph.events if any(x.sentence_id == "s158" for x in e.evidence)]
    assert "accommodation-request" not in told
