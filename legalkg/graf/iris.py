"""IRIs of the law graph: works and articles as ELI-like IRIs, the rest under ``lawgraph/``.

:class:`LawGraphMinter` extends :class:`legalkg.core.identifiers.Minter` (same base, same rules):

>>> iris = LawGraphMinter("https://example.org/")
>>> work = iris.work("ro/cod-muncii")
>>> article = iris.component(work, "art71_1")
>>> article.value
'https://example.org/eli/ro/cod-muncii/art71_1'
>>> iris.text_unit("ro/cod-muncii", "art71_1").value
'https://example.org/lawgraph/text/ro/cod-muncii/art71_1'
>>> iris.fact("ro/cod-muncii", "art71_1", 3).value
'https://example.org/lawgraph/fact/ro/cod-muncii/art71_1/3'
>>> iris.entity("contract individual de muncă").value
'https://example.org/lawgraph/entity/contract_individual_de_muncă'
>>> iris.corpus_graph("law_relext_work").value
'https://example.org/graph/lawgraph/law_relext_work'
"""

from __future__ import annotations

from pyoxigraph import NamedNode

from legalkg.core.identifiers import Minter, check_local_id
from legalkg.graf.labels import local_name


class LawGraphMinter(Minter):
    """Mints the IRIs of law-graph entities, facts, article text units and corpus graphs.

    - entity: ``{base}lawgraph/entity/{normalised label, see labels.local_name}``: the same
      normalised label gives the same node in every article, law and file;
    - fact: ``{base}lawgraph/fact/{work id}/{article id}/{n}`` (n: 1-based order in the article);
    - text unit: ``{base}lawgraph/text/{work id}/{article id}``;
    - graph: ``{base}graph/lawgraph/{file stem}`` (one named graph per corpus file).
    """

    def entity(self, key: str) -> NamedNode:
        """The entity node of a normalised label (non-empty)."""
        if not key:
            raise ValueError("an entity label is empty")
        return NamedNode(f"{self.base}lawgraph/entity/{local_name(key)}")

    def fact(self, work_id: str, article_id: str, n: int) -> NamedNode:
        """The ``n``-th fact extracted from one article."""
        check_local_id(work_id, what="work id")
        check_local_id(article_id, what="article id")
        return NamedNode(f"{self.base}lawgraph/fact/{work_id}/{article_id}/{n}")

    def text_unit(self, work_id: str, article_id: str) -> NamedNode:
        """The text unit holding an article's text."""
        check_local_id(work_id, what="work id")
        check_local_id(article_id, what="article id")
        return NamedNode(f"{self.base}lawgraph/text/{work_id}/{article_id}")

    def corpus_graph(self, stem: str) -> NamedNode:
        """The named graph of one corpus file."""
        return self.graph(f"lawgraph/{check_local_id(stem, what='file name')}")
