"""Reading a statute book with several processes: ``ingest``'s laws of Legalize repositories
read, built, serialized and validated by worker processes beside each other.

A Legalize repository of a whole country holds thousands of laws whose histories are
independent: each worker process runs the very reader ``ingest`` runs (one pass over the git
history each) but builds only the laws it claims first (through ``legalize.SKIP``: a law's
claim is a file created exclusively, so a worker that meets a large law leaves the next ones
to the others), serializes each graph into a spool file of its own,
validates it alone (:class:`legalkg.validation.shacl.GraphRuns`) and digests its terms for the
linking rule (:func:`legalkg.validation.split.link_keys`). The parent takes what the workers tell
in the order of the laws, so that progress lines, warnings, the first error and every figure are
those of one process reading the laws in turn.

The per-graph reports are the report of a validation of all the graphs together only when no
two graphs are linked (each a linked component of its own): ``ingest`` checks that with the
keys, and validates linked graphs together (:func:`prevalidated_report`).
"""

from __future__ import annotations

import contextlib
import os
import pickle
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from queue import Empty, SimpleQueue
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from legalkg.core.errors import LegalKGError

if TYPE_CHECKING:
    from legalkg.validation.report import ValidationReport, ValidationResult
    from legalkg.validation.split import LinkKeys

#: Without ``jobs``, ingest reads with several processes only a repository of at least this
#: many laws (a worker costs about a second to start and a few to load the shapes).
PARALLEL_MIN_LAWS = 64

#: Without ``jobs``: one worker per core, at most this many.
MAX_JOBS = 4


@dataclass(frozen=True)
class Share:
    """One worker's task (pickled to a spawned process)."""

    paths: tuple[str, ...]
    base: str
    allow_empty: bool
    share: int
    jobs: int
    spool: str
    #: a folder where a worker claims law ``i`` by creating the file ``i`` (first one wins)
    claims: str
    validate: bool
    #: the unchanged-law rule of ``ingest``: the code digest, and history key → (graph, size)
    salt: str | None = None
    built_from: dict[str, tuple[str, int]] = field(default_factory=dict)


@dataclass
class Built:
    """A graph a worker built: where its text is (its spool file), and what ingest needs."""

    graph: str
    source: str
    size: int
    spool: str
    offset: int
    length: int
    digest: str
    outcome: tuple[bool, list[ValidationResult]] | None
    keys: LinkKeys | None


def jobs_for(paths: list[Path], jobs: int | None) -> int:
    """How many workers read ``paths``: 1 unless every path is a Legalize repository (a
    folder); ``jobs`` when given, else one per core (at most :data:`MAX_JOBS`) for
    repositories of at least :data:`PARALLEL_MIN_LAWS` laws in their last commit."""
    from legalkg.norms.readers import legalize

    if jobs is not None and jobs < 2:
        return 1
    if not paths or not all(p.is_dir() and legalize.is_repository(p) for p in paths):
        return 1
    if jobs is not None:
        return jobs
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    wanted = min(cores or 1, MAX_JOBS)
    if wanted < 2:
        return 1
    laws = 0
    for path in paths:
        listed = subprocess.run(
            ["git", "-C", str(path), "ls-files", "-z", "--", "*/*.md"],
            capture_output=True,
            check=False,
        )
        laws += listed.stdout.count(b"\0") if listed.returncode == 0 else 0
    return wanted if laws >= PARALLEL_MIN_LAWS else 1


def read_shares(
    shares: list[Share], progress: Callable[[str], None] | None
) -> Iterator[tuple[str, Any]]:
    """Run the workers and yield what they tell, in the order of the laws: ``("kept", (file,
    graph, size))`` for an unchanged law not read, ``("read", (file, key))`` before a law is
    read, ``("graph", Built)``, ``("shapes", names)`` once; progress lines and warnings are
    passed on (to ``progress`` and the reader's warning sink) in that order too. A worker's
    error is raised when its law's turn comes, as a reading in one process would raise it.
    Workers are stopped when the caller stops early."""
    from legalkg.norms.readers import legalize

    # Each worker is a fresh Python running legalkg.ingestion.worker (not multiprocessing's
    # spawn, which would run the caller's main script again in it): the task on its stdin,
    # what it tells as pickles on its stdout, read by one thread each into one queue.
    queue: SimpleQueue[tuple[int, int, str, Any]] = SimpleQueue()
    for task in shares:
        os.makedirs(task.claims, exist_ok=True)
    workers = []
    for task in shares:
        process = subprocess.Popen(
            [sys.executable, "-m", "legalkg.ingestion.worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        assert process.stdin is not None
        process.stdin.write(pickle.dumps(task))
        process.stdin.close()
        threading.Thread(target=_listen, args=(task.share, process, queue), daemon=True).start()
        workers.append(process)
    jobs = len(shares)
    pending: dict[int, list[tuple[str, Any]]] = {}
    reached = [-1] * jobs  # the highest law index each worker has told of
    done = [False] * jobs
    owner: dict[int, int] = {-1: 0}  # who claimed each law (what comes before: worker 0)
    shapes: Any = None
    index = -1  # the next law whose messages are to be passed on

    def complete(i: int) -> bool:
        w = owner.get(i)
        if w is None:  # not claimed yet (or never, by workers that stopped)
            return all(done)
        return done[w] or reached[w] > i

    def emit(messages: list[tuple[str, Any]]) -> Iterator[tuple[str, Any]]:
        for kind, payload in messages:
            if kind == "progress":
                if progress is not None:
                    progress(payload)
            elif kind == "warn":
                legalize._warn(payload)
            elif kind == "error":
                raise _error(payload)
            else:
                yield kind, payload

    try:
        while not all(done):
            while complete(index) and not all(done):
                yield from emit(pending.pop(index, []))
                index += 1
            try:
                share, i, kind, payload = queue.get(timeout=1.0)
            except Empty:
                continue
            if kind == "done":
                done[share] = True
                shapes = shapes or payload
                continue
            reached[share] = max(reached[share], i)
            if kind == "claim":
                owner[i] = share
            elif owner.get(i) == share or i >= 1 << 62:  # told before any law: every worker
                pending.setdefault(i, []).append((kind, payload))
        for i in sorted(pending):
            if i >= index:
                yield from emit(pending[i])
        if shapes is not None:
            yield "shapes", shapes
    finally:
        for process in workers:
            if process.poll() is None:
                process.terminate()
            process.wait()
            if process.stdout is not None:
                process.stdout.close()


def _listen(share: int, process: subprocess.Popen[bytes], queue: SimpleQueue[Any]) -> None:
    """Pass a worker's messages on; tell ``done`` with an error if it stops without it."""
    assert process.stdout is not None
    told_done = False
    try:
        while True:
            message = pickle.load(process.stdout)
            queue.put(message)
            if message[2] == "done":
                told_done = True
                return
    except Exception:  # noqa: BLE001, S110 - a worker that died mid-message: told below
        pass
    finally:
        if not told_done:
            code = process.wait()
            text = f"a reading worker stopped (exit code {code}) before it had read its laws"
            queue.put((share, 1 << 62, "error", (None, text)))
            queue.put((share, 1 << 62, "done", None))


def _error(payload: tuple[bytes | None, str]) -> BaseException:
    pickled, text = payload
    if pickled is not None:
        with contextlib.suppress(Exception):
            error = pickle.loads(pickled)
            if isinstance(error, BaseException):
                return error
    return LegalKGError(f"a reading worker failed: {text}")


def prevalidated_report(
    texts: Mapping[ox.NamedNode, bytes],
    built: Mapping[ox.NamedNode, Built],
    shapes: tuple[str, ...],
) -> ValidationReport | None:
    """The report of a validation of all of ``texts`` together, from the workers' runs on
    each graph alone: the graphs that the keys show linked are validated again together (a
    union of whole components is exact); None when a graph has no run or no keys (then the
    caller validates all of them as usual)."""
    from legalkg.validation.shacl import merge_runs, validate_ntriples
    from legalkg.validation.split import keyed_components

    graphs = sorted(texts, key=lambda g: g.value)
    if any(g not in built or built[g].outcome is None or built[g].keys is None for g in graphs):
        return None
    groups = keyed_components([built[g].keys for g in graphs])  # type: ignore[misc]
    outcomes: list[tuple[bool, list[ValidationResult]]] = []
    linked: list[ox.NamedNode] = []
    for group in groups:
        if len(group) == 1:
            outcomes.append(built[graphs[group[0]]].outcome)  # type: ignore[arg-type]
        else:
            linked.extend(graphs[i] for i in group)
    if linked:
        together = validate_ntriples({g: texts[g] for g in linked}, engine="turbo")
        outcomes.append((together.conforms, list(together.results)))
    return merge_runs(outcomes, shapes)
