"""The rules extractor against the gold event graphs and the Clearinghouse coding (issue 16).

python benchmarks/events.py [--timings] [--unseen] [--unseen3] ... [--unseen10] [--unseen11]
python benchmarks/events.py --questions [--part=NAME] | --questions6 | ... | --questions11
python benchmarks/events.py --questions-file=NAME  (a file of questions in tests/data/events)

Per gold complaint (tests/data/events/*.gold.json) and overall (sums over complaints):

- events P/R: an extracted event matches a gold event of the same type citing an overlapping
  sentence (each gold event matched at most once);
- dates: of the gold events whose own evidence sentence states their date (the gold date
  text is in it), the share whose matched event has the same first day (``date``);
- participants P/R: over matched events, an extracted participant matches a gold one when
  their entities share a name or alias (folded), whatever the role;
- relations P/R: same type, and source and target cite sentences of the gold source and
  target (A AFTER B and B BEFORE A are the same relation);
- claims: micro-F1 of the ``claims`` (bases, areas, retaliation) of every complaint of
  cases.json against its case's Clearinghouse ``issues``, for the complaints whose rules were
  written while looking at them (dev) and for the cases kept unseen (held out), and per case
  (the union of its complaints' claims).

Gold complaints and cases in HELD_OUT were not looked at while the rules were written; their
scores are given apart. With --timings, the pipeline and SHACL timings of the 30 complaints.
"""

from __future__ import annotations

import json
import re
import sys
import time
from pathlib import Path
from typing import Any

from legalkg.events.claims import coded_label, find_claims
from legalkg.events.jsonio import load_graph
from legalkg.events.model import ComplaintGraph, Entity, Event
from legalkg.events.pipeline import extract_file
from legalkg.events.segment import segment

HERE = Path(__file__).resolve().parents[1] / "tests" / "data" / "events"
SHARED = Path(__file__).resolve().parents[1] / ".." / "shared"
if not SHARED.exists():
    SHARED = Path("/work/shared")
CLEARINGHOUSE = SHARED / "data" / "us-employment-complaints-clearinghouse"
DATA = CLEARINGHOUSE / "complaints"

#: gold complaints written after the rules of issue 16, never used to change them
HELD_OUT_GOLD = {"case9030_doc18110", "case6459_doc19850"}
#: gold complaints picked with a seed for issue 30 (tests/data/events/author_gold_unseen.py),
#: written before the rules changed and never looked at while they were written
UNSEEN_GOLD = {"case9293_doc15608", "case6422_doc20633", "case5803_doc16116"}
#: cases whose complaints and coding were not looked at while the claim rules were written
HELD_OUT_CASES = {6436, 9039, 6459, 43922, 6263}
#: gold complaints picked with a seed for issue 30's second round
#: (tests/data/events/author_gold_unseen2.py), written before that round changed a rule; the
#: extractor is run on them only with --unseen (at the end of the round)
UNSEEN2_GOLD = {"case6408_doc20015", "case45155_doc158967", "case6436_doc19491"}
#: gold complaints of issue 30's third round (tests/data/events/author_gold_unseen3.py), chosen
#: by a stated rule and written before that round changed a rule; the extractor is run on them
#: only with --unseen3 (once, at the end of the round)
UNSEEN3_GOLD = {"case6412_doc20192", "case9063_doc26887"}
#: gold complaints of issue 30's fourth round (tests/data/events/author_gold_unseen4.py), chosen
#: by a stated rule and written before that round changed a rule; the extractor's graphs of
#: them are scored only with --unseen4 (once, at the end of the round)
UNSEEN4_GOLD = {"case6263_doc18307", "case9039_doc19886"}
#: gold complaints of issue 30's fifth round (tests/data/events/author_gold_unseen5.py), chosen
#: by a stated rule and written before that round changed a rule; the extractor's graphs of
#: them are scored only with --unseen5 (once, at the end of the round)
UNSEEN5_GOLD = {"case9039_doc19887", "case9063_doc26885"}
#: gold complaints of issue 30's sixth round (tests/data/events/author_gold_unseen6.py), the two
#: shortest complaints over 30 KB without a gold, written before that round changed a rule; the
#: extractor is run on them only with --unseen6 (once, at the end of the round)
UNSEEN6_GOLD = {"case46953_doc163090", "case43922_doc136792"}
#: gold complaints of issue 30's seventh round (tests/data/events/author_gold_unseen7.py): the
#: two complaints of the shared folder no gold had been written for, long ones; written before
#: that round changed a rule; the extractor is run on them only with --unseen7
UNSEEN7_GOLD = {"case10826_doc144463", "case43282_doc130963"}
#: the eighth round's held-out complaints, from outside the shared folder: employment stories
#: of the same Clearinghouse source filed under other case types (an ADA suit against a city,
#: a coach's Title IX retaliation suit, the United States against a State's statute)
UNSEEN8_GOLD = {"case12920_doc52594", "case11752_doc39052", "case15345_doc82299"}
#: the ninth round's held-out complaints, the same source and case types' rule: federal
#: employees' suits of 2025 (attorneys reassigned out of HUD's fair-housing office; probationary
#: employees fired en masse whose complaints the Office of Special Counsel closed)
UNSEEN9_GOLD = {"case46979_doc163303", "case46940_doc163029"}
#: the tenth round's held-out complaints, the same source and rule, no complaint of the list
#: telling one employee's story: the first two whose facts tell employment acts of named people
#: (a humanities agency's chair told to resign and its staff put on leave; photojournalists at
#: work struck by a police sound cannon)
UNSEEN10_GOLD = {"case46602_doc160306", "case18113_doc111837"}
#: the eleventh round's held-out complaints, the same source and rule, ten candidates: prisoners
#: paid the minimum wage for work a federal program says earns the prevailing wage; people whose
#: driver's licences the DMV suspends for traffic debt, their work lost with them
UNSEEN11_GOLD = {"case45944_doc154484", "case16799_doc100073"}


def _spans(g: ComplaintGraph, e: Event) -> set[tuple[int, int]]:
    by = {s.id: s for s in g.sentences}
    return {(by[x.sentence_id].start, by[x.sentence_id].end) for x in e.evidence}


def _overlap(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> bool:
    return any(x < d and c < y for x, y in a for c, d in b)


def _names(e: Entity) -> set[str]:
    out = set()
    for n in (e.name, *e.aliases):
        folded = " ".join(re.sub(r"[^a-z0-9 ]+", " ", n.casefold()).split())
        folded = re.sub(r"^(?:the|mr|ms|mrs|dr|miss) ", "", folded)
        if folded:
            out.add(folded)
            if e.kind == "person":
                out.add(folded.split()[-1])
    return out


def match_events(gold: ComplaintGraph, got: ComplaintGraph) -> dict[str, str]:
    """Gold event id → extracted event id (same type, overlapping evidence sentence)."""
    match: dict[str, str] = {}
    used: set[str] = set()
    for g in gold.events:
        for e in got.events:
            if e.id in used or g.type != e.type:
                continue
            if _overlap(_spans(gold, g), _spans(got, e)):
                match[g.id] = e.id
                used.add(e.id)
                break
    return match


def score(gold: ComplaintGraph, got: ComplaintGraph) -> dict[str, tuple[int, int, int]]:
    """(true positives, extracted, gold) per measure; dates as (right, -, stated)."""
    match = match_events(gold, got)
    out: dict[str, tuple[int, int, int]] = {
        "events": (len(match), len(got.events), len(gold.events))
    }
    by_gold = {e.id: e for e in gold.events}
    by_got = {e.id: e for e in got.events}
    gsent = {s.id: s.text for s in gold.sentences}
    stated = right = 0
    for g in gold.events:
        if g.date is None or not g.date.text:
            continue
        flat = " ".join(g.date.text.split()).casefold()
        if not any(flat in " ".join(gsent[x.sentence_id].split()).casefold() for x in g.evidence):
            continue
        stated += 1
        e = by_got.get(match.get(g.id, ""))
        if e is not None and e.date is not None and e.date.value == g.date.value:
            right += 1
    out["dates"] = (right, stated, stated)
    gents = {e.id: _names(e) for e in gold.entities}
    xents = {e.id: _names(e) for e in got.entities}
    tp = n_got = n_gold = 0
    for gid, xid in match.items():
        gp = [p.entity for p in by_gold[gid].participants]
        xp = [p.entity for p in by_got[xid].participants]
        n_got += len(xp)
        n_gold += len(gp)
        free = list(gp)
        for x in xp:
            hit = next((g for g in free if gents.get(g, set()) & xents.get(x, set())), None)
            if hit is not None:
                free.remove(hit)
                tp += 1
    out["participants"] = (tp, n_got, n_gold)
    gold_ev = {e.id: _spans(gold, e) for e in gold.events}
    got_ev = {e.id: _spans(got, e) for e in got.events}

    def same(g: Any, r: Any) -> bool:
        if g.type == r.type:
            ends = (r.source, r.target)
        elif {g.type, r.type} == {"BEFORE", "AFTER"}:  # A AFTER B is B BEFORE A
            ends = (r.target, r.source)
        else:
            return False
        return _overlap(gold_ev[g.source], got_ev[ends[0]]) and _overlap(
            gold_ev[g.target], got_ev[ends[1]]
        )

    found = sum(1 for r in got.relations if any(same(g, r) for g in gold.relations))
    recalled = sum(1 for g in gold.relations if any(same(g, r) for r in got.relations))
    # relations: P from the extracted side, R from the gold side
    out["relations_p"] = (found, len(got.relations), 0)
    out["relations_r"] = (recalled, 0, len(gold.relations))
    return out


def _ratio(a: int, b: int) -> str:
    return f"{a / b:.2f}" if b else "  - "


def _line(name: str, s: dict[str, tuple[int, int, int]]) -> str:
    e, d, p = s["events"], s["dates"], s["participants"]
    rp, rr = s["relations_p"], s["relations_r"]
    return (
        f"{name:24} events P {_ratio(e[0], e[1])} R {_ratio(e[0], e[2])} "
        f"F1 {_ratio(2 * e[0], e[1] + e[2])} ({e[1]} vs {e[2]}) | "
        f"dates {_ratio(d[0], d[2])} ({d[0]}/{d[2]}) | participants P {_ratio(p[0], p[1])} "
        f"R {_ratio(p[0], p[2])} | relations P {_ratio(rp[0], rp[1])} R {_ratio(rr[0], rr[2])} "
        f"({rp[1]} vs {rr[2]})"
    )


def _add(total: dict[str, list[int]], s: dict[str, tuple[int, int, int]]) -> None:
    for k, v in s.items():
        t = total.setdefault(k, [0, 0, 0])
        for i in range(3):
            t[i] += v[i]


#: the parts gold complaints are scored in, in report order: (part, the gold complaints, the
#: flag without which the extractor is not run on them, the legend's mark and text); a gold
#: complaint in none of the sets is "seen" (the rules were written while looking at it)
PARTS: list[tuple[str, set[str], str | None, str, str]] = [
    (
        "held out",
        HELD_OUT_GOLD,
        None,
        "*",
        "gold written after the rules of issue 16, never used to change them",
    ),
    (
        "unseen",
        UNSEEN_GOLD,
        None,
        "**",
        "picked with a seed for issue 30, gold written before the rules changed",
    ),
    (
        "unseen2",
        UNSEEN2_GOLD,
        "--unseen",
        "***",
        "picked with a seed for issue 30's second round, run only with --unseen",
    ),
    (
        "unseen3",
        UNSEEN3_GOLD,
        "--unseen3",
        "****",
        "chosen by a stated rule for the third round, run only with --unseen3",
    ),
    (
        "unseen4",
        UNSEEN4_GOLD,
        "--unseen4",
        "*****",
        "chosen by a stated rule for the fourth round, run only with --unseen4",
    ),
    (
        "unseen5",
        UNSEEN5_GOLD,
        "--unseen5",
        "******",
        "chosen by a stated rule for the fifth round, run only with --unseen5",
    ),
    (
        "unseen6",
        UNSEEN6_GOLD,
        "--unseen6",
        "*******",
        "the two shortest complaints over 30 KB, run only with --unseen6",
    ),
    (
        "unseen7",
        UNSEEN7_GOLD,
        "--unseen7",
        "********",
        "the two complaints of the shared folder left without a gold, run only with --unseen7",
    ),
    (
        "unseen8",
        UNSEEN8_GOLD,
        "--unseen8",
        "*********",
        "employment complaints of other Clearinghouse case types, run only with --unseen8",
    ),
    (
        "unseen9",
        UNSEEN9_GOLD,
        "--unseen9",
        "**********",
        "federal employees' suits of 2025 (other case types), run only with --unseen9",
    ),
    (
        "unseen10",
        UNSEEN10_GOLD,
        "--unseen10",
        "***********",
        "an agency dismantled and a protest policed (other case types), run only with --unseen10",
    ),
    (
        "unseen11",
        UNSEEN11_GOLD,
        "--unseen11",
        "************",
        "prisoners' wages and licences suspended for debt (other case types), run only with"
        " --unseen11",
    ),
]


def gold_report() -> None:
    totals: dict[str, dict[str, list[int]]] = {"seen": {}}
    totals.update({part: {} for part, *_ in PARTS})
    totals["all"] = {}
    for gold_path in sorted(HERE.glob("*.gold.json")):
        gold = load_graph(gold_path)
        part, mark, flag = "seen", "", None
        for name, ids, needs, star, _ in PARTS:
            if gold.id in ids:
                part, mark, flag = name, " " + star, needs
                break
        if flag is not None and flag not in sys.argv:
            continue
        got = extract_file(HERE / f"{gold.id}.txt").graph
        s = score(gold, got)
        print(_line(gold.id + mark, s))
        _add(totals[part], s)
        _add(totals["all"], s)
    for part, t in totals.items():
        if t:
            print(_line(f"overall ({part})", {k: (v[0], v[1], v[2]) for k, v in t.items()}))
    for i, (name, _, _, star, legend) in enumerate(PARTS):
        opening, closing = "(" if i == 0 else " ", ")" if i == len(PARTS) - 1 else ";"
        print(f"{opening}{star} {name}: {legend}{closing}")


def claims_report() -> None:
    cases = json.loads((CLEARINGHOUSE / "cases.json").read_text(encoding="utf-8"))
    counts = {k: [0, 0, 0] for k in ("dev", "held out", "all", "cases")}
    for case in cases:
        coded = {i for i in case["issues"] if coded_label(i)}
        part = "held out" if case["id"] in HELD_OUT_CASES else "dev"
        union: set[str] = set()
        for doc in case["documents"]:
            if not doc.get("text_file"):
                continue
            text = (CLEARINGHOUSE / doc["text_file"]).read_text(encoding="utf-8")
            got = {c.label for c in find_claims(segment(text)) if c.kind != "statute"}
            union |= got
            tp, fp, fn = len(got & coded), len(got - coded), len(coded - got)
            for k in (part, "all"):
                counts[k][0] += tp
                counts[k][1] += fp
                counts[k][2] += fn
            name = Path(doc["text_file"]).stem
            print(
                f"{name:24} {'held out' if part == 'held out' else 'dev':8} F1 "
                f"{2 * tp / (2 * tp + fp + fn) if tp + fp + fn else 1:.2f}"
                f"  extra {sorted(x.split(': ', 1)[1][:30] for x in got - coded)}"
                f"  missed {sorted(x.split(': ', 1)[1][:30] for x in coded - got)}"
            )
        counts["cases"][0] += len(union & coded)
        counts["cases"][1] += len(union - coded)
        counts["cases"][2] += len(coded - union)
    for k, (tp, fp, fn) in counts.items():
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        what = "per case (union of its complaints)" if k == "cases" else f"complaints, {k}"
        print(f"claims micro P {p:.3f} R {r:.3f} F1 {f:.3f}  [{what}]")


def timings() -> None:
    files = sorted(DATA.glob("*.txt"))
    t = time.perf_counter()
    graphs = [extract_file(f).graph for f in files]
    total = time.perf_counter() - t
    print(
        f"rules pipeline: {len(files)} complaints in {total:.1f} s "
        f"({total / len(files):.2f} s each); events {sum(len(g.events) for g in graphs)}, "
        f"dated {sum(1 for g in graphs for e in g.events if e.date)}, relations "
        f"{sum(len(g.relations) for g in graphs)}, complaints without relations "
        f"{sum(1 for g in graphs if not g.relations)}"
    )
    shacl(graphs)


def shacl(graphs: list[ComplaintGraph]) -> None:
    """pyshacl-turbo vs pySHACL on the 30 extracted graphs, and the norms graph's validation
    time with and without the event shapes (the event shapes must not slow it down)."""
    from legalkg.core.identifiers import Minter
    from legalkg.core.resources import data_files
    from legalkg.events.rdf import graph_triples
    from legalkg.ingest import example_path, ingest
    from legalkg.store.local import Store
    from legalkg.validation.shacl import validate_store, validate_triples

    triples = [t for g in graphs for t in graph_triples(g, Minter())[1]]
    times = {}
    for engine in ("turbo", "pyshacl"):
        t = time.perf_counter()
        report = validate_triples(triples, engine=engine)
        times[engine] = time.perf_counter() - t
        assert report.conforms, report.to_text()[:500]
    print(
        f"SHACL on {len(triples)} event triples: turbo {times['turbo']:.2f} s, pySHACL "
        f"{times['pyshacl']:.2f} s (turbo {times['pyshacl'] / times['turbo']:.1f}x faster)"
    )
    store = Store()
    ingest([example_path("br-constitution")], store=store, validate=False)
    norms = [p for p in data_files("shapes") if p.name == "norms.ttl"]
    t = time.perf_counter()
    validate_store(store, shapes=norms)
    alone = time.perf_counter() - t
    t = time.perf_counter()
    validate_store(store)
    every = time.perf_counter() - t
    print(
        f"constitution (turbo): norms shapes only {alone:.2f} s, all shapes {every:.2f} s "
        f"(ratio {every / alone:.2f})"
    )


def questions_report(
    on_gold: bool = False, parts: set[str] | None = None, spec_name: str = "questions.json"
) -> None:
    """The plain-English questions of tests/data/events/questions.json, asked of the graph the
    rules extract (ingested into a store), or with ``on_gold`` of the gold graph itself (the
    questions measured apart from extraction): right when the answer reaches every expected gold
    event (by an overlapping sentence) or refuses when it should; an answer that gives an
    event the gold puts before the asked one, to "what happened after", contradicts the order.
    """
    from legalkg.engine.answers import answer_request
    from legalkg.events.questions import parse_event_question
    from legalkg.ingest import ingest
    from legalkg.store.local import Store

    spec = json.loads((HERE / spec_name).read_text(encoding="utf-8"))
    store = Store()
    asked = [q for q in spec["questions"] if parts is None or q["part"] in parts]
    with_gold = {q["complaint"] for q in asked if (HERE / f"{q['complaint']}.gold.json").exists()}
    if on_gold:  # questions on complaints without a gold graph are asked of extractions only
        asked = [q for q in asked if q["complaint"] in with_gold]
    stems = sorted({q["complaint"] for q in asked})
    if on_gold:
        ingest([HERE / f"{s}.gold.json" for s in stems], store=store, validate=False)
    else:
        texts = [
            HERE / f"{s}.txt" if (HERE / f"{s}.txt").exists() else DATA / f"{s}.txt" for s in stems
        ]
        ingest(texts, store=store, validate=False)
    golds = {s: load_graph(HERE / f"{s}.gold.json") for s in stems if s in with_gold}
    tally: dict[str, list[int]] = {}
    for q in asked:
        gold = golds.get(q["complaint"])
        spans = {e.id: _spans(gold, e) for e in gold.events} if gold else {}
        sent = {x.id: (x.start, x.end) for x in gold.sentences} if gold else {}
        # the complaint is named in the question, as a user of `legalkg ask` names it
        request = parse_event_question(f"{q['q'].rstrip('?')} in {q['complaint']}?", None)
        result: dict[str, Any] = {}
        text = ""
        if request is not None:
            try:
                done = answer_request(request, store)
                result, text = done.result, done.answer
            except Exception as e:  # a refusal of the planner  # noqa: BLE001
                result = {"refused": str(e)}
        refused = request is None or bool(result.get("refused")) or not result
        answered = [*result.get("events", []), *([result["event"]] if result.get("event") else [])]
        got_spans = [
            {sent[x["sentence_id"]] for x in e["evidence"] if x["sentence_id"] in sent}
            for e in result.get("events", [])
        ]
        all_spans = [
            {sent[x["sentence_id"]] for x in e["evidence"] if x["sentence_id"] in sent}
            for e in answered
        ]
        # questions without a gold graph: the sentence ids the answer must cite
        cited_all = [{x["sentence_id"] for x in e["evidence"]} for e in answered]
        cited_listed = [{x["sentence_id"] for x in e["evidence"]} for e in result.get("events", [])]
        if q.get("refuse"):
            right = refused
        else:
            right = (
                not refused
                and all(any(_overlap(spans[g], x) for x in all_spans) for g in q["expect"])
                and all(any(set(g) & x for x in cited_all) for g in q.get("sentences", []))
                and all(any(set(g) & x for x in cited_listed) for g in q.get("listed", []))
                and q.get("text", "") in text
            )
        contradicts = any(
            any(_overlap(spans[g], x) for x in got_spans) for g in q.get("not_before", [])
        )
        right = right and not contradicts
        t = tally.setdefault(q["part"], [0, 0, 0])
        t[0] += right
        t[1] += 1
        t[2] += contradicts
        print(
            f"{'RIGHT' if right else 'wrong'} {q['part']:6} {q['complaint']} {q['q']!r} "
            f"{'(refused)' if refused else ''}{' (order contradicted)' if contradicts else ''}"
        )
    for part, (r, n, bad) in sorted(tally.items()):
        graph = "gold graphs" if on_gold else "extracted graphs"
        print(f"questions {part} ({graph}): {r}/{n} right, {bad} contradicting the order")


def main() -> None:
    # a round's held-out questions (questions-round6.json; rounds 7 to 11 in one file per
    # complaint set: questions-round7-*.json … questions-round11-*.json), or one file named,
    # asked apart
    named = [a.split("=", 1)[1] for a in sys.argv if a.startswith("--questions-file=")]
    for n in ("6", "7", "8", "9", "10", "11"):
        if f"--questions{n}" in sys.argv:
            named += sorted(p.name for p in HERE.glob(f"questions-round{n}*.json"))
    if named:
        for spec_name in named:
            questions_report(on_gold=True, spec_name=spec_name)
            questions_report(spec_name=spec_name)
        return
    if "--questions" in sys.argv:  # the questions only, on the gold and the extracted graphs
        parts = {a.split("=", 1)[1] for a in sys.argv if a.startswith("--part=")} or None
        questions_report(on_gold=True, parts=parts)
        questions_report(parts=parts)
        return
    questions_report(on_gold=True)
    questions_report()
    gold_report()
    claims_report()
    if "--timings" in sys.argv:
        timings()


if __name__ == "__main__":
    main()
