"""Complaint event graphs (ARGUS, 5W1H): model, event JSON, RDF, extraction and requests.

- :mod:`.model` (dataclasses), :mod:`.jsonio` (the event JSON format and its checks),
  :mod:`.iris` (IRIs), :mod:`.rdf` (triples), :mod:`.reader` (the ``ingest`` reader);
- the pipeline: :mod:`.segment` (sentences), :mod:`.facts` (fact-sentence scores),
  :mod:`.chunking`, :mod:`.rules` (with :mod:`.patterns`, :mod:`.people`,
  :mod:`.relations`, :mod:`.retellings`) and :mod:`.llm` (extractors), :mod:`.merge`, the
  dates (:mod:`.dates`: the phrases; :mod:`.dating`: attached to events),
  :mod:`.pipeline` (all of it);
- :mod:`.requests`: the ``timeline``, ``causal-chain``, ``roles``, ``evidence``, ``compare``
  and ``claims`` requests of ``legalkg ask``; questions in words: :mod:`.questions` (the
  grammar), :mod:`.finding` (the events a question describes) and :mod:`.answers`.

docs/events.md describes the format, the graph and the pipeline.
"""
