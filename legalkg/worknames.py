"""Moved to :mod:`legalkg.norms.worknames` (issue 19); this import path keeps working."""

from legalkg.norms.worknames import *  # noqa: F403
