"""Pages for people on ``legalkg serve``: the SPARQL query form at ``/sparql`` (for a browser,
``Accept: text/html``) and the search page at ``/_search``.

The query form is a plain HTML form (a ``<textarea>`` sent as ``GET /sparql?query=…``), which
works without JavaScript and offline. When the server is given the files of the YASGUI editor
(``legalkg serve --editor DIR``, DIR holding ``yasgui.min.js`` and ``yasgui.min.css`` from the
npm package ``@zazuko/yasgui``: ``npm install @zazuko/yasgui@4.6.2`` and give
``node_modules/@zazuko/yasgui/build``), they are served from ``/_editor/`` on 127.0.0.1 and
the page upgrades the textarea into the editor (syntax highlighting, results as a table);
nothing is loaded from another host. Without them, or if they fail to load, the form stays as
it is.
"""

from __future__ import annotations

import re
import unicodedata
from html import escape
from pathlib import Path
from typing import Any

#: The editor's files, as the server serves them from ``/_editor/``.
EDITOR_FILES = {"yasgui.min.js": "text/javascript", "yasgui.min.css": "text/css"}

EXAMPLE = """PREFIX eli: <http://data.europa.eu/eli/ontology#>
PREFIX lkg: <https://w3id.org/legalkg#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?version ?from ?text WHERE {
  ?article rdfs:label "art. 6º"@pt ;
           eli:is_realized_by ?version .
  ?version lkg:validFrom ?from ;
           lkg:hasLanguageVersion/lkg:text ?text .
} ORDER BY ?from LIMIT 20"""


def editor_files(folder: str | Path | None) -> dict[str, Path]:
    """The editor files present in ``folder`` (none when it is ``None`` or lacks them)."""
    if folder is None:
        return {}
    found = {name: Path(folder) / name for name in EDITOR_FILES}
    return found if all(p.is_file() for p in found.values()) else {}


def _page(title: str, body: str, head: str = "") -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)}</title>\n"
        '<link rel="stylesheet" href="/_data/style.css">\n'
        f"{head}</head>\n<body>\n"
        '<header><a href="/index.html">Legal knowledge graph</a> · '
        '<a href="/sparql">SPARQL</a> · <a href="/_search">Search</a></header>\n'
        f"<main>\n{body}\n</main>\n</body>\n</html>\n"
    )


def query_form(prefixes: dict[str, str], *, editor: bool) -> str:
    """The query form page; with ``editor``, the YASGUI files from ``/_editor/``."""
    declared = ", ".join(f"<code>{escape(p)}:</code>" for p in sorted(prefixes))
    head = ""
    script = ""
    if editor:
        head = '<link rel="stylesheet" href="/_editor/yasgui.min.css">\n'
        script = (
            '<script src="/_editor/yasgui.min.js"></script>\n'
            "<script>\n"
            "(function () {\n"
            "  if (typeof Yasgui === 'undefined') return;  // the plain form stays\n"
            "  var form = document.getElementById('query-form');\n"
            "  var text = document.getElementById('query').value;\n"
            "  var holder = document.createElement('div');\n"
            "  holder.id = 'editor';\n"
            "  form.parentNode.insertBefore(holder, form);\n"
            "  form.style.display = 'none';\n"
            "  var yasgui = new Yasgui(holder, {\n"
            "    requestConfig: {endpoint: '/sparql', method: 'POST'},\n"
            "    copyEndpointOnNewTab: false, endpointCatalogueOptions: {getData: function () "
            "{ return []; }},\n"
            "    persistenceId: null\n"
            "  });\n"
            "  yasgui.getTab().setQuery(text);\n"
            "})();\n"
            "</script>\n"
        )
    body = (
        "<h1>SPARQL query</h1>\n"
        "<p>A read-only SPARQL 1.1 endpoint (SELECT, ASK, CONSTRUCT, DESCRIBE). The default "
        "graph is the union of the named graphs; these prefixes are predeclared: "
        f"{declared}. Machines: <code>GET /sparql?query=…</code> or <code>POST</code> "
        '(<a href="/sparql" type="text/turtle">service description</a>: '
        "<code>Accept: text/turtle</code>).</p>\n"
        '<form id="query-form" method="get" action="/sparql">\n'
        '<p><label for="query">Query</label><br>\n'
        f'<textarea id="query" name="query" rows="14" cols="90" '
        f'style="width:100%;font-family:monospace">{escape(EXAMPLE)}</textarea></p>\n'
        '<p><button type="submit">Run</button> (results as the browser asks: SPARQL XML '
        "for SELECT and ASK, RDF for CONSTRUCT)</p>\n"
        "</form>\n" + script
    )
    return _page("SPARQL query", body, head)


def _fold(text: str) -> str:
    """Lower case without accents: ``Moradia`` and ``moradía`` are ``moradia``."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def search_page(site: Any, query: str, *, limit: int = 50) -> str:
    """The search page: the provisions in force whose text holds every word of ``query``
    (case and accents folded), in document order, linking their version pages."""
    words = [w for w in re.findall(r"\w+", _fold(query)) if w]
    form = (
        '<form method="get" action="/_search"><p><label for="q">Words</label> '
        f'<input id="q" name="q" value="{escape(query)}" size="40"> '
        '<button type="submit">Search</button></p></form>\n'
    )
    if not words:
        body = (
            "<h1>Search</h1>\n" + form + "<p>Finds the provisions in force today whose "
            "text holds every word (accents and case do not matter). The command line ranks "
            "by relevance and searches any date: <code>legalkg search</code>.</p>"
        )
        return _page("Search", body)
    hits: list[tuple[tuple[int, str], str, str, str]] = []
    seen: set[str] = set()
    for lv, candidate in site.texts():  # every text once, streamed from the store
        if not all(re.search(rf"\b{re.escape(w)}", _fold(candidate)) for w in words):
            continue
        for version in site.subjects("hasLanguageVersion", lv):
            if version in seen or version not in site.paths:
                continue
            if site.kind(version) != "version" or site.first(version, "validUntil") is not None:
                continue
            component = site.first(version, "versionOf")
            if component is None or site.kind(component) != "component":
                continue
            for _, text in site.text(version):
                folded = _fold(text)
                if all(re.search(rf"\b{re.escape(w)}", folded) for w in words):
                    seen.add(version)
                    hits.append((site.order(component), version, site.label(component), text))
                    break
    hits.sort()
    items = []
    for _, version, label, text in hits[:limit]:
        items.append(
            f'<li><a href="/{escape(site.paths[version])}/index.html">{escape(label)}</a>: '
            f"{escape(text[:240])}{'…' if len(text) > 240 else ''}</li>"
        )
    more = f"<p>The first {limit} of {len(hits)}.</p>" if len(hits) > limit else ""
    found = f"<p>{len(hits)} provision{'s' if len(hits) != 1 else ''} in force.</p>"
    body = f"<h1>Search: {escape(query)}</h1>\n{form}{found}<ol>{''.join(items)}</ol>{more}"
    return _page(f"Search: {query}", body)


#: What a browser's query is run for: JSON results, Turtle graphs (shown as a page).
BROWSER_ACCEPT = "application/sparql-results+json, text/turtle;q=0.9"


def results_page(query: str, status: int, media: str, body: bytes) -> tuple[int, str, bytes]:
    """The answer to the query form: the results as an HTML table (SELECT), a sentence (ASK),
    the Turtle (CONSTRUCT, DESCRIBE), or the error; the query above them, editable."""
    import json

    form = (
        '<form id="query-form" method="get" action="/sparql"><p>'
        '<textarea id="query" name="query" rows="8" cols="90" '
        f'style="width:100%;font-family:monospace">{escape(query)}</textarea></p>'
        '<p><button type="submit">Run</button></p></form>\n'
    )
    text = body.decode("utf-8", errors="replace")
    if status != 200:
        shown = f'<p class="error">Error {status}: {escape(text.strip())}</p>'
    elif media.startswith("application/sparql-results+json"):
        data = json.loads(text)
        if "boolean" in data:
            shown = f"<p>{'true' if data['boolean'] else 'false'}</p>"
        else:
            names = data["head"]["vars"]
            rows = data["results"]["bindings"]
            head = "".join(f"<th>{escape(n)}</th>" for n in names)
            cells = []
            for row in rows:
                cells.append(
                    "<tr>"
                    + "".join(f"<td>{_cell(row[n]) if n in row else ''}</td>" for n in names)
                    + "</tr>"
                )
            count = f"<p>{len(rows)} row{'s' if len(rows) != 1 else ''}.</p>"
            shown = f"{count}<table><tr>{head}</tr>{''.join(cells)}</table>"
    else:
        shown = f"<pre>{escape(text)}</pre>"
    page = _page("SPARQL results", f"<h1>SPARQL results</h1>\n{form}{shown}")
    return status, "text/html; charset=utf-8", page.encode("utf-8")


def _cell(term: dict[str, str]) -> str:
    value = escape(term.get("value", ""))
    if term.get("type") == "uri":
        href = term["value"]
        if href.startswith(("http://", "https://")):
            return f'<a href="{escape(href)}">{value}</a>'
    if "xml:lang" in term:
        return f"{value} <small>@{escape(term['xml:lang'])}</small>"
    return value
