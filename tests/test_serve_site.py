"""`legalkg serve` renders each page from the store on request, and gives the same bytes as
`legalkg publish` writes for the same store (issue 28, item 3): every file of the static
site, fetched from a live server, is byte for byte the file on disk."""

from __future__ import annotations

import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from test_serve import ingest_on_disk, start_server, stop_server

from legalkg.ingest import example_path, ingest
from legalkg.publish import Site
from legalkg.publish import site as site_module
from legalkg.store.local import Store

BASE = "https://example.org/"


def test_served_pages_are_the_published_files(tmp_path: Path) -> None:
    store = tmp_path / "art6.db"
    ingest_on_disk(example_path("art6") / "art6.yaml", store)
    out = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "legalkg", "publish", "--store", str(store), "--base", BASE]
        + ["--out", str(out), "--sparql-endpoint", BASE + "sparql"],
        check=True,
        capture_output=True,
    )
    files = sorted(
        p.relative_to(out).as_posix()
        for p in out.rglob("*")
        if p.is_file() and p.name != ".legalkg-site"
    )
    assert "index.html" in files and "_data/dump.nq.gz" in files
    assert any(f.endswith("/_versions/index.ttl") for f in files)  # versions indexes too
    proc, url = start_server(store)
    try:
        differ = []
        for name in files:
            with urllib.request.urlopen(f"{url}/{name}", timeout=60) as answer:
                if answer.read() != (out / name).read_bytes():
                    differ.append(name)
        assert not differ, differ[:10]
        assert len(files) > 150
    finally:
        stop_server(proc)


def test_long_lists_of_norms_and_acts_are_paged(monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store()
    ingest([example_path("art6") / "art6.yaml"], store=store)
    monkeypatch.setattr(site_module, "WORKS_PER_PAGE", 1)
    site = Site(store, BASE)
    acts = site.acts()
    assert len(acts) == 3 and site.pages("acts") == 3
    assert "_acts/2.html" in site.file_names() and "_acts/4.html" not in site.file_names()
    home = site.home()
    assert 'href="_acts/2.html"' in home and 'href="_acts/3.html"' in home
    page = site.site_file("_acts/3.html")
    assert page is not None
    text = page.decode()
    assert 'href="../index.html"' in text and 'href="../_acts/2.html"' in text
    assert site.label(acts[2]) in text and site.label(acts[0]) not in text
    assert site.site_file("_acts/4.html") is None and site.site_file("_acts/0.html") is None


def test_the_site_reads_the_store_with_bounded_caches() -> None:
    store = Store()
    ingest([example_path("art6") / "art6.yaml"], store=store)
    site = Site(store, BASE, cache=8)
    for s in site.resources():
        site.document(s, "ttl")
    assert len(site._nodes) <= 8 and len(site._rev) <= 8
    # Same documents as with a cache holding everything.
    full = Site(store, BASE)
    for s in site.resources()[::7]:
        assert site.document(s, "html") == full.document(s, "html")
