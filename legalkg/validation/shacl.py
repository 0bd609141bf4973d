"""SHACL validation: the entry points and the engines (with :mod:`.turbo`, the only modules that
import pySHACL and pyshacl-turbo).

The data (a :class:`~legalkg.store.local.Store`, or RDF files), together with the class hierarchy of
``ontologies/*.ttl`` (its ``rdfs:subClassOf`` triples, so that ``sh:class lkg:Component``
accepts an ``lkg:Article``), is checked against ``shapes/*.ttl`` and any shapes of the user's.
Two engines give the same :class:`ValidationReport`:

- ``"turbo"`` (the default): pyshacl-turbo, a pySHACL-compatible validator written in Rust,
  24-56x faster on legal-norm graphs. It reads the data as N-Triples text (no store on the
  way, so literals stay as they are in the data), only the lines its shapes can read
  (:func:`_turbo_data`: the same report, less to parse). The SPARQL-based constraints whose
  result does not depend on per-focus-node pre-binding (:func:`_join_safe`; all of legalkg's)
  run once each on Oxigraph instead, in a second thread: the same results, several times
  faster. Data given per named graph (``validate_ntriples`` of a Mapping) and larger than
  one run is validated in several turbo runs, each on whole groups of linked graphs
  (:mod:`legalkg.validation.split` has the rule and why it gives the same report), on two
  threads: less memory, and turbo's superlinear constraint evaluation on smaller runs;
- ``"pyshacl"``: pySHACL, the reference, given an rdflib Graph of the data.

Before either runs, every SPARQL query of the shapes is parsed with its declared prefixes and
checked against SHACL's pre-binding rules (an error names the shapes file and the shape); an
engine that fails after that is reported as the engine's failure. Both engines are measured on
the W3C SHACL test suite in ``tests/test_shacl_suite.py``; turbo stays the default only while
it scores at least as well as pySHACL there.

A report is plain data: strings in N-Triples/SPARQL syntax, sorted, the same for the same
input whatever the engine, with text, JSON, Turtle (a SHACL validation report graph) and JUnit
XML renderings (:mod:`.report`). The shapes graph is read and checked in :mod:`.shapes`, the
data given to turbo chosen in :mod:`.turbo`, the SPARQL constraints run on Oxigraph in
:mod:`.offload`.

>>> from pyoxigraph import Literal, NamedNode, Triple
>>> from legalkg.core.namespaces import LKG, RDF_TYPE, RDFS
>>> from legalkg.store.local import memory_store
>>> work = NamedNode("https://example.org/eli/w")
>>> data = [Triple(work, RDF_TYPE, LKG.Work), Triple(work, RDFS.label, Literal("W"))]
>>> report = validate_store(memory_store(data))
>>> print(report.to_text())
Does not conform: 1 result.
Violation: <https://example.org/eli/w> path dcterms:title: A work needs a dcterms:title (its official title): add one. [lkgsh:WorkTitleShape, MinCountConstraintComponent]
"""  # noqa: E501

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from legalkg.core.errors import InputError, LegalKGError
from legalkg.store.local import Store
from legalkg.validation.split import SplitRule, components, split_rule

if TYPE_CHECKING:
    pass
from legalkg.validation.offload import (
    _join_safe,
    _run_sparql_checks,
    _sparql_checks,
    _sparql_on_oxigraph,
    _SparqlCheck,
)
from legalkg.validation.report import ValidationReport, ValidationResult, _results
from legalkg.validation.shapes import (
    _SH,
    _SPARQL_NOISE,
    _blank_shape_names,
    _chain,
    _checked_shapes,
    _class_hierarchy,
    _one_line,
    _quiet_rdflib,
    _read_rdf,
    _shapes,
    _to_rdflib_graph,
)
from legalkg.validation.turbo import _Chunks, _compiled_turbo, _needs_rdflib, _TurboShapes

__all__ = [
    "ENGINES",
    "ValidationReport",
    "ValidationResult",
    "rule_for_shapes",
    "validate_files",
    "validate_ntriples",
    "validate_store",
]


#: The accepted ``engine`` names; the first is the default.
ENGINES: tuple[str, ...] = ("turbo", "pyshacl")


#: Run the SPARQL constraints that allow it on Oxigraph, beside pyshacl-turbo (engine
#: ``turbo`` only; the same results, see ``_join_safe``). ``False`` leaves all to the engine.
OFFLOAD_SPARQL = True


#: Validate N-Triples given per named graph (``validate_ntriples`` of a Mapping) in several
#: pyshacl-turbo runs, each on whole linked components (``legalkg.validation.split``), when the
#: shapes allow an exact split and the data is larger than one run; ``False``: one run.
SPLIT_RUNS = True


#: The N-Triples bytes one turbo run is given at most (a component larger than this is one
#: run); below it, data is not split. Measured (docs/performance.md, issue 18).
SPLIT_RUN_BYTES = 40_000_000


#: Threads that run turbo runs beside each other (both release the GIL).
SPLIT_WORKERS = 2


def validate_store(
    store: Store,
    *,
    engine: str = "turbo",
    shapes: Sequence[str | Path] | None = None,
    extra_shapes: Sequence[str | Path] = (),
) -> ValidationReport:
    """Validate every graph of ``store`` (the union of its named graphs and default graph).

    The triples are checked, together with the ``rdfs:subClassOf`` triples of the packaged
    ontologies, against the shapes.

    :param store: the store to check (it is only read).
    :param engine: ``"turbo"`` (pyshacl-turbo, fast) or ``"pyshacl"`` (the reference); both
        give the same report.
    :param shapes: shapes files (Turtle or any format :func:`validate_files` reads) used
        instead of the packaged ``shapes/*.ttl``; default: the packaged ones.
    :param extra_shapes: a user's own shapes files, checked beside ``shapes``.
    :raises ValueError: for an unknown engine.
    :raises InputError: when a shapes or ontology file cannot be read or parsed (names the
        file and line), or when the shapes are not valid SHACL (a SPARQL constraint that does
        not parse or uses what SHACL forbids: names the file and shape).
    :raises LegalKGError: when the engine fails for another reason ("the … engine failed").

    >>> from legalkg.store.local import Store
    >>> report = validate_store(Store())
    >>> report.conforms, report.results, report.engine
    (True, (), 'turbo')
    >>> validate_store(Store(), engine="jena")
    Traceback (most recent call last):
    ...
    ValueError: unknown SHACL engine 'jena'; expected one of: turbo, pyshacl
    """
    return validate_triples(
        store.oxigraph.quads_for_pattern(None, None, None, None),
        engine=engine,
        shapes=shapes,
        extra_shapes=extra_shapes,
    )


def validate_triples(
    triples: Iterable[ox.Triple | ox.Quad],
    *,
    engine: str = "turbo",
    shapes: Sequence[str | Path] | None = None,
    extra_shapes: Sequence[str | Path] = (),
) -> ValidationReport:
    """Validate triples (quads lose their graph) without a store: what ``ingest`` checks
    before it writes anything. Parameters and errors as in :func:`validate_store`.

    The triples reach the engine as they are (literals keep their lexical form and datatype:
    an ill-typed ``"300"^^xsd:byte`` is reported as such).

    >>> validate_triples([]).conforms
    True
    """
    _check_engine(engine)
    shape_files, shape_triples = _shapes(shapes, extra_shapes)
    data = _chain((q.triple if isinstance(q, ox.Quad) else q for q in triples), _class_hierarchy())
    return _run(data, shape_triples, shape_files, engine)


def validate_ntriples(
    chunks: Iterable[bytes] | Mapping[ox.NamedNode, bytes],
    *,
    engine: str = "turbo",
    shapes: Sequence[str | Path] | None = None,
    extra_shapes: Sequence[str | Path] = (),
    dataset: ox.Store | Callable[[], ox.Store] | None = None,
) -> ValidationReport:
    """Validate data given as N-Triples text (the concatenation of ``chunks``): the same
    report as :func:`validate_triples` of the parsed triples, without Python objects on the
    way for ``turbo`` (what ``ingest`` checks: it serializes each graph once, for this and for
    the store's bulk loader). Parameters and errors as in :func:`validate_store`.

    :param chunks: N-Triples texts, or a Mapping from graph name to its N-Triples text. Given
        per graph, and with shapes that allow it (:func:`legalkg.validation.split.split_rule`),
        engine ``turbo`` validates the linked components of the graphs in several runs
        (``SPLIT_RUNS``): the same report (blank node labels name one node across graphs).
    :param dataset: a store that holds the graphs of ``chunks`` (a Mapping) and the rest of the
        data (e.g. a staging store holding the whole next state), or a callable that gives it
        (called once the runs that need no store have started): the SPARQL constraints
        legalkg runs itself run on its union graph, the linkage is computed there, and the
        engine sees only the given graphs (the caller makes sure that they are closed under
        links: :func:`legalkg.validation.split.linked_graphs`). Engine ``turbo`` only.

    >>> validate_ntriples([b'<urn:s> <urn:p> "o" .\\n']).conforms
    True
    """
    _check_engine(engine)
    graphs: tuple[ox.NamedNode, ...] | None = None
    if isinstance(chunks, Mapping):
        graphs = tuple(chunks)
        if dataset is not None and engine == "turbo":
            # Split into runs (a dataset always is): each run reads its graphs' texts when it
            # starts, so the texts may be kept elsewhere than in memory (``ingest``'s spool).
            shape_files, shape_triples = _shapes(shapes, extra_shapes)
            hierarchy = ox.serialize(_class_hierarchy(), format=ox.RdfFormat.N_TRIPLES) or b""
            lazy = _Chunks([hierarchy], graphs=graphs, dataset=dataset, texts=chunks)
            return _run(lazy, shape_triples, shape_files, engine)
        texts = [chunks[g] for g in graphs]
    else:
        if dataset is not None:
            raise ValueError("validate_ntriples: a dataset needs the chunks by graph (a Mapping)")
        texts = list(chunks)
    if engine != "turbo":
        if dataset is not None:
            raise ValueError("validate_ntriples: a dataset is only used by engine 'turbo'")
        return validate_triples(
            (t for chunk in texts for t in ox.parse(chunk, format=ox.RdfFormat.N_TRIPLES)),
            engine=engine,
            shapes=shapes,
            extra_shapes=extra_shapes,
        )
    shape_files, shape_triples = _shapes(shapes, extra_shapes)
    hierarchy = ox.serialize(_class_hierarchy(), format=ox.RdfFormat.N_TRIPLES) or b""
    # The chunks are not joined: Oxigraph reads them in turn, turbo gets its own selection.
    data = _Chunks([*texts, hierarchy], graphs=graphs, dataset=dataset)
    del texts
    return _run(data, shape_triples, shape_files, engine)


def rule_for_shapes(
    shapes: Sequence[str | Path] | None = None, extra_shapes: Sequence[str | Path] = ()
) -> SplitRule | None:
    """The :class:`~legalkg.validation.split.SplitRule` of these shapes (read as
    :func:`validate_ntriples` reads them; default: the packaged ones) as engine ``turbo``
    evaluates them (the SPARQL constraints legalkg runs itself taken away, the class
    hierarchy given to every run), or None when no split is exact.

    :raises InputError: as :func:`validate_store`, for shapes that cannot be read.

    >>> rule = rule_for_shapes()
    >>> sorted(p.value.rsplit("#", 1)[1] for p in rule.backward)
    ['alleges', 'producedBy', 'terminatedBy']
    """
    _, shape_triples = _shapes(shapes, extra_shapes)
    _, rest = _turbo_shapes(shape_triples)
    return split_rule(rest, _class_hierarchy())


def next_state_rules(
    shapes: Sequence[str | Path] | None = None, extra_shapes: Sequence[str | Path] = ()
) -> tuple[SplitRule | None, SplitRule | None]:
    """What a partial re-ingest may leave out (``legalkg.ingest``): ``(core, whole)``.

    ``core`` is :func:`rule_for_shapes`: graphs not linked by it to a change read, under the
    core constraints, what they read before. (A ``sh:targetNode`` constant is a focus node
    whatever the graphs: the graphs that mention one of ``target_nodes`` must be validated
    with the others.) ``whole`` is that rule with the backward
    predicates of the SPARQL constraints legalkg runs itself added
    (:func:`legalkg.validation.sparqlscope.backward_predicates`): graphs not linked by it read
    what they read before under every constraint; None when one of those queries may read
    anything (then the SPARQL constraints are run on the whole next state).

    >>> core, whole = next_state_rules()
    >>> sorted(set(whole.backward) - set(core.backward), key=str)  # doctest: +ELLIPSIS
    [<NamedNode value=https://w3id.org/legalkg#aggregates>, ...]
    """
    from legalkg.validation.sparqlscope import backward_predicates

    _, shape_triples = _shapes(shapes, extra_shapes)
    checks, rest = _turbo_shapes(shape_triples)
    core = split_rule(rest, _class_hierarchy())
    if core is None:
        return None, None
    more: set[str] = {p.value for p in core.backward}
    nodes = set(core.target_nodes)
    for check in checks:
        backward = backward_predicates(check.query)
        if backward is None:
            return core, None
        more |= backward
        nodes.update(o for name, o in check.targets if name == "targetNode")
    whole = dataclasses.replace(
        core,
        backward=tuple(ox.NamedNode(p) for p in sorted(more)),
        target_nodes=tuple(sorted(nodes, key=str)),
    )
    return core, whole


def _turbo_shapes(shape_triples: list[ox.Triple]) -> tuple[list[_SparqlCheck], list[ox.Triple]]:
    """The SPARQL constraints legalkg runs itself, and the shapes left to pyshacl-turbo."""
    offload = OFFLOAD_SPARQL and any(t.predicate.value == _SH + "select" for t in shape_triples)
    checks = _sparql_checks(shape_triples) if offload else []
    taken = {c.link for c in checks}
    return checks, [t for t in shape_triples if t not in taken]


def validate_files(
    paths: Iterable[str | Path],
    *,
    engine: str = "turbo",
    shapes: Sequence[str | Path] | None = None,
    extra_shapes: Sequence[str | Path] = (),
) -> ValidationReport:
    """Parse RDF files and validate their union.

    The format comes from the extension: ``.ttl``, ``.trig``, ``.nt``, ``.nq``, ``.jsonld``
    (or ``.json``), ``.rdf``/``.xml``/``.owl`` (RDF/XML; external entities are never
    expanded) and ``.n3``. Graph names in TriG and N-Quads are ignored: every triple counts.

    :param paths: the files.
    :param engine: ``"turbo"`` or ``"pyshacl"``, as in :func:`validate_store`.
    :param shapes: shapes files instead of the packaged ``shapes/*.ttl``.
    :param extra_shapes: shapes files checked beside ``shapes``.
    :raises ValueError: for an unknown engine.
    :raises InputError: when a file cannot be read, has an unknown extension or does not
        parse (the message names the file and line).

    >>> import pathlib, tempfile
    >>> tmp = tempfile.TemporaryDirectory()
    >>> path = pathlib.Path(tmp.name) / "work.ttl"
    >>> _ = path.write_text('''
    ... @prefix lkg: <https://w3id.org/legalkg#> .
    ... @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
    ... <https://example.org/eli/w> a lkg:Work ; rdfs:label "W" .
    ... ''')
    >>> [r.shape for r in validate_files([path]).results]
    ['<https://w3id.org/legalkg/shapes#WorkTitleShape>']
    >>> _ = path.write_text('<https://example.org/s> <https://example.org/p> "x .')
    >>> validate_files([path])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    legalkg.core.errors.InputError: .../work.ttl:1: Parser error ... Fix the RDF syntax there
    >>> tmp.cleanup()
    """
    _check_engine(engine)
    triples = [t for p in paths for t in _read_rdf(Path(p))]
    return validate_triples(triples, engine=engine, shapes=shapes, extra_shapes=extra_shapes)


# ---------------------------------------------------------------------------------------------
# Engines


def _check_engine(engine: str) -> None:
    if engine not in ENGINES:
        raise ValueError(f"unknown SHACL engine {engine!r}; expected one of: {', '.join(ENGINES)}")


def _run(
    data: Iterable[ox.Triple] | _Chunks,
    shape_triples: list[ox.Triple],
    shape_files: list[Path],
    engine: str,
) -> ValidationReport:
    """Run ``engine`` on the data and turn its report graph into a report.

    pyshacl-turbo reads the data as N-Triples text (serialized by pyoxigraph, never through a
    store, which would rewrite ill-typed literals such as ``"300"^^xsd:byte``; ``_Chunks`` are
    such text, in pieces of whole lines); pySHACL gets an
    rdflib Graph built term by term (its SPARQL constraints misbehave on a pyoxigraph store:
    they report conforms for the W3C tests ``pre-binding-003`` and ``-004``).
    """
    where = ", ".join(str(p) for p in shape_files)
    own: list[ValidationResult] = []
    split: tuple[bool, list[ValidationResult]] | None = None
    try:
        with _quiet_rdflib():
            if engine == "turbo" and isinstance(data, _Chunks) and data.graphs is not None:
                split = _split_run(data, shape_triples, where)
            if split is not None:
                pass
            elif engine == "turbo":
                if isinstance(data, _Chunks):
                    chunks = data.chunks
                    if data.texts is not None and data.graphs is not None:
                        chunks = [*(data.texts[g] for g in data.graphs), *chunks]
                else:
                    serialized = ox.serialize(data, format=ox.RdfFormat.N_TRIPLES)
                    assert serialized is not None
                    chunks = [serialized]
                offload = OFFLOAD_SPARQL and any(
                    t.predicate.value == _SH + "select" for t in shape_triples
                )

                def turbo(checks: Sequence[_SparqlCheck]) -> Any:
                    taken = {c.link for c in checks}
                    rest = tuple(t for t in shape_triples if t not in taken)
                    return _compiled_turbo(rest).validate(chunks)

                with ThreadPoolExecutor(max_workers=2) as pool:
                    # Oxigraph and pyshacl-turbo both release the GIL: while rdflib parses
                    # the SPARQL constraints here (_join_safe, pure Python), Oxigraph loads
                    # the data in one thread and pyshacl-turbo validates it in another, without
                    # the constraints that may be taken. Should one of those turn out not to be
                    # join-safe, that run is discarded and turbo runs again with it.
                    chosen: Future[list[_SparqlCheck]] = Future()
                    pending = pool.submit(_sparql_on_oxigraph, chunks, chosen) if offload else None
                    candidates = _sparql_checks(shape_triples, check_safe=False) if offload else []
                    first = pool.submit(turbo, candidates)
                    try:
                        checks = [c for c in candidates if _join_safe(c.query)]
                    except BaseException as e:
                        chosen.set_exception(e)
                        raise
                    chosen.set_result(checks)
                    if len(checks) == len(candidates):
                        conforms, report_graph, text = first.result()
                    else:
                        first.exception()  # wait for it, and drop what it found
                        conforms, report_graph, text = turbo(checks)
                    own = pending.result() if pending is not None else []
            else:
                shapes_graph = _to_rdflib_graph(shape_triples, plain=True)
                import pyshacl

                assert not isinstance(data, _Chunks)  # validate_ntriples parses it for pyshacl

                conforms, report_graph, text = pyshacl.validate(
                    _to_rdflib_graph(data, strict=False, plain=True),
                    shacl_graph=shapes_graph,
                    inference="none",
                    advanced=False,
                    meta_shacl=False,
                )
    except Exception as e:  # noqa: BLE001 - pySHACL raises bare Exceptions too
        if _is_shapes_error(e):
            raise InputError(
                where,
                f"the {engine} SHACL engine rejected the shapes: {_one_line(str(e))}",
                "Fix the shape it names (sh:select syntax, sh:prefixes declarations, paths)",
            ) from e
        raise LegalKGError(f"{where}: the {engine} SHACL engine failed: {_one_line(str(e))}") from e
    if split is not None:
        return ValidationReport(
            conforms=split[0],
            results=tuple(sorted(split[1], key=ValidationResult._sort_key)),
            engine=engine,
            shapes=_checked_shapes(shape_triples),
        )
    import rdflib

    if not isinstance(report_graph, rdflib.Graph):
        # Both engines return a failure during validation instead of raising it. legalkg's own
        # checks (_check_sparql) have refused the shapes SHACL forbids by then: what is left is
        # the engine's failure, not the user's.
        raise LegalKGError(f"{where}: the {engine} SHACL engine failed: {_one_line(str(text))}")
    named = _results(report_graph, _blank_shape_names(shape_triples))
    results = tuple(sorted([*named, *own], key=ValidationResult._sort_key))
    return ValidationReport(
        conforms=bool(conforms) and not own,
        results=results,
        engine=engine,
        shapes=_checked_shapes(shape_triples),
    )


def _split_run(
    data: _Chunks, shape_triples: list[ox.Triple], where: str
) -> tuple[bool, list[ValidationResult]] | None:
    """pyshacl-turbo in several runs, each on whole linked components of the graphs
    (``legalkg.validation.split``), beside the SPARQL constraints legalkg runs itself on the
    union of the graphs (or on ``data.dataset``): ``(conforms, results)``, or None when the
    data is not split (``SPLIT_RUNS`` off, one run's worth of data, or shapes that allow no
    exact split; without a dataset).

    The runs start at once, on the graphs in their order packed into runs of
    ``SPLIT_RUN_BYTES``, while the store is loaded and the components computed (turbo does
    not need them to start). A run that turns out not to hold whole components (a graph of
    it linked to one outside it) is dropped, and its graphs validated again in runs of whole
    components: only runs of whole components count.

    The runs' results are merged by multiset maximum: a focus node held by two runs (an
    object of ``sh:targetObjectsOf`` in two graphs that is a subject in neither) is validated
    on the same triples in each, so its results are the same in each and counted once.
    ``sh:targetNode`` constants are focus nodes of one run only: the one given every
    component that mentions them (the other runs get the shapes without ``sh:targetNode``;
    these runs start once the components are known).
    """
    assert data.graphs is not None
    n = len(data.graphs)
    texts: Mapping[ox.NamedNode, bytes]
    if data.texts is not None:
        texts = data.texts
        hierarchy_text = data.chunks[0]
    else:
        texts = dict(zip(data.graphs, data.chunks[:n], strict=True))
        hierarchy_text = data.chunks[n]
    size = sum(_size(texts, g) for g in data.graphs)
    dataset = data.dataset
    if dataset is None and (not SPLIT_RUNS or size <= SPLIT_RUN_BYTES):
        return None
    checks, rest = _turbo_shapes(shape_triples)
    hierarchy = _class_hierarchy()
    rule = split_rule(rest, hierarchy) if SPLIT_RUNS else None
    if rule is None and dataset is None:
        return None

    graphs = sorted(texts, key=str)
    plain = _needs_rdflib(rest)
    with_targets = _compiled_turbo(tuple(rest))
    without = with_targets
    if rule is not None and rule.target_nodes:
        # the same data filter: a triple sh:targetNode reads is read by the other shapes too
        without = _TurboShapes(
            rest,
            _to_rdflib_graph(
                [t for t in rest if t.predicate.value != _SH + "targetNode"], plain=plain
            ),
        )

    def turbo(run: list[ox.NamedNode], targets: bool) -> tuple[bool, Counter[ValidationResult]]:
        chunks = [texts[g] for g in run] + [hierarchy_text]
        conforms, report_graph, message = (with_targets if targets else without).validate(chunks)
        del chunks
        import rdflib

        if not isinstance(report_graph, rdflib.Graph):
            raise LegalKGError(f"{where}: the turbo SHACL engine failed: {_one_line(str(message))}")
        return bool(conforms), Counter(_results(report_graph, names))

    names = _blank_shape_names(rest)
    workers = max(1, min(SPLIT_WORKERS, len(graphs)))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        guessed: list[tuple[list[ox.NamedNode], Future[tuple[bool, Counter[ValidationResult]]]]]
        guessed = []
        speculate = rule is not None and not rule.target_nodes
        if speculate:
            for run in _pack([(g,) for g in graphs], texts):
                guessed.append((run, pool.submit(turbo, run, True)))
        if callable(dataset):
            dataset = dataset()
        store = dataset if dataset is not None else _named_store(texts, hierarchy_text)
        groups = components(store, rule, graphs) if rule is not None else [tuple(graphs)]
        runs: list[tuple[list[ox.NamedNode], Future[tuple[bool, Counter[ValidationResult]]]]]
        runs = []
        if rule is None:
            runs.append((graphs, pool.submit(turbo, graphs, True)))
        elif speculate:
            component_of = {g: c for c in groups for g in c}
            again: list[tuple[ox.NamedNode, ...]] = []
            for run, future in guessed:
                members = set(run)
                if all(members.issuperset(component_of[g]) for g in run):
                    runs.append((run, future))
                else:
                    future.cancel()
                    again.extend(c for c in groups if c[0] in members)
            runs.extend((r, pool.submit(turbo, r, True)) for r in _pack(again, texts))
        else:
            mentioning = _graphs_mentioning(store, rule.target_nodes)
            anchor = {g for c in groups if mentioning.intersection(c) for g in c}
            # The run of the targetNode shapes (on no graph, when none mentions them).
            first = sorted(anchor, key=str)
            runs.append((first, pool.submit(turbo, first, True)))
            for run in _pack([c for c in groups if not anchor.intersection(c)], texts):
                runs.append((run, pool.submit(turbo, run, False)))
        own: list[ValidationResult] = []
        if checks:
            if dataset is None:
                if any(len(c) > 1 for c in groups):
                    # Only graphs with a subject in common (linked) can hold the same triple.
                    store.update(_DUPLICATES)
            elif _needs_a_copy(dataset, checks):
                store = _union_copy(dataset, hierarchy_text)
            own = _run_sparql_checks(store, checks, union=True, hierarchy=hierarchy)
        del store
        outcomes = [future.result() for _, future in runs]
        for _, future in guessed:
            if not future.cancel():
                future.exception()  # a dropped run: waited for, its outcome not used
    merged: Counter[ValidationResult] = Counter()
    for _, found in outcomes:
        merged |= found
    conforms = all(c for c, _ in outcomes) and not own
    return conforms, [*merged.elements(), *own]


class GraphRuns:
    """Validate graphs one at a time, each alone (its N-Triples text and the class
    hierarchy), with what a validation of all of them needs read once: the shapes, the SPARQL
    constraints legalkg runs itself, pyshacl-turbo's shapes graph. ``ingest``'s parallel
    readers validate each graph as they build it; :meth:`report` merges the runs.

    Exact only where every graph is a linked component of its own under :attr:`rule` (the
    ``whole`` rule of :func:`next_state_rules`, which covers the SPARQL constraints too):
    then each focus node reads, under every constraint, only its own graph and the hierarchy
    (``legalkg.validation.split``). The caller checks that with the graphs'
    :func:`~legalkg.validation.split.link_keys` and validates linked graphs together;
    :attr:`rule` is None when the shapes allow no such split (then nothing is run here).
    """

    def __init__(
        self, shapes: Sequence[str | Path] | None = None, extra_shapes: Sequence[str | Path] = ()
    ) -> None:
        _, self.shape_triples = _shapes(shapes, extra_shapes)
        self.checks, self.rest = _turbo_shapes(self.shape_triples)
        self.rule = next_state_rules(shapes, extra_shapes)[1]
        if self.rule is not None and self.rule.target_nodes:
            self.rule = None  # a sh:targetNode is a focus node of every run
        self.hierarchy = _class_hierarchy()
        self.hierarchy_text = ox.serialize(self.hierarchy, format=ox.RdfFormat.N_TRIPLES) or b""
        self._turbo: _TurboShapes | None = None
        self._names = _blank_shape_names(self.rest)
        #: the names of the shapes checked (:attr:`ValidationReport.shapes`)
        self.shapes = _checked_shapes(self.shape_triples)

    def run(self, graph: ox.NamedNode, text: bytes) -> tuple[bool, list[ValidationResult]]:
        """``(conforms, results)`` of ``graph`` alone (as ``_split_run`` runs a component)."""
        import rdflib

        if self._turbo is None:
            self._turbo = _compiled_turbo(tuple(self.rest))
        with _quiet_rdflib():
            conforms, report_graph, message = self._turbo.validate([text, self.hierarchy_text])
        if not isinstance(report_graph, rdflib.Graph):
            raise LegalKGError(f"the turbo SHACL engine failed: {_one_line(str(message))}")
        found = list(_results(report_graph, self._names))
        own: list[ValidationResult] = []
        if self.checks:
            store = _named_store({graph: text}, self.hierarchy_text)
            own = _run_sparql_checks(store, self.checks, union=True, hierarchy=self.hierarchy)
        return bool(conforms) and not own, [*found, *own]

    def report(
        self, outcomes: Iterable[tuple[bool, Sequence[ValidationResult]]]
    ) -> ValidationReport:
        """:func:`merge_runs` of these runs."""
        return merge_runs(outcomes, self.shapes)


def merge_runs(
    outcomes: Iterable[tuple[bool, Sequence[ValidationResult]]], shapes: tuple[str, ...]
) -> ValidationReport:
    """One report of turbo runs on disjoint unions of whole linked components (``shapes``:
    the checked shapes' names, :attr:`GraphRuns.shapes`): a focus node held by two runs (an
    object in two graphs, a subject in neither) reads the same triples in each, so its
    results are counted once (multiset maximum, as ``_split_run`` merges its runs)."""
    merged: Counter[ValidationResult] = Counter()
    conforms = True
    for ok, results in outcomes:
        conforms = conforms and ok
        merged |= Counter(results)
    return ValidationReport(
        conforms=conforms,
        results=tuple(sorted(merged.elements(), key=ValidationResult._sort_key)),
        engine="turbo",
        shapes=shapes,
    )


def _named_store(texts: Mapping[ox.NamedNode, bytes], hierarchy: bytes) -> ox.Store:
    """An in-memory Oxigraph store with each text in its named graph (blank node labels kept:
    one node across graphs) and the class hierarchy in the default graph. (Before the SPARQL
    constraints run on its union graph, ``_DUPLICATES`` deletes the triples that two graphs
    both hold from all but one, so that the union is the set of triples one load of all the
    texts gives; not before: the linkage needs each graph whole.)"""
    store = ox.Store()
    for g in sorted(texts, key=str):
        text = texts[g]
        if b"_:" not in text:
            store.bulk_load(text, format=ox.RdfFormat.N_TRIPLES, to_graph=g)
        else:  # the bulk loader would rename blank nodes
            store.bulk_extend(
                ox.Quad(t.subject, t.predicate, t.object, g)
                for t in ox.parse(text, format=ox.RdfFormat.N_TRIPLES)
            )
    store.bulk_load(hierarchy, format=ox.RdfFormat.N_TRIPLES)
    return store


_DUPLICATES = (
    "DELETE { GRAPH ?h { ?s ?p ?o } } WHERE { GRAPH ?g { ?s ?p ?o } GRAPH ?h { ?s ?p ?o } "
    "FILTER (STR(?g) < STR(?h)) } ; "
    "DELETE { GRAPH ?h { ?s ?p ?o } } WHERE { ?s ?p ?o GRAPH ?h { ?s ?p ?o } }"
)


_DUPLICATED = "ASK { GRAPH ?g { ?s ?p ?o } GRAPH ?h { ?s ?p ?o } FILTER (?g != ?h) }"


#: The graphs ``?h`` where a subject of graph ``?g`` is a subject too (index look-ups per
#: subject: the UNION shape, see ``legalkg.validation.split._queries``).
_SHARED_SUBJECTS = (
    "SELECT DISTINCT ?g ?h WHERE { { SELECT DISTINCT ?g ?x WHERE { GRAPH ?g { ?x ?p ?o } } } "
    "{ GRAPH ?h { ?x ?q ?v } } UNION { GRAPH ?h { ?x ?q ?v FILTER (false) } } "
    "FILTER (?h != ?g) }"
)


_MENTIONS = (
    "SELECT DISTINCT ?n ?g WHERE { { GRAPH ?g { ?n ?p ?o } } UNION { GRAPH ?g { ?s ?p ?n } } }"
)


_TERMISH = r"(?:[?$]\w+|<>|\w*:\w*|\]|\[|\()"


_VARIABLE_PREDICATE = re.compile(_TERMISH + r"\s+[?$]\w+\s+" + _TERMISH)


def _needs_a_copy(dataset: ox.Store, checks: Sequence[_SparqlCheck]) -> bool:
    """Whether the SPARQL constraints cannot run on ``dataset``'s union graph as they run on
    one load of the data and the class hierarchy: when a query may read the hierarchy (it
    names ``subClassOf`` or has a variable predicate; a conservative reading of the text), or
    when two graphs hold the same triple (the union graph would give its rows twice)."""
    for check in checks:
        text = _SPARQL_NOISE.sub(lambda m: "<>" if m.group(0)[:1] == "<" else " ", check.query)
        where = text[text.find("{") :]
        if "subClassOf" in check.query or _VARIABLE_PREDICATE.search(where):
            return True
    return _holds_a_triple_twice(dataset)


def _holds_a_triple_twice(store: ox.Store) -> bool:
    """Whether two named graphs of ``store`` hold the same triple: looked for only between
    graphs with a subject in common (each graph's subjects looked up, then one join of the
    two graphs per such pair), never by one join of the whole store with itself."""
    for g in sorted(store.named_graphs(), key=str):
        rows = store.query(_SHARED_SUBJECTS, substitutions={ox.Variable("g"): g})
        assert isinstance(rows, ox.QuerySolutions)
        for row in rows:
            pair = {ox.Variable("g"): g, ox.Variable("h"): row["h"]}
            if store.query(_DUPLICATED, substitutions=pair):
                return True
    return False


def _union_copy(dataset: ox.Store, hierarchy: bytes) -> ox.Store:
    """An in-memory store holding the triples of ``dataset``'s graphs (each once) and the
    class hierarchy, in its default graph."""
    store = ox.Store()
    store.bulk_extend(ox.Quad(q.subject, q.predicate, q.object) for q in dataset)
    store.bulk_load(hierarchy, format=ox.RdfFormat.N_TRIPLES)
    return store


def _graphs_mentioning(store: ox.Store, terms: Iterable[Any]) -> set[ox.NamedNode]:
    """The named graphs of ``store`` where one of ``terms`` is a subject or an object (also
    used by ``legalkg.ingest`` for the ``sh:targetNode`` constants of a partial re-ingest)."""
    found: set[ox.NamedNode] = set()
    for term in terms:
        rows = store.query(_MENTIONS, substitutions={ox.Variable("n"): term})
        assert isinstance(rows, ox.QuerySolutions)
        found.update(g for row in rows if isinstance(g := row["g"], ox.NamedNode))
    return found


def _pack(
    groups: Sequence[tuple[ox.NamedNode, ...]], texts: Mapping[ox.NamedNode, bytes]
) -> list[list[ox.NamedNode]]:
    """Components in runs of at most ``SPLIT_RUN_BYTES`` (a larger component is a run of its
    own), in their order: the same runs for the same data."""
    runs: list[list[ox.NamedNode]] = []
    size = 0
    for group in groups:
        n = sum(_size(texts, g) for g in group)
        if not runs or size + n > SPLIT_RUN_BYTES:
            runs.append([])
            size = 0
        runs[-1].extend(group)
        size += n
    return runs


def _size(texts: Mapping[ox.NamedNode, bytes], graph: ox.NamedNode) -> int:
    """The length of ``texts[graph]``, told without reading it when ``texts`` can
    (a ``size`` method, as ``ingest``'s spool has)."""
    size = getattr(texts, "size", None)
    return int(size(graph)) if size is not None else len(texts[graph])


def _is_shapes_error(error: BaseException) -> bool:
    """Whether an engine's exception says the shapes are wrong (rather than the engine)."""
    if isinstance(error, SyntaxError):
        return True
    name = type(error).__name__
    return name in ("ShapeLoadError", "ConstraintLoadError")
