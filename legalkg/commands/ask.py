"""``legalkg ask``: questions and JSON requests answered from a store, with their citations and
grounded prompt (optionally sent to an OpenAI-compatible LLM).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from legalkg.cli import EXIT_CODES, cli, failing
from legalkg.commands._options import open_store, output_option, store_option, write_output


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
    with failing():
        store = open_store(store_path, read_only=True)
        if batch is not None:
            write_output(
                output, "".join(line + "\n" for line in ask_batch(batch, store, work=work))
            )
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
    write_output(output, out.render(fmt, show_prompt=show_prompt))
