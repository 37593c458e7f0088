"""The places dice-tui changes a library's own code, gathered here and behind the
render switch (`DICE_TUI_RENDER=stock` leaves both libraries as they ship):

- `pydantic_plugins`: no search for pydantic plugins, which no session uses (1.3 MB and
  13-15 ms a session); installed by the command line before any model is built;
- `deferred`: `secrets`, which pydantic imports and a session never uses, runs at its
  first use (with it OpenSSL: 630 kB a session); installed with `pydantic_plugins`;
- `plain_loop`: asyncio loads without `ssl`, which a session never uses (OpenSSL's
  libraries again: 1.5 MB a session and 4-5 ms of start-up); installed with them;
- `paging`: PageUp/PageDown in a drop-down still opening do nothing, instead of stopping
  the app (Textual's OptionList looked up an empty line map); installed with the app, so
  a command that prints (`dice-tui sheet`) never loads Textual;
- `strips`: a Strip makes its caches at their first use, not all seven for every line
  rendered (a twentieth of a move's CPU); installed with `paging`;
- `renders`: a frame asks only the widgets whose visible area it covers for their lines,
  not every widget of a column it touches; installed with `paging`;
- `truecolor`: the colour filter hands back a line that has only true colours as it is,
  instead of a copy of every segment; installed with `paging`;
- `themes`: the current theme is looked up by its name, not searched for in a copy of
  every theme, for every widget and line drawn; installed with `paging`;
- `styled_lines`: a widget's styled line (border, padding, background around its content)
  is kept for the content strip it was made from, and not made again when a row is
  repainted with the same content and looks; installed with `paging`;
- `scrollbars`: a scroll bar that looks as it did reuses its lines instead of being drawn
  through Rich again (a log's bar on every move); installed with `paging`.
"""

from __future__ import annotations

from tui.render import deferred, optimised, plain_loop, pydantic_plugins


def install_before_models(event_loop: bool = True) -> None:
    """The pydantic patches, before any model is built, and asyncio without TLS, before
    Textual loads it (idempotent). `event_loop=False`: a command that prints and ends
    (`dice-tui saves`) runs no event loop, and importing asyncio is 17 ms of its 120."""
    if optimised():
        pydantic_plugins.install()
        deferred.install()
        if event_loop:
            plain_loop.install()


def install_in_app() -> None:
    """The Textual patch, as the app's module loads (idempotent)."""
    if optimised():
        from tui.render import paging, renders, scrollbars, strips, styled_lines, themes, truecolor

        paging.install()
        strips.install()
        renders.install()
        truecolor.install()
        themes.install()
        styled_lines.install()
        scrollbars.install()
