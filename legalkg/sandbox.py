"""A process without network: what ``legalkg serve``'s query workers run in.

Oxigraph runs ``SERVICE`` by opening an HTTP connection from the process that evaluates the
query, and pyoxigraph has no switch to turn that off. So the workers are cut off from the
network itself, whatever query they are given: :func:`cut_network` moves the calling process
into a new, empty network namespace (Linux ``unshare(CLONE_NEWNET)``; an unprivileged user
first enters a new user namespace, ``CLONE_NEWUSER``, which most distributions allow). There
the only interface is a loopback that is down: every ``connect`` fails with "network is
unreachable", 127.0.0.1 included. Pipes and already open sockets (a worker's pipe to the
server) are unaffected.

It must be called while the process has one thread (before a store is opened). Where it cannot
be done (not Linux, user namespaces disabled, a seccomp policy that forbids ``unshare``) it
says why, and the server warns that ``SERVICE`` is then refused by its query check alone.
"""

from __future__ import annotations

import errno
import os
import socket
import sys

CLONE_NEWUSER = 0x10000000
CLONE_NEWNET = 0x40000000


def _unshare(flags: int) -> int:
    """``unshare(flags)``: 0, or the errno."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    if libc.unshare(ctypes.c_int(flags)) == 0:
        return 0
    return ctypes.get_errno() or errno.EPERM


def network_reachable() -> bool:
    """Whether this process can open a TCP connection to anything (tried on 127.0.0.1 and a
    public address; "unreachable" is the answer of a process without network).

    >>> isinstance(network_reachable(), bool)
    True
    """
    for address in (("127.0.0.1", 9), ("192.0.2.1", 9)):  # 192.0.2.1: TEST-NET, never routed
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            s.setblocking(False)
            code = s.connect_ex(address)
            if code not in (errno.ENETUNREACH, errno.EACCES, errno.EPERM):
                return True
    return False


def cut_network() -> str | None:
    """Take the network away from this process for good.

    :returns: ``None`` when done (and checked: no connection can be opened), else why not.
    """
    if not sys.platform.startswith("linux"):
        return f"not on Linux ({sys.platform}): no network namespaces"
    tried = []
    attempts = [CLONE_NEWNET, CLONE_NEWUSER | CLONE_NEWNET]
    if os.geteuid() != 0:
        attempts.reverse()  # an unprivileged user needs a user namespace first
    for flags in attempts:
        code = _unshare(flags)
        if code == 0:
            break
        tried.append(os.strerror(code))
    else:
        return "unshare(CLONE_NEWNET) failed: " + "; ".join(dict.fromkeys(tried))
    if network_reachable():
        return "a new network namespace was made, but a connection could still be opened"
    return None
