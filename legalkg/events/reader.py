"""Reader of complaint event graphs (an entry of ``legalkg.norms.readers.EXTRA_READERS``).

- ``*.json`` whose ``format`` is ``legalkg-events/1``: an event graph (docs/events.md);
- ``*.txt`` that names a plaintiff, defendant or complaint: a complaint text, run through the
  rules pipeline (``legalkg events extract``); other ``.txt`` files (a README) are not taken.

Each complaint becomes its own named graph, ``{base}graph/complaint/{id}``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph as ox

from legalkg.core.identifiers import Minter
from legalkg.events.model import ComplaintGraph

_MARK = b"legalkg-events/"
_PARTIES = re.compile(rb"plaintiff|defendant|complaint|charging party", re.IGNORECASE)


def _looks_like_complaint(head: bytes) -> bool:
    """A complaint names its parties; an empty, binary or non-UTF-8 ``.txt`` is taken too, so
    that it is refused with a clear error rather than as an unknown file type."""
    if not head.strip() or b"\x00" in head:
        return True
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as e:
        if e.start < len(head) - 4:  # not just a character cut at the end of the window
            return True
    return bool(_PARTIES.search(head))


def matches(path: Path) -> bool:
    """A ``.txt`` file, or a ``.json`` file that declares the event format."""
    suffix = path.suffix.lower()
    if suffix == ".txt" and path.is_file():
        try:
            with path.open("rb") as f:
                head = f.read(65536)
        except OSError:
            return False
        return _looks_like_complaint(head)
    if suffix == ".json" and path.is_file():
        try:
            with path.open("rb") as f:
                return _MARK in f.read(4096)
        except OSError:
            return False
    return False


@dataclass(frozen=True, slots=True)
class EventSource:
    """One complaint's event graph, ready to map to its named graph."""

    source: str
    graph: ComplaintGraph

    def to_graphs(self, iris: Minter) -> list[tuple[ox.NamedNode, list[ox.Triple]]]:
        """The complaint's named graph and its triples."""
        from legalkg.events.rdf import graph_triples

        return [graph_triples(self.graph, iris)]


def read(path: Path) -> EventSource:
    """Read an event JSON file or extract the events of a complaint text (rules).

    :raises legalkg.core.errors.InputError: for bad input, naming the file and field.
    """
    if path.suffix.lower() == ".txt":
        from legalkg.events.pipeline import extract_file

        return EventSource(str(path), extract_file(path).graph)
    from legalkg.events.jsonio import load_graph

    return EventSource(str(path), load_graph(path))
