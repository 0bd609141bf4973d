"""SPARQL errors for people: where (file, line, column) and what, in one line.

Oxigraph's parser reports ``error at 3:13: expected one of Prefix not found, ['%'], …`` (five
lines of Unicode ranges for an unknown prefix) and an update given to a query endpoint as a
syntax error. :func:`query_error` turns that into ``FILE:3:6: unknown prefix 'foo:' (in
foo:bar); declare it …``; :func:`update_refusal` recognises an update before it is parsed.

>>> update_refusal("PREFIX ex: <http://e/> INSERT DATA { ex:a ex:b ex:c }", "q.rq")
... # doctest: +ELLIPSIS
'q.rq: UPDATE is not allowed here (INSERT): legalkg sparql runs queries only ...'
>>> update_refusal("SELECT * { ?s ?p ?o }", "q.rq") is None
True
>>> query_error("SELECT ?x WHERE {\\n  ?x foo:bar ?y }", "error at 2:11: expected one of "
...     "Prefix not found, ['%'], ['\\\\u{00B7}']", "q.rq", {"lkg": "x"})
... # doctest: +ELLIPSIS
"q.rq:2:6: unknown prefix 'foo:' (in foo:bar). Declare it with PREFIX foo: <...>, ... (lkg:)"
>>> query_error("SELECT ?x\\nWHERE { ?x ?p ?y . FILTR(?y) }", "error at 2:20: expected OPTIONAL",
...     "q.rq", {})
"q.rq:2:20: SPARQL syntax error: expected OPTIONAL, near 'FILTR(?y) }'"
"""

from __future__ import annotations

import re

from legalkg.sparql.text import keywords

_UPDATE = ("INSERT", "DELETE", "LOAD", "CLEAR", "CREATE", "DROP", "COPY", "MOVE", "ADD", "WITH")
_QUERY = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")
_POSITION = re.compile(r"error at (\d+):(\d+)")
_OFFSET = re.compile(r"(?:at|offset|position) (\d+)\b")
_PREFIXED = re.compile(r"(?<![\w?$<])([A-Za-z][\w.-]*)?:([\w.%-]*)")


def update_refusal(text: str, source: str) -> str | None:
    """The one-line refusal of a SPARQL Update given where a query is expected, or ``None``."""
    for word in keywords(text):
        if word in _QUERY:
            return None
        if word in _UPDATE:
            return (
                f"{source}: UPDATE is not allowed here ({word}): legalkg sparql runs queries "
                "only (SELECT, ASK, CONSTRUCT, DESCRIBE); change a store with legalkg ingest"
            )
    return None


def _line_col(text: str, message: str) -> tuple[int, int] | None:
    found = _POSITION.search(message)
    if found:
        return int(found.group(1)), int(found.group(2))
    found = _OFFSET.search(message)
    if found:  # a byte offset: turn it into a line and column
        before = text.encode("utf-8")[: int(found.group(1))].decode("utf-8", errors="ignore")
        return before.count("\n") + 1, len(before) - (before.rfind("\n") + 1) + 1
    return None


def query_error(text: str, message: str, source: str, prefixes: dict[str, str]) -> str:
    """One line for the parser's ``message`` about the query ``text`` read from ``source``.

    :param prefixes: the predeclared prefixes (named when a prefix is unknown).
    """
    where = _line_col(text, message)
    lines = text.split("\n")
    at = f"{source}:{where[0]}:{where[1]}" if where else source
    if "Prefix not found" in message or "prefix not found" in message.lower():
        declared = {m.lower() for m in re.findall(r"(?i)PREFIX\s+([\w.-]*):", text)}
        known = set(prefixes) | declared
        candidates = []
        if where and 0 < where[0] <= len(lines):
            candidates.append((where[0], lines[where[0] - 1]))
        candidates += list(enumerate(lines, start=1))
        for number, line in candidates:
            for m in _PREFIXED.finditer(_strip_strings(line)):
                prefix = m.group(1) or ""
                if prefix.lower() not in known and not line[: m.start()].rstrip().endswith(
                    ("PREFIX", "prefix")
                ):
                    spot = f"{source}:{number}:{m.start() + 1}"
                    names = ", ".join(f"{p}:" for p in sorted(prefixes))
                    return (
                        f"{spot}: unknown prefix '{prefix}:' (in {m.group(0)}). Declare it "
                        f"with PREFIX {prefix}: <...>, or use a predeclared one ({names})"
                    )
        return f"{at}: unknown prefix. Declare it with PREFIX name: <...>"
    what = message
    found = _POSITION.search(what)
    if found:
        what = what[found.end() :].lstrip(": ")
    what = re.sub(r"\[[^\]]*\\u\{[^\]]*\]", "[a name character]", what)
    what = " ".join(what.split())
    if len(what) > 160:
        what = what[:157] + "..."
    near = ""
    if where and 0 < where[0] <= len(lines):
        rest = lines[where[0] - 1][where[1] - 1 :].strip()
        if rest:
            near = f", near '{rest[:40]}'"
    return f"{at}: SPARQL syntax error: {what}{near}"


def _strip_strings(line: str) -> str:
    """``line`` with strings and IRIs blanked (same length), so that ``"a:b"`` or
    ``<http://x>`` hold no prefixed name."""
    return re.sub(r"\"[^\"]*\"|'[^']*'|<[^<>\s]*>", lambda m: " " * len(m.group(0)), line)
