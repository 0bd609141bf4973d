"""The RDF documents of a resource: sorted Turtle, N-Triples and JSON-LD (same triples, same
bytes), and the CURIEs and JSON-LD context they use."""

from __future__ import annotations

import json
import re
from typing import Any

import pyoxigraph as ox

from legalkg.core.namespaces import PREFIXES
from legalkg.publish.paths import PublishError
from legalkg.sparql.formats import sorted_prefixes

LKG = PREFIXES["lkg"]


RDF_TYPE = PREFIXES["rdf"] + "type"


RDFS_LABEL = PREFIXES["rdfs"] + "label"


RDFS_COMMENT = PREFIXES["rdfs"] + "comment"


DCT_TITLE = PREFIXES["dcterms"] + "title"


XSD_STRING = PREFIXES["xsd"] + "string"


VOID = "http://rdfs.org/ns/void#"


DCAT = "http://www.w3.org/ns/dcat#"


_CURIE_LOCAL = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*")


#: The JSON-LD context of every document (also published as ``_data/context.jsonld``).
CONTEXT: dict[str, str] = dict(sorted(PREFIXES.items()))


def curie(iri: str) -> str:
    """``lkg:validFrom`` for a known namespace, else the IRI itself."""
    for prefix, ns in PREFIXES.items():
        if iri.startswith(ns) and _CURIE_LOCAL.fullmatch(iri[len(ns) :]):
            return f"{prefix}:{iri[len(ns) :]}"
    return iri


def _term_key(t: ox.Triple) -> tuple[str, str, str]:
    return (str(t.subject), str(t.predicate), str(t.object))


def turtle(
    triples: list[ox.Triple], prefixes: dict[str, str] | None = None, *, ordered: bool = False
) -> bytes:
    """Sorted triples as Turtle with sorted prefixes (same triples, same bytes); with
    ``ordered``, in the order given (already deterministic: a document's parts in document
    order, see :meth:`legalkg.publish.Site.in_document_order`)."""
    out = ox.serialize(
        triples if ordered else sorted(triples, key=_term_key),
        format=ox.RdfFormat.TURTLE,
        prefixes=prefixes or PREFIXES,
    )
    assert out is not None
    return sorted_prefixes(out)


def ntriples(triples: list[ox.Triple], *, ordered: bool = False) -> bytes:
    """Sorted triples as N-Triples (``ordered``: in the order given)."""
    out = ox.serialize(
        triples if ordered else sorted(triples, key=_term_key), format=ox.RdfFormat.N_TRIPLES
    )
    assert out is not None
    return out


def _jsonld_value(term: ox.NamedNode | ox.BlankNode | ox.Literal | ox.Triple) -> dict[str, str]:
    if isinstance(term, ox.NamedNode):
        return {"@id": term.value}
    if isinstance(term, ox.BlankNode):
        return {"@id": f"_:{term.value}"}
    if isinstance(term, ox.Literal):
        if term.language:
            return {"@value": term.value, "@language": term.language}
        if term.datatype.value == XSD_STRING:
            return {"@value": term.value}
        return {"@value": term.value, "@type": curie(term.datatype.value)}
    raise PublishError(f"cannot write {term} as JSON-LD")


def jsonld(triples: list[ox.Triple], *, ordered: bool = False) -> bytes:
    """Triples as a JSON-LD document with the legalkg context (sorted keys and nodes; the
    values in triple order, sorted unless ``ordered``)."""
    nodes: dict[str, dict[str, Any]] = {}
    for t in triples if ordered else sorted(triples, key=_term_key):
        s = t.subject
        sid = s.value if isinstance(s, ox.NamedNode) else str(s)
        node = nodes.setdefault(sid, {"@id": sid})
        if t.predicate.value == RDF_TYPE and isinstance(t.object, ox.NamedNode):
            node.setdefault("@type", []).append(curie(t.object.value))
        else:
            node.setdefault(curie(t.predicate.value), []).append(_jsonld_value(t.object))
    doc = {"@context": CONTEXT, "@graph": [nodes[k] for k in sorted(nodes)]}
    # No indent: the C encoder is several times faster, and these documents are for machines.
    text = json.dumps(doc, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return (text + "\n").encode("utf-8")


Term = ox.NamedNode | ox.BlankNode | ox.Literal | ox.Triple
