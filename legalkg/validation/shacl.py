"""SHACL validation: the only module that imports pySHACL and pyshacl-turbo.

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
XML renderings.

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

import contextlib
import dataclasses
import functools
import io
import json
import logging
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, cast

import pyoxigraph as ox

from legalkg.core.errors import InputError, LegalKGError
from legalkg.core.namespaces import PREFIXES
from legalkg.core.resources import data_files
from legalkg.store.local import Store, memory_store
from legalkg.validation.joinsafe import join_safe_fast
from legalkg.validation.split import SplitRule, components, split_rule

if TYPE_CHECKING:
    import rdflib

__all__ = [
    "ENGINES",
    "SHAPES_NS",
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

#: Namespace of the shapes in ``shapes/*.ttl`` (prefix ``lkgsh:``).
#: Give pyshacl-turbo only the triples its shapes can read (see ``_turbo_data``); ``False``
#: gives it all the data (the same report).
TURBO_DATA_FILTER = True

#: Validate N-Triples given per named graph (``validate_ntriples`` of a Mapping) in several
#: pyshacl-turbo runs, each on whole linked components (``legalkg.validation.split``), when the
#: shapes allow an exact split and the data is larger than one run; ``False``: one run.
SPLIT_RUNS = True

#: The N-Triples bytes one turbo run is given at most (a component larger than this is one
#: run); below it, data is not split. Measured (docs/performance.md, issue 18).
SPLIT_RUN_BYTES = 40_000_000

#: Threads that run turbo runs beside each other (both release the GIL).
SPLIT_WORKERS = 2

SHAPES_NS = "https://w3id.org/legalkg/shapes#"

_SH = PREFIXES["sh"]
_RDF = PREFIXES["rdf"]
_RDFS_SUBCLASS = ox.NamedNode(PREFIXES["rdfs"] + "subClassOf")
_RDF_TYPE = ox.NamedNode(_RDF + "type")
_XSD_BOOLEAN = ox.NamedNode(PREFIXES["xsd"] + "boolean")

#: Prefixes for the compact IRIs of text output and for Turtle output.
_COMPACT = dict(sorted({**PREFIXES, "lkgsh": SHAPES_NS}.items()))
_TURTLE_PREFIXES = {p: _COMPACT[p] for p in ("eli", "lkg", "lkgsh", "rdf", "rdfs", "sh", "xsd")}

#: File extensions and the RDF format they mean (for :func:`validate_files`).
_FORMATS: dict[str, ox.RdfFormat] = {
    ".ttl": ox.RdfFormat.TURTLE,
    ".turtle": ox.RdfFormat.TURTLE,
    ".trig": ox.RdfFormat.TRIG,
    ".nt": ox.RdfFormat.N_TRIPLES,
    ".ntriples": ox.RdfFormat.N_TRIPLES,
    ".nq": ox.RdfFormat.N_QUADS,
    ".nquads": ox.RdfFormat.N_QUADS,
    ".jsonld": ox.RdfFormat.JSON_LD,
    ".json": ox.RdfFormat.JSON_LD,
    ".rdf": ox.RdfFormat.RDF_XML,
    ".xml": ox.RdfFormat.RDF_XML,
    ".owl": ox.RdfFormat.RDF_XML,
    ".n3": ox.RdfFormat.N3,
}

#: Shape predicates that are not constraints: a shape with only these checks nothing itself.
_NOT_CONSTRAINTS = frozenset(
    _SH + name
    for name in (
        "property",
        "targetClass",
        "targetNode",
        "targetSubjectsOf",
        "targetObjectsOf",
        "target",
        "name",
        "description",
        "order",
        "group",
        "deactivated",
        "severity",
        "message",
        "path",
        "declare",
        "prefixes",
    )
)
_TARGETS = frozenset(
    _SH + name for name in ("targetClass", "targetNode", "targetSubjectsOf", "targetObjectsOf")
)


@dataclass(frozen=True, slots=True)
class ValidationResult:
    """One SHACL validation result.

    Node values are in N-Triples/SPARQL syntax (``<https://…>``, ``"x"@pt``,
    ``"1"^^<http://www.w3.org/2001/XMLSchema#integer>``); ``result_path`` is a SPARQL property
    path (``<p>``, ``^<p>``, ``<p>/<q>``…).

    :param focus_node: the node that does not conform.
    :param result_path: the path of the property shape, or ``None`` for a node shape.
    :param value: the offending value, or ``None``.
    :param severity: ``"Violation"``, ``"Warning"`` or ``"Info"``.
    :param constraint: the constraint component's local name, e.g.
        ``"MinCountConstraintComponent"`` (a full ``<IRI>`` outside the SHACL namespace).
    :param shape: the IRI of the shape (``<https://…>``); a blank shape by where it is
        declared (``<https://…/PersonShape> sh:property [ sh:path <https://…/name> ]``, a
        blank node shape by its targets); ``None`` for a blank shape of no known place.
    :param message: what is wrong and how to fix it: the shape's ``sh:message`` (messages in
        several languages are joined with `` / ``), or the constraint's name when the shape
        has none (the engines' own default messages differ).

    >>> r = ValidationResult("<urn:w>", "<http://purl.org/dc/terms/title>",
    ...     None, "Violation", "MinCountConstraintComponent",
    ...     "<https://w3id.org/legalkg/shapes#WorkTitleShape>", "Add one.")
    >>> print(r.to_text())  # doctest: +NORMALIZE_WHITESPACE
    Violation: <urn:w> path dcterms:title: Add one.
    [lkgsh:WorkTitleShape, MinCountConstraintComponent]
    """

    focus_node: str
    result_path: str | None
    value: str | None
    severity: str
    constraint: str
    shape: str | None
    message: str

    def to_text(self) -> str:
        """One line: ``Violation: <focus> path <p> value <v>: message [shape, constraint]``
        (no ``path`` for a node shape, no ``value`` when there is none)."""
        line = f"{self.severity}: {self.focus_node}"
        if self.result_path is not None:
            line += f" path {_compact_all(self.result_path)}"
        if self.value is not None:
            line += f" value {self.value}"
        shape = _compact_all(self.shape) if self.shape is not None else "blank shape"
        return f"{line}: {_one_line(self.message)} [{shape}, {self.constraint}]"

    def to_dict(self) -> dict[str, str | None]:
        """The result as a JSON-ready dict (keys are the field names)."""
        return {
            "constraint": self.constraint,
            "focus_node": self.focus_node,
            "message": self.message,
            "result_path": self.result_path,
            "severity": self.severity,
            "shape": self.shape,
            "value": self.value,
        }

    def _sort_key(self) -> tuple[str, ...]:
        return (
            self.focus_node,
            self.shape or "",
            self.result_path or "",
            self.constraint,
            self.value or "",
            self.severity,
            self.message,
        )


@dataclass(frozen=True, slots=True)
class ValidationReport:
    """The outcome of a validation: whether the data conforms, and why not.

    :param conforms: ``True`` when there is no result.
    :param results: the results, sorted by focus node, shape, path, constraint and value.
    :param engine: the engine that produced it (``"turbo"`` or ``"pyshacl"``).
    :param shapes: the IRIs of the shapes that were checked (those with a target, or reached
        through ``sh:property``, that have constraints of their own), sorted.

    >>> report = ValidationReport(conforms=True, results=(), engine="turbo")
    >>> report.to_text()
    'Conforms.'
    >>> ValidationReport.from_json(report.to_json()) == report
    True
    """

    conforms: bool
    results: tuple[ValidationResult, ...]
    engine: str
    shapes: tuple[str, ...] = field(default=())

    def to_text(self) -> str:
        """Human-readable: ``Conforms.`` or ``Does not conform: N results.``, then one line per
        result (``Violation: <focus> path <p>: message [shape, constraint]``)."""
        if self.conforms and not self.results:
            return "Conforms."
        n = len(self.results)
        head = "Conforms" if self.conforms else "Does not conform"
        lines = [f"{head}: {n} result{'s' if n != 1 else ''}."]
        lines.extend(r.to_text() for r in self.results)
        return "\n".join(lines)

    def to_json(self) -> str:
        """A JSON object (``conforms``, ``engine``, ``results``, ``shapes``), sorted keys,
        indent 2; :meth:`from_json` reads it back."""
        data = {
            "conforms": self.conforms,
            "engine": self.engine,
            "results": [r.to_dict() for r in self.results],
            "shapes": list(self.shapes),
        }
        return json.dumps(data, sort_keys=True, indent=2, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> ValidationReport:
        """Read back the output of :meth:`to_json`.

        :raises ValueError: when ``text`` is not such a JSON object.
        """
        try:
            data = json.loads(text)
            results = tuple(
                ValidationResult(
                    focus_node=r["focus_node"],
                    result_path=r["result_path"],
                    value=r["value"],
                    severity=r["severity"],
                    constraint=r["constraint"],
                    shape=r["shape"],
                    message=r["message"],
                )
                for r in data["results"]
            )
            return cls(
                conforms=bool(data["conforms"]),
                results=results,
                engine=str(data["engine"]),
                shapes=tuple(data.get("shapes", ())),
            )
        except (KeyError, TypeError, AttributeError) as e:
            raise ValueError(f"not a legalkg validation report: missing or bad {e}") from e

    def to_turtle(self) -> bytes:
        """A standard SHACL validation report graph (``sh:ValidationReport`` with one
        ``sh:ValidationResult`` per result) in Turtle; the same report gives the same bytes."""
        triples: list[ox.Triple] = []
        report = ox.BlankNode("report")
        triples.append(ox.Triple(report, _RDF_TYPE, _sh("ValidationReport")))
        triples.append(
            ox.Triple(
                report,
                _sh("conforms"),
                ox.Literal(str(self.conforms).lower(), datatype=_XSD_BOOLEAN),
            )
        )
        nodes = [ox.BlankNode(f"r{i}") for i in range(1, len(self.results) + 1)]
        shape_triples: list[ox.Triple] = []
        triples.extend(ox.Triple(report, _sh("result"), node) for node in nodes)
        for i, (node, r) in enumerate(zip(nodes, self.results, strict=True), start=1):
            triples.append(ox.Triple(node, _RDF_TYPE, _sh("ValidationResult")))
            triples.append(ox.Triple(node, _sh("focusNode"), _parse_term(r.focus_node)))
            if r.result_path is not None:
                path, path_triples = _path_to_rdf(r.result_path, f"r{i}p")
                triples.append(ox.Triple(node, _sh("resultPath"), path))
                triples.extend(path_triples)
            if r.value is not None:
                triples.append(ox.Triple(node, _sh("value"), _parse_term(r.value)))
            triples.append(ox.Triple(node, _sh("resultSeverity"), _local_to_iri(r.severity)))
            triples.append(
                ox.Triple(node, _sh("sourceConstraintComponent"), _local_to_iri(r.constraint))
            )
            if r.shape is not None:
                source = _source_shape(node, r.shape, i)
                triples.append(source[0])
                shape_triples.extend(source[1:])
            triples.append(ox.Triple(node, _sh("resultMessage"), ox.Literal(r.message)))
        triples.extend(shape_triples)  # the blank source shapes, after the results
        out = ox.serialize(triples, format=ox.RdfFormat.TURTLE, prefixes=_TURTLE_PREFIXES)
        assert out is not None
        return out

    def to_junit(self) -> str:
        """JUnit XML for CI: one ``testsuite`` named ``legalkg-shacl`` with one ``testcase`` per
        shape checked; a shape with results has one ``failure`` listing them."""
        by_shape: dict[str, list[ValidationResult]] = {s: [] for s in self.shapes}
        for r in self.results:
            by_shape.setdefault(r.shape if r.shape is not None else "", []).append(r)
        failures = sum(1 for rs in by_shape.values() if rs)
        suite = ET.Element(
            "testsuite",
            {
                "name": "legalkg-shacl",
                "tests": str(len(by_shape)),
                "failures": str(failures),
                "errors": "0",
                "skipped": "0",
            },
        )
        props = ET.SubElement(suite, "properties")
        ET.SubElement(props, "property", {"name": "engine", "value": self.engine})
        for shape in sorted(by_shape):
            results = by_shape[shape]
            name = _compact_all(shape) if shape else "blank shapes"
            case = ET.SubElement(suite, "testcase", {"classname": "legalkg-shacl", "name": name})
            if results:
                n = len(results)
                failure = ET.SubElement(
                    case,
                    "failure",
                    {
                        "message": f"{n} result{'s' if n != 1 else ''}: "
                        f"{_one_line(results[0].message)}",
                        "type": results[0].constraint,
                    },
                )
                failure.text = "\n".join(r.to_text() for r in results)
        ET.indent(suite)
        body = ET.tostring(suite, encoding="unicode")
        return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"


def _source_shape(result: ox.BlankNode, shape: str, i: int) -> list[ox.Triple]:
    """``sh:sourceShape`` of a result: the shape's IRI, or for a blank shape (named by
    :func:`_blank_shape_names`) a blank node labelled with that name, linked from the named
    shape that holds it (``<P> sh:property _:s1``) and with its ``sh:path`` when that is
    an IRI.

    >>> b = ox.BlankNode("r1")
    >>> [str(t) for t in _source_shape(b, "<https://e/S>", 1)]
    ['_:r1 <http://www.w3.org/ns/shacl#sourceShape> <https://e/S>']
    >>> len(_source_shape(b, "<https://e/P> sh:property [ sh:path <https://e/name> ]", 1))
    4
    """
    if shape.startswith("<") and shape.endswith(">") and " " not in shape:
        return [ox.Triple(result, _sh("sourceShape"), _parse_term(shape))]
    node = ox.BlankNode(f"r{i}shape")
    out = [
        ox.Triple(result, _sh("sourceShape"), node),
        ox.Triple(node, ox.NamedNode(PREFIXES["rdfs"] + "label"), ox.Literal(shape)),
    ]
    m = re.fullmatch(r"<([^<> ]+)> sh:(property|node) \[ sh:path <([^<> ]+)> \]", shape)
    if m:
        out.append(ox.Triple(ox.NamedNode(m.group(1)), _sh(m.group(2)), node))
        out.append(ox.Triple(node, _sh("path"), ox.NamedNode(m.group(3))))
    return out


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


def _shapes(
    shapes: Sequence[str | Path] | None, extra_shapes: Sequence[str | Path]
) -> tuple[list[Path], list[ox.Triple]]:
    """The shapes files a validation uses and their triples, normalized, once their SPARQL
    queries passed :func:`_check_sparql`. Errors as in :func:`validate_store`."""
    shape_files = shapes_files(shapes, extra_shapes)
    key = tuple(_file_key(p) for p in shape_files)
    normalized = _SHAPES_READ.get(key)
    if normalized is None:
        by_file = {p: _read_rdf(p) for p in shape_files}
        _check_sparql(by_file)
        normalized = _normalize_shapes([t for ts in by_file.values() for t in ts])
        if len(_SHAPES_READ) >= 16:
            _SHAPES_READ.clear()
        _SHAPES_READ[key] = normalized
    return shape_files, list(normalized)


#: The normalized triples of the shapes files read, by :func:`_file_key` of each file (a file
#: changed on disk is read again): a process validating many times reads the shapes once.
_SHAPES_READ: dict[tuple[tuple[str, int, int], ...], list[ox.Triple]] = {}


def _file_key(path: Path) -> tuple[str, int, int]:
    """A file's resolved path, modification time (ns) and size; a missing file gets zeros
    (and is read, so that its error is raised as before)."""
    try:
        stat = path.stat()
    except OSError:
        return (str(path), 0, -1)
    return (str(path.resolve()), stat.st_mtime_ns, stat.st_size)


def shapes_files(
    shapes: Sequence[str | Path] | None = None, extra_shapes: Sequence[str | Path] = ()
) -> list[Path]:
    """The shapes files a validation uses: ``shapes`` (default: the packaged ``shapes/*.ttl``)
    followed by ``extra_shapes``, each file once.

    :raises InputError: when there is no file at all.
    """
    base = [Path(p) for p in shapes] if shapes is not None else data_files("shapes")
    files: list[Path] = []
    for path in [*base, *(Path(p) for p in extra_shapes)]:
        if path not in files:
            files.append(path)
    if not files:
        raise InputError("shapes", "no shapes files to validate against", "give at least one")
    return files


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


#: Shape predicates whose evaluation may read any triple of the data (closed shapes, SPARQL
#: constraints and constraint components, SHACL-AF targets and rules, JavaScript): with one of
#: them in the shapes, turbo gets it all. (The query of a SPARQL constraint taken away to
#: Oxigraph stays behind as a node no shape links to any more: it is not evaluated.)
_DATA_WIDE = frozenset(
    _SH + name
    for name in (
        "closed",
        "sparql",
        "validator",
        "nodeValidator",
        "propertyValidator",
        "target",
        "rule",
        "jsFunctionName",
        "jsLibrary",
        "targetValidator",
    )
)
_TYPE_NT = b"<" + _RDF_TYPE.value.encode() + b">"
_SUBCLASS_NT = b"<" + _RDFS_SUBCLASS.value.encode() + b">"


@functools.lru_cache(maxsize=8)
def _compiled_turbo(rest: tuple[ox.Triple, ...]) -> _TurboShapes:
    """:class:`_TurboShapes` of ``rest``, made once for the same shape triples (a process
    that validates many times compiles its shapes once)."""
    return _TurboShapes(rest)


class _TurboShapes:
    """pyshacl-turbo's program for the shape triples ``rest``, compiled once, and their
    :class:`_DataFilter`: what ``pyshacl_turbo.validate`` would prepare again on every call
    (tens of milliseconds: a run per graph of a statute book makes thousands of calls).
    ``graph`` is ``rest`` as the rdflib graph turbo is given (made here when not given).
    Runs may be made from several threads (the program is immutable)."""

    def __init__(self, rest: Sequence[ox.Triple], graph: Any = None) -> None:
        import pyshacl_turbo

        self.rest = rest
        self.graph = _to_rdflib_graph(rest, plain=_needs_rdflib(rest)) if graph is None else graph
        self.program = pyshacl_turbo.compile_shapes(self.graph)  # type: ignore[no-untyped-call]
        self.filter = _DataFilter(rest)

    def validate(self, chunks: Sequence[bytes]) -> tuple[Any, Any, str]:
        """``(conforms, report graph, text)`` of the data ``chunks`` (N-Triples), as
        ``pyshacl_turbo.validate(data, shacl_graph=graph, inference=None, advanced=False,
        _normalize_report_literals=False)`` gives them (a failure of the engine as its
        ``(False, failure, text)``, not a report graph)."""
        import pyshacl_turbo
        from pyshacl_turbo.errors import ReportableRuntimeError

        relevant = self.filter(chunks) if TURBO_DATA_FILTER else None
        text = b"".join(chunks) if relevant is None else relevant
        del relevant
        data_input = _turbo_input(text, self.rest)
        del text  # turbo holds its str: the bytes go
        try:
            conforms, report, message = self.program.validate(
                data_input, inference=None, _normalize_report_literals=False
            )
        except pyshacl_turbo.ValidationFailure as failure:
            failure.message = str(failure)
            return False, failure, f"Validation Failure - {failure}"
        except NotImplementedError:
            raise
        except RuntimeError as error:
            raise ReportableRuntimeError(str(error)) from error  # type: ignore[no-untyped-call]
        return conforms, report, message


def _turbo_data(chunks: Sequence[bytes], shape_triples: Iterable[ox.Triple]) -> bytes | None:
    """The lines of the N-Triples ``chunks`` that a core-SHACL validation with these shapes
    can read, or None when it may read any (see ``_DATA_WIDE``): :class:`_DataFilter`."""
    return _DataFilter(shape_triples)(chunks)


class _DataFilter:
    """What :func:`_turbo_data` keeps, read from the shapes once (a filter of many runs).

    Core SHACL reads the data only through the IRIs its shapes name: paths, the predicates of
    ``sh:targetSubjectsOf``/``-ObjectsOf``, ``sh:equals``/``disjoint``/``lessThan*``, and
    SHACL instances (``rdf:type/rdfs:subClassOf*`` of the classes of ``sh:targetClass`` and
    ``sh:class``). So a triple whose predicate is no IRI of the shapes graph, or an
    ``rdf:type`` triple whose class is not a subclass (``rdfs:subClassOf*`` in the data) of
    such an IRI, cannot change a result: it is dropped, the rest passed on byte for byte.
    Every line not in oxigraph's plain form (``S <p> O .``, no escape in the IRIs) is kept.
    """

    def __init__(self, shape_triples: Iterable[ox.Triple]) -> None:
        #: False when the shapes may read any triple (then the filter keeps everything)
        self.narrow = True
        mentioned: set[bytes] = set()
        as_term: set[bytes] = set()  # IRIs in subject or object position (paths, classes, ...)
        for t in shape_triples:
            if t.predicate.value in _DATA_WIDE:
                self.narrow = False
            mentioned.add(b"<" + t.predicate.value.encode() + b">")
            for term in (t.subject, t.object):
                if isinstance(term, ox.NamedNode):
                    iri = b"<" + term.value.encode() + b">"
                    mentioned.add(iri)
                    as_term.add(iri)
        mentioned.update((_TYPE_NT, _SUBCLASS_NT))
        self.mentioned = frozenset(mentioned)
        self.all_types = _TYPE_NT in as_term  # rdf:type itself is a path or a value somewhere

    def __call__(self, chunks: Sequence[bytes]) -> bytes | None:
        """The lines of ``chunks`` kept, or None when every line is to be kept."""
        if not self.narrow:
            return None
        return _filtered(chunks, self.mentioned, self.all_types)


def _filtered(chunks: Sequence[bytes], mentioned: frozenset[bytes], all_types: bool) -> bytes:
    """The lines of ``chunks`` that :class:`_DataFilter` keeps."""
    # The classes whose instances the shapes may ask for: the IRIs of the shapes and their
    # subclasses in the data.
    children: dict[bytes, list[bytes]] = {}
    for chunk in chunks:
        if _SUBCLASS_NT not in chunk:
            continue
        for line in chunk.split(b"\n"):
            parts = line.split(b" ", 2)
            if len(parts) == 3 and parts[1] == _SUBCLASS_NT:
                parent = parts[2].split(b" ", 1)[0]
                children.setdefault(parent, []).append(parts[0])
    classes = set(mentioned)
    todo = list(classes)
    while todo:
        for child in children.get(todo.pop(), ()):
            if child not in classes:
                classes.add(child)
                todo.append(child)
    # The decision is taken once per predicate token, and once per rest of an rdf:type line
    # (its class): the loop over the lines does a split and a dictionary look-up.
    by_predicate: dict[bytes, int] = {}  # 0: drop, 1: keep, 2: as its class says
    by_class: dict[bytes, bool] = {}

    def predicate(p: bytes) -> int:
        if p.find(b">") != len(p) - 1 or p[:1] != b"<" or b"\\" in p:
            return 1  # not a plain IRI: keep it
        if p == _TYPE_NT and not all_types:
            return 2
        return 1 if p in mentioned else 0

    def class_kept(o: bytes) -> bool:
        end = o.find(b">")
        return o[:1] != b"<" or b"\\" in o[:end] or o[: end + 1] in classes

    out: list[bytes] = []
    for chunk in chunks:
        careful = b"\t" in chunk or b"<<" in chunk  # else no line has either
        kept: list[bytes] = []
        append = kept.append
        for line in chunk.split(b"\n"):
            parts = line.split(b" ", 2)
            if len(parts) < 3 or (careful and (b"\t" in parts[0] or line.startswith(b"<<"))):
                if line:
                    append(line)
                continue
            how = by_predicate.get(parts[1])
            if how is None:
                how = by_predicate[parts[1]] = predicate(parts[1])
            if how == 1:
                append(line)
            elif how == 2:
                keep = by_class.get(parts[2])
                if keep is None:
                    keep = by_class[parts[2]] = class_kept(parts[2])
                if keep:
                    append(line)
        if kept:
            kept.append(b"")
            out.append(b"\n".join(kept))
    return b"".join(out)


def _turbo_input(text: bytes, shapes: Sequence[ox.Triple] = ()) -> Any:
    """The data for pyshacl-turbo: N-Triples text (serialized by pyoxigraph), read by its
    native parser as it reads a pyoxigraph store's dump (so nothing is normalized on the way).

    When ``shapes`` (what turbo is given) hold a SPARQL constraint that is not join-safe
    (:func:`_join_safe`: ``$this`` in an inner group that does not bind it, W3C
    ``pre-binding-005``), the data goes to turbo as an rdflib graph instead: on its native
    input turbo evaluates the query on Oxigraph, whose ``substitutions`` do not pre-bind
    ``$this`` inside inner groups (``{ FILTER (bound($this)) }`` is empty there), which is not
    SHACL's pre-binding; rdflib's initial bindings are. Such constraints are rare (legalkg's
    own shapes have none), and only then is the data parsed by rdflib."""
    if _needs_rdflib(shapes):
        import rdflib

        graph = rdflib.Graph()
        graph.parse(data=text.decode("utf-8"), format="nt")
        return graph
    from pyshacl_turbo.rdf import Input

    return Input(text.decode("utf-8"), "oxigraph-nquads", None, {}, preserve_ids=True)


def _needs_rdflib(shapes: Sequence[ox.Triple]) -> bool:
    """Whether ``shapes`` hold a SPARQL constraint that is not join-safe: turbo must then
    read the data as an rdflib graph (:func:`_turbo_input`), and the shapes graph must have
    simple literals as rdflib parses them (``plain``)."""
    return any(
        t.predicate.value == _SH + "select"
        and isinstance(t.object, ox.Literal)
        and not _join_safe(t.object.value)
        for t in shapes
    )


def _sparql_on_oxigraph(
    chunks: list[bytes], checks: Future[list[_SparqlCheck]]
) -> list[ValidationResult]:
    """Load the data (N-Triples chunks, read in turn as one text: a blank node label means
    the same node in every chunk) into an in-memory Oxigraph store, then run ``checks``
    (given when the shapes have been sorted out, meanwhile) there."""
    store = ox.Store()
    reader = cast(IO[bytes], _ChunksReader(chunks))
    if any(b"_:" in chunk for chunk in chunks):
        # The bulk loader would rename blank nodes (to new random labels: the results of
        # the checks on them would not be the data's, nor the same twice).
        store.bulk_extend(
            ox.Quad(t.subject, t.predicate, t.object)
            for t in ox.parse(reader, format=ox.RdfFormat.N_TRIPLES)
        )
    else:
        store.bulk_load(reader, format=ox.RdfFormat.N_TRIPLES)
    chosen = checks.result()
    return _run_sparql_checks(store, chosen) if chosen else []


@dataclass(frozen=True, slots=True)
class _Chunks:
    """N-Triples text in pieces of whole lines (what ``validate_ntriples`` is given): when
    ``graphs`` is given, the first ``len(graphs)`` chunks are those graphs' texts, in order
    (the last chunk is the class hierarchy); ``dataset`` as in ``validate_ntriples``."""

    chunks: list[bytes]
    graphs: tuple[ox.NamedNode, ...] | None = None
    dataset: ox.Store | Callable[[], ox.Store] | None = None
    #: the graphs' texts, read when needed (then ``chunks`` is the class hierarchy alone)
    texts: Mapping[ox.NamedNode, bytes] | None = None


class _ChunksReader(io.RawIOBase):
    """The concatenation of ``chunks`` as a binary stream, without joining them."""

    def __init__(self, chunks: Sequence[bytes]) -> None:
        self._chunks = iter(chunks)
        self._view = memoryview(b"")

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        while not self._view:
            chunk = next(self._chunks, None)
            if chunk is None:
                return 0
            self._view = memoryview(chunk)
        n = min(len(buffer), len(self._view))
        buffer[:n] = self._view[:n]
        self._view = self._view[n:]
        return n


@contextlib.contextmanager
def _quiet_rdflib() -> Iterator[None]:
    """Silence rdflib's warnings (with tracebacks) about ill-typed literals: the shapes
    report them properly."""
    logger = logging.getLogger("rdflib.term")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


# ---------------------------------------------------------------------------------------------
# SPARQL constraints run on Oxigraph


@dataclass(frozen=True, slots=True)
class _SparqlCheck:
    """A SPARQL-based constraint that legalkg runs itself, once for all focus nodes.

    Only constraints whose verdict is provably the same as SHACL's per-focus-node pre-binding
    are taken (see :func:`_join_safe`): then evaluating the query once with ``$this`` free and
    keeping the rows whose ``$this`` is a focus node gives the same rows.
    """

    shape: ox.NamedNode
    link: ox.Triple  # the (shape, sh:sparql, constraint) triple taken from the engine's shapes
    query: str  # with its PREFIX declarations
    targets: tuple[tuple[str, ox.NamedNode], ...]  # (sh:targetX local name, its object)
    path: str | None
    severity: str
    message: str


def _sparql_checks(triples: list[ox.Triple], *, check_safe: bool = True) -> list[_SparqlCheck]:
    """The SPARQL constraints of the shapes that legalkg can run itself with the same result
    as the engine: ``sh:select`` on a named shape whose focus nodes come from targets (its
    own, or those of the named node shapes that reach it through ``sh:property`` only), no
    ``sh:deactivated``, no message template, no ``$PATH``, ``?path`` or ``?message``, and a
    query that passes :func:`_join_safe` (not checked with ``check_safe=False``: the
    candidates, whose queries are then checked one by one)."""
    index: dict[tuple[Any, str], list[Any]] = {}
    referenced: dict[Any, list[tuple[Any, str]]] = {}
    for t in triples:
        index.setdefault((t.subject, t.predicate.value), []).append(t.object)
        referenced.setdefault(t.object, []).append((t.subject, t.predicate.value))

    def targets_of(shape: Any) -> list[tuple[str, ox.NamedNode]] | None:
        own = [
            (name, o)
            for name in ("targetClass", "targetNode", "targetSubjectsOf", "targetObjectsOf")
            for o in index.get((shape, _SH + name), [])
        ]
        if any(not isinstance(o, ox.NamedNode) for _, o in own) or index.get(
            (shape, _SH + "target")
        ):
            return None
        found = list(own)
        for parent, predicate in referenced.get(shape, []):
            if predicate != _SH + "property" or not isinstance(parent, ox.NamedNode):
                return None
            if referenced.get(parent) or index.get((parent, _SH + "deactivated")):
                return None  # a parent reached in other ways: leave it to the engine
            parent_targets = targets_of_node(parent)
            if parent_targets is None:
                return None
            found.extend(parent_targets)
        return found

    def targets_of_node(shape: Any) -> list[tuple[str, ox.NamedNode]] | None:
        own = [
            (name, o)
            for name in ("targetClass", "targetNode", "targetSubjectsOf", "targetObjectsOf")
            for o in index.get((shape, _SH + name), [])
        ]
        if any(not isinstance(o, ox.NamedNode) for _, o in own) or index.get(
            (shape, _SH + "target")
        ):
            return None
        return own

    checks = []
    for (shape, predicate), constraints in sorted(index.items(), key=lambda kv: str(kv[0][0])):
        if predicate != _SH + "sparql" or not isinstance(shape, ox.NamedNode):
            continue
        if index.get((shape, _SH + "deactivated")):
            continue
        targets = targets_of(shape)
        if not targets:
            continue
        paths = index.get((shape, _SH + "path"), [])
        if len(paths) > 1 or (paths and not isinstance(paths[0], ox.NamedNode)):
            continue
        severities = index.get((shape, _SH + "severity"), [_sh("Violation")])
        if len(severities) != 1 or not isinstance(severities[0], ox.NamedNode):
            continue
        for constraint in constraints:
            selects = index.get((constraint, _SH + "select"), [])
            messages = index.get((constraint, _SH + "message"), [])
            if (
                len(selects) != 1
                or not isinstance(selects[0], ox.Literal)
                or index.get((constraint, _SH + "deactivated"))
                or index.get((constraint, _SH + "severity"))
                or any(not isinstance(m, ox.Literal) or "{" in m.value for m in messages)
                or len(referenced.get(constraint, [])) != 1
            ):
                continue
            prefixes: dict[str, str] = {}
            for ontology in index.get((constraint, _SH + "prefixes"), []):
                prefixes.update(_declared_prefixes(index, ontology))
            head = "".join(f"PREFIX {p}: <{ns}>\n" for p, ns in sorted(prefixes.items()))
            query = head + selects[0].value
            if check_safe and not _join_safe(query):
                continue
            checks.append(
                _SparqlCheck(
                    shape=shape,
                    link=ox.Triple(shape, _sh("sparql"), constraint),
                    query=query,
                    targets=tuple(sorted(set(targets), key=str)),
                    path=str(paths[0]) if paths else None,
                    severity=_iri_local(severities[0].value),
                    message=" / ".join(sorted(m.value for m in messages))
                    if messages
                    else "SPARQLConstraintComponent",
                )
            )
    return checks


@functools.lru_cache(maxsize=1024)
def _join_safe(query: str) -> bool:
    """:func:`_join_safe_rdflib`, answered by :func:`legalkg.validation.joinsafe.join_safe_fast`
    without rdflib's SPARQL parser (0.5 s of import and parsing for the packaged shapes, on
    every validation's critical path) for the queries of its grammar; rdflib decides the rest.
    """
    fast = join_safe_fast(query)
    return _join_safe_rdflib(query) if fast is None else fast


@functools.lru_cache(maxsize=1024)
def _join_safe_rdflib(query: str) -> bool:
    """Whether evaluating ``query`` once with ``$this`` unbound, then keeping the rows whose
    ``?this`` is the focus node, gives exactly the rows of SHACL's pre-binding of ``$this``.

    True when the query is a plain ``SELECT`` projecting ``$this`` (and possibly ``?value``,
    nothing else the report reads: no ``?path``, ``?message``, ``$PATH``), without subqueries,
    ``GRAPH``, aggregates or modifiers, whose pattern *binds* ``?this`` in every solution
    (through triple patterns) and uses ``$this`` only where it is already bound: in a
    ``FILTER`` or ``BIND`` over a pattern that binds it, or inside an ``OPTIONAL`` whose left
    side binds it. Inner groups that mention ``$this`` without binding it first
    (W3C ``pre-binding-003``, ``-005``) or ``BIND ($this AS ?x)`` before any pattern
    (``pre-binding-004``) are not safe: the engine runs those.
    """
    try:
        from rdflib.plugins.sparql import prepareQuery

        with _quiet_rdflib():
            algebra = prepareQuery(query).algebra
    except Exception:  # noqa: BLE001 - anything rdflib cannot read is left to the engine
        return False
    import rdflib

    this = rdflib.Variable("this")
    if algebra.name != "SelectQuery" or algebra.get("datasetClause"):
        return False
    projected = set(algebra["PV"])
    if this not in projected or projected - {this, rdflib.Variable("value")}:
        return False
    if "PATH" in query:
        return False
    top = algebra["p"]
    if top.name == "Distinct":  # this is projected: DISTINCT per focus node = DISTINCT overall
        top = top["p"]
    if top.name != "Project":
        return False
    pattern = top["p"]

    def mentions(node: Any) -> bool:
        if node == this:
            return True
        if isinstance(node, dict):
            return any(mentions(v) for k, v in node.items() if k != "_vars")
        if isinstance(node, list | tuple):
            return any(mentions(v) for v in node)
        return False

    def check(node: Any) -> tuple[bool, bool]:
        """(safe, binds ?this in every solution)."""
        name = getattr(node, "name", None)
        if name == "BGP":
            return True, any(this in triple for triple in node["triples"])
        if name == "Join":
            s1, b1 = check(node["p1"])
            s2, b2 = check(node["p2"])
            return s1 and s2, b1 or b2
        if name == "Union":
            s1, b1 = check(node["p1"])
            s2, b2 = check(node["p2"])
            return s1 and s2, b1 and b2
        if name == "LeftJoin":
            s1, b1 = check(node["p1"])
            s2, _ = check(node["p2"])
            uses = mentions(node["p2"]) or mentions(node.get("expr"))
            return s1 and s2 and (b1 or not uses), b1
        if name == "Filter":
            s, b = check(node["p"])
            return s and (b or not mentions(node["expr"])), b
        if name == "Extend":
            s, b = check(node["p"])
            return s and node["var"] != this and (b or not mentions(node["expr"])), b
        if not mentions(node) and name in ("ToMultiSet",):
            return False, False
        return False, False

    safe, binds = check(pattern)
    return safe and binds


def _focus_nodes(
    store: ox.Store,
    targets: Sequence[tuple[str, ox.NamedNode]],
    *,
    union: bool = False,
    hierarchy: Sequence[ox.Triple] = (),
) -> set[Any]:
    """The focus nodes of SHACL targets in the default graph of ``store``
    (``sh:targetClass`` with ``rdfs:subClassOf*``, as SHACL defines class instances).

    ``sh:targetClass C`` is ``SELECT ?n { ?c rdfs:subClassOf* C . ?n a ?c }``: the classes
    ``?c`` (``C`` itself, the zero-length path, and every class with a ``subClassOf`` chain to
    it) are found by walking the ``subClassOf`` triples backwards, then their instances are
    looked up one class at a time (index look-ups, not a query per target)."""
    nodes: set[Any] = set()
    default = None if union else ox.DefaultGraph()  # union: every graph
    subclasses: dict[Any, list[Any]] | None = None
    for name, target in targets:
        if name == "targetNode":
            nodes.add(target)
        elif name == "targetClass":
            if subclasses is None:
                subclasses = {}
                for q in store.quads_for_pattern(None, _RDFS_SUBCLASS, None, default):
                    subclasses.setdefault(q.object, []).append(q.subject)
                for t in hierarchy:
                    subclasses.setdefault(t.object, []).append(t.subject)
            classes = {target}
            todo = [target]
            while todo:
                for sub in subclasses.get(todo.pop(), ()):
                    if sub not in classes:
                        classes.add(sub)
                        todo.append(sub)
            for c in classes:
                nodes.update(
                    q.subject for q in store.quads_for_pattern(None, _RDF_TYPE, c, default)
                )
        elif name == "targetSubjectsOf":
            nodes.update(q.subject for q in store.quads_for_pattern(None, target, None, default))
        else:  # targetObjectsOf
            nodes.update(q.object for q in store.quads_for_pattern(None, target, None, default))
    return nodes


def _run_sparql_checks(
    store: ox.Store,
    checks: Sequence[_SparqlCheck],
    *,
    union: bool = False,
    hierarchy: Sequence[ox.Triple] = (),
) -> list[ValidationResult]:
    """Run each check once on ``store``: one result per row whose ``?this`` is a focus node.

    :param union: on the union of ``store``'s graphs (each triple in one graph only, or the
        rows of a triple held twice come twice), not its default graph.
    :param hierarchy: ``rdfs:subClassOf`` triples for the targets beside the store's."""
    results = []
    focus_of: dict[tuple[tuple[str, ox.NamedNode], ...], set[Any]] = {}
    for check in checks:
        if check.targets not in focus_of:
            focus_of[check.targets] = _focus_nodes(
                store, check.targets, union=union, hierarchy=hierarchy
            )
        focus = focus_of[check.targets]
        if not focus:
            continue
        rows = store.query(check.query, use_default_graph_as_union=union)
        assert isinstance(rows, ox.QuerySolutions)
        has_value = "value" in [v.value for v in rows.variables]
        for row in rows:
            node = row["this"]
            if node is None or node not in focus:
                continue
            value = row["value"] if has_value else None
            if value is None and check.path is None:
                value = node  # a node shape's result has the focus node as its value
            results.append(
                ValidationResult(
                    focus_node=str(node),
                    result_path=check.path,
                    value=str(value) if value is not None else None,
                    severity=check.severity,
                    constraint="SPARQLConstraintComponent",
                    shape=str(check.shape),
                    message=check.message,
                )
            )
    return results


# ---------------------------------------------------------------------------------------------
# Reading RDF


def _read_rdf(path: Path) -> list[ox.Triple]:
    """Parse one file with pyoxigraph (never rdflib's parsers); quads lose their graph."""
    fmt = _FORMATS.get(path.suffix.lower())
    if fmt is None:
        known = ", ".join(sorted(_FORMATS))
        raise InputError(
            str(path), f"unknown RDF file extension {path.suffix!r}", f"Use one of {known}"
        )
    try:
        base = path.resolve().as_uri()
        return [
            q.triple if isinstance(q, ox.Quad) else q
            for q in ox.parse(path=str(path), format=fmt, base_iri=base)
        ]
    except SyntaxError as e:
        line = f":{e.lineno}" if e.lineno else ""
        raise InputError(f"{path}{line}", e.msg or str(e), "Fix the RDF syntax there") from e
    except ValueError as e:
        raise InputError(str(path), str(e), "Fix the RDF syntax there") from e
    except OSError as e:
        raise InputError(str(path), f"cannot read the file: {e.strerror or e}") from e


def _class_hierarchy() -> list[ox.Triple]:
    """The ``rdfs:subClassOf`` triples between named classes of the packaged ontologies."""
    return [
        t
        for path in data_files("ontologies")
        for t in _read_rdf(path)
        if t.predicate == _RDFS_SUBCLASS
        and isinstance(t.subject, ox.NamedNode)
        and isinstance(t.object, ox.NamedNode)
    ]


def _chain(*parts: Iterable[ox.Triple]) -> Iterator[ox.Triple]:
    for part in parts:
        yield from part


# ---------------------------------------------------------------------------------------------
# Shapes graph


def _to_rdflib_graph(
    triples: Iterable[ox.Triple], *, strict: bool = True, plain: bool = False
) -> rdflib.Graph:
    """An rdflib Graph holding ``triples`` (term by term: no rdflib parser involved).

    :param strict: refuse RDF-star triple terms (a shapes graph never has them); otherwise
        they are skipped (no SHACL constraint reaches into them).
    """
    import rdflib

    graph = rdflib.Graph()
    add = graph.add
    for t in triples:
        if not strict and (isinstance(t.subject, ox.Triple) or isinstance(t.object, ox.Triple)):
            continue
        add((_to_rdflib(t.subject), _to_rdflib(t.predicate), _to_rdflib(t.object, plain)))
    return graph


def _to_rdflib(term: Any, plain: bool = False) -> Any:
    """``term`` for rdflib; with ``plain``, an ``xsd:string`` literal as a simple literal."""
    import rdflib

    if isinstance(term, ox.NamedNode):
        return rdflib.URIRef(term.value)
    if isinstance(term, ox.BlankNode):
        return rdflib.BNode(term.value)
    if isinstance(term, ox.Literal):
        if term.language:
            return rdflib.Literal(term.value, lang=term.language, normalize=False)
        if plain and term.datatype.value == PREFIXES["xsd"] + "string":
            # A simple literal: RDF 1.1 makes "x" and "x"^^xsd:string one term, rdflib does
            # not, and when rdflib evaluates a SPARQL constraint its "x" must match the
            # data's "x" (W3C test pre-binding-005 failed on this with pySHACL).
            return rdflib.Literal(term.value, normalize=False)
        return rdflib.Literal(
            term.value, datatype=rdflib.URIRef(term.datatype.value), normalize=False
        )
    raise InputError("shapes", f"unsupported RDF term in a shapes graph: {term}")


_OWL_IMPORTS = "http://www.w3.org/2002/07/owl#imports"

#: Variables SHACL may pre-bind (SHACL 5.2.1, 6.2.3); ``value`` only in validators.
_PRE_BOUND = ("this", "currentShape", "shapesGraph")


def _check_sparql(by_file: dict[Path, list[ox.Triple]]) -> None:
    """Check every SPARQL query of the shapes (``sh:select``, ``sh:ask``) before an engine
    sees it, so that an error names its shapes file and shape (the engines only say where in
    the query it is): it must parse with the prefixes it declares (``sh:prefixes``, following
    ``owl:imports`` of the declaring ontologies), and keep the rules of SHACL's pre-binding
    (SHACL 5.2.1): no ``MINUS``, ``VALUES`` or ``SERVICE``; a nested ``SELECT`` projects
    ``$this`` (and ``$value`` in a validator) and is not ``SELECT *``; no ``AS`` rebinds a
    pre-bound variable; the ``SELECT`` of a constraint projects ``$this``."""
    triples = [t for ts in by_file.values() for t in ts]
    index: dict[tuple[Any, str], list[Any]] = {}
    for t in triples:
        index.setdefault((t.subject, t.predicate.value), []).append(t.object)
    owner = {c: s for (s, p), cs in index.items() if p == _SH + "sparql" for c in cs}
    validators = {
        c
        for (s, p), cs in index.items()
        if p in (_SH + "validator", _SH + "nodeValidator", _SH + "propertyValidator")
        for c in cs
    }
    probe = memory_store([])
    for path, file_triples in by_file.items():
        for t in file_triples:
            kind = t.predicate.value
            if kind not in (_SH + "select", _SH + "ask") or not isinstance(t.object, ox.Literal):
                continue
            prefixes: dict[str, str] = {}
            for ontology in index.get((t.subject, _SH + "prefixes"), []):
                prefixes.update(_declared_prefixes(index, ontology))
            head = "".join(f"PREFIX {p}: <{ns}>\n" for p, ns in sorted(prefixes.items()))
            shape = owner.get(t.subject, t.subject)
            query = t.object.value
            try:
                probe.query(head + query)
            except LegalKGError as e:
                raise InputError(
                    str(path),
                    f"shape {shape}: its sh:{kind[len(_SH) :]} does not parse: {_one_line(str(e))}",
                    "Fix the query, or declare its prefixes (sh:prefixes, sh:declare)",
                ) from e
            in_validator = t.subject in validators
            problem = _pre_binding_problem(
                query,
                constraint=kind == _SH + "select" and not in_validator,
                validator=in_validator,
            )
            if problem:
                raise InputError(
                    str(path),
                    f"shape {shape}: its sh:{kind[len(_SH) :]} {problem}, which SHACL forbids "
                    "(SHACL 5.2.1, pre-bound variables)",
                    "Rewrite the query without it",
                )


def _declared_prefixes(index: dict[tuple[Any, str], list[Any]], ontology: Any) -> dict[str, str]:
    """The prefixes ``ontology`` declares (``sh:declare``) and those of the ontologies it
    imports (``owl:imports``, transitively; a cycle is followed once)."""
    found: dict[str, str] = {}
    seen: set[Any] = set()
    todo = [ontology]
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        for decl in index.get((node, _SH + "declare"), []):
            prefix = index.get((decl, _SH + "prefix"), [None])[0]
            namespace = index.get((decl, _SH + "namespace"), [None])[0]
            if isinstance(prefix, ox.Literal) and isinstance(namespace, ox.Literal):
                found.setdefault(prefix.value, namespace.value)
        todo.extend(index.get((node, _OWL_IMPORTS), []))
    return found


_SPARQL_NOISE = re.compile(
    r'"""(?:[^"\\]|\\.|"(?!""))*"""|\'\'\'(?:[^\'\\]|\\.|\'(?!\'\'))*\'\'\''
    r'|"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|<[^<>"{}|^`\\\s]*>|#[^\n]*'
)
_SPARQL_TOKEN = re.compile(r"[?$][A-Za-z0-9_\u00b7\u00c0-\uffff]+|[A-Za-z_][\w.-]*:?[\w.-]*|\S")


def _pre_binding_problem(query: str, *, constraint: bool, validator: bool) -> str | None:
    """What in ``query`` breaks SHACL's pre-binding rules, or None (see :func:`_check_sparql`).
    Works on tokens, with strings, IRIs and comments removed."""
    tokens = _SPARQL_TOKEN.findall(_SPARQL_NOISE.sub(" ", query))
    upper = [t.upper() for t in tokens]
    for keyword in ("MINUS", "VALUES", "SERVICE"):
        if keyword in upper:
            return f"uses {keyword}"
    pre_bound = {*_PRE_BOUND, "value"} if validator else set(_PRE_BOUND)
    for i, token in enumerate(upper[:-1]):
        if token == "AS" and tokens[i + 1][:1] in "?$" and tokens[i + 1][1:] in pre_bound:
            return f"rebinds the pre-bound variable {tokens[i + 1]} with AS"
    selects = [i for i, t in enumerate(upper) if t == "SELECT"]
    required = {"this", "value"} if validator else {"this"}
    for n, start in enumerate(selects):
        projected: set[str] = set()
        star = False
        depth = 0
        for token in tokens[start + 1 :]:
            if depth == 0 and (token == "{" or token.upper() in ("WHERE", "FROM")):
                break
            depth += token == "("
            depth -= token == ")"
            if token == "*" and depth == 0:
                star = True
            elif token[:1] in "?$" and depth == 0:
                projected.add(token[1:])
            elif token.upper() == "AS" or (token[:1] in "?$" and depth > 0):
                pass
        # An expression (… AS ?x) projects its variable: the token after AS.
        nested = n > 0
        if nested:
            if star:
                return "has a nested SELECT * (it must list the pre-bound variables)"
            used = {v for v in required if any(t[1:] == v for t in tokens if t[:1] in "?$")}
            missing = sorted(used - projected)
            if missing:
                return f"has a nested SELECT that does not project ${missing[0]}"
        elif constraint and not star and "this" not in projected:
            return "does not project $this"
    return None


_TRUE = ox.Literal("true", datatype=_XSD_BOOLEAN)


def _normalize_shapes(triples: list[ox.Triple]) -> list[ox.Triple]:
    """The shapes as SHACL reads them, where the engines read more: ``sh:uniqueLang`` is
    activated by ``true`` only (SHACL 4.4.5; the W3C test ``uniqueLang-002`` gives it
    ``"1"^^xsd:boolean``, which both engines took as true): any other value is dropped."""
    unique_lang = _SH + "uniqueLang"
    kept = [t for t in triples if t.predicate.value != unique_lang or t.object == _TRUE]
    return kept + _imported_declarations(kept)


def _imported_declarations(triples: list[ox.Triple]) -> list[ox.Triple]:
    """``sh:declare`` triples that give each ontology named by ``sh:prefixes`` the prefixes
    it imports (``owl:imports``) as its own: SHACL follows the imports, pySHACL does not."""
    index: dict[tuple[Any, str], list[Any]] = {}
    for t in triples:
        index.setdefault((t.subject, t.predicate.value), []).append(t.object)
    ontologies = sorted(
        {o for (_, p), os in index.items() if p == _SH + "prefixes" for o in os}, key=str
    )
    added: list[ox.Triple] = []
    for n, ontology in enumerate(ontologies):
        own: dict[str, str] = {}
        for decl in index.get((ontology, _SH + "declare"), []):
            prefix = index.get((decl, _SH + "prefix"), [None])[0]
            if isinstance(prefix, ox.Literal):
                own[prefix.value] = ""
        for i, (prefix, namespace) in enumerate(
            sorted(_declared_prefixes(index, ontology).items())
        ):
            if prefix in own:
                continue
            decl = ox.BlankNode(f"legalkgImportedPrefix{n}x{i}")
            added += [
                ox.Triple(ontology, _sh("declare"), decl),
                ox.Triple(decl, _sh("prefix"), ox.Literal(prefix)),
                ox.Triple(
                    decl,
                    _sh("namespace"),
                    ox.Literal(namespace, datatype=ox.NamedNode(PREFIXES["xsd"] + "anyURI")),
                ),
            ]
    return added


def _checked_shapes(triples: list[ox.Triple]) -> tuple[str, ...]:
    """The shapes that can produce results: targeted or reached by ``sh:property`` from one
    that is, with at least one constraint parameter of their own; by IRI, a blank shape by its
    name (:func:`_blank_shape_names`)."""
    names = _blank_shape_names(triples)
    targeted: set[Any] = set()
    properties: dict[Any, list[Any]] = {}
    constrained: set[Any] = set()
    for t in triples:
        p = t.predicate.value
        if p in _TARGETS:
            targeted.add(t.subject)
        elif p == _SH + "property":
            properties.setdefault(t.subject, []).append(t.object)
        if p.startswith(_SH) and p not in _NOT_CONSTRAINTS:
            constrained.add(t.subject)
    reached: set[Any] = set()
    todo = list(targeted)
    while todo:
        shape = todo.pop()
        if shape not in reached:
            reached.add(shape)
            todo.extend(properties.get(shape, []))
    out = set()
    for shape in reached & constrained:
        if isinstance(shape, ox.NamedNode):
            out.add(str(shape))
        elif isinstance(shape, ox.BlankNode) and shape.value in names:
            out.add(names[shape.value])
    return tuple(sorted(out))


def _blank_shape_names(triples: Sequence[ox.Triple]) -> dict[str, str]:
    """A name for each blank shape (by blank node id), from where it is declared, so that a
    user's blank property shapes have a name in every report: ``<P> sh:property [ sh:path
    <p> ]`` (P the shape that holds it, itself named so if blank), a blank node shape by its
    targets (``[ sh:targetClass <C> ]``). Shapes of no known place are left out.

    >>> S = "http://www.w3.org/ns/shacl#"
    >>> P, b = ox.NamedNode("https://e/PersonShape"), ox.BlankNode("b1")
    >>> _blank_shape_names([ox.Triple(P, ox.NamedNode(S + "property"), b),
    ...     ox.Triple(b, ox.NamedNode(S + "path"), ox.NamedNode("https://e/name"))])
    {'b1': '<https://e/PersonShape> sh:property [ sh:path <https://e/name> ]'}
    """
    path_of: dict[str, ox.NamedNode] = {}
    paths: dict[str, Any] = {}
    parents: dict[str, list[tuple[str, Any]]] = {}
    targets: dict[str, list[str]] = {}
    for t in triples:
        subject, p, o = t.subject, t.predicate.value, t.object
        if isinstance(subject, ox.BlankNode) and p == _SH + "path":
            paths[subject.value] = o
            if isinstance(o, ox.NamedNode):
                path_of[subject.value] = o
        elif isinstance(subject, ox.BlankNode) and p in _TARGETS:
            targets.setdefault(subject.value, []).append(f"sh:{p[len(_SH) :]} {o}")
        if isinstance(o, ox.BlankNode) and p in (_SH + "property", _SH + "node"):
            parents.setdefault(o.value, []).append((p[len(_SH) :], subject))
    graph: Any = None

    def path_text(node: str) -> str:
        nonlocal graph
        if node in path_of:
            return str(path_of[node])
        if graph is None:
            graph = _to_rdflib_graph(list(triples))
        import rdflib

        return _path_text(graph, rdflib.BNode(paths[node].value))

    names: dict[str, str] = {}

    def name(node: str, seen: frozenset[str]) -> str | None:
        if node in names:
            return names[node]
        own = f"[ sh:path {path_text(node)} ]" if node in paths else None
        if node in targets:
            own = "[ " + " ; ".join(sorted(targets[node])) + " ]"
        found: str | None = None
        for link, parent in sorted(parents.get(node, []), key=lambda lp: (lp[0], str(lp[1]))):
            if isinstance(parent, ox.NamedNode):
                where: str | None = str(parent)
            elif isinstance(parent, ox.BlankNode) and parent.value not in seen:
                where = name(parent.value, seen | {node})
            else:
                where = None
            if where is not None:
                found = f"{where} sh:{link} {own or '[ ]'}"
                break
        if found is None and node in targets:
            found = own
        if found is not None:
            names[node] = found
        return found

    for node in sorted(set(paths) | set(targets) | set(parents)):
        try:
            name(node, frozenset())
        except (KeyError, ValueError, LegalKGError):
            continue  # a path legalkg cannot write: the shape stays unnamed
    return names


# ---------------------------------------------------------------------------------------------
# Report graph -> results


def _results(
    graph: rdflib.Graph, names: dict[str, str] | None = None
) -> Iterator[ValidationResult]:
    """The results of an engine's report graph; a blank source shape by its name in
    ``names`` (:func:`_blank_shape_names` of the shapes the engine was given)."""
    import rdflib

    sh = rdflib.Namespace(_SH)
    for node in sorted(set(graph.objects(None, sh.result)), key=str):
        focus = graph.value(node, sh.focusNode)
        path = graph.value(node, sh.resultPath)
        value = graph.value(node, sh.value)
        severity = graph.value(node, sh.resultSeverity)
        component = graph.value(node, sh.sourceConstraintComponent)
        shape = graph.value(node, sh.sourceShape)
        messages = sorted(str(m) for m in graph.objects(node, sh.resultMessage))
        yield ValidationResult(
            focus_node=_term_text(focus),
            result_path=_path_text(graph, path) if path is not None else None,
            value=_term_text(value) if value is not None else None,
            severity=_iri_local(severity),
            constraint=_iri_local(component),
            shape=str(_to_ox(shape))
            if isinstance(shape, rdflib.URIRef)
            else (names or {}).get(str(shape)),
            message=" / ".join(messages) if messages else _iri_local(component),
        )


def _to_ox(term: Any) -> ox.NamedNode | ox.BlankNode | ox.Literal:
    import rdflib

    if isinstance(term, rdflib.URIRef):
        return ox.NamedNode(str(term))
    if isinstance(term, rdflib.BNode):
        try:
            return ox.BlankNode(str(term))
        except ValueError:
            return ox.BlankNode(re.sub(r"[^A-Za-z0-9_]", "_", str(term)))
    if isinstance(term, rdflib.Literal):
        if term.language:
            return ox.Literal(str(term), language=term.language)
        if term.datatype is not None:
            return ox.Literal(str(term), datatype=ox.NamedNode(str(term.datatype)))
        return ox.Literal(str(term))
    raise LegalKGError(f"unexpected term in a SHACL report: {term!r}")


def _term_text(term: Any) -> str:
    return str(_to_ox(term)) if term is not None else ""


def _iri_local(term: Any) -> str:
    """``sh:Violation`` → ``Violation``; an IRI outside the SHACL namespace stays ``<IRI>``."""
    text = str(term) if term is not None else ""
    if text.startswith(_SH):
        return text[len(_SH) :]
    return f"<{text}>"


def _path_text(graph: rdflib.Graph, node: Any) -> str:
    """A SHACL path as a SPARQL property path (``<p>``, ``^<p>``, ``<p>/<q>``, ``<p>*``…)."""
    import rdflib
    from rdflib.collection import Collection

    sh = rdflib.Namespace(_SH)
    if isinstance(node, rdflib.URIRef):
        return str(_to_ox(node))
    if graph.value(node, rdflib.RDF.first) is not None:
        return "/".join(_wrap(_path_text(graph, n)) for n in Collection(graph, node))
    inverse = graph.value(node, sh.inversePath)
    if inverse is not None:
        return "^" + _wrap(_path_text(graph, inverse))
    alternatives = graph.value(node, sh.alternativePath)
    if alternatives is not None:
        return "|".join(_wrap(_path_text(graph, n)) for n in Collection(graph, alternatives))
    for predicate, mod in (("zeroOrMorePath", "*"), ("oneOrMorePath", "+"), ("zeroOrOnePath", "?")):
        inner = graph.value(node, sh[predicate])
        if inner is not None:
            return _wrap(_path_text(graph, inner)) + mod
    raise LegalKGError(f"unsupported SHACL path in a report: {node!r}")


def _wrap(path: str) -> str:
    return path if re.fullmatch(r"<[^>]*>", path) else f"({path})"


# ---------------------------------------------------------------------------------------------
# Report -> Turtle


def _sh(name: str) -> ox.NamedNode:
    return ox.NamedNode(_SH + name)


def _local_to_iri(local: str) -> ox.NamedNode:
    if local.startswith("<") and local.endswith(">"):
        return ox.NamedNode(local[1:-1])
    return _sh(local)


def _parse_term(text: str) -> ox.NamedNode | ox.BlankNode | ox.Literal:
    """Read back a term written in N-Triples syntax."""
    doc = f"<urn:x:s> <urn:x:p> {text} .\n"
    (triple,) = ox.parse(doc.encode(), format=ox.RdfFormat.N_TRIPLES)
    obj = triple.object
    assert isinstance(obj, ox.NamedNode | ox.BlankNode | ox.Literal)
    return obj


_PATH_TOKEN = re.compile(r"\s*(<[^>]*>|[()^/|*+?])")


def _path_to_rdf(text: str, label: str) -> tuple[ox.NamedNode | ox.BlankNode, list[ox.Triple]]:
    """Turn the SPARQL property path of :func:`_path_text` back into SHACL path triples."""
    tokens: list[str] = _PATH_TOKEN.findall(text)
    triples: list[ox.Triple] = []
    counter = iter(range(1, 1_000_000))
    pos = 0

    def fresh() -> ox.BlankNode:
        return ox.BlankNode(f"{label}{next(counter)}")

    def rdf_list(items: list[ox.NamedNode | ox.BlankNode]) -> ox.BlankNode:
        head = fresh()
        node = head
        for i, item in enumerate(items):
            triples.append(ox.Triple(node, ox.NamedNode(_RDF + "first"), item))
            rest: ox.NamedNode | ox.BlankNode = (
                fresh() if i + 1 < len(items) else ox.NamedNode(_RDF + "nil")
            )
            triples.append(ox.Triple(node, ox.NamedNode(_RDF + "rest"), rest))
            if isinstance(rest, ox.BlankNode):
                node = rest
        return head

    def peek() -> str:
        return tokens[pos] if pos < len(tokens) else ""

    def take() -> str:
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    def alternative() -> ox.NamedNode | ox.BlankNode:
        items = [sequence()]
        while peek() == "|":
            take()
            items.append(sequence())
        if len(items) == 1:
            return items[0]
        node = fresh()
        triples.append(ox.Triple(node, _sh("alternativePath"), rdf_list(items)))
        return node

    def sequence() -> ox.NamedNode | ox.BlankNode:
        items = [element()]
        while peek() == "/":
            take()
            items.append(element())
        return items[0] if len(items) == 1 else rdf_list(items)

    def element() -> ox.NamedNode | ox.BlankNode:
        if peek() == "^":
            take()
            node = fresh()
            triples.append(ox.Triple(node, _sh("inversePath"), element()))
            return node
        token = take()
        inner: ox.NamedNode | ox.BlankNode
        if token == "(":
            inner = alternative()
            take()
        else:
            inner = ox.NamedNode(token[1:-1])
        mods = {"*": "zeroOrMorePath", "+": "oneOrMorePath", "?": "zeroOrOnePath"}
        if peek() in mods:
            node = fresh()
            triples.append(ox.Triple(node, _sh(mods[take()]), inner))
            return node
        return inner

    root = alternative()
    return root, triples


# ---------------------------------------------------------------------------------------------
# Text helpers


def _one_line(text: str) -> str:
    return " ".join(text.split())


_IRI = re.compile(r"<([^<>\"{}|^`\\\s]*)>")


def _compact_all(text: str) -> str:
    """Compact every ``<IRI>`` in ``text`` that falls in a known namespace (``lkg:work``)."""

    def compact(m: re.Match[str]) -> str:
        iri = m.group(1)
        for prefix, ns in _COMPACT.items():
            local = iri[len(ns) :]
            if iri.startswith(ns) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", local):
                return f"{prefix}:{local}"
        return str(m.group(0))

    return _IRI.sub(compact, text)
