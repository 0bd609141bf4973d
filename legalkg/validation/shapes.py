"""The shapes graph: the shapes files read (once per process), their SPARQL queries checked
against SHACL's pre-binding rules with their declared prefixes, normalized; the class
hierarchy of the ontologies; RDF files read; terms given to rdflib.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from legalkg.core.errors import InputError, LegalKGError
from legalkg.core.namespaces import PREFIXES
from legalkg.core.resources import data_files
from legalkg.store.local import memory_store

if TYPE_CHECKING:
    import rdflib


SHAPES_NS = "https://w3id.org/legalkg/shapes#"


_SH = PREFIXES["sh"]


_RDF = PREFIXES["rdf"]


_RDFS_SUBCLASS = ox.NamedNode(PREFIXES["rdfs"] + "subClassOf")


_RDF_TYPE = ox.NamedNode(_RDF + "type")


_XSD_BOOLEAN = ox.NamedNode(PREFIXES["xsd"] + "boolean")


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


def _one_line(text: str) -> str:
    return " ".join(text.split())
