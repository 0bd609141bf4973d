"""Moved to :mod:`legalkg.norms.readers.table` (issue 19); this import path keeps working."""

from typing import TYPE_CHECKING

from legalkg._moved import forward

if TYPE_CHECKING:
    from legalkg.norms.readers.provisions import *  # noqa: F403
    from legalkg.norms.readers.table import *  # noqa: F403

forward(__name__, "legalkg.norms.readers.table", "legalkg.norms.readers.provisions")
