"""The colour patches keep Textual's results: the colour filter's short way
(tui.render.truecolor) hands back exactly what Textual's own filter makes of any line (true
colours kept, named colours and dim text converted, controls dropped, whatever the mix), and
the current theme looked up by name (tui.render.themes) is the one Textual finds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.color import Color as RichColor
from rich.segment import Segment
from rich.style import Style
from rich.terminal_theme import DEFAULT_TERMINAL_THEME
from textual.color import Color
from textual.filter import ANSIToTruecolor

from tui.render import truecolor

COLOURS = st.one_of(
    st.none(),
    st.sampled_from(["red", "bright_blue", "color(3)", "default"]).map(RichColor.parse),
    st.tuples(*[st.integers(0, 255)] * 3).map(lambda rgb: RichColor.from_rgb(*rgb)),
)
STYLES = st.one_of(st.none(), st.builds(Style, color=COLOURS, bgcolor=COLOURS, dim=st.booleans(), bold=st.booleans()))
SEGMENTS = st.lists(
    st.builds(Segment, st.text(max_size=4), STYLES, st.one_of(st.none(), st.just([(1,)]))), max_size=8
)
BACKGROUNDS = st.tuples(*[st.integers(0, 255)] * 3).map(lambda rgb: Color(*rgb))


@settings(max_examples=300, deadline=None)
@given(segments=SEGMENTS, background=BACKGROUNDS)
def test_the_short_way_gives_what_textuals_filter_gives(segments: list[Segment], background: Color) -> None:
    line_filter = ANSIToTruecolor(DEFAULT_TERMINAL_THEME)
    assert truecolor.apply(line_filter, segments, background) == truecolor.stock(line_filter, segments, background)


def test_a_line_of_true_colours_comes_back_as_it_was() -> None:
    line_filter = ANSIToTruecolor(DEFAULT_TERMINAL_THEME)
    line = [Segment("Roll", Style(color=RichColor.from_rgb(1, 2, 3))), Segment(" ")]
    assert truecolor.apply(line_filter, line, Color(0, 0, 0)) is line
    named = [Segment("Roll", Style(color="red"))]
    assert truecolor.apply(line_filter, named, Color(0, 0, 0))[0].style.color.triplet is not None


def test_the_app_installs_the_short_way() -> None:
    from tui import app  # noqa: F401  (loading the app installs its library patches)

    assert ANSIToTruecolor.apply is truecolor.apply


async def test_the_current_theme_is_the_one_textual_finds_for_every_name() -> None:
    """tui.render.themes: a registered name gives its theme; a comma list or an unknown
    name takes Textual's own way, so the theme is always Textual's."""
    from textual.app import App

    from tui.render import themes

    themes.install()
    app = App()
    async with app.run_test():
        for name in sorted(app.available_themes):
            app.theme = name
            assert app.current_theme is themes.stock.fget(app) is app.available_themes[name]
        app._registered_themes["nord"] = app.available_themes["gruvbox"]  # a theme registered again
        app.theme = "nord"
        assert app.current_theme is themes.stock.fget(app)
        app.__dict__["_reactive_theme"] = "no-such, nord"  # the name as Textual would take it, unchecked
        assert app.current_theme is themes.stock.fget(app) is app.available_themes["gruvbox"]
