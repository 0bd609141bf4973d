"""The validation report: plain data (strings in N-Triples/SPARQL syntax, sorted, the same for the
same input whatever the engine), read from an engine's report graph, and written as text, JSON,
Turtle (a SHACL validation report graph) and JUnit XML.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from legalkg.core.namespaces import PREFIXES

if TYPE_CHECKING:
    import rdflib
from legalkg.validation.shapes import (
    _RDF,
    _RDF_TYPE,
    _SH,
    _XSD_BOOLEAN,
    SHAPES_NS,
    _one_line,
    _path_text,
    _sh,
    _to_ox,
)

#: Prefixes for the compact IRIs of text output and for Turtle output.
_COMPACT = dict(sorted({**PREFIXES, "lkgsh": SHAPES_NS}.items()))


_TURTLE_PREFIXES = {p: _COMPACT[p] for p in ("eli", "lkg", "lkgsh", "rdf", "rdfs", "sh", "xsd")}


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


def _term_text(term: Any) -> str:
    return str(_to_ox(term)) if term is not None else ""


def _iri_local(term: Any) -> str:
    """``sh:Violation`` → ``Violation``; an IRI outside the SHACL namespace stays ``<IRI>``."""
    text = str(term) if term is not None else ""
    if text.startswith(_SH):
        return text[len(_SH) :]
    return f"<{text}>"


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
