"""A hostile table host for tests: a socket in a table folder of the caller's that
speaks the protocol as a script says (the client's kernel check passes: the caller owns
both the folder and the socket), to see what a client does with what a host may send."""

from __future__ import annotations

import fcntl
import os
import socket
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.game import PlayerSpec
from core.games import rules_for
from saves.tables import folder as tables
from saves.tables.net.protocol import encode

#: a Dalek Dice game of ann and bob with one roll played, as a host's welcome says it
SETUP = {"players": [{"name": "ann", "bot": None}, {"name": "bob", "bot": None}], "seed": 0}
ROLL = {"type": "dice_rolled", "values": [2, 1, 5, 4, 4, 1, 5, 3, 3, 4]}


def welcome(**changes: Any) -> dict[str, Any]:
    message = {"t": "welcome", "table": "ann-1", "id": "0123456789abcdef", "game": "dalek-dice", "host": "ann",
               "setup": SETUP, "events": [ROLL], "you": "bob", "seats": [1], "stand_ins": {}, "chat": [],
               "record": None}  # fmt: skip
    message.update(changes)
    return message


def dalek_setup() -> Any:
    return rules_for("dalek-dice").make_setup([PlayerSpec(name="ann"), PlayerSpec(name="bob")], 0)


class HostileHost:
    """Serves the table `<root>/ann-1`: for the n-th connection, `script(n, conn)` talks
    (after the client's hello is read); the connection is closed when it returns."""

    def __init__(self, root: Path, script: Callable[[int, socket.socket], None]) -> None:
        self.folder = root / "ann-1"
        self.folder.mkdir(parents=True)
        seats = (tables.Seat(name="ann"), tables.Seat(name="bob"))
        info = tables.TableInfo(table="ann-1", id="0123456789abcdef", game="dalek-dice", title="Dalek Dice",
                                host="ann", seats=seats, turn="ann", save="x")  # fmt: skip
        (self.folder / tables.DESCRIPTOR).write_text(info.model_dump_json())
        self.lock = os.open(self.folder / tables.LOCK, os.O_RDWR | os.O_CREAT, 0o644)
        fcntl.flock(self.lock, fcntl.LOCK_EX)  # listed as running
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(str(self.folder / "sock"))
        self.server.listen()
        self.script, self.served = script, 0
        self.done = threading.Event()  # set when the test ends: a script may hold its link till then
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            self.served += 1
            with conn:
                conn.settimeout(10)
                try:
                    while not conn.recv(65536).endswith(b"\n"):
                        pass  # the hello
                    self.script(self.served, conn)
                except OSError:
                    pass

    def stop(self) -> None:
        self.done.set()
        self.server.close()
        os.close(self.lock)


def says(*messages: dict[str, Any]) -> bytes:
    return b"".join(encode(message) for message in messages)
