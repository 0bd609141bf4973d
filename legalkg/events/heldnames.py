"""The people a question names take part in the act that answers it.

The question side finds an act by its kind, its words and the people it names; the last
resort of each of those readings can land on an act that shares the question's words but not
its people. Two guards, laid on the acts found before any answer is written:

- **every person the question names by name is in the act**: a participant of it, or named
  in one of its own sentences. "When did the White House fire McDonald?" is not answered with
  an act whose participants and the words around its quotes hold no McDonald;
- **the one a question says the act was done to underwent it**: "Why was Edrei arrested?" is
  not answered with the act where Edrei photographed the arrests (she is its doer, not the one
  arrested), nor "When did the White House fire McDonald?" with the grant terminations
  McDonald signed.

An act that fails either is not the one asked; when none is left the question is refused.
"""

from __future__ import annotations

import re
from typing import Any

#: "was Edrei arrested", "were the photographers pushed", "has Casey been paid": the
#: auxiliary, the subject, the participle (a regular "-ed"/"-en" form or a common irregular)
_PASSIVE = re.compile(
    r"^(?:(?:was|were|is|are|got|get|gets)\s+|(?=(?:has|have|had)\s+\S.*\bbeen\b)\w+\s+)"
    r"(?P<subject>(?:[A-Z][\w'’.-]*\s+){1,4}?)(?:been\s+)?(?:first\s+|later\s+|again\s+)?"
    r"(?P<verb>[a-z]+(?:ed|en)|paid|told|sent|hit|cut|put|kept|left|held|shot|struck|taken)\b"
)


#: "did the White House fire McDonald", "did Defendants pay Casey": a subject named by
#: capitalised words, the verb, the one it was done to named right after it
_ACTIVE = re.compile(
    r"^(?:did|does|do)\s+(?:the\s+)?(?:[A-Z][\w'’.-]*\s+)+(?P<verb>[a-z]{3,})\s+"
    r"(?P<subject>(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})"
)


def passive_subject(clause: str) -> str | None:
    """The name a question makes the one the act was done to — a passive's subject, an
    active verb's object named right after it when its subject is a name — or None.

    >>> passive_subject("was Edrei arrested")
    'Edrei'
    >>> passive_subject("was Ms. Vega paid by the foreman")
    'Ms. Vega'
    >>> passive_subject("did the foreman pay Ms. Vega") is None
    True
    >>> passive_subject("did the White House fire McDonald")  # the one done to, all the same
    'McDonald'
    >>> passive_subject("did Edrei photograph the arrests") is None
    True
    """
    m = _PASSIVE.match(clause.strip()) or _ACTIVE.match(clause.strip())
    return m.group("subject").strip() if m else None


#: how far from an act's quote a name may stand in its sentence and still be told with it
_NEAR = 80


def _named_in(event: dict[str, Any], words: str) -> bool:
    """Whether one of the act's quotes stands near the name in its sentence (an act merged
    from many sentences is not McDonald's because one of them names him elsewhere)."""
    sents = event.get("_sents") or {}
    for x in event.get("evidence", ()):
        text = str(sents.get(x.get("sentence_id"), "") or event.get("_text", ""))
        at = text.find(str(x.get("quote", "")))
        if at < 0:
            continue
        near = text[max(0, at - _NEAR) : at + len(str(x.get("quote", ""))) + _NEAR]
        if all(re.search(rf"\b{re.escape(w)}", near, re.IGNORECASE) for w in words.split()):
            return True
    return False


def people_held(
    events: list[dict[str, Any]],
    named: list[tuple[str, set[str]]],
    passive: set[str],
) -> list[dict[str, Any]]:
    """The acts of ``events`` that hold every person ``named`` ((the question's words for
    them, their entity IRIs): by name only) and in which the IRIs ``passive`` (the subject of
    a passive question) take part other than as the doer alone.

    >>> fired = {"participants": [], "_text": "Then Lee was fired.",
    ...          "evidence": [{"sentence_id": "s1", "quote": "was fired"}]}
    >>> grants = {"participants": [{"iri": "e:agency", "role": "agent"}], "_text": "Grants ended.",
    ...           "evidence": [{"sentence_id": "s2", "quote": "Grants ended"}]}
    >>> [e["_text"] for e in people_held([grants, fired], [("lee", {"e:lee"})], set())]
    ['Then Lee was fired.']
    >>> photo = {"participants": [{"iri": "e:ed", "role": "agent"}], "_text": "Ed took photos."}
    >>> people_held([photo], [("ed", {"e:ed"})], {"e:ed"})
    []
    """
    out = []
    for e in events:
        roles: dict[str, set[str]] = {}
        for p in e["participants"]:
            roles.setdefault(p["iri"], set()).add(p["role"])
        if not all(iris & set(roles) or _named_in(e, words) for words, iris in named):
            continue
        held = [roles[i] for i in passive if i in roles]
        if held and all(r <= {"agent"} for r in held):
            continue
        out.append(e)
    return out


def asked_people_hold(
    events: list[dict[str, Any]], clause: str | None, entities: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """:func:`people_held` with the people ``clause`` names by a capitalised personal name
    (not a role word, a pronoun, "the company", a group or a post) and the one a ``clause``
    says the act was done to."""
    from legalkg.events.finding import (
        _COMPLAINANT,
        _ORGANISATION,
        _PERSONAL_NAME,
        _ROLE_SYNONYMS,
        _mentioned,
    )

    if not clause:
        return events
    capitalised = {w.casefold() for w in re.findall(r"\b[A-Z][\w'’-]+", clause[1:])}
    # a person named by a personal name ("McDonald", "Ms. Lind"), not a group described
    # ("former Office of Litigation employees") nor a post ("Assistant Harbormaster")
    people = {
        e["iri"]
        for e in entities
        if e["kind"] == "person" and _PERSONAL_NAME.fullmatch(str(e["label"]))
    }
    named = [
        (words, iris)
        for words, iris in _mentioned(clause, entities)
        if iris
        and iris <= people
        and not set(words.split()) & (_COMPLAINANT | _ORGANISATION | set(_ROLE_SYNONYMS))
        and set(words.split()) <= capitalised
    ]
    subject = passive_subject(clause)
    passive = (
        {i for _, iris in _mentioned(subject, entities) for i in iris if len(iris) == 1}
        if subject
        else set()
    )
    return people_held(events, named, passive)
