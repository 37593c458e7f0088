"""Property: a replay's header fits its line whole, at every point of any game, in both
languages, at 80 columns (issue 33: at the last move of a three-player Dizzle it read
"…ganó Bot voraz; Bot vora…", the game's result line with every player's score, cut).

Hypothesis picks the game, its table (every seat count and option the game offers), the
seats' names (short, the longest a seat may have, bots' names, wide letters) and a seeded
random playout of legal commands to the end; the header is read at the start, at random
moves, at the last move, and while the moves are still being found.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len

import core.games
from core.game import PlayerSpec
from core.lang import _
from tests.conformance.playout import tables
from tests.tui.screen_check import every_reachable
from tui import i18n
from tui.replay.screen import ReplaySteps
from tui.replay.session import ReplaySession

WIDTH = 78  # an 80-column terminal, less the header's padding
NAMES = ["Ann", "Bot voraz", "Bot planificador", "Bartholomew Fitzgerald J", "Ximena Valdés-Oyarzábal",
         "张伟张伟张伟张伟张伟张伟", "[b]Zoë[/b] & co", "Li"]
MOST = 1500  # commands: a random playout that runs longer is cut (its header is read all the same)


def played(game: str, table: int, names: list[str], seed: int) -> ReplaySession:
    rules = core.games.rules_for(game)
    offered = tables(core.games.game(game), rules)
    seats, options = offered[table % len(offered)]
    players = [PlayerSpec(name=name) for name, _seat in zip(names, seats)]
    setup = rules.make_setup(players, seed, **options)
    chance, state, events = random.Random(seed), rules.start(setup), []
    while not rules.is_over(state) and len(events) < MOST:
        for event in rules.decide(state, chance.choice(rules.legal_commands(state))):
            state = rules.evolve(state, event)
            events.append(event)
    return ReplaySession(rules, setup, events, Path("replay.json"))


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("game", list(core.games.GAMES))
@every_reachable(10)
@given(table=st.integers(0, 50), names=st.permutations(NAMES), seed=st.integers(0, 10**6),
       points=st.lists(st.floats(0, 1), min_size=3, max_size=3))
def test_a_replays_header_fits_its_line_whole_at_every_point(game, language, table, names, seed, points):
    i18n.use(language)
    view = played(game, table, list(names), seed)
    steps = ReplaySteps(view)
    unindexed = steps.header(WIDTH)  # the moves not found yet: the header counts the work
    assert cell_len(unindexed) <= WIDTH and not unindexed.endswith("…"), unindexed
    view.index.build()
    for position in [0, *(int(point * len(view.log)) for point in points), len(view.log)]:
        view.seek(position)
        header = steps.header(WIDTH)
        assert cell_len(header) <= WIDTH and not header.endswith("…"), header
    if view.is_over:  # the last move says the game ended, and who won when someone did
        winners = [view.setup.players[seat].name for seat in view.rules.winners(view.state)]
        over = header != steps.header(10**4)  # the whole line did not fit
        assert not over or len(winners) != 1 or winners[0] in header or _("game over") in header, header
