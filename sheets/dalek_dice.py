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
from sheets.layout import Box
from sheets.paper import FONT, MUTED, SHADE, WHITE, Sheet

DEFAULT_PLAYERS = 4
#: rows of the score table: a game to 60 takes five to eight turns, ten leave room for a slow one
TURNS = 10
ROW_HEIGHT = 9 * mm  # at most: the rows give up height to the rules below when a language needs it
NAMES_HEIGHT, CAPTIONS_HEIGHT, NOTE_HEIGHT = 11 * mm, 5 * mm, 9.5 * mm  # the note: two lines
TABLE_HEIGHT = NAMES_HEIGHT + CAPTIONS_HEIGHT + TURNS * ROW_HEIGHT + NOTE_HEIGHT

#: what each face does, in a few words, under its name in the face table. A kept die joins
#: your Humans or your Daleks (the rulebooks' top left and top right); "the Right" is only
#: ever the dice to roll again, as both rulebooks call it (docs/rules/dalek-dice.md)
FACE_ROLES = {
    1: N_("goes to the Top; the third ends the turn"),
    2: N_("2 Humans: keep it with your Humans"),
    3: N_("4 Humans: keep it with your Humans"),
    4: N_("2 Daleks: keep it with your Daleks"),
    5: N_("3 Daleks: keep it with your Daleks"),
    6: N_("goes to the Top; the third doubles Humans"),
}

#: the places on the table, named once (under the face table)
PLACES = N_("On the table: the Top holds Doctors and Exterminate!s; your Humans and your Daleks are the dice you "
            "keep; the Right holds the dice to roll again.")

TURN_STEPS = (
    (N_("1. Roll"), N_("all ten dice.")),
    (N_("2. The Top"), N_("one Doctor and one Exterminate! from the roll go to the Top; "
                          "any more go to the Right.")),
    (N_("3. Keep"), N_("any Humans and Daleks you rolled; keep at least one die "
                       "(a die that just went to the Top counts). The rest go to the Right.")),
    (N_("4. Roll on"), N_("every die in the Right, or stop and score.")),
    (N_("5. Doctor"), N_("the third Doctor in the Top ends the turn at once: 0.")),
    (N_("6. Exterminate!"), N_("the third Exterminate!: keep from that roll, then score.")),
)

REMINDER = (
    (N_("You stop"), N_("if Daleks match or beat Humans, score the Humans; otherwise 0.")),
    (N_("No dice left"), N_("the Right is empty: if Daleks match or beat Humans, score the Humans plus a "
                            "bonus of {bonus}; otherwise 0.")),
    (N_("3 Exterminate!"), N_("score Humans \u00d7 2 whatever the Daleks (plus {bonus} if no dice are left).")),
    (N_("3 Doctors"), N_("the turn ends at once with 0, even if that roll also brings the third "
                         "Exterminate! to the Top.")),
    (N_("Game end"), N_("when a total reaches {target}, finish the round of the table; the highest total wins, "
                        "ties share the win.")),
)

#: one turn played out, step by step, in the room under the two panels
EXAMPLE = (
    (N_("Roll 10 dice"), N_("2 Doctors, 1 Exterminate!, Humans 4, 4, 2, 2, Daleks 3, 2, 2. One Doctor and the "
                            "Exterminate! go to the Top, the other Doctor to the Right.")),
    (N_("Keep"), N_("Humans 4, 4 (8 Humans) and Daleks 3, 2, 2 (7 Daleks). The two Humans 2 go to the "
                    "Right: 3 dice to roll.")),
    (N_("Roll 3 dice"), N_("a Doctor (the second in the Top), Daleks 2 and Daleks 3. Keep both Daleks: "
                           "12 Daleks against 8 Humans.")),
    (N_("Score"), N_("the Right is empty and the Daleks beat the Humans: 8 + {bonus} = 13 points.")),
)
LABEL_SIZE = TEXT_SIZE = 7.5
STEP_LABEL = 26 * mm  # the labels column of "A turn" and of the example


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
    faces, area = area.take_top(38 * mm, gap=4 * mm)
    notes_height = _notes_height(sheet, area)
    example_height = PANEL_CHROME + _rows_height(sheet, area.w, EXAMPLE, STEP_LABEL)
    room = area.h - notes_height - example_height - 8 * mm - (TABLE_HEIGHT - TURNS * ROW_HEIGHT)
    row_height = min(ROW_HEIGHT, room / TURNS)
    table, help_area = area.take_top(TABLE_HEIGHT - TURNS * (ROW_HEIGHT - row_height), gap=4 * mm)
    _face_table(sheet, faces)
    _score_table(sheet, table, count, row_height)
    notes, example = help_area.take_top(notes_height, gap=4 * mm)
    steps, reminder = notes.columns([1, 1], gap=5 * mm)
    _notes(sheet, steps, _("A turn"), TURN_STEPS, label_width=STEP_LABEL)
    _notes(sheet, reminder, _("Scoring at the end of your turn"), REMINDER, label_width=24 * mm)
    _notes(sheet, example, _("Example of a turn"), EXAMPLE, label_width=STEP_LABEL)


def _face_table(sheet: Sheet, area: Box) -> None:
    """Six columns: an ordinary die's face, the symbol it stands for, and what that symbol does."""
    inner = sheet.panel(area, _("Playing with ordinary dice: each number is a symbol"), size=9)
    lines = sheet.lines(_(PLACES), inner.w, size=TEXT_SIZE)
    places, inner = inner.take_bottom(lines * TEXT_SIZE * 1.15, gap=1.5 * mm)
    cells = [cell for row in inner.rows(2, gap=1.5 * mm) for cell in row.columns(3, gap=4 * mm)]
    for value, cell in enumerate(cells, start=1):
        icon, words = cell.take_left(cell.h, gap=2 * mm)
        die(sheet, icon, value)
        sheet.text(words.x, words.cy + 1 * mm, face_name(value), size=8.5, bold=True, max_width=words.w)
        role = _(FACE_ROLES[value])
        if sheet.canvas.stringWidth(role, FONT, TEXT_SIZE) <= words.w:
            sheet.text(words.x, words.cy - 3 * mm, role, size=TEXT_SIZE)
        else:  # a longer language: two lines rather than one too small to read
            sheet.paragraph(words.x, words.cy - 3 * mm + 3.5, words.w, role, size=TEXT_SIZE, leading=1.05)
    sheet.paragraph(places.x, places.top - TEXT_SIZE * 0.8, places.w, _(PLACES), size=TEXT_SIZE, leading=1.15)


def _score_table(sheet: Sheet, area: Box, players: int, row_h: float) -> None:
    """Turn numbers down the left, a name box and Score/Total columns for each player."""
    names_h, captions_h = NAMES_HEIGHT, CAPTIONS_HEIGHT
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
    note = _("One row per turn; once a total reaches {target}, play on until every player has had the same "
             "number of turns.").format(target=TARGET)
    sheet.text(area.x, bottom - 4 * mm, note, size=7.5, max_width=area.w)
    more = _("More than {turns} turns: continue on a new sheet, carrying each total over to its first row.")
    sheet.text(area.x, bottom - 4 * mm - 7.5 * 1.25, more.format(turns=TURNS), size=7.5, max_width=area.w)


FIELDS = {"bonus": BONUS, "target": TARGET}
LEADING = 1.25
ROW_GAP = 2
#: a panel's frame and caption around its lines (sheet.panel: 7 mm and the caption's size)
PANEL_CHROME = 7 * mm + 9 + 8


def _rows_height(sheet: Sheet, width: float, rows: tuple[tuple[str, str], ...], label_width: float) -> float:
    """How tall `_notes` draws these rows in a panel `width` wide."""
    inner_width = width - 6 * mm - label_width
    lines = sum(sheet.lines(_(text).format(**FIELDS), inner_width, size=TEXT_SIZE) for _label, text in rows)
    return lines * TEXT_SIZE * LEADING + len(rows) * ROW_GAP


def _notes_height(sheet: Sheet, area: Box) -> float:
    """The two panels' height: the taller of them, so the example below gets the rest."""
    steps, reminder = area.columns([1, 1], gap=5 * mm)
    return PANEL_CHROME + max(_rows_height(sheet, steps.w, TURN_STEPS, STEP_LABEL),
                              _rows_height(sheet, reminder.w, REMINDER, 24 * mm))


def _notes(sheet: Sheet, area: Box, title: str, rows: tuple[tuple[str, str], ...], *, label_width: float) -> None:
    """A panel of short labelled lines: the label in bold, its text wrapped beside it."""
    inner = sheet.panel(area, title, size=9)
    y = inner.top - 8
    for label, text in rows:
        sheet.text(inner.x, y, _(label), size=LABEL_SIZE, bold=True, max_width=label_width - 1 * mm)
        y = sheet.paragraph(inner.x + label_width, y, inner.w - label_width, _(text).format(**FIELDS),
                            size=TEXT_SIZE, leading=LEADING) - ROW_GAP
