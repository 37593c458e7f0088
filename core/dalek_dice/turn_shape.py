"""What every form of the turn graph shares, without numpy: its states and its points.

The expert reads a turn graph in two forms: `turn_graph.TurnGraph`, built with numpy
(benchmarks, the win table's generator, tests), and `graph_pack.PackedGraph`, the same
arrays packed in bytes and solved in plain Python, which is what a game session uses so
that it never imports numpy (about 15 MB a process). Both number their nodes alike:
first one terminal node per number of points a turn can score, then the decision states.
"""

from __future__ import annotations

from .faces import BONUS, DICE

#: a turn scores 0..POINTS: at most twice 40 Humans plus the bonus
POINTS = 2 * 4 * DICE + BONUS
#: payoff columns: u[lane, points]
COLUMNS = POINTS + 1

State = tuple[int, int, int, int, int]  # dice left, Humans, Daleks (capped), Doctors, Exterminate!s
FIRST: State = (DICE, 0, 0, 0, 0)


def capped(dice: int, humans: int, daleks: int, doctors: int, exterminates: int) -> State:
    """The state as the graph holds it: Daleks beyond Humans + 4n can never matter."""
    return (dice, humans, min(daleks, humans + 4 * dice), doctors, exterminates)
