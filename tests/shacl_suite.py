"""The W3C SHACL test suite (tests/fixtures/w3c-shacl-test-suite/), run on legalkg's call path.

Each test of the suite names a data graph, a shapes graph and the expected report (or
``sht:Failure``: the engine must refuse the shapes). :func:`run` validates the data with
:func:`legalkg.validation.shacl.validate_files` and compares the outcome with the expected report:
the conforms flag, and the results as a multiset of (focus node, path, value, severity,
constraint component, source shape), blank nodes compared as "some blank node".

``python tests/shacl_suite.py`` prints the score per engine and the tests each one fails.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlparse

import pyoxigraph as ox

from legalkg.core.errors import InputError
from legalkg.validation.report import _term_text
from legalkg.validation.shacl import ENGINES, validate_files
from legalkg.validation.shapes import _path_text, _read_rdf, _to_rdflib_graph

SUITE = Path(__file__).resolve().parent / "fixtures" / "w3c-shacl-test-suite" / "tests"

_MF = "http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#"
_SHT = "http://www.w3.org/ns/shacl-test#"
_SH = "http://www.w3.org/ns/shacl#"
_RDF_TYPE = ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")

Result = tuple[str, str, str, str, str, str]


@dataclass(frozen=True)
class Case:
    """One test of the suite: its name (path below ``tests/`` and label), files, expectation."""

    name: str
    data: Path
    shapes: Path
    failure: bool
    conforms: bool
    results: tuple[Result, ...]


def _path(iri: ox.NamedNode) -> Path:
    return Path(unquote(urlparse(iri.value).path))


def _shape(text: str | None) -> str:
    """A result's shape as the expected reports have it: a blank shape (legalkg names it by
    where it is declared, or gives ``None``) is ``_``."""
    if text is None or not (text.startswith("<") and text.endswith(">") and " " not in text):
        return "_"
    return text


def _blank(text: str | None) -> str:
    if text is None:
        return ""
    return "_" if text.startswith("_:") else text


def cases() -> list[Case]:
    """Every ``sht:Validate`` test of the suite, sorted by name."""
    import rdflib

    found = []
    for file in _included(SUITE / "manifest.ttl"):
        triples = _read_rdf(file)
        tests = [
            t.subject
            for t in triples
            if t.predicate == _RDF_TYPE and t.object == ox.NamedNode(_SHT + "Validate")
        ]
        if not tests:
            continue
        graph = _to_rdflib_graph(triples)
        mf = rdflib.Namespace(_MF)
        sht = rdflib.Namespace(_SHT)
        sh = rdflib.Namespace(_SH)
        for test in tests:
            node = rdflib.URIRef(test.value)
            action = graph.value(node, mf.action)
            result = graph.value(node, mf.result)
            data = graph.value(action, sht.dataGraph)
            shapes = graph.value(action, sht.shapesGraph)
            failure = result == sht.Failure
            conforms = not failure and graph.value(result, sh.conforms).toPython() is True
            expected: list[Result] = []
            if not failure:
                for r in graph.objects(result, sh.result):

                    def text(p: str, r: object = r, graph: rdflib.Graph = graph) -> str | None:
                        v = graph.value(r, rdflib.URIRef(_SH + p))
                        return _term_text(v) if v is not None else None

                    path = graph.value(r, sh.resultPath)
                    component = text("sourceConstraintComponent") or ""
                    severity = text("resultSeverity") or ""
                    expected.append(
                        (
                            _blank(text("focusNode")),
                            _path_text(graph, path) if path is not None else "",
                            _blank(text("value")),
                            _local(severity),
                            _local(component),
                            _blank(text("sourceShape")),
                        )
                    )
            name = str(file.relative_to(SUITE).with_suffix("")).replace("\\", "/")
            own = test.value.rsplit("/", 1)[-1]
            if not name.endswith(own):
                name = f"{name.rsplit('/', 1)[0]}/{own}"
            found.append(
                Case(
                    name=name,
                    data=_path(ox.NamedNode(str(data))),
                    shapes=_path(ox.NamedNode(str(shapes))),
                    failure=failure,
                    conforms=conforms,
                    results=tuple(sorted(expected)),
                )
            )
    return sorted(found, key=lambda c: c.name)


def _included(manifest: Path) -> list[Path]:
    """The test files a manifest includes (``mf:include``, recursively), sorted."""
    files: set[Path] = set()
    todo = [manifest]
    while todo:
        path = todo.pop()
        files.add(path)
        for t in _read_rdf(path):
            if t.predicate.value == _MF + "include" and isinstance(t.object, ox.NamedNode):
                todo.append(_path(t.object))
    return sorted(files)


def _local(text: str) -> str:
    inner = text[1:-1] if text.startswith("<") else text
    return inner[len(_SH) :] if inner.startswith(_SH) else f"<{inner}>"


@dataclass(frozen=True)
class Outcome:
    """What legalkg made of one test: the conforms flag right, the results right, and why not."""

    conforms_ok: bool
    results_ok: bool
    detail: str


def run(case: Case, engine: str) -> Outcome:
    """Validate one test's data with ``engine`` on legalkg's call path and compare."""
    try:
        report = validate_files([case.data], shapes=[case.shapes], engine=engine)
    except InputError as e:
        if case.failure:
            return Outcome(True, True, "refused the shapes, as expected")
        return Outcome(False, False, f"refused: {e}")
    if case.failure:
        return Outcome(False, False, "accepted shapes the suite says must be refused")
    got = tuple(
        sorted(
            (
                _blank(r.focus_node),
                r.result_path or "",
                _blank(r.value),
                r.severity,
                r.constraint,
                _shape(r.shape),
            )
            for r in report.results
        )
    )
    conforms_ok = report.conforms == case.conforms
    results_ok = conforms_ok and Counter(got) == Counter(case.results)
    detail = "" if results_ok else f"expected {case.results}, got {got}"
    return Outcome(conforms_ok, results_ok, detail)


def main() -> None:
    all_cases = cases()
    for engine in sys.argv[1:] or ENGINES:
        flags = results = 0
        failed = []
        for case in all_cases:
            outcome = run(case, engine)
            flags += outcome.conforms_ok
            results += outcome.results_ok
            if not outcome.results_ok:
                failed.append(f"  {case.name}: {outcome.detail[:300]}")
        n = len(all_cases)
        print(f"{engine}: conforms right {flags}/{n}, results right {results}/{n}")
        print("\n".join(failed))


if __name__ == "__main__":
    main()
