"""What an SGR escape sequence (`ESC[...m`) sets, and the shortest way from one style to another.

Why apart: the terminal's frame (tui.render.frame) and its blanks (tui.render.blank) both
read styles this way, and a frame asks the same few pairs of styles piece after piece: each
answer here is worked out once per key or pair of keys (a game shows a few dozen styles),
not once per piece, which was a tenth of a frame's work.
"""

from __future__ import annotations

import functools

RESET = "\x1b[0m"

#: the code that turns each attribute off (ECMA-48); some share one (22: bold and dim)
OFF = {"1": "22", "2": "22", "3": "23", "4": "24", "21": "24", "5": "25", "6": "25", "7": "27", "8": "28",
       "9": "29", "51": "54", "52": "54", "53": "55"}

#: attributes that show on a space (ECMA-48 codes): a line through or under it, a frame
#: around it, or its foreground as its background; blink, bold, dim, italic or hidden do not
SHOWN_ON_A_SPACE = frozenset({"4", "7", "9", "21", "51", "52", "53"})

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


@functools.lru_cache(maxsize=4096)
def opening(key: str) -> str | None:
    """The escape sequence that sets a key's style ("" for no style), or None when the style
    cannot be left in force (a link, or something unexpected)."""
    if not key:
        return ""
    if key.startswith("\x1b[") and key.endswith(RESET) and key.count("\x1b") == 2:
        return key[: -len(RESET)]
    return None


@functools.lru_cache(maxsize=4096)
def sgr(key: str) -> Sgr | None:
    """A key's style as the terminal holds it, or None when it cannot be left in force.
    Kept for every key met (a few dozen in a game): a frame asks for the same pairs of
    styles piece after piece, and parsing them again was a tenth of a frame's work."""
    sets = opening(key)
    return None if sets is None else parsed(sets)


@functools.lru_cache(maxsize=4096)
def switch(now: str, key: str) -> str:
    """From the style of key `now` into the style of `key`: by what differs, or by a reset
    and the whole of it, whichever is shorter."""
    sets = opening(key) or ""
    whole = f"\x1b[0;{sets[2:]}" if sets else RESET
    before, then = sgr(now), sgr(key)
    if before is not None and then is not None:
        delta = f"\x1b[{change(before, then)}m"
        if len(delta) < len(whole):
            whole = delta
    return whole


@functools.lru_cache(maxsize=4096)
def blank_as(now: str, key: str) -> bool:
    """Whether spaces in the style of `key`, a background alone (tui.render.blank), look
    the same written in the style `now`."""
    blank, style = sgr(key), sgr(now)
    return (blank is not None and style is not None and not blank[0] and not blank[1] and blank[2] == style[2]
            and not style[0] & SHOWN_ON_A_SPACE)
