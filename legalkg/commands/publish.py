"""``legalkg publish``, ``legalkg serve`` and ``legalkg draw``: putting a store on the web."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from legalkg.cli import EXIT_CODES, cli, failing
from legalkg.commands._options import (
    endpoint_given,
    open_store,
    output_option,
    store_option,
    write_output,
)

_BASE_HELP = "Base IRI of the resources in the store (the one given to 'legalkg ingest')."


def _base_option(help: str = _BASE_HELP) -> Callable[[Any], Any]:
    return click.option("--base", default="https://example.org/", show_default=True, help=help)


def _license_option(f: Any) -> Any:
    return click.option(
        "--license",
        metavar="IRI",
        default=None,
        help="The data's licence, named in the VoID description (dcterms:license), e.g. "
        "https://creativecommons.org/licenses/by/4.0/ [default: the dcterms:license of the "
        "works in the store, if any].",
    )(f)


@cli.command(epilog=EXIT_CODES)
@store_option(read_only=True)
@_base_option()
@click.option(
    "--out",
    "out",
    required=True,
    type=click.Path(path_type=Path, file_okay=False),
    help="Folder for the site (new, empty, or a previous site, which is replaced).",
)
@click.option(
    "--sparql-endpoint",
    metavar="URL",
    default=None,
    help="The SPARQL endpoint serving this data, named in the VoID description "
    "(void:sparqlEndpoint), e.g. https://example.org/sparql.",
)
@_license_option
def publish(
    store_path: Path | None,
    base: str,
    out: Path,
    sparql_endpoint: str | None,
    license: str | None,
) -> None:
    """Write a static linked-data site of the store to a folder.

    One page per work, component, temporal version, language version and
    action (and complaint, event, entity, relation and sentence of complaint
    event graphs, with the SVG event graph on the complaint page), each with
    its Turtle and JSON-LD (index.html, index.ttl,
    index.jsonld under the resource's path), point-in-time tables of
    contents, a VoID/DCAT description, full dumps and vocabulary docs.
    Same store, same bytes. Any static web server can host the folder.

    \b
    Example:
        legalkg publish --store cf88.db --base https://example.org/ --out site/
    """
    from legalkg.publish import publish as run_publish

    started = time.monotonic()
    with failing():
        report = run_publish(
            open_store(store_path, read_only=True),
            base,
            out,
            progress=_publish_progress(started),
            sparql_endpoint=sparql_endpoint,
            license=license,
        )
    from legalkg.cli import quiet

    for iri, reason in [] if quiet() else report.skipped[:20]:
        click.echo(f"warning: {iri}: no page ({reason}); it is in the dumps", err=True)
    if len(report.skipped) > 20 and not quiet():
        click.echo(f"warning: {len(report.skipped) - 20} more IRIs without a page", err=True)
    seconds = time.monotonic() - started
    click.echo(f"{out}: {report.resources} resources, {report.files} files in {seconds:.1f} s")


def _publish_progress(started: float) -> Callable[[int, int, int], None] | None:
    """One line on stderr per 500 resources written (``--quiet``: none)."""
    from legalkg.cli import quiet

    if quiet():
        return None

    def show(done: int, graph: int, graphs: int) -> None:
        seconds = time.monotonic() - started
        click.echo(f"publish: {done} resources, graph {graph}/{graphs} ({seconds:.1f} s)", err=True)

    return show


@cli.command(epilog=EXIT_CODES)
@store_option(read_only=True)
@_base_option()
@click.option("--host", default="127.0.0.1", show_default=True, help="Interface to listen on.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535))
@click.option(
    "--timeout",
    default=10.0,
    show_default=True,
    type=click.FloatRange(0.01, 3600),
    help="SPARQL query timeout in seconds.",
)
@click.option(
    "--max-results",
    default=10000,
    show_default=True,
    type=click.IntRange(1),
    help="Largest SPARQL result (rows or triples) returned.",
)
@click.option(
    "--workers",
    default=2,
    show_default=True,
    type=click.IntRange(1, 64),
    help="SPARQL worker processes.",
)
@click.option(
    "--max-bytes",
    default=50_000_000,
    show_default=True,
    type=click.IntRange(1),
    help="Largest SPARQL result in bytes.",
)
@click.option(
    "--max-body",
    default=1_000_000,
    show_default=True,
    type=click.IntRange(1),
    help="Largest request body in bytes (413 beyond).",
)
@click.option(
    "--per-client",
    default=2,
    show_default=True,
    type=click.IntRange(1),
    help="SPARQL queries one client address may have in flight (429 beyond).",
)
@click.option(
    "--heavy-slots",
    default=None,
    type=click.IntRange(1, 64),
    help="SPARQL queries that may run longer than a quarter second at once "
    "[default: --workers minus 1, at least 1]; one beyond is stopped with 503 and "
    "Retry-After, so that short queries always find a worker.",
)
@click.option(
    "--trusted-proxy",
    "trusted_proxies",
    multiple=True,
    metavar="ADDRESS",
    help="A reverse proxy (address or network, repeatable) whose X-Forwarded-For names "
    "the client; from any other peer the header is ignored.",
)
@click.option(
    "--max-connections",
    default=256,
    show_default=True,
    type=click.IntRange(1),
    help="Open HTTP connections at most (503 beyond).",
)
@click.option(
    "--header-timeout",
    default=10.0,
    show_default=True,
    type=click.FloatRange(0.1, 3600),
    help="Seconds a connection has to send a whole request head (then it is closed).",
)
@click.option(
    "--allow-service",
    is_flag=True,
    help="Let SPARQL SERVICE call other servers: the query workers then keep their "
    "network access (without it SERVICE is refused and the workers have no network).",
)
@click.option(
    "--worker-memory",
    default=2000,
    show_default=True,
    type=click.IntRange(0),
    help="Megabytes a SPARQL worker may allocate for a query (0: no limit).",
)
@click.option(
    "--log-level",
    type=click.Choice(["critical", "error", "warning", "info", "debug"]),
    default="warning",
    show_default=True,
    help="What the server logs on stderr: warning only problems; info (and debug) add one "
    "access-log line per request (client, method, path, status).",
)
@_license_option
@click.option(
    "--editor",
    type=click.Path(file_okay=False, exists=True),
    envvar="LEGALKG_EDITOR",
    default=None,
    help="Folder with the YASGUI editor's yasgui.min.js and yasgui.min.css (npm "
    "@zazuko/yasgui: node_modules/@zazuko/yasgui/build): the query form at /sparql uses "
    "it, served locally [default: a plain form].",
)
def serve(
    store_path: Path | None,
    base: str,
    host: str,
    port: int,
    timeout: float,
    max_results: int,
    workers: int,
    max_bytes: int,
    max_body: int,
    per_client: int,
    heavy_slots: int | None,
    trusted_proxies: tuple[str, ...],
    max_connections: int,
    header_timeout: float,
    allow_service: bool,
    worker_memory: int,
    log_level: str,
    license: str | None,
    editor: str | None,
) -> None:
    """Serve the store as linked data with a read-only SPARQL endpoint.

    A resource {base}PATH is served at http://HOST:PORT/PATH with content
    negotiation (text/html, text/turtle, application/ld+json,
    application/n-triples); works and components answer 303 See Other to
    their document. /sparql speaks the SPARQL 1.1 Protocol (GET and POST,
    default-graph-uri and named-graph-uri, FROM and FROM NAMED; GET without a
    query gives the service description); updates get 403 and SERVICE 400
    (the query workers have no network unless --allow-service).
    The timeout counts from a query's arrival; a client that hangs up stops
    its query. Listens on 127.0.0.1 unless --host says otherwise.
    With --endpoint, the pages are read from that server and /sparql
    queries go straight to it (no worker processes; --workers is unused).

    \b
    Example:
        legalkg serve --store cf88.db --port 8000
        curl -H 'Accept: text/turtle' http://127.0.0.1:8000/eli/br/constituicao/1988/tit2/art6/2000-02-14
    """
    from legalkg.serve.app import run
    from legalkg.store.remote import RemoteStore

    source: Path | RemoteStore | None = store_path
    if store_path is None or endpoint_given():
        opened = open_store(store_path, read_only=True)
        if isinstance(opened, RemoteStore):
            source = opened
    with failing():
        run(
            source,
            base=base,
            host=host,
            port=port,
            timeout=timeout,
            max_results=max_results,
            workers=workers,
            max_bytes=max_bytes,
            max_body=max_body,
            per_client=per_client,
            heavy_slots=heavy_slots,
            trusted_proxies=trusted_proxies,
            max_connections=max_connections,
            header_timeout=header_timeout,
            allow_service=allow_service,
            worker_memory=worker_memory * 1_000_000 or None,
            log_level=log_level,
            license=license,
            editor=editor,
        )


@cli.group(epilog=EXIT_CODES)
def draw() -> None:
    """Draw pictures of the data as SVG.

    \b
    Example:
        legalkg draw timeline https://example.org/eli/br/constituicao/1988/tit2/art6 \\
            --store cf88.db -o art6.svg
        legalkg draw events case13193_doc62893 --store ev.db -o graph.svg
    """


@draw.command("timeline", epilog=EXIT_CODES)
@click.argument("component")
@store_option(read_only=True)
@_base_option("Base IRI for a COMPONENT given as a path (eli/br/constituicao/1988/tit2/art6).")
@output_option
def timeline(component: str, store_path: Path | None, base: str, output: Path) -> None:
    """Draw the SVG timeline of COMPONENT's versions (an IRI, or a path under --base).

    One bar per temporal version over its validity interval, labelled with
    its dates and amending acts; each bar links to the version's IRI.

    \b
    Example:
        legalkg draw timeline eli/br/constituicao/1988/tit2/art6 --store cf88.db -o art6.svg
    """
    from legalkg.publish.draw import component_timeline

    iri = component if "://" in component else base + component.lstrip("/")
    _draw(component_timeline, store_path, iri, output)


@draw.command("events", epilog=EXIT_CODES)
@click.argument("complaint")
@store_option(read_only=True)
@_base_option("Base IRI for a COMPLAINT given as an id (case13193_doc62893) or a path.")
@output_option
def events(complaint: str, store_path: Path | None, base: str, output: Path) -> None:
    """Draw the SVG event graph of COMPLAINT (an IRI, a path under --base, or an id).

    Events top to bottom in temporal order on a time axis (dated events in
    one lane with their dates, undated ones in a marked lane, placed by
    their BEFORE/AFTER relations and the narrative), causal edges (CAUSES,
    ENABLES, PREVENTS) solid and coloured, temporal edges dashed, agent →
    patient under each event, a legend. Same store, same bytes.

    \b
    Example:
        legalkg ingest tests/data/events/case13193_doc62893.gold.json --store ev.db
        legalkg draw events case13193_doc62893 --store ev.db -o graph.svg
    """
    from legalkg.publish.pictures import complaint_event_graph

    if "://" in complaint:
        iri = complaint
    elif "/" in complaint.strip("/"):
        iri = base + complaint.lstrip("/")
    else:
        iri = f"{base}complaint/{complaint}"
    _draw(complaint_event_graph, store_path, iri, output)


def _draw(picture: Callable[[Any, str], str], store_path: Path | None, iri: str, out: Path) -> None:
    """Write ``picture(store, iri)`` (an SVG drawing) to ``out``."""
    with failing():
        svg = picture(open_store(store_path, read_only=True), iri)
    write_output(out, svg)
