"""Issue 30, tenth round: dates (``legalkg.events.dates``, ``dating``, ``spans``). Each rule is
checked on sentences written for these tests, in other words than the complaints', with
hand-built events (a rule is checked apart from which events the extractor finds), and on
the real complaint it was seen in. Each test also states what must *not* change: when in
doubt, no date rather than a wrong one."""

from __future__ import annotations

from pathlib import Path

import pytest
from event_model_kit import event_of, sentences_of, text_of

from legalkg.events.dates import find_dates
from legalkg.events.dating import attach
from legalkg.events.pipeline import extract_file
from legalkg.events.spans import participle_of

DATA = Path(__file__).resolve().parent / "data" / "events"


# ------------------------------------------------------------------------------------------
# "for May–June 2017": two months a dash joins, the first taking the second's year


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "She worked reduced hours for May–June 2017 before returning.",
            ("2017-05-01", "2017-06-30"),
        ),
        ("The post was vacant March-April 2019.", ("2019-03-01", "2019-04-30")),
        ("He was on leave from May – July 2020.", ("2020-05-01", "2020-07-31")),
    ],
)
def test_two_months_a_dash_joins_are_one_span_from_the_first(
    text: str, want: tuple[str, str]
) -> None:
    (m,) = find_dates(text)
    assert m.date is not None
    assert (m.date.value, m.date.end, m.date.granularity) == (*want, "month")


@pytest.mark.parametrize(
    "text",
    [
        # "may" the verb, a dash after it: no month
        "The manager may - in June 2018 - reconsider the transfer.",
        # "March" the noun of a walk-out, no dash: no month
        "The staff joined a March to City Hall in June 2018.",
    ],
)
def test_a_may_or_march_that_is_no_month_stays_unread(text: str) -> None:
    assert [(m.date.value if m.date else None) for m in find_dates(text)] == ["2018-06-01"]


@pytest.mark.slow  # a whole long complaint extracted (5-10 s); .ci/run runs it
def test_a_job_share_of_two_months_is_dated_from_the_first_on_hodgkins() -> None:
    """Hodgkins v. Frontier (unseen 7): "She bid for and was awarded a Job Share (part-time
    hours) for May–June 2017": the gold takes May, the reader took June alone."""
    graph = extract_file(DATA / "case43282_doc130963.txt").graph
    said = {s.id: " ".join(s.text.split()) for s in graph.sentences}
    (job_share,) = [
        e
        for e in graph.events
        if any("awarded a Job Share" in said[x.sentence_id] for x in e.evidence)
        and e.type == "other"
    ]
    assert job_share.date is not None and job_share.date.value == "2017-05-01"


# ------------------------------------------------------------------------------------------
# a date between an act and the participle that goes on with it belongs to the act


def test_a_participle_after_the_date_does_not_take_it_from_the_act() -> None:
    ss = sentences_of(
        "The board adopted Resolution 2,114 in October 2022 requiring every clerk to reapply."
    )
    adopted = event_of("e1", "other", ("s1", "board adopted Resolution 2"))
    requiring = event_of("e2", "communication", ("s1", "requiring every clerk to reapply"))
    out = {e.id: e for e in attach([adopted, requiring], ss, text_of(ss))}
    assert out["e1"].date is not None and out["e1"].date.value == "2022-10-01"
    assert out["e2"].date is not None and out["e2"].date.value == "2022-10-01"


def test_a_new_clause_after_the_date_keeps_its_own_act() -> None:
    """Not a participle of the act: a clause of its own after a semicolon or a comma and a
    new subject (its act is another one, the date is not the first act's)."""
    t = "The union wrote to the mayor in May 2021; officials began reviewing the roster."
    at = t.index(" in May")
    assert not participle_of(t, at, at + 1, t.index(";"), t.index("reviewing"))
    t = "The union wrote to the mayor, and in May 2021 officials began reviewing the roster."
    assert not participle_of(
        t, t.index(","), t.index("in May"), t.index(" officials"), t.index("reviewing")
    )
    # the act's words too far before the date (another clause's object between): no
    t = (
        "The chief signed "
        + "a long memorandum about staffing and overtime " * 2
        + "in May 2021 directing cuts."
    )
    assert not participle_of(
        t, t.index("signed") + 6, t.index("in May"), t.index(" directing"), t.index("directing")
    )


def test_an_executive_order_is_dated_with_its_announcement_on_civil_servants() -> None:
    """Civil Servants v. OSC (unseen 9): "President Trump issued Executive Order 14,317 in
    July 2025 announcing the creation of “Schedule …”": the order's day, not only the
    announcement's (the participle stood nearer to the date)."""
    graph = extract_file(DATA / "case46940_doc163029.txt").graph
    said = {s.id: " ".join(s.text.split()) for s in graph.sentences}
    told = [
        e
        for e in graph.events
        if any(
            "issued Executive Order 14,317 in July 2025" in said[x.sentence_id] for x in e.evidence
        )
    ]
    assert {e.type for e in told} >= {"other", "communication"}
    assert {e.date.value if e.date else None for e in told} == {"2025-07-01"}
