"""The kind of act a clause of a question tells ("was she let go" → termination, "charged
her with insubordination" → discipline), read with the event frames' lexicon
(:func:`legalkg.events.frames.kind_of`) and the words the frames do not hold; and the words of
a question that are no one's name.

Used by :mod:`.finding`, :mod:`.questions` and :mod:`.picking`.
"""

from __future__ import annotations

import re
from typing import Any

from legalkg.events.askedacts import object_kind
from legalkg.events.wording import refuses_a_request

#: kinds the frames do not describe, by the words a question uses for them
_OTHER_KINDS = (
    (r"\bunlawful\s+(?:employment\s+)?practices?\b", "unlawful-practice"),
    (r"\b(?:law)?suit\b|\bsued?\b|\blitigation\b", "lawsuit"),
    (
        r"\bfired\b|\bfiring\b|\b(?:did|to|would|will|not|n't)\s+(?:\w+\s+){0,3}fire\b(?!\s*(?:"
        r"department|chief|fighters?|station|house|engine|truck|marshal|and\s+rescue))",
        "termination",
    ),
    # a person dismissed is discharged ("was Ms. Brinkley dismissed"; a claim dismissed is not)
    (
        r"\b(?:she|he|they|(?-i:(?:Mr|Ms|Mrs)\.?\s+[A-Z][\w'’-]+))\s+(?:(?:was|were|been|got)\s+)?"
        r"dismissed\b|\b(?:was|were)\s+(?:she|he|they|(?-i:(?:Mr|Ms|Mrs)\.?\s+[A-Z][\w'’-]+))"
        r"\s+dismissed\b",
        "termination",
    ),
    (r"\bharass\w*|\bhostile\s+(?:work(?:ing)?\s+)?environment", "harassment"),
    (r"\bretaliat\w*", "retaliation"),
    (r"\bcomplain\w*", "complaint"),
    (r"\bemploy(?:ed|ment)\b", "employment"),
    (r"\b(?:eeoc\s+)?charges?\b", "charge"),
    (
        r"\bquit\b|\bwalked\s+(?:out|off)\b|\bforced\s+out\b|\b(?:left|leave|leaves|leaving)\s+"
        r"(?:the|her|his|their)\s+"
        r"(?:job|company|firm|employment|employer|department|work|post|position)\b",
        "resignation",
    ),
    (r"\bpassed\s+over\b", "adverse-action"),
    (r"\breport(?:s|ed|ing)?\b", "complaint"),
    (
        r"\b(?:her|his|their|the|its|first|last)\s+(?:\w+\s+)?(?:reports?|grievances?)\b",
        "complaint",
    ),
)


def _kind(clause: str) -> str | None:
    """The event kind a clause tells, read with the frames' lexicon (every inflected form of
    their verbs, their nouns), then the words the frames do not hold."""
    from legalkg.events.frames import kind_of

    if not clause.strip() or refuses_a_request(clause):
        return None  # "denied her appeal": the refusal, told as withheld, not the appeal
    # "fired the LRAD", "terminated the grants", "termination notices": the object decides
    if (by_object := object_kind(clause)) is not None:
        return by_object or None
    # "did she report the harassment": the reporting is asked about, not what it reported
    if re.search(
        r"\b(?:did|does|to|would|not)\s+(?:\w+\s+){0,2}(?:report|complain|object|protest)\b",
        clause,
        re.I,
    ):
        return "complaint"
    # "after she asked to be returned to her duties": what one asks of the employer for one's
    # work is a complaint, as the extractor types it (:data:`.patterns._ASKS_EMPLOYER`)
    if re.search(
        r"\b(?:ask|request)(?:ed|s|ing)?\s+(?:that\s+(?:she|he|they|her|his|\w+)\s+|to\s+)"
        r"be\s+(?:\w+ly\s+)?(?:given|provided|returned|restored|reinstated|paid|funded|allowed|"
        r"permitted|granted)\b",
        clause,
        re.I,
    ):
        return "complaint"
    # "charged her with conduct unbecoming": an accusation at work, no charge with the agency
    if re.search(
        r"\bcharg(?:e|es|ed|ing)\s+(?:her|him|them|(?:Mr|Ms|Mrs)\.?\s+\w+|[A-Z]\w+)\s+with\b",
        clause,
    ):
        return "discipline"
    found = kind_of(clause)
    if found is None:
        found = next((k for p, k in _OTHER_KINDS if re.search(p, clause, re.IGNORECASE)), None)
    if found is None:
        return _nominal_kind(clause, kind_of)
    # "after the LRAD was fired", "the grants were terminated": the type the graph gives the
    # act by its object (:mod:`.objects`), read the same way here
    from legalkg.events.objects import clause_type

    return clause_type(clause, found)


#: a noun made of a verb by "-ment" ("reassignment", "recruitment", "announcement"; not "-al":
#: "informal" is no informing)
_NOMINAL = re.compile(r"\b([a-z]{4,})ments?\b", re.IGNORECASE)


def _nominal_kind(clause: str, kind_of: Any) -> str | None:
    """The kind of the verb a noun of the clause is made of, when the lexicon does not hold
    the noun itself ("Ms. Dykstra's reassignment" is a reassigning).

    >>> typed = lambda c: "adverse-action" if "reassigned" in c else None
    >>> _nominal_kind("the reassignment of Ms. Dykstra", typed), _nominal_kind("his role", typed)
    ('adverse-action', None)
    """
    for m in _NOMINAL.finditer(clause):
        for verb in (m.group(1), m.group(1) + "e"):
            found = kind_of(f"was {verb}d" if verb.endswith("e") else f"was {verb}ed")
            if found is not None:
                return str(found)
    return None


_QUESTION_WORDS = frozenset(
    "what which who whom why when how did does do was were is are the a an in of to after "
    "before led lead cause caused happened happen start started begin began instead hired "
    "fired complaint complain complained".split()
)
