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

__all__ = [
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
