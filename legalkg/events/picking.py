"""Which acts a question in words picks, beyond finding one event by its description
(:mod:`.finding`): whether an act of a kind was done, by and to the people named (a yes-or-no
question); the act a second clause places ("who promoted her after she was named …"); who got
a post instead of a named person; whom a pronoun of one clause names, when another clause
of the question names one person of its gender ("What did Hunt do after he announced …"), and
the courtesy titles that tell "she" from "he"; and which telling of an act a "when" gives (the
finer date of a retelling, every day an act done once is told on).

Used by :mod:`.answers`; never an answer the graph does not state: a "no" is given only where
the complaint tells the act was not done or tells its opposite (a failure or refusal to do it),
never from its silence; and an act a negation governs is not one that was done.
"""

from __future__ import annotations

import re
from typing import Any

from legalkg.engine.answers import Built
from legalkg.events.finding import (
    _PERSONAL_NAME,
    _PLAINTIFF_SIDE,
    _PRONOUN_GENDER,
    _STOP,
    _Answered,
    _before,
    _complainants,
    _event_words,
    _holds,
    _Listing,
    _mentioned,
    _name_words,
    _owner,
    _Refuse,
    _stems,
)
from legalkg.events.fitting import ADDRESSED_KINDS, addressed, post_given, words_told
from legalkg.events.kinds import _kind
from legalkg.events.requests import _Complaint
from legalkg.events.topics import topic_antecedent

_AGENT = ("agent",)


#: the kinds of act done to a person, which one telling may file under another
_DONE_TO = frozenset(
    {"harassment", "threat", "adverse-action", "discipline", "retaliation", "demotion"}
)


_UNDERGOER = ("patient", "recipient", "beneficiary")


#: a negation or failure ("did not discharge", "never promoted", "failed to", "refused to")
_NEGATION = re.compile(
    r"\b(?:not|never|n't|no\s+longer|without|fail\w*\s+to|refus\w*\s+to|declin\w*\s+to)\s+"
    r"((?:[\w'-]+\s+){0,3}[\w'-]+)",
    re.IGNORECASE,
)


def negated(event: dict[str, Any], kind: str | None = None) -> bool:
    """Whether every telling of ``event`` is governed by a negation in its sentence ("she was
    not discharged", "Acme did not demote her"): a negation at most three words before a word
    of the act's kind, in the quote or just before it. Such an act is not one that was done (a
    failure to act is its own kind).

    >>> e = {"type": "termination", "evidence": [{"sentence_id": "s1", "quote": "discharged"}],
    ...      "_sents": {"s1": "She was not discharged."}}
    >>> negated(e)
    True
    """
    kind = kind or event["type"]
    if event["type"] == "failure-to-act" and kind == "failure-to-act":
        return False
    sents: dict[str, str] = event.get("_sents", {})
    told = 0
    for x in event["evidence"]:
        text = " ".join(sents.get(x["sentence_id"], "").split())
        quote = " ".join(str(x["quote"]).split())
        at = text.find(quote) if quote else -1
        if at < 0:
            return False
        told += 1
        window = text[max(0, at - 60) : at + len(quote)]
        if not any(
            _kind(w) == kind or _kind(f"did {w}") == kind
            for m in _NEGATION.finditer(window)
            for w in m.group(1).split()
        ):
            return False
    return told > 0


def _split(clause: str, kind: str) -> tuple[str, str]:
    """The clause's subject and the rest, cut at the first word (not a name) that tells the
    act's kind ("Shell | retaliate against Ms. Romak", "Mr. Hunt | mock Ms. Romak"); all of it
    the rest when no word does."""
    words = clause.split()
    for i, w in enumerate(words):
        if w[:1].isupper():
            continue  # a name ("Mr. Hunt mock …"), never the verb, whatever it could mean
        if _kind(w) == kind or _kind(f"did {w}") == kind:
            return " ".join(words[:i]), " ".join(words[i:])
    # no one word tells it ("mock" read only with its object): the names it opens with
    lead = re.match(r"^((?:(?:the\s+)?[A-Z][\w.'’-]*\s+)+)(?=[a-z])", clause)
    if lead:
        return lead.group(1).strip(), clause[lead.end() :]
    return "", clause


def answer_whether(
    c: _Complaint,
    entities: list[dict[str, Any]],
    q: Any,
    answered: _Answered,
    refuse: _Refuse,
    listing: _Listing,
) -> Built:
    """ "Did the company retaliate against her?": "Yes:" with the acts of that kind the
    complaint tells done by the subject (its agents) to the others named (patients,
    recipients), none negated; refused, never "no", when it tells none — no kind is widened
    (a discipline is no demotion)."""
    kind = str(q.kind)
    # an act of another kind told with a verb of this one ("physically charged and threatened
    # Plaintiff", filed as harassment) is one too
    typed = [
        c.events[x]
        for x in c.order
        if c.events[x]["type"] == kind
        or c.events[x]["type"] in _DONE_TO
        and kind in _DONE_TO
        and any(
            _kind(w) == kind
            for y in c.events[x]["evidence"]
            for w in re.findall(r"[A-Za-z][\w'-]+", str(y["quote"]))
        )
    ]
    if not typed:
        return refuse(f"{c.label} tells no {kind} event; whether there was one it does not say")
    subject, rest = _split(q.event or "", kind)
    passive = q.focus == "passive"
    wanted: list[tuple[str, set[str], tuple[str, ...]]] = []
    for words, iris in _mentioned(subject, entities) if subject else []:
        wanted.append((words, iris, _UNDERGOER if passive else _AGENT))
    for words, iris in _mentioned(rest, entities):
        by = re.search(rf"\bby\b[^,;]*\b{re.escape(words.split()[0])}", rest, re.I)
        roles = _AGENT if passive and by else _UNDERGOER
        if kind in ADDRESSED_KINDS and addressed(rest, words):
            roles = ("recipient",)  # "complain to the Mayor": whom it was made to, not about
        wanted.append((words, iris, roles))
    if kind == "employment":  # the graphs put the employee as its agent, "employed" or not
        wanted = [(w, iris, ()) for w, iris, _ in wanted]
    held = [
        e for e in typed if all(_holds(e, w, iris, entities, roles) for w, iris, roles in wanted)
    ]
    done = [e for e in held if not negated(e)]
    # "no" only where the complaint tells the act was not done ("did not demote her") or
    # tells its opposite (a failure or a refusal to do it: "failed to promote her")
    withheld = [e for e in held if negated(e)] + [
        c.events[x]
        for x in c.order
        if c.events[x]["type"] in ("failure-to-act", "accommodation-denial")
        and c.events[x]["type"] != kind
        and all(_holds(c.events[x], w, iris, entities, roles) for w, iris, roles in wanted)
        and negated(c.events[x], kind)
    ]
    if not done and withheld:
        return answered(
            withheld, f"No: {c.label} tells it was not done: " + listing(withheld) + "."
        )
    if not done:
        names = ", ".join(repr(w) for w, _, _ in wanted) or "the people named"
        return refuse(
            f"{c.label} tells no {kind} event with {names} in the roles asked; whether there "
            "was one it does not say"
        )
    # the rest of the clause's words must be told with the act: "did Brinkley complain to
    # the Mayor" is not answered yes by a complaint to her lieutenant ("the Mayor" is no
    # person of the graph, so only the words can tell it)
    said = {w[:5] for words, _, _ in wanted for w in words.casefold().split()}
    said |= {
        w[:5]
        for w in re.findall(r"[a-z]{3,}", rest.casefold())
        if _kind(w) == kind or _kind(f"did {w}") == kind
    }
    left = _stems(rest) - said - _CLAUSE_ONLY
    if left:
        told = [e for e in done if left <= _stems(_event_words(e) + " " + str(e.get("_text", "")))]
        if not told:
            return refuse(
                f"{c.label} tells no {kind} event told with the words "
                f"{', '.join(repr(w) for w in sorted(left))}; whether there was one it does "
                "not say"
            )
        done = told
    return answered(done, f"Yes: {c.label} tells it: " + listing(done) + ".")


#: words of a yes-or-no clause that tell nothing of the act ("did she ever complain")
_CLAUSE_ONLY = frozenset({"ever", "actua", "reall", "once", "somet"})


def place(
    c: _Complaint,
    chosen: list[dict[str, Any]],
    other: dict[str, Any],
    op: str,
    strict: bool = False,
) -> list[dict[str, Any]]:
    """The acts of ``chosen`` the complaint's dates and stated relations place after (or
    before) ``other``; unless ``strict``, when it places none, those it does not place on the
    wrong side."""
    placed = [
        e for e in chosen if (_before(c, other, e) if op == "after" else _before(c, e, other))
    ]
    if placed or strict:
        return placed
    return [
        e
        for e in chosen
        if e["iri"] != other["iri"]
        and not (_before(c, e, other) if op == "after" else _before(c, other, e))
    ]


#: the words of an "instead" question that only say someone was put in another's place
_INSTEAD_WORDS = re.compile(
    r"\b(?:who|whom|was|were|is|got|get|gotten|given|instead|of|in|her|his|their|place|stead|"
    r"replac\w*|took|filled|hired|hire|selected|chosen|picked|appointed|named)\b",
    re.IGNORECASE,
)


#: an act's own words saying the post went to another ("passed over … in favor of Ms. V.")
_OVER = re.compile(r"\bpassed\s+over\b|\bin\s+favou?r\s+of\b|\binstead\s+of\b", re.I)


def instead_of(
    c: _Complaint, entities: list[dict[str, Any]], q: Any, hired: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Among the hirings of others, and the acts that give someone a post over a person on the
    plaintiff side (a beneficiary beside the passed-over patient), those the question's own
    words and people tell: "Who got the West role instead of Mr. Taylor?" is the act that
    gave the West role over Taylor, not every hiring. With no such words, every hiring."""
    complainants = _complainants(entities)

    def over(e: dict[str, Any]) -> bool:
        # someone else given the post (a beneficiary, or "passed over … in favor of X")
        told = " ".join([str(e["label"]), *(str(x["quote"]) for x in e["evidence"])])
        return any(
            p["role"] == "beneficiary"
            and p["iri"] not in complainants
            and not _PLAINTIFF_SIDE & set(p["legal_roles"])
            for p in e["participants"]
        ) or bool(_OVER.search(told))

    given = [
        c.events[x]
        for x in c.order
        if c.events[x] not in hired
        and c.events[x]["type"] in ("adverse-action", "hiring", "other", "demotion")
        and over(c.events[x])
        and any(
            p["role"] == "patient" and p["iri"] in complainants for p in c.events[x]["participants"]
        )
    ]
    pool = hired + given
    clause = _INSTEAD_WORDS.sub(" ", q.event or "")
    people = [(w, iris) for w, iris in _mentioned(clause, entities) if set(w.split()) - _STOP]
    named = {w for w, _ in people for w in w.split()}
    asked = _stems(clause) - {w[:5] for w in named}
    if not asked and not people:
        return hired

    def involves(e: dict[str, Any], w: str, iris: set[str]) -> bool:
        # the one passed over or replaced, on the act or in its sentences
        text = str(e.get("_text", "")).casefold().replace("’", "'")
        return any(p["iri"] in iris for p in e["participants"]) or all(
            re.search(rf"\b{re.escape(x)}\b", text) for x in w.split()
        )

    def fit(e: dict[str, Any]) -> int:
        told = _stems(str(e["label"]) + " " + " ".join(x["quote"] for x in e["evidence"]))
        around = _stems(str(e.get("_text", ""))) - told
        score = 2 * len(asked & told) + len(asked & around)
        return score + sum(2 for w, iris in people if involves(e, w, iris))

    if people and not any(involves(e, w, iris) for e in pool for w, iris in people):
        return []  # "Who replaced Ms. Brinkley?": no act told puts anyone in her place
    _, post = post_given(q.event or "")
    post -= {"replacement", "successor", "substitute"}  # no post: the act itself
    if post:
        # "Who replaced Vaughn as head golf coach?": the post asked must be the one given,
        # every word of it told with the act ("assistant golf coach" is another post); an
        # act that does not tell it is no answer, nor is every hiring
        pool = [e for e in pool if words_told(e, post)]
        if not pool:
            return []
    best = max((fit(e) for e in pool), default=0)
    return [e for e in pool if fit(e) == best] if best > 0 else hired


_PRONOUN = re.compile(r"\b(she|he|her|him|his|hers)\b", re.IGNORECASE)


def antecedent(clause: str | None, context: str | None, entities: list[dict[str, Any]]) -> str:
    """``clause`` with its pronoun replaced by the one person of that gender the other clause
    of the question names ("What did Hunt do | after he announced …" → "Hunt announced …";
    "Who promoted Ms. Velazquez | after she was named …" → "Velazquez was named …"); unchanged
    when that clause names none or several (then "she" stays the complainant)."""
    text = clause or ""
    m = _PRONOUN.search(text)
    if m is None or not context or _owner(text, entities):
        return text  # "… after Baker submitted her letter": Baker's own
    gender = _PRONOUN_GENDER[m.group(1).casefold()]
    by_iri = {e["iri"]: e for e in entities}
    # "Hodgkins' physician" is someone else than the Hodgkins a clause names
    named = {
        i
        for w, iris in _mentioned(context, entities)
        if not set(w.split()) & set(_PRONOUN_GENDER)
        for i in iris
        if by_iri[i]["kind"] == "person"
        and not re.search(rf"\b{re.escape(w)}['’]s?\s", str(by_iri[i]["label"]), re.I)
        # "she" is one person, not a group the graph types as people ("the Chancellors")
        and _PERSONAL_NAME.fullmatch(str(by_iri[i]["label"]))
    }
    if len(named) != 1:
        # "What happened to the deputy after he …": the question's topic, named by a post
        return (
            topic_antecedent(text, context, entities, _mentioned, _complainants(entities)) or text
        )
    person = by_iri[next(iter(named))]
    # a person the complaint gives no gender is still the one the pronoun takes up when it
    # cannot be a complainant's instead: a complainant ("Did Vaughn resign before or after
    # she filed her internal complaint?", of two women), or anyone when no complainant is one
    # person by name ("What did the Governor do after he signed H.B. 2?", in a suit of the
    # United States for transgender employees)
    complainants = _complainants(entities)
    unsaid = person.get("gender") is None and (
        person["iri"] in complainants
        or not any(
            by_iri[i]["kind"] == "person" and _PERSONAL_NAME.fullmatch(str(by_iri[i]["label"]))
            for i in complainants
            if i in by_iri
        )
    )
    surname = (_name_words(person["label"]) or [""])[-1].capitalize()
    # the question's own title says it when the graph does not: "Mr. Lee" is no "she"
    title = re.search(rf"\b(Mrs|Ms|Miss|Mr)\b\.?\s+(?:[A-Z][\w.]*\s+)?{surname}\b", context)
    if title and ("m" if title[1] == "Mr" else "f") != gender:
        return text
    if person.get("gender") != gender and not unsaid:
        return text
    own = re.compile(rf"\b{m.group(1)}\b", re.IGNORECASE)
    return own.sub(surname, text)


def first_or_last(
    c: _Complaint, events: list[dict[str, Any]], pick: str | None, note: str
) -> tuple[list[dict[str, Any]], str]:
    """ "The first thing Hunt did after …", "the last thing Brown did before …": of the acts
    listed, the one no other is placed before (after); when the complaint does not order them,
    all of those, said so."""
    if not pick or len(events) < 2:
        return events, note
    ends = [
        e
        for e in events
        if not any(
            _before(c, o, e) if pick == "first" else _before(c, e, o) for o in events if o is not e
        )
    ]
    if len(ends) > 1:
        note += f" (the complaint does not tell which of these came {pick})"
    return ends, note


#: the acts done once per person: two days given for one are the complaint's two tellings
_ONCE = frozenset(
    {"charge", "termination", "resignation", "hiring", "lawsuit", "agency-determination"}
)


def other_days(pick: dict[str, Any], dated: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The other tellings among ``dated`` of the act ``pick`` (one done once, with the same
    people) that the complaint dates to another day: "When did she file her EEOC charge?" when
    its facts say December 23 and its counts December 9."""
    if pick["type"] not in _ONCE:
        return []
    people = {p["iri"] for p in pick["participants"]}
    seen = {pick["date"]}
    out = []
    for e in dated:
        if (
            e is not pick
            and e["type"] == pick["type"]
            and {p["iri"] for p in e["participants"]} == people
            and e["date"] not in seen
        ):
            seen.add(e["date"])
            out.append(e)
    return out


def titles(entities: list[dict[str, Any]], text: str) -> None:
    """The courtesy title the complaint gives each person its graph names without one
    ("Ms. Romak" in the text, "Michelle Romak" in the graph): ``gender`` "f" for Ms./Mrs./Miss,
    "m" for Mr., read from the surname only when no other entity shares it and the text gives
    it one title only; so that "she" among two complainants, a woman and a man, is the woman."""
    surnames: dict[str, list[dict[str, Any]]] = {}
    for e in entities:
        if e["kind"] == "person":
            last = _name_words(e["label"])[-1:] if _name_words(e["label"]) else []
            for w in last:
                surnames.setdefault(w, []).append(e)
    for name, people in surnames.items():
        if len(people) != 1 or people[0].get("gender") or len(name) < 3:
            continue
        told = {
            "m" if m.group(1) == "Mr" else "f"
            for m in re.finditer(
                rf"\b(Mrs|Ms|Miss|Mr)\.?\s+(?:[A-Z][\w'’-]*\s+)?(?i:{re.escape(name)})\b", text
            )
        }
        if len(told) == 1:
            people[0]["gender"] = told.pop()


_GRAIN = {"year": 0, "season": 1, "month": 2, "week": 3, "day": 4}


def finer_retelling(c: _Complaint, event: dict[str, Any]) -> dict[str, Any] | None:
    """Another telling of the same act with a more precise date inside the event's own: the
    same kind, told in at least two of the same words, no other person on it, its date
    within the event's period and finer."""
    if not event["date"]:
        return None
    told = _stems(str(event["label"]))
    people = {p["iri"] for p in event["participants"]}
    for x in c.order:
        e = c.events[x]
        if e is event or e["type"] != event["type"] or not e["date"]:
            continue
        # within the event's own year or month (not a long period it opens)
        cut = {"year": 4, "month": 7}.get(str(event["date_granularity"]), 10)
        inside = e["date"][:cut] == event["date"][:cut]
        finer = _GRAIN.get(str(e["date_granularity"]), 4) > _GRAIN.get(
            str(event["date_granularity"]), 4
        )
        others = {p["iri"] for p in e["participants"]}
        if inside and finer and others <= people and len(told & _stems(str(e["label"]))) >= 2:
            return e
    return None
