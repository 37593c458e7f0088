"""Who plays, in which mode, on which board: the validated Setup of a 25 to Dice game.

Modes: `solo` (one player, one sheet), `coop` (2-6 players share one sheet, the
inmates dealt out among them, the final say on the dice passing round the table
each round) and `competitive` (1-6 players, a sheet and six inmate dice each,
the Guard dice shared; one player may play it to chase a high score, as the
rulebook suggests).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from core.descriptor import OptionSpec
from core.game import PlayerSpec, check_players
from core.lang import _, ngettext, pgettext
from core.twenty_five.board import INMATES, load_board
from core.twenty_five.descriptor import GAME, MODES

BOTS: tuple[str, ...] = GAME.bots
SEATS: dict[str, tuple[int, int]] = {"solo": (1, 1), "coop": (2, 6), "competitive": (1, 6)}

OPTIONS: tuple[OptionSpec, ...] = GAME.choice_options


def mode_name(mode: str) -> str:
    """A mode as a form lists it ('coop', in Spanish 'cooperativo'); the value itself never changes."""
    names = {
        "solo": pgettext("25 to Dice mode", "solo"),
        "coop": pgettext("25 to Dice mode", "coop"),
        "competitive": pgettext("25 to Dice mode", "competitive"),
    }
    return names.get(mode, mode)


class TwentyFiveSetup(BaseModel):
    """Players, seed and options; `board` names a shipped board file."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[PlayerSpec, ...]
    seed: int
    mode: Literal["solo", "coop", "competitive"] = "solo"
    board: str = "standard"

    @model_validator(mode="after")
    def _check(self) -> TwentyFiveSetup:
        low, high = SEATS[self.mode]
        count = len(self.players)
        if not low <= count <= high:
            if low == high:
                needs = ngettext("{mode} mode needs {count} player, not {given}",
                                 "{mode} mode needs {count} players, not {given}", low)
            else:
                needs = _("{mode} mode needs {low} to {high} players, not {given}")
            raise ValueError(needs.format(mode=mode_name(self.mode), count=low, low=low, high=high, given=count))
        for player in self.players:
            if player.bot is not None and player.bot not in BOTS:
                raise ValueError(f"unknown bot {player.bot!r} for 25 to Dice (known: {', '.join(BOTS)})")
        load_board(self.board)
        return self


def make_setup(players: Sequence[PlayerSpec], seed: int, **options: Any) -> TwentyFiveSetup:
    """A validated Setup, or ValueError with a one-line reason a user understands."""
    unknown = sorted(set(options) - {"mode", "board"})
    if unknown:
        raise ValueError(f"25 to Dice has no option {unknown[0]!r} (it has: mode)")
    mode = options.get("mode", "solo")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    check_players(players)
    try:
        return TwentyFiveSetup(players=tuple(players), seed=seed, **options)
    except ValidationError as error:
        raise ValueError(error.errors()[0]["msg"].removeprefix("Value error, ")) from None


def crews(setup: TwentyFiveSetup) -> tuple[tuple[int, ...], ...]:
    """Which inmates (indexes into INMATES) each seat looks after.

    Solo and competitive players have all six. In co-op the six are dealt in
    neighbouring blocks, the first seats taking the larger blocks: 4 players get
    Ann+Billy, Clyde+Donna, Eleanor, Frank.
    """
    seats = len(setup.players)
    if setup.mode != "coop":
        return tuple(tuple(range(len(INMATES))) for _ in range(seats))
    size, extra = divmod(len(INMATES), seats)
    blocks, first = [], 0
    for seat in range(seats):
        count = size + (1 if seat < extra else 0)
        blocks.append(tuple(range(first, first + count)))
        first += count
    return tuple(blocks)
