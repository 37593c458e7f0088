"""What friends at a table have beyond the game, at the host (issue 22, items 7, 10, 11,
12): a chat, who is here, away or idle (presence.py), the seed once the game is over, a
rematch. Mixed into TableHost; the client's side is client_friends.py.

The messages are one JSON line each, as the game's (saves.tables.net.protocol):

- client to host: `chat` {text}; `here` (a key was pressed: the player is not idle, and a
  bot standing in for them gives the seat back); `bot` {seat} (hand an idle or away seat
  to the stand-in bot: the host's call, anyone seated's once the host's time has passed).
  None of them is answered with `ok`/`no`, so they never cross a command's request.
- host to client: `chat` {who, text}; `chat-no` {why}; `presence` {seats: {seat: state},
  handable: [seat]}; `rematch` {table}; `record` {line}; and `seed` on the message that
  ends the game.
"""

from __future__ import annotations

import asyncio
from contextlib import suppress
from pathlib import Path
from typing import Any

from core.lang import _
from saves.tables.chat import ChatLimiter, ChatRefused, clean_line, read_chat, shown, write_chat
from saves.tables.net.presence import IDLE_MINUTES, HostPresence
from saves.tables.net.protocol import encode

FRIEND_KINDS = frozenset({"chat", "here", "bot", "record"})


class HostFriends(HostPresence):
    """Mixed into TableHost (saves.tables.net.host); the attributes below are the host's."""

    name: str
    hand_to_bot: Any
    _seats_changed: Any

    def _friends_start(self) -> None:
        self.chat: list[tuple[str, str]] = read_chat(self._game.path)
        self.quiet_watchers = False
        self.idle_after = IDLE_MINUTES * 60
        self._chat_limit = ChatLimiter()
        self._active: dict[int, float] = {}  # seat -> last key or start of its turn
        self._away_since: dict[int, float] = {}
        self._idle_stand_ins: set[int] = set()  # seats a bot plays while their player is connected
        self._turn: int | None = None
        self._presence: tuple[Any, ...] | None = None
        self._ticker: asyncio.TimerHandle | None = None
        self.rematch: str | None = None
        self.player_record: str | None = None  # the host's records line (diZe), for watchers

    # -- messages from a client ---------------------------------------------------------------
    def friend_message(self, connection: Any, message: dict[str, Any]) -> bool:
        """Handle a message of FRIEND_KINDS (True); any other message is a key too."""
        kind = message["t"]
        if self.here(connection.seats):
            self._seats_news(_("{name} is back").format(name=connection.user))
        if kind not in FRIEND_KINDS:
            return False
        if kind == "chat":
            try:
                self.say(connection.user, message.get("text"), watcher=connection.role == "watch")
            except ChatRefused as error:
                connection.send(encode({"t": "chat-no", "why": str(error)}))
        elif kind == "record":
            pass  # only the host states records (an older seat still sends its own: not taken)
        elif kind == "bot":
            seat = message.get("seat")
            if connection.role == "join" and isinstance(seat, int) and seat in self.handable_seats(by_host=False):
                name = self._game.setup.players[seat].name
                self.hand_seat_to_bot(seat, _("{who} handed {name}'s seat to a bot").format(
                    who=connection.user, name=name))
        return True

    def hand_seat_to_bot(self, seat: int, news: str = "") -> str:
        """An away or idle seat to the stand-in bot until its player's next key (or join)."""
        self.hand_idle(seat)
        bot: str = self.hand_to_bot(seat)
        if self.listener is not None:
            self.listener.table_changed(news)
        self.tick_presence()
        return bot

    def say(self, who: str, text: object, watcher: bool = False) -> None:
        """A chat line from `who` to everyone at the table (ChatRefused says why not)."""
        if watcher and self.quiet_watchers:
            raise ChatRefused(_("The host has silenced watchers."))
        line = clean_line(text)
        if not self._chat_limit.allow(who):
            raise ChatRefused(_("Slow down: a few lines at a time."))
        self.chat = [*self.chat, (who, line)][-100:]
        with suppress(OSError):  # the talk is not the game: a full disk never stops a table
            write_chat(self._game.path, self.chat)
        self._send_all({"t": "chat", "who": who, "text": line})
        if self.listener is not None:
            self.listener.take_chat(shown(who, line))

    def share_record(self, line: object) -> None:
        """The host's records line at the end (diZe): watchers see it, not their own. Only
        the host states records: a seat's line would be anything its player made up."""
        self.player_record = clean_line(line)
        self._send_all({"t": "record", "line": self.player_record})

    # -- what the host's own screen asks (tui.session.SeatControl) --------------------------------
    @property
    def paused(self) -> str | None:
        return None  # the host's own table never waits for the host

    @property
    def ended(self) -> bool:
        return False

    def others_connected(self) -> int:
        return len(self.connections)

    def key_pressed(self) -> None:
        """A key at the host's terminal: the host's own seats are here again."""
        players = self._game.setup.players
        mine = {seat for seat, player in enumerate(players) if player.bot is None and player.name == self.host}
        if self.here(mine):
            self._seats_changed(_("{name} is back").format(name=self.host))

    def set_quiet_watchers(self, quiet: bool) -> None:
        self.quiet_watchers = quiet

    def chat_lines(self) -> list[str]:
        return [shown(who, text) for who, text in self.chat]

    def say_line(self, text: str) -> None:
        """The host's own user speaks (ChatRefused says why not)."""
        self.say(self.host, text)

    def keep_copy(self, root: Path) -> Path | None:
        return None  # the host's save is the game itself

    # -- the end ---------------------------------------------------------------------------------
    def with_seed(self, message: dict[str, Any]) -> dict[str, Any]:
        """The message with the table's seed once the game is over: the dice are no secret
        then, and each player's copy of the game is a save whose dice can be checked."""
        if not self._game.is_over:
            return message
        return {**message, "seed": self._game.setup.seed}

    def offer_rematch(self, table: str) -> None:
        self.rematch = table
        self._send_all({"t": "rematch", "table": table, "host": self.host})

    def _send_all(self, message: dict[str, Any]) -> None:
        data = encode(message)
        for connection in list(self.connections):
            connection.send(data)

    def _seats_news(self, news: str) -> None:
        self._seats_changed(news)

