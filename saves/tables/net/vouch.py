"""Who an app process of `dice-tui serve` is: the server vouches for it (issue 30, item 6).

Under serve every app process runs as the server's one Unix user, so the kernel's word
(SO_PEERCRED's uid, saves.tables.net.peers) cannot tell two accounts apart. The server
knows which account each of its app processes was started for; it answers on a Unix
socket of its own, whose path it puts in every app's environment (VOUCH_ENV), in a folder
of its own (0700). The kernel still says which *process* is at the other end of a table's
socket (SO_PEERCRED's pid); the server says whose process that is. Nothing the browser or
the app process says about itself counts.

Wire: one JSON object per line, each at most LINE bytes.
  {"t": "who", "pid": 123}      -> {"name": "Ana"} or {"name": null}
  {"t": "account", "name": "ana"} -> {"name": "Ana"} (the account's own spelling) or {"name": null}

Both ends check the other is of their own uid (SO_PEERCRED) before a byte is trusted. A
server that cannot be reached is `NotVouched`: one line, and the table refuses; there is
no fallback to anything the process could claim.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import struct
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import Any

from core.lang import _

#: the path of the server's socket, set by the server in each app process's environment
VOUCH_ENV = "DICE_TUI_SERVE_WHO"
#: a table's group under serve: every account of the server may watch it (a Unix group
#: means nothing to accounts, who all share the server's uid; `groupadd` takes no such name)
EVERY_ACCOUNT = "*"
#: the longest line either side sends or reads
LINE = 1024
#: seconds a client waits for the server's answer
TIMEOUT = 1.0
#: seconds an answer is remembered (a process is its account for life: keyed by pid and start time)
CACHE_FOR = 2.0
#: seconds a connection to the server may last, and how many it serves at once
CONNECTION_TIMEOUT, MAX_CONNECTIONS = 5.0, 64
#: requests one connection may make before it is closed
REQUESTS = 64
#: the longest name taken from the server (account names are at most 24 characters)
MAX_NAME = 64

_CRED = struct.Struct("3i")  # pid, uid, gid
Cred = Callable[[socket.socket], tuple[int, int]]


class NotVouched(OSError):
    """The server cannot say who a process is (gone, not answering, not the server's): one line."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.strerror = why


def served() -> bool:
    """Whether this process is an app of `dice-tui serve` (its tables are among accounts)."""
    return bool(os.environ.get(VOUCH_ENV))


def peer_cred(sock: socket.socket) -> tuple[int, int]:
    """The pid and uid of the process at the other end of `sock`, as the kernel saw them."""
    raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, _CRED.size)
    pid, uid, _gid = _CRED.unpack(raw)
    return int(pid), int(uid)


# -- the server's side ----------------------------------------------------------------------
async def start_vouch(path: Path, who: Callable[[int], str | None], account: Callable[[str], str | None],
                      cred: Cred = peer_cred) -> asyncio.AbstractServer:  # fmt: skip
    """Answer `who` and `account` questions at `path` (a folder of the server's, 0700):
    only processes of the server's own uid are heard; a line too long, junk, or a
    connection kept past CONNECTION_TIMEOUT is closed without an answer."""
    active = 0

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal active
        try:
            _pid, uid = cred(writer.get_extra_info("socket"))
        except OSError:
            uid = -1
        if uid != os.geteuid() or active >= MAX_CONNECTIONS:
            writer.close()
            return
        active += 1
        try:
            async with asyncio.timeout(CONNECTION_TIMEOUT):
                for _request in range(REQUESTS):
                    line = await reader.readline()
                    answer = _answer(line, who, account) if line else None
                    if answer is None:
                        return
                    writer.write(answer)
                    await writer.drain()
        except (OSError, ValueError, TimeoutError):
            pass  # a line too long, a timeout, a peer gone: that connection ends
        finally:
            active -= 1
            writer.close()

    with suppress(FileNotFoundError):
        path.unlink()  # left by a server that was killed
    server = await asyncio.start_unix_server(serve, path=str(path), limit=LINE)
    os.chmod(path, 0o600)
    return server


def _answer(line: bytes, who: Callable[[int], str | None], account: Callable[[str], str | None]) -> bytes | None:
    """The answer to one request line, or None for junk (the connection is then closed)."""
    if len(line) > LINE or not line.endswith(b"\n"):
        return None
    try:
        request = json.loads(line)
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(request, dict):
        return None
    kind, pid, name = request.get("t"), request.get("pid"), request.get("name")
    if kind == "who" and type(pid) is int and 0 < pid < 1 << 31:
        found = who(pid)
    elif kind == "account" and isinstance(name, str) and 0 < len(name) <= MAX_NAME:
        found = account(name)
    else:
        return None
    return json.dumps({"name": found}, ensure_ascii=False).encode() + b"\n"


# -- an app process's side ------------------------------------------------------------------
_cache: dict[tuple[Any, ...], tuple[float, str | None]] = {}


def who_is(pid: int) -> str | None:
    """The account whose app process has `pid`, in the server's word (None: no app of an
    account); NotVouched when the server cannot be asked."""
    return _cached(("who", pid, _started(pid)), {"t": "who", "pid": pid})


def account_named(name: str) -> str | None:
    """The account called `name` (NFC, any case), in its own spelling; None if there is none."""
    return _cached(("account", name), {"t": "account", "name": name})


def my_account() -> str:
    """This app process's account; NotVouched (one line) when the server does not say."""
    name = who_is(os.getpid())
    if name is None:
        raise NotVouched(_("the server does not know this tab: it cannot sit at tables"))
    return name


def _started(pid: int) -> str:
    """When process `pid` started (field 22 of /proc/<pid>/stat): a pid used again by a new
    process is another cache key. Empty when it cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as file:
            return file.read(4096).rpartition(b")")[2].split()[19].decode()
    except (OSError, IndexError, UnicodeDecodeError):
        return ""


def _cached(key: tuple[Any, ...], request: dict[str, Any]) -> str | None:
    now = time.monotonic()
    known = _cache.get(key)
    if known is not None and known[0] > now:
        return known[1]
    name = _read_answer(_ask(request))
    if len(_cache) > 1024:
        _cache.clear()
    _cache[key] = (now + CACHE_FOR, name)
    return name


def _unreachable(why: str) -> NotVouched:
    return NotVouched(_("cannot ask the server who is at the table ({why}); tables are closed until it answers").format(
        why=why))


def _ask(request: dict[str, Any]) -> bytes:
    """Send one request to the server and read its one line, within TIMEOUT."""
    path = os.environ.get(VOUCH_ENV, "")
    deadline = time.monotonic() + TIMEOUT
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM | socket.SOCK_CLOEXEC) as sock:
        sock.settimeout(TIMEOUT)
        try:
            sock.connect(path)
            if peer_cred(sock)[1] != os.geteuid():
                raise _unreachable(_("its socket is answered by another user"))
            with suppress(BrokenPipeError, ConnectionResetError):  # hung up on: no answer, said below
                sock.sendall(json.dumps(request).encode() + b"\n")
            answer = b""
            while not answer.endswith(b"\n") and len(answer) <= LINE:
                sock.settimeout(max(0.001, deadline - time.monotonic()))
                try:
                    chunk = sock.recv(LINE + 1)
                except ConnectionResetError:
                    chunk = b""
                if not chunk:
                    break
                answer += chunk
        except NotVouched:
            raise
        except TimeoutError:
            raise _unreachable(_("it is not answering")) from None
        except OSError as error:
            raise _unreachable(error.strerror or type(error).__name__) from None
    return answer


def _read_answer(answer: bytes) -> str | None:
    if not answer:
        raise _unreachable(_("it hung up"))
    try:
        message = json.loads(answer) if answer.endswith(b"\n") and len(answer) <= LINE else None
    except (UnicodeDecodeError, ValueError):
        message = None
    name = message.get("name", "") if isinstance(message, dict) else ""
    if name is None or (isinstance(name, str) and 0 < len(name) <= MAX_NAME):
        return name
    raise _unreachable(_("it answered something else"))
