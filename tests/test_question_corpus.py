"""The question corpus: questions as people write them (Portuguese and English, every intent,
the Constitution, its ADCT and by-laws), each with the structured request it must give, and
questions that must be refused. The held-out file (heldout.jsonl) was written before the grammar
and not used to tune it; its score is a regression guard at the figure reported for issue 15."""

from __future__ import annotations

import csv
from functools import cache
from typing import Any

import pytest
from question_corpus import CORPORA, check, load, score

from legalkg import example_path
from legalkg.planner import request_from_json, request_to_json
from legalkg.questions import QuestionError, parse_question

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
