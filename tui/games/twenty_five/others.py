"""The other players' sheets beside your own, where the terminal has the room for them.

In competitive play every player has a prison sheet; `tab` shows one at a time. On a
wide terminal (200 columns) the sheet on show is joined by the others, each drawn in
the compact squares of an 80-column board, read-only (no cursor, no targets), between
it and the right column: as many as fit, in seat order after the one on show, so at
200 columns three players see all three sheets. A narrower terminal shows none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.lang import _, addressed
from core.twenty_five import sheet_view
from tui.games.twenty_five.board import PrisonBoard, prison_board
from tui.text import literal
from tui.widgets.unchanged import set_titles

#: the right column's least width (time, dice and the log stay readable)
SIDE = 34
#: a compact board's width with its border
OTHER = 47
#: the sheet on show, in its roomy squares (-large) or compact ones
MAIN = {True: 65, False: 47}


def other_boards(layout: Any, sheets: int) -> list[PrisonBoard]:
    """One hidden compact board for each sheet but the one on show."""
    boards = []
    for index in range(sheets - 1):
        board = prison_board(layout, f"other-{index}", compact=True)
        board.add_class("other-board")
        board.display = False
        boards.append(board)
    return boards


def fitting(width: int, large: bool, others: int) -> int:
    """How many other sheets fit beside the one on show on a terminal `width` wide."""
    return max(0, min(others, (width - MAIN[large] - SIDE) // OTHER))


def show_others(screen: Any, names: list[str], boards: Sequence[PrisonBoard]) -> None:
    """Draw the sheets that fit beside `screen.viewing`'s (`boards`: the other sheets'
    boards, as composed); hide the rest."""
    if not boards:
        return
    state = screen.state
    others = [seat for seat in range(len(state.sheets)) if seat != screen.viewing]
    shown = fitting(screen.app.size.width, screen.app.has_class("-large"), len(others))
    for index, board in enumerate(boards):
        board.display = index < shown
        if index < shown:
            seat = others[index]
            board.show(view=sheet_view(state, seat), targets=frozenset(), cursor=None, path=(), picked=None,
                       routes_shown=screen.routes_shown)
            set_titles(board, literal(addressed(names[seat], _("Your sheet"), _("{name}'s sheet"))))
