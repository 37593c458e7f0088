"""Printable PDF sheets for playing the four games on paper, drawn from the same data as the app.

The public API (the TUI's "Print sheets" screen and `dice-tui sheet` both use it):

- `render(game, *, paper="a4", level=None, level_file=None, mode=None, players=None) -> bytes`
  draws a sheet and returns the PDF; raises `SheetError` (a ValueError) with a one-line
  reason on a bad option or a broken level file.
- `write_pdf(data, path)` writes it atomically (no partial file is ever left behind).
- `default_filename(game, ...)` is the name used when no output file is given.

Options per game: dizzle takes `level` (1-4 or "all") or `level_file`; 25-to-dice takes
`mode` ("solo", "coop" — the same board — or "competitive"); dalek-dice takes `players`;
dize takes none. Giving an option a game does not take is an error rather than being
ignored, so a typo never prints the wrong sheet silently.

Only the game actually drawn is imported, and ReportLab only once drawing starts, so
`dice-tui sheet --help` and the TUI's menu stay fast. `sheets` imports `core`, never `tui`.
"""

from __future__ import annotations

import os
from importlib import import_module

from sheets.errors import SheetError
from sheets.output import write_pdf

__all__ = ["GAMES", "PAPERS", "SheetError", "default_filename", "render", "write_pdf"]

#: game id -> (drawing module, document title); the order is the CLI's and the TUI's
GAMES: dict[str, tuple[str, str]] = {
    "dizzle": ("sheets.dizzle", "Dizzle level sheets"),
    "25-to-dice": ("sheets.twenty_five", "25 to Dice board"),
    "dalek-dice": ("sheets.dalek_dice", "Dalek Dice score pad"),
    "dize": ("sheets.dize", "diZe play mat"),
}
PAPERS = ("a4", "letter")
MODES = ("solo", "coop", "competitive")  # the game's own words; "co-op" is accepted too
#: the options each game takes (beyond paper)
OPTIONS: dict[str, tuple[str, ...]] = {
    "dizzle": ("level", "level_file"),
    "25-to-dice": ("mode",),
    "dalek-dice": ("players",),
    "dize": (),
}


def render(
    game: str,
    *,
    paper: str = "a4",
    level: str | int | None = None,
    level_file: str | None = None,
    mode: str | None = None,
    players: int | None = None,
) -> bytes:
    """The PDF bytes of a game's sheet; SheetError with a one-line reason on bad values."""
    if game not in GAMES:
        raise SheetError(f"unknown game {game!r} (choose {', '.join(GAMES)})")
    if paper not in PAPERS:
        raise SheetError(f"unknown paper {paper!r} (choose {' or '.join(PAPERS)})")
    given = {"level": level, "level_file": level_file, "mode": mode, "players": players}
    for name, value in given.items():
        if value is not None and name not in OPTIONS[game]:
            raise SheetError(f"{game} sheets take no {name.replace('_', '-')} option")
    module_name, title = GAMES[game]
    module = import_module(module_name)
    from sheets.paper import Sheet  # ReportLab is loaded only when a sheet is drawn

    sheet = Sheet(paper, title=title, subject=f"Printable {title} for paper play")
    module.draw(sheet, **{name: given[name] for name in OPTIONS[game]})
    return sheet.finish()


def default_filename(
    game: str,
    *,
    level: str | int | None = None,
    level_file: str | None = None,
    mode: str | None = None,
    players: int | None = None,
) -> str:
    """The file name used when none is given: 'dizzle-level-1.pdf', '25-to-dice-solo-coop.pdf'..."""
    if game == "dizzle":
        if level_file is not None:
            stem = os.path.splitext(os.path.basename(level_file))[0]
            return f"dizzle-{stem or 'level'}.pdf"
        level = 1 if level is None else level
        return "dizzle-levels.pdf" if str(level) == "all" else f"dizzle-level-{level}.pdf"
    if game == "25-to-dice":  # one board serves solo and co-op, and its file says so
        return "25-to-dice-competitive.pdf" if _board_mode(mode) == "competitive" else "25-to-dice-solo-coop.pdf"
    if game == "dalek-dice" and players is not None:
        return f"dalek-dice-{players}-players.pdf"
    return f"{game}.pdf"


def _board_mode(mode: str | None) -> str:
    """Solo and co-op share one board; None means solo."""
    if mode is None or mode in ("solo", "coop", "co-op"):
        return "solo"
    if mode == "competitive":
        return mode
    raise SheetError(f"unknown mode {mode!r} (choose {', '.join(MODES)})")
