"""Moved to :mod:`legalkg.norms.numbering` (issue 19); this import path keeps working."""

from legalkg.norms.numbering import *  # noqa: F403
