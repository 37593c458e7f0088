"""Dalek Dice score pad: which ordinary die face is which symbol, a turn in six steps, and the
score table (one Score/Total column pair per player).

Why this shape: the licensed dice are rare, so the pad starts with the same face table the app
uses (`core.dalek_dice.faces`: 1 the Doctor ... 6 Exterminate!), and ten ordinary d6 play the
game. A game to 60 lasts five to eight turns per player (the optimal bot averages about 15
points a turn, a careful human about 8), so the table has ten rows of a size a pencil likes,
not two dozen thin ones. The rulebook calls one player's turn a "round" and, once someone
reaches 60, finishes the round of the table; the pad says "turn" for one player's go and
"round" for the whole table, as docs/rules/dalek-dice.md does. The turn steps and the scoring
cases are what players look up mid-game, so both sit under the table.
"""

from __future__ import annotations

from reportlab.lib.units import mm

from core.dalek_dice.faces import BONUS, FACE_NAMES, TARGET
from core.dalek_dice.setup import MAX_PLAYERS, MIN_PLAYERS
from core.lang import N_, _, pgettext
from sheets.errors import SheetError
from sheets.icons import die
from sheets.paper import FONT, MUTED, SHADE, WHITE, Box, Sheet

DEFAULT_PLAYERS = 4
#: rows of the score table: a game to 60 takes five to eight turns, ten leave room for a slow one
TURNS = 10
ROW_HEIGHT = 10 * mm
NAMES_HEIGHT, CAPTIONS_HEIGHT, NOTE_HEIGHT = 11 * mm, 5 * mm, 6 * mm
TABLE_HEIGHT = NAMES_HEIGHT + CAPTIONS_HEIGHT + TURNS * ROW_HEIGHT + NOTE_HEIGHT

#: what each face does, in a few words, under its name in the face table
FACE_ROLES = {
    1: N_("goes to the Top; a third ends the turn"),
    2: N_("2 Humans, kept on your left"),
    3: N_("4 Humans, kept on your left"),
    4: N_("2 Daleks, kept on your right"),
    5: N_("3 Daleks, kept on your right"),
    6: N_("goes to the Top; a third doubles Humans"),
}

TURN_STEPS = (
    (N_("1. Roll"), N_("all ten dice.")),
    (N_("2. The Top"), N_("one Doctor and one Exterminate! from the roll go to the Top; "
                          "any more go to the Right, to be rolled again.")),
    (N_("3. Keep"), N_("Humans to your left, Daleks to your right; keep at least one die "
                       "(a die that just went to the Top counts). The rest go to the Right.")),
    (N_("4. Roll on"), N_("with the dice in the Right, or stop and score.")),
    (N_("5. Doctor"), N_("the third Doctor in the Top ends the turn at once: 0.")),
    (N_("6. Exterminate!"), N_("the third Exterminate!: keep from that roll, then score.")),
)

REMINDER = (
    (N_("You stop"), N_("if Daleks match or beat Humans, score the Humans; otherwise 0.")),
    (N_("No dice left"), N_("as when you stop, plus a bonus of {bonus}.")),
    (N_("3 Exterminate!"), N_("score Humans \u00d7 2 whatever the Daleks (plus {bonus} if no dice are left).")),
    (N_("3 Doctors"), N_("the turn ends at once with 0, even on the roll that also completes Exterminate!.")),
    (N_("Game end"), N_("when a total reaches {target}, finish the round of the table; the highest total wins, "
                        "ties share the win.")),
)


def face_name(value: int) -> str:
    """A face's name as the rulebook of the player's language writes it (El Doctor, ¡Exterminar!)."""
    names = {
        1: pgettext("sheet face", "The Doctor"), 2: pgettext("sheet face", "Humans 2"),
        3: pgettext("sheet face", "Humans 4"), 4: pgettext("sheet face", "Daleks 2"),
        5: pgettext("sheet face", "Daleks 3"), 6: pgettext("sheet face", "Exterminate!"),
    }
    return names[value] if FACE_NAMES.get(value) is not None else str(value)


def draw(sheet: Sheet, players: int | None) -> None:
    """One score pad page for `players` players (default 4)."""
    count = DEFAULT_PLAYERS if players is None else players
    if not isinstance(count, int) or isinstance(count, bool):
        raise SheetError(_("the number of players must be a whole number, not {players}").format(
            players=repr(players)))
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise SheetError(_("Dalek Dice score pads take {least} to {most} players, not {count}").format(
            least=MIN_PLAYERS, most=MAX_PLAYERS, count=count))
    area = sheet.new_page(_("Dalek Dice score pad, {count} players").format(count=count))
    area = sheet.heading(area, "Dalek Dice", _("Score pad  \u2013  a total of {target} ends the game").format(
        target=TARGET))
    faces, area = area.take_top(33 * mm, gap=5 * mm)
    table, help_area = area.take_top(TABLE_HEIGHT, gap=4 * mm)
    _face_table(sheet, faces)
    _score_table(sheet, table, count)
    steps, reminder = help_area.columns([1, 1], gap=5 * mm)
    _notes(sheet, steps, _("A turn"), TURN_STEPS, label_width=27 * mm)
    _notes(sheet, reminder, _("Scoring at the end of your turn"), REMINDER, label_width=24 * mm)


def _face_table(sheet: Sheet, area: Box) -> None:
    """Six columns: an ordinary die's face, the symbol it stands for, and what that symbol does."""
    inner = sheet.panel(area, _("Playing with ordinary dice: each number is a symbol"), size=9)
    cells = [cell for row in inner.rows(2, gap=1.5 * mm) for cell in row.columns(3, gap=4 * mm)]
    for value, cell in enumerate(cells, start=1):
        icon, words = cell.take_left(cell.h, gap=2 * mm)
        die(sheet, icon, value)
        sheet.text(words.x, words.cy + 1 * mm, face_name(value), size=8.5, bold=True, max_width=words.w)
        role = _(FACE_ROLES[value])
        if sheet.canvas.stringWidth(role, FONT, 7) <= words.w:
            sheet.text(words.x, words.cy - 3 * mm, role, size=7, colour=MUTED)
        else:  # a longer language: two lines at 7 points rather than one too small to read
            sheet.paragraph(words.x, words.cy - 3 * mm + 3.5, words.w, role, size=7, colour=MUTED, leading=1.05)


def _score_table(sheet: Sheet, area: Box, players: int) -> None:
    """Turn numbers down the left, a name box and Score/Total columns for each player."""
    names_h, captions_h, row_h = NAMES_HEIGHT, CAPTIONS_HEIGHT, ROW_HEIGHT
    turn_col, rest = area.take_left(12 * mm)
    player_cols = rest.columns(players)
    top = area.top - names_h - captions_h
    bottom = top - TURNS * row_h

    sheet.text(turn_col.cx, top + 1.5 * mm, _("Turn"), size=7, bold=True, align="centre", max_width=turn_col.w)
    for index in range(TURNS):
        y = top - (index + 1) * row_h
        if index % 2:
            sheet.rect(Box(area.x, y, area.w, row_h), stroke=None, fill=SHADE)
        sheet.centred(Box(turn_col.x, y, turn_col.w, row_h), str(index + 1), size=9, bold=True)

    for number, column in enumerate(player_cols, start=1):
        name_box = Box(column.x + 1 * mm, top + captions_h + 1 * mm, column.w - 2 * mm, names_h - 2 * mm)
        sheet.write_in_box(name_box, _("Player {number}").format(number=number))
        score, total = column.columns([1, 1.15])
        # i18n: the narrow column of one turn's points on the score pad (Spanish: Puntos)
        turn_points = pgettext("score pad column", "Score")
        sheet.text(score.cx, top + 1.5 * mm, turn_points, size=7, colour=MUTED, align="centre", max_width=score.w)
        sheet.text(total.cx, top + 1.5 * mm, _("Total"), size=7, bold=True, align="centre", max_width=total.w)
        sheet.line(score.right, top, score.right, bottom, width=0.4, colour=MUTED)
        sheet.line(column.x, top + captions_h, column.x, bottom, width=1.1)

    for index in range(TURNS + 1):
        y = top - index * row_h
        sheet.line(area.x, y, area.right, y, width=0.4 if index else 1.1, colour=MUTED if index else WHITE)
    sheet.line(area.x, top, area.right, top, width=1.1)
    sheet.rect(Box(area.x, bottom, area.w, top - bottom + captions_h), width=1.1)
    sheet.text(area.x, bottom - 4 * mm, _("One row per turn; once a total reaches {target}, play on until every "
                                          "player has had the same number of turns.").format(target=TARGET),
               size=7, colour=MUTED, max_width=area.w)


def _notes(sheet: Sheet, area: Box, title: str, rows: tuple[tuple[str, str], ...], *, label_width: float) -> None:
    """A panel of short labelled lines: the label in bold, its text wrapped beside it."""
    inner = sheet.panel(area, title, size=9)
    y = inner.top - 8
    fields = {"bonus": BONUS, "target": TARGET}
    for label, text in rows:
        sheet.text(inner.x, y, _(label), size=7.5, bold=True, max_width=label_width - 1 * mm)
        y = sheet.paragraph(inner.x + label_width, y, inner.w - label_width, _(text).format(**fields), size=7.5) - 2
