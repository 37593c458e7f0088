"""Imports only point down: tui -> saves, sheets, core; saves -> core; sheets -> core."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

FORBIDDEN = {
    "core": {"tui", "saves", "sheets", "textual", "reportlab", "platformdirs", "time", "datetime"},
    "saves": {"tui", "sheets", "textual", "reportlab"},
    "sheets": {"tui", "saves", "textual"},
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_imports_only_point_down(layer: str) -> None:
    offences = []
    for path in sorted((ROOT / layer).rglob("*.py")):
        for module in imported_modules(path):
            top = module.split(".")[0]
            if top in FORBIDDEN[layer]:
                offences.append(f"{path.relative_to(ROOT)} imports {module}")
    assert offences == []


def test_core_draws_dice_only_from_its_dice_module() -> None:
    """Global random would make replays differ; only core/dice.py may seed a generator."""
    for path in sorted((ROOT / "core").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if path.name != "dice.py":
            assert "import random" not in text, path
