"""A replay as a session: the fold of a save's events up to a chosen point, read-only.

A replay is built on the event log and nothing else: the state at any point is the fold
of the events before it (never a new simulation, so it always matches what was played).
A game screen draws it as it draws a game, because it is a Session (tui.session): every
write is refused, nothing can be undone, no seat is anybody's.

**Moves.** One player's decision wrote all of its events at once; a step goes from one
such decision to the next, so a roll and what it forced are one step. Where the moves
and the turns or rounds are is the index's business (tui.replay.index): found in one
pass that the replay screen runs off the UI thread, while a step finds its neighbour
by itself. Opening a replay folds nothing a resume did not: the end state comes with
the save.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.game import AnyRules, Command, Event, GameSetup, replay
from saves.errors import ReadOnlySave
from saves.loading import load_game
from tui.replay.index import MoveIndex


class ReplaySession:
    """The read-only session of a replay; `seek` moves it to another point of the log."""

    read_only = True
    seat_control = None

    def __init__(self, rules: AnyRules, setup: GameSetup, events: Sequence[Event], path: Path,
                 altered: str | None = None, end: Any = None) -> None:  # fmt: skip
        self.rules, self.setup, self.path, self.altered = rules, setup, path, altered
        self.log: tuple[Event, ...] = tuple(events)
        if end is None:
            end = replay(rules, setup, self.log)
        self.index = MoveIndex(rules, setup, self.log, end, altered=altered is not None)
        self.position = len(self.log)
        self.state: Any = end

    # -- the Session protocol ---------------------------------------------------
    @property
    def events(self) -> tuple[Event, ...]:
        return self.log[: self.position]

    @property
    def is_over(self) -> bool:
        return bool(self.rules.is_over(self.state))

    def apply(self, command: Command) -> list[Event]:
        raise ReadOnlySave(self.path, "a replay only shows what was played")

    def undo(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def close(self) -> None:
        pass

    # -- moving through the log --------------------------------------------------
    def seek(self, position: int) -> None:
        """Show the game as it stood after `position` events (0: before the first)."""
        position = max(0, min(position, len(self.log)))
        if position != self.position:
            self.position, self.state = position, self.index.state_at(position)

    @property
    def indexed(self) -> bool:
        """Whether every move and turn is known (the index's pass is done)."""
        return self.index.moves is not None

    def _moves(self) -> list[int]:
        """Every boundary; the pass runs here if no worker has run it (tests, scripts)."""
        if self.index.moves is None:
            self.index.build()
        assert self.index.moves is not None
        return self.index.moves

    @property
    def moves(self) -> list[int]:
        return self._moves()

    @property
    def move(self) -> int:
        """How many moves have been played at this point (0 at the start)."""
        return bisect_right(self._moves(), self.position) - 1

    @property
    def move_count(self) -> int:
        return len(self._moves()) - 1

    def step(self, moves: int) -> None:
        """Forward (or back) by whole moves."""
        direction = 1 if moves > 0 else -1
        for _ in range(abs(moves)):
            self.seek(self.index.next_boundary(self.position, direction))

    def periods(self, kind: str) -> list[tuple[int, int]]:
        """(round or turn `kind`, the first move boundary in it), in order; none if the
        game does not count that (diZe has no rounds, 25 to Dice no turns)."""
        if self.index.periods is None:
            self.index.build()
        assert self.index.periods is not None
        return self.index.periods.get(kind, [])

    def go_to_period(self, kind: str, number: int) -> bool:
        """Jump to the start of round (or turn) `number`; False if the game never reached it."""
        for period, boundary in self.periods(kind):
            if period == number:
                self.seek(boundary)
                return True
        return False

    def step_period(self, kind: str, direction: int) -> None:
        """To the start of the next round (or turn), or back to the start of this one (then the one before)."""
        starts = [boundary for _, boundary in self.periods(kind)]
        if direction > 0:
            index = bisect_right(starts, self.position)
            self.seek(starts[index] if index < len(starts) else len(self.log))
        else:
            index = bisect_right(starts, self.position - 1) - 1
            self.seek(starts[index] if index >= 0 else 0)


def replay_of(path: Path) -> ReplaySession:
    """The replay of a save file: finished, unfinished, repaired or altered (DamagedSave if it cannot be read)."""
    game = load_game(path)
    return ReplaySession(game.rules, game.setup, game.events, path, game.altered, end=game.state)


__all__ = ["ReplaySession", "replay", "replay_of"]
