"""A remote SPARQL 1.1 server as the store: standard protocols only, server quirks fixed here.

:class:`RemoteStore` has the same methods as the embedded :class:`~legalkg.store.local.Store`, so
ingest, ask, query, info, export and validate run unchanged against any SPARQL 1.1 server
(tested on Oxigraph server and Virtuoso 7):

- **queries** go through SPARQLWrapper (SPARQL 1.1 Protocol, POST, JSON or Turtle results,
  parsed by pyoxigraph so callers get the same result objects as from the embedded store);
  the ``PREFIX`` declarations of :data:`legalkg.core.namespaces.PREFIXES` are prepended;
- **the dataset** of every query is sent as protocol parameters: ``default-graph-uri`` and
  ``named-graph-uri`` = every data graph. The default graph is then the union of the named
  graphs on every server (Oxigraph server without ``--union-default-graph`` included), and
  server-internal graphs (Virtuoso's ``virtrdf#``…, :data:`SYSTEM_GRAPHS`) stay out of answers;
- **uploads** use the SPARQL 1.1 Graph Store HTTP Protocol: ``PUT`` replaces a graph atomically
  on both servers. A graph larger than ``chunk_triples`` goes in chunks into a staging graph that
  one SPARQL Update ``MOVE`` puts in place (atomic where the server applies an update
  atomically, as Oxigraph and Virtuoso do). Without a GSP URL, SPARQL Update ``INSERT DATA``
  chunks are used the same way;
- **row caps**: an answer the server flags as cut (Virtuoso's ``X-SPARQL-MaxRows``, from its
  ``ResultSetMaxRows``) is an error that names the setting, never a silently short answer;
  whole-graph downloads are counted and, when short, read in pages;
- **auth**: HTTP basic, digest (Virtuoso's ``-auth`` endpoints) or a bearer token; the secret is
  never printed, not even in ``repr``;
- **failures**: a timeout, a refused connection, a 401 or a 500 become a
  :class:`~legalkg.core.errors.StoreError` that names the URL, what happened and how to fix it.
  Connection errors and 5xx answers are retried with exponential backoff; a 4xx is not, and
  its message shows what the server said.

>>> derive_endpoints("http://127.0.0.1:7878/query")
('http://127.0.0.1:7878/update', 'http://127.0.0.1:7878/store')
>>> derive_endpoints("http://127.0.0.1:8890/sparql-auth")
('http://127.0.0.1:8890/sparql-auth', 'http://127.0.0.1:8890/sparql-graph-crud-auth')
>>> Auth("basic", user="dba", password="secret")
Auth(scheme='basic', user='dba')
"""

from __future__ import annotations

import ast
import base64
import re
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import IO, Any, Literal

import pyoxigraph as ox

from legalkg.core.errors import StoreError
from legalkg.core.namespaces import PREFIXES
from legalkg.store.local import NextState, Store, _quad_key, _triples, next_state

#: Graph IRI prefixes that belong to the server, not to the data: never in the dataset.
SYSTEM_GRAPHS: tuple[str, ...] = (
    "http://www.openlinksw.com/",  # Virtuoso: virtrdf#, RDF mappers, …
    "http://www.w3.org/ns/ldp#",  # Virtuoso's LDP ontology
    "http://www.w3.org/2002/07/owl#",  # Virtuoso's copy of OWL
    "http://localuriqaserver/",  # Virtuoso's service description
    "http://localhost:8890/",  # Virtuoso: DAV and sparql graphs of a default install
    "urn:legalkg:staging:",  # our own chunked uploads in progress
)
#: A graph that never exists: the dataset of a store without data graphs.
EMPTY_GRAPH = "urn:legalkg:empty"
_STAGING = "urn:legalkg:staging:"
# On one line, before the query's first line: the server's error positions keep their line.
_PREFIX_TEXT = "".join(f"PREFIX {p}: <{ns}> " for p, ns in sorted(PREFIXES.items()))

Progress = Callable[[int, int, str], None]
"""``progress(done, total, label)``: triples uploaded so far, of ``total``, for ``label``."""


@dataclass(frozen=True, slots=True)
class Auth:
    """HTTP credentials: ``basic`` or ``digest`` (user, password) or ``bearer`` (token).

    The password and token are left out of ``repr`` so they never reach a log or a traceback.
    """

    scheme: Literal["basic", "digest", "bearer"]
    user: str | None = None
    password: str | None = field(default=None, repr=False)
    token: str | None = field(default=None, repr=False)

    def check(self) -> None:
        """:raises StoreError: when the scheme lacks its user/password or token."""
        if self.scheme == "bearer":
            if not self.token:
                raise StoreError(
                    "bearer authentication needs a token: give --endpoint-token or "
                    "LEGALKG_ENDPOINT_TOKEN"
                )
        elif not self.user or self.password is None:
            raise StoreError(
                f"{self.scheme} authentication needs a user and a password: give --endpoint-user "
                "and --endpoint-password (or LEGALKG_ENDPOINT_USER and LEGALKG_ENDPOINT_PASSWORD)"
            )


def derive_endpoints(endpoint: str) -> tuple[str, str | None]:
    """The usual update and Graph Store URLs next to a query URL (``--update-endpoint`` and
    ``--gsp-endpoint`` override them).

    ``…/query`` → ``…/update``, ``…/store`` (Oxigraph server); ``…/sparql[-auth]`` → the same
    URL for updates and ``…/sparql-graph-crud[-auth]`` (Virtuoso); anything else → the same URL
    for updates and no Graph Store (uploads then use SPARQL Update).
    """
    parts = urllib.parse.urlsplit(endpoint)
    path = parts.path

    def at(new: str) -> str:
        return urllib.parse.urlunsplit(parts._replace(path=new))

    if path.endswith("/query"):
        return at(path[: -len("query")] + "update"), at(path[: -len("query")] + "store")
    for suffix in ("/sparql-auth", "/sparql"):
        if path.endswith(suffix):
            crud = "sparql-graph-crud" + ("-auth" if suffix.endswith("-auth") else "")
            return endpoint, at(path[: -len(suffix)] + "/" + crud)
    return endpoint, None


class RemoteStore(Store):
    """A SPARQL 1.1 server used as the store (see the module docstring).

    :param endpoint: the SPARQL query URL, e.g. ``http://127.0.0.1:7878/query``.
    :param update_endpoint: the SPARQL Update URL (default: :func:`derive_endpoints`).
    :param gsp_endpoint: the Graph Store Protocol URL (default: :func:`derive_endpoints`; ``""``
        means none: uploads use SPARQL Update).
    :param auth: credentials, or ``None``.
    :param timeout: seconds before one HTTP request gives up.
    :param retries: extra attempts after a connection error or a 5xx answer.
    :param chunk_triples: the largest upload sent in one request.
    :param graph_prefix: only graphs whose IRI starts with this are data (default: every graph
        except :data:`SYSTEM_GRAPHS`).
    :param dataset: ``"protocol"`` (default): every query names its dataset (the data graphs) in
        protocol parameters; ``"server"``: trust the server's default graph to be the union of
        the named graphs (Virtuoso; Oxigraph server with ``--union-default-graph``), which
        saves the server some work per query but lets its own graphs into ``GRAPH ?g``
        patterns. Checked on the first query: a server whose default graph is not the union
        is an error that says how to fix it.
    :param progress: called as uploads progress.

    It overrides every method of :class:`Store` that touches data; ``select`` and ``export``
    are inherited and work through :meth:`query` and :meth:`quads`.
    """

    def __init__(
        self,
        endpoint: str,
        *,
        update_endpoint: str | None = None,
        gsp_endpoint: str | None = None,
        auth: Auth | None = None,
        timeout: float = 60.0,
        retries: int = 3,
        chunk_triples: int = 250_000,
        graph_prefix: str | None = None,
        dataset: Literal["protocol", "server"] = "protocol",
        progress: Progress | None = None,
        backoff: float = 0.5,
    ) -> None:
        parts = urllib.parse.urlsplit(endpoint)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise StoreError(
                f"--endpoint {endpoint!r}: not an http(s) URL. Give the server's SPARQL query "
                "URL, e.g. http://127.0.0.1:7878/query or http://127.0.0.1:8890/sparql"
            )
        endpoint, inline = _split_credentials(endpoint)
        if auth is None and inline is not None:
            auth = inline
        if update_endpoint:
            update_endpoint = _split_credentials(update_endpoint)[0]
        if gsp_endpoint:
            gsp_endpoint = _split_credentials(gsp_endpoint)[0]
        if auth is not None:
            auth.check()
        update, gsp = derive_endpoints(endpoint)
        self.path = None
        self.endpoint = endpoint
        self.update_endpoint = update_endpoint or update
        self.gsp_endpoint = gsp if gsp_endpoint is None else (gsp_endpoint or None)
        self.auth = auth
        self.timeout = timeout
        self.retries = max(0, retries)
        self.chunk_triples = max(1, chunk_triples)
        self.graph_prefix = graph_prefix
        self.dataset = dataset
        self._union_checked = False
        self.progress = progress
        self.backoff = backoff
        self._graphs: list[ox.NamedNode] | None = None
        self._opener = urllib.request.build_opener()
        self._digest = _Digest(auth) if auth is not None and auth.scheme == "digest" else None

    def __repr__(self) -> str:
        return f"RemoteStore({self.endpoint!r})"

    # -- reading ---------------------------------------------------------------------------

    def graphs(self) -> list[ox.NamedNode]:
        """The data graphs on the server, sorted by IRI (cached until this store writes)."""
        if self._graphs is None:
            found = self._sparql("SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }", dataset=None)
            assert isinstance(found, ox.QuerySolutions)
            names = {row["g"].value for row in found if isinstance(row["g"], ox.NamedNode)}
            self._graphs = [
                ox.NamedNode(g)
                for g in sorted(names)
                if not g.startswith(SYSTEM_GRAPHS)
                and (self.graph_prefix is None or g.startswith(self.graph_prefix))
            ]
        return list(self._graphs)

    def __len__(self) -> int:
        rows = self.select("SELECT (COUNT(?s) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }")
        n = rows[0]["n"] if rows else None
        return int(n.value) if isinstance(n, ox.Literal) else 0

    def query(
        self,
        sparql: str,
        *,
        substitutions: Mapping[str, Any] | None = None,
        union: bool = True,
        default_graphs: Sequence[str] | None = None,
        named_graphs: Sequence[str] | None = None,
    ) -> ox.QuerySolutions | ox.QueryBoolean | ox.QueryTriples:
        """Run a SPARQL 1.1 query on the server; the result objects are pyoxigraph's.

        The dataset follows :meth:`legalkg.store.local.Store.query`: ``default_graphs`` /
        ``named_graphs`` are sent as the protocol's ``default-graph-uri`` / ``named-graph-uri``;
        else a query with its own ``FROM`` / ``FROM NAMED`` is sent as it is; else (``union``)
        the data graphs are sent as the dataset.

        :param substitutions: variable name → RDF term, sent as a trailing ``VALUES`` clause
            (terms written by pyoxigraph, never spliced from user text).
        :param union: the default graph is the union of the data graphs (the default);
            ``False`` leaves the dataset to the server.
        :raises StoreError: on a syntax error, an HTTP error, a timeout or a truncated result.
        """
        from legalkg.sparql.text import scan

        text = sparql
        if substitutions:
            names = " ".join(f"?{k}" for k in substitutions)
            values = " ".join(str(v) for v in substitutions.values())
            text = f"{sparql}\nVALUES ({names}) {{ ({values}) }}"
        if default_graphs is not None or named_graphs is not None:
            return self._sparql(
                _PREFIX_TEXT + text,
                dataset=None,
                defaults=list(default_graphs or ()) or [EMPTY_GRAPH],
                named=list(named_graphs or ()) or [EMPTY_GRAPH],
            )
        dataset: list[str] | None = None
        facts = scan(sparql, PREFIXES)
        if facts.dataset and facts.resolved:
            # The query's FROM / FROM NAMED, sent as the protocol's dataset (the same dataset
            # by SPARQL 1.1): a server whose default graph is the union of its graphs
            # (Oxigraph server --union-default-graph) would otherwise ignore the clause.
            return self._sparql(
                _PREFIX_TEXT + text,
                dataset=None,
                defaults=list(facts.default_graphs) or [EMPTY_GRAPH],
                named=list(facts.named_graphs) or [EMPTY_GRAPH],
            )
        if facts.dataset:
            union = False  # a clause we could not read: the server reads it
        if union and self.dataset == "protocol":
            dataset = [g.value for g in self.graphs()] or [EMPTY_GRAPH]
        elif union and not self._union_checked:
            self._check_union()
        return self._sparql(_PREFIX_TEXT + text, dataset=dataset)

    def _check_union(self) -> None:
        """With ``dataset="server"``: the server's default graph must see the named graphs."""
        graphs = self.graphs()
        if graphs:
            probe = f"ASK {{ GRAPH {graphs[0]} {{ ?s ?p ?o }} FILTER EXISTS {{ ?s ?p ?o }} }}"
            seen = self._sparql(probe, dataset=None)
            if not bool(seen):
                raise StoreError(
                    f"{self.endpoint}: the server's default graph is not the union of its named "
                    "graphs, so --endpoint-dataset server would find nothing. Start Oxigraph "
                    "server with --union-default-graph, or use --endpoint-dataset protocol"
                )
        self._union_checked = True

    def export_to(
        self, out: IO[bytes], *, format: ox.RdfFormat, graph: ox.NamedNode | None = None
    ) -> None:
        """Write :meth:`export` to ``out``: a remote store has no local Oxigraph to stream
        sorted chunks from, so the export is made whole (the same bytes as a local one)."""
        out.write(self.export(format=format, graph=graph))

    def quads(self, graph: ox.NamedNode | None = None) -> Iterator[ox.Quad]:
        """Every quad of the data graphs (or of one graph), in a stable sorted order.

        Each graph is fetched whole (Graph Store ``GET``, else a ``CONSTRUCT``) and its size
        checked against a ``COUNT`` so a server-side row cap cannot truncate it silently.
        """
        names = [graph] if graph is not None else self.graphs()
        quads: list[ox.Quad] = []
        for name in names:
            triples = self._fetch_graph(name)
            quads.extend(ox.Quad(t.subject, t.predicate, t.object, name) for t in triples)
        yield from sorted(quads, key=_quad_key)

    @property
    def oxigraph(self) -> ox.Store:
        """A copy of the server's data graphs in a new in-memory :class:`pyoxigraph.Store`.

        For code that needs a local store, such as SHACL validation: each access downloads
        the data again (one Graph Store ``GET`` per graph).
        """
        local = ox.Store()
        local.extend(self.quads())
        return local

    def flush(self) -> None:
        """Nothing to do: the server commits each request."""

    # -- writing ---------------------------------------------------------------------------

    def replace_graphs(
        self,
        graphs: Mapping[ox.NamedNode, Iterable[ox.Triple] | bytes],
        *,
        check: Callable[[NextState], str | None] | None = None,
        digests: Mapping[ox.NamedNode, str] | None = None,
        notes: Mapping[ox.NamedNode, bytes] | None = None,
    ) -> None:
        """Replace each named graph's content with the given triples (or N-Triples text).
        (``digests`` and ``notes`` are not kept: a server records none, so nothing is
        skipped.)

        Each graph is replaced atomically (one ``PUT``, or staged chunks and one ``MOVE``);
        several graphs are replaced one after the other. ``check`` runs first, given the
        :class:`~legalkg.store.local.NextState` (the next state is a local copy, downloaded when the
        check asks for it; a server keeps no verdict, so ``ingest`` validates all of it): when
        it raises, nothing is sent.

        :raises StoreError: when the server refuses or fails; a failed chunked upload leaves
            the old graph in place and its staging graph dropped.
        """
        todo = {g: list(dict.fromkeys(_triples(ts))) for g, ts in graphs.items()}
        if check is not None:
            check(
                NextState.replacing(
                    self.graphs(),
                    graphs,
                    None,
                    lambda: self.oxigraph,
                    lambda: next_state(self.oxigraph, todo),
                )
            )
        total = sum(len(ts) for ts in todo.values())
        done = 0
        try:
            for graph, triples in todo.items():
                done = self._replace_graph(graph, triples, done, total)
        finally:
            self._graphs = None

    def remove_graphs(self, graphs: Iterable[ox.NamedNode]) -> None:
        """Drop the given named graphs in one update (missing graphs are ignored)."""
        drops = " ;\n".join(f"DROP SILENT GRAPH {g}" for g in graphs)
        if drops:
            self.update(drops)
        self._graphs = None

    def update(self, sparql: str) -> None:
        """Run a SPARQL 1.1 Update on the update endpoint.

        :raises StoreError: on an HTTP error or a timeout.
        """
        body = urllib.parse.urlencode({"update": sparql}).encode("utf-8")
        self._http(
            "POST",
            self.update_endpoint,
            body,
            {"Content-Type": "application/x-www-form-urlencoded"},
            "update",
        )

    # -- internals -------------------------------------------------------------------------

    def _replace_graph(
        self, graph: ox.NamedNode, triples: list[ox.Triple], done: int, total: int
    ) -> int:
        if not triples:
            self.update(f"DROP SILENT GRAPH {graph}")
            return done
        chunks = [
            triples[i : i + self.chunk_triples] for i in range(0, len(triples), self.chunk_triples)
        ]
        if len(chunks) > 1 and any(
            isinstance(t.subject, ox.BlankNode) or isinstance(t.object, ox.BlankNode)
            for t in triples
        ):
            # Each request is its own document: one blank node split over two chunks would
            # become two nodes on the server. Such a graph goes in one request.
            chunks = [triples]
        if len(chunks) == 1:
            self._load(graph, chunks[0], replace=True)
            done += len(triples)
            self._report(done, total, graph.value)
            return done
        staging = ox.NamedNode(f"{_STAGING}{uuid.uuid4()}")
        try:
            for i, chunk in enumerate(chunks):
                self._load(staging, chunk, replace=i == 0)
                done += len(chunk)
                self._report(done, total, graph.value)
            self.update(f"MOVE SILENT GRAPH {staging} TO GRAPH {graph}")
        except StoreError:
            try:
                self.update(f"DROP SILENT GRAPH {staging}")
            except StoreError:
                pass
            raise
        return done

    def _report(self, done: int, total: int, label: str) -> None:
        if self.progress is not None:
            self.progress(done, total, label)

    def _load(self, graph: ox.NamedNode, triples: Sequence[ox.Triple], *, replace: bool) -> None:
        """Put (replace) or post (add) ``triples`` into ``graph``."""
        data = ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES) or b""
        if self.gsp_endpoint is None:
            text = data.decode("utf-8")
            insert = f"INSERT DATA {{ GRAPH {graph} {{\n{text}}} }}"
            self.update((f"DROP SILENT GRAPH {graph} ;\n" if replace else "") + insert)
            return
        self._http(
            "PUT" if replace else "POST",
            _with_query(self.gsp_endpoint, {"graph": graph.value}),
            data,
            {"Content-Type": "application/n-triples"},
            "upload",
        )

    def _fetch_graph(self, graph: ox.NamedNode) -> list[ox.Triple]:
        # COUNT(?s), not COUNT(*): Virtuoso 7.2 counts 1 for a graph outside the dataset.
        counted = self.select(f"SELECT (COUNT(?s) AS ?n) WHERE {{ GRAPH {graph} {{ ?s ?p ?o }} }}")
        n = counted[0]["n"] if counted else None
        expected = int(n.value) if isinstance(n, ox.Literal) else 0
        if expected == 0:
            return []  # an empty, missing or non-data graph: as the embedded store, no error
        if self.gsp_endpoint is not None:
            body = self._http(
                "GET",
                _with_query(self.gsp_endpoint, {"graph": graph.value}),
                None,
                {"Accept": "application/n-triples"},
                "download",
            )
            triples = list(dict.fromkeys(ox.parse(body, format=ox.RdfFormat.N_TRIPLES)))
        else:
            result = self._sparql(
                _PREFIX_TEXT + "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }", dataset=[graph.value]
            )
            assert isinstance(result, ox.QueryTriples)
            triples = list(result)
        if len(triples) < expected:
            # The server caps its answers (Virtuoso's ResultSetMaxRows): read in pages of
            # what it sent, from a sorted subquery (a plain ORDER BY with OFFSET past the cap
            # is refused by Virtuoso).
            triples = self._fetch_pages(graph, expected, page=_page_size(len(triples)))
        if len(triples) != expected:
            raise StoreError(
                f"{self.gsp_endpoint or self.endpoint}: graph {graph.value} has {expected} "
                f"triples but the server sent {len(triples)}. The server caps its answers "
                "(Virtuoso: raise ResultSetMaxRows in the [SPARQL] section of virtuoso.ini)"
            )
        return triples

    def _fetch_pages(self, graph: ox.NamedNode, expected: int, *, page: int) -> list[ox.Triple]:
        triples: list[ox.Triple] = []
        for offset in range(0, expected, page):
            rows = self.select(
                "SELECT ?s ?p ?o WHERE { { SELECT ?s ?p ?o WHERE { GRAPH "
                f"{graph} {{ ?s ?p ?o }} }} ORDER BY ?s ?p ?o }} }} "
                f"LIMIT {page} OFFSET {offset}"
            )
            for row in rows:
                s, p, o = row["s"], row["p"], row["o"]
                assert isinstance(s, ox.NamedNode | ox.BlankNode) and isinstance(p, ox.NamedNode)
                assert o is not None
                triples.append(ox.Triple(s, p, o))
        return list(dict.fromkeys(triples))

    def _sparql(
        self,
        text: str,
        *,
        dataset: list[str] | None,
        defaults: list[str] | None = None,
        named: list[str] | None = None,
    ) -> ox.QuerySolutions | ox.QueryBoolean | ox.QueryTriples:
        """Send one query with SPARQLWrapper and parse the answer with pyoxigraph."""
        from SPARQLWrapper import JSON, POST, TURTLE, URLENCODED, SPARQLWrapper

        wrapper = SPARQLWrapper(self.endpoint)
        wrapper.setMethod(POST)
        wrapper.setRequestMethod(URLENCODED)
        wrapper.setOnlyConneg(True)
        wrapper.setTimeout(max(1, round(self.timeout)))
        with warnings.catch_warnings():  # its guess of the query form; the server decides
            warnings.simplefilter("ignore")
            wrapper.setQuery(text)
        if wrapper.isSparqlUpdateRequest():
            raise StoreError(
                "SPARQL syntax error: this is an update, not a query; legalkg only runs queries"
            )
        graph_form = wrapper.queryType in ("CONSTRUCT", "DESCRIBE")
        wrapper.setReturnFormat(TURTLE if graph_form else JSON)
        for g in dataset or ():
            wrapper.addParameter("default-graph-uri", g)
            wrapper.addParameter("named-graph-uri", g)
        for g in defaults or ():
            wrapper.addParameter("default-graph-uri", g)
        for g in named or ():
            wrapper.addParameter("named-graph-uri", g)
        if self.auth is not None:
            if self.auth.scheme == "bearer":
                wrapper.addCustomHttpHeader("Authorization", f"Bearer {self.auth.token}")
            else:
                wrapper.setHTTPAuth(self.auth.scheme.upper())
                wrapper.setCredentials(self.auth.user, self.auth.password)
        body, headers = self._retry(lambda: _run_wrapper(wrapper), self.endpoint, "query")
        try:
            if graph_form:
                local = ox.Store()
                local.extend(
                    ox.Quad(t.subject, t.predicate, t.object, ox.DefaultGraph())
                    for t in ox.parse(body, format=ox.RdfFormat.TURTLE)
                )
                return local.query("CONSTRUCT WHERE { ?s ?p ?o }")
            result = ox.parse_query_results(body, format=ox.QueryResultsFormat.JSON)
        except SyntaxError as e:
            raise StoreError(f"{self.endpoint}: the server's answer is not valid: {e}") from e
        cap = headers.get("X-SPARQL-MaxRows")  # Virtuoso says so when it may have cut rows
        if isinstance(result, ox.QuerySolutions) and cap is not None and cap.isdigit():
            if sum(1 for _ in result) >= int(cap):
                raise StoreError(
                    f"{self.endpoint}: the server cut the result at {cap} rows. Raise the cap "
                    "(Virtuoso: ResultSetMaxRows in the [SPARQL] section of virtuoso.ini) or "
                    "add LIMIT/OFFSET to the query"
                )
            result = ox.parse_query_results(body, format=ox.QueryResultsFormat.JSON)
        return result

    def _http(
        self, method: str, url: str, body: bytes | None, headers: dict[str, str], what: str
    ) -> bytes:

        def send() -> tuple[bytes, Mapping[str, str]]:
            request = urllib.request.Request(url, data=body, method=method, headers=headers)
            if self.auth is not None and self.auth.scheme != "digest":
                request.add_header("Authorization", _auth_header(self.auth))
            if self._digest is not None:
                self._digest.sign(request, self._opener, self.timeout)
            try:
                with self._opener.open(request, timeout=self.timeout) as response:
                    return response.read(), response.headers
            except urllib.error.HTTPError as e:
                if e.code == 401 and self._digest is not None and self._digest.renew(e):
                    return send()
                raise

        return self._retry(send, url, what)[0]

    def _retry(
        self, send: Callable[[], tuple[bytes, Mapping[str, str]]], url: str, what: str
    ) -> tuple[bytes, Mapping[str, str]]:
        """Run ``send``; retry connection errors and 5xx; turn failures into StoreError."""
        attempt = 0
        while True:
            try:
                return send()
            except StoreError:
                raise
            except Exception as e:  # noqa: BLE001 — every failure becomes a clear StoreError
                status, message = _describe(e)
                retriable = status == 0 or status >= 500
                if _is_timeout(e):
                    raise StoreError(
                        f"{url}: the {what} timed out after {self.timeout:g} s. Is the server "
                        "overloaded? Raise --endpoint-timeout (LEGALKG_ENDPOINT_TIMEOUT) or "
                        "simplify the query"
                    ) from None
                if retriable and attempt < self.retries:
                    time.sleep(self.backoff * 2**attempt)
                    attempt += 1
                    continue
                tries = f" (after {attempt + 1} attempts)" if attempt else ""
                raise StoreError(f"{url}: {what} failed{tries}: {message}") from None


def _run_wrapper(wrapper: Any) -> tuple[bytes, Mapping[str, str]]:
    result = wrapper.query()
    response = result.response
    try:
        return response.read(), response.headers
    finally:
        response.close()


_STATUS = {
    "QueryBadFormed": 400,
    "Unauthorized": 401,
    "EndPointNotFound": 404,
    "URITooLong": 414,
    "EndPointInternalError": 500,
}
_HINTS = {
    401: "Give credentials: --endpoint-user and --endpoint-password (LEGALKG_ENDPOINT_USER, "
    "LEGALKG_ENDPOINT_PASSWORD; --endpoint-auth basic or digest) or --endpoint-token "
    "(LEGALKG_ENDPOINT_TOKEN)",
    403: "The credentials are not allowed to do this: use an account with write (update) rights",
    404: "Check the URL (--endpoint, --update-endpoint, --gsp-endpoint)",
}


def _describe(e: Exception) -> tuple[int, str]:
    """(HTTP status or 0 for a connection error, a one-line message with the server's words)."""
    name = type(e).__name__
    if isinstance(e, urllib.error.HTTPError):
        status = e.code
        try:
            said = _server_words(e.read())
        except Exception:  # noqa: BLE001 — the body is only a courtesy
            said = ""
        reason = e.reason
    elif name in _STATUS:
        status = _STATUS[name]
        text = str(e)
        _, _, raw = text.partition("Response:\n")
        try:
            body = ast.literal_eval(raw) if raw else b""
        except (ValueError, SyntaxError):
            body = raw.encode("utf-8")
        said = _server_words(body if isinstance(body, bytes) else str(body).encode("utf-8"))
        reason = ""
    elif isinstance(e, urllib.error.URLError):
        return 0, (
            f"cannot connect ({e.reason}). Is the server running and is the URL right? "
            "Check --endpoint (LEGALKG_ENDPOINT)"
        )
    elif isinstance(e, ConnectionError | OSError):
        return 0, f"connection failed ({e}). Is the server running? Check --endpoint"
    else:
        return 0, f"{name}: {e}"
    message = f"HTTP {status}{' ' + reason if reason else ''}"
    if said:
        message += f": {said}"
    hint = _HINTS.get(status)
    if hint:
        message += f". {hint}"
    return status, message


def _server_words(body: bytes) -> str:
    """The server's error message, on one line, HTML tags removed, at most 400 characters."""
    text = body.decode("utf-8", errors="replace")
    text = re.sub(r"<[^>]+>", " ", text)
    text = " ".join(text.split())
    return text[:400] + ("…" if len(text) > 400 else "")


def _is_timeout(e: BaseException) -> bool:
    if isinstance(e, socket.timeout | TimeoutError):
        return True
    reason = getattr(e, "reason", None)
    return isinstance(reason, socket.timeout | TimeoutError)


def _auth_header(auth: Auth) -> str:
    if auth.scheme == "bearer":
        return f"Bearer {auth.token}"
    pair = f"{auth.user}:{auth.password}".encode()
    return "Basic " + base64.b64encode(pair).decode("ascii")


class _Passwords(urllib.request.HTTPPasswordMgr):
    """The one user and password, whatever the realm and URL."""

    def __init__(self, auth: Auth) -> None:
        super().__init__()
        self._pair = (auth.user, auth.password)

    def find_user_password(self, realm: str | None, authuri: str) -> tuple[str | None, str | None]:
        return self._pair


class _Digest:
    """HTTP digest auth that signs a request before it is sent.

    urllib's handler sends the body, gets the 401 challenge and sends the body again; Virtuoso
    resets the connection before reading a large body. Here a body-less ``GET`` fetches the
    challenge once, then every request carries its ``Authorization`` header from the start.
    """

    def __init__(self, auth: Auth) -> None:
        self.handler = urllib.request.HTTPDigestAuthHandler(_Passwords(auth))
        self.challenge: dict[str, str] | None = None

    def sign(self, request: urllib.request.Request, opener: Any, timeout: float) -> None:
        if self.challenge is None:
            probe = urllib.request.Request(request.full_url.split("?")[0], method="GET")
            try:
                with opener.open(probe, timeout=timeout):
                    return  # no auth asked for
            except urllib.error.HTTPError as e:
                if e.code != 401 or not self.renew(e):
                    return
        assert self.challenge is not None
        header = self.handler.get_authorization(request, self.challenge)
        if header:
            request.add_unredirected_header("Authorization", f"Digest {header}")

    def renew(self, e: urllib.error.HTTPError) -> bool:
        """Take the challenge of a 401; False when there is none or it was just renewed."""
        value = e.headers.get("WWW-Authenticate", "")
        scheme, _, rest = value.partition(" ")
        if scheme.lower() != "digest":
            return False
        challenge = urllib.request.parse_keqv_list(
            [x.strip() for x in urllib.request.parse_http_list(rest)]
        )
        if challenge == self.challenge:
            return False
        self.challenge = challenge
        return True


def _page_size(capped: int) -> int:
    """The page size for a server that sent ``capped`` rows: a little less, because Virtuoso
    flags (``X-SPARQL-MaxRows``) any answer that reaches its cap, even one that fits exactly.

    >>> _page_size(10001), _page_size(10000), _page_size(1)
    (9999, 9998, 1)
    """
    return max(1, capped - 2)


def _split_credentials(url: str) -> tuple[str, Auth | None]:
    """``url`` without the ``user:password@`` of its authority, and that as basic auth.

    >>> _split_credentials("http://dba:s%40cret@127.0.0.1:8890/sparql-auth")
    ('http://127.0.0.1:8890/sparql-auth', Auth(scheme='basic', user='dba'))
    >>> _split_credentials("http://127.0.0.1:7878/query")
    ('http://127.0.0.1:7878/query', None)
    >>> _split_credentials("http://dba:p#w?x/y@127.0.0.1:8890/sparql")[1].password
    'p#w?x/y'
    """
    parts = urllib.parse.urlsplit(url)
    if "@" not in parts.netloc:
        scheme, sep, rest = url.partition("://")
        try:
            parts.port  # noqa: B018 — a port that is not a number: a raw '#', '?' or '/'
        except ValueError:  # in the password cut the authority short; it ends at the last '@'
            if sep and "@" in rest:
                userinfo, _, after = rest.rpartition("@")
                return _split_credentials(
                    f"{scheme}://{urllib.parse.quote(userinfo, safe=':')}@{after}"
                )
        return url, None
    userinfo, _, host = parts.netloc.rpartition("@")
    user, _, password = userinfo.partition(":")
    clean = urllib.parse.urlunsplit(parts._replace(netloc=host))
    auth = Auth("basic", user=urllib.parse.unquote(user), password=urllib.parse.unquote(password))
    return clean, auth


def _with_query(url: str, params: dict[str, str]) -> str:
    return url + ("&" if "?" in url else "?") + urllib.parse.urlencode(params)
