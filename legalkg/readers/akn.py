"""Moved to :mod:`legalkg.norms.readers.akn` (issue 19); this import path keeps working."""

from legalkg.norms.readers.akn import *  # noqa: F403
