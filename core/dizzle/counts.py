"""What the statistics count of a finished Dizzle game beyond scores and wins: the stars
of each solo game, per level (the rulebook rates solo games only), and how they are worded.

A solo game has no win: the scoring names its one player the winner whatever they made,
so a solo game with 0 stars would "win". The rulebook rates it in stars instead, so solo
games are their own mode, with stars and scores and no wins."""

from __future__ import annotations

from collections.abc import Iterator

from core.facts import COMPETITIVE, RIVALS, Count, Facts, Mode, numeric
from core.lang import N_, _

STARS = "stars_by_level"
SOLO = Mode(N_("solo"), None, N_("points"))


def mode_of(facts: Facts) -> tuple[str, Mode]:
    return ("solo", SOLO) if facts.get("solo") else (COMPETITIVE, RIVALS)


def own_counts(facts: Facts) -> Iterator[Count]:
    if facts.get("solo") and facts.get("stars") is not None:
        yield STARS, str(facts.get("level")), str(facts["stars"])


def own_words(group: str, key: str, counts: dict[str, int]) -> tuple[str, list[tuple[str, int]]]:
    label = _("Level {level}, solo: stars").format(level=key)
    return label, [(_("{count} ★").format(count=stars), n) for stars, n in sorted(counts.items(),
                                                                               key=lambda item: numeric(item[0]))]
