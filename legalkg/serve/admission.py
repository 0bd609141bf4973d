"""Which SPARQL queries ``legalkg serve`` lets in, and for how long: light ones stay fast
whatever heavy ones do.

A query's cost is not known before it runs, so every query starts as *light*. One that has
used ``cheap`` seconds of its worker's CPU (or 2 s of wall time) becomes *heavy*,
which takes one of ``heavy_slots`` slots, fewer than the workers (by default one less): at any
time at least one worker is about ``cheap`` seconds away from being free for the next light
query. (CPU time, so that a light query on a busy machine, which waits for a CPU, is not taken
for a heavy one.) A query that would become heavy when the slots are taken (or when its client
already holds ``per_client_heavy`` of them) is stopped and answered ``503`` with
``Retry-After`` (when the first heavy slot may be free).

A client whose query became heavy (or was stopped for it) is *suspect* for
``suspect_window`` seconds: its queries then need a heavy slot from the start (``503`` with
``Retry-After`` at once when none is free), so that a client retrying heavy queries never
takes the light lane again and again.

A client address has at most ``per_client`` queries in flight, waiting or running (``429``
beyond); at most ``max_waiting`` queries wait for a worker (``503`` beyond). The wait counts in
the query's timeout (the deadline is set at its arrival).

The client is the peer address of the connection; ``X-Forwarded-For`` is read only when the
peer is one of ``trusted_proxies`` (the rightmost address in it that is not itself a trusted
proxy), so a client cannot pass for another by sending the header itself.

>>> a = Admission(workers=2, per_client=2, cheap=0.25)
>>> t = a.enter("10.0.0.1", now=0.0, deadline=10.0)
>>> t.started(); t.promote(now=0.3) is None   # the heavy slot is free: granted
True
>>> u = a.enter("10.0.0.2", now=0.3, deadline=10.3)
>>> u.started(); u.promote(now=0.6)          # taken: retry when the first one ends
9.4
>>> u.leave(); a.enter("10.0.0.2", now=0.7, deadline=10.7)   # suspect: needs a slot
Traceback (most recent call last):
...
legalkg.serve.admission.Busy: ...
>>> t.leave(); a.enter("10.0.0.2", now=0.8, deadline=10.8).heavy  # free again
True
"""

from __future__ import annotations

import ipaddress
import math
from collections.abc import Iterable
from dataclasses import dataclass, field

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


class Busy(Exception):
    """A query not let in (or stopped): the HTTP ``status``, the message and the seconds after
    which to retry."""

    def __init__(self, status: int, message: str, retry_after: float) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.retry_after = max(1, math.ceil(retry_after))


def parse_proxies(values: Iterable[str]) -> tuple[Network, ...]:
    """Addresses or networks (``127.0.0.1``, ``10.0.0.0/8``) of trusted proxies.

    :raises ValueError: for one that is neither.
    """
    out = []
    for value in values:
        try:
            out.append(ipaddress.ip_network(value.strip(), strict=False))
        except ValueError:
            raise ValueError(f"{value!r} is not an IP address or network") from None
    return tuple(out)


def _address(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    text = text.strip()
    if text.startswith("[") and "]" in text:  # [v6]:port
        text = text[1 : text.index("]")]
    elif text.count(":") == 1:  # v4:port
        text = text.partition(":")[0]
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


@dataclass
class Ticket:
    """One admitted query (see :class:`Admission`)."""

    admission: Admission
    client: str
    deadline: float
    waiting: bool = True
    heavy: bool = False
    left: bool = False
    cheap: float = field(default=0.0)

    def started(self) -> None:
        """The query got a worker: it waits no more."""
        if self.waiting:
            self.waiting = False
            self.admission.waiting -= 1

    def promote(self, now: float) -> float | None:
        """The query has run ``cheap`` seconds: a heavy slot (``None``), or the seconds after
        which to retry (it must be stopped)."""
        return self.admission._promote(self, now)

    def leave(self) -> None:
        """The query is answered (or stopped): its slots are free."""
        self.admission._leave(self)


class Admission:
    """The admission of one server's queries (see the module doc)."""

    def __init__(
        self,
        *,
        workers: int,
        heavy_slots: int | None = None,
        per_client: int = 2,
        per_client_heavy: int = 1,
        cheap: float = 0.25,
        max_waiting: int | None = None,
        trusted_proxies: Iterable[Network] = (),
        suspect_window: float = 30.0,
    ) -> None:
        self.heavy_slots = heavy_slots if heavy_slots is not None else max(1, workers - 1)
        self.per_client = per_client
        self.per_client_heavy = per_client_heavy
        self.cheap = cheap
        self.max_waiting = max_waiting if max_waiting is not None else max(32, 16 * workers)
        self.trusted = tuple(trusted_proxies)
        self.in_flight: dict[str, int] = {}
        self.heavy: list[Ticket] = []
        self.waiting = 0
        self.suspect_window = suspect_window
        self.suspects: dict[str, float] = {}  # client -> until

    def client_of(self, peer: str | None, forwarded: str | None) -> str:
        """The client address of a request from ``peer`` with ``X-Forwarded-For: forwarded``.

        >>> a = Admission(workers=2, trusted_proxies=parse_proxies(["127.0.0.1"]))
        >>> a.client_of("127.0.0.1", "203.0.113.9, 127.0.0.1")
        '203.0.113.9'
        >>> a.client_of("198.51.100.7", "203.0.113.9")   # not a trusted proxy: ignored
        '198.51.100.7'
        """
        peer = peer or "?"
        if not forwarded or not self.trusted or not self._trusted(peer):
            return peer
        for hop in reversed(forwarded.split(",")):
            address = _address(hop)
            if address is None:
                return peer  # an unreadable hop: nothing left of it can be trusted
            if not any(address in net for net in self.trusted):
                return str(address)
        return peer

    def _trusted(self, peer: str) -> bool:
        address = _address(peer)
        return address is not None and any(address in net for net in self.trusted)

    def _heavy_free_in(self, now: float) -> float:
        return min((t.deadline for t in self.heavy), default=now) - now

    def enter(self, client: str, *, now: float, deadline: float) -> Ticket:
        """Let a query of ``client`` in (it waits for a worker).

        :raises Busy: ``429`` over ``per_client``; ``503`` when too many wait, or while the
            client's last heavy query was refused and the heavy slots are still taken.
        """
        if self.in_flight.get(client, 0) >= self.per_client:
            raise Busy(
                429,
                f"too many queries in flight from {client} (the server allows "
                f"{self.per_client}); wait for an answer before sending more",
                1,
            )
        if self.waiting >= self.max_waiting:
            raise Busy(
                503, f"the server is busy ({self.waiting} queries wait for a worker); retry", 1
            )
        heavy = False
        until = self.suspects.get(client)
        if until is not None and until <= now:
            del self.suspects[client]
        elif until is not None:
            mine = sum(1 for t in self.heavy if t.client == client)
            if len(self.heavy) >= self.heavy_slots or mine >= self.per_client_heavy:
                raise Busy(
                    503,
                    f"a recent query of {client} ran long, and the server's slots for long "
                    "queries are taken; retry after the time given",
                    self._retry(client, now),
                )
            heavy = True
        self.in_flight[client] = self.in_flight.get(client, 0) + 1
        self.waiting += 1
        ticket = Ticket(self, client, deadline, heavy=heavy, cheap=self.cheap)
        if heavy:
            self.heavy.append(ticket)
        return ticket

    def _retry(self, client: str, now: float) -> float:
        """Seconds until ``client`` may have a heavy slot."""
        retry = self._heavy_free_in(now) if len(self.heavy) >= self.heavy_slots else 0.0
        own = [t.deadline for t in self.heavy if t.client == client]
        if len(own) >= self.per_client_heavy:
            retry = max(retry, min(own) - now)
        return max(1.0, retry)

    def _promote(self, ticket: Ticket, now: float) -> float | None:
        if ticket.heavy:
            return None
        self.suspects[ticket.client] = now + self.suspect_window
        mine = sum(1 for t in self.heavy if t.client == ticket.client)
        if len(self.heavy) < self.heavy_slots and mine < self.per_client_heavy:
            ticket.heavy = True
            self.heavy.append(ticket)
            return None
        return self._retry(ticket.client, now)

    def _leave(self, ticket: Ticket) -> None:
        if ticket.left:
            return
        ticket.left = True
        ticket.started()
        if ticket.heavy:
            self.heavy.remove(ticket)
        count = self.in_flight.get(ticket.client, 0) - 1
        if count > 0:
            self.in_flight[ticket.client] = count
        else:
            self.in_flight.pop(ticket.client, None)

    def refused(self, retry_after: float) -> Busy:
        """The ``503`` of a query stopped because it would have become heavy."""
        return Busy(
            503,
            f"the query ran longer than {self.cheap:g} s and the server's {self.heavy_slots} "
            "slot(s) for long queries are taken (one worker is kept for short queries); it "
            "was stopped. Retry after the time given, or make it more selective",
            retry_after,
        )
