"""Moved to :mod:`legalkg.norms.units` (issue 19); this import path keeps working."""

from legalkg.norms.units import *  # noqa: F403
