"""Crash safety and concurrency of ``legalkg ingest`` on an on-disk store.

- **Crash safety**: ``legalkg ingest --no-validate`` of a 37,000-triple history (the shapes
  check comes before anything is written; skipping it makes the write phase a larger share of
  the run) is killed (SIGKILL) at random points, 20 times, alternating between two wordings of
  the same work (same graph). After each kill the store opens and holds exactly the whole
  previous graph or the whole new one, which passes validation (run once per distinct content:
  the report is a function of the quads). Half the kills land in the write phase (after the
  CLI reports "writing", seen on its progress bar through a pseudo-terminal), half anywhere.
- **Concurrency**: ``legalkg ask`` in other processes, while ingests replace the graph, answers
  with the answer of the old graph or of the new one, never an error or a mix.
"""

from __future__ import annotations

import gc
import json
import os
import pty
import random
import select
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from legalkg.ingest import ingest
from legalkg.store import Store
from legalkg.validate import validate_store

FIXTURE = Path(__file__).resolve().parent / "data" / "reliability" / "work.yaml"
LEGALKG = [sys.executable, "-m", "legalkg"]
REQUEST = json.dumps(
    {"type": "valid-versions", "component": "art. 1", "date": "2024-01-01"}, sort_keys=True
)


def _quads(store: Store) -> frozenset[str]:
    return frozenset(str(q) for q in store.oxigraph)


@pytest.fixture(scope="module")
def versions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """Two wordings of one work (same ids, so the same graph) and their expected quads."""
    folder = tmp_path_factory.mktemp("versions")
    old = folder / "old" / "work.yaml"
    new = folder / "new" / "work.yaml"
    old.parent.mkdir()
    new.parent.mkdir()
    text = FIXTURE.read_text(encoding="utf-8")
    old.write_text(text, encoding="utf-8")
    new.write_text(
        text.replace(" the ", " the said ").replace("Art. ", "Article "), encoding="utf-8"
    )
    graphs = {}
    for name, path in (("old", old), ("new", new)):
        s = Store()
        ingest([path], store=s)
        graphs[name] = _quads(s)
    assert graphs["old"] != graphs["new"]
    return {"old": old, "new": new, "graphs": graphs}


def _ingest_and_kill(
    source: Path, store: Path, rng: random.Random, *, in_write: bool, duration: float
) -> tuple[int | None, bool]:
    """Run ``legalkg ingest`` with its progress bar on a pseudo-terminal; SIGKILL it at a random
    point (in the write phase, or anywhere). Returns (exit status, whether it reached writing)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [*LEGALKG, "ingest", str(source), "--store", str(store), "--no-validate"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=slave,
    )
    os.close(slave)
    writing = False
    try:
        if in_write:
            seen = b""
            deadline = time.monotonic() + 120
            while b"writing" not in seen and time.monotonic() < deadline:
                ready, _, _ = select.select([master], [], [], 0.5)
                if ready:
                    try:
                        seen += os.read(master, 4096)
                    except OSError:
                        break  # the child closed the terminal: it has exited
                elif proc.poll() is not None:
                    break
            writing = b"writing" in seen
            time.sleep(rng.uniform(0, 0.6))
        else:
            time.sleep(rng.uniform(0, duration))
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        os.close(master)
    return proc.returncode, writing


@pytest.mark.slow
def test_sigkill_during_ingest_leaves_old_or_new_graph(
    versions: dict[str, object], tmp_path: Path
) -> None:
    graphs = versions["graphs"]
    assert isinstance(graphs, dict)
    store = tmp_path / "store"
    start = time.monotonic()
    first = subprocess.run(
        [*LEGALKG, "ingest", str(versions["old"]), "--store", str(store)],
        capture_output=True,
        text=True,
        check=False,
    )
    duration = time.monotonic() - start
    assert first.returncode == 0, first.stderr
    rng = random.Random(20261129)
    current = "old"
    outcomes = {"old": 0, "new": 0, "killed": 0, "killed_writing": 0}
    validated: set[str] = set()
    for i in range(20):
        target = "new" if current == "old" else "old"
        source = versions[target]
        assert isinstance(source, Path)
        status, writing = _ingest_and_kill(
            source, store, rng, in_write=i % 2 == 0, duration=duration * 1.1
        )
        killed = status == -signal.SIGKILL
        outcomes["killed"] += killed
        outcomes["killed_writing"] += killed and writing
        # the next writer opens it (and recovers it), then readers check it
        opened = Store(store)
        found = _quads(opened)
        del opened
        gc.collect()
        assert found in (graphs["old"], graphs["new"]), (
            f"kill {i}: the store holds {len(found)} quads, neither the old graph "
            f"({len(graphs['old'])}) nor the new one ({len(graphs['new'])})"
        )
        current = "old" if found == graphs["old"] else "new"
        outcomes[current] += 1
        if current not in validated:
            # the report is a function of the quads: an identical store needs no second run
            report = validate_store(Store(store, read_only=True))
            assert report.conforms, report.to_text()
            validated.add(current)
    done = subprocess.run(
        [*LEGALKG, "validate", "--store", str(store)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # the kills really interrupted ingests, some of them while writing
    assert outcomes["killed"] >= 10, outcomes
    assert outcomes["killed_writing"] >= 3, outcomes


def _ask(store: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*LEGALKG, "ask", "--store", str(store), "--request", REQUEST, "-f", "json"],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.slow
def test_ask_during_ingest_sees_before_or_after(
    versions: dict[str, object], tmp_path: Path
) -> None:
    answers = {}
    for name in ("old", "new"):
        path = tmp_path / f"only-{name}"
        source = versions[name]
        assert isinstance(source, Path)
        ingest([source], store=Store(path))
        gc.collect()
        asked = _ask(path)
        assert asked.returncode == 0, asked.stderr
        answers[name] = asked.stdout
    assert answers["old"] != answers["new"]
    store = tmp_path / "store"
    shutil.copytree(tmp_path / "only-old", store)
    writes: list[int] = []

    def writer() -> None:
        for target in ("new", "old"):
            done = subprocess.run(
                [*LEGALKG, "ingest", str(versions[target]), "--store", str(store), "--no-validate"],
                capture_output=True,
                check=False,
            )
            writes.append(done.returncode)

    thread = threading.Thread(target=writer)
    thread.start()
    seen: list[str] = []
    errors: list[str] = []
    while thread.is_alive() or len(seen) < 4:
        asked = _ask(store)
        if asked.returncode != 0 or asked.stdout not in answers.values():
            errors.append(f"exit {asked.returncode}: {asked.stderr[-500:]} {asked.stdout[:200]}")
        else:
            seen.append("old" if asked.stdout == answers["old"] else "new")
    thread.join()
    assert writes == [0, 0]
    assert not errors, errors
    assert len(seen) >= 4
