"""Crash safety and concurrency of ``legalkg ingest`` on an on-disk store.

- **Crash safety**: ``legalkg ingest --no-validate`` of a 37,000-triple history (the shapes
  check comes before anything is written; skipping it makes the write phase a larger share of
  the run) is killed (SIGKILL) at random points, 20 times, alternating between two wordings of
  the same work (same graph). After each kill the store opens and holds exactly the whole
  previous graph or the whole new one, which passes validation (run once per distinct content:
  the report is a function of the quads). Half the kills land in the write phase (after the
  CLI reports "writing", seen on its progress bar through a pseudo-terminal), half anywhere.
- **Concurrency** (``docs/concurrency.md``): ``legalkg ask`` in other processes, while ingests
  replace the graph, answers with the answer of the old graph or of the new one, never an error
  or a mix — also with both cores kept busy by two spinning processes, with four readers and
  ten re-ingests, with ``legalkg serve`` answering ``/sparql`` and a version page (and showing
  the last ingest's text without a restart), and with the writer SIGKILLed while it builds
  and publishes its generation.
- **Store generations** (fast tests): a second writer is refused with the writer's process id
  (or waits), a reader keeps the generation it opened, unused generations and a dead writer's
  leftovers are removed, a store of the first layout is read and moved into generations.
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
from typing import Any

import httpx
import pyoxigraph as ox
import pytest

from legalkg.ingest import ingest
from legalkg.store.generations import current_generation
from legalkg.store.local import Store, StoreBusyError
from legalkg.validation.shacl import validate_store

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
    # The kills are timed from the duration of the command they kill (an ingest without
    # validation, as in _ingest_and_kill), measured on a second run: the first also
    # validates and may pay for compiling legalkg's modules, and kills timed from it land late.
    for options in ([], ["--no-validate"]):
        start = time.monotonic()
        first = subprocess.run(
            [*LEGALKG, "ingest", str(versions["old"]), "--store", str(store), *options],
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


# -- store generations -------------------------------------------------------------------------

G = ox.NamedNode("https://example.org/graph/g")
H = ox.NamedNode("https://example.org/graph/h")
S = ox.NamedNode("https://example.org/s")
P = ox.NamedNode("https://example.org/p")


def _triples(*values: str) -> list[ox.Triple]:
    return [
        ox.Triple(
            ox.NamedNode("https://example.org/s"),
            ox.NamedNode("https://example.org/p"),
            ox.Literal(v),
        )
        for v in values
    ]


def _values(store: Store) -> list[str]:
    return sorted(str(q.object.value) for q in store.oxigraph)


def _generations(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.is_dir())


def test_a_second_writer_is_told_who_writes(tmp_path: Path) -> None:
    first, second = Store(tmp_path / "s"), Store(tmp_path / "s")
    with first.writing():
        with pytest.raises(
            StoreBusyError, match=f"being written by process {os.getpid()};.*--wait"
        ):
            second.replace_graphs({G: _triples("a")})
        first.replace_graphs({G: _triples("b")})  # the holder writes (the lock is re-entrant)
    second.replace_graphs({G: _triples("c")})
    assert _values(second) == ["c"]


def test_a_waiting_writer_writes_after_the_first(tmp_path: Path) -> None:
    first, second = Store(tmp_path / "s"), Store(tmp_path / "s")
    done: list[str] = []

    def later() -> None:
        with second.writing(wait=True):
            second.replace_graphs({G: _triples("second")})
            done.append("second")

    with first.writing():
        thread = threading.Thread(target=later)
        thread.start()
        time.sleep(0.3)
        first.replace_graphs({G: _triples("first")})
        done.append("first")
    thread.join(30)
    assert done == ["first", "second"]
    assert _values(Store(tmp_path / "s", read_only=True)) == ["second"]


def test_a_reader_keeps_its_generation_until_it_closes(tmp_path: Path) -> None:
    folder = tmp_path / "s"
    writer = Store(folder)
    writer.replace_graphs({G: _triples("old"), H: _triples("other")})
    reader = Store(folder, read_only=True)
    old = reader.generation
    writer.replace_graphs({G: _triples("new")})
    assert writer.generation != old == reader.generation
    assert _values(reader) == ["old", "other"]  # a whole committed state, not the new one
    assert _values(Store(folder, read_only=True)) == ["new", "other"]
    assert old in _generations(folder)  # pinned: the writer left it
    reader.close()
    gc.collect()
    writer.remove_graphs([H])
    assert _generations(folder) == [writer.generation]  # no reader: the old ones are gone
    assert _values(Store(folder, read_only=True)) == ["new"]
    assert current_generation(folder) == writer.generation


def test_a_failed_write_leaves_the_store_unchanged(tmp_path: Path) -> None:
    folder = tmp_path / "s"
    store = Store(folder)
    store.replace_graphs({G: _triples("kept")})
    before = store.generation

    def broken() -> Any:
        yield from _triples("half")
        raise ValueError("a reader failed half-way")

    with pytest.raises(ValueError, match="half-way"):
        store.replace_graphs({G: broken(), H: _triples("x")})
    assert store.generation == before == current_generation(folder)
    assert _values(Store(folder, read_only=True)) == ["kept"]
    assert _generations(folder) == [before]  # the staging folder is gone


def test_a_dead_writers_leftovers_are_removed(tmp_path: Path) -> None:
    folder = tmp_path / "s"
    store = Store(folder)
    store.replace_graphs({G: _triples("a")})
    (folder / "g000099.new").mkdir()  # a staging folder whose writer was killed
    (folder / "g000099.new" / "000001.sst").write_bytes(b"half")
    (folder / ".generation.12345.tmp").write_text("g000099\n")
    store.replace_graphs({G: _triples("b")})
    assert _generations(folder) == [store.generation]
    assert not list(folder.glob(".generation.*"))
    assert _values(Store(folder, read_only=True)) == ["b"]


def test_a_store_of_the_first_layout_is_read_and_moved(tmp_path: Path) -> None:
    folder = tmp_path / "s"
    legacy = ox.Store(str(folder))  # RocksDB's files right in the folder, as before generations
    legacy.extend(ox.Quad(t.subject, t.predicate, t.object, G) for t in _triples("legacy"))
    legacy.flush()
    del legacy
    gc.collect()
    reader = Store(folder, read_only=True)
    assert reader.generation == "legacy" == current_generation(folder)
    assert _values(reader) == ["legacy"]
    writer = Store(folder)  # moves it into a generation (hard links), keeps reading it
    assert writer.generation == "g000001"
    assert _values(writer) == ["legacy"]
    reader.close()
    gc.collect()
    writer.replace_graphs({H: _triples("more")})
    assert _values(Store(folder, read_only=True)) == ["legacy", "more"]
    assert not (folder / "CURRENT").exists()  # the first layout's files are gone
    assert not list(folder.glob("*.sst"))


def test_a_killed_writer_of_the_first_layout_is_recovered_when_moved(tmp_path: Path) -> None:
    folder = tmp_path / "s"
    # an old writer that added quads (in RocksDB's log only) and died without closing
    code = (
        "import os, pyoxigraph as ox\n"
        f"s = ox.Store({str(folder)!r})\n"
        "g = ox.NamedNode('https://example.org/graph/g')\n"
        "s.add(ox.Quad(g, g, ox.Literal('logged'), g))\n"
        "os._exit(0)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
    assert _values(Store(folder, read_only=True)) == ["logged"]
    writer = Store(folder)
    assert writer.generation == "g000001"
    assert _values(writer) == ["logged"]
    writer.replace_graphs({H: _triples("more")})
    assert _values(Store(folder, read_only=True)) == ["logged", "more"]


def test_a_reader_of_a_missing_or_empty_store_is_told(tmp_path: Path) -> None:
    from legalkg.core.errors import StoreError

    with pytest.raises(StoreError, match="no such store"):
        Store(tmp_path / "missing", read_only=True)
    (tmp_path / "empty").mkdir()
    with pytest.raises(StoreError, match="no such store"):
        Store(tmp_path / "empty", read_only=True)


# -- under load: readers, serve and a killed writer during re-ingests --------------------------


def _busy(seconds: float) -> list[subprocess.Popen[bytes]]:
    """Two processes spinning for at most ``seconds``: both cores busy, as on a shared machine."""
    spin = f"import time\nend = time.monotonic() + {seconds}\nwhile time.monotonic() < end: pass\n"
    return [subprocess.Popen([sys.executable, "-c", spin]) for _ in range(2)]


def _stop(procs: list[subprocess.Popen[bytes]]) -> None:
    for proc in procs:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


def _reingest(target: Path, store: Path) -> int:
    done = subprocess.run(
        [*LEGALKG, "ingest", str(target), "--store", str(store), "--no-validate"],
        capture_output=True,
        check=False,
    )
    return done.returncode


def _answers(versions: dict[str, object], tmp_path: Path) -> dict[str, str]:
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
    return answers


@pytest.mark.slow
def test_four_readers_during_ten_reingests_with_both_cores_busy(
    versions: dict[str, object], tmp_path: Path
) -> None:
    answers = _answers(versions, tmp_path)
    store = tmp_path / "store"
    shutil.copytree(tmp_path / "only-old", store)
    writes: list[int] = []
    done = threading.Event()

    def writer() -> None:
        try:
            for i in range(10):
                target = versions["new" if i % 2 == 0 else "old"]
                assert isinstance(target, Path)
                writes.append(_reingest(target, store))
        finally:
            done.set()

    seen: list[str] = []
    errors: list[str] = []

    def reader() -> None:
        asked_once = 0
        while not done.is_set() or asked_once < 2:
            asked = _ask(store)
            asked_once += 1
            if asked.returncode != 0 or asked.stdout not in answers.values():
                errors.append(
                    f"exit {asked.returncode}: {asked.stderr[-500:]} {asked.stdout[:200]}"
                )
            else:
                seen.append("old" if asked.stdout == answers["old"] else "new")

    busy = _busy(900)
    try:
        threads = [threading.Thread(target=writer)] + [
            threading.Thread(target=reader) for _ in range(4)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join(1200)
    finally:
        _stop(busy)
    assert writes == [0] * 10
    assert not errors, errors
    assert "new" in seen and "old" in seen, seen
    # the last write (the old text again) is what a reader opens now
    assert _ask(store).stdout == answers["old"]
    # generations the readers still had open at the last write go at the next one
    assert _reingest(versions["new"], store) == 0  # type: ignore[arg-type]
    assert len(list(store.glob("g*[0-9]"))) == 1


_SPARQL_NEW = """SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o
  FILTER(isLiteral(?o) && CONTAINS(STR(?o), " the said ")) } }"""
_PAGE = "/eli/xx/act/1989/2/p1/c1/s1/a1/2016-07-11"


def _sparql_json(url: str, query: str) -> object:
    """A SELECT's JSON results, coming back when the server's admission says so (a 503 with
    Retry-After: with both cores busy a whole-store scan may turn heavy, issue 31)."""
    deadline = time.monotonic() + 120
    while True:
        r = httpx.get(url + "/sparql", params={"query": query}, timeout=60)
        if r.status_code == 503 and "retry-after" in r.headers and time.monotonic() < deadline:
            time.sleep(min(float(r.headers["retry-after"]), 2.0))
            continue
        assert r.status_code == 200, r.text[:300]
        return r.json()


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.slow
def test_serve_during_reingests_switches_to_the_new_generation(
    versions: dict[str, object], tmp_path: Path
) -> None:
    store = tmp_path / "store"
    old, new = versions["old"], versions["new"]
    assert isinstance(old, Path) and isinstance(new, Path)
    assert _reingest(old, store) == 0
    port = _free_port()
    server = subprocess.Popen(
        [*LEGALKG, "serve", "--store", str(store), "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    busy: list[subprocess.Popen[bytes]] = []
    try:
        deadline = time.monotonic() + 180
        while True:
            assert server.poll() is None, server.stderr.read() if server.stderr else ""
            try:
                if httpx.get(url + _PAGE, timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "serve did not start"
            time.sleep(0.3)
        old_page = httpx.get(url + _PAGE, timeout=30).text
        counts = {"old": _sparql_json(url, _SPARQL_NEW)}
        assert "Art. 1." in old_page and "Article 1." not in old_page
        busy = _busy(900)
        writes: list[int] = []
        done = threading.Event()

        def writer() -> None:
            try:
                for i in range(10):  # old, new, old… : the last one is the new text
                    writes.append(_reingest(old if i % 2 == 0 else new, store))
            finally:
                done.set()

        failures: list[str] = []
        backoffs: list[str] = []
        pages: list[str] = []
        results: list[str] = []

        def client(kind: str) -> None:
            with httpx.Client(base_url=url, timeout=60) as http:
                while not done.is_set():
                    try:
                        if kind == "page":
                            r = http.get(_PAGE)
                            pages.append(r.text)
                        else:
                            r = http.get("/sparql", params={"query": _SPARQL_NEW})
                            results.append(r.text)
                    except httpx.HTTPError as e:
                        failures.append(f"{kind}: {type(e).__name__}: {e}")
                        continue
                    if r.status_code == 503 and "retry-after" in r.headers:
                        # issue 31's admission: with both cores busy a query may turn heavy
                        # and the client is told when to come back (an answer, not a failure)
                        backoffs.append(kind)
                        (pages if kind == "page" else results).pop()  # not an answer
                        time.sleep(min(float(r.headers["retry-after"]), 2.0))
                        continue
                    if not 200 <= r.status_code < 300:
                        failures.append(f"{kind}: {r.status_code} {r.text[:300]}")

        threads = [threading.Thread(target=writer)] + [
            threading.Thread(target=client, args=(k,)) for k in ("page", "sparql", "page", "sparql")
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join(1200)
        assert writes == [0] * 10
        assert not failures, failures[:5]
        # without a restart, the server shows the last ingest's text (it polls the store)
        deadline = time.monotonic() + 120
        new_page = httpx.get(url + _PAGE, timeout=60).text
        while "Article 1." not in new_page and time.monotonic() < deadline:
            time.sleep(0.5)
            new_page = httpx.get(url + _PAGE, timeout=60).text
        assert "Article 1." in new_page and "Art. 1." not in new_page
        new_count = _sparql_json(url, _SPARQL_NEW)
        assert new_count != counts["old"]
        # every answer during the re-ingests was the old one or the new one, whole
        assert set(pages) <= {old_page, new_page}, len(set(pages))
        assert {json.dumps(json.loads(r), sort_keys=True) for r in results} <= {
            json.dumps(c, sort_keys=True) for c in (counts["old"], new_count)
        }
        assert len(pages) >= 4 and len(results) >= 4
    finally:
        _stop(busy)
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
                server.wait(10)


@pytest.mark.slow
def test_sigkill_while_publishing_with_readers_running(
    versions: dict[str, object], tmp_path: Path
) -> None:
    answers = _answers(versions, tmp_path)
    store = tmp_path / "store"
    shutil.copytree(tmp_path / "only-old", store)
    stop = threading.Event()
    seen: list[str] = []
    errors: list[str] = []

    def reader() -> None:
        while not stop.is_set():
            asked = _ask(store)
            if asked.returncode != 0 or asked.stdout not in answers.values():
                errors.append(
                    f"exit {asked.returncode}: {asked.stderr[-500:]} {asked.stdout[:200]}"
                )
            else:
                seen.append("old" if asked.stdout == answers["old"] else "new")

    readers = [threading.Thread(target=reader) for _ in range(2)]
    for t in readers:
        t.start()
    rng = random.Random(20261201)
    killed = 0
    current = "old"
    try:
        for _ in range(8):
            target = "new" if current == "old" else "old"
            proc = subprocess.Popen(
                [*LEGALKG, "ingest", str(versions[target]), "--store", str(store), "--no-validate"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            # wait for the writer's staging generation, then kill it while it builds or publishes
            deadline = time.monotonic() + 120
            while proc.poll() is None and time.monotonic() < deadline:
                if list(store.glob("g*.new")):
                    time.sleep(rng.uniform(0, 0.5))
                    break
                time.sleep(0.005)
            if proc.poll() is None:
                proc.send_signal(signal.SIGKILL)
                killed += 1
            proc.wait(60)
            found = _ask(store)
            assert found.returncode == 0, found.stderr
            assert found.stdout in answers.values()
            current = "old" if found.stdout == answers["old"] else "new"
            # a dead writer's lock does not stop the next writer
            assert _reingest(versions[current], store) == 0  # type: ignore[arg-type]
    finally:
        stop.set()
        for t in readers:
            t.join(300)
    assert not errors, errors
    assert killed >= 4, killed
    assert seen
    assert not list(store.glob("g*.new"))


def test_serve_switches_generation_and_lets_go_of_the_old_one(tmp_path: Path) -> None:
    import asyncio

    from legalkg.ingest import example_path
    from legalkg.serve.pages import Live

    folder = tmp_path / "s"
    writer = Store(folder)
    ingest([example_path("art6")], store=writer, validate=False)
    live = Live(folder, "https://example.org/", workers=0)
    first = live.current
    assert first.name == writer.generation
    assert asyncio.run(live.refresh()) is False  # nothing new
    writer.replace_graphs({G: _triples("more")})
    with live.use() as in_flight:  # a request in flight keeps the old generation open
        assert asyncio.run(live.refresh()) is True
        assert live.current.name == writer.generation != in_flight.name == first.name
        assert first.retired and len(first.store) > 0
    assert len(first.store) == 0  # closed once its last request ended
    writer.replace_graphs({H: _triples("again")})
    assert first.name not in _generations(folder)  # so the next write removed it
    assert live.current.name in _generations(folder)  # the one serve holds stays
    live.current.close()
