"""Bad inputs nobody wrote by hand: mutations of valid sources in every format, each ingested
into a store that already holds a law; counts tracebacks, changed stores and silent losses.

The valid sources: the corpus controls (``tests/bad_inputs/_controls``: a YAML history, a
provision table, a consolidated series), their JSON form, an Akoma Ntoso act
(``tests/data/akn/v3``), Turtle, RDF/XML and N-Quads written from the art6 example, a complaint
event graph (JSON) and its complaint text, and a GRAF law CSV (``tests/data/events``,
``tests/data/graf``). Each is
mutated (``--per-source`` mutations, seeded: the same run each time): cut at a random byte,
a random byte flipped, a line dropped or doubled, a bracket or quote inserted, a value made
a million characters long or a 5,000-digit number, keys duplicated, the table's rows cut
to its header, a manifest path or act pattern made hostile. Each mutant is ingested (the
``legalkg ingest`` command, in process) into a copy of a store holding ``examples/art6`` and
the mutant's own graph as it was before, and the run counts:

- **tracebacks**: an exception other than the command's exit (the house rule: none);
- **stores changed by a refusal**: exit code ≠ 0 and the store's generation or size changed;
- **silent empty replacements**: exit code 0 and a graph the store held now has fewer than
  half its triples (ingest must refuse that unless told).

``nice -n 10 python benchmarks/bad_inputs_fuzz.py [--per-source 25] [--seed 31] [--json]``
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _sources(tmp: Path) -> dict[str, Path]:
    import pyoxigraph as ox
    import yaml

    from legalkg.store.local import Store

    controls = ROOT / "tests" / "bad_inputs" / "_controls"
    out: dict[str, Path] = {}
    out["history.yaml"] = controls / "history.yaml"
    data = yaml.safe_load((controls / "history.yaml").read_text("utf-8"))
    js = tmp / "history.json"
    js.write_text(json.dumps(data, indent=1, ensure_ascii=False), "utf-8")
    out["history.json"] = js
    out["table"] = controls / "table"
    out["series"] = controls / "series"
    out["akn.xml"] = ROOT / "tests" / "data" / "akn" / "v3" / "act-2020.xml"
    data_dir = ROOT / "tests" / "data"
    out["events.json"] = data_dir / "events" / "case6396_doc19350.gold.json"
    out["complaint.txt"] = data_dir / "events" / "case6396_doc19350.txt"
    out["graf.csv"] = data_dir / "graf" / "law_relext_work_sample.csv"
    store = Store()
    from legalkg.ingest import example_path, ingest

    ingest([example_path("art6") / "art6.yaml"], store=store, validate=False)
    triples = [q.triple for q in store.quads()][:300]
    for name, fmt in (("doc.ttl", ox.RdfFormat.TURTLE), ("doc.rdf", ox.RdfFormat.RDF_XML)):
        path = tmp / name
        path.write_bytes(ox.serialize(triples, format=fmt) or b"")
        out[name] = path
    nq = tmp / "doc.nq"
    nq.write_bytes(store.export(format=ox.RdfFormat.N_QUADS)[:200_000].rpartition(b"\n")[0] + b"\n")
    out["doc.nq"] = nq
    return out


def _mutate(text: bytes, rng: random.Random, kind: str) -> bytes:
    lines = text.splitlines(keepends=True)
    if kind == "cut":
        return text[: rng.randrange(len(text))]
    if kind == "flip":
        i = rng.randrange(len(text))
        return text[:i] + bytes([rng.randrange(256)]) + text[i + 1 :]
    if kind == "drop-line" and len(lines) > 1:
        del lines[rng.randrange(len(lines))]
        return b"".join(lines)
    if kind == "double-line":
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return b"".join(lines)
    if kind == "insert":
        i = rng.randrange(len(text))
        return (
            text[:i]
            + rng.choice([b"{", b"}", b"[", b'"', b"'", b"<", b"&", b"\x00", b"\\"])
            + text[i:]
        )
    if kind == "long-value":
        i = rng.randrange(len(text))
        return text[:i] + b"x" * 1_200_000 + text[i:]
    if kind == "big-number":
        return text.replace(b'"1"', b"9" * 5000, 1).replace(b"2000", b"9" * 5000, 1)
    if kind == "deep":
        i = rng.randrange(len(text))
        return text[:i] + b"[" * 5000 + text[i:]
    return text


KINDS = ["cut", "flip", "drop-line", "double-line", "insert", "long-value", "big-number", "deep"]
HOSTILE_MANIFESTS = [
    ("provisions: provision_versions.csv", "provisions: ../../../../../etc/passwd"),
    ("provisions: provision_versions.csv", "provisions: /dev/zero"),
    ("versions: versions.csv", "versions: /proc/self/environ"),
    ("title: Amendment {number} of {year}", 'title: "{number.__class__.__mro__}"'),
    ("title: Amendment {number} of {year}", 'title: "{year:>999999999}"'),
    ("title: Amendment {number} of {year}", 'title: "{number!r}{0}"'),
    ("id: xx/amendment/{year}/{number}", 'id: "xx/{year.real}/{number[0]}"'),
    ('snapshots: "*.csv"', 'snapshots: "/etc/*"'),
    ('snapshots: "*.csv"', 'snapshots: "../../*/*.csv"'),
    ("format: provision-table", "format: provision-table\nformat: consolidated-series"),
]


def _mutants(
    sources: dict[str, Path], tmp: Path, per_source: int, seed: int
) -> list[tuple[str, Path]]:
    rng = random.Random(seed)
    out: list[tuple[str, Path]] = []
    n = 0
    for name, path in sources.items():
        for k in range(per_source):
            kind = KINDS[k % len(KINDS)]
            n += 1
            if path.is_dir():
                folder = tmp / f"m{n}-{name}"
                shutil.copytree(path, folder)
                files = sorted(p for p in folder.iterdir() if p.is_file())
                target = rng.choice(files)
                target.write_bytes(_mutate(target.read_bytes(), rng, kind))
                out.append((f"{name}/{target.name}:{kind}", folder))
            else:
                mutant = tmp / f"m{n}-{path.name}"
                mutant.write_bytes(_mutate(path.read_bytes(), rng, kind))
                out.append((f"{name}:{kind}", mutant))
    for name in ("table", "series"):
        for j, (old, new) in enumerate(HOSTILE_MANIFESTS):
            folder = tmp / f"h{j}-{name}"
            shutil.copytree(sources[name], folder)
            manifest = folder / "legalkg.yaml"
            text = manifest.read_text("utf-8")
            if old in text:
                manifest.write_text(text.replace(old, new), "utf-8")
                out.append((f"{name}/legalkg.yaml:{new.split(':')[0]}:{new[-25:]}", folder))
        folder = tmp / f"m{len(out)}-{name}-header"
        shutil.copytree(sources[name], folder)
        for csv in folder.glob("*.csv"):
            csv.write_text(csv.read_text("utf-8").splitlines(keepends=True)[0], "utf-8")
        out.append((f"{name}:header-only", folder))
    return out


def _sizes(store_path: Path) -> tuple[str | None, dict[str, int]]:
    from legalkg.store.generations import current_generation
    from legalkg.store.local import Store

    with Store(store_path, read_only=True) as store:
        sizes = Counter(
            q.graph_name.value for q in store.oxigraph.quads_for_pattern(None, None, None)
        )
    return current_generation(store_path), dict(sizes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-source", type=int, default=25)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    from click.testing import CliRunner

    from legalkg.cli import cli
    from legalkg.ingest import example_path, ingest
    from legalkg.store.local import Store

    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        sources = _sources(tmp)
        base = tmp / "base.db"
        with Store(base) as store:
            ingest([example_path("art6") / "art6.yaml"], store=store, validate=False)
            for path in sources.values():  # every source's own graph, as it was
                ingest([path], store=store, validate=False)
        mutants = _mutants(sources, tmp, args.per_source, args.seed)
        before = _sizes(base)
        counts: Counter[str] = Counter()
        problems: list[str] = []
        for label, mutant in mutants:
            store_path = tmp / "work.db"
            shutil.rmtree(store_path, ignore_errors=True)
            shutil.copytree(base, store_path)
            result = CliRunner().invoke(
                cli, ["ingest", str(mutant), "--store", str(store_path), "--no-validate"]
            )
            counts["inputs"] += 1
            if result.exception is not None and not isinstance(result.exception, SystemExit):
                counts["tracebacks"] += 1
                problems.append(
                    f"traceback: {label}: "
                    + "".join(traceback.format_exception(result.exception)).splitlines()[-1]
                )
                continue
            after = _sizes(store_path)
            if result.exit_code != 0:
                counts["refused"] += 1
                if after != before:
                    counts["stores_changed_by_a_refusal"] += 1
                    problems.append(f"changed by a refusal: {label}")
                if "Traceback" in result.output:
                    counts["tracebacks"] += 1
            else:
                counts["accepted"] += 1
                for graph, size in before[1].items():
                    if after[1].get(graph, 0) < size / 2:
                        counts["silent_empty_replacements"] += 1
                        problems.append(
                            f"silent loss: {label}: {graph} {size} -> {after[1].get(graph, 0)}"
                        )
        figures: dict[str, Any] = {
            "inputs": counts["inputs"],
            "refused": counts["refused"],
            "accepted": counts["accepted"],
            "tracebacks": counts["tracebacks"],
            "stores_changed_by_a_refusal": counts["stores_changed_by_a_refusal"],
            "silent_empty_replacements": counts["silent_empty_replacements"],
            "problems": problems[:30],
        }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
