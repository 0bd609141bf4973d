"""Readers: one per input format. A reader never writes RDF (plain RDF files pass through).

:func:`read_sources` (or :func:`iter_sources`, one source at a time) expands folders and
dispatches on the file:

- a folder with a ``legalkg.yaml`` manifest: a provision version table (:mod:`.table`);
- ``.yaml`` / ``.yml`` / ``.json``: the compact norm-history format (:mod:`.history`);
- ``.xml`` whose root is ``akomaNtoso``: an Akoma Ntoso expression (:mod:`.akn`); all the
  expressions of one work, from any number of files, become one history;
- ``.xml`` whose root is ``LexML``: a dated text of a Brazilian norm (:mod:`.lexml`); all the
  texts of one work become one history, as Akoma Ntoso expressions do;
- ``.ttl``, ``.trig``, ``.nt``, ``.nq``, ``.jsonld``, ``.rdf`` / ``.owl`` / ``.xml``: plain RDF;
- a Legalize repository (a git clone of law Markdown files), or one ``.md`` law file in one
  (:mod:`.legalize`, an extra reader that yields one history per law).

Folders are searched recursively; a folder with a ``legalkg.yaml`` manifest is one source, and
within folders a ``.yaml``/``.json`` file counts only if it has ``components``.

Readers of other kinds of source (complaint event graphs, law corpora with fact triples) live
in their own modules, listed in :data:`EXTRA_READERS`; each defines ``matches(path) -> bool``
(checked first, before the formats above) and ``read(path) -> GraphSource``.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Protocol

import pyoxigraph as ox

from legalkg.core.errors import InputError
from legalkg.core.identifiers import Minter
from legalkg.norms.model import NormHistory
from legalkg.norms.readers.akn import is_akn, read_akn
from legalkg.norms.readers.history import looks_like_history, read_history
from legalkg.norms.readers.lexml import is_lexml, read_lexml
from legalkg.norms.readers.table import MANIFEST, is_table_folder, read_table

RDF_EXTENSIONS: dict[str, ox.RdfFormat] = {
    ".ttl": ox.RdfFormat.TURTLE,
    ".trig": ox.RdfFormat.TRIG,
    ".nt": ox.RdfFormat.N_TRIPLES,
    ".nq": ox.RdfFormat.N_QUADS,
    ".jsonld": ox.RdfFormat.JSON_LD,
    ".rdf": ox.RdfFormat.RDF_XML,
    ".owl": ox.RdfFormat.RDF_XML,
    ".xml": ox.RdfFormat.RDF_XML,
}
_ENTITY = re.compile(rb"<!ENTITY", re.IGNORECASE)
_DOCTYPE = re.compile(rb"<!DOCTYPE", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class RdfSource:
    """A plain RDF file: triples of its default graph, plus the named graphs it declares."""

    path: Path
    triples: tuple[ox.Triple, ...]
    named: dict[ox.NamedNode, tuple[ox.Triple, ...]] = field(default_factory=dict)


class GraphSource(Protocol):
    """A source read by an extra reader: it maps its own model to named graphs.

    ``to_graphs`` gets the IRI minter and returns (graph, triples) pairs; the triples are made
    by the source's own rdf module, never by the reader.
    """

    source: str

    def to_graphs(self, iris: Minter) -> list[tuple[ox.NamedNode, list[ox.Triple]]]: ...


Source = NormHistory | RdfSource | GraphSource

#: Modules of extra readers (dotted names), tried in order before the built-in formats.
EXTRA_READERS: tuple[str, ...] = (
    "legalkg.graf.reader",
    "legalkg.events.reader",
    "legalkg.norms.readers.legalize",
)


@cache
def _extra_readers() -> tuple[Any, ...]:
    return tuple(importlib.import_module(name) for name in EXTRA_READERS)


def _extra_reader(path: Path) -> Any | None:
    for module in _extra_readers():
        if module.matches(path):
            return module
    return None


def read_sources(paths: list[Path]) -> list[Source]:
    """Read every source under ``paths`` (files, or folders searched recursively).

    :raises InputError: for a missing path, an unknown extension, or the first bad file.
    """
    return list(iter_sources(paths))


def iter_sources(paths: list[Path]) -> Iterator[Source]:
    """:func:`read_sources` one source at a time: the same sources in the same order, and the
    same errors in the same order, but each file is read only when the next source is asked
    for, so a caller that builds and drops each source holds one at a time.

    Paths are checked (and folders searched) before the first source is read. Akoma Ntoso
    files come last, together (the expressions of one work may be spread over several files),
    then LexML files, together for the same reason.

    :raises InputError: as :func:`read_sources`, when the iteration reaches the problem.
    """
    files = _files(paths)
    akn = [p for p, extra in files if extra is None and is_akn(p)]
    lexml = [p for p, extra in files if extra is None and is_lexml(p)]
    skip = set(akn) | set(lexml)
    for path, extra in files:
        if path in skip:
            continue
        if extra is not None and hasattr(extra, "read_all"):
            yield from extra.read_all(path)  # a reader of many works (a Legalize repository)
        else:
            yield _read(path, extra)
    if akn:
        yield from read_akn(akn)
    if lexml:
        yield from read_lexml(lexml)


def _files(paths: list[Path]) -> list[tuple[Path, Any | None]]:
    """Every file (or table folder) to read, with its extra reader (sniffed once per file)."""
    files: list[tuple[Path, Any | None]] = []
    for path in paths:
        if not path.exists():
            raise InputError(str(path), "no such file or folder")
        extra = _extra_reader(path) if path.is_dir() else None
        if path.is_dir() and extra is None and not is_table_folder(path):
            found = _search(path)
            if not found:
                raise InputError(
                    str(path),
                    "no source in this folder",
                    f"Expected a {MANIFEST} manifest, norm-history .yaml/.json files, Akoma "
                    "Ntoso or LexML .xml files or RDF files",
                )
            files.extend(found)
        else:
            files.append((path, extra if path.is_dir() else _extra_reader(path)))
    return files


def _search(folder: Path) -> list[tuple[Path, Any | None]]:
    found: list[tuple[Path, Any | None]] = []
    for p in sorted(folder.iterdir()):
        if p.is_dir():
            found.extend([(p, _extra_reader(p))] if is_table_folder(p) else _search(p))
        elif p.is_file():
            extra = _extra_reader(p)
            if extra is not None or (
                _known(p) and (not looks_like_history(p) or _names_components(p))
            ):
                found.append((p, extra))
    return found


_WORD = b"components"


def _names_components(path: Path) -> bool:
    """Within a folder, a .yaml/.json file is a norm history only if it has ``components``
    (so Indigo's metadata.json or an index.json beside AKN files is not misread).

    Reads the file in blocks and stops at the first ``components`` (near the top of a norm
    history), instead of reading the whole file once more before it is parsed."""
    try:
        with path.open("rb") as f:
            tail = b""
            while block := f.read(1 << 16):
                if _WORD in tail + block:
                    return True
                tail = block[-(len(_WORD) - 1) :]
            return False
    except OSError:
        return False


def _known(path: Path) -> bool:
    return looks_like_history(path) or path.suffix.lower() in RDF_EXTENSIONS


def read_source(path: Path) -> Source:
    """Read one source file or provision-table folder."""
    return _read(path, _extra_reader(path))


def _read(path: Path, extra: Any | None) -> Source:
    if extra is not None:
        return extra.read(path)  # type: ignore[no-any-return]
    if is_table_folder(path):
        return read_table(path)
    if path.name == MANIFEST:
        return read_table(path.parent)
    if is_akn(path):
        return read_akn([path])[0]
    if is_lexml(path):
        return read_lexml([path])[0]
    if looks_like_history(path):
        return read_history(path)
    fmt = RDF_EXTENSIONS.get(path.suffix.lower())
    if fmt is None and path.suffix.lower() == ".md":
        from legalkg.norms.readers.legalize import read as read_legalize

        return read_legalize(path)  # a Markdown file that is no law: it says why
    if fmt is None:
        raise InputError(
            str(path),
            f"unknown file type {path.suffix!r}",
            "Use .yaml/.json (norm history), a folder with legalkg.yaml (provision table) or "
            f"an RDF file ({', '.join(sorted(RDF_EXTENSIONS))})",
        )
    return read_rdf(path, fmt)


def read_rdf(path: Path, fmt: ox.RdfFormat) -> RdfSource:
    """Parse an RDF file with pyoxigraph (RDF/XML with entity declarations is refused).

    :raises InputError: with the line and column of a syntax error.
    """
    try:
        if path.exists() and not path.is_file():  # /dev/zero, a pipe: would never end
            raise InputError(str(path), "not a regular file")
        data = path.read_bytes()
    except OSError as e:
        raise InputError(str(path), f"cannot read the file: {e}") from e
    if fmt == ox.RdfFormat.RDF_XML and _DOCTYPE.search(data) and not _ENTITY.search(data):
        raise InputError(
            str(path),
            "a DOCTYPE (DTD) is refused in RDF/XML: it is never fetched, and what it would "
            "declare would be missing",
            "Remove the DOCTYPE line",
        )
    if fmt == ox.RdfFormat.RDF_XML and _ENTITY.search(data):
        raise InputError(
            str(path),
            "XML entity declarations (<!ENTITY …>) are refused: entity expansion is "
            "disabled for safety",
            "Expand the entities in the file before loading it",
        )
    default: list[ox.Triple] = []
    named: dict[ox.NamedNode, list[ox.Triple]] = {}
    try:
        for q in ox.parse(data, format=fmt):
            if isinstance(q.graph_name, ox.NamedNode):
                named.setdefault(q.graph_name, []).append(q.triple)
            elif isinstance(q.graph_name, ox.BlankNode):
                raise InputError(
                    str(path),
                    "blank-node graph names are not supported",
                    "Name the graph with an IRI",
                )
            else:
                default.append(q.triple)
    except SyntaxError as e:
        line = getattr(e, "lineno", None)
        raise InputError(f"{path}:{line}" if line else str(path), f"invalid RDF: {e}") from e
    return RdfSource(path, tuple(default), {g: tuple(ts) for g, ts in named.items()})
