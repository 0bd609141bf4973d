"""HTTP caching for ``legalkg serve``: validators from the served store generation.

A generation of an on-disk store never changes once written (``docs/concurrency.md``), and the
same generation gives the same bytes for the same request (pages, documents, dumps and query
results are deterministic). So a ``GET``/``HEAD`` answer ``200`` carries

* ``ETag``: a hash of the generation (its name and its folder's identity on disk) and of the
  request (path, query string, ``Accept``, ``Host``), so a new generation, another URL or another
  negotiated format has another tag;
* ``Last-Modified``: when the generation was written (its folder's modification time);
* ``Cache-Control: public, max-age=N`` (``N`` seconds: a new generation may appear at any time,
  so caches revalidate after that).

A conditional request whose ``If-None-Match`` names the current tag (or ``*``), or, without
``If-None-Match``, whose ``If-Modified-Since`` is not older than the generation, is answered
``304 Not Modified`` before anything is rendered or queried (RFC 9110, 13.1–13.2). Answers
other than ``200``, ``POST`` requests and stores that are not on disk get no validators.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from email.utils import formatdate, parsedate_to_datetime
from pathlib import Path
from typing import Any

#: What the server answers from now: ``(identity of the generation, its time)``, or ``None``
#: when it cannot tell (a remote store): then no caching headers are sent.
State = tuple[str, float] | None


def generation_state(path: Path | None, name: str | None) -> State:
    """The :data:`State` of generation ``name`` of the on-disk store at ``path``.

    >>> generation_state(None, None) is None
    True
    """
    if path is None or name is None:
        return None
    folder = path / name if (path / name).is_dir() else path
    try:
        info = os.stat(folder)
    except OSError:
        return None
    return f"{name}:{info.st_dev}:{info.st_ino}:{info.st_mtime_ns}", info.st_mtime


def etag(state: str, scope: dict[str, Any], accept: str | None, host: str | None = None) -> str:
    """The strong entity tag of the answer to the request ``scope`` on generation ``state``.

    >>> scope = {"path": "/sparql", "query_string": b"query=ASK%7B%7D"}
    >>> etag("g1", scope, None) == etag("g1", scope, None) != etag("g2", scope, None)
    True
    >>> etag("g1", scope, "text/csv") != etag("g1", scope, None)
    True
    """
    h = hashlib.sha256()
    request = (scope.get("path", ""), scope.get("query_string", b""), accept or "", host or "")
    for part in (state, *request):
        h.update(part if isinstance(part, bytes) else str(part).encode("utf-8", "replace"))
        h.update(b"\0")
    return '"' + h.hexdigest()[:32] + '"'


def not_modified(
    if_none_match: str | None, if_modified_since: str | None, tag: str, when: float
) -> bool:
    """Whether a conditional ``GET`` is answered ``304`` (``If-None-Match`` first, weak
    comparison; ``If-Modified-Since`` only without it).

    >>> not_modified('W/"a", "b"', None, '"b"', 0.0), not_modified('"a"', None, '"b"', 0.0)
    (True, False)
    >>> not_modified(None, "Wed, 02 Dec 2026 05:00:00 GMT", '"b"', 1796187600.0)
    True
    >>> not_modified(None, "Wed, 02 Dec 2026 04:59:59 GMT", '"b"', 1796187600.0)
    False
    >>> not_modified(None, "yesterday", '"b"', 0.0)
    False
    """
    if if_none_match is not None:
        if if_none_match.strip() == "*":
            return True
        wanted = {t.strip().removeprefix("W/") for t in if_none_match.split(",")}
        return tag in wanted
    if if_modified_since is not None:
        try:
            since = parsedate_to_datetime(if_modified_since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False  # an invalid date is ignored (RFC 9110, 13.1.3)
        return int(when) <= since
    return False


def caching(
    app: Any,
    *,
    state: Callable[[], State],
    max_age: int = 60,
    paths: Callable[[str], bool] | None = None,
) -> Any:
    """ASGI middleware adding the validators above and answering conditional requests.

    :param state: the current generation's :data:`State` (read at the request's start and
        again when the answer starts: an answer from another generation gets no validators).
    :param max_age: seconds in ``Cache-Control: public, max-age=…``.
    :param paths: which request paths are cached (default: all).
    """

    async def wrapped(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope["method"] not in ("GET", "HEAD"):
            await app(scope, receive, send)
            return
        if paths is not None and not paths(scope.get("path", "")):
            await app(scope, receive, send)
            return
        before = state()
        if before is None:
            await app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        # The host too: the service description names the endpoint's URL.
        tag = etag(before[0], scope, headers.get("accept"), headers.get("host"))
        validators = [
            (b"etag", tag.encode("ascii")),
            (b"last-modified", formatdate(int(before[1]), usegmt=True).encode("ascii")),
            (b"cache-control", f"public, max-age={max_age}".encode("ascii")),
        ]
        if not_modified(
            headers.get("if-none-match"), headers.get("if-modified-since"), tag, before[1]
        ):
            await send(
                {
                    "type": "http.response.start",
                    "status": 304,
                    "headers": [*validators, (b"vary", b"Accept")],
                }
            )
            await send({"type": "http.response.body", "body": b""})
            return

        async def sending(message: Any) -> None:
            if (
                message["type"] == "http.response.start"
                and message["status"] == 200
                and state() == before
            ):
                message = {**message, "headers": [*message.get("headers", []), *validators]}
            await send(message)

        await app(scope, receive, sending)

    return wrapped
