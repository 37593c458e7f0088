"""`RULES`: diZe as the one protocol every game of dice-tui follows (core.game.Rules)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.dize import advisor, bots, narration, phases, preparation, table
from core.dize.commands import DizeCommand
from core.dize.events import EVENTS
from core.dize.table import Table
from core.game import Event, PlayerSpec


class DizeRules:
    """The solitaire: one seat (index 0), a human or one of `bots`."""

    id = "dize"
    title = "diZe"
    min_players = 1
    max_players = 1
    bots = preparation.BOTS
    options = preparation.OPTIONS
    setup_model = preparation.DizeSetup
    events = EVENTS

    def make_setup(
        self, players: Sequence[PlayerSpec], seed: int, **options: Any
    ) -> preparation.DizeSetup:
        return preparation.make_setup(players, seed, **options)

    def start(self, setup: preparation.DizeSetup) -> Table:
        return table.start(setup)

    def decide(self, state: Table, command: DizeCommand) -> list[Event]:
        return phases.decide(state, command)

    def evolve(self, state: Table, event: Event) -> Table:
        return table.evolve(state, event)

    def legal_commands(self, state: Table) -> list[DizeCommand]:
        return phases.legal_commands(state)

    def current_player(self, state: Table) -> int | None:
        return None if state.over else 0

    def is_over(self, state: Table) -> bool:
        return state.over

    def scores(self, state: Table) -> list[int]:
        """Starting zombies + executed so far, + 10 once every zombie is executed."""
        return [state.score]

    def winners(self, state: Table) -> list[int]:
        return [0] if state.step == "won" else []

    def describe(self, event: Event, setup: Any = None) -> str:
        """The one survivor needs no name: every line reads the same with or without setup."""
        return narration.describe(event)

    def progress(self, state: Table) -> str:
        return narration.progress(state)

    def bot_command(self, state: Table, bot: str) -> DizeCommand:
        return bots.bot_command(state, bot)

    def explain(self, state: Table) -> str:
        """The latest roll's count and outcome, spelled out (for the status line)."""
        return narration.explain(state)

    def advice(self, state: Table) -> list[str]:
        """The advisor's lines for the decision at hand (empty once the game is over)."""
        return advisor.advice(state)


RULES = DizeRules()
