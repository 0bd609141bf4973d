"""The query workers of ``legalkg serve``: processes over a read-only store, each under an
address-space limit and without network (:mod:`.sandbox`), stopped when late.

:class:`QueryPool` runs :func:`legalkg.serve.protocol.execute` in its workers, lets queries in
through :mod:`.admission` and answers 503 for a late one (its worker killed and replaced);
:class:`DirectPool` runs queries in the server's own threads (an in-memory store).
"""

from __future__ import annotations

import asyncio
import functools
import multiprocessing
import sys
from collections.abc import Awaitable, Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from legalkg.serve.admission import Ticket

#: Media types of resource documents, by suffix, in order of preference.
from legalkg.serve.protocol import Answer, Job, ServeError, execute, out_of_memory


def _worker_died(code: int | None) -> bytes:
    """What a query whose worker died is answered, by how it died."""
    import signal

    if code == -signal.SIGSEGV:
        return (
            b"the query was stopped: it crashed its worker (too complex to evaluate: a stack "
            b"overflow); make it simpler (fewer nested groups, sub-queries or expressions)\n"
        )
    if code in (-signal.SIGABRT, -signal.SIGKILL, None) or code == 1:
        return out_of_memory()
    return f"the query was stopped: its worker died (exit code {code}); try again\n".encode()


def _limit_memory(budget: int) -> None:
    """Cap this process's address space at its current size plus ``budget`` bytes."""
    import resource

    try:
        with open("/proc/self/status", encoding="ascii") as status:
            size = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize"))
    except (OSError, StopIteration, ValueError):
        return  # no /proc (not Linux): no limit rather than a wrong one
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = size + budget
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def _worker_main(
    conn: Connection,
    store_path: str,
    max_results: int,
    max_bytes: int,
    memory: int | None,
    generation: str | None = None,
    allow_service: bool = False,
) -> None:
    """A query worker: cuts itself off from the network (unless ``allow_service``: see
    :mod:`legalkg.serve.sandbox`), opens the store (its ``generation``) read-only and answers
    :data:`Job` messages. It says ``("ready", why)``, ``why`` being ``None`` when it has no
    network (or was allowed to keep it), else why it could not be cut off."""
    from legalkg.serve.sandbox import cut_network
    from legalkg.store.local import Store

    isolation = None if allow_service else cut_network()  # while it has one thread
    store = Store(store_path, read_only=True, generation=generation)
    if memory:
        _limit_memory(memory)
    conn.send(("ready", isolation))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        query, accept, defaults, named = message
        try:
            answer = execute(
                store,
                query,
                accept,
                max_results,
                max_bytes,
                default_graphs=defaults,
                named_graphs=named,
                allow_service=allow_service,
            )
        except MemoryError:
            answer = (503, "text/plain", out_of_memory())
        except Exception as e:  # a bug must not look like a timeout: report it, keep serving
            answer = (500, "text/plain", f"query failed: {type(e).__name__}: {e}\n".encode())
        conn.send(answer)


def _context() -> Any:
    """``forkserver`` where there is one (a new worker forks from a clean process that has
    already imported legalkg: about 20× faster than ``spawn``), else ``spawn``."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(
            [
                "legalkg.serve.app",
                "legalkg.store.local",
                "legalkg.serve.sandbox",
                "rdflib.plugins.sparql.parser",
            ]
        )
        return ctx
    return multiprocessing.get_context("spawn")


class _Worker:
    def __init__(
        self,
        store_path: str,
        max_results: int,
        max_bytes: int,
        memory: int | None,
        generation: str | None = None,
        allow_service: bool = False,
    ) -> None:
        ctx = _context()
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(
            target=_worker_main,
            args=(child, store_path, max_results, max_bytes, memory, generation, allow_service),
            daemon=True,
        )
        self.process.start()
        child.close()
        #: why the worker could not be cut off from the network (None: it was, or needn't be)
        self.isolation: str | None = None
        try:
            message = self.conn.recv() if self.conn.poll(60) else None
            ready = isinstance(message, tuple) and message[0] == "ready"
            if isinstance(message, tuple) and ready:
                self.isolation = message[1]
        except (EOFError, OSError):
            ready = False
        if not ready:
            self.kill()
            raise ServeError(f"{store_path}: the SPARQL worker could not open the store")

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)
        self.conn.close()


Gone = Callable[[], Awaitable[None]]


#: What a query whose client hung up is answered (nobody reads it).
GONE: Answer = (499, "text/plain", b"the client closed the connection\n")


class QueryPool:
    """Worker processes running SPARQL queries under a deadline.

    A query that misses its deadline (waiting for a worker included), or whose client hangs
    up, or whose worker dies (the address-space limit), has its worker killed; a new worker
    is started in the background.
    """

    def __init__(
        self,
        store_path: Path,
        *,
        size: int,
        timeout: float,
        max_results: int,
        max_bytes: int = 50_000_000,
        memory: int | None = None,
        generation: str | None = None,
        allow_service: bool = False,
    ) -> None:
        self.store_path = str(store_path)
        self.generation = generation
        self.allow_service = allow_service
        #: why the workers could not be cut off from the network (None: they were)
        self.isolation: str | None = None
        self.timeout = timeout
        self.max_results = max_results
        self.max_bytes = max_bytes
        self.memory = memory
        self.size = size
        self._idle: asyncio.Queue[_Worker] | None = None
        self._all: list[_Worker] = []
        self._tasks: set[asyncio.Task[None]] = set()

    def _new_worker(self) -> _Worker:
        worker = _Worker(
            self.store_path,
            self.max_results,
            self.max_bytes,
            self.memory,
            self.generation,
            self.allow_service,
        )
        if worker.isolation is not None:
            self.isolation = worker.isolation
        return worker

    async def start(self) -> None:
        """Start the workers (in threads: each one opens the store)."""
        import anyio.to_thread

        self._idle = asyncio.Queue()
        workers = await asyncio.gather(
            *(anyio.to_thread.run_sync(self._new_worker) for _ in range(self.size))
        )
        for worker in workers:
            self._all.append(worker)
            self._idle.put_nowait(worker)

    def stop(self) -> None:
        """Kill every worker."""
        for task in self._tasks:
            task.cancel()
        for worker in self._all:
            worker.kill()
        self._all.clear()

    def _replace(self, worker: _Worker) -> None:
        """Kill ``worker`` and start another one in the background."""
        import anyio.to_thread

        if worker in self._all:
            self._all.remove(worker)

        async def renew() -> None:
            await anyio.to_thread.run_sync(worker.kill)
            fresh: _Worker | None = None
            for _ in range(3):
                try:
                    fresh = await anyio.to_thread.run_sync(self._new_worker)
                    break
                except ServeError:
                    await asyncio.sleep(1)
            if fresh is None:
                print("error: a SPARQL worker could not be restarted", file=sys.stderr)
                return
            self._all.append(fresh)
            assert self._idle is not None
            self._idle.put_nowait(fresh)

        task = asyncio.get_running_loop().create_task(renew())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def run(
        self,
        job: Job,
        *,
        deadline: float | None = None,
        gone: Gone | None = None,
        ticket: Ticket | None = None,
    ) -> Answer:
        """Run one query on a worker; ``503`` when it is not answered by ``deadline``
        (``loop.time()``; default: the timeout from now), :data:`GONE` when ``gone``
        completes first.

        :param ticket: its admission (:mod:`legalkg.serve.admission`): told when the query gets a
            worker, and asked for a heavy slot once it has run ``ticket.cheap`` seconds.
        :raises legalkg.serve.admission.Busy: when it is refused one (the query is stopped).
        """
        import anyio.to_thread

        assert self._idle is not None, "QueryPool.start() first"
        loop = asyncio.get_running_loop()
        if deadline is None:
            deadline = loop.time() + self.timeout
        watch = asyncio.ensure_future(gone()) if gone is not None else None
        try:
            get = asyncio.ensure_future(self._idle.get())
            await asyncio.wait(
                {get} | ({watch} if watch else set()),
                timeout=max(0.0, deadline - loop.time()),
                return_when=asyncio.FIRST_COMPLETED,
            )
            if not get.done():
                get.cancel()
                return GONE if watch is not None and watch.done() else _late(self.timeout)
            worker = get.result()
            if ticket is not None:
                ticket.started()
            if watch is not None and watch.done():
                self._idle.put_nowait(worker)
                return GONE
            readable = asyncio.Event()
            try:
                worker.conn.send(job)
                fd = worker.conn.fileno()
            except (OSError, ValueError):
                self._replace(worker)
                return 503, "text/plain", b"the query worker failed; try again\n"
            loop.add_reader(fd, readable.set)
            waiter = asyncio.ensure_future(readable.wait())
            waits = {waiter} | ({watch} if watch else set())
            try:
                if ticket is not None and not ticket.heavy:
                    await _until_heavy(worker, waits, ticket, deadline)
                    if not any(w.done() for w in waits) and loop.time() < deadline:
                        retry = ticket.promote(loop.time())
                        if retry is not None:
                            self._replace(worker)
                            raise ticket.admission.refused(retry)
                await asyncio.wait(
                    waits,
                    timeout=max(0.0, deadline - loop.time()),
                    return_when=asyncio.FIRST_COMPLETED,
                )
            finally:
                waiter.cancel()
                loop.remove_reader(fd)
            if readable.is_set():
                try:
                    answer: Answer = await anyio.to_thread.run_sync(worker.conn.recv)
                except (EOFError, OSError):
                    # died: the memory limit (Rust aborts: SIGABRT) or a crash (SIGSEGV: a
                    # stack overflow in a query the nesting bound let through)
                    await anyio.to_thread.run_sync(worker.process.join, 1.0)
                    code = worker.process.exitcode
                    self._replace(worker)
                    return 503, "text/plain", _worker_died(code)
                self._idle.put_nowait(worker)
                return answer
            self._replace(worker)
            return GONE if watch is not None and watch.done() else _late(self.timeout)
        finally:
            if watch is not None:
                watch.cancel()


def _cpu_seconds(pid: int | None) -> float | None:
    """The CPU time (user and system) process ``pid`` has used; ``None`` if unknown."""
    import os

    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            fields = f.read().rpartition(b")")[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


async def _until_heavy(worker: _Worker, waits: set[Any], ticket: Ticket, deadline: float) -> None:
    """Wait until the query on ``worker`` is answered (or its client leaves), or until it has
    used ``ticket.cheap`` s of CPU (or, CPU time unknown or a query that waits on something
    else, eight times that of wall time and at least 2 s): it is heavy then."""
    loop = asyncio.get_running_loop()
    started = loop.time()
    cpu = _cpu_seconds(worker.process.pid)
    limit = min(deadline, started + (ticket.cheap if cpu is None else max(2.0, 8 * ticket.cheap)))
    step = ticket.cheap if cpu is None else min(0.05, ticket.cheap)
    while loop.time() < limit:
        done, _ = await asyncio.wait(
            waits,
            timeout=max(0.0, min(limit, loop.time() + step) - loop.time()),
            return_when=asyncio.FIRST_COMPLETED,
        )
        if done:
            return
        now_cpu = _cpu_seconds(worker.process.pid)
        if cpu is None or now_cpu is None or now_cpu - cpu >= ticket.cheap:
            return


class DirectPool:
    """SPARQL queries sent straight to a store that is itself a server (a
    :class:`legalkg.store.remote.RemoteStore`): no worker processes; a query not answered by its
    deadline is answered ``503`` (its HTTP request is abandoned and ends at the store's own
    timeout)."""

    def __init__(
        self,
        store: Any,
        *,
        timeout: float,
        max_results: int,
        max_bytes: int = 50_000_000,
        allow_service: bool = False,
    ) -> None:
        self.store = store
        self.allow_service = allow_service
        #: the queries run in this process, which keeps its network (the store is remote)
        self.isolation: str | None = None
        self.timeout = timeout
        self.max_results = max_results
        self.max_bytes = max_bytes

    async def start(self) -> None:
        """Nothing to start."""

    def stop(self) -> None:
        """Nothing to stop."""

    async def run(
        self,
        job: Job,
        *,
        deadline: float | None = None,
        gone: Gone | None = None,
        ticket: Ticket | None = None,
    ) -> Answer:
        """Run one query in a thread; ``503`` when it is not answered by ``deadline``
        (``ticket`` is told it started; the store's server does its own admission)."""

        import anyio
        import anyio.to_thread

        loop = asyncio.get_running_loop()
        if deadline is None:
            deadline = loop.time() + self.timeout
        query, accept, defaults, named = job
        if ticket is not None:
            ticket.started()
        call = functools.partial(
            execute,
            self.store,
            query,
            accept,
            self.max_results,
            self.max_bytes,
            default_graphs=defaults,
            named_graphs=named,
            allow_service=self.allow_service,
        )
        with anyio.move_on_after(max(0.0, deadline - loop.time())):
            return await anyio.to_thread.run_sync(call, abandon_on_cancel=True)
        return 503, "text/plain", _late(self.timeout)[2]


def _late(timeout: float) -> Answer:
    return (
        503,
        "text/plain",
        (
            f"the query did not finish within {timeout:g} s of its arrival (the server's "
            "timeout) and was stopped; make it more selective or add LIMIT\n"
        ).encode(),
    )
