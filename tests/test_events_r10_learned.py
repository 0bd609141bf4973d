"""Issue 30, tenth round: the learned act finder and typer (:mod:`legalkg.events.learned`).

The shipped weights load and score with numpy alone; the layers do what they say on graphs
and sentences written for these tests (in other words than any complaint's); the pipeline
stays deterministic and its quotes exact; the training entry point regenerates the shipped
file byte for byte (slow: it runs the rules on every gold complaint)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from legalkg.events import learned
from legalkg.events.model import (
    ComplaintGraph,
    Entity,
    Event,
    Evidence,
    Participant,
    Relation,
    Sentence,
)
from legalkg.events.pipeline import extract_text

ROOT = Path(__file__).resolve().parents[1]

STORY = (
    "STATEMENT OF FACTS\n"
    "1. Ms. Petra Lind worked as a dispatcher for Harbor Freightways LLC from 2016.\n"
    "2. On April 9, 2021, Ms. Lind told the terminal manager, Owen Marsh, that a driver had "
    "pinned her against a loading door.\n"
    "3. On April 30, 2021, Harbor Freightways LLC discharged Ms. Lind.\n"
    "4. Defendant's conduct was malicious and undertaken with reckless indifference to the "
    "federally protected rights of Ms. Lind.\n"
)


def _sentence(sid: str, text: str, at: int, fact: float = 0.8) -> Sentence:
    return Sentence(sid, at, at + len(text), text, fact)


# ------------------------------------------------------------------------------------------
# the shipped model: loads, scores with numpy alone


def test_shipped_model_loads_and_scores_with_numpy_only() -> None:
    code = (
        "import sys\n"
        "from legalkg.events import learned\n"
        "m = learned._default()\n"
        "f = learned.sentence_features('The foreman suspended the welder for a week.', "
        "'facts', ())\n"
        "p = learned.probabilities(m, [f])[0]\n"
        "assert 0.0 <= p['act'] <= 1.0, p\n"
        "assert 'sklearn' not in sys.modules and 'scipy' not in sys.modules\n"
        "print(len(m['classes']))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert int(out.stdout.strip()) >= 10


def test_shipped_model_is_small_and_typed() -> None:
    m = learned._default()
    assert m["kind"] == learned.MODEL_KIND and m["format"] == learned.MODEL_FORMAT
    assert learned.ANY in m["classes"]
    assert {"termination", "complaint", "communication"} <= set(m["classes"])
    assert learned.DEFAULT_MODEL.stat().st_size < 1_500_000


def test_an_act_told_outranks_the_law_s_words() -> None:
    """A narrative firing told by a party, in the past, with its day, against a sentence of
    the complaint's legal voice (no act)."""
    m = learned._default()
    act = learned.sentence_features(
        "On June 2, 2020, the warehouse supervisor fired the forklift operator.",
        "facts",
        ("termination",),
    )
    law = learned.sentence_features(
        "The practices complained of above were done with malice and reckless indifference.",
        "count",
        (),
    )
    pa, pl = learned.probabilities(m, [act, law])
    assert pa["act"] > 0.5 > pl["act"]
    assert pa["termination"] > pl["termination"]


# ------------------------------------------------------------------------------------------
# the layers, on a graph and a toy model written for the test


def _toy_graph() -> ComplaintGraph:
    s1 = "The shift lead reassigned Ms. Vale to the night crew."
    s2 = "Such conduct is unlawful under the statute."
    s3 = "On March 3, 2022, the shift lead mocked Ms. Vale in front of the crew."
    sents = (
        _sentence("s1", s1, 0),
        _sentence("s2", s2, len(s1) + 1),
        _sentence("s3", s3, len(s1) + len(s2) + 2),
    )
    ents = (
        Entity("lead", "the shift lead", "person"),
        Entity("vale", "Ms. Vale", "person", legal_roles=("plaintiff",)),
    )
    events = (
        Event("e1", "reassigned", "communication", (Evidence("s1", "reassigned Ms. Vale"),), 0.6),
        Event("e2", "unlawful", "unlawful-practice", (Evidence("s2", "Such conduct"),), 0.5),
    )
    rel = (Relation("r1", "BEFORE", "e1", "e2", (Evidence("s1", "reassigned"),), 0.5),)
    return ComplaintGraph("toy", sents, ents, events, rel)


def _toy_model() -> dict[str, object]:
    """'reassign' means an adverse action; 'unlawful' means no act; 'mock' a harassment."""

    def cls(b: float, **w: float) -> dict[str, object]:
        return {"intercept": b, "weights": {k.replace("_", "="): v for k, v in w.items()}}

    return {
        "kind": learned.MODEL_KIND,
        "format": learned.MODEL_FORMAT,
        "rules": True,
        "classes": {
            "act": cls(0.0, w_reassign=3.0, w_mock=3.0, w_unlawful=-6.0),
            "adverse-action": cls(-2.0, w_reassign=5.0),
            "communication": cls(-2.0),
            "harassment": cls(-2.0, w_mock=5.0),
            "unlawful-practice": cls(-4.0),
        },
    }


def test_drop_removes_a_rule_event_the_model_calls_no_act_and_its_relations() -> None:
    g = learned.apply_model(_toy_graph(), None, _toy_model(), ("drop",))
    assert [e.id for e in g.events] == ["e1"]
    assert g.relations == ()


def test_retype_gives_the_model_s_type() -> None:
    g = learned.apply_model(_toy_graph(), None, _toy_model(), ("retype",))
    assert [e.type for e in g.events] == ["adverse-action", "unlawful-practice"]


def test_add_reads_an_unread_fact_sentence_with_its_date_and_subject() -> None:
    g = learned.apply_model(_toy_graph(), None, _toy_model(), ("add",), {"add_type": 0.5})
    added = [e for e in g.events if e.id.startswith("learned-")]
    assert len(added) == 1
    e = added[0]
    assert e.type == "harassment"
    assert e.evidence[0].quote == g.sentences[2].text  # the exact sentence
    assert e.date is not None and e.date.value == "2022-03-03"
    assert [(p.entity, p.role) for p in e.participants] == [("lead", "agent"), ("vale", "patient")]


def test_no_layer_no_change() -> None:
    g = _toy_graph()
    assert learned.apply_model(g, None, _toy_model(), ()) == g


# ------------------------------------------------------------------------------------------
# the pipeline with the shipped layers


def test_pipeline_is_deterministic_and_quotes_are_exact() -> None:
    a = extract_text(STORY, name="story").graph
    b = extract_text(STORY, name="story").graph
    assert a == b
    by = {s.id: s.text for s in a.sentences}
    for e in a.events:
        for x in e.evidence:
            assert x.quote in by[x.sentence_id]
    assert {"termination"} <= {e.type for e in a.events}


def test_pipeline_without_the_layer_differs_only_by_it() -> None:
    a = extract_text(STORY, name="story", learned=False).graph
    b = extract_text(STORY, name="story").graph
    assert {e.id for e in b.events} <= {e.id for e in a.events}
    assert a.sentences == b.sentences


def test_training_rows_label_sentences_by_overlap() -> None:
    g = _toy_graph()
    gold = ComplaintGraph(
        "toy",
        g.sentences,
        g.entities,
        (
            Event(
                "g1",
                "mocked",
                "harassment",
                (Evidence("s3", "mocked"),),
                1.0,
                (Participant("lead", "agent"),),
            ),
        ),
    )
    assert learned.gold_labels(g.sentences, gold) == [set(), set(), {"harassment"}]


@pytest.mark.slow
def test_training_entry_point_reproduces_the_shipped_file(tmp_path: Path) -> None:
    # in the test's own process (no stripped environment) and from the rules run afresh on
    # every gold complaint: no cached graph of an earlier version of the rules
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import events_cv  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    out = tmp_path / "model.json"
    events_cv.train_shipped(out, cached=False)
    assert out.read_bytes() == learned.DEFAULT_MODEL.read_bytes(), (
        "the shipped model is not what this version's rules train: run `python"
        " benchmarks/events_cv.py --train` and commit legalkg/events/models/learned-acts.json"
    )


def test_the_layer_s_drops_are_reported_and_the_cli_can_leave_it_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the act model drops is listed in the report (stage "learned"), one entry per
    event the rules read and the model removed; `--no-learned` keeps the rules' graph. The
    drop threshold is raised above any probability so that the layer drops every event."""
    monkeypatch.setitem(learned.PARAMS, "drop", 1.01)
    text = (
        "1. Plaintiff Rosa Vega worked as a welder for Defendant Harbor Metals Inc.\n"
        "2. On March 3, 2021, the plant manager fired Ms. Vega.\n"
    )
    with_layer = extract_text(text, name="vega")
    without = extract_text(text, name="vega", learned=False)
    assert without.graph.events and not with_layer.graph.events
    listed = [d for d in with_layer.report["dropped"] if d.get("stage") == "learned"]
    assert sorted(d["event"] for d in listed) == sorted(e.id for e in without.graph.events)
    assert not [d for d in without.report["dropped"] if d.get("stage") == "learned"]
    by = {s.id: s.text for s in without.graph.sentences}
    assert all(d["quote"] in by[d["sentence"]] for d in listed)

    from click.testing import CliRunner

    from legalkg.cli import cli

    src = tmp_path / "vega.txt"
    src.write_text(text, encoding="utf-8")
    for flag, want in (("--learned", with_layer), ("--no-learned", without)):
        out = tmp_path / f"{flag}.json"
        run = CliRunner().invoke(cli, ["events", "extract", flag, str(src), "-o", str(out)])
        assert run.exit_code == 0, run.output
        got = json.loads(out.read_text(encoding="utf-8"))
        assert sorted(e["id"] for e in got["events"]) == sorted(e.id for e in want.graph.events)
