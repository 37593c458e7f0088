"""A game screen's keys for its seat at a shared table, and leaving the game.

Why apart from the game screen (tui.screens.game_base): these keys only pass the player's
wish to the table (tui.table.role), which hands the seat on, opens the chat or keeps the
bell quiet; in a local game (no table) they do nothing but leave. Leaving stops the bots,
says the game is saved (a lesson is never saved), and returns to the menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.lang import _

if TYPE_CHECKING:
    from tui.screens.bot_turns import BotTurns
    from tui.session import Coach, Session
    from tui.table.role import TableRole


class TableKeys:
    """A mixin before Textual's `Screen`: the game screen sets these attributes."""

    at_table: TableRole | None
    bots: BotTurns
    session: Session
    coach: Coach | None

    def action_hand_seat(self) -> None:
        if self.at_table is not None:
            self.at_table.hand_seat()

    def action_chat(self) -> None:
        if self.at_table is not None:
            self.at_table.open_chat()

    def action_quiet(self) -> None:
        if self.at_table is not None:
            self.at_table.toggle_quiet()

    def action_leave(self) -> None:
        if self.at_table is not None and self.at_table.leave():  # the host asks first, a seat is told
            return
        self.leave_now()

    def leave_now(self) -> None:
        screen: Any = self  # a mixin: the Screen it is mixed into notifies and pops
        self.bots.stop()
        if not self.session.is_over and self.coach is None:  # a lesson is never saved
            screen.notify(_("Game saved. Continue it from the menu any time."), timeout=3)
        screen.app.pop_screen()
