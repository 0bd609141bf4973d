"""The ``legalkg`` command: thin wrappers, one library call each. The only click import.

Exit codes: 0 success (``validate``: conforms), 1 ``validate``: does not conform, 2 usage error,
3 input or runtime error (the message says where and how to fix it; nothing was written).
"""

from __future__ import annotations

import contextlib
import errno
import functools
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar, cast

import click

from legalkg.core.errors import LegalKGError, ValidationError

F = TypeVar("F", bound=Callable[..., Any])

EXIT_CODES = """\b
Exit codes: 0 success (validate: conforms), 1 does not conform (validate),
2 usage error, 3 input or runtime error (nothing was written)."""


class DataError(click.ClickException):
    """A :class:`LegalKGError` shown as ``Error: …`` with exit code 3 (credentials in URLs
    redacted)."""

    exit_code = 3

    def __init__(self, message: str) -> None:
        from legalkg.core.redact import redact

        super().__init__(redact(message))


def describe_failure(e: BaseException) -> str:
    """One line for an error that is not a :class:`LegalKGError`: a file-system error, input
    nested too deeply, or a query that failed while its results were read.

    >>> describe_failure(FileNotFoundError(2, "No such file or directory", "out/x.nq"))
    'out/x.nq: No such file or directory. Check the path and its folder'
    >>> describe_failure(RecursionError("maximum recursion depth exceeded"))
    'the input is nested too deeply to read (RecursionError); flatten it'
    """
    if isinstance(e, RecursionError):
        return "the input is nested too deeply to read (RecursionError); flatten it"
    if isinstance(e, MemoryError):
        return "out of memory; give a smaller input or a more selective query"
    if isinstance(e, OSError):
        if e.filename is not None and e.strerror:
            hint = {
                errno.ENOENT: "Check the path and its folder",
                errno.EACCES: "Check the permissions, or write somewhere else",
                errno.EPERM: "Check the permissions, or write somewhere else",
                errno.EISDIR: "Give a file, not a folder",
                errno.ENOSPC: "Free some disk space",
                errno.ENAMETOOLONG: "Use a shorter path",
            }.get(e.errno or 0, "")
            return f"{e.filename}: {e.strerror}" + (f". {hint}" if hint else "")
        text = str(e) or type(e).__name__
        if isinstance(e, ConnectionError) or "os error" in text:
            return f"the query failed while running: {text}"
        return text
    return f"the query failed while running: {e}"


def _fail(e: LegalKGError) -> DataError:
    if isinstance(e, ValidationError):
        click.echo(e.report.to_text().rstrip("\n"), err=True)
    return DataError(str(e))


@contextlib.contextmanager
def _failing() -> Iterator[None]:
    """Turn a :class:`LegalKGError` raised inside the block into exit code 3 (:func:`_fail`)."""
    try:
        yield
    except LegalKGError as e:
        raise _fail(e) from e


def store_option(*, required: bool = True, read_only: bool = False) -> Callable[[F], F]:
    """``--store PATH`` (or ``LEGALKG_STORE``): an on-disk Oxigraph store folder; or
    ``--endpoint URL`` (or ``LEGALKG_ENDPOINT``) and its options: a SPARQL 1.1 server.

    The endpoint options are not passed to the command: they wait in the click context until
    :func:`_open` turns them into a :class:`legalkg.store.remote.RemoteStore`. With an endpoint,
    ``store_path`` is ``None``; without either, a command that needs a store stops with a
    usage error (exit 2).
    """
    store = click.option(
        "--store",
        "store_path",
        type=click.Path(path_type=Path, file_okay=False),
        envvar="LEGALKG_STORE",
        required=False,
        show_envvar=True,
        help="Oxigraph store folder"
        + (" (created if missing)." if not read_only else ".")
        + " Or use --endpoint.",
    )

    def decorate(f: F) -> F:
        @functools.wraps(f)
        def checked(*args: Any, **kwargs: Any) -> Any:
            if required and kwargs.get("store_path") is None and not _endpoint_given():
                raise click.UsageError(
                    "give --store PATH (LEGALKG_STORE) or --endpoint URL (LEGALKG_ENDPOINT)"
                )
            return f(*args, **kwargs)

        wrapped = cast(F, checked)
        for option in reversed(_ENDPOINT_OPTIONS):
            wrapped = option(wrapped)
        return store(wrapped)

    return decorate


_REMOTE = "legalkg.store.remote"


def _stash(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    """Keep an endpoint option's value in the context for :func:`_open`."""
    if param.name is not None:
        ctx.meta.setdefault(_REMOTE, {})[param.name] = value
        ctx.meta.setdefault(_REMOTE + ".source", {})[param.name] = ctx.get_parameter_source(
            param.name
        )
    return value


def _endpoint_option(*decls: str, envvar: str, help: str, **kwargs: Any) -> Callable[[F], F]:
    return click.option(
        *decls,
        envvar=envvar,
        show_envvar=True,
        expose_value=False,
        callback=_stash,
        help=help,
        **kwargs,
    )


_ENDPOINT_OPTIONS: list[Callable[[F], F]] = [
    _endpoint_option(
        "--endpoint",
        metavar="URL",
        envvar="LEGALKG_ENDPOINT",
        help="A SPARQL 1.1 server as the store: its query URL, e.g. "
        "http://127.0.0.1:7878/query (Oxigraph) or http://host:8890/sparql-auth (Virtuoso).",
    ),
    _endpoint_option(
        "--update-endpoint",
        metavar="URL",
        envvar="LEGALKG_UPDATE_ENDPOINT",
        help="SPARQL Update URL [default: …/update next to …/query, else the query URL].",
    ),
    _endpoint_option(
        "--gsp-endpoint",
        metavar="URL",
        envvar="LEGALKG_GSP_ENDPOINT",
        help="Graph Store Protocol URL for uploads [default: …/store next to …/query, "
        "…/sparql-graph-crud[-auth] next to …/sparql[-auth]; '' for none: SPARQL Update].",
    ),
    _endpoint_option(
        "--endpoint-auth",
        type=click.Choice(["basic", "digest", "bearer"]),
        envvar="LEGALKG_ENDPOINT_AUTH",
        help="HTTP authentication [default: bearer with a token, else basic with a user].",
    ),
    _endpoint_option(
        "--endpoint-user", envvar="LEGALKG_ENDPOINT_USER", help="User for basic/digest auth."
    ),
    _endpoint_option(
        "--endpoint-password",
        envvar="LEGALKG_ENDPOINT_PASSWORD",
        help="Password (never printed; prefer the environment variable).",
    ),
    _endpoint_option(
        "--endpoint-token",
        envvar="LEGALKG_ENDPOINT_TOKEN",
        help="Bearer token (never printed; prefer the environment variable).",
    ),
    _endpoint_option(
        "--endpoint-timeout",
        type=click.FloatRange(min=0.1),
        default=60.0,
        envvar="LEGALKG_ENDPOINT_TIMEOUT",
        help="Seconds before one request to the server gives up [default: 60].",
    ),
    _endpoint_option(
        "--endpoint-retries",
        type=click.IntRange(min=0),
        default=3,
        envvar="LEGALKG_ENDPOINT_RETRIES",
        help="Retries, with backoff, after a connection error or a 5xx answer [default: 3].",
    ),
    _endpoint_option(
        "--endpoint-dataset",
        type=click.Choice(["protocol", "server"]),
        default="protocol",
        envvar="LEGALKG_ENDPOINT_DATASET",
        help="protocol: each query names the data graphs as its dataset (works everywhere); "
        "server: trust the server's default graph to be their union (faster on Virtuoso) "
        "[default: protocol].",
    ),
    _endpoint_option(
        "--graph-prefix",
        metavar="IRI",
        envvar="LEGALKG_GRAPH_PREFIX",
        help="With --endpoint: only graphs whose IRI starts with this hold legalkg data "
        "[default: every graph but the server's own].",
    ),
]


def _remote_options() -> dict[str, Any]:
    ctx = click.get_current_context(silent=True)
    return dict(ctx.meta.get(_REMOTE, {})) if ctx is not None else {}


def _endpoint_given() -> bool:
    return bool(_remote_options().get("endpoint"))


def output_option(f: F) -> F:
    return click.option(
        "-o",
        "--output",
        type=click.Path(path_type=Path, dir_okay=False, allow_dash=True),
        default="-",
        show_default=True,
        help="Write to this file instead of stdout.",
    )(f)


def _write(output: Path, data: bytes | str) -> None:
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if str(output) == "-":
        click.echo(raw, nl=False)
    else:
        output.write_bytes(raw)


def _open(path: Path | None, *, read_only: bool) -> Any:
    """The store the options name: the embedded store at ``path``, or the ``--endpoint``.

    :raises click.UsageError: when both or neither are given (the command line beats the
        environment: ``--endpoint`` wins over ``LEGALKG_STORE`` and vice versa).
    :raises legalkg.core.errors.StoreError: when the store cannot be opened.
    """
    opts = _remote_options()
    endpoint = opts.get("endpoint")
    if endpoint and path is not None:
        ctx = click.get_current_context()
        from_env = click.core.ParameterSource.ENVIRONMENT
        store_env = ctx.get_parameter_source("store_path") == from_env
        endpoint_env = ctx.meta.get(_REMOTE + ".source", {}).get("endpoint") == from_env
        if store_env and not endpoint_env:
            path = None
        elif endpoint_env and not store_env:
            endpoint = None
        else:
            raise click.UsageError("give --store or --endpoint, not both")
    if endpoint:
        from legalkg.store.remote import Auth, RemoteStore

        scheme = opts.get("endpoint_auth")
        if scheme is None and opts.get("endpoint_token"):
            scheme = "bearer"
        elif scheme is None and opts.get("endpoint_user"):
            scheme = "basic"
        auth = (
            Auth(
                scheme,
                user=opts.get("endpoint_user"),
                password=opts.get("endpoint_password"),
                token=opts.get("endpoint_token"),
            )
            if scheme
            else None
        )
        return RemoteStore(
            endpoint,
            update_endpoint=opts.get("update_endpoint"),
            gsp_endpoint=opts.get("gsp_endpoint"),
            auth=auth,
            timeout=opts.get("endpoint_timeout") or 60.0,
            retries=opts.get("endpoint_retries", 3),
            graph_prefix=opts.get("graph_prefix"),
            dataset=opts.get("endpoint_dataset") or "protocol",
            progress=_upload_progress() if sys.stderr.isatty() and not read_only else None,
        )
    if path is None:
        raise click.UsageError(
            "give --store PATH (LEGALKG_STORE) or --endpoint URL (LEGALKG_ENDPOINT)"
        )
    from legalkg.store.local import Store

    return Store(path, read_only=read_only)


def _upload_progress() -> Callable[[int, int, str], None]:
    """A progress bar on stderr for the triples sent to a server (shown on a terminal only)."""
    bars: dict[str, Any] = {}

    def show(done: int, total: int, label: str) -> None:  # noqa: ARG001 — one bar for all
        bar = bars.get("bar")
        if bar is None:
            click.echo("", err=True)
            bar = bars["bar"] = click.progressbar(
                length=total, label="upload", file=sys.stderr, show_eta=True
            )
            bar.__enter__()
        bar.update(done - bar.pos)
        if done >= total:
            bar.__exit__(None, None, None)
            bars.clear()

    return show


class _Group(click.Group):
    """The ``legalkg`` group: every failure of a command is one ``Error:`` line, exit 3.

    :class:`LegalKGError` is turned so by the commands (:func:`_failing`); here also what
    escapes them: file-system errors (``-o missing-dir/x``, an unwritable output),
    ``RecursionError`` (input nested too deeply) and query errors raised while results are
    read (``RuntimeError``, ``OSError`` from pyoxigraph, e.g. a ``SERVICE`` call refused).
    """

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return self._invoke(ctx)
        except click.ClickException as e:
            if verbose() and e.__cause__ is not None:
                import traceback

                click.echo("".join(traceback.format_exception(e.__cause__)).rstrip(), err=True)
            raise

    def _invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except LegalKGError as e:
            raise _fail(e) from e
        except BrokenPipeError:
            raise  # stdout closed (``| head``): not an error of ours
        except (click.exceptions.Exit, click.exceptions.Abort):
            raise  # click's own ends (after --help, Ctrl-C): RuntimeErrors, not failures
        except (OSError, RecursionError, RuntimeError, MemoryError) as e:
            raise DataError(describe_failure(e)) from e


#: ``--quiet`` / ``--verbose`` of the running command (read with :func:`quiet`, :func:`verbose`).
_VERBOSITY = {"level": 0}


def quiet() -> bool:
    """Whether ``legalkg --quiet`` was given: no progress lines or bars, no warnings."""
    return _VERBOSITY["level"] < 0


def verbose() -> bool:
    """Whether ``legalkg --verbose`` was given: log messages, and the cause of an error."""
    return _VERBOSITY["level"] > 0


@click.group(
    cls=_Group,
    context_settings={"help_option_names": ["-h", "--help"]},
    epilog=EXIT_CODES,
)
@click.version_option(package_name="legalkg")
@click.option(
    "--verbose",
    is_flag=True,
    help="Log what legalkg does (INFO) on stderr, and after an error the chain of its causes.",
)
@click.option(
    "--quiet", is_flag=True, help="No progress output and no warnings on stderr; errors only."
)
def cli(verbose: bool, quiet: bool) -> None:
    """Legal norms and their amendment history as validated, queryable RDF.

    \b
    Example:
        legalkg ingest examples/br-constitution/ --store cf88.db
        legalkg info --store cf88.db
        legalkg --quiet publish --store cf88.db --out site/
    """
    from legalkg.core.redact import remember_process_secrets

    # Every credential given on this run is kept out of what it prints (legalkg.core.redact).
    remember_process_secrets()
    if verbose and quiet:
        raise click.UsageError("give --verbose or --quiet, not both")
    _VERBOSITY["level"] = 1 if verbose else -1 if quiet else 0
    if verbose:
        import logging

        logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")


@cli.command(epilog=EXIT_CODES)
@click.argument("sources", nargs=-1, required=True, type=click.Path(path_type=Path, exists=False))
@store_option()
@click.option(
    "--base",
    default="https://example.org/",
    show_default=True,
    help="Base IRI of every minted IRI (ends in / or #).",
)
@click.option("--graph", default=None, help="Graph IRI for a single source.")
@click.option(
    "--validate/--no-validate",
    default=True,
    show_default=True,
    help="Check the data against the SHACL shapes before writing.",
)
@click.option(
    "--engine",
    type=click.Choice(["turbo", "pyshacl"]),
    default="turbo",
    show_default=True,
    help="SHACL engine for the check.",
)
@click.option(
    "--wait",
    is_flag=True,
    help="If another process is writing the store, wait for it instead of failing.",
)
@click.option(
    "--allow-empty",
    is_flag=True,
    help="Store a source that yields no components or no triples (refused without it: "
    "a truncated file would silently replace a law by nothing).",
)
@click.option(
    "--allow-shrink",
    is_flag=True,
    help="Let a source replace a stored graph by less than half its triples (refused without it).",
)
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=None,
    help="Processes that read, build and validate the laws of Legalize repositories beside "
    "each other (same store, report and errors as one). Default: one per core (at most 4) "
    "for a repository of 64 laws or more, else 1.",
)
def ingest(
    sources: tuple[Path, ...],
    store_path: Path,
    base: str,
    graph: str | None,
    validate: bool,
    engine: str,
    wait: bool,
    allow_empty: bool,
    allow_shrink: bool,
    jobs: int | None,
) -> None:
    """Read SOURCES, build their versioned graph and store it.

    A source is a norm-history file (.yaml/.json), a folder with a provision
    table (legalkg.yaml), or an RDF file (.ttl .trig .nt .nq .jsonld .rdf).
    Each source replaces its own named graph; nothing is written unless
    every source reads and conforms to the shapes.

    \b
    Example:
        legalkg ingest examples/br-constitution/ --store cf88.db
    """
    from legalkg.ingest import ingest as run_ingest

    # A bar only when stderr is a terminal: logs and pipes stay clean.
    bar = click.progressbar(
        length=len(sources) + (2 if validate else 1),
        label="ingest",
        file=sys.stderr,
        show_eta=False,
        show_percent=False,
        item_show_func=lambda item: item,
    )
    interactive = sys.stderr.isatty() and not quiet()
    with bar if interactive else contextlib.nullcontext():
        with _failing():
            result = run_ingest(
                list(sources),
                store=_open(store_path, read_only=False),
                base=base,
                graph=graph,
                validate=validate,
                engine=engine,
                progress=_progress(bar) if interactive else None,
                wait=wait,
                allow_empty=allow_empty,
                allow_shrink=allow_shrink,
                jobs=jobs,
            )
    for g in result.graphs:
        click.echo(f"{g.graph}: {g.triples} triples from {g.source}")
    if result.report is not None:
        notes = result.report.results  # warnings and info only: a violation refuses the ingest
        click.echo(f"Conforms, with {len(notes)} warning(s) or note(s):" if notes else "Conforms.")
        for note in notes:
            click.echo(note.to_text())


def _progress(bar: Any) -> Callable[[str], None]:
    """Advance the progress bar one stage per message (read/build a source, validate, write)."""
    started = time.monotonic()

    def show(message: str) -> None:
        bar.update(1, current_item=f"{message} ({time.monotonic() - started:.1f} s)")

    return show


@cli.command(epilog=EXIT_CODES)
@click.argument("files", nargs=-1, type=click.Path(path_type=Path, exists=True, dir_okay=False))
@store_option(required=False, read_only=True)
@click.option(
    "-f",
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "turtle", "junit"]),
    default="text",
    show_default=True,
    help="Report format.",
)
@click.option(
    "--engine",
    type=click.Choice(["turbo", "pyshacl"]),
    default="turbo",
    show_default=True,
    help="SHACL engine (pyshacl is the reference, turbo is fast).",
)
@click.option(
    "--shapes",
    "user_shapes",
    multiple=True,
    type=click.Path(path_type=Path, exists=True, dir_okay=False),
    help="Your own SHACL shapes file, checked beside legalkg's (repeatable).",
)
@click.option(
    "--only-shapes",
    is_flag=True,
    help="Check only the --shapes files, not legalkg's own shapes.",
)
@output_option
def validate(
    files: tuple[Path, ...],
    store_path: Path | None,
    fmt: str,
    engine: str,
    user_shapes: tuple[Path, ...],
    only_shapes: bool,
    output: Path,
) -> None:
    """Check RDF FILES, or a store, against the legalkg SHACL shapes (and your own).

    Exit code 0 when the data conforms, 1 when it does not.

    \b
    Example:
        legalkg validate --store cf88.db
        legalkg validate graph.ttl -f junit -o shacl-report.xml
        legalkg validate graph.ttl --shapes my-rules.ttl
    """
    from legalkg.validation.shacl import validate_files, validate_store

    if bool(files) == (store_path is not None or _endpoint_given()):
        raise click.UsageError("give RDF FILES or --store/--endpoint, not both or neither")
    if only_shapes and not user_shapes:
        raise click.UsageError("--only-shapes needs at least one --shapes FILE")
    shapes = list(user_shapes) if only_shapes else None
    extra = () if only_shapes else user_shapes
    with _failing():
        if files:
            report = validate_files(list(files), engine=engine, shapes=shapes, extra_shapes=extra)
        else:
            report = validate_store(
                _open(store_path, read_only=True), engine=engine, shapes=shapes, extra_shapes=extra
            )
    renderers: dict[str, Callable[[], str | bytes]] = {
        "text": report.to_text,
        "json": report.to_json,
        "turtle": report.to_turtle,
        "junit": report.to_junit,
    }
    rendered = renderers[fmt]()
    if isinstance(rendered, str) and not rendered.endswith("\n"):
        rendered += "\n"
    _write(output, rendered)
    sys.exit(0 if report.conforms else 1)


@cli.command(epilog=EXIT_CODES)
@click.argument("query", required=False)
@click.option(
    "-q",
    "--query-file",
    type=click.File("r", encoding="utf-8"),
    help="Read the query from this file ('-' for stdin).",
)
@store_option(read_only=True)
@click.option(
    "-f",
    "--format",
    "fmt",
    type=click.Choice(
        ["table", "csv", "tsv", "json", "xml", "turtle", "ntriples", "nquads", "trig"]
        + ["rdfxml", "jsonld"]
    ),
    default=None,
    help="Result format: table, csv, tsv, json, xml for SELECT/ASK [default: table]; "
    "turtle, ntriples, nquads, trig, rdfxml, jsonld for CONSTRUCT/DESCRIBE [default: turtle].",
)
@click.option(
    "--allow-service",
    is_flag=True,
    help="Let SERVICE patterns call other SPARQL servers (refused without it).",
)
@output_option
def sparql(
    query: str | None,
    query_file: Any,
    store_path: Path,
    fmt: str | None,
    allow_service: bool,
    output: Path,
) -> None:
    """Run a SPARQL 1.1 QUERY (SELECT, ASK, CONSTRUCT, DESCRIBE) on a store.

    The default graph is the union of all named graphs unless the query
    names its dataset (FROM, FROM NAMED); the lkg:, eli:, lrmoo:, prov:,
    rdfs:, xsd: … prefixes are predeclared. SERVICE (a call to another
    server) needs --allow-service.

    \b
    Example:
        legalkg sparql --store cf88.db -f table \\
          'SELECT ?from ?text WHERE { ?v lkg:versionOf ?c ; lkg:validFrom ?from ;
             lkg:hasLanguageVersion/lkg:text ?text . ?c rdfs:label "art. 6º"@pt }
           ORDER BY ?from'
    """
    from legalkg.sparql.formats import serialize_result

    if (query is None) == (query_file is None):
        raise click.UsageError("give the QUERY text or -q FILE, not both or neither")
    text = query if query is not None else query_file.read()
    source = "QUERY" if query is not None else getattr(query_file, "name", "-")
    source = "<stdin>" if source in ("-", "<stdin>") else source
    from legalkg.sparql.check import QueryRefused, prepare
    from legalkg.sparql.errors import query_error, update_refusal

    refusal = update_refusal(text, source)
    if refusal is not None:
        raise DataError(refusal)
    try:
        text = prepare(text, allow_service=allow_service)
    except QueryRefused as e:
        if e.kind == "service":
            raise DataError(
                "the query has a SERVICE pattern, which would call another server; "
                "give --allow-service to let it"
            ) from None
        raise DataError(str(e)) from None
    store = _open(store_path, read_only=True)
    try:
        result = store.query(text)
    except LegalKGError as e:
        prefix = "SPARQL syntax error: "
        if str(e).startswith(prefix):
            from legalkg.core.namespaces import PREFIXES

            message = query_error(text, str(e)[len(prefix) :], source, PREFIXES)
            raise DataError(message) from e
        raise _fail(e) from e
    with _failing():
        _write(output, serialize_result(result, fmt))


@cli.command(epilog=EXIT_CODES)
@store_option(read_only=True)
@click.option(
    "-f",
    "--format",
    "fmt",
    type=click.Choice(["trig", "nquads", "turtle", "ntriples", "rdfxml", "jsonld"]),
    default=None,
    help="RDF format [default: from the -o extension, else trig].",
)
@click.option("--graph", default=None, help="Export only this named graph.")
@output_option
def export(store_path: Path, fmt: str | None, graph: str | None, output: Path) -> None:
    """Write the store (or one graph) as RDF, sorted: same store, same bytes.

    \b
    Example:
        legalkg export --store cf88.db -f trig -o cf88.trig
    """
    import pyoxigraph as ox

    from legalkg.sparql.formats import rdf_format, rdf_format_for_path

    try:
        if fmt is not None:
            rdf = rdf_format(fmt)
        elif str(output) != "-":
            rdf = rdf_format_for_path(output)
        else:
            rdf = rdf_format("trig")
        named = ox.NamedNode(graph) if graph else None
        store = _open(store_path, read_only=True)
        if named is not None and named not in set(store.graphs()):
            raise DataError(
                f"--graph {graph}: no such graph in the store (it holds "
                f"{len(store.graphs())}; 'legalkg info' lists them)"
            )
        # A remote store has no local Oxigraph to stream from: its own export (inherited
        # from Store, export reads through quads(), which the remote store answers). Only
        # _open imports legalkg.store.remote, and only for an endpoint: not imported here for a
        # local store (start-up is most of a small store's export).
        remote = sys.modules.get("legalkg.store.remote")
        export_to: Callable[..., None] | None = (
            None
            if remote is not None and isinstance(store, remote.RemoteStore)
            else getattr(store, "export_to", None)
        )
        if export_to is None:
            _write(output, store.export(format=rdf, graph=named))
        elif str(output) == "-":
            export_to(sys.stdout.buffer, format=rdf, graph=named)
        else:
            with open(output, "wb") as f:
                export_to(f, format=rdf, graph=named)
    except ValueError as e:
        raise DataError(f"--graph: {e}") from e
    except LegalKGError as e:
        raise _fail(e) from e


@cli.command(epilog=EXIT_CODES)
@store_option(read_only=True)
@click.option(
    "-f", "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
def info(store_path: Path, fmt: str) -> None:
    """Count works, components, versions, actions and triples per graph.

    \b
    Example:
        legalkg info --store cf88.db
    """
    from legalkg.store.info import info_json, info_text, store_info

    with _failing():
        infos = store_info(_open(store_path, read_only=True))
    click.echo(info_json(infos) if fmt == "json" else info_text(infos), nl=False)


@cli.command(epilog=EXIT_CODES)
@click.argument("question", required=False)
@store_option(read_only=True)
@click.option(
    "--request",
    "request_json",
    default=None,
    help='A request as JSON instead of a question, e.g. \'{"type": "valid-versions", '
    '"component": "art. 6º", "date": "2001-05-20"}\'.',
)
@click.option(
    "--batch",
    type=click.File("r", encoding="utf-8"),
    default=None,
    help='JSON Lines: one {"id", "question"|"request"} per line; one JSON '
    "answer per line out, in order.",
)
@click.option("--work", default=None, help="The work, when the store holds several.")
@click.option(
    "-f", "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@click.option("--show-prompt", is_flag=True, help="Also print the grounded prompt (text format).")
@click.option(
    "--explain", is_flag=True, help="Print the request the question was read into, in words."
)
@click.option(
    "--llm",
    is_flag=True,
    help="Send the grounded prompt to an OpenAI-compatible chat endpoint "
    "(LEGALKG_LLM_BASE_URL, LEGALKG_LLM_MODEL, LEGALKG_LLM_API_KEY).",
)
@click.option(
    "--llm-parse",
    is_flag=True,
    help="When the rules cannot read the question, ask the LLM for a request "
    "(shown to you, never silent).",
)
@click.option(
    "--llm-base-url",
    envvar="LEGALKG_LLM_BASE_URL",
    default=None,
    help="Base URL of the chat endpoint, e.g. http://127.0.0.1:11434/v1.",
)
@click.option("--llm-model", envvar="LEGALKG_LLM_MODEL", default=None, help="Model name.")
@click.option(
    "--llm-api-key", envvar="LEGALKG_LLM_API_KEY", default=None, help="API key (never printed)."
)
@output_option
def ask(
    question: str | None,
    store_path: Path,
    request_json: str | None,
    batch: Any,
    work: str | None,
    fmt: str,
    show_prompt: bool,
    explain: bool,
    llm: bool,
    llm_parse: bool,
    llm_base_url: str | None,
    llm_model: str | None,
    llm_api_key: str | None,
    output: Path,
) -> None:
    """Answer a QUESTION about the law at a point in time, deterministically.

    The question (English or Portuguese) is read by rules into a typed
    request, planned into SPARQL templates and answered from the store with
    citations. It never guesses: a question it does not fully understand exits 3
    with one line saying what it understood and what it did not (accepted forms:
    docs/requests.md#questions); --explain prints the request it was read into.

    \b
    Example:
        legalkg ask --store cf88.db "What did art. 6 say on 20 May 2001?"
        legalkg ask --store cf88.db "Quais foram as versões do art. 6?" -f json
        legalkg ask --store cf88.db --request '{"type": "item-history", "component": "Título II"}'
    """
    from legalkg.asking import LLMConfig, ask_batch, ask_one

    given = [x for x in (question, request_json, batch) if x is not None]
    if len(given) != 1:
        raise click.UsageError("give a QUESTION, --request JSON or --batch FILE (exactly one)")
    config = LLMConfig(llm_base_url, llm_model, llm_api_key) if (llm or llm_parse) else None
    with _failing():
        store = _open(store_path, read_only=True)
        if batch is not None:
            _write(output, "".join(line + "\n" for line in ask_batch(batch, store, work=work)))
            return
        out = ask_one(
            store,
            question=question,
            request_json=request_json,
            work=work,
            llm=config if llm else None,
            llm_parse=config if llm_parse else None,
        )
    if out.parsed_by_llm:
        click.echo(f"The LLM read the question as: {out.parsed_by_llm}", err=True)
    if explain:
        from legalkg.norms.questions import describe_request

        click.echo(describe_request(out.answer.request, out.answer), err=True)
    _write(output, out.render(fmt, show_prompt=show_prompt))


@cli.group(invoke_without_command=True, epilog=EXIT_CODES)
@click.pass_context
def queries(ctx: click.Context) -> None:
    """List the SPARQL query templates (ids, parameters, descriptions).

    \b
    Example:
        legalkg queries
        legalkg queries show valid-versions
    """
    if ctx.invoked_subcommand is None:
        from legalkg.engine.templates import templates

        for t in templates().values():
            params = " ".join(f"{p.name}:{p.type}{'?' if p.optional else ''}" for p in t.params)
            click.echo(f"{t.id:<20} {params}\n    {t.description}")


@queries.command("show", epilog=EXIT_CODES)
@click.argument("template_id")
def queries_show(template_id: str) -> None:
    """Print one query template's source.

    \b
    Example:
        legalkg queries show valid-versions
    """
    from legalkg.engine.templates import get_template

    with _failing():
        click.echo(get_template(template_id).source, nl=False)


@cli.command(epilog=EXIT_CODES)
@click.argument("template_id")
@click.option(
    "-p",
    "--param",
    "params",
    multiple=True,
    metavar="NAME=VALUE",
    help="A template parameter (repeat for each).",
)
@store_option(read_only=True)
@click.option(
    "-f",
    "--format",
    "fmt",
    type=click.Choice(["table", "csv", "tsv", "json", "xml"]),
    default="table",
    show_default=True,
)
@click.option("--show", is_flag=True, help="Print the rendered SPARQL instead of running it.")
@output_option
def query(
    template_id: str, params: tuple[str, ...], store_path: Path, fmt: str, show: bool, output: Path
) -> None:
    """Run the query template TEMPLATE_ID with typed parameters.

    \b
    Example:
        legalkg query valid-versions --store cf88.db \\
          -p component=https://example.org/eli/br/constituicao/1988/tit2/art6 \\
          -p date=2001-05-20
    """
    from legalkg.engine.templates import render_sparql
    from legalkg.sparql.formats import serialize_result

    values: dict[str, str] = {}
    for item in params:
        name, sep, value = item.partition("=")
        if not sep:
            raise click.UsageError(f"--param {item!r}: write NAME=VALUE")
        values[name] = value
    with _failing():
        sparql = render_sparql(template_id, **values)
        if show:
            _write(output, sparql)
            return
        _write(output, serialize_result(_open(store_path, read_only=True).query(sparql), fmt))


def _load_command_modules() -> None:
    """Import every module of :mod:`legalkg.commands`; each adds its commands to ``cli``."""
    import importlib
    import pkgutil

    import legalkg.commands

    for module in sorted(pkgutil.iter_modules(legalkg.commands.__path__), key=lambda m: m.name):
        if not module.name.startswith("_"):
            importlib.import_module(f"legalkg.commands.{module.name}")


_load_command_modules()
