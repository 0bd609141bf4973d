"""Law-graph retrieval latency and MCQA evaluation time on the labour-law questions (GRAF).

Measured in one run, on the same store (the Labour Code, ``law_relext_work.csv``):

1. **ingest** of the law file, with and without SHACL validation (and of the three law files
   with ``--all-laws``);
2. **retrieval latency per question** on the labour-law validation questions (question text
   plus each choice, as ``mcqa`` runs it): ``legalkg retrieve`` (BM25 seeds over entity labels
   and article text, then breadth-first expansion through the ``graf-neighbours`` SPARQL
   template, GRAF's defaults 10 / depth 1 / 50) against plain BM25 over the article texts
   (``bm25s``, top 10: the retrieval of the paper's LLM+BM25-RAG baseline, what a user would
   pick without a graph); p50 / p95 and the ratio;
3. **full evaluation** (``mcqa eval``) on the labour-law validation questions: wall time and
   accuracy with the tuned weights, next to the BM25-only choice scorer (``--weights
   '{"article": 1}'``: the choice whose question+choice query best matches one article) and
   the baseline ``mcqa eval`` itself reports.

Usage: ``python benchmarks/graf.py [--data ../shared/data/ro-juro-graf] [--repeat 3]
[--all-laws] [--json]``
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "ro-juro-graf"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def timed_ingest(paths: list[Path], validate: bool, repeat: int) -> float:
    from legalkg.ingest import ingest
    from legalkg.store.local import Store

    runs = []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as tmp:
            started = time.perf_counter()
            ingest(paths, store=Store(Path(tmp) / "s.db"), validate=validate)
            runs.append(time.perf_counter() - started)
    return statistics.median(runs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--all-laws", action="store_true", help="also ingest all three laws")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    import bm25s

    from legalkg.core.text import analyze
    from legalkg.graf import mcqa
    from legalkg.graf.retrieve import index_for, retrieve, store_runner
    from legalkg.ingest import ingest
    from legalkg.store.local import Store

    law = args.data / "graph" / "law_relext_work.csv"
    questions_path = args.data / "JuRo" / "validation_set"
    if not law.exists():
        print(f"no law file at {law}; give --data", file=sys.stderr)
        return 2
    out: dict[str, object] = {}
    out["ingest_labour_s"] = round(timed_ingest([law], True, args.repeat), 3)
    out["ingest_labour_no_validation_s"] = round(timed_ingest([law], False, args.repeat), 3)
    if args.all_laws:
        laws = sorted((args.data / "graph").glob("law_relext_*.csv"))
        out["ingest_all_laws_s"] = round(timed_ingest(laws, True, args.repeat), 3)
        out["ingest_all_laws_no_validation_s"] = round(timed_ingest(laws, False, args.repeat), 3)

    store = Store()
    ingest([law], store=store, validate=False)
    started = time.perf_counter()
    index = index_for(store, "muncii")
    out["index_build_s"] = round(time.perf_counter() - started, 3)
    run = store_runner(store)
    questions = mcqa.read_questions(questions_path, subject="muncii")
    texts = [f"{q.text} {o}" for q in questions for o in q.options]

    # The alternative: plain BM25 over the article texts (no graph), top 10.
    plain = bm25s.BM25()
    plain.index(index.article_tokens, show_progress=False)

    graf_times: list[float] = []
    plain_times: list[float] = []
    for _ in range(args.repeat):
        for text in texts:
            started = time.perf_counter()
            retrieve(index, text, run)
            graf_times.append(time.perf_counter() - started)
            started = time.perf_counter()
            tokens = analyze(text, "ro")
            scores = plain.get_scores(tokens)
            sorted(range(len(scores)), key=lambda i: -scores[i])[:10]
            plain_times.append(time.perf_counter() - started)
    out["retrievals"] = len(texts)
    out["graf_retrieve_p50_ms"] = round(1000 * percentile(graf_times, 0.5), 2)
    out["graf_retrieve_p95_ms"] = round(1000 * percentile(graf_times, 0.95), 2)
    out["bm25_only_p50_ms"] = round(1000 * percentile(plain_times, 0.5), 2)
    out["bm25_only_p95_ms"] = round(1000 * percentile(plain_times, 0.95), 2)
    out["ratio_p50_graf_over_bm25"] = round(
        percentile(graf_times, 0.5) / max(percentile(plain_times, 0.5), 1e-9), 1
    )
    out["graf_retrieve_per_question_ms"] = round(
        1000 * statistics.mean(graf_times) * 3, 1
    )  # three choices per question

    scorer = mcqa.Scorer(lambda d: index_for(store, d), run)
    started = time.perf_counter()
    features = mcqa.collect_features(scorer, questions)
    tuned = mcqa.evaluate(scorer, questions, features=features)
    out["eval_labour_validation_s"] = round(time.perf_counter() - started, 2)
    out["eval_questions"] = len(questions)
    out["accuracy_tuned"] = tuned.to_json()["overall"]
    bm25_only = mcqa.evaluate(scorer, questions, weights={"article": 1.0}, features=features)
    out["accuracy_bm25_only"] = bm25_only.to_json()["overall"]
    # The baseline ``mcqa eval`` reports beside its figures (raw BM25, no phrase boost).
    out["accuracy_baseline_in_report"] = tuned.to_json()["baseline"]["overall"]
    out["chance"] = 1 / 3
    out["paper_table3_work"] = {"llm_bm25_rag": 0.5657, "graf": 0.5729}

    if args.json:
        print(json.dumps(out, sort_keys=True))
        return 0
    for key, value in out.items():
        print(f"{key:<36} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
