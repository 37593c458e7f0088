"""`RULES`: diZe as the one protocol every game of dice-tui follows (core.game.Rules)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.dize import advisor, bots, decide, describe, evolve
from core.dize.commands import DizeCommand
from core.dize.descriptor import GAME
from core.dize.events import EVENTS, DizeEvent
from core.dize.facts import facts
from core.dize.progress import progress_line
from core.dize.setup import BOTS, OPTIONS, DizeSetup, make_setup
from core.dize.state import DizeState, start
from core.facts import facts_of
from core.game import PlayerSpec, Rules, RulesDefaults


class DizeRules(RulesDefaults):
    """The solitaire: one seat (index 0), a human or one of `bots`."""

    id = GAME.id
    title = GAME.title
    min_players = GAME.min_players
    max_players = GAME.max_players
    bots = BOTS
    options = OPTIONS
    setup_model = DizeSetup
    events = EVENTS
    facts = staticmethod(facts)  # the save list's and the statistics' numbers (core.facts)

    def make_setup(
        self, players: Sequence[PlayerSpec], seed: int, **options: Any
    ) -> DizeSetup:
        return make_setup(players, seed, **options)

    def start(self, setup: DizeSetup) -> DizeState:
        return start(setup)

    def decide(self, state: DizeState, command: DizeCommand) -> list[DizeEvent]:
        return decide.decide(state, command)

    def evolve(self, state: DizeState, event: DizeEvent) -> DizeState:
        return evolve.evolve(state, event)

    def legal_commands(self, state: DizeState) -> list[DizeCommand]:
        return decide.legal_commands(state)

    def current_player(self, state: DizeState) -> int | None:
        return None if state.over else 0

    def is_over(self, state: DizeState) -> bool:
        return state.over

    def scores(self, state: DizeState) -> list[int]:
        """Starting zombies + executed so far, + 10 once every zombie is executed."""
        return [state.score]

    def winners(self, state: DizeState) -> list[int]:
        return [0] if state.step == "won" else []

    def describe(self, event: DizeEvent, setup: DizeSetup | None = None) -> str:
        """The one survivor needs no name: every line reads the same with or without setup."""
        return describe.describe(event)

    progress_line = staticmethod(progress_line)

    def progress(self, state: DizeState) -> str:
        """The save list's line for `state`, in the player's language (from its facts)."""
        return self.progress_line(facts_of(self, state), [player.name for player in state.setup.players])

    def bot_command(self, state: DizeState, bot: str) -> DizeCommand:
        return bots.bot_command(state, bot)

    def explain(self, state: DizeState) -> str:
        """The latest roll's count and outcome, spelled out (for the status line)."""
        return describe.explain(state)

    def advice(self, state: DizeState) -> list[str]:
        """The advisor's lines for the decision at hand (empty once the game is over)."""
        return advisor.advice(state)


RULES: Rules[DizeSetup, DizeState, DizeEvent, DizeCommand] = DizeRules()
