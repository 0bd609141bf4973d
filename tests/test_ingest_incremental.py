"""A re-ingest costs what changed (issue 28, item 4): a law of a Legalize repository whose
history is the one a stored graph was built from is not read again, a graph whose N-Triples
are the ones the store recorded is neither validated nor written again, and the store that
results is the one a first ingest of the same repository gives.

Data: the two small laws replayed from the Estonian fixture (``tests/test_legalize.py``).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from test_legalize import _commit, _git, clone, small  # noqa: F401 - fixtures

from legalkg.ingest import Spool, conforms_verdict, ingest
from legalkg.store.generations import DIGESTS
from legalkg.store.local import Store

LAW = "ee/124032023018.md"


def _ingest(repo: Path, store: Store) -> list[str]:
    messages: list[str] = []
    ingest([repo], store=store, progress=messages.append, allow_empty=True)
    return messages


def _built(messages: list[str]) -> list[str]:
    return [m.split(" from ")[-1] for m in messages if m.startswith("building ")]


def test_a_new_commit_rebuilds_only_its_law(small: Path, tmp_path: Path) -> None:  # noqa: F811
    repo = tmp_path / "repo"
    shutil.copytree(small, repo)
    store = Store(tmp_path / "store")
    first = _ingest(repo, store)
    assert len(_built(first)) == 2
    digests = (tmp_path / "store" / str(store.generation) / DIGESTS).read_text()
    assert len(digests.splitlines()) == 2 and " src=" in digests
    before = sorted(map(str, store.quads()))
    generation = store.generation

    # the same repository again, from a clone elsewhere: nothing read, nothing written
    elsewhere = tmp_path / "elsewhere"
    subprocess.run(["git", "clone", "-q", str(repo), str(elsewhere)], check=True)
    again = _ingest(elsewhere, store)
    assert _built(again) == []
    assert "2 graph(s) unchanged since the last ingest: kept as they are" in again
    assert store.generation == generation
    assert sorted(map(str, store.quads())) == before

    # one new commit of one law: that law alone is read, validated and written
    text = (repo / LAW).read_text(encoding="utf-8")
    changed, n = re.subn(r"^(\(1\) )", r"\1Muudetud: ", text, count=1, flags=re.M)
    assert n == 1
    _commit(
        repo,
        LAW,
        changed,
        "[reform] 124032023018\n\nSource-Id: 999999999999\nSource-Date: 2030-01-01\n"
        "Norm-Id: 124032023018\n",
    )
    third = _ingest(repo, store)
    assert [Path(b).name for b in _built(third)] == [Path(LAW).name]
    assert any(re.match(r"validating 1 of 2 graph", m) for m in third), third
    assert store.verdict == conforms_verdict()
    after = sorted(map(str, store.quads()))
    assert after != before
    # the very store a first ingest of the new history gives
    fresh = Store(tmp_path / "fresh")
    _ingest(repo, fresh)
    assert after == sorted(map(str, fresh.quads()))


def test_without_a_recorded_verdict_everything_is_read(small: Path, tmp_path: Path) -> None:  # noqa: F811
    """A store written without validation records no verdict: nothing is skipped."""
    store = Store(tmp_path / "store")
    ingest([small], store=store, validate=False, allow_empty=True)
    assert len(_built(_ingest(small, store))) == 2
    # now validated: the next one skips both
    assert _built(_ingest(small, store)) == []


def test_the_spool_gives_back_what_it_was_given(tmp_path: Path) -> None:
    import pyoxigraph as ox

    with Spool(tmp_path) as spool:
        a, b = ox.NamedNode("urn:a"), ox.NamedNode("urn:b")
        spool[a] = b"<urn:s> <urn:p> <urn:o> .\n"
        spool[b] = b""
        spool[a] = b'<urn:s> <urn:p> "x" .\n'
        assert spool[a] == b'<urn:s> <urn:p> "x" .\n' and spool[b] == b""
        assert spool.size(a) == len(spool[a]) and list(spool) == [a, b] and len(spool) == 2
        assert ox.NamedNode("urn:c") not in spool
    assert list(tmp_path.iterdir()) == []  # an unnamed temporary file


del _git, pytest  # imported for the fixtures' module only
