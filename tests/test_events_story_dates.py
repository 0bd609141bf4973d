"""Dates an act's own sentence does not state (issue 30, fourth round): the day a story was
opened on in the sentence just before, relative dates only from an unambiguous anchor, and
the end of a range for what happened "when" it ended. Each test states what must *not* be
dated as well: a wrong date is worse than none."""

from __future__ import annotations

from legalkg.events.dating import attach
from legalkg.events.model import Event, Evidence
from legalkg.events.segment import segment


def _dated(text: str, acts: list[tuple[str, str]]) -> dict[str, str | None]:
    """Attach dates to one event per (type, words) of ``text``; event id → date value."""
    sentences = segment(text)
    by_id = {s.id: s for s in sentences}
    events = []
    for n, (kind, words) in enumerate(acts, start=1):
        sid = next(s.id for s in sentences if words in s.text)
        events.append(Event(f"e{n}", words, kind, (Evidence(sid, words),), 0.8))
    return {e.id: e.date.value if e.date else None for e in attach(events, by_id, text)}


STORY = (
    "12. On or about December 31, 1997, Plaintiff went to the back of the kitchen. "
    "The owner was in the back of the kitchen and Plaintiff stopped to talk to him. "
    "Instead of answering, the owner wrapped his arms around Plaintiff. "
    "13. When she left, the manager told Plaintiff to go home.\n"
)


def test_the_day_a_story_opens_on_dates_the_acts_told_after_it() -> None:
    got = _dated(
        STORY,
        [
            ("harassment", "wrapped his arms around Plaintiff"),
            ("communication", "told Plaintiff to go home"),
        ],
    )
    assert got["e1"] == "1997-12-31"
    assert got["e2"] is None  # another numbered paragraph: another story


def test_a_word_that_moves_the_time_stops_the_day() -> None:
    for moved in (
        "Instead of answering, later the owner",
        "Instead of answering, the owner then",
        "Instead of answering, the owner again",
        "Instead of answering, after that the owner",
        "The owner",  # no opening on the scene before: the time may have moved on unsaid
    ):
        text = STORY.replace("Instead of answering, the owner wrapped", moved + " wrapped")
        got = _dated(text, [("harassment", "wrapped his arms around Plaintiff")])
        assert got["e1"] is None, moved


def test_no_story_day_for_states_or_from_a_period_or_too_far() -> None:
    # a failure to act is no moment of the story
    assert _dated(STORY, [("failure-to-act", "wrapped his arms around Plaintiff")]) == {"e1": None}
    # a period ("From May 1, 1998 to June 3, 1998, …") or a day not opening the sentence
    for opening in (
        "12. From May 1, 1998 to June 3, 1998, Plaintiff went to the back of the kitchen. ",
        "12. Plaintiff, who was hired on May 1, 1998, went to the back of the kitchen. ",
    ):
        text = opening + STORY.split(". ", 2)[2]
        assert _dated(text, [("harassment", "wrapped his arms around Plaintiff")]) == {
            "e1": None
        }, opening
    far = STORY.replace(
        "Instead of answering, the owner wrapped",
        "She stood. She stood still. She stood there. Instead of answering, the owner wrapped",
    )
    assert _dated(far, [("harassment", "wrapped his arms around Plaintiff")]) == {"e1": None}
    # a sentence that does not open on the scene before: no day, even right after it
    moved_on = "12. On June 14, 1999, Plaintiff reported the condoms. Defendant discharged her.\n"
    assert _dated(moved_on, [("termination", "Defendant discharged her")]) == {"e1": None}


def test_relative_date_needs_one_anchor_that_is_a_point() -> None:
    one = "On May 5, 2003, Plaintiff complained. Two weeks later, Defendant fired her.\n"
    got = _dated(one, [("complaint", "Plaintiff complained"), ("termination", "fired her")])
    assert got == {"e1": "2003-05-05", "e2": "2003-05-19"}
    # two days told in the sentence before: which one "two weeks later" counts from is unsaid
    two = (
        "On May 5, 2003, Plaintiff complained, and on May 9, 2003, Defendant warned her. "
        "Two weeks later, Defendant fired her.\n"
    )
    got = _dated(
        two,
        [
            ("complaint", "Plaintiff complained"),
            ("discipline", "warned her"),
            ("termination", "fired her"),
        ],
    )
    assert got["e3"] is None
    # an open period is no anchor ("since at least June 2001" ends when the complaint is filed)
    period = (
        "Since at least June 2001, Defendant has engaged in unlawful employment practices. "
        "Two weeks later, Defendant fired her. Complaint dated May 9, 2003.\n"
    )
    got = _dated(
        period,
        [("unlawful-practice", "Defendant has engaged in unlawful"), ("termination", "fired her")],
    )
    assert got["e2"] is None


def test_what_happened_when_a_range_ended_takes_its_end() -> None:
    text = (
        "He was a member of the Department from 1999 to 2002, when he left to travel. "
        "She worked there from July 15, 1998 through June of 1999, when she was fired.\n"
    )
    sentences = segment(text)
    by_id = {s.id: s for s in sentences}
    events = [
        Event("e1", "left", "resignation", (Evidence("s1", "left"),), 0.8),
        Event("e2", "fired", "termination", (Evidence("s2", "fired"),), 0.8),
    ]
    got = {e.id: e.date for e in attach(events, by_id, text)}
    assert got["e1"] is not None and (got["e1"].value, got["e1"].granularity) == (
        "2002-01-01",
        "year",
    )
    assert got["e2"] is not None and (got["e2"].value, got["e2"].granularity) == (
        "1999-06-01",
        "month",
    )


def test_between_the_months_of() -> None:
    from legalkg.events.dates import find_dates

    (m,) = find_dates("to work between the months of September 1997 and January 1998.")
    assert m.date is not None
    assert (m.date.value, m.date.end, m.date.granularity) == ("1997-09-01", "1998-01-31", "month")


def test_the_above_conduct_tells_more_of_the_act_told_before() -> None:
    from legalkg.events.lists import recall_conduct

    text = (
        "13. The chef began subjecting Plaintiff to sexual harassment. Plaintiff cried.\n"
        "14. The above conduct occurred almost every time Plaintiff was scheduled to work "
        "between the months of September 1997 and January 1998.\n"
        "15. The above conduct was reported.\n"
    )
    sentences = segment(text)
    by_id = {s.id: s for s in sentences}
    e1 = Event("e1", "x", "harassment", (Evidence("s1", "began subjecting Plaintiff"),), 0.8)
    e2 = Event("e2", "y", "complaint", (Evidence("s4", "was reported"),), 0.8)
    (head, other) = recall_conduct([e1, e2], by_id)
    assert [x.sentence_id for x in head.evidence] == ["s1", "s3", "s4"]
    assert [x.quote for x in head.evidence][1] == "The above conduct"
    assert other == e2  # only harassment is "conduct" recalled
    (dated,) = [e for e in attach([head], by_id, text)]
    assert dated.date is not None and dated.date.value == "1997-09-01"
    # nothing told before: nothing to recall
    assert recall_conduct([e2], by_id) == [e2]


def test_the_own_suit_is_dated_by_the_signature_date_line() -> None:
    from legalkg.events.dating import signature_date
    from legalkg.events.retellings import _own_suit

    body = "1. This is an action under Title VII. 2. Smith was fired. 3. Smith filed a charge. "
    body += "".join(f"{n}. Smith asks for relief. " for n in range(4, 12))
    sign = "Respectfully submitted,\n  Date:  December 8, 2011 \nJANE ROE\nTrial Attorney\n"
    text = body + sign
    sentences = segment(text)
    by_id = {s.id: s for s in sentences}
    suit = Event("e1", "x", "lawsuit", (Evidence("s1", "This is an action under Title VII"),), 0.8)
    fired = Event("e2", "y", "termination", (Evidence("s2", "Smith was fired"),), 0.8)
    got = signature_date([suit, fired], by_id, _own_suit)
    assert got[0].date is not None and got[0].date.value == "2011-12-08"
    assert got[0].date.approximate  # signed that day; filed then or a little later
    assert got[0].evidence[-1].quote == "Date:  December 8, 2011"
    assert got[0].evidence[-1].quote in text
    assert got[1] == fired
    # two different date lines: which one is unsaid
    two = segment(body + sign + "Dated: January 3, 2012\n")
    assert signature_date([suit], {s.id: s for s in two}, _own_suit) == [suit]
    # another suit ("filed a civil action in this Court") is not the complaint's own
    other = Event("e3", "z", "lawsuit", (Evidence("s2", "Smith was fired"),), 0.8)
    assert signature_date([other, fired], by_id, lambda e: e.id == "e1") == [other, fired]


def test_unwanted_contact_told_after_the_day_is_an_act_of_that_day() -> None:
    from legalkg.events.pipeline import extract_text

    text = (
        "STATEMENT OF FACTS\n12. On or about December 31, 1997, Jane Roe went to the back of "
        "the kitchen. The owner, John Doe, was in the back of the kitchen and Roe stopped to ask "
        "about business. Instead of answering, Doe wrapped his arms around Roe.\n"
        "13. Later, Doe hugged Roe.\n"
    )
    g = extract_text(text, name="t").graph
    acts = {e.evidence[0].quote: e for e in g.events if e.type == "harassment"}
    wrapped = acts["Doe wrapped his arms around Roe"]
    assert wrapped.date is not None and wrapped.date.value == "1997-12-31"
    hugged = next(e for q, e in acts.items() if "hugged" in q)
    assert hugged.date is None  # "Later", in another paragraph


def test_a_date_of_the_next_sentence_glued_by_ocr_is_not_the_acts() -> None:
    # one segment holding three sentences (OCR): the suit's day is not the charge's
    text = (
        "10. Roe filed a charge with the EEOC alleging violations of Title VII. \nill \nEEOC "
        "filed this lawsuit against Defendants on February 16, 2001, more than thirty days "
        "\nafter the filing of the charge. \nlL \nRoe was employed by Defendant from July 15, "
        "1998 through June of 1999 as a clerk.\n"
    )
    got = _dated(
        text,
        [("charge", "filed a charge with the EEOC"), ("lawsuit", "filed this lawsuit against")],
    )
    assert got == {"e1": None, "e2": "2001-02-16"}
