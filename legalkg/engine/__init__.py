"""The engine: what every domain uses, and which imports no domain.

- :mod:`.planner`: typed requests, their registry (:func:`~.planner.register_request`) and the
  :class:`~.planner.Plan` a request compiles to;
- :mod:`.answers`: the runner that runs a plan's templates on a store and hands the rows to the
  answer builder registered for the request type; the answer, its citations and its prompt;
- :mod:`.questions`: the refusal of a question (:class:`~.questions.QuestionError`) and the
  registry of question readers;
- :mod:`.abridge`: how a result too large to quote whole is given in a prompt;
- :mod:`.llm`: the optional OpenAI-compatible LLM client;
- :mod:`.templates`: the SPARQL and prompt templates (``queries/``), values bound as RDF terms.

The rest of the engine is in folders beside this one: :mod:`legalkg.store` (local and remote
stores), :mod:`legalkg.validation` (SHACL), :mod:`legalkg.sparql` (SPARQL as text) and
:mod:`legalkg.core` (errors, vocabulary, identifiers). The domains (:mod:`legalkg.norms`,
:mod:`legalkg.events`, :mod:`legalkg.graf`) register into it; docs/architecture.md draws the
whole house.
"""
