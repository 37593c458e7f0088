"""The bots' turns on a game screen: when a bot plays, how fast, and `f` to skip them.

A game screen holds a `BotTurns` and calls it whenever the state changes. At INSTANT pace
(tests) the bots play inside the key that handed them the turn, one loop however many
bots follow; otherwise each move waits for the app's pace on a timer (a roll longer
than a decision), and `f` plays the rest at once, up to the next human decision. A move
that could not be saved is tried again every SAVE_RETRY seconds, so play resumes once
the disk has room.

It asks of the screen only what `BotScreen` declares, all public.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from textual.timer import Timer

    from core.game import AnyRules, Command, PlayerSpec
    from tui.pace import Pace
    from tui.screens.viewer import Viewer
    from tui.session import SeatControl, Session

#: seconds between a bot's attempts to play while its moves cannot be saved
SAVE_RETRY = 3.0


class BotScreen(Protocol):
    """What the bots' turns ask of their game screen (GameScreen): mypy checks it there."""

    session: Session
    table: SeatControl | None
    viewer: Viewer | None

    @property
    def pace(self) -> Pace: ...
    @property
    def busy(self) -> bool: ...
    @property
    def is_attached(self) -> bool: ...
    @property
    def rules(self) -> AnyRules: ...
    @property
    def state(self) -> Any: ...
    @property
    def players(self) -> tuple[PlayerSpec, ...]: ...

    def set_timer(self, delay: float, callback: Callable[[], Any] | None = None, *,
                  name: str | None = None, pause: bool = False) -> Timer: ...
    def current_seat(self) -> int | None: ...
    def bot_ready(self, bot: str) -> bool: ...
    def play(self, command: Command) -> bool: ...


class BotTurns:
    """One game screen's bots: scheduled, played, skipped, retried."""

    def __init__(self, screen: BotScreen) -> None:
        self.screen = screen
        #: `f` was pressed: the bots play without waiting, up to the next human decision
        self.skipping = False
        #: the next bot move (or save retry) waiting on the pace; None when none waits
        self.timer: Timer | None = None
        self._playing = False  # at INSTANT pace: a loop in progress plays the next bot too

    @property
    def can_skip(self) -> bool:
        """Whether f skips the bots here: not at a shared table's seat (the host plays them)."""
        return self.screen.table is None or self.screen.table.plays_bots

    def bot_kind(self, seat: int) -> str | None:
        """The bot playing a seat: its own, or one a table's host handed a waiting seat to."""
        table = self.screen.table
        stand_in = table.stand_in(seat) if table is not None else None
        return stand_in or self.screen.players[seat].bot

    def bot_to_move(self) -> bool:
        seat = self.screen.current_seat()
        return seat is not None and self.bot_kind(seat) is not None

    def schedule(self) -> None:
        """The bot to move plays: now at INSTANT pace, else after the pace's pause."""
        screen = self.screen
        if screen.table is not None and not screen.table.plays_bots:
            return  # a shared table's bots are played by its host
        if screen.viewer is not None:
            return  # a viewer's screen plays nothing, whoever asks (a replay at a bot's turn)
        if screen.pace.instant:
            self.play_now()
        elif self.timer is None:
            # a roll needs longer to read than a decision
            rolled = bool(screen.session.events) and screen.session.events[-1].random
            delay = 0.0 if self.skipping else screen.pace.bot * (1.6 if rolled else 1.0)
            self.timer = screen.set_timer(max(delay, 0.01), self.step)

    def play_now(self) -> None:
        """INSTANT pace: the bots play inside the key that handed them the turn (one loop,
        however many bots follow), so a test sees the result as soon as the key is handled."""
        if self._playing:
            return  # the loop below is running and will play this bot next
        self._playing = True
        try:
            while self.step():
                pass
        finally:
            self._playing = False

    def step(self) -> bool:
        """One bot action, if a bot is to act; False when it is not (or it could not)."""
        self.timer = None
        screen = self.screen
        if screen.busy or screen.session.is_over or not self.bot_to_move() or not screen.is_attached:
            return False  # a busy screen calls after_change when done, which schedules the bot again
        seat = screen.current_seat()
        bot = self.bot_kind(seat) if seat is not None else None
        if seat is None or bot is None or not screen.bot_ready(bot):  # not ready: its screen plays it when it is
            return False
        command = screen.rules.bot_command(screen.state, bot)
        return screen.play(command)

    def retry(self) -> None:
        """A move could not be saved: on a bot's turn, try again in SAVE_RETRY seconds."""
        screen = self.screen
        if self.bot_to_move() and not screen.session.read_only and self.timer is None:
            self.timer = screen.set_timer(SAVE_RETRY, self.step)

    def skip(self) -> None:
        """Play the rest of the bots' actions at once, up to the next human decision."""
        self.skipping = True
        self.stop()
        self.timer = None
        self.schedule()

    def stop(self) -> None:
        """The bot move waiting on the pace is not played (`f` plays it now; a screen left
        keeps the stopped timer, so nothing schedules another)."""
        if self.timer is not None:
            self.timer.stop()
