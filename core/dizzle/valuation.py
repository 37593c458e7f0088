"""What a field is worth to the expert bot, given the dice it has placed this turn.

The greedy bot's heuristic (core.dizzle.greedy: printed points, line shares, room opened)
without its "going on" bonus, which the expert's lookahead replaces, and with the
expert's corrections: on the last turn of the game only points that land count; at a
table a bomb also counts for what it costs the opponents it explodes on; a key counts
against the crosses of earlier turns, and a second key of a colour placed in the same
turn opens nothing more. Values are cached per (dice of this turn, field): the
lookahead asks for the same ones many times.
"""

from __future__ import annotations

from core.dizzle.board import LevelBoard, bits
from core.dizzle.greedy import KEY_POINTS_PER_LOCK, REACH_WEIGHT, printed_value
from core.dizzle.state import DizzleState


class Valuation:
    """What crossing a field is worth to one player this turn, given the dice already on it."""

    def __init__(self, state: DizzleState, player: int) -> None:
        board, sheet = state.board, state.sheets[player]
        self.board: LevelBoard = board
        self.crossed = sheet.crossed
        self.exploded = sheet.exploded
        self.solo = state.setup.solo
        self.final = state.turn + 1 >= state.turns_total  # nothing after this turn
        self.free = board.dice_fields & ~(sheet.crossed | sheet.exploded | board.locked(sheet.crossed))
        self.lines = [
            line for line in (*board.arrows, *board.puzzles, *((board.block,) if board.block else ()))
            if not line.mask & sheet.exploded and line.mask & ~sheet.crossed
        ]
        self.keys = sum(board.keys.values())
        self.printed = {index: self._printed(state, player, index) for index in bits(self.free)}
        self._values: dict[tuple[int, int], float] = {}

    def _printed(self, state: DizzleState, player: int, index: int) -> float:
        """The greedy bot's value of what is printed on the field, with the expert's corrections."""
        board = self.board
        bit = 1 << index
        if bit & board.bombs and not self.solo:
            points = board.points_at[index]
            others = [s for p, s in enumerate(state.sheets) if p != player]
            hit = sum(1 for s in others if not (s.crossed | s.exploded | s.dice_mask) & bit)
            return points + points * hit / len(others)
        if self.final and bit & (board.rockets | self.keys):
            return 0.0  # a rocket or key opens nothing once the game is over
        if bit & self.keys:  # this turn's dice count in `value`: here only earlier turns' crosses
            colour = next(colour for colour, keys in board.keys.items() if bit & keys)
            first = not self.crossed & board.keys[colour]
            return KEY_POINTS_PER_LOCK * board.locks.get(colour, 0).bit_count() if first else 0.0
        return printed_value(state, player, index)

    def reach(self, dice: int) -> int:
        """Fields the next die may take with `dice` placed this turn (see placement.reach)."""
        free = self.free & ~dice
        if dice:
            near = self.board.around(dice) & free
            if near:
                return near
        return self.board.around(self.crossed) & free

    def value(self, dice: int, index: int) -> float:
        """The immediate value of a die on `index` with `dice` already placed this turn."""
        key = (dice, index)
        found = self._values.get(key)
        if found is not None:
            return found
        bit = 1 << index
        value = self.printed[index]
        if bit & self.keys and dice & self.keys:
            value = self._key_again(dice, index, value)
        taken = self.crossed | dice
        for line in self.lines:
            if line.mask & bit:
                missing = (line.mask & ~taken).bit_count()
                if not self.final:
                    value += line.points / missing
                elif missing == 1:
                    value += line.points
        if not self.final:
            open_ = self.board.dice_fields & ~(taken | self.exploded)
            opened = self.board.around(bit) & open_ & ~self.board.around(taken)
            value += REACH_WEIGHT * opened.bit_count()
        self._values[key] = value
        return value

    def _key_again(self, dice: int, index: int, value: float) -> float:
        """A second key of a colour this turn opens nothing more."""
        for keys in self.board.keys.values():
            if keys >> index & 1 and dice & keys:
                return 0.0
        return value
