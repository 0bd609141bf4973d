"""``legalkg ingest``, ``validate``, ``export`` and ``info``: sources into a store, a store or
files against the shapes, a store out as sorted RDF, what a store holds.
"""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from legalkg.cli import EXIT_CODES, DataError, cli, fail, failing, quiet
from legalkg.commands._options import (
    endpoint_given,
    open_store,
    output_option,
    store_option,
    write_output,
)
from legalkg.core.errors import LegalKGError


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
        with failing():
            result = run_ingest(
                list(sources),
                store=open_store(store_path, read_only=False),
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

    if bool(files) == (store_path is not None or endpoint_given()):
        raise click.UsageError("give RDF FILES or --store/--endpoint, not both or neither")
    if only_shapes and not user_shapes:
        raise click.UsageError("--only-shapes needs at least one --shapes FILE")
    shapes = list(user_shapes) if only_shapes else None
    extra = () if only_shapes else user_shapes
    with failing():
        if files:
            report = validate_files(list(files), engine=engine, shapes=shapes, extra_shapes=extra)
        else:
            report = validate_store(
                open_store(store_path, read_only=True),
                engine=engine,
                shapes=shapes,
                extra_shapes=extra,
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
    write_output(output, rendered)
    sys.exit(0 if report.conforms else 1)


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
        store = open_store(store_path, read_only=True)
        if named is not None and named not in set(store.graphs()):
            raise DataError(
                f"--graph {graph}: no such graph in the store (it holds "
                f"{len(store.graphs())}; 'legalkg info' lists them)"
            )
        # A remote store has no local Oxigraph to stream from: its own export (inherited
        # from Store, export reads through quads(), which the remote store answers). Only
        # open_store imports legalkg.store.remote, and only for an endpoint: not imported here for a
        # local store (start-up is most of a small store's export).
        remote = sys.modules.get("legalkg.store.remote")
        export_to: Callable[..., None] | None = (
            None
            if remote is not None and isinstance(store, remote.RemoteStore)
            else getattr(store, "export_to", None)
        )
        if export_to is None:
            write_output(output, store.export(format=rdf, graph=named))
        elif str(output) == "-":
            export_to(sys.stdout.buffer, format=rdf, graph=named)
        else:
            with open(output, "wb") as f:
                export_to(f, format=rdf, graph=named)
    except ValueError as e:
        raise DataError(f"--graph: {e}") from e
    except LegalKGError as e:
        raise fail(e) from e


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

    with failing():
        infos = store_info(open_store(store_path, read_only=True))
    click.echo(info_json(infos) if fmt == "json" else info_text(infos), nl=False)
