"""Moved to :mod:`legalkg.norms.readers` (issue 19); this import path keeps working.

Only :mod:`.schemas` (the JSON Schemas of the input formats, shipped at this path) lives here.
The names of :mod:`legalkg.norms.readers` are looked up there on first use (not imported
now), so that a norm reader importing :mod:`legalkg.readers.schemas` does not import the
readers back.
"""

from typing import TYPE_CHECKING

from legalkg._moved import forward

if TYPE_CHECKING:
    from legalkg.norms.readers import *  # noqa: F403

forward(__name__, "legalkg.norms.readers", lazy=True)
