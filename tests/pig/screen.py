"""Pig's screen: the banked totals, the turn's total, the log. Keys: r roll, h hold."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from tests.pig.commands import PigHold, PigRoll
from tests.pig.state import PigState
from tui.screens.game_base import GameScreen
from tui.widgets.game_log import GameLog


class PigScreen(GameScreen[PigState]):
    ACTIONS_OF = {PigRoll: frozenset({"roll"}), PigHold: frozenset({"hold"})}
    BINDINGS = [
        Binding("r", "roll", "Roll"),
        Binding("h", "hold", "Hold"),
        *GameScreen.COMMON_BINDINGS,
    ]

    def compose_board(self) -> ComposeResult:
        yield Static("", id="pig-table")
        yield GameLog(id="log")

    def refresh_view(self) -> None:
        state = self.state
        lines = [f"{player.name}: {total}" for player, total in zip(self.players, state.banked)]
        lines.append(f"This turn: {state.turn_total}   (target {state.setup.target})")
        self.query_one("#pig-table", Static).update("\n".join(lines))

    def action_roll(self) -> None:
        self.play(PigRoll())

    def action_hold(self) -> None:
        self.play(PigHold())
