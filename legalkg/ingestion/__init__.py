"""The machinery behind :func:`legalkg.ingest.ingest` for statute books: several processes.

- :mod:`.parallel`: the laws of a Legalize repository read, built and validated by worker
  processes, handed to the store in order;
- :mod:`.worker`: one worker (``python -m legalkg.ingestion.worker``).
"""
