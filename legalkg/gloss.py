"""Moved to :mod:`legalkg.norms.gloss` (issue 19); this import path keeps working."""

from legalkg.norms.gloss import *  # noqa: F403
