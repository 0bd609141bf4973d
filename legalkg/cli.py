"""The ``legalkg`` command group: how every command fails (one ``Error:`` line, exit 3),
``--verbose`` / ``--quiet``, and the commands of :mod:`legalkg.commands`, one module per
feature (``store``: ingest, validate, export, info; ``query``: sparql, query, queries; ``ask``;
``events``; ``graf``; ``publish``: publish, serve, draw; ``search``), loaded here. Each command
is a thin wrapper, one library call; :mod:`legalkg.commands._options` has the options they
share. Only this module and :mod:`legalkg.commands` import click.

Exit codes: 0 success (``validate``: conforms), 1 ``validate``: does not conform, 2 usage error,
3 input or runtime error (the message says where and how to fix it; nothing was written).
"""

from __future__ import annotations

import contextlib
import errno
from collections.abc import Iterator
from typing import Any

import click

from legalkg.core.errors import LegalKGError, ValidationError

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


def fail(e: LegalKGError) -> DataError:
    if isinstance(e, ValidationError):
        click.echo(e.report.to_text().rstrip("\n"), err=True)
    return DataError(str(e))


@contextlib.contextmanager
def failing() -> Iterator[None]:
    """Turn a :class:`LegalKGError` raised inside the block into exit code 3 (:func:`fail`)."""
    try:
        yield
    except LegalKGError as e:
        raise fail(e) from e


class _Group(click.Group):
    """The ``legalkg`` group: every failure of a command is one ``Error:`` line, exit 3.

    :class:`LegalKGError` is turned so by the commands (:func:`failing`); here also what
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
            raise fail(e) from e
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


def _load_command_modules() -> None:
    """Import every module of :mod:`legalkg.commands`; each adds its commands to ``cli``."""
    import importlib
    import pkgutil

    import legalkg.commands

    for module in sorted(pkgutil.iter_modules(legalkg.commands.__path__), key=lambda m: m.name):
        if not module.name.startswith("_"):
            importlib.import_module(f"legalkg.commands.{module.name}")


_load_command_modules()
