"""The norms ontology (``ontologies/norms.ttl``) and its alignments (``ontologies/alignments.ttl``).

1. Both files parse; every ``lkg:`` term the code and ``docs/model.md`` use is declared; every
   declared term has an English label and definition, a kind, and (properties) a domain and range.
2. Every external term the alignments name exists in the published vocabulary
   (``tests/fixtures/vocabularies/``), and sub-properties keep the property kind (OWL 2 DL).
3. HermiT (through owlready2) finds every class satisfiable, and the ontology, the alignments and
   the standards' own axioms consistent with a small graph written as ``docs/model.md``
   prescribes, and inconsistent when a disjointness is violated.

``docs/ontology.md``'s term tables are generated from the Turtle: ``python tests/test_ontology.py``.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from rdflib import OWL, RDF, RDFS, SKOS, Graph, Literal, Namespace, URIRef
from rdflib.term import Node

from legalkg.core.namespaces import ACTION_CLASSES, COMPONENT_CLASSES, LKG_NS
from legalkg.core.resources import data_files

DOCS = Path(__file__).resolve().parents[1] / "docs"
VOCABULARIES = Path(__file__).resolve().parent / "fixtures" / "vocabularies"

CRM_NS = "http://www.cidoc-crm.org/cidoc-crm/"
ECRM_NS = "http://erlangen-crm.org/current/"  # the namespace cidoc.nt (Erlangen CRM) really uses
DCMI_NS = "http://purl.org/dc/terms/"
# a plain Namespace: rdflib's XSD warns when pytest's collector probes its attributes
XSD = Namespace("http://www.w3.org/2001/XMLSchema#")

#: namespace -> (file under tests/fixtures/vocabularies, rdflib format, namespace used in the file)
VOCABULARY_FILES: dict[str, tuple[str, str, str]] = {
    "http://iflastandards.info/ns/lrm/lrmoo/": (
        "lrmoo-0.9.6.rdf",
        "xml",
        "http://iflastandards.info/ns/lrm/lrmoo/",
    ),
    "http://data.europa.eu/eli/ontology#": (
        "eli.nt",
        "nt",
        "http://data.europa.eu/eli/ontology#",
    ),
    CRM_NS: ("cidoc.nt", "nt", ECRM_NS),
    "http://www.w3.org/ns/prov#": ("prov.nt", "nt", "http://www.w3.org/ns/prov#"),
    DCMI_NS: ("dcterms.nt", "nt", DCMI_NS),
}

#: The vocabularies whose axioms the reasoner gets (DCMI adds nothing but RDFS typing, and its
#: sub-properties of the untyped DC elements would not be OWL 2 DL).
REASONED_VOCABULARIES = (
    "http://iflastandards.info/ns/lrm/lrmoo/",
    "http://data.europa.eu/eli/ontology#",
    CRM_NS,
    "http://www.w3.org/ns/prov#",
)

TERM_TYPES = (OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty)


# --------------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------------


def _ontology_file(name: str) -> Path:
    files = {path.name: path for path in data_files("ontologies")}
    assert name in files, f"ontologies/{name} not found among {sorted(files)}"
    return files[name]


def _parse(name: str) -> Graph:
    return Graph().parse(_ontology_file(name), format="turtle")


_vocabulary_cache: dict[str, Graph] = {}


def _vocabulary(namespace: str) -> Graph:
    """The published vocabulary of ``namespace``, with its IRIs in ``namespace``."""
    if namespace not in _vocabulary_cache:
        file_name, file_format, file_namespace = VOCABULARY_FILES[namespace]
        graph = Graph().parse(VOCABULARIES / file_name, format=file_format)
        if file_namespace != namespace:
            graph = _rename_namespace(graph, file_namespace, namespace)
        _vocabulary_cache[namespace] = graph
    return _vocabulary_cache[namespace]


def _rename_namespace(graph: Graph, old: str, new: str) -> Graph:
    def rename(term: Node) -> Node:
        if isinstance(term, URIRef) and term.startswith(old):
            return URIRef(new + term[len(old) :])
        return term

    renamed = Graph()
    for s, p, o in graph:
        renamed.add((rename(s), rename(p), rename(o)))
    return renamed


def _lkg_terms(graph: Graph) -> set[URIRef]:
    return {
        s
        for kind in TERM_TYPES
        for s in graph.subjects(RDF.type, kind)
        if isinstance(s, URIRef) and s.startswith(LKG_NS)
    }


def _has_english(graph: Graph, term: URIRef, predicate: URIRef) -> bool:
    return any(
        isinstance(o, Literal) and o.language == "en" and str(o).strip()
        for o in graph.objects(term, predicate)
    )


def _used_lkg_terms() -> dict[str, str]:
    """Every lkg: term the code or docs/model.md uses -> where it is used."""
    used = {name: "legalkg/core/namespaces.py" for name in COMPONENT_CLASSES.values()}
    used.update({name: "legalkg/core/namespaces.py" for name in ACTION_CLASSES.values()})
    for name in re.findall(r"lkg:(\w+)", (DOCS / "model.md").read_text(encoding="utf-8")):
        used.setdefault(name, "docs/model.md")
    return used


def _external_iris(graph: Graph) -> set[URIRef]:
    return {
        term
        for triple in graph
        for term in triple
        if isinstance(term, URIRef) and any(term.startswith(ns) for ns in VOCABULARY_FILES)
    }


def missing_terms(graph: Graph) -> list[str]:
    """External IRIs of ``graph`` that are no subject in their published vocabulary, sorted."""
    missing = []
    for iri in _external_iris(graph):
        namespace = next(ns for ns in VOCABULARY_FILES if iri.startswith(ns))
        if (iri, None, None) not in _vocabulary(namespace):
            missing.append(f"{iri} (not in {VOCABULARY_FILES[namespace][0]})")
    return sorted(missing)


def _property_kind(graph: Graph, prop: URIRef) -> str | None:
    """``object``, ``datatype``, ``annotation`` or None, from the typing ``graph`` gives."""
    types = set(graph.objects(prop, RDF.type))
    if OWL.ObjectProperty in types:
        return "object"
    if OWL.DatatypeProperty in types:
        return "datatype"
    if RDF.Property in types:  # RDFS vocabularies: literal range means a datatype property
        ranges = set(graph.objects(prop, RDFS.range))
        if any(r == RDFS.Literal or r.startswith(str(XSD)) for r in ranges):
            return "datatype"
        return "object"
    if OWL.AnnotationProperty in types:
        return "annotation"
    return None


# --------------------------------------------------------------------------------------------
# 1. the files parse; terms are declared and documented
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["norms.ttl", "alignments.ttl"])
def test_ontology_file_parses_and_has_a_header(name: str) -> None:
    graph = _parse(name)
    ontologies = list(graph.subjects(RDF.type, OWL.Ontology))
    assert len(ontologies) == 1, f"{name}: expected one owl:Ontology, found {ontologies}"
    header = ontologies[0]
    for predicate in (OWL.versionInfo, URIRef(DCMI_NS + "title"), URIRef(DCMI_NS + "license")):
        assert graph.value(header, predicate) is not None, f"{name}: header lacks {predicate}"
    assert str(graph.value(header, URIRef(DCMI_NS + "license"))) == (
        "https://opensource.org/licenses/MIT"
    )


def test_norms_ontology_iri_and_version() -> None:
    graph = _parse("norms.ttl")
    header = URIRef("https://w3id.org/legalkg/norms")
    assert (header, RDF.type, OWL.Ontology) in graph
    assert graph.value(header, OWL.versionIRI) is not None
    assert graph.value(header, URIRef(DCMI_NS + "description")) is not None


def test_every_used_lkg_term_is_declared_and_documented() -> None:
    norms = _parse("norms.ttl")
    declared = _lkg_terms(norms)
    problems = []
    for name, where in sorted(_used_lkg_terms().items()):
        term = URIRef(LKG_NS + name)
        if term not in declared:
            problems.append(f"lkg:{name} (used in {where}) is not declared in norms.ttl")
            continue
        if not _has_english(norms, term, RDFS.label):
            problems.append(f"lkg:{name} has no rdfs:label@en")
        if not _has_english(norms, term, SKOS.definition):
            problems.append(f"lkg:{name} has no skos:definition@en")
    assert not problems, "\n".join(problems)


def test_every_declared_lkg_term_is_documented() -> None:
    norms = _parse("norms.ttl")
    problems = [
        f"{term.n3()}: missing {label}"
        for term in sorted(_lkg_terms(norms))
        for predicate, label in (
            (RDFS.label, "rdfs:label@en"),
            (SKOS.definition, "skos:definition@en"),
        )
        if not _has_english(norms, term, predicate)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", ["norms.ttl", "alignments.ttl"])
def test_no_undeclared_lkg_term_is_referenced(name: str) -> None:
    """A typo such as ``lkg:TemporalVerison`` in either file would otherwise pass silently."""
    declared = _lkg_terms(_parse("norms.ttl"))
    graph = _parse(name)
    referenced = {
        term
        for triple in graph
        for term in triple
        if isinstance(term, URIRef) and term.startswith(LKG_NS)
    }
    undeclared = sorted(referenced - declared)
    assert not undeclared, f"{name} refers to undeclared lkg: terms: {undeclared}"


def test_each_property_has_domain_range_and_one_kind() -> None:
    norms = _parse("norms.ttl")
    problems = []
    for term in sorted(_lkg_terms(norms)):
        kinds = set(norms.objects(term, RDF.type)) & set(TERM_TYPES)
        if len(kinds) != 1:
            problems.append(
                f"{term.n3()} has {len(kinds)} of owl:Class/ObjectProperty/DatatypeProperty"
            )
        if kinds & {OWL.ObjectProperty, OWL.DatatypeProperty}:
            for predicate in (RDFS.domain, RDFS.range):
                if norms.value(term, predicate) is None:
                    problems.append(f"{term.n3()} has no {predicate.n3()}")
    assert not problems, "\n".join(problems)


def test_datatypes_characteristics_and_inverses_follow_the_model() -> None:
    norms = _parse("norms.ttl")
    lkg = LKG_NS
    expected = {
        "validFrom": XSD.date,
        "validUntil": XSD.date,
        "date": XSD.date,
        "documentOrder": XSD.integer,
        "language": XSD.language,
        "text": RDF.langString,
    }
    for name, datatype in expected.items():
        assert norms.value(URIRef(lkg + name), RDFS.range) == datatype, name
    functional = {
        "validFrom",
        "validUntil",
        "versionOf",
        "languageVersionOf",
        "language",
        "date",
        "documentOrder",
        "partOfAction",
    }
    for name in functional:
        assert (URIRef(lkg + name), RDF.type, OWL.FunctionalProperty) in norms, name
    inverses = {
        "hasPart": "isPartOf",
        "hasVersion": "versionOf",
        "aggregatedBy": "aggregates",
        "produces": "producedBy",
        "terminates": "terminatedBy",
        "languageVersionOf": "hasLanguageVersion",
        "hasMicroAction": "partOfAction",
    }
    for name, inverse in inverses.items():
        assert norms.value(URIRef(lkg + name), OWL.inverseOf) == URIRef(lkg + inverse), name


def test_action_and_component_classes_hang_off_their_superclasses() -> None:
    norms = _parse("norms.ttl")
    lkg = LKG_NS
    for name in COMPONENT_CLASSES.values():
        if name != "Component":
            assert (URIRef(lkg + name), RDFS.subClassOf, URIRef(lkg + "Component")) in norms
    for name in ("Creation", "Amendment", "Revocation"):
        assert (URIRef(lkg + name), RDFS.subClassOf, URIRef(lkg + "MacroAction")) in norms
    for name in ("Insertion", "Substitution", "Repeal", "Renumbering"):
        assert (URIRef(lkg + name), RDFS.subClassOf, URIRef(lkg + "MicroAction")) in norms


def _disjoint(graph: Graph, a: URIRef, b: URIRef) -> bool:
    if (a, OWL.disjointWith, b) in graph or (b, OWL.disjointWith, a) in graph:
        return True
    return any(
        {a, b} <= set(graph.items(graph.value(axiom, OWL.members)))
        for axiom in graph.subjects(RDF.type, OWL.AllDisjointClasses)
    )


@pytest.mark.parametrize(
    "names",
    [
        ("Work", "Component", "TemporalVersion", "LanguageVersion", "TextUnit", "Action"),
        ("MacroAction", "MicroAction"),
        ("Creation", "Amendment", "Revocation"),
        ("Insertion", "Substitution", "Repeal", "Renumbering"),
        tuple(name for name in COMPONENT_CLASSES.values() if name != "Component"),
    ],
    ids=["kinds of node", "macro/micro", "macro actions", "micro operations", "components"],
)
def test_classes_are_pairwise_disjoint(names: tuple[str, ...]) -> None:
    norms = _parse("norms.ttl")
    terms = [URIRef(LKG_NS + name) for name in names]
    overlapping = [
        f"lkg:{a[len(LKG_NS) :]} / lkg:{b[len(LKG_NS) :]}"
        for i, a in enumerate(terms)
        for b in terms[i + 1 :]
        if not _disjoint(norms, a, b)
    ]
    assert not overlapping, f"not declared disjoint: {overlapping}"


# --------------------------------------------------------------------------------------------
# 2. external terms exist in the published vocabularies
# --------------------------------------------------------------------------------------------


def test_every_external_term_in_the_alignments_exists() -> None:
    alignments = _parse("alignments.ttl")
    assert _external_iris(alignments), "alignments.ttl names no external term"
    missing = missing_terms(alignments)
    assert not missing, "terms not in their published vocabulary:\n" + "\n".join(missing)


@pytest.mark.parametrize(
    "iri",
    [
        "http://iflastandards.info/ns/lrm/lrmoo/F2_Expresion",
        "http://data.europa.eu/eli/ontology#is_version_of",
        CRM_NS + "P190_has_symbolic_content",  # CIDOC-CRM 7, not in the Erlangen CRM 6.2.1 file
        "http://www.w3.org/ns/prov#wasRevisedBy",
        DCMI_NS + "validFrom",
    ],
)
def test_a_term_missing_from_its_vocabulary_is_named(iri: str) -> None:
    graph = Graph()
    graph.add((URIRef(LKG_NS + "validFrom"), RDFS.subPropertyOf, URIRef(iri)))
    assert [m.split(" ")[0] for m in missing_terms(graph)] == [iri]


def test_aligned_terms_keep_their_kind() -> None:
    """Classes under classes; object properties under object properties, datatype properties under
    datatype properties (OWL 2 DL), judged by each vocabulary's own typing, which the
    declarations in alignments.ttl must repeat."""
    norms = _parse("norms.ttl")
    alignments = _parse("alignments.ttl")
    problems = []
    for sub, sup in alignments.subject_objects(RDFS.subClassOf):
        vocabulary = _vocabulary(next(ns for ns in VOCABULARY_FILES if sup.startswith(ns)))
        if not {OWL.Class, RDFS.Class} & set(vocabulary.objects(sup, RDF.type)):
            problems.append(f"{sub.n3()} rdfs:subClassOf {sup.n3()}, which is not a class")
    for sub, sup in alignments.subject_objects(RDFS.subPropertyOf):
        vocabulary = _vocabulary(next(ns for ns in VOCABULARY_FILES if sup.startswith(ns)))
        ours, theirs = _property_kind(norms, sub), _property_kind(vocabulary, sup)
        if ours != theirs:
            problems.append(f"{sub.n3()} ({ours}) rdfs:subPropertyOf {sup.n3()} ({theirs})")
        declared = _property_kind(alignments, sup)
        if declared not in (None, theirs):
            problems.append(
                f"alignments.ttl declares {sup.n3()} {declared}, the vocabulary {theirs}"
            )
    assert not problems, "\n".join(problems)


def test_alignments_make_no_equivalence() -> None:
    alignments = _parse("alignments.ttl")
    for predicate in (OWL.equivalentClass, OWL.equivalentProperty, OWL.sameAs):
        assert not list(alignments.subject_objects(predicate)), predicate


def test_norms_names_no_external_term() -> None:
    """External terms belong in alignments.ttl; norms.ttl only uses DCMI for its header."""
    assert not _external_iris(_parse("norms.ttl")) - {
        URIRef(DCMI_NS + name) for name in ("title", "description", "license")
    }


# --------------------------------------------------------------------------------------------
# docs/ontology.md: its term tables are generated from the Turtle (python tests/test_ontology.py)
# --------------------------------------------------------------------------------------------

ONTOLOGY_DOC = DOCS / "ontology.md"
DOC_BEGIN = "<!-- BEGIN GENERATED from ontologies/*.ttl by: python tests/test_ontology.py -->"
DOC_END = "<!-- END GENERATED -->"

_CURIE_PREFIXES = {
    LKG_NS: "lkg",
    "http://iflastandards.info/ns/lrm/lrmoo/": "lrmoo",
    "http://data.europa.eu/eli/ontology#": "eli",
    CRM_NS: "crm",
    "http://www.w3.org/ns/prov#": "prov",
    DCMI_NS: "dcterms",
    str(XSD): "xsd",
    str(RDF): "rdf",
    str(OWL): "owl",
}


def _curie(graph: Graph, node: Node | None) -> str:
    members = graph.value(node, OWL.unionOf)
    if members is not None:
        return " ⊔ ".join(_curie(graph, m) for m in graph.items(members))
    for namespace, prefix in _CURIE_PREFIXES.items():
        if str(node).startswith(namespace):
            return f"{prefix}:{str(node)[len(namespace) :]}"
    return f"<{node}>"


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _labels(graph: Graph, term: URIRef) -> str:
    by_language = {o.language: str(o) for o in graph.objects(term, RDFS.label)}
    return " / ".join(
        f"{by_language[lang]}" + ("" if lang == "en" else f" ({lang})")
        for lang in ("en", "pt")
        if lang in by_language
    )


def render_ontology_tables() -> str:
    """The term tables of docs/ontology.md, from norms.ttl and alignments.ttl."""
    norms, alignments = _parse("norms.ttl"), _parse("alignments.ttl")
    text = _ontology_file("norms.ttl").read_text(encoding="utf-8")

    def in_file_order(terms: Iterable[URIRef]) -> list[URIRef]:
        ours = {t for t in terms if isinstance(t, URIRef) and t.startswith(LKG_NS)}
        return sorted(ours, key=lambda t: text.index(f"lkg:{t[len(LKG_NS) :]} a owl:"))

    def alignment(term: URIRef, predicate: URIRef) -> str:
        targets = sorted(_curie(alignments, o) for o in alignments.objects(term, predicate))
        if targets:
            return ", ".join(targets)
        return "— (see below)" if alignments.value(term, RDFS.comment) else "—"

    lines = [
        "### Classes",
        "",
        "| term | label | subclass of | definition | aligned to (⊑) |",
        "|---|---|---|---|---|",
    ]
    for term in in_file_order(norms.subjects(RDF.type, OWL.Class)):
        parents = ", ".join(sorted(_curie(norms, o) for o in norms.objects(term, RDFS.subClassOf)))
        lines.append(
            f"| `{_curie(norms, term)}` | {_labels(norms, term)} | {parents} "
            f"| {_cell(str(norms.value(term, SKOS.definition)))} "
            f"| {alignment(term, RDFS.subClassOf)} |"
        )
    for kind, title in ((OWL.ObjectProperty, "Object"), (OWL.DatatypeProperty, "Datatype")):
        lines += [
            "",
            f"### {title} properties",
            "",
            "| term | label | domain → range | characteristics | definition | aligned to (⊑) |",
            "|---|---|---|---|---|---|",
        ]
        for term in in_file_order(norms.subjects(RDF.type, kind)):
            traits = []
            if (term, RDF.type, OWL.FunctionalProperty) in norms:
                traits.append("functional")
            inverse = norms.value(term, OWL.inverseOf) or norms.value(None, OWL.inverseOf, term)
            if inverse is not None:
                traits.append(f"inverse of `{_curie(norms, inverse)}`")
            domain = _curie(norms, norms.value(term, RDFS.domain))
            range_ = _curie(norms, norms.value(term, RDFS.range))
            lines.append(
                f"| `{_curie(norms, term)}` | {_labels(norms, term)} | {domain} → {range_} "
                f"| {', '.join(traits)} | {_cell(str(norms.value(term, SKOS.definition)))} "
                f"| {alignment(term, RDFS.subPropertyOf)} |"
            )
    lines += ["", "### Comments on the alignments", ""]
    for term in in_file_order(
        t for t in alignments.subjects(RDFS.comment, None) if t in norms.subjects()
    ):
        lines.append(
            f"- `{_curie(norms, term)}`: {_cell(str(alignments.value(term, RDFS.comment)))}"
        )
    return "\n".join(lines) + "\n"


def _doc_with_tables(doc: str) -> str:
    head, rest = doc.split(DOC_BEGIN, 1)
    _, tail = rest.split(DOC_END, 1)
    return f"{head}{DOC_BEGIN}\n\n{render_ontology_tables()}\n{DOC_END}{tail}"


def test_ontology_doc_matches_the_turtle() -> None:
    doc = ONTOLOGY_DOC.read_text(encoding="utf-8")
    assert DOC_BEGIN in doc and DOC_END in doc, (
        f"{ONTOLOGY_DOC} lacks the generated-section markers"
    )
    assert doc == _doc_with_tables(doc), (
        "docs/ontology.md does not match ontologies/*.ttl: run python tests/test_ontology.py"
    )


# --------------------------------------------------------------------------------------------
# 3. HermiT: consistent with data written per docs/model.md, and able to say "inconsistent"
# --------------------------------------------------------------------------------------------

SAMPLE_DATA = """
@prefix dcterms: <http://purl.org/dc/terms/> .
@prefix eli: <http://data.europa.eu/eli/ontology#> .
@prefix lkg: <https://w3id.org/legalkg#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@base <https://example.org/eli/br/> .

<constituicao/1988> a lkg:Work ; rdfs:label "Constituição Federal de 1988"@pt ;
    dcterms:title "Constituição da República Federativa do Brasil de 1988"@pt ;
    eli:id_local "br/constituicao/1988" ; eli:date_document "1988-10-05"^^xsd:date .
<emc/2000/26> a lkg:Work ; rdfs:label "Emenda Constitucional nº 26/2000"@pt ;
    dcterms:title "Emenda Constitucional nº 26, de 14 de fevereiro de 2000"@pt ;
    eli:id_local "br/emc/2000/26" ; eli:date_document "2000-02-14"^^xsd:date ; eli:number "26" ;
    eli:amends <constituicao/1988> .
<emc/2000/26/art1> a lkg:Article ; lkg:isPartOf <emc/2000/26> ; lkg:work <emc/2000/26> ;
    rdfs:label "art. 1º"@pt ; eli:id_local "art1" ; eli:number "1" ; lkg:documentOrder 1 .

<constituicao/1988/tit2> a lkg:Title ; lkg:isPartOf <constituicao/1988> ;
    lkg:work <constituicao/1988> ; rdfs:label "Título II"@pt ; eli:id_local "tit2" ;
    eli:number "II" ; lkg:documentOrder 1 .
<constituicao/1988/tit2/art6> a lkg:Article ; lkg:isPartOf <constituicao/1988/tit2> ;
    lkg:work <constituicao/1988> ; rdfs:label "art. 6º"@pt ; eli:id_local "tit2/art6" ;
    eli:number "6" ; lkg:documentOrder 2 .
<constituicao/1988/tit2/art6/par1> a lkg:Paragraph ; lkg:isPartOf <constituicao/1988/tit2/art6> ;
    lkg:work <constituicao/1988> ; rdfs:label "art. 6º, § 1º"@pt ; lkg:documentOrder 3 .

<constituicao/1988/1988-10-05> a lkg:TemporalVersion ; lkg:versionOf <constituicao/1988> ;
    lkg:validFrom "1988-10-05"^^xsd:date ; lkg:validUntil "2000-02-14"^^xsd:date ;
    lkg:producedBy <constituicao/1988/action/1988-10-05> ;
    lkg:terminatedBy <constituicao/1988/action/2000-02-14> ;
    lkg:aggregates <constituicao/1988/tit2/1988-10-05> ;
    lkg:hasLanguageVersion <constituicao/1988/1988-10-05/por> .
<constituicao/1988/1988-10-05/por> a lkg:LanguageVersion ;
    lkg:languageVersionOf <constituicao/1988/1988-10-05> ; lkg:language "pt"^^xsd:language ;
    lkg:text "Constituição da República Federativa do Brasil de 1988"@pt .
<constituicao/1988/tit2/1988-10-05> a lkg:TemporalVersion ;
    lkg:versionOf <constituicao/1988/tit2> ;
    lkg:validFrom "1988-10-05"^^xsd:date ; lkg:validUntil "2000-02-14"^^xsd:date ;
    lkg:producedBy <constituicao/1988/action/1988-10-05> ;
    lkg:terminatedBy <constituicao/1988/action/2000-02-14> ;
    lkg:aggregates <constituicao/1988/tit2/art6/1988-10-05> .
<constituicao/1988/tit2/art6/1988-10-05> a lkg:TemporalVersion ;
    lkg:versionOf <constituicao/1988/tit2/art6> ;
    lkg:validFrom "1988-10-05"^^xsd:date ; lkg:validUntil "2000-02-14"^^xsd:date ;
    lkg:producedBy <constituicao/1988/action/1988-10-05> ;
    lkg:terminatedBy <constituicao/1988/action/2000-02-14/tit2/art6> ;
    lkg:aggregates <constituicao/1988/tit2/art6/par1/1988-10-05> ;
    lkg:hasLanguageVersion <constituicao/1988/tit2/art6/1988-10-05/por> .
<constituicao/1988/tit2/art6/1988-10-05/por> a lkg:LanguageVersion ;
    lkg:languageVersionOf <constituicao/1988/tit2/art6/1988-10-05> ;
    lkg:language "pt"^^xsd:language ;
    lkg:text "Art. 6º São direitos sociais a educação, a saúde, o trabalho, o lazer, …"@pt .
<constituicao/1988/tit2/art6/par1/1988-10-05> a lkg:TemporalVersion ;
    lkg:versionOf <constituicao/1988/tit2/art6/par1> ;
    lkg:validFrom "1988-10-05"^^xsd:date ; lkg:validUntil "2000-02-14"^^xsd:date ;
    lkg:producedBy <constituicao/1988/action/1988-10-05> ;
    lkg:terminatedBy <constituicao/1988/action/2000-02-14/tit2/art6/par1> .

<constituicao/1988/2000-02-14> a lkg:TemporalVersion ; lkg:versionOf <constituicao/1988> ;
    lkg:validFrom "2000-02-14"^^xsd:date ; lkg:previousVersion <constituicao/1988/1988-10-05> ;
    lkg:producedBy <constituicao/1988/action/2000-02-14> ;
    lkg:aggregates <constituicao/1988/tit2/2000-02-14> .
<constituicao/1988/tit2/2000-02-14> a lkg:TemporalVersion ;
    lkg:versionOf <constituicao/1988/tit2> ; lkg:validFrom "2000-02-14"^^xsd:date ;
    lkg:previousVersion <constituicao/1988/tit2/1988-10-05> ;
    lkg:producedBy <constituicao/1988/action/2000-02-14> ;
    lkg:aggregates <constituicao/1988/tit2/art6/2000-02-14> .
<constituicao/1988/tit2/art6/2000-02-14> a lkg:TemporalVersion ;
    lkg:versionOf <constituicao/1988/tit2/art6> ; lkg:validFrom "2000-02-14"^^xsd:date ;
    lkg:previousVersion <constituicao/1988/tit2/art6/1988-10-05> ;
    lkg:producedBy <constituicao/1988/action/2000-02-14/tit2/art6> ;
    lkg:hasLanguageVersion <constituicao/1988/tit2/art6/2000-02-14/por> .
<constituicao/1988/tit2/art6/2000-02-14/por> a lkg:LanguageVersion ;
    lkg:languageVersionOf <constituicao/1988/tit2/art6/2000-02-14> ;
    lkg:language "pt"^^xsd:language ;
    lkg:text "Art. 6º São direitos sociais a educação, a saúde, o trabalho, a moradia, …"@pt .

<constituicao/1988/action/1988-10-05> a lkg:Creation ; lkg:date "1988-10-05"^^xsd:date ;
    lkg:affects <constituicao/1988> ; lkg:amendingAct <constituicao/1988> ;
    rdfs:label "Creation of Constituição Federal de 1988"@en .
<constituicao/1988/action/2000-02-14> a lkg:Amendment ; lkg:date "2000-02-14"^^xsd:date ;
    lkg:affects <constituicao/1988> ; lkg:amendingAct <emc/2000/26> ;
    rdfs:label "Amendment of Constituição Federal de 1988 by Emenda Constitucional nº 26/2000"@en .
<constituicao/1988/action/2000-02-14/tit2/art6> a lkg:Substitution ;
    lkg:date "2000-02-14"^^xsd:date ; lkg:affects <constituicao/1988/tit2/art6> ;
    lkg:partOfAction <constituicao/1988/action/2000-02-14> ; lkg:amendingAct <emc/2000/26> ;
    lkg:sourceProvision <emc/2000/26/art1> ;
    rdfs:label "Substitution of art. 6º by Emenda Constitucional nº 26/2000"@en .
<constituicao/1988/action/2000-02-14/tit2/art6/par1> a lkg:Repeal ;
    lkg:date "2000-02-14"^^xsd:date ; lkg:affects <constituicao/1988/tit2/art6/par1> ;
    lkg:partOfAction <constituicao/1988/action/2000-02-14> ; lkg:amendingAct <emc/2000/26> ;
    rdfs:label "Repeal of art. 6º, § 1º by Emenda Constitucional nº 26/2000"@en .

<constituicao/1988/action/2000-02-14/tit2/art6/summary> a lkg:TextUnit ;
    lkg:describes <constituicao/1988/action/2000-02-14/tit2/art6> ;
    lkg:language "en"^^xsd:language ;
    lkg:text "On 2000-02-14 Constitutional Amendment 26 gave art. 6 new wording."@en .
"""

#: A node that is both a temporal version and an action.
DISJOINTNESS_VIOLATION = """
@prefix lkg: <https://w3id.org/legalkg#> .
<https://example.org/eli/br/x> a lkg:TemporalVersion, lkg:Action .
"""


#: The predicates that carry the logical axioms of an RDF-encoded OWL ontology.
_AXIOM_PREDICATES = {
    RDF.type,
    RDF.first,
    RDF.rest,
    RDFS.subClassOf,
    RDFS.subPropertyOf,
    RDFS.domain,
    RDFS.range,
    OWL.inverseOf,
    OWL.equivalentClass,
    OWL.equivalentProperty,
    OWL.propertyChainAxiom,
    OWL.unionOf,
    OWL.intersectionOf,
    OWL.complementOf,
    OWL.oneOf,
    OWL.onProperty,
    OWL.onClass,
    OWL.someValuesFrom,
    OWL.allValuesFrom,
    OWL.hasValue,
    OWL.cardinality,
    OWL.minCardinality,
    OWL.maxCardinality,
    OWL.qualifiedCardinality,
    OWL.minQualifiedCardinality,
    OWL.maxQualifiedCardinality,
    OWL.disjointUnionOf,
    OWL.propertyDisjointWith,
}

#: Axioms stated on either side (e.g. PROV-O states some inverses only on the inverse).
_SYMMETRIC_PREDICATES = (OWL.inverseOf, OWL.equivalentClass, OWL.equivalentProperty)

_standards_cache: list[Graph] = []


def _standards() -> Graph:
    """LRMoo, ELI, CIDOC-CRM (in its official namespace) and PROV-O in one graph."""
    if not _standards_cache:
        graph = Graph()
        for namespace in REASONED_VOCABULARIES:
            graph += _vocabulary(namespace)
        _standards_cache.append(graph)
    return _standards_cache[0]


def standard_axioms(*graphs: Graph, existentials: bool = True) -> Graph:
    """The standards' axioms about every external term ``graphs`` use, as OWL 2 for HermiT.

    The module is every axiom on those terms and on all they reach (super-classes,
    super-properties, domains, ranges, inverses, restrictions, class expressions), plus the
    disjointness axioms among them: what can make data using those terms inconsistent. Giving
    HermiT whole vocabularies instead takes minutes. With ``existentials=False`` the
    someValuesFrom / min-cardinality restrictions are left out: on data they only add anonymous
    fillers, yet they make HermiT's classification with individuals about ten times slower.

    LRMoo publishes RDFS: its rdfs:Class / rdf:Property become OWL classes and object or
    datatype properties. PROV-O types prov:wasRevisionOf both an annotation and an object
    property (not OWL 2 DL): the annotation typing is dropped. Nothing is imported.
    """
    standards = _standards()
    todo = [
        term
        for graph in graphs
        for triple in graph
        for term in triple
        if isinstance(term, URIRef) and any(term.startswith(ns) for ns in REASONED_VOCABULARIES)
    ]
    reached: set[object] = set()
    module = Graph()
    while todo:
        node = todo.pop()
        if node in reached:
            continue
        reached.add(node)
        for predicate, value in standards.predicate_objects(node):
            if predicate in _AXIOM_PREDICATES:
                module.add((node, predicate, value))
                todo.append(value)
        for predicate in _SYMMETRIC_PREDICATES:
            for other in standards.subjects(predicate, node):
                module.add((other, predicate, node))
                todo.append(other)
    for a, b in standards.subject_objects(OWL.disjointWith):
        if a in reached and b in reached:
            module.add((a, OWL.disjointWith, b))
    if not existentials:
        for restriction in set(module.subjects(RDF.type, OWL.Restriction)):
            existential = {OWL.someValuesFrom, OWL.minCardinality} & set(
                module.predicates(restriction)
            )
            if existential and set(module.predicates(None, restriction)) == {RDFS.subClassOf}:
                module.remove((None, RDFS.subClassOf, restriction))
                module.remove((restriction, None, None))
    for term in set(module.subjects(RDF.type, RDFS.Class)):
        module.remove((term, RDF.type, RDFS.Class))
        module.add((term, RDF.type, OWL.Class))
    for term in set(module.subjects(RDF.type, RDF.Property)):
        kind = _property_kind(standards, term)
        module.remove((term, RDF.type, RDF.Property))
        module.add(
            (term, RDF.type, OWL.DatatypeProperty if kind == "datatype" else OWL.ObjectProperty)
        )
    for term in set(module.subjects(RDF.type, OWL.AnnotationProperty)):
        if {OWL.ObjectProperty, OWL.DatatypeProperty} & set(module.objects(term, RDF.type)):
            module.remove((term, RDF.type, OWL.AnnotationProperty))
    for a, b in list(module.subject_objects(OWL.inverseOf)):
        for term in (a, b):
            if (term, RDF.type, None) not in module:  # PROV-O leaves some inverses untyped
                module.add((term, RDF.type, OWL.ObjectProperty))
    return module


def _require_java() -> None:
    import owlready2

    if shutil.which(owlready2.JAVA_EXE) is None:
        pytest.fail(
            f"Java not found (owlready2.JAVA_EXE = {owlready2.JAVA_EXE!r}): the HermiT reasoner "
            "test needs a Java runtime. Install one (e.g. apt-get install default-jre-headless) "
            "or point owlready2.JAVA_EXE at the java binary.",
            pytrace=False,
        )


def _reason(tmp_path: Path, graphs: Iterable[Graph]) -> Any:
    """Merge ``graphs``, write them as N-Triples, load them in a fresh owlready2 world and run
    HermiT. Raises owlready2.OwlReadyInconsistentOntologyError when inconsistent."""
    import owlready2

    _require_java()
    merged = Graph()
    for graph in graphs:
        merged += graph
    merged.remove((None, OWL.imports, None))  # alignments.ttl imports norms.ttl: it is merged
    path = tmp_path / "reasoner-input.nt"
    merged.serialize(path, format="nt", encoding="utf-8")
    world = owlready2.World()
    world.get_ontology(path.as_uri()).load(format="ntriples")
    # HermiT knows neither xsd:date (not in the OWL 2 datatype map) nor rdf:langString: such
    # literals are ignored, everything else is reasoned over.
    owlready2.sync_reasoner(world, debug=0, ignore_unsupported_datatypes=True)
    return world


def _data(turtle: str) -> Graph:
    return Graph().parse(data=turtle, format="turtle")


@pytest.mark.slow
def test_hermit_finds_every_class_satisfiable(tmp_path: Path) -> None:
    """Norms, alignments and the standards' axioms they reach (with all restrictions)."""
    norms, alignments = _parse("norms.ttl"), _parse("alignments.ttl")
    world = _reason(tmp_path, [norms, alignments, standard_axioms(alignments)])
    unsatisfiable = sorted(c.iri for c in world.inconsistent_classes())
    assert not unsatisfiable, f"unsatisfiable classes: {unsatisfiable}"


@pytest.mark.slow
def test_hermit_finds_sample_data_consistent(tmp_path: Path) -> None:
    """A graph written as docs/model.md prescribes, with the ontology, the alignments and the
    standards' axioms (ELI's domains say, for one, that a work with an eli:title is an
    eli:LegalExpression too)."""
    norms, alignments, data = _parse("norms.ttl"), _parse("alignments.ttl"), _data(SAMPLE_DATA)
    axioms = standard_axioms(alignments, data, existentials=False)
    world = _reason(tmp_path, [norms, alignments, axioms, data])
    # the reasoner really used the alignments: the substitution is an F28 creation event and a
    # CIDOC-CRM activity
    substitution = world["https://example.org/eli/br/constituicao/1988/action/2000-02-14/tit2/art6"]
    types = {c.iri for c in substitution.INDIRECT_is_a if hasattr(c, "iri")}
    assert "http://iflastandards.info/ns/lrm/lrmoo/F28_Expression_Creation" in types
    assert CRM_NS + "E7_Activity" in types


@pytest.mark.slow
@pytest.mark.parametrize("with_alignments", [False, True], ids=["norms", "norms+alignments"])
def test_hermit_finds_a_disjointness_violation_inconsistent(
    tmp_path: Path, with_alignments: bool
) -> None:
    """So that the consistency checks above can fail."""
    import owlready2

    graphs = [_parse("norms.ttl"), _data(DISJOINTNESS_VIOLATION)]
    if with_alignments:
        alignments, data = _parse("alignments.ttl"), _data(SAMPLE_DATA)
        graphs += [alignments, standard_axioms(alignments, data, existentials=False), data]
    with pytest.raises(owlready2.OwlReadyInconsistentOntologyError):
        _reason(tmp_path, graphs)


@pytest.mark.slow
def test_hermit_shows_why_affects_is_not_p31_has_modified(tmp_path: Path) -> None:
    """The documented non-alignment: with lkg:affects under crm:P31_has_modified, every affected
    component (an F1 Work, hence a conceptual object) would also be a physical thing, which
    CIDOC-CRM declares disjoint."""
    import owlready2

    norms, alignments, data = _parse("norms.ttl"), _parse("alignments.ttl"), _data(SAMPLE_DATA)
    p31 = Graph()
    p31.add((URIRef(LKG_NS + "affects"), RDFS.subPropertyOf, URIRef(CRM_NS + "P31_has_modified")))
    axioms = standard_axioms(alignments, data, p31, existentials=False)
    with pytest.raises(owlready2.OwlReadyInconsistentOntologyError):
        _reason(tmp_path, [norms, alignments, axioms, data, p31])


if __name__ == "__main__":  # regenerate the term tables of docs/ontology.md
    ONTOLOGY_DOC.write_text(
        _doc_with_tables(ONTOLOGY_DOC.read_text(encoding="utf-8")), encoding="utf-8"
    )
    print(f"wrote {ONTOLOGY_DOC}")
