"""SHACL validation of the graphs before they are stored (shapes in ``shapes/``).

- :mod:`.shacl`: the entry points (:func:`~.shacl.validate_store`,
  :func:`~.shacl.validate_ntriples`, :func:`~.shacl.validate_files`), the engines (pySHACL,
  pyshacl-turbo) and the report;
- :mod:`.split`: which named graphs one validation run may read together, so that a statute
  book is validated in parts with the same report;
- :mod:`.sparqlscope`: what a SPARQL constraint can read from its focus node;
- :mod:`.joinsafe`: whether a SPARQL constraint may run once on Oxigraph instead of per focus
  node.
"""
