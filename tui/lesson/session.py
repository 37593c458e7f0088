"""A lesson's game as a session: the real rules, in memory, watched step by step.

Why a session of its own rather than a save: a lesson is not a game of the player's. It
never reaches the save folder, so it is never listed, continued, counted in the
statistics or the records. And the session is where every command passes (the screen's
one way to the rules: tui.screens.moves), so it is where a lesson watches the game: a
person's command the step does not want is refused with the step's sentence (shown like
any illegal move), and the state after each command moves the lesson on (core.lesson).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.descriptor import load
from core.game import AnyRules, Command, Event, GameSetup, can_undo, replay
from core.games import game as descriptor
from core.games import rules_for
from core.lang import _
from core.lesson import YOU, Coaching, Lesson


class LessonSession:
    """The Session (tui.session) of a lesson: decide and fold, nothing written."""

    read_only = False
    altered = None
    seat_control = None

    def __init__(self, rules: AnyRules, lesson: Lesson, you: str) -> None:
        self.rules, self.lesson = rules, lesson
        self.setup: GameSetup = rules.make_setup(lesson.players(you), lesson.seed, **lesson.options)
        self.state: Any = rules.start(self.setup)
        self.events: tuple[Event, ...] = ()
        self.coaching = Coaching(lesson)
        #: (events before a command, the step under way then), one a command: undo goes back to it
        self.steps_at: list[tuple[int, int]] = []
        #: a name only, for what asks a session for one: nothing is written there
        self.path = Path(f"lesson-{lesson.game}")
        #: told when a command completed a step (the coach's panel: tui.lesson.coach)
        self.moved_on: Callable[[], None] = lambda: None

    @property
    def is_over(self) -> bool:
        return bool(self.rules.is_over(self.state))

    def apply(self, command: Command) -> list[Event]:
        """Decide and fold one command; a person's command the step does not want is
        refused (IllegalMove), a bot's always passes."""
        seat = self.rules.current_player(self.state)
        by_person = seat is not None and not self.setup.players[seat].is_bot
        self.coaching.check(command, by_person)
        events = self.rules.decide(self.state, command)
        state = self.state
        for event in events:
            state = self.rules.evolve(state, event)
        if events:  # where the lesson stood before them, for undo
            self.steps_at.append((len(self.events), self.coaching.index))
        self.events, self.state = (*self.events, *events), state
        if self.coaching.moved(state):
            self.moved_on()
        return events

    def undo(self) -> bool:
        """Take back the player's last decision as in any game (core.game.can_undo), and
        the lesson with it: the step under way is the one it was before that command."""
        if not self.can_undo():
            return False
        self.events = self.events[:-1]
        self.state = replay(self.rules, self.setup, self.events)
        while self.steps_at and self.steps_at[-1][0] >= len(self.events):
            self.coaching.index = self.steps_at.pop()[1]
        self.moved_on()
        return True

    def can_undo(self) -> bool:
        return can_undo(self.rules, self.state, self.events)

    def close(self) -> None:
        pass


def lesson_of(game_id: str) -> Lesson | None:
    """The game's lesson, if its descriptor names one."""
    path = descriptor(game_id).lesson
    found = load(path) if path else None
    return found if isinstance(found, Lesson) else None


def lesson_session(game_id: str) -> LessonSession:
    """A new lesson of the game; KeyError when the game has none."""
    lesson = lesson_of(game_id)
    if lesson is None:
        raise KeyError(f"{game_id!r} has no lesson")
    return LessonSession(rules_for(game_id), lesson, _(YOU))
