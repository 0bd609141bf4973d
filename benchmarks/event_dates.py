"""Where the dates of the gold events are lost (issue 30, ninth and tenth rounds).

python benchmarks/event_dates.py [-v] [--unseen] [--unseen3] ... [--unseen8] [caseNNN_docNNN ...]

For every gold event whose own sentence states its date (the events the ``dates`` measure of
``benchmarks/events.py`` counts), one of: (a) no extracted event matches it (the date is lost
with the event), (b) the matched event has no date, (c) it has another date, (d) the date is
right. Counts per complaint and per set (the sets and flags of ``benchmarks/events.py``); with
``-v`` each gold event that is not (d), its sentence and the matched event.

(b) is told apart (tenth round) by why the matched event has no date: ``b-retold`` when the
matched event does not cite the gold sentence that states the date (a retelling the
extraction did not merge, or the scorer's greedy match took the undated telling first; with
``-v`` the extracted events that do cite it, and their dates), ``b-own`` when it cites it and
the rules left it undated (how the sentence states its date was not read); ``b-elsewhere``
counts the b-retold whose date is in the graph all the same, on another extracted event of the
gold's type citing the dated sentence. (a) likewise:
``a-other`` when some extracted event cites the dated sentence (of another type, or taken by
another gold event), ``a-none`` when none does.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import events as bench  # noqa: E402  (benchmarks/events.py)

from legalkg.events.jsonio import load_graph  # noqa: E402
from legalkg.events.pipeline import extract_file  # noqa: E402


def main(argv: list[str]) -> None:
    verbose = "-v" in argv
    only = {a for a in argv if a.startswith("case")}
    totals: dict[str, dict[str, int]] = {}
    for path in sorted(bench.HERE.glob("*.gold.json")):
        gold = load_graph(path)
        part, flag = "seen", None
        for name, ids, needs, *_ in bench.PARTS:
            if gold.id in ids:
                part, flag = name, needs
        if (only and gold.id not in only) or (flag is not None and flag not in argv):
            continue
        got = extract_file(bench.HERE / f"{gold.id}.txt").graph
        match = bench.match_events(gold, got)
        by_got = {e.id: e for e in got.events}
        said = {s.id: " ".join(s.text.split()) for s in gold.sentences}
        count = dict.fromkeys(
            ("a", "b", "c", "d", "a-none", "a-other", "b-retold", "b-own", "b-elsewhere"), 0
        )
        gsent = {s.id: s for s in gold.sentences}
        lines = []
        for g in gold.events:
            if g.date is None or not g.date.text:
                continue
            flat = " ".join(g.date.text.split()).casefold()
            if not any(flat in said[x.sentence_id].casefold() for x in g.evidence):
                continue
            e = by_got.get(match.get(g.id, ""))
            if e is None:
                kind = "a"
            elif e.date is None:
                kind = "b"
            else:
                kind = "d" if e.date.value == g.date.value else "c"
            count[kind] += 1
            dated = [x.sentence_id for x in g.evidence if flat in said[x.sentence_id].casefold()]
            others = ""
            where = {(gsent[x].start, gsent[x].end) for x in dated}
            at_dated = [
                f"{y.id}:{y.type}:{y.date.value if y.date else None}"
                for y in got.events
                if bench._overlap(where, bench._spans(got, y))
            ]
            if kind == "a":
                count["a-other" if at_dated else "a-none"] += 1
                others = f" [dated sentence cited by {', '.join(at_dated) or 'none'}]"
            if kind == "b":
                own = e is not None and bench._overlap(where, bench._spans(got, e))
                count["b-own" if own else "b-retold"] += 1
                if not own:
                    others = f" [dated sentence cited by {', '.join(at_dated) or 'none'}]"
                    # the right date is in the graph, on another event of the gold's type
                    # that cites the dated sentence (two tellings the merge left apart)
                    count["b-elsewhere"] += any(
                        y.type == g.type and y.date is not None and y.date.value == g.date.value
                        for y in got.events
                        if bench._overlap(where, bench._spans(got, y))
                    )
            if kind != "d":
                told = " | ".join(said[x][:160] for x in dated[:1])
                got_as = f" → {e.id} {e.date.value if e.date else None}" if e else ""
                lines.append(f"  ({kind}) {g.id} {g.type} {g.date.value} {told}{got_as}{others}")
        print(f"{gold.id:24} {part:9} " + " ".join(f"{k} {v:3}" for k, v in count.items()))
        if verbose:
            print("\n".join(lines))
        for key in (part, "all"):
            total = totals.setdefault(key, dict.fromkeys(count, 0))
            for k, v in count.items():
                total[k] += v
    for key, t in totals.items():
        print(
            f"overall ({key}) "
            + " ".join(f"{k} {v}" for k, v in t.items())
            + f"  ({t['d']}/{t['a'] + t['b'] + t['c'] + t['d']})"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
