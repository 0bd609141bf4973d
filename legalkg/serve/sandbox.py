"""A process without network: what ``legalkg serve``'s query workers run in.

Oxigraph runs ``SERVICE`` by opening an HTTP connection from the process that evaluates the
query, and pyoxigraph has no switch to turn that off. So the workers are cut off from the
network itself, whatever query they are given: :func:`cut_network` moves the calling process
into a new, empty network namespace (Linux ``unshare(CLONE_NEWNET)``; an unprivileged user
first enters a new user namespace, ``CLONE_NEWUSER``, which most distributions allow). There
the only interface is a loopback that is down: every ``connect`` fails with "network is
unreachable", 127.0.0.1 included. Pipes and already open sockets (a worker's pipe to the
server) are unaffected.

It must be called while the process has one thread (before a store is opened). Where no
namespace can be made (user namespaces disabled, a container policy that forbids
``unshare``), a seccomp filter from libseccomp (the system's ``libseccomp.so.2``, through
ctypes) makes ``socket(AF_INET)`` and ``socket(AF_INET6)`` fail with ``EACCES`` instead:
Oxigraph's HTTP client cannot open a connection either way. Where neither can be done (not
Linux, no libseccomp) it says why, and the server warns that ``SERVICE`` is then refused by
its query check alone.
"""

from __future__ import annotations

import ctypes
import errno
import os
import socket
import sys

CLONE_NEWUSER = 0x10000000
CLONE_NEWNET = 0x40000000


def _unshare(flags: int) -> int:
    """``unshare(flags)``: 0, or the errno."""
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
        try:
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        except OSError:  # no socket at all (the seccomp filter)
            continue
        with s:
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
        why = "unshare(CLONE_NEWNET) failed: " + "; ".join(dict.fromkeys(tried))
        fallback = deny_inet_sockets()
        if fallback is not None:
            return f"{why}; {fallback}"
        return None if not network_reachable() else f"{why}; the seccomp filter did not hold"
    if network_reachable():
        return "a new network namespace was made, but a connection could still be opened"
    return None


class _ArgCmp(ctypes.Structure):
    """libseccomp's ``struct scmp_arg_cmp``."""

    _fields_ = [
        ("arg", ctypes.c_uint),
        ("op", ctypes.c_int),
        ("datum_a", ctypes.c_uint64),
        ("datum_b", ctypes.c_uint64),
    ]


_SCMP_ACT_ALLOW = 0x7FFF0000
_SCMP_CMP_EQ = 4


def deny_inet_sockets() -> str | None:
    """A seccomp filter (libseccomp): ``socket(AF_INET…)`` and ``socket(AF_INET6…)`` fail
    with ``EACCES`` in this process and its children, for good.

    :returns: ``None`` when loaded, else why not.
    """
    import ctypes.util

    name = ctypes.util.find_library("seccomp")
    if name is None:
        return "no libseccomp for a seccomp filter"
    try:
        lib = ctypes.CDLL(name, use_errno=True)
    except OSError as e:
        return f"libseccomp cannot be loaded ({e})"
    lib.seccomp_init.restype = ctypes.c_void_p
    lib.seccomp_init.argtypes = [ctypes.c_uint32]
    lib.seccomp_syscall_resolve_name.argtypes = [ctypes.c_char_p]
    lib.seccomp_rule_add_array.argtypes = [
        ctypes.c_void_p,
        ctypes.c_uint32,
        ctypes.c_int,
        ctypes.c_uint,
        ctypes.POINTER(_ArgCmp),
    ]
    lib.seccomp_load.argtypes = [ctypes.c_void_p]
    lib.seccomp_release.argtypes = [ctypes.c_void_p]
    ctx = lib.seccomp_init(_SCMP_ACT_ALLOW)
    if not ctx:
        return "seccomp_init failed"
    try:
        deny = 0x00050000 | errno.EACCES  # SCMP_ACT_ERRNO(EACCES)
        syscall = lib.seccomp_syscall_resolve_name(b"socket")
        for family in (socket.AF_INET, socket.AF_INET6):
            rule = _ArgCmp(0, _SCMP_CMP_EQ, family, 0)
            if lib.seccomp_rule_add_array(ctx, deny, syscall, 1, ctypes.byref(rule)) != 0:
                return "seccomp_rule_add failed"
        code = lib.seccomp_load(ctx)
        if code != 0:
            return f"seccomp_load failed ({os.strerror(-code)})"
    finally:
        lib.seccomp_release(ctx)
    return None
