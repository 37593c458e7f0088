"""The expert: moves judged by the guards' dice now and the odds of every round after.

Why. The planner values a move by the prison it leaves just before the next Guards
Move, with a fixed price for danger and a fixed worth per square of progress. But
what a square is worth depends on the time left (five squares out is a good bet
with ten rounds to go and all but lost with three), and a capture costs more than
the inmate's progress: a guard that takes up a trail this round chases the inmate
the next, and three captures end the game.

How. For each promising move (the planner's own value picks the few best, plus
standing still), the expert plays out the coming Guards Move exactly for all 36
faces of the two guard dice (Green first, then Blue on the prison Green left
behind: pursuits, captures and trails taken up, square by square, as the rules
do), and values each prison that follows by its chance to break out in the rounds
left (`odds.break_out_chance`: measured odds for each inmate from its distance to
a free exit, the Inmates Moves left, how many share the dice, and whether a guard
is on its trail). It makes the move with the best expected chance if that beats
standing still.

Escapes are as the planner's: at once, with the die the others need least. In a
competitive game, once four are out (or four can no longer get out) it plays on
as the planner, for more escapes and points. Like the planner it never
substitutes. There is no chance in it at all: the same position always gets the
same command, so replays and saves see the same game.
"""

from __future__ import annotations

from collections.abc import Iterator

from core.twenty_five.bots import best_escape, bot_command, caution, moved_sheet, value
from core.twenty_five.commands import EndMoves, TwentyFiveCommand
from core.twenty_five.inmates import move_command, moves
from core.twenty_five.lookahead import guards_move_odds
from core.twenty_five.odds import break_out_chance, distance, shipped_odds
from core.twenty_five.state import (
    CAPTURES_TO_LOSE,
    CELL,
    ESCAPES_TO_WIN,
    GRID,
    ROUNDS,
    Layout,
    PrisonSheet,
    TwentyFiveState,
    acting_board,
)

#: how many of the planner's best moves the expert plays the guard dice out for
SHORTLIST = 6
#: a move must raise the chance to break out by this much over standing still
GAIN = 0.0005


def expert_command(state: TwentyFiveState) -> TwentyFiveCommand:
    """The expert's next command in an Inmates Move (EndMoves when nothing beats standing still)."""
    board = acting_board(state)
    if board is None:
        return EndMoves()
    sheet, layout = state.sheets[board], state.layout
    escape = best_escape(state, sheet)
    if escape is not None:
        return escape
    playing = sum(1 for inmate in sheet.inmates if inmate.status in (GRID, CELL))
    if sheet.escaped >= ESCAPES_TO_WIN or sheet.escaped + playing < ESCAPES_TO_WIN or state.round >= ROUNDS:
        # competitive, with four out or out of reach; or the last round, where only escapes count
        planned: TwentyFiveCommand = bot_command(state)
        return planned
    shortlist = sorted(_candidates(state, sheet, caution(state)), key=lambda item: -item[0])[:SHORTLIST]
    moves_left = ROUNDS - state.round
    mortal = state.setup.mode != "competitive"
    best: tuple[int, tuple[int, ...]] | None = None
    best_chance = lookahead(layout, sheet, moves_left, mortal) + GAIN
    for _, inmate, walk, after in shortlist:
        chance = lookahead(layout, after, moves_left, mortal)
        if chance > best_chance:
            best, best_chance = (inmate, walk), chance
    if best is None:
        return EndMoves()
    return move_command(state, *best)


def _candidates(
    state: TwentyFiveState, sheet: PrisonSheet, caution: float
) -> Iterator[tuple[float, int, tuple[int, ...], PrisonSheet]]:
    """(planner's value, inmate, walk, prison after) for each legal move, one per distinct prison."""
    seen: set[tuple[object, ...]] = set()
    for inmate, walk in moves(state, sheet):
        after = moved_sheet(sheet, inmate, walk)
        key = (after.inmates, after.guards)
        if key in seen:
            continue
        seen.add(key)
        yield value(state.layout, after, caution), inmate, walk, after


def lookahead(layout: Layout, sheet: PrisonSheet, moves_left: int, mortal: bool = True) -> float:
    """The chance to break out, over all 36 rolls of the guard dice played out exactly.

    `moves_left`: the Inmates Moves that follow the coming Guards Move. `mortal`:
    the third capture ends the game at once (solo and co-op).
    """
    need = ESCAPES_TO_WIN - sheet.escaped
    playing = [index for index, inmate in enumerate(sheet.inmates) if inmate.status in (GRID, CELL)]
    far = {index: distance(layout, sheet, index) for index in playing}
    odds = shipped_odds()

    def worth(caught: frozenset[int], pursued: frozenset[int]) -> float:
        left = [(far[index], index in pursued) for index in playing if index not in caught]
        return break_out_chance(odds, left, moves_left, need)

    return guards_move_odds(layout, sheet, worth, mortal, CAPTURES_TO_LOSE - sheet.captured)
