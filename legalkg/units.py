"""Moved to :mod:`legalkg.norms.units` (issue 19); this import path keeps working."""

from typing import TYPE_CHECKING

from legalkg._moved import forward

if TYPE_CHECKING:
    from legalkg.norms.units import *  # noqa: F403

forward(__name__, "legalkg.norms.units")
