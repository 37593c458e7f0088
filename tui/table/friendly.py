"""What a game screen does for friends at a table (issue 22, items 7, 9-12), kept out of
the screen itself: the chat key, the bell when the turn comes to this terminal, a key
telling the host the player is here, each player's own copy of the finished game, and
"Play again" opening (host) or joining (seat) a rematch.

A local game's session has none of `say`, `keep_copy`, `presence_note`: then nothing
here happens.
"""

from __future__ import annotations

import time
from typing import Any

from textual import events

from tui.table.chat import ChatRefused, shown
from tui.table.chat_screen import ChatScreen
from tui.table.settings import bell_on

#: seconds between two "the table is paused" notes while keys keep coming
PAUSED_SAID = 3.0

class TableFriendly:
    """Mixed into GameScreen (tui.screens.game_base)."""

    session: Any
    app: Any
    is_attached: bool
    notify: Any
    refresh_bindings: Any
    my_turn: Any
    bot_to_move: Any
    _log: Any
    _leave_now: Any
    active_bindings: Any
    _turn_was_mine: bool | None = None
    _paused_said = 0.0

    def at_table(self) -> bool:
        return hasattr(self.session, "say")

    # -- the chat ----------------------------------------------------------------------------
    def action_chat(self) -> None:
        history = list(getattr(self.session, "chat", []))
        if history and isinstance(history[0], tuple):  # the host keeps (who, text)
            history = [shown(who, text) for who, text in history]
        note = "Watchers are silenced by the host." if getattr(self.session, "quiet_watchers", False) else ""
        self.app.push_screen(ChatScreen(history, note), self._chat_said)

    def _chat_said(self, text: str | None) -> None:
        if not text or not text.strip():
            return
        try:
            say = self.session.say
            if getattr(self.session, "plays_bots", False):  # the host speaks for its own user
                say(self.session.host, text)
            else:
                say(text)
        except ChatRefused as error:
            self.notify(str(error), severity="warning", timeout=4)

    def take_chat(self, line: str) -> None:
        """A line someone said: in the game's log and, for a moment, on top."""
        if not self.is_attached:
            return
        log = self._log()
        if log is not None:
            log.add(f"» {line}")
        self.notify(line, title="Chat", timeout=6, markup=False)

    def action_quiet(self) -> None:
        """The host silences watchers' chat, or lets them talk again."""
        self.session.quiet_watchers = not self.session.quiet_watchers
        quiet = self.session.quiet_watchers
        self.notify("Watchers are silenced." if quiet else "Watchers may chat again.", timeout=3)
        self.refresh_bindings()

    # -- here, and your turn -------------------------------------------------------------------
    def on_key(self, event: events.Key) -> None:
        paused = getattr(self.session, "paused", None)
        if paused is not None:
            self._say_paused(event.key, paused)
            return
        pressed = getattr(self.session, "key_pressed", None)
        if pressed is not None:
            pressed()  # a client: the host hears we are here
        elif hasattr(self.session, "here"):  # the host's own seats
            players = self.session.setup.players
            mine = {seat for seat, p in enumerate(players) if p.bot is None and p.name == self.session.host}
            if self.session.here(mine):
                self.session._seats_changed(f"{self.session.host} is back")

    def table_header_note(self) -> str | None:
        """What leads the header at a table: "Your turn" when the seat to play is this
        terminal's, then the table's own note (paused, who is away or idle)."""
        note = getattr(self.session, "table_note", None)
        if not hasattr(self.session, "controls") or not self._mine_now():
            return note
        return f"Your turn · {note}" if note else "Your turn"

    def _mine_now(self) -> bool:
        return not self.session.is_over and bool(self.my_turn()) and not self.bot_to_move()

    def _say_paused(self, key: str, why: str) -> None:
        """A key that would play, pressed while the table is paused, says why nothing happens
        (keys that still work, Esc, ? or t, do what they do)."""
        active = self.active_bindings.get(key)
        if active is not None and active.enabled:
            return
        now = time.monotonic()
        if now - self._paused_said < PAUSED_SAID:
            return
        self._paused_said = now
        ended = getattr(self.session, "ended", False)
        wait = "" if ended else " Moves wait until the host is back."
        self.notify(f"Table {self.session.name} is {'over' if ended else 'paused'}: {why}.{wait}",
                    severity="warning", timeout=4, markup=False)  # fmt: skip

    def friends_after_change(self) -> None:
        """After every change: ring once when the turn comes to this terminal; keep a copy
        of a finished game."""
        if not hasattr(self.session, "controls"):
            return
        mine = self._mine_now()
        if mine and self._turn_was_mine is False and bell_on():
            self.app.bell()
        self._turn_was_mine = mine
        if self.session.is_over:
            self._keep_copy()

    def _keep_copy(self) -> None:
        keep = getattr(self.session, "keep_copy", None)
        if keep is None:
            return
        try:
            path = keep(self.app.save_root)
        except (OSError, ValueError) as error:
            why = getattr(error, "strerror", None) or str(error)
            self.notify(f"Could not keep a copy of this game: {why}", severity="error", timeout=8)
            return
        if path is not None:
            self.notify(f"This game is in your saves too: {path.name}", timeout=6, markup=False)

    # -- leaving -------------------------------------------------------------------------------
    def leave_table(self) -> bool:
        """Esc at a table (True: handled here). The host's leaving pauses the table for
        everyone, so it asks first (in 25 to Dice an Esc may have meant "put down"); a
        seat or a watcher leaves at once, told that the host keeps the game."""
        if not hasattr(self.session, "controls") or self.session.is_over:
            return False
        if getattr(self.session, "plays_bots", False):
            from tui.screens.confirm import ConfirmScreen

            others = len(getattr(self.session, "connections", ()))
            question = f"Leave table {self.session.name}? It pauses for everyone"
            question += f" ({others} connected) until you resume it." if others else " until you resume it."
            self.app.push_screen(ConfirmScreen(question, "Leave", "Stay"), self._host_leaves)
            return True
        self.notify(
            f"You left table {self.session.name}; its host {self.session.host} keeps the game "
            f"(`dice-tui table join {self.session.name}` to come back).", timeout=5, markup=False,
        )  # fmt: skip
        self.app.pop_screen()
        return True

    def _host_leaves(self, leave: bool | None) -> None:
        if leave:
            self._leave_now()

    # -- play again ----------------------------------------------------------------------------
    def table_play_again(self) -> None:
        """The host opens a new table with the same seats and options (fresh dice) and
        invites everyone; a seat joins the rematch its host opened."""
        if getattr(self.session, "plays_bots", False):
            self._open_rematch()
            return
        rematch = getattr(self.session, "rematch", None)
        if rematch is None:
            self.notify("Waiting for the host to open a rematch (a joins it then).", timeout=5)
            return
        from tui.table.rematch import join_rematch

        try:
            client = join_rematch(rematch, self.session.role)
        except OSError as error:
            self.notify(str(getattr(error, "strerror", None) or error), severity="error", markup=False)
            return
        self.app.pop_screen()
        self.app.open_session(client)

    def _open_rematch(self) -> None:
        from tui.table.rematch import open_rematch

        try:
            table = open_rematch(self.app.save_root, self.session)
        except (OSError, ValueError) as error:
            why = getattr(error, "strerror", None) or str(error)
            self.notify(f"Cannot open a rematch: {why}", severity="error", markup=False)
            return
        self.app.pop_screen()
        self.app.open_session(table)
        self.notify(f"Rematch at table {table.name}: everyone is invited.", timeout=6, markup=False)
