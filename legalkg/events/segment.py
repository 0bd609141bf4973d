"""Sentence segmentation of complaint texts (pySBD, with legal abbreviations), numbered.

Sentences are exact slices of the original text (``text[start:end]``), so quotes and offsets
always point into the file as it is. Segmentation runs on a same-length view of the text in
which line breaks are spaces and page furniture (``Case 3:11-cv-… Page 2 of 8`` headers, lone
page and line numbers) is blanked, so that sentences run across lines and pages. Headings
(short upper-case lines), numbered paragraphs (``7.``, ``a.``) and blank lines after a full
stop are hard boundaries.

>>> text = "NATURE OF THE ACTION\\nThe EEOC sued Acme Inc. on\\nMay 1, 2010. It won."
>>> [s.text for s in segment(text)]
['NATURE OF THE ACTION', 'The EEOC sued Acme Inc. on\\nMay 1, 2010.', 'It won.']
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from legalkg.events.model import Sentence

_PAGE_HEADER = re.compile(
    r"^[ \t]*Case\s+[\w:.-]+\s+Document\s+\S+\s+Filed\s+\S+\s+Page\s+\d+\s+of\s+\d+.*$"
    r"|^[ \t]*-?\s*\d{1,3}\s*-?[ \t]*$",
    re.MULTILINE | re.IGNORECASE,
)
_HEADING = re.compile(r"^[ \t]*([A-Z][A-Z0-9 ,.'’&/()\-]{2,80})[ \t]*$", re.MULTILINE)
_PARAGRAPH = re.compile(r"^[ \t]*(?:\d{1,3}|[a-z]|[A-H])\.[ \t]+(?=\S)", re.MULTILINE)
_BLANK_AFTER_STOP = re.compile(r"[.;:!?][\"”’)]?[ \t]*\n[ \t]*\n")
_WORD = re.compile(r"[A-Za-z]{2,}")


@cache
def _segmenter() -> Any:
    import pysbd  # type: ignore[import-untyped]

    return pysbd.Segmenter(language="en", clean=False)


def _masked(text: str) -> str:
    chars = list(text)
    for m in _PAGE_HEADER.finditer(text):
        for i in range(m.start(), m.end()):
            chars[i] = " "
    return "".join(" " if c in "\n\r\f\v" else c for c in chars)


def _boundaries(text: str) -> list[int]:
    cuts = {0, len(text)}
    for m in _HEADING.finditer(text):
        words = m.group(1).split()
        if len(words) <= 10 and sum(1 for w in words if _WORD.search(w)) >= 1:
            cuts.update((m.start(1), m.end(1)))
    for m in _PARAGRAPH.finditer(text):
        cuts.add(m.start())
    for m in _BLANK_AFTER_STOP.finditer(text):
        cuts.add(m.start() + 1)
    return sorted(cuts)


_TERMINAL = re.compile(r"[.!?;:][\"”’)\]]*$")
_CONTINUATION = re.compile(r"^[a-z(§,;)\]]")


def _continues(previous: str, piece: str) -> bool:
    """pySBD splits after ``et seq.`` and before ``(a)``: such pieces continue the sentence."""
    if _PARAGRAPH.match(piece):
        return False
    return not _TERMINAL.search(previous.rstrip()) or bool(_CONTINUATION.match(piece))


def segment(text: str) -> list[Sentence]:
    """Split ``text`` into numbered sentences (``s1``, ``s2``…), exact slices of ``text``.

    Spans without two consecutive letters (brackets, lone numbers) are left out.
    """
    view = _masked(text)
    cuts = _boundaries(text)
    out: list[Sentence] = []
    for a, b in zip(cuts, cuts[1:], strict=False):
        block = view[a:b]
        if not block.strip():
            continue
        cursor = 0
        spans: list[list[int]] = []
        for piece in _segmenter().segment(block):
            stripped = piece.strip()
            if not stripped:
                continue
            found = block.find(stripped, cursor)
            if found < 0:
                continue
            cursor = found + len(stripped)
            if spans and _continues(block[spans[-1][0] : spans[-1][1]], stripped):
                spans[-1][1] = cursor
            else:
                spans.append([found, cursor])
        for x, y in spans:
            start, end = a + x, a + y
            original = text[start:end]
            if not _WORD.search(original):
                continue
            out.append(Sentence(f"s{len(out) + 1}", start, end, original))
    return out
