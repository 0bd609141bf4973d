"""What a complaint tells as done in response to, or as a result of, a thing it names; and
who did an act when the question names the doer by a post the graph does not hold.

"What did the deputy do in response to the proposed reassignments?", "What happened as a result
of the Probationary Directive?", "What did FGCU demand as a result of Clayton's
recommendation?": the complaint often states the link in the very words of the question ("in
response to the proposed involuntary reassignments, one of the deputies … sent emails", "As a
result of the Probationary Directive, OSC closed …", "Based on Clayton's recommendation, FGCU
demanded …"), in a sentence whose acts the extraction has, while the thing named is no act of
the graph (a directive, a proposal) or none with a link out of it. The acts of that sentence,
other than the thing named, are what came of it: the complaint's own sentence places them.

"What did the deputy do …" where no entity of the graph is the deputy: the acts listed must be
told with the deputy as their subject ("one of the deputies … sent emails"), never another
person's acts; and the subject of a passive ("the deputy was placed on administrative leave")
is the one the act was done to, not its doer.

Used by :mod:`.answers` (the after and effect answers); the passive's subject is read by
:func:`.wording.passive_lead` (for :func:`.finding._subject_agent` too).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from legalkg.engine.answers import Built
from legalkg.events.finding import _mentioned, _sentences, _subject_agent, _takes
from legalkg.events.requests import EventQuestion, _Complaint, _when
from legalkg.events.wording import passive_lead

#: the cues of a response or a result, in a question and in a complaint's sentence
_CUE = (
    r"(?:in\s+(?:direct\s+)?response\s+to|as\s+a\s+(?:direct\s+)?result\s+of|because\s+of|"
    r"in\s+retaliation\s+for|due\s+to|based\s+(?:up)?on|in\s+reaction\s+to)"
)
_ASKED = re.compile(rf"\b{_CUE}\s+(?P<thing>[^,?;]+)", re.IGNORECASE)

#: words that name no thing of their own
_GLUE = frozenset(
    "the a an his her their its our my this that these those of to for in on by with and or "
    "he she they it him them what did do does was were be been".split()
)

#: "what did the deputy do": a doer named by "the" and a post or a description
_DOER = re.compile(
    r"^\s*what\s+(?:else\s+)?(?:did|does|had)\s+the\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"\s+(?:do|demand|say|decide)\b",
    re.IGNORECASE,
)


def _stem(word: str) -> str:
    """A word without its plural or possessive ending ("deputies" → "deput")."""
    word = re.sub(r"['’]s?$", "", word.casefold())
    return re.sub(r"(?:ies|y|es|s)$", "", word) if len(word) > 4 else word


def _content(words: str) -> list[str]:
    return [_stem(w) for w in re.findall(r"[A-Za-z][\w'’.-]*", words) if w.casefold() not in _GLUE]


def unplaced_doer(focus: str | None, mentioned: list[Any]) -> str | None:
    """The post a question names the doer by ("what did the deputy do" → "deputy"), when no
    entity of the graph was found for it (``mentioned`` is empty), else None.

    >>> unplaced_doer("What did the deputy do", [])
    'deputy'
    >>> unplaced_doer("What did the deputy do", [("deputy", {"e1"})]) is None
    True
    >>> unplaced_doer("What did Hunt do", []) is None
    True
    """
    m = _DOER.match(focus or "")
    if m is None or mentioned:
        return None
    return m.group("noun").split()[-1].casefold()


def _leads(event: dict[str, Any]) -> list[str]:
    """The words before each of the event's quotes in its sentences, back to the clause's
    start (or 120 characters)."""
    text = " ".join(str(event.get("_text", "")).split()).replace("’", "'")
    out = []
    for x in event["evidence"]:
        quote = " ".join(str(x["quote"]).split()).replace("’", "'")
        at = text.find(quote) if quote else -1
        if at > 0:
            out.append(
                re.split(r"[.;:](?=\s)|\b(?:and|but|who|which)\b", text[max(0, at - 120) : at])[-1]
            )
    return out


def done_by(event: dict[str, Any], noun: str) -> bool:
    """Whether ``event`` was done by the one a question names by ``noun`` ("deputy"): an agent
    of the graph described so, or, with no agent, its sentence's subject before its words
    names them and is not a passive's.

    >>> ev = {"participants": [], "evidence": [{"quote": "sent emails"}],
    ...       "_text": "Later, one of the deputies slated for transfer sent emails to OGC."}
    >>> done_by(ev, "deputy")
    True
    >>> ev = {"participants": [], "evidence": [{"quote": "placed on leave"}],
    ...       "_text": "A week later, the deputy was placed on leave."}
    >>> done_by(ev, "deputy")
    False
    """
    stem = _stem(noun)
    agents = [p for p in event["participants"] if p["role"] == "agent"]
    if agents:
        return any(stem in _content(str(p.get("label", ""))) for p in agents)
    return any(stem in _content(lead) and not passive_lead(lead) for lead in _leads(event))


def told_in_response(
    question: str, thing: str | None, c: Any, keep: Callable[[dict[str, Any]], bool]
) -> tuple[list[dict[str, Any]], str, str] | None:
    """The acts a complaint's sentence tells as done in response to (as a result of, because
    of …) the thing the question names after such a cue (``thing``, the clause it was read
    into), in the same words: those of the
    sentence's acts ``keep`` accepts whose own words are not the thing's, with the sentence id
    and the cue as the sentence writes it; None when the question has no such cue, names the
    thing by too few words (one word and no name: "his firing" could be anyone's), or no
    sentence tells it so.

    ``c`` is the complaint (its ``events`` and ``order``); ``keep`` filters the acts (the
    question's people).
    """
    m = _ASKED.search(question)
    if m is None or not thing or not m.group("thing").strip().startswith(thing):
        return None
    words = _content(thing)
    if len(words) < 2 and not re.search(r"\b[A-Z][a-z]", thing):
        return None
    doc: dict[str, str] = next((e["_doc"] for e in c.events.values() if "_doc" in e), {})
    for sid, sentence in doc.items():
        flat = " ".join(sentence.split()).replace("’", "'")
        for cue in re.finditer(rf"\b{_CUE}\s+(?P<rest>[^,;.]{{0,90}})", flat, re.IGNORECASE):
            told = _content(cue.group("rest"))
            if not all(w in told for w in words):
                continue
            acts = [
                c.events[x]
                for x in c.order
                if any(y["sentence_id"] == sid for y in c.events[x]["evidence"])
                and not any(
                    y["sentence_id"] == sid and " ".join(str(y["quote"]).split()) in cue.group(0)
                    for y in c.events[x]["evidence"]
                )
                and keep(c.events[x])
            ]
            if acts:
                return acts, sid, cue.group(0).strip()
    return None


def answer_in_response(
    c: _Complaint,
    q: EventQuestion,
    entities: list[dict[str, Any]],
    answered: Callable[..., Built],
    keep: Callable[[dict[str, Any]], bool] | None = None,
) -> Built | None:
    """The answer to an after or effect question ``q`` from the sentence that tells the acts
    as done in response to (as a result of …) the thing it names (:func:`told_in_response`),
    or None. The acts hold the question's people (``keep``, else every person its focus
    names: "what did FGCU demand" → FGCU's acts) and, for a doer named by a post the graph
    does not hold, are that doer's (:func:`done_by`)."""
    focus = _mentioned(q.focus, entities) if q.focus else []
    doer = unplaced_doer(q.focus, focus)

    def fits(e: dict[str, Any]) -> bool:
        people = (
            keep(e) if keep else all(_takes(e, iris) or _subject_agent(e, w) for w, iris in focus)
        )
        return people and (not doer or done_by(e, doer))

    got = told_in_response(q.text, q.event, c, fits)
    if got is None:
        return None
    acts, sid, cue = got
    return answered(
        acts,
        f"What came of it, as {c.label} tells it («{cue}» [{sid}]): "
        + "; ".join(f"{_when(e)}: {e['label']} [{_sentences(e)}]" for e in acts)
        + ".",
    )


def subject_of_verb(event: dict[str, Any], clause: str | None) -> str | None:
    """The name a sentence of the event gives as the subject of a verb the question asks with
    ("Who was Coach Ada's dismissal announced by?": "… Dean Rui Alves announced that Coach Ada
    was dismissed" → "Dean Rui Alves"), the run of capitalised words just before it; None when
    no sentence uses the verb so.

    >>> ev = {"_text": "On May 2, 2021, Dean Rui Alves announced that Coach Ada was dismissed."}
    >>> subject_of_verb(ev, "was Coach Ada's dismissal announced by")
    'Dean Rui Alves'
    >>> subject_of_verb(ev, "was Coach Ada dismissed") is None
    True
    """
    text = " ".join(str(event.get("_text", "")).split())
    for verb in re.findall(r"\b[a-z]{4,}ed\b", clause or ""):
        m = re.search(rf"((?:[A-Z][\w'’.-]*\s+){{1,5}}){verb}\b", text)
        if m:
            return m.group(1).strip()
    return None


#: the cue of a reply, as a relation's evidence quotes it ("In a response dated April 13",
#: "Baker, in turn, submitted", "their response was to tell her")
_REPLY = re.compile(
    r"\b(?:in\s+(?:a\s+|direct\s+)?(?:response|reply)|in\s+turn|responded|replied|"
    r"(?:their|his|her|its)\s+response\s+was)\b",
    re.IGNORECASE,
)


def replies(relation: dict[str, Any]) -> bool:
    """Whether a BEFORE relation is told as a reply to its source ("In a response dated …,
    President Ada affirmed …"): what came of a letter is its answer, though the complaint
    states no cause; the effect and cause answers follow it as a link.

    >>> replies({"type": "BEFORE", "evidence": [{"quote": "In a response dated May 2"}]})
    True
    >>> replies({"type": "BEFORE", "evidence": [{"quote": "Two days later"}]})
    False
    """
    return relation["type"] == "BEFORE" and any(
        _REPLY.search(str(x.get("quote", ""))) for x in relation.get("evidence", [])
    )
