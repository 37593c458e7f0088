"""One marker per goal, so `make bench` reads at a glance: PASS, or how the figure misses.

Every bench prints a goal as a ratio (or a count) against its target and ends the line
with `verdict(...)`: "PASS" when the target is met, "OVER" when a figure that must stay
at or under its target is above it, "UNDER" when one that must reach a target falls short.
"""

from __future__ import annotations

import math


def verdict(value: float, target: float, *, at_least: bool = False) -> str:
    if isinstance(value, float) and math.isnan(value):
        return "NO DATA"
    if at_least:
        return "PASS" if value >= target else "UNDER"
    return "PASS" if value <= target else "OVER"
