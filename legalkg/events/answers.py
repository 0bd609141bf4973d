"""The answers to the questions in words about a complaint's events
(:class:`~.requests.EventQuestion`): cause and effect along the stated relations, what came after
or before, when and how long, who did what, who was hired instead; each with the sentences behind
it, or a refusal that says what was understood.
"""

from __future__ import annotations

import re
from typing import Any

from legalkg.engine.answers import Built, Row, Runner, register_builder
from legalkg.events.capposts import capital_posts, post_words
from legalkg.events.doers import who_did
from legalkg.events.doneto import done_to
from legalkg.events.finding import (
    _CAUSES,
    _EMPLOYER_ACTS,
    _PLAINTIFF_SIDE,
    _RELATED_KINDS,
    _STOP,
    _TITLE_WORDS,
    _Answered,
    _before,
    _by_phrase,
    _complainants,
    _dated_before,
    _describe,
    _entity_table,
    _find_events,
    _label_agent,
    _Listing,
    _mentioned,
    _name_words,
    _passive_agent,
    _Refusal,
    _Refuse,
    _sentences,
    _sid_key,
    _subject_agent,
    _subject_phrase,
    _takes,
    _takes_part,
    _told_by_an_event,
    _unknown_name,
)
from legalkg.events.heldnames import asked_people_hold
from legalkg.events.picking import (
    answer_whether,
    antecedent,
    finer_retelling,
    first_or_last,
    instead_of,
    other_days,
    place,
    titles,
)
from legalkg.events.questions import _ordinal, _who
from legalkg.events.requests import (
    EventQuestion,
    _cite_evidence,
    _collect_var,
    _Complaint,
    _public,
    _when,
)
from legalkg.events.responses import (
    answer_in_response,
    done_by,
    replies,
    subject_of_verb,
    unplaced_doer,
)
from legalkg.events.wording import held_by_others, names_in_roles


def _question(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    entity_rows, sentence_rows, *rest = outputs
    c = _collect_var(runner, "complaint", rest)
    entities = _entity_table(entity_rows)
    flat = " ".join(" ".join(str(r["text"]).split()) for r in sentence_rows)
    _describe(entities, flat)
    capital_posts(entities, flat)  # "Acting Chair Michael McDonald": a post by its title
    titles(entities, flat)
    complaint_text = " ".join(str(r["text"]) for r in sentence_rows).casefold().replace("’", "'")
    by_id = {str(r["sentenceId"]): str(r["text"]) for r in sentence_rows}
    for ev in c.events.values():  # each event's whole sentences, beside its quotes
        ev["_text"] = " ".join(by_id.get(x["sentence_id"], "") for x in ev["evidence"])
        ev["_sents"] = {x["sentence_id"]: by_id.get(x["sentence_id"], "") for x in ev["evidence"]}
        ev["_doc"] = by_id
    q = request
    understood = {
        k: v
        for k, v in (
            ("ask", q.ask),
            ("kind", q.kind),
            ("who", q.who),
            ("event", q.event),
            ("focus", q.focus),
            ("ordinal", q.ordinal),
            ("kind2", q.kind2),
            ("event2", q.event2),
        )
        if v
    }
    head = {
        "complaint": {"iri": c.iri, "label": c.label},
        "ask": q.ask,
        "question": q.text,
        "understood": understood,
    }
    citations: list[dict[str, str]] = []
    read = ", ".join(f"{k} {v!r}" for k, v in understood.items())

    def refuse(why: str) -> Built:
        return (
            {**head, "refused": why, "events": [], "links": []},
            f"Not answered: {why} (understood: {read}).",
            [],
        )

    def listing(events: list[dict[str, Any]]) -> str:
        return "; ".join(f"{_when(e)}: {e['label']} [{_sentences(e)}]" for e in events)

    def answered(
        events: list[dict[str, Any]],
        answer: str,
        start: dict[str, Any] | None = None,
        links: Any = (),
    ) -> Built:
        for e in ([start] if start else []) + events:
            _cite_evidence(citations, c, e["iri"])
        for r in links:
            _cite_evidence(citations, c, str(r["iri"]))
        result = {
            **head,
            "events": [_public(e) for e in events],
            "links": [
                {
                    k: v
                    for k, v in x.items()
                    if k in ("iri", "id", "type", "source", "target", "evidence")
                }
                for x in links
            ],
        }
        if start is not None:
            result["event"] = _public(start)
        if head.get("unplaced"):
            answer += (
                f" (The complaint names {head['unplaced']}, but its graph places them on no "
                "event: this answer does not check their part in it.)"
            )
        return result, answer, citations

    try:
        stranger = _unknown_name(c, entities, q.who, q.event, q.focus, q.event2)
        if stranger and not _told_by_an_event(c, stranger):
            # never an answer about someone else: a name no act of the complaint tells (not
            # in the complaint, or only in its caption or signature)
            where = (
                "names"
                if re.search(rf"\b{re.escape(' '.join(_name_words(stranger)))}", complaint_text)
                else "names no"
            )
            raise _Refusal(
                f"{c.label} tells no act of {stranger!r}"
                if where == "names"
                else f"{c.label} names no {stranger!r}"
            )
        if stranger:
            # told in an event's sentence, but no entity of the graph: answered from the
            # events whose sentences name that person, and said so
            head["unplaced"] = stranger
        if q.ask in ("did", "instead"):
            return _did_or_instead(c, entities, q, answered, refuse, listing)
        if q.ask == "whether":
            return answer_whether(c, entities, q, answered, refuse, listing)
        clause, who = q.event, q.who
        if q.ask in ("after", "before") and q.focus:
            # "What did Hunt do after he announced …": "he" is Hunt
            clause = antecedent(q.event, q.focus, entities)
            who = _who(clause) if clause != q.event else who
        chosen, note = _find_events(
            c,
            entities,
            q.kind,
            clause,
            who,
            q.ordinal,
            head.get("unplaced"),
            broad=q.ask in ("after", "before", "cause", "effect"),
            bare=q.ask in ("who", "whom"),
        )
    except _Refusal as no:  # the thing named is no act: the sentence telling the response
        asked = q.ask in ("after", "effect")
        return (asked and answer_in_response(c, q, entities, answered)) or refuse(str(no))
    chosen = asked_people_hold(chosen, clause, entities)  # "fire McDonald": McDonald in it
    if not chosen:
        return refuse(f"no act of {c.label} told as «{clause}» holds the people it names so")
    start = chosen[0]
    if q.ask == "when":
        return _answer_when(c, q, chosen, note, answered, refuse)
    if q.ask == "duration":
        return _answer_duration(c, chosen, note, answered, refuse)
    second = antecedent(q.event2, q.event, entities) if q.event2 else None
    if q.ask in ("between", "order", "because"):
        try:
            other, _ = _find_events(c, entities, q.kind2, second, _who(second or ""), q.ordinal)
        except _Refusal as no:
            return refuse(str(no))
        if q.ask == "order":
            return _answer_order(c, start, other[0], note, answered, refuse, q.focus)
        if q.ask == "because":
            return _answer_because(c, start, other[0], note, answered, refuse)
        return _answer_between(c, start, other[0], answered, refuse)
    roles, left_out = ("agent",) if q.ask == "who" else ("patient", "recipient"), set[str]()
    if q.ask in ("who", "whom") and q.focus == "besides":
        # "Besides Ms. Romak, who else got a tear jar?": the acts that hold someone else
        left_out = {i for _, iris in _mentioned(q.event2 or "", entities) for i in iris}
        chosen = held_by_others(chosen, left_out, roles)
        if not chosen:
            return refuse(f"{c.label} tells no such act of anyone else than {q.event2!r}")
        note += f" (besides {q.event2})"
    elif q.ask in ("who", "whom") and second and q.focus in ("after", "before"):
        # "Who promoted Ms. Velazquez after she was named …": the acts that clause places
        try:
            other, _ = _find_events(c, entities, q.kind2, second, _who(second), None)
        except _Refusal as no:
            return refuse(str(no))
        chosen = place(c, chosen, other[0], q.focus)
        if not chosen:
            return refuse(f"{c.label} tells no such act {q.focus} «{other[0]['label']}»")
        note += f" ({q.focus} «{other[0]['label']}» [{_sentences(other[0])}])"
    if q.ask == "who" and len(chosen) > 1:
        # "Who assigned the role to Mr. Erazo?": the one named is not the agent asked for
        named = _mentioned(q.event or "", entities)
        others = [e for e in chosen if not any(_takes(e, iris, ("agent",)) for _, iris in named)]
        chosen = others or chosen
    if q.ask == "whom" and q.who and re.match(r"(?:did|does|had|has)\s", q.event or ""):
        # "Who did Flood complain to?": Flood did it; an act of another's she is only on
        # ("Vaughn noted that Flood had no office") is not one she did
        doers = {i for _, iris in _mentioned(q.who, entities) for i in iris}
        chosen = [
            e
            for e in chosen
            if not doers
            or _takes(e, doers, ("agent",))
            or not any(p["role"] == "agent" for p in e["participants"])
        ]
        if not chosen:
            return refuse(f"{c.label} tells no such act done by {q.who!r}")
    if q.ask in ("who", "whom"):
        parts = []
        if q.ask == "who":  # "Who was Flood's firing announced by?": Flood did not do it
            left_out |= {i for _, iris in _mentioned(q.event or "", entities) for i in iris}
        for e in chosen:
            names = ", ".join(names_in_roles(e, roles, left_out))
            by = _by_phrase(e) if q.ask == "who" else None
            worded = who_did(e, q.event, names, entities) if q.ask == "who" else None
            if worded:  # the sentence telling the act in the question's words names its doer
                names, by = worded[0], None
            if q.ask == "who" and not names and not by:
                # "Fire Chief Thompson issued Special Order 20"; "Bradshaw announced that …"
                by = subject_of_verb(e, q.event) or _subject_phrase(e)
            said = worded[1] if worded else f" (its sentence says «{by}»)" if by else ""
            parts.append(f"{names or 'not named'}{said} — {e['label']} [{_sentences(e)}]")
        lead = "Who did it" if q.ask == "who" else "To whom"
        return answered(chosen, f"{lead}, as {c.label} tells it{note}: " + "; ".join(parts) + ".")
    mine = {e["iri"] for e in chosen}
    upstream = q.ask in ("cause", "before")
    links: list[dict[str, Any]] = []
    found: list[str] = []
    if q.ask in ("cause", "effect") and not any(
        (r["type"] in _CAUSES or replies(r)) and (r["target"] if upstream else r["source"]) in mine
        for r in c.relations
    ):
        # "Why was she written up?" where the write-ups are told as the form of the
        # retaliation the sentence before states the cause of: the act of a related kind
        # told in the same or the sentence before, with a link, is read, and said so
        told = {_sid_key(x["sentence_id"])[0] for e in chosen for x in e["evidence"]}
        related = set(_RELATED_KINDS.get(start["type"], ()))
        for x in c.order:
            alt = c.events[x]
            near_by = any(
                0 <= t - _sid_key(y["sentence_id"])[0] <= 1 for t in told for y in alt["evidence"]
            )
            linked = any(
                r["type"] in _CAUSES and (r["target"] if upstream else r["source"]) == x
                for r in c.relations
            )
            if alt["type"] in related and near_by and linked:
                mine.add(x)
                note += f" (read with «{alt['label']}» [{_sentences(alt)}], told with it)"
                break
    if q.ask in ("cause", "effect"):
        frontier, seen = list(mine), set(mine)
        for _ in range(3):  # the chain, up to three links
            nxt = []
            for r in c.relations:
                if r["type"] not in _CAUSES and not replies(r):  # "In a response dated …"
                    continue
                near, far = (r["target"], r["source"]) if upstream else (r["source"], r["target"])
                if near in frontier and far not in mine:
                    links.append(r)
                    if far not in seen:
                        seen.add(far)
                        nxt.append(far)
                        found.append(far)
            frontier = nxt
    else:
        for r in c.relations:
            s, t = str(r["source"]), str(r["target"])
            if r["type"] == "AFTER":
                s, t = t, s
            elif r["type"] not in ("BEFORE", *_CAUSES):
                continue
            far = s if upstream else t
            near = t if upstream else s
            if near in mine and far not in mine:
                links.append(r)
                if far not in found:
                    found.append(far)

    # never an answer whose order contradicts the complaint: drop what its dates or stated
    # relations put on the wrong side of the asked event
    def wrong_side(x: dict[str, Any]) -> bool:
        return any(_before(c, x, e) if not upstream else _before(c, e, x) for e in chosen)

    found = [x for x in found if not wrong_side(c.events[x])]
    links = [r for r in links if str(r["source"]) in found or str(r["target"]) in found]
    focus = _mentioned(q.focus, entities) if q.focus else []
    for m in re.finditer(r"\b([A-Z][\w.-]*)['’]s?\s+(\w+)", q.focus or ""):
        # "the University's President" is one person: the possessor says whose post it is,
        # it is no second agent every act must hold
        if any(m.group(2).casefold() in x[0].split() for x in focus):
            owner = set(_name_words(m.group(1)))
            focus = [x for x in focus if not set(x[0].split()) <= owner]
    role: tuple[str, ...] = ()
    if q.focus and re.search(r"\b(?:do|did|does|done)\b", q.focus.casefold()):
        role = ("agent",)
    if q.focus and re.search(r"\bhappen\w*\s+to\b", q.focus.casefold()):
        role = ("patient", "recipient")

    employer = {e["iri"] for e in entities if e["legal_roles"] & {"defendant", "employer"}}
    doer = unplaced_doer(q.focus, focus) if role == ("agent",) else None  # "the deputy"

    def in_focus(e: dict[str, Any]) -> bool:
        # an employer's act told in the passive with no agent ("she was not reinstated") is
        # the employer's, for "what did the company do"
        passive = role == ("agent",) and not any(p["role"] == "agent" for p in e["participants"])
        return (not doer or done_by(e, doer)) and all(
            _takes(e, iris, role)
            or passive
            and e["type"] in _EMPLOYER_ACTS
            and bool(iris)
            and iris <= employer
            for _, iris in focus
        )

    if q.ask in ("after", "before"):
        # beside the stated links, the nearest events the dates and the stated relations
        # together put strictly after (or before), up to three in all
        near = [
            c.events[x]
            for x in c.order
            if x not in mine
            and x not in found
            and in_focus(c.events[x])
            and any(
                _before(c, e, c.events[x]) if q.ask == "after" else _before(c, c.events[x], e)
                for e in chosen
            )
            and all(
                not (_before(c, c.events[x], e) if q.ask == "after" else _before(c, e, c.events[x]))
                for e in chosen
            )
        ]
        room = max(0, 3 - len([x for x in found if in_focus(c.events[x])]))
        if room:
            found += [e["iri"] for e in (near[:room] if q.ask == "after" else near[-room:])]
    events = [c.events[x] for x in sorted(found, key=lambda x: c.order.index(x))]
    events = [e for e in events if in_focus(e)]
    label = f"«{start['label']}» [{_sentences(start)}]"
    several = q.ask in ("cause", "effect") and len(chosen) > 1
    if several:
        # "Why was she disciplined?" of six disciplines: asked of them all together, each
        # cause said with the act it leads to (not all under the first one's label)
        label = (
            f"the {len(chosen)} acts of the kind asked ("
            + "; ".join(f"«{e['label']}» [{_sentences(e)}]" for e in chosen)
            + ")"
        )
    if q.ask in ("after", "before"):
        events, note = first_or_last(c, events, _ordinal(q.focus or ""), note)
    if not events and q.ask in ("after", "effect"):
        response = answer_in_response(c, q, entities, answered, in_focus)
        if response:
            return response
    if not events:
        what = {
            "cause": "no causal link into",
            "effect": "no causal link out of",
            "after": "nothing it places after",
            "before": "nothing it places before",
        }[q.ask]
        return answered([], f"{c.label} states {what} {label}{note}.", start)
    lead = {
        "cause": "What led to",
        "effect": "What came of",
        "after": "What happened after",
        "before": "What came before",
    }[q.ask]
    how = []
    for ev in events:
        rs = [r for r in links if ev["iri"] in (r["source"], r["target"])]
        why = "; ".join(
            f"{r['type']}: "
            + ", ".join(f"{x['sentence_id']}: «{x['quote']}»" for x in r["evidence"])
            for r in rs
        ) or (
            "by the dates"
            if any(_dated_before(ev, e) or _dated_before(e, ev) for e in chosen)
            else "by the dates and the stated relations together"
        )
        into = sorted(
            {
                str(c.events[str(r["target"] if upstream else r["source"])]["label"])
                for r in rs
                if str(r["target"] if upstream else r["source"]) in mine
            }
        )
        to = f" → «{'», «'.join(into)}»" if several and into else ""
        how.append(f"{_when(ev)}: {ev['label']} [{_sentences(ev)}]{to} ({why})")
    return answered(events, f"{lead} {label}{note}: " + "; ".join(how) + ".", start, links)


def _answer_when(
    c: _Complaint,
    q: Any,
    chosen: list[dict[str, Any]],
    note: str,
    answered: _Answered,
    refuse: _Refuse,
) -> Built:
    dated = [e for e in chosen if e["date"]]
    if not dated:
        e = chosen[0]
        within = _practice_of(c, e)
        if within is None:
            return refuse(f"{c.label} gives no date for «{e['label']}» [{_sentences(e)}]{note}")
        # "From around January 2002 until around April 2002, Defendant engaged in unlawful
        # employment practices … These practices include subjecting Hovis to harassment": the
        # act is dated only by the practices it is told as one of; said so
        last = q.ordinal == "last"
        if last and not _is_period(within):
            return refuse(
                f"{c.label} gives no date for «{e['label']}»; the practices it is one of "
                f"began {_when(within)}, with no end given"
            )
        cut = {"year": 4, "month": 7}.get(str(within["date_granularity"]), 10)
        when = (
            f"until {'about ' if within['date_approximate'] else ''}{within['date_latest'][:cut]}"
            if last
            else _when(within)
        )
        return answered(
            [within],
            f"{e['label']} [{_sentences(e)}] is not dated itself; it is told as one of "
            f"«{within['label']}»: {when} («{within['date_text'] or within['date']}») "
            f"[{_sentences(within)}]{note}.",
            e,
        )
    last = q.ordinal == "last"
    if last:  # when it ended: only a period the complaint bounds says so
        dated = [e for e in dated if _is_period(e)]
        if not dated:
            e = chosen[0]
            return refuse(
                f"{c.label} gives when «{e['label']}» began ({_when(e)}), not when it ended"
                if e["date"]
                else f"{c.label} gives no date for «{e['label']}»"
            )
    pick = (
        max(dated, key=lambda e: (e["date_latest"] or e["date"], c.order.index(e["iri"])))
        if last
        else min(dated, key=lambda e: (e["date"], c.order.index(e["iri"])))
    )
    origin = pick
    finer = finer_retelling(c, pick) if not last else None
    if finer is not None:
        # "rejoined the Department in 2004" told again as "rejoined the Department in April
        # 2004": the same act, its more precise date
        pick = finer
    text = pick["date_text"] or pick["date"]
    extra = ""
    if len(dated) > 1:
        extra = f" (the {'latest' if last else 'earliest'} date the complaint gives for it)"
    if origin is not pick:
        extra += f" (told again as «{origin['label']}» [{_sentences(origin)}])"
    also = other_days(pick, dated) if not q.ordinal else []
    if also:
        # "filed a formal charge with the EEOC" on December 23 in the facts and on December 9
        # in the counts: each day the complaint gives, not one chosen silently
        extra += (
            " (the complaint also tells it on "
            + "; ".join(
                f"{_when(e)} («{e['date_text'] or e['date']}») [{_sentences(e)}]" for e in also
            )
            + ")"
        )
    when = _when(pick)
    if last and pick["date_latest"] and pick["date_latest"] != pick["date"]:
        # the end of a period: its latest day, as precise as its start
        cut = {"year": 4, "month": 7}.get(str(pick["date_granularity"]), 10)
        when = f"until {'about ' if pick['date_approximate'] else ''}{pick['date_latest'][:cut]}"
    return answered(
        [pick, *also],
        f"{pick['label']}: {when} («{text}») [{_sentences(pick)}]{extra}{note}.",
        origin,
    )


_INCLUDE = re.compile(
    r"\b(?:these|such|the|those|defendant's|its)\s+(?:unlawful\s+)?(?:employment\s+)?practices\s+"
    r"(?:include|included|consist\w*\s+of|were|are)\b",
    re.IGNORECASE,
)


def _practice_of(c: _Complaint, event: dict[str, Any]) -> dict[str, Any] | None:
    """The dated unlawful practices an undated act is told as one of: a sentence of the act
    says "These practices include …" within three sentences after the practices' own
    sentence (the EEOC's "Since at least …, Defendant has engaged in unlawful employment
    practices … These practices include …")."""
    sents: dict[str, str] = event.get("_sents", {})
    doc: dict[str, str] = event.get("_doc", {})

    def same_paragraph(a: int, t: int) -> bool:  # no numbered paragraph or heading begins
        return not any(
            re.match(r"^\W*\d+\s*\.\s|^[^a-z]{6,}$", doc.get(f"s{i}", "x"))
            for i in range(a + 1, t + 1)
        )

    # "These practices include …" within three sentences; the sentences of the practices'
    # own paragraph that follow it ("Specifically, …", "Melissa Everett was subjected to …")
    include = {_sid_key(sid)[0] for sid, text in sents.items() if _INCLUDE.search(text)}
    told = [_sid_key(sid)[0] for sid in sents]
    for x in c.order:
        p = c.events[x]
        if p["type"] != "unlawful-practice" or not p["date"] or p["iri"] == event["iri"]:
            continue
        at = [_sid_key(y["sentence_id"])[0] for y in p["evidence"]]
        if any(0 < t - a <= 3 and (t in include or same_paragraph(a, t)) for t in told for a in at):
            return p
    return None


def _is_period(event: dict[str, Any]) -> bool:
    """Whether the event's dates are a period the complaint bounds ("from January 2002 until
    April 2002"), not one day, month or year ("Beginning around July of 1998" has no end)."""
    import calendar

    start, latest = event["date"], event["date_latest"]
    if not (start and latest) or latest == start:
        return False
    grain = str(event["date_granularity"] or "day")
    y, m = int(start[:4]), int(start[5:7])
    end = {
        "day": start,
        "month": f"{start[:7]}-{calendar.monthrange(y, m)[1]:02d}",
        "year": f"{y}-12-31",
    }.get(grain)
    return end is not None and latest > end


def _answer_duration(
    c: _Complaint,
    chosen: list[dict[str, Any]],
    note: str,
    answered: _Answered,
    refuse: _Refuse,
) -> Built:
    """How long an act went on: from its first day to the last its dates give."""
    from datetime import date

    periods = [e for e in chosen if _is_period(e)]
    within = _practice_of(c, chosen[0]) if not any(e["date"] for e in chosen) else None
    if not periods and within is not None and _is_period(within):
        # the act is dated only by the practices it is told as one of: their period, said so
        note = f" (the period of «{within['label']}», which it is told as one of){note}"
        periods = [within]
    if not periods:
        e = chosen[0]
        given = f"only {_when(e)}" if e["date"] else "no date"
        return refuse(f"{c.label} gives {given} for «{e['label']}» [{_sentences(e)}]{note}")
    start = min(e["date"] for e in periods)
    end = max(e["date_latest"] for e in periods)
    days = (date.fromisoformat(end) - date.fromisoformat(start)).days + 1
    texts = "; ".join(
        f"«{e['date_text'] or e['date']}» [{_sentences(e)}]" for e in periods if e["date_text"]
    )
    pick = periods[0]
    answer = (
        f"{pick['label']}: from {start} to {end}, {days} day(s) at most as the complaint dates "
        f"it ({texts or 'its dates'}){note}."
    )
    return answered(periods, answer, pick)


def _order_path(c: _Complaint, a: dict[str, Any], b: dict[str, Any]) -> list[dict[str, Any]]:
    """The stated BEFORE/AFTER/CAUSES/ENABLES relations that lead from ``a`` to ``b`` (the
    shortest chain), or [] when none does."""
    edges: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for r in c.relations:
        s, t = str(r["source"]), str(r["target"])
        if r["type"] in ("BEFORE", *_CAUSES):
            edges.setdefault(s, []).append((t, r))
        elif r["type"] == "AFTER":
            edges.setdefault(t, []).append((s, r))
    back: dict[str, tuple[str, dict[str, Any]]] = {}
    todo, seen = [a["iri"]], {a["iri"]}
    while todo:
        nxt = []
        for n in todo:
            for m, r in edges.get(n, ()):
                if m in seen:
                    continue
                seen.add(m)
                back[m] = (n, r)
                nxt.append(m)
        todo = nxt
    if b["iri"] not in back:
        return []
    path, at = [], b["iri"]
    while at != a["iri"]:
        at, r = back[at]
        path.append(r)
    return path[::-1]


def _answer_because(
    c: _Complaint,
    a: dict[str, Any],
    b: dict[str, Any],
    note: str,
    answered: _Answered,
    refuse: _Refuse,
) -> Built:
    """Whether the complaint states ``b`` as a cause of ``a`` (a chain of CAUSES/ENABLES from
    ``b`` to ``a``, with the sentences stating each link); when it does not, says so, with the
    order it does state (never a cause the text does not give)."""
    if a["iri"] == b["iri"]:
        return refuse("both descriptions name the same event")
    la, lb = f"«{a['label']}» [{_sentences(a)}]", f"«{b['label']}» [{_sentences(b)}]"
    causal = _Complaint(
        c.iri,
        c.label,
        c.events,
        [r for r in c.relations if r["type"] in _CAUSES],
        c.evidence,
        c.order,
    )
    path = _order_path(causal, b, a)
    if path:
        how = "; ".join(
            f"{r['type']}: "
            + ", ".join(f"{x['sentence_id']}: «{x['quote']}»" for x in r["evidence"])
            for r in path
        )
        return answered([b], f"Yes: the complaint states {lb} led to {la} ({how}){note}.", a, path)
    order = (
        "it places the second before the first"
        if _before(c, b, a)
        else "it places the first before the second"
        if _before(c, a, b)
        else "it states no order between them"
    )
    return answered(
        [b],
        f"The complaint states no causal link from {lb} to {la}; {order}{note}.",
        a,
    )


def _answer_order(
    c: _Complaint,
    a: dict[str, Any],
    b: dict[str, Any],
    note: str,
    answered: _Answered,
    refuse: _Refuse,
    asked: str | None = None,
) -> Built:
    """Whether the first event came before or after the second: by the dates the complaint
    gives both (when they do not overlap), else by the relations it states (the chain and its
    sentences); refused with both events when it says neither."""
    if a["iri"] == b["iri"]:
        return refuse("both descriptions name the same event")
    la, lb = f"«{a['label']}» [{_sentences(a)}]", f"«{b['label']}» [{_sentences(b)}]"
    # a yes-or-no question ("Was she fired after she complained?") is answered yes or no
    yes = {"before": "before", "prior-to": "before", "after": "after", "following": "after"}

    def says(word: str) -> str:
        if asked not in yes:
            return ""
        return "Yes: " if yes[asked] == word else "No: "

    for first, second, word in ((a, b, "before"), (b, a, "after")):
        dated = bool(first["date"] and second["date"])
        if dated and (first["date_latest"] or first["date"]) < second["date"]:
            how = (
                f"by the dates: {_when(a)} («{a['date_text'] or a['date']}») and {_when(b)} "
                f"(«{b['date_text'] or b['date']}»)"
            )
            return answered([b], f"{says(word)}{la} came {word} {lb}, {how}{note}.", a)
    for first, second, word in ((a, b, "before"), (b, a, "after")):
        path = _order_path(c, first, second)
        if path:
            how = "; ".join(
                f"{r['type']}: "
                + ", ".join(f"{x['sentence_id']}: «{x['quote']}»" for x in r["evidence"])
                for r in path
            )
            return answered(
                [b],
                f"{says(word)}{la} came {word} {lb}, as the complaint states it ({how}){note}.",
                a,
                path,
            )
    for first, second, word in ((a, b, "before"), (b, a, "after")):
        if _before(c, first, second):
            return answered(
                [b],
                f"{says(word)}{la} came {word} {lb}, by the dates and the relations the "
                f"complaint states together{note}.",
                a,
            )
    return refuse(
        f"{c.label} states no order between {la} and {lb}"
        + (
            f" (dated {_when(a)} and {_when(b)}: the periods overlap)"
            if a["date"] and b["date"]
            else ""
        )
    )


def _answer_between(
    c: _Complaint, a: dict[str, Any], b: dict[str, Any], answered: _Answered, refuse: _Refuse
) -> Built:
    from datetime import date

    if a["iri"] == b["iri"]:
        return refuse("both descriptions name the same event")
    if not (a["date"] and b["date"]):
        order = (
            "it places the first before the second"
            if _before(c, a, b)
            else "it places the second before the first"
            if _before(c, b, a)
            else "it states no order between them"
        )
        undated = " and ".join(f"«{e['label']}»" for e in (a, b) if not e["date"])
        return refuse(f"{c.label} gives no date for {undated}; {order}")
    first, second = sorted((a, b), key=lambda e: e["date"])
    days = (
        date.fromisoformat(second["date"])
        - date.fromisoformat(first["date_latest"] or first["date"])
    ).days
    coarse = {first["date_granularity"], second["date_granularity"]} & {"month", "year", "season"}
    span = f"{max(days, 0)} day(s)" + (
        " at most, counting from the end of the first period" if coarse else ""
    )
    answer = (
        f"From {_when(first)} («{first['label']}» [{_sentences(first)}]) to {_when(second)} "
        f"(«{second['label']}» [{_sentences(second)}]): {span}."
    )
    return answered([first, second], answer, a)


def _did_or_instead(
    c: _Complaint,
    entities: list[dict[str, Any]],
    q: Any,
    answered: _Answered,
    refuse: _Refuse,
    listing: _Listing,
) -> Built:
    if q.ask == "instead":
        complainants = _complainants(entities)
        hired = [
            c.events[x]
            for x in c.order
            if c.events[x]["type"] == "hiring"
            # a return to one's own job is no one hired in another's place
            and not re.search(
                r"\b(?:rejoin|rehir|re-hir|reinstat|re-?employ|return\w*\s+to)",
                str(c.events[x]["label"]),
                re.I,
            )
            # the complainant's own hiring, whatever role the graph gives them in it
            and not any(
                p["iri"] in complainants or _PLAINTIFF_SIDE & set(p["legal_roles"])
                for p in c.events[x]["participants"]
                if p["role"] in ("patient", "agent")
            )
        ]
        hired = instead_of(c, entities, q, hired)
        if hired and q.event2 and q.focus in ("after", "before"):
            # "Who replaced her after she was fired?": only a hiring placed there
            try:
                other, _ = _find_events(c, entities, q.kind2, q.event2, _who(q.event2), None)
            except _Refusal as no:
                return refuse(str(no))
            hired = place(c, hired, other[0], q.focus, strict=True)
        if not hired:
            return refuse(f"{c.label} tells of no one else hired")
        return answered(
            hired,
            "Hired or given the post instead, as the complaint tells it: " + listing(hired) + ".",
        )
    agent = _mentioned(q.who or "", entities) if q.who else []
    # "the State Board of Education" is not the State of California: a name of several
    # capitalised words is an entity's only when each of them is one of its words
    whole = re.sub(r"^the\s+", "", " ".join((q.who or "").split()), flags=re.I)
    proper = {
        w
        for w in _name_words(re.sub(_TITLE_WORDS, " ", whole, flags=re.I))
        if len(w) > 2 and w not in ("the", "and", "for")
    }
    if re.fullmatch(r"[A-Z][\w'’.-]*(?:\s+(?:of|the|and|for|[A-Z][\w'’.-]*))+", whole):
        by_iri = {e["iri"]: e for e in entities}
        held = {i: by_iri[i]["words"] | post_words(by_iri[i]) for i in by_iri}  # "Vice President"
        agent = [(w, iris) for w, iris in agent if any(proper <= held[i] for i in iris)]
    events = [c.events[x] for x in c.order]
    if q.who and not agent:
        named = " ".join(w for w in _name_words(q.who) if w not in _STOP and w != "the")
        events = (
            [e for e in events if _takes_part(e, q.who, ("agent",))]
            or [e for e in events if _passive_agent(e, named)]
            or [e for e in events if _subject_agent(e, named)]
        )
        # a name no entity holds ("the State Board of Education") must be told whole with
        # the act: "the State Department of Education" in its sentence is someone else
        if re.match(r"[A-Z]", whole) and len(whole.split()) > 1:
            events = [
                e
                for e in events
                if whole.casefold()
                in " ".join(f"{e['label']} {e.get('_text', '')}".split()).casefold()
            ]
    for named, iris in agent:
        by_name = [e for e in events if _passive_agent(e, named)]
        events = [
            e
            for e in events
            if _takes(e, iris, ("agent",))
            or (not any(p["role"] == "agent" for p in e["participants"]) and _label_agent(e, named))
        ]
        if not events:  # "harassment by … President Joshua Ford": the agent told in the passive
            events = by_name
    if q.event:  # "what happened to X", "what was done to X's camera"
        done = bool(re.search(r"\bdone\s+to\b", q.text, re.I))  # not "happened to"
        events, why = done_to(c.label, entities, q.who, q.event, events, done)
        if why:
            return refuse(why)
    if q.kind:
        events = [e for e in events if e["type"] == q.kind]
    if q.ordinal and events:
        events = [events[0] if q.ordinal == "first" else events[-1]]
    if not events:
        to = f" to {q.event!r}" if q.event else ""
        return refuse(f"no event of {c.label} has {q.who!r} as its agent{to}")
    lead = f"What {q.who} did" if q.who else f"What happened to {q.event}"
    return answered(events, f"{lead}, as {c.label} tells it: " + listing(events) + ".")


register_builder(EventQuestion, _question)
