"""Textual's colour filter hands back a line whose colours are all true colours as it is.

Why: Textual passes every line it renders through `ANSIToTruecolor`, which turns the
terminal's sixteen named colours (and dim text) into true colours of the theme. It builds a
new segment for every segment of the line, each through a cached call, even when nothing
changes, and the line is new each time a widget redraws it: some 2% of a move's CPU
(issue 34). dice-tui's styles are the theme's true colours, so almost every line comes
back unchanged. Here a style is looked at once (whether the filter would change it) and
a line whose styles it would all keep is returned as it was. A line with a named colour,
dim text or a control segment goes through Textual's own filter, unchanged in behaviour.

Installed with the other library patches by tui.render.patches, only if this Textual's
filter has the method this patch replaces.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual.filter import ANSIToTruecolor

#: Textual's own, kept for the tests that compare the two
stock = ANSIToTruecolor.apply

#: styles seen, and whether the filter keeps each as it is (a theme's few dozen)
KEPT: dict[Style, bool] = {}
#: forgotten past this many (a style a hover or a selection made)
REMEMBERED = 4096


def _keeps(style: Style) -> bool:
    """Whether the filter would hand `style` back as it is: no named colour, not dim."""
    color, bgcolor = style.color, style.bgcolor
    return (color is None or color.triplet is not None) and (bgcolor is None or bgcolor.triplet is not None) \
        and not style.dim


def apply(self: Any, segments: list[Segment], background: Any) -> list[Segment]:
    kept = KEPT
    for _text, style, control in segments:
        if control is not None:
            return stock(self, segments, background)
        if style is None:
            continue
        keeps = kept.get(style)
        if keeps is None:
            if len(kept) >= REMEMBERED:
                kept.clear()
            keeps = kept[style] = _keeps(style)
        if not keeps:
            return stock(self, segments, background)
    return segments


def install() -> None:
    """The short way for lines that need no change (idempotent)."""
    if ANSIToTruecolor.apply is stock and callable(getattr(ANSIToTruecolor, "truecolor_style", None)):
        ANSIToTruecolor.apply = apply  # type: ignore[method-assign]
