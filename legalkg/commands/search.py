"""``legalkg search`` and ``legalkg index``: point-in-time text search over provisions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from legalkg.cli import EXIT_CODES, cli, failing
from legalkg.commands._options import open_store, output_option, store_option, write_output


def _hits_text(hits: list[Any], query: str, at: str | None, during: str | None = None) -> str:
    when = f" in force on {at}" if at else during or " (every wording ever in force)"
    if not hits:
        return f"No provision{when} matches {query!r}.\n"
    lines = []
    for h in hits:
        until = h.valid_until or "…"
        lines.append(f"{h.rank}. {h.citation}  score {h.score:.4f}  [{h.valid_from}, {until})")
        lines.append(f"   {h.passage}")
        lines.append(f"   <{h.component}>")
        lines.append(f"   version <{h.version}>")
    return "\n".join(lines) + "\n"


@cli.command(epilog=EXIT_CODES)
@click.argument("text")
@store_option(read_only=True)
@click.option("--at", "at", default=None, metavar="DATE", help="Only text in force on DATE.")
@click.option(
    "--scope",
    default=None,
    metavar="COMPONENT",
    help="Only the subtree of COMPONENT (a citation such as 'Título II', or an IRI), as it "
    "stood on DATE.",
)
@click.option(
    "--from",
    "from_",
    default=None,
    metavar="DATE",
    help="With or without --until: any wording in force at some moment of [DATE, UNTIL).",
)
@click.option(
    "--until", default=None, metavar="DATE", help="End of the interval (excluded); see --from."
)
@click.option("--work", default=None, help="The work (IRI or title words), if several.")
@click.option("--top-k", default=10, show_default=True, type=int, help="How many hits.")
@click.option(
    "--flat",
    is_flag=True,
    help="Baseline: search only today's text, with no dates (ignores --at).",
)
@click.option(
    "-f", "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@output_option
def search(
    text: str,
    store_path: Path | None,
    at: str | None,
    scope: str | None,
    from_: str | None,
    until: str | None,
    work: str | None,
    top_k: int,
    flat: bool,
    fmt: str,
    output: Path,
) -> None:
    """Find the provisions whose wording in force on a date matches TEXT.

    BM25 over every wording of every provision (accents and case folded,
    stop words dropped, stemmed in the text's language; English topic
    words also reach Portuguese text through a small gloss). Put a phrase
    in double quotes to rank the provisions that contain it literally
    first. Matching words are shown in **bold**. The index is kept in
    STORE.index/ beside the store and rebuilt by itself when a source was
    re-ingested. With --from/--until, a provision matches when any of its
    wordings in force within [FROM, UNTIL) does. Scores use the statistics
    of the wordings in force on the date (or in the interval).

    \b
    Example:
        legalkg search moradia --store cf88.db --at 2001-01-01 --scope "Título II"
        legalkg search '"direitos sociais"' --store cf88.db -f json
        legalkg search previdência --store cf88.db --from 2019-01-01 --until 2020-01-01
    """
    from legalkg.norms.search import search as run_search

    during = (from_, until) if from_ is not None or until is not None else None
    with failing():
        hits = run_search(
            open_store(store_path, read_only=True),
            text,
            at=None if flat else at,
            scope=scope,
            work=work,
            top_k=top_k,
            flat=flat,
            during=during,
        )
    if fmt == "json":
        out = {
            "query": text,
            "at": None if flat else at,
            "scope": scope,
            "flat": flat,
            "hits": [h.to_json() for h in hits],
        }
        if during is not None:
            out["from"], out["until"] = during
        write_output(output, json.dumps(out, ensure_ascii=False, sort_keys=True, indent=2) + "\n")
    else:
        window = f" in force at some moment of [{from_ or '…'}, {until or '…'})" if during else None
        write_output(output, _hits_text(hits, text, None if flat else at, window))


@cli.command(epilog=EXIT_CODES)
@store_option(read_only=True)
def index(store_path: Path | None) -> None:
    """Rebuild the text index of a store (STORE.index/, beside the store).

    A search keeps the index up to date by itself (it compares each named
    graph's fingerprint with the one its part of the index was built from);
    this command rebuilds it all, e.g. after an upgrade of legalkg.

    \b
    Example:
        legalkg index --store cf88.db
    """
    import time

    from legalkg.norms.search import update_index

    started = time.perf_counter()
    with failing():
        _, status = update_index(open_store(store_path, read_only=True), rebuild=True)
    seconds = time.perf_counter() - started
    click.echo(
        f"{status.wordings} wordings from {len(status.rebuilt)} graph(s) indexed in "
        f"{seconds:.1f} s; index: {status.location}"
    )
