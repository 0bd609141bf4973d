"""A held-out check of the Legalize reader on a country it was not built on.

Given a clone of a Legalize country repository (``SPEC.md`` of ``legalize-dev/legalize``), picks
with a fixed seed N laws with several versions, finds the sections whose text changed between
two consecutive versions, and asks legalkg for each such section's text on the day before the
later version and on its first day. The truth is read from the law's file at those commits by
this script's own small parser (git plumbing and a few regular expressions, nothing of the
reader under test), so a reader that misplaces a text, a date or a section is caught.

The truth, and what is left out of it (printed with the counts):

- a law's versions are the commits of its file whose ``Norm-Id`` is the law's identifier (the
  file name), that are not ``[fix-pipeline]`` and that carry a ``Source-Date``; a version is in
  force from its ``Source-Date`` (the legal date, SPEC §Dates) until the next one's; two commits
  on one date: the later (git order of the file) holds;
- the versions are ordered by ``Source-Date`` (SPEC: position does not date a change), the
  file's git order breaking ties; a commit that deletes the file is not a version (these
  repositories delete and add files back by accident); when a commit of *another* law, or a
  ``[fix-pipeline]`` one, changes the text, the history from there on says two things about
  one file and is left out (the law keeps the versions before); a law with fewer than
  ``--min-versions`` versions with sections is left out;
- a section is a Markdown heading starting with a section word (``§ 5``, ``§ 216a``, ``Čl. 3``,
  ``Art. 7``, ``Artículo 7``, ``Article 7``, ``Artigo 7``, ``Articolo 7``, ``Straipsnis``) and
  everything until the next such heading or a heading of a higher level; a section number that
  stands twice in one version is left out (it cannot be cited unambiguously);
- a "changed" section: its text differs between the two versions (substitution), or it appears
  in the later one only (insertion: the day before, the right answer is no text).

Each question is asked twice: as a typed request (``valid-versions``, component ``§ 5``, work
the law's identifier: the reader and the store alone) and as an English question (``What did
§ 5 of 17/1945 Zb. say on 2020-01-01?``: the question reader too). An answer is right when its
text, markup and layout removed (``#``, ``**``, ``<sup>``, white space; the section's label and
title at its start) is the truth's letter for letter; ``lenient`` compares letters and digits
only. Every miss is printed with where the texts part.

Usage (the reader under test on PYTHONPATH; the store is made in a temporary folder)::

    PYTHONPATH=/path/to/legalkg python benchmarks/legalize_heldout.py /work/legalize-sk \\
        [--laws 20] [--seed 28] [--sections 4] [--min-versions 3] [--store DIR] [--json]

Not a test of the default run: it needs a clone of a country repository (hundreds of MB).
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import re
import subprocess
import sys
import tempfile
import time
import unicodedata
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

_SECTION = re.compile(
    r"^(?P<word>§|Čl\.|Art\.|Artículo|Article|Artigo|Articolo|Artikel|Straipsnis)\s*"
    r"(?P<num>(?:\d+[a-z]?|[IVXLC]+)(?:\s*<sup>\s*\w+\s*</sup>)?(?:[-.]\w+)?)\b",
    re.IGNORECASE,
)
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_TRAILER = re.compile(r"^(Source-Id|Source-Date|Norm-Id):\s*(.*?)\s*$", re.MULTILINE)
_SUBJECT_TYPE = re.compile(r"^\[([a-z-]+)\]")


@dataclass
class Commit:
    sha: str
    subject: str
    source_date: date | None
    norm_id: str | None
    source_id: str | None
    files: list[str] = field(default_factory=list)


@dataclass
class Version:
    sha: str
    day: date
    source_id: str
    sections: dict[str, tuple[str, str]]  # number → (title, text)
    duplicated: set[str]


@dataclass
class Question:
    law: str
    path: str
    citation: str
    section: str
    day: date
    expected: str | None  # None: not in force
    title: str
    kind: str  # "before" / "first day", substitution / insertion
    commit: str


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
    ).stdout


def read_log(repo: Path) -> dict[str, list[Commit]]:
    """Every law file's commits, oldest first (one pass over the history)."""
    out = git(repo, "log", "--reverse", "--no-renames", "--format=%x1e%H%x1f%B%x1f", "--name-only")
    by_file: dict[str, list[Commit]] = {}
    for record in out.split("\x1e")[1:]:
        sha, message, names = record.split("\x1f")
        trailers = dict(_TRAILER.findall(message))
        raw_day = trailers.get("Source-Date", "")
        try:
            day = date.fromisoformat(raw_day[:10]) if raw_day else None
        except ValueError:
            day = None
        commit = Commit(
            sha,
            message.strip().splitlines()[0] if message.strip() else "",
            day,
            trailers.get("Norm-Id"),
            trailers.get("Source-Id"),
        )
        for name in names.split("\n"):
            name = name.strip()
            if name.endswith(".md") and "/" in name and not name.startswith("."):
                by_file.setdefault(name, []).append(commit)
    return by_file


def cached_log(repo: Path, cache: Path | None) -> dict[str, list[Commit]]:
    """:func:`read_log`, kept in ``cache`` (a pickle named by the repository's HEAD)."""
    if cache is None:
        return read_log(repo)
    head = git(repo, "rev-parse", "HEAD").strip()
    path = cache / f"log-{head}.pickle"
    if path.is_file():
        with path.open("rb") as f:
            loaded: dict[str, list[Commit]] = pickle.load(f)  # our own file, written below
        return loaded
    by_file = read_log(repo)
    cache.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        pickle.dump(by_file, f)
    return by_file


def make_subset(
    repo: Path, paths: list[str], dest: Path, by_file: dict[str, list[Commit]] | None = None
) -> None:
    """A repository of the picked laws alone, with their whole histories: every commit that
    touches one (its message, trailers and dates as they are, its changes to the other files
    dropped), imported into ``dest`` by ``git fast-import``, the objects borrowed from ``repo``
    (alternates), the work tree checked out.

    With ``by_file`` (the log already read) the stream is written from it: the commits are
    known, so each picked file's blob at each of them is looked up (``cat-file --batch-check``)
    rather than found by ``git fast-export -- PATHS``, whose walk diffs every commit's tree (on
    legalize-sk, one flat directory of 26,386 files and 53,329 commits: many minutes).
    """
    dest.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "init", "-q", str(dest)], check=True)
    objects = (repo / ".git" / "objects") if (repo / ".git").is_dir() else repo / "objects"
    (dest / ".git" / "objects" / "info" / "alternates").write_text(f"{objects.resolve()}\n")
    if by_file is None:
        stream = subprocess.run(
            ["git", "-C", str(repo), "fast-export", "--no-data", "--reverse", "HEAD", "--", *paths],
            check=True,
            capture_output=True,
        ).stdout
    else:
        stream = _subset_stream(repo, paths, by_file)
    subprocess.run(["git", "-C", str(dest), "fast-import", "--quiet"], input=stream, check=True)
    branch = git(dest, "for-each-ref", "--format=%(refname:short)", "refs/heads").split()
    git(dest, "checkout", "-q", "-f", branch[0])


def _subset_stream(repo: Path, paths: list[str], by_file: dict[str, list[Commit]]) -> bytes:
    touching: dict[str, list[str]] = {}
    for path in paths:
        for c in by_file[path]:
            touching.setdefault(c.sha, []).append(path)
    order = [
        sha
        for sha in git(repo, "rev-list", "--topo-order", "--reverse", "HEAD").split()
        if sha in touching
    ]
    specs = [f"{sha}:{path}" for sha in order for path in touching[sha]]
    checked = (
        subprocess.run(
            ["git", "-C", str(repo), "cat-file", "--batch-check"],
            input="\n".join(specs + order).encode() + b"\n",
            check=True,
            capture_output=True,
        )
        .stdout.decode()
        .splitlines()
    )
    blob = {
        spec: line.split()[0] if line.endswith(tuple("0123456789")) and " blob " in line else None
        for spec, line in zip(specs, checked[: len(specs)], strict=True)
    }
    raw = subprocess.run(
        ["git", "-C", str(repo), "cat-file", "--batch"],
        input="\n".join(order).encode() + b"\n",
        check=True,
        capture_output=True,
    ).stdout
    out: list[bytes] = []
    pos = 0
    for n, sha in enumerate(order, start=1):
        header_end = raw.index(b"\n", pos)
        size = int(raw[pos:header_end].split()[2])
        body = raw[header_end + 1 : header_end + 1 + size]
        pos = header_end + 1 + size + 1
        head, _, message = body.partition(b"\n\n")
        fields = dict(line.split(b" ", 1) for line in head.splitlines() if b" " in line)
        out.append(b"commit refs/heads/main\nmark :%d\n" % n)
        out.append(b"author " + fields[b"author"] + b"\n")
        out.append(b"committer " + fields[b"committer"] + b"\n")
        out.append(b"data %d\n" % len(message) + message + b"\n")
        if n > 1:
            out.append(b"from :%d\n" % (n - 1))
        for path in touching[sha]:
            got = blob[f"{sha}:{path}"]
            out.append(f"M 100644 {got} {path}\n".encode() if got else f"D {path}\n".encode())
        out.append(b"\n")
    return b"".join(out)


def blobs(repo: Path, specs: list[str]) -> list[str | None]:
    """The files ``sha:path`` (None for a file a commit deleted)."""
    proc = subprocess.run(
        ["git", "-C", str(repo), "cat-file", "--batch"],
        input="".join(f"{s}\n" for s in specs).encode(),
        capture_output=True,
        check=True,
    )
    data, out, i = proc.stdout, [], 0
    for _ in specs:
        end = data.index(b"\n", i)
        header = data[i:end].decode()
        i = end + 1
        if header.endswith("missing"):
            out.append(None)
            continue
        size = int(header.rsplit(" ", 1)[1])
        out.append(data[i : i + size].decode("utf-8", "replace"))
        i += size + 1
    return out


def split_file(text: str) -> tuple[dict[str, str], str]:
    """(frontmatter fields as plain strings, body)."""
    meta: dict[str, str] = {}
    if not text.startswith("---"):
        return meta, text
    head, _, body = text[3:].partition("\n---")
    for line in head.splitlines():
        m = re.match(r"^([A-Za-z_]+):\s*\"?(.*?)\"?\s*$", line)
        if m:
            meta[m.group(1)] = m.group(2)
    return meta, body.partition("\n")[2]


def number_of(word: str, raw: str) -> str:
    """The section's citation key: ``§ 5``, ``§ 216^1`` (for ``§ 216<sup>1</sup>``), ``Čl. I``."""
    raw = re.sub(r"\s*<sup>\s*(\w+)\s*</sup>", r"^\1", raw)
    compact = re.sub(r"\s+", "", raw)
    return f"{word} {compact}"


def sections(body: str) -> tuple[dict[str, tuple[str, str]], set[str]]:
    """Section number → (title, text); and the numbers not to ask about: those that stand
    twice, and sections with sections inside (``Čl. I`` holding ``§ 1`` …)."""
    found: dict[str, tuple[str, str]] = {}
    duplicated: set[str] = set()
    current: str | None = None
    level = 0
    title_lines: list[str] = []
    lines: list[str] = []
    in_title = False

    def close() -> None:
        if current is None:
            return
        if current in found:
            duplicated.add(current)
        found[current] = (" ".join(title_lines), "\n".join(lines).strip())

    for line in body.splitlines():
        h = _HEADING.match(line)
        if h:
            m = _SECTION.match(h.group(2))
            if m:
                if current is not None and len(h.group(1)) > level:
                    # Čl. I holding §§: its text is theirs too; only sections without
                    # sections inside are asked about
                    duplicated.add(current)
                close()
                current, level = number_of(m.group("word"), m.group("num")), len(h.group(1))
                title_lines, lines, in_title = [], [], True
                rest = h.group(2)[m.end() :].strip(" .-–")
                if rest:
                    title_lines.append(rest)
                continue
            if current is not None and in_title and len(h.group(1)) == level and not lines:
                title_lines.append(h.group(2))  # the section's title, on a heading of its own
                continue
            if current is not None and len(h.group(1)) <= level:
                close()  # a heading at the section's level or above (Čl. II, Hlava III) ends it
                current = None
                continue
        if current is not None:
            if line.strip():
                in_title = False
                lines.append(line)
    close()
    return found, duplicated


def flatten(text: str) -> str:
    """Markup and layout removed: the text compared."""
    text = unicodedata.normalize("NFC", text)
    text = re.sub(r"<sup>\s*(\w+)\s*</sup>", r"^\1", text)
    text = re.sub(r"<[^>]+>", "", text)
    text = re.sub(r"^\s*#{1,6}\s*", "", text, flags=re.MULTILINE)
    text = re.sub(r"\\([\\`*_{}\[\]()#+\-.!|>])", r"\1", text)
    text = text.replace("**", "").replace("__", "")
    return re.sub(r"\s+", "", text)


def strip_label(answer: str, number: str, title: str) -> str:
    """The answer's text without the section's label and title at its start."""
    flat = flatten(answer)
    label = re.compile(re.escape(flatten(_component(number))) + r"\.?", re.IGNORECASE)
    flat = label.sub("", flat, count=1) if label.match(flat) else flat
    t = flatten(title)
    if t and flat.startswith(t):
        flat = flat[len(t) :]
    return flat


def lenient(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def law_versions(repo: Path, path: str, commits: list[Commit]) -> tuple[list[Version], str]:
    """The law's versions with their sections, and a note: why the law (or the end of its
    history, when a commit of another law or a ``[fix-pipeline]`` commit changes its text) is
    left out."""
    identifier = Path(path).stem
    texts = blobs(repo, [f"{c.sha}:{path}" for c in commits])
    dated: list[tuple[date, int, Commit, str]] = []
    previous_body: str | None = None
    note = ""
    for i, (commit, text) in enumerate(zip(commits, texts, strict=True)):
        if text is None:
            continue  # a deletion (added back later in these repositories): no legal event
        _, body = split_file(text)
        changed = previous_body is not None and body != previous_body
        previous_body = body
        kind = (_SUBJECT_TYPE.match(commit.subject) or [None, ""])[1]
        own = commit.norm_id == identifier
        if not own or kind == "fix-pipeline":
            if changed:  # the history says two things from here on: keep what comes before
                note = f"versions after {commit.sha[:12]} ({commit.norm_id}, {kind}) left out"
                break
            continue
        if commit.source_date is None:
            if changed or not dated:
                return [], f"commit {commit.sha[:12]} has no Source-Date"
            continue
        dated.append((commit.source_date, i, commit, body))
    # Source-Date dates a version (SPEC §Dates), the file's git order breaks ties: the later
    # commit of a day holds.
    dated.sort(key=lambda t: (t[0], t[1]))
    versions: list[Version] = []
    for day, _, commit, body in dated:
        found, duplicated = sections(body)
        if versions and versions[-1].day == day:
            versions.pop()
        versions.append(Version(commit.sha, day, commit.source_id or "", found, duplicated))
    with_text = sum(1 for v in versions if v.sections)
    return versions, note if with_text else (note or "no version with sections")


def questions_for(
    path: str, citation: str, versions: list[Version], rng: random.Random, per_law: int
) -> list[Question]:
    law = Path(path).stem
    candidates: list[tuple[Version, Version, str, str]] = []
    for before, after in zip(versions, versions[1:], strict=False):
        if not before.sections or not after.sections:
            continue  # a version without sections (a title only): nothing to compare
        for number, (_title, text) in after.sections.items():
            if number in after.duplicated or number in before.duplicated:
                continue
            old = before.sections.get(number)
            if old is None:
                candidates.append((before, after, number, "insertion"))
            elif flatten(old[1]) != flatten(text):
                candidates.append((before, after, number, "substitution"))
    rng.shuffle(candidates)
    out: list[Question] = []
    for before, after, number, kind in candidates[:per_law]:
        title, text = after.sections[number]
        old = before.sections.get(number)
        out.append(
            Question(
                law,
                path,
                citation,
                number,
                after.day - timedelta(days=1),
                old[1] if old else None,
                old[0] if old else title,
                f"{kind}, day before",
                before.sha,
            )
        )
        out.append(
            Question(
                law, path, citation, number, after.day, text, title, f"{kind}, first day", after.sha
            )
        )
    return out


#: How each question is asked: a typed request (the reader and the store alone); in English with
#: the law's official citation (``580/2004 Z. z.``); in English with its identifier.
HOW = ("request", "question", "question-id")


def _component(number: str) -> str:
    """``§ 216^1`` → ``§ 216<sup>1</sup>``, as the files write it."""
    base, _, sup = number.partition("^")
    return base + (f"<sup>{sup}</sup>" if sup else "")


def ask(store: Any, q: Question, how: str) -> tuple[str | None, str]:
    """(the text answered or None, a note: the refusal or the versions' count)."""
    from legalkg.asking import ask_one

    try:
        if how == "request":
            request = {
                "type": "valid-versions",
                "component": _component(q.section),
                "date": q.day.isoformat(),
                "work": q.law,
            }
            asked = ask_one(store, request_json=json.dumps(request))
        else:
            name = q.citation if how == "question" else q.law
            question = f"What did {_component(q.section)} of {name} say on {q.day.isoformat()}?"
            asked = ask_one(store, question=question)
    except Exception as e:  # a refusal: PlanError, QuestionError, ...
        return None, f"refused: {type(e).__name__}: {str(e)[:200]}"
    result = asked.answer.result if isinstance(asked.answer.result, dict) else {}
    found = result.get("versions") or []
    if not found:
        return None, "no version"
    texts = [str(v.get("text", "")) for v in found]
    return "\n".join(texts), f"{len(found)} version(s)"


def judge(q: Question, text: str | None) -> tuple[bool, bool, str]:
    """(right, right when compared leniently, where they part)."""
    if q.expected is None:
        return text is None, text is None, "" if text is None else "answered a text"
    if text is None:
        return False, False, "no text"
    got = strip_label(text, q.section, q.title)
    want = flatten(q.expected)
    if got == want:
        return True, True, ""
    loose = lenient(got) == lenient(want) or lenient(got).endswith(lenient(want))
    i = next(
        (k for k, (a, b) in enumerate(zip(got, want, strict=False)) if a != b),
        min(len(got), len(want)),
    )
    return (
        False,
        loose,
        f"at {i}: got …{got[max(0, i - 30) : i + 50]!r} want …{want[max(0, i - 30) : i + 50]!r}",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("repo", type=Path)
    parser.add_argument("--laws", type=int, default=20)
    parser.add_argument("--seed", type=int, default=28)
    parser.add_argument("--sections", type=int, default=4, help="changed sections per law")
    parser.add_argument("--min-versions", type=int, default=3)
    parser.add_argument("--store", type=Path)
    parser.add_argument(
        "--subset", type=Path, help="where to build the repository of the picked laws"
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--log-cache", type=Path, help="keep the parsed history here (keyed by HEAD) for reruns"
    )
    args = parser.parse_args(argv)

    t0 = time.perf_counter()
    by_file = cached_log(args.repo, args.log_cache)
    rng = random.Random(args.seed)
    candidates = sorted(
        p for p, cs in by_file.items() if len({c.source_date for c in cs}) >= args.min_versions + 1
    )
    rng.shuffle(candidates)
    picked: list[tuple[str, list[Version], str]] = []
    left_out: list[tuple[str, str]] = []
    truncated: list[tuple[str, str]] = []
    for path in candidates:
        if len(picked) >= args.laws:
            break
        versions, why = law_versions(args.repo, path, by_file[path])
        if sum(1 for v in versions if v.sections) < args.min_versions:
            left_out.append((path, why or f"{len(versions)} version(s) with sections"))
            continue
        if why:
            truncated.append((path, why))
        head = blobs(args.repo, [f"{versions[-1].sha}:{path}"])[0] or ""
        meta, _ = split_file(head)
        citation = meta.get("official_citation") or meta.get("identifier") or Path(path).stem
        picked.append((path, versions, citation))
    questions: list[Question] = []
    for path, versions, citation in picked:
        questions.extend(questions_for(path, citation, versions, rng, args.sections))
    t1 = time.perf_counter()

    from legalkg.ingest import ingest
    from legalkg.store.local import Store

    work = Path(tempfile.mkdtemp(prefix="legalize-heldout-"))
    subset = args.subset or work / "repo"
    make_subset(args.repo, [p for p, _, _ in picked], subset, by_file)
    store = Store(args.store or work / "store")
    failed_ingest: dict[str, str] = {}
    try:  # the repository of the picked laws, as a user would ingest a country
        ingest([subset], store=store)
    except Exception as e:  # one refusal refuses all: then law by law, to see which
        print(f"ingest of {subset} refused: {type(e).__name__}: {str(e)[:300]}", file=sys.stderr)
        for path, _, _ in picked:
            try:
                ingest([subset / path], store=store)
            except Exception as e:  # a refusal: the law's questions count as misses
                failed_ingest[path] = f"{type(e).__name__}: {str(e)[:300]}"
    t2 = time.perf_counter()

    rows = []
    for q in questions:
        row: dict[str, Any] = {
            "law": q.law,
            "section": q.section,
            "day": q.day.isoformat(),
            "kind": q.kind,
            "commit": q.commit[:12],
        }
        for how in HOW:
            if q.path in failed_ingest:
                text, note = None, "ingest refused: " + failed_ingest[q.path]
            else:
                text, note = ask(store, q, how)
            right, loose, where = judge(q, text)
            row[how] = {"right": right, "lenient": loose, "note": note, "where": where}
        rows.append(row)
    t3 = time.perf_counter()

    summary = {
        "laws": len(picked),
        "left_out": len(left_out),
        "questions": len(rows),
        "seconds": {
            "truth": round(t1 - t0, 1),
            "ingest": round(t2 - t1, 1),
            "ask": round(t3 - t2, 1),
        },
    }
    for how in HOW:
        summary[how] = {
            "right": sum(r[how]["right"] for r in rows),
            "lenient": sum(r[how]["lenient"] for r in rows),
        }
    if args.json:
        print(
            json.dumps(
                {
                    "summary": summary,
                    "rows": rows,
                    "left_out": left_out,
                    "ingest_refused": failed_ingest,
                },
                indent=1,
                ensure_ascii=False,
            )
        )
        return 0
    print(f"repository {args.repo}: {len(by_file)} files; seed {args.seed}")
    print(f"laws picked {len(picked)}: " + ", ".join(Path(p).stem for p, _, _ in picked))
    print(f"laws left out on the way ({len(left_out)}):")
    for path, why in left_out:
        print(f"  {path}: {why}")
    print(f"laws picked with the end of their history left out ({len(truncated)}):")
    for path, why in truncated:
        print(f"  {path}: {why}")
    for path, why in sorted(failed_ingest.items()):
        print(f"INGEST REFUSED {path}: {why}")
    print()
    for r in rows:
        for how in HOW:
            v = r[how]
            if not v["right"]:
                tag = "lenient-ok" if v["lenient"] else "MISS"
                print(
                    f"{tag} [{how}] {r['law']} {r['section']} on {r['day']} ({r['kind']}, "
                    f"truth @{r['commit']}): {v['note']} {v['where']}"
                )
    print()
    n = len(rows) or 1
    for how in HOW:
        s = summary[how]
        print(
            f"{how}: right {s['right']}/{len(rows)} ({100 * s['right'] / n:.1f} %), "
            f"lenient {s['lenient']}/{len(rows)} ({100 * s['lenient'] / n:.1f} %)"
        )
    print(f"seconds: {summary['seconds']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
