"""The prison sheet: exits, the numbered grid with guards, inmates and trails, the cells.

It draws the `PrisonView` it is given (attributes down) plus what the screen wants
highlighted: `targets` (where the picked inmate may go, or where a substitution may
be written), the `cursor` among them and the `path` the chosen move would walk.
A click posts `Clicked` with the square; what it means is the screen's call.

Every mark is a letter or a symbol first and a colour second, so NO_COLOR and
16-colour terminals lose nothing:

- inmates are capitals A-F, with "!" while a guard pursues them; their trails are
  the small letters a-f ("+" when more than two trails cross one square);
- guards are a letter no inmate or column has (`guard_letter`: G and L in English, V
  and Z in Spanish), reversed like tokens, always with an arrow: the way their patrol
  goes on, or in pursuit the way the trail leads to their quarry;
- the patrol routes (`g` hides them) are an arrow on each side of every number,
  pointing to the next square of the loop: Green's solid (↓) on the left, Blue's
  dashed (⇣) on the right, as the printed board runs Green solid along the upper
  left and Blue dashed along the lower right of each square;
- a number a substitution overwrote is underlined;
- exits read "[4✓]" once an inmate escaped there with a 4, the ✓ in the inmate's
  colour (the 4 struck through once a substitution used it up): never the inmate's
  letter, which under the columns' letters read as another exit ("[6A]" over exit D);
  the inmates panel says who escaped by which exit, the cells row who is still inside;
- targets sit between › and ‹, the cursor between ▶ and ◀ (reversed), and the
  squares the move would walk through before it between · and ·. In ASCII mode
  those would all become > and <, the very twins of the route arrows → and ←, so
  there targets read (3), the cursor {3} and the path .3. (`ASCII_MARKS`).

On a large terminal (the app's `-large` class, tui.app) each square is three columns wider (a
blank after the mark, after Blue's route and before the closing mark) and a blank line parts
two rows, so the board is read at a glance; keys and marks are the same. 80x24 keeps the compact board.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from rich.text import Text
from textual import events
from textual.message import Message

from core.lang import language, pgettext
from core.twenty_five import PrisonView
from core.twenty_five.board import COLUMNS, Square
from core.twenty_five.view import GuardView, InmateView
from tui.games.twenty_five.lines import LinesWidget
from tui.services import services
from tui.widgets.drawn_lines import Line

SLOT = 7  # columns per square: mark, Green's route, number, Blue's route, two marks, mark
ROOMY_SLOT = 10  # the same with a blank after the mark, after Blue's route and before the mark
LABEL = 3  # the row number in front of each grid row
ARROWS = {"up": "↑", "down": "↓", "left": "←", "right": "→"}
#: the patrol routes: Green solid arrows, Blue dashed ones (the printed board's lines)
ROUTE_ARROWS = {"Green": ARROWS, "Blue": {"up": "⇡", "down": "⇣", "left": "⇠", "right": "⇢"}}
STEPS = {(-1, 0): "↑", (1, 0): "↓", (0, -1): "←", (0, 1): "→"}
#: the marks either side of a square: the cursor, the path the move walks, a target
MARKS = {"cursor": ("▶", "◀"), "path": ("·", "·"), "target": ("›", "‹")}
ASCII_MARKS = {"cursor": ("{", "}"), "path": (".", "."), "target": ("(", ")")}
# Light colours: NO_COLOR turns colours into greys by brightness, and these stay
# readable on the dark background (named ANSI reds and magentas go almost black).
GUARD_STYLE = {"Green": "bold #5fd75f", "Blue": "bold #5f87ff"}
INMATE_STYLE = {
    "Ann": "#ffd75f",
    "Billy": "#d7afff",
    "Clyde": "#87d7ff",
    "Donna": "#ff8787",
    "Eleanor": "#ffaf87",
    "Frank": "#ff87d7",
}
ALARM = "bold #ff5f5f"
ROUTE_STYLE = {"Green": "#5fd75f", "Blue": "#5f87ff"}

Piece = tuple[str, str]  # (text, rich style)
SLOTS_KEPT = 512  # grid squares drawn as pieces, kept by what they show (a move changes a few)


def named(pieces: list[Piece]) -> Line:
    """A line of (text, rich style) as the line widget's pieces (text, style names)."""
    return tuple((text, (style,) if style else ()) for text, style in pieces)


def guard_name(name: str) -> str:
    """'Green' or 'Blue' (core's names) as the player's language says them: Verde, Azul."""
    if name == "Green":
        return pgettext("guard", "Green")
    if name == "Blue":
        return pgettext("guard", "Blue")
    return name


def guard_letter(name: str) -> str:
    """The guard's one letter on the board, never an inmate's or a column's (A-F): G and L
    (bLue) in English, where B is Billy's; V and Z (aZul) in Spanish, where A is Ann's."""
    if name == "Green":
        # i18n: the Green guard's letter on the board: Verde's initial, V
        return pgettext("guard letter", "G")
    if name == "Blue":
        # i18n: the Blue guard's letter on the board: not A-F, which are inmates and columns (English L, Spanish Z)
        return pgettext("guard letter", "L")
    return name[:1]


class PrisonBoard(LinesWidget):
    """One prison sheet, 3 + 7 columns per square wide, grid height + 3 lines tall."""

    class Clicked(Message):
        """The player clicked a square (an exit is `(-1, column)`)."""

        def __init__(self, square: Square) -> None:
            super().__init__()
            self.square = square

    def __init__(self, compact: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.compact = compact  # always the 80-column squares (another player's sheet beside yours)
        self.view: PrisonView | None = None
        #: per inmate, the grid square its cell opens onto (the cells row sits below them)
        self.doors: tuple[Square, ...] = ()
        #: per square, where Green's and Blue's patrols go next (headings); empty: no routes
        self.routes: dict[Square, tuple[str, str]] = {}
        self.routes_shown = True
        self.targets: frozenset[Square] = frozenset()
        self.cursor: Square | None = None
        self.path: tuple[Square, ...] = ()
        self.picked: str | None = None
        #: whether the lines on show were drawn roomy (where a click lands)
        self.drawn_roomy = False

    def roomy(self) -> bool:
        """Larger squares and a line between rows: the app is on a large terminal."""
        return not self.compact and self.is_attached and self.app.has_class("-large")

    def lines_key(self) -> Hashable:
        """A cursor key changes the marks alone, a move the view (one view object per state)."""
        return (self.view, self.roomy(), self.routes_shown, self.routes, self.doors, self.targets, self.cursor,
                self.path, self.picked, services(self).ascii, language())

    def lines(self) -> Sequence[Text | Line]:
        view = self.view
        if view is None:
            return []
        roomy = self.drawn_roomy = self.roomy()
        width = len(view.numbers[0])
        pad = " " if roomy else ""
        letters = "".join(f"{pad}  {COLUMNS[column]}    {pad * 2}" for column in range(width))
        lines: list[Text | Line] = [((" " * LABEL + letters, ("dim",)),)]
        lines.append(self._exits_row(view, width))
        standing = {inmate.square: inmate for inmate in view.inmates if inmate.status == "grid"}
        guards: dict[Square, list[GuardView]] = {}
        for guard in view.guards:
            guards.setdefault(guard.square, []).append(guard)
        trails: dict[Square, list[str]] = {}
        for inmate in view.inmates:
            for square in inmate.trail:
                trails.setdefault(square, []).append(inmate.name)
        blank: list[Text | Line] = [()] if roomy else []
        slots: dict[tuple[Any, ...], Line] = self.__dict__.setdefault("_slots", {})
        if len(slots) > SLOTS_KEPT:
            slots.clear()
        for row, numbers in enumerate(view.numbers):
            lines += blank
            line: Line = named([(f"{row + 1:>2} ", "dim")])
            for column, number in enumerate(numbers):
                square = (row, column)
                style = "bold underline" if square in view.substituted else "bold"
                green, blue = self._route(square)
                pieces = [green, (str(number), style), blue]
                pieces += self._occupant(standing.get(square), guards.get(square, []), trails.get(square, []))
                if roomy:
                    pieces = [(" ", ""), *pieces[:3], (" ", ""), *pieces[3:], (" ", "")]
                key = (*pieces, self._mark(square))  # the marks: the cursor's also reverses
                drawn = slots.get(key)
                if drawn is None:
                    drawn = slots[key] = self._slot(square, pieces)
                line += drawn
            lines.append(line)
        lines += blank
        lines.append(self._cells_row(view, width))
        return lines

    def _route(self, square: Square) -> tuple[Piece, Piece]:
        if not self.routes_shown or square not in self.routes:
            return (" ", ""), (" ", "")
        green, blue = self.routes[square]
        return (
            (ROUTE_ARROWS["Green"][green], ROUTE_STYLE["Green"]),
            (ROUTE_ARROWS["Blue"][blue], ROUTE_STYLE["Blue"]),
        )

    def _exits_row(self, view: PrisonView, width: int) -> Line:
        by_column = {exit.reached_from[1]: exit for exit in view.exits}
        # i18n: three letters before the exits row of the board (Spanish: sal)
        label = pgettext("board row", "out")
        line = named([(f"{label:>3.3}", "dim")])
        for column in range(width):
            exit = by_column.get(column)
            if exit is None:
                line += named([(" " * self._slot_width, "")])
                continue
            value = " " if exit.value is None else str(exit.value)
            value_style = "dim strike" if exit.used_up else "bold"
            who = "✓" if exit.inmate else " "
            pieces = [("[", "dim"), (value, value_style), (who, INMATE_STYLE.get(exit.inmate or "", "")), ("]", "dim")]
            pieces = [(" ", ""), *pieces, (" ", ""), (" ", ""), (" ", "")] if self.drawn_roomy else [*pieces, (" ", "")]
            line += self._slot((exit.reached_from[0] - 1, column), pieces)
        return line

    def _cells_row(self, view: PrisonView, width: int) -> Line:
        inside = {}
        for inmate, door in zip(view.inmates, self.doors):
            if inmate.status == "cell":
                inside[door[1]] = inmate.name
        # i18n: up to three letters before the cells row of the board: who is still in (Spanish: cel)
        label = pgettext("board row", "in")
        text: list[Piece] = [(f"{label:>3.3}", "dim")]
        for column in range(width):
            name = inside.get(column)
            letter = (name[0], "bold " + INMATE_STYLE[name]) if name else ("·", "dim")
            if name and name == self.picked:
                letter = (letter[0], letter[1] + " reverse")
            pad = " " if self.drawn_roomy else ""
            text += [(pad + "  ", ""), letter, ("    " + pad * 2, "")]
        return named(text)

    def _occupant(self, inmate: InmateView | None, guards: list[GuardView], trails: list[str]) -> list[Piece]:
        """Two characters: who stands on the square, then its trail or guard detail."""
        if inmate is not None:
            style = "bold " + INMATE_STYLE[inmate.name] + (" reverse" if inmate.name == self.picked else "")
            return [(inmate.name[0], style), ("!", ALARM) if inmate.pursued_by else (" ", "")]
        if len(guards) > 1:
            return [(guard_letter(guard.name), GUARD_STYLE[guard.name] + " reverse") for guard in guards[:2]]
        if guards:
            guard = guards[0]
            style = GUARD_STYLE[guard.name] + " reverse"
            return [(guard_letter(guard.name), style), (self._arrow(guard), style)]
        if len(trails) > 2:
            return [_trail(trails[:1]), ("+", "dim")]
        return [_trail(trails[:1]), _trail(trails[1:2])]

    def _arrow(self, guard: GuardView) -> str:
        """Patrol: the route's arrow. Pursuit: towards the next square of the quarry's trail."""
        if not guard.pursuing:
            return ARROWS.get(guard.heading or "", " ")
        inmates = self.view.inmates if self.view is not None else ()
        trail = next((inmate.trail for inmate in inmates if inmate.name == guard.pursuing), ())
        if guard.square not in trail or trail.index(guard.square) + 1 >= len(trail):
            return "!"
        there = trail[trail.index(guard.square) + 1]
        return STEPS.get((there[0] - guard.square[0], there[1] - guard.square[1]), "!")

    def _mark(self, square: Square) -> tuple[str, str]:
        """The marks either side of a square: the cursor, the path, a target or none."""
        kind = "cursor" if square == self.cursor else "path" if square in self.path else "target"
        if kind == "target" and square not in self.targets:
            return " ", " "
        return (ASCII_MARKS if services(self).ascii else MARKS)[kind]

    def _slot(self, square: Square, pieces: list[Piece]) -> Line:
        """One square, between the marks that say whether it is a target, the cursor or on the path."""
        left, right = self._mark(square)
        extra = " reverse" if square == self.cursor else ""
        mark = "bold" + extra
        # blanks take the marks' style: one run of terminal output instead of several
        text = [(piece, mark if not piece.strip() else (style + extra).strip()) for piece, style in pieces]
        return named([(left, mark), *text, (right, mark)])

    @property
    def _slot_width(self) -> int:
        return ROOMY_SLOT if self.drawn_roomy else SLOT

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None or self.view is None or self.compact or offset.x < LABEL:  # another's sheet: looked at only
            return
        column = (offset.x - LABEL) // self._slot_width
        row = offset.y - 2  # the letters row, then the exits row (row -1)
        if self.drawn_roomy:  # a blank line between two rows
            if offset.y % 2 == 0:
                return
            row = (offset.y - 3) // 2
        if column < len(self.view.numbers[0]) and -1 <= row < len(self.view.numbers):
            self.post_message(self.Clicked((row, column)))


def _trail(names: list[str]) -> Piece:
    if not names:
        return (" ", "")
    return (names[0][0].lower(), INMATE_STYLE[names[0]])


def prison_board(layout: Any, id: str = "board", compact: bool = False) -> PrisonBoard:
    """The board for a prison's layout: each square's patrol headings, each cell's door."""
    board = PrisonBoard(compact=compact, id=id)
    board.routes = {square: (layout.heading("Green", square), layout.heading("Blue", square))
                    for square in layout.squares()}
    board.doors = tuple(cell.opens_onto for cell in layout.cells)
    return board
