"""Finding the events a question in words describes, in a complaint's graph: by their kind, their
words and the people they name (names, posts, role words, "she" for the complainant), never by
an internal id; and their order, from the dates and the relations the complaint states.

Used by :mod:`.answers`; the question is read by :mod:`.questions`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from legalkg.engine.answers import Built, Row
from legalkg.events.askedacts import undergone, unwritten, with_amounts
from legalkg.events.capposts import QUALIFIERS, only_as_other_post, qualified_post
from legalkg.events.fitting import (
    ADDRESSED_KINDS,
    addressed,
    another_person,
    post_given,
    tells_verb,
    verb_forms,
)
from legalkg.events.kinds import _QUESTION_WORDS, _kind
from legalkg.events.requests import _Complaint, _local
from legalkg.events.titles import (
    numbered,
    numbered_name,
    post_holder,
    titled,
    unnumbered,
    untitled,
)
from legalkg.events.vocab import concept_value
from legalkg.events.wording import (
    by_own_name,
    passive_lead,
    told_of_another,
    verb_or_words,
    without_thing,
)

_PLAINTIFF_SIDE = {"plaintiff", "charging-party", "aggrieved-individual", "intervenor"}


_COMPLAINANT = {
    "she",
    "her",
    "he",
    "him",
    "his",
    "hers",
    "complainant",
    "plaintiff",
    "claimant",
    "victim",
    "employee",
    "charging",
    "intervenor",
}


_ORGANISATION = {"it", "its", "company", "employer", "business", "firm", "defendant"}


#: role words of a question → the legal roles they name
_ROLE_SYNONYMS: dict[str, tuple[str, ...]] = {
    "supervisor": ("supervisor",),
    "manager": ("supervisor",),
    "boss": ("supervisor",),
    "foreman": ("supervisor",),
    "management": ("supervisor",),
    "owner": ("supervisor",),
    "co-worker": ("co-worker",),
    "coworker": ("co-worker",),
    "colleague": ("co-worker",),
    "agency": ("agency",),
    "commission": ("agency",),
    "eeoc": ("agency",),
    "witness": ("witness",),
    "attorney": ("attorney",),
    "lawyer": ("attorney",),
}


_CAUSES = frozenset({"CAUSES", "ENABLES"})


#: the acts only an employer does to an employee (hiring, discharge, discipline …)
_EMPLOYER_ACTS = frozenset(
    {
        "termination",
        "discipline",
        "demotion",
        "adverse-action",
        "retaliation",
        "accommodation-denial",
        "hiring",
    }
)


#: when no event of the asked kind is told, the kinds the same act may be filed under
_RELATED_KINDS: dict[str, tuple[str, ...]] = {
    "termination": ("resignation",),
    "resignation": ("termination",),
    "retaliation": ("termination", "adverse-action", "discipline", "demotion"),
    "complaint": ("charge",),
    "charge": ("complaint",),
    "hiring": ("employment",),
    "employment": ("hiring",),
    "adverse-action": ("accommodation-denial", "demotion", "discipline", "retaliation"),
    # "why was she written up": the write-ups may be told as the retaliation they were
    "discipline": ("retaliation", "adverse-action"),
    "demotion": ("retaliation", "adverse-action"),
    "accommodation-denial": ("adverse-action",),
}


_STOP = frozenset(
    "what which when where why who whom whose how did does do was were is are has have had the "
    "and for with that this after before then happen happened led lead cause caused she her he "
    "him his they their them complaint first last start started begin began end ended long "
    "reason made make forced force done doing against into from about been being there its "
    "it get got also else any all".split()
)


def _stems(text: str) -> set[str]:
    """Content words of ``text`` cut to five letters ("reported" and "report" agree), an
    inflected verb or plural first read as its lemma ("leaks", "leaked" and "leak" agree)."""
    return {_stem(w) for w in re.findall(r"[a-z]{3,}", text.casefold()) if w not in _STOP}


@functools.lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    if word.endswith(("s", "ed", "ing")) and len(word) > 4:
        from lemminflect import getLemma  # type: ignore[import-untyped]

        lemma = (getLemma(word, upos="VERB") or (word,))[0]
        if len(lemma) >= 3 and word.startswith(lemma[:3]):
            word = lemma
    return word[:5]


def _event_words(event: dict[str, Any]) -> str:
    """An event's own words: its label and the quotes of its evidence."""
    return str(event["label"]) + " " + " ".join(x["quote"] for x in event["evidence"])


def _tells(event: dict[str, Any], words: set[str]) -> bool:
    """Whether an event's own words tell one of ``words`` (stems) and its sentences all of
    them but one (a question's paraphrase keeps most of the complaint's words: "not allowed
    to work overtime" for "refusing to permit him to work overtime")."""
    words = words - _NEGATIONS
    own = _stems(_event_words(event))
    told = words & (own | _stems(str(event.get("_text", ""))))
    return bool(own & words) and len(words - told) <= 1


#: an act whose words say it was withheld ("denied the Houston-based role"): not the act a
#: question asks in words that say it was done ("who was given the Houston role"); an act
#: given to one over another ("gives the West role to Erazo over Taylor") is no denial
_DENIAL = re.compile(
    r"(?i:\b(?:den(?:y|ies|ied|ying|ial)|refus\w*|reject\w*|declin\w*|not|never|n't|"
    r"passed\s+over|without)\b)"
)


#: a negation is how the question words the act ("not allowed to"), not one of its words
_NEGATIONS = frozenset({"not", "never", "didn", "wasn", "weren", "nor", "no"})


def _sentences(event: dict[str, Any]) -> str:
    return ", ".join(sorted({x["sentence_id"] for x in event["evidence"]}, key=_sid_key))


def _sid_key(sid: str) -> tuple[int, str]:
    return (int(sid[1:]) if sid[1:].isdigit() else 10**9, sid)


def _entity_table(rows: list[Row]) -> list[dict[str, Any]]:
    out = []
    for r in rows:
        names = [str(r["label"]), *(a for a in (r.get("aliases") or "").split(" | ") if a)]
        titles = {
            "f" if m.group(1) != "Mr" else "m"
            for n in names
            for m in [re.match(r"^\s*(Mrs|Ms|Miss|Mr)\b\.?\s", n)]
            if m
        }
        out.append(
            {
                "iri": str(r["entity"]),
                "label": str(r["label"]),
                # "Ms. Romak", "Mr. Taylor": the courtesy title the names carry, if one
                "gender": next(iter(titles)) if len(titles) == 1 else None,
                "names": names,
                "kind": _local(str(r["kind"])).rsplit("#", 1)[-1].lower(),
                "legal_roles": {
                    concept_value("legal-role", x) for x in (r.get("legalRoles") or "").split()
                },
                "words": {
                    w
                    for n in names
                    for w in _name_words(n)
                    if len(w) > 2
                    and w not in ("the", "and", "inc", "llc", "ltd", "mr", "ms", "mrs", "dba")
                },
            }
        )
    return out


def _complainants(entities: list[dict[str, Any]]) -> set[str]:
    """The people on the plaintiff side (not the agency that sues for them)."""
    return {
        e["iri"]
        for e in entities
        if e["legal_roles"] & _PLAINTIFF_SIDE
        and "agency" not in e["legal_roles"]
        and e["kind"] != "agency"
    }


def _name_words(text: str) -> list[str]:
    """The words of a name, folded: one apostrophe (’ is '), no possessive ("Dennis’ Foods",
    "Dennis' Foods" and "Hays's" read "dennis", "foods", "hays").

    >>> _name_words("Dennis’ Foods"), _name_words("Hays's charge")
    (['dennis', 'foods'], ['hays', 'charge'])
    """
    out = []
    for w in re.findall(r"[a-z][a-z'’-]*", text.casefold().replace("’", "'")):
        w = re.sub(r"'s$", "", w).strip("'-")
        if w:
            out.append(w)
    return out


#: what a description may not end on (it would be no noun: "Dennis Bybee, who …")
_NOT_HEAD = frozenset(
    "who which that and or but was were is are has had have did does when where while as of at "
    "for with by to in on from also then later".split()
)


#: a person's name ("Marta Leclaire", "Ms. Romak"), not a group ("Members of the … Classes")
_PERSONAL_NAME = re.compile(
    r"(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z]\.?)*(?:\s+[A-Z][\w'’-]+)*"
)


def _describe(entities: list[dict[str, Any]], text: str) -> None:
    """The posts the complaint gives people in apposition ("Dennis Bybee, the executive chef
    of Defendant", "Park Plaza's contract liaison Matthew Daniel", "One of Defendant's
    co-owners, a pharmacist"): each person entity's ``posts`` are (head, words) pairs, so
    that "the executive chef" or "the contract liaison" names them. Only a description led
    by a determiner or a possessive, ending on a noun-like word, is read."""
    for e in entities:
        e["posts"] = []
        # a person told by name ("Dennis Bybee", "Matthew Daniel"), not a group
        if e["kind"] != "person" or not re.fullmatch(
            r"(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z]\.?)*(?:\s+[A-Z][\w'’-]+)+",
            e["label"],
        ):
            continue
        for name in sorted(e["words"]):
            if len(name) < 3 or name in _COMPLAINANT:
                continue
            n = rf"(?i:{re.escape(name)})\b"
            after = re.finditer(
                rf"\b{n}['’]?,\s+(?:the|a|an|another|its|their|his|her|[A-Z][\w'’.-]*['’]s?)\s+"
                r"((?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*)",
                text,
            )
            before = re.finditer(
                r"\b(?:the|a|an|its|their|his|her|[A-Z][\w'’.-]*['’]s?)\s+"
                rf"((?:[a-z][\w-]*\s+){{0,2}}[a-z][\w-]*)\s+(?:[A-Z][\w.'’-]*\s+){{0,2}}{n}",
                text,
            )
            found = [m.group(1).split() for m in after]
            # "the executive chef of Defendant": up to the first word that is no noun
            found = [
                w[: next((i for i, x in enumerate(w) if x in _NOT_HEAD), len(w))] for w in found
            ]
            # "Park Plaza's contract liaison Matthew Daniel": only nouns before the name
            found += [w for m in before if not set(w := m.group(1).split()) & _NOT_HEAD]
            for words in found:
                if words and words[-1] not in _STOP and not words[-1].endswith(("ed", "ing")):
                    e["posts"].append((words[-1], set(words)))


#: the pronouns that name a woman or a man
_PRONOUN_GENDER = {"she": "f", "her": "f", "hers": "f", "he": "m", "him": "m", "his": "m"}


def _posts(clause: str, entities: list[dict[str, Any]]) -> list[tuple[str, set[str]]]:
    """The people a clause names by their post ("the executive chef" → Dennis Bybee): a
    noun phrase led by a determiner whose last word is the head of a post the complaint gives
    someone, and all of whose words that post holds."""
    out: list[tuple[str, set[str]]] = []
    for m in re.finditer(
        r"\b(?:the|a|an|her|his|their|its)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)",
        clause.casefold(),
    ):
        words = m.group(1).split()
        for k in range(len(words), 0, -1):  # the longest phrase that names a post
            phrase = words[:k]
            iris = {
                e["iri"]
                for e in entities
                for head, told in e.get("posts", ())
                if phrase[-1] == head
                and set(phrase) <= told
                and not QUALIFIERS & told - set(phrase)
            }
            if iris:
                out.append((" ".join(phrase), iris))
                break
    return out


def _mentioned(clause: str, entities: list[dict[str, Any]]) -> list[tuple[str, set[str]]]:
    """The participants a clause names, each as (the words naming it, the entity IRIs it can
    be): a name or alias word, a role word ("the supervisor", "her manager", "the company"),
    a word of an entity's description ("the pharmacist"), or a pronoun / "the complainant"
    for the people on the plaintiff side ("it" for the defendant)."""
    out: list[tuple[str, set[str]]] = []
    # "hired Meyer as an assistant coach": the post is no one; "the City Manager" no City
    clause = post_holder(post_given(clause)[0], entities)
    words = _name_words(clause)
    used: set[str] = set()
    # names and description words: every entity one of whose words the clause uses
    content = {w for w in words if len(w) > 2 and w not in _STOP}
    for e in entities:
        hit = (e["words"] & content) - _COMPLAINANT - _ORGANISATION - set(_ROLE_SYNONYMS)
        if hit:
            key = " ".join(sorted(hit))
            found = next((x for x in out if x[0] == key), None)
            if found:
                found[1].add(e["iri"])
            else:
                out.append((key, {e["iri"]}))
            used |= hit
    # the longer name wins: "Sgt. Brown" is Brown, not every sergeant ("sgt" alone is a
    # word of each "Sgt. …" alias)
    out = [
        x for x in out if not any(set(x[0].split()) < set(y[0].split()) for y in out if y is not x)
    ]
    by_iri = {e["iri"]: e for e in entities}
    # "the Governor" is not the Lieutenant Governor: a word someone bears only in a post a
    # qualifier makes another ("Lieutenant Governor Dan Forest") names them only with it
    other_post = r"(?:lieutenant|vice|deputy|assistant|associate)\s+"
    for key, iris in out:
        qualified = {
            i
            for i in iris
            if all(
                re.search(rf"\b{other_post}{w}\b", n, re.I)
                for w in key.split()
                for n in by_iri[i].get("names", ())
                if re.search(rf"\b{w}\b", n, re.I)
            )
            and not any(re.search(rf"\b{other_post}{w}\b", clause, re.I) for w in key.split())
        }
        if qualified and qualified != iris:
            iris -= qualified
    # "Mr. Lee" is not "Ms. Lee": a courtesy title keeps the people who bear it
    for m in re.finditer(r"\b(Mrs|Ms|Miss|Mr)\b\.?\s+([A-Z][\w'’-]+)", clause):
        gender = "m" if m.group(1) == "Mr" else "f"
        name = " ".join(_name_words(m.group(2)))
        for _key, iris in [x for x in out if name in x[0].split()]:
            other = {i for i in iris if by_iri[i].get("gender") not in (None, gender)}
            if other and other != iris:
                iris -= other
    for w in content | set(words):
        if w in _ROLE_SYNONYMS and w not in used:
            roles = set(_ROLE_SYNONYMS[w])
            iris = {e["iri"] for e in entities if e["legal_roles"] & roles or w in e["words"]}
            # "the EEOC", "the Commission": the agency so named, not every agency of the graph
            named = {e["iri"] for e in entities if w in e["words"]}
            if w in ("eeoc", "commission") and named:
                iris = named
            out.append((w, iris))
    if set(words) & _COMPLAINANT:
        who = next(w for w in words if w in _COMPLAINANT)
        people = _complainants(entities)
        # "she" of a complaint brought by a woman and a man is the woman
        said = _PRONOUN_GENDER.get(who)
        fits = {i for i in people if by_iri[i].get("gender") in (None, said)}
        out.append((who, fits or people))
    if set(words) & _ORGANISATION:
        org = {
            e["iri"]
            for e in entities
            if e["legal_roles"] & {"defendant", "employer"} and e["kind"] != "person"
        }
        out.append((next(w for w in words if w in _ORGANISATION), org))
    # people by their post: "the executive chef"; a role word it holds is that person
    for phrase, iris in _posts(clause, entities):
        for x in [x for x in out if x[0] in phrase.split()]:
            if x[0] not in _ROLE_SYNONYMS and not qualified_post(phrase):  # "vice president"
                continue
            out.remove(x)
        if not any(x[1] == iris for x in out):
            out.append((phrase, iris))
    return out


def _takes(event: dict[str, Any], iris: set[str], roles: tuple[str, ...] = ()) -> bool:
    return any(
        p["iri"] in iris and (not roles or p["role"] in roles) for p in event["participants"]
    )


#: the capitalised words of a date ("on June 1, 2025"), no one's name
_CALENDAR = frozenset(
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday".split()
)


#: the nouns a capitalised title of a post or a thing comes before ("… West role")
_POST_NOUN = re.compile(
    r"\s+(?:role|position|post|job|title|opening|vacancy|assignment|unit|team|division|"
    r"program|policy|assessment|evaluation|training|detail)s?\b",
    re.IGNORECASE,
)


def _unknown_name(
    c: _Complaint, entities: list[dict[str, Any]], *clauses: str | None
) -> str | None:
    """A name of the question (a run of capitalised words: "Mona Russell", "Dennis' Foods")
    none of whose words is an entity's of the complaint's graph, or None. A post's or a
    thing's title ("the Security Advisor West role", "the Dock Lead position") is no name."""
    known = {w for e in entities for w in e["words"]}
    post = {w for e in entities for _, told in e.get("posts", ()) for w in told}  # "Commissioner"
    skip = _QUESTION_WORDS | _STOP | _COMPLAINANT | _ORGANISATION | set(_ROLE_SYNONYMS) | _CALENDAR
    for clause in map(unwritten, filter(None, clauses)):  # "his Notice of Claim" names no one
        for m in re.finditer(r"\b[A-Z][\w'’-]*(?:\s+(?:[A-Z]\.\s*)?[A-Z][\w'’-]*)*", clause or ""):
            if _POST_NOUN.match((clause or "")[m.end() :]):
                continue
            words = [w for w in _name_words(m.group(0)) if w not in skip and len(w) > 2]
            if words and not set(words) & known and not set(words) <= post:
                return next(
                    re.sub(r"['’]s?$", "", w)
                    for w in m.group(0).split()
                    if " ".join(_name_words(w)) == words[0]
                )
    return None


def _told_by_an_event(c: _Complaint, name: str) -> bool:
    """Whether some event's label, quotes or sentences use ``name``."""
    word = " ".join(_name_words(name))
    return any(
        re.search(
            rf"\b{re.escape(word)}",
            " ".join(
                [str(e["label"]), str(e.get("_text", ""))]
                + [str(x["quote"]) for x in e["evidence"]]
            )
            .casefold()
            .replace("’", "'"),
        )
        for e in c.events.values()
    )


def _names_in(event: dict[str, Any], words: str, entities: list[dict[str, Any]]) -> bool:
    """Whether the event's own words (label, quotes) name the participant a question names
    by a name or description word (not a pronoun or role word): an extraction may leave a
    person off the event its sentence tells."""
    named = set(words.split()) - _COMPLAINANT - _ORGANISATION - set(_ROLE_SYNONYMS)
    if not named:
        return False
    # the extractor's own words for the event (not its whole sentences, which may name the
    # person in another clause)
    told = " ".join([str(event["label"]), *(str(x["quote"]) for x in event["evidence"])])
    told = told.replace("’", "'")
    return all(re.search(rf"\b{re.escape(w)}\b", told, re.IGNORECASE) for w in named)


def _passive_agent(event: dict[str, Any], words: str) -> bool:
    """Whether the event's own quotes tell the participant named as its agent in the passive
    ("subjected to sexual harassment by Defendant's Chief Executive Officer and President
    Joshua Ford")."""
    named = [w for w in words.split() if w not in _COMPLAINANT | _ORGANISATION]
    if not named:
        return False
    name = r"\W+(?:\w+\W+){0,2}".join(re.escape(w) for w in named)
    texts = [str(x["quote"]) for x in event["evidence"]] + [str(event.get("_text", ""))]
    # OCR splits a hyphenated word at its line end ("by a co- worker")
    flat = [re.sub(r"(\w)-\s+(\w)", r"\1-\2", " ".join(t.split()).replace("’", "'")) for t in texts]
    return any(re.search(rf"\bby\b[^.;]{{0,80}}\b{name}\b", t, re.I) for t in flat)


def _subject_agent(event: dict[str, Any], words: str) -> bool:
    """Whether an event the graph gives no agent is told with the person named as its subject,
    just before its own words in its sentence ("One of Defendant's co-owners, a pharmacist,
    routinely harassed Foster"; "Park Plaza's contract liaison Matthew Daniel asked CRI …"):
    the words between the clause's start (or 80 characters) and the quote name them."""
    if any(p["role"] == "agent" for p in event["participants"]):
        return False
    named = [w for w in words.split() if w not in _COMPLAINANT | _ORGANISATION | {"the", "a"}]
    if not named:
        return False
    text = " ".join(str(event.get("_text", "")).split()).replace("’", "'")
    for x in event["evidence"]:
        quote = " ".join(str(x["quote"]).split()).replace("’", "'")
        at = text.find(quote) if quote else -1
        if at <= 0:
            continue
        lead = re.split(r"[.;:](?=\s)|\b(?:and|but|who|which|that)\b", text[max(0, at - 80) : at])[
            -1
        ]
        passive = passive_lead(lead)  # "the deputy was placed on leave": done to the deputy
        passive = passive or only_as_other_post(lead, named)  # "as Assistant Harbormaster"
        if all(re.search(rf"\b{re.escape(w)}\b", lead, re.I) for w in named) and not passive:
            return True
    return False


def _subject_phrase(event: dict[str, Any]) -> str | None:
    """The name an event's sentence gives as the subject of its words, when the graph gives
    it no agent: the run of capitalised words just before the quote ("On May 25, 2005, Fire
    Chief Thompson issued Special Order 20" → "Fire Chief Thompson")."""
    text = " ".join(str(event.get("_text", "")).split())
    for x in event["evidence"]:
        quote = " ".join(str(x["quote"]).split())
        at = text.find(quote) if quote else -1
        if at <= 0:
            continue
        m = re.search(r"((?:[A-Z][\w'’.-]*\s+){1,5})$", text[max(0, at - 80) : at])
        words = m.group(1).split() if m else []
        while words and words[0] in ("On", "In", "By", "The", "Then", "After", "When", "And"):
            words.pop(0)
        if words and words[-1] not in ("Defendant", "Plaintiff", "Defendants", "Plaintiffs"):
            return " ".join(words)
    return None


#: the titles a "by …" phrase names a person with ("by Defendant's Chief Executive Officer")
_TITLE_WORDS = (
    r"\b(?:Sgt|Lt|Capt|Captain|Chief|President|Officer|Director|Manager|Supervisor|Owner|"
    r"Defendant|Sergeant|Lieutenant|Commissioner|Mayor)\b"
)


def _by_phrase(event: dict[str, Any]) -> str | None:
    """The agent a sentence of the event names in the passive, as written ("by Defendant's
    Chief Executive Officer and President Joshua Ford"), when it names a person or title
    beyond the bare "by Defendant"."""
    text = " ".join(str(event.get("_text", "")).split())
    for m in re.finditer(
        r"\bby\s+((?:(?:[A-Z][\w'’.-]*|of|and|the|its)\s+){0,9}[A-Z][\w'’.-]*)", text
    ):
        phrase = re.split(r"(?<![A-Z][a-z])(?<![A-Z])\.\s", m.group(1))[0].rstrip(".")
        # a name or a title, not a thing ("used by the K-9 unit")
        if phrase.startswith("the ") and not re.search(
            rf"[A-Z][a-z][\w'’-]*\s+[A-Z][a-z]|\b(?:Mr|Ms|Mrs|Dr)\b|{_TITLE_WORDS}", phrase
        ):
            continue
        if len(phrase.split()) > 1 or phrase not in ("Defendant", "Plaintiff", "Title"):
            return f"by {phrase}"
    return None


def _label_agent(event: dict[str, Any], words: str) -> bool:
    """Whether the event's label begins with the participant named (the rules extractor's
    labels begin with the agent: "Craig Michelet refusing to promote …")."""
    named = set(words.split()) - _COMPLAINANT - _ORGANISATION - set(_ROLE_SYNONYMS)
    head = " ".join(re.findall(r"[a-z][a-z'’-]+", str(event["label"]).casefold())[:3])
    return bool(named) and all(re.search(rf"\b{re.escape(w)}\b", head) for w in named)


def _takes_part(event: dict[str, Any], who: str | None, roles: tuple[str, ...]) -> bool:
    """Whether ``who`` (a name, a role word, or a pronoun for the complainant) takes part in
    ``event`` in one of ``roles`` (any role when empty), read from the participant labels."""
    if not who:
        return True
    words = {w for w in re.findall(r"[a-z][a-z'-]+", who.casefold()) if len(w) > 2} - (
        _STOP - _COMPLAINANT
    )
    for p in event["participants"]:
        if roles and p["role"] not in roles:
            continue
        if words & _COMPLAINANT:
            if _PLAINTIFF_SIDE & set(p["legal_roles"]) and "agency" not in p["legal_roles"]:
                return True
            continue
        label = {w for w in re.findall(r"[a-z][a-z'-]+", str(p["label"]).casefold())}
        if words & label or words & {w for r in p["legal_roles"] for w in r.split("-")}:
            return True
    return False


def _holds(
    e: dict[str, Any],
    w: str,
    iris: set[str],
    entities: list[dict[str, Any]],
    roles: tuple[str, ...] = (),
) -> bool:
    """Whether the people a question names as ``w`` (entity IRIs ``iris``) take part in
    ``e`` (in one of ``roles``, any when empty): on the graph, by name in its own words, or —
    for the employer — a charge or a suit (against the employer whether or not the graph
    says so), an employment or an employer's act the graph gives no employer."""
    if _takes(e, iris, roles):
        return True
    # named in the event's own words (the extraction left them off): only when the graph
    # puts no one else in the role asked
    if _names_in(e, w, entities) and not any(p["role"] in roles for p in e["participants"]):
        return True
    if (not roles or "agent" in roles) and _subject_agent(e, w):
        return True  # "the United States sent a letter …": the agentless act's subject
    defendants = {x["iri"] for x in entities if x["legal_roles"] & {"defendant", "employer"}}
    if not iris or not iris <= defendants or roles and "agent" not in roles:
        return False
    employer_side = {p["iri"] for p in e["participants"]} & defendants
    # the employer acts through its managers: "did the company hire her?" when the graph
    # puts the supervisor who hired her on the act
    managers = {
        x["iri"]
        for x in entities
        if x["kind"] == "person" and x["legal_roles"] & {"supervisor", "defendant", "employer"}
    }
    agents = {p["iri"] for p in e["participants"] if p["role"] == "agent"}
    return e["type"] in ("charge", "lawsuit") or (
        e["type"] in _EMPLOYER_ACTS | {"employment"}
        and (not employer_side or bool(agents) and agents <= managers)
    )


class _Refusal(Exception):
    pass


_Answered = Callable[..., Built]


_Refuse = Callable[[str], Built]


_Listing = Callable[[list[dict[str, Any]]], str]


#: people inside the employer a complaint may be made to (not the agency a charge goes to)
_INTERNAL = re.compile(
    r"\b(?:manager|supervisor|boss|owner|foreman|human\s+resources|hr|management|president|"
    r"director|superior|chef|lead|head)s?\b",
    re.IGNORECASE,
)


def _find_events(
    c: _Complaint,
    entities: list[dict[str, Any]],
    kind: str | None,
    clause: str | None,
    who: str | None,
    ordinal: str | None,
    unplaced: str | None = None,
    broad: bool = False,
    bare: bool = False,
) -> tuple[list[dict[str, Any]], str]:
    """The events a description names (kind, words, participants), best first, and a note
    when the kind was widened; :class:`_Refusal` with what was understood when none fits.
    ``unplaced`` is a name the complaint tells but its graph puts on no entity: the events
    whose own sentences use it are preferred."""
    what = " ".join(x for x in (kind or "event", f"«{clause}»" if clause else "") if x)
    pool = [c.events[e] for e in c.order]
    note = ""
    if kind:
        typed = [e for e in pool if e["type"] == kind]
        if not typed:
            for other in _RELATED_KINDS.get(kind, ()):
                if (other, kind) == ("charge", "complaint") and _INTERNAL.search(clause or ""):
                    continue  # "complained to the manager" is no charge with the agency
                typed = [e for e in pool if e["type"] == other]
                if typed:
                    note = f" (the complaint tells no {kind} event; read as its {other})"
                    break
        pool = typed
        if not pool:
            raise _Refusal(f"{c.label} tells no {kind} event")
    mentions = _mentioned(untitled(" ".join(x for x in (clause, who) if x)), entities)
    # "did Daniel ask CRI about replacing its special people": "its" is CRI's (a name told
    # before it in the clause), not the defendant's
    pronoun = re.search(r"\b(?:it|its)\b", clause or "")
    if pronoun and re.search(r"(?<!^)\b[A-Z][\w'’.-]+", (clause or "")[: pronoun.start()]):
        mentions = [m for m in mentions if m[0] not in ("it", "its")]
    mentions = _own_possessive(clause or "", mentions, entities)
    mentions = numbered(clause or "", mentions, entities)  # "Civil Servant 3", not 4
    if who and not clause and not mentions:
        # a JSON request's name that is no entity's: read from the participant labels
        pool = [e for e in pool if _takes_part(e, who, ())]
        if not pool:
            raise _Refusal(f"no {kind or 'event'} of {c.label} involves {who!r}")
    complainants = _complainants(entities)
    by_iri = {x["iri"]: x for x in entities}
    # a complainant named by name (one of several) is no other complainant: "Why was Ms.
    # Leclaire fired?" is not answered with the firing of Mr. Genis
    by_name = {
        i
        for w, iris in mentions
        if iris and iris <= complainants and set(w.split()) - _COMPLAINANT - set(_ROLE_SYNONYMS)
        for i in iris
        if _PERSONAL_NAME.fullmatch(by_iri[i]["label"])
        and by_own_name(set(w.split()), by_iri[i], set(_name_words(by_iri[i]["label"])))
    }
    if by_name:
        people = {x["iri"] for x in entities if x["kind"] == "person"}
        forms = verb_forms(clause or "") if not kind else set()
        acts = [e for e in pool if forms and tells_verb(e, forms)]
        pool = [
            e
            for e in pool
            if not another_person(e, by_name, complainants, people)
            and not told_of_another(e, by_name, complainants, by_iri)
        ]
        if acts and not any(e in pool for e in acts):
            # "who trained Mr. Burke": the complaint tells that act only of someone else
            raise _Refusal(f"{c.label} tells «{clause}» only of someone else than {who!r}")
        if not pool:
            raise _Refusal(f"no {what} of {c.label} involves {who or clause!r}")
    if not kind and _DENIAL.search(clause or "") and not re.search(r"\bnot\b", clause or ""):
        # "when did Frontier deny her request": the denial, not the request it answers
        pool = [e for e in pool if _DENIAL.search(_event_words(e))]
        if not pool:
            raise _Refusal(f"no event of {c.label} is told as withheld as «{clause}» asks")

    # the people named are a soft filter: the events that hold most of them ("after she
    # contacted the EEOC" is her complaint even when the graph does not name the EEOC on it);
    # a name no event of the kind holds is refused
    persons = {x["iri"] for x in entities if x["kind"] == "person"}

    def holds(e: dict[str, Any], w: str, iris: set[str]) -> float:
        if not _holds(e, w, iris, entities):
            return 0.0
        # named only in the act's words while the graph puts other people on it ("Mr. Lee
        # disciplined Ms. Lee for being too helpful to Brinkley"): less than an act the
        # graph puts her on
        others = {p["iri"] for p in e["participants"]} & persons - iris
        if others and not _takes(e, iris) and _names_in(e, w, entities):
            return 0.5
        # a complainant asked by name, of three or more: an act the graph gives all of them
        # (a class-wide sentence) is less hers than one told of her (a joint charge is hers)
        every = len(complainants) > 2 and complainants - iris <= others
        return 0.75 if iris and iris <= by_name and every else 1.0

    counted = [(e, sum(holds(e, w, iris) for w, iris in mentions)) for e in pool]
    most = max((n for _, n in counted), default=0)
    if mentions and most == 0:
        # a pronoun or role word with nobody behind it in the graph filters nothing
        named = [
            w
            for w, iris in mentions
            if iris
            and not iris <= complainants
            or not iris
            and not set(w.split()) & (_COMPLAINANT | _ORGANISATION | set(_ROLE_SYNONYMS))
        ]
        if named:
            raise _Refusal(f"no {what} of {c.label} involves {named[0]!r}")
    pool = [e for e, n in counted if n == most]
    asked = _stems(unnumbered(clause or "")) - {w[:5] for m in mentions for w in m[0].split()}
    # cut as the clause's words are ("asked" is "ask", as "asks" in the act's label)
    naming = {
        _stem(w) for w in re.findall(r"[a-z]{3,}", (clause or "").casefold()) if _kind(w) == kind
    }
    # "other" (the acts no frame types) is no kind a word names: "why was H.B. 2 enacted"
    # asks the enactment, not every act of no frame's kind
    if kind and kind != "other" and (broad or bare and asked <= naming):
        # "what did the company do about her complaints": the words that only name the kind
        # tell no one event apart (every complaint of hers is asked about); nor does the bare
        # verb of "who was fired?" ("who grabbed her breasts" keeps its verb)
        asked -= naming
    if not kind:
        if not asked:
            raise _Refusal(f"the question names no event of {c.label} that could be found")

    def fit(e: dict[str, Any]) -> int:
        # the event's own words count twice; the rest of its sentences break ties and find
        # an act whose quote is short ("asked CRI how long it would take" told in a sentence
        # that goes on "if CRI had to replace its 'special people'")
        told = _stems(_event_words(e))
        around = _stems(str(e.get("_text", ""))) - told
        return 2 * len(asked & told) + len(asked & around)

    best = max((fit(e) for e in pool), default=0)
    if best == 0 and most > 1:
        # "Hunt approved his transfer to Pennsylvania", "the leak of her complaint to Sgt.
        # Boyd" (her complaint, not hers the leak): when the acts holding every person named
        # share none of the clause's words, one holding all but one of them whose own words
        # tell it is the act meant
        # (the one left out is a pronoun or a possessive, never a person named by name:
        # "Mr. Hunt made his determinations" is no determination the EEOC issued)
        by_names = [
            (w, iris)
            for w, iris in mentions
            if set(w.split()) - _COMPLAINANT - _ORGANISATION - set(_ROLE_SYNONYMS)
        ]
        near = [
            e
            for e, n in counted
            if n == most - 1 and fit(e) >= 2 and all(holds(e, w, iris) for w, iris in by_names)
        ]
        if near:
            pool, best = near, max(fit(e) for e in near)
    if not kind and best == 0:
        raise _Refusal(f"no event of {c.label} is told in the words «{clause}»")
    # the clause's words beside the kind's and the names ("McGrew", a name no entity holds)
    # (a title's words are the act's: "issue the Probationary Directive")
    words = (
        asked - naming - _stems(" ".join(re.findall(r"\b[A-Z][\w'’-]+", untitled(clause or ""))))
    )
    # (one word beside the names that the kind was read from is no other act's word: "Ms.
    # Brinkley dismissed" is her discharge, not someone dismissing a question of hers)
    unworded = " ".join(w for w in (clause or "").split() if _stem(w.casefold()) not in words)
    if (
        kind
        and words
        and (len(words) > 1 or _kind(unworded) == kind)
        and not any(words <= _stems(_event_words(e)) for e in pool if fit(e) == best)
    ):
        # no act of the kind read from the clause's verb tells the clause's other words in
        # its own words ("after Flood asked to be returned to her duties": "asked" reads as a
        # communication, her players' question to her, or a letter told in the sentence of
        # her request; "placed on administrative leave" reads as an adverse action, the
        # graph tells it as a discipline): an act of any kind the words alone choose, as when
        # no kind is read, is the one asked when its own words tell them all
        try:
            found, said = _find_events(
                c, entities, None, clause, who, ordinal, unplaced, broad, bare
            )
        except _Refusal:
            found, said = [], ""
        # (and an act of another kind tells, in its sentence, the verb the kind was read
        # from: a firing from the bartending job is no answer to "when was she rehired")
        if found and all(
            words <= _stems(_event_words(e))
            and (
                e["type"] == kind
                or not naming
                or naming & (_stems(_event_words(e)) | _stems(str(e.get("_text", ""))))
            )
            for e in found
        ):
            return found, said
    chosen = [e for e in pool if fit(e) == best]
    if kind and words or not kind and asked:
        # of acts that tell the words alike, those whose label tells them all: a quote of
        # another act an extraction merged into one ("FGCU refused to reinstate her" with
        # "FGCU placing Coach Flood on administrative leave") does not make it that act, nor
        # does a sentence that names the letter make the concerns it summarised the letter
        key_words = words if kind else asked
        labelled = [e for e in chosen if key_words <= _stems(str(e["label"]))]
        chosen = labelled or chosen
    if (not kind or kind == "other") and asked:
        # no kind was read (or only "other", the acts no frame types: "what happened after the
        # Governor signed the bill" is no bill introduced by another), so the words alone
        # chose: the act's own words must tell one of them, and its sentences all of them but
        # one; and an act asked as done is not one
        # told as withheld ("who gave Romak a tear jar" is no discharge
        # told in the sentence that explains the jar; "when did she go on sick leave" no
        # refusal told in a sentence that names the leave)
        done = not _DENIAL.search(clause or "")
        # an act told without the verb the clause opens with ("who coached Mr. Taylor") must
        # tell each of its other words whole, not only their first letters ("interview" is
        # no "interrupted")
        forms, rest = verb_forms(clause or ""), _after_verb(clause or "", mentions)
        caps = set(_name_words(" ".join(re.findall(r"\b[A-Z][\w'’-]*", clause or ""))))
        objects = set(_name_words(" ".join((clause or "").split()[1:]))) - _STOP

        def as_asked(e: dict[str, Any]) -> bool:
            return (
                _tells(e, asked)
                # ("appoints two nominees without a stipulation" is done: what follows
                # "without" is how, not whether, the act was done)
                and not (done and _DENIAL.search(re.sub(r"\bwithout\b.*", "", str(e["label"]))))
                and verb_or_words(e, forms, objects, rest - caps, rest)
            )

        told_all = [e for e in chosen if as_asked(e)]
        if not told_all:
            # a clause led by no verb: the act whose own words tell it, of those that fit less
            # ("Mr. Taylor's move to the … East role" is his demotion so told)
            fits = [e for e in pool if not forms and fit(e) > 0 and as_asked(e)]
            told_all = [e for e in fits if fit(e) == max(map(fit, fits))]
        if not told_all:
            nearest = chosen[0]
            raise _Refusal(
                f"no event of {c.label} is told in the words «{clause}» (the nearest, "
                f"«{nearest['label']}» [{_sentences(nearest)}], does not tell them as "
                "asked: in its own words, and done or withheld as the question says)"
            )
        chosen = told_all
    chosen = titled(chosen, clause or "", _event_words)
    chosen = with_amounts(chosen, clause or "", _event_words)  # "the $30,000 grant"
    if not (chosen := undergone(chosen, clause or "", entities, _event_words, complainants)):
        raise _Refusal(f"no {kind or 'event'} of {c.label} is done to the one «{clause}» names")
    chosen, thing = without_thing(chosen, clause or "", _stem, _event_words)
    if not chosen:
        raise _Refusal(f"no event of {c.label} is told without {thing} as «{clause}» asks")
    _one_person(chosen, mentions, entities)
    if unplaced:
        # among the events that fit, those whose own words name that person (else their
        # sentences); with a kind asked, among every act of the kind that holds the people
        # named before one whose words do not ("her complaint to the EEO office" is not her
        # letter to the council, whose sentence names the EEO only in passing)
        number = numbered_name(clause or "", " ".join(_name_words(unplaced)))
        name = number or " ".join(_name_words(unplaced))  # "Civil Servant 1", not "servant"

        # "complained to the EEO office": the one a complaint was made to is told after "to"
        to = (
            r"\bto\s+(?:[\w.'’-]+\s+){0,2}"
            if kind in ADDRESSED_KINDS and addressed(clause or "", name)
            else r"\b"
        )

        def says(e: dict[str, Any], own: bool) -> bool:
            text = _event_words(e) if own else f"{e['label']} {e.get('_text', '')}"
            return bool(re.search(rf"{to}{re.escape(name)}\b", text.replace("’", "'"), re.I))

        told: list[dict[str, Any]] = []
        for own in (True, False):
            for among in (chosen, pool if kind and kind != "other" else []):
                told = told or [e for e in among if says(e, own)]
        if not told and (to != r"\b" or number):
            how = f"of {number!r}" if number else f"as made to {unplaced!r}"
            raise _Refusal(f"no {what} of {c.label} is told {how}")
        if told and not set(map(id, told)) <= set(map(id, chosen)):
            top = max(fit(e) for e in told)
            told = [e for e in told if fit(e) == top]
        chosen = told or chosen
    if not kind and len({e["type"] for e in chosen}) > 2:
        listing = "; ".join(f"{e['id']} ({e['label']})" for e in chosen[:6])
        raise _Refusal(f"«{clause}» fits several events of {c.label}: {listing}")
    if ordinal:
        dated = [e for e in chosen if e["date"]] or chosen
        pick = (
            min(dated, key=lambda e: (e["date"] or "", c.order.index(e["iri"])))
            if ordinal == "first"
            else max(
                dated, key=lambda e: (e["date_latest"] or e["date"] or "", c.order.index(e["iri"]))
            )
        )
        chosen = [pick]
    return chosen, note


def _own_possessive(
    clause: str, mentions: list[tuple[str, set[str]]], entities: list[dict[str, Any]]
) -> list[tuple[str, set[str]]]:
    """``mentions`` without the possessive the clause's own subject holds (:func:`_owner`)."""
    m = _owner(clause, entities)
    return [x for x in mentions if x[0] != m] if m else mentions


def _owner(clause: str, entities: list[dict[str, Any]]) -> str | None:
    """The possessive right after the verb of a clause whose subject is one person named, no
    complainant, of no other gender: "Baker submitted her letter" is Baker's letter, not the
    complainant's ("her" of the complaint) nor another clause's person's."""
    m = re.match(r"\s*(?:the\s+)?((?:[A-Z][\w'’.-]*\s+)+)[a-z]\w*\s+(her|his)\s+[a-z]", clause)
    if m is None:
        return None
    by_iri = {e["iri"]: e for e in entities}
    subject = {i for _, iris in _mentioned(m.group(1), entities) for i in iris}
    person = [by_iri[i] for i in subject if by_iri[i]["kind"] == "person"]
    if (
        len(person) != 1
        or person[0]["iri"] in _complainants(entities)
        or person[0].get("gender") not in (None, _PRONOUN_GENDER[m.group(2)])
    ):
        return None
    return m.group(2)


def _after_verb(clause: str, mentions: list[tuple[str, set[str]]]) -> set[str]:
    """The content words of a clause after its first word (its verb), without the people
    it names."""
    named = {w for m in mentions for w in m[0].split()}
    words = re.findall(r"[a-z]{3,}", " ".join(clause.split()[1:]).casefold())
    return {w for w in words if w not in _STOP and w not in named}


def _one_person(
    chosen: list[dict[str, Any]],
    mentions: list[tuple[str, set[str]]],
    entities: list[dict[str, Any]],
) -> None:
    """:class:`_Refusal` when a pronoun of the question may name several people (two women
    complainants) and the events chosen are theirs apart, not one act of them all: which one
    is meant the question does not say."""
    for w, iris in mentions:
        if w not in _PRONOUN_GENDER or len(iris) < 2:
            continue
        held = {p["iri"] for e in chosen for p in e["participants"] if p["iri"] in iris}
        if len(held) > 1 and not any(held <= {p["iri"] for p in e["participants"]} for e in chosen):
            names = " or ".join(sorted(str(x["label"]) for x in entities if x["iri"] in held))
            raise _Refusal(f"«{w}» may be {names}: the question does not say which")


def _dated_before(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return bool(a["date"] and b["date"] and (a["date_latest"] or a["date"]) < b["date"])


def _before(c: _Complaint, a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether the complaint puts ``a`` before ``b``: by its dates, or by a chain of steps
    each of which is a stated BEFORE/AFTER/CAUSES/ENABLES relation or two dates that do not
    overlap ("cancelled the agreement on June 28" … "on July 27 Daniel asked …" … "Defendant
    later hired …": the hiring came after the cancellation)."""
    if _dated_before(a, b):
        return True
    edges: dict[str, set[str]] = {}
    for r in c.relations:
        s, t = str(r["source"]), str(r["target"])
        if r["type"] in ("BEFORE", *_CAUSES):
            edges.setdefault(s, set()).add(t)
        elif r["type"] == "AFTER":
            edges.setdefault(t, set()).add(s)
    dated = [e for e in c.events.values() if e["date"]]
    seen, todo = {a["iri"]}, [a["iri"]]
    while todo:
        here = c.events.get(todo.pop())
        if here is None:
            continue
        later = set(edges.get(here["iri"], ())) | {
            e["iri"] for e in dated if _dated_before(here, e)
        }
        for n in later:
            if n == b["iri"]:
                return True
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return False
