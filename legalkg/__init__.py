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

from importlib.metadata import PackageNotFoundError as _NotInstalled
from importlib.metadata import version as _version

from legalkg.errors import InputError, LegalKGError, ModelError, StoreError, ValidationError
from legalkg.ingest import IngestResult, example_path, ingest
from legalkg.store import Store

try:
    #: The installed version (PEP 440), as ``legalkg --version`` prints it.
    __version__: str = _version("legalkg")
except _NotInstalled:  # a checkout on sys.path, not installed
    __version__ = "0+unknown"

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
