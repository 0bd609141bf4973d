"""``legalkg serve``: the live linked-data server and its SPARQL endpoint, by concern.

- :mod:`.app`: the HTTP application (Starlette on uvicorn): routes, content negotiation of
  pages, the ``/sparql`` endpoint's requests, and :func:`~.app.run`;
- :mod:`.protocol`: the SPARQL 1.1 Protocol without HTTP: negotiation, one query run with its
  limits, results written, the Service Description;
- :mod:`.pool`: the query worker processes (read-only store, memory limit, no network, late
  queries stopped) and :mod:`.admission` (which queries get in, and for how long);
- :mod:`.sandbox`: the process without network the workers run in;
- :mod:`.pages`: the store generation served with its pages and dumps, the switch to a newer
  one, the page cache; :mod:`.queryform`: the query form for people;
- :mod:`.httpcache` and :mod:`.httpguard`: HTTP validators, and the server's own guards.
"""
