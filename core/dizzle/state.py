"""The table state: the offer, whose action it is, and every player's sheet.

A sheet is bit masks over the level's board (see board.py): crosses, exploded
bombs, and the dice placed this turn. States are frozen dataclasses, replaced and
never mutated, because the TUI keeps old states for its views.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from core.dizzle.board import LevelBoard, board_for
from core.dizzle.setup import DizzleSetup

#: solo: the extra dice rolled after each placement, and what a crossed bomb pays
SOLO_EXTRA_DICE = 2
SOLO_BOMB_POINTS = 2

#: roll    the actor, the next start player, rolls all the dice
#: place   the actor takes a die; only if none fits, re-rolls or passes
#: reroll  the actor re-rolled: places a die that fits, or gives one back
#: extra   solo: the actor rolls the two extra dice
#: planet  the actor picks a planet for a crossed rocket
#: end     the turn is over, its crosses are not made yet (only inside decide)
#: over    the game has ended
Phase = Literal["roll", "place", "reroll", "extra", "planet", "end", "over"]


@dataclass(frozen=True, slots=True)
class PlayerSheet:
    """One player's sheet: bit masks over the board's fields."""

    crossed: int  # start crosses, crossed fields, crossed planets
    exploded: int = 0
    dice: tuple[int, ...] = ()  # fields holding a die this turn, in the order placed
    dice_mask: int = 0
    flags: tuple[int | None, ...] = ()  # points circled per flag colour; None: not reached


@dataclass(frozen=True, slots=True)
class DizzleState:
    setup: DizzleSetup
    board: LevelBoard
    sheets: tuple[PlayerSheet, ...]
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
    def seat(self) -> int:
        """The actor's seat, for the rules and bots that act while the game is on."""
        if self.actor is None:
            raise ValueError("the game is over: nobody acts")
        return self.actor

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


def start(setup: DizzleSetup) -> DizzleState:
    board = board_for(setup.level)
    sheet = PlayerSheet(crossed=board.starts, flags=(None,) * len(board.flags))
    return DizzleState(
        setup=setup,
        board=board,
        sheets=(sheet,) * len(setup.players),
        struck=(0,) * len(board.flags),
    )


def seats_from(first: int, players: int) -> Sequence[int]:
    """Seats clockwise starting with `first`."""
    return [(first + k) % players for k in range(players)]
