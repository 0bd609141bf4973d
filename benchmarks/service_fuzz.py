"""Random SERVICE disguises against the query check, with Oxigraph as the judge (issue 31).

Each variant is a query with a ``SERVICE SILENT`` call to a listener on 127.0.0.1, wrapped in
random pieces chosen to desynchronise a reader from the engine: strings of every quote kind
holding brackets and quotes, ``<`` and ``>`` comparisons, comments ended by LF or CR LF,
``\\u`` escapes of quotes, brackets and letters, IRIs with ``#``, prefixed names, nested groups,
``BIND``/``FILTER``/``VALUES``, a variable as the service. Each variant that the check
(:func:`legalkg.sparql.check.prepare`) lets through is run by pyoxigraph **in this process, with
the network** (no sandbox): the listener must see no connection. Prints how many variants were
made, refused by the check, let through, parsed by Oxigraph, and the connections (the bar: 0).

``nice -n 10 python benchmarks/service_fuzz.py [--n 2000] [--seed 31] [--json]``
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

PIECES = [
    "BIND(1<'>' AS ?a)",
    'BIND(1<">" AS ?a)',
    "BIND('''>''' AS ?a)",
    'BIND("""}""" AS ?a)',
    "BIND('\\'' AS ?a)",
    'BIND("\\"" AS ?a)',
    'BIND("\\u0022" AS ?a)',
    "BIND('\\u0027' AS ?a)",
    'BIND("\\u007B" AS ?a)',
    "FILTER(?x < ?y)",
    "FILTER(?x<?y)",
    "FILTER(2 > 1)",
    "# comment } ' \" <\n",
    "# comment\r\n",
    "#\n",
    "?s <urn:p#x> ?o .",
    "?s <urn:p> '#' .",
    '?s <urn:p> "<" .',
    "?s <urn:p> 'a'@en .",
    "?s <urn:p> 1.5e3 .",
    "VALUES ?v { 1 }",
    "OPTIONAL { ?s ?p ?o }",
    "{ }",
    "{ ?s ?p ?o } UNION { }",
    "?service ?p ?o .",
    "?s r:service ?o .",
    '?s ?p "SERVICE" .',
    'BIND("\\u0053ERVICE" AS ?a)',
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    import pyoxigraph as ox
    from attacks import Listener

    from legalkg.sparql.check import QueryRefused, prepare

    listener = Listener()
    rng = random.Random(args.seed)
    iri = f"<http://127.0.0.1:{listener.port}/t>"
    services = [
        f"SERVICE SILENT {iri} {{ ?s ?p ?o }}",
        "SERVICE SILENT r:t { ?s ?p ?o }",
        f"SeRvIcE SILENT {iri} {{ }}",
        f"\\u0053ERVICE SILENT {iri} {{ }}",
        f"SERVIC\\u0045 SILENT {iri} {{ }}",
        f"BIND({iri} AS ?u) SERVICE SILENT ?u {{ ?s ?p ?o }}",
        f"FILTER EXISTS {{ SERVICE SILENT {iri} {{ }} }}",
        f"{{ SELECT * {{ SERVICE SILENT {iri} {{ }} }} }}",
    ]
    counts = {"variants": 0, "refused": 0, "let_through": 0, "oxigraph_parsed": 0}
    connected: list[str] = []
    started = time.monotonic()
    for _ in range(args.n):
        parts = [rng.choice(PIECES) for _ in range(rng.randrange(0, 4))]
        parts.insert(rng.randrange(len(parts) + 1), rng.choice(services))
        parts += [rng.choice(PIECES) for _ in range(rng.randrange(0, 3))]
        body = " ".join(parts)
        if rng.random() < 0.3:
            body = "{ " * rng.randrange(1, 4) + body + " }" * rng.randrange(1, 4)
        query = (
            f"PREFIX r: <http://127.0.0.1:{listener.port}/> "
            f"{rng.choice(['SELECT *', 'ASK', 'CONSTRUCT { ?s ?p ?o }'])} WHERE {{ {body} }}"
        )
        counts["variants"] += 1
        try:
            text = prepare(query)
        except QueryRefused:
            counts["refused"] += 1
            continue
        counts["let_through"] += 1
        before = len(listener.hits)
        try:
            result = ox.Store().query(text)
            if not isinstance(result, ox.QueryBoolean):
                list(result)
            counts["oxigraph_parsed"] += 1
        except (SyntaxError, OSError, RuntimeError, ValueError):
            pass
        time.sleep(0.005)
        if len(listener.hits) > before:
            connected.append(query)
    time.sleep(0.3)
    listener.close()
    figures = {
        **counts,
        "connections": len(connected),
        "seconds": round(time.monotonic() - started, 1),
    }
    figures["connected_queries"] = connected[:10]
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
