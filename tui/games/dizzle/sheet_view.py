"""What the Dizzle sheet widget draws, decided by the screen: the view of one sheet
(`SheetView`), which rows of it changed, and the symbols and styles of its fields.

Apart from the widget (tui.games.dizzle.sheet), which only draws this; the legend draws
from the same symbol table, so the two can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.dizzle.level import Level, Pos, SheetField, colour_letter
from core.lang import pgettext

#: Rich colours of the printed colours; the letter after the symbol says the same
#: (hex, not ANSI names: Textual turns ANSI names into its own theme's colours)
COLOUR_STYLES = {
    "red": "#f05252", "blue": "#4f94f0", "green": "#3fbf5f", "yellow": "#e8cc3c",
    "purple": "#b47cf0", "orange": "#f08c3c",
}
#: kind -> (symbol, what follows it) drawn after the pips; `points`/`colour` filled in
SYMBOLS = {
    "plain": "",
    "start": "",
    "planet": "○",
    "gem": "◆",
    "puzzle": "▦",
    "bomb": "●",
    "pile": "▲",
    "key": "K",
    "lock": "L",
    "rocket": "⇑",  # not the arrow lines' ↑ (nor, in ASCII, their ^)
    "flag": "⚑",
}
#: where a kind takes its style when it has no colour of its own
KIND_STYLES = {"gem": "bold #3cc8dc", "bomb": "bold #f05252", "pile": "#b4824b", "rocket": "bold", "planet": "bold"}
LINE_MARKS = {"open": ("←", "↑"), "done": ("✓", "✓"), "spoiled": ("✗", "✗")}
def special_text(field: SheetField) -> str:
    """The two characters after the pips: symbol and points or colour letter."""
    symbol = SYMBOLS[field.kind]
    if field.kind == "key":
        # i18n: the one letter a key field shows after its number (the Spanish llave: L)
        symbol = pgettext("dizzle key symbol", "K")
    elif field.kind == "lock":
        # i18n: the one letter a lock field shows after its number (the Spanish cerradura: C)
        symbol = pgettext("dizzle lock symbol", "L")
    if field.kind in ("gem", "bomb", "pile"):
        return f"{symbol}{field.points}"
    if field.colour:
        return f"{symbol}{colour_letter(field.colour)}"
    return f"{symbol} " if symbol else "  "


def special_style(field: SheetField) -> str:
    if field.colour:
        return f"bold {COLOUR_STYLES[field.colour]}"
    return KIND_STYLES.get(field.kind, "")


@dataclass(frozen=True)
class SheetView:
    """Everything one sheet shows now; built by the screen from the game state."""

    level: Level
    crossed: frozenset[Pos] = frozenset()
    exploded: frozenset[Pos] = frozenset()
    #: dice placed this turn
    dice: frozenset[Pos] = frozenset()
    #: fields highlighted for the decision at hand (the chosen die's fields, planets...)
    targets: frozenset[Pos] = frozenset()
    #: None: nothing faint; otherwise free fields outside it are drawn faint
    playable: frozenset[Pos] | None = None
    cursor: Pos | None = None
    #: arrow label ("row 4", "column D") -> "open", "done" or "spoiled"
    lines: tuple[tuple[str, str], ...] = ()


def changed_rows(before: SheetView, after: SheetView) -> set[int] | None:
    """The sheet rows that read differently in `after` than in `before`; None when
    every line may (another level, a line completed or spoiled, the faint fields
    switched on or off)."""
    if before.level is not after.level or before.lines != after.lines:
        return None
    if (before.playable is None) != (after.playable is None):
        return None
    moved: set[Pos] = set()
    for old, new in (
        (before.crossed, after.crossed),
        (before.exploded, after.exploded),
        (before.dice, after.dice),
        (before.targets, after.targets),
        (before.playable or frozenset(), after.playable or frozenset()),
    ):
        if old is not new:
            moved |= old ^ new
    rows = {row for row, _ in moved}
    if before.cursor != after.cursor:
        rows.update(cursor[0] for cursor in (before.cursor, after.cursor) if cursor is not None)
    return rows
