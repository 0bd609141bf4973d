"""The timeline SVG keeps every label inside the picture and readable, however many versions,
from a phone's page to a desktop's: issue 32, item 7. Labels are text in CSS pixels (the SVG
has no viewBox: nothing is scaled down), on lines of their own, wrapped; bars and years are in
percent of the width."""

from __future__ import annotations

import re
from datetime import date

from defusedxml import ElementTree

from legalkg.publish.draw import LABEL_LINES, LEFT, MIN_WIDTH, RIGHT, WIDTH, Bar, timeline_svg

SVG = "{http://www.w3.org/2000/svg}"
#: The widest advance of a label's usual characters (digits in DejaVu Sans, Chromium's sans
#: on Debian: 0.636 em); bold a little wider.
EM = 0.64
BOLD_EM = 0.72


def many_bars(n: int) -> list[Bar]:
    """``n`` versions over 32 years, each with long act labels and changed parts (as a title
    of the Constitution has: one version per amendment of anything inside)."""
    bars = []
    for i in range(n):
        start = date(1988 + (i * 32) // n, 1 + i % 12, 5)
        end = date(1988 + ((i + 1) * 32) // n, 1 + (i + 1) % 12, 4) if i < n - 1 else None
        acts = tuple(f"EC {i * 3 + k}/{start.year}" for k in range(1 + i % 7))
        changed = tuple(f"art. {100 + i}, § {k}º" for k in range(1 + i % 5))
        bars.append(Bar(f"urn:v{i}", start, end, acts, "Substitution", changed))
    return bars


def font_px(root: object, selector: str) -> float:
    style = "".join(s.text or "" for s in root.iter(SVG + "style"))  # type: ignore[attr-defined]
    match = re.search(re.escape(selector) + r"\{[^}]*?(\d+)px", style)
    assert match, (selector, style)
    return float(match.group(1))


def percent(value: str | None) -> float:
    assert value is not None and value.endswith("%"), value
    return float(value[:-1])


def test_labels_stay_inside_and_readable_at_every_width() -> None:
    for n in (1, 4, 12, 40, 93):
        svg = timeline_svg("Ato das Disposições Constitucionais Transitórias", many_bars(n))
        root = ElementTree.fromstring(svg)
        assert root.get("viewBox") is None and root.get("width") == "100%"
        assert int(root.get("height")) > 0
        # the text's own size, unscaled: the same 12 px on a phone as on a desktop
        size, tick = font_px(root, "text"), font_px(root, ".tick")
        assert size >= 12 and tick >= 10
        texts = list(root.iter(SVG + "text"))
        labels = [t for t in texts if t.get("class") != "tick"]
        ticks = [t for t in texts if t.get("class") == "tick"]
        for width in (MIN_WIDTH, 330, 500, WIDTH):  # 330: a 360 px phone's page
            for t in labels:
                em = BOLD_EM if t.get("font-weight") == "bold" else EM
                assert float(t.get("x")) == LEFT and t.get("text-anchor") is None
                assert LEFT + len(t.text or "") * em * size <= width - RIGHT, (n, width, t.text)
            end = 0.0  # the years named on the axis neither leave the picture nor overlap
            for t in ticks:
                left = percent(t.get("x")) * width / 100 + float(t.get("dx"))
                right = left + len(t.text or "") * EM * tick
                assert end <= left and right <= width, (n, width, t.text, end, left, right)
                end = right
        for rect in root.iter(SVG + "rect"):
            x, w = percent(rect.get("x")), percent(rect.get("width"))
            assert 0 <= x and x + w <= 100 + 1e-9 and w > 0
        # one group a version: its label on at most LABEL_LINES lines, then its bar, below the
        # previous one; the whole label is its tooltip
        groups = list(root.iter(SVG + "a"))
        assert len(groups) == n
        bottom = 0.0
        for g in groups:
            lines = g.findall(SVG + "text")
            rect = g.find(SVG + "rect")
            assert 1 <= len(lines) <= LABEL_LINES
            ys = [float(t.get("y")) for t in lines] + [float(rect.get("y"))]
            assert ys == sorted(ys) and ys[0] - size >= bottom - 0.5
            bottom = float(rect.get("y")) + float(rect.get("height"))
            whole = g.find(SVG + "title").text
            shown = " ".join(t.text for t in lines)
            assert shown == whole or shown.endswith("…")
        assert bottom <= float(root.get("height"))


def test_the_svg_fits_its_container_up_to_its_width() -> None:
    svg = timeline_svg("art. 6º", many_bars(4))
    root = ElementTree.fromstring(svg)
    assert root.get("width") == "100%"
    style = root.get("style") or ""
    assert f"max-width:{WIDTH}px" in style and f"min-width:{MIN_WIDTH}px" in style
