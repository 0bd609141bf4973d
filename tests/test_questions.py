"""Questions in words: every accepted citation and date form, in both languages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from legalkg.engine.questions import QuestionError
from legalkg.norms.questions import act_dates_from_store, find_citation, find_dates, parse_question
from legalkg.norms.requests import (
    ActionsBySource,
    CompareVersions,
    Hierarchy,
    ImpactInScope,
    ItemHistory,
    ItemVersions,
    Provenance,
    ValidVersions,
)
from legalkg.store.local import Store

CITATIONS = {
    "Art. 6": "art. 6º",
    "art. 6º": "art. 6º",
    "artigo 6": "art. 6º",
    "article 6": "art. 6º",
    "art. 5º, inciso LXXVIII": "art. 5º, inciso LXXVIII",
    "art. 5, LXXVIII": "art. 5º, inciso LXXVIII",
    "art. 144, § 6º": "art. 144, § 6º",
    "art. 14, § 3º, inciso VI, alínea a": "art. 14, § 3º, inciso VI, alínea a",
    "parágrafo único do art. 7º": "art. 7º, parágrafo único",
    "art. 29-A, inciso II": "art. 29-A, inciso II",
    "art. 2 do ADCT": "art. 2º do ADCT",
    "art. 2 of the ADCT": "art. 2º do ADCT",
    "section 3(1)(a)": "section 3(1)(a)",
    "section 12": "section 12",
    "Title II": "Título II",
    "Título II": "Título II",
    "Chapter II of Title II": "Título II, Capítulo II",
    "art. 100": "art. 100",
}
DATES = {
    "2001-05-20": "2001-05-20",
    "20/05/2001": "2001-05-20",
    "20 de maio de 2001": "2001-05-20",
    "1º de junho de 2004": "2004-06-01",
    "May 20, 2001": "2001-05-20",
    "20 May 2001": "2001-05-20",
    "20 de março de 2001": "2001-03-20",
}


@pytest.mark.parametrize(("text", "label"), CITATIONS.items())
def test_citation_forms(text: str, label: str) -> None:
    found = find_citation(f"What did {text} say?")
    assert found is not None and found[0] == label


@pytest.mark.parametrize(("text", "day"), DATES.items())
def test_date_forms(text: str, day: str) -> None:
    assert [d for _, d in find_dates(f"on {text}?")] == [day]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        (
            "What did art. 6 of the Constitution say on 20 May 2001?",
            ValidVersions(component="art. 6º", date="2001-05-20", work="Constituição"),
        ),
        (
            "O que dizia o art. 6º da Constituição em 20/05/2001?",
            ValidVersions(component="art. 6º", date="2001-05-20", work="Constituição"),
        ),
        ("How has art. 6 changed over time?", ItemVersions(component="art. 6º")),
        ("Quais foram as versões do art. 6?", ItemVersions(component="art. 6º")),
        ("What did Constitutional Amendment 26 change?", ActionsBySource(act="26")),
        ("O que mudou a Emenda Constitucional nº 26?", ActionsBySource(act="26")),
        ("What did EC 26/2000 change?", ActionsBySource(act="26", year="2000")),
        (
            "What changed in Title II between 2000 and 2010?",
            ImpactInScope(scope="Título II", from_="2000-01-01", until="2011-01-01"),
        ),
        (
            "O que mudou no Título II entre 2000 e 2010?",
            ImpactInScope(scope="Título II", from_="2000-01-01", until="2011-01-01"),
        ),
        (
            "What changed in Title II between 2000-01-01 and 2000-12-31?",
            ImpactInScope(scope="Título II", from_="2000-01-01", until="2001-01-01"),
        ),
        (
            "Compare art. 6 on 1999-01-01 and 2016-01-01",
            CompareVersions(component="art. 6º", date_a="1999-01-01", date_b="2016-01-01"),
        ),
        (
            "Compare o art. 6º em 1º de janeiro de 1999 e 1º de janeiro de 2016",
            CompareVersions(component="art. 6º", date_a="1999-01-01", date_b="2016-01-01"),
        ),
        (
            "Where does the text of art. 6 in force on 2016-01-01 come from?",
            Provenance(component="art. 6º", date="2016-01-01"),
        ),
        (
            "Qual a origem do art. 6º em 2016-01-01?",
            Provenance(component="art. 6º", date="2016-01-01"),
        ),
        (
            "What was the structure of Title II on 2001-01-01?",
            Hierarchy(component="Título II", date="2001-01-01"),
        ),
        (
            "Qual era a estrutura do Título II em 01/01/2001?",
            Hierarchy(component="Título II", date="2001-01-01"),
        ),
        (
            "What did section 3(1)(a) say on 20 May 2001?",
            ValidVersions(component="section 3(1)(a)", date="2001-05-20"),
        ),
    ],
)
def test_phrasings(question: str, expected: object) -> None:
    assert parse_question(question) == expected


def test_work_option_fills_in_the_work() -> None:
    assert parse_question("art. 6 on 2001-05-20", work="cf88").work == "cf88"


@pytest.mark.parametrize(
    "question",
    [
        "What is love?",
        "What did art. 6 say?",
        "What did art. 6 say on 2001-02-30?",
        "Compare art. 6 on 2001-01-01",
        "art. 6 on 2001-01-01 and 2002-01-01",
    ],
)
def test_unreadable_questions_point_to_the_accepted_forms(question: str) -> None:
    with pytest.raises(QuestionError) as e:
        parse_question(question)
    assert "Accepted questions: docs/requests.md#questions" in str(e.value)
    assert "\n" not in str(e.value)


# --------------------------------------------------------------------------------------------
# Issue 15: the forms people use, works, dates told by an act, refusals


MORE_CITATIONS = {
    "inciso IX do art. 170": "art. 170, inciso IX",
    "§ 3º do art. 5º": "art. 5º, § 3º",
    "alínea c do inciso I do art. 12": "art. 12, inciso I, alínea c",
    "art. 40, § 1º, I, a": "art. 40, § 1º, inciso I, alínea a",
    "art. 5, inc. LXXVIII": "art. 5º, inciso LXXVIII",
    "caput do art. 40": "art. 40",
    "ADCT, art. 60": "art. 60 do ADCT",
    "ADCT art. 60": "art. 60 do ADCT",
    "Título IV, Capítulo III": "Título IV, Capítulo III",
    "Capítulo III do Título IV": "Título IV, Capítulo III",
    "artigo 7o, paragrafo unico": "art. 7º, parágrafo único",
    "Article 5, item LXXVIII": "art. 5º, inciso LXXVIII",
    "Article 12, item I, letter c": "art. 12, inciso I, alínea c",
    "paragraph 1 of Article 40": "art. 40, § 1º",
    "Art. 57, para. 7": "art. 57, § 7º",
    "the sole paragraph of Article 7": "art. 7º, parágrafo único",
    "clause XI of Article 37": "art. 37, inciso XI",
    "ADCT article 89": "art. 89 do ADCT",
    "article 89 of the ADCT": "art. 89 do ADCT",
    "s. 4(1)": "section 4(1)",
    "subsection (1) of section 4": "section 4(1)",
    "paragraph (a) of subsection (1) of section 4": "section 4(1)(a)",
    "regulation 3": "section 3",
    "section 35A(1)": "section 35A(1)",
    "Schedule 1": "Schedule 1",
    "Part 2": "Part 2",
    "chapter 3": "Chapter 3",
}


@pytest.mark.parametrize(("text", "label"), MORE_CITATIONS.items())
def test_more_citation_forms(text: str, label: str) -> None:
    found = find_citation(f"What did {text} say?")
    assert found is not None and found[0] == label


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("20.05.2001", ("2001-05-20", "2001-05-21")),
        ("1 Jan 2004", ("2004-01-01", "2004-01-02")),
        ("12/31/2010", ("2010-12-31", "2011-01-01")),
        ("1º/1/2000", ("2000-01-01", "2000-01-02")),
        ("14 fev. 2000", ("2000-02-14", "2000-02-15")),
        ("20th of May 2001", ("2001-05-20", "2001-05-21")),
        ("março de 2018", ("2018-03-01", "2018-04-01")),
        ("May 2001", ("2001-05-01", "2001-06-01")),
        ("December 2003", ("2003-12-01", "2004-01-01")),
    ],
)
def test_days_and_months(text: str, span: tuple[str, str]) -> None:
    from legalkg.norms.dates import find_dates as whens

    (w,) = whens(f"on {text}?")
    assert (w.start, w.until) == span


def test_an_ambiguous_numeric_date_is_day_first_in_portuguese_and_refused_in_english() -> None:
    from legalkg.norms.dates import DateError
    from legalkg.norms.dates import find_dates as whens

    assert whens("em 05/06/2001", language="pt")[0].start == "2001-06-05"
    with pytest.raises(DateError, match="2001-06-05.*2001-05-06"):
        whens("on 05/06/2001", language="en")
    assert whens("on 06/06/2001", language="en")[0].start == "2001-06-06"


def test_a_year_or_a_month_is_a_period() -> None:
    assert parse_question("O que dizia o art. 6º em 2005?") == ItemVersions(
        component="art. 6º", from_="2005-01-01", until="2006-01-01"
    )
    assert parse_question("What did article 6 say in May 2001?") == ItemVersions(
        component="art. 6º", from_="2001-05-01", until="2001-06-01"
    )


def _acts(number: str, year: str | None) -> list[str]:
    table = {"32": "2001-09-11", "41": "2003-12-31", "53": "2006-12-19", "104": "2019-12-04"}
    return [table[number]] if number in table else []


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("O que dizia o art. 62 antes da EC 32/2001?", ValidVersions("art. 62", "2001-09-10")),
        ("art. 60 do ADCT com a EC 53/2006", ValidVersions("art. 60 do ADCT", "2006-12-19")),
        (
            "What did art. 6 say before Amendment 104 of 2019?",
            ValidVersions("art. 6º", "2019-12-03"),
        ),
        (
            "Compare o art. 40 antes e depois da EC 41/2003",
            CompareVersions("art. 40", "2003-12-30", "2003-12-31"),
        ),
    ],
)
def test_dates_told_by_an_act(question: str, expected: object) -> None:
    assert parse_question(question, act_dates=_acts) == expected


def test_a_date_told_by_an_act_needs_the_act_in_the_store() -> None:
    with pytest.raises(QuestionError, match="needs the store"):
        parse_question("O que dizia o art. 62 antes da EC 32/2001?")
    with pytest.raises(QuestionError, match="no amending act"):
        parse_question("O que dizia o art. 62 antes da EC 999/2001?", act_dates=_acts)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Quais emendas alteraram o art. 37?", ItemHistory(component="art. 37")),
        ("Which amendments changed article 12?", ItemHistory(component="art. 12")),
        (
            "art. 5º, LXXVIII — desde quando existe e qual emenda o incluiu?",
            ItemHistory(component="art. 5º, inciso LXXVIII", kind="insertion"),
        ),
        (
            "When was Article 225, paragraph 7 added?",
            ItemHistory(component="art. 225, § 7º", kind="insertion"),
        ),
        ("Quais foram todas as redações do art. 6º?", ItemVersions(component="art. 6º")),
        ("List every wording of Article 7, item IV", ItemVersions(component="art. 7º, inciso IV")),
        (
            "Trace the lineage of Article 201, paragraph 9",
            ItemHistory(component="art. 201, § 9º"),
        ),
        (
            "O que dizia o caput do art. 40 em 2002-05-05?",
            ValidVersions(component="art. 40", date="2002-05-05", scope="own"),
        ),
        (
            "What did the heading of section 38 of the Community Fire Safety By-law say on "
            "2015-08-20?",
            ValidVersions(
                component="section 38",
                date="2015-08-20",
                work="Community Fire Safety By-law",
                scope="own",
            ),
        ),
    ],
)
def test_intents(question: str, expected: object) -> None:
    assert parse_question(question) == expected


@pytest.mark.parametrize(
    ("question", "work"),
    [
        ("O que dizia o art. 121 do Código Penal em 2005-01-01?", "Código Penal"),
        ("art. 121 do código penal em 2005-01-01", "código penal"),
        (
            "What did Article 89 of the French Constitution say on 2008-07-23?",
            "French Constitution",
        ),
        (
            "O que dizia o art. 13 da Constituição Portuguesa em 2001-01-01?",
            "Constituição Portuguesa",
        ),
        ("art. 6º da Lei 8.112/90 em 2001-01-01", "Lei 8.112/90"),
        ("O que dizia o art. 6º da CF/88 em 2001-01-01?", "CF/88"),
        ("What did art. 6 of the Brazilian Constitution say on 2001-01-01?", "Constituição"),
    ],
)
def test_the_work_a_question_names_goes_to_the_request(question: str, work: str) -> None:
    assert parse_question(question).work == work


@pytest.mark.parametrize(
    ("question", "why"),
    [
        ("art. 93, II, dd, em 2003-02-03", "'dd' after it was not understood"),
        ("What did art. 5, item LXXVIII, and art. 6 say on 2010-01-01?", "one provision"),
        ("O que dizia o § 3º em 2001-01-01?", "of which article"),
        ("O que dizia o Capítulo III em 2001-01-01?", "needs the title"),
        ("What did art. 6 say on 05/06/2001?", "month first"),
        ("What did art. 6 say?", "no date"),
        # two years are compared on 1 January of each (issue 29); one year is not a pair
        ("Compare o art. 6º em 2000", "two days or two years"),
    ],
)
def test_refusals_are_one_line_saying_what_was_not_understood(question: str, why: str) -> None:
    with pytest.raises(QuestionError) as e:
        parse_question(question)
    assert why in str(e.value) and "\n" not in str(e.value)


def test_work_names_exact_beats_partial_and_ambiguity_lists_five_once() -> None:
    from legalkg.engine.planner import PlanError
    from legalkg.norms.worknames import resolve_work

    rows = [
        {"work": "https://x/fire", "title": "Community Fire Safety By-law,"},
        *[
            {
                "work": f"https://x/fire-amendment-{y}",
                "title": f"Community Fire Safety Amendment By-law, {y}",
            }
            for y in range(2001, 2009)
            for _ in range(3)  # the works template gives one row per date: each work 3 times
        ],
        {"work": "https://x/cf", "title": "Constituição da República Federativa do Brasil de 1988"},
    ]
    assert resolve_work("Community Fire Safety By-law", rows)["work"] == "https://x/fire"
    assert resolve_work("CRFB", rows)["work"] == "https://x/cf"
    assert resolve_work("CF", rows, {"https://x/cf": ["CF", "CF/88"]})["work"] == "https://x/cf"
    with pytest.raises(PlanError, match="no work named 'CF'"):  # names are memoised per aliases
        resolve_work("CF", rows)
    assert resolve_work("Constituição", rows)["work"] == "https://x/cf"
    with pytest.raises(PlanError) as e:
        resolve_work("Fire Safety Amendment", rows)
    message = str(e.value)
    assert "matches 8 works" in message and message.count("<https://x/") == 5
    assert "and 3 more" in message and len(message) < 600
    with pytest.raises(PlanError, match="no work named 'French Constitution'"):
        resolve_work("French Constitution", rows)


def test_explain_says_the_request_in_words() -> None:
    from legalkg.norms.questions import describe_request

    text = describe_request(parse_question("O que dizia o caput do art. 40 em 2005?"))
    assert text == (
        "Read as: every version of art. 40 (its own text only: caput / heading) in force "
        "during [2005-01-01, 2006-01-01)."
    )


def test_dates_told_by_an_act_come_from_the_store(cf88: Store) -> None:
    acts = act_dates_from_store(cf88)
    assert parse_question("O que dizia o art. 62 antes da EC 32/2001?", act_dates=acts) == (
        ValidVersions(component="art. 62", date="2001-09-10")
    )
    with pytest.raises(QuestionError, match="matches 2 acts; give its year"):
        parse_question("What did art. 6 say after Amendment 1?", act_dates=acts)


def test_a_work_by_a_declared_alias_and_an_unknown_law_refused(cf88: Store) -> None:
    from legalkg.engine.answers import answer_request
    from legalkg.engine.planner import PlanError

    asked = parse_question("O que dizia o art. 6º da CF/88 em 2001-01-01?")
    answer = answer_request(asked, cf88)
    assert answer.result["component"]["citation"] == "art. 6º"
    assert any(s.template == "work-names" for s in answer.steps)
    with pytest.raises(PlanError, match="no work named 'Código Penal'"):
        answer_request(parse_question("art. 121 do Código Penal em 2001-01-01"), cf88)


def test_cli_explain_prints_the_request_in_words(tmp_path: Path, art6: Path) -> None:
    from click.testing import CliRunner

    from legalkg.cli import cli

    runner = CliRunner()
    store = str(tmp_path / "kg")
    assert runner.invoke(cli, ["ingest", str(art6), "--store", store]).exit_code == 0
    out = runner.invoke(
        cli, ["ask", "--store", store, "--explain", "-f", "json", "O que dizia o art. 6º em 2005?"]
    )
    assert out.exit_code == 0, out.output
    assert "Read as: every version of art. 6º in force during [2005-01-01, 2006-01-01)." in (
        out.stderr
    )
    assert json.loads(out.stdout)["request"] == {
        "type": "item-versions",
        "component": "art. 6º",
        "from": "2005-01-01",
        "until": "2006-01-01",
    }


def test_a_work_by_its_number_and_year() -> None:
    from legalkg.norms.worknames import resolve_work

    rows = [
        {
            "work": "https://x/eli/br/lei/1990/8112",
            "title": "Lei nº 8.112, de 11 de dezembro de 1990",
        },
        {"work": "https://x/eli/br/constituicao/1988", "title": "Constituição de 1988"},
    ]
    for name in ("Lei 8.112/90", "Lei nº 8.112, de 1990", "8112/1990"):
        assert resolve_work(name, rows)["work"].endswith("8112"), name
    request = parse_question("art. 6º da Lei nº 8.112, de 1990, em 2001-01-01")
    assert request.work == "Lei nº 8.112, de 1990"


def test_without_a_citation_an_acronym_is_a_topic_not_a_work() -> None:
    request = parse_question("What does the Constitution say about the SUS?")
    assert request.type == "discover-versions" and request.work == "Constituição"


def test_a_plural_level_word_asks_about_the_parts_of_the_cited_unit() -> None:
    assert parse_question("Quais incisos do art. 5º mudaram entre 2004 e 2005?") == ImpactInScope(
        scope="art. 5º", from_="2004-01-01", until="2006-01-01"
    )


@pytest.mark.parametrize(
    ("question", "from_", "until"),
    [
        ("What changed in art. 40 before 2004?", None, "2004-01-01"),
        ("O que mudou no art. 40 antes de março de 2004?", None, "2004-03-01"),
        ("What changed in art. 40 before 2004-03-01?", None, "2004-03-01"),
        ("What changed in art. 40 after 2004?", "2005-01-01", None),
        ("O que mudou no art. 40 depois de 2004?", "2005-01-01", None),
        ("What changed in art. 40 until 2004?", None, "2005-01-01"),
        ("What changed in art. 40 since 2004?", "2004-01-01", None),
    ],
)
def test_before_and_after_a_period_leave_the_period_out(
    question: str, from_: str | None, until: str | None
) -> None:
    """ "before 2004" ends where 2004 begins, "after 2004" begins where it ends (they once
    took 2004 in, answering with changes of the year the question excluded); "until" and
    "since" take it in."""
    r = parse_question(question)
    assert (r.from_, r.until) == (from_, until)


@pytest.mark.parametrize(
    ("question", "which", "until"),
    [
        ("Which amendment last changed art. 40?", "latest", None),
        ("When was art. 40 last amended?", "latest", None),
        ("What was the most recent change to art. 5, LXXVIII?", "latest", None),
        ("Quando o art. 40 foi alterado pela última vez?", "latest", None),
        ("Qual foi a primeira emenda a alterar o art. 6º?", "first", None),
        ("When was art. 225, § 7 first added?", "first", None),
        ("Which amendment last changed art. 40 before 2004?", "latest", "2004-01-01"),
        ("Which amendments changed art. 40?", None, None),
    ],
)
def test_the_first_or_last_change_is_one_end_of_the_history(
    question: str, which: str | None, until: str | None
) -> None:
    """ "last changed", "a última emenda", "first amended" ask for one end of the history (its
    first or last day's changes); they were read as the whole history."""
    r = parse_question(question)
    assert isinstance(r, ItemHistory) and (r.which, r.until) == (which, until)


@pytest.mark.parametrize(
    "question",
    [
        "Which amendments changed art. 40 in the last ten years?",
        "Quais emendas alteraram o art. 40 nos últimos dois anos?",
        "What were the first two amendments to art. 40?",
        "Which amendment first and which last changed art. 40?",
    ],
)
def test_a_period_counted_back_from_today_or_several_ends_are_refused(question: str) -> None:
    with pytest.raises(QuestionError, match="period counted back|first and the last"):
        parse_question(question)


def test_the_last_change_is_that_days_changes_only(cf88: Store) -> None:
    from legalkg.engine.answers import answer_request

    last = answer_request(parse_question("Which amendment last changed art. 40 before 2004?"), cf88)
    acts = {x["label"] for a in last.result["actions"] for x in a["acts"]}
    assert {a["date"] for a in last.result["actions"]} == {"2003-12-31"}
    assert acts == {"Emenda Constitucional nº 41, de 2003", "Emenda Constitucional nº 42, de 2003"}
    assert last.result["changes_in_all"] == 43 and not last.result["undetermined"]
    assert "1998-12-15" not in last.answer and "on 2003-12-31" in last.answer
    first = answer_request(parse_question("Qual foi a primeira emenda a alterar o art. 6º?"), cf88)
    (action,) = first.result["actions"]
    assert action["date"] == "2000-02-14" and "Emenda Constitucional nº 26" in first.answer
    assert [c["iri"] for c in first.citations][0] == action["iri"]


# A word the grammar does not know is a refusal that names it (legalkg.norms.wordcheck): it
# used to be skipped, and "when did art. 6 first mention transport" was answered with art. 6's
# first change (2000), not with the amendment that wrote "transporte" into it (2015).
NARROWER = {
    "When did art. 6 first mention transport?": ["mention", "transport"],
    "Em que data o art. 6º passou a citar a alimentação?": ["passou", "citar", "alimentacao"],
    "When was food added to art. 6?": ["food"],
    "Which amendment first changed art. 6 to include transport?": ["transport"],
    "Who signed Amendment 26?": ["signed"],
    "Who proposed the wording of art. 6 in force on 2016-01-01?": ["proposed"],
    "What did art. 6 say on 20 May 2001 according to the Senate?": ["senate"],
    "What did art. 6 say about housing in 2001?": ["housing"],
    "What did art. 6 say in Q3 2010?": ["q3"],
}


@pytest.mark.parametrize("question", sorted(NARROWER))
def test_a_word_not_understood_is_refused_by_name(question: str) -> None:
    with pytest.raises(QuestionError) as e:
        parse_question(question)
    message = str(e.value)
    for word in NARROWER[question]:
        assert f"'{word}'" in message, message
    assert "reads as" in message  # what was understood is said too


CARRIED = {
    "Please tell me what article 6 said on 2001-05-20": ValidVersions,
    "Could you show me how art. 6 read on 2001-05-20?": ValidVersions,
    "Which amendments touched art. 40?": ItemHistory,
    "Quantas vezes o art. 6º foi alterado?": ItemHistory,
    "Me mostre o teor do art. 6º vigente em 2001-05-20, por favor": ValidVersions,
}


@pytest.mark.parametrize("question", sorted(CARRIED))
def test_courtesy_and_words_for_its_text_carry_no_part_of_the_request(question: str) -> None:
    assert isinstance(parse_question(question), CARRIED[question])


# A unit told added to its parent ("item LXXVIII added to article 5", "added item LXXVIII to
# art. 5", "o inciso LXXVIII foi acrescentado ao art. 5º") is the parent's unit, as "of" says;
# "to" alone joins only after a verb of adding ("compare art. 5 to art. 6" is two units).
JOINED = {
    "When was item LXXVIII added to article 5?": "art. 5º, inciso LXXVIII",
    "Which amendment added a new item LXXVIII to art. 5?": "art. 5º, inciso LXXVIII",
    "Item LXXVIII was inserted into art. 5 by which amendment?": "art. 5º, inciso LXXVIII",
    "Quando o inciso LXXVIII foi acrescentado ao art. 5º?": "art. 5º, inciso LXXVIII",
    "When was § 3 added to art. 5?": "art. 5º, § 3º",
}


@pytest.mark.parametrize("question", sorted(JOINED))
def test_a_unit_told_added_to_its_parent_is_the_parents_unit(question: str) -> None:
    request = parse_question(question)
    assert isinstance(request, ItemHistory) and request.component == JOINED[question]


def test_to_alone_does_not_join_two_units() -> None:
    from legalkg.norms.citations import find_citations

    assert [c.label() for c in find_citations("compare art. 5 to art. 6")] == ["art. 5º", "art. 6º"]


def test_the_act_that_gave_the_current_or_original_wording(cf88: Store) -> None:
    from legalkg.engine.answers import answer_request
    from legalkg.norms.edges import EdgeVersion

    current = parse_question("Which amendment gave art. 40 its current wording?")
    assert current == EdgeVersion("art. 40", "latest", view="provenance")
    done = answer_request(current, cf88)
    assert done.answer.startswith("The latest wording of art. 40 in this store.")
    assert "in force from 2019-11-12 was produced by Emenda Constitucional nº 103" in done.answer
    assert done.result["day"] == "2019-11-12" and "nº 20," not in done.answer
    asked = parse_question("Which amendment gave art. 6 its original wording?")
    original = answer_request(asked, cf88)
    assert "was not given by an amending act" in original.answer
    assert original.result["day"] == "1988-10-05" and "Emenda" not in original.answer
    pt = parse_question("Qual emenda deu ao art. 6º a redação atual?")
    assert pt == EdgeVersion("art. 6º", "latest", view="provenance")


# A day counted from an act or a date (legalkg.norms.offsets): "a year after Amendment 26" had
# been answered with the text of the amendment's own day, "a week before 20 May 2001" with the
# day before.
COUNTED = {
    "What did art. 6 say a year after Amendment 26?": "2001-02-14",
    "What did art. 6 say 3 years after EC 26/2000?": "2003-02-14",
    "What did art. 6 say two days before Amendment 26?": "2000-02-12",
    "What did art. 6 say a week before 20 May 2001?": "2001-05-13",
    "O que dizia o art. 6º três meses antes de 20/05/2001?": "2001-02-20",
    "How did art. 6 read one month after 31 January 2001?": "2001-02-28",
    "What did art. 6 say the day after Amendment 64?": "2010-02-05",
    "O que dizia o art. 6º no dia seguinte à EC 64?": "2010-02-05",
    "O que dizia o art. 6º na véspera da EC 64/2010?": "2010-02-03",
}


@pytest.mark.parametrize("question", sorted(COUNTED))
def test_a_day_counted_from_an_act_or_a_date(question: str, cf88: Store) -> None:
    request = parse_question(question, act_dates=act_dates_from_store(cf88))
    assert isinstance(request, ValidVersions) and request.date == COUNTED[question]


@pytest.mark.parametrize(
    "question",
    [
        "What did art. 6 say three years after 2001?",
        "What changed in art. 5 in the two years after Amendment 45?",
        "Compare art. 6 a year before and after Amendment 26",
    ],
)
def test_a_distance_no_single_day_follows_from_is_refused_by_name(
    question: str, cf88: Store
) -> None:
    with pytest.raises(QuestionError, match="counts a distance"):
        parse_question(question, act_dates=act_dates_from_store(cf88))
