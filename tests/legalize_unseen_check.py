"""Unseen check of the Legalize reader on a whole statute book: point-in-time questions on
sections of laws chosen at random, the truth read from the files at those commits.

Not a test of the default run (it needs a whole-corpus store). The seed is drawn at run time
and printed with the figure, so the sample is not looked at before it is scored:

    python tests/legalize_unseen_check.py /work/ee-legalize /work/ee.db [--n 200] [--seed S]

The truth is computed without the reader: a law's versions are its commits ordered by
``Source-Date`` (git order within a day, the later commit wins), the version in force on a
day is the last one dated on or before it, and a section's text is the lines of that file from
its ``§ N.`` heading to the next heading of that level or above, whitespace normalised and
``<sup>N</sup>`` as superscript digits. Each question is asked on the first day of a version
or on the day before the next one. Right: the answer quotes that text (its units in document
order); a refusal or any other text is wrong.
"""

from __future__ import annotations

import argparse
import re
import secrets
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from legalkg.asking import ask_one
from legalkg.norms.readers.legalize_structure import sup
from legalkg.store.local import Store


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
    ).stdout


def _versions(repo: Path, path: str) -> list[tuple[date, str]]:
    out = _git(repo, "log", "--topo-order", "--reverse", "--format=%H%x1f%B%x1e", "--", path)
    found: dict[date, str] = {}
    for record in out.split("\x1e"):
        if "\x1f" not in record:
            continue
        sha, body = record.strip().split("\x1f", 1)
        m = re.search(r"^Source-Date:\s*(\d{4}-\d{2}-\d{2})\s*$", body, re.M)
        if m:
            found[date.fromisoformat(m.group(1))] = sha  # the later commit of a day wins
    return sorted(found.items())


def _section(text: str, number: str) -> str | None:
    lines = text.split("\n")
    start = None
    level = 0
    out: list[str] = []
    for line in lines:
        h = re.match(r"^(#{1,6})\s+(.*)$", line)
        if start is None:
            if h and re.match(rf"§\s*{re.escape(number)}\.", h.group(2)):
                start, level = True, len(h.group(1))
                out.append(h.group(2))
            continue
        if h and len(h.group(1)) <= level:
            break
        out.append(h.group(2) if h else line)
    return " ".join(sup("\n".join(out)).split()) if start else None


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("repo", type=Path)
    ap.add_argument("store", type=Path)
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--seed", type=int, default=None)
    args = ap.parse_args()
    seed = args.seed if args.seed is not None else secrets.randbits(32)
    import random

    rng = random.Random(seed)
    laws = sorted(p.relative_to(args.repo).as_posix() for p in (args.repo / "ee").glob("*.md"))
    right = 0
    asked = 0
    wrong: list[str] = []
    with Store(args.store, read_only=True) as store:
        while asked < args.n:
            path = rng.choice(laws)
            versions = _versions(args.repo, path)
            if not versions:
                continue
            i = rng.randrange(len(versions))
            day, sha = versions[i]
            if i + 1 < len(versions) and rng.random() < 0.5:
                day = versions[i + 1][0] - timedelta(days=1)
            text = _git(args.repo, "show", f"{sha}:{path}")
            numbers = re.findall(r"^#{1,6}\s+§\s*(\d+(?:<sup>\d+</sup>)?)\.", text, re.M)
            if not numbers:
                continue
            number = rng.choice(numbers)
            if numbers.count(number) > 1:
                continue
            truth = _section(text, number)
            if truth is None:
                continue
            identifier = Path(path).stem
            question = f"What did § {sup(number)} of {identifier} say on {day.isoformat()}?"
            asked += 1
            try:
                answer = ask_one(store, question=question).answer
                quoted = " ".join(str(answer.answer).split())
                if "the whole text is in result.versions[].text" in quoted:  # abridged
                    result: Any = answer.result
                    versions = result.get("versions") or [{}]
                    quoted = " ".join(str(versions[0].get("text", "")).split())
            except Exception as e:  # noqa: BLE001 - a refusal is a wrong answer here
                wrong.append(f"{question}: refused: {str(e).splitlines()[0][:160]}")
                continue
            if truth in quoted:
                right += 1
            else:
                wrong.append(f"{question}: {quoted[:160]} ≠ {truth[:160]}")
    for w in wrong[:20]:
        print("wrong:", w)
    print(f"seed {seed}: {right}/{asked} right ({100 * right / asked:.1f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
