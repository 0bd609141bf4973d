"""Score question corpora (tests/data/questions/*.jsonl): each question against its structured
request, and must-refuse questions against the stores (shared by tests/test_question_corpus.py
and ``python -m tests.question_corpus FILE`` for a figure)."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from legalkg import Store, example_path, ingest
from legalkg.asking import ask_one
from legalkg.engine.answers import answer_request
from legalkg.engine.planner import PlanError, request_from_json, request_to_json
from legalkg.engine.questions import QuestionError
from legalkg.norms.lawnames import names_from_store
from legalkg.norms.questions import act_dates_from_store, parse_question

HERE = Path(__file__).parent
CORPORA = HERE / "data" / "questions"
AKN = HERE / "data" / "akn" / "za-fire"
AGULHAS = HERE / "data" / "akn" / "za-agulhas"
MANY_LAWS = CORPORA / "many_laws"
SOURCES = {
    "cf88": [example_path("br-constitution")],
    "akn": [AKN],
    "agulhas": [AGULHAS],
    "mixed": [example_path("br-constitution"), AKN, AGULHAS],
}


@cache
def store(name: str) -> Store:
    s = Store()
    ingest(SOURCES[name], store=s, validate=False)
    return s


def check_asked(item: dict[str, Any]) -> Outcome:
    """Ask the question as ``legalkg ask`` does (store names, act dates, the store's checks):
    exactly its request, or a refusal whose one line holds ``why`` when the item gives it."""
    s = store(item["store"])
    try:
        asked = ask_one(s, question=item["q"])
    except PlanError as e:
        if not item.get("refuse"):
            return Outcome(False, f"refused: {e}")
        if item.get("why") and item["why"].casefold() not in str(e).casefold():
            return Outcome(False, f"refused for another reason: {e}")
        return Outcome(True, "refused")
    got = request_to_json(asked.answer.request)
    if item.get("refuse"):
        return Outcome(False, f"answered {got}")
    if got != request_to_json(request_from_json(item["request"])):
        return Outcome(False, f"read as {got}")
    return Outcome(True, "exact")


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


@dataclass(frozen=True)
class Outcome:
    ok: bool
    why: str


def check(item: dict[str, Any], *, answer: bool = True) -> Outcome:
    """Does the question give exactly its request (and answer on the store), or is it refused?"""
    s = store(item["store"])
    try:
        got = parse_question(
            item["q"], act_dates=act_dates_from_store(s), names=names_from_store(s)
        )
    except QuestionError as e:
        if item.get("refuse"):
            return Outcome(True, "refused when read")
        return Outcome(False, f"refused: {e}")
    if item.get("refuse"):
        try:
            answer_request(got, s, question=item["q"])
        except PlanError as e:
            return Outcome(True, f"refused on the store: {e}")
        return Outcome(False, f"answered {request_to_json(got)}")
    expected = request_from_json(item["request"])
    if got != expected:
        return Outcome(False, f"read as {request_to_json(got)}")
    if answer:
        try:
            answer_request(got, s, question=item["q"])
        except PlanError as e:
            return Outcome(False, f"exact request, but the store refused it: {e}")
    return Outcome(True, "exact")


def score(path: Path) -> tuple[int, int, int, int, list[tuple[str, str]]]:
    """(exact answered, answerable total, refused, must-refuse total, misses)."""
    items = load(path)
    ok = total = refused = refuse_total = 0
    misses = []
    for item in items:
        out = check(item)
        if item.get("refuse"):
            refuse_total += 1
            refused += out.ok
        else:
            total += 1
            ok += out.ok
        if not out.ok:
            misses.append((item["q"], out.why))
    return ok, total, refused, refuse_total, misses


if __name__ == "__main__":
    if sys.argv[1:2] == ["--asked"]:
        for name in sys.argv[2:]:
            items = load(Path(name))
            outcomes = [(x, check_asked(x)) for x in items]
            for x, out in outcomes:
                if not out.ok:
                    print(f"MISS {x['q']}\n     {out.why[:300]}")
            good = sum(o.ok for _, o in outcomes)
            print(f"{name}: {good}/{len(items)} exact or refused for the right reason")
        sys.exit(0)
    for name in sys.argv[1:]:
        ok, total, refused, refuse_total, misses = score(Path(name))
        for q, why in misses:
            print(f"MISS {q}\n     {why[:300]}")
        print(
            f"{name}: {ok}/{total} exact, {refused}/{refuse_total} must-refuse refused, "
            f"{ok + refused}/{total + refuse_total} overall"
        )
