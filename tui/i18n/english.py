"""Numbers, shares and lists in English without Babel: what Babel's "en" writes, by hand.

Why: Babel's locale data costs a session about 6 MB the first time a number is written
(diZe's advisor shows its odds at once), a fifth of a whole Textual app; on a shared host
(`dice-tui serve`, one process per tab) that is what limits how many players one machine
holds. English is the source language and most sessions speak it, so its three formats
are written here, exactly as Babel writes them for "en" (a property test compares them
over many values); every other language keeps Babel's (tui.i18n.formats).

Babel rounds a float's shortest decimal form (`str(value)`) half to even, groups by three
with commas, and writes a list "a, b, and c".
"""

from __future__ import annotations

import math
from collections.abc import Sequence


class EnglishFormats:
    """`core.lang.Formats` for English, equal to `BabelFormats("en")`."""

    def number(self, value: float, digits: int) -> str:
        return _decimal(value, digits, scale=1)

    def percent(self, fraction: float, digits: int) -> str:
        return _decimal(fraction, digits, scale=100) + "%"

    def join(self, items: Sequence[str]) -> str:
        if len(items) <= 1:
            return "".join(items)
        if len(items) == 2:
            return f"{items[0]} and {items[1]}"
        return ", ".join(items[:-1]) + ", and " + items[-1]


def _decimal(value: float, digits: int, scale: int) -> str:
    if isinstance(value, float) and not math.isfinite(value):
        from tui.i18n.formats import BabelFormats  # NaN and infinity: Babel's own signs

        formats = BabelFormats("en")
        return formats.number(value, digits) if scale == 1 else formats.percent(value, digits)[:-1]
    from decimal import ROUND_HALF_EVEN, Decimal

    exact = Decimal(str(value)) * scale
    return f"{exact.quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_EVEN):,f}"
