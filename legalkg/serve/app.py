"""The live linked-data server: Starlette on uvicorn, pages from :class:`legalkg.publish.Site`.

* A resource ``{base}PATH`` is served at ``/PATH`` with content negotiation (HTML, Turtle,
  JSON-LD, N-Triples). Works and components are abstract (ELI's *work* level): their IRI answers
  ``303 See Other`` to the document ``/PATH/index.{html,ttl,jsonld,nt}``. The documents have the
  same paths as in the static site.
* ``/sparql`` speaks the SPARQL 1.1 Protocol (GET ``?query=``, POST form or
  ``application/sparql-query``, exactly one query; ``default-graph-uri`` / ``named-graph-uri``
  name the dataset, else the query's ``FROM`` / ``FROM NAMED``, else the default graph is the
  union of the named graphs); the results format follows ``Accept``. ``GET /sparql`` without a
  query answers the SPARQL 1.1 Service Description (Turtle). It is read-only: an update
  (``update=`` or ``application/sparql-update``) gets ``403``; ``SERVICE`` (a call from the
  server to another one) gets ``400``.
* Safe under load: queries run in worker processes over a read-only store, each under an
  address-space limit. The timeout counts from the request's arrival, waiting for a worker
  included: a late query is stopped (its worker killed and replaced) and answered ``503``; so is
  the query of a client that hangs up. A client address has at most ``per_client`` queries in
  flight (``429`` beyond); a request body over ``max_body`` bytes gets ``413``; a result over
  ``max_results`` rows or ``max_bytes`` bytes gets ``400``. Pages render in threads, off the
  event loop, and are cached. Every answer carries ``X-Content-Type-Options: nosniff``.
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
import functools
import io
import json
import multiprocessing
import sys
from collections.abc import Awaitable, Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

import pyoxigraph as ox

from legalkg.core.errors import LegalKGError
from legalkg.serve.admission import Ticket
from legalkg.serve.httpcache import caching

#: Media types of resource documents, by suffix, in order of preference.
DOC_TYPES = {
    "text/html": "html",
    "application/xhtml+xml": "html",
    "text/turtle": "ttl",
    "application/x-turtle": "ttl",
    "application/ld+json": "jsonld",
    "application/n-triples": "nt",
    "application/rdf+xml": "rdf",
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
    "application/n-quads": "nq",
    "application/trig": "trig",
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
    "rdf": "application/rdf+xml",
    "nq": "application/n-quads",
    "trig": "application/trig; charset=utf-8",
    "html": "text/html; charset=utf-8",
}


#: What every served :class:`legalkg.publish.Site` is given (``legalkg serve --license``; the
#: endpoint is ``{base}sparql``: the server answers the IRIs under ``base`` at its root).
SITE_OPTIONS: dict[str, Any] = {}

#: The YASGUI editor's folder (``legalkg serve --editor DIR``; ``None``: the plain form).
EDITOR: dict[str, str | None] = {"dir": None}

#: The documents of a resource the server answers (``/PATH/index.{fmt}``).
PAGE_FORMATS = ("html", "ttl", "jsonld", "nt", "rdf")


def _dataset_body(triples: list[Any], fmt: str) -> bytes:
    """CONSTRUCT/DESCRIBE triples as N-Quads or TriG (in the default graph), sorted."""
    from legalkg.core.namespaces import PREFIXES
    from legalkg.sparql.formats import sorted_prefixes

    ordered = sorted(triples, key=lambda t: (str(t.subject), str(t.predicate), str(t.object)))
    if fmt == "nq":
        out = ox.serialize(ordered, format=ox.RdfFormat.N_QUADS)
        return out or b""
    out = ox.serialize(ordered, format=ox.RdfFormat.TRIG, prefixes=PREFIXES)
    return sorted_prefixes(out or b"")


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


class TooLarge(Exception):
    """A result over the server's size limit (rows or bytes)."""


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
    """An ASK result in ``fmt``: XML, CSV and TSV (``true`` or ``false``, as Oxigraph server
    writes them: the SPARQL 1.1 CSV/TSV formats define no boolean), else JSON."""
    word = "true" if value else "false"
    if fmt == "xml":
        body = (
            '<?xml version="1.0"?>\n<sparql xmlns="http://www.w3.org/2005/sparql-results#">'
            f"<head/><boolean>{word}</boolean></sparql>\n"
        )
        return MEDIA["xml"], body.encode("utf-8")
    if fmt in ("csv", "tsv"):
        return MEDIA[fmt], word.encode("ascii")
    return MEDIA["json"], json.dumps({"head": {}, "boolean": value}).encode("utf-8")


#: The ``default-graph-uri`` by which rdflib (``Dataset(SPARQLStore(url))``) means the
#: endpoint's own default graph: here the union of the named graphs.
RDFLIB_DEFAULT_GRAPH = "urn:x-rdflib:default"

#: A query as the workers get it: (text, Accept, default-graph-uri list, named-graph-uri list);
#: the two lists are ``None`` when the request names no dataset.
Job = tuple[str, str | None, list[str] | None, list[str] | None]
Answer = tuple[int, str, bytes]


def _take(items: Any, max_results: int, max_bytes: int) -> list[Any]:
    """At most ``max_results`` items of ``items``, whose terms weigh at most ``max_bytes``.

    :raises TooLarge: when there are more, or they weigh more.
    """
    out: list[Any] = []
    used = 0
    for item in items:
        if len(out) == max_results:
            raise TooLarge(_too_many(max_results))
        if isinstance(item, ox.Triple):
            used += len(str(item))
        else:
            used += sum(len(str(term)) for term in item)
        if used > max_bytes:
            raise TooLarge(_too_big(max_bytes))
        out.append(item)
    return out


def execute(
    store: Any,
    query: str,
    accept: str | None,
    max_results: int,
    max_bytes: int = 50_000_000,
    *,
    default_graphs: list[str] | None = None,
    named_graphs: list[str] | None = None,
    allow_service: bool = False,
) -> Answer:
    """Run ``query`` on ``store`` (a :class:`legalkg.store.local.Store`) and serialize its result.

    The query is first checked by :func:`legalkg.sparql.check.prepare` (bounds, and no
    ``SERVICE`` unless ``allow_service``): a refused query is answered ``400``.

    :param default_graphs: the protocol's ``default-graph-uri`` values (``None``: not given).
    :param named_graphs: the protocol's ``named-graph-uri`` values (``None``: not given).
    :returns: ``(HTTP status, media type, body)``; ``400`` for a result over ``max_results``
        rows or triples or over ``max_bytes`` bytes.
    """
    from legalkg.publish.documents import jsonld, ntriples, turtle
    from legalkg.sparql.check import prepare

    dataset: dict[str, Any] = {}
    try:
        query = prepare(query, allow_service=allow_service)
        if default_graphs is not None or named_graphs is not None:
            defaults = list(default_graphs or [])
            if RDFLIB_DEFAULT_GRAPH in defaults:
                # rdflib's Dataset(SPARQLStore(url)) names "the endpoint's default graph" so.
                defaults.remove(RDFLIB_DEFAULT_GRAPH)
                defaults.extend(g.value for g in store.graphs())
            dataset = {"default_graphs": defaults, "named_graphs": named_graphs or []}
        result = store.query(query, **dataset)
        if isinstance(result, ox.QuerySolutions):
            fmt = negotiate(accept, RESULT_TYPES)
            if fmt is None:
                return 406, "text/plain", _not_acceptable(RESULT_TYPES)
            variables = [v.value for v in result.variables]
            rows = _take(result, max_results, max_bytes)
            body = write_solutions(variables, rows, fmt)
            if len(body) > max_bytes:
                raise TooLarge(_too_big(max_bytes))
            return 200, MEDIA[fmt], body
        if isinstance(result, ox.QueryBoolean):
            return 200, *write_boolean(bool(result), negotiate(accept, RESULT_TYPES) or "json")
        fmt = negotiate(accept, GRAPH_TYPES)
        if fmt is None:
            return 406, "text/plain", _not_acceptable(GRAPH_TYPES)
        triples = _take(result, max_results, max_bytes)
        if fmt == "ttl":
            body = turtle(triples)
        elif fmt == "nt":
            body = ntriples(triples)
        elif fmt == "jsonld":
            body = jsonld(triples)
        elif fmt in ("nq", "trig"):
            body = _dataset_body(triples, fmt)
        else:
            out = ox.serialize(triples, format=ox.RdfFormat.RDF_XML)
            assert out is not None
            body = out
        if len(body) > max_bytes:
            raise TooLarge(_too_big(max_bytes))
        return 200, MEDIA[fmt], body
    except TooLarge as e:
        return 400, "text/plain", str(e).encode()
    except LegalKGError as e:
        return 400, "text/plain", f"{e}\n".encode()
    except MemoryError:
        return 503, "text/plain", _out_of_memory()
    except (OSError, RuntimeError, ValueError) as e:
        return 500, "text/plain", f"query failed: {e}\n".encode()


def _too_many(limit: int) -> str:
    return (
        f"the result has more than {limit} rows or triples (the server's limit); "
        "add LIMIT/OFFSET to the query\n"
    )


def _too_big(limit: int) -> str:
    return (
        f"the result is larger than {limit} bytes (the server's limit); select fewer or "
        "shorter values, or add LIMIT/OFFSET to the query\n"
    )


def _out_of_memory() -> bytes:
    return (
        b"the query was stopped: it needed more memory than a query may use on this server; "
        b"make it more selective or add LIMIT\n"
    )


def _worker_died(code: int | None) -> bytes:
    """What a query whose worker died is answered, by how it died."""
    import signal

    if code == -signal.SIGSEGV:
        return (
            b"the query was stopped: it crashed its worker (too complex to evaluate: a stack "
            b"overflow); make it simpler (fewer nested groups, sub-queries or expressions)\n"
        )
    if code in (-signal.SIGABRT, -signal.SIGKILL, None) or code == 1:
        return _out_of_memory()
    return f"the query was stopped: its worker died (exit code {code}); try again\n".encode()


def _not_acceptable(offers: dict[str, str]) -> bytes:
    return f"none of the Accept types is available; use one of: {', '.join(offers)}\n".encode()


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
            answer = (503, "text/plain", _out_of_memory())
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
"""An awaitable that completes when the client has hung up."""

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
        import functools

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


class BodyTooLarge(Exception):
    """A request body over the server's limit."""


async def read_body(request: Any, limit: int) -> bytes:
    """The request body, read up to ``limit`` bytes.

    :raises BodyTooLarge: when ``Content-Length`` or the bytes read exceed ``limit``.
    """
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise BodyTooLarge
    chunks = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise BodyTooLarge
        chunks.append(chunk)
    return b"".join(chunks)


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

        from legalkg.store.local import current_generation

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
                        f"cannot open the new one: {_redacted(str(e))}",
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


def service_description(endpoint: str, graphs: list[str]) -> bytes:
    """The SPARQL 1.1 Service Description of the endpoint at ``endpoint``, in Turtle.

    >>> print(service_description("http://127.0.0.1:8000/sparql", ["urn:g"]).decode())
    ... # doctest: +ELLIPSIS, +NORMALIZE_WHITESPACE
    @prefix sd: <http://www.w3.org/ns/sparql-service-description#> .
    ...
    <http://127.0.0.1:8000/sparql> a sd:Service ;
    ...
    """
    sd = "http://www.w3.org/ns/sparql-service-description#"
    formats = "http://www.w3.org/ns/formats/"
    node = ox.NamedNode(endpoint)
    dataset = ox.NamedNode(endpoint + "#dataset")
    default = ox.NamedNode(endpoint + "#default-graph")
    rdf_type = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
    out: list[ox.Triple] = []

    def add(s: ox.NamedNode, p: str, o: ox.NamedNode | ox.Literal) -> None:
        out.append(ox.Triple(s, ox.NamedNode(p) if ":" in p else ox.NamedNode(sd + p), o))

    add(node, rdf_type.value, ox.NamedNode(sd + "Service"))
    add(node, "endpoint", node)
    add(node, "supportedLanguage", ox.NamedNode(sd + "SPARQL11Query"))
    add(node, "feature", ox.NamedNode(sd + "UnionDefaultGraph"))
    for name in (
        "SPARQL_Results_JSON",
        "SPARQL_Results_XML",
        "SPARQL_Results_CSV",
        "SPARQL_Results_TSV",
        "Turtle",
        "N-Triples",
        "JSON-LD",
        "RDF_XML",
        "N-Quads",
        "TriG",
    ):
        add(node, "resultFormat", ox.NamedNode(formats + name))
    add(node, "defaultDataset", dataset)
    add(dataset, rdf_type.value, ox.NamedNode(sd + "Dataset"))
    add(dataset, "defaultGraph", default)
    add(default, rdf_type.value, ox.NamedNode(sd + "Graph"))
    add(
        default,
        "http://www.w3.org/2000/01/rdf-schema#comment",
        ox.Literal(
            "The union of the named graphs, unless the query names its dataset.", language="en"
        ),
    )
    for i, g in enumerate(graphs):
        named = ox.NamedNode(f"{endpoint}#graph-{i + 1}")
        add(dataset, "namedGraph", named)
        add(named, rdf_type.value, ox.NamedNode(sd + "NamedGraph"))
        add(named, "name", ox.NamedNode(g))
    out.sort(key=lambda t: (str(t.subject), str(t.predicate), str(t.object)))
    text = ox.serialize(out, format=ox.RdfFormat.TURTLE, prefixes={"sd": sd, "formats": formats})
    assert text is not None
    return text


def _nosniff(app: Any) -> Any:
    """ASGI middleware: ``X-Content-Type-Options: nosniff`` on every answer."""

    async def wrapped(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return

        async def sending(message: Any) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers.append((b"x-content-type-options", b"nosniff"))
                message = {**message, "headers": headers}
            await send(message)

        await app(scope, receive, sending)

    return wrapped


def create_app(
    store_path: Path | Any,
    *,
    base: str = "https://example.org/",
    timeout: float = 10.0,
    max_results: int = 10000,
    workers: int = 2,
    max_bytes: int = 50_000_000,
    max_body: int = 1_000_000,
    per_client: int = 2,
    worker_memory: int | None = 2_000_000_000,
    poll: float = 0.5,
    allow_service: bool = False,
    heavy_slots: int | None = None,
    cheap: float = 0.25,
    trusted_proxies: tuple[str, ...] = (),
) -> Any:
    """The Starlette application serving ``store_path`` (an on-disk store folder), or a
    :class:`legalkg.store.remote.RemoteStore` (``legalkg serve --endpoint``), whose SPARQL queries
    go straight to its server.

    :param timeout: seconds from a query's arrival to its answer.
    :param max_results: the most rows or triples a result may have.
    :param max_bytes: the most bytes a result may have.
    :param max_body: the most bytes a request body may have (``413`` beyond).
    :param per_client: the most queries one client address may have in flight (``429``).
    :param allow_service: let ``SERVICE`` through, and the workers keep their network.
    :param heavy_slots: how many queries may run longer than ``cheap`` seconds at once
        (default: one less than ``workers``); see :mod:`legalkg.serve.admission`.
    :param trusted_proxies: addresses or networks of proxies whose ``X-Forwarded-For`` names
        the client.
    :param worker_memory: bytes a query worker may allocate beyond what it holds when ready
        (its address-space limit); ``None`` for no limit.
    :param poll: how often (seconds) to look for a newer generation of an on-disk store.
    :raises ServeError: when the store cannot be opened.
    """
    from contextlib import asynccontextmanager
    from urllib.parse import parse_qs

    import anyio.to_thread
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.middleware.cors import CORSMiddleware
    from starlette.requests import Request
    from starlette.responses import RedirectResponse, Response
    from starlette.routing import Route

    from legalkg.serve.admission import Admission, Busy, parse_proxies
    from legalkg.store.local import Store

    try:
        proxies = parse_proxies(trusted_proxies)
    except ValueError as e:
        raise ServeError(f"--trusted-proxy: {e}") from None
    admission = Admission(
        workers=workers,
        heavy_slots=heavy_slots,
        per_client=per_client,
        cheap=cheap,
        trusted_proxies=proxies,
    )
    live: Live
    if isinstance(store_path, Store):
        pool = DirectPool(
            store_path,
            timeout=timeout,
            max_results=max_results,
            max_bytes=max_bytes,
            allow_service=allow_service,
        )
        live = Live(None, base, current=Generation(store_path, base, pool))
    else:
        if not Path(store_path).is_dir():
            raise ServeError(
                f"{store_path}: no such store. Create it with 'legalkg ingest SOURCE --store "
                f"{store_path}'"
            )
        live = Live(
            Path(store_path),
            base,
            workers=workers,
            timeout=timeout,
            max_results=max_results,
            max_bytes=max_bytes,
            memory=worker_memory,
            allow_service=allow_service,
        )
    pages = PageCache()
    # One rendering thread: Python threads share one interpreter lock, so more of them would
    # take more of it from the event loop (measured: 10 page clients made ASK wait 2.6 s
    # median with a thread each, vs. 1 thread: see docs/publishing.md).
    renderers: dict[str, Any] = {}

    async def render(call: Callable[[], Any]) -> Any:
        if "limiter" not in renderers:
            renderers["limiter"] = anyio.CapacityLimiter(1)
        return await anyio.to_thread.run_sync(call, limiter=renderers["limiter"])

    def text(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
        return Response(
            message + "\n", status_code=status, media_type="text/plain", headers=headers
        )

    async def sparql(request: Request) -> Response:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout  # the timeout counts from the request's arrival
        params = request.query_params
        queries = params.getlist("query")
        defaults = params.getlist("default-graph-uri")
        named = params.getlist("named-graph-uri")
        if "update" in params:
            return text(403, "this endpoint is read-only: updates are refused")
        if request.method == "POST":
            ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
            if ctype == "application/sparql-update":
                return text(403, "this endpoint is read-only: updates are refused")
            try:
                body = await asyncio.wait_for(
                    read_body(request, max_body), timeout=max(0.0, deadline - loop.time())
                )
            except BodyTooLarge:
                return text(
                    413, f"the request body is larger than {max_body} bytes (the server's limit)"
                )
            except TimeoutError:
                return text(408, f"the request body did not arrive within {timeout:g} s")
            if ctype == "application/sparql-query":
                if queries:
                    return text(
                        400,
                        "give the query once: in the body (application/sparql-query) or as "
                        "'query', not both",
                    )
                queries = [body.decode("utf-8", errors="replace")]
            elif ctype == "application/x-www-form-urlencoded":
                form = parse_qs(body.decode("utf-8", errors="replace"), keep_blank_values=True)
                if "update" in form:
                    return text(403, "this endpoint is read-only: updates are refused")
                queries = queries + form.get("query", [])
                defaults = defaults + form.get("default-graph-uri", [])
                named = named + form.get("named-graph-uri", [])
            else:
                return text(
                    415,
                    "POST a query as application/sparql-query or as the form field 'query' "
                    "(application/x-www-form-urlencoded)",
                )
        elif not queries and not defaults and not named:
            return await description(request)
        if len(queries) != 1 or not queries[0].strip():
            return text(
                400,
                "give exactly one SPARQL query: /sparql?query=SELECT... (GET) or POST it "
                f"(got {len(queries)} 'query' parameters)"
                if len(queries) != 1
                else "the query is empty: /sparql?query=SELECT... (GET) or POST it",
            )
        query = queries[0]  # checked by the worker: legalkg.sparql.check
        client = admission.client_of(
            request.client.host if request.client else None,
            request.headers.get("x-forwarded-for"),
        )
        try:
            ticket = admission.enter(client, now=loop.time(), deadline=deadline)
        except Busy as e:
            if e.status == 503:  # a client that ignores Retry-After is not answered at once
                await asyncio.sleep(min(0.5, max(0.0, deadline - loop.time())))
            return text(e.status, e.message, {"Retry-After": str(e.retry_after)})

        async def gone() -> None:
            while (await request.receive())["type"] != "http.disconnect":
                pass

        try:
            from legalkg.serve.queryform import BROWSER_ACCEPT, results_page

            # A browser (it prefers HTML to every results format): a page, not a download.
            offers = {**RESULT_TYPES, **GRAPH_TYPES, "text/html": "html"}
            browser = (
                request.method == "GET"
                and bool(request.headers.get("accept"))
                and (negotiate(request.headers.get("accept"), offers) == "html")
            )
            job: Job = (
                query,
                BROWSER_ACCEPT if browser else request.headers.get("accept"),
                defaults if defaults or named else None,
                named if defaults or named else None,
            )
            with live.use() as gen:  # in flight: stays on its generation through a switch
                status, media, body_out = await gen.pool.run(
                    job, deadline=deadline, gone=gone, ticket=ticket
                )
        except Busy as e:
            return text(e.status, e.message, {"Retry-After": str(e.retry_after)})
        finally:
            ticket.leave()
        if browser:  # the query form's results, as a page
            status, media, body_out = results_page(query, status, media, body_out)
        return Response(body_out, status_code=status, media_type=media, headers={"Vary": "Accept"})

    async def description(request: Request) -> Response:
        fmt = negotiate(request.headers.get("accept"), {**GRAPH_TYPES, "text/html": "html"})
        if fmt == "html":  # a browser: the query form (legalkg.serve.queryform)
            return people_page("form")
        if fmt is None:
            return text(406, f"the service description is available as {', '.join(GRAPH_TYPES)}")
        endpoint = str(request.url.replace(query="", fragment=""))

        store = live.current.store

        def describe() -> bytes:
            graphs = [g.value for g in store.graphs()]
            ttl = service_description(endpoint, graphs)
            if fmt == "ttl":
                return ttl
            triples = list(ox.parse(ttl, format=ox.RdfFormat.TURTLE))
            from legalkg.publish.documents import jsonld, ntriples

            if fmt == "nt":
                return ntriples(triples)
            if fmt == "jsonld":
                return jsonld(triples)
            out = ox.serialize(triples, format=ox.RdfFormat.RDF_XML)
            assert out is not None
            return out

        body = await render(describe)
        return Response(body, media_type=MEDIA[fmt], headers={"Vary": "Accept"})

    async def document(
        gen: Generation, iri: str, fmt: str, *, base_href: str | None = None
    ) -> Response:
        current = gen.site
        key = (iri, fmt, base_href)
        body = pages.get(current, key)
        if body is None:
            body = await render(functools.partial(current.document, iri, fmt, base_href=base_href))
            pages.put(current, key, body)
        return Response(body, media_type=MEDIA[fmt])

    async def resource(request: Request) -> Response:
        with live.use() as gen:  # pages of one generation, even through a switch
            return await resource_in(gen, request)

    async def resource_in(gen: Generation, request: Request) -> Response:
        site, files, dumps = gen.site, gen.files, gen.dumps
        path = request.path_params.get("path", "")
        if path.startswith(("/", "\\")) or "\\" in path:
            # '//host/…' would make every relative redirect below leave the site.
            return text(404, f"/{path}: not found")
        if path == "":
            path = "index.html"
        if path in ("_data/dump.nq.gz", "_data/dump.ttl"):  # legalkg.publish.site.DUMPS
            if path not in dumps:
                dumps[path] = await render(functools.partial(_dump_file, site, path))
            streamed: Response = _file_response(dumps[path], _file_type(path))
            return streamed
        if path in files:
            return Response(files[path], media_type=_file_type(path))
        if path == "index.html" or path.startswith(("_", ".")):  # not a resource's path
            data = await render(functools.partial(site.site_file, path))
            if data is not None:
                files[path] = data
                return Response(data, media_type=_file_type(path))
        head, slash, last = path.rpartition("/")
        if slash and last.startswith("index."):
            fmt = last[len("index.") :]
            iri = base + head
            if fmt in MEDIA and fmt in PAGE_FORMATS and iri in site.paths:
                return await document(gen, iri, fmt)
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
        response = await document(
            gen, iri, fmt, base_href=f"/{path}/index.html" if fmt == "html" else None
        )
        response.headers["Vary"] = "Accept"
        response.headers["Content-Location"] = doc
        response.headers["Link"] = ", ".join(
            f'</{path}/index.{f}>; rel="alternate"; type="{MEDIA[f].split(";")[0]}"'
            for f in PAGE_FORMATS
        )
        return response

    @asynccontextmanager
    async def lifespan(app: Any) -> Any:
        await live.current.pool.start()
        if live.current.pool.isolation is not None:
            print(
                "warning: the SPARQL workers could not be cut off from the network "
                f"({live.current.pool.isolation}); SERVICE is refused by the query check alone",
                file=sys.stderr,
            )
        watcher = asyncio.create_task(live.watch(poll)) if live.path is not None else None
        try:
            yield
        finally:
            if watcher is not None:
                watcher.cancel()
            live.current.close()

    handler: Callable[[Request], Awaitable[Response]] = resource

    def people_page(which: str, query: str = "", site: Any = None) -> Response:
        from legalkg.core.namespaces import PREFIXES
        from legalkg.serve.queryform import editor_files, query_form, search_page

        if which == "form":
            body = query_form(PREFIXES, editor=bool(editor_files(EDITOR["dir"])))
        else:
            body = search_page(site, query)
        return Response(body, media_type=MEDIA["html"], headers={"Vary": "Accept"})

    async def editor_file(request: Request) -> Response:
        from legalkg.serve.queryform import EDITOR_FILES, editor_files

        name = request.path_params["name"]
        found = editor_files(EDITOR["dir"]).get(name)
        if found is None:
            return text(404, f"/_editor/{name}: not found (legalkg serve --editor DIR)")
        data = await anyio.to_thread.run_sync(found.read_bytes)
        return Response(data, media_type=EDITOR_FILES[name])

    async def search(request: Request) -> Response:
        query = request.query_params.get("q", "")[:500]
        with live.use() as gen:
            site = gen.site
            page: Response = await render(functools.partial(people_page, "search", query, site))
            return page

    def cache_state() -> Any:
        from legalkg.serve.httpcache import generation_state

        gen = live.current
        return generation_state(live.path or getattr(gen.store, "path", None), gen.name)

    return Starlette(
        routes=[
            Route("/sparql", sparql, methods=["GET", "POST"]),
            Route("/_editor/{name}", editor_file, methods=["GET", "HEAD"]),
            Route("/_search", search, methods=["GET", "HEAD"]),
            Route("/{path:path}", handler, methods=["GET", "HEAD"]),
        ],
        middleware=[
            Middleware(_nosniff),
            Middleware(
                CORSMiddleware,
                allow_origins=["*"],
                allow_methods=["GET", "POST", "HEAD", "OPTIONS"],
                allow_headers=["*"],
                expose_headers=["Content-Location", "Link", "Location", "ETag", "Last-Modified"],
            ),
            Middleware(caching, state=cache_state),
        ],
        lifespan=lifespan,
    )


def _dump_file(site: Any, name: str) -> Any:
    """The dump ``name`` written once to a temporary file (deleted when closed)."""
    import tempfile

    out = tempfile.TemporaryFile()
    site.write_dump(name, out)
    out.flush()
    return out


def _file_response(f: Any, media: str) -> Any:
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
    log_level: str = "warning",
    license: str | None = None,
    editor: str | None = None,
    max_connections: int = 256,
    header_timeout: float = 10.0,
    **limits: Any,
) -> None:
    """Serve ``store_path`` (a folder, or a remote store) until interrupted (uvicorn);
    ``limits`` are :func:`create_app`'s (timeout, max_results, workers, …).

    :param max_connections: open connections at most (a request beyond is answered ``503``).
    :param header_timeout: seconds a connection has to send a whole request head.
    """
    import uvicorn

    from legalkg.serve.httpguard import guarded_protocol

    if host not in ("127.0.0.1", "::1", "localhost"):
        print(f"warning: listening on {host}: reachable from other machines", file=sys.stderr)
    import socket

    try:  # a taken port is one clear line (uvicorn would log it and exit 1)
        with socket.create_server((host, port)):
            pass
    except OSError as e:
        raise ServeError(
            f"cannot listen on {host}:{port}: {e.strerror or e}. Give another --port"
        ) from e
    SITE_OPTIONS.update(sparql_endpoint=base + "sparql", license=license)
    EDITOR["dir"] = editor
    app = create_app(store_path, base=base, **limits)
    # Pages render in a thread: hand the interpreter lock back to the event loop after 1 ms
    # instead of 5, so /sparql answers while a big page renders.
    sys.setswitchinterval(0.001)
    where = getattr(store_path, "endpoint", store_path)
    print(
        f"serving {_redacted(str(where))} at http://{host}:{port}/ (SPARQL: /sparql)",
        file=sys.stderr,
    )
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level=log_level,
        access_log=True,
        log_config=_log_config(),
        http=guarded_protocol(header_timeout),
        limit_concurrency=max_connections,
        timeout_keep_alive=5,
        # uvicorn would take X-Forwarded-For from 127.0.0.1 as the client (its default):
        # the header is read by legalkg.serve.admission, from --trusted-proxy peers only.
        proxy_headers=False,
    )


def _log_config() -> dict[str, Any]:
    """uvicorn's logging, with the access log on stderr beside the rest (uvicorn writes it to
    stdout): ``client - "GET /path HTTP/1.1" 200``, one line per request."""
    import copy

    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    config["handlers"]["access"]["stream"] = "ext://sys.stderr"
    return config


def _redacted(url: str) -> str:
    from legalkg.core.redact import redact

    return redact(url)
