"""What friends at a table have beyond the game, at a seat's or a watcher's terminal:
the chat and presence the host sends, the seed once the game is over (each player keeps
their own copy of the finished game), a rematch to join. Mixed into TableClient; the
messages are host_friends.py's.
"""

from __future__ import annotations

import time
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.lang import _
from core.text import visible
from saves.tables.chat import MAX_CHARS, clean_line, shown
from saves.tables.keep import keep_finished
from saves.tables.net.dial import TableError
from saves.tables.net.presence import HERE_EVERY, presence_note
from saves.tables.net.protocol import encode

if TYPE_CHECKING:
    from saves.tables.net.listener import Listener


class ClientFriends:
    """Mixed into TableClient (saves.tables.net.client)."""

    listener: Listener | None
    role: str
    seats: frozenset[int]
    stand_ins: dict[int, str]
    _sock: Any
    name: str
    rules: Any
    setup: Any
    state: Any
    events: Any

    def _friends_start(self) -> None:
        self.chat: list[str] = []
        self.presence: dict[int, str] = {}
        self.handable: list[int] = []
        self.final_seed: int | None = None
        self.rematch: str | None = None
        self.kept: Path | None = None  # this player's copy of the finished game
        self.player_record: str | None = None
        self._here_at = 0.0

    def take_friendly(self, message: dict[str, Any]) -> bool:
        """A message of ours (True), or one the game's own handler takes (False); a
        message's `seed` is noted whatever its kind."""
        seed = message.get("seed")
        if isinstance(seed, int) and not isinstance(seed, bool):
            self.final_seed = seed
        kind = message.get("t")
        if kind == "chat":
            line = shown(message.get("who", "?"), message.get("text", ""))
            self.chat = [*self.chat, line][-100:]
            if self.listener is not None:
                self.listener.take_chat(line)
        elif kind == "chat-no":
            if self.listener is not None:
                self.listener.table_changed(str(message.get("why", "Not said.")))
        elif kind == "presence":
            states, handable = message.get("seats"), message.get("handable")
            if isinstance(states, dict):
                self.presence = {int(k): str(v) for k, v in states.items() if str(k).isdigit()}
            if isinstance(handable, list):
                self.handable = [seat for seat in handable if isinstance(seat, int)]
            if self.listener is not None:
                self.listener.table_changed("")
        elif kind == "record":
            self.player_record = visible(str(message.get("line", "")))[:MAX_CHARS] or None
        elif kind == "rematch":
            self.rematch = str(message.get("table", ""))[:40] or None
            if self.listener is not None and self.rematch:
                who = str(message.get("host", "the host"))[:32]
                self.listener.table_changed(f"{who} opened a rematch: {self.rematch} — press a to join it")
        else:
            return False
        return True

    def take_welcome_friends(self, welcome: dict[str, Any]) -> None:
        self.take_friendly({"t": "", "seed": welcome.get("seed")})
        if isinstance(welcome.get("record"), str):
            self.take_friendly({"t": "record", "line": welcome["record"]})
        chat = welcome.get("chat")
        if isinstance(chat, list):
            self.chat = [shown(line[0], line[1]) for line in chat if isinstance(line, list) and len(line) == 2][-100:]

    def presence_note(self) -> str:
        return presence_note([p.name for p in self.setup.players], self.presence)

    def handable_seats(self) -> list[int]:
        return [seat for seat in self.handable if seat not in self.seats] if self.role == "join" else []

    def hand_to_bot(self, seat: int) -> str:
        """Ask the host to hand an away or idle seat to its stand-in bot: the host decides
        (a seat only once the host's idle time has passed), and says so to everyone."""
        self.post({"t": "bot", "seat": seat})
        return "stand-in"

    def hand_seat_to_bot(self, seat: int, news: str = "") -> str:
        return self.hand_to_bot(seat)  # the host words the news itself

    @property
    def quiet_watchers(self) -> bool:
        return False  # a seat is not told; the host's refusal of a watcher's line says it

    def set_quiet_watchers(self, quiet: bool) -> None:
        raise TableError(_("only the host silences watchers"))

    def chat_lines(self) -> list[str]:
        return list(self.chat)

    def say_line(self, text: str) -> None:
        self.say(text)

    def others_connected(self) -> int:
        return 0  # a seat's terminal is not told who is connected

    def share_record(self, line: str) -> None:
        if self.role == "join":
            self.post({"t": "record", "line": line})

    def say(self, text: str) -> None:
        """Send a chat line (ChatRefused before sending, as the host would)."""
        self.post({"t": "chat", "text": clean_line(text)})

    def key_pressed(self) -> None:
        """Tell the host its player is here (at most every HERE_EVERY seconds, at once
        when a bot stands in for one of our seats)."""
        now = time.monotonic()
        if self.role != "join" or (now - self._here_at < HERE_EVERY and not set(self.stand_ins) & self.seats):
            return
        self._here_at = now
        self.post({"t": "here"})

    def post(self, message: dict[str, Any]) -> None:
        """One message with no answer awaited; lost with a link that is down."""
        sock = self._sock
        if sock is None:
            return
        with suppress(OSError):
            sock.setblocking(True)
            sock.settimeout(1.0)
            sock.sendall(encode(message))
        with suppress(OSError):
            sock.setblocking(False)

    def keep_copy(self, root: Path) -> Path | None:
        """This player's own copy of the finished game, written once into `root` (None for
        a watcher, before the end, or without the table's seed)."""
        if self.kept is not None or self.role != "join" or self.final_seed is None:
            return None
        if not self.rules.is_over(self.state):
            return None
        data = self.setup.model_dump(mode="json")
        data["seed"] = self.final_seed
        self.kept = keep_finished(root, self.rules.id, data, list(self.events), self.name)
        return self.kept
