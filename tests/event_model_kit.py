"""Events and sentences built by hand for the tests of the document-level steps (dates and
relations of issue 30's rounds), so that a rule is checked apart from which events the
extractor finds."""

from __future__ import annotations

from legalkg.events.model import Event, EventDate, Evidence, Participant, Relation, Sentence


def sentences_of(*texts: str) -> dict[str, Sentence]:
    out: dict[str, Sentence] = {}
    at = 0
    for i, t in enumerate(texts, start=1):
        out[f"s{i}"] = Sentence(f"s{i}", at, at + len(t), t)
        at += len(t) + 1
    return out


def event_of(
    eid: str,
    kind: str,
    *told: tuple[str, str],
    date: str | None = None,
    who: tuple[tuple[str, str], ...] = (),
) -> Event:
    return Event(
        eid,
        eid,
        kind,
        tuple(Evidence(s, q) for s, q in told),
        0.9,
        participants=tuple(Participant(e, r) for e, r in who),
        date=EventDate(date) if date else None,
    )


def text_of(sentences: dict[str, Sentence]) -> str:
    return "\n".join(s.text for s in sentences.values())


def pairs_of(relations: list[Relation]) -> set[tuple[str, str, str]]:
    return {(r.type, r.source, r.target) for r in relations}
