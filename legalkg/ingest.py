"""Ingest: sources → model → RDF → validation in a staging store → one atomic write.

>>> from legalkg.store.local import Store
>>> store = Store()
>>> result = ingest([example_path("art6")], store=store)
>>> [(g.graph, g.triples) for g in result.graphs]   # doctest: +ELLIPSIS
[('https://example.org/graph/br/constituicao/1988', ...)]
>>> result.report.conforms
True
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

import pyoxigraph as ox

from legalkg.core.errors import InputError, ValidationError
from legalkg.core.identifiers import DEFAULT_BASE, Minter
from legalkg.norms.ctv import build
from legalkg.norms.model import NormHistory
from legalkg.norms.rdf import timeline_triples
from legalkg.norms.readers import RdfSource, Source, iter_sources, read_sources
from legalkg.store.local import NextState, Store

if TYPE_CHECKING:
    from legalkg.ingestion.parallel import Built
    from legalkg.validation.report import ValidationReport
from legalkg.ingestion.nextstate import _next_state_report

_EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@dataclass(frozen=True, slots=True)
class GraphSummary:
    """One named graph written by an ingest: its IRI, its source and its size."""

    graph: str
    source: str
    triples: int


@dataclass(frozen=True, slots=True)
class IngestResult:
    """What an ingest wrote, and the validation report of the staged data (None if skipped)."""

    graphs: tuple[GraphSummary, ...]
    report: ValidationReport | None


def example_path(name: str) -> Path:
    """The path of a bundled example (``art6``, ``br-constitution``) in a checkout."""
    return _EXAMPLES / name


def build_graphs(
    paths: list[Path],
    *,
    base: str = DEFAULT_BASE,
    graph: str | None = None,
    progress: Callable[[str], None] | None = None,
) -> tuple[dict[ox.NamedNode, list[ox.Triple]], dict[ox.NamedNode, str]]:
    """Read ``paths`` and map them to named graphs (graph → triples, graph → source).

    :param graph: the graph IRI for a single source (default: minted from the work id or file).
    :raises InputError: for bad input or two sources writing the same graph.
    """
    graphs: dict[ox.NamedNode, list[ox.Triple]] = {}
    origin: dict[ox.NamedNode, str] = {}
    for name, triples, source in iter_graphs(paths, base=base, graph=graph, progress=progress):
        graphs[name] = triples
        origin[name] = source
    return graphs, origin


def iter_graphs(
    paths: list[Path],
    *,
    base: str = DEFAULT_BASE,
    graph: str | None = None,
    progress: Callable[[str], None] | None = None,
    allow_empty: bool = True,
) -> Iterator[tuple[ox.NamedNode, list[ox.Triple], str]]:
    """:func:`build_graphs` one graph at a time, ``(graph, triples, source)``: each source is
    read and built only when the next graph is asked for (``legalkg.norms.readers.iter_sources``),
    so a caller that keeps only what it needs of each graph holds one source at a time.

    The same graphs in the same order; an error is raised when the iteration reaches it (a
    source that does not build can then be told before a later file that does not read).

    :param allow_empty: let a norm history without components through (``False``: an
        :class:`InputError`, as ``ingest`` wants unless told otherwise). A history whose
        reader says why it holds no text (``NormHistory.textless``: a Legalize law whose every
        version is its title alone, warned at reading) is not a truncated file and goes through.
    """
    try:
        iris = Minter(base)
    except ValueError as e:
        raise InputError("--base", str(e)) from None
    sources: Iterable[Source]
    if graph is not None:
        sources = read_sources(paths)
        if len(sources) != 1:
            raise InputError(
                "--graph",
                f"names one graph, but {len(sources)} sources were given",
                "Ingest the sources one at a time to name their graphs",
            )
    else:
        sources = iter_sources(paths)
    origin: dict[ox.NamedNode, str] = {}

    def put(
        name: ox.NamedNode, triples: Iterable[ox.Triple], source: str
    ) -> tuple[ox.NamedNode, list[ox.Triple], str]:
        if name in origin:
            raise InputError(
                source,
                f"graph {name.value} is also written by {origin[name]}",
                "Give each source its own work id or graph",
            )
        origin[name] = source
        return name, list(triples), source

    for source in sources:
        if isinstance(source, NormHistory):
            if not source.components and not allow_empty and not source.textless:
                raise InputError(
                    source.source,
                    f"yields no components for {source.work.id} (no article, heading or other "
                    "provision was read); nothing was written",
                    "Check that the file is complete (a truncated download holds only its "
                    "header); give --allow-empty to store the work without components",
                )
            if progress:
                progress(f"building {source.work.id} from {source.source}")
            name = _graph(graph) if graph else _work_graph(iris, source)
            yield put(name, _history_triples(source, iris), source.source)
        elif isinstance(source, RdfSource):
            if source.triples or not source.named:
                name = _graph(graph) if graph else iris.file_graph(source.path.name)
                yield put(name, source.triples, str(source.path))
            for named, triples in sorted(source.named.items(), key=lambda kv: kv[0].value):
                yield put(named, triples, str(source.path))
        else:
            if progress:
                progress(f"building {source.source}")
            built = source.to_graphs(iris)
            if graph is not None and len(built) == 1:
                built = [(_graph(graph), built[0][1])]
            for name, built_triples in built:
                yield put(name, built_triples, source.source)


def serialized_graphs(
    paths: list[Path],
    *,
    base: str = DEFAULT_BASE,
    graph: str | None = None,
    progress: Callable[[str], None] | None = None,
    allow_empty: bool = False,
) -> Iterator[tuple[ox.NamedNode, bytes, int, str]]:
    """:func:`iter_graphs` with each graph as N-Triples text: ``(graph, text, number of
    distinct triples, source)``; its triples (Python objects, the bulk of the memory) are
    dropped as soon as it is written. A graph without triples is refused unless
    ``allow_empty``."""
    for name, triples, source in iter_graphs(
        paths, base=base, graph=graph, progress=progress, allow_empty=allow_empty
    ):
        if not triples and not allow_empty:
            raise InputError(
                source,
                f"yields no triples for graph {name.value}; nothing was written",
                "Check that the file is complete; give --allow-empty to store an empty graph",
            )
        size = len(set(triples))
        text = ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES) or b""
        del triples
        yield name, text, size, source


def _work_graph(iris: Minter, source: NormHistory) -> ox.NamedNode:
    try:
        return iris.graph(source.work.id)
    except ValueError as e:
        raise InputError(source.source, str(e), "Give the work a valid id") from None


def _history_triples(source: NormHistory, iris: Minter) -> list[ox.Triple]:
    """Build a history's timeline and map it to triples; an identifier the minter refuses
    (a reader let it through) becomes an :class:`InputError` naming the source."""
    try:
        return list(timeline_triples(build(source), iris))
    except ValueError as e:
        raise InputError(source.source, str(e), "Rename it in the source") from None


def _graph(iri: str) -> ox.NamedNode:
    try:
        return ox.NamedNode(iri)
    except ValueError as e:
        raise InputError("--graph", f"{iri!r} is not an IRI: {e}") from None


def ingest(
    paths: list[Path],
    *,
    store: Store,
    base: str = DEFAULT_BASE,
    graph: str | None = None,
    validate: bool = True,
    engine: str = "turbo",
    progress: Callable[[str], None] | None = None,
    wait: bool = False,
    allow_empty: bool = False,
    allow_shrink: bool = False,
    jobs: int | None = None,
) -> IngestResult:
    """Read, build, validate and store ``paths``; each source replaces its own named graph.

    Nothing is written unless every source reads, builds and (with ``validate``) conforms,
    and (unless allowed) no source is empty and no graph would lose most of its triples:

    * a norm history without components, or a graph without triples (a truncated download:
      a provision table that holds only its header) is refused unless ``allow_empty``;
    * a graph the store holds that the ingest would replace by fewer than half its triples
      is refused unless ``allow_shrink``.

    :param paths: files or folders (see :func:`legalkg.norms.readers.read_sources`).
    :param store: the target store.
    :param base: the base of every minted IRI.
    :param validate: check the staged data against the shapes first.
    :param engine: the SHACL engine (``turbo`` or ``pyshacl``).
    :param wait: when another process is writing the store, wait for it instead of failing.
    :param allow_empty: store a source that yields no components (or no triples).
    :param allow_shrink: replace a graph by one of less than half its size.
    :param jobs: processes that read, build and validate the laws of Legalize repositories
        beside each other (``legalkg.ingestion.parallel``; the same graphs, report, warnings and
        errors as one); default: one per core for a repository of many laws. ``1``: none.
    :raises legalkg.store.local.StoreBusyError: when another process is writing the store (it is
        told before anything is read).
    :raises InputError: for bad input (nothing is written).
    :raises legalkg.core.errors.ModelError: for a history that cannot be built (nothing is written).
    :raises ValidationError: when the data does not conform (nothing is written).
    """
    # One writer at a time: hold the store's writer lock from the start, so that a second
    # writer is told at once, not after its reading and validation.
    # Each graph is serialized to N-Triples as soon as it is built, and its triples (Python
    # objects, the bulk of the memory) dropped: the validator and the store's bulk loader both
    # read that text natively. On disk, the texts go to a spool file (memory holds one graph,
    # not the corpus), and a graph whose text is the one the store recorded for it, in a state
    # that conformed to these shapes, is left as it is (a re-ingest costs what changed).
    with store.writing(wait=wait), contextlib.ExitStack() as stack:
        texts: dict[ox.NamedNode, bytes] | Spool = {}
        if store.path is not None:
            texts = stack.enter_context(Spool())
        return _ingest_texts(
            texts,
            paths,
            store,
            base,
            graph,
            validate,
            engine,
            progress,
            allow_empty,
            allow_shrink,
            jobs,
        )


#: A re-ingest may shrink a graph to this fraction of its triples without being told to.
SHRINK_FLOOR = 0.5


def _refuse_loss(
    store: Store,
    sizes: Mapping[ox.NamedNode, int],
    origin: Mapping[ox.NamedNode, str],
    allow_shrink: bool,
) -> None:
    """Refuse a write that would replace a stored graph by less than half of it."""
    if allow_shrink:
        return
    present = set(store.graphs())
    for name in sorted(sizes, key=lambda n: n.value):
        if name not in present:
            continue
        rows = store.select(
            "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g",
            substitutions={"g": name},
        )
        before = int(rows[0]["n"].value) if rows else 0
        if before and sizes[name] < before * SHRINK_FLOOR:
            raise InputError(
                origin[name],
                f"would replace graph {name.value} of {before} triples by {sizes[name]} "
                f"({100 - 100 * sizes[name] // before}% fewer); nothing was written",
                "Check that the source is complete (a truncated file?); give --allow-shrink "
                "if the loss is meant",
            )


def _ingest_texts(
    texts: dict[ox.NamedNode, bytes] | Spool,
    paths: list[Path],
    store: Store,
    base: str,
    graph: str | None,
    validate: bool,
    engine: str,
    progress: Callable[[str], None] | None,
    allow_empty: bool,
    allow_shrink: bool,
    jobs: int | None,
) -> IngestResult:
    sizes: dict[ox.NamedNode, int] = {}
    origin: dict[ox.NamedNode, str] = {}
    own_writes = type(store).replace_graphs is Store.replace_graphs  # not a remote store
    verdict_now = conforms_verdict() if validate and own_writes else None
    recorded = store.digests() if verdict_now is not None and store.verdict == verdict_now else {}
    digests: dict[ox.NamedNode, str] = {}
    # A law of a Legalize repository whose history is the one a graph of the store was built
    # from (by this code, with these options) is not even read: its graph is kept.
    built_from: dict[str, tuple[ox.NamedNode, int]] = {}
    for iri, recorded_digest in recorded.items():
        fields = dict(f.split("=", 1) for f in recorded_digest.split()[1:] if "=" in f)
        if "src" in fields and "n" in fields:
            built_from[fields["src"]] = (ox.NamedNode(iri), int(fields["n"]))
    salt = _code_digest(base, allow_empty) if own_writes and graph is None else None
    read_from: dict[str, str] = {}

    def skip(file: str, history: str) -> bool:
        assert salt is not None
        key = hashlib.sha256(f"{salt}\n{history}".encode()).hexdigest()
        kept = built_from.get(key)
        if kept is None:
            read_from[file] = key
            return False
        sizes[kept[0]] = kept[1]
        origin[kept[0]] = file
        return True

    def keep(name: ox.NamedNode, source: str, size: int, digest: str) -> bool:
        """Record a graph read; False when the store holds this very text (in a state that
        conformed): then it is left as it is."""
        sizes[name] = size
        origin[name] = source
        if own_writes:
            if recorded.get(name.value, "").split(" ")[0] == digest:
                return False
            if source in read_from:
                digest += f" n={size} src={read_from[source]}"
            digests[name] = digest
        return True

    from legalkg.ingestion.parallel import jobs_for

    # A statute book of many laws is read by several processes (legalkg.ingestion.parallel),
    # each graph validated alone as it is built: ``built`` holds their runs.
    workers = jobs_for(paths, jobs) if isinstance(texts, Spool) and graph is None else 1
    built: dict[ox.NamedNode, Built] = {}
    shapes: list[str] = []  # the shapes of those runs
    # what links each graph written to others (the workers' keys), kept beside it in the
    # store: a later write validates what its changes reach without querying the store
    notes: dict[ox.NamedNode, bytes] = {}

    def read(put: Callable[[ox.NamedNode, bytes], None]) -> None:
        """Read every source into ``texts`` (and ``sizes``, ``origin``, ``digests``...),
        giving each new text to ``put`` as well; refuse a loss."""
        if workers > 1:
            assert isinstance(texts, Spool)
            shapes[:] = _read_in_parallel(
                texts,
                paths,
                base,
                allow_empty,
                workers,
                validate and engine == "turbo",
                salt,
                built_from,
                read_from,
                keep,
                built,
                progress,
                put,
            )
            notes.update((g, b.keys.to_bytes()) for g, b in built.items() if b.keys is not None)
        else:
            from legalkg.norms.readers import legalize

            token = legalize.SKIP.set(skip if salt is not None else None)
            try:
                for name, text, size, source in serialized_graphs(
                    paths, base=base, graph=graph, progress=progress, allow_empty=allow_empty
                ):
                    if keep(name, source, size, "sha256:" + hashlib.sha256(text).hexdigest()):
                        texts[name] = text
                        put(name, text)
                    del text
            finally:
                legalize.SKIP.reset(token)
        unchanged = len(sizes) - len(texts)  # by their text, or not read at all
        if unchanged and progress:
            progress(f"{unchanged} graph(s) unchanged since the last ingest: kept as they are")
        _refuse_loss(store, {g: sizes[g] for g in texts}, origin, allow_shrink)
        if not validate and progress:
            progress(f"writing {len(texts)} graph(s)")

    reports: list[ValidationReport] = []

    def check(state: NextState) -> str:
        verdict = conforms_verdict()
        prevalidated = None
        if not state.kept and built and shapes:
            from legalkg.ingestion.parallel import prevalidated_report

            if progress:
                progress(f"validating {sum(sizes.values())} triples (runs made while reading)")
            prevalidated = prevalidated_report(texts, built, tuple(shapes))
        if prevalidated is not None:
            report = prevalidated
        elif state.kept:
            kept_keys = store.notes() if built else {}  # of use only beside the workers' runs
            report = _next_state_report(
                state, texts, engine, verdict, progress, kept_keys, built, tuple(shapes)
            )
        else:
            from legalkg.validation.shacl import validate_ntriples

            # no graph is kept: the next state is the data given
            if progress:
                progress(f"validating {sum(sizes.values())} triples")
            if engine == "turbo" and store.path is not None and _spooled(texts) > BOUNDED:
                # the staging generation holds exactly the data: the linkage and the SPARQL
                # constraints read it there (no second copy in memory); the runs read the
                # spool. Slower than the copy in memory (the SPARQL constraints read RocksDB),
                # so only where that copy would not fit comfortably
                report = validate_ntriples(texts, engine=engine, dataset=state.written)
            else:
                report = validate_ntriples(texts, engine=engine)  # by graph: it may split
        reports.append(report)
        # Warnings and Info (a retroactive act) are reported, not refused: only a Violation is
        if not report.conforms and (
            not report.results or any(r.severity == "Violation" for r in report.results)
        ):
            raise ValidationError(
                f"the data does not conform to the shapes ({len(report.results)} results); "
                "nothing was written. Fix the sources, or ingest with --no-validate",
                report,
            )
        if progress:
            progress(f"writing {len(texts)} graph(s)")
        return verdict

    # The new generation is written while the data is validated; it is published only if
    # the data conforms (Store.replace_graphs). A first write on disk is even written while
    # the sources are read (Store.fill_empty: two threads, one reading, one loading).
    if not (
        own_writes
        and isinstance(texts, Spool)
        and store.fill_empty(read, check=check if validate else None, digests=digests, notes=notes)
    ):
        read(lambda _graph, _text: None)
        if own_writes:
            store.replace_graphs(
                texts, check=check if validate else None, digests=digests, notes=notes
            )
        else:
            store.replace_graphs(texts, check=check if validate else None)
    summaries = tuple(
        GraphSummary(name.value, origin[name], sizes[name])
        for name in sorted(sizes, key=lambda n: n.value)
    )
    return IngestResult(summaries, reports[0] if reports else None)


def _read_in_parallel(
    texts: Spool,
    paths: list[Path],
    base: str,
    allow_empty: bool,
    workers: int,
    validate: bool,
    salt: str | None,
    built_from: Mapping[str, tuple[ox.NamedNode, int]],
    read_from: dict[str, str],
    keep: Callable[[ox.NamedNode, str, int, str], bool],
    built: dict[ox.NamedNode, Built],
    progress: Callable[[str], None] | None,
    put: Callable[[ox.NamedNode, bytes], None],
) -> tuple[str, ...]:
    """Read ``paths`` (Legalize repositories) with ``workers`` processes, as the loop of
    :func:`_ingest_texts` reads them in one: the texts go to ``texts`` (the workers' spool
    files), the kept and read laws to ``keep``/``read_from``, the workers' runs (with
    ``validate``) to ``built``, each new text to ``put`` too; returns the checked shapes'
    names of those runs (none without ``validate``)."""
    from legalkg.ingestion.parallel import Share, read_shares

    kept = {key: (g.value, n) for key, (g, n) in built_from.items()}
    shares = [
        Share(
            paths=tuple(str(p) for p in paths),
            base=base,
            allow_empty=allow_empty,
            share=i,
            jobs=workers,
            spool=texts.path_for(f"share-{i}.nt"),
            claims=texts.path_for("claims"),
            validate=validate,
            salt=salt,
            built_from=kept,
        )
        for i in range(workers)
    ]
    if progress:
        progress(f"reading with {workers} processes")
    written_by: dict[ox.NamedNode, str] = {}
    shapes: tuple[str, ...] = ()
    for kind, payload in read_shares(shares, progress):
        if kind == "kept":
            file, graph, size = payload
            keep(ox.NamedNode(graph), file, size, "")
        elif kind == "read" and salt is not None:
            file, key = payload
            read_from[file] = key
        elif kind == "shapes":
            shapes = tuple(payload)
        elif kind == "graph":
            name = ox.NamedNode(payload.graph)
            if name in written_by:
                raise InputError(
                    payload.source,
                    f"graph {name.value} is also written by {written_by[name]}",
                    "Give each source its own work id or graph",
                )
            written_by[name] = payload.source
            if keep(name, payload.source, payload.size, payload.digest):
                texts.adopt(name, payload.spool, payload.offset, payload.length)
                built[name] = payload
                put(name, texts[name])
    return shapes


#: N-Triples bytes of a first write above which ingest validates on the staging generation
#: (memory bounded, about 5x the CPU of the SPARQL constraints) instead of a copy in memory
#: (the Constitution's 141,609 triples are 20 MB; the Estonian statute book's 13 M, ~2 GB).
BOUNDED = 512 * 2**20


def _spooled(texts: Mapping[ox.NamedNode, bytes]) -> int:
    """The bytes of N-Triples given, without reading a spool back."""
    if isinstance(texts, Spool):
        return sum(texts.size(g) for g in texts)
    return sum(len(t) for t in texts.values())


def _code_digest(base: str, allow_empty: bool) -> str:
    """What a graph built from a source depends on besides the source: legalkg's code (every
    module of the package), the base and the options that change what is built or refused."""
    digest = hashlib.sha256(f"{conforms_verdict()}{base}\n{allow_empty}\n".encode())
    package = Path(__file__).resolve().parent
    for path in sorted(package.rglob("*.py")):
        digest.update(f"{path.relative_to(package)}\n".encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def conforms_verdict() -> str:
    """The verdict ingest records for a state it validated whole: it conforms to these shapes
    and this class hierarchy, as checked by this version of legalkg (a digest of them all)."""
    import hashlib
    from importlib.metadata import version

    from legalkg.core.resources import data_files
    from legalkg.validation.shapes import shapes_files

    digest = hashlib.sha256(f"legalkg {version('legalkg')}\n".encode())
    for kind, files in (("shapes", shapes_files()), ("ontologies", data_files("ontologies"))):
        for path in files:
            digest.update(f"{kind}/{path.name}\n".encode())
            digest.update(path.read_bytes())
    return f"conforms sha256:{digest.hexdigest()}\n"


class Spool(Mapping[ox.NamedNode, bytes]):
    """Graphs' N-Triples texts in files of a temporary folder instead of memory (a Mapping
    that reads a text back when it is asked for; ``size`` tells its length without reading
    it): its own file, and files other processes wrote (:meth:`path_for`, :meth:`adopt`).
    Close it (or use it as a context manager) to remove the folder."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self._folder = tempfile.TemporaryDirectory(prefix="legalkg-spool-", dir=folder)
        self._file = open(os.path.join(self._folder.name, "spool"), "w+b")  # noqa: SIM115
        self._files: dict[str, IO[bytes]] = {}
        self._where: dict[ox.NamedNode, tuple[IO[bytes], int, int]] = {}
        self._end = 0

    def __setitem__(self, graph: ox.NamedNode, text: bytes) -> None:
        self._file.seek(self._end)
        self._file.write(text)
        self._where[graph] = (self._file, self._end, len(text))
        self._end += len(text)

    def path_for(self, name: str) -> str:
        """A path in the spool's folder (removed with it), for another process to write
        texts into."""
        return os.path.join(self._folder.name, name)

    def adopt(self, graph: ox.NamedNode, path: str, offset: int, length: int) -> None:
        """Hold ``graph``'s text as the ``length`` bytes at ``offset`` of ``path`` (a file
        of :meth:`path_for`, written and closed by then)."""
        if path not in self._files:
            self._files[path] = open(path, "rb")  # noqa: SIM115
        self._where[graph] = (self._files[path], offset, length)

    def __getitem__(self, graph: ox.NamedNode) -> bytes:
        file, offset, length = self._where[graph]
        file.flush()
        return os.pread(file.fileno(), length, offset)

    def size(self, graph: ox.NamedNode) -> int:
        return self._where[graph][2]

    def __contains__(self, graph: object) -> bool:
        return graph in self._where

    def __iter__(self) -> Iterator[ox.NamedNode]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)

    def close(self) -> None:
        for file in [self._file, *self._files.values()]:
            file.close()
        self._folder.cleanup()

    def __enter__(self) -> Spool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
