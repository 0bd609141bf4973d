"""The timeline SVG keeps every label inside the picture, however many versions, and scales
to its container (a phone screen): issue 32, item 7."""

from __future__ import annotations

import re
from datetime import date

from defusedxml import ElementTree

from legalkg.draw import CHAR_WIDTH, LEFT, RIGHT, WIDTH, Bar, timeline_svg

SVG = "{http://www.w3.org/2000/svg}"


def many_bars(n: int) -> list[Bar]:
    """``n`` versions over 32 years, each with long act labels and changed parts (as a title
    of the Constitution has: one version per amendment of anything inside)."""
    bars = []
    for i in range(n):
        start = date(1988 + (i * 32) // n, 1 + i % 12, 5)
        end = date(1988 + ((i + 1) * 32) // n, 1 + (i + 1) % 12, 4) if i < n - 1 else None
        acts = tuple(f"EC {i * 3 + k}/{start.year}" for k in range(1 + i % 3))
        changed = tuple(f"art. {100 + i}, § {k}º" for k in range(1 + i % 5))
        bars.append(Bar(f"urn:v{i}", start, end, acts, "Substitution", changed))
    return bars


def text_extent(element: object) -> tuple[float, float]:
    x = float(element.get("x"))  # type: ignore[attr-defined]
    width = len(element.text or "") * CHAR_WIDTH  # type: ignore[attr-defined]
    if element.get("text-anchor") == "end":  # type: ignore[attr-defined]
        return x - width, x
    return x, x + width


def test_labels_stay_inside_with_many_versions() -> None:
    for n in (1, 4, 12, 40, 93):
        svg = timeline_svg("Título VIII", many_bars(n))
        root = ElementTree.fromstring(svg)
        labels = [t for t in root.iter(SVG + "text") if "tick" not in (t.get("class") or "")]
        assert len(labels) == n + 1  # the bars' labels and the title
        for label in labels:
            left, right = text_extent(label)
            assert left >= LEFT - 0.5 and right <= WIDTH - RIGHT + 0.5, (n, label.text)
        # A shortened label keeps the whole one as the bar's tooltip.
        assert all(g.find(SVG + "title") is not None for g in root.iter(SVG + "a"))


def test_the_svg_scales_to_a_phone() -> None:
    svg = timeline_svg("art. 6º", many_bars(4))
    root = ElementTree.fromstring(svg)
    assert root.get("width") == "100%" and root.get("height") is None
    assert f"max-width:{WIDTH}px" in (root.get("style") or "")
    assert re.fullmatch(rf"0 0 {WIDTH} \d+", root.get("viewBox") or "")
