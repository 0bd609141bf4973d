"""IRIs of complaint event graphs, minted on the base of :class:`legalkg.core.identifiers.Minter`.

Pattern (``{c}`` is ``{base}complaint/{id}``, ``id`` the complaint's file stem):

==============================  ============================================
complaint                       ``{base}complaint/{id}``
its named graph                 ``{base}graph/complaint/{id}``
sentence ``s12``                ``{c}/sentence/s12``
entity ``e1``                   ``{c}/entity/e1``
event ``ev3``                   ``{c}/event/ev3``
participation n of an event     ``{c}/event/ev3/participant/n``
relation ``r2``                 ``{c}/relation/r2``
evidence n of a node            ``{node}/evidence/n``, selectors ``…/quote``, ``…/position``
==============================  ============================================

>>> from legalkg.core.identifiers import Minter
>>> iris = EventMinter(Minter("https://example.org/"), "case13193_doc62893")
>>> iris.event("ev3").value
'https://example.org/complaint/case13193_doc62893/event/ev3'
>>> iris.graph.value
'https://example.org/graph/complaint/case13193_doc62893'
>>> iris.evidence(iris.event("ev3"), 1).value
'https://example.org/complaint/case13193_doc62893/event/ev3/evidence/1'
"""

from __future__ import annotations

import re

from pyoxigraph import NamedNode

from legalkg.core.identifiers import Minter, check_local_id

_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]+")


def complaint_id(stem: str) -> str:
    """A valid complaint id from a file stem: unsafe characters become ``-``.

    >>> complaint_id("EEOC v. Venture (2011)")
    'EEOC-v.-Venture-2011'
    """
    cleaned = _UNSAFE.sub("-", stem).strip("-.") or "complaint"
    if not cleaned[0].isalnum():
        cleaned = "c" + cleaned
    return cleaned


class EventMinter:
    """Mints the IRIs of one complaint's graph below ``iris.base``."""

    def __init__(self, iris: Minter, complaint: str) -> None:
        self.base = iris.base
        self.id = check_local_id(complaint, what="complaint id")
        if "/" in complaint:
            raise ValueError(f"complaint id {complaint!r} must be one path segment")
        self.complaint = NamedNode(f"{self.base}complaint/{complaint}")
        self.graph = iris.graph(f"complaint/{complaint}")

    def _local(self, kind: str, local: str) -> NamedNode:
        check_local_id(local, what=f"{kind} id")
        return NamedNode(f"{self.complaint.value}/{kind}/{local}")

    def sentence(self, sentence_id: str) -> NamedNode:
        """A sentence of the complaint."""
        return self._local("sentence", sentence_id)

    def entity(self, entity_id: str) -> NamedNode:
        """An entity of the complaint."""
        return self._local("entity", entity_id)

    def event(self, event_id: str) -> NamedNode:
        """An event of the complaint."""
        return self._local("event", event_id)

    def relation(self, relation_id: str) -> NamedNode:
        """A relation between two events of the complaint."""
        return self._local("relation", relation_id)

    def claim(self, label: str) -> NamedNode:
        """A claim of the complaint, named after its label.

        >>> from legalkg.core.identifiers import Minter
        >>> EventMinter(Minter(), "c1").claim("Discrimination Area: Hiring").value
        'https://example.org/complaint/c1/claim/discrimination-area-hiring'
        """
        local = re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")[:80].strip("-") or "claim"
        return self._local("claim", local)

    def participation(self, event: NamedNode, n: int) -> NamedNode:
        """The ``n``-th participation (from 1) of ``event``."""
        return NamedNode(f"{event.value}/participant/{n}")

    def evidence(self, node: NamedNode, n: int) -> NamedNode:
        """The ``n``-th evidence (from 1) of an entity, event or relation."""
        return NamedNode(f"{node.value}/evidence/{n}")
