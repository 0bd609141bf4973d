"""The gold graph of ``case45944_doc154484``, one of the two complaints kept unseen while the rules
of issue 30's eleventh round were written.

Chosen by a stated rule, not by reading it first: the lead took ten complaints of the same
Clearinghouse source filed under other case types than Equal Employment (by a count of employment
words, without reading them) and ordered them (case46192_doc156479, case13871_doc69615,
case17299_doc104689, case16659_doc97995, case46896_doc162834, case16799_doc100073,
case45944_doc154484, case12038_doc41372, case13418_doc64567, case12046_doc41384); gold11a takes
the first one, in that order, that tells the story of one or a few named people's employment,
gold11b the second, judged from the Clearinghouse summary and the complaint's opening. Skipped:
AACTE v. Carter (46192: the termination of teacher-preparation grants, told of associations),
Green v. TSA (13871: travellers stopped because of the No-Fly List), Wilson v. Seattle Housing
Authority (17299: the termination of a Section 8 voucher), Roberts v. Sinclair (16659: Muslim
prisoners denied Ramadan meals), NWSEO v. Trump (46896: two unions' collective bargaining rights
taken by Executive Order; no one's employment told) and Mendoza v. Garrett (16799: the suspension
of driver's licenses for unpaid traffic debt; the named drivers' jobs appear only as harms of the
suspension). This complaint is the first whose story is named people's employment: four inmates
worked for the South Carolina Department of Corrections under the Prison Industry Enhancement
Certification Program, were paid the minimum wage instead of the prevailing wage the law requires,
had room and board, social security or child support deducted from their pay, and are refused the
wages owed; one of them, Casey, accepted compensation on August 27, 2024 and is still paid the
minimum wage.

``case45944_doc154484`` (24 KB, much of it the e-filing stamp set one letter a line): Damon Jones,
Jason Turmon, Ronnie McCoy and Kevin Casey v. South Carolina Department of Corrections and its
Director, Bryan P. Stirling (S.C. Court of Common Pleas, Seventh Judicial Circuit, Spartanburg
County, filed September 18, 2024; case types Labor Rights and Prison Conditions): breach of
contract, fraud, unjust enrichment, detrimental reliance, the Unfair Trade Practices Act and the
Payment of Wages Act; a public court filing. Written from the text before the extractor was run
on it. ``benchmarks/events.py`` scores it only with the eleventh round's unseen set.

Same conventions as ``author_gold.py`` and ``author_gold_unseen10_*.py``: quotes are fragments
resolved to the exact sentence text (a fragment never crosses the stamp's letters); one event per
act, with every sentence that tells it (the counts' retellings included); the date its own
sentences state; relations only where the text states them (a cue word such as "after", "as a
result of", "induced", "whereby", "as part of", or a stated cause).

What counted as an event. The frame: the Court of Appeals' determination and the Supreme Court's
opinion of March 24, 2021 in Torrence (and Torrence's employment by SCDC, which the sentence tells);
SCDC's participation in PIECP, its contracts with companies (Shaw Industries at Tyger River), its
employment of inmates, its practice of paying them $7.25 rather than the prevailing wage, the
deductions of social security and of a room-and-board fee, the compensation paid to numerous
inmates, the deductions from it, the child support not passed on to families, the minimum wage
still paid after compensation, the employment policies SCDC adopted. Each plaintiff's story: his
work (dated where the text dates it), his being paid the minimum wage (typed "adverse-action", as
"FGCU pays Flood a lower salary" was), the deductions from his pay, SCDC's refusal to pay the wages
owed (typed "failure-to-act"); Casey's compensation of August 27, 2024, his employment continued
after it and the minimum wage still paid him. The counts' retellings of acts: the contract the
parties entered into (typed "hiring": it is the employing of the plaintiffs at a stated wage), the
employment of the plaintiffs through the Shaw contract, the failure to pay the agreed wage ("failed
to pay", "failed to properly compensate", "breached the contract"), the deductions from the
plaintiffs' pay, the refusal to reimburse, the assurances relied on, the unfair and deceptive acts
that induced the employment. The suit (with the summons served with it and the prayer).
Not events: the law and PIECP's description (what the program does, the statute, the definition of
the prevailing wage, what the Director's office is charged with), states ("Plaintiffs are
incarcerated", "is an inmate at Tyger River", "owe Plaintiff Jones the difference", "is not
entitled to draw on social security", "inmates can voluntarily deduct child support", "were aware
of the salaries due", "had no intention of paying"), the counts' legal conclusions ("are therefore
in breach", "have been unjustly enriched", "failed to comply with S.C. Code Ann. §41-10-40"), the
damages and the prayer's requests.

Hard to decide: the opening paragraph names the Director "William R. Byars, Jr. (hereinafter
'Defendant Byars')" while the caption and paragraph 5 name Bryan P. Stirling; both are kept as
entities, Stirling as the Director sued. "Despite Defendants paying compensation ... Defendants
continue to pay Plaintiff Casey minimum wage" states no order by a cue word ("despite" is
concessive), so no BEFORE is written there; "has continued his employment with Defendants after
receiving compensation" does state one.

run: python tests/data/events/author_gold_unseen11_a.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _load, build, ent, evt, rel  # type: ignore[import-not-found]


def inmate_wages() -> dict[str, Any]:
    stem = "case45944_doc154484"
    sentences, q = _load(stem)
    entities = [
        ent(
            "jones",
            "Damon Jones",
            "person",
            ["plaintiff", "employee"],
            [q("s24", "Damon Jones"), q("s64", "Plaintiff Damon Jones")],
            ["Jones", "Plaintiff Jones", "Plaintiff Damon Jones"],
        ),
        ent(
            "turmon",
            "Jason Turmon",
            "person",
            ["plaintiff", "employee"],
            [q("s24", "Jason Turmon"), q("s74", "Plaintiff Jason Turmon")],
            ["Turmon", "Plaintiff Turmon", "Plaintiff Jason Turmon"],
        ),
        ent(
            "mccoy",
            "Ronnie McCoy",
            "person",
            ["plaintiff", "employee"],
            [q("s24", "Ronnie McCoy"), q("s82", "Plaintiff Ronnie McCoy")],
            ["McCoy", "Plaintiff McCoy", "Plaintiff Ronnie McCoy"],
        ),
        ent(
            "casey",
            "Kevin Casey",
            "person",
            ["plaintiff", "employee"],
            [q("s24", "Kevin Casey"), q("s93", "Plaintiff Kevin Casey")],
            ["Casey", "Plaintiff Casey", "Plaintiff Kevin Casey"],
        ),
        ent(
            "plaintiffs",
            "Plaintiffs (Jones, Turmon, McCoy and Casey)",
            "person",
            ["plaintiff", "employee"],
            [q("s26", "Plaintiffs are incarcerated adult individuals")],
            ["Plaintiffs", "The Plaintiffs", "Plaintiff", "the Plaintiff"],
        ),
        ent(
            "scdc",
            "South Carolina Department of Corrections",
            "agency",
            ["defendant", "employer"],
            [
                q("s24", "the South Carolina Department of Corrections"),
                q("s27", "Defendant SCDC is an executive agency"),
            ],
            ["SCDC", "Defendant SCDC", "Defendants", "The Defendants", "Defendant"],
        ),
        ent(
            "stirling",
            "Bryan P. Stirling, Director of SCDC",
            "person",
            ["defendant", "employer"],
            [q("s33", "Defendant Director of SCDC, Bryan P. Stirling")],
            ["Stirling", "Director of SCDC", "the SCDC Director", "Bryan P. Stirling"],
        ),
        ent(
            "byars",
            "William R. Byars, Jr.",
            "person",
            ["defendant"],
            [q("s24", "William R. Byars, Jr. (hereinafter “Defendant Byars”)")],
            ["Byars", "Defendant Byars"],
        ),
        ent(
            "inmates",
            "inmates employed under PIECP",
            "person",
            ["employee"],
            [q("s49", "Defendants employ inmates")],
            ["inmates", "numerous inmates", "the compensated inmates", "employed inmates"],
        ),
        ent(
            "families",
            "the inmates' families",
            "person",
            [],
            [q("s60", "However, the voluntary child support payments are not")],
            ["the inmates’ family"],
        ),
        ent(
            "shaw",
            "Shaw Industries Group, Inc.",
            "organization",
            [],
            [q("s48", "Shaw Industries Group, Inc.")],
            ["Shaw Industries", "Shaw"],
        ),
        ent(
            "companies",
            "companies under the PIECP program",
            "organization",
            [],
            [q("s47", "numerous companies")],
        ),
        ent(
            "torrence",
            "Thomas J. Torrence",
            "person",
            ["employee"],
            [q("s43", "Mr. Torrence")],
            ["Torrence", "Mr. Torrence"],
        ),
        ent(
            "supreme",
            "Supreme Court of South Carolina",
            "court",
            [],
            [q("s43", "the State of South Carolina’s Supreme Court")],
        ),
        ent(
            "appeals",
            "South Carolina Court of Appeals",
            "court",
            [],
            [q("s43", "the South Carolina Court of Appeals")],
        ),
        ent(
            "court",
            "Court of Common Pleas, Seventh Judicial Circuit (Spartanburg County)",
            "court",
            [],
            [q("s16", "SEVENTH JUDICIAL CIRCUIT"), q("s37", "this Honorable Court")],
            ["this Honorable Court", "Court", "the trier of fact"],
        ),
        ent(
            "tyger",
            "Tyger River Correctional Facility",
            "place",
            [],
            [q("s48", "Tyger River Correctional Facility")],
            ["Tyger River Correctional Center", "Tyger River"],
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
        place: str | None = None,
    ) -> None:
        ids[key] = f"ev{len(events) + 1}"
        events.append(evt(ids[key], label, type, parts, ev, date, place=place))

    def span(sid: str, fragment: str, **kw: Any) -> dict[str, Any]:
        """A date whose text is the sentence's own (stamp letters included), so it is 'stated'."""
        return _day(text=q(sid, fragment)["quote"], **kw)

    # --- the frame: Torrence ------------------------------------------------------------------
    e(
        "torremp",
        "Torrence is employed by SCDC as an inmate",
        "employment",
        [("scdc", "agent"), ("torrence", "patient")],
        [q("s43", "as an inmate employed by Defendants")],
    )
    e(
        "appeals",
        "The South Carolina Court of Appeals determines that Torrence is to be paid the prevailing "
        "wage, not the minimum wage",
        "other",
        [("appeals", "agent"), ("torrence", "beneficiary"), ("scdc", "patient")],
        [
            q(
                "s43",
                "with the South Carolina Court of Appeals determination that Mr. Torrence was to "
                "be paid the prevailing wage",
            )
        ],
    )
    e(
        "supreme",
        "The South Carolina Supreme Court issues its opinion in Torrence v. SCDC, agreeing that "
        "Torrence is to be paid the prevailing wage",
        "other",
        [("supreme", "agent"), ("torrence", "beneficiary"), ("scdc", "patient")],
        [
            q(
                "s43",
                "On or about March 24, 2021, the State of South Carolina’s Supreme Court issued an",
            )
        ],
        _day("2021-03-24", "On or about March 24, 2021", approximate=True),
    )

    # --- SCDC's program and practices ---------------------------------------------------------
    e(
        "participate",
        "SCDC participates in the PIECP program",
        "other",
        [("scdc", "agent")],
        [q("s46", "Defendants participate in the PIECP program")],
    )
    e(
        "contracts",
        "SCDC contracts with companies under PIECP, Shaw Industries Group at Tyger River among "
        "them",
        "other",
        [("scdc", "agent"), ("companies", "recipient"), ("shaw", "recipient")],
        [
            q("s47", "Defendants contract with numerous companies under the"),
            q("s48", "At Tyger River Correctional Facility Defendants have a contract with"),
        ],
        place="tyger",
    )
    e(
        "employinmates",
        "SCDC employs inmates in the private sector through PIECP (woodworkers, inspector tester "
        "sorter and weighers)",
        "employment",
        [("scdc", "agent"), ("inmates", "patient")],
        [
            q("s46", "allow their inmates to be gainfully"),
            q("s49", "As part of this contract, Defendants employ inmates, in the"),
        ],
    )
    e(
        "minwage",
        "SCDC pays inmates the minimum wage of $7.25 an hour rather than the required prevailing "
        "wage",
        "unlawful-practice",
        [("scdc", "agent"), ("inmates", "patient")],
        [q("s50", "Defendants are paying inmates minimum wage, seven")],
    )
    e(
        "ssdeduct",
        "SCDC deducts social security from inmates' gross pay",
        "other",
        [("scdc", "agent"), ("inmates", "patient")],
        [q("s53", "Defendants further deduct social security from inmates’")],
    )
    e(
        "rbdeduct",
        "SCDC deducts a room and board fee from the pay of inmates who do not have child support "
        "deducted",
        "other",
        [("scdc", "agent"), ("inmates", "patient")],
        [q("s56", "Defendants will deduct a fee for room and board")],
    )
    e(
        "compensate",
        "SCDC pays minimal compensation to numerous inmates for its failure to pay them the proper "
        "wages",
        "other",
        [("scdc", "agent"), ("inmates", "beneficiary")],
        [
            q("s58", "Defendants have provided minimal compensation to"),
            q("s61", "despite compensating numerous inmates for Defendants’"),
            q(
                "s119",
                "Even when Defendants compensate Plaintiffs and other inmates for their previous "
                "failure",
            ),
        ],
    )
    e(
        "compdeduct",
        "SCDC deducts social security, room and board and child support from the compensation "
        "payments",
        "other",
        [("scdc", "agent"), ("inmates", "patient")],
        [
            q(
                "s59",
                "these compensation payments, Defendants are deducting social security, room and "
                "board",
            )
        ],
    )
    e(
        "childsupport",
        "The child support deducted is not paid to the inmates' families",
        "failure-to-act",
        [("scdc", "agent"), ("families", "recipient")],
        [q("s60", "However, the voluntary child support payments are not")],
    )
    e(
        "contmin",
        "SCDC keeps paying the compensated inmates the minimum wage for their continued employment",
        "unlawful-practice",
        [("scdc", "agent"), ("inmates", "patient")],
        [
            q("s61", "Defendants continue to pay the compensated inmates"),
            q("s119", "they continue to knowingly pay minimum wage rather than"),
            q("s120", "Defendants continue to improperly pay employed"),
        ],
    )
    e(
        "policies",
        "SCDC adopts employment policies and procedures that set the wages it pays its employees",
        "other",
        [("scdc", "agent")],
        [q("s148", "Defendants have adopted employment policies and")],
    )

    # --- Jones ----------------------------------------------------------------------------------
    e(
        "jonesemp",
        "Jones works for SCDC as an inmate, about fifty hours a week",
        "employment",
        [("jones", "agent"), ("scdc", "beneficiary")],
        [
            q(
                "s65",
                "Plaintiff Jones worked for Defendants as an inmate from August of 2021 until "
                "September",
            ),
            q("s66", "Plaintiff Jones worked an average of fifty hours per week"),
        ],
        span(
            "s65",
            "from August of 2021 until September 2 0 2 4 C 2023",
            value="2021-08-01",
            end="2023-09-30",
            granularity="month",
        ),
    )
    e(
        "jonesmin",
        "Jones is paid the minimum wage",
        "adverse-action",
        [("scdc", "agent"), ("jones", "patient")],
        [q("s67", "Plaintiff Jones was paid a minimum wage")],
    )
    e(
        "jonesded",
        "SCDC deducts room and board and social security from Jones' pay",
        "other",
        [("scdc", "agent"), ("jones", "patient")],
        [q("s68", "Defendants deducted room and board and social security")],
    )
    e(
        "jonesref",
        "SCDC refuses to pay Jones the outstanding wages owed to him",
        "failure-to-act",
        [("scdc", "agent"), ("jones", "recipient")],
        [q("s72", "Defendants are refusing to pay Plaintiff Jones the")],
    )

    # --- Turmon ---------------------------------------------------------------------------------
    e(
        "turmonemp",
        "Turmon works for SCDC as an inmate",
        "employment",
        [("turmon", "agent"), ("scdc", "beneficiary")],
        [q("s75", "Plaintiff Turmon worked for Defendants as an inmate from November 2021 until")],
        span(
            "s75",
            "from November 2021 until B U R G November of 2023",
            value="2021-11-01",
            end="2023-11-30",
            granularity="month",
        ),
    )
    e(
        "turmonmin",
        "Turmon is paid the minimum wage",
        "adverse-action",
        [("scdc", "agent"), ("turmon", "patient")],
        [q("s76", "Plaintiff Turmon was paid a minimum wage")],
    )
    e(
        "turmonded",
        "SCDC deducts voluntary child support and social security from Turmon's pay",
        "other",
        [("scdc", "agent"), ("turmon", "patient")],
        [q("s77", "Defendants deducted voluntary child support and social")],
    )
    e(
        "turmonref",
        "SCDC refuses to pay Turmon the outstanding wages owed to him",
        "failure-to-act",
        [("scdc", "agent"), ("turmon", "recipient")],
        [q("s80", "Defendants are refusing to pay Plaintiff Turmon the")],
    )

    # --- McCoy ----------------------------------------------------------------------------------
    e(
        "mccoyemp",
        "McCoy works for SCDC as an inmate for over ten years, at Evans, Broad River and Tyger "
        "River, now as a press operator",
        "employment",
        [("mccoy", "agent"), ("scdc", "beneficiary")],
        [
            q("s84", "Plaintiff McCoy worked for Defendants as an inmate for over ten years"),
            q(
                "s85",
                "has been employed as an inmate at Evans Correctional Institution, Broad River",
            ),
            q("s86", "Plaintiff McCoy currently works as a press operator"),
        ],
    )
    e(
        "mccoymin",
        "McCoy is paid the minimum wage",
        "adverse-action",
        [("scdc", "agent"), ("mccoy", "patient")],
        [q("s87", "Plaintiff McCoy was paid a minimum wage")],
    )
    e(
        "mccoyded",
        "SCDC deducts room and board and social security from McCoy's pay",
        "other",
        [("scdc", "agent"), ("mccoy", "patient")],
        [q("s88", "Defendants deducted room and board and social security")],
    )
    e(
        "mccoyref",
        "SCDC refuses to pay McCoy the outstanding wages owed to him",
        "failure-to-act",
        [("scdc", "agent"), ("mccoy", "recipient")],
        [q("s91", "Defendants are refusing to pay Plaintiff McCoy the")],
    )

    # --- Casey ----------------------------------------------------------------------------------
    e(
        "caseyemp",
        "Casey works for SCDC as an inmate at Tyger River for the past three years",
        "employment",
        [("casey", "agent"), ("scdc", "beneficiary")],
        [
            q(
                "s94",
                "Plaintiff Casey has worked for the past three years and continues to work for "
                "Defendants",
            )
        ],
        place="tyger",
    )
    e(
        "caseymin",
        "Casey is paid the minimum wage",
        "adverse-action",
        [("scdc", "agent"), ("casey", "patient")],
        [q("s95", "Plaintiff Casey was paid a minimum wage")],
    )
    e(
        "caseycomp",
        "SCDC pays Casey $15,500 in compensation for its failure to pay him the prevailing wage, "
        "and he accepts it",
        "other",
        [("scdc", "agent"), ("casey", "beneficiary")],
        [
            q("s96", "Plaintiff Casey accepted compensation from Defendants on August 27, 2024"),
            q(
                "s98",
                "compensation for Defendants’ failure to pay him the prevailing wage for his past",
            ),
            q(
                "s99",
                "Despite Defendants paying compensation for their failure to pay Plaintiff Casey "
                "the",
            ),
        ],
        _day("2024-08-27", "on August 27, 2024"),
    )
    e(
        "caseycont",
        "Casey continues his employment with SCDC after receiving the compensation",
        "employment",
        [("casey", "agent"), ("scdc", "beneficiary")],
        [
            q(
                "s98",
                "Plaintiff Casey has continued his employment with Defendants after receiving",
            ),
            q("s100", "for his continued employment with Defendants"),
        ],
    )
    e(
        "caseycontmin",
        "SCDC continues to pay Casey the minimum wage instead of the prevailing wage",
        "adverse-action",
        [("scdc", "agent"), ("casey", "patient")],
        [
            q("s99", "Defendants continue to pay Plaintiff Casey"),
            q("s120", "inmates, including Plaintiff Casey"),
        ],
    )

    # --- the plaintiffs together (the counts' retellings) --------------------------------------
    e(
        "deceive",
        "SCDC engages in unfair and deceptive acts that induce the Plaintiffs into employment",
        "unlawful-practice",
        [("scdc", "agent"), ("plaintiffs", "patient")],
        [
            q(
                "s140",
                "The Defendants engaged in unfair and deceptive acts that induced the Plaintiffs "
                "into",
            ),
            q("s142", "As a result of the unfair and deceptive acts"),
        ],
    )
    e(
        "assure",
        "SCDC assures the Plaintiffs that it will fully compensate them for their employment under "
        "state law",
        "communication",
        [("scdc", "agent"), ("plaintiffs", "recipient")],
        [
            q(
                "s133",
                "the Plaintiffs relied upon Defendants’ assurances that Defendants would fully",
            ),
            q("s135", "The Plaintiffs relied on Defendants’ assurances"),
        ],
    )
    e(
        "hire",
        "The Plaintiffs and SCDC enter into a contract that the Plaintiffs be paid the prevailing "
        "wage for their positions",
        "hiring",
        [("scdc", "agent"), ("plaintiffs", "patient")],
        [
            q(
                "s105",
                "Plaintiffs and Defendants entered into a contractual relationship, in which the "
                "parties",
            ),
            q("s106", "The agreement was entered into between the parties"),
            q("s125", "That the parties entered into a contract,"),
            q("s132", "That the parties entered into a contract,"),
            q("s164", "That the parties entered into a contract,"),
        ],
    )
    e(
        "plemp",
        "SCDC employs the Plaintiffs in the private sector through its contract with Shaw "
        "Industries",
        "employment",
        [("scdc", "agent"), ("plaintiffs", "patient"), ("shaw", "beneficiary")],
        [
            q("s125", "whereby Defendants employed Plaintiffs in the"),
            q("s132", "whereby Defendants employed Plaintiffs in the"),
            q("s164", "whereby Defendants employed Plaintiffs in the"),
            q("s140", "employment and working with the Defendants"),
            q("s142", "the Plaintiffs worked with the Defendants which"),
        ],
    )
    e(
        "consider",
        "SCDC receives all the consideration of the Plaintiffs' work throughout their employment",
        "other",
        [("scdc", "beneficiary"), ("plaintiffs", "agent")],
        [
            q("s126", "The Defendants received all consideration from Plaintiffs throughout"),
            q("s165", "The Defendants received all consideration from Plaintiffs throughout"),
        ],
    )
    e(
        "plnopay",
        "SCDC fails for years to pay the Plaintiffs the agreed prevailing wage, paying only the "
        "minimum wage",
        "failure-to-act",
        [("scdc", "agent"), ("plaintiffs", "recipient")],
        [
            q(
                "s107",
                "The Defendants have failed to pay Plaintiffs the agreed upon salary for numerous "
                "years",
            ),
            q("s108", "The Defendants breached the contract"),
            q(
                "s116",
                "Defendants breached the contract between the parties in the above stated "
                "particulars",
            ),
            q(
                "s118",
                "Defendants have in fact failed to properly compensate Plaintiffs for numerous "
                "years",
            ),
            q(
                "s126",
                "yet Defendants have failed to pay Plaintiffs their entire wage, instead only",
            ),
            q("s134", "Defendants have failed to fully compensate Plaintiffs under"),
            q("s149", "Defendants have failed to provide the “wages,”"),
            q(
                "s165",
                "yet Defendants have failed to pay Plaintiffs their entire wage, instead only",
            ),
            q("s166", "the Defendants have not paid the Plaintiffs the value"),
        ],
    )
    e(
        "plded",
        "SCDC takes deductions for room and board and social security from the Plaintiffs' pay",
        "other",
        [("scdc", "agent"), ("plaintiffs", "patient")],
        [
            q("s126", "taking deductions for room and board and social security"),
            q("s165", "taking deductions for room and board and social security"),
        ],
    )
    e(
        "plref",
        "SCDC refuses to reimburse the Plaintiffs for the unpaid wages",
        "failure-to-act",
        [("scdc", "agent"), ("plaintiffs", "recipient")],
        [q("s120", "refuse to reimburse Plaintiffs for the unpaid wages")],
    )

    # --- the suit -------------------------------------------------------------------------------
    e(
        "suit",
        "Jones, Turmon, McCoy and Casey sue SCDC and its Director",
        "lawsuit",
        [
            ("jones", "agent"),
            ("turmon", "agent"),
            ("mccoy", "agent"),
            ("casey", "agent"),
            ("scdc", "patient"),
            ("stirling", "patient"),
            ("court", "recipient"),
        ],
        [
            q("s10", "YOU ARE HEREBY SUMMONED and required to answer the Complaint herein, a copy"),
            q("s15", "September 18, 2024"),
            q("s24", "bring this Complaint against the South Carolina Department of Corrections"),
            q("s33", "Bryan P. Stirling, is sued in his official capacity"),
            q("s168", "the Plaintiff prays that judgment be entered in favor of Plaintiff against"),
            q("s180", "September 18, 2024"),
        ],
        _day("2024-09-18", "September 18, 2024"),
    )

    spec = [
        (
            "CAUSES",
            "minwage",
            "compensate",
            [("s58", "as a result of their failure to pay them the proper wages")],
        ),
        ("OVERLAP", "compdeduct", "compensate", [("s59", "As part of")]),
        (
            "ENABLES",
            "contracts",
            "employinmates",
            [("s49", "As part of this contract, Defendants employ inmates")],
        ),
        ("BEFORE", "caseycomp", "caseycont", [("s98", "after receiving")]),
        (
            "CAUSES",
            "deceive",
            "plemp",
            [
                ("s140", "that induced the Plaintiffs into"),
                ("s142", "As a result of the unfair and deceptive acts, the Plaintiffs worked"),
            ],
        ),
        (
            "ENABLES",
            "hire",
            "plemp",
            [
                ("s125", "entered into a contract, whereby Defendants employed Plaintiffs"),
                ("s132", "entered into a contract, whereby Defendants employed Plaintiffs"),
                ("s164", "entered into a contract, whereby Defendants employed Plaintiffs"),
            ],
        ),
        (
            "ENABLES",
            "contracts",
            "plemp",
            [("s125", "through a contract with Shaw Industries Group")],
        ),
        (
            "OVERLAP",
            "consider",
            "plemp",
            [("s126", "throughout Plaintiffs’"), ("s165", "throughout Plaintiffs’")],
        ),
    ]
    relations = [
        rel(f"r{i}", kind, ids[a], ids[b], [q(s, f) for s, f in quotes])
        for i, (kind, a, b, quotes) in enumerate(spec, 1)
    ]
    return build(
        stem,
        "Jones et al. v. South Carolina Department of Corrections (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    data = inmate_wages()
    path = HERE / f"{data['complaint']['id']}.gold.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(path, len(data["events"]), "events", len(data["relations"]), "relations")
