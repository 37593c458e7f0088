"""The Dalek bots' charts for a screen: built off the UI thread, and waited for.

The optimal bot's chart and the expert's turn graph come from the user's chart cache
(tui.games.dalek_dice.charts); the first session has them built, seconds on a busy
machine, while the screen stays live. An expert whose turn it is meanwhile waits,
saying so: it never plays another bot's move instead, so one seed and the same keys
give the same game on every machine (a replay, a bug report, a campaign seed). The
expert is wanted when a seat is its own from the start, and also when a shared table
hands an away player's seat to it (the game's stand-in).

The screen holds a `ChartWarmer` and answers its `bot_ready` hook from it; the warmer
asks the screen only what `ChartScreen` declares, all public.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Protocol

from textual.worker import Worker


class ChartScreen(Protocol):
    """What the warmer asks of the Dalek screen that holds it."""

    @property
    def app(self) -> Any: ...

    def run_worker(self, work: Any, *, thread: bool = ..., exclusive: bool = ..., group: str = ...) -> Worker[Any]:
        ...

    def charts_ready(self) -> None:
        """The expert is built: show its chances, and let a bot that waited play."""
        ...


class ChartWarmer:
    """One screen's charts: built by its workers, the expert waited for."""

    def __init__(self, screen: ChartScreen) -> None:
        self.screen = screen
        #: the expert's win chances and decisions, once built (None until then)
        self.expert: Any = None
        self._warming = False

    def warm(self, bots: Collection[str | None]) -> None:
        """Start building what the seated bots will need."""
        if "optimal" in bots or "expert" in bots:
            # a table of humans maps the optimal chart only when the odds are first shown
            self.screen.run_worker(_map_solver, thread=True, exclusive=True, group="solver")
        if "expert" in bots:
            self.expert_at_hand()

    def expert_at_hand(self) -> bool:
        """Whether the expert is built; if not, a worker is building it (started once)."""
        if self.expert is None:
            from core.dalek_dice.expert import in_use

            self.expert = in_use()  # this process has it already
        if self.expert is None and not self._warming:
            self._warming = True
            self.screen.run_worker(self._build_expert, thread=True, exclusive=True, group="expert")
        return self.expert is not None

    def _build_expert(self) -> None:
        """The expert's turn graph (from the user's cache; the first session has it built by
        another process, a second or two) and its shipped win chart, off the UI thread."""
        from tui.games.dalek_dice.charts import cached_expert

        found = cached_expert()
        self.screen.app.call_from_thread(self._expert_built, found)

    def _expert_built(self, found: Any) -> None:
        self.expert = found
        self._warming = False
        self.screen.charts_ready()


def _map_solver() -> None:
    """The optimal bot's chart, mapped from the user's cache (shared by every session; the
    first one builds it, about a second) while the player looks."""
    from tui.games.dalek_dice.charts import cached_solver

    cached_solver()
