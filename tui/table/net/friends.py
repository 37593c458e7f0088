"""What friends at a table have beyond the game (issue 22, items 7, 10, 11, 12): a chat,
who is here, away or idle, the seed once the game is over, a rematch.

`HostFriends` is mixed into TableHost, `ClientFriends` into TableClient; the messages
are one JSON line each, as the game's (tui.table.net.protocol):

- client to host: `chat` {text}; `here` (a key was pressed: the player is not idle, and a
  bot standing in for them gives the seat back); `bot` {seat} (hand an idle or away seat
  to the stand-in bot: the host's call, anyone seated's once the host's time has passed).
  None of them is answered with `ok`/`no`, so they never cross a command's request.
- host to client: `chat` {who, text}; `chat-no` {why}; `presence` {seats: {seat: state},
  handable: [seat]}; `rematch` {table}; and `seed` on the message that ends the game.
"""

from __future__ import annotations

import asyncio
import time
from core.lang import N_, _
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from saves.tables.chat import read_chat, write_chat
from saves.tables.keep import keep_finished
from core.text import visible
from tui.table.chat import MAX_CHARS, ChatLimiter, ChatRefused, clean_line, shown
from tui.table.net.dial import TableError
from tui.table.net.protocol import encode
from tui.table.settings import IDLE_MINUTES

if TYPE_CHECKING:
    from saves.session import GameSession
    from tui.session import Listener

#: seconds between the host's looks at who is idle
PRESENCE_TICK = 2.0
#: seconds between a client's "here" messages while its player types on
HERE_EVERY = 5.0
WORDS = {"here": N_("{name} here"), "away": N_("{name} away"), "idle": N_("{name} idle"), "bot": N_("{name} bot plays")}
FRIEND_KINDS = frozenset({"chat", "here", "bot", "record"})


def presence_note(names: list[str], states: dict[int, str]) -> str:
    """'bob away · cat idle': only those not simply here."""
    return " · ".join(_(WORDS[state]).format(name=names[seat]) for seat, state in sorted(states.items())
                      if state != "here" and seat < len(names) and state in WORDS)  # fmt: skip


class HostFriends:
    """Mixed into TableHost (tui.table.net.host); the attributes below are the host's."""

    name: str
    host: str
    connections: set[Any]
    stand_ins: dict[int, str]
    listener: Listener | None
    _game: GameSession
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
        self.player_record: str | None = None  # the seated player's records line (diZe), for watchers

    # -- presence --------------------------------------------------------------------------
    def presence(self, now: float | None = None) -> dict[int, str]:
        """Each human seat's state: here, away (no link), idle (to play, no key for
        idle_after seconds) or bot (a stand-in plays it)."""
        moment = time.monotonic() if now is None else now
        present = {seat for connection in self.connections for seat in connection.seats}
        turn = self._game.rules.current_player(self._game.state)
        if turn != self._turn:
            self._turn = turn
            if turn is not None:
                self._active[turn] = moment  # a fresh turn starts the idle clock
        states = {}
        for seat, player in enumerate(self._game.setup.players):
            if player.bot is not None:
                continue
            mine = player.name == self.host
            if seat in self.stand_ins:
                states[seat] = "bot"
            elif not mine and seat not in present:
                self._away_since.setdefault(seat, moment)
                states[seat] = "away"
            elif seat == turn and self.idle_after > 0 and moment - self._active.get(seat, moment) >= self.idle_after:
                states[seat] = "idle"
            else:
                states[seat] = "here"
            if states[seat] != "away":
                self._away_since.pop(seat, None)
        return states

    def presence_note(self) -> str:
        return presence_note([p.name for p in self._game.setup.players], self.presence())

    def handable_seats(self, by_host: bool = True) -> list[int]:
        """Seats a bot may take: away or idle (the host's own never). Anyone seated may
        hand them only once they have been so for idle_after seconds."""
        if self._game.is_over:
            return []
        now = time.monotonic()
        seats = []
        for seat, state in self.presence(now).items():
            if self._game.setup.players[seat].name == self.host or state not in ("away", "idle"):
                continue
            waited = state == "idle" or now - self._away_since.get(seat, now) >= self.idle_after
            if by_host or (self.idle_after > 0 and waited):
                seats.append(seat)
        return seats

    def hand_idle(self, seat: int) -> None:
        """Remember that a bot took a connected player's seat: their next key takes it back."""
        if any(seat in connection.seats for connection in self.connections):
            self._idle_stand_ins.add(seat)

    def here(self, seats: frozenset[int] | set[int]) -> bool:
        """A key at these seats' terminal; True if a seat came back from its stand-in bot."""
        now = time.monotonic()
        back = False
        for seat in seats:
            self._active[seat] = now
            if seat in self._idle_stand_ins or (seat in self.stand_ins and self._connected(seat)):
                self._idle_stand_ins.discard(seat)
                back = self.stand_ins.pop(seat, None) is not None or back
        return back

    def _connected(self, seat: int) -> bool:
        return any(seat in connection.seats for connection in self.connections)

    def tick_presence(self) -> None:
        """Tell everyone when who is here, away or idle has changed (every PRESENCE_TICK)."""
        self.stop_ticking()
        if self._game.closed:
            return
        states = self.presence()
        shown_now = (tuple(sorted(states.items())), tuple(self.handable_seats(by_host=False)))
        if shown_now != self._presence:
            self._presence = shown_now
            self._send_all({"t": "presence", "seats": {str(k): v for k, v in states.items()},
                            "handable": list(shown_now[1])})  # fmt: skip
            if self.listener is not None:
                self.listener.table_changed("")
        with suppress(RuntimeError):
            self._ticker = asyncio.get_running_loop().call_later(PRESENCE_TICK, self.tick_presence)

    def stop_ticking(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None

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
            if connection.role == "join" and connection.seats:
                with suppress(ChatRefused):
                    self.share_record(message.get("line"))
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
        """The seated player's records line at the end (diZe): watchers see theirs, not their own."""
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


class ClientFriends:
    """Mixed into TableClient (tui.table.net.client)."""

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
