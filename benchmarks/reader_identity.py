"""Does the Legalize reader still give the same output, byte for byte? (issue 28, speed)

For a Legalize repository, writes one line per law: a digest of every ``NormHistory``
``read_all`` yields (its ``repr``: every field, in order, nested dataclasses included), of the
warnings given while reading it, and of the N-Triples (in the order built) of the graph
``legalkg.ingest.iter_graphs`` builds from it. Run it on the code before a change with
``--save``, and after it with ``--check``: any law whose digests differ is listed and the exit
code is 1.

    python benchmarks/reader_identity.py /work/scale/ee100 --save /tmp/before.json
    python benchmarks/reader_identity.py /work/scale/ee100 --check /tmp/before.json

``--time`` only reads (``list(read_all(repo))``, twice) and prints the reader's CPU seconds
(this process, and git's children apart), the lower of the two runs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def digests(repo: Path) -> dict[str, dict[str, str]]:
    from legalkg.ingest import iter_graphs
    from legalkg.norms.model import NormHistory
    from legalkg.norms.readers import legalize

    warnings: list[str] = []
    out: dict[str, dict[str, str]] = {}
    original_read_all = legalize.read_all

    def recording(path: Path, warn: Any = None) -> Iterator[NormHistory]:
        for history in original_read_all(path, warn):
            out[history.source] = {
                "history": hashlib.sha256(repr(history).encode()).hexdigest(),
                "warnings": hashlib.sha256("\n".join(warnings).encode()).hexdigest(),
            }
            warnings.clear()
            yield history

    legalize.WARN[0] = warnings.append
    legalize.read_all = recording  # type: ignore[assignment]
    try:
        for name, triples, source in iter_graphs([repo]):
            nt = "\n".join(str(t) for t in triples)
            entry = out.setdefault(source, {})
            entry["graph"] = name.value
            entry["triples"] = hashlib.sha256(nt.encode()).hexdigest()
            entry["count"] = str(len(triples))
    finally:
        legalize.read_all = original_read_all  # type: ignore[assignment]
    out["(warnings after the last law)"] = {
        "warnings": hashlib.sha256("\n".join(warnings).encode()).hexdigest()
    }
    return out


def reader_seconds(repo: Path) -> tuple[float, float]:
    """CPU seconds of one ``list(read_all(repo))``: this process's, and its children's (git)."""
    from legalkg.norms.readers.legalize import read_all

    before, children = time.process_time(), os.times()
    histories = list(read_all(repo, warn=lambda _m: None))
    own = time.process_time() - before
    after = os.times()
    child = (after.children_user + after.children_system) - (
        children.children_user + children.children_system
    )
    assert histories
    return own, child


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repo", type=Path)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--save", type=Path, help="write the digests here")
    group.add_argument("--check", type=Path, help="compare with the digests saved here")
    group.add_argument("--time", action="store_true", help="reader CPU seconds (lower of 2)")
    args = parser.parse_args()
    if args.time:
        runs = [reader_seconds(args.repo) for _ in range(2)]
        own, child = min(runs)
        print(
            f"reader CPU: {own:.2f} s (runs: {', '.join(f'{r[0]:.2f}' for r in runs)}); "
            f"git children {child:.2f} s"
        )
        return 0
    got = digests(args.repo)
    if args.save:
        args.save.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{len(got) - 1} laws: digests written to {args.save}")
        return 0
    want = json.loads(args.check.read_text(encoding="utf-8"))
    differ = sorted(k for k in set(want) | set(got) if want.get(k) != got.get(k))
    for k in differ:
        print(f"DIFFERS: {k}: {want.get(k)} != {got.get(k)}")
    print(f"{len(got) - 1} laws checked; {len(differ)} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
