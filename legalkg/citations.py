"""Moved to :mod:`legalkg.norms.citations` (issue 19); this import path keeps working."""

from legalkg.norms.citations import *  # noqa: F403
