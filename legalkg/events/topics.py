"""The person a question is about, whom a pronoun of its other clause takes up.

"What happened to the deputy after he sent his e-mails?", "What became of the new hire once
she was reassigned?", "Was the deputy put on leave before or after he was fired?": the
question is about someone named by a post or a description, not by name, and the pronoun of
the clause that places the act is that person, not a complainant of that gender (in a suit
of two men, "he" would otherwise be either of them, and refused as such). The person is the
question's topic: the one things "happened to" or "became of", or the subject of a passive
("the deputy put on leave"), never the agent of "what did the supervisor do after she
complained" (there "she" stays the complainant, as :func:`.picking.antecedent` reads it).

Used by :func:`.picking.antecedent` when the other clause names no one person by name.
"""

from __future__ import annotations

import re
from typing import Any

#: the topic a clause is about: after "happened to" / "became of", or a clause-initial noun
#: phrase with "the" followed by a past participle (a passive: "the deputy put on leave")
_TOPIC = re.compile(
    r"^\s*(?:what\s+(?:has\s+|had\s+)?(?:happened|became)\s+(?:to|of)\s+"
    r"(?P<of>the\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*$|"
    r"(?:was\s+|were\s+)?(?P<subject>the\s+[a-z][\w-]*)\s+(?:\w+ly\s+)?(?P<verb>[a-z]+)\b)",
    re.IGNORECASE,
)

#: the pronouns of one person, by gender
_FORMS = {
    "he": ("he", "him", "his"),
    "she": ("she", "her", "hers"),
}


def topic_antecedent(
    clause: str,
    context: str,
    entities: list[dict[str, Any]],
    mentioned: Any,
    complainants: set[str],
) -> str | None:
    """``clause`` with its pronouns of one person replaced by the question's topic named in
    ``context`` ("the deputy"), when that noun phrase names one person of the graph who is no
    complainant and the clause's pronoun is a personal one; None when the context has no such
    topic. ``mentioned`` is :func:`.finding._mentioned`; ``participle`` tells a past
    participle (:func:`.questions._tells_act` reads one).

    >>> people = [{"iri": "d", "kind": "person", "legal_roles": set(), "label": "the deputy"}]
    >>> found = lambda text, ents: [("deputy", {"d"})] if "deputy" in text else []
    >>> topic_antecedent("he sent his e-mails", "What happened to the deputy", people, found, set())
    "the deputy sent the deputy's e-mails"
    >>> topic_antecedent("he was fired", "the deputy put on leave", people, found, set())
    'the deputy was fired'
    >>> topic_antecedent("she complained", "What did the deputy do", people, found, set()) is None
    True
    """
    m = _TOPIC.match(context)
    if m is None:
        return None
    phrase = m.group("of") or m.group("subject")
    if m.group("subject") and not _participle(m.group("verb")):
        return None  # "the supervisor said …": an agent, not the one it happened to
    pronoun = re.search(r"\b(he|she|him|her|his)\b", clause, re.IGNORECASE)
    if pronoun is None:
        return None
    gender = "he" if pronoun.group(1).casefold() in _FORMS["he"] else "she"
    by_iri = {e["iri"]: e for e in entities}
    named = {i for _, iris in mentioned(phrase, entities) for i in iris}
    if len(named) != 1:
        return None
    person = by_iri.get(next(iter(named)))
    if person is None or person["kind"] != "person" or person.get("gender") not in (None, gender):
        return None
    if person["iri"] in complainants:
        return None  # a complainant is taken up as the complainant already is
    topic = phrase.casefold()

    def put(w: re.Match[str]) -> str:
        return f"{topic}'s" if w.group(1).casefold() in ("his", "hers") else topic

    forms = "|".join(_FORMS[gender])
    return re.sub(rf"\b({forms})\b", put, clause, flags=re.IGNORECASE)


def _participle(word: str) -> bool:
    """Whether ``word`` is a verb's past participle ("put", "fired", "moved")."""
    from lemminflect import getAllInflections, getLemma  # type: ignore[import-untyped]

    lemma = (getLemma(word.casefold(), upos="VERB") or ("",))[0]
    return lemma not in ("", "be", "have", "do") and word.casefold() in getAllInflections(
        lemma, upos="VERB"
    ).get("VBN", ())
