"""legalkg: legal norms with their full amendment history as validated, queryable RDF.

>>> from legalkg import Store, ingest, example_path
>>> store = Store()                                  # or Store("cf88.db") on disk
>>> result = ingest([example_path("art6")], store=store)
>>> rows = store.select(
...     "SELECT ?text WHERE { ?v lkg:versionOf/rdfs:label 'art. 6º'@pt ; "
...     "lkg:validFrom ?from ; lkg:hasLanguageVersion/lkg:text ?text "
...     "FILTER(?from <= '2001-05-20'^^xsd:date) } ORDER BY DESC(?from) LIMIT 1")
>>> "a moradia" in rows[0]["text"].value
True

The names below are imported on first use (PEP 562): ``import legalkg`` (which every
``legalkg`` command does first) costs the exceptions only, not the readers, the model and the
validation that ``legalkg.ingest`` brings (a third of a second, on every command before: the
most of ``legalkg export``'s start-up on a small store).
"""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING, Any

from legalkg.core.errors import InputError, LegalKGError, ModelError, StoreError, ValidationError

if TYPE_CHECKING:
    from legalkg.ingest import IngestResult, example_path, ingest
    from legalkg.store.local import Store

#: The lazily imported names and the module each comes from.
_LAZY = {
    "IngestResult": "legalkg.ingest",
    "example_path": "legalkg.ingest",
    "ingest": "legalkg.ingest",
    "Store": "legalkg.store.local",
}


def __getattr__(name: str) -> Any:
    """The names of :data:`_LAZY`, imported on first use; and ``legalkg.__version__``: the
    installed version (PEP 440), as ``legalkg --version`` prints it (``importlib.metadata``
    costs a tenth of a second to import, on every command otherwise)."""
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    if name != "__version__":
        raise AttributeError(f"module 'legalkg' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("legalkg")
    except PackageNotFoundError:  # a checkout on sys.path, not installed
        return "0+unknown"


class _Package(types.ModuleType):
    """The package keeps ``legalkg.ingest`` the function, as when it was imported eagerly:
    importing the submodule ``legalkg.ingest`` makes Python bind it on its package under the
    same name, which is not let through here (the submodule stays in ``sys.modules``)."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "ingest" and isinstance(value, types.ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package

__all__ = [
    "__version__",
    "InputError",
    "IngestResult",
    "LegalKGError",
    "ModelError",
    "Store",
    "StoreError",
    "ValidationError",
    "example_path",
    "ingest",
]
