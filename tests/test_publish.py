"""The static site (`legalkg publish`) and the timeline pictures (`legalkg draw`)."""

from __future__ import annotations

import gzip
import json
import posixpath
import re
from pathlib import Path

import pyoxigraph as ox
import pytest
from click.testing import CliRunner

from legalkg.cli import cli
from legalkg.ingest import ingest
from legalkg.publish import PublishError, Site, publish, resource_path
from legalkg.publish.draw import component_timeline
from legalkg.store.local import Store

BASE = "https://example.org/"
ART6 = BASE + "eli/br/constituicao/1988/tit2/art6"


@pytest.fixture
def art6_store(art6: Path) -> Store:
    s = Store()
    ingest([art6], store=s)
    return s


def _tree(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


def test_same_store_same_bytes(art6_store: Store, tmp_path: Path) -> None:
    a = publish(art6_store, BASE, tmp_path / "a")
    publish(art6_store, BASE, tmp_path / "b")
    first, second = _tree(tmp_path / "a"), _tree(tmp_path / "b")
    assert first == second
    assert a.resources > 10 and a.files == len(first)
    for suffix in ("index.html", "index.ttl", "index.jsonld"):
        assert f"eli/br/constituicao/1988/tit2/art6/2000-02-14/{suffix}" in first
    for name in (
        "index.html",
        "_data/void.ttl",
        ".well-known/void",
        "_data/dump.nq.gz",
        "_data/dump.ttl",
        "_data/context.jsonld",
        "_docs/index.html",
        "_docs/ontologies-norms.html",
        "_docs/shapes-norms.html",
    ):
        assert name in first, name
    # Publishing again over a previous site replaces it.
    publish(art6_store, BASE, tmp_path / "a")
    assert _tree(tmp_path / "a") == second


def test_version_page(art6_store: Store, tmp_path: Path) -> None:
    publish(art6_store, BASE, tmp_path / "site")
    page = (tmp_path / "site/eli/br/constituicao/1988/tit2/art6/2000-02-14/index.html").read_text()
    assert '<link rel="alternate" type="text/turtle" href="index.ttl">' in page
    assert '<link rel="alternate" type="application/ld+json" href="index.jsonld">' in page
    assert "In force from <strong>2000-02-14</strong> until <strong>2010-02-04</strong>" in page
    assert "a moradia" in page and "a alimentação" not in page
    assert 'previous version: <a href="../1988-10-05/index.html">' in page
    assert 'next version: <a href="../2010-02-04/index.html">' in page
    assert "by Emenda Constitucional nº 26" in page  # the amending act
    component = (tmp_path / "site/eli/br/constituicao/1988/tit2/art6/index.html").read_text()
    assert '<svg xmlns="http://www.w3.org/2000/svg" class="timeline"' in component
    assert '<a href="2000-02-14/index.html" class="version" data-from="2000-02-14">' in component
    assert 'data-from="2015-09-15" data-until=""' in component  # the "as of date" form's data
    assert (tmp_path / "site/_data/asof.js").is_file()


def test_jsonld_matches_turtle(art6_store: Store, tmp_path: Path) -> None:
    import rdflib

    publish(art6_store, BASE, tmp_path / "site")
    folder = tmp_path / "site/eli/br/constituicao/1988/tit2/art6/2000-02-14"
    doc = json.loads((folder / "index.jsonld").read_text())
    context = json.loads((tmp_path / "site/_data/context.jsonld").read_text())
    assert doc["@context"] == context["@context"]
    from_json = rdflib.Graph().parse(folder / "index.jsonld", format="json-ld")
    from_ttl = rdflib.Graph().parse(folder / "index.ttl", format="turtle")
    assert len(from_ttl) > 8
    assert set(from_json) == set(from_ttl)


def test_void_and_dump(art6_store: Store, tmp_path: Path) -> None:
    publish(art6_store, BASE, tmp_path / "site")
    void = list(ox.parse(path=str(tmp_path / "site/_data/void.ttl"), format=ox.RdfFormat.TURTLE))
    triples = {(t.predicate.value.rsplit("#", 1)[-1], t.object.value) for t in void}
    assert ("triples", str(len(art6_store))) in triples
    assert ("dataDump", BASE + "_data/dump.nq.gz") in triples
    assert ("type", "http://www.w3.org/ns/dcat#Dataset") in triples
    raw = gzip.decompress((tmp_path / "site/_data/dump.nq.gz").read_bytes())
    quads = set(ox.parse(raw, format=ox.RdfFormat.N_QUADS))
    assert quads == set(art6_store.quads())


HOSTILE = [
    BASE + "eli/../../escaped",
    BASE + "eli/%2e%2e/%2e%2e/escaped",
    BASE + "eli/x/..",
    BASE + "eli//x",
    BASE + "eli/x/index.html",
    BASE + "eli/x?y=1",
    BASE + "eli/x#frag",
    BASE + "eli/" + "a/" * 50 + "deep",
    BASE + "eli/spaced%20name",
    "https://elsewhere.example/eli/x",
    "file:///etc/passwd",
]


def test_hostile_iris_never_escape(tmp_path: Path) -> None:
    s = Store()
    p = ox.NamedNode("https://example.org/p")
    triples = [ox.Triple(ox.NamedNode(iri), p, ox.Literal("x")) for iri in HOSTILE]
    triples.append(ox.Triple(ox.NamedNode(BASE + "eli/ok"), p, ox.Literal("fine")))
    s.replace_graphs({ox.NamedNode(BASE + "graph/hostile"): triples})
    out = tmp_path / "box" / "site"
    (tmp_path / "box").mkdir()
    report = publish(s, BASE, out)
    assert sorted(iri for iri, _ in report.skipped) == sorted(HOSTILE)
    assert report.resources == 1
    # Nothing outside the site folder; nothing but the expected names inside it.
    assert sorted(p.name for p in (tmp_path / "box").iterdir()) == ["site"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["box"]
    assert (out / "eli/ok/index.html").is_file()
    names = {str(p.relative_to(out)) for p in out.rglob("*")}
    assert not any(".." in n or "%" in n or "?" in n for n in names)
    # The skipped IRIs stay in the dump.
    dump = gzip.decompress((out / "_data/dump.nq.gz").read_bytes()).decode()
    assert all(f"<{iri}>" in dump for iri in HOSTILE)


@pytest.mark.parametrize("iri", HOSTILE)
def test_resource_path_refuses(iri: str) -> None:
    assert resource_path(iri, BASE) is None


def test_refuses_a_folder_that_is_not_a_site(art6_store: Store, tmp_path: Path) -> None:
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep me")
    with pytest.raises(PublishError, match="not empty and was not written by 'legalkg publish'"):
        publish(art6_store, BASE, tmp_path / "mine")
    assert (tmp_path / "mine" / "notes.txt").read_text() == "keep me"
    with pytest.raises(PublishError, match="must be an absolute http"):
        Site(art6_store, "https://example.org/#")


def test_cli_publish_and_errors(art6: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    db = tmp_path / "kg.db"
    assert runner.invoke(cli, ["ingest", str(art6), "--store", str(db)]).exit_code == 0
    result = runner.invoke(cli, ["publish", "--store", str(db), "--out", str(tmp_path / "s")])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "s/eli/br/constituicao/1988/index.html").is_file()
    (tmp_path / "other").mkdir()
    (tmp_path / "other/x").write_text("x")
    result = runner.invoke(cli, ["publish", "--store", str(db), "--out", str(tmp_path / "other")])
    assert result.exit_code == 3
    assert "Error:" in result.output and "not empty" in result.output
    result = runner.invoke(
        cli, ["publish", "--store", str(db), "--base", "ftp:/x", "--out", str(tmp_path / "t")]
    )
    assert result.exit_code == 3 and "base 'ftp:/x'" in result.output
    assert not (tmp_path / "t").exists()


def test_draw_timeline(art6_store: Store, art6: Path, tmp_path: Path) -> None:
    svg = component_timeline(art6_store, ART6)
    assert svg == component_timeline(art6_store, ART6)
    assert svg.count('class="version"') == 4
    for start in ("1988-10-05", "2000-02-14", "2010-02-04", "2015-09-15"):
        assert f'data-from="{start}"' in svg
    assert "EC 26/2000" in svg and "in force" in svg
    from defusedxml import ElementTree

    tree = ElementTree.fromstring(svg)
    assert tree.tag == "{http://www.w3.org/2000/svg}svg"
    runner = CliRunner()
    db = tmp_path / "kg.db"
    assert runner.invoke(cli, ["ingest", str(art6), "--store", str(db)]).exit_code == 0
    out = tmp_path / "art6.svg"
    result = runner.invoke(
        cli,
        [
            "draw",
            "timeline",
            "eli/br/constituicao/1988/tit2/art6",
            "--store",
            str(db),
            "-o",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    assert out.read_text() == svg
    result = runner.invoke(cli, ["draw", "timeline", ART6 + "/nope", "--store", str(db)])
    assert result.exit_code == 3 and "no temporal versions" in result.output


# -- the whole Constitution ------------------------------------------------------------------
@pytest.fixture(scope="module")
def constitution_site(constitution_store: Store, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("cf88") / "site"
    publish(constitution_store, BASE, out)
    return out


_LINK = re.compile(r'(?:href|src)="([^"]*)"')


@pytest.mark.slow
def test_constitution_links_resolve(constitution_site: Path) -> None:
    files = {p.relative_to(constitution_site).as_posix() for p in constitution_site.rglob("*")}
    pages = sorted(f for f in files if f.endswith(".html"))
    assert len(pages) > 13000
    broken = []
    checked = 0
    for page in pages:
        folder = posixpath.dirname(page)
        for href in _LINK.findall((constitution_site / page).read_text("utf-8")):
            if href.startswith(("http://", "https://", "#")):
                continue
            target = posixpath.normpath(posixpath.join(folder, href.split("#")[0]))
            checked += 1
            if target not in files or target.startswith(".."):
                broken.append(f"{page} -> {href}")
    assert checked > 100000
    assert not broken, broken[:10]


@pytest.mark.slow
def test_constitution_turtle_parses_back(
    constitution_site: Path, constitution_store: Store
) -> None:
    found: set[ox.Triple] = set()
    for ttl in constitution_site.rglob("index.ttl"):
        found.update(q.triple for q in ox.parse(path=str(ttl), format=ox.RdfFormat.TURTLE))
    expected = {q.triple for q in constitution_store.quads()}
    assert expected <= found  # every stored triple is in some document
    # What the documents add is derived for crawlers (issue 32: ELI terms, links to the
    # versions index documents), never a fact the store does not imply.
    added = {str(t.predicate.value) for t in found - expected}
    eli = "http://data.europa.eu/eli/ontology#"
    seealso = "http://www.w3.org/2000/01/rdf-schema#seeAlso"
    label = "http://www.w3.org/2000/01/rdf-schema#label"  # of the versions index documents
    assert added and all(p.startswith(eli) or p in (seealso, label) for p in added), sorted(
        p for p in added if not p.startswith(eli)
    )
    toc = (constitution_site / "eli/br/constituicao/1988/2000-02-14/index.html").read_text()
    assert "Table of contents as of 2000-02-14" in toc
    assert 'href="../tit2/art6/2000-02-14/index.html">art. 6º</a>' in toc
