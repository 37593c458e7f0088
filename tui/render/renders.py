"""A frame asks only the widgets it can show for their lines.

Why: for a partial frame Textual's compositor asks every widget whose *clip* (its
container's visible area) overlaps the frame's dirty rectangle to render its lines, not
only those whose own visible area does. Every zone of a column shares that column's clip,
so a cursor move in Dalek Dice's Roll had thirteen of sixteen widgets render their lines,
when four (the Roll and the boxes behind it) cover those cells (issue 34, CPU per move).
A widget whose visible area misses the dirty rectangle holds no cell of the frame's spans,
nor of anything the terminal's copy reads (tui.render.shadow reads no further than the
spans' last column): what it would have rendered was thrown away.

The order, the regions and the lines asked of each widget are Textual's own. Installed
with the other library patches by tui.render.patches, only when this Textual's compositor
has the method and the map it reads.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from textual._compositor import Compositor
from textual.geometry import Region
from textual.strip import Strip

#: Textual's own, kept for the tests that compare the two
stock = Compositor._get_renders


def _get_renders(self: Any, crop: Region | None = None) -> Iterator[tuple[Region, Region, list[Strip]]]:
    """(region, clip, lines) of each visible widget whose visible area meets `crop`."""
    for widget, (region, clip) in self.visible_widgets.items():
        shown = region.intersection(clip)
        if not (shown.width and shown.height) or (crop and not crop.overlaps(shown)):
            continue
        yield region, clip, widget.render_lines(
            Region(shown.x - region.x, shown.y - region.y, shown.width, shown.height))


def install() -> None:
    """The compositor's renders asked of the widgets that show (idempotent)."""
    current = getattr(Compositor, "_get_renders", None)
    if current is None or getattr(current, "__dice_tui_shown__", False) or not hasattr(Compositor, "visible_widgets"):
        return
    _get_renders.__dice_tui_shown__ = True  # type: ignore[attr-defined]  # installed once per process
    Compositor._get_renders = _get_renders  # type: ignore[method-assign]
