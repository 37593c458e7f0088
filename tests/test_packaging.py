"""Every package folder ships: pyproject lists packages by hand (see the comment there)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = set(config["tool"]["setuptools"]["packages"])
    found = set()
    for top in ("core", "saves", "sheets", "tui"):
        for init in (ROOT / top).rglob("__init__.py"):
            found.add(".".join(init.parent.relative_to(ROOT).parts))
        for data in (ROOT / top).rglob("*.json"):
            found.add(".".join(data.parent.relative_to(ROOT).parts))
    assert found - listed == set()


def test_rules_pages_ship_as_tui_rulebook() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert config["tool"]["setuptools"]["package-dir"]["tui.rulebook"] == "docs/rules"
    from core.games import GAMES
    from tui.games.registry import VIEWS

    pages = [VIEWS[game].rules_page for game in GAMES if VIEWS[game].rules_package == "tui.rulebook"]
    assert len(pages) == len(GAMES)  # every game of dice-tui ships its page with the app
    for page in (*pages, "keys"):
        assert (ROOT / "docs" / "rules" / f"{page}.md").is_file(), page
