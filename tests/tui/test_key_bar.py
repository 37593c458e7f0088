"""The key bar looks exactly like Textual's Footer and draws in the frame of the key that
changed the keys (tui.widgets.key_bar, issue 16)."""

from __future__ import annotations

from typing import ClassVar

import pytest
from textual.app import App
from textual.binding import Binding, BindingType
from textual.widgets import Footer

from tests.tui.helpers import app_with, new_session, settle
from tui.widgets.key_bar import KeyBar


class _Keys(App[None]):
    """Both bars on one screen: the Footer at the bottom, the key bar at the top."""

    CSS = "KeyBar { dock: top; }"
    ENABLE_COMMAND_PALETTE = False  # as DiceApp: the Footer would add its key on the right
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "roll", "Roll"),
        Binding("enter", "keep", "Keep dice"),
        Binding("x", "hidden", "Never shown"),
        Binding("d", "disabled", "Not now"),
        Binding("k,j", "two_keys", "Two keys"),
        Binding("q", "quiet", "Quiet", show=False),
        Binding("question_mark", "rules", ""),
    ]

    def __init__(self, compact: bool) -> None:
        super().__init__()
        self.compact = compact
        self.pressed: list[str] = []

    def compose(self):
        yield KeyBar(compact=self.compact)
        yield Footer(compact=self.compact)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return {"hidden": False, "disabled": None}.get(action, True)

    def action_roll(self) -> None:
        self.pressed.append("r")


def _row(app: App, y: int) -> list[tuple[str, str]]:
    """A screen row as (character, style) cells."""
    cells = []
    for segment in app.screen._compositor.render_strips()[y]:
        cells += [(char, str(segment.style)) for char in segment.text]
    return cells


@pytest.mark.parametrize("compact", [False, True])
async def test_the_key_bar_draws_the_footers_cells(compact):
    app = _Keys(compact)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        footer, bar = _row(app, 23), _row(app, 0)
        assert "".join(char for char, _ in footer).strip()  # the Footer did draw its keys
        assert bar == footer


async def test_a_bar_drawn_from_memory_still_follows_a_change_of_theme():
    """The bar keeps its lines and styles between frames; a new theme draws it anew, and it
    still draws the Footer's cells."""
    app = _Keys(compact=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        before = _row(app, 0)
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        await pilot.pause()
        await pilot.pause()
        after, footer = _row(app, 0), _row(app, 23)
        assert after == footer
        assert [style for _, style in after] != [style for _, style in before]


async def test_a_click_on_an_entry_presses_its_key():
    app = _Keys(compact=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        line = "".join(char for char, _ in _row(app, 0))
        await pilot.click(KeyBar, offset=(line.index("Roll"), 0))
        await pilot.click(KeyBar, offset=(79, 0))  # past the last entry: nothing
        assert app.pressed == ["r"]


async def test_after_a_move_the_bar_offers_the_new_keys_without_mounting_anything(save_root):
    session = new_session(save_root, "dize", "Ann", seed=1, zombies=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        bar = app.screen.query_one(KeyBar)
        before = [entry[2] for entry in bar.shown()]
        await pilot.press("enter")  # the humans are chosen: the attack's keys now
        await settle(pilot)
        after = [entry[2] for entry in bar.shown()]
        assert after != before and not bar.children
        line = "".join(char for char, _ in _row(app, 23))
        assert all(description in line for description in after if description)



async def test_a_move_works_the_keys_out_once(save_root, monkeypatch):
    """The game screen hands the bar the bindings it worked out for the move: each look asks
    every binding's check, and the bar used to ask them all again."""
    from textual.screen import Screen

    looks = []
    worked_out = Screen.active_bindings.fget
    assert worked_out is not None
    monkeypatch.setattr(Screen, "active_bindings", property(lambda screen: looks.append(1) or worked_out(screen)))
    session = new_session(save_root, "dize", "Ann", seed=1, zombies=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        bar = app.screen.query_one(KeyBar)
        before = bar.shown()
        looks.clear()
        await pilot.press("enter")  # the humans are chosen: the attack's keys now
        await settle(pilot)
        assert len(looks) == 1
        assert bar.shown() != before


async def test_the_bar_shows_the_players_keys_again_after_a_bots_move_heard_at_once(save_root):
    """A bot's move changes the keys and the player's turn changes them back before a frame
    is drawn: the bar draws what it heard last, not the bot's turn ("Skip bot")."""
    session = new_session(save_root, "dizzle", "Ann,bot:greedy", seed=3, level=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "enter")
        await settle(pilot)
        line = "".join(char for char, _ in _row(app, 23))
        assert "Place die" in line and "Skip bot" not in line

class _Crowded(App[None]):
    """A game's keys and every shared one: more than a line of 50 holds."""

    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "inmate", "Inmate", key_display="a-f"),
        Binding("s", "stop", "Stop"),
        Binding("g", "routes", "Routes"),
        Binding("escape", "leave", "Menu"),
        Binding("u", "undo", "Undo"),
        Binding("question_mark", "rules", "Rules"),
        Binding("pageup", "log_page(-1)", "Log", key_display="pgup/pgdn"),
    ]

    def compose(self):
        yield KeyBar()


@pytest.mark.parametrize(("width", "line", "left_out"), [
    (80, "a-f Inmate s Stop g Routes esc Menu u Undo ? Rules pgup/pgdn Log", []),
    (60, "a-f Inmate s Stop g Routes esc Menu u Undo pgup/pgdn Log", ["rules"]),
    (52, "a-f Inmate s Stop g Routes esc Menu u Undo pgup/pgdn", ["rules"]),
    (47, "a-f Inmate s Stop g Routes esc u Undo pgup/pgdn", ["rules"]),
    (40, "a-f Inmate s Stop g Routes esc pgup/pgdn", ["rules", "undo"]),
])
async def test_esc_and_the_log_keys_stay_while_any_other_key_can_go(width, line, left_out):
    """Issue 33: the Spanish bar at 80 columns dropped Esc and the log's keys mid-turn. The
    rules key goes first, then the log's and Esc's words (their keys stay), then game keys."""
    app = _Crowded()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        bar = app.query_one(KeyBar)
        entries, _compact, dropped = bar.fitting(width)
        assert " ".join(f"{display} {text}".strip() for _key, display, text, _on in entries) == line
        assert dropped == left_out
        assert bar.overflow() == []  # the bar's own 80 columns hold every key


async def test_the_spanish_bar_keeps_esc_and_the_log_keys_mid_turn_in_25_to_dice(save_root):
    """The playtest's own state: an inmate moved, so Undo joined the bar, at 80 columns."""
    from tui import i18n

    i18n.use("es")
    session = new_session(save_root, "25-to-dice", "Ana", seed=3, mode="solo")
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for key in ("r", "b", "enter"):  # guards and inmate dice, Billy with a 3 to B6
            await pilot.press(key)
            await settle(pilot)
        line = "".join(char for char, _ in _row(app, 23))
        assert "Deshacer" in line and "Esc" in line and "RePág/AvPág" in line, line
        assert app.screen.query_one(KeyBar).overflow() == []
