"""The CTV builder: versions, aggregation with reuse, half-open validity, errors."""

from __future__ import annotations

import hashlib
import json
import random
import sys
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from legalkg.core.errors import ModelError
from legalkg.core.identifiers import DEFAULT_BASE, Minter
from legalkg.norms.ctv import build
from legalkg.norms.model import Change, Component, NormHistory, Placement, WorkInfo
from legalkg.norms.rdf import timeline_triples
from legalkg.norms.readers import read_sources

D0 = date(2000, 1, 1)
WORK = WorkInfo("xx/act/2000", "An Act", D0, "en")


def history(*changes: Change, extra: tuple[str, ...] = ()) -> NormHistory:
    """part1 > (s1, s2 > (s2/a, s2/b)); part2 > s3; plus undeclared-in-tree extra components."""
    tree = [
        ("part1", ""),
        ("part1/s1", "part1"),
        ("part1/s2", "part1"),
        ("part1/s2/a", "part1/s2"),
        ("part1/s2/b", "part1/s2"),
        ("part2", ""),
        ("part2/s3", "part2"),
    ]
    comps = {c: Component(c, "section", c, order=(i,)) for i, (c, _) in enumerate(tree)}
    for i, c in enumerate(extra):
        comps[c] = Component(c, "section", c, order=(100 + i,))
    original = tuple(Placement(c, p, f"text of {c}") for c, p in tree)
    return NormHistory(WORK, comps, original, changes)


def versions(timeline, cid):  # type: ignore[no-untyped-def]
    return [(v.start, v.end) for v in timeline.versions_of(cid)]


def test_original_text_one_version_each() -> None:
    t = build(history())
    assert len(t.versions) == 8
    assert all(v.start == D0 and v.end is None for v in t.versions)
    assert t.versions_of("")[0].parts == (("part1", D0), ("part2", D0))
    assert [a.kind for a in t.actions] == ["creation"]


def test_substitution_renews_ancestors_and_reuses_siblings() -> None:
    d = date(2005, 5, 5)
    t = build(history(Change(d, "substitution", "part1/s2/a", text="new a", acts=("act",))))
    assert versions(t, "part1/s2/a") == [(D0, d), (d, None)]
    assert versions(t, "part1/s2") == [(D0, d), (d, None)]
    assert versions(t, "part1") == [(D0, d), (d, None)]
    assert versions(t, "") == [(D0, d), (d, None)]
    # Unchanged units keep their only version, and the new ancestors reuse it.
    for unchanged in ("part1/s1", "part1/s2/b", "part2", "part2/s3"):
        assert versions(t, unchanged) == [(D0, None)]
    new_s2 = t.versions_of("part1/s2")[1]
    assert new_s2.parts == (("part1/s2/a", d), ("part1/s2/b", D0))
    new_root = t.versions_of("")[1]
    assert new_root.parts == (("part1", d), ("part2", D0))
    # Micro action on the changed unit, macro action on the ancestors.
    a_new = t.versions_of("part1/s2/a")[1]
    assert a_new.produced_by == (d, "part1/s2/a") and a_new.previous == D0
    assert t.versions_of("part1/s2/a")[0].terminated_by == (d, "part1/s2/a")
    assert new_s2.produced_by == (d, "")
    assert [(a.kind, a.component) for a in t.actions if a.date == d] == [
        ("amendment", ""),
        ("substitution", "part1/s2/a"),
    ]


def test_several_changes_one_day_one_new_version_per_ancestor() -> None:
    d = date(2001, 1, 1)
    t = build(
        history(
            Change(d, "substitution", "part1/s2/a", text="a2"),
            Change(d, "substitution", "part1/s2/b", text="b2"),
            Change(d, "substitution", "part1/s1", text="s1 2"),
        )
    )
    assert versions(t, "part1/s2") == [(D0, d), (d, None)]
    assert versions(t, "part1") == [(D0, d), (d, None)]
    assert versions(t, "") == [(D0, d), (d, None)]


def test_insertion_and_repeal() -> None:
    d1, d2 = date(2002, 2, 2), date(2003, 3, 3)
    t = build(
        history(
            Change(d1, "insertion", "part2/s4", text="new s4", parent="part2"),
            Change(d2, "repeal", "part1/s2"),
            extra=("part2/s4",),
        )
    )
    assert versions(t, "part2/s4") == [(d1, None)]
    assert t.versions_of("part2")[1].parts == (("part2/s3", D0), ("part2/s4", d1))
    # Repealing part1/s2 ends it and its subtree; part1 gets a version without it.
    assert versions(t, "part1/s2") == [(D0, d2)]
    assert versions(t, "part1/s2/a") == [(D0, d2)]
    assert t.versions_of("part1/s2/a")[0].terminated_by == (d2, "part1/s2")
    assert t.versions_of("part1")[-1].parts == (("part1/s1", D0),)
    repeal = [a for a in t.actions if a.kind == "repeal"]
    assert [(a.date, a.component) for a in repeal] == [(d2, "part1/s2")]


def test_reinsertion_after_repeal_starts_a_new_first_version() -> None:
    d1, d2 = date(2002, 1, 1), date(2004, 1, 1)
    t = build(
        history(
            Change(d1, "repeal", "part1/s1"),
            Change(d2, "insertion", "part1/s1", text="back", parent="part1"),
        )
    )
    assert versions(t, "part1/s1") == [(D0, d1), (d2, None)]
    assert t.versions_of("part1/s1")[1].previous is None


def test_move_renews_old_and_new_parent() -> None:
    d = date(2006, 6, 6)
    t = build(history(Change(d, "renumbering", "part1/s1", parent="part2", number="9")))
    assert t.parent["part1/s1"] == "part2"
    assert t.versions_of("part1")[-1].parts == (("part1/s2", D0),)
    assert ("part1/s1", d) in t.versions_of("part2")[-1].parts
    assert t.versions_of("part1/s1")[-1].number == "9"


def test_revocation_ends_everything() -> None:
    d = date(2010, 1, 1)
    t = build(history(Change(d, "revocation", "")))
    assert all(v.end == d for v in t.versions)
    assert [a.kind for a in t.actions if a.date == d] == ["revocation"]


def test_validity_is_half_open_and_versions_never_overlap() -> None:
    d1, d2 = date(2001, 1, 1), date(2002, 1, 1)
    t = build(
        history(
            Change(d1, "substitution", "part2/s3", text="2"),
            Change(d2, "substitution", "part2/s3", text="3"),
        )
    )
    vs = t.versions_of("part2/s3")
    for a, b in zip(vs, vs[1:], strict=False):
        assert a.end == b.start  # the new text applies on the amendment's own date


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (Change(date(2001, 1, 1), "substitution", "nope", text="x"), "unknown component 'nope'"),
        (Change(D0, "substitution", "part1/s1", text="x"), "is not after the work's date"),
        (Change(date(1999, 1, 1), "repeal", "part1/s1"), "is not after the work's date"),
        (
            Change(date(2001, 1, 1), "insertion", "part1/s1", text="x", parent="part1"),
            "already in force",
        ),
        (Change(date(2001, 1, 1), "substitution", "part1/s1"), "needs a 'text'"),
    ],
)
def test_errors_name_the_problem(change: Change, message: str) -> None:
    with pytest.raises(ModelError, match=message):
        build(history(change))


def test_same_unit_changed_twice_in_one_day() -> None:
    d = date(2001, 1, 1)
    with pytest.raises(ModelError, match="changed twice"):
        build(
            history(
                Change(d, "substitution", "part1/s1", text="x", where="f.yaml:3"),
                Change(d, "repeal", "part1/s1", where="f.yaml:9"),
            )
        )


def test_change_after_repeal_is_refused() -> None:
    with pytest.raises(ModelError, match="not in force"):
        build(
            history(
                Change(date(2001, 1, 1), "repeal", "part1/s1"),
                Change(date(2002, 1, 1), "substitution", "part1/s1", text="x"),
            )
        )


def test_same_input_same_timeline() -> None:
    h = history(Change(date(2001, 1, 1), "substitution", "part1/s1", text="x"))
    assert build(h) == build(h)


# --------------------------------------------------------------------------------------------
# The triples built from real and generated sources, byte for byte (read → CTV → rdf).
# ``tests/golden/build-digests.json`` was written by the code before the read+build speed-ups
# of issue 18; any change to a triple, or to their order, changes a digest. Regenerate it only
# for a deliberate change of the mapping: ``python tests/test_ctv.py --write-golden``.

_ROOT = Path(__file__).resolve().parent.parent
_GOLDEN = Path(__file__).resolve().parent / "golden" / "build-digests.json"
_GROUPS = {
    "art6": ["examples/art6"],
    "br-constitution": ["examples/br-constitution"],
    "br-constitution-series": ["examples/br-constitution-series"],
    "akn-v3-translations": ["tests/data/akn/v3"],
    "akn-za": ["tests/data/akn/za"],
    "akn-za-fire": ["tests/data/akn/za-fire"],
    "reliability": ["tests/data/reliability/work.yaml"],
}


def _generated(folder: Path) -> list[Path]:
    """Three synthetic works from benchmarks/generate.py (seeded): insertions, repeals, moves
    of text, several changes a day."""
    sys.path.insert(0, str(_ROOT / "benchmarks"))
    try:
        from generate import dump, make_work
    finally:
        sys.path.pop(0)
    rng = random.Random(1)
    paths = []
    for index in range(3):
        path = folder / f"work-{index + 1}.yaml"
        dump(make_work(rng, index, rng.randint(20, 80)), path, "yaml")
        paths.append(path)
    return paths


def _digests(paths: list[Path]) -> dict[str, Any]:
    """Count, digest of the sorted N-Quads and digest in build order, of every source's graph."""
    iris = Minter(DEFAULT_BASE)
    lines: list[str] = []
    for source in read_sources(paths):
        assert isinstance(source, NormHistory)
        graph = iris.graph(source.work.id)
        lines.extend(
            f"{t.subject} {t.predicate} {t.object} {graph} .\n"
            for t in timeline_triples(build(source), iris)
        )
    return {
        "quads": len(lines),
        "sorted_sha256": hashlib.sha256("".join(sorted(lines)).encode()).hexdigest(),
        "ordered_sha256": hashlib.sha256("".join(lines).encode()).hexdigest(),
    }


def _all_digests(tmp: Path) -> dict[str, Any]:
    out = {name: _digests([_ROOT / p for p in paths]) for name, paths in _GROUPS.items()}
    out["generated"] = _digests(_generated(tmp))
    return out


@pytest.mark.parametrize("name", [*_GROUPS, "generated"])
def test_built_triples_are_byte_for_byte_the_golden_ones(name: str, tmp_path: Path) -> None:
    golden = json.loads(_GOLDEN.read_text(encoding="utf-8"))
    if name == "generated":
        got = _digests(_generated(tmp_path))
    else:
        got = _digests([_ROOT / p for p in _GROUPS[name]])
    assert got == golden[name]


if __name__ == "__main__" and sys.argv[1:] == ["--write-golden"]:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        _GOLDEN.write_text(json.dumps(_all_digests(Path(tmp)), indent=1) + "\n", encoding="utf-8")
