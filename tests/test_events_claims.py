"""Claims: what a complaint alleges, in the Clearinghouse coding, with evidence (issue 16).

The fixtures are the two complaints of tests/data/events (see its README); the coding they are
compared with is the Clearinghouse's, copied from cases.json (cases 6412 and 13193).
"""

from __future__ import annotations

import json
from pathlib import Path

import pyoxigraph as ox
import pytest

from legalkg.core.identifiers import Minter
from legalkg.engine.answers import answer_request
from legalkg.engine.planner import PlanError, request_from_json
from legalkg.events.claims import allegations, find_claims, squeezed, undouble
from legalkg.events.jsonio import dumps, graph_from_json
from legalkg.events.model import Sentence
from legalkg.events.pipeline import extract_file
from legalkg.events.rdf import graph_triples
from legalkg.events.segment import segment
from legalkg.ingest import ingest
from legalkg.norms.questions import parse_question
from legalkg.store.local import Store
from legalkg.validation.shacl import validate_triples

DATA = Path(__file__).resolve().parent / "data" / "events"
PMI = "case6412_doc20182"
SAL = "case13193_doc62893"
#: cases.json "issues" of case 6412, bases, areas and retaliation only
PMI_CODING = {
    "Discrimination Basis: Sex discrimination",
    "General/Misc.: Retaliation",
    "Discrimination Area: Disparate Treatment",
    "Discrimination Area: Harassment / Hostile Work Environment",
    "Discrimination Area: Discharge / Constructive Discharge / Layoff",
}


def _sentences(text: str) -> list[Sentence]:
    return segment(text)


def test_claims_of_a_fixture_match_its_coding_and_quote_the_text() -> None:
    text = (DATA / f"{PMI}.txt").read_text(encoding="utf-8")
    sentences = segment(text)
    by_id = {s.id: s for s in sentences}
    claims = find_claims(sentences)
    got = {c.label for c in claims if c.kind != "statute"}
    assert got == PMI_CODING
    assert [c.label for c in claims if c.kind == "statute"] == [
        "Title VII (including PDA), 42 U.S.C.  § 2000e"
    ]
    for c in claims:
        assert c.evidence
        for e in c.evidence:
            assert e.quote in by_id[e.sentence_id].text
            assert not e.quote[0].isdigit()  # the paragraph number is not quoted


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        (
            "7. Defendant refused to promote Lafayette to sales manager because of her race.",
            {"Discrimination Basis: Race discrimination", "Discrimination Area: Promotion"},
        ),
        (  # OCR-split words
            "8. Defendant subjected Ayon to sexual harassm ent and discharged her on the basiso f "
            "sex.",
            {
                "Discrimination Basis: Sex discrimination",
                "Discrimination Area: Harassment / Hostile Work Environment",
                "Discrimination Area: Discharge / Constructive Discharge / Layoff",
            },
        ),
        (  # a statute's list of traits is not a claim of each
            "9. Title VII forbids discrimination because of race, color, religion, sex or "
            "national origin.",
            set(),
        ),
        (  # fear of retaliation is not a reprisal; "emotional" is not a demotion
            "10. She did not complain for fear of retaliation and suffered emotional distress.",
            set(),
        ),
        (
            "11. Defendant denied Calhoon a reasonable accommodation of his disability.",
            {
                "Discrimination Basis: Disability (inc. reasonable accommodations)",
                "Discrimination Area: Accommodation / Leave",
            },
        ),
        (
            "12. Defendant fired Smith in retaliation for her complaint to the manager.",
            {
                "General/Misc.: Retaliation",
                "Discrimination Area: Discharge / Constructive Discharge / Layoff",
            },
        ),
        # issue 30: what limited precision (cases.json coding of cases 10826, 45155, 46953,
        # 43282, 9063, 5803, 6459; the sentences are shortened from those complaints)
        (  # what will or may happen, or is proposed, did not happen
            "13. At the expiration of this period, Boyd will lose her position and be demoted. "
            "14. On the fourth day his termination will be proposed. 15. The Legislature has "
            "the power to terminate them.",
            set(),
        ),
        (  # a class action's "others similarly situated" compares no treatment
            "16. Plaintiffs sue on behalf of themselves and all others similarly situated. "
            "17. They are in every respect similarly situated to the plaintiffs in the Potter "
            "case.",
            set(),
        ),
        (  # the name of a training is no harassment
            "18. She obtained the Hostile Environment Awareness Training certification.",
            set(),
        ),
        (  # a reassignment asked for is an accommodation, not a condition imposed
            "19. Frontier denied requests for temporary job reassignment from the flight "
            "attendants.",
            set(),
        ),
        (  # acts told only as the form the retaliation took are the retaliation
            "20. After reporting the incidents, she was subjected to retaliation in the form "
            "of being written-up and reassigned to the back tables.",
            {"General/Misc.: Retaliation"},
        ),
        (  # ... but told apart, they are areas
            "21. Management targeted her for write-ups and reprimanded her. 22. Defendant "
            "retaliated against her for complaining.",
            {"General/Misc.: Retaliation", "Discrimination Area: Discipline"},
        ),
        (  # conditions: overtime refused, work scrutinised, less favourable terms
            "23. These practices include refusing to permit Pincombe to work overtime. 24. He "
            "scrutinized their work more harshly than he did male employees.",
            {
                "Discrimination Area: Conditions of Employment (including assignment, "
                "transfer, hours, working conditions, etc.)"
            },
        ),
        (  # a promotion denied to a named person
            "25. Defendants denied Mr. Taylor a promotion to which he was entitled.",
            {"Discrimination Area: Promotion"},
        ),
        (  # a charge pending elsewhere, a claim kept back: not this complaint's
            "26. Ms. Luther has a charge of retaliation and race discrimination pending at the "
            "EEOC. 27. Ms. Everett does not assert her retaliation claims at this time.",
            set(),
        ),
    ],
)
def test_claim_cues(text: str, labels: set[str]) -> None:
    got = {c.label for c in find_claims(_sentences(text)) if c.kind != "statute"}
    assert got - {"Discrimination Area: Disparate Treatment"} == labels


def test_prayer_for_relief_states_no_claim() -> None:
    text = (
        "STATEMENT OF CLAIMS\n7. Defendant harassed Jones because of her sex.\n"
        "PRAYER FOR RELIEF\nA. Order Defendant to promote Jones and to stop racial harassment.\n"
        "COUNT II\n8. Defendant retaliated against Jones.\n"
    )
    got = {c.label for c in find_claims(_sentences(text))}
    assert "Discrimination Area: Promotion" not in got
    assert "Discrimination Basis: Race discrimination" not in got
    assert "General/Misc.: Retaliation" in got  # a new count ends the prayer
    assert all(not squeezed(s.text).has("promot") for s, _ in allegations(_sentences(text)))


def test_doubled_ocr_text_reads_once() -> None:
    assert undouble("oonn  tthhee  bbaassiiss  ooff  sseexx") == "on the basis of sex"
    text = "7. DDeeffeennddaanntt  hhaarraasssseedd  HHooddggee  bbeeccaauussee  ooff  sseexx.."
    assert "Discrimination Basis: Sex discrimination" in {
        c.label for c in find_claims(_sentences(text))
    }


def test_claims_round_trip_rdf_shapes_and_request(tmp_path: Path) -> None:
    extraction = extract_file(DATA / f"{PMI}.txt")
    graph = extraction.graph
    assert {c.label for c in graph.claims} >= PMI_CODING
    # JSON round trip
    again = graph_from_json(json.loads(dumps(graph)), "x.json")
    assert again.claims == graph.claims
    # RDF validates; a claim without a kind does not
    _, triples = graph_triples(graph, Minter())
    assert validate_triples(triples).conforms
    kind = ox.NamedNode("https://w3id.org/legalkg#claimKind")
    broken = [t for t in triples if t.predicate != kind]
    report = validate_triples(broken)
    assert not report.conforms and "lkg:claimKind" in report.to_text()
    # the request and its question form
    path = tmp_path / f"{PMI}.json"
    path.write_text(dumps(graph), encoding="utf-8")
    store = Store()
    ingest([path], store=store)
    answer = answer_request(request_from_json({"type": "claims", "complaint": PMI}), store)
    claims = answer.result["claims"]
    assert {c["label"] for c in claims} >= PMI_CODING
    assert [c["kind"] for c in claims] == sorted(
        (c["kind"] for c in claims), key=("basis", "area", "retaliation", "statute").index
    )
    text = (DATA / f"{PMI}.txt").read_text(encoding="utf-8")
    for c in claims:
        assert c["evidence"] and all(e["quote"] in text for e in c["evidence"])
    assert "Sex discrimination" in answer.answer and answer.citations
    question = parse_question(f"What does {PMI} allege?")
    assert question.type == "claims"
    with pytest.raises(PlanError, match="no complaint named"):
        answer_request(request_from_json({"type": "claims", "complaint": "nope"}), store)
    with pytest.raises(PlanError, match="missing 'complaint'"):
        request_from_json({"type": "claims"}).check()


def test_claims_on_the_published_complaint_page(tmp_path: Path) -> None:
    from legalkg.publish import publish

    graph = extract_file(DATA / f"{PMI}.txt").graph
    path = tmp_path / f"{PMI}.json"
    path.write_text(dumps(graph), encoding="utf-8")
    store = Store()
    ingest([path], store=store)
    out = tmp_path / "site"
    publish(store, "https://example.org/", out)
    page = (out / "complaint" / PMI / "index.html").read_text("utf-8")
    assert "What the complaint alleges" in page
    assert 'href="claim/general-misc-retaliation/index.html">General/Misc.: Retaliation</a>' in page
    claim = (
        out / "complaint" / PMI / "claim" / "general-misc-retaliation" / "index.html"
    ).read_text("utf-8")
    assert '<span class="claimkind">retaliation</span>' in claim
    assert 'href="../../index.html#s60">s60</a>' in claim


def test_every_gold_graph_loads_and_conforms() -> None:
    from legalkg.events.jsonio import load_graph

    golds = sorted(DATA.glob("*.gold.json"))
    assert len(golds) >= 8
    for path in golds:
        graph = load_graph(path)
        text = (DATA / f"{graph.id}.txt").read_text(encoding="utf-8")
        for e in graph.events:
            assert all(x.quote in text for x in e.evidence)
    result = ingest(golds, store=Store())
    assert result.report is not None and result.report.conforms
