"""The options and helpers every ``legalkg`` command shares: the store (local path or SPARQL
endpoint, with its credentials), the output file, and how a store is opened.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import click

F = TypeVar("F", bound=Callable[..., Any])


def store_option(*, required: bool = True, read_only: bool = False) -> Callable[[F], F]:
    """``--store PATH`` (or ``LEGALKG_STORE``): an on-disk Oxigraph store folder; or
    ``--endpoint URL`` (or ``LEGALKG_ENDPOINT``) and its options: a SPARQL 1.1 server.

    The endpoint options are not passed to the command: they wait in the click context until
    :func:`open_store` turns them into a :class:`legalkg.store.remote.RemoteStore`. With an
    endpoint, ``store_path`` is ``None``; without either, a command that needs a store stops with a
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
            if required and kwargs.get("store_path") is None and not endpoint_given():
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
    """Keep an endpoint option's value in the context for :func:`open_store`."""
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


def endpoint_given() -> bool:
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


def write_output(output: Path, data: bytes | str) -> None:
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if str(output) == "-":
        click.echo(raw, nl=False)
    else:
        output.write_bytes(raw)


def open_store(path: Path | None, *, read_only: bool) -> Any:
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
            progress=upload_progress() if sys.stderr.isatty() and not read_only else None,
        )
    if path is None:
        raise click.UsageError(
            "give --store PATH (LEGALKG_STORE) or --endpoint URL (LEGALKG_ENDPOINT)"
        )
    from legalkg.store.local import Store

    return Store(path, read_only=read_only)


def upload_progress() -> Callable[[int, int, str], None]:
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
