"""benchmarks/validate_stages.py times every stage of validation: it runs, and its stages
are those validate_ntriples runs (one line per SPARQL constraint taken to Oxigraph)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from legalkg.validation import offload as validation_offload
from legalkg.validation import shapes as validation_shapes

_ROOT = Path(__file__).resolve().parent.parent


def test_stages_of_a_small_generated_corpus(tmp_path: Path) -> None:
    sys.path.insert(0, str(_ROOT / "benchmarks"))
    try:
        from generate import dump, make_work
        from validate_stages import measure
    finally:
        sys.path.pop(0)
    rng = random.Random(1)
    for index in range(2):
        dump(make_work(rng, index, 20), tmp_path / f"work-{index + 1}.yaml", "yaml")
    out = measure(tmp_path)
    names = [s["stage"] for s in out["stages"]]
    assert names[:4] == ["filter", "turbo parse", "turbo validate", "report"]
    assert "oxigraph load" in names
    shapes = validation_shapes._normalize_shapes(
        [
            t
            for p in validation_shapes.shapes_files(None, ())
            for t in validation_shapes._read_rdf(p)
        ]
    )
    checks = [
        c
        for c in validation_offload._sparql_checks(shapes, check_safe=False)
        if validation_offload._join_safe(c.query)
    ]
    assert checks
    assert sorted(n for n in names if n.startswith("sparql ")) == sorted(
        "sparql " + c.shape.value.rsplit("#", 1)[-1] for c in checks
    )
    load = next(s for s in out["stages"] if s["stage"] == "oxigraph load")
    assert load["ratio_to_oxigraph_load"] == 1.0
    assert out["graphs"] == 2
    assert all(s["cpu"] >= 0 and s["wall"] >= 0 for s in out["stages"])
