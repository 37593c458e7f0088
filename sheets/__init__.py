"""Printable PDF sheets for playing the four games on paper, drawn from the same data as the app.

The public API (the TUI's "Print sheets" screen and `dice-tui sheet` both use it):

- `render(game, *, paper="a4", **options) -> bytes` draws a sheet and returns the PDF;
  raises `SheetError` (a ValueError) with a one-line reason on a bad option or a broken
  level file.
- `write_pdf(data, path)` writes it atomically (no partial file is ever left behind).
- `default_filename(game, ...)` is the name used when no output file is given (it carries the
  language and the paper).

Each game that prints declares its sheet once, in `sheets.registry` (a `SheetSpec`: the
drawing module, the title, the options and the file name): dizzle takes
`level` (1-4 or "all") or `level_file`; 25-to-dice takes `mode`; dalek-dice takes
`players`; dize takes none. Giving an option a game does not take is an error rather
than being ignored, so a typo never prints the wrong sheet silently.

Only the game actually drawn is imported, and ReportLab only once drawing starts, so
`dice-tui sheet --help` and the TUI's menu stay fast. `sheets` imports `core`, never `tui`.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from core.games import GAMES
from core.lang import _, language
from sheets.errors import SheetError
from sheets.output import write_pdf
from sheets.registry import SHEETS, SheetSpec

__all__ = ["PAPERS", "SheetError", "default_filename", "games", "render", "write_pdf"]

PAPERS = ("a4", "letter")


def games() -> dict[str, SheetSpec]:
    """Game id -> its sheet, for every registered game that prints, in the games' order."""
    return {game_id: SHEETS[game_id] for game_id in GAMES if game_id in SHEETS}


def render(game: str, *, paper: str = "a4", **options: Any) -> bytes:
    """The PDF bytes of a game's sheet; SheetError with a one-line reason on bad values."""
    sheets = games()
    if game not in sheets:
        raise SheetError(_("unknown game {game} (choose {games})").format(game=repr(game), games=", ".join(sheets)))
    if paper not in PAPERS:
        raise SheetError(_("unknown paper {paper} (choose {one} or {other})").format(
            paper=repr(paper), one=PAPERS[0], other=PAPERS[1]))
    spec = sheets[game]
    takes = [option.name for option in spec.options]
    for name, value in options.items():
        if value is not None and name not in takes:
            raise SheetError(_("{game} sheets take no {option} option").format(
                game=game, option=name.replace("_", "-")))
    module = import_module(spec.module)
    from sheets.paper import Sheet  # ReportLab is loaded only when a sheet is drawn

    title = _(spec.title)
    sheet = Sheet(paper, title=title, subject=_("Printable {title} for paper play").format(title=title))
    module.draw(sheet, **{name: options.get(name) for name in takes})
    return sheet.finish()


def default_filename(game: str, paper: str = "a4", *, lang: str | None = None, **options: Any) -> str:
    """The file name used when none is given: 'dizzle-level-1-en-a4.pdf', '25-to-dice-solo-coop-es-letter.pdf'...

    The language (`lang`, by default the one the words are printed in) and the paper are part of
    the name, so an English and a Spanish copy, or an A4 and a Letter one, never overwrite each other."""
    if paper not in PAPERS:
        raise SheetError(_("unknown paper {paper} (choose {one} or {other})").format(
            paper=repr(paper), one=PAPERS[0], other=PAPERS[1]))
    spec = games().get(game)
    given = {name: value for name, value in options.items() if value is not None}
    try:
        name = f"{game}.pdf" if spec is None or spec.filename is None else str(spec.filename(**given))
    except ValueError as error:
        raise SheetError(str(error)) from None
    return f"{name.removesuffix('.pdf')}-{lang or language() or 'en'}-{paper}.pdf"
