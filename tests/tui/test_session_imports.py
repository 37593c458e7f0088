"""A game session loads only what its game needs (issue 16: memory of a session on a
shared host): not another game's engine or screen, not the shared tables' host for a
local game, not the printing code of `dice-tui saves`. Each game is opened the way
`dice-tui resume` opens it, in a fresh interpreter, and its modules are listed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from core.games import GAMES
from tui.games.registry import VIEWS

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
import json, sys
from pathlib import Path
from tui.render import patches
patches.install_before_models()
import asyncio
from core.games import rules_for
from saves.session import GameSession
from tui.app import DiceApp
from tui.door import Resume, open_session
from tui.cli.seating import parse_players
from tui.pace import INSTANT

game, players, root = sys.argv[1], sys.argv[2], Path(sys.argv[3])
rules = rules_for(game)
with GameSession.create(root, game, rules.make_setup(parse_players(players, rules), 3)) as made:
    path = made.path
session = open_session(Resume(path))
app = DiceApp(root, session, INSTANT)

async def play():
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()  # what the screen builds in the background too
        await pilot.pause()
        return type(app.screen).__module__

shown = asyncio.run(play())
session.close()
print(json.dumps({"screen": shown, "modules": sorted(sys.modules)}))
"""

PLAYERS = {"dalek-dice": "Ann,Bob"}


def session_modules(game: str, tmp_path: Path, players: str | None = None) -> tuple[str, set[str]]:
    env = dict(os.environ, DICE_TUI_TABLES=str(tmp_path / "tables"), DICE_TUI_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM, game, players or PLAYERS.get(game, "Ann"), str(tmp_path / "saves")],
        cwd=ROOT, env=env, capture_output=True, text=True,
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    return seen["screen"], set(seen["modules"])


def package(reference: str) -> str:
    """'core.dize.rules:RULES' -> 'core.dize'."""
    return reference.partition(":")[0].rsplit(".", 1)[0]


@pytest.mark.parametrize("game", list(GAMES))
def test_a_local_game_loads_no_other_game_no_table_host_and_no_printing(game, tmp_path):
    screen, modules = session_modules(game, tmp_path)
    assert screen == VIEWS[game].screen_module
    for other in GAMES.values():
        if other.id == game:
            continue
        engine, view = package(other.rules), package(VIEWS[other.id].screen)
        loaded = sorted(m for m in modules if m.startswith((engine + ".", view)))
        # a game's descriptor is read by the menu and the command line: nothing more
        assert loaded in ([], [engine + ".descriptor"]), f"{game} loaded {other.id}: {loaded}"
    unwanted = {"saves.tables.net.host", "saves.tables.folder", "saves.tables.net.protocol", "tui.cli.printout",
                "reportlab",
                # issue 34, memory of a session: a shared table's role, the menu until the game is
                # left, a replay, zipfile (importlib.resources, see core.shipped)
                "tui.table.role", "tui.screens.menu", "tui.replay.session", "zipfile",
                # OpenSSL's libcrypto (600 kB): digests come from core.digests, pydantic's `secrets`
                # waits for its first use (tui.render.deferred)
                "hashlib", "_hashlib",
                # nor through asyncio's TLS (tui.render.plain_loop)
                "ssl", "_ssl"}
    assert not unwanted & modules, sorted(unwanted & modules)


async def test_a_game_opened_from_the_command_line_has_no_menu_under_it_until_it_is_left(save_root):
    from tests.tui.helpers import app_with, new_session, settle
    from tui.screens.menu import MenuScreen

    session = new_session(save_root, "dize", "Ann", seed=3, zombies=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not any(isinstance(screen, MenuScreen) for screen in app.screen_stack)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen) and len(app.screen_stack) == 2
        assert app.screen.latest is not None  # its save check ran once it was shown: Continue


@pytest.mark.parametrize("argv", [[], ["--ascii"]])
def test_a_plain_dice_tui_opens_the_menu_without_building_the_parser(argv, monkeypatch, save_root):
    from tui import app, cli
    from tui.cli import parser

    monkeypatch.setenv("DICE_TUI_ASCII", "")  # main sets it for --ascii; put back afterwards
    monkeypatch.setattr(parser, "build_parser", lambda: pytest.fail("the parser was built for the menu"))
    started = []
    monkeypatch.setattr(app, "run_app", lambda root, start: started.append((root, start)) or 0)
    assert cli.main(argv) == 0
    assert started == [(save_root, None)]


def test_a_dalek_game_against_the_expert_never_loads_numpy(tmp_path):
    """The expert's turn graph is built by another process and read packed: a session
    that seats the expert weighs what any other game does (it was 2.5 times as much)."""
    _, modules = session_modules("dalek-dice", tmp_path, "Ann,bot:expert")
    assert "core.dalek_dice.graph_pack" in modules  # the expert was made ready
    assert not {m for m in modules if m == "numpy" or m.startswith(("numpy.", "core.dalek_dice.turn_graph"))}


@pytest.mark.parametrize("ascii_first", [False, True])
def test_a_plain_resume_opens_its_game_without_building_the_parser(ascii_first, monkeypatch, save_root):
    """argparse and every game's flags would stay in the session's memory (issue 34)."""
    from tests.tui.helpers import new_session
    from tui import app, cli
    from tui.cli import parser
    from tui.door import Resume

    session = new_session(save_root, "dize", "Ann", seed=3, zombies=4)
    path = session.path
    session.close()
    monkeypatch.setenv("DICE_TUI_ASCII", "")
    monkeypatch.setattr(parser, "build_parser", lambda: pytest.fail("the parser was built for a plain resume"))
    started = []
    monkeypatch.setattr(app, "run_app", lambda root, start: started.append((root, start)) or 0)
    argv = ["--ascii", "resume", path.stem] if ascii_first else ["resume", path.stem]
    assert cli.main(argv) == 0
    assert cli.main(["resume"]) == 0  # the latest unfinished game
    assert started == [(save_root, Resume(path))] * 2


def test_a_plain_resume_of_no_such_save_is_told_with_the_commands_usage(save_root, capsys):
    from tui import cli

    with pytest.raises(SystemExit) as exited:
        cli.main(["resume", "nosuch"])
    assert exited.value.code == 2
    told = capsys.readouterr().err.splitlines()
    assert told[0].startswith("dice-tui resume: no save named 'nosuch'")
    assert told[1].startswith("usage: dice-tui resume ")
