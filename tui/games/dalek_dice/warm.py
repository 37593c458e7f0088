"""The Dalek bots' charts for a screen: built off the UI thread, and waited for.

The optimal bot's chart and the expert's turn graph come from the user's chart cache
(tui.games.dalek_dice.charts); the first session has them built, seconds on a busy
machine, while the screen stays live. An expert whose turn it is meanwhile waits,
saying so: it never plays another bot's move instead, so one seed and the same keys
give the same game on every machine (a replay, a bug report, a campaign seed). The
expert is wanted when a seat is its own from the start, and also when a shared table
hands an away player's seat to it (the game's stand-in).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, Protocol

from textual import work

from core.lang import _


class _Screen(Protocol):
    """What the mixin uses of the Dalek screen it is mixed into."""

    expert: Any

    @property
    def app(self) -> Any: ...

    def _show(self, selector: str, text: str, layout: bool = True) -> None: ...

    def refresh_view(self) -> None: ...

    def _schedule_bot(self) -> None: ...

    def expert_at_hand(self) -> bool: ...

    def _expert_ready(self, found: Any) -> None: ...


class WarmCharts:
    """Mixed into the Dalek screen: its workers build the charts, its bots wait for them."""

    #: the expert's win chances and decisions, once built (None until then)
    expert: Any = None
    _warming = False

    def warm_charts(self, bots: Collection[str | None]) -> None:
        """Start building what the seated bots will need."""
        if "optimal" in bots or "expert" in bots:
            self._warm_solver()  # a table of humans maps it only when the odds are first shown
        if "expert" in bots:
            self.expert_at_hand()

    def expert_at_hand(self) -> bool:
        """Whether the expert is built; if not, a worker is building it (started once)."""
        if self.expert is None:
            from core.dalek_dice.expert import in_use

            self.expert = in_use()  # this process has it already
        if self.expert is None and not self._warming:
            self._warming = True
            self._warm_expert()
        return self.expert is not None

    def bot_ready(self: _Screen, bot: str) -> bool:
        """The expert decides only once built, shown waiting meanwhile: playing the optimal
        bot's move instead made the same seed and keys two games on a busy machine."""
        if bot == "expert" and not self.expert_at_hand():
            self._show("#prompt", _("The expert is getting ready (the first time, a few seconds)…"))
            return False
        return True

    @work(thread=True, exclusive=True, group="expert")
    def _warm_expert(self: _Screen) -> None:
        """The expert's turn graph (from the user's cache; the first session has it built by
        another process, a second or two) and its shipped win chart, off the UI thread."""
        from tui.games.dalek_dice.charts import cached_expert

        found = cached_expert()
        self.app.call_from_thread(self._expert_ready, found)

    def _expert_ready(self: _Screen, found: Any) -> None:
        self.expert = found
        self.refresh_view()
        self._schedule_bot()  # an expert's turn waited for it (bot_ready)

    @work(thread=True, exclusive=True, group="solver")
    def _warm_solver(self) -> None:
        """The optimal bot's chart, mapped from the user's cache (shared by every session;
        the first one builds it, about a second) while the player looks."""
        from tui.games.dalek_dice.charts import cached_solver

        cached_solver()
