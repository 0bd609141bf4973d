"""The gold graph of ``case46940_doc163029``, one of the two complaints kept unseen while the rules
of issue 30's ninth round were written.

Chosen by a stated rule, not by the extractor: the lead took six complaints of the same
Clearinghouse source filed under other case types than Equal Employment, picked by a count of
employment words, in a fixed order (case46377_doc158459, case46979_doc163303,
case46940_doc163029, case12974_doc53276, case11240_doc33833, case46611_doc160369); the first that
tells the story of one or a few named people's employment went to the first gold author
(gold9a), the second to this one, judged from the Clearinghouse summary and the complaint's
opening. Pippenger v. U.S. DOGE Service (46377) tells of an institution dismantled (its opening
and summary name no one's employment story), so Heenan v. HUD (46979) is the first and this
complaint the second. Written from the text before the extractor was run on it.
``benchmarks/events.py`` scores it only with ``--unseen9`` ("unseen9").

``case46940_doc163029`` (80 KB): Civil Servant 1-5 v. U.S. Office of Special Counsel and Acting
Special Counsel Jamieson Greer (D.D.C., filed September 10, 2025; case types
Presidential/Gubernatorial Authority and Labor Rights): five pseudonymous probationary federal
employees, fired in the mass terminations of February 2025, sue under the APA over OSC's
"Probationary Directive" of April 8, 2025 and the Closure Notices that closed their complaints of
prohibited personnel practices (PPPs); a public court filing.

Same conventions as ``author_gold.py``, ``author_gold_unseen7_hodgkins.py`` and
``author_gold_unseen8_a.py``: quotes are fragments resolved to the exact sentence text; one
event per act, with every sentence that tells it (the introduction's, the harm section's and the
counts' retellings included); the date its own sentences state; relations only where the text
states them (a cue word such as "following", "after", "then", "days later", "so", "as a result";
or a stated cause).

What counted as an event. Each plaintiff's story act by act: joining the agency (one employment
event, with "left a private career to serve" as its evidence), evaluations and praise,
relocations, notices, the termination, administrative leave, departure, the complaint to OSC,
OSC's acknowledgement, pre-closure letter and closure (Civil Servant 2 also: the court-ordered
reinstatement, the leave and the second termination). The plaintiffs' collective sentences
("Plaintiffs ... received termination notices in February 2025", "They filed timely complaints
with OSC", "Plaintiffs received closure notice in April or May 2025") are evidence of the
government-wide act they name (the mass terminations, the 2,000 complaints, the mass Closure
Notices), not events of their own. The government's story: the mass terminations and the
guidance of OPM and the acts of USDA that OSC's filings report, OSC's investigations, findings,
statements and stay requests under Dellinger and the MSPB's stays, Dellinger's removal, suit,
injunction, appellate loss and departure, the installation of acting Special Counsels, the
Probationary Directive (its stated reasons are its evidence, not events), the Closure Notices,
the failures to explain and to weigh reliance, and the Administration's acts the complaint tells
as context (statements of the President, Vice President, Vought, Ezell and Ingrassia; the
executive orders; the removals of the MSPB chair and of Inspectors General; the FEMA and EPA
reprisals); the counts' legal conclusions about the Directive and the Notices together are one
unlawful-practice event (OSC's categorical exclusion of probationary employees), and the suit.
Not events: the history and text of the civil service laws (the Pendleton Act, the CSRA, the
WPA), what OSC and the MSPB are empowered or obliged to do, footnotes and exhibit lists, the
complaint's arguments, states ("is a 100% disabled veteran", "planned to stay"), and harms.

run: python tests/data/events/author_gold_unseen9_b.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _load, build, ent, evt, rel  # type: ignore[import-not-found]

CS = ["cs1", "cs2", "cs3", "cs4", "cs5"]


def civil_servants() -> dict[str, Any]:
    stem = "case46940_doc163029"
    sentences, q = _load(stem)
    entities = [
        *[
            ent(
                f"cs{i}",
                f"Civil Servant {i}",
                "person",
                ["plaintiff", "employee"],
                [q(f"s{3 if i < 3 else 4 if i < 5 else 5}", f"CIVIL SERVANT {i}")],
                [f"Plaintiff Civil Servant {i}", "Plaintiffs"],
            )
            for i in range(1, 6)
        ],
        ent(
            "osc",
            "Office of Special Counsel",
            "agency",
            ["defendant", "agency"],
            [
                q("s11", "OFFICE OF SPECIAL COUNSEL"),
                q("s14", "the Office of Special Counsel (OSC)"),
            ],
            ["OSC", "U.S. Office of Special Counsel", "Defendants", "the agency"],
        ),
        ent(
            "greer",
            "Jamieson Greer",
            "person",
            ["defendant"],
            [q("s12", "JAMIESON GREER"), q("s101", "Defendant Jamieson Greer")],
            ["Greer", "Acting Special Counsel Greer", "Acting Special Counsel", "Defendants"],
        ),
        ent(
            "dellinger",
            "Hampton Dellinger",
            "person",
            [],
            [q("s35", "Hampton Dellinger")],
            ["Dellinger", "Special Counsel Dellinger", "the then-Special Counsel"],
        ),
        ent(
            "trump",
            "President Trump",
            "person",
            [],
            [q("s18", "President Trump"), q("s17", "the Trump Administration")],
            ["Trump", "the President", "Trump Administration", "the Administration", "White House"],
        ),
        ent(
            "opm",
            "U.S. Office of Personnel Management",
            "agency",
            [],
            [q("s245", "the Office of Personnel Management (OPM)")],
            ["OPM", "Office of Personnel Management"],
        ),
        ent(
            "mspb",
            "Merit Systems Protection Board",
            "agency",
            [],
            [q("s37", "the Merit Systems Protection Board (MSPB)")],
            ["MSPB", "the Board"],
        ),
        ent(
            "usda",
            "U.S. Department of Agriculture",
            "agency",
            ["employer"],
            [q("s259", "the U.S. Department of Agriculture (USDA)")],
            ["USDA"],
        ),
        ent(
            "noaa",
            "National Oceanic and Atmospheric Administration",
            "agency",
            ["employer"],
            [q("s65", "the National Oceanic and Atmospheric Administration (NOAA)")],
            ["NOAA"],
        ),
        ent(
            "gsa",
            "General Services Administration",
            "agency",
            ["employer"],
            [q("s72", "the General Services Administration (GSA)")],
            ["GSA", "GSA managers"],
        ),
        ent(
            "hhs",
            "Department of Health and Human Services",
            "agency",
            ["employer"],
            [q("s81", "the Department of Health and Human Services (HHS)")],
            ["HHS", "Administration for Children and Families"],
        ),
        ent(
            "epa",
            "Environmental Protection Agency",
            "agency",
            ["employer"],
            [q("s88", "the Environmental Protection Agency (EPA)")],
            ["EPA"],
        ),
        ent(
            "cftc",
            "Commodity Futures Trading Commission",
            "agency",
            ["employer"],
            [q("s94", "the Commodity Futures Trading Commission (CFTC)")],
            ["CFTC"],
        ),
        ent(
            "probationary",
            "probationary federal employees",
            "person",
            ["employee", "aggrieved-individual"],
            [q("s30", "thousands of these probationary federal employees")],
            ["probationary employees", "complainants"],
        ),
        ent(
            "baldis",
            "Charles Baldis",
            "person",
            [],
            [q("s341", "Senior Counsel Charles Baldis")],
            ["Baldis", "Senior Counsel Charles Baldis"],
        ),
        ent(
            "collins",
            "Doug Collins",
            "person",
            [],
            [q("s330", "Doug Collins")],
            ["Collins"],
        ),
        ent(
            "ingrassia",
            "Paul Ingrassia",
            "person",
            [],
            [q("s331", "Paul Ingrassia")],
            ["Ingrassia"],
        ),
        ent("vance", "JD Vance", "person", [], [q("s188", "Vice President JD Vance")], ["Vance"]),
        ent(
            "vought",
            "Russell Vought",
            "person",
            [],
            [q("s190", "Office of Management and Budget Director Russell Vought")],
            ["Vought"],
        ),
        ent(
            "ezell",
            "Charles Ezell",
            "person",
            [],
            [q("s190", "Charles Ezell")],
            ["Ezell"],
        ),
        ent(
            "harris",
            "Cathy Harris",
            "person",
            [],
            [q("s221", "Chair Cathy Harris")],
            ["Harris"],
        ),
        ent(
            "igs",
            "Inspectors General",
            "person",
            [],
            [q("s226", "multiple Inspectors General")],
        ),
        ent(
            "fema_staff",
            "FEMA employees who signed a letter to Congress",
            "person",
            ["employee"],
            [q("s203", "employees who signed a letter to Congress")],
        ),
        ent(
            "epa_staff",
            "EPA employees who raised concerns",
            "person",
            ["employee"],
            [q("s203", "multiple employees were recently fired")],
        ),
        ent(
            "senate",
            "U.S. Senate",
            "organization",
            [],
            [q("s183", "the Senate")],
            ["Senate"],
        ),
        ent(
            "court",
            "U.S. District Court for the District of Columbia",
            "court",
            [],
            [q("s1", "UNITED STATES DISTRICT COURT FOR THE")],
            ["this Court", "the Court"],
        ),
        ent(
            "other_courts",
            "the courts of Dellinger's and other litigation",
            "court",
            [],
            [q("s327", "a district court"), q("s327", "the D.C. Circuit")],
            ["a district court", "the D.C. Circuit", "a federal court"],
        ),
        ent(
            "alaska",
            "the State of Alaska",
            "organization",
            [],
            [q("s426", "a statewide hiring freeze")],
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

    everyone = [(p, "agent") for p in CS]
    month = {"granularity": "month"}

    # --- the government-wide terminations ------------------------------------------------
    add(
        "OPM issues guidance directing agencies to list probationary employees and decide "
        "promptly whether to retain them",
        "communication",
        [("opm", "agent")],
        [q("s245", "issued guidance on probationary periods")],
    )
    add(
        "The President issues an Executive Order directing agencies to prepare large-scale "
        "reductions in force",
        "other",
        [("trump", "agent")],
        [q("s246", "the President issued an Executive Order directing agency heads")],
        date=_day("2025-02-11", "On February 11, 2025"),
    )
    early = add(
        "Scores of probationary workers are terminated at the CFPB and the SBA",
        "termination",
        [("probationary", "patient")],
        [q("s251", "followed terminations of scores of probationary workers")],
    )
    mass = add(
        "The Trump Administration terminates thousands of probationary federal employees "
        "government-wide, Plaintiffs among them",
        "termination",
        [("trump", "agent"), ("probationary", "patient"), *[(p, "patient") for p in CS]],
        [
            q("s17", "it worked to stop the Trump Administration from illegally firing"),
            q("s30", "the Trump Administration directed the terminations of thousands"),
            q("s31", "These firings were conducted en masse"),
            q("s32", "These mass firings violated federal regulations"),
            q("s52", "Plaintiffs are among those probationary employees who received termination"),
            q("s244", "The Trump Administration’s assault on the civil service has also extended"),
            q("s247", "the Trump Administration initiated a sweeping government-wide effort"),
            q("s251", "took place across the federal government"),
            q("s252", "These terminations were reportedly executed without any individualized"),
            q("s422", "Plaintiffs are former federal employees who were summarily terminated"),
            q(
                "s461",
                "were never informed of any performance concerns prior to their terminations",
            ),
            q("s462", "Their removals were abrupt and unexplained"),
            q("s487", "who were terminated and denied the opportunity"),
            q("s501", "who were terminated and denied the opportunity"),
        ],
        date=_day("2025-02-12", "Between February 12 and 14, 2025", end="2025-02-14"),
    )
    link("BEFORE", early, mass, [q("s251", "followed terminations of scores")])
    opm_verbal = add(
        "OPM gives verbal guidance on terminating probationary employees at a CHCO Council meeting",
        "communication",
        [("opm", "agent")],
        [q("s270", "OPM provided verbal guidance in a February 12, 2025, meeting")],
        date=_day("2025-02-12", "February 12, 2025"),
    )
    opm_template = add(
        "OPM e-mails agencies a termination letter template",
        "communication",
        [("opm", "agent")],
        [
            q("s270", "then emailed a termination letter template for agencies"),
            q("s285", "[t]hese templates were in turn based on the OPM template"),
        ],
    )
    opm_evening = add(
        "OPM e-mails USDA and other agencies to separate employees by the end of the next day",
        "communication",
        [("opm", "agent"), ("usda", "recipient")],
        [
            q("s272", "OPM emailed USDA and other agencies with additional guidance"),
            q("s274", "OSC explained that this email"),
            q("s287", "USDA officials understood OPM’s February 12, 2025 email"),
        ],
    )
    opm_session = add(
        'OPM convenes a "Special Session" of the CHCO Council on the probationary terminations',
        "communication",
        [("opm", "agent")],
        [
            q("s275", "OPM convened a “Special Session” of the CHCO Council"),
            q("s276", "in that meeting, “OPM reinforced the centrality"),
        ],
        date=_day("2025-02-14", "February 14, 2025"),
    )
    opm_followup = add(
        "OPM e-mails agencies to separate probationary employees not identified as "
        "mission-critical by February 17",
        "communication",
        [("opm", "agent")],
        [
            q("s276", "in a follow-up email after the meeting, OPM stated"),
            q("s277", "OPM’s email also noted"),
            q("s279", "OPM’s email stated"),
        ],
    )
    usda_fires = add(
        "USDA terminates about 5,900 probationary employees without individual assessment",
        "termination",
        [("usda", "agent"), ("probationary", "patient")],
        [
            q("s281", "USDA began terminating probationary employees"),
            q("s289", "USDA terminated approximately 5,900 probationary employees"),
            q("s290", "USDA made no attempt to assess the individual performance"),
            q("s292", "[w]hether USDA terminated each probationary employee"),
            q("s375", "USDA conducted a mass termination of approximately 5,900"),
        ],
        date=_day("2025-02-13", "[o]n February 13, 2025"),
    )
    usda_templates = add(
        "USDA drafts two template termination letters for the mass terminations",
        "other",
        [("usda", "agent")],
        [q("s283", "USDA created two template termination letters")],
    )
    link("BEFORE", opm_verbal, opm_template, [q("s270", "and then emailed")])
    link("BEFORE", opm_verbal, opm_evening, [q("s272", "Later that evening")])
    link("BEFORE", opm_evening, opm_session, [q("s275", "the next day, February 14, 2025")])
    link("BEFORE", opm_session, opm_followup, [q("s276", "in a follow-up email after the meeting")])
    link("BEFORE", opm_verbal, usda_fires, [q("s281", "one day after OPM provided its initial")])
    link("BEFORE", opm_template, usda_templates, [q("s285", "were in turn based on the OPM")])
    add(
        "The agencies fail to follow the statutory and regulatory requirements for a lawful RIF",
        "failure-to-act",
        [("usda", "agent")],
        [
            q("s305", "The agencies, however, failed to follow any of the applicable"),
            q("s307", "the agencies violated 5 U.S.C. § 3502"),
            q("s315", "which the agencies ignored"),
            q("s316", "agencies improperly relied on probationary status to bypass"),
        ],
    )

    # --- OSC under Dellinger ---------------------------------------------------------------
    add(
        "The Senate confirms Hampton Dellinger as Special Counsel",
        "hiring",
        [("senate", "agent"), ("dellinger", "patient")],
        [q("s183", "the Senate confirmed Hampton Dellinger to serve as Special Counsel")],
        date=_day("2023-01-01", "In 2023", granularity="year"),
    )
    complaints = add(
        "More than 2,000 probationary employees, Plaintiffs among them, file PPP complaints "
        "with OSC",
        "complaint",
        [("probationary", "agent"), *everyone, ("osc", "recipient")],
        [
            q("s33", "More than 2,000 probationary employees filed complaints with OSC"),
            q("s56", "Plaintiffs turned to OSC for protection against unlawful PPPs."),
            q("s57", "They filed timely complaints with OSC"),
            q("s253", "probationary employees began filing complaints with OSC"),
            q("s453", "These Plaintiffs timely filed PPP complaints with OSC"),
        ],
    )
    link("BEFORE", mass, complaints, [q("s253", "Soon after the terminations")])
    add(
        "Many complainants ask OSC to petition the MSPB for stays of their removals",
        "communication",
        [("probationary", "agent"), ("osc", "recipient")],
        [q("s254", "Many requested that OSC exercise its authority")],
    )
    investigate = add(
        "OSC under Dellinger acknowledges the complaints and investigates the probationary "
        "terminations",
        "investigation",
        [("osc", "agent"), ("dellinger", "agent"), ("probationary", "beneficiary")],
        [
            q("s17", "OSC did exactly that"),
            q("s35", "immediately acted to protect these civil servants"),
            q("s36", "He launched investigations"),
            q("s58", "OSC initially acknowledged their complaints."),
            q("s263", "explained how its investigation revealed"),
            q("s268", "[d]ocuments that OSC obtained and interviews that OSC conducted"),
            q("s374", "Through its investigation, OSC has obtained documents"),
            q("s457", "OSC had acknowledged and opened investigations into their complaints"),
        ],
    )
    add(
        "Dellinger issues public statements affirming OSC's statutory role",
        "communication",
        [("dellinger", "agent")],
        [q("s36", "issued public statements affirming OSC’s statutory role")],
    )
    finding = add(
        "OSC finds that the mass probationary terminations were unlawful RIFs and PPPs",
        "agency-determination",
        [("osc", "agent"), ("probationary", "beneficiary")],
        [
            q("s34", "OSC initially agreed there was evidence of PPPs."),
            q("s38", "it properly determined that these mass probationary terminations"),
            q("s267", "the en masse probationary terminations were part of a centralized"),
            q("s296", "each of the six probationary employees at six different agencies"),
            q("s301", "such probationary terminations constituted PPPs"),
            q("s303", "OSC explained that the mass terminations were not based on individual"),
            q("s321", "OSC also argued that the agencies had violated another set"),
            q("s322", "As OSC explained to the MSPB"),
            q("s297", "[E]ach was terminated at the same time as significant numbers"),
            q("s299", "it appears that the Agencies terminated probationary employees"),
            q("s306", "as OSC explained, transformed them into PPPs"),
            q("s313", "As OSC articulated, the RIF requirements"),
            q("s317", "as OSC explained, agencies “used the probationary status"),
            q("s373", "OSC itself had previously concluded as much."),
            q("s470", "OSC had issued well-reasoned and factually detailed filings"),
        ],
    )
    stay21 = add(
        "OSC asks the MSPB to stay the terminations of six probationary employees at six agencies",
        "other",
        [("osc", "agent"), ("mspb", "recipient"), ("probationary", "beneficiary")],
        [
            q("s255", "OSC filed a stay request with the MSPB on behalf of six probationary"),
            q("s295", "OSC filed stay requests on behalf of six terminated probationary"),
        ],
        date=_day("2025-02-21", "On February 21, 2025"),
    )
    granted = add(
        "The MSPB grants OSC's stay requests",
        "agency-determination",
        [("mspb", "agent"), ("osc", "recipient"), ("probationary", "beneficiary")],
        [
            q("s37", "OSC also successfully petitioned the Merit Systems Protection Board"),
            q("s255", "which the Board granted"),
            q("s471", "The MSPB granted those stay requests."),
        ],
    )
    stay28 = add(
        "OSC obtains a stay of over 5,000 probationary terminations at USDA",
        "other",
        [("osc", "agent"), ("mspb", "recipient"), ("usda", "patient")],
        [
            q("s259", "OSC expanded its effort and successfully obtained a broader stay"),
            q("s295", "a week before filing its stay request with the MSPB related to all USDA"),
        ],
        date=_day("2025-02-28", "on February 28, 2025"),
    )
    link("BEFORE", stay21, granted, [q("s255", "which the Board granted")])
    link("BEFORE", stay21, stay28, [q("s259", "A few days later")])
    link("CAUSES", investigate, finding, [q("s263", "its investigation revealed")])

    # --- Dellinger's removal and OSC's reversal ----------------------------------------------
    remake = add(
        "President Trump decides to remake OSC and attacks its independence",
        "other",
        [("trump", "agent"), ("osc", "patient")],
        [
            q("s18", "So President Trump decided to remake OSC."),
            q("s19", "He attacked its independence"),
            q("s228", "the Trump Administration is dismantling the independence of OSC"),
        ],
    )
    link("CAUSES", investigate, remake, [q("s18", "So President Trump decided")])
    removal = add(
        "President Trump fires Special Counsel Dellinger without cause",
        "termination",
        [("trump", "agent"), ("dellinger", "patient")],
        [
            q("s19", "fired the then-Special Counsel"),
            q("s40", "the Trump Administration fired Dellinger without cause"),
            q("s324", "President Trump was simultaneously seeking to remove Special Counsel"),
            q("s326", "Dellinger was initially removed by President Trump in February 2025"),
            q("s480", "They followed the President’s removal of the Senate-confirmed Special"),
        ],
        date=_day("2025-02-01", "in February 2025", **month),
    )
    challenge = add(
        "Dellinger challenges his removal in federal court",
        "lawsuit",
        [("dellinger", "agent"), ("trump", "patient"), ("other_courts", "recipient")],
        [q("s326", "Dellinger challenged his removal in federal court")],
    )
    enjoin = add(
        "A district court enjoins Dellinger's termination",
        "other",
        [("other_courts", "agent"), ("dellinger", "beneficiary")],
        [q("s327", "a district court initially enjoined the termination")],
    )
    lifted = add(
        "The D.C. Circuit lifts the stay on appeal",
        "other",
        [("other_courts", "agent")],
        [q("s327", "the D.C. Circuit lifted the stay on appeal")],
    )
    withdraw = add(
        "Dellinger withdraws his challenge and vacates his position as Special Counsel",
        "resignation",
        [("dellinger", "agent")],
        [
            q("s328", "Dellinger withdrew his legal challenge and vacated his position"),
            q("s329", "Following Dellinger’s departure"),
        ],
        date=_day("2025-03-06", "On March 6, 2025"),
    )
    install = add(
        "The Trump Administration installs politically aligned Acting Special Counsels, Collins "
        "and then Greer",
        "hiring",
        [("trump", "agent"), ("collins", "patient"), ("greer", "patient")],
        [
            q("s19", "installed a White House loyalist as the new head of OSC"),
            q("s41", "the Trump Administration installed a series of political loyalists"),
            q("s329", "the Trump Administration installed a succession of politically aligned"),
            q("s330", "First came Doug Collins"),
            q("s458", "the installation of politically loyal Acting Special Counsels"),
            q("s480", "the installation of politically aligned acting officials"),
        ],
    )
    add(
        "Ingrassia, nominated Special Counsel, writes that civil servants' neutrality is "
        '"hogwash" and disparages bureaucrats',
        "communication",
        [("ingrassia", "agent")],
        [
            q("s335", "he wrote on a conservative site in November"),
            q("s336", "Ingrassia wrote on Substack"),
        ],
    )
    link("OVERLAP", removal, stay21, [q("s324", "was simultaneously seeking to remove")])
    link("BEFORE", removal, challenge, [q("s326", "Dellinger challenged his removal")])
    link("BEFORE", challenge, enjoin, [q("s327", "a district court initially enjoined")])
    link("BEFORE", enjoin, lifted, [q("s327", "lifted the stay on appeal")])
    link("BEFORE", lifted, withdraw, [q("s328", "On March 6, 2025")])
    link("BEFORE", removal, install, [q("s41", "Following Dellinger’s removal")])
    link("BEFORE", withdraw, install, [q("s329", "Following Dellinger’s departure")])
    directive = add(
        "OSC, under Acting Special Counsel Greer, issues the Probationary Directive ordering "
        "staff to close the probationary investigations",
        "agency-determination",
        [
            ("osc", "agent"),
            ("greer", "agent"),
            ("baldis", "agent"),
            ("probationary", "patient"),
            *[(p, "patient") for p in CS],
        ],
        [
            q("s20", "OSC then reversed course"),
            q("s42", "OSC abruptly reversed course and abdicated its statutory duty"),
            q("s43", "OSC issued a poorly"),
            q("s44", "This about face violated settled principles"),
            q("s337", "The change in OSC leadership resulted in an immediate and dramatic"),
            q("s338", "issued the Probationary Directive, instructing staff to close"),
            q("s341", "The Probationary Directive, issued by a new political appointee"),
            q("s343", "The Directive abruptly changed OSC’s position"),
            q("s344", "The Directive, without further factual inquiry, decreed"),
            q("s346", "The Directive also rejected OSC’s prior conclusion"),
            q("s347", "The Directive explained that the regulatory protections"),
            q("s350", "The Probationary Directive also asserted that OSC’s review"),
            q("s352", "pursuant to the Directive, OSC advised that absent distinct"),
            q("s369", "First, OSC asserted that the mass probationary terminations did not"),
            q("s379", "the Probationary Directive simply states"),
            q("s385", "Second, the Directive justified OSC’s abandonment"),
            q("s391", "Third, the Probationary Directive claims that OPM regulations"),
            q("s394", "OSC asserted that because probationary employees have limited appeal"),
            q("s423", "OSC’s abrupt reversal, issuing the unlawful Probationary Directive"),
            q("s472", "The Probationary Directive reversed OSC’s prior legal position"),
            q("s478", "OSC’s about face was contrary to the evidence"),
            q("s496", "The Probationary Directive argues that the probationary terminations"),
            q("s497", "According to OSC, therefore"),
        ],
        date=_day("2025-04-08", "On April 8, 2025"),
    )
    link("BEFORE", removal, directive, [q("s42", "just weeks after Dellinger’s ouster")])
    link("CAUSES", install, directive, [q("s337", "The change in OSC leadership resulted in")])
    link("BEFORE", stay28, directive, [q("s43", "Just weeks after securing stays from the MSPB")])
    link("BEFORE", finding, directive, [q("s470", "Just weeks before the Probationary Directive")])
    link(
        "BEFORE",
        complaints,
        directive,
        [
            q("s453", "prior to the issuance of the Probationary"),
            q("s423", "after receiving the complaints"),
        ],
    )
    closures = add(
        "OSC issues mass Closure Notices closing more than 2,000 probationary complaints, "
        "Plaintiffs' among them",
        "agency-determination",
        [("osc", "agent"), ("probationary", "recipient"), *[(p, "recipient") for p in CS]],
        [
            q("s51", "OSC closed the more than 2,000 complaints (the “Closure Notices”)"),
            q("s59", "each Plaintiff was harmed when their complaint was closed summarily"),
            q("s354", "OSC began issuing mass Closure Notices"),
            q("s355", "These Closure Notices informed complainants"),
            q("s360", "more than 2,000 pending complaints were summarily dismissed"),
            q("s363", "Closure Notices issued in April and May 2025 disregarded"),
            q("s401", "Another purported justification emerged in OSC’s individual Closure"),
            q("s458", "Plaintiffs received closure notice in April or May 2025"),
            q("s459", "These notices stated that OSC would not investigate or pursue their claims"),
            q("s463", "The summary closure of their OSC complaints"),
        ],
        date=_day("2025-04-21", "beginning on or around April 21, 2025", approximate=True),
    )
    link("CAUSES", directive, closures, [q("s360", "As a result of the Probationary Directive")])
    link("BEFORE", directive, closures, [q("s354", "Consistent with the new policy")])
    add(
        "OSC gives no reasoned explanation for its reversal",
        "failure-to-act",
        [("osc", "agent")],
        [
            q("s21", "OSC failed to provide a reasoned explanation for its abrupt reversal"),
            q("s46", "The Probationary Directive failed to adequately explain"),
            q("s359", "the Probationary Directive failed to adequately explain"),
            q("s474", "OSC failed to do so."),
            q("s475", "It did not reconcile its prior filings"),
        ],
    )
    advised = add(
        "OSC investigators tell many complainants that their claims are meritorious",
        "communication",
        [("osc", "agent"), ("probationary", "recipient")],
        [
            q("s408", "many of whom were initially advised by OSC that their claims were"),
            q("s483", "many of whom were initially informed by OSC investigators"),
        ],
    )
    ignored = add(
        "OSC disregards the reliance interests of the complainants",
        "failure-to-act",
        [("osc", "agent"), ("probationary", "patient")],
        [
            q("s46", "ignored the reliance interests of probationary employees"),
            q("s408", "Defendants failed to consider the reliance interests"),
            q("s483", "OSC also failed to consider the reliance interests"),
            q("s485", "The agency offered no explanation for disregarding these expectations."),
        ],
    )
    link("BEFORE", advised, ignored, [q("s483", "were initially informed by OSC")])
    add(
        "OSC categorically excludes probationary employees' PPP complaints, violating the APA",
        "unlawful-practice",
        [
            ("osc", "agent"),
            ("greer", "agent"),
            ("probationary", "patient"),
            *[(p, "patient") for p in CS],
        ],
        [
            q("s61", "They challenge instead OSC’s unlawful, ill-explained policy"),
            q("s62", "That policy lacks any statutory basis"),
            q("s365", "The Probationary Directive and the resulting Closure Notices constitute"),
            q("s366", "They are arbitrary, capricious, and contrary to law."),
            q("s409", "by categorically excluding these probationary employees from PPP"),
            q("s419", "OSC’s Probationary Directive and Closure Notices not only fail"),
            q("s420", "They are arbitrary, capricious, contrary to law, and must be set aside"),
            q("s468", "The Probationary Directive and the Closure Notices constitute final"),
            q("s479", "The Probationary Directive and Closure Notices were also pretextual."),
            q("s482", "In issuing the Probationary Directive and Closure Notices, OSC relied"),
            q("s486", "OSC’s abrupt reversal left these complainants without any opportunity"),
            q("s487", "OSC’s reversal has caused direct and concrete harm to Plaintiffs"),
            q("s488", "the Probationary Directive and Closure Notices must be set aside"),
            q("s495", "Yet the Probationary Directive and Closure Notices rely on a legal"),
            q("s501", "OSC’s reversal has caused direct and concrete harm to Plaintiffs"),
            q("s502", "The Probationary Directive and Closure Notices must be set aside"),
        ],
    )

    # --- each plaintiff's story --------------------------------------------------------------
    def story(
        p: str,
        joined: tuple[list[Any], dict[str, Any] | None],
        fired: tuple[str, list[Any], dict[str, Any] | None],
        filed: tuple[str, dict[str, Any] | None],
        ack: str,
        closed: tuple[list[Any], dict[str, Any] | None],
        employer: str,
    ) -> tuple[str, str, str, str, str]:
        n = p[-1]
        e_job = add(
            f"Civil Servant {n} joins the {employer.upper()} as a probationary employee",
            "employment",
            [(p, "agent"), (employer, "patient")],
            joined[0],
            date=joined[1],
        )
        e_fire = add(
            f"The {employer.upper()} terminates Civil Servant {n}",
            "termination",
            [(employer, "agent"), (p, "patient")],
            fired[1],
            date=fired[2],
        )
        e_file = add(
            f"Civil Servant {n} files a complaint with OSC that the termination was a PPP",
            "complaint",
            [(p, "agent"), ("osc", "recipient")],
            [q(filed[0], "filed a complaint with OSC")],
            date=filed[1],
        )
        e_ack = add(
            f"OSC acknowledges receipt of Civil Servant {n}'s complaint",
            "communication",
            [("osc", "agent"), (p, "recipient")],
            [q(ack, "OSC acknowledged receipt")],
        )
        e_close = add(
            f"OSC closes Civil Servant {n}'s complaint following the Probationary Directive",
            "agency-determination",
            [("osc", "agent"), (p, "recipient")],
            closed[0],
            date=closed[1],
        )
        link("BEFORE", e_fire, e_file, [q(filed[0], "alleging that " + fired[0])])
        link("BEFORE", e_file, e_ack, [q(ack, "OSC acknowledged receipt")])
        link("BEFORE", e_ack, e_close, [q(ack, "OSC acknowledged receipt, but")])
        link("BEFORE", directive, e_close, [q(ack, "following the Probationary Directive")])
        return e_job, e_fire, e_file, e_ack, e_close

    # Civil Servant 1 (NOAA)
    job1, fire1, _, ack1, close1 = story(
        "cs1",
        (
            [
                q("s65", "She was a Biologist in the Anchorage Field Office"),
                q("s66", "Civil Servant 1 provided logistical, technical, and safety support"),
            ],
            None,
        ),
        (
            "her termination",
            [
                q("s68", "NOAA terminated her at the direction of the White House"),
                q("s424", "Civil Servant 1’s termination inflicted significant personal"),
                q("s426", "The loss of her position"),
                q("s427", "The abrupt end to her federal service"),
                q("s429", "Until the termination, Civil Servant 1 planned"),
            ],
            _day("2025-02-27", "on or about February 27, 2025", approximate=True),
        ),
        ("s69", _day("2025-03-01", "in March 2025", **month)),
        "s70",
        (
            [
                q("s70", "then formally closed her complaint on May 13, 2025"),
                q("s428", "The closure of her OSC complaint left her without any avenue"),
            ],
            _day("2025-05-13", "on May 13, 2025"),
        ),
        "noaa",
    )
    praise1 = add(
        "Supervisors affirm Civil Servant 1 meets or exceeds expectations and mean to retain her",
        "communication",
        [("noaa", "agent"), ("cs1", "recipient")],
        [q("s67", "Supervisors repeatedly affirmed that she was meeting or exceeding")],
    )
    link("BEFORE", praise1, fire1, [q("s68", "Yet on or about February 27, 2025")])
    pre1 = add(
        "OSC issues Civil Servant 1 a pre-closure letter",
        "communication",
        [("osc", "agent"), ("cs1", "recipient")],
        [q("s70", "issued a pre-closure letter in early May 2025")],
        date=_day("2025-05-01", "in early May 2025", **month),
    )
    link("BEFORE", ack1, pre1, [q("s70", "OSC acknowledged receipt, but issued a pre-closure")])
    link("BEFORE", pre1, close1, [q("s70", "and then formally closed her complaint")])
    move1 = add(
        "Civil Servant 1 relocates from Illinois to Alaska to accept NOAA's offer of a permanent "
        "position",
        "other",
        [("cs1", "agent")],
        [q("s425", "She had relocated across the country, from Illinois to Alaska")],
    )
    link("BEFORE", move1, fire1, [q("s425", "She had relocated")])
    freeze = add(
        "Alaska announces a statewide hiring freeze",
        "other",
        [("alaska", "agent")],
        [q("s426", "a statewide hiring freeze announced shortly after her termination")],
    )
    link("BEFORE", fire1, freeze, [q("s426", "announced shortly after her termination")])

    # Civil Servant 2 (GSA)
    job2, fire2, _, _, _ = story(
        "cs2",
        (
            [q("s72", "He is a 100% disabled veteran who held multiple civilian federal")],
            _day("2024-01-01", "in late 2024", approximate=True, granularity="year"),
        ),
        (
            "his termination",
            [
                q("s76", "Civil Servant 2 received a formal termination letter"),
                q("s79", "after initially being terminated in February 2025"),
                q("s430", "Civil Servant 2’s termination caused significant harm."),
                q("s431", "he was abruptly removed from federal service"),
                q("s436", "Until the termination, Civil Servant 2 planned"),
            ],
            _day("2025-02-01", "in February 2025", **month),
        ),
        ("s77", _day("2025-03-01", "in March 2025", **month)),
        "s78",
        (
            [
                q("s78", "it closed the complaint on May 23, 2025"),
                q("s435", "The closure of his OSC complaint left him without any avenue"),
            ],
            _day("2025-05-23", "on May 23, 2025"),
        ),
        "gsa",
    )
    rating2 = add(
        'Civil Servant 2 earns an "Above Fully Successful" mid-year rating',
        "other",
        [("gsa", "agent"), ("cs2", "recipient")],
        [
            q("s74", "He quickly earned an “Above Fully Successful” mid-year performance rating."),
            q("s431", "a recent “Above Fully Successful” performance rating"),
        ],
    )
    warn2 = add(
        "GSA managers tell probationary employees their positions are at risk",
        "communication",
        [("gsa", "agent"), ("cs2", "recipient"), ("probationary", "recipient")],
        [q("s75", "GSA managers informed probationary employees that positions were at risk")],
        date=_day("2025-02-06", "On February 6, 2025"),
    )
    link("BEFORE", warn2, fire2, [q("s76", "Days later")])
    link("BEFORE", job2, rating2, [q("s74", "He quickly earned")])
    order2 = add(
        "Courts' injunctions in other litigation order Civil Servant 2's temporary reinstatement",
        "other",
        [("other_courts", "agent"), ("cs2", "beneficiary")],
        [
            q("s79", "Due to a series of court-imposed injunctions related to other litigation"),
            q("s434", "Even after a federal court ordered his temporary reinstatement"),
        ],
    )
    back2 = add(
        "Civil Servant 2 is briefly reinstated",
        "other",
        [("gsa", "agent"), ("cs2", "patient")],
        [q("s79", "he was briefly reinstated")],
    )
    leave2 = add(
        "GSA places Civil Servant 2 on indefinite administrative leave",
        "adverse-action",
        [("gsa", "agent"), ("cs2", "patient")],
        [q("s434", "he was placed on indefinite administrative leave")],
    )
    again2 = add(
        "GSA terminates Civil Servant 2 again",
        "termination",
        [("gsa", "agent"), ("cs2", "patient")],
        [
            q("s79", "he was then terminated (again) in July 2025"),
            q("s434", "until GSA issued a final separation"),
        ],
        date=_day("2025-07-01", "in July 2025", **month),
    )
    link("CAUSES", order2, back2, [q("s79", "Due to a series of court-imposed injunctions")])
    link("BEFORE", fire2, back2, [q("s79", "after initially being terminated")])
    link("BEFORE", back2, leave2, [q("s434", "Even after a federal court ordered")])
    link("BEFORE", back2, again2, [q("s79", "but he was then terminated (again)")])
    link("BEFORE", leave2, again2, [q("s434", "until GSA issued a final separation")])

    # Civil Servant 3 (HHS)
    job3, fire3, _, _, _ = story(
        "cs3",
        (
            [
                q("s81", "She joined the Department of Health and Human Services (HHS)"),
                q("s438", "She left a lucrative private-sector position to serve in government"),
            ],
            _day("2024-05-01", "in May 2024", **month),
        ),
        (
            "her termination",
            [
                q("s83", "she received a memorandum informing her that she was being terminated"),
                q("s437", "the effort to terminate her employment"),
                q("s439", "the attempted removal created immediate financial strain"),
                q("s442", "Until the termination efforts, Civil Servant 3 planned"),
            ],
            _day("2025-02-01", "in February 2025", **month),
        ),
        ("s84", _day("2025-03-01", "in March 2025", **month)),
        "s85",
        (
            [
                q("s85", "it closed the complaint in May 2025"),
                q("s441", "The closure of her OSC complaint left her without any avenue"),
            ],
            _day("2025-05-01", "in May 2025", **month),
        ),
        "hhs",
    )
    rating3 = add(
        'Civil Servant 3 receives an "Outstanding" rating and praise for her leadership',
        "other",
        [("hhs", "agent"), ("cs3", "recipient")],
        [q("s82", "She had received an “Outstanding” performance rating")],
    )
    link("BEFORE", rating3, fire3, [q("s83", "Nevertheless, in February 2025")])
    leave3 = add(
        "HHS places Civil Servant 3 on administrative leave",
        "adverse-action",
        [("hhs", "agent"), ("cs3", "patient")],
        [
            q("s83", "would be placed on administrative leave, effective immediately"),
            q("s86", "Plaintiff Civil Servant 3 remained on administrative leave"),
        ],
    )
    quit3 = add(
        "Civil Servant 3 is forced to resign and departs her position",
        "resignation",
        [("cs3", "agent")],
        [
            q("s86", "when she departed from her position"),
            q("s439", "forced her resignation once her position was effectively dismantled"),
        ],
        date=_day("2025-06-01", "until June 2025", **month),
    )
    link("BEFORE", leave3, quit3, [q("s86", "remained on administrative leave until June 2025")])
    link("CAUSES", fire3, quit3, [q("s439", "the attempted removal created immediate financial")])

    # Civil Servant 4 (EPA)
    job4, fire4, _, _, close4 = story(
        "cs4",
        (
            [q("s88", "She is an environmental science professional who joined the Environmental")],
            _day("2024-02-01", "in February 2024", **month),
        ),
        (
            "her termination",
            [
                q("s89", "she was targeted for termination on February 14, 2025"),
                q("s443", "only to be terminated weeks before conversion to permanent status"),
                q("s444", "The termination disrupted her career trajectory"),
                q("s447", "Until the termination efforts, Civil Servant 4 planned"),
            ],
            _day("2025-02-14", "on February 14, 2025"),
        ),
        ("s90", _day("2025-03-01", "in March 2025", **month)),
        "s91",
        (
            [
                q("s91", "it closed the complaint in May 2025"),
                q("s446", "The closure of her OSC complaint left her without any avenue"),
            ],
            _day("2025-05-01", "in May 2025", **month),
        ),
        "epa",
    )
    rec4 = add(
        "Civil Servant 4 is rated effective and recommended for conversion to permanent status",
        "other",
        [("epa", "agent"), ("cs4", "recipient")],
        [q("s89", "had been recommended for conversion to permanent status")],
    )
    link("BEFORE", rec4, fire4, [q("s89", "was on the cusp of conversion when she was targeted")])
    move4 = add(
        "Civil Servant 4 relocates to accept her EPA appointment",
        "other",
        [("cs4", "agent")],
        [q("s443", "Civil Servant 4 relocated to accept her EPA appointment")],
    )
    link("BEFORE", move4, fire4, [q("s443", "only to be terminated weeks before conversion")])
    leave4 = add(
        "Civil Servant 4 is kept on administrative leave",
        "adverse-action",
        [("epa", "agent"), ("cs4", "patient")],
        [
            q("s92", "Plaintiff Civil Servant 4 was on administrative leave"),
            q("s445", "After months in administrative limbo"),
        ],
    )
    quit4 = add(
        "Civil Servant 4 is forced to resign and departs her position",
        "resignation",
        [("cs4", "agent")],
        [
            q("s92", "when she departed her position that same month"),
            q("s445", "she was forced to resign in order to secure stable employment"),
        ],
        date=_day("2025-05-01", "that same month", **month),
    )
    link("BEFORE", leave4, quit4, [q("s445", "After months in administrative limbo")])

    # Civil Servant 5 (CFTC)
    job5, fire5, _, _, _ = story(
        "cs5",
        (
            [
                q("s94", "He was an attorney who began working at the Commodity Futures Trading"),
                q("s95", "joined federal service out of a commitment to public enforcement work"),
                q("s448", "left a stable and well-compensated private legal career"),
            ],
            _day("2024-07-01", "in July 2024", **month),
        ),
        (
            "his termination",
            [
                q("s96", "without prior notice, he was terminated along with several other"),
                q("s449", "His sudden termination"),
                q("s450", "The termination interrupted ongoing enforcement matters"),
                q("s452", "Until the termination, Civil Servant 5 planned"),
            ],
            _day("2025-02-19", "On February 19, 2025"),
        ),
        ("s97", None),
        "s98",
        (
            [
                q("s98", "it closed the complaint in May 2025"),
                q("s451", "The closure of his OSC complaint left him without any avenue"),
            ],
            _day("2025-05-01", "in May 2025", **month),
        ),
        "cftc",
    )
    praise5 = add(
        "Civil Servant 5 receives positive feedback from his supervisors",
        "communication",
        [("cftc", "agent"), ("cs5", "recipient")],
        [q("s95", "received positive feedback from supervisors throughout his tenure")],
    )
    link("BEFORE", job5, praise5, [q("s95", "throughout his tenure")])

    # --- the Administration's campaign (context the complaint tells) -------------------------
    add(
        'President Trump disparages career civil servants as "crooked," "dishonest" and "corrupt"',
        "communication",
        [("trump", "agent")],
        [q("s187", "President Trump has publicly disparaged career civil servants")],
    )
    add(
        'On his first day President Trump declares that "most" federal employees "are being fired"',
        "communication",
        [("trump", "agent")],
        [q("s187", "On the first day of his second term, he declared")],
    )
    add(
        "Vice President Vance says President Trump should fire every civil servant",
        "communication",
        [("vance", "agent")],
        [q("s188", "Vice President JD Vance echoed this hostility")],
    )
    add(
        'Vought and Ezell\'s memo condemns a "corrupt federal bureaucracy"',
        "communication",
        [("vought", "agent"), ("ezell", "agent")],
        [q("s190", "In a February 2025 memo, Office of Management and Budget Director")],
        date=_day("2025-02-01", "In a February 2025 memo", **month),
    )
    add(
        'Vought says he wants bureaucrats "to be traumatically affected"',
        "communication",
        [("vought", "agent")],
        [
            q("s190", "Vought has also proclaimed:"),
            q("s198", "“We want the bureaucrats to be traumatically affected,” he said."),
        ],
    )
    sched_f = add(
        "President Trump issues Executive Order 14,171 reinstating Schedule F",
        "other",
        [("trump", "agent")],
        [q("s200", "President Trump further advanced this agenda through Executive Order 14,171")],
    )
    cancer = add(
        'Signing the order, the President says he is "getting rid of all the cancer"',
        "communication",
        [("trump", "agent")],
        [q("s201", "As he signed the Executive Order, the President declared")],
    )
    link("SAME-TIME", cancer, sched_f, [q("s201", "As he signed the Executive Order")])
    fema_letter = add(
        "FEMA employees sign a letter to Congress objecting to the handling of disaster response",
        "complaint",
        [("fema_staff", "agent")],
        [q("s203", "employees who signed a letter to Congress objecting")],
    )
    fema_rep = add(
        "The FEMA employees who signed the letter face reprisal",
        "retaliation",
        [("trump", "agent"), ("fema_staff", "patient")],
        [q("s203", "have faced reprisal")],
    )
    link("CAUSES", fema_letter, fema_rep, [q("s203", "employees who signed a letter to Congress")])
    epa_raise = add(
        "EPA employees raise concerns about the agency's undermining of environmental protections",
        "complaint",
        [("epa_staff", "agent")],
        [q("s203", "after raising concerns about their agency")],
    )
    epa_fire = add(
        "EPA fires the employees who raised concerns",
        "termination",
        [("epa", "agent"), ("epa_staff", "patient")],
        [q("s203", "multiple employees were recently fired")],
    )
    link("BEFORE", epa_raise, epa_fire, [q("s203", "fired after raising concerns")])
    add(
        'President Trump issues Executive Order 14,317 creating "Schedule G"',
        "other",
        [("trump", "agent")],
        [
            q("s204", "the Administration has turned to politicized hirings"),
            q("s205", "President Trump issued Executive Order 14,317 in July 2025"),
        ],
        date=_day("2025-07-01", "in July 2025", **month),
    )
    add(
        'The Administration unveils a "Merit Hiring Plan" screening applicants for loyalty',
        "other",
        [("trump", "agent")],
        [
            q("s215", "The Administration also recently unveiled a “Merit Hiring Plan”"),
            q("s216", "Applicants are asked to identify which of President Trump’s policies"),
        ],
    )
    add(
        "President Trump removes MSPB Chair Cathy Harris without statutory grounds",
        "termination",
        [("trump", "agent"), ("harris", "patient")],
        [
            q("s218", "The Administration is weakening the independence of the MSPB"),
            q("s221", "President Trump removed Chair Cathy Harris"),
            q("s225", "Trump’s attack on the independence of the MSPB"),
        ],
        date=_day("2025-02-01", "In February 2025", **month),
    )
    add(
        "President Trump removes multiple Inspectors General",
        "termination",
        [("trump", "agent"), ("igs", "patient")],
        [q("s226", "President Trump removed multiple Inspectors General")],
    )
    add(
        "The Administration moves to curtail federal employees' collective bargaining rights",
        "other",
        [("trump", "agent")],
        [q("s227", "the Administration has moved to curtail collective bargaining rights")],
    )

    # --- the suit --------------------------------------------------------------------------
    add(
        "Plaintiffs sue OSC and the Acting Special Counsel under the APA",
        "lawsuit",
        [*everyone, ("osc", "patient"), ("greer", "patient"), ("court", "recipient")],
        [
            q("s14", "bring this action against the Office of Special Counsel (OSC)"),
            q("s23", "Plaintiffs now bring this case to compel OSC"),
            q("s365", "form the basis for this lawsuit"),
            q("s504", "Plaintiffs request that this Court enter judgment in their favor"),
            q("s511", "DATED this 10 day of September, 2025."),
        ],
        date=_day("2025-09-10", "this 10 day of September, 2025"),
    )
    return build(
        stem,
        "Civil Servant 1 et al. v. U.S. Office of Special Counsel (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    data = civil_servants()
    path = HERE / f"{data['complaint']['id']}.gold.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(path, len(data["events"]), "events", len(data["relations"]), "relations")
