"""The live linked-data server: Starlette on uvicorn, pages from :class:`legalkg.publish.Site`.

* A resource ``{base}PATH`` is served at ``/PATH`` with content negotiation (HTML, Turtle,
  JSON-LD, N-Triples). Works and components are abstract (ELI's *work* level): their IRI answers
  ``303 See Other`` to the document ``/PATH/index.{html,ttl,jsonld,nt}``. The documents have the
  same paths as in the static site.
* ``/sparql`` speaks the SPARQL 1.1 Protocol (GET ``?query=``, POST form or
  ``application/sparql-query``); the results format follows ``Accept``. It is read-only: an
  update (``update=`` or ``application/sparql-update``) gets ``403``. Queries run in worker
  processes over a read-only store, so a query over the timeout is stopped (the worker is
  killed and replaced) and answered ``503``; a result over the size limit is answered ``400``.
* CORS is open (``*``) for browsers; the server listens on 127.0.0.1 unless told otherwise.
* On an on-disk store it serves one *generation* of the store (``docs/concurrency.md``) and
  watches for a newer one (an ``ingest`` since it started): it opens it, builds its
  pages and query workers beside the old ones, then switches in one step, so pages and
  ``/sparql`` always answer from the same generation; requests in flight finish on the old one,
  which is closed after them.
"""

from __future__ import annotations

import asyncio
import csv
import io
import itertools
import json
import multiprocessing
import sys
from collections.abc import Awaitable, Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

import pyoxigraph as ox

from legalkg.errors import LegalKGError

#: Media types of resource documents, by suffix, in order of preference.
DOC_TYPES = {
    "text/html": "html",
    "application/xhtml+xml": "html",
    "text/turtle": "ttl",
    "application/x-turtle": "ttl",
    "application/ld+json": "jsonld",
    "application/n-triples": "nt",
}
#: SPARQL results media types: SELECT/ASK and CONSTRUCT/DESCRIBE.
RESULT_TYPES = {
    "application/sparql-results+json": "json",
    "application/json": "json",
    "application/sparql-results+xml": "xml",
    "application/xml": "xml",
    "text/csv": "csv",
    "text/tab-separated-values": "tsv",
}
GRAPH_TYPES = {
    "text/turtle": "ttl",
    "application/n-triples": "nt",
    "application/ld+json": "jsonld",
    "application/rdf+xml": "rdfxml",
}
MEDIA = {
    "json": "application/sparql-results+json",
    "xml": "application/sparql-results+xml",
    "csv": "text/csv; charset=utf-8",
    "tsv": "text/tab-separated-values; charset=utf-8",
    "ttl": "text/turtle; charset=utf-8",
    "nt": "application/n-triples",
    "jsonld": "application/ld+json",
    "rdfxml": "application/rdf+xml",
    "html": "text/html; charset=utf-8",
}


class ServeError(LegalKGError):
    """A server that cannot start (store missing, port taken…)."""


def negotiate(accept: str | None, offers: dict[str, str]) -> str | None:
    """The offer (a value of ``offers``) that ``accept`` prefers; ``None`` if none is acceptable.

    Ties go to the earlier offer; a missing header accepts the first.

    >>> negotiate("text/turtle;q=0.9, application/ld+json", DOC_TYPES)
    'jsonld'
    >>> negotiate("text/*", DOC_TYPES)
    'html'
    >>> negotiate("image/png", DOC_TYPES) is None
    True
    """
    if not accept or not accept.strip():
        return next(iter(offers.values()))
    ranges: list[tuple[str, str, float]] = []
    for part in accept.split(","):
        fields = [f.strip() for f in part.split(";")]
        media = fields[0].lower()
        if "/" not in media:
            continue
        q = 1.0
        for f in fields[1:]:
            if f.lower().startswith("q="):
                try:
                    q = float(f[2:])
                except ValueError:
                    q = 0.0
        major, _, minor = media.partition("/")
        ranges.append((major, minor, q))
    best: tuple[float, int] | None = None
    choice = None
    for index, (media, key) in enumerate(offers.items()):
        major, _, minor = media.partition("/")
        q_found, specificity = -1.0, -1
        for r_major, r_minor, q in ranges:
            if r_major == major and r_minor == minor:
                spec = 2
            elif r_major == major and r_minor == "*":
                spec = 1
            elif r_major == "*" and r_minor == "*":
                spec = 0
            else:
                continue
            if spec > specificity:
                q_found, specificity = q, spec
        if q_found <= 0:
            continue
        rank = (q_found, -index)
        if best is None or rank > best:
            best, choice = rank, key
    return choice


# -- SPARQL results, written by hand so that the size limit applies while reading -----------
def _json_term(term: Any) -> dict[str, str]:
    if isinstance(term, ox.NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, ox.BlankNode):
        return {"type": "bnode", "value": term.value}
    if isinstance(term, ox.Literal):
        out = {"type": "literal", "value": term.value}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype.value != "http://www.w3.org/2001/XMLSchema#string":
            out["datatype"] = term.datatype.value
        return out
    return {"type": "literal", "value": str(term)}


def _xml_term(term: Any) -> str:
    if isinstance(term, ox.NamedNode):
        return f"<uri>{escape(term.value)}</uri>"
    if isinstance(term, ox.BlankNode):
        return f"<bnode>{escape(term.value)}</bnode>"
    if isinstance(term, ox.Literal):
        if term.language:
            return f"<literal xml:lang={quoteattr(term.language)}>{escape(term.value)}</literal>"
        if term.datatype.value != "http://www.w3.org/2001/XMLSchema#string":
            return (
                f"<literal datatype={quoteattr(term.datatype.value)}>{escape(term.value)}</literal>"
            )
        return f"<literal>{escape(term.value)}</literal>"
    return f"<literal>{escape(str(term))}</literal>"


def write_solutions(variables: list[str], rows: list[Any], fmt: str) -> bytes:
    """SELECT rows (pyoxigraph solutions) in ``fmt``: json, xml, csv or tsv."""
    if fmt == "json":
        bindings = [
            {v: _json_term(row[v]) for v in variables if row[v] is not None} for row in rows
        ]
        doc = {"head": {"vars": variables}, "results": {"bindings": bindings}}
        return json.dumps(doc, ensure_ascii=False).encode("utf-8")
    if fmt == "xml":
        parts = [
            '<?xml version="1.0"?>\n<sparql xmlns="http://www.w3.org/2005/sparql-results#">',
            "<head>" + "".join(f"<variable name={quoteattr(v)}/>" for v in variables) + "</head>",
            "<results>",
        ]
        for row in rows:
            cells = "".join(
                f"<binding name={quoteattr(v)}>{_xml_term(row[v])}</binding>"
                for v in variables
                if row[v] is not None
            )
            parts.append(f"<result>{cells}</result>")
        parts.append("</results>\n</sparql>\n")
        return "\n".join(parts).encode("utf-8")
    if fmt == "csv":
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\r\n")
        writer.writerow(variables)
        for row in rows:
            writer.writerow(["" if row[v] is None else row[v].value for v in variables])
        return buf.getvalue().encode("utf-8")
    lines = ["\t".join("?" + v for v in variables)]
    for row in rows:
        lines.append("\t".join("" if row[v] is None else str(row[v]) for v in variables))
    return ("\n".join(lines) + "\n").encode("utf-8")


def write_boolean(value: bool, fmt: str) -> tuple[str, bytes]:
    """An ASK result as XML (when asked for) or JSON."""
    if fmt == "xml":
        body = (
            '<?xml version="1.0"?>\n<sparql xmlns="http://www.w3.org/2005/sparql-results#">'
            f"<head/><boolean>{'true' if value else 'false'}</boolean></sparql>\n"
        )
        return MEDIA["xml"], body.encode("utf-8")
    return MEDIA["json"], json.dumps({"head": {}, "boolean": value}).encode("utf-8")


def execute(store: Any, query: str, accept: str | None, max_results: int) -> tuple[int, str, bytes]:
    """Run ``query`` on ``store`` (a :class:`legalkg.store.Store`) and serialize its result.

    :returns: ``(HTTP status, media type, body)``.
    """
    from legalkg.publish.site import jsonld, ntriples, turtle

    try:
        result = store.query(query)
        if isinstance(result, ox.QuerySolutions):
            fmt = negotiate(accept, RESULT_TYPES)
            if fmt is None:
                return 406, "text/plain", _not_acceptable(RESULT_TYPES)
            variables = [v.value for v in result.variables]
            rows = list(itertools.islice(result, max_results + 1))
            if len(rows) > max_results:
                return 400, "text/plain", _too_many(max_results)
            return 200, MEDIA[fmt], write_solutions(variables, rows, fmt)
        if isinstance(result, ox.QueryBoolean):
            return 200, *write_boolean(bool(result), negotiate(accept, RESULT_TYPES) or "json")
        fmt = negotiate(accept, GRAPH_TYPES)
        if fmt is None:
            return 406, "text/plain", _not_acceptable(GRAPH_TYPES)
        triples = list(itertools.islice(result, max_results + 1))
        if len(triples) > max_results:
            return 400, "text/plain", _too_many(max_results)
        if fmt == "ttl":
            body = turtle(triples)
        elif fmt == "nt":
            body = ntriples(triples)
        elif fmt == "jsonld":
            body = jsonld(triples)
        else:
            out = ox.serialize(triples, format=ox.RdfFormat.RDF_XML)
            assert out is not None
            body = out
        return 200, MEDIA[fmt], body
    except LegalKGError as e:
        return 400, "text/plain", f"{e}\n".encode()
    except (OSError, RuntimeError, ValueError) as e:
        return 500, "text/plain", f"query failed: {e}\n".encode()


def _too_many(limit: int) -> bytes:
    return (
        f"the result has more than {limit} rows or triples (the server's limit); "
        "add LIMIT/OFFSET to the query\n"
    ).encode()


def _not_acceptable(offers: dict[str, str]) -> bytes:
    return f"none of the Accept types is available; use one of: {', '.join(offers)}\n".encode()


def _worker_main(
    conn: Connection, store_path: str, max_results: int, generation: str | None = None
) -> None:
    """A query worker: opens the store (its ``generation``) read-only and answers
    ``(query, accept)`` messages."""
    from legalkg.store import Store

    store = Store(store_path, read_only=True, generation=generation)
    conn.send("ready")
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        query, accept = message
        try:
            answer = execute(store, query, accept, max_results)
        except Exception as e:  # a bug must not look like a timeout: report it, keep serving
            answer = (500, "text/plain", f"query failed: {type(e).__name__}: {e}\n".encode())
        conn.send(answer)


class _Worker:
    def __init__(self, store_path: str, max_results: int, generation: str | None = None) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(
            target=_worker_main, args=(child, store_path, max_results, generation), daemon=True
        )
        self.process.start()
        child.close()
        try:
            ready = self.conn.poll(60) and self.conn.recv() == "ready"
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


class QueryPool:
    """Worker processes running SPARQL queries with a timeout (a late worker is killed)."""

    def __init__(
        self,
        store_path: Path,
        *,
        size: int,
        timeout: float,
        max_results: int,
        generation: str | None = None,
    ) -> None:
        self.store_path = str(store_path)
        self.generation = generation
        self.timeout = timeout
        self.max_results = max_results
        self.size = size
        self._idle: asyncio.Queue[_Worker] | None = None
        self._all: list[_Worker] = []

    async def start(self) -> None:
        """Start the workers (in threads: each one opens the store)."""
        import anyio.to_thread

        self._idle = asyncio.Queue()
        for _ in range(self.size):
            worker = await anyio.to_thread.run_sync(
                _Worker, self.store_path, self.max_results, self.generation
            )
            self._all.append(worker)
            self._idle.put_nowait(worker)

    def stop(self) -> None:
        """Kill every worker."""
        for worker in self._all:
            worker.kill()
        self._all.clear()

    async def run(self, query: str, accept: str | None) -> tuple[int, str, bytes]:
        """Run one query on an idle worker; ``503`` when it takes longer than the timeout."""
        import anyio.to_thread

        assert self._idle is not None, "QueryPool.start() first"
        worker = await self._idle.get()
        try:
            worker.conn.send((query, accept))
            ready = await anyio.to_thread.run_sync(worker.conn.poll, self.timeout)
            if ready:
                result: tuple[int, str, bytes] = worker.conn.recv()
                self._idle.put_nowait(worker)
                return result
        except (EOFError, OSError, BrokenPipeError):
            pass
        # Too slow, or dead: replace the worker.
        worker.kill()
        self._all.remove(worker)
        fresh = await anyio.to_thread.run_sync(
            _Worker, self.store_path, self.max_results, self.generation
        )
        self._all.append(fresh)
        self._idle.put_nowait(fresh)
        return 503, "text/plain", _late(self.timeout)


class DirectPool:
    """SPARQL queries sent straight to a store that is itself a server (a
    :class:`legalkg.remote.RemoteStore`): no worker processes; a query over the timeout is
    answered ``503`` (its HTTP request is abandoned and ends at the store's own timeout)."""

    def __init__(self, store: Any, *, timeout: float, max_results: int) -> None:
        self.store = store
        self.timeout = timeout
        self.max_results = max_results

    async def start(self) -> None:
        """Nothing to start."""

    def stop(self) -> None:
        """Nothing to stop."""

    async def run(self, query: str, accept: str | None) -> tuple[int, str, bytes]:
        """Run one query in a thread; ``503`` when it takes longer than the timeout."""
        import anyio
        import anyio.to_thread

        with anyio.move_on_after(self.timeout):
            return await anyio.to_thread.run_sync(
                execute, self.store, query, accept, self.max_results, abandon_on_cancel=True
            )
        return 503, "text/plain", _late(self.timeout)


def _late(timeout: float) -> bytes:
    return (
        f"the query did not finish within {timeout:g} s (the server's timeout) and "
        "was stopped; make it more selective or add LIMIT\n"
    ).encode()


class Generation:
    """What the server answers from, all read from one store generation: the store, its
    pages, its dumps and its query pool. ``users`` counts the requests in flight on it."""

    def __init__(self, store: Any, base: str, pool: QueryPool | DirectPool) -> None:
        from legalkg.publish import Site

        self.store = store
        self.name: str | None = getattr(store, "generation", None)
        self.site = Site(store, base)
        self.files = dict(self.site.site_files(dumps=False))
        self.dumps: dict[str, bytes] = {}
        self.pool = pool
        self.users = 0
        self.retired = False

    def retire(self) -> None:
        """No new request comes here; close it once the last one in flight has finished."""
        self.retired = True
        if self.users == 0:
            self.close()

    def close(self) -> None:
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
        current: Generation | None = None,
    ) -> None:
        self.path = path
        self.base = base
        self.workers = workers
        self.timeout = timeout
        self.max_results = max_results
        self.current = current if current is not None else self._open()

    def _open(self) -> Generation:
        from legalkg.store import Store

        assert self.path is not None
        store = Store(self.path, read_only=True)
        pool = QueryPool(
            self.path,
            size=self.workers,
            timeout=self.timeout,
            max_results=self.max_results,
            generation=store.generation,
        )
        try:
            return Generation(store, self.base, pool)
        except BaseException:
            store.close()
            raise

    async def refresh(self) -> bool:
        """Switch to the store's current generation if it is newer; ``True`` if it switched."""
        import anyio.to_thread

        from legalkg.store import current_generation

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
                        f"cannot open the new one: {e}",
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


def create_app(
    store_path: Path | Any,
    *,
    base: str = "https://example.org/",
    timeout: float = 10.0,
    max_results: int = 10000,
    workers: int = 2,
    poll: float = 0.5,
) -> Any:
    """The Starlette application serving ``store_path`` (an on-disk store folder), or a
    :class:`legalkg.remote.RemoteStore` (``legalkg serve --endpoint``), whose SPARQL queries
    go straight to its server.

    :param poll: how often (seconds) to look for a newer generation of an on-disk store.

    :raises ServeError: when the store cannot be opened.
    """
    from contextlib import asynccontextmanager

    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.middleware.cors import CORSMiddleware
    from starlette.requests import Request
    from starlette.responses import RedirectResponse, Response
    from starlette.routing import Route

    from legalkg.store import Store

    live: Live
    if isinstance(store_path, Store):
        pool = DirectPool(store_path, timeout=timeout, max_results=max_results)
        live = Live(None, base, current=Generation(store_path, base, pool))
    else:
        if not Path(store_path).is_dir():
            raise ServeError(
                f"{store_path}: no such store. Create it with 'legalkg ingest SOURCE --store "
                f"{store_path}'"
            )
        live = Live(
            Path(store_path), base, workers=workers, timeout=timeout, max_results=max_results
        )

    def text(status: int, message: str) -> Response:
        return Response(message + "\n", status_code=status, media_type="text/plain")

    async def sparql(request: Request) -> Response:
        params = request.query_params
        query = None
        if request.method == "POST":
            ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
            if ctype == "application/sparql-update":
                return text(403, "this endpoint is read-only: updates are refused")
            if ctype == "application/sparql-query":
                query = (await request.body()).decode("utf-8", errors="replace")
            elif ctype == "application/x-www-form-urlencoded":
                from urllib.parse import parse_qs

                form = parse_qs((await request.body()).decode("utf-8", errors="replace"))
                if "update" in form:
                    return text(403, "this endpoint is read-only: updates are refused")
                query = form["query"][0] if form.get("query") else None
            else:
                return text(
                    415,
                    "POST a query as application/sparql-query or as the form field 'query' "
                    "(application/x-www-form-urlencoded)",
                )
        if "update" in params:
            return text(403, "this endpoint is read-only: updates are refused")
        if query is None:
            query = params.get("query")
        if not query:
            return text(400, "give a SPARQL query: /sparql?query=SELECT... (GET) or POST it")
        if params.getlist("default-graph-uri") or params.getlist("named-graph-uri"):
            return text(
                400,
                "default-graph-uri and named-graph-uri are not supported: the default graph "
                "is the union of all graphs; use GRAPH in the query",
            )
        with live.use() as gen:  # in flight: stays on its generation through a switch
            status, media, body = await gen.pool.run(query, request.headers.get("accept"))
        return Response(body, status_code=status, media_type=media, headers={"Vary": "Accept"})

    def document(gen: Generation, iri: str, fmt: str, *, base_href: str | None = None) -> Response:
        body = gen.site.document(iri, fmt, base_href=base_href)
        return Response(body, media_type=MEDIA[fmt])

    async def resource(request: Request) -> Response:
        with live.use() as gen:
            return resource_in(gen, request)

    def resource_in(gen: Generation, request: Request) -> Response:
        site, files, dumps = gen.site, gen.files, gen.dumps
        path = request.path_params.get("path", "")
        if path in ("", "index.html"):
            return Response(files["index.html"], media_type=MEDIA["html"])
        if path in files:
            return Response(files[path], media_type=_file_type(path))
        if path.startswith("_data/dump"):
            if path not in dumps:
                if path == "_data/dump.nq.gz":
                    dumps[path] = site.dump_nquads()
                elif path == "_data/dump.ttl":
                    from legalkg.publish.site import turtle

                    dumps[path] = turtle(site.all_triples)
                else:
                    return text(404, f"/{path}: not found")
            return Response(dumps[path], media_type=_file_type(path))
        head, slash, last = path.rpartition("/")
        if slash and last.startswith("index."):
            fmt = last[len("index.") :]
            iri = base + head
            if fmt in MEDIA and fmt in ("html", "ttl", "jsonld", "nt") and iri in site.paths:
                return document(gen, iri, fmt)
            return text(404, f"/{path}: not found")
        if path.endswith("/"):
            return RedirectResponse(f"/{path}index.html", status_code=303)
        iri = base + path
        if iri not in site.paths:
            return text(404, f"/{path}: no resource {iri} in this dataset")
        fmt = negotiate(request.headers.get("accept"), DOC_TYPES)
        if fmt is None:
            return text(406, f"/{path}: available as {', '.join(DOC_TYPES)}")
        doc = f"/{path}/index.{fmt}"
        if site.kind(iri) in ("work", "component"):
            return RedirectResponse(doc, status_code=303, headers={"Vary": "Accept"})
        response = document(
            gen, iri, fmt, base_href=f"/{path}/index.html" if fmt == "html" else None
        )
        response.headers["Vary"] = "Accept"
        response.headers["Content-Location"] = doc
        response.headers["Link"] = ", ".join(
            f'</{path}/index.{f}>; rel="alternate"; type="{MEDIA[f].split(";")[0]}"'
            for f in ("html", "ttl", "jsonld", "nt")
        )
        return response

    @asynccontextmanager
    async def lifespan(app: Any) -> Any:
        await live.current.pool.start()
        watcher = asyncio.create_task(live.watch(poll)) if live.path is not None else None
        try:
            yield
        finally:
            if watcher is not None:
                watcher.cancel()
            live.current.close()

    handler: Callable[[Request], Awaitable[Response]] = resource
    return Starlette(
        routes=[
            Route("/sparql", sparql, methods=["GET", "POST"]),
            Route("/{path:path}", handler, methods=["GET", "HEAD"]),
        ],
        middleware=[
            Middleware(
                CORSMiddleware,
                allow_origins=["*"],
                allow_methods=["GET", "POST", "HEAD", "OPTIONS"],
                allow_headers=["*"],
                expose_headers=["Content-Location", "Link", "Location"],
            )
        ],
        lifespan=lifespan,
    )


def _file_type(path: str) -> str:
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


def run(
    store_path: Path | Any,
    *,
    base: str = "https://example.org/",
    host: str = "127.0.0.1",
    port: int = 8000,
    timeout: float = 10.0,
    max_results: int = 10000,
    workers: int = 2,
) -> None:
    """Serve ``store_path`` (a folder, or a remote store) until interrupted (uvicorn)."""
    import uvicorn

    if host not in ("127.0.0.1", "::1", "localhost"):
        print(f"warning: listening on {host}: reachable from other machines", file=sys.stderr)
    app = create_app(
        store_path, base=base, timeout=timeout, max_results=max_results, workers=workers
    )
    where = getattr(store_path, "endpoint", store_path)
    print(f"serving {where} at http://{host}:{port}/ (SPARQL: /sparql)", file=sys.stderr)
    uvicorn.run(app, host=host, port=port, log_level="warning")
