"""How a question's words name a person and an act when they are not the graph's words (issue
30, ninth round), as constructions, not phrasings:

- a **title with a name** ("Coach Vaughn", "Sgt. Boyd", "Officer Campanale") names the person
  of that name: a title word is one of the person's aliases, not of the name, so a complainant
  asked by title and name is still a complainant named by name (never answered with another
  complainant's act: "When was Coach Vaughn fired?" is no firing of Coach Flood);
- a **refusal of a request** ("Brittingham denied her appeal", "her request … was turned
  down", "rejected his application") is the refusal, not the request it answers: the clause
  names no kind, and the acts told as withheld are the ones it can be;
- a **phrasal verb of refusal** ("turned down", "turned her down") is read as "denied";
- **writing to someone** ("the United States wrote to her") is told with its writing ("wrote a
  letter to her"), as the act is ("sent Spellings a letter");
- "who else" leaves out only the people it names: an act done to them and to another
  person answers with the other;
- an act the graph gives no one, whose sentence names another complainant and not the one
  asked, is that other's;
- a **verb of giving** ("was given a flea-infested vehicle", "was handed a tear jar") is told
  by any verb of giving ("assigned them flea-infested vehicles").

Pure functions over strings and the entity dicts of :mod:`.finding`; used by
:mod:`.questions`, :mod:`.kinds` and :mod:`.finding`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from legalkg.events.fitting import tells_verb, words_told

#: the nouns naming what one asks of the employer or an office (what a refusal answers)
_ASKED = (
    r"(?:appeal|request|grievance|complaint|application|petition|demand|plea|bid|"
    r"proposal|offer)s?"
)


#: a verb of refusal, phrasal ones read as "denied" first (:func:`plain_refusal`)
_REFUSE = (
    r"(?:den(?:y|ies|ied|ying)|refus(?:e|es|ed|ing)|reject(?:s|ed|ing)?|declin(?:e|es|ed|ing))"
)


#: "denied her appeal", "rejected his request for …" / "her request … was denied"
_REFUSED_ASK = re.compile(
    rf"\b{_REFUSE}\s+(?:[\w'’.-]+\s+){{0,3}}?{_ASKED}\b|"
    rf"\b{_ASKED}\b(?:\s+[\w'’.-]+){{0,6}}?\s+(?:was|were|had\s+been|has\s+been|got)\s+"
    rf"(?:\w+ly\s+)?{_REFUSE}\b",
    re.IGNORECASE,
)


def refuses_a_request(clause: str) -> bool:
    """Whether a clause tells the refusal of a request, appeal or complaint (the act asked is
    the refusal, whatever kind the noun of the request names).

    >>> refuses_a_request("Brittingham denied her appeal")
    True
    >>> refuses_a_request("her request for a ground assignment was denied")
    True
    >>> refuses_a_request("she filed her appeal"), refuses_a_request("he was denied a raise")
    (False, False)
    """
    return bool(_REFUSED_ASK.search(plain_refusal(clause)))


#: "turned down", "turned her request down": a phrasal verb of refusal
_TURNED_DOWN = re.compile(
    r"\bturn(?P<t>s|ed|ing)?\s+(?P<o>(?:(?:her|his|their|its|the|a|an|[\w'’.-]+['’]s?)\s+)?"
    r"(?:[a-z-]+\s+){0,3}?)?down\b",
    re.IGNORECASE,
)


def plain_refusal(clause: str) -> str:
    """A clause with its phrasal verbs of refusal in the plain verb ("turned down" → "denied";
    "turned her request down" → "denied her request").

    >>> plain_refusal("her request was turned down")
    'her request was denied'
    >>> plain_refusal("Frontier turned her request down")
    'Frontier denied her request'
    """

    def plain(m: re.Match[str]) -> str:
        verb = {"s": "denies", "ing": "denying"}.get(m["t"] or "", "denied")
        return f"{verb} {m['o'] or ''}".strip()

    return _TURNED_DOWN.sub(plain, clause)


#: "let Civil Servant 1 go", "laid her off": a phrasal verb of dismissal with its object
#: inside it (up to four words: a name, a pronoun, "the two nurses")
_SPLIT_PHRASAL = re.compile(
    r"\b(?P<v>let|lets|letting|lay|lays|laid|laying)\s+(?P<o>(?:[\w'’.-]+\s+){1,4}?)"
    r"(?P<p>go|off)\b",
    re.IGNORECASE,
)


def plain_phrasal(clause: str) -> str:
    """A clause with a split phrasal verb of dismissal joined before its object, as the
    frames' lexicon knows it ("let Civil Servant 1 go" → "let go Civil Servant 1"; "laid her
    off" → "laid off her").

    >>> plain_phrasal("which agency let Civil Servant 1 go")
    'which agency let go Civil Servant 1'
    >>> plain_phrasal("the plant laid the two welders off"), plain_phrasal("she let it be")
    ('the plant laid off the two welders', 'she let it be')
    """

    def joined(m: re.Match[str]) -> str:
        if (m["v"].casefold().startswith("let")) != (m["p"].casefold() == "go"):
            return m.group(0)  # "let … off", "laid … go": no such verb
        return f"{m['v']} {m['p']} {m['o'].strip()}"

    return _SPLIT_PHRASAL.sub(joined, clause)


#: "wrote to her": a verb of writing to someone, whose writing the act may name instead
_WROTE_TO = re.compile(r"\b(wr(?:ote|ites|itten|ite|iting))\s+(?=to\s)", re.IGNORECASE)


def plain_writing(clause: str) -> str:
    """A clause in which writing to someone is told with its writing, as acts are ("the United
    States wrote to her" → "wrote a letter to her": the act told "sent Spellings a letter").

    >>> plain_writing("the United States wrote to her"), plain_writing("she wrote a memo")
    ('the United States wrote a letter to her', 'she wrote a memo')
    """
    return _WROTE_TO.sub(r"\1 a letter ", clause)


#: the verbs of giving someone a thing: "was given / handed / issued a …" is told by any of them
_GIVING = ("give", "hand", "assign", "award", "grant", "issue", "provide", "allot")


def gives(event: dict[str, Any], forms: set[str]) -> bool:
    """Whether a clause whose verb is one of giving ("was given a flea-infested vehicle",
    ``forms`` its inflections) is told by the act's own words with any verb of giving ("Boyd
    assigned them flea-infested vehicles"); its sentences are not enough (they tell other acts:
    "gave the Houston role to Ms. Chevez" beside a termination).

    >>> e = {"label": "Boyd assigns them flea-infested vehicles", "evidence": []}
    >>> gives(e, {"give", "given"}), gives(e, {"coach", "coached"})
    (True, False)
    """
    from lemminflect import getAllInflections  # type: ignore[import-untyped]

    if not forms & set(_GIVING):
        return False
    own = " ".join([str(event["label"])] + [str(x["quote"]) for x in event["evidence"]])
    verbs = {f for v in _GIVING for fs in getAllInflections(v, upos="VERB").values() for f in fs}
    return any(w in verbs | set(_GIVING) for w in re.findall(r"[a-z]+", own.casefold()))


def verb_or_words(
    event: dict[str, Any], forms: set[str], objects: set[str], common: set[str], rest: set[str]
) -> bool:
    """Whether an act tells the verb a clause opens with (``forms``; with one of its
    ``objects`` when only its sentences use it; any verb of giving for one of giving), else
    each of the clause's other words whole (``rest``) — more than one name of a thing, or a
    common word (``common``): "designed the CBEST" is no act of Boyd's CBEST waivers."""
    return (
        not forms
        or tells_verb(event, forms, objects)
        or gives(event, forms)
        or (len(common) + len(rest) > 1 and words_told(event, rest))
    )


def by_own_name(words: set[str], entity: dict[str, Any], name_words: set[str]) -> bool:
    """Whether the words a question names someone with (``words``: "coach vaughn") are that
    person's name, a title beside it allowed: one of them is a word of the person's own name
    (``name_words``, from the label "Holly Vaughn") and every one a word of the person's names
    and aliases ("Coach Vaughn"). A title alone ("coach") names no one person.

    >>> e = {"words": {"holly", "vaughn", "coach"}}
    >>> by_own_name({"coach", "vaughn"}, e, {"holly", "vaughn"})
    True
    >>> by_own_name({"coach"}, e, {"holly", "vaughn"})
    False
    """
    return bool(words & name_words) and words <= (set(entity.get("words", ())) | name_words)


def held_by_others(
    events: list[dict[str, Any]], left_out: set[str], roles: tuple[str, ...]
) -> list[dict[str, Any]]:
    """The acts that hold someone besides the people a "who else" question leaves out, in one
    of ``roles``: an act done to her and another together ("assigned Brinkley and Mitchell
    flea-infested vehicles") answers "besides Ms. Brinkley, who else …" with the other.

    >>> e = {"participants": [{"iri": "b", "role": "patient"}, {"iri": "m", "role": "patient"}]}
    >>> len(held_by_others([e], {"b"}, ("patient",))), len(held_by_others([e], {"b", "m"}, ()))
    (1, 0)
    """
    return [
        e
        for e in events
        if any(
            p["iri"] not in left_out and (not roles or p["role"] in roles)
            for p in e["participants"]
        )
    ]


def told_of_another(
    event: dict[str, Any], named: set[str], complainants: set[str], by_iri: dict[str, Any]
) -> bool:
    """Whether an act the graph gives no one is another complainant's than the one asked
    (``named``): its sentence names another by surname and not her ("after her employment was
    terminated" in a sentence about "Coach Flood's status" is Flood's, not Vaughn's). A
    sentence naming none is kept: its "he" is told in the sentence before ("He was a member
    of the Department … when he left").

    >>> people = {"f": {"label": "Jaye Flood"}, "v": {"label": "Holly Vaughn"}}
    >>> e = {"participants": [], "_text": "Coach Flood's status … her employment was terminated"}
    >>> told_of_another(e, {"v"}, {"f", "v"}, people), told_of_another(e, {"f"}, {"f", "v"}, people)
    (True, False)
    >>> told_of_another({"participants": [], "_text": "her termination"}, {"v"}, {"f", "v"}, people)
    False
    """
    if event["participants"]:
        return False
    text = str(event.get("_text", ""))

    def said(iris: set[str]) -> bool:
        surnames = [str(by_iri[i]["label"]).split()[-1] for i in iris if i in by_iri]
        return any(re.search(rf"\b{re.escape(n)}\b", text) for n in surnames if len(n) > 2)

    return said(complainants - named) and not said(named)


def names_in_roles(event: dict[str, Any], roles: tuple[str, ...], left_out: set[str]) -> list[str]:
    """The labels of the event's participants in ``roles``, without the people left out."""
    return [
        str(p["label"])
        for p in event["participants"]
        if p["role"] in roles and p["iri"] not in left_out
    ]


#: "with" / "without" and the thing, glued or not to the word before
_WITH = r"{}\s+(?:any\s+|an?\s+|the\s+|its\s+|his\s+|her\s+)?([a-z]{{3,}})"


def without_thing(
    chosen: list[dict[str, Any]],
    clause: str,
    stem: Callable[[str], str],
    words_of: Callable[[dict[str, Any]], str],
) -> tuple[list[dict[str, Any]], str]:
    """An act asked "without" a thing is not one told "with" it ("who was appointed without
    any stipulation" is not the appointment made with the stipulation that he pass an
    examination; "with" may be glued to the word before it by the scan, "Harbormasterwith"):
    the acts left, and the thing asked without ("" when the clause asks none).

    >>> acts = [{"label": "appoints him with a stipulation"}, {"label": "appoints two others"}]
    >>> kept, thing = without_thing(acts, "appointed without any stipulation", str, str)
    >>> [e["label"] for e in kept], thing
    (['appoints two others'], 'stipulation')
    """
    asked = re.search(_WITH.format(r"\bwithout"), clause, re.I)
    if asked is None:
        return chosen, ""
    thing = stem(asked.group(1).casefold())

    def told_with(e: dict[str, Any]) -> bool:
        text = f"{e['label']} {words_of(e)}"
        return any(
            stem(m.group(1).casefold()) == thing
            for m in re.finditer(_WITH.format("with"), text, re.I)
        )

    return [e for e in chosen if not told_with(e)], asked.group(1)


#: a form of "be" or "get" (and an adverb) just before an act's words: a passive, whose
#: subject is the one the act was done to
_PASSIVE_LEAD = re.compile(
    r"\b(?:was|were|is|are|be|been|being|got|get|gets|getting)\s+(?:\w+ly\s+)?$", re.IGNORECASE
)


def passive_lead(lead: str) -> bool:
    """Whether the words before an act's quote end in a passive's auxiliary ("the deputy was"
    + "placed on administrative leave"): the subject before them did not do the act, it was
    done to them (:func:`.finding._subject_agent`, :func:`.responses.done_by`).

    >>> passive_lead("Less than one week later, the deputy was ")
    True
    >>> passive_lead("one of the deputies slated for transfer ")
    False
    """
    return bool(_PASSIVE_LEAD.search(lead.rstrip() + " "))
