"""Lines of pieces and which of their cells differ (tui/widgets/drawn_lines.py).

Why apart: after a move every panel compares the lines it drew with the lines it draws
now, and refreshes only the span of cells that differ; that comparison is the line
widgets' hottest arithmetic, kept here small and plain, without Textual.
"""

from __future__ import annotations

from rich.cells import cell_len, split_graphemes

#: a piece of a line: its text (one cell a character) and the names of its styles, in order
Piece = tuple[str, tuple[str, ...]]
Line = tuple[Piece, ...]
#: a grapheme of a line: its first cell, its width in cells, itself, its styles
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
    """(first cell, width, grapheme, styles) of each grapheme of `line`, measured as Rich
    measures them when Textual draws the line: ❤️ (a heart and a variation selector) is one
    grapheme of two cells, not a cell and none. A piece of printable ASCII is one cell a
    character without asking each its width (most of a move's compared lines: a sheet row
    is some forty characters)."""
    found: list[Cell] = []
    x = 0
    for text, names in line:
        if text.isascii() and text.isprintable():  # a control character takes no cell
            found += [(x + at, 1, char, names) for at, char in enumerate(text)]
            x += len(text)
            continue
        graphemes, length = split_graphemes(text)
        at = x
        for start, end, width in graphemes:
            found.append((at, width, text[start:end], names))
            at += width
        x += length
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
    return None if span is None else (lead + span[0], span[1])


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
    return len(text) if text.isascii() and text.isprintable() else cell_len(text)


def _width(found: list[Cell]) -> int:
    return found[-1][0] + found[-1][1] if found else 0
