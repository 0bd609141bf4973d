"""Semantic chunking: fact sentences grouped into coherent sequences.

A chunk is a run of fact sentences under one heading; a new chunk starts at a new section, after
a gap of more than ``gap`` non-fact sentences, or when the chunk is full (``size``); the last
sentence of a chunk is repeated at the start of the next one of the same section (overlap), so
that an event told across that boundary is whole in one chunk. Every fact sentence is in at
least one chunk.

>>> from legalkg.events.model import Sentence
>>> ss = [Sentence(f"s{i}", i * 10, i * 10 + 5, "x....", 0.9) for i in range(1, 6)]
>>> [c for c in chunk(ss, size=3)]
[('s1', 's2', 's3'), ('s3', 's4', 's5')]
"""

from __future__ import annotations

from legalkg.events.facts import THRESHOLD, is_heading
from legalkg.events.model import Sentence


def chunk(sentences: list[Sentence], *, size: int = 6, gap: int = 3) -> list[tuple[str, ...]]:
    """Chunks of sentence ids (see the module docstring)."""
    chunks: list[list[str]] = []
    current: list[str] = []
    missed = 0
    for s in sentences:
        if is_heading(" ".join(s.text.split())):
            if current:
                chunks.append(current)
            current, missed = [], 0
            continue
        if (s.fact_score or 0.0) < THRESHOLD:
            missed += 1
            if missed > gap and current:
                chunks.append(current)
                current = []
            continue
        missed = 0
        if len(current) >= size:
            chunks.append(current)
            current = [current[-1]]
        current.append(s.id)
    if current:
        chunks.append(current)
    return [tuple(c) for c in chunks if c]
