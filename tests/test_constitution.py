"""The whole Brazilian Constitution of 1988 (93 compiled versions to 2020) against its source."""

from __future__ import annotations

import csv
from collections import defaultdict
from pathlib import Path

import pyoxigraph as ox

from legalkg.ingest import ingest
from legalkg.store.local import Store
from legalkg.validation.shacl import validate_store

W = "https://example.org/eli/br/constituicao/1988"


def source_rows(constitution: Path) -> dict[str, list[dict[str, str]]]:
    """Rows of the provision table by component id, without "(Revogado)." repeal markers."""
    from legalkg.norms.readers.provisions import _is_repeal_marker

    rows: dict[str, list[dict[str, str]]] = defaultdict(list)
    with (constitution / "provision_versions.csv").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            if not _is_repeal_marker(row["texto"].strip()):
                rows[row["key"].removeprefix("heading:")].append(row)
    return rows


def store_versions(store: Store) -> dict[str, list[tuple[str, str, str]]]:
    rows = store.select(
        "SELECT ?id ?from ?until ?text WHERE { ?v lkg:versionOf ?c ; lkg:validFrom ?from ; "
        "lkg:hasLanguageVersion/lkg:text ?text . ?c eli:id_local ?id ; lkg:work ?w "
        "OPTIONAL { ?v lkg:validUntil ?until } } ORDER BY ?id ?from"
    )
    out: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    for r in rows:
        until = r["until"].value if r["until"] else ""
        out[r["id"].value].append((r["from"].value, until, r["text"].value))
    return out


def coalesce(versions: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Merge contiguous versions with the same text (aggregate versions split a wording)."""
    out: list[tuple[str, str, str]] = []
    for start, end, text in versions:
        if out and out[-1][1] == start and out[-1][2] == text:
            out[-1] = (out[-1][0], end, text)
        else:
            out.append((start, end, text))
    return out


def test_every_wording_of_the_table_is_a_version(
    constitution: Path, constitution_store: Store
) -> None:
    rows = source_rows(constitution)
    got = store_versions(constitution_store)
    assert set(got) == set(rows), "components differ from the source table"
    assert len(got) == 3063
    for component, source in rows.items():
        expected = [(r["valid_from"], r["valid_until"], r["texto"].strip()) for r in source]
        assert coalesce(got[component]) == sorted(expected), component


def test_leaves_have_exactly_the_table_rows(constitution: Path, constitution_store: Store) -> None:
    rows = source_rows(constitution)
    got = store_versions(constitution_store)
    parents = {
        r["p"].value
        for r in constitution_store.select(
            "SELECT DISTINCT ?p WHERE { ?c lkg:isPartOf/eli:id_local ?p } ORDER BY ?p"
        )
    }
    leaves = [c for c in rows if c not in parents]
    assert len(leaves) > 2000
    for leaf in leaves:
        assert len(got[leaf]) == len(rows[leaf]), leaf


def test_art6_matches_the_source(constitution_store: Store) -> None:
    got = store_versions(constitution_store)["tit2/art6"]
    assert [(f, u) for f, u, _ in got] == [
        ("1988-10-05", "2000-02-14"),
        ("2000-02-14", "2010-02-04"),
        ("2010-02-04", "2015-09-15"),
        ("2015-09-15", ""),
    ]
    rows = constitution_store.select(
        "SELECT ?c ?v ?act WHERE { ?v lkg:versionOf ?c ; lkg:producedBy/lkg:amendingAct ?act } "
        "ORDER BY ?v",
        substitutions={"c": ox.NamedNode(f"{W}/tit2/art6")},
    )
    assert [r["act"].value.rsplit("eli/", 1)[1] for r in rows] == [
        "br/emenda_constitucional/2000/26",
        "br/emenda_constitucional/2010/64",
        "br/emenda_constitucional/2015/90",
    ]


def test_work_versions_one_per_date_with_a_change(
    constitution: Path, constitution_store: Store
) -> None:
    with (constitution / "versions.csv").open(encoding="utf-8", newline="") as f:
        compiled = [r["date"] for r in csv.DictReader(f)]
    assert len(compiled) == 93
    work = (
        [f for f, _, _ in store_versions(constitution_store)[""]]
        if "" in store_versions(constitution_store)
        else None
    )
    rows = constitution_store.select(
        "SELECT ?c ?from WHERE { ?v lkg:versionOf ?c ; lkg:validFrom ?from } ORDER BY ?from",
        substitutions={"c": ox.NamedNode(W)},
    )
    work = [r["from"].value for r in rows]
    # Five amendments (EC 79, 91, 98, 106, 107) only created stand-alone articles outside the
    # text: the other 88 compiled versions each give the Constitution a new version.
    assert set(work) <= set(compiled)
    assert len(work) == 88
    assert sorted(set(compiled) - set(work)) == [
        "2014-05-27",
        "2016-02-18",
        "2017-12-06",
        "2020-05-07",
        "2020-07-02",
    ]


def test_the_constitution_conforms(constitution_store: Store) -> None:
    report = validate_store(constitution_store)
    assert report.conforms, report.to_text()[:2000]


def test_ingesting_twice_leaves_the_same_triples(
    constitution: Path, constitution_store: Store
) -> None:
    store = Store()
    ingest([constitution], store=store, validate=False)
    first = len(store)
    ingest([constitution], store=store, validate=False)
    assert len(store) == first == len(constitution_store)
