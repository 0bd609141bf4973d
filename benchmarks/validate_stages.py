"""Where validated ingest's validation time goes: each stage of ``validate_ntriples``
(engine ``turbo``) timed on its own, one after the other, in one process.

The stages are those ``legalkg.validation.shacl._run`` runs (two of them in threads beside each
other there; here in turn, so that each one's CPU is its own):

- ``filter``: ``_turbo_data``, the lines pyshacl-turbo's shapes can read;
- ``turbo parse``: pyshacl-turbo on those lines with an empty shapes graph (reading the data
  and building its graph, no constraint);
- ``turbo validate``: pyshacl-turbo with the shapes it is given (parse included);
- ``oxigraph load``: the in-memory store the SPARQL constraints run on (the baseline: every
  other stage is also printed as a ratio to it, measured in the same run);
- one line per SPARQL constraint run on Oxigraph (its query, every row read), and their
  focus nodes;
- ``report``: ``_results`` on turbo's report graph;
- the split (issue 18, ``validate.SPLIT_RUNS``): ``named load`` (the in-memory store with one
  named graph per graph), ``components`` (the linkage queries of ``legalkg.validation.split``),
  and ``turbo run i`` for each run of linked components of ``SPLIT_RUN_BYTES`` (its filter and
  its turbo validation, in turn; their sum against ``turbo validate`` + ``filter`` is what
  the split gains in CPU).

Usage::

    python benchmarks/validate_stages.py CORPUS_DIR [--json]

The corpus is read and built with ``legalkg.ingest.iter_graphs`` and serialized one graph at a
time, as ``ingest`` does.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any, TypeVar, cast

import pyoxigraph as ox

T = TypeVar("T")


def _timed(stages: list[dict[str, Any]], label: str, f: Callable[[], T]) -> T:
    t, c = time.perf_counter(), time.process_time()
    out = f()
    stages.append({"stage": label, "wall": time.perf_counter() - t, "cpu": time.process_time() - c})
    return out


def measure(corpus: Path) -> dict[str, Any]:
    """Time every stage of the validation of ``corpus`` (see the module docstring)."""
    import pyshacl_turbo

    from legalkg.ingest import iter_graphs
    from legalkg.validation import offload as validation_offload
    from legalkg.validation import report as validation_report
    from legalkg.validation import shapes as validation_shapes
    from legalkg.validation import turbo as validation_turbo

    chunks: list[bytes] = []
    for _name, triples, _source in iter_graphs([corpus]):
        text = ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES)
        assert text is not None
        chunks.append(text)
    shape_files = validation_shapes.shapes_files(None, ())
    by_file = {p: validation_shapes._read_rdf(p) for p in shape_files}
    shape_triples = validation_shapes._normalize_shapes([t for ts in by_file.values() for t in ts])
    hierarchy = (
        ox.serialize(validation_shapes._class_hierarchy(), format=ox.RdfFormat.N_TRIPLES) or b""
    )
    chunks.append(hierarchy)
    stages: list[dict[str, Any]] = []
    checks = [
        c
        for c in validation_offload._sparql_checks(shape_triples, check_safe=False)
        if validation_offload._join_safe(c.query)
    ]
    taken = {c.link for c in checks}
    rest = [t for t in shape_triples if t not in taken]
    relevant = _timed(stages, "filter", lambda: validation_turbo._turbo_data(chunks, rest))
    assert relevant is not None

    def turbo(shapes: list[ox.Triple]) -> Any:
        return pyshacl_turbo.validate(
            validation_turbo._turbo_input(relevant),
            shacl_graph=validation_shapes._to_rdflib_graph(shapes),
            inference=None,
            advanced=False,
            _normalize_report_literals=False,
        )

    _timed(stages, "turbo parse", lambda: turbo([]))
    _conforms, report_graph, _text = _timed(stages, "turbo validate", lambda: turbo(rest))
    _timed(stages, "report", lambda: list(validation_report._results(report_graph)))
    store = ox.Store()
    _timed(
        stages,
        "oxigraph load",
        lambda: store.bulk_load(
            cast(IO[bytes], validation_offload._ChunksReader(chunks)), format=ox.RdfFormat.N_TRIPLES
        ),
    )
    seen: set[Any] = set()
    for check in checks:
        if check.targets not in seen:
            seen.add(check.targets)
            targets = check.targets
            label = "focus " + targets[0][1].value.rsplit("#", 1)[-1]
            _timed(stages, label, lambda: validation_offload._focus_nodes(store, targets))  # noqa: B023

        def rows(check: Any = check) -> int:
            return sum(1 for _ in cast(ox.QuerySolutions, store.query(check.query)))

        _timed(stages, "sparql " + check.shape.value.rsplit("#", 1)[-1], rows)
    _split_stages(stages, chunks, rest)
    base = next(s["cpu"] for s in stages if s["stage"] == "oxigraph load")
    for s in stages:
        s["ratio_to_oxigraph_load"] = s["cpu"] / base if base else None
    return {
        "corpus": str(corpus),
        "bytes": sum(len(c) for c in chunks),
        "graphs": len(chunks) - 1,
        "sparql_cpu": sum(s["cpu"] for s in stages if s["stage"].startswith("sparql ")),
        "stages": stages,
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def _split_stages(stages: list[dict[str, Any]], chunks: list[bytes], rest: list[Any]) -> None:
    """The stages of the split: the named load, the components, each run of turbo."""
    import pyshacl_turbo

    from legalkg.validation import shacl as v
    from legalkg.validation import shapes as validation_shapes
    from legalkg.validation import turbo as validation_turbo
    from legalkg.validation.split import components, split_rule

    rule = split_rule(rest, validation_shapes._class_hierarchy())
    if rule is None:
        return
    names = [ox.NamedNode(f"urn:x:graph:{i}") for i in range(len(chunks) - 1)]
    texts = dict(zip(names, chunks[:-1], strict=True))
    store = _timed(stages, "named load", lambda: v._named_store(texts, chunks[-1]))
    groups = _timed(stages, "components", lambda: components(store, rule, names))
    shapes = validation_shapes._to_rdflib_graph(rest)
    for i, run in enumerate(v._pack(groups, texts)):

        def one(run: list[ox.NamedNode] = run) -> Any:
            part = [texts[g] for g in run] + [chunks[-1]]
            relevant = validation_turbo._turbo_data(part, rest)
            assert relevant is not None
            return pyshacl_turbo.validate(
                validation_turbo._turbo_input(relevant),
                shacl_graph=shapes,
                inference=None,
                advanced=False,
                _normalize_report_literals=False,
            )

        _timed(stages, f"turbo run {i}", one)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    out = measure(args.corpus)
    if args.json:
        print(json.dumps(out, sort_keys=True))
        return 0
    print(f"{out['corpus']}: {out['bytes'] / 1e6:.0f} MB of N-Triples, {out['graphs']} graphs")
    for s in out["stages"]:
        if s["cpu"] >= 0.05:
            print(
                f"{s['stage']:45s} cpu {s['cpu']:7.2f} s  wall {s['wall']:7.2f} s"
                f"  {s['ratio_to_oxigraph_load']:6.2f}x oxigraph load"
            )
    print(f"{'sparql (all)':45s} cpu {out['sparql_cpu']:7.2f} s")
    print(f"peak RSS {out['rss_mb']:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
