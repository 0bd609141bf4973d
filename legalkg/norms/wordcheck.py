"""Every word of a question about a provision is a word the grammar knows, or it is refused.

The question readers find a citation, dates, an act and a work, and the intents are told by
patterns ("what did … say", "which amendments changed …", "first", "current"). Before this
check, a word no pattern knows was simply skipped, so "When did art. 6 first mention
transport?" was read as "when was art. 6 first changed" and answered with 2000-02-14 (the
word "transport" entered in 2015), and "Who signed Amendment 26?" was answered with what the
amendment changed. A legal answer to another question than the one asked is the worst failure
of the tool; a refusal that names the word not understood is always better.

The vocabulary is not a second list to keep in step with the grammar: it is read from the
grammar's own patterns and word sets (every word a regular expression of the question
modules names; a word followed by ``\\w`` or a group in a pattern is a stem, "amend\\w*"
knows "amended"), plus :data:`CARRIER_WORDS`: the words that carry no part of the request
(courtesy, "tell me", the many verbs for "what did it say"). A word outside both is not
understood.

>>> vocabulary = grammar_vocabulary([re.compile(r"\\b(?:amend\\w*|first|earliest)\\b")])
>>> unknown_words("what was first amended", vocabulary)
[]
>>> unknown_words("what first mentioned transport", vocabulary)
['mentioned', 'transport']
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from legalkg.core.text import fold

#: the words that carry no part of a request about a provision's text: courtesy and asking
#: ("please tell me", "me diga", "preciso"), the verbs and nouns that mean "its text" or "its
#: wording in force" (in English and Portuguese, with their tenses), and words of time that
#: only stress a date the date reader already holds ("just after", "logo antes", "during").
#: A word that could narrow the answer (a topic, a person, an act's author, "mention") must
#: never be here.
CARRIER_WORDS = frozenset(
    """
    please kindly tell me show give let us see need want know would could can you your i we
    like looking find get what whats which how did does do done is was were be been being it
    its this that there then exactly precisely right just immediately during throughout
    said says say read reads reading stated state states stand stood provide provided provides
    establish established establishes contain contained contains set out exist existed exists
    look looked looks like form content contents written worded write enter entered come came
    language version versions wording text
    por favor me diga digame mostre mostra quero queria gostaria saber preciso poderia pode
    voce qual quais como o que era estava esta ficou fica veio vem redigido redigida teor
    conteudo dizia diz disse previa preve estabelecia estabelece determinava determina
    dispunha dispoe rezava reza constava consta vigorava vigora vigorou vigente vigentes
    existe existia existiu logo exatamente durante alguma vez quantas quantos many times vezes
    """.split()
)


@dataclass(frozen=True)
class Vocabulary:
    """Whole words and stems (a word known with any ending)."""

    words: frozenset[str]
    stems: tuple[str, ...]

    def knows(self, word: str) -> bool:
        return word in self.words or word.startswith(self.stems)


_ESCAPE = re.compile(r"\\[a-zA-Z]")
_PIECE = re.compile(r"([^\W\d_]{2,})(\?)?(?=(\\w|\(|\[)?)")


def grammar_vocabulary(sources: Iterable[object]) -> Vocabulary:
    """The words that patterns and word sets name (folded: no accents, lower case).

    A piece of a pattern directly followed by ``\\w``, ``(`` or ``[`` is a stem ("alter(?:ou|
    ação)" knows "alterou"); one with an optional last letter ("changes?") is known with and
    without it.
    """
    words: set[str] = set(CARRIER_WORDS)
    stems: set[str] = set()
    for source in sources:
        if isinstance(source, re.Pattern):
            text = _ESCAPE.sub(lambda m: "\\w" if m.group(0) == "\\w" else " ", source.pattern)
            for m in _PIECE.finditer(text):
                word = fold(m.group(1))
                words.add(word)
                if m.group(2):
                    words.add(word[:-1])
                if m.group(3) and len(word) >= 3:
                    stems.add(word)
        elif isinstance(source, str):
            words.update(fold(w) for w in re.findall(r"[^\W\d_]{2,}", source))
    return Vocabulary(frozenset(words), tuple(sorted(stems)))


def patterns_of(*modules: object) -> list[object]:
    """Every compiled pattern and every set of words a module holds at its top level."""
    found: list[object] = []
    for module in modules:
        for value in vars(module).values():
            if isinstance(value, re.Pattern):
                found.append(value)
            elif isinstance(value, (frozenset, set)) and all(isinstance(v, str) for v in value):
                found.extend(value)
            elif isinstance(value, dict) and value and all(isinstance(k, str) for k in value):
                found.extend(value)
    return found


def unknown_words(
    words: str, vocabulary: Vocabulary, also: frozenset[str] = frozenset()
) -> list[str]:
    """The words of ``words`` (the question with its citation, dates, act and work taken out)
    that the grammar does not know, nor ``also`` (:func:`law_kind_words`), in order; single
    letters (the "s" of "what's") are not words; a token of letters and digits no reader took
    ("Q3", "1990s") is not understood either.

    >>> v = Vocabulary(frozenset({"what", "say", "in"}), ())
    >>> unknown_words("what did say in q3", v), unknown_words("what say in the 1990s", v)
    (['did', 'q3'], ['the', '1990s'])
    """
    found = re.findall(r"\w*\d\w*[^\W\d_]\w*|[^\W\d_]+\d\w*|[^\W\d_]{2,}", fold(words))
    return [
        w
        for w in found
        if not vocabulary.knows(w) and w not in also and not _NUMERIC_ORDINAL.fullmatch(w)
    ]


#: "2nd", "3rd", "10th": an ordinal in figures, read by :mod:`legalkg.norms.ordinals` (which
#: refuses one it cannot use), not a word to look up.
_NUMERIC_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th)")


def law_kind_words(names: Sequence[Sequence[str]]) -> frozenset[str]:
    """The words common to the names of a store's laws (each folded name a sequence of words):
    those in at least a tenth of the names, and in two at least. They are the words of law
    kinds in the store's languages ("Llei", "zákona", "by-law"), which a question may use
    around a law's name the readers did not take whole ("Article 3 of the Llei" with two
    Lleis in the store is then refused with both, by the store's check); a word of one law's
    title ("fire" of a fire-safety by-law) is not one of them, and stays not understood."""
    counts: Counter[str] = Counter(w for name in names for w in set(name))
    least = max(2, len(names) // 10)
    return frozenset(w for w, n in counts.items() if n >= least and len(w) >= 2)
