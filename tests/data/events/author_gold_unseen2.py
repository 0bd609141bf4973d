"""The gold graphs of the complaints kept unseen while the rules of issue 30's second round
were written (the first round's unseen set, ``author_gold_unseen.py``, had been looked at).

Chosen with a seed (``random.Random(36).sample`` of the three cases with complaints under
30 KB and no gold graph, then one complaint of each case: ``case6408_doc20015`` EEOC v. Larry
H. Miller Corp., ``case45155_doc158967`` Chasin v. District of Columbia, a private RFRA suit,
and ``case6436_doc19491`` EEOC v. Dennis' Foods) and written by reading each complaint
*before* any rule of the round was changed and before the extractor was run on them; they
are scored apart (``benchmarks/events.py``) and were never used to tune the rules. Same
conventions as ``author_gold.py``: quotes are fragments resolved to the exact sentence text;
future or conditional acts ("he will soon be discharged", "anticipates that he will be
proposed for termination") are not events.

run: python tests/data/events/author_gold_unseen2.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _eeoc, _load, build, ent, evt, rel  # type: ignore[import-not-found]


def larry_miller() -> dict[str, Any]:
    stem = "case6408_doc20015"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s28", "the Equal Employment Opportunity Commission"),
        ent(
            "lhm",
            "Larry H. Miller Corporation",
            "organization",
            ["defendant", "employer"],
            [q("s29", "defendant Larry H. Miller Corporation")],
            ["Larry Miller Ford", "Defendant", "Larry H. Miller Corporation"],
        ),
        ent(
            "russell",
            "Mona Russell",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s19", "Mona Russell")],
            ["Ms. Russell", "Russell"],
        ),
    ]
    events = [
        evt(
            "ev1",
            "The EEOC brings this action against Larry H. Miller Corporation",
            "lawsuit",
            [("eeoc", "agent"), ("lhm", "patient")],
            [q("s19", "This is an action under Title VII")],
        ),
        evt(
            "ev2",
            "Russell files a charge with the EEOC",
            "charge",
            [("russell", "agent"), ("eeoc", "recipient")],
            [q("s35", "Mona Russell filed a charge with the Commission")],
        ),
        evt(
            "ev3",
            "Larry H. Miller engages in unlawful employment practices",
            "unlawful-practice",
            [("lhm", "agent")],
            [q("s37", "defendant engaged in unlawful employment practices")],
            _day(
                "1999-09-01",
                "From at least September 1, 1999, through November 2, 1999",
                approximate=True,
                end="1999-11-02",
            ),
        ),
        evt(
            "ev4",
            "Larry H. Miller harasses Russell because of her sex",
            "harassment",
            [("lhm", "agent"), ("russell", "patient")],
            [
                q("s20", "defendant harassed Ms. Russell because of her sex"),
                q("s38", "by subjecting her to ongoing harassment based on her sex"),
            ],
        ),
        evt(
            "ev5",
            "Russell is constructively discharged",
            "resignation",
            [("russell", "agent")],
            [
                q("s21", "led to Ms. Russell’s constructive discharge"),
                q("s39", "led to her constructive discharge on or about November 2, 1999"),
            ],
            _day("1999-11-02", "on or about November 2, 1999", approximate=True),
        ),
    ]
    relations = [
        rel("r1", "CAUSES", "ev4", "ev5", [q("s39", "This ongoing sexual harassment created")]),
        rel(
            "r2",
            "BEFORE",
            "ev2",
            "ev1",
            [q("s35", "More than thirty days prior to the institution of this lawsuit")],
        ),
    ]
    return build(
        stem,
        "EEOC v. Larry H. Miller Corporation (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


def dennis_foods() -> dict[str, Any]:
    stem = "case6436_doc19491"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s16", "The Equal Employment Opportunity Commission"),
        ent(
            "dennis",
            "Dennis’ Foods, Inc.",
            "organization",
            ["defendant", "employer"],
            [q("s23", "Defendant Dennis’ Foods, Inc.")],
            ["Dennis’ Foods", "Defendant"],
        ),
        ent(
            "hovis",
            "Sandra Hovis",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s15", "Sandra Hovis")],
            ["Ms. Hovis", "Hovis"],
        ),
        ent(
            "owner",
            "a male who held an ownership interest in Defendant",
            "person",
            ["supervisor"],
            [q("s30", "a male who held an ownership interest in Defendant")],
        ),
    ]
    events = [
        evt(
            "ev1",
            "The EEOC brings this action against Dennis' Foods",
            "lawsuit",
            [("eeoc", "agent"), ("dennis", "patient")],
            [q("s15", "This is an action under Title VII")],
        ),
        evt(
            "ev2",
            "Hovis files a charge with the EEOC",
            "charge",
            [("hovis", "agent"), ("eeoc", "recipient")],
            [q("s26", "Sandra Hovis filed a charge with the Commission")],
        ),
        evt(
            "ev3",
            "Dennis' Foods engages in unlawful employment practices",
            "unlawful-practice",
            [("dennis", "agent")],
            [q("s28", "Defendant engaged in unlawful employment practices")],
            _day(
                "2002-01-01",
                "From around January 2002 until around April 2002",
                approximate=True,
                end="2002-04-30",
                granularity="month",
            ),
        ),
        evt(
            "ev4",
            "An owner sexually harasses Hovis",
            "harassment",
            [("owner", "agent"), ("dennis", "agent"), ("hovis", "patient")],
            [
                q("s16", "Ms. Hovis was sexually harassed"),
                q("s29", "Defendant subjected Sandra Hovis to a sexually hostile work environment"),
                q("s30", "The harassment included"),
            ],
        ),
        evt(
            "ev5",
            "Hovis complains about the harassment",
            "complaint",
            [("hovis", "agent")],
            [q("s31", "Ms. Hovis complained about the sexual harassment")],
        ),
        evt(
            "ev6",
            "Dennis' Foods fails to take action to stop the harassment",
            "failure-to-act",
            [("dennis", "agent")],
            [q("s31", "Defendant failed to take appropriate action to stop it")],
        ),
    ]
    relations = [
        rel(
            "r1",
            "BEFORE",
            "ev2",
            "ev1",
            [q("s26", "More than thirty days prior to the institution of this lawsuit")],
        ),
        rel("r2", "BEFORE", "ev4", "ev5", [q("s31", "complained about the sexual harassment")]),
        rel("r3", "BEFORE", "ev5", "ev6", [q("s31", "Although Ms. Hovis complained")]),
    ]
    return build(
        stem, "EEOC v. Dennis' Foods, Inc. (Complaint)", entities, events, relations, sentences
    )


def chasin() -> dict[str, Any]:
    stem = "case45155_doc158967"
    sentences, q = _load(stem)
    people = [
        ("chasin", "Steven B. Chasin", "s35", ["Chasin", "Chasen", "Plaintiff Chasin"]),
        ("conerly", "Kevin Conerly", "s39", ["Conerly", "Plaintiff Conerly"]),
        ("evans", "Dwight Evans", "s44", ["Evans", "Plaintiff Evans"]),
        ("rashumaa", "Shango Kwame Rashumaa", "s49", ["Rashumaa", "Plaintiff Rashumaa"]),
        ("sterling", "Jasper W. Sterling", "s55", ["Sterling", "Plaintiff Sterling"]),
        ("baker", "Eleon A. Baker", "s60", ["Baker", "Plaintiff Baker"]),
    ]
    entities = [
        ent(pid, name, "person", ["plaintiff", "employee"], [q(sid, name)], aliases)
        for pid, name, sid, aliases in people
    ]
    entities += [
        ent(
            "dc",
            "District of Columbia",
            "organization",
            ["defendant", "employer"],
            [q("s64", "Defendant District of Columbia")],
            [
                "District of Columbia Department of Fire and Emergency Medical Services",
                "Department",
                "Fire Department",
                "Defendant",
            ],
        ),
        ent("few", "Ronnie Few", "person", ["supervisor"], [q("s86", "Fire Chief Ronnie Few")]),
        ent(
            "thompson",
            "Fire Chief Thompson",
            "person",
            ["supervisor"],
            [q("s112", "Fire Chief Thompson")],
            ["Thompson", "the Fire Chief"],
        ),
        ent("court", "the District Court", "court", [], [q("s89", "this Court")], ["this Court"]),
        ent(
            "potter",
            "the Potter plaintiffs",
            "person",
            [],
            [q("s87", "firefighters who, as a matter of religious observance")],
            ["Potter plaintiffs"],
        ),
    ]
    plaintiffs = [(pid, "agent") for pid, *_ in people]
    employed = [
        evt(
            f"ev{i}",
            f"{name.split()[-1]} is employed by the Fire Department",
            "employment",
            [(pid, "agent"), ("dc", "patient")],
            [q(sid, "is employed as" if pid != "baker" else "is a sergeant with")]
            + ([q("s61", "since June 1985")] if pid == "baker" else []),
            _day("1985-06-01", "since June 1985", granularity="month") if pid == "baker" else None,
        )
        for i, (pid, name, sid, _) in enumerate(people, start=2)
    ]
    events = [
        evt(
            "ev1",
            "The plaintiffs sue the District of Columbia",
            "lawsuit",
            [*plaintiffs, ("dc", "patient")],
            [q("s19", "This is an action to compel the District of Columbia")],
        ),
        *employed,
        evt(
            "ev8",
            "Rashumaa leaves the Department",
            "resignation",
            [("rashumaa", "agent")],
            [q("s50", "when he left to undertake a journey")],
            _day("2002-01-01", "2002", granularity="year"),
        ),
        evt(
            "ev9",
            "Rashumaa rejoins the Department",
            "hiring",
            [("dc", "agent"), ("rashumaa", "patient")],
            [
                q("s53", "He rejoined the Department in April 2004"),
                q("s138", "when he rejoined the Department in 2004"),
            ],
            _day("2004-04-01", "in April 2004", granularity="month"),
        ),
        evt(
            "ev10",
            "Fire Chief Few announces strict enforcement of the grooming policy",
            "communication",
            [("few", "agent"), ("dc", "agent")],
            [q("s86", "Fire Chief Ronnie Few announced strict enforcement")],
            _day("2001-03-01", "In the spring of 2001", end="2001-05-31", granularity="month"),
        ),
        evt(
            "ev11",
            "The Potter firefighters file a civil action",
            "lawsuit",
            [("potter", "agent"), ("dc", "patient")],
            [q("s87", "filed a civil action in this Court")],
        ),
        evt(
            "ev12",
            "The Court enters a preliminary injunction in Potter",
            "other",
            [("court", "agent"), ("dc", "patient")],
            [q("s89", "this Court entered a preliminary injunction")],
            _day("2001-06-22", "On June 22, 2001"),
        ),
        evt(
            "ev13",
            "The Fire Chief exempts religious objectors by Special Order 48",
            "other",
            [("dc", "agent")],
            [q("s91", "by order of the Fire Chief (Special Order 48")],
            _day("2001-06-26", "dated June 26, 2001"),
        ),
        evt(
            "ev14",
            "Fire Chief Thompson issues Special Order 20",
            "other",
            [("thompson", "agent"), ("dc", "agent")],
            [q("s112", "Fire Chief Thompson issued Special Order 20")],
            _day("2005-05-25", "On May 25, 2005"),
        ),
        evt(
            "ev15",
            "Thompson issues a notice that religious exemption requests will be honoured",
            "communication",
            [("thompson", "agent")],
            [q("s116", "Fire Chief Thompson also issued a “Notice")],
        ),
        evt(
            "ev16",
            "The Court enters an additional preliminary injunction in Potter",
            "other",
            [("court", "agent"), ("dc", "patient")],
            [
                q("s123", "this Court entered an additional preliminary injunction"),
                q("s26", "this Court entered a preliminary injunction"),
            ],
            _day("2005-08-11", "on August 11, 2005"),
        ),
        evt(
            "ev17",
            "Thompson issues a new notice: no more religious exemptions",
            "communication",
            [("thompson", "agent")],
            [
                q("s124", "Fire Chief Thompson issued a new “Notice"),
                q("s27", "the Fire Chief has announced"),
            ],
            _day("2005-08-24", "on August 24, 2005"),
        ),
        evt(
            "ev18",
            "The Fire Chief will not let members with religious beards take fit tests",
            "adverse-action",
            [("thompson", "agent")],
            [
                q("s125", "the Fire Chief will not permit other members"),
                q("s28", "Nor will he permit them to take fit tests"),
            ],
        ),
        evt(
            "ev19",
            "Conerly is proposed for termination",
            "discipline",
            [("dc", "agent"), ("conerly", "patient")],
            [q("s155", "was proposed for termination")],
            _day("2005-09-08", "On September 8, 2005"),
        ),
        evt(
            "ev20",
            "The plaintiffs are removed from field operations",
            "adverse-action",
            [("dc", "agent"), *[(pid, "patient") for pid, *_ in people]],
            [q("s160", "Plaintiffs have been removed from field operations")],
        ),
    ]
    relations = [
        rel(
            "r1", "BEFORE", "ev11", "ev12", [q("s89", "against the plaintiffs in the Potter case")]
        ),
        rel("r2", "BEFORE", "ev12", "ev13", [q("s91", "the Department honored that injunction")]),
        rel("r3", "BEFORE", "ev14", "ev16", [q("s123", "on August 11, 2005")]),
        rel("r4", "BEFORE", "ev16", "ev17", [q("s124", "on August 24, 2005")]),
        rel("r5", "BEFORE", "ev15", "ev17", [q("s124", "Reneging on his May 2005 Notice")]),
        rel("r6", "BEFORE", "ev16", "ev18", [q("s125", "Despite this Court’s August 11 order")]),
        rel("r7", "BEFORE", "ev8", "ev9", [q("s53", "He rejoined the Department")]),
        rel("r8", "BEFORE", "ev14", "ev19", [q("s155", "On September 8, 2005")]),
        rel(
            "r9",
            "SAME-TIME",
            "ev14",
            "ev15",
            [q("s116", "At the time Special Order 20 was issued")],
        ),
    ]
    return build(
        stem, "Chasin v. District of Columbia (Complaint)", entities, events, relations, sentences
    )


if __name__ == "__main__":
    for make in (larry_miller, dennis_foods, chasin):
        data = make()
        path = HERE / f"{data['complaint']['id']}.gold.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(path, len(data["events"]), "events", len(data["relations"]), "relations")
