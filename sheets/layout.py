"""Page layout with `Box`: an immutable rectangle split into strips, columns and rows.

Why not absolute coordinates: a sheet must fit A4 and US Letter, portrait and
landscape, and levels from 5x5 to 12x12. Page code takes what it needs from the top
or bottom of the space left and hands the rest on, so every part stays inside the
printable area whatever the paper.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle in points, origin bottom-left as in PDF; split it, never mutate it."""

    x: float
    y: float
    w: float
    h: float

    @property
    def top(self) -> float:
        return self.y + self.h

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def inset(self, dx: float, dy: float | None = None) -> Box:
        dy = dx if dy is None else dy
        return Box(self.x + dx, self.y + dy, self.w - 2 * dx, self.h - 2 * dy)

    def take_top(self, h: float, gap: float = 0) -> tuple[Box, Box]:
        """A strip of height h at the top, and what remains below it after a gap."""
        return Box(self.x, self.top - h, self.w, h), Box(self.x, self.y, self.w, self.h - h - gap)

    def take_bottom(self, h: float, gap: float = 0) -> tuple[Box, Box]:
        return Box(self.x, self.y, self.w, h), Box(self.x, self.y + h + gap, self.w, self.h - h - gap)

    def take_left(self, w: float, gap: float = 0) -> tuple[Box, Box]:
        return Box(self.x, self.y, w, self.h), Box(self.x + w + gap, self.y, self.w - w - gap, self.h)

    def take_right(self, w: float, gap: float = 0) -> tuple[Box, Box]:
        return Box(self.right - w, self.y, w, self.h), Box(self.x, self.y, self.w - w - gap, self.h)

    def columns(self, weights: int | Sequence[float], gap: float = 0) -> list[Box]:
        """Split left to right in proportion to weights (an int n means n equal columns)."""
        sizes = _shares(weights, self.w, gap)
        boxes, x = [], self.x
        for size in sizes:
            boxes.append(Box(x, self.y, size, self.h))
            x += size + gap
        return boxes

    def rows(self, weights: int | Sequence[float], gap: float = 0) -> list[Box]:
        """Split top to bottom in proportion to weights (reading order)."""
        sizes = _shares(weights, self.h, gap)
        boxes, top = [], self.top
        for size in sizes:
            boxes.append(Box(self.x, top - size, self.w, size))
            top -= size + gap
        return boxes

    def square(self) -> Box:
        """The largest square centred in this box."""
        side = min(self.w, self.h)
        return Box(self.cx - side / 2, self.cy - side / 2, side, side)


def _shares(weights: int | Sequence[float], total: float, gap: float) -> list[float]:
    weights = [1.0] * weights if isinstance(weights, int) else list(weights)
    room = total - gap * (len(weights) - 1)
    whole = sum(weights)
    return [room * weight / whole for weight in weights]
