"""The LLM extractor: two-stage chunk extraction through any OpenAI-compatible endpoint.

Stage 1 asks for the chunk's entities and events, stage 2 (given the chunk and stage 1's
events) for the temporal and causal relations the text supports. Each answer must be strict
JSON that validates against the event-graph schema; a malformed answer is retried once with the
validation error; a second failure drops the chunk's stage and is reported. Then everything the
chunk's sentences do not support is dropped and reported: evidence citing a sentence id that is
not in the chunk (invented ids), quotes that are not in their sentence, events left without
evidence, dates absent from the cited sentences, entities whose name appears in no sentence of
the chunk, participants and relations naming unknown entities or events.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Container
from dataclasses import replace
from typing import Any

from legalkg.events.model import Entity, Event, Evidence, MiniGraph, Relation, Sentence
from legalkg.events.vocab import EVENT_TYPES, LEGAL_ROLES, PARTICIPANT_ROLES, RELATION_TYPES

STAGE1 = """\
You extract a source-grounded event graph from sentences of an employment-discrimination
complaint. Output ONLY one JSON object: {{"entities": [...], "events": [...]}}.
- entity: {{"id", "name", "kind" (person|organization|agency|court|place), "aliases": [],
  "legal_roles": [{legal}], "evidence": [{{"sentence_id", "quote"}}], "confidence" (0-1)}}
- event: {{"id", "label", "type" ({types}), "participants": [{{"entity", "role" ({roles})}}],
  "date": {{"value": "YYYY-MM-DD", "granularity": "day|month|year", "approximate": bool,
  "text"}} or null, "evidence": [{{"sentence_id", "quote"}}], "confidence" (0-1)}}
Rules: cite only the sentence ids given below; every quote is copied exactly from its sentence;
give a date only when the cited sentence states it; invent no entity, event or date."""

STAGE2 = """\
Given the sentences and the events extracted from them, output ONLY one JSON object
{{"relations": [...]}} with the temporal and causal relations the text itself states:
{{"id", "type" ({types}), "source" (event id), "target" (event id),
"evidence": [{{"sentence_id", "quote"}}], "confidence" (0-1)}}. Cite only the given sentence ids;
quote exactly; add no relation the text does not support."""


def _schema_for(stage: int) -> dict[str, Any]:
    from legalkg.events.jsonio import schema

    full = schema()
    props: dict[str, Any]
    if stage == 1:
        props = {
            "entities": {"type": "array", "items": {"$ref": "#/$defs/entity"}},
            "events": {"type": "array", "items": {"$ref": "#/$defs/event"}},
        }
    else:
        props = {"relations": {"type": "array", "items": {"$ref": "#/$defs/relation"}}}
    return {
        "$schema": full["$schema"],
        "type": "object",
        "additionalProperties": False,
        "required": list(props),
        "properties": props,
        "$defs": full["$defs"],
    }


def parse_answer(content: str, stage: int) -> dict[str, Any]:
    """Parse and validate an LLM answer (a ```json fence is tolerated).

    :raises ValueError: with the JSON or schema error, to send back on the retry.
    """
    return parse_json(content, _schema_for(stage))


def parse_json(content: str, schema: dict[str, Any]) -> dict[str, Any]:
    """Parse an LLM answer as one JSON object valid against ``schema`` (a ```json fence is
    tolerated).

    :raises ValueError: with the JSON or schema error, to send back on the retry.

    >>> parse_json('```json {"a": 1} ```', {"type": "object"})
    {'a': 1}
    """
    import jsonschema

    text = content.strip()
    fenced = re.fullmatch(r"```(?:json)?\s*(.*?)\s*```", text, re.DOTALL)
    if fenced:
        text = fenced.group(1)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"the answer is not valid JSON: {e}") from None
    errors = sorted(
        jsonschema.Draft202012Validator(schema).iter_errors(data),
        key=lambda e: list(map(str, e.absolute_path)),
    )
    if errors:
        err = errors[0]
        where = "/".join(map(str, err.absolute_path)) or "(top level)"
        raise ValueError(f"the answer does not match the schema at {where}: {err.message[:300]}")
    result: dict[str, Any] = data
    return result


def ask_json(
    config: Any,
    system: str,
    user: str,
    parse: Callable[[str], dict[str, Any]],
    cid: str,
    stage: int,
    dropped: list[dict[str, Any]],
) -> dict[str, Any] | None:
    """Ask for one JSON answer, parsed and validated by ``parse`` (which raises ValueError).

    A malformed answer is retried once with the error; a second failure is appended to
    ``dropped`` and None returned.
    """
    from legalkg.engine.llm import chat

    messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
    content = chat(config, messages)
    try:
        return parse(content)
    except ValueError as first:
        messages += [
            {"role": "assistant", "content": content},
            {
                "role": "user",
                "content": f"Your answer was rejected: {first}. Answer again with "
                "only the corrected JSON object.",
            },
        ]
        retry = chat(config, messages)
        try:
            return parse(retry)
        except ValueError as second:
            dropped.append(
                {
                    "chunk": cid,
                    "stage": stage,
                    "item": None,
                    "why": f"malformed answer after one retry: {second}",
                }
            )
            return None


def _ask(
    config: Any, system: str, user: str, stage: int, cid: str, dropped: list[dict[str, Any]]
) -> dict[str, Any] | None:
    return ask_json(config, system, user, lambda c: parse_answer(c, stage), cid, stage, dropped)


def _sentences_text(ids: tuple[str, ...], sentences: dict[str, Sentence]) -> str:
    return "\n".join(f"[{i}] {' '.join(sentences[i].text.split())}" for i in ids)


def _evidence(
    items: list[dict[str, Any]],
    ids: tuple[str, ...],
    sentences: dict[str, Sentence],
    cid: str,
    owner: str,
    dropped: list[dict[str, Any]],
) -> tuple[Evidence, ...]:
    return checked_evidence(
        items, ids, sentences, lambda why: dropped.append({"chunk": cid, "item": owner, "why": why})
    )


def checked_evidence(
    items: list[dict[str, Any]],
    allowed: Container[str],
    sentences: dict[str, Sentence],
    drop: Callable[[str], None],
) -> tuple[Evidence, ...]:
    """The evidence ``items`` an LLM gave that hold: a sentence id in ``allowed`` and a quote
    found in that sentence (whitespace may differ; the sentence's own text is kept). Each
    refused item is passed to ``drop`` with the reason."""
    out = []
    for e in items:
        sid = e["sentence_id"]
        if sid not in allowed:
            drop(f"invented sentence id {sid!r}")
            continue
        text = sentences[sid].text
        quote = e.get("quote") or text.strip()
        if quote not in text:
            squashed = re.compile(r"\s+".join(re.escape(w) for w in quote.split()))
            found = squashed.search(text)
            if not found:
                drop(f"quote not in sentence {sid}: {quote[:60]!r}")
                continue
            quote = found.group(0)
        out.append(Evidence(sid, quote))
    return tuple(out)


def _fold(text: str) -> str:
    return " ".join(re.sub(r"[^\w]+", " ", text.casefold()).split())


def _date_supported(value: str, texts: list[str]) -> bool:
    from legalkg.events.rules import find_date

    year = value[:4]
    for t in texts:
        found = find_date(t)
        if found is not None and found.value[:7] == value[:7]:
            return True
        if found is not None and found.granularity == "year" and found.value[:4] == year:
            return True
    return False


def extract_chunk(
    config: Any, cid: str, ids: tuple[str, ...], sentences: dict[str, Sentence]
) -> tuple[MiniGraph, list[dict[str, Any]]]:
    """Extract one chunk with the LLM; returns the mini-graph and what was dropped."""
    from legalkg.events.jsonio import _entity, _event, _relation

    dropped: list[dict[str, Any]] = []
    text = _sentences_text(ids, sentences)
    system1 = STAGE1.format(
        legal="|".join(LEGAL_ROLES), types="|".join(EVENT_TYPES), roles="|".join(PARTICIPANT_ROLES)
    )
    first = _ask(config, system1, f"Chunk {cid}. Sentences:\n{text}", 1, cid, dropped)
    if first is None:
        return MiniGraph(cid, ids), dropped
    chunk_text = _fold(" ".join(sentences[i].text for i in ids))
    entities: list[Entity] = []
    for d in first["entities"]:
        e = _entity(d)
        names = [e.name, *e.aliases]
        if not any(_fold(n) and f" {_fold(n)} " in f" {chunk_text} " for n in names):
            dropped.append(
                {
                    "chunk": cid,
                    "item": e.id,
                    "why": f"entity {e.name!r} is not in the chunk's sentences",
                }
            )
            continue
        ev = _evidence(d.get("evidence", []), ids, sentences, cid, e.id, dropped)
        entities.append(replace(e, id=f"{cid}-{e.id}", evidence=ev))
    known = {e.id for e in entities}
    events: list[Event] = []
    for d in first["events"]:
        evt = _event(d)
        ev = _evidence(d["evidence"], ids, sentences, cid, evt.id, dropped)
        if not ev:
            dropped.append({"chunk": cid, "item": evt.id, "why": "event without valid evidence"})
            continue
        parts = []
        for p in evt.participants:
            if f"{cid}-{p.entity}" in known:
                parts.append(replace(p, entity=f"{cid}-{p.entity}"))
            else:
                dropped.append(
                    {
                        "chunk": cid,
                        "item": evt.id,
                        "why": f"participant {p.entity!r} is not a supported entity",
                    }
                )
        when = evt.date
        if when is not None and not _date_supported(
            when.value, [sentences[x.sentence_id].text for x in ev]
        ):
            dropped.append(
                {
                    "chunk": cid,
                    "item": evt.id,
                    "why": f"date {when.value} is not in the cited sentences",
                }
            )
            when = None
        place = f"{cid}-{evt.place}" if evt.place and f"{cid}-{evt.place}" in known else None
        events.append(
            replace(
                evt,
                id=f"{cid}-{evt.id}",
                evidence=ev,
                participants=tuple(parts),
                date=when,
                place=place,
            )
        )
    listing = "\n".join(f"{e.id.removeprefix(cid + '-')}: {e.label}" for e in events)
    system2 = STAGE2.format(types="|".join(RELATION_TYPES))
    second = _ask(
        config, system2, f"Chunk {cid}. Sentences:\n{text}\n\nEvents:\n{listing}", 2, cid, dropped
    )
    relations: list[Relation] = []
    event_ids = {e.id for e in events}
    for d in (second or {}).get("relations", []):
        r = _relation(d)
        source, target = f"{cid}-{r.source}", f"{cid}-{r.target}"
        if source not in event_ids or target not in event_ids or source == target:
            dropped.append(
                {
                    "chunk": cid,
                    "item": r.id,
                    "why": f"relation between unknown events {r.source!r}, {r.target!r}",
                }
            )
            continue
        ev = _evidence(d["evidence"], ids, sentences, cid, r.id, dropped)
        if not ev:
            dropped.append(
                {"chunk": cid, "item": r.id, "why": "unsupported relation (no valid evidence)"}
            )
            continue
        relations.append(replace(r, id=f"{cid}-{r.id}", source=source, target=target, evidence=ev))
    return MiniGraph(cid, ids, tuple(entities), tuple(events), tuple(relations)), dropped
