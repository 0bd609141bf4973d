"""The n-th change, how many changes, and the text before or after a change, without a date.

Three constructions of a history question that name no day, only a change by its rank:

- an **ordinal** of the change: "When did art. 6 change for the second time?", "the
  penultimate amendment to art. 40", "Quando o art. 6º foi alterado pela terceira vez?",
  "a penúltima alteração": ``item-history`` with ``nth`` (1 the first, 2 the second, -1 the
  last, -2 the one before it). The first and the last stay ``which`` (:mod:`legalkg.norms.edges`);
- a **count**: "How many times has art. 40 been amended?", "How often was art. 6 changed?",
  "Quantas emendas alteraram o art. 40?": ``item-history`` with ``count``. The answer counts
  what the question names: the days the unit (or a part of it) changed, and the amending acts
  of those days, and says that one amendment changes many parts at once (the per-provision
  changes are given apart, never as "the number of times");
- the **text around a change**: "What was art. 100 like before it was last changed?", "What
  did art. 6 say after its second amendment?", "O que dizia o art. 40 antes de ser revogado?",
  "… antes da última alteração": ``around-change`` (``side`` ``before`` or ``after``, ``kind``
  ``change``, ``insertion`` or ``repeal``, ``nth``): the text in force the day before that
  change, or on its day. Without an ordinal it must be the only such change, or it is refused
  with the days.

Why: before this module "second" was a word the grammar knew but no rule used, so "When did
art. 6 change for the second time?" listed every change; "how many times" was a carrier word,
and the answer was "88 change(s)" (every part's every change, not the times art. 40 was
amended); "before it was last changed" was read as "when was it last changed", and the answer
was the last change, not the text before it. Each is a different question from the one asked.

A change is counted **by day**: all the changes made to a unit and its parts on one day (one
amending act, or several promulgated together) are one time it changed. When the sources do
not date a change (:mod:`legalkg.norms.undated`), its rank cannot be told and the answer says
so (an ordinal) or refuses (the text around it).

>>> find_rank("when did it change for the second time").nth
2
>>> find_rank("qual foi a penultima alteracao").nth
-2
>>> find_rank("what did the second paragraph say") is None
True
>>> find_around("what was like before it was last changed")
Around(side='before', kind='change', nth=-1, text='before it was last changed')
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Any, ClassVar

from legalkg.engine.answers import _BUILDERS, Builder, Built, Row, Runner, register_builder
from legalkg.engine.questions import QuestionError
from legalkg.norms.answers import _valid_versions, versions_by_date
from legalkg.norms.edges import _history_end, keep_changes
from legalkg.norms.requests import (
    POLICY_CITATION,
    POLICY_HALF_OPEN,
    POLICY_WORK,
    ItemHistory,
    NormRequest,
    PlanError,
    Request,
    Step,
    ValidVersions,
    _check_scope,
    _work_steps,
    register_request,
)
from legalkg.norms.units import is_leaf as _is_leaf

# --------------------------------------------------------------------------------------------
# Reading the words (the question with its citation, dates, acts and work masked, folded)

#: Ordinal words by rank; negative ranks count from the last ("penultimate" is -2).
ORDINAL_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10,
    "primeira": 1, "primeiro": 1, "segunda": 2, "segundo": 2, "terceira": 3, "terceiro": 3,
    "quarta": 4, "quarto": 4, "quinta": 5, "quinto": 5, "sexta": 6, "sexto": 6, "setima": 7,
    "setimo": 7, "oitava": 8, "oitavo": 8, "nona": 9, "nono": 9, "decima": 10, "decimo": 10,
    "last": -1, "latest": -1, "ultima": -1, "ultimo": -1,
    "penultimate": -2, "penultima": -2, "penultimo": -2, "antepenultima": -3, "antepenultimo": -3,
}  # fmt: skip
_ORDINAL = re.compile(
    r"\b(?:(?P<back>second|third)[\s-]+(?:to[\s-]+)?last|next[\s-]+to[\s-]+last"
    r"|last\s+but\s+one|most\s+recent(?:ly)?|mais\s+recente(?:s|mente)?"
    r"|(?P<num>\d{1,2})(?:st|nd|rd|th|a|o)|(?P<word>[a-z]+))\b(?:(?=\s+(?P<next>\w+)))?"
)
#: A word after an ordinal that makes it name a unit ("the second paragraph"), not a change.
_RANK_UNIT = re.compile(
    r"(?:paragraph|paragrafo|inciso|item|items|itens|alinea|clause|subsection|section|secao|"
    r"article|artigo|sentence|frase|line|linha|part|parte|chapter|capitulo|title|titulo|"
    r"letter|letra|subparagraph)s?"
)


@dataclass(frozen=True)
class Rank:
    """An ordinal of a change in the words: its rank and the words that said it."""

    nth: int
    text: str
    start: int
    end: int


def find_rank(words: str) -> Rank | None:
    """The one ordinal of the words that ranks a change ("the second time", "penúltima"); None
    when there is none. An ordinal that names a unit ("the second paragraph") is left out.

    :raises QuestionError: for two different ranks ("the first and the last change").
    """
    found: list[Rank] = []
    for m in _ORDINAL.finditer(words):
        word = m.group("word")
        if word is not None and word not in ORDINAL_WORDS:
            continue
        if _RANK_UNIT.fullmatch(m.group("next") or ""):
            continue
        if m.group("back"):
            nth = -ORDINAL_WORDS[m.group("back")]
        elif m.group("num"):
            nth = int(m.group("num"))
        elif word is not None:
            nth = ORDINAL_WORDS[word]
        elif m.group(0).startswith(("next", "last")):
            nth = -2
        else:  # most recent
            nth = -1
        if nth == 0:
            raise QuestionError(f"'{m.group(0)}' is not a rank")
        found.append(Rank(nth, m.group(0), m.start(), m.end()))
    if {r.nth for r in found} == {1, -1}:
        return None  # "first and last": refused by the history reader (legalkg.norms.edges)
    if len({r.nth for r in found}) > 1:
        raise QuestionError(
            "it names two ranks (" + ", ".join(f"'{r.text}'" for r in found) + "): ask about one"
        )
    return found[0] if found else None


_COUNT = re.compile(
    r"\bhow\s+(?:many|often)\b(?:\s+(?P<what>\w+))?|\bquant[ao]s\b(?:\s+(?P<quais>\w+))?"
    r"|\bcom\s+que\s+frequencia\b|\bnumber\s+of\s+(?P<number>\w+)|\bnumero\s+de\s+(?P<numero>\w+)"
)
#: What a count may count: the times a unit changed, or its amendments (acts, changes).
_COUNTED = re.compile(
    r"(?:times?|vez|vezes|amendments?|emendas?|acts?|atos?|changes?|alteracoes|alteracao"
    r"|modificacoes|modifications?|mudancas|revisions?|reformas?|laws?|leis)"
)


#: A count of versions ("quantas redações", "how many wordings") is the every-version question,
#: whose answer says how many versions there are.
_VERSION_WORDS = re.compile(r"versions?|versoes|versao|wordings?|redacoes|redacao|texts?|textos")


def find_count(words: str, *, parts: bool = False) -> str | None:
    """The words of a count of changes ("how many times", "quantas emendas", "how often"),
    or None.

    :param parts: a count of parts ("how many paragraphs does it have") is left to the
        structure readers (None), which list them.
    :raises QuestionError: for a count of anything else: only the times a unit changed and
        its amending acts are counted.
    """
    m = _COUNT.search(words)
    if m is None:
        return None
    what = m.group("what") or m.group("quais") or m.group("number") or m.group("numero")
    often = "often" in m.group(0) or "frequencia" in m.group(0)
    if parts and what is not None and _RANK_UNIT.fullmatch(what):
        return None
    if what is not None and _VERSION_WORDS.fullmatch(what):
        return None  # "how many wordings": every version, counted by the versions' answer
    if not often and (what is None or not _COUNTED.fullmatch(what)):
        raise QuestionError(
            f"'{m.group(0)}' asks for a count of something other than changes: a count is of "
            "the times a provision changed or of the acts that changed it"
        )
    return (
        m.group(0) if not often else " ".join(m.group(0).split()[: 2 if "how" in m.group(0) else 3])
    )


#: "before it was last changed", "prior to its second amendment", "antes de ser revogado",
#: "depois da última alteração": a side, then only the words that lead to a change.
_SIDE = re.compile(r"\b(?P<side>before|after|prior\s+to|following|antes|depois|apos)\b")
_LEAD = frozenset(
    """it they this he she was were had has have been got being its their the a an o os as
    sua seu suas seus de da do ser ter sido sofrer sofreu just immediately right shortly
    logo imediatamente ele ela""".split()
)
#: The verbs and nouns of a kind of change (each alternative a stem, so that the word check
#: knows every form: "revogou", "revogação").
_INSERTION = re.compile(
    r"add\w*|insert\w*|introduc\w*|creat\w*|acrescent\w*|inser\w*|inclu\w*|introduz\w*"
    r"|criad\w*|criac\w*|criou"
)
_REPEAL = re.compile(r"repeal\w*|revok\w*|revoc\w*|revog\w*|abrogat\w*|abolish\w*")
_CHANGING = re.compile(
    r"chang\w*|amend\w*|alter\w*|modif\w*|mudanc\w*|mudad\w*|mudou|emend\w*|revis\w*"
    r"|reword\w*|rewr[io]t\w*|reform\w*|undergo\w*|underwent|sofr\w*"
)
_CHANGE_KINDS = (("insertion", _INSERTION), ("repeal", _REPEAL), ("change", _CHANGING))
#: After the verb: "for the second time", "pela última vez", "the last time", "last".
_TIME_AFTER = re.compile(
    r"\s*(?:(?:for|pela|by)\s+(?:the\s+|a\s+)?(?P<a>\w+(?:[\s-]+to[\s-]+last)?)\s+(?:time|vez)"
    r"|(?:the\s+)?(?P<b>\w+)\s+time|(?P<c>first|last))\b"
)


@dataclass(frozen=True)
class Around:
    """A change named by its side ("before", "after"), kind and rank (None: the only one)."""

    side: str
    kind: str
    nth: int | None
    text: str


def find_around(words: str) -> Around | None:
    """The change the text is asked around ("before it was last changed"), or None."""
    words = " ".join(re.findall(r"[\w-]+", words))
    for m in _SIDE.finditer(words):
        rest = re.findall(r"[\w-]+", words[m.end() :])
        rank_words: list[str] = []
        for i, w in enumerate(rest[:8]):
            kind = next((k for k, p in _CHANGE_KINDS if p.fullmatch(w)), None)
            if kind is not None:
                tail = " ".join(rest[i + 1 :])
                t = _TIME_AFTER.match(" " + tail)
                said = " ".join(rest[: i + 1])
                if t is not None:
                    rank_words.append(t.group("a") or t.group("b") or t.group("c"))
                    said += t.group(0).rstrip()
                rank = find_rank(" ".join(rank_words)) if rank_words else None
                if rank_words and rank is None:
                    return None
                side = "before" if m.group("side") in ("before", "prior to", "antes") else "after"
                if m.group("side") == "prior to":
                    side = "before"
                return Around(side, kind, rank.nth if rank else None, f"{m.group(0)} {said}")
            if w in _LEAD:
                continue
            if (
                w in ORDINAL_WORDS
                or w in ("most", "recent", "mais", "recente", "next", "to", "but", "one")
                or re.fullmatch(r"\d{1,2}(?:st|nd|rd|th|a|o)|(?:second|third)-to-last", w)
            ):
                rank_words.append(w)
                continue
            break
    return None


#: The verbs and nouns of "what did it say": with a rank and no side, the question asks for a
#: text at a change whose side it does not tell.
_SAYS = re.compile(
    r"\b(?:say|said|read|reads|like|text|wording|provided?|stated?|established?|worded"
    r"|dizia|diz|previa|preve|estabelecia|dispunha|rezava|texto|redacao|teor)\b"
)

_NTH_WORDS = {1: "first", 2: "second", 3: "third", -1: "last", -2: "second-to-last"}


def rank_words(nth: int) -> str:
    """ "second", "last", "4th", "3rd from the last"."""
    if nth in _NTH_WORDS:
        return _NTH_WORDS[nth]
    n = abs(nth)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}" + (" from the last" if nth < 0 else "")


def ranked_request(
    words: str,
    *,
    understood: str,
    label: str,
    own: str | None,
    hint: str | None,
    has_act: bool,
    has_whens: bool,
    interval: tuple[str | None, str | None],
    other_intent: bool,
    change_intent: bool,
    history: re.Pattern[str] | None = None,
    act_relation: str | None = None,
) -> Request | None:
    """The request of a question about a cited provision that names a change by its rank, asks
    for a count, or asks for the text around a change; None when it does none of these (and
    the usual intents read it).

    :param other_intent: the words also ask for a comparison, a structure or a lineage.
    :param change_intent: the words ask about changes (a history or a change verb).
    :param history: the question grammar's history intent ("which amendments", "when was"),
        which beside a change the text is asked around asks another question.
    :param act_relation: ``before`` or ``after`` an act the question names, if it does.
    :raises QuestionError: when such a question cannot be read whole.
    """
    words = " ".join(re.findall(r"[\w-]+", words))
    change_intent = change_intent or any(
        p.fullmatch(w) for w in words.split() for _, p in _CHANGE_KINDS
    )
    try:
        around = find_around(words)
        count = find_count(words, parts=not change_intent)
        rank = find_rank(words)
    except QuestionError as e:
        raise QuestionError(
            f"{understood}; {str(e).split(': ', 1)[1].rsplit('. ', 1)[0]}"
        ) from None
    if around is not None:
        if has_act and act_relation == around.side and around.nth is None and not has_whens:
            return None  # "before Amendment 32 changed it": the act's day tells the change
        if has_act or has_whens or count is not None or other_intent:
            raise QuestionError(
                f"{understood}; '{around.text}' tells the day by a change, and the question "
                "gives another date, act, count or comparison as well: ask about one"
            )
        rest = words.replace(around.text, " ")
        if (
            find_rank(rest) is not None
            or re.search(r"\b(?:when|quando)\b", rest)
            or (history is not None and history.search(rest))
        ):
            raise QuestionError(
                f"{understood}; it asks when or which around '{around.text}': ask for the "
                "change by its rank ('when did it change for the second time?') or for the "
                "text before or after it"
            )
        if own and around.kind != "change":
            raise QuestionError(f"{understood}; a unit is added or repealed whole, not its caput")
        return AroundChange(
            component=label,
            side=around.side,
            kind=around.kind,
            nth=around.nth,
            work=hint,
            scope=own,
        )
    if count is not None:
        if has_act or rank is not None or other_intent or not change_intent:
            raise QuestionError(
                f"{understood}; '{count}' counts the times a provision changed or its amending "
                "acts, and nothing else in one question"
            )
        start, until = interval
        return ItemHistory(
            component=label, from_=start, until=until, work=hint, scope=own, count=True
        )
    after = words[rank.end :].split()[:1] if rank is not None else []
    if rank is not None and after in (["time"], ["vez"]) and _SAYS.search(words):
        raise QuestionError(
            f"{understood}; '{rank.text} {after[0]}' ranks a change, and the question asks for "
            "a text: ask what it said before or after that change"
        )
    if rank is not None and rank.nth not in (1, -1):
        # "the second amendment", "a penúltima alteração": the ordinal ranks a change noun
        noun = bool(after) and any(p.fullmatch(after[0]) for _, p in _CHANGE_KINDS)
        if _SAYS.search(words):  # "what did it say the second time it was changed"
            raise QuestionError(
                f"{understood}; '{rank.text}' ranks a change, and the question asks for a "
                "text: ask what it said before or after that change"
            )
        if has_act or other_intent or not (change_intent or noun):
            raise QuestionError(
                f"{understood}; '{rank.text}' ranks a change, and the question asks no change of it"
            )
        start, until = interval
        return ItemHistory(
            component=label, from_=start, until=until, work=hint, scope=own, nth=rank.nth
        )
    return None


def describe_ranked(data: dict[str, Any]) -> str | None:
    """The words of ``ask --explain`` for a request of this module (a template with ``{c}``
    and ``{window}``), or None for any other request."""
    kind = data.get("type")
    if kind == "item-history" and data.get("count"):
        return (
            "how many times {c} and its parts changed (counted by day) and by how many "
            "amending acts{window}"
        )
    if kind == "item-history" and data.get("nth"):
        return (
            f"the {rank_words(int(data['nth']))} change(s) (counted by day: the changes of one "
            "day, with their amending acts) to {c} and its parts{window}"
        )
    if kind == "around-change":
        nth = data.get("nth")
        which = f"the {rank_words(int(nth))}" if nth else "the only"
        noun = {"change": "change", "insertion": "insertion", "repeal": "repeal"}[data["kind"]]
        side = "the day before" if data.get("side") == "before" else "on the day of"
        return f"the text of {{c}} in force {side} {which} {noun} of it"
    return None


def with_change_kind(request: Request, words: str) -> Request:
    """A history question asked with a verb of adding or of repealing only ("When was art. 6
    revoked?", "Quando foi incluído o art. 29-A?", "Which amendment introduced § 9-A?") asks
    for the unit's own insertion or repeal, not every change: ``kind`` on ``item-history``. A
    verb of changing as well ("added or changed") keeps every change."""
    if not isinstance(request, ItemHistory) or request.kind is not None:
        return request
    if _OF_PARTS.search(words):
        return request  # "which paragraphs were added to art. 5": the parts', not the unit's
    found = {
        kind
        for w in re.findall(r"[\w-]+", words)
        for kind, p in _CHANGE_KINDS
        if p.fullmatch(w) and not _CHANGE_NOUN.fullmatch(w)
    }
    if len(found) != 1 or "change" in found:
        return request
    return replace(request, kind=found.pop())


#: Parts named in the plural, or "what / which … added to" (what was added to the unit): the
#: question asks about the unit's parts, whose insertions and repeals are not the unit's own.
_OF_PARTS = re.compile(
    r"\b(?:paragraphs|paragrafos|incisos|items|itens|alineas|provisions|dispositivos|sections"
    r"|secoes|subsections|clauses|articles|artigos|parts|partes|letters|letras)\b"
    r"|\b(?:what|que)\s+(?:was|were|has\s+been|have\s+been|foi|foram)\s+"
    r"(?:add|insert|acrescent|inser|inclu|introduc|introduz)\w*\s+(?:to|into|ao|a|na|no|em)\b"
)
#: The nouns of changing, which name what is counted or ranked, not a kind of change.
_CHANGE_NOUN = re.compile(r"(?:amendments?|emendas?|changes?|alteracao|alteracoes|reformas?)")


def refuse_ranked(words: str, understood: str) -> None:
    """Refuse a question that cites no provision and still ranks or counts changes, or asks
    around one ("Which article did Amendment 26 change, and when was it changed for the second
    time?", "How many articles did Amendment 45 change?"): its other reading would answer
    only the rest of it."""
    words = " ".join(re.findall(r"[\w-]+", words))
    count = _COUNT.search(words)
    try:
        said = find_around(words) or (count and count.group(0)) or find_rank(words)
    except QuestionError:
        said = "two ranks"
    if said and not (isinstance(said, Rank) and said.nth in (1, -1)):
        text = said.text if isinstance(said, (Rank, Around)) else said
        raise QuestionError(
            f"{understood}; '{text}' ranks or counts the changes of a provision, and the "
            "question cites none: ask about one provision"
        )


# --------------------------------------------------------------------------------------------
# The answers


def _days(actions: list[dict[str, Any]]) -> list[str]:
    return sorted({str(a["date"]) for a in actions})


def _acts_of(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    acts: dict[str, dict[str, Any]] = {}
    for a in actions:
        for act in a.get("acts") or []:
            acts.setdefault(str(act["iri"]), act)
    return list(acts.values())


def _day_words(day: str, actions: list[dict[str, Any]]) -> str:
    on = [a for a in actions if str(a["date"]) == day]
    acts = _acts_of(on)
    by = " and ".join(str(x["label"]) for x in acts) or "no amending act named"
    if len(acts) > 1:
        by += " (promulgated the same day; the sources do not tell which made each change)"
    after = [str(a["changed_after"]) for a in on if a.get("changed_after")]
    when = f"after {min(after)}, on or before {day}" if after else day
    return f"{when} ({len(on)} change(s), by {by})"


_KIND_TYPE = {"insertion": "Insertion", "repeal": "Repeal"}
_KIND_WORDS = {"insertion": "added (inserted)", "repeal": "repealed"}


def _kinded(base: Builder) -> Builder:
    """``item-history`` with ``kind``: only the unit's own insertions or repeals (then the first,
    the last, the n-th or the count of those); none is said in words, with how many other
    changes the unit had, never listed as if they answered."""

    def build(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
        kind = getattr(request, "kind", None)
        if kind is None:
            return base(request, runner, outputs)
        result, _, citations = base(replace(request, which=None), runner, outputs)
        unit = str(result["scope"]["iri"])
        label = result["scope"]["citation"]
        actions = [
            a
            for a in result["actions"]
            if a["type"] == _KIND_TYPE[kind] and str(a["component"]["iri"]) == unit
        ]
        others = len(result["actions"]) - len(actions)
        window = ""
        if result.get("from") or result.get("until"):
            window = f" between {result['from'] or 'the beginning'} and {result['until'] or 'now'}"
        if actions:
            text = (
                f"{label} was {_KIND_WORDS[kind]}{window}: "
                + "; ".join(
                    (
                        f"after {a['changed_after']}, on or before {a['date']}"
                        if a.get("changed_after")
                        else str(a["date"])
                    )
                    + f": {a['label']}"
                    for a in actions
                )
                + "."
            )
        else:
            noun = "insertion" if kind == "insertion" else "repeal"
            text = f"This store records no {noun} of {label}{window}" + (
                " (it is in the first text this store holds)" if kind == "insertion" else ""
            )
            text += f"; it had {others} other change(s)." if others else "."
        kept = {str(a["iri"]) for a in actions} | {unit}
        result = {
            **result,
            "kind": kind,
            "actions": actions,
            "changed_components": sorted(
                {a["component"]["citation"] or a["component"]["iri"] for a in actions}
            ),
            "versions": versions_by_date(actions),
        }
        built = (result, text, [c for c in citations if c["iri"] in kept])
        if getattr(request, "which", None) is None:
            return built
        return _history_end(lambda *_: built)(request, runner, outputs)

    return build


def _ranked_history(base: Builder) -> Builder:
    """``item-history`` with ``nth`` (the changes of the n-th day) or ``count`` (how many days
    and acts): the listing of every change is kept in ``actions`` only for a count."""

    def build(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
        nth = getattr(request, "nth", None)
        count = getattr(request, "count", None)
        result, answer, citations = base(request, runner, outputs)
        if nth is None and not count:
            return result, answer, citations
        actions = result.get("actions", [])
        label = result["scope"]["citation"]
        own = getattr(request, "scope", None) == "own"
        under = "'s own row" if own else " and the units under it"
        if getattr(request, "kind", None):
            under = ""  # an insertion or a repeal is of the unit itself
        window = ""
        if result.get("from") or result.get("until"):
            window = f" between {result['from'] or 'the beginning'} and {result['until'] or 'now'}"
        days = _days(actions)
        undated = [a for a in actions if a.get("changed_after")]
        if count:
            acts = _acts_of(actions)
            did = {"insertion": "was added", "repeal": "was repealed"}.get(
                str(getattr(request, "kind", None)), "changed"
            )
            text = (
                f"{label}{under}{window} {did} {'at least ' if undated else ''}"
                f"{len(days)} time(s), counted by day (one "
                f"amendment changes many parts at once), by {len(acts)} amending act(s): "
                + "; ".join(_day_words(d, actions) for d in days)
                + f". {len(actions)} change(s) to single provisions in all."
            )
            if undated:
                text += (
                    f" {len(undated)} of the changes are known only from two whole texts (made "
                    f"after {min(str(a['changed_after']) for a in undated)}, on a day the "
                    "sources do not give): each may stand for several changes, and the acts that "
                    "made them are not named."
                )
            if not actions:
                never = "never changed" if did == "changed" else did.replace("was ", "was never ")
                text = f"{label}{under}{window} {never} in this store (0 times)."
            result = {
                **result,
                "count": {"days": len(days), "acts": len(acts), "changes": len(actions)},
                "at_least": bool(undated),
            }
            return result, text, citations
        assert nth is not None
        word = rank_words(nth)
        if undated:  # a change known from two whole texts may stand for several
            text = (
                f"Which change to {label}{under}{window} was the {word} cannot be told: the "
                f"sources do not date {len(undated)} of its {len(actions)} change(s), and a "
                "change known only from two whole texts may stand for several."
            )
            result = {**result, "nth": nth, "undetermined": True}
            return result, text, citations
        index = nth - 1 if nth > 0 else len(days) + nth
        if not 0 <= index < len(days):
            text = (
                f"{label}{under}{window} changed on {len(days)} day(s) only: {', '.join(days)}"
                if days
                else f"{label}{under}{window} never changed in this store"
            ) + f"; there is no {word} change."
            result = {**result, "nth": nth, "undetermined": False, "actions": []}
            result["changed_components"], result["versions"] = [], []
            return result, text, [c for c in citations if c["iri"] == result["scope"]["iri"]]
        day = days[index]
        ends = [a for a in actions if str(a["date"]) == day]
        text = (
            f"The {word} change(s) to {label}{under}{window} (counted by day, of "
            f"{len(days)} day(s)): {len(ends)} on {day}: "
            + "; ".join(str(a["label"]) for a in ends)
            + f". ({len(actions)} change(s) in all{window}, on {', '.join(days)}.)"
        )
        result, citations = keep_changes(result, ends, citations, nth=nth, undetermined=False)
        return result, text, citations

    return build


register_builder(ItemHistory, _ranked_history(_kinded(_BUILDERS[ItemHistory])))


SIDES = ("before", "after")
KINDS = ("change", "insertion", "repeal")
_ACTION_TYPE = {"insertion": "Insertion", "repeal": "Repeal"}

POLICY_AROUND = (
    "The text around a change: 'before' is the text in force the day before the change's day, "
    "'after' the text in force on it; changes are counted by day (every change to the unit and "
    "its parts on one day is one); an insertion or a repeal is of the unit itself. Without a "
    "rank the change must be the only one of its kind, or the question is refused."
)


@dataclass(frozen=True, slots=True)
class AroundChange(NormRequest):
    """The text of ``component`` just before (``side`` ``before``) or on the day of (``after``)
    one of its changes: the ``nth`` (1 the first, -1 the last; None: the only one) change of
    ``kind`` ``change`` (any change to the unit or its parts), ``insertion`` or ``repeal`` (of
    the unit itself)."""

    type: ClassVar[str] = "around-change"
    integer_params: ClassVar[frozenset[str]] = frozenset({"nth"})
    component: str = ""
    side: str = "before"
    kind: str = "change"
    nth: int | None = None
    work: str | None = None
    scope: str | None = None

    def check(self) -> None:
        if not self.component:
            raise PlanError("missing 'component' (a citation such as 'art. 6º', or an IRI)")
        if self.side not in SIDES:
            raise PlanError(f"'side': {self.side!r} is not one of {', '.join(SIDES)}")
        if self.kind not in KINDS:
            raise PlanError(f"'kind': {self.kind!r} is not one of {', '.join(KINDS)}")
        if self.nth is not None and (not isinstance(self.nth, int) or self.nth == 0):
            raise PlanError(f"'nth': {self.nth!r} is not a whole number other than 0")
        _check_scope(self.scope)

    def plan(self) -> tuple[list[Step], list[str]]:
        self.check()
        steps = [
            *_work_steps(self),
            Step(
                "item-history",
                {"component": "$component", "from": None, "until": None},
                "the changes to the unit and its parts, to find the change asked about",
            ),
        ]
        return steps, [POLICY_AROUND, POLICY_HALF_OPEN, POLICY_WORK, POLICY_CITATION]


register_request(AroundChange)


def _around(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    label = runner.vars["component_label"]
    unit = runner.vars["component"]
    scope = "own" if request.kind != "change" else request.scope
    history = ItemHistory(component=request.component, work=request.work, scope=scope)
    found, _, _ = _BUILDERS[ItemHistory](history, runner, outputs)
    actions = found.get("actions", [])
    if request.kind != "change":
        kind = _ACTION_TYPE[request.kind]
        actions = [a for a in actions if a["type"] == kind and str(a["component"]["iri"]) == unit]
    noun = {"change": "change", "insertion": "insertion", "repeal": "repeal"}[request.kind]
    days = _days(actions)
    if not days:
        raise PlanError(
            f"this store records no {noun} of {label}"
            + (" (it is in the text as first stored)" if request.kind == "insertion" else "")
        )
    if any(a.get("changed_after") for a in actions):
        raise PlanError(
            f"the sources do not date every {noun} of {label}, so the text around one cannot "
            "be given by its rank"
        )
    if request.nth is None and len(days) > 1:
        raise PlanError(
            f"{label} has {len(days)} {noun}s (on {', '.join(days)}): say which one (the "
            "first, the second, the last …)"
        )
    index = (
        0
        if request.nth is None
        else request.nth - 1
        if request.nth > 0
        else len(days) + request.nth
    )
    if not 0 <= index < len(days):
        raise PlanError(
            f"{label} has {len(days)} {noun}(s) only (on {', '.join(days)}): there is no "
            f"{rank_words(request.nth)} one"
        )
    day = days[index]
    on = (
        day
        if request.side == "after"
        else (date.fromisoformat(day) - timedelta(days=1)).isoformat()
    )
    when = {"date": on, "from": None, "until": None, "language": None}
    if request.scope == "own":
        rows = [
            runner.run("valid-versions", {"component": "$component", "date": on, "language": None})
        ]
    else:
        versions = runner.run("unit-versions", {"component": "$component", **when})
        parts = (
            []
            if _is_leaf(versions)
            else runner.run("part-wordings", {"component": "$component", **when})
        )
        rows = [versions, parts]
    life = runner.run("lifespan", {"component": "$component", "date": on})
    v = ValidVersions(component=request.component, date=on, work=request.work, scope=request.scope)
    result, answer, citations = _valid_versions(v, runner, [*rows, life])
    which = "the only" if request.nth is None else f"the {rank_words(request.nth)}"
    lead = (
        f"{'Just before' if request.side == 'before' else 'After'} {which} {noun} of {label}"
        + (" or its parts" if request.kind == "change" and request.scope != "own" else "")
        + f" (counted by day, {len(days)} in all), on {_day_words(day, actions)}"
        + (f", the text in force the day before, {on}" if request.side == "before" else "")
    )
    changes = [a for a in actions if str(a["date"]) == day]
    citations[:0] = [{"iri": str(a["iri"]), "label": str(a["label"])} for a in changes]
    result = {
        **result,
        "side": request.side,
        "kind": request.kind,
        "nth": request.nth,
        "change_day": day,
        "change_days": days,
        "actions": changes,
    }
    return result, f"{lead}: {answer}", citations


register_builder(AroundChange, _around)
