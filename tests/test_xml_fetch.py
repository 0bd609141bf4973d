"""Issue 31 item 6: nothing is fetched while reading XML (Akoma Ntoso, RDF/XML): an external
DTD, an XInclude and a schemaLocation pointing at a listener on 127.0.0.1 are refused or
ignored as docs/formats.md says, and the listener sees no connection."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from attacks import Listener

from legalkg.core.errors import InputError
from legalkg.ingest import ingest
from legalkg.store.local import Store

AKN = Path(__file__).resolve().parent / "data" / "akn" / "v3" / "act-2020.xml"


@pytest.fixture()
def listener() -> Iterator[Listener]:
    out = Listener()
    yield out
    out.close()


def _akn(tmp_path: Path, name: str, edit: object) -> Path:
    assert callable(edit)
    path = tmp_path / name
    path.write_text(edit(AKN.read_text("utf-8")), "utf-8")
    return path


def test_nothing_is_fetched(tmp_path: Path, listener: Listener) -> None:
    url = f"http://127.0.0.1:{listener.port}"
    root = '<akomaNtoso xmlns="http://docs.oasis-open.org/legaldocml/ns/akn/3.0">'
    dtd = _akn(
        tmp_path,
        "dtd.xml",
        lambda t: t.replace(root, f'<!DOCTYPE akomaNtoso SYSTEM "{url}/akn.dtd">\n{root}'),
    )
    xinclude = _akn(
        tmp_path,
        "xi.xml",
        lambda t: t.replace(
            "<act ",
            f'<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="{url}/x.xml"/><act ',
        ),
    )
    schema = _akn(
        tmp_path,
        "schema.xml",
        lambda t: t.replace(
            root,
            root[:-1] + ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
            f'xsi:schemaLocation="http://docs.oasis-open.org/legaldocml/ns/akn/3.0 {url}/a.xsd">',
        ),
    )
    rdfxml = tmp_path / "doc.rdf"
    rdfxml.write_text(
        f'<?xml version="1.0"?>\n<!DOCTYPE rdf:RDF SYSTEM "{url}/rdf.dtd">\n'
        '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        '<rdf:Description rdf:about="urn:s"><rdf:type rdf:resource="urn:t"/></rdf:Description>'
        "</rdf:RDF>\n",
        "utf-8",
    )
    for path, message in (
        (dtd, "DTD"),
        (xinclude, "XInclude is not read"),
        (rdfxml, "DOCTYPE"),
    ):
        store = Store()
        with pytest.raises(InputError, match=message):
            ingest([path], store=store, validate=False)
        assert len(store) == 0
    store = Store()
    ingest([schema], store=store, validate=False)  # schemaLocation: an attribute, not read
    assert len(store) > 0
    time.sleep(0.3)
    assert listener.hits == []
