"""Where packaged data lives: the only module that knows.

In an installed wheel, ``ontologies/``, ``shapes/`` and ``queries/`` sit in ``legalkg/_data/``;
in a checkout (or an editable install) they are the repository's top-level folders.

>>> data_dir("shapes").is_dir()
True
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent
_KINDS = ("ontologies", "shapes", "queries")


def data_dir(kind: str) -> Path:
    """The folder holding the packaged ``kind`` (``ontologies``, ``shapes`` or ``queries``).

    :raises ValueError: for an unknown kind.
    :raises FileNotFoundError: when neither the wheel nor the checkout has the folder.
    """
    if kind not in _KINDS:
        raise ValueError(f"unknown data kind {kind!r}; expected one of {', '.join(_KINDS)}")
    for candidate in (_PACKAGE / "_data" / kind, _PACKAGE.parent / kind):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"packaged folder {kind}/ not found beside {_PACKAGE}; reinstall legalkg"
    )


def data_files(kind: str, pattern: str = "*.ttl") -> list[Path]:
    """The files of ``kind`` matching ``pattern``, sorted by name."""
    return sorted(data_dir(kind).glob(pattern))
