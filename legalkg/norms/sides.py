"""A change asked beside an act, a kind or a text: three readings that answered another question.

- **A history bounded by an act** ("Has art. 6 changed since Amendment 64?", "Which amendments
  altered art. 6 after Amendment 26?"): a verb of changing and an act on one side of it, with no
  verb of saying, ask for the changes on that side of the act's day. The first used to be
  answered with the text on the act's day (a text for a history), the second was refused.
  After the act: from the day after it (the act's own change is not "since" it); before it:
  until its day.
- **An act's changes of one kind** ("Which articles were added by Amendment 90?", "What did
  EC 90 repeal?"): what an act changed is answered as every change it made (``actions-by-source``
  has no kind), so the question asked for insertions or repeals only was answered with
  substitutions as well. It is refused, naming the kind and what can be asked.
- **A text asked beside a kind of change** ("What did art. 5, § 3 say in the year it was
  added?"): a verb of saying and a verb of adding or repealing that no rank or side reads
  (``legalkg/norms/ordinals.py`` reads "after it was added") used to be answered with the
  unit's insertion, a history for a text. It is refused, naming both.
- **A text asked with a verb of changing** ("What did § 121 of KarS say as amended by the act
  of 2015?"): no act read, the verb of changing made it a change question, answered with every
  change of 2015. A verb of saying ("say", "provide", "dizia") asks for a text: with a verb of
  changing that no rank, side or act reads, it is refused, naming both.

>>> act_bounded_history("has it changed", "since ", "after", "2010-02-04", "art. 6º").from_
'2010-02-05'
>>> act_bounded_history("which acts altered it", "before ", "before", "2010-02-04", "x").until
'2010-02-04'
>>> act_bounded_history("was it changed", "by ", "after", "2010-02-04", "art. 6º").type
'impact-in-scope'
>>> act_bounded_history("what did it say", "after ", "after", "2010-02-04", "art. 6º") is None
True
>>> kinds_named("which articles were added by")
{'insertion'}
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from legalkg.engine.questions import QuestionError
from legalkg.norms.ordinals import _CHANGE_KINDS, _CHANGE_NOUN, _SAYS
from legalkg.norms.requests import ImpactInScope, ItemHistory

__all__ = [
    "act_bounded_history",
    "kinds_named",
    "refuse_act_kind",
    "refuse_said_and_changed",
    "refuse_text_beside_kind",
]

#: The words of a history asked for ("when", "which amendment", "quando", "qual emenda"): with
#: them a verb of adding names what is asked, not a text.
_ASKS_HISTORY = re.compile(
    r"\b(?:when|which|quando|qual|quais|desde quando|since when|em que data|on what date)\b"
)
#: The verbs of "what did it say" (not the nouns "text", "wording": "how did the wording of
#: art. 6 change" asks for changes).
_SAID = re.compile(
    r"\b(?:say|said|provided?|stated?|dizia|diz|previa|preve|dispunha|estabelecia|rezava)\b"
)
#: The words that put a history on one side of an act ("since Amendment 64", "antes da EC
#: 103"); "by", "with", "under" join the act that made the change.
_SIDE_WORD = re.compile(
    r"\b(?:after|since|following|depois|desde|apos|posterior(?:es)?|before|prior\s+to|antes"
    r"|anterior(?:es)?|until|up\s+to|ate)\s+(?:d[aeo]s?\s+|of\s+|a\s+)?(?:the\s+|a\s+|o\s+)?$"
)
_SIDE_ANY = re.compile(r"\b(?:after|since|following|depois|desde|before|prior|antes|until|ate)\b")
_NOUNS = {"insertion": "insertions", "repeal": "repeals"}


def kinds_named(words: str) -> set[str]:
    """The kinds of change the verbs of ``words`` name (``insertion``, ``repeal``, ``change``);
    the nouns of changing ("amendment") name none."""
    return {
        kind
        for w in re.findall(r"[\w-]+", words)
        for kind, p in _CHANGE_KINDS
        if p.fullmatch(w) and not _CHANGE_NOUN.fullmatch(w)
    }


def act_bounded_history(
    words: str,
    lead: str,
    relation: str | None,
    day: str,
    label: str,
    *,
    work: str | None = None,
    scope: str | None = None,
    said: str = "",
) -> ItemHistory | ImpactInScope | None:
    """The changes to ``label`` on the side of an act of ``day`` that the words just before
    the act (``lead``, folded) name, when ``words`` (which ask for changes: the caller's test)
    do not ask for a text; an act joined by "by", "with", "under" ("was art. 6 changed by
    Amendment 64?") asks for what it changed there, on its day.

    :raises QuestionError: for a side word beside such an act ("changed by EC 45 and since"),
        after ``said`` (what was understood).
    """
    if relation not in ("before", "after") or _SAYS.search(words):
        return None
    side = _SIDE_WORD.search(lead)
    if side is None:
        if relation != "after" or scope is not None:
            return None
        if (other := _SIDE_ANY.search(words)) is not None:
            # "changed by EC 45 and since": the act's day and a side of it, two questions
            raise QuestionError(
                f"{said}; '{other.group(0)}' beside the act that made the change: ask about one"
            )
        after = (date.fromisoformat(day) + timedelta(days=1)).isoformat()
        return ImpactInScope(scope=label, from_=day, until=after, work=work)
    if relation == "after":
        after = (date.fromisoformat(day) + timedelta(days=1)).isoformat()
        return ItemHistory(component=label, from_=after, work=work, scope=scope)
    return ItemHistory(component=label, until=day, work=work, scope=scope)


def refuse_act_kind(words: str, understood: str, act: str) -> None:
    """Refuse "which articles were added by Amendment 90": the act's changes cannot be told by
    kind, and every change would be given for insertions (or repeals) only."""
    kinds = kinds_named(words)
    if len(kinds) == 1 and "change" not in kinds:
        kind = kinds.pop()
        raise QuestionError(
            f"{understood}; it asks for the {_NOUNS[kind]} {act} made only, and what an act "
            f"changed is answered with every change: ask what {act} changed (each change is "
            "named with its kind)"
        )


def refuse_text_beside_kind(words: str, understood: str) -> None:
    """Refuse "what did § 3 say in the year it was added": a text and a kind of change with no
    rank or side that joins them (those are read before this, as the text around a change)."""
    kinds = kinds_named(words)
    if not _SAYS.search(words) or _ASKS_HISTORY.search(words):
        return
    if len(kinds) == 1 and "change" not in kinds:
        kind = kinds.pop()
        raise QuestionError(
            f"{understood}; it asks what the unit said and names its {kind} with no day: ask "
            f"what it said on a day, right after its {kind}, or when it happened"
        )


def refuse_said_and_changed(words: str, understood: str) -> None:
    """Refuse "what did § 121 say as amended by the act of 2015": a verb of saying and a verb
    of changing, with no act or rank read to join them, ask for a text and for changes."""
    if _SAID.search(words):
        raise QuestionError(
            f"{understood}; it asks what the unit said and names a change no act, rank or side "
            "tells: ask what it said on a day (or after an amendment named by its number), or "
            "how it changed"
        )
