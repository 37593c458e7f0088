"""Sending a strip the copy cannot follow so that the rest of the line stays where Rich put it.

Why apart: the terminal's copy (tui.render.shadow) decides *what* to send; this module
is *how* a strip goes out when a terminal may measure some of it otherwise than Rich
(tui.render.widths): each such grapheme at its own column, a wide character across a
cut kept whole, the marks after a letter kept with it.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len, get_character_cell_size, split_graphemes
from rich.segment import Segment
from textual.strip import Strip

from tui.render.widths import followed, odd_grapheme


def whole(strip: Strip, x: int, y: int, x1: int, x2: int, end: int, console: Any) -> str:
    """A chop sent the way Textual's ChopsUpdate sends it: cropped to the span (each
    grapheme the terminal may measure otherwise put at its own column)."""
    if not (x2 > x >= x1 and end <= x2):
        strip = cropped(strip, min(end, x2) - x)
    return placed(strip, x, y, console)


def placed(strip: Strip, x: int, y: int, console: Any) -> str:
    """`strip` drawn from column x of line y, every grapheme a terminal may measure
    otherwise than Rich (❤️ one cell in tmux, two for Rich) at the column Rich gives it:
    its cells blanked first, then the grapheme, then the cursor put where the next one
    starts. Sent plainly, the rest of the strip moved a cell and the cell at its end kept
    what it showed before (a stray border at column 80, a second one beside the log's)."""
    if not any(control for _, _, control in strip) and not followed(strip):
        colours = color_system(console)
        out, column = [f"\x1b[{y + 1};{x + 1}H"], x
        for text, style, _ in strip:

            def draw(part: str, style: Any = style) -> str:
                return part if style is None else Strip.render_style(style, part, colours)

            spans, _ = split_graphemes(text)
            start = 0  # the run of graphemes measured alike, not drawn yet
            for begin, end, width in spans:
                grapheme = text[begin:end]
                if not odd_grapheme(grapheme):
                    continue
                if begin > start:
                    out.append(draw(text[start:begin]))
                    column += cell_len(text[start:begin])
                out.append(draw(" " * width) + f"\x1b[{y + 1};{column + 1}H" + draw(grapheme))
                column += width
                out.append(f"\x1b[{y + 1};{column + 1}H")
                start = end
            if start < len(text):
                out.append(draw(text[start:]))
                column += cell_len(text[start:])
        return "".join(out)
    return f"\x1b[{y + 1};{x + 1}H" + strip.render(console)


def cropped(strip: Strip, cut: int) -> Strip:
    """The start of `strip` up to `cut` cells, the way a terminal must get it: a wide
    character across the cut is kept whole (its other half is the strip's too; Textual's
    crop writes a space in its place), and the combining marks and selectors after the
    last character kept stay with it (Textual's crop drops them)."""
    segments: list[Segment] = []
    position = 0
    for segment in strip:
        text, style, control = segment
        if control:
            if position < cut:
                segments.append(segment)
            continue
        start, taken = position, 0
        for index, char in enumerate(text):
            joined = get_character_cell_size(char) == 0 or (index and text[index - 1] == "\u200d")
            if position >= cut and not joined:
                break
            taken = index + 1
            position = start + cell_len(text[:taken])  # as Rich measures it: an emoji sequence whole
        if taken:
            segments.append(Segment(text[:taken], style))
        if taken < len(text):
            break
    return Strip(segments, position)


def color_system(console: Any) -> Any:
    from rich.color import ColorSystem

    return getattr(console, "_color_system", None) or ColorSystem.TRUECOLOR
