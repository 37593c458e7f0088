"""What the sheet's symbols mean, for the level on the table only (toggle `g`).

Built from the same symbol table the sheet draws with (`sheet_view.special_text`),
so the legend cannot drift from the grid. A two-column table wraps each meaning
under itself, so the panel may be as narrow as the one beside a 12-column sheet.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.containers import VerticalScroll
from textual.reactive import reactive
from textual.widget import Widget

from core.dizzle.level import COLOUR_LETTERS, FieldKind, Level, SheetField, colour_letter
from core.lang import N_, _
from tui.games.dizzle.repaint import FittedBorder
from tui.games.dizzle.sheet_view import special_text
from tui.games.dizzle.words import colour

#: (sample, its style, meaning): how fields look, whatever the level
MARKS = (
    ("4", "reverse", N_("your die now")),
    ("4", "underline", N_("chosen fits")),
    ("4", "dim", N_("no die fits")),
    ("X", "bold", N_("crossed")),
    ("#", "bold", N_("exploded")),
    ("[ ]", "bold", N_("the cursor")),
)


def legend_lines(level: Level, solo: bool) -> list[tuple[str, str]]:
    """(symbol, meaning) for every kind of special printed on `level`, in rulebook order.

    Meanings stay within 12 columns where they can, one thing to a row: beside a
    12-column sheet the panel has 18 columns, and a meaning that wrapped there made a
    level with every kind of field need 27 rows of the 20 it has. The field line under
    the sheet says each field's rule in full.
    """
    kinds = {field.kind for field in level.fields.values()}

    def sample(kind: FieldKind, points: int = 0, colour: str | None = None) -> str:
        return special_text(SheetField((0, 0), 1, kind, points, colour)).strip()

    meanings = {
        "gem": (sample("gem", 3), _("gem: +3")),
        "bomb": (sample("bomb", 3), _("bomb: +2") if solo else _("bomb: -3")),
        "pile": (sample("pile", 2), _("pile: -2")),
        "puzzle": (sample("puzzle", colour="yellow"), _("puzzle piece")),
        "key": (f"{sample('key', colour='red')} {sample('lock', colour='red')}", _("key, lock")),
        "rocket": (f"{sample('rocket')} {sample('planet')}", _("rocket, planet")),
        "flag": (sample("flag", colour="red"), _("flag: top to 1st")),
    }
    lines = [meanings[kind] for kind in meanings if kind in kinds]
    if level.block is not None:
        lines.append(("│ │", _("block: {points}").format(points=level.block.points)))
    if level.arrows:
        lines.append(("←7 ↑7", _("full arrow: 7")))
        lines.append(("✓", _("arrow done")))
        lines.append(("✗", _("arrow spoiled")))
    colours = [c for c in COLOUR_LETTERS if any(f.colour == c for f in level.fields.values())]
    for pair in range(0, len(colours), 2):
        shown = colours[pair : pair + 2]
        lines.append((" ".join(colour_letter(c) for c in shown), ", ".join(colour(c) for c in shown)))
    return lines


class DizzleLegend(Widget):
    """How fields look, then the specials of this level, one short row each."""

    level: reactive[Level | None] = reactive(None, layout=True)
    solo: reactive[bool] = reactive(False, layout=True)

    def render(self) -> Table:
        table = Table.grid(padding=(0, 1, 0, 0))
        table.add_column(no_wrap=True)
        table.add_column()
        for symbol, style, meaning in MARKS:
            table.add_row(Text.assemble((symbol, style)), _(meaning))
        if self.level is not None:
            for symbol, meaning in legend_lines(self.level, self.solo):
                table.add_row(symbol, meaning)
        return table


class LegendBox(FittedBorder, VerticalScroll, can_focus=False):
    """The legend's bordered box: in a longer language, a level with every kind of field
    may need more rows than the side column has, and the legend scrolls. Never focused:
    PgUp/PgDn stay the log's keys."""
