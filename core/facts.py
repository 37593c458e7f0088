"""A game's facts: what the save list and the statistics read of it, in numbers, in no language.

Every game has the same few: over or not, each seat's score (as its rules count it) and the
winning seats; each game adds its own (`core/<game>/facts.py`: the turn or round, the level
and stars, the mode and escapes, the starting zombies). A save keeps them in its summary,
so listing or counting 10,000 saves never replays one, and the words of a progress line are
made from them in the player's language when shown (`rules.progress_line`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol

#: facts are JSON: numbers, strings, booleans, None and lists of them
Facts = dict[str, Any]
#: one thing a game counts of a finished game beyond scores and wins: (group, key, value),
#: such as ("stars by level", "2", "3"): the statistics count games per group, key and value
Count = tuple[str, str, str]


class GameCounts(Protocol):
    """A game's `counts` module (its descriptor names it): what the statistics count of
    its finished games beyond scores and wins, and how each group is worded."""

    def own_counts(self, facts: Facts) -> Iterator[Count]: ...

    def own_words(self, group: str, key: str, counts: dict[str, int]) -> tuple[str, list[tuple[str, int]]]: ...


def numeric(key: str) -> tuple[int, str]:
    """Numbers in numeric order ("2" before "10"), words after them."""
    return (int(key), "") if key.isdigit() else (1 << 30, key)


def facts_of(rules: Any, state: Any) -> Facts:
    """The common facts of any game's state, then the game's own (`rules.facts`)."""
    over = bool(rules.is_over(state))
    return {
        "over": over,
        "scores": [int(score) for score in rules.scores(state)],
        "winners": [int(seat) for seat in rules.winners(state)] if over else [],
        **rules.facts(state),
    }
