"""The site: every resource of a store as HTML, Turtle, JSON-LD and N-Triples, and the files
around them (home page, VoID/DCAT, dumps, JSON-LD context, ontology and shape docs).

The store is read once into memory (:class:`Site`); pages are rendered from that snapshot, so a
static build and the live server show the same bytes for the same resource. Output is
deterministic: sorted triples, sorted lists, no clock, no random identifiers.

Why one module of ~1,000 lines: :class:`Site` is the in-memory snapshot every page is rendered
from, and its indexes (resources, kinds, labels, links) are built together in one pass over the
store; the rendering itself is in the modules named below.

A resource IRI ``{base}a/b/c`` has its documents in the folder ``a/b/c/`` (:mod:`.paths`).
The documents are made by :mod:`.documents` (RDF) and the page templates (:mod:`.html`, with
the context builders of :mod:`.norms` and :mod:`.events`); :mod:`.writer` writes a static site.

>>> resource_path("https://example.org/eli/br/x/2000-01-01", "https://example.org/")
'eli/br/x/2000-01-01'
>>> resource_path("https://example.org/eli/../../etc", "https://example.org/") is None
True
"""

from __future__ import annotations

import functools
import gzip
import io
import itertools
import json
import re
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any

import pyoxigraph as ox

from legalkg.core.namespaces import PREFIXES
from legalkg.publish.documents import (
    CONTEXT,
    DCAT,
    DCT_TITLE,
    LKG,
    RDF_TYPE,
    RDFS_LABEL,
    VOID,
    XSD_STRING,
    Term,
    _term_key,
    curie,
    jsonld,
    ntriples,
    turtle,
)
from legalkg.publish.draw import _TYPE_NAMES as _BAR_TYPES  # the classes a bar is coloured by
from legalkg.publish.events import CONTEXTS as EVENT_CONTEXTS
from legalkg.publish.events import event_kind
from legalkg.publish.html import Link, _asset, _environment, tree_html
from legalkg.publish.norms import (
    _ctx_action,
    _ctx_component,
    _ctx_language,
    _ctx_version,
    _ctx_work,
)
from legalkg.publish.paths import (
    _SEGMENT,
    DOCUMENT_FORMATS,
    MARKER,
    STATIC_FORMATS,
    PublishError,
    PublishReport,
    _skip_reason,
    relative,
    resource_path,
)

__all__ = [  # Site, and the names that lived here before the split (same objects)
    "CONTEXT",
    "DOCUMENT_FORMATS",
    "MARKER",
    "STATIC_FORMATS",
    "Link",
    "PublishError",
    "PublishReport",
    "Site",
    "curie",
    "jsonld",
    "ntriples",
    "relative",
    "resource_path",
    "tree_html",
    "turtle",
]


ELI = PREFIXES["eli"]
RDFS = PREFIXES["rdfs"]
#: A work or component with more versions than this gets a versions index document.
LONG_LIST = 4
#: The dumps of the whole store (:meth:`Site.write_dump`).
DUMPS = ("_data/dump.nq.gz", "_data/dump.ttl")
#: Counts for the home page and VoID (fixed queries: nothing from a user is in them).
_TRIPLES = (
    "SELECT (COUNT(*) AS ?n) WHERE { SELECT DISTINCT ?s ?p ?o WHERE { GRAPH ?g { ?s ?p ?o } } }"
)
_SUBJECTS = "SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } FILTER(isIRI(?s)) }"
_CLASSES = (
    "SELECT ?c (COUNT(DISTINCT ?s) AS ?n) WHERE { GRAPH ?g { ?s "
    "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type> ?c } FILTER(isIRI(?s) && isIRI(?c)) } "
    "GROUP BY ?c ORDER BY ?c"
)
#: Works listed on one page of the home page's list of norms (``_works/N.html`` after it).
WORKS_PER_PAGE = 200


@functools.cache
def _vocabulary() -> dict[str, bytes]:
    """The vocabulary and shape pages (``_docs/…``), rendered once."""
    from legalkg.publish.docs import vocabulary_pages

    return dict(vocabulary_pages())


class _LRU(OrderedDict[Any, Any]):
    """A dict that keeps its ``size`` most recently used entries."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def find(self, key: Any) -> Any:
        found = self.get(key, _MISSING)
        if found is not _MISSING:
            self.move_to_end(key)
        return found

    def keep(self, key: Any, value: Any) -> Any:
        self[key] = value
        if len(self) > self.size:
            self.popitem(last=False)
        return value


_MISSING = object()


class _Node:
    """What the store says about one subject: its triples (all named graphs, each once,
    sorted), its objects by predicate (sorted by ``str``) and the graphs it is in."""

    __slots__ = ("graphs", "po", "triples")

    def __init__(self, quads: Iterator[ox.Quad]) -> None:
        seen: set[ox.Triple] = set()
        graphs: set[str] = set()
        for q in quads:
            graphs.add(q.graph_name.value)  # type: ignore[union-attr]
            seen.add(q.triple)
        self.triples = sorted(seen, key=_term_key)
        self.graphs = sorted(graphs)
        po: dict[str, list[Term]] = {}
        for t in self.triples:
            po.setdefault(t.predicate.value, []).append(t.object)
        for objects in po.values():
            objects.sort(key=str)
        self.po = po


class _Paths:
    """The site paths of the published resources, looked up one IRI at a time (a mapping
    from IRI to path: ``in``, ``[]``, ``get``; iterating lists every resource, sorted)."""

    def __init__(self, site: Site, cache: int) -> None:
        self.site = site
        self._found = _LRU(cache)

    def get(self, iri: str, default: str | None = None) -> str | None:
        found = self._found.find(iri)
        if found is _MISSING:
            found = self._found.keep(iri, self._get(iri))
        return default if found is None else str(found)

    def _get(self, iri: str, default: str | None = None) -> str | None:
        site = self.site
        if iri.endswith(INDEX):
            owner = iri[: -len(INDEX)]
            if site.versions_index(owner) is None:
                return default
            found = self.get(owner)
            return default if found is None else found + INDEX
        path = resource_path(iri, site.base)
        if path is None or not site.node(iri).triples:
            return default
        return path

    def __contains__(self, iri: object) -> bool:
        return isinstance(iri, str) and self.get(iri) is not None

    def __getitem__(self, iri: str) -> str:
        found = self.get(iri)
        if found is None:
            raise KeyError(iri)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self.site.resources())

    def __len__(self) -> int:
        return len(self.site.resources())


#: The path segment of a work's or component's versions index document.
INDEX = "/_versions"


class Site:
    """The resources of ``store`` under ``base``, ready to render, read from the store on
    demand (one subject at a time, with bounded caches): opening a site costs nothing, and
    its memory does not grow with the store.

    :param store: a :class:`legalkg.store.local.Store` (or anything with its ``oxigraph`` and,
        for one named graph only, ``graph``).
    :param base: the base IRI of the resources, ending in ``/``.
    :param cache: how many subjects' descriptions are kept (least recently used out).
    :raises PublishError: for a base that is not an absolute http(s) IRI ending in ``/``.
    """

    def __init__(
        self,
        store: Any,
        base: str,
        *,
        sparql_endpoint: str | None = None,
        license: str | None = None,
        cache: int = 20000,
    ) -> None:
        if not re.fullmatch(r"https?://[^\s<>\"{}|\\^`#?]+/", base):
            raise PublishError(
                f"base {base!r} must be an absolute http(s) IRI ending in '/' (no '#' or '?'), "
                "such as https://example.org/ — the IRIs in the store start with it"
            )
        self.base = base
        self.store = store
        self._ox: ox.Store = store.oxigraph
        self._graph: ox.NamedNode | None = getattr(store, "graph", None)
        #: The SPARQL endpoint and licence the VoID description names (``None``: none given).
        self.sparql_endpoint = sparql_endpoint
        self.license = license
        self.paths = _Paths(self, cache)
        self._orders = _LRU(cache)
        self._nodes = _LRU(cache)
        self._rev = _LRU(cache)
        self._split_cache = _LRU(cache // 4)
        self._kinds = _LRU(cache)
        self._stats: dict[str, Any] | None = None
        self._resources: list[str] | None = None

    # -- reading the store ---------------------------------------------------------------
    def _match(self, s: ox.NamedNode | None, p: ox.NamedNode | None, o: Any) -> Iterator[ox.Quad]:
        for q in self._ox.quads_for_pattern(s, p, o, self._graph):
            if isinstance(q.graph_name, ox.NamedNode):
                yield q

    def node(self, s: str) -> _Node:
        """What the store says about ``s`` (cached)."""
        found = self._nodes.find(s)
        if found is _MISSING:
            try:
                subject = ox.NamedNode(s)
            except ValueError:
                found = _Node(iter(()))
            else:
                found = _Node(self._match(subject, None, None))
            self._nodes.keep(s, found)
        node: _Node = found
        return node

    def values(self, s: str, p: str) -> list[Term]:
        """The objects of ``s p ?o``, sorted (``p`` a full IRI or an ``lkg:`` local name)."""
        return self.node(s).po.get(p if ":" in p else LKG + p) or []

    def iris(self, s: str, p: str) -> list[str]:
        """The IRI objects of ``s p ?o``, sorted."""
        return [o.value for o in self.values(s, p) if isinstance(o, ox.NamedNode)]

    def first(self, s: str, p: str) -> str | None:
        """The first (smallest) object value of ``s p ?o``, or ``None``."""
        found = self.values(s, p)
        return found[0].value if found and not isinstance(found[0], ox.Triple) else None

    def subjects(self, p: str, o: str) -> list[str]:
        """The subjects of ``?s p o``, sorted."""
        key = (LKG + p if ":" not in p else p, o)
        found = self._rev.find(key)
        if found is _MISSING:
            try:
                pattern = (ox.NamedNode(key[0]), ox.NamedNode(o))
            except ValueError:
                found = []
            else:
                found = sorted(
                    {
                        q.subject.value
                        for q in self._match(None, *pattern)
                        if isinstance(q.subject, ox.NamedNode)
                    }
                )
            self._rev.keep(key, found)
        out: list[str] = found
        return out

    def has_subject(self, p: str, o: str) -> bool:
        """Whether some IRI ``?s`` has ``?s p o`` (without listing them)."""
        try:
            pattern = (ox.NamedNode(LKG + p if ":" not in p else p), ox.NamedNode(o))
        except ValueError:
            return False
        return any(isinstance(q.subject, ox.NamedNode) for q in self._match(None, *pattern))

    def types(self, s: str) -> list[str]:
        """The ``rdf:type`` IRIs of ``s``, sorted."""
        return self.iris(s, RDF_TYPE)

    def kind(self, s: str) -> str:
        """``work``, ``component``, ``version``, ``language``, ``action``, ``complaint``,
        ``event``, ``relation``, ``entity``, ``sentence`` or ``resource``.

        New kinds are added here, with a context builder in :data:`_CONTEXTS` and a template
        ``kinds/<kind>.html``.
        """
        found = self._kinds.find(s)
        if found is not _MISSING:
            kind: str = found
            return kind
        types = self.types(s)
        kind = event_kind(types) or ""
        if kind:
            pass
        elif LKG + "Work" in types:
            kind = "work"
        elif LKG + "TemporalVersion" in types:
            kind = "version"
        elif LKG + "LanguageVersion" in types:
            kind = "language"
        elif self.values(s, "work"):
            kind = "component"
        elif self.values(s, "affects") and self.values(s, "date"):
            kind = "action"
        else:
            kind = "resource"
        return str(self._kinds.keep(s, kind))

    def label(self, s: str) -> str:
        """A human label: ``rdfs:label``, ``dcterms:title``, or one built from the model."""
        for p in (RDFS_LABEL, DCT_TITLE):
            found = self.first(s, p)
            if found:
                return found
        of = self.first(s, "versionOf")
        if of:
            return f"{self.label(of)}, version of {self.first(s, 'validFrom')}"
        of = self.first(s, "languageVersionOf")
        if of:
            return f"{self.label(of)} ({self.first(s, 'language')})"
        return s[len(self.base) :] if s.startswith(self.base) else s

    def order(self, s: str) -> tuple[int, str]:
        """Sort key of a component: document order, then IRI."""
        key = self._orders.find(s)
        if key is _MISSING:
            found = self.first(s, "documentOrder")
            key = (int(found) if found and found.lstrip("-").isdigit() else 1 << 30, s)
            self._orders.keep(s, key)
        out: tuple[int, str] = key
        return out

    def version_order(self, version: str) -> tuple[int, str]:
        """Sort key of a version: its component's document order."""
        return self.order(self.first(version, "versionOf") or version)

    def text(self, version: str) -> list[tuple[str, str]]:
        """``(language, text)`` of each language version of ``version``, sorted by language."""
        out = []
        for lv in self.iris(version, "hasLanguageVersion"):
            text = self.first(lv, "text")
            if text is not None:
                out.append((self.first(lv, "language") or "", text))
        return sorted(out)

    def texts(self) -> Iterator[tuple[str, str]]:
        """``(language version, text)`` of every ``lkg:text`` in the store, streamed."""
        for q in self._match(None, ox.NamedNode(LKG + "text"), None):
            if isinstance(q.subject, ox.NamedNode) and isinstance(q.object, ox.Literal):
                yield q.subject.value, q.object.value

    # -- documents of works and components, for link-traversal clients -------------------
    def _split(self, s: str) -> tuple[list[ox.Triple], list[ox.Triple] | None]:
        """The triples of the document of work or component ``s`` and of its versions index
        (``None``: it has none), see :meth:`versions_index`.

        In the store a work or component is ``eli:is_realized_by`` each of its temporal *and*
        language versions. In its documents, the triple that links it to a language version
        is in that language version's document instead (the temporal version links it too,
        ``lkg:hasLanguageVersion``); a component without parts links its temporal versions
        (its current one only when it has more than :data:`LONG_LIST`); a work links its
        current version and a component with parts none (their versions are their parts'
        wordings aggregated, one per date anything inside changed: many). Where versions are
        left out, the document links (``rdfs:seeAlso``) its **versions index**
        ``{IRI}/_versions``, a document listing them all (``lkg:hasVersion``,
        ``eli:is_realized_by``). Each version a document links comes with its validity
        (``lkg:validFrom``, ``lkg:validUntil``): a client picks the version of a date from
        the document it has, without fetching every version. A work or component with
        parts also carries each part's version links (:meth:`_parts_versions`). So
        Comunica's link traversal (1,000 documents by default) fetches art. 6's version
        documents from the work on the whole Constitution, a crawler following every link
        still reaches every version, and the union of the documents is still the store
        (``docs/publishing.md``).
        """
        found = self._split_cache.find(s)
        if found is not _MISSING:
            out: tuple[list[ox.Triple], list[ox.Triple] | None] = found
            return out
        triples = self.node(s).triples
        kind = self.kind(s)
        if kind not in ("work", "component"):
            return self._split_cache.keep(s, (triples, None))  # type: ignore[no-any-return]
        realized, has_version = ELI + "is_realized_by", LKG + "hasVersion"
        see_also = ox.NamedNode(RDFS + "seeAlso")
        versions = self.iris(s, "hasVersion")
        languages = {lv for v in versions for lv in self.iris(v, "hasLanguageVersion")}
        own = [
            t
            for t in triples
            if not (
                t.predicate.value == realized
                and isinstance(t.object, ox.NamedNode)
                and t.object.value in languages
            )
        ]
        index: list[ox.Triple] | None = None
        keep = self._kept_versions(s)
        if len(keep) < len(versions):
            node = ox.NamedNode(s + INDEX)
            listed = {
                t
                for t in own
                if t.predicate.value in (has_version, realized)
                and isinstance(t.object, ox.NamedNode)
                and t.object.value not in keep
            }
            own = [t for t in own if t not in listed]
            link = ox.Triple(ox.NamedNode(s), see_also, node)
            own.append(link)
            label = ox.Literal(f"Versions of {self.label(s)}", language="en")
            index = [
                *listed,
                *(t for t in own if t.predicate.value in (has_version, realized)),
                link,
                ox.Triple(node, ox.NamedNode(RDFS_LABEL), label),
            ]
            index.extend(self._validity(index))
            index = sorted(set(index), key=_term_key)
        own.extend(self._parts_versions(s))
        own.extend(self._validity(own))
        result = (sorted(set(own), key=_term_key), index)
        return self._split_cache.keep(s, result)  # type: ignore[no-any-return]

    def _kept_versions(self, s: str) -> set[str]:
        """The temporal versions of work or component ``s`` its own document links (the rest
        are in its versions index): a work its current version; a component with parts none
        (its versions are its parts' wordings aggregated: many); a component without parts
        all, or its current one when it has more than :data:`LONG_LIST`."""
        versions = self.iris(s, "hasVersion")
        kind = self.kind(s)
        container = kind == "work" or bool(self.iris(s, "hasPart"))
        if not versions or not (container or len(versions) > LONG_LIST):
            return set(versions)
        if container and kind != "work":
            return set()
        return {max(versions, key=lambda v: (self.first(v, "validFrom") or "", v))}

    def _parts_versions(self, s: str) -> list[ox.Triple]:
        """The links of each part of ``s`` to the versions its own document links
        (``lkg:hasVersion``, ``eli:is_realized_by``: the store's triples), in ``s``'s
        document: a table of contents with each part's wordings. A link-traversal client
        that reads the parent learns the parts' versions one level up, so it fetches them
        as early as the parts themselves (Comunica's queue is first in, first out: read
        from the parts' own documents, they came after every part of the parts' level)."""
        wanted = (LKG + "hasVersion", ELI + "is_realized_by")
        out: list[ox.Triple] = []
        for part in self.iris(s, "hasPart"):
            kept = self._kept_versions(part)
            out.extend(
                t
                for t in self.node(part).triples
                if t.predicate.value in wanted
                and isinstance(t.object, ox.NamedNode)
                and t.object.value in kept
            )
        return out

    def _validity(self, triples: list[ox.Triple]) -> list[ox.Triple]:
        """The validity (``lkg:validFrom``, ``lkg:validUntil``) of the versions ``triples``
        link with ``lkg:hasVersion``."""
        out: list[ox.Triple] = []
        wanted = (LKG + "validFrom", LKG + "validUntil")
        for t in triples:
            if t.predicate.value == LKG + "hasVersion" and isinstance(t.object, ox.NamedNode):
                out.extend(
                    u for u in self.node(t.object.value).triples if u.predicate.value in wanted
                )
        return out

    def versions_index(self, s: str) -> list[ox.Triple] | None:
        """The triples of the versions index document ``{s}/_versions`` of work or component
        ``s`` (``None`` when it has none: its own document lists its versions)."""
        if resource_path(s, self.base) is None or not self.node(s).triples:
            return None
        return self._split(s)[1]

    def _incoming(self, lv: str) -> list[ox.Triple]:
        """The links to language version ``lv`` from its work or component (they are in
        ``lv``'s document, not theirs)."""
        realized = ox.NamedNode(ELI + "is_realized_by")
        out = []
        owners = self.subjects("hasLanguageVersion", lv)
        for q in self._match(None, realized, ox.NamedNode(lv)):
            x = q.subject
            if not isinstance(x, ox.NamedNode) or self.kind(x.value) not in ("work", "component"):
                continue
            if any(v in owners for v in self.iris(x.value, "hasVersion")):
                out.append(q.triple)
        return sorted(set(out), key=_term_key)

    def document_triples(self, s: str) -> list[ox.Triple]:
        """The triples of ``s``'s documents: its own, and for a version its language versions'
        (a work or component: see :meth:`_split`; ``{s}/_versions``: a versions index)."""
        if s.endswith(INDEX):
            index = self.versions_index(s[: -len(INDEX)])
            if index is not None:
                return self.in_document_order(index)
        from legalkg.publish.eli import eli_triples

        kind = self.kind(s)
        triples = list(self._split(s)[0])
        triples.extend(eli_triples(self, s, kind))
        if kind == "version":
            for lv in self.iris(s, "hasLanguageVersion"):
                triples.extend(self.node(lv).triples)
        elif kind == "language":
            triples.extend(self._incoming(s))
        elif kind in ("event", "entity", "relation", "claim"):
            from legalkg.publish.events import document_nodes

            for node in document_nodes(self, s):
                triples.extend(self.node(node).triples)
        return self.in_document_order(triples)

    def in_document_order(self, triples: list[ox.Triple]) -> list[ox.Triple]:
        """``triples`` sorted, the parts of a work or component (``eli:has_part``,
        ``lkg:hasPart``) in document order: a client that follows links in the order it reads
        them (Comunica's link queue is first in, first out) reaches the first parts first,
        as a reader does."""
        parts = (ELI + "has_part", LKG + "hasPart")

        def key(t: ox.Triple) -> tuple[str, str, tuple[int, str], str]:
            o = t.object
            if t.predicate.value in parts and isinstance(o, ox.NamedNode):
                return (str(t.subject), str(t.predicate), self.order(o.value), "")
            return (str(t.subject), str(t.predicate), (0, ""), str(o))

        return sorted(set(triples), key=key)

    def bars(self, component: str) -> list[Any]:
        """The timeline bars of ``component``: what the ``draw-timeline`` query gives for
        every component (:func:`legalkg.publish.draw.timeline_bars`), read from this site."""
        from legalkg.publish.draw import bars_from_rows

        kinds = {LKG + name for name in _BAR_TYPES}
        rows: list[dict[str, str]] = []
        for v in self.subjects("versionOf", component):
            untils: list[str | None] = [u.value for u in self.values(v, "validUntil")]  # type: ignore[union-attr]
            for start in self.values(v, "validFrom"):
                for action in self.iris(v, "producedBy"):
                    types: list[str | None] = [*sorted(t for t in self.types(action) if t in kinds)]
                    acts: list[str | None] = list(self.iris(action, "amendingAct"))
                    for until, type_, act in itertools.product(
                        untils or [None], types or [None], acts or [None]
                    ):
                        labels: list[str | None] = [
                            x.value  # type: ignore[union-attr]
                            for x in (self.values(act, RDFS_LABEL) if act else [])
                        ]
                        for label in labels or [None]:
                            row = {"component": component, "version": v, "from": start.value}  # type: ignore[union-attr]
                            for name, value in (
                                ("until", until),
                                ("type", type_),
                                ("act", act),
                                ("actLabel", label),
                            ):
                                if value is not None:
                                    row[name] = value
                            rows.append(row)
        rows.sort(
            key=lambda r: (
                r["from"],
                r["version"],
                r.get("type", ""),
                r.get("act", ""),
                r.get("actLabel", ""),
            )
        )
        return bars_from_rows(rows).get(component, [])

    # -- documents -----------------------------------------------------------------------
    def document(self, s: str, fmt: str, *, base_href: str | None = None) -> bytes:
        """The document of resource ``s`` in ``fmt`` (``html``, ``ttl``, ``jsonld``, ``nt``).

        :param base_href: an absolute ``<base href>`` for pages served at another URL than
            their ``index.html`` (the live server's content negotiation).
        :raises KeyError: when ``s`` is not a published resource.
        """
        if s not in self.paths:
            raise KeyError(s)
        if fmt == "ttl":
            return turtle(self.document_triples(s), ordered=True)
        if fmt == "jsonld":
            return jsonld(self.document_triples(s), ordered=True)
        if fmt == "nt":
            return ntriples(self.document_triples(s), ordered=True)
        if fmt == "rdf":
            out = ox.serialize(self.document_triples(s), format=ox.RdfFormat.RDF_XML)
            assert out is not None
            return out
        if fmt == "html":
            return self.page(s, base_href=base_href).encode("utf-8")
        raise KeyError(fmt)

    def linker(self, page_dir: str) -> Callable[[str], str | None]:
        """``href`` of a resource IRI relative to ``page_dir`` (absolute for other IRIs)."""

        def href(iri: str) -> str | None:
            path = self.paths.get(iri)
            if path is not None:
                return relative(page_dir, path + "/index.html")
            if iri.startswith(("http://", "https://")):
                return iri
            return None

        return href

    def page(self, s: str, *, base_href: str | None = None) -> str:
        """The HTML page of resource ``s``."""
        page_dir = self.paths[s]
        href = self.linker(page_dir)
        kind = self.kind(s)

        def link(iri: str, text: str | None = None) -> Link:
            return Link(text if text is not None else self.label(iri), href(iri))

        rows = []
        from legalkg.publish.eli import eli_triples

        own = self.node(s).triples + eli_triples(self, s, kind)
        for t in self.document_triples(s) if s.endswith(INDEX) else own:
            rows.append(
                (
                    Link(curie(t.predicate.value), href(t.predicate.value)),
                    self._cell(t.object, link),
                )
            )
        context: dict[str, Any] = {
            "kind": kind,
            "iri": s,
            "title": self.label(s),
            "types": [link(t, curie(t)) for t in self.types(s)],
            "root": relative(page_dir, ""),
            "base_href": base_href,
            "rows": rows,
            "crumbs": self._crumbs(s, link),
        }
        builder = _CONTEXTS.get(kind)
        if builder is not None:
            context.update(builder(self, s, link, href))
        return _environment().get_template("page.html").render(**context)

    def _cell(self, o: Term, link: Callable[..., Link]) -> Link:
        if isinstance(o, ox.NamedNode):
            return link(o.value, curie(o.value) if o.value not in self.paths else None)
        if isinstance(o, ox.Literal):
            suffix = f" @{o.language}" if o.language else ""
            if not o.language and o.datatype.value != XSD_STRING:
                suffix = f" ({curie(o.datatype.value)})"
            return Link(o.value + suffix, None)
        return Link(str(o), None)

    def _crumbs(self, s: str, link: Callable[..., Link]) -> list[Link]:
        chain: list[str] = []
        cursor = s
        kind = self.kind(s)
        if kind == "language":
            cursor = self.first(s, "languageVersionOf") or s
            chain.append(cursor)
        if self.kind(cursor) == "version":
            cursor = self.first(cursor, "versionOf") or cursor
            chain.append(cursor)
        if kind == "action":
            cursor = self.first(s, "partOfAction") or s
            if cursor != s:
                chain.append(cursor)
            works = self.iris(cursor, "affects")
            if works:
                cursor = works[0]
                chain.append(cursor)
        if kind in ("event", "entity", "relation", "claim", "sentence"):
            complaint = self.first(s, "inComplaint")
            if complaint:
                chain.append(complaint)
        seen = {s}
        while True:
            parent = self.first(cursor, "isPartOf")
            if parent is None or parent in seen:
                break
            seen.add(parent)
            chain.append(parent)
            cursor = parent
        return [link(c) for c in reversed(chain) if c != s]

    # -- the whole site ------------------------------------------------------------------
    def graphs(self) -> list[ox.NamedNode]:
        """The named graphs the site reads, sorted by IRI."""
        if self._graph is not None:
            return [self._graph]
        return sorted((g for g in self._ox.named_graphs() if isinstance(g, ox.NamedNode)), key=str)

    def graph_resources(self, graph: ox.NamedNode) -> tuple[list[str], list[tuple[str, str]]]:
        """The published resources whose first graph (by IRI) is ``graph``, sorted (with the
        versions index documents of its works and components), and the IRIs of that graph
        that get no page with the reason: one graph's worth of memory, so that a site is
        written one graph (one law) at a time."""
        subjects = sorted(
            {
                q.subject.value
                for q in self._ox.quads_for_pattern(None, None, None, graph)
                if isinstance(q.subject, ox.NamedNode)
            }
        )
        out: list[str] = []
        skipped: list[tuple[str, str]] = []
        for s in subjects:
            if self.node(s).graphs[:1] != [graph.value]:
                continue  # written with an earlier graph
            if resource_path(s, self.base) is None:
                skipped.append((s, _skip_reason(s, self.base)))
                continue
            out.append(s)
            if self.versions_index(s) is not None:
                out.append(s + INDEX)
        return out, skipped

    def resources(self) -> list[str]:
        """Every published resource IRI, sorted (the whole store: for small stores; a
        national one is written graph by graph, :meth:`graph_resources`)."""
        if self._resources is None:
            found: list[str] = []
            for g in self.graphs():
                found.extend(self.graph_resources(g)[0])
            self._resources = sorted(found)
        return self._resources

    @property
    def skipped(self) -> list[tuple[str, str]]:
        """The IRIs that get no page, with the reason (the whole store)."""
        return [x for g in self.graphs() for x in self.graph_resources(g)[1]]

    def file_names(self) -> list[str]:
        """The paths of the files around the resources (:meth:`site_file`), dumps last."""
        names = ["index.html", "_data/style.css", "_data/asof.js", "_data/context.jsonld"]
        names += ["_data/void.ttl", ".well-known/void"]
        names += [f"_works/{n}.html" for n in range(2, self.pages("works") + 1)]
        names += [f"_acts/{n}.html" for n in range(2, self.pages("acts") + 1)]
        names += sorted(_vocabulary())
        return [*names, MARKER, *DUMPS]

    def site_file(self, name: str) -> bytes | None:
        """The file ``name`` of :meth:`file_names` (``None``: no such file; the dumps are
        written by :meth:`write_dump`)."""
        if name == "index.html":
            return self.home().encode("utf-8")
        if name in ("_data/style.css", "_data/asof.js"):
            return _asset(name.rsplit("/", 1)[1])
        if name == "_data/context.jsonld":
            return (json.dumps({"@context": CONTEXT}, indent=1, sort_keys=True) + "\n").encode()
        if name in ("_data/void.ttl", ".well-known/void"):
            return self.void()
        m = re.fullmatch(r"_(works|acts)/([1-9][0-9]{0,8})\.html", name)
        if m and 2 <= int(m.group(2)) <= self.pages(m.group(1)):
            return self.list_page(m.group(1), int(m.group(2))).encode("utf-8")
        if name == MARKER:
            return b"legalkg static site: 'legalkg publish' may replace this folder\n"
        if name.startswith("_docs/"):
            return _vocabulary().get(name)
        return None

    def site_files(self, *, dumps: bool = True) -> Iterator[tuple[str, bytes]]:
        """The files around the resources: home, assets, VoID/DCAT, dumps, docs."""
        for name in self.file_names():
            if name in DUMPS:
                if dumps:
                    buf = io.BytesIO()
                    self.write_dump(name, buf)
                    yield name, buf.getvalue()
                continue
            data = self.site_file(name)
            assert data is not None
            yield name, data

    def write_dump(self, name: str, out: Any) -> None:
        """Write the dump ``name`` (:data:`DUMPS`) to the binary file ``out``, streaming:
        every quad as gzipped N-Quads (fixed mtime: same store, same bytes), or the union of
        the graphs as Turtle, both sorted (:meth:`legalkg.store.local.Store.export_to`)."""
        if name == "_data/dump.nq.gz":
            with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0, compresslevel=6) as gz:
                self.store.export_to(gz, format=ox.RdfFormat.N_QUADS)
        elif name == "_data/dump.ttl":
            self.store.export_to(out, format=ox.RdfFormat.TURTLE)
        else:
            raise KeyError(name)

    def _typed(self, cls: str) -> list[str]:
        """The IRIs typed ``cls`` that have pages, sorted."""
        found = {
            q.subject.value
            for q in self._match(None, ox.NamedNode(RDF_TYPE), ox.NamedNode(cls))
            if isinstance(q.subject, ox.NamedNode)
        }
        return sorted(s for s in found if s in self.paths)

    def works(self) -> list[str]:
        """The works that have components (the norms), sorted."""
        return [w for w in self._typed(LKG + "Work") if self.has_subject("work", w)]

    def acts(self) -> list[str]:
        """The works without components (amending acts, as far as the store knows), sorted."""
        return [w for w in self._typed(LKG + "Work") if not self.has_subject("work", w)]

    def complaints(self) -> list[str]:
        """The complaints (``lkg:Complaint``) that have pages, sorted."""
        return [c for c in self._typed(LKG + "Complaint") if self.kind(c) == "complaint"]

    def pages(self, which: str) -> int:
        """How many pages the list of ``works`` or ``acts`` takes (the first is the home)."""
        listed = self.works() if which == "works" else self.acts()
        return max(1, -(-len(listed) // WORKS_PER_PAGE))

    def _listing(self, which: str, page: int, root: str) -> dict[str, Any]:
        listed = self.works() if which == "works" else self.acts()
        href = self.linker(root.rstrip("/") if root else "")
        chunk = listed[(page - 1) * WORKS_PER_PAGE : page * WORKS_PER_PAGE]
        pages = self.pages(which)
        prefix = "" if root == "" else "../"
        links = (
            [
                Link(
                    f"{(n - 1) * WORKS_PER_PAGE + 1}–{min(n * WORKS_PER_PAGE, len(listed))}",
                    None
                    if n == page
                    else (f"{prefix}index.html" if n == 1 else f"{prefix}_{which}/{n}.html"),
                )
                for n in range(1, pages + 1)
            ]
            if pages > 1
            else []
        )
        return {
            "items": [Link(self.label(w), href(w)) for w in chunk],
            "pages": links,
            "total": len(listed),
        }

    def list_page(self, which: str, page: int) -> str:
        """Page ``page`` (2…) of the list of norms (``works``) or amending acts (``acts``)."""
        listing = self._listing(which, page, f"_{which}")
        title = "Norms" if which == "works" else "Amending acts"
        return (
            _environment()
            .get_template("list.html")
            .render(
                root="../",
                base_href=None,
                title=f"{title} ({listing['items'][0].text} …)" if listing["items"] else title,
                heading=title,
                **listing,
            )
        )

    def stats(self) -> dict[str, Any]:
        """Counts for the home page and VoID: distinct triples, subjects, and IRIs of each
        class (SPARQL aggregates, run once per site by Oxigraph)."""
        if self._stats is None:

            def number(query: str) -> int:
                rows = list(self._ox.query(query))  # type: ignore[arg-type]
                return int(rows[0][0].value) if rows and rows[0][0] is not None else 0

            classes = [
                (row[0].value, int(row[1].value))
                for row in self._ox.query(_CLASSES)  # type: ignore[union-attr]
            ]
            self._stats = {
                "triples": number(_TRIPLES),
                "subjects": number(_SUBJECTS),
                "classes": sorted(classes),
            }
        return self._stats

    def home(self) -> str:
        """The dataset's home page: counts, the norms and acts (the first
        :data:`WORKS_PER_PAGE` of each, the others on pages ``_works/N.html``), complaints."""
        complaints = [Link(self.label(c), self.linker("")(c)) for c in self.complaints()]
        stats = self.stats()
        counts = [(curie(cls), n) for cls, n in stats["classes"]]
        return (
            _environment()
            .get_template("home.html")
            .render(
                root="",
                base_href=None,
                title="Legal knowledge graph",
                works=self._listing("works", 1, ""),
                acts=self._listing("acts", 1, ""),
                complaints=complaints,
                counts=counts,
                triples=stats["triples"],
                sparql=self._endpoint_href(),
                search=self.sparql_endpoint is not None
                and self.sparql_endpoint == self.base + "sparql",
            )
        )

    def _endpoint_href(self) -> str | None:
        """The home page's link to the SPARQL endpoint: relative when it is the server's own
        (``{base}sparql``), so that it works at any host."""
        if self.sparql_endpoint is None:
            return None
        if self.sparql_endpoint == self.base + "sparql":
            return "sparql"
        return self.sparql_endpoint

    def modified(self) -> ox.Literal | None:
        """The dataset's last change, from the data (never the clock): the latest date of an
        action (``lkg:date``), a version's start (``lkg:validFrom``) or a work's date."""
        latest: str | None = None
        for p in (LKG + "date", LKG + "validFrom", ELI + "date_document"):
            for q in self._match(None, ox.NamedNode(p), None):
                o = q.object
                if not isinstance(q.subject, ox.NamedNode) or not isinstance(o, ox.Literal):
                    continue
                if re.fullmatch(r"\d{4}-\d{2}-\d{2}", o.value):
                    latest = o.value if latest is None or o.value > latest else latest
        if latest is None:
            return None
        return ox.Literal(latest, datatype=ox.NamedNode(PREFIXES["xsd"] + "date"))

    def void(self) -> bytes:
        """A VoID and DCAT description of the dataset, its dumps and its class partitions."""
        b = self.base
        ds = ox.NamedNode(f"{b}_data/void.ttl#dataset")
        t: list[ox.Triple] = []

        def add(s: ox.NamedNode, p: str, o: ox.NamedNode | ox.Literal) -> None:
            t.append(ox.Triple(s, ox.NamedNode(p), o))

        def integer(n: int) -> ox.Literal:
            return ox.Literal(str(n), datatype=ox.NamedNode(PREFIXES["xsd"] + "integer"))

        add(ds, RDF_TYPE, ox.NamedNode(VOID + "Dataset"))
        add(ds, RDF_TYPE, ox.NamedNode(DCAT + "Dataset"))
        add(ds, DCT_TITLE, ox.Literal("Legal knowledge graph", language="en"))
        add(
            ds,
            PREFIXES["dcterms"] + "description",
            ox.Literal(
                "Norms with their amendment history (works, components, temporal versions, "
                "language versions, actions), published by legalkg.",
                language="en",
            ),
        )
        if self.sparql_endpoint:
            add(ds, VOID + "sparqlEndpoint", ox.NamedNode(self.sparql_endpoint))
        licenses = {self.license} if self.license else set()
        for w in self.works():
            licenses.update(self.iris(w, PREFIXES["dcterms"] + "license"))
        for lic in sorted(licenses):
            add(ds, PREFIXES["dcterms"] + "license", ox.NamedNode(lic))
        modified = self.modified()
        if modified is not None:
            add(ds, PREFIXES["dcterms"] + "modified", modified)
        stats = self.stats()
        add(ds, VOID + "triples", integer(stats["triples"]))
        add(ds, VOID + "distinctSubjects", integer(stats["subjects"]))
        add(ds, VOID + "uriSpace", ox.Literal(b))
        add(ds, VOID + "rootResource", ox.NamedNode(f"{b}index.html"))
        add(ds, DCAT + "landingPage", ox.NamedNode(f"{b}index.html"))
        for w in self.works():
            add(ds, VOID + "exampleResource", ox.NamedNode(w))
        for vocab in ("lkg", "eli", "dcterms", "rdfs"):
            add(ds, VOID + "vocabulary", ox.NamedNode(PREFIXES[vocab]))
        for name, media, fmt in (
            ("dump.nq.gz", "application/n-quads", "N-Quads, gzip"),
            ("dump.ttl", "text/turtle", "Turtle"),
        ):
            dump = ox.NamedNode(f"{b}_data/{name}")
            dist = ox.NamedNode(f"{b}_data/void.ttl#{name.replace('.', '-')}")
            add(ds, VOID + "dataDump", dump)
            add(ds, DCAT + "distribution", dist)
            add(dist, RDF_TYPE, ox.NamedNode(DCAT + "Distribution"))
            add(dist, DCAT + "downloadURL", dump)
            add(dist, DCAT + "mediaType", ox.Literal(media))
            add(dist, DCT_TITLE, ox.Literal(f"Full dump ({fmt})", language="en"))
        for cls, n in stats["classes"]:
            fragment = curie(cls).replace(":", "-")
            if not _SEGMENT.fullmatch(fragment):
                continue
            part = ox.NamedNode(f"{b}_data/void.ttl#class-{fragment}")
            add(ds, VOID + "classPartition", part)
            add(part, VOID + "class", ox.NamedNode(cls))
            add(part, VOID + "entities", integer(n))
        prefixes = dict(PREFIXES, void=VOID, dcat=DCAT)
        return turtle(t, prefixes)


#: Context builders by page kind; a new kind adds one here and a ``kinds/<kind>.html``.
_CONTEXTS: dict[str, Callable[[Site, str, Callable[..., Link], Any], dict[str, Any]]] = {
    "work": _ctx_work,
    "component": _ctx_component,
    "version": _ctx_version,
    "action": _ctx_action,
    "language": _ctx_language,
    **EVENT_CONTEXTS,
}
