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
import functools
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pyoxigraph as ox

from legalkg.serve.httpcache import caching

#: Media types of resource documents, by suffix, in order of preference.
from legalkg.serve.pages import (
    EDITOR,
    PAGE_FORMATS,
    SITE_OPTIONS,
    Generation,
    Live,
    PageCache,
    dump_file,
    file_response,
    file_type,
    redacted,
)
from legalkg.serve.pool import DirectPool
from legalkg.serve.protocol import (
    DOC_TYPES,
    GRAPH_TYPES,
    MEDIA,
    RESULT_TYPES,
    BodyTooLarge,
    Job,
    ServeError,
    negotiate,
    read_body,
    service_description,
)

"""An awaitable that completes when the client has hung up."""


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
                dumps[path] = await render(functools.partial(dump_file, site, path))
            streamed: Response = file_response(dumps[path], file_type(path))
            return streamed
        if path in files:
            return Response(files[path], media_type=file_type(path))
        if path == "index.html" or path.startswith(("_", ".")):  # not a resource's path
            data = await render(functools.partial(site.site_file, path))
            if data is not None:
                files[path] = data
                return Response(data, media_type=file_type(path))
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
        f"serving {redacted(str(where))} at http://{host}:{port}/ (SPARQL: /sparql)",
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
