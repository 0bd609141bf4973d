"""Where a resource's documents go: site paths from IRIs, and what a site build reports.

A resource IRI ``{base}a/b/c`` becomes the folder ``a/b/c/`` holding ``index.html``,
``index.ttl`` and ``index.jsonld``. Only IRIs whose path segments are plain names
(letters, digits, ``_ . ~ -``, starting with a letter or digit, not ``index.*``) get files, so
no IRI can write outside the output folder; the others are listed in
:attr:`PublishReport.skipped` (and are still in the dumps).

>>> resource_path("https://example.org/eli/br/x/2000-01-01", "https://example.org/")
'eli/br/x/2000-01-01'
>>> resource_path("https://example.org/eli/../../etc", "https://example.org/") is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from legalkg.core.errors import LegalKGError

#: Document formats: suffix → media type. The static site writes html, ttl and jsonld.
DOCUMENT_FORMATS = {
    "html": "text/html; charset=utf-8",
    "ttl": "text/turtle; charset=utf-8",
    "jsonld": "application/ld+json",
    "nt": "application/n-triples",
    "rdf": "application/rdf+xml",
}


STATIC_FORMATS = ("html", "ttl", "jsonld")


MARKER = ".legalkg-site"


_SEGMENT = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}")


_MAX_DEPTH = 40


#: The longest resource path (characters): with the site folder and ``/index.jsonld`` it
#: stays well under PATH_MAX (4096 on Linux), so no path is too long to write.
_MAX_PATH = 1024


class PublishError(LegalKGError):
    """A site that cannot be built or written (bad base IRI, output folder not ours…)."""


@dataclass
class PublishReport:
    """What :func:`publish` wrote."""

    out: Path
    resources: int = 0
    files: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)


def resource_path(iri: str, base: str) -> str | None:
    """The site path of ``iri`` (``a/b/c`` for ``{base}a/b/c``), or ``None`` when the IRI is not
    under ``base`` or any of its segments is not a plain file name."""
    if not iri.startswith(base) or len(iri) == len(base):
        return None
    rest = iri[len(base) :]
    segments = rest.split("/")
    if len(segments) > _MAX_DEPTH or len(rest) > _MAX_PATH:
        return None
    for segment in segments:
        if not _SEGMENT.fullmatch(segment) or segment.startswith("index."):
            return None
    return rest


def _skip_reason(iri: str, base: str) -> str:
    if not iri.startswith(base):
        return "not under the base IRI"
    rest = iri[len(base) :]
    if len(rest) > _MAX_PATH or rest.count("/") >= _MAX_DEPTH:
        return (
            f"its path is too long for a file system ({len(rest)} characters, "
            f"{rest.count('/') + 1} segments; at most {_MAX_PATH} and {_MAX_DEPTH})"
        )
    return "a path segment is not a plain file name (letters, digits, _ . ~ -)"


def relative(from_dir: str, to_path: str) -> str:
    """The relative URL from the folder ``from_dir`` to ``to_path`` (both site paths).

    >>> relative("eli/a/b", "eli/a/c/index.html")
    '../c/index.html'
    >>> relative("", "eli/a/index.html")
    'eli/a/index.html'
    """
    a = from_dir.split("/") if from_dir else []
    b = to_path.split("/")
    n = 0
    while n < len(a) and n < len(b) - 1 and a[n] == b[n]:
        n += 1
    return "../" * (len(a) - n) + "/".join(b[n:])


def _check_inside(root: Path, rel: str) -> Path:
    target = (root / rel).resolve()
    if not target.is_relative_to(root.resolve()):
        raise PublishError(f"{rel}: would be written outside {root}; not written")
    return target
