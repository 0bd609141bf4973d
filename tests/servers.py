"""Real SPARQL servers on 127.0.0.1 for the remote-store tests and the benchmark.

Each server runs from a throwaway folder on a free port, is polled until it answers, and is
always killed (terminate, then kill) when its ``with`` block or fixture ends. A server whose
binary is missing makes its tests skip with the reason; in CI both are installed
(``oxigraph`` from the ``test`` extra, Virtuoso by ``.ci/run``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

VIRTUOSO_VAD = "/usr/share/virtuoso-opensource-7/vad"
VIRTUOSO_VSP = "/var/lib/virtuoso-opensource-7/vsp"


@dataclass(frozen=True)
class Server:
    """A running server: its query URL and what a RemoteStore needs to write to it."""

    name: str
    endpoint: str
    update_endpoint: str | None = None
    gsp_endpoint: str | None = None
    user: str | None = None
    password: str | None = field(default=None, repr=False)
    auth: str | None = None

    def store_kwargs(self) -> dict[str, object]:
        """Keyword arguments for :class:`legalkg.store.remote.RemoteStore`."""
        from legalkg.store.remote import Auth

        kwargs: dict[str, object] = {
            "update_endpoint": self.update_endpoint,
            "gsp_endpoint": self.gsp_endpoint,
        }
        if self.auth:
            kwargs["auth"] = Auth(self.auth, user=self.user, password=self.password)  # type: ignore[arg-type]
        return kwargs

    def cli_args(self) -> list[str]:
        """The matching ``legalkg`` options (the password goes by environment variable)."""
        args = ["--endpoint", self.endpoint]
        if self.update_endpoint:
            args += ["--update-endpoint", self.update_endpoint]
        if self.gsp_endpoint:
            args += ["--gsp-endpoint", self.gsp_endpoint]
        if self.auth:
            args += ["--endpoint-auth", self.auth, "--endpoint-user", self.user or ""]
        return args

    def cli_env(self) -> dict[str, str]:
        return {"LEGALKG_ENDPOINT_PASSWORD": self.password} if self.password else {}


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def oxigraph_binary() -> str | None:
    """The ``oxigraph`` server binary (PyPI package ``oxigraph``), next to this Python first."""
    here = Path(sys.executable).parent / "oxigraph"
    return str(here) if here.exists() else shutil.which("oxigraph")


def virtuoso_binary() -> str | None:
    """Debian's ``virtuoso-t`` (package ``virtuoso-opensource``)."""
    return shutil.which("virtuoso-t")


def _die_with_parent() -> None:
    """In the child, before exec: ask Linux to SIGTERM it when the test process dies, even
    by SIGKILL (a killed pytest must not leave servers behind). Elsewhere a no-op."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, 15)  # PR_SET_PDEATHSIG, SIGTERM
    except (OSError, AttributeError):
        pass


def _wait(url: str, proc: subprocess.Popen[bytes], log: Path, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}: {log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.2)
    raise RuntimeError(f"server not ready after {seconds} s: {log.read_text()[-2000:]}")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)


@contextlib.contextmanager
def oxigraph_server(*, union_default_graph: bool = True) -> Iterator[Server]:
    """``oxigraph serve`` on a free port with an on-disk store in a temporary folder."""
    binary = oxigraph_binary()
    if binary is None:
        raise FileNotFoundError("oxigraph (pip install oxigraph)")
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="legalkg-oxigraph-") as tmp:
        log = Path(tmp) / "server.log"
        cmd = [binary, "serve", "--location", f"{tmp}/db", "--bind", f"127.0.0.1:{port}"]
        if union_default_graph:
            cmd.append("--union-default-graph")
        with log.open("wb") as out:
            proc = subprocess.Popen(
                cmd, stdout=out, stderr=subprocess.STDOUT, preexec_fn=_die_with_parent
            )
        try:
            base = f"http://127.0.0.1:{port}"
            _wait(f"{base}/query?query=ASK%7B%7D", proc, log)
            yield Server("oxigraph-server", f"{base}/query")
        finally:
            _stop(proc)


VIRTUOSO_INI = """\
[Database]
DatabaseFile = db/virtuoso.db
ErrorLogFile = db/virtuoso.log
LockFile = db/virtuoso.lck
TransactionFile = db/virtuoso.trx
xa_persistent_file = db/virtuoso.pxa
ErrorLogLevel = 7
FileExtend = 200
MaxCheckpointRemap = 2000
Striping = 0
TempStorage = TempDatabase

[TempDatabase]
DatabaseFile = db/virtuoso-temp.db
TransactionFile = db/virtuoso-temp.trx
MaxCheckpointRemap = 2000
Striping = 0

[Parameters]
ServerPort = 127.0.0.1:{sql_port}
DisableUnixSocket = 1
MaxClientConnections = 10
CheckpointInterval = 60
CaseMode = 2
DirsAllowed = ., {vad}
VADInstallDir = {vad}/
NumberOfBuffers = 40000
MaxDirtyBuffers = 30000
ThreadsPerQuery = 2

[HTTPServer]
ServerPort = 127.0.0.1:{http_port}
ServerRoot = {vsp}
MaxClientConnections = 10
ServerThreads = 10
Charset = UTF-8
EnabledGzipContent = 0

[SPARQL]
ResultSetMaxRows = {max_rows}
MaxQueryExecutionTime = 600
MaxQueryCostEstimationTime = 400
"""


@contextlib.contextmanager
def virtuoso_server(*, max_rows: int = 1_000_000) -> Iterator[Server]:
    """Virtuoso 7 with a new database (user dba, password dba) in a temporary folder.

    Queries go to ``/sparql-auth`` with digest auth (the only way Virtuoso allows updates
    through the protocol), uploads to ``/sparql-graph-crud-auth``.
    """
    binary = virtuoso_binary()
    if binary is None:
        raise FileNotFoundError("virtuoso-t (apt-get install virtuoso-opensource)")
    sql_port, http_port = free_port(), free_port()
    with tempfile.TemporaryDirectory(prefix="legalkg-virtuoso-") as tmp:
        (Path(tmp) / "db").mkdir()
        ini = Path(tmp) / "virtuoso.ini"
        ini.write_text(
            VIRTUOSO_INI.format(
                sql_port=sql_port,
                http_port=http_port,
                vad=VIRTUOSO_VAD,
                vsp=VIRTUOSO_VSP if os.path.isdir(VIRTUOSO_VSP) else tmp,
                max_rows=max_rows,
            )
        )
        log = Path(tmp) / "server.log"
        with log.open("wb") as out:
            proc = subprocess.Popen(
                [binary, "+configfile", str(ini), "+foreground"],
                cwd=tmp,
                stdout=out,
                stderr=subprocess.STDOUT,
                preexec_fn=_die_with_parent,
            )
        try:
            base = f"http://127.0.0.1:{http_port}"
            _wait(f"{base}/sparql?query=ASK%7B%7D", proc, log, seconds=120)
            yield Server(
                "virtuoso",
                f"{base}/sparql-auth",
                user="dba",
                password="dba",
                auth="digest",
            )
        finally:
            _stop(proc)
