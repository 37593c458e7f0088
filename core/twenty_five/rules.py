"""The `RULES` object: 25 to Dice behind the uniform game protocol."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.facts import facts_of
from core.game import PlayerSpec, Rules, RulesDefaults
from core.twenty_five import inmates
from core.twenty_five.bots import bot_command
from core.twenty_five.commands import Escape, MoveGuards, MoveInmate, TwentyFiveCommand
from core.twenty_five.decide import decide, legal_commands
from core.twenty_five.describe import describe
from core.twenty_five.descriptor import GAME
from core.twenty_five.events import EVENTS, AnyEvent
from core.twenty_five.evolve import evolve
from core.twenty_five.expert import expert_command
from core.twenty_five.facts import facts
from core.twenty_five.progress import progress_line
from core.twenty_five.setup import BOTS, OPTIONS, TwentyFiveSetup, make_setup, mode_name
from core.twenty_five.state import ESCAPES_TO_WIN, PrisonSheet, TwentyFiveState, current_seat, is_over, start


def tie_break(sheet: PrisonSheet) -> tuple[int, ...]:
    """Competitive ranking: escapes, score, fewer captured, best inmate, fewer substitutions, fewer squares scored."""
    best = max(inmate.points for inmate in sheet.inmates)
    return (sheet.escaped, sheet.score, -sheet.captured, best, -sheet.substitutions, -len(sheet.scored))


class TwentyFiveRules(RulesDefaults):
    id = GAME.id
    title = GAME.title
    min_players = GAME.min_players
    max_players = GAME.max_players
    bots: Sequence[str] = BOTS
    options = OPTIONS
    setup_model = TwentyFiveSetup
    events = EVENTS
    facts = staticmethod(facts)  # the save list's and the statistics' numbers (core.facts)

    def choice_label(self, option: str, choice: Any) -> str:
        """How a form lists a choice: a mode in the player's language."""
        return mode_name(choice) if option == "mode" else str(choice)

    def make_setup(self, players: Sequence[PlayerSpec], seed: int, **options: Any) -> TwentyFiveSetup:
        return make_setup(players, seed, **options)

    def start(self, setup: TwentyFiveSetup) -> TwentyFiveState:
        return start(setup)

    decide = staticmethod(decide)

    def evolve(self, state: TwentyFiveState, event: Any) -> TwentyFiveState:
        return evolve(state, event)

    legal_commands = staticmethod(legal_commands)

    def legal_destinations(
        self, state: TwentyFiveState, inmate: str, dice: Sequence[int]
    ) -> dict[inmates.Destination, list[MoveInmate | Escape]]:
        return inmates.legal_destinations(state, inmate, dice)

    def current_player(self, state: TwentyFiveState) -> int | None:
        return current_seat(state)

    def is_over(self, state: TwentyFiveState) -> bool:
        return is_over(state)

    def scores(self, state: TwentyFiveState) -> list[int]:
        """Competitive: each seat's points. Solo and co-op: the shared count of escapes."""
        if state.setup.mode == "competitive":
            return [sheet.score for sheet in state.sheets]
        return [state.sheets[0].escaped] * len(state.setup.players)

    def winners(self, state: TwentyFiveState) -> list[int]:
        if not is_over(state):
            return []
        if state.setup.mode != "competitive":
            won = state.sheets[0].escaped >= ESCAPES_TO_WIN
            return list(range(len(state.setup.players))) if won else []
        keys = [tie_break(sheet) for sheet in state.sheets]
        return [seat for seat, key in enumerate(keys) if key == max(keys)]

    describe = staticmethod(describe)
    progress_line = staticmethod(progress_line)

    def progress(self, state: Any) -> str:
        """The save list's line for `state`, in the player's language (from its facts)."""
        return self.progress_line(facts_of(self, state), [player.name for player in state.setup.players])

    def bot_command(self, state: TwentyFiveState, bot: str) -> TwentyFiveCommand:
        if bot not in BOTS:
            raise ValueError(f"unknown bot {bot!r} (known: {', '.join(BOTS)})")
        if state.phase == "guards":
            return MoveGuards()
        return expert_command(state) if bot == "expert" else bot_command(state)


RULES: Rules[TwentyFiveSetup, TwentyFiveState, AnyEvent, TwentyFiveCommand] = TwentyFiveRules()
