"""The gold graph of ``case46979_doc163303``, one of the two complaints kept unseen while the rules
of issue 30's ninth round were written.

Chosen by a stated rule, not by the extractor: the lead took six complaints of the same
Clearinghouse source filed under other case types than Equal Employment, picked by a count of
employment words, and listed them in a fixed order (case46377_doc158459, case46979_doc163303,
case46940_doc163029, case12974_doc53276, case11240_doc33833, case46611_doc160369); the first that
tells the story of one or a few named people's employment went to the first gold author
(gold9a), the second to this one. Pippenger v. U.S. DOGE Service (46377) is the first: former
USIP employees told by name, each terminated on March 28, 2025. This complaint is the second.
Written from the text before the extractor was run on it. ``benchmarks/events.py`` scores it
only with ``--unseen9`` ("unseen9").

``case46979_doc163303`` (75 KB): Heenan, Osadebe, Dykstra, Vazquez and Gordon v. U.S. Department
of Housing and Urban Development and Secretary Scott Turner (D.D.C., filed September 22, 2025;
case types Presidential/Gubernatorial Authority and Labor Rights): five attorneys of HUD's Office
of Fair Housing (OFH) sue under the Fair Housing Act's interference provision (42 U.S.C. § 3617)
and the Declaratory Judgment Act over their involuntary reassignment out of OFH (and Gordon's
demotion), which they say was made because of their work enforcing the FHA; a public court
filing.

Same conventions as ``author_gold.py``, ``author_gold_unseen7_hodgkins.py`` and
``author_gold_unseen8_a.py``: quotes are fragments resolved to the exact sentence text; one
event per act, with every sentence that tells it (the introduction's and the count's retellings
included); the date its own sentences state; relations only where the text states them (a cue
word, a stated cause, or a stated date on both sides).

What counted as an event. Each plaintiff's employment at HUD (joining and work, one event each,
dated by the year or month the text gives), Vazquez's request to be placed in OFH, its grant and
her move, Gordon's lobbying, the senior official's help, her transfer to OFH and her promotion;
the plaintiffs' FHA enforcement work as a whole (the protected activity the complaint says
caused the reassignments); every act of the agency's campaign the complaint tells (the gag
order, the pressure to take deferred resignation, the firing of probationary employees, HR's
emails, the RIF spreadsheet, the plan of an OFH-only RIF, the advice that stopped it, the
choice of reassignments, the selection of OFH attorneys), each meeting, invitation, statement,
offer, proposal, rejection and non-response of May-June 2025, the June 23 announcement, the
deputy's emails and his leave and termination, the acts that isolated OFH, the officials' stated
and shifting reasons (one event per statement; a summary sentence such as "OGC officials have
offered contradictory explanations" is evidence of the statement it introduces), the
reassignment of the plaintiffs and their colleagues as a whole (it also covers the colleagues,
so it is its own event beside each plaintiff's), and, per plaintiff, the oral notice of June 24,
the missing written notice (one failure-to-act each, told two or three times), the HR e-mail of
July 16, the written notice, its threat of removal and the reassignment itself (dated by its
stated effective date); the one letter to the union of July 3 (told four times, one act);
Gordon's notice, demotion, delays and what she was told; the Administration's acts of hostility
section VI tells (closing civil rights offices, withholding charges, shutting reporting
channels, ending investigations, purging websites, searching grantee sites, FHEO memoranda, the
2020 campaign promise); and the suit. Not events: the history and text of the FHA and of HUD's
regulations (section I), what OFH and its divisions do, officials' awareness, beliefs and
suspicions ("Plaintiffs suspected", "reasonably believed"), staffing numbers and backlogs,
harms, fears and reactions to them (anguish, lost sleep, treatment sought, religious counsel),
future losses ("will lose her status in the bargaining unit") and the legal conclusions of the
counts.

run: python tests/data/events/author_gold_unseen9_b.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _load, build, ent, evt, rel  # type: ignore[import-not-found]

PLAINTIFFS = ["heenan", "osadebe", "dykstra", "vazquez", "gordon"]


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
            ["Heenan", "Mr. Heenan", "Plaintiffs"],
        ),
        ent(
            "osadebe",
            "Paul Osadebe",
            "person",
            ["plaintiff", "employee"],
            [q("s3", "PAUL OSADEBE"), q("s40", "Plaintiff Paul Osadebe")],
            ["Osadebe", "Mr. Osadebe", "Plaintiffs"],
        ),
        ent(
            "dykstra",
            "Julia Dykstra",
            "person",
            ["plaintiff", "employee"],
            [q("s5", "JULIA DYKSTRA"), q("s42", "Plaintiff Julia Dykstra")],
            ["Dykstra", "Ms. Dykstra", "Plaintiffs"],
        ),
        ent(
            "vazquez",
            "Ashley Vazquez",
            "person",
            ["plaintiff", "employee"],
            [q("s5", "ASHLEY VAZQUEZ"), q("s44", "Plaintiff Ashley Vazquez")],
            ["Vazquez", "Ms. Vazquez", "Plaintiffs"],
        ),
        ent(
            "gordon",
            "Hannah Gordon",
            "person",
            ["plaintiff", "employee", "supervisor"],
            [q("s6", "HANNAH GORDON"), q("s46", "Plaintiff Hannah Gordon")],
            ["Gordon", "Ms. Gordon", "Plaintiffs"],
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
            ["HUD", "Department", "the agency", "Defendants", "management"],
        ),
        ent(
            "turner",
            "Scott Turner",
            "person",
            ["defendant"],
            [q("s9", "SCOTT TURNER"), q("s50", "Defendant Scott Turner is the Secretary of HUD")],
            ["Turner", "Secretary of Housing and Urban Development", "Defendants"],
        ),
        ent(
            "leadership",
            "HUD leadership",
            "person",
            ["supervisor"],
            [q("s21", "HUD leadership"), q("s142", "political leadership")],
            [
                "agency leadership",
                "agency leaders",
                "Leadership",
                "political leadership",
                "senior agency leadership",
                "OGC leadership",
            ],
        ),
        ent(
            "ogc",
            "OGC officials",
            "person",
            ["supervisor"],
            [q("s145", "OGC officials"), q("s167", "an OGC official")],
            ["OGC official", "agency officials", "HUD officials", "the official"],
        ),
        ent(
            "hr",
            "an HR official in OGC",
            "person",
            [],
            [q("s162", "an HR official in OGC"), q("s281", "an HR official")],
            ["HR official", "the same official"],
        ),
        ent(
            "ofh",
            "Office of Fair Housing",
            "organization",
            [],
            [q("s18", "the Office of Fair Housing (OFH)")],
            ["OFH"],
        ),
        ent(
            "ofh_attorneys",
            "OFH attorneys",
            "person",
            ["employee"],
            [q("s142", "OFH attorneys"), q("s162", "OFH staff attorneys")],
            ["OFH staff", "attorneys", "their colleagues"],
        ),
        ent(
            "attorney",
            "an affected OFH attorney",
            "person",
            ["employee"],
            [q("s170", "an affected OFH attorney")],
            ["the affected attorney", "the attorney"],
        ),
        ent(
            "volunteer",
            "the OFH attorney who volunteered to transfer",
            "person",
            ["employee"],
            [q("s189", "Only one attorney from OFH volunteered")],
        ),
        ent(
            "deputy",
            "Deputy Assistant General Counsel for Fair Housing Enforcement",
            "person",
            ["employee", "supervisor"],
            [
                q("s192", "the Deputy Assistant General Counsel for Fair Housing Enforcement"),
                q("s195", "one of the deputies slated for transfer"),
            ],
            ["the deputy"],
        ),
        ent(
            "agc",
            "Associate General Counsel for Fair Housing",
            "person",
            ["supervisor"],
            [q("s191", "the Associate General Counsel for Fair Housing")],
        ),
        ent(
            "ofh_supervisors",
            "OFH supervisors",
            "person",
            ["supervisor"],
            [q("s166", "OFH supervisors")],
            ["supervisors"],
        ),
        ent(
            "union",
            "the plaintiffs' union (AFGE Council 222, Local 476)",
            "organization",
            [],
            [q("s279", "Mr. Heenan’s union"), q("s340", "the union AFGE Council 222, Local 476")],
            ["union", "AFGE Council 222, Local 476"],
        ),
        ent(
            "probationary",
            "probationary employees",
            "person",
            ["employee"],
            [q("s148", "Many probationary employees")],
        ),
        ent(
            "employees",
            "HUD employees",
            "person",
            ["employee"],
            [q("s149", "HUD employees"), q("s148", "Plaintiffs and other employees")],
            ["employees"],
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
            "counsel in regional offices",
            "person",
            ["employee"],
            [q("s201", "overburdened counsel in regional offices")],
            ["regional counsel", "regional attorneys"],
        ),
        ent(
            "fheo",
            "political leadership in FHEO",
            "person",
            ["supervisor"],
            [q("s202", "Political leadership in FHEO")],
            ["FHEO", "Office of Fair Housing and Equal Opportunity"],
        ),
        ent(
            "ope",
            "attorneys of the Office of Program Enforcement",
            "person",
            ["employee"],
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
            "former",
            "former employees fired in probation or who took deferred resignation",
            "person",
            [],
            [q("s248", "former employees who had been fired in their probationary terms")],
        ),
        ent(
            "new_supervisor",
            "Gordon's new supervisor",
            "person",
            ["supervisor"],
            [q("s265", "her new supervisor"), q("s369", "Ms. Gordon’s new supervisor")],
            ["new supervisor"],
        ),
        ent(
            "senior_official",
            "a senior OGC official who has since passed away",
            "person",
            ["supervisor"],
            [q("s376", "a senior OGC official who has since passed away")],
        ),
        ent(
            "administration",
            "the Trump Administration",
            "organization",
            [],
            [q("s392", "the Administration"), q("s390", "The Trump Administration")],
            ["Administration", "Trump Administration", "President Trump", "DOGE"],
        ),
        ent(
            "court",
            "U.S. District Court for the District of Columbia",
            "court",
            [],
            [q("s1", "IN THE UNITED STATES DISTRICT COURT")],
            ["this Court", "the Court"],
        ),
    ]
    events: list[Any] = []
    relations: list[Any] = []

    def add(*args: Any, **kw: Any) -> str:
        eid = f"ev{len(events) + 1}"
        events.append(evt(eid, *args, **kw))
        return eid

    def link(type: str, source: str, target: str, ev: list[Any]) -> None:
        relations.append(rel(f"r{len(relations) + 1}", type, source, target, ev))

    everyone = [(p, "agent") for p in PLAINTIFFS]

    # --- the plaintiffs' employment -----------------------------------------------------
    work = add(
        "Plaintiffs work in OFH enforcing the FHA and aiding complainants in their housing rights",
        "employment",
        [*everyone, ("hud", "patient")],
        [
            q("s19", "Plaintiffs are attorneys who work (or used to work) in OFH on FHA matters."),
            q("s20", "Plaintiffs’ work advising investigators"),
            q("s21", "It is because of that work"),
            q("s28", "Because Plaintiffs assisted complainants and others"),
            q("s34", "As attorneys at OFH, Plaintiffs helped other people vindicate their rights"),
            q("s112", "have spent most or all of their HUD careers enforcing the FHA"),
            q("s207", "That work necessarily assisted, aided, and/or encouraged other people"),
            q("s416", "Plaintiffs reviewed, processed, investigated, conciliated"),
            q("s417", "Plaintiffs also were responsible for participating in administrative"),
            q("s418", "Plaintiffs consulted with other"),
            q("s420", "As a result of Plaintiffs’ work aiding, assisting"),
        ],
    )
    e_heenan = add(
        "Heenan joins HUD and works in OFH's Enforcement Division",
        "employment",
        [("heenan", "agent"), ("hud", "patient")],
        [
            q("s39", "He is employed by HUD in the Office of General Counsel."),
            q("s114", "Plaintiff Palmer Heenan has worked in OFH’s Enforcement Division"),
            q("s115", "During his time at OFH, Mr. Heenan has been responsible for charging"),
        ],
        date=_day("2023-10-01", "in October 2023", granularity="month"),
    )
    e_osadebe = add(
        "Osadebe joins HUD and works in OFH's Enforcement Division",
        "employment",
        [("osadebe", "agent"), ("hud", "patient")],
        [
            q("s41", "He is employed by HUD in the Office of General Counsel."),
            q("s118", "Plaintiff Paul Osadebe has worked in OFH’s Enforcement Division"),
            q("s119", "During his time at OFH, Mr. Osadebe has investigated complaints"),
            q("s120", "He has also represented fair housing complainants"),
        ],
        date=_day("2021-03-01", "in March 2021", granularity="month"),
    )
    e_dykstra = add(
        "Dykstra joins OFH's Enforcement Division",
        "employment",
        [("dykstra", "agent"), ("hud", "patient")],
        [
            q("s43", "She is employed by HUD in the Office of General Counsel."),
            q("s122", "Plaintiff Julia Dykstra joined OFH’s Enforcement Division in May 2020."),
            q("s123", "During her time at HUD, she has, among other things, drafted a regulation"),
        ],
        date=_day("2020-05-01", "in May 2020", granularity="month"),
    )
    e_vazquez = add(
        "Vazquez joins HUD through the legal honors program and works on FHA enforcement",
        "employment",
        [("vazquez", "agent"), ("hud", "patient")],
        [
            q("s45", "She is employed by HUD in the Office of General Counsel."),
            q("s125", "Plaintiff Ashley Vazquez joined HUD through the legal honors program"),
            q("s126", "She began working on FHA enforcement matters"),
            q("s129", "During her time in OFH, Ms. Vazquez has worked on multijurisdictional"),
            q("s348", "During her time in OFH, Ms. Vazquez has worked on multijurisdictional"),
            q("s349", "In these cases, she has drafted FHA charges"),
        ],
        date=_day("2022-01-01", "in 2022", granularity="year"),
    )
    v_request = add(
        "Vazquez asks an OGC official to place her in OFH at the end of the honors program",
        "other",
        [("vazquez", "agent"), ("ogc", "recipient")],
        [q("s127", "requested that one of the OGC officials involved in the challenged")],
    )
    v_granted = add(
        "Vazquez's request to be placed in OFH is granted",
        "other",
        [("ogc", "agent"), ("vazquez", "beneficiary")],
        [q("s128", "This request was granted")],
    )
    add(
        "Vazquez relocates from Georgia to Washington, D.C. to work in OFH",
        "other",
        [("vazquez", "agent")],
        [
            q("s128", "Ms. Vazquez relocated from Georgia to Washington, D.C. to work in OFH"),
            q("s347", "She moved twice in two years to new cities"),
        ],
    )
    e_gordon = add(
        "Gordon joins HUD through the legal honors program and is assigned to the Office of "
        "Litigation",
        "employment",
        [("gordon", "agent"), ("hud", "patient")],
        [
            q("s47", "She is employed by HUD in the Office of General Counsel."),
            q("s131", "Plaintiff Hannah Gordon joined HUD through the legal honors program"),
            q("s132", "She was originally assigned to the OGC Office of Litigation."),
            q("s375", "she first joined HUD"),
        ],
        date=_day("2015-01-01", "in 2015", granularity="year"),
    )
    g_lobby = add(
        "Gordon lobbies HUD leadership for a transfer to OFH",
        "other",
        [("gordon", "agent"), ("leadership", "recipient")],
        [
            q("s133", "she negotiated for"),
            q("s374", "Ms. Gordon has had to advocate to be assigned to OFH"),
            q("s376", "After months of lobbying then-HUD leadership"),
        ],
    )
    g_help = add(
        "A senior OGC official intervenes for Gordon's transfer",
        "other",
        [("senior_official", "agent"), ("gordon", "beneficiary")],
        [q("s376", "thanks to the intervention of a senior OGC official")],
    )
    g_transfer = add(
        "Gordon is voluntarily transferred to OFH and works in its Compliance Division",
        "employment",
        [("gordon", "agent"), ("hud", "patient")],
        [
            q("s133", "successfully obtained a voluntary transfer to OFH"),
            q("s134", "She has worked in OFH’s Compliance Division since 2016"),
            q("s136", "During her time at OFH, Ms. Gordon worked on FHA enforcement matters"),
            q("s376", "Ms. Gordon was finally voluntarily transferred to OFH"),
        ],
        date=_day("2016-01-01", "since 2016", granularity="year"),
    )
    add(
        "Gordon is promoted to Deputy Assistant General Counsel of Compliance",
        "employment",
        [("hud", "agent"), ("gordon", "patient")],
        [q("s135", "Ms. Gordon was promoted to Deputy Assistant General Counsel")],
        date=_day("2024-03-01", "In March 2024", granularity="month"),
    )
    link("BEFORE", v_request, v_granted, [q("s128", "This request was granted")])
    link("BEFORE", g_lobby, g_transfer, [q("s376", "After months of lobbying")])
    link("CAUSES", g_help, g_transfer, [q("s376", "in large part thanks to the intervention")])
    link("BEFORE", e_gordon, g_transfer, [q("s132", "She was originally assigned")])

    # --- the agency's campaign against OFH ------------------------------------------------
    add(
        "Political leadership imposes a gag order on OFH attorneys' external communications",
        "adverse-action",
        [("leadership", "agent"), ("ofh_attorneys", "patient")],
        [
            q("s142", "OFH attorneys have been subject to a strict gag order"),
            q("s144", "The gag order was conveyed verbally by political leadership"),
        ],
        date=_day("2025-01-20", "Since shortly after January 20, 2025", approximate=True),
    )
    pressure = add(
        "Plaintiffs and other employees are pressured to resign through the deferred "
        "resignation program",
        "adverse-action",
        [("hud", "agent"), *[(p, "patient") for p in PLAINTIFFS], ("employees", "patient")],
        [
            q("s148", "Plaintiffs and other employees faced growing pressure to resign"),
            q("s153", "this pressure campaign to force federal employees out of their jobs"),
            q("s274", "the offer of deferred resignation"),
            q("s420", "by pressuring them to resign"),
        ],
    )
    add(
        "Probationary employees who did not accept deferred resignation are fired en masse, "
        "three OFH attorneys among them",
        "termination",
        [("hud", "agent"), ("probationary", "patient")],
        [
            q("s148", "Many probationary employees who did not accept deferred resignation"),
            q("s274", "Following the termination of probationary employees"),
        ],
    )
    add(
        "HUD's HR department e-mails employees suggesting they could be impacted by layoffs",
        "communication",
        [("hud", "agent"), ("employees", "recipient")],
        [
            q("s149", "HUD employees received several emails from the agency’s HR department"),
            q("s150", "One such email instructed employees to check the accuracy"),
            q("s151", "Other concerning emails included offers to provide staff trainings"),
            q("s152", "Several emails and FAQ meetings discussed the possibility"),
        ],
    )
    add(
        "A spreadsheet of DOGE's RIF targets, cutting FHEO by 77%, circulates among HUD staff",
        "communication",
        [("administration", "agent"), ("leadership", "recipient"), ("employees", "recipient")],
        [
            q("s154", "a spreadsheet that had been provided to senior agency leadership began"),
            q("s155", "According to that spreadsheet, FHEO"),
        ],
        date=_day("2025-02-01", "In mid-February", approximate=True, granularity="month"),
    )
    rif_plan = add(
        "Agency leadership seeks to eliminate OFH through an OFH-only Reduction in Force",
        "adverse-action",
        [("leadership", "agent"), ("ofh", "patient"), ("ofh_attorneys", "patient")],
        [
            q("s22", "agency leaders set out to eliminate the Office of Fair Housing"),
            q("s23", "Leadership initially sought to get rid of the entire office"),
            q("s156", "agency leadership originally intended to separate everyone in OFH"),
        ],
    )
    advice = add(
        "Agency officials are advised that an OFH-only RIF would be unlawful and would not work",
        "communication",
        [("ogc", "recipient")],
        [
            q("s24", "When that was headed off by obvious legal concerns"),
            q("s157", "Agency officials were advised that any RIF would have to apply"),
            q("s158", "having been advised that an OFH-specific RIF would not work"),
        ],
    )
    strategy = add(
        "OGC officials settle on involuntary reassignments to cripple OFH",
        "other",
        [("ogc", "agent"), ("ofh", "patient")],
        [
            q("s24", "HUD officials settled on a different strategy to cripple the office"),
            q("s158", "OGC officials looked for other ways to target OFH attorneys"),
            q("s159", "OGC officials instead opted to use involuntary reassignments"),
        ],
    )
    select = add(
        "OGC officials select OFH attorneys, including Plaintiffs, for involuntary reassignment",
        "adverse-action",
        [("ogc", "agent"), ("ofh_attorneys", "patient"), *[(p, "patient") for p in PLAINTIFFS]],
        [
            q("s21", "Plaintiffs have been unlawfully targeted by HUD leadership"),
            q("s160", "OGC officials selected OFH attorneys, including Plaintiffs"),
            q(
                "s206",
                "Plaintiffs were targeted for involuntary reassignment because of their work",
            ),
        ],
    )
    link("BEFORE", rif_plan, strategy, [q("s24", "When that was headed off")])
    link("CAUSES", advice, strategy, [q("s158", "having been advised that an OFH-specific RIF")])
    link(
        "CAUSES",
        work,
        select,
        [
            q("s21", "It is because of that work"),
            q("s206", "because of their work enforcing the FHA"),
        ],
    )

    # --- the meetings of May and June 2025 ------------------------------------------------
    invite = add(
        'An HR official schedules an "OGC Office Needs" meeting with OFH staff attorneys',
        "communication",
        [("hr", "agent"), ("ofh_attorneys", "recipient")],
        [q("s162", "an HR official in OGC sent a calendar invitation")],
        date=_day("2025-05-20", "On or around May 20, 2025", approximate=True),
    )
    cancel = add(
        "The HR official cancels the meeting with no explanation",
        "other",
        [("hr", "agent"), ("ofh_attorneys", "patient")],
        [q("s163", "the same official canceled the meeting with no explanation")],
    )
    ask = add(
        "An OFH attorney asks when the meeting will be rescheduled",
        "communication",
        [("ofh_attorneys", "agent"), ("hr", "recipient")],
        [q("s164", "An OFH attorney replied to ask when the meeting would be rescheduled")],
    )
    noreply = add(
        "The HR official gives no response",
        "failure-to-act",
        [("hr", "agent")],
        [q("s164", "but received no response")],
    )
    link("BEFORE", invite, cancel, [q("s163", "The next day")])
    link("BEFORE", ask, noreply, [q("s164", "but received no response")])
    add(
        "OFH supervisors are told only staff attorneys are being considered for transfers",
        "communication",
        [("ofh_supervisors", "recipient")],
        [q("s166", "OFH supervisors were informed that only staff attorneys")],
    )
    v_meet = add(
        "Vazquez meets an OGC official to discuss possible reassignments",
        "communication",
        [("vazquez", "agent"), ("ogc", "recipient")],
        [q("s167", "Plaintiff Ashley Vazquez met with an OGC official individually")],
        date=_day("2025-05-28", "On May 28, 2025"),
    )
    v_said = add(
        "The OGC official tells Vazquez work-sharing will not be approved because OFH must be "
        '"right-sized"',
        "communication",
        [("ogc", "agent"), ("vazquez", "recipient")],
        [
            q("s168", "the OGC official stated that work-sharing to address OGC needs"),
            q(
                "s168",
                "The OGC official also stated that there were new administration priorities.",
            ),
            q("s214", "Ms. Vazquez had also been told by an OGC official"),
        ],
    )
    add(
        "The OGC official tells Vazquez she may transfer anywhere if she pays her own relocation",
        "communication",
        [("ogc", "agent"), ("vazquez", "recipient")],
        [q("s169", "The OGC official informed Ms. Vazquez that she was free to transfer")],
    )
    link("SAME-TIME", v_said, v_meet, [q("s168", "During that meeting")])
    add(
        "An affected OFH attorney meets an OGC official to discuss possible reassignments",
        "communication",
        [("attorney", "agent"), ("ogc", "recipient")],
        [q("s170", "an affected OFH attorney met with an OGC official individually")],
        date=_day("2025-05-29", "On or around May 29, 2025", approximate=True),
    )
    add(
        'OGC officials say the reassignments are needed because "fair housing is not a priority"',
        "communication",
        [("ogc", "agent"), ("ofh_attorneys", "recipient")],
        [
            q("s29", "Agency officials said more than once that “fair housing is not a priority”"),
            q("s171", "the OGC official stated that OFH attorneys had been selected"),
            q("s210", "OGC officials have repeatedly stated that the reassignments were necessary"),
            q("s211", "OGC officials also stated that, because fair housing is not a current"),
        ],
    )
    add(
        "The OGC official says leadership directed OGC to fill positions administratively",
        "communication",
        [("ogc", "agent"), ("attorney", "recipient")],
        [q("s172", "The OGC official further stated that leadership had directed")],
    )
    add(
        "The OGC official gives the affected attorney options of offices to volunteer for",
        "communication",
        [("ogc", "agent"), ("attorney", "recipient")],
        [q("s173", "The OGC official provided the affected attorney with many options")],
    )
    a_explain = add(
        "The affected attorney describes their workload and says they would leave HUD if "
        "reassigned",
        "communication",
        [("attorney", "agent"), ("ogc", "recipient")],
        [
            q("s174", "the affected attorney described their current workload"),
            q("s175", "The attorney further explained the difficult position"),
        ],
    )
    a_offer = add(
        "The affected attorney offers long-term work-sharing or a rotational assignment",
        "communication",
        [("attorney", "agent"), ("ogc", "recipient")],
        [q("s176", "the attorney personally offered to volunteer for long-term work-sharing")],
    )
    a_refuse = add(
        "The OGC official refuses both and acknowledges many in OFH would leave HUD if reassigned",
        "communication",
        [("ogc", "agent"), ("attorney", "recipient")],
        [
            q("s177", "The OGC official said neither would be possible"),
            q("s244", "OGC officials acknowledged their belief that at least some OFH attorneys"),
        ],
    )
    link("BEFORE", a_explain, a_offer, [q("s176", "Instead, the attorney personally offered")])
    link("BEFORE", a_offer, a_refuse, [q("s177", "said neither would be possible")])
    skills = add(
        'An HR official schedules the "OGC Skills Gap" meeting for the next day',
        "communication",
        [("hr", "agent"), ("ofh_attorneys", "recipient"), ("ope", "recipient")],
        [q("s178", "an HR official in OGC scheduled a meeting for the next day")],
        date=_day("2025-05-29", "On May 29, 2025"),
    )
    volunteer_call = add(
        'At the "OGC Skills Gap" meeting OFH attorneys are offered voluntary reassignment to '
        "other divisions",
        "communication",
        [("ogc", "agent"), ("ofh_attorneys", "recipient"), ("ope", "recipient")],
        [
            q("s179", "the “OGC Skills Gap” meeting was held"),
            q("s180", "OFH attorneys were told that, to fill staffing needs"),
            q("s181", "OGC officials stated that there was a specific number of attorney slots"),
            q("s225", "including when they requested volunteers"),
            q("s420", "coercing them to transfer to other offices"),
        ],
        date=_day("2025-06-04", "On June 4, 2025"),
    )
    link("BEFORE", skills, volunteer_call, [q("s179", "On June 4, 2025")])
    threat613 = add(
        "OFH attorneys are told officials will conduct involuntary reassignments if not enough "
        "volunteer by June 13",
        "threat",
        [("ogc", "agent"), ("ofh_attorneys", "patient")],
        [q("s183", "OFH attorneys were told that, if not enough people volunteered by June 13")],
    )
    proposal = add(
        "OFH attorneys, Plaintiffs among them, propose a work-sharing plan as an alternative to "
        "involuntary reassignments",
        "communication",
        [*everyone, ("ofh_attorneys", "agent"), ("ogc", "recipient")],
        [
            q("s184", "emailed OGC officials to propose a work-sharing plan"),
            q("s185", "proposal suggested term-limited rotational assignments"),
            q("s250", "a detailed alternative proposal offered by Plaintiffs and their colleagues"),
            q("s424", "Plaintiffs have attempted to address their concerns with management"),
        ],
        date=_day("2025-06-09", "On June 9, 2025"),
    )
    reject = add(
        "An OGC official rejects the alternative proposal",
        "other",
        [("ogc", "agent"), *[(p, "patient") for p in PLAINTIFFS]],
        [
            q("s187", "an OGC official rejected the alternative proposal"),
            q("s250", "OGC officials rejected a detailed alternative proposal"),
        ],
        date=_day("2025-06-12", "On June 12, 2025"),
    )
    add(
        "The official does not answer the OFH attorneys' follow-up questions",
        "failure-to-act",
        [("ogc", "agent")],
        [q("s188", "The official did not respond to follow-up questions")],
    )
    add(
        "OGC officials give no reasoned explanation for rejecting the proposal",
        "failure-to-act",
        [("ogc", "agent")],
        [q("s254", "OGC officials did not offer any reasoned or concrete explanation")],
    )
    link("BEFORE", volunteer_call, proposal, [q("s184", "On June 9, 2025")])
    link("BEFORE", proposal, reject, [q("s187", "rejected the alternative proposal")])
    vol = add(
        "One OFH attorney volunteers to transfer",
        "other",
        [("volunteer", "agent")],
        [q("s189", "Only one attorney from OFH volunteered to transfer")],
    )
    vol_ok = add(
        "The volunteer's transfer is approved to an office not among the original options",
        "other",
        [("ogc", "agent"), ("volunteer", "patient")],
        [
            q("s189", "his transfer was approved to an office"),
            q("s190", "The office to which that attorney was transferred"),
            q("s227", "OGC officials moving an OFH attorney who requested voluntary reassignment"),
        ],
    )
    link("BEFORE", vol, vol_ok, [q("s189", "and his transfer was approved")])
    announce = add(
        "OGC officials announce that 10 line attorneys will be involuntarily transferred and two "
        "supervisors demoted and transferred out of OFH",
        "communication",
        [("ogc", "agent"), ("agc", "recipient")],
        [
            q("s191", "OGC officials verbally conveyed to the Associate General Counsel"),
            q("s192", "OGC officials also conveyed that two supervisors in OFH"),
            q("s193", "this was the first time that OGC officials ever suggested"),
            q("s257", "The day the involuntary reassignments were announced"),
        ],
        date=_day("2025-06-23", "On June 23, 2025"),
    )
    deputy_mail = add(
        "The deputy e-mails OGC leadership that the attorneys were targeted in retaliation for "
        "their fair housing work",
        "complaint",
        [("deputy", "agent"), ("leadership", "recipient")],
        [
            q("s195", "one of the deputies slated for transfer sent emails to OGC leadership"),
            q("s196", "the deputy explained his view that the attorneys selected for transfer"),
        ],
    )
    leave = add(
        "The deputy is placed on administrative leave",
        "adverse-action",
        [("hud", "agent"), ("deputy", "patient")],
        [q("s197", "the deputy was placed on administrative leave")],
    )
    fired = add(
        "The deputy is terminated on the basis of his e-mails",
        "termination",
        [("hud", "agent"), ("deputy", "patient")],
        [q("s197", "he was subsequently terminated on the basis of those emails")],
    )
    link("BEFORE", announce, deputy_mail, [q("s195", "Later that day")])
    link("CAUSES", announce, deputy_mail, [q("s195", "in response to the proposed involuntary")])
    link("BEFORE", deputy_mail, leave, [q("s197", "Less than one week later")])
    link("BEFORE", leave, fired, [q("s197", "he was subsequently terminated")])
    link("CAUSES", deputy_mail, fired, [q("s197", "on the basis of those emails")])

    # --- isolating OFH -------------------------------------------------------------------
    add(
        "OFH is removed from HUD's internal clearance process",
        "adverse-action",
        [("hud", "agent"), ("ofh", "patient")],
        [
            q("s198", "HUD officials sought to isolate OFH by cutting their roles"),
            q("s199", "OFH was removed from HUD’s internal clearance process"),
        ],
        date=_day("2025-05-01", "In May", granularity="month"),
    )
    add(
        "Managers in other parts of HUD tell their staff not to consult OFH or FHEO",
        "adverse-action",
        [("managers", "agent"), ("ofh", "patient")],
        [q("s200", "managers in other parts of HUD directed their staff")],
    )
    add(
        "An OGC official tells regional counsel to stop referring cases to OFH",
        "adverse-action",
        [("ogc", "agent"), ("regional", "recipient"), ("ofh", "patient")],
        [q("s201", "an OGC official instructed overburdened counsel in regional offices")],
    )
    add(
        "FHEO's political leadership releases new guidance and retracts old guidance without "
        "consulting OFH",
        "other",
        [("fheo", "agent"), ("ofh", "patient")],
        [
            q("s202", "Political leadership in FHEO also recently released new guidance"),
            q("s203", "This was done despite OFH normally taking a significant role"),
        ],
    )

    # --- the reassignments and the officials' reasons ------------------------------------
    reassign = add(
        "HUD involuntarily reassigns Plaintiffs and their OFH colleagues out of OFH",
        "adverse-action",
        [
            ("hud", "agent"),
            ("ogc", "agent"),
            *[(p, "patient") for p in PLAINTIFFS],
            ("ofh_attorneys", "patient"),
        ],
        [
            q("s21", "forced to leave OFH against their will"),
            q("s24", "targeting individual attorneys within OFH by involuntarily reassigning them"),
            q("s28", "HUD leadership involuntarily reassigned them from the jobs"),
            q("s36", "declare that their reassignments are unlawful"),
            q("s208", "The reassignments were motivated by an unlawful intent"),
            q("s241", "OGC officials nevertheless ordered that Plaintiffs and their colleagues"),
            q("s249", "choosing to involuntarily reassign Plaintiffs instead"),
            q("s275", "As a result of the involuntary reassignments of Plaintiffs"),
            q("s384", "Plaintiffs’ unlawful reassignments have also caused"),
            q("s415", "Defendants, through OGC officials, coerced, intimidated, threatened"),
            q("s420", "involuntarily reassigning Plaintiffs to offices outside of OFH"),
            q("s421", "Plaintiffs’ involuntary reassignments are an adverse action"),
            q("s424", "Defendants have nevertheless proceeded with the involuntary reassignments"),
            q("s433", "Plaintiffs’ involuntary reassignments were and are unlawful"),
        ],
    )
    link("CAUSES", work, reassign, [q("s28", "Because Plaintiffs assisted complainants")])
    link("BEFORE", pressure, reassign, [q("s420", "when none of that worked")])
    link("BEFORE", volunteer_call, reassign, [q("s420", "when none of that worked")])
    link("BEFORE", announce, reassign, [q("s191", "would be involuntarily transferred")])
    link("BEFORE", threat613, reassign, [q("s183", "would conduct involuntary reassignments")])
    add(
        'An OGC official says OFH\'s size is "an optics problem"',
        "communication",
        [("ogc", "agent")],
        [
            q("s29", "there was an “optics problem” with the size of OFH"),
            q("s212", "one OGC official stated that there was “an optics problem”"),
            q("s227", "having identified the size of OFH as an “optics problem,”"),
        ],
    )
    add(
        'OFH attorneys are told officials "were thinking of needs of all offices except OFH"',
        "communication",
        [("ogc", "agent"), ("ofh_attorneys", "recipient")],
        [q("s221", "OFH attorneys have been told that, in executing the reassignments")],
    )
    add(
        "OGC officials suggest the reassignments are needed only to move people out of OFH",
        "communication",
        [("ogc", "agent")],
        [
            q("s224", "OGC officials have offered contradictory explanations"),
            q("s226", "OGC officials suggested that the reassignments were necessary solely"),
        ],
    )
    add(
        "OGC officials include OPE in the involuntary reassignments to deflect from their motive",
        "adverse-action",
        [("ogc", "agent"), ("ope", "patient")],
        [
            q("s229", "OGC officials did not involuntarily reassign attorneys from any offices"),
            q("s272", "was included in the reassignments primarily to deflect"),
        ],
    )
    add(
        "The Office of Ethics and Appeals requests 2-3 attorneys",
        "other",
        [("ethics", "agent")],
        [q("s231", "the Office of Ethics and Appeals initially requested 2–3 attorneys")],
    )
    add(
        "Two OGC employees from outside OFH volunteer to be transferred to Ethics",
        "other",
        [("employees", "agent"), ("ethics", "recipient")],
        [q("s232", "2 OGC employees from outside OFH volunteered to be transferred")],
    )
    add(
        "The Office of Litigation requests 4-5 attorneys",
        "other",
        [("litigation", "agent")],
        [q("s233", "the Office of Litigation initially requested 4–5 attorneys")],
    )
    add(
        "Agency leadership never seeks an exemption from the hiring freeze",
        "failure-to-act",
        [("leadership", "agent")],
        [q("s242", "agency leadership never sought an exemption from the hiring freeze")],
    )
    g_ask = add(
        "Gordon asks an OGC official about the contradiction of the expected attrition",
        "communication",
        [("gordon", "agent"), ("ogc", "recipient")],
        [q("s246", "When Ms. Gordon asked an OGC official about this contradiction")],
    )
    g_answer = add(
        "The OGC official tells Gordon they would just hire more people if reassigned attorneys "
        "quit",
        "communication",
        [("ogc", "agent"), ("gordon", "recipient")],
        [q("s246", "the OGC official told her they would just hire more people")],
    )
    link("BEFORE", g_ask, g_answer, [q("s246", "When Ms. Gordon asked an OGC official")])
    add(
        "OGC officials never advertise the positions to solicit volunteers from other divisions",
        "failure-to-act",
        [("ogc", "agent")],
        [q("s247", "OGC officials never tried to fill the positions")],
    )
    add(
        "OGC leadership does not let willing former employees return to the Office of Litigation",
        "other",
        [("leadership", "agent"), ("former", "patient")],
        [
            q("s248", "were willing to return and continue carrying out their work"),
            q("s249", "OGC leadership did not allow any of these attorneys to return"),
        ],
    )
    add(
        "An OGC official tells Gordon she could start in her reassigned position before her "
        "transfer date",
        "communication",
        [("ogc", "agent"), ("gordon", "recipient")],
        [q("s252", "an OGC official told Ms. Gordon that she could start working")],
    )
    add(
        "Managers of receiving offices indicate they would be open to work-sharing",
        "communication",
        [("managers", "agent")],
        [q("s253", "Managers in some of the offices to which Plaintiffs have been reassigned")],
    )
    add(
        "Supervisors are not asked to volunteer to leave OFH as staff were",
        "failure-to-act",
        [("ogc", "agent"), ("ofh_supervisors", "patient")],
        [q("s256", "Supervisors were not solicited to volunteer to leave OFH")],
    )
    s_first = add(
        "An OGC official says the supervisors are moved because they are non-bargaining-unit "
        "employees",
        "communication",
        [("ogc", "agent")],
        [
            q("s255", "OGC officials have offered shifting and contradictory explanations"),
            q("s258", "one OGC official first represented that the supervisors were being moved"),
        ],
    )
    s_then = add(
        "The official acknowledges bargaining-unit employees could be moved and says supervisors "
        "were chosen because it was faster",
        "communication",
        [("ogc", "agent")],
        [q("s259", "The official then acknowledged that bargaining unit employees")],
    )
    s_later = add(
        "OGC officials say the supervisors are best positioned to do the work in other offices",
        "communication",
        [("ogc", "agent")],
        [q("s260", "OGC officials later said the supervisors were best positioned")],
    )
    add(
        "The supervisors are told they are transferred because of their seniority and skills",
        "communication",
        [("ogc", "agent"), ("ofh_supervisors", "recipient"), ("gordon", "recipient")],
        [q("s261", "the supervisors were told they were being transferred because")],
    )
    link("BEFORE", s_first, s_then, [q("s259", "The official then acknowledged")])
    link("BEFORE", s_then, s_later, [q("s260", "OGC officials later said")])
    add(
        "OGC officials suggest the reassignments are temporary and attorneys could return to OFH",
        "communication",
        [("ogc", "agent"), ("ofh_attorneys", "recipient")],
        [
            q("s268", "OGC officials have suggested that the reassignments might only be"),
            q("s270", "OGC officials vaguely suggested that even though the reassignments"),
        ],
    )
    keep = add(
        'An OGC official tells an attorney the goal is to keep staff "for three to four years"',
        "communication",
        [("ogc", "agent"), ("ofh_attorneys", "recipient")],
        [q("s269", "an OGC official told one of the attorneys that the official’s goal")],
    )
    link("BEFORE", keep, volunteer_call, [q("s269", "The week before OGC officials asked")])

    # --- each plaintiff's reassignment ----------------------------------------------------
    add(
        "Management notifies the plaintiffs' union, in a letter backdated to July 1, of proposed "
        "involuntary reassignments effective July 28",
        "communication",
        [("hud", "agent"), ("union", "recipient")],
        [
            q("s279", "Mr. Heenan’s union was notified"),
            q("s297", "Mr. Osadebe’s union was notified"),
            q("s316", "Ms. Dykstra’s union"),
            q("s332", "Ms. Vazquez’s union"),
        ],
        date=_day("2025-07-03", "On July 3, 2025"),
    )
    pron = {"heenan": "he", "osadebe": "he", "dykstra": "she", "vazquez": "she"}
    own = {"heenan": "his", "osadebe": "his", "dykstra": "her", "vazquez": "her"}
    name = {"heenan": "Heenan", "osadebe": "Osadebe", "dykstra": "Dykstra", "vazquez": "Vazquez"}
    office = {
        "heenan": "Office of Litigation",
        "osadebe": "Office of Litigation",
        "dykstra": "Office of Litigation",
        "vazquez": "Office of Ethics and Appeals",
    }
    # sentence ids per plaintiff: oral notice, no written notice (list), HR e-mail, written
    # notice (+ footnote), threat, reason, harm sentences
    sid = {
        "heenan": (
            "s277",
            ["s278", "s280", "s282"],
            "s281",
            ["s283"],
            "s284",
            "s285",
            ["s286", "s293"],
        ),
        "osadebe": (
            "s295",
            ["s296", "s298", "s300"],
            "s299",
            ["s301"],
            "s302",
            "s303",
            ["s304", "s311"],
        ),
        "dykstra": (
            "s315",
            ["s317", "s319"],
            "s318",
            ["s320", "s322"],
            "s321",
            "s323",
            ["s324", "s328"],
        ),
        "vazquez": (
            "s331",
            ["s333", "s335"],
            "s334",
            ["s336"],
            "s337",
            "s338",
            ["s339", "s343", "s351"],
        ),
    }
    employment = {
        "heenan": e_heenan,
        "osadebe": e_osadebe,
        "dykstra": e_dykstra,
        "vazquez": e_vazquez,
    }
    by_id = {s.id: " ".join(s.text.split()) for s in sentences}
    written_dates = {
        "heenan": ("2025-09-15", "on September 15, 2025"),
        "osadebe": ("2025-09-15", "on September 15, 2025"),
        "dykstra": ("2025-09-16", "on September 16, 2025"),
        "vazquez": ("2025-09-15", "on September 15, 2025"),
    }
    for p in ("heenan", "osadebe", "dykstra", "vazquez"):
        oral, nowrit, mail, writ, thr, why, harm = sid[p]
        n = name[p]
        e_oral = add(
            f"{n} is told that {own[p]} management team has notice {pron[p]} is being moved to "
            f"the {office[p]}",
            "communication",
            [("hud", "agent"), (p, "recipient")],
            [q(oral, f"{n} was {'orally ' if p != 'vazquez' else ''}informed on or about June 24")],
            date=_day("2025-06-24", "on or about June 24, 2025", approximate=True),
        )
        add(
            f"HUD gives {n} no written notice of {own[p]} reassignment",
            "failure-to-act",
            [("hud", "agent"), (p, "patient")],
            [
                q(
                    s,
                    "did not receive written notice"
                    if "did not receive" in by_id[s]
                    else "still had not received written notice",
                )
                for s in nowrit
            ],
        )
        add(
            f'An HR official e-mails {n} about a "voluntary reassignment" and asks for '
            f"{own[p]} resume",
            "communication",
            [("hr", "agent"), (p, "recipient")],
            [q(mail, f"{n} received an e-mail from an HR official")],
            date=_day("2025-07-16", "On July 16, 2025"),
        )
        wd, wtext = written_dates[p]
        wev = [q(writ[0], f"{n} received written notice")]
        if len(writ) > 1:
            wev.append(q(writ[1], "The email was sent on September 15, 2025"))
        e_writ = add(
            f"{n} receives written notice of {own[p]} reassignment",
            "communication",
            [("hud", "agent"), (p, "recipient")],
            wev,
            date=_day(wd, wtext),
        )
        add(
            f"The notice tells {n} to accept the reassignment or be subject to removal from the "
            "Federal service",
            "threat",
            [("hud", "agent"), (p, "patient")],
            [
                q(
                    thr,
                    f"In the formal written notification, Ms. {n}"
                    if own[p] == "her"
                    else f"In the formal written notification, Mr. {n}",
                ),
                q("s420", "requiring them to accept the reassignments under threat of removal"),
            ],
        )
        e_re = add(
            f"HUD reassigns {n} out of OFH to the {office[p]} because of {own[p]} FHA work",
            "adverse-action",
            [("hud", "agent"), (p, "patient")],
            [
                q(writ[0], "with an effective date of October 5, 2025"),
                q(why, "Defendants took this adverse action against"),
                *[q(h, "reassignment") for h in harm],
            ],
            date=_day("2025-10-05", "an effective date of October 5, 2025"),
        )
        link("CAUSES", employment[p], e_re, [q(why, "because of " + own[p] + " work at OFH")])
        link("BEFORE", e_oral, e_writ, [q(nowrit[-1], "still had not received written notice")])
        link("BEFORE", e_writ, e_re, [q(writ[0], "with an effective date of October 5, 2025")])

    # --- Gordon's demotion and reassignment ----------------------------------------------
    g_told = add(
        "Gordon is told she will be demoted and involuntarily reassigned to the Personnel Law "
        "Division",
        "communication",
        [("ogc", "agent"), ("gordon", "recipient")],
        [q("s358", "Plaintiff Hannah Gordon was first informed on June 23, 2025")],
        date=_day("2025-06-23", "on June 23, 2025"),
    )
    g_notice = add(
        "Gordon receives official written notice of her transfer",
        "communication",
        [("hud", "agent"), ("gordon", "recipient")],
        [q("s359", "Ms. Gordon received official written notice of her transfer")],
        date=_day("2025-06-30", "on June 30, 2025"),
    )
    g_demote = add(
        "HUD demotes Gordon from her supervisory position and reassigns her out of OFH because "
        "of her FHA work",
        "demotion",
        [("hud", "agent"), ("gordon", "patient")],
        [
            q("s192", "would be demoted to trial attorneys and transferred out of OFH"),
            q("s255", "the supervisors whose reassignments outside of OFH have already taken"),
            q("s360", "agency officials took this action against Ms."),
            q("s361", "Ms. Gordon has been working in her reassigned position since July 27, 2025"),
            q("s368", "Ms. Gordon has been irreparably harmed by her reassignment."),
            q("s371", "due to her reassignment"),
            q("s382", "damaged by the demotion from her supervisor position"),
            q("s383", "she was demoted"),
        ],
        date=_day("2025-07-27", "since July 27, 2025"),
    )
    link("BEFORE", g_told, g_notice, [q("s359", "on June 30, 2025")])
    link("BEFORE", g_told, g_demote, [q("s358", "she would be demoted")])
    link("CAUSES", g_transfer, g_demote, [q("s360", "because of her work at OFH enforcing")])
    g_report = add(
        "Gordon reports to work on her supposed first day and finds she has not been reassigned",
        "other",
        [("gordon", "agent")],
        [q("s263", "she reported to work for the new job")],
    )
    g_delay = add(
        "Gordon is told the next day that her start date has been delayed by two weeks",
        "communication",
        [("hud", "agent"), ("gordon", "recipient")],
        [q("s264", "She was not informed until the next day")],
    )
    link("BEFORE", g_report, g_delay, [q("s264", "until the next day")])
    add(
        "Gordon receives no notice or paperwork documenting her transfer",
        "failure-to-act",
        [("hud", "agent"), ("gordon", "patient")],
        [q("s265", "Ms. Gordon received no further notice or paperwork")],
    )
    add(
        "Gordon's new supervisor e-mails her about a staff meeting",
        "communication",
        [("new_supervisor", "agent"), ("gordon", "recipient")],
        [q("s265", "she received an email from her new supervisor")],
    )
    g_nowork = add(
        "Gordon is not assigned any work in her new position until August 6",
        "adverse-action",
        [("hud", "agent"), ("gordon", "patient")],
        [q("s362", "Ms. Gordon was not assigned any work until August 6.")],
        date=_day("2025-08-06", "until August 6"),
    )
    link("BEFORE", g_demote, g_nowork, [q("s362", "In her new position")])
    add(
        "Gordon is told a regional office could help with her assigned cases",
        "communication",
        [("gordon", "recipient")],
        [q("s364", "She was also told that a regional office had capacity")],
    )
    g_direct = add(
        "Gordon is directed to continue her reasonable-accommodation advice work from OFH",
        "communication",
        [("hud", "agent"), ("gordon", "recipient")],
        [
            q("s365", "She has, however, been permitted to continue doing some of her prior work"),
            q("s366", "she was directed to continue her prior workstreams"),
        ],
    )
    link("BEFORE", g_demote, g_direct, [q("s366", "after she was moved")])
    add(
        "Gordon is not permitted to continue FHA enforcement work",
        "adverse-action",
        [("hud", "agent"), ("gordon", "patient")],
        [q("s367", "she has not been permitted to continue working on any FHA-specific")],
    )
    add(
        'Gordon\'s new supervisor acknowledges her new work is "a complete 180"',
        "communication",
        [("new_supervisor", "agent"), ("gordon", "recipient")],
        [q("s369", "Ms. Gordon’s new supervisor has acknowledged")],
    )
    g_voice = add(
        "Gordon tells OGC leadership and her new supervisor of her distress",
        "complaint",
        [("gordon", "agent"), ("leadership", "recipient"), ("new_supervisor", "recipient")],
        [q("s379", "She has expressed this to OGC leadership and her new supervisor")],
    )
    g_open = add(
        'OGC leadership and her new supervisor tell Gordon to "keep an open mind"',
        "communication",
        [("leadership", "agent"), ("new_supervisor", "agent"), ("gordon", "recipient")],
        [q("s379", "their response was to tell her to “keep an open mind.”")],
    )
    link("BEFORE", g_voice, g_open, [q("s379", "their response was")])
    add(
        "HUD gives Gordon no formal training in her new role",
        "failure-to-act",
        [("hud", "agent"), ("gordon", "patient")],
        [q("s380", "Ms. Gordon has not received formal training in her new role")],
    )

    # --- the Administration's hostility (section VI) -------------------------------------
    add(
        "The Administration eliminates or cuts civil rights offices in other agencies",
        "other",
        [("administration", "agent")],
        [q("s392", "the Administration has eliminated or dramatically cut civil rights offices")],
    )
    add(
        "HUD officials withhold meritorious discrimination charges and halt or close fair "
        "housing cases",
        "other",
        [("hud", "agent")],
        [
            q("s393", "the Administration has sought to weaken the enforcement"),
            q("s394", "HUD officials have withheld meritorious discrimination charges"),
        ],
    )
    add(
        "Channels for reporting housing discrimination are shut down",
        "other",
        [("hud", "agent")],
        [q("s394", "multiple channels for reporting housing discrimination have been shut down")],
    )
    add(
        "HUD ends major investigations where it had already found civil rights violations",
        "other",
        [("hud", "agent")],
        [q("s394", "HUD was ending at least seven major investigations")],
    )
    add(
        "DOGE purges references to protected classes from government websites",
        "other",
        [("administration", "agent")],
        [q("s399", "the effort by DOGE to purge references to protected classes")],
    )
    add(
        "The Administration directs that fair housing content be removed at HUD",
        "other",
        [("administration", "agent"), ("hud", "recipient")],
        [q("s399", "the Administration directed that everything about fair housing be removed")],
    )
    add(
        "HUD offices are instructed to search grantee websites for civil rights terms, and the "
        "searches are used to cancel grants",
        "other",
        [("hud", "agent")],
        [
            q("s400", "This scrutiny also fell on fair housing grantees."),
            q("s401", "HUD offices had been instructed to search grantee websites"),
        ],
    )
    add(
        "FHEO's political leadership issues memoranda limiting FHA investigations",
        "other",
        [("fheo", "agent")],
        [q("s402", "Recent agency memoranda issued by political leadership in FHEO")],
    )
    add(
        "President Trump campaigns on a promise to roll back Fair Housing Act programs",
        "communication",
        [("administration", "agent")],
        [q("s404", "President Trump campaigned on a promise to roll back programs")],
        date=_day("2020-01-01", "the 2020 presidential election", granularity="year"),
    )

    # --- the suit ------------------------------------------------------------------------
    add(
        "Plaintiffs sue HUD and Secretary Turner under the Fair Housing Act",
        "lawsuit",
        [*everyone, ("hud", "patient"), ("turner", "patient"), ("court", "recipient")],
        [
            q("s35", "Plaintiffs are the ones seeking to vindicate their own rights"),
            q("s36", "Plaintiffs ask this Court to declare"),
            q("s53", "this lawsuit is a “civil action authorized by law”"),
            q("s413", "Plaintiffs bring this claim pursuant to 42 U.S.C. § 3613(a)(1)(A)."),
            q("s431", "Plaintiffs request that the Court award the following relief"),
            q("s437", "Dated: September 22, 2025"),
        ],
        date=_day("2025-09-22", "Dated: September 22, 2025"),
    )
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
