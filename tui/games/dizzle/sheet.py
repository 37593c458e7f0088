"""One Dizzle level sheet as a grid of text cells, readable without colour.

Each field is three characters: what lies on it, then what is printed on it.
The first is the pips (a free field), `X` (a cross), `#` (an exploded bomb) or the
pips of a die placed this turn (drawn reversed); the other two are the special,
a symbol and its points or colour letter (`◆3` a gem worth 3, `KR` a red key).
The column between two fields carries the cursor, `[4◆3]`, and the edges of the
framed block, `│`. Arrows beside a row and under a column show their points,
`✓` once the line is complete and `✗` once a bomb has spoiled it.

On a large terminal (`roomy`: the larger sheet still leaves the side panels and the
prompt their room) every field gets a blank column either side and a blank line
between two rows, where a framed block's edges are drawn whole; a very large one
(200x60) gives it two blank columns either side, so the sheet grows with the screen
rather than the panels beside it; 80x24 keeps the compact sheet. Keys and the cursor work the same in both.

The screen decides everything shown (`SheetView`); the widget only draws it and
posts `FieldClicked` when the mouse picks a field.
"""

from __future__ import annotations

from rich.style import Style
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from core.dizzle.level import Pos
from tui.games.dizzle.repaint import FittedBorder
from tui.games.dizzle.sheet_view import (
    LINE_MARKS,
    SheetView,
    changed_rows,
    special_style,
    special_text,
)
from tui.widgets.drawn_lines import DrawnLines, Line, Piece

#: columns from one field's separator to the next at 80x24; each blank column either side adds 2
PITCH = 4
#: what a roomy sheet leaves beside it (the players, score and log panels) and below it
#: (header, offer, prompt, key bar); with less room the sheet stays compact
ROOMY_SIDE, ROOMY_BELOW = 44, 16
#: ... and what the roomiest sheet (two blanks either side) leaves beside it
ROOMIEST_SIDE = 60
#: style names of the pieces of a line (tui.widgets.drawn_lines)
LABEL, FRAME, CURSOR = ("label",), ("frame",), ("cursor",)
#: (up, down, left, right) edges meeting in a blank line between two rows -> the line drawn
_JOINS = {
    (True, True, False, False): "│", (True, False, False, False): "│", (False, True, False, False): "│",
    (False, False, True, True): "─", (False, False, True, False): "─", (False, False, False, True): "─",
    (False, True, False, True): "┌", (False, True, True, False): "┐", (True, False, False, True): "└",
    (True, False, True, False): "┘", (True, True, False, True): "├", (True, True, True, False): "┤",
    (False, True, True, True): "┬", (True, False, True, True): "┴", (True, True, True, True): "┼",
}


class DizzleSheet(FittedBorder, DrawnLines, Widget):
    """Draws a `SheetView`; one row per sheet row, letters above, column arrows below."""

    COMPONENT_CLASSES = {
        "dizzle-sheet--label",
        "dizzle-sheet--cross",
        "dizzle-sheet--exploded",
        "dizzle-sheet--die",
        "dizzle-sheet--target",
        "dizzle-sheet--faint",
        "dizzle-sheet--cursor",
        "dizzle-sheet--frame",
        "dizzle-sheet--done",
    }

    #: set by the screen; `watch_view` repaints only the cells that changed
    view: reactive[SheetView | None] = reactive(None, repaint=False)

    class FieldClicked(Message):
        """The mouse picked the field at `pos`."""

        def __init__(self, pos: Pos) -> None:
            super().__init__()
            self.pos = pos

    # -- geometry -----------------------------------------------------------------
    def _label_width(self) -> int:
        return len(str(self.view.level.rows)) if self.view else 1

    def roomy(self) -> int:
        """Larger cells: how many blank columns either side of a field (0, 1 or 2), the
        most the terminal holds with the side panels and the prompt beside and below the
        sheet at their size (0 at 80x24)."""
        if self.view is None:
            return 0
        width, height = self.app.size
        for pad, side in ((2, ROOMIEST_SIDE), (1, ROOMY_SIDE)):
            lines = self._line_count(self.view, pad)
            outer = self._content_width(self.view, pad) + 3  # border and padding
            if width >= outer + side and height >= lines + 2 + ROOMY_BELOW:
                return pad
        return 0

    def _pitch(self, roomy: int) -> int:
        return PITCH + 2 * roomy

    def _x(self, col: int, roomy: int = 0) -> int:
        """Screen column where field `col` starts (after its separator and, roomy, the blanks)."""
        return self._label_width() + 2 + self._pitch(roomy) * col + roomy

    def _content_width(self, view: SheetView, roomy: int) -> int:
        rows_with_arrows = any(label.startswith("row") for label, _ in view.lines)
        return self._x(view.level.cols, roomy) - roomy + (3 if rows_with_arrows else 0)

    def _line_count(self, view: SheetView, roomy: int) -> int:
        columns = any(label.startswith("column") for label, _ in view.lines)
        rows = view.level.rows
        return rows + (rows - 1 if roomy else 0) + 1 + int(columns)

    def _line_of(self, row: int, roomy: int) -> int:
        """The line sheet row `row` is drawn on (line 0 holds the column letters)."""
        return 1 + row * (2 if roomy else 1)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        if self.view is None:
            return 1
        return self._content_width(self.view, self.roomy())

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if self.view is None:
            return 1
        return self._line_count(self.view, self.roomy())

    # -- drawing ------------------------------------------------------------------
    def style_named(self, name: str) -> Style:
        """A component style, or (after "=") a field's own colour."""
        if name.startswith("="):
            return Style.parse(name[1:])
        return self.get_component_rich_style(f"dizzle-sheet--{name}", partial=True, default=Style())

    def watch_view(self, old: SheetView | None, new: SheetView | None) -> None:
        """A cursor move changes a few cells: only those are drawn and sent to the terminal
        again. Another level (another size) lays the screen out again."""
        self.redraw(whole=old is None or new is None or old.level is not new.level)

    def draw(self) -> list[Line]:
        roomy = self.roomy()
        blank: Line = (("", ()),)
        lines = self._rows(self.view, roomy) if self.view else [blank]
        self.__dict__["_rows_of"] = (self.view, roomy)
        return lines

    def draw_changed(self, before: list[Line]) -> list[Line]:
        """Only the rows the new view changes are built again (a cursor move: the one or
        two rows the brackets leave and reach), the others are the lines drawn before."""
        was, roomy = self.__dict__.get("_rows_of", (None, 0))
        view = self.view
        rows = changed_rows(was, view) if was is not None and view is not None else None
        if rows is None or view is None or roomy != self.roomy():
            return self.draw()
        lines = list(before)
        for row in rows:
            lines[self._line_of(row, roomy)] = self._row(view, row, dict(view.lines), roomy)
        self.__dict__["_rows_of"] = (view, roomy)
        return lines

    def _rows(self, view: SheetView, roomy: int = 0) -> list[Line]:
        """The sheet's lines: column letters, one per sheet row (roomy: a line between two
        rows), the column arrows."""
        level = view.level
        pitch = self._pitch(roomy)
        lead: Piece = (" " * (self._label_width() + 2 + roomy), ())
        rows = [(lead, *((f"{chr(ord('A') + col):<{pitch}}", LABEL) for col in range(level.cols)))]
        status = dict(view.lines)
        for row in range(level.rows):
            if roomy and row:
                rows.append(self._between(view, row, pitch))
            rows.append(self._row(view, row, status, roomy))
        if any(label.startswith("column") for label in status):
            arrows: list[Piece] = [lead]
            for col in range(level.cols):
                arrows.append(self._arrow(status, f"column {chr(ord('A') + col)}", 1, pad=3))
                arrows.append((" " * (pitch - 3), ()))
            rows.append(tuple(arrows))
        return rows

    def _row(self, view: SheetView, row: int, status: dict[str, str], roomy: int = 0) -> Line:
        """One sheet row: its number, its fields with the separators between them, its arrow."""
        pieces: list[Piece] = [(f"{row + 1:>{self._label_width()}} ", LABEL)]
        pad: Piece = (" " * roomy, ())
        for col in range(view.level.cols + 1):
            mark = self._separator(view, row, col)
            pieces.append((mark, FRAME if mark == "│" else CURSOR))
            if col < view.level.cols:
                pieces += (pad, *self._cell(view, (row, col)), pad)
        pieces.append(self._arrow(status, f"row {row + 1}", 0))
        return tuple(pieces)

    def _between(self, view: SheetView, row: int, pitch: int) -> Line:
        """The blank line above sheet row `row` of a roomy sheet: a framed block's edges."""
        pieces: list[Piece] = [(" " * (self._label_width() + 1), ())]
        block = view.level.block
        if block is None:
            return tuple(pieces)
        cells = set(block.cells)
        cols = view.level.cols

        def side(r: int, col: int) -> bool:  # a block's left or right edge left of field col
            return ((r, col) in cells) != ((r, col - 1) in cells)

        def across(col: int) -> bool:  # a block's top or bottom edge above field col
            return 0 <= col < cols and ((row - 1, col) in cells) != ((row, col) in cells)

        for col in range(cols + 1):
            joins = (side(row - 1, col), side(row, col), across(col - 1), across(col))
            pieces.append((_JOINS.get(joins, " "), FRAME))
            if col < cols:
                pieces.append((("─" if across(col) else " ") * (pitch - 1), FRAME))
        return tuple(pieces)

    def _separator(self, view: SheetView, row: int, col: int) -> str:
        """The column left of field `col`: the cursor's brackets, or a framed block's edge."""
        if view.cursor == (row, col):
            return "["
        if view.cursor == (row, col - 1):
            return "]"
        cells = self._block_cells(view)
        if cells and ((row, col) in cells) != ((row, col - 1) in cells):
            return "│"
        return " "

    def _block_cells(self, view: SheetView) -> frozenset[Pos]:
        """The framed block's fields, worked out once per level: a drawing asks for each
        separator of every row, and the level's block names its fields as text."""
        kept = self.__dict__.get("_block_of")
        if kept is None or kept[0] is not view.level:
            block = view.level.block
            kept = self.__dict__["_block_of"] = (view.level, frozenset(block.cells) if block else frozenset())
        cells: frozenset[Pos] = kept[1]
        return cells

    def _cell(self, view: SheetView, pos: Pos) -> tuple[Piece, Piece]:
        """What lies on the field, then what is printed on it."""
        field = view.level.field_at(*pos)
        if field is None:
            return ("   ", ()), ("", ())
        faint = (
            view.playable is not None
            and pos not in view.playable
            and pos not in view.crossed
            and pos not in view.dice
        )
        style: tuple[str, ...]
        if pos in view.exploded:
            head, style = "#", ("exploded",)
        elif pos in view.dice:
            head, style = str(field.pips), ("die",)
        elif pos in view.crossed:
            head, style = "X", ("cross",)
        else:
            head = str(field.pips) if field.pips else " "
            style = ("faint",) if faint else ()
        if pos in view.targets:
            style += ("target",)
        own = special_style(field) if field.kind != "plain" else ""
        special: tuple[str, ...] = (f"={own}",) if own else ()
        if pos in view.crossed or pos in view.exploded or faint:
            special += ("faint",)
        return (head, style), (special_text(field), special)

    def _arrow(self, status: dict[str, str], label: str, axis: int, pad: int = 0) -> Piece:
        state = status.get(label)
        if state is None:
            return (" " * pad, ())
        assert self.view is not None  # only a sheet on view draws its arrows
        points = next(a.points for a in self.view.level.arrows if a.label == label)
        style = ("done",) if state == "done" else ("faint",) if state == "spoiled" else ()
        return (f"{LINE_MARKS[state][axis]}{points}".ljust(pad), style)

    # -- messages up ------------------------------------------------------------------
    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if self.view is None or offset is None:
            return
        roomy = self.roomy()
        line, col = offset.y - 1, (offset.x - self._label_width() - 2) // self._pitch(roomy)
        if roomy and line % 2:
            return  # the blank line between two rows
        row = line // 2 if roomy else line
        level = self.view.level
        if 0 <= row < level.rows and 0 <= col < level.cols and level.field_at(row, col):
            self.post_message(self.FieldClicked((row, col)))
