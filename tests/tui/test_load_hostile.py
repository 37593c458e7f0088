"""Load game and Continue with hostile files next to a real game: listed apart, never opened,
and the real game still loads and continues."""

from __future__ import annotations

import json
import os

from tests.tui.helpers import app_with, new_session, settle
from tui.games.dalek_dice.screen import DalekDiceScreen
from tui.screens.load import LoadScreen


def folder_with_hostile_files(save_root):
    session = new_session(save_root, "dalek-dice", "Ann,Bob", seed=4)
    session.apply(session.rules.legal_commands(session.state)[0])
    good, state = session.path, session.state
    session.close()
    os.mkfifo(save_root / "a-fifo.json")
    os.mkfifo(save_root / (good.name + ".lock"))
    (save_root / "b-deep.json").write_bytes(b"[" * 1000 + b"]" * 1000)
    (save_root / "c-[b]bold.json").write_bytes(b'{"format": "\xc3\x28"}')
    data = json.loads(good.read_bytes())
    data["updated"] = "0001-01-01T00:00:00+14:00"
    (save_root / "d-year-one.json").write_text(json.dumps(data))
    return good, state


async def test_load_game_lists_hostile_files_apart_and_opens_the_game(save_root):
    good, state = folder_with_hostile_files(save_root)
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen) and app.screen.infos
        screen = app.screen
        assert [info.path.name for info in screen.infos] == [
            good.name, "a-fifo.json", "b-deep.json", "c-[b]bold.json", "d-year-one.json", good.name + ".lock",
        ]  # fmt: skip
        assert [info.status for info in screen.infos[1:]] == ["damaged"] * 5
        await pilot.press("down", "down", "down")
        await settle(pilot)
        assert screen.check_action("open", ()) is False
        assert "c-[b]bold.json, damaged: not JSON (not UTF-8 text)" in str(screen.query_one("#load-status").render())
        await pilot.press("up", "up", "up")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, DalekDiceScreen)
        assert app.screen.state == state


async def test_continue_opens_the_game_whatever_lies_beside_it(save_root):
    good, state = folder_with_hostile_files(save_root)
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.screen.latest is not None
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, DalekDiceScreen)
        assert app.screen.state == state and app.screen.session.path == good


#: every C0 control a file name may hold (not NUL or "/"), DEL and a C1 control
_CONTROLS = "".join(chr(code) for code in range(1, 32) if chr(code) != "/") + "\x7f\x85"


async def test_a_file_name_never_adds_a_line_to_the_load_screen(save_root):
    """`cp save.json "$S/"$'dmg\\nfake line: finished.json'`: the status line and the
    delete dialog showed the name over two lines, so a file name could inject one."""
    from tui.screens.confirm import ConfirmScreen

    session = new_session(save_root, "dize", "Ann", seed=1)
    good = session.path
    session.close()
    (save_root / "dmg\nfake line: finished.json").write_bytes(good.read_bytes())
    (save_root / f"ctl{_CONTROLS}.json").write_bytes(b"{")
    app = app_with(save_root)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, LoadScreen) and len(screen.infos) == 3
        for row in range(len(screen.infos)):
            screen.query_one("#saves").move_cursor(row=row)
            await settle(pilot)
            status = str(screen.query_one("#load-status").render())
            assert "\n" not in status.strip() and "\r" not in status and "\x1b" not in status, status
            await pilot.press("d")
            await settle(pilot)
            assert isinstance(app.screen, ConfirmScreen)
            question = app.screen.question
            assert question.count("\n") == 4, question  # the dialog's own lines, none from the name
            assert not any(ch in question for ch in _CONTROLS if ch != "\n")
            await pilot.press("n")
            await settle(pilot)
        fake = next(info for info in screen.infos if "fake" in info.path.name)
        screen.query_one("#saves").move_cursor(row=screen.infos.index(fake))
        await settle(pilot)
        assert "dmg␊fake line: finished" in str(screen.query_one("#load-status").render())
