"""A table's host on a loop of its own thread, so a test's clients can block on it."""

from __future__ import annotations

import asyncio
import select
import socket
import threading
from pathlib import Path
from typing import Any

from core.game import PlayerSpec
from core.games import rules_for
from saves.session import GameSession
from saves.tables import folder as tables
from saves.tables.net.host import TableHost
from saves.tables.net.protocol import decode, encode
from tui.table.opening import open_rematch


def claimed(uid: int, name: object) -> str:
    """The test identity: whoever the hello says (the real check is peers.identify)."""
    return str(name)


class HostThread:
    """A TableHost serving from a thread; `call` runs a function on its loop."""

    def __init__(self, tmp: Path, seats: str, host: str = "ann", identify: Any = claimed, seed: int = 11,
                 group: int | None = None) -> None:
        rules = rules_for("dalek-dice")
        players = [_seat(text) for text in seats.split(",")]
        setup = rules.make_setup(players, seed)
        session = GameSession.create(tmp / "saves", "dalek-dice", setup)
        root = tables.check_root(tmp / "tables", create=True)
        table = tables.make_table_folder(root, host, group)
        self.host = TableHost(session, table=table, host=host, identify_peer=identify,
                              group=None if group is None else "players", group_gid=group, opener=open_rematch)
        self.folder = table.path
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        asyncio.run_coroutine_threadsafe(self.host.serve(), self.loop).result(10)

    def call(self, function: Any, *args: Any) -> Any:
        async def run() -> Any:
            return function(*args)

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(10)

    def bot_moves(self, count: int) -> None:
        """The host plays `count` commands, each seat by the cautious bot."""
        host = self.host

        def play() -> None:
            for _ in range(count):
                if host.is_over:
                    return
                host.apply(host.rules.bot_command(host.state, "cautious"))  # every seat alike: fast

        self.call(play)

    def stop(self) -> None:
        if not self.thread.is_alive():
            return  # stopped by the test already
        self.call(self.host.close)
        self.call(lambda: None)  # the connections' closing, scheduled by close, is done
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


def _seat(text: str) -> PlayerSpec:
    kind = text.partition(":")[2]
    return PlayerSpec(name=f"{kind.capitalize()} bot", bot=kind) if kind else PlayerSpec(name=text)


def raw(folder: Path, hello: dict[str, Any] | None) -> socket.socket:
    """A bare socket to the table, having said `hello` (if any)."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(10)
    sock.connect(str(folder / tables.SOCKET))
    if hello is not None:
        sock.sendall(encode(hello))
    return sock


def read_message(sock: socket.socket) -> dict[str, Any] | None:
    """The next line from the host, None at the end of the connection."""
    data = b""
    while not data.endswith(b"\n"):
        chunk = sock.recv(1)
        if not chunk:
            return None
        data += chunk
    return decode(data, 1 << 26)


def closed_by_host(sock: socket.socket) -> bool:
    """Whether the host has hung up (everything it sent before is read and dropped)."""
    while True:
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:
            return True
        if not chunk:
            return True


def pump(client: Any) -> None:
    """Take in everything the host has sent a TableClient (its loop would, between keys)."""
    client._take_lines()  # what came with the welcome (attach takes it on the loop)
    while client._sock is not None and select.select([client._sock], [], [], 0.2)[0]:
        client._readable()




def host_app(tmp: Path, monkeypatch: Any, me: str, seats: str = "ann,bob") -> tuple[Any, Any]:
    """A Dalek Dice table opened by `me` (test mode) and the host's app showing it: (table, app)."""
    from tests.tui.helpers import app_with, new_session
    from tui.table.opening import open_table

    stand_for(monkeypatch, tmp, me)
    probe = new_session(tmp / "probe", "dalek-dice", seats, seed=3)
    probe.close()
    table = open_table(tmp / "saves", "dalek-dice", probe.setup)
    return table, app_with(tmp / "saves", table)


def stand_for(monkeypatch: Any, tmp: Path, me: str) -> None:
    """This process stands for `me` (test mode), with the tables under `tmp`."""
    monkeypatch.setenv("DICE_TUI_TABLES", str(tmp / "tables"))
    monkeypatch.setenv("DICE_TUI_TABLE_TEST_USERS", "1")
    monkeypatch.setenv("DICE_TUI_TABLE_AS", me)


async def show_tables(app: Any, pilot: Any) -> Any:
    """The menu's Shared tables, shown and filled: the screen."""
    from tests.tui.helpers import settle
    from tui.table.screen import TablesScreen

    await settle(pilot)
    app.screen.action_choose("tables")
    await settle(pilot)
    assert isinstance(app.screen, TablesScreen)
    return app.screen
