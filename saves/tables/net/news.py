"""Who is at the table, told to everyone: coalesced, so that nobody's comings and goings
cost the host more than a few messages a second (issue 32, item 5).

A seated player may connect and hang up as fast as their machine lets them (8 loops cost
the host 13 s of CPU in 15 s, and 1.7 s a key). The door limits how often one user may
connect (door.py); what each arrival and departure makes the host do (a `seats` line to
every connection, `table.json` rewritten, a notice on the host's screen, presence looked
at) is done at once for the first change and then at most once every SEATS_EVERY seconds,
with what has piled up meanwhile: the last of the notices, and at most NOTICES notices in
any NOTICE_PER seconds on the host's screen.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from saves.tables.chat import ChatLimiter

if TYPE_CHECKING:
    from saves.tables.net.listener import Listener

#: seconds between two `seats` broadcasts (the first change goes at once)
SEATS_EVERY = 0.5
#: notices on the host's screen: at most NOTICES in any NOTICE_PER seconds
NOTICES, NOTICE_PER = 6, 10.0


class SeatNews:
    """Mixed into TableHost: `_seats_changed` says the seats changed, `_flush_seats` tells."""

    host: str
    connections: set[Any]
    stand_ins: dict[int, str]
    listener: Listener | None
    _broadcast: Callable[..., None]
    publish: Callable[[], None]
    tick_presence: Callable[[], None]

    def _news_start(self) -> None:
        self._seat_news: list[str] = []
        self._seats_due: asyncio.TimerHandle | None = None
        self._seats_sent = float("-inf")
        self._notices = ChatLimiter(NOTICES, NOTICE_PER)

    def _seats_changed(self, news: str = "") -> None:
        """The seats changed (`news` says how, for the host's screen): everyone is told now,
        or with the next flush if one was told less than SEATS_EVERY ago."""
        if news:
            self._seat_news = [*self._seat_news, news][-3:]
        if self._seats_due is not None:
            return
        wait = self._seats_sent + SEATS_EVERY - time.monotonic()
        if wait > 0:
            try:
                self._seats_due = asyncio.get_running_loop().call_later(wait, self._flush_seats)
                return
            except RuntimeError:
                pass  # no loop (a test, or the host closing): at once
        self._flush_seats()

    def _flush_seats(self) -> None:
        self._seats_due, self._seats_sent = None, time.monotonic()
        news, self._seat_news = self._seat_news, []
        connected = sorted({c.user for c in self.connections if c.role == "join"})
        watching = sum(1 for c in self.connections if c.role == "watch")
        self._broadcast({"t": "seats", "connected": [self.host, *connected], "watchers": watching,
                         "stand_ins": {str(k): v for k, v in self.stand_ins.items()}})  # fmt: skip
        self.publish()
        if self.listener is not None:
            told = news[-1] if news and self._notices.allow("host") else ""
            self.listener.table_changed(told)
        self.tick_presence()

    def _stop_news(self) -> None:
        if self._seats_due is not None:
            self._seats_due.cancel()
            self._seats_due = None
