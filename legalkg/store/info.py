"""What a store holds: counts of works, components, versions, actions and triples per graph."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

import pyoxigraph as ox

from legalkg.core.resources import data_dir
from legalkg.store.local import Store

KINDS = ("works", "components", "versions", "language versions", "actions")


@dataclass(frozen=True, slots=True)
class GraphInfo:
    """The counts of one named graph."""

    graph: str
    triples: int
    works: int = 0
    components: int = 0
    versions: int = 0
    language_versions: int = 0
    actions: int = 0


def store_info(store: Store) -> list[GraphInfo]:
    """Counts per named graph, sorted by graph IRI.

    >>> from legalkg.ingest import ingest, example_path
    >>> store = Store()
    >>> _ = ingest([example_path("art6")], store=store, validate=False)
    >>> info = store_info(store)[0]
    >>> (info.works, info.components, info.versions, info.actions)
    (4, 6, 19, 7)
    """
    queries = data_dir("queries")
    triples = {
        _value(row["graph"]): int(_value(row["triples"]))
        for row in store.select((queries / "info-triples.rq").read_text("utf-8"))
    }
    counts: dict[str, dict[str, int]] = {g: {} for g in triples}
    for row in store.select((queries / "info-counts.rq").read_text("utf-8")):
        counts[_value(row["graph"])][_value(row["kind"]).replace(" ", "_")] = int(
            _value(row["count"])
        )
    return [GraphInfo(g, triples[g], **counts[g]) for g in sorted(triples)]


def _value(term: object) -> str:
    assert isinstance(term, ox.NamedNode | ox.Literal)
    return term.value


def info_text(infos: list[GraphInfo]) -> str:
    """The counts as a table, one graph per row, with a total line."""
    head = ["graph", "triples", *KINDS]
    rows = [
        [i.graph, *(str(getattr(i, k.replace(" ", "_"))) for k in ["triples", *KINDS])]
        for i in infos
    ]
    if len(infos) > 1:
        rows.append(
            [
                "total",
                *(
                    str(sum(getattr(i, k.replace(" ", "_")) for i in infos))
                    for k in ["triples", *KINDS]
                ),
            ]
        )
    widths = [max(len(r[c]) for r in [head, *rows]) for c in range(len(head))]
    lines = [
        "  ".join(
            v.ljust(w) if c == 0 else v.rjust(w)
            for c, (v, w) in enumerate(zip(r, widths, strict=True))
        )
        for r in [head, *rows]
    ]
    return "\n".join(lines) + "\n"


def info_json(infos: list[GraphInfo]) -> str:
    """The counts as JSON (a list of objects, sorted keys)."""
    return json.dumps([asdict(i) for i in infos], indent=2, sort_keys=True) + "\n"
