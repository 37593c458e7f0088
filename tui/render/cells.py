"""A strip as the terminal's copy holds it (tui.render.shadow): one (text, style key) per cell.

Why apart, and why it remembers: every frame reads the strips of its dirty lines cell by
cell, and most of their segments (a border, a die's face, a blank run, a word of the log)
come back frame after frame. A segment's cells are worked out once, character by
character (the width Rich gives it, whether a terminal may measure it otherwise), and
reused while the same text in the same style comes back: reading the box-drawing
characters of every border again was the largest share of a frame's diff.
"""

from __future__ import annotations

from typing import Any

from rich.cells import get_character_cell_size
from textual.strip import Strip

from tui.render.blank import blank_key
from tui.render.widths import doubtful

#: one cell: its text ("" for the right half of a wide character) and its style's key
Cell = tuple[str, str]

#: segments (and styles) remembered past this many are forgotten (a log's words keep coming)
MAX_KNOWN = 4096


class CellReader:
    """Strips read into cells, for one colour system; `styles` holds a Style that renders each
    key read since it was last emptied (a scroll repaints cells from the copy alone)."""

    def __init__(self) -> None:
        self.styles: dict[str, Any] = {}
        self._keys: dict[int, tuple[Any, str]] = {}
        #: (text, style) -> its cells (None: not followed), its style's key, the style
        self._segments: dict[tuple[str, Any], tuple[list[Cell] | None, str, Any]] = {}
        self._system: Any = None

    def restart(self) -> None:
        """Every key of the copy is about to be read again (a full update)."""
        self.styles, self._keys = {}, {}

    def cells(self, strip: Strip, color_system: Any) -> list[Cell] | None:
        """A strip's cells, or None when it holds something a cell cannot say."""
        if color_system != self._system:
            self._system, self._keys, self._segments = color_system, {}, {}
        elif len(self._segments) > MAX_KNOWN:
            self._segments = {}
        known, styles = self._segments, self.styles
        cells: list[Cell] = []
        for text, style, control in strip:
            if control:
                return None
            found = known.get((text, style))
            if found is None:
                key = self._key(style, color_system)
                found = (_read(text, key), key, style)
                if style is None or not style.link:  # a link's id is its own: read each time
                    known[text, style] = found
            if found[0] is None:
                return None
            if found[1] not in styles and found[2] is not None:
                styles[found[1]] = found[2]
            cells += found[0]
        return cells

    def _key(self, style: Any, color_system: Any) -> str:
        """The escape sequence a style becomes: two cells look alike when theirs are equal
        (a style's meta, which Textual uses for the mouse, never reaches the terminal)."""
        if style is None:
            return ""
        known = self._keys.get(id(style))
        if known is None or known[0] is not style:
            known = (style, Strip.render_style(style, "", color_system))
            if len(self._keys) > MAX_KNOWN:
                self._keys.clear()
            self._keys[id(style)] = known
        return known[1]


def _read(text: str, key: str) -> list[Cell] | None:
    """One segment's cells in the style of `key` (spaces in its blank: tui.render.blank)."""
    blank = blank_key(key) if " " in text else key
    if text.isascii() and text.isprintable():
        return [(char, key) for char in text] if blank == key else [
            (char, blank if char == " " else key) for char in text]
    cells: list[Cell] = []
    for char in text:
        width = get_character_cell_size(char)
        if doubtful(char):  # the terminal may give it another width than Rich does
            return None
        if width == 1:
            cells.append((char, blank if char == " " else key))
        elif width == 2:
            cells += [(char, key), ("", key)]
        else:  # takes no cell (a control or a combining mark): not followed
            return None
    return cells
