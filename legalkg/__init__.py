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
"""

from legalkg.errors import InputError, LegalKGError, ModelError, StoreError, ValidationError
from legalkg.ingest import IngestResult, example_path, ingest
from legalkg.store import Store


def __getattr__(name: str) -> str:
    """``legalkg.__version__``: the installed version (PEP 440), as ``legalkg --version``
    prints it; read on first use (``importlib.metadata`` costs a tenth of a second to import,
    on every command otherwise)."""
    if name != "__version__":
        raise AttributeError(f"module 'legalkg' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("legalkg")
    except PackageNotFoundError:  # a checkout on sys.path, not installed
        return "0+unknown"


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
