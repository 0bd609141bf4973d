"""The law graph (GRAF): reader, RDF and shapes, retrieval, the retrieve request, and MCQA."""

from __future__ import annotations

import csv
import http.server
import json
import re
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner
from rdflib import OWL, RDF, RDFS, SKOS, Graph, URIRef

from legalkg.cli import cli
from legalkg.core.errors import InputError
from legalkg.core.namespaces import LKG_NS
from legalkg.core.resources import data_files
from legalkg.graf import learn, mcqa, reader
from legalkg.graf.labels import normalize_label
from legalkg.graf.retrieve import (
    LawIndex,
    RetrievalError,
    index_for,
    retrieve,
    retrieve_from_store,
    store_runner,
)
from legalkg.ingest import ingest
from legalkg.store.local import Store

DATA = Path(__file__).resolve().parent / "data" / "graf"
WORK = DATA / "law_relext_work_sample.csv"
INTERNATIONAL = DATA / "law_relext_international_sample.csv"
JURO = DATA / "JuRo"


@pytest.fixture(scope="module")
def law_store() -> Store:
    store = Store()
    result = ingest([WORK, INTERNATIONAL], store=store)
    assert result.report is not None and result.report.conforms
    return store


def _rows(path: Path) -> list[list[str]]:
    csv.field_size_limit(2**31 - 1)
    with path.open(encoding="utf-8", newline="") as f:
        return [r for r in csv.reader(f) if r]


# ---------------------------------------------------------------------------------------------
# Reader


def test_reader_counts_laws_articles_facts_and_merged_entities() -> None:
    work = reader.read(WORK)
    assert work.counts() == {"laws": 1, "articles": 44, "facts": 306, "entities": 380}
    international = reader.read(INTERNATIONAL)
    assert international.counts() == {"laws": 2, "articles": 9, "facts": 197, "entities": 252}
    assert [law.name for law in international.laws] == ["CE 2008 593", "CE 2000 1346"]
    # The count of distinct entities is the count of distinct normalised labels.
    facts = [f for law in work.laws for a in law.articles for f in a.facts]
    mentions = [x for f in facts for x in (f.subject, f.object)]
    assert len(set(mentions)) == 380 < len(mentions)


def test_long_articles_are_joined_and_citations_normalised() -> None:
    rows = _rows(WORK)
    art13 = [r for r in rows if r[3] == "Articolul 13"]
    assert len(art13) > 1
    law = reader.read(WORK).laws[0]
    article = next(a for a in law.articles if a.id == "art13")
    assert article.text == "\n".join(r[4].strip() for r in art13)
    international = reader.read(INTERNATIONAL).laws[1]
    assert [a.id for a in international.articles] == ["art25", "art26", "art27"]
    assert international.articles[1].label == "Articolul 26"


def test_same_entity_from_two_articles_is_one_node(tmp_path: Path) -> None:
    path = tmp_path / "law.csv"
    path.write_text(
        '2009,muncii,COD X,Articolul 1,"Text unu.","(Salariatul;are;obligaţii)\nSTOP"\n'
        '2009,muncii,COD X,Articolul 2,"Text doi.","( salariatul ;are; obligații )\n'
        'nothing here\nSTOP"\n',
        encoding="utf-8",
    )
    assert reader.matches(path)
    corpus = reader.read(path)
    assert corpus.counts() == {"laws": 1, "articles": 2, "facts": 2, "entities": 2}
    assert corpus.skipped_lines == 1
    store = Store()
    ingest([path], store=store)
    rows = store.select(
        "SELECT ?e (COUNT(DISTINCT ?a) AS ?n) WHERE { ?f lkg:factSubject ?e ; "
        "lkg:factEvidence ?a } GROUP BY ?e ORDER BY ?e"
    )
    assert [(r["e"].value.rsplit("/", 1)[1], int(r["n"].value)) for r in rows] == [
        ("salariatul", 2)
    ]


def test_label_normal_form() -> None:
    assert normalize_label("Ţara  ŞI\u00a0lumea.") == "țara și lumea"
    assert normalize_label("mână") != normalize_label("mana")  # other diacritics are kept


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('2009,muncii,COD X,Articolul 1,"t"\n', "law.csv:1: expected 6 columns"),
        (
            '2009,muncii,COD X,Articolul 1,"t","(a;b;c)"\n2009,muncii,,Articolul 2,t,x\n',
            "law.csv:2: law: the law name is empty",
        ),
        (
            '2009,muncii,COD X,Articolul 1,"t","(a;b;c)"\n2009,muncii,COD X,Anexa,t,x\n',
            "law.csv:2: article: not an article citation",
        ),
    ],
)
def test_bad_rows_name_file_line_and_field(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "law.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match=message):
        reader.read(path)


def test_bad_file_exits_3_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "law.csv"
    path.write_text(
        '2009,muncii,COD X,Articolul 1,"t","(a;b;c)"\n2009,muncii,COD X,Anexa,t,x\n',
        encoding="utf-8",
    )
    db = tmp_path / "s.db"
    result = CliRunner().invoke(cli, ["ingest", str(path), "--store", str(db)])
    assert result.exit_code == 3
    assert "law.csv:2: article" in result.output
    if db.exists():  # the CLI's store handle may still hold the lock: open read-only
        assert len(Store(db, read_only=True)) == 0


def test_juro_files_are_not_taken_for_law_files() -> None:
    assert not reader.matches(JURO / "validation_set/promovare/inm_muncii.csv_validation.csv")


# ---------------------------------------------------------------------------------------------
# RDF, ontology and shapes


def test_ingest_writes_one_graph_per_file_and_conforms(law_store: Store) -> None:
    assert [g.value for g in law_store.graphs()] == [
        "https://example.org/graph/lawgraph/law_relext_international_sample",
        "https://example.org/graph/lawgraph/law_relext_work_sample",
    ]
    counts = {
        name: int(
            law_store.select(f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x a {cls} }}")[0][
                "n"
            ].value
        )
        for name, cls in [
            ("works", "lkg:Work"),
            ("articles", "lkg:Article"),
            ("facts", "lkg:LawFact"),
            ("texts", "lkg:TextUnit"),
        ]
    }
    assert counts == {"works": 3, "articles": 53, "facts": 503, "texts": 53}


def test_shapes_reject_a_fact_without_evidence(law_store: Store) -> None:
    from legalkg.validation.shacl import validate_triples

    triples = [
        q.triple
        for q in law_store.quads()
        if not (q.predicate.value == LKG_NS + "factEvidence" and q.subject.value.endswith("/1"))
    ]
    report = validate_triples(triples)
    assert not report.conforms
    assert {r.shape for r in report.results} == {
        "<https://w3id.org/legalkg/shapes#FactEvidenceShape>"
    }


def test_ontology_terms_are_labelled_defined_and_declared() -> None:
    files = {p.name: p for p in data_files("ontologies")}
    graph = Graph().parse(files["lawgraph.ttl"], format="turtle")
    norms = Graph().parse(files["norms.ttl"], format="turtle")
    declared = {
        s
        for g in (graph, norms)
        for kind in (OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty)
        for s in g.subjects(RDF.type, kind)
    }
    own = {s for s in graph.subjects(RDFS.isDefinedBy, None) if str(s).startswith(LKG_NS)}
    assert {str(s).removeprefix(LKG_NS) for s in own} == {
        "LawFact",
        "LawEntity",
        "factSubject",
        "factObject",
        "factRelation",
        "factEvidence",
    }
    for term in own:
        assert graph.value(term, RDFS.label) is not None, term
        assert graph.value(term, SKOS.definition) is not None, term
        assert (
            graph.value(term, RDFS.subClassOf)
            or graph.value(term, RDFS.subPropertyOf)
            or (graph.value(term, RDFS.seeAlso))
        ), f"{term} has no alignment"
    source = (Path(reader.__file__).parent / "rdf.py").read_text("utf-8")
    import re

    used = {URIRef(LKG_NS + n) for n in re.findall(r"LKG\.(\w+)", source)}
    assert used <= declared, used - declared


# ---------------------------------------------------------------------------------------------
# Retrieval


def test_retrieval_returns_the_article_with_a_quoted_phrase(law_store: Store) -> None:
    text = next(r[4] for r in _rows(WORK) if r[3] == "Articolul 125")
    phrase = " ".join(text.split()[3:11])
    result = retrieve_from_store(law_store, f'Unde scrie "{phrase}"?')
    top = [a.iri for a in result.articles[:3]]
    assert "https://example.org/eli/ro/cod-muncii/art125" in top
    assert result.articles[0].phrase and phrase.split()[0] in result.articles[0].text
    # also without quotes, by BM25 alone, within the top results
    plain = retrieve_from_store(law_store, phrase)
    assert "https://example.org/eli/ro/cod-muncii/art125" in [a.iri for a in plain.articles[:5]]


def test_expansion_respects_seeds_depth_and_cap(law_store: Store) -> None:
    text = "tinerii sub 18 ani nu pot presta munca de noapte"
    seeds_only = retrieve_from_store(law_store, text, depth=0)
    assert seeds_only.facts == () and seeds_only.queries == 0
    assert len(seeds_only.entities) == 10 and all(e.seed for e in seeds_only.entities)
    full = retrieve_from_store(law_store, text)
    assert len(full.entities) <= 50 and sum(e.seed for e in full.entities) == 10
    ids = {e.iri for e in full.entities}
    assert full.facts and all(f.subject in ids and f.object in ids for f in full.facts)
    assert any(e.depth == 1 for e in full.entities)
    small = retrieve_from_store(law_store, text, k=3, max_entities=5)
    assert len(small.entities) == 5 and sum(e.seed for e in small.entities) == 3
    deeper = retrieve_from_store(law_store, text, depth=2, max_entities=200)
    assert len(deeper.entities) > len(full.entities)
    assert retrieve_from_store(law_store, text).dumps() == full.dumps()


def test_domain_restricts_retrieval(law_store: Store) -> None:
    result = retrieve_from_store(law_store, "legea aplicabilă contractului", domain="international")
    assert result.articles and all(a.law.startswith("CE") for a in result.articles)
    assert all(f.law.startswith("CE") for f in result.facts)
    with pytest.raises(RetrievalError, match="no law-graph article of domain 'penal'"):
        retrieve_from_store(law_store, "furt", domain="penal")


def test_retrieve_errors(law_store: Store) -> None:
    index = index_for(law_store)
    with pytest.raises(RetrievalError, match="no searchable word"):
        retrieve(index, "și de la", store_runner(law_store))
    with pytest.raises(RetrievalError, match="k = 0 is out of range"):
        retrieve(index, "munca", store_runner(law_store), k=0)


def test_retrieve_command_formats(tmp_path: Path) -> None:
    runner = CliRunner()
    db = tmp_path / "law.db"
    assert runner.invoke(cli, ["ingest", str(DATA), "--store", str(db)]).exit_code == 0
    args = ["retrieve", "munca de noapte", "--store", str(db)]
    table = runner.invoke(cli, args)
    assert table.exit_code == 0 and "Articolul 125, COD MUNCII" in table.output
    data = json.loads(runner.invoke(cli, [*args, "-f", "json"]).output)
    assert set(data) >= {"articles", "entities", "facts", "parameters", "query"}
    turtle = runner.invoke(cli, [*args, "-f", "turtle"]).output
    assert Graph().parse(data=turtle, format="turtle")
    bad = runner.invoke(cli, [*args, "--k", "0"])
    assert bad.exit_code == 3 and "k = 0 is out of range" in bad.output
    request = '{"type": "retrieve", "text": "munca de noapte", "k": 3}'
    asked = runner.invoke(cli, ["ask", "--store", str(db), "--request", request, "-f", "json"])
    assert asked.exit_code == 0, asked.output
    answer = json.loads(asked.output)
    assert answer["plan"]["steps"][0]["template"] == "graf-neighbours"
    assert len([e for e in answer["result"]["entities"] if e["seed"]]) == 3


def test_retrieve_request_answers_with_citations(law_store: Store) -> None:
    from legalkg.engine.answers import answer_request
    from legalkg.engine.planner import PlanError, request_from_json
    from legalkg.graf.request import Retrieve
    from legalkg.norms.questions import parse_question

    request = request_from_json({"type": "retrieve", "text": "munca de noapte", "k": 5})
    assert request == Retrieve(text="munca de noapte", k=5)
    answer = answer_request(request, law_store)
    assert answer.citations and "COD MUNCII" in answer.citations[0]["label"]
    assert {s.template for s in answer.steps} == {"graf-neighbours"}
    assert answer.result["parameters"]["k"] == 5
    assert parse_question("retrieve: munca de noapte") == Retrieve(text="munca de noapte")
    with pytest.raises(PlanError, match="missing 'text'"):
        request_from_json({"type": "retrieve"})
    with pytest.raises(PlanError, match="'depth' must be a whole number"):
        request_from_json({"type": "retrieve", "text": "x", "depth": "one"})


# ---------------------------------------------------------------------------------------------
# MCQA


def test_juro_reader_skips_empty_rows_and_reads_options() -> None:
    questions = mcqa.read_questions(JURO)
    assert len(questions) == 30
    q = questions[0]
    assert (q.exam, q.subject, q.number, q.line) == ("promovare", "muncii", "1", 1)
    assert q.text.startswith("Perioada de probă")
    assert q.options[1] == "nu poate depăşi 45 de zile"
    assert q.answer == frozenset("AB") and not q.allows_two
    assert sum(len(x.answer) == 1 for x in questions) == 29


def test_juro_options_with_a_typo_are_taken_in_order(tmp_path: Path) -> None:
    path = tmp_path / "train_set" / "inppa" / "inppa_civil.csv_train.csv"
    path.parent.mkdir(parents=True)
    path.write_text('Drept Civil,"3. Q?","A. unu\nB. doi\nB. trei\n",BC\n', encoding="utf-8")
    (q,) = mcqa.read_questions(path)
    assert q.options == ("unu", "doi", "trei") and q.allows_two and q.subject == "civil"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('X,"1 Q","A. a\nB. b\nC. c",D\n', r"q.csv:1: answer: 'D' is not one or two"),
        ('X,"1 Q","A. a\nB. b",A\n', "q.csv:1: options: expected options A, B and C"),
        ('X,"1 Q",A\n', "q.csv:1: expected 4 columns"),
    ],
)
def test_bad_questions_name_file_line_and_field(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "q.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(mcqa.McqaError, match=message):
        mcqa.read_questions(path)


def test_mcqa_eval_end_to_end_on_30_questions(tmp_path: Path) -> None:
    runner = CliRunner()
    db = tmp_path / "law.db"
    assert runner.invoke(cli, ["ingest", str(DATA), "--store", str(db)]).exit_code == 0
    args = ["mcqa", "eval", "--store", str(db), "--questions", str(JURO), "--subject", "muncii"]
    result = runner.invoke(cli, [*args, "-f", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    overall = data["overall"]
    assert overall["n"] == 30
    assert overall["accuracy"] == round(overall["correct"] / 30, 4)
    (key,) = data["by_file"]
    assert key == "validation_set/promovare/inm_muncii.csv_validation.csv"
    assert data["by_file"][key]["correct"] == overall["correct"]
    low, high = overall["ci95"]
    assert low <= overall["accuracy"] <= high
    print(f"fixture accuracy: {overall['correct']}/30 = {overall['accuracy']:.3f}")
    # The BM25 baseline, measured in the same run, beside every figure.
    base = data["baseline"]
    assert base["name"] == "bm25" and base["overall"]["n"] == 30
    assert set(base["by_file"]) == set(data["by_file"])
    assert set(base["by_subject"]) == {"muncii"}
    assert base["overall"]["accuracy"] == round(base["overall"]["correct"] / 30, 4)
    print(f"fixture baseline: {base['overall']['correct']}/30")
    text = runner.invoke(cli, args)
    assert text.exit_code == 0 and "GRAF 60.09%" in text.output and "33.3%" in text.output
    assert "BM25 baseline (same run)" in text.output
    assert "legalkg vs. BM25 baseline:" in text.output
    tuned = runner.invoke(cli, ["mcqa", "tune", "--store", str(db), "--questions", str(JURO)])
    assert tuned.exit_code == 0, tuned.output
    chosen = json.loads(tuned.output)
    assert chosen["n"] == 30 and set(chosen["cv"]) == set(mcqa.PROCEDURES)
    # One file: five interleaved folds, each answered by weights tuned on the other four.
    assert len(chosen["cv"][chosen["chosen"]]["folds"]) == 5
    assert chosen["cv"][chosen["chosen"]]["correct"] == max(
        c["correct"] for c in chosen["cv"].values()
    )
    unknown = runner.invoke(cli, [*args[:-2], "--subject", "penal"])
    assert unknown.exit_code == 3 and "no questions of subject 'penal'" in unknown.output


def test_mcqa_answer_shows_evidence(law_store: Store) -> None:
    scorer = mcqa.Scorer(lambda d: index_for(law_store, d), store_runner(law_store))
    question = mcqa.read_questions(JURO)[0]
    prediction = mcqa.answer_question(scorer, question)
    assert len(prediction.predicted) == 1
    text = prediction.to_text()
    assert text.startswith("Answer: ") and "articles: Articolul" in text
    assert prediction.to_json()["answer"] == ["A", "B"]


def test_mcqa_tune_picks_weights_from_the_grid(law_store: Store) -> None:
    scorer = mcqa.Scorer(lambda d: index_for(law_store, d), store_runner(law_store))
    questions = mcqa.read_questions(JURO)[:6]
    features = mcqa.collect_features(scorer, questions)
    weights, margin, accuracy = mcqa.tune(questions, features)
    assert set(weights) == set(mcqa.FEATURES) and margin in mcqa.MARGIN_GRID
    assert weights["article"] == 1.0 and set(weights.values()) <= {*mcqa.WEIGHT_GRID, 1.0}
    again = mcqa.evaluate(scorer, questions, weights=weights, margin=margin, features=features)
    assert again.to_json()["overall"]["accuracy"] == accuracy


def test_baseline_is_plain_bm25_over_the_articles(law_store: Store) -> None:
    index = index_for(law_store, "muncii")
    scorer = mcqa.Scorer(lambda d: index_for(law_store, d), store_runner(law_store))
    question = mcqa.read_questions(JURO)[3]
    features, _ = scorer.features(question)
    expected = []
    for option in question.options:
        tokens = mcqa.analyze(f"{question.text} {option}", mcqa.LANGUAGE)
        expected.append(float(index.article_scores(tokens).max()))
    assert [f["bm25"] for f in features] == expected
    best = max(range(3), key=lambda i: (expected[i], -i))
    assert mcqa.baseline_pick(features, question) == {mcqa.LETTERS[best]}


def test_cross_validation_holds_out_each_exam_file(law_store: Store, tmp_path: Path) -> None:
    scorer = mcqa.Scorer(lambda d: index_for(law_store, d), store_runner(law_store))
    questions = mcqa.read_questions(JURO)[:12]
    # Two "exam files": the first six questions and the next six.
    split = [
        mcqa.Question(**{**{f: getattr(q, f) for f in q.__dataclass_fields__}, "file": name})
        for q, name in zip(questions, ["a/x/1.csv"] * 6 + ["a/x/2.csv"] * 6, strict=True)
    ]
    features = mcqa.collect_features(scorer, split)
    cv = mcqa.cross_validate(split, features)
    assert set(cv["folds"]) == {"a/x/1.csv", "a/x/2.csv"}
    # Each fold's weights are those tuned on the other file, scored on the held-out one.
    for key, other in (("a/x/1.csv", slice(6, 12)), ("a/x/2.csv", slice(0, 6))):
        fold = cv["folds"][key]
        weights, margin, _ = mcqa.tune(split[other], features[other])
        assert (fold["weights"], fold["margin"]) == (weights, margin)
        held = slice(0, 6) if key == "a/x/1.csv" else slice(6, 12)
        result = mcqa.evaluate(
            scorer, split[held], weights=weights, margin=margin, features=features[held]
        )
        assert result.to_json()["overall"]["correct"] == fold["correct"]
    assert cv["correct"] == sum(f["correct"] for f in cv["folds"].values())
    chosen = mcqa.select(split, features)
    assert chosen["chosen"] in mcqa.PROCEDURES and set(chosen["cv"]) == set(mcqa.PROCEDURES)
    best = max(c["correct"] for c in chosen["cv"].values())
    assert chosen["cv"][chosen["chosen"]]["correct"] == best


def test_negated_questions_pick_the_least_supported_choice() -> None:
    assert mcqa.is_negated("Sunt exceptate, cu excepția: ") and not mcqa.is_negated("Nunta")
    feats = [
        {"article": a, "negated": 1.0} | {n: 0.0 for n in mcqa.FEATURES if n != "article"}
        for a in (1.0, 0.4, 0.7)
    ]
    assert mcqa.pick(mcqa.combine(feats, {"article": 1.0}), allows_two=False, margin=0) == {"A"}
    flipped = mcqa.combine(feats, {"article": 1.0}, negation=True)
    assert mcqa.pick(flipped, allows_two=False, margin=0) == {"B"}


def test_grounded_prompt_and_letters(law_store: Store) -> None:
    scorer = mcqa.Scorer(lambda d: index_for(law_store, d), store_runner(law_store))
    question = mcqa.read_questions(JURO)[0]
    _, graphs = scorer.features(question)
    prompt = mcqa.grounded_prompt(question, graphs)
    assert "Exactly one choice is correct." in prompt and "### C" in prompt
    assert "COD MUNCII" in prompt
    assert mcqa.parse_letters("AC", allows_two=True) == frozenset("AC")


# ---------------------------------------------------------------------------------------------
# The learned option scorer (legalkg.graf.learn)

TRAIN = DATA / "JuRo-train"


@pytest.fixture(scope="module")
def prepared_train(law_store: Store) -> learn.Prepared:
    scorer = mcqa.Scorer(lambda d: index_for(law_store, d), store_runner(law_store), depth=0)
    questions = mcqa.read_questions(TRAIN)
    return learn.prepare(learn.Featurizer(scorer), questions)


def test_book_vii_of_the_civil_code_is_indexed_for_international() -> None:
    def index(domain: str, laws: list[str], labels: list[str]) -> LawIndex:
        texts = [f"text {domain} {n}" for n in range(len(labels))]
        i = LawIndex(
            domain,
            [f"http://x/{domain}/{n}" for n in range(len(labels))],
            labels,
            laws,
            texts,
            [f"http://x/{domain}/unit/{n}" for n in range(len(labels))],
            [t.split() for t in texts],
            [f"http://x/e/{domain}"],
            [f"entity {domain}"],
            [list(range(len(labels)))],
        )
        i._build()
        return i

    civil = index(
        "civil",
        ["COD CIVIL baza", "COD CIVIL baza", "COD CIVIL baza", "LEGE 18 1991"],
        ["Articolul 2556", "Articolul 2557", "Articolul 2664", "Articolul 2600"],
    )
    international = index("international", ["CE 2008 593"], ["Articolul 1"])
    loads: list[str | None] = []

    def load(domain: str | None) -> LawIndex:
        loads.append(domain)
        return {"civil": civil, "international": international}[str(domain)]

    get = mcqa.subject_indexes(load)
    merged = get("international")
    assert merged.article_labels == ["Articolul 1", "Articolul 2557", "Articolul 2664"]
    assert merged.article_laws[1:] == ["COD CIVIL baza", "COD CIVIL baza"]
    assert merged.domain is None and "2557-2664" in merged.scope
    # The civil entity comes along with the two Book VII articles its facts are from.
    assert merged.entity_articles[merged.entity_iris.index("http://x/e/civil")] == [1, 2]
    assert get("international") is merged and get("civil") is civil
    assert loads == ["international", "civil", "civil"]


def test_option_features_keep_nu_and_flag_absolute_words(
    prepared_train: learn.Prepared,
) -> None:
    questions = prepared_train.questions
    first = questions[0]  # "A. nu poate depăşi 30 de zile" … "C. poate avea orice durată"
    assert first.options[0].startswith("nu poate")
    rows = prepared_train.rows[0]
    assert [r["option_nu"] for r in rows] == [1.0, 1.0, 0.0]
    assert [r["option_absolute"] for r in rows] == [0.0, 0.0, 1.0]
    assert [(r["position_a"], r["position_b"], r["position_c"]) for r in rows] == [
        (1.0, 0.0, 0.0),
        (0.0, 1.0, 0.0),
        (0.0, 0.0, 1.0),
    ]
    x = learn.finish_rows(
        rows, [{"memory_right": 0, "memory_wrong": 0, "memory_similarity": 0}] * 3
    )
    assert len(x[0]) == len(learn.FEATURES)
    for name in learn.RELATIVE:  # the best option of the question has 0, the others less
        column = [v[learn.FEATURES.index(f"{name}_rel")] for v in x]
        assert max(column) == 0.0 and min(column) <= 0.0
    assert all(0.0 <= r["verbatim"] <= 1.0 and 0.0 <= r["sentence"] <= 1.0 for r in rows)
    assert learn.pick_letters([0.2, 0.2, 0.1], False) == {"A"}


def test_memory_recalls_the_right_option_of_a_repeated_question() -> None:
    (question,) = mcqa.read_questions(TRAIN)[:1]
    memory = learn.Memory([learn.MemoryItem.of(question)])
    rows, two = memory.features(question)
    right = [r["memory_right"] for r in rows]
    wrong = [r["memory_wrong"] for r in rows]
    assert [mcqa.LETTERS[i] for i in range(3) if right[i] == 1.0] == sorted(question.answer)
    assert all(w == 0.0 or r == 0.0 for r, w in zip(right, wrong, strict=True))
    assert two == 1.0  # its answer has two letters
    # Leaving the question itself out, nothing is remembered.
    alone, share = memory.features(question, lambda item: True)
    assert all(r["memory_similarity"] == 0.0 for r in alone) and share == -1.0
    assert memory.nearest(question) == 1.0


def test_train_is_deterministic_and_the_model_file_round_trips(
    prepared_train: learn.Prepared, tmp_path: Path
) -> None:
    grid = learn.GRID[:1]
    model, report = learn.train(prepared_train, grid=grid)
    again, _ = learn.train(prepared_train, grid=grid)
    assert model.dumps() == again.dumps()
    data = json.loads(model.dumps())
    assert data["format"] == learn.MODEL_FORMAT and data["features"] == list(learn.FEATURES)
    assert data["training"]["sha256"] == learn.data_hash(prepared_train.questions)
    assert len(data["memory"]) == len(prepared_train.questions)
    # Cross-validation answers every training question once, from the other folds.
    assert len(report["answered"]) == len(prepared_train.questions)
    path = tmp_path / "model.json"
    path.write_text(model.dumps(), encoding="utf-8")
    loaded = learn.OptionModel.load(path)
    first = learn.answer_with(model, prepared_train)
    assert [a.scores for a in learn.answer_with(loaded, prepared_train)] == [
        a.scores for a in first
    ]
    assert all(0.0 < s < 1.0 for a in first for s in a.scores)
    data["format"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(learn.OptionModelError, match="model format 99"):
        learn.OptionModel.load(path)
    data["format"] = learn.MODEL_FORMAT
    data["features"] = data["features"][:-1]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(learn.OptionModelError, match="feature list differs"):
        learn.OptionModel.load(path)
    with pytest.raises(learn.OptionModelError, match="no such model file"):
        learn.OptionModel.load(tmp_path / "missing.json")


def test_answer_count_is_predicted_for_exams_that_allow_two(
    prepared_train: learn.Prepared,
) -> None:
    # The same questions, filed under an exam that allows two answers.
    relabelled = [
        mcqa.Question(**{**{f: getattr(q, f) for f in q.__dataclass_fields__}, "exam": "inm"})
        for q in prepared_train.questions
    ]
    prepared = learn.Prepared(
        relabelled,
        prepared_train.rows,
        prepared_train.graphs,
        prepared_train.base,
        prepared_train.sentences,
    )
    model, report = learn.train(prepared, grid=learn.GRID[:1])
    answered = learn.answer_with(model, prepared)
    assert all(len(a.predicted) == a.count for a in answered)
    evaluation = mcqa.Evaluation(learn.predictions(prepared, report["answered"]), {}, 0.0)
    data = evaluation.to_json()
    count = data["answer_count"]
    assert count["n"] == len(relabelled) and count["two_answers"] == 1
    assert count["accuracy"] == round(count["correct"] / count["n"], 4)
    assert "Answer count (exams allowing two)" in evaluation.to_text()


def test_mcnemar_counts_discordant_pairs() -> None:
    q = mcqa.Question("f", 1, "promovare", "muncii", "1", "?", ("a", "b", "c"), frozenset("A"))
    right, wrong = frozenset("A"), frozenset("B")
    items = [mcqa.Prediction(q, (), right, wrong)] * 6 + [mcqa.Prediction(q, (), wrong, right)]
    assert mcqa.mcnemar(items) == {"better": 6, "worse": 1, "p": 0.125}


@pytest.mark.slow
def test_mcqa_train_eval_answer_with_a_model_file(law_store: Store, tmp_path: Path) -> None:
    runner = CliRunner()
    db = tmp_path / "law.db"
    assert runner.invoke(cli, ["ingest", str(WORK), "--store", str(db)]).exit_code == 0
    model = tmp_path / "model.json"
    questions = tmp_path / "validation_set" / "promovare" / "inm_muncii.csv_validation.csv"
    questions.parent.mkdir(parents=True)
    with questions.open("w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(_rows(next(JURO.rglob("*.csv")))[:8])
    common = ["--store", str(db), "--depth", "0"]
    trained = runner.invoke(
        cli,
        ["mcqa", "train", *common, "--questions", str(TRAIN), "--model", str(model), "-f", "json"],
    )
    assert trained.exit_code == 0, trained.output
    cv = json.loads(trained.stdout)
    assert cv["overall"]["n"] == 20 and "mcnemar" in cv and "without_near_duplicates" in cv
    assert cv["parameters"]["chosen"] in [dict(g) for g in learn.GRID]
    assert json.loads(model.read_text("utf-8"))["training"]["questions"] == 20
    evaluated = runner.invoke(
        cli,
        ["mcqa", "eval", *common, "--questions", str(questions), "--model", str(model)],
    )
    assert evaluated.exit_code == 0, evaluated.output
    assert "Paired McNemar test against BM25" in evaluated.output
    assert re.search(r"Without the \d+ near-duplicates of remembered", evaluated.output)
    answered = runner.invoke(
        cli,
        [
            "mcqa", "answer", *common, "--model", str(model), "--subject", "muncii", "-f", "json",
            "Este interzis să presteze muncă de noapte:",
            "-o", "femeile gravide", "-o", "femeile care alăptează", "-o", "tinerii sub 18 ani",
        ],
    )  # fmt: skip
    assert answered.exit_code == 0, answered.output
    choices = json.loads(answered.output)["choices"]
    assert set(choices[0]["features"]) == set(learn.SHOWN)
    bad = runner.invoke(
        cli,
        ["mcqa", "eval", *common, "--questions", str(questions), "--model", str(tmp_path / "x")],
    )
    assert bad.exit_code == 3 and "no such model file" in bad.output


class _FakeLLM(http.server.BaseHTTPRequestHandler):
    """A stand-in OpenAI-compatible chat endpoint on 127.0.0.1 that answers "B"."""

    prompts: list[str] = []

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).prompts.append(body["messages"][-1]["content"])
        payload = json.dumps({"choices": [{"message": {"content": "Răspuns: B"}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        pass


def test_llm_prompt_carries_retrieval_and_option_evidence(
    law_store: Store, prepared_train: learn.Prepared
) -> None:
    from legalkg.asking import LLMConfig

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _FakeLLM)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    _FakeLLM.prompts = []
    try:
        config = LLMConfig(f"http://127.0.0.1:{server.server_address[1]}/v1", "fake", None)
        scorer = mcqa.Scorer(lambda d: index_for(law_store, d), store_runner(law_store))
        question = mcqa.read_questions(JURO)[0]
        model, _ = learn.train(prepared_train, grid=learn.GRID[:1])
        with_model = mcqa.answer_llm(scorer, question, config, model)
        without = mcqa.evaluate_llm(scorer, [question], config)
    finally:
        server.shutdown()
    assert with_model.predicted == {"B"} and without.predictions[0].predicted == {"B"}
    first, second = _FakeLLM.prompts
    for prompt in (first, second):
        assert "Articles:" in prompt and "COD MUNCII" in prompt  # the retrieval evidence
        assert prompt.count('Best supporting sentence: "[Articolul') == 3  # JSON-escaped data
        assert "option_absolute" in prompt
    assert "memory_right" in first and "0.0Learned" not in first
    assert first.count("Learned option score") == 3 and "Learned option score" not in second
    assert set(with_model.choices[0].features) == set(learn.SHOWN)


@pytest.mark.slow
def test_model_bytes_do_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    db = tmp_path / "law.db"
    assert CliRunner().invoke(cli, ["ingest", str(WORK), "--store", str(db)]).exit_code == 0
    written = []
    for seed in ("1", "2"):
        model = tmp_path / f"model-{seed}.json"
        args = ["mcqa", "train", "--store", str(db), "--depth", "0", "--questions", str(TRAIN)]
        done = subprocess.run(
            [sys.executable, "-m", "legalkg", *args, "--model", str(model)],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        written.append(model.read_bytes())
    assert written[0] == written[1]


def _graf_imports() -> dict[str, set[str]]:
    """legalkg.graf module → the legalkg.graf modules it imports (at any depth of its code,
    inside functions too; not under ``if TYPE_CHECKING:``)."""
    import ast

    package = Path(mcqa.__file__).parent
    names = {p.stem for p in package.glob("*.py")}
    out: dict[str, set[str]] = {}
    for path in sorted(package.glob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        skip = {
            id(child)
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for stmt in node.body
            for child in ast.walk(stmt)
        }
        found: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "legalkg.graf":
                    found |= {a.name for a in node.names if a.name in names}
                elif node.module.startswith("legalkg.graf."):
                    found.add(node.module.split(".")[2])
            elif isinstance(node, ast.Import):
                for a in node.names:
                    if a.name.startswith("legalkg.graf."):
                        found.add(a.name.split(".")[2])
        out[path.stem] = found - {path.stem}
    return out


def test_graf_modules_have_no_import_cycle() -> None:
    graph = _graf_imports()
    assert "rdf" in graph["model"] and "model" not in graph["rdf"]  # the cycle that was
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append([*trail[trail.index(nxt) :], nxt])
            elif nxt not in state:
                visit(nxt, [*trail, nxt])
        state[node] = 2

    for start in sorted(graph):
        if start not in state:
            visit(start, [start])
    assert cycles == []


def test_split_modules_keep_the_public_names() -> None:
    from legalkg.graf import evaluation, features, memory, optionmodel, questions, scoring

    assert mcqa.Question is questions.Question and mcqa.Scorer is scoring.Scorer
    assert mcqa.Evaluation is evaluation.Evaluation and learn.Memory is memory.Memory
    assert learn.Featurizer is features.Featurizer and learn.OptionModel is optionmodel.OptionModel
    for module in (mcqa, learn):
        assert all(hasattr(module, name) for name in module.__all__)


def test_read_questions_keeps_only_the_exams_asked_for(tmp_path: Path) -> None:
    rows = _rows(next(JURO.rglob("*.csv")))
    for exam, part in (("promovare", rows[:3]), ("inm", rows[3:5])):
        path = tmp_path / "test_set" / exam / "inm_muncii.csv_test.csv"
        path.parent.mkdir(parents=True)
        with path.open("w", encoding="utf-8", newline="") as f:
            csv.writer(f).writerows(part)
    assert len(mcqa.read_questions(tmp_path / "test_set")) == 5
    promotion = mcqa.read_questions(tmp_path / "test_set", subject="muncii", exam="promovare")
    assert [q.exam for q in promotion] == ["promovare"] * 3
    assert not any(q.allows_two for q in promotion)
    two = mcqa.read_questions(tmp_path / "test_set", exam="INM, inppa")
    assert len(two) == 2 and all(q.allows_two for q in two)
    with pytest.raises(mcqa.McqaError, match="no questions of exam 'inppa'.*Exams .*: inm, prom"):
        mcqa.read_questions(tmp_path / "test_set", exam="inppa")


def test_mcqa_eval_exam_option_default_model_and_lexical(tmp_path: Path) -> None:
    from legalkg.graf.optionmodel import DEFAULT_MODEL, default_model_path

    runner = CliRunner()
    db = tmp_path / "law.db"
    assert runner.invoke(cli, ["ingest", str(WORK), "--store", str(db)]).exit_code == 0
    folder = tmp_path / "test_set" / "promovare"
    folder.mkdir(parents=True)
    with (folder / "inm_muncii.csv_test.csv").open("w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(_rows(next(JURO.rglob("*.csv")))[:3])
    args = ["mcqa", "eval", "--store", str(db), "--depth", "0", "--questions", str(tmp_path)]
    args += ["--subject", "muncii", "--exam", "promovare", "-f", "json"]
    default = runner.invoke(cli, args)
    assert default.exit_code == 0, default.output
    data = json.loads(default.stdout)
    assert data["overall"]["n"] == 3 and data["parameters"]["exam"] == "promovare"
    assert default_model_path() == DEFAULT_MODEL  # the packaged model, loaded by default
    assert data["parameters"]["model"]["file"] == str(DEFAULT_MODEL)
    lexical = runner.invoke(cli, [*args, "--lexical"])
    assert lexical.exit_code == 0, lexical.output
    data = json.loads(lexical.stdout)
    assert "model" not in data["parameters"] and data["weights"] == mcqa.DEFAULT_WEIGHTS
    both = runner.invoke(cli, [*args, "--lexical", "--model", str(DEFAULT_MODEL)])
    assert both.exit_code == 2 and "not both" in both.output
    none = runner.invoke(cli, [*args[:-4], "--subject", "muncii", "--exam", "inppa"])
    assert none.exit_code == 3 and "no questions of exam 'inppa'" in none.output


def test_pairwise_ranker_prefers_the_option_that_is_right_within_its_question() -> None:
    import numpy as np

    from legalkg.graf.optionmodel import _fit_ranker, _ranker_predict

    pytest.importorskip("sklearn")
    rng = np.random.default_rng(0)
    x, y = [], []
    for _ in range(60):  # feature 0 is higher for the right option; feature 1 is noise
        base = rng.normal(size=2)
        right = int(rng.integers(3))
        for i in range(3):
            x.append(base + [1.0 if i == right else 0.0, rng.normal()])
            y.append(float(i == right))
    ranker = _fit_ranker(np.asarray(x), np.asarray(y), 1.0)
    assert ranker["coef"][0] > abs(ranker["coef"][1])
    p = _ranker_predict(ranker, np.asarray(x)).reshape(-1, 3)
    assert np.allclose(p.sum(axis=1), 1.0)
    assert (p.argmax(axis=1) == np.asarray(y).reshape(-1, 3).argmax(axis=1)).all()


def test_memory_recognises_a_repeat_renumbered_respaced_reaccented_and_reordered() -> None:
    original = mcqa.Question(
        "train_set/promovare/inm_muncii.csv_train.csv", 7, "promovare", "muncii", "16",
        "Este interzis să presteze muncă de noapte:",
        ("femeile gravide", "femeile care alăptează", "tinerii sub 18 ani."), frozenset("C"),
    )  # fmt: skip
    repeat = mcqa.Question(
        "test_set/promovare/inm_muncii.csv_test.csv", 3, "promovare", "muncii", "42",
        "Este  interzis sa presteze munca de noapte :",  # no diacritics, other spacing
        ("tinerii sub 18 ani", "femeile gravide", "femeile care alăptează"), frozenset("A"),
    )  # fmt: skip
    memory = learn.Memory([learn.MemoryItem.of(original)])
    assert memory.nearest(repeat) >= learn.NEAR_DUPLICATE
    features, _ = memory.features(repeat)
    right = [f["memory_right"] for f in features]
    assert right[0] > 0.9 and right[1] == right[2] == 0.0  # the right option, moved to A
    assert features[1]["memory_wrong"] > 0.9
