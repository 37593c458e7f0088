"""A game's facts: what the save list and the statistics read of it, in numbers, in no language.

Every game has the same few: over or not, each seat's score (as its rules count it) and the
winning seats; each game adds its own (`core/<game>/facts.py`: the turn or round, the level
and stars, the mode and escapes, the starting zombies). A save keeps them in its summary,
so listing or counting 10,000 saves never replays one, and the words of a progress line are
made from them in the player's language when shown (`rules.progress_line`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from core.lang import N_

#: facts are JSON: numbers, strings, booleans, None and lists of them
Facts = dict[str, Any]
#: one thing a game counts of a finished game beyond scores and wins: (group, key, value),
#: such as ("stars by level", "2", "3"): the statistics count games per group, key and value
Count = tuple[str, str, str]


@dataclass(frozen=True, slots=True)
class Mode:
    """How the statistics tell the games of one mode apart from the others: a score of one
    mode never meets a score of another (25 to Dice's escapes and points, say).

    `wins`: "rivals" when the seats play against each other (a win shared by w seats
    counts 1/w to each, as `dice-tui bots --vs` counts), "together" when the table wins or
    loses as one (a solo or co-op goal reached: a whole win for every seat), None when the
    mode has no win at all (solo Dizzle: stars and scores only). `label` and `measure` are
    marked words (N_), said in the reader's language where shown."""

    label: str
    wins: Literal["rivals", "together"] | None
    measure: str


#: a game of several players against each other, scored in points: every game's, unless
#: its `counts` module says otherwise
COMPETITIVE = "competitive"
RIVALS = Mode(N_("competitive"), "rivals", N_("points"))


class GameCounts(Protocol):
    """A game's `counts` module (its descriptor names it): what the statistics count of
    its finished games beyond scores and wins, and how each group is worded."""

    def mode_of(self, facts: Facts) -> tuple[str, Mode]: ...

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
