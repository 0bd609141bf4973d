"""The layout shows the design (docs/architecture.md): one engine, three domains, outputs above.

The import graph is read from the source (the AST of every module under ``legalkg/``), not
from what happens to be imported at run time: an import inside a function counts as much as
one at the top (it runs when the function does); only imports under ``if TYPE_CHECKING:`` are
exempt (they never run). Importing ``a.b.c`` also runs ``a/__init__`` and ``a/b/__init__``,
so those packages are edges too (except the importer's own packages, which are already
running).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "legalkg"

#: The engine: what every domain uses (docs/architecture.md). It imports no domain, no front
#: and no output.
ENGINE = (
    "legalkg.core",
    "legalkg.sparql",
    "legalkg.store",
    "legalkg.validation",
    "legalkg.engine",
)
DOMAINS = ("legalkg.norms", "legalkg.events", "legalkg.graf")
#: The fronts: what turns sources into a store and questions into answers, through the engine
#: and the domains.
FRONTS = ("legalkg.ingest", "legalkg.ingestion", "legalkg.asking")
OUTPUTS = (
    "legalkg.publish",
    "legalkg.serve",
    "legalkg.commands",
    "legalkg.cli",
    "legalkg.__main__",
)
#: Everything at the top of ``legalkg/``: the folders and front-end modules
#: docs/architecture.md lists, nothing else.
TOP = {"legalkg", *ENGINE, *DOMAINS, *FRONTS, *OUTPUTS}


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child):
            for other in child.orelse:
                yield from _imports_of(other)
            continue
        yield from _imports_of(child)


def _imports_of(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
    yield from _imports(node)


def _known(name: str) -> str | None:
    """The module of ``legalkg`` that ``name`` is, or lives in."""
    while name and name not in MODULES:
        if "." not in name:
            return None
        name = name.rpartition(".")[0]
    return name or None


def _targets(
    module: str, node: ast.Import | ast.ImportFrom, *, packages: bool = True
) -> Iterator[str]:
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        if node.level:
            is_package = MODULES[module].name == "__init__.py"
            base = module.split(".")
            base = base[: len(base) - node.level + (1 if is_package else 0)]
            source = ".".join(base + ([node.module] if node.module else []))
        else:
            source = node.module or ""
        names = [
            f"{source}.{a.name}" if f"{source}.{a.name}" in MODULES else source for a in node.names
        ]
    for name in names:
        found = _known(name)
        if found is None:
            continue
        yield found
        package = found
        while packages and "." in package:  # importing a.b.c runs a/__init__ and a/b/__init__
            package = package.rpartition(".")[0]
            if package in MODULES and not module.startswith(package + "."):
                yield package


def _graph(*, packages: bool = True) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text("utf-8"), str(path))
        edges = graph.setdefault(module, set())
        for node in _imports(tree):
            edges.update(t for t in _targets(module, node, packages=packages) if t != module)
    return graph


GRAPH = _graph()
#: The modules each module names in its imports (without the packages that run with them).
DIRECT = _graph(packages=False)


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def _under(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def _uses(group: tuple[str, ...], forbidden: tuple[str, ...]) -> list[str]:
    return sorted(
        f"{m} -> {t}"
        for m, targets in GRAPH.items()
        if _under(m, group)
        for t in targets
        if _under(t, forbidden)
    )


def test_the_graph_reads_every_module() -> None:
    assert {"legalkg", "legalkg.cli", "legalkg.norms.readers.table"} <= set(GRAPH)
    assert "legalkg.store.local" in GRAPH["legalkg.engine.answers"]  # a top-level import
    assert "legalkg.engine.answers" in GRAPH["legalkg.norms.questions"]  # inside a function
    assert "legalkg.publish.site" not in GRAPH["legalkg.publish.events"]  # TYPE_CHECKING only
    assert "legalkg.engine.planner" in GRAPH["legalkg.norms.requests"]
    assert "legalkg.engine.answers" in GRAPH["legalkg.events.requests"]


def test_the_finder_sees_a_cycle_through_a_function_and_a_package() -> None:
    """The check can fail: a made-up graph with the kinds of cycles the tree once had."""
    made_up = {
        "a.draw": {"a.site"},  # a picture module importing the site inside a function
        "a.site": {"a.draw"},
        "a.table": {"a.series"},
        "a.series": {"a.table", "a"},
        "a": {"a.series"},  # a package __init__ that imports its submodule back
        "a.leaf": set(),
    }
    assert _cycles(made_up) == [["a", "a.series", "a.table"], ["a.draw", "a.site"]]


def test_no_import_cycles() -> None:
    assert _cycles(GRAPH) == []


def test_the_domains_are_packages() -> None:
    for domain in DOMAINS + ("legalkg.engine",):
        assert MODULES[domain].name == "__init__.py", domain
    for name in ("model", "ctv", "rdf", "citations", "questions", "requests", "answers"):
        assert f"legalkg.norms.{name}" in MODULES, name
    assert "legalkg.norms.readers.history" in MODULES


def test_the_engine_imports_no_domain_and_no_output() -> None:
    assert _uses(ENGINE, DOMAINS + FRONTS + OUTPUTS) == []


def test_the_domains_import_no_output() -> None:
    assert _uses(DOMAINS, OUTPUTS) == []


def test_the_top_of_the_package_is_the_architecture() -> None:
    """No module or folder at the top of ``legalkg/`` but the ones docs/architecture.md lists
    (and the document names each of them)."""
    top = {".".join(m.split(".")[:2]) for m in MODULES}
    assert top == TOP
    on_disk = {p.name for p in ROOT.iterdir() if not p.name.startswith((".", "__pycache__"))}
    assert on_disk == {
        *(
            m.split(".")[1] + ("" if MODULES[m].name == "__init__.py" else ".py")
            for m in TOP - {"legalkg"}
        ),
        "__init__.py",
        "py.typed",
    }
    document = (ROOT.parent / "docs" / "architecture.md").read_text("utf-8")
    for module in sorted(TOP - {"legalkg", "legalkg.__main__"}):
        name = module.split(".")[1]
        assert f"{name}/" in document or f"{name}.py" in document, module


#: A backquoted module or name of the package in the documents: ``legalkg.store.local.Store``,
#: ``norms.questions.parse_question`` (the ``legalkg.`` may be left out; not a file name).
_TOPS = "|".join(sorted({m.split(".")[1] for m in TOP - {"legalkg", "legalkg.__main__"}}))
_NAMED = re.compile(rf"`(?:legalkg\.)?((?:{_TOPS})(?:\.\w+)*)(?<!\.py)`")
_PATH = re.compile(r"legalkg/[\w/.]*\w")


@pytest.mark.parametrize("document", ["docs/architecture.md", "README.md"])
def test_every_module_and_path_the_map_names_exists(document: str) -> None:
    """The map is true: each ``legalkg/…`` path names a file or folder, and each module or
    name (``engine.templates.render_sparql``) is a module of the package, or a name one of its
    modules defines."""
    import importlib

    text = (ROOT.parent / document).read_text("utf-8")
    missing = [p for p in sorted(set(_PATH.findall(text))) if not (ROOT.parent / p).exists()]
    for dotted in sorted(set(_NAMED.findall(text))):
        parts = ["legalkg", *dotted.split(".")]
        cut = max(i for i in range(2, len(parts) + 1) if ".".join(parts[:i]) in MODULES)
        found: object = importlib.import_module(".".join(parts[:cut]))
        for name in parts[cut:]:
            found = getattr(found, name, None)
            if found is None:
                missing.append(dotted)
                break
    assert missing == []
    assert len(_NAMED.findall(text)) + len(_PATH.findall(text)) >= 10  # the check read the map


def test_the_fronts_import_no_output() -> None:
    assert _uses(FRONTS, OUTPUTS) == []


def test_the_domains_import_no_front() -> None:
    assert _uses(DOMAINS, FRONTS) == []


@pytest.mark.slow
def test_every_module_imports_on_its_own() -> None:
    """At run time too: each module imported first, in a fresh interpreter, finds every name
    it imports (a cycle would meet a partly initialised module)."""
    import subprocess
    import sys

    failed = []
    for module in sorted(m for m in MODULES if m != "legalkg.__main__"):
        done = subprocess.run(
            [sys.executable, "-c", f"import {module}"],
            capture_output=True,
            text=True,
            cwd=ROOT.parent,
        )
        if done.returncode != 0:
            failed.append(f"{module}: {done.stderr.strip().splitlines()[-1]}")
    assert failed == []
