"""Language-aware text analysis for search: fold, tokenise, drop stop words, stem.

One analyser for every index in legalkg (provision search, law-graph retrieval), so a query
and the text it should find are always cut the same way. Accents and case are folded *before*
stemming, on both sides, so "alimentação", "Alimentacao" and "alimentacao" meet:

>>> analyze("O direito à alimentação e à moradia", "por")
['direit', 'alimentaca', 'morad']
>>> analyze("Alimentacao", "pt") == analyze("alimentação", "pt")
True
>>> analyze("Salariatul și angajatorul", "ron")
['salar', 'angaj']
>>> analyze("Şi ţara", "ro") == analyze("Și țara", "ro")   # cedilla and comma-below letters
True
>>> analyze("The employees of the municipality", "eng")
['employe', 'municip']

Stop words are function words only (articles, prepositions, pronouns): Portuguese and English
from bm25s's lists, Romanian from the list below; content words such as "estado" or "section"
stay searchable.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

import Stemmer

#: ISO 639-1 / 639-2 / 639-3 codes → (Snowball algorithm, stop-word list key).
_LANGUAGES = {
    "pt": "portuguese",
    "por": "portuguese",
    "en": "english",
    "eng": "english",
    "ro": "romanian",
    "ron": "romanian",
    "rum": "romanian",
}

_ROMANIAN_STOPWORDS = """
a acea aceasta aceea acei aceia acel acela acele acelea acest acesta aceste acestea acestei
acestor acestui acolo ai aia aici al ale alt alta alte altă altor am ar are as asa atat atunci
au avea ca care ce cel cea cei cele celor celui ci cine cu cum da daca dacă dar de deci decat
decât din dintre drept după dupa ea ei el ele era este eu fi fie fiind fost iar in intr intre
într între îi îl îmi în își la le li lor lui m ma mai mi ne nici nu o ori pe pentru peste prin
sa sau se si sunt să și ta te tu un una unei unor unui va vor
"""


class TextError(ValueError):
    """A language with no analyser."""


@lru_cache(maxsize=4096)
def _dropping(marks: frozenset[str]) -> re.Pattern[str]:
    return re.compile("[" + "".join(re.escape(c) for c in sorted(marks)) + "]")


def fold(text: str) -> str:
    """Case and accents folded (``"Ação"`` → ``"acao"``; Romanian ``ş``/``ș`` → ``s``).

    The combining marks are found among the text's distinct characters and dropped by one
    regular expression (in C): a Python step per character made folding the slowest part of
    indexing a whole statute book."""
    if text.isascii():
        return text.casefold()
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    marks = frozenset(c for c in set(decomposed) if unicodedata.combining(c))
    return _dropping(marks).sub("", decomposed) if marks else decomposed


def tokens(text: str) -> list[str]:
    """Folded word tokens (letters and digits; ``6º`` → ``6o``)."""
    return re.findall(r"\w+", fold(text))


@cache
def _stemmer(algorithm: str) -> Stemmer.Stemmer:
    return Stemmer.Stemmer(algorithm)


@cache
def stopwords(language: str) -> frozenset[str]:
    """The folded stop words of ``language``."""
    algorithm = _algorithm(language)
    if algorithm == "romanian":
        words: list[str] = _ROMANIAN_STOPWORDS.split()
    else:
        from bm25s import stopwords as lists

        words = list(
            lists.STOPWORDS_PORTUGUESE if algorithm == "portuguese" else lists.STOPWORDS_EN
        )
    return frozenset(fold(w) for w in words)


def _algorithm(language: str) -> str:
    algorithm = _LANGUAGES.get(language.lower())
    if algorithm is None:
        known = ", ".join(sorted(_LANGUAGES))
        raise TextError(f"no text analyser for language {language!r}; known: {known}")
    return algorithm


def analyze(text: str, language: str) -> list[str]:
    """The index terms of ``text``: folded tokens, stop words out, Snowball-stemmed.

    :param language: an ISO 639 code (``pt``/``por``, ``en``/``eng``, ``ro``/``ron``).
    :raises TextError: for a language with no analyser.
    """
    stop = stopwords(language)
    words = [w for w in tokens(text) if w not in stop]
    return list(_stemmer(_algorithm(language)).stemWords(words))
