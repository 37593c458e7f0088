"""What one frame of the terminal's copy writes: runs of cells at absolute positions.

Why: Textual writes every piece of a line as its style's escape sequence, the text, and a
reset (`ESC[...m text ESC[0m`), some 40 bytes of colour codes for a truecolor style even
when the piece before it, one line up, was in the very same style. A log's lines, a
column of dice, a sheet's cells are mostly one style each: here a run whose style is the
one in force is written as its text alone, and the reset comes only when the style
changes or the frame ends (the frame always leaves the terminal in the plain style, as
Textual does, so what Textual writes next starts where it expects).

Cells are (text, key) where the key is the escape sequence Textual renders the style to
with no text (tui.terminal_shadow): `ESC[...m ESC[0m`, or "" for no style. A style with a
link (OSC 8) is written whole, as Textual would, from the Style kept for its key.
"""

from __future__ import annotations

from typing import Any

from textual.strip import Strip

RESET = "\x1b[0m"

#: unchanged cells between two changed runs that are sent anyway rather than moving the
#: terminal's cursor (a move costs about as many bytes as a few plain cells)
GAP = 6


def opening(key: str) -> str | None:
    """The escape sequence that sets a key's style ("" for no style), or None when the style
    cannot be left in force (a link, or something unexpected)."""
    if not key:
        return ""
    if key.startswith("\x1b[") and key.endswith(RESET) and key.count("\x1b") == 2:
        return key[: -len(RESET)]
    return None


class Frame:
    """The sequence being written, and the style the terminal is in at its end so far."""

    def __init__(self, styles: dict[str, Any], color_system: Any) -> None:
        self.parts: list[str] = []
        self.style = ""  # the key in force; "" is the plain style
        self._styles, self._color_system = styles, color_system

    def renders(self, key: str) -> bool:
        """Whether a cell of this key can be written again from the copy alone."""
        return opening(key) is not None or key in self._styles

    def raw(self, sequence: str) -> None:
        """Something written the way Textual writes it: it starts from the plain style."""
        self._plain()
        self.parts.append(sequence)

    def cells(self, y: int, x: int, cells: list[Any]) -> None:
        """The cells at row y from column x: one piece per style, no style set twice."""
        self.parts.append(f"\x1b[{y + 1};{x + 1}H")
        start = 0
        for index in range(1, len(cells) + 1):
            if index < len(cells) and cells[index][1] == cells[start][1]:
                continue
            key, text = cells[start][1], "".join(cell[0] for cell in cells[start:index])
            start = index
            sets = opening(key)
            if sets is None:  # a link: whole, as Textual writes it
                style = self._styles.get(key)
                self.raw(text if style is None else Strip.render_style(style, text, self._color_system))
                continue
            if key != self.style:
                self._plain()
                self.parts.append(sets)
                self.style = key
            self.parts.append(text)

    def text(self) -> str:
        """The whole frame, ending in the plain style."""
        self._plain()
        return "".join(self.parts)

    def _plain(self) -> None:
        if self.style:
            self.parts.append(RESET)
            self.style = ""


def runs(row: list[Any], cells: list[Any], x: int, lo: int, hi: int) -> list[tuple[int, int]]:
    """[start, stop) columns in lo..hi where the row and the new cells differ, close runs
    merged, a wide character never cut in half."""
    found: list[list[int]] = []
    for column in range(lo, hi):
        if row[column] == cells[column - x]:
            continue
        if found and column - found[-1][1] <= GAP:
            found[-1][1] = column + 1
        else:
            found.append([column, column + 1])
    for run in found:
        if run[0] > x and cells[run[0] - x][0] == "":  # the right half of a wide character
            run[0] -= 1
        if run[1] - x < len(cells) and cells[run[1] - x][0] == "":
            run[1] += 1
    return [(start, stop) for start, stop in found]
