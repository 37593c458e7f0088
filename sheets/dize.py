"""diZe play mat: the seven table zones the rulebook names, and a score box.

Why a mat: diZe is played by moving twenty dice between zones, and the rulebook only
names the zones; a printed mat keeps the dice of each zone apart and reminds the
player what each zone means for the Human attack (captured zombies count as odd dice,
heroes as even). Landscape, because the mat lies on the table in front of the player.
"""

from __future__ import annotations

from reportlab.lib.colors import Color
from reportlab.lib.units import mm

from core.dize.constants import HERO_FACE, WIN_BONUS
from core.lang import N_, _
from sheets import icons
from sheets.paper import MUTED, SHADE, Box, Sheet

#: zone -> what lies there, in a few words of our own
ZONES: dict[str, str] = {
    "Zombies": N_("The active zombies. In the Zombie attack roll them all: each 1 bites a human."),
    "Launch": N_("Roll here: first the humans you send (at most twice the zombies), then the zombies."),
    "Humans": N_("The active humans, waiting to be sent into the next attack."),
    "Captured": N_("Zombies caught by a successful attack. Each counts as one odd die on later rolls."),
    "Heroes": N_("Sixes you chose to set aside. Each counts as one even die until the attack ends."),
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
    (N_("1. Infection"), N_("roll the humans you send; more than two 1s: one of them joins the zombies.")),
    (N_("2. Human attack"), N_("roll them: more even than odd dice captures a zombie and retires one die; "
                               "go on, or stop to execute the captured. A failure frees them.")),
    (N_("Attack ends"), N_("stopped or failed, the Heroes, Retired and Launch dice go back to Humans.")),
    (N_("3. Zombie attack"), N_("roll every zombie; each 1 turns a human into a zombie.")),
)


def draw(sheet: Sheet) -> None:
    """The mat on one landscape page."""
    area = sheet.new_page(_("diZe play mat"), wide=True)
    area = sheet.heading(area, "diZe", _("Play mat  \u2013  a solitaire for one survivor"))
    top, middle, bottom = area.rows([1.55, 1, 0.72], gap=4 * mm)
    zombies, launch, humans = top.columns([1, 1.45, 1], gap=4 * mm)
    _zone(sheet, zombies, "Zombies")
    _zone(sheet, launch, "Launch", fill=SHADE)
    _zone(sheet, humans, "Humans")
    for box, name in zip(middle.columns(4, gap=4 * mm), ("Captured", "Heroes", "Retired", "Executed")):
        _zone(sheet, box, name)
    phases, score = bottom.columns([1.25, 1], gap=4 * mm)
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


def _phases(sheet: Sheet, box: Box) -> None:
    inner = sheet.panel(box, _("Each turn"), size=10)
    y = inner.top - 9
    for label, text in PHASES:
        sheet.text(inner.x, y, _(label), size=8, bold=True, max_width=29 * mm)
        y = sheet.paragraph(inner.x + 30 * mm, y, inner.w - 30 * mm, _(text), size=8) - 2


def _score(sheet: Sheet, box: Box) -> None:
    """Zombies at the start + zombies executed + 10 if all were executed = score."""
    inner = sheet.panel(box, _("Score"), size=10)
    sheet.text(inner.right, inner.top + 3 * mm, _("first game: 4 zombies"), size=7, colour=MUTED, align="right")
    parts = (_("Zombies at start"), _("+ executed"), _("+ {bonus} if all").format(bonus=WIN_BONUS), _("= Score"))
    cells = inner.columns(len(parts), gap=2.5 * mm)
    for cell, caption in zip(cells, parts):
        sheet.write_in_box(Box(cell.x, cell.y, cell.w, min(cell.h, 13 * mm)), caption, size=6.5)
    sheet.text(
        inner.x,
        inner.top - 6,
        _("The game ends when every zombie is executed or every human is lost."),
        size=7,
        colour=MUTED,
    )
