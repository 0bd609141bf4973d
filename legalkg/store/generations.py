"""The generations of an on-disk store (``docs/concurrency.md``): the folder layout, the
``generation`` pointer and its locks, a staging copy published by one rename, the files a
write records beside the data (verdict, digests, notes), and the generations no reader holds
any more removed.

:class:`legalkg.store.local.Store` is the only user; the functions here touch files, never a
query.
"""

from __future__ import annotations

import errno
import fcntl
import os
import re
import shutil
import time
from collections.abc import Mapping
from pathlib import Path
from typing import IO

import pyoxigraph as ox

from legalkg.core.errors import StoreError

#: The file that names the current generation (a folder beside it); replaced atomically.

#: The file that names the current generation (a folder beside it); replaced atomically.
POINTER = "generation"


#: Held shared by a reader while it reads the pointer and pins that generation, and exclusively
#: by the writer while it replaces the pointer: the only moment a reader can wait for a writer.
SWAP_LOCK = "swap.lock"


#: Held exclusively by the one writer for its whole write; holds that writer's process id.
WRITER_LOCK = "writer.lock"


#: The generation name of a store in the first layout (RocksDB's files in the folder itself).
LEGACY = "legacy"


#: A file inside a generation's folder: the verdict a write's check recorded for that whole
#: state (``ingest``: the shapes it conforms to), written before the generation is published.
VERDICT = "legalkg-verdict"


#: A file inside a generation's folder: ``graph IRI<TAB>digest`` lines, one for each graph a
#: write was given a digest of (``ingest``: of its N-Triples), sorted; carried over for the
#: graphs a later write keeps. A graph without a line has no digest.
DIGESTS = "legalkg-digests"


#: A file inside a generation's folder: opaque bytes a write was given for some graphs
#: (``ingest``: the terms that link a graph to others, for the next write's validation),
#: carried over, like the digests, for the graphs a later write keeps (:meth:`Store.notes`).
NOTES = "legalkg-notes"


_GENERATION = re.compile(r"^g(\d{6,})(\.new)?$")


_ROCKSDB_FILE = re.compile(
    r"^(CURRENT|IDENTITY|LOCK|LOG(\.old\.\d+)?|MANIFEST-\d+|OPTIONS-\d+(\.dbtmp)?"
    r"|\d+\.(sst|log|blob|dbtmp))$"
)


#: Attempts to open a store read-only while another process writes it (see _open_read_only).
READ_ONLY_ATTEMPTS = 8


def _open_read_only(path: Path) -> ox.Store:
    """Open an on-disk store read-only, retrying while a writer swaps its files.

    RocksDB's read-only open reads the MANIFEST and then the files it lists; a writer in
    another process can compact or rotate them in between, and the open fails with
    "Corruption: … No such file or directory" (about 4 opens in 10 here during a continuous
    re-ingest). The files are fine: opening again sees the new set. Backs off 20 ms, 40 ms…
    (about 2.5 s in all) before giving up with the last error.
    """
    delay = 0.02
    for attempt in range(READ_ONLY_ATTEMPTS):
        try:
            return ox.Store.read_only(str(path))
        except RuntimeError as e:
            transient = "Corruption" in str(e) or "No such file" in str(e)
            if not transient or attempt == READ_ONLY_ATTEMPTS - 1:
                raise OSError(str(e)) from e
            time.sleep(delay)
            delay *= 2
    raise AssertionError("unreachable")  # pragma: no cover


def current_generation(path: str | Path) -> str | None:
    """The generation an on-disk store's readers open now (``"legacy"`` for a store of the
    first layout), or ``None`` when ``path`` holds no store. Cheap: it reads one small file.

    A long-running reader (``legalkg serve``) compares it with :attr:`Store.generation` to
    notice a write.

    >>> import tempfile
    >>> from legalkg.store.local import Store
    >>> tmp = tempfile.TemporaryDirectory()
    >>> folder = Path(tmp.name) / "kg.db"
    >>> writer = Store(folder)
    >>> reader = Store(folder, read_only=True)
    >>> current_generation(folder), reader.generation
    ('g000001', 'g000001')
    >>> g = ox.NamedNode("https://example.org/graph/a")
    >>> t = ox.Triple(g, g, ox.Literal("new"))
    >>> writer.replace_graphs({g: [t]})
    >>> current_generation(folder), writer.generation, len(writer)
    ('g000002', 'g000002', 1)
    >>> reader.generation, len(reader)          # a reader keeps the state it opened
    ('g000001', 0)
    >>> reader.close(); writer.close(); tmp.cleanup()
    """
    root = Path(path)
    name = _read_pointer(root)
    if name is None and (root / "CURRENT").is_file():
        return LEGACY
    return name


def _read_pointer(root: Path) -> str | None:
    try:
        name = (root / POINTER).read_text("ascii").strip()
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as e:
        raise StoreError(f"{root / POINTER}: cannot read the store's generation: {e}") from e
    match = _GENERATION.match(name)
    if match is None or match.group(2):
        raise StoreError(
            f"{root / POINTER}: names {name!r}, not a generation of the store; restore the "
            "store from a backup or ingest its sources again"
        )
    return name


def _lock_file(path: Path) -> IO[bytes] | None:
    """``path`` opened for ``flock`` (created if missing); ``None`` where the store's folder
    cannot be written (read-only media, another user's store): no process writes it then."""
    try:
        return open(path, "a+b")  # noqa: SIM115 — the caller holds it
    except OSError as e:
        if e.errno not in (errno.EROFS, errno.EACCES, errno.EPERM):
            raise
    try:
        return open(path, "rb")  # noqa: SIM115
    except OSError:
        return None


def _pin(root: Path, name: str | None) -> tuple[str, IO[bytes] | None]:
    """Take a shared lock on generation ``name`` (by default the current one) and return its
    name and the held lock: while it is held, no writer removes that generation."""
    if name is not None:
        held = _lock_file(root / f"{name}.lock")
        if held is not None:
            fcntl.flock(held, fcntl.LOCK_SH)
        folder = root if name == LEGACY else root / name
        if not (folder / "CURRENT").is_file():
            if held is not None:
                held.close()
            raise StoreError(f"{root}: generation {name} is no longer there (a write replaced it)")
        return name, held
    swap = _lock_file(root / SWAP_LOCK)
    try:
        if swap is not None:
            fcntl.flock(swap, fcntl.LOCK_SH)  # a writer holds it only while it swaps the pointer
        current = current_generation(root)
        if current is None:
            raise StoreError(
                f"{root}: no such store (no generation in it). Create it with 'legalkg ingest "
                f"SOURCE --store {root}'"
            )
        held = _lock_file(root / f"{current}.lock")
        if held is not None:
            fcntl.flock(held, fcntl.LOCK_SH)
    finally:
        if swap is not None:
            swap.close()
    return current, held


def _next_name(root: Path) -> str:
    numbers = [int(m.group(1)) for p in root.iterdir() if (m := _GENERATION.match(p.name))]
    return f"g{max(numbers, default=0) + 1:06d}"


def _fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _publish(root: Path, staging: Path, name: str) -> None:
    """Make the finished ``staging`` folder generation ``name`` and point readers at it.

    Every file is on disk before the rename, and the pointer is replaced in one ``rename``
    under the swap lock: a crash at any point leaves the old pointer or the new one.
    """
    for item in staging.iterdir():
        if item.is_file():
            fd = os.open(item, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
    _fsync_dir(staging)
    final = root / name
    os.rename(staging, final)
    (root / f"{name}.lock").touch()
    tmp = root / f".{POINTER}.{os.getpid()}.tmp"
    with open(tmp, "wb") as out:
        out.write(f"{name}\n".encode("ascii"))
        out.flush()
        os.fsync(out.fileno())
    with open(root / SWAP_LOCK, "a+b") as swap:
        fcntl.flock(swap, fcntl.LOCK_EX)
        os.replace(tmp, root / POINTER)
    _fsync_dir(root)


def _write_verdict(staging: Path, verdict: str) -> None:
    with open(staging / VERDICT, "wb") as out:
        out.write(verdict.encode("utf-8"))
    # _publish fsyncs every file of the folder before the rename


def _write_digests(staging: Path, digests: Mapping[str, str]) -> None:
    with open(staging / DIGESTS, "wb") as out:
        out.write("".join(f"{g}\t{digests[g]}\n" for g in sorted(digests)).encode("utf-8"))


def _write_notes(staging: Path, notes: Mapping[str, bytes]) -> None:
    """``NOTES``: for each graph (sorted), ``IRI<TAB>length`` on a line, then its bytes."""
    with open(staging / NOTES, "wb") as out:
        for g in sorted(notes):
            out.write(f"{g}\t{len(notes[g])}\n".encode())
            out.write(notes[g])


def _read_notes(data: bytes) -> dict[str, bytes]:
    r"""What :func:`_write_notes` wrote (a damaged file gives what precedes the damage).

    >>> _read_notes(b"urn:a\t2\nxyurn:b\t0\n")
    {'urn:a': b'xy', 'urn:b': b''}
    """
    found: dict[str, bytes] = {}
    at = 0
    while at < len(data):
        end = data.find(b"\n", at)
        graph, _, length = data[at:end].decode("utf-8", "replace").partition("\t")
        if end < 0 or not length.isdigit() or end + 1 + int(length) > len(data):
            break
        at = end + 1 + int(length)
        found[graph] = data[end + 1 : at]
    return found


def _drop_staging(root: Path) -> None:
    """Remove what a writer that died left: staging folders and pointer drafts."""
    for item in root.iterdir():
        match = _GENERATION.match(item.name)
        if match is not None and match.group(2) and item.is_dir():
            shutil.rmtree(item, ignore_errors=True)
        elif item.name.startswith(f".{POINTER}.") and item.name.endswith(".tmp"):
            item.unlink(missing_ok=True)


def _collect(root: Path) -> None:
    """Under the writer lock: remove the generations no reader pins any more (an exclusive
    ``flock`` on a generation's lock file succeeds only then), and the first layout's files
    once the store has moved to generations. A generation still pinned is left for later."""
    current = _read_pointer(root)
    if current is None:
        return
    _drop_staging(root)
    for item in sorted(root.iterdir()):
        match = _GENERATION.match(item.name)
        if match is None or item.name == current:
            continue
        _drop_generation(root, item.name, item)
    for item in sorted(root.glob("g*.lock")):
        name = item.name.removesuffix(".lock")
        if _GENERATION.match(name) and name != current and not (root / name).exists():
            _drop_generation(root, name, None)
    if (root / "CURRENT").is_file() or (root / f"{LEGACY}.lock").exists():
        _drop_generation(root, LEGACY, None)


def _drop_generation(root: Path, name: str, folder: Path | None) -> None:
    try:
        lock = open(root / f"{name}.lock", "a+b")  # noqa: SIM115
    except OSError:
        return
    with lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return  # a reader still has it open
        if name == LEGACY:
            files = [p for p in root.iterdir() if p.is_file() and _ROCKSDB_FILE.match(p.name)]
            # CURRENT first: a half-removed first layout is no longer taken for a store
            for p in sorted(files, key=lambda p: p.name != "CURRENT"):
                p.unlink(missing_ok=True)
        elif folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
        (root / f"{name}.lock").unlink(missing_ok=True)
