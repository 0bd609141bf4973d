"""Human-readable pages for the packaged ``ontologies/*.ttl`` and ``shapes/*.ttl``.

Each file gets one page: its header (``owl:Ontology`` label and comment), then one section per
named term (classes, properties, shapes…) with its label, comment and every other statement;
blank nodes (SHACL property shapes, ``sh:or`` lists) are shown inline, nested.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from typing import Any

import pyoxigraph as ox

from legalkg.core.namespaces import PREFIXES
from legalkg.core.resources import data_files

_RDF = PREFIXES["rdf"]
_GROUPS = (
    ("Classes", (PREFIXES["owl"] + "Class", PREFIXES["rdfs"] + "Class")),
    ("Object properties", (PREFIXES["owl"] + "ObjectProperty",)),
    ("Datatype properties", (PREFIXES["owl"] + "DatatypeProperty",)),
    ("Annotation properties", (PREFIXES["owl"] + "AnnotationProperty",)),
    ("Properties", (_RDF + "Property",)),
    ("Node shapes", (PREFIXES["sh"] + "NodeShape",)),
    ("Property shapes", (PREFIXES["sh"] + "PropertyShape",)),
)


def _page_name(kind: str, stem: str) -> str:
    return f"{kind}-{stem}.html"


def vocabulary_pages() -> Iterator[tuple[str, bytes]]:
    """``(site path, bytes)`` of ``_docs/index.html`` and one page per vocabulary file."""
    from legalkg.publish.html import _environment

    env = _environment()
    listing = []
    for kind in ("ontologies", "shapes"):
        for path in data_files(kind, "*.ttl"):
            triples = [q.triple for q in ox.parse(path=str(path), format=ox.RdfFormat.TURTLE)]
            title, comment, groups = _describe(triples)
            name = _page_name(kind, path.stem)
            listing.append(
                {"href": name, "file": f"{kind}/{path.name}", "title": title, "comment": comment}
            )
            html = env.get_template("vocab.html").render(
                root="../",
                base_href=None,
                title=title or f"{kind}/{path.name}",
                file=f"{kind}/{path.name}",
                comment=comment,
                groups=groups,
            )
            yield f"_docs/{name}", html.encode("utf-8")
    html = env.get_template("vocab-index.html").render(
        root="../", base_href=None, title="Vocabulary and shapes", files=listing
    )
    yield "_docs/index.html", html.encode("utf-8")


def _describe(triples: list[ox.Triple]) -> tuple[str, str, list[Any]]:
    po: dict[Any, dict[str, list[Any]]] = defaultdict(lambda: defaultdict(list))
    for t in triples:
        po[t.subject][t.predicate.value].append(t.object)
    from legalkg.publish.documents import curie

    def first(s: Any, p: str) -> str:
        values = sorted(o.value for o in po[s].get(p, []) if isinstance(o, ox.Literal))
        return values[0] if values else ""

    def render(term: Any, depth: int) -> Any:
        """A term as text, or a nested list of (predicate, values) for a blank node."""
        if isinstance(term, ox.BlankNode) and depth < 6:
            items = _rdf_list(po, term)
            if items is not None:
                return {"list": sorted((render(i, depth + 1) for i in items), key=repr)}
            rows = [
                (curie(p), sorted((render(o, depth + 1) for o in objs), key=repr))
                for p, objs in sorted(po[term].items())
            ]
            return {"node": rows}
        if isinstance(term, ox.NamedNode):
            return curie(term.value)
        if isinstance(term, ox.Literal):
            return term.value
        return "[…]"

    title = comment = ""
    groups: dict[str, list[Any]] = defaultdict(list)
    for s in sorted((s for s in po if isinstance(s, ox.NamedNode)), key=lambda s: s.value):
        types = {o.value for o in po[s].get(_RDF + "type", [])}
        if PREFIXES["owl"] + "Ontology" in types:
            title = first(s, PREFIXES["rdfs"] + "label") or s.value
            comment = first(s, PREFIXES["rdfs"] + "comment")
            continue
        group = next((g for g, classes in _GROUPS if types & set(classes)), "Other terms")
        rows = [
            (curie(p), sorted((render(o, 0) for o in objs), key=repr))
            for p, objs in sorted(po[s].items())
        ]
        groups[group].append(
            {
                "anchor": curie(s.value).replace(":", "-"),
                "name": curie(s.value),
                "iri": s.value,
                "label": first(s, PREFIXES["rdfs"] + "label"),
                "comment": first(s, PREFIXES["rdfs"] + "comment")
                or first(s, PREFIXES["skos"] + "definition"),
                "rows": rows,
            }
        )
    order = [g for g, _ in _GROUPS] + ["Other terms"]
    return title, comment, [(g, groups[g]) for g in order if groups.get(g)]


def _rdf_list(po: dict[Any, dict[str, list[Any]]], node: Any) -> list[Any] | None:
    items: list[Any] = []
    seen = set()
    while isinstance(node, ox.BlankNode) and node not in seen:
        seen.add(node)
        firsts = po[node].get(_RDF + "first")
        rests = po[node].get(_RDF + "rest")
        if not firsts or not rests:
            return None
        items.append(firsts[0])
        node = rests[0]
    if isinstance(node, ox.NamedNode) and node.value == _RDF + "nil":
        return items
    return None
