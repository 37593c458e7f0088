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
from saves.tables.chat import KEPT, MAX_CHARS, ChatLimiter, clean_line
from saves.tables.keep import keep_finished
from saves.tables.net.dial import TableError
from saves.tables.net.from_host import WHY_CHARS, chat_line, chat_lines, seat_names, seat_numbers, table_name, text
from saves.tables.net.presence import HERE_EVERY, WORDS, presence_note
from saves.tables.net.protocol import encode

if TYPE_CHECKING:
    from saves.tables.net.listener import Listener

#: in any PACE seconds a client shows at most CHAT_SHOWN chat lines and NOTICES notices
#: (two people typing as fast as the host lets them, and what joins and leaves say)
PACE, CHAT_SHOWN, NOTICES = 10.0, 12, 6


class ClientFriends:
    """Mixed into TableClient (saves.tables.net.client)."""

    listener: Listener | None
    role: str
    seats: frozenset[int]
    stand_ins: dict[int, str]
    _sock: Any
    name: str
    host: str
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
        #: CHAT_SHOWN chat lines, NOTICES notices in any PACE seconds (its keys: what is paced)
        self._pace = ChatLimiter(CHAT_SHOWN, PACE, {"chat-skipped": 1, "notice": NOTICES})
        self._batch: list[str] | None = None  # notices held while a batch of messages is read

    def take_friendly(self, message: dict[str, Any]) -> bool:
        """A message of ours (True), or one the game's own handler takes (False); a
        message's `seed` is noted whatever its kind. ProtocolError for one that does not
        check (from_host.py)."""
        seed = message.get("seed")
        if isinstance(seed, int) and not isinstance(seed, bool):
            self.final_seed = seed
        kind = message.get("t")
        if kind == "chat":
            line = chat_line(message.get("who"), message.get("text"))
            self.chat = [*self.chat, line][-KEPT:]
            self._chat_shown(line)
        elif kind == "chat-no":
            self.changed(text(message.get("why"), WHY_CHARS))
        elif kind == "presence":
            self.presence = seat_names(message.get("seats", {}), frozenset(WORDS))
            self.handable = seat_numbers(message.get("handable", []))
            self.changed("")
        elif kind == "record":
            self.player_record = text(message.get("line"), MAX_CHARS) or None
        elif kind == "rematch":
            self.rematch = table_name(message.get("table"))
            said = _("{who} opened a rematch: {table} — press a to join it")
            self.changed(said.format(who=text(message.get("host", self.host), 32), table=self.rematch))
        else:
            return False
        return True

    def take_welcome_friends(self, welcome: dict[str, Any]) -> None:
        self.take_friendly({"t": "", "seed": welcome.get("seed")})
        if welcome.get("record") is not None:
            self.take_friendly({"t": "record", "line": welcome["record"]})
        self.chat = chat_lines(welcome.get("chat", []))

    # -- what reaches the screen, at a pace a host cannot force ---------------------------------
    def _chat_shown(self, line: str) -> None:
        """A chat line to the screen, unless the host sends more than CHAT_SHOWN lines in
        PACE seconds (then it is kept in the talk, `t` shows it, and one notice says so)."""
        if self._pace.allow("chat"):
            if self.listener is not None:
                self.listener.take_chat(line)
        elif self._pace.allow("chat-skipped"):
            self.changed(_("Chat is coming too fast: press t to read it all."))

    def changed(self, news: str) -> None:
        """Tell the screen the table changed; news beyond NOTICES in PACE seconds is not
        shown as a notice (the screen is still redrawn)."""
        if news and not self._pace.allow("notice"):
            news = ""
        self.tell(news)

    def tell(self, news: str) -> None:
        """To the screen at once, or once at the end of a batch of messages read together
        (hearing.py): a host's thousand messages are one redraw."""
        if self._batch is None:
            if self.listener is not None:
                self.listener.table_changed(news)
        elif news or not self._batch:
            self._batch.append(news)

    def _flush_changes(self) -> None:
        batch, self._batch = self._batch, None
        if batch and self.listener is not None:
            for news in [news for news in batch if news] or [""]:
                self.listener.table_changed(news)

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
        """Nothing: only the host states records (host_friends.py); this player's own stay
        on this terminal."""

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
