"""Point-in-time text search on the whole Brazilian Constitution: build, latency, recall@10.

Measured in one run, on the same on-disk store (``examples/br-constitution/``, every version):

1. **index build**: ``legalkg index`` (read every wording with its validity and structure over
   SPARQL, analyse, build the BM25 models, write ``<store>.index/``); **load** of that index by a
   new process (simulated by dropping the in-process cache); the **freshness check** every search
   pays (one fingerprint query).
2. **latency** p50/p95 of a search (index in memory) over the 50 questions of
   ``tests/data/search/questions.jsonl``: no filter, ``--at``, ``--at`` + ``--scope`` (the
   question's Title), ``--scope`` only, and the flat baseline (today's text, no time); and the
   alternative a user without legalkg's index would write: a SPARQL query that keeps the versions
   in force on the date whose text matches every query word (case-insensitive REGEX on a
   5-letter prefix, accents folded by hand), in document order.
3. **recall@10** on the same questions for the temporal search, the flat baseline and the SPARQL
   alternative: a question counts when the expected provision is in the first 10 hits *with the
   wording in force on the date*; ``component`` only asks for the provision.
4. **per-date statistics**: the same recall with the BM25 statistics (idf, average length) of
   the wordings in force on the date (the default) and of every wording ever (the stored
   models), the mean reciprocal rank of the expected provision, and how many questions get a
   different top 10; and the latency of a ``discover-changes`` question ("Which provisions on
   social security changed in 2019?": discovery over an interval then ``item-history`` per
   provision found) against the ``impact-in-scope`` request a user who knows where to look
   would send (Título VIII, 2019).

Usage: ``python benchmarks/search.py [--repeat 3] [--json]``
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from legalkg.core.text import fold, stopwords, tokens
from legalkg.engine.templates import date_term, string_term
from legalkg.ingest import example_path, ingest
from legalkg.norms import search as S
from legalkg.norms.search import storage as search_storage
from legalkg.store.local import Store

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = ROOT / "tests" / "data" / "search" / "questions.jsonl"

_SPARQL = """
SELECT ?component ?version ?text ?order WHERE {
  ?version lkg:versionOf ?component ; lkg:validFrom ?from ; lkg:hasLanguageVersion/lkg:text ?text .
  OPTIONAL { ?version lkg:validUntil ?until }
  FILTER(?from <= ?day && (!BOUND(?until) || ?day < ?until))
  ?component lkg:work ?work .
  OPTIONAL { ?component lkg:documentOrder ?order }
  %s
} ORDER BY ?order LIMIT 10
"""
_ACCENTS = {"a": "[aáàâã]", "e": "[eéê]", "i": "[ií]", "o": "[oóôõ]", "u": "[uúü]", "c": "[cç]"}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def sparql_search(store: Store, query: str, day: str) -> list[tuple[str, str]]:
    """The SPARQL a user would write: every content word must occur, validity on the day."""
    words = [w for w in tokens(query) if w not in stopwords("pt") and len(w) > 2]
    patterns = ["".join(_ACCENTS.get(c, c) for c in fold(w)[:5]) for w in words]
    # values enter as escaped terms (legalkg.engine.templates' filters), never as raw text
    filters = " ".join(f'FILTER(REGEX(STR(?text), {string_term(p)}, "i"))' for p in patterns)
    rows = store.select(_SPARQL.replace("?day", date_term(day)) % filters)
    return [(r["component"].value, r["text"].value) for r in rows]


def scope_of(index: S.TextIndex, component: str) -> str:
    """The Title a question's expected provision belongs to (its IRI's first segment)."""
    head = component.split("/1988/", 1)[1].split("/", 1)[0]
    return component.split("/1988/", 1)[0] + "/1988/" + head


def per_date_statistics(index: S.TextIndex, questions: list[dict[str, str]]) -> dict[str, Any]:
    """Recall@1/@10, MRR@10 and top-10 differences with per-date and all-time BM25 statistics."""
    out: dict[str, Any] = {}
    tops: dict[str, list[list[str]]] = {}
    for name, flat, date_stats in (
        ("temporal, per-date statistics", False, True),
        ("temporal, all-time statistics", False, False),
        ("flat, today's statistics", True, True),
        ("flat, all-time statistics", True, False),
    ):
        r10 = S.recall_at(index, questions, k=10, flat=flat, date_statistics=date_stats)
        r1 = S.recall_at(index, questions, k=1, flat=flat, date_statistics=date_stats)
        ranks, top = [], []
        for q in questions:
            hits = S.search_index(
                index,
                q["query"],
                at=None if flat else q["date"],
                flat=flat,
                top_k=10,
                date_statistics=date_stats,
            )
            top.append([h.component for h in hits])
            found = [h.rank for h in hits if h.component == q["expected"]]
            ranks.append(1 / found[0] if found else 0.0)
        tops[name] = top
        out[name] = {
            "recall@1": r1.recall,
            "recall@10": r10.recall,
            "component@10": r10.component_recall,
            "mrr@10": sum(ranks) / len(ranks),
        }
    for a, b in (
        ("temporal, per-date statistics", "temporal, all-time statistics"),
        ("flat, today's statistics", "flat, all-time statistics"),
    ):
        out[a]["top10_differs_from_all_time"] = sum(
            x != y for x, y in zip(tops[a], tops[b], strict=True)
        )
    return out


def ask_latency(store: Store, repeat: int) -> dict[str, float]:
    """Median seconds of a discover-changes answer and of the impact-in-scope one it replaces."""
    from legalkg.engine.answers import answer_request
    from legalkg.norms.discovery import DiscoverChanges
    from legalkg.norms.requests import ImpactInScope

    requests = {
        "discover-changes 'social security' 2019": DiscoverChanges(
            text="social security", from_="2019-01-01", until="2020-01-01"
        ),
        "impact-in-scope Título VIII 2019": ImpactInScope(
            scope="Título VIII", from_="2019-01-01", until="2020-01-01"
        ),
    }
    out = {}
    for name, request in requests.items():
        answer_request(request, store)
        times = []
        for _ in range(repeat):
            t = time.perf_counter()
            answer_request(request, store)
            times.append(time.perf_counter() - t)
        out[name] = statistics.median(times)
    return out


def run(repeat: int) -> dict[str, Any]:
    questions = [json.loads(line) for line in QUESTIONS.read_text("utf-8").splitlines() if line]
    tmp = Path(tempfile.mkdtemp(prefix="legalkg-search-bench-"))
    try:
        store_path = tmp / "cf88.db"
        ingest([example_path("br-constitution")], store=Store(store_path), validate=False)
        store = Store(store_path, read_only=True)
        builds, loads, checks = [], [], []
        for _ in range(repeat):
            search_storage._ON_DISK.clear()
            t = time.perf_counter()
            S.update_index(store, rebuild=True)
            builds.append(time.perf_counter() - t)
            search_storage._ON_DISK.clear()
            t = time.perf_counter()
            index, status = S.update_index(store)
            loads.append(time.perf_counter() - t)
            assert not status.rebuilt
            t = time.perf_counter()
            S.update_index(store)
            checks.append(time.perf_counter() - t)
        size = sum(p.stat().st_size for p in (tmp / "cf88.db.index").rglob("*") if p.is_file())

        variants: dict[str, Any] = {
            "no filter": lambda q: S.search_index(index, q["query"]),
            "--at": lambda q: S.search_index(index, q["query"], at=q["date"]),
            "--at --scope": lambda q: S.search_index(
                index, q["query"], at=q["date"], scope=scope_of(index, q["expected"])
            ),
            "--scope": lambda q: S.search_index(
                index, q["query"], scope=scope_of(index, q["expected"])
            ),
            "--at, all-time statistics": lambda q: S.search_index(
                index, q["query"], at=q["date"], date_statistics=False
            ),
            "flat baseline": lambda q: S.search_index(index, q["query"], flat=True),
            "SPARQL REGEX --at": lambda q: sparql_search(store, q["query"], q["date"]),
        }
        latency: dict[str, dict[str, float]] = {}
        for name, fn in variants.items():
            for q in questions[:5]:
                fn(q)  # warm
            times = []
            for _ in range(repeat):
                for q in questions:
                    t = time.perf_counter()
                    fn(q)
                    times.append(time.perf_counter() - t)
            latency[name] = {
                "p50_ms": percentile(times, 0.5) * 1000,
                "p95_ms": percentile(times, 0.95) * 1000,
            }

        temporal = S.recall_at(index, questions, k=10)
        flat = S.recall_at(index, questions, k=10, flat=True)
        at1 = S.recall_at(index, questions, k=1)
        flat1 = S.recall_at(index, questions, k=1, flat=True)
        right = component_right = 0
        for q in questions:
            hits = sparql_search(store, q["query"], q["date"])
            component_right += any(c == q["expected"] for c, _ in hits)
            right += any(c == q["expected"] for c, _ in hits)  # texts are those in force
        n = len(questions)
        stats = per_date_statistics(index, questions)
        asked = ask_latency(store, repeat)
        recall = {
            "temporal": {
                "recall@10": temporal.recall,
                "component@10": temporal.component_recall,
                "recall@1": at1.recall,
            },
            "flat baseline": {
                "recall@10": flat.recall,
                "component@10": flat.component_recall,
                "recall@1": flat1.recall,
            },
            "SPARQL REGEX --at": {
                "recall@10": right / n,
                "component@10": component_right / n,
                "recall@1": None,
            },
        }
        return {
            "questions": n,
            "wordings": status.wordings,
            "index_bytes": size,
            "build_s": statistics.median(builds),
            "load_s": statistics.median(loads),
            "freshness_check_s": statistics.median(checks),
            "latency": latency,
            "recall": recall,
            "missed_by_flat": list(flat.missed),
            "per_date_statistics": stats,
            "ask": asked,
        }
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    out = run(args.repeat)
    if args.json:
        json.dump(out, sys.stdout, indent=2, sort_keys=True)
        print()
        return
    print(
        f"Index of {out['wordings']} wordings ({out['questions']} questions), "
        f"{out['index_bytes'] / 1e6:.1f} MB on disk"
    )
    print(f"  build (legalkg index)      {out['build_s']:.2f} s")
    print(
        f"  load by a new process      {out['load_s']:.2f} s "
        f"({out['build_s'] / out['load_s']:.1f}x faster than a build)"
    )
    print(f"  freshness check per search {out['freshness_check_s'] * 1000:.0f} ms")
    print("\nLatency (index in memory)     p50 ms    p95 ms   x SPARQL p50")
    base = out["latency"]["SPARQL REGEX --at"]["p50_ms"]
    for name, v in out["latency"].items():
        print(f"  {name:<26} {v['p50_ms']:8.2f}  {v['p95_ms']:8.2f}   {base / v['p50_ms']:8.1f}")
    print("\nRecall on the 50 questions   recall@10  component@10  recall@1")
    for name, r in out["recall"].items():
        r1 = "" if r["recall@1"] is None else f"{r['recall@1']:.2f}"
        print(f"  {name:<26} {r['recall@10']:9.2f}  {r['component@10']:12.2f}  {r1:>8}")
    t, f = out["recall"]["temporal"]["recall@10"], out["recall"]["flat baseline"]["recall@10"]
    missed = ", ".join(out["missed_by_flat"])
    print(f"\nTemporal / flat recall@10: {t / f:.2f}x; flat misses: {missed}")
    print("\nBM25 statistics              recall@1  recall@10  comp@10  MRR@10  top10 differs")
    for name, r in out["per_date_statistics"].items():
        differs = r.get("top10_differs_from_all_time", "")
        print(
            f"  {name:<28} {r['recall@1']:8.2f}  {r['recall@10']:9.2f}  {r['component@10']:7.2f}"
            f"  {r['mrr@10']:6.3f}  {differs!s:>13}"
        )
    print("\nAnswers (median s)")
    for name, seconds in out["ask"].items():
        print(f"  {name:<42} {seconds:.3f}")
    a, b = out["ask"].values()
    print(f"  discover-changes / impact-in-scope: {a / b:.1f}x")


if __name__ == "__main__":
    main()
