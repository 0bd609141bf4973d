"""How a large result is quoted in a grounded prompt: its table of contents and what changed.

A result whose version carries ``parts`` (each with ``citation``, ``component``, ``level``) and
``changed_parts`` (the citations whose wording changed with it) is quoted whole unless its text
is longer than :data:`PROMPT_TEXT_LIMIT`; then :func:`contents` abridges it.
"""

from __future__ import annotations

from typing import Any

#: A unit whose whole text is longer than this (in characters) is too large to quote whole in a
#: grounded prompt: the prompt gives its table of contents and the parts that changed instead.
PROMPT_TEXT_LIMIT = 12_000
#: ... and quotes the parts that changed with a version only when they are at most this many.
PROMPT_CHANGED_LIMIT = 40


def is_large(version: dict[str, Any]) -> bool:
    """Too large to quote whole in a prompt (see :data:`PROMPT_TEXT_LIMIT`)."""
    return "parts" in version and len(str(version["text"])) > PROMPT_TEXT_LIMIT


def contents(version: dict[str, Any], *, toc: bool = True) -> dict[str, Any]:
    """A large version as its table of contents (the parts directly under the unit and every
    part that has parts) with the full text of the parts whose wording changed with it
    (``toc=False``: only those, when another version of the same answer gives the contents)."""
    parts = version["parts"]
    has_parts = {
        str(parts[i]["component"])
        for i in range(len(parts) - 1)
        if parts[i + 1]["level"] > parts[i]["level"]
    }
    changed = set(version["changed_parts"])
    quoted = len(changed) <= PROMPT_CHANGED_LIMIT
    shown = []
    for p in parts:
        if p["citation"] in changed and quoted:
            shown.append(p)
        elif toc and (p["level"] <= 1 or str(p["component"]) in has_parts):
            shown.append({"citation": p["citation"], "level": p["level"]})
    return {
        **{k: v for k, v in version.items() if k not in ("text", "parts")},
        "abridged": (
            f"The whole unit is too large to quote ({len(parts)} parts, "
            f"{len(str(version['text']))} characters): given here is "
            + (
                "its table of contents (the parts directly under it and every part that has "
                "parts, without their text) and "
                if toc
                else "(the table of contents is given with the latest version) "
            )
            + (
                f"the full text of the parts whose wording changed on {version['valid_from']}. "
                if quoted
                else f"the citations of the {len(changed)} parts whose wording changed on "
                f"{version['valid_from']} (changed_parts), too many to quote. "
            )
            + "Ask about one part for its text."
        ),
        "parts": shown,
    }
