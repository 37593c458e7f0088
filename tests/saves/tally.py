"""Tally: a tiny dice game that exists only to test the saves layer.

It has the shapes the real games have, so the saves code meets them all: a seeded roll
(`DiceRolled`, random, never undone), a player's own undoable decision (`DieKept`), a
re-roll after keeping (undo must not cross it), and a turn-ending event (`TurnBanked`).

Rules: on your turn roll three dice; keep at least one die from each roll; you may
re-roll the dice you have not kept, or bank the sum of your kept dice. The first player
whose score reaches the target wins.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from core import dice
from core.descriptor import GameDescriptor
from core.game import Command, Event, IllegalMove, OptionSpec, PlayerSpec, RulesDefaults

DICE = 3


class TallySetup(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[PlayerSpec, ...] = Field(min_length=1, max_length=4)
    seed: int
    target: int = Field(default=20, ge=5, le=1_000_000)


class TallyRoll(Command):
    pass


class TallyKeep(Command):
    die: int  # index into the current roll


class Bank(Command):
    pass


class TallyRolled(Event):
    type: Literal["dice_rolled"] = "dice_rolled"
    values: tuple[int, ...]
    random = True


class DieKept(Event):
    type: Literal["die_kept"] = "die_kept"
    die: int
    undoable = True


class TurnBanked(Event):
    type: Literal["turn_banked"] = "turn_banked"
    seat: int
    points: int


TallyEvent = Annotated[TallyRolled | DieKept | TurnBanked, Field(discriminator="type")]


@dataclass(frozen=True, slots=True)
class TallyState:
    setup: TallySetup
    scores: tuple[int, ...]
    seat: int = 0
    rolls: int = 0
    turn: int = 1
    roll: tuple[int, ...] = ()  # dice of the last roll not kept yet
    kept: tuple[int, ...] = ()  # values kept this turn
    kept_this_roll: bool = False
    over: bool = False


class Tally(RulesDefaults):
    id = "tally"
    title = "Tally"
    min_players = 1
    max_players = 4
    bots = ("greedy",)
    options = (OptionSpec(name="target", label="Target", choices=(20, 50, 1000), default=20),)
    setup_model = TallySetup
    events = TypeAdapter(list[TallyEvent])

    def make_setup(self, players, seed, **options):
        try:
            return TallySetup(players=tuple(players), seed=seed, **options)
        except ValueError as error:
            raise ValueError(str(error).splitlines()[0]) from None

    def start(self, setup):
        return TallyState(setup=setup, scores=(0,) * len(setup.players))

    def decide(self, state, command):
        if state.over:
            raise IllegalMove("The game is over.")
        if isinstance(command, TallyRoll):
            if state.kept and not (state.kept_this_roll and state.roll):
                raise IllegalMove("Keep at least one die this roll.")
            values = dice.roll(state.setup.seed, state.rolls, DICE - len(state.kept))
            return [TallyRolled(values=values)]
        if isinstance(command, TallyKeep):
            if not 0 <= command.die < len(state.roll):
                raise IllegalMove("There is no such die to keep.")
            return [DieKept(die=command.die)]
        if isinstance(command, Bank):
            if not state.kept_this_roll:
                raise IllegalMove("Keep at least one die this roll.")
            return [TurnBanked(seat=state.seat, points=sum(state.kept))]
        raise IllegalMove("Tally has no such move.")

    def evolve(self, state, event):
        if isinstance(event, TallyRolled):
            return replace(state, roll=event.values, rolls=state.rolls + 1, kept_this_roll=False)
        if isinstance(event, DieKept):
            if not 0 <= event.die < len(state.roll):
                raise ValueError("keeps a die that was not rolled")
            value = state.roll[event.die]
            roll = state.roll[: event.die] + state.roll[event.die + 1 :]
            return replace(state, roll=roll, kept=(*state.kept, value), kept_this_roll=True)
        scores = list(state.scores)
        scores[event.seat] += event.points
        return replace(
            state,
            scores=tuple(scores),
            seat=(state.seat + 1) % len(scores),
            turn=state.turn + 1,
            roll=(),
            kept=(),
            kept_this_roll=False,
            over=scores[event.seat] >= state.setup.target,
        )

    def legal_commands(self, state):
        if state.over:
            return []
        if not state.roll and not state.kept:
            return [TallyRoll()]
        moves = [TallyKeep(die=i) for i in range(len(state.roll))]
        if state.kept_this_roll:
            moves += [TallyRoll()] if state.roll else []
            moves.append(Bank())
        return moves

    def current_player(self, state):
        return None if state.over else state.seat

    def is_over(self, state):
        return state.over

    def scores(self, state):
        return list(state.scores)

    def winners(self, state):
        target = state.setup.target
        return [seat for seat, score in enumerate(state.scores) if score >= target]

    def describe(self, event):
        if isinstance(event, TallyRolled):
            return f"rolled {' '.join(map(str, event.values))}"
        if isinstance(event, DieKept):
            return f"kept die {event.die + 1}"
        return f"seat {event.seat + 1} banked {event.points}"

    def facts(self, state):
        return {"turn": state.turn}

    @staticmethod
    def progress_line(facts, names):
        if facts["over"]:
            return f"{names[facts['winners'][0]]} won"
        return f"turn {facts['turn']}, " + ", ".join(f"{name} {score}" for name, score in zip(names, facts["scores"]))

    def progress(self, state):
        from core.facts import facts_of

        return self.progress_line(facts_of(self, state), [player.name for player in state.setup.players])

    def bot_command(self, state, bot):
        """Keep the best die; keep more while they are 4 or better; re-roll once."""
        if not state.roll and not state.kept:
            return TallyRoll()
        best = max(range(len(state.roll)), key=state.roll.__getitem__, default=None)
        if not state.kept_this_roll or (best is not None and state.roll[best] >= 4):
            return TallyKeep(die=best)
        if state.roll and len(state.kept) < 2:
            return TallyRoll()
        return Bank()


RULES = Tally()


#: Tally's descriptor: registered by tests/saves/conftest.py as any game is (core.games.register)
GAME = GameDescriptor(
    id="tally",
    title="Tally",
    rules="tests.saves.tally:RULES",
    stats="tests.saves.tally",
    progress="tests.saves.tally",
    min_players=1,
    max_players=4,
    default_players="You",
    bots=RULES.bots,
    options=RULES.options,
)


def progress_line(facts, names):
    """The save list's line of a Tally save, from its summary's facts."""
    return Tally.progress_line(facts, names)
