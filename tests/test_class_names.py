"""No two classes of dice-tui share a name, so a name in a traceback, a log or a review
points at one place (docs/adding-a-game.md promises it; this keeps the promise)."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("core", "saves", "sheets", "tui")


def test_no_two_classes_share_a_name():
    places: dict[str, list[str]] = defaultdict(list)
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            for node in ast.parse(path.read_text(encoding="utf-8")).body:
                if isinstance(node, ast.ClassDef):
                    places[node.name].append(f"{path.relative_to(ROOT)}:{node.lineno}")
    shared = {name: where for name, where in places.items() if len(where) > 1}
    assert not shared, f"classes sharing a name: {shared}"
