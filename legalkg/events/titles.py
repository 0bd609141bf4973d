"""The titles a question gives a writing or a meeting, which name no one.

A complaint names its writings and meetings by title: "the Probationary Directive", "the
“OGC Skills Gap” meeting", "the Baker Letter". Read as people, the title's words filter the
acts by participants a word of the title happens to share ("Probationary" is the
"probationary employees" on every termination; "OGC" is the Office of General Counsel
on every reassignment), or make the title's last word the person asked ("Directive"). A title
is a run of capitalised words after "the" ending in a noun that names a writing
(:data:`DOCUMENT`; no possessive: "the Board's Order" names the Board), or any words in
quotation marks; its words stay words of the act (the writing it names is the
act's object), only not names of its people.

A name with a number ("Civil Servant 2", "John Doe 3") is a name, whether or not the
graph holds the person: its words are no words of the act asked ("Why was Civil Servant 2
reinstated" is not an act told of "civil servants" in general).

A body's name is no act either: "the Office of Litigation" is no lawsuit, "the Division of
Enforcement" no discipline; the kind a question's clause tells is read without it.

Used by :mod:`.finding` (the people a clause names) and :mod:`.questions` (the person a
clause names first, the kind of act it tells).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

#: capitalised nouns that name a writing or an act, not a person ("the Baker Letter", "the
#: Smith Memorandum", "Executive Order 93")
DOCUMENT = re.compile(
    r"(?:Letter|Memorand(?:um|a)|Memo|Order|Report|Statement|Notice|Ordinance|Resolution|"
    r"Polic(?:y|ies)|Directive|Petition|Grievance|Complaint|Charge)s?"
)

#: a quoted title (curly or straight quotes), or capitalised words ending in a writing's noun
_TITLE = re.compile(
    r"“[^”\n]{1,80}”|\"[^\"\n]{1,80}\"|"
    rf"(?<=\b[Tt]he\s)(?:[A-Z][\w-]*\s+){{1,4}}?(?:{DOCUMENT.pattern})\b"
)


#: a quoted title's head noun ("the “OGC Skills Gap” meeting"): part of the name, not a person
_HEAD = re.compile(r"\s+[a-z]+\b")


def untitled(clause: str) -> str:
    """The clause with the titles it gives writings and meetings blanked, for finding the
    people it names (each title's characters become spaces, so offsets still hold); a quoted
    title's head noun goes with it ("meeting" is a word an attendee's description may hold).

    >>> untitled("did OSC issue the Probationary Directive")
    'did OSC issue the                       '
    >>> untitled("was the “OGC Skills Gap” meeting held").split()
    ['was', 'the', 'held']
    >>> untitled("did Ms. Baker complain to Mr. Lee")
    'did Ms. Baker complain to Mr. Lee'
    """
    out = list(clause)
    for m in _TITLE.finditer(clause):
        end = m.end()
        head = _HEAD.match(clause, end) if m[0][0] in '“"' else None
        end = head.end() if head else end
        out[m.start() : end] = " " * (end - m.start())
    return "".join(out)


def titles(clause: str) -> list[str]:
    """The titles a clause gives, without their quotation marks, folded.

    >>> titles("was the “OGC Skills Gap” meeting held after the Probationary Directive")
    ['ogc skills gap', 'probationary directive']
    """
    return [" ".join(m[0].strip('“”"').split()).casefold() for m in _TITLE.finditer(clause)]


def titled(
    events: list[dict[str, Any]], clause: str, words_of: Callable[[dict[str, Any]], str]
) -> list[dict[str, Any]]:
    """Of the acts that tell a clause's words, those whose own words (``words_of``) give
    each of its titles whole: "who issued the Probationary Directive" is the act that issued
    it, not guidance "directing" agencies about "probationary" employees; all of them when
    none does (a title is a preference, never a refusal).

    >>> acts = [{"w": "OPM issues guidance directing agencies on probationary employees"},
    ...         {"w": "OSC issued a directive (the “Probationary Directive”)"}]
    >>> [a["w"][:3] for a in titled(acts, "issued the Probationary Directive", lambda a: a["w"])]
    ['OSC']
    """
    wanted = titles(clause)
    if not wanted:
        return events
    kept = [
        e
        for e in events
        if all(t in " ".join(re.sub(r"[“”\"]", "", words_of(e)).split()).casefold() for t in wanted)
    ]
    return kept or events


#: a body named by a capitalised head and "of"/"for" with capitalised words ("the Office of
#: Litigation", "Department of Justice", "Office for Civil Rights", "Board of Regents")
_BODY = re.compile(
    r"\b(?:Office|Department|Division|Bureau|Board|Commission|Agency|Council|Committee|"
    r"Administration|Service|Branch|Section|Unit)\s+(?:of|for|on)\s+(?:the\s+)?"
    r"[A-Z][\w-]*(?:\s+(?:and\s+)?[A-Z][\w-]*){0,4}"
)


def unbodied(clause: str) -> str:
    """The clause without the names of bodies it gives, for reading the kind of its act.

    >>> unbodied("her transfer to the Office of Litigation took effect")
    'her transfer to the  took effect'
    """
    return _BODY.sub("", clause)


#: a pseudonym numbered among others: capitalised words and a number ("Civil Servant 2")
_NUMBERED = re.compile(r"\b(?:[A-Z][a-z][\w-]*\s+){1,3}\d{1,3}\b(?![\d,.]*\d)")


def unnumbered(clause: str) -> str:
    """The clause without the numbered names it gives, for the words of its act.

    >>> unnumbered("was Civil Servant 2 reinstated after Executive Order 14,171")
    'was  reinstated after Executive Order 14,171'
    """
    return _NUMBERED.sub("", clause)


def numbered(
    clause: str, mentions: list[tuple[str, set[str]]], entities: list[dict[str, Any]]
) -> list[tuple[str, set[str]]]:
    """The people a clause names, a numbered name kept to those who bear its number ("Civil
    Servant 3" is not Civil Servant 4, whose name shares every word but the number); left
    as found when no one bears it.

    >>> people = [{"iri": "a", "label": "Civil Servant 3"},
    ...           {"iri": "b", "label": "Civil Servant 4"}]
    >>> numbered("did Civil Servant 3 resign", [("civil servant", {"a", "b"})], people)
    [('civil servant', {'a'})]
    """
    names = [" ".join(m[0].split()).casefold() for m in _NUMBERED.finditer(clause)]
    if not names:
        return mentions
    by_iri = {e["iri"]: e for e in entities}

    def bears(i: str, name: str) -> bool:
        told = [str(by_iri[i].get("label", "")), *map(str, by_iri[i].get("names", ()))]
        return any(re.search(rf"\b{re.escape(name)}\b", t, re.I) for t in told)

    out = []
    for words, iris in mentions:
        for name in names:
            if set(words.split()) <= set(name.split()):
                kept = {i for i in iris if i in by_iri and bears(i, name)}
                iris = kept or iris
        out.append((words, iris))
    return out


def numbered_name(clause: str, word: str) -> str | None:
    """The numbered name of the clause one of whose words is ``word`` ("servant" in "let go
    Civil Servant 1" → "Civil Servant 1"), or None: a person the graph does not hold is then
    told by the whole name with its number, never by the word all of them share.

    >>> numbered_name("let go Civil Servant 1", "servant")
    'Civil Servant 1'
    >>> numbered_name("why was Hodge fired", "hodge") is None
    True
    """
    for m in _NUMBERED.finditer(clause):
        if word.casefold() in m.group(0).casefold().split():
            return " ".join(m.group(0).split())
    return None


#: a body's word before the title of a post it gives ("the City Manager", "the University's
#: President", "the county clerk"): the post's holder is meant, not the body
_BODY_POST = re.compile(
    r"\b(?P<the>the\s+)(?P<body>City|Town|County|State|University|College|School|Company|"
    r"District|Hospital|Village|Agency|Union)(?:['’]s)?\s+(?=(?P<post>manager|president|"
    r"director|chancellor|secretary|clerk|commissioner|superintendent|administrator|chair\w*|"
    r"dean|attorney|treasurer|solicitor|engineer|auditor|mayor)\b)",
    re.IGNORECASE,
)


def post_holder(clause: str, entities: list[dict[str, Any]]) -> str:
    """The clause with a body's word dropped before the title of the post it gives, for
    reading the people it names, unless an entity is described by both words: "the City
    Manager" is the manager, not the City (whose acts would otherwise answer "what did the
    City Manager do"); "the University president" is the president.

    >>> post_holder("What did the City Manager do", [])
    'What did the Manager do'
    >>> post_holder("What did the City Manager do", [{"words": {"city", "manager", "brown"}}])
    'What did the City Manager do'
    >>> post_holder("the University's President wrote", []), post_holder("the City fired her", [])
    ('the President wrote', 'the City fired her')
    """

    def drop(m: re.Match[str]) -> str:
        both = {m["body"].casefold(), m["post"].casefold()}
        return m.group(0) if any(both <= set(e.get("words", ())) for e in entities) else m["the"]

    return _BODY_POST.sub(drop, clause)
