"""The store: the only code that opens a :class:`pyoxigraph.Store`.

Embedded Oxigraph, on disk (a folder) or in memory. Every source lives in its own named graph;
:meth:`Store.replace_graphs` swaps graphs in one transaction, so a reader never sees half a
source and a failed ingest leaves the store exactly as it was.

>>> from pyoxigraph import NamedNode, Literal, Triple
>>> store = Store()
>>> g = NamedNode("https://example.org/graph/a")
>>> t = Triple(NamedNode("https://example.org/s"), NamedNode("https://example.org/p"), Literal("o"))
>>> store.replace_graphs({g: [t]})
>>> store.replace_graphs({g: [t]})        # ingesting again replaces, never duplicates
>>> len(store)
1
>>> [str(row["s"]) for row in store.select("SELECT ?s WHERE { ?s ?p ?o } ORDER BY ?s")]
['<https://example.org/s>']
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pyoxigraph as ox

from legalkg.errors import StoreError
from legalkg.formats import sorted_prefixes
from legalkg.namespaces import PREFIXES


class Store:
    """An embedded Oxigraph store.

    :param path: a folder for an on-disk store (created if missing), or ``None`` for memory.
    :param read_only: open an existing on-disk store without taking the write lock.
    :raises StoreError: when the folder cannot be opened as an Oxigraph store.
    """

    def __init__(self, path: str | Path | None = None, *, read_only: bool = False) -> None:
        self.path = Path(path) if path is not None else None
        try:
            if self.path is None:
                self._store = ox.Store()
            elif read_only:
                if not self.path.is_dir():
                    raise StoreError(
                        f"{self.path}: no such store. Create it with 'legalkg ingest SOURCE "
                        f"--store {self.path}'"
                    )
                self._store = _open_read_only(self.path)
            else:
                if self.path.exists() and not self.path.is_dir():
                    raise StoreError(f"{self.path}: is a file, not a store folder")
                self._store = ox.Store(str(self.path))
        except OSError as e:
            raise StoreError(f"{self.path}: cannot open the store: {e}") from e

    @property
    def oxigraph(self) -> ox.Store:
        """The underlying :class:`pyoxigraph.Store` (for the validator, which reads it)."""
        return self._store

    def __len__(self) -> int:
        return len(self._store)

    def graphs(self) -> list[ox.NamedNode]:
        """The named graphs, sorted by IRI."""
        return sorted(
            (g for g in self._store.named_graphs() if isinstance(g, ox.NamedNode)),
            key=lambda g: g.value,
        )

    def replace_graphs(self, graphs: Mapping[ox.NamedNode, Iterable[ox.Triple]]) -> None:
        """Replace each named graph's content with the given triples, all in one transaction.

        One SPARQL update drops the old graphs and inserts the new triples: Oxigraph applies an
        update atomically, so a reader (or a crash) never sees half a source. The triples are
        written in N-Triples syntax (``str()`` of pyoxigraph terms, escaped by pyoxigraph); this
        was 2–3× faster here than staging the triples and ``MOVE``-ing them into place.

        :raises StoreError: when the store cannot be written.
        """
        existing = {g.value for g in self.graphs()}
        if not any(g.value in existing for g in graphs):
            # Nothing to replace: one transactional extend is faster than an update.
            try:
                self._store.extend(
                    ox.Quad(t.subject, t.predicate, t.object, g)
                    for g, triples in graphs.items()
                    for t in triples
                )
                self._store.flush()
            except OSError as e:
                raise StoreError(f"{self.path or 'memory store'}: write failed: {e}") from e
            return
        parts = [f"DROP SILENT GRAPH {g}" for g in graphs]
        inserts = []
        for graph, triples in graphs.items():
            body = " .\n".join(f"{t.subject} {t.predicate} {t.object}" for t in triples)
            if body:
                inserts.append(f"GRAPH {graph} {{\n{body} .\n}}")
        if inserts:
            parts.append("INSERT DATA {\n" + "\n".join(inserts) + "\n}")
        if not parts:
            return
        try:
            self._store.update(" ;\n".join(parts))
            self._store.flush()
        except (OSError, SyntaxError) as e:
            raise StoreError(f"{self.path or 'memory store'}: write failed: {e}") from e

    def remove_graphs(self, graphs: Iterable[ox.NamedNode]) -> None:
        """Drop the given named graphs in one transaction (missing graphs are ignored)."""
        drops = " ;\n".join(f"DROP SILENT GRAPH {g}" for g in graphs)
        if drops:
            self._store.update(drops)

    def query(
        self,
        sparql: str,
        *,
        substitutions: Mapping[str, Any] | None = None,
        union: bool = True,
        default_graphs: Sequence[str] | None = None,
        named_graphs: Sequence[str] | None = None,
    ) -> ox.QuerySolutions | ox.QueryBoolean | ox.QueryTriples:
        """Run a SPARQL 1.1 query.

        The dataset follows SPARQL 1.1: graphs given here (the protocol's ``default-graph-uri``
        and ``named-graph-uri``) come first; else the query's own ``FROM`` / ``FROM NAMED``;
        else, with ``union``, the default graph is the union of all named graphs.

        :param sparql: the query text (a template's output: values go in ``substitutions``).
        :param substitutions: variable name → RDF term, bound without touching the query text.
        :param union: the default graph is the union of all named graphs (the default) when
            neither the query nor ``default_graphs`` / ``named_graphs`` name a dataset.
        :param default_graphs: graph IRIs whose merge is the default graph (with only
            ``named_graphs`` given, the default graph is empty).
        :param named_graphs: graph IRIs that ``GRAPH`` sees (with only ``default_graphs``
            given, none).
        :raises StoreError: on a syntax or evaluation error.

        >>> from pyoxigraph import NamedNode, Literal, Triple
        >>> store = Store()
        >>> t = Triple(NamedNode("https://e/s"), NamedNode("https://e/p"), Literal("o"))
        >>> store.replace_graphs({NamedNode("https://e/g"): [t]})
        >>> def count(q, **kw): return store.select(q, **kw)[0]["n"].value
        >>> count("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")
        '1'
        >>> count("SELECT (COUNT(*) AS ?n) FROM <urn:x> WHERE { ?s ?p ?o }")
        '0'
        >>> count("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }", default_graphs=["urn:x"])
        '0'
        """
        from legalkg.sparqltext import scan

        subs = {ox.Variable(k): v for k, v in (substitutions or {}).items()}
        dataset: dict[str, Any] = {}
        try:
            if default_graphs is not None or named_graphs is not None:
                dataset["default_graph"] = [ox.NamedNode(g) for g in default_graphs or ()]
                dataset["named_graphs"] = [ox.NamedNode(g) for g in named_graphs or ()]
            elif union and not scan(sparql).dataset:
                dataset["use_default_graph_as_union"] = True
        except ValueError as e:
            raise StoreError(f"dataset: not an IRI: {e}") from e
        try:
            return self._store.query(
                sparql, prefixes=PREFIXES, substitutions=subs or None, **dataset
            )
        except SyntaxError as e:
            raise StoreError(f"SPARQL syntax error: {e}") from e
        except (OSError, RuntimeError) as e:
            raise StoreError(f"SPARQL evaluation failed: {e}") from e

    def select(
        self, sparql: str, *, substitutions: Mapping[str, Any] | None = None, **dataset: Any
    ) -> list[ox.QuerySolution]:
        """Run a SELECT query and return its rows as a list (``dataset``: as :meth:`query`)."""
        result = self.query(sparql, substitutions=substitutions, **dataset)
        if not isinstance(result, ox.QuerySolutions):
            raise StoreError("expected a SELECT query")
        return list(result)

    def quads(self, graph: ox.NamedNode | None = None) -> Iterator[ox.Quad]:
        """Every quad (of one graph, or of all named graphs), in a stable sorted order."""
        found = self._store.quads_for_pattern(None, None, None, graph)
        yield from sorted(
            (q for q in found if isinstance(q.graph_name, ox.NamedNode)),
            key=_quad_key,
        )

    def export(self, *, format: ox.RdfFormat, graph: ox.NamedNode | None = None) -> bytes:
        """Serialize the store (or one graph) in ``format``; same content, same bytes.

        Formats without graphs (Turtle, N-Triples, RDF/XML…) get the union of the graphs.
        """
        quads = list(self.quads(graph))
        prefixes = PREFIXES if format in (ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG) else None
        if format.supports_datasets:
            out = ox.serialize(quads, format=format, prefixes=prefixes)
        else:
            seen: set[ox.Triple] = set()
            triples = []
            for q in quads:
                t = q.triple
                if t not in seen:
                    seen.add(t)
                    triples.append(t)
            triples.sort(key=lambda t: (str(t.subject), str(t.predicate), str(t.object)))
            out = ox.serialize(triples, format=format, prefixes=prefixes)
        assert out is not None
        return sorted_prefixes(out) if prefixes else out

    def flush(self) -> None:
        """Write buffered data to disk (a no-op in memory)."""
        self._store.flush()


#: Attempts to open a store read-only while another process writes it (see _open_read_only).
READ_ONLY_ATTEMPTS = 8


def _open_read_only(path: Path) -> ox.Store:
    """Open an on-disk store read-only, retrying while a writer swaps its files.

    RocksDB's read-only open reads the MANIFEST and then the files it lists; a writer in
    another process can compact or rotate them in between, and the open fails with
    "Corruption: … No such file or directory" (about 4 opens in 10 here during a continuous
    re-ingest). The files are fine: opening again sees the new set. Backs off 20 ms, 40 ms…
    (about 2.5 s in all) before giving up with the last error.
    """
    delay = 0.02
    for attempt in range(READ_ONLY_ATTEMPTS):
        try:
            return ox.Store.read_only(str(path))
        except RuntimeError as e:
            transient = "Corruption" in str(e) or "No such file" in str(e)
            if not transient or attempt == READ_ONLY_ATTEMPTS - 1:
                raise OSError(str(e)) from e
            time.sleep(delay)
            delay *= 2
    raise AssertionError("unreachable")  # pragma: no cover


def _quad_key(q: ox.Quad) -> tuple[str, str, str, str]:
    return (str(q.graph_name), str(q.subject), str(q.predicate), str(q.object))


def memory_store(triples: Iterable[ox.Triple | ox.Quad]) -> Store:
    """A new in-memory store holding ``triples`` in its default graph (quads lose their graph).

    Used for staging: the validator checks this store before anything reaches the target.
    """
    store = Store()
    store._store.extend(
        ox.Quad(t.subject, t.predicate, t.object, ox.DefaultGraph()) for t in triples
    )
    return store
