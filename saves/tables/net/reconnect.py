"""A client whose host went away: the table is paused with the reason, and reached again
every RETRY seconds from a thread of its own (a stopped host never freezes a key); the
game is picked up where the host's save has it. It stops for good, and says why, when
the game is over, another terminal of the same player took the seat, the table was
closed, or the name now belongs to another game.
"""

from __future__ import annotations

import asyncio
import socket
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.lang import _
from saves.tables.net.dial import TableError
from saves.tables.net.protocol import ProtocolError

if TYPE_CHECKING:
    from saves.tables.net.from_host import Welcome
    from saves.tables.net.listener import Listener

#: seconds between attempts to reach a host that went away
RETRY = 1.0


class Reconnecting:
    """Mixed into TableClient: pausing, ending and reaching the host again."""

    folder: Path
    name: str
    listener: Listener | None
    paused: str | None
    ended: bool
    events: Any
    state: Any
    _sock: socket.socket | None
    _buffer: bytes
    _closed: bool
    _retry: asyncio.TimerHandle | None

    if TYPE_CHECKING:  # TableClient's
        @property
        def is_over(self) -> bool: ...
        def _hang_up(self) -> None: ...
        def _hello(self) -> dict[str, Any]: ...
        def _watch(self) -> None: ...
        def _take_welcome(self, welcome: Welcome, message: dict[str, Any]) -> None: ...
        def tell(self, news: str) -> None: ...
        def _dial(self, hello: dict[str, Any]) -> tuple[socket.socket, bytes, Welcome, dict[str, Any]]: ...

    def _end(self, why: str) -> None:
        """For good: the game is over, the seat was taken, the table closed or reused."""
        self.ended, self.paused = True, why
        self._hang_up()
        if self._retry is not None:
            self._retry.cancel()
            self._retry = None
        self.tell(_("Table {table} ended: {why}").format(table=self.name, why=why))

    def _refused(self, error: Exception) -> None:
        """The host sent what does not check (from_host.py): the table ends here, in one
        line, with the game as it was before that message."""
        self._end(_("the host sent what this dice-tui cannot read ({why})").format(why=error))

    def _lost(self, why: str) -> None:
        if self.is_over:  # what is left to see is the result: nothing to come back to
            self._end(_("the game is over"))
            return
        if self.paused is None:
            self.paused = why
        self._hang_up()
        self.tell(_("Table {table} paused: {why}").format(table=self.name, why=self.paused))
        self._schedule_retry()

    def _schedule_retry(self) -> None:
        if self._closed or self.ended or self._retry is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._retry = loop.call_later(RETRY, self._try_again, loop)

    def _try_again(self, loop: asyncio.AbstractEventLoop) -> None:
        """Reach the host again (its `dice-tui resume`) from a thread: the screen's loop
        never waits on a host that may be stopped."""
        hello = self._hello()

        def run() -> None:
            try:
                result: Any = self._dial(hello)  # the welcome checked here, off the screen's loop
            except TableError as error:
                result = error
            try:
                loop.call_soon_threadsafe(self._redialled, result)
            except RuntimeError:  # the app has ended meanwhile
                if not isinstance(result, TableError):
                    result[0].close()

        threading.Thread(target=run, name=f"table {self.name}", daemon=True).start()

    def _redialled(self, result: Any) -> None:
        """Back on the screen's loop: take up the host's log where it is."""
        self._retry = None
        if isinstance(result, TableError):
            if result.final and not self._closed:
                self._end(str(result))
            else:
                self._schedule_retry()
            return
        sock, rest, welcome, message = result
        if self._closed or self.ended:
            sock.close()
            return
        self._sock, self._buffer = sock, rest
        before, old = self.state, self.events
        try:
            self._take_welcome(welcome, message)
        except ProtocolError as error:
            self._refused(error)
            return
        self.paused = None
        self._watch()
        if self.listener is None:
            return
        if self.events[: len(old)] == old and len(self.events) > len(old):
            self.listener.take_events(before, list(self.events[len(old) :]))
        self.listener.table_changed(_("Table {table} is open again").format(table=self.name))

