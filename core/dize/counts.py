"""What the statistics count of a finished diZe game beyond scores and wins: won or lost,
per number of starting zombies (scores of different difficulties do not compare)."""

from __future__ import annotations

from collections.abc import Iterator

from core.facts import Count, Facts
from core.lang import _

RESULT = "result by zombies"


def own_counts(facts: Facts) -> Iterator[Count]:
    yield RESULT, str(facts.get("zombies")), "won" if facts.get("won") else "lost"


def own_words(group: str, key: str, counts: dict[str, int]) -> tuple[str, list[tuple[str, int]]]:
    label = _("{count} starting zombies").format(count=key)
    return label, [(_("won"), counts.get("won", 0)), (_("lost"), counts.get("lost", 0))]
