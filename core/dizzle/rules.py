"""The `Rules` object for Dizzle: setup, the protocol's queries, log lines.

Everything the TUI and the CLI call goes through `RULES` (see core/game.py); the
extra views a sheet needs (`legal_fields`, `score_breakdown`, `solo_rating`...) are
exported by the package too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from core.dizzle.board import bits
from core.dizzle.bot import BOTS, bot_command
from core.dizzle.decide import decide
from core.dizzle.events import (
    EVENTS,
    ChoosePlanet,
    DicePlacedEvents,
    DiceRerolled,
    DiceRolled,
    DieReturned,
    ExtraDiceRolled,
    GameEnded,
    NoDieToReturn,
    Pass,
    PlaceDie,
    PlanetCrossed,
    PlayerPassed,
    Reroll,
    ReturnDie,
    Roll,
    RollExtraDice,
    TurnEnded,
)
from core.dizzle.evolve import evolve
from core.dizzle.level import LEVEL_NUMBERS, Level, RatingBand, level_error, load_level, pos_name
from core.dizzle.scoring import scores, winners
from core.dizzle.state import Setup, State, placements, start
from core.dizzle.validator import level_flaws
from core.game import OptionSpec, PlayerSpec


def _dice(values: Sequence[int]) -> str:
    return " ".join(str(v) for v in sorted(values)) or "none"


def _who(player: int, names: Sequence[str] = ()) -> str:
    return names[player] if player < len(names) else f"Player {player + 1}"


def _describe_turn_end(event: TurnEnded, names: Sequence[str]) -> str:
    parts = [f"Turn {event.turn + 1} ends: every die becomes a cross."]
    parts += [f"The bomb on {pos_name(at)} explodes on {_who(p, names)}'s sheet." for p, at in event.exploded]
    parts += [f"{_who(f.player, names)} reaches the {f.colour} flag: {f.points} points." for f in event.flags]
    return " ".join(parts)


class DizzleRules:
    id = "dizzle"
    title = "Dizzle"
    min_players = 1
    max_players = 4
    bots = BOTS
    options = (
        OptionSpec(
            name="level",
            label="Level",
            choices=LEVEL_NUMBERS,
            default=1,
            help="Level sheet 1-4: 1 gems and bombs, 2 keys and locks, 3 rockets and a flag, 4 islands.",
        ),
    )
    setup_model = Setup
    events = EVENTS

    def make_setup(
        self, players: Sequence[PlayerSpec], seed: int, level: int = 1, level_data: Level | None = None
    ) -> Setup:
        if not self.min_players <= len(players) <= self.max_players:
            raise ValueError("Dizzle is for 1 to 4 players.")
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
            return Setup(players=tuple(players), seed=seed, level=level_data)
        except ValidationError as error:
            raise ValueError(level_error(error)) from None

    start = staticmethod(start)
    decide = staticmethod(decide)
    evolve = staticmethod(evolve)
    bot_command = staticmethod(bot_command)

    def legal_commands(self, state: State) -> list[Any]:
        phase = state.phase
        if phase == "over" or state.actor is None:
            return []
        if phase == "roll":
            return [Roll()]
        if phase == "extra":
            return [RollExtraDice()]
        board = state.board
        sheet = state.sheets[state.actor]
        if phase == "planet":
            return [ChoosePlanet(at=board.pos(i)) for i in bits(board.planets & ~sheet.crossed)]
        fitting = placements(state)
        if fitting:
            return [PlaceDie(die=die, at=board.pos(i)) for die, mask in fitting for i in bits(mask)]
        if phase == "reroll":
            return [ReturnDie(at=board.pos(i)) for i in sheet.dice]
        return [Reroll(), Pass()]

    def current_player(self, state: State) -> int | None:
        return None if state.phase == "over" else state.actor

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    scores = staticmethod(scores)
    winners = staticmethod(winners)

    def describe(self, event: Any, setup: Setup | None = None) -> str:
        names = [player.name for player in setup.players] if setup is not None else []
        if isinstance(event, DiceRolled):
            return f"Turn {event.turn + 1}: {_who(event.player, names)} rolls {_dice(event.values)}."
        if isinstance(event, DicePlacedEvents):
            return f"{_who(event.player, names)} places a {event.pips} on {pos_name(event.at)}."
        if isinstance(event, ExtraDiceRolled):
            gone = f"{_dice(event.removed)} leave the offer" if event.removed else "nothing leaves the offer"
            return f"The extra dice show {_dice(event.values)}: {gone}."
        if isinstance(event, PlayerPassed):
            if event.withdrew:
                return f"{_who(event.player, names)} can reach no free field and withdraws from the turn."
            return f"{_who(event.player, names)} passes and is out of this turn."
        if isinstance(event, DiceRerolled):
            return f"{_who(event.player, names)} re-rolls the offer: {_dice(event.values)}."
        if isinstance(event, DieReturned):
            return f"Nothing fits: {_who(event.player, names)} gives the {event.pips} on {pos_name(event.at)} back."
        if isinstance(event, NoDieToReturn):
            return f"Nothing fits, and {_who(event.player, names)} has no die to give back."
        if isinstance(event, TurnEnded):
            return _describe_turn_end(event, names)
        if isinstance(event, PlanetCrossed):
            return f"{_who(event.player, names)}'s rocket lands: planet {pos_name(event.at)} is crossed."
        if isinstance(event, GameEnded):
            why = "all rounds are played" if event.reason == "rounds" else "a sheet has no free field left"
            return f"The game ends: {why}."
        return type(event).__name__

    def progress(self, state: State) -> str:
        names = [p.name for p in state.setup.players]
        totals = ", ".join(f"{n} {s}" for n, s in zip(names, scores(state)))
        level = f"level {state.setup.level.number or state.setup.level.name}"
        if state.phase == "over":
            won = " and ".join(names[p] for p in winners(state))
            if state.setup.solo:
                band = solo_rating(state)
                return f"{level}, over: {scores(state)[0]} points, {band.stars} stars" if band else level
            return f"{level}, over: {won} won; {totals}"
        return f"{level}, round {state.round} of {state.setup.rounds}, {totals}"


def solo_rating(state: State) -> RatingBand | None:
    """The rating table's band for a finished solo game (None otherwise)."""
    if not state.setup.solo or state.phase != "over":
        return None
    return state.setup.level.rating_for(scores(state)[0])


RULES = DizzleRules()
