"""Issue 30, eleventh round: one event per act (``legalkg.events.oneact``).

A person's one-off act (a termination, a resignation, a hiring, a demotion) told again after
the dates are read is merged into the act it retells: by the entity the role names, with
compatible dates (never two that differ), one act to join. Every sentence here is written
for the test, in other words than the complaints'."""

from __future__ import annotations

from legalkg.events.model import (
    Entity,
    Event,
    EventDate,
    Evidence,
    Participant,
    Relation,
    Sentence,
)
from legalkg.events.oneact import compatible, precise, retold_one_offs


def _sentences(*texts: str) -> dict[str, Sentence]:
    out: dict[str, Sentence] = {}
    at = 0
    for i, t in enumerate(texts):
        out[f"s{i}"] = Sentence(f"s{i}", at, at + len(t), t)
        at += len(t) + 1
    return out


def _event(
    eid: str,
    kind: str,
    sid: str,
    quote: str,
    people: tuple[tuple[str, str], ...] = (),
    date: EventDate | None = None,
) -> Event:
    return Event(
        eid,
        quote,
        kind,
        (Evidence(sid, quote),),
        1.0,
        participants=tuple(Participant(e, r) for e, r in people),
        date=date,
    )


PEOPLE = [
    Entity("p1", "Rosa Ibarra", "person"),
    Entity("p2", "Tom Kell", "person"),
    Entity("o1", "Northgate Transit", "organization"),
]
MARCH = EventDate("2019-03-01", granularity="month", text="in March 2019")
DAY = EventDate("2019-03-14", granularity="day", text="on March 14, 2019")
JUNE = EventDate("2019-06-02", granularity="day", text="on June 2, 2019")


def test_a_demotion_recalled_by_a_definite_noun_joins_the_act() -> None:
    ss = _sentences(
        "In March 2019 Northgate Transit moved Ms. Ibarra down from dispatcher to clerk.",
        "Her pay fell by a third after the demotion to clerk.",
    )
    a = _event("e1", "demotion", "s0", "moved Ms. Ibarra down", (("p1", "patient"),), MARCH)
    b = _event("e2", "demotion", "s1", "demotion to clerk")
    events, _, pairs = retold_one_offs([a, b], [], PEOPLE, ss)
    assert pairs == [["e1", "e2"]]
    assert [x.sentence_id for x in events[0].evidence] == ["s0", "s1"]
    assert events[0].date == MARCH


def test_the_retelling_gives_its_more_precise_date() -> None:
    ss = _sentences(
        "Ms. Ibarra was dismissed by Northgate Transit in March 2019.",
        "Northgate Transit dismissed Ms. Ibarra on March 14, 2019, by a short letter.",
    )
    a = _event("e1", "termination", "s0", "was dismissed", (("p1", "patient"),), MARCH)
    b = _event("e2", "termination", "s1", "dismissed Ms. Ibarra", (("p1", "patient"),), DAY)
    events, _, pairs = retold_one_offs([a, b], [], PEOPLE, ss)
    assert pairs == [["e1", "e2"]]
    assert events[0].date == DAY and len(events) == 1


def test_two_days_are_two_acts() -> None:
    ss = _sentences(
        "On March 14, 2019, Northgate Transit dismissed Ms. Ibarra.",
        "On June 2, 2019, Northgate Transit dismissed Ms. Ibarra from her second post.",
    )
    a = _event("e1", "termination", "s0", "dismissed Ms. Ibarra", (("p1", "patient"),), DAY)
    b = _event("e2", "termination", "s1", "dismissed Ms. Ibarra", (("p1", "patient"),), JUNE)
    events, _, pairs = retold_one_offs([a, b], [], PEOPLE, ss)
    assert pairs == [] and len(events) == 2


def test_an_undated_mention_between_two_acts_joins_neither() -> None:
    ss = _sentences(
        "On March 14, 2019, Northgate Transit dismissed Ms. Ibarra.",
        "On June 2, 2019, Northgate Transit dismissed Ms. Ibarra from her second post.",
        "The dismissal hurt her standing among drivers.",
    )
    a = _event("e1", "termination", "s0", "dismissed Ms. Ibarra", (("p1", "patient"),), DAY)
    b = _event("e2", "termination", "s1", "dismissed Ms. Ibarra", (("p1", "patient"),), JUNE)
    c = _event("e3", "termination", "s2", "dismissal")
    _, _, pairs = retold_one_offs([a, b, c], [], PEOPLE, ss)
    assert pairs == []


def test_two_people_are_two_acts_and_a_bare_mention_joins_neither() -> None:
    ss = _sentences(
        "Northgate Transit let Ms. Ibarra go.",
        "Northgate Transit let Mr. Kell go as well.",
        "The termination came without warning.",
    )
    a = _event("e1", "termination", "s0", "let Ms. Ibarra go", (("p1", "patient"),))
    b = _event("e2", "termination", "s1", "let Mr. Kell go", (("p2", "patient"),))
    c = _event("e3", "termination", "s2", "termination came without warning")
    _, _, pairs = retold_one_offs([a, b, c], [], PEOPLE, ss)
    assert pairs == []


def test_a_class_and_a_new_act_are_not_retellings() -> None:
    ss = _sentences(
        "Northgate Transit let Ms. Ibarra go.",
        "The terminations of the night crew followed.",
        "Northgate Transit rehired Ms. Ibarra and let her go again.",
    )
    a = _event("e1", "termination", "s0", "let Ms. Ibarra go", (("p1", "patient"),))
    b = _event("e2", "termination", "s1", "terminations of the night crew")
    c = _event("e3", "termination", "s2", "let her go again", (("p1", "patient"),))
    _, _, pairs = retold_one_offs([a, b, c], [], PEOPLE, ss)
    assert pairs == []


def test_a_hiring_told_as_the_employee_joining() -> None:
    ss = _sentences(
        "Ms. Ibarra joined Northgate Transit as a driver in 2011.",
        "Years later she still recalled how she first joined Northgate Transit.",
    )
    a = _event(
        "e1",
        "hiring",
        "s0",
        "Ms. Ibarra joined Northgate Transit",
        (("p1", "agent"),),
        EventDate("2011-01-01", granularity="year", text="in 2011"),
    )
    b = _event("e2", "hiring", "s1", "joined Northgate Transit")
    _, _, pairs = retold_one_offs([a, b], [], PEOPLE, ss)
    assert pairs == [["e1", "e2"]]


def test_a_verb_with_its_own_object_in_a_count_is_no_retelling() -> None:
    ss = _sentences(
        "Mr. Kell joined Northgate Transit in 2011.",
        "Defendant carelessly hired and supervised the officers described above, in "
        "violation of state law.",
    )
    a = _event("e1", "hiring", "s0", "Mr. Kell joined Northgate Transit", (("p2", "agent"),))
    b = _event("e2", "hiring", "s1", "carelessly hired")
    _, _, pairs = retold_one_offs([a, b], [], PEOPLE, ss)
    assert pairs == []


def test_a_retelling_in_the_words_of_the_law_names_the_act_by_its_noun() -> None:
    ss = _sentences(
        "Ms. Ibarra resigned from Northgate Transit in March 2019.",
        "These unlawful practices include a constructive discharge.",
    )
    a = _event("e1", "resignation", "s0", "Ms. Ibarra resigned", (("p1", "agent"),), MARCH)
    b = _event("e2", "resignation", "s1", "constructive discharge")
    _, _, pairs = retold_one_offs([a, b], [], PEOPLE, ss)
    assert pairs == [["e1", "e2"]]


def test_the_merge_carries_the_relations_of_both() -> None:
    ss = _sentences(
        "Ms. Ibarra complained to the union in February 2019.",
        "In March 2019 Northgate Transit moved Ms. Ibarra down from dispatcher to clerk.",
        "Because she had complained, the demotion followed.",
    )
    c = _event("c", "complaint", "s0", "complained to the union", (("p1", "agent"),))
    a = _event("e1", "demotion", "s1", "moved Ms. Ibarra down", (("p1", "patient"),), MARCH)
    b = _event("e2", "demotion", "s2", "demotion")
    r = Relation("r1", "CAUSES", "c", "e2", (Evidence("s2", "Because she had complained"),), 1.0)
    events, relations, pairs = retold_one_offs([c, a, b], [r], PEOPLE, ss)
    assert pairs == [["e1", "e2"]]
    assert [(x.type, x.source, x.target) for x in relations] == [("CAUSES", "c", "e1")]


def test_dates_compatible_and_precise() -> None:
    year = EventDate("2019-01-01", granularity="year")
    assert compatible(year, DAY) and compatible(MARCH, DAY) and not compatible(DAY, JUNE)
    assert precise(year, MARCH) == MARCH and precise(MARCH, year) == MARCH


def test_a_second_demotion_told_of_the_same_person_is_its_own_act() -> None:
    ss = _sentences(
        "Northgate Transit cut Ms. Ibarra's hours to twenty a week.",
        "Northgate Transit took away Ms. Ibarra's office and her team.",
    )
    a = _event("e1", "demotion", "s0", "cut Ms. Ibarra's hours", (("p1", "patient"),))
    b = _event("e2", "demotion", "s1", "took away Ms. Ibarra's office", (("p1", "patient"),))
    _, _, pairs = retold_one_offs([a, b], [], PEOPLE, ss)
    assert pairs == []
