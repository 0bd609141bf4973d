"""Tenth round: norms questions asked in new words (legalkg/norms/ordinals.py).

Each rule is a construction of the question grammar, tested with sentences written for this file
(in other words than the corpus): the n-th change ("for the second time", "a penúltima
alteração"), a count ("how often", "quantas emendas"), the text around a change ("before it
was last changed", "depois de sua primeira alteração"), and a history asked with a verb of
adding or of repealing only. The answers are checked on the whole Constitution (``cf88``).
"""

from __future__ import annotations

import pytest

from legalkg.engine.answers import answer_request
from legalkg.engine.planner import PlanError, request_from_json, request_to_json
from legalkg.engine.questions import QuestionError
from legalkg.norms.ordinals import AroundChange, find_around, find_count, find_rank
from legalkg.norms.questions import describe_request, parse_question
from legalkg.norms.requests import ItemHistory
from legalkg.store.local import Store

# --------------------------------------------------------------------------------------------
# Reading


@pytest.mark.parametrize(
    ("words", "nth"),
    [
        ("in which year was it modified for the third time", 3),
        ("the second-to-last reform", -2),
        ("a antepenultima mudanca", -3),
        ("the 4th change", 4),
        ("o quinto ato", 5),
        ("the next to last revision", -2),
    ],
)
def test_an_ordinal_ranks_a_change(words: str, nth: int) -> None:
    rank = find_rank(words)
    assert rank is not None and rank.nth == nth


def test_an_ordinal_before_a_unit_word_is_not_a_rank() -> None:
    assert find_rank("what did the third paragraph provide") is None
    assert find_rank("o segundo inciso") is None


@pytest.mark.parametrize(
    ("question", "nth"),
    [
        ("In which year was art. 6 modified for the third time?", 3),
        ("Which reform was the second-to-last one to alter art. 40?", -2),
        ("Em que ano o art. 6º mudou pela segunda vez?", 2),
        ("Qual foi a penúltima emenda a mexer no art. 100?", -2),
        ("When was art. 40 touched for the 2nd time?", 2),
    ],
)
def test_the_nth_change_is_item_history_with_nth(question: str, nth: int) -> None:
    r = parse_question(question)
    assert isinstance(r, ItemHistory) and r.nth == nth and r.which is None and not r.count


def test_the_first_and_the_last_stay_which() -> None:
    assert parse_question("When was art. 6 modified for the last time?").which == "latest"
    assert parse_question("Quando o art. 6º mudou pela primeira vez?").which == "first"


@pytest.mark.parametrize(
    "question",
    [
        "How often was art. 100 altered?",
        "How many times did the wording of art. 6 change?",
        "Quantas vezes mexeram no art. 40?",
        "Quantas emendas modificaram o art. 6º entre 2000 e 2012?",
    ],
)
def test_a_count_of_changes_is_item_history_with_count(question: str) -> None:
    r = parse_question(question)
    assert isinstance(r, ItemHistory) and r.count is True and r.nth is None


@pytest.mark.parametrize(
    ("question", "why"),
    [
        # a count of something else than changes
        ("How many paragraphs of art. 40 were reworded in 2019?", "count of something other"),
        # a rank and a text at it, with no side
        ("What did art. 6 provide the second time it was reworded?", "asks for a text"),
        ("What did art. 6 say the first time it was altered?", "asks for a text"),
        # a rank with no change at all
        ("What did art. 6 say for the third time on 2001-01-01?", "asks for a text"),
        ("Show art. 6 in the second column on 2001-01-01", "asks no change"),
        # around a change, and when or which as well
        ("Which amendment altered art. 6 after its first reform?", "when or which"),
        # around a change, and a date as well
        ("What did art. 6 say in 2005 before it was last amended?", "another date"),
        # two ranks
        ("When did art. 40 change for the second and the third time?", "two ranks"),
        # no provision cited, a count or a rank of its changes
        ("How many sections did Amendment 19 alter?", "cites none"),
        (
            "What did Amendment 20 change, and when was that changed for the third time?",
            "cites none",
        ),
    ],
)
def test_what_cannot_be_read_whole_is_refused(question: str, why: str) -> None:
    with pytest.raises(QuestionError, match=why):
        parse_question(question)


def test_a_count_of_parts_without_a_change_is_left_to_the_structure() -> None:
    """ "How many incisos does art. 5 contain?": the structure lists them (as before)."""
    r = parse_question("How many incisos does art. 5 contain?")
    assert request_to_json(r)["type"] == "edge-version" and r.view == "structure"


def test_a_count_with_a_range_counts_within_it() -> None:
    r = parse_question("How many times was art. 37 reworded between 1998 and 2004?")
    assert isinstance(r, ItemHistory) and r.count
    assert (r.from_, r.until) == ("1998-01-01", "2005-01-01")


@pytest.mark.parametrize(
    ("question", "side", "kind", "nth"),
    [
        ("How did art. 100 read prior to its most recent amendment?", "before", "change", -1),
        ("What was art. 6 like right after it was reformed the second time?", "after", "change", 2),
        ("O que dizia o art. 6º depois da sua segunda mudança?", "after", "change", 2),
        ("O que previa o art. 40 antes de ser emendado pela última vez?", "before", "change", -1),
        ("Show art. 5, item LXXVIII immediately after it was inserted", "after", "insertion", None),
        ("O que dizia o art. 2º do ADCT antes de sua revogação?", "before", "repeal", None),
        ("What did art. 6 say following its penultimate change?", "after", "change", -2),
    ],
)
def test_the_text_around_a_change_is_around_change(
    question: str, side: str, kind: str, nth: int | None
) -> None:
    r = parse_question(question)
    assert isinstance(r, AroundChange)
    assert (r.side, r.kind, r.nth) == (side, kind, nth)


def test_around_needs_only_lead_words_between_the_side_and_the_change() -> None:
    """ "After 2000, which amendment changed art. 6" has a side word and a change word, but
    'which' between them: not a change the text is asked around."""
    assert find_around("after which amendment changed") is None
    assert find_around("antes de ser alterado pela segunda vez") is not None


def test_find_count_words() -> None:
    assert find_count("how often was it reworded") == "how often"
    assert find_count("what did it say") is None


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("When was art. 6 abolished?", "repeal"),
        ("Em que data se revogou o art. 2º do ADCT?", "repeal"),
        ("On which day was art. 29-A introduced into the Constitution?", "insertion"),
        ("When were art. 40 and its parts amended or repealed?", None),
        ("Which incisos of art. 40 were repealed?", None),
        ("What was inserted into art. 5 in 2004?", None),
    ],
)
def test_a_verb_of_adding_or_repealing_alone_asks_for_that_kind(
    question: str, kind: str | None
) -> None:
    r = parse_question(question)
    assert isinstance(r, ItemHistory) and r.kind == kind


def test_the_requests_round_trip_and_are_described() -> None:
    r = parse_question("What was art. 100 like before it was last changed?")
    assert request_from_json(request_to_json(r)) == r
    assert "the day before the last change" in describe_request(r)
    count = parse_question("How often was art. 100 altered?")
    assert "how many times" in describe_request(count)
    with pytest.raises(PlanError, match="one of 'which', 'nth' and 'count'"):
        ItemHistory(component="art. 6º", which="first", nth=2).check()
    with pytest.raises(PlanError, match="'side'"):
        AroundChange(component="art. 6º", side="during").check()


# --------------------------------------------------------------------------------------------
# Answers on the whole Constitution


def test_the_second_change_is_that_days_changes_only(cf88: Store) -> None:
    a = answer_request(
        parse_question("In which year was art. 6 modified for the second time?"), cf88
    )
    assert [x["date"] for x in a.result["actions"]] == ["2010-02-04"]
    assert a.result["nth"] == 2 and "Emenda Constitucional nº 64" in a.answer
    assert "Emenda Constitucional nº 90" not in a.answer.split("(")[0]


def test_a_rank_past_the_last_change_says_there_is_none(cf88: Store) -> None:
    a = answer_request(parse_question("When did art. 6 change for the fifth time?"), cf88)
    assert a.result["actions"] == [] and "no 5th change" in a.answer


def test_a_count_counts_days_and_acts_not_every_part(cf88: Store) -> None:
    a = answer_request(parse_question("How often was art. 40 altered?"), cf88)
    assert a.result["count"] == {"days": 6, "acts": 7, "changes": 88}
    assert a.answer.startswith("art. 40 and the units under it changed 6 time(s)")
    none = answer_request(parse_question("How many times was art. 228 reworded?"), cf88)
    assert none.result["count"]["days"] == 0 and "0 times" in none.answer


def test_the_text_before_the_last_change_is_the_day_befores(cf88: Store) -> None:
    a = answer_request(
        parse_question("How did art. 100 read prior to its most recent amendment?"), cf88
    )
    assert a.result["change_day"] == "2016-12-15" and a.result["date"] == "2016-12-14"
    (version,) = a.result["versions"]
    assert version["valid_until"] == "2016-12-15"
    assert "§ 17" not in version["text"]  # added by the last change


def test_the_text_after_the_second_change(cf88: Store) -> None:
    a = answer_request(parse_question("O que dizia o art. 6º depois da sua segunda mudança?"), cf88)
    (version,) = a.result["versions"]
    assert version["valid_from"] == "2010-02-04" and "alimentação" in version["text"]
    assert "transporte" not in version["text"]


def test_around_an_unnamed_change_of_many_is_refused_with_the_days(cf88: Store) -> None:
    with pytest.raises(PlanError, match="3 changes .*2000-02-14, 2010-02-04, 2015-09-15"):
        answer_request(parse_question("What did art. 6 say before it was reworded?"), cf88)
    with pytest.raises(PlanError, match="no repeal of art. 6º"):
        answer_request(parse_question("What did art. 6 say just before it was abolished?"), cf88)


def test_a_repeal_never_made_is_said_not_listed_as_other_changes(cf88: Store) -> None:
    a = answer_request(parse_question("When was art. 6 abolished?"), cf88)
    assert a.result["actions"] == [] and "no repeal of art. 6º" in a.answer
    added = answer_request(parse_question("When was art. 29-A introduced?"), cf88)
    assert [x["type"] for x in added.result["actions"]] == ["Insertion"]


# --------------------------------------------------------------------------------------------
# Changes the sources do not date (LexML: two whole texts): ranks cannot be told, counts are
# lower bounds, the text around a change is refused


@pytest.fixture(scope="module")
def lexml(tmp_path_factory: pytest.TempPathFactory) -> Store:
    from pathlib import Path

    from legalkg.ingest import ingest

    files = sorted((Path(__file__).resolve().parent / "data" / "lexml").glob("CON1988--*.xml"))
    store = Store(tmp_path_factory.mktemp("r10lexml") / "kg")
    ingest(files, store=store, validate=False)
    return store


def test_undated_changes_make_ranks_unknown_and_counts_lower_bounds(lexml: Store) -> None:
    nth = answer_request(
        parse_question("In which year did art. 6 change for the second time?"), lexml
    )
    assert nth.result["undetermined"] and "cannot be told" in nth.answer
    count = answer_request(parse_question("How often was art. 6 reworded?"), lexml)
    assert count.result["at_least"] and "at least 1 time(s)" in count.answer
    assert "on or before 2015-02-26" in count.answer
    with pytest.raises(PlanError, match="do not date"):
        answer_request(parse_question("How did art. 6 read prior to its latest reform?"), lexml)


def test_a_count_of_repeals_says_repealed_and_of_the_unit_itself(cf88: Store) -> None:
    a = answer_request(parse_question("How often has art. 6 been abolished?"), cf88)
    assert a.answer == "art. 6º was never repealed in this store (0 times)."


def test_a_topic_made_only_of_a_date_is_no_topic() -> None:
    """ "What did article six say on 2001-05-20?" (a number in words, not read as a citation)
    was read as a topic search for the words '2001-05-20' ("say on" as "say about") and
    answered with art. 20 and others; a topic that is only a date is none, and the question is
    refused as citing no provision."""
    with pytest.raises(QuestionError, match="cites no provision"):
        parse_question("What did article seven state on 5 March 2003?")
    topic = parse_question("What did the Constitution say about housing on 2003-03-05?")
    assert request_to_json(topic)["text"] == "housing"


@pytest.mark.parametrize(
    ("question", "day"),
    [
        ("What did art. 62 state before Amendment 32 altered it?", "2001-09-10"),
        ("What did art. 6 provide after Amendment 90 reworded it?", "2015-09-15"),
        ("O que previa o art. 62 antes de a EC 32/2001 o modificar?", "2001-09-10"),
    ],
)
def test_a_change_told_by_its_act_is_the_acts_day(question: str, day: str) -> None:
    """ "before Amendment 32 changed it": the act names the change, and the side agrees with
    the act's; read as before (the day before the act, or its day), never refused."""
    dates = {"32": ["2001-09-11"], "90": ["2015-09-15"]}
    r = parse_question(question, act_dates=lambda n, y: dates.get(n, []))
    assert request_to_json(r) == {"type": "valid-versions", "component": r.component, "date": day}


def test_a_change_told_by_an_act_on_the_other_side_is_refused() -> None:
    with pytest.raises(QuestionError, match="tells the day by a change"):
        parse_question(
            "What did art. 6 say before it was changed by Amendment 90?",
            act_dates=lambda n, y: ["2015-09-15"],
        )


def test_a_count_of_versions_is_the_every_version_question() -> None:
    """ "Quantas redações o art. 6º já teve?" was read as every version (whose answer says how
    many); a count reader must not refuse it."""
    for question in ("Quantas versões o art. 6º teve?", "How many wordings has art. 6 had?"):
        assert request_to_json(parse_question(question))["type"] == "item-versions"


@pytest.mark.parametrize(
    ("question", "start", "until"),
    [
        ("Qual foi a última mudança do art. 40 anterior a 2004?", None, "2004-01-01"),
        ("Que emendas posteriores a 2009 mexeram no art. 6º?", "2010-01-01", None),
    ],
)
def test_anterior_and_posterior_bound_a_period_like_before_and_after(
    question: str, start: str | None, until: str | None
) -> None:
    r = parse_question(question)
    assert isinstance(r, ItemHistory) and (r.from_, r.until) == (start, until)
