"""A synthetic, realistic, seeded corpus in legalkg's compact norm-history format.

Each work is a statute: parts > chapters > sections > articles > paragraphs > items (fan-out
drawn per node, like a real code: a few parts, several chapters, many articles, some with
paragraphs and items), with texts of realistic length (headings of 3-10 words, articles of
25-90 words, items of 8-30 words) and a list of dated amendments spread over decades
(substitutions, insertions, repeals; several changes per amending act). Every amendment obeys
the rules the reader enforces (the target is in force, one change per unit a day, insertions
under a parent in force), so every file ingests and validates.

The corpus is sized in triples: the generator builds its first works through legalkg itself
(reader → CTV → triples) to measure triples per work, then writes as many works as the target
needs. Same ``--seed``, same bytes.

Usage::

    python benchmarks/generate.py OUT_DIR --triples 100000 [--seed 1] [--format yaml|json]

Library use: :func:`generate` (``benchmarks/run.py`` calls it).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import yaml

WORDS = (
    "the of and to in a for or by any with shall be which that as on such under person "
    "authority provision law public state minister court act order regulation notice period "
    "right obligation may not within days year contract tax service land property registered "
    "application decision appeal officer council municipal national federal resident citizen "
    "payment fee penalty offence licence permit holder owner tenant employer employee worker "
    "social security health education transport environment water energy data protection "
    "access information procedure hearing evidence judgment enforcement compensation damage "
    "liability insurance company shareholder director account report audit budget revenue "
    "expenditure loan interest rate amount sum percent purpose exception condition requirement "
    "subject accordance referred paragraph section article chapter schedule terms manner form "
    "prescribed competent relevant respective reasonable written electronic submitted issued "
    "granted revoked suspended amended repealed applicable effect force date commencement"
).split()
KINDS = ("part", "chapter", "section", "article", "paragraph", "item")
#: (min, max) children per node at each level below the work.
FANOUT = {"": (2, 4), "part": (2, 5), "chapter": (1, 3), "section": (3, 8), "article": (0, 4)}
ROMAN = [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
#: The summary written beside the works (``run.py --corpora`` reuses a corpus by it).
SUMMARY = "corpus.summary"  # JSON; not a source extension, so ingest skips it


def roman(n: int) -> str:
    """1 → I, 14 → XIV (item and part numbers)."""
    out = ""
    for value, numeral in ROMAN * 10:
        while n >= value:
            out += numeral
            n -= value
    return out


def sentence(rng: random.Random, lo: int, hi: int) -> str:
    words = [rng.choice(WORDS) for _ in range(rng.randint(lo, hi))]
    return " ".join(words).capitalize() + "."


class _Unit:
    __slots__ = ("id", "kind", "label", "parent", "children", "alive", "number")

    def __init__(self, uid: str, kind: str, label: str, parent: str, number: str) -> None:
        self.id, self.kind, self.label, self.parent, self.number = uid, kind, label, parent, number
        self.children: list[str] = []
        self.alive = True


def make_work(rng: random.Random, index: int, amendments: int) -> dict[str, Any]:
    """One work as a norm-history document (a dict ready for YAML or JSON)."""
    year = rng.randint(1950, 1995)
    start = date(year, rng.randint(1, 12), rng.randint(1, 28))
    wid = f"xx/act/{year}/{index + 1}"
    units: dict[str, _Unit] = {}
    articles = [0]

    def text_for(kind: str, label: str) -> str:
        if kind in ("part", "chapter", "section"):
            return f"{label}: {sentence(rng, 3, 10)}"
        if kind == "article":
            return f"{label.capitalize()}. {sentence(rng, 25, 90)}"
        if kind == "paragraph":
            return f"{label.split(', ')[-1]} {sentence(rng, 15, 60)}"
        return f"{label.split(', ')[-1]} - {sentence(rng, 8, 30)}"

    def child_kind(kind: str) -> str:
        if kind == "article":
            return rng.choice(("paragraph", "item"))
        return KINDS[KINDS.index(kind) + 1] if kind else "part"

    def label_for(parent: _Unit | None, kind: str, n: int) -> tuple[str, str]:
        if kind == "part":
            return roman(n), f"Part {roman(n)}"
        if kind == "chapter":
            assert parent is not None
            return str(n), f"{parent.label}, Chapter {n}"
        if kind == "section":
            assert parent is not None
            return str(n), f"{parent.label}, Section {n}"
        if kind == "article":
            articles[0] += 1
            return str(articles[0]), f"art. {articles[0]}"
        assert parent is not None
        if kind == "paragraph":
            return str(n), f"{parent.label}, § {n}"
        return roman(n), f"{parent.label}, {roman(n)}"

    seg = {"part": "p", "chapter": "c", "section": "s", "article": "a", "paragraph": "par"}

    def new_unit(parent: _Unit | None, kind: str, n: int) -> _Unit:
        number, label = label_for(parent, kind, n)
        local = f"{seg.get(kind, 'i')}{n}"
        uid = f"{parent.id}/{local}" if parent else local
        unit = _Unit(uid, kind, label, parent.id if parent else "", number)
        units[uid] = unit
        if parent:
            parent.children.append(uid)
        return unit

    def tree(parent: _Unit | None) -> list[dict[str, Any]]:
        kind = parent.kind if parent else ""
        if kind in ("paragraph", "item"):
            if kind == "paragraph" and rng.random() < 0.3:
                lo, hi = 2, 5
            else:
                return []
        else:
            lo, hi = FANOUT[kind]
        ck = "item" if kind == "paragraph" else child_kind(kind)
        out = []
        for n in range(1, rng.randint(lo, hi) + 1):
            u = new_unit(parent, ck, n)
            node: dict[str, Any] = {
                "id": u.id,
                "kind": u.kind,
                "number": u.number,
                "label": u.label,
                "text": text_for(u.kind, u.label),
            }
            children = tree(u)
            if children:
                node["children"] = children
            out.append(node)
        return out

    components = tree(None)
    acts: list[dict[str, Any]] = []
    amendment_list: list[dict[str, Any]] = []
    # Amendment dates: distinct, increasing, spread from the work's date to 2024.
    span = (date(2024, 12, 31) - start).days
    days = sorted(rng.sample(range(30, span), min(amendments, span - 30)))
    for k, offset in enumerate(days):
        day = start + timedelta(days=offset)
        act_id = f"xx/amending_act/{day.year}/{index + 1}-{k + 1}"
        acts.append(
            {
                "id": act_id,
                "title": f"Amending Act no. {index + 1}-{k + 1} of {day.isoformat()}",
                "date": day.isoformat(),
                "number": f"{index + 1}-{k + 1}",
            }
        )
        changes = _changes(rng, units, rng.randint(1, 6), text_for, new_unit)
        if changes:
            amendment_list.append(
                {"date": day.isoformat(), "act": act_id, "provision": "art1", "changes": changes}
            )
    used = {a["act"] for a in amendment_list}
    return {
        "work": {
            "id": wid,
            "title": f"Synthetic Act no. {index + 1} of {year}",
            "date": start.isoformat(),
            "language": "en",
            "number": str(index + 1),
        },
        "components": components,
        "acts": [a for a in acts if a["id"] in used],
        "amendments": amendment_list,
    }


def _changes(
    rng: random.Random, units: dict[str, _Unit], n: int, text_for: Any, new_unit: Any
) -> list[dict[str, Any]]:
    """Up to ``n`` changes of one day: substitutions (60 %), insertions (25 %), repeals (15 %)."""
    alive = [u for u in units.values() if u.alive]
    touched: set[str] = set()
    out: list[dict[str, Any]] = []

    def related(uid: str) -> bool:
        # an ancestor or descendant of (or the same as) a unit already changed today
        return any(uid == t or uid.startswith(t + "/") or t.startswith(uid + "/") for t in touched)

    for _ in range(n):
        roll = rng.random()
        if roll < 0.25:
            parents = [u for u in alive if u.kind in ("section", "article") and not related(u.id)]
            if not parents:
                continue
            parent = rng.choice(parents)
            kind = "article" if parent.kind == "section" else "paragraph"
            u = new_unit(parent, kind, len(parent.children) + 1)
            touched.add(u.id)
            out.append(
                {
                    "operation": "insertion",
                    "target": u.id,
                    "parent": parent.id,
                    "kind": kind,
                    "number": u.number,
                    "label": u.label + "-A",
                    "text": text_for(kind, u.label),
                }
            )
            alive.append(u)
            continue
        candidates = [u for u in alive if u.kind not in ("part",)]
        if not candidates:
            continue
        u = rng.choice(candidates)
        if related(u.id) or not u.alive:
            continue
        if roll < 0.85:
            touched.add(u.id)
            out.append(
                {"operation": "substitution", "target": u.id, "text": text_for(u.kind, u.label)}
            )
        elif u.kind in ("article", "paragraph", "item"):
            touched.add(u.id)
            stack = [u.id]
            while stack:
                sub = units[stack.pop()]
                sub.alive = False
                stack.extend(sub.children)
            out.append({"operation": "repeal", "target": u.id})
    return out


def dump(doc: dict[str, Any], path: Path, fmt: str) -> None:
    if fmt == "json":
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    else:
        dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml: ~10x faster
        text = yaml.dump(doc, Dumper=dumper, allow_unicode=True, sort_keys=False, width=100)
        path.write_text(text, encoding="utf-8")


def triples_of(path: Path) -> int:
    """The number of triples legalkg builds from one norm-history file."""
    from legalkg.core.identifiers import DEFAULT_BASE, Minter
    from legalkg.norms.ctv import build
    from legalkg.norms.rdf import timeline_triples
    from legalkg.norms.readers.history import read_history

    return len(set(timeline_triples(build(read_history(path)), Minter(DEFAULT_BASE))))


def generate(
    out: Path,
    triples: int,
    *,
    seed: int = 1,
    fmt: str = "yaml",
    amendments: tuple[int, int] = (20, 80),
    calibrate: int = 3,
) -> dict[str, Any]:
    """Write works ``work-00001.{yaml,json}``… into ``out`` until about ``triples`` triples.

    Streams: each work is written as soon as it is drawn and then dropped, so memory does not
    grow with the corpus (10^7 triples, 300 works, in about a minute). Works left in ``out``
    by an earlier, larger run are removed. The summary (files, works, components, amendments,
    estimated triples, target and seed) is returned and written to ``out/corpus.summary``.
    """
    out.mkdir(parents=True, exist_ok=True)
    for stale in (*out.glob("work-*.yaml"), *out.glob("work-*.json"), out / SUMMARY):
        stale.unlink(missing_ok=True)
    rng = random.Random(seed)
    ext = "json" if fmt == "json" else "yaml"
    files: list[Path] = []
    measured: list[int] = []
    estimate = 0
    components = changes = 0
    index = 0
    while estimate < triples:
        doc = make_work(rng, index, rng.randint(*amendments))
        path = out / f"work-{index + 1:05d}.{ext}"
        dump(doc, path, fmt)
        files.append(path)
        stack = list(doc["components"])
        while stack:
            node = stack.pop()
            components += 1
            stack.extend(node.get("children", []))
        changes += sum(len(a["changes"]) for a in doc["amendments"])
        if len(measured) < calibrate:
            measured.append(triples_of(path))
            estimate = sum(measured)
        else:
            estimate += sum(measured) // len(measured)
        index += 1
    summary = {
        "files": len(files),
        "works": len(files),
        "components": components,
        "changes": changes,
        "estimated_triples": estimate,
        "target_triples": triples,
        "format": fmt,
        "seed": seed,
        "amendments": list(amendments),
    }
    (out / SUMMARY).write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--triples", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--format", choices=["yaml", "json"], default="yaml")
    args = parser.parse_args()
    summary = generate(args.out, args.triples, seed=args.seed, fmt=args.format)
    json.dump(summary, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
