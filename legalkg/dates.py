"""Moved to :mod:`legalkg.norms.dates` (issue 19); this import path keeps working."""

from legalkg.norms.dates import *  # noqa: F403
