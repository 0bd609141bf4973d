"""LexML Brasil: the two dated texts of one norm become two versions of one work."""

from __future__ import annotations

import importlib.util
import logging
import sys
from datetime import date
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from legalkg.asking import ask_one
from legalkg.core.errors import InputError
from legalkg.ingest import ingest
from legalkg.norms.ctv import build
from legalkg.norms.readers import read_source, read_sources
from legalkg.norms.readers.lexml import is_lexml, read_lexml
from legalkg.store.local import Store

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).resolve().parent / "data" / "lexml"
CF = sorted(DATA.glob("CON1988--*.xml"))
ADCT = sorted(DATA.glob("ADC1988--*.xml"))
#: shared/data beside the checkout (CI), or beside the main checkout of a worktree.
_SHARED = [parent / "shared" for parent in ROOT.parents]
FULL = next((p / "data" / "br-lexml" / "LexML" for p in _SHARED if (p / "data").is_dir()), None)


def _cf() -> object:
    (history,) = read_lexml(CF)
    return history


def test_the_work_and_its_dates_come_from_the_urn() -> None:
    (history,) = read_lexml(CF)
    assert history.work.id == "br/constituicao/1988"  # the compiled Constitution's work id
    assert history.work.date == date(1988, 10, 5)
    assert history.work.enacted  # the first text is the one published on 1988-10-05
    assert history.work.title == "Constituição Federal de 1988"
    assert "CF/88" in history.work.aliases
    assert history.expression_dates == (date(1988, 10, 5), date(2015, 2, 26))
    first, second = history.version_dates
    assert (first.start, first.published, first.other) == (
        date(1988, 10, 5),
        date(1988, 10, 5),
        (),
    )
    assert (second.start, second.published, second.other) == (
        date(2015, 2, 26),
        None,
        (("alteracao", date(2015, 2, 26)), ("changes_since", date(1988, 10, 5))),
    )
    assert second.where.endswith("CON1988--20150303.LexML.xml")


def test_component_ids_and_labels_are_the_compiled_texts() -> None:
    (history,) = read_lexml(CF)
    comps = history.components
    assert comps["tit2/art6"].label == "art. 6º"
    assert comps["tit2/art6"].kind == "article"
    assert comps["tit1/art1/inc3"].label == "art. 1º, inciso III"
    assert comps["tit1/art1/par1"].label == "art. 1º, parágrafo único"
    assert comps["tit4/art92/inc1-A"].label == "art. 92, inciso I-A"
    assert comps["tit2/cap2"].label == "Título II, Capítulo II"
    assert comps["tit4/cap3/sec1"].kind == "section"
    placed = {p.component: p for p in history.original}
    # an article hangs under its chapter, its id under its title (as in the compiled texts)
    assert placed["tit2/art6"].parent == "tit2/cap2"
    assert placed["tit1/art1/inc1"].parent == "tit1/art1"  # the caput's items: the article's
    assert placed["tit1/art1"].text.startswith("Art. 1º A República Federativa do Brasil")
    assert placed["tit1"].text == "Título I: Dos Princípios Fundamentais"
    # every compiled id the fixture's units have is one the compiled Constitution knows
    compiled = read_source(ROOT / "examples" / "br-constitution")
    ours = {c for c in comps if c != "preambulo"}
    assert ours <= set(compiled.components)  # type: ignore[union-attr]


def test_the_second_text_is_compared_with_the_first() -> None:
    (history,) = read_lexml(CF)
    changes = {(c.operation, c.target) for c in history.changes}
    assert ("substitution", "tit2/art6") in changes
    assert ("insertion", "tit4/art92/inc1-A") in changes
    assert all(c.date == date(2015, 2, 26) for c in history.changes)
    timeline = build(history)
    before = timeline.text_on("tit2/art6", date(2015, 2, 25))
    after = timeline.text_on("tit2/art6", date(2015, 2, 26))
    assert before is not None and after is not None
    assert "a moradia" not in before and "a moradia" in after
    assert "a alimentação" in after


def test_id_and_rotulo_disagree_the_rotulo_wins_unless_it_names_a_sibling(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.WARNING, logger="legalkg.norms.readers.lexml"):
        (history,) = read_lexml(CF)
    # <Paragrafo id="art92_par3"><Rotulo>§ 2º</Rotulo>: it is § 2º (as the compiled texts say)
    assert "tit4/art92/par2" in history.components and "tit4/art92/par3" not in history.components
    # <Inciso id="art92_cpt_inc1-1"><Rotulo>I-</Rotulo>: "I" is its sibling's; the id says I-A
    assert "tit4/art92/inc1-A" in history.components
    lines = [r.getMessage() for r in caplog.records]
    assert any("art92_par3" in m and "read as the Rotulo says" in m for m in lines)
    assert any("art92_cpt_inc1-1" in m and "read as the id says" in m for m in lines)
    assert all(".xml:" in m for m in lines)  # each names the file and the line


def test_the_adct_is_its_own_work_and_repealed_units_are_not_in_force() -> None:
    (history,) = read_lexml(ADCT)
    assert history.work.id == "br/ato.disposicoes.constitucionais.transitorias/1988"
    assert history.work.title == "Ato das Disposições Constitucionais Transitórias"
    assert "ADCT" in history.work.aliases
    assert history.components["art54-A"].label == "art. 54-A"
    assert ("insertion", "art54-A") in {(c.operation, c.target) for c in history.changes}


def test_read_sources_groups_the_files_of_each_norm(tmp_path: Path) -> None:
    assert all(is_lexml(p) for p in CF + ADCT)
    sources = read_sources([DATA])
    assert sorted(s.work.id for s in sources) == [  # type: ignore[union-attr]
        "br/ato.disposicoes.constitucionais.transitorias/1988",
        "br/constituicao/1988",
    ]
    one = read_source(CF[1])  # one file alone: a consolidation, not the text as enacted
    assert one.work.date == date(2015, 2, 26) and not one.work.enacted  # type: ignore[union-attr]


def test_ingest_validates_and_answers_on_both_sides_of_the_second_text(tmp_path: Path) -> None:
    store = Store(tmp_path / "kg")
    result = ingest(CF, store=store)
    assert result.report is not None and result.report.conforms
    graphs = [g.graph for g in result.graphs]
    assert graphs == ["https://example.org/graph/br/constituicao/1988"]
    asked = ask_one(store, question="What did art. 6 say on 2015-02-26?", work="CF/88")
    (version,) = asked.answer.result["versions"]
    assert version["valid_from"] == "2015-02-26"
    assert "a moradia" in version["text"]


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


_GOOD = CF[0].read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        (
            "truncated.xml",
            _GOOD[: len(_GOOD) // 2],
            "malformed XML",
        ),
        (
            "no-urn.xml",
            _GOOD.replace(' URN="urn:lex:br:federal:constituicao:1988-10-05;1988@', ' X="'),
            "no Metadado/Identificacao/@URN",
        ),
        (
            "no-version.xml",
            _GOOD.replace("@1988-10-05;publicacao;1988-10-05", ""),
            "names no version",
        ),
        (
            "unknown-element.xml",
            _GOOD.replace("<Rotulo>Art. 2º</Rotulo>", "<Rotulo>Art. 2º</Rotulo><Omissis/>"),
            "unknown LexML element 'Omissis'",
        ),
        (
            "dtd.xml",
            _GOOD.replace(
                "<LexML ", '<!DOCTYPE LexML SYSTEM "http://example.org/x.dtd">\n<LexML ', 1
            ),
            "a DTD or entity declaration is refused",
        ),
        (
            "entity.xml",
            _GOOD.replace(
                "<LexML ", '<!DOCTYPE LexML [<!ENTITY a "aaaaaaaa">]>\n<LexML ', 1
            ).replace("a soberania;", "&a;"),
            "a DTD or entity declaration is refused",
        ),
        (
            "bad-id.xml",
            _GOOD.replace('id="art2"', 'id="artigo2"'),
            "is not artN[u][-N]",
        ),
    ],
)
def test_bad_lexml_is_one_line_and_the_store_is_unchanged(
    tmp_path: Path, name: str, text: str, expected: str
) -> None:
    path = _write(tmp_path, name, text)
    with pytest.raises(InputError) as raised:
        read_lexml([path])
    message = str(raised.value)
    assert "\n" not in message and expected in message, message
    assert message.startswith(f"{path}:")  # the file and the line
    store = Store(tmp_path / "kg")
    ingest(ADCT, store=store)
    before = sorted(str(q) for q in store.quads())
    with pytest.raises(InputError):
        ingest([path], store=store)
    assert sorted(str(q) for q in store.quads()) == before


def _comparison() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "lexml_vs_compiled", ROOT / "benchmarks" / "lexml_vs_compiled.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_comparison_normalises_only_layout_quotes_and_the_label() -> None:
    m = _comparison()
    assert m.normalise("Art. 6º  São “direitos”") == m.normalise('São "direitos"')
    assert m.normalise("Art. 103-A. O Supremo") == "O Supremo"
    assert m.normalise("§ 2º O Supremo") == m.normalise("Parágrafo único. O Supremo")
    assert m.normalise("I - a soberania;") == "a soberania;"
    assert m.normalise("Art. 6º São direitos sociais") != m.normalise("Art. 6º São direito social")


def test_the_fixture_against_the_compiled_constitution() -> None:
    """The fixture's articles against examples/br-constitution, with the benchmark's code."""
    m = _comparison()
    (cf,) = read_lexml(CF)
    (adct,) = read_lexml(ADCT)
    compiled = build(read_source(ROOT / "examples" / "br-constitution"))  # type: ignore[arg-type]
    rows, _ = m.compare(build(cf), build(adct), compiled, m.DAYS)
    mine = [r for r in rows if r.status != "only-compiled"]
    assert len(mine) == 2 * 6 + 3 + 4  # 6 articles and the ADCT's 3, then 4, on each day
    assert all(r.status == "same" for r in mine), [r for r in mine if r.status != "same"]


@pytest.mark.skipif(FULL is None or not FULL.is_dir(), reason="shared/data/br-lexml is missing")
def test_the_full_files_hold_the_bar() -> None:
    """≥ 97 % of the caput wordings the same as the compiled Constitution on both days."""
    assert FULL is not None
    m = _comparison()
    cf, adct, compiled = m.timelines(FULL, ROOT / "examples" / "br-constitution")
    rows, units = m.compare(cf, adct, compiled, m.DAYS)
    totals = m.totals(rows)
    assert set(totals) == {"1988-10-06", "2015-03-01"}
    for day, t in totals.items():
        assert t["articles"] >= 300, (day, t)  # 245 + 70 articles in 1988
        assert t.get("same", 0) / t["articles"] >= 0.97, (day, t)
    assert totals["1988-10-06"]["articles"] == 245 + 70
    for day, (same, union) in units.items():
        assert same / union >= 0.97, (day, same, union)


def test_the_ementa_describes_the_work(tmp_path: Path) -> None:
    text = _GOOD.replace(
        '<Ementa id="ementa" />', '<Ementa id="ementa">Institui a <b>ordem</b>.</Ementa>'
    )
    assert text != _GOOD
    (history,) = read_lexml([_write(tmp_path, "ementa.xml", text)])
    assert history.work.description == "Institui a ordem."


def test_a_unit_only_an_older_text_has_keeps_its_place_among_its_siblings() -> None:
    """The shared whole-text comparison orders units by one order merged from every text: a
    position in one file is not comparable with a position in another."""
    from legalkg.norms.readers.akn import Expression, Unit, history_from_expressions

    def text(day: date, ids: list[str]) -> Expression:
        units = tuple(
            Unit(
                cid,
                "article" if "/" not in cid else "item",
                cid.rpartition("/")[0],
                cid,
                None,
                f"{cid} words",
                i,
            )
            for i, cid in enumerate(ids)
        )
        return Expression(Path(f"{day}.xml"), "xx/act/2000", "An Act", day, "en", units, ())

    old = text(date(2000, 1, 1), ["a", "a/1", "a/2", "a/3", "a/4"])
    new = text(date(2001, 1, 1), ["x", "y", "z", "a", "a/1", "a/2", "a/3"])  # a/4 repealed
    timeline = build(history_from_expressions([old, new]))
    (first,) = [v for v in timeline.versions_of("a") if v.start == date(2000, 1, 1)]
    assert [cid for cid, _ in first.parts] == ["a/1", "a/2", "a/3", "a/4"]


def test_every_version_of_the_full_files_follows_its_text_order() -> None:
    if FULL is None or not FULL.is_dir():
        pytest.skip("shared/data/br-lexml is missing")
    from legalkg.norms.readers.lexml import read_text

    for pattern in ("CON*.xml", "ADC*.xml"):
        files = sorted(FULL.glob(pattern))
        (history,) = read_lexml(files)
        timeline = build(history)
        for path in files:
            expression = read_text(path).expression
            rank = {u.id: i for i, u in enumerate(expression.units)}
            for v in timeline.versions:
                if (
                    v.parts
                    and v.start <= expression.date
                    and (v.end is None or expression.date < v.end)
                ):
                    ranks = [rank[cid] for cid, _ in v.parts]
                    assert ranks == sorted(ranks), (path.name, v.component)


# --------------------------------------------------------------------------------------------
# Days between the two texts: a unit that changed between them has an unknown wording there.


def test_changes_between_two_texts_are_known_only_as_an_interval() -> None:
    (history,) = read_lexml(CF)
    assert {c.changed_after for c in history.changes} == {date(1988, 10, 5)}
    timeline = build(history)
    change = timeline.undetermined_on("tit2/art6", date(2005, 1, 1))
    assert change is not None and change.changed_after == date(1988, 10, 5)
    assert change.date == date(2015, 2, 26)
    # the two texts' own days are known; so is every day of a unit that did not change
    assert timeline.undetermined_on("tit2/art6", date(1988, 10, 5)) is None
    assert timeline.undetermined_on("tit2/art6", date(2015, 2, 26)) is None
    assert timeline.undetermined_on("tit1/art1", date(2005, 1, 1)) is None
    # the macro action of the later text is undated too
    (macro,) = [a for a in timeline.actions if a.component == "" and a.kind == "amendment"]
    assert macro.changed_after == date(1988, 10, 5)


@pytest.fixture(scope="module")
def cf_store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    store = Store(tmp_path_factory.mktemp("lexgap") / "kg")
    result = ingest(CF, store=store)
    assert result.report is not None and result.report.conforms
    return store


def _ask(store: Store, **request: object) -> object:
    import json

    return ask_one(store, request_json=json.dumps(request)).answer


def test_a_day_between_the_texts_is_refused_for_a_changed_unit(cf_store: Store) -> None:
    a: Any = _ask(cf_store, type="valid-versions", component="art. 6º", date="2005-01-01")
    assert a.result["versions"] == []  # no text is given as in force
    (change,) = a.result["undetermined"]["changes"]
    assert (change["changed_after"], change["known_from"]) == ("1988-10-05", "2015-02-26")
    assert "a moradia" not in change["before"]["text"] and "a moradia" in change["after"]["text"]
    assert "not known" in a.answer and "1988-10-05" in a.answer and "2015-02-26" in a.answer
    assert "until 2015-02-26" not in a.answer
    assert any(p.startswith("Changes the sources do not date") for p in a.plan.policies)
    # art. 92 changed only in its parts: the whole article is unknown, its own row is not
    whole: Any = _ask(cf_store, type="valid-versions", component="art. 92", date="2005-01-01")
    assert whole.result["versions"] == [] and whole.result["undetermined"]
    own: Any = _ask(
        cf_store, type="valid-versions", component="art. 92", date="2005-01-01", scope="own"
    )
    assert len(own.result["versions"]) == 1 and "undetermined" not in own.result
    # an insertion between the texts: not "not yet in force", unknown
    inserted: Any = _ask(
        cf_store, type="valid-versions", component="art. 92, inciso I-A", date="2005-01-01"
    )
    assert inserted.result["versions"] == []
    (change,) = inserted.result["undetermined"]["changes"]
    assert change["type"] == "Insertion" and change["before"] is None


def test_unchanged_units_and_the_texts_own_days_are_answered(cf_store: Store) -> None:
    a: Any = _ask(cf_store, type="valid-versions", component="art. 1º", date="2005-01-01")
    (version,) = a.result["versions"]
    assert version["text"].startswith("Art. 1º A República Federativa")
    assert "undetermined" not in a.result
    first: Any = _ask(cf_store, type="valid-versions", component="art. 6º", date="1988-10-05")
    (version,) = first.result["versions"]
    assert "a moradia" not in version["text"]
    assert version["valid_until_after"] == "1988-10-05"  # its end is not a known day
    later: Any = _ask(cf_store, type="valid-versions", component="art. 6º", date="2015-03-01")
    (version,) = later.result["versions"]
    assert "a moradia" in version["text"] and version["valid_from_after"] == "1988-10-05"
    assert "after 1988-10-05" in later.answer


def test_every_other_answer_path_refuses_or_flags_the_days_between(cf_store: Store) -> None:
    compared: Any = _ask(
        cf_store,
        type="compare-versions",
        component="art. 6º",
        date_a="1988-10-05",
        date_b="2005-01-01",
    )
    assert compared.result["changes"] == [] and compared.result["undetermined"]
    known: Any = _ask(
        cf_store,
        type="compare-versions",
        component="art. 6º",
        date_a="1988-10-05",
        date_b="2015-02-26",
    )
    assert known.result["changes"] and "undetermined" not in known.result
    tree: Any = _ask(cf_store, type="hierarchy", component="Título II", date="2005-01-01")

    def nodes(node: Any) -> list[Any]:
        return [node, *(n for part in node.get("parts", []) for n in nodes(part))]

    flagged = [n for n in nodes(tree.result["tree"]) if n.get("undetermined")]
    assert [n["citation"] for n in flagged] == ["art. 6º"]
    assert flagged and all(p["text"] is None for p in flagged)
    assert "is not known" in tree.answer
    lineage: Any = _ask(cf_store, type="provenance", component="art. 6º", date="2005-01-01")
    assert lineage.result["lineage"] == [] and lineage.result["undetermined"]
    history: Any = _ask(cf_store, type="item-history", component="art. 6º")
    (action,) = history.result["actions"]
    assert action["changed_after"] == "1988-10-05" and "not dated" in history.answer
    # its only change is its last, whose day no source gives: said, not made up
    last: Any = _ask(cf_store, type="item-history", component="art. 6º", which="latest")
    assert last.result["actions"] == [action] and not last.result["undetermined"]
    assert "after 1988-10-05 and on or before 2015-02-26" in last.answer
    versions: Any = _ask(cf_store, type="item-versions", component="art. 6º", scope="own")
    old, new = versions.result["versions"]
    assert old["valid_until_after"] == "1988-10-05" and new["valid_from_after"] == "1988-10-05"


def test_the_interval_is_in_the_rdf_and_no_made_up_eli_date(cf_store: Store) -> None:
    base = "https://example.org/eli/br/constituicao/1988"
    rows = list(
        cf_store.query(
            "SELECT ?after WHERE { <" + base + "/action/2015-02-26/tit2/art6> "
            "<https://w3id.org/legalkg#changedAfter> ?after }"
        )
    )
    assert [r["after"].value for r in rows] == ["1988-10-05"]  # type: ignore[index,union-attr]
    eli = "http://data.europa.eu/eli/ontology#"
    for version, prop in (
        ("1988-10-05", "date_no_longer_in_force"),
        ("2015-02-26", "first_date_entry_in_force"),
    ):
        assert not cf_store.query(f"ASK {{ <{base}/{version}> <{eli}{prop}> ?d }}")


def test_the_published_version_page_says_the_day_is_not_known(
    cf_store: Store, tmp_path: Path
) -> None:
    from legalkg.publish import publish

    publish(cf_store, "https://example.org/", tmp_path / "site")
    art6 = tmp_path / "site/eli/br/constituicao/1988/tit2/art6"
    old = (art6 / "1988-10-05/index.html").read_text("utf-8")
    assert "until <strong>2015-02-26</strong> (exclusive) at the latest" in old
    assert "its wording between is unknown" in old
    new = (art6 / "2015-02-26/index.html").read_text("utf-8")
    assert "In force from <strong>2015-02-26</strong> at the latest" in new
    assert "after 1988-10-05" in new
    ttl = (art6 / "1988-10-05/index.ttl").read_text("utf-8")
    assert "date_no_longer_in_force" not in ttl  # no made-up last day
    unchanged = tmp_path / "site/eli/br/constituicao/1988/tit1/art1/1988-10-05/index.html"
    assert "at the latest" not in unchanged.read_text("utf-8")


@pytest.mark.slow
@pytest.mark.skipif(FULL is None or not FULL.is_dir(), reason="shared/data/br-lexml is missing")
def test_no_day_between_the_full_texts_is_answered_silently_wrong() -> None:
    """Every article in force on either side on days between the texts: right (unchanged) or
    flagged (changed, inserted or repealed between them), never silently wrong."""
    assert FULL is not None
    m = _comparison()
    cf, adct, compiled = m.timelines(FULL, ROOT / "examples" / "br-constitution")
    days = (date(2005, 1, 1), date(1998, 1, 1), date(2014, 12, 31))
    rows, _ = m.compare(cf, adct, compiled, days)
    for day in days:
        count, wrong = m.classify(cf, adct, rows, day)
        assert count["wrong"] == 0, (day, wrong[:3])
        assert count["right"] >= 190 and count["flagged"] >= 100, (day, count)
