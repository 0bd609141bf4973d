"""Moved to :mod:`legalkg.norms.readers.table` (issue 19); this import path keeps working."""

from legalkg.norms.readers.table import *  # noqa: F403
from legalkg.norms.readers.table import _is_repeal_marker  # noqa: F401
