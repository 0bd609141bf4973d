"""The gold graph of ``case46602_doc160306``, one of the two complaints kept unseen while the rules
of issue 30's tenth round were written.

Chosen by a stated rule, not by reading it first: the lead took eight complaints of the same
Clearinghouse source filed under other case types than Equal Employment (by a count of employment
words, without reading them) and ordered them (case43205_doc130019, case46213_doc156799,
case46602_doc160306, case18113_doc111837, case46192_doc156479, case13871_doc69615,
case17299_doc104689, case16659_doc97995); gold10a takes the first one, in that order, that tells
the story of one or a few named people's employment, gold10b the second, judged from the
Clearinghouse summary and the complaint's opening. Gaffett v. City of Oakland (43205) is skipped:
protesters against police force; employment appears only in the defendants' descriptions ("employed
by defendant City of Oakland") and one plaintiff "had been laid off due to the pandemic". Perkins
Coie v. DOJ (46213) is skipped: an Executive Order against a law firm as an institution; the named
lawyers' departures ("resigned from the firm in 2021") are told only as facts the Order leaves out.
None of the eight tells one employee's story as Heenan or Civil Servant 1-5 did; the rule is read
here as "the first whose facts tell employment acts of named people", and this complaint is the
first that does: the White House directs the NEH's Chair, Shelly Lowe, to resign; NEH staff are
instructed to review every grant and do the work; DOGE seeks a 70-80% cut of the staff; the acting
Chair, Michael McDonald, tells senior staff and answers staff's questions in a meeting; 145
staff members are placed on administrative leave, all but one of the Fed/State Office; the councils
lay off staff. (Like Pippenger in the ninth round, it is also the story of an institution taken
apart; that is said in the report.)

``case46602_doc160306`` (76 KB): Oregon Council for the Humanities (Oregon Humanities) and
Federation of State Humanities Councils v. United States DOGE Service, Amy Gleason, National
Endowment for the Humanities, National Council on the Humanities and Michael McDonald (D. Or.,
No. 3:25-cv-829, filed May 15, 2025; case type Presidential/Gubernatorial Authority): the councils
challenge under the APA and the separation of powers DOGE's dismantling of the NEH's Office of
Federal/State Partnership and the mass termination of their grants on April 2, 2025; a public
court filing. Written from the text before the extractor was run on it. ``benchmarks/events.py``
scores it only with the tenth round's unseen set.

Same conventions as ``author_gold.py`` and ``author_gold_unseen9_*.py``: quotes are fragments
resolved to the exact sentence text; one event per act, with every sentence that tells it (the
introduction's, the counts' and the prayer's retellings included); the date its own sentences
state; relations only where the text states them (a cue word such as "following", "after",
"before", "prior to", "then", "at the same time", "in response to", "thus", "as a result of", or a
stated cause).

What counted as an event. The staff's story: the White House's instructions to review every open
grant against the Executive Orders (one event: "instructed", "asked NEH to comb through"), the
staff's review and its "low" rating, the missing guidance, Lowe's directed resignation (typed
"resignation", the act the sentence tells of her; the pressure of 9a was "adverse-action" because no
one was told to go), DOGE's meeting with NEH leadership, DOGE's demand for cuts and the staff
being told of it on April 1, McDonald's word to senior staff, the meeting with staff and each
thing McDonald said there (and the staff's question he answered), the staff learning of the
terminations with the grantees, the administrative leave of April 3 (typed "adverse-action" as in
9b), the termination of the staff ("terminated the staff necessary"), the elimination of the
Fed/State Office, the councils' layoffs. The grants' story: DOGE's arrival, the lists given to DOGE,
the rule that every Biden-era grant goes, the notices e-mailed on April 2 (a communication) and the
termination itself (one act of the NEH and DOGE, type "other", as grants cancelled were in 9a), the
typed signature, what was not done (no eGMS processing, no analysis, no notice and hearing, no
finding, no appeal, no Council, no explanation, the Notices of Action never issued, applications and
reimbursements not processed, funds frozen), the press release of April 24, the guidance e-mailed
on April 30, the Federation's $30,000 grant approved and then cancelled, its invitation and the
agreement drafted before DOGE arrived, Oregon Humanities' own applications, awards, reimbursement
requests and the NEH's failures to act on them. The Administration's acts told as the story's
frame: the election, the Executive Orders (DOGE's creation on January 20, EO 14217 of February
19, the early EOs the review was measured against), the FY2024 appropriation, the signing of the
2025 CR and the NEH's receipt of its funds, DOGE's deployment to other agencies. The suit.
Not events: the law and its history (Congress's creation of the NEH in 1965, the 1972 amendment,
what the statutes and regulations require), how grants work in general (NOFOs, eGMS, "Councils pay
expenses directly"), the founding of Oregon Humanities and of the Federation, states and numbers
("constituted approximately 50% of Oregon Humanities' budget", "has lost approximately 27%"),
the letters' quoted reasons (evidence of the termination, not acts), harms (councils at risk of
closing, damaged relationships), the counts' legal conclusions and the prayer's requests.

Hard to decide: the complaint says the White House directed Lowe to resign "On March 13, 2025, two
days after President Trump signed the 2025 CR", but dates the signing "on March 15, 2025"; a
relation may not contradict the dates, so the signing keeps its own date and no BEFORE is written
between the two. The meeting of McDonald with staff is dated only in a footnote's citation ("NEH
SLT Meeting Recording April 3, 2025"), which tells no act: it is left undated.

run: python tests/data/events/author_gold_unseen10_a.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _load, build, ent, evt, rel  # type: ignore[import-not-found]


def humanities() -> dict[str, Any]:
    stem = "case46602_doc160306"
    sentences, q = _load(stem)
    entities = [
        ent(
            "ohum",
            "Oregon Council for the Humanities (Oregon Humanities)",
            "organization",
            ["plaintiff"],
            [
                q("s5", "OREGON HUMANITIES, a nonprofit corporation"),
                q("s84", "Plaintiff Oregon Humanities"),
            ],
            ["Oregon Humanities", "Plaintiff Oregon Humanities", "Oregon Council of Humanities"],
        ),
        ent(
            "fed",
            "Federation of State Humanities Councils",
            "organization",
            ["plaintiff"],
            [q("s87", "Plaintiff Federation of State Humanities Councils")],
            ["Federation", "the Federation", "Plaintiff Federation of State Humanities Councils"],
        ),
        ent(
            "plaintiffs",
            "Plaintiffs (Oregon Humanities and the Federation)",
            "organization",
            ["plaintiff"],
            [q("s60", "Plaintiffs bring this lawsuit")],
            ["Plaintiffs", "We"],
        ),
        ent(
            "councils",
            "state and jurisdictional humanities councils (the Federation's members)",
            "organization",
            [],
            [
                q("s70", "State and jurisdictional humanities councils"),
                q("s157", "Each member of the Federation"),
            ],
            ["councils", "the councils", "the Federation’s members", "its members", "members"],
        ),
        ent(
            "doge",
            "United States DOGE Service",
            "agency",
            ["defendant"],
            [
                q("s7", "UNITED STATES DOGE SERVICE"),
                q("s92", "Defendant United States DOGE Service (“DOGE”)"),
            ],
            ["DOGE", "DOGE personnel", "DOGE agents", "Defendant United States DOGE Service"],
        ),
        ent(
            "gleason",
            "Amy Gleason",
            "person",
            ["defendant"],
            [q("s7", "AMY GLEASON"), q("s93", "Defendant Amy Gleason")],
            ["Gleason", "Acting Administrator of the United States DOGE Service"],
        ),
        ent(
            "neh",
            "National Endowment for the Humanities",
            "agency",
            ["defendant", "employer"],
            [
                q("s14", "The National Endowment for the Humanities (“NEH”)"),
                q("s96", "Defendant National Endowment for the Humanities"),
            ],
            ["NEH", "the NEH", "the agency", "Defendants"],
        ),
        ent(
            "nch",
            "National Council on the Humanities",
            "organization",
            ["defendant"],
            [
                q("s97", "The National Council on the Humanities"),
                q("s127", "the National Council on the Humanities"),
            ],
            ["Council", "the Council"],
        ),
        ent(
            "mcdonald",
            "Michael McDonald",
            "person",
            ["defendant", "supervisor"],
            [q("s9", "MICHAEL MCDONALD"), q("s100", "Defendant Michael McDonald")],
            [
                "McDonald",
                "Defendant McDonald",
                "Acting Chair Michael McDonald",
                "Acting Director of NEH Michael McDonald",
                "Defendant Director McDonald",
            ],
        ),
        ent(
            "lowe",
            "Shelly Lowe",
            "person",
            ["employee"],
            [q("s211", "NEH Chair Shelly Lowe")],
            ["Lowe", "NEH Chair Shelly Lowe"],
        ),
        ent(
            "staff",
            "NEH staff",
            "person",
            ["employee"],
            [q("s206", "NEH staff"), q("s258", "145 NEH staff members")],
            [
                "NEH staff",
                "NEH staff members",
                "staff",
                "senior staff",
                "relevant staff",
                "NEH employees",
            ],
        ),
        ent(
            "fsstaff",
            "staff of the Fed/State Office",
            "person",
            ["employee"],
            [
                q("s210", "NEH staff at Fed/State"),
                q("s259", "every staff member in the Fed/State Office"),
            ],
            ["NEH staff at Fed/State"],
        ),
        ent(
            "leadership",
            "NEH leadership",
            "person",
            ["supervisor"],
            [q("s213", "NEH leadership")],
        ),
        ent(
            "fedstate",
            "Office of Federal/State Partnership (Fed/State)",
            "organization",
            [],
            [q("s40", "its Office of Federal/State Partnership (“Fed/State”)")],
            ["Fed/State", "Fed/State Office", "the Fed/State Office", "Fed/State office"],
        ),
        ent(
            "ogm",
            "NEH Office of Grant Management",
            "organization",
            [],
            [q("s273", "the NEH Office of Grant")],
        ),
        ent(
            "whitehouse",
            "the White House",
            "organization",
            [],
            [q("s205", "the White House"), q("s211", "the White House")],
            ["White House"],
        ),
        ent(
            "trump",
            "President Trump",
            "person",
            [],
            [q("s205", "President Trump"), q("s177", "the President")],
            [
                "President Trump",
                "the President",
                "the current Administration",
                "the Trump Administration",
            ],
        ),
        ent(
            "congress",
            "Congress",
            "organization",
            [],
            [q("s51", "Congress appropriated $207 million to NEH")],
        ),
        ent(
            "grantees",
            "NEH grantees",
            "organization",
            [],
            [q("s219", "nearly 1,500 grantees"), q("s226", "NEH grantees")],
            ["grantees", "NEH grant recipients", "grant recipients"],
        ),
        ent(
            "agencies",
            "multiple small agencies",
            "agency",
            [],
            [q("s214", "multiple small agencies")],
            ["other agencies"],
        ),
        ent(
            "someone",
            "someone",
            "person",
            [],
            [q("s229", "someone")],
        ),
        ent(
            "court",
            "U.S. District Court for the District of Oregon",
            "court",
            [],
            [q("s2", "UNITED STATES DISTRICT COURT"), q("s16", "the Court")],
            ["this Court", "the Court", "Court"],
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

    month = {"granularity": "month"}

    # --- the frame: appropriations, the election, the Executive Orders ----------------------
    e(
        "fy24",
        "Congress appropriates $207 million to the NEH for Fiscal Year 2024, $65 million of it "
        "for the councils",
        "other",
        [("congress", "agent"), ("neh", "beneficiary"), ("councils", "beneficiary")],
        [
            q("s51", "In Fiscal Year 2024, for example, Congress appropriated $207 million to NEH"),
            q("s172", "Congress appropriated $207 million to NEH"),
        ],
    )
    e(
        "election",
        "President Trump is elected",
        "other",
        [("trump", "patient")],
        [q("s205", "following President Trump’s election as President")],
    )
    e(
        "dogeeo",
        "The President creates DOGE by Executive Order 14158",
        "other",
        [("trump", "agent"), ("doge", "patient")],
        [
            q("s92", "established by Executive Order 14158 on January 20, 2025"),
            q("s413", "DOGE is an agency that was created by the President via Executive Order"),
        ],
        _day("2025-01-20", "on January 20, 2025"),
    )
    e(
        "eos",
        "President Trump issues Executive Orders in his first days in office",
        "other",
        [("trump", "agent")],
        [
            q(
                "s206",
                "any Executive Order (EO) issued by President Trump in his first days in office",
            ),
            q("s352", "implementation of the President’s EOs"),
        ],
    )
    e(
        "eo14217",
        "The President's executive order of February 19, 2025 (E.O. 14217, Commencing the "
        "Reduction of the Federal Bureaucracy)",
        "other",
        [("trump", "agent")],
        [
            q("s237", "The President’s February 19, 2025 executive order mandates"),
            q("s242", "Executive Order 14217 “mandates that the NEH eliminate"),
            q("s243", "NEH is not one of the agencies named in the Executive Order"),
        ],
        _day("2025-02-19", "February 19, 2025"),
    )

    # --- the staff's review of the grants -----------------------------------------------------
    e(
        "instruct",
        "The White House instructs NEH staff to examine every open grant since 2021 against the "
        "EOs and rate its risk in a spreadsheet",
        "communication",
        [("whitehouse", "agent"), ("doge", "agent"), ("neh", "recipient"), ("staff", "recipient")],
        [
            q("s205", "NEH received a series of instructions from the White House"),
            q("s206", "NEH staff were instructed to examine every open grant at NEH"),
            q("s207", "NEH staff were instructed to develop an Excel spreadsheet"),
            q(
                "s353",
                "the White House and DOGE initially asked NEH to comb through its open grants",
            ),
        ],
    )
    e(
        "review",
        "NEH staff comb through the grants, rate their risk and work on the Spreadsheet; "
        "Fed/State staff rate the councils' grants 'low' risk",
        "other",
        [("staff", "agent"), ("fsstaff", "agent")],
        [
            q("s208", "NEH staff spent several workdays in February and early March combing"),
            q("s210", "NEH staff at Fed/State examined open grants"),
        ],
        _day("2025-02-01", "in February and early March", end="2025-03-31", granularity="month"),
    )
    e(
        "noguidance",
        "NEH staff receive little if any guidance on how to assess and rate the grants",
        "failure-to-act",
        [("staff", "recipient")],
        [q("s209", "NEH staff received little if any guidance")],
    )

    # --- the CR, Lowe, DOGE's arrival -----------------------------------------------------------
    e(
        "cr",
        "The President signs the 2025 Continuing Resolution",
        "other",
        [("trump", "agent")],
        [
            q("s177", "on March 15, 2025, the President signed the Full-Year Continuing"),
            q("s211", "after President Trump signed the 2025 CR"),
        ],
        _day("2025-03-15", "on March 15, 2025"),
    )
    e(
        "received",
        "The NEH receives $207 million under the 2025 CR, $192 million of it for grant programs",
        "other",
        [("neh", "recipient")],
        [
            q("s182", "NEH thus received an additional $207 million"),
            q("s262", "including $192 million it received for grant programs in March 2025"),
        ],
        {**_day("2025-03-01", "in March 2025"), **month},
    )
    e(
        "lowe",
        "NEH Chair Shelly Lowe is directed by the White House to resign from her position",
        "resignation",
        [("whitehouse", "agent"), ("lowe", "patient")],
        [q("s211", "NEH Chair Shelly Lowe was directed by the White House to resign")],
        _day("2025-03-13", "On March 13, 2025"),
    )
    e(
        "arrive",
        "DOGE sweeps into (arrives at) the NEH",
        "other",
        [("doge", "agent"), ("neh", "patient")],
        [
            q("s203", "DOGE Sweeps into NEH"),
            q("s288", "before DOGE arrived at"),
            q("s287", "Prior to the DOGE interference"),
        ],
    )
    e(
        "meetlead",
        "DOGE personnel meet with NEH leadership to discuss DOGE's plans for the NEH",
        "communication",
        [("doge", "agent"), ("leadership", "recipient")],
        [q("s213", "DOGE personnel met with NEH leadership to discuss DOGE’s plans")],
        {**_day("2025-03-01", "in March 2025"), **month},
    )
    e(
        "elsewhere",
        "DOGE is deployed to multiple small agencies to carry out mass terminations of staff, "
        "programs and grants",
        "other",
        [("doge", "agent"), ("agencies", "patient")],
        [q("s214", "DOGE has reportedly been deployed to multiple small agencies")],
    )
    e(
        "demand",
        "DOGE seeks a 70-80% cut of NEH staff and the cancellation of every grant of the Biden "
        "administration not fully paid out",
        "other",
        [("doge", "agent"), ("staff", "patient"), ("grantees", "patient")],
        [
            q("s215", "DOGE sought reductions in NEH staff by 70-80%"),
            q("s216", "DOGE sought wholesale termination of any grant opened under the Biden"),
        ],
    )
    e(
        "told",
        "NEH staff members are informed that DOGE seeks to cut the staff by 70-80% and cancel "
        "the Biden-era grants",
        "communication",
        [("staff", "recipient")],
        [q("s215", "NEH staff members reportedly were informed")],
        _day("2025-04-01", "On April 1, 2025"),
    )
    e(
        "nouse",
        "DOGE does not use the Spreadsheet (no analysis of any grant before the terminations)",
        "failure-to-act",
        [("doge", "agent")],
        [
            q("s216", "DOGE did not use the Spreadsheet to assess"),
            q("s271", "no such analysis took place prior to the blanket termination"),
            q("s353", "DOGE ultimately mass terminated NEH grants without any such analysis"),
            q("s358", "they have not engaged in reasoned consideration of any individual project"),
        ],
    )
    e(
        "clawback",
        "Acting Chair McDonald tells senior staff that DOGE wants to claw back $175 million",
        "communication",
        [("mcdonald", "agent"), ("staff", "recipient")],
        [q("s217", "Acting Chair Michael McDonald “told senior staff")],
    )
    e(
        "lists",
        "DOGE is provided lists of open NEH grants",
        "communication",
        [("doge", "recipient")],
        [
            q("s218", "DOGE was provided one or more lists of open NEH grants"),
            q("s219", "very shortly after receiving the list of open NEH grants"),
        ],
    )
    e(
        "asserted",
        "DOGE repeatedly asserts that cancelling at least $175 million in grant money is an "
        "imperative",
        "communication",
        [("doge", "agent")],
        [q("s218", "DOGE repeatedly asserted that cancelling at least $175 million")],
    )
    e(
        "bidenrule",
        "DOGE decides that every grant opened under the Biden Administration is to be terminated",
        "other",
        [("doge", "agent")],
        [
            q("s272", "the only factor that went into determining whether a grant should be"),
            q("s353", "instead determined that any grants opened under the Biden Administration"),
        ],
    )

    # --- April 2: the notices and the terminations ----------------------------------------------
    e(
        "notice",
        "DOGE agents e-mail nearly 1,500 grantees, every council among them, termination notices "
        "with a letter bearing McDonald's name",
        "communication",
        [
            ("doge", "agent"),
            ("grantees", "recipient"),
            ("councils", "recipient"),
            ("fed", "recipient"),
            ("ohum", "recipient"),
        ],
        [
            q("s219", "DOGE agents emailed nearly 1,500 grantees on the list"),
            q(
                "s220",
                "DOGE attempted to send to every state and jurisdictional humanities council",
            ),
            q("s221", "Most councils received the termination notices in the middle of the night"),
            q("s226", "The emails received by NEH grantees did not come from an NEH server"),
            q("s227", "The emails attached a grant termination letter purportedly signed"),
            q(
                "s232",
                "termination letters to the Federation, its members, and Oregon Humanities sent",
            ),
            q("s234", "This letter provides notice"),
            q("s160", "All have received termination notices for existing grants"),
            q(
                "s349",
                "Defendants have communicated these termination decisions",
            ),
            q("s245", "grant recipients received notifications"),
        ],
        _day("2025-04-02", "on April 2, 2025"),
    )
    e(
        "gterm",
        "The NEH and DOGE terminate nearly all grants of the Biden Administration, every "
        "open grant of the Federation and its members among them",
        "other",
        [
            ("doge", "agent"),
            ("neh", "agent"),
            ("councils", "patient"),
            ("fed", "patient"),
            ("ohum", "patient"),
            ("grantees", "patient"),
        ],
        [
            q(
                "s15",
                "terminated almost all grants issued to the state and jurisdictional councils",
            ),
            q("s61", "widespread terminations of already-issued grants without notice or appeal"),
            q("s68", "the NEH has ostensibly terminated general operating and support grants"),
            q("s75", "The Court should set aside the NEH’s unlawful termination"),
            q("s203", "Mass Terminates Grants"),
            q("s234", "is terminating your federal grant"),
            q(
                "s241",
                "the NEH hereby terminates your grant in its entirety effective April 2, 2025",
            ),
            q("s248", "All of the Federation and its members’ open grants were terminated"),
            q("s249", "NEH’s grant terminations were and are unlawful"),
            q("s262", "It has terminated nearly all of its current grants"),
            q("s282", "termination of nearly all previously approved standard operating grants"),
            q("s307", "The above-described terminations and delays constitute"),
            q("s317", "Defendants have invoked 2 CFR § 200.340 in canceling the grants"),
            q("s326", "setting aside Defendants’ termination of the terminated grants"),
            q("s332", "Defendants have terminated certain of the terminated grants"),
            q("s333", "The mass terminations defy statutory directives"),
            q(
                "s337",
                "NEH is violating its statutory obligations by terminating thousands of grants",
            ),
            q("s349", "Defendants have terminated the Plaintiffs’ grants"),
            q("s353", "DOGE ultimately mass terminated NEH grants"),
            q(
                "s360",
                "setting aside Defendants’ termination of the Plaintiffs’",
            ),
            q("s415", "the termination of all grants approved during the Biden Administration"),
            q("s423", "set aside as ultra vires Defendants’ terminations of grants"),
        ],
        _day("2025-04-02", "effective April 2, 2025"),
    )
    e(
        "typed",
        "Someone types McDonald's signature on the termination letters (not signed by him)",
        "other",
        [("someone", "agent"), ("mcdonald", "patient")],
        [
            q("s228", "The termination letters were not hand-signed by McDonald"),
            q("s229", "the signature on the termination letters was simply typed by someone"),
        ],
    )
    e(
        "noegms",
        "DOGE does not process the grant terminations through the NEH's eGMS system",
        "failure-to-act",
        [("doge", "agent")],
        [
            q("s225", "DOGE did not process the grant terminations through NEH’s eGMS system"),
            q("s246", "the terminations were not processed in NEH’s eGMS system"),
        ],
    )
    e(
        "noappeal",
        "The termination notices offer no way to appeal or seek reconsideration",
        "failure-to-act",
        [("neh", "agent"), ("councils", "recipient")],
        [q("s244", "The termination notices included no reference to any method for appeal")],
    )
    e(
        "nonotice",
        "The NEH follows none of the statutory termination process (no notice and opportunity for "
        "a hearing)",
        "failure-to-act",
        [("neh", "agent"), ("mcdonald", "agent"), ("councils", "recipient")],
        [
            q("s256", "NEH failed entirely to provide notice and opportunity for hearing"),
            q("s319", "has not provided notice and an opportunity to be heard"),
            q("s306", "which has not been followed"),
            q(
                "s321",
                "Defendants have not followed the procedures set out in those governing statutes",
            ),
        ],
    )
    e(
        "nofinding",
        "The NEH (McDonald) makes no finding of noncompliance before terminating the grants",
        "failure-to-act",
        [("neh", "agent"), ("mcdonald", "agent")],
        [
            q("s257", "NEH failed entirely to make a “finding” of noncompliance"),
            q("s319", "Defendant McDonald has not made findings required by the statutes"),
        ],
    )
    e(
        "nocouncil",
        "McDonald does not seek the Council's approval and does not convene the Council",
        "failure-to-act",
        [("mcdonald", "agent"), ("nch", "recipient")],
        [
            q("s319", "has not sought approval of the Council for grant terminations"),
            q("s325", "by failing to convene the Council"),
        ],
    )
    e(
        "noexplain",
        "The NEH gives no explanation or good reasons for the terminations",
        "failure-to-act",
        [("neh", "agent")],
        [
            q("s250", "NEH has failed to show—let alone provide—“good reasons for”"),
            q("s270", "The agency provided no explanation or information"),
            q("s350", "their boilerplate letters do not acknowledge"),
        ],
    )

    # --- the meeting with staff ------------------------------------------------------------------
    e(
        "meeting",
        "McDonald holds a meeting with staff to answer questions about the terminations",
        "communication",
        [("mcdonald", "agent"), ("staff", "recipient")],
        [q("s230", "In a meeting with staff to answer questions about the terminations")],
    )
    e(
        "acknow",
        "McDonald appears to acknowledge that he did not choose the grants to terminate nor draft "
        "the letters",
        "communication",
        [("mcdonald", "agent"), ("staff", "recipient")],
        [q("s230", "McDonald appeared to acknowledge that he did not determine")],
    )
    e(
        "explained",
        "McDonald had explained the NEH's traditional termination process",
        "communication",
        [("mcdonald", "agent")],
        [q("s231", "he had explained NEH’s traditional termination process")],
    )
    e(
        "stated",
        "McDonald states that 'they' would not adhere to the traditional notification processes",
        "communication",
        [("mcdonald", "agent"), ("staff", "recipient")],
        [q("s231", "First, he stated that he had explained")],
    )
    e(
        "question",
        "Staff ask McDonald about the rationale for the grant terminations",
        "communication",
        [("staff", "agent"), ("mcdonald", "recipient")],
        [q("s231", "in response to a question about the rationale for grant terminations")],
    )
    e(
        "replied",
        "McDonald replies that the rationale was the way DOGE had operated at other agencies",
        "communication",
        [("mcdonald", "agent"), ("staff", "recipient")],
        [q("s231", "he replied that the “rationale was simply because")],
    )
    e(
        "conjecture",
        "McDonald says any statement about the number of grants terminated would be conjecture",
        "communication",
        [("mcdonald", "agent"), ("staff", "recipient")],
        [q("s231", "McDonald also said that any statement about the number of grants")],
    )
    e(
        "learned",
        "Relevant NEH staff learn of the grant terminations when the grantees do, without a chance "
        "to weigh in",
        "communication",
        [("staff", "recipient")],
        [q("s245", "relevant staff learned of the grant terminations")],
    )

    # --- the staff cut and the Fed/State Office -----------------------------------------------
    e(
        "leave",
        "145 NEH staff members (80% of the staff), all of the Fed/State Office but one, are placed "
        "on administrative leave",
        "adverse-action",
        [("neh", "agent"), ("staff", "patient"), ("fsstaff", "patient")],
        [
            q("s258", "145 NEH staff members—making up 80% of the staff—were reportedly placed on"),
            q("s259", "this included every staff member in the Fed/State Office except for one"),
            q("s61", "eliminating all but one staff person from the Fed/State office"),
        ],
        _day("2025-04-03", "On April 3, 2025"),
    )
    e(
        "staffcut",
        "The NEH terminates the staff needed to review and oversee the councils' grants",
        "termination",
        [("neh", "agent"), ("doge", "agent"), ("staff", "patient")],
        [
            q("s203", "Mass Terminates Grants and Staff"),
            q("s260", "as a result of the termination of staff and grants"),
            q("s263", "NEH has terminated the staff necessary"),
            q("s264", "NEH has eliminated most of the staff required to oversee"),
        ],
    )
    e(
        "dismantle",
        "DOGE guts the NEH (the disruption and attempted destruction of its work)",
        "other",
        [("doge", "agent"), ("trump", "agent"), ("neh", "patient")],
        [
            q("s15", "DOGE gutted the NEH"),
            q("s17", "the disruption and attempted destruction, spearheaded by DOGE"),
            q(
                "s59",
                "have engaged in a concerted effort to disrupt and destroy the work of the NEH",
            ),
            q("s204", "The normal operations of NEH abruptly ended in March 2025"),
            q("s282", "The Trump Administration’s wholesale dismantling of NEH"),
        ],
    )
    e(
        "fsgone",
        "The NEH eliminates (dismantles) the Fed/State Office",
        "other",
        [("neh", "agent"), ("doge", "agent"), ("fedstate", "patient")],
        [
            q("s260", "the NEH has effectively eliminated or nearly eliminated entire divisions"),
            q("s267", "eliminate offices that are not essential to fulfilling its statutory"),
            q("s282", "elimination of the Fed/State Office"),
            q("s340", "Defendants’ dismantling of the Fed/State Office"),
            q("s415", "including the dismantling of Fed/State"),
            q("s423", "the dismantling of the Fed/State Office at NEH"),
            q("s424", "their decisions to eliminate the Fed/State Office at NEH"),
        ],
    )

    # --- what the NEH stopped doing ------------------------------------------------------------
    e(
        "delays",
        "The NEH delays and stops processing the councils' grant applications and its review "
        "and approval process",
        "failure-to-act",
        [("neh", "agent"), ("councils", "recipient")],
        [
            q("s61", "delays and changes in pending grant applications"),
            q("s161", "NEH is not processing new operating grant applications in normal course"),
            q("s285", "Many grant applications are “stuck” in process at NEH"),
            q(
                "s303",
                "have actually or constructively terminated and/or substantially delayed",
            ),
            q(
                "s424",
                "to shut down processing of grants to state and jurisdictional humanities councils",
            ),
        ],
    )
    e(
        "changes",
        "Defendants change the grant application processes and procedures",
        "other",
        [("neh", "agent")],
        [q("s61", "arbitrary and capricious changes to grant application processes")],
    )
    e(
        "reimb",
        "The NEH stops reimbursing the councils' approved expenses (across-the-board delays)",
        "failure-to-act",
        [("neh", "agent"), ("councils", "recipient")],
        [
            q(
                "s61",
                "delays in the review and approval of otherwise approved grant reimbursements",
            ),
            q("s147", "Until April 2, 2025, the NEH routinely and rapidly reimbursed councils"),
            q("s158", "Many have unreimbursed expenses held up at NEH"),
        ],
        _day("2025-04-02", "Until April 2, 2025"),
    )
    e(
        "advance",
        "Councils that requested advance funds do not receive them",
        "failure-to-act",
        [("neh", "agent"), ("councils", "recipient")],
        [q("s159", "Some have requested and not received advanced funds")],
    )
    e(
        "nonoa",
        "The NEH never issues the Notices of Action for the 2025 CR funds to the councils",
        "failure-to-act",
        [("neh", "agent"), ("councils", "recipient"), ("ohum", "recipient"), ("fed", "recipient")],
        [
            q("s186", "should have received Notices of Action tied to existing operating grants"),
            q("s188", "That Notice of Action was never provided"),
            q("s189", "have not received Notices of Action for the Congressionally mandated funds"),
        ],
    )
    e(
        "freeze",
        "Defendants freeze payment on the grants and refuse to disburse appropriated funds "
        "(McDonald withholding the approvals to release them)",
        "failure-to-act",
        [("neh", "agent"), ("mcdonald", "agent"), ("councils", "recipient")],
        [
            q("s321", "have frozen payment on grants"),
            q(
                "s325",
                "by withholding purportedly necessary approvals to the NEH to release funding",
            ),
            q("s355", "Defendants’ funding freeze decisions"),
            q("s397", "by refusing to disburse duly appropriated funding"),
            q("s424", "to delay or refuse to spend the funds appropriated to NEH by Congress"),
        ],
    )
    e(
        "release",
        "The NEH issues a press release on its funding priorities and recent implementation of "
        "the Executive Orders (Fed/State 'not essential')",
        "communication",
        [("neh", "agent")],
        [
            q("s267", "On April 24, 2025, NEH issued a press release"),
            q("s268", "It is false that the Fed/State Office was “not essential"),
            q("s361", "NEH’s pronouncement that Fed/State was “not essential"),
        ],
        _day("2025-04-24", "On April 24, 2025"),
    )
    e(
        "guidance",
        "The NEH Office of Grant Management e-mails grant recipients the 'Guidance for Recipients "
        "of Terminated NEH Awards' (one voucher form, terminations permanent, no appeal)",
        "communication",
        [
            ("ogm", "agent"),
            ("grantees", "recipient"),
            ("fed", "recipient"),
            ("ohum", "recipient"),
            ("councils", "recipient"),
        ],
        [
            q("s273", "On April 30, 2025, NEH grant recipients including the Federation"),
            q("s275", "The email stated that NEH terminated awards in 2025"),
            q("s276", "The April 30th guidance required Plaintiffs to submit"),
            q("s277", "It explicitly limited request for reimbursement"),
            q("s278", "the guidance stated that all grant terminations were permanent"),
        ],
        _day("2025-04-30", "On April 30, 2025"),
    )

    # --- Oregon Humanities' and the Federation's grants ------------------------------------------
    e(
        "ohapply",
        "Oregon Humanities applies for a standard operating grant (November 2022 - October 2027)",
        "other",
        [("ohum", "agent"), ("neh", "recipient")],
        [q("s149", "Oregon Humanities applied for")],
    )
    e(
        "ohaward",
        "The NEH approves Oregon Humanities' operating grant ($2,580,205)",
        "other",
        [("neh", "agent"), ("ohum", "beneficiary")],
        [
            q("s149", "was approved for a standard operating grant"),
            q("s150", "An NEH Notice of Action approved $2,580,205 in funding for this grant"),
        ],
    )
    e(
        "ohpaid",
        "The NEH awards and reimburses $2,029,271 under Oregon Humanities' grant",
        "other",
        [("neh", "agent"), ("ohum", "beneficiary")],
        [q("s152", "To date, NEH has awarded and reimbursed $2,029,271")],
    )
    e(
        "ohrequest",
        "Oregon Humanities submits $292,000 in reimbursement requests",
        "other",
        [("ohum", "agent"), ("neh", "recipient")],
        [q("s153", "Oregon Humanities submitted an additional $292,000 in reimbursement requests")],
    )
    e(
        "ohunpaid",
        "The NEH does not process Oregon Humanities' reimbursement requests",
        "failure-to-act",
        [("neh", "agent"), ("ohum", "recipient")],
        [q("s153", "have not been processed by NEH")],
    )
    e(
        "ohnew",
        "Oregon Humanities applies for a new operating grant for 2025-2030",
        "other",
        [("ohum", "agent"), ("neh", "recipient")],
        [q("s155", "Oregon Humanities submitted an application for a new operating grant")],
    )
    e(
        "ohnewstuck",
        "The NEH does not process Oregon Humanities' new grant application",
        "failure-to-act",
        [("neh", "agent"), ("ohum", "recipient")],
        [q("s156", "That grant application has not been processed by NEH")],
    )
    e(
        "uwsapply",
        "Oregon Humanities applies for United We Stand special initiative funding",
        "other",
        [("ohum", "agent"), ("neh", "recipient")],
        [q("s166", "in 2025 Oregon Humanities applied for funding through a second round")],
        _day("2025-01-01", "in 2025", granularity="year"),
    )
    e(
        "uwsaward",
        "Oregon Humanities is awarded $40,000 of United We Stand funds",
        "other",
        [("neh", "agent"), ("ohum", "beneficiary")],
        [q("s166", "was awarded $40,000 in grant funds")],
        _day("2025-01-01", "in 2025", granularity="year"),
    )
    e(
        "uwsspent",
        "Oregon Humanities spends the $40,000",
        "other",
        [("ohum", "agent")],
        [q("s167", "Those funds have already been expended by Oregon Humanities")],
    )
    e(
        "uwsunpaid",
        "The NEH does not reimburse the $40,000",
        "failure-to-act",
        [("neh", "agent"), ("ohum", "recipient")],
        [q("s167", "but not reimbursed by NEH")],
    )
    e(
        "apply",
        "The Federation and its members apply for new standard operating or competitive grants",
        "other",
        [("fed", "agent"), ("councils", "agent"), ("neh", "recipient")],
        [q("s284", "some did apply, for new standard operating grants")],
    )
    e(
        "approve30",
        "A $30,000 grant to the Federation for data and evaluation is approved",
        "other",
        [("neh", "agent"), ("fed", "beneficiary")],
        [q("s286", "was approved")],
    )
    e(
        "cancel30",
        "The Federation's $30,000 grant is cancelled",
        "other",
        [("neh", "agent"), ("fed", "patient")],
        [q("s286", "then cancelled")],
    )
    e(
        "invite",
        "The Federation is invited to apply for a $500,000 Cooperative Agreement grant with NEH's "
        "Office of Data & Evaluation",
        "communication",
        [("neh", "agent"), ("fed", "recipient")],
        [q("s287", "the Federation was invited to apply for a much larger $500,000")],
    )
    e(
        "drafted",
        "The Cooperative Agreement and budget are drafted with NEH staff",
        "other",
        [("fed", "agent"), ("staff", "agent")],
        [
            q(
                "s288",
                "The Cooperative Agreement and budget were drafted in conjunction with NEH staff",
            )
        ],
    )

    # --- harms that are acts: the councils' layoffs -------------------------------------------
    e(
        "layoffs",
        "The state and jurisdictional councils lay off staff and cancel events and programs",
        "termination",
        [("councils", "agent")],
        [
            q("s70", "State and jurisdictional humanities councils have terminated staff"),
            q("s311", "have included layoffs, cancellation of programming"),
        ],
    )

    # --- the suit ------------------------------------------------------------------------------
    e(
        "suit",
        "Oregon Humanities and the Federation sue DOGE, Gleason, the NEH, the Council and McDonald",
        "lawsuit",
        [
            ("ohum", "agent"),
            ("fed", "agent"),
            ("doge", "patient"),
            ("gleason", "patient"),
            ("neh", "patient"),
            ("nch", "patient"),
            ("mcdonald", "patient"),
            ("court", "recipient"),
        ],
        [
            q("s16", "We ask the Court to stop this imminent threat"),
            q("s17", "This lawsuit challenges the disruption"),
            q("s60", "Plaintiffs bring this lawsuit to seek relief"),
            q("s62", "Plaintiffs challenge all of these unconstitutional disruptions"),
            q("s73", "For all these reasons, Plaintiffs seek relief from this Court"),
            q("s429", "DATED: May 15, 2025."),
        ],
        _day("2025-05-15", "May 15, 2025"),
    )

    spec = [
        ("BEFORE", "election", "instruct", [("s205", "following President Trump’s election")]),
        ("BEFORE", "lists", "notice", [("s219", "very shortly after receiving the list")]),
        ("CAUSES", "cr", "received", [("s182", "NEH thus received")]),
        ("BEFORE", "instruct", "gterm", [("s353", "initially asked NEH to comb through")]),
        ("BEFORE", "explained", "stated", [("s231", "he stated that he had explained")]),
        ("BEFORE", "question", "replied", [("s231", "in response to a question")]),
        ("CAUSES", "question", "replied", [("s231", "in response to a question")]),
        ("SAME-TIME", "learned", "notice", [("s245", "at the same time that grant recipients")]),
        ("CAUSES", "staffcut", "fsgone", [("s260", "as a result of the termination of staff")]),
        (
            "CAUSES",
            "gterm",
            "fsgone",
            [("s260", "as a result of the termination of staff and grants")],
        ),
        ("CAUSES", "eos", "gterm", [("s352", "the obvious, actual reason for the terminations")]),
        (
            "CAUSES",
            "bidenrule",
            "gterm",
            [("s272", "the only factor that went into determining whether a grant should be")],
        ),
        ("CAUSES", "gterm", "layoffs", [("s311", "the harms from these cancellations and delays")]),
        ("BEFORE", "approve30", "cancel30", [("s286", "was approved and then cancelled")]),
        ("BEFORE", "invite", "arrive", [("s287", "Prior to the DOGE interference")]),
        ("BEFORE", "drafted", "arrive", [("s288", "before DOGE arrived at")]),
        ("BEFORE", "uwsapply", "uwsaward", [("s166", "and was awarded $40,000")]),
        ("BEFORE", "ohapply", "ohaward", [("s149", "applied for and was approved")]),
    ]
    relations = [
        rel(f"r{i}", kind, ids[a], ids[b], [q(s, f) for s, f in quotes])
        for i, (kind, a, b, quotes) in enumerate(spec, 1)
    ]
    return build(
        stem,
        "Oregon Council for the Humanities et al. v. United States DOGE Service (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    data = humanities()
    path = HERE / f"{data['complaint']['id']}.gold.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(path, len(data["events"]), "events", len(data["relations"]), "relations")
