"""A tiny terminal for tests: enough of VT100 to see what Textual's frames leave on screen.

It follows what dice-tui writes: absolute cursor moves (CSI row;col H), SGR styles
(CSI ... m, kept as the raw parameter string in force for each cell), printable text
(wide characters take two cells) and line feeds; every other sequence (modes, OSC
titles and links, synchronized output) changes no cell and is skipped.
"""

from __future__ import annotations

import re

from rich.cells import get_character_cell_size

_TOKEN = re.compile(
    r"\x1b\[([0-9;?<>=]*)([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>78]"
    r"|([\r\n])|([^\x1b\r\n]+)",
    re.S,
)


class Terminal:
    def __init__(self, columns: int = 80, rows: int = 24) -> None:
        self.columns, self.rows = columns, rows
        self.cells = [[(" ", "")] * columns for _ in range(rows)]
        self.x = self.y = 0
        self.style = ""

    def feed(self, data: str | bytes) -> None:
        if isinstance(data, bytes):
            data = data.decode("utf-8", "replace")
        for match in _TOKEN.finditer(data):
            params, final, newline, text = match.groups()
            if final == "H":
                parts = [int(p) if p.isdigit() else 1 for p in (params or "1;1").split(";")]
                self.y, self.x = parts[0] - 1, (parts[1] - 1 if len(parts) > 1 else 0)
            elif final == "m":
                self.style = "" if params in ("", "0") else params
            elif final == "J" and params == "2":
                self.cells = [[(" ", "")] * self.columns for _ in range(self.rows)]
            elif newline == "\n":
                self.y = min(self.y + 1, self.rows - 1)
            elif newline == "\r":
                self.x = 0
            elif text:
                self._put(text)

    def _put(self, text: str) -> None:
        for char in text:
            width = get_character_cell_size(char)
            if width == 0 or not 0 <= self.y < self.rows:
                continue
            if self.x + width <= self.columns:
                self.cells[self.y][self.x] = (char, self.style)
                if width == 2:
                    self.cells[self.y][self.x + 1] = ("", self.style)
            self.x += width

    def text(self) -> str:
        return "\n".join("".join(char for char, _ in row) for row in self.cells)
