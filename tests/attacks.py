"""The hostile inputs of issue 31, shared by tests/test_serve_hostile.py and
benchmarks/hostile.py: SERVICE disguises, built around a target IRI (a listener on
127.0.0.1 that records every connection)."""

from __future__ import annotations

import http.server
import socket
import threading


class Listener:
    """A TCP listener on 127.0.0.1 that records every connection made to it (and answers an
    empty SPARQL result to an HTTP request, as a SPARQL server would)."""

    def __init__(self) -> None:
        self.hits: list[str] = []
        hits = self.hits

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                hits.append(self.path)
                body = b'{"head":{"vars":["s"]},"results":{"bindings":[]}}'
                self.send_response(200)
                self.send_header("Content-Type", "application/sparql-results+json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_POST = do_GET

            def log_message(self, *args: object) -> None:
                pass

        class Server(http.server.ThreadingHTTPServer):
            def verify_request(
                self, request: socket.socket | tuple[bytes, socket.socket], client_address: object
            ) -> bool:  # noqa: E501
                hits.append(f"connection from {client_address}")
                return True

        self.server = Server(("127.0.0.1", 0), Handler)
        self.port = int(self.server.server_address[1])
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def service_disguises(port: int) -> list[str]:
    """SERVICE calls to 127.0.0.1:``port``, written every way we could think of."""
    url = f"http://127.0.0.1:{port}/t"
    iri = f"<{url}>"
    u_iri = "<" + "".join(f"\\u{ord(c):04X}" if c in "htp/" else c for c in url) + ">"
    bodies = [
        f"SERVICE {iri} {{ ?s ?p ?o }}",
        f"SERVICE SILENT {iri} {{ ?s ?p ?o }}",
        f"service silent {iri} {{ ?s ?p ?o }}",
        f"SeRvIcE SiLeNt {iri} {{ ?s ?p ?o }}",
        f"SERVICE\tSILENT\n{iri}\n{{ ?s ?p ?o }}",
        f"SERVICE#c\nSILENT#c\n{iri}#c\n{{ ?s ?p ?o }}",
        f"SERVICE SILENT {u_iri} {{ ?s ?p ?o }}",
        f"SERVICE SILENT <http://127.0.0.1:{port}/\\u0074> {{ ?s ?p ?o }}",
        f"SERVICE SILENT <http://127.0.0.1:{port}/\\U00000074> {{ ?s ?p ?o }}",
        f"\\u0053ERVICE SILENT {iri} {{ ?s ?p ?o }}",
        f"\\u0073\\u0065rvice SILENT {iri} {{ ?s ?p ?o }}",
        f"SERVIC\\u0045 SILENT {iri} {{ ?s ?p ?o }}",
        "SERVICE SILENT r:t { ?s ?p ?o }",
        "SERVICE SILENT rr:t { ?s ?p ?o }",
        "SERVICE SILENT <t> { ?s ?p ?o }",
        f"BIND({iri} AS ?u) SERVICE SILENT ?u {{ ?s ?p ?o }}",
        f"VALUES ?u {{ {iri} }} SERVICE SILENT ?u {{ ?s ?p ?o }}",
        f"VALUES ?u {{ {iri} }} SERVICE ?u {{ ?s ?p ?o }}",
        f"{{ {{ {{ SERVICE SILENT {iri} {{ ?s ?p ?o }} }} }} }}",
        f"OPTIONAL {{ SERVICE SILENT {iri} {{ ?s ?p ?o }} }}",
        f"{{ }} UNION {{ SERVICE SILENT {iri} {{ ?s ?p ?o }} }}",
        f"MINUS {{ SERVICE SILENT {iri} {{ ?s ?p ?o }} }}",
        f"FILTER EXISTS {{ SERVICE SILENT {iri} {{ ?s ?p ?o }} }}",
        f"FILTER NOT EXISTS {{ SERVICE SILENT {iri} {{ ?s ?p ?o }} }}",
        f"{{ SELECT * WHERE {{ SERVICE SILENT {iri} {{ ?s ?p ?o }} }} }}",
        f"GRAPH ?g {{ SERVICE SILENT {iri} {{ ?s ?p ?o }} }}",
        f"SERVICE SILENT {iri} {{ SERVICE SILENT {iri} {{ ?s ?p ?o }} }}",
        # the desynchronising kind: a '<' that a lexer may read as the start of an IRI
        f"BIND(1<'>' AS ?x) SERVICE SILENT {iri} {{ ?s ?p ?o }} BIND('' AS ?y)",
        f'BIND(1<">" AS ?x) SERVICE SILENT {iri} {{ ?s ?p ?o }} BIND("" AS ?y)',
        f"FILTER(1<2) SERVICE SILENT {iri} {{ ?s ?p ?o }} FILTER(2>1)",
        f"BIND(?a<?b AS ?x) SERVICE SILENT {iri} {{ ?s ?p ?o }} BIND(?b>?a AS ?y)",
        f"BIND(1<'''>''' AS ?x) SERVICE SILENT {iri} {{ ?s ?p ?o }} BIND(''' ''' AS ?y)",
        f"BIND(1<'#' AS ?x) SERVICE SILENT {iri} {{ ?s ?p ?o }}",
        f"BIND('\\'' AS ?x) SERVICE SILENT {iri} {{ ?s ?p ?o }} BIND('\\'' AS ?y)",
        f'BIND("\\u0022" AS ?x) SERVICE SILENT {iri} {{ ?s ?p ?o }} BIND("\\u0022" AS ?y)',
        f"BIND('\\u0027' AS ?x) SERVICE SILENT {iri} {{ ?s ?p ?o }} BIND('\\u0027' AS ?y)",
        f"?s ?p ?o # hidden?\rSERVICE SILENT {iri} {{ ?s ?p ?o }}\n",
        f"?s ?p ?o # \\u000A SERVICE SILENT {iri} {{ ?s ?p ?o }}\n",
        f"?s <urn:p#> ?o . SERVICE SILENT {iri} {{ ?s ?p ?o }}",
        f"?s ?p '#' . SERVICE SILENT {iri} {{ ?s ?p ?o }}",
        f'?s ?p """\n""" . SERVICE SILENT {iri} {{ ?s ?p ?o }}',
        f"?s ?p 'a'@en-x-}} . SERVICE SILENT {iri} {{ ?s ?p ?o }}",
        f"?s ?p 1.5e3 . SERVICE SILENT {iri} {{ ?s ?p ?o }}",
        f"?s ?p ?o . SERVICE SILENT {iri} {{ ?s ?p ?o }} # }}",
        f"?s ?p ?o\\u003E SERVICE SILENT {iri} {{ ?s ?p ?o }}",
    ]
    prologue = f"PREFIX r: <http://127.0.0.1:{port}/> PREFIX rr: <{u_iri[1:-1]}> "
    base = f"BASE <http://127.0.0.1:{port}/> "
    out = []
    for body in bodies:
        out.append(f"{base}{prologue}SELECT * WHERE {{ {body} }}")
    for body in bodies[:4] + bodies[27:29]:
        out.append(f"{base}{prologue}ASK {{ {body} }}")
        out.append(f"{base}{prologue}CONSTRUCT {{ ?s ?p ?o }} WHERE {{ {body} }}")
        out.append(f"{base}{prologue}DESCRIBE ?s WHERE {{ {body} }}")
        out.append(f"{base}{prologue}SELECT * {{ {{ SELECT * {{ {body} }} LIMIT 1 }} }}")
    return out
