"""``legalkg events``: extract source-grounded event graphs from complaint texts."""

from __future__ import annotations

import json
from pathlib import Path

import click

from legalkg.cli import EXIT_CODES, cli, fail, failing
from legalkg.commands._options import output_option, write_output
from legalkg.core.errors import LegalKGError


@cli.group(epilog=EXIT_CODES)
def events() -> None:
    """Complaint event graphs (who did what to whom, when, why; with evidence).

    \b
    Example:
        legalkg events extract case13193_doc62893.txt -o case13193_doc62893.json
        legalkg ingest case13193_doc62893.json --store events.db
        legalkg ask --store events.db "What happened in case13193_doc62893, in order?"
    """


@events.command(epilog=EXIT_CODES)
@click.argument("complaint", type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--extractor",
    type=click.Choice(["rules", "llm"]),
    default="rules",
    show_default=True,
    help="rules (no network) or llm (any OpenAI-compatible chat endpoint).",
)
@click.option(
    "--llm-base-url",
    envvar="LEGALKG_LLM_BASE_URL",
    default=None,
    help="With --extractor llm: base URL of the chat endpoint, e.g. http://127.0.0.1:11434/v1.",
)
@click.option("--llm-model", envvar="LEGALKG_LLM_MODEL", default=None, help="Model name.")
@click.option(
    "--llm-api-key", envvar="LEGALKG_LLM_API_KEY", default=None, help="API key (never printed)."
)
@click.option(
    "--resolve",
    type=click.Choice(["none", "llm"]),
    default="none",
    show_default=True,
    help="After the deterministic merge, ask the LLM (same --llm-* settings) which entities "
    "and events are the same and which supported links are missing; it may only merge or add.",
)
@click.option(
    "--learned/--no-learned",
    default=True,
    show_default=True,
    help="With --extractor rules: lay the shipped act model (legalkg/events/models/) on the "
    "rules' graph; its drops are listed in the report.",
)
@click.option(
    "--report/--no-report",
    default=True,
    show_default=True,
    help="Print the merge report on stderr.",
)
@output_option
def extract(
    complaint: Path,
    extractor: str,
    llm_base_url: str | None,
    llm_model: str | None,
    llm_api_key: str | None,
    resolve: str,
    learned: bool,
    report: bool,
    output: Path,
) -> None:
    """Extract the event graph of a COMPLAINT text file as event JSON.

    Sentences are segmented and numbered, scored as facts, chunked, extracted (entities and
    events, then relations) and merged; the JSON follows docs/event-graph.schema.json. With
    --extractor llm, each chunk's answers must be strict JSON (one retry with the validation
    error); anything citing invented sentence ids, or dates and entities absent from the cited
    sentences, is dropped and listed under "report" in the output. With --resolve llm, the
    LLM then proposes identity merges and missing links; only supported merges and links are
    applied, the rest is dropped and reported, and the merge report gives the counts before
    and after that step.

    \b
    Example:
        legalkg events extract case13193_doc62893.txt -o case13193_doc62893.events.json
        legalkg events extract complaint.txt --extractor llm \\
            --llm-base-url http://127.0.0.1:11434/v1 --llm-model qwen2.5 -o graph.json
        legalkg events extract complaint.txt --resolve llm \\
            --llm-base-url http://127.0.0.1:11434/v1 --llm-model qwen2.5 -o graph.json
    """
    from legalkg.engine.llm import LLMConfig
    from legalkg.events.jsonio import dumps
    from legalkg.events.pipeline import extract_file

    if not complaint.exists():
        raise fail(LegalKGError(f"{complaint}: no such file"))
    uses_llm = extractor == "llm" or resolve == "llm"
    llm = LLMConfig(llm_base_url, llm_model, llm_api_key) if uses_llm else None
    with failing():
        result = extract_file(
            complaint, extractor=extractor, llm=llm, resolve=resolve, learned=learned
        )
    if report:
        click.echo(f"{complaint.name}: {result.merge.to_text()}", err=True)
        dropped = result.report.get("dropped", [])
        if dropped:
            click.echo(f"{complaint.name}: dropped {len(dropped)} unsupported item(s)", err=True)
    write_output(output, dumps(result.graph, report=result.report))


@events.command(name="schema", epilog=EXIT_CODES)
@output_option
def schema_cmd(output: Path) -> None:
    """Print the JSON Schema of the event JSON format.

    \b
    Example:
        legalkg events schema -o event-graph.schema.json
    """
    from legalkg.events.jsonio import schema

    write_output(output, json.dumps(schema(), indent=2, ensure_ascii=False) + "\n")
