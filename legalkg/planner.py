"""Moved to :mod:`legalkg.norms.requests` (issue 19); this import path keeps working."""

from legalkg.norms.requests import *  # noqa: F403
