"""Moved to :mod:`legalkg.norms.readers.series` (issue 19); this import path keeps working."""

from legalkg.norms.readers.series import *  # noqa: F403
