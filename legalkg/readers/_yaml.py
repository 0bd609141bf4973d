"""Moved to :mod:`legalkg.norms.readers._yaml` (issue 19); this import path keeps working."""

from legalkg.norms.readers._yaml import *  # noqa: F403
