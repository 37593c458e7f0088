"""Deciding commands, the legal choices, log lines, and the `RULES` object.

`decide` is the only place the rules are checked for a player and the only place
dice are rolled. A command's events always run to a stable state: a roll that
brings the third Doctor is followed by its `TurnScored` in the same list, and the
turn that completes the final round is followed by `GameEnded`, so the TUI never
sees the transient SCORING and ENDING phases.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any

from pydantic import ValidationError

from core import dice
from core.game import IllegalMove, OptionSpec, PlayerSpec

from .events import EVENTS, DiceKept, DiceRolled, GameEnded, Keep, Roll, Stop, TurnScored
from .faces import DALEKS_2, DALEKS_3, FACE_NAMES, HUMANS_2, HUMANS_4, describe_faces
from .setup import BOTS, MAX_PLAYERS, MIN_PLAYERS, Setup
from .table import (ENDING, MUST_KEEP, MUST_ROLL, OVER, ROLL_OR_STOP, SCORING, State, evolve,
                    fold, start, turn_score, winners_of)

DalekCommand = Roll | Keep | Stop


def keep_values(keep: Keep) -> tuple[int, ...]:
    """The kept dice as sorted face values, as `DiceKept` stores them."""
    return ((HUMANS_2,) * keep.humans2 + (HUMANS_4,) * keep.humans4
            + (DALEKS_2,) * keep.daleks2 + (DALEKS_3,) * keep.daleks3)


def _turn_scored(state: State) -> TurnScored:
    """The end of the current turn, scored (the turn must be able to end now)."""
    reason, points = turn_score(state)
    return TurnScored(player=state.seat, points=points, reason=reason)


def _settle(state: State, events: list) -> list:
    """Append the events the rules force after a command: the turn's score, the game's end."""
    for event in events:
        state = evolve(state, event)
    while state.phase in (SCORING, ENDING):
        if state.phase == SCORING:
            event = _turn_scored(state)
        else:
            event = GameEnded(winners=winners_of(state.totals))
        events.append(event)
        state = evolve(state, event)
    return events


def decide(state: State, command: DalekCommand) -> list:
    """The events a command causes, or IllegalMove saying why it cannot be given now."""
    if state.phase == OVER:
        raise IllegalMove("The game is over.")
    if isinstance(command, Roll):
        if state.phase == MUST_KEEP:
            raise IllegalMove("Keep some dice from this roll before rolling again.")
        values = dice.roll(state.setup.seed, state.rolls, state.dice_left)
        return _settle(state, [DiceRolled(values=values)])
    if isinstance(command, Keep):
        if state.phase != MUST_KEEP:
            raise IllegalMove("There is no roll to keep dice from: roll first.")
        values = keep_values(command)
        for face in set(values):
            if values.count(face) > state.centre.count(face):
                shown = state.centre.count(face)
                many = f"only {shown}" if shown else "no"
                raise IllegalMove(f"This roll shows {many} {FACE_NAMES[face]}.")
        if not values and not state.top_placed:
            raise IllegalMove("Keep at least one die this roll.")
        return _settle(state, [DiceKept(values=values)])
    if isinstance(command, Stop):
        if state.phase == MUST_ROLL:
            raise IllegalMove("Roll the dice first: a turn starts with a roll.")
        if state.phase != ROLL_OR_STOP:
            raise IllegalMove("Keep some dice from this roll before stopping.")
        return _settle(state, [_turn_scored(state)])
    raise IllegalMove(f"Dalek Dice has no command {type(command).__name__}.")


def legal_commands(state: State) -> list[DalekCommand]:
    """Roll; Roll or Stop; or every way of keeping the centre's dice (counts per face)."""
    if state.phase == MUST_ROLL:
        return [Roll()]
    if state.phase == ROLL_OR_STOP:
        return [Roll(), Stop()]
    if state.phase != MUST_KEEP:
        return []
    shown = [state.centre.count(face) for face in (HUMANS_2, HUMANS_4, DALEKS_2, DALEKS_3)]
    keeps = [Keep(humans2=a, humans4=b, daleks2=c, daleks3=d)
             for a, b, c, d in product(*(range(n + 1) for n in shown))]
    return keeps if state.top_placed else keeps[1:]  # keeps[0] keeps nothing


def describe(event: Any, setup: Setup | None = None) -> str:
    """One log line in the rulebook's words; players by name when the setup is given."""

    def name(seat: int) -> str:
        players = setup.players if setup is not None else ()
        return players[seat].name if seat < len(players) else f"Player {seat + 1}"

    if isinstance(event, DiceRolled):
        return f"Rolled {len(event.values)} dice: {describe_faces(event.values)}."
    if isinstance(event, DiceKept):
        if not event.values:
            return "Kept no Humans or Daleks: the die in the Top is this roll's keeper."
        return f"Kept {describe_faces(event.values)}."
    if isinstance(event, TurnScored):
        who, points = name(event.player), f"{event.points} points"
        return {
            "stopped": f"{who} stops and scores {points}.",
            "no_dice_left": f"{who} has no dice left and scores {points}.",
            "doctor": f"The Doctor intervenes! {who} scores 0 points.",
            "exterminate": f"EXTERMINATE! {who} scores {points}.",
        }[event.reason]
    if isinstance(event, GameEnded):
        who = " and ".join(name(seat) for seat in event.winners)
        if len(event.winners) == 1:
            return f"Game over: {who} wins."
        return f"Game over: {who} share the win."
    raise TypeError(f"not a Dalek Dice event: {event!r}")


def progress(state: State) -> str:
    """'turn 7, Ann 24, Bob 17' while playing; 'Ann won with 64' once over."""
    names = [player.name for player in state.setup.players]
    if state.phase == OVER:
        best = winners_of(state.totals)
        who = " and ".join(names[seat] for seat in best)
        verb = "won" if len(best) == 1 else "shared the win"
        return f"{who} {verb} with {state.totals[best[0]]}"
    scores = ", ".join(f"{name} {total}" for name, total in zip(names, state.totals))
    return f"turn {state.turn}, {scores}"


class DalekDiceRules:
    """The `core.game.Rules` object for Dalek Dice."""

    id = "dalek-dice"
    title = "Dalek Dice"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    bots: Sequence[str] = BOTS
    options: Sequence[OptionSpec] = ()
    setup_model = Setup
    events = EVENTS

    def make_setup(self, players: Sequence[PlayerSpec], seed: int, **options: Any) -> Setup:
        if options:
            raise ValueError(f"Dalek Dice has no option {sorted(options)[0]!r}")
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise ValueError(f"Dalek Dice needs {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                             f"not {len(players)}")
        try:
            return Setup(players=tuple(players), seed=seed)
        except ValidationError as error:
            raise ValueError(error.errors()[0]["msg"].removeprefix("Value error, ")) from None

    start = staticmethod(start)
    decide = staticmethod(decide)
    evolve = staticmethod(evolve)
    fold = staticmethod(fold)
    legal_commands = staticmethod(legal_commands)
    describe = staticmethod(describe)
    progress = staticmethod(progress)

    def current_player(self, state: State) -> int | None:
        return None if state.phase == OVER else state.seat

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def scores(self, state: State) -> list[int]:
        return list(state.totals)

    def winners(self, state: State) -> list[int]:
        return list(winners_of(state.totals)) if state.phase == OVER else []

    def bot_command(self, state: State, bot: str) -> DalekCommand:
        from .bots import bot_command  # the optimal bot's table is built only when a bot plays

        return bot_command(state, bot)
