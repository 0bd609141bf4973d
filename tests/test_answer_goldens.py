"""Answers byte for byte: every question of the corpora (and its structured request), asked one
by one and as a batch, on memory and on-disk stores, gives exactly the bytes recorded in
``tests/golden/answers.json`` (JSON, text and prompt output; sha256 of each).

The goldens were recorded from the answering path before its caches and fast paths (issue 18,
item 4): they guard that no optimisation changes a byte. Rewrite them only for an intended
change of the output, with ``pytest --update-golden tests/test_answer_goldens.py``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from legalkg import Store, example_path, ingest
from legalkg.asking import ask_batch, ask_one
from legalkg.core.errors import LegalKGError

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden" / "answers.json"
CORPORA = sorted((HERE / "data" / "questions").glob("*.jsonl"))
AKN = HERE / "data" / "akn" / "za-fire"
EVENTS = HERE / "data" / "events"
EVENT_GOLD = [EVENTS / "case13193_doc62893.gold.json", EVENTS / "case6412_doc20182.gold.json"]
SAL, PMI = "case13193_doc62893", "case6412_doc20182"

#: Requests of the other domains and of discovery (they run through the same runner).
EXTRA: dict[str, list[dict[str, Any]]] = {
    "cf88": [
        {"type": "resolve-reference", "text": "artigo dos direitos sociais", "date": "2001-01-01"},
        {"type": "resolve-reference", "text": "article on nationality", "date": "2005-01-01"},
        {"type": "search-text-units", "text": "moradia"},
        {"type": "discover-versions", "text": "direitos sociais", "date": "2011-01-01"},
        {"type": "valid-versions", "component": "art. 6º", "date": "1980-01-01"},
        {"type": "valid-versions", "component": "art. 6º", "date": "2001-01-01", "scope": "own"},
        {"type": "valid-versions", "component": "art. 999", "date": "2001-01-01"},
        {"type": "valid-versions", "component": "art. 6º", "date": "2001-01-01", "work": "x"},
        {"type": "actions-by-source", "act": "26"},
        {"type": "actions-by-source", "act": "999"},
        {
            "type": "valid-versions",
            "component": "https://example.org/eli/br/constituicao/1988/tit2/art6",
            "date": "2001-01-01",
        },
        {
            "type": "provenance",
            "version": "https://example.org/eli/br/constituicao/1988/tit2/art6/2000-02-14",
        },
    ],
    "events": [
        {"type": "timeline", "complaint": PMI},
        {"type": "causal-chain", "complaint": PMI, "event": "ev11"},
        {"type": "roles", "complaint": SAL, "role": "defendant"},
        {"type": "roles", "complaint": SAL, "entity": "Stewart"},
        {"type": "evidence", "complaint": SAL, "item": "r2"},
        {"type": "compare", "complaint_a": SAL, "complaint_b": PMI},
        {"type": "timeline", "complaint": "nope"},
    ],
}


def _sources(name: str) -> list[Path]:
    if name == "cf88":
        return [example_path("br-constitution")]
    if name == "akn":
        return [AKN]
    return EVENT_GOLD


@cache
def _memory(name: str) -> Store:
    store = Store()
    ingest(_sources(name), store=store, validate=False)
    return store


def _items(name: str) -> list[dict[str, Any]]:
    """The batch lines of a store: each corpus question, then its request, then the extras."""
    out: list[dict[str, Any]] = []
    for path in CORPORA:
        for line in path.read_text("utf-8").splitlines():
            if not line.strip():
                continue
            item = json.loads(line)
            if item["store"] != name:
                continue
            out.append({"question": item["q"]})
            if isinstance(item.get("request"), dict):
                out.append({"request": item["request"]})
    out.extend({"request": r} for r in EXTRA.get(name, []))
    return [{"id": i, **x} for i, x in enumerate(out)]


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _one_by_one(store: Store, items: list[dict[str, Any]]) -> Iterator[tuple[str, str]]:
    for item in items:
        key = str(item["id"])
        try:
            if "question" in item:
                asked = ask_one(store, question=item["question"])
            else:
                asked = ask_one(store, request_json=json.dumps(item["request"]))
        except LegalKGError as e:
            yield key, f"error {type(e).__name__}: {e}"
            continue
        yield key + ".json", asked.render("json")
        yield key + ".text", asked.render("text")
        yield key + ".prompt", asked.answer.prompt


def _outputs(store: Store, name: str, every: int = 1) -> dict[str, str]:
    """The hashes of the outputs (of every ``every``-th item only, for a quick check)."""
    items = [x for x in _items(name) if x["id"] % every == 0]
    out = {f"one/{k}": _sha(v) for k, v in _one_by_one(store, items)}
    lines = [json.dumps(x, ensure_ascii=False) for x in items]
    for item, line in zip(items, ask_batch(lines, store), strict=True):
        out[f"batch/{item['id']}"] = _sha(line)
    return out


def _golden() -> dict[str, dict[str, str]]:
    return dict(json.loads(GOLDEN.read_text("utf-8"))) if GOLDEN.exists() else {}


def _compare(name: str, got: dict[str, str], update: bool, *, every: int = 1) -> None:
    golden = _golden()
    if update and every == 1:
        golden[name] = got
        GOLDEN.write_text(json.dumps(golden, indent=1, sort_keys=True) + "\n", "utf-8")
        return
    assert name in golden, f"no goldens for {name}; run pytest with --update-golden"
    expected = {
        k: v for k, v in golden[name].items() if int(k.split("/")[1].split(".")[0]) % every == 0
    }
    items = {str(x["id"]): x for x in _items(name.split("-")[0])}
    wrong = [k for k in sorted(set(expected) | set(got)) if expected.get(k) != got.get(k)]
    shown = [f"{k}: {items.get(k.split('/')[1].split('.')[0])}" for k in wrong[:5]]
    assert not wrong, f"{len(wrong)} output(s) differ from the goldens:\n" + "\n".join(shown)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["cf88", "akn", "events"])
def test_memory_store_answers_match_the_goldens(name: str, update_golden: bool) -> None:
    _compare(name, _outputs(_memory(name), name), update_golden)


@pytest.mark.parametrize(("name", "every"), [("cf88", 15), ("akn", 3), ("events", 1)])
def test_memory_store_answers_match_the_goldens_quick(name: str, every: int) -> None:
    """Every ``every``-th item (the whole corpora run in the slow test above)."""
    _compare(name, _outputs(_memory(name), name, every), False, every=every)


@pytest.mark.parametrize(("name", "every"), [("akn", 1), ("events", 1)])
def test_on_disk_store_answers_match_the_goldens(name: str, every: int, tmp_path: Path) -> None:
    store = Store(tmp_path / "kg")
    ingest(_sources(name), store=store, validate=False)
    try:
        _compare(name, _outputs(store, name, every), False, every=every)
    finally:
        store.close()
