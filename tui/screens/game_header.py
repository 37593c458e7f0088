"""A game screen's top line: the game, whose turn it is, and how far the game has come.

Each game may word its own (`GameScreen.header_text`); `turn_header` is the default, and
`with_note` puts a shared table's note (your turn, who is away) in front of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from core.lang import _, is_you
from tui.text import short

if TYPE_CHECKING:
    from core.game import AnyRules, PlayerSpec
    from tui.table.role import TableRole


def turn_header(rules: AnyRules, state: Any, players: Sequence[PlayerSpec]) -> str:
    """The game, who is to play (a bot, you alone, or one of the table), its progress."""
    seat = rules.current_player(state)
    title = rules.title
    if seat is None:
        return _("{game} — game over. {progress}").format(game=title, progress=rules.progress(state))
    who = players[seat]
    if is_you(who.name):
        header = _("{game} — your turn · {progress}")
    elif who.is_bot and "bot" not in who.name.lower():  # "Cautious bot" says so itself
        header = _("{game} — {name} (bot) · {progress}")
    elif who.is_bot:
        header = _("{game} — {name} · {progress}")
    elif len(players) == 1:
        header = _("{game} — {name} (your turn) · {progress}")
    else:
        header = _("{game} — {name} (to play) · {progress}")
    return header.format(game=title, name=who.name, progress=rules.progress(state))


def with_note(header: str, at_table: TableRole | None, width: int) -> str:
    """A shared table's note (your turn, who is away: tui.table.role) leads; the header
    gives way, so the line stays one line."""
    note = at_table.header_note() if at_table is not None else None
    if not note:
        return header
    return short(f"{note} · {header}", max(width - 2, 20))
