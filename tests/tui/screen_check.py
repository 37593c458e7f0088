"""Does a screen show everything? Generic checks any game's Pilot tests can use.

`cropped(screen)` names every widget that cannot show all it holds:

- a widget its container or the terminal clips (part of it lies outside the visible area),
- a widget whose content, laid out at its real width, needs more lines than it has,
- a widget whose lines do not wrap (`Text(no_wrap=True)` or `text-wrap: nowrap`) and
  one of them is wider than the widget.

Scrolling widgets (logs, lists) are meant to hold more than they show: their own
content is not checked, only that they themselves are not clipped.

`screen_lines(app)` is the terminal's text as the player sees it, and `box_text(app, widget)`
the text inside one widget's border, for checking that each fact of the state (a die,
a name, a score) is really on screen, not only in a widget's attributes.
"""

from __future__ import annotations

import asyncio
import contextvars
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.errors import NoWidget
from textual.scroll_view import ScrollView
from textual.widget import Widget


def screen_cells(app: Any) -> list[list[str]]:
    """Every row of the terminal as drawn now, one string per cell (a wide letter fills
    two cells: itself, then an empty string), so columns can be cut as the player sees them."""
    rows = []
    for strip in app.screen._compositor.render_strips():
        cells: list[str] = []
        for segment in strip:
            for char in segment.text:
                cells.append(char)
                cells.extend([""] * (cell_len(char) - 1))
        rows.append(cells)
    return rows


def screen_lines(app: Any) -> list[str]:
    """The text of every row of the terminal, as drawn now."""
    return ["".join(row) for row in screen_cells(app)]


def box_text(app: Any, widget: Widget, cells: list[list[str]] | None = None) -> str:
    """The text drawn inside a widget's border and padding (its content region)."""
    cells = screen_cells(app) if cells is None else cells
    region = widget.content_region
    return "\n".join("".join(row[region.x: region.right]) for row in cells[region.y: region.bottom])


def _scrolls(widget: Widget) -> bool:
    """A widget whose content is meant to be larger than its window."""
    return isinstance(widget, ScrollView) or (
        widget.styles.overflow_y in ("auto", "scroll") and widget.allow_vertical_scroll
    )


def _no_wrap(widget: Widget, rendered: object) -> bool:
    return widget.styles.text_wrap == "nowrap" or (isinstance(rendered, Text) and rendered.no_wrap)


def _content_problem(widget: Widget) -> str | None:
    region = widget.content_region
    rendered = widget.render()
    visual = widget._render()
    need = visual.get_height(widget.styles, region.width)
    if isinstance(rendered, Text) and rendered.no_wrap:
        need = len(rendered.plain.split("\n"))  # Rich counts unwrapped lines only this way
    if need > region.height:
        return f"needs {need} lines, has {region.height}"
    if _no_wrap(widget, rendered):
        wide = visual.get_optimal_width(widget.styles, region.width)
        if wide > region.width:
            return f"a line of {wide} columns in {region.width}"
    return None


def cropped(screen: Any) -> list[str]:
    """Every widget on the screen that cannot show all of its content, and why."""
    problems = []
    for widget in screen.walk_children(with_self=False):
        try:
            geometry = screen.find_widget(widget)
        except NoWidget:
            continue  # not displayed
        name = f"{type(widget).__name__}#{widget.id}" if widget.id else repr(widget)
        inside_scroller = any(_scrolls(a) for a in widget.ancestors if isinstance(a, Widget))
        if not inside_scroller and geometry.visible_region != geometry.region:
            problems.append(f"{name}: clipped to {geometry.visible_region} of {geometry.region}")
            continue
        if widget.children or _scrolls(widget):
            continue
        problem = _content_problem(widget)
        if problem:
            problems.append(f"{name}: {problem}")
    return problems


class RunningApp:
    """One app kept running across many hypothesis examples: starting an app costs far more
    than showing a new state in it. The event loop runs only inside `run`, so between two
    examples nothing in the app moves; every `run` shares the context the app started in
    (Textual keeps the active app in context variables)."""

    def __init__(self, app: Any, size: tuple[int, int] = (80, 24)) -> None:
        self.app = app
        self.loop = asyncio.new_event_loop()
        self._running = app.run_test(size=size)

        self._context = contextvars.copy_context()
        self.pilot = self.run(self._running.__aenter__())

    def run(self, coroutine: Any) -> Any:
        return self.loop.run_until_complete(self.loop.create_task(coroutine, context=self._context))

    def close(self) -> None:
        try:
            self.run(self._running.__aexit__(None, None, None))
        finally:
            self.loop.close()
