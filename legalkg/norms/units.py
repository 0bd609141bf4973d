"""Whole units: a unit with parts (an article, a paragraph, a section, a title) as it stood.

In the CTV model a unit's temporal version *aggregates* one version of each of its parts, so the
unit's version changes whenever anything inside it changes. The text a lawyer reads for a unit on a
day is its own row followed by every part in force that day, in document order; its validity is the
unit's version's validity. This module assembles that from the rows of two queries:

- ``unit-versions``: each version of the unit (on a date, or overlapping an interval) and every
  part version it aggregates, in document order;
- ``part-wordings``: every version of every component under the unit, so that each part's *own*
  wording can be dated (a paragraph with incisos has a new version whenever an inciso changes,
  but its own row may have read the same since 1988).

>>> unit = [
...     {"unitVersion": "u/2", "unitFrom": "2000-01-01", "unitUntil": None, "unitAction": "m",
...      "unitActionLabel": "Amendment", "language": "en", "component": "u", "label": "art. 1",
...      "order": "1", "parent": "w", "version": "u/2", "from": "2000-01-01", "until": None,
...      "text": "Art. 1. Heading:", "action": "m", "actionLabel": "Amendment"},
...     {"unitVersion": "u/2", "unitFrom": "2000-01-01", "unitUntil": None, "unitAction": "m",
...      "unitActionLabel": "Amendment", "language": "en", "component": "u/p1",
...      "label": "art. 1, § 1", "order": "2", "parent": "u", "version": "u/p1/2",
...      "from": "2000-01-01", "until": None, "text": "§ 1. New.", "action": "s",
...      "actionLabel": "Substitution"}]
>>> wordings = [
...     {"component": "u", "version": "u/1", "from": "1990-01-01", "until": "2000-01-01",
...      "previous": None, "language": "en", "text": "Art. 1. Heading:", "action": "c",
...      "actionLabel": "Creation", "act": None, "actLabel": None},
...     {"component": "u", "version": "u/2", "from": "2000-01-01", "until": None,
...      "previous": "u/1", "language": "en", "text": "Art. 1. Heading:", "action": "m",
...      "actionLabel": "Amendment", "act": None, "actLabel": None}]
>>> (v,) = whole_versions(unit, wordings)
>>> v["text"]
'Art. 1. Heading:\\n§ 1. New.'
>>> [(p["citation"], p["valid_from"]) for p in v["parts"]]
[('art. 1', '1990-01-01'), ('art. 1, § 1', '2000-01-01')]
>>> v["changed_parts"]
['art. 1, § 1']
"""

from __future__ import annotations

import re
from typing import Any

from legalkg.engine.abridge import PROMPT_CHANGED_LIMIT as PROMPT_CHANGED_LIMIT
from legalkg.engine.abridge import PROMPT_TEXT_LIMIT as PROMPT_TEXT_LIMIT
from legalkg.engine.abridge import contents as contents
from legalkg.engine.abridge import is_large as is_large

Row = dict[str, str | None]


#: A part whose wording only says it was repealed ("IV - (revogado);", "a) (Revogada).",
#: "(3) [Repealed]"): the compiled text keeps the number, but the law has no such part, so the
#: whole text leaves it out (and lists it in ``repealed_parts``).
REPEAL_NOTE = re.compile(
    r"^(?:\S+(?: \S+)?(?: -|\.|\))?\s*)?[(\[]\s*(?:revogad[oa]s?|suprimid[oa]s?|repealed|"
    r"deleted|omitted)\s*[)\]][.;]?$",
    re.IGNORECASE,
)


def is_leaf(unit_rows: list[Row]) -> bool:
    """True when no version in ``unit_rows`` (``unit-versions`` rows) aggregates a part."""
    return all(r["version"] == r["unitVersion"] for r in unit_rows)


def _wording_index(
    wording_rows: list[Row],
) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """Every component's versions per language, oldest first, each with its amending acts."""
    by_version: dict[tuple[str, str], dict[str, Any]] = {}
    for r in wording_rows:
        key = (str(r["version"]), str(r["language"]))
        v = by_version.get(key)
        if v is None:
            v = by_version[key] = {
                "component": r["component"],
                "version": r["version"],
                "from": r["from"],
                "until": r["until"],
                "previous": r["previous"],
                "language": r["language"],
                "text": r["text"],
                "action": r["action"],
                "actionLabel": r["actionLabel"],
                "acts": [],
            }
        if r.get("act") and all(a["iri"] != r["act"] for a in v["acts"]):
            v["acts"].append({"iri": r["act"], "label": r.get("actLabel")})
    index: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for v in by_version.values():
        index.setdefault((str(v["component"]), str(v["language"])), []).append(v)
    for versions in index.values():
        versions.sort(key=lambda v: str(v["from"]))
    return index


def own_wording(index: dict[tuple[str, str], list[dict[str, Any]]], row: Row) -> dict[str, Any]:
    """The span of ``row``'s own wording: the contiguous run of the component's versions with the
    same text around ``row``'s version, and the action that produced the first of them."""
    chain = index.get((str(row["component"]), str(row["language"])), [])
    at = next((i for i, v in enumerate(chain) if v["version"] == row["version"]), None)
    if at is None:  # not listed (an interval query left it out): the version itself
        return {
            "valid_from": row["from"],
            "valid_until": row["until"],
            "produced_by": {"iri": row["action"], "label": row.get("actionLabel")},
        }
    start = end = at
    while (
        start > 0
        and chain[start]["previous"] == chain[start - 1]["version"]
        and chain[start - 1]["text"] == chain[at]["text"]
    ):
        start -= 1
    while (
        end + 1 < len(chain)
        and chain[end + 1]["previous"] == chain[end]["version"]
        and chain[end + 1]["text"] == chain[at]["text"]
    ):
        end += 1
    first = chain[start]
    produced: dict[str, Any] = {"iri": first["action"], "label": first["actionLabel"]}
    if first["acts"]:
        produced["acts"] = list(first["acts"])
    return {
        "valid_from": first["from"],
        "valid_until": chain[end]["until"],
        "produced_by": produced,
    }


def whole_versions(unit_rows: list[Row], wording_rows: list[Row]) -> list[dict[str, Any]]:
    """The unit's versions, each with its whole ``text`` and its ``parts`` (own row first).

    A version without parts (a leaf) is the plain version object (no ``parts``), as for an
    own-row answer. ``changed_parts`` cites the parts whose own wording starts with the version.
    """
    index = _wording_index(wording_rows)
    groups: dict[tuple[str, str], list[Row]] = {}
    for r in unit_rows:
        groups.setdefault((str(r["unitVersion"]), str(r["language"])), []).append(r)
    out = []
    for rows in groups.values():
        head = rows[0]
        unit_component = next(
            (r["component"] for r in rows if r["version"] == r["unitVersion"]), None
        )
        own = next((r for r in rows if r["version"] == r["unitVersion"]), head)
        version: dict[str, Any] = {
            "iri": head["unitVersion"],
            "citation": own["label"],
            "valid_from": head["unitFrom"],
            "valid_until": head["unitUntil"],
            "language": head["language"],
            "text": own["text"],
            "produced_by": {"iri": head["unitAction"], "label": head.get("unitActionLabel")},
        }
        if len(rows) > 1:
            depth: dict[str, int] = {}
            parts = []
            for r in rows:  # document order: a part comes after the unit it is in
                comp = str(r["component"])
                if comp == unit_component:
                    depth[comp] = 0
                else:
                    depth[comp] = depth.get(str(r["parent"]), 0) + 1
                parts.append(
                    {
                        "citation": r["label"],
                        "component": r["component"],
                        "iri": r["version"],
                        "level": depth[comp],
                        "text": r["text"],
                        **own_wording(index, r),
                    }
                )
            notes = [p for p in parts[1:] if REPEAL_NOTE.match(str(p["text"]).strip())]
            if notes:
                version["repealed_parts"] = [p["citation"] for p in notes]
                parts = [p for p in parts if all(p is not n for n in notes)]
            version["text"] = "\n".join(str(p["text"]) for p in parts)
            version["parts"] = parts
            version["changed_parts"] = [
                p["citation"] for p in parts if p["valid_from"] == version["valid_from"]
            ]
        out.append(version)
    return out


def mark_removed(versions: list[dict[str, Any]]) -> None:
    """Add ``removed_parts`` to each version: the parts of the version before it (in the list,
    same language, contiguous) that it no longer has."""
    last: dict[str, dict[str, Any]] = {}
    for v in versions:
        before = last.get(str(v["language"]))
        if before is not None and before["valid_until"] == v["valid_from"]:
            now = {p["component"] for p in v.get("parts", [])}
            v["removed_parts"] = [
                p["citation"] for p in before.get("parts", []) if p["component"] not in now
            ]
        last[str(v["language"])] = v
