"""Starting a lesson: from the menu's Learn to play (tui.lesson.learn), or a game's new-game form.

The lesson's session comes through the one door (tui.door.Learn), like every game; its
screen is the game's own, handed the coach (tui.session.Coach) as a campaign stage's
screen is handed its role. What follows the lesson is the caller's: the form that
started one is shown again; the menu's list opens the game's form when a real game is
asked for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import App

from tui.door import Learn, open_session
from tui.games.screens import screen_class
from tui.lesson.coach import LessonCoach
from tui.lesson.session import LessonSession


def start_lesson(app: App[Any], game: str, then: Callable[[bool], None] = lambda play: None) -> None:
    """The game's lesson on its real screen, over the screen that asked; `then` is told,
    once the lesson is left from its end, whether a real game was asked for."""
    session = open_session(Learn(game))
    assert isinstance(session, LessonSession)  # what the door gives for a Learn
    app.push_screen(screen_class(game)(session, coach=LessonCoach(session, then)))
