"""Tables among accounts (`dice-tui serve`) in tests: a real voucher (vouch.start_vouch)
on a loop of its own thread, answering from dicts the test fills, and app processes of
accounts played by small child processes that dial a table's socket."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from saves.account_names import name_key
from saves.tables.net import vouch


class Broker:
    """The server's voucher: `pids` maps an app process to its account, `accounts` the
    server's accounts; `stop()` leaves its socket dead (a server gone)."""

    def __init__(self, folder: Path, accounts: tuple[str, ...] = ("Ana", "Bob", "Cy", "Zoë"),
                 cred: vouch.Cred = vouch.peer_cred) -> None:  # fmt: skip
        folder.mkdir(mode=0o700, exist_ok=True)
        self.path = folder / "who.sock"
        self.pids: dict[int, str] = {}
        self.accounts = {name_key(name): name for name in accounts}
        self.asked: list[int] = []
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        started = vouch.start_vouch(self.path, self._who, lambda name: self.accounts.get(name_key(name)), cred)
        self.server = asyncio.run_coroutine_threadsafe(started, self.loop).result(10)
        vouch._cache.clear()

    def _who(self, pid: int) -> str | None:
        self.asked.append(pid)
        return self.pids.get(pid)

    def stop(self) -> None:
        if not self.thread.is_alive():
            return

        async def shut() -> None:
            self.server.close()
            pending = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
            for task in pending:
                task.cancel()
            await asyncio.gather(*pending, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(shut(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        vouch._cache.clear()


#: a child standing for an app process: waits for a line, opens COUNT connections to the
#: socket saying HELLO on each, prints the first line each got (null: closed), holds them
#: until its standard input closes
_PEER = """
import json, socket, sys
path, hello, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
sys.stdin.readline()
held = []
for _ in range(count):
    s = socket.socket(socket.AF_UNIX)
    s.connect(path)
    try:
        s.sendall(hello.encode() + b"\\n")
    except OSError:
        pass  # refused and closed before the hello: the refusal is still there to read
    try:
        line = s.makefile("rb").readline(64 * 1024 * 1024)
    except OSError:
        line = b""
    print(json.dumps(json.loads(line) if line else None), flush=True)
    held.append(s)
sys.stdin.read()
"""


class Peer:
    """An app process of `account` (None: of no account) at the table in `folder`."""

    def __init__(self, broker: Broker, folder: Path, account: str | None, hello: dict[str, Any], count: int = 1):
        self.process = subprocess.Popen([sys.executable, "-I", "-c", _PEER, str(folder / "sock"), json.dumps(hello),
                                         str(count)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        if account is not None:
            broker.pids[self.process.pid] = account
        self.count = count
        assert self.process.stdin is not None
        self.process.stdin.write("go\n")
        self.process.stdin.flush()

    def answers(self) -> list[Any]:
        """The first line each connection got, in order."""
        assert self.process.stdout is not None
        return [json.loads(self.process.stdout.readline()) for _ in range(self.count)]

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(10)
