"""Readers: the compact norm history, the provision version table, plain RDF; bad input."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pyoxigraph as ox
import pytest

from legalkg.core.errors import InputError
from legalkg.norms.model import NormHistory
from legalkg.norms.readers import RdfSource, read_rdf, read_source, read_sources
from legalkg.norms.readers.history import read_history
from legalkg.norms.readers.table import read_table

ART6_TEXTS = {
    "1988-10-05": "o trabalho, o lazer",
    "2000-02-14": "o trabalho, a moradia, o lazer",
    "2010-02-04": "a alimentação, o trabalho, a moradia",
    "2015-09-15": "a moradia, o transporte, o lazer",
}

MINIMAL = """\
work: {id: xx/act/2000, title: An Act, date: "2000-01-01", language: en}
components:
  - {id: s1, kind: section, number: "1", text: Section one.}
acts:
  - {id: xx/amending/2001, title: Amending Act 2001, date: "2001-01-01"}
amendments:
  - date: "2001-01-01"
    act: xx/amending/2001
    changes:
      - {operation: substitution, target: s1, text: "Section one, amended."}
"""


def write(tmp_path: Path, text: str, name: str = "h.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_art6_history(art6: Path) -> None:
    h = read_history(art6)
    assert h.work.id == "br/constituicao/1988"
    assert [c.date.isoformat() for c in h.changes] == ["2000-02-14", "2010-02-04", "2015-09-15"]
    assert all(c.target == "tit2/art6" and c.operation == "substitution" for c in h.changes)
    assert h.components["tit2/art6"].label == "art. 6º"


def test_art6_texts_match_the_provision_table(art6: Path, constitution: Path) -> None:
    """The hand-written example carries exactly the wording of the compiled texts."""
    yaml_texts = [read_history(art6).original[4].text] + [
        c.text for c in read_history(art6).changes
    ]
    table = read_table(constitution)
    table_texts = [p.text for p in table.original if p.component == "tit2/art6"] + [
        c.text for c in table.changes if c.target == "tit2/art6"
    ]
    assert yaml_texts == table_texts
    for text, fragment in zip(yaml_texts, ART6_TEXTS.values(), strict=True):
        assert fragment in text


def test_json_history(tmp_path: Path) -> None:
    import json

    import yaml

    path = write(tmp_path, json.dumps(yaml.safe_load(MINIMAL)), "h.json")
    assert read_history(path).changes[0].text == "Section one, amended."


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("work: [unclosed\n", ":2", "invalid YAML"),
        (MINIMAL.replace('date: "2000-01-01"', 'date: "2000-13-01"'), ":1", "not a valid date"),
        (
            MINIMAL.replace("operation: substitution", "operation: rewrite"),
            ":10",
            "changes[0].operation",
        ),
        (MINIMAL.replace("target: s1", "target: s9"), ":10", "unknown component 's9'"),
        (MINIMAL.replace("act: xx/amending/2001", "act: xx/other/1"), ":8", "is not declared"),
        (MINIMAL.replace("kind: section", "kind: clause"), ":3", "components[0].kind"),
        (MINIMAL.replace("language: en", "language: english!"), ":1", "language"),
    ],
)
def test_bad_history_names_file_line_and_field(
    tmp_path: Path, text: str, where: str, message: str
) -> None:
    path = write(tmp_path, text)
    with pytest.raises(InputError) as e:
        read_history(path)
    assert str(e.value).startswith(f"{path}{where}:"), str(e.value)
    assert message in str(e.value)


def test_constitution_table(constitution: Path) -> None:
    h = read_table(constitution)
    assert h.work.title.startswith("Constituição")
    assert len(h.components) == 3063
    acts = {a.id for a in h.acts.values()}
    assert "br/emenda_constitucional/2000/26" in acts
    assert "br/emenda_constitucional_revisao/1994/1" in acts
    art6 = [c for c in h.changes if c.target == "tit2/art6"]
    assert [(c.date, c.acts) for c in art6] == [
        (date(2000, 2, 14), ("br/emenda_constitucional/2000/26",)),
        (date(2010, 2, 4), ("br/emenda_constitucional/2010/64",)),
        (date(2015, 9, 15), ("br/emenda_constitucional/2015/90",)),
    ]
    labels = {
        c: h.components[c].label
        for c in (
            "tit2/art5/inc78",
            "tit5/art144/par6",
            "tit2/art7/par1",
            "tit10/art2",
            "tit2/art14/par3/inc6/ali1",
            "tit3/art29-A/inc2",
        )
    }
    assert labels == {
        "tit2/art5/inc78": "art. 5º, inciso LXXVIII",
        "tit5/art144/par6": "art. 144, § 6º",
        "tit2/art7/par1": "art. 7º, parágrafo único",
        "tit10/art2": "art. 2º do ADCT",
        "tit2/art14/par3/inc6/ali1": "art. 14, § 3º, inciso VI, alínea a",
        "tit3/art29-A/inc2": "art. 29-A, inciso II",
    }


def _table_copy(tmp_path: Path, constitution: Path) -> Path:
    folder = tmp_path / "table"
    shutil.copytree(constitution, folder)
    return folder


def _edit_line(path: Path, line: int, old: str, new: str) -> None:
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    assert old in lines[line - 1]
    lines[line - 1] = lines[line - 1].replace(old, new, 1)
    path.write_text("".join(lines), encoding="utf-8")


def _line_of(path: Path, prefix: str) -> int:
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith(prefix):
            return n
    raise AssertionError(prefix)


@pytest.mark.parametrize(
    ("prefix", "old", "new", "message"),
    [
        # two wordings of Art. 6 in force at once
        (
            "tit2/art6,artigo,2,2,NA,NA,6,NA,NA,NA,1988-10-05,2000-02-14",
            "1988-10-05,2000-02-14",
            "1988-10-05,2001-01-01",
            "overlap",
        ),
        (
            "tit2/art6,artigo,2,2,NA,NA,6,NA,NA,NA,1988-10-05",
            "1988-10-05,2000-02-14",
            "1988-13-05,2000-02-14",
            "valid_from: '1988-13-05' is not a valid date",
        ),
        (
            "tit2/art6,artigo,2,2,NA,NA,6,NA,NA,NA,1988-10-05",
            "19881005_ORIGINAL",
            "19881005_NOPE",
            "unknown version '19881005_NOPE'",
        ),
        (
            "tit2/art6,artigo,2,2,NA,NA,6,NA,NA,NA,1988-10-05",
            "tit2/art6,",
            "tit2/article6,",
            "is not a provision or heading key",
        ),
    ],
)
def test_bad_table_names_file_and_line(
    tmp_path: Path, constitution: Path, prefix: str, old: str, new: str, message: str
) -> None:
    folder = _table_copy(tmp_path, constitution)
    csv_path = folder / "provision_versions.csv"
    line = _line_of(csv_path, prefix)
    _edit_line(csv_path, line, old, new)
    with pytest.raises(InputError) as e:
        read_table(folder)
    assert f"provision_versions.csv:{line}" in str(e.value) or message == "overlap", str(e.value)
    assert message in str(e.value)


def test_table_parent_must_stay_in_force(tmp_path: Path, constitution: Path) -> None:
    """The uncorrected source (see examples/br-constitution/README.md) is refused clearly."""
    folder = _table_copy(tmp_path, constitution)
    csv_path = folder / "provision_versions.csv"
    _edit_line(
        csv_path,
        _line_of(csv_path, "heading:tit8/cap4,titartb,8,4,NA,NA,NA,NA,NA,NA,2015"),
        "heading:tit8/cap4,",
        "heading:tit8/cap9,",
    )
    with pytest.raises(
        InputError, match="but its parent tit8/cap4 is not in force from 2015-02-26"
    ):
        read_table(folder)


def test_table_unknown_amendment_prefix(tmp_path: Path, constitution: Path) -> None:
    folder = _table_copy(tmp_path, constitution)
    manifest = folder / "legalkg.yaml"
    manifest.write_text(manifest.read_text("utf-8").replace("  EMR:", "  XEMR:"), "utf-8")
    with pytest.raises(
        InputError, match=r"versions.csv:\d+: amendments: 'EMR1' has no act pattern"
    ):
        read_table(folder)


def test_rdf_passthrough_keeps_named_graphs(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "<http://a> <http://b> <http://c> .\n<http://g> { <http://a> <http://b> <http://d> . }\n",
        "x.trig",
    )
    source = read_source(path)
    assert isinstance(source, RdfSource)
    assert len(source.triples) == 1
    assert list(source.named) == [ox.NamedNode("http://g")]


def test_rdf_syntax_error_has_line(tmp_path: Path) -> None:
    path = write(tmp_path, "<http://a> <http://b> <http://c> .\n<http://a> <http://b> .\n", "x.ttl")
    with pytest.raises(InputError, match=r"x\.ttl:2: invalid RDF"):
        read_source(path)


def test_rdfxml_entities_are_refused(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]>'
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/>',
        "x.rdf",
    )
    with pytest.raises(InputError, match="entity"):
        read_rdf(path, ox.RdfFormat.RDF_XML)


def test_folder_and_unknown_files(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file"):
        read_sources([tmp_path / "missing.yaml"])
    with pytest.raises(InputError, match="no source in this folder"):
        read_sources([tmp_path])
    with pytest.raises(InputError, match="unknown file type"):
        read_sources([write(tmp_path, "x", "notes.txt")])


SERIES = Path(__file__).resolve().parent.parent / "examples" / "br-constitution-series"
SNAPSHOT_DATES = (
    "1988-10-05",
    "1999-12-09",
    "2000-02-14",
    "2009-12-09",
    "2010-02-04",
    "2015-05-07",
    "2015-09-15",
    "2020-08-26",
)


@pytest.mark.slow
def test_consolidated_series_agrees_with_the_version_table(constitution: Path) -> None:
    """On each of the 8 snapshots' dates, every provision reads the same in both graphs."""
    from legalkg.ingest import ingest
    from legalkg.store.local import Store

    series, table = Store(), Store()
    result = ingest([SERIES], store=series)
    assert result.report is not None and result.report.conforms
    ingest([constitution], store=table, validate=False)
    query = (
        "SELECT ?id ?text WHERE { ?v lkg:versionOf ?c ; lkg:validFrom ?from ; "
        "lkg:hasLanguageVersion/lkg:text ?text . ?c eli:id_local ?id ; lkg:work ?w "
        "OPTIONAL { ?v lkg:validUntil ?until } "
        'FILTER(?from <= "DAY"^^xsd:date && (!BOUND(?until) || ?until > "DAY"^^xsd:date)) } '
        "ORDER BY ?id"
    )
    for day in SNAPSHOT_DATES:
        got = {r["id"].value: r["text"].value for r in series.select(query.replace("DAY", day))}
        want = {r["id"].value: r["text"].value for r in table.select(query.replace("DAY", day))}
        assert len(got) > 2000 and got == want, day
    history = read_source(SERIES)
    assert {c.date.isoformat() for c in history.changes} == set(SNAPSHOT_DATES[1:])
    art6 = [c for c in history.changes if c.target == "tit2/art6"]
    assert [(c.date.isoformat(), c.operation) for c in art6] == [
        ("2000-02-14", "substitution"),
        ("2010-02-04", "substitution"),
        ("2015-09-15", "substitution"),
    ]
    assert art6[0].acts == ("br/emenda_constitucional/2000/25", "br/emenda_constitucional/2000/26")
    assert _chapter_iv_changes(history) == [
        ("2015-05-07", "insertion", "tit8/art219-A", "tit8/cap4"),
        ("2015-05-07", "substitution", "tit8/art218", None),
        ("2015-05-07", "substitution", "tit8/cap4", None),  # EC 85/2015 renamed it
    ]


def _chapter_iv_changes(history: Any) -> list[tuple[str, str, str, str | None]]:
    return sorted(
        (c.date.isoformat(), c.operation, c.target, c.parent)
        for c in history.changes
        if c.target in ("tit8/cap4", "tit8/art218", "tit8/art219-A")
    )


def _series_copy(tmp_path: Path, manifest_edit: Callable[[str], str]) -> Path:
    folder = tmp_path / "s"
    shutil.copytree(SERIES, folder)
    manifest = folder / "legalkg.yaml"
    manifest.write_text(manifest_edit(manifest.read_text("utf-8")), "utf-8")
    return folder


def test_a_correction_that_fixes_nothing_is_an_error(tmp_path: Path) -> None:
    folder = _series_copy(
        tmp_path,
        lambda m: m.replace("files: [20150507_EMC88.csv,", "files: [19991209_EMC24.csv,", 1),
    )
    with pytest.raises(
        InputError,
        match=r"legalkg.yaml:\d+: this correction matches no row of "
        r"19991209_EMC24.csv",
    ):
        read_source(folder)
    folder = _series_copy(
        tmp_path / "b", lambda m: m.replace('capitulo: "3", secao', 'capitlo: "3", secao')
    )
    with pytest.raises(InputError, match=r"corrections\[1\]: unknown column\(s\) capitlo"):
        read_source(folder)
    folder = _series_copy(
        tmp_path / "c", lambda m: m.replace("20200826_EMC108.csv]", "2020.csv]", 1)
    )
    with pytest.raises(InputError, match=r"corrections\[0\]: no snapshot '2020.csv'"):
        read_source(folder)


def test_without_the_corrections_chapter_iv_is_lost(tmp_path: Path) -> None:
    """What the published 2015 snapshots say as they are: Title VIII's Chapter IV repealed and
    its articles moved under Chapter III, Section III (the source error the manifest fixes)."""
    folder = _series_copy(tmp_path, lambda m: m[: m.index("corrections:")])
    assert _chapter_iv_changes(read_source(folder)) == [
        ("2015-05-07", "insertion", "tit8/art219-A", "tit8/cap3/sec3"),
        ("2015-05-07", "renumbering", "tit8/art218", "tit8/cap3/sec3"),
        ("2015-05-07", "repeal", "tit8/cap4", None),
    ]


def test_series_file_names_are_checked(tmp_path: Path) -> None:
    folder = tmp_path / "s"
    shutil.copytree(SERIES, folder)
    (folder / "19991209_EMC24.csv").rename(folder / "1999-12-09.csv")
    with pytest.raises(InputError, match="must be YYYYMMDD_LABELS.csv"):
        read_source(folder)


_SCALARS = [
    "a: 1",
    "b: 2024-01-01",
    "c: ''",
    "d: ~",
    "e: null",
    "f: true",
    "g: 1.5",
    "h: .inf",
    "i: '1'",
    "j: 0x1F",
    "k: [1, a, '', -2]",
    "l: !!str 3",
    "m: <<",
    "n: =",
    "o: -1",
    "p: 1_000",
    "q:",
    "r: Yes",
    "s: 0o17",
    "t: +.5",
    "u: {x: NaN, 'y': off}",
    "v: |\n  text\n",
]


@pytest.mark.parametrize("text", _SCALARS)
def test_fast_yaml_resolver_tags_every_node_as_pyyaml_does(text: str) -> None:
    """libyaml's loader with the joined resolver lists: the same tags as PyYAML's own."""
    import yaml

    from legalkg.norms.readers import _yaml

    if _yaml._FastLoader is None:
        pytest.skip("PyYAML without libyaml")

    def tags(node: Any) -> Any:
        if isinstance(node, yaml.MappingNode):
            return node.tag, [(tags(k), tags(v)) for k, v in node.value]
        if isinstance(node, yaml.SequenceNode):
            return node.tag, [tags(x) for x in node.value]
        return node.tag, node.value

    fast = yaml.compose(text, Loader=_yaml._FastLoader)
    assert tags(fast) == tags(yaml.compose(text, Loader=_yaml._Loader))


def _mixed_folder(tmp_path: Path) -> Path:
    """Norm histories, an RDF file, a JSON file that is not a history, AKN expressions."""
    folder = tmp_path / "mixed"
    shutil.copytree(Path(__file__).resolve().parent / "data" / "akn" / "v3", folder / "akn")
    shutil.copy(Path(__file__).resolve().parent.parent / "examples" / "art6" / "art6.yaml", folder)
    (folder / "b.ttl").write_text("<https://example.org/s> <https://example.org/p> 1 .\n")
    (folder / "index.json").write_text('{"note": "not a history"}\n')
    return folder


def test_iter_sources_yields_what_read_sources_returns(tmp_path: Path) -> None:
    from legalkg.norms.readers import iter_sources

    folder = _mixed_folder(tmp_path)
    listed = read_sources([folder])
    assert list(iter_sources([folder])) == listed
    kinds = [type(s).__name__ for s in listed]
    assert kinds == ["NormHistory", "RdfSource", "NormHistory"]  # AKN last, index.json skipped


def test_iter_sources_reads_each_file_when_asked_and_fails_at_the_same_file(
    tmp_path: Path,
) -> None:
    from legalkg.norms.readers import iter_sources

    folder = _mixed_folder(tmp_path)
    (folder / "c.yaml").write_text("components: [\n")  # broken, read after art6 and b.ttl
    with pytest.raises(InputError) as listed:
        read_sources([folder])
    it = iter_sources([folder])
    first = next(it)
    assert isinstance(first, NormHistory) and first.work.id == "br/constituicao/1988"
    assert isinstance(next(it), RdfSource)
    with pytest.raises(InputError) as lazily:
        next(it)
    assert str(lazily.value) == str(listed.value)
    # a missing path is found before any file is read, as in read_sources
    with pytest.raises(InputError, match="no such file"):
        next(iter_sources([folder, tmp_path / "missing.yaml"]))


def test_a_history_is_recognised_by_components_past_the_first_block(tmp_path: Path) -> None:
    from legalkg.norms.readers import _names_components

    big = tmp_path / "h.yaml"
    big.write_bytes(b"# " + b"x" * ((1 << 16) - 7) + b"\ncomponents: []\n")  # spans two blocks
    assert _names_components(big)
    other = tmp_path / "o.yaml"
    other.write_bytes(b"# " + b"x" * (1 << 17) + b"\ncomponent: []\n")
    assert not _names_components(other)


def test_iso639_codes_are_pycountrys() -> None:
    """``language_code3`` reads pycountry's table itself: the same 639-3 code for every 639-1."""
    import pycountry

    from legalkg.core.identifiers import _alpha3

    expected = {
        lang.alpha_2: lang.alpha_3 for lang in pycountry.languages if hasattr(lang, "alpha_2")
    }
    assert _alpha3() == {k.lower(): v for k, v in expected.items()}
    assert len(expected) > 150


@pytest.mark.parametrize(
    "local_id",
    [
        "a",
        "tit2/art6",
        "x/action",
        "action/x",
        "actions/x",
        "x/2000-01-01",
        "2000-01-011/x",
        "x/2000-01-01/y",
        "x//y",
        "/x",
        "x/",
        "",
        "-x",
        "x\n",
        "x/.",
        "a b",
        "é",
        "x/١",
        "2000-01-01",
        "art.5-A_1",
    ],
)
def test_local_id_fast_check_agrees_with_the_segment_checks(local_id: str) -> None:
    """``check_local_id`` accepts in one regex match; the segment checks must agree."""
    from legalkg.core import identifiers as ids

    def by_segment(value: str) -> bool:
        return bool(value) and all(
            ids._SEGMENT.fullmatch(seg)
            and not ids._DATE_SEGMENT.fullmatch(seg)
            and seg not in ids.RESERVED_SEGMENTS
            for seg in value.split("/")
        )

    assert bool(ids._VALID_ID.fullmatch(local_id)) == by_segment(local_id)
    if not by_segment(local_id):
        with pytest.raises(ValueError):
            ids.check_local_id(local_id)
