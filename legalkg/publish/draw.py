"""Pictures as SVG: the timeline of a component's temporal versions.

One row per version: a bar over its validity interval (half-open; an open bar reaches the right
edge when the version is still in force), labelled with its dates and the acts that produced it.
The output depends only on the data (no clock, no random ids), so the same store gives the same
bytes.

>>> from datetime import date
>>> bars = [Bar("https://example.org/v1", date(1988, 10, 5), date(2000, 2, 14), ("original",)),
...         Bar("https://example.org/v2", date(2000, 2, 14), None, ("EC 26/2000",))]
>>> svg = timeline_svg("art. 6º", bars)
>>> svg.startswith("<svg") and svg.count('class="bar') == 2
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from legalkg.core.errors import LegalKGError

WIDTH = 760
LEFT = 10
RIGHT = 10

#: Action classes by local name, for the bar colours.
_TYPE_NAMES = (
    "Creation",
    "Amendment",
    "Revocation",
    "Insertion",
    "Substitution",
    "Repeal",
    "Renumbering",
)


class DrawError(LegalKGError):
    """A picture that cannot be drawn (an unknown component, a component without versions)."""


@dataclass(frozen=True, slots=True)
class Bar:
    """One temporal version on a timeline."""

    version: str
    start: date
    end: date | None
    acts: tuple[str, ...] = ()
    action_type: str = ""
    #: the citations of the parts under the component this version changed (a whole unit)
    changed: tuple[str, ...] = ()


def _year_start(d: date) -> date:
    return date(d.year, 1, 1)


#: The timeline's text, in CSS pixels: an SVG timeline has no ``viewBox`` and is not scaled,
#: so its text keeps this size on a phone (a 760-unit picture scaled to a 360 px phone had
#: 5 px labels). Bars and the year axis are laid out in percent of the picture's width.
FONT = 12
TICK_FONT = 10
#: Line height of a label, and the bar under it.
LINE = 15
BAR = 12
GAP = 9
#: Characters in a label line: 38 digits of DejaVu Sans at 12 px (0.636 em, the widest common
#: characters of a label) are 290 px, which with ``LEFT`` and ``RIGHT`` fits
#: :data:`MIN_WIDTH`; the bold title's lines are shorter.
LINE_CHARS = 38
TITLE_CHARS = 34
#: Lines of a label at most (the last one ends with ``…``; the whole label is the tooltip).
LABEL_LINES = 4
#: The narrowest picture whose labels all fit (a 360 px phone's page is 330 px inside its
#: margins); narrower, the page scrolls the picture sideways (``figure.timeline``).
MIN_WIDTH = 320
#: Margin of the bars and the axis, in percent of the width, on each side.
MARGIN = 1.5


def timeline_svg(
    title: str,
    bars: list[Bar],
    *,
    link: Callable[[str], str | None] | None = None,
) -> str:
    """An SVG timeline of ``bars`` (sorted by start), with ``title`` on top.

    A list, one version after the other: its label (dates, acts, changed parts) on lines of
    its own, wrapped, then its bar over its validity. The picture is as wide as its container
    (up to :data:`WIDTH` px): bars and years in percent of it, the text in pixels, unscaled,
    so labels stay readable and inside on a phone as on a desktop.

    :param link: maps a version IRI to the ``href`` of its bar (``None``: no link); by default
        each bar links to the version IRI itself.
    :raises DrawError: when ``bars`` is empty.
    """
    if not bars:
        raise DrawError(f"{title}: no temporal versions to draw")
    bars = sorted(bars, key=lambda b: (b.start, b.version))
    last = max([b.start for b in bars] + [b.end for b in bars if b.end is not None])
    t0 = _year_start(bars[0].start)
    t1 = date(last.year + 2, 1, 1)
    span = (t1 - t0).days
    inner = 100 - 2 * MARGIN

    def x(d: date) -> float:
        """A day's place, in percent of the width."""
        return MARGIN + inner * (d - t0).days / span

    heading = _wrap("Timeline of " + title, LABEL_LINES, TITLE_CHARS)
    axis = LINE * len(heading) + 16  # the axis line, under the title
    labels = [_wrap(_bar_label(bar), LABEL_LINES) for bar in bars]
    top = axis + 14
    height = top + sum(LINE * len(lines) + BAR + GAP for lines in labels) + 4
    out = [
        # As wide as its container up to WIDTH px, as high as its rows: no viewBox, so
        # nothing is scaled down on a phone (the bars are in percent of the width).
        f'<svg xmlns="http://www.w3.org/2000/svg" class="timeline" width="100%" '
        f'height="{height}" style="max-width:{WIDTH}px;min-width:{MIN_WIDTH}px" role="img" '
        f"aria-label={quoteattr('Timeline of ' + title)}>",
        f"<title>{escape('Timeline of ' + title)}</title>",
        f"<style>text{{font:{FONT}px sans-serif;fill:#222}}.axis{{stroke:#999}}"
        ".bar{fill:#3b6ea5}.bar.open{fill:#5a9a4b}.bar.Repeal,.bar.Revocation{fill:#a53b3b}"
        f".tick{{font-size:{TICK_FONT}px;fill:#666}}a:hover .bar{{fill:#e08a1e}}</style>",
    ]
    out += [
        f'<text x="{LEFT}" y="{LINE * (i + 1) - 3}" font-weight="bold">{escape(line)}</text>'
        for i, line in enumerate(heading)
    ]
    out.append(f'<line class="axis" x1="{MARGIN}%" y1="{axis}" x2="{100 - MARGIN}%" y2="{axis}"/>')
    years = t1.year - t0.year
    # At most 7 years named: 4 digits at 10 px are ~24 px, 7 of them fit MIN_WIDTH.
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 1000) if years / s <= 7)
    for year in range(t0.year, t1.year + 1):
        if (year - t0.year) % step == 0:
            xx = x(date(year, 1, 1))
            out.append(
                f'<line class="axis" x1="{xx:.2f}%" y1="{axis - 4}" x2="{xx:.2f}%" '
                f'y2="{height - 4}" stroke-dasharray="1,3"/>'
            )
            # A year is named right of its line; not the last ones, whose name could leave
            # the picture (4 digits at 10 px: 8% of MIN_WIDTH; the lines are 13% apart).
            if xx + 9 <= 100:
                out.append(f'<text class="tick" x="{xx:.2f}%" y="{axis - 4}" dx="2">{year}</text>')
    y = top
    for bar, lines in zip(bars, labels, strict=True):
        x0 = x(bar.start)
        x1 = x(bar.end) if bar.end is not None else 100 - MARGIN
        cls = "bar" + (" open" if bar.end is None else "")
        if bar.action_type in _TYPE_NAMES:
            cls += " " + bar.action_type
        text = "".join(
            f'<text x="{LEFT}" y="{y + LINE * (i + 1) - 3}">{escape(line)}</text>'
            for i, line in enumerate(lines)
        )
        y += LINE * len(lines)
        rect = (
            f'<rect class={quoteattr(cls)} x="{x0:.2f}%" y="{y + 1}" '
            f'width="{max(x1 - x0, 0.3):.2f}%" height="{BAR}" rx="2"/>'
        )
        y += BAR + GAP
        href = link(bar.version) if link is not None else bar.version
        group = f"<title>{escape(_bar_label(bar))}</title>{text}{rect}"
        if href is None:
            out.append(f"<g>{group}</g>")
        else:
            out.append(
                f'<a href={quoteattr(href)} class="version" '
                f'data-from="{bar.start.isoformat()}">{group}</a>'
            )
    out.append("</svg>")
    return "\n".join(out) + "\n"


#: Average advance of a character at 12 px sans-serif, to keep labels inside the picture.
CHAR_WIDTH = 6.8


def _bar_label(bar: Bar) -> str:
    """A bar's whole label: its dates, the acts that produced it, the parts it changed."""
    until = bar.end.isoformat() if bar.end is not None else "in force"
    label = f"{bar.start.isoformat()} – {until}"
    if bar.acts:
        label += " · " + "; ".join(bar.acts)
    if bar.changed:
        shown = ", ".join(bar.changed[:3])
        more = f" and {len(bar.changed) - 3} more" if len(bar.changed) > 3 else ""
        label += f" · changed: {shown}{more}"
    return label


def _wrap(label: str, most: int, chars: int = LINE_CHARS) -> list[str]:
    """``label`` on lines of at most ``chars`` characters (between words where it can),
    ``most`` lines at most, the last one then ending with ``…``.

    >>> _wrap("2000-02-14 – in force · EC 26/2000; EC 64/2010 · changed: art. 6º", 4)
    ['2000-02-14 – in force · EC 26/2000; EC', '64/2010 · changed: art. 6º']
    >>> _wrap("x" * 100, 2, 10)
    ['xxxxxxxxxx', 'xxxxxxxxx…']
    """
    import textwrap

    lines = textwrap.wrap(label, chars, break_on_hyphens=False) or [""]
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = lines[-1][: chars - 1].rstrip() + "…"
    return lines


def short_act_label(label: str) -> str:
    """A shorter act label for a bar: ``Emenda Constitucional nº 26, de 2000`` → ``EC 26/2000``.

    Other labels are returned unchanged.

    >>> short_act_label("Emenda Constitucional nº 26, de 2000")
    'EC 26/2000'
    >>> short_act_label("Emenda Constitucional de Revisão nº 1, de 1994")
    'ECR 1/1994'
    >>> short_act_label("Emenda Constitucional nº 64, de 4 de fevereiro de 2010")
    'EC 64/2010'
    """
    import re

    m = re.fullmatch(
        r"Emenda Constitucional( de Revisão)? nº ([\d.]+), de (?:\d+ de \w+ de )?(\d{4})", label
    )
    if m:
        return f"EC{'R' if m.group(1) else ''} {m.group(2)}/{m.group(3)}"
    return label


def bars_from_rows(rows: list[dict[str, str]]) -> dict[str, list[Bar]]:
    """Group ``draw-timeline`` rows (values as plain strings) into bars per component."""
    grouped: dict[str, dict[str, dict[str, object]]] = {}
    for row in rows:
        versions = grouped.setdefault(row["component"], {})
        v = versions.setdefault(
            row["version"],
            {"from": row["from"], "until": row.get("until"), "type": "", "acts": {}, "changed": []},
        )
        changed = v["changed"]
        assert isinstance(changed, list)
        if row.get("changed"):
            part = (int(row.get("changedOrder") or 0), row["changed"])
            if part not in changed:
                changed.append(part)
        if row.get("type") and not v["type"]:
            v["type"] = row["type"].rsplit("#", 1)[-1]
        act = row.get("act")
        acts = v["acts"]
        assert isinstance(acts, dict)
        if act and act not in acts:
            acts[act] = short_act_label(row.get("actLabel") or act)
    out: dict[str, list[Bar]] = {}
    for component, versions in grouped.items():
        bars = []
        for iri, v in versions.items():
            acts = v["acts"]
            assert isinstance(acts, dict)
            names = tuple(acts[a] for a in sorted(acts))
            parts = v["changed"]
            assert isinstance(parts, list)
            if not names and v["type"] == "Creation":
                names = ("original text",)
            until = v["until"]
            bars.append(
                Bar(
                    iri,
                    date.fromisoformat(str(v["from"])),
                    date.fromisoformat(str(until)) if until else None,
                    names,
                    str(v["type"]),
                    tuple(label for _, label in sorted(parts)),
                )
            )
        out[component] = sorted(bars, key=lambda b: (b.start, b.version))
    return out


def timeline_bars(store: object, component: str | None = None) -> dict[str, list[Bar]]:
    """The bars of ``component`` (or of every component) read from ``store`` (a
    :class:`legalkg.store.local.Store`) with the ``draw-timeline`` query template."""
    import pyoxigraph as ox

    from legalkg.engine.templates import render_sparql
    from legalkg.store.local import Store

    assert isinstance(store, Store)
    rows = []
    for sol in store.select(render_sparql("draw-timeline", component=component)):
        row = {}
        for name in (
            "component",
            "version",
            "from",
            "until",
            "type",
            "act",
            "actLabel",
            "changed",
            "changedOrder",
        ):
            term = sol[name]
            if isinstance(term, ox.NamedNode | ox.Literal):
                row[name] = term.value
        rows.append(row)
    return bars_from_rows(rows)


def component_timeline(store: object, component: str) -> str:
    """The SVG timeline of ``component`` (an IRI) in ``store``; bars link to the version IRIs.

    :raises DrawError: when the store has no versions of ``component``.
    """
    from legalkg.engine.templates import TemplateError
    from legalkg.store.local import Store

    assert isinstance(store, Store)
    try:
        bars = timeline_bars(store, component).get(component, [])
    except TemplateError as e:
        raise DrawError(f"{component!r}: {e}") from e
    if not bars:
        raise DrawError(
            f"{component}: no temporal versions of this component in the store; give a "
            "component IRI such as https://example.org/eli/br/constituicao/1988/tit2/art6"
        )
    import pyoxigraph as ox

    from legalkg.core.namespaces import RDFS

    found = store.oxigraph.quads_for_pattern(ox.NamedNode(component), RDFS.label, None, None)
    labels = sorted(q.object.value for q in found if isinstance(q.object, ox.Literal))
    return timeline_svg(labels[0] if labels else component, bars)


# -- the event graph of a complaint ---------------------------------------------------------
#: Relation types drawn as causal edges (solid, coloured); the others are temporal (dashed).
CAUSAL_TYPES = ("CAUSES", "ENABLES", "PREVENTS")
_EVENT_ROW = 46
_EVENT_TOP = 74
_AXIS_X = 96
_DATED_X = 150
_UNDATED_X = 196
_TEXT_X = 262
_EDGE_COLOURS = {
    "CAUSES": "#b03a2e",
    "ENABLES": "#1e7b4d",
    "PREVENTS": "#7d3c98",
    "BEFORE": "#777",
    "AFTER": "#777",
    "OVERLAP": "#2471a3",
    "SAME-TIME": "#2471a3",
}


@dataclass(frozen=True, slots=True)
class EventMark:
    """One event of a complaint, as drawn: its place in time and its participants.

    ``roles`` holds ``(entity label, participant role)`` pairs in the event's order.
    """

    iri: str
    id: str
    label: str
    type: str
    date: str | None = None
    latest: str | None = None
    granularity: str | None = None
    approximate: bool = False
    date_text: str | None = None
    roles: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class RelationEdge:
    """One relation between two events (``type`` BEFORE, AFTER, … CAUSES, ENABLES, PREVENTS)."""

    iri: str
    id: str
    type: str
    source: str
    target: str
    confidence: str = ""


def short_date(mark: EventMark) -> str:
    """The date of ``mark`` as the complaint gives it: ``2009-08``, ``2005``, ``~`` if approximate.

    >>> short_date(EventMark("e", "ev1", "x", "hiring", "2009-08-01", "2009-08-31", "month", True))
    '~2009-08'
    >>> short_date(EventMark("e", "ev2", "y", "other"))
    'undated'
    """
    if mark.date is None:
        return "undated"
    text = mark.date
    if mark.granularity == "month":
        text = mark.date[:7]
    elif mark.granularity == "year":
        text = mark.date[:4]
    elif mark.latest and mark.latest != mark.date and mark.granularity not in ("day", None):
        text = f"{mark.date}/{mark.latest}"
    return ("~" if mark.approximate else "") + text


def roles_text(roles: tuple[tuple[str, str], ...]) -> str:
    """``A → B`` for an agent and a patient, other roles in brackets.

    >>> roles_text((("Save-A-Lot", "agent"), ("Hodge", "patient"), ("EEOC", "recipient")))
    'Save-A-Lot → Hodge (EEOC: recipient)'
    """
    agents = [n for n, r in roles if r == "agent"]
    patients = [n for n, r in roles if r == "patient"]
    others = [f"{n}: {r}" for n, r in roles if r not in ("agent", "patient")]
    text = " → ".join(p for p in (", ".join(agents), ", ".join(patients)) if p)
    if agents and not patients:
        text += " →"
    elif patients and not agents:
        text = "→ " + text
    if others:
        text = (text + " " if text else "") + "(" + "; ".join(others) + ")"
    return text


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def event_graph_svg(
    title: str,
    events: list[EventMark],
    relations: list[RelationEdge],
    *,
    link: Callable[[str], str | None] | None = None,
) -> str:
    """An SVG event graph: ``events`` (already in temporal order) top to bottom on a time axis,
    dated events in the left lane with their date, undated ones in a dashed right lane placed by
    their temporal relations and the narrative; causal edges solid and coloured on the right,
    temporal edges dashed and grey on the left; agent → patient under each label; a legend.

    :param link: maps an event IRI to the ``href`` of its mark (``None``: no link); by default
        each mark links to the event IRI itself.
    :raises DrawError: when ``events`` is empty or a relation names an event not in ``events``.

    >>> marks = [EventMark("u:1", "ev1", "A fires B", "termination", "2009-08-01", "2009-08-31",
    ...          "month", True, roles=(("A", "agent"), ("B", "patient"))),
    ...          EventMark("u:2", "ev2", "B sues", "lawsuit")]
    >>> svg = event_graph_svg("c", marks, [RelationEdge("u:r1", "r1", "CAUSES", "u:1", "u:2")])
    >>> svg.count('class="event '), svg.count('class="edge ')
    (2, 1)
    """
    if not events:
        raise DrawError(f"{title}: no events to draw")
    row = {e.iri: i for i, e in enumerate(events)}
    for r in relations:
        for end in (r.source, r.target):
            if end not in row:
                raise DrawError(f"{title}: relation {r.id} names {end}, which is not an event")
    height = _EVENT_TOP + _EVENT_ROW * len(events) + 12
    width = WIDTH + 100

    def y(iri: str) -> float:
        return _EVENT_TOP + _EVENT_ROW * row[iri] + 14

    def x(e: EventMark) -> int:
        return _DATED_X if e.date is not None else _UNDATED_X

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="event-graph" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" role="img" '
        f"aria-label={quoteattr('Event graph of ' + title)}>",
        f"<title>{escape('Event graph of ' + title)}</title>",
        "<style>text{font:12px sans-serif;fill:#222}.axis{stroke:#999}.small{font-size:10px;"
        "fill:#555}.event circle{fill:#3b6ea5;stroke:#1f3f66}.event.undated circle{fill:#fff;"
        "stroke:#3b6ea5;stroke-dasharray:3,2}.edge{fill:none;stroke-width:1.5}.edge.temporal"
        "{stroke-dasharray:4,3}a:hover circle{fill:#e08a1e}.lane{fill:#f4f4f0}</style>",
        "<defs>"
        + "".join(
            f'<marker id="arrow-{t.lower()}" viewBox="0 0 10 10" refX="9" refY="5" '
            f'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
            f'<path d="M0,0L10,5L0,10z" fill="{c}"/></marker>'
            for t, c in _EDGE_COLOURS.items()
        )
        + "</defs>",
        f'<text x="{LEFT}" y="14" font-weight="bold">{escape(_clip(title, 110))}</text>',
    ]
    # Legend.
    lx = LEFT
    for t, c in _EDGE_COLOURS.items():
        if t == "AFTER" or t == "SAME-TIME":
            continue
        dash = "" if t in CAUSAL_TYPES else ' stroke-dasharray="4,3"'
        name = {"BEFORE": "BEFORE/AFTER", "OVERLAP": "OVERLAP/SAME-TIME"}.get(t, t)
        out.append(
            f'<g class="legend"><line x1="{lx}" y1="30" x2="{lx + 22}" y2="30" stroke="{c}" '
            f'stroke-width="1.5"{dash} marker-end="url(#arrow-{t.lower()})"/>'
            f'<text x="{lx + 26}" y="34">{name}</text></g>'
        )
        lx += 36 + 8 * len(name)
    out.append(
        f'<g class="legend"><circle cx="{lx + 6}" cy="30" r="5" fill="#3b6ea5"/>'
        f'<text x="{lx + 14}" y="34">dated</text>'
        f'<circle cx="{lx + 60}" cy="30" r="5" fill="#fff" stroke="#3b6ea5" '
        f'stroke-dasharray="3,2"/><text x="{lx + 68}" y="34">undated, placed by relations'
        "</text></g>"
    )
    top, bottom = _EVENT_TOP - 14, height - 6
    out.append(
        f'<rect class="lane" x="{_UNDATED_X - 18}" y="{top}" width="36" height="{bottom - top}"/>'
    )
    out.append(
        f'<text class="small" x="{_DATED_X}" y="{top - 4}" text-anchor="middle">dated</text>'
        f'<text class="small" x="{_UNDATED_X}" y="{top - 4}" text-anchor="middle">undated</text>'
        f'<text class="small" x="{_AXIS_X - 6}" y="{top - 4}" text-anchor="end">time ↓</text>'
    )
    out.append(
        f'<line class="axis" x1="{_AXIS_X}" y1="{top}" x2="{_AXIS_X}" y2="{bottom}" '
        'marker-end="url(#arrow-before)"/>'
    )
    for e in events:
        if e.date is not None:
            yy = y(e.iri)
            out.append(
                f'<line class="axis" x1="{_AXIS_X - 3}" y1="{yy:.0f}" x2="{_DATED_X}" '
                f'y2="{yy:.0f}" stroke-dasharray="1,3"/>'
                f'<text class="small" x="{_AXIS_X - 6}" y="{yy + 3:.0f}" text-anchor="end">'
                f"{escape(short_date(e))}</text>"
            )
    # Edges: temporal arcs bulge left of the marks, causal arcs bulge right.
    by_iri = {e.iri: e for e in events}
    for r in sorted(relations, key=lambda r: (row[r.source], row[r.target], r.type, r.iri)):
        a, b = by_iri[r.source], by_iri[r.target]
        x0, y0, x1, y1 = x(a), y(a.iri), x(b), y(b.iri)
        causal = r.type in CAUSAL_TYPES
        span = abs(row[a.iri] - row[b.iri])
        bulge = min(14 + 9 * span, 60) * (1 if causal else -1)
        if span == 0:
            bulge = 0
        cx = (x0 + x1) / 2 + bulge
        shrink = 7 if y1 >= y0 else -7
        d = f"M{x0},{y0 + shrink:.0f} Q{cx:.0f},{(y0 + y1) / 2:.0f} {x1},{y1 - shrink:.0f}"
        cls = f"edge {'causal' if causal else 'temporal'} {r.type}"
        label = f"{r.id}: {a.id} {r.type} {b.id}" + (
            f" (confidence {r.confidence})" if r.confidence else ""
        )
        out.append(
            f'<path class={quoteattr(cls)} d="{d}" stroke="{_EDGE_COLOURS.get(r.type, "#777")}" '
            f'marker-end="url(#arrow-{r.type.lower()})" data-relation={quoteattr(r.id)}>'
            f"<title>{escape(label)}</title></path>"
        )
    for e in events:
        yy = y(e.iri)
        cls = "event" + (" undated" if e.date is None else " dated")
        when = short_date(e)
        head = f"{e.id} · {e.type} · {when}"
        roles = roles_text(e.roles)
        tip = f"{e.label} — {head}" + (f" — {roles}" if roles else "")
        group = (
            f"<title>{escape(tip)}</title>"
            f'<circle cx="{x(e)}" cy="{yy:.0f}" r="7"/>'
            f'<text x="{_TEXT_X}" y="{yy - 2:.0f}">{escape(_clip(e.label, 80))}</text>'
            f'<text class="small" x="{_TEXT_X}" y="{yy + 11:.0f}">'
            f"{escape(_clip(head + (' · ' + roles if roles else ''), 100))}</text>"
        )
        href = link(e.iri) if link is not None else e.iri
        if href is None:
            out.append(f'<g class="{cls}" data-event={quoteattr(e.id)}>{group}</g>')
        else:
            out.append(
                f'<a href={quoteattr(href)} class="{cls}" data-event={quoteattr(e.id)}>{group}</a>'
            )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def __getattr__(name: str) -> Any:
    """``complaint_event_graph`` moved to :mod:`legalkg.publish.pictures` (it reads the
    complaint through the site); the old name is looked up there on first use, so that this
    module imports nothing of ``publish``."""
    if name == "complaint_event_graph":
        import importlib

        return importlib.import_module("legalkg.publish.pictures").complaint_event_graph
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
