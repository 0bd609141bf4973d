"""Issue 30, third round: event kinds from their lexicon and relations from the wording."""

from __future__ import annotations

from legalkg.events.frames import kind_of
from legalkg.events.pipeline import extract_text


def test_kinds_from_the_lexicon() -> None:
    # a proposed termination is a step of discipline, not the discharge
    assert kind_of("Plaintiff Lee reported for duty and was proposed for termination") == (
        "discipline"
    )
    assert kind_of("she received a notice of proposed removal") == "discipline"
    assert kind_of("Plaintiff was terminated on May 3") == "termination"
    # a notice or a memo tells; an order rules
    assert kind_of("the Director issued a new “Notice to Employees") == "communication"
    assert kind_of("the Director issued Special Order 12") == "other"
    assert kind_of("the Chief announced strict enforcement of the policy") == "communication"
    assert kind_of("He rejoined the Department in April 2004") == "hiring"


COMPLAINT = """UNITED STATES DISTRICT COURT
EQUAL EMPLOYMENT OPPORTUNITY COMMISSION,
Plaintiff,
v.
ORCHARD BAKERY, INC.,
Defendant.
COMPLAINT
1. This is an action under Title VII of the Civil Rights Act of 1964.
2. From March 2003 until June 2003, Orchard Bakery's manager, Tom Reyes, sexually harassed Ana Ruiz.
3. Although Ms. Ruiz complained about the sexual harassment, Defendant failed to take
appropriate action to stop it.
4. In Ruiz v. Orchard Bakery, a court entered an order.
"""


def _graph():  # type: ignore[no-untyped-def]
    return extract_text(COMPLAINT, name="cues").graph


def test_a_complaint_about_harassment_comes_after_it_and_the_concession_before_its_answer() -> None:
    g = _graph()
    by_type = {e.type: e for e in g.events}
    pairs = {(r.type, by_type_of(g, r.source), by_type_of(g, r.target)) for r in g.relations}
    assert ("BEFORE", "harassment", "complaint") in pairs
    assert ("BEFORE", "complaint", "failure-to-act") in pairs
    assert "complaint" in by_type and "failure-to-act" in by_type
    # never a relation against the order the text states
    assert ("BEFORE", "failure-to-act", "complaint") not in pairs


def by_type_of(g, eid: str) -> str:  # type: ignore[no-untyped-def]
    return next(e.type for e in g.events if e.id == eid)


def test_a_party_named_in_a_cited_case_is_not_a_participant() -> None:
    g = _graph()
    order = next(e for e in g.events if e.label.endswith("entered an order"))
    assert {p.entity for p in order.participants} & {"ruiz", "defendant"} == set()


LATER = """UNITED STATES DISTRICT COURT
EQUAL EMPLOYMENT OPPORTUNITY COMMISSION,
Plaintiff,
v.
HILLTOP MOTORS, INC.,
Defendant.
COMPLAINT
1. This is an action under Title VII to provide relief to Ann Lowe. Defendant harassed Ann
Lowe and terminated Ann Lowe.
2. On March 3, 2009, Ann Lowe complained to her manager, Ed Park.
3. On March 10, 2009, Defendant terminated Lowe.
4. Park later told Lowe that the incident was not her fault.
"""


def test_later_follows_the_act_told_just_before_even_when_a_summary_told_it_first() -> None:
    g = extract_text(LATER, name="later").graph
    told = next(e for e in g.events if e.type == "communication")
    fired = next(
        e for e in g.events if e.type == "termination" and e.date and e.date.value == "2009-03-10"
    )
    assert any(
        r.type == "BEFORE" and r.source == fired.id and r.target == told.id for r in g.relations
    )
    # "Park later told": Park's own telling is not an act before the cue
    assert not any(r.source == told.id and r.target == fired.id for r in g.relations)


def test_what_will_be_done_or_is_asked_to_be_prohibited_is_no_act() -> None:
    from legalkg.events.rules import _find_acts

    def kinds(text: str) -> list[str]:
        return [k for _, _, k in _find_acts(text)]

    # the whole act is in the future: neither the proposal nor the termination inside it
    assert (
        kinds("Plaintiff Reed anticipates that he will be proposed for termination on May 3.") == []
    )
    # verbs joined to a modal verb share its scope
    assert kinds(
        "The Chief has announced that he will now proceed to discipline and discharge all "
        "members who wear beards."
    ) == ["communication"]
    # a prayer for relief asks that acts be prohibited
    assert "termination" not in kinds(
        "Enter injunctions prohibiting the defendant, and its officers and agents, from "
        "discharging any plaintiff."
    )
    # the act itself still is one
    assert kinds("On May 3, 2005, Plaintiff Reed was proposed for termination.") == ["discipline"]
    assert kinds("On May 9, 2005, Defendant discharged Plaintiff Reed.") == ["termination"]


def test_more_of_each_frame() -> None:
    assert kind_of("co-workers made numerous and repeated unwanted and offensive remarks") == (
        "harassment"
    )
    assert kind_of("she worked in a janitorial and cleaning capacity for Acme") == "employment"
    assert kind_of("firefighters filed a civil action in this Court") == "lawsuit"
    assert kind_of("Plaintiffs have been removed from field operations") == "adverse-action"
    assert kind_of("the clerk removed the poster from the wall") != "adverse-action"
    assert kind_of("in 2002, when he left to undertake a journey") == "resignation"
    assert kind_of("she left the Company in May") == "resignation"
    assert kind_of("he left the room") is None
    assert kind_of("she left a note on his desk") is None


def test_one_employment_per_employee() -> None:
    text = """UNITED STATES DISTRICT COURT
ROSA VEGA
12 Elm Street
Elmwood, OR 97301
CARL IBSEN
40 Oak Avenue
Elmwood, OR 97301
Plaintiffs,
v.
CITY OF ELMWOOD
Defendant.
COMPLAINT
PARTIES
1. Plaintiff Rosa Vega is employed as a paramedic by the City of Elmwood.
2. Plaintiff Carl Ibsen is employed as a firefighter by the City of Elmwood.
"""
    g = extract_text(text, name="employ").graph
    jobs = [e for e in g.events if e.type == "employment"]
    assert len(jobs) == 2
    assert {p.entity for e in jobs for p in e.participants} >= {"vega", "ibsen"}


def test_another_suit_is_not_the_complaints_own() -> None:
    text = """UNITED STATES DISTRICT COURT
ROSA VEGA
Plaintiff,
v.
CITY OF ELMWOOD
Defendant.
COMPLAINT
1. This is an action to compel the City of Elmwood to respect religious practices.
2. In 2001, three firefighters who wear beards filed a civil action in this Court.
"""
    g = extract_text(text, name="suits").graph
    suits = [e for e in g.events if e.type == "lawsuit"]
    assert len(suits) == 2


def test_the_onset_of_employment_comes_first() -> None:
    text = """UNITED STATES DISTRICT COURT
EQUAL EMPLOYMENT OPPORTUNITY COMMISSION,
Plaintiff,
v.
PIER SEVEN, INC.,
Defendant.
COMPLAINT
FACTUAL BACKGROUND
1. On or about May 2, 1997, Intervenor Lena Ortiz (“Ortiz”) began employment at Pier Seven as
a server.
2. From the onset of employment, the head cook, Tom Marsh (“Marsh”), began subjecting Ortiz to
unwanted sexual touching.
"""
    g = extract_text(text, name="onset").graph
    hired = next(e for e in g.events if e.type in ("hiring", "employment"))
    touched = next(e for e in g.events if e.type == "harassment")
    assert any(
        r.type == "BEFORE" and r.source == hired.id and r.target == touched.id for r in g.relations
    )


SIXTH = """UNITED STATES DISTRICT COURT
EQUAL EMPLOYMENT OPPORTUNITY COMMISSION,
Plaintiff,
v.
HARBOR FREIGHT LINES, INC.,
Defendant.
COMPLAINT
1. This is an action under Title VII of the Civil Rights Act of 1964.
2. More than thirty days prior to the institution of this lawsuit, Dana Lane filed a charge
with the Commission alleging violations of Title VII by Defendant.
3. Conciliation efforts failed and the Commission filed this lawsuit on March 3, 2006.
4. From January 2004 until May 2004, Defendant's dispatcher, Carl Voss, sexually harassed Ms. Lane.
5. Defendant failed to take any corrective action to stop the harassment.
6. Defendant discharged Ms. Lane on May 20, 2004, shortly after she complained to the
terminal manager about the harassment.
7. Defendant demoted Ms. Kim in 2001, after she filed a grievance in 2003.
8. Because Ms. Ortiz could no longer tolerate the harassing conduct, she resigned.
"""


def test_sixth_round_cues_order_and_cause() -> None:
    g = extract_text(SIXTH, name="sixth").graph
    by_id = {e.id: e for e in g.events}

    def pairs(kind: str) -> set[tuple[str, str]]:
        return {(by_id[r.source].type, by_id[r.target].type) for r in g.relations if r.type == kind}

    before, causes = pairs("BEFORE"), pairs("CAUSES")
    # "discharged …, shortly after she complained": the complaint came first
    assert ("complaint", "termination") in before | causes
    assert ("termination", "complaint") not in before
    # the charge and the failed conciliation come before the agency's suit
    assert ("charge", "lawsuit") in before
    assert ("conciliation", "lawsuit") in before
    # "Because she could no longer tolerate the harassing conduct, she resigned": the
    # harassment told before causes the resignation
    assert ("harassment", "resignation") in causes
    # "demoted Ms. Kim in 2001, after she filed a grievance in 2003": the words say after,
    # the dates say before; no relation against the dates is kept
    demotion = [e for e in g.events if e.type == "demotion"]
    grievance = [e for e in g.events if e.type == "complaint" and e.date and e.date.value < "2004"]
    assert demotion and grievance
    assert not any(r.source == grievance[0].id and r.target == demotion[0].id for r in g.relations)


DETERRED = """UNITED STATES DISTRICT COURT
EQUAL EMPLOYMENT OPPORTUNITY COMMISSION,
Plaintiff,
v.
CEDAR MILLS, INC.,
Defendant.
COMPLAINT
1. This is an action under Title VII of the Civil Rights Act of 1964.
2. Beginning in March 2005, Defendant's foreman, Rick Dale, sexually harassed Maria Soto.
3. Dale threatened Ms. Soto with termination if she told anyone.
4. Ms. Soto was afraid to complain because of the foreman's threats.
5. Ms. Soto later complained to the plant manager about the harassment.
6. Defendant failed to take any corrective action, which allowed the harassment to continue.
7. Following her complaint, Defendant demoted Ms. Soto.
"""


def test_prevents_and_a_leading_following() -> None:
    g = extract_text(DETERRED, name="deterred").graph
    by_id = {e.id: e for e in g.events}
    pairs = {(r.type, by_id[r.source].type, by_id[r.target].type) for r in g.relations}
    assert ("PREVENTS", "threat", "complaint") in pairs
    # "allowed the harassment to continue": no ENABLES, which would order the failure first
    assert ("BEFORE", "failure-to-act", "harassment") not in pairs
    # "Following her complaint, Defendant reduced her hours": the complaint came first
    assert ("BEFORE", "complaint", "demotion") in pairs or (
        "CAUSES",
        "complaint",
        "demotion",
    ) in pairs
    assert ("BEFORE", "demotion", "complaint") not in pairs


def test_fired_for_complaining_is_a_cause() -> None:
    text = DETERRED.replace(
        "7. Following her complaint, Defendant demoted Ms. Soto.",
        "7. In June 2005, Defendant fired Ms. Soto for complaining about the harassment.",
    )
    g = extract_text(text, name="fired-for").graph
    by_id = {e.id: e for e in g.events}
    causes = {
        (by_id[r.source].type, by_id[r.target].type) for r in g.relations if r.type == "CAUSES"
    }
    assert ("complaint", "termination") in causes


INTERVENTION = """UNITED STATES DISTRICT COURT
EQUAL EMPLOYMENT OPPORTUNITY COMMISSION,
Plaintiff,
and
LISA GRANT,
Plaintiff-Intervenor,
v.
NORTHSIDE GRILL, INC.,
Defendant.
COMPLAINT IN INTERVENTION
1. Intervenor Lisa Grant brings this action under Title VII of the Civil Rights Act of 1964.
2. On May 2, 2004, the EEOC filed this lawsuit on behalf of Ms. Grant.
3. Ms. Grant has an unconditional right to intervene in a civil action brought by the EEOC.
"""


def test_the_agency_suit_comes_before_the_intervention_that_joins_it() -> None:
    g = extract_text(INTERVENTION, name="intervention").graph
    suits = {e.id: e for e in g.events if e.type == "lawsuit"}
    agency = [e for e in suits.values() if "EEOC" in e.label]
    own = [e for e in suits.values() if "EEOC" not in e.label]
    assert agency and own, [e.label for e in suits.values()]
    assert any(
        r.type == "BEFORE" and r.source == agency[0].id and r.target == own[0].id
        for r in g.relations
    )
    assert not any(
        r.type == "BEFORE" and r.source == own[0].id and r.target == agency[0].id
        for r in g.relations
    )
