"""The doers a sentence's subject names: "Defendants Maguire and JD#2 fired the LRAD at
Plaintiffs", "Defendants City and Bratton have failed to train …".

The rules extractor (:mod:`.rules`) takes as an act's agent the party named last before its
verb. A sentence whose subject lists several parties and whose act comes after an object or
a phrase that names others ("… utilized the LRAD as a weapon against Plaintiffs and others by
repeatedly firing …") then makes the ones the act was done *to* its doers, and keeps only one
of the several who did it. :func:`subject_agents` reads the subject instead: a run of two or
more party mentions joined by "and" or commas, at the head of its clause (after a paragraph
number and opening phrases such as "On December 5, 2014," or "As seen below,"), followed by
its verb; the act is that verb or one the same clause goes on to ("… by repeatedly firing",
"…, and then fired"), with no other subject between them: every party named between the
subject and the act is the object of a preposition ("against Plaintiffs", "at them", "of
the City"), never the start of a new clause. A passive act is left to the rules (its doer is
its "by" phrase).
"""

from __future__ import annotations

import re

Mention = tuple[int, int, str]

#: what joins the names of one subject ("Maguire and JD#2", "City, Bratton, and Doe")
_JOIN = re.compile(r"\s*(?:,\s*(?:and\s+|&\s+)?|(?:and|&)\s+)")
#: what may come before the subject in its clause: a paragraph number, opening phrases that
#: end with a comma, "Defendants" (the mentions may leave it out), a conjunction
_OPENING = re.compile(
    r"(?:^\s*(?:\d{1,3}\s*\.\s*)?(?:[^,;:()]{1,80},\s*){0,3}|"
    r"\b(?:when|that|because|after|where|while|and|then)\s+)"
    r"(?:(?:the\s+)?(?:individual\s+|officer\s+)?(?:[Dd]efendants?|[Pp]laintiffs?)[’']?\s+|[Tt]he\s+)?$"
)
#: the subject's verb: its first word after the names (auxiliaries and adverbs allowed)
_VERB = re.compile(
    r"\s+(?:(?:have|has|had|were|was|also|then|not\s+only|repeatedly|each|both|"
    r"jointly|together|continued\s+to|began\s+to|[a-z]+ly)\s+){0,3}[a-z]{2,}"
)
#: a party named after a preposition is no new subject ("against Plaintiffs", "at him")
_PREPOSITION = re.compile(
    r"(?i:\b(?:at|against|to|toward|towards|on|upon|with|of|from|for|by|about|into|"
    r"near|around|over|including|like)\s+(?:the\s+|other\s+|each\s+|several\s+)?$)"
)
#: what ends a clause between the subject and the act
_CLAUSE_BREAK = re.compile(r"[;:.!?]\s|\b(?:who|which|whom|whose|while|whereas)\b|\s[–—-]\s")


def subject_agents(text: str, a: int, mentions: list[Mention]) -> list[Mention]:
    """The mentions of the parties that are the subject of the act at ``a`` (two or more,
    see the module's docstring), or ``[]`` when the sentence does not name them so.

    >>> s = "On May 2, 2019, Defendants Roe and Poe aimed the hose at Plaintiffs and sprayed it."
    >>> m = [(27, 30, "roe"), (35, 38, "poe"), (57, 67, "plaintiffs")]
    >>> [e for _, _, e in subject_agents(s, s.index("sprayed"), m)]
    ['roe', 'poe']
    >>> s2 = "Roe and Poe watched while Plaintiffs sprayed the hose."
    >>> subject_agents(s2, s2.index("sprayed"), [(0, 3, "roe"), (8, 11, "poe"), (26, 36, "p")])
    []
    """
    before = [m for m in mentions if m[1] <= a]
    for i in range(len(before)):
        run = [before[i]]
        j = i + 1
        while j < len(before) and _JOIN.fullmatch(text[run[-1][1] : before[j][0]]):
            run.append(before[j])
            j += 1
        if len({e for _, _, e in run}) < 2:
            continue
        head = text[: run[0][0]]
        opening = re.sub(r"^\s*\d{1,3}\s*\.\s", "", head)  # the paragraph's number
        if not _OPENING.search(head) or _CLAUSE_BREAK.search(opening.split(",")[-1]):
            continue
        if any(not re.fullmatch(r"\s*", text[m[1] : run[0][0]]) for m in before[:i]):
            continue  # a party named before the subject ("After Roe left, …"): not read
        if not _VERB.match(text, run[-1][1]):
            continue
        between = text[run[-1][1] : a]
        if len(between) > 250 or _CLAUSE_BREAK.search(between):
            continue
        others = [m for m in before[j:] if m[0] >= run[-1][1]]
        if any(not _PREPOSITION.search(text[max(0, m[0] - 30) : m[0]]) for m in others):
            continue  # a party named between them may be the subject of the act
        return run
    return []


def by_agents(text: str, b: int, after: list[Mention]) -> list[Mention]:
    """The doers a passive act's "by" phrase lists when it names two or more parties ("a
    unit founded by Defendants Roe and City"): each one, not the first alone; ``[]`` when
    the phrase names one party or none.

    >>> s = "The unit was founded by Defendants Roe and City in 2015."
    >>> [e for _, _, e in by_agents(s, s.index(" by"), [(35, 38, "roe"), (43, 47, "city")])]
    ['roe', 'city']
    """
    if not after or not re.fullmatch(
        r"\s+by\s+(?:(?:the\s+)?[Dd]efendants?[’']?\s+|the\s+)?", text[b : after[0][0]]
    ):
        return []
    run = [after[0]]
    for m in after[1:]:
        if not _JOIN.fullmatch(text[run[-1][1] : m[0]]):
            break
        run.append(m)
    return run if len({e for _, _, e in run}) >= 2 else []


#: the people or things of a body, named with the body's name before them ("NEH staff
#: members", "HUD leadership", "NYPD officers", "NEH grants")
_OF_BODY = re.compile(
    r"\s+(?:senior\s+|former\s+|current\s+)?(?:staff|employees|members|personnel|officials?|"
    r"leadership|agents|officers|managers|supervisors|attorneys|workers|grants?|funds|"
    r"funding|system|offices?)\b"
)


def names_its_people(text: str, mention: Mention) -> bool:
    """Whether a body's name stands before its people or its things ("NEH staff members were
    told …", "met with NEH leadership"): the ones the act is done to are those people, not
    the body; a patient read so is none.

    >>> names_its_people("NEH staff members were told.", (0, 3, "neh"))
    True
    >>> names_its_people("NEH fired them.", (0, 3, "neh"))
    False
    """
    return bool(_OF_BODY.match(text, mention[1]))


#: a verb of perception before the act it perceives ("saw police officers discharge pepper
#: spray", "heard the device firing")
_PERCEIVED = re.compile(
    r"\s+(?:(?:then|also|later|clearly)\s+)?(?:(?:heard|felt)\s+and\s+)?"
    r"(?:saw|heard|watched|observed|witnessed|noticed|felt|filmed|photographed)\s+"
)


def perceived_doers(text: str, a: int, agent: Mention, mentions: list[Mention]) -> list[Mention]:
    """When the one named before an act only saw or heard it done ("Plaintiff Horse saw
    police officers discharge pepper spray"), the doers are the ones named right after the
    verb of perception (each of a run, "saw Defendants Roe and Poe aim …"), or none the
    sentence names; the witness is neither the doer nor, by that alone, the one it was done
    to. ``[agent]`` when the act is not told as perceived.

    >>> s = "Plaintiff Lo saw Defendants Roe and Poe aim the hose."
    >>> m = [(0, 12, "lo"), (28, 31, "roe"), (36, 39, "poe")]
    >>> [e for _, _, e in perceived_doers(s, s.index("aim"), m[2], m)]
    ['roe', 'poe']
    >>> s2 = "Plaintiff Lo saw officers spray the crowd."
    >>> perceived_doers(s2, s2.index("spray"), (0, 12, "lo"), [(0, 12, "lo")])
    []
    """
    witness = next((m for m in mentions if m[1] <= a and _PERCEIVED.match(text, m[1])), None)
    verb = _PERCEIVED.match(text, witness[1]) if witness is not None else None
    if (
        witness is None
        or verb is None
        or verb.end() > a
        or _CLAUSE_BREAK.search(text, verb.end(), a)
    ):
        return [agent]
    seen = [m for m in mentions if verb.end() <= m[0] and m[1] <= a]
    if seen and re.fullmatch(r"(?:(?:the\s+)?[Dd]efendants?\s+)?", text[verb.end() : seen[0][0]]):
        run = [seen[0]]
        for m in seen[1:]:
            if not _JOIN.fullmatch(text[run[-1][1] : m[0]]):
                break
            run.append(m)
        return run
    return [] if agent == witness else [agent]


#: "by" before a party, with a post between ("signed by Acting Director of NEH Michael Roe")
_BY = re.compile(r"\bby\s+(?:the\s+)?(?:[A-Z][\w.&’'-]*\s+(?:of\s+(?:the\s+)?)?){0,5}$")


def named_by(text: str, mention: Mention) -> bool:
    """Whether a party is named in a "by" phrase ("a termination letter signed by Acting
    Director of NEH Michael Roe"): the one by whom something was done, never the one it was
    done to, whatever act the sentence tells.

    >>> s = "She got a termination letter signed by Acting Director of CPF Ann Roe."
    >>> named_by(s, (s.index("Ann"), s.index("Ann") + 7, "roe"))
    True
    >>> named_by("Acme fired Ann Roe.", (11, 18, "roe"))
    False
    """
    return bool(_BY.search(text, 0, mention[0]))


def read_doers(
    text: str,
    span: tuple[int, int],
    passive: bool,
    kind: str,
    roles: tuple[Mention | None, Mention | None],
    mentions: list[Mention],
    after: list[Mention],
) -> tuple[Mention | None, Mention | None, list[Mention]]:
    """The act's agent and patient as the rules read them (``roles``), corrected by the
    sentence's doers: the parties a subject or a "by" phrase lists, the ones an act was seen
    done by; with all the doers, the agent last (``[]`` when fewer than two, and on an
    employment: each one's employment is told apart).

    >>> s = "Defendants Roe and Poe aimed the hose at Lo."
    >>> m = [(11, 14, "roe"), (19, 22, "poe"), (41, 43, "lo")]
    >>> read_doers(s, (23, 28), False, "other", (m[1], m[2]), m, m[2:])[2]
    [(11, 14, 'roe'), (19, 22, 'poe')]
    """
    (a, b), (agent, patient) = span, roles
    doers = by_agents(text, b, after) if passive else subject_agents(text, a, mentions)
    if agent is not None and not passive and not doers:  # "Lo saw Roe spray …"
        seen = perceived_doers(text, a, agent, mentions)
        agent, doers = (seen[-1] if seen else None), seen
    if len(doers) < 2 or kind == "employment":
        return agent, patient, []
    if patient is not None and patient[2] in {x[2] for x in doers}:
        patient = None
    return doers[-1], patient, doers


def no_patient(text: str, mention: Mention, kind: str | None) -> bool:
    """Whether a party the rules read as an act's patient is not one: a body before its
    people ("NEH staff", :func:`names_its_people`) or a party named by "by" (:func:`named_by`)."""
    return kind != "person" and names_its_people(text, mention) or named_by(text, mention)
