"""Law knowledge graph from article texts and fact triples (the GRAF design), on RDF.

- :mod:`.reader`: the GRAF law/triples CSV format → :class:`~.model.LawCorpus` (each law a
  Work, each article a Component with its text, each triple a fact between entity nodes);
- :mod:`.labels`: entity-label normalisation (case, Romanian ş/ș ţ/ț, whitespace);
- :mod:`.iris`: :class:`~.iris.LawGraphMinter`, the IRIs of entities, facts and text units;
- :mod:`.rdf`: the model as triples (terms in ``ontologies/lawgraph.ttl``);
- :mod:`.retrieve`: BM25 seeds over entity labels and article text, breadth-first expansion
  through the ``graf-neighbours`` SPARQL template;
- :mod:`.mcqa`: multiple-choice QA on JuRo-format questions, scored against the subgraph;
- :mod:`.request`: the ``retrieve`` request type for ``legalkg ask``.

See docs/graf.md.
"""
