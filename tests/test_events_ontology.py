"""The events ontology (ontologies/events.ttl): terms documented, alignments real, lists in step."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import OWL, RDF, RDFS, SKOS, Graph, Literal, URIRef

from legalkg.core.namespaces import LKG_NS
from legalkg.core.resources import data_files
from legalkg.events.vocab import _LISTS, concept

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "vocabularies"
FILES = {
    "http://www.cidoc-crm.org/cidoc-crm/": ("cidoc.nt", "http://erlangen-crm.org/current/"),
    "http://www.w3.org/ns/prov#": ("prov.nt", None),
    "http://www.w3.org/ns/oa#": ("oa.nt", None),
    "http://www.w3.org/2006/time#": ("time.nt", None),
    "http://www.w3.org/2004/02/skos/core#": ("skos.nt", None),
}


def _events() -> Graph:
    (path,) = [p for p in data_files("ontologies") if p.name == "events.ttl"]
    return Graph().parse(path, format="turtle")


def _english(g: Graph, term: URIRef, p: URIRef) -> bool:
    return any(isinstance(o, Literal) and o.language == "en" for o in g.objects(term, p))


def test_every_term_has_label_definition_and_kind() -> None:
    g = _events()
    terms = {
        s
        for k in (OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty, OWL.NamedIndividual)
        for s in g.subjects(RDF.type, k)
        if str(s).startswith(LKG_NS)
    }
    assert len(terms) > 80
    problems = [
        str(t)
        for t in terms
        if not (_english(g, t, RDFS.label) and _english(g, t, SKOS.definition))
    ]
    assert not problems
    for t in terms:
        if (t, RDF.type, OWL.ObjectProperty) in g or (t, RDF.type, OWL.DatatypeProperty) in g:
            assert g.value(t, RDFS.domain) is not None and g.value(t, RDFS.range) is not None, t


def test_referenced_lkg_terms_are_declared() -> None:
    g = _events()
    declared = {s for s in g.subjects(RDF.type, None) if str(s).startswith(LKG_NS)}
    used = {x for t in g for x in t if isinstance(x, URIRef) and str(x).startswith(LKG_NS)}
    assert used <= declared, sorted(used - declared)


def test_alignments_name_real_terms() -> None:
    g = _events()
    missing = []
    for ns, (name, real_ns) in FILES.items():
        path = FIXTURES / name
        vocabulary = Graph().parse(path, format="nt")
        subjects = {str(s) for s in vocabulary.subjects()}
        for x in {x for t in g for x in t if isinstance(x, URIRef) and str(x).startswith(ns)}:
            local = str(x)[len(ns) :]
            if (real_ns or ns) + local not in subjects:
                missing.append(str(x))
    assert not missing, missing
    # and there are alignments
    for sub, sup in (
        ("Event", "http://www.cidoc-crm.org/cidoc-crm/E5_Event"),
        ("Evidence", "http://www.w3.org/ns/oa#SpecificResource"),
    ):
        assert (URIRef(LKG_NS + sub), RDFS.subClassOf, URIRef(sup)) in g
    assert (
        URIRef(LKG_NS + "before"),
        RDFS.subPropertyOf,
        URIRef("http://www.w3.org/2006/time#intervalBefore"),
    ) in g


def test_controlled_lists_match_the_code() -> None:
    g = _events()
    for kind, (_prefix, values, cls) in _LISTS.items():
        in_ttl = {str(s) for s in g.subjects(RDF.type, URIRef(LKG_NS + cls))}
        assert in_ttl == {concept(kind, v).value for v in values}, kind


def test_shapes_lists_match_the_code() -> None:
    (path,) = [p for p in data_files("shapes") if p.name == "events.ttl"]
    text = path.read_text(encoding="utf-8")
    for kind, (_prefix, values, _cls) in _LISTS.items():
        for v in values:
            assert "lkg:" + concept(kind, v).value.removeprefix(LKG_NS) in text


def _reason(tmp_path: Path, extra: str = "") -> None:
    """HermiT (owlready2) on the events ontology, a gold graph and ``extra`` (N-Triples)."""
    import owlready2
    import pyoxigraph as ox

    from legalkg.core.identifiers import Minter
    from legalkg.events.reader import read

    g = _events()
    gold = Path(__file__).resolve().parent / "data" / "events" / "case13193_doc62893.gold.json"
    triples = read(gold).to_graphs(Minter())[0][1]
    g.parse(data=ox.serialize(triples, format=ox.RdfFormat.N_TRIPLES).decode(), format="nt")
    if extra:
        g.parse(data=extra, format="nt")
    path = tmp_path / "in.nt"
    g.serialize(path, format="nt", encoding="utf-8")
    world = owlready2.World()
    world.get_ontology(path.as_uri()).load(format="ntriples")
    owlready2.sync_reasoner(world, debug=0, ignore_unsupported_datatypes=True)
    assert not list(world.inconsistent_classes())


@pytest.mark.slow
def test_hermit_finds_a_gold_graph_consistent(tmp_path: Path) -> None:
    _reason(tmp_path)


@pytest.mark.slow
def test_hermit_finds_an_event_that_is_an_entity_inconsistent(tmp_path: Path) -> None:
    import owlready2

    node = "<https://example.org/complaint/case13193_doc62893/event/ev11>"
    with pytest.raises(owlready2.OwlReadyInconsistentOntologyError):
        _reason(tmp_path, f"{node} <{RDF}type> <{LKG_NS}Person> .\n")
