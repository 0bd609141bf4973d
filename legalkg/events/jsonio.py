"""The event JSON format (``docs/event-graph.schema.json``): read, check, write.

:func:`load_graph` checks the schema, then what a schema cannot say: unique ids, every cited
sentence, entity and event exists, quotes are exact substrings of their sentence, sentences are
slices of the complaint text (offsets and length agree), dates are real days. Each error names
the file and the field (a JSON path such as ``events[3].evidence[0].sentence_id``).
"""

from __future__ import annotations

import json
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from legalkg.core.errors import InputError
from legalkg.events.model import (
    Claim,
    ComplaintGraph,
    Entity,
    Event,
    EventDate,
    Evidence,
    MiniGraph,
    Participant,
    Relation,
    Sentence,
)

FORMAT = "legalkg-events/1"
SCHEMA_FILE = Path(__file__).resolve().parent / "event-graph.schema.json"


@cache
def schema() -> dict[str, Any]:
    """The JSON Schema of the event JSON format."""
    data: dict[str, Any] = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    return data


def _path(parts: Any) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "(top level)"


def read_json_file(path: Path) -> Any:
    """Parse a JSON file, refusing empty, binary and non-UTF-8 files with a clear error."""
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise InputError(str(path), f"cannot read the file: {e}") from e
    text = decode_text(path, raw)
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(f"{path}:{e.lineno}", f"invalid JSON: {e.msg} (column {e.colno})") from e


def decode_text(path: Path, raw: bytes) -> str:
    """UTF-8 text of a file; empty, binary (NUL bytes) and non-UTF-8 files are refused."""
    if not raw.strip():
        raise InputError(str(path), "the file is empty", "Give a complaint text or event JSON")
    if b"\x00" in raw[:8192]:
        raise InputError(
            str(path), "the file is binary (it contains NUL bytes)", "Give a UTF-8 text file"
        )
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise InputError(
            f"{path}:{line}",
            f"not UTF-8 text (byte {raw[e.start]:#04x} at offset {e.start})",
            "Convert the file to UTF-8 (e.g. iconv -f latin1 -t utf-8)",
        ) from None


def check_schema(data: Any, where: str) -> None:
    """Validate ``data`` against the schema; the first error names its field.

    :raises InputError: for the first (deepest-path-first, then sorted) schema error.
    """
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema())
    errors = sorted(validator.iter_errors(data), key=lambda e: (list(e.path), e.message))
    if errors:
        e = jsonschema.exceptions.best_match(errors) or errors[0]
        raise InputError(
            f"{where}: {_path(e.absolute_path)}",
            f"does not match the event-graph schema: {e.message[:300]}",
            "See docs/event-graph.schema.json",
        )


def _evidence(items: Any) -> tuple[Evidence, ...]:
    return tuple(Evidence(e["sentence_id"], e.get("quote", "")) for e in items or ())


def _entity(d: dict[str, Any]) -> Entity:
    return Entity(
        id=d["id"],
        name=d["name"],
        kind=d["kind"],
        aliases=tuple(d.get("aliases", ())),
        legal_roles=tuple(d.get("legal_roles", ())),
        evidence=_evidence(d.get("evidence")),
        confidence=float(d.get("confidence", 1.0)),
    )


def _event(d: dict[str, Any]) -> Event:
    dd = d.get("date")
    when = None
    if dd is not None:
        when = EventDate(
            value=dd["value"],
            end=dd.get("end"),
            granularity=dd.get("granularity", "day"),
            approximate=bool(dd.get("approximate", False)),
            text=dd.get("text"),
        )
    return Event(
        id=d["id"],
        label=d["label"],
        type=d["type"],
        evidence=_evidence(d["evidence"]),
        confidence=float(d["confidence"]),
        participants=tuple(Participant(p["entity"], p["role"]) for p in d.get("participants", ())),
        date=when,
        place=d.get("place"),
        why=d.get("why"),
        how=d.get("how"),
    )


def _relation(d: dict[str, Any]) -> Relation:
    return Relation(
        id=d["id"],
        type=d["type"],
        source=d["source"],
        target=d["target"],
        evidence=_evidence(d["evidence"]),
        confidence=float(d["confidence"]),
    )


def _claim(d: dict[str, Any]) -> Claim:
    return Claim(label=d["label"], kind=d["kind"], evidence=_evidence(d["evidence"]))


def graph_from_json(data: Any, where: str, *, text: str | None = None) -> ComplaintGraph:
    """Build and check a :class:`ComplaintGraph` from parsed JSON.

    :param where: the file name for error messages.
    :param text: the complaint text, when at hand: every sentence must be its exact slice.
    :raises InputError: naming ``where`` and the field.
    """
    check_schema(data, where)
    sentences = tuple(
        Sentence(s["id"], s["start"], s["end"], s["text"], s.get("fact_score"))
        for s in data["sentences"]
    )
    chunks = tuple(
        MiniGraph(
            id=c["id"],
            sentences=tuple(c["sentences"]),
            entities=tuple(_entity(e) for e in c.get("entities", ())),
            events=tuple(_event(e) for e in c.get("events", ())),
            relations=tuple(_relation(r) for r in c.get("relations", ())),
        )
        for c in data.get("chunks", ())
    )
    c = data["complaint"]
    graph = ComplaintGraph(
        id=c["id"],
        sentences=sentences,
        entities=tuple(_entity(e) for e in data.get("entities", ())),
        events=tuple(_event(e) for e in data.get("events", ())),
        relations=tuple(_relation(r) for r in data.get("relations", ())),
        claims=tuple(_claim(x) for x in data.get("claims", ())),
        title=c.get("title"),
        source_file=c.get("source_file"),
        sha256=c.get("sha256"),
        extractor=c.get("extractor"),
        chunks=chunks,
        merge=data.get("merge"),
        source=where,
    )
    check_graph(graph, where, text=text)
    return graph


def normalise_quotes(graph: ComplaintGraph) -> ComplaintGraph:
    """Give every evidence without a quote its whole (trimmed) sentence as the quote."""
    from dataclasses import replace

    by_id = {s.id: s for s in graph.sentences}

    def fix(items: tuple[Evidence, ...]) -> tuple[Evidence, ...]:
        return tuple(
            e if e.quote else Evidence(e.sentence_id, by_id[e.sentence_id].text.strip())
            for e in items
        )

    return replace(
        graph,
        entities=tuple(replace(e, evidence=fix(e.evidence)) for e in graph.entities),
        events=tuple(replace(e, evidence=fix(e.evidence)) for e in graph.events),
        relations=tuple(replace(r, evidence=fix(r.evidence)) for r in graph.relations),
        claims=tuple(replace(c, evidence=fix(c.evidence)) for c in graph.claims),
    )


def check_graph(graph: ComplaintGraph, where: str, *, text: str | None = None) -> None:
    """The checks a schema cannot make (see the module docstring).

    :raises InputError: naming ``where`` and the field.
    """

    def fail(field: str, what: str, hint: str = "") -> InputError:
        return InputError(f"{where}: {field}", what, hint)

    seen: dict[str, int] = {}
    previous_end = 0
    for i, s in enumerate(graph.sentences):
        if s.id in seen:
            raise fail(f"sentences[{i}].id", f"duplicate sentence id {s.id!r}")
        seen[s.id] = i
        if s.end - s.start != len(s.text):
            raise fail(
                f"sentences[{i}]",
                f"end - start = {s.end - s.start} but the text has {len(s.text)} characters",
                "start and end are character offsets of the text in the complaint",
            )
        if s.start < previous_end:
            raise fail(f"sentences[{i}].start", "sentences overlap or are out of order")
        previous_end = s.end
        if text is not None and text[s.start : s.end] != s.text:
            raise fail(
                f"sentences[{i}].text",
                f"is not the complaint text at offsets {s.start}-{s.end}",
            )
    sentences = {s.id: s for s in graph.sentences}
    _check_items(graph.entities, graph.events, graph.relations, sentences, fail, "")
    labels: set[str] = set()
    for i, claim in enumerate(graph.claims):
        if claim.label in labels:
            raise fail(f"claims[{i}].label", f"duplicate claim {claim.label!r}")
        labels.add(claim.label)
        for j, e in enumerate(claim.evidence):
            said = sentences.get(e.sentence_id)
            if said is None:
                raise fail(
                    f"claims[{i}].evidence[{j}].sentence_id",
                    f"unknown sentence id {e.sentence_id!r}",
                    "Cite the id of a sentence listed in 'sentences'",
                )
            if e.quote and e.quote not in said.text:
                raise fail(
                    f"claims[{i}].evidence[{j}].quote",
                    f"{e.quote[:80]!r} is not an exact substring of sentence {said.id}",
                    "Quote the sentence's text exactly (same spacing and characters)",
                )
    for k, chunk in enumerate(graph.chunks):
        for j, sid in enumerate(chunk.sentences):
            if sid not in sentences:
                raise fail(f"chunks[{k}].sentences[{j}]", f"unknown sentence id {sid!r}")
        _check_items(
            chunk.entities, chunk.events, chunk.relations, sentences, fail, f"chunks[{k}]."
        )


def _check_items(
    entities: tuple[Entity, ...],
    events: tuple[Event, ...],
    relations: tuple[Relation, ...],
    sentences: dict[str, Sentence],
    fail: Any,
    prefix: str,
) -> None:
    def check_evidence(field: str, items: tuple[Evidence, ...]) -> None:
        for j, e in enumerate(items):
            s = sentences.get(e.sentence_id)
            if s is None:
                raise fail(
                    f"{field}.evidence[{j}].sentence_id",
                    f"unknown sentence id {e.sentence_id!r}",
                    "Cite the id of a sentence listed in 'sentences'",
                )
            if e.quote and e.quote not in s.text:
                raise fail(
                    f"{field}.evidence[{j}].quote",
                    f"{e.quote[:80]!r} is not an exact substring of sentence {s.id}",
                    "Quote the sentence's text exactly (same spacing and characters)",
                )

    ids: set[str] = set()
    for i, ent in enumerate(entities):
        field = f"{prefix}entities[{i}]"
        if ent.id in ids:
            raise fail(f"{field}.id", f"duplicate entity id {ent.id!r}")
        ids.add(ent.id)
        check_evidence(field, ent.evidence)
    kinds = {e.id: e.kind for e in entities}
    event_ids: set[str] = set()
    for i, ev in enumerate(events):
        field = f"{prefix}events[{i}]"
        if ev.id in event_ids:
            raise fail(f"{field}.id", f"duplicate event id {ev.id!r}")
        event_ids.add(ev.id)
        check_evidence(field, ev.evidence)
        for j, p in enumerate(ev.participants):
            if p.entity not in kinds:
                raise fail(f"{field}.participants[{j}].entity", f"unknown entity id {p.entity!r}")
        if ev.place is not None and kinds.get(ev.place) != "place":
            raise fail(f"{field}.place", f"{ev.place!r} is not the id of an entity of kind place")
        if ev.date is not None:
            for name, value in (("value", ev.date.value), ("end", ev.date.end)):
                if value is None:
                    continue
                try:
                    date.fromisoformat(value)
                except ValueError:
                    raise fail(f"{field}.date.{name}", f"{value!r} is not a real day") from None
            if ev.date.end is not None and ev.date.end < ev.date.value:
                raise fail(f"{field}.date.end", "ends before it begins")
    rel_ids: set[str] = set()
    for i, r in enumerate(relations):
        field = f"{prefix}relations[{i}]"
        if r.id in rel_ids:
            raise fail(f"{field}.id", f"duplicate relation id {r.id!r}")
        rel_ids.add(r.id)
        for name in ("source", "target"):
            value = getattr(r, name)
            if value not in event_ids:
                raise fail(
                    f"{field}.{name}",
                    f"unknown event id {value!r}",
                    "A relation links two events listed in 'events'",
                )
        if r.source == r.target:
            raise fail(f"{field}.target", "a relation cannot link an event to itself")
        check_evidence(field, r.evidence)


def load_graph(path: Path) -> ComplaintGraph:
    """Read and check an event JSON file.

    :raises InputError: for a file that is empty, binary, not UTF-8, not JSON, fails the schema
        or cites unknown sentences, entities or events (the message names file and field).
    """
    data = read_json_file(path)
    graph = graph_from_json(data, str(path))
    if graph.chunks and not (graph.entities or graph.events or graph.relations):
        from dataclasses import replace

        from legalkg.events.merge import merge

        entities, events, relations, report = merge(list(graph.chunks))
        graph = replace(
            graph,
            entities=tuple(entities),
            events=tuple(events),
            relations=tuple(relations),
            merge=report.to_json(),
        )
    return normalise_quotes(graph)


def _ev_json(items: tuple[Evidence, ...]) -> list[dict[str, Any]]:
    return [{"sentence_id": e.sentence_id, "quote": e.quote} for e in items]


def _round(x: float) -> float:
    return round(float(x), 4)


def entity_json(e: Entity) -> dict[str, Any]:
    out: dict[str, Any] = {"id": e.id, "name": e.name, "kind": e.kind}
    if e.aliases:
        out["aliases"] = list(e.aliases)
    if e.legal_roles:
        out["legal_roles"] = list(e.legal_roles)
    if e.evidence:
        out["evidence"] = _ev_json(e.evidence)
    out["confidence"] = _round(e.confidence)
    return out


def event_json(e: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"id": e.id, "label": e.label, "type": e.type}
    if e.participants:
        out["participants"] = [{"entity": p.entity, "role": p.role} for p in e.participants]
    if e.date is not None:
        d: dict[str, Any] = {"value": e.date.value}
        if e.date.end:
            d["end"] = e.date.end
        d["granularity"] = e.date.granularity
        d["approximate"] = e.date.approximate
        if e.date.text:
            d["text"] = e.date.text
        out["date"] = d
    else:
        out["date"] = None
    if e.place:
        out["place"] = e.place
    if e.why:
        out["why"] = e.why
    if e.how:
        out["how"] = e.how
    out["evidence"] = _ev_json(e.evidence)
    out["confidence"] = _round(e.confidence)
    return out


def relation_json(r: Relation) -> dict[str, Any]:
    return {
        "id": r.id,
        "type": r.type,
        "source": r.source,
        "target": r.target,
        "evidence": _ev_json(r.evidence),
        "confidence": _round(r.confidence),
    }


def claim_json(c: Claim) -> dict[str, Any]:
    return {"label": c.label, "kind": c.kind, "evidence": _ev_json(c.evidence)}


def graph_to_json(graph: ComplaintGraph, *, report: dict[str, Any] | None = None) -> dict[str, Any]:
    """The graph as event JSON (what :func:`load_graph` reads back)."""
    complaint: dict[str, Any] = {"id": graph.id}
    for key in ("title", "source_file", "sha256", "extractor"):
        if getattr(graph, key):
            complaint[key] = getattr(graph, key)
    out: dict[str, Any] = {
        "format": FORMAT,
        "complaint": complaint,
        "sentences": [
            {"id": s.id, "start": s.start, "end": s.end, "text": s.text}
            | ({"fact_score": _round(s.fact_score)} if s.fact_score is not None else {})
            for s in graph.sentences
        ],
        "entities": [entity_json(e) for e in graph.entities],
        "events": [event_json(e) for e in graph.events],
        "relations": [relation_json(r) for r in graph.relations],
    }
    if graph.claims:
        out["claims"] = [claim_json(c) for c in graph.claims]
    if graph.chunks:
        out["chunks"] = [
            {
                "id": c.id,
                "sentences": list(c.sentences),
                "entities": [entity_json(e) for e in c.entities],
                "events": [event_json(e) for e in c.events],
                "relations": [relation_json(r) for r in c.relations],
            }
            for c in graph.chunks
        ]
    if graph.merge is not None:
        out["merge"] = graph.merge
    if report:
        out["report"] = report
    return out


def dumps(graph: ComplaintGraph, *, report: dict[str, Any] | None = None) -> str:
    """Canonical event JSON text: same graph, same bytes."""
    return json.dumps(graph_to_json(graph, report=report), ensure_ascii=False, indent=1) + "\n"
