"""Dates as complaints write them, their attachment to events, and events that read as acts
(issue 16). ``tests/data/events/synthetic-eeoc.txt`` is a short complaint written for these
tests from the sentences quoted in issue 16 (not a real filing)."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.dates import find_dates, shift
from legalkg.events.dating import paragraphs
from legalkg.events.model import EventDate
from legalkg.events.parties import clean_name
from legalkg.events.pipeline import extract_text
from legalkg.events.segment import segment

DATA = Path(__file__).resolve().parent / "data" / "events"


@pytest.mark.parametrize(
    ("text", "value", "end", "granularity", "approximate"),
    [
        ("on or about March 3, 1995", "1995-03-03", None, "day", True),
        ("since at least June 1999", "1999-06-01", None, "month", True),
        ("in or around the spring of 2004", "2004-03-01", "2004-05-31", "month", True),
        ("from 2002 until 2005", "2002-01-01", "2005-12-31", "year", False),
        ("beginning in 2003", "2003-01-01", None, "year", False),
        ("between May and July 2001", "2001-05-01", "2001-07-31", "month", False),
        # (issue 30, ninth round: "late" keeps the year, approximate; see test_events_r9_dates)
        ("in late 2005", "2005-01-01", None, "year", True),
        ("On June 2, 2011, Hodge filed a charge", "2011-06-02", None, "day", False),
        ("filed on 6/24/99", "1999-06-24", None, "day", False),
        (
            "roughly from July 15, 1998 through June of 1999",
            "1998-07-15",
            "1999-06-30",
            "day",
            True,
        ),
        (
            "From around January 2002 until around April 2002",
            "2002-01-01",
            "2002-04-30",
            "month",
            True,
        ),
    ],
)
def test_date_phrases(
    text: str, value: str, end: str | None, granularity: str, approximate: bool
) -> None:
    (m,) = find_dates(text)
    assert m.date is not None
    assert (m.date.value, m.date.end, m.date.granularity, m.date.approximate) == (
        value,
        end,
        granularity,
        approximate,
    )
    assert m.date.text and m.date.text.lower() in " ".join(text.split()).lower()


@pytest.mark.parametrize(
    "text",
    ["the Civil Rights Act of 1991", "Title VII of the Civil Rights Act of 1964", "She may have"],
)
def test_not_dates(text: str) -> None:
    assert find_dates(text) == []


def test_relative_dates() -> None:
    (m,) = find_dates("Two weeks later, she was fired.")
    assert m.date is None and m.offset == (14, "day", False)
    assert find_dates("the following day")[0].offset == (1, "day", False)
    day = shift(EventDate("1999-06-21"), (3, "day", False), "three days later")
    assert day is not None and day.value == "1999-06-24"
    # "shortly thereafter": after, but no date
    (vague,) = find_dates("Shortly thereafter, he quit.")
    assert shift(EventDate("1999-06-21"), vague.offset or (0, "day", True), "x") is None
    # an absolute date right after a relative one wins
    (m,) = find_dates("discharged McGrew three days later on June 24, 1999")
    assert m.date is not None and m.date.value == "1999-06-24"


def test_paragraphs_follow_the_numbering_in_the_gaps() -> None:
    text = "7. First thing. It went on.\n8. Second thing.\na. An item.\n"
    sentences = segment(text)
    heads = paragraphs(sentences, text)
    assert [heads[s.id] for s in sentences] == ["s1", "s1", "s3", "s3"]


def test_clean_party_names() -> None:
    assert clean_name("* Complaint * * HOLIDAY INN SOUTH, MMI, * Jury Trial Demand *") == (
        "Holiday Inn South, MMI"
    )
    assert clean_name("Complaint Kreisler Drug No. 3, Inc. Jury Trial Demand") == (
        "Kreisler Drug No. 3, Inc."
    )


@pytest.fixture(scope="module")
def synthetic() -> object:
    text = (DATA / "synthetic-eeoc.txt").read_text(encoding="utf-8")
    return extract_text(text, name="synthetic-eeoc").graph


def test_unlawful_practice_date_reaches_the_acts_it_consists_of(synthetic: object) -> None:
    from legalkg.events.model import ComplaintGraph

    assert isinstance(synthetic, ComplaintGraph)
    g = synthetic
    names = {e.id: e.name for e in g.entities}
    assert names["defendant"] == "Holiday Inn South, MMI"  # no caption noise
    refusal = next(e for e in g.events if "refusing to promote" in e.label)
    assert refusal.label == "Craig Michelet refusing to promote Yvette Lafayette to sales manager"
    assert {(p.entity, p.role) for p in refusal.participants} == {
        ("michelet", "agent"),
        ("lafayette", "patient"),
    }
    assert refusal.date is not None and refusal.date.value == "1995-03-03"
    assert refusal.date.approximate and refusal.date.text == (
        "Since at least on or about March 3, 1995"
    )
    practice = next(e for e in g.events if e.type == "unlawful-practice")
    assert practice.date is not None and practice.date.value == "1995-03-03"
    text = (DATA / "synthetic-eeoc.txt").read_text(encoding="utf-8")
    for e in g.events:
        assert all(x.quote in text for x in e.evidence)


def test_compound_sentence_gives_one_event_per_act(synthetic: object) -> None:
    from legalkg.events.model import ComplaintGraph

    assert isinstance(synthetic, ComplaintGraph)
    g = synthetic
    sid = next(s.id for s in g.sentences if "subjecting Powell" in s.text)
    acts = sorted(e.type for e in g.events if e.evidence[0].sentence_id == sid)
    assert acts == ["complaint", "harassment", "retaliation", "termination"]
    assert all(
        e.date is not None and e.date.value == "1999-06-01"
        for e in g.events
        if e.evidence[0].sentence_id == sid
    )
    labels = {e.type: e.label for e in g.events if e.evidence[0].sentence_id == sid}
    assert labels["harassment"] == "Defendant subjecting Powell to unwelcome touching"
    # complaint → retaliation, from "retaliation when she complained"
    by_id = {e.id: e for e in g.events}
    causes = {
        (by_id[r.source].type, by_id[r.target].type) for r in g.relations if r.type == "CAUSES"
    }
    assert ("complaint", "retaliation") in causes


def test_relative_date_and_retaliation_link(synthetic: object) -> None:
    from legalkg.events.model import ComplaintGraph

    assert isinstance(synthetic, ComplaintGraph)
    g = synthetic
    complaint = next(e for e in g.events if e.label.startswith("Lafayette complained"))
    discharge = next(e for e in g.events if e.label == "Defendant discharged Lafayette")
    assert complaint.date is not None and complaint.date.value == "2003-05-05"
    assert discharge.date is not None and discharge.date.value == "2003-05-19"
    assert discharge.date.text == "Two weeks later"
    links = {(r.type, r.source, r.target) for r in g.relations}
    assert ("CAUSES", complaint.id, discharge.id) in links
    assert ("BEFORE", complaint.id, discharge.id) in links
    # a period the complaint leaves open ("since at least") orders nothing after it by its
    # dates (the relations the dates give have ids t-r…); the order the words state (the
    # complaint before the retaliation it caused) is kept
    assert not any(
        r.type == "BEFORE" and r.source == e.id and r.id.startswith("t-")
        for r in g.relations
        for e in g.events
        if e.date is not None and "Since" in (e.date.text or "")
    )
    stated = next(
        e for e in g.events if e.type == "complaint" and e.evidence[0].sentence_id == "s11"
    )
    retaliation = next(e for e in g.events if e.type == "retaliation")
    assert ("CAUSES", stated.id, retaliation.id) in links
    assert ("BEFORE", stated.id, retaliation.id) in links


def test_text_with_every_character_doubled_is_read_once() -> None:
    # case13193_doc61195 is OCR'd like this: "TThhiiss  iiss  aann  aaccttiioonn"
    text = (DATA / "synthetic-eeoc.txt").read_text(encoding="utf-8")
    doubled = "".join(c * 2 if c != "\n" else c for c in text)
    g = extract_text(doubled, name="doubled").graph
    plain = extract_text(text, name="plain").graph
    assert len(g.events) == len(plain.events) > 3
    assert {e.label for e in g.events} == {e.label for e in plain.events}
    for e in g.events:
        assert all(x.quote in doubled for x in e.evidence)
    for s in g.sentences:
        assert doubled[s.start : s.end] == s.text
    refusal = next(e for e in g.events if "refusing to promote" in e.label)
    assert refusal.date is not None and refusal.date.value == "1995-03-03"


def test_an_act_told_on_two_days_is_two_acts() -> None:
    from legalkg.events.dating import split_repeated
    from legalkg.events.model import Event, EventDate, Evidence, Sentence

    text = (
        "McGrew reported and complained about finding the condoms on June 14, 1999, "
        "and June 21, 1999."
    )
    s = Sentence("s1", 0, len(text), text)
    e = Event(
        "e1",
        "McGrew reported",
        "complaint",
        (Evidence("s1", "McGrew reported"),),
        0.9,
        date=EventDate("1999-06-14", text="on June 14, 1999"),
    )
    events, relations = split_repeated([e], {"s1": s})
    assert [(x.id, x.date.value if x.date else None) for x in events] == [
        ("e1", "1999-06-14"),
        ("e1-2", "1999-06-21"),
    ]
    assert [(r.type, r.source, r.target) for r in relations] == [("BEFORE", "e1", "e1-2")]
    assert relations[0].evidence[0].quote in text
    # a discharge is not repeated by its dates
    fired = Event("e2", "fired", "termination", e.evidence, 0.9, date=e.date)
    assert split_repeated([fired], {"s1": s}) == ([fired], [])
