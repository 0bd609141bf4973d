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
from xml.sax.saxutils import escape, quoteattr

from legalkg.errors import LegalKGError

WIDTH = 760
ROW = 34
TOP = 44
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


def _year_start(d: date) -> date:
    return date(d.year, 1, 1)


def timeline_svg(
    title: str,
    bars: list[Bar],
    *,
    link: Callable[[str], str | None] | None = None,
) -> str:
    """An SVG timeline of ``bars`` (sorted by start), with ``title`` on top.

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
    inner = WIDTH - LEFT - RIGHT

    def x(d: date) -> float:
        return LEFT + inner * (d - t0).days / span

    height = TOP + ROW * len(bars) + 10
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="timeline" width="{WIDTH}" '
        f'height="{height}" viewBox="0 0 {WIDTH} {height}" role="img" '
        f"aria-label={quoteattr('Timeline of ' + title)}>",
        f"<title>{escape('Timeline of ' + title)}</title>",
        "<style>text{font:12px sans-serif;fill:#222}.axis{stroke:#999}"
        ".bar{fill:#3b6ea5}.bar.open{fill:#5a9a4b}.bar.Repeal,.bar.Revocation{fill:#a53b3b}"
        ".tick{font-size:10px;fill:#666}a:hover .bar{fill:#e08a1e}</style>",
        f'<text x="{LEFT}" y="14" font-weight="bold">{escape(title)}</text>',
        f'<line class="axis" x1="{LEFT}" y1="30" x2="{WIDTH - RIGHT}" y2="30"/>',
    ]
    years = t1.year - t0.year
    step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 1000) if years / s <= 12)
    for year in range(t0.year, t1.year + 1):
        if (year - t0.year) % step == 0:
            xx = x(date(year, 1, 1))
            out.append(
                f'<line class="axis" x1="{xx:.1f}" y1="26" x2="{xx:.1f}" y2="{height - 6}" '
                'stroke-dasharray="1,3"/>'
            )
            out.append(f'<text class="tick" x="{xx + 2:.1f}" y="26">{year}</text>')
    for i, bar in enumerate(bars):
        y = TOP + ROW * i
        x0 = x(bar.start)
        x1 = x(bar.end) if bar.end is not None else WIDTH - RIGHT
        until = bar.end.isoformat() if bar.end is not None else "in force"
        label = f"{bar.start.isoformat()} – {until}"
        if bar.acts:
            label += " · " + "; ".join(bar.acts)
        cls = "bar" + (" open" if bar.end is None else "")
        if bar.action_type in _TYPE_NAMES:
            cls += " " + bar.action_type
        if x0 < LEFT + inner * 0.55:
            text = f'<text x="{x0:.1f}" y="{y + 10}">{escape(label)}</text>'
        else:
            text = f'<text x="{x1:.1f}" y="{y + 10}" text-anchor="end">{escape(label)}</text>'
        rect = (
            f'<rect class={quoteattr(cls)} x="{x0:.1f}" y="{y + 14}" '
            f'width="{max(x1 - x0, 2.0):.1f}" height="12" rx="2"/>'
        )
        href = link(bar.version) if link is not None else bar.version
        group = f"<title>{escape(label)}</title>{text}{rect}"
        if href is None:
            out.append(f"<g>{group}</g>")
        else:
            out.append(
                f'<a href={quoteattr(href)} class="version" '
                f'data-from="{bar.start.isoformat()}">{group}</a>'
            )
    out.append("</svg>")
    return "\n".join(out) + "\n"


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
            {"from": row["from"], "until": row.get("until"), "type": "", "acts": {}},
        )
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
                )
            )
        out[component] = sorted(bars, key=lambda b: (b.start, b.version))
    return out


def timeline_bars(store: object, component: str | None = None) -> dict[str, list[Bar]]:
    """The bars of ``component`` (or of every component) read from ``store`` (a
    :class:`legalkg.store.Store`) with the ``draw-timeline`` query template."""
    import pyoxigraph as ox

    from legalkg.store import Store
    from legalkg.templates import render_sparql

    assert isinstance(store, Store)
    rows = []
    for sol in store.select(render_sparql("draw-timeline", component=component)):
        row = {}
        for name in ("component", "version", "from", "until", "type", "act", "actLabel"):
            term = sol[name]
            if isinstance(term, ox.NamedNode | ox.Literal):
                row[name] = term.value
        rows.append(row)
    return bars_from_rows(rows)


def component_timeline(store: object, component: str) -> str:
    """The SVG timeline of ``component`` (an IRI) in ``store``; bars link to the version IRIs.

    :raises DrawError: when the store has no versions of ``component``.
    """
    from legalkg.store import Store
    from legalkg.templates import TemplateError

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

    from legalkg.namespaces import RDFS

    found = store.oxigraph.quads_for_pattern(ox.NamedNode(component), RDFS.label, None, None)
    labels = sorted(q.object.value for q in found if isinstance(q.object, ox.Literal))
    return timeline_svg(labels[0] if labels else component, bars)
