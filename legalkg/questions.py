"""Moved to :mod:`legalkg.norms.questions` (issue 19); this import path keeps working."""

from legalkg.norms.questions import *  # noqa: F403
