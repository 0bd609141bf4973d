"""What was done to someone, or to a thing of theirs (issue 30, eleventh round).

"What happened to X?" and "What was done to X?" list the acts X underwent. Two readings
went wrong:

- "What was done to Horse?" (one of five photographers) was refused as "the whole of the
  complaint": what happened to a complainant is their whole story, but what was done to them
  asks for the acts they underwent, and is answered so (:func:`done_to`);
- a thing of the person's ("What happened to Edrei's hearing / camera?", "… Oregon
  Humanities' office lease?") was read as the person, or — when the graph holds no entity for
  the name — as nothing, and the whole timeline was the answer. A thing asked about is told
  only by an act one of whose sentences names it as a noun together with its owner; with no
  such act the question is refused (:func:`owned_thing`, :func:`tells_thing`), and a "what
  happened to" whose clause names no one and nothing the graph can filter by is refused,
  never answered with every act.
"""

from __future__ import annotations

import re
from typing import Any

#: "Edrei's camera", "Oregon Humanities' office lease", "Mr. Osadebe’s security clearance"
_OWNED = re.compile(
    r"^(?:the\s+)?(?P<owner>(?:[A-Z][\w.-]*\s+)*[A-Z][\w.-]*?)(?:['’]s|s['’])\s+"
    r"(?P<thing>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})$"
)


def owned_thing(clause: str | None) -> tuple[str, str] | None:
    """The owner and the thing of a clause that names a thing of someone's, or None.

    >>> owned_thing("Kay's bicycle"), owned_thing("the Guild's meeting hall")
    (('Kay', 'bicycle'), ('Guild', 'meeting hall'))
    >>> owned_thing("Mr. Lund’s pension"), owned_thing("Kay"), owned_thing("the Guild staff")
    (('Mr. Lund', 'pension'), None, None)
    """
    m = _OWNED.match(" ".join((clause or "").split()))
    if m is None:
        return None
    return m.group("owner"), m.group("thing")


def tells_thing(event: dict[str, Any], owner: str, thing: str) -> bool:
    """Whether one of the event's sentences names the thing (its last word, as a noun: not
    after a be-verb, "was hearing a car alarm") and, in the same sentence, its owner (a word
    of the owner's name); a word in "-ing" only after a determiner.

    >>> ev = {"_sents": {"s1": "Kay's bicycle was seized by the deputies.",
    ...                  "s2": "Kay was riding home."}}
    >>> tells_thing(ev, "Kay", "bicycle"), tells_thing(ev, "Kay", "camera")
    (True, False)
    >>> tells_thing({"_sents": {"s3": "Kay was hearing a siren."}}, "Kay", "hearing")
    False
    >>> tells_thing({"_sents": {"s4": "After hearing it, Kay ran."}}, "Kay", "hearing")
    False
    """
    head = thing.split()[-1]
    stem = re.escape(head[:-1] if head.endswith("s") and len(head) > 4 else head)
    names = [w for w in re.findall(r"[A-Za-z][\w-]+", owner) if w[0].isupper() and len(w) > 2]
    names = [w for w in names if w not in ("Mr", "Ms", "Mrs", "Dr", "The")]
    for text in event.get("_sents", {}).values():
        text = " ".join(str(text).split())
        for m in re.finditer(rf"\b{stem}s?\b", text, re.IGNORECASE):
            before = text[: m.start()]
            if re.search(r"\b(?:was|were|is|are|be|been|being|am)\s+(?:\w+ly\s+)?$", before):
                continue
            # a word in "-ing" is a noun after a determiner ("her hearing"), else a verb
            # ("after hearing the tone")
            if head.endswith("ing") and not re.search(
                r"(?:\b(?:her|his|their|its|the|my|our)|['’]s)\s+(?:[a-z]+\s+)?$", before
            ):
                continue
            if any(re.search(rf"\b{re.escape(n)}\b", text) for n in names):
                return True
    return False


def done_to(
    label: str,
    entities: list[dict[str, Any]],
    who: str | None,
    clause: str,
    events: list[dict[str, Any]],
    done: bool = False,
) -> tuple[list[dict[str, Any]], str | None]:
    """The acts of ``events`` done to the one (or the thing) ``clause`` names, or a refusal:
    a thing of someone's told by no act; with no doer asked, a clause that names no one the
    graph holds, or (asked what "happened" to them, not what was ``done`` to them) the
    complainant whose whole story the complaint is."""
    from legalkg.events.finding import _complainants, _mentioned, _takes

    undergo, owned = _mentioned(clause, entities), owned_thing(clause)
    named = {i for _, iris in undergo for i in iris}
    complainants = _complainants(entities)
    if owned:  # "Edrei's camera": an act whose sentence names it with its owner
        told = [e for e in events if tells_thing(e, *owned)]
        return told, None if told else f"no act of {label} tells what happened to {clause!r}"
    if not who and not undergo:
        return [], f"{label}'s graph holds no one named {clause!r}"
    if not who and not done and named <= complainants:
        return [], f"what happened to {clause} is the whole of {label}; ask of an act"
    for _, iris in undergo:
        events = [e for e in events if _takes(e, iris, ("patient", "recipient"))]
    return events, None
