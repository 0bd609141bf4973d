"""Publishing speed of complaint event graphs: complaint/event/entity pages and the SVG event graph.

Measured in one run, on one store holding the gold event graphs of ``tests/data/events`` (EEOC v.
Venture, EEOC v. Production Management Industries):

1. **static site**: ``legalkg.publish.publish`` writes every resource (complaints, events,
   entities, relations, sentences, evidence nodes) as HTML + Turtle + JSON-LD: resources/s. The
   alternative a user would write by hand: one ``CONSTRUCT`` per resource through pyoxigraph,
   written as a Turtle file (only the Turtle, no HTML); the ratio compares resources/s.
2. **event graph SVG**: ``legalkg.publish.draw.complaint_event_graph`` per complaint (ordering,
   layout, SVG) against a plain ``SELECT`` of the same events and relations through pyoxigraph (the
   data a hand-written drawing script would start from, no layout at all): the cost of the picture.

Usage: ``python benchmarks/publish_events.py [--repeat 3]``
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

import pyoxigraph as ox

from legalkg.ingest import ingest
from legalkg.publish import Site, publish
from legalkg.publish.draw import complaint_event_graph
from legalkg.store.local import Store

BASE = "https://example.org/"
DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "events"

SELECT = """
PREFIX lkg: <https://w3id.org/legalkg#>
SELECT ?c ?e ?label ?date ?r ?type ?src ?tgt WHERE {
  { ?e a lkg:Event ; lkg:inComplaint ?c ; <http://www.w3.org/2000/01/rdf-schema#label> ?label .
    OPTIONAL { ?e lkg:earliestDate ?date } }
  UNION
  { ?r a lkg:EventRelation ; lkg:inComplaint ?c ; lkg:relationType ?type ;
       lkg:relationSource ?src ; lkg:relationTarget ?tgt }
} ORDER BY ?e ?r
"""


def naive_turtle(store: Store, iris: list[str], out: Path) -> float:
    """Resources/s for one CONSTRUCT per resource, written as Turtle."""
    started = time.perf_counter()
    for i, iri in enumerate(iris):
        triples = list(
            store.oxigraph.query(
                "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }",
                substitutions={ox.Variable("s"): ox.NamedNode(iri)},
            )
        )
        data = ox.serialize(triples, format=ox.RdfFormat.TURTLE)
        (out / f"{i}.ttl").write_bytes(data or b"")
    return len(iris) / (time.perf_counter() - started)


def main() -> None:
    """Run the measurements and print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    store = Store()
    golds = sorted(DATA.glob("*.gold.json"))
    ingest(golds, store=store, validate=False)
    site = Site(store, BASE)
    iris = site.resources()
    complaints = site.complaints()
    work = Path(tempfile.mkdtemp(prefix="bench-publish-events-"))
    try:
        ours, naive, svg, select = [], [], [], []
        for i in range(args.repeat):
            started = time.perf_counter()
            report = publish(store, BASE, work / f"site{i}")
            ours.append(report.resources / (time.perf_counter() - started))
            (work / f"naive{i}").mkdir()
            naive.append(naive_turtle(store, iris, work / f"naive{i}"))
            started = time.perf_counter()
            for c in complaints:
                complaint_event_graph(store, c)
            svg.append(len(complaints) / (time.perf_counter() - started))
            started = time.perf_counter()
            for c in complaints:
                list(
                    store.oxigraph.query(SELECT, substitutions={ox.Variable("c"): ox.NamedNode(c)})
                )
            select.append(len(complaints) / (time.perf_counter() - started))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    best = max
    print(
        f"static site: {best(ours):.0f} resources/s (HTML+Turtle+JSON-LD, {len(iris)} resources) "
        f"vs {best(naive):.0f} resources/s for CONSTRUCT-per-resource Turtle only: "
        f"ratio {best(ours) / best(naive):.2f}"
    )
    print(
        f"event graph SVG: {best(svg):.1f} complaints/s vs {best(select):.1f} complaints/s for a "
        f"plain SELECT of the same events and relations: ratio {best(svg) / best(select):.3f}"
    )


if __name__ == "__main__":
    main()
