"""What every part of legalkg stands on, and which imports nothing else of legalkg.

- :mod:`.errors`: the exceptions, each saying where and how to fix;
- :mod:`.namespaces` and :mod:`.identifiers`: the vocabulary's IRIs, and the IRIs minted for
  works, expressions and events (here and nowhere else);
- :mod:`.resources`: where the packaged ontologies, shapes and queries live;
- :mod:`.limits`: the bounds every input is read within;
- :mod:`.text`: language-aware folding, tokenising and stemming for search;
- :mod:`.redact`: credentials out of what is printed;
- :mod:`.nogc`: pausing the cyclic garbage collector around large allocations.
"""
