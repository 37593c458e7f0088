"""The setup, the table state, and where a die may go (the placement rules).

A sheet is bit masks over the level's board (see board.py): crosses, exploded
bombs, and the dice placed this turn. States are frozen dataclasses, replaced and
never mutated, because the TUI keeps old states for its views.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from core.dizzle.board import Board, bits, board_for
from core.dizzle.level import Level, Pos
from core.game import PlayerSpec

#: players -> (dice in the offer, rounds)
DICE_AND_ROUNDS: dict[int, tuple[int, int]] = {1: (8, 10), 2: (7, 6), 3: (10, 4), 4: (13, 3)}
#: solo: the extra dice rolled after each placement, and what a crossed bomb pays
SOLO_EXTRA_DICE = 2
SOLO_BOMB_POINTS = 2


class Setup(BaseModel):
    """Who plays, the seed, and the whole level (so a save outlives its level file)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[PlayerSpec, ...] = Field(min_length=1, max_length=4)
    seed: int
    level: Level

    @property
    def dice(self) -> int:
        return DICE_AND_ROUNDS[len(self.players)][0]

    @property
    def rounds(self) -> int:
        return DICE_AND_ROUNDS[len(self.players)][1]

    @property
    def solo(self) -> bool:
        return len(self.players) == 1


#: roll    the actor, the next start player, rolls all the dice
#: place   the actor takes a die; only if none fits, re-rolls or passes
#: reroll  the actor re-rolled: places a die that fits, or gives one back
#: extra   solo: the actor rolls the two extra dice
#: planet  the actor picks a planet for a crossed rocket
#: end     the turn is over, its crosses are not made yet (only inside decide)
#: over    the game has ended
Phase = Literal["roll", "place", "reroll", "extra", "planet", "end", "over"]


@dataclass(frozen=True, slots=True)
class Sheet:
    """One player's sheet: bit masks over the board's fields."""

    crossed: int  # start crosses, crossed fields, crossed planets
    exploded: int = 0
    dice: tuple[int, ...] = ()  # fields holding a die this turn, in the order placed
    dice_mask: int = 0
    flags: tuple[int | None, ...] = ()  # points circled per flag colour; None: not reached


@dataclass(frozen=True, slots=True)
class State:
    setup: Setup
    board: Board
    sheets: tuple[Sheet, ...]
    turn: int = -1  # 0-based over the whole game, of the last roll; -1 before the first
    offer: tuple[int, ...] = ()  # pips, ascending
    rolls: int = 0  # rolls made so far: the next roll's number for core.dice
    actor: int | None = 0
    phase: Phase = "roll"
    passed: frozenset[int] = frozenset()
    last_call: bool = False  # all others passed: the actor's action is the turn's last
    planets_due: tuple[int, ...] = ()  # one entry per rocket owed a planet, in choice order
    struck: tuple[int, ...] = ()  # per flag colour: ladder numbers already gone
    ended: str | None = field(default=None)

    @property
    def players(self) -> int:
        return len(self.sheets)

    @property
    def current_turn(self) -> int:
        """0-based turn being played; while the start player is to roll, the turn about to begin."""
        return self.turn + 1 if self.phase == "roll" else self.turn

    @property
    def round(self) -> int:
        """1-based round number of `current_turn`."""
        return self.current_turn // self.players + 1

    @property
    def start_player(self) -> int:
        """Seat that starts (or is about to start) the current turn."""
        return self.current_turn % self.players

    @property
    def turns_total(self) -> int:
        return self.setup.rounds * self.players


def start(setup: Setup) -> State:
    board = board_for(setup.level)
    sheet = Sheet(crossed=board.starts, flags=(None,) * len(board.flags))
    return State(
        setup=setup,
        board=board,
        sheets=(sheet,) * len(setup.players),
        struck=(0,) * len(board.flags),
    )


def reach(board: Board, sheet: Sheet) -> int:
    """Fields the sheet's next die may go on, whatever its pips.

    Next to a die placed this turn; with no such die yet, or when those dice are
    shut in (no free field next to them), next to any cross: the first die, or a jump.
    A free field has pips, no cross, no die, has not exploded, and is not a lock
    whose key is still uncrossed.
    """
    free = board.dice_fields & ~(sheet.crossed | sheet.exploded | sheet.dice_mask | board.locked(sheet.crossed))
    if sheet.dice_mask:
        near = board.around(sheet.dice_mask) & free
        if near:
            return near
    return board.around(sheet.crossed) & free


def placements(state: State) -> list[tuple[int, int]]:
    """(offer index, field mask) for the first die of each distinct value that fits somewhere."""
    if state.actor is None or state.phase not in ("place", "reroll"):
        return []
    board = state.board
    where = reach(board, state.sheets[state.actor])
    found = []
    previous = 0
    for index, pips in enumerate(state.offer):
        if pips != previous:
            mask = where & board.pips[pips]
            if mask:
                found.append((index, mask))
            previous = pips
    return found


def legal_fields(state: State, die_index: int) -> list[Pos]:
    """Where the current player may put offer die `die_index` now (empty if nowhere)."""
    if state.actor is None or state.phase not in ("place", "reroll"):
        return []
    if not 0 <= die_index < len(state.offer):
        return []
    board = state.board
    mask = reach(board, state.sheets[state.actor]) & board.pips[state.offer[die_index]]
    return [board.pos(i) for i in bits(mask)]


def positions(board: Board, mask: int) -> frozenset[Pos]:
    return frozenset(board.pos(i) for i in bits(mask))


def crossed_fields(state: State, player: int) -> frozenset[Pos]:
    """Crossed fields of a sheet, start crosses and crossed planets included."""
    return positions(state.board, state.sheets[player].crossed)


def exploded_fields(state: State, player: int) -> frozenset[Pos]:
    return positions(state.board, state.sheets[player].exploded)


def placed_dice(state: State, player: int) -> tuple[tuple[Pos, int], ...]:
    """The dice on a sheet this turn as (field, pips), in the order placed."""
    board = state.board
    return tuple((board.pos(i), board.pips_at[i]) for i in state.sheets[player].dice)


def no_field_left(board: Board, sheet: Sheet) -> bool:
    """Every field with pips is crossed or exploded: this sheet ends the game."""
    return not board.dice_fields & ~(sheet.crossed | sheet.exploded)


def seats_from(first: int, players: int) -> Sequence[int]:
    """Seats clockwise starting with `first`."""
    return [(first + k) % players for k in range(players)]
