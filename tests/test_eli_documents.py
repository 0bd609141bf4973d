"""ELI on documents and pages (issue 32, item 6): titles, entry into force and end dates,
status, amendments and amending acts; VoID/DCAT with the endpoint, a licence and a modified
date from the data; and every store triple still in some document (versions indexes)."""

from __future__ import annotations

import pyoxigraph as ox
import pytest

from legalkg.ingest import example_path, ingest
from legalkg.publish import Site
from legalkg.store.local import Store

BASE = "https://example.org/"
WORK = BASE + "eli/br/constituicao/1988"
ART6 = WORK + "/tit2/art6"
EC26 = BASE + "eli/br/emenda_constitucional/2000/26"
ELI = "http://data.europa.eu/eli/ontology#"


@pytest.fixture(scope="module")
def site() -> Site:
    store = Store()
    ingest([example_path("art6") / "art6.yaml"], store=store)
    return Site(
        store, BASE, sparql_endpoint=BASE + "sparql", license="https://opensource.org/license/mit"
    )


def eli(site: Site, s: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for t in site.document_triples(s):
        if t.subject.value == s and t.predicate.value.startswith(ELI):
            out.setdefault(t.predicate.value[len(ELI) :], set()).add(t.object.value)
    return out


def test_a_version_has_title_dates_status_and_act(site: Site) -> None:
    v2000 = eli(site, ART6 + "/2000-02-14")
    assert v2000["title"] == {"art. 6º"}
    assert v2000["first_date_entry_in_force"] == {"2000-02-14"}
    assert v2000["date_no_longer_in_force"] == {"2010-02-03"}  # the day before validUntil
    assert v2000["in_force"] == {ELI + "InForce-notInForce"}
    assert v2000["changed_by"] == {EC26}
    current = eli(site, ART6 + "/2015-09-15")
    assert current["in_force"] == {ELI + "InForce-inForce"}
    assert "date_no_longer_in_force" not in current


def test_a_component_is_amended_by_its_acts_and_the_acts_amend_it(site: Site) -> None:
    art6 = eli(site, ART6)
    assert art6["amended_by"] == {
        EC26,
        BASE + "eli/br/emenda_constitucional/2010/64",
        BASE + "eli/br/emenda_constitucional/2015/90",
    }
    assert art6["first_date_entry_in_force"] == {"1988-10-05"}
    assert art6["in_force"] == {ELI + "InForce-inForce"}
    assert ART6 in eli(site, EC26)["amends"]
    assert EC26 in site.paths  # the act has its own documents: a crawler gets there
    assert EC26 in eli(site, WORK)["amended_by"]


def test_pages_show_the_eli_statements(site: Site) -> None:
    page = site.page(ART6 + "/2000-02-14")
    assert "eli:first_date_entry_in_force" in page and "eli:changed_by" in page


def test_every_store_triple_is_in_a_document(site: Site) -> None:
    documents: set[ox.Triple] = set()
    for s in site.paths:
        documents.update(site.document_triples(s))
    missing = [
        t
        for t in {q.triple for q in site.store.quads()}
        if isinstance(t.subject, ox.NamedNode) and t not in documents
    ]
    assert not missing, missing[:5]


def test_rdfxml_document(site: Site) -> None:
    body = site.document(ART6 + "/2000-02-14", "rdf")
    parsed = {q.triple for q in ox.parse(body, format=ox.RdfFormat.RDF_XML)}
    assert parsed == set(site.document_triples(ART6 + "/2000-02-14"))


def test_void_names_endpoint_licence_and_modified_date(site: Site) -> None:
    void = {
        (t.predicate.value, t.object.value)
        for t in ox.parse(site.void(), format=ox.RdfFormat.TURTLE)
    }
    assert ("http://rdfs.org/ns/void#sparqlEndpoint", BASE + "sparql") in void
    assert ("http://purl.org/dc/terms/license", "https://opensource.org/license/mit") in void
    # The latest date in the data (EC 90/2015), not today: same store, same bytes.
    assert ("http://purl.org/dc/terms/modified", "2015-09-15") in void
    assert (
        site.void()
        == Site(
            site.store,
            BASE,
            sparql_endpoint=BASE + "sparql",
            license="https://opensource.org/license/mit",
        ).void()
    )
