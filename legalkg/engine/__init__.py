"""The engine: what every domain uses, and which imports no domain.

- :mod:`.planner`: typed requests, their registry (:func:`~.planner.register_request`) and the
  :class:`~.planner.Plan` a request compiles to;
- :mod:`.answers`: the runner that runs a plan's templates on a store and hands the rows to the
  answer builder registered for the request type; the answer, its citations and its prompt;
- :mod:`.questions`: the refusal of a question (:class:`~.questions.QuestionError`) and the
  registry of question readers;
- :mod:`.abridge`: how a result too large to quote whole is given in a prompt;
- :mod:`.llm`: the optional OpenAI-compatible LLM client.

The rest of the engine keeps its top-level modules: :mod:`legalkg.engine.templates` (SPARQL and
prompt templates), :mod:`legalkg.store.local` and :mod:`legalkg.store.remote`,
:mod:`legalkg.validation.shacl`, :mod:`legalkg.core.namespaces`, :mod:`legalkg.core.identifiers`,
:mod:`legalkg.core.text`, :mod:`legalkg.core.errors`. The domains (:mod:`legalkg.norms`,
:mod:`legalkg.events`, :mod:`legalkg.graf`) register into it; docs/architecture.md draws the whole
house.
"""
