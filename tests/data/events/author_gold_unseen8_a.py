"""The gold graphs of ``case12920_doc52594`` and ``case15345_doc82299``, two of the three
complaints kept unseen while the rules of issue 30's eighth round were written.

Chosen by a stated rule, not by reading them: employment complaints of the same Clearinghouse
source filed under other case types than Equal Employment (every complaint of the shared folder
already has a gold); written before the extractor was run on them. ``benchmarks/events.py``
scores them only with ``--unseen8`` ("unseen8").

- ``case12920_doc52594`` (13 KB, OCR text with words run together): Michael J. Damiani v. City of
  East Providence et al. (D.R.I., filed October 27, 2008): a private suit under the ADA,
  Section 504 of the Rehabilitation Act and the Rhode Island FEPA, public court filing. A former
  police officer on a disability pension is appointed Assistant Harbormaster on condition of a
  "vigorous" physical examination because, a councilman says, "we know he has a heart
  condition"; the City Manager will not swear him in; two other nominees are appointed without
  the condition.
- ``case15345_doc82299`` (26 KB): United States v. State of North Carolina et al. (M.D.N.C., filed
  May 9, 2016): the Department of Justice's suit under Title VII, Title IX and VAWA against the
  State, Governor McCrory, the Department of Public Safety, the University of North Carolina and
  its Board of Governors over Part I of House Bill 2 (multiple-occupancy bathrooms by
  "biological sex"); a U.S. Government work.

Same conventions as ``author_gold.py`` and ``author_gold_unseen7_hodgkins.py``: quotes are
fragments resolved to the exact sentence text; one event per act, with every sentence that tells
it (the counts' retellings and the prayer's included); the date its own sentences state;
relations only where the text states them (a cue word or a stated cause).

What counted as an event. Damiani: his earlier employment as a police officer, his application
for and the award of a disability pension, his training and the Harbormaster's recommendation,
the appointment and the Council's stipulation (two acts in one sentence: the hiring and the
condition put on it), Cusack's statement, Damiani's reporting to be sworn in, Brown's refusal to
meet him, what he was told, his not being sworn in, the two other nominees' appointment without
a stipulation, the charge, the Commission's probable-cause finding, the two notices of the right
to sue, the suit; the counts' "Defendants subjected Plaintiff to discriminatory treatment" and
"the actions of the Defendants violated ..." are one unlawful-practice event (the counts name no
act of their own; the retaliation count names the same two acts, so it adds no retaliation
event). North Carolina: the acts the complaint tells (the special session, the bill's
introduction with Bishop's statement, its passage, the Governor's signing, its taking effect,
the Charlotte City Council's passing of the ordinance, the Governor's earlier warning to that
council, Berger's and Forest's statements, the public statements of the Governor and legislators,
Spellings' memorandum, the United States' letter of April 8 and her answer, Executive Order 93,
the letters of May 4 with their request and warning, the Defendants' not complying with them,
the NCDPS's and the University's contract assurances, the suit) and the practice the counts
retell (the Defendants' compliance with and implementation of H.B. 2, one unlawful-practice
event; the State's and the Governor's "pattern or practice of resistance", its own event).
Not events: what H.B. 2 says, what the law requires, the DOJ's general practice (s48), the
background on gender identity and on birth certificates, harms ("have suffered injury"), and
states ("is a recipient of federal funds").

run: python tests/data/events/author_gold_unseen8_a.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _load, build, ent, evt, rel  # type: ignore[import-not-found]


def damiani() -> dict[str, Any]:
    stem = "case12920_doc52594"
    sentences, q = _load(stem)
    entities = [
        ent(
            "damiani",
            "Michael J. Damiani",
            "person",
            ["plaintiff", "charging-party", "employee"],
            [q("s3", "MICHAEL J. DAMIANI"), q("s19", "Damiani (\"Plaintiff')")],
            ["Damiani", "Plaintiff", "Michael 1. Damiani"],
        ),
        ent(
            "city",
            "City of East Providence",
            "organization",
            ["defendant", "employer"],
            [q("s4", "CITY OF EAST PROVIDENCE"), q("s29", "the City ofEast Providence")],
            ["City of East Providence", "City", "Defendants", "Defendant"],
        ),
        ent(
            "council",
            "City Council of East Providence",
            "organization",
            ["defendant", "employer"],
            [q("s30", "the City Council")],
            ["City Council", "the Council"],
        ),
        ent(
            "mcdonald",
            "James McDonald",
            "person",
            ["defendant"],
            [q("s4", "JAMES MCDONALD in his capacity as Finance Director")],
            ["McDonald"],
        ),
        ent(
            "ramos",
            "Isadore S. Ramos",
            "person",
            ["defendant"],
            [q("s4", "ISADORE S. RAMOS, Individually")],
            ["Mayor Ramos", "Ramos"],
        ),
        ent(
            "ditraglia",
            "Bruce DiTraglia",
            "person",
            ["defendant"],
            [q("s6", "DITRAGLIA, Individually")],
            ["DiTraglia", "Assistant Mayor DiTraglia"],
        ),
        ent(
            "cusack",
            "Robert E. Cusack",
            "person",
            ["defendant"],
            [q("s7", "E. CUSACK, Individually"), q("s43", "CouncilmanRobert Cusack")],
            ["Cusack", "Councilman Robert Cusack", "Robert Cusack"],
        ),
        ent(
            "perry",
            "Valerie A. Perry",
            "person",
            ["defendant"],
            [q("s7", "VALERIE A. PERRY, Individually")],
            ["Perry"],
        ),
        ent(
            "silva",
            "Bryan P. Silva",
            "person",
            ["defendant"],
            [q("s7", "BRYAN P. SILVA, Individually")],
            ["Silva"],
        ),
        ent(
            "brown",
            "Richard Brown",
            "person",
            ["defendant", "supervisor"],
            [q("s7", "RICHARD BROWN, Individually"), q("s45", "Richard Brownthe City Manager")],
            ["Brown", "Mr. Brown", "City Manager"],
        ),
        ent(
            "harbormaster",
            "the Harbormaster",
            "person",
            ["supervisor"],
            [q("s42", "the Harbormaster")],
        ),
        ent(
            "nominees",
            "two other nominees for Assistant Harbormaster",
            "person",
            ["employee"],
            [q("s47", "two othernominees for Assistant Harbormaster")],
            ["These two individuals"],
        ),
        ent(
            "commission",
            "Rhode Island Commission for Human Rights",
            "agency",
            ["agency"],
            [q("s23", "the Commission for Human Rights for the State ofRhode Island")],
            ["Commission", "the Commission"],
        ),
        ent(
            "eeoc",
            "Equal Employment Opportunity Commission",
            "agency",
            ["agency"],
            [q("s26", "US.Equal Employment Opportunity Commission")],
            ["EEOC"],
        ),
    ]
    events = [
        evt(
            "ev1",
            "Damiani brings this complaint against the City and its officers",
            "lawsuit",
            [("damiani", "agent"), ("city", "patient")],
            [
                q("s9", "This Complaint arises outofallegations"),
                q("s27", "This complaint is being filed within ninety (90) days"),
                q("s91", "Plaintiffprays that this Court"),
                q("s93", "Plaintiffdemands a trial byjury."),
                q("s96", "Dated: October 27,2008"),
            ],
            date=_day("2008-10-27", "Dated: October 27,2008"),
        ),
        evt(
            "ev2",
            "Damiani's charges of disability discrimination are filed with the Commission",
            "charge",
            [("damiani", "agent"), ("commission", "recipient")],
            [q("s23", "charges ofemployment discrimination by Plaintiff")],
            date=_day("2007-05-22", "On or about May22,2007", approximate=True),
        ),
        evt(
            "ev3",
            "The Commission finds probable cause that the Defendants violated the FEPA",
            "agency-determination",
            [("commission", "agent"), ("city", "patient"), ("damiani", "beneficiary")],
            [
                q("s24", "the Commission determined that probable cause existedto"),
                q("s25", "Specificallythe Commission found that the"),
            ],
            date=_day("2008-06-17", "On or about June 17,2008", approximate=True),
        ),
        evt(
            "ev4",
            "The Commission issues Damiani a Notice of Right to Sue",
            "agency-determination",
            [("commission", "agent"), ("damiani", "recipient")],
            [
                q("s26", "the Commission issued a ''Notice ofRight To Sue\" to"),
                q("s27", "the receipt ofthe Notice of Right to Sue from the Commission"),
            ],
            date=_day("2008-07-31", "On or about July 31, 2008", approximate=True),
        ),
        evt(
            "ev5",
            "The EEOC issues Damiani a Notice of Suit Rights",
            "agency-determination",
            [("eeoc", "agent"), ("damiani", "recipient")],
            [
                q("s26", "the US.Equal Employment Opportunity Commission"),
                q("s27", "the Notice ofSuit Rights from the EEOC"),
            ],
            date=_day("2008-08-21", "On or about August 21,2008", approximate=True),
        ),
        evt(
            "ev6",
            "Damiani is employed by the City as a Police Officer",
            "employment",
            [("city", "agent"), ("damiani", "patient")],
            [
                q("s31", "prior employment for the City"),
                q("s32", "Plaintiffwas previously employed bythe City of"),
            ],
        ),
        evt(
            "ev7",
            "Damiani applies for a disability pension",
            "other",
            [("damiani", "agent")],
            [q("s33", "Plaintiffapplied for")],
        ),
        evt(
            "ev8",
            "The City awards Damiani a disability pension for his cardiovascular condition",
            "other",
            [("city", "agent"), ("damiani", "recipient")],
            [q("s33", "was awarded a disability pension")],
        ),
        evt(
            "ev9",
            "Damiani completes all training classes for Assistant Harbormaster",
            "other",
            [("damiani", "agent")],
            [
                q("s42", "Plaintiffcompleted alltraining classes prior to April 17, 2007"),
                q("s57", "Despite Plaintiff's completion ofall prerequisites"),
                q("s67", "DespitePlaintiffs completion ofall prerequisites"),
            ],
        ),
        evt(
            "ev10",
            "The Harbormaster recommends Damiani for appointment",
            "other",
            [("harbormaster", "agent"), ("damiani", "beneficiary")],
            [q("s42", "was recommended\nbythe Harbormasterfor appointment")],
        ),
        evt(
            "ev11",
            "Cusack says stipulations should be placed on Damiani's appointment because of his "
            "heart condition",
            "communication",
            [("cusack", "agent"), ("damiani", "patient")],
            [q("s43", "CouncilmanRobert Cusack stated that stipulations should be")],
            date=_day("2007-04-17", "On April 17,2007"),
        ),
        evt(
            "ev12",
            "The City Council unanimously approves Damiani's appointment as Assistant Harbormaster",
            "hiring",
            [("council", "agent"), ("city", "agent"), ("damiani", "patient")],
            [
                q("s29", "Plaintiffwas hired/appointed as Assistant Harbormasterby the City"),
                q("s30", "the City Council unanimously approved Plaintiff's appointment"),
                q("s44", "the City Council unanimously approved Plaintiff's appointment"),
                q("s57", "unanimous approval ofthe City Council"),
                q("s67", "unanimous\napproval ofthe City Council"),
            ],
            date=_day("2007-04-17", "on about April 17, 2007", approximate=True),
        ),
        evt(
            "ev13",
            'The City Council conditions the appointment on a "vigorous" physical examination',
            "adverse-action",
            [("council", "agent"), ("damiani", "patient")],
            [
                q("s30", 'with the stipulation that Plaintiffundergo a"vigorous" physical'),
                q("s44", "with the stipulationthat Plaintiffbe required to take"),
                q("s87", "was required to take aphysical\nmedical examination"),
            ],
            date=_day("2007-04-17", "On that same date", approximate=True),
        ),
        evt(
            "ev14",
            "Damiani reports to City Manager Brown to be sworn in",
            "other",
            [("damiani", "agent"), ("brown", "recipient")],
            [q("s45", "Plaintiffreported to Richard Brownthe City Manager")],
            date=_day("2007-04-18", "on or about April 18, 2007", approximate=True),
        ),
        evt(
            "ev15",
            "Brown refuses to meet with Damiani",
            "adverse-action",
            [("brown", "agent"), ("damiani", "patient")],
            [q("s46", "Mr. Brown refused to meet with Plaintiff")],
        ),
        evt(
            "ev16",
            "Damiani is told he will not be sworn in until he meets the physical examination "
            "stipulation",
            "communication",
            [("damiani", "recipient")],
            [q("s46", "was told\nthathe would not be sworn in")],
        ),
        evt(
            "ev17",
            "Damiani is not sworn in as Assistant Harbormaster",
            "adverse-action",
            [("city", "agent"), ("damiani", "patient")],
            [q("s87", "Plaintiffwas not sworn in as AssistantHarbormaster")],
        ),
        evt(
            "ev18",
            "The City Council appoints two other nominees without a physical examination "
            "stipulation",
            "hiring",
            [("council", "agent"), ("nominees", "patient")],
            [
                q("s47", "two othernominees for Assistant Harbormaster came up"),
                q("s48", "These two individuals were appointed"),
            ],
            date=_day("2007-05-15", "On or aboutMary 15, 2007", approximate=True),
        ),
        evt(
            "ev19",
            "The Defendants subject Damiani to discriminatory treatment because of his disability",
            "unlawful-practice",
            [("city", "agent"), ("council", "agent"), ("damiani", "patient")],
            [
                q("s49", "The actions ofthe Defendants violatedthe Amercians"),
                q("s50", "The actions of the Defendants violated the Federal"),
                q("s51", "The actions ofthe Defendantsviolated Section 504"),
                q("s52", "The actions ofDefendants were motivated by malice"),
                q("s57", "the Defendants unlawfully subjected Plaintiffto discriminatory"),
                q("s58", "Defendants would\nnot have subjected Plaintiffto discriminatory"),
                q("s59", "Defendants purposefully and maliciously"),
                q("s67", "the Defendants unlawfully subjectedPlaintiffto discriminatory"),
                q("s68", "Defendants would\nnot have subjected Plaintiffto discriminatory"),
                q("s69", "Defendants purposefully and maliciously"),
                q("s80", "By the aforesaid actions, Defendants intentionally violated the FEPA."),
                q("s86", "By the aforesaid actions, Defendants intentionally violated the FEPA."),
            ],
        ),
    ]
    relations = [
        rel("r1", "CAUSES", "ev11", "ev13", [q("s44", "Thus,the City Council")]),
        rel("r2", "BEFORE", "ev9", "ev12", [q("s42", "prior to April 17, 2007")]),
        rel("r3", "CAUSES", "ev13", "ev17", [q("s46", "until he metthe stipulation")]),
        rel("r4", "BEFORE", "ev4", "ev1", [q("s27", "within ninety (90) days ofthe receipt")]),
        rel("r5", "BEFORE", "ev5", "ev1", [q("s27", "within ninety (90) days ofthe receipt")]),
    ]
    return build(
        stem,
        "Damiani v. City of East Providence et al. (complaint)",
        entities,
        events,
        relations,
        sentences,
    )


def north_carolina() -> dict[str, Any]:
    stem = "case15345_doc82299"
    sentences, q = _load(stem)
    entities = [
        ent(
            "us",
            "United States of America",
            "agency",
            ["plaintiff", "agency"],
            [q("s3", "UNITED STATES OF AMERICA"), q("s14", "The United States")],
            ["United States", "Department of Justice", "the Department of Justice"],
        ),
        ent(
            "nc",
            "State of North Carolina",
            "organization",
            ["defendant", "employer"],
            [q("s6", "STATE OF NORTH CAROLINA"), q("s21", "Defendant State of North Carolina")],
            ["State of North Carolina", "North Carolina", "the State", "Defendants"],
        ),
        ent(
            "mccrory",
            "Patrick McCrory",
            "person",
            ["defendant"],
            [q("s6", "PATRICK"), q("s22", "Defendant Patrick McCrory is the Governor")],
            ["McCrory", "Governor McCrory", "Defendant McCrory", "Governor of North Carolina"],
        ),
        ent(
            "ncdps",
            "North Carolina Department of Public Safety",
            "agency",
            ["defendant", "employer"],
            [q("s25", "Defendant North Carolina Department of Public Safety")],
            ["Department of Public Safety", "Defendant North Carolina Department of Public Safety"],
        ),
        ent(
            "unc",
            "University of North Carolina",
            "organization",
            ["defendant", "employer"],
            [q("s29", "Defendant University of North Carolina")],
            ["University of North Carolina", "the University", "University"],
        ),
        ent(
            "bog",
            "Board of Governors of the University of North Carolina",
            "organization",
            ["defendant"],
            [q("s33", "Defendant Board of Governors of the University of North Carolina")],
            ["Board of Governors"],
        ),
        ent(
            "legislature",
            "North Carolina legislature",
            "organization",
            [],
            [q("s36", "the North Carolina legislature"), q("s39", "North Carolina legislators")],
            ["North Carolina legislators", "both houses", "North Carolina Senate"],
        ),
        ent(
            "charlotte",
            "Charlotte City Council",
            "organization",
            [],
            [q("s38", "the City\nCouncil in Charlotte, North Carolina")],
            ["Charlotte City Council", "City Council"],
        ),
        ent(
            "bishop",
            "Dan Bishop",
            "person",
            [],
            [q("s41", "State Representative Dan Bishop")],
            ["Bishop", "State Representative Dan Bishop"],
        ),
        ent(
            "berger",
            "Phil Berger",
            "person",
            [],
            [q("s45", "Senate President Phil Berger")],
            ["Berger", "Senator Berger", "Senate President Phil Berger"],
        ),
        ent(
            "forest",
            "Dan Forest",
            "person",
            [],
            [q("s46", "Lieutenant Governor Dan Forest")],
            ["Forest", "Lieutenant Governor Dan Forest"],
        ),
        ent(
            "spellings",
            "Margaret Spellings",
            "person",
            [],
            [q("s47", "President, Margaret Spellings")],
            ["Spellings", "President Spellings"],
        ),
        ent(
            "chancellors",
            "Chancellors in the University of North Carolina system",
            "person",
            ["employee"],
            [q("s47", "all Chancellors in the University of North Carolina system")],
            ["Chancellors"],
        ),
        ent(
            "tgemployees",
            "transgender employees",
            "person",
            ["aggrieved-individual", "employee"],
            [q("s86", "transgender employees")],
            ["transgender employees"],
        ),
        ent(
            "tgpeople",
            "transgender individuals",
            "person",
            ["aggrieved-individual"],
            [q("s89", "individuals who are transgender")],
            ["transgender individuals", "transgender persons"],
        ),
    ]
    defendants = [
        ("nc", "agent"),
        ("ncdps", "agent"),
        ("unc", "agent"),
        ("bog", "agent"),
    ]
    all_recipients = [
        ("nc", "recipient"),
        ("mccrory", "recipient"),
        ("ncdps", "recipient"),
        ("unc", "recipient"),
        ("bog", "recipient"),
    ]
    events = [
        evt(
            "ev1",
            "The United States sues North Carolina, its Governor, the NCDPS and the University",
            "lawsuit",
            [
                ("us", "agent"),
                ("nc", "patient"),
                ("mccrory", "patient"),
                ("ncdps", "patient"),
                ("unc", "patient"),
                ("bog", "patient"),
            ],
            [
                q("s14", "The United States files this complaint challenging"),
                q("s107", "the United States respectfully requests that this Court"),
                q("s113", "Dated: May 9, 2016"),
            ],
            date=_day("2016-05-09", "Dated: May 9, 2016"),
        ),
        evt(
            "ev2",
            "The North Carolina legislature convenes a special session to pass H.B. 2",
            "other",
            [("legislature", "agent")],
            [q("s36", "the North Carolina legislature convened a special session")],
            date=_day("2016-03-23", "On March 23, 2016"),
        ),
        evt(
            "ev3",
            "Representative Bishop introduces H.B. 2",
            "other",
            [("bishop", "agent"), ("legislature", "agent")],
            [
                q("s39", "they proposed"),
                q("s41", "When State Representative Dan Bishop introduced H.B. 2"),
                q("s42", "the same day it was introduced"),
            ],
            date=_day("2016-03-23", "on March 23, 2016—the same day it was introduced"),
        ),
        evt(
            "ev4",
            "Bishop says far-out progressives should not decide that a cross-dresser's liberty "
            "trumps the right of women and girls to peace of mind",
            "communication",
            [("bishop", "agent")],
            [q("s41", "he stated that")],
        ),
        evt(
            "ev5",
            "The legislature passes (enacts) H.B. 2",
            "other",
            [("legislature", "agent")],
            [
                q("s15", "which was enacted and became"),
                q("s38", "H.B. 2 was enacted in direct response to Ordinance 7056"),
                q("s39", "passed"),
                q("s42", "The bill passed both houses on March 23, 2016"),
                q("s45", "North Carolina Senate voted unanimously Wednesday"),
            ],
            date=_day("2016-03-23", "on March 23, 2016"),
        ),
        evt(
            "ev6",
            "Governor McCrory signs H.B. 2",
            "other",
            [("mccrory", "agent")],
            [
                q("s39", "and signed H.B. 2"),
                q("s43", "Governor McCrory signed the bill that night."),
            ],
            date=_day("2016-03-23", "that night"),
        ),
        evt(
            "ev7",
            "H.B. 2 takes effect",
            "other",
            [],
            [
                q("s15", "became \neffective on March 23, 2016"),
                q("s44", "H.B. 2 took effect immediately."),
            ],
            date=_day("2016-03-23", "effective on March 23, 2016"),
        ),
        evt(
            "ev8",
            "The Charlotte City Council passes Ordinance 7056, barring gender identity "
            "discrimination in public accommodations",
            "other",
            [("charlotte", "agent"), ("tgpeople", "beneficiary")],
            [
                q("s38", "Ordinance 7056 passed by the City"),
                q("s40", "the passage of the Charlotte Ordinance in February 2016"),
            ],
            date=_day("2016-02-01", "in February 2016", granularity="month"),
        ),
        evt(
            "ev9",
            "McCrory warns Charlotte City Council members the Ordinance would bring State "
            "legislative intervention",
            "communication",
            [("mccrory", "agent"), ("charlotte", "recipient")],
            [
                q("s40", "Governor \nMcCrory told members of the Charlotte City Council"),
                q("s40", "Governor McCrory went on to explain"),
            ],
        ),
        evt(
            "ev10",
            "McCrory and legislators state publicly they passed H.B. 2 to overturn the Charlotte "
            "Ordinance and keep transgender people out of matching facilities",
            "communication",
            [("mccrory", "agent"), ("legislature", "agent")],
            [q("s39", "Governor McCrory and North Carolina legislators made explicit public")],
        ),
        evt(
            "ev11",
            "Senate President Berger states on his website that the Senate voted to stop the "
            '"dangerous" Charlotte ordinance',
            "communication",
            [("berger", "agent")],
            [
                q("s45", "Senate President Phil Berger \nstated on his website"),
                q("s45", "Senator Berger characterized the"),
            ],
        ),
        evt(
            "ev12",
            "Lieutenant Governor Forest states the Ordinance would have given free rein to "
            "pedophiles and sex offenders",
            "communication",
            [("forest", "agent")],
            [q("s46", "Lieutenant Governor Dan Forest stated that")],
        ),
        evt(
            "ev13",
            "UNC President Spellings directs the Chancellors to restrict multiple-occupancy "
            "bathrooms by biological sex",
            "communication",
            [("spellings", "agent"), ("unc", "agent"), ("chancellors", "recipient")],
            [q("s47", "Margaret Spellings, issued a Memorandum to all Chancellors")],
            date=_day("2016-04-05", "On April 5, 2016"),
        ),
        evt(
            "ev14",
            "The United States sends Spellings a letter seeking information on the University's "
            "compliance with federal law",
            "investigation",
            [("us", "agent"), ("spellings", "recipient"), ("unc", "patient")],
            [q("s49", "the United States sent a letter to President Spellings")],
            date=_day("2016-04-08", "On April 8, 2016"),
        ),
        evt(
            "ev15",
            "Spellings answers that the University is covered by H.B. 2 and must comply with it",
            "communication",
            [("spellings", "agent"), ("us", "recipient")],
            [q("s50", "In a response dated April 13, 2016, President Spellings affirmed")],
            date=_day("2016-04-13", "dated April 13, 2016"),
        ),
        evt(
            "ev16",
            "McCrory issues Executive Order 93 implementing H.B. 2 in cabinet agencies",
            "other",
            [("mccrory", "agent")],
            [q("s51", "Governor McCrory issued Executive Order 93")],
            date=_day("2016-04-12", "On April 12, 2016"),
        ),
        evt(
            "ev17",
            "The United States notifies all Defendants it has determined they are not in "
            "compliance with Title VII, Title IX and/or VAWA",
            "agency-determination",
            [("us", "agent"), *all_recipients],
            [q("s55", "the United States notified all Defendants")],
            date=_day("2016-05-04", "In letters dated May 4, 2016"),
        ),
        evt(
            "ev18",
            "The United States asks the Defendants to agree at once not to comply with H.B. 2's "
            "provisions and to retract contrary statements",
            "communication",
            [("us", "agent"), *all_recipients],
            [q("s56", "States requested that Defendants immediately agree not to comply")],
        ),
        evt(
            "ev19",
            "The United States warns the Defendants it will take enforcement action unless they "
            "comply with federal law",
            "threat",
            [("us", "agent"), *all_recipients],
            [q("s57", "The United States advised Defendants that it would take")],
        ),
        evt(
            "ev20",
            "No Defendant takes steps to come into compliance",
            "failure-to-act",
            [(d, "agent") for d, _ in all_recipients],
            [q("s58", "no Defendant has taken steps to achieve that")],
        ),
        evt(
            "ev21",
            "The NCDPS signs contract assurances not to discriminate",
            "other",
            [("ncdps", "agent")],
            [q("s28", "Defendant North Carolina Department of Public Safety signed contract")],
        ),
        evt(
            "ev22",
            "The University signs contract assurances not to discriminate",
            "other",
            [("unc", "agent")],
            [q("s32", "Defendant University of North Carolina signed")],
        ),
        evt(
            "ev23",
            "The Defendants, by complying with and implementing H.B. 2, deny transgender "
            "employees workplace bathrooms and changing facilities matching their gender identity",
            "unlawful-practice",
            [*defendants, ("tgemployees", "patient")],
            [
                q("s15", "Defendants’ compliance with and implementation of Part I"),
                q("s55", "based on their compliance with and implementation of provisions"),
                q("s86", "Because of Defendants’ compliance with and implementation of H.B. 2"),
                q("s87", "Defendants’ compliance with and implementation of H.B. 2 stigmatizes"),
                q("s88", "as a direct and proximate result of Defendants’ compliance"),
                q("s98", "are engaged in, and continue to engage in, a pattern or practice"),
                q("s108", "by complying with and implementing H.B. 2’s provisions"),
            ],
        ),
        evt(
            "ev24",
            "The University and its Board, by complying with and implementing H.B. 2, deny "
            "transgender individuals campus bathrooms and changing facilities matching their "
            "gender identity",
            "unlawful-practice",
            [("unc", "agent"), ("bog", "agent"), ("tgpeople", "patient")],
            [
                q("s15", "discrimination on the basis of sex in an education program"),
                q("s55", "based on their compliance with and implementation of provisions"),
                q(
                    "s89",
                    "Because of the compliance with and implementation of H.B. 2 by Defendants",
                ),
                q("s90", "The compliance with and implementation of H.B. 2 by Defendants"),
                q("s91", "as a direct and proximate result of"),
                q("s102", "are discriminating on the basis of sex in"),
                q("s109", "by complying with and implementing H.B. 2’s provisions"),
            ],
        ),
        evt(
            "ev25",
            "The NCDPS, the University and its Board, by complying with and implementing H.B. 2, "
            "deny transgender individuals covered facilities matching their gender identity",
            "unlawful-practice",
            [("ncdps", "agent"), ("unc", "agent"), ("bog", "agent"), ("tgpeople", "patient")],
            [
                q("s15", "discrimination on the basis of sex and gender identity in programs"),
                q("s55", "based on their compliance with and implementation of provisions"),
                q(
                    "s92",
                    "Because of the compliance with and implementation of H.B. 2 by Defendants",
                ),
                q("s93", "The compliance with and implementation of H.B. 2 by Defendants"),
                q("s94", "as a direct and proximate result of"),
                q("s105", "are discriminating on the basis of sex and gender identity"),
                q("s110", "by complying with and implementing H.B. 2’s provisions"),
            ],
        ),
        evt(
            "ev26",
            "The State and Governor McCrory resist Title VII rights by implementing and requiring "
            "compliance with H.B. 2's policies",
            "unlawful-practice",
            [("nc", "agent"), ("mccrory", "agent"), ("tgemployees", "patient")],
            [q("s99", "have engaged in a pattern or practice of resistance")],
        ),
    ]
    relations = [
        rel("r1", "BEFORE", "ev9", "ev8", [q("s40", "Prior to the passage of the Charlotte")]),
        rel(
            "r2",
            "CAUSES",
            "ev8",
            "ev5",
            [
                q("s38", "in direct response to Ordinance 7056"),
                q("s39", "to overturn the Charlotte Ordinance"),
            ],
        ),
        rel("r3", "SAME-TIME", "ev3", "ev4", [q("s41", "When State Representative")]),
        rel("r4", "BEFORE", "ev6", "ev7", [q("s44", "took effect immediately")]),
        rel("r5", "BEFORE", "ev2", "ev11", [q("s45", "Following the conclusion of the special")]),
        rel("r6", "BEFORE", "ev5", "ev13", [q("s47", "following the enactment of H.B. 2")]),
        rel("r7", "BEFORE", "ev14", "ev15", [q("s50", "In a response dated")]),
        rel("r8", "CAUSES", "ev23", "ev17", [q("s55", "based on their compliance with")]),
        rel("r9", "CAUSES", "ev24", "ev17", [q("s55", "based on their compliance with")]),
        rel("r10", "CAUSES", "ev25", "ev17", [q("s55", "based on their compliance with")]),
    ]
    return build(
        stem,
        "United States v. State of North Carolina et al. (complaint)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    for data in (damiani(), north_carolina()):
        path = HERE / f"{data['complaint']['id']}.gold.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(path, len(data["events"]), "events", len(data["relations"]), "relations")
