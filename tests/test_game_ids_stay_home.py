"""No game is named outside its own folders and the registries (issue 31): the saves layer
and the statistics words learn what a game counts from its descriptor, so adding a game
never means editing an `if game == ...` there."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from core.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
#: layers that serve every game alike
SHARED = ["saves", "tui/statistics", "tui/cli"]


def _named_games(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in GAMES]


@pytest.mark.parametrize("folder", SHARED)
def test_no_shared_module_names_a_game(folder):
    named = {str(path.relative_to(ROOT)): found for path in sorted((ROOT / folder).rglob("*.py"))
             if (found := _named_games(path))}
    assert named == {}
