"""A reading worker of :mod:`legalkg.ingestion.parallel` (``python -m legalkg.ingestion.worker``,
started by :func:`legalkg.ingestion.parallel.read_shares`): its task (a pickled
:class:`~legalkg.ingestion.parallel.Share`) on stdin, what it tells (pickles of ``(share, law
index, kind, payload)``) on stdout; whatever else it prints goes to stderr.

A module of its own so that :mod:`legalkg.ingestion.parallel`, which :mod:`legalkg.ingest`
imports, does not import :mod:`legalkg.ingest` back.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import pickle
import sys
import traceback
from pathlib import Path
from typing import IO, Any

from legalkg.ingestion.parallel import Built, Share


def _work(task: Share, out: IO[bytes]) -> None:
    """A worker process: read, build, serialize, validate and digest its share of the laws,
    telling the parent on ``out`` (pickles of ``(share, law index, kind, payload)``)."""
    from legalkg.ingest import serialized_graphs
    from legalkg.norms.readers import legalize

    counter = itertools.count()
    current = [-1]

    def tell(kind: str, payload: Any) -> None:
        pickle.dump((task.share, current[0], kind, payload), out)
        out.flush()

    def skip(file: str, history: str) -> bool:
        current[0] = i = next(counter)
        try:
            os.close(os.open(os.path.join(task.claims, str(i)), os.O_CREAT | os.O_EXCL))
        except FileExistsError:
            return True  # another worker builds it
        tell("claim", None)
        if task.salt is not None:
            key = hashlib.sha256(f"{task.salt}\n{history}".encode()).hexdigest()
            kept = task.built_from.get(key)
            if kept is not None:
                tell("kept", (file, *kept))
                return True
            tell("read", (file, key))
        else:
            tell("read", (file, ""))
        return False

    legalize.WARN[0] = lambda message: tell("warn", message)
    token = legalize.SKIP.set(skip)
    shapes: tuple[str, ...] = ()
    try:
        runs = None
        if task.validate:
            from legalkg.validation.shacl import GraphRuns

            runs = GraphRuns()
            shapes = runs.shapes
        with open(task.spool, "wb") as spool:
            for name, text, size, source in serialized_graphs(
                [Path(p) for p in task.paths],
                base=task.base,
                progress=lambda message: tell("progress", message),
                allow_empty=task.allow_empty,
            ):
                offset = spool.tell()
                spool.write(text)
                spool.flush()
                outcome = keys = None
                if runs is not None and runs.rule is not None:
                    from legalkg.validation.split import link_keys

                    outcome = runs.run(name, text)
                    keys = link_keys(text, runs.rule)
                digest = "sha256:" + hashlib.sha256(text).hexdigest()
                tell(
                    "graph",
                    Built(
                        name.value,
                        source,
                        size,
                        task.spool,
                        offset,
                        len(text),
                        digest,
                        outcome,
                        keys,
                    ),
                )
    except BaseException as e:  # noqa: BLE001 - every failure goes to the parent
        try:
            pickled: bytes | None = pickle.dumps(e)
        except Exception:  # noqa: BLE001
            pickled = None
        tell("error", (pickled, f"{type(e).__name__}: {e}\n{traceback.format_exc()}"))
    finally:
        legalize.SKIP.reset(token)
        tell("done", shapes)


if __name__ == "__main__":
    # its messages go to a copy of stdout; what anything prints goes to stderr instead
    channel = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    _work(pickle.load(sys.stdin.buffer), channel)
    channel.close()
