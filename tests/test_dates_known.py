"""The dates a lawyer tells apart (issue 33): publication, knowledge, entry into force, validity.

On the hand-written history ``tests/data/dates/kars-216-1.yaml`` (README there), which
reproduces § 216¹(1) of the Estonian Penal Code around 2026-01-01 (the wording valid from
2026-01-01 was published on 2025-12-22) with a retroactive act the source declares, one it
does not, and a future version; on the Akoma Ntoso by-laws (publication dates from the files);
and, without a knowledge day, the answers stay what they were (the answer goldens check the
corpora; here the same request with and without ``as_known_on`` is compared).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from legalkg import Store, ingest
from legalkg.engine.answers import answer_request
from legalkg.engine.planner import PlanError, make_plan, request_from_json, request_to_json
from legalkg.engine.questions import QuestionError
from legalkg.norms.questions import describe_request, parse_question
from legalkg.norms.requests import (
    CompareVersions,
    Hierarchy,
    ItemHistory,
    Provenance,
    ValidVersions,
)

DATA = Path(__file__).resolve().parent / "data"
FIXTURE = DATA / "dates" / "kars-216-1.yaml"
OLD = "§-s 206, 207, 213 või 217 sätestatud kuritegude"  # the 2025-12-09 wording
NEW = "§-s 137, 206, 207, 213 või 217 sätestatud kuritegude"  # the 2026-01-01 wording
P1 = "§ 216¹(1)"


@pytest.fixture(scope="module")
def store() -> Store:
    s = Store()
    result = ingest([FIXTURE], store=s)
    assert result.report is not None
    severities = sorted((r.severity, r.shape or "") for r in result.report.results)
    # retroactive acts are reported and kept: Info when the source declares it, else Warning
    assert severities == [
        ("Info", "<https://w3id.org/legalkg/shapes#DeclaredRetroactiveShape>"),
        ("Warning", "<https://w3id.org/legalkg/shapes#RetroactiveShape>"),
    ]
    return s


def _ask(store: Store, **kw: str) -> tuple[dict, str]:
    a = answer_request(ValidVersions(component=P1, **kw), store)
    return a.result, a.answer


def _text(result: dict) -> str:
    return " ".join(str(v["text"]) for v in result["versions"])


# --------------------------------------------------------------------------------------------
# The rules


def test_the_2026_wording_is_not_known_the_day_before_its_publication(store: Store) -> None:
    result, answer = _ask(store, date="2026-01-01", as_known_on="2025-12-21")
    assert OLD in _text(result) and NEW not in _text(result)
    assert result["versions"][0]["valid_from"] == "2025-12-09"
    assert result["versions"][0]["valid_until"] is None  # its end was not known yet
    assert [v["valid_from"] for v in result["later"]] == ["2026-01-01"]
    assert result["later"][0]["published"] == "2025-12-22"
    assert "as known on 2025-12-21" in answer
    assert "published later" in answer and "published 2025-12-22" in answer


@pytest.mark.parametrize("known", ["2025-12-22", "2025-12-23", "2026-01-01", "2030-01-01"])
def test_the_2026_wording_is_the_answer_once_published(store: Store, known: str) -> None:
    result, answer = _ask(store, date="2026-01-01", as_known_on=known)
    assert NEW in _text(result)
    assert result["versions"][0]["dates"]["published"] == "2025-12-22"
    assert result["later"] == []
    assert f"as known on {known}" in answer


def test_without_a_knowledge_day_the_answer_is_validity_alone(store: Store) -> None:
    plain = answer_request(ValidVersions(component=P1, date="2026-01-01"), store)
    assert NEW in _text(plain.result)
    assert "as_known_on" not in plain.result and "known" not in plain.answer
    assert "known-versions" not in [s.template for s in plain.plan.steps]
    assert "as_known_on" not in request_to_json(plain.request)


def test_a_future_version_is_answered_as_such_never_as_the_text_in_force(store: Store) -> None:
    # known on 2026-07-01 (published 2026-06-30) but in force only from 2027-01-01
    result, answer = _ask(store, date="2026-07-01", as_known_on="2026-07-01")
    assert NEW in _text(result) and "future wording" not in _text(result)
    assert [v["valid_from"] for v in result["future"]] == ["2027-01-01"]
    assert "future version" in answer and "not the text in force" in answer
    # the day it enters into force, it is the text in force
    result, _ = _ask(store, date="2027-01-01", as_known_on="2026-07-01")
    assert "future wording" in _text(result) and result["future"] == []
    # not known yet: not even mentioned as a future version
    result, _ = _ask(store, date="2026-07-01", as_known_on="2026-06-29")
    assert result["future"] == []


def test_a_retroactive_act_counts_from_the_day_it_became_known(store: Store) -> None:
    # valid from 2024-03-01, published 2024-03-15, known (the source says) from 2024-03-18
    for known, expected in (
        ("2024-03-14", "before"),
        ("2024-03-17", "before"),
        ("2024-03-18", "from"),
    ):
        result, answer = _ask(store, date="2024-03-05", as_known_on=known)
        assert f"the wording {expected} 2024-03-01" in _text(result), known
    _, answer = _ask(store, date="2024-03-05", as_known_on="2024-03-20")
    assert "retroactive" in answer and "known from 2024-03-18" in answer


def test_a_unit_with_parts_is_answered_whole_as_known(store: Store) -> None:
    a = answer_request(
        ValidVersions(component="§ 216¹", date="2026-01-01", as_known_on="2025-12-21"), store
    )
    (v,) = a.result["versions"]
    assert OLD in v["text"] and NEW not in v["text"]
    assert [p["citation"] for p in v["parts"]] == ["§ 216¹", "§ 216¹(1)", "§ 216¹(2)"]
    assert all(p["valid_until"] is None for p in v["parts"][1:2])


def test_nothing_known_in_force_says_when(store: Store) -> None:
    result, answer = _ask(store, date="2001-01-01", as_known_on="2025-12-21")
    assert result["versions"] == []
    assert "no version of § 216¹(1) was in force on 2001-01-01" in answer
    assert result["future"][0]["valid_from"] == "2002-09-01"


def test_provenance_history_compare_and_structure_show_the_dates(store: Store) -> None:
    p = answer_request(Provenance(component=P1, date="2026-01-01", as_known_on="2025-12-21"), store)
    lineage = p.result["lineage"]
    assert [s["valid_from"] for s in lineage] == ["2025-12-09", "2024-03-01", "2002-09-01"]
    assert [s["dates"]["published"] for s in lineage] == ["2025-07-05", "2024-03-15", "2001-06-12"]
    assert lineage[1]["dates"]["known_from"] == "2024-03-18"
    assert "published 2025-12-22" in p.answer

    h = answer_request(ItemHistory(component="§ 216¹", as_known_on="2025-12-21"), store)
    assert [a["date"] for a in h.result["actions"]] == ["2024-03-01", "2025-02-01", "2025-12-09"]
    assert [a["dates"]["published"] for a in h.result["actions"]] == [
        "2024-03-15",
        "2025-02-10",
        "2025-07-05",
    ]
    assert len(h.result["later"]) == 2 and "2 change(s) published after 2025-12-21" in h.answer
    full = answer_request(ItemHistory(component="§ 216¹"), store)
    assert len(full.result["actions"]) == 5 and "dates" not in full.result["actions"][0]

    c = answer_request(
        CompareVersions(P1, "2025-12-31", "2026-01-01", as_known_on="2025-12-21"), store
    )
    assert c.result["changes"] == [] and "read the same" in c.answer
    c = answer_request(CompareVersions(P1, "2025-12-31", "2026-01-01"), store)
    assert c.result["changes"][0]["status"] == "changed"

    s = answer_request(
        Hierarchy(component="§ 216¹", date="2026-01-01", as_known_on="2025-12-21"), store
    )
    assert OLD in json.dumps(s.result["tree"], ensure_ascii=False)


def test_as_known_on_is_a_bound_parameter_never_spliced(store: Store) -> None:
    with pytest.raises(PlanError, match="as_known_on"):
        make_plan(ValidVersions(P1, "2026-01-01", as_known_on="2025-12-21' } DROP ALL #"))
    with pytest.raises(PlanError, match="as_known_on"):
        make_plan(Provenance(version="https://example.org/v", as_known_on="2025-12-21"))
    r = request_from_json(
        {
            "type": "valid-versions",
            "component": P1,
            "date": "2026-01-01",
            "as_known_on": "2025-12-21",
        }
    )
    assert r == ValidVersions(P1, "2026-01-01", as_known_on="2025-12-21")
    a = answer_request(r, store)
    for step in a.steps:
        assert "2025-12-21" not in step.sparql  # chosen in Python from the bound rows


# --------------------------------------------------------------------------------------------
# Questions


@pytest.mark.parametrize(
    ("question", "known"),
    [
        ("What did section 4(1) say on 2026-01-01 as known on 2025-12-21?", "2025-12-21"),
        (
            "What did section 4(1) say on 1 January 2026, as it was known on 21 December 2025?",
            "2025-12-21",
        ),
        (
            "What did article 6 say on 2026-01-01 according to what was known on 2025-12-22?",
            "2025-12-22",
        ),
        ("O que dizia o art. 6º em 1º/1/2026, segundo o que se sabia em 21/12/2025?", "2025-12-21"),
        ("What did article 6 say on 2026-01-01 as published by 2025-12-21?", "2025-12-21"),
        (
            "O que dizia o art. 6º em 1º de janeiro de 2026 conforme conhecido em 22/12/2025?",
            "2025-12-22",
        ),
        (
            "Qual a origem da redação do art. 6º vigente em 1º/1/2016, conforme se sabia "
            "em 2/1/2015?",
            "2015-01-02",
        ),
    ],
)
def test_questions_read_the_knowledge_day(question: str, known: str) -> None:
    r = parse_question(question)
    assert r.as_known_on == known  # type: ignore[attr-defined]
    assert describe_request(r).endswith(f", as known on {known}.")
    # the rest of the question reads as it does without the phrase
    assert r.date  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("question", "message"),
    [
        ("What did article 6 say on 2026-01-01 as known on?", "needs a day"),
        ("What did article 6 say on 2026-01-01 as known on 2025?", "is a period"),
        ("What did article 6 say on 2026-01-01 as known on 31/02/2025?", "not a date"),
        ("How has article 6 changed over time, as known on 2010-01-01?", "not to this question"),
        (
            "What did article 6 say on 2026-01-01 as known on 2025-01-01 as known on 2025-02-01?",
            "twice",
        ),
    ],
)
def test_questions_refuse_a_knowledge_day_they_cannot_use(question: str, message: str) -> None:
    with pytest.raises(QuestionError, match=message):
        parse_question(question)


# --------------------------------------------------------------------------------------------
# Readers and RDF


def test_the_history_format_refuses_a_text_known_before_its_publication(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        FIXTURE.read_text(encoding="utf-8").replace(
            'known_from: "2024-03-18"', 'known_from: "2024-03-10"'
        ),
        encoding="utf-8",
    )
    from legalkg.core.errors import InputError
    from legalkg.norms.readers.history import read_history

    with pytest.raises(InputError, match=r"bad.yaml:\d+: .*known_from 2024-03-10 is before"):
        read_history(bad)


def test_the_dates_are_eli_in_the_store(store: Store) -> None:
    rows = store.query(
        """PREFIX eli: <http://data.europa.eu/eli/ontology#>
        PREFIX lkg: <https://w3id.org/legalkg#>
        SELECT ?from ?pub ?first ?last WHERE {
          ?v lkg:versionOf <https://example.org/eli/ee/fixture/karistusseadustik> ;
             lkg:validFrom ?from ; eli:date_publication ?pub ;
             eli:first_date_entry_in_force ?first .
          OPTIONAL { ?v eli:date_no_longer_in_force ?last }
        } ORDER BY ?from"""
    )
    got = [tuple(t.value if t else None for t in row) for row in rows]  # type: ignore[union-attr]
    assert got[-3:] == [
        ("2025-12-09", "2025-07-05", "2025-12-09", "2025-12-31"),
        ("2026-01-01", "2025-12-22", "2026-01-01", "2026-12-31"),
        ("2027-01-01", "2026-06-30", "2027-01-01", None),
    ]
    acts = store.query(
        """PREFIX eli: <http://data.europa.eu/eli/ontology#>
        SELECT ?p WHERE { <https://example.org/eli/ee/fixture/act/122122025002>
        eli:date_publication ?p } ORDER BY ?p"""
    )
    assert [r[0].value for r in acts] == ["2025-12-22"]  # type: ignore[index]


def test_akoma_ntoso_gives_publication_dates() -> None:
    """The by-laws' own publication dates (``meta/publication``, Indigo's metadata), and an
    amendment's when the amending by-law is read in the same run."""
    from legalkg.norms.readers.akn import read_akn

    paths = sorted((DATA / "akn" / "za-fire").rglob("main.xml"))
    dated = {h.work.id: h for h in read_akn(paths)}
    fire = dated["za-cpt/act/by-law/2002/community-fire-safety"]
    assert [(str(v.start), str(v.published)) for v in fire.version_dates] == [
        ("2002-02-28", "2002-02-28"),
        ("2015-08-21", "2015-08-21"),
    ]
    act = fire.acts["za-cpt/act/by-law/2015/community-fire-safety-amendment"]
    assert (str(act.published), str(act.in_force)) == ("2015-08-21", "2015-08-21")
    # a consolidation whose amending act is not in the files: no date is made up
    council = dated["za-cpt/act/by-law/2003/sub-council"]
    assert [str(v.start) for v in council.version_dates] == ["2013-11-01"]
    assert dated["za-cpt/act/by-law/2009/events"].version_dates == ()


def test_the_command_line_reports_retroactive_acts_and_asks_as_known(tmp_path: Path) -> None:
    """``ingest`` keeps a store with warnings and prints them; ``ask --request`` and a
    question with a knowledge day go through the wrapped builders (a fresh process has the
    norm answers imported before any extension is loaded)."""
    from click.testing import CliRunner

    from legalkg.cli import cli

    runner = CliRunner()
    db = str(tmp_path / "db")
    out = runner.invoke(cli, ["ingest", str(FIXTURE), "--store", db])
    assert out.exit_code == 0, out.output
    assert "Conforms, with 2 warning(s) or note(s):" in out.output
    assert "Warning: <https://example.org/eli/ee/fixture/karistusseadustik/action/2025-02-01>" in (
        out.output
    )
    request = {
        "type": "valid-versions",
        "component": P1,
        "date": "2026-01-01",
        "as_known_on": "2025-12-21",
    }
    import os
    import subprocess
    import sys

    root = str(Path(__file__).resolve().parent.parent)
    env = {**os.environ, "PYTHONPATH": root}
    done = subprocess.run(
        [sys.executable, "-m", "legalkg", "ask", "--store", db, "--request", json.dumps(request)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "as known on 2025-12-21" in done.stdout and OLD in done.stdout
