"""Sorted RDF output that streams: ``legalkg export`` in memory that does not grow with the store.

The order is legalkg's (graph, subject, predicate, object by their N-Triples text: same store,
same bytes). Graphs are written one after the other, in the order given (sorted by IRI).
Oxigraph dumps one graph as N-Triples to a temporary file (in Rust); the file is read back
:data:`CHUNK` bytes at a time; a chunk is cut into its triples and sorted as bytes (``split``,
``list.sort`` and ``join`` run in C: no Python step per quad on the common path of a graph
that fits in one chunk). A graph larger than a chunk has each sorted chunk spilled to a
temporary file, and the chunks are merged (``heapq.merge``): memory holds one chunk, never the
store, whatever the number or size of the graphs.

Sorting the triples sorts by the terms: a term's N-Triples text never continues with a
character at or below the space that separates it from the next term (nor with the newline
that ends a spilled line), so ``<a> …`` comes before ``<ab> …`` as ``"<a>" < "<ab>"`` does.

Formats without graphs (Turtle, N-Triples, RDF/XML, JSON-LD) get the union: every graph's
triples pass through the same chunks (each sorted with its duplicates dropped, spilled when
there is more than one) and are merged with duplicates dropped. Turtle, TriG, RDF/XML and
JSON-LD are written by Oxigraph's streaming serializers from the sorted N-Triples (Turtle/TriG
``@prefix`` lines sorted).
"""

from __future__ import annotations

import heapq
import tempfile
from collections.abc import Iterable, Iterator
from typing import IO, Any, cast

import pyoxigraph as ox

#: Bytes of N-Triples held in memory at once (a chunk is cut at the end of a line, so it holds
#: at least one triple).
CHUNK = 32 << 20

_END = b" .\n"  # what ends an N-Triples line


class _Spill:
    """The temporary files of one export (closed, hence deleted, at the end)."""

    def __init__(self) -> None:
        self.files: list[IO[bytes]] = []

    def new(self) -> IO[bytes]:
        f = tempfile.TemporaryFile()
        self.files.append(f)
        return f

    def run(self, triples: list[bytes]) -> Iterator[bytes]:
        """Write sorted ``triples`` as lines (``triple\\n``) and read them back, lazily."""
        f = self.new()
        f.write(b"\n".join(triples))
        f.write(b"\n")
        f.seek(0)
        return iter(f)

    def close(self) -> None:
        for f in self.files:
            f.close()
        self.files.clear()


def _chunks(store: ox.Store, graph: ox.NamedNode, spill: _Spill) -> Iterator[list[bytes]]:
    """The triples of ``graph`` (N-Triples text without ``" .\\n"``), :data:`CHUNK` bytes at a
    time, each chunk unsorted. The graph is dumped by Oxigraph to a temporary file first."""
    raw = spill.new()
    store.dump(raw, format=ox.RdfFormat.N_TRIPLES, from_graph=graph)
    raw.seek(0)
    try:
        while True:
            data = raw.read(CHUNK)
            if not data:
                return
            if not data.endswith(b"\n"):
                data += raw.readline()
            triples = data.split(_END)
            triples.pop()  # after the last line's end: b""
            yield triples
    finally:
        raw.close()
        spill.files.remove(raw)


class _Sorted:
    """Sorted triples: one list in memory, or lines merged from spilled runs."""

    def __init__(self, triples: list[bytes] | None, runs: list[Iterator[bytes]]) -> None:
        self.triples = triples
        self.runs = runs

    def lines(self, end: bytes) -> Iterator[bytes]:
        """Each triple followed by ``end`` (duplicates across runs dropped)."""
        if self.triples is not None:
            if self.triples:
                yield end.join(self.triples) + end
            return
        for line in _unique(heapq.merge(*self.runs)):
            yield line[:-1] + end

    def ntriples(self) -> Iterator[bytes]:
        return self.lines(_END)


def _sort_graph(store: ox.Store, graph: ox.NamedNode, spill: _Spill) -> _Sorted:
    """The triples of one graph, sorted (spilled and merged when larger than a chunk)."""
    first: list[bytes] | None = None
    runs: list[Iterator[bytes]] = []
    for triples in _chunks(store, graph, spill):
        triples.sort()
        if first is None and not runs:
            first = triples
            continue
        if first is not None:  # a second chunk: the first one goes to disk too
            runs.append(spill.run(first))
            first = None
        runs.append(spill.run(triples))
    if not runs:
        return _Sorted(first or [], [])
    return _Sorted(None, runs)


def _sort_union(store: ox.Store, graphs: list[ox.NamedNode], spill: _Spill) -> _Sorted:
    """The triples of every graph, sorted, without duplicates: chunks of :data:`CHUNK` bytes
    filled across graphs, each sorted and deduplicated, spilled when there is more than one."""
    pending: list[bytes] = []
    size = 0
    runs: list[Iterator[bytes]] = []
    for graph in graphs:
        for triples in _chunks(store, graph, spill):
            pending.extend(triples)
            size += sum(map(len, triples)) + len(_END) * len(triples)
            if size >= CHUNK:
                runs.append(spill.run(sorted(set(pending))))
                pending, size = [], 0
    if not runs:
        return _Sorted(sorted(set(pending)), [])
    if pending:
        runs.append(spill.run(sorted(set(pending))))
    return _Sorted(None, runs)


def _unique(lines: Iterable[bytes]) -> Iterator[bytes]:
    previous = None
    for line in lines:
        if line != previous:
            yield line
            previous = line


class _SortedPrefixes:
    """A writer that sorts the leading ``@prefix`` lines of what is written through it."""

    def __init__(self, out: IO[bytes]) -> None:
        self.out = out
        self.head: bytearray | None = bytearray()

    def write(self, data: bytes) -> int:
        if self.head is None:
            return self.out.write(data)
        self.head += data
        lines = bytes(self.head).split(b"\n")
        n = 0
        while n < len(lines) - 1 and lines[n].startswith(b"@prefix "):
            n += 1
        if n == len(lines) - 1:
            return len(data)  # still in the header (or its last line is unfinished)
        self.flush_head(lines, n)
        return len(data)

    def flush_head(self, lines: list[bytes] | None = None, n: int | None = None) -> None:
        if self.head is None:
            return
        if lines is None:
            lines = bytes(self.head).split(b"\n")
            n = 0
            while n < len(lines) and lines[n].startswith(b"@prefix "):
                n += 1
        assert n is not None
        self.out.write(b"\n".join(sorted(lines[:n]) + lines[n:]))
        self.head = None

    def flush(self) -> None:
        pass


def write_sorted(
    store: ox.Store,
    graphs: list[ox.NamedNode],
    out: IO[bytes],
    *,
    format: ox.RdfFormat,
    prefixes: dict[str, str] | None = None,
) -> None:
    """Write the quads of ``graphs`` (in this order: give them sorted) of ``store`` to ``out``
    in ``format``, sorted, streaming: one graph (one chunk of it) in memory at a time."""
    spill = _Spill()
    try:
        if format == ox.RdfFormat.N_QUADS:
            for g in graphs:
                out.writelines(_sort_graph(store, g, spill).lines(f" {g} .\n".encode()))
                spill.close()
            return
        if format == ox.RdfFormat.N_TRIPLES:
            out.writelines(_sort_union(store, graphs, spill).ntriples())
            return
        quads: Iterator[Any]
        if format.supports_datasets:
            quads = (q for g in graphs for q in _graph_quads(store, g, spill))
        else:  # the parser's quads are in the default graph: what a graph format takes
            quads = _parse(_sort_union(store, graphs, spill).ntriples(), ox.RdfFormat.N_TRIPLES)
        target: Any = _SortedPrefixes(out) if prefixes else out
        ox.serialize(quads, target, format=format, prefixes=prefixes)
        if prefixes:
            target.flush_head()
    finally:
        spill.close()


def _graph_quads(store: ox.Store, graph: ox.NamedNode, spill: _Spill) -> Iterator[ox.Quad]:
    """The quads of ``graph``, sorted; its temporary files are dropped once it is read. The
    sorted lines are N-Quads in ``graph``, read by Oxigraph's parser: no Python step per quad
    but the ``yield from``."""
    lines = _sort_graph(store, graph, spill).lines(f" {graph} .\n".encode())
    yield from _parse(lines, ox.RdfFormat.N_QUADS)
    spill.close()


class _Lines:
    """A file-like reader over an iterator of byte strings (for Oxigraph's streaming parser).

    Oxigraph reads a few kilobytes at a time, and a graph that fits in one chunk comes as one
    byte string of up to :data:`CHUNK` bytes: a read takes its slice at an offset and copies
    no more than it returns (it copied the whole rest on every read before, quadratic: 26 s
    of the 29 s of a TriG export of the Constitution, 20x Oxigraph's dump).

    >>> reader = _Lines(iter([b"abc", b"", b"defgh"]))
    >>> [reader.read(2), reader.read(4), reader.read(), reader.read(1)]
    [b'ab', b'cdef', b'gh', b'']
    """

    def __init__(self, lines: Iterator[bytes]) -> None:
        self.lines = lines
        self.buffer = b""
        self.offset = 0

    def read(self, size: int = -1) -> bytes:
        if size < 0:
            data = self.buffer[self.offset :] + b"".join(self.lines)
            self.buffer, self.offset = b"", 0
            return data
        while len(self.buffer) - self.offset < size:
            line = next(self.lines, None)
            if line is None:
                break
            self.buffer = self.buffer[self.offset :] + line
            self.offset = 0
        data = self.buffer[self.offset : self.offset + size]
        self.offset += len(data)
        return data


def _parse(lines: Iterator[bytes], format: ox.RdfFormat) -> Iterator[ox.Quad]:
    """Oxigraph's parser over ``lines``; ``lenient``: they are Oxigraph's own dump, sorted (its
    IRIs and literals were checked when they were stored)."""
    parsed: Iterator[ox.Quad] = ox.parse(
        cast(IO[bytes], _Lines(lines)), format=format, lenient=True
    )
    return parsed
