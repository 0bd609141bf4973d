"""Reader for the compact norm-history format (YAML or JSON), written by hand.

A work, its original component tree (each component with its full local id, kind and text) and
dated amendments, each naming its amending act and listing changes (insertion, substitution,
repeal, renumbering, revocation). Its JSON Schema is
``legalkg/norms/readers/schemas/norm-history.schema.json``; ``docs/formats.md`` documents it with
an example (``examples/art6/art6.yaml``).
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

from legalkg.core.errors import InputError
from legalkg.core.identifiers import check_language, check_local_id
from legalkg.core.limits import MAX_CHANGES_PER_AMENDMENT
from legalkg.core.nogc import paused_gc
from legalkg.norms.model import (
    ActInfo,
    Change,
    Component,
    NormHistory,
    Placement,
    VersionDates,
    WorkInfo,
)
from legalkg.norms.readers._yaml import JsonPath, check_schema, line_of, load_document, parse_date
from legalkg.norms.readers.schemas import load_schema


def looks_like_history(path: Path) -> bool:
    """True for a ``.yaml``/``.yml``/``.json`` file (the only norm-history extensions)."""
    return path.suffix.lower() in (".yaml", ".yml", ".json")


def read_history(path: Path) -> NormHistory:
    """Read one norm-history file.

    :raises InputError: naming the file, line and field of the first problem.
    """
    with paused_gc():  # many objects, no cycles (see legalkg.core.nogc)
        return _read_history(path)


def _read_history(path: Path) -> NormHistory:
    data, lines = load_document(path)
    if data is None:
        raise InputError(str(path), "the file is empty", "See docs/formats.md for the format")
    check_schema(data, load_schema("norm-history"), path, lines)

    def where(at: JsonPath) -> str:
        return f"{path}:{line_of(lines, at)}" if lines else str(path)

    def local(value: str, at: JsonPath, what: str) -> None:
        try:
            check_local_id(value, what=what)
        except ValueError as e:
            raise InputError(where(at), str(e), "See docs/formats.md for identifiers") from None

    w = data["work"]
    local(w["id"], ("work", "id"), "work id")
    try:
        language = check_language(w["language"])
    except ValueError as e:
        raise InputError(where(("work", "language")), str(e)) from None
    work = WorkInfo(
        id=w["id"],
        title=w["title"],
        date=parse_date(w["date"], where(("work", "date")), "work.date"),
        language=language,
        number=w.get("number"),
        description=w.get("description"),
        aliases=tuple(str(a) for a in w.get("aliases") or ()),
    )

    def optional_date(item: dict[str, Any], key: str, at: JsonPath, name: str) -> date | None:
        value = item.get(key)
        return None if value is None else parse_date(value, where((*at, key)), f"{name}.{key}")

    def dates_of(
        item: dict[str, Any], at: JsonPath, name: str, defaults: ActInfo | None = None
    ) -> tuple[date | None, date | None, date | None]:
        """(published, known_from, in_force_from) of a work or an amendment; ``known_from``
        before ``published`` is refused (a text cannot be known before it is published)."""
        published = optional_date(item, "published", at, name) or (
            defaults.published if defaults else None
        )
        known = optional_date(item, "known_from", at, name)
        in_force = optional_date(item, "in_force_from", at, name) or (
            defaults.in_force if defaults else None
        )
        if known is not None and published is not None and known < published:
            raise InputError(
                where((*at, "known_from")),
                f"{name}.known_from {known} is before its publication {published}",
                "A text cannot be known before it is published: fix one of the two dates",
            )
        return published, known, in_force

    components: dict[str, Component] = {}
    original: list[Placement] = []

    def visit(items: list[dict[str, Any]], parent: str, at: JsonPath) -> None:
        for i, item in enumerate(items):
            here = (*at, i)
            cid = item["id"]
            local(cid, (*here, "id"), "component id")
            if cid in components:
                raise InputError(
                    where((*here, "id")),
                    f"component id {cid!r} is used twice",
                    "Every component needs its own id",
                )
            components[cid] = _component(item, order=(i,))
            original.append(Placement(cid, parent, item["text"], where(here)))
            visit(item.get("children", []), cid, (*here, "children"))

    visit(data["components"], "", ("components",))

    acts: dict[str, ActInfo] = {}
    for i, a in enumerate(data.get("acts", [])):
        local(a["id"], ("acts", i, "id"), "act id")
        if a["id"] in acts:
            raise InputError(where(("acts", i, "id")), f"act {a['id']!r} is declared twice")
        acts[a["id"]] = ActInfo(
            id=a["id"],
            title=a["title"],
            date=parse_date(a["date"], where(("acts", i, "date")), f"acts[{i}].date"),
            number=a.get("number"),
            description=a.get("description"),
            published=optional_date(a, "published", ("acts", i), f"acts[{i}]"),
            in_force=optional_date(a, "in_force", ("acts", i), f"acts[{i}]"),
        )

    # The dates of each version of the whole work: the original text's, then each day's.
    dated: dict[date, list[tuple[date | None, date | None, date | None]]] = {}
    work_dates = dates_of(w, ("work",), "work")
    if any(work_dates):
        dated[work.date] = [work_dates]
    changes: list[Change] = []
    inserted_after: dict[str, int] = {}
    for i, amendment in enumerate(data.get("amendments", [])):
        at: JsonPath = ("amendments", i)
        day = parse_date(amendment["date"], where((*at, "date")), f"amendments[{i}].date")
        act = amendment["act"]
        if act not in acts:
            raise InputError(
                where((*at, "act")),
                f"amendments[{i}].act: {act!r} is not declared",
                "Declare the amending act under 'acts' (id, title, date)",
            )
        if day != work.date:
            dated.setdefault(day, []).append(dates_of(amendment, at, f"amendments[{i}]", acts[act]))
        if len(amendment["changes"]) > MAX_CHANGES_PER_AMENDMENT:
            raise InputError(
                where((*at, "changes")),
                f"amendments[{i}] lists {len(amendment['changes'])} changes; at most "
                f"{MAX_CHANGES_PER_AMENDMENT} are read in one amendment",
                "Split it, or describe a whole new text as an expression",
            )
        for j, c in enumerate(amendment["changes"]):
            here = (*at, "changes", j)
            op = c["operation"]
            target = c.get("target", "")
            if op == "insertion":
                local(target, (*here, "target"), "component id")
                if target in components:
                    raise InputError(
                        where((*here, "target")),
                        f"insertion of {target!r}: that id is already used",
                        "Give the new unit its own id, or use a substitution to change a unit",
                    )
                after = c.get("after")
                if after is not None:
                    if after not in components:
                        raise InputError(where((*here, "after")), f"after: unknown {after!r}")
                    inserted_after[after] = inserted_after.get(after, 0) + 1
                    order = (*components[after].order, inserted_after[after])
                else:
                    order = (1_000_000 + len(changes),)
                components[target] = _component({**c, "id": target}, order=order)
            changes.append(
                Change(
                    date=day,
                    operation=op,
                    target=target,
                    text=c.get("text"),
                    parent=c.get("parent"),
                    number=c.get("number") if op == "renumbering" else None,
                    acts=(act,),
                    source_provision=c.get("provision", amendment.get("provision")),
                    where=where(here),
                )
            )
    for c in changes:
        if c.operation not in ("insertion", "revocation") and c.target not in components:
            raise InputError(
                c.where,
                f"{c.operation} targets unknown component {c.target!r}",
                "Targets are component ids from 'components' or from an earlier insertion",
            )
    _check_cycles(original, changes)
    return NormHistory(
        work,
        components,
        tuple(original),
        tuple(changes),
        acts,
        str(path),
        version_dates=_version_dates(dated, str(path)),
    )


def _version_dates(
    dated: dict[date, list[tuple[date | None, date | None, date | None]]], where: str
) -> tuple[VersionDates, ...]:
    """One :class:`VersionDates` per day. Several amendments on one day make one version: it
    was published (and known) when the last of them was, so a date is kept only when every
    amendment of the day gives it, and then the latest."""

    def latest(values: list[date | None]) -> date | None:
        known = [v for v in values if v is not None]
        return max(known) if known and len(known) == len(values) else None

    out = []
    for day in sorted(dated):
        rows = dated[day]
        published = latest([r[0] for r in rows])
        known = latest([r[1] or r[0] for r in rows])
        in_force = latest([r[2] for r in rows])
        if published is None and known is None and in_force is None:
            continue
        out.append(
            VersionDates(
                day,
                published=published,
                known_from=known if known != published else None,
                in_force_from=in_force,
                where=where,
            )
        )
    return tuple(out)


def _check_cycles(original: list[Placement], changes: list[Change]) -> None:
    """Refuse a move (renumbering with ``parent``) that puts a unit inside its own subtree.

    The moves of one day are applied together (one may make room for another), then every unit
    moved that day must still reach the work by its parents.
    """
    parent = {p.component: p.parent for p in original}
    by_day: dict[Any, list[Change]] = {}
    for c in changes:
        by_day.setdefault(c.date, []).append(c)
    for day in sorted(by_day):
        moved = []
        for c in by_day[day]:
            if c.parent is not None and c.operation in ("insertion", "renumbering"):
                parent[c.target] = c.parent
                moved.append(c)
        for c in moved:
            seen = {c.target}
            up = parent.get(c.target, "")
            while up and up not in seen:
                seen.add(up)
                up = parent.get(up, "")
            if up:
                raise InputError(
                    c.where,
                    f"{c.operation} of {c.target!r} on {day} puts it under {c.parent!r}, which "
                    "is inside it (a cycle)",
                    "A unit cannot move under itself or one of its own parts",
                )


def _component(item: dict[str, Any], *, order: tuple[int | str, ...]) -> Component:
    kind = item["kind"]
    number = item.get("number")
    label = item.get("label") or (f"{kind} {number}" if number else item["id"])
    return Component(id=item["id"], kind=kind, label=label, number=number, order=order)
