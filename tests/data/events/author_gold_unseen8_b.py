"""The gold graph of ``case11752_doc39052``, one of the complaints kept unseen while the rules of
issue 30's eighth round were written.

Chosen by a stated rule, not by reading it: employment complaints of the same Clearinghouse source
filed under other case types than Equal Employment (every complaint of the shared folder already
has a gold); written before the extractor was run on them. ``case11752_doc39052`` (41 KB) is the
First Amended Complaint in Flood and Vaughn v. Board of Trustees of Florida Gulf Coast University
(M.D. Fla., No. 2:08-cv-30, amended complaint filed May 12, 2008: two women's head coaches' Title IX
retaliation claims and one coach's Florida defamation claim; a public court filing).
``benchmarks/events.py`` scores it only with ``--unseen8`` ("unseen8").

Same conventions as ``author_gold.py`` and ``author_gold_unseen7_hodgkins.py``: quotes are
fragments resolved to the exact sentence text; one event per act, with every sentence that tells
it (the preliminary statement's and the counts' retellings included); the date its own sentences
state; relations only where the text states them (a cue word or a stated cause).

What counted as an event here. Each coach's advocacy for gender equity is one event (retold in the
preliminary statement, the facts and the counts), and each specific request or objection the text
lists is its own event; the university's retaliation against each coach (the "closer scrutiny"
sentences and the counts' "retaliation took many forms") is one event per coach; every act told in
the lists of forms of retaliation (appraisals, probation, leave, the bar on her duties, the denied
raise, the lower pay, the one-year contract, the budget, the disclosures to the media) is its own
event; the Baker Letter story (the coaches' concerns, the letter, the President's and the
spokesperson's e-mails, the audit and its report, the second review, the reports of January 22,
2008), the three investigations of Flood (the umbrella "three investigations" and each one the
text tells), the acts of named staff (McAloose, Peterson, Perchan, Clayton, Bradshaw, Freeland,
the male coach who harassed Freeland) and the filings. Appraisals and refusals of a request are
typed like the earlier golds (adverse-action; failure-to-act); a request or objection to
management is a complaint. Not events: achievements and background (records, titles, experience,
the move to Division I), states ("Vaughn's salary was substantially lower", "Coaches who did not
advocate ... had clerical support ... but Vaughn did not"), negated acts ("Peterson had never
attended"), feelings ("left Vaughn feeling intimidated"), harms (the fall of the club's enrollment,
lost earnings), the announced future reprimand of McAloose and Peterson, and the prayer's relief.

run: python tests/data/events/author_gold_unseen8_b.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _load, build, ent, evt, rel  # type: ignore[import-not-found]


def flood() -> dict[str, Any]:
    stem = "case11752_doc39052"
    sentences, q = _load(stem)
    entities = [
        ent(
            "flood",
            "Jaye Flood",
            "person",
            ["plaintiff", "employee"],
            [q("s4", "JAYE FLOOD"), q("s12", "Jaye Flood"), q("s37", "Plaintiff Flood")],
            ["Flood", "Coach Flood", "Plaintiff Flood", "Head Coach Flood", "JAYE FLOOD"],
        ),
        ent(
            "vaughn",
            "Holly Vaughn",
            "person",
            ["plaintiff", "employee"],
            [q("s6", "HOLLY VAUGHN"), q("s12", "Holly Vaughn"), q("s58", "Plaintiff Vaughn")],
            ["Vaughn", "Coach Vaughn", "Plaintiff Vaughn", "HOLLY VAUGHN"],
        ),
        ent(
            "fgcu",
            "Board of Trustees of Florida Gulf Coast University",
            "organization",
            ["defendant", "employer"],
            [
                q("s8", "BOARD OF TRUSTEES OF THE"),
                q("s27", "Defendant Board of Trustees of Florida Gulf Coast University"),
            ],
            [
                "FGCU",
                "Florida Gulf Coast University",
                "Defendant FGCU",
                "Defendant",
                "the University",
                "FGCU’s Athletic Department",
            ],
        ),
        ent(
            "does",
            "Does 1 through 13",
            "person",
            ["defendant"],
            [q("s29", "Defendants Does 1 through 13")],
            ["Does 1 through 13"],
        ),
        ent(
            "mcaloose",
            "Carl McAloose",
            "person",
            ["supervisor"],
            [q("s46", "Athletic Director, Carl McAloose (“McAloose”)")],
            ["McAloose", "Athletic Director McAloose", "the Athletic Director"],
        ),
        ent(
            "peterson",
            "Kathleen Peterson",
            "person",
            ["supervisor"],
            [q("s52", "Senior Woman Administrator Kathleen Peterson (“Peterson”)")],
            ["Peterson"],
        ),
        ent(
            "baker",
            "Merrily Dean Baker",
            "person",
            [],
            [q("s83", "Merrily Dean Baker (“Baker”), FGCU’s former Interim Athletic Director")],
            ["Baker"],
        ),
        ent(
            "pegnetter",
            "Richard Pegnetter",
            "person",
            [],
            [q("s84", "FGCU Interim President Richard Pegnetter")],
            ["President Pegnetter", "Pegnetter"],
        ),
        ent(
            "evans",
            "Susan Evans",
            "person",
            [],
            [q("s89", "Chief of Staff and University Spokesperson Susan Evans")],
            ["Evans"],
        ),
        ent(
            "slade",
            "Carol Slade",
            "person",
            [],
            [q("s91", "Internal Auditor Carol Slade (“Slade”)")],
            ["Slade"],
        ),
        ent(
            "clayton",
            "Robert Clayton",
            "person",
            [],
            [q("s124", "an outside agent, Robert Clayton (“Clayton”)")],
            ["Clayton"],
        ),
        ent(
            "bradshaw",
            "Wilson G. Bradshaw",
            "person",
            [],
            [q("s153", "FGCU President Wilson G. Bradshaw")],
            ["President Bradshaw", "Bradshaw"],
        ),
        ent(
            "perchan",
            "Butch Perchan",
            "person",
            ["supervisor"],
            [q("s123", "Associate Athletic Director Butch Perchan")],
            ["Perchan"],
        ),
        ent(
            "meyer",
            "J.P. Meyer",
            "person",
            ["co-worker"],
            [q("s71", "J.P. Meyer")],
            ["Meyer"],
        ),
        ent(
            "freeland",
            "LeAnn Freeland",
            "person",
            ["co-worker", "employee"],
            [q("s108", "Women’s Assistant Basketball Coach LeAnn Freeland (“Freeland”)")],
            ["Freeland"],
        ),
        ent(
            "coaches",
            "the other two female coaches",
            "person",
            ["co-worker", "employee"],
            [q("s83", "the other two female coaches then at FGCU")],
        ),
        ent(
            "malecoaches",
            "three male coaches",
            "person",
            ["employee"],
            [q("s74", "three male coaches")],
        ),
        ent(
            "parttime",
            "male part-time coaches",
            "person",
            ["employee"],
            [q("s65", "male part-time coaches")],
        ),
        ent(
            "harasser",
            "a male coach",
            "person",
            ["co-worker"],
            [q("s110", "a male coach")],
        ),
        ent("players", "Flood's players", "person", [], [q("s56", "her players")]),
        ent(
            "student",
            "the student involved in the incident",
            "person",
            [],
            [q("s138", "the student involved in the “shirt-tugging” incident")],
        ),
        ent(
            "counsel",
            "FGCU's General Counsel",
            "person",
            ["attorney"],
            [q("s139", "FGCU’s General Counsel")],
        ),
        ent(
            "sio",
            "FGCU's sports information officer",
            "person",
            [],
            [q("s146", "its sports information officer")],
        ),
        ent(
            "asun",
            "Atlantic Sun Conference",
            "organization",
            [],
            [q("s146", "the Atlantic Sun Conference")],
        ),
        ent("reporter", "a reporter", "person", [], [q("s121", "a reporter")]),
        ent("media", "the media", "organization", [], [q("s122", "The media")]),
        ent(
            "outsider",
            "a non-FGCU employee",
            "person",
            [],
            [q("s123", "a non-FGCU employee")],
        ),
        ent(
            "newcoach",
            "a male volleyball coach",
            "person",
            [],
            [q("s150", "a male volleyball coach")],
        ),
        ent(
            "staff",
            "FGCU faculty and staff",
            "person",
            [],
            [q("s87", "the entire FGCU faculty and staff")],
        ),
    ]
    F = ("fgcu", "agent")
    FL = ("flood", "patient")
    V = ("vaughn", "patient")
    events = [
        # --- the suit ---
        evt(
            "ev1",
            "Flood and Vaughn bring this action against FGCU",
            "lawsuit",
            [("flood", "agent"), ("vaughn", "agent"), ("fgcu", "patient"), ("does", "patient")],
            [
                q("s12", "for their First Amended Complaint in the above-captioned action"),
                q("s14", "brings this action against FGCU for"),
                q("s15", "Flood brings this case against FGCU under Title IX"),
                q("s18", "brings this action against FGCU for retaliating"),
                q("s19", "Vaughn brings this case against FGCU under Title IX"),
                q("s30", "sue these defendants by fictitious names"),
                q("s186", "each Plaintiff respectfully prays that this Honorable Court"),
                q("s208", "Plaintiff demands a trial by jury on all issues"),
            ],
        ),
        # --- Flood: hiring, advocacy, early retaliation ---
        evt(
            "ev2",
            "Flood begins her employment as FGCU's Head Volleyball Coach",
            "hiring",
            [("fgcu", "agent"), FL],
            [q("s37", "Plaintiff Flood began her employment as FGCU’s Head Volleyball Coach")],
            date=_day("2003-01-01", "in 2003", granularity="year"),
        ),
        evt(
            "ev3",
            "Flood complains of sex discrimination and advocates gender equity in the Athletic"
            " Department",
            "complaint",
            [("flood", "agent"), ("fgcu", "recipient")],
            [
                q("s14", "after she complained about sex discrimination and advocated for gender"),
                q("s16", "as a result of her exercising her protected rights to advocate"),
                q("s45", "Coach Flood actively advocated for gender equity"),
                q("s54", "Because Flood advocated for gender equity"),
                q("s93", "in retaliation for her complaining about gender inequities"),
                q("s120", "resulting from her complaints about Title IX gender equity issues"),
                q("s130", "for complaining about Title IX gender inequities"),
                q("s144", "In further retaliation for complaining about Title IX gender"),
                q("s146", "for advocating gender equity in FGCU’s Athletic Department"),
                q("s168", "because of Coach Flood’s complaints about Title IX gender inequities"),
            ],
        ),
        evt(
            "ev4",
            "Flood presses for better marketing of the volleyball program",
            "complaint",
            [("flood", "agent"), ("fgcu", "recipient")],
            [q("s47", "pressed for better marketing of the volleyball program")],
        ),
        evt(
            "ev5",
            "Flood objects to the pooling of Booster Club donations",
            "complaint",
            [("flood", "agent"), ("fgcu", "recipient")],
            [q("s47", "objected to the pooling of Booster Club donations")],
        ),
        evt(
            "ev6",
            "Flood complains that there is no hot water in the volleyball locker room",
            "complaint",
            [("flood", "agent"), ("fgcu", "recipient")],
            [q("s47", "complained about a prolonged period when there was no hot water")],
        ),
        evt(
            "ev7",
            "Flood complains that male coaches get multi-year contracts and female coaches"
            " one-year contracts",
            "complaint",
            [("flood", "agent"), ("fgcu", "recipient")],
            [q("s47", "complained about the fact that male coaches have been granted")],
        ),
        evt(
            "ev8",
            "Flood requests funds for a second assistant coach, guarantee money and a higher"
            " salary for her assistant coach",
            "complaint",
            [("flood", "agent"), ("fgcu", "recipient")],
            [
                q("s51", "Coach Flood requested that the volleyball program be provided"),
                q("s53", "soon after Coach Flood had requested additional funds"),
            ],
            date=_day(
                "2006-01-01",
                "In 2006 and into early 2007",
                end="2007-12-31",
                granularity="year",
            ),
        ),
        evt(
            "ev9",
            "FGCU, through McAloose and Peterson, rebuffs Flood's advocacy and requests",
            "failure-to-act",
            [F, ("mcaloose", "agent"), ("peterson", "agent"), FL],
            [
                q("s45", "but FGCU rebuffed her at every turn"),
                q("s46", "FGCU rejected Coach Flood’s efforts to build and promote"),
                q("s52", "were rebuffed by Athletic Director McAloose and by Associate"),
            ],
        ),
        evt(
            "ev10",
            "McAloose undertakes efforts to replace Flood",
            "adverse-action",
            [("mcaloose", "agent"), FL],
            [q("s53", "McAloose undertook efforts to replace Coach Flood")],
        ),
        evt(
            "ev11",
            "FGCU retaliates against Flood, subjecting her to closer scrutiny and treating her"
            " less favorably",
            "retaliation",
            [F, FL],
            [
                q("s14", "retaliating against her after she complained"),
                q("s16", "FGCU subjected Flood to a continuing series of retaliatory acts"),
                q("s54", "FGCU retaliated against her by subjecting her to closer scrutiny"),
                q("s92", "FGCU’s retaliation against Coach Flood intensified"),
                q("s98", "She continued to be the target of closer scrutiny"),
                q("s120", "FGCU’s retaliation against Coach Flood, resulting from"),
                q("s130", "constitute further acts of retaliation by FGCU against Coach Flood"),
            ],
        ),
        evt(
            "ev12",
            "McAloose shows Flood open disrespect",
            "harassment",
            [("mcaloose", "agent"), FL],
            [q("s56", "Coach Flood encountered such open disrespect from McAloose")],
        ),
        evt(
            "ev13",
            "Flood's players ask her why the Athletic Director does not like her",
            "communication",
            [("players", "agent"), ("flood", "recipient")],
            [q("s56", "her players asked her, “Why doesn’t the Athletic Director like you?”")],
        ),
        # --- Vaughn: hiring, advocacy, early retaliation ---
        evt(
            "ev14",
            "Vaughn begins her employment as FGCU's Head Women's Golf Coach",
            "hiring",
            [("fgcu", "agent"), V],
            [q("s58", "Plaintiff Vaughn began her employment as FGCU’s Head Women’s Golf Coach")],
            date=_day("2000-01-01", "in 2000", granularity="year"),
        ),
        evt(
            "ev15",
            "Vaughn complains of sex discrimination and advocates gender equity in the Athletic"
            " Department",
            "complaint",
            [("vaughn", "agent"), ("fgcu", "recipient")],
            [
                q("s18", "after she complained about sex discrimination and advocated for gender"),
                q("s20", "as a result of her exercising her protected rights to advocate"),
                q("s64", "Coach Vaughn advocated for gender equity"),
                q("s80", "Because Vaughn advocated for gender equity"),
                q("s101", "in retaliation for her complaining about gender inequities"),
                q("s118", "resulting from her complaints about Title IX gender equity issues"),
                q("s182", "because of Coach Vaughn’s complaints about Title IX gender"),
            ],
        ),
        evt(
            "ev16",
            "McAloose rebuffs Vaughn, telling her she can get out if she does not like it",
            "harassment",
            [("mcaloose", "agent"), V],
            [
                q("s64", "but was bluntly rebuffed by McAloose"),
                q("s69", "McAloose rebuffed her, stating, “If you don’t like it here"),
            ],
        ),
        evt(
            "ev17",
            "FGCU offers male part-time coaches additional duties to make them full-time",
            "other",
            [F, ("parttime", "beneficiary")],
            [q("s65", "FGCU had offered male part-time coaches additional job duties")],
        ),
        evt(
            "ev18",
            "Vaughn asks McAloose why no one mentioned the full-time positions to her",
            "complaint",
            [("vaughn", "agent"), ("mcaloose", "recipient")],
            [q("s66", "When Vaughn asked McAloose why no one had mentioned")],
        ),
        evt(
            "ev19",
            "McAloose claims surprise that Vaughn would want a full-time position",
            "communication",
            [("mcaloose", "agent"), ("vaughn", "recipient")],
            [q("s66", "claimed surprise that she would be interested")],
        ),
        evt(
            "ev20",
            "Vaughn asks why the female coaches' offices are at the opposite end of the department",
            "complaint",
            [("vaughn", "agent"), ("mcaloose", "recipient")],
            [q("s67", "Coach Vaughn inquired why the female coaches’ offices were located")],
        ),
        evt(
            "ev21",
            "Vaughn notes that Flood still has no office while assistant coaches do",
            "complaint",
            [("vaughn", "agent"), ("mcaloose", "recipient")],
            [q("s68", "Vaughn also noted that several months into Head Coach Flood’s tenure")],
        ),
        evt(
            "ev22",
            "FGCU does not provide Flood with an office",
            "failure-to-act",
            [F, FL],
            [q("s68", "Flood still had not been provided with an office")],
        ),
        evt(
            "ev23",
            "Vaughn is not permitted to select her own assistant coach",
            "adverse-action",
            [F, V],
            [q("s70", "Vaughn was not permitted to select her own assistant coach")],
        ),
        evt(
            "ev24",
            "McAloose and Perchan hire J.P. Meyer as assistant golf coach",
            "hiring",
            [("mcaloose", "agent"), ("perchan", "agent"), ("meyer", "patient")],
            [
                q("s71", "McAloose and Butch Perchan hired J.P. Meyer"),
                q("s72", "Coach Vaughn did not have any role in hiring J.P. Meyer"),
            ],
        ),
        evt(
            "ev25",
            "Vaughn tells McAloose she does not want Meyer as her assistant",
            "complaint",
            [("vaughn", "agent"), ("mcaloose", "recipient")],
            [q("s73", "when Vaughn told McAloose that she did not want Meyer")],
        ),
        evt(
            "ev26",
            "McAloose tells Vaughn to just give Meyer things to do",
            "communication",
            [("mcaloose", "agent"), ("vaughn", "recipient")],
            [q("s73", "he told her, “Just give him things to do.”")],
        ),
        evt(
            "ev27",
            "Three male coaches are hired into the Athletic Department",
            "hiring",
            [F, ("malecoaches", "patient")],
            [q("s74", "when three male coaches were hired into the Athletic Department")],
            date=_day("2006-06-01", "in June 2006", granularity="month"),
        ),
        evt(
            "ev28",
            "McAloose moves Vaughn's office out of Alico Arena into an outdoor trailer",
            "adverse-action",
            [("mcaloose", "agent"), V],
            [
                q("s74", "McAloose directed Vaughn to move her office out of Alico Arena"),
                q("s75", "Vaughn was the only head coach relegated to the trailer"),
            ],
            date=_day("2006-06-01", "in June 2006", granularity="month"),
        ),
        evt(
            "ev29",
            "FGCU administrators do not attend women's golf team events",
            "failure-to-act",
            [F, V],
            [
                q("s77", "FGCU administrators did not attend women’s golf team events"),
                q("s78", "No FGCU administrator attended the two NCAA regional golf tournaments"),
            ],
        ),
        evt(
            "ev30",
            "FGCU retaliates against Vaughn, subjecting her to closer scrutiny and treating her"
            " less favorably",
            "retaliation",
            [F, V],
            [
                q("s18", "retaliating against her after she complained"),
                q("s20", "FGCU subjected Vaughn to a continuing series of retaliatory acts"),
                q("s80", "FGCU retaliated against her by subjecting her to closer scrutiny"),
                q("s92", "FGCU began to retaliate against Vaughn"),
                q("s118", "FGCU’s retaliation against Coach Vaughn, resulting from"),
                q("s183", "FGCU scrutinized Coach Vaughn’s employment more closely"),
            ],
        ),
        # --- the Baker Letter and the audit ---
        evt(
            "ev31",
            "Flood, Vaughn and the other two female coaches express their gender equity concerns"
            " to Baker",
            "complaint",
            [
                ("flood", "agent"),
                ("vaughn", "agent"),
                ("coaches", "agent"),
                ("freeland", "agent"),
                ("baker", "recipient"),
            ],
            [
                q("s83", "Coach Flood and Coach Vaughn joined with the other two female coaches"),
                q("s90", "had a role in expressing the concerns outlined in the Baker Letter"),
                q("s109", "her participation in the discussions that led to the Baker Letter"),
                q("s183", "Following her participation in the Baker Letter"),
            ],
            date=_day("2007-05-01", "In May 2007", granularity="month"),
        ),
        evt(
            "ev32",
            "Baker submits the Baker Letter summarizing the concerns to Interim President"
            " Pegnetter",
            "complaint",
            [("baker", "agent"), ("pegnetter", "recipient"), ("fgcu", "recipient")],
            [
                q("s84", "Baker, in turn, submitted a letter"),
                q("s85", "the Baker Letter complained that FGCU’s Athletic Department"),
                q("s93", "Following FGCU’s receipt of the Baker Letter"),
                q("s101", "Following FGCU’s receipt of the Baker Letter"),
                q("s119", "After McAloose learned about the Baker Letter"),
            ],
            date=_day("2007-05-24", "On May 24, 2007"),
        ),
        evt(
            "ev33",
            "FGCU's Athletic Department gives male student-athletes greater opportunities and"
            " discriminates against female student-athletes, their coaches and programs",
            "unlawful-practice",
            [F, ("flood", "patient"), ("vaughn", "patient")],
            [
                q("s85", "FGCU’s Athletic Department was violating Title IX by engaging"),
                q("s86", "these discriminatory practices included"),
            ],
        ),
        evt(
            "ev34",
            "Pegnetter e-mails faculty, staff and students that Title IX allegations were made,"
            " calling them unsubstantiated, and announces an internal audit",
            "communication",
            [("pegnetter", "agent"), ("staff", "recipient")],
            [
                q("s87", "President Pegnetter sent an e-mail dated June 8, 2007"),
                q("s88", "President Pegnetter’s June 8, 2007 e-mail asserted"),
            ],
            date=_day("2007-06-08", "June 8, 2007"),
        ),
        evt(
            "ev35",
            "Evans e-mails the Athletic Department staff that unsubstantiated Title IX"
            " allegations have been made",
            "communication",
            [("evans", "agent"), ("staff", "recipient")],
            [q("s89", "Susan Evans sent an e-mail to the entire Athletic Department staff")],
            date=_day("2007-06-08", "On June 8, 2007"),
        ),
        evt(
            "ev36",
            "Slade and outside counsel begin an internal audit of FGCU's Title IX compliance",
            "investigation",
            [("slade", "agent"), F],
            [
                q("s87", "that an internal audit would be conducted into the matter"),
                q("s91", "commenced an internal audit of FGCU’s compliance with Title IX"),
            ],
        ),
        evt(
            "ev37",
            "Slade issues her internal audit report finding FGCU in compliance with Title IX",
            "investigation",
            [("slade", "agent"), F],
            [
                q("s95", "Slade issued her report of the internal audit"),
                q("s96", "The internal audit and investigation report concluded"),
                q("s107", "After the Slade internal audit was released"),
                q("s108", "Shortly after the Slade internal audit was released"),
            ],
            date=_day("2007-07-08", "On or about July 8, 2007", approximate=True),
        ),
        # --- Flood: appraisals, probation, pay ---
        evt(
            "ev38",
            "McAloose downgrades Flood's appraisal from outstanding to meets expectations",
            "adverse-action",
            [("mcaloose", "agent"), F, FL],
            [
                q("s120", "McAloose downgraded Flood’s performance appraisal"),
                q("s168", "FGCU gave Flood false “meets expectations”"),
            ],
            date=_day("2006-01-01", "In 2006", granularity="year"),
        ),
        evt(
            "ev39",
            "Peterson and McAloose appraise Flood's performance as below expectations",
            "adverse-action",
            [F, ("peterson", "agent"), ("mcaloose", "agent"), FL],
            [
                q("s17", "FGCU appraised her performance as “below expectations”"),
                q("s55", "FGCU rated Coach Flood’s performance more harshly"),
                q("s93", "Coach Flood’s performance was appraised as “below expectations,”"),
                q("s94", "This was the first time in Coach Flood’s tenure"),
                q("s120", "Peterson and McAloose issued a false performance appraisal"),
                q("s121", "performance appraisal also reflects criticisms about her"),
                q("s168", "“below expectations” ratings on her performance appraisals"),
            ],
            date=_day("2007-01-01", "In 2007", granularity="year"),
        ),
        evt(
            "ev40",
            "FGCU puts Flood on probation and a performance improvement plan",
            "discipline",
            [F, FL],
            [
                q("s17", "placed her on probation for her job performance"),
                q("s97", "FGCU put Coach Flood on probation"),
                q("s168", "placed her on probation and a performance improvement plan"),
            ],
            date=_day("2007-07-11", "On or about July 11, 2007", approximate=True),
        ),
        evt(
            "ev41",
            "McAloose meets Flood about staff salaries and the Baker Letter issues and asks"
            " whether she should be paid as much as the baseball coach",
            "communication",
            [("mcaloose", "agent"), ("flood", "recipient")],
            [
                q("s99", "McAloose asked Flood to meet with him to discuss staff salaries"),
                q("s100", "when the Athletic Director asked Coach Flood whether she thought"),
            ],
            date=_day("2007-07-11", "On or about July 11, 2007", approximate=True),
        ),
        evt(
            "ev42",
            "Flood answers, \u201cWhy not?\u201d",
            "communication",
            [("flood", "agent"), ("mcaloose", "recipient")],
            [q("s100", "she responded, “Why not?”")],
        ),
        evt(
            "ev43",
            "McAloose laughs at Flood",
            "harassment",
            [("mcaloose", "agent"), FL],
            [q("s100", "He laughed at her.")],
        ),
        evt(
            "ev44",
            "FGCU pays Flood a lower salary than male coaches",
            "adverse-action",
            [F, FL],
            [q("s120", "FGCU paid Flood a lower salary than male coaches")],
        ),
        evt(
            "ev45",
            "FGCU does not grant Flood a multi-year contract",
            "adverse-action",
            [F, FL],
            [q("s120", "FGCU failed to grant Flood a multi-year contract")],
        ),
        evt(
            "ev46",
            "FGCU fails to provide clear budget information for the volleyball program",
            "failure-to-act",
            [F, FL],
            [q("s120", "FGCU failed to provide clear budget information")],
        ),
        evt(
            "ev47",
            "FGCU denies Flood a salary increase or bonus for 2007-2008",
            "adverse-action",
            [F, FL],
            [
                q("s17", "denied her a salary increase or bonus for the 2007-2008 academic year"),
                q("s121", "rendered Coach Flood ineligible for an annual base salary increase"),
                q("s168", "denied her a base salary increase or bonus"),
            ],
        ),
        evt(
            "ev48",
            "FGCU fails to acknowledge Flood's exemplary job performance",
            "failure-to-act",
            [F, FL],
            [q("s121", "FGCU failed to acknowledge Flood’s exemplary job performance")],
        ),
        evt(
            "ev49",
            "Peterson waves Flood's personnel file in front of a reporter",
            "communication",
            [("peterson", "agent"), ("reporter", "recipient"), FL],
            [
                q("s121", "Peterson waved Flood’s personnel file in front of a reporter"),
                q("s176", "Peterson invited publication of the false information"),
            ],
            date=_day(
                "2007-07-01", "In July or August, 2007", end="2007-08-31", granularity="month"
            ),
        ),
        evt(
            "ev50",
            "The media demand release of Flood's personnel file",
            "communication",
            [("media", "agent"), ("fgcu", "recipient")],
            [q("s122", "The media then demanded release of the file")],
        ),
        evt(
            "ev51",
            "FGCU releases Flood's personnel file and retaliatory appraisals to the media",
            "communication",
            [F, ("media", "recipient"), FL],
            [q("s122", "FGCU released information in Coach Flood’s personnel file")],
        ),
        evt(
            "ev52",
            "FGCU makes false public statements about Flood's performance",
            "communication",
            [F, FL],
            [
                q("s14", "defaming her by making false public statements"),
                q("s17", "made defamatory statements intended to damage"),
                q("s162", "FGCU’s public disclosure of incomplete information"),
                q("s174", "FGCU made false public statements regarding Coach Flood’s"),
                q("s175", "made these false statements in bad faith"),
            ],
        ),
        evt(
            "ev53",
            "Perchan tells a non-FGCU employee it was just a matter of time before they got Flood",
            "communication",
            [("perchan", "agent"), ("outsider", "recipient")],
            [q("s123", "Butch Perchan publicly stated to a non-FGCU employee")],
        ),
        # --- Vaughn: appraisal, refusals, ostracism ---
        evt(
            "ev54",
            "Peterson and McAloose appraise Vaughn's performance as marginally meets expectations",
            "adverse-action",
            [F, ("peterson", "agent"), ("mcaloose", "agent"), V],
            [
                q("s21", "FGCU appraised her performance as “marginally meets expectations”"),
                q("s81", "FGCU rated Coach Vaughn’s performance more harshly"),
                q("s101", "Coach Vaughn’s performance was appraised as “marginally meets"),
                q("s103", "FGCU’s appraisal of Coach Vaughn’s performance was not justified"),
                q("s118", "Peterson and McAloose issued a false performance appraisal"),
                q("s119", "The false performance appraisal also reflects criticisms"),
                q("s182", "FGCU gave Vaughn a false “marginally meets expectations” rating"),
            ],
            date=_day("2007-07-01", "In July 2007", granularity="month"),
        ),
        evt(
            "ev55",
            "Peterson refuses to discuss the appraisal with Vaughn",
            "failure-to-act",
            [("peterson", "agent"), V],
            [q("s105", "Peterson refused to discuss the false performance appraisal")],
        ),
        evt(
            "ev56",
            "Vaughn asks McAloose to meet about her negative evaluation ratings",
            "complaint",
            [("vaughn", "agent"), ("mcaloose", "recipient")],
            [q("s106", "When Coach Vaughn asked McAloose to meet with her")],
        ),
        evt(
            "ev57",
            "McAloose refuses to meet with Vaughn",
            "failure-to-act",
            [("mcaloose", "agent"), V],
            [q("s106", "McAloose refused to meet with her")],
        ),
        evt(
            "ev58",
            "McAloose ignores and ostracizes Vaughn",
            "harassment",
            [("mcaloose", "agent"), V],
            [
                q("s21", "ignored her concerns, ostracized her"),
                q("s107", "McAloose ignored and ostracized Coach Vaughn"),
            ],
        ),
        evt(
            "ev59",
            "McAloose calls Vaughn into his office and questions her about the Baker Letter",
            "communication",
            [("mcaloose", "agent"), ("vaughn", "recipient")],
            [q("s119", "he called Vaughn into his office for a private meeting")],
        ),
        evt(
            "ev60",
            "McAloose directs an unpleasant barrage at Vaughn",
            "harassment",
            [("mcaloose", "agent"), V],
            [q("s119", "directed an unpleasant barrage at her")],
        ),
        evt(
            "ev61",
            "FGCU releases Vaughn's personnel file and false appraisal to the media",
            "communication",
            [F, ("media", "recipient"), V],
            [
                q("s21", "publicly misrepresented her communication skills"),
                q("s119", "FGCU released information in Coach Vaughn’s personnel file"),
            ],
        ),
        # --- Freeland ---
        evt(
            "ev62",
            "Freeland resigns",
            "resignation",
            [("freeland", "agent")],
            [q("s108", "Freeland”) resigned her position")],
        ),
        evt(
            "ev63",
            "Freeland explains why she had not formally complained",
            "communication",
            [("freeland", "agent")],
            [q("s109", "Freeland explained that prior to her participation")],
        ),
        evt(
            "ev64",
            "A male coach regularly addresses Freeland with terms of disrespect",
            "harassment",
            [("harasser", "agent"), ("freeland", "patient")],
            [q("s110", "she was regularly addressed by a male coach with terms of disrepect")],
        ),
        evt(
            "ev65",
            "A male coach shows Freeland sexually explicit material",
            "harassment",
            [("harasser", "agent"), ("freeland", "patient")],
            [q("s110", "was shown sexually explicit material by a male coach")],
        ),
        evt(
            "ev66",
            "McAloose rates coaches who did not complain as outstanding",
            "other",
            [("mcaloose", "agent")],
            [q("s111", "McAloose consistently rated coaches who did not complain")],
            date=_day("2007-01-01", "in 2007", granularity="year"),
        ),
        # --- internal complaints, resignation, second review ---
        evt(
            "ev67",
            "Flood files an internal Complaint of Inequity/Discrimination",
            "complaint",
            [("flood", "agent"), ("fgcu", "recipient")],
            [
                q("s112", "Coach Flood submitted to FGCU an internal Complaint"),
                q("s113", "In that Complaint, she alleged that FGCU was discriminating"),
                q("s124", "after Flood and Vaughn filed their internal complaints"),
                q("s127", "the internal complaints of discrimination and retaliation filed by"),
            ],
            date=_day("2007-09-07", "On September 7, 2007"),
        ),
        evt(
            "ev68",
            "Vaughn files an internal Complaint of Inequity/Discrimination",
            "complaint",
            [("vaughn", "agent"), ("fgcu", "recipient")],
            [
                q("s114", "Coach Vaughn filed an internal Complaint"),
                q("s115", "In that Complaint, she alleged that FGCU was discriminating"),
                q("s124", "after Flood and Vaughn filed their internal complaints"),
                q("s127", "the internal complaints of discrimination and retaliation filed by"),
            ],
            date=_day("2007-09-13", "on or about September 13, 2007", approximate=True),
        ),
        evt(
            "ev69",
            "Vaughn resigns, handing her letter of resignation to McAloose",
            "resignation",
            [("vaughn", "agent"), ("mcaloose", "recipient")],
            [
                q("s116", "Vaughn announced her resignation"),
                q("s117", "When Coach Vaughn handed her letter of resignation to McAloose"),
            ],
            date=_day("2007-10-01", "on or about October 1, 2007", approximate=True),
        ),
        evt(
            "ev70",
            "McAloose says \u201cGood\u201d to Vaughn's resignation",
            "communication",
            [("mcaloose", "agent"), ("vaughn", "recipient")],
            [q("s117", "he said, “Good.”")],
        ),
        evt(
            "ev71",
            "FGCU undertakes a second Title IX compliance review conducted by Clayton",
            "investigation",
            [F, ("clayton", "agent")],
            [
                q("s124", "FGCU undertook a second Title IX compliance review"),
                q("s125", "The head coaches in the Athletic Department were requested"),
                q("s126", "The second Title IX compliance review by an outside agent"),
            ],
            date=_day("2007-10-01", "on or about October 1, 2007", approximate=True),
        ),
        evt(
            "ev72",
            "FGCU publishes four reports on the internal complaints and the Baker Letter, with"
            " President Bradshaw's Statement",
            "communication",
            [F, ("bradshaw", "agent")],
            [
                q("s127", "FGCU released and published on its website four reports"),
                q("s128", "President Bradshaw’s Statement accompanying the issuance"),
                q("s129", "A timeline accompanying President Bradshaw’s Statement announced"),
            ],
            date=_day("2008-01-22", "On January 22, 2008"),
        ),
        # --- Flood: leave and the three investigations ---
        evt(
            "ev73",
            "FGCU places Flood on administrative leave",
            "discipline",
            [F, FL],
            [
                q("s17", "placed her on indefinite administrative leave"),
                q("s132", "FGCU placed Coach Flood on administrative leave"),
                q("s139", "notice placing her on administrative leave"),
                q("s142", "FGCU placing Coach Flood on administrative leave"),
                q("s144", "after placing Coach Flood on administrative leave"),
                q("s168", "placed her on indefinite administrative leave"),
            ],
            date=_day("2007-10-15", "On October 15, 2007"),
        ),
        evt(
            "ev74",
            "FGCU does not tell Flood the nature of the allegations",
            "failure-to-act",
            [F, FL],
            [
                q("s132", "without informing her of the specific nature of the allegations"),
                q("s133", "Coach Flood was not even informed of the nature of the allegations"),
            ],
        ),
        evt(
            "ev75",
            "FGCU tells Flood she allegedly tugged a player's shirt",
            "communication",
            [F, ("flood", "recipient")],
            [q("s133", "FGCU told Flood that the allegation was")],
            date=_day("2007-10-17", "until October 17"),
        ),
        evt(
            "ev76",
            "FGCU bars Flood from her duties, from contacting staff and players, and from her"
            " office",
            "adverse-action",
            [F, FL],
            [
                q("s17", "removed her from her daily coaching duties and responsibilities"),
                q("s134", "FGCU told Coach Flood that, while on administrative leave"),
            ],
        ),
        evt(
            "ev77",
            "Clayton tells Flood the facts are not in dispute and FGCU accepted his recommendation",
            "communication",
            [("clayton", "agent"), ("flood", "recipient")],
            [q("s135", "Clayton, informed Coach Flood that he")],
            date=_day("2007-10-17", "On October 17, 2007"),
        ),
        evt(
            "ev78",
            "Clayton proposes a resolution to FGCU, which FGCU accepts",
            "communication",
            [("clayton", "agent"), ("fgcu", "recipient")],
            [
                q("s135", "he had proposed a resolution to FGCU"),
                q("s136", "Based on Clayton’s recommendation"),
            ],
        ),
        evt(
            "ev79",
            "FGCU demands that Flood apologize in writing to the team to be reinstated",
            "discipline",
            [F, FL],
            [q("s136", "FGCU demanded that Coach Flood issue a written apology")],
        ),
        evt(
            "ev80",
            "Flood declines to apologize",
            "other",
            [("flood", "agent")],
            [q("s137", "she declined to do so")],
        ),
        evt(
            "ev81",
            "The student reports to Clayton she took no offense",
            "communication",
            [("student", "agent"), ("clayton", "recipient")],
            [q("s138", "reported to Clayton that she did not take offense")],
        ),
        evt(
            "ev82",
            "FGCU investigates the shirt-tugging incident",
            "investigation",
            [F, ("clayton", "agent"), FL],
            [
                q("s139", "the investigation into the incident giving rise to"),
                q("s142", "After the conclusion of the investigation of the “student welfare"),
            ],
        ),
        evt(
            "ev83",
            "Clayton and the General Counsel tell Flood the investigation has been concluded",
            "communication",
            [("clayton", "agent"), ("counsel", "agent"), ("flood", "recipient")],
            [
                q("s139", "Clayton and FGCU’s General Counsel informed Coach Flood"),
                q("s141", "after FGCU told her that the investigation had been concluded"),
            ],
            date=_day("2007-10-26", "on or about October 26, 2007", approximate=True),
        ),
        evt(
            "ev84",
            "FGCU gives Flood no conclusion or report and leaves her status uncertain",
            "failure-to-act",
            [F, FL],
            [q("s140", "FGCU failed to provide Coach Flood with any final conclusion")],
        ),
        evt(
            "ev85",
            "Flood asks to be returned to her normal duties",
            "complaint",
            [("flood", "agent"), ("fgcu", "recipient")],
            [q("s141", "Coach Flood requested that she be returned to her normal duties")],
            date=_day("2007-10-26", "On or about October 26, 2007", approximate=True),
        ),
        evt(
            "ev86",
            "FGCU refuses to reinstate Flood",
            "failure-to-act",
            [F, FL],
            [q("s141", "FGCU refused to reinstate her")],
        ),
        evt(
            "ev87",
            "FGCU launches three investigations of Flood",
            "investigation",
            [F, ("clayton", "agent"), FL],
            [
                q("s17", "initiated three separate investigations"),
                q("s131", "FGCU Launches Three Investigations Against Coach Flood"),
                q("s142", "FGCU and Clayton continued to engage in a series of"),
                q("s157", "three investigations initiated by FGCU"),
                q("s169", "FGCU initiated three investigations of Coach Flood"),
            ],
        ),
        evt(
            "ev88",
            "Clayton rejects, puts words in the mouths of, and argues with those he interviews",
            "other",
            [("clayton", "agent")],
            [q("s143", "Clayton rejected the responses of persons interviewed")],
        ),
        evt(
            "ev89",
            "FGCU's agents investigate Flood for violations of FGCU rules and policies",
            "investigation",
            [F, ("clayton", "agent"), FL],
            [
                q("s144", "FGCU’s agents initiated an investigation of Coach Flood"),
                q("s148", "had not completed the investigation into"),
                q("s149", "the investigation of allegations against Coach Flood was not"),
                q("s151", "Clayton’s investigation was still ongoing"),
            ],
        ),
        evt(
            "ev90",
            "FGCU does not tell Flood the facts underlying the allegations",
            "failure-to-act",
            [F, FL],
            [q("s145", "FGCU failed to inform Coach Flood of the specific facts")],
        ),
        evt(
            "ev91",
            "The Atlantic Sun Conference names Flood Coach of the Year",
            "other",
            [("asun", "agent"), ("flood", "beneficiary")],
            [
                q("s16", "was unanimously named “Coach of the Year” by the Atlantic Sun"),
                q("s146", "the Atlantic Sun Conference announced on November 14, 2007"),
            ],
            date=_day("2007-11-14", "on November 14, 2007"),
        ),
        evt(
            "ev92",
            "FGCU directs its sports information officer not to recognize Flood's award",
            "adverse-action",
            [F, ("sio", "recipient"), FL],
            [q("s146", "FGCU directed its sports information officer not to recognize")],
            date=_day("2007-11-14", "on November 14, 2007"),
        ),
        evt(
            "ev93",
            "McAloose bars Flood from the mid-court program honoring her team",
            "adverse-action",
            [("mcaloose", "agent"), FL],
            [q("s147", "McAloose prohibited Coach Flood from participating")],
            date=_day("2007-11-14", "The same evening"),
        ),
        evt(
            "ev94",
            "FGCU decides not to renew Flood's contract",
            "adverse-action",
            [F, FL],
            [
                q("s148", "FGCU had already decided that it would not renew her contract"),
                q("s149", "Coach Flood’s contract would not be renewed"),
            ],
        ),
        evt(
            "ev95",
            "Clayton tells Flood that FGCU will not renew her contract",
            "communication",
            [("clayton", "agent"), ("flood", "recipient")],
            [
                q("s148", "Clayton informed Coach Flood that FGCU"),
                q("s149", "In light of Clayton’s statement"),
            ],
            date=_day("2007-11-26", "On or about November 26, 2007", approximate=True),
        ),
        evt(
            "ev96",
            "FGCU speaks to a male volleyball coach about replacing Flood",
            "adverse-action",
            [F, ("newcoach", "recipient"), FL],
            [q("s150", "FGCU had begun speaking to a male volleyball coach")],
        ),
        evt(
            "ev97",
            "Flood files the original Complaint in this matter",
            "lawsuit",
            [("flood", "agent"), ("fgcu", "patient")],
            [q("s152", "Coach Flood filed the original Complaint in this matter")],
            date=_day("2008-01-18", "On January 18, 2008"),
        ),
        evt(
            "ev98",
            "Bradshaw announces that Flood is given notice of termination",
            "termination",
            [("bradshaw", "agent"), F, FL],
            [
                q("s153", "Bradshaw announced that Coach Flood was being given notice"),
                q("s154", "With his announcement"),
            ],
            date=_day("2008-01-22", "On January 22, 2008"),
        ),
        evt(
            "ev99",
            "Bradshaw issues and publishes the three investigative reports on Flood",
            "communication",
            [("bradshaw", "agent"), F, ("media", "recipient"), FL],
            [
                q("s154", "President Bradshaw issued three “investigative reports”"),
                q("s156", "where all of the Reports were published"),
                q("s177", "FGCU issued “investigative reports” containing gossip"),
            ],
            date=_day("2008-01-22", "With his announcement"),
        ),
        evt(
            "ev100",
            "Bradshaw grants Flood a one-hour conference to respond to the reports and notice",
            "communication",
            [("bradshaw", "agent"), ("flood", "recipient")],
            [q("s157", "President Bradshaw granted Coach Flood a one hour conference")],
        ),
        evt(
            "ev101",
            "FGCU terminates Flood's employment, effective March 14, 2008",
            "termination",
            [F, FL],
            [
                q("s17", "the unjustified termination of her employment"),
                q("s158", "FGCU gave Coach Flood final notice that her employment would be"),
                q("s164", "after her employment was terminated without justification"),
                q("s168", "ultimately terminated her employment"),
                q("s177", "did not justify the termination of her employment"),
            ],
            date=_day("2008-03-07", "on March 7, 2008"),
        ),
    ]
    relations = [
        rel("r1", "CAUSES", "ev3", "ev11", [q("s16", "as a result of her exercising")]),
        rel("r2", "CAUSES", "ev15", "ev30", [q("s20", "as a result of her exercising")]),
        rel("r3", "BEFORE", "ev8", "ev10", [q("s53", "soon after Coach Flood had requested")]),
        rel("r4", "CAUSES", "ev12", "ev13", [q("s56", "such open disrespect from McAloose that")]),
        rel("r5", "BEFORE", "ev20", "ev16", [q("s69", "In response to Coach Vaughn’s concerns")]),
        rel("r6", "SAME-TIME", "ev18", "ev20", [q("s67", "in the same conversation")]),
        rel("r7", "BEFORE", "ev25", "ev26", [q("s73", "when Vaughn told McAloose")]),
        rel("r8", "SAME-TIME", "ev27", "ev28", [q("s74", "when three male coaches were hired")]),
        rel("r9", "CAUSES", "ev31", "ev32", [q("s109", "the discussions that led to the Baker")]),
        rel("r10", "BEFORE", "ev31", "ev32", [q("s84", "Baker, in turn, submitted")]),
        rel("r11", "BEFORE", "ev32", "ev34", [q("s87", "After receiving the Baker Letter")]),
        rel("r12", "BEFORE", "ev34", "ev36", [q("s91", "Thereafter")]),
        rel("r13", "BEFORE", "ev32", "ev39", [q("s93", "Following FGCU’s receipt")]),
        rel("r14", "CAUSES", "ev3", "ev39", [q("s93", "in retaliation for her complaining")]),
        rel("r15", "BEFORE", "ev32", "ev54", [q("s101", "Following FGCU’s receipt")]),
        rel("r16", "CAUSES", "ev15", "ev54", [q("s101", "in retaliation for her complaining")]),
        rel("r17", "BEFORE", "ev56", "ev57", [q("s106", "When Coach Vaughn asked McAloose")]),
        rel("r18", "BEFORE", "ev37", "ev58", [q("s107", "After the Slade internal audit")]),
        rel("r19", "BEFORE", "ev37", "ev62", [q("s108", "Shortly after the Slade")]),
        rel("r20", "BEFORE", "ev69", "ev70", [q("s117", "When Coach Vaughn handed")]),
        rel("r21", "BEFORE", "ev32", "ev59", [q("s119", "After McAloose learned")]),
        rel("r22", "CAUSES", "ev39", "ev47", [q("s121", "rendered Coach Flood ineligible")]),
        rel("r23", "BEFORE", "ev49", "ev50", [q("s122", "The media then demanded")]),
        rel("r24", "BEFORE", "ev67", "ev71", [q("s124", "Several weeks after Flood and Vaughn")]),
        rel("r25", "BEFORE", "ev68", "ev71", [q("s124", "Several weeks after Flood and Vaughn")]),
        rel("r26", "CAUSES", "ev78", "ev79", [q("s136", "Based on Clayton’s recommendation")]),
        rel("r27", "BEFORE", "ev79", "ev80", [q("s137", "she declined to do so")]),
        rel("r28", "BEFORE", "ev83", "ev85", [q("s141", "after FGCU told her that")]),
        rel("r29", "BEFORE", "ev85", "ev86", [q("s141", "but FGCU refused to reinstate her")]),
        rel("r30", "BEFORE", "ev82", "ev87", [q("s142", "After the conclusion of the")]),
        rel("r31", "BEFORE", "ev73", "ev89", [q("s144", "after placing Coach Flood")]),
        rel("r32", "CAUSES", "ev3", "ev89", [q("s144", "In further retaliation for complaining")]),
        rel("r33", "BEFORE", "ev91", "ev92", [q("s146", "when the Atlantic Sun Conference")]),
        rel("r34", "CAUSES", "ev3", "ev92", [q("s146", "In further retaliation against Coach")]),
        rel("r35", "SAME-TIME", "ev91", "ev93", [q("s147", "The same evening")]),
        rel("r36", "SAME-TIME", "ev98", "ev99", [q("s154", "With his announcement")]),
        rel("r37", "BEFORE", "ev87", "ev100", [q("s157", "Following five months and three")]),
        rel("r38", "CAUSES", "ev87", "ev101", [q("s17", "leading to the unjustified termination")]),
        rel("r39", "CAUSES", "ev3", "ev101", [q("s168", "because of Coach Flood’s complaints")]),
        rel("r40", "CAUSES", "ev3", "ev40", [q("s168", "because of Coach Flood’s complaints")]),
        rel("r41", "CAUSES", "ev3", "ev73", [q("s168", "because of Coach Flood’s complaints")]),
        rel("r42", "CAUSES", "ev3", "ev47", [q("s168", "because of Coach Flood’s complaints")]),
        rel("r43", "CAUSES", "ev3", "ev38", [q("s168", "because of Coach Flood’s complaints")]),
        rel("r44", "BEFORE", "ev3", "ev11", [q("s14", "after she complained")]),
        rel("r45", "BEFORE", "ev15", "ev30", [q("s18", "after she complained")]),
    ]
    return build(
        stem,
        "Flood and Vaughn v. Board of Trustees of Florida Gulf Coast University"
        " (first amended complaint)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    data = flood()
    path = HERE / f"{data['complaint']['id']}.gold.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(path, len(data["events"]), "events", len(data["relations"]), "relations")
