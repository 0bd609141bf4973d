"""Moved to :mod:`legalkg.norms.model` (issue 19); this import path keeps working."""

from legalkg.norms.model import *  # noqa: F403
