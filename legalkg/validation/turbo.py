"""What pyshacl-turbo is given: only the N-Triples lines its shapes can read (the same report,
less to parse), as a stream of chunks, and the shapes compiled once per process.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

if TYPE_CHECKING:
    pass
from legalkg.validation.offload import _join_safe
from legalkg.validation.shapes import _RDF_TYPE, _RDFS_SUBCLASS, _SH, _to_rdflib_graph

#: Namespace of the shapes in ``shapes/*.ttl`` (prefix ``lkgsh:``).
#: Give pyshacl-turbo only the triples its shapes can read (see ``_turbo_data``); ``False``
#: gives it all the data (the same report).
TURBO_DATA_FILTER = True


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
