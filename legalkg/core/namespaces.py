"""Namespace IRIs and the legalkg vocabulary terms, in one place.

One dict, :data:`PREFIXES`, feeds Turtle/TriG output and SPARQL ``prefixes=``; the term
constants below are the only spelling of our own IRIs in the code.

>>> LKG.TemporalVersion.value
'https://w3id.org/legalkg#TemporalVersion'
>>> PREFIXES["eli"]
'http://data.europa.eu/eli/ontology#'
"""

from __future__ import annotations

from pyoxigraph import NamedNode

LKG_NS = "https://w3id.org/legalkg#"

PREFIXES: dict[str, str] = {
    "crm": "http://www.cidoc-crm.org/cidoc-crm/",
    "dcterms": "http://purl.org/dc/terms/",
    "eli": "http://data.europa.eu/eli/ontology#",
    "lkg": LKG_NS,
    "lrmoo": "http://iflastandards.info/ns/lrm/lrmoo/",
    "oa": "http://www.w3.org/ns/oa#",
    "owl": "http://www.w3.org/2002/07/owl#",
    "prov": "http://www.w3.org/ns/prov#",
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "rdfs": "http://www.w3.org/2000/01/rdf-schema#",
    "sh": "http://www.w3.org/ns/shacl#",
    "skos": "http://www.w3.org/2004/02/skos/core#",
    "time": "http://www.w3.org/2006/time#",
    "xsd": "http://www.w3.org/2001/XMLSchema#",
}


class _Namespace:
    """Attribute access to the terms of one namespace: ``LKG.Work`` is a :class:`NamedNode`."""

    def __init__(self, base: str) -> None:
        self._base = base

    def __getattr__(self, name: str) -> NamedNode:
        if name.startswith("_"):
            raise AttributeError(name)
        return NamedNode(self._base + name)

    def term(self, name: str) -> NamedNode:
        """The term ``name`` (for names that are not Python identifiers)."""
        return NamedNode(self._base + name)


LKG = _Namespace(LKG_NS)
ELI = _Namespace(PREFIXES["eli"])
RDF = _Namespace(PREFIXES["rdf"])
RDFS = _Namespace(PREFIXES["rdfs"])
XSD = _Namespace(PREFIXES["xsd"])
DCTERMS = _Namespace(PREFIXES["dcterms"])
SH = _Namespace(PREFIXES["sh"])

RDF_TYPE = RDF.type

#: Component kinds: the value of a component's ``kind`` in the readers and the class it gets.
COMPONENT_CLASSES: dict[str, str] = {
    "part": "Part",
    "book": "Book",
    "title": "Title",
    "chapter": "Chapter",
    "section": "Section",
    "subsection": "Subsection",
    "article": "Article",
    "paragraph": "Paragraph",
    "item": "Item",
    "subitem": "SubItem",
    "heading": "Heading",
    "schedule": "Schedule",
    "component": "Component",
}

#: Action kinds and their classes. ``creation`` and ``amendment`` are macro actions (one per
#: work and date); the rest are micro actions on one component, parts of a macro action.
ACTION_CLASSES: dict[str, str] = {
    "creation": "Creation",
    "amendment": "Amendment",
    "revocation": "Revocation",
    "insertion": "Insertion",
    "substitution": "Substitution",
    "repeal": "Repeal",
    "renumbering": "Renumbering",
}

MICRO_OPERATIONS = ("insertion", "substitution", "repeal", "renumbering")


def sparql_prefixes() -> str:
    """``PREFIX`` lines for every namespace, sorted (for query text shown to people)."""
    return "".join(f"PREFIX {p}: <{iri}>\n" for p, iri in sorted(PREFIXES.items()))
