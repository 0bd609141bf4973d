"""Discovery: point-in-time, scoped text search over provisions, and reference resolution.

The SAT-Graph primitive API separates *discovery* (``searchTextUnits``, ``resolveItemReference``:
scored, probabilistic) from the deterministic steps that follow. This module is that discovery
step for legalkg:

- a **text index** of every *wording* a component ever had (one document per component and
  distinct text, with the temporal versions that carry it), cut by :func:`legalkg.core.text.analyze`
  in the text's own language and ranked with BM25 (``bm25s``);
- :func:`search`: the provisions whose wording *in force on a date* matches, limited to a
  component's subtree as it stood that day (``lkg:aggregates`` from the scope's version in force),
  each with score, citation, IRIs, validity and a highlighted passage;
- :func:`resolve_reference`: free text naming a provision ("the article on social rights") →
  ranked candidate components with a confidence.

The index is kept beside an on-disk store, in ``<store>.index/`` (format in ``docs/search.md``),
one segment per named graph keyed by that graph's content fingerprint; a search compares the
fingerprints first and rebuilds the segments of re-ingested graphs, so it never returns a stale
wording. For a store with no path (memory, a remote endpoint) the index lives in memory.

The package, by stage: :mod:`.segments` (what an index holds, built from a store),
:mod:`.index` (the BM25 models and :class:`TextIndex`), :mod:`.query` (queries and
highlighting), :mod:`.ranking` (hits, reference candidates, recall), :mod:`.storage` (the
index beside the store); :func:`search` and :func:`resolve_reference` here.

>>> from legalkg import Store, ingest, example_path
>>> store = Store()
>>> _ = ingest([example_path("art6")], store=store)
>>> [h.citation for h in search(store, "moradia", at="1999-01-01")]
[]
>>> hit = search(store, "Moradia", at="2001-01-01")[0]
>>> hit.citation, hit.valid_from, hit.valid_until
('art. 6º', '2000-02-14', '2010-02-04')
>>> "**moradia**" in hit.passage
True
"""

from __future__ import annotations

from typing import Any

from legalkg.norms.search.index import TextIndex
from legalkg.norms.search.query import Query, highlight, parse_query
from legalkg.norms.search.ranking import (
    KIND_WORDS,
    Recall,
    recall_at,
    resolve_in_index,
    search_index,
)
from legalkg.norms.search.segments import (
    ANALYZER_VERSION,
    DEFAULT_TOP_K,
    INDEX_FORMAT,
    PASSAGE_WORDS,
    RESOLVE_THRESHOLD,
    Candidate,
    Hit,
    IndexStatus,
    SearchError,
    Segment,
    Wording,
    build_segment,
    fingerprints,
)
from legalkg.norms.search.storage import index_path, open_index, update_index

__all__ = [
    "ANALYZER_VERSION",
    "DEFAULT_TOP_K",
    "INDEX_FORMAT",
    "KIND_WORDS",
    "PASSAGE_WORDS",
    "RESOLVE_THRESHOLD",
    "Candidate",
    "Hit",
    "IndexStatus",
    "Query",
    "Recall",
    "SearchError",
    "Segment",
    "TextIndex",
    "Wording",
    "build_segment",
    "fingerprints",
    "highlight",
    "index_path",
    "open_index",
    "parse_query",
    "recall_at",
    "resolve_in_index",
    "resolve_reference",
    "search",
    "search_index",
    "update_index",
]


def search(
    store: Any,
    text: str,
    *,
    at: str | None = None,
    scope: str | None = None,
    work: str | None = None,
    top_k: int = DEFAULT_TOP_K,
    flat: bool = False,
    during: tuple[str | None, str | None] | None = None,
) -> list[Hit]:
    """The provisions of ``store`` whose wording matches ``text``, best first.

    :param at: a day (``YYYY-MM-DD``): only wordings in force that day (half-open validity);
        without it, every wording ever in force is searched and a component's best one shown.
    :param scope: a citation (``"Título II"``) or component IRI: only its subtree, as it stood
        on ``at`` (without ``at``: every unit that was ever under it).
    :param work: the work (IRI or title words) when the store holds several.
    :param flat: the flat-text baseline: only the wordings in force today, no time.
    :param during: ``(from, until)``: every wording in force at some moment of that half-open
        interval (either end ``None``: open); not with ``at`` or ``flat``.
    :raises SearchError: for an empty or stop-word-only query, a bad date, an unknown scope.

    With a date (``at``, ``during``, ``flat``), BM25's statistics (idf, average length) are
    those of the wordings in force then, not of every wording ever.
    """
    return search_index(
        open_index(store),
        text,
        at=at,
        scope=scope,
        work=work,
        top_k=top_k,
        flat=flat,
        during=during,
    )


def resolve_reference(
    store: Any,
    text: str,
    *,
    work: str | None = None,
    at: str | None = None,
    top_k: int = 5,
) -> list[Candidate]:
    """Rank the components that free text such as "the article on social rights" may name.

    Each component is one BM25 document: its citation and latest wording (counted twice, with
    neighbouring word pairs) and the headings of its ancestors. A word naming a kind of unit
    ("article", "capítulo") keeps only units of that kind. A candidate's *coverage* is the share
    of the reference's topic words it contains (a word found only in its ancestors' headings
    counts half); candidates are ranked by ``coverage × score``; the *confidence* is
    ``coverage × share``, where share is the candidate's ``coverage × score`` over the sum of
    the two best: 1.0 for a candidate that has every word and no rival, at most 0.5 for a tie.
    :data:`RESOLVE_THRESHOLD` (0.6) is the confidence the planner needs before it uses the top
    candidate.

    :raises SearchError: when the reference names no topic.
    """
    return resolve_in_index(open_index(store), text, work=work, at=at, top_k=top_k)
