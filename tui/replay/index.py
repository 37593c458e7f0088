"""Where a replay's moves and turns are: one pass over the log, off the UI thread.

A save keeps events, not the commands that made them, so a point between two events is
a move boundary when a command began there: the state is playable and a legal command
makes the events the log holds next. The test is *local* (the state at the point and
the events after it), which gives two ways to one answer:

- `build` walks the whole log once (a Textual thread worker runs it, tui.replay.screen):
  every boundary, and the turn or round at each, in time linear in the events. At
  100,000 events that is seconds, so it reports its progress and stops when cancelled;
- before it is done, a step asks the same test of the few points beside it
  (`next_boundary`), so ← and → answer at once in a save of any length.

Stepping once looked at up to 64 events for every boundary whenever [ or ] was pressed
(35 s at 100,000 events, the UI frozen): nothing here folds the same event twice but
`state_at`, which folds at most `EVERY` events from a kept state.

**Altered saves.** Their dice are not the seed's, so where a roll was changed no command
makes the logged events exactly. A move there still begins with an event of the kind a
legal command makes first (a guards' move begins with the guard dice, never with the
second board's inmate dice), so that is the test there, and it runs to the next point
that passes it: one decision is one step there too, not two as it was.
"""

from __future__ import annotations

import threading
from bisect import bisect_right, insort
from collections.abc import Callable, Sequence
from typing import Any

from core.game import AnyRules, Event, GameSetup, replay
from tui.replay.periods import counts

#: a state is kept every this many events
EVERY = 64
#: a state this far past the nearest kept one is folded from the start by the game's own
#: (fast) fold rather than event by event: the first step of a long save, pass not done
FAR = 8 * EVERY


class MoveIndex:
    """The move boundaries and turns or rounds of one log, found lazily or all at once."""

    def __init__(self, rules: AnyRules, setup: GameSetup, log: Sequence[Event], end: Any = None,
                 altered: bool = False) -> None:  # fmt: skip
        self.rules, self.setup, self.log, self.altered = rules, setup, log, altered
        self._lock = threading.Lock()
        self._kept: dict[int, Any] = {0: rules.start(setup)}
        self._kept_at: list[int] = [0]
        if end is not None:  # the state a resume folded already
            self._keep(len(log), end)
        self._lengths: dict[int, int] = {}
        #: every boundary, 0 and the end included, once `build` is done (None before)
        self.moves: list[int] | None = None
        #: per count ("round", "turn"): (its number, its first boundary) in order, once `build` is done
        self.periods: dict[str, list[tuple[int, int]]] | None = None
        #: how far `build` has come, 0.0 to 1.0
        self.progress = 0.0

    # -- states --------------------------------------------------------------------
    def _keep(self, position: int, state: Any) -> None:
        with self._lock:
            if position not in self._kept:
                self._kept[position] = state
                insort(self._kept_at, position)

    def state_at(self, position: int) -> Any:
        """The state after `position` events, from the nearest kept state before it."""
        with self._lock:
            base = self._kept_at[bisect_right(self._kept_at, position) - 1]
            state = self._kept[base]
        if position - base > FAR:  # fold from the start a little short of it, so steps back reuse it
            anchor = position - FAR // 2
            state = replay(self.rules, self.setup, self.log[:anchor])
            self._keep(anchor, state)
            base = anchor
        for index in range(base, position):
            state = self.rules.evolve(state, self.log[index])
        if position - base >= EVERY:
            self._keep(position, state)
        return state

    # -- the local test ------------------------------------------------------------
    def length(self, position: int, state: Any) -> int:
        """How many events the command that began at `position` made (the longest legal
        command the log matches there), -1 if one began there whose events are not the
        log's (an altered save's dice), 0 if none began there."""
        known = self._lengths.get(position)
        if known is None:
            known = self._lengths[position] = self._match(position, state)
        return known

    def _match(self, at: int, state: Any) -> int:
        rules, log = self.rules, self.log
        if at >= len(log):
            return 0
        upcoming, best, kind = log[at], 0, False
        try:
            if rules.is_over(state):
                return 0
            commands = rules.legal_commands(state)
        except Exception:  # a rule module failing on an odd (altered) state: no move here
            return 0
        for command in commands:
            try:
                made = rules.decide(state, command)
            except Exception:  # a rule refusing an odd command: not this one
                continue
            if not made:
                continue
            if len(made) > best and made[0] == upcoming and list(log[at : at + len(made)]) == list(made):
                best = len(made)
            elif self.altered and type(made[0]) is type(upcoming):
                kind = True
        return best or (-1 if kind else 0)

    def _after(self, position: int, state: Any) -> int:
        """The boundary after the one at `position` (`state` is the state there): the end
        of the command that began there, or the next point where one began."""
        end, length = len(self.log), self.length(position, state)
        if length > 0:
            return min(position + length, end)
        at = position
        while at < end:
            state = self.rules.evolve(state, self.log[at])
            at += 1
            if at == end or self.length(at, state):
                return at
        return end

    def next_boundary(self, position: int, direction: int) -> int:
        """The boundary after (direction 1) or before (-1) `position`, else the end or 0.

        Before the pass is done: forward, the end of the move at `position`; back, the
        nearest point where a command began and which no command begun earlier covers (a
        command ending a turn may make events that another command would make by
        themselves: Dizzle's planets crossed)."""
        if self.moves is not None:
            return _neighbour(self.moves, position, direction)
        if direction > 0:
            return self._after(position, self.state_at(position)) if position < len(self.log) else position
        pending: int | None = None  # the nearest point where a command began, not yet known uncovered
        high = position
        while high > 0:  # a window of states at a time, folded forward, tested from its end
            low = max(high - EVERY, 0)
            states = [self.state_at(low)]
            for index in range(low, high - 1):
                states.append(self.rules.evolve(states[-1], self.log[index]))
            for at in range(high - 1, low - 1, -1):
                length = self.length(at, states[at - low]) or (1 if at == 0 else 0)
                if not length:
                    continue
                if pending is not None and at + max(length, 1) <= pending:
                    return pending
                pending = at
            high = low
        return 0

    # -- the whole log at once -----------------------------------------------------
    def build(self, cancelled: Callable[[], bool] = lambda: False) -> bool:
        """Find every boundary and its round and turn; False if cancelled on the way."""
        rules, log = self.rules, self.log
        end = len(log)
        moves: list[int] = []
        periods: dict[str, list[tuple[int, int]]] = {}
        at, state, kept = 0, self._kept[0], 0
        while True:
            moves.append(at)
            for kind, number in counts(rules, state).items():
                starts = periods.setdefault(kind, [])
                if not starts or starts[-1][0] != number:
                    starts.append((number, at))
            if at >= end:
                break
            after = self._after(at, state)
            for index in range(at, after):
                state = rules.evolve(state, log[index])
                if (index + 1) % EVERY == 0:
                    self._keep(index + 1, state)
            at = after
            if at - kept >= EVERY:
                kept, self.progress = at, at / end
                if cancelled():
                    return False
        self.moves, self.periods, self.progress = moves, periods, 1.0
        return True


def _neighbour(boundaries: list[int], position: int, direction: int) -> int:
    """The boundary after or before `position` in a sorted list (the list's ends beyond)."""
    if direction > 0:
        index = bisect_right(boundaries, position)
        return boundaries[index] if index < len(boundaries) else boundaries[-1]
    index = bisect_right(boundaries, position - 1) - 1
    return boundaries[index] if index >= 0 else 0
