"""Output formats: names ↔ pyoxigraph formats, and query results as text.

>>> rdf_format("trig")
<RdfFormat TriG>
>>> rdf_format_for_path("cf88.nq")
<RdfFormat N-Quads>
"""

from __future__ import annotations

import io
from pathlib import Path

import pyoxigraph as ox

from legalkg.core.errors import InputError
from legalkg.core.namespaces import PREFIXES

RDF_FORMATS: dict[str, ox.RdfFormat] = {
    "turtle": ox.RdfFormat.TURTLE,
    "trig": ox.RdfFormat.TRIG,
    "ntriples": ox.RdfFormat.N_TRIPLES,
    "nquads": ox.RdfFormat.N_QUADS,
    "rdfxml": ox.RdfFormat.RDF_XML,
    "jsonld": ox.RdfFormat.JSON_LD,
}
RESULT_FORMATS: dict[str, ox.QueryResultsFormat] = {
    "csv": ox.QueryResultsFormat.CSV,
    "tsv": ox.QueryResultsFormat.TSV,
    "json": ox.QueryResultsFormat.JSON,
    "xml": ox.QueryResultsFormat.XML,
}
#: The formats of a CONSTRUCT/DESCRIBE result, in the order error messages list them.
GRAPH_RESULT_FORMATS = ("turtle", "ntriples", "nquads", "trig", "rdfxml", "jsonld")
_EXTENSIONS = {
    ".ttl": "turtle",
    ".trig": "trig",
    ".nt": "ntriples",
    ".nq": "nquads",
    ".rdf": "rdfxml",
    ".xml": "rdfxml",
    ".jsonld": "jsonld",
}


def sorted_prefixes(turtle: bytes) -> bytes:
    """Rewrite the ``@prefix`` header of Turtle/TriG output in sorted order.

    pyoxigraph writes the prefixes in hash-map order; sorting them makes the bytes stable.
    """
    lines = turtle.split(b"\n")
    n = 0
    while n < len(lines) and lines[n].startswith(b"@prefix "):
        n += 1
    return b"\n".join(sorted(lines[:n]) + lines[n:])


def rdf_format(name: str) -> ox.RdfFormat:
    """The RDF format called ``name`` (one of :data:`RDF_FORMATS`)."""
    try:
        return RDF_FORMATS[name]
    except KeyError:
        raise InputError(
            "--format",
            f"unknown RDF format {name!r}",
            f"Use one of {', '.join(RDF_FORMATS)}",
        ) from None


def rdf_format_for_path(path: str | Path) -> ox.RdfFormat:
    """Guess the RDF format from a file extension."""
    name = _EXTENSIONS.get(Path(path).suffix.lower())
    if name is None:
        raise InputError(
            str(path),
            "cannot tell the RDF format from the extension",
            f"Name it {', '.join(sorted(_EXTENSIONS))} or give --format",
        )
    return RDF_FORMATS[name]


def term_text(term: object, *, compact: bool = True) -> str:
    """A term for people: IRIs as prefixed names where a prefix fits, literals as their value.

    >>> term_text(ox.NamedNode("https://w3id.org/legalkg#Work"))
    'lkg:Work'
    >>> term_text(ox.Literal("2000-02-14", datatype=ox.NamedNode(PREFIXES["xsd"] + "date")))
    '2000-02-14'
    """
    if term is None:
        return ""
    if isinstance(term, ox.NamedNode):
        if compact:
            for prefix, ns in sorted(PREFIXES.items(), key=lambda kv: -len(kv[1])):
                local = term.value[len(ns) :]
                if (
                    term.value.startswith(ns)
                    and local
                    and all(c.isalnum() or c in "_-" for c in local)
                ):
                    return f"{prefix}:{local}"
        return f"<{term.value}>"
    if isinstance(term, ox.Literal):
        return term.value
    return str(term)


def solutions_table(solutions: ox.QuerySolutions) -> str:
    """SELECT results as an aligned text table (header, rule, rows)."""
    names = [v.value for v in solutions.variables]
    rows = [[term_text(row[name]) for name in names] for row in solutions]
    widths = [max([len(n)] + [len(r[i]) for r in rows]) for i, n in enumerate(names)]
    out = io.StringIO()
    out.write("  ".join(n.ljust(w) for n, w in zip(names, widths, strict=True)).rstrip() + "\n")
    out.write("  ".join("-" * w for w in widths) + "\n")
    for r in rows:
        out.write("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() + "\n")
    return out.getvalue()


def serialize_result(
    result: ox.QuerySolutions | ox.QueryBoolean | ox.QueryTriples, fmt: str | None
) -> bytes:
    """Serialize a query result: ``table`` (default for SELECT/ASK), ``csv``, ``tsv``, ``json``,
    ``xml``; for CONSTRUCT/DESCRIBE an RDF format (default ``turtle``).

    :raises InputError: for a format that does not fit the query form.
    """
    if isinstance(result, ox.QueryTriples):
        triples = sorted(result, key=lambda t: (str(t.subject), str(t.predicate), str(t.object)))
        name = fmt or "turtle"
        if name not in RDF_FORMATS:
            raise InputError(
                "--format",
                f"{name!r} does not fit a CONSTRUCT/DESCRIBE result",
                f"Use {', '.join(GRAPH_RESULT_FORMATS)}",
            )
        # A dataset format (TriG, N-Quads, JSON-LD) writes the triples in its default graph.
        prefixes = PREFIXES if name in ("turtle", "trig") else None
        out = ox.serialize(triples, format=RDF_FORMATS[name], prefixes=prefixes)
        return sorted_prefixes(out or b"") if prefixes else out or b""
    name = fmt or "table"
    if name == "table":
        if isinstance(result, ox.QueryBoolean):
            return b"true\n" if bool(result) else b"false\n"
        return solutions_table(result).encode("utf-8")
    if name not in RESULT_FORMATS:
        form = "an ASK" if isinstance(result, ox.QueryBoolean) else "a SELECT"
        raise InputError(
            "--format",
            f"{name!r} does not fit {form} result",
            f"Use table, {', '.join(RESULT_FORMATS)}",
        )
    return result.serialize(format=RESULT_FORMATS[name]) or b""
