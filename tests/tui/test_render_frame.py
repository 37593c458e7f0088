"""A frame reaches each style from the one in force by what differs (tui.render.frame):
the terminal must then hold exactly what Textual's own whole-style sequences leave."""

from __future__ import annotations

from rich.color import ColorSystem
from rich.style import Style
from textual.strip import Strip

from tests.tui.test_render_scroll import STYLES
from tests.tui.vt import Terminal
from tui.render.frame import Frame

SYSTEM = ColorSystem.TRUECOLOR


def key(style: Style | None) -> str:
    return "" if style is None else Strip.render_style(style, "", SYSTEM)


def test_every_style_is_reached_from_every_other_as_if_set_whole():
    styles = {key(style): style for style in STYLES if style is not None}
    for before in [*STYLES, Style(color="#ffffff", bgcolor="#000000", italic=True)]:
        for after in STYLES:
            frame = Frame(styles, SYSTEM)
            frame.cells(0, 0, [("a", key(before)), ("b", key(after)), ("c", key(before))])
            ours, textuals = Terminal(3, 1), Terminal(3, 1)
            ours.feed(frame.text())
            textuals.feed("".join(Strip.render_style(style, text, SYSTEM) if style else text
                                  for text, style in (("a", before), ("b", after), ("c", before))))
            assert ours.cells == textuals.cells, (before, after)
            assert ours.style == ""  # the frame ends in the plain style


def test_a_background_shared_with_the_piece_before_is_not_written_again():
    border, text = Style(color="#242f38", bgcolor="#1e1e1e"), Style(color="#e0e0e0", bgcolor="#1e1e1e")
    frame = Frame({}, SYSTEM)
    frame.cells(0, 0, [("│", key(border)), ("x", key(text))])
    assert frame.text().count("48;2;30;30;30") == 1
