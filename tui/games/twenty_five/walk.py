"""The Guards Move shown step by step, from the events the core already decided.

By the time the screen draws anything the whole move is settled and saved: the
`GuardMoved` events carry every square each guard passed. This module turns those
events into frames (what one sheet looks like after each step) that the screen
plays on a timer, so a player sees Green walk its patrol square by square, stop on
a trail and start a pursuit, instead of a guard jumping across the board.

Pure: no Textual, no timers; the screen owns the clock.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from core.twenty_five import sheet_view
from core.twenty_five.events import GuardMoved, InmateCaptured, PursuitStarted

#: events worth a longer look than one step: a pursuit begins, an inmate is caught
PAUSE_AFTER = (PursuitStarted, InmateCaptured)


@dataclass(frozen=True)
class WalkFrame:
    """Log `event` (if any), draw `view` (if it is the sheet on show), then wait `steps` steps."""

    event: Any
    view: Any
    steps: int


def walk_frames(rules: Any, state: Any, events: list[Any], board: int) -> list[WalkFrame]:
    """Frames for the events of one command, starting from `state`, the state before them.

    Events of other sheets (competitive) are logged without a frame of their own.
    """
    frames: list[WalkFrame] = []
    for event in events:
        mine = getattr(event, "board", board) == board
        if isinstance(event, GuardMoved) and mine and len(event.squares) > 1:
            before = sheet_view(state, board)
            for index, square in enumerate(event.squares[:-1]):
                frames.append(WalkFrame(event if index == 0 else None, _guard_at(state, before, event, square), 1))
            event_to_log = None
        else:
            event_to_log = event
        state = rules.evolve(state, event)
        if not mine:
            frames.append(WalkFrame(event_to_log, None, 0))
            continue
        steps = 4 if isinstance(event, PAUSE_AFTER) else 2 if event_to_log is not None else 1
        frames.append(WalkFrame(event_to_log, sheet_view(state, board), steps))
    return frames


def _guard_at(state: Any, view: Any, event: GuardMoved, square: tuple[int, int]) -> Any:
    """The sheet as it was, with the moving guard on `square` of its walk."""
    board = state.layout.board
    guards = tuple(
        replace(
            guard,
            square=square,
            pursuing=event.pursuing,
            heading=None if event.pursuing else board.heading(guard.name, square),
        )
        if guard.name == event.guard
        else guard
        for guard in view.guards
    )
    return replace(view, guards=guards)
