"""What ``legalkg serve`` answers from: the store generation with its pages, dumps and query
pool (:class:`Generation`), the switch to a newer generation (:class:`Live`), and the cache of
rendered pages (:class:`PageCache`).
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

#: Media types of resource documents, by suffix, in order of preference.
from legalkg.serve.pool import DirectPool, QueryPool
from legalkg.serve.protocol import MEDIA

#: What every served :class:`legalkg.publish.Site` is given (``legalkg serve --license``; the
#: endpoint is ``{base}sparql``: the server answers the IRIs under ``base`` at its root).
SITE_OPTIONS: dict[str, Any] = {}


#: The YASGUI editor's folder (``legalkg serve --editor DIR``; ``None``: the plain form).
EDITOR: dict[str, str | None] = {"dir": None}


#: The documents of a resource the server answers (``/PATH/index.{fmt}``).
PAGE_FORMATS = ("html", "ttl", "jsonld", "nt", "rdf")


class Generation:
    """What the server answers from, all read from one store generation: the store, its
    pages, its dumps and its query pool. ``users`` counts the requests in flight on it."""

    def __init__(self, store: Any, base: str, pool: QueryPool | DirectPool) -> None:
        from legalkg.publish import Site

        self.store = store
        self.name: str | None = getattr(store, "generation", None)
        self.site = Site(store, base, **SITE_OPTIONS)
        #: The files around the resources (home, VoID…), made on their first request.
        self.files: dict[str, bytes] = {}
        #: The dumps, written to temporary files on their first request.
        self.dumps: dict[str, Any] = {}
        self.pool = pool
        self.users = 0
        self.retired = False

    def retire(self) -> None:
        """No new request comes here; close it once the last one in flight has finished."""
        self.retired = True
        if self.users == 0:
            self.close()

    def close(self) -> None:
        for dump in self.dumps.values():
            dump.close()
        self.dumps.clear()
        self.pool.stop()
        close = getattr(self.store, "close", None)
        if close is not None:
            close()  # lets go of the generation, so that the next write can remove it


class Live:
    """The current :class:`Generation` of an on-disk store, switched when a newer one appears.

    :meth:`watch` checks the store's ``generation`` pointer every ``poll`` seconds; a new
    generation is opened and its pages and workers built while the old one keeps answering,
    then it replaces the old one in one assignment.
    """

    def __init__(
        self,
        path: Path | None,
        base: str,
        *,
        workers: int = 2,
        timeout: float = 10.0,
        max_results: int = 10000,
        max_bytes: int = 50_000_000,
        memory: int | None = None,
        current: Generation | None = None,
        allow_service: bool = False,
    ) -> None:
        self.path = path
        self.allow_service = allow_service
        self.base = base
        self.workers = workers
        self.timeout = timeout
        self.max_results = max_results
        self.max_bytes = max_bytes
        self.memory = memory
        self.current = current if current is not None else self._open()

    def _open(self) -> Generation:
        from legalkg.store.local import Store

        assert self.path is not None
        store = Store(self.path, read_only=True)
        pool = QueryPool(
            self.path,
            size=self.workers,
            timeout=self.timeout,
            max_results=self.max_results,
            max_bytes=self.max_bytes,
            memory=self.memory,
            generation=store.generation,
            allow_service=self.allow_service,
        )
        try:
            return Generation(store, self.base, pool)
        except BaseException:
            store.close()
            raise

    async def refresh(self) -> bool:
        """Switch to the store's current generation if it is newer; ``True`` if it switched."""
        import anyio.to_thread

        from legalkg.store.generations import current_generation

        if self.path is None or current_generation(self.path) in (None, self.current.name):
            return False
        fresh = await anyio.to_thread.run_sync(self._open)
        if fresh.name == self.current.name:
            fresh.close()
            return False
        try:
            await fresh.pool.start()
        except BaseException:
            fresh.close()
            raise
        old, self.current = self.current, fresh
        old.retire()
        return True

    async def watch(self, poll: float) -> None:
        """Refresh every ``poll`` seconds until cancelled; a failed refresh is retried (and
        reported once), the current generation answering meanwhile."""
        reported = ""
        while True:
            await asyncio.sleep(poll)
            try:
                await self.refresh()
            except Exception as e:  # the watcher must outlive any one failure
                if str(e) != reported:
                    reported = str(e)
                    print(
                        f"warning: staying on the store's generation {self.current.name}: "
                        f"cannot open the new one: {redacted(str(e))}",
                        file=sys.stderr,
                    )

    def use(self) -> Any:
        """``with live.use() as gen``: the current generation, kept open during the block."""
        from contextlib import contextmanager

        @contextmanager
        def block() -> Any:
            gen = self.current
            gen.users += 1
            try:
                yield gen
            finally:
                gen.users -= 1
                if gen.retired and gen.users == 0:
                    gen.close()

        return block()


class PageCache:
    """Rendered documents of one :class:`legalkg.publish.Site`, least recently used out
    first, at most ``max_bytes`` in all; a new site (a new store generation) empties it."""

    def __init__(self, max_bytes: int = 64_000_000) -> None:
        from collections import OrderedDict

        self.max_bytes = max_bytes
        self.site: Any = None
        self._pages: OrderedDict[tuple[str, str, str | None], bytes] = OrderedDict()
        self._size = 0

    def get(self, site: Any, key: tuple[str, str, str | None]) -> bytes | None:
        if site is not self.site:
            self.site = site
            self._pages.clear()
            self._size = 0
            return None
        body = self._pages.get(key)
        if body is not None:
            self._pages.move_to_end(key)
        return body

    def put(self, site: Any, key: tuple[str, str, str | None], body: bytes) -> None:
        if site is not self.site or len(body) > self.max_bytes // 4 or key in self._pages:
            return
        self._pages[key] = body
        self._size += len(body)
        while self._size > self.max_bytes:
            _, old = self._pages.popitem(last=False)
            self._size -= len(old)


def dump_file(site: Any, name: str) -> Any:
    """The dump ``name`` written once to a temporary file (deleted when closed)."""
    import tempfile

    out = tempfile.TemporaryFile()
    site.write_dump(name, out)
    out.flush()
    return out


def file_response(f: Any, media: str) -> Any:
    """The whole temporary file ``f`` as a streamed answer (read in 1 MiB blocks)."""
    import os

    from starlette.responses import StreamingResponse

    size = os.fstat(f.fileno()).st_size

    def chunks() -> Any:
        offset = 0
        while offset < size:
            block = os.pread(f.fileno(), 1 << 20, offset)
            if not block:
                break
            offset += len(block)
            yield block

    return StreamingResponse(chunks(), media_type=media, headers={"Content-Length": str(size)})


def file_type(path: str) -> str:
    if path.endswith(".html"):
        return MEDIA["html"]
    if path.endswith(".css"):
        return "text/css"
    if path.endswith(".js"):
        return "text/javascript"
    if path.endswith(".jsonld"):
        return MEDIA["jsonld"]
    if path.endswith(".gz"):
        return "application/gzip"
    if path.endswith((".ttl", "void")):
        return MEDIA["ttl"]
    return "application/octet-stream"


def redacted(url: str) -> str:
    from legalkg.core.redact import redact

    return redact(url)
