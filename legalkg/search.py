"""Moved to :mod:`legalkg.norms.search` (issue 19); this import path keeps working."""

from typing import TYPE_CHECKING

from legalkg._moved import forward

if TYPE_CHECKING:
    from legalkg.norms.search import *  # noqa: F403

forward(
    __name__,
    "legalkg.norms.search",
    "legalkg.norms.search.segments",
    "legalkg.norms.search.index",
    "legalkg.norms.search.query",
    "legalkg.norms.search.ranking",
    "legalkg.norms.search.storage",
)
