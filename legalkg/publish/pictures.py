"""Pictures that read a store through the site: a complaint's SVG event graph.

The drawing itself is :mod:`legalkg.publish.draw` (which imports nothing of ``publish``); this
module finds the complaint's graph in a store and reads it as
:func:`legalkg.publish.events.complaint_svg` does for a page.
"""

from __future__ import annotations

from legalkg.publish.draw import DrawError
from legalkg.publish.events import complaint_svg
from legalkg.publish.site import Site


class _GraphView:
    """The quads of one named graph of a store, as :class:`legalkg.publish.Site` reads them."""

    def __init__(self, store: object, graph: object) -> None:
        self.store, self.graph = store, graph
        self.oxigraph = store.oxigraph  # type: ignore[attr-defined]


def complaint_event_graph(store: object, complaint: str) -> str:
    """The SVG event graph of ``complaint`` (a complaint IRI) in ``store``; marks link to the
    event IRIs.

    :raises DrawError: when the store has no such complaint, or it has no events.
    """
    import pyoxigraph as ox

    from legalkg.core.namespaces import LKG, RDF_TYPE
    from legalkg.store.local import Store

    assert isinstance(store, Store)
    found = sorted(
        (
            q.graph_name
            for q in store.oxigraph.quads_for_pattern(
                ox.NamedNode(complaint), RDF_TYPE, LKG.Complaint, None
            )
            if isinstance(q.graph_name, ox.NamedNode)
        ),
        key=str,
    )
    if not found:
        known = sorted(
            q.subject.value
            for q in store.oxigraph.quads_for_pattern(None, RDF_TYPE, LKG.Complaint, None)
            if isinstance(q.subject, ox.NamedNode)
        )
        hint = (
            f"; complaints in the store: {', '.join(known[:5])}"
            if known
            else ("; the store has no complaints (ingest one with 'legalkg ingest complaint.txt')")
        )
        raise DrawError(f"{complaint}: no complaint with this IRI in the store{hint}")
    base = complaint.rsplit("/complaint/", 1)[0] + "/"
    site = Site(_GraphView(store, found[0]), base)
    svg = complaint_svg(site, complaint)
    if svg is None:
        raise DrawError(f"{complaint}: the complaint has no events to draw")
    return svg
