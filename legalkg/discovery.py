"""Moved to :mod:`legalkg.norms.discovery` (issue 19); this import path keeps working."""

from legalkg.norms.discovery import *  # noqa: F403
