"""The store: the only code that opens a :class:`pyoxigraph.Store`.

Embedded Oxigraph, on disk (a folder) or in memory. Every source lives in its own named graph;
:meth:`Store.replace_graphs` swaps graphs atomically, so a reader never sees half a source and a
failed ingest leaves the store exactly as it was.

On disk, a store folder holds *generations* (``docs/concurrency.md``): each one a complete
Oxigraph store that never changes once published. A write bulk-loads the changed graphs into a
staging copy of the current generation (hard links to its data files) and publishes it by
replacing the small ``generation`` pointer file; readers open the generation the pointer names,
read-only, and keep it (a shared ``flock``) until they close. Any number of readers and one
writer at a time; a reader never waits for a write, only for the pointer swap.

Why one module of ~940 lines: it is one class, :class:`Store`, whose write path (staging,
validation hand-off, replacing by difference, publishing) shares its open store and locks; the
on-disk generations' files and pointer are in :mod:`legalkg.store.generations`.

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

import contextlib
import fcntl
import os
import queue
import shutil
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager
from pathlib import Path
from typing import IO, Any

import pyoxigraph as ox

from legalkg.core.errors import StoreError
from legalkg.core.namespaces import PREFIXES
from legalkg.sparql.formats import sorted_prefixes

#: The file that names the current generation (a folder beside it); replaced atomically.
from legalkg.store.generations import (
    DIGESTS,
    LEGACY,
    NOTES,
    VERDICT,
    WRITER_LOCK,
    _collect,
    _drop_staging,
    _next_name,
    _open_read_only,
    _pin,
    _publish,
    _read_notes,
    _read_pointer,
    _write_digests,
    _write_notes,
    _write_verdict,
)

#: A write that replaces graphs of a kept generation compacts it (``optimize``) when it
#: drops at least one graph in this many of the generation's.
COMPACT_SHARE = 10


def _may_name_dataset(sparql: str) -> bool:
    r"""False when ``sparql`` cannot hold the keyword FROM, so names no dataset: it has no
    ``from`` (in any case) after its leading comment lines that is not the end of a variable
    or of a longer word. Such a query is not lexed (:func:`legalkg.sparql.text.scan`, a third
    of a template query's cost).

    >>> _may_name_dataset("# from a template\nSELECT ?from ?unitFrom WHERE { ?s ?p ?from }")
    False
    >>> _may_name_dataset("SELECT * FROM <urn:g> { ?s ?p ?o }")
    True
    """
    low = sparql.lower()
    at = 0
    while True:  # skip the leading comment lines (nothing before them can open a token)
        line_end = low.find("\n", at)
        line = low[at:] if line_end < 0 else low[at:line_end]
        if line_end < 0 or "\r" in line or line.lstrip(" \t")[:1] not in ("#", ""):
            break
        at = line_end + 1
    found = low.find("from", at)
    while found >= 0:
        before = low[found - 1] if found else " "
        if not (before.isalnum() or before in "_?$"):
            return True
        found = low.find("from", found + 1)
    return False


class StoreBusyError(StoreError):
    """Another process is writing the store (the writer lock is taken)."""


class NextState:
    """What the ``check`` of :meth:`Store.replace_graphs` is given: the state being replaced,
    what changes, and (on request) the next state, written but not published.

    :ivar changed: the graphs whose content is replaced or dropped, sorted.
    :ivar kept: the graphs of the current state that stay as they are, sorted.
    :ivar verdict: what the check recorded for the current state (``None``: nothing, e.g. a
        store written without a check, by an older version, or a remote store).
    """

    def __init__(
        self,
        changed: Sequence[ox.NamedNode],
        kept: Sequence[ox.NamedNode],
        verdict: str | None,
        current: Callable[[], ox.Store],
        written: Callable[[], ox.Store],
    ) -> None:
        self.changed = tuple(changed)
        self.kept = tuple(kept)
        self.verdict = verdict
        self._current = current
        self._written = written

    @classmethod
    def replacing(
        cls,
        existing: Iterable[ox.NamedNode],
        graphs: Iterable[ox.NamedNode],
        verdict: str | None,
        current: Callable[[], ox.Store],
        written: Callable[[], ox.Store],
    ) -> NextState:
        """The next state of a write that replaces ``graphs`` and drops none."""
        replaced = set(graphs)
        return cls(
            sorted(replaced, key=lambda g: g.value),
            sorted(set(existing) - replaced, key=lambda g: g.value),
            verdict,
            current,
            written,
        )

    def current(self) -> ox.Store:
        """The state now (read it only; a remote store's is a copy, downloaded on the call)."""
        return self._current()

    def written(self) -> ox.Store:
        """The next state (the current one minus the changed graphs, plus the new content),
        once it is written: on disk, it waits for the staging generation and opens it
        read-only; in memory or for a remote store, a copy. Only inside the check: it is
        closed or dropped afterwards."""
        return self._written()


class Store:
    """An embedded Oxigraph store.

    :param path: a folder for an on-disk store (created if missing), or ``None`` for memory.
    :param read_only: open an existing on-disk store only to read it.
    :param generation: open this generation of an on-disk store (one that some other reader
        of the same folder keeps pinned) instead of the current one.
    :raises StoreError: when the folder cannot be opened as an Oxigraph store.

    An on-disk store reads the generation that was current when it was opened (or when it last
    wrote): a whole committed state, never one a writer is building. :attr:`generation` names it.
    """

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        read_only: bool = False,
        generation: str | None = None,
    ) -> None:
        self.path = Path(path) if path is not None else None
        #: The generation this store reads (``None`` in memory; ``"legacy"`` for the first layout).
        self.generation: str | None = None
        self._writer: IO[bytes] | None = None
        self._closed = False
        #: The folder's absolute path, taken once (a later chdir must not change a cache key).
        self._folder = str(self.path.absolute()) if self.path is not None else ""
        self._verdict: str | None = None  # in memory: the last write's recorded verdict
        self._digests: dict[str, str] = {}  # in memory: the graphs' recorded digests
        self._notes: dict[str, bytes] = {}  # in memory: the graphs' recorded notes
        if self.path is None:
            self._store = ox.Store()
            self._pin: IO[bytes] | None = None
            return
        try:
            if read_only:
                if not self.path.is_dir():
                    raise StoreError(
                        f"{self.path}: no such store. Create it with 'legalkg ingest SOURCE "
                        f"--store {self.path}'"
                    )
            else:
                if self.path.exists() and not self.path.is_dir():
                    raise StoreError(f"{self.path}: is a file, not a store folder")
                self.path.mkdir(parents=True, exist_ok=True)
                if _read_pointer(self.path) is None:
                    with self.writing(wait=True):  # sets the folder up (or migrates it) first
                        pass
            self._open(generation)
        except OSError as e:
            raise StoreError(f"{self.path}: cannot open the store: {e}") from e

    # -- opening, pinning and writing generations ---------------------------------------------

    def _open(self, generation: str | None) -> None:
        """Open (and pin) ``generation``, or the current one; then let go of the one held."""
        assert self.path is not None
        name, pin = _pin(self.path, generation)
        try:
            if name == LEGACY:
                store = _open_read_only(self.path)
            else:
                store = ox.Store.read_only(str(self.path / name))
        except BaseException:
            if pin is not None:
                pin.close()
            raise
        old_pin = getattr(self, "_pin", None)
        self._store = store  # the old handle closes here, before its pin is let go
        self._pin = pin
        self.generation = name
        self._closed = False
        if old_pin is not None:
            old_pin.close()

    def close(self) -> None:
        """Let go of the store (and of the generation it pins, so that a writer can drop it)."""
        if self.path is None:
            return
        self._store = ox.Store()  # the on-disk handle closes; the object stays usable as empty
        self._closed = True
        if self._pin is not None:
            self._pin.close()
            self._pin = None

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def writing(self, *, wait: bool = False) -> AbstractContextManager[None]:
        """Hold the store's writer lock for a block (re-entrant; nothing for a memory store).

        One process writes a store at a time. ``ingest`` holds the lock from its start, so a
        second writer is told at once instead of after its reading and validation.

        :param wait: wait for another writer to finish instead of failing.
        :raises StoreBusyError: "the store is being written by process N" (without ``wait``).
        """
        return self._writing(wait)

    @contextlib.contextmanager
    def _writing(self, wait: bool) -> Iterator[None]:
        if self.path is None or self._writer is not None:
            yield
            return
        lock = open(self.path / WRITER_LOCK, "a+b")  # noqa: SIM115 — held across the block
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            lock.seek(0)
            pid = lock.read().decode("ascii", "replace").strip()
            lock.close()
            raise StoreBusyError(
                f"{self.path}: the store is being written by "
                f"{'process ' + pid if pid.isdigit() else 'another process'}; run again when it "
                "has finished, or give --wait to wait for it"
            ) from None
        except BaseException:
            lock.close()
            raise
        lock.seek(0)
        lock.truncate()
        lock.write(f"{os.getpid()}\n".encode("ascii"))
        lock.flush()
        self._writer = lock
        try:
            self._prepare()
            yield
        finally:
            self._writer = None
            with contextlib.suppress(OSError):
                lock.seek(0)
                lock.truncate()
            lock.close()

    def _prepare(self) -> None:
        """Under the writer lock: give a new folder its first (empty) generation, move a store
        of the first layout into one, and drop what dead writers and closed readers left."""
        assert self.path is not None
        root = self.path
        if _read_pointer(root) is None:
            _drop_staging(root)
            name = _next_name(root)
            staging = root / f"{name}.new"
            if (root / "CURRENT").is_file():
                # The first layout: open it for writing (this replays the log of a writer that
                # died: a checkpoint of a read-only open would lose it), then make a checkpoint
                # of it (hard links) the first generation.
                legacy = ox.Store(str(root))
                try:
                    legacy.flush()
                    legacy.backup(str(staging))
                finally:
                    del legacy
            else:
                empty = ox.Store(str(staging))
                empty.flush()
                del empty
            _publish(root, staging, name)
        _collect(root)

    def _write(
        self,
        graphs: Mapping[ox.NamedNode, Iterable[ox.Triple] | bytes],
        drop: Iterable[ox.NamedNode],
        check: Callable[[NextState], str | None] | None = None,
        digests: Mapping[ox.NamedNode, str] | None = None,
        notes: Mapping[ox.NamedNode, bytes] | None = None,
    ) -> None:
        """Build the next generation (the current one minus ``drop``, plus ``graphs``) and
        publish it; the current one stays whole until the pointer swap (:meth:`_stream`)."""
        drop = list(drop)
        if not graphs and not drop:
            self._stream(None, drop, check, digests, notes)
            return

        def fill(put: Callable[[ox.NamedNode, Iterable[ox.Triple] | bytes], None]) -> None:
            for g, content in graphs.items():
                put(g, content)

        self._stream(fill, drop, check, digests, notes)

    def fill_empty(
        self,
        fill: Callable[[Callable[[ox.NamedNode, bytes], None]], None],
        *,
        check: Callable[[NextState], str | None] | None = None,
        digests: Mapping[ox.NamedNode, str] | None = None,
        notes: Mapping[ox.NamedNode, bytes] | None = None,
    ) -> bool:
        """Write the graphs ``fill`` gives (it calls ``put(graph, n_triples_text)`` for each,
        in this thread) while a second thread bulk-loads them into the next generation, as
        :meth:`replace_graphs` would write them all at once: ``ingest`` reads and stores at
        the same time. Only into a store on disk that holds no graph (a first write): False,
        and nothing done, otherwise. When ``fill`` raises, nothing is written and its
        exception propagates; ``digests`` and ``notes`` are read once ``fill`` has returned."""
        if self.path is None:
            return False
        with self.writing():
            if self.generation != _read_pointer(self.path):
                self._open(None)
            if self.graphs():
                return False
            self._stream(fill, (), check, digests, notes)
        return True

    def _stream(
        self,
        fill: Callable[[Callable[[ox.NamedNode, Iterable[ox.Triple] | bytes], None]], None] | None,
        drop: Sequence[ox.NamedNode],
        check: Callable[[NextState], str | None] | None,
        digests: Mapping[ox.NamedNode, str] | None,
        notes: Mapping[ox.NamedNode, bytes] | None = None,
    ) -> None:
        """Build the next generation (the current one minus ``drop`` and minus every graph
        ``fill`` puts, plus what it puts) and publish it; the current one stays whole until
        the pointer swap.

        A second thread builds the staging generation from what ``fill`` puts, as it puts
        it (Oxigraph's bulk loader releases the GIL). ``check`` then runs in this thread
        while that one finishes (the validators release the GIL too): when it raises, the
        staging folder is removed and nothing is published; what it returns is written into
        the staging folder as its verdict before the swap."""
        assert self.path is not None
        root = self.path
        with self.writing():
            if self.generation != _read_pointer(root):
                self._open(None)  # another writer published since this store was opened
            existing = {g.value for g in self.graphs()}
            dropped = sorted({g.value for g in drop} & existing)
            if not dropped and fill is None:
                if check is not None:
                    same = self._store
                    check(NextState((), self.graphs(), self.verdict, lambda: same, lambda: same))
                return
            name = _next_name(root)
            staging = root / f"{name}.new"
            checked = filled = False
            feed: queue.Queue[Any] = queue.Queue(maxsize=4)
            put_graphs: list[ox.NamedNode] = []
            try:
                with ThreadPoolExecutor(max_workers=1) as pool:
                    staged = pool.submit(self._stage, staging, _fed(feed), dropped, existing)

                    def put(g: ox.NamedNode, content: Iterable[ox.Triple] | bytes) -> None:
                        _offer(feed, staged, (g, content))
                        put_graphs.append(g)

                    try:
                        if fill is not None:
                            fill(put)
                        filled = True
                    except BaseException:
                        _offer(feed, staged, _ABORT)
                        with contextlib.suppress(BaseException):
                            staged.result()
                        raise
                    _offer(feed, staged, None)
                    changed = {g.value for g in put_graphs} | set(dropped)
                    if not changed:  # nothing to write after all
                        staged.result()
                        shutil.rmtree(staging, ignore_errors=True)
                        self._stream(None, (), check, None, None)
                        return
                    kept = existing - changed
                    recorded = {g: d for g, d in self.digests().items() if g in kept}
                    recorded.update(
                        (g.value, d) for g, d in (digests or {}).items() if g.value in changed
                    )
                    noted = {g: n for g, n in self.notes().items() if g in kept}
                    noted.update(
                        (g.value, n) for g, n in (notes or {}).items() if g.value in changed
                    )
                    if check is None:
                        staged.result()
                    else:
                        opened: list[ox.Store] = []

                        def written() -> ox.Store:
                            if not opened:
                                failed = staged.exception()
                                if failed is not None:
                                    raise StoreError(
                                        f"{root}: write failed (nothing was written): {failed}"
                                    ) from failed
                                opened.append(ox.Store.read_only(str(staging)))
                            return opened[0]

                        current = self._store
                        state = NextState(
                            sorted(ox.NamedNode(g) for g in changed),
                            [ox.NamedNode(g) for g in sorted(kept)],
                            self.verdict,
                            lambda: current,
                            written,
                        )
                        try:
                            verdict = check(state)
                            checked = True
                        finally:
                            # wait for the staging thread whatever check did, so that the
                            # folder is removed only once nothing writes it any more
                            error = staged.exception()
                            opened.clear()  # closes the read-only handle before the rename
                            del state, written
                        if error is not None:
                            raise error
                        if verdict is not None:
                            _write_verdict(staging, verdict)
                if recorded:
                    _write_digests(staging, recorded)
                if noted:
                    _write_notes(staging, noted)
                _publish(root, staging, name)
            except BaseException as e:
                shutil.rmtree(staging, ignore_errors=True)
                # an error of the write itself (not of fill's reading, nor of check's)
                if filled and (check is None or checked) and isinstance(e, (OSError, RuntimeError)):
                    raise StoreError(f"{root}: write failed (nothing was written): {e}") from e
                raise
            self._open(name)
            _collect(root)

    def _stage(
        self,
        staging: Path,
        graphs: Iterable[tuple[ox.NamedNode, Iterable[ox.Triple] | bytes]],
        dropped: Sequence[str],
        existing: set[str],
    ) -> None:
        """Write the next generation into ``staging`` and close it (not published): the
        current one (its ``existing`` graphs) minus ``dropped`` and minus each graph given,
        plus what is given. A checkpoint of the current one when some of it stays (known
        from ``dropped``), else a new store. In a checkpoint, a graph given that the current
        one holds is rewritten by its difference (:func:`_replace_by_difference`) where it
        can be, else removed and loaded again; the dropped graphs not given are removed at
        the end."""
        target: ox.Store | None = None
        try:
            kept = bool(existing - set(dropped))
            pending = set(dropped) if kept else set()  # to remove, unless given again
            rewritten = len(dropped)  # graphs whose every quad goes (for compaction)
            if kept:
                # A checkpoint of the current generation: hard links to its data files.
                self._store.backup(str(staging))
                target = ox.Store(str(staging))
                # (the verdict, digests and notes of the checkpoint are not the next state's)
                for stale in (VERDICT, DIGESTS, NOTES):
                    (staging / stale).unlink(missing_ok=True)
            else:
                target = ox.Store(str(staging))
            replaced: set[str] = set()
            batch: list[bytes] = []
            batched = 0
            for g, content in graphs:
                if kept and g.value in existing and g.value not in replaced:
                    replaced.add(g.value)
                    was_pending = g.value in pending
                    pending.discard(g.value)
                    if isinstance(content, bytes) and _replace_by_difference(
                        self._store, target, g, content
                    ):
                        rewritten -= was_pending
                        continue
                    target.remove_graph(g)  # replaced (none of it stays)
                    rewritten += not was_pending
                if isinstance(content, bytes) and b"_:" not in content:
                    # N-Triples text without blank nodes: Oxigraph's bulk loader parses it
                    # without the GIL (it would rename blank nodes, hence the test).
                    quads = _as_nquads(content, g)
                    if quads is None:
                        target.bulk_load(content, format=ox.RdfFormat.N_TRIPLES, to_graph=g)
                        continue
                    # many graphs in one call: a bulk load costs a fixed share per call
                    # (its files written and synced), more than the parse of a small graph
                    batch.append(quads)
                    batched += len(quads)
                    if batched >= BULK_BATCH:
                        target.bulk_load(b"".join(batch), format=ox.RdfFormat.N_QUADS)
                        batch, batched = [], 0
                    continue
                # The bulk loader, fed from the iterable: no update text, no list of quads.
                target.bulk_extend(
                    ox.Quad(t.subject, t.predicate, t.object, g) for t in _triples(content)
                )
            if batch:
                target.bulk_load(b"".join(batch), format=ox.RdfFormat.N_QUADS)
            del batch
            for dropped_graph in sorted(pending):
                target.remove_graph(ox.NamedNode(dropped_graph))
            target.flush()
            if kept and rewritten and rewritten * COMPACT_SHARE >= len(self.graphs()):
                # compact the removed graphs away once, here; a write that replaces a few
                # graphs of many leaves that to a later one (a compaction rewrites them all)
                target.optimize()
        finally:
            target = None  # closes it (pyoxigraph closes a store when it is freed)

    @property
    def snapshot(self) -> tuple[str, str] | None:
        """``(folder, generation)``: a name for the state this store reads that no write can
        change (a published generation is immutable), for caches of query results; ``None``
        in memory (written in place) or once closed.
        """
        if self.path is None or self.generation is None or self._closed:
            return None
        return (self._folder, self.generation)

    # -- reading and writing ----------------------------------------------------------------------

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

    def replace_graphs(
        self,
        graphs: Mapping[ox.NamedNode, Iterable[ox.Triple] | bytes],
        *,
        check: Callable[[NextState], str | None] | None = None,
        digests: Mapping[ox.NamedNode, str] | None = None,
        notes: Mapping[ox.NamedNode, bytes] | None = None,
    ) -> None:
        """Replace each named graph's content with the given triples, atomically.

        On disk the triples stream into the bulk loader of a new generation, which is published
        in one rename (see the module docstring): a reader, or a crash, never sees half a
        source. In memory the old graphs are removed and the new triples added in one go.

        :param graphs: graph → its triples, or its content as N-Triples text (``bytes``; the
            fastest way in: Oxigraph parses it without Python objects on the way).
        :param check: called with the :class:`NextState` before anything is published (on
            disk, while the new generation is being written, in a second thread); when it
            raises, nothing is written and the exception propagates. What it returns is
            recorded as the next state's verdict (:attr:`verdict`); ``None`` records nothing.
            ``ingest`` validates the data there.
        :param digests: a digest of some of ``graphs`` (what :meth:`digests` gives back while
            the graph is kept as it is; ``ingest`` skips a graph whose digest is unchanged).
        :param notes: bytes to keep beside some of ``graphs`` (what :meth:`notes` gives back
            while the graph is kept as it is).
        :raises StoreBusyError: when another process is writing the store.
        :raises StoreError: when the store cannot be written (it is then unchanged).
        """
        if self.path is not None:
            self._write(graphs, graphs.keys(), check, digests, notes)
            return
        # the contents may be iterators: take them once
        contents = {g: list(_triples(content)) for g, content in graphs.items()}
        verdict = None
        if check is not None:
            verdict = check(
                NextState.replacing(
                    self.graphs(),
                    graphs,
                    self._verdict,
                    lambda: self._store,
                    lambda: next_state(self._store, contents),
                )
            )
        for g in graphs:
            self._store.remove_graph(g)
        self._store.extend(
            ox.Quad(t.subject, t.predicate, t.object, g) for g, ts in contents.items() for t in ts
        )
        self._verdict = verdict
        for g in graphs:
            self._digests.pop(g.value, None)
            self._notes.pop(g.value, None)
        self._digests.update((g.value, d) for g, d in (digests or {}).items() if g in graphs)
        self._notes.update((g.value, n) for g, n in (notes or {}).items() if g in graphs)

    def digests(self) -> dict[str, str]:
        """The digest recorded for each graph (IRI → digest) that was written with one and
        has not changed since (see :meth:`replace_graphs`); empty for a store of an older
        version or a remote store."""
        if self.path is None:
            return dict(getattr(self, "_digests", {}))
        if self.generation in (None, LEGACY):
            return {}
        try:
            text = (self.path / str(self.generation) / DIGESTS).read_text("utf-8")
        except OSError:
            return {}
        found: dict[str, str] = {}
        for line in text.splitlines():
            graph, _, digest = line.partition("\t")
            if digest:
                found[graph] = digest
        return found

    def notes(self) -> dict[str, bytes]:
        """The notes recorded for graphs (IRI → bytes) written with one and not changed
        since (see :meth:`replace_graphs`); empty when there are none."""
        if self.path is None:
            return dict(getattr(self, "_notes", {}))
        if self.generation in (None, LEGACY):
            return {}
        try:
            data = (self.path / str(self.generation) / NOTES).read_bytes()
        except OSError:
            return {}
        return _read_notes(data)

    @property
    def verdict(self) -> str | None:
        """What the check of the write that made this state recorded for it (see
        :meth:`replace_graphs`); ``None`` when nothing was (a write without a check, a
        removal, a store of an older version)."""
        if self.path is None:
            return self._verdict
        if self.generation in (None, LEGACY):
            return None
        try:
            return (self.path / str(self.generation) / VERDICT).read_text("utf-8")
        except OSError:
            return None

    def remove_graphs(self, graphs: Iterable[ox.NamedNode]) -> None:
        """Drop the given named graphs at once (missing graphs are ignored)."""
        if self.path is not None:
            self._write({}, graphs)
            return
        for g in graphs:
            self._store.remove_graph(g)
            self._digests.pop(g.value, None)
            self._notes.pop(g.value, None)
        self._verdict = None

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
        from legalkg.sparql.text import scan

        subs = {ox.Variable(k): v for k, v in (substitutions or {}).items()}
        dataset: dict[str, Any] = {}
        try:
            if default_graphs is not None or named_graphs is not None:
                dataset["default_graph"] = [ox.NamedNode(g) for g in default_graphs or ()]
                dataset["named_graphs"] = [ox.NamedNode(g) for g in named_graphs or ()]
            elif union and (not _may_name_dataset(sparql) or not scan(sparql).dataset):
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

    def export_to(
        self, out: IO[bytes], *, format: ox.RdfFormat, graph: ox.NamedNode | None = None
    ) -> None:
        """Write the store (or one graph) to ``out`` in ``format``, as :meth:`export` gives
        it, streaming: memory for a chunk of quads, not the store (``legalkg.store.export``)."""
        from legalkg.store.export import write_sorted

        graphs = [graph] if graph is not None else sorted(self.graphs(), key=str)
        prefixes = PREFIXES if format in (ox.RdfFormat.TURTLE, ox.RdfFormat.TRIG) else None
        write_sorted(self._store, graphs, out, format=format, prefixes=prefixes)

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
            triples.sort(key=lambda t: (str(t.subject), str(t.predicate), _text(t.object)))
            out = ox.serialize(triples, format=format, prefixes=prefixes)
        assert out is not None
        return sorted_prefixes(out) if prefixes else out

    def flush(self) -> None:
        """Nothing to do: every write is on disk when it returns (kept for compatibility)."""


#: What :meth:`Store._stream` tells its staging thread when the write is given up.
_ABORT = object()


class _Aborted(Exception):
    """The write the staging thread serves was given up (its caller raised)."""


def _fed(feed: queue.Queue[Any]) -> Iterator[tuple[ox.NamedNode, Any]]:
    """What is put into ``feed``, until ``None`` (the end) or ``_ABORT`` (raises)."""
    while True:
        item = feed.get()
        if item is None:
            return
        if item is _ABORT:
            raise _Aborted
        yield item


def _offer(feed: queue.Queue[Any], staged: Any, item: Any) -> None:
    """Put ``item`` into ``feed`` for the staging thread; if that thread has stopped (it
    failed), raise its error instead of waiting for it forever."""
    while True:
        if staged.done():
            if item is None or item is _ABORT:
                return  # its error, if any, is the caller's to raise
            error = staged.exception()
            raise StoreError(f"write failed (nothing was written): {error}") from error
        try:
            feed.put(item, timeout=0.5)
            return
        except queue.Full:
            continue


#: N-Quads bytes given to one call of Oxigraph's bulk loader when a write stages many graphs.
BULK_BATCH = 64 << 20


def _as_nquads(text: bytes, graph: ox.NamedNode) -> bytes | None:
    """N-Triples ``text`` (one triple a line, each ending in `` .``, as pyoxigraph writes
    it) as N-Quads in ``graph``; None when a line is in another form (a comment, a triple
    over two lines...), for the caller to load it as N-Triples.

    >>> _as_nquads(b'<urn:s> <urn:p> "a .b" .\\n', ox.NamedNode("urn:g"))
    b'<urn:s> <urn:p> "a .b" <urn:g> .\\n'
    >>> _as_nquads(b"<urn:s> <urn:p> <urn:o>. # note\\n", ox.NamedNode("urn:g")) is None
    True
    """
    if text and (not text.endswith(b" .\n") or text.count(b"\n") != text.count(b" .\n")):
        return None
    # a line break inside a literal is written \\n in N-Triples: " .\n" ends a line only
    return text.replace(b" .\n", b" <" + graph.value.encode() + b"> .\n")


def _replace_by_difference(
    current: ox.Store, target: ox.Store, graph: ox.NamedNode, text: bytes
) -> bool:
    """Make ``graph`` in ``target`` (a checkpoint of ``current``) hold exactly the N-Triples
    ``text`` by removing the quads whose lines the text no longer has and loading the lines
    it adds: a law changed by one commit costs what changed, not a rewrite of its graph
    (Oxigraph removes some 15,000 quads a second: a graph of 360,000 took 22 s). Lines of
    both sides are compared as pyoxigraph writes them; a quad written two ways is removed,
    then loaded again (the removals come first), so the result is the text's quads whatever
    the spelling. False, and nothing done, when either side may hold a blank node (a label
    of a dump is not the node's name in the text) or the text is not one triple a line."""
    if b"_:" in text or _as_nquads(text, graph) is None:
        return False
    old = current.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=graph) or b""
    if b"_:" in old:
        return False
    before = set(old.split(b"\n"))
    after = set(text.split(b"\n"))
    gone = sorted(before - after - {b""})
    added = sorted(after - before - {b""})
    del before, after, old
    if gone:
        for t in ox.parse(b"\n".join(gone) + b"\n", format=ox.RdfFormat.N_TRIPLES):
            triple = t.triple if isinstance(t, ox.Quad) else t
            target.remove(ox.Quad(triple.subject, triple.predicate, triple.object, graph))
    if added:
        quads = _as_nquads(b"\n".join(added) + b"\n", graph)
        assert quads is not None  # lines of a text in that form
        target.bulk_load(quads, format=ox.RdfFormat.N_QUADS)
    return True


def _triples(content: Iterable[ox.Triple] | bytes) -> Iterator[ox.Triple]:
    """The triples of a graph's content: the triples themselves, or N-Triples text parsed
    (blank node labels kept, as the serializer wrote them)."""
    if not isinstance(content, bytes):
        yield from content
        return
    for q in ox.parse(content, format=ox.RdfFormat.N_TRIPLES):
        yield q.triple if isinstance(q, ox.Quad) else q


def _quad_key(q: ox.Quad) -> tuple[str, str, str, str]:
    return (str(q.graph_name), str(q.subject), str(q.predicate), _text(q.object))


def _text(term: Any) -> str:
    """A term's N-Triples text, the export's order: ``str`` but for a quoted triple, which
    ``str`` writes without its ``<<(`` … ``)>>``."""
    if isinstance(term, ox.Triple):
        return f"<<( {term.subject} {term.predicate} {_text(term.object)} )>>"
    return str(term)


def next_state(
    current: ox.Store, graphs: Mapping[ox.NamedNode, Iterable[ox.Triple] | bytes]
) -> ox.Store:
    """A new in-memory store holding ``current`` with each of ``graphs`` replaced by its
    content (what :meth:`NextState.written` gives in memory and for a remote store)."""
    copy = ox.Store()
    copy.extend(q for q in current.quads_for_pattern(None, None, None, None))
    for g in graphs:
        copy.remove_graph(g)
    copy.extend(
        ox.Quad(t.subject, t.predicate, t.object, g)
        for g, content in graphs.items()
        for t in _triples(content)
    )
    return copy


def memory_store(triples: Iterable[ox.Triple | ox.Quad]) -> Store:
    """A new in-memory store holding ``triples`` in its default graph (quads lose their graph).

    Used for staging: the validator checks this store before anything reaches the target.
    """
    store = Store()
    store._store.extend(
        ox.Quad(t.subject, t.predicate, t.object, ox.DefaultGraph()) for t in triples
    )
    return store
