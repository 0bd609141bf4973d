"""Relations an answer states with what it answers, and which acts are of one story.

A refusal follows the request it refuses ("She asked to be moved to a desk post. The company
denied her request."); an act the text says was the result of an earlier one it names by a
noun was caused by it ("denied a licence solely as a result of her examination scores": the
examination she failed). Read by :mod:`legalkg.events.relations` (issue 30, eighth round:
long complaints tell many requests of many people, and each refusal answers the one told just
before it, not the first request of the complaint). Several plaintiffs' stories told side by
side are not joined by their dates alone (:func:`one_story`, read by
:func:`legalkg.events.dating.relate`).
"""

from __future__ import annotations

import re

from legalkg.events.model import AddRelation, Event, Sentence

#: how far back (in sentences) a refusal looks for the request of the same person it
#: answers: the few sentences before (a count's "its refusal to accommodate her" retells the
#: refusals, it answers no request of its own; on the golds every refusal answers a request
#: told one or two sentences before)
_ANSWER_REACH = 3


#: how far back a refusal looks for a request when the two do not both name their person
#: ("Frontier denied those requests." after the sentence that tells them)
_NEXT_REACH = 2


#: a failure to act that answers something asked ("never responded to this request", "ignored
#: her offer"), not one that fails to stop a harassment
_ASKED = re.compile(r"(?i:\b(?:request|offer|propos|inquir|ask)\w*)")


def one_story(a: Event, b: Event, plaintiffs: frozenset[str]) -> bool:
    """Whether ``a`` and ``b`` may be acts of one story: not when each names a plaintiff and
    no one takes part in both (a long complaint tells several plaintiffs' stories side by
    side: one's birth and another's leave, told a sentence apart, are ordered by their dates
    alone, not by the text; the employer's acts against two of them, or a supervisor's
    leaving, are one story). The suit ends every story it sues for."""
    pa, pb = {p.entity for p in a.participants}, {p.entity for p in b.participants}
    two = bool(pa & plaintiffs) and bool(pb & plaintiffs) and not pa & pb
    return not two or b.type == "lawsuit"


#: "responded by extending her leave", "responded to her email by …": the act told after
#: it answers what was asked
_RESPONDED = re.compile(r"(?i:\bresponded\s+(?:to\s+[^,.;]{1,60}?\s+)?(?:by|with)\b)")


def _responds(b: Event, sentences: dict[str, Sentence]) -> bool:
    """Whether ``b`` is told as the answer after "responded by" in one of its sentences."""
    for x in b.evidence:
        text = sentences[x.sentence_id].text
        m = _RESPONDED.search(text)
        at = text.find(x.quote)
        if m is not None and 0 <= at and m.start() < at + len(x.quote):
            return True  # (the cue before or inside the act's words)
    return False


def _who(e: Event, role: str) -> str | None:
    return next((p.entity for p in e.participants if p.role == role), None)


def answered_requests(
    ordered: list[Event],
    sentences: dict[str, Sentence],
    add: AddRelation,
) -> None:
    """A refusal of an accommodation (or a failure to answer what was asked: "never responded
    to this request"; an act told as the answer: "responded by extending her leave", to a
    request or a complaint) came after the request it answers: the request told last before it —
    in the sentences just before (:data:`_NEXT_REACH`), or, when the request's maker is the
    person refused, in the passage before (:data:`_ANSWER_REACH`); never a request of another
    person, nor one told after the refusal. BEFORE, with the refusal's words as evidence."""
    index = {x: i for i, x in enumerate(sentences)}
    requests = [e for e in ordered if e.type == "accommodation-request"]
    asked = [e for e in ordered if e.type in ("accommodation-request", "complaint")]
    if not asked:
        return

    def at(e: Event, sid: str) -> int:
        return min(
            (sentences[sid].text.find(x.quote) for x in e.evidence if x.sentence_id == sid),
            default=-1,
        )

    from legalkg.events.patterns import _STATES, PROTECTED

    for b in ordered:
        answered = requests
        if b.type == "failure-to-act":
            if not any(_ASKED.search(x.quote) for x in b.evidence):
                continue
        elif b.type != "accommodation-denial":
            # "Human Resources responded by extending her leave": an answer to what was
            # asked or complained of
            if b.type in _STATES or b.type in PROTECTED or not _responds(b, sentences):
                continue
            answered = asked
        refused = _who(b, "patient") or _who(b, "recipient")
        best: tuple[tuple[int, int], Event, str, str] | None = None
        for x in b.evidence:
            n_b = index[x.sentence_id]
            for a in answered:
                maker = _who(a, "agent")
                if refused is not None and maker is not None and maker != refused:
                    continue
                reach = _ANSWER_REACH if refused is not None and maker == refused else _NEXT_REACH
                for y in a.evidence:
                    n_a = index[y.sentence_id]
                    if n_a == n_b:
                        told_before = 0 <= at(a, y.sentence_id) < at(b, x.sentence_id)
                    else:
                        told_before = 0 < n_b - n_a <= reach
                    if not told_before:
                        continue
                    key = (n_a - n_b, at(a, y.sentence_id) if n_a == n_b else 0)
                    if best is None or key > best[0]:
                        best = (key, a, x.sentence_id, x.quote)
        if best is not None:
            add("BEFORE", best[1], b, best[2], best[3])


#: "… solely as a result of her examination scores", "as a result of the company's refusal to
#: …", "because of his failure to pass the test": a cause named by a noun phrase (not a
#: protected act's: those are read by the cause cues of :mod:`.patterns`)
_RESULT_OF = re.compile(
    r"(?i:\b(?:as\s+(?:\d{1,3}\s+)?a\s+(?:direct\s+)?(?:result|consequence)\s+of|because\s+of|"
    r"due\s+to)\s+"
    r"(?:[\w.]+['’]s\s+|her\s+|his\s+|their\s+|its\s+|the\s+)"
    r"(?P<what>[^.;,]{3,120}))"
)


#: "These points remain on her record and have led to disciplinary action": a cause named by
#: a demonstrative and its noun, told just before
_THESE_LED = re.compile(
    r"(?i:^\W*(?:\d{1,3}\s*\.\s*)?(?:this|that|these|those|such)\s+(?P<what>[a-z-]+(?:\s+[a-z-]+)?)"
    r"\b(?:[^.;]|\b(?:Mr|Ms|Mrs|Dr|Sgt|Lt|Capt)\.){0,80}?\b(?:led\s+to|resulted\s+in|caused)\b)"
)


#: a noun phrase that names a ground of discrimination ("because of their developmental
#: disabilities", "due to her pregnancy"): the motive the complaint alleges, not an act told
_GROUND = re.compile(
    r"(?i:\b(?:race|racial|colou?r|sex|sexual|gender|pregnan\w*|disab\w*|handicap\w*|national|"
    r"origin|religio\w*|age|ethnic\w*|ancestry|veteran|genetic)\b)"
)


#: words any act's telling may hold, which name none
_NO_ACT = frozenset(
    "their her his its the this that these those which with from have been being level deemed "
    "passing above described alleged conduct actions policies policy practices practice".split()
)


_STEM = re.compile(r"[A-Za-z]{4,}")


def _stems(text: str) -> set[str]:
    return {w.casefold()[:5] for w in _STEM.findall(text) if w.casefold() not in _NO_ACT}


#: how far back (in sentences) a cause named by its noun is looked for: one passage
_NAMED_CAUSE_REACH = 12


def named_causes(
    sid: str,
    placed: list[tuple[int, Event]],
    ordered: list[Event],
    sentences: dict[str, Sentence],
    add: AddRelation,
) -> None:
    """An act told "as a result of" (or "because of", "due to") a noun phrase that names an
    earlier act ("are denying her the licence solely as a result of her examination scores",
    after "she has sat the examination and failed it"), and an act a demonstrative's noun
    names as what "led to" it ("These points … have led to a written warning", after the
    points): the earlier act CAUSES it. The earlier act is the one told last before (in the
    passage before, or for a demonstrative the two sentences before) whose words share a word
    with the noun phrase, of the same person when both name theirs; never a protected act
    (the cause cues read those), a standing state or the suit."""
    from legalkg.events.patterns import _BECAUSE_LEAD, _STATES, PROTECTED

    text = sentences[sid].text
    index = {x: i for i, x in enumerate(sentences)}
    n0 = index[sid]
    here = [(p, e) for p, e in placed if e.type not in _STATES]
    found: list[tuple[re.Match[str], list[Event], int]] = []
    lead = _BECAUSE_LEAD.match(text)
    comma = text.find(",", lead.end()) if lead else -1
    if lead and comma > 0 and not _GROUND.search(text[lead.end() : comma]):
        # "Because of his failure to pass the examination, he lost his post", "Because he has
        # not passed it, his efforts … have been thwarted": the act the leading reason tells
        # CAUSES the main clause's first act
        # (a protected act is read by the cause cues of :mod:`.relations`)
        told = [e for p, e in here if p < comma and e.type not in PROTECTED]
        after = [e for p, e in here if p > comma and e.type not in PROTECTED]
        for a in told[:1]:
            for b in after[:1]:
                add("CAUSES", a, b, sid, text[:comma].strip()[:200])
        if told:
            return
    for m in _RESULT_OF.finditer(text):
        effects = [e for p, e in here if p < m.start() and e.type not in PROTECTED]
        if lead and m.start() < lead.end():  # a leading reason that tells no act: named
            effects = [e for p, e in here if p > comma and e.type not in PROTECTED][:1]
        found.append((m, effects[-1:], _NAMED_CAUSE_REACH))
    these = _THESE_LED.match(text)
    if these:
        # (the effect is told after the demonstrative's noun: "… and have led to a warning")
        found.append((these, [e for p, e in here if p >= these.end("what")][:1], 2))
    for m, effects, reach in found:
        if _GROUND.search(m.group("what")):
            continue
        words = _stems(m.group("what"))
        for b in effects:
            person = _who(b, "patient")
            best: tuple[int, Event] | None = None
            for a in ordered:
                if a is b or a.type in _STATES or a.type in PROTECTED:
                    continue
                whose = {x for x in (_who(a, "agent"), _who(a, "patient")) if x is not None}
                if person is not None and whose and person not in whose:
                    continue
                for x in a.evidence:
                    n_a = index[x.sentence_id]
                    if 0 < n0 - n_a <= reach and words & _stems(x.quote):
                        if best is None or n_a > best[0]:
                            best = (n_a, a)
            if best is not None:
                add("CAUSES", best[1], b, sid, m.group(0).strip()[:200])
