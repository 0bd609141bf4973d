"""Small event graphs written for the tests of questions in words, and asking them (shared by
the question tests of issue 30's rounds): a complaint told as sentences, each tagged with the
event it tells, with its entities, events and relations given as tables."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from legalkg.engine.answers import answer_request
from legalkg.events.jsonio import load_graph
from legalkg.events.questions import parse_event_question
from legalkg.ingest import ingest
from legalkg.store.local import Store

DATA = Path(__file__).resolve().parent / "data" / "events"

#: (event id or None, sentence)
Sentences = list[tuple[str | None, str]]
#: entity id → (name, kind, aliases, legal roles)
Entities = dict[str, tuple[str, str, list[str], list[str]]]
#: event id → (type, label, day or None, [(entity id, role)])
Events = dict[str, tuple[str, str, str | None, list[tuple[str, str]]]]
#: (relation type, source event, target event, the quote of the target's sentence)
Links = Sequence[tuple[str, str, str, str]]


def small_graph(
    stem: str, sentences: Sentences, entities: Entities, events: Events, links: Links
) -> dict[str, Any]:
    """The event-graph JSON (``legalkg-events/1``) of a complaint ``stem`` written as tables."""
    told: list[dict[str, Any]] = []
    where: dict[str, str] = {}
    at = 0
    for i, (ev, sentence) in enumerate(sentences, start=1):
        told.append({"id": f"s{i}", "start": at, "end": at + len(sentence), "text": sentence})
        at += len(sentence) + 1
        if ev:
            where[ev] = f"s{i}"
    text = {s["id"]: s["text"] for s in told}
    return {
        "format": "legalkg-events/1",
        "complaint": {
            "id": stem,
            "title": f"{stem} (written for the tests)",
            "source_file": f"{stem}.txt",
            "sha256": "0" * 64,
            "extractor": "gold",
        },
        "sentences": told,
        "entities": [
            {
                "id": k,
                "name": name,
                "kind": kind,
                "aliases": aliases,
                "legal_roles": roles,
                "evidence": [],
                "confidence": 1.0,
            }
            for k, (name, kind, aliases, roles) in entities.items()
        ],
        "events": [
            {
                "id": ev,
                "label": label,
                "type": kind,
                "participants": [{"entity": e, "role": r} for e, r in who],
                "date": (
                    {"value": day, "granularity": "day", "approximate": False, "text": day}
                    if day
                    else None
                ),
                "evidence": [{"sentence_id": where[ev], "quote": text[where[ev]]}],
                "confidence": 1.0,
            }
            for ev, (kind, label, day, who) in events.items()
        ],
        "relations": [
            {
                "id": f"r{i}",
                "type": kind,
                "source": a,
                "target": b,
                "evidence": [{"sentence_id": where[b], "quote": quote}],
                "confidence": 1.0,
            }
            for i, (kind, a, b, quote) in enumerate(links, start=1)
        ],
    }


def ask(store: Store, question: str, complaint: str) -> tuple[dict[str, Any], str]:
    """The result and the answer of a question in words about ``complaint`` (named in it, as
    a user of ``legalkg ask`` names it); a question not read is ``{"refused": "not read"}``."""
    request = parse_event_question(f"{question.rstrip('?')} in {complaint}?", None)
    if request is None:
        return {"refused": "not read"}, ""
    done = answer_request(request, store)
    return dict(done.result), done.answer


def graph_store(path: Path, graph: dict[str, Any]) -> Store:
    """A store holding ``graph`` (event-graph JSON), written to ``path`` and ingested."""
    path.write_text(json.dumps(graph), encoding="utf-8")
    s = Store()
    ingest([path], store=s, validate=False)
    return s


def ids(result: dict[str, Any]) -> list[str]:
    """The ids of the events an answer gives."""
    return [e["id"] for e in result.get("events", [])]


def all_ids(result: dict[str, Any]) -> list[str]:
    """The event asked about, then the events of the answer."""
    start = [result["event"]["id"]] if result.get("event") else []
    return start + ids(result)


def gold_store(questions: list[dict[str, Any]]) -> Store:
    """A store of the gold graphs of the complaints ``questions`` are asked of."""
    s = Store()
    stems = sorted({q["complaint"] for q in questions})
    ingest([DATA / f"{x}.gold.json" for x in stems], store=s, validate=False)
    return s


def assert_gold_answer(
    result: dict[str, Any], text: str, q: dict[str, Any], *, not_before: bool = True
) -> None:
    """A held-out question's answer on the gold graphs, as the benchmark scores it: refused when
    it must be, else every expected gold event reached (by an overlapping sentence), the
    expected words in the answer, and (``not_before``) no event listed the question says must
    not come before."""
    refused = bool(result.get("refused")) or not result
    if q.get("refuse"):
        assert refused, text
        return
    assert not refused, text
    gold = load_graph(DATA / f"{q['complaint']}.gold.json")
    sent = {s.id: (s.start, s.end) for s in gold.sentences}
    spans = {e.id: {sent[x.sentence_id] for x in e.evidence} for e in gold.events}

    def cited(events: list[dict[str, Any]]) -> list[set[tuple[int, int]]]:
        return [
            {sent[x["sentence_id"]] for x in e["evidence"] if x["sentence_id"] in sent}
            for e in events
        ]

    got = cited([*result.get("events", []), *([result["event"]] if result.get("event") else [])])
    for gold_id in q["expect"]:
        assert any(spans[gold_id] & x for x in got), (gold_id, text)
    assert q.get("text", "") in text
    if not_before:
        listed = cited(result.get("events", []))
        for gold_id in q.get("not_before", []):  # never an act the complaint puts before
            assert not any(spans[gold_id] & x for x in listed), (gold_id, text)
