"""SPARQL as text: what a query asks for, whether it may run, its errors and its results' formats.

- :mod:`.text`: what a query text asks for, read by a SPARQL 1.1 lexer (no evaluation);
- :mod:`.check`: what a query may do (no ``SERVICE``, no update), decided as a parser reads it;
- :mod:`.errors`: SPARQL errors for people (file, line, column, what);
- :mod:`.formats`: output format names and query results as text.

The store (:mod:`legalkg.store`) and the server (:mod:`legalkg.serve`) use them; nothing here
runs a query.
"""
