"""The law corpus as triples (terms: ``ontologies/norms.ttl`` and ``ontologies/lawgraph.ttl``).

::

    <w> a lkg:Work ; rdfs:label "COD MUNCII"@ro ; dcterms:title "COD MUNCII"@ro ;
        eli:id_local "ro/cod-muncii" ; dcterms:subject "muncii" .
    <w/art1> a lkg:Article ; lkg:isPartOf <w> ; lkg:work <w> ; rdfs:label "Articolul 1"@ro ;
        eli:id_local "art1" ; eli:number "1" ; lkg:documentOrder 1 .
    <text> a lkg:TextUnit ; lkg:describes <w/art1> ; lkg:text "(1) Prezentul cod …"@ro .
    <fact> a lkg:LawFact ; lkg:factSubject <e1> ; lkg:factRelation "reglementeaza"@ro ;
        lkg:factObject <e2> ; lkg:factEvidence <w/art1> .
    <e1> a lkg:LawEntity ; rdfs:label "prezentul cod"@ro .

>>> from pathlib import Path
>>> from legalkg.graf.iris import LawGraphMinter
>>> from legalkg.graf.model import Article, FactTriple, Law, LawCorpus
>>> art = Article("Articolul 1", "art1", "1", "Text.", (FactTriple("a", "r", "b"),), 1)
>>> corpus = LawCorpus(Path("x.csv"), (Law("COD X", "ro/cod-x", "x", (art,)),), 0)
>>> len(corpus_triples(corpus, LawGraphMinter()))  # 5 work + 7 article + 3 text + 5 fact + 4
24
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyoxigraph import Literal, NamedNode, Triple

from legalkg.core.namespaces import DCTERMS, ELI, LKG, RDF_TYPE, RDFS, XSD
from legalkg.graf.iris import LawGraphMinter

if TYPE_CHECKING:  # only a type here: legalkg.graf.model imports this module (no cycle)
    from legalkg.graf.model import LawCorpus

LANGUAGE = "ro"


def corpus_triples(corpus: LawCorpus, iris: LawGraphMinter) -> list[Triple]:
    """Every triple of one corpus file, in a stable order (entities last, sorted)."""
    out: list[Triple] = []
    entities: set[str] = set()

    def add(s: NamedNode, p: NamedNode, o: NamedNode | Literal) -> None:
        out.append(Triple(s, p, o))

    def ro(text: str) -> Literal:
        return Literal(text, language=LANGUAGE)

    for law in corpus.laws:
        work = iris.work(law.id)
        add(work, RDF_TYPE, LKG.Work)
        add(work, RDFS.label, ro(law.name))
        add(work, DCTERMS.title, ro(law.name))
        add(work, ELI.id_local, Literal(law.id))
        if law.domain:
            add(work, DCTERMS.subject, Literal(law.domain))
        for order, article in enumerate(law.articles, start=1):
            node = iris.component(work, article.id)
            add(node, RDF_TYPE, LKG.Article)
            add(node, LKG.isPartOf, work)
            add(node, LKG.work, work)
            add(node, RDFS.label, ro(article.label))
            add(node, ELI.id_local, Literal(article.id))
            add(node, ELI.number, Literal(article.number))
            add(node, LKG.documentOrder, Literal(str(order), datatype=XSD.integer))
            if article.text:
                unit = iris.text_unit(law.id, article.id)
                add(unit, RDF_TYPE, LKG.TextUnit)
                add(unit, LKG.describes, node)
                add(unit, LKG.text, ro(article.text))
            for n, fact in enumerate(article.facts, start=1):
                f = iris.fact(law.id, article.id, n)
                add(f, RDF_TYPE, LKG.LawFact)
                add(f, LKG.factSubject, iris.entity(fact.subject))
                if fact.relation:
                    add(f, LKG.factRelation, ro(fact.relation))
                add(f, LKG.factObject, iris.entity(fact.object))
                add(f, LKG.factEvidence, node)
                entities.update((fact.subject, fact.object))
    for key in sorted(entities):
        e = iris.entity(key)
        add(e, RDF_TYPE, LKG.LawEntity)
        add(e, RDFS.label, ro(key))
    return out
