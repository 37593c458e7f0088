"""Building apps for Pilot tests: a game session in a private save folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.visual import Visual, visualize


def new_session(root: Path, game: str, players: str, seed: int, **options: Any):
    from core.games import rules_for
    from saves.session import GameSession
    from tui.cli.seating import parse_players

    rules = rules_for(game)
    setup = rules.make_setup(parse_players(players, rules), seed, **options)
    return GameSession.create(root, game, setup)


def app_with(root: Path, session=None):
    """The app at INSTANT pace: bots play inside the key that hands them the turn."""
    from tui.app import DiceApp
    from tui.pace import INSTANT

    return DiceApp(root, session, INSTANT)


async def settle(pilot) -> None:
    """Let what the last key started finish: messages, screens mounting, the menu's save
    check (a thread worker), and the refreshes they ask for. Nothing here sleeps."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def assert_drawn_as_textual_draws(widget: Any) -> None:
    """A line-API widget (tui.widgets.drawn_lines): its lines are those a fresh drawing
    gives (none left stale by a change), and each strip it draws straight from its pieces
    is the one Textual's own renderer makes of its Text (styles, and the offsets text
    selection reads, alike)."""
    assert widget.drawn() == widget.draw(), "a line kept from before reads differently now"
    width, height = widget.size
    whole = Visual.to_strips(widget, visualize(widget, widget.render()), width, height, widget.visual_style)
    assert [widget.render_line(y) for y in range(len(whole))] == whole
