"""Blank cells: spaces that look alike though Textual styles them apart, and a screen
erased in its background colour so that they need not be sent.

Why: four cells in five of a first frame are spaces, most of them in the screen's or a
panel's background, and Textual writes each with its whole style (a foreground, bold,
another foreground for the next widget's padding): some 40 bytes of colour codes for
cells a player sees only as a background. A space shows its background and nothing
else, unless it is underlined, struck, overlined, framed or reversed (then its
foreground shows): its key (tui.render.shadow) is only its background, so two such
spaces are the same cell to the copy, and a run of them never switches foregrounds.

The first frame (and one after a resize or Ctrl+L) erases the screen with that
background in force: on a terminal that erases in the background colour in force
(terminfo's `bce`: xterm and the terminals that call themselves xterm, VTE, the Linux
console, rxvt, tmux) the copy then starts as a screen of blank cells in it, and only the
cells that differ are sent. Elsewhere (GNU screen, unknown terminals) the erase leaves
the terminal's own default background, and the copy starts as that.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from functools import lru_cache

from tui.render.frame import Frame
from tui.render.sgr import RESET, SHOWN_ON_A_SPACE, opening, parsed

#: one cell of the copy: its text and its style's key (tui.render.shadow)
Cell = tuple[str, str]

#: TERM values whose terminals erase in the background colour in force ("screen" is GNU
#: screen, which does not by default, unless tmux, which does, is the one calling itself so)
ERASES_IN_COLOUR = ("xterm", "vte", "gnome", "konsole", "linux", "rxvt", "tmux")


@lru_cache(maxsize=4096)
def blank_key(key: str) -> str:
    """The key of a space in the style of `key`: its background alone, when nothing else of
    that style shows on a space; else `key` itself (and a link's, or a style this package
    does not parse, are kept whole too). Asked once a strip: remembered."""
    sets = opening(key)
    sgr = parsed(sets) if sets else None
    if sgr is None or sgr[0] & SHOWN_ON_A_SPACE:
        return key
    return f"\x1b[{sgr[2]}m{RESET}" if sgr[2] else ""


def erases_in_colour(environ: Mapping[str, str]) -> bool:
    """Whether the terminal fills the cells it erases with the background in force."""
    term = environ.get("TERM", "")
    if term.startswith("screen"):
        return bool(environ.get("TMUX"))
    return term.startswith(ERASES_IN_COLOUR)


def erase(frame: Frame, shown: Iterable[Cell | None], size: tuple[int, int],
          in_colour: bool) -> list[list[Cell | None]]:
    """The whole screen (width, height) erased in the background most of the cells `shown`
    have, when the terminal erases `in_colour` (else in its own): the copy's rows after it."""
    blank = background(shown) if in_colour else ""
    frame.clear(blank)
    width, height = size
    return [[(" ", blank)] * width for _ in range(height)]


def outside(spans: Iterable[tuple[int, int, int]], width: int, height: int) -> list[tuple[int, int, int]]:
    """(row, from column, to column) of every cell of the screen no span covers."""
    left: list[tuple[int, int, int]] = []
    by_row: dict[int, list[tuple[int, int]]] = {}
    for y, x1, x2 in spans:
        by_row.setdefault(y, []).append((x1, x2))
    for y in range(height):
        x = 0
        for x1, x2 in sorted(by_row.get(y, [])):
            if x1 > x:
                left.append((y, x, x1))
            x = max(x, x2)
        if x < width:
            left.append((y, x, width))
    return left


def background(cells: Iterable[Cell | None]) -> str:
    """The background most spaces on the screen have, as a key (tui.render.shadow): the
    screen is erased in it. "" (the terminal's own) when no space has one of its own."""
    counts = Counter(cell[1] for cell in cells if cell is not None and cell[0] == " ")
    for key, _ in counts.most_common():
        sets = opening(key)
        sgr = parsed(sets) if sets is not None else None
        if sgr is not None and not sgr[0] and not sgr[1]:  # a background and nothing else
            return key
    return ""
