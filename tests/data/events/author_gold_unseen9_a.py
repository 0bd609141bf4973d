"""The gold graph of ``case46979_doc163303``, one of the two complaints kept unseen while the rules
of issue 30's ninth round were written.

Chosen by a stated rule, not by reading it first: the lead took six complaints of the same
Clearinghouse source filed under other case types than Equal Employment (by a count of employment
words, without reading them) and ordered them; gold9a takes the first one, in that order, that
tells the story of one or a few named people's employment, gold9b the second. The first in the
order, ``case46377_doc158459`` (Pippenger v. U.S. DOGE Service), was skipped: its story is the
takeover of an institution (the removal of USIP's board, the seizure of its building, the firing
of almost all of its ~300 employees); the named plaintiffs' employment is told only as one line
each ("until her employment was terminated on March 28, 2025") and their harms. The second,
``case46979_doc163303`` (75 KB), is this one: Heenan, Osadebe, Dykstra, Vazquez and Gordon v. U.S.
Department of Housing and Urban Development and Secretary Scott Turner (D.D.C., No. 1:25-cv-03343,
filed September 22, 2025): five HUD attorneys of the Office of Fair Housing claim under the Fair
Housing Act's interference provision (42 U.S.C. § 3617) that they were involuntarily reassigned out
of the office (and one demoted) because of their work enforcing the Act; a public court filing.
Written before the extractor was run on it. ``benchmarks/events.py`` scores it only with the
ninth round's unseen set.

Same conventions as ``author_gold.py``, ``author_gold_unseen7_hodgkins.py`` and
``author_gold_unseen8_*.py``: quotes are fragments resolved to the exact sentence text; one event
per act, with every sentence that tells it (the introduction's, the count's and the prayer's
retellings included); the date its own sentences state ("Later that day" and "The next day" are
read from the sentence before); relations only where the text states them (a cue word or a
stated cause).

What counted as an event. The collective story (sections III-IV): the gag order, the pressure to
resign and the firing of probationary employees, the HR department's e-mails, the DOGE spreadsheet
of RIF targets, leadership's plan to remove OFH by a RIF and the advice that stopped it, the
selection of OFH attorneys for involuntary reassignment (one event: "targeted", "reassigned",
"selected", "ordered", the count and the prayer), the meetings of May 20, May 28, May 29 and June 4
and what was said at each (each statement its own event), the work-sharing proposal of June 9 and
its rejection of June 12, the one volunteer's transfer, the conveyance of June 23, the deputy's
e-mails and his leave and firing, the acts that isolated OFH (clearance process, directions not to
consult it, the guidance released without it), the officials' statements ("not a priority", "an
optics problem", "right-sized", the shifting reasons for moving supervisors, "temporary"), the
offices' staffing requests, the refusal to let former attorneys return, the omissions the
complaint alleges as such (no written notice, no answer, no exemption sought, no advertising).
Each plaintiff's story act by act: joining HUD, the work enforcing the Act (the protected
activity), for four of them the oral notice of June 24, the HR e-mail of July 16, the written notice
of September 15/16 with its threat of removal and the reassignment itself (dated by its stated
effective date, October 5, 2025); the union letter of July 3 (one letter, told four times) is one
event; Vazquez's request to join OFH, its grant and her move, and her meeting of May 28; Gordon's
hiring, transfer, promotion, the notice of June 23 and June 30, her demotion, her reassignment
(effective July 27, 2025) and what followed it. Section VI's acts of the Administration (offices
cut, cases withheld, websites purged, grants cancelled, FHEO memoranda, the 2020 campaign
promise, Project 2025's criticism) are events of type "other"; the change of administration is
one event (the story's turning point). A request or objection to management is a complaint; a
refusal of a request is a failure-to-act, as in ``author_gold_unseen8_b.py``. Not events: the
law and its history (the FHA's enactment in 1968, the Kerner Commission, what HUD must do), how
OFH and OGC are organised, states and numbers ("OFH was left with 24 people", "had not
volunteered"), beliefs and suspicions ("Plaintiffs suspected", "reasonably believed"), the
plaintiffs' biographies told as harm (law school, teaching, earlier moves, scholarships), harms
and their treatment (stress, panic attacks and the emergency room, religious counsel, lost sleep),
and the count's legal conclusions.

run: python tests/data/events/author_gold_unseen9_a.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _load, build, ent, evt, rel  # type: ignore[import-not-found]


def heenan() -> dict[str, Any]:
    stem = "case46979_doc163303"
    sentences, q = _load(stem)
    entities = [
        ent(
            "heenan",
            "Palmer Heenan",
            "person",
            ["plaintiff", "employee"],
            [q("s3", "PALMER HEENAN"), q("s38", "Plaintiff Palmer Heenan")],
            ["Heenan", "Mr. Heenan", "Plaintiff Palmer Heenan"],
        ),
        ent(
            "osadebe",
            "Paul Osadebe",
            "person",
            ["plaintiff", "employee"],
            [q("s3", "PAUL OSADEBE"), q("s40", "Plaintiff Paul Osadebe")],
            ["Osadebe", "Mr. Osadebe", "Plaintiff Paul Osadebe"],
        ),
        ent(
            "dykstra",
            "Julia Dykstra",
            "person",
            ["plaintiff", "employee"],
            [q("s5", "JULIA DYKSTRA"), q("s42", "Plaintiff Julia Dykstra")],
            ["Dykstra", "Ms. Dykstra", "Plaintiff Julia Dykstra"],
        ),
        ent(
            "vazquez",
            "Ashley Vazquez",
            "person",
            ["plaintiff", "employee"],
            [q("s5", "ASHLEY VAZQUEZ"), q("s44", "Plaintiff Ashley Vazquez")],
            ["Vazquez", "Ms. Vazquez", "Plaintiff Ashley Vazquez"],
        ),
        ent(
            "gordon",
            "Hannah Gordon",
            "person",
            ["plaintiff", "employee", "supervisor"],
            [q("s6", "HANNAH GORDON"), q("s46", "Plaintiff Hannah Gordon")],
            ["Gordon", "Ms. Gordon", "Plaintiff Hannah Gordon", "Plaintiff Ms. Gordon"],
        ),
        ent(
            "plaintiffs",
            "Plaintiffs (five OFH attorneys)",
            "person",
            ["plaintiff", "employee"],
            [q("s19", "Plaintiffs are attorneys who work (or used to work) in OFH")],
            ["Plaintiffs", "the Plaintiffs", "five attorneys"],
        ),
        ent(
            "hud",
            "U.S. Department of Housing and Urban Development",
            "agency",
            ["defendant", "employer"],
            [
                q("s7", "U.S. DEPARTMENT OF HOUSING AND"),
                q("s48", "Defendant U.S. Department of Housing and Urban Development (HUD)"),
            ],
            ["HUD", "Defendants", "the agency", "Department", "Defendant HUD"],
        ),
        ent(
            "turner",
            "Scott Turner",
            "person",
            ["defendant"],
            [q("s9", "SCOTT TURNER"), q("s50", "Defendant Scott Turner")],
            ["Turner", "Secretary of HUD", "Secretary Turner"],
        ),
        ent(
            "ogc",
            "OGC officials (HUD leadership)",
            "person",
            ["supervisor"],
            [q("s160", "OGC officials"), q("s28", "HUD leadership")],
            [
                "OGC officials",
                "OGC official",
                "an OGC official",
                "the OGC official",
                "OGC leadership",
                "agency officials",
                "Agency officials",
                "HUD officials",
                "HUD leadership",
                "agency leadership",
                "agency leaders",
                "Leadership",
                "leadership",
                "management",
                "office leadership",
            ],
        ),
        ent(
            "political",
            "political leadership",
            "person",
            [],
            [q("s144", "political leadership")],
            ["political leadership"],
        ),
        ent(
            "hr",
            "an HR official in OGC",
            "person",
            [],
            [q("s162", "an HR official in OGC"), q("s281", "an HR official")],
            ["HR official", "an HR official", "the same official"],
        ),
        ent(
            "hrdept",
            "HUD's HR department",
            "organization",
            [],
            [q("s149", "the agency’s HR department")],
            ["HR department"],
        ),
        ent(
            "ofh",
            "Office of Fair Housing",
            "organization",
            [],
            [q("s18", "the Office of Fair Housing (OFH)")],
            ["OFH", "Office of Fair Housing", "the office"],
        ),
        ent(
            "ofhatt",
            "OFH attorneys",
            "person",
            ["employee"],
            [q("s142", "OFH attorneys"), q("s162", "OFH staff attorneys")],
            ["OFH attorneys", "OFH staff attorneys", "attorneys in OFH", "OFH staff"],
        ),
        ent(
            "affected",
            "an affected OFH attorney",
            "person",
            ["employee"],
            [q("s170", "an affected OFH attorney")],
            ["the affected attorney", "the attorney"],
        ),
        ent(
            "asker",
            "an OFH attorney who asked about the cancelled meeting",
            "person",
            ["employee"],
            [q("s164", "An OFH attorney")],
        ),
        ent(
            "volunteer",
            "the one OFH attorney who volunteered to transfer",
            "person",
            ["employee"],
            [q("s189", "Only one attorney from OFH")],
            ["that attorney"],
        ),
        ent(
            "supervisors",
            "OFH supervisors",
            "person",
            ["supervisor"],
            [q("s166", "OFH supervisors")],
            ["OFH supervisors", "the supervisors", "Supervisors"],
        ),
        ent(
            "deputy",
            "Deputy Assistant General Counsel for Fair Housing Enforcement",
            "person",
            ["supervisor", "employee"],
            [q("s192", "the Deputy Assistant General Counsel for Fair Housing Enforcement")],
            ["the deputy", "deputy"],
        ),
        ent(
            "agc",
            "Associate General Counsel for Fair Housing",
            "person",
            ["supervisor"],
            [q("s191", "the Associate General Counsel for Fair Housing")],
        ),
        ent(
            "union",
            "the plaintiffs' union (AFGE Council 222, Local 476)",
            "organization",
            [],
            [q("s279", "Mr. Heenan’s union"), q("s340", "AFGE Council 222, Local 476")],
            ["union", "AFGE Council 222, Local 476"],
        ),
        ent(
            "probationary",
            "probationary employees (including three OFH attorneys)",
            "person",
            ["employee"],
            [q("s148", "Many probationary employees")],
            ["probationary employees"],
        ),
        ent(
            "employees",
            "HUD employees",
            "person",
            ["employee"],
            [q("s149", "HUD employees")],
            ["employees", "Plaintiffs and other employees"],
        ),
        ent(
            "doge",
            "Department of Government Efficiency",
            "agency",
            [],
            [q("s154", "Department of Government Efficiency (DOGE)")],
            ["DOGE"],
        ),
        ent(
            "fheo",
            "Office of Fair Housing and Equal Opportunity",
            "agency",
            [],
            [q("s85", "The Office of Fair Housing and Equal Opportunity (FHEO)")],
            ["FHEO", "Political leadership in FHEO", "political leadership in FHEO"],
        ),
        ent(
            "administration",
            "the Trump Administration",
            "organization",
            [],
            [q("s390", "The Trump Administration")],
            ["the Administration", "Administration", "Trump Administration"],
        ),
        ent(
            "trump",
            "President Trump",
            "person",
            [],
            [q("s392", "President Trump")],
            ["Trump"],
        ),
        ent(
            "managers",
            "managers in other parts of HUD",
            "person",
            ["supervisor"],
            [q("s200", "managers in other parts of HUD")],
        ),
        ent(
            "regional",
            "counsel in HUD's regional offices",
            "person",
            ["employee"],
            [q("s201", "overburdened counsel in regional offices")],
            ["regional counsel"],
        ),
        ent(
            "newsup",
            "Gordon's new supervisor",
            "person",
            ["supervisor"],
            [q("s265", "her new supervisor")],
            ["new supervisor"],
        ),
        ent(
            "ope",
            "Office of Program Enforcement",
            "organization",
            [],
            [q("s178", "the Office of Program Enforcement (OPE)")],
            ["OPE"],
        ),
        ent(
            "ethics",
            "Office of Ethics and Appeals",
            "organization",
            [],
            [q("s231", "the Office of Ethics and Appeals")],
            ["Ethics"],
        ),
        ent(
            "litigation",
            "Office of Litigation",
            "organization",
            [],
            [q("s233", "the Office of Litigation")],
        ),
        ent(
            "receiving",
            "the office to which the volunteer was transferred",
            "organization",
            [],
            [q("s190", "The office to which that attorney was transferred")],
        ),
        ent(
            "outsiders",
            "two OGC employees from outside OFH",
            "person",
            ["employee"],
            [q("s232", "2 OGC employees from outside OFH")],
        ),
        ent(
            "former",
            "former Office of Litigation employees",
            "person",
            ["employee"],
            [q("s248", "former employees who had been fired in their probationary terms")],
            ["these attorneys"],
        ),
        ent(
            "project2025",
            "Project 2025",
            "organization",
            [],
            [q("s403", "Project 2025")],
        ),
        ent(
            "court",
            "U.S. District Court for the District of Columbia",
            "court",
            [],
            [q("s1", "IN THE UNITED STATES DISTRICT COURT")],
            ["this Court", "Court"],
        ),
    ]
    events: list[Any] = []
    ids: dict[str, str] = {}

    def e(
        key: str,
        label: str,
        type: str,
        parts: list[tuple[str, str]],
        ev: list[Any],
        date: dict[str, Any] | None = None,
    ) -> None:
        ids[key] = f"ev{len(events) + 1}"
        events.append(evt(ids[key], label, type, parts, ev, date))

    # --- the change of administration and the pressure of early 2025 ---
    e(
        "inaug",
        "President Trump takes office (the change in presidential administration)",
        "other",
        [("trump", "agent")],
        [
            q("s22", "following the change in"),
            q("s273", "Before the transition in presidential administration earlier this year"),
            q("s392", "Since President Trump was inaugurated earlier this year"),
        ],
    )
    e(
        "gag",
        "Political leadership puts OFH attorneys under a gag order on external communications",
        "adverse-action",
        [("political", "agent"), ("ofhatt", "patient")],
        [
            q("s142", "OFH attorneys have been subject to a strict gag order"),
            q("s144", "The gag order was conveyed verbally by political leadership"),
        ],
        _day("2025-01-20", "Since shortly after January 20, 2025", approximate=True),
    )
    e(
        "pressure",
        "HUD pressures Plaintiffs and other employees to resign through the deferred resignation "
        "program",
        "adverse-action",
        [("hud", "agent"), ("plaintiffs", "patient"), ("employees", "patient")],
        [
            q("s148", "Plaintiffs and other employees faced growing pressure to resign their jobs"),
            q("s153", "this pressure campaign to force federal employees out of their jobs"),
            q("s420", "by pressuring them to resign"),
        ],
    )
    e(
        "probfire",
        "Probationary employees who did not accept deferred resignation, three OFH attorneys among "
        "them, are fired en masse",
        "termination",
        [("hud", "agent"), ("probationary", "patient")],
        [
            q("s148", "Many probationary employees who did not accept deferred resignation"),
            q("s274", "Following the termination of probationary employees"),
        ],
    )
    e(
        "hremails",
        "HUD's HR department e-mails employees about impending layoffs and RIFs",
        "communication",
        [("hrdept", "agent"), ("employees", "recipient")],
        [
            q("s149", "HUD employees received several emails from the agency’s HR department"),
            q("s150", "One such email instructed employees to check the accuracy"),
            q("s151", "Other concerning emails included offers to provide staff trainings"),
            q("s152", "Several emails and FAQ meetings discussed the possibility"),
        ],
    )
    e(
        "spreadsheet",
        "A spreadsheet of RIF targets directed by DOGE circulates among HUD staff",
        "other",
        [("doge", "agent"), ("employees", "recipient")],
        [
            q("s154", "In mid-February, a spreadsheet that had been provided to senior agency"),
            q("s155", "FHEO—the investigatory office responsible for FHA enforcement—would be cut"),
        ],
        _day("2025-02-01", "In mid-February", approximate=True, granularity="month"),
    )
    e(
        "rifplan",
        "Agency leadership sets out to eliminate OFH through a Reduction in Force",
        "other",
        [("ogc", "agent"), ("ofh", "patient")],
        [
            q("s22", "agency leaders set out to eliminate the Office of Fair Housing"),
            q("s23", "Leadership initially sought to get rid of the entire office"),
            q("s156", "agency leadership originally intended to separate everyone in OFH"),
        ],
    )
    e(
        "advised",
        "Agency officials are advised that an OFH-only RIF would be unlawful",
        "communication",
        [("ogc", "recipient")],
        [
            q("s24", "When that was headed off by obvious legal concerns"),
            q("s157", "Agency officials were advised that any RIF would have to apply across"),
            q("s158", "having been advised that an OFH-specific RIF would not work"),
        ],
    )
    e(
        "reassign",
        "OGC officials target OFH attorneys, Plaintiffs among them, and reassign them "
        "involuntarily out of OFH",
        "adverse-action",
        [("ogc", "agent"), ("hud", "agent"), ("plaintiffs", "patient"), ("ofhatt", "patient")],
        [
            q("s21", "Plaintiffs have been unlawfully targeted by HUD leadership"),
            q("s24", "HUD officials settled on a different strategy to cripple the office"),
            q("s28", "HUD leadership involuntarily reassigned them"),
            q("s159", "OGC officials instead opted to use involuntary reassignments"),
            q("s160", "OGC officials selected OFH attorneys, including Plaintiffs"),
            q("s206", "Plaintiffs were targeted for involuntary reassignment"),
            q("s208", "The reassignments were motivated by an unlawful intent"),
            q("s241", "OGC officials nevertheless ordered that Plaintiffs and their colleagues"),
            q("s249", "choosing to involuntarily reassign Plaintiffs instead"),
            q("s234", "the number of attorneys that OGC decided to reassign"),
            q("s275", "As a result of the involuntary reassignments of Plaintiffs"),
            q("s384", "Plaintiffs’ unlawful reassignments have also caused"),
            q("s391", "Defendants’ targeting of Plaintiffs"),
            q("s415", "Defendants, through OGC officials, coerced, intimidated, threatened"),
            q("s420", "involuntarily reassigning Plaintiffs to offices outside of OFH"),
            q("s421", "Plaintiffs’ involuntary reassignments are an adverse action"),
            q("s424", "Defendants have nevertheless proceeded with the involuntary reassignments"),
            q("s432", "ordering Defendants to cancel Plaintiffs’ reassignments"),
            q("s433", "Plaintiffs’ involuntary reassignments were and are unlawful"),
        ],
    )
    e(
        "work",
        "Plaintiffs work in OFH enforcing the Fair Housing Act",
        "employment",
        [("plaintiffs", "agent"), ("hud", "patient")],
        [
            q("s19", "Plaintiffs are attorneys who work (or used to work) in OFH"),
            q("s20", "Plaintiffs’ work advising investigators, issuing investigatory subpoenas"),
            q("s34", "As attorneys at OFH, Plaintiffs helped other people vindicate their rights"),
            q("s112", "have spent most or all of their HUD careers enforcing the FHA"),
            q("s207", "That work necessarily assisted, aided, and/or encouraged other people"),
            q("s416", "Plaintiffs reviewed, processed, investigated, conciliated, charged"),
            q("s417", "Plaintiffs also were responsible for participating in administrative"),
            q("s418", "Plaintiffs consulted with other"),
        ],
    )
    # --- May 2025: the meetings ---
    e(
        "invite",
        "An HR official in OGC schedules a meeting with OFH staff attorneys entitled "
        "“OGC Office Needs”",
        "communication",
        [("hr", "agent"), ("ofhatt", "recipient")],
        [q("s162", "an HR official in OGC sent a calendar invitation abruptly scheduling")],
        _day("2025-05-20", "On or around May 20, 2025", approximate=True),
    )
    e(
        "cancel",
        "The HR official cancels the meeting without explanation",
        "other",
        [("hr", "agent"), ("ofhatt", "patient")],
        [q("s163", "the same official canceled the meeting with no explanation")],
        _day("2025-05-21", "The next day", approximate=True),
    )
    e(
        "ask",
        "An OFH attorney asks when the meeting will be rescheduled",
        "communication",
        [("asker", "agent"), ("hr", "recipient")],
        [q("s164", "An OFH attorney replied to ask when the meeting would be rescheduled")],
    )
    e(
        "noanswer",
        "The OFH attorney's question gets no response",
        "failure-to-act",
        [("hr", "agent"), ("asker", "patient")],
        [q("s164", "but received no response")],
    )
    e(
        "onlystaff",
        "OFH supervisors are told that only staff attorneys are being considered for transfers",
        "communication",
        [("ogc", "agent"), ("supervisors", "recipient")],
        [
            q(
                "s166",
                "OFH supervisors were informed that only staff attorneys were being considered",
            )
        ],
    )
    e(
        "vmeet",
        "Vazquez meets an OGC official individually to discuss possible reassignments",
        "communication",
        [("vazquez", "agent"), ("ogc", "recipient")],
        [q("s167", "Plaintiff Ashley Vazquez met with an OGC official individually")],
        _day("2025-05-28", "On May 28, 2025"),
    )
    e(
        "rightsized",
        "The OGC official tells Vazquez that work-sharing will not be approved because OFH is too "
        "big and must be “right-sized”",
        "communication",
        [("ogc", "agent"), ("vazquez", "recipient")],
        [
            q("s168", "the OGC official stated that work-sharing to address OGC needs"),
            q("s214", "Ms. Vazquez had also been told by an OGC official that alternatives"),
        ],
    )
    e(
        "freeto",
        "The OGC official tells Vazquez she may transfer to any other OGC office if she pays her "
        "own relocation",
        "communication",
        [("ogc", "agent"), ("vazquez", "recipient")],
        [q("s169", "The OGC official informed Ms. Vazquez that she was free to transfer")],
    )
    e(
        "ameet",
        "An affected OFH attorney meets an OGC official individually to discuss possible "
        "reassignments",
        "communication",
        [("affected", "agent"), ("ogc", "recipient")],
        [q("s170", "an affected OFH attorney met with an OGC official individually")],
        _day("2025-05-29", "On or around May 29, 2025", approximate=True),
    )
    e(
        "notpriority",
        "OGC officials say OFH attorneys were selected because “fair housing is not a priority” "
        "of the Administration",
        "communication",
        [("ogc", "agent"), ("affected", "recipient"), ("ofhatt", "recipient")],
        [
            q("s29", "Agency officials said more than once that “fair housing is not a priority”"),
            q("s171", "the OGC official stated that OFH attorneys had been selected"),
            q("s210", "OGC officials have repeatedly stated that the reassignments were necessary"),
            q("s211", "OGC officials also stated that, because fair housing is not a current"),
        ],
    )
    e(
        "fillpositions",
        "The OGC official says leadership directed that positions be filled administratively, "
        "not by hiring",
        "communication",
        [("ogc", "agent"), ("affected", "recipient")],
        [q("s172", "The OGC official further stated that leadership had directed")],
    )
    e(
        "options",
        "The OGC official gives the affected attorney options of offices to volunteer for",
        "communication",
        [("ogc", "agent"), ("affected", "recipient")],
        [q("s173", "The OGC official provided the affected attorney with many options")],
    )
    e(
        "workload",
        "The affected attorney describes their workload and says they would feel obliged to leave "
        "HUD if reassigned",
        "communication",
        [("affected", "agent"), ("ogc", "recipient")],
        [
            q("s174", "the affected attorney described their current workload to the OGC official"),
            q("s175", "The attorney further explained the difficult position"),
        ],
    )
    e(
        "offer",
        "The affected attorney offers long-term work-sharing or a term-limited rotation instead",
        "complaint",
        [("affected", "agent"), ("ogc", "recipient")],
        [q("s176", "the attorney personally offered to volunteer for long-term work-sharing")],
    )
    e(
        "neither",
        "The OGC official refuses both and acknowledges that many in OFH would leave HUD if "
        "reassigned",
        "failure-to-act",
        [("ogc", "agent"), ("affected", "patient")],
        [
            q("s177", "The OGC official said neither would be possible"),
            q("s244", "OGC officials acknowledged their belief that at least some OFH attorneys"),
        ],
    )
    e(
        "skillsinvite",
        "An HR official schedules the “OGC Skills Gap” meeting with OFH and OPE line attorneys",
        "communication",
        [("hr", "agent"), ("ofhatt", "recipient")],
        [
            q("s178", "an HR official in OGC scheduled a meeting for the next day"),
        ],
        _day("2025-05-29", "On May 29, 2025"),
    )
    e(
        "skillsmeet",
        "At the “OGC Skills Gap” meeting OGC officials offer OFH and OPE attorneys voluntary "
        "reassignment to a list of divisions with set numbers of slots",
        "communication",
        [("ogc", "agent"), ("ofhatt", "recipient")],
        [
            q("s179", "the “OGC Skills Gap” meeting was held"),
            q("s180", "OFH attorneys were told that, to fill staffing needs"),
            q("s181", "OGC officials stated that there was a specific number of attorney slots"),
            q("s225", "including when they requested volunteers"),
        ],
        _day("2025-06-04", "On June 4, 2025"),
    )
    e(
        "june13",
        "OFH attorneys are told that involuntary reassignments will follow if not enough "
        "volunteer by June 13",
        "threat",
        [("ogc", "agent"), ("ofhatt", "patient")],
        [q("s183", "OFH attorneys were told that, if not enough people volunteered by June 13")],
    )
    e(
        "threeyears",
        "An OGC official tells an attorney the goal is to keep OGC staff “for three to four years”",
        "communication",
        [("ogc", "agent"), ("ofhatt", "recipient")],
        [q("s269", "an OGC official told one of the attorneys that the official’s goal")],
    )
    e(
        "proposal",
        "OFH attorneys, four Plaintiffs among them, with Gordon's support, e-mail OGC officials a "
        "work-sharing plan as an alternative to involuntary reassignment",
        "complaint",
        [
            ("ofhatt", "agent"),
            ("heenan", "agent"),
            ("osadebe", "agent"),
            ("dykstra", "agent"),
            ("vazquez", "agent"),
            ("gordon", "agent"),
            ("ogc", "recipient"),
        ],
        [
            q("s184", "emailed OGC officials to propose a work-sharing plan"),
            q("s185", "proposal suggested term-limited rotational assignments"),
            q("s250", "a detailed alternative proposal offered by Plaintiffs and their colleagues"),
        ],
        _day("2025-06-09", "On June 9, 2025"),
    )
    e(
        "reject",
        "An OGC official rejects the alternative proposal",
        "failure-to-act",
        [("ogc", "agent"), ("ofhatt", "patient"), ("plaintiffs", "patient")],
        [
            q("s187", "an OGC official rejected the alternative proposal"),
            q("s250", "OGC officials rejected a detailed alternative proposal"),
            q("s254", "as to why they rejected the proposal"),
        ],
        _day("2025-06-12", "On June 12, 2025"),
    )
    e(
        "nofollowup",
        "The official does not answer the OFH attorneys' written follow-up questions",
        "failure-to-act",
        [("ogc", "agent"), ("ofhatt", "patient")],
        [q("s188", "The official did not respond to follow-up questions")],
    )
    e(
        "volunteers",
        "One OFH attorney volunteers to transfer",
        "other",
        [("volunteer", "agent")],
        [
            q("s189", "Only one attorney from OFH volunteered to transfer"),
            q("s227", "an OFH attorney who requested voluntary reassignment"),
        ],
    )
    e(
        "approved",
        "OGC approves the volunteer's transfer to an office not among the original options",
        "other",
        [("ogc", "agent"), ("volunteer", "patient")],
        [
            q("s189", "his transfer was approved to an office"),
            q("s227", "OGC officials moving an OFH attorney"),
        ],
    )
    e(
        "unaware",
        "The receiving office says it did not know it would get additional staff",
        "communication",
        [("receiving", "agent")],
        [q("s190", "indicated they were unaware they would be receiving additional staff")],
    )
    e(
        "conveyed",
        "OGC officials convey to the Associate General Counsel for Fair Housing that 10 line "
        "attorneys, four Plaintiffs among them, will be transferred out of OFH and two supervisors "
        "demoted and transferred",
        "communication",
        [("ogc", "agent"), ("agc", "recipient")],
        [
            q("s191", "OGC officials verbally conveyed to the Associate General Counsel"),
            q("s192", "OGC officials also conveyed that two supervisors in OFH"),
            q("s193", "this was the first time that OGC officials ever suggested"),
            q("s257", "The day the involuntary reassignments were announced"),
        ],
        _day("2025-06-23", "On June 23, 2025"),
    )
    e(
        "deputyemail",
        "The deputy slated for transfer e-mails OGC leadership that the attorneys were targeted in "
        "retaliation for their fair housing work",
        "complaint",
        [("deputy", "agent"), ("ogc", "recipient")],
        [
            q("s195", "one of the deputies slated for transfer sent emails to OGC leadership"),
            q("s196", "the deputy explained his view that the attorneys selected for transfer"),
        ],
        _day("2025-06-23", "Later that day"),
    )
    e(
        "leave",
        "The deputy is placed on administrative leave",
        "discipline",
        [("hud", "agent"), ("deputy", "patient")],
        [q("s197", "the deputy was placed on administrative leave")],
    )
    e(
        "deputyfired",
        "The deputy is terminated on the basis of his e-mails",
        "termination",
        [("hud", "agent"), ("deputy", "patient")],
        [q("s197", "he was subsequently terminated on the basis of those emails")],
    )
    # --- isolating OFH ---
    e(
        "clearance",
        "OFH is removed from HUD's internal clearance process",
        "adverse-action",
        [("hud", "agent"), ("ofh", "patient")],
        [
            q("s198", "HUD officials sought to isolate OFH by cutting their roles"),
            q("s199", "OFH was removed from HUD’s internal clearance process"),
        ],
        _day("2025-05-01", "In May", granularity="month"),
    )
    e(
        "noconsult",
        "Managers in other parts of HUD direct their staff not to consult OFH or FHEO",
        "communication",
        [("managers", "agent"), ("ofh", "patient")],
        [q("s200", "managers in other parts of HUD directed their staff on multiple occasions")],
    )
    e(
        "noreferral",
        "An OGC official instructs regional counsel to stop referring cases to OFH",
        "communication",
        [("ogc", "agent"), ("regional", "recipient")],
        [q("s201", "an OGC official instructed overburdened counsel in regional offices")],
    )
    e(
        "guidance",
        "FHEO's political leadership releases new investigatory guidance and retracts dozens of "
        "guidance documents without consulting OFH",
        "other",
        [("fheo", "agent")],
        [
            q("s202", "Political leadership in FHEO also recently released new guidance"),
            q("s203", "This was done despite OFH normally taking a significant role"),
        ],
    )
    # --- statements and acts the complaint gives as pretext ---
    e(
        "optics",
        "An OGC official says there is “an optics problem” with OFH being the largest office",
        "communication",
        [("ogc", "agent")],
        [
            q("s29", "there was an “optics problem” with the size of OFH"),
            q("s212", "one OGC official stated that there was “an optics problem”"),
        ],
    )
    e(
        "staffing",
        "OGC officials claim the reassignments are needed to address staffing shortages elsewhere "
        "in the agency",
        "communication",
        [("ogc", "agent")],
        [
            q("s31", "agency officials claim that the reassignments were necessary"),
            q(
                "s224",
                "OGC officials have offered contradictory explanations about the unmet needs",
            ),
            q("s242", "Despite OGC officials’ insistence that Plaintiffs’ reassignments"),
        ],
    )
    e(
        "allexcept",
        "OFH attorneys are told that officials “were thinking of needs of all offices except OFH”",
        "communication",
        [("ogc", "agent"), ("ofhatt", "recipient")],
        [q("s221", "OFH attorneys have been told that, in executing the reassignments")],
    )
    e(
        "moveout",
        "OGC officials suggest the reassignments are needed solely to move people out of OFH",
        "communication",
        [("ogc", "agent")],
        [q("s226", "OGC officials suggested that the reassignments were necessary solely")],
    )
    e(
        "ope",
        "OPE attorneys are included in the involuntary reassignments",
        "adverse-action",
        [("ogc", "agent"), ("ope", "patient")],
        [
            q("s229", "OGC officials did not involuntarily reassign attorneys from any offices"),
            q("s272", "OPE, the only other office subject to involuntary reassignments"),
        ],
    )
    e(
        "ethicsreq",
        "The Office of Ethics and Appeals requests 2–3 attorneys",
        "communication",
        [("ethics", "agent")],
        [q("s231", "the Office of Ethics and Appeals initially requested 2–3 attorneys")],
    )
    e(
        "outsidevol",
        "Two OGC employees from outside OFH volunteer to transfer to Ethics",
        "other",
        [("outsiders", "agent"), ("ethics", "recipient")],
        [q("s232", "2 OGC employees from outside OFH volunteered to be transferred to Ethics")],
    )
    e(
        "litreq",
        "The Office of Litigation requests 4–5 attorneys",
        "communication",
        [("litigation", "agent")],
        [q("s233", "the Office of Litigation initially requested 4–5 attorneys")],
    )
    e(
        "noexemption",
        "Agency leadership never seeks an exemption from the hiring freeze",
        "failure-to-act",
        [("ogc", "agent")],
        [q("s242", "agency leadership never sought an exemption from the hiring freeze")],
    )
    e(
        "othershire",
        "Other parts of HUD and other agencies request or receive permission to hire",
        "other",
        [("hud", "agent")],
        [q("s243", "other parts of HUD and other federal agencies have requested")],
    )
    e(
        "noadvertise",
        "OGC officials never advertise the positions across OGC to solicit volunteers",
        "failure-to-act",
        [("ogc", "agent")],
        [q("s247", "OGC officials never tried to fill the positions")],
    )
    e(
        "noreturn",
        "OGC leadership does not let former Litigation attorneys willing to return come back",
        "failure-to-act",
        [("ogc", "agent"), ("former", "patient")],
        [
            q("s248", "were willing to return and continue carrying out their work"),
            q("s249", "OGC leadership did not allow any of these attorneys to return"),
        ],
    )
    e(
        "openshare",
        "Managers in receiving offices say they would be open to work-sharing",
        "communication",
        [("managers", "agent")],
        [q("s253", "Managers in some of the offices to which Plaintiffs have been reassigned")],
    )
    e(
        "nonbargaining",
        "An OGC official first says supervisors are moved because they are non-bargaining-unit "
        "employees",
        "communication",
        [("ogc", "agent"), ("supervisors", "recipient")],
        [
            q("s255", "OGC officials have offered shifting and contradictory explanations"),
            q("s258", "one OGC official first represented that the supervisors were being moved"),
        ],
    )
    e(
        "faster",
        "The official then acknowledges bargaining-unit employees could be moved, only more slowly",
        "communication",
        [("ogc", "agent")],
        [q("s259", "The official then acknowledged that bargaining unit employees could be moved")],
    )
    e(
        "bestpositioned",
        "OGC officials later say the supervisors are best positioned for the work elsewhere",
        "communication",
        [("ogc", "agent")],
        [q("s260", "OGC officials later said the supervisors were best positioned")],
    )
    e(
        "seniority",
        "The supervisors are told they are transferred because of their seniority and skills",
        "communication",
        [("ogc", "agent"), ("supervisors", "recipient")],
        [q("s261", "the supervisors were told they were being transferred because of their")],
    )
    e(
        "temporary",
        "OGC officials suggest the reassignments may be only temporary",
        "communication",
        [("ogc", "agent"), ("ofhatt", "recipient")],
        [
            q(
                "s268",
                "OGC officials have suggested that the reassignments might only be temporary",
            ),
            q("s270", "OGC officials vaguely suggested that even though the reassignments"),
        ],
    )
    e(
        "solicitation",
        "The Administration amends the solicitation for fair housing assistance grants",
        "other",
        [("administration", "agent")],
        [q("s219", "after the Administration amended the solicitation for applications")],
    )
    e(
        "concerns",
        "Plaintiffs raise their concerns with management and OGC officials",
        "complaint",
        [("plaintiffs", "agent"), ("ogc", "recipient")],
        [q("s424", "Plaintiffs have attempted to address their concerns with management")],
    )
    # --- the Administration's acts against fair housing (section VI) ---
    e(
        "cutoffices",
        "The Administration eliminates or cuts civil rights offices in other agencies",
        "other",
        [("administration", "agent")],
        [q("s392", "the Administration has eliminated or dramatically cut civil rights offices")],
    )
    e(
        "withheld",
        "HUD officials withhold meritorious discrimination charges and halt or close fair housing "
        "cases",
        "other",
        [("hud", "agent")],
        [
            q("s393", "the Administration has sought to weaken the enforcement of fair housing"),
            q("s394", "HUD officials have withheld meritorious discrimination charges"),
        ],
    )
    e(
        "channels",
        "Channels for reporting housing discrimination are shut down",
        "other",
        [("hud", "agent")],
        [q("s394", "multiple channels for reporting housing discrimination have been shut down")],
    )
    e(
        "endinv",
        "HUD ends at least seven major investigations that had found violations",
        "other",
        [("hud", "agent")],
        [q("s394", "HUD was ending at least seven major investigations")],
    )
    e(
        "purge",
        "DOGE purges references to protected classes from government websites",
        "other",
        [("doge", "agent")],
        [q("s399", "the effort by DOGE to purge references to protected classes")],
    )
    e(
        "removefh",
        "The Administration directs that fair housing content be removed at HUD",
        "other",
        [("administration", "agent"), ("hud", "recipient")],
        [q("s399", "the Administration directed that everything about fair housing be removed")],
    )
    e(
        "search",
        "HUD offices are instructed to search grantee websites for civil rights terms",
        "communication",
        [("hud", "recipient")],
        [q("s401", "HUD offices had been instructed to search grantee websites")],
    )
    e(
        "grants",
        "Grants worth millions of dollars are cancelled",
        "other",
        [("hud", "agent")],
        [q("s401", "these efforts were used to cancel grants worth millions of dollars")],
    )
    e(
        "memoranda",
        "FHEO's political leadership issues memoranda limiting FHA investigations",
        "other",
        [("fheo", "agent")],
        [q("s402", "Recent agency memoranda issued by political leadership in FHEO")],
    )
    e(
        "project",
        "Project 2025 criticizes HUD's prior fair housing enforcement",
        "other",
        [("project2025", "agent"), ("hud", "patient")],
        [q("s403", "criticized HUD’s prior fair housing enforcement efforts")],
    )
    e(
        "campaign",
        "Trump campaigns on a promise to roll back FHA programs against segregation",
        "communication",
        [("trump", "agent")],
        [q("s404", "President Trump campaigned on a promise to roll back programs")],
        _day("2020-01-01", "the 2020 presidential election", granularity="year"),
    )
    # --- each plaintiff's story ---
    e(
        "h_hire",
        "Heenan joins HUD in OFH's Enforcement Division",
        "hiring",
        [("hud", "agent"), ("heenan", "patient")],
        [q("s114", "since he joined HUD in October 2023")],
        _day("2023-10-01", "in October 2023", granularity="month"),
    )
    e(
        "h_work",
        "Heenan works in OFH's Enforcement Division enforcing the FHA",
        "employment",
        [("heenan", "agent"), ("hud", "patient")],
        [
            q("s114", "Plaintiff Palmer Heenan has worked in OFH’s Enforcement Division"),
            q("s115", "During his time at OFH, Mr. Heenan has been responsible for charging"),
        ],
        _day("2023-10-01", "in October 2023", granularity="month"),
    )
    e(
        "o_hire",
        "Osadebe joins HUD in OFH's Enforcement Division",
        "hiring",
        [("hud", "agent"), ("osadebe", "patient")],
        [q("s118", "since he joined HUD in March 2021")],
        _day("2021-03-01", "in March 2021", granularity="month"),
    )
    e(
        "o_work",
        "Osadebe works in OFH's Enforcement Division enforcing the FHA",
        "employment",
        [("osadebe", "agent"), ("hud", "patient")],
        [
            q("s118", "Plaintiff Paul Osadebe has worked in OFH’s Enforcement Division"),
            q("s119", "During his time at OFH, Mr. Osadebe has investigated complaints"),
            q("s120", "He has also represented fair housing complainants"),
        ],
        _day("2021-03-01", "in March 2021", granularity="month"),
    )
    e(
        "d_hire",
        "Dykstra joins OFH's Enforcement Division",
        "hiring",
        [("hud", "agent"), ("dykstra", "patient")],
        [q("s122", "Plaintiff Julia Dykstra joined OFH’s Enforcement Division in May 2020")],
        _day("2020-05-01", "in May 2020", granularity="month"),
    )
    e(
        "d_work",
        "Dykstra works at HUD enforcing the FHA",
        "employment",
        [("dykstra", "agent"), ("hud", "patient")],
        [q("s123", "During her time at HUD, she has, among other things, drafted a regulation")],
    )
    e(
        "v_hire",
        "Vazquez joins HUD through the legal honors program",
        "hiring",
        [("hud", "agent"), ("vazquez", "patient")],
        [q("s125", "Plaintiff Ashley Vazquez joined HUD through the legal honors program in 2022")],
        _day("2022-01-01", "in 2022", granularity="year"),
    )
    e(
        "v_work",
        "Vazquez works on FHA enforcement matters, in rotations and then in OFH",
        "employment",
        [("vazquez", "agent"), ("hud", "patient")],
        [
            q("s126", "She began working on FHA enforcement matters during her legal honors"),
            q("s129", "During her time in OFH, Ms. Vazquez has worked on multijurisdictional"),
            q("s348", "During her time in OFH, Ms. Vazquez has worked on multijurisdictional"),
            q("s349", "In these cases, she has drafted FHA charges"),
            q("s350", "Ms. Vazquez’s Compliance role afforded additional opportunities"),
        ],
    )
    e(
        "v_request",
        "Vazquez asks an OGC official to place her in OFH at the end of the honors program",
        "complaint",
        [("vazquez", "agent"), ("ogc", "recipient")],
        [q("s127", "requested that one of the OGC officials involved in the challenged")],
    )
    e(
        "v_granted",
        "Vazquez's request to be placed in OFH is granted",
        "other",
        [("ogc", "agent"), ("vazquez", "beneficiary")],
        [q("s128", "This request was granted")],
    )
    e(
        "v_move",
        "Vazquez relocates from Georgia to Washington, D.C. to work in OFH",
        "other",
        [("vazquez", "agent")],
        [
            q("s128", "Ms. Vazquez relocated from Georgia to Washington, D.C. to work in OFH"),
            q("s347", "She moved twice in two years to new cities"),
        ],
    )
    e(
        "g_hire",
        "Gordon joins HUD through the legal honors program and is assigned to the Office of "
        "Litigation",
        "hiring",
        [("hud", "agent"), ("gordon", "patient")],
        [
            q(
                "s131",
                "Plaintiff Hannah Gordon joined HUD through the legal honors program in 2015",
            ),
            q("s132", "She was originally assigned to the OGC Office of Litigation"),
            q("s375", "she first joined HUD, only to learn when she started"),
        ],
        _day("2015-01-01", "in 2015", granularity="year"),
    )
    e(
        "g_transfer",
        "Gordon lobbies for and obtains a voluntary transfer to OFH",
        "other",
        [("gordon", "agent"), ("hud", "agent")],
        [
            q("s133", "she negotiated for and successfully obtained a voluntary transfer to OFH"),
            q("s376", "Ms. Gordon was finally voluntarily transferred to OFH"),
        ],
    )
    e(
        "g_work",
        "Gordon works in OFH's Compliance Division on FHA enforcement",
        "employment",
        [("gordon", "agent"), ("hud", "patient")],
        [
            q("s134", "She has worked in OFH’s Compliance Division since 2016"),
            q("s136", "During her time at OFH, Ms. Gordon worked on FHA enforcement matters"),
        ],
        _day("2016-01-01", "since 2016", granularity="year"),
    )
    e(
        "g_promoted",
        "Gordon is promoted to Deputy Assistant General Counsel of Compliance",
        "other",
        [("hud", "agent"), ("gordon", "patient")],
        [q("s135", "Ms. Gordon was promoted to Deputy Assistant General Counsel of Compliance")],
        _day("2024-03-01", "In March 2024", granularity="month"),
    )
    # the four staff attorneys' notices, told in parallel (section V)
    e(
        "union",
        "Management notifies the plaintiffs' union, by a letter backdated to July 1, that it "
        "proposes involuntary reassignments effective July 28",
        "communication",
        [("hud", "agent"), ("union", "recipient")],
        [
            q("s279", "Mr. Heenan’s union was notified"),
            q("s297", "Mr. Osadebe’s union was notified"),
            q("s316", "Ms. Dykstra’s union—in a letter backdated to July 1, 2025"),
            q("s332", "Ms. Vazquez’s union—in a letter backdated to July 1, 2025—was notified"),
        ],
        _day("2025-07-03", "On July 3, 2025"),
    )
    four = [
        (
            "h",
            "heenan",
            "Heenan",
            "the Office of Litigation",
            "s277",
            "Plaintiff Palmer Heenan was orally informed on or about June 24, 2025",
            [
                ("s278", "Mr. Heenan did not receive written notice of his reassignment"),
                ("s280", "Mr. Heenan did not receive written notice of his proposed"),
                ("s282", "still had not received written notice of his reassignment"),
            ],
            ("s281", "On July 16, 2025, Mr. Heenan received an e-mail from an HR official"),
            ("s283", "Mr. Heenan received written notice that he was being reassigned"),
            ("2025-09-15", "on September 15, 2025"),
            ("s284", "Mr. Heenan was told that he must complete"),
            [
                ("s283", "with an effective date of October 5, 2025"),
                ("s285", "Defendants took this adverse action against Mr. Heenan"),
                ("s286", "Mr. Heenan has been irreparably harmed by his reassignment"),
                ("s293", "As a result of this reassignment, Mr. Heenan will no longer"),
            ],
        ),
        (
            "o",
            "osadebe",
            "Osadebe",
            "the Office of Litigation",
            "s295",
            "Plaintiff Paul Osadebe was orally informed on or about June 24, 2025",
            [
                ("s296", "Mr. Osadebe did not receive written notice of his reassignment"),
                ("s298", "Mr. Osadebe did not receive written notice of his proposed"),
                ("s300", "still had not received written notice of his reassignment"),
            ],
            ("s299", "On July 16, 2025, Mr. Osadebe received an e-mail from an HR official"),
            ("s301", "Mr. Osadebe received written notice that he was being reassigned"),
            ("2025-09-15", "on September 15, 2025"),
            ("s302", "Mr. Osadebe was told that he must complete"),
            [
                ("s301", "with an effective date of October 5, 2025"),
                ("s303", "Defendants took this adverse action against Mr. Osadebe"),
                ("s304", "Mr. Osadebe has been irreparably harmed by his reassignment"),
                ("s311", "As a result of his reassignment, Mr. Osadebe will no longer"),
            ],
        ),
        (
            "d",
            "dykstra",
            "Dykstra",
            "the Office of Litigation",
            "s315",
            "Plaintiff Julia Dykstra was orally informed on or about June 24, 2025",
            [
                ("s317", "Ms. Dykstra did not receive written notice of her proposed"),
                ("s319", "still had not received written notice of her reassignment"),
            ],
            ("s318", "On July 16, 2025, Ms. Dykstra received an e-mail from an HR official"),
            ("s320", "Ms. Dykstra received written notice of her reassignment"),
            ("2025-09-16", "on September 16, 2025"),
            ("s321", "Ms. Dykstra was told that she must complete"),
            [
                ("s320", "with an effective date of October 5, 2025"),
                ("s323", "Defendants took this adverse action against Ms. Dykstra"),
                ("s324", "Ms. Dykstra has been irreparably harmed by this reassignment"),
                ("s328", "As a result of this reassignment, Ms. Dykstra has been irreparably"),
            ],
        ),
        (
            "v",
            "vazquez",
            "Vazquez",
            "the Office of Ethics and Appeals",
            "s331",
            "Plaintiff Ashley Vazquez was informed on or about June 24, 2025",
            [
                ("s333", "Ms. Vazquez did not receive written notice of her proposed"),
                ("s335", "still had not received written notice of her reassignment"),
            ],
            ("s334", "On July 16, 2025, Ms. Vazquez received an e-mail from an HR official"),
            ("s336", "Ms. Vazquez received written notice of her reassignment"),
            ("2025-09-15", "on September 15, 2025"),
            ("s337", "Ms. Vazquez was told that she must complete"),
            [
                ("s336", "with an effective date of October 5, 2025"),
                ("s338", "Defendants took this adverse action against Ms. Vazquez"),
                ("s339", "Ms. Vazquez will be irreparably harmed by this reassignment"),
                ("s341", "As result of this reassignment, she will lose her status"),
                ("s343", "Ms. Vazquez’s career will be irreparably damaged by this reassignment"),
                ("s351", "This reassignment will prevent her from continuing"),
            ],
        ),
    ]
    for k, who, name, office, oral_s, oral_f, nowrit, email, notice, ndate, thr, moved in four:
        e(
            f"{k}_oral",
            f"{name} is told that management has notice {name} is being moved to {office}",
            "communication",
            [(who, "recipient")],
            [q(oral_s, oral_f)],
            _day("2025-06-24", "on or about June 24, 2025", approximate=True),
        )
        e(
            f"{k}_nowritten",
            f"HUD gives {name} no written notice of the (proposed) reassignment",
            "failure-to-act",
            [("hud", "agent"), (who, "patient")],
            [q(s, f) for s, f in nowrit],
        )
        e(
            f"{k}_hremail",
            f"An HR official e-mails {name} about a “voluntary reassignment” and asks for a resume",
            "communication",
            [("hr", "agent"), (who, "recipient")],
            [q(*email)],
            _day("2025-07-16", "On July 16, 2025"),
        )
        e(
            f"{k}_notice",
            f"{name} receives written notice of the reassignment",
            "communication",
            [("hud", "agent"), (who, "recipient")],
            [q(*notice)]
            + ([q("s322", "The email was sent on September 15, 2025")] if k == "d" else []),
            _day(*ndate),
        )
        e(
            f"{k}_threat",
            f"{name} is told to accept the reassignment or be subject to removal from the Federal "
            "service",
            "threat",
            [("hud", "agent"), (who, "patient")],
            [q(*thr), q("s420", "requiring them to accept the reassignments under threat")],
        )
        e(
            f"{k}_moved",
            f"HUD reassigns {name} out of OFH to {office}",
            "adverse-action",
            [("hud", "agent"), (who, "patient")],
            [q(s, f) for s, f in moved],
            _day("2025-10-05", "with an effective date of October 5, 2025"),
        )
    # Gordon's demotion and reassignment
    e(
        "g_told",
        "Gordon is told she will be demoted and involuntarily reassigned to the Personnel Law "
        "Division",
        "communication",
        [("ogc", "agent"), ("gordon", "recipient")],
        [q("s358", "Plaintiff Hannah Gordon was first informed on June 23, 2025")],
        _day("2025-06-23", "on June 23, 2025"),
    )
    e(
        "g_notice",
        "Gordon receives official written notice of her transfer",
        "communication",
        [("hud", "agent"), ("gordon", "recipient")],
        [q("s359", "Ms. Gordon received official written notice of her transfer")],
        _day("2025-06-30", "on June 30, 2025"),
    )
    e(
        "g_demoted",
        "Gordon is demoted from her supervisory position",
        "demotion",
        [("hud", "agent"), ("gordon", "patient")],
        [
            q("s192", "Plaintiff Hannah Gordon, Deputy Assistant General Counsel"),
            q("s358", "she would be demoted from her supervisory position"),
            q("s382", "Ms. Gordon’s career is also damaged by the demotion"),
            q("s383", "Ms. Gordon has been forced to explain that she was demoted"),
        ],
    )
    e(
        "g_moved",
        "HUD reassigns Gordon out of OFH to the Personnel Law Division",
        "adverse-action",
        [("hud", "agent"), ("gordon", "patient")],
        [
            q("s358", "involuntarily reassigned to the Personnel Law Division"),
            q("s255", "the supervisors whose reassignments outside of OFH have already taken"),
            q("s360", "agency officials took this action against Ms."),
            q("s361", "Ms. Gordon has been working in her reassigned position since July 27, 2025"),
            q("s368", "Ms. Gordon has been irreparably harmed by her reassignment"),
            q("s371", "Losing the opportunity to do that work due to her reassignment"),
            q("s378", "severe emotional distress and anxiety from this reassignment"),
        ],
        _day("2025-07-27", "since July 27, 2025"),
    )
    e(
        "g_ask",
        "Gordon asks an OGC official about the contradiction of reassigning attorneys who would "
        "quit",
        "complaint",
        [("gordon", "agent"), ("ogc", "recipient")],
        [q("s246", "When Ms. Gordon asked an OGC official about this contradiction")],
    )
    e(
        "g_hiremore",
        "The OGC official tells Gordon they would just hire more people if reassigned attorneys "
        "quit",
        "communication",
        [("ogc", "agent"), ("gordon", "recipient")],
        [q("s246", "the OGC official told her they would just hire more people")],
    )
    e(
        "g_early",
        "An OGC official tells Gordon she could start in her reassigned position before her "
        "transfer date",
        "communication",
        [("ogc", "agent"), ("gordon", "recipient")],
        [q("s252", "an OGC official told Ms. Gordon that she could start working")],
    )
    e(
        "g_reported",
        "Gordon reports to work for the new job and finds she has not been reassigned",
        "other",
        [("gordon", "agent")],
        [q("s263", "she reported to work for the new job")],
    )
    e(
        "g_delayed",
        "Gordon is told the next day that her start date has been delayed by two weeks",
        "communication",
        [("gordon", "recipient")],
        [q("s264", "She was not informed until the next day that her start date had been delayed")],
    )
    e(
        "g_nopaper",
        "HUD gives Gordon no notice or paperwork documenting her transfer",
        "failure-to-act",
        [("hud", "agent"), ("gordon", "patient")],
        [q("s265", "Ms. Gordon received no further notice or paperwork")],
    )
    e(
        "g_staffmeeting",
        "Gordon's new supervisor e-mails her about a staff meeting that day",
        "communication",
        [("newsup", "agent"), ("gordon", "recipient")],
        [q("s265", "she received an email from her new supervisor about a staff meeting")],
    )
    e(
        "g_accounts",
        "Gordon's computer systems and accounts are transferred a week later",
        "other",
        [("hud", "agent"), ("gordon", "beneficiary")],
        [q("s266", "It then took another week for Ms. Gordon’s computer systems")],
    )
    e(
        "g_assigned",
        "Gordon is first assigned work in her new position",
        "other",
        [("gordon", "recipient")],
        [q("s362", "Ms. Gordon was not assigned any work until August 6")],
        _day("2025-08-06", "until August 6"),
    )
    e(
        "g_regional",
        "Gordon is told a regional office can help her with her assigned cases",
        "communication",
        [("gordon", "recipient")],
        [q("s364", "She was also told that a regional office had capacity")],
    )
    e(
        "g_continue",
        "Gordon is directed to continue her prior reasonable-accommodation workstreams",
        "communication",
        [("gordon", "recipient")],
        [
            q("s365", "She has, however, been permitted to continue doing some of her prior work"),
            q("s366", "she was directed to continue her prior workstreams"),
        ],
    )
    e(
        "g_nofha",
        "Gordon is not permitted to continue any FHA enforcement matters",
        "adverse-action",
        [("hud", "agent"), ("gordon", "patient")],
        [q("s367", "she has not been permitted to continue working on any FHA-specific")],
    )
    e(
        "g_180",
        "Gordon's new supervisor acknowledges the new work is “a complete 180” from her OFH work",
        "communication",
        [("newsup", "agent"), ("gordon", "recipient")],
        [q("s369", "Ms. Gordon’s new supervisor has acknowledged")],
    )
    e(
        "g_distress",
        "Gordon tells OGC leadership and her new supervisor of her distress",
        "complaint",
        [("gordon", "agent"), ("ogc", "recipient"), ("newsup", "recipient")],
        [q("s379", "She has expressed this to OGC leadership and her new supervisor")],
    )
    e(
        "g_openmind",
        "OGC leadership and her new supervisor tell Gordon to “keep an open mind”",
        "communication",
        [("ogc", "agent"), ("newsup", "agent"), ("gordon", "recipient")],
        [q("s379", "their response was to tell her to “keep an open mind.”")],
    )
    e(
        "suit",
        "Plaintiffs sue HUD and Secretary Turner under the Fair Housing Act",
        "lawsuit",
        [
            ("plaintiffs", "agent"),
            ("hud", "patient"),
            ("turner", "patient"),
            ("court", "recipient"),
        ],
        [
            q("s36", "Plaintiffs ask this Court to declare that their reassignments are unlawful"),
            q("s413", "Plaintiffs bring this claim pursuant to 42 U.S.C. § 3613(a)(1)(A)"),
            q("s431", "Plaintiffs request that the Court award the following relief"),
            q("s437", "Dated: September 22, 2025"),
        ],
        _day("2025-09-22", "Dated: September 22, 2025"),
    )
    spec: list[tuple[str, str, str, list[tuple[str, str]]]] = [
        (
            "CAUSES",
            "work",
            "reassign",
            [
                ("s21", "It is because of that work that Plaintiffs have been unlawfully targeted"),
                ("s28", "Because Plaintiffs assisted complainants and others"),
                ("s206", "because of their work enforcing the FHA"),
                ("s420", "As a result of Plaintiffs’ work aiding"),
            ],
        ),
        ("CAUSES", "h_work", "h_moved", [("s285", "because of his work at OFH enforcing")]),
        ("CAUSES", "o_work", "o_moved", [("s303", "because of his work at OFH enforcing")]),
        ("CAUSES", "d_work", "d_moved", [("s323", "because of her work at OFH enforcing")]),
        ("CAUSES", "v_work", "v_moved", [("s338", "because of her work at OFH enforcing")]),
        ("CAUSES", "g_work", "g_moved", [("s360", "because of her work at OFH enforcing")]),
        ("BEFORE", "inaug", "rifplan", [("s22", "following the change in")]),
        ("PREVENTS", "advised", "rifplan", [("s24", "When that was headed off by obvious legal")]),
        ("BEFORE", "advised", "reassign", [("s158", "having been advised that an OFH-specific")]),
        (
            "BEFORE",
            "rifplan",
            "reassign",
            [
                ("s23", "Leadership initially sought to get rid of the entire office"),
                ("s159", "Unable to eliminate OFH altogether, OGC officials instead opted"),
            ],
        ),
        (
            "BEFORE",
            "pressure",
            "reassign",
            [("s420", "and when none of that worked, involuntarily reassigning")],
        ),
        (
            "BEFORE",
            "skillsmeet",
            "reassign",
            [("s420", "coercing them to transfer to other offices, and when none of that worked")],
        ),
        ("BEFORE", "invite", "cancel", [("s163", "The next day")]),
        ("BEFORE", "ask", "noanswer", [("s164", "but received no response")]),
        ("OVERLAP", "rightsized", "vmeet", [("s168", "During that meeting")]),
        ("OVERLAP", "notpriority", "ameet", [("s171", "During that meeting")]),
        (
            "BEFORE",
            "offer",
            "neither",
            [("s177", "The OGC official said neither would be possible")],
        ),
        (
            "BEFORE",
            "threeyears",
            "skillsmeet",
            [("s269", "The week before OGC officials asked OFH attorneys to volunteer")],
        ),
        ("BEFORE", "proposal", "reject", [("s187", "rejected the alternative proposal")]),
        ("BEFORE", "volunteers", "approved", [("s189", "and his transfer was approved")]),
        ("BEFORE", "conveyed", "deputyemail", [("s195", "Later that day")]),
        (
            "CAUSES",
            "conveyed",
            "deputyemail",
            [("s195", "in response to the proposed involuntary reassignments")],
        ),
        ("BEFORE", "deputyemail", "leave", [("s197", "Less than one week later")]),
        ("BEFORE", "leave", "deputyfired", [("s197", "he was subsequently terminated")]),
        ("CAUSES", "deputyemail", "deputyfired", [("s197", "on the basis of those emails")]),
        ("BEFORE", "g_ask", "g_hiremore", [("s246", "When Ms. Gordon asked an OGC official")]),
        ("BEFORE", "nonbargaining", "faster", [("s259", "The official then acknowledged")]),
        ("BEFORE", "faster", "bestpositioned", [("s260", "OGC officials later said")]),
        ("BEFORE", "g_reported", "g_delayed", [("s264", "until the next day")]),
        ("BEFORE", "g_moved", "g_accounts", [("s266", "It then took another week")]),
        ("BEFORE", "g_moved", "g_continue", [("s366", "after she was moved")]),
        ("BEFORE", "g_moved", "g_assigned", [("s362", "was not assigned any work until August 6")]),
        ("BEFORE", "g_distress", "g_openmind", [("s379", "their response was to tell her")]),
        ("BEFORE", "v_request", "v_granted", [("s128", "This request was granted")]),
        (
            "BEFORE",
            "g_hire",
            "g_transfer",
            [("s376", "After months of lobbying then-HUD leadership, Ms. Gordon was finally")],
        ),
        ("ENABLES", "search", "grants", [("s401", "these efforts were used to cancel grants")]),
    ]
    relations = [
        rel(f"r{i}", kind, ids[a], ids[b], [q(s, f) for s, f in quotes])
        for i, (kind, a, b, quotes) in enumerate(spec, 1)
    ]
    return build(
        stem,
        "Heenan et al. v. U.S. Department of Housing and Urban Development (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    data = heenan()
    path = HERE / f"{data['complaint']['id']}.gold.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(path, len(data["events"]), "events", len(data["relations"]), "relations")
