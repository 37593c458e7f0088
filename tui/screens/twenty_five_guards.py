"""A game screen for 25 to Dice's Guards Move: the guards walk, the log keeps pace.

The Guards Move is decided and saved at once (the shell's `play`); this screen
then plays it back from the `GuardMoved` events (twenty_five_walk.py), a frame
every GUARD_STEP seconds, logging each event when the board reaches it, so a
pursuit is explained as the guard stops on the trail. `f` shows the rest at once.
While the guards walk no game key works, the bots wait and the end screen waits.

The log lines are the core's sentences in this table's words: player names for
competitive sheets instead of "Sheet N", and no competitive points outside
competitive play.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from core.twenty_five import MoveGuards
from tui.screens.game_base import BOT_DELAY, GameScreen
from tui.screens.twenty_five_walk import walk_frames
from tui.widgets.game_log import GameLog

#: the core's " (+12 points)" after a move, an escape or a capture
POINTS = re.compile(r" \([+-]\d+ points\)")


class GuardsWalkScreen(GameScreen):
    #: seconds per guard step; the shell's "no delay" (tests) makes guards jump
    GUARD_STEP: ClassVar[float] = 0.15 if BOT_DELAY > 0 else 0.0
    #: the sheet on show (the subclass keeps it)
    viewing: int = 0

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self._walk: list | None = None  # frames of a Guards Move still being shown
        self._walk_view: Any = None  # the sheet as the current frame shows it
        self._walk_timer: Any = None
        self._muted = False
        self._end_waiting = False

    @property
    def competitive(self) -> bool:
        return self.session.setup.mode == "competitive"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self._walk is not None:
            return action in ("skip", "leave", "rules")
        return super().check_action(action, parameters)

    # -- the log, in player names ------------------------------------------------------
    def describe(self, event: Any) -> str:
        """The core's sentence, in this table's words.

        Competitive lines name the sheet's player instead of "Sheet N". Solo and co-op
        drop the competitive points the core tallies anyway: they decide nothing there
        and a new player would look for a score that is not shown.
        """
        text = self.rules.describe(event)
        board = getattr(event, "board", None)
        if not self.competitive:
            return POINTS.sub("", text)
        if board is None:
            return text
        return f"{self.players[board].name}: " + text.removeprefix(f"Sheet {board + 1}: ")

    def _fill_log(self) -> None:
        log = self._log()
        if log is not None:
            log.border_title = "Log"
            for event in self.session.events[-40:]:
                log.add(self.describe(event))

    def _log(self) -> GameLog | None:
        return None if self._muted else super()._log()

    # -- the guards walking ----------------------------------------------------------------
    def play(self, command: Any) -> bool:
        """The shell's play, then this game's own log lines (and the guards walking)."""
        before, seen = self.state, len(self.session.events)
        self._muted = True
        try:
            done = super().play(command)
        finally:
            self._muted = False
        if done:
            events = list(self.session.events[seen:])
            if isinstance(command, MoveGuards) and self.GUARD_STEP > 0 and not self.skipping:
                self._walk = walk_frames(self.rules, before, events, self.viewing)
                self._walk_step()
            else:
                for event in events:
                    self._log().add(self.describe(event))
        return done

    def _walk_step(self) -> None:
        self._walk_timer = None
        if not self._walk or not self.is_attached:
            self._finish_walk()
            return
        frame = self._walk.pop(0)
        if frame.event is not None:
            self._log().add(self.describe(frame.event))
        if frame.view is not None:
            self._walk_view = frame.view
            self.refresh_view()
            self.refresh_bindings()
        if frame.steps:
            self._walk_timer = self.set_timer(self.GUARD_STEP * frame.steps, self._walk_step)
        else:
            self._walk_step()

    def _finish_walk(self) -> None:
        """Show the rest of the Guards Move at once, then hand over to the next player or bot."""
        if self._walk_timer is not None:
            self._walk_timer.stop()
            self._walk_timer = None
        for frame in self._walk or []:
            if frame.event is not None:
                self._log().add(self.describe(frame.event))
        self._walk, self._walk_view = None, None
        if self.is_attached:
            self._after_change()
            if self._end_waiting:
                self._end_waiting = False
                self.show_end()

    def _bot_step(self) -> None:
        if self._walk is not None:
            self._bot_timer = None  # the walk's end schedules the bot again
            return
        super()._bot_step()

    def show_end(self) -> None:
        if self._walk is not None:
            self._end_waiting = True
            return
        super().show_end()

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
