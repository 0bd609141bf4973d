"""Issue 31 item 5: no credential the process was given is printed, wherever it appears.

Servers on 127.0.0.1 that echo back what they were sent (the request URL and its query, the
Authorization header, decoded Basic credentials, an LLM proxy's "Incorrect API key provided:
sk-…") answer `legalkg` commands given credentials in every way the command line takes them;
no form of any secret (as given, URL-encoded, base64 of user:password) may appear in stdout or
stderr.
"""

from __future__ import annotations

import base64
import http.server
import json
import subprocess
import sys
import threading
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest

from legalkg.core import redact as redact_module


class Echo(http.server.BaseHTTPRequestHandler):
    """Answers every request with an error whose body echoes what it was sent."""

    status = 401

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            self.rfile.read(length)
        auth = self.headers.get("Authorization", "")
        decoded = ""
        if auth.startswith("Basic "):
            decoded = base64.b64decode(auth[6:]).decode("utf-8", "replace")
        token = auth.removeprefix("Bearer ")
        if self.path.startswith("/v1/"):  # an LLM proxy, in OpenAI's words
            body = json.dumps(
                {"error": {"message": f"Incorrect API key provided: {token}. You sent {auth}"}}
            )
        else:
            body = f"denied {self.path} with {auth} ({decoded})"
        data = body.encode()
        self.send_response(self.status)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = _answer

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def echo() -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Echo)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def _forms(secret: str, user: str | None = None) -> set[str]:
    out = {secret, urllib.parse.quote(secret, safe=""), urllib.parse.quote_plus(secret)}
    if user is not None:
        out.add(base64.b64encode(f"{user}:{secret}".encode()).decode())
    return {f for f in out if len(f) >= 4}


def _run(args: list[str], env: dict[str, str] | None = None) -> str:
    import os

    run = subprocess.run(
        [sys.executable, "-m", "legalkg", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "LEGALKG_ENDPOINT_RETRIES": "0", **(env or {})},
    )
    assert "Traceback" not in run.stderr, run.stderr
    return run.stdout + run.stderr


PASSWORDS = ["s3cr#t?p/w", "pa:ss@word9", "ünïcødé-pässwörd", "plain-secret-1", "a%2Fb%23c-7"]
QUERY_KEYS = ["api-key", "auth", "sig", "X-Amz-Signature", "access_token", "k", "anything"]


def _cases(host: str) -> list[tuple[str, list[str], dict[str, str], set[str]]]:  # noqa: E501
    ask = ["sparql", "ASK {}", "--endpoint-retries", "0"]
    out: list[tuple[str, list[str], dict[str, str], set[str]]] = []
    for pw in PASSWORDS:
        quoted = urllib.parse.quote(pw, safe="")
        out.append(
            (
                f"userinfo raw {pw}",
                [*ask, "--endpoint", f"http://dba:{pw}@{host}/sparql"],
                {},
                _forms(pw, "dba"),
            )
        )
        out.append(
            (
                f"userinfo quoted {pw}",
                [*ask, "--endpoint", f"http://dba:{quoted}@{host}/sparql"],
                {},
                _forms(pw, "dba"),
            )
        )
        out.append(
            (
                f"--endpoint-password {pw}",
                [
                    *ask,
                    "--endpoint",
                    f"http://{host}/sparql",
                    "--endpoint-user",
                    "dba",
                    "--endpoint-password",
                    pw,
                ],
                {},
                _forms(pw, "dba"),
            )
        )
        out.append(
            (
                f"env password {pw}",
                [*ask, "--endpoint", f"http://{host}/sparql"],
                {"LEGALKG_ENDPOINT_USER": "dba", "LEGALKG_ENDPOINT_PASSWORD": pw},
                _forms(pw, "dba"),
            )
        )
        out.append(
            (
                f"--endpoint-token {pw}",
                [*ask, "--endpoint", f"http://{host}/sparql", "--endpoint-token", pw],
                {},
                _forms(pw),
            )
        )
        out.append(
            (
                f"token as user {pw}",
                [*ask, "--endpoint", f"http://{quoted}@{host}/sparql"],
                {},
                _forms(pw),
            )
        )
    for n, key in enumerate(QUERY_KEYS):
        secret = f"Q{n}-7f3a9c0123456789"
        out.append(
            (
                f"query key {key}",
                [*ask, "--endpoint", f"http://{host}/sparql?{key}={secret}"],
                {},
                _forms(secret),
            )
        )
        out.append(
            (
                f"query key {key}, second",
                [*ask, "--endpoint", f"http://{host}/sparql?x=1&{key}={secret}#f"],
                {},
                _forms(secret),
            )
        )
    for n, key in enumerate(
        ["sk-proj-AbCdEf0123456789xyz", "sk-live_9f8e7d6c5b4a3210", "plainkey-0123456789"]
    ):
        llm = [
            "ask",
            "what does art. 6 say?",
            "--store",
            "STORE",
            "--llm-parse",
            "--llm-base-url",
            f"http://{host}/v1",
            "--llm-model",
            "m",
        ]
        out.append((f"llm key option {n}", [*llm, "--llm-api-key", key], {}, _forms(key)))
        out.append((f"llm key env {n}", llm, {"LEGALKG_LLM_API_KEY": key}, _forms(key)))
    return out


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from test_serve import ingest_on_disk

    from legalkg.ingest import example_path

    path = tmp_path_factory.mktemp("redact") / "art6.db"
    ingest_on_disk(example_path("art6") / "art6.yaml", path)
    return path


def _fragments(secret: str) -> set[str]:
    """Every 6 characters in a row of ``secret``: a message that cuts a URL short must not
    print part of a password either."""
    return {secret[i : i + 6] for i in range(len(secret) - 5)}


def test_no_secret_is_printed(echo: str, store: Path) -> None:
    cases = _cases(echo)
    _check(cases[::5], store)  # one in five here; all of them in the slow test


@pytest.mark.slow
def test_no_secret_is_printed_in_50_checks(echo: str, store: Path) -> None:
    cases = _cases(echo)
    assert len(cases) >= 50
    _check(cases, store)


def _check(cases: list[tuple[str, list[str], dict[str, str], set[str]]], store: Path) -> None:
    leaks = []
    for name, args, env, given in cases:
        secrets = set(given)
        for secret in given:
            secrets |= _fragments(secret)
        args = [str(store) if a == "STORE" else a for a in args]
        printed = _run(args, env)
        assert "Error" in printed or "error" in printed, (name, printed)
        leaked = sorted(s for s in secrets if s in printed)
        if leaked:
            leaks.append((name, leaked, printed))
    assert leaks == []


def test_the_echo_server_does_echo(echo: str) -> None:
    """The servers above do echo the credentials: without redaction they would be printed."""
    import urllib.request

    request = urllib.request.Request(
        f"http://{echo}/sparql?api-key=XYZ-123456",
        headers={"Authorization": "Basic " + base64.b64encode(b"dba:p#w-1234").decode()},
    )
    try:
        urllib.request.urlopen(request, timeout=10)
    except urllib.error.HTTPError as e:
        body = e.read().decode()
    assert "p#w-1234" in body and "XYZ-123456" in body


def test_patterns_without_a_remembered_secret() -> None:
    r = redact_module.redact
    assert "hunter22" not in r("http://bob:hunter22@host/x")
    assert "p#s?w/d" not in r("failed: http://bob:p#s?w/d@host:1/x")
    assert "zzz111" not in r("GET /q?api-key=zzz111&auth=zzz111&sig=zzz111")
    assert "abcdefgh12345678" not in r("Incorrect API key provided: sk-abcdefgh12345678")
    assert "ZGJhOnNlY3JldA==" not in r("Authorization: Basic ZGJhOnNlY3JldA==")
    assert "eyJhbGciOi.x1" not in r("Bearer eyJhbGciOi.x1")
    # what is not a credential stays
    assert r("Basic authentication needs a user") == "Basic authentication needs a user"
    assert r("http://127.0.0.1:7878/query?x=1") == "http://127.0.0.1:7878/query?x=1"
