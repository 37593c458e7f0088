"""A replay as a session: the fold of a save's events up to a chosen point, read-only.

A replay is built on the event log and nothing else: the state at any point is the fold
of the events before it (never a new simulation, so it always matches what was played).
A game screen draws it as it draws a game, because it is a Session (tui.session): every
write is refused, nothing can be undone, no seat is anybody's.

**Moves.** One player's decision wrote all of its events at once, but a save keeps only
the events. A point between two events is a move boundary when the game could stop
there: the state is playable (over, or someone has a legal command) and the events from
there on start with what some legal command would make (saves.repair). Stepping goes
from boundary to boundary, so a roll and what it forced are one step.

**Turns and rounds.** The game's facts (core.facts) say its turn or round at each
boundary; jumping goes to the first boundary of a turn or round.

Folding is cached: a state every `EVERY` events, so a jump anywhere in a 100,000-event
game folds at most `EVERY` events.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.facts import facts_of
from core.game import AnyRules, Command, Event, GameSetup, replay
from saves.errors import ReadOnlySave
from saves.loading import load_game
from saves.repair import playable

#: a state is kept every this many events
EVERY = 64
#: beyond this many events, every playable point counts as a move boundary (checking each
#: against the legal commands would take seconds)
EXACT_UP_TO = 5000


class ReplaySession:
    """The read-only session of a replay; `seek` moves it to another point of the log."""

    read_only = True
    seat_control = None

    def __init__(self, rules: AnyRules, setup: GameSetup, events: Sequence[Event], path: Path,
                 altered: str | None = None) -> None:  # fmt: skip
        self.rules, self.setup, self.path, self.altered = rules, setup, path, altered
        self.log: tuple[Event, ...] = tuple(events)
        self._kept: dict[int, Any] = {0: rules.start(setup)}
        self.moves: list[int] = self._boundaries()
        self.position = len(self.log)
        self.state: Any = self._fold(self.position)

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
            self.position, self.state = position, self._fold(position)

    @property
    def move(self) -> int:
        """How many moves have been played at this point (0 at the start)."""
        return sum(1 for boundary in self.moves if 0 < boundary <= self.position)

    @property
    def move_count(self) -> int:
        return sum(1 for boundary in self.moves if boundary > 0)

    def step(self, moves: int) -> None:
        """Forward (or back) by whole moves."""
        if moves > 0:
            later = [b for b in self.moves if b > self.position]
            self.seek(later[min(moves, len(later)) - 1] if later else self.position)
        elif moves < 0:
            earlier = [b for b in self.moves if b < self.position]
            self.seek(earlier[max(len(earlier) + moves, 0)] if earlier else 0)

    def period(self, position: int | None = None) -> int:
        """The turn or round (as the game counts) at a point."""
        state = self.state if position is None else self._fold(position)
        facts = facts_of(self.rules, state)
        return int(facts.get("round") or facts.get("turn") or 0)

    def periods(self) -> list[tuple[int, int]]:
        """(turn or round, the first move boundary in it), in order."""
        found: list[tuple[int, int]] = []
        for boundary in self.moves:
            number = self.period(boundary)
            if not found or number != found[-1][0]:
                found.append((number, boundary))
        return found

    def go_to_period(self, number: int) -> bool:
        """Jump to the start of turn or round `number`; False if the game never reached it."""
        for period, boundary in self.periods():
            if period == number:
                self.seek(boundary)
                return True
        return False

    def step_period(self, direction: int) -> None:
        """To the start of the next turn or round, or back to the start of this one (then the one before)."""
        starts = [boundary for _, boundary in self.periods()]
        if direction > 0:
            later = [b for b in starts if b > self.position]
            self.seek(later[0] if later else len(self.log))
        else:
            earlier = [b for b in starts if b < self.position]
            self.seek(earlier[-1] if earlier else 0)

    # -- folding ------------------------------------------------------------------
    def _fold(self, position: int) -> Any:
        base = max(k for k in self._kept if k <= position)
        state = self._kept[base]
        for index in range(base, position):
            state = self.rules.evolve(state, self.log[index])
            if (index + 1) % EVERY == 0:
                self._kept.setdefault(index + 1, state)
        return state

    def _boundaries(self) -> list[int]:
        """Every point between events where a move begins, 0 and the end included.

        Read from the start as the game was played: at each boundary, the legal command
        whose events the log holds next is found (the longest, should two match), and the
        next boundary is after its events. A log no legal command explains from some point
        (an altered save) goes on one playable point at a time from there."""
        rules, log = self.rules, self.log
        found, at, state = [0], 0, self._kept[0]
        while at < len(log):
            length = self._move_length(state, at)
            for index in range(at, at + length):
                state = rules.evolve(state, log[index])
                if (index + 1) % EVERY == 0:
                    self._kept.setdefault(index + 1, state)
            at += length
            found.append(at)
        return found

    def _move_length(self, state: Any, at: int) -> int:
        """How many events from `at` one command made: the longest legal command matching them."""
        rules, log = self.rules, self.log
        best = 0
        if len(log) <= EXACT_UP_TO and playable(rules, state) and not rules.is_over(state):
            for command in rules.legal_commands(state):
                try:
                    made = rules.decide(state, command)
                except Exception:  # a rule refusing an odd command: not this one
                    continue
                if len(made) > best and list(log[at : at + len(made)]) == list(made):
                    best = len(made)
        if best:
            return best
        length, probe = 1, rules.evolve(state, log[at])  # unexplained: to the next playable point
        while at + length < len(log) and not playable(rules, probe):
            probe = rules.evolve(probe, log[at + length])
            length += 1
        return length


def replay_of(path: Path) -> ReplaySession:
    """The replay of a save file: finished, unfinished, repaired or altered (DamagedSave if it cannot be read)."""
    game = load_game(path)
    return ReplaySession(game.rules, game.setup, game.events, path, game.altered)


__all__ = ["ReplaySession", "replay", "replay_of"]
