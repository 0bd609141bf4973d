"""Eleventh round: norms questions asked in new words (tests/data/questions/r11-nq-asked.md).

Each rule is a construction of the question grammar, tested with sentences written for this file
(in other words than the table's and the corpus's): a period bounded by a word before each of its
dates ("after 1999 and before 2004", legalkg/norms/periods.py), parts cited head first and then
their article ("§ 1º, inciso II, do art. 40").
"""

from __future__ import annotations

import pytest

from legalkg.engine.questions import QuestionError
from legalkg.norms.citations import find_citations
from legalkg.norms.questions import parse_question
from legalkg.norms.requests import (
    ActionsBySource,
    CompareVersions,
    ImpactInScope,
    ItemHistory,
    ItemVersions,
    ValidVersions,
)

# --------------------------------------------------------------------------------------------
# A period with a bound word before each date


@pytest.mark.parametrize(
    ("question", "period"),
    [
        # "after" a year starts the next; "before" a year ends where it begins
        ("Which acts reworded art. 37 after 1999 and prior to 2004?", ("2000-01-01", "2004-01-01")),
        (
            "Quais emendas mexeram no art. 40 após 2002 mas antes de 2006?",
            ("2003-01-01", "2006-01-01"),
        ),
        # a day keeps its day: after it is the next day
        (
            "Which acts reworded art. 37 after 2003-12-31 and before 2005?",
            ("2004-01-01", "2005-01-01"),
        ),
        # "since" and "until" take the date in; a date with no word is the other end
        ("Which acts reworded art. 37 since 1999 up to 2003?", ("1999-01-01", "2004-01-01")),
        ("Which acts reworded art. 37 from 1999 to 2003?", ("1999-01-01", "2004-01-01")),
        ("Which acts reworded art. 37 between 1999 and 2003?", ("1999-01-01", "2004-01-01")),
    ],
)
def test_each_date_of_a_period_is_read_with_its_own_bound(
    question: str, period: tuple[str, str]
) -> None:
    r = parse_question(question)
    assert isinstance(r, (ItemHistory, ImpactInScope))
    assert (r.from_, r.until) == period


def test_a_count_over_a_bounded_period_counts_inside_it() -> None:
    r = parse_question("How often was art. 6 reworded after 2000 yet before 2015?")
    assert isinstance(r, ItemHistory) and r.count
    assert (r.from_, r.until) == ("2001-01-01", "2015-01-01")


def test_the_text_over_a_bounded_period_is_every_version_in_it() -> None:
    r = parse_question("What did art. 37, item XI provide after 2002 and before 2006?")
    assert isinstance(r, ItemVersions)
    assert (r.from_, r.until) == ("2003-01-01", "2006-01-01")


@pytest.mark.parametrize(
    ("question", "why"),
    [
        ("Which acts reworded art. 37 after 2010 and before 1999?", "leave no day between"),
        ("Which acts reworded art. 37 after 1999 and after 2003?", "both starts"),
        ("Which acts reworded art. 37 before 1999 and until 2003?", "both ends"),
    ],
)
def test_two_dates_that_bound_no_period_are_refused(question: str, why: str) -> None:
    with pytest.raises(QuestionError, match=why):
        parse_question(question)


# --------------------------------------------------------------------------------------------
# Parts cited head first, then their article


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("o § 1º, inciso II, do art. 40", "art. 40, § 1º, inciso II"),
        ("paragraph 3, item V, of article 37", "art. 37, § 3º, inciso V"),
        ("§ 4º, I, a, do art. 12", "art. 12, § 4º, inciso I, alínea a"),
        ("o § 2º, inciso III, do art. 42 do ADCT", "art. 42, § 2º, inciso III do ADCT"),
    ],
)
def test_parts_head_first_then_their_article_are_one_unit(text: str, label: str) -> None:
    assert [c.label() for c in find_citations(text)] == [label]


def test_an_article_after_a_cited_article_is_not_its_parent() -> None:
    """Only parts that lack their article take the one after them: "art. 9, inciso II, do
    art. 10" stays two citations (and the question is refused as naming two provisions)."""
    assert [c.label() for c in find_citations("art. 9, inciso II, do art. 10")] == [
        "art. 9º, inciso II",
        "art. 10",
    ]


# --------------------------------------------------------------------------------------------
# A change asked beside an act, a kind or a text (legalkg/norms/sides.py)

#: The days of the amendments these questions name (the store's, as ``acts`` gives them).
_ACT_DAYS = {"41": ["2003-12-31"], "45": ["2004-12-08"]}


def _ask(question: str) -> object:
    return parse_question(question, act_dates=lambda number, year: _ACT_DAYS.get(number, []))


@pytest.mark.parametrize(
    ("question", "bounds"),
    [
        # a verb of changing on one side of an act, no verb of saying: the changes on that side
        ("Was art. 40 reworded after Amendment 41?", ("2004-01-01", None)),
        ("Quais emendas mexeram no art. 40 depois da EC 41/2003?", ("2004-01-01", None)),
        ("Which acts altered art. 40 prior to Amendment 41?", (None, "2003-12-31")),
    ],
)
def test_a_change_on_one_side_of_an_act_is_the_history_on_that_side(
    question: str, bounds: tuple[str | None, str | None]
) -> None:
    r = _ask(question)
    assert isinstance(r, ItemHistory) and not r.count and r.nth is None
    assert (r.from_, r.until) == bounds


def test_a_text_on_one_side_of_an_act_stays_a_text() -> None:
    """A verb of saying beside it: the text the act gave (as before)."""
    r = _ask("What did art. 40 provide after Amendment 41 reworded it?")
    assert isinstance(r, ValidVersions) and r.date == "2003-12-31"


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Which paragraphs were inserted by Amendment 45?", "insertions"),
        ("O que a EC 45/2004 revogou?", "repeals"),
    ],
)
def test_an_acts_changes_of_one_kind_are_refused_naming_the_kind(question: str, kind: str) -> None:
    with pytest.raises(QuestionError, match=f"the {kind} .* only"):
        _ask(question)


def test_an_acts_changes_of_every_kind_are_still_read() -> None:
    assert isinstance(_ask("What did Amendment 45 add or alter?"), ActionsBySource)


@pytest.mark.parametrize(
    "question",
    [
        "What did art. 103-B provide in the year it was inserted?",
        "O que dizia o inciso LXXVIII do art. 5º no ano em que foi incluído?",
    ],
)
def test_a_text_beside_a_kind_of_change_with_no_day_is_refused(question: str) -> None:
    with pytest.raises(QuestionError, match="asks what the unit said and names its insertion"):
        _ask(question)


def test_when_a_unit_was_added_is_still_its_insertion() -> None:
    r = _ask("In which year was art. 103-B inserted?")
    assert isinstance(r, ItemHistory) and r.kind == "insertion"


@pytest.mark.parametrize(
    "question",
    [
        "What did art. 40 provide as reworded in 2019?",
        "O que dizia o art. 6º conforme modificado em 2010?",
    ],
)
def test_a_text_with_a_change_no_act_tells_is_refused(question: str) -> None:
    with pytest.raises(QuestionError, match="asks what the unit said and names a change"):
        _ask(question)


def test_how_a_wording_changed_is_still_a_change_question() -> None:
    r = _ask("How did the wording of art. 40 change in 2019?")
    assert isinstance(r, (ImpactInScope, ItemHistory))


def test_a_change_verb_that_is_also_a_noun_still_bounds_by_the_act() -> None:
    """ "Did art. 40 change after Amendment 41?": "change" is a verb here (it was read as the
    noun, and the text on the act's day was given)."""
    r = _ask("Did art. 40 change after Amendment 41?")
    assert isinstance(r, ItemHistory) and r.from_ == "2004-01-01"


def test_an_act_and_a_date_bounding_one_history_are_refused() -> None:
    """ "after Amendment 41 and up to 2006": the date was dropped (every change since the act
    was listed); the act and the date together are refused, naming both."""
    with pytest.raises(QuestionError, match="Amendment 41, on/in 2006"):
        _ask("Which acts reworded art. 40 after Amendment 41 and up to 2006?")


# --------------------------------------------------------------------------------------------
# The parts of a § of the statute books (Estonian)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("§ 12, lõige 3, of the law", "§ 12(3)"),  # a comma before the lõige word
        ("§ 12, lg 3, p 4", "§ 12(3) p 4"),
        ("§ 12 (3) of the law", "§ 12(3)"),  # a space before the parenthesis
        ("§ 12 (2019)", "§ 12"),  # a year in parentheses is no lõige
    ],
)
def test_a_paragrahv_takes_its_parts_after_a_comma_or_a_space(text: str, label: str) -> None:
    assert [c.label() for c in find_citations(text)] == [label]


# --------------------------------------------------------------------------------------------
# A law the store names by a short title, with no provision cited


def _statute_book() -> object:
    from legalkg.norms.lawnames import NameTable

    rows = [
        {"work": "https://x/ee/tls", "title": "Töölepingu seadus", "name": "TLS"},
        {"work": "https://x/ee/vos", "title": "Võlaõigusseadus", "name": "VÕS"},
    ]
    return NameTable([{**r, "date": "2009-07-01"} for r in rows])


def test_a_short_title_the_store_names_is_the_law_of_a_whole_law_question() -> None:
    """ "What changed in TLS between 2015 and 2016?" was refused as citing no provision (an
    acronym with no citation is a topic); the store names a law so, and it is that law."""
    r = parse_question("Which changes did TLS undergo from 2014 to 2016?", names=_statute_book())
    assert isinstance(r, ImpactInScope) and r.scope == "https://x/ee/tls"
    assert (r.from_, r.until) == ("2014-01-01", "2017-01-01")


def test_an_acronym_the_store_does_not_name_is_still_no_law() -> None:
    with pytest.raises(QuestionError, match="cites no provision"):
        parse_question("What changed in the SUS between 2015 and 2016?", names=_statute_book())


def test_an_act_that_made_the_change_is_its_day_not_a_side() -> None:
    """ "Was art. 40 reworded by Amendment 41?": the changes the act made there, on its day
    (not every change since it, nor the text of its day)."""
    r = _ask("Was art. 40 reworded by Amendment 41?")
    assert isinstance(r, ImpactInScope)
    assert (r.scope, r.from_, r.until) == ("art. 40", "2003-12-31", "2004-01-01")


@pytest.mark.parametrize(
    "question",
    [
        "What did art. 40 provide under Amendment 41?",
        "What did art. 40 provide on the day of Amendment 41?",
        "O que previa o art. 40 no dia da EC 41/2003?",
    ],
)
def test_the_text_under_an_act_or_on_its_day_is_the_acts_day(question: str) -> None:
    r = _ask(question)
    assert isinstance(r, ValidVersions) and r.date == "2003-12-31"


def test_two_years_each_told_on_its_own_are_not_the_years_between() -> None:
    """ "in 2010 and in 2015" used to be read as 2010 to 2015, the years between included."""
    with pytest.raises(QuestionError, match="two periods: ask about each"):
        parse_question("Was art. 40 reworded in 2003 and in 2019?")


def test_a_side_word_beside_the_act_that_made_the_change_is_refused() -> None:
    """ "reworded by Amendment 41 and since": the act's day was answered, 'since' dropped."""
    with pytest.raises(QuestionError, match="'since' beside the act"):
        _ask("Was art. 40 reworded by Amendment 41 and since?")


def test_a_comparison_on_two_days_each_told_on_its_own_is_still_a_comparison() -> None:
    r = parse_question("Compare art. 40 on 2003-01-01 and on 2020-01-01")
    assert isinstance(r, CompareVersions) and (r.date_a, r.date_b) == ("2003-01-01", "2020-01-01")


def test_the_same_provision_named_twice_is_one_provision() -> None:
    """ "art. 40 as in 2002 with art. 40 as in 2021" was refused as two provisions."""
    r = parse_question("Contrast art. 40 as in 2002 with art. 40 as in 2021")
    assert isinstance(r, CompareVersions) and (r.date_a, r.date_b) == ("2002-01-01", "2021-01-01")
    with pytest.raises(QuestionError, match="one provision at a time"):
        parse_question("Contrast art. 40 and art. 41 as in 2002")


@pytest.mark.parametrize(
    ("question", "unread"),
    [
        ("What did art. 40 say on 3/4/05?", "3/4/05"),
        ("O que dizia o art. 40 em 03/2005?", "03/2005"),
    ],
)
def test_numbers_written_like_a_date_and_not_read_are_named(question: str, unread: str) -> None:
    """The refusal said "it gives no date" of a question that gave one the reader cannot take."""
    with pytest.raises(QuestionError, match=f"'{unread}' was not read as a date"):
        parse_question(question)
