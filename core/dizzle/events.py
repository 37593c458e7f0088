"""Dizzle's events: what happened, the save (the commands are in commands.py).

Fields are `(row, col)` positions, 0-based; dice are given by their pips, since
dice showing the same number are interchangeable.

Undo: in a game of several players every action hands the offer on to the next
player, so no multiplayer event is undoable. Solo, placing a die is followed by a
separate roll of the two extra dice (`RollExtraDice`), as at the table; until then
the placement (`SoloDiePlaced`) may be taken back.
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from core.dizzle.level import Pos
from core.game import FAIL_FAST, Event


class DizzleDiceRolled(Event):
    """The start player of turn `turn` (0-based, over the whole game) rolled all the dice."""

    type: Literal["dice_rolled"] = "dice_rolled"
    random: ClassVar[bool] = True
    turn: int = Field(ge=0)
    player: int = Field(ge=0)
    values: tuple[int, ...]


class DiePlaced(Event):
    """A player took a die and placed it; the offer passes on to the next player."""

    type: Literal["die_placed"] = "die_placed"
    player: int = Field(ge=0)
    pips: int = Field(ge=1, le=6)
    at: Pos


class SoloDiePlaced(Event):
    """Solo: the die is on the sheet; the extra dice are not rolled yet, so it can be taken back."""

    type: Literal["solo_die_placed"] = "solo_die_placed"
    undoable: ClassVar[bool] = True
    player: int = Field(default=0, ge=0)
    pips: int = Field(ge=1, le=6)
    at: Pos


class ExtraDiceRolled(Event):
    """Solo: the two extra dice were rolled; `removed` are the offer dice they took away."""

    type: Literal["extra_dice_rolled"] = "extra_dice_rolled"
    random: ClassVar[bool] = True
    values: tuple[int, ...]
    removed: tuple[int, ...]


class PlayerPassed(Event):
    """A player dropped out of this turn; `withdrew` when no field could be reached at all."""

    type: Literal["player_passed"] = "player_passed"
    player: int = Field(ge=0)
    withdrew: bool = False


class DiceRerolled(Event):
    """A player re-rolled the offer; the player must now place a die that fits, if any."""

    type: Literal["dice_rerolled"] = "dice_rerolled"
    random: ClassVar[bool] = True
    player: int = Field(ge=0)
    values: tuple[int, ...]


class DieReturned(Event):
    """The re-roll fitted nothing: the die on `at` went back to the offer, unchanged."""

    type: Literal["die_returned"] = "die_returned"
    player: int = Field(ge=0)
    pips: int = Field(ge=1, le=6)
    at: Pos


class NoDieToReturn(Event):
    """The re-roll fitted nothing and the player had no die on the sheet to give back."""

    type: Literal["no_die_to_return"] = "no_die_to_return"
    player: int = Field(ge=0)


class FlagTaken(BaseModel):
    """Part of TurnEnded: `player` reached a `colour` flag and circled `points`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    player: int = Field(ge=0)
    colour: str
    points: int = Field(ge=0)


class TurnEnded(Event):
    """Every die became a cross; bombs exploded on the sheets in `exploded` (player,
    field); flags were taken as listed. Rockets crossed now owe their planets."""

    type: Literal["turn_ended"] = "turn_ended"
    turn: int = Field(ge=0)
    exploded: tuple[tuple[int, Pos], ...] = ()
    flags: tuple[FlagTaken, ...] = ()


class PlanetCrossed(Event):
    """A crossed rocket landed: the player crossed this planet (chosen, or the only one left)."""

    type: Literal["planet_crossed"] = "planet_crossed"
    player: int = Field(ge=0)
    at: Pos


class DizzleGameEnded(Event):
    """The last round was played, or a sheet has no field left (`sheet_full`)."""

    type: Literal["game_ended"] = "game_ended"
    reason: Literal["rounds", "sheet_full"]


#: the two ways a die reaches a sheet (multiplayer, solo)
DicePlacedEvents = (DiePlaced, SoloDiePlaced)

DizzleEvent = Annotated[
    DizzleDiceRolled
    | DiePlaced
    | SoloDiePlaced
    | ExtraDiceRolled
    | PlayerPassed
    | DiceRerolled
    | DieReturned
    | NoDieToReturn
    | TurnEnded
    | PlanetCrossed
    | DizzleGameEnded,
    Field(discriminator="type"),
]

EVENTS: TypeAdapter[list[DizzleEvent]] = TypeAdapter(Annotated[list[DizzleEvent], FAIL_FAST])
