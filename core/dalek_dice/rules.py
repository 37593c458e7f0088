"""`RULES`: Dalek Dice as the one protocol every game of dice-tui follows (core.game.Rules)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from core.dalek_dice.facts import facts
from core.dalek_dice.progress import progress_line
from core.descriptor import OptionSpec
from core.facts import facts_of
from core.game import PlayerSpec, Rules, RulesDefaults, check_players
from core.lang import _

from .commands import DalekCommand
from .decide import decide, legal_commands
from .describe import describe
from .descriptor import GAME
from .events import EVENTS, DalekEvent
from .evolve import evolve, fold, winners_of
from .setup import BOTS, MAX_PLAYERS, MIN_PLAYERS, DalekSetup
from .state import OVER, DalekState, start


class DalekDiceRules(RulesDefaults):
    """The `core.game.Rules` object for Dalek Dice."""

    id = GAME.id
    title = GAME.title
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    bots: Sequence[str] = BOTS
    options: Sequence[OptionSpec] = GAME.choice_options
    setup_model = DalekSetup
    events = EVENTS
    facts = staticmethod(facts)  # the save list's and the statistics' numbers (core.facts)

    def make_setup(self, players: Sequence[PlayerSpec], seed: int, **options: Any) -> DalekSetup:
        if options:
            raise ValueError(f"Dalek Dice has no option {sorted(options)[0]!r}")
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise ValueError(_("Dalek Dice needs {low} to {high} players, not {given}").format(
                low=MIN_PLAYERS, high=MAX_PLAYERS, given=len(players)))
        check_players(players)
        try:
            return DalekSetup(players=tuple(players), seed=seed)
        except ValidationError as error:
            raise ValueError(error.errors()[0]["msg"].removeprefix("Value error, ")) from None

    start = staticmethod(start)
    decide = staticmethod(decide)
    evolve = staticmethod(evolve)
    fold = staticmethod(fold)
    legal_commands = staticmethod(legal_commands)
    describe = staticmethod(describe)
    progress_line = staticmethod(progress_line)

    def progress(self, state: Any) -> str:
        """The save list's line for `state`, in the player's language (from its facts)."""
        return self.progress_line(facts_of(self, state), [player.name for player in state.setup.players])

    def current_player(self, state: DalekState) -> int | None:
        return None if state.phase == OVER else state.seat

    def is_over(self, state: DalekState) -> bool:
        return state.phase == OVER

    def scores(self, state: DalekState) -> list[int]:
        return list(state.totals)

    def winners(self, state: DalekState) -> list[int]:
        return list(winners_of(state.totals)) if state.phase == OVER else []

    def bot_command(self, state: DalekState, bot: str) -> DalekCommand:
        from .bots import bot_command  # the optimal bot's table is built only when a bot plays

        return bot_command(state, bot)


RULES: Rules[DalekSetup, DalekState, DalekEvent, DalekCommand] = DalekDiceRules()
