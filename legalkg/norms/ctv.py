"""The CTV builder: from a component tree and dated changes to every temporal version.

The SAT-Graph aggregation: when a component changes on day D, its version ends on D and a new
one starts on D; every ancestor gets a new version from D that aggregates the new child version
and *reuses* the current versions of the unchanged siblings. Several changes on one day produce
one new version per affected ancestor. Validity is half-open ``[start, end)``.

>>> from datetime import date
>>> from legalkg.norms.model import Component, Change, NormHistory, Placement, WorkInfo
>>> work = WorkInfo("xx/act/2000", "An Act", date(2000, 1, 1), "en")
>>> comps = {c: Component(c, "article", c, order=(i,)) for i, c in enumerate(["a1", "a2"])}
>>> history = NormHistory(work, comps,
...     (Placement("a1", "", "Article 1."), Placement("a2", "", "Article 2.")),
...     (Change(date(2005, 1, 1), "substitution", "a2", text="Article 2, amended."),))
>>> timeline = build(history)
>>> for v in timeline.versions:
...     print(v.component or "(work)", v.start, v.end)
(work) 2000-01-01 2005-01-01
(work) 2005-01-01 None
a1 2000-01-01 None
a2 2000-01-01 2005-01-01
a2 2005-01-01 None
>>> timeline.versions[1].parts    # the new work version reuses a1's only version
(('a1', datetime.date(2000, 1, 1)), ('a2', datetime.date(2005, 1, 1)))
"""

from __future__ import annotations

from bisect import insort
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date

from legalkg.core.errors import ModelError
from legalkg.core.nogc import paused_gc
from legalkg.norms.model import (
    Action,
    ActionKey,
    Change,
    Component,
    NormHistory,
    Timeline,
    Version,
    VersionKey,
)

ROOT = ""


@dataclass(slots=True)
class _Draft:
    component: str
    start: date
    text: str
    parts: tuple[VersionKey, ...]
    produced_by: ActionKey
    previous: date | None
    number: str | None


@dataclass(slots=True)
class _State:
    parent: dict[str, str] = field(default_factory=dict)
    children: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))
    text: dict[str, str] = field(default_factory=dict)
    number: dict[str, str | None] = field(default_factory=dict)
    current: dict[str, _Draft] = field(default_factory=dict)


def _where(change: Change) -> str:
    return f"{change.where}: " if change.where else ""


def build(history: NormHistory) -> Timeline:
    """Compute every temporal version and action of ``history``'s work.

    :raises ModelError: when a change targets an unknown component, is dated on or before the
        work's date, substitutes or repeals a unit that is not in force, inserts one that is,
        or when two changes on one day touch the same unit.
    """
    with paused_gc():  # many objects, no cycles (see legalkg.core.nogc)
        return _build(history)


def _build(history: NormHistory) -> Timeline:
    comps = history.components
    work = history.work
    start = work.date
    state = _State()
    done: list[Version] = []
    actions: list[Action] = []
    latest_parent: dict[str, str] = {}

    def order_key(cid: str) -> tuple[tuple[int | str, ...], str]:
        return (comps[cid].order, cid)

    def attach(cid: str, parent: str) -> None:
        # kept sorted by insertion (keys are unique: the id is part of them), not re-sorted
        insort(state.children[parent], cid, key=order_key)
        state.parent[cid] = parent
        latest_parent[cid] = parent

    def detach(cid: str) -> None:
        state.children[state.parent.pop(cid)].remove(cid)

    def depth(cid: str) -> int:
        d = 0
        while cid != ROOT:
            cid = state.parent[cid]
            d += 1
        return d

    def close(cid: str, day: date, by: ActionKey) -> None:
        draft = state.current.pop(cid)
        done.append(
            Version(
                draft.component,
                draft.start,
                day,
                draft.text,
                draft.parts,
                draft.produced_by,
                by,
                draft.previous,
                draft.number,
            )
        )

    def open_version(cid: str, day: date, by: ActionKey, previous: date | None) -> None:
        parts = tuple((child, state.current[child].start) for child in state.children[cid])
        state.current[cid] = _Draft(
            cid, day, state.text[cid], parts, by, previous, state.number.get(cid)
        )

    # The original text.
    state.text[ROOT] = work.title
    placed: set[str] = set()
    for placement in history.original:
        if placement.component in placed:
            raise ModelError(
                f"{placement.where}: component {placement.component!r} is placed twice"
            )
        placed.add(placement.component)
    for placement in history.original:
        if placement.component not in comps:
            raise ModelError(f"{placement.where}: unknown component {placement.component!r}")
        if placement.parent != ROOT and placement.parent not in placed:
            raise ModelError(
                f"{placement.where}: the parent {placement.parent!r} of "
                f"{placement.component!r} is not in the original text"
            )
        attach(placement.component, placement.parent)
        state.text[placement.component] = placement.text
        state.number[placement.component] = comps[placement.component].number
    creation: ActionKey = (start, ROOT)
    for cid in sorted(state.parent, key=depth, reverse=True):
        open_version(cid, start, creation, None)
    open_version(ROOT, start, creation, None)
    actions.append(Action(start, "creation", ROOT, ()))

    by_day: dict[date, list[Change]] = defaultdict(list)
    for change in history.changes:
        if change.date <= start:
            raise ModelError(
                f"{_where(change)}{change.operation} of {change.target!r} on {change.date} is not "
                f"after the work's date {start}; amendments must come after the original text"
            )
        if change.changed_after is not None and not start <= change.changed_after < change.date:
            raise ModelError(
                f"{_where(change)}{change.operation} of {change.target!r} on {change.date}: "
                f"changed_after {change.changed_after} must be on or after the work's date "
                f"{start} and before the change's date"
            )
        if change.operation != "revocation" and change.target not in comps:
            raise ModelError(
                f"{_where(change)}{change.operation} targets unknown component "
                f"{change.target!r}; declare it (insertions need a 'parent') or fix the id"
            )
        by_day[change.date].append(change)

    revoked: date | None = None
    for day in sorted(by_day):
        if revoked is not None:
            raise ModelError(f"changes on {day} come after the work was revoked on {revoked}")
        changes = by_day[day]
        seen: dict[str, Change] = {}
        for change in changes:
            if change.target in seen:
                raise ModelError(
                    f"{_where(change)}{change.target!r} is changed twice on {day} (also at "
                    f"{seen[change.target].where or 'an earlier change'}); merge the two changes"
                )
            seen[change.target] = change
        micro: dict[str, str] = {}
        dirty: set[str] = set()
        macro: ActionKey = (day, ROOT)
        # Insertions and moves wait for their new parent (it may be inserted the same day).
        pending = list(changes)
        ordered: list[Change] = []
        while pending:
            inserted = {c.target for c in pending if c.operation == "insertion"}
            ready = [c for c in pending if c.parent is None or c.parent not in inserted]
            if not ready:
                ready = pending[:1]  # its parent will never come: let the check below say so
            ordered.extend(ready)
            taken = {id(c) for c in ready}  # a day's changes are distinct (checked above)
            pending = [c for c in pending if id(c) not in taken]
        # Repeals come last (units moved away the same day survive their old parent's repeal),
        # deepest first: repealing a unit also ends its subtree.
        ordered.sort(
            key=lambda c: (
                -depth(c.target)
                if c.operation == "repeal" and c.target in state.parent
                else -1_000_000
            )
        )
        for change in ordered:
            cid = change.target
            op = change.operation
            in_force = cid in state.current
            if op == "revocation":
                for unit in sorted(state.current):
                    close(unit, day, macro)
                revoked = day
                break
            if op == "insertion":
                if in_force:
                    raise ModelError(
                        f"{_where(change)}insertion of {cid!r} on {day}: it is already in force; "
                        "use a substitution to change its text"
                    )
                parent = change.parent if change.parent is not None else latest_parent.get(cid)
                if parent is None:
                    raise ModelError(f"{_where(change)}insertion of {cid!r} needs a 'parent'")
                if parent != ROOT and parent not in state.parent:
                    raise ModelError(
                        f"{_where(change)}insertion of {cid!r} on {day}: its parent {parent!r} "
                        "is not in force on that date"
                    )
                if change.text is None:
                    raise ModelError(f"{_where(change)}insertion of {cid!r} needs a 'text'")
                attach(cid, parent)
                state.text[cid] = change.text
                state.number[cid] = change.number or comps[cid].number
                dirty.update((cid, parent))
            elif not in_force:
                raise ModelError(
                    f"{_where(change)}{op} of {cid!r} on {day}: it is not in force on that "
                    "date (not yet inserted, or already repealed)"
                )
            elif op == "repeal":
                dirty.add(state.parent[cid])
                for unit in _subtree(state, cid):
                    close(unit, day, (day, cid))
                    state.children.pop(unit, None)
                    if unit != cid:
                        del state.parent[unit]
                detach(cid)
            else:
                if change.text is None and op == "substitution":
                    raise ModelError(f"{_where(change)}substitution of {cid!r} needs a 'text'")
                if change.text is not None:
                    state.text[cid] = change.text
                if change.number is not None:
                    state.number[cid] = change.number
                if change.parent is not None and change.parent != state.parent[cid]:
                    if change.parent != ROOT and change.parent not in state.parent:
                        raise ModelError(
                            f"{_where(change)}{op} of {cid!r} moves it under "
                            f"{change.parent!r}, which is not in force on {day}"
                        )
                    if change.parent in _subtree(state, cid):
                        raise ModelError(
                            f"{_where(change)}{op} of {cid!r} on {day} moves it under "
                            f"{change.parent!r}, which is part of it"
                        )
                    dirty.add(state.parent[cid])
                    detach(cid)
                    attach(cid, change.parent)
                dirty.add(cid)
            micro[cid] = op
            actions.append(
                Action(day, op, cid, change.acts, change.source_provision, change.changed_after)
            )
        if revoked is not None:
            actions.append(Action(day, "revocation", ROOT, _acts(changes), None, _after(changes)))
            continue
        for cid in list(dirty):
            while cid != ROOT and cid in state.parent:
                cid = state.parent[cid]
                dirty.add(cid)
        renew = [c for c in dirty if c in state.parent or c == ROOT]
        for cid in sorted(renew, key=lambda c: (-depth(c), c)):
            key: ActionKey = (day, cid) if cid in micro else macro
            previous = None
            if cid in state.current:
                previous = state.current[cid].start
                close(cid, day, key)
            open_version(cid, day, key, previous)
        actions.append(Action(day, "amendment", ROOT, _acts(changes), None, _after(changes)))

    for cid in list(state.current):
        draft = state.current.pop(cid)
        done.append(
            Version(
                draft.component,
                draft.start,
                None,
                draft.text,
                draft.parts,
                draft.produced_by,
                None,
                draft.previous,
                draft.number,
            )
        )

    missing = sorted(set(comps) - set(latest_parent))
    if missing:
        raise ModelError(
            f"components declared but never placed or inserted: {', '.join(missing[:5])}"
            + (" …" if len(missing) > 5 else "")
        )
    order = _document_order(comps, latest_parent)
    done.sort(key=lambda v: (order[v.component], v.start))
    actions.sort(key=lambda a: (a.date, a.component != ROOT, order[a.component]))
    translations = tuple(_build(t) for t in history.translations)
    return Timeline(history, tuple(done), tuple(actions), dict(latest_parent), order, translations)


def _subtree(state: _State, cid: str) -> list[str]:
    out, stack = [], [cid]
    while stack:
        unit = stack.pop()
        out.append(unit)
        stack.extend(state.children.get(unit, ()))
    return out


def _acts(changes: list[Change]) -> tuple[str, ...]:
    return tuple(sorted({act for c in changes for act in c.acts}))


def _after(changes: list[Change]) -> date | None:
    """A macro action's ``changed_after``: the earliest of its changes' when none of them is
    dated by an act (``None`` when any is: the day is then a known one)."""
    bounds = [c.changed_after for c in changes]
    if not bounds or any(b is None for b in bounds):
        return None
    return min(b for b in bounds if b is not None)


def _document_order(comps: Mapping[str, Component], parent: dict[str, str]) -> dict[str, int]:
    """Pre-order rank over the union of every tree the work ever had (latest parents)."""
    children: dict[str, list[str]] = defaultdict(list)
    for cid in sorted(parent):
        children[parent[cid]].append(cid)
    order: dict[str, int] = {}
    stack = [ROOT]
    while stack:
        cid = stack.pop()
        order[cid] = len(order)
        kids = sorted(children[cid], key=lambda c: (comps[c].order, c))
        stack.extend(reversed(kids))
    return order
