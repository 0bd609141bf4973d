"""Questions in words: every accepted citation and date form, in both languages."""

from __future__ import annotations

import pytest

from legalkg.planner import (
    ActionsBySource,
    CompareVersions,
    Hierarchy,
    ImpactInScope,
    ItemVersions,
    Provenance,
    ValidVersions,
)
from legalkg.questions import QuestionError, find_citation, find_dates, parse_question

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
def test_unreadable_questions_list_the_accepted_forms(question: str) -> None:
    with pytest.raises(QuestionError) as e:
        parse_question(question)
    assert "Accepted questions" in str(e.value)
