"""JSON Schemas of the input formats (documented in ``docs/formats.md``)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

_HERE = Path(__file__).resolve().parent


@cache
def load_schema(name: str) -> dict[str, Any]:
    """The JSON Schema ``name`` (``norm-history`` or ``provision-table``).

    >>> load_schema("norm-history")["title"]
    'legalkg norm history'
    """
    schema: dict[str, Any] = json.loads((_HERE / f"{name}.schema.json").read_text("utf-8"))
    return schema
