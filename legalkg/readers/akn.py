"""Moved to :mod:`legalkg.norms.readers.akn` (issue 19); this import path keeps working."""

from typing import TYPE_CHECKING

from legalkg._moved import forward

if TYPE_CHECKING:
    from legalkg.norms.readers.akn import *  # noqa: F403

forward(__name__, "legalkg.norms.readers.akn")
