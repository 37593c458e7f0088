"""Building apps for Pilot tests: a game session in a private save folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def new_session(root: Path, game: str, players: str, seed: int, **options: Any):
    from core.games import rules_for
    from saves.session import GameSession
    from tui.commands import parse_players

    rules = rules_for(game)
    setup = rules.make_setup(parse_players(players, rules), seed, **options)
    return GameSession.create(root, game, setup)


def app_with(root: Path, session=None):
    from tui.app import DiceApp

    return DiceApp(root, session)


async def settle(pilot, rounds: int = 3) -> None:
    """Let timers (bots at zero delay) and refreshes run."""
    for _ in range(rounds):
        await pilot.pause(0.05)
