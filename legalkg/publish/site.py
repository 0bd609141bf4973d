"""The site: every resource of a store as HTML, Turtle, JSON-LD and N-Triples, and the files
around them (home page, VoID/DCAT, dumps, JSON-LD context, ontology and shape docs).

The store is read once into memory (:class:`Site`); pages are rendered from that snapshot, so a
static build and the live server show the same bytes for the same resource. Output is
deterministic: sorted triples, sorted lists, no clock, no random identifiers.

A resource IRI ``{base}a/b/c`` becomes the folder ``a/b/c/`` holding ``index.html``,
``index.ttl`` and ``index.jsonld``. Only IRIs whose path segments are plain names
(letters, digits, ``_ . ~ -``, starting with a letter or digit, not ``index.*``) get files, so
no IRI can write outside the output folder; the others are listed in
:attr:`PublishReport.skipped` (and are still in the dumps).

>>> resource_path("https://example.org/eli/br/x/2000-01-01", "https://example.org/")
'eli/br/x/2000-01-01'
>>> resource_path("https://example.org/eli/../../etc", "https://example.org/") is None
True
"""

from __future__ import annotations

import errno
import gzip
import io
import json
import os
import re
import shutil
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import jinja2
import pyoxigraph as ox
from markupsafe import Markup, escape

from legalkg.errors import LegalKGError
from legalkg.formats import sorted_prefixes
from legalkg.namespaces import PREFIXES
from legalkg.publish.events import CONTEXTS as EVENT_CONTEXTS
from legalkg.publish.events import event_kind

LKG = PREFIXES["lkg"]
RDF_TYPE = PREFIXES["rdf"] + "type"
RDFS_LABEL = PREFIXES["rdfs"] + "label"
RDFS_COMMENT = PREFIXES["rdfs"] + "comment"
DCT_TITLE = PREFIXES["dcterms"] + "title"
XSD_STRING = PREFIXES["xsd"] + "string"
VOID = "http://rdfs.org/ns/void#"
DCAT = "http://www.w3.org/ns/dcat#"

#: Document formats: suffix → media type. The static site writes html, ttl and jsonld.
DOCUMENT_FORMATS = {
    "html": "text/html; charset=utf-8",
    "ttl": "text/turtle; charset=utf-8",
    "jsonld": "application/ld+json",
    "nt": "application/n-triples",
}
STATIC_FORMATS = ("html", "ttl", "jsonld")
MARKER = ".legalkg-site"

_SEGMENT = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}")
_MAX_DEPTH = 40
#: The longest resource path (characters): with the site folder and ``/index.jsonld`` it
#: stays well under PATH_MAX (4096 on Linux), so no path is too long to write.
_MAX_PATH = 1024
_CURIE_LOCAL = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*")
#: The JSON-LD context of every document (also published as ``_data/context.jsonld``).
CONTEXT: dict[str, str] = dict(sorted(PREFIXES.items()))


class PublishError(LegalKGError):
    """A site that cannot be built or written (bad base IRI, output folder not ours…)."""


@dataclass
class PublishReport:
    """What :func:`publish` wrote."""

    out: Path
    resources: int = 0
    files: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)


def resource_path(iri: str, base: str) -> str | None:
    """The site path of ``iri`` (``a/b/c`` for ``{base}a/b/c``), or ``None`` when the IRI is not
    under ``base`` or any of its segments is not a plain file name."""
    if not iri.startswith(base) or len(iri) == len(base):
        return None
    rest = iri[len(base) :]
    segments = rest.split("/")
    if len(segments) > _MAX_DEPTH or len(rest) > _MAX_PATH:
        return None
    for segment in segments:
        if not _SEGMENT.fullmatch(segment) or segment.startswith("index."):
            return None
    return rest


def _skip_reason(iri: str, base: str) -> str:
    if not iri.startswith(base):
        return "not under the base IRI"
    rest = iri[len(base) :]
    if len(rest) > _MAX_PATH or rest.count("/") >= _MAX_DEPTH:
        return (
            f"its path is too long for a file system ({len(rest)} characters, "
            f"{rest.count('/') + 1} segments; at most {_MAX_PATH} and {_MAX_DEPTH})"
        )
    return "a path segment is not a plain file name (letters, digits, _ . ~ -)"


def relative(from_dir: str, to_path: str) -> str:
    """The relative URL from the folder ``from_dir`` to ``to_path`` (both site paths).

    >>> relative("eli/a/b", "eli/a/c/index.html")
    '../c/index.html'
    >>> relative("", "eli/a/index.html")
    'eli/a/index.html'
    """
    a = from_dir.split("/") if from_dir else []
    b = to_path.split("/")
    n = 0
    while n < len(a) and n < len(b) - 1 and a[n] == b[n]:
        n += 1
    return "../" * (len(a) - n) + "/".join(b[n:])


def curie(iri: str) -> str:
    """``lkg:validFrom`` for a known namespace, else the IRI itself."""
    for prefix, ns in PREFIXES.items():
        if iri.startswith(ns) and _CURIE_LOCAL.fullmatch(iri[len(ns) :]):
            return f"{prefix}:{iri[len(ns) :]}"
    return iri


def _term_key(t: ox.Triple) -> tuple[str, str, str]:
    return (str(t.subject), str(t.predicate), str(t.object))


def turtle(triples: list[ox.Triple], prefixes: dict[str, str] | None = None) -> bytes:
    """Sorted triples as Turtle with sorted prefixes (same triples, same bytes)."""
    out = ox.serialize(
        sorted(triples, key=_term_key), format=ox.RdfFormat.TURTLE, prefixes=prefixes or PREFIXES
    )
    assert out is not None
    return sorted_prefixes(out)


def ntriples(triples: list[ox.Triple]) -> bytes:
    """Sorted triples as N-Triples."""
    out = ox.serialize(sorted(triples, key=_term_key), format=ox.RdfFormat.N_TRIPLES)
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


def jsonld(triples: list[ox.Triple]) -> bytes:
    """Triples as a JSON-LD document with the legalkg context (sorted keys and nodes)."""
    nodes: dict[str, dict[str, Any]] = {}
    for t in sorted(triples, key=_term_key):
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


@cache
def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("legalkg.publish", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["curie"] = curie
    return env


def _asset(name: str) -> bytes:
    return resources.files("legalkg.publish").joinpath("templates", name).read_bytes()


Term = ox.NamedNode | ox.BlankNode | ox.Literal | ox.Triple


@dataclass(frozen=True, slots=True)
class Link:
    """A link for a template: its text and its ``href`` (``None``: plain text).

    >>> Link("a < b", "x.html").__html__()
    '<a href="x.html">a &lt; b</a>'
    """

    text: str
    href: str | None

    def __html__(self) -> str:
        if self.href is None:
            return str(escape(self.text))
        return f'<a href="{escape(self.href)}">{escape(self.text)}</a>'


class Site:
    """A snapshot of ``store`` ready to render, with resource IRIs under ``base``.

    :param store: a :class:`legalkg.store.Store`.
    :param base: the base IRI of the resources, ending in ``/``.
    :raises PublishError: for a base that is not an absolute http(s) IRI ending in ``/``.
    """

    def __init__(self, store: Any, base: str) -> None:
        if not re.fullmatch(r"https?://[^\s<>\"{}|\\^`#?]+/", base):
            raise PublishError(
                f"base {base!r} must be an absolute http(s) IRI ending in '/' (no '#' or '?'), "
                "such as https://example.org/ — the IRIs in the store start with it"
            )
        self.base = base
        self.store = store
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

    def document_triples(self, s: str) -> list[ox.Triple]:
        """The triples of ``s``'s documents: its own, and for a version its language versions'."""
        triples = list(self.triples.get(s, []))
        kind = self.kind(s)
        if kind == "version":
            for lv in self.iris(s, "hasLanguageVersion"):
                triples.extend(self.triples.get(lv, []))
        elif kind in ("event", "entity", "relation", "claim"):
            from legalkg.publish.events import document_nodes

            for node in document_nodes(self, s):
                triples.extend(self.triples.get(node, []))
        return sorted(set(triples), key=_term_key)

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
            return turtle(self.document_triples(s))
        if fmt == "jsonld":
            return jsonld(self.document_triples(s))
        if fmt == "nt":
            return ntriples(self.document_triples(s))
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
        for t in self.triples.get(s, []):
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
            )
        )

    def dump_nquads(self) -> bytes:
        """Every quad as N-Quads, gzipped with a fixed mtime (same store, same bytes)."""
        raw = self.store.export(format=ox.RdfFormat.N_QUADS)
        buf = io.BytesIO()
        with gzip.GzipFile(filename="", mode="wb", fileobj=buf, mtime=0, compresslevel=9) as gz:
            gz.write(raw)
        return buf.getvalue()

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


def _version_nav(site: Site, component: str, current: str | None, href: Any) -> list[Any]:
    out = []
    for v in sorted(
        site.subjects("versionOf", component), key=lambda v: (site.first(v, "validFrom") or "", v)
    ):
        out.append(
            {
                "link": Link(site.first(v, "validFrom") or v, href(v)),
                "until": site.first(v, "validUntil"),
                "current": v == current,
            }
        )
    return out


def _acts(site: Site, action: str, link: Callable[..., Link]) -> list[Link]:
    return [link(a) for a in site.iris(action, "amendingAct")]


def _action_summary(site: Site, action: str | None, link: Callable[..., Link]) -> Any:
    if action is None:
        return None
    types = [curie(t) for t in site.types(action)]
    return {
        "link": link(action),
        "types": types,
        "acts": _acts(site, action, link),
        "date": site.first(action, "date"),
    }


def _ctx_version(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    component = site.first(s, "versionOf") or s
    nav = _version_nav(site, component, s, href)
    index = next((i for i, n in enumerate(nav) if n["current"]), 0)
    children = sorted(
        site.iris(s, "aggregates"),
        key=site.version_order,
    )
    child_rows = []
    for c in children:
        text = site.text(c)
        child_rows.append(
            {
                "link": link(c, site.label(site.first(c, "versionOf") or c)),
                "text": text[0][1] if text else "",
            }
        )
    toc = None
    whole: list[dict[str, Any]] = []
    if site.kind(component) == "work":
        toc = tree_html(_toc(site, s, link))
    elif children:
        whole = _whole(site, s, link)
    return {
        "component": link(component),
        "valid_from": site.first(s, "validFrom"),
        "valid_until": site.first(s, "validUntil"),
        "texts": site.text(s),
        "nav": nav,
        "previous": nav[index - 1]["link"] if index > 0 else None,
        "next": nav[index + 1]["link"] if index + 1 < len(nav) else None,
        "produced": _action_summary(site, site.first(s, "producedBy"), link),
        "terminated": _action_summary(site, site.first(s, "terminatedBy"), link),
        "children": child_rows,
        "parents": [link(p) for p in site.subjects("aggregates", s)],
        "toc": toc,
        "whole": whole,
    }


def _whole(site: Site, version: str, link: Callable[..., Link]) -> list[dict[str, Any]]:
    """A unit's whole text on its version: its own row, then every part version it aggregates
    (transitively), in document order, each linking to that part's own version page and marked
    when it starts with this version (the parts this version changed)."""
    start = site.first(version, "validFrom")
    out: list[dict[str, Any]] = []
    stack = [(0, version)]
    while stack:
        depth, v = stack.pop()
        text = site.text(v)
        comp = site.first(v, "versionOf") or v
        out.append(
            {
                "depth": depth,
                "link": link(v, site.label(comp)),
                "text": text[0][1] if text else "",
                "changed": depth > 0 and site.first(v, "validFrom") == start,
            }
        )
        kids = sorted(site.iris(v, "aggregates"), key=site.version_order)
        stack.extend((depth + 1, k) for k in reversed(kids))
    return out


def _toc(site: Site, version: str, link: Callable[..., Link]) -> list[tuple[int, Link]]:
    """The point-in-time table of contents below a work's version: (depth, link) in order."""
    out: list[tuple[int, Link]] = []
    stack = [
        (0, c)
        for c in reversed(
            sorted(
                site.iris(version, "aggregates"),
                key=site.version_order,
            )
        )
    ]
    while stack:
        depth, v = stack.pop()
        comp = site.first(v, "versionOf") or v
        out.append((depth, link(v, site.label(comp))))
        kids = sorted(site.iris(v, "aggregates"), key=site.version_order)
        stack.extend((depth + 1, k) for k in reversed(kids))
    return out


def tree_html(items: list[tuple[int, Link]]) -> Markup:
    """A nested list of links as one ``<ul>`` (depth shown by indentation)."""
    parts = ['<ul class="tree">']
    for depth, link in items:
        parts.append(f'<li style="margin-left:{depth * 1.2:.1f}em">{link.__html__()}</li>')
    parts.append("</ul>")
    return Markup("\n".join(parts))


def _tree(site: Site, root: str, link: Callable[..., Link]) -> list[tuple[int, Link]]:
    out: list[tuple[int, Link]] = []
    kids = sorted(site.subjects("isPartOf", root), key=site.order)
    stack = [(0, c) for c in reversed(kids)]
    while stack:
        depth, c = stack.pop()
        out.append((depth, link(c)))
        kids = sorted(site.subjects("isPartOf", c), key=site.order)
        stack.extend((depth + 1, k) for k in reversed(kids))
    return out


def _ctx_component(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    from legalkg.draw import timeline_svg

    versions = _version_nav(site, s, None, href)
    bars = site.bars().get(s, [])
    svg = timeline_svg(site.label(s), bars, link=href) if bars else None
    current = [
        v for v in sorted(site.subjects("versionOf", s)) if site.first(v, "validUntil") is None
    ]
    actions = sorted(site.subjects("affects", s), key=lambda a: (site.first(a, "date") or "", a))
    return {
        "timeline": svg,
        "versions": versions,
        "version_rows": [
            {
                "version": link(v, site.first(v, "validFrom") or v),
                "until": site.first(v, "validUntil"),
                "produced": _action_summary(site, site.first(v, "producedBy"), link),
            }
            for v in sorted(
                site.subjects("versionOf", s), key=lambda v: (site.first(v, "validFrom") or "", v)
            )
        ],
        "current": [(link(v, site.first(v, "validFrom") or v), site.text(v)) for v in current],
        "children": [link(c) for c in sorted(site.subjects("isPartOf", s), key=site.order)],
        "actions": [_action_summary(site, a, link) for a in actions],
    }


def _ctx_work(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    ctx = _ctx_component(site, s, link, href)
    ctx["timeline"] = None
    ctx["tree"] = tree_html(_tree(site, s, link))
    ctx["amends"] = [link(w) for w in site.iris(s, PREFIXES["eli"] + "amends")]
    ctx["amending"] = [
        _action_summary(site, a, link)
        for a in sorted(
            site.subjects("amendingAct", s), key=lambda a: (site.first(a, "date") or "", a)
        )
        if site.first(a, "partOfAction") is None
    ]
    return ctx


def _ctx_action(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    micro = sorted(
        site.subjects("partOfAction", s), key=lambda a: site.order(site.first(a, "affects") or a)
    )
    return {
        "action": _action_summary(site, s, link),
        "affects": [link(a) for a in site.iris(s, "affects")],
        "macro": link(site.first(s, "partOfAction") or "")
        if site.first(s, "partOfAction")
        else None,
        "micro": [link(a, site.label(site.first(a, "affects") or a)) for a in micro],
        "produces": [link(v) for v in site.subjects("producedBy", s)],
        "terminates": [link(v) for v in site.subjects("terminatedBy", s)],
        "sources": [link(p) for p in site.iris(s, "sourceProvision")],
    }


def _ctx_language(site: Site, s: str, link: Callable[..., Link], href: Any) -> dict[str, Any]:
    of = site.first(s, "languageVersionOf")
    return {
        "of": link(of) if of else None,
        "language": site.first(s, "language"),
        "body": site.first(s, "text"),
    }


#: Context builders by page kind; a new kind adds one here and a ``kinds/<kind>.html``.
_CONTEXTS: dict[str, Callable[[Site, str, Callable[..., Link], Any], dict[str, Any]]] = {
    "work": _ctx_work,
    "component": _ctx_component,
    "version": _ctx_version,
    "action": _ctx_action,
    "language": _ctx_language,
    **EVENT_CONTEXTS,
}


def _check_inside(root: Path, rel: str) -> Path:
    target = (root / rel).resolve()
    if not target.is_relative_to(root.resolve()):
        raise PublishError(f"{rel}: would be written outside {root}; not written")
    return target


def publish(
    store: Any, base: str, out: Path, *, progress: Callable[[int, int], None] | None = None
) -> PublishReport:
    """Write the static site of ``store`` to the folder ``out``.

    The site is built in a temporary folder beside ``out`` and swapped into place at the end
    (one atomic exchange where the system has one, Linux ``renameat2``; else two renames, the
    old site put back if the second fails), so a failure leaves ``out`` as it was. ``out``
    must be missing, empty, or a previous site (it holds the ``.legalkg-site`` marker); it is
    replaced as a whole. A symbolic link ``out`` is followed: the folder it points to is
    replaced and the link kept. A resource whose folder cannot be written (a name too long
    for the file system) gets no page and is reported in ``skipped``.

    :raises PublishError: for a bad base, an ``out`` that is not ours, or a write failure.
    """
    out = Path(out)
    if out.is_symlink():
        out = Path(os.path.realpath(out))
    if out.exists():
        if not out.is_dir():
            raise PublishError(f"{out}: is a file; give a folder for the site")
        if any(out.iterdir()) and not (out / MARKER).is_file():
            raise PublishError(
                f"{out}: folder is not empty and was not written by 'legalkg publish' "
                f"(no {MARKER}); give a new or empty folder"
            )
    site = Site(store, base)
    report = PublishReport(out=out, skipped=list(site.skipped))
    parent = out.absolute().parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        tmp = parent / f".{out.name}.tmp-{os.getpid()}"
        if tmp.exists():
            shutil.rmtree(tmp)
        tmp.mkdir()
    except OSError as e:
        raise PublishError(f"{out}: cannot write the site: {e}") from e
    try:
        resources_ = site.resources()
        for i, s in enumerate(resources_):
            try:
                folder = _check_inside(tmp, site.paths[s])
                folder.mkdir(parents=True, exist_ok=True)
                for fmt in STATIC_FORMATS:
                    (folder / f"index.{fmt}").write_bytes(site.document(s, fmt))
                    report.files += 1
            except OSError as e:
                if e.errno != errno.ENAMETOOLONG:
                    raise
                report.skipped.append((s, "its path is too long for this file system"))
                continue
            report.resources += 1
            if progress is not None and i % 500 == 0:
                progress(i, len(resources_))
        for rel, data in site.site_files():
            target = _check_inside(tmp, rel)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            report.files += 1
        _swap(tmp, out)
    except OSError as e:
        shutil.rmtree(tmp, ignore_errors=True)
        raise PublishError(f"{out}: cannot write the site: {e}") from e
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return report


def _swap(new: Path, out: Path) -> None:
    """Put the folder ``new`` at ``out`` (replacing the folder there) and delete the old one."""
    if out.exists() and _exchange(new, out):
        shutil.rmtree(new)  # ``new`` now holds the old site
        return
    old = out.parent / f".{out.name}.old-{os.getpid()}"
    if out.exists():
        out.rename(old)
    try:
        new.rename(out)
    except OSError:
        if old.exists():
            old.rename(out)
        raise
    if old.exists():
        shutil.rmtree(old)


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths atomically (Linux ``renameat2(RENAME_EXCHANGE)``); ``False`` where the
    system or file system has no such call."""
    import ctypes
    import ctypes.util
    import sys

    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    done = renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange)
    if done == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.EXDEV, errno.ENOTSUP):
        return False
    raise OSError(code, os.strerror(code), str(b))
