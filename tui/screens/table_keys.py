"""The keys a game screen offers at a shared table (pass the seat, chat, quiet the bell) and
leaving, which a shared table's host confirms first.

Why apart: they are the shared table's (tui.table.role), where the screen's `at_table` is
set; at a local game the first three do nothing (their bindings are hidden there too,
tui.screens.game_keys) and Esc leaves at once. A mixin of GameScreen, kept out of its base file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tui.table.role import TableRole


class TableKeys:
    """Mixin (before `Screen`): the shared table's keys, each handed to the screen's table role."""

    at_table: TableRole | None

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

    def leave_now(self) -> None:  # pragma: no cover - the game screen's (GameScreen.leave_now)
        raise NotImplementedError
