"""The SPARQL 1.1 Protocol of ``legalkg serve``: content negotiation, one query run on a store with
its limits, the results written in the format asked for, the Service Description.

No HTTP framework here: :mod:`.app` reads the request and hands these functions the query and
the ``Accept`` header; :mod:`.pool` runs :func:`execute` in its worker processes.
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any
from xml.sax.saxutils import escape, quoteattr

import pyoxigraph as ox

from legalkg.core.errors import LegalKGError

#: Media types of resource documents, by suffix, in order of preference.


#: Media types of resource documents, by suffix, in order of preference.
DOC_TYPES = {
    "text/html": "html",
    "application/xhtml+xml": "html",
    "text/turtle": "ttl",
    "application/x-turtle": "ttl",
    "application/ld+json": "jsonld",
    "application/n-triples": "nt",
    "application/rdf+xml": "rdf",
}


#: SPARQL results media types: SELECT/ASK and CONSTRUCT/DESCRIBE.
RESULT_TYPES = {
    "application/sparql-results+json": "json",
    "application/json": "json",
    "application/sparql-results+xml": "xml",
    "application/xml": "xml",
    "text/csv": "csv",
    "text/tab-separated-values": "tsv",
}


GRAPH_TYPES = {
    "text/turtle": "ttl",
    "application/n-triples": "nt",
    "application/ld+json": "jsonld",
    "application/rdf+xml": "rdfxml",
    "application/n-quads": "nq",
    "application/trig": "trig",
}


MEDIA = {
    "json": "application/sparql-results+json",
    "xml": "application/sparql-results+xml",
    "csv": "text/csv; charset=utf-8",
    "tsv": "text/tab-separated-values; charset=utf-8",
    "ttl": "text/turtle; charset=utf-8",
    "nt": "application/n-triples",
    "jsonld": "application/ld+json",
    "rdfxml": "application/rdf+xml",
    "rdf": "application/rdf+xml",
    "nq": "application/n-quads",
    "trig": "application/trig; charset=utf-8",
    "html": "text/html; charset=utf-8",
}


def _dataset_body(triples: list[Any], fmt: str) -> bytes:
    """CONSTRUCT/DESCRIBE triples as N-Quads or TriG (in the default graph), sorted."""
    from legalkg.core.namespaces import PREFIXES
    from legalkg.sparql.formats import sorted_prefixes

    ordered = sorted(triples, key=lambda t: (str(t.subject), str(t.predicate), str(t.object)))
    if fmt == "nq":
        out = ox.serialize(ordered, format=ox.RdfFormat.N_QUADS)
        return out or b""
    out = ox.serialize(ordered, format=ox.RdfFormat.TRIG, prefixes=PREFIXES)
    return sorted_prefixes(out or b"")


class ServeError(LegalKGError):
    """A server that cannot start (store missing, port taken…)."""


def negotiate(accept: str | None, offers: dict[str, str]) -> str | None:
    """The offer (a value of ``offers``) that ``accept`` prefers; ``None`` if none is acceptable.

    Ties go to the earlier offer; a missing header accepts the first.

    >>> negotiate("text/turtle;q=0.9, application/ld+json", DOC_TYPES)
    'jsonld'
    >>> negotiate("text/*", DOC_TYPES)
    'html'
    >>> negotiate("image/png", DOC_TYPES) is None
    True
    """
    if not accept or not accept.strip():
        return next(iter(offers.values()))
    ranges: list[tuple[str, str, float]] = []
    for part in accept.split(","):
        fields = [f.strip() for f in part.split(";")]
        media = fields[0].lower()
        if "/" not in media:
            continue
        q = 1.0
        for f in fields[1:]:
            if f.lower().startswith("q="):
                try:
                    q = float(f[2:])
                except ValueError:
                    q = 0.0
        major, _, minor = media.partition("/")
        ranges.append((major, minor, q))
    best: tuple[float, int] | None = None
    choice = None
    for index, (media, key) in enumerate(offers.items()):
        major, _, minor = media.partition("/")
        q_found, specificity = -1.0, -1
        for r_major, r_minor, q in ranges:
            if r_major == major and r_minor == minor:
                spec = 2
            elif r_major == major and r_minor == "*":
                spec = 1
            elif r_major == "*" and r_minor == "*":
                spec = 0
            else:
                continue
            if spec > specificity:
                q_found, specificity = q, spec
        if q_found <= 0:
            continue
        rank = (q_found, -index)
        if best is None or rank > best:
            best, choice = rank, key
    return choice


# -- SPARQL results, written by hand so that the size limit applies while reading -----------
def _json_term(term: Any) -> dict[str, str]:
    if isinstance(term, ox.NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, ox.BlankNode):
        return {"type": "bnode", "value": term.value}
    if isinstance(term, ox.Literal):
        out = {"type": "literal", "value": term.value}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype.value != "http://www.w3.org/2001/XMLSchema#string":
            out["datatype"] = term.datatype.value
        return out
    return {"type": "literal", "value": str(term)}


def _xml_term(term: Any) -> str:
    if isinstance(term, ox.NamedNode):
        return f"<uri>{escape(term.value)}</uri>"
    if isinstance(term, ox.BlankNode):
        return f"<bnode>{escape(term.value)}</bnode>"
    if isinstance(term, ox.Literal):
        if term.language:
            return f"<literal xml:lang={quoteattr(term.language)}>{escape(term.value)}</literal>"
        if term.datatype.value != "http://www.w3.org/2001/XMLSchema#string":
            return (
                f"<literal datatype={quoteattr(term.datatype.value)}>{escape(term.value)}</literal>"
            )
        return f"<literal>{escape(term.value)}</literal>"
    return f"<literal>{escape(str(term))}</literal>"


class TooLarge(Exception):
    """A result over the server's size limit (rows or bytes)."""


def write_solutions(variables: list[str], rows: list[Any], fmt: str) -> bytes:
    """SELECT rows (pyoxigraph solutions) in ``fmt``: json, xml, csv or tsv."""
    if fmt == "json":
        bindings = [
            {v: _json_term(row[v]) for v in variables if row[v] is not None} for row in rows
        ]
        doc = {"head": {"vars": variables}, "results": {"bindings": bindings}}
        return json.dumps(doc, ensure_ascii=False).encode("utf-8")
    if fmt == "xml":
        parts = [
            '<?xml version="1.0"?>\n<sparql xmlns="http://www.w3.org/2005/sparql-results#">',
            "<head>" + "".join(f"<variable name={quoteattr(v)}/>" for v in variables) + "</head>",
            "<results>",
        ]
        for row in rows:
            cells = "".join(
                f"<binding name={quoteattr(v)}>{_xml_term(row[v])}</binding>"
                for v in variables
                if row[v] is not None
            )
            parts.append(f"<result>{cells}</result>")
        parts.append("</results>\n</sparql>\n")
        return "\n".join(parts).encode("utf-8")
    if fmt == "csv":
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\r\n")
        writer.writerow(variables)
        for row in rows:
            writer.writerow(["" if row[v] is None else row[v].value for v in variables])
        return buf.getvalue().encode("utf-8")
    lines = ["\t".join("?" + v for v in variables)]
    for row in rows:
        lines.append("\t".join("" if row[v] is None else str(row[v]) for v in variables))
    return ("\n".join(lines) + "\n").encode("utf-8")


def write_boolean(value: bool, fmt: str) -> tuple[str, bytes]:
    """An ASK result in ``fmt``: XML, CSV and TSV (``true`` or ``false``, as Oxigraph server
    writes them: the SPARQL 1.1 CSV/TSV formats define no boolean), else JSON."""
    word = "true" if value else "false"
    if fmt == "xml":
        body = (
            '<?xml version="1.0"?>\n<sparql xmlns="http://www.w3.org/2005/sparql-results#">'
            f"<head/><boolean>{word}</boolean></sparql>\n"
        )
        return MEDIA["xml"], body.encode("utf-8")
    if fmt in ("csv", "tsv"):
        return MEDIA[fmt], word.encode("ascii")
    return MEDIA["json"], json.dumps({"head": {}, "boolean": value}).encode("utf-8")


#: The ``default-graph-uri`` by which rdflib (``Dataset(SPARQLStore(url))``) means the
#: endpoint's own default graph: here the union of the named graphs.
RDFLIB_DEFAULT_GRAPH = "urn:x-rdflib:default"


#: A query as the workers get it: (text, Accept, default-graph-uri list, named-graph-uri list);
#: the two lists are ``None`` when the request names no dataset.
Job = tuple[str, str | None, list[str] | None, list[str] | None]


Answer = tuple[int, str, bytes]


def _take(items: Any, max_results: int, max_bytes: int) -> list[Any]:
    """At most ``max_results`` items of ``items``, whose terms weigh at most ``max_bytes``.

    :raises TooLarge: when there are more, or they weigh more.
    """
    out: list[Any] = []
    used = 0
    for item in items:
        if len(out) == max_results:
            raise TooLarge(_too_many(max_results))
        if isinstance(item, ox.Triple):
            used += len(str(item))
        else:
            used += sum(len(str(term)) for term in item)
        if used > max_bytes:
            raise TooLarge(_too_big(max_bytes))
        out.append(item)
    return out


def execute(
    store: Any,
    query: str,
    accept: str | None,
    max_results: int,
    max_bytes: int = 50_000_000,
    *,
    default_graphs: list[str] | None = None,
    named_graphs: list[str] | None = None,
    allow_service: bool = False,
) -> Answer:
    """Run ``query`` on ``store`` (a :class:`legalkg.store.local.Store`) and serialize its result.

    The query is first checked by :func:`legalkg.sparql.check.prepare` (bounds, and no
    ``SERVICE`` unless ``allow_service``): a refused query is answered ``400``.

    :param default_graphs: the protocol's ``default-graph-uri`` values (``None``: not given).
    :param named_graphs: the protocol's ``named-graph-uri`` values (``None``: not given).
    :returns: ``(HTTP status, media type, body)``; ``400`` for a result over ``max_results``
        rows or triples or over ``max_bytes`` bytes.
    """
    from legalkg.publish.documents import jsonld, ntriples, turtle
    from legalkg.sparql.check import prepare

    dataset: dict[str, Any] = {}
    try:
        query = prepare(query, allow_service=allow_service)
        if default_graphs is not None or named_graphs is not None:
            defaults = list(default_graphs or [])
            if RDFLIB_DEFAULT_GRAPH in defaults:
                # rdflib's Dataset(SPARQLStore(url)) names "the endpoint's default graph" so.
                defaults.remove(RDFLIB_DEFAULT_GRAPH)
                defaults.extend(g.value for g in store.graphs())
            dataset = {"default_graphs": defaults, "named_graphs": named_graphs or []}
        result = store.query(query, **dataset)
        if isinstance(result, ox.QuerySolutions):
            fmt = negotiate(accept, RESULT_TYPES)
            if fmt is None:
                return 406, "text/plain", _not_acceptable(RESULT_TYPES)
            variables = [v.value for v in result.variables]
            rows = _take(result, max_results, max_bytes)
            body = write_solutions(variables, rows, fmt)
            if len(body) > max_bytes:
                raise TooLarge(_too_big(max_bytes))
            return 200, MEDIA[fmt], body
        if isinstance(result, ox.QueryBoolean):
            return 200, *write_boolean(bool(result), negotiate(accept, RESULT_TYPES) or "json")
        fmt = negotiate(accept, GRAPH_TYPES)
        if fmt is None:
            return 406, "text/plain", _not_acceptable(GRAPH_TYPES)
        triples = _take(result, max_results, max_bytes)
        if fmt == "ttl":
            body = turtle(triples)
        elif fmt == "nt":
            body = ntriples(triples)
        elif fmt == "jsonld":
            body = jsonld(triples)
        elif fmt in ("nq", "trig"):
            body = _dataset_body(triples, fmt)
        else:
            out = ox.serialize(triples, format=ox.RdfFormat.RDF_XML)
            assert out is not None
            body = out
        if len(body) > max_bytes:
            raise TooLarge(_too_big(max_bytes))
        return 200, MEDIA[fmt], body
    except TooLarge as e:
        return 400, "text/plain", str(e).encode()
    except LegalKGError as e:
        return 400, "text/plain", f"{e}\n".encode()
    except MemoryError:
        return 503, "text/plain", out_of_memory()
    except (OSError, RuntimeError, ValueError) as e:
        return 500, "text/plain", f"query failed: {e}\n".encode()


def _too_many(limit: int) -> str:
    return (
        f"the result has more than {limit} rows or triples (the server's limit); "
        "add LIMIT/OFFSET to the query\n"
    )


def _too_big(limit: int) -> str:
    return (
        f"the result is larger than {limit} bytes (the server's limit); select fewer or "
        "shorter values, or add LIMIT/OFFSET to the query\n"
    )


def out_of_memory() -> bytes:
    return (
        b"the query was stopped: it needed more memory than a query may use on this server; "
        b"make it more selective or add LIMIT\n"
    )


def _not_acceptable(offers: dict[str, str]) -> bytes:
    return f"none of the Accept types is available; use one of: {', '.join(offers)}\n".encode()


class BodyTooLarge(Exception):
    """A request body over the server's limit."""


async def read_body(request: Any, limit: int) -> bytes:
    """The request body, read up to ``limit`` bytes.

    :raises BodyTooLarge: when ``Content-Length`` or the bytes read exceed ``limit``.
    """
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise BodyTooLarge
    chunks = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise BodyTooLarge
        chunks.append(chunk)
    return b"".join(chunks)


def service_description(endpoint: str, graphs: list[str]) -> bytes:
    """The SPARQL 1.1 Service Description of the endpoint at ``endpoint``, in Turtle.

    >>> print(service_description("http://127.0.0.1:8000/sparql", ["urn:g"]).decode())
    ... # doctest: +ELLIPSIS, +NORMALIZE_WHITESPACE
    @prefix sd: <http://www.w3.org/ns/sparql-service-description#> .
    ...
    <http://127.0.0.1:8000/sparql> a sd:Service ;
    ...
    """
    sd = "http://www.w3.org/ns/sparql-service-description#"
    formats = "http://www.w3.org/ns/formats/"
    node = ox.NamedNode(endpoint)
    dataset = ox.NamedNode(endpoint + "#dataset")
    default = ox.NamedNode(endpoint + "#default-graph")
    rdf_type = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
    out: list[ox.Triple] = []

    def add(s: ox.NamedNode, p: str, o: ox.NamedNode | ox.Literal) -> None:
        out.append(ox.Triple(s, ox.NamedNode(p) if ":" in p else ox.NamedNode(sd + p), o))

    add(node, rdf_type.value, ox.NamedNode(sd + "Service"))
    add(node, "endpoint", node)
    add(node, "supportedLanguage", ox.NamedNode(sd + "SPARQL11Query"))
    add(node, "feature", ox.NamedNode(sd + "UnionDefaultGraph"))
    for name in (
        "SPARQL_Results_JSON",
        "SPARQL_Results_XML",
        "SPARQL_Results_CSV",
        "SPARQL_Results_TSV",
        "Turtle",
        "N-Triples",
        "JSON-LD",
        "RDF_XML",
        "N-Quads",
        "TriG",
    ):
        add(node, "resultFormat", ox.NamedNode(formats + name))
    add(node, "defaultDataset", dataset)
    add(dataset, rdf_type.value, ox.NamedNode(sd + "Dataset"))
    add(dataset, "defaultGraph", default)
    add(default, rdf_type.value, ox.NamedNode(sd + "Graph"))
    add(
        default,
        "http://www.w3.org/2000/01/rdf-schema#comment",
        ox.Literal(
            "The union of the named graphs, unless the query names its dataset.", language="en"
        ),
    )
    for i, g in enumerate(graphs):
        named = ox.NamedNode(f"{endpoint}#graph-{i + 1}")
        add(dataset, "namedGraph", named)
        add(named, rdf_type.value, ox.NamedNode(sd + "NamedGraph"))
        add(named, "name", ox.NamedNode(g))
    out.sort(key=lambda t: (str(t.subject), str(t.predicate), str(t.object)))
    text = ox.serialize(out, format=ox.RdfFormat.TURTLE, prefixes={"sd": sd, "formats": formats})
    assert text is not None
    return text
