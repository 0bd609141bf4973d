"""Shared fixtures: bundled examples, stores, and the whole Constitution built once."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from legalkg.ingest import example_path
from legalkg.store.local import Store

DATA = Path(__file__).resolve().parent / "data"


@pytest.fixture
def store() -> Store:
    return Store()


@pytest.fixture
def art6() -> Path:
    return example_path("art6") / "art6.yaml"


@pytest.fixture(scope="session")
def constitution() -> Path:
    return example_path("br-constitution")


@pytest.fixture(scope="session")
def constitution_store(constitution: Path) -> Store:
    """The whole Constitution, ingested (and validated) once for the session."""
    from legalkg.ingest import ingest

    s = Store()
    ingest([constitution], store=s)
    return s


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite the golden files in tests/golden/ from the current output",
    )


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


@pytest.fixture(scope="session")
def cf88(constitution: Path) -> Store:
    """The whole Constitution in memory, without validation (for query tests)."""
    from legalkg.ingest import ingest

    s = Store()
    ingest([constitution], store=s, validate=False)
    return s


_PREFIX = re.compile(r"PREFIX\s+([^\s:]*):\s*<[^<>\s]*>")


def _canonical_query(text: str) -> str:
    """``text`` with its leading PREFIX lines sorted, when no prefix is declared twice (then
    the order cannot change what a name means); else ``text`` itself. pySHACL writes a
    constraint's declared prefixes in an order that varies from one call to the next."""
    lines = text.split("\n")
    n = 0
    while n < len(lines) and _PREFIX.fullmatch(lines[n].strip()):
        n += 1
    names = [_PREFIX.fullmatch(line.strip()).group(1) for line in lines[:n]]  # type: ignore[union-attr]
    if len(set(names)) != len(names):
        return text
    return "\n".join(sorted(lines[:n]) + lines[n:])


@pytest.fixture(scope="session", autouse=True)
def _rdflib_prepared_queries() -> Iterator[None]:
    """rdflib parses a SPARQL text again on every ``Graph.query`` (pyparsing: 0.1-0.3 s a
    query), and the reference engine (pySHACL) hands it the same ~90 constraint queries of
    the packaged shapes for every fixture it validates (~4 s of CPU a fixture, most of the
    default run). Here each text is parsed and translated once per session and the prepared
    query reused: what ``rdflib.plugins.sparql.prepareQuery`` is for (a translated query is
    evaluated as often as wanted, with any bindings). Only the parsing is shared; evaluation,
    bindings and the report are pySHACL's and rdflib's as before."""
    from rdflib.plugins.sparql import processor
    from rdflib.plugins.sparql.algebra import translateQuery
    from rdflib.plugins.sparql.parser import parseQuery

    real = processor.SPARQLProcessor.query
    prepared: dict[tuple[str, str | None, tuple[tuple[str, str], ...]], Any] = {}

    def query(
        self: Any,
        strOrQuery: Any,  # noqa: N803 (rdflib's names)
        initBindings: Any = None,  # noqa: N803
        initNs: Any = None,  # noqa: N803
        base: str | None = None,
        DEBUG: bool = False,  # noqa: N803
    ) -> Any:
        if isinstance(strOrQuery, str):
            text = _canonical_query(strOrQuery)
            namespaces = tuple(sorted((str(k), str(v)) for k, v in (initNs or {}).items()))
            key = (text, base, namespaces)
            if key not in prepared:
                prepared[key] = translateQuery(parseQuery(text), base, initNs)
            strOrQuery = prepared[key]
        return real(self, strOrQuery, initBindings, initNs, base, DEBUG)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(processor.SPARQLProcessor, "query", query)
        yield
