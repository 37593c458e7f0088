"""How to play Dizzle, the page after the level sheets: a turn, placing a die, when none fits, the end.

A printout must play a whole game with ordinary dice and a pencil, so after its level
pages comes the rules a table needs mid-game (docs/rules/dizzle.md, in as few words as
a pencil needs), once for the whole printout. Lines about a special field are printed
only when a level of the printout has that field.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm

from core.dizzle.level import FieldKind, Level
from core.dizzle.setup import DICE_AND_ROUNDS
from core.dizzle.state import SOLO_EXTRA_DICE
from core.lang import N_, _
from sheets.dizzle_panels import SOLO_BOMB_BONUS
from sheets.layout import Box
from sheets.paper import SMALLEST, Sheet
from sheets.text_flow import draw_run_in, run_in_lines

#: (label, text, the field kinds it is about: printed only if a level has one of them)
RULES: tuple[tuple[str, str, tuple[FieldKind, ...]], ...] = (
    (N_("A round"), N_("every player is start player once; then cross off a round box."), ()),
    (N_("A turn"), N_("the start player rolls all the dice: the offer. From them round the table, each player "
                      "takes one die and places it, until all have passed or the offer is empty. Then every die "
                      "on every sheet becomes a cross."), ()),
    (N_("Placing"), N_("on an empty field with the die's number: your first die of a turn next to any cross "
                       "(a start X, an earlier cross, a crossed planet), each later one next to a die you placed "
                       "this turn (left, right, above or below)."), ()),
    (N_("Jump"), N_("only when no free field is left next to your dice of this turn may a die go next to any "
                    "cross."), ()),
    (N_("No die fits"), N_("only then, pass (out of this turn) or re-roll the offer: place a die that now fits, "
                           "or else give one of this turn's dice back."), ()),
    (N_("Last player"), N_("when all others have passed, one more action (take a die, re-roll or pass); then "
                           "the turn ends."), ()),
    (N_("Bombs"), N_("a bomb you cross explodes on every other sheet: scribbled out there, it costs its "
                     "points."), ("bomb",)),
    (N_("Rockets"), N_("crossing one, cross a free planet at once; next turn you may start next to it."),
     ("rocket",)),
    (N_("Keys and locks"), N_("a lock takes a die only if you crossed its key in an earlier turn."), ("lock",)),
    (N_("Flags"), N_("one per colour for each player: the first to cross one circles its highest number left "
                     "(all who reach it that turn circle it)."), ("flag",)),
    (N_("Game end"), N_("after the last round, or after a turn that fills a sheet. Most points wins; on a tie, "
                        "fewer crosses; then the win is shared."), ()),
    (N_("Solo"), N_("{rounds} rounds with {dice} dice. After each die you place, roll the {extra} extra dice and "
                    "take one die per value they show out of the offer. Bombs never explode: each one you cross "
                    "scores +{bonus}. The level's rating table gives your stars."), ()),
)
TEXT_SIZE, LEADING = SMALLEST, 1.17
PAGE_SIZE = 10.0  # on the page of its own: read across a table
ROW_GAP = 3
COLUMN_GAP = 5 * mm
def caption_size(size: float) -> float:
    """The panel's caption: 9.5 pt beside a level, and always larger than the text under it."""
    return max(9.5, size * 1.3)


def chrome(size: float) -> float:
    """The panel's frame, caption and first baseline around its lines, and the last line's descent."""
    return 7 * mm + caption_size(size) + size + 3 + size * 0.3


def rules_for(levels: Sequence[Level] | None) -> list[tuple[str, str]]:
    """The rules lines the levels need (every line for None: How to play printed alone), in the
    player's language."""
    # i18n: a rule's name leading its text on the Dizzle sheet ("Jump: only when..."); Spanish keeps the colon
    solo_dice, solo_rounds = DICE_AND_ROUNDS[1]
    fields = {"rounds": solo_rounds, "dice": solo_dice, "extra": SOLO_EXTRA_DICE, "bonus": SOLO_BOMB_BONUS}
    return [(_("{label}:").format(label=_(label)), _(text).format(**fields)) for label, text, kinds in RULES
            if not kinds or levels is None or any(level.of_kind(kind) for level in levels for kind in kinds)]


def _row_height(label: str, text: str, width: float, size: float) -> float:
    return len(run_in_lines(label, text, width, size)) * size * LEADING + ROW_GAP


def _split(rows: list[tuple[str, str]], width: float, size: float) -> int:
    """Where the second column starts: the split that makes the taller column shortest."""
    heights = [_row_height(label, text, width, size) for label, text in rows]
    return min(range(1, len(rows) + 1), key=lambda at: max(sum(heights[:at]), sum(heights[at:])))


def panel_height(levels: Sequence[Level] | None, width: float, size: float = TEXT_SIZE, columns: int = 2) -> float:
    """How tall the How to play panel is in `width`, its lines in one or two columns."""
    rows = rules_for(levels)
    column = (width - 6 * mm - COLUMN_GAP * (columns - 1)) / columns
    at = _split(rows, column, size) if columns == 2 else len(rows)
    heights = [_row_height(label, text, column, size) for label, text in rows]
    return chrome(size) + max(sum(heights[:at]), sum(heights[at:]))


def draw_panel(sheet: Sheet, box: Box, levels: Sequence[Level] | None, size: float = TEXT_SIZE,
               columns: int = 2) -> None:
    """The How to play panel: each rule a short paragraph led by its name in bold."""
    inner = sheet.panel(box, _("How to play"), size=caption_size(size))
    rows = rules_for(levels)
    parts: tuple[tuple[Box, list[tuple[str, str]]], ...]
    if columns == 2:
        left, right = inner.columns(2, gap=COLUMN_GAP)
        at = _split(rows, left.w, size)
        parts = ((left, rows[:at]), (right, rows[at:]))
    else:
        parts = ((inner, rows),)
    for column, part in parts:
        y = column.top - size - 3
        for label, text in part:
            y = draw_run_in(sheet, column.x, y, column.w, label, text, size=size, leading=LEADING) - ROW_GAP


#: the page's text sizes, largest first: the largest whose lines fit the page is used
PAGE_SIZES = (14.0, 13.5, 13.0, 12.5, 12.0, 11.0, PAGE_SIZE)


def page_size(levels: Sequence[Level] | None, area: Box) -> float:
    """The largest size at which How to play fits the page: the rules fill it, read across a table."""
    return next((size for size in PAGE_SIZES if panel_height(levels, area.w, size, 1) <= area.h), PAGE_SIZE)


def draw_page(sheet: Sheet, levels: Sequence[Level] | None) -> None:
    """How to play on a page of its own, at the largest size that fits the page (the panel's
    caption grows with it: a title is never smaller than its text)."""
    area = sheet.new_page(_("Dizzle: how to play"))
    area = sheet.heading(area, "Dizzle", _("How to play"))
    size = page_size(levels, area)
    panel, _rest = area.take_top(min(panel_height(levels, area.w, size, 1), area.h))
    draw_panel(sheet, panel, levels, size, 1)
