"""A game screen's log, and what the player waited for ("While you waited").

The log (tui.widgets.game_log) shows every event's line as it is played, the recent past
of a resumed game, and a page at a time from the keyboard. When the keyboard comes back
to a player at this terminal, every turn played since they last acted shows in place of
the log under its own title (the recap), until the next key. When that player is not
the person who had the keyboard last, the screen can ask to pass it first (hot seat).

A game screen holds a `LogKeeper`; the lines themselves are the screen's (`log_lines`,
`recap_lines`: each game's own words). It asks of the screen only what `LogScreen`
declares, all public.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from core.lang import _
from tui.screens.game_keys import LOG_KEYS
from tui.screens.pass_keyboard import KeyboardPassing
from tui.screens.pass_setting import pause_on
from tui.services import services

if TYPE_CHECKING:
    from textual.app import App

    from core.game import Event, PlayerSpec
    from tui.screens.viewer import Viewer
    from tui.session import SeatControl, Session
    from tui.widgets.game_log import GameLog


class LogScreen(Protocol):
    """What the log keeper asks of its game screen (GameScreen): mypy checks it there."""

    session: Session
    viewer: Viewer | None
    table: SeatControl | None

    @property
    def app(self) -> App[Any]: ...
    @property
    def players(self) -> tuple[PlayerSpec, ...]: ...

    def current_seat(self) -> int | None: ...

    def log_view(self) -> GameLog | None: ...
    def log_lines(self, events: Sequence[Event], start: int = 0) -> list[str]: ...
    def recap_lines(self, events: Sequence[Event], start: int) -> list[str]: ...


class LogKeeper:
    """One game screen's log and recap."""

    def __init__(self, screen: LogScreen) -> None:
        self.screen = screen
        #: how many events the log held when a player at this terminal last acted: what
        #: follows is what they waited for (the recap, `recap_lines`)
        self.acted_at = len(screen.session.events)
        #: hot seat: the pause when another person's turn comes (read when first shown)
        self.passing: KeyboardPassing | None = None

    def fill(self) -> None:
        """The recent past of a resumed game, once the log knows its width."""
        screen = self.screen
        if screen.viewer is not None:
            screen.viewer.fill_log(screen)
            return
        log = screen.log_view()
        if log is not None:
            log.border_title = _("Log")
            log.border_subtitle = screen.app.get_key_display(LOG_KEYS)
            events = screen.session.events
            for line in screen.log_lines(events, max(len(events) - 40, 0)):
                log.add(line)

    def add_last(self, count: int) -> None:
        """The lines of the last `count` events, just played."""
        log = self.screen.log_view()
        if log is not None:
            everything = self.screen.session.events
            for line in self.screen.log_lines(everything, max(len(everything) - count, 0)):
                log.add(line)

    def acted(self) -> None:
        """A player at this terminal acted: the recap gives the log back, and starts again."""
        self.acted_at = len(self.screen.session.events)
        self.end_recap()

    def show_recap(self) -> None:
        """The keyboard is back: every turn played since this terminal last acted, in
        place of the log under its own title, until the next key (it never takes one)."""
        self._hand_over()
        events = self.screen.session.events
        start = min(self.acted_at, len(events))
        self.acted_at = len(events)
        if start == len(events):
            return
        log = self.screen.log_view()
        lines = self.screen.recap_lines(events, start)
        if log is not None and lines:
            log.show_recap(_("While you waited"), lines)

    def _hand_over(self) -> None:
        """Two people at one keyboard: "Pass to NAME" when the other one's turn comes, if
        asked for (tui.screens.pass_keyboard); never at a shared table (a person a terminal)."""
        screen = self.screen
        if self.passing is None:
            self.passing = KeyboardPassing(screen.table is None and pause_on(services(screen).save_root))
        self.passing.turn_shown(screen.app, screen.current_seat(), screen.players)

    def key_pressed(self, key: str) -> None:
        """Any key gives the log back (the key still does what it does), but f, which
        the player may press once too often while the bots finish, and the log's own."""
        if key not in ("pageup", "pagedown", "f"):
            self.end_recap()

    def end_recap(self) -> None:
        log = self.screen.log_view()
        if log is not None:
            log.end_recap()

    def page(self, pages: int) -> None:
        """A page of the log; a recap that shows whole gives way to the log first."""
        log = self.screen.log_view()
        if log is None:
            return
        if log.recap is not None and log.fits:
            log.end_recap()
        log.page(pages)

    def undone(self) -> None:
        log = self.screen.log_view()
        if log is not None:
            log.add(_("↶ Undone."))
