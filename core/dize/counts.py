"""What the statistics count of a finished diZe game beyond scores and wins: won or lost,
per number of starting zombies (scores of different difficulties do not compare).

diZe is a solitaire with a goal: a game is won when the horde is executed, so it has wins
("together": the one survivor's), and its score is its points."""

from __future__ import annotations

from collections.abc import Iterator

from core.facts import Count, Facts, Mode
from core.lang import N_, _

RESULT = "result_by_zombies"
SOLITAIRE = Mode(N_("solitaire"), "together", N_("points"))


def mode_of(facts: Facts) -> tuple[str, Mode]:
    return "solitaire", SOLITAIRE


def own_counts(facts: Facts) -> Iterator[Count]:
    yield RESULT, str(facts.get("zombies")), "won" if facts.get("won") else "lost"


def own_words(group: str, key: str, counts: dict[str, int]) -> tuple[str, list[tuple[str, int]]]:
    label = _("{count} starting zombies").format(count=key)
    return label, [(_("won"), counts.get("won", 0)), (_("lost"), counts.get("lost", 0))]
