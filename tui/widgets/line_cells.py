"""Lines of pieces and which of their cells differ (tui/widgets/drawn_lines.py).

Why apart: after a move every panel compares the lines it drew with the lines it draws
now, and refreshes only the span of cells that differ; that comparison is the line
widgets' hottest arithmetic, kept here small and plain, without Textual.
"""

from __future__ import annotations

from rich.cells import cell_len

#: a piece of a line: its text (one cell a character) and the names of its styles, in order
Piece = tuple[str, tuple[str, ...]]
Line = tuple[Piece, ...]
#: a character of a line: its first cell, its width in cells, itself, its styles
Cell = tuple[int, int, str, tuple[str, ...]]


def runs(line: Line) -> list[Piece]:
    """The line with neighbouring pieces of the same styles joined: Textual sends a
    segment with its styles (colours and all, some 40 bytes), so runs save bytes."""
    joined: list[Piece] = []
    for chars, names in line:
        if joined and joined[-1][1] == names:
            joined[-1] = (joined[-1][0] + chars, names)
        elif chars:
            joined.append((chars, names))
    return joined


def cells(line: Line) -> list[Cell]:
    """(first cell, width, character, styles) of each character of `line`. A piece of
    printable ASCII is one cell a character without asking each its width (most of a move's
    compared lines: a sheet row is some forty characters)."""
    found: list[Cell] = []
    x = 0
    for text, names in line:
        if text.isascii() and text.isprintable():  # a control character takes no cell
            found += [(x + at, 1, char, names) for at, char in enumerate(text)]
            x += len(text)
            continue
        for char in text:
            width = cell_len(char)
            found.append((x, width, char, names))
            x += width
    return found


def changed_span(before: Line, after: Line) -> tuple[int, int] | None:
    """(first cell, width) from the first to the last cell that differs; None if none does.
    One span per line: Textual resends a partly dirty line from the widget's left edge.
    The pieces alike at either end are skipped whole (a cursor move changes a few cells
    of a long line)."""
    if before == after:
        return None
    alike = min(len(before), len(after))
    start = 0
    while start < alike and before[start] == after[start]:
        start += 1
    end = 0
    while end < alike - start and before[-1 - end] == after[-1 - end]:
        end += 1
    lead = sum(_cells_of(chars) for chars, _ in before[:start])
    old = cells(before[start:len(before) - end])
    new = cells(after[start:len(after) - end])
    if end and _width(old) != _width(new):  # the pieces alike at the end stand elsewhere now
        old, new = cells(before[start:]), cells(after[start:])
    span = _differing(old, new)
    if span is None:
        return None
    left = lead + span[0]
    if not all(_measured_alike(chars) for chars, _ in (*before, *after)):
        # the characters' widths one by one are not the width Rich gives them together (an
        # emoji and its variation selector: 1 + 0 against 2): cells after them stand further
        # right than counted, so the span reaches the end of the longer line
        return left, max(_cells_of_line(before), _cells_of_line(after), left + span[1]) - left
    return left, span[1]


def _differing(old: list[Cell], new: list[Cell]) -> tuple[int, int] | None:
    """(first cell, width) over every pair of cells at the same index that differ (a
    cell with none beside it differs): the first such index gives the first cell and
    each list's last such index its last, as cells stand left to right."""
    alike = min(len(old), len(new))
    first = 0
    while first < alike and old[first] == new[first]:
        first += 1
    if first == len(old) == len(new):
        return None
    left = min(cell[0] for cell in (*old[first:first + 1], *new[first:first + 1]))
    right = max(_last_end(mine, other, first) for mine, other in ((old, new), (new, old)))
    return left, right - left


def _last_end(mine: list[Cell], other: list[Cell], first: int) -> int:
    """Where the last of `mine`'s cells that differs from `other`'s ends (0: none does)."""
    index = len(mine) - 1
    if len(mine) <= len(other):
        while index >= first and mine[index] == other[index]:
            index -= 1
    return mine[index][0] + mine[index][1] if index >= first else 0


def _cells_of(text: str) -> int:
    """The cells `text` takes (printable ASCII: one a character, without asking)."""
    return len(text) if _plain(text) else cell_len(text)


def _plain(text: str) -> bool:
    return text.isascii() and text.isprintable()


def _measured_alike(text: str) -> bool:
    """Whether `text` takes as many cells as its characters one by one (`cells`) do."""
    return _plain(text) or cell_len(text) == sum(cell_len(char) for char in text)


def _cells_of_line(line: Line) -> int:
    return sum(_cells_of(chars) for chars, _ in line)


def _width(found: list[Cell]) -> int:
    return found[-1][0] + found[-1][1] if found else 0
