"""The gold graph of ``case16799_doc100073``, one of the two complaints kept unseen while the rules
of issue 30's eleventh round were written.

Chosen by a stated rule, not by the extractor: the lead took ten complaints of the same
Clearinghouse source filed under other case types than Equal Employment, picked by a count of
employment words, in a fixed order (case46192_doc156479, case13871_doc69615,
case17299_doc104689, case16659_doc97995, case46896_doc162834, case16799_doc100073,
case45944_doc154484, case12038_doc41372, case13418_doc64567, case12046_doc41384); the first that
tells the story of one or a few named people's employment goes to gold11a, the second to this
author, judged from the Clearinghouse summary and the complaint's opening. Skipped: AACTE v.
Carter (46192: teacher-education associations against the termination of grants; its employees
are unnamed staff of "University A"), Green v. TSA (13871: travellers on the No-Fly List; two are
said in passing to work for the ACLU), Wilson v. Seattle Housing Authority (17299: a Section 8
voucher terminated), Roberts v. Sinclair (16659: a docket of Muslim prisoners' Ramadan meals) and
NWSEO v. Trump (46896: two unions against an executive order; no person's story), Zubik,
Diocese of Beaumont and Franciscan University v. Sebelius (12038, 13418, 12046: employers'
challenges to the contraception mandate; no person's story). Two remain. Jones v. South Carolina
Department of Corrections (45944: four named prisoners' work in a prison-industry programme paid
the minimum wage) is gold11a's. This complaint tells five named people's stories, and their
employment is part of each: Mendoza's search for work and the flagger job she was turned away
from, Bermudez's work as a cook and her drive to work, Ganuelas's work as a bartender, her firing
in July 2018 and her search for work through TERO, Roberts's inability to work since 2003,
Heath's last regular job in 1997. (Read strictly in the stated order it comes before Jones; the
two complaints are the same either way.) Written from the text before the extractor was run on
it. ``benchmarks/events.py`` scores it only with the eleventh round's unseen set.

``case16799_doc100073`` (66 KB): Mendoza, Bermudez, Ganuelas, Heath and Roberts v. Garrett
(Director of ODOT), Baney, O'Hollaren, Van Brocklin and Callery (Chair and Members of the Oregon
Transportation Commission) and McClellan (Administrator of the DMV) (D. Or., No. 3:18-cv-01634,
filed September 7, 2018; case type Criminal Justice (Other)): a class action against Oregon's
suspension of driver's licenses for unpaid traffic debt without regard to ability to pay, under
the Fourteenth Amendment and 42 U.S.C. § 1983; a public court filing.

Same conventions as ``author_gold.py`` and ``author_gold_unseen10_*.py``: quotes are fragments
resolved to the exact sentence text; one event per act, with every sentence that tells it (the
introduction's, the class allegations' and the counts' retellings included); the date its own
sentences state; relations only where the text states them (a cue word such as "after", "prior
to", "later", "before", "since", "at the time that"; or a stated cause such as "because", "due
to", "so", "when she failed to").

What counted as an event. The DMV's practice of suspending licenses for unpaid traffic debt (one
adverse-action: the introduction's 334,338 suspensions, the yearly figures, the class allegations
and the counts), the court clerks' automatic notices to the DMV, the DMV's providing no
ability-to-pay hearing before or after a suspension (one failure-to-act, with the procedural
count). Each plaintiff's acts and the acts done to them: every citation, failure to appear,
missed payment, referral to collections, payment plan offered, notice, suspension (one event per
dated suspension; "at least twenty additional notices" or "six additional notices" is one event
each), reinstatement, jailing, payments made, driving on a suspended license (one event per
plaintiff for the continuing driving, a dated drive its own event), and, for each, the DMV's
never considering their ability to pay and its not offering a way to reinstate (two failures to
act each). Employment: Mendoza's obtaining steady employment, her looking for work, her inquiry
about a flagger job and being turned away; Bermudez's work as a cook; Ganuelas's work as a
bartender, her failing to show up for work, her firing, her yoga teaching, her search through
TERO, ODOT's hiring of flaggers through TERO and her not qualifying; Roberts's becoming unable
to work (March 2003); Heath's last regular job, her odd work before SSDI, her being found
disabled. Other told acts: Mendoza's family's move to the motel after the shelter's roof caved
in, Bermudez's giving birth and her letter to the court, the court's not reducing her payments,
the Washington County court's letter of April 6, 2018, Ganuelas's drive home from her
grandmother's birthday; the plaintiffs' letter of August 14, 2018 to McClellan and the DMV's
denial of August 21, 2018; this suit. Not events: statutes and what they allow, statistics of
other people (commuting, transit, poverty, food insecurity), states and amounts ("is
unemployed", "owes $1,660.37", "is too poor", "receives $562 per month", homelessness, health),
habits and harms (food pantries, missed school events and family functions, the daughter's
soccer, riding a bicycle, cab fares), fears and anticipations, the counts' legal conclusions
other than those above, the jury demand and the prayer (part of the suit).

run: python tests/data/events/author_gold_unseen11_b.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _load, build, ent, evt, rel  # type: ignore[import-not-found]

PLAINTIFFS = ["mendoza", "bermudez", "ganuelas", "roberts", "heath"]


def mendoza() -> dict[str, Any]:
    stem = "case16799_doc100073"
    sentences, q = _load(stem)

    def ev(*pairs: tuple[str, str]) -> list[Any]:
        return [q(s, f) for s, f in pairs]

    entities = [
        ent(
            "mendoza",
            "Cindy Mendoza",
            "person",
            ["plaintiff"],
            ev(("s9", "CINDY MENDOZA"), ("s43", "Plaintiff Cindy Mendoza")),
            ["Mendoza", "Ms. Mendoza", "Plaintiffs"],
        ),
        ent(
            "bermudez",
            "Gloria Bermudez",
            "person",
            ["plaintiff", "employee"],
            ev(("s9", "GLORIA BERMUDEZ"), ("s44", "Plaintiff Gloria Bermudez")),
            ["Bermudez", "Ms. Bermudez", "Plaintiffs"],
        ),
        ent(
            "ganuelas",
            "Cekais Toni Ganuelas",
            "person",
            ["plaintiff", "employee"],
            ev(("s10", "CEKAIS TONI GANUELAS"), ("s45", "Plaintiff Cekais Toni Ganuelas")),
            ["Ganuelas", "Ms. Ganuelas", "Plaintiffs"],
        ),
        ent(
            "roberts",
            "Karl Wade Roberts",
            "person",
            ["plaintiff"],
            ev(("s10", "KARL WADE ROBERTS"), ("s47", "Plaintiff Karl Wade Roberts")),
            ["Roberts", "Mr. Roberts", "Plaintiffs"],
        ),
        ent(
            "heath",
            "Rebecca Heath",
            "person",
            ["plaintiff"],
            ev(("s10", "REBECCA HEATH"), ("s48", "Plaintiff Rebecca Heath")),
            ["Heath", "Ms. Heath", "Plaintiffs"],
        ),
        ent(
            "dmv",
            "Oregon Driver and Motor Vehicles Division (DMV)",
            "agency",
            ["defendant"],
            ev(("s12", "the Administrator of Driver and Motor Vehicles Division (“DMV”)")),
            ["DMV", "the DMV", "Oregon DMV", "Defendants"],
        ),
        ent(
            "garrett",
            "Matthew Garrett",
            "person",
            ["defendant"],
            ev(("s11", "MATTHEW GARRETT"), ("s49", "Defendant Matthew Garrett is the Director")),
            ["Director Garrett", "Garrett", "Defendants"],
        ),
        ent(
            "baney",
            "Tammy Baney",
            "person",
            ["defendant"],
            ev(("s11", "TAMMY BANEY"), ("s54", "Defendant Tammy Baney is the Chair")),
            ["Baney", "Commissioners", "Defendants"],
        ),
        ent(
            "ohollaren",
            "Sean O'Hollaren",
            "person",
            ["defendant"],
            ev(("s54", "Sean O’Hollaren")),
            ["O’Hollaren", "Commissioners", "Defendants"],
        ),
        ent(
            "vanbrocklin",
            "Bob Van Brocklin",
            "person",
            ["defendant"],
            ev(("s54", "Bob Van Brocklin")),
            ["Van Brocklin", "Commissioners", "Defendants"],
        ),
        ent(
            "callery",
            "Martin Callery",
            "person",
            ["defendant"],
            ev(("s54", "Martin Callery")),
            ["Callery", "Commissioners", "Defendants"],
        ),
        ent(
            "mcclellan",
            "Tom McClellan",
            "person",
            ["defendant"],
            ev(("s57", "Defendant Tom McClellan is the Administrator of the DMV")),
            ["Administrator McClellan", "McClellan", "Defendants"],
        ),
        ent(
            "odot",
            "Oregon Department of Transportation (ODOT)",
            "agency",
            ["employer"],
            ev(("s12", "Oregon Department of Transportation (“ODOT”)")),
            ["ODOT"],
        ),
        ent(
            "otc",
            "Oregon Transportation Commission (OTC)",
            "agency",
            [],
            ev(("s12", "the Oregon Transportation Commission (“OTC”)")),
            ["OTC"],
        ),
        ent(
            "clerks",
            "court clerks",
            "person",
            [],
            ev(("s136", "court clerks notify the DMV")),
            ["The clerks"],
        ),
        ent(
            "wasco",
            "Wasco County Circuit Court",
            "court",
            [],
            ev(("s249", "Wasco County Circuit Court")),
        ),
        ent(
            "milwaukie",
            "Milwaukie Municipal Court",
            "court",
            [],
            ev(("s254", "Milwaukie Municipal Court")),
        ),
        ent(
            "beaverton",
            "Beaverton Municipal Court",
            "court",
            [],
            ev(("s256", "Beaverton Municipal Court")),
        ),
        ent(
            "clackamas",
            "Clackamas County Circuit Court",
            "court",
            [],
            ev(("s258", "Clackamas County Circuit Court")),
            ["Clackamas Circuit Court", "the court"],
        ),
        ent(
            "multnomah",
            "Multnomah County Circuit Court",
            "court",
            [],
            ev(("s288", "Multnomah County Circuit Court")),
            ["the court"],
        ),
        ent(
            "washington",
            "Washington County Justice Court",
            "court",
            [],
            ev(("s288", "Washington County Justice Court")),
            ["the court"],
        ),
        ent(
            "pendleton_court",
            "Pendleton Municipal Court",
            "court",
            [],
            ev(("s349", "the Pendleton Municipal Court")),
        ),
        ent(
            "umatilla",
            "Umatilla County Circuit Court",
            "court",
            [],
            ev(("s355", "Umatilla County Circuit Court")),
        ),
        ent(
            "baker",
            "Baker County Justice Court",
            "court",
            [],
            ev(("s401", "the Baker County Justice Court")),
        ),
        ent(
            "arlington",
            "Arlington County Justice Court",
            "court",
            [],
            ev(("s404", "the Arlington County Justice Court")),
        ),
        ent(
            "collections",
            "collection agencies",
            "organization",
            [],
            ev(("s248", "a collections agency"), ("s404", "a collection agency")),
            ["collections"],
        ),
        ent(
            "police",
            "the police",
            "agency",
            [],
            ev(("s311", "the police")),
        ),
        ent(
            "mall_restaurant",
            "restaurant in a shopping mall (Bermudez's employer)",
            "organization",
            ["employer"],
            ev(("s283", "a restaurant in a shopping mall")),
        ),
        ent(
            "pendleton_restaurant",
            "restaurant in Pendleton (Ganuelas's employer)",
            "organization",
            ["employer"],
            ev(("s336", "a restaurant in Pendleton")),
        ),
        ent(
            "tero",
            "Tribal Employment Rights Office (TERO)",
            "agency",
            [],
            ev(("s381", "the Tribal Employment Rights Office")),
            ["TERO"],
        ),
        ent(
            "flagger_employer",
            "construction employer of street flaggers",
            "organization",
            [],
            ev(("s273", "a position as a street “flagger” for construction jobs")),
        ),
        ent(
            "attorney",
            "Oregon Law Center",
            "organization",
            ["attorney"],
            ev(("s2", "OREGON LAW CENTER"), ("s459", "through their attorney")),
        ),
        ent(
            "court",
            "U.S. District Court for the District of Oregon",
            "court",
            [],
            ev(("s6", "UNITED STATES DISTRICT COURT")),
            ["this Court", "the Court"],
        ),
    ]
    events: list[Any] = []
    relations: list[Any] = []

    def add(
        label: str, type: str, parts: list[tuple[str, str]], pairs: list[tuple[str, str]], **kw: Any
    ) -> str:
        eid = f"ev{len(events) + 1}"
        events.append(evt(eid, label, type, parts, ev(*pairs), **kw))
        return eid

    def link(type: str, source: str, target: str, sid: str, fragment: str) -> None:
        relations.append(rel(f"r{len(relations) + 1}", type, source, target, ev((sid, fragment))))

    everyone = [(p, "patient") for p in PLAINTIFFS]
    dmv = [("dmv", "agent")]

    # --- the DMV's practice ------------------------------------------------------------------
    add(
        "The DMV suspends driver's licenses for failure to pay traffic debt, the Plaintiffs' "
        "among them, without considering ability to pay",
        "adverse-action",
        [*dmv, ("mcclellan", "agent"), *everyone],
        [
            ("s14", "the Oregon DMV suspended Oregonians’ driver’s licenses 334,338 times"),
            ("s23", "The DMV suspends driver’s licenses for failure to pay traffic debt"),
            ("s30", "who have lost their driver’s licenses, and cannot get them back"),
            ("s172", "the DMV issued an average of 33,482 license suspensions each year"),
            ("s468", "the Oregon DMV suspended Oregonians’ driver’s licenses 334,338 times"),
            ("s469", "the DMV issued 32,280 license suspensions"),
            ("s475", "All of the named Plaintiffs have had their driver’s licenses suspended"),
            ("s477", "The DMV automatically suspends driver’s licenses"),
            ("s494", "who had their driver’s licenses suspended for their inability to pay"),
            ("s495", "They are all affected by the Defendants’ suspension of their driver’s"),
            ("s524", "DMV’s automatic suspension of driver’s licenses for nonpayment"),
            (
                "s533",
                "only indigent traffic debtors are punished with driver’s license suspensions",
            ),
        ],
    )
    add(
        "Court clerks automatically notify the DMV of unpaid traffic debt, without inquiry",
        "communication",
        [("clerks", "agent"), ("dmv", "recipient")],
        [
            ("s136", "court clerks notify the DMV of the nonpayment of the debt"),
            ("s137", "The clerks automatically send notices of the delinquencies to the DMV"),
        ],
    )
    add(
        "The DMV provides no hearing or procedure to show inability to pay, before or after "
        "a suspension",
        "failure-to-act",
        [*dmv, *everyone],
        [
            ("s215", "traffic debtors have no right to have their indigence determined"),
            ("s216", "The DMV does not"),
            ("s218", "evaluate ability-to-pay nor ensure that any entity has made"),
            ("s225", "Debtors have no opportunity to avoid or challenge the suspension"),
            ("s228", "the DMV provide a procedure for low-income traffic debtors"),
            ("s539", "by suspending their licenses without affording them a pre-suspension"),
            ("s540", "by not affording them a post-suspension hearing"),
        ],
    )

    def never_considered(who: str, name: str, pairs: list[tuple[str, str]]) -> str:
        return add(
            f"The DMV never considers whether {name} could afford to pay before suspending",
            "failure-to-act",
            [*dmv, (who, "patient")],
            pairs,
        )

    def no_offer(who: str, name: str, sid: str) -> str:
        return add(
            f"The DMV offers {name} no opportunity to reinstate the license for inability to pay",
            "failure-to-act",
            [*dmv, (who, "patient")],
            [(sid, "has not offered")],
        )

    # --- Cindy Mendoza -------------------------------------------------------------------------
    roof = add(
        "The homeless shelter where Mendoza lived becomes uninhabitable after its roof caves in",
        "other",
        [],
        [("s237", "a homeless shelter, became uninhabitable after the roof caved in")],
    )
    motel = add(
        "Mendoza and her children are forced to move to a motel room",
        "other",
        [("mendoza", "agent")],
        [("s237", "they were forced to move to the motel")],
    )
    link("CAUSES", roof, motel, "s237", "forced to move to the motel after")
    add(
        "Mendoza looks for work, limited by having no valid driver's license",
        "other",
        [("mendoza", "agent")],
        [
            ("s239", "She is looking for work"),
            ("s272", "She is looking for employment"),
            ("s274", "Ms. Mendoza has also had a difficult time finding work"),
        ],
    )
    m_ticket = add(
        "Mendoza gets a speeding ticket in Wasco County",
        "other",
        [("mendoza", "patient")],
        [
            ("s244", "after getting a traffic violation in Wasco County for speeding"),
            ("s245", "The ticket was for $400"),
        ],
    )
    m_s2010 = add(
        "Mendoza's license is suspended for the first time",
        "adverse-action",
        [*dmv, ("mendoza", "patient")],
        [("s244", "The first time Ms. Mendoza’s driver’s license was suspended")],
        date=_day("2010-06-08", "on June 8, 2010"),
    )
    link("BEFORE", m_ticket, m_s2010, "s244", "after getting a traffic violation")
    add(
        "Mendoza's debt grows with costs and fees and is referred to a collections agency",
        "other",
        [("wasco", "agent"), ("collections", "recipient"), ("mendoza", "patient")],
        [("s248", "the debt was referred to a collections agency")],
    )
    m_hire = add(
        "Mendoza obtains steady employment",
        "hiring",
        [("mendoza", "patient")],
        [("s249", "after obtaining steady employment")],
    )
    m_payoff = add(
        "Mendoza pays off her debt to Wasco County Circuit Court",
        "other",
        [("mendoza", "agent"), ("wasco", "recipient")],
        [("s249", "she was finally able to pay off her debt to Wasco County Circuit Court")],
    )
    link("BEFORE", m_hire, m_payoff, "s249", "after obtaining steady employment")
    add(
        "Mendoza's license is reinstated",
        "other",
        [*dmv, ("mendoza", "beneficiary")],
        [("s249", "her license was reinstated in"), ("s251", "April 2015")],
        date=_day("2015-04-01", "April 2015", granularity="month"),
    )
    m_dws = add(
        "Mendoza is cited a few more times for driving on a suspended license",
        "other",
        [("mendoza", "patient")],
        [
            ("s252", "Ms. Mendoza was cited a few more times for driving on a suspended license"),
            ("s253", "These additional traffic citations put her in a downward spiral"),
        ],
    )
    link("BEFORE", m_dws, m_payoff, "s252", "prior to paying off that debt")
    add(
        "Mendoza is cited for driving on a suspended license (Milwaukie)",
        "other",
        [("mendoza", "patient")],
        [("s254", "a January 8, 2016, citation for driving on a suspended license")],
        date=_day("2016-01-08", "January 8, 2016"),
    )
    add(
        "The DMV suspends Mendoza's license for inability to pay her Milwaukie court debt",
        "adverse-action",
        [*dmv, ("mendoza", "patient"), ("milwaukie", "instrument")],
        [
            ("s254", "Ms. Mendoza’s driver’s license is currently suspended because she owes"),
            ("s255", "DMV suspended her license on April 8, 2016"),
        ],
        date=_day("2016-04-08", "on April 8, 2016"),
    )
    add(
        "Mendoza commits a driving-on-a-suspended-license violation (Beaverton)",
        "other",
        [("mendoza", "agent")],
        [("s256", "another driving on a suspended license traffic violation that occurred")],
        date=_day("2013-08-24", "on August 24, 2013"),
    )
    add(
        "The DMV suspends Mendoza's license for non-payment of her Beaverton court debt",
        "adverse-action",
        [*dmv, ("mendoza", "patient")],
        [("s257", "The DMV suspended her license for non-payment of her court debt")],
        date=_day("2015-07-29", "on July 29, 2015"),
    )
    m_fta = add(
        "Mendoza fails to appear at her arraignment and a hearing in the Clackamas case",
        "failure-to-act",
        [("mendoza", "agent"), ("clackamas", "recipient")],
        [
            ("s258", "for failing to appear at her arraignment"),
            ("s262", "due to her failure to appear for a hearing in that same case"),
        ],
    )
    m_s2013 = add(
        "The DMV suspends Mendoza's license for failure to appear",
        "adverse-action",
        [*dmv, ("mendoza", "patient")],
        [("s262", "The DMV also suspended Ms. Mendoza’s license on October 11, 2013")],
        date=_day("2013-10-11", "on October 11, 2013"),
    )
    link("CAUSES", m_fta, m_s2013, "s262", "due to her failure to appear")
    add(
        "Clackamas County Circuit Court offers Mendoza a payment plan",
        "other",
        [("clackamas", "agent"), ("mendoza", "recipient")],
        [
            ("s259", "Ms. Mendoza is on a payment plan for this case"),
            ("s270", "even though one has been offered to her"),
        ],
    )
    m_missed = add(
        "Mendoza misses her payments",
        "failure-to-act",
        [("mendoza", "agent")],
        [("s260", "Ms. Mendoza has missed her payments")],
    )
    m_coll = add(
        "Clackamas Circuit Court refers Mendoza's debt to collections",
        "other",
        [("clackamas", "agent"), ("collections", "recipient"), ("mendoza", "patient")],
        [("s260", "Clackamas Circuit Court referred her debt to collections")],
        date=_day("2018-06-01", "in June 2018", granularity="month"),
    )
    link("CAUSES", m_missed, m_coll, "s260", "Because Ms. Mendoza has missed her payments")
    never_considered(
        "mendoza",
        "Mendoza",
        [
            ("s262", "The DMV never considered whether Ms. Mendoza could afford"),
            ("s264", "debt before suspending her license"),
        ],
    )
    no_offer("mendoza", "Mendoza", "s265")
    add(
        "Mendoza continues to drive on her suspended license",
        "other",
        [("mendoza", "agent")],
        [
            ("s271", "Ms. Mendoza continues to drive"),
            ("s275", "Ms. Mendoza continues to drive so that she can get her children"),
            ("s276", "Ms. Mendoza knows she is taking a risk driving on a suspended"),
        ],
    )
    add(
        "Mendoza inquires about a position as a street flagger for construction jobs",
        "communication",
        [("mendoza", "agent"), ("flagger_employer", "recipient")],
        [("s273", "Recently she inquired about a position as a street “flagger”")],
    )
    add(
        "Mendoza is turned away from the flagger job because it requires a valid license",
        "adverse-action",
        [("flagger_employer", "agent"), ("mendoza", "patient")],
        [("s273", "she was turned away because the job required a valid driver’s license")],
    )

    # --- Gloria Bermudez -----------------------------------------------------------------------
    add(
        "Bermudez works as a cook at a restaurant in a shopping mall",
        "employment",
        [("bermudez", "agent"), ("mall_restaurant", "patient")],
        [
            ("s282", "She is the sole wage earner for her family"),
            ("s283", "Ms. Bermudez works as a cook at a restaurant in a shopping mall"),
            ("s284", "She earns $14 per hour"),
            ("s324", "Her workplace is about seven miles away from her home"),
            ("s325", "It takes her 25 minutes to drive to work"),
        ],
    )
    add(
        "Bermudez is cited for failing to obey a traffic control device",
        "other",
        [("bermudez", "patient")],
        [
            ("s290", "she was cited on February 22, 2003 for failing to obey"),
            ("s291", "The ticket – originally for $175 – grew to $299.16"),
        ],
        date=_day("2003-02-22", "on February 22, 2003"),
    )
    b_fta = add(
        "Bermudez fails to appear at her arraignment",
        "failure-to-act",
        [("bermudez", "agent"), ("multnomah", "recipient")],
        [("s292", "because she failed to appear at her arraignment")],
    )
    b_s2003 = add(
        "Bermudez's license is suspended for failure to appear",
        "adverse-action",
        [*dmv, ("bermudez", "patient")],
        [("s292", "Initially, her license was suspended, in May 2003")],
        date=_day("2003-05-01", "in May 2003", granularity="month"),
    )
    link("CAUSES", b_fta, b_s2003, "s292", "because she failed to appear")
    add(
        "Bermudez's debt is sent to collections",
        "other",
        [("multnomah", "agent"), ("collections", "recipient"), ("bermudez", "patient")],
        [("s293", "Her debt was sent to collections")],
    )
    b_plan = add(
        "The court sets Bermudez up on a payment plan",
        "other",
        [("multnomah", "agent"), ("bermudez", "recipient")],
        [("s294", "The court later set her up on a payment plan")],
    )
    link("BEFORE", b_s2003, b_plan, "s294", "The court later set her up")
    add(
        "Bermudez's license is reinstated",
        "other",
        [*dmv, ("bermudez", "beneficiary")],
        [("s294", "her license was reinstated on May 12, 2010")],
        date=_day("2010-05-12", "on May 12, 2010"),
    )
    b_miss = add(
        "Bermudez cannot keep up with the $50 payments",
        "failure-to-act",
        [("bermudez", "agent")],
        [("s295", "she couldn’t afford to keep up with these $50 payments")],
    )
    b_s2012 = add(
        "The DMV suspends Bermudez's license again for failure to pay her traffic debt",
        "adverse-action",
        [*dmv, ("bermudez", "patient")],
        [("s295", "so the DMV suspended her license again")],
        date=_day("2012-09-14", "on September 14, 2012"),
    )
    link("CAUSES", b_miss, b_s2012, "s295", "so the DMV suspended her license again")
    b_seats = add(
        "Bermudez is cited for failing to use proper child seats",
        "other",
        [("bermudez", "patient")],
        [
            ("s296", "she was cited on July 1, 2013 for failing to use proper child seats"),
            ("s297", "This was originally a $120 ticket"),
            ("s300", "At the time that Ms. Bermudez was cited for improper use of child seats"),
        ],
        date=_day("2013-07-01", "on July 1, 2013"),
    )
    add(
        "The DMV suspends Bermudez's license for inability to pay the child-seat ticket",
        "adverse-action",
        [*dmv, ("bermudez", "patient")],
        [("s298", "The DMV suspended her license due to her inability to pay")],
        date=_day("2013-10-07", "on October 7, 2013"),
    )
    b_other = add(
        "Bermudez is cited for driving on a suspended license, expired tags and no insurance",
        "other",
        [("bermudez", "patient")],
        [("s300", "she was also cited for driving on a suspended license")],
    )
    link("SAME-TIME", b_other, b_seats, "s300", "At the time that Ms. Bermudez was cited")
    add(
        "Bermudez fails to appear at her arraignment in the related case",
        "failure-to-act",
        [("bermudez", "agent"), ("multnomah", "recipient")],
        [("s301", "for failing to appear at her arraignment")],
    )
    add(
        "The DMV suspends Bermudez's license in the related case",
        "adverse-action",
        [*dmv, ("bermudez", "patient")],
        [("s302", "The DMV suspended her driver’s license in that case")],
        date=_day("2014-01-21", "on January 21, 2014"),
    )
    add(
        "Bermudez pays hundreds of dollars to Multnomah County Circuit Court but falls behind",
        "other",
        [("bermudez", "agent"), ("multnomah", "recipient")],
        [("s303", "she has paid hundreds of dollars in payments")],
    )
    add(
        "Bermudez is cited for driving with a cell phone, without insurance and while suspended",
        "other",
        [("bermudez", "patient")],
        [("s305", "she was cited on July 2, 2012 for driving while operating a cell phone")],
        date=_day("2012-07-02", "on July 2, 2012"),
    )
    add(
        "The DMV suspends Bermudez's license for inability to pay the Washington County case",
        "adverse-action",
        [*dmv, ("bermudez", "patient")],
        [("s306", "the DMV suspended her driver’s license on October 7, 2013")],
        date=_day("2013-10-07", "on October 7, 2013"),
    )
    add(
        "The court offers Bermudez a $75 monthly payment plan in her 2012 case",
        "other",
        [("washington", "agent"), ("bermudez", "recipient")],
        [("s307", "Ms. Bermudez was offered a payment plan of $75 per month")],
    )
    b_birth = add(
        "Bermudez gives birth to a premature baby",
        "other",
        [("bermudez", "agent")],
        [("s308", "she had recently given birth to a premature baby")],
    )
    b_nopay = add(
        "Bermudez does not make her initial payment",
        "failure-to-act",
        [("bermudez", "agent")],
        [("s308", "she was not able to make her initial payment on August 24, 2012")],
        date=_day("2012-08-24", "on August 24, 2012"),
    )
    link("CAUSES", b_birth, b_nopay, "s308", "because she had recently given birth")
    add(
        "Bermudez hand-delivers a letter to the court explaining her circumstances",
        "communication",
        [("bermudez", "agent"), ("washington", "recipient")],
        [("s309", "She hand- delivered a letter to the court")],
    )
    add(
        "The court does not offer to eliminate or reduce Bermudez's payments",
        "failure-to-act",
        [("washington", "agent"), ("bermudez", "patient")],
        [("s310", "The court did not offer to eliminate or further reduce her payments")],
    )
    add(
        "The police stop Bermudez while she drives home after work",
        "adverse-action",
        [("police", "agent"), ("bermudez", "patient")],
        [("s311", "Ms. Bermudez was stopped by the police while driving home late after work")],
        date=_day("2018-02-24", "on February 24, 2018"),
    )
    add(
        "Bermudez is cited for driving on a suspended license",
        "other",
        [("police", "agent"), ("bermudez", "patient")],
        [
            ("s312", "She was cited for driving on a suspended license"),
            ("s313", "Ms. Bermudez owes another $440 for this traffic violation"),
        ],
    )
    add(
        "Washington County Justice Court writes Bermudez that it will notify the DMV unless "
        "she pays",
        "communication",
        [("washington", "agent"), ("bermudez", "recipient")],
        [
            ("s314", "She received a letter, on April 6, 2018"),
            ("s316", "from Washington County Justice Court informing her"),
        ],
        date=_day("2018-04-06", "on April 6, 2018"),
    )
    never_considered(
        "bermudez",
        "Bermudez",
        [("s319", "The DMV never considered whether Ms. Bermudez could afford")],
    )
    no_offer("bermudez", "Bermudez", "s320")
    add(
        "Bermudez continues to drive on her suspended license, to work and for her children",
        "other",
        [("bermudez", "agent")],
        [
            ("s323", "Ms. Bermudez has continued to drive despite the risk"),
            ("s327", "Ms. Bermudez also drives her four children to school"),
            ("s328", "Ms. Bermudez also drives to buy groceries"),
            ("s331", "Ms. Bermudez knows she risks getting more traffic violations"),
            ("s332", "she feels as though she has no other choice to maintain her job"),
        ],
    )

    # --- Cekais Toni Ganuelas ------------------------------------------------------------------
    add(
        "Ganuelas works as a bartender at a restaurant in Pendleton",
        "employment",
        [("ganuelas", "agent"), ("pendleton_restaurant", "patient")],
        [
            ("s336", "Until recently, Ms. Ganuelas worked as a bartender"),
            ("s337", "She worked about twenty hours per week"),
            ("s346", "when she was working as a bartender"),
            ("s347", "to get to work"),
        ],
    )
    g_noshow = add(
        "Ganuelas fails to show up for work because of transportation difficulties",
        "failure-to-act",
        [("ganuelas", "agent")],
        [("s338", "when she failed to show up for work due to transportation difficulties")],
    )
    g_fired = add(
        "Ganuelas is fired from her bartending job",
        "termination",
        [("pendleton_restaurant", "agent"), ("ganuelas", "patient")],
        [("s338", "She was fired in late July 2018"), ("s339", "Since Ms. Ganuelas lost her job")],
        date=_day("2018-07-01", "in late July 2018", granularity="month"),
    )
    link("CAUSES", g_noshow, g_fired, "s338", "when she failed to show up for work")
    add(
        "Ganuelas teaches yoga for $140 a month",
        "employment",
        [("ganuelas", "agent")],
        [("s339", "her only source of income is $140 per month from teaching yoga")],
    )
    add(
        "Ganuelas is cited for failure to display plates",
        "other",
        [("ganuelas", "patient")],
        [("s348", "Ms. Ganuelas was cited for failure to display plates")],
        date=_day("2012-01-01", "In 2012", granularity="year"),
    )
    g_nopay = add(
        "Ganuelas does not pay her $150 ticket",
        "failure-to-act",
        [("ganuelas", "agent")],
        [("s349", "She was unable to pay her $150 ticket")],
    )
    g_notify = add(
        "Pendleton Municipal Court notifies the DMV",
        "communication",
        [("pendleton_court", "agent"), ("dmv", "recipient")],
        [("s349", "so the Pendleton Municipal Court notified the DMV")],
    )
    link("CAUSES", g_nopay, g_notify, "s349", "so the Pendleton Municipal Court notified")
    g_s2012 = add(
        "The DMV suspends Ganuelas's license",
        "adverse-action",
        [*dmv, ("ganuelas", "patient")],
        [
            ("s350", "The DMV suspended"),
            ("s352", "her driver’s license on July 16, 2012"),
            ("s353", "Since Ms. Ganuela’s license suspension in 2012"),
        ],
        date=_day("2012-07-16", "on July 16, 2012"),
    )
    g_notices = add(
        "Ganuelas receives multiple additional suspension notices for unpaid traffic debt",
        "communication",
        [*dmv, ("ganuelas", "recipient")],
        [("s353", "she has received multiple additional suspension notices")],
    )
    link("BEFORE", g_s2012, g_notices, "s353", "Since Ms. Ganuela’s license suspension in 2012")
    g_notice16 = add(
        "The DMV sends Ganuelas a notice of suspension",
        "communication",
        [*dmv, ("ganuelas", "recipient")],
        [("s354", "the DMV sent Ms. Ganuelas a notice of suspension on October 27, 2016")],
        date=_day("2016-10-27", "on October 27, 2016"),
    )
    g_s2016 = add(
        "Ganuelas's license is suspended for failure to pay a speeding ticket",
        "adverse-action",
        [*dmv, ("ganuelas", "patient"), ("umatilla", "instrument")],
        [
            ("s354", "her license would be suspended effective December 25, 2016"),
            ("s355", "That suspension was in connection with her failure to pay"),
        ],
        date=_day("2016-12-25", "effective December 25, 2016"),
    )
    link("BEFORE", g_notice16, g_s2016, "s354", "would be suspended effective December 25, 2016")
    add(
        "Ganuelas is cited at least three times for driving with a suspended license",
        "other",
        [("ganuelas", "patient")],
        [("s356", "Ms. Ganuelas has also been cited at least three times")],
    )
    never_considered(
        "ganuelas",
        "Ganuelas",
        [("s357", "The DMV never considered whether Ms. Ganuelas could afford")],
    )
    no_offer("ganuelas", "Ganuelas", "s358")
    add(
        "Ganuelas makes payments to the courts when she can afford to",
        "other",
        [("ganuelas", "agent")],
        [("s360", "she has made payments to the courts")],
    )
    g_bday = add(
        "Ganuelas attends her grandmother's 84th birthday in Yakima",
        "other",
        [("ganuelas", "agent")],
        [("s377", "her grandmother’s 84th birthday in Yakima in July 2015")],
        date=_day("2015-07-01", "in July 2015", granularity="month"),
    )
    g_drive = add(
        "Ganuelas drives her mother's car home to make it to work on time",
        "other",
        [("ganuelas", "agent")],
        [("s377", "Ms. Ganuelas took the risk of driving her mother’s car")],
        date=_day("2015-07-01", "in July 2015", granularity="month"),
    )
    link("BEFORE", g_bday, g_drive, "s377", "To return home after her grandmother’s")
    add(
        "Ganuelas is stopped for speeding and for driving on a suspended license",
        "adverse-action",
        [("ganuelas", "patient")],
        [("s379", "She was stopped for speeding and for driving on a suspended license")],
    )
    add(
        "Ganuelas looks for a job through the Tribal Employment Rights Office",
        "other",
        [("ganuelas", "agent"), ("tero", "instrument")],
        [
            ("s380", "Ms. Ganuelas has been trying to find work"),
            ("s381", "she have been looking for a job through the Tribal Employment Rights"),
            ("s386", "It is also difficult for her to follow up on applications"),
        ],
    )
    add(
        "ODOT hires flaggers through TERO",
        "hiring",
        [("odot", "agent"), ("tero", "instrument")],
        [("s383", "ODOT was hiring flaggers through")],
    )
    add(
        "Ganuelas does not qualify for the flagger jobs because her license is suspended",
        "adverse-action",
        [("odot", "agent"), ("ganuelas", "patient")],
        [("s385", "she did not qualify because her license is suspended")],
    )

    # --- Karl Wade Roberts ---------------------------------------------------------------------
    r_disabled = add(
        "Roberts becomes unable to work (disabled) from his injuries",
        "other",
        [("roberts", "patient")],
        [
            ("s395", "Mr. Roberts has been unable to work since March 2003"),
            ("s405", "Before becoming disabled"),
        ],
        date=_day("2003-03-01", "since March 2003", granularity="month"),
    )
    r_nopay = add(
        "Roberts fails to pay a traffic ticket",
        "failure-to-act",
        [("roberts", "agent")],
        [("s396", "after he failed to pay a traffic ticket")],
    )
    r_s1994 = add(
        "The DMV suspends Roberts's license",
        "adverse-action",
        [*dmv, ("roberts", "patient")],
        [
            ("s396", "DMV suspended Mr. Roberts’s license"),
            ("s397", "His driving privileges have not been restored since then"),
        ],
        date=_day("1994-12-30", "On December 30, 1994"),
    )
    link("BEFORE", r_nopay, r_s1994, "s396", "after he failed to pay a traffic ticket")
    add(
        "Roberts receives at least twenty additional notices of suspension",
        "communication",
        [*dmv, ("roberts", "recipient")],
        [("s398", "Mr. Roberts has received at least twenty additional notices of suspension")],
    )
    add(
        "The DMV most recently suspends Roberts's license",
        "adverse-action",
        [*dmv, ("roberts", "patient")],
        [("s399", "The DMV most recently suspended his license on September 4, 2018")],
        date=_day("2018-09-04", "on September 4, 2018"),
    )
    add(
        "Arlington County Justice Court assigns a traffic debt of Roberts to a collection agency",
        "other",
        [("arlington", "agent"), ("collections", "recipient"), ("roberts", "patient")],
        [("s404", "a traffic debt assigned to that agency by the Arlington County Justice Court")],
    )
    r_pay = add(
        "Roberts makes payments to the Baker County Justice Court",
        "other",
        [("roberts", "agent"), ("baker", "recipient")],
        [("s405", "Mr. Roberts made payments to the Baker County Justice Court")],
    )
    link("BEFORE", r_pay, r_disabled, "s405", "Before becoming disabled")
    add(
        "The Baker County Justice Court will not approve a payment plan under $50 a month",
        "failure-to-act",
        [("baker", "agent"), ("roberts", "patient")],
        [("s407", "the Baker County Justice Court will not approve a payment plan")],
    )
    add(
        "Roberts is jailed for not paying traffic fines and fees",
        "adverse-action",
        [("roberts", "patient")],
        [("s409", "Mr. Roberts has been jailed for not paying traffic fines")],
    )
    never_considered(
        "roberts",
        "Roberts",
        [("s410", "The DMV never considered whether Mr. Roberts could afford")],
    )
    no_offer("roberts", "Roberts", "s411")
    add(
        "Roberts continues to drive on a limited basis",
        "other",
        [("roberts", "agent")],
        [
            ("s424", "Mr. Roberts continues to drive on a limited basis"),
            ("s426", "he needs to drive to provide for his wife’s and his own basic needs"),
        ],
    )

    # --- Rebecca Heath -------------------------------------------------------------------------
    h_ssdi = add(
        "Heath is found disabled and begins receiving SSDI",
        "agency-determination",
        [("heath", "patient")],
        [("s438", "Ms. Heath was found disabled and began receiving SSDI in 2017")],
        date=_day("2017-01-01", "in 2017", granularity="year"),
    )
    h_odd = add(
        "Heath makes ends meet collecting cans, selling beadwork and performing Native dance",
        "other",
        [("heath", "agent")],
        [("s439", "she attempted to make ends meet by collecting cans")],
    )
    link("BEFORE", h_odd, h_ssdi, "s439", "Prior to that")
    add(
        "Heath works at her last regular job, walking 5.5 miles each way",
        "employment",
        [("heath", "agent")],
        [
            ("s440", "She has not been able to maintain regular employment since 1997"),
            ("s453", "At her last regular job, in 1997"),
        ],
        date=_day("1997-01-01", "in 1997", granularity="year"),
    )
    h_fta = add(
        "Heath fails to appear on an out-of-state traffic ticket",
        "failure-to-act",
        [("heath", "agent")],
        [("s442", "after she failed to appear on an out-of-state traffic ticket")],
    )
    h_s1995 = add(
        "Heath's license is suspended",
        "adverse-action",
        [*dmv, ("heath", "patient")],
        [
            ("s442", "Ms. Heath’s driver’s license was originally suspended"),
            ("s443", "Her driving privileges have not been restored since then"),
            ("s446", "since Ms. Heath’s license was suspended for failure to pay traffic debt"),
        ],
        date=_day("1995-09-29", "on September 29, 1995"),
    )
    link("BEFORE", h_fta, h_s1995, "s442", "after she failed to appear")
    add(
        "Heath receives about six additional notices of suspension for inability to pay",
        "communication",
        [*dmv, ("heath", "recipient")],
        [
            ("s444", "Ms. Heath has received approximately six additional notices"),
            ("s445", "At the time of each suspension"),
        ],
    )
    add(
        "Heath is jailed for traffic fines and fees she could not afford",
        "adverse-action",
        [("heath", "patient")],
        [("s448", "Ms. Heath has been jailed")],
    )
    never_considered(
        "heath",
        "Heath",
        [("s449", "The DMV never considered whether Ms. Heath could afford")],
    )
    no_offer("heath", "Heath", "s450")

    # --- the request, its denial and the suit --------------------------------------------------
    letter = add(
        "Mendoza, Bermudez, Roberts and Heath, through counsel, write McClellan asking for "
        "reinstatement, fee waivers, an end to the practice or an ability-to-pay hearing",
        "complaint",
        [
            ("mendoza", "agent"),
            ("bermudez", "agent"),
            ("roberts", "agent"),
            ("heath", "agent"),
            ("attorney", "agent"),
            ("mcclellan", "recipient"),
        ],
        [
            ("s459", "sent a letter to Administrator McClellan of the DMV on August 14, 2018"),
            ("s460", "these Plaintiffs requested that the DMV provide an opportunity"),
        ],
        date=_day("2018-08-14", "on August 14, 2018"),
    )
    denial = add(
        "The DMV denies the Plaintiffs' requests by letter",
        "agency-determination",
        [
            *dmv,
            ("mendoza", "recipient"),
            ("bermudez", "recipient"),
            ("roberts", "recipient"),
            ("heath", "recipient"),
        ],
        [("s461", "The DMV denied Plaintiffs’ requests in a letter, dated August 21, 2018")],
        date=_day("2018-08-21", "dated August 21, 2018"),
    )
    link("BEFORE", letter, denial, "s461", "The DMV denied Plaintiffs’ requests")
    add(
        "Plaintiffs sue Garrett, the OTC's Chair and Members and McClellan in a class action",
        "lawsuit",
        [
            *[(p, "agent") for p in PLAINTIFFS],
            ("garrett", "patient"),
            ("baney", "patient"),
            ("ohollaren", "patient"),
            ("vanbrocklin", "patient"),
            ("callery", "patient"),
            ("mcclellan", "patient"),
            ("court", "recipient"),
        ],
        [
            ("s12", "Plaintiffs file this complaint against the Director"),
            ("s34", "seek declaratory and injunctive relief against Matthew Garrett"),
            ("s463", "This action is brought and may properly be maintained as a class action"),
            ("s546", "Plaintiffs hereby demand a trial by jury"),
            ("s548", "pray for"),
            ("s550", "DATED this 7th day of September, 2018"),
        ],
        date=_day("2018-09-07", "7th day of September, 2018"),
    )
    return build(
        stem,
        "Mendoza v. Garrett (Class Action Allegation Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    data = mendoza()
    path = HERE / f"{data['complaint']['id']}.gold.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(path, len(data["events"]), "events", len(data["relations"]), "relations")
