"""Entity labels: one normal form, so that the same entity from two articles is one node.

The normal form folds case, writes the Romanian letters with a comma below (``ş`` → ``ș``,
``ţ`` → ``ț``, the cedilla forms being legacy encodings of the same letters), collapses
whitespace (non-breaking spaces included) and strips surrounding quotes and punctuation. Other
diacritics (``ă``, ``â``, ``î``) are kept: they distinguish words.

>>> normalize_label("  Contract  individual de MUNCĂ ")
'contract individual de muncă'
>>> a = normalize_label("Contract individual de muncă")
>>> a == normalize_label("contract individual\xa0de muncă.")
True
>>> normalize_label("obligaţii") == normalize_label("obligații")
True
>>> normalize_label(" ; ")
''
"""

from __future__ import annotations

import re
import unicodedata

_COMMA_BELOW = str.maketrans({"ş": "ș", "Ş": "Ș", "ţ": "ț", "Ţ": "Ț"})
_SPACE = re.compile(r"\s+")
_EDGE = " \t\"'„”“«»`.,;:!?-–—"


def normalize_space(text: str) -> str:
    """Whitespace runs (any Unicode space) collapsed to one space, ends stripped."""
    return _SPACE.sub(" ", text.replace("\xa0", " ")).strip()


def normalize_label(text: str) -> str:
    """The normal form of an entity label (see the module doc)."""
    text = unicodedata.normalize("NFC", text).translate(_COMMA_BELOW)
    return normalize_space(text).casefold().strip(_EDGE).strip()


def local_name(key: str) -> str:
    """An IRI path segment for a normalised label: letters and digits kept (Unicode letters
    too: an IRI may hold them), a space becomes ``_``, anything else is %-escaped as UTF-8.
    Injective: ``_`` and ``%`` are always escaped.

    >>> local_name("contract individual de muncă")
    'contract_individual_de_muncă'
    >>> local_name("art. 5 (2)")
    'art%2E_5_%282%29'
    """
    out = []
    for char in key:
        if char == " ":
            out.append("_")
        elif char.isalnum() and char.isprintable() and unicodedata.category(char)[0] in "LN":
            out.append(char)
        else:
            out.append("".join(f"%{b:02X}" for b in char.encode("utf-8")))
    return "".join(out)
