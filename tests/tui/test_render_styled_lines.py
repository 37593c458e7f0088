"""Styled lines kept by content (tui.render.styled_lines) are the lines Textual would style.

Every widget of every game's screen, after random moves, is drawn through its own row
cache, which the kept lines fill (and again, each row now kept and clean, whole and in
part), and through a fresh cache on Textual's own path. They must be the same strips.
Then the cases a kept line could get wrong: a border title of the same words in another
style, a border colour changed, a tint, an outline.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.text import Text
from textual._styles_cache import StylesCache
from textual.app import App
from textual.color import Color
from textual.content import Content
from textual.style import Style
from textual.widgets import Static

from tests.tui.helpers import app_with, new_session
from tui.render import styled_lines
from tui.screens.game_base import GameScreen

GAMES = [
    ("dalek-dice", "Ann,Bob,Cy", {}),
    ("dizzle", "Ann,Bob", {"level": 2}),
    ("dize", "Ann", {"zombies": 10}),
    ("25-to-dice", "Ann,Bob", {"mode": "competitive"}),
]


def textual_lines(widget) -> list:
    """The widget's lines styled on Textual's own path, from nothing kept."""
    fresh = StylesCache()
    installed = StylesCache.render
    StylesCache.render = styled_lines.stock
    try:
        return fresh.render_widget(widget, widget.size.region)
    finally:
        StylesCache.render = installed


def assert_styled_as_textual(screen) -> int:
    """Every widget showing on `screen` draws what Textual's path draws; how many compared."""
    compared = 0
    for widget in screen.walk_children(with_self=True):
        if not widget.display or not widget.size.area or not widget.is_attached:
            continue
        theirs = [list(strip) for strip in textual_lines(widget)]
        region = widget.size.region
        assert [list(strip) for strip in widget.render_lines(region)] == theirs, widget
        # asked again, every row is kept and clean: handed back without styling anything
        assert [list(strip) for strip in widget.render_lines(region)] == theirs, widget
        if region.width > 2:  # and a part of it, as a frame's dirty rectangle asks
            part = region.shrink((0, 1, 0, 1))
            assert [list(strip) for strip in widget.render_lines(part)] == [
                list(strip.crop(1, region.width - 1)) for strip in textual_lines(widget)], widget
        compared += 1
    return compared


def test_the_patch_is_installed_with_the_app():
    import tui.app  # noqa: F401  # installs the library patches

    assert StylesCache.render is styled_lines.render


@pytest.mark.parametrize(("game", "players", "options"), GAMES, ids=[game for game, _, _ in GAMES])
@settings(max_examples=3, deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(1, 10_000), moves=st.integers(4, 14))
def test_every_widget_draws_what_textual_draws_after_random_moves(tmp_path_factory, game, players, options, seed,
                                                                  moves):
    import asyncio

    root = tmp_path_factory.mktemp("saves")

    async def run() -> int:
        session = new_session(root, game, players, seed, **options)
        app = app_with(root, session)
        compared = 0
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            for _ in range(moves):
                screen = app.screen
                if not isinstance(screen, GameScreen):  # the game ended: its end dialog is on top
                    break
                rules, state = screen.rules, screen.state
                if rules.is_over(state):
                    break
                screen.play(rules.bot_command(state, rules.bots[0]))
                await pilot.pause()
                await pilot.pause()
                compared += assert_styled_as_textual(app.screen)
        return compared

    assert asyncio.run(run()) > 0


class Boxed(App[None]):
    CSS = "Static { border: round red; padding: 0 1; height: 4; }"

    def compose(self):
        yield Static("two\nlines", id="box")


async def test_a_title_of_the_same_words_in_another_style_is_drawn_again():
    async with Boxed().run_test(size=(30, 6)) as pilot:
        box = pilot.app.query_one("#box", Static)
        box.border_title = Content.from_text(Text("Roll", style="red"))
        await pilot.pause()
        before = list(box.render_lines(box.size.region)[0])
        box.border_title = Content.from_text(Text("Roll", style="bold blue"))
        box.refresh()
        await pilot.pause()
        after = box.render_lines(box.size.region)
        assert list(after[0]) != before
        assert [list(strip) for strip in after] == [list(strip) for strip in textual_lines(box)]


async def test_a_new_border_colour_a_tint_or_an_outline_is_drawn_again():
    async with Boxed().run_test(size=(30, 6)) as pilot:
        box = pilot.app.query_one("#box", Static)
        await pilot.pause()
        for change in ("border: round blue;", "tint: green 40%;", "outline: heavy yellow;", "border: none;"):
            box.set_styles(change)
            box.refresh()
            await pilot.pause()
            drawn = [list(strip) for strip in box.render_lines(box.size.region)]
            assert drawn == [list(strip) for strip in textual_lines(box)], change



async def test_a_new_title_where_the_old_one_was_is_drawn():
    """Found by Dizzle's whole-screen playouts: a title compared by its id alone could take
    the id of the title it replaced once that one was freed (CPython hands the freed block
    to the next object of its size), and the old words stayed on the border."""
    async with Boxed().run_test(size=(30, 6)) as pilot:
        box = pilot.app.query_one("#box", Static)
        await pilot.pause()
        cache, styles, size = box._styles_cache, box.styles, box.region.size
        base, background = box.background_colors
        colours = (Color(0, 0, 0, 0), Color(0, 0, 0, 0), Style())

        def top_row(title: Content) -> str:
            cache.clear()
            strips = styled_lines.render(cache, styles, size, base, background, box.render_line, [],
                                         (title, *colours), None, content_size=box.content_region.size)
            return "".join(segment.text for segment in strips[0])

        for n in range(50):  # (with the title kept by id alone, the first `new` failed)
            old = Content(f"old {n}")
            assert f"old {n}" in top_row(old)
            del old
            assert f"new {n}" in top_row(Content(f"new {n}"))
