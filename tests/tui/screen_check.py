"""Does a screen show everything? The one whole-screen checker every game's Pilot tests use.

A game screen can hide part of the game without a sign: a dice row cut by its panel, a
score line pushed below the terminal, a name that runs past its column. These checks read
what the terminal really draws, the way a player sees it:

- `screen_cells(app)` is the terminal as drawn now, one string per cell (a wide letter
  fills two cells: itself, then ""), so columns are cut as the player sees them even when
  names hold CJK letters or emoji; `screen_lines(app)` the same as plain rows.
  A modal is drawn over the screens it leaves visible, as on the terminal.
- `box_lines(cells, widget)` is the text inside one widget's border and padding (its
  content region), `box_text` the same joined, for checking that each fact of the state
  (a die, a name, a score) is in its own box, not only in a widget's attributes.
- `cropped(screen)` names every widget that cannot show all it holds: one its container
  or the terminal clips; one whose content needs more rows than it has; one whose lines
  do not wrap (or that sizes itself) and are wider than it; a scrolling widget that
  would scroll sideways. Scrolling widgets (logs, lists) are meant to be taller than
  their window, so only their width is checked. The key bar draws its own line: it is
  cropped when a game's own key, Esc or the log's keys find no room on it (the common
  keys may give way).
- `assert_whole(app, *texts)` is both in one assertion: nothing cropped, every text shown.
- `RunningApp` keeps one app running across many hypothesis examples (cheap states).
- `every_reachable(examples)` is the settings of a whole-screen property: the same examples
  on every run, so the coverage it asserts (a six-seat table, a finished game) is a fact of
  the code and never of the draw, and a failure is met again by whoever runs it next.
"""

from __future__ import annotations

import asyncio
import contextvars
from typing import Any

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.text import Text
from textual._context import visible_screen_stack
from textual.errors import NoWidget
from textual.scroll_view import ScrollView
from textual.widget import Widget

from core import lang
from tui.i18n.languages import LANGUAGES
from tui.widgets.game_log import GameLog
from tui.widgets.key_bar import KeyBar

SIZE = (80, 24)  # the terminal every screen must fit
LARGE = (120, 40)  # a large terminal: every whole-screen property runs here too, with few examples


def every_reachable(examples: int) -> settings:
    """Deterministic examples (derandomize, no database), no shrinking: each example plays a
    whole game on a real screen, shrinking one would take minutes, and the failing example's
    draws (seats, seed, commands) are printed as they are."""
    return settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck),
                    derandomize=True, database=None, phases=[Phase.explicit, Phase.generate])


def screen_cells(app: Any) -> list[list[str]]:
    """Every row of the terminal as drawn now, one string per cell."""
    visible_screen_stack.set(app._background_screens)  # a modal shows the screen below it
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


def box_lines(cells: list[list[str]], widget: Widget) -> list[str]:
    """The rows drawn inside a widget's border and padding (its content region)."""
    region = widget.content_region
    return ["".join(row[region.x: region.right]) for row in cells[region.y: region.bottom]]


def box_text(app: Any, widget: Widget, cells: list[list[str]] | None = None) -> str:
    """`box_lines` as one text, read from the terminal now unless `cells` are given."""
    return "\n".join(box_lines(screen_cells(app) if cells is None else cells, widget))


def _scrolls(widget: Widget) -> bool:
    """A widget whose content is meant to be larger than its window."""
    return isinstance(widget, ScrollView) or (
        widget.styles.overflow_y in ("auto", "scroll") and widget.allow_vertical_scroll
    )


def _sizes_itself(widget: Widget) -> bool:
    return type(widget).get_content_width is not Widget.get_content_width


def _content_problem(widget: Widget, viewport: Any) -> str | None:
    """Why a leaf widget's content does not fit its content region, or None."""
    region = widget.content_region
    rendered = widget.render()
    no_wrap = widget.styles.text_wrap == "nowrap" or (isinstance(rendered, Text) and rendered.no_wrap)
    need = widget.get_content_height(region.size, viewport, region.width)
    if isinstance(rendered, Text) and rendered.no_wrap:
        need = max(need, len(rendered.plain.split("\n")))  # Rich counts unwrapped lines only this way
    if need > region.height:
        return f"needs {need} rows, has {region.height}"
    if _sizes_itself(widget):
        wide = widget.get_content_width(region.size, viewport)
    elif no_wrap:
        wide = widget._render().get_optimal_width(widget.styles, region.width)
    else:
        return None
    return f"needs {wide} columns, has {region.width}" if wide > region.width else None


def cropped(screen: Any) -> list[str]:
    """Every widget on the screen that cannot show all of its content, and why."""
    problems = []
    for widget in screen.walk_children(with_self=False):
        if not widget.display or not widget.visible:
            continue
        try:
            geometry = screen.find_widget(widget)
        except NoWidget:
            continue  # not laid out: inside a hidden container
        name = f"{type(widget).__name__}#{widget.id}" if widget.id else repr(widget)
        inside_scroller = any(_scrolls(a) for a in widget.ancestors if isinstance(a, Widget))
        if not inside_scroller and geometry.visible_region != geometry.region:
            problems.append(f"{name}: clipped to {geometry.visible_region} of {geometry.region}")
            continue
        if isinstance(widget, KeyBar):
            # Esc and the log's keys stay in every real language (issue 33); in the pseudo-language
            # only the game's own keys must find room (KeyBar.overflow says why)
            pseudo = LANGUAGES[lang.language()].pseudo if lang.language() in LANGUAGES else False
            problems += [f"{name}: no room for {left!r}" for left in widget.overflow(esc_and_log=not pseudo)]
            continue
        if widget.is_scrollable:
            if widget.virtual_size.width > widget.scrollable_content_region.width:
                problems.append(f"{name}: scrolls sideways, {widget.virtual_size.width} columns"
                                f" in {widget.scrollable_content_region.width}")
            continue  # taller is what scrolling is for (the log)
        if widget.children:
            continue  # a container is laid out; its children are checked
        problem = _content_problem(widget, screen.size)
        if problem:
            problems.append(f"{name}: {problem}")
    return problems


def unused_room(app: Any) -> list[str]:
    """On a terminal larger than SIZE, what does not grow with it:

    - each game log (in the screens of the stack, a dialog aside) takes every extra row and
      is wider than the narrowest log at 80x24 (26 columns), or, laid across the whole
      width under the board (Dalek Dice on a large terminal), at least half the extra rows;
    - on a large terminal (the app's -large class) the boards draw their larger cells: the
      Dizzle sheet (a blank line between two rows, when the level leaves the side panels
      their room) and the 25 to Dice prison (wider squares, a blank line between rows).
    """
    from tui.games.dizzle.sheet import DizzleSheet
    from tui.games.twenty_five.board import ROOMY_SLOT, PrisonBoard

    width, height = app.size
    large = app.has_class("-large")
    problems = []
    for screen in app.screen_stack:
        name = type(screen).__name__
        for log in screen.query(GameLog):
            if not log.display:
                continue
            across = log.outer_size.width >= width - 2
            rows = (height - SIZE[1]) // 2 if across else height - SIZE[1]
            if height > SIZE[1] and log.size.height < rows:
                problems.append(f"{name}: the log has {log.size.height} rows of {height}")
            if width > SIZE[0] and log.size.width <= 28:
                problems.append(f"{name}: the log is {log.size.width} columns of {width}")
        if not large:
            continue
        for sheet in screen.query(DizzleSheet):
            view = sheet.view
            if sheet.display and view is not None and view.level.number is not None and not sheet.roomy():
                problems.append(f"{name}: the sheet keeps its 80x24 cells at {width}x{height}")
            elif sheet.display and view is not None and sheet.roomy() and sheet.size.height < 2 * view.level.rows:
                problems.append(f"{name}: the roomy sheet has {sheet.size.height} lines")
        for board in screen.query(PrisonBoard):
            if board.display and board.view is not None and not (
                board.drawn_roomy and board.size.width >= 3 + ROOMY_SLOT * len(board.view.numbers[0])
            ):
                problems.append(f"{name}: the prison keeps its 80x24 squares at {width}x{height}")
    return problems


def assert_whole(app: Any, *texts: str) -> list[str]:
    """Nothing on the app's screen is cropped and every text is on the terminal; returns
    the terminal's lines (for further checks). A failure shows the terminal as drawn."""
    lines = screen_lines(app)
    everything = "\n".join(lines)
    problems = cropped(app.screen) + [f"not shown: {text!r}" for text in texts if text not in everything]
    assert not problems, "\n".join([*problems, "--- the terminal:", *lines])
    return lines


class RunningApp:
    """One app kept running across many hypothesis examples: starting an app costs far more
    than showing a new state in it. The event loop runs only inside `run`, so between two
    examples nothing in the app moves; every `run` shares the context the app started in
    (Textual keeps the active app in context variables)."""

    def __init__(self, app: Any, size: tuple[int, int] = SIZE) -> None:
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


def playouts(app: Any, examples: int, play_one: Any, size: tuple[int, int] = SIZE) -> list[Any]:
    """`examples` playouts (`every_reachable`) of a game on one running `app` at `size`:
    `play_one(table, data, checked)` plays and checks one game, appending what it checked."""
    table = RunningApp(app, size=size)
    checked: list[Any] = []

    @every_reachable(examples)
    @given(st.data())
    def playout(data: Any) -> None:
        table.run(play_one(table, data, checked))

    try:
        playout()
    finally:
        table.close()
    return checked


def large_playouts(app: Any, play_one: Any) -> tuple[list[Any], list[str]]:
    """A few playouts (`every_reachable(2)`) of a game at 120x40 on one running `app`:
    `play_one(table, data, checked)` plays and checks one game as the 80x24 property does;
    returns what it checked and `unused_room` after each game's last move."""
    room: list[str] = []

    async def play(table: Any, data: Any, checked: list[Any]) -> None:
        await play_one(table, data, checked)
        await table.pilot.pause()  # the last move's layout
        room.extend(unused_room(table.app))

    return playouts(app, 2, play, LARGE), room
