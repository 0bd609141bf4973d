"""Issue 30, eleventh round: dates (``legalkg.events.storydates``, called from
``dating.attach``). Each rule is checked on sentences written for these tests, in other words
than the complaints', with hand-built events (a rule is checked apart from which events the
extractor finds), and states what must *not* change: when in doubt, no date rather than a
wrong one."""

from __future__ import annotations

from event_model_kit import event_of, sentences_of, text_of

from legalkg.events.dating import attach
from legalkg.events.storydates import (
    citation_spans,
    names_its_anchor,
    planned_day,
    story_mentions,
)


def _dates(events: list, ss: dict) -> dict[str, str | None]:
    return {e.id: (e.date.value if e.date else None) for e in attach(events, ss, text_of(ss))}


# ------------------------------------------------------------------------------------------
# a cited source's date is never an act's


def test_a_citations_date_in_a_footnote_glued_to_the_sentence_dates_no_act() -> None:
    """A footnote the text extraction ran into the sentence: the article's day is not the
    day of the act the sentence tells (Edrei v. Bratton, Oregon Humanities, Civil Servants:
    "ASSOCIATED PRESS (Aug. 19, 2004)", "NPR (Apr. 3, 2025), https://…")."""
    ss = sentences_of(
        "The sheriff's deputies used the siren truck only at night. 4 Ann Roe, “Loud Streets,”"
        " HARBOR LEDGER (Oct. 2, 2011)."
    )
    used = event_of("e1", "other", ("s1", "deputies used the siren truck"))
    assert _dates([used], ss) == {"e1": None}


def test_a_citation_without_parenthesis_and_with_a_link_dates_no_act() -> None:
    ss = sentences_of(
        "7 Bo Fenn, Parents Rally at Board Meeting, VALLEY VOICE, April 4, 2017, available at"
        " http://valleyvoice.example/rally (last visited May 1, 2018)."
    )
    rally = event_of("e1", "other", ("s1", "Parents Rally"))
    assert _dates([rally], ss) == {"e1": None}


def test_a_date_in_a_parenthesis_that_says_more_is_still_read() -> None:
    """Not a citation: "(General Order 12, dated May 9, 2013)" names the order's own day,
    and a plain "(March 2, 2015)" in the story is the story's."""
    assert citation_spans("the chief (General Order 12, dated May 9, 2013) exempted them") == []
    assert citation_spans("She wrote to the warden (March 2, 2015) about the cell.") == []
    ss = sentences_of(
        "For years the county honored the ruling and, by order of the chief (General Order 12,"
        " dated May 9, 2013), exempted the crews."
    )
    exempted = event_of("e1", "other", ("s1", "exempted the crews"))
    assert _dates([exempted], ss) == {"e1": "2013-05-09"}


# ------------------------------------------------------------------------------------------
# a relative phrase beside a stated day tells that day again


def test_a_relative_phrase_beside_a_stated_day_does_not_outweigh_it() -> None:
    """ "On March 13, 2025, two days after …, the Chair was directed to resign" (Oregon
    Humanities), "on March 20, 2025, three days after naming her …, announced" (Shell):
    the relative phrase restates the day; it stood nearer to the act and, counted from no
    dated act, left the act undated."""
    ss = sentences_of(
        "On October 9, 2018, four days after the audit closed, the treasurer was asked to step"
        " down from the board."
    )
    asked = event_of("e1", "resignation", ("s1", "step down from the board"))
    assert _dates([asked], ss) == {"e1": "2018-10-09"}
    t = "The mayor, on June 2, 2016 — one week after the vote, announced the closure."
    assert [t[m.start : m.end].strip() for m in story_mentions(t)] == ["on June 2, 2016"]


def test_a_relative_phrase_alone_is_still_read() -> None:
    t = "Four days after the audit closed, the treasurer resigned."
    assert [m.offset for m in story_mentions(t)] == [(4, "day", False)]
    t = "On October 9, 2018, the audit closed. The treasurer resigned four days later."
    assert [m.offset for m in story_mentions(t)] == [None, (4, "day", False)]


# ------------------------------------------------------------------------------------------
# a relative phrase that names its anchor counts from that act only


def test_a_relative_phrase_that_names_its_anchor_is_not_counted_from_the_last_day_told() -> None:
    """Shell (unseen 6): "giving her notice of Discharge … on the same day that Human
    Resources denied her … complaint" was dated from the day the story told last (another
    act's): the phrase says which act it counts from; when that act is not dated, no date."""
    ss = sentences_of(
        "On April 2, 2019, the clinic reassigned Ms. Orr to the night desk.",
        "The clinic dismissed Mr. Vane on the same day that the review board rejected his appeal.",
    )
    moved = event_of("e1", "adverse-action", ("s1", "clinic reassigned Ms. Orr"))
    dismissed = event_of("e2", "termination", ("s2", "clinic dismissed Mr. Vane"))
    assert _dates([moved, dismissed], ss) == {"e1": "2019-04-02", "e2": None}


def test_a_relative_phrase_of_the_story_is_still_counted_from_the_day_told_before() -> None:
    ss = sentences_of(
        "On April 2, 2019, the clinic reassigned Ms. Orr to the night desk.",
        "The same day, the clinic dismissed Mr. Vane.",
    )
    moved = event_of("e1", "adverse-action", ("s1", "clinic reassigned Ms. Orr"))
    dismissed = event_of("e2", "termination", ("s2", "clinic dismissed Mr. Vane"))
    assert _dates([moved, dismissed], ss) == {"e1": "2019-04-02", "e2": "2019-04-02"}
    t = "Two weeks later, she quit."
    assert not names_its_anchor(t, 0, t.index(","))
    t = "Two weeks after the hearing she quit."
    assert names_its_anchor(t, 0, t.index(" the hearing"))


# ------------------------------------------------------------------------------------------
# a day planned is not the day of the act that plans it


def test_a_day_planned_for_later_does_not_date_the_act_that_plans_it() -> None:
    """Heenan (unseen 9): "On May 29, 2025, an HR official … scheduled a meeting for the
    next day"; Brinkley (unseen 6): "… told Plaintiff to report to Human Resource the
    following day" — the act is dated by the day the sentence opens on."""
    ss = sentences_of("On August 6, 2021, the warden set a disciplinary hearing for the next day.")
    setting = event_of("e1", "other", ("s1", "warden set a disciplinary hearing"))
    assert _dates([setting], ss) == {"e1": "2021-08-06"}
    t = "On August 6, 2021, the captain directed the guard to appear at the office the next day."
    assert planned_day(t, t.index("the next"))


def test_an_act_done_the_next_day_is_still_dated_the_next_day() -> None:
    ss = sentences_of("On August 6, 2021, she filed a grievance and was suspended the next day.")
    grieved = event_of("e1", "complaint", ("s1", "filed a grievance"))
    suspended = event_of("e2", "discipline", ("s1", "was suspended"))
    assert _dates([grieved, suspended], ss) == {"e1": "2021-08-06", "e2": "2021-08-07"}
    t = "On August 6, 2021, she went to the office the next day."
    assert not planned_day(t, t.index("the next"))


# ------------------------------------------------------------------------------------------
# what was done at a meeting the paragraph opens on is dated by the meeting's day


def test_an_act_told_at_a_meeting_the_paragraph_opens_on_takes_its_day() -> None:
    """Heenan (unseen 9): "50. On June 4, 2025, the “OGC Skills Gap” meeting was held. OFH
    attorneys were told that …"; Brinkley (unseen 6): "98. On or about July 22, 2020,
    Plaintiff met with EEO Director Lee and complained … Mr. Lee informed Plaintiff that …"."""
    ss = sentences_of(
        "12. On March 9, 2022, the quarterly staffing meeting was held.",
        "Nurses were informed that the west wing would close.",
    )
    informed = event_of("e1", "communication", ("s2", "Nurses were informed"))
    assert _dates([informed], ss) == {"e1": "2022-03-09"}
    ss = sentences_of(
        "12. On March 9, 2022, Ms. Lund met with the ombudsman and raised the schedule.",
        "The ombudsman told her that nothing could be done.",
    )
    told = event_of("e1", "communication", ("s2", "The ombudsman told her"))
    assert _dates([told], ss) == {"e1": "2022-03-09"}


def test_the_meetings_day_does_not_reach_another_paragraph_or_a_later_time() -> None:
    held = "12. On March 9, 2022, the quarterly staffing meeting was held."
    for after in (
        "13. Nurses were informed that the west wing would close.",  # another paragraph
        "Weeks later, nurses were informed that the west wing would close.",  # time moves
        "Nurses had previously been informed of the closure.",
    ):
        ss = sentences_of(held, after)
        informed = event_of("e1", "communication", ("s2", "informed"))
        assert _dates([informed], ss) == {"e1": None}, after
    # a day that is no meeting's: the act is not dated from it
    ss = sentences_of(
        "12. On March 9, 2022, the hospital posted the rota.",
        "Nurses were informed that the west wing would close.",
    )
    informed = event_of("e1", "communication", ("s2", "Nurses were informed"))
    assert _dates([informed], ss) == {"e1": None}
