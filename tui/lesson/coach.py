"""The coach of a lesson: a panel over the top of the game's log saying the step under way.

Why over the log: every game's screen is full at 80x24 but for its log, whose newest
lines are at its bottom; the panel covers the log's oldest lines and nothing of the
board, so the real screen is played unchanged (the coach takes its place when the
screen is on: tui.session.Coach). It hears every command through the lesson's session
(tui.lesson.session) and, once the last step is done, offers a real game
(tui.lesson.done).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.geometry import Region
from textual.widgets import Static

from core.lang import _
from core.lesson import Step
from tui.keys import key_in_language
from tui.lesson.done import LessonDone
from tui.lesson.session import LessonSession
from tui.services import services
from tui.text import literal
from tui.widgets.unchanged import set_text, set_titles


def keys_line(step: Step) -> str:
    """The keys a step asks for, as the key bar names them ("Keys: space, enter")."""
    if not step.keys:
        return _("No key: watch.")
    return _("Keys: {keys}").format(keys=", ".join(key_in_language(key) for key in step.keys))


def step_text(step: Step) -> str:
    """What the panel says for a step: its sentence, then its keys."""
    return f"{_(step.say)}\n{keys_line(step)}"


class CoachPanel(Static):
    """The step under way, over the top of the log (absolute: app.tcss)."""

    def __init__(self, resized: Callable[[], None]) -> None:
        super().__init__("", id="coach", markup=False)
        self.resized = resized

    def on_resize(self) -> None:
        """A step of another length: the coach moves the log's lines to start under it."""
        self.resized()


class LessonCoach:
    """Given to a game screen with a lesson's session: it places its panel, moves it on
    with the lesson, and ends the lesson with the offer of a real game."""

    def __init__(self, session: LessonSession, then: Callable[[bool], None]) -> None:
        self.session = session
        #: what follows the lesson, told whether a real game was asked for (tui.lesson.start)
        self.then = then
        self.panel = CoachPanel(self.pad)
        self.screen: Any = None
        self.placed = Region()  # the log's region the panel was placed over
        self.seen = False  # the player had a moment to see the last step's outcome
        session.moved_on = self.show

    def mounted(self, screen: Any) -> None:
        self.screen = screen
        screen.mount(self.panel)
        screen.screen_layout_refresh_signal.subscribe(screen, self.place)
        self.show()

    def place(self, screen: Any = None) -> None:
        """Over the top of the log, as wide as it (the log moves with the terminal's size)."""
        log = self.screen.log_view() if self.screen is not None else None
        if log is None or not log.region.width or log.region == self.placed:
            return
        self.placed = region = log.region
        styles = self.panel.styles
        styles.offset = (region.x, region.y)
        styles.width = region.width
        styles.max_height = region.height
        self.pad()

    def pad(self) -> None:
        """The log's first line just under the panel: a short log (a lesson's is) has its
        newest lines at its top, which the panel would hide."""
        log = self.screen.log_view() if self.screen is not None else None
        if log is None:
            return
        height = self.panel.outer_size.height
        # the log's border is under the panel too: its top row is the panel's first
        top = max(height - 1, 0)
        padding = log.styles.padding
        if padding.top != top:
            log.styles.padding = (top, padding.right, padding.bottom, padding.left)

    def show(self) -> None:
        """The panel for the step under way; the offer of a real game after the last."""
        coaching = self.session.coaching
        step, count = coaching.step, len(coaching.lesson.steps)
        number = min(coaching.index + 1, count)
        set_titles(self.panel, _("Lesson · step {number} of {count}").format(number=number, count=count))
        if step is not None:
            set_text(self.panel, literal(step_text(step)), layout=True)
            return
        set_text(self.panel, literal(_("Well done: that is the game.")), layout=True)
        if self.screen is not None:
            self.screen.call_after_refresh(self.finish)

    def finish(self) -> None:
        """The offer of a real game, once the screen has shown what the last step did (25 to
        Dice's guards walk) and the player has had a moment to see it."""
        screen = self.screen
        if screen is None or not screen.is_attached or not self.session.coaching.finished:
            return  # left, or the last step taken back (undo) meanwhile
        if screen.busy or not screen.is_current:  # still showing, or a page (the rules) over it
            screen.set_timer(0.2, self.finish)
            return
        pause = 2 * services(screen).pace.bot
        if not self.seen and pause > 0:
            self.seen = True
            screen.set_timer(pause, self.finish)
            return
        screen.app.push_screen(LessonDone(self.session.lesson.game), self.chosen)

    def chosen(self, choice: str | None) -> None:
        """Leave the lesson, then what was to follow it (a real game's form, if chosen)."""
        screen = self.screen
        if screen is not None and screen.is_current:
            screen.leave_now()
            self.then(choice == "play")
