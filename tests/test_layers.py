"""Imports only point down: tui -> saves, sheets, core; saves -> core; sheets -> core."""

from __future__ import annotations

import ast
import re
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


#: an import string into another layer: "tui.games.dize.screen:DizeScreen", "sheets.dize"
OTHER_LAYER_PATH = re.compile(r"(tui|saves|sheets)(\.[A-Za-z_]\w*)+(:[A-Za-z_]\w*)?|(tui|saves|sheets):[A-Za-z_]\w*")


def import_strings(path: Path) -> list[str]:
    """String literals of a file that name a module of another layer (imported by name)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and OTHER_LAYER_PATH.fullmatch(node.value)
    ]


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_no_layer_names_a_module_above_it_even_as_a_string(layer: str) -> None:
    """An import string is an import that neither this test nor mypy would otherwise see:
    a game's screen and sheet are found through their own layers' registries."""
    offences = [f"{path.relative_to(ROOT)}: {text!r}" for path in sorted((ROOT / layer).rglob("*.py"))
                for text in import_strings(path) if text.split(".")[0].split(":")[0] in FORBIDDEN[layer]]  # fmt: skip
    assert offences == []


def test_the_string_check_sees_an_import_string() -> None:
    assert OTHER_LAYER_PATH.fullmatch("tui.games.dize.screen:DizeScreen")
    assert OTHER_LAYER_PATH.fullmatch("sheets.dize")
    assert not OTHER_LAYER_PATH.fullmatch("core.dize.rules:RULES")
    assert not OTHER_LAYER_PATH.fullmatch("saves")  # a word, not a module path


def test_core_draws_dice_only_from_its_dice_module() -> None:
    """Global random would make replays differ; only core/dice.py may seed a generator."""
    for path in sorted((ROOT / "core").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if path.name != "dice.py":
            assert "import random" not in text, path
