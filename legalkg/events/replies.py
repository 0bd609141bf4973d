"""Relations an answer states with what it answers: a refusal with the request it refuses ("She
asked to be moved to a desk post. The company denied her request."), an act the text says was
the result of an earlier one it names by a noun ("denied a licence solely as a result of her
examination scores": the examination she failed). Read by :mod:`legalkg.events.relations`
(issue 30, eighth round: long complaints tell many requests of many people, and each refusal
answers the one told just before it, not the first request of the complaint).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from legalkg.events.model import Event, Sentence

#: how far back (in sentences) a refusal looks for the request of the same person it
#: answers: one passage of the story (a summary's refusal pages before the facts answers
#: none of the requests the facts tell)
_ANSWER_REACH = 12


#: how far back a refusal looks for a request when the two do not both name their person
#: ("Frontier denied those requests." after the sentence that tells them)
_NEXT_REACH = 2


#: a failure to act that answers something asked ("never responded to this request", "ignored
#: her offer"), not one that fails to stop a harassment
_ASKED = re.compile(r"(?i:\b(?:request|offer|propos|inquir|ask)\w*)")


def _who(e: Event, role: str) -> str | None:
    return next((p.entity for p in e.participants if p.role == role), None)


def answered_requests(
    ordered: list[Event],
    sentences: dict[str, Sentence],
    add: Callable[[str, Event, Event, str, str], None],
) -> None:
    """A refusal of an accommodation (or a failure to answer what was asked: "never responded
    to this request") came after the request it answers: the request told last before it —
    in the sentences just before (:data:`_NEXT_REACH`), or, when the request's maker is the
    person refused, in the passage before (:data:`_ANSWER_REACH`); never a request of another
    person, nor one told after the refusal. BEFORE, with the refusal's words as evidence."""
    index = {x: i for i, x in enumerate(sentences)}
    requests = [e for e in ordered if e.type == "accommodation-request"]
    if not requests:
        return

    def at(e: Event, sid: str) -> int:
        return min(
            (sentences[sid].text.find(x.quote) for x in e.evidence if x.sentence_id == sid),
            default=-1,
        )

    for b in ordered:
        if b.type == "failure-to-act":
            if not any(_ASKED.search(x.quote) for x in b.evidence):
                continue
        elif b.type != "accommodation-denial":
            continue
        refused = _who(b, "patient") or _who(b, "recipient")
        best: tuple[tuple[int, int], Event, str, str] | None = None
        for x in b.evidence:
            n_b = index[x.sentence_id]
            for a in requests:
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
