"""Akoma Ntoso: point-in-time expressions (2.0 and 3.0) become one versioned work."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from legalkg.asking import ask_one
from legalkg.ctv import build
from legalkg.errors import InputError
from legalkg.ingest import ingest
from legalkg.readers import read_sources
from legalkg.readers.akn import read_akn, read_expression
from legalkg.store import Store

AKN = Path(__file__).resolve().parent / "data" / "akn"
SUB_COUNCIL = AKN / "za" / "sub-council"


def test_three_expressions_become_one_history() -> None:
    (history,) = read_akn(sorted(SUB_COUNCIL.glob("eng/*/main.xml")))
    assert history.work.id == "za-cpt/act/by-law/2003/sub-council"
    assert history.work.date == date(2011, 8, 5)  # the earliest expression we have
    assert history.work.language == "en"
    assert history.components["section-4.1"].label == "section 4(1)"
    assert history.components["section-4"].label == "section 4"
    changed = [(c.date.isoformat(), c.operation, c.target) for c in history.changes]
    assert ("2013-11-01", "substitution", "section-4.1") in changed
    assert ("2016-11-04", "substitution", "section-4.1") in changed
    acts = {c.date.isoformat(): c.acts for c in history.changes}
    assert acts["2013-11-01"] == ("za-cpt/act/by-law/2013/sub-council-amendment",)
    assert history.acts["za-cpt/act/by-law/2013/sub-council-amendment"].title == (
        "Cape Town Sub-council Amendment By-law, 2013"
    )


def test_unchanged_sections_keep_their_version() -> None:
    (history,) = read_akn(sorted(SUB_COUNCIL.glob("eng/*/main.xml")))
    timeline = build(history)
    assert [str(v.start) for v in timeline.versions_of("section-4.1")] == [
        "2011-08-05",
        "2013-11-01",
        "2016-11-04",
    ]
    assert [str(v.start) for v in timeline.versions_of("section-1")] == ["2011-08-05"]


def test_folder_ingest_with_the_amending_act_and_ask(tmp_path: Path) -> None:
    store = Store(tmp_path / "kg")
    result = ingest([AKN / "za"], store=store)
    assert result.report is not None and result.report.conforms
    assert [g.graph for g in result.graphs] == [
        "https://example.org/graph/za-cpt/act/by-law/2003/sub-council",
        "https://example.org/graph/za-cpt/act/by-law/2013/sub-council-amendment",
    ]
    asked = ask_one(
        store, question="What did section 4(1) say on 2014-01-01?", work="Sub-Council By-law, 2003"
    )
    (version,) = asked.answer.result["versions"]
    assert version["valid_from"] == "2013-11-01"
    assert "column 2 of the Schedule 2" in version["text"]


def test_akn_3_0_insertion_substitution_and_repeal() -> None:
    (history,) = read_sources([AKN / "v3"])
    assert history.work.id == "akn/xx/act/2020/7"
    ops = sorted((c.operation, c.target) for c in history.changes)
    assert ops == [
        ("insertion", "sec_3"),
        ("repeal", "sec_2__subsec_2"),
        ("substitution", "sec_2__subsec_1"),
    ]
    assert all(c.acts == ("akn/xx/act/2022/3",) for c in history.changes)
    timeline = build(history)
    assert [(str(v.start), str(v.end)) for v in timeline.versions_of("sec_2__subsec_2")] == [
        ("2020-01-01", "2022-07-01")
    ]
    assert history.components["sec_2__subsec_1"].label == "section 2(1)"


def test_dtd_and_entities_are_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.xml"
    bad.write_text(
        '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "xxxxxxxx">]>'
        '<akomaNtoso xmlns="http://www.akomantoso.org/2.0"><act>&x;</act></akomaNtoso>'
    )
    with pytest.raises(InputError, match="DTD or entities is refused"):
        read_expression(bad)


def test_malformed_and_incomplete_files(tmp_path: Path) -> None:
    broken = tmp_path / "broken.xml"
    broken.write_text('<akomaNtoso xmlns="http://www.akomantoso.org/2.0"><act>\n</akomaNtoso>')
    with pytest.raises(InputError, match=r"broken\.xml:2: malformed XML"):
        read_expression(broken)
    bare = tmp_path / "bare.xml"
    bare.write_text('<akomaNtoso xmlns="http://www.akomantoso.org/2.0"><act/></akomaNtoso>')
    with pytest.raises(InputError, match="missing FRBRWork/FRBRuri"):
        read_expression(bare)
