"""Ending the Inmates Move with the whole roll unused asks first, as every game asks before
a key throws away a whole roll: the question, or None when `s` needs none. Pure: no
Textual."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.lang import ngettext
from core.twenty_five import EndMoves
from core.twenty_five.events import InmateDiceRolled
from core.twenty_five.state import acting_board


def stop_question(rules: Any, state: Any, events: Sequence[Any]) -> str | None:
    """The question before the Inmates Move ends, with no die of its roll spent and some
    move still possible; None otherwise."""
    board = acting_board(state)
    if board is None or not whole_roll_unused(state, events, board) or all(
            isinstance(command, EndMoves) for command in rules.legal_commands(state)):
        return None
    count = len(state.sheets[board].dice)
    return ngettext("None of the {count} inmate die is used yet. End the Inmates Move and lose it?",
                    "None of the {count} inmate dice is used yet. End the Inmates Move and lose them all?",
                    count).format(count=count)


def whole_roll_unused(state: Any, events: Sequence[Any], board: int) -> bool:
    """No die of this sheet's inmate roll is spent yet."""
    dice = state.sheets[board].dice
    for event in reversed(events):
        if isinstance(event, InmateDiceRolled) and event.board == board:
            return bool(dice) and sorted(dice) == sorted(event.values)
    return False
