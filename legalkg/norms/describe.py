"""A request in words, for ``legalkg ask --explain``: "Read as: every version of art. 6º in
force during [2005-01-01, 2006-01-01)." With the answer, the work and the act the names in the
question were resolved to.

Kept apart from :mod:`legalkg.norms.questions` (which re-exports :func:`describe_request`)
so that the question reader stays one grammar; the words of the request types added later
(:mod:`legalkg.norms.ordinals`) come from the module that defines them.
"""

from __future__ import annotations

from legalkg.norms.ordinals import describe_ranked
from legalkg.norms.requests import Request, request_to_json

_TYPE_WORDS = {
    "valid-versions": "the text of {c} in force on {date}",
    "item-versions": "every version of {c}{window}",
    "item-history": "the changes (with their amending acts) to {c} and its parts{window}",
    "actions-by-source": "what amending act {act}{year} changed",
    "impact-in-scope": "every change under {c}{window}",
    "compare-versions": "{c} compared on {date_a} and {date_b}",
    "hierarchy": "the structure of {c} on {date}",
    "provenance": "where the text of {c} in force on {date} comes from (its lineage)",
    "edge-version": "the {edge} of {c}{view} (no date: the {edge_rule} this store holds, "
    "no clock read)",
}


def describe_request(request: Request, answer: object = None) -> str:
    """A request in words, for ``ask --explain``; with its ``answer``, the work and the act
    the names in it were resolved to.

    >>> from legalkg.norms.requests import ItemVersions
    >>> describe_request(ItemVersions(component="art. 6º", from_="2005-01-01", until="2006-01-01"))
    'Read as: every version of art. 6º in force during [2005-01-01, 2006-01-01).'
    """
    data = request_to_json(request)
    kind = str(data.get("type"))
    component = data.get("component") or data.get("scope") or ""
    c = str(component)
    if kind != "impact-in-scope" and data.get("scope") == "own":
        c += " (its own text only: caput / heading)"
    if data.get("work"):
        c += f" of {data['work']}"
    start, until = data.get("from"), data.get("until")
    window = ""
    if start and until:
        window = (
            f" in force during [{start}, {until})"
            if kind == "item-versions"
            else f" from {start} until before {until}"
        )
    elif start:
        window = f" since {start}"
    elif until:
        window = f" before {until}"
    template = describe_ranked(data) or _TYPE_WORDS.get(kind)
    if kind == "item-history" and data.get("which"):
        template = (
            "the " + ("first" if data["which"] == "first" else "last") + " change(s) (the "
            "changes of one day, with their amending acts) to {c} and its parts{window}"
        )
    if template is None:
        words = ", ".join(f"{k}={v}" for k, v in sorted(data.items()) if k != "type")
        return f"Read as: {kind} ({words})."
    text = template.format(
        c=c,
        window=window,
        date=data.get("date"),
        date_a=data.get("date_a"),
        date_b=data.get("date_b"),
        act=data.get("act"),
        year=f" of {data['year']}" if data.get("year") else "",
        edge="original wording" if data.get("which") == "first" else "latest version",
        edge_rule="first version" if data.get("which") == "first" else "latest version",
        view=" (its place in the structure and its parts)"
        if data.get("view") == "structure"
        else "",
    )
    if data.get("as_known_on"):
        text += f", as known on {data['as_known_on']}"
    return f"Read as: {text}." + _resolved(answer)


def _resolved(answer: object) -> str:
    """ " The work: <IRI>." from an answer's steps (the work a name was resolved to)."""
    steps = getattr(answer, "steps", ())
    works = [s.bindings["work"] for s in steps if isinstance(s.bindings.get("work"), str)]
    acts = [s.bindings["act"] for s in steps if isinstance(s.bindings.get("act"), str)]
    out = f" The work: <{works[0]}>." if works else ""
    if acts:
        out += f" The act: <{acts[0]}>."
    return out
