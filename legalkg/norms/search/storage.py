"""Keeping the index beside the store: ``<store>.index/`` on disk (a manifest and one set of
segment files per named graph, keyed by its content fingerprint; format in ``docs/search.md``),
in memory for a store with no path. A search compares the fingerprints first and rebuilds the
segments of re-ingested graphs, so it never returns a stale wording."""

from __future__ import annotations

import json
import os
import weakref
from dataclasses import replace
from pathlib import Path
from typing import Any

from legalkg.norms.search.index import TextIndex
from legalkg.norms.search.segments import (
    ANALYZER_VERSION,
    INDEX_FORMAT,
    IndexStatus,
    Segment,
    _segment_name,
    build_segment,
    fingerprints,
)

_MEMORY: weakref.WeakKeyDictionary[Any, TextIndex] = weakref.WeakKeyDictionary()


_ON_DISK: dict[str, TextIndex] = {}


def index_path(store: Any) -> Path | None:
    """Where the index of ``store`` lives on disk: ``<store>.index/`` beside an on-disk store
    (``None`` for a store with no path)."""
    path = getattr(store, "path", None)
    if path is None:
        return None
    p = Path(path)
    return p.parent / f"{p.name}.index"


def store_state(store: Any) -> str | None:
    """A name for the state an on-disk store reads that no write can reuse: its generation (a
    published generation never changes, ``docs/concurrency.md``) with the generation folder's
    inode and modification time (a store deleted and built again at the same path reuses the
    generation's name, not its folder). ``None`` for a store whose content can change under the
    same name (memory, remote, closed): its index is then checked against the graphs'
    fingerprints on every search."""
    from legalkg.store.local import Store

    snapshot = store.snapshot if type(store) is Store else None
    if snapshot is None:
        return None
    folder, generation = snapshot
    where = Path(folder) if generation == "legacy" else Path(folder) / generation
    try:
        st = where.stat()
    except OSError:
        return None
    return f"{generation}:{st.st_ino}:{st.st_mtime_ns}"


def _load(folder: Path) -> TextIndex:
    index = TextIndex(folder=folder)
    try:
        manifest = json.loads((folder / "manifest.json").read_text("utf-8"))
        if manifest.get("format") != INDEX_FORMAT or manifest.get("analyzer") != ANALYZER_VERSION:
            return index
        checked = folder / "checked"
        index.checked = checked.read_text("utf-8") if checked.exists() else None
        for entry in manifest["segments"]:
            data = json.loads((folder / f"{entry['name']}.json").read_text("utf-8"))
            if data.get("fingerprint") == entry["fingerprint"] == _fp_of(entry):
                index.segments[entry["graph"]] = Segment.from_json(data)
    except (OSError, ValueError, KeyError, TypeError):
        return TextIndex(folder=folder)  # unreadable or partial: start again
    return index


def _fp_of(entry: dict[str, Any]) -> str:
    """The fingerprint an entry's name was made from (a renamed file is not trusted)."""
    if entry["name"] != _segment_name(entry["graph"], entry["fingerprint"]):
        return ""
    return str(entry["fingerprint"])


def _atomic_write(path: Path, data: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(data, "utf-8")
    os.replace(tmp, path)


def _write_segment(folder: Path, graph: str, seg: Segment) -> None:
    """Write one segment's file (if it is not there yet) as soon as it is built: a long build
    keeps what it has done, and the files are not all written at the end."""
    target = folder / f"{_segment_name(graph, seg.fingerprint)}.json"
    if not target.exists():
        _atomic_write(target, json.dumps(seg.to_json(), ensure_ascii=False, sort_keys=True))


def _save(folder: Path, index: TextIndex) -> bool:
    """Write the segments that are not on disk yet, then the manifest, then drop old files."""
    import shutil

    try:
        folder.mkdir(parents=True, exist_ok=True)
        entries = []
        for graph, seg in sorted(index.segments.items()):
            name = _segment_name(graph, seg.fingerprint)
            _write_segment(folder, graph, seg)
            entries.append({"graph": graph, "fingerprint": seg.fingerprint, "name": name})
        manifest = {"format": INDEX_FORMAT, "analyzer": ANALYZER_VERSION, "segments": entries}
        _atomic_write(folder / "manifest.json", json.dumps(manifest, indent=2, sort_keys=True))
        # the store state these segments were checked against (local: names the generation
        # folder's inode; not part of the index's content)
        if index.checked is not None:
            _atomic_write(folder / "checked", index.checked)
        else:
            (folder / "checked").unlink(missing_ok=True)
        keep = {e["name"] for e in entries}
        for old in sorted(folder.glob("segment-*")):
            if old.is_dir():  # the BM25 model folders of the first format
                shutil.rmtree(old)
            elif old.name.removesuffix(".json").removesuffix(".npz") not in keep:
                old.unlink()
    except OSError:
        return False
    return True


def update_index(store: Any, *, rebuild: bool = False) -> tuple[TextIndex, IndexStatus]:
    """Bring the index of ``store`` up to date and return it with what was done.

    Compares each named graph's fingerprint with the one its segment was built from, rebuilds
    the segments of new or changed graphs (all of them with ``rebuild=True``), drops those of
    removed graphs and, for an on-disk store, writes the index to ``<store>.index/`` (it stays
    in memory only when that folder cannot be written).
    """
    import shutil

    folder = index_path(store)
    key = str(folder.resolve()) if folder is not None else None
    index: TextIndex | None
    if key is not None and folder is not None:
        index = None if rebuild else _ON_DISK.get(key)
        if index is None:
            if rebuild and folder.is_dir():
                try:
                    shutil.rmtree(folder)
                except OSError:
                    pass
            index = _load(folder) if folder.is_dir() else TextIndex(folder=folder)
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError:
                index.folder = None
    else:
        index = None if rebuild else _MEMORY.get(store)
        index = index or TextIndex()
    state = store_state(store)
    if state is not None and state == index.checked and index.segments:
        # the store's state the index was last checked against: nothing can have changed
        where = str(index.folder) if index.folder is not None else "memory"
        status = IndexStatus((), tuple(sorted(index.segments)), (), where, 0)
        if len(index._models) != len(index.segments):
            index.prepare()
        if key is not None:
            _ON_DISK[key] = index
        return index, replace(status, wordings=len(index.wordings))
    current = fingerprints(store)
    changed = index.checked != state
    index.checked = state
    rebuilt, kept = [], []
    for graph, fp in current.items():
        seg = index.segments.get(graph)
        if seg is not None and seg.fingerprint == fp:
            kept.append(graph)
            continue
        seg = index.segments[graph] = build_segment(store, graph, fp)
        index.forget(graph)
        rebuilt.append(graph)
        if index.folder is not None:
            try:
                _write_segment(index.folder, graph, seg)
            except OSError:
                pass  # written (or found unwritable) by _save below
    dropped = sorted(set(index.segments) - set(current))
    for graph in dropped:
        del index.segments[graph]
        index.forget(graph)
    if rebuilt or dropped or len(index._models) != len(index.segments):
        index.prepare()
    location = "memory"
    if index.folder is not None and key is not None:
        if (
            rebuilt or dropped or changed or not (index.folder / "manifest.json").exists()
        ) and not _save(index.folder, index):
            index.folder = None
        else:
            location = str(index.folder)
        _ON_DISK[key] = index
    else:
        _MEMORY[store] = index
    status = IndexStatus(tuple(rebuilt), tuple(kept), tuple(dropped), location, len(index.wordings))
    return index, status


def open_index(store: Any) -> TextIndex:
    """The index of ``store``, up to date with its graphs (built or updated when needed)."""
    return update_index(store)[0]
