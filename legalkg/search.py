"""Moved to :mod:`legalkg.norms.search` (issue 19); this import path keeps working."""

from legalkg.norms.search import *  # noqa: F403
from legalkg.norms.search import _MEMORY, _ON_DISK, _bigrams, _save  # noqa: F401
