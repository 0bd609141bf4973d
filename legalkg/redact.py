"""Credentials out of what is printed: ``http://user:KEY@host`` → ``http://user:***@host``.

Every message legalkg prints that may hold a URL goes through :func:`redact` (the CLI's error
line, ``serve``'s start line); :class:`legalkg.remote.RemoteStore` also moves credentials
found in its URL into HTTP basic authentication, so its URL holds none.

>>> redact("http://dba:s3cret@127.0.0.1:8890/sparql failed")
'http://dba:***@127.0.0.1:8890/sparql failed'
>>> redact("see https://KEY@host/x and ftp://a:b@c/")
'see https://***@host/x and ftp://a:***@c/'
>>> redact("http://127.0.0.1:7878/query?access_token=abc&x=1")
'http://127.0.0.1:7878/query?access_token=***&x=1'
"""

from __future__ import annotations

import re

# scheme://userinfo@ : the userinfo part of an authority (RFC 3986), up to the first '@'.
_USERINFO = re.compile(r"(?P<scheme>\b[A-Za-z][A-Za-z0-9+.\-]*://)(?P<userinfo>[^/?#@\s]*)@")
_SECRET_PARAMS = re.compile(
    r"(?P<key>[?&](?:access_token|token|api_key|apikey|key|password|passwd|secret)=)[^&#\s]*",
    re.IGNORECASE,
)


def _hide(m: re.Match[str]) -> str:
    user, colon, _ = m.group("userinfo").partition(":")
    shown = f"{user}:***" if colon else "***"
    return f"{m.group('scheme')}{shown}@"


def redact(text: str) -> str:
    """``text`` with the passwords and tokens of the URLs in it replaced by ``***``."""
    return _SECRET_PARAMS.sub(lambda m: m.group("key") + "***", _USERINFO.sub(_hide, text))
