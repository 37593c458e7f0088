"""The crash net, on Textual's public API only: an internal error ends the app with exit
status 1, one line on stderr, and the whole report in crash.log beside the save folder."""

from __future__ import annotations

import stat

from tui.app import DiceApp
from tui.crash_net import exit_status
from tui.pace import INSTANT


class BrokenSession:
    """A start the app cannot open: reading its rules is a bug in the making."""

    @property
    def rules(self) -> object:
        raise RuntimeError("a deliberately broken session")


def test_an_internal_error_is_one_line_for_the_player_and_a_private_crash_log(tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("DICE_TUI_DEBUG", raising=False)
    app = DiceApp(tmp_path / "saves", BrokenSession(), INSTANT)
    app.run(headless=True, size=(80, 24))
    assert exit_status(app) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith("dice-tui stopped on an internal error; your game is saved up to the last move.")
    assert str(tmp_path / "crash.log") in err
    log = tmp_path / "crash.log"
    assert "a deliberately broken session" in log.read_text()
    assert stat.S_IMODE(log.stat().st_mode) == 0o600


def test_a_quit_says_nothing_and_exits_0(tmp_path, capsys):
    async def quit_at_once(pilot):
        await pilot.press("ctrl+q")

    app = DiceApp(tmp_path / "saves", None, INSTANT)
    app.run(headless=True, size=(80, 24), auto_pilot=quit_at_once)
    assert exit_status(app) == 0
    assert capsys.readouterr().err == ""
    assert not (tmp_path / "crash.log").exists()
