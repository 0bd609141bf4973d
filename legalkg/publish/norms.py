"""The pages of the norms: works, components (with their timeline picture), temporal versions,
amending actions and language versions, each a context builder for ``kinds/<kind>.html``
(:data:`legalkg.publish.site._CONTEXTS`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from legalkg.core.namespaces import PREFIXES
from legalkg.publish.documents import curie
from legalkg.publish.html import Link, tree_html

if TYPE_CHECKING:
    from legalkg.publish.site import Site


def _version_nav(site: Site, component: str, current: str | None, href: Any) -> list[Any]:
    out = []
    for v in sorted(
        site.subjects("versionOf", component), key=lambda v: (site.first(v, "validFrom") or "", v)
    ):
        out.append(
            {
                "link": Link(site.first(v, "validFrom") or v, href(v)),
                "until": site.first(v, "validUntil"),
                "current": v == current,
            }
        )
    return out


def _acts(site: Site, action: str, link: Callable[..., Link]) -> list[Link]:
    return [link(a) for a in site.iris(action, "amendingAct")]


def _action_summary(site: Site, action: str | None, link: Callable[..., Link]) -> Any:
    if action is None:
        return None
    types = [curie(t) for t in site.types(action)]
    return {
        "link": link(action),
        "types": types,
        "acts": _acts(site, action, link),
        "date": site.first(action, "date"),
    }


def _ctx_version(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    component = site.first(s, "versionOf") or s
    nav = _version_nav(site, component, s, href)
    index = next((i for i, n in enumerate(nav) if n["current"]), 0)
    children = sorted(
        site.iris(s, "aggregates"),
        key=site.version_order,
    )
    child_rows = []
    for c in children:
        text = site.text(c)
        child_rows.append(
            {
                "link": link(c, site.label(site.first(c, "versionOf") or c)),
                "text": text[0][1] if text else "",
            }
        )
    toc = None
    whole: list[dict[str, Any]] = []
    if site.kind(component) == "work":
        toc = tree_html(_toc(site, s, link))
    elif children:
        whole = _whole(site, s, link)
    return {
        "component": link(component),
        "valid_from": site.first(s, "validFrom"),
        "valid_until": site.first(s, "validUntil"),
        # an action the sources do not date (lkg:changedAfter): that day is a bound, not known
        "from_after": _changed_after(site, site.first(s, "producedBy")),
        "until_after": _changed_after(site, site.first(s, "terminatedBy")),
        "texts": site.text(s),
        "nav": nav,
        "previous": nav[index - 1]["link"] if index > 0 else None,
        "next": nav[index + 1]["link"] if index + 1 < len(nav) else None,
        "produced": _action_summary(site, site.first(s, "producedBy"), link),
        "terminated": _action_summary(site, site.first(s, "terminatedBy"), link),
        "children": child_rows,
        "parents": [link(p) for p in site.subjects("aggregates", s)],
        "toc": toc,
        "whole": whole,
    }


def _changed_after(site: Site, action: str | None) -> str | None:
    """The ``lkg:changedAfter`` of an action (``None`` when an act dates it)."""
    return site.first(action, "changedAfter") if action else None


def _whole(site: Site, version: str, link: Callable[..., Link]) -> list[dict[str, Any]]:
    """A unit's whole text on its version: its own row, then every part version it aggregates
    (transitively), in document order, each linking to that part's own version page and marked
    when it starts with this version (the parts this version changed)."""
    start = site.first(version, "validFrom")
    out: list[dict[str, Any]] = []
    stack = [(0, version)]
    while stack:
        depth, v = stack.pop()
        text = site.text(v)
        comp = site.first(v, "versionOf") or v
        out.append(
            {
                "depth": depth,
                "link": link(v, site.label(comp)),
                "text": text[0][1] if text else "",
                "changed": depth > 0 and site.first(v, "validFrom") == start,
            }
        )
        kids = sorted(site.iris(v, "aggregates"), key=site.version_order)
        stack.extend((depth + 1, k) for k in reversed(kids))
    return out


def _toc(site: Site, version: str, link: Callable[..., Link]) -> list[tuple[int, Link]]:
    """The point-in-time table of contents below a work's version: (depth, link) in order."""
    out: list[tuple[int, Link]] = []
    stack = [
        (0, c)
        for c in reversed(
            sorted(
                site.iris(version, "aggregates"),
                key=site.version_order,
            )
        )
    ]
    while stack:
        depth, v = stack.pop()
        comp = site.first(v, "versionOf") or v
        out.append((depth, link(v, site.label(comp))))
        kids = sorted(site.iris(v, "aggregates"), key=site.version_order)
        stack.extend((depth + 1, k) for k in reversed(kids))
    return out


def _tree(site: Site, root: str, link: Callable[..., Link]) -> list[tuple[int, Link]]:
    out: list[tuple[int, Link]] = []
    kids = sorted(site.subjects("isPartOf", root), key=site.order)
    stack = [(0, c) for c in reversed(kids)]
    while stack:
        depth, c = stack.pop()
        out.append((depth, link(c)))
        kids = sorted(site.subjects("isPartOf", c), key=site.order)
        stack.extend((depth + 1, k) for k in reversed(kids))
    return out


def _ctx_component(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    from legalkg.publish.draw import timeline_svg

    versions = _version_nav(site, s, None, href)
    bars = site.bars(s)
    svg = timeline_svg(site.label(s), bars, link=href) if bars else None
    current = [
        v for v in sorted(site.subjects("versionOf", s)) if site.first(v, "validUntil") is None
    ]
    actions = sorted(site.subjects("affects", s), key=lambda a: (site.first(a, "date") or "", a))
    return {
        "timeline": svg,
        "versions": versions,
        "version_rows": [
            {
                "version": link(v, site.first(v, "validFrom") or v),
                "until": site.first(v, "validUntil"),
                "produced": _action_summary(site, site.first(v, "producedBy"), link),
            }
            for v in sorted(
                site.subjects("versionOf", s), key=lambda v: (site.first(v, "validFrom") or "", v)
            )
        ],
        "current": [(link(v, site.first(v, "validFrom") or v), site.text(v)) for v in current],
        "children": [link(c) for c in sorted(site.subjects("isPartOf", s), key=site.order)],
        "actions": [_action_summary(site, a, link) for a in actions],
    }


def _ctx_work(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    ctx = _ctx_component(site, s, link, href)
    ctx["timeline"] = None
    ctx["tree"] = tree_html(_tree(site, s, link))
    ctx["amends"] = [link(w) for w in site.iris(s, PREFIXES["eli"] + "amends")]
    ctx["amending"] = [
        _action_summary(site, a, link)
        for a in sorted(
            site.subjects("amendingAct", s), key=lambda a: (site.first(a, "date") or "", a)
        )
        if site.first(a, "partOfAction") is None
    ]
    return ctx


def _ctx_action(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    micro = sorted(
        site.subjects("partOfAction", s), key=lambda a: site.order(site.first(a, "affects") or a)
    )
    return {
        "action": _action_summary(site, s, link),
        "affects": [link(a) for a in site.iris(s, "affects")],
        "macro": link(site.first(s, "partOfAction") or "")
        if site.first(s, "partOfAction")
        else None,
        "micro": [link(a, site.label(site.first(a, "affects") or a)) for a in micro],
        "produces": [link(v) for v in site.subjects("producedBy", s)],
        "terminates": [link(v) for v in site.subjects("terminatedBy", s)],
        "sources": [link(p) for p in site.iris(s, "sourceProvision")],
    }


def _ctx_language(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    of = site.first(s, "languageVersionOf")
    return {
        "of": link(of) if of else None,
        "language": site.first(s, "language"),
        "body": site.first(s, "text"),
    }
