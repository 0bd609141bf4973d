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


#: how far from an act's quote a name may stand in its sentence and still be told with it,
#: for an act merged from more than :data:`_FEW` sentences (one that few sentences tell is
#: told with every name of its sentences)
_NEAR = 80
_FEW = 3


def _named_in(event: dict[str, Any], names: set[str]) -> bool:
    """Whether a sentence of the act names one of ``names`` (the name words of the person,
    as the graph knows them, not as the question spells them: "Hayes" asked, "Hays" told) —
    near one of its quotes when the act is merged from many sentences (an act is not
    McDonald's because one of its thirty sentences names him elsewhere)."""
    sents = event.get("_sents") or {}
    few = len(event.get("evidence", ())) <= _FEW
    for x in event.get("evidence", ()):
        text = str(sents.get(x.get("sentence_id"), "") or event.get("_text", ""))
        quote = str(x.get("quote", ""))
        at = text.find(quote)
        if at < 0:
            continue
        near = text if few else text[max(0, at - _NEAR) : at + len(quote) + _NEAR]
        if any(re.search(rf"\b{re.escape(w)}\b", near, re.IGNORECASE) for w in names):
            return True
    return False


def people_held(
    events: list[dict[str, Any]],
    named: list[tuple[set[str], set[str]]],
    passive: set[str],
    persons: frozenset[str] | set[str] = frozenset(),
    sole: frozenset[str] | set[str] = frozenset(),
) -> list[dict[str, Any]]:
    """The acts of ``events`` that hold every person ``named`` (their name words, their
    entity IRIs) and in which the IRIs ``passive`` (the one the act was done to) take part
    other than as the doer alone. An act that holds no one of ``persons`` (the graph's
    people) is held by ``sole`` (the complaint's one complainant, when it has one).

    >>> fired = {"participants": [], "_text": "Then Lee was fired.",
    ...          "evidence": [{"sentence_id": "s1", "quote": "was fired"}]}
    >>> grants = {"participants": [{"iri": "e:agency", "role": "agent"}], "_text": "Grants ended.",
    ...           "evidence": [{"sentence_id": "s2", "quote": "Grants ended"}]}
    >>> [e["_text"] for e in people_held([grants, fired], [({"lee"}, {"e:lee"})], set())]
    ['Then Lee was fired.']
    >>> photo = {"participants": [{"iri": "e:ed", "role": "agent"}], "_text": "Ed took photos."}
    >>> people_held([photo], [({"ed"}, {"e:ed"})], {"e:ed"})
    []
    """
    out = []
    for e in events:
        roles: dict[str, set[str]] = {}
        for p in e["participants"]:
            roles.setdefault(p["iri"], set()).add(p["role"])
        # (the one complainant of a complaint is the one of an act that holds no person)
        alone = not set(roles) & persons
        if not all(
            iris & set(roles) or _named_in(e, names) or (alone and iris <= sole)
            for names, iris in named
        ):
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
        _complainants,
        _mentioned,
        _name_words,
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
    by_iri = {e["iri"]: e for e in entities}
    named = [
        ({w for i in iris for w in _name_words(str(by_iri[i]["label"])) if len(w) > 2}, iris)
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
    sole = _complainants(entities)
    persons = {e["iri"] for e in entities if e["kind"] == "person"}
    return people_held(events, named, passive, persons, sole if len(sole) == 1 else set())
