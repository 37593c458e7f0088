"""`RULES`: Pig behind the one protocol every game of dice-tui follows (core.game.Rules)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.facts import facts_of
from core.game import PlayerSpec, RulesDefaults
from tests.pig import bots
from tests.pig.decide import decide, legal_commands
from tests.pig.describe import describe
from tests.pig.descriptor import GAME
from tests.pig.events import EVENTS
from tests.pig.evolve import evolve
from tests.pig.facts import facts
from tests.pig.progress import progress_line
from tests.pig.setup import PigSetup, make_setup
from tests.pig.state import PigState, start


class PigRules(RulesDefaults):
    id = GAME.id
    title = GAME.title
    min_players = GAME.min_players
    max_players = GAME.max_players
    bots = GAME.bots
    options = GAME.choice_options
    setup_model = PigSetup
    events = EVENTS
    facts = staticmethod(facts)

    def make_setup(self, players: Sequence[PlayerSpec], seed: int, **options: Any) -> PigSetup:
        return make_setup(players, seed, **options)

    start = staticmethod(start)
    decide = staticmethod(decide)
    evolve = staticmethod(evolve)
    legal_commands = staticmethod(legal_commands)
    describe = staticmethod(describe)
    progress_line = staticmethod(progress_line)

    def progress(self, state: PigState) -> str:
        return self.progress_line(facts_of(self, state), [player.name for player in state.setup.players])

    def current_player(self, state: PigState) -> int | None:
        return None if state.over else state.seat

    def is_over(self, state: PigState) -> bool:
        return state.over

    def scores(self, state: PigState) -> list[int]:
        return list(state.banked)

    def winners(self, state: PigState) -> list[int]:
        return [] if state.winner is None else [state.winner]

    def bot_command(self, state: PigState, bot: str) -> Any:
        return bots.bot_command(state, bot)


RULES = PigRules()
