"""Point-in-time answers on a statute-book store (the whole Estonian one) against the bare
queries their plans run, in one process, on the same store.

For a seeded sample of provisions (paragraphs and articles of every law) and a day on which a
version of each took effect, the question "What did § N(M) of <law identifier> say on DAY?" is
asked end to end (``ask_one``: read the question, find the law among the store's names, plan,
run, answer), the store opened once (a server's or a batch's situation; the first question
builds the table of names and is reported apart). Then the SPARQL of every step of each
answer's plan is run bare (``Store.select``), one request's queries together: what the answer
costs beyond its queries is the ratio of the two p50s. The goal (issue 28) is at most 1.5x.
Each answer is also checked: the wording it gives is the one the store holds for that day.

    python benchmarks/national_answer.py --store /work/ee.db [--n 200] [--seed 7] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from legalkg.store.local import Store  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


SAMPLE = """
SELECT ?c ?label ?w WHERE {
  ?c lkg:work ?w ; rdfs:label ?label ; a ?t .
  VALUES ?t { lkg:Paragraph lkg:Article }
} ORDER BY ?c
"""

VERSIONS = """
SELECT ?c ?from ?text WHERE {
  ?v lkg:versionOf ?c ; lkg:validFrom ?from ; lkg:hasLanguageVersion ?lv .
  ?lv lkg:text ?text .
} ORDER BY ?from ?text
"""


def sample(store: Store, n: int, seed: int) -> list[dict[str, str]]:
    import pyoxigraph as ox

    rows = store.select(SAMPLE)
    rng = random.Random(seed)
    out: list[dict[str, str]] = []
    for row in rng.sample(rows, min(len(rows), 4 * n)):
        versions = store.select(VERSIONS, substitutions={"c": ox.NamedNode(row["c"].value)})
        if not versions:
            continue
        v = rng.choice(versions)
        day = v["from"].value
        if day > "2026-01-01":  # a day the reader can say (no future versions)
            continue
        out.append(
            {
                "component": row["c"].value,
                "label": row["label"].value,
                "work": row["w"].value,
                "identifier": row["w"].value.rstrip("/").rsplit("/", 1)[-1],
                "date": day,
                "text": v["text"].value,
            }
        )
        if len(out) == n:
            break
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--store", required=True)
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from legalkg.asking import ask_one
    from legalkg.core.errors import LegalKGError
    from legalkg.engine.answers import CACHED_TEMPLATES as RESOLUTION
    from legalkg.norms.lawnames import names_from_store

    store = Store(args.store, read_only=True)
    t = time.perf_counter()
    points = sample(store, args.n, args.seed)
    sample_s = time.perf_counter() - t
    t = time.perf_counter()
    table = names_from_store(store)
    names_s = time.perf_counter() - t
    answers_ms: list[float] = []
    plans: list[list[tuple[str, str]]] = []
    right = refused = wrong = 0
    misses: list[str] = []
    first_ms = None
    for p in points:
        question = f"What did {p['label']} of {p['identifier']} say on {p['date']}?"
        t = time.perf_counter()
        try:
            asked = ask_one(store, question=question)
        except LegalKGError as e:
            refused += 1
            misses.append(f"refused: {question} ({str(e).splitlines()[0][:160]})")
            continue
        ms = (time.perf_counter() - t) * 1000
        if first_ms is None:
            first_ms = ms
        answers_ms.append(ms)
        # the steps that sent SPARQL (a step ranked by the text index, or recorded as a note,
        # shows a comment instead)
        steps = []
        for s in asked.answer.steps:
            try:
                store.select(s.sparql)  # a step that shows something else is not timed
            except LegalKGError:
                continue
            steps.append((s.template, s.sparql))
        plans.append(steps)
        given = json.dumps(asked.answer.result, ensure_ascii=False)
        if json.dumps(p["text"], ensure_ascii=False)[1:-1] in given:
            right += 1
        else:
            wrong += 1
            misses.append(f"other wording: {question} (expected {p['text'][:80]!r})")
    queries_ms: list[float] = []
    facts_ms: list[float] = []
    for steps in plans:
        t = time.perf_counter()
        for _, sparql in steps:
            store.select(sparql)
        queries_ms.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        for template, sparql in steps:
            if template not in RESOLUTION:
                store.select(sparql)
        facts_ms.append((time.perf_counter() - t) * 1000)
    result: dict[str, Any] = {
        "store": args.store,
        "works_and_acts": len(table.entries),
        "names": len(table.names),
        "sample": len(points),
        "sample_s": round(sample_s, 2),
        "name_table_s": round(names_s, 3),
        "first_answer_ms": round(first_ms or 0.0, 1),
        "answered": len(answers_ms),
        "right": right,
        "wrong": wrong,
        "refused": refused,
        "answer_p50_ms": round(percentile(answers_ms, 0.5), 2) if answers_ms else None,
        "answer_p95_ms": round(percentile(answers_ms, 0.95), 2) if answers_ms else None,
        "plan_queries_p50_ms": round(percentile(queries_ms, 0.5), 2) if queries_ms else None,
        "fact_queries_p50_ms": round(percentile(facts_ms, 0.5), 2) if facts_ms else None,
        "queries_per_plan": round(statistics.mean(map(len, plans)), 2) if plans else None,
        "misses": misses,
    }
    if answers_ms and queries_ms:
        result["answer_vs_plan_queries"] = round(
            result["answer_p50_ms"] / result["plan_queries_p50_ms"], 2
        )
    if args.json:
        print(json.dumps(result, indent=2))
        return
    for k, v in result.items():
        print(f"{k:>24}: {v}")


if __name__ == "__main__":
    main()
