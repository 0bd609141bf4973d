"""The gold graphs of the complaints kept unseen while the rules of issue 30 were written.

Chosen with a seed (``random.Random(30).sample`` of the ten short complaints of cases without
a gold graph: ``case9293_doc15608``, ``case6422_doc20633``, ``case5803_doc16116``) and written
by reading each complaint *before* any rule was changed; they are scored apart
(``benchmarks/events.py``) and never used to tune the rules. Same conventions as
``author_gold.py``: quotes are fragments resolved to the exact sentence text.

run: python tests/data/events/author_gold_unseen.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _eeoc, _load, build, ent, evt, rel  # type: ignore[import-not-found]


def kreisler() -> dict[str, Any]:
    stem = "case5803_doc16116"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s12", "The Equal Employment Opportunity Commission"),
        ent(
            "kreisler",
            "Kreisler Drug No. 3, Inc.",
            "organization",
            ["defendant", "employer"],
            [q("s20", "Defendant, Kreisler Drug No. 3, Inc.")],
            ["Kreisler Drug No. 3", "Defendant"],
        ),
        ent(
            "foster",
            "Cathy Foster",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s23", "Cathy Foster filed a charge")],
            ["Ms. Foster", "Foster"],
        ),
        ent(
            "pharmacist",
            "a male pharmacist (co-owner)",
            "person",
            ["supervisor"],
            [q("s12", "a male pharmacist at Kreisler Drug No. 3")],
        ),
    ]
    events = [
        evt(
            "ev1",
            "The EEOC brings this action against Kreisler Drug",
            "lawsuit",
            [("eeoc", "agent"), ("kreisler", "patient")],
            [q("s11", "This is an action under Title VII")],
        ),
        evt(
            "ev2",
            "Foster files a charge with the EEOC",
            "charge",
            [("foster", "agent"), ("eeoc", "recipient")],
            [q("s23", "Cathy Foster filed a charge with the Commission")],
        ),
        evt(
            "ev3",
            "Kreisler Drug engages in unlawful employment practices",
            "unlawful-practice",
            [("kreisler", "agent")],
            [q("s25", "Since at least September 1996, Defendant has engaged in the following")],
            _day(
                "1996-09-01", "Since at least September 1996", approximate=True, granularity="month"
            ),
        ),
        evt(
            "ev4",
            "The pharmacist harasses Foster and other female employees",
            "harassment",
            [("pharmacist", "agent"), ("foster", "patient")],
            [q("s26", "a pharmacist, routinely harassed Foster")],
        ),
        evt(
            "ev5",
            "Kreisler Drug discriminates against Foster in the terms and conditions of employment",
            "adverse-action",
            [("kreisler", "agent"), ("foster", "patient")],
            [
                q("s12", "discriminated against Ms. Foster and other female employees"),
                q("s25", "Defendant discriminated against Cathy Foster"),
            ],
        ),
        evt(
            "ev6",
            "Foster complains about the discriminatory treatment",
            "complaint",
            [("foster", "agent")],
            [
                q("s13", "for complaining about the discriminatory treatment"),
                q("s26", "for complaining about the pharmacist’s treatment"),
            ],
        ),
        evt(
            "ev7",
            "Foster contacts the EEOC to report the discrimination",
            "complaint",
            [("foster", "agent"), ("eeoc", "recipient")],
            [
                q("s13", "contacting the Equal Employment Opportunity Commission"),
                q("s26", "for contacting the Commission to report"),
            ],
        ),
        evt(
            "ev8",
            "Kreisler Drug retaliates against Foster",
            "retaliation",
            [("kreisler", "agent"), ("foster", "patient")],
            [
                q("s13", "Defendant retaliated against Ms. Foster"),
                q("s26", "(b) Defendant retaliated against Ms. Foster"),
            ],
        ),
        evt(
            "ev9",
            "Kreisler Drug terminates Foster",
            "termination",
            [("kreisler", "agent"), ("foster", "patient")],
            [q("s13", "by terminating her employment")],
        ),
    ]
    relations = [
        rel(
            "r1",
            "CAUSES",
            "ev6",
            "ev8",
            [q("s13", "retaliated against Ms. Foster for complaining")],
        ),
        rel("r2", "CAUSES", "ev7", "ev8", [q("s13", "and contacting the Equal Employment")]),
        rel("r3", "CAUSES", "ev6", "ev9", [q("s13", "by terminating her employment")]),
        rel(
            "r4",
            "BEFORE",
            "ev5",
            "ev6",
            [q("s13", "complaining about the discriminatory treatment")],
        ),
    ]
    return build(
        stem,
        "EEOC v. Kreisler Drug No. 3, Inc. (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


def burger_king() -> dict[str, Any]:
    stem = "case6422_doc20633"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s12", "The Commissiona"),
        ent(
            "kbjn",
            "KBJN, Inc. d/b/a Burger King",
            "organization",
            ["defendant", "employer"],
            [q("s27", "DefendantE mployer")],
            ["Defendant Employer", "Defendant"],
        ),
        ent(
            "doe",
            "Jane Doe",
            "person",
            ["aggrieved-individual", "employee"],
            [q("s11", "JaneD oe, a minor")],
            ["Ms. Doe"],
        ),
        ent("coworker", "a co-worker", "person", ["co-worker"], [q("s12", "a co- worker")]),
    ]
    events = [
        evt(
            "ev1",
            "The EEOC brings this action",
            "lawsuit",
            [("eeoc", "agent"), ("kbjn", "patient")],
            [q("s11", "This is an action under Title VII")],
        ),
        evt(
            "ev2",
            "A co-worker sexually harasses Doe",
            "harassment",
            [("coworker", "agent"), ("doe", "patient")],
            [
                q("s12", "Ms. Doe was subjectedt o unwelcomes exuala dvancesi,n nuendoa nd other"),
                q("s20", "The practicesi nclude physical touching"),
                q("s21", "This sexualh arassmenrte sultedi n Ms. Doe being subjectedt o a hostile"),
            ],
        ),
        evt(
            "ev3",
            "Doe is constructively discharged",
            "resignation",
            [("doe", "agent")],
            [
                q("s14", "Ms. Doe was constructivelyd ischarged"),
                q("s21", "shew as constructivelyd ischargedf rom her position"),
            ],
        ),
    ]
    relations = [
        rel("r1", "CAUSES", "ev2", "ev3", [q("s21", "This sexualh arassmenrte sultedi n")]),
    ]
    return build(
        stem,
        "EEOC v. KBJN, Inc. d/b/a Burger King (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


def park_plaza() -> dict[str, Any]:
    stem = "case9293_doc15608"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s16", "the Equal Employment Opportunity Commission"),
        ent(
            "tenet",
            "TH Healthcare, Ltd. d/b/a Park Plaza Hospital",
            "organization",
            ["defendant", "employer"],
            [q("s17", "Defendant TH Healthcare, Ltd.")],
            ["Tenet", "Park Plaza Hospital", "Park Plaza", "Defendant"],
        ),
        ent(
            "hays",
            "Dana Marie Hayes",
            "person",
            ["charging-party", "aggrieved-individual"],
            [q("s23", "Dana Marie Hayes filed a charge")],
            ["Dana Hays", "Ms. Hays", "Dana M. Hays", "Dana Hayes"],
        ),
        ent("cri", "CRI Commercial Services", "organization", [], [q("s29", "CRI Commercial")]),
        ent("daniel", "Matthew Daniel", "person", [], [q("s33", "Matthew Daniel")], ["Daniel"]),
        ent("aguirre", "Eva Aguirre", "person", [], [q("s33", "Eva Aguirre")], ["Aguirre"]),
        ent("guinn", "Lex A. Guinn", "person", [], [q("s36", "Lex A. Guinn")], ["Guinn"]),
    ]
    events = [
        evt(
            "ev1",
            "The EEOC brings this action against Tenet",
            "lawsuit",
            [("eeoc", "agent"), ("tenet", "patient")],
            [q("s8", "This is an action under Title I")],
        ),
        evt(
            "ev2",
            "Hayes files a charge with the EEOC",
            "charge",
            [("hays", "agent"), ("eeoc", "recipient")],
            [q("s23", "Dana Marie Hayes filed a charge with the Commission")],
        ),
        evt(
            "ev3",
            "Tenet engages in unlawful employment practices",
            "unlawful-practice",
            [("tenet", "agent")],
            [q("s25", "Since at least June 2004, Defendant Tenet has engaged in unlawful")],
            _day("2004-06-01", "Since at least June 2004", approximate=True, granularity="month"),
        ),
        evt(
            "ev4",
            "The contract between CRI Commercial and Park Plaza is renewed",
            "other",
            [("cri", "agent"), ("tenet", "agent")],
            [q("s31", "Effective June 1, 2004, the contract between")],
            _day("2004-06-01", "Effective June 1, 2004"),
        ),
        evt(
            "ev5",
            "Daniel asks CRI how long it would take to replace its special people",
            "communication",
            [("daniel", "agent"), ("cri", "recipient")],
            [q("s33", "Matthew Daniel asked CRI how long it would take")],
            _day("2004-06-01", "In early June 2004", granularity="month"),
        ),
        evt(
            "ev6",
            "Aguirre tells Daniel that the implied request is illegal",
            "communication",
            [("aguirre", "agent"), ("daniel", "recipient")],
            [q("s35", "Aguirre informed Daniel of her opinion")],
        ),
        evt(
            "ev7",
            "Tenet cancels the Services Agreement with CRI Commercial",
            "adverse-action",
            [("guinn", "agent"), ("tenet", "agent"), ("cri", "patient")],
            [q("s36", "Defendant was cancelling the Services Agreement")],
            _day("2004-06-28", "By letter dated June 28,2004"),
        ),
        evt(
            "ev8",
            "Daniel asks that the disabled workers be scheduled off during the audit",
            "communication",
            [("daniel", "agent"), ("aguirre", "recipient")],
            [q("s39", "Daniel requested that Aguirre schedule the disabled workers to be off")],
            _day("2004-07-27", "July 27-29, 2004", end="2004-07-29"),
        ),
        evt(
            "ev9",
            "Tenet causes the terminations of the disabled contract workers",
            "termination",
            [("tenet", "agent"), ("hays", "patient")],
            [
                q("s10", "by causing their terminations as contract workers"),
                q("s44", "by causing the terminations of qualified individuals"),
            ],
        ),
        evt(
            "ev10",
            "Tenet hires the non-disabled contract workers in-house",
            "hiring",
            [("tenet", "agent")],
            [q("s41", "Defendant hired almost all the non-disabled workers")],
        ),
        evt(
            "ev11",
            "Tenet refuses to hire Hays and the other disabled workers",
            "adverse-action",
            [("tenet", "agent"), ("hays", "patient")],
            [
                q("s10", "then refusing to hire them"),
                q("s43", "Defendant did not offer jobs"),
                q("s45", "by failing to hire qualified individuals such as Ms. Hays"),
            ],
        ),
    ]
    relations = [
        rel("r1", "BEFORE", "ev9", "ev11", [q("s10", "and then refusing to hire them")]),
        rel("r2", "BEFORE", "ev7", "ev10", [q("s41", "When Defendant later hired")]),
        rel("r3", "BEFORE", "ev5", "ev7", [q("s36", "By letter dated June 28,2004")]),
        rel("r4", "BEFORE", "ev7", "ev11", [q("s43", "prior to Defendant's cancellation")]),
    ]
    return build(
        stem,
        "EEOC v. TH Healthcare d/b/a Park Plaza Hospital (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    for make in (kreisler, burger_king, park_plaza):
        data = make()
        path = HERE / f"{data['complaint']['id']}.gold.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(path, len(data["events"]), "events", len(data["relations"]), "relations")
