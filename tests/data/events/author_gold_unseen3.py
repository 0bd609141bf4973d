"""The gold graphs of the complaints kept unseen while the rules of issue 30's third round were
written (the second round's set, ``author_gold_unseen2.py``, had been looked at).

Chosen by a stated rule, not by reading them: of the complaints in the shared Clearinghouse
folder, those under 30 KB with no gold graph, not asked about in ``questions.json``, not a
near-copy of a complaint that has one (word-sequence similarity ≥ 0.8: the amended
complaints of 6263, 6431, 9293, 45155) and legible (``case13193_doc61195`` has every letter
doubled by OCR) — exactly two remain: ``case6412_doc20192`` (McGrew's complaint in
intervention in EEOC v. Production Management Industries, OCR'd; the EEOC's own complaint of
that case, ``case6412_doc20182``, is a seen gold: same story, other words) and
``case9063_doc26887`` (Zanganeh's amended complaint in intervention in EEOC v. Rowtown d/b/a
The Fish Hopper; ``case9063_doc26886``, a seen gold, is her first complaint, 56 % of the same
words). Written by reading each complaint *before* any rule of the round was changed and
before the extractor was run on them; ``benchmarks/events.py`` runs the extractor on them only
with ``--unseen`` and scores them apart ("unseen3"). Same conventions as ``author_gold.py``:
quotes are fragments resolved to the exact sentence text; one event per act, with every
sentence that tells it; relations only where the text states them (a cue word or the dates a
sentence gives side by side), not inferred from dates in different paragraphs.

run: python tests/data/events/author_gold_unseen3.py
"""

from __future__ import annotations

import json
from typing import Any

from author_gold import HERE, _day, _eeoc, _load, build, ent, evt, rel  # type: ignore[import-not-found]


def mcgrew_intervention() -> dict[str, Any]:
    stem = "case6412_doc20192"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s21", "Plaintiff, EEOC"),
        ent(
            "pmi",
            "Production Management Industries, L.L.C.",
            "organization",
            ["defendant", "employer"],
            [q("s22", "Defendants are PRODUCTION MANAGEMENT INDUSTRIES, L.L.C.")],
            [
                "PMI",
                "PMII",
                "Defendant",
                "Defendants",
                "Production Management Industries, Inc.",
            ],
        ),
        ent(
            "mcgrew",
            "Kris McGrew",
            "person",
            ["intervenor", "charging-party", "aggrieved-individual", "employee"],
            [q("s13", "Intervenor, KRIS McGREW")],
            ["McGrew", "KRIS McGREW", "Intervenor"],
        ),
        ent(
            "coworkers",
            "McGrew's co-workers",
            "person",
            ["co-worker"],
            [q("s29", "McGREW'S co-workers made")],
        ),
        ent(
            "supervisors",
            "McGrew's supervisors",
            "person",
            ["supervisor"],
            [q("s29", "McGREW'S supervisors were aware")],
        ),
    ]
    events = [
        evt(
            "ev1",
            "McGrew intervenes with her own action against PMI",
            "lawsuit",
            [("mcgrew", "agent"), ("pmi", "patient")],
            [q("s13", "KRIS McGREW, by and through undersigned counsel, brings this action")],
        ),
        evt(
            "ev2",
            "McGrew files a charge with the EEOC",
            "charge",
            [("mcgrew", "agent"), ("eeoc", "recipient")],
            [
                q("s15", "KRIS McGREW filed a timely charge with the EEOC"),
                q("s28", "McGREW filed a charge with the EEOC"),
            ],
        ),
        evt(
            "ev3",
            "The EEOC sues PMI on McGrew's behalf",
            "lawsuit",
            [("eeoc", "agent"), ("pmi", "patient"), ("mcgrew", "beneficiary")],
            [
                q("s16", "EEOC filed suit on behalf of McGREW on February 16, 2001"),
                q("s28", "EEOC filed this lawsuit against Defendants on February 16, 2001"),
            ],
            _day("2001-02-16", "February 16, 2001"),
        ),
        evt(
            "ev4",
            "McGrew is employed by PMI as a shipping/receiving clerk",
            "employment",
            [("mcgrew", "agent"), ("pmi", "beneficiary")],
            [
                q(
                    "s28",
                    "McGREW was employed by Defendant from July 15, 1998",
                ),
                q("s26", "McGREW is a former employee of the defendant"),
            ],
            _day(
                "1998-07-15",
                "from July 15, 1998 through June of 1999",
                end="1999-06-30",
            ),
        ),
        evt(
            "ev5",
            "PMI engages in unlawful employment practices",
            "unlawful-practice",
            [("pmi", "agent")],
            [q("s27", "Defendant engaged in unlawful employment practices")],
            _day(
                "1999-04-01",
                "At least as early as April of 1999",
                approximate=True,
                granularity="month",
            ),
        ),
        evt(
            "ev6",
            "McGrew is subjected to sexual harassment throughout her employment",
            "harassment",
            [("pmi", "agent"), ("mcgrew", "patient")],
            [
                q("s29", "was subjected to sexual harassment and a hostile working"),
                q("s31", "McGREW was subjected to sexual harassment by Defendant"),
            ],
        ),
        evt(
            "ev7",
            "Co-workers make sexually explicit remarks to McGrew",
            "harassment",
            [("coworkers", "agent"), ("mcgrew", "recipient")],
            [q("s29", "co-workers made numerous and repeated unwanted and offensive")],
        ),
        evt(
            "ev8",
            "Co-workers leave harassing notes at McGrew's work station",
            "harassment",
            [("coworkers", "agent"), ("mcgrew", "patient")],
            [q("s29", "co-workers left harassing notes, messages and other materials")],
        ),
        evt(
            "ev9",
            "Co-workers place condoms on her work station and in her sweater",
            "harassment",
            [("coworkers", "agent"), ("mcgrew", "patient")],
            [q("s29", "co-workers placed two unpackaged condoms")],
        ),
        evt(
            "ev10",
            "Supervisors and PMI fail to take remedial measures",
            "failure-to-act",
            [("supervisors", "agent"), ("pmi", "agent")],
            [
                q("s29", "yet failed to take any remedial measures in response"),
                q("s33", "Defendant did not take reasonable steps to prevent the illegal"),
            ],
        ),
        evt(
            "ev11",
            "McGrew reports the discovery of two condoms (June 14, 1999)",
            "complaint",
            [("mcgrew", "agent"), ("pmi", "recipient")],
            [
                q("s30", "After reporting the discovery of the two condoms on June 14, 1999"),
                q("s34", "in retaliation for complaining of sexual harassment"),
            ],
            _day("1999-06-14", "June 14, 1999"),
        ),
        evt(
            "ev12",
            "McGrew reports two more condoms (June 21, 1999)",
            "complaint",
            [("mcgrew", "agent"), ("pmi", "recipient")],
            [q("s30", "two condoms on June 21, 1999")],
            _day("1999-06-21", "June 21, 1999"),
        ),
        evt(
            "ev13",
            "PMI discharges McGrew",
            "termination",
            [("pmi", "agent"), ("mcgrew", "patient")],
            [
                q("s30", "Defendant discharged McGREW on June 24, 1999"),
                q("s34", "Defendant discharged McGREW in retaliation"),
            ],
            _day("1999-06-24", "June 24, 1999"),
        ),
    ]
    relations = [
        rel(
            "r1",
            "BEFORE",
            "ev2",
            "ev3",
            [q("s28", "more than thirty days after the filing of McGREW'S charge")],
        ),
        rel("r2", "BEFORE", "ev11", "ev13", [q("s30", "After reporting the discovery")]),
        rel("r3", "BEFORE", "ev12", "ev13", [q("s30", "After reporting the discovery")]),
        rel("r4", "BEFORE", "ev11", "ev12", [q("s30", "on June 14, 1999 and two condoms")]),
        rel("r5", "CAUSES", "ev11", "ev13", [q("s34", "in retaliation for complaining of sexual")]),
        rel("r6", "CAUSES", "ev12", "ev13", [q("s34", "in retaliation for complaining of sexual")]),
        rel("r7", "OVERLAP", "ev6", "ev4", [q("s29", "throughout her employment with Defendant")]),
    ]
    return build(
        stem,
        "EEOC v. Production Management Industries (Complaint of Intervention, Kris McGrew)",
        entities,
        events,
        relations,
        sentences,
    )


def zanganeh_amended() -> dict[str, Any]:
    stem = "case9063_doc26887"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s36", "Equal Employment 13 Opportunity Commission"),
        ent(
            "fishhopper",
            "Rowtown, Inc. d/b/a The Fish Hopper Restaurant",
            "organization",
            ["defendant", "employer"],
            [q("s23", "defendant Rowtown, Inc.")],
            [
                "Rowtown, Inc.",
                "The Fish Hopper Restaurant",
                "Fish Hopper",
                "Defendant Fish Hopper",
                "Defendant",
            ],
        ),
        ent(
            "zanganeh",
            "Masumeh Zanganeh",
            "person",
            ["intervenor", "charging-party", "aggrieved-individual", "employee"],
            [q("s17", "Intervenor Masumeh Zanganeh")],
            ["Ms. Zanganeh", "Zanganeh", "Intervenor"],
        ),
        ent(
            "dfeh",
            "California Department of Fair Employment and Housing",
            "agency",
            ["agency"],
            [q("s37", "the California Department of Fair Employment and Housing")],
            ["DFEH"],
        ),
        ent(
            "bybee",
            "Dennis Bybee",
            "person",
            ["supervisor"],
            [q("s46", "Dennis Bybee, the executive chef")],
            ["Bybee"],
        ),
        ent(
            "ugaz",
            "Jimmy Ugaz",
            "person",
            ["co-worker"],
            [q("s46", "Jimmy Ugaz, another server")],
            ["Ugaz"],
        ),
        ent(
            "cshake",
            "Chris Shake",
            "person",
            ["supervisor"],
            [q("s46", "Chris Shake, owner of 3 Defendant Fish Hopper")],
        ),
        ent(
            "david",
            "Jeanne David",
            "person",
            ["supervisor"],
            [q("s59", "Jeanne David, a manager")],
            ["David"],
        ),
        ent(
            "ashake",
            "Arlene Shake",
            "person",
            ["supervisor"],
            [q("s68", "Arlene Shake, another manager")],
        ),
        ent(
            "management",
            "the Fish Hopper's management",
            "person",
            ["supervisor"],
            [q("s60", "she was assured by management")],
            ["management", "Management"],
        ),
        ent(
            "crew",
            "the restaurant cooks and bussers",
            "person",
            ["co-worker"],
            [q("s46", "the restaurant cooks and bussers")],
            ["the kitchen crew", "The kitchen crew"],
        ),
    ]
    events = [
        evt(
            "ev1",
            "Zanganeh intervenes with her own action against the Fish Hopper",
            "lawsuit",
            [("zanganeh", "agent"), ("fishhopper", "patient")],
            [
                q("s98", "This is an action under Title VII"),
                q("s40", "Ms. Zanganeh hereby files a Motion to Intervene"),
            ],
        ),
        evt(
            "ev2",
            "Zanganeh files a charge with the EEOC and the DFEH",
            "charge",
            [("zanganeh", "agent"), ("eeoc", "recipient"), ("dfeh", "recipient")],
            [
                q("s36", "Ms. Zanganeh filed a charge with the Equal"),
                q("s37", "Ms. Zanganeh concurrently filed with the Equal"),
                q("s118", "Intervenor concurrently filed a timely charge"),
            ],
        ),
        evt(
            "ev3",
            "The DFEH issues a right-to-sue letter",
            "communication",
            [("dfeh", "agent"), ("zanganeh", "recipient")],
            [
                q("s37", "the DFEH issued a right-to-sue letter"),
                q("s118", "has received a right-to-sue letter"),
            ],
        ),
        evt(
            "ev4",
            "The EEOC sues on behalf of the female employees",
            "lawsuit",
            [("eeoc", "agent"), ("fishhopper", "patient"), ("zanganeh", "beneficiary")],
            [q("s38", "On April 10, 2003, EEOC filed this lawsuit")],
            _day("2003-04-10", "On April 10, 2003"),
        ),
        evt(
            "ev5",
            "Zanganeh begins employment at the Fish Hopper",
            "employment",
            [("zanganeh", "agent"), ("fishhopper", "beneficiary")],
            [
                q("s44", "Intervenor Masumeh Zanganeh began employment"),
                q("s20", "Intervenor Masumeh Zanganeh worked for Rowtown, Inc."),
                q("s101", "Intervenor was employed as a server and hostess"),
            ],
            _day("1997-09-28", "On or about September 28, 1997", approximate=True),
        ),
        evt(
            "ev6",
            "Bybee, Ugaz, Chris Shake and the cooks subject Zanganeh to unwanted sexual behavior",
            "harassment",
            [
                ("bybee", "agent"),
                ("ugaz", "agent"),
                ("cshake", "agent"),
                ("crew", "agent"),
                ("zanganeh", "patient"),
            ],
            [
                q("s46", "began subjecting Intervenor 4 Masumeh Zanganeh to a pattern"),
                q("s55", "The above conduct occurred almost every time"),
                q("s56", "gradually increased the frequency"),
                q("s58", "Intervenor was sexually harassed"),
                q("s82", "Intervenor was subjected daily to verbal"),
                q("s99", "Defendant 5 unlawfully subjected Intervenor to sexual harassment"),
                q("s102", "Intervenor had been subjected to sexual harassment"),
            ],
            _day(
                "1997-09-01",
                "between the months of September 1997 and January 1998",
                end="1998-01-31",
                granularity="month",
            ),
        ),
        evt(
            "ev7",
            "The kitchen crew says they would all choose to lose their virginity to her",
            "harassment",
            [("crew", "agent"), ("zanganeh", "recipient")],
            [q("s57", "The kitchen crew even stated unanimously")],
        ),
        evt(
            "ev8",
            "Zanganeh complains to Jeanne David and the managers",
            "complaint",
            [("zanganeh", "agent"), ("david", "recipient"), ("management", "recipient")],
            [
                q("s59", "Intervenor brought these complaints to the attention of"),
                q("s60", "Each time Intervenor complained"),
                q("s103", "Intervenor complained repeatedly to the managers"),
            ],
        ),
        evt(
            "ev9",
            "Management assures her that it will be taken care of",
            "communication",
            [("management", "agent"), ("zanganeh", "recipient")],
            [q("s60", "she was assured by management")],
        ),
        evt(
            "ev10",
            "The Fish Hopper does nothing to stop the harassment",
            "failure-to-act",
            [("fishhopper", "agent")],
            [
                q("s62", "Defendant Fish Hopper did nothing to stop the"),
                q("s64", "Defendant Fish Hopper did nothing to rectify the problems"),
                q("s103", "Defendant Fish Hopper took no corrective action"),
                q("s81", "Jeanne David and Defendant Fish Hopper failed to fully investigate"),
                q("s134", "Defendant failed to take all reasonable steps to prevent"),
                q("s135", "Defendant Fish Hopper failed to take adequate disciplinary action"),
            ],
        ),
        evt(
            "ev11",
            "Jeanne David tells her she gets the attention because she is pretty",
            "communication",
            [("david", "agent"), ("zanganeh", "recipient")],
            [q("s63", "Jeanne David later stated to Intervenor")],
        ),
        evt(
            "ev12",
            "Management retaliates with write-ups and less lucrative tables",
            "retaliation",
            [("management", "agent"), ("fishhopper", "agent"), ("zanganeh", "patient")],
            [
                q("s65", "management began to 21 retaliate against Intervenor for complaining"),
                q("s66", "Management specifically 23 24 targeted Intervenor"),
                q("s84", "Intervenor eventually began to be 2 the subject of retaliation"),
                q("s104", "subjected Intervenor to adverse 16 employment actions in retaliation"),
                q("s143", "Defendant retaliated against Intervenor"),
            ],
        ),
        evt(
            "ev13",
            "Zanganeh tells Arlene Shake she is not treated right",
            "complaint",
            [("zanganeh", "agent"), ("ashake", "recipient")],
            [q("s68", "Intervenor told Arlene Shake")],
        ),
        evt(
            "ev14",
            "Arlene Shake answers that it is all up to her",
            "communication",
            [("ashake", "agent"), ("zanganeh", "recipient")],
            [q("s68", "Arlene Shake stated to Intervenor")],
        ),
        evt(
            "ev15",
            "Jimmy Ugaz grabs her breasts and kisses her cheek",
            "harassment",
            [("ugaz", "agent"), ("zanganeh", "patient")],
            [q("s70", "Jimmy 2 Ugaz came up from behind her and grabbed her breasts")],
            _day("1998-01-13", "On or about January 13, 1998", approximate=True),
        ),
        evt(
            "ev16",
            "Bybee sees the incident and does nothing",
            "failure-to-act",
            [("bybee", "agent")],
            [q("s74", "Dennis Bybee was present, saw the entire incident and did nothing")],
        ),
        evt(
            "ev17",
            "Zanganeh reports the incident to Jeanne David",
            "complaint",
            [("zanganeh", "agent"), ("david", "recipient")],
            [q("s78", "Intervenor ran to 11 12 inform Jeanne David")],
        ),
        evt(
            "ev18",
            "Jeanne David dismisses the incident and tells her to resume working",
            "failure-to-act",
            [("david", "agent")],
            [q("s79", "Jeanne David dismissed 15 the situation")],
        ),
        evt(
            "ev19",
            "Two hours later Zanganeh describes the battery to management",
            "complaint",
            [("zanganeh", "agent"), ("management", "recipient")],
            [q("s80", "Intervenor was able to fully describe to management the battery")],
        ),
        evt(
            "ev20",
            "Jeanne David tells other employees of the assault and that Zanganeh overreacted",
            "communication",
            [("david", "agent")],
            [q("s86", "were told by 11 12 Jeanne David, manager")],
        ),
        evt(
            "ev21",
            "Zanganeh is forced to quit (constructive discharge)",
            "resignation",
            [("zanganeh", "agent")],
            [
                q("s85", "Intervenor was forced to 5 quit her employment"),
                q("s105", "she 18 was forced to terminate her employment"),
                q("s116", "until Intervenor was 16 constructively terminated"),
                q("s144", "Intervenor’s 13 constructive discharge"),
            ],
            _day("1998-01-19", "on or about January 19, 1998", approximate=True),
        ),
        evt(
            "ev22",
            "Chris Shake wraps his arms around her, pressing her breasts against him",
            "harassment",
            [("cshake", "agent"), ("zanganeh", "patient")],
            [
                q("s91", "Chris Shake 20 wrapped his arms around Intervenor"),
                q("s88", "On or about December 31, 1997, Intervenor went to the back"),
            ],
            _day("1997-12-31", "On or about December 31, 1997", approximate=True),
        ),
    ]
    relations = [
        rel("r1", "BEFORE", "ev2", "ev1", [q("s36", "Prior to filing of this action")]),
        rel(
            "r2",
            "BEFORE",
            "ev4",
            "ev1",
            [q("s42", "to intervene in 23 a civil action brought by the EEOC")],
        ),
        rel("r3", "BEFORE", "ev2", "ev3", [q("s37", "to defer its investigation of the charge")]),
        rel("r4", "BEFORE", "ev6", "ev8", [q("s59", "brought these complaints")]),
        rel("r5", "BEFORE", "ev8", "ev9", [q("s60", "Each time Intervenor complained")]),
        rel("r6", "BEFORE", "ev9", "ev10", [q("s62", "Despite management’s assurances")]),
        rel(
            "r7",
            "CAUSES",
            "ev8",
            "ev12",
            [q("s65", "retaliate against Intervenor for")],
        ),
        rel("r8", "BEFORE", "ev8", "ev12", [q("s84", "After reporting the incidents")]),
        rel("r9", "BEFORE", "ev13", "ev14", [q("s68", "When 26 Intervenor told Arlene Shake")]),
        rel("r10", "BEFORE", "ev15", "ev17", [q("s78", "of how Jimmy Ugaz grabbed her")]),
        rel("r11", "BEFORE", "ev17", "ev18", [q("s79", "Instead of immediately addressing")]),
        rel("r12", "BEFORE", "ev17", "ev19", [q("s80", "two hours later")]),
        rel(
            "r13",
            "CAUSES",
            "ev10",
            "ev21",
            [q("s85", "because of Defendant Fish Hopper’s")],
        ),
        rel("r14", "CAUSES", "ev6", "ev21", [q("s105", "Because Intervenor could no longer")]),
        rel("r15", "BEFORE", "ev6", "ev21", [q("s116", "This behavior continued until")]),
        rel("r16", "BEFORE", "ev12", "ev21", [q("s144", "This retaliation continued until")]),
    ]
    return build(
        stem,
        "EEOC v. Rowtown, Inc. d/b/a The Fish Hopper (Amended Complaint in Intervention, "
        "Masumeh Zanganeh)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    for make in (mcgrew_intervention, zanganeh_amended):
        data = make()
        path = HERE / f"{data['complaint']['id']}.gold.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(path, len(data["events"]), "events", len(data["relations"]), "relations")
