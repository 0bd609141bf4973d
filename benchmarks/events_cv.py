"""Leave-one-set-out measure of the learned act finder (issue 30, tenth round).

python benchmarks/events_cv.py [--layers=retype,add,drop]
python benchmarks/events_cv.py --train [--out=PATH]   (regenerate the shipped model)

For each set of gold complaints (dev — the "seen" ones —, held out, unseen, unseen2 … unseen9:
the ``*_GOLD`` sets of ``benchmarks/events.py``), the sentence classifier of
:mod:`legalkg.events.learned` is trained on the golds of the OTHER sets, leaving out every gold
complaint of a case the held-out set has a complaint of (an intervenor's complaint and the
EEOC's complaint of one case tell one story in other words: training on one and testing on the
other would be a leak), then laid on the rules' graphs of the held-out set's complaints, and
both are scored with ``benchmarks/events.py``'s ``score()``. Printed per fold: rules alone and
rules + learned layer, events P/R/F1, dates, relations R; then the mean over folds.

The rules' graphs do not change during the measure: they are extracted once per complaint
(without the learned layer) and cached under the system's temporary folder, keyed by a hash of
the ``legalkg`` sources, so a configuration costs seconds.
"""

from __future__ import annotations

import hashlib
import pickle
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from events import (  # type: ignore[import-not-found]  # noqa: E402
    HERE,
    PARTS,
    score,
)

from legalkg.events.jsonio import load_graph  # noqa: E402
from legalkg.events.model import ComplaintGraph  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def _sources_hash() -> str:
    h = hashlib.sha256()
    for p in sorted((ROOT / "legalkg").rglob("*.py")):
        if p.name != "learned.py":  # the rules read the whole package, never the layer
            h.update(p.read_bytes())
    return h.hexdigest()[:16]


def folds() -> list[tuple[str, list[str]]]:
    """(set name, its gold complaint ids) in report order; the "seen" golds are "dev"."""
    ids = sorted(p.name[: -len(".gold.json")] for p in HERE.glob("*.gold.json"))
    named = {i for _, members, *_ in PARTS for i in members}
    out = [("dev", [i for i in ids if i not in named])]
    out += [(name, sorted(members)) for name, members, *_ in PARTS]
    return out


def case_of(complaint: str) -> str:
    return complaint.split("_", 1)[0]


def rule_graph(complaint: str, cached: bool = True) -> tuple[ComplaintGraph, str]:
    """The rules' graph of a gold complaint (no learned layer) and its text, cached unless
    ``cached`` is false (the test that regenerates the shipped model reads no cache)."""
    cache = Path(tempfile.gettempdir()) / f"legalkg-events-cv-{_sources_hash()}"
    cache.mkdir(exist_ok=True)
    path = cache / f"{complaint}.pkl"
    if cached and path.exists():
        with path.open("rb") as f:
            got: tuple[ComplaintGraph, str] = pickle.load(f)
        return got
    from legalkg.events.pipeline import extract_file

    text_path = HERE / f"{complaint}.txt"
    graph = extract_file(text_path, learned=False).graph
    text = text_path.read_text(encoding="utf-8")
    with path.open("wb") as f:
        pickle.dump((graph, text), f)
    return graph, text


def gold(complaint: str) -> ComplaintGraph:
    return load_graph(HERE / f"{complaint}.gold.json")


def _sum(scores: list[dict[str, tuple[int, int, int]]]) -> dict[str, list[int]]:
    total: dict[str, list[int]] = {}
    for s in scores:
        for k, v in s.items():
            t = total.setdefault(k, [0, 0, 0])
            for i in range(3):
                t[i] += v[i]
    return total


def figures(scores: list[dict[str, tuple[int, int, int]]]) -> dict[str, float]:
    t = _sum(scores)
    tp, got, want = t["events"]
    p = tp / got if got else 0.0
    r = tp / want if want else 0.0
    f1 = 2 * tp / (got + want) if got + want else 0.0
    d = t["dates"]
    rr = t["relations_r"]
    return {
        "P": p,
        "R": r,
        "F1": f1,
        "dates": d[0],
        "dates_of": d[2],
        "relR": rr[0] / rr[2] if rr[2] else 0.0,
        "events": got,
        "gold": want,
    }


_ROWS: dict[str, tuple[list[list[str]], list[set[str]]]] = {}
_MODELS: dict[tuple[str, float, bool], dict[str, Any]] = {}


def rows(complaint: str, cached: bool = True) -> tuple[list[list[str]], list[set[str]]]:
    """A gold complaint's sentences' features (on the rules' graph) and gold types."""
    from legalkg.events import learned

    if complaint not in _ROWS or not cached:
        g, _ = rule_graph(complaint, cached)
        _ROWS[complaint] = (
            learned.graph_features(g.sentences, list(g.events), g.entities),
            learned.gold_labels(g.sentences, gold(complaint)),
        )
    return _ROWS[complaint]


def fold_model(name: str, c: float | None = None, rules: bool | None = None) -> dict[str, Any]:
    """The model of the fold that leaves set ``name`` out (and its cases' other complaints)."""
    from legalkg.events import learned

    c = learned.C if c is None else c
    rules = learned.RULES if rules is None else rules
    if (name, c, rules) not in _MODELS:
        members = dict(folds())[name]
        cases = {case_of(x) for x in members}
        train = [x for n, ms in folds() if n != name for x in ms if case_of(x) not in cases]
        feats: list[list[str]] = []
        labels: list[set[str]] = []
        for x in train:
            f, y = rows(x)
            feats += f
            labels += y
        _MODELS[(name, c, rules)] = learned.train_rows(feats, labels, c=c, rules=rules)
    return _MODELS[(name, c, rules)]


def run(
    layers: tuple[str, ...],
    params: dict[str, Any] | None = None,
    *,
    show: bool = True,
    c: float | None = None,
    rules: bool | None = None,
) -> Any:
    from legalkg.events import learned

    out = []
    for name, members in folds():
        model = fold_model(name, c, rules)
        before, after = [], []
        for x in members:
            g, text = rule_graph(x)
            gg = gold(x)
            before.append(score(gg, g))
            got = learned.apply_model(g, text, model, layers, params, rows(x)[0])
            after.append(score(gg, got))
        out.append((name, figures(before), figures(after)))
    if show:
        _table(out, layers)
    return out


def _fmt(f: dict[str, float]) -> str:
    return (
        f"P {f['P']:.2f} R {f['R']:.2f} F1 {f['F1']:.2f} ({f['events']:.0f} vs {f['gold']:.0f})"
        f" dates {f['dates']:.0f}/{f['dates_of']:.0f} relR {f['relR']:.2f}"
    )


def _table(rows: list[Any], layers: tuple[str, ...]) -> None:
    print(f"layers: {','.join(layers) or '(none)'}")
    for name, b, a in rows:
        print(f"{name:9} rules {_fmt(b)} | +learned {_fmt(a)} | dF1 {a['F1'] - b['F1']:+.3f}")
    n = len(rows)
    mb = sum(b["F1"] for _, b, _ in rows) / n
    ma = sum(a["F1"] for _, _, a in rows) / n
    worst = min(a["F1"] - b["F1"] for _, b, a in rows)
    rb = sum(b["relR"] for _, b, _ in rows) / n
    ra = sum(a["relR"] for _, _, a in rows) / n
    db = sum(b["dates"] for _, b, _ in rows)
    da = sum(a["dates"] for _, _, a in rows)
    print(
        f"mean over {n} folds: F1 {mb:.3f} -> {ma:.3f} ({ma - mb:+.3f}); worst fold {worst:+.3f};"
        f" dates {db:.0f} -> {da:.0f}; relations R {rb:.3f} -> {ra:.3f}"
    )


def train_shipped(out: Path, cached: bool = True) -> None:
    """The shipped model: trained on every gold complaint (all the opened sets), written
    byte for byte as :func:`legalkg.events.learned.dumps` writes it."""
    from legalkg.events import learned

    feats: list[list[str]] = []
    labels: list[set[str]] = []
    for _, members in folds():
        for x in members:
            f, y = rows(x, cached)
            feats += f
            labels += y
    model = learned.train_rows(feats, labels)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(learned.dumps(model), encoding="utf-8")
    n = sum(len(c["weights"]) for c in model["classes"].values())
    print(f"{out}: {len(model['classes'])} classes, {n} weights", file=sys.stderr)


def main() -> None:
    if "--train" in sys.argv:
        from legalkg.events import learned

        arg = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--out=")), None)
        train_shipped(Path(arg) if arg else learned.DEFAULT_MODEL)
        return
    for _, members in folds():
        for c in members:
            rule_graph(c)
    arg = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--layers=")), None)
    if arg is not None:
        run(tuple(x for x in arg.split(",") if x))
        return
    for layers in ((), ("retype",), ("add",), ("drop",), ("retype", "add", "drop")):
        run(layers)


if __name__ == "__main__":
    main()
