"""What the statistics count of a finished 25 to Dice game beyond scores and wins: the
escapes of each game (each seat's, competitive), and how a solo or co-op game ended, per mode.

Each mode is measured on its own: a solo or co-op game's score is the table's escapes (0
to 4) and its win the whole table's; a competitive game's score is each seat's points, its
win the best seat's. Pooled, a best of 4 escapes would sit beside a best of 30 points."""

from __future__ import annotations

from collections.abc import Iterator

from core.facts import COMPETITIVE, RIVALS, Count, Facts, Mode, numeric
from core.lang import N_, _

ESCAPES, ENDING = "escapes_by_mode", "ending_by_mode"
#: solo and co-op: the table escapes or not, together; competitive: points, seat against seat
TEAM_MODES = {"solo": Mode(N_("solo"), "together", N_("escapes")),
              "coop": Mode(N_("co-op"), "together", N_("escapes"))}
MODES = {"solo": N_("solo"), "coop": N_("co-op"), "competitive": N_("competitive")}
ENDINGS = {"won": N_("four out"), "time": N_("time ran out"), "caught": N_("three caught")}


def mode_of(facts: Facts) -> tuple[str, Mode]:
    mode = str(facts.get("mode"))
    return (mode, TEAM_MODES[mode]) if mode in TEAM_MODES else (COMPETITIVE, RIVALS)


def own_counts(facts: Facts) -> Iterator[Count]:
    mode = str(facts.get("mode"))
    escaped = facts.get("escaped") or [0]
    if mode == "competitive":  # solo and co-op: the escapes are the game's score, counted there
        for count in escaped:
            yield ESCAPES, mode, str(count)
    else:
        yield ENDING, mode, str(facts.get("outcome"))


def own_words(group: str, key: str, counts: dict[str, int]) -> tuple[str, list[tuple[str, int]]]:
    mode = _(MODES[key]) if key in MODES else key
    if group == ENDING:
        ended = [(_(ENDINGS[k]) if k in ENDINGS else k, n) for k, n in sorted(counts.items())]
        return _("{mode}: how it ended").format(mode=mode), ended
    return _("{mode}: escapes per game").format(mode=mode), sorted(counts.items(), key=lambda item: numeric(item[0]))
