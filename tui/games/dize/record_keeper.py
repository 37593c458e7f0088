"""A diZe screen's part in the survivor's records: the finished game counted once, and
the end dialog's record lines.

A bot's games are not the player's record, nor an altered save's (its dice are not the
seed's); at a shared table only the player's own terminal counts their game, and its
watchers are shown the record that terminal shares. The screen holds a `RecordKeeper`;
it asks of the screen only what `RecordScreen` declares, all public.
"""

from __future__ import annotations

from contextlib import suppress
from typing import TYPE_CHECKING, Any, Protocol

from core.lang import _, addressed
from saves.errors import reason
from tui.games.dize.records import count_finished_game, record_line, record_of
from tui.services import services

if TYPE_CHECKING:
    from textual.app import App
    from textual.notifications import SeverityLevel

    from core.dize.records import DifficultyRecord
    from core.dize.state import DizeState
    from core.game import PlayerSpec
    from tui.session import SeatControl, Session


class RecordScreen(Protocol):
    """What the record keeper asks of the diZe screen: mypy checks it there."""

    session: Session
    table: SeatControl | None

    @property
    def app(self) -> App[Any]: ...
    @property
    def state(self) -> DizeState: ...
    @property
    def players(self) -> tuple[PlayerSpec, ...]: ...

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None: ...


class RecordKeeper:
    """One diZe screen's finished game in the records."""

    def __init__(self, screen: RecordScreen) -> None:
        self.screen = screen
        #: the game is over and was looked at for the records (counted or not)
        self.recorded = False
        self._before: DifficultyRecord | None = None  # the record before this game counted

    def count(self) -> None:
        """Count this finished game once (a bot's games are not the player's record, nor
        an altered save's: its dice are not the seed's)."""
        screen = self.screen
        self.recorded = True
        if screen.players[0].is_bot or screen.session.read_only:
            return
        if screen.table is not None and not screen.table.controls(0):
            return  # a shared table: only the player's own terminal counts their game
        root = services(screen).save_root
        try:
            self._before = count_finished_game(root, screen.session.path.name, screen.state, screen.session.events)
        except OSError as error:
            screen.notify(_("Could not update the records: {error}").format(error=reason(error)),
                          severity="error")
            return
        if screen.table is not None:  # a shared table: its watchers see this player's records, not theirs
            zombies = screen.state.setup.zombies
            with suppress(OSError, ValueError):
                screen.table.share_record(record_line(zombies, record_of(root, zombies)))

    def lines(self, state: DizeState) -> list[str]:
        """The end dialog's record lines: the record at this difficulty, a new best."""
        screen = self.screen
        zombies = state.setup.zombies
        if screen.table is not None and not screen.table.controls(0):  # watching someone else's game at a table
            shared = screen.table.player_record
            name = screen.players[0].name
            return [f"{name}: {shared}." if shared
                    else addressed(name, _("Your records are kept at your own terminal."),
                                   _("{name}'s records are kept at their own terminal."))]
        try:
            now = record_of(services(screen).save_root, zombies)
        except OSError:
            return [_("Records could not be read.")]
        lines = [record_line(zombies, now) + "."]
        if screen.players[0].is_bot:
            lines.append(_("Bot games are not counted in your records."))
        elif self._before is not None and self._before.games and (self._before.best_score or 0) < state.score:
            lines.append(_("A new best score at this difficulty!"))
        return lines
