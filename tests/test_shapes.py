"""The shapes against hand-written fixtures, with every engine.

``tests/data/shapes/<shape>/valid/*.ttl`` must conform; ``tests/data/shapes/<shape>/invalid/*.ttl``
must give exactly the results named by its ``# expect: <shape local name> <focus IRI>`` lines
(one line per result, in the leading comment block). Every engine must give the same report.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path

import pytest

from legalkg.validation.report import ValidationReport
from legalkg.validation.shacl import ENGINES, validate_files
from legalkg.validation.shapes import SHAPES_NS

FIXTURES = Path(__file__).resolve().parent / "data" / "shapes"
EXPECT = re.compile(r"#\s*expect:\s*(\S+)\s+<([^<>\s]+)>\s*$")


def _fixtures() -> list[Path]:
    return sorted(FIXTURES.glob("*/*/*.ttl"))


def _expected(path: Path) -> list[tuple[str, str]]:
    """The (shape IRI, focus node) pairs of the leading ``# expect:`` lines, sorted."""
    expected = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            break
        m = EXPECT.match(line)
        if m:
            expected.append((f"<{SHAPES_NS}{m.group(1)}>", f"<{m.group(2)}>"))
    return sorted(expected)


@functools.cache
def _report(path: Path, engine: str) -> ValidationReport:
    return validate_files([path], engine=engine)


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(
    "path", _fixtures(), ids=lambda p: "/".join(p.relative_to(FIXTURES).with_suffix("").parts)
)
def test_fixture(path: Path, engine: str) -> None:
    case, kind = path.parts[-3], path.parts[-2]
    assert kind in ("valid", "invalid"), f"{path}: put fixtures in valid/ or invalid/"
    expected = _expected(path)
    report = _report(path, engine)
    got = sorted((r.shape or "", r.focus_node) for r in report.results)
    if kind == "valid":
        assert not expected, f"{path}: a valid fixture expects no result"
        assert report.conforms, report.to_text()
    else:
        assert f"<{SHAPES_NS}{case}>" in {shape for shape, _ in expected}, (
            f"{path}: an invalid fixture must expect at least one result of its shape {case}"
        )
        assert not report.conforms
        assert got == expected, report.to_text()
    for other in ENGINES:
        same = dataclasses.replace(_report(path, other), engine=engine)
        assert same == report, f"{engine} and {other} differ:\n{report.to_text()}\n{same.to_text()}"


def test_every_shape_has_fixtures() -> None:
    shapes = validate_files([], engine="turbo").shapes
    assert shapes
    for shape in shapes:
        name = shape.removeprefix(f"<{SHAPES_NS}").removesuffix(">")
        for kind in ("valid", "invalid"):
            assert list((FIXTURES / name / kind).glob("*.ttl")), f"no {kind} fixture for {name}"
    folders = {p.name for p in FIXTURES.iterdir() if p.is_dir()}
    assert folders == {s.removeprefix(f"<{SHAPES_NS}").removesuffix(">") for s in shapes}
