"""How the two gold event graphs were written (run: python tests/data/events/author_gold.py).

The events, roles, dates and relations below were written by a person reading each complaint;
quotes are given as fragments with normalised spaces and resolved here to the exact text of the
sentence (OCR spacing included), so that every quote is an exact substring of the complaint.
Sentence ids come from legalkg's segmenter at the time of writing and are frozen in the JSON.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from legalkg.events.segment import segment

HERE = Path(__file__).resolve().parent


def _finder(sentences: list[Any]) -> Any:
    by_id = {s.id: s for s in sentences}

    def q(sid: str, fragment: str) -> dict[str, str]:
        text = by_id[sid].text
        # spaces may be missing or doubled (OCR), and line numbers may stand between words
        words = [r"\s*".join(re.escape(c) for c in w) for w in fragment.split()]
        pattern = r"(?:\s+\d{1,3}(?=\s))*\s*".join(words)
        m = re.search(pattern, text)
        assert m, f"{sid}: {fragment!r} not in {text!r}"
        return {"sentence_id": sid, "quote": m.group(0)}

    return q


def build(
    stem: str,
    title: str,
    entities: list[Any],
    events: list[Any],
    relations: list[Any],
    sentences: list[Any],
) -> dict[str, Any]:
    text = (HERE / f"{stem}.txt").read_text(encoding="utf-8")
    return {
        "format": "legalkg-events/1",
        "complaint": {
            "id": stem,
            "title": title,
            "source_file": f"{stem}.txt",
            "sha256": hashlib.sha256(text.encode("utf-8")).hexdigest(),
            "extractor": "gold",
        },
        "sentences": [
            {"id": s.id, "start": s.start, "end": s.end, "text": s.text} for s in sentences
        ],
        "entities": entities,
        "events": events,
        "relations": relations,
    }


def ent(
    id: str, name: str, kind: str, roles: list[str], ev: list[Any], aliases: list[str] | None = None
) -> dict[str, Any]:
    out: dict[str, Any] = {"id": id, "name": name, "kind": kind}
    if aliases:
        out["aliases"] = aliases
    out["legal_roles"] = roles
    out["evidence"] = ev
    out["confidence"] = 1.0
    return out


def evt(
    id: str,
    label: str,
    type: str,
    parts: list[tuple[str, str]],
    ev: list[Any],
    date: dict[str, Any] | None = None,
    place: str | None = None,
    why: str | None = None,
    how: str | None = None,
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": id,
        "label": label,
        "type": type,
        "participants": [{"entity": e, "role": r} for e, r in parts],
        "date": date,
    }
    if place:
        out["place"] = place
    if why:
        out["why"] = why
    if how:
        out["how"] = how
    out["evidence"] = ev
    out["confidence"] = 1.0
    return out


def rel(id: str, type: str, source: str, target: str, ev: list[Any]) -> dict[str, Any]:
    return {
        "id": id,
        "type": type,
        "source": source,
        "target": target,
        "evidence": ev,
        "confidence": 1.0,
    }


def save_a_lot() -> dict[str, Any]:
    stem = "case13193_doc62893"
    sentences = segment((HERE / f"{stem}.txt").read_text(encoding="utf-8"))
    q = _finder(sentences)
    entities = [
        ent(
            "eeoc",
            "Equal Employment Opportunity Commission",
            "agency",
            ["plaintiff", "agency"],
            [q("s15", "Equal Employm ent Opportunity Commission")],
            ["Commission", "EEOC"],
        ),
        ent(
            "savealot",
            "Venture, Inc. d/b/a Save-A-Lot",
            "organization",
            ["defendant", "employer"],
            [q("s8", "Venture, Inc., d/b/a Save-A-Lot")],
            ["Save-A-Lot", "Defendant", "Defendant Employer", "Venture, Inc."],
        ),
        ent(
            "hodge",
            "Yumeiko Hodge",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s7", "Yumeiko Hodge"), q("s19", "Hodge filed a charge")],
            ["Hodge"],
        ),
        ent(
            "stewart",
            "Jeff Stewart",
            "person",
            ["supervisor"],
            [q("s24", "Jeff Stewart (“Stewart”), Defendant’s Operations Manager")],
            ["Stewart"],
        ),
        ent(
            "whitehead",
            "Sam Whitehead",
            "person",
            ["supervisor"],
            [q("s42", "Store Manager, Sam Whitehead")],
            ["Whitehead"],
        ),
        ent(
            "women",
            "female employees",
            "person",
            ["aggrieved-individual", "employee"],
            [q("s7", "a class of fe male employees")],
        ),
        ent("coworker", "co-worker", "person", ["co-worker"], [q("s43", "a co-worker")]),
        ent(
            "investigator",
            "EEOC investigator",
            "person",
            ["witness"],
            [q("s49", "an EEOC investigator")],
        ),
        ent(
            "stores",
            "Defendant's Mississippi stores",
            "place",
            [],
            [q("s21", "its Mississippi stores")],
        ),
    ]
    events = [
        evt(
            "ev1",
            "Save-A-Lot subjects female employees to sexual harassment",
            "harassment",
            [("savealot", "agent"), ("women", "patient"), ("hodge", "patient")],
            [
                q(
                    "s21",
                    "Since approximately 2005, Defendant Em ployer has engaged in unlaw ful "
                    "employment practices at its Mississippi stores",
                ),
                q("s22", "Defendant subjected Hodge and other fe male employees"),
            ],
            {
                "value": "2005-01-01",
                "granularity": "year",
                "approximate": True,
                "text": "Since approximately 2005",
            },
            place="stores",
        ),
        evt(
            "ev2",
            "Stewart propositions Hodge and female employees for sex",
            "harassment",
            [("stewart", "agent"), ("hodge", "patient"), ("women", "patient")],
            [q("s24", "propositioned Hodge and other female employees for sex")],
        ),
        evt(
            "ev3",
            "Stewart describes lewd sexual acts to female employees",
            "harassment",
            [("stewart", "agent"), ("hodge", "recipient"), ("women", "recipient")],
            [q("s25", "Stewart graphically desc ribed lewd sexual acts")],
        ),
        evt(
            "ev4",
            "Stewart makes lewd sexual comments",
            "harassment",
            [("stewart", "agent"), ("hodge", "recipient"), ("women", "recipient")],
            [q("s26", "Stewart made graphic and lewd sexual comments")],
        ),
        evt(
            "ev5",
            "Stewart gropes female employees",
            "harassment",
            [("stewart", "agent"), ("women", "patient")],
            [q("s28", "Stewart sexually groped female employees")],
        ),
        evt(
            "ev6",
            "Stewart takes and displays sexual photographs of female employees",
            "harassment",
            [("stewart", "agent"), ("women", "patient")],
            [q("s29", "Stewart took sexual phot ographs and videos")],
        ),
        evt(
            "ev7",
            "Stewart threatens women who object with termination",
            "threat",
            [("stewart", "agent"), ("women", "patient")],
            [q("s32", "were threatened by Stewart with termination")],
        ),
        evt(
            "ev8",
            "Female employees complain to Save-A-Lot about Stewart",
            "complaint",
            [("women", "agent"), ("savealot", "recipient")],
            [q("s34", "Some female employees complained to Defendant")],
        ),
        evt(
            "ev9",
            "Save-A-Lot fails to stop the harassment",
            "failure-to-act",
            [("savealot", "agent")],
            [
                q("s34", "nothing was done to stop it"),
                q("s36", "Defendant failed to take prompt or effective preventive"),
            ],
        ),
        evt(
            "ev10",
            "Hodge complains to Store Manager Whitehead about Stewart",
            "complaint",
            [("hodge", "agent"), ("whitehead", "recipient")],
            [q("s42", "Hodge complained to Defendant’s Store Manager")],
        ),
        evt(
            "ev11",
            "Save-A-Lot terminates Hodge",
            "termination",
            [("savealot", "agent"), ("hodge", "patient")],
            [q("s43", "Defendant terminated Hodge"), q("s40", "On or about August 2009")],
            {
                "value": "2009-08-01",
                "granularity": "month",
                "approximate": True,
                "text": "On or about August 2009",
            },
            why="in retaliation for her complaint (allegedly a minor verbal dispute)",
        ),
        evt(
            "ev12",
            "Hodge has a minor verbal dispute with a co-worker",
            "other",
            [("coworker", "agent"), ("hodge", "patient")],
            [q("s43", "a m inor verbal dispute she had with a co-worker")],
        ),
        evt(
            "ev13",
            "No action is taken against the co-worker",
            "other",
            [("coworker", "patient")],
            [q("s44", "no action was taken against the co-worker")],
        ),
        evt(
            "ev14",
            "Whitehead tells Hodge the incident was not her fault",
            "communication",
            [("whitehead", "agent"), ("hodge", "recipient")],
            [q("s46", "Whitehead later told Hodge that the incident was not her fault")],
        ),
        evt(
            "ev15",
            "Hodge is not reinstated",
            "adverse-action",
            [("savealot", "agent"), ("hodge", "patient")],
            [q("s47", "she was not reinstated")],
        ),
        evt(
            "ev16",
            "Hodge files a charge with the EEOC",
            "charge",
            [("hodge", "agent"), ("eeoc", "recipient")],
            [q("s19", "Hodge filed a charge with the Commission")],
        ),
        evt(
            "ev17",
            "Save-A-Lot fails to post the required notices",
            "failure-to-act",
            [("savealot", "agent")],
            [q("s48", "Since at least June, 2011, Defendant Save-A-Lot has failed")],
            {
                "value": "2011-06-01",
                "granularity": "month",
                "approximate": True,
                "text": "Since at least June, 2011",
            },
        ),
        evt(
            "ev18",
            "EEOC investigator finds no notices posted during an onsite investigation",
            "investigation",
            [("investigator", "agent"), ("savealot", "patient")],
            [q("s49", "During an onsite investigation at Defendant’s premises on June 2, 2011")],
            {
                "value": "2011-06-02",
                "granularity": "day",
                "approximate": False,
                "text": "on June 2, 2011",
            },
        ),
        evt(
            "ev19",
            "EEOC files the second amended complaint",
            "lawsuit",
            [("eeoc", "agent"), ("savealot", "patient")],
            [q("s65", "Date: December 8, 2011")],
            {
                "value": "2011-12-08",
                "granularity": "day",
                "approximate": False,
                "text": "December 8, 2011",
            },
        ),
    ]
    relations = [
        rel(
            "r1",
            "BEFORE",
            "ev10",
            "ev11",
            [
                q(
                    "s43",
                    "Shorty after Hodge reported the harassm ent to Whitehead, Defendant "
                    "terminated Hodge",
                )
            ],
        ),
        rel(
            "r2",
            "CAUSES",
            "ev10",
            "ev11",
            [q("s45", "Defendant’s decision to term inate Hodge was in retaliation")],
        ),
        rel(
            "r3",
            "BEFORE",
            "ev12",
            "ev11",
            [q("s43", "terminated Hodge allegedly because of a m inor verbal dispute")],
        ),
        rel("r4", "AFTER", "ev14", "ev11", [q("s46", "Whitehead later told Hodge")]),
        rel("r5", "BEFORE", "ev11", "ev15", [q("s47", "Nevertheless, she was not reinstated.")]),
        rel("r6", "BEFORE", "ev8", "ev9", [q("s34", "but nothing was done to stop it")]),
        rel(
            "r7",
            "BEFORE",
            "ev16",
            "ev19",
            [
                q(
                    "s19",
                    "More than thirty days prior to the institution of this lawsuit, Hodge "
                    "filed a charge",
                )
            ],
        ),
        rel(
            "r8",
            "PREVENTS",
            "ev7",
            "ev8",
            [
                q(
                    "s33",
                    "Many female employees were afraid to complain about Stewart’s conduct "
                    "because Stewart was intim idating",
                )
            ],
        ),
    ]
    return build(
        stem,
        "EEOC v. Venture, Inc. d/b/a Save-A-Lot (Second Amended Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


def pmi() -> dict[str, Any]:
    stem = "case6412_doc20182"
    sentences = segment((HERE / f"{stem}.txt").read_text(encoding="utf-8"))
    q = _finder(sentences)
    day = lambda v, t: {"value": v, "granularity": "day", "approximate": False, "text": t}  # noqa: E731
    entities = [
        ent(
            "eeoc",
            "United States Equal Employment Opportunity Commission",
            "agency",
            ["plaintiff", "agency"],
            [q("s31", "the United States Equal Employment Opportunity Commission")],
            ["Commission", "EEOC"],
        ),
        ent(
            "pmi",
            "Production Management Industries, L.L.C.",
            "organization",
            ["defendant", "employer"],
            [q("s32", 'Production Management Industries, L.L.c. ("PMI")')],
            ["PMI", "PMII", "Defendant", "Respondent"],
        ),
        ent(
            "mcgrew",
            "McGrew",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s40", "McGrew is a female who worked for Defendant")],
            ["Mrs. McGrew"],
        ),
        ent(
            "coworkers",
            "McGrew's co-workers",
            "person",
            ["co-worker"],
            [q("s42", "McGrew's co-workers")],
        ),
        ent(
            "coworker",
            "a co-worker of McGrew",
            "person",
            ["co-worker"],
            [q("s47", "One of McGrew's co-workers")],
        ),
        ent(
            "foreman",
            "Randy Tassin",
            "person",
            ["supervisor", "witness"],
            [q("s58", "the foreman, Randy Tassin")],
            ["foreman"],
        ),
        ent(
            "supervisor",
            "McGrew's immediate supervisor",
            "person",
            ["supervisor"],
            [q("s56", "her immediate supervisor")],
        ),
        ent(
            "management",
            "Defendant's management",
            "person",
            ["supervisor"],
            [q("s44", "Defendant officials with managerial and/or supervisory authority")],
        ),
        ent(
            "facility",
            "Defendant's facility in Harvey, Louisiana",
            "place",
            [],
            [q("s37", "its facility in Harvey, Louisiana")],
        ),
    ]
    events = [
        evt(
            "ev1",
            "McGrew works for Defendant as a shipping/receiving clerk",
            "employment",
            [("mcgrew", "agent"), ("pmi", "beneficiary")],
            [q("s40", "worked for Defendant roughly from July 15, 1998 through June of 1999")],
            {
                "value": "1998-07-15",
                "end": "1999-06-30",
                "granularity": "day",
                "approximate": True,
                "text": "roughly from July 15, 1998 through June of 1999",
            },
        ),
        evt(
            "ev2",
            "McGrew is subjected to sexual harassment and a hostile environment",
            "harassment",
            [("coworkers", "agent"), ("mcgrew", "patient")],
            [q("s41", "Beginning around July of 1998")],
            {
                "value": "1998-07-01",
                "granularity": "month",
                "approximate": True,
                "text": "Beginning around July of 1998",
            },
            place="facility",
        ),
        evt(
            "ev3",
            "Co-workers make repeated offensive remarks to McGrew",
            "harassment",
            [("coworkers", "agent"), ("mcgrew", "recipient")],
            [
                q(
                    "s42",
                    "McGrew's co-workers made numerous and repeated unwanted and offensive remarks",
                )
            ],
        ),
        evt(
            "ev4",
            "Management fails to take remedial measures",
            "failure-to-act",
            [("management", "agent")],
            [q("s44", "failed to take prompt, effective, appropriate remedial measures")],
        ),
        evt(
            "ev5",
            "A co-worker exposes himself and harasses McGrew",
            "harassment",
            [("coworker", "agent"), ("mcgrew", "patient")],
            [q("s47", "One of McGrew's co-workers admitted that he himself often asked her")],
        ),
        evt(
            "ev6",
            "McGrew finds condoms in her workstation",
            "harassment",
            [("mcgrew", "patient")],
            [q("s48", "Around the middle of June of 1999, on two occasions McGrew found")],
            {
                "value": "1999-06-01",
                "granularity": "month",
                "approximate": True,
                "text": "Around the middle of June of 1999",
            },
        ),
        evt(
            "ev7",
            "McGrew makes a formal complaint",
            "complaint",
            [("mcgrew", "agent"), ("pmi", "recipient")],
            [q("s49", "McGrew then made a formal complaint")],
        ),
        evt(
            "ev8",
            "McGrew asks a co-worker to photograph the condoms",
            "other",
            [("mcgrew", "agent"), ("coworker", "recipient")],
            [q("s50", "McGrew asked a co-worker to take a Polaroid photograph")],
            day("1999-06-14", "on June 14, 1999"),
        ),
        evt(
            "ev9",
            "McGrew reports the condoms (first report)",
            "complaint",
            [("mcgrew", "agent"), ("pmi", "recipient")],
            [q("s54", "McGrew reported and complained about finding the condoms on June 14, 1999")],
            day("1999-06-14", "June 14, 1999"),
        ),
        evt(
            "ev10",
            "McGrew reports the condoms (second report)",
            "complaint",
            [("mcgrew", "agent"), ("pmi", "recipient")],
            [q("s54", "and June 21, 1999")],
            day("1999-06-21", "June 21, 1999"),
        ),
        evt(
            "ev11",
            "Defendant discharges McGrew",
            "termination",
            [("pmi", "agent"), ("mcgrew", "patient")],
            [
                q("s55", "Respondent discharged McGrew three days later on June 24, 1999"),
                q("s60", "Defendant discharged McGrew in retaliation"),
            ],
            day("1999-06-24", "on June 24, 1999"),
            why="in retaliation for complaining of sexual harassment (allegedly lack of work)",
        ),
        evt(
            "ev12",
            "McGrew has hand surgery",
            "other",
            [("mcgrew", "patient")],
            [q("s56", "prior to having hand surgery on June 9, 1999")],
            day("1999-06-09", "on June 9, 1999"),
        ),
        evt(
            "ev13",
            "McGrew asks her supervisor whether she may be laid off",
            "communication",
            [("mcgrew", "agent"), ("supervisor", "recipient")],
            [q("s56", "spoke with her immediate supervisor about her situation")],
        ),
        evt(
            "ev14",
            "McGrew is told she will not be laid off",
            "communication",
            [("supervisor", "agent"), ("mcgrew", "recipient")],
            [q("s57", "McGrew was informed that she would not be laid off.")],
        ),
        evt(
            "ev15",
            "McGrew files a charge with the EEOC",
            "charge",
            [("mcgrew", "agent"), ("eeoc", "recipient")],
            [q("s38", "McGrew filed a charge with the Commission")],
        ),
        evt(
            "ev16",
            "EEOC files this lawsuit",
            "lawsuit",
            [("eeoc", "agent"), ("pmi", "patient")],
            [q("s21", "files its Complaint")],
        ),
    ]
    relations = [
        rel(
            "r1",
            "BEFORE",
            "ev10",
            "ev11",
            [q("s55", "Respondent discharged McGrew three days later")],
        ),
        rel(
            "r2",
            "CAUSES",
            "ev9",
            "ev11",
            [
                q(
                    "s60",
                    "Defendant discharged McGrew in retaliation for complaining of sexual "
                    "harassment",
                )
            ],
        ),
        rel(
            "r3",
            "CAUSES",
            "ev10",
            "ev11",
            [
                q(
                    "s60",
                    "Defendant discharged McGrew in retaliation for complaining of sexual "
                    "harassment",
                )
            ],
        ),
        rel("r4", "BEFORE", "ev6", "ev7", [q("s49", "McGrew then made a formal complaint")]),
        rel("r5", "BEFORE", "ev13", "ev12", [q("s56", "prior to having hand surgery")]),
        rel(
            "r6",
            "BEFORE",
            "ev13",
            "ev14",
            [q("s57", "McGrew was informed that she would not be laid off.")],
        ),
        rel(
            "r7",
            "BEFORE",
            "ev15",
            "ev16",
            [q("s38", "More than thirty (30) days prior to the institution of this lawsuit")],
        ),
        rel(
            "r8",
            "ENABLES",
            "ev4",
            "ev2",
            [q("s45", "Defendant did not have an effective system in place")],
        ),
        rel("r9", "CAUSES", "ev6", "ev7", [q("s49", "McGrew then made a formal complaint")]),
        rel(
            "r10",
            "OVERLAP",
            "ev2",
            "ev1",
            [q("s41", "throughout the remainder of her employment with Defendant")],
        ),
    ]
    return build(
        stem,
        "EEOC v. Production Management Industries (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


# ------------------------------------------------------------------------------------------
# Six more (issue 16), written the same way. case9030_doc18110 and case6459_doc19850 were
# written after the rules and are held out in benchmarks/events.py (never used to tune them).


def _load(stem: str) -> tuple[list[Any], Any]:
    sentences = segment((HERE / f"{stem}.txt").read_text(encoding="utf-8"))
    return sentences, _finder(sentences)


def _day(
    value: str,
    text: str,
    *,
    approximate: bool = False,
    end: str | None = None,
    granularity: str = "day",
) -> dict[str, Any]:
    out: dict[str, Any] = {"value": value}
    if end:
        out["end"] = end
    out["granularity"] = granularity
    out["approximate"] = approximate
    out["text"] = text
    return out


def _eeoc(q: Any, sid: str, fragment: str) -> dict[str, Any]:
    return ent(
        "eeoc",
        "Equal Employment Opportunity Commission",
        "agency",
        ["plaintiff", "agency"],
        [q(sid, fragment)],
        ["Commission", "EEOC"],
    )


def rv_fun() -> dict[str, Any]:
    stem = "case6431_doc13733"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s13", "the Equal Employment Opportunity Commission"),
        ent(
            "rvfun",
            "RV Fun, Inc. d/b/a Cowboys RV Mart",
            "organization",
            ["defendant", "employer"],
            [q("s14", "Defendant, RV Fun, Inc.")],
            ["RV Fun", "Defendant", "Cowboys RV Mart"],
        ),
        ent(
            "calhoon",
            "Christiaan Calhoon",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s18", "Christiaan Calhoon filed a charge")],
            ["Mr. Calhoon"],
        ),
    ]
    events = [
        evt(
            "ev1",
            "Calhoon files a charge with the EEOC",
            "charge",
            [("calhoon", "agent"), ("eeoc", "recipient")],
            [q("s18", "Christiaan Calhoon filed a charge with the Commission")],
        ),
        evt(
            "ev2",
            "Calhoon works as a cleaner for RV Fun",
            "employment",
            [("calhoon", "agent"), ("rvfun", "beneficiary")],
            [q("s21", "worked in a janitorial and cleaning capacity for RV Fun")],
        ),
        evt(
            "ev3",
            "RV Fun engages in unlawful employment practices",
            "unlawful-practice",
            [("rvfun", "agent")],
            [q("s22", "Since at least April 7, 2004, Defendant RV Fun has engaged in unlawful")],
            _day("2004-04-07", "Since at least April 7, 2004", approximate=True),
        ),
        evt(
            "ev4",
            "RV Fun denies Calhoon a reasonable accommodation",
            "accommodation-denial",
            [("rvfun", "agent"), ("calhoon", "patient")],
            [
                q("s24", "Denying Mr. Calhoon a reasonable accommodation"),
                q("s7", "when it denied him a reasonable accommodation"),
            ],
        ),
        evt(
            "ev5",
            "Calhoon requests a reasonable accommodation",
            "accommodation-request",
            [("calhoon", "agent"), ("rvfun", "recipient")],
            [q("s26", "because he requested a reasonable accommodation")],
        ),
        evt(
            "ev6",
            "RV Fun discharges Calhoon",
            "termination",
            [("rvfun", "agent"), ("calhoon", "patient")],
            [
                q("s25", "Discharging Mr. Calhoon because of his disability"),
                q("s26", "Discharging Mr. Calhoon because he requested"),
            ],
        ),
    ]
    relations = [
        rel(
            "r1",
            "CAUSES",
            "ev5",
            "ev6",
            [q("s26", "Discharging Mr. Calhoon because he requested a reasonable")],
        ),
        rel(
            "r2", "BEFORE", "ev5", "ev4", [q("s7", "when it denied him a reasonable accommodation")]
        ),
    ]
    return build(stem, "EEOC v. RV Fun, Inc. (Complaint)", entities, events, relations, sentences)


def western_shower_door() -> dict[str, Any]:
    stem = "case6396_doc19350"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s21", "Plaintiff Commission"),
        ent(
            "wsd",
            "Western Shower Door, Inc.",
            "organization",
            ["defendant", "employer"],
            [q("s19", 'Defendant Western Shower Door, Inc. ("Defendant")')],
            ["Defendant"],
        ),
        ent(
            "ayon",
            "Miracle Ayon",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s21", "Miracle Ayon")],
            ["Charging Party"],
        ),
        ent(
            "manager", "the shop manager", "person", ["supervisor"], [q("s24", "the shop manager")]
        ),
    ]
    events = [
        evt(
            "ev1",
            "Ayon files a charge with the EEOC",
            "charge",
            [("ayon", "agent"), ("eeoc", "recipient")],
            [q("s21", "filed a charge with Plaintiff Commission")],
        ),
        evt(
            "ev2",
            "Western Shower Door subjects Ayon to sexual harassment",
            "harassment",
            [("wsd", "agent"), ("ayon", "patient")],
            [
                q(
                    "s23",
                    "by subjecting the Charging Party to a hostile, abusive, intimidating and "
                    "offensive work environment",
                ),
                q("s10", "subjected the above Charging Party to unlawful"),
            ],
            _day(
                "2002-12-01",
                "From approximately December 2002",
                approximate=True,
                granularity="month",
            ),
        ),
        evt(
            "ev3",
            "The shop manager makes sexual comments and invitations to Ayon",
            "harassment",
            [("manager", "agent"), ("ayon", "recipient")],
            [q("s24", "Said harassment was by the shop manager, and included, inter alia,")],
        ),
        evt(
            "ev4",
            "Ayon resigns (constructive discharge)",
            "resignation",
            [("ayon", "agent")],
            [
                q("s24", "cause Charging Party to resign her employment"),
                q("s10", "her resignation from employment"),
            ],
        ),
    ]
    relations = [
        rel(
            "r1",
            "CAUSES",
            "ev2",
            "ev4",
            [q("s10", "which resulted in, inter alia, her resignation from employment")],
        ),
        rel("r2", "CAUSES", "ev3", "ev4", [q("s24", "sufficiently severe and/or pervasive to")]),
    ]
    return build(
        stem,
        "EEOC v. Western Shower Door, Inc. (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


def u_haul() -> dict[str, Any]:
    stem = "case6406_doc19355"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s29", "the Commission"),
        ent(
            "uhaul",
            "U-Haul Co. of Tennessee",
            "organization",
            ["defendant", "employer"],
            [q("s31", "Defendant Employer")],
            ["Defendant Employer", "U-Haul International, Inc."],
        ),
        ent(
            "kunnu",
            "Oluseyi Kunnu",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s29", "Oluseyi Kunnu filed a charge")],
            ["Mr. Kunnu"],
        ),
        ent(
            "manager",
            "a new store manager",
            "person",
            ["supervisor"],
            [q("s34", "a new store manager")],
        ),
    ]
    events = [
        evt(
            "ev1",
            "Kunnu becomes a customer service representative at U-Haul",
            "hiring",
            [("uhaul", "agent"), ("kunnu", "patient")],
            [q("s32", "Oluseyi Kunnu became employed at Defendant's retail facility")],
            _day("2004-01-01", "in 2004", granularity="year"),
        ),
        evt(
            "ev2",
            "U-Haul engages in unlawful employment practices",
            "unlawful-practice",
            [("uhaul", "agent")],
            [q("s31", "From June, 2005, to the present, Defendant Employer engaged in unlawful")],
            _day("2005-06-01", "From June, 2005, to the present", granularity="month"),
        ),
        evt(
            "ev3",
            "A new store manager terminates Kunnu because of his race",
            "termination",
            [("manager", "agent"), ("kunnu", "patient")],
            [
                q("s35", "Kunnu was employed terminated Mr ."),
                q("s15", "was terminated from his employment because of his race"),
            ],
        ),
        evt(
            "ev4",
            "Kunnu files a charge with the EEOC",
            "charge",
            [("kunnu", "agent"), ("eeoc", "recipient")],
            [q("s38", "Kunnu filed a charge of discrimination with the Commission")],
            _day("2005-11-22", "On November 22,2005"),
        ),
    ]
    relations = [
        rel("r1", "BEFORE", "ev1", "ev3", [q("s32", "in 2004")]),
        rel("r2", "BEFORE", "ev3", "ev4", [q("s38", "alleging that Defendant terminated him")]),
    ]
    return build(
        stem,
        "EEOC v. U-Haul International, Inc. (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


def fish_hopper() -> dict[str, Any]:
    stem = "case9063_doc26886"
    sentences, q = _load(stem)
    entities = [
        ent(
            "eeoc",
            "Equal Employment Opportunity Commission",
            "agency",
            ["plaintiff", "agency"],
            [q("s37", "EEOC filed this lawsuit")],
            ["EEOC"],
        ),
        ent(
            "fishhopper",
            "Rowtown, Inc. d/b/a The Fish Hopper Restaurant",
            "organization",
            ["defendant", "employer"],
            [q("s18", "Rowtown, Inc. d/b/a The Fish Hopper Restaurant")],
            ["Fish Hopper", "Defendant"],
        ),
        ent(
            "zanganeh",
            "Masumeh Zanganeh",
            "person",
            ["intervenor", "charging-party", "aggrieved-individual", "employee"],
            [q("s18", "Intervenor Masumeh Zanganeh")],
            ["Intervenor", "Ms. Zanganeh"],
        ),
        ent(
            "doe3",
            "Defendant Doe 3",
            "person",
            ["supervisor"],
            [q("s55", "Defendant Doe 3, manager")],
        ),
        ent("doe2", "Defendant Doe 2", "person", ["co-worker"], [q("s70", "Defendant Doe 2")]),
    ]
    events = [
        evt(
            "ev1",
            "Zanganeh begins employment at The Fish Hopper as a server and hostess",
            "hiring",
            [("fishhopper", "agent"), ("zanganeh", "patient")],
            [q("s43", "Intervenor Masumeh Zanganeh began employment")],
            _day("1997-09-28", "On or about September 28, 1997", approximate=True),
        ),
        evt(
            "ev2",
            "Managers and co-workers subject Zanganeh to unwanted sexual behavior",
            "harassment",
            [("fishhopper", "agent"), ("zanganeh", "patient")],
            [
                q(
                    "s44",
                    "subjecting Intervenor Masumeh Zanganeh to a pattern of offensive and "
                    "unwanted sexual",
                )
            ],
        ),
        evt(
            "ev3",
            "Zanganeh complains to manager Doe 3",
            "complaint",
            [("zanganeh", "agent"), ("doe3", "recipient")],
            [q("s55", "she brought these complaints to the")],
        ),
        evt(
            "ev4",
            "Doe 3 does nothing to stop the harassment",
            "failure-to-act",
            [("doe3", "agent")],
            [q("s56", "Defendant Doe 3 did nothing to stop the harassment")],
        ),
        evt(
            "ev5",
            "Zanganeh reports Doe 2's assault to Doe 3",
            "complaint",
            [("zanganeh", "agent"), ("doe3", "recipient")],
            [q("s76", "When Intervenor was finally able to tell Defendant Doe 3")],
        ),
        evt(
            "ev6",
            "Doe 3 fails to investigate",
            "failure-to-act",
            [("doe3", "agent")],
            [q("s76", "failed to fully investigate the matter")],
        ),
        evt(
            "ev7",
            "Zanganeh is written up and reassigned after each report",
            "discipline",
            [("fishhopper", "agent"), ("zanganeh", "patient")],
            [q("s77", "Intervenor was either “written-up”")],
        ),
        evt(
            "ev8",
            "Zanganeh is forced to quit",
            "resignation",
            [("zanganeh", "agent")],
            [q("s81", "Intervenor was forced to quit her employment")],
            _day("1998-01-19", "on or about January 2 19, 1998", approximate=True),
        ),
        evt(
            "ev9",
            "Zanganeh files a charge with the EEOC",
            "charge",
            [("zanganeh", "agent"), ("eeoc", "recipient")],
            [q("s34", "Ms. Zanganeh filed a charge with the Equal Employment")],
        ),
        evt(
            "ev10",
            "EEOC files this lawsuit",
            "lawsuit",
            [("eeoc", "agent")],
            [q("s37", "EEOC filed this lawsuit")],
            _day("2003-04-10", "On April 10, 2003"),
        ),
    ]
    relations = [
        rel("r1", "BEFORE", "ev1", "ev2", [q("s44", "From the onset of employment")]),
        rel("r2", "CAUSES", "ev5", "ev7", [q("s77", "After each report by Intervenor")]),
        rel(
            "r3",
            "CAUSES",
            "ev4",
            "ev8",
            [
                q(
                    "s81",
                    "because of the Fish Hopper’s failure to take immediate or appropriate "
                    "corrective action",
                )
            ],
        ),
        rel("r4", "BEFORE", "ev3", "ev4", [q("s56", "Defendant Doe 3 did nothing")]),
        rel("r5", "BEFORE", "ev8", "ev10", [q("s37", "On April 10, 2003")]),
        rel("r6", "BEFORE", "ev9", "ev10", [q("s34", "Prior to filing of this action")]),
    ]
    return build(
        stem,
        "EEOC v. Rowtown, Inc. (Complaint in Intervention)",
        entities,
        events,
        relations,
        sentences,
    )


def chris_cafe() -> dict[str, Any]:
    stem = "case9030_doc18110"
    sentences, q = _load(stem)
    entities = [
        _eeoc(q, "s19", "the Commission"),
        ent(
            "cafe",
            "Chris's Cafe, Inc.",
            "organization",
            ["defendant", "employer"],
            [q("s21", "Defendant Employer")],
            ["Defendant", "Defendant Employer"],
        ),
        ent(
            "blevins",
            "Brittany Blevins",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s19", "Brittany Blevins filed charges")],
            ["Ms. Blevins"],
        ),
    ]
    november = _day("2003-11-01", "During the month of November 2003", granularity="month")
    events = [
        evt(
            "ev1",
            "The cafe subjects Blevins, a minor, to severe sexual harassment",
            "harassment",
            [("cafe", "agent"), ("blevins", "patient")],
            [
                q("s9", "Defendant subjected its employee, Brittany Blevins"),
                q("s21", "subjected Brittany Blevins and similarly situated employees"),
            ],
            _day("2003-11-01", "During the month of November, 2003", granularity="month"),
        ),
        evt(
            "ev2",
            "The cafe engages in unlawful employment practices",
            "unlawful-practice",
            [("cafe", "agent")],
            [q("s21", "Defendant Employer engaged in unlawful employment practices in Mansfield")],
            november,
        ),
        evt(
            "ev3",
            "The cafe fails to prevent and remedy the harassment",
            "failure-to-act",
            [("cafe", "agent")],
            [q("s21", "failed to take prompt and effective remedial action")],
        ),
        evt(
            "ev4",
            "Blevins is constructively discharged",
            "resignation",
            [("blevins", "agent")],
            [
                q("s21", "caused Brittany Blevins to suffer a constructive discharge"),
                q("s9", "the subsequent constructive discharge of Ms. Blevins"),
            ],
        ),
        evt(
            "ev5",
            "Blevins files charges with the EEOC",
            "charge",
            [("blevins", "agent"), ("eeoc", "recipient")],
            [q("s19", "Brittany Blevins filed charges with the Commission")],
        ),
    ]
    relations = [
        rel("r1", "CAUSES", "ev1", "ev4", [q("s9", "resulting in")]),
        rel(
            "r2",
            "CAUSES",
            "ev3",
            "ev4",
            [q("s21", "The aforementioned actions of Defendant caused Brittany Blevins")],
        ),
    ]
    return build(
        stem, "EEOC v. Chris's Cafe, Inc. (Complaint)", entities, events, relations, sentences
    )


def exelon() -> dict[str, Any]:
    stem = "case6459_doc19850"
    sentences, q = _load(stem)
    entities = [
        ent(
            "eeoc",
            "Equal Employment Opportunity Commission",
            "agency",
            ["plaintiff", "agency"],
            [q("s24", "the COlllmission")],
            ["Commission"],
        ),
        ent(
            "exelon",
            "Exelon Generation Company LLC",
            "organization",
            ["defendant", "employer"],
            [q("s12", "Defendant Exelon Generation Company LLC")],
            ["Exelon", "Defendant"],
        ),
        ent(
            "pincombe",
            "Lawrence Pincombe",
            "person",
            ["charging-party", "aggrieved-individual", "employee"],
            [q("s11", 'Lawrence Pincombe ("Pincombe")')],
            ["Pincombe"],
        ),
    ]
    events = [
        evt(
            "ev1",
            "Pincombe files a charge with the EEOC",
            "charge",
            [("pincombe", "agent"), ("eeoc", "recipient")],
            [q("s24", "filed a charge with the COlllmission")],
        ),
        evt(
            "ev2",
            "Exelon engages in unlawful employment practices",
            "unlawful-practice",
            [("exelon", "agent")],
            [q("s26", "Since at least March, 2000, Exelon Generation Company LLC has engaged")],
            _day("2000-03-01", "Since at least March, 2000", approximate=True, granularity="month"),
        ),
        evt(
            "ev3",
            "Exelon refuses to let Pincombe work overtime",
            "adverse-action",
            [("exelon", "agent"), ("pincombe", "patient")],
            [
                q("s12", "by refusing to permit him to work"),
                q("s27", "retlising to permit Pincombe to work overtime"),
            ],
        ),
    ]
    relations: list[Any] = []
    return build(
        stem,
        "EEOC v. Commonwealth Edison (Exelon Generation) (Complaint)",
        entities,
        events,
        relations,
        sentences,
    )


if __name__ == "__main__":
    for make in (
        save_a_lot,
        pmi,
        rv_fun,
        western_shower_door,
        u_haul,
        fish_hopper,
        chris_cafe,
        exelon,
    ):
        data = make()
        path = HERE / f"{data['complaint']['id']}.gold.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(path, len(data["events"]), "events", len(data["relations"]), "relations")
