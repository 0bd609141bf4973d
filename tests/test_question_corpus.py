"""The question corpus: questions as people write them (Portuguese and English, every intent,
the Constitution, its ADCT and by-laws), each with the structured request it must give, and
questions that must be refused. The held-out file (heldout.jsonl) was written before the grammar
and not used to tune it; its score is a regression guard at the figure reported for issue 15."""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from question_corpus import CORPORA, MANY_LAWS, check, check_asked, load, score, store

from legalkg import example_path
from legalkg.engine.planner import PlanError, request_from_json, request_to_json
from legalkg.engine.questions import QuestionError
from legalkg.norms.questions import parse_question
from legalkg.norms.requests import ActionsBySource

CORPUS = load(CORPORA / "corpus.jsonl")


@cache
def _act_table() -> dict[str, list[str]]:
    """Amendment number → dates, from the CF88 example's versions.csv (no store needed)."""
    out: dict[str, list[str]] = {}
    path = example_path("br-constitution") / "versions.csv"
    with path.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            for label in row["amendments"].split(";"):
                if label.startswith("EMC"):
                    out.setdefault(label[3:], []).append(row["date"])
    return out


def act_dates(number: str, year: str | None) -> list[str]:
    return [d for d in _act_table().get(number, []) if year is None or d.startswith(year)]


def test_the_corpora_are_large_enough() -> None:
    heldout = load(CORPORA / "heldout.jsonl")
    assert len(CORPUS) + len(heldout) >= 400
    assert sum(1 for x in CORPUS if x.get("refuse")) >= 40
    kinds = {x["request"]["type"] for x in CORPUS if "request" in x}
    assert kinds >= {
        "valid-versions",
        "item-versions",
        "item-history",
        "actions-by-source",
        "impact-in-scope",
        "compare-versions",
        "hierarchy",
        "provenance",
    }


@pytest.mark.parametrize("item", [x for x in CORPUS if "request" in x], ids=lambda x: x["q"][:60])
def test_each_question_gives_exactly_its_request(item: dict[str, Any]) -> None:
    got = parse_question(item["q"], act_dates=act_dates)
    assert request_to_json(got) == request_to_json(request_from_json(item["request"]))


@pytest.mark.parametrize("item", [x for x in CORPUS if x.get("refuse")], ids=lambda x: x["q"][:60])
def test_each_must_refuse_question_is_refused_or_names_what_the_store_lacks(
    item: dict[str, Any],
) -> None:
    """Refused when read, or read into a request whose work, act or provision the store must
    refuse (checked on the stores by the slow test below)."""
    try:
        got = parse_question(item["q"], act_dates=act_dates)
    except QuestionError as e:
        assert "\n" not in str(e) and "docs/requests.md#questions" in str(e)
        return
    assert got.type != "actions-by-source" or item["store"] == "cf88"


@pytest.mark.slow
@pytest.mark.parametrize("item", CORPUS, ids=lambda x: x["q"][:60])
def test_on_the_stores_each_question_is_answered_or_refused(item: dict[str, Any]) -> None:
    outcome = check(item)
    assert outcome.ok, outcome.why


@pytest.mark.slow
@pytest.mark.parametrize("name", ["heldout.jsonl", "heldout2.jsonl"])
def test_held_out_score(name: str) -> None:
    """First look (issue 15): heldout.jsonl 110/114 (93/96 exact, 17/18 refused; the one
    refusal missed, "between 2001 and on the Moon", is now refused; the 3 other misses are
    questions about units the data does not hold or labels as written: art. 5º, LXXIX (2022),
    Chapter 2 of the Sub-Council By-law (it has Parts), "regulation 3" (labelled section 3));
    heldout2.jsonl 54/54."""
    ok, total, refused, refuse_total, misses = score(CORPORA / name)
    assert refused == refuse_total, misses
    assert ok / total >= 0.95, misses


def test_refusals_say_what_was_understood_in_one_line() -> None:
    with pytest.raises(QuestionError) as e:
        parse_question("art. 93, II, dd, da CF: redação em 03/02/2003")
    message = str(e.value)
    assert "art. 93, inciso II" in message and "'dd'" in message and "\n" not in message
    with pytest.raises(QuestionError, match="day first.*month first"):
        parse_question("What did art. 6 say on 05/06/2001?")


# ------------------------------------------------------------------------------------------
# Issue 29: questions over many laws (tests/data/questions/many_laws/: dev.jsonl was used to
# build the reading; unseen.jsonl was written with it, split off by a seed and run once, at the
# end; its figure is in the docstring of test_many_laws_unseen_score).

MANY_DEV = load(MANY_LAWS / "dev.jsonl")


def _rows(*titles: tuple[str, str]) -> list[dict[str, str]]:
    return [{"work": f"https://x/eli/{iri}", "title": t, "date": "2010-01-01"} for iri, t in titles]


_BYLAWS = _rows(
    ("za-cpt/act/by-law/2003/sub-council", "Cape Town Sub-Council By-law, 2003"),
    (
        "za-cpt/act/by-law/2013/sub-council-amendment",
        "Cape Town Sub-council Amendment By-law, 2013",
    ),
    ("za-cpt/act/by-law/2002/community-fire-safety", "Community Fire Safety By-law,"),
    ("za-cpt/act/by-law/2009/events", "City of Cape Town: Events By-law"),
    ("za-wc033/act/by-law/2012/liquor-trading-hours", "Cape Agulhas Liquor Trading Hours By-law"),
    (
        "za-wc033/act/by-law/2015/municipal-land-use-planning",
        "By-law on Municipal Land Use Planning",
    ),
    ("za-wc011/act/by-law/2010/tariff", "Tariff By-Law of the Matzikama Municipality"),
)
_ACT_LABELS = _rows(
    (
        "za-wc033/act/by-law/2017/amendment-municipal-land-use-planning",
        "Cape Agulhas Municipality: Amendment: By-Law on Municipal Land Use Planning",
    ),
)


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("By-law on Municipal Land Use Planning", ["2015/municipal-land-use-planning"]),
        (
            "Cape Agulhas By-law on Municipal Land Use Planning",
            ["2015/municipal-land-use-planning"],
        ),
        ("Cape Agulhas By-law", ["2012/liquor-trading-hours", "2015/municipal-land-use-planning"]),
        ("Cape Town Liquor Trading Hours By-law", []),
        ("Liquor Trading Hours By-law", ["2012/liquor-trading-hours"]),
        ("Sub-Council By-law", ["2003/sub-council"]),
        ("Sub-council Amendment By-law", ["2013/sub-council-amendment"]),
        ("Cape Town Community Fire Safety By-law", ["2002/community-fire-safety"]),
        ("Community Fire Safety By-law as amended", ["2002/community-fire-safety"]),
        ("Events By-law", ["2009/events"]),
        ("Tariff By-law of Matzikama", ["2010/tariff"]),
        ("Matzikama Tariff By-law", ["2010/tariff"]),
        # every principal by-law (refused: several), not the amendment
        (
            "By-law",
            [r["work"].split("by-law/")[1] for r in _BYLAWS if "amendment" not in r["work"]],
        ),
    ],
)
def test_work_names_prefer_the_exact_title_and_refuse_what_is_not_one_law(
    name: str, expected: list[str]
) -> None:
    from legalkg.norms.worknames import match_works

    got = [str(r["work"]).split("by-law/")[1] for r in match_works(name, _BYLAWS, {}, _ACT_LABELS)]
    assert sorted(got) == sorted(expected)


def test_the_names_of_a_statute_book_are_found_from_its_labels() -> None:
    """A law named without a law word (title, short title, identifier), as the Estonian
    statute book's are; an act by its popular name, with and without its year."""
    from legalkg.norms.lawnames import NameTable
    from legalkg.norms.requests import ValidVersions

    ee = "https://example.org/eli/ee/act/karistusseadus"
    rows = [
        {"work": ee, "title": "Karistusseadus", "name": "KarS", "date": "2002-09-01"},
        {"work": ee, "title": "Karistusseadus", "name": "RT I 2001, 61, 364", "date": "2002-09-01"},
        {
            "work": "https://x/a/1",
            "title": "Act 1",
            "name": "Reforma X",
            "date": "1998-12-15",
            "amends": ee,
        },
        {
            "work": "https://x/a/2",
            "title": "Act 2",
            "name": "Reforma X",
            "date": "2019-11-12",
            "amends": ee,
        },
    ]
    table = NameTable(rows)
    for q in (
        "What did section 12 of the Karistusseadus say on 2024-12-31?",
        "What did section 12 of KarS say on 2024-12-31?",
    ):
        got = parse_question(q, names=table)
        assert isinstance(got, ValidVersions) and got.work in ("Karistusseadus", "KarS"), got
    assert parse_question("What did Reforma X of 2019 change?", names=table) == ActionsBySource(
        act="https://x/a/2"
    )
    with pytest.raises(QuestionError, match="may be 2 acts"):
        parse_question("What did Reforma X change?", names=table)
    with pytest.raises(QuestionError, match="no act named"):
        parse_question("What did Reforma X of 2005 change?", names=table)
    # "kars" in lower case is not the short title (short names are matched as written)
    assert not table.find("the kars of the city")


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("Qual a redação original do art. 6º?", {"which": "first"}),
        ("What is the current text of article 6?", {"which": "latest"}),
        ("Where is article 196 today?", {"which": "latest", "component": "art. 196"}),
        ("under which title is article 37?", {"which": "latest", "view": "structure"}),
    ],
)
def test_no_date_is_the_first_or_latest_version(q: str, expected: dict[str, str]) -> None:
    got = request_to_json(parse_question(q))
    assert got["type"] == "edge-version" and expected.items() <= got.items(), got


def test_the_wrong_law_is_never_answered_on_the_store() -> None:
    """The failure of issue 29: "section 3 of the Cape Agulhas By-law on Municipal Land Use
    Planning" was answered from the Cape Agulhas Liquor Trading Hours By-law."""
    from legalkg.asking import ask_one

    s = store("agulhas")
    asked = ask_one(
        s,
        question="section 3 of the Cape Agulhas By-law on Municipal Land Use Planning"
        + " as at 2016-06-01",
    )
    steps = [x.bindings.get("work") for x in asked.answer.steps if x.bindings.get("work")]
    assert steps and all(str(w).endswith("2015/municipal-land-use-planning") for w in steps)
    with pytest.raises(PlanError, match="matches 2 works.*Liquor.*Land Use"):
        ask_one(s, question="section 3 of the Cape Agulhas By-law as at 2016-06-01")
    with pytest.raises(PlanError, match="holds no work named 'Cape Town Liquor"):
        ask_one(
            s,
            question="What did section 2 of the Cape Town Liquor Trading Hours By-law"
            + " say on 2016-01-01?",
        )
    # an unknown provision without a date is refused for the provision, not for the date
    with pytest.raises(PlanError, match="section 999"):
        ask_one(s, question="What did section 999 of the Liquor Trading Hours By-law say?")


@pytest.mark.slow
@pytest.mark.parametrize("item", MANY_DEV, ids=lambda x: x["q"][:60])
def test_many_laws_dev_questions_are_read_exactly_or_refused_for_their_reason(
    item: dict[str, Any],
) -> None:
    outcome = check_asked(item)
    assert outcome.ok, outcome.why


@pytest.mark.slow
def test_many_laws_unseen_score() -> None:
    """unseen.jsonl (63 questions: the Constitution, the by-laws of two fixtures, both in one
    store), run once after the reading was built: 60/63, every refusal for its reason, no
    answer about another law. The 3 misses were expectations written wrong, corrected since:
    "before the 2019 amendment" of art. 40 was expected refused (several 2019 amendments),
    but one of them (EC 103) changed art. 40, and the answer is its day before; "the Federal
    Constitution of 1988" and "da Constituição Federal" read as work "Constituição" (the same
    work), not the words as written."""
    items = load(MANY_LAWS / "unseen.jsonl")
    outcomes = [check_asked(x) for x in items]
    misses = [(x["q"], o.why) for x, o in zip(items, outcomes, strict=True) if not o.ok]
    assert all(o.ok for x, o in zip(items, outcomes, strict=True) if x.get("refuse")), misses
    assert sum(o.ok for o in outcomes) / len(items) >= 0.95, misses


def test_the_name_table_kept_beside_a_store_is_the_one_built_from_it(tmp_path: Path) -> None:
    """An on-disk store's table of names is kept under its state: a new process (a new Store
    object) on the same generation reads it and gets the same table; a write makes a new
    generation, whose table is built again."""
    import json

    from legalkg.ingest import ingest
    from legalkg.norms.lawnames import NameTable, names_from_store
    from legalkg.store.local import Store

    path = tmp_path / "st.db"
    ingest([example_path("art6")], store=Store(path), validate=False)
    built = names_from_store(Store(path, read_only=True))
    kept = tmp_path / "st.db.index" / "names.json"
    first = json.loads(kept.read_text("utf-8"))
    again = names_from_store(Store(path, read_only=True))
    assert again is not built
    assert (again.entries, again.names, again.exact_case, again.longest) == (
        built.entries,
        built.names,
        built.exact_case,
        built.longest,
    )
    assert built.entries and NameTable.from_json(built.to_json()).names == built.names
    ingest([example_path("art6")], store=Store(path), validate=False)
    names_from_store(Store(path, read_only=True))
    assert json.loads(kept.read_text("utf-8"))["key"] != first["key"]
