"""The greedy bot (core.dizzle.bots offers it): takes the die and field worth most now, with an eye on what opens up.

Heuristic (also on the rules page), for every legal placement it adds up:

1. Immediate points of crossing the field: a gem's points; a flag's highest number
   left (if this player has not reached that colour yet); a bomb's minus points
   saved (solo: the +2); a brown pile's minus points; a key, 2 per lock it opens;
   a rocket, 3 while a planet is free.
2. Its share of lines: for each unspoiled arrow line, puzzle colour and the framed
   block through the field, the line's points divided by the fields still missing,
   so nearly finished lines pull hardest.
3. Reach: 0.3 per free field that becomes reachable next to it (room for later turns).
4. Going on: 0.8 per other die value in the offer that could follow it this turn.

With no die fitting it re-rolls when it has nothing to lose (no die on the sheet
this turn) or when the chance that a re-roll fits is at least one half; otherwise
it passes. After a failed re-roll it gives back the die on the least valuable
field. A rocket lands on the planet with the most free, valuable fields within
two steps. Everything is deterministic: the first best command wins a tie.
"""

from __future__ import annotations

from dataclasses import replace

from core.dizzle.board import bits
from core.dizzle.commands import (
    ChoosePlanet,
    DizzleCommand,
    Pass,
    PlaceDie,
    Reroll,
    ReturnDie,
    RollExtraDice,
    RollOffer,
)
from core.dizzle.level import Pos
from core.dizzle.placement import placements, reach
from core.dizzle.state import SOLO_BOMB_POINTS, DizzleState

REACH_WEIGHT = 0.3
FOLLOW_WEIGHT = 0.8
KEY_POINTS_PER_LOCK = 2.0
ROCKET_POINTS = 3.0
REROLL_CHANCE = 0.5


def greedy(state: DizzleState) -> DizzleCommand:
    """The greedy bot's command for the player to act."""
    phase = state.phase
    if phase == "roll":
        return RollOffer()
    if phase == "extra":
        return RollExtraDice()
    if phase == "planet":
        return ChoosePlanet(at=_best_planet(state))
    fitting = placements(state)
    if fitting:
        return _best_placement(state, fitting)
    sheet = state.sheets[state.seat]
    if phase == "reroll":
        worst = min(sheet.dice, key=lambda i: (field_value(state, state.seat, i), i))
        return ReturnDie(at=state.board.pos(worst))
    if not sheet.dice or reroll_chance(state) >= REROLL_CHANCE:
        return Reroll()
    return Pass()


def reroll_chance(state: DizzleState) -> float:
    """Chance that re-rolling the offer gives at least one die that fits."""
    board = state.board
    where = reach(board, state.sheets[state.seat])
    wanted = sum(1 for pips in range(1, 7) if where & board.pips[pips])
    return 1 - (1 - wanted / 6) ** len(state.offer)


def _best_placement(state: DizzleState, fitting: list[tuple[int, int]]) -> PlaceDie:
    board, player = state.board, state.seat
    sheet = state.sheets[player]
    best: tuple[int, int] | None = None
    best_value = float("-inf")
    for die, mask in fitting:
        rest = state.offer[:die] + state.offer[die + 1 :]
        for index in bits(mask):
            after = replace(sheet, dice=(*sheet.dice, index), dice_mask=sheet.dice_mask | 1 << index)
            nxt = reach(board, after)
            follow = sum(1 for pips in set(rest) if nxt & board.pips[pips])
            value = field_value(state, player, index) + FOLLOW_WEIGHT * follow
            if value > best_value:
                best, best_value = (die, index), value
    if best is None:
        raise ValueError("no die fits: nothing to place")
    die, index = best
    return PlaceDie(die=die, at=board.pos(index))


def field_value(state: DizzleState, player: int, index: int) -> float:
    """What crossing field `index` is worth to `player`, by the heuristic above."""
    board, sheet = state.board, state.sheets[player]
    bit = 1 << index
    value = printed_value(state, player, index)
    crossed = sheet.crossed | sheet.dice_mask
    for line in (*board.arrows, *board.puzzles, *((board.block,) if board.block else ())):
        if line.mask & bit and not line.mask & sheet.exploded:
            missing = (line.mask & ~crossed).bit_count()
            value += line.points / max(missing, 1)
    free = board.dice_fields & ~(crossed | sheet.exploded)
    opened = board.around(bit) & free & ~board.around(crossed)
    return value + REACH_WEIGHT * opened.bit_count()


def printed_value(state: DizzleState, player: int, index: int) -> float:
    """Part 1 of the heuristic: what is printed on the field, worth to `player` now."""
    board, sheet = state.board, state.sheets[player]
    bit = 1 << index
    points = board.points_at[index]
    if bit & board.gems:
        return points
    if bit & board.bombs:
        return SOLO_BOMB_POINTS if state.setup.solo else points
    if bit & board.piles:
        return -points
    if bit & board.rockets:
        return ROCKET_POINTS if board.planets & ~sheet.crossed else 0.0
    for k, flag in enumerate(board.flags):
        if bit & flag.mask and sheet.flags[k] is None:
            return flag.ladder[state.struck[k]] if state.struck[k] < len(flag.ladder) else 0.0
    for colour, keys in board.keys.items():
        if bit & keys and not (sheet.crossed | sheet.dice_mask) & keys:
            return KEY_POINTS_PER_LOCK * board.locks.get(colour, 0).bit_count()
    return 0.0


def _best_planet(state: DizzleState) -> Pos:
    board, player = state.board, state.seat
    sheet = state.sheets[player]
    free = board.dice_fields & ~(sheet.crossed | sheet.exploded)

    def worth(planet: int) -> float:
        near = board.around(1 << planet)
        ring = (near | board.around(near)) & free
        return sum(1 + max(field_value(state, player, i), 0) for i in bits(ring))

    planets = bits(board.planets & ~sheet.crossed)
    return board.pos(max(planets, key=lambda p: (worth(p), -p)))
