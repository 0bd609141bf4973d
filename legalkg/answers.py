"""Moved to :mod:`legalkg.norms.answers` (issue 19); this import path keeps working."""

from legalkg.norms.answers import *  # noqa: F403
