"""Whether the events a question in words picks are the act and the people it asks about,
never another act or another person (used by :mod:`.finding` and :mod:`.picking`):

- a complainant the question names ("Why was Ms. Leclaire fired?", of fifteen educators) is
  not answered with an act of another complainant or done to another person;
- the verb a clause opens with ("who *coached* Mr. Taylor …") is the act: an event that does
  not tell it (in any inflection) is not the one asked, whatever other words it shares;
- an act asked as withheld ("when did Frontier *deny* her request") is one told as withheld,
  not the request it answers;
- the one a clause addresses ("complained *to* the Mayor") is the act's recipient, or named
  in its own words, not a party it is about;
- the post a clause gives ("hired Meyer *as an assistant coach*", "replaced Vaughn *as head
  golf coach*") names no person, and is the post the act must give.

Pure functions over the event dicts of :mod:`.requests`; no graph access.
"""

from __future__ import annotations

import re
from typing import Any

#: the auxiliaries a clause may open with before its verb ("was fired", "did coach")
_AUX = frozenset({"was", "were", "had", "has", "have", "did", "does", "do", "is", "are", "got"})


def verb_forms(clause: str) -> set[str]:
    """Every inflection of the verb a clause opens with (after an auxiliary), as a verb in
    the past or a participle ("coached Mr. Taylor" → coach, coaches, coached, coaching), and
    empty when the clause opens on no such verb (a name, a noun phrase, "is the best …").

    >>> sorted(verb_forms("coached Mr. Taylor for his interview"))
    ['coach', 'coached', 'coaches', 'coaching']
    >>> verb_forms("Mr. Hunt marked it down"), verb_forms("the best lawyer")
    (set(), set())
    """
    from lemminflect import getAllInflections, getLemma  # type: ignore[import-untyped]

    words = clause.split()
    while words and words[0].casefold() in _AUX:
        words = words[1:]
    if not words or not re.fullmatch(r"[a-z]+", words[0]):
        return set()
    first = words[0]
    lemma = (getLemma(first, upos="VERB") or ("",))[0]
    if lemma in ("", "be", "have", "do", "get"):
        return set()
    forms = getAllInflections(lemma, upos="VERB")
    # a verb in the past or a participle; its bare form only after an auxiliary ("did coach")
    bare = len(words) < len(clause.split()) and first in forms.get("VB", ())
    if not bare and first not in {*forms.get("VBD", ()), *forms.get("VBN", ())}:
        return set()
    return {lemma, *(f for fs in forms.values() for f in fs)}


def tells_verb(event: dict[str, Any], forms: set[str], objects: set[str] | None = None) -> bool:
    """Whether the event's own words or its sentences use one of ``forms`` as a word; with
    ``objects`` (the clause's words after its verb), a verb only its sentences use must take
    one of them within a few words ("designed the CBEST" is not her "designing … special
    programs" told in the sentence of her CBEST waivers).

    >>> e = {"label": "Boyd gets waivers", "evidence": [],
    ...      "_text": "her CBEST waivers; her designing special programs"}
    >>> tells_verb(e, {"designing"}), tells_verb(e, {"designing"}, {"cbest"})
    (True, False)
    """
    own = " ".join([str(event["label"])] + [str(x["quote"]) for x in event["evidence"]])
    text = f"{own} {event.get('_text', '')}".casefold()
    if objects:
        near = "|".join(re.escape(w) for w in sorted(objects))
        return any(re.search(rf"\b{re.escape(f)}\b", own.casefold()) for f in forms) or any(
            re.search(rf"\b{re.escape(f)}\W+(?:[\w'’-]+\W+){{0,5}}?(?:{near})", text) for f in forms
        )
    return any(re.search(rf"\b{re.escape(f)}\b", text) for f in forms)


def words_told(event: dict[str, Any], words: set[str]) -> bool:
    """Whether the event's own words or sentences use each of ``words`` whole (a plural
    beside it), not only a word that begins alike.

    >>> e = {"label": "Hunt interrupted her", "evidence": [], "_text": ""}
    >>> words_told(e, {"interview"}), words_told(e, {"hunt"})
    (False, True)
    """
    text = " ".join(
        [str(event["label"]), str(event.get("_text", ""))]
        + [str(x["quote"]) for x in event["evidence"]]
    ).casefold()
    return all(re.search(rf"\b{re.escape(w)}(?:s|es)?\b", text) for w in words)


def another_person(
    event: dict[str, Any], named: set[str], complainants: set[str], persons: set[str]
) -> bool:
    """Whether ``event`` is the act of someone else than the complainant the question names
    (entity IRIs ``named``): it holds none of them, and holds another
    complainant, or another person it is done to or for ("Hunt has Colombo coach Ms. Chevez"
    is no coaching of Mr. Taylor)."""
    held = {p["iri"] for p in event["participants"]}
    if held & named:
        return False
    undergo = {
        p["iri"]
        for p in event["participants"]
        if p["role"] in ("patient", "beneficiary")
        and p["iri"] in persons
        and event["type"] not in ADDRESSED_KINDS  # a complaint's patient is whom it is about
    }
    # an act the extraction gave no one is not known to be another's: kept (its sentence may
    # name the complainant only by a pronoun: "only after she was diagnosed …")
    return bool((held & complainants | undergo) - named)


def addressed(clause: str, words: str) -> bool:
    """Whether a clause names ``words`` as the one it is addressed to ("complain to the
    Mayor", "reported it to Lt. Taylor"), not the one it is about.

    >>> addressed("complain to the Mayor", "mayor"), addressed("complain about Boyd", "boyd")
    (True, False)
    """
    first = re.escape(words.split()[0])
    return bool(
        re.search(
            rf"\bto\s+(?:the\s+|her\s+|his\s+|their\s+)?(?:\w+\.?\s+)?{first}\b", clause, re.I
        )
    )


#: the kinds whose "to X" is the one they are addressed to (their recipient)
ADDRESSED_KINDS = frozenset({"complaint", "charge", "communication", "accommodation-request"})


#: the post a clause gives someone: "as" and lowercase words, up to four, that are no
#: preposition ("as an assistant coach", "as head golf coach"; not "as a result of …",
#: "as soon as", "such as her supervisor")
_POST_GIVEN = re.compile(
    r"(?<!such )\bas\s+(?!(?:a\s+)?(?:result|well|soon|long|much|many|if|though|to|of)\b)"
    r"(?P<post>(?:(?:an?|the|her|his|their)\s+)?"
    r"(?:(?!(?:of|to|for|with|about|after|before|because|when|while|and|in|on|at|by)\b)"
    r"[a-z][\w'’-]*\s*){1,4})(?=$|[,.;?]|\s+[A-Z]|\s+(?:of|to|for|with|after|before|because|when|while|"
    r"and|in|on|at|by)\b)"
)


def post_given(clause: str) -> tuple[str, set[str]]:
    """The clause without the post it gives, and that post's words.

    >>> rest, post = post_given("replaced Vaughn as head golf coach"); rest, sorted(post)
    ('replaced Vaughn', ['coach', 'golf', 'head'])
    >>> post_given("hired J.P. Meyer as an assistant coach in 2006")[1] == {"assistant", "coach"}
    True
    >>> post_given("was fired as a result of her complaint")
    ('was fired as a result of her complaint', set())
    """
    m = _POST_GIVEN.search(clause)
    if m is None:
        return clause, set()
    words = set(re.findall(r"[a-z]{3,}", m["post"])) - {"the", "her", "his", "their"}
    return (clause[: m.start()] + clause[m.end() :]).strip(), words
