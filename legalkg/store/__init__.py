"""The store: where the graphs live and how they are written, read and exported.

- :mod:`.local`: :class:`~.local.Store`, the only code that opens a :class:`pyoxigraph.Store`
  (in memory or on disk, with generations: every write is a new generation published by one
  rename, readers keep theirs);
- :mod:`.remote`: a remote SPARQL 1.1 server (Oxigraph server, Virtuoso, …) as the store;
- :mod:`.export`: sorted RDF output that streams;
- :mod:`.info`: what a store holds, counted.
"""
