"""A save that ends in the middle of a command is cut back to the last whole command.

dice-tui writes all of a command's events at once, but older versions wrote one event
at a time, and a file may be edited by hand: a kill between a roll and the turn end
that the same command forces left a log whose state has no legal move, cannot be undone,
and made a bot to move crash on every resume. Such a log is found by exactly that (not
over, no legal command), and cut back to the last point where some legal command would
have produced the events that follow (as their start): the command in flight is lost,
as when it is killed before its write. If no such point is near the end, the save is
damaged and says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.game import replay

#: how far back a command boundary is looked for (the longest command, a 25 to Dice
#: Guards Move on four boards, makes a few dozen events)
LOOKBACK = 200


def playable(rules: Any, state: Any) -> bool:
    """Over, or someone has a legal command: a state a game screen can show and go on from."""
    try:
        return rules.is_over(state) or bool(rules.legal_commands(state))
    except Exception:  # a rule module failing on an odd state: treat as stuck
        return False


def whole_commands(rules: Any, setup: Any, events: Sequence[Any]) -> int | None:
    """How many events of a stuck log to keep (the last command boundary), None if none."""
    first = max(0, len(events) - LOOKBACK)
    state = replay(rules, setup, events[:first])
    states = [state]
    for event in events[first:]:
        state = rules.evolve(state, event)
        states.append(state)
    for keep in range(len(events) - 1, first - 1, -1):
        if _boundary(rules, states[keep - first], events[keep:]):
            return keep
    return None


def _boundary(rules: Any, state: Any, tail: Sequence[Any]) -> bool:
    """Whether a legal command in `state` makes more events than `tail`, starting with it."""
    if not playable(rules, state) or rules.is_over(state):
        return False
    for command in rules.legal_commands(state):
        try:
            made = rules.decide(state, command)
        except Exception:
            continue
        if len(made) > len(tail) and list(made[: len(tail)]) == list(tail):
            return True
    return False
