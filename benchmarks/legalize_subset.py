"""A Legalize repository holding only some of another's laws, with their whole histories.

Every commit of the source repository that touches one of the chosen law files is replayed
(author, committer, dates, message and trailers as they are; only the chosen files' changes)
into a new repository through ``git fast-import``: the figures of ``docs/performance.md`` on
"100 Estonian laws" are on such a repository.

Usage::

    python benchmarks/legalize_subset.py /work/legalize-ee 100 /tmp/ee100 [--seed 1]
        [--keep ee/184411.md]

The laws are drawn at random (seeded) from the files of the newest commit; the ``--keep``
files are always among them (default: the Estonian Penal Code).
"""

from __future__ import annotations

import argparse
import random
import subprocess
from pathlib import Path


def _git(repo: Path, *args: str) -> bytes:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, check=True).stdout


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("source", type=Path)
    ap.add_argument("laws", type=int)
    ap.add_argument("target", type=Path)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", action="append", default=None)
    args = ap.parse_args()
    keep = args.keep or ["ee/184411.md"]
    files = _git(args.source, "ls-files", "--", "*/*.md").decode().split()
    rest = sorted(set(files) - set(keep))
    chosen = sorted({*keep, *random.Random(args.seed).sample(rest, max(0, args.laws - len(keep)))})
    commits = _git(
        args.source, "log", "--reverse", "--topo-order", "--format=%H", "--", *chosen
    ).split()
    subprocess.run(["git", "init", "-q", str(args.target)], check=True)
    importer = subprocess.Popen(
        ["git", "-C", str(args.target), "fast-import", "--quiet"], stdin=subprocess.PIPE
    )
    assert importer.stdin is not None
    out = importer.stdin
    for sha in commits:
        meta = _git(
            args.source,
            "show",
            "-s",
            "--date=raw",
            "--format=%an%x00%ae%x00%ad%x00%cn%x00%ce%x00%cd%x00%B",
            sha.decode(),
        )
        an, ae, ad, cn, ce, cd, message = meta.split(b"\0", 6)
        changed = _git(
            args.source, "diff-tree", "--no-commit-id", "-r", "--name-status", "--root",
            sha.decode(), "--", *chosen,
        ).decode().splitlines()  # fmt: skip
        out.write(b"commit refs/heads/main\n")
        out.write(b"author %s <%s> %s\n" % (an, ae, ad))
        out.write(b"committer %s <%s> %s\n" % (cn, ce, cd))
        out.write(b"data %d\n%s\n" % (len(message), message))
        for line in changed:
            status, path = line.split("\t", 1)
            if status.startswith("D"):
                out.write(b"D %s\n" % path.encode())
            else:
                blob = _git(args.source, "show", f"{sha.decode()}:{path}")
                out.write(b"M 100644 inline %s\ndata %d\n%s\n" % (path.encode(), len(blob), blob))
    out.close()
    if importer.wait() != 0:
        raise SystemExit("git fast-import failed")
    subprocess.run(["git", "-C", str(args.target), "checkout", "-q", "main"], check=True)
    print(f"{len(chosen)} laws, {len(commits)} commits -> {args.target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
