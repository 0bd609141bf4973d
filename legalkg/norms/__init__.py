"""The norms domain: legal norms with every amendment over time (LRMoo/ELI, SAT-Graph CTVs).

- :mod:`.model` (works, components, versions, actions: plain dataclasses) and :mod:`.ctv`
  (the Component Temporal Version builder); :mod:`.rdf` maps a timeline to triples;
- :mod:`.readers`: the norm-history YAML/JSON, provision version tables (:mod:`.readers.table`,
  :mod:`.readers.series`), Akoma Ntoso (:mod:`.readers.akn`), and the dispatch of every source
  (plain RDF, and the readers of the other domains, tried first);
- :mod:`.citations` (one citation grammar for every order and language), :mod:`.numbering`,
  :mod:`.dates` and :mod:`.questions`: questions in words → typed requests;
- :mod:`.requests` (the request types, registered into :mod:`legalkg.engine.planner`) and
  :mod:`.answers` (their answer builders and step handlers, registered into
  :mod:`legalkg.engine.answers`), with :mod:`.worknames` (which work a request means) and
  :mod:`.units` (a unit with parts, answered whole);
- discovery: :mod:`.search` (the point-in-time text index), :mod:`.gloss` and
  :mod:`.discovery` (the requests that start from words).

docs/architecture.md shows how the domains plug into the engine.
"""
