"""The one way a player's intent reaches the rules: a game screen's moves, and undo.

A move is decided and saved by the session (tui.session.Session) before it is shown: an
illegal one shows the rule's sentence, and one that could not be saved is not played
(memory and disk still agree). The player is told why once, and told again when a save
succeeds; on a bot's turn the bots try again (tui.screens.bot_turns.SAVE_RETRY).

A game screen holds its `Moves`; they ask of it only what `MoveScreen` declares, all
public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from core.lang import _
from saves.errors import reason

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

    from core.game import Command, Event
    from tui.screens.bot_turns import BotTurns
    from tui.screens.game_log_keeper import LogKeeper
    from tui.session import Session


class MoveScreen(Protocol):
    """What the moves ask of their game screen (GameScreen): mypy checks it there."""

    session: Session
    bots: BotTurns
    log_keeper: LogKeeper

    @property
    def state(self) -> Any: ...

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None: ...
    def bot_to_move(self) -> bool: ...
    def show_events(self, command: Command | None, before: Any, events: list[Event]) -> None: ...
    def after_change(self) -> None: ...


class Moves:
    """One game screen's moves: played, saved, shown, undone."""

    def __init__(self, screen: MoveScreen) -> None:
        self.screen = screen
        #: why the last save failed, until one succeeds
        self.save_trouble: str | None = None

    def say_if_altered(self) -> None:
        """A save read-only because its dice are not its seed's says so as it opens (a
        replay is read-only too)."""
        altered = self.screen.session.altered
        if altered:
            self.screen.notify(_("Read-only: {why}").format(why=altered), title=_("Altered save"),
                               severity="warning", timeout=8)

    def play(self, command: Command) -> bool:
        """Decide, save and show one command; an illegal one shows the rule's sentence."""
        from core.game import IllegalMove

        screen = self.screen
        before = screen.state
        by_bot = screen.bot_to_move()
        try:
            events = screen.session.apply(command)
        except IllegalMove as error:
            screen.notify(str(error), severity="warning", timeout=4)
            return False
        except OSError as error:
            self._save_failed(error)
            return False
        if self.save_trouble is not None:
            self.save_trouble = None
            screen.notify(_("The game is saved again; play goes on."), timeout=4)
        if not by_bot:
            screen.log_keeper.acted()
        screen.show_events(command, before, events)
        return True

    def _save_failed(self, error: OSError) -> None:
        """Nothing was played (memory and disk still agree). Say why once; on a bot's
        turn try again every SAVE_RETRY seconds, so play resumes once the disk has room."""
        why = reason(error)
        if why != self.save_trouble:
            self.screen.notify(_("Could not save the game: {why}").format(why=why), severity="error", timeout=8)
        self.save_trouble = why
        self.screen.bots.retry()

    def undo(self) -> None:
        """Take back this terminal's last decision (the rules say how far: core.game.can_undo)."""
        screen = self.screen
        try:
            undone = screen.session.undo()
        except OSError as error:
            screen.notify(_("Could not save the game: {why}").format(why=reason(error)), severity="error")
            return
        if undone:
            screen.log_keeper.undone()
            screen.after_change()
