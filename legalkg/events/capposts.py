"""Posts a complaint gives people as capitalised titles (issue 30, eleventh round).

:func:`legalkg.events.finding._describe` reads the posts told in lower case with a
determiner ("Dennis Bybee, the executive chef of Defendant"), so that "What did the executive
chef do?" names him. Complaints against agencies and officials give their posts as titles,
capitalised, in two constructions:

- the title before the name: "Acting Chair Michael McDonald told senior staff …", "Vice
  President JD Vance echoed …", "(“NYPD”) Commissioner WILLIAM BRATTON", "Lieutenant
  Governor Dan Forest stated …";
- the name, a be-verb and the title: "Defendant WILLIAM BRATTON was the NYPD’s Police
  Commissioner", "Defendant Michael McDonald is the Acting Chairman of the …".

Each is added to the person's ``posts`` as (head, words) like a described post, so that
"What did the Commissioner do?", "… the Acting Chair …", "… the Vice President …" name the
one who holds it. A title's words are capitalised words (not all capitals: "NYPD" is a body,
"LIEUTENANT “JOHN DOE #1”" a caption's shouting) other than a party's side, an article or a
courtesy title; a body's name before it ("the NYPD’s") is left out.
"""

from __future__ import annotations

import re
from typing import Any

#: capitalised words that are no title of a post
_NOT_TITLE = frozenset(
    "Defendant Defendants Plaintiff Plaintiffs Co-plaintiff The And On In By Then When After "
    "Before Mr Ms Mrs Dr Former Now Also".split()
)

_TITLE_WORD = r"(?:[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?)"


def _title(words: list[str]) -> list[str]:
    """The title's words: the run's last words, none of them a word that is no title."""
    kept: list[str] = []
    for w in reversed(words):
        if w in _NOT_TITLE:
            break
        kept.insert(0, w)
    return kept


def capital_posts(entities: list[dict[str, Any]], text: str) -> None:
    """Add to each named person's ``posts`` the capitalised titles the text gives them.

    >>> ents = [{"kind": "person", "label": "Rosa Quill", "posts": []},
    ...         {"kind": "person", "label": "Omar Pike", "posts": []}]
    >>> capital_posts(ents, "Deputy Warden Rosa Quill wrote. Defendant OMAR PIKE was the "
    ...                     "Town’s Harbor Master until May.")
    >>> ents[0]["posts"] == [("warden", {"deputy", "warden"})]
    True
    >>> ents[1]["posts"] == [("master", {"harbor", "master"})]
    True
    """
    flat = " ".join(text.split())
    for e in entities:
        names = re.findall(r"[A-Z][\w'’-]+", str(e["label"]))
        if e["kind"] != "person" or len(names) < 2:
            continue
        first, last = re.escape(names[0]), re.escape(names[-1])
        found: list[list[str]] = []
        before = rf"((?:{_TITLE_WORD}\s+){{1,3}}?)(?i:{first}\s+(?:[A-Z]\.?\s+)?)?(?i:{last})\b"
        for m in re.finditer(before, flat):
            found.append(_title(m.group(1).split()))
        after = (
            rf"(?i:{last})\s+(?:is|was|has\s+been|served\s+as)\s+(?:the\s+)?"
            rf"(?:[A-Z][\w.]*['’]s\s+)?((?:{_TITLE_WORD}\s+){{0,2}}{_TITLE_WORD})\b"
        )
        for m in re.finditer(after, flat):
            found.append(_title(m.group(1).split()))
        for words in found:
            low = [w.casefold() for w in words]
            if low and low[-1] not in {n.casefold() for n in names}:
                post = (low[-1], set(low))
                if post not in e.setdefault("posts", []):
                    e["posts"].append(post)


#: the words that make a title another post ("Vice President" is not the President)
QUALIFIERS = frozenset("vice lieutenant deputy assistant associate".split())


def qualified_post(phrase: str) -> bool:
    """Whether a post's phrase begins with a qualifier that makes it another post.

    >>> qualified_post("vice president"), qualified_post("executive chef")
    (True, False)
    """
    return phrase.split()[0] in QUALIFIERS if phrase.split() else False


def post_words(entity: dict[str, Any]) -> set[str]:
    """The words of the posts an entity holds, beside its name's ("vice", "president").

    >>> sorted(post_words({"posts": [("president", {"vice", "president"})]}))
    ['president', 'vice']
    """
    return {w for _, told in entity.get("posts", ()) for w in told}


def only_as_other_post(lead: str, named: list[str]) -> bool:
    """Whether every mention of the ``named`` words in ``lead`` is another post than the one
    asked: after a qualifier ("as Assistant Harbormaster" is not the Harbormaster) or after
    "as" (a post given to someone, "appointed as Harbormaster"), so the words name no subject.

    >>> only_as_other_post("the Board approved him as Deputy Warden with", ["warden"])
    True
    >>> only_as_other_post("the Warden approved him with", ["warden"])
    False
    """
    seen = False
    for w in named:
        for m in re.finditer(rf"\b{re.escape(w)}", lead, re.IGNORECASE):
            seen = True
            before = lead[: m.start()].split()[-1:]
            if not before or before[0].casefold() not in QUALIFIERS | {"as"}:
                return False
    return seen
