"""The law corpus as plain, typed Python: laws, their articles, and the facts of each article."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pyoxigraph as ox

    from legalkg.core.identifiers import Minter


@dataclass(frozen=True, slots=True)
class FactTriple:
    """One extracted fact: subject and object are normalised entity labels (non-empty);
    ``relation`` is the relation text (may be empty when the source gave a pair)."""

    subject: str
    relation: str
    object: str


@dataclass(frozen=True, slots=True)
class Article:
    """An article: its citation (``Articolul 71^1``), id (``art71_1``), number, full text (the
    chunks of a long article joined in order), the facts extracted from it, and the CSV line of
    its first row."""

    label: str
    id: str
    number: str
    text: str
    facts: tuple[FactTriple, ...]
    line: int


@dataclass(frozen=True, slots=True)
class Law:
    """A law (a Work): its name as the corpus gives it, its id, its domain and its articles."""

    name: str
    id: str
    domain: str
    articles: tuple[Article, ...]


@dataclass(frozen=True, slots=True)
class LawCorpus:
    """One corpus file read: its laws, and the number of triple lines that could not be read
    as facts (prose, unbalanced parentheses; ``STOP`` markers are not counted)."""

    path: Path
    laws: tuple[Law, ...]
    skipped_lines: int

    @property
    def source(self) -> str:
        """The file, as ingest reports name it."""
        return str(self.path)

    @property
    def stem(self) -> str:
        """The file name without ``.csv`` (names the corpus graph)."""
        return self.path.stem

    def counts(self) -> dict[str, int]:
        """Laws, articles, facts and distinct entities (merged by normalised label)."""
        articles = [a for law in self.laws for a in law.articles]
        facts = [f for a in articles for f in a.facts]
        entities = {f.subject for f in facts} | {f.object for f in facts}
        return {
            "laws": len(self.laws),
            "articles": len(articles),
            "facts": len(facts),
            "entities": len(entities),
        }

    def to_graphs(self, iris: Minter) -> list[tuple[ox.NamedNode, list[ox.Triple]]]:
        """The corpus as one named graph (see :func:`legalkg.graf.rdf.corpus_triples`)."""
        from legalkg.graf.iris import LawGraphMinter
        from legalkg.graf.rdf import corpus_triples

        minter = LawGraphMinter(iris.base)
        return [(minter.corpus_graph(self.stem), corpus_triples(self, minter))]
