"""Credentials out of what is printed, wherever they appear.

Two layers. (1) **The credentials the process was given** are remembered
(:func:`remember_process_secrets`, called once by the command line: the values of options and
environment variables whose name says password, token, key, secret or auth, and the userinfo and
every query value of the URLs it was given) and every occurrence of one, as given, URL-encoded,
or inside an HTTP Basic header (base64 of ``user:password``), is replaced by ``***``: so an error
body in which a server or an LLM proxy echoes what it was sent (``Incorrect API key provided:
sk-…``, the Basic credentials, the bearer token, the request URL) prints none of it. (2)
**Patterns** catch what looks like a credential even when it was not given on this run: the
userinfo of any URL (whatever its password holds: ``#``, ``?``, ``/``), query values whose key
names a secret (``api-key``, ``auth``, ``sig``, ``token``, ``X-Amz-Signature``…), ``Basic`` /
``Bearer`` / ``Digest`` credentials, and ``sk-…`` API keys.

Every message legalkg prints that may hold one goes through :func:`redact` (the CLI's error
line, ``serve``'s start line and warnings); :class:`legalkg.store.remote.RemoteStore` also moves
credentials found in its URL into HTTP basic authentication, so its URL holds none.

>>> redact("http://dba:s3cret@127.0.0.1:8890/sparql failed")
'http://dba:***@127.0.0.1:8890/sparql failed'
>>> redact("see https://KEY@host/x and ftp://a:b@c/")
'see https://***@host/x and ftp://a:***@c/'
>>> redact("http://127.0.0.1:7878/query?access_token=abc&x=1&api-key=k&sig=s")
'http://127.0.0.1:7878/query?access_token=***&x=1&api-key=***&sig=***'
>>> redact("http://u:p#a?s/w@host/q")
'http://u:***@host/q'
>>> redact("401: Incorrect API key: sk-proj-abcdef123456. Authorization: Basic ZGJhOnNlY3JldA==")
'401: Incorrect API key: sk-***. Authorization: Basic ***'
"""

from __future__ import annotations

import base64
import os
import re
import urllib.parse
from collections.abc import Iterable, Mapping

# scheme://userinfo@ : the userinfo of an authority, up to the last '@' before a space. A
# password with a raw '#', '?', '/' or '@' (not valid in a URL, but typed so) stays inside it
# (an '@' later in the URL makes more of it hidden, never less).
_USERINFO = re.compile(r"(?P<scheme>\b[A-Za-z][A-Za-z0-9+.\-]*://)(?P<userinfo>[^\s<>\"']*)@")
#: Query keys that name a secret (any part of the key).
_SECRET_KEY = (
    r"[^=&#?\s]*(?:token|key|secret|pass|pwd|auth|sig|credential|session|cookie|code)"
    r"[^=&#?\s]*"
)
_SECRET_PARAMS = re.compile(rf"(?P<key>[?&;]{_SECRET_KEY}=)[^&#\s]*", re.IGNORECASE)
# An HTTP credential after its scheme: 8 or more token characters, one of them a digit or a
# symbol (so that "Basic authentication" stays as it is).
_SCHEMES = re.compile(
    r"(?P<key>\b(?:Basic|Bearer|basic|bearer)\s+)(?=[A-Za-z0-9+/=._~\-]*[0-9+/=_~])[A-Za-z0-9+/=._~\-]{8,}"
)
_API_KEY = re.compile(r"\b(?P<key>sk-)[A-Za-z0-9_\-]{8,}")
_SECRET_NAME = re.compile(r"pass|pwd|token|key|secret|auth|credential|cookie", re.IGNORECASE)

#: The credentials given to this process, longest first.
_SECRETS: list[str] = []
#: Secrets shorter than this are not searched for in free text (a one-letter password would
#: hide every such letter); the patterns still catch them in URLs and headers.
MIN_SECRET = 4


def remember(secret: str | None) -> None:
    """Redact ``secret`` (and its URL-encoded forms) wherever it appears from now on."""
    if not secret or len(secret) < MIN_SECRET:
        return
    forms = {
        secret,
        urllib.parse.quote(secret, safe=""),
        urllib.parse.quote_plus(secret, safe=""),
    }
    for form in forms:
        if form not in _SECRETS:
            _SECRETS.append(form)
    _SECRETS.sort(key=len, reverse=True)


def remember_basic(user: str | None, password: str | None) -> None:
    """Redact ``password`` and the Basic credentials ``base64(user:password)``."""
    remember(password)
    if user is not None and password:
        remember(base64.b64encode(f"{user}:{password}".encode()).decode("ascii"))


def remember_url(url: str | None) -> None:
    """Redact the password (and user) of ``url`` and every value of its query, whatever the
    key: a URL given to this process carries its credentials there."""
    if not url or "://" not in url:
        return
    m = _USERINFO.search(url)
    if m:
        user, colon, password = m.group("userinfo").partition(":")
        if colon:
            remember_basic(urllib.parse.unquote(user), urllib.parse.unquote(password))
            remember(password)
        else:
            remember(user)  # a token as the user: https://TOKEN@host/
    query = url.partition("?")[2].partition("#")[0]
    for _, value in urllib.parse.parse_qsl(query, keep_blank_values=False):
        remember(value)


def remember_process_secrets(
    argv: Iterable[str] | None = None, environ: Mapping[str, str] | None = None
) -> None:
    """Remember the credentials on the command line and in the environment (see the module
    doc): option values after ``--…password``, ``--…token``, ``--…key``, ``--…secret``,
    ``--…auth…`` (also as ``--opt=value``), environment variables so named, and the URLs in
    both."""
    import sys

    args = list(sys.argv[1:] if argv is None else argv)
    env = os.environ if environ is None else environ
    for name, value in env.items():
        if _SECRET_NAME.search(name) and not name.endswith("_AUTH"):
            remember(value)
        if "://" in value:
            remember_url(value)
    for i, arg in enumerate(args):
        name, eq, inline = arg.partition("=")
        if arg.startswith("--") and _SECRET_NAME.search(name) and name != "--endpoint-auth":
            value = inline if eq else (args[i + 1] if i + 1 < len(args) else "")
            remember(value)
        if "://" in arg:
            remember_url(inline if eq and arg.startswith("--") else arg)


def _hide_userinfo(m: re.Match[str]) -> str:
    user, colon, _ = m.group("userinfo").partition(":")
    shown = f"{user}:***" if colon else "***"
    return f"{m.group('scheme')}{shown}@"


def redact(text: str) -> str:
    """``text`` with the credentials in it replaced by ``***`` (see the module doc)."""
    for secret in _SECRETS:
        if secret in text:
            text = text.replace(secret, "***")
    text = _USERINFO.sub(_hide_userinfo, text)
    text = _SECRET_PARAMS.sub(lambda m: m.group("key") + "***", text)
    text = _SCHEMES.sub(lambda m: m.group("key") + "***", text)
    return _API_KEY.sub(lambda m: m.group("key") + "***", text)
