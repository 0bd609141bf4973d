"""Sorted RDF output that streams: ``legalkg export`` in memory that does not grow with the store.

The order is legalkg's (graph, subject, predicate, object by their N-Triples text: same store,
same bytes). Oxigraph dumps each graph as N-Triples to a temporary file (in Rust); its lines
are read back :data:`CHUNK` at a time, each chunk sorted as bytes and, when a graph has more
than one chunk, written to a temporary file; the chunks are merged (``heapq.merge``).

Sorting lines sorts by the terms: a term's N-Triples text never continues with a space, and
the space that ends it sorts before any character that could continue a longer term, so
``<a> …`` comes before ``<ab> …`` as ``"<a>" < "<ab>"`` does.

Formats without graphs (Turtle, N-Triples, RDF/XML, JSON-LD) get the union: the graphs'
sorted lines merged, duplicates dropped. Turtle, TriG, RDF/XML and JSON-LD are written by
Oxigraph's streaming serializers from the sorted N-Triples (Turtle/TriG ``@prefix`` lines
sorted).
"""

from __future__ import annotations

import heapq
import tempfile
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import IO, Any, cast

import pyoxigraph as ox

#: Lines (quads) held in memory at once per graph.
CHUNK = 100_000


def _sorted_lines(store: ox.Store, graph: ox.NamedNode, spill: list[IO[bytes]]) -> Iterator[bytes]:
    """The N-Triples lines of ``graph``, sorted, holding one chunk of lines in memory.

    Oxigraph dumps the graph (in Rust, no Python object per quad) to a temporary file, read
    back :data:`CHUNK` lines at a time; each chunk is sorted, and spilled to its own file when
    there is more than one, then merged."""
    raw = tempfile.TemporaryFile()
    spill.append(raw)
    store.dump(raw, format=ox.RdfFormat.N_TRIPLES, from_graph=graph)
    raw.seek(0)
    runs: list[Iterator[bytes]] = []
    first: list[bytes] | None = None
    while True:
        lines = list(islice(raw, CHUNK))
        if not lines:
            break
        lines.sort()
        if first is None and not runs:
            first = lines
            continue
        if first is not None:  # a second chunk: the first one goes to disk too
            runs.append(_spilled(first, spill))
            first = None
        runs.append(_spilled(lines, spill))
    if first is not None:
        return iter(first)
    return heapq.merge(*runs)


def _spilled(lines: list[bytes], spill: list[IO[bytes]]) -> Iterator[bytes]:
    f = tempfile.TemporaryFile()
    spill.append(f)
    f.writelines(lines)
    f.seek(0)
    return iter(f)


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
    in ``format``, sorted, streaming."""
    spill: list[IO[bytes]] = []
    try:
        per_graph = [(g, _sorted_lines(store, g, spill)) for g in graphs]
        if format == ox.RdfFormat.N_QUADS:
            for g, lines in per_graph:
                tail = f" {g} .\n".encode()
                out.writelines(line[:-3] + tail for line in lines)  # b" .\n" ends a line
            return
        if format == ox.RdfFormat.N_TRIPLES:
            out.writelines(_unique(heapq.merge(*(lines for _, lines in per_graph))))
            return
        quads: Iterator[Any]
        if format.supports_datasets:
            quads = (
                ox.Quad(t.subject, t.predicate, t.object, g)
                for g, lines in per_graph
                for t in _parse(lines)
            )
        else:
            quads = _parse(_unique(heapq.merge(*(lines for _, lines in per_graph))))
        target: Any = _SortedPrefixes(out) if prefixes else out
        ox.serialize(quads, target, format=format, prefixes=prefixes)
        if prefixes:
            target.flush_head()
    finally:
        for f in spill:
            f.close()


class _Lines:
    """A file-like reader over an iterator of lines (for Oxigraph's streaming parser)."""

    def __init__(self, lines: Iterator[bytes]) -> None:
        self.lines = lines
        self.rest = b""

    def read(self, size: int = -1) -> bytes:
        parts = [self.rest]
        have = len(self.rest)
        for line in self.lines:
            parts.append(line)
            have += len(line)
            if 0 <= size <= have:
                break
        data = b"".join(parts)
        if size < 0:
            self.rest = b""
            return data
        self.rest = data[size:]
        return data[:size]


def _parse(lines: Iterator[bytes]) -> Iterator[ox.Triple]:
    for quad in ox.parse(cast(IO[bytes], _Lines(lines)), format=ox.RdfFormat.N_TRIPLES):
        yield quad.triple
