"""A shared table on the game screens: a player's terminal offers its keys only on its own
turn, follows the others' moves as they happen, shows the table paused when the host goes
and takes it up again when the host is back; the host hands a waiting seat to a bot."""

from __future__ import annotations

from saves.store import load_game
from saves.tables.net.client import TableClient
from tests.tui.helpers import app_with, settle
from tests.tui.table_helpers import HostThread, host_app, show_tables, stand_for
from tui.screens.game_base import GameScreen


def header(app) -> str:
    return str(app.screen.query_one("#game-header").render())


async def until(pilot, check, turns: int = 200) -> bool:
    """Let the app's loop take in what the host (another thread) has already sent: the
    host's calls return once its lines are in the socket, so a few turns of the loop do."""
    for _ in range(turns):
        if check():
            return True
        await pilot.pause()
    return check()


async def test_a_player_acts_on_their_own_turn_and_sees_the_others_moves(tmp_path, monkeypatch):
    monkeypatch.setenv("DICE_TUI_TABLES", str(tmp_path / "tables"))
    host = HostThread(tmp_path, "ann,bob,bot:cautious")
    bob = TableClient(host.folder, "join", "bob")
    app = app_with(tmp_path / "bob", bob)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            assert not screen.check_action("roll", ()) and not screen.check_action("undo", ())
            await pilot.press("r")  # not bob's turn: nothing is sent
            assert len(load_game(host.host.path).events) == 0
            host.bot_moves(1)
            while host.host.rules.current_player(host.host.state) == 0:
                host.bot_moves(1)
            assert await until(pilot, lambda: len(bob.events) == len(host.host.events))
            assert "bob (to play)" in header(app)
            assert not screen.can_skip  # the host plays the bots: f is not offered, nor named
            assert screen.check_action("roll", ())
            await pilot.press("r")
            await settle(pilot)
            assert len(load_game(host.host.path).events) == len(bob.events) > 0
            host.stop()  # the host quits
            assert await until(pilot, lambda: "paused" in header(app))
            assert "Table ann-1 paused: the host ann left the table" in header(app)
            assert len(header(app)) <= 78 and header(app).endswith("…")  # one line: the header gave way
            assert not screen.check_action("keep", ()) and not screen.check_action("roll", ())
    finally:
        bob.close()


async def test_the_host_hands_a_waiting_seat_to_a_bot_until_its_player_is_back(tmp_path, monkeypatch):
    from core.games import game as descriptor_of

    table, app = host_app(tmp_path, monkeypatch, "bob")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Table bob-1: ann away" in header(app)  # every terminal shows who is away or idle
        assert app.screen.check_action("hand_seat", ())
        await pilot.press("b")  # ann's seat, whose turn it is, is played by a bot now
        await settle(pilot)
        assert table.stand_in(0) == descriptor_of("dalek-dice").campaign.stand_in  # the strongest bot
        assert table.rules.current_player(table.state) == 1  # the bot played ann's turn
        assert "away" not in header(app) and not app.screen.check_action("hand_seat", ())


async def test_the_menu_lists_the_open_tables_and_enter_takes_your_seat(tmp_path, monkeypatch):
    from textual.widgets import DataTable

    stand_for(monkeypatch, tmp_path, "bob")
    host = HostThread(tmp_path, "ann,bob")
    app = app_with(tmp_path / "bob")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await show_tables(app, pilot)
            row = [str(cell) for cell in app.screen.query_one("#tables", DataTable).get_row_at(0)]
            assert row == ["ann-1", "ann", "Dalek Dice", "ann*, bob", "ann to play"]
            await pilot.press("enter")
            await settle(pilot)
            assert isinstance(app.screen, GameScreen) and app.screen.session.seats == {1}
            assert any(connection.user == "bob" for connection in host.host.connections)
    finally:
        host.stop()
