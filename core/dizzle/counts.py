"""What the statistics count of a finished Dizzle game beyond scores and wins: the stars
of each solo game, per level (the rulebook rates solo games only), and how they are worded."""

from __future__ import annotations

from collections.abc import Iterator

from core.facts import Count, Facts, numeric
from core.lang import _

STARS = "stars by level"


def own_counts(facts: Facts) -> Iterator[Count]:
    if facts.get("solo") and facts.get("stars") is not None:
        yield STARS, str(facts.get("level")), str(facts["stars"])


def own_words(group: str, key: str, counts: dict[str, int]) -> tuple[str, list[tuple[str, int]]]:
    label = _("Level {level}, solo: stars").format(level=key)
    return label, [(_("{count} ★").format(count=stars), n) for stars, n in sorted(counts.items(),
                                                                               key=lambda item: numeric(item[0]))]
