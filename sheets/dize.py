"""diZe play mat: the seven table zones the rulebook names, and a score box.

Why a mat: diZe is played by moving twenty dice between zones, and the rulebook only
names the zones; a printed mat keeps the dice of each zone apart and reminds the
player what each zone means for the Human attack (captured zombies count as odd dice,
heroes as even). Landscape, because the mat lies on the table in front of the player.
"""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth

from core.dize.constants import DICE, HERO_FACE, WIN_BONUS
from core.dize.setup import FEWEST_ZOMBIES, MOST_ZOMBIES, RECOMMENDED_ZOMBIES
from core.lang import N_, _
from sheets import icons
from sheets.layout import Box
from sheets.paper import BOLD, MUTED, SHADE, Sheet

#: zone -> what lies there, in a few words of our own
ZONES: dict[str, str] = {
    "Zombies": N_("The active zombies. In the Zombie attack roll them all: each 1 bites a human."),
    "Launch": N_("Roll here: first the humans you send (at most twice the zombies), then the zombies."),
    "Humans": N_("The active humans, waiting to be sent into the next attack."),
    "Captured": N_("Zombies caught by a successful attack. Each counts as one odd die on later rolls."),
    "Heroes": N_("Only 6s of a successful roll, if you set them aside. Each counts as one even die until "
                 "the attack ends."),
    "Retired": N_("One rolled human steps out after each success; back to Humans when the attack ends."),
    "Executed": N_("Captured zombies when you stop attacking. They are out for good."),
}
#: the zones' names as the mat prints them, in capitals (the rulebook's names)
ZONE_TITLES: dict[str, str] = {
    "Zombies": N_("ZOMBIES"),
    "Launch": N_("LAUNCH ZONE"),
    "Humans": N_("HUMANS"),
    "Captured": N_("CAPTURED"),
    "Heroes": N_("HEROES"),
    "Retired": N_("RETIRED"),
    "Executed": N_("EXECUTED"),
}
#: faces drawn as a hint in a zone: captured zombies are odd, heroes are sixes
HINT_FACES: dict[str, tuple[int, ...]] = {"Captured": (1, 3, 5), "Heroes": (HERO_FACE,), "Executed": ()}
PHASES = (
    (N_("Send"), N_("move at least one human, at most twice the zombies, to the Launch zone.")),
    (N_("1. Infection"), N_("roll the humans you send; three or more 1s: one of those dice joins the zombies.")),
    (N_("2. Human attack"), N_("roll them: more even than odd dice (Heroes even, Captured odd) is a success: retire "
                               "one rolled die, capture a zombie, you may set rolled 6s aside as Heroes; roll the "
                               "Launch dice again, or stop to execute the captured. A tie or more odd dice fails: "
                               "the captured go back to Zombies.")),
    (N_("Attack ends"), N_("stopped or failed, the Heroes, Retired and Launch dice go back to Humans.")),
    (N_("3. Zombie attack"), N_("roll every zombie; each 1 turns a human into a zombie.")),
)
SET_UP = (
    N_("Take {dice} ordinary dice. Choose how many are zombies, {fewest} to {most} ({first} for a first "
       "game), and put them on ZOMBIES; the rest are humans: put them on HUMANS."),
    N_("You win when every zombie is executed; you lose when no human is left."),
)


def draw(sheet: Sheet) -> None:
    """The mat on one landscape page."""
    area = sheet.new_page(_("diZe play mat"), wide=True)
    area = sheet.heading(area, "diZe", _("Play mat  \u2013  a solitaire for one survivor"))
    top, middle, bottom = area.rows([1.15, 0.85, 0.92], gap=4 * mm)
    zombies, launch, humans = top.columns([1, 1.45, 1], gap=4 * mm)
    _zone(sheet, zombies, "Zombies")
    _zone(sheet, launch, "Launch", fill=SHADE)
    _zone(sheet, humans, "Humans")
    for box, name in zip(middle.columns(4, gap=4 * mm), ("Captured", "Heroes", "Retired", "Executed")):
        _zone(sheet, box, name)
    set_up, phases, score = bottom.columns([0.8, 1.75, 0.85], gap=4 * mm)
    _set_up(sheet, set_up)
    _phases(sheet, phases)
    _score(sheet, score)


def _zone(sheet: Sheet, box: Box, name: str, fill: Color | None = None) -> None:
    inner = sheet.panel(box, _(ZONE_TITLES[name]), size=12, fill=fill)
    sheet.paragraph(inner.x, inner.top - 8, inner.w, _(ZONES[name]), size=8, colour=MUTED)
    faces = HINT_FACES.get(name, ())
    side = 7 * mm
    for index, value in enumerate(faces):
        icons.die(
            sheet, Box(inner.right - (len(faces) - index) * (side + 1 * mm), inner.y, side, side), value, muted=True
        )


def _set_up(sheet: Sheet, box: Box) -> None:
    """The twenty dice split into zombies and humans, and how the game is won or lost."""
    inner = sheet.panel(box, _("Set-up"), size=10)
    y = inner.top - 9
    fields = {"dice": DICE, "fewest": FEWEST_ZOMBIES, "most": MOST_ZOMBIES, "first": RECOMMENDED_ZOMBIES}
    for text in SET_UP:
        y = sheet.paragraph(inner.x, y, inner.w, _(text).format(**fields), size=7.5, leading=1.2) - 3


def _phases(sheet: Sheet, box: Box) -> None:
    inner = sheet.panel(box, _("Each turn"), size=10)
    y = inner.top - 9
    # the labels' column as wide as the widest label in this language, plus a clear gap (a fixed
    # column left "2. Ataque Humano" touching its text)
    widest = max(stringWidth(_(label), BOLD, 7.5) for label, _text in PHASES)
    label_width = min(widest + 2.5 * mm, 29.5 * mm)  # wider, the text wraps off a Letter page's panel
    for label, text in PHASES:
        sheet.text(inner.x, y, _(label), size=7.5, bold=True, max_width=label_width - 2 * mm)
        y = sheet.paragraph(inner.x + label_width, y, inner.w - label_width, _(text), size=7.5, leading=1.2) - 1.5


def _score(sheet: Sheet, box: Box) -> None:
    """Zombies at the start + zombies executed + 10 if all were executed = score."""
    inner = sheet.panel(box, _("Score"), size=10)
    parts = (_("Zombies at start"), _("+ executed"), _("+ {bonus} if all").format(bonus=WIN_BONUS), _("= Score"))
    boxes = Box(inner.x, inner.y, inner.w, min(inner.h - 9 * mm, 2 * 12 * mm + 2 * mm))
    cells = [cell for row in boxes.rows(2, gap=2 * mm) for cell in row.columns(2, gap=2.5 * mm)]
    for cell, caption in zip(cells, parts):
        sheet.write_in_box(cell, caption)
    sheet.paragraph(inner.x, inner.top - 6, inner.w,
                    _("The game ends when every zombie is executed or every human is lost."), size=7.5)
