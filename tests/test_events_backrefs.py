"""Acts told "throughout her employment" overlap that employment (issue 30, fourth round)."""

from __future__ import annotations

from legalkg.events.backrefs import employment_overlaps
from legalkg.events.model import Event, Evidence, Participant
from legalkg.events.segment import segment

TEXT = (
    "9. Smith worked for Defendant from July 15, 1998 through June of 1999. "
    "10. Beginning around July of 1998, and continuing throughout the remainder of her "
    "employment with Defendant, Smith was subjected to sexual harassment. "
    "11. Jones was employed by Defendant. Jones was harassed throughout his employment. "
    "12. Smith was disciplined during the meeting.\n"
)


def _events() -> tuple[dict[str, object], list[Event]]:
    sentences = segment(TEXT)
    by_id = {s.id: s for s in sentences}

    def ev(n: str, kind: str, words: str, who: str, role: str) -> Event:
        sid = next(s.id for s in sentences if words in s.text)
        return Event(n, words, kind, (Evidence(sid, words),), 0.8, (Participant(who, role),))

    return by_id, [
        ev("w1", "employment", "Smith worked for Defendant", "smith", "agent"),
        ev("h1", "harassment", "Smith was subjected to sexual harassment", "smith", "patient"),
        ev("w2", "employment", "Jones was employed", "jones", "patient"),
        ev("h2", "harassment", "Jones was harassed", "jones", "patient"),
        ev("d1", "discipline", "Smith was disciplined", "smith", "patient"),
    ]


def test_throughout_her_employment_overlaps_her_employment() -> None:
    by_id, events = _events()
    got = employment_overlaps(events, by_id, set())  # type: ignore[arg-type]
    assert [(r.type, r.source, r.target) for r in got] == [
        ("OVERLAP", "h1", "w1"),  # fronted before the act's words
        ("OVERLAP", "h2", "w2"),  # each employee's own employment
    ]
    assert got[0].evidence[0].quote == "throughout the remainder of her employment"
    # already related: nothing added
    assert employment_overlaps(events, by_id, {("w1", "h1"), ("h2", "w2")}) == []  # type: ignore[arg-type]


def test_no_overlap_when_the_employment_meant_is_not_one() -> None:
    by_id, events = _events()
    anonymous = Event(
        "h3", "x", "harassment", (Evidence("s4", "Jones was harassed"),), 0.8
    )  # names nobody, and two employments are told
    others = [e for e in events if e.id != "h2"] + [anonymous]
    got = employment_overlaps(others, by_id, set())  # type: ignore[arg-type]
    assert [(r.source, r.target) for r in got] == [("h1", "w1")]


def test_acts_recalled_by_a_clause_or_by_their_month_and_name() -> None:
    from legalkg.events.backrefs import recalled_acts
    from legalkg.events.model import EventDate

    text = (
        "30. On May 25, 2005, the Chief issued Special Order 20. "
        "31. At the time Special Order 20 was issued, the Chief also issued a Notice to "
        "Persons Seeking Exemption. "
        "32. Reneging on his May 2005 Notice, on August 24, 2005, the Chief issued a new "
        "Notice. "
        "33. At the time the order was signed, the Chief left.\n"
    )
    sentences = segment(text)
    by_id = {s.id: s for s in sentences}

    def ev(n: str, sid: str, quote: str, day: str | None = None) -> Event:
        assert quote in by_id[sid].text
        date = EventDate(day) if day else None
        return Event(n, quote, "other", (Evidence(sid, quote),), 0.8, date=date)

    events = [
        ev("e1", "s1", "issued Special Order 20", "2005-05-25"),
        ev("e2", "s2", "also issued a Notice"),
        ev("e3", "s3", "issued a new Notice", "2005-08-24"),
        ev("e4", "s4", "the Chief left"),
    ]
    out, rels = recalled_acts(events, by_id)  # type: ignore[arg-type]
    got = {(r.type, r.source, r.target) for r in rels}
    assert ("SAME-TIME", "e1", "e2") in got
    assert out[1].date is not None and out[1].date.value == "2005-05-25"  # carried
    assert ("BEFORE", "e2", "e3") in got  # "his May 2005 Notice": the Notice of May 2005
    # "the order was signed" recalls no act told before (no two words in common): nothing
    assert not any(r.target == "e4" for r in rels) and out[3].date is None


def test_the_intervenors_suit_and_the_agencys_are_two() -> None:
    from legalkg.events.retellings import same_event_mentions

    def merges(text: str, quotes: list[str]) -> set[tuple[str, str]]:
        sentences = segment(text)
        by_id = {s.id: s for s in sentences}
        events = []
        for n, q in enumerate(quotes, start=1):
            sid = next(s.id for s in sentences if q in s.text)
            events.append(Event(f"e{n}", q, "lawsuit", (Evidence(sid, q),), 0.8))
        return {
            (op["keep"], m)
            for op in same_event_mentions(events, by_id)
            for m in op["merge"]  # type: ignore[attr-defined]
        }

    intervention = (
        "COMPLAINT IN INTERVENTION\n1. Intervenor, JANE ROE, by and through undersigned "
        "counsel, brings this action alleging the following. "
        "2. EEOC filed suit on behalf of ROE on February 16, 2001. "
        "3. Roe filed a charge. EEOC filed this lawsuit against Defendants on February 16, "
        "2001.\n"
    )
    got = merges(
        intervention,
        ["brings this action", "filed suit on behalf of ROE", "filed this lawsuit against"],
    )
    assert got == {("e2", "e3")}  # the agency's suit told twice; the intervenor's apart
    # the agency's own complaint: "This is an action" and "the Commission filed this lawsuit"
    own = (
        "1. This is an action under Title VII. 2. More than thirty days prior to the institution "
        "of this lawsuit, the Commission filed this lawsuit.\n"
    )
    assert merges(own, ["This is an action", "filed this lawsuit"]) == {("e1", "e2")}
