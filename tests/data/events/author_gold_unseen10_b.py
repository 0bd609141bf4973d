"""The gold graph of ``case18113_doc111837``, one of the two complaints kept unseen while the rules
of issue 30's tenth round were written.

Chosen by a stated rule, not by the extractor: the lead took eight complaints of the same
Clearinghouse source filed under other case types than Equal Employment, picked by a count of
employment words, in a fixed order (case43205_doc130019, case46213_doc156799,
case46602_doc160306, case18113_doc111837, case46192_doc156479, case13871_doc69615,
case17299_doc104689, case16659_doc97995); the first that tells the story of one or a few named
people's employment went to the first gold author (gold10a), the second to this one, judged from
the Clearinghouse summary and the complaint's opening. Gaffett v. City of Oakland (43205) is a
class action of protesters against crowd-control force (its employment words are the defendants'
"employed by the City" allegations) and Perkins Coie v. DOJ (46213) is a law firm's challenge to
an executive order (its employees are a class, two former lawyers are named only in passing):
neither tells a person's employment story. Oregon Humanities v. DOGE (46602), whose story
includes the forced resignation of NEH's chair and the staff placed on leave, is the first
qualifying one (gold10a's). This complaint is the second: its named plaintiffs are working
photojournalists, a filmmaker and a livetweeter who were at the protest for their work, and it
tells that work (their publications, the work of the night, the work they can no longer do).
Written from the text before the extractor was run on it. ``benchmarks/events.py`` scores it
only with the tenth round's unseen set.

``case18113_doc111837`` (88 KB): Edrei, Horse, Craven, Stephan and Nusbaum v. City of New York,
NYPD Commissioner William Bratton, Lieutenant "John Doe #1" Maguire and "John Doe #2" (S.D.N.Y.,
No. 1:16-cv-01652, filed March 3, 2016; case type Policing): in the early morning of December 5,
2014, at a protest after the Staten Island grand jury's decision not to indict the officer
involved in Eric Garner's death, two officers of the Disorder Control Unit fired the "deterrent"
tone of a Long Range Acoustic Device (LRAD) at the plaintiffs on 57th Street; claims of
excessive force, First Amendment retaliation, assault and battery, false arrest, negligence and
negligent training under 42 U.S.C. § 1983 and New York law; a public court filing.

Same conventions as ``author_gold.py`` and ``author_gold_unseen9_*.py``: quotes are fragments
resolved to the exact sentence text; one event per act, with every sentence that tells it (the
introduction's and the counts' retellings included); the date its own sentences state (the
complaint's "December 4, 2015" for Horse's going to the protest is kept as written); relations
only where the text states them (a cue word such as "then", "after", "within moments", "at the
same time", "in response", "in advance of", "within days of"; or a stated cause such as "in
retaliation for", "on the basis that", "the motivating forces behind").

What counted as an event. The night of December 4-5, 2014 act by act: the grand jury's decision
(dated by the news of December 3), the protests, the police escort, the police line on 58th
Street and the protesters' detour, the arrests at 57th Street and Madison Avenue, the crowd
gathering to watch them, the thrown objects, the pepper spray, the flight, the police order to
get on the sidewalk, the LRAD's "deterrent" tone fired at the fleeing crowd and the plaintiffs
(one event: the introduction, the facts, every plaintiff's account and the counts' excessive
force, seizure, assault and battery and false arrest), the messages broadcast through it, the
officers turning it on Horse after his critical comment (its own act), the officers pushing
Edrei out of view. Each plaintiff's own acts: work as a photojournalist, photographer, filmmaker
or consultant (one employment event each, from the sentences telling the work), going to the
protest, taking photographs or film, fleeing, Horse's telling Edrei of the protests and (earlier)
of the LRAD in Ferguson, Horse's comment to the officers, Nusbaum's filming of the LRAD,
publication and pitching of their photographs and film afterwards, Edrei's one attempt to cover
a protest since. After the night: counsel's letter of December 12, 2014 and Bratton's silence,
the police spokesman's statement, the ratification, the Notices of Claim, the Comptroller's
disallowance, Nusbaum's proceeding for leave, the Comptroller's failure to adjust, and this
suit. The background the complaint tells as acts: the LRAD's development, its marketing to the
police, the NYPD's purchases, tests, uses and spokesmen's statements (2004-2014), the DCU
briefing, Stephan's FOIL request and the NYPD's answer, the City's failure to write policies or
train officers (one failure-to-act, with the count of negligent training), the Pittsburgh G20
use, Karen Piper's suit and settlement, the warnings of the American Tinnitus Association and
the health institutes, the Canadian Civil Liberties Association's letter, Amnesty's report, the
Ferguson grand jury, the Strategic Response Group and the routine deployments since. The count's
"in retaliation for Plaintiffs' protected conduct" is one retaliation event. Not events: what
the LRAD is and can do (its specifications, decibel tables, the manufacturer's descriptions),
what the plaintiffs perceived as such ("heard", "saw" are evidence of the act perceived), states
and beliefs ("was upset", "believed"), harms and their treatment (pain, migraines, tinnitus,
the urgent care visit, the specialists, the earplugs, the chill on attending protests), the
counts' legal conclusions other than those above, and the prayer.

run: python tests/data/events/author_gold_unseen10_b.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _load, build, ent, evt, rel  # type: ignore[import-not-found]

PLAINTIFFS = ["edrei", "horse", "craven", "stephan", "nusbaum"]


def edrei() -> dict[str, Any]:
    stem = "case18113_doc111837"
    sentences, q = _load(stem)

    def ev(*pairs: tuple[str, str]) -> list[Any]:
        return [q(s, f) for s, f in pairs]

    entities = [
        ent(
            "edrei",
            "Anika Edrei",
            "person",
            ["plaintiff"],
            ev(("s3", "ANIKA EDREI"), ("s201", "Plaintiff ANIKA EDREI")),
            ["Edrei", "Plaintiff Edrei", "Moth Dust", "Plaintiffs"],
        ),
        ent(
            "horse",
            "Shay Horse",
            "person",
            ["plaintiff"],
            ev(("s3", "SHAY HORSE"), ("s267", "Plaintiff SHAY HORSE")),
            ["Horse", "Plaintiff Horse", "Plaintiffs"],
        ),
        ent(
            "craven",
            "James Craven",
            "person",
            ["plaintiff"],
            ev(("s3", "JAMES CRAVEN"), ("s321", "Plaintiff Craven")),
            ["Craven", "Plaintiff Craven", "Mr. Craven", "Plaintiffs"],
        ),
        ent(
            "stephan",
            "Keegan Stephan",
            "person",
            ["plaintiff"],
            ev(("s4", "KEEGAN STEPHAN"), ("s357", "Plaintiff KEEGAN STEPHAN")),
            ["Stephan", "Plaintiff Stephan", "Mr. Stephan", "Plaintiffs"],
        ),
        ent(
            "nusbaum",
            "Michael Nusbaum",
            "person",
            ["plaintiff"],
            ev(("s4", "MICHAEL NUSBAUM"), ("s396", "Plaintiff MICHAEL NUSBUM")),
            ["Nusbaum", "Plaintiff Nusbaum", "Mr. Nusbaum", "Plaintiffs"],
        ),
        ent(
            "city",
            "The City of New York",
            "organization",
            ["defendant", "employer"],
            ev(("s8", "THE CITY OF NEW YORK")),
            ["City", "CITY", "Defendant City", "Defendants"],
        ),
        ent(
            "nypd",
            "New York City Police Department",
            "agency",
            [],
            ev(("s8", "New York City Police Department (“NYPD”)")),
            ["NYPD", "the Department", "Police Department"],
        ),
        ent(
            "dcu",
            "NYPD Disorder Control Unit",
            "agency",
            [],
            ev(("s11", "the NYPD’s Disorder Control Unit (“DCU”)")),
            ["DCU"],
        ),
        ent(
            "bratton",
            "William Bratton",
            "person",
            ["defendant"],
            ev(("s8", "Commissioner WILLIAM BRATTON"), ("s83", "Defendant WILLIAM BRATTON")),
            ["Bratton", "Defendant Bratton", "Defendants"],
        ),
        ent(
            "maguire",
            'Lieutenant "John Doe #1" Maguire',
            "person",
            ["defendant"],
            ev(("s8", "LIEUTENANT “JOHN DOE #1” MAGUIRE")),
            ["Maguire", "Defendant Maguire", "officer-defendants", "Defendants"],
        ),
        ent(
            "jd2",
            '"John Doe #2"',
            "person",
            ["defendant"],
            ev(("s8", "“JOHN DOE #2”")),
            ["JD#2", "officer-defendants", "Defendants"],
        ),
        ent(
            "officers",
            "NYPD officers at the scene",
            "person",
            [],
            ev(("s178", "NYPD officers made arrests")),
            ["police", "police officers", "officers"],
        ),
        ent(
            "arrestees",
            "people arrested at 57th Street and Madison Avenue",
            "person",
            [],
            ev(("s179", "a person")),
        ),
        ent(
            "crowd",
            "protesters and onlookers",
            "person",
            [],
            ev(("s175", "hundreds")),
            ["protesters", "people", "others"],
        ),
        ent(
            "throwers",
            "unidentified person or persons who threw objects",
            "person",
            [],
            ev(("s182", "Some unidentified person or persons")),
        ),
        ent(
            "counsel",
            "Plaintiffs' counsel (Gideon Orion Oliver and Elena L. Cohen)",
            "person",
            ["attorney"],
            ev(("s9", "GIDEON ORION OLIVER and ELENA L. COHEN")),
            ["counsel"],
        ),
        ent(
            "comptroller",
            "New York City Comptroller",
            "agency",
            [],
            ev(("s66", "the New York City Comptroller")),
            ["Comptroller", "the New York City Comptroller’s Office"],
        ),
        ent(
            "spokesman",
            "a spokesman for the Police Department",
            "person",
            [],
            ev(("s54", "A spokesman for the Police Department")),
        ),
        ent(
            "browne",
            "Paul Browne",
            "person",
            [],
            ev(("s102", "Then-NYPD spokesman Paul Browne")),
        ),
        ent(
            "graham",
            "Thomas Graham",
            "person",
            [],
            ev(("s103", "then-DCU Commander Thomas Graham")),
        ),
        ent(
            "lradcorp",
            "LRAD Corporation",
            "organization",
            [],
            ev(("s18", "LRAD Corporation")),
            ["the manufacturer"],
        ),
        ent(
            "grandjury",
            "Staten Island grand jury",
            "organization",
            [],
            ev(("s174", "a Staten Island grand jury")),
        ),
        ent(
            "ferguson_gj",
            "Ferguson, Missouri grand jury",
            "organization",
            [],
            ev(("s113", "the Ferguson, Missouri grand jury")),
        ),
        ent(
            "pittsburgh",
            "City of Pittsburgh and its Police Department",
            "organization",
            [],
            ev(("s142", "the Pittsburgh Police Department")),
            ["City of Pittsburgh"],
        ),
        ent(
            "piper",
            "Karen L. Piper",
            "person",
            [],
            ev(("s148", "Karen L. Piper")),
            ["Piper", "Ms. Piper"],
        ),
        ent(
            "aclu",
            "American Civil Liberties Union of Pittsburgh",
            "organization",
            [],
            ev(("s148", "the American Civil Liberties Union of Pittsburgh")),
        ),
        ent(
            "ata",
            "American Tinnitus Association and the health institutes",
            "organization",
            [],
            ev(("s145", "the American Tinnitus Association")),
        ),
        ent(
            "ccla",
            "Canadian Civil Liberties Association",
            "organization",
            [],
            ev(("s163", "the Canadian Civil Liberties Association (“CCLA”)")),
            ["CCLA"],
        ),
        ent(
            "amnesty",
            "Amnesty International",
            "organization",
            [],
            ev(("s19", "an Amnesty International report")),
        ),
        ent(
            "srg",
            "NYPD Strategic Response Group",
            "agency",
            [],
            ev(("s170", "the Department’s “Strategic Response Group”")),
        ),
        ent(
            "media",
            "news outlets (VICE Motherboard and others)",
            "organization",
            [],
            ev(("s253", "VICE Motherboard")),
        ),
        ent(
            "street57",
            "57th Street between Madison and Park Avenues, Manhattan",
            "place",
            [],
            ev(("s193", "57th Street between Madison and Park Avenues")),
        ),
        ent(
            "court",
            "U.S. District Court for the Southern District of New York",
            "court",
            [],
            ev(("s1", "UNITED STATES DISTRICT COURT")),
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
    officers2 = [("maguire", "agent"), ("jd2", "agent")]

    # --- the LRAD and the NYPD, 2000-2014 -------------------------------------------------
    add(
        "The LRAD is developed as a sound weapon for military use after the USS Cole attack",
        "other",
        [("lradcorp", "agent")],
        [
            ("s14", "The LRAD was developed as a sound weapon designed for military applications"),
            ("s37", "device was designed for a USS Cole attack-type scenario"),
        ],
    )
    add(
        "LRAD Corporation markets the LRAD to law enforcement as a crowd control device",
        "communication",
        [("lradcorp", "agent")],
        [
            ("s18", "According to a Product Guide provided by"),
            ("s28", "the manufacturer’s materials boast"),
            ("s40", "in marketing the LRAD as a crowd control device to law enforcement"),
            ("s44", "The same marketing document employs the below diagram"),
            ("s130", "The LRAD 100x manufacturer’s product sheet specifically boasts"),
            ("s144", "So do the LRAD’s manufacturing materials"),
        ],
    )
    buy2004 = add(
        "The NYPD buys two LRAD Model 3300 devices before the 2004 Republican National Convention",
        "other",
        [("nypd", "agent")],
        [
            ("s99", "the NYPD purchased two LRAD Model 3300 devices in 2004"),
            ("s100", "those LRADs were “among the first devices sold to law enforcement.”"),
            ("s168", "the LRADs they purchased in 2004"),
        ],
        date=_day("2004-01-01", "in 2004", granularity="year"),
    )
    test2004 = add(
        "The DCU tests the LRADs in 2004",
        "other",
        [("dcu", "agent")],
        [("s101", "The DCU conducted tests utilizing those LRADs in 2004")],
        date=_day("2004-01-01", "in 2004", granularity="year"),
    )
    add(
        "NYPD spokesman Paul Browne tells the AP of two possible uses for the LRADs",
        "communication",
        [("browne", "agent")],
        [("s102", "Then-NYPD spokesman Paul Browne cited two possible uses")],
        date=_day("2004-01-01", "in 2004", granularity="year"),
    )
    add(
        "The Department insists the warning tone will not be used at the convention",
        "communication",
        [("nypd", "agent")],
        [("s103", "the Department “insist[ed that] the [warning tone] feature")],
    )
    add(
        "DCU Commander Thomas Graham guarantees the LRAD is only to communicate in large crowds",
        "communication",
        [("graham", "agent")],
        [("s103", "then-DCU Commander Thomas Graham guaranteed the public")],
    )
    rnc = add(
        "The NYPD uses the LRADs sporadically as loudspeakers at the 2004 RNC protests",
        "other",
        [("nypd", "agent")],
        [
            ("s104", "the NYPD only used the LRAD in connection with the 2004 RNC"),
            ("s105", "[b]oth devices were used sporadically in Manhattan at protests"),
        ],
        date=_day("2004-01-01", "2004", granularity="year"),
    )
    link("BEFORE", buy2004, rnc, "s99", "in advance of the Republican National Convention")
    pitt = add(
        "Pittsburgh police fire an LRAD at protesters at the 2009 G20 Summit",
        "adverse-action",
        [("pittsburgh", "agent"), ("piper", "patient")],
        [
            ("s142", "the Pittsburgh Police Department deployed LRAD’s"),
            ("s143", "LRADs were used “successfully” by the Pittsburgh Police Department"),
            ("s148", "when the LRAD was fired at protesters by the City of Pittsburgh"),
            ("s153", "police officers activated, suddenly and without warning, an LRAD"),
            ("s154", "It emitted a continuous piercing sound lasting several minutes."),
        ],
        date=_day("2009-09-24", "on September 24, 2009"),
    )
    piper_leaves = add(
        "Karen Piper walks near the G20 protest and tries to leave the area",
        "other",
        [("piper", "agent")],
        [
            ("s151", "Piper walked on the sidewalk a short distance from the marching protesters"),
            ("s152", "she tried to leave the area"),
        ],
    )
    link("OVERLAP", piper_leaves, pitt, "s153", "As she was walking away")
    warn = add(
        "The American Tinnitus Association and the health institutes warn of hearing damage",
        "communication",
        [("ata", "agent")],
        [
            ("s145", "reportedly disagreed"),
            ("s146", "the American Tinnitus Association said"),
            ("s147", "National Institute on Deafness and Other Communication Disorders said"),
        ],
    )
    link("BEFORE", pitt, warn, "s145", "immediately after the G20")
    add(
        "The DCU briefs on the LRAD (January 2010)",
        "communication",
        [("dcu", "agent")],
        [
            ("s23", "According to the NYPD’s own DCU in January of 2010"),
            ("s30", "According to the DCU"),
            ("s117", "the eight-page DCU “Briefing on the LRAD” dated January of 2010"),
            ("s125", "A DCU chart of “examples of sound levels in comparison” notes"),
            ("s143", "The DCU LRAD Briefing says"),
        ],
        date=_day("2010-01-01", "in January of 2010", granularity="month"),
    )
    test2010 = add(
        "The DCU tests its two LRADs again at Orchard Beach",
        "other",
        [("dcu", "agent")],
        [
            ("s119", "the DCU tested its two LRAD Model 3300 devices again in 2010"),
            ("s120", "The DCU conducted two tests"),
            ("s121", "The tests revealed as follows"),
            ("s126", "The DCU did not take any readings within 320 feet"),
        ],
        date=_day("2010-01-01", "in 2010", granularity="year"),
    )
    link("BEFORE", test2004, test2010, "s119", "again in 2010")
    add(
        "The Canadian Civil Liberties Association writes to Canadian officials about the LRAD",
        "communication",
        [("ccla", "agent")],
        [("s163", "in a letter written to Canadian government officials")],
    )
    add(
        "The NYPD buys at least one LRAD 100x",
        "other",
        [("nypd", "agent")],
        [("s127", "the NYPD purchased at least one LRAD 100x")],
        date=_day(
            "2011-01-01",
            "At some point after 2010 and before November of 2011",
            approximate=True,
            granularity="year",
        ),
    )
    piper_suit = add(
        "The ACLU sues the City of Pittsburgh on behalf of Karen Piper",
        "lawsuit",
        [("aclu", "agent"), ("piper", "beneficiary"), ("pittsburgh", "patient")],
        [
            ("s148", "the American Civil Liberties Union of Pittsburgh sued on behalf of"),
            ("s149", "Karen Piper v. City of Pittsburgh"),
        ],
        date=_day("2011-09-01", "in September of 2011", granularity="month"),
    )
    settle = add(
        "Piper wins a $72,000 settlement and the City's agreement to develop an LRAD policy",
        "other",
        [("piper", "beneficiary"), ("pittsburgh", "agent")],
        [("s158", "Ms. Piper won a $72,000 monetary settlement in that lawsuit in 2012")],
        date=_day("2012-01-01", "in 2012", granularity="year"),
    )
    link("BEFORE", piper_suit, settle, "s158", "in that lawsuit")
    foil = add(
        "Stephan and another person file a FOIL request with the NYPD for its LRAD policies",
        "communication",
        [("stephan", "agent"), ("nypd", "recipient")],
        [("s116", "Plaintiff Keegan Stephan and another person filed a Freedom of Information")],
        date=_day("2011-01-01", "in 2011", granularity="year"),
    )
    averred = add(
        "The NYPD answers that its searches found no LRAD policies",
        "communication",
        [("nypd", "agent"), ("stephan", "recipient")],
        [
            ("s116", "the NYPD eventually averred that its diligent searches had uncovered"),
            ("s117", "The only documents the NYPD located related to LRADs"),
        ],
    )
    link("BEFORE", foil, averred, "s116", "eventually averred")
    nopolicy = add(
        "The City and Bratton fail to write LRAD policies, study the device and train officers",
        "failure-to-act",
        [("city", "agent"), ("bratton", "agent"), ("nypd", "agent")],
        [
            ("s49", "Defendants City and Bratton failed properly to train and/or supervise"),
            ("s51", "have failed to develop policies and practices governing the safe use"),
            ("s114", "at no time prior to September of 2012 did"),
            ("s118", "the NYPD had no written policies or training materials related to LRAD use"),
            ("s168", "have not developed and trained officers in appropriate, written protocols"),
            ("s172", "related lack of training, monitoring, and oversight"),
            ("s455", "the NYPD’s practices with respect to LRAD uses"),
            ("s503", "Defendant City negligently hired, screened, retained, supervised, and"),
        ],
    )
    add(
        "The NYPD polices thousands of First Amendment assemblies between 2004 and 2011",
        "other",
        [("nypd", "agent")],
        [("s108", "the NYPD policed thousands of First Amendment assemblies")],
    )
    add(
        "The NYPD deploys LRADs at a few protests between 2011 and November 2014",
        "other",
        [("nypd", "agent")],
        [
            ("s109", "a few incidents in which the NYPD deployed LRADs between 2011 and November"),
            ("s110", "All were in connection with protests"),
        ],
    )
    add(
        "Amnesty International issues a report on LRADs",
        "communication",
        [("amnesty", "agent")],
        [("s19", "an Amnesty International report issued in 2014")],
        date=_day("2014-01-01", "in 2014", granularity="year"),
    )
    ferguson = add(
        "The Ferguson grand jury votes no true bill on Darren Wilson",
        "other",
        [("ferguson_gj", "agent")],
        [("s113", "the November 24, 2014 announcement that the Ferguson, Missouri grand jury")],
        date=_day("2014-11-24", "the November 24, 2014"),
    )
    fergprot = add(
        "Protests against police brutality begin after the Ferguson grand jury's announcement",
        "other",
        [("crowd", "agent")],
        [("s113", "the protests against police brutality that had begun just days before")],
    )
    link("BEFORE", ferguson, fergprot, "s113", "in the aftermath of the November 24, 2014")
    regular = add(
        "The NYPD begins regularly deploying LRADs at protests against police brutality",
        "other",
        [("nypd", "agent")],
        [
            ("s112", "LRADs deployed by the NYPD have frequently been observed beginning"),
            ("s113", "LRADs were first observed regularly deployed by the NYPD"),
        ],
    )
    link("BEFORE", fergprot, regular, "s113", "had begun just days before")

    # --- December 4, 2014 ----------------------------------------------------------------
    gj = add(
        "The Staten Island grand jury declines to indict the officer in Eric Garner's death",
        "other",
        [("grandjury", "agent")],
        [
            ("s11", "the Staten Island grand jury’s decision not to indict"),
            ("s174", "a Staten Island grand jury had declined to indict the NYPD officer"),
            ("s113", "the Staten Island grand jury’s failure to indict NYPD Officer Daniel"),
            ("s206", "a Staten Island grand jury’s failure to indict"),
            ("s271", "a Staten Island grand jury’s failure to indict"),
            ("s323", "a Staten Island grand jury’s failure to indict"),
            ("s401", "the non-indictment of the officer involved in Eric Garner’s death"),
        ],
        date=_day("2014-12-03", "On December 3, 2014"),
    )
    protests = add(
        "Hundreds protest in New York City, Plaintiffs among them or documenting them",
        "other",
        [("crowd", "agent"), *[(p, "agent") for p in PLAINTIFFS]],
        [
            ("s11", "Plaintiffs were each participating in, observing, or otherwise documenting"),
            ("s175", "hundreds protested in New York City"),
            ("s176", "Plaintiffs were each protesters, observers, photojournalists, or filmmakers"),
            ("s194", "Plaintiffs were lawfully and properly exercising their rights"),
        ],
        date=_day("2014-12-04", "On December 4, 2014"),
    )
    link("CAUSES", gj, protests, "s271", "in response to")
    add(
        "NYPD officers escort and facilitate the protests for the first hours",
        "other",
        [("officers", "agent"), ("crowd", "beneficiary")],
        [
            ("s177", "NYPD officers escorted and facilitated the protests"),
            ("s209", "The protesters were escorted and accompanied by NYPD officers"),
            ("s274", "The protesters were escorted and accompanied by NYPD officers"),
            ("s329", "The protesters were escorted and accompanied by NYPD officers"),
        ],
    )
    # the plaintiffs' work and their going to the protest
    add(
        "Edrei works as a photojournalist and photographer",
        "employment",
        [("edrei", "agent")],
        [
            ("s201", "was a twenty-year-old photojournalist and photographer"),
            ("s202", "Plaintiff Edrei is known professionally"),
            ("s204", "Plaintiff Edrei’s work has been published in VICE Motherboard"),
            ("s256", "Plaintiff Edrei still works as a professional photojournalist"),
            ("s259", "For work, among other things, Plaintiff Edrei’s shoots live concerts."),
        ],
    )
    add(
        "Edrei photographs protests regularly in the season before December 5, 2014",
        "other",
        [("edrei", "agent")],
        [("s262", "Plaintiff Edrei had been photographing protests regularly")],
    )
    add(
        "Horse works as a freelance photojournalist",
        "employment",
        [("horse", "agent")],
        [
            ("s267", "working as a freelance photojournalist"),
            ("s268", "Plaintiff Horse still works as a freelance photojournalist."),
            ("s269", "Plaintiff Horse’s photographs have appeared in Al Jazeera"),
            ("s270", "Plaintiff Horse has travelled around the United States"),
            ("s317", "Plaintiff Horse has covered protests since December 5, 2014"),
        ],
    )
    add(
        "Craven works as an Information Technology consultant",
        "employment",
        [("craven", "agent")],
        [("s322", "Plaintiff Craven works as an Information Technology consultant.")],
    )
    add(
        "Stephan regularly documents protests on social media, republished by the press",
        "other",
        [("stephan", "agent")],
        [
            ("s357", "has been involved with political protests his entire adult life"),
            ("s358", "Plaintiff Stephan had been to nearly every protest"),
            ("s361", "Plaintiff Stephan regularly attended protests, taking and posting photos"),
            ("s393", "continue to attend and report on protests"),
            ("s362", "mainstream media outlets had re- broadcasted images and videos"),
            ("s363", "Plaintiff Stephan’s posts had been used in coverage of protests"),
            ("s368", "Plaintiff Stephan’s work as a “livetweeter”"),
        ],
    )
    add(
        "Nusbaum works as a freelance photographer and filmmaker",
        "employment",
        [("nusbaum", "agent")],
        [
            ("s396", "working as a freelance photographer"),
            ("s397", "Plaintiff Nusbaum is now a freelance filmmaker and photographer"),
            ("s420", "Plaintiff Nusbaum works as a photographer at music concerts"),
        ],
    )
    add(
        "Police deploy an LRAD in Ferguson, Missouri",
        "other",
        [],
        [("s224", "an LRAD he had seen and heard deployed in Ferguson, Missouri")],
    )
    told_ferguson = add(
        "Horse tells Edrei about an LRAD he had seen deployed in Ferguson",
        "communication",
        [("horse", "agent"), ("edrei", "recipient")],
        [("s224", "co-plaintiff Horse had previously told Plaintiff Edrei about an LRAD")],
    )
    add(
        "Horse tells Edrei there will be protests in Manhattan",
        "communication",
        [("horse", "agent"), ("edrei", "recipient")],
        [("s206", "Plaintiff Edrei was informed by co-plaintiff and fellow photojournalist")],
        date=_day("2014-12-04", "On the evening of December 4, 2014"),
    )
    add(
        "Edrei attends and follows the protests to document them for her coursework and career",
        "other",
        [("edrei", "agent")],
        [
            ("s207", "Plaintiff Edrei attended the protests in order to document them"),
            ("s208", "Plaintiff Edrei followed protests around the streets of Manhattan"),
        ],
    )
    add(
        "Horse goes to the protests to document them for his photojournalism work",
        "other",
        [("horse", "agent")],
        [
            ("s271", "Plaintiff Horse went to where he believed there would be protests"),
            ("s272", "Plaintiff Horse attended the protests in order to document aspects"),
            ("s273", "Plaintiff Horse followed protests around the streets of Manhattan"),
        ],
        date=_day("2015-12-04", "On the evening of December 4, 2015"),
    )
    add(
        "Craven joins the march on his bicycle, filming it with a helmet camera",
        "other",
        [("craven", "agent")],
        [
            ("s325", "Plaintiff Craven also intended to document the protests"),
            ("s326", "Plaintiff Craven joined the march by riding nearby on his bicycle"),
            ("s328", "Mr. Craven spent most of the next few hours after 10:30 p.m. riding"),
            ("s331", "Plaintiff Craven was near the back of the march"),
        ],
    )
    add(
        "Stephan joins the protests in Union Square to observe and document them",
        "other",
        [("stephan", "agent")],
        [
            ("s359", "Plaintiff Stephan joined the December 4, 2014 protests"),
            ("s360", "Plaintiff Stephan attended the protest intending to observe and document"),
            ("s371", "Plaintiff Stephan proceeded near protesters for several hours"),
        ],
        date=_day("2014-12-04", "the December 4, 2014 protests"),
    )
    add(
        "Nusbaum joins the protests as a filmmaker and protester and marches for hours",
        "other",
        [("nusbaum", "agent")],
        [
            ("s398", "Plaintiff Nusbaum was working as a filmmaker to create a historical"),
            ("s401", "Plaintiff Nusbaum joined with the protests"),
            (
                "s402",
                "Plaintiff Nusbaum was at the protest both as a filmmaker and as a protester.",
            ),
            ("s403", "Plaintiff Nusbaum marched with others for several hours."),
        ],
        date=_day("2014-12-04", "On the night of December 4, 2014"),
    )

    # --- the early morning of December 5, 2014 ------------------------------------------
    line = add(
        "NYPD officers form a police line blocking protesters on 58th Street",
        "adverse-action",
        [("officers", "agent"), ("crowd", "patient")],
        [("s275", "NYPD officers blocking protesters from continuing westward")],
    )
    detour = add(
        "Protesters turn south on 7th Avenue and east on 57th Street toward Madison Avenue",
        "other",
        [("crowd", "agent")],
        [
            ("s276", "some protesters proceeded south on 7th Avenue"),
            ("s277", "Plaintiff Horse observed protesters proceed on 57th Street"),
        ],
    )
    link("CAUSES", line, detour, "s276", "Unable to proceed westward on 58th Street")
    arrests = add(
        "NYPD officers violently arrest people at 57th Street and Madison Avenue",
        "adverse-action",
        [("officers", "agent"), ("arrestees", "patient")],
        [
            ("s178", "NYPD officers made arrests in the intersection of 57th Street"),
            ("s179", "three to four officers cooperated to pin a person to the ground"),
            ("s210", "Plaintiff Edrei saw NYPD officers arresting people"),
            ("s211", "Those arrests appeared violent to Plaintiff Edrei."),
            ("s278", "Plaintiff Horse then observed police officers violently arrest"),
            ("s279", "Plaintiff Horse saw the officers with their batons out and swinging."),
            ("s280", "then saw the officers make additional arrests"),
            ("s372", "at least three police officers on top of him"),
        ],
        date=_day("2014-12-05", "on December 5, 2014"),
    )
    link("BEFORE", detour, arrests, "s278", "Plaintiff Horse then observed")
    ed_photos = add(
        "Edrei photographs the arrests without interfering with the officers",
        "other",
        [("edrei", "agent")],
        [
            ("s212", "Plaintiff Edrei took photographs of people being placed under arrest"),
            ("s213", "Plaintiff Edrei was careful to position Plaintiff Edrei"),
        ],
    )
    pushed = add(
        "Officers push Edrei out of view as she tries to keep photographing",
        "adverse-action",
        [("officers", "agent"), ("edrei", "patient")],
        [("s214", "was pushed out of view by officers")],
    )
    link("BEFORE", ed_photos, pushed, "s214", "tried to continue taking photographs")
    add(
        "Horse tries to photograph the arrests from four feet away",
        "other",
        [("horse", "agent")],
        [
            ("s283", "was trying to take photographs"),
            ("s284", "Plaintiff Horse was careful to position himself"),
        ],
    )
    gather = add(
        "People, some Plaintiffs among them, gather to observe the arrests and protest verbally",
        "other",
        [("crowd", "agent"), ("edrei", "agent"), ("stephan", "agent"), ("nusbaum", "agent")],
        [
            ("s180", "Some Plaintiffs, and others, gathered to observe, document"),
            ("s181", "They did not interfere with or threaten the ongoing arrest activity."),
            ("s215", "several protesters verbally protest and beg police to stop"),
            ("s216", "Plaintiff Edrei saw people gather to observe the ongoing arrests"),
            ("s332", "Plaintiff Craven saw people gathering around the police making arrests"),
            ("s373", "Plaintiff Stephan saw others gather at the scene to observe the police."),
            ("s404", "Plaintiff Nusbaum saw people gather around the scene of some arrests"),
        ],
    )
    link("OVERLAP", gather, arrests, "s216", "to observe the ongoing arrests")
    bottles = add(
        "Someone, not Plaintiffs, throws objects, possibly glass bottles, toward the scene",
        "other",
        [("throwers", "agent")],
        [
            (
                "s182",
                "Some unidentified person or persons – not Plaintiffs – then apparently threw",
            ),
            ("s183", "The objects did not strike or injure anyone."),
            ("s282", "glass bottles thrown toward where the police were arresting people"),
            ("s333", "Plaintiff Craven saw what he thought were bottles in the air"),
            ("s217", "Plaintiff Edrei heard a sound like glass breaking."),
            (
                "s405",
                "Plaintiff Nusbaum heard something that sounded like a glass bottle breaking.",
            ),
        ],
    )
    link("BEFORE", gather, bottles, "s182", "then apparently threw")
    pepper = add(
        "An NYPD officer deploys pepper spray toward the people watching, without warning",
        "adverse-action",
        [("officers", "agent"), ("crowd", "patient"), ("stephan", "patient")],
        [
            ("s184", "without warning, an NYPD officer or NYPD officers at the scene deployed"),
            ("s281", "Plaintiff Horse saw police officers discharge pepper spray"),
            ("s375", "discharge what he believed to be pepper spray toward the people"),
            ("s378", "Plaintiff Stephan heard no warning before the pepper spray was deployed."),
            ("s406", "someone say that they had been pepper sprayed"),
        ],
    )
    link("SAME-TIME", bottles, pepper, "s184", "At around the same time")
    flee = add(
        "Plaintiffs and many others run from the police on 57th Street",
        "other",
        [("crowd", "agent"), *[(p, "agent") for p in PLAINTIFFS]],
        [
            ("s185", "Plaintiffs and many other non-NYPD officers present began to run away"),
            ("s220", "Plaintiff Edrei then saw other people who had been gathered near"),
            ("s230", "People were running away from the Defendants using the LRAD."),
            ("s341", "Plaintiff Craven saw other people fleeing east on 57th Street"),
            ("s384", "most people had already responded to the pepper spray by fleeing"),
            ("s408", "he saw people fleeing from it"),
        ],
    )
    link("CAUSES", pepper, flee, "s185", "In response")
    ed_runs = add(
        "Edrei runs away from the scene, fingers in her ears",
        "other",
        [("edrei", "agent")],
        [
            ("s219", "Plaintiff Edrei started running away."),
            ("s231", "to run as fast as she could from the sound"),
            ("s232", "Plaintiff Edrei was able to leave the immediate area"),
        ],
    )
    st_runs = add(
        "Stephan runs from the arrest scene onto the sidewalk",
        "other",
        [("stephan", "agent")],
        [("s379", "Plaintiff Stephan then ran from the scene of the arrests")],
    )
    link("BEFORE", pepper, st_runs, "s379", "Plaintiff Stephan then ran")
    yell = add(
        "The police yell for everyone to get on the sidewalk",
        "communication",
        [("officers", "agent"), ("crowd", "recipient"), ("horse", "recipient")],
        [("s285", "heard the police yell in sum and substance for everyone to get on")],
    )
    fire = add(
        "Maguire and John Doe #2 fire the LRAD's deterrent tone at the fleeing crowd and "
        "Plaintiffs on 57th Street for almost three minutes, without warning",
        "adverse-action",
        [*officers2, *everyone, ("crowd", "patient"), ("nypd", "agent")],
        [
            ("s11", "injured them by firing an LRAD Corporation-manufactured 100X Model"),
            ("s47", "Defendants Maguire and JD#2 utilized the LRAD as a weapon against Plaintiffs"),
            ("s48", "Those gratuitous and unlawful uses of force and authority against Plaintiffs"),
            ("s52", "the December 5, 2014 LRAD firings that injured Plaintiffs"),
            ("s56", "the LRAD was used for pain compliance and other purposes against Plaintiffs"),
            ("s57", "Defendants Maguire and JD#2 used the LRAD to seize Plaintiffs"),
            ("s58", "Defendants Maguire and JD#2 fired the LRAD almost continuously"),
            ("s176", "when they were assaulted by Defendants Maguire and JD#2 utilizing an LRAD"),
            ("s186", "Defendant Maguire and JD#2 were holding and jointly operating a LRAD"),
            ("s187", "Defendants Maguire and JD#2 began to fire the “deterrent” tone of the LRAD"),
            ("s188", "As they operated the LRAD on 57th Street"),
            ("s192", "they fired the LRAD “deterrent” tone between fifteen or twenty times"),
            ("s193", "Plaintiffs were each seized and injured by Defendants Maguire and JD#2"),
            ("s195", "When Defendants Maguire and JD#2 fired the LRAD at Plaintiffs and others"),
            ("s196", "When Defendants Maguire and JD#2 fired the LRAD at Plaintiffs and others"),
            ("s197", "Defendants Maguire and JD#2 were firing the LRAD on 57th Street"),
            ("s198", "When Defendants Maguire and JD#2 fired the LRAD at Plaintiffs and others"),
            ("s221", "Plaintiff Edrei then heard a sort of high-pitched, whirring siren"),
            ("s222", "There was no warning that the deterrent tone of the LRAD would be used."),
            ("s225", "observed two NYPD officers holding the LRAD"),
            ("s227", "Plaintiff Edrei heard the “deterrent” tone used repeatedly"),
            ("s248", "after having the LRAD’s deterrent sound fired at Plaintiff Edrei"),
            ("s249", "this was an act of violence committed without warning"),
            ("s286", "Plaintiff Horse then heard the sound of an LRAD being activated."),
            ("s288", "Plaintiff Horse did not hear any warning that the LRAD would be used."),
            ("s289", "Plaintiff Horse then heard the LRAD repeatedly fire its “deterrent” tone."),
            ("s294", "saw Defendants Maguire and JD#2 walking behind him and others"),
            ("s295", "Plaintiff Horse saw Defendants Maguire and JD#2 holding the LRAD"),
            ("s335", "Plaintiff Craven heard the LRAD “deterrent” tone."),
            ("s336", "There was no warning that the LRAD would be used."),
            ("s342", "Defendants Maguire and JD#2 fired the LRAD’s “deterrent” tone repeatedly"),
            ("s380", "he heard what he believed to be the “deterrent” tone of a LRAD"),
            ("s381", "Plaintiff Stephan had no warning before the police began firing the LRAD."),
            ("s382", "as the NYPD fired the “deterrent” tone of a LRAD for nearly three minutes"),
            ("s383", "Plaintiff Stephan was shocked that the police were using the LRAD"),
            ("s389", "the LRAD being used on December 5, 2014"),
            ("s407", "Plaintiff Nusbaum heard what he now believes was the “deterrent” tone"),
            ("s411", "The LRAD was approximately 15 feet away from the closest protesters"),
            ("s415", "because there was no warning or indication that the LRAD would be used"),
            ("s416", "when he was assaulted with the LRAD"),
            ("s417", "When the LRAD’s “deterrent” tone was first used near plaintiff Nusbaum"),
            ("s425", "Defendants Maguire and JD#2 terminated or severely limited Plaintiffs’"),
            ("s426", "Defendants seized Plaintiffs without privilege or lawful justification."),
            (
                "s429",
                "Defendants used force against Plaintiffs by deploying the LRAD against them.",
            ),
            ("s431", "The levels of force employed by Defendants Maguire and JD#2"),
            ("s432", "the NYPD’s uses of the LRAD were unjustified and unreasonable"),
            ("s433", "The LRAD was used as a weapon without reasonable notice"),
            ("s434", "The LRAD was used in circumstances where there was no imminent threat"),
            ("s435", "Defendants’ uses of the LRAD were not only in contravention"),
            ("s468", "Defendants Maguire and JD#2 committed assaulted"),
            ("s469", "Defendants Maguire and JD#2 committed battery"),
            ("s470", "Defendants Maguire and JD#2 did thereby inflict assault and battery"),
            ("s478", "all of the police officials described above did falsely arrest"),
        ],
        date=_day("2014-12-05", "on December 5, 2014"),
        place="street57",
    )
    link("BEFORE", flee, fire, "s187", "Within moments")
    link("BEFORE", pepper, fire, "s384", "had already responded to the pepper spray by fleeing")
    link("BEFORE", bottles, fire, "s335", "Less than ten seconds later")
    link("BEFORE", yell, fire, "s286", "Plaintiff Horse then heard the sound of an LRAD")
    link("BEFORE", told_ferguson, fire, "s224", "had previously told")
    link("BEFORE", ed_runs, fire, "s221", "Plaintiff Edrei then heard")
    link("OVERLAP", st_runs, fire, "s380", "As Plaintiff Stephan reached the sidewalk")
    link("CAUSES", nopolicy, fire, "s172", "were the motivating forces behind")
    broadcast = add(
        "The officers broadcast orders through the LRAD to get on the sidewalk or be taken into "
        "custody",
        "communication",
        [*officers2, ("crowd", "recipient"), *[(p, "recipient") for p in PLAINTIFFS]],
        [
            ("s47", "by operating it as if it were a megaphone at unsafe distances"),
            ("s189", "also used the LRAD to broadcast messages identifying themselves as NYPD"),
            ("s190", "made it difficult or impossible to hear and/or comply with the police"),
            ("s191", "The messages were at times conflicting and/or difficult to understand"),
            ("s228", "an unclear and wordy directive to the effect of “Get off the street”"),
            ("s291", "Plaintiff Horse heard police officers use the LRAD to broadcast messages"),
            ("s292", "the officers used the LRAD to broadcast many of those messages"),
            ("s340", "Plaintiff Craven heard what seemed to be orders from the police officers"),
            ("s409", "Plaintiff Nusbaum heard the LRAD broadcast a message"),
            ("s410", "Plaintiff Nusbaum heard parts of this message broadcast repeatedly"),
        ],
    )
    link("SAME-TIME", broadcast, fire, "s189", "At the same time as they repeatedly fired")
    hs_flee = add(
        "Horse moves away from the police onto the sidewalk",
        "other",
        [("horse", "agent")],
        [
            ("s290", "Plaintiff Horse tried to get away from the LRAD quickly"),
            ("s293", "Plaintiff Horse got on the sidewalk and continued to move away"),
        ],
    )
    link("OVERLAP", hs_flee, broadcast, "s291", "as he was moving away from them")
    comment = add(
        "Horse yells a critical comment at the officers and photographs them",
        "complaint",
        [("horse", "agent"), ("maguire", "recipient"), ("jd2", "recipient")],
        [
            ("s298", "Plaintiff Horse yelled a critical comment at the officers holding the LRAD"),
            ("s299", "After yelling at Defendants Maguire and JD#2"),
        ],
    )
    aimed = add(
        "Maguire and John Doe #2 turn toward Horse and fire the LRAD at him and Edrei on the "
        "sidewalk",
        "adverse-action",
        [*officers2, ("horse", "patient"), ("edrei", "patient")],
        [
            ("s58", "even turning to angle the cone toward Plaintiffs and others"),
            ("s299", "these two officers turn toward him, and fire the LRAD while pointing it"),
            ("s300", "continue to direct the LRAD at him and Plaintiff Edrei and others"),
            ("s302", "While the LRAD was directed at him"),
        ],
    )
    link("BEFORE", comment, aimed, "s299", "After yelling at Defendants Maguire and JD#2")
    hs_leaves = add(
        "Horse runs down the sidewalk and leaves the area",
        "other",
        [("horse", "agent")],
        [
            ("s300", "Plaintiff Horse ran down the sidewalk away from the officers"),
            ("s301", "Plaintiff Horse was eventually able to leave the area"),
        ],
    )
    link("OVERLAP", hs_leaves, aimed, "s300", "while firing its")
    add(
        "Craven keeps bicycling east near the marchers, then goes home",
        "other",
        [("craven", "agent")],
        [
            ("s339", "Plaintiff Craven continued bicycling east towards Park Avenue."),
            ("s343", "Plaintiff Craven continued bicycling near marchers for about 40 minutes"),
        ],
    )
    nus_film = add(
        "Nusbaum puts in earplugs and films the LRAD's use",
        "other",
        [("nusbaum", "agent")],
        [
            ("s413", "Plaintiff Nusbaum put in his earplugs and began filming"),
            ("s414", "Plaintiff Nusbaum began filming approximately 30 seconds after"),
        ],
    )
    link("AFTER", nus_film, fire, "s414", "approximately 30 seconds after he first heard")
    add(
        "Stephan films the LRAD being used",
        "other",
        [("stephan", "agent")],
        [("s389", "Video that Mr. Stephan took of the LRAD being used")],
        date=_day("2014-12-05", "on December 5, 2014"),
    )
    add(
        "Edrei tries to rejoin the marches but cannot, and someone helps her into a taxi home",
        "other",
        [("edrei", "agent")],
        [
            ("s234", "Plaintiff Edrei tried to meet back up with the marches"),
            ("s241", "Plaintiff Edrei attempted to call Plaintiff Edrei’s boyfriend"),
            ("s242", "someone helped Plaintiff Edrei into a taxi cab"),
        ],
    )
    add(
        "Bratton and the City ratify the officers' uses of force",
        "other",
        [("bratton", "agent"), ("city", "agent")],
        [
            ("s50", "they ratified and endorsed Defendants’ conduct"),
            ("s61", "Defendant Bratton ratified Defendants’ Maguire’s and JD#2’s misconduct"),
            ("s199", "Defendants Bratton and City have ratified"),
        ],
    )

    # --- after the night ----------------------------------------------------------------
    letter = add(
        "Counsel writes Bratton a letter with a FOIL request, complaining of the LRAD uses and "
        "asking him to stop them",
        "complaint",
        [("counsel", "agent"), ("bratton", "recipient"), *[(p, "beneficiary") for p in PLAINTIFFS]],
        [
            ("s52", "counsel wrote Defendant Bratton a nine-page letter"),
            ("s69", "the letter sent to the New York Police Department on December 12, 2014"),
        ],
        date=_day("2014-12-12", "On December 12, 2014"),
    )
    link("BEFORE", fire, letter, "s52", "within days of the December 5, 2014 LRAD firings")
    silence = add(
        "Bratton does not respond to the letter",
        "failure-to-act",
        [("bratton", "agent"), ("counsel", "recipient")],
        [("s53", "Defendant Bratton did not respond to the letter directly.")],
    )
    link("AFTER", silence, letter, "s53", "did not respond to the letter")
    add(
        "A police spokesman tells the New York Times the LRAD was used at safe levels",
        "communication",
        [("spokesman", "agent")],
        [
            ("s54", "A spokesman for the Police Department said"),
            ("s55", "the spokesman said"),
        ],
        date=_day("2014-12-12", "on December 12, 2014", approximate=True),
    )
    ed_pitch = add(
        "Edrei pitches her photographs of the night; several are published in VICE Motherboard "
        "and on her blog",
        "communication",
        [("edrei", "agent"), ("media", "recipient")],
        [
            ("s252", "Plaintiff Edrei pitched some of the photographs"),
            ("s253", "Multiple photographs taken by Plaintiff Edrei were published"),
            ("s255", "Plaintiff Edrei uploaded photographs"),
        ],
    )
    link("BEFORE", fire, ed_pitch, "s252", "After December 5, 2014")
    add(
        "Stephan's images and videos of the night are used by Buzzfeed, the Village Voice, the "
        "Epoch Times and VICE Motherboard",
        "other",
        [("media", "agent"), ("stephan", "beneficiary")],
        [
            ("s365", "Plaintiff Stephan’s images, videos, and commentary from December 4 and 5"),
            ("s389", "was subsequently published by Vice Motherboard"),
        ],
    )
    add(
        "Stephan's posts are republished by news outlets and he writes pieces on protest",
        "other",
        [("stephan", "agent"), ("media", "agent")],
        [
            ("s367", "photos, videos, and/or commentary from Plaintiff Stephan’s posts"),
            ("s370", "has written pieces for Gothamist"),
        ],
    )
    add(
        "Craven posts footage of the incident on YouTube",
        "other",
        [("craven", "agent")],
        [("s327", "Footage of the incident Plaintiff posted on YouTube")],
    )
    film = add(
        "Nusbaum's film of the night is published as \"This Ain't a Parade\" on Vimeo",
        "other",
        [("nusbaum", "agent")],
        [
            ("s398", "ultimately published as “This Ain’t a Parade” on Vimeo"),
            ("s416", "is the published product of the filmmaking project"),
        ],
    )
    link("BEFORE", nus_film, film, "s398", "ultimately published")
    ed_try = add(
        "Edrei tries to photograph one protest after December 5 and has to leave early",
        "other",
        [("edrei", "agent")],
        [("s264", "Plaintiff Edrei attempted to take photographs at one protest")],
    )
    link("BEFORE", fire, ed_try, "s264", "after December 5, 2014")
    add(
        "The City and Bratton found the Strategic Response Group",
        "other",
        [("city", "agent"), ("bratton", "agent")],
        [("s170", "a unit founded by Defendants Bratton and City in 2015")],
        date=_day("2015-01-01", "in 2015", granularity="year"),
    )
    routine = add(
        "The NYPD deploys LRADs routinely at demonstrations",
        "other",
        [("city", "agent"), ("bratton", "agent"), ("srg", "agent")],
        [
            ("s169", "Defendants Bratton and City has been deploying LRADs routinely"),
            ("s170", "frequently brandish and/or have used LRADs at protests"),
            ("s171", "The increased frequency of these LRAD deployments"),
        ],
    )
    link("BEFORE", fire, routine, "s169", "Since some time after December of 2014")
    notices = add(
        "Edrei, Stephan, Craven and Horse file Notices of Claim with the Comptroller",
        "complaint",
        [
            ("edrei", "agent"),
            ("stephan", "agent"),
            ("craven", "agent"),
            ("horse", "agent"),
            ("comptroller", "recipient"),
        ],
        [
            ("s66", "Plaintiffs EDREI, STEPHAN, CRAVEN, and HORSE filed timely Notices of Claim"),
            ("s69", "the other five Notices of Claim that were timely filed on March 4, 2015"),
            ("s88", "Copies of the second photograph were included along with each"),
        ],
        date=_day("2015-03-04", "on or about March 4, 2015", approximate=True),
    )
    link("BEFORE", fire, notices, "s66", "within 90 days of the events herein complained of")
    nus_notice = add(
        "Nusbaum files a Notice of Claim",
        "complaint",
        [("nusbaum", "agent"), ("comptroller", "recipient")],
        [("s67", "Plaintiff NUSBAUM filed a Notice of Claim on March 6, 2015.")],
        date=_day("2015-03-06", "on March 6, 2015"),
    )
    disallow = add(
        "The Comptroller disallows Nusbaum's claim as one day late",
        "agency-determination",
        [("comptroller", "agent"), ("nusbaum", "patient")],
        [("s68", "the Comptroller disallowed the claim")],
        date=_day("2015-03-19", "By letter dated March 19, 2015"),
    )
    link("CAUSES", nus_notice, disallow, "s68", "on the basis that the Notice of Claim had been")
    add(
        "Nusbaum starts a proceeding for leave to file a Notice of Claim out of time",
        "lawsuit",
        [("nusbaum", "agent"), ("city", "patient")],
        [
            ("s69", "Plaintiff Nusbaum initiated a proceeding seeking leave"),
            ("s70", "That proceeding is pending."),
        ],
        date=_day("2016-03-03", "On March 3, 2016"),
    )
    add(
        "The Comptroller's Office does not adjust Plaintiffs' claims in the statutory period",
        "failure-to-act",
        [("comptroller", "agent"), *everyone],
        [("s71", "Plaintiffs’ claims were not adjusted by the New York City Comptroller’s")],
    )
    retal = add(
        "Defendants act in retaliation for Plaintiffs' protected conduct and speech",
        "retaliation",
        [("maguire", "agent"), ("jd2", "agent"), ("city", "agent"), *everyone],
        [
            ("s444", "in retaliation for Plaintiffs’ protected conduct and/or speech"),
            ("s445", "in order to prevent Plaintiffs from continuing to engage"),
            ("s446", "in order to prevent and/or discourage Plaintiffs"),
        ],
    )
    link("CAUSES", protests, retal, "s444", "in retaliation for")
    add(
        "Plaintiffs sue the City, Bratton, Maguire and John Doe #2",
        "lawsuit",
        [
            *[(p, "agent") for p in PLAINTIFFS],
            ("city", "patient"),
            ("bratton", "patient"),
            ("maguire", "patient"),
            ("jd2", "patient"),
            ("court", "recipient"),
        ],
        [
            ("s9", "as and for their Complaint in this matter"),
            ("s12", "This is a combined civil rights and New York State law action"),
            ("s13", "Plaintiffs seek an award of compensatory and punitive damages"),
            ("s508", "Plaintiffs demand a trial by jury"),
            ("s510", "Plaintiffs pray for the following relief"),
            ("s515", "Dated: New York, New York March 3, 2016"),
        ],
        date=_day("2016-03-03", "March 3, 2016"),
    )
    return build(
        stem,
        "Edrei v. Bratton (Complaint and Demand for Jury Trial)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    data = edrei()
    path = HERE / f"{data['complaint']['id']}.gold.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(path, len(data["events"]), "events", len(data["relations"]), "relations")
