"""Sorted RDF output that streams: ``legalkg export`` in memory that does not grow with the store.

The order is legalkg's (graph, subject, predicate, object by their N-Triples text: same store,
same bytes). Graphs are written one after the other, in the order given (sorted by IRI).
Oxigraph writes one graph to a temporary file (in Rust), as the TSV results of a ``SELECT``
for each predicate (:func:`_chunks`; its N-Triples dump where TSV would write a term
otherwise); the file is read back a megabyte at a time into chunks of :data:`CHUNK` bytes of
N-Triples lines, each sorted as bytes (``translate``, ``split``, ``list.sort`` and ``join``
run in C: no Python step per quad on the common path of N-Quads and N-Triples for a graph
that fits in one chunk). A graph larger than a chunk has each sorted chunk spilled to a
temporary file, and the chunks are merged (``heapq.merge``): memory holds one chunk's lines,
never the store, whatever the number or size of the graphs.

Sorting the triples sorts by the terms: a term's N-Triples text never continues with a
character at or below the space that separates it from the next term (nor with the newline
that ends a spilled line), so ``<a> …`` comes before ``<ab> …`` as ``"<a>" < "<ab>"`` does.

Formats without graphs (Turtle, N-Triples, RDF/XML, JSON-LD) get the union: every graph's
triples pass through the same chunks (each sorted with its duplicates dropped, spilled when
there is more than one) and are merged with duplicates dropped.
RDF/XML and JSON-LD are written by Oxigraph's streaming serializers from the sorted N-Triples.
Turtle and TriG are written by :class:`_Terse` (the bytes of Oxigraph's serializer, ``@prefix``
lines sorted), which lays the sorted lines out itself and asks Oxigraph's serializer only how
to write a term under the prefixes: no second pass through Oxigraph's parser and serializer.
"""

from __future__ import annotations

import functools
import heapq
import os
import re
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
        #: Whether a dumped chunk held ``<<`` (perhaps a quoted triple, which the terse writer
        #: leaves to Oxigraph's serializer).
        self.quoted = False

    def new(self, *, named: bool = False) -> IO[bytes]:
        f = tempfile.NamedTemporaryFile() if named else tempfile.TemporaryFile()
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
    time, each chunk unsorted. ``spill.quoted`` is set when a chunk may hold a quoted triple
    (``<<``).

    Oxigraph writes the graph to a temporary file first, as the results of ``SELECT`` queries
    in TSV (:func:`_select`), one for each predicate: most of its time goes to reading each
    term's text in RocksDB, and a predicate's rows need not read the predicate again (the
    queries take ~30% less than its N-Triples dump of the graph, which reads the graph's name
    too). A result row is its triple's N-Triples text but for the separators (tabs), the
    predicate left out and the numbers and booleans TSV writes bare: :func:`_tsv_lines` puts
    them back. Where the two texts may differ otherwise (:func:`_unlike`), the graph is dumped
    as N-Triples instead."""
    raw = spill.new(named=True)
    try:
        parts = _select(store, graph, raw)
        # Read a little at a time into a chunk's list of lines: memory for the lines, not
        # for the text too. A graph larger than a chunk is checked whole before its first
        # chunk is given (one that fits in a chunk is checked as it is read).
        if sum(stop - start for _, start, stop in parts) <= CHUNK or not any(
            _unlike(data) for _, data in _parts(raw, parts)
        ):
            triples: list[bytes] = []
            filled = 0
            for between, data in _parts(raw, parts):
                lines = _tsv_lines(data, between)
                if lines is None:
                    break
                triples += lines
                filled += len(data)
                if filled >= CHUNK:
                    yield triples
                    triples, filled = [], 0
            else:
                if triples:
                    yield triples
                return
            del triples  # (nothing given yet: the graph fits in a chunk)
        store.dump(raw.name, format=ox.RdfFormat.N_TRIPLES, from_graph=graph)
        with open(raw.name, "rb") as dumped:  # (not ``raw``, which may hold what it read)
            for data in _pieces(dumped, CHUNK):
                if b"<<" in data:
                    spill.quoted = True
                triples = data.split(_END)
                triples.pop()  # after the last line's end: b""
                yield triples
    finally:
        raw.close()
        spill.files.remove(raw)


#: Rows of a predicate from which it has a query of its own (a query costs ~0.07 ms, reading
#: the predicate again ~2 µs a row: well past the break-even, few queries for rare predicates).
_ALONE = 256
#: What a predicate's IRI (its N-Triples text) may be written into a query as: no character
#: that SPARQL's IRIREF excludes (Oxigraph's IRIs have none; checked all the same).
_IRIREF = re.compile(r'<[^<>"{}|^`\\\x00-\x20]*>')


def _select(store: ox.Store, graph: ox.NamedNode, raw: IO[bytes]) -> list[tuple[bytes, int, int]]:
    """Write the triples of ``graph`` to ``raw`` as TSV results of ``SELECT`` queries; the
    parts of ``raw`` that hold rows: ``(between, start, stop)``, where ``between`` is what
    goes between a row's subject and object (``" <predicate> "`` for a predicate's rows
    ``?s ?o``; ``b" "`` for rows ``?s ?p ?o``). A predicate's IRI is written into its query
    as pyoxigraph writes it (N-Triples text, :data:`_IRIREF`), never from other text."""
    counts = store.query(_COUNTS, default_graph=graph)
    predicates = sorted(
        (str(row["p"]), int(cast(ox.Literal, row["n"]).value))
        for row in cast(ox.QuerySolutions, counts)
    )
    if not all(_IRIREF.fullmatch(p) for p, _ in predicates):
        return [_rows(store, graph, raw, _SELECT, b" ", _HEAD)]
    parts = [
        _rows(store, graph, raw, _PREDICATE.format(p), f" {p} ".encode(), _HEAD_SO)
        for p, n in predicates
        if n >= _ALONE
    ]
    rest = " ".join(p for p, n in predicates if n < _ALONE)
    if rest:
        parts.append(_rows(store, graph, raw, _SOME.format(rest), b" ", _HEAD))
    return parts


_COUNTS = "SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p"
_SELECT = "SELECT ?s ?p ?o WHERE { ?s ?p ?o }"
_PREDICATE = "SELECT ?s ?o WHERE {{ ?s {} ?o }}"
_SOME = "SELECT ?s ?p ?o WHERE {{ VALUES ?p {{ {} }} ?s ?p ?o }}"
_HEAD = b"?s\t?p\t?o\n"  # the first line of their results in TSV
_HEAD_SO = b"?s\t?o\n"


def _rows(
    store: ox.Store, graph: ox.NamedNode, raw: IO[bytes], query: str, between: bytes, head: bytes
) -> tuple[bytes, int, int]:
    """The results of ``query`` on ``graph`` appended to ``raw`` in TSV (Oxigraph writes a few
    kilobytes at a time into it); where their rows are."""
    start = raw.seek(0, os.SEEK_END)
    results = store.query(query, default_graph=graph)
    cast(Any, results).serialize(raw, format=ox.QueryResultsFormat.TSV)
    stop = raw.tell()
    raw.seek(start)
    if raw.read(len(head)) != head:
        raise ValueError(f"unexpected TSV results from Oxigraph for graph {graph}")
    return between, start + len(head), stop


def _parts(raw: IO[bytes], parts: list[tuple[bytes, int, int]]) -> Iterator[tuple[bytes, bytes]]:
    """The rows of ``parts`` (:func:`_select`), :data:`_READ` bytes or a little more at a time
    (whole lines), each with what goes between its subject and object."""
    for between, start, stop in parts:
        raw.seek(start)
        while start < stop:
            data = raw.read(min(_READ, stop - start))
            if not data.endswith(b"\n"):
                data += raw.readline()  # (a part ends with a line)
            start += len(data)
            yield between, data


def _pieces(raw: IO[bytes], size: int) -> Iterator[bytes]:
    """``raw`` from where it is, ``size`` bytes at a time, each cut at the end of a line."""
    while True:
        data = raw.read(size)
        if not data:
            return
        if not data.endswith(b"\n"):
            data += raw.readline()
        yield data


#: Bytes of TSV read and converted at once (into a chunk of lines).
_READ = 1 << 20
_QUOTED = re.compile(rb"<<")  # (a search by re: twice as fast as ``in`` on such text)
#: The characters that N-Triples escapes and TSV leaves raw but U+FFFE and U+FFFF: the
#: controls other than tab, newline and carriage return.
_CONTROLS = bytes([*range(0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F])


def _unlike(data: bytes) -> bool:
    """Whether some TSV result row in ``data`` may differ from its triple's N-Triples text
    otherwise than :func:`_tsv_lines` puts right: a quoted triple (``<<``, whose terms TSV
    writes in its own way), a character that N-Triples escapes and TSV does not (a control,
    U+FFFE, U+FFFF)."""
    return _odd(data) or len(data.translate(None, _CONTROLS)) != len(data)


def _odd(data: bytes) -> bool:
    """:func:`_unlike` but for the controls."""
    return _QUOTED.search(data) is not None or (
        b"\xef" in data and (b"\xef\xbf\xbe" in data or b"\xef\xbf\xbf" in data)
    )


#: A bare literal (a number, a boolean): the last term of a row, after a tab, that is neither
#: an IRI, a quoted literal nor a blank node.
_BARE = re.compile(rb"\t([^<\"_\t\n][^\t\n]*)(?=\n)")
_XSD = b"http://www.w3.org/2001/XMLSchema#"
#: Turtle's bare literals, by their syntax (which tells the datatypes apart).
_BARE_TYPES = (
    (re.compile(rb"true|false"), b"boolean"),
    (re.compile(rb"[+-]?[0-9]+"), b"integer"),
    (re.compile(rb"[+-]?[0-9]*\.[0-9]+"), b"decimal"),
    (re.compile(rb"[+-]?(?:[0-9]+\.[0-9]*|\.[0-9]+|[0-9]+)[eE][+-]?[0-9]+"), b"double"),
)
_SPACES = bytes.maketrans(b"\t", b" ")


@functools.lru_cache(maxsize=4096)
def _typed(value: bytes) -> bytes:
    """A bare literal in N-Triples text: ``"value"^^<datatype>``."""
    for syntax, datatype in _BARE_TYPES:
        if syntax.fullmatch(value):
            return b'"' + value + b'"^^<' + _XSD + datatype + b">"
    raise ValueError(f"not a bare literal in Oxigraph's TSV results: {value!r}")


def _tsv_lines(data: bytes, between: bytes) -> list[bytes] | None:
    """TSV result rows (whole lines) as N-Triples lines without ``" .\\n"``: bare literals
    typed, tabs turned into ``between`` (the separators are the only tabs: a term escapes its
    own); None if some row may differ from its triple's N-Triples text otherwise
    (:func:`_unlike`)."""
    if _odd(data):
        return None
    bare = [(m.start(1), m.end(1), _typed(m.group(1))) for m in _BARE.finditer(data)]
    size = len(data)
    if between == b" ":  # tabs to spaces, controls dropped: the offsets kept but for these
        data = data.translate(_SPACES, _CONTROLS)
        if len(data) != size:
            return None
    elif len(data.translate(None, _CONTROLS)) != size:
        return None
    if bare:
        view = memoryview(data)
        pieces: list[bytes | memoryview] = []
        end = 0
        for start, stop, typed in bare:
            pieces += (view[end:start], typed)
            end = stop
        pieces.append(view[end:])
        data = b"".join(pieces)
        del pieces, view
    if between != b" ":
        data = data.replace(b"\t", between)
    triples = data.split(b"\n")
    triples.pop()  # after the last line's end: b""
    return triples


_BATCH = 16384  # lines joined into one piece of output


class _Sorted:
    """Sorted triples: one list in memory, or lines merged from spilled runs."""

    def __init__(self, triples: list[bytes] | None, runs: list[Iterator[bytes]]) -> None:
        self.triples = triples
        self.runs = runs

    def lines(self, end: bytes) -> Iterator[bytes]:
        """Each triple followed by ``end`` (duplicates across runs dropped)."""
        if self.triples is not None:
            # Some thousand lines a piece: not the chunk's text again in memory.
            for i in range(0, len(self.triples), _BATCH):
                yield end.join(self.triples[i : i + _BATCH]) + end
            return
        for line in _unique(heapq.merge(*self.runs)):
            yield line[:-1] + end

    def ntriples(self) -> Iterator[bytes]:
        return self.lines(_END)

    def each(self) -> Iterator[bytes]:
        """Each triple (its N-Triples text without ``" .\\n"``), in order."""
        if self.triples is not None:
            return iter(self.triples)
        return (line[:-1] for line in _unique(heapq.merge(*self.runs)))


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
        if format in (ox.RdfFormat.TRIG, ox.RdfFormat.TURTLE):
            _write_terse(store, graphs, out, format=format, prefixes=prefixes or {}, spill=spill)
            return
        quads: Iterator[Any]
        if format.supports_datasets:
            quads = (q for g in graphs for q in _graph_quads(store, g, spill))
        else:  # the parser's quads are in the default graph: what a graph format takes
            quads = _parse(_sort_union(store, graphs, spill).ntriples(), ox.RdfFormat.N_TRIPLES)
        _serialize(quads, out, format=format, prefixes=prefixes)
    finally:
        spill.close()


def _serialize(
    quads: Iterable[Any], out: IO[bytes], *, format: ox.RdfFormat, prefixes: dict[str, str] | None
) -> None:
    """Oxigraph's serializer, with the ``@prefix`` lines sorted."""
    target: Any = _SortedPrefixes(out) if prefixes else out
    ox.serialize(quads, target, format=format, prefixes=prefixes)
    if prefixes:
        target.flush_head()


def _write_terse(
    store: ox.Store,
    graphs: list[ox.NamedNode],
    out: IO[bytes],
    *,
    format: ox.RdfFormat,
    prefixes: dict[str, str],
    spill: _Spill,
) -> None:
    """TriG (graph by graph) or Turtle (the union) written by :class:`_Terse` from the sorted
    N-Triples lines: Oxigraph's serializer's bytes without parsing the lines again. Text that
    may hold a quoted triple goes through Oxigraph's parser and serializer instead."""
    terse = _Terse(prefixes)
    if format == ox.RdfFormat.TURTLE:
        union = _sort_union(store, graphs, spill)
        if spill.quoted:
            quads = _parse(union.ntriples(), ox.RdfFormat.N_TRIPLES)
            _serialize(quads, out, format=format, prefixes=prefixes)
        else:
            out.writelines(terse.block(union.each(), None))
        return
    for g in graphs:
        spill.quoted = False
        graph = _sort_graph(store, g, spill)
        if spill.quoted:
            text = ox.serialize(
                _parse(graph.lines(f" {g} .\n".encode()), ox.RdfFormat.N_QUADS),
                format=format,
                prefixes=prefixes,
            )
            out.writelines(terse.body(text or b""))
        else:
            out.writelines(terse.block(graph.each(), str(g).encode()))
        del graph  # before the next graph is read: one graph in memory at a time
        spill.close()


class _Terse:
    """Turtle and TriG text from sorted N-Triples lines, the bytes Oxigraph's serializer gives
    for the same triples in the same order (``ox.serialize`` with ``prefixes``, its ``@prefix``
    lines sorted): subjects and predicates grouped (``;`` and ``,``), ``a`` for ``rdf:type``,
    names under a prefix abbreviated, numbers and booleans bare.

    The layout is written here; how a term is written under the prefixes is asked of Oxigraph's
    serializer, once for each IRI under a prefix and each typed literal of a datatype it may
    write bare (kept in a bounded cache); other typed literals are written as their N-Triples
    text with the datatype's form, checked against Oxigraph's once for each datatype. So no
    Python step per quad runs in Rust twice (parse, then serialize), as the parser's path did:
    ~0.2 s of the 1.5x of Oxigraph's dump a TriG export of the Constitution took.

    >>> terse = _Terse({"ex": "http://example.org/"})
    >>> lines = [
    ...     b'<http://example.org/a> <http://example.org/p> "1"^^<http://www.w3.org/2001/XMLSchema#integer>',
    ...     b'<http://example.org/a> <http://example.org/p> "x"@en',
    ...     b'<http://example.org/a> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://example.org/C>',
    ...     b'_:b <http://example.org/p> "1.5"^^<http://example.org/t>',
    ... ]
    >>> text = b"".join(terse.block(iter(lines), b"<http://example.org/g>"))
    >>> print(text.decode().expandtabs(2), end="")  # tabs shown as two spaces
    @prefix ex: <http://example.org/> .
    ex:g {
      ex:a ex:p 1 , "x"@en ;
        a ex:C .
      _:b ex:p "1.5"^^ex:t .
    }
    """

    #: Entries kept in a cache before it is emptied (memory that does not grow with the store).
    LIMIT = 1 << 16
    _XSD = "http://www.w3.org/2001/XMLSchema#"
    #: Oxigraph's rule for the literals it writes bare, by datatype: the Turtle grammar's
    #: BOOLEAN, INTEGER, DECIMAL and DOUBLE (the value between the quotes, fully matched).
    BARE = {
        f"<{_XSD}boolean>".encode(): re.compile(rb"true|false"),
        f"<{_XSD}integer>".encode(): re.compile(rb"[+-]?[0-9]+"),
        f"<{_XSD}decimal>".encode(): re.compile(rb"[+-]?[0-9]*\.[0-9]+"),
        f"<{_XSD}double>".encode(): re.compile(
            rb"[+-]?(?:[0-9]+\.[0-9]*|\.[0-9]+|[0-9]+)[eE][+-]?[0-9]+"
        ),
    }
    _RDF_TYPE = b"<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"

    def __init__(self, prefixes: dict[str, str]) -> None:
        self.prefixes = prefixes
        self.namespaces = tuple(b"<" + iri.encode() for iri in prefixes.values())
        self.header: bytes | None = None
        self.iris: dict[bytes, bytes] = {}
        self.predicates: dict[bytes, bytes] = {self._RDF_TYPE: b"a"}
        self.literals: dict[bytes, bytes] = {}
        self.datatypes: dict[bytes, bytes] = {}
        #: An IRI or typed literal in an object's place -> its text (:meth:`object`).
        self.objects: dict[bytes, bytes] = {}

    def oxigraph(self, term: bytes) -> bytes:
        """Oxigraph's Turtle text for ``term``, an object in N-Triples text."""
        line = b"<urn:legalkg:s> <urn:legalkg:p> " + term + b" .\n"
        quads = ox.parse(line, format=ox.RdfFormat.N_TRIPLES, lenient=True)
        text = ox.serialize(quads, format=ox.RdfFormat.TURTLE, prefixes=self.prefixes) or b""
        last = text.rstrip(b"\n").rsplit(b"\n", 1)[-1]
        head = b"<urn:legalkg:s> <urn:legalkg:p> "
        if not (last.startswith(head) and last.endswith(b" .")):
            raise ValueError(f"unexpected Turtle from Oxigraph for {term!r}: {last!r}")
        return last[len(head) : -2]

    def iri(self, iri: bytes) -> bytes:
        """An IRI (``<…>``) as Turtle writes it."""
        if not iri.startswith(self.namespaces):
            return iri
        found = self.iris.get(iri)
        if found is None:
            if len(self.iris) >= self.LIMIT:
                self.iris.clear()
            found = self.iris[iri] = self.oxigraph(iri)
        return found

    def predicate(self, predicate: bytes) -> bytes:
        found = self.predicates.get(predicate)
        if found is None:
            if not (predicate[:1] == b"<" and predicate[-1:] == b">" and b" " not in predicate):
                raise ValueError(f"not an IRI in a predicate's place: {predicate!r}")
            if len(self.predicates) >= self.LIMIT:
                self.predicates.clear()
                self.predicates[self._RDF_TYPE] = b"a"
            found = self.predicates[predicate] = self.iri(predicate)
        return found

    def object(self, term: bytes) -> bytes:
        """An object (N-Triples text) as Turtle writes it."""
        first = term[:1]
        if first == b"<":
            return self.iri(term)
        if first != b'"' or term[-1:] != b">":
            return term  # a blank node, a plain or language-tagged literal: as in N-Triples
        found = self.literals.get(term)
        if found is None:
            found = self.literal(term)
            if len(self.literals) >= self.LIMIT:
                self.literals.clear()
            self.literals[term] = found
        return found

    def literal(self, term: bytes) -> bytes:
        """A typed literal: bare (a number, a boolean) or ``"…"^^`` and its datatype's form.
        The rule is checked against Oxigraph's serializer on the first literal of a datatype."""
        value, _, datatype = term.rpartition(b'"^^<')
        value, datatype = value + b'"', b"<" + datatype
        bare = self.BARE.get(datatype)
        if bare is not None and bare.fullmatch(value, 1, len(value) - 1):
            found = value[1:-1]
        else:
            found = value + b"^^" + self.iri(datatype)
        if datatype not in self.datatypes:
            if found != self.oxigraph(term):
                raise ValueError(f"Oxigraph writes {term!r} otherwise than {found!r}")
            if len(self.datatypes) >= self.LIMIT:
                self.datatypes.clear()
            self.datatypes[datatype] = found
        return found

    def verb(self, verbs: dict[bytes, bytes], predicate: bytes, before: bytes = b"") -> bytes:
        """What comes before the first object of ``predicate`` (after ``before``), kept in
        ``verbs`` (bounded)."""
        if len(verbs) >= self.LIMIT:
            verbs.clear()
        found = verbs[predicate] = before + self.predicate(predicate) + b" "
        return found

    def prelude(self) -> bytes:
        """The ``@prefix`` lines (sorted), written once, before the first triple."""
        if self.header is not None:
            return b""
        line = b'<urn:legalkg:s> <urn:legalkg:p> "" .\n'
        quads = ox.parse(line, format=ox.RdfFormat.N_TRIPLES)
        text = ox.serialize(quads, format=ox.RdfFormat.TURTLE, prefixes=self.prefixes) or b""
        lines = [line + b"\n" for line in text.split(b"\n") if line.startswith(b"@prefix ")]
        self.header = b"".join(sorted(lines))
        return self.header

    def body(self, text: bytes) -> Iterator[bytes]:
        """Oxigraph's own text for one graph, without its ``@prefix`` lines (written once)."""
        lines = text.split(b"\n")
        n = 0
        while n < len(lines) and lines[n].startswith(b"@prefix "):
            n += 1
        if n < len(lines) and any(lines[n:]):
            yield self.prelude()
            yield b"\n".join(lines[n:])

    def block(self, triples: Iterator[bytes], graph: bytes | None) -> Iterator[bytes]:
        """The sorted ``triples`` in the default graph (``graph`` None: Turtle) or in ``graph``
        (TriG's ``graph {`` … ``}``), some thousand triples a piece. The loop is the one Python
        step per quad: blank nodes, plain and language-tagged literals are their N-Triples
        text, and pass through untouched; other objects are looked up in a bounded cache
        (cheaper than telling an IRI under no prefix by its start)."""
        pieces: list[bytes] = []
        put = pieces.append
        indent = b"" if graph is None else b"\t"
        then = b" ;\n" + indent + b"\t"  # before another predicate of the same subject
        verbs: dict[bytes, bytes] = {}  # a predicate -> what comes before its first object
        nexts: dict[bytes, bytes] = {}  # the same, for another predicate of the same subject
        objects = self.objects
        text = objects.get
        limit = self.LIMIT
        subject = predicate = b""
        for triple in triples:
            s, p, o = triple.split(b" ", 2)
            if s == subject:
                if p == predicate:
                    put(b" , ")
                else:
                    verb = nexts.get(p)
                    if verb is None:
                        verb = self.verb(nexts, p, then)
                    put(verb)
                    predicate = p
            else:
                if subject:
                    put(b" .\n")
                else:
                    put(self.prelude())
                    if graph is not None:
                        put(self.iri(graph) + b" {\n")
                verb = verbs.get(p)
                if verb is None:
                    verb = self.verb(verbs, p)
                put(indent)
                put(self.iri(s))
                put(b" ")
                put(verb)
                subject, predicate = s, p
                if len(pieces) > 16384:
                    yield b"".join(pieces)
                    pieces.clear()
            if o[-1] == 62:  # '>': an IRI or a typed literal (looked up: its hash is quick)
                found = text(o)
                if found is None:
                    if len(objects) >= limit:
                        objects.clear()
                    found = objects[o] = self.object(o)
                put(found)
            else:  # a blank node, a plain or language-tagged literal: as in N-Triples
                put(o)
        if subject:
            put(b" .\n}\n" if graph is not None else b" .\n")
        yield b"".join(pieces)


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
