"""After a chop the terminal may have measured otherwise: what it may have shifted or spilled into.

Why apart from the copy (tui.render.shadow): these are the copy's two answers to a
doubt, the cells after such a chop sent again from the copy (`after_doubt`) and the chop
beside it sent again from the update or asked of Textual (`spill`), and they are what
the terminal-width tests (tests/tui/test_render_widths.py) exercise.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len

from tui.render.frame import Frame
from tui.render.placing import whole

#: one cell of the copy: its text and its style's key (tui.render.shadow)
Cell = tuple[str, str]


def spill(update: Any, console: Any, row: list[Cell | None], at: tuple[int, int], frame: Frame, reach: int,
      asked: list[tuple[int, int, int]]) -> None:  # fmt: skip
    """The chop that starts where a doubtful one ended, when the copy does not know its
    cells: a grapheme the terminal draws wider (a skin tone on its own) may have spilled
    into it, and no later diff would send it (it is not dirty): sent whole again if the
    update was rendered that far (`reach`, its spans' last column), else asked for again
    (`asked`): beyond it the update's chop is not what the screen shows (Dizzle's log row
    beside the help text once went out blank, until Ctrl+L)."""
    y, x = at
    for end, (start, strip) in zip(update.chop_ends[y], update.chops[y].items(), strict=False):
        if start == x and strip is not None and None in row[x:end]:
            if end > reach:
                asked.append((y, x, end))
                return
            frame.raw(whole(strip, x, y, x, end, end, console))
            after_doubt(row, y, x, min(end, len(row)), frame)
            return

def after_doubt(row: list[Cell | None], y: int, x: int, stop: int, frame: Frame) -> None:
    """A chop from column x was sent as Textual sends it, and the terminal may have
    measured it otherwise (an emoji Rich and the terminal disagree on): whatever it
    shifted is unknown. Its own cells stay unknown; the cells after it that the copy
    knows are sent again at their columns (the chops after it compare with those)."""
    row[x:stop] = [None] * max(stop - x, 0)
    start = None
    for column in range(stop, len(row) + 1):
        cell = row[column] if column < len(row) else None
        # a right half ("") is sound only after its own wide character: an orphan one
        # (its left half overwritten) would send nothing and shift the rest a cell left
        before = row[column - 1] if column > 0 else None
        orphan = cell is not None and cell[0] == "" and (
            start is None or before is None or cell_len(before[0]) != 2)
        sound = cell is not None and frame.renders(cell[1]) and not orphan
        if sound and start is None:
            start = column
        elif not sound:
            if cell is not None:
                row[column] = None  # a half of a wide character, or a style not kept: unknown
            if start is not None:
                frame.cells(y, start, row[start:column])
                start = None
