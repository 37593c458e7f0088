"""The `Rules` object for Dizzle: setup and the protocol's queries.

Everything the TUI and the CLI call goes through `RULES` (see core/game.py); the
extra views a sheet needs (`legal_fields`, `score_breakdown`, `solo_rating`...) are
exported by the package too. Each role lives in its own module: setup, state,
commands, events, decide, evolve, describe, bots, stats.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from core.dizzle.bots import BOTS, bot_command
from core.dizzle.commands import DizzleCommand
from core.dizzle.decide import decide, legal_commands
from core.dizzle.describe import describe
from core.dizzle.descriptor import GAME
from core.dizzle.events import EVENTS, DizzleEvent
from core.dizzle.evolve import evolve
from core.dizzle.facts import facts
from core.dizzle.level import LEVEL_NUMBERS, Level
from core.dizzle.level_file import level_error, load_level
from core.dizzle.level_words import level_text
from core.dizzle.progress import progress_line
from core.dizzle.scoring import scores, winners
from core.dizzle.setup import DizzleSetup
from core.dizzle.state import DizzleState, start
from core.dizzle.validator import level_flaws
from core.facts import facts_of
from core.game import PlayerSpec, Rules, RulesDefaults, check_players
from core.lang import _


class DizzleRules(RulesDefaults):
    id = GAME.id
    title = GAME.title
    min_players = GAME.min_players
    max_players = GAME.max_players
    bots = BOTS
    options = GAME.choice_options
    setup_model = DizzleSetup

    def choice_label(self, option: str, choice: Any) -> str:
        """How a form lists a choice: a level by its number and its sheet's name."""
        if option == "level" and choice in LEVEL_NUMBERS:
            return _("{number}: {name}").format(number=choice, name=level_text(load_level(choice).name))
        return str(choice)

    events = EVENTS
    facts = staticmethod(facts)  # the save list's and the statistics' numbers (core.facts)

    def make_setup(self, players: Sequence[PlayerSpec], seed: int, **options: Any) -> DizzleSetup:
        """The protocol's form: the options are `level` (1-4) and `level_data` (a Level)."""
        return self._make_setup(players, seed, **options)

    def _make_setup(
        self, players: Sequence[PlayerSpec], seed: int, level: int = 1, level_data: Level | None = None
    ) -> DizzleSetup:
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError(_("Dizzle is for 1 to 4 players."))
        check_players(players)
        for spec in players:
            if spec.bot is not None and spec.bot not in BOTS:
                raise ValueError(f"unknown Dizzle bot {spec.bot!r} (bots: {', '.join(BOTS)})")
        if level_data is None:
            if level not in LEVEL_NUMBERS:
                raise ValueError("level must be 1, 2, 3 or 4")
            level_data = load_level(level)
        else:
            flaws = level_flaws(level_data)
            if flaws:
                raise ValueError(f"level {level_data.name!r}: {flaws[0]}")
        try:
            return DizzleSetup(players=tuple(players), seed=seed, level=level_data)
        except ValidationError as error:
            raise ValueError(level_error(error)) from None

    start = staticmethod(start)
    decide = staticmethod(decide)
    evolve = staticmethod(evolve)
    bot_command = staticmethod(bot_command)
    legal_commands = staticmethod(legal_commands)

    def current_player(self, state: DizzleState) -> int | None:
        return None if state.phase == "over" else state.actor

    def is_over(self, state: DizzleState) -> bool:
        return state.phase == "over"

    scores = staticmethod(scores)
    winners = staticmethod(winners)

    describe = staticmethod(describe)
    progress_line = staticmethod(progress_line)

    def progress(self, state: Any) -> str:
        """The save list's line for `state`, in the player's language (from its facts)."""
        return self.progress_line(facts_of(self, state), [player.name for player in state.setup.players])


RULES: Rules[DizzleSetup, DizzleState, DizzleEvent, DizzleCommand] = DizzleRules()
