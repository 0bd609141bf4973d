"""Complaint, event, entity, relation and sentence pages of the static site, and the SVG event
graph (`legalkg draw events`), on the gold event graph of EEOC v. Venture (tests/data/events)."""

from __future__ import annotations

import json
import posixpath
import re
from pathlib import Path

import pyoxigraph as ox
import pytest
from click.testing import CliRunner
from defusedxml import ElementTree

from legalkg.cli import cli
from legalkg.ingest import ingest
from legalkg.publish import Site, publish
from legalkg.publish.draw import DrawError, complaint_event_graph
from legalkg.publish.events import temporal_order
from legalkg.store.local import Store

DATA = Path(__file__).parent / "data" / "events"
GOLD = DATA / "case13193_doc62893.gold.json"
BASE = "https://example.org/"
CASE = "case13193_doc62893"
COMPLAINT = f"{BASE}complaint/{CASE}"
GRAPH = ox.NamedNode(f"{BASE}graph/complaint/{CASE}")
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def gold() -> dict[str, list[dict[str, object]]]:
    data: dict[str, list[dict[str, object]]] = json.loads(GOLD.read_text("utf-8"))
    return data


@pytest.fixture(scope="module")
def ev_store() -> Store:
    s = Store()
    ingest([GOLD], store=s)
    return s


@pytest.fixture(scope="module")
def ev_site(ev_store: Store, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("evsite") / "site"
    publish(ev_store, BASE, out)
    return out


_LINK = re.compile(r'(?:href|src)="([^"]*)"')
_ID = re.compile(r'\bid="([^"]*)"')


def test_pages_exist_and_every_link_resolves(
    ev_site: Path, gold: dict[str, list[dict[str, str]]]
) -> None:
    folder = ev_site / "complaint" / CASE
    assert (folder / "index.html").is_file()
    for kind, key in (("event", "events"), ("entity", "entities"), ("relation", "relations")):
        for item in gold[key]:
            for suffix in ("html", "ttl", "jsonld"):
                assert (folder / kind / item["id"] / f"index.{suffix}").is_file()
    ids: dict[str, set[str]] = {}
    broken, anchors = [], 0
    pages = sorted(p.relative_to(ev_site).as_posix() for p in ev_site.rglob("*.html"))
    for page in pages:
        text = (ev_site / page).read_text("utf-8")
        for href in _LINK.findall(text):
            if href.startswith(("http://", "https://")):
                continue
            path, _, fragment = href.partition("#")
            target = posixpath.normpath(posixpath.join(posixpath.dirname(page), path or ""))
            if path == "":
                target = page
            if not (ev_site / target).is_file():
                broken.append(f"{page} -> {href}")
                continue
            if fragment:
                anchors += 1
                if target not in ids:
                    ids[target] = set(_ID.findall((ev_site / target).read_text("utf-8")))
                if fragment not in ids[target]:
                    broken.append(f"{page} -> {href} (no anchor)")
    assert not broken, broken[:10]
    # Every evidence quote of events and relations links to a sentence anchor.
    cited = sum(len(e["evidence"]) for e in gold["events"] + gold["relations"])  # type: ignore[arg-type]
    assert anchors >= cited
    home = (ev_site / "index.html").read_text("utf-8")
    assert f'href="complaint/{CASE}/index.html"' in home
    page = (folder / "index.html").read_text("utf-8")
    for event in gold["events"]:
        assert f'href="event/{event["id"]}/index.html"' in page
    for sentence in gold["sentences"]:
        assert f'<li id="{sentence["id"]}"' in page
    assert '<link rel="alternate" type="text/turtle" href="index.ttl">' in page
    assert '<svg xmlns="http://www.w3.org/2000/svg" class="event-graph"' in page


def test_same_store_same_bytes(ev_store: Store, ev_site: Path, tmp_path: Path) -> None:
    again = tmp_path / "again"
    publish(ev_store, BASE, again)
    for path in sorted(ev_site.rglob("*")):
        if path.is_file():
            assert (again / path.relative_to(ev_site)).read_bytes() == path.read_bytes(), path


def test_event_page(ev_site: Path) -> None:
    page = (ev_site / "complaint" / CASE / "event" / "ev11" / "index.html").read_text("utf-8")
    assert "<h1>Save-A-Lot terminates Hodge</h1>" in page
    assert '<time datetime="2009-08-01">~2009-08</time>' in page
    assert "granularity: month, approximate, 2009-08-01 to 2009-08-31" in page
    assert "«On or about August 2009»" in page
    assert "(agent; defendant, employer)" in page and "Yumeiko Hodge</a> (patient;" in page
    # Relations out (r5 BEFORE ev15) and in (r2 CAUSES from ev10), with evidence anchors.
    out, _, incoming = page.partition("Relations to this event")
    assert "Relations from this event" in out and 'href="../../relation/r5/index.html"' in out
    assert "<strong>CAUSES</strong>" in incoming
    assert 'href="../ev10/index.html"' in incoming
    assert 'href="../../index.html#s45">s45</a>: <q>' in incoming
    assert 'href="../../index.html#s43">s43</a>: <q>Defendant terminated' in page
    assert '› <a href="../../index.html">EEOC v. Venture' in page


def test_turtle_parses_back_to_the_complaint_graph(ev_site: Path, ev_store: Store) -> None:
    expected = {q.triple for q in ev_store.quads(GRAPH)}
    assert len(expected) > 1000
    found: set[ox.Triple] = set()
    for ttl in sorted((ev_site / "complaint" / CASE).rglob("index.ttl")):
        found |= {q.triple for q in ox.parse(ttl.read_bytes(), format=ox.RdfFormat.TURTLE)}
    assert found == expected
    # An event's document carries its participations and evidence (with selectors).
    event = ev_site / "complaint" / CASE / "event" / "ev11" / "index.ttl"
    subjects = {str(t.subject) for t in ox.parse(event.read_bytes(), format=ox.RdfFormat.TURTLE)}
    assert f"<{COMPLAINT}/event/ev11/participant/2>" in subjects
    assert f"<{COMPLAINT}/event/ev11/evidence/1/quote>" in subjects


def test_temporal_order(ev_store: Store, gold: dict[str, list[dict[str, object]]]) -> None:
    site = Site(ev_store, BASE)
    order = [iri.rsplit("/", 1)[1] for iri in temporal_order(site, COMPLAINT)]
    assert sorted(order) == sorted(str(e["id"]) for e in gold["events"])
    pos = {e: i for i, e in enumerate(order)}
    for r in gold["relations"]:
        if r["type"] == "BEFORE":
            assert pos[str(r["source"])] < pos[str(r["target"])], r
        if r["type"] == "AFTER":
            assert pos[str(r["source"])] > pos[str(r["target"])], r
    dated = [
        (e["date"]["value"], str(e["id"]))  # type: ignore[index]
        for e in gold["events"]
        if e.get("date")
    ]
    assert [pos[i] for _, i in sorted(dated)] == sorted(pos[i] for _, i in dated)


def test_event_graph_svg(ev_store: Store, gold: dict[str, list[dict[str, str]]]) -> None:
    svg = complaint_event_graph(ev_store, COMPLAINT)
    assert svg == complaint_event_graph(ev_store, COMPLAINT)
    root = ElementTree.fromstring(svg)
    assert root.tag == SVG + "svg"
    marks = [e for e in root.iter() if "event" in (e.get("class") or "").split()]
    assert sorted(m.get("data-event") for m in marks) == sorted(e["id"] for e in gold["events"])
    edges = [e for e in root.iter(SVG + "path") if (e.get("class") or "").startswith("edge ")]
    assert sorted(e.get("data-relation") for e in edges) == sorted(
        r["id"] for r in gold["relations"]
    )
    kinds = {e.get("data-relation"): e.get("class") for e in edges}
    assert kinds["r2"] == "edge causal CAUSES" and kinds["r1"] == "edge temporal BEFORE"
    undated = sum(1 for e in gold["events"] if not e.get("date"))
    assert sum(1 for m in marks if "undated" in (m.get("class") or "")) == undated
    for word in ("CAUSES", "PREVENTS", "BEFORE/AFTER", "undated, placed by relations"):
        assert f">{word}<" in svg
    assert "Save-A-Lot → Yumeiko Hodge" in svg
    assert "~2009-08" in svg


def test_cli_draw_events(ev_store: Store, tmp_path: Path) -> None:
    runner = CliRunner()
    db = tmp_path / "ev.db"
    assert runner.invoke(cli, ["ingest", str(GOLD), "--store", str(db)]).exit_code == 0
    a, b = tmp_path / "a.svg", tmp_path / "b.svg"
    for complaint, out in ((CASE, a), (COMPLAINT, b)):
        result = runner.invoke(cli, ["draw", "events", complaint, "--store", str(db), "-o", out])
        assert result.exit_code == 0, result.output
    assert a.read_bytes() == b.read_bytes()
    assert a.read_text("utf-8") == complaint_event_graph(ev_store, COMPLAINT)
    bad = tmp_path / "bad.svg"
    result = runner.invoke(cli, ["draw", "events", "nope", "--store", str(db), "-o", str(bad)])
    assert result.exit_code == 3
    assert "no complaint with this IRI" in result.output and CASE in result.output
    assert not bad.exists()
    with pytest.raises(DrawError, match="no complaints"):
        complaint_event_graph(Store(), COMPLAINT)
