"""What the statistics count of a finished 25 to Dice game beyond scores and wins: the
escapes of each game (each seat's, competitive), and how a solo or co-op game ended, per mode."""

from __future__ import annotations

from collections.abc import Iterator

from core.facts import Count, Facts, numeric
from core.lang import N_, _

ESCAPES, ENDING = "escapes by mode", "ending by mode"
MODES = {"solo": N_("solo"), "coop": N_("co-op"), "competitive": N_("competitive")}
ENDINGS = {"won": N_("four out"), "time": N_("time ran out"), "caught": N_("three caught")}


def own_counts(facts: Facts) -> Iterator[Count]:
    mode = str(facts.get("mode"))
    escaped = facts.get("escaped") or [0]
    for count in escaped if mode == "competitive" else escaped[:1]:
        yield ESCAPES, mode, str(count)
    if mode != "competitive":
        yield ENDING, mode, str(facts.get("outcome"))


def own_words(group: str, key: str, counts: dict[str, int]) -> tuple[str, list[tuple[str, int]]]:
    mode = _(MODES[key]) if key in MODES else key
    if group == ENDING:
        ended = [(_(ENDINGS[k]) if k in ENDINGS else k, n) for k, n in sorted(counts.items())]
        return _("{mode}: how it ended").format(mode=mode), ended
    return _("{mode}: escapes per game").format(mode=mode), sorted(counts.items(), key=lambda item: numeric(item[0]))
