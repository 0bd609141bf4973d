"""Acceptance of issue 33 on the Estonian Penal Code (Karistusseadustik, ``ee/184411.md`` of the
Legalize repository in /work/shared/data/ee-legalize): the wording of § 216¹(1) valid from
2026-01-01 (published 2025-12-22) is the answer for 2026-01-01 as known on 2025-12-22 or later,
and the wording of 2025-12-09 as known on 2025-12-21, the answer saying so.

Needs the Legalize reader (``legalkg.norms.readers.legalize``, issue 28) and the bundle; skipped
without either. The component is found by its 2026 wording (not by a label, which is the
reader's to choose), so the test checks the dates, not the citation grammar.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

pytest.importorskip("legalkg.norms.readers.legalize")

BUNDLE = Path("/work/shared/data/ee-legalize/legalize-ee.bundle")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not BUNDLE.exists(), reason="the Estonian Legalize bundle is absent"),
    pytest.mark.skipif(shutil.which("git") is None, reason="git is needed to clone the bundle"),
]

NEW = "§-s 137, 206, 207, 213 või 217 sätestatud kuritegude toimepanemiseks"
OLD = "§-s 206, 207, 213 või 217 sätestatud kuritegude toimepanemiseks"


@pytest.fixture(scope="module")
def penal_code(tmp_path_factory: pytest.TempPathFactory) -> tuple[object, str, str]:
    from legalkg import Store, ingest

    clone = tmp_path_factory.mktemp("legalize") / "legalize-ee"
    subprocess.run(
        ["git", "clone", "--quiet", str(BUNDLE), str(clone)], check=True, capture_output=True
    )
    store = Store()
    ingest([clone / "ee" / "184411.md"], store=store)
    rows = list(
        store.query(  # type: ignore[union-attr]
            """PREFIX lkg: <https://w3id.org/legalkg#>
            SELECT DISTINCT ?component ?work WHERE {
              ?version lkg:versionOf ?component ; lkg:hasLanguageVersion/lkg:text ?text .
              ?component lkg:work ?work .
              FILTER(CONTAINS(STR(?text), "§-s 137, 206, 207, 213 või 217 sätestatud")
                     && STRSTARTS(STR(?text), "(1) Seadme või arvutiprogrammi"))
            } ORDER BY ?component"""
        )
    )
    assert len(rows) == 1, f"§ 216¹(1) is not one component: {rows}"
    return store, rows[0][0].value, rows[0][1].value


def _answer(penal_code: tuple[object, str, str], known: str) -> tuple[dict, str]:
    from legalkg.engine.answers import answer_request
    from legalkg.norms.requests import ValidVersions

    store, component, work = penal_code
    a = answer_request(
        ValidVersions(component=component, date="2026-01-01", work=work, as_known_on=known),
        store,  # type: ignore[arg-type]
    )
    return a.result, a.answer


@pytest.mark.parametrize("known", ["2025-12-22", "2025-12-23", "2026-01-01", "2026-06-01"])
def test_the_2026_wording_once_published(penal_code: tuple[object, str, str], known: str) -> None:
    result, answer = _answer(penal_code, known)
    text = " ".join(str(v["text"]) for v in result["versions"])
    assert NEW in text
    assert result["versions"][0]["valid_from"] == "2026-01-01"
    assert result["versions"][0]["dates"]["published"] == "2025-12-22"
    assert f"as known on {known}" in answer and "published 2025-12-22" in answer


def test_the_2025_12_09_wording_the_day_before(penal_code: tuple[object, str, str]) -> None:
    result, answer = _answer(penal_code, "2025-12-21")
    text = " ".join(str(v["text"]) for v in result["versions"])
    assert OLD in text and NEW not in text
    assert result["versions"][0]["valid_from"] == "2025-12-09"
    assert [v["valid_from"] for v in result["later"]] == ["2026-01-01"]
    assert result["later"][0]["published"] == "2025-12-22"
    assert "as known on 2025-12-21" in answer
    assert "published later" in answer and "published 2025-12-22" in answer
