"""Shared fixtures: bundled examples, stores, and the whole Constitution built once."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.ingest import example_path
from legalkg.store import Store

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
