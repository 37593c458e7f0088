"""`--game ID`: one game's own tests, for `make check GAME=ID` (seconds, not the whole suite).

A test belongs to a game when it lives in that game's folder (tests/core/dize/), its file is
named for the game (test_dize_screen.py, tests/sheets/test_dizzle.py), or the conformance
suite runs it with that game's id. Tests marked `slow` (whole games on a real screen) are
left to `make test`, so the fast path stays fast; those marked `long` run in
`make test-long` only (CI runs it), so `make test` stays under four minutes.
"""

from __future__ import annotations

import os
import re

import pytest

# The suite speaks English unless a test chooses Spanish (tests.i18n_check.spanish): a
# machine whose locale is es_* must not turn every English assertion red, and a CLI test
# run in a subprocess reads the same environment.
for _name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "DICE_TUI_LANG"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture(autouse=True)
def _english_unless_chosen():
    """Every test starts in English, and a test that switched to Spanish cannot leak it."""
    from core import lang

    if lang.language() != "en":
        from tui import i18n

        i18n.use("en")
    yield
    if lang.language() != "en":
        from tui import i18n

        i18n.use("en")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--game", metavar="ID", default=None,
                     help="run only the tests of one game (dalek-dice, dizzle, dize, 25-to-dice)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: dice-tui serve in headless Chromium, run by `make test-browser`")
    config.addinivalue_line("markers", "slow: a whole-screen or long playout test, left out of --game")
    config.addinivalue_line("markers", "long: slow and adds little on every run (a bot's maths checked by brute "
                            "force, a whole game by keys that shorter flows cover): left to `make test-long`")
    if config.getoption("--game") and hasattr(config.option, "warn_unused_snapshots"):
        # the other games' snapshots are deselected, not stale: syrupy would fail the run on them
        config.option.warn_unused_snapshots = True


def game_package(game_id: str) -> str:
    """The package a game's code and tests are named by (25-to-dice -> twenty_five)."""
    import core.games

    try:
        descriptor = core.games.game(game_id)
    except KeyError as error:
        raise pytest.UsageError(error.args[0]) from None
    return descriptor.rules.split(":")[0].split(".")[1]


def belongs_to(item: pytest.Item, game_id: str, package: str) -> bool:
    parts = item.path.parts
    if package in parts:
        return True
    if re.search(rf"(^|_){re.escape(package)}(_|$)", item.path.stem):
        return True
    callspec = getattr(item, "callspec", None)
    return callspec is not None and game_id in callspec.params.values()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    game_id = config.getoption("--game")
    if not game_id:
        return
    package = game_package(game_id)
    kept, dropped = [], []
    for item in items:
        wanted = belongs_to(item, game_id, package) and item.get_closest_marker("slow") is None
        (kept if wanted else dropped).append(item)
    if not kept:
        raise pytest.UsageError(f"no tests found for game {game_id!r}")
    config.hook.pytest_deselected(items=dropped)
    items[:] = kept
