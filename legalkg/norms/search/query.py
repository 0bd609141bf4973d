"""Queries and highlighting: a query's words and "quoted phrases" in each language, and the
passage of a hit with the matching words in bold."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from legalkg.core.text import fold, tokens
from legalkg.norms.gloss import expand
from legalkg.norms.search.segments import PASSAGE_WORDS, SearchError, _analyze

_PHRASE = re.compile(r"[\"“”«»]([^\"“”«»]+)[\"“”«»]")


@dataclass(frozen=True, slots=True)
class Query:
    """A parsed query: its words (each as the stems it stands for, per language) and phrases."""

    text: str
    phrases: tuple[tuple[str, ...], ...]

    def words(self, language: str) -> list[list[str]]:
        """Each content word of the query as the stems it stands for in ``language``."""
        source = "en"
        return expand(_PHRASE.sub(lambda m: f" {m.group(1)} ", self.text), source, language)


def parse_query(text: str, languages: Iterable[str] = ("pt", "en", "ro")) -> Query:
    """Read a query: words, and "quoted phrases" that must occur literally (accents and case
    folded).

    >>> parse_query('direitos "a moradia"').phrases
    (('a', 'moradia'),)

    :raises SearchError: when the query has no searchable word.
    """
    if not text or not text.strip():
        raise SearchError("the query is empty; give words to search for, e.g. 'moradia'")
    phrases = tuple(tuple(tokens(m.group(1))) for m in _PHRASE.finditer(text) if tokens(m.group(1)))
    query = Query(" ".join(text.split()), phrases)
    if not any(query.words(lang) for lang in languages):
        raise SearchError(
            f"the query {text!r} has only stop words or punctuation "
            "(words such as 'the', 'de', 'a' are not searched); add a content word"
        )
    return query


def _contains(haystack: list[str], needle: Sequence[str]) -> bool:
    n = len(needle)
    return any(haystack[i : i + n] == list(needle) for i in range(len(haystack) - n + 1))


def highlight(text: str, language: str, stems: set[str], phrases: Iterable[Sequence[str]]) -> str:
    """``text`` with the matching words in ``**bold**``, cut to the best passage.

    >>> highlight("São direitos sociais a educação, a saúde", "pt", {"saud"}, [])
    'São direitos sociais a educação, a **saúde**'
    """
    words = list(re.finditer(r"\w+", text))
    folded = [fold(m.group()) for m in words]
    marked = [bool(set(_analyze(m.group(), language)) & stems) for m in words]
    for phrase in phrases:
        n = len(phrase)
        for i in range(len(folded) - n + 1):
            if folded[i : i + n] == list(phrase):
                for j in range(i, i + n):
                    marked[j] = True
    start, end = 0, len(words)
    if len(words) > PASSAGE_WORDS:
        best = max(
            range(len(words) - PASSAGE_WORDS + 1),
            key=lambda i: (sum(marked[i : i + PASSAGE_WORDS]), -i),
        )
        start, end = best, best + PASSAGE_WORDS
    out = []
    cursor = words[start].start() if start else 0
    stop = words[end - 1].end() if end < len(words) else len(text)
    for k in range(start, end):
        m = words[k]
        out.append(text[cursor : m.start()])
        out.append(f"**{m.group()}**" if marked[k] else m.group())
        cursor = m.end()
    out.append(text[cursor:stop])
    passage = "".join(out)
    return ("… " if start else "") + passage + (" …" if end < len(words) else "")
