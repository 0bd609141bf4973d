"""ELI's dates, status, titles and amendments on the documents and pages, derived from what the
store holds (legalkg's own terms), so that ELI harvesters and crawlers see them.

================================  ===========================================================
on                                 ELI statements (from)
================================  ===========================================================
temporal version                   ``eli:title`` (the component's label),
                                   ``eli:first_date_entry_in_force`` (``lkg:validFrom``),
                                   ``eli:date_no_longer_in_force`` (the last day of validity:
                                   the day before the exclusive ``lkg:validUntil``),
                                   ``eli:in_force`` (``eli:InForce-inForce`` while open-ended
                                   and not produced by a repeal, else ``InForce-notInForce``),
                                   ``eli:changed_by`` the acts of the action that produced it
language version                   ``eli:title``
work, component                    ``eli:first_date_entry_in_force`` (its first version's
                                   start), ``eli:date_no_longer_in_force`` and ``eli:in_force``
                                   (its latest version's), ``eli:amended_by`` every act whose
                                   actions changed it (a work: changed any of its components)
amending act                       ``eli:amends`` every work or component its actions changed
================================  ===========================================================

The store's RDF is not changed: these triples are written in the documents beside the store's
(the dumps and ``/sparql`` hold the store's own). ``eli:first_date_entry_in_force`` is the start
of validity: where a source gives a separate entry-into-force date, the store holds it in its own
terms (issue 33) and it is not guessed here.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pyoxigraph as ox

from legalkg.core.namespaces import PREFIXES

ELI = PREFIXES["eli"]
LKG = PREFIXES["lkg"]
XSD_DATE = ox.NamedNode(PREFIXES["xsd"] + "date")
IN_FORCE = ox.NamedNode(ELI + "InForce-inForce")
NOT_IN_FORCE = ox.NamedNode(ELI + "InForce-notInForce")
#: Action classes whose version is a provision no longer in force (its text says so).
_ENDING = ("Repeal", "Revocation")


def _day(value: str | None) -> ox.Literal | None:
    if value is None:
        return None
    try:
        return ox.Literal(date.fromisoformat(value[:10]).isoformat(), datatype=XSD_DATE)
    except ValueError:
        return None


def _last_day(until: str | None) -> ox.Literal | None:
    """The last day of a half-open validity ``[from, until)``."""
    if until is None:
        return None
    try:
        day = date.fromisoformat(until[:10]) - timedelta(days=1)
    except ValueError:
        return None
    return ox.Literal(day.isoformat(), datatype=XSD_DATE)


def _ends(site: Any, version: str) -> bool:
    """Whether ``version`` was produced by a repeal or revocation."""
    for action in site.iris(version, "producedBy"):
        if any(t.endswith(tuple("#" + name for name in _ENDING)) for t in site.types(action)):
            return True
    return False


def _undated(site: Any, action: str | None) -> bool:
    """Whether the sources do not date ``action`` (it has an ``lkg:changedAfter``)."""
    return action is not None and site.first(action, "changedAfter") is not None


def _acts(site: Any, actions: list[str]) -> set[str]:
    return {act for a in actions for act in site.iris(a, "amendingAct")}


def _status(site: Any, version: str) -> ox.NamedNode:
    open_ended = site.first(version, "validUntil") is None
    return IN_FORCE if open_ended and not _ends(site, version) else NOT_IN_FORCE


def eli_triples(site: Any, s: str, kind: str) -> list[ox.Triple]:
    """The ELI statements about ``s`` (of page kind ``kind``) derived from the store."""
    node = ox.NamedNode(s)
    out: list[ox.Triple] = []

    def add(p: str, o: ox.NamedNode | ox.Literal | None) -> None:
        if o is not None:
            out.append(ox.Triple(node, ox.NamedNode(ELI + p), o))

    if kind == "version":
        of = site.first(s, "versionOf")
        for label in site.values(of, PREFIXES["rdfs"] + "label") if of else []:
            add("title", label)
        # not for a day an action the sources do not date made (lkg:changedAfter): unknown
        if not _undated(site, site.first(s, "producedBy")):
            add("first_date_entry_in_force", _day(site.first(s, "validFrom")))
        if not _undated(site, site.first(s, "terminatedBy")):
            add("date_no_longer_in_force", _last_day(site.first(s, "validUntil")))
        add("in_force", _status(site, s))
        for act in sorted(_acts(site, site.iris(s, "producedBy"))):
            add("changed_by", ox.NamedNode(act))
    elif kind == "language":
        version = site.first(s, "languageVersionOf")
        of = site.first(version, "versionOf") if version else None
        language = site.first(s, "language")
        for label in site.values(of, PREFIXES["rdfs"] + "label") if of else []:
            if not isinstance(label, ox.Literal) or not language or not label.language:
                add("title", label)
            elif label.language.split("-")[0] == language[:2]:
                add("title", label)
    elif kind in ("work", "component"):
        versions = sorted(
            site.iris(s, "hasVersion"), key=lambda v: site.first(v, "validFrom") or ""
        )
        if versions:
            add("first_date_entry_in_force", _day(site.first(versions[0], "validFrom")))
            add("date_no_longer_in_force", _last_day(site.first(versions[-1], "validUntil")))
            add("in_force", _status(site, versions[-1]))
        changed = [s] if kind == "component" else [s, *site.subjects("work", s)]
        actions = [a for c in changed for a in site.subjects("affects", c)]
        for act in sorted(_acts(site, actions) - {s}):
            add("amended_by", ox.NamedNode(act))
    actions = site.subjects("amendingAct", s)
    if actions:
        for target in sorted({t for a in actions for t in site.iris(a, "affects")}):
            add("amends", ox.NamedNode(target))
    return out
