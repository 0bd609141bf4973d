"""``legalkg sparql``, ``query`` and ``queries``: a SPARQL query, or one of the packaged
parameterized templates, run on a store.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from legalkg.cli import EXIT_CODES, DataError, cli, fail, failing
from legalkg.commands._options import open_store, output_option, store_option, write_output
from legalkg.core.errors import LegalKGError


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
    store = open_store(store_path, read_only=True)
    try:
        result = store.query(text)
    except LegalKGError as e:
        prefix = "SPARQL syntax error: "
        if str(e).startswith(prefix):
            from legalkg.core.namespaces import PREFIXES

            message = query_error(text, str(e)[len(prefix) :], source, PREFIXES)
            raise DataError(message) from e
        raise fail(e) from e
    with failing():
        write_output(output, serialize_result(result, fmt))


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

    with failing():
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
    with failing():
        sparql = render_sparql(template_id, **values)
        if show:
            write_output(output, sparql)
            return
        write_output(
            output, serialize_result(open_store(store_path, read_only=True).query(sparql), fmt)
        )
