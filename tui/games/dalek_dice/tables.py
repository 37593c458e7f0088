"""The optimal bot's table for this session: packed, from the user's table cache.

Every session that plays the optimal bot or shows the odds needs the whole turn
table; mapped from one cached file (tui.table_cache) the kernel keeps one copy for
all of a user's sessions instead of 10 MB rebuilt in each.
"""

from __future__ import annotations

from core.dalek_dice.optimal import TurnSolver, in_use, use
from core.dalek_dice.packed import SIZE, PackedSolver, pack
from tui.table_cache import mapped_table

#: the file's name says the layout: a packing of another size is another table
NAME = f"dalek-optimal-{SIZE}"


def _build() -> bytes:
    solver = TurnSolver()
    solver.expected_turn_score()
    return pack(solver)


def cached_solver() -> TurnSolver:
    """Install (and return) the packed table, mapped from the cache (built there if missing)."""
    current = in_use()
    if isinstance(current, PackedSolver):
        return current  # this process has it already
    try:
        table = PackedSolver(mapped_table(NAME, _build).cast("d"))
    except (ValueError, TypeError):  # a file of another length under this name: work it out here
        table = PackedSolver(memoryview(_build()).cast("d"))
    use(table)
    return table
