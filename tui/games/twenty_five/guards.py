"""A game screen for 25 to Dice's Guards Move: the guards walk, the log keeps pace.

The Guards Move is decided and saved at once (the shell's `play`); this screen
then plays it back from the `GuardMoved` events (twenty_five_walk.py), a frame
every `pace.step` seconds (the app's pace), logging each event when the board reaches it, so a
pursuit is explained as the guard stops on the trail. `f` shows the rest at once.
While the guards walk the screen is `busy`: no game key works (the log still pages), and the shell holds
the bots and the end screen until the walk is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.twenty_five import MoveGuards
from core.twenty_five.state import TwentyFiveState
from tui.games.twenty_five.walk import WalkFrame, walk_frames
from tui.screens.game_base import GameScreen

if TYPE_CHECKING:
    from tui.screens.viewer import Viewer
    from tui.session import Coach, Session, StageRole


class GuardsWalkScreen(GameScreen[TwentyFiveState]):
    #: the sheet on show (the subclass keeps it)
    viewing: int = 0

    def __init__(self, session: Session, stage: StageRole | None = None, viewer: Viewer | None = None,
                 coach: Coach | None = None) -> None:
        super().__init__(session, stage, viewer, coach)
        self._walk: list[WalkFrame] | None = None  # frames of a Guards Move still being shown
        self._walk_view: Any = None  # the sheet as the current frame shows it
        self._walk_timer: Any = None

    @property
    def competitive(self) -> bool:
        return self.state.setup.mode == "competitive"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self._walk is not None:
            return action in ("skip", "leave", "rules", "routes", "log_page")  # the log's keys stay (issue 33)
        return super().check_action(action, parameters)

    # -- the guards walking ----------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._walk is not None

    @property
    def walking(self) -> bool:
        """The Guards Move is being shown square by square."""
        return self._walk is not None

    def show_events(self, command: Any, before: Any, events: list[Any]) -> None:
        """A Guards Move is walked step by step; everything else is shown at once."""
        if isinstance(command, MoveGuards) and self.pace.step > 0 and not self.bots.skipping:
            self._walk = walk_frames(self.rules, before, events, self.viewing)
            self._walk_step()
        else:
            super().show_events(command, before, events)

    def _walk_step(self) -> None:
        self._walk_timer = None
        if not self._walk or not self.is_attached:
            self._finish_walk()
            return
        frame = self._walk.pop(0)
        log = self.log_view()
        if frame.event is not None and log is not None:
            log.add(self.describe(frame.event))
        if frame.view is not None:
            self._walk_view = frame.view
            self.refresh_view()
            self.sync_footer()
        if frame.steps:
            self._walk_timer = self.set_timer(self.pace.step * frame.steps, self._walk_step)
        else:
            self._walk_step()

    def _finish_walk(self) -> None:
        """Show the rest of the Guards Move at once, then hand over to the next player or bot."""
        if self._walk_timer is not None:
            self._walk_timer.stop()
            self._walk_timer = None
        log = self.log_view()
        for frame in self._walk or []:
            if frame.event is not None and log is not None:
                log.add(self.describe(frame.event))
        self._walk, self._walk_view = None, None
        if self.is_attached:
            self.after_change()

    def action_skip(self) -> None:
        if self._walk is not None:
            self._finish_walk()
        if self.bot_to_move():
            super().action_skip()

    def action_leave(self) -> None:
        if self._walk_timer is not None:
            self._walk_timer.stop()
            self._walk_timer = None
        super().action_leave()
