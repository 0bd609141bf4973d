"""The site: every resource of a store as HTML, Turtle, JSON-LD and N-Triples, and the files
around them (home page, VoID/DCAT, dumps, JSON-LD context, ontology and shape docs).

The store is read once into memory (:class:`Site`); pages are rendered from that snapshot, so a
static build and the live server show the same bytes for the same resource. Output is
deterministic: sorted triples, sorted lists, no clock, no random identifiers.

A resource IRI ``{base}a/b/c`` has its documents in the folder ``a/b/c/`` (:mod:`.paths`).
The documents are made by :mod:`.documents` (RDF) and the page templates (:mod:`.html`, with
the context builders of :mod:`.norms` and :mod:`.events`); :mod:`.writer` writes a static site.

>>> resource_path("https://example.org/eli/br/x/2000-01-01", "https://example.org/")
'eli/br/x/2000-01-01'
>>> resource_path("https://example.org/eli/../../etc", "https://example.org/") is None
True
"""

from __future__ import annotations

import gzip
import io
import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from typing import Any

import pyoxigraph as ox

from legalkg.namespaces import PREFIXES
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


class Site:
    """A snapshot of ``store`` ready to render, with resource IRIs under ``base``.

    :param store: a :class:`legalkg.store.Store`.
    :param base: the base IRI of the resources, ending in ``/``.
    :raises PublishError: for a base that is not an absolute http(s) IRI ending in ``/``.
    """

    def __init__(
        self,
        store: Any,
        base: str,
        *,
        sparql_endpoint: str | None = None,
        license: str | None = None,
    ) -> None:
        if not re.fullmatch(r"https?://[^\s<>\"{}|\\^`#?]+/", base):
            raise PublishError(
                f"base {base!r} must be an absolute http(s) IRI ending in '/' (no '#' or '?'), "
                "such as https://example.org/ — the IRIs in the store start with it"
            )
        self.base = base
        self.store = store
        #: The SPARQL endpoint and licence the VoID description names (``None``: none given).
        self.sparql_endpoint = sparql_endpoint
        self.license = license
        self.triples: dict[str, list[ox.Triple]] = defaultdict(list)
        self.po: dict[str, dict[str, list[Term]]] = defaultdict(lambda: defaultdict(list))
        self.rev: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        self.all_triples: list[ox.Triple] = []
        seen: set[ox.Triple] = set()
        for q in store.quads():
            t = q.triple
            if t in seen:
                continue
            seen.add(t)
            self.all_triples.append(t)
            if not isinstance(t.subject, ox.NamedNode):
                continue
            s = t.subject.value
            self.triples[s].append(t)
            self.po[s][t.predicate.value].append(t.object)
            if isinstance(t.object, ox.NamedNode):
                self.rev[t.predicate.value][t.object.value].append(s)
        self.all_triples.sort(key=_term_key)
        for s in self.triples:
            self.triples[s].sort(key=_term_key)
        for po in self.po.values():
            for objects in po.values():
                objects.sort(key=str)
        self.paths: dict[str, str] = {}
        self.skipped: list[tuple[str, str]] = []
        for s in sorted(self.triples):
            path = resource_path(s, base)
            if path is None:
                self.skipped.append((s, _skip_reason(s, base)))
            else:
                self.paths[s] = path
        self.indexes: dict[str, list[ox.Triple]] = {}
        self._short: dict[str, list[ox.Triple]] = {}
        self._incoming: dict[str, list[ox.Triple]] = {}
        self._version_indexes()
        self._bars: dict[str, Any] | None = None
        self._orders: dict[str, tuple[int, str]] = {}
        self._version_orders: dict[str, tuple[int, str]] = {}

    # -- reading the snapshot ------------------------------------------------------------
    def values(self, s: str, p: str) -> list[Term]:
        """The objects of ``s p ?o``, sorted (``p`` a full IRI or an ``lkg:`` local name)."""
        po = self.po.get(s)
        if po is None:
            return []
        return po.get(p if ":" in p else LKG + p) or []

    def iris(self, s: str, p: str) -> list[str]:
        """The IRI objects of ``s p ?o``, sorted."""
        return [o.value for o in self.values(s, p) if isinstance(o, ox.NamedNode)]

    def first(self, s: str, p: str) -> str | None:
        """The first (smallest) object value of ``s p ?o``, or ``None``."""
        found = self.values(s, p)
        return found[0].value if found and not isinstance(found[0], ox.Triple) else None

    def subjects(self, p: str, o: str) -> list[str]:
        """The subjects of ``?s p o``, sorted."""
        return sorted(self.rev.get(LKG + p if ":" not in p else p, {}).get(o, []))

    def types(self, s: str) -> list[str]:
        """The ``rdf:type`` IRIs of ``s``, sorted."""
        return self.iris(s, RDF_TYPE)

    def kind(self, s: str) -> str:
        """``work``, ``component``, ``version``, ``language``, ``action``, ``complaint``,
        ``event``, ``relation``, ``entity``, ``sentence`` or ``resource``.

        New kinds are added here, with a context builder in :data:`_CONTEXTS` and a template
        ``kinds/<kind>.html``.
        """
        types = self.types(s)
        found = event_kind(types)
        if found is not None:
            return found
        if LKG + "Work" in types:
            return "work"
        if LKG + "TemporalVersion" in types:
            return "version"
        if LKG + "LanguageVersion" in types:
            return "language"
        if self.values(s, "work"):
            return "component"
        if self.values(s, "affects") and self.values(s, "date"):
            return "action"
        return "resource"

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
        key = self._orders.get(s)
        if key is None:
            found = self.first(s, "documentOrder")
            key = (int(found) if found and found.lstrip("-").isdigit() else 1 << 30, s)
            self._orders[s] = key
        return key

    def version_order(self, version: str) -> tuple[int, str]:
        """Sort key of a version: its component's document order."""
        key = self._version_orders.get(version)
        if key is None:
            key = self.order(self.first(version, "versionOf") or version)
            self._version_orders[version] = key
        return key

    def text(self, version: str) -> list[tuple[str, str]]:
        """``(language, text)`` of each language version of ``version``, sorted by language."""
        out = []
        for lv in self.iris(version, "hasLanguageVersion"):
            text = self.first(lv, "text")
            if text is not None:
                out.append((self.first(lv, "language") or "", text))
        return sorted(out)

    def _version_indexes(self) -> None:
        """Documents of works and components that a link-traversal client can afford.

        In the store a work or component is ``eli:is_realized_by`` each of its temporal *and*
        language versions. In its documents, the triple that links it to a language version
        is in that language version's document instead (the temporal version links it too,
        ``lkg:hasLanguageVersion``); a component without parts links its temporal versions
        (its current one only when it has more than :data:`LONG_LIST`); a work links its
        current version and a component with parts none (their versions are their parts'
        wordings aggregated, one per date anything inside changed: many). Where versions are
        left out, the document links (``rdfs:seeAlso``) its **versions index**
        ``{IRI}/_versions``, a document listing them all (``lkg:hasVersion``,
        ``eli:is_realized_by``). So Comunica's link traversal
        (1,000 documents by default) reaches art. 6's versions from the work on the whole
        Constitution, a crawler following every link still reaches every version, and the
        union of the documents is still the store (``docs/publishing.md``).
        """
        realized, has_version = ELI + "is_realized_by", LKG + "hasVersion"
        see_also = ox.NamedNode(RDFS + "seeAlso")
        for s in list(self.paths):
            if self.kind(s) not in ("work", "component"):
                continue
            languages = {
                lv for v in self.iris(s, "hasVersion") for lv in self.iris(v, "hasLanguageVersion")
            }
            own = []
            for t in self.triples[s]:
                o = t.object
                if (
                    t.predicate.value == realized
                    and isinstance(o, ox.NamedNode)
                    and (o.value in languages)
                ):
                    self._incoming.setdefault(o.value, []).append(t)
                else:
                    own.append(t)
            versions = self.iris(s, "hasVersion")
            container = self.kind(s) == "work" or bool(self.iris(s, "hasPart"))
            if versions and (container or len(versions) > LONG_LIST):
                current = max(versions, key=lambda v: (self.first(v, "validFrom") or "", v))
                # A work keeps its current version; a component with parts none (its versions
                # are its parts' wordings aggregated: many); a long list its current one.
                keep = set() if container and self.kind(s) != "work" else {current}
                index = ox.NamedNode(s + "/_versions")
                listed = [
                    t
                    for t in own
                    if t.predicate.value in (has_version, realized)
                    and isinstance(t.object, ox.NamedNode)
                    and t.object.value not in keep
                ]
                own = [t for t in own if t not in set(listed)]
                link = ox.Triple(ox.NamedNode(s), see_also, index)
                own.append(link)
                label = ox.Literal(f"Versions of {self.label(s)}", language="en")
                self.indexes[index.value] = sorted(
                    {
                        *listed,
                        *(t for t in own if t.predicate.value in (has_version, realized)),
                        link,
                        ox.Triple(index, ox.NamedNode(RDFS_LABEL), label),
                    },
                    key=_term_key,
                )
                self.paths[index.value] = self.paths[s] + "/_versions"
            if len(own) != len(self.triples[s]):
                self._short[s] = sorted(set(own), key=_term_key)

    def document_triples(self, s: str) -> list[ox.Triple]:
        """The triples of ``s``'s documents: its own, and for a version its language versions'
        (a work or component with a long version list: see :meth:`_version_indexes`)."""
        if s in self.indexes:
            return self.in_document_order(self.indexes[s])
        from legalkg.publish.eli import eli_triples

        triples = list(self._short.get(s) or self.triples.get(s, []))
        kind = self.kind(s)
        triples.extend(eli_triples(self, s, kind))
        if kind == "version":
            for lv in self.iris(s, "hasLanguageVersion"):
                triples.extend(self.triples.get(lv, []))
        elif kind == "language":
            triples.extend(self._incoming.get(s, []))
        elif kind in ("event", "entity", "relation", "claim"):
            from legalkg.publish.events import document_nodes

            for node in document_nodes(self, s):
                triples.extend(self.triples.get(node, []))
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

    def bars(self) -> dict[str, Any]:
        """Timeline bars of every component (one ``draw-timeline`` query, cached)."""
        if self._bars is None:
            from legalkg.draw import timeline_bars

            self._bars = timeline_bars(self.store)
        return self._bars

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

        own = self.triples.get(s, []) + eli_triples(self, s, kind)
        for t in self.document_triples(s) if s in self.indexes else own:
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
    def resources(self) -> list[str]:
        """Every published resource IRI, sorted."""
        return sorted(self.paths)

    def site_files(self, *, dumps: bool = True) -> Iterator[tuple[str, bytes]]:
        """The files around the resources: home, assets, VoID/DCAT, dumps, docs."""
        yield "index.html", self.home().encode("utf-8")
        yield "_data/style.css", _asset("style.css")
        yield "_data/asof.js", _asset("asof.js")
        context = json.dumps({"@context": CONTEXT}, indent=1, sort_keys=True) + "\n"
        yield "_data/context.jsonld", context.encode("utf-8")
        void = self.void()
        yield "_data/void.ttl", void
        yield ".well-known/void", void
        if dumps:
            yield "_data/dump.nq.gz", self.dump_nquads()
            yield "_data/dump.ttl", turtle(self.all_triples)
        from legalkg.publish.docs import vocabulary_pages

        yield from vocabulary_pages()
        yield MARKER, b"legalkg static site: 'legalkg publish' may replace this folder\n"

    def works(self) -> list[str]:
        """The works that have components (the norms), sorted."""
        return sorted(s for s in self.paths if self.kind(s) == "work" and self.subjects("work", s))

    def complaints(self) -> list[str]:
        """The complaints (``lkg:Complaint``) that have pages, sorted."""
        return sorted(s for s in self.paths if self.kind(s) == "complaint")

    def home(self) -> str:
        """The dataset's home page."""
        href = self.linker("")
        works = [Link(self.label(w), href(w)) for w in self.works()]
        acts = [
            Link(self.label(w), href(w))
            for w in sorted(self.paths)
            if self.kind(w) == "work" and not self.subjects("work", w)
        ]
        complaints = [Link(self.label(c), href(c)) for c in self.complaints()]
        names = {
            "work": "works",
            "component": "components",
            "version": "temporal versions",
            "language": "language versions",
            "action": "actions",
            "complaint": "complaints",
            "event": "events",
            "relation": "event relations",
            "claim": "claims",
            "entity": "entities",
            "sentence": "sentences",
            "resource": "other resources",
        }
        counts: dict[str, int] = defaultdict(int)
        for s in self.paths:
            counts[names.get(self.kind(s), self.kind(s))] += 1
        return (
            _environment()
            .get_template("home.html")
            .render(
                root="",
                base_href=None,
                title="Legal knowledge graph",
                works=works,
                acts=acts,
                complaints=complaints,
                counts=sorted(counts.items()),
                triples=len(self.all_triples),
                skipped=len(self.skipped),
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

    def dump_nquads(self) -> bytes:
        """Every quad as N-Quads, gzipped with a fixed mtime (same store, same bytes)."""
        raw = self.store.export(format=ox.RdfFormat.N_QUADS)
        buf = io.BytesIO()
        with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
            gz.write(raw)
        return buf.getvalue()

    def modified(self) -> ox.Literal | None:
        """The dataset's last change, from the data (never the clock): the latest date of an
        action (``lkg:date``), a version's start (``lkg:validFrom``) or a work's date."""
        latest: str | None = None
        for p in (LKG + "date", LKG + "validFrom", ELI + "date_document"):
            for objects in (po.get(p) for po in self.po.values()):
                for o in objects or ():
                    if isinstance(o, ox.Literal) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", o.value):
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
        add(ds, VOID + "triples", integer(len(self.all_triples)))
        add(ds, VOID + "distinctSubjects", integer(len(self.triples)))
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
        classes: dict[str, int] = defaultdict(int)
        for objects in self.po.values():
            for type_ in objects.get(RDF_TYPE, []):
                if isinstance(type_, ox.NamedNode):
                    classes[type_.value] += 1
        for cls, n in sorted(classes.items()):
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
