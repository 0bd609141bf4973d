"""The gold graphs of the complaints kept unseen while the rules of issue 30's fourth round were
written (the third round's set, ``author_gold_unseen3.py``, had been looked at).

Chosen by a stated rule, not by reading them: of the cases of the shared Clearinghouse folder
with no gold graph at all, those with a complaint under 30 KB — exactly two, 6263 and 9039 —
and of each its shortest complaint: ``case6263_doc18307`` (EEOC v. Transit Mix Concrete &
Materials Co., Title VII race: hostile environment and failure to promote) and
``case9039_doc19886`` (EEOC v. Diversified Behavioral Health Solutions, Title VII sexual
harassment of two named employees and others by the company's president). Caveat: both are
asked about in ``questions.json`` (part ``unseen-3``), so the question engineer of round two
read them; no event gold existed and no event rule was written from them. Written by reading
each complaint *before* any rule of the round was changed and before the extractor was run on
them; ``benchmarks/events.py`` runs the extractor on them only with ``--unseen4`` and scores
them apart ("unseen4"). Same conventions as ``author_gold.py``: quotes are fragments resolved
to the exact sentence text; one event per act, with every sentence that tells it; relations
only where the text states them.

run: python tests/data/events/author_gold_unseen4.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _eeoc, _load, build, ent, evt, rel  # type: ignore[import-not-found]


def transit_mix() -> dict[str, Any]:
    stem = "case6263_doc18307"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s18", "Plaintiff, Equal Employment Opportunity Commission"),
        ent(
            "transit",
            "Transit Mix Concrete & Materials Company",
            "organization",
            ["defendant", "employer"],
            [q("s12", "the Defendant, Transit Mix Concrete & Materials Company")],
            ["Transit Mix", "Defendant", "TRANSIT MIX CONCRETE & MATERIALS COMPANY"],
        ),
        ent(
            "holmes",
            "Emmet Holmes",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s11", "Emmet Holmes")],
            ["Holmes", "Mr. Holmes"],
        ),
    ]
    since = _day("1998-06-05", "Since at least June 5, 1998", approximate=True)
    events = [
        evt(
            "ev1",
            "The EEOC brings this action against Transit Mix",
            "lawsuit",
            [("eeoc", "agent"), ("transit", "patient")],
            [q("s11", "This is an action under Title VII")],
        ),
        evt(
            "ev2",
            "Holmes files a charge with the EEOC",
            "charge",
            [("holmes", "agent"), ("eeoc", "recipient")],
            [q("s22", "Emmet Holmes filed a charge with the Commission")],
        ),
        evt(
            "ev3",
            "Transit Mix engages in unlawful employment practices",
            "unlawful-practice",
            [("transit", "agent")],
            [
                q("s24", "the Defendant has engaged in unlawful employment"),
                q("s25", "Defendant has engaged in unlawful employment practices"),
            ],
            date=since,
        ),
        evt(
            "ev4",
            "Transit Mix subjects Holmes to a racially hostile work environment",
            "harassment",
            [("transit", "agent"), ("holmes", "patient")],
            [
                q("s12", "Defendant subjected Emmet Holmes to a racially hostile work environment"),
                q("s24", "by subjecting Emmet Holmes to a racially hostile environment"),
            ],
            date=since,
        ),
        evt(
            "ev5",
            "Transit Mix fails to promote Holmes to Dispatcher because of his race",
            "adverse-action",
            [("transit", "agent"), ("holmes", "patient")],
            [
                q("s12", "Defendant failed to promote Emmet Holmes to the position of Dispatcher"),
                q("s25", "by failing to promote Emmet Holmes to the position of Dispatcher"),
            ],
            date=since,
            why="his race, Black",
        ),
    ]
    relations = [
        rel(
            "r1",
            "BEFORE",
            "ev2",
            "ev1",
            [q("s22", "More than thirty days prior to the institution of this lawsuit")],
        ),
    ]
    return build(
        stem,
        "EEOC v. Transit Mix Concrete & Materials Co. (complaint)",
        entities,
        events,
        relations,
        sentences,
    )


def diversified() -> dict[str, Any]:
    stem = "case9039_doc19886"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s21", "the United States Equal Employment Opportunity Commission"),
        ent(
            "dbhs",
            "Diversified Behavioral Health Solutions, Inc.",
            "organization",
            ["defendant", "employer"],
            [q("s22", "Defendant, Diversified Behavioral Health Solutions, Inc.")],
            [
                "Central Florida Youth Services, Inc.",
                "Defendant",
                "Defendant Employer",
                "Employer",
            ],
        ),
        ent(
            "ford",
            "Joshua Ford",
            "person",
            ["supervisor"],
            [q("s28", "Chief Executive Officer and President Joshua Ford")],
            ["Ford"],
        ),
        ent(
            "everett",
            "Melissa Everett",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s13", "Melissa Everett")],
            ["Everett"],
        ),
        ent(
            "luther",
            "Fontella Luther",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s13", "Fontella Luther")],
            ["Luther"],
        ),
        ent(
            "others",
            "Other similarly situated female employees",
            "person",
            ["aggrieved-individual", "employee"],
            [q("s34", "Other similarly situated female employees")],
        ),
    ]
    events = [
        evt(
            "ev1",
            "The EEOC brings this action against Diversified Behavioral Health Solutions",
            "lawsuit",
            [("eeoc", "agent"), ("dbhs", "patient")],
            [q("s13", "This is an action under Title VII")],
        ),
        evt(
            "ev2",
            "Everett files a charge with the EEOC",
            "charge",
            [("everett", "agent"), ("eeoc", "recipient")],
            [q("s25", "Fontella Luther each filed a charge with the Commission")],
        ),
        evt(
            "ev3",
            "Luther files a charge with the EEOC",
            "charge",
            [("luther", "agent"), ("eeoc", "recipient")],
            [q("s25", "Fontella Luther each filed a charge with the Commission")],
        ),
        evt(
            "ev4",
            "Diversified engages in unlawful employment practices at Bowling Green",
            "unlawful-practice",
            [("dbhs", "agent")],
            [q("s27", "Defendant Employer has engaged in unlawful employment practices")],
            date=_day("2002-12-01", "Since at least December of 2002", granularity="month"),
        ),
        evt(
            "ev5",
            "Ford sexually harasses Everett",
            "harassment",
            [("ford", "agent"), ("dbhs", "agent"), ("everett", "patient")],
            [
                q("s14", "were subjected to sexual harassment by Defendant"),
                q("s28", "Melissa Everett was subjected to sexual harassment"),
                q("s29", "The harassment included"),
                q("s30", "the unlawful sexual harassment to which it subjected Melissa Everett"),
            ],
        ),
        evt(
            "ev6",
            "Ford sexually harasses Luther",
            "harassment",
            [("ford", "agent"), ("dbhs", "agent"), ("luther", "patient")],
            [
                q("s14", "were subjected to sexual harassment by Defendant"),
                q("s31", "Fontella Luther was subjected to sexual harassment"),
                q("s32", "The harassment included"),
                q("s33", "the unlawful sexual harassment to which it subjected Fontella Luther"),
            ],
        ),
        evt(
            "ev7",
            "Ford sexually harasses other female employees",
            "harassment",
            [("ford", "agent"), ("dbhs", "agent"), ("others", "patient")],
            [
                q("s34", "Other similarly situated female employees of the Defendant"),
                q("s35", "the unlawful sexual harassment to which it subjected other"),
            ],
        ),
    ]
    prior = [q("s25", "More than thirty days prior to the institution of this lawsuit")]
    relations = [
        rel("r1", "BEFORE", "ev2", "ev1", prior),
        rel("r2", "BEFORE", "ev3", "ev1", prior),
    ]
    return build(
        stem,
        "EEOC v. Diversified Behavioral Health Solutions, Inc. (complaint)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    for make in (transit_mix, diversified):
        data = make()
        path = HERE / f"{data['complaint']['id']}.gold.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(path, len(data["events"]), "events", len(data["relations"]), "relations")
