"""A game screen is handed what it can do (issue 31): the session, a campaign stage's role,
a replay's steps, a shared table's role, all as it is made. No class is mixed into a
screen, and no class is built at run time, so what a screen can do is read where it is
declared."""

from __future__ import annotations

import ast
from pathlib import Path

from core.games import GAMES
from tui.games.screens import screen_class
from tui.screens.game_base import GameScreen

ROOT = Path(__file__).resolve().parents[2]


def mixed_in(screen: type) -> list[str]:
    """The classes of a screen that are neither Textual's nor a game screen's own line."""
    return [cls.__qualname__ for cls in screen.__mro__
            if not (issubclass(cls, GameScreen) or cls.__module__.split(".")[0] in ("textual", "builtins", "typing"))]


def test_every_game_screen_is_a_game_screen_and_nothing_mixed_in():
    for game in GAMES:
        assert mixed_in(screen_class(game)) == [], game
    assert all(issubclass(screen_class(game), GameScreen) for game in GAMES)


def test_no_class_is_built_at_run_time_in_the_app():
    built = []
    for path in sorted((ROOT / "tui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "type" \
                    and len(node.args) == 3:
                built.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert built == []


def test_the_check_sees_a_mixin():
    class Mixin:
        pass

    class Mixed(Mixin, GameScreen):  # type: ignore[type-arg]
        pass

    assert mixed_in(Mixed) == ["test_the_check_sees_a_mixin.<locals>.Mixin"]
