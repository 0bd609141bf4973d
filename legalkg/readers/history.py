"""Moved to :mod:`legalkg.norms.readers.history` (issue 19); this import path keeps working."""

from legalkg.norms.readers.history import *  # noqa: F403
