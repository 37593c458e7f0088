"""Dalek Dice score pad: one column pair per player (the turn's score and the running total).

Why this shape: the rulebook asks players to keep a tally from turn to turn (it calls
one player's turn a "round") and, once someone reaches 60, to finish the round of the
table, so every player plays the same number of turns and one row per turn lines the
totals up for comparison. Words follow docs/rules/dalek-dice.md (turn, round). A
reminder of the scoring sits under the table, because the scoring cases (stop, no dice
left, Exterminate!, the Doctor) are what players look up during a game.
"""

from __future__ import annotations

from reportlab.lib.units import mm

from sheets.errors import SheetError
from sheets.paper import MUTED, SHADE, WHITE, Box, Sheet

TARGET = 60
MIN_PLAYERS, MAX_PLAYERS = 2, 10
#: up to this many players the pad is portrait; more need the width of landscape
PORTRAIT_PLAYERS = 5
DEFAULT_PLAYERS = 4

REMINDER = (
    ("Each roll", "keep at least one die; if the roll shows the Doctor or Exterminate!, one of "
     "each must be kept, extra ones are rolled again."),
    ("You stop", "if Daleks match or beat Humans, score the Humans; otherwise 0."),
    ("No dice left", "as when you stop, plus a bonus of 5."),
    ("3 Exterminate!", "score Humans × 2 whatever the Daleks (plus 5 if no dice are left)."),
    ("3 Doctors", "the turn ends at once with 0, even on the roll that also completes Exterminate!."),
    ("Game end", f"when a total reaches {TARGET}, finish the round; the highest total wins."),
)


def draw(sheet: Sheet, players: int | None) -> None:
    """One score pad page for `players` players (default 4)."""
    count = DEFAULT_PLAYERS if players is None else players
    if not isinstance(count, int) or isinstance(count, bool):
        raise SheetError(f"the number of players must be a whole number, not {players!r}")
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise SheetError(f"Dalek Dice score pads take {MIN_PLAYERS} to {MAX_PLAYERS} players, not {count}")
    wide = count > PORTRAIT_PLAYERS
    area = sheet.new_page(f"Dalek Dice score pad, {count} players", wide=wide)
    area = sheet.heading(area, "Dalek Dice", f"Score pad  \u2013  a total of {TARGET} ends the game")
    reminder, table = area.take_bottom(34 * mm if not wide else 27 * mm, gap=5 * mm)
    _score_table(sheet, table, count)
    _reminder(sheet, reminder, columns=1 if not wide else 2)


def _score_table(sheet: Sheet, area: Box, players: int) -> None:
    """Turn numbers down the left, a name box and Score/Total columns for each player."""
    names_h, captions_h, row_h = 11 * mm, 5 * mm, 8 * mm
    turns = int((area.h - names_h - captions_h) // row_h)
    turn_col, rest = area.take_left(12 * mm)
    player_cols = rest.columns(players)
    top = area.top - names_h - captions_h
    bottom = top - turns * row_h

    sheet.text(turn_col.cx, top + 1.5 * mm, "Turn", size=7, bold=True, align="centre")
    for index in range(turns):
        y = top - (index + 1) * row_h
        if index % 2:
            sheet.rect(Box(area.x, y, area.w, row_h), stroke=None, fill=SHADE)
        sheet.centred(Box(turn_col.x, y, turn_col.w, row_h), str(index + 1), size=9, bold=True)

    for number, column in enumerate(player_cols, start=1):
        name_box = Box(column.x + 1 * mm, top + captions_h + 1 * mm, column.w - 2 * mm, names_h - 2 * mm)
        sheet.write_in_box(name_box, f"Player {number}")
        score, total = column.columns([1, 1.15])
        sheet.text(score.cx, top + 1.5 * mm, "Score", size=7, colour=MUTED, align="centre")
        sheet.text(total.cx, top + 1.5 * mm, "Total", size=7, bold=True, align="centre")
        sheet.line(score.right, top, score.right, bottom, width=0.4, colour=MUTED)
        sheet.line(column.x, top + captions_h, column.x, bottom, width=1.1)

    for index in range(turns + 1):
        y = top - index * row_h
        sheet.line(area.x, y, area.right, y, width=0.4 if index else 1.1, colour=MUTED if index else WHITE)
    sheet.line(area.x, top, area.right, top, width=1.1)
    sheet.rect(Box(area.x, bottom, area.w, top - bottom + captions_h), width=1.1)


def _reminder(sheet: Sheet, area: Box, columns: int) -> None:
    """The scoring cases in a few words, in one or two columns."""
    inner = sheet.panel(area, "Scoring at the end of your turn", size=9)
    per_column = -(-len(REMINDER) // columns)
    for column, box in enumerate(inner.columns(columns, gap=6 * mm)):
        y = box.top - 8
        for label, text in REMINDER[column * per_column:(column + 1) * per_column]:
            sheet.text(box.x, y, label, size=7.5, bold=True)
            y = sheet.paragraph(box.x + 24 * mm, y, box.w - 24 * mm, text, size=7.5) - 1.5

