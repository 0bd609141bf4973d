"""One event per act, once the dates are read: a person's one-off act (a termination, a
resignation, a hiring, a demotion) told again later is merged into the act it retells.

:mod:`.retellings` merges mentions before the dates are attached and, for a one-off act, only
when both name the same person in the same role. What it leaves apart is the same act told
without that person in the role ("the demotion from her supervisor position" next to "Ms.
Gordon … was demoted"; "Plaintiff was hired …" next to "the City Council approved Plaintiff's
appointment" of the same day) or told by the person joining ("Ms. Gordon joined HUD …", and
pages later "when she first joined HUD"). Here, with every date read:

- the act's person is the one the role names (the patient; a resignation's agent; for a
  hiring told as the employee's own act, "joined", "began her employment", its agent); a
  mention that names no one takes the only person the complaint tells that kind of act of,
  and then only when its words point back (a definite or possessive determiner or a pronoun
  before them, "the demotion", "her termination", "she was demoted"), or it is the kind's
  own noun in a sentence that retells in the words of the law ("These practices include …
  constructive discharge"; not "negligently hired … the officers", a verb with an object);
- a mention joins an act of the same kind and the same person (by entity) when their dates
  are compatible (one undated, or one period inside the other: "in 2004" and "in April
  2004"; never two dates that differ) and exactly one such act is there to join (a person
  given notice of termination in January and terminated in March has two: a mention of
  neither joins one);
- never a class ("terminations", several people in the role), a mention told as a new act
  ("again", "another", "rejoined"), or a post given by appointment (a working life's posts
  are each an act, :data:`legalkg.events.licensing.APPOINTED`).

The merge is applied by :func:`legalkg.events.resolve.apply_resolution` (every evidence
quote kept, the relations of both carried, a merge that would contradict the order refused);
the kept event then takes the most precise of the two dates. It runs after the acts are
typed by their objects (:mod:`.objects`): "joined the protests" is no hiring.
"""

from __future__ import annotations

import re
from dataclasses import replace

from legalkg.events.model import Entity, Event, EventDate, Relation, Sentence

#: the one-off acts and the role that names whom each is done to (or by)
ONE_OFF_ROLE = {
    "termination": "patient",
    "resignation": "agent",
    "hiring": "patient",
    "demotion": "patient",
}

#: kinds a person may undergo more than once: a later mention joins only when it points back
_RECURRING = frozenset({"demotion"})

#: a hiring told as the employee's own act: its agent is the person hired
_JOINED = re.compile(
    r"\b(?:joined|began\s+(?:his|her|their)\s+employment|started\s+(?:work|working)|"
    r"(?:was|were|been)\s+(?:hired|employed))\b",
    re.IGNORECASE,
)

#: a mention told as a new act of its kind
_NEW_ACT = re.compile(
    r"\b(?:again|another|second|third|new|re-?(?:hired|joined|hire|join|instated)\w*|"
    r"rehir\w*|rejoin\w*|reinstat\w*)\b",
    re.IGNORECASE,
)

#: words that point back to an act told before, just before the mention's words: a definite
#: or possessive determiner, a personal pronoun ("the demotion", "that termination", "her
#: discharge", "she was demoted", "when he first joined"); not "their", "they" (a group's)
_POINTS_BACK = re.compile(
    r"\b(?:the|this|that|said|his|her|its|he|she)\s+"
    r"(?:(?:first|sudden|unlawful|wrongful|alleged|constructive|unjustified|eventual|"
    r"ultimate|later|subsequent|was|were|been|had|has|have)\s+){0,3}$",
    re.IGNORECASE,
)

#: a plural noun of the kind: a class of acts, not one person's
_PLURAL = re.compile(
    r"\b(?:terminations|discharges|firings|resignations|hires|hirings|demotions|dismissals)\b",
    re.IGNORECASE,
)

#: the kind's own noun, as a retelling in the words of the law names the act
_NOUN = re.compile(
    r"(?:(?:constructive|unlawful|wrongful|retaliatory|discriminatory)\s+)?"
    r"(?:termination|discharge|firing|dismissal|resignation|demotion|hiring)\b",
    re.IGNORECASE,
)

#: how precise a granularity is (the narrower period wins)
_PRECISION = {"day": 3, "month": 2, "quarter": 1.5, "season": 1.5, "year": 1}


def _period(d: EventDate) -> tuple[str, str]:
    from legalkg.events.rdf import latest_day

    return d.value, d.end or latest_day(d.value, d.granularity)


def compatible(a: EventDate | None, b: EventDate | None) -> bool:
    """Whether two dates may be one act's: one missing, or one period inside the other.

    >>> day = EventDate("2004-04-12", granularity="day")
    >>> compatible(EventDate("2004-01-01", granularity="year"), day)
    True
    >>> compatible(EventDate("2004-05-01", granularity="month"), day)
    False
    >>> compatible(None, day)
    True
    """
    if a is None or b is None:
        return True
    (a0, a1), (b0, b1) = _period(a), _period(b)
    return (a0 <= b0 and b1 <= a1) or (b0 <= a0 and a1 <= b1)


def precise(a: EventDate | None, b: EventDate | None) -> EventDate | None:
    """The more precise of two compatible dates (the narrower period; ``a`` on a tie).

    >>> precise(EventDate("2004-01-01", granularity="year"),
    ...         EventDate("2004-04-01", granularity="month")).granularity
    'month'
    >>> precise(None, EventDate("2004-04-01", granularity="month")).value
    '2004-04-01'
    """
    if a is None or b is None:
        return a or b
    (a0, a1), (b0, b1) = _period(a), _period(b)
    return b if (b0, b1) != (a0, a1) and a0 <= b0 and b1 <= a1 else a


def retold_one_offs(
    events: list[Event],
    relations: list[Relation],
    entities: list[Entity],
    sentences: dict[str, Sentence],
) -> tuple[list[Event], list[Relation], list[list[str]]]:
    """``events`` and ``relations`` with each person's one-off act told again merged into the
    act it retells (see the module's rules); the merged pairs, for the merge report.

    >>> from legalkg.events.model import Evidence, Participant
    >>> text = ["In March 2016 the board removed Ms. Ortiz as head of the clinic.",
    ...         "The demotion from her post cost her the bonus."]
    >>> ss = {f"s{i}": Sentence(f"s{i}", 0, len(t), t) for i, t in enumerate(text)}
    >>> ents = [Entity("p1", "Ms. Ortiz", "person")]
    >>> a = Event("e1", "removed", "demotion", (Evidence("s0", "removed Ms. Ortiz"),), 1.0,
    ...           participants=(Participant("p1", "patient"),),
    ...           date=EventDate("2016-03-01", granularity="month"))
    >>> b = Event("e2", "demotion", "demotion", (Evidence("s1", "demotion from her post"),), 1.0)
    >>> evs, _, pairs = retold_one_offs([a, b], [], ents, ss)
    >>> pairs, [x.sentence_id for x in evs[0].evidence], evs[0].date.value
    ([['e1', 'e2']], ['s0', 's1'], '2016-03-01')
    """
    from legalkg.events.licensing import APPOINTED
    from legalkg.events.resolve import apply_resolution
    from legalkg.events.retellings import _retelling, count_sentences

    persons = {e.id for e in entities if e.kind == "person"}
    counts = count_sentences(sentences)
    order = {sid: i for i, sid in enumerate(sentences)}

    def quote(e: Event) -> str:
        return " ".join(e.evidence[0].quote.split())

    def subjects(e: Event) -> set[str]:
        """Everyone the role names (people or not): more than one is a class."""
        role = ONE_OFF_ROLE[e.type]
        found = {p.entity for p in e.participants if p.role == role}
        if not found and e.type == "hiring" and _JOINED.search(quote(e)):
            found = {p.entity for p in e.participants if p.role == "agent"}
        return found

    def points_back(e: Event) -> bool:
        x = e.evidence[0]
        text = " ".join(sentences[x.sentence_id].text.split())
        at = text.find(quote(e))
        if at < 0:
            return False
        # (in a retelling sentence, the kind's own noun: "practices include … constructive
        # discharge"; not a verb with its own object, "negligently hired … the officials")
        return bool(
            _POINTS_BACK.search(text[max(0, at - 40) : at])
            or (_retelling(text) or x.sentence_id in counts)
            and _NOUN.match(quote(e))
        )

    proposals: list[dict[str, object]] = []
    for kind in ONE_OFF_ROLE:
        told = sorted(
            (e for e in events if e.type == kind),
            key=lambda e: (order.get(e.evidence[0].sentence_id, 0), e.id),
        )
        if len(told) < 2:
            continue
        usable = [
            e
            for e in told
            if not _PLURAL.search(quote(e))
            and not _NEW_ACT.search(quote(e))
            and not (kind == "hiring" and APPOINTED.search(quote(e)))
        ]
        who: dict[str, str] = {}
        for e in usable:
            s = subjects(e)
            if len(s) == 1 and s <= persons:
                who[e.id] = next(iter(s))
        people = set(who.values())
        if len(people) == 1:
            only = next(iter(people))
            for e in usable:
                if e.id not in who and not subjects(e) and points_back(e):
                    who[e.id] = only
        # each person's acts: the dated mentions, the most precise first, make the acts (a
        # coarser date joins the one act it fits, or none when it fits two); an undated one
        # joins the person's act when there is one act only
        mine: dict[str, list[Event]] = {}
        for e in usable:
            if e.id in who:
                mine.setdefault(who[e.id], []).append(e)
        for told_of in mine.values():
            by_precision = sorted(
                (e for e in told_of if e.date is not None),
                key=lambda e: -_PRECISION.get(e.date.granularity if e.date else "", 0),
            )
            clusters: list[list[Event]] = []
            best: list[EventDate | None] = []
            for e in by_precision:
                fits = [i for i, d in enumerate(best) if compatible(d, e.date)]
                if not fits:
                    clusters.append([e])
                    best.append(e.date)
                elif len(fits) == 1:
                    clusters[fits[0]].append(e)
                    best[fits[0]] = precise(best[fits[0]], e.date)
            undated = [e for e in told_of if e.date is None]
            if len(clusters) == 1:
                clusters[0].extend(undated)
            elif not clusters:
                clusters.append(undated)
            for group in clusters:
                group.sort(key=lambda e: (order.get(e.evidence[0].sentence_id, 0), e.id))
                if kind in _RECURRING:
                    # one demotion per person is no rule ("cut her hours", then "took her
                    # office"): one mention may tell it, every other one must point back
                    told_anew = [e for e in group if not points_back(e)]
                    group = [e for e in group if e in told_anew[:1] or points_back(e)]
                if len(group) > 1:
                    proposals.append(
                        {
                            "keep": group[0].id,
                            "merge": [e.id for e in group[1:]],
                            "why": "a one-off act retold",
                        }
                    )
    if not proposals:
        return events, relations, []
    kept_dates = {e.id: e.date for e in events}
    _, merged, relations, res = apply_resolution(
        entities, events, relations, sentences, {"same_events": proposals}
    )
    # the kept event takes the most precise date of the mentions it now holds
    dated: dict[str, EventDate | None] = {}
    for keep, other in res.merged_events:
        dated[keep] = precise(dated.get(keep, kept_dates.get(keep)), kept_dates.get(other))
    merged = [replace(e, date=dated[e.id]) if e.id in dated else e for e in merged]
    return merged, relations, [list(p) for p in res.merged_events]
