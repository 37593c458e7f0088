"""Friends at a table, on the game screens (issue 22, items 9, 10, 12, 13): "Your turn" and
one bell when the turn comes, the chat key, Esc at the host asks and at a seat says who
keeps the game, keys while paused say why, the Shared tables screen names your turn."""

from __future__ import annotations

from contextlib import asynccontextmanager

from textual.widgets import DataTable

from saves.tables.net.client import TableClient
from tests.tui.helpers import app_with, settle
from tests.tui.table_helpers import HostThread, host_app, show_tables, stand_for
from tests.tui.test_table_screens import header, until
from tui.screens.game_base import GameScreen


@asynccontextmanager
async def bob_at(tmp_path, monkeypatch, seats: str = "ann,bob"):
    """bob's terminal at ann's table (a host on a thread): (host, bob's session, app, pilot)."""
    monkeypatch.setenv("DICE_TUI_TABLES", str(tmp_path / "tables"))
    host = HostThread(tmp_path, seats)
    bob = TableClient(host.folder, "join", "bob")
    app = app_with(tmp_path / "bob", bob)
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            yield host, bob, app, pilot
    finally:
        bob.close()
        host.stop()


def _bells(app, monkeypatch) -> list[int]:
    rung: list[int] = []
    monkeypatch.setattr(app, "bell", lambda: rung.append(1))
    return rung


def _to_seat(host, seat: int) -> None:
    while host.host.rules.current_player(host.host.state) != seat:
        host.bot_moves(1)


async def test_your_turn_leads_the_header_and_rings_once(tmp_path, monkeypatch):
    monkeypatch.delenv("DICE_TUI_BELL", raising=False)
    async with bob_at(tmp_path, monkeypatch) as (host, _, app, pilot):
        rung = _bells(app, monkeypatch)
        assert not header(app).startswith("Your turn") and rung == []
        _to_seat(host, 1)
        assert await until(pilot, lambda: header(app).startswith("Your turn · "))
        assert rung == [1]
        app.screen.after_change()  # another redraw on the same turn: no second bell
        assert rung == [1]


async def test_no_bell_when_it_is_turned_off(tmp_path, monkeypatch):
    monkeypatch.setenv("DICE_TUI_BELL", "0")
    async with bob_at(tmp_path, monkeypatch) as (host, _, app, pilot):
        rung = _bells(app, monkeypatch)
        _to_seat(host, 1)
        assert await until(pilot, lambda: header(app).startswith("Your turn"))
        assert rung == []


async def test_t_opens_the_chat_and_a_line_is_said_and_shown_literally(tmp_path, monkeypatch):
    async with bob_at(tmp_path, monkeypatch) as (host, bob, app, pilot):
        assert app.screen.check_action("chat", ()) and not app.screen.check_action("quiet", ())
        await pilot.press("t")
        await settle(pilot)
        await pilot.press(*"hi [b]all[/b]", "enter")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert await until(pilot, lambda: bob.chat == ["bob: hi [b]all[/b]"])
        assert host.host.chat == [("bob", "hi [b]all[/b]")]
        log = app.screen.log_view()
        assert log is None or any("» bob: hi [b]all[/b]" in entry for entry in log.entries)


async def test_a_seats_esc_says_the_host_keeps_the_game_and_keys_while_paused_say_why(tmp_path, monkeypatch):
    said: list[str] = []
    async with bob_at(tmp_path, monkeypatch) as (host, _, app, pilot):
        monkeypatch.setattr(app.screen, "notify", lambda text, **_: said.append(text))
        host.stop()
        assert await until(pilot, lambda: "paused" in header(app))
        await pilot.press("r")
        assert said and said[-1].startswith("Table ann-1 is paused: the host ann left the table.")
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, GameScreen)
        assert "keeps the game" in said[-1] and not any("Game saved" in text for text in said)


async def test_esc_at_the_host_asks_before_pausing_the_table(tmp_path, monkeypatch):
    from tui.screens.confirm import ConfirmScreen

    table, app = host_app(tmp_path, monkeypatch, "ann")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and not table.closed
        await pilot.press("escape", "y")
        await settle(pilot)
        assert not isinstance(app.screen, GameScreen) and table.closed


async def test_the_shared_tables_screen_says_your_turn_and_refreshes(tmp_path, monkeypatch):
    stand_for(monkeypatch, tmp_path, "bob")
    host = HostThread(tmp_path, "ann,bob")
    HostThread(tmp_path, "ann,bob").stop()  # ann-2, paused
    app = app_with(tmp_path / "bob")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await show_tables(app, pilot)
            status = lambda: str(app.screen.query_one("#tables-status").render())  # noqa: E731
            assert status().startswith("1 open, 1 paused:")
            _to_seat(host, 1)
            app.screen._refresh_if_shown()  # what the 2-second timer does
            await settle(pilot)
            assert status().startswith("Your turn at ann-1. 1 open, 1 paused:")
            table = app.screen.query_one("#tables", DataTable)
            paused_row = [str(c) for c in table.get_row_at(1)]
            assert paused_row == ["ann-2", "ann", "Dalek Dice", "ann, bob", "paused (host away)"]  # nobody marked
            assert sum(column.get_render_width(table) for column in table.columns.values()) <= 80
    finally:
        host.stop()


async def test_the_new_table_form_keeps_its_title_and_its_group_when_rebuilt(tmp_path, monkeypatch):
    from textual.widgets import Input, Select, Static

    from tui.table.screen import NewTableScreen

    app = app_with(tmp_path / "saves")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(NewTableScreen())
        await settle(pilot)
        app.screen.query_one("#group", Input).value = "dice"
        app.screen.query_one("#game", Select).value = "dizzle"
        await settle(pilot)
        assert str(app.screen.query_one(".screen-title", Static).render()).startswith("New shared table")
        assert app.screen.query_one("#group", Input).value == "dice"


async def test_a_seats_screen_keeps_the_finished_game_in_its_own_saves(tmp_path, monkeypatch):
    from saves.store import list_saves

    async with bob_at(tmp_path, monkeypatch, "ann,bob,bot:cautious") as (host, bob, _, pilot):
        host.bot_moves(5000)
        assert await until(pilot, lambda: bob.kept is not None)
        (copy,) = list_saves(tmp_path / "bob")
        assert copy.path == bob.kept and copy.status == "finished"
