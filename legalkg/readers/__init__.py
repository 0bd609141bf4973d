"""Moved to :mod:`legalkg.norms.readers` (issue 19); this import path keeps working.

Only :mod:`.schemas` (the JSON Schemas of the input formats, shipped at this path) lives here.
The names of :mod:`legalkg.norms.readers` are looked up on first use (not imported here), so
that importing :mod:`legalkg.readers.schemas` from a norm reader does not import the readers.
"""

from __future__ import annotations

import importlib
from typing import Any


def __getattr__(name: str) -> Any:
    return getattr(importlib.import_module("legalkg.norms.readers"), name)
