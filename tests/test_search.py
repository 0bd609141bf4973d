"""Discovery: point-in-time scoped search, reference resolution, questions without a citation."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

from legalkg.cli import cli
from legalkg.core.text import tokens
from legalkg.engine.answers import answer_request
from legalkg.engine.planner import PlanError, make_plan, request_from_json
from legalkg.ingest import ingest
from legalkg.norms import search as S
from legalkg.norms.discovery import (
    POLICY_DISCOVERY,
    POLICY_NOW,
    DiscoverChanges,
    DiscoverVersions,
    ResolveReference,
    SearchTextUnits,
)
from legalkg.norms.questions import parse_question
from legalkg.norms.search import segments as search_segments
from legalkg.norms.search import storage as search_storage
from legalkg.store.local import Store

DATA = Path(__file__).resolve().parent / "data" / "search"
ART6 = "https://example.org/eli/br/constituicao/1988/tit2/art6"


def cited(hits: list[S.Hit]) -> list[str]:
    return [h.citation for h in hits]


# -- point in time and scope -----------------------------------------------------------------


def test_wording_not_yet_in_force_is_not_returned(cf88: Store) -> None:
    before = S.search(cf88, "moradia", at="1999-01-01", scope="Título II")
    after = S.search(cf88, "moradia", at="2001-01-01", scope="Título II")
    assert "art. 6º" not in cited(before)
    assert cited(before) == ["art. 7º, inciso IV"]  # "… sua família com moradia …" since 1988
    assert cited(after)[0] == "art. 6º"
    hit = after[0]
    assert hit.component == ART6
    assert hit.version == f"{ART6}/2000-02-14"
    assert (hit.valid_from, hit.valid_until) == ("2000-02-14", "2010-02-04")
    assert "**moradia**" in hit.passage


def test_half_open_validity_on_the_amendment_day(cf88: Store) -> None:
    assert "art. 6º" not in cited(S.search(cf88, "moradia", at="2000-02-13", scope="Título II"))
    assert "art. 6º" in cited(S.search(cf88, "moradia", at="2000-02-14", scope="Título II"))


def test_scope_limits_the_hits_to_the_subtree(cf88: Store) -> None:
    everywhere = S.search(cf88, "moradia", at="2016-01-01", top_k=50)
    in_title2 = S.search(cf88, "moradia", at="2016-01-01", scope="Título II", top_k=50)
    assert len(everywhere) > len(in_title2) > 0
    assert all("/tit2/" in h.component for h in in_title2)
    assert any("/tit2/" not in h.component for h in everywhere)


def test_without_a_date_every_wording_is_searched_once_per_provision(cf88: Store) -> None:
    hits = S.search(cf88, "transporte moradia alimentação", scope="Título II, Capítulo II")
    art6 = [h for h in hits if h.component == ART6]
    assert len(art6) == 1
    assert art6[0].in_force[-1] == ("2015-09-15", None)


def test_flat_baseline_only_knows_todays_text(cf88: Store) -> None:
    flat = S.search(cf88, "moradia", flat=True, scope="Título II")
    assert flat[0].citation == "art. 6º"
    assert flat[0].valid_until is None  # today's wording, whatever the question's date


# -- ranking and folding ----------------------------------------------------------------------


def test_a_quoted_phrase_puts_the_provision_that_contains_it_first(cf88: Store) -> None:
    plain = S.search(cf88, "a moradia", at="2016-01-01")
    quoted = S.search(cf88, '"a moradia"', at="2016-01-01")
    assert plain[0].citation != "art. 6º"  # BM25 alone prefers a shorter text
    assert quoted[0].citation == "art. 6º"
    assert quoted[0].phrase_match
    assert "a moradia" in " ".join(tokens(quoted[0].text))
    flags = [h.phrase_match for h in quoted]
    assert flags == sorted(flags, reverse=True)  # every literal match before the others


@pytest.mark.parametrize(
    ("a", "b"), [("moradia", "Moradia"), ("alimentação", "alimentacao"), ("SAÚDE", "saude")]
)
def test_accents_and_case_fold(cf88: Store, a: str, b: str) -> None:
    first = S.search(cf88, a, at="2016-01-01")
    assert first
    assert [h.to_json() for h in first] == [h.to_json() for h in S.search(cf88, b, at="2016-01-01")]


def test_english_topic_words_reach_portuguese_text(cf88: Store) -> None:
    assert cited(S.search(cf88, "housing", at="2016-01-01")) == cited(
        S.search(cf88, "moradia", at="2016-01-01")
    )


@pytest.mark.parametrize("query", ["", "   ", "de a o", "the of", '""', "?!"])
def test_empty_or_stop_word_query_is_refused(cf88: Store, query: str) -> None:
    with pytest.raises(S.SearchError, match="empty|stop words"):
        S.search(cf88, query)


def test_bad_date_scope_and_work_are_refused(cf88: Store) -> None:
    with pytest.raises(S.SearchError, match="not a date"):
        S.search(cf88, "moradia", at="2001-02-30")
    with pytest.raises(S.SearchError, match="cites no component"):
        S.search(cf88, "moradia", scope="Título XX")
    with pytest.raises(S.SearchError, match="matches no indexed work"):
        S.search(cf88, "moradia", work="Lei das Eleições")


def test_search_is_deterministic(cf88: Store) -> None:
    a = [h.to_json() for h in S.search(cf88, "direitos sociais", at="2012-01-01")]
    b = [h.to_json() for h in S.search(cf88, "direitos sociais", at="2012-01-01")]
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


# -- the index beside the store ---------------------------------------------------------------


def _edited_art6(tmp_path: Path, old: str, new: str) -> Path:
    source = Path(__file__).resolve().parent.parent / "examples" / "art6" / "art6.yaml"
    target = tmp_path / "art6.yaml"
    text = source.read_text("utf-8")
    assert old in text
    target.write_text(text.replace(old, new), "utf-8")
    return target


def test_reingesting_a_source_updates_the_index(tmp_path: Path, art6: Path) -> None:
    store_path = tmp_path / "cf.db"
    store = Store(store_path)
    ingest([art6], store=store)
    assert cited(S.search(store, "transporte", at="2016-01-01")) == ["art. 6º"]
    folder = tmp_path / "cf.db.index"
    manifest = json.loads((folder / "manifest.json").read_text("utf-8"))
    assert manifest["format"] == S.INDEX_FORMAT
    assert len(manifest["segments"]) == 1

    # The same source, re-ingested with EC 90's word changed: no stale hit, the new word found.
    ingest([_edited_art6(tmp_path, "o transporte,", "a mobilidade,")], store=store)
    assert S.search(store, "transporte", at="2016-01-01") == []
    assert cited(S.search(store, "mobilidade", at="2016-01-01")) == ["art. 6º"]
    new_manifest = json.loads((folder / "manifest.json").read_text("utf-8"))
    assert new_manifest["segments"][0]["fingerprint"] != manifest["segments"][0]["fingerprint"]
    assert sorted(p.name for p in folder.iterdir() if p.suffix == ".json") == sorted(
        ["manifest.json", new_manifest["segments"][0]["name"] + ".json"]
    )


def test_the_index_is_loaded_from_disk_by_a_new_process(tmp_path: Path, art6: Path) -> None:
    store_path = tmp_path / "cf.db"
    ingest([art6], store=Store(store_path))
    _, first = S.update_index(Store(store_path, read_only=True))
    assert first.rebuilt and first.location.endswith("cf.db.index")
    search_storage._ON_DISK.clear()  # as if a new process started
    index, second = S.update_index(Store(store_path, read_only=True))
    assert second.rebuilt == () and second.kept == first.rebuilt
    assert cited(S.search_index(index, "alimentação", at="2011-01-01")) == ["art. 6º"]


def test_same_store_same_index_bytes(tmp_path: Path, art6: Path) -> None:
    def files(folder: Path) -> dict[str, bytes]:
        # "checked" records the store state the index was last checked against (it names the
        # generation folder's inode): a local note, not the index's content
        return {
            str(p.relative_to(folder)): p.read_bytes()
            for p in folder.rglob("*")
            if p.is_file() and p.name != "checked"
        }

    built = []
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        store_path = tmp_path / name / "st.db"
        ingest([art6], store=Store(store_path), validate=False)
        S.update_index(Store(store_path, read_only=True))
        built.append(files(tmp_path / name / "st.db.index"))
    assert built[0] == built[1]
    assert "manifest.json" in built[0] and len(built[0]) >= 3


def test_a_corrupt_index_is_rebuilt(tmp_path: Path, art6: Path) -> None:
    store_path = tmp_path / "cf.db"
    ingest([art6], store=Store(store_path))
    S.update_index(Store(store_path, read_only=True))
    folder = tmp_path / "cf.db.index"
    (folder / "manifest.json").write_text("{not json", "utf-8")
    search_storage._ON_DISK.clear()
    _, status = S.update_index(Store(store_path, read_only=True))
    assert status.rebuilt
    assert json.loads((folder / "manifest.json").read_text("utf-8"))["segments"]


def test_a_removed_graph_leaves_the_index(tmp_path: Path, art6: Path) -> None:
    store = Store()
    ingest([art6], store=store)
    assert S.search(store, "moradia", at="2016-01-01")
    store.remove_graphs(store.graphs())
    _, status = S.update_index(store)
    assert status.dropped and status.wordings == 0
    with pytest.raises(S.SearchError, match="no text to search"):
        S.search(store, "moradia")


# -- resolve-reference ------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["artigo dos direitos sociais", "the article on social rights"])
def test_resolve_reference_finds_the_article_on_social_rights(cf88: Store, text: str) -> None:
    candidates = S.resolve_reference(cf88, text)
    assert candidates[0].citation == "art. 6º"
    assert candidates[0].confidence >= S.RESOLVE_THRESHOLD
    assert all(c.kind == "Article" for c in candidates)
    assert [c.confidence for c in candidates] == sorted(
        (c.confidence for c in candidates), reverse=True
    )


def test_resolve_reference_kind_word_changes_the_answer(cf88: Store) -> None:
    assert S.resolve_reference(cf88, "chapter on social rights")[0].citation == (
        "Título II, Capítulo II"
    )


def test_a_reference_without_a_topic_is_refused(cf88: Store) -> None:
    with pytest.raises(S.SearchError, match="names no topic"):
        S.resolve_reference(cf88, "the article about")
    with pytest.raises(PlanError, match="names no topic"):
        answer_request(ResolveReference(text="o artigo sobre"), cf88)


def test_unsure_reference_returns_candidates_instead_of_guessing(cf88: Store) -> None:
    request = ResolveReference(text="article on nationality", date="2005-01-01")
    a = answer_request(request, cf88)
    assert a.result["chosen"] is None
    assert a.result["versions"] == []
    assert len(a.result["candidates"]) > 1
    assert all(c["confidence"] < S.RESOLVE_THRESHOLD for c in a.result["candidates"])
    assert "None reaches the confidence" in a.answer


def test_confident_reference_gives_the_text_in_force(cf88: Store) -> None:
    a = answer_request(
        ResolveReference(text="artigo dos direitos sociais", date="2001-01-01"), cf88
    )
    assert a.result["chosen"]["component"] == ART6
    assert [v["iri"] for v in a.result["versions"]] == [f"{ART6}/2000-02-14"]
    assert f"{ART6}/2000-02-14" in [c["iri"] for c in a.citations]


# -- the planner: questions without a citation ------------------------------------------------


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("What did the Constitution say about housing in 2005?", "housing"),
        ("O que a Constituição dizia sobre moradia em 2005?", "moradia"),
    ],
)
def test_a_question_without_citation_becomes_discovery_then_valid_versions(
    cf88: Store, question: str, topic: str
) -> None:
    request = parse_question(question)
    assert request == DiscoverVersions(text=topic, date="2005-12-31", work="Constituição")
    plan = make_plan(request)
    assert [s.template for s in plan.steps] == [
        "works",
        "search-text-units",
        "discovered-valid-versions",
    ]
    assert POLICY_DISCOVERY in plan.policies
    assert "not deterministic" in POLICY_DISCOVERY
    a = answer_request(request, cf88, question=question)
    used = a.result["discovery"]["chosen"]
    assert ART6 in used
    cited_iris = {c["iri"] for c in a.citations}
    for v in a.result["versions"]:
        assert v["iri"] in cited_iris and v["component"] in cited_iris
    assert {v["component"] for v in a.result["versions"]} == set(used)
    art6 = next(v for v in a.result["versions"] if v["component"] == ART6)
    assert art6["valid_from"] == "2000-02-14"  # the wording in force in 2005
    executed = [s.template for s in a.steps]
    assert executed.count("valid-versions") == len(used)


def test_english_and_portuguese_questions_give_the_same_provisions(cf88: Store) -> None:
    en = answer_request(
        parse_question("What did the Constitution say about housing in 2005?"), cf88
    )
    pt = answer_request(parse_question("O que a Constituição dizia sobre moradia em 2005?"), cf88)
    assert en.result["discovery"]["chosen"] == pt.result["discovery"]["chosen"]


def test_discovery_plans_are_deterministic() -> None:
    request = DiscoverVersions(text="housing", date="2005-12-31")
    assert make_plan(request).fingerprint() == make_plan(request).fingerprint()


def test_requests_are_read_from_json_and_checked() -> None:
    r = request_from_json({"type": "search-text-units", "text": "moradia", "top_k": 3})
    assert r == SearchTextUnits(text="moradia", top_k=3)
    with pytest.raises(PlanError, match="missing 'text'"):
        request_from_json({"type": "search-text-units", "text": " "})
    with pytest.raises(PlanError, match="not a date"):
        request_from_json({"type": "discover-versions", "text": "x", "date": "2005"})
    with pytest.raises(PlanError, match="top_k"):
        request_from_json({"type": "search-text-units", "text": "x", "top_k": 0})


def test_search_request_answers_with_hits(cf88: Store) -> None:
    request = SearchTextUnits(text="moradia", date="2001-01-01", scope="Título II")
    a = answer_request(request, cf88)
    assert [h["citation"] for h in a.result["hits"]] == ["art. 6º", "art. 7º, inciso IV"]
    assert a.steps[0].template == "search-text-units"


def test_search_request_with_a_stop_word_query_is_a_plan_error(cf88: Store) -> None:
    with pytest.raises(PlanError, match="stop words"):
        answer_request(SearchTextUnits(text="de o a"), cf88)


def test_other_questions_are_left_to_the_other_readers() -> None:
    from legalkg.norms.discovery import parse_discovery_question

    assert parse_discovery_question("What is the weather like?", None) is None
    assert parse_discovery_question("What did the article on social rights say?", None) is None


# -- no date: the text in force now -------------------------------------------------------------


def test_a_topic_question_without_a_date_uses_the_latest_versions(cf88: Store) -> None:
    question = "What does the Constitution say about housing?"
    request = parse_question(question)
    assert request == DiscoverVersions(text="housing", date=None, work="Constituição")
    plan = make_plan(request)
    assert POLICY_NOW in plan.policies and POLICY_DISCOVERY in plan.policies
    assert [s.template for s in plan.steps][-1] == "discovered-latest-versions"
    a = answer_request(request, cf88, question=question)
    assert a.answer.startswith("No date was given, so this is the text in force now")
    assert a.result["as_of"].startswith("now")
    versions = a.result["versions"]
    assert {v["component"] for v in versions} == set(a.result["discovery"]["chosen"])
    assert all(v["valid_until"] is None for v in versions)
    art6 = next(v for v in versions if v["component"] == ART6)
    # art. 6º was last reworded by EC 90/2015 (examples/br-constitution/provision_versions.csv)
    assert art6["valid_from"] == "2015-09-15" and "moradia" in art6["text"]
    cited_iris = {c["iri"] for c in a.citations}
    assert all(v["iri"] in cited_iris and v["component"] in cited_iris for v in versions)
    # no date in the plan or the answer: the same bytes whatever the day it runs
    assert "date" not in a.steps[1].bindings


# -- which provisions on a topic changed in an interval -----------------------------------------

ART201 = "https://example.org/eli/br/constituicao/1988/tit8/art201"
EC103 = "https://example.org/eli/br/emenda_constitucional/2019/103"


def _changed_components(a: Any) -> set[str]:
    return {act["component"]["iri"] for p in a.result["provisions"] for act in p["actions"]}


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Which provisions on social security changed in 2019?", "social security"),
        ("Quais dispositivos sobre previdência mudaram em 2019?", "previdência"),
    ],
)
def test_which_provisions_on_social_security_changed_in_2019(
    cf88: Store, question: str, topic: str
) -> None:
    # EC 103/2019 (the pension reform) reworded art. 201 on 2019-11-12, per
    # examples/br-constitution/provision_versions.csv (tit8/art201, valid_from 2019-11-12)
    request = parse_question(question)
    assert request == DiscoverChanges(text=topic, from_="2019-01-01", until="2020-01-01")
    plan = make_plan(request)
    assert [s.template for s in plan.steps] == [
        "works",
        "search-text-units",
        "discovered-item-history",
    ]
    assert POLICY_DISCOVERY in plan.policies
    a = answer_request(request, cf88, question=question)
    assert ART201 in _changed_components(a)
    actions = [act for p in a.result["provisions"] for act in p["actions"]]
    assert actions and all("2019-01-01" <= act["date"] < "2020-01-01" for act in actions)
    cited_iris = {c["iri"] for c in a.citations}
    assert EC103 in cited_iris
    for p in a.result["provisions"]:
        assert p["iri"] in cited_iris
        assert all(act["iri"] in cited_iris for act in p["actions"])
    assert set(a.result["changed"]) | set(a.result["unchanged"]) == {
        p["citation"] for p in a.result["provisions"]
    }
    history = [s for s in a.steps if s.template == "item-history"]
    assert len(history) == len(a.result["discovery"]["chosen"])
    assert all(s.bindings["from"] == "2019-01-01" for s in history)
    assert a.steps[1].sparql.startswith("# not SPARQL")


def test_changes_about_housing_between_2000_and_2010(cf88: Store) -> None:
    # art. 6º: "moradia" added by EC 26/2000 (2000-02-14), reworded by EC 64/2010 (2010-02-04)
    request = parse_question("What changed about housing between 2000 and 2010?")
    assert request == DiscoverChanges(text="housing", from_="2000-01-01", until="2011-01-01")
    a = answer_request(request, cf88)
    art6 = next(p for p in a.result["provisions"] if p["iri"] == ART6)
    assert [act["date"] for act in art6["actions"]] == ["2000-02-14", "2010-02-04"]
    assert "art. 6º" in a.result["changed"]
    pt = parse_question("O que mudou sobre moradia entre 2000 e 2010?")
    assert pt == DiscoverChanges(text="moradia", from_="2000-01-01", until="2011-01-01")
    assert parse_question("Which articles on housing were amended since 2015?") == (
        DiscoverChanges(text="housing", from_="2015-01-01", until=None)
    )
    assert answer_request(request, cf88).dumps() == a.dumps()  # same question, same bytes


def test_interval_search_matches_any_wording_in_force_within_it(cf88: Store) -> None:
    index = S.open_index(cf88)

    def found(start: str, end: str) -> list[str]:
        hits = S.search_index(index, "moradia", during=(start, end), scope="Título II")
        return cited(hits)

    # art. 6º says "moradia" from 2000-02-14: the interval must reach that day (half-open)
    assert "art. 6º" not in found("1995-01-01", "2000-02-14")
    assert "art. 6º" in found("1995-01-01", "2000-02-15")
    assert "art. 6º" in found("2000-02-14", "2000-02-15")
    hit = S.search_index(index, "moradia", during=("1995-01-01", "2012-01-01"))
    art6 = next(h for h in hit if h.component == ART6)
    # the version shown carries the best-matching wording and was in force within the interval
    assert art6.valid_from in {"2000-02-14", "2010-02-04"} and "moradia" in art6.text
    with pytest.raises(S.SearchError, match="empty"):
        S.search_index(index, "moradia", during=("2010-01-01", "2000-01-01"))
    with pytest.raises(S.SearchError, match="not several"):
        S.search_index(index, "moradia", at="2001-01-01", during=("2000-01-01", None))


def test_discover_changes_requests_are_checked() -> None:
    r = request_from_json(
        {"type": "discover-changes", "text": "moradia", "from": "2000-01-01", "until": "2011-01-01"}
    )
    assert r == DiscoverChanges(text="moradia", from_="2000-01-01", until="2011-01-01")
    with pytest.raises(PlanError, match="empty"):
        make_plan(DiscoverChanges(text="moradia", from_="2011-01-01", until="2000-01-01"))
    with pytest.raises(PlanError, match="missing 'text'"):
        make_plan(DiscoverChanges(text=""))


def test_an_unchanged_topic_is_reported_as_unchanged(cf88: Store) -> None:
    # nothing in the Constitution was changed between 1988-10-06 and 1992-03-31 (EC 1/1992)
    a = answer_request(
        DiscoverChanges(text="moradia", from_="1989-01-01", until="1992-01-01"), cf88
    )
    assert a.result["changed"] == [] and a.result["unchanged"]
    assert a.answer.startswith("None of the")


# -- command line -----------------------------------------------------------------------------


def test_cli_search_and_index(tmp_path: Path, art6: Path) -> None:
    store_path = tmp_path / "cf.db"
    ingest([art6], store=Store(store_path))
    runner = CliRunner()
    out = runner.invoke(cli, ["index", "--store", str(store_path)])
    assert out.exit_code == 0, out.output
    assert "wordings from 1 graph(s)" in out.output
    out = runner.invoke(
        cli,
        ["search", "moradia", "--store", str(store_path), "--at", "2001-01-01", "-f", "json"],
    )
    assert out.exit_code == 0, out.output
    data: dict[str, Any] = json.loads(out.output)
    assert [h["citation"] for h in data["hits"]] == ["art. 6º"]
    assert data["hits"][0]["valid_from"] == "2000-02-14"
    out = runner.invoke(
        cli, ["search", "moradia", "--store", str(store_path), "--at", "1999-01-01"]
    )
    assert out.exit_code == 0 and "No provision in force on 1999-01-01" in out.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["de o"], "stop words"),
        ([""], "empty"),
        (["moradia", "--scope", "Título IX"], "cites no component"),
        (["moradia", "--at", "yesterday"], "not a date"),
    ],
)
def test_cli_errors_exit_3(tmp_path: Path, art6: Path, args: list[str], message: str) -> None:
    store_path = tmp_path / "cf.db"
    ingest([art6], store=Store(store_path))
    out = CliRunner().invoke(cli, ["search", *args, "--store", str(store_path)])
    assert out.exit_code == 3
    assert message in out.output


# -- recall on the questions written from the Constitution's text ------------------------------


def _questions() -> list[dict[str, str]]:
    lines = (DATA / "questions.jsonl").read_text("utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def test_the_question_set_is_well_formed(cf88: Store) -> None:
    questions = _questions()
    assert len(questions) == 50
    index = S.open_index(cf88)
    for q in questions:
        assert set(q) >= {"id", "query", "date", "expected"}, q
        # the expected provision had a version in force on the date
        wordings = [index.wordings[i] for i in index._by_component[q["expected"]]]
        assert any(
            v[1] <= q["date"] and (v[2] is None or q["date"] < v[2])
            for w in wordings
            for v in w.versions
        ), q["id"]


def test_temporal_search_recall_beats_the_flat_baseline(cf88: Store) -> None:
    index = S.open_index(cf88)
    temporal = S.recall_at(index, _questions(), k=10)
    flat = S.recall_at(index, _questions(), k=10, flat=True)
    assert temporal.recall >= 0.8
    assert temporal.recall > flat.recall
    assert temporal.component_recall >= temporal.recall


def test_cleanup_helper_does_not_touch_the_store(tmp_path: Path) -> None:
    # search_storage._save removes only its own segment files
    folder = tmp_path / "x.index"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine", "utf-8")
    search_storage._save(folder, S.TextIndex(folder=folder))
    assert (folder / "notes.txt").exists()
    shutil.rmtree(folder)


# -- a remote SPARQL endpoint: the index is built on demand and kept in memory -----------------


@pytest.mark.slow
@pytest.mark.parametrize("server", ["oxigraph", "virtuoso"])
def test_search_on_a_remote_endpoint(server: str, art6: Path, tmp_path: Path) -> None:
    from servers import oxigraph_binary, oxigraph_server, virtuoso_binary, virtuoso_server

    from legalkg.store.remote import RemoteStore

    if (oxigraph_binary() if server == "oxigraph" else virtuoso_binary()) is None:
        pytest.skip(f"no {server} binary")
    with oxigraph_server() if server == "oxigraph" else virtuoso_server() as srv:
        store = RemoteStore(srv.endpoint, **srv.store_kwargs())  # type: ignore[arg-type]
        ingest([art6], store=store, validate=False)
        assert S.index_path(store) is None
        hits = S.search(store, "moradia", at="2001-01-01", scope="Título II")
        assert [(h.citation, h.version) for h in hits] == [("art. 6º", f"{ART6}/2000-02-14")]
        assert S.search(store, "moradia", at="1999-01-01", scope="Título II") == []
        _, again = S.update_index(store)
        assert again.rebuilt == () and again.location == "memory"  # the fingerprint is stable
        ingest(
            [_edited_art6(tmp_path, "o transporte,", "a mobilidade,")], store=store, validate=False
        )
        assert S.search(store, "transporte", at="2016-01-01") == []
        assert cited(S.search(store, "mobilidade", at="2016-01-01")) == ["art. 6º"]


# -- an English by-law beside the Portuguese Constitution --------------------------------------


def test_reference_and_search_in_an_english_bylaw(art6: Path) -> None:
    store = Store()
    ingest([art6, DATA / "events"], store=store, validate=False)
    question = "What did the section on definitions of the Events By-law say on 2017-01-01?"
    request = parse_question(question)
    assert request == ResolveReference(
        text="section on definitions", date="2017-01-01", work="Events By-law"
    )
    a = answer_request(request, store, question=question)
    assert a.result["chosen"]["citation"] == "section 1"
    assert a.result["chosen"]["confidence"] >= S.RESOLVE_THRESHOLD
    assert a.result["versions"][0]["text"] == "1. Definitions"
    # English text is cut with the English analyser; the Portuguese work is not searched by it
    hits = S.search(store, "offences and penalties", at="2017-01-01")
    assert hits and all("/events" in h.work for h in hits)
    assert hits[0].citation == "section 15"
    assert cited(S.search(store, "moradia", at="2017-01-01")) == ["art. 6º"]
    with pytest.raises(S.SearchError, match="matches no indexed work"):
        S.search(store, "moradia", work="Tax By-law")


# -- BM25 statistics of the wordings in force on the date ----------------------------------------


def test_the_index_scores_as_bm25s_over_the_same_documents(cf88: Store) -> None:
    """The index's BM25 (postings built by NumPy, merged over the segments) gives the scores of
    bm25s (Lucene variant, k1 1.5, b 0.75) built over the same documents; with every wording
    live, the per-date statistics give them too."""
    import bm25s

    index = S.open_index(cf88)
    model = index._text_models[0]
    docs = [
        list(index.wordings[i].terms) + search_segments._bigrams(index.wordings[i].terms)
        for i in model.ids
    ]
    reference = bm25s.BM25()
    reference.index([d or [""] for d in docs], show_progress=False)
    everyone = np.ones(len(model.ids), dtype=bool)
    for terms in (["morad"], ["direit", "social"], ["direit~social"], ["nonexistent"]):
        known = [t for t in terms if t in reference.vocab_dict]
        expected = reference.get_scores(known) if known else np.zeros(len(docs))
        assert np.allclose(model.scores(terms), expected, atol=1e-4), terms
        assert np.allclose(model.scores_among(terms, everyone), expected, atol=1e-4), terms
    assert np.count_nonzero(model.scores(["morad"])) > 5


def test_scores_on_a_date_use_the_statistics_of_the_wordings_then_in_force(cf88: Store) -> None:
    import math

    index = S.open_index(cf88)
    day = "1999-01-01"
    hits = S.search_index(index, "moradia", at=day, top_k=50)
    all_time = S.search_index(index, "moradia", at=day, top_k=50, date_statistics=False)
    assert {h.component for h in hits} == {h.component for h in all_time}
    # the same BM25 by hand, over the Portuguese wordings in force on the day
    live = [
        w
        for w in index.wordings
        if w.language == "pt" and any(a <= day and (b is None or day < b) for _, a, b in w.versions)
    ]
    length = {id(w): len(w.terms) + len(search_segments._bigrams(w.terms)) for w in live}
    avg = sum(length.values()) / len(live)
    df = sum("morad" in w.terms for w in live)
    idf = math.log(1 + (len(live) - df + 0.5) / (df + 0.5))
    for h in hits:
        w = next(w for w in live if w.component == h.component and w.text == h.text)
        tf = w.terms.count("morad")
        expected = idf * tf / (1.5 * (0.25 + 0.75 * length[id(w)] / avg) + tf)
        assert h.score == pytest.approx(expected, abs=1e-3)
    assert [h.score for h in hits] != [h.score for h in all_time]


def test_cli_search_over_an_interval(tmp_path: Path, art6: Path) -> None:
    store_path = tmp_path / "cf.db"
    ingest([art6], store=Store(store_path))
    runner = CliRunner()
    args = ["search", "moradia", "--store", str(store_path), "-f", "json"]
    before = runner.invoke(cli, [*args, "--from", "1995-01-01", "--until", "2000-02-14"])
    assert before.exit_code == 0, before.output
    assert json.loads(before.output)["hits"] == []
    during = runner.invoke(cli, [*args, "--from", "1995-01-01", "--until", "2000-02-15"])
    assert [h["component"] for h in json.loads(during.output)["hits"]] == [ART6]
    empty = runner.invoke(cli, [*args, "--from", "2001-01-01", "--until", "2000-01-01"])
    assert empty.exit_code == 3 and "empty" in empty.output
    both = runner.invoke(cli, [*args, "--at", "2001-01-01", "--from", "2000-01-01"])
    assert both.exit_code == 3 and "not several" in both.output


def test_the_refusal_lists_the_discovery_forms_and_they_are_read() -> None:
    from legalkg.engine.questions import QuestionError
    from legalkg.norms.questions import ACCEPTED_FORMS

    with pytest.raises(QuestionError) as refused:
        parse_question("Tell me a joke")
    message = str(refused.value)
    for question, kind in [
        ("What did the Constitution say about housing in 2005?", "discover-versions"),
        ("What did the article on social rights say on 2001-01-01?", "resolve-reference"),
        ("Which provisions on social security changed in 2019?", "discover-changes"),
        ("What changed about housing between 2000 and 2010?", "discover-changes"),
    ]:
        assert question in " ".join(ACCEPTED_FORMS.split()), question
        assert parse_question(question).type == kind
    assert "Quais dispositivos sobre previdência" in ACCEPTED_FORMS
    assert "docs/requests.md#questions" in message and "\n" not in message
