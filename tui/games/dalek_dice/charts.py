"""The optimal bot's chart and the expert's turn graph for this session, from the user's chart cache.

Every session that plays the optimal bot or shows the odds needs the whole turn
chart; mapped from one cached file (saves.chart_cache) the kernel keeps one copy for
all of a user's sessions instead of 10 MB rebuilt in each.

The expert's turn graph is built with numpy, which a session never imports (about
15 MB, and some 60 MB of Python objects while the graph is built): another Python
process builds and packs it, once per user, and the session reads the packing from
the cache each time it solves a scoreboard (core.dalek_dice.graph_pack).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from core.dalek_dice.optimal import TurnSolver, in_use, use
from core.dalek_dice.packed import SIZE, PackedSolver, pack
from saves.chart_cache import chart_reader, mapped_chart

#: the file's name says the layout: a packing of another size is another chart
NAME = f"dalek-optimal-{SIZE}"
#: the expert's turn graph, in graph_pack's layout (its VERSION in the name)
GRAPH = "dalek-turn-graph-1"
#: what the building process runs: the packed graph to its standard output
_BUILD_GRAPH = (
    "import sys; from tui.games.dalek_dice.charts import packed_graph; sys.stdout.buffer.write(packed_graph())"
)


def _build() -> bytes:
    solver = TurnSolver()
    solver.expected_turn_score()
    return pack(solver)


def cached_solver() -> TurnSolver:
    """Install (and return) the packed chart, mapped from the cache (built there if missing)."""
    current = in_use()
    if isinstance(current, PackedSolver):
        return current  # this process has it already
    try:
        chart = PackedSolver(mapped_chart(NAME, _build).cast("d"))
    except (ValueError, TypeError):  # a file of another length under this name: work it out here
        chart = PackedSolver(memoryview(_build()).cast("d"))
    use(chart)
    return chart


def packed_graph() -> bytes:
    """The expert's turn graph, built and packed (numpy: run in its own process)."""
    from core.dalek_dice.graph_pack import pack as pack_graph
    from core.dalek_dice.turn_graph import TurnGraph

    return pack_graph(TurnGraph())


def _build_graph() -> bytes:
    """Built by another Python process, so that numpy and the graph's objects never
    weigh on this one; built here if that process cannot run."""
    import subprocess

    root = str(Path(__file__).resolve().parents[3])  # the folder that holds core/ and tui/
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])))
    try:
        done = subprocess.run([sys.executable, "-c", _BUILD_GRAPH], capture_output=True, env=env, timeout=300)
    except (OSError, subprocess.SubprocessError):
        return packed_graph()
    return done.stdout if done.returncode == 0 and done.stdout else packed_graph()


def cached_expert() -> Any:
    """Install (and return) the expert on the packed turn graph from the cache."""
    from core.dalek_dice import expert as experts
    from core.dalek_dice.graph_pack import PackedGraph
    from core.dalek_dice.win_data import win_chart

    current = experts.in_use()
    if current is not None:
        return current  # this process has it already
    try:
        graph = PackedGraph(chart_reader(GRAPH, _build_graph))
    except (OSError, ValueError):  # a packing of another layout under this name: build it here
        body = _build_graph()
        graph = PackedGraph(lambda: body)
    found = experts.Expert(graph, win_chart())
    experts.use(found)
    return found
