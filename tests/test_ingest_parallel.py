"""A statute book read by several processes (issue 28, speed at national size) is the statute
book read by one: the same store, the same report, the same warnings and progress in the same
order, the same first error; a worker that dies is an error and nothing is written.

Data: the Estonian fixture repository (``tests/fixtures/legalize``, three laws; the Penal
Code with its whole history) and its two small laws replayed (``tests/test_legalize.py``).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from queue import SimpleQueue
from typing import Any

import pytest
from test_legalize import _SMALL, _commit, _git, clone, small  # noqa: F401 - fixtures

from legalkg.core.errors import InputError, LegalKGError
from legalkg.ingest import ingest
from legalkg.ingestion.parallel import _error, _listen, jobs_for
from legalkg.norms.readers import legalize
from legalkg.store.local import Store


def _run(repo: Path, store: Path, jobs: int) -> tuple[Any, list[str], list[str], list[str]]:
    messages: list[str] = []
    warnings: list[str] = []
    legalize.WARN.insert(0, warnings.append)
    try:
        with Store(store) as s:
            result = ingest([repo], store=s, progress=messages.append, allow_empty=True, jobs=jobs)
            quads = sorted(map(str, s.quads()))
    finally:
        legalize.WARN.pop(0)
    return result, quads, warnings, [m for m in messages if not m.startswith("reading with")]


@pytest.mark.slow  # tens of seconds on two cores; .ci/run runs it with -m slow
def test_two_processes_give_what_one_gives(clone: Path, tmp_path: Path) -> None:  # noqa: F811
    one, quads1, warnings1, progress1 = _run(clone, tmp_path / "one", 1)
    two, quads2, warnings2, progress2 = _run(clone, tmp_path / "two", 2)
    assert len(quads1) > 10_000  # the Penal Code's history is in it
    assert quads2 == quads1
    assert two.graphs == one.graphs
    assert one.report is not None and two.report is not None
    assert (two.report.conforms, two.report.results) == (one.report.conforms, one.report.results)
    assert warnings2 == warnings1
    # the same lines in the same order, but for how the graphs were validated
    assert [m for m in progress2 if not m.startswith("validating")] == [
        m for m in progress1 if not m.startswith("validating")
    ]
    assert any("runs made while reading" in m for m in progress2), progress2


@pytest.mark.slow  # tens of seconds on two cores; .ci/run runs it with -m slow
def test_a_reingest_with_processes_keeps_what_is_unchanged(small: Path, tmp_path: Path) -> None:  # noqa: F811
    repo = tmp_path / "repo"
    shutil.copytree(small, repo)
    store = tmp_path / "store"
    _run(repo, store, 2)
    _, before, _, again = _run(repo, store, 2)
    assert not any(m.startswith("building ") for m in again), again
    assert "2 graph(s) unchanged since the last ingest: kept as they are" in again
    text = (repo / _SMALL).read_text(encoding="utf-8")
    _commit(
        repo,
        _SMALL,
        text + "\nUus lõik.\n",
        "[reform] x\n\nSource-Id: 1\nSource-Date: 2030-02-01\nNorm-Id: 129052024001\n",
    )
    _, after, _, third = _run(repo, store, 2)
    assert [Path(m.split(" from ")[-1]).name for m in third if m.startswith("building ")] == [
        Path(_SMALL).name
    ]
    # the links of the change found from the keys kept beside each graph, and the changed
    # graph's run in its worker kept: nothing validated again
    assert (
        "validating 1 of 2 graph(s) of the next state (the others are unchanged and "
        "conformed; 1 validated while read)"
    ) in third, third
    _, fresh, _, _ = _run(repo, tmp_path / "fresh", 1)
    assert after == fresh != before


def test_the_first_error_is_the_one_one_process_meets(small: Path, tmp_path: Path) -> None:  # noqa: F811
    repo = tmp_path / "repo"
    shutil.copytree(small, repo)
    text = (repo / _SMALL).read_text(encoding="utf-8")
    broken = text.replace("---\n", "---\nrelated: [unclosed\n", 1)
    sha = _commit(
        repo,
        _SMALL,
        broken,
        "[reform] x\n\nSource-Id: 1\nSource-Date: 2026-02-01\nNorm-Id: 129052024001\n",
    )
    errors = []
    for jobs in (1, 2):
        with Store(tmp_path / f"s{jobs}") as store:
            with pytest.raises(InputError) as e:
                ingest([repo], store=store, allow_empty=True, jobs=jobs)
            assert list(store.quads()) == []
        errors.append(str(e.value))
    assert errors[0] == errors[1] and f"{_SMALL}@{sha}: frontmatter line" in errors[0]


def test_a_worker_that_dies_is_an_error(tmp_path: Path) -> None:
    """A worker that stops without saying it is done (killed, out of memory) is told as an
    error naming its exit code, never taken as a worker with nothing to read."""
    process = subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stdout.buffer.write(b'\\x80\\x04'); sys.exit(3)"],
        stdout=subprocess.PIPE,
    )
    queue: SimpleQueue[Any] = SimpleQueue()
    _listen(0, process, queue)
    first, second = queue.get(), queue.get()
    assert first[2] == "error" and second[2] == "done"
    error = _error(first[3])
    assert isinstance(error, LegalKGError) and "exit code 3" in str(error)


def test_errors_cross_processes_whole() -> None:
    import pickle

    error = InputError("ee/1.md@abc", "frontmatter line 3: bad", "Fix the YAML")
    back = _error((pickle.dumps(error), "text"))
    assert isinstance(back, InputError) and str(back) == str(error)
    assert "text" in str(_error((None, "text")))


def test_how_many_processes(clone: Path, tmp_path: Path) -> None:  # noqa: F811
    assert jobs_for([clone], 2) == 2
    assert jobs_for([clone], 1) == 1
    assert jobs_for([clone], None) == 1  # three laws: not worth a process
    assert jobs_for([clone / _SMALL], 2) == 1  # one law file: read in this process
    assert jobs_for([tmp_path], 2) == 1  # not a Legalize repository


del _git  # imported for the fixtures' module only


def test_the_keyed_next_state_reports_what_the_runs_found() -> None:
    """``_keyed_next_state``: a new graph linked to no other keeps its worker's run, its
    violations included; a graph whose keys are missing or made under another rule sends
    the caller back to the queries (None)."""
    import pyoxigraph as ox

    from legalkg.ingestion.nextstate import _keyed_next_state
    from legalkg.ingestion.parallel import Built
    from legalkg.store.local import NextState
    from legalkg.validation.report import ValidationResult
    from legalkg.validation.shacl import next_state_rules
    from legalkg.validation.split import link_keys

    _, rule = next_state_rules()
    assert rule is not None
    g_new, g_kept = ox.NamedNode("urn:graph:new"), ox.NamedNode("urn:graph:kept")
    new_text = b"<urn:a> <urn:p> <urn:b> .\n"
    kept_text = b"<urn:c> <urn:p> <urn:d> .\n"
    new_keys, kept_keys = link_keys(new_text, rule), link_keys(kept_text, rule)
    assert new_keys is not None and kept_keys is not None
    bad = ValidationResult(
        "<urn:a>", None, None, "Violation", "MinCountConstraintComponent", "<urn:S>", "m"
    )
    built = {
        g_new: Built(g_new.value, "src", 1, "", 0, 0, "", (False, [bad]), new_keys),
    }
    store = ox.Store()
    store.add(ox.Quad(ox.NamedNode("urn:c"), ox.NamedNode("urn:p"), ox.NamedNode("urn:d"), g_kept))
    state = NextState([g_new], [g_kept], "v", lambda: store, lambda: store)
    notes = {g_kept.value: kept_keys.to_bytes()}
    report = _keyed_next_state(state, {g_new: new_text}, rule, notes, built, ("SomeShape",), None)
    assert report is not None and not report.conforms
    assert list(report.results) == [bad]
    # keys of another rule: not compared
    other = {g_kept.value: kept_keys.to_bytes().replace(kept_keys.rule.encode(), b"x" * 32)}
    assert _keyed_next_state(state, {g_new: new_text}, rule, other, built, ("S",), None) is None
    assert _keyed_next_state(state, {g_new: new_text}, rule, {}, built, ("S",), None) is None
