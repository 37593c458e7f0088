"""What one frame of the terminal's copy writes: runs of cells at absolute positions.

Why: Textual writes every piece of a line as its style's escape sequence, the text, and a
reset (`ESC[...m text ESC[0m`), some 40 bytes of colour codes for a truecolor style even
when the piece before it, one line up, was in the very same style. A log's lines, a
column of dice, a sheet's cells are mostly one style each: here a run whose style is the
one in force is written as its text alone, and a run in another style is reached from
the one in force by what differs (a border and the text beside it share their
background: only the foreground is written), or by a reset when that is shorter. The
frame always ends in the plain style, as Textual's do, so what Textual writes next
starts where it expects.

Cells are (text, key) where the key is the escape sequence Textual renders the style to
with no text (tui.render.shadow): `ESC[...m ESC[0m`, or "" for no style. A style with a
link (OSC 8) is written whole, as Textual would, from the Style kept for its key.
"""

from __future__ import annotations

from typing import Any

from textual.strip import Strip

RESET = "\x1b[0m"

#: unchanged cells between two changed runs that are sent anyway rather than moving the
#: terminal's cursor (a move costs about as many bytes as a few plain cells)
GAP = 6


#: the code that turns each attribute off (ECMA-48); some share one (22: bold and dim)
OFF = {"1": "22", "2": "22", "3": "23", "4": "24", "21": "24", "5": "25", "6": "25", "7": "27", "8": "28",
       "9": "29", "51": "54", "52": "54", "53": "55"}

#: a style as the terminal holds it: its attributes, foreground and background codes
Sgr = tuple[frozenset[str], str, str]


def parsed(sets: str) -> Sgr | None:
    """`ESC[...m` as attributes and colours, or None for anything this module does not know."""
    attributes: set[str] = set()
    fg = bg = ""
    codes = sets[2:-1].split(";") if sets else []
    index = 0
    while index < len(codes):
        code = codes[index]
        if code in ("38", "48"):
            size = {"5": 2, "2": 4}.get(codes[index + 1] if index + 1 < len(codes) else "", 0)
            if not size or index + size >= len(codes):
                return None
            colour = ";".join(codes[index : index + 1 + size])
            index += 1 + size
        elif code.isdigit() and (30 <= int(code) <= 37 or 90 <= int(code) <= 97 or 40 <= int(code) <= 47
                                 or 100 <= int(code) <= 107):
            colour = code
            index += 1
        elif code in OFF:
            attributes.add(code)
            index += 1
            continue
        else:
            return None
        if colour[0] in "39":  # 38;..., 30-37, 90-97
            fg = colour
        else:
            bg = colour
    return frozenset(attributes), fg, bg


def change(now: Sgr, then: Sgr) -> str:
    """The SGR parameters that take the terminal from style `now` to `then`."""
    offs = sorted({OFF[code] for code in now[0] - then[0]})
    kept = {code for code in now[0] if OFF[code] not in offs}
    codes = [*offs, *sorted(then[0] - kept, key=int)]
    if now[1] != then[1]:
        codes.append(then[1] or "39")
    if now[2] != then[2]:
        codes.append(then[2] or "49")
    return ";".join(codes)


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
        self._sgr: dict[str, Sgr | None] = {"": (frozenset(), "", "")}

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
                self._switch(key, sets)
            self.parts.append(text)

    def text(self) -> str:
        """The whole frame, ending in the plain style."""
        self._plain()
        return "".join(self.parts)

    def _switch(self, key: str, sets: str) -> None:
        """Into the style of `key`: by what differs from the one in force, or by a reset and
        the whole of it, whichever is shorter."""
        whole = f"\x1b[0;{sets[2:]}" if sets else RESET
        now, then = self._parse(self.style), self._parse(key)
        if now is not None and then is not None:
            delta = f"\x1b[{change(now, then)}m"
            if len(delta) < len(whole):
                whole = delta
        self.parts.append(whole)
        self.style = key

    def _parse(self, key: str) -> Sgr | None:
        if key not in self._sgr:
            self._sgr[key] = parsed(opening(key) or "")
        return self._sgr[key]

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
