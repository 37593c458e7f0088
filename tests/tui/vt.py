"""A tiny terminal for tests: enough of VT100 to see what Textual's frames leave on screen.

It follows what dice-tui writes: absolute cursor moves (CSI row;col H) and steps right
(CSI n C), SGR styles (CSI ... m: each cell keeps the style in force, in one spelling
whatever codes led to it, see `sgr`; a space keeps only what shows on it, see `blank`),
printable text (wide characters take two cells), carriage returns and line feeds, the
screen erased in the background in force (CSI 2 J, as a `bce` terminal does), and a
scrolled band (DECSTBM CSI t;b r, which also homes the cursor, then CSI n S / CSI n T);
every other sequence (modes, OSC titles and links, synchronized output) changes no cell
and is skipped. Lines scrolled in are filled with SCROLLED_IN, a cell no app draws: one
left unpainted shows.
"""

from __future__ import annotations

import re

from rich.cells import get_character_cell_size

_TOKEN = re.compile(
    r"\x1b\[([0-9;?<>=]*)([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>78]"
    r"|([\r\n])|([^\x1b\r\n]+)",
    re.S,
)

#: the attributes each "off" code clears (ECMA-48)
_OFF = {"22": {"1", "2"}, "23": {"3"}, "24": {"4", "21"}, "25": {"5", "6"}, "27": {"7"}, "28": {"8"}, "29": {"9"},
        "54": {"51", "52"}, "55": {"53"}}


def sgr(style: str, params: str) -> str:
    """The style in force after CSI params m, when `style` was: attributes, foreground and
    background, spelled one way (a reset and a style, or only what changed, look alike)."""
    attributes, fg, bg = style.split("|") if style else ("", "", "")
    kept = set(attributes.split(";")) - {""}
    codes = params.split(";") if params else ["0"]
    index = 0
    while index < len(codes):
        code = codes[index] or "0"
        number = int(code)
        if code in ("38", "48"):
            size = 3 if codes[index + 1] == "5" else 5
            colour = ";".join(codes[index : index + size])
            index += size - 1
            fg, bg = (colour, bg) if code == "38" else (fg, colour)
        elif number == 0:
            kept, fg, bg = set(), "", ""
        elif number == 39:
            fg = ""
        elif number == 49:
            bg = ""
        elif 30 <= number <= 37 or 90 <= number <= 97:
            fg = code
        elif 40 <= number <= 47 or 100 <= number <= 107:
            bg = code
        elif code in _OFF:
            kept -= _OFF[code]
        else:
            kept.add(code)
        index += 1
    if not (kept or fg or bg):
        return ""
    return f"{';'.join(sorted(kept, key=int))}|{fg}|{bg}"


#: attributes that show on a space: a line under, through or over it, a frame, its foreground
_SHOWN_ON_A_SPACE = {"4", "7", "9", "21", "51", "52", "53"}


def blank(style: str) -> tuple[str, str]:
    """A space as a person sees it: its background only, unless its style shows on a space
    (tui.render.blank): the foreground, bold or italic of a space are nowhere to be seen."""
    if not style:
        return " ", ""
    attributes, _, bg = style.split("|")
    if set(attributes.split(";")) & _SHOWN_ON_A_SPACE:
        return " ", style
    return " ", f"||{bg}" if bg else ""


#: what a line scrolled into a band holds until something is written over it
SCROLLED_IN = (" ", "scrolled-in")


class Terminal:
    def __init__(self, columns: int = 80, rows: int = 24) -> None:
        self.columns, self.rows = columns, rows
        self.cells = [[(" ", "")] * columns for _ in range(rows)]
        self.x = self.y = 0
        self.style = ""
        self.top, self.bottom = 0, rows - 1  # the scroll region, inclusive

    def feed(self, data: str | bytes) -> None:
        if isinstance(data, bytes):
            data = data.decode("utf-8", "replace")
        for match in _TOKEN.finditer(data):
            params, final, newline, text = match.groups()
            if final == "H":
                parts = [int(p) if p.isdigit() else 1 for p in (params or "1;1").split(";")]
                self.y, self.x = parts[0] - 1, (parts[1] - 1 if len(parts) > 1 else 0)
            elif final == "r":
                self._region(params)
            elif final in ("S", "T"):
                count = int(params) if params.isdigit() else 1
                self.scroll(count if final == "S" else -count)
            elif final == "m":
                self.style = sgr(self.style, params)
            elif final == "J" and params == "2":  # erased in the background in force (bce)
                self.cells = [[blank(self.style)] * self.columns for _ in range(self.rows)]
            elif final == "C":
                self.x += int(params) if params.isdigit() else 1
            elif newline == "\n":
                self.y = min(self.y + 1, self.rows - 1)
            elif newline == "\r":
                self.x = 0
            elif text:
                self._put(text)

    def _region(self, params: str) -> None:
        """DECSTBM: a region of at least two lines is set (none given: the whole screen),
        and the cursor goes home either way, as xterm does."""
        parts = [int(p) if p.isdigit() else 0 for p in params.split(";")] if params else []
        top = (parts[0] or 1) if parts else 1
        bottom = (parts[1] or self.rows) if len(parts) > 1 else self.rows
        if top < bottom <= self.rows:
            self.top, self.bottom = top - 1, bottom - 1
        self.x = self.y = 0

    def scroll(self, count: int) -> None:
        """The region's lines move up `count` lines (down when negative)."""
        band = self.cells[self.top : self.bottom + 1]
        count = max(-len(band), min(count, len(band)))
        fresh = [[SCROLLED_IN] * self.columns for _ in range(abs(count))]
        self.cells[self.top : self.bottom + 1] = band[count:] + fresh if count >= 0 else fresh + band[:count]

    def _put(self, text: str) -> None:
        for char in text:
            width = get_character_cell_size(char)
            if width == 0 or not 0 <= self.y < self.rows:
                continue
            if self.x + width <= self.columns:
                self.cells[self.y][self.x] = blank(self.style) if char == " " else (char, self.style)
                if width == 2:
                    self.cells[self.y][self.x + 1] = ("", self.style)
            self.x += width

    def text(self) -> str:
        return "\n".join("".join(char for char, _ in row) for row in self.cells)
