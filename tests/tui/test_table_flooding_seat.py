"""A seated player cannot flood the host (issue 32, item 5): churning connections is
limited per user, what arrivals and departures make the host do is coalesced, and only
the host states records. Played by real local users (root only; skipped otherwise)."""

from __future__ import annotations

import socket
import threading
import time

from saves.tables.net.news import SEATS_EVERY
from saves.tables.net.peers import identify
from saves.tables.net.protocol import decode, encode
from tests.tui.table_helpers import HostThread, raw
from tests.tui.table_users import AsUser

CHURN_SECONDS = 3.0


def _churn(sock_path: str, seconds: float) -> dict[str, int]:
    """Watch, hang up, watch again, for `seconds`: what the host said, counted."""
    said: dict[str, int] = {}
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(2)
        try:
            sock.connect(sock_path)
            sock.sendall(encode({"t": "hello", "role": "watch", "v": 1}))
            line = sock.recv(1 << 16).split(b"\n")[0]
            kind = decode(line, 1 << 26).get("why", "welcome") if line else "closed"
        except OSError as error:
            kind = type(error).__name__
        finally:
            sock.close()
        said[kind] = said.get(kind, 0) + 1
    return said


def test_churning_connections_costs_the_host_little_and_its_moves_stay_quick(users, shared):
    host = HostThread(shared, "tbl_bob,tbl_cy", host="root", identify=identify)
    watcher = raw(host.folder, {"t": "hello", "role": "watch", "v": 1})  # the host's own user, watching
    try:
        assert watcher.recv(1 << 20)  # the welcome
        started_cpu = host.call(time.thread_time)  # the host's loop's own CPU time
        loops = [AsUser(users["tbl_bob"], _churn, str(host.folder / "sock"), CHURN_SECONDS) for _ in range(8)]
        slowest, pacer = 0.0, threading.Event()
        until = time.monotonic() + CHURN_SECONDS
        while time.monotonic() < until:
            began = time.monotonic()
            host.call(lambda: None)  # a key at the host's screen: its loop is free
            slowest = max(slowest, time.monotonic() - began)
            pacer.wait(0.05)  # twenty keys a second
        said: dict[str, int] = {}
        for loop in loops:
            for kind, count in loop.result().items():
                said[kind] = said.get(kind, 0) + count
        host_cpu = host.call(time.thread_time) - started_cpu
        assert host_cpu < 0.4 * CHURN_SECONDS, (host_cpu, said)  # was 13 s of CPU in 15 s
        assert slowest < 0.25, slowest  # was 1.7 s a key
        assert said.get("welcome", 0) <= 20  # CHURN in 10 s; the rest refused before a byte is read
        assert said.get("tbl_bob connects to table root-1 too often; wait a moment", 0) > said.get("welcome", 0)
        watcher.settimeout(0.5)
        seats_lines = 0
        try:
            while chunk := watcher.recv(1 << 20):
                seats_lines += chunk.count(b'"t":"seats"')
        except TimeoutError:
            pass
        assert seats_lines <= CHURN_SECONDS / SEATS_EVERY + 3  # coalesced: not one per connection
    finally:
        watcher.close()
        host.stop()
