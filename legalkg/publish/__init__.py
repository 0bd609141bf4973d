"""Publishing a store as linked data: a static site (:func:`publish`) and the live server's pages.

One :class:`Site` reads the store once and renders every resource under the base IRI as HTML,
Turtle, JSON-LD and N-Triples; :func:`publish` writes them to a folder, ``legalkg.serve.app``
answers them over HTTP. Both use the same paths: the resource ``{base}eli/x`` has its documents at
``eli/x/index.html``, ``eli/x/index.ttl``, ``eli/x/index.jsonld`` (and ``index.nt`` live).
"""

from __future__ import annotations

from legalkg.publish.paths import DOCUMENT_FORMATS, PublishError, PublishReport, resource_path
from legalkg.publish.site import Site
from legalkg.publish.writer import publish

__all__ = [
    "DOCUMENT_FORMATS",
    "PublishError",
    "PublishReport",
    "Site",
    "publish",
    "resource_path",
]
