"""What each line of a row of dice shows, as a key, and the text that key stands for.

Why keys: a roll, a tick or a cursor move changes a line or two of a zone, and a key
says exactly what a line shows, so the row (tui.widgets.dice_row) draws again only
the lines whose key changed, and a line seen before (the ticks the cursor just left)
is drawn from its key's strip instead of being built again.

A key is a tuple: its kind, then what it needs.

    ("keys", big, indices)        the key numbers above a line of dice
    ("dice", dice)                the chips: (label, style, picked) each
    ("top"|"middle"|"bottom", dice)  the three lines of dice drawn as boxes
    ("marks", big, marks)         ✓ under a picked die, ^ under the cursor: (picked, cursor) each
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from tui.widgets.drawn_lines import Line, Piece

CHIP = 6  # columns per die: "[Hu4] "
BIG_CHIP = 8  # ... and as a box: "╭─────╮ "

LineKey = tuple[Hashable, ...]


@dataclass(frozen=True)
class Chip:
    label: str  # three letters, e.g. "Hu4"
    style: str = ""  # rich style; colour repeats what the label says


def per_line(count: int, width: int, chip: int = CHIP) -> int:
    """Dice on each line: as many as fit, spread evenly over the lines they need."""
    fit = max(1, width // chip)
    lines = -(-count // fit)
    return -(-count // lines) if lines else fit


def line_keys(chips: Sequence[Chip], picked: frozenset[int], cursor: int | None, numbered: bool,
              big: bool, width: int) -> tuple[LineKey, ...]:
    """The keys of every line the dice take at this width (not the empty zone's words)."""
    marks = numbered or bool(picked) or cursor is not None
    step = per_line(len(chips), width, BIG_CHIP if big else CHIP)
    keys: list[LineKey] = []
    for start in range(0, len(chips), step):
        indices = tuple(range(start, min(start + step, len(chips))))
        if numbered:
            keys.append(("keys", big, indices))
        dice = tuple((chips[index].label, chips[index].style, index in picked) for index in indices)
        if big:
            keys.extend((("top", dice), ("middle", dice), ("bottom", dice)))
        else:
            keys.append(("dice", dice))
        if marks:
            keys.append(("marks", big, tuple((index in picked, index == cursor) for index in indices)))
    return tuple(keys)


@lru_cache(maxsize=512)
def line_pieces(key: LineKey) -> Line:
    """The one line a key stands for, as pieces (tui.widgets.drawn_lines): the same key
    gives the same line object, so a line that did not change is not compared again."""
    kind = key[0]
    if kind == "keys":
        _kind, big, indices = key
        wider = " " * (BIG_CHIP - CHIP) if big else ""
        return tuple((f"  {str((index + 1) % 10) if index < 10 else ' '}   {wider}", ("=dim",))
                     for index in indices)  # type: ignore[attr-defined]
    if kind == "marks":
        _kind, big, marks = key
        wider = " " * (BIG_CHIP - CHIP) if big else ""
        return tuple((f" {'✓' if picked else ' '}{'^' if cursor else ' '}   {wider}", ("=bold",))
                     for picked, cursor in marks)  # type: ignore[attr-defined]
    return _dice(str(kind), key[1])  # type: ignore[arg-type]


def _named(style: str) -> tuple[str, ...]:
    return (f"={style}",) if style else ()


def _dice(kind: str, dice: tuple[tuple[str, str, bool], ...]) -> Line:
    """A line of chips, or one of the three lines of the dice drawn as boxes."""
    pieces: list[Piece] = []
    for label, style, picked in dice:
        face = _named((style + (" reverse" if picked else "")).strip())
        if kind == "dice":
            pieces += [("[", ("=dim",)), (label, face), ("] ", ("=dim",))]
        elif kind == "middle":
            pieces += [("│", _named(style)), (f" {label} ", face), ("│ ", _named(style))]
        else:
            pieces.append(("╭─────╮ " if kind == "top" else "╰─────╯ ", _named(style)))
    return tuple(pieces)
