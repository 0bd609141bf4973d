"""Moved to :mod:`legalkg.norms.ctv` (issue 19); this import path keeps working."""

from legalkg.norms.ctv import *  # noqa: F403
