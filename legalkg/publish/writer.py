"""Writing a static site: every resource's documents and the files around them, built in a
temporary folder and swapped into place, so that a failure leaves the old site as it was."""

from __future__ import annotations

import errno
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from legalkg.publish.paths import (
    MARKER,
    STATIC_FORMATS,
    PublishError,
    PublishReport,
    _check_inside,
)
from legalkg.publish.site import DUMPS, Site


def publish(
    store: Any,
    base: str,
    out: Path,
    *,
    progress: Callable[[int, int, int], None] | None = None,
    sparql_endpoint: str | None = None,
    license: str | None = None,
) -> PublishReport:
    """Write the static site of ``store`` to the folder ``out``.

    The site is built in a temporary folder beside ``out`` and swapped into place at the end
    (one atomic exchange where the system has one, Linux ``renameat2``; else two renames, the
    old site put back if the second fails), so a failure leaves ``out`` as it was. ``out``
    must be missing, empty, or a previous site (it holds the ``.legalkg-site`` marker); it is
    replaced as a whole. A symbolic link ``out`` is followed: the folder it points to is
    replaced and the link kept. A resource whose folder cannot be written (a name too long
    for the file system) gets no page and is reported in ``skipped``.

    The site is written one named graph (one law) at a time, reading each resource from the
    store (:class:`~legalkg.publish.site.Site`): memory does not grow with the store.

    :param progress: called with ``(resources written, graphs begun, graphs in all)`` every
        500 resources and once at the end.
    :param sparql_endpoint: the endpoint the VoID description names (``void:sparqlEndpoint``).
    :param license: the licence IRI the VoID description names (``dcterms:license``).
    :raises PublishError: for a bad base, an ``out`` that is not ours, or a write failure.
    """
    out = Path(out)
    if out.is_symlink():
        out = Path(os.path.realpath(out))
    if out.exists():
        if not out.is_dir():
            raise PublishError(f"{out}: is a file; give a folder for the site")
        if any(out.iterdir()) and not (out / MARKER).is_file():
            raise PublishError(
                f"{out}: folder is not empty and was not written by 'legalkg publish' "
                f"(no {MARKER}); give a new or empty folder"
            )
    site = Site(store, base, sparql_endpoint=sparql_endpoint, license=license)
    report = PublishReport(out=out)
    parent = out.absolute().parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        tmp = parent / f".{out.name}.tmp-{os.getpid()}"
        if tmp.exists():
            shutil.rmtree(tmp)
        tmp.mkdir()
    except OSError as e:
        raise PublishError(f"{out}: cannot write the site: {e}") from e
    try:
        graphs = site.graphs()
        written = 0
        for n, graph in enumerate(graphs, 1):
            # One graph (one law) at a time: its resources are read from the store and
            # written; the site keeps a bounded cache, so memory does not grow with the store.
            resources_, skipped = site.graph_resources(graph)
            report.skipped.extend(skipped)
            for s in resources_:
                try:
                    folder = _check_inside(tmp, site.paths[s])
                    folder.mkdir(parents=True, exist_ok=True)
                    for fmt in STATIC_FORMATS:
                        (folder / f"index.{fmt}").write_bytes(site.document(s, fmt))
                        report.files += 1
                except OSError as e:
                    if e.errno != errno.ENAMETOOLONG:
                        raise
                    report.skipped.append((s, "its path is too long for this file system"))
                    continue
                report.resources += 1
                written += 1
                if progress is not None and written % 500 == 0:
                    progress(written, n, len(graphs))
        if progress is not None:
            progress(written, len(graphs), len(graphs))
        for rel in site.file_names():
            target = _check_inside(tmp, rel)
            target.parent.mkdir(parents=True, exist_ok=True)
            if rel in DUMPS:
                with target.open("wb") as f:
                    site.write_dump(rel, f)
            else:
                data = site.site_file(rel)
                assert data is not None
                target.write_bytes(data)
            report.files += 1
        _swap(tmp, out)
    except OSError as e:
        shutil.rmtree(tmp, ignore_errors=True)
        raise PublishError(f"{out}: cannot write the site: {e}") from e
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return report


def _swap(new: Path, out: Path) -> None:
    """Put the folder ``new`` at ``out`` (replacing the folder there) and delete the old one."""
    if out.exists() and _exchange(new, out):
        shutil.rmtree(new)  # ``new`` now holds the old site
        return
    old = out.parent / f".{out.name}.old-{os.getpid()}"
    if out.exists():
        out.rename(old)
    try:
        new.rename(out)
    except OSError:
        if old.exists():
            old.rename(out)
        raise
    if old.exists():
        shutil.rmtree(old)


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths atomically (Linux ``renameat2(RENAME_EXCHANGE)``); ``False`` where the
    system or file system has no such call."""
    import ctypes
    import ctypes.util
    import sys

    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    done = renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange)
    if done == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.EXDEV, errno.ENOTSUP):
        return False
    raise OSError(code, os.strerror(code), str(b))
