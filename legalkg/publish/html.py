"""The HTML side of a site: the Jinja2 environment of ``publish/templates``, its assets, and
the :class:`Link` and tree helpers the page templates use."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

import jinja2
from markupsafe import Markup, escape

from legalkg.publish.documents import curie


@cache
def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("legalkg.publish", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["curie"] = curie
    return env


def _asset(name: str) -> bytes:
    return resources.files("legalkg.publish").joinpath("templates", name).read_bytes()


@dataclass(frozen=True, slots=True)
class Link:
    """A link for a template: its text and its ``href`` (``None``: plain text).

    >>> Link("a < b", "x.html").__html__()
    '<a href="x.html">a &lt; b</a>'
    """

    text: str
    href: str | None

    def __html__(self) -> str:
        if self.href is None:
            return str(escape(self.text))
        return f'<a href="{escape(self.href)}">{escape(self.text)}</a>'


def tree_html(items: list[tuple[int, Link]]) -> Markup:
    """A nested list of links as one ``<ul>`` (depth shown by indentation)."""
    parts = ['<ul class="tree">']
    for depth, link in items:
        parts.append(f'<li style="margin-left:{depth * 1.2:.1f}em">{link.__html__()}</li>')
    parts.append("</ul>")
    return Markup("\n".join(parts))
