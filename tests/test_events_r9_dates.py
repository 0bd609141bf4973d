"""Issue 30, ninth round: dates (``legalkg.events.dates``, ``dating``, ``anchors``). Each rule
is checked on sentences written for these tests, in other words than the complaints', with
hand-built events (so a rule is checked apart from which events the extractor finds), and
where useful on the real complaint it was seen in. Each test also states what must *not* be
dated: when in doubt, no date rather than a wrong one."""

from __future__ import annotations

from pathlib import Path

import pytest
from event_model_kit import event_of, sentences_of, text_of

from legalkg.events.anchors import clause_dates, ordinal_dates, retold_dates
from legalkg.events.dates import find_dates
from legalkg.events.dating import attach
from legalkg.events.pipeline import extract_file

DATA = Path(__file__).resolve().parent / "data" / "events"


def _one(text: str) -> tuple[str, str | None, str, bool]:
    (m,) = find_dates(text)
    assert m.date is not None
    return m.date.value, m.date.end, m.date.granularity, m.date.approximate


# ------------------------------------------------------------------------------------------
# a vague part of a unit: "late", "mid" keep the unit; "early" its first part


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("in late March 2012", ("2012-03-01", None, "month", True)),
        ("towards the end of October 2003", ("2003-10-01", None, "month", True)),
        ("around mid-2015", ("2015-01-01", None, "year", True)),
        ("in late 2005", ("2005-01-01", None, "year", True)),
        ("in the late summer of 2009", ("2009-06-01", "2009-08-31", "month", True)),
        # "early" bounds the end (its first day is the unit's anyway): orders it before the
        # same month's 28th ("In early June 2004, … ; on June 28, 2004, … cancelled")
        ("in early May 2011", ("2011-05-01", "2011-05-10", "month", True)),
        ("in early 2005", ("2005-01-01", "2005-04-30", "month", True)),
    ],
)
def test_a_vague_part_of_a_unit_keeps_the_unit_s_first_day(
    text: str, want: tuple[str, str | None, str, bool]
) -> None:
    assert _one(text) == want


# ------------------------------------------------------------------------------------------
# "in 2010 and into early 2011": one span


def test_a_span_told_as_going_on_into_a_later_date_is_one_span() -> None:
    assert _one("Through 2010 and into early 2011, she asked for a second assistant.") == (
        "2010-01-01",
        "2011-04-30",
        "year",
        True,
    )
    assert _one("from late 2016 into the spring of 2017")[:2] == ("2016-01-01", "2017-05-31")
    # two dates joined by "and" without "into" stay two ("in 2015 and 2017": two births)
    assert len(find_dates("She gave birth in 2015 and 2017.")) == 2


def test_flood_s_requests_told_from_2006_into_2007_are_dated_2006() -> None:
    g = extract_file(DATA / "case11752_doc39052.txt").graph
    told = {s.id for s in g.sentences if s.text.startswith("In 2006 and into early 2007")}
    (asked,) = [
        e for e in g.events if e.type == "complaint" and {x.sentence_id for x in e.evidence} & told
    ]
    assert asked.date is not None and (asked.date.value, asked.date.end) == (
        "2006-01-01",
        "2007-04-30",
    )


# ------------------------------------------------------------------------------------------
# "On that same date", "that same afternoon": the day told just before


def test_that_same_date_is_the_day_told_just_before() -> None:
    for phrase in ("On that same date", "That same afternoon", "on the same date"):
        (m,) = find_dates(f"{phrase}, the board confirmed her transfer.")
        assert m.date is None and m.offset == (0, "day", False), phrase
    ss = sentences_of(
        "On March 9, 2014, the board interviewed Ms. Grey for the post.",
        "On that same date, the board voted to appoint her on condition of a fitness test.",
    )
    board = event_of("e1", "hiring", ("s2", "voted to appoint her"))
    (out,) = attach([board], ss, text_of(ss))
    assert out.date is not None and out.date.value == "2014-03-09"
    # "after that date" is no "same date": nothing is read
    assert find_dates("after that date, the board voted") == []


# ------------------------------------------------------------------------------------------
# a day glued to its month by the OCR


def test_a_day_glued_to_its_month_by_the_ocr_is_read() -> None:
    assert _one("On or aboutthe 3rd, on June4, 2012,she filed")[0] == "2012-06-04"
    assert _one("charges were filed on or about Sept.14,2009 with the agency")[0] == "2009-09-14"
    # a name with digits after it is no month ("Mayor22"), nor a word ending in a month
    assert find_dates("the Mayor22 2007 fund") == []


# ------------------------------------------------------------------------------------------
# a scene told on a day and going on "Rather than …" in the next (numbered) paragraph


def test_a_scene_goes_on_rather_than_across_a_paragraph_number() -> None:
    ss = sentences_of(
        "14. During her lunch break on or about May 3, 2018, while Ms. Vance was eating at "
        "her desk, the foreman came to send her to the loading dock.",
        "15. Rather than waiting for her to finish, the foreman shouted at her in front of "
        "the crew.",
        "16. Rather than answer her grievance, the company moved her to nights.",
    )
    shout = event_of("e1", "harassment", ("s2", "the foreman shouted at her"))
    moved = event_of("e2", "adverse-action", ("s3", "the company moved her to nights"))
    out = {e.id: e for e in attach([shout, moved], ss, text_of(ss))}
    assert out["e1"].date is not None and out["e1"].date.value == "2018-05-03"
    # only the sentence just before: two paragraphs back is another time
    assert out["e2"].date is None


# ------------------------------------------------------------------------------------------
# the same act retold a few sentences on, with its date


def test_an_act_retold_in_nearly_the_same_words_with_a_date_takes_that_date() -> None:
    ss = sentences_of(
        "Although she brought a letter from her surgeon, the airline still counted the missed "
        "trips against her under the attendance rules.",
        "She was then assigned to reserve duty.",
        "Although she brought the airline a letter from her surgeon about the operation, the "
        "airline still counted the missed trips against her in May 2019 under the "
        "attendance rules.",
    )
    counted = event_of("e1", "adverse-action", ("s1", "counted the missed trips against her"))
    (out,) = retold_dates([counted], ss)
    assert out.date is not None and out.date.value == "2019-05-01"


def test_a_retelling_in_other_words_or_of_a_new_act_lends_no_date() -> None:
    ss = sentences_of(
        "Although she brought a letter from her surgeon, the airline still counted the missed "
        "trips against her under the attendance rules.",
        "In May 2019, the airline put her on a final warning for lateness.",
        "Although she brought a letter from her surgeon, the airline again counted the missed "
        "trips against her in June 2019 under the attendance rules.",
    )
    counted = event_of("e1", "adverse-action", ("s1", "counted the missed trips against her"))
    # s2 tells another act; s3 is a new one ("again")
    (out,) = retold_dates([counted], ss)
    assert out.date is None


@pytest.mark.slow  # a whole long complaint extracted (5-10 s); .ci/run runs it
def test_hodgkins_points_accrued_are_dated_by_their_retelling() -> None:
    g = extract_file(DATA / "case43282_doc130963.txt").graph
    (points,) = [e for e in g.events if e.id == "c52-s280-2"]
    assert points.date is not None and points.date.value == "2018-03-01"


# ------------------------------------------------------------------------------------------
# "not … until DATE", "…, when": the day an act was done


def test_an_act_not_done_until_a_day_was_done_that_day() -> None:
    ss = sentences_of(
        "The plant opened its review of the incident on February 2, 2016.",
        "Mr. Ortiz was never given the names of the witnesses until April 30, when the plant "
        "manager sent him a summary of the review.",
        "He did not receive his back pay until June 14, 2016.",
    )
    given = event_of("e1", "communication", ("s2", "Mr. Ortiz was never given the names"))
    sent = event_of("e2", "communication", ("s2", "the plant manager sent him a summary"))
    paid = event_of("e3", "adverse-action", ("s3", "receive his back pay"))
    out = {e.id: e for e in clause_dates([given, sent, paid], ss)}
    assert out["e1"].date is not None and out["e1"].date.value == "2016-04-30"
    assert out["e2"].date is not None and out["e2"].date.value == "2016-04-30"
    assert out["e3"].date is not None and out["e3"].date.value == "2016-06-14"


def test_until_that_ends_a_continuing_act_dates_nothing() -> None:
    ss = sentences_of(
        "The remarks began in 2012.",
        "The remarks did not stop until June 1, 2014, when she resigned.",
        "She was not harassed by anyone else until March 2015.",
        "She remained on unpaid leave and was not paid until May 5, 2015.",
    )
    remarks = event_of("e1", "harassment", ("s2", "The remarks did not stop"))
    other = event_of("e2", "harassment", ("s3", "She was not harassed by anyone else"))
    unpaid = event_of("e3", "adverse-action", ("s4", "She remained on unpaid leave"))
    out = {e.id: e for e in clause_dates([remarks, other, unpaid], ss)}
    # a continuing act, words of ending or lasting: "until" tells an end, not a start
    assert out["e1"].date is None and out["e2"].date is None and out["e3"].date is None


def test_flood_was_told_of_the_allegations_on_october_17() -> None:
    g = extract_file(DATA / "case11752_doc39052.txt").graph
    (told,) = [e for e in g.events if e.id == "c25-s133-3"]
    assert told.date is not None and told.date.value == "2007-10-17"


# ------------------------------------------------------------------------------------------
# a birth named by its rank, dated by the series of births told before it


def test_a_ranked_birth_takes_its_rank_in_the_person_s_series() -> None:
    ss = sentences_of(
        "Ms. Ames has had three daughters while on the crew, in January 2009, July 2012, "
        "and March 2016.",
        "Mr. Bell had two children in 2010 and 2013.",
        "She was denied a lactation room after each of them.",
        "After the birth of her third daughter, Ms. Ames asked for a ground post.",
        "After the birth of his first child, Mr. Bell took paternity leave.",
        "After the birth of her second baby, Ms. Cole quit.",
    )
    ames = event_of("e1", "other", ("s4", "birth of her third daughter"), who=(("ames", "agent"),))
    bell = event_of("e2", "other", ("s5", "birth of his first child"), who=(("bell", "agent"),))
    cole = event_of("e3", "other", ("s6", "birth of her second baby"), who=(("cole", "agent"),))
    names = {"ames": ("Ms. Ames",), "bell": ("Mr. Bell",), "cole": ("Ms. Cole",)}
    out = {e.id: e for e in ordinal_dates([ames, bell, cole], ss, names)}
    # the nearest series is Mr. Bell's: Ms. Ames's birth takes nothing from it
    assert out["e1"].date is None
    assert out["e2"].date is not None and out["e2"].date.value == "2010-01-01"
    # Ms. Cole has no series told: no date
    assert out["e3"].date is None


def test_a_ranked_birth_is_not_dated_by_dates_that_are_no_list() -> None:
    ss = sentences_of(
        "Ms. Dunn had two children, the first in May 2011; she was promoted in June 2014.",
        "After the birth of her second child, Ms. Dunn returned to the line.",
    )
    dunn = event_of("e1", "other", ("s2", "birth of her second child"), who=(("dunn", "agent"),))
    (out,) = ordinal_dates([dunn], ss, {"dunn": ("Ms. Dunn",)})
    assert out.date is None


def test_crowe_s_second_child_was_born_in_may_2016() -> None:
    g = extract_file(DATA / "case43282_doc130963.txt").graph
    (birth,) = [e for e in g.events if e.id == "c52-s281-3"]
    assert birth.date is not None and birth.date.value == "2016-05-01"
