"""A whole national statute book from git (the Legalize format): ingest, read, answer, re-ingest.

Measured in one run, on a clone of one Legalize country repository (the Estonian statute book,
1,597 laws, 7,764 commits, in ``../shared/data/ee-legalize/``):

1. **git read alone** — ``git log --raw`` and every blob of every law through ``git cat-file
   --batch`` (what any reader of the history must do), then the reader's histories
   (``legalkg.norms.readers.legalize.read_all``: that, plus frontmatter, structure and the
   unit-by-unit comparison of consecutive versions);
2. **validated ingest** (``legalkg ingest REPO --store``, SHACL on) against pyoxigraph's
   ``Store.bulk_load`` of the very same quads (N-Quads exported from the ingested store
   beforehand, not timed) into a fresh on-disk store: wall time and peak RSS, each in a fresh
   child process, ratios printed (``bulk_load / ingest`` for speed, ``ingest / bulk_load`` for
   memory);
3. **point-in-time answers** — ``ask_one`` on point-in-time questions of random sections,
   p50, against the p50 of running that answer's own SPARQL queries (the plan's steps) alone;
4. **re-ingest after one new commit** — one reform committed on one law of a copy of the
   repository, then the same ingest into the store of (2): wall time against the first ingest.

Usage::

    nice -n 10 python benchmarks/legalize_ingest.py /work/ee-legalize [--questions 60] [--json]

Peak RSS is that of the ingest and its reading workers together (sampled every 0.2 s).
Each figure is one run (the whole-corpus ingest takes minutes; the machine is shared).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

CHILD_INGEST = """
import sys, time
from pathlib import Path
from legalkg.ingest import ingest
from legalkg.store.local import Store
started = time.perf_counter()
phases = {}
def progress(message):
    word = message.split()[0]
    if word in ("validating", "writing") and word not in phases:
        phases[word] = time.perf_counter() - started
with Store(Path(sys.argv[3])) as store:
    jobs = int(sys.argv[2]) if sys.argv[2] != "auto" else None
    result = ingest([Path(sys.argv[1])], store=store, validate=True, allow_empty=True,
                    progress=progress, jobs=jobs)
for word, at in phases.items():
    print("PHASE", word, round(at, 1), file=sys.stderr)
print(len(result.graphs))
"""

CHILD_BULK = """
import sys
import pyoxigraph as ox
store = ox.Store(sys.argv[2])
with open(sys.argv[1], "rb") as f:
    store.bulk_load(f, format=ox.RdfFormat.N_QUADS)
store.flush()
print(len(store))
"""


PHASES: dict[str, dict[str, float]] = {}


def _tree_rss_kb(root: int) -> int:
    """Resident memory of ``root`` and every process below it (its reading workers), in kB."""
    parents: dict[int, int] = {}
    rss: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            status = (entry / "status").read_text()
        except OSError:
            continue
        parents[int(entry.name)] = int(stat[stat.rindex(")") + 2 :].split()[1])
        m = re.search(r"^VmRSS:\s+(\d+)", status, re.M)
        rss[int(entry.name)] = int(m.group(1)) if m else 0
    tree, grew = {root}, True
    while grew:
        below = {pid for pid, parent in parents.items() if parent in tree} - tree
        grew = bool(below)
        tree |= below
    return sum(rss.get(pid, 0) for pid in tree)


def child(code: str, *args: str) -> tuple[float, float, str]:
    """Run ``code`` in a fresh Python: (seconds, peak RSS in MB of it and the processes it
    starts together, sampled every 0.2 s, stdout); its CPU seconds (with its workers') go to
    ``PHASES[args[-1]]["cpu_s"]``."""
    started = time.perf_counter()
    wrapper = (
        "import resource, sys\n"
        + code
        + "\nfor who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN):\n"
        + "    u = resource.getrusage(who)\n"
        + "    print('CPU', u.ru_utime + u.ru_stime, file=sys.stderr)\n"
    )
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen([sys.executable, "-c", wrapper, *args], stdout=out, stderr=err)
        peak = 0
        while process.poll() is None:
            peak = max(peak, _tree_rss_kb(process.pid))
            time.sleep(0.2)
        seconds = time.perf_counter() - started
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(), err.read().decode()
    print(f"[{args[-1]}] {seconds:.1f} s, rc {process.returncode}", file=sys.stderr, flush=True)
    if process.returncode != 0:
        raise SystemExit(f"child failed: {stderr[-2000:]}")
    PHASES[args[-1]] = {
        m.group(1): float(m.group(2)) for m in re.finditer(r"^PHASE (\w+) ([\d.]+)$", stderr, re.M)
    }
    PHASES[args[-1]]["cpu_s"] = round(
        sum(float(c) for c in re.findall(r"^CPU ([\d.]+)$", stderr, re.M)), 1
    )
    return seconds, peak / 1024, stdout.strip()


def git_read_alone(repo: Path) -> tuple[float, int, int]:
    """git log --raw + cat-file --batch of every law blob: (seconds, commits, bytes)."""
    started = time.perf_counter()
    log = subprocess.run(
        ["git", "-C", str(repo), "log", "--raw", "--no-abbrev", "--no-renames", "--format=%x1e%H"],
        capture_output=True,
        check=True,
    ).stdout.decode()
    blobs = [
        line.split()[3]
        for line in log.splitlines()
        if line.startswith(":") and line.endswith(".md") and not line.split()[4].startswith("D")
    ]
    proc = subprocess.run(
        ["git", "-C", str(repo), "cat-file", "--batch"],
        input=("\n".join(blobs) + "\n").encode(),
        capture_output=True,
        check=True,
    )
    return time.perf_counter() - started, log.count("\x1e"), len(proc.stdout)


def reader_alone(repo: Path) -> tuple[float, int, int]:
    from legalkg.norms.readers.legalize import read_all

    started = time.perf_counter()
    laws = versions = 0
    for h in read_all(repo, warn=lambda _m: None):
        laws += 1
        versions += len(h.expression_dates)
    return time.perf_counter() - started, laws, versions


def answers(repo: Path, store_path: Path, n: int, seed: int) -> tuple[float, float, int]:
    from legalkg.asking import ask_one
    from legalkg.store.local import Store

    rng = random.Random(seed)
    laws = sorted((repo / "ee").glob("*.md"))
    questions: list[str] = []
    while len(questions) < n:
        path = rng.choice(laws)
        text = path.read_text(encoding="utf-8")
        numbers = re.findall(r"^#{1,6}\s+§\s*(\d+)\.", text, re.M)
        if not numbers:
            continue
        day = f"{rng.randint(2015, 2025)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        questions.append(f"What did § {rng.choice(numbers)} of {path.stem} say on {day}?")
    answer_times: list[float] = []
    query_times: list[float] = []
    with Store(store_path, read_only=True) as store:
        for q in questions[:3]:
            try:
                ask_one(store, question=q)
            except Exception:  # noqa: BLE001 - warm-up
                pass
        for q in questions:
            started = time.perf_counter()
            try:
                asked = ask_one(store, question=q)
            except Exception:  # noqa: BLE001 - a refusal (section not in force) is skipped
                continue
            answer_times.append(time.perf_counter() - started)
            sparqls = [s.sparql for s in asked.answer.steps if s.sparql]
            started = time.perf_counter()
            for sparql in sparqls:
                result = store.query(sparql)
                if hasattr(result, "__iter__"):
                    list(result)
            query_times.append(time.perf_counter() - started)
    return statistics.median(answer_times), statistics.median(query_times), len(answer_times)


def one_new_commit(repo: Path, work: Path, law_id: str = "184411") -> Path:
    """A copy of ``repo`` with one more reform of one law (one paragraph's words changed)."""
    copy = work / "repo-plus-one"
    subprocess.run(["git", "clone", "-q", str(repo), str(copy)], check=True)
    law = copy / "ee" / f"{law_id}.md"
    text = law.read_text(encoding="utf-8")
    changed = text.replace("mille suurus on 8", "mille suurus on 9", 1)
    if changed == text:  # another law: its first numbered paragraph gets one more word
        changed = re.sub(r"^(\(1\) )", r"\1Muudetud: ", text, count=1, flags=re.M)
    text = changed
    text = re.sub(r'last_updated: "[^"]*"', 'last_updated: "2030-01-01"', text, count=1)
    law.write_text(text, encoding="utf-8")
    env = {
        "GIT_AUTHOR_NAME": "Legalize",
        "GIT_AUTHOR_EMAIL": "legalize@legalize.dev",
        "GIT_COMMITTER_NAME": "Legalize",
        "GIT_COMMITTER_EMAIL": "legalize@legalize.dev",
        "GIT_AUTHOR_DATE": "2030-01-01T00:00:00Z",
        "PATH": "/usr/bin:/bin",
    }
    message = (
        f"[reform] {law_id}\n\nSource-Id: 999999999999\nSource-Date: 2030-01-01\n"
        f"Norm-Id: {law_id}\n"
    )
    subprocess.run(["git", "-C", str(copy), "commit", "-qam", message], check=True, env=env)
    return copy


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("repo", type=Path)
    ap.add_argument("--questions", type=int, default=60)
    ap.add_argument("--seed", type=int, default=28)
    ap.add_argument("--json", action="store_true")
    ap.add_argument(
        "--no-reader", action="store_true", help="skip the reader alone (minutes at full size)"
    )
    ap.add_argument("--no-answers", action="store_true", help="skip the point-in-time answers")
    ap.add_argument("--law", default="184411", help="the law the new commit changes (its id)")
    ap.add_argument(
        "--jobs", default="auto", help="ingest's reading processes (default: ingest's own choice)"
    )
    ap.add_argument("--tmp", type=Path, default=None, help="folder for the stores (default: TMP)")
    args = ap.parse_args()
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="legalize-bench-", dir=args.tmp) as tmp:
        work = Path(tmp)
        out["git_read_s"], out["commits"], out["blob_bytes"] = git_read_alone(args.repo)
        if not args.no_reader:
            out["reader_s"], out["laws"], out["versions"] = reader_alone(args.repo)
        store = work / "ee.db"
        t, rss, graphs = child(CHILD_INGEST, str(args.repo), args.jobs, str(store))
        out["ingest_s"], out["ingest_rss_mb"], out["graphs"] = t, rss, int(graphs)
        out["ingest_phases"] = PHASES.get(str(store), {})
        print(json.dumps(out, sort_keys=True), file=sys.stderr, flush=True)
        nquads = work / "ee.nq"
        import pyoxigraph as ox

        from legalkg.store.local import Store

        with Store(store, read_only=True) as s:
            with nquads.open("wb") as f:
                s.oxigraph.dump(f, format=ox.RdfFormat.N_QUADS)
        t, rss, quads = child(CHILD_BULK, str(nquads), str(work / "bulk.db"))
        out["bulk_s"], out["bulk_rss_mb"], out["quads"] = t, rss, int(quads)
        out["bulk_cpu_s"] = PHASES.get(str(work / "bulk.db"), {}).get("cpu_s")
        out["speed_ratio"] = out["bulk_s"] / out["ingest_s"]
        out["rss_ratio"] = out["ingest_rss_mb"] / out["bulk_rss_mb"]
        print(json.dumps(out, sort_keys=True), file=sys.stderr, flush=True)
        if not args.no_answers:
            p50_answer, p50_queries, n = answers(args.repo, store, args.questions, args.seed)
            out["answer_p50_ms"], out["queries_p50_ms"], out["answered"] = (
                p50_answer * 1000,
                p50_queries * 1000,
                n,
            )
            out["answer_ratio"] = p50_answer / p50_queries
        plus = one_new_commit(args.repo, work, args.law)
        t, rss, _ = child(CHILD_INGEST, str(plus), args.jobs, str(store))
        out["reingest_s"], out["reingest_rss_mb"] = t, rss
        out["reingest_phases"] = PHASES.get(str(store), {})
        out["reingest_ratio"] = t / out["ingest_s"]
        shutil.rmtree(plus, ignore_errors=True)
    if args.json:
        print(json.dumps(out, indent=2, sort_keys=True))
        return 0
    print(
        f"git read alone (log --raw + cat-file of every law blob): {out['git_read_s']:.1f} s, "
        f"{out['commits']} commits, {out['blob_bytes'] / 1e6:.0f} MB"
    )
    if "reader_s" in out:
        print(
            f"reader (histories: frontmatter, structure, comparison): {out['reader_s']:.1f} s, "
            f"{out['laws']} laws, {out['versions']} versions"
        )
    print(
        f"validated ingest: {out['ingest_s']:.1f} s, peak RSS {out['ingest_rss_mb']:.0f} MB, "
        f"{out['graphs']} graphs (phases from its start: {out['ingest_phases']})"
    )
    print(
        f"bulk_load of the same {out['quads']} quads: {out['bulk_s']:.1f} s, "
        f"peak RSS {out['bulk_rss_mb']:.0f} MB, {out['bulk_cpu_s']} CPU s"
    )
    print(
        f"  speed bulk_load/ingest = {out['speed_ratio']:.2f}x (goal >= 0.8, at least 0.5); "
        f"RSS ingest/bulk_load = {out['rss_ratio']:.2f}x (goal <= 1.5)"
    )
    if "answer_p50_ms" in out:
        print(
            f"point-in-time answer p50 {out['answer_p50_ms']:.1f} ms vs its queries "
            f"{out['queries_p50_ms']:.1f} ms = {out['answer_ratio']:.2f}x (goal <= 1.5; "
            f"{out['answered']} answered)"
        )
    print(
        f"re-ingest after one new commit: {out['reingest_s']:.1f} s, peak RSS "
        f"{out['reingest_rss_mb']:.0f} MB = {out['reingest_ratio']:.2f}x the first ingest "
        f"(phases: {out['reingest_phases']})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
