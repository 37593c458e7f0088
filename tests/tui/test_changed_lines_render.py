"""A cursor move renders again only the lines it changed, with no layout pass (issue 16).

Textual renders a widget's content whole when any cell of it is dirty; the Dizzle
panels and the prison board draw their lines through Textual's line API instead, and
redraw only the lines a change touched (tui/widgets/drawn_lines.py). These tests count what a key costs (whole renders,
rows built, layout passes) and check that the lines rendered one by one are exactly
the lines a whole render draws, so the short way can never show a different screen.
"""

from __future__ import annotations

from textual.app import App
from textual.geometry import Region
from textual.visual import Visual, visualize
from textual.widget import Widget

from core.dizzle import RULES as DIZZLE
from core.dizzle import PlaceDie
from core.dizzle.level_file import load_level
from core.twenty_five import INMATES
from tests.tui.helpers import app_with, assert_drawn_as_textual_draws, new_session, settle
from tests.tui.terminal_model import watch_writes
from tui.games.dizzle.offer import DizzleOffer
from tui.games.dizzle.players import DizzlePlayers
from tui.games.dizzle.score import DizzleScore
from tui.games.dizzle.sheet import DizzleSheet
from tui.games.dizzle.sheet_view import SheetView, changed_rows
from tui.games.twenty_five.board import PrisonBoard
from tui.games.twenty_five.dice import InmateDice
from tui.games.twenty_five.inmates import PrisonInmates
from tui.games.twenty_five.status import PrisonStatus
from tui.widgets.drawn_lines import DrawnLines


def counted(monkeypatch, owner, name: str) -> list[tuple]:
    """Record each call of `owner.name` (an instance's method), still calling it."""
    calls: list[tuple] = []
    original = getattr(owner, name)

    def counting(*args, **kwargs):
        calls.append(args)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counting)
    return calls


def layout_requests(monkeypatch) -> list[Widget]:
    """Widgets that ask for a layout pass from now on (a second frame 20-40 ms later)."""
    asked: list[Widget] = []
    original = Widget.refresh

    def refresh(self, *regions, layout=False, **kwargs):
        if layout:
            asked.append(self)
        return original(self, *regions, layout=layout, **kwargs)

    monkeypatch.setattr(Widget, "refresh", refresh)
    return asked


def whole_render(widget: Widget) -> list:
    """The widget's content as a fresh whole render draws it now."""
    width, height = widget.size
    return Visual.to_strips(widget, visualize(widget, widget.render()), width, height, widget.visual_style)


def assert_lines_as_textual_draws(widget: DrawnLines) -> None:
    """Each strip the widget draws is the one Textual's own renderer makes of its Text."""
    whole = whole_render(widget)
    assert [widget.render_line(y) for y in range(len(whole))] == whole


# -- the mixin on its own ----------------------------------------------------------------
class Rows(DrawnLines, Widget):
    DEFAULT_CSS = "Rows { width: 30; height: auto; text-wrap: nowrap; border: round red; }"

    def __init__(self) -> None:
        super().__init__()
        self.lines = [(((f"row {n}", ("=bold",) if n % 2 else ()),)) for n in range(5)]

    def draw(self):
        return list(self.lines)

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self.lines)

    def change(self, row: int, line) -> None:
        self.lines[row] = line
        self.redraw()


class _RowsApp(App[None]):
    def compose(self):
        yield Rows()


async def test_a_changed_line_is_refreshed_and_drawn_alone(monkeypatch):
    app = _RowsApp()
    async with app.run_test(size=(40, 10)) as pilot:
        rows = app.query_one(Rows)
        await pilot.pause()
        asked = counted(monkeypatch, rows, "refresh")
        drawn = counted(monkeypatch, rows, "_strip")
        rows.change(2, (("row ", ("=italic",)), ("two", ("=underline",))))
        assert asked == [(Region(0, 2, 7, 1),)]  # the cells from the first that differs to the last
        await pilot.pause()
        assert [line for line, _y, _width in drawn] == [rows.lines[2]]
        assert_drawn_as_textual_draws(rows)
        assert rows.render_line(2).text.startswith("row two")


async def test_a_line_that_looks_as_before_is_not_drawn_again(monkeypatch):
    app = _RowsApp()
    async with app.run_test(size=(40, 10)) as pilot:
        rows = app.query_one(Rows)
        await pilot.pause()
        original = rows.lines[2]
        aimed = (("[", ("=bold",)), ("row 2", ("=reverse",)), ("]", ("=bold",)))
        rows.change(2, aimed)  # the cursor reaches row 2...
        await pilot.pause()
        rows.change(2, original)  # ...leaves it...
        await pilot.pause()
        drawn = counted(monkeypatch, rows, "_strip")
        rendered = counted(monkeypatch, Visual, "to_strips")
        rows.change(2, aimed)  # ...and comes back
        await pilot.pause()
        assert drawn == [] and rendered == []
        assert_drawn_as_textual_draws(rows)


async def test_a_refresh_of_the_whole_widget_draws_what_textual_draws():
    app = _RowsApp()
    async with app.run_test(size=(40, 10)) as pilot:
        rows = app.query_one(Rows)
        await pilot.pause()
        rows.change(1, (("row one", ()),))
        rows.refresh()  # something of Textual's (a theme, a hover) wants it all again
        await pilot.pause()
        assert_drawn_as_textual_draws(rows)


async def test_a_line_that_would_wrap_is_drawn_with_the_whole():
    app = _RowsApp()
    async with app.run_test(size=(40, 10)) as pilot:
        rows = app.query_one(Rows)
        rows.styles.text_wrap = "wrap"
        await pilot.pause()
        rows.change(3, (("a line much too long for thirty columns to hold", ()),))
        await pilot.pause()
        assert whole_render(rows)[4].text.rstrip() != "row 4"  # one line became two: row 4 moved down
        assert_lines_as_textual_draws(rows)


class Box(Rows):
    """Rows in a box of its own height (a Dalek Dice zone): fewer lines show blank rows."""

    DEFAULT_CSS = "Box { width: 30; height: 7; text-wrap: nowrap; border: round red; }"
    layout_on_new_height = False

    def __init__(self) -> None:
        super().__init__()
        self.lines = self.lines[:2]

    def show_lines(self, lines) -> None:
        self.lines = list(lines)
        self.redraw()


class _BoxApp(App[None]):
    def compose(self):
        yield Box()


def shown_in(terminal, widget: Widget) -> list[str]:
    """The text the terminal shows on each row of the widget's content area."""
    region = widget.content_region
    rows = terminal.lines()[region.y : region.bottom]
    return ["".join(char or " " for char, _style in row[region.x : region.right]).rstrip() for row in rows]


def written(box: Box) -> list[str]:
    """What each row of the box should read: its lines, then blank rows."""
    return [*("".join(chars for chars, _ in line) for line in box.lines), *[""] * (box.size.height - len(box.lines))]


async def test_a_box_that_gains_or_loses_lines_repaints_only_the_rows_that_change(monkeypatch):
    """A roll fills an empty zone: the rows that stay as they were are not repainted, and
    the terminal shows what a whole drawing shows."""
    app = _BoxApp()
    async with app.run_test(size=(40, 10)) as pilot:
        terminal = watch_writes(app)
        box = app.query_one(Box)
        await pilot.pause()
        asked = counted(monkeypatch, box, "refresh")
        layouts = layout_requests(monkeypatch)
        kept = box.lines[:2]
        more = [*kept, (("row 2", ("=bold",)),), (("row 3", ()),)]
        box.show_lines(more)
        assert asked == [(Region(0, 2, 5, 1), Region(0, 3, 5, 1))]
        await pilot.pause()
        assert shown_in(terminal, box) == written(box)
        asked.clear()
        box.show_lines([kept[0]])  # fewer lines: the rows they leave are blank again
        assert asked == [(Region(0, 1, 5, 1), Region(0, 2, 5, 1), Region(0, 3, 5, 1))]
        await pilot.pause()
        assert shown_in(terminal, box) == written(box)
        assert_drawn_as_textual_draws(box)
        assert layouts == [], "a box of its own height is never laid out again for its lines"


# -- Dizzle -------------------------------------------------------------------------------------
def test_a_cursor_move_changes_the_rows_it_leaves_and_reaches():
    level = load_level(4)
    before = SheetView(level=level, cursor=(1, 2), targets=frozenset({(3, 3)}))
    assert changed_rows(before, SheetView(level=level, cursor=(1, 3), targets=before.targets)) == {1}
    assert changed_rows(before, SheetView(level=level, cursor=(2, 2), targets=before.targets)) == {1, 2}
    assert changed_rows(before, SheetView(level=level, cursor=(1, 2), targets=frozenset({(5, 0)}))) == {3, 5}
    assert changed_rows(before, SheetView(level=level, cursor=(1, 2), targets=before.targets)) == set()


def test_a_completed_line_or_faint_fields_switched_on_change_every_row():
    level = load_level(4)
    before = SheetView(level=level, cursor=(1, 2))
    assert changed_rows(before, SheetView(level=level, cursor=(1, 2), playable=frozenset())) is None
    assert changed_rows(before, SheetView(level=level, cursor=(1, 2), lines=(("row 1", "done"),))) is None


async def test_a_dizzle_cursor_move_builds_and_draws_only_its_rows(save_root, monkeypatch):
    session = new_session(save_root, "dizzle", "Ann,Bob,Cy,Di", seed=6, level=4)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(pilot)
        screen = app.screen
        sheet = screen.query_one(DizzleSheet)
        whole = counted(monkeypatch, sheet, "draw")
        built = counted(monkeypatch, sheet, "_row")
        layouts = counted(monkeypatch, screen, "_refresh_layout")
        for key in ("right", "down", "left", "up", "l", "j"):
            before, chosen = screen.cursor, screen.chosen
            lines_before = list(sheet.drawn())
            built.clear()
            await pilot.press(key)
            await settle(pilot)
            assert screen.cursor != before, key
            rows = {args[1] for args in built}
            differ = {n - 1 for n, (was, now) in enumerate(zip(lines_before, sheet.drawn())) if was != now}
            assert differ <= rows, (key, differ, rows)  # every row that reads differently was built
            if screen.chosen == chosen:  # the same targets: only the cursor's rows
                assert rows == {before[0], screen.cursor[0]}, (key, rows)
            assert whole == [], "a cursor move never draws the whole sheet"
            assert_drawn_as_textual_draws(sheet)
            whole.clear()  # the check drew it whole
        assert layouts == [], "a cursor move never lays the screen out"


async def test_dizzle_placements_keep_the_panels_equal_to_textuals_drawing(save_root):
    session = new_session(save_root, "dizzle", "Ann,Bob", seed=3, level=3)
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        drawn = [screen.query_one(kind) for kind in (DizzleSheet, DizzleOffer, DizzlePlayers, DizzleScore)]
        for _ in range(10):
            command = DIZZLE.bot_command(screen.state, "greedy")
            if isinstance(command, PlaceDie):
                await pilot.press(str(screen.state.offer[command.die]))
                screen._point_at(command.at)
                await settle(pilot)
                for widget in drawn:
                    assert_drawn_as_textual_draws(widget)
            await pilot.press("enter" if isinstance(command, PlaceDie) else "r")
            await settle(pilot)
            for widget in drawn:
                assert_drawn_as_textual_draws(widget)


# -- 25 to Dice ------------------------------------------------------------------------------
async def test_a_prison_cursor_move_renders_only_the_board_lines_it_changed(save_root, monkeypatch):
    session = new_session(save_root, "25-to-dice", "Ann,Bob,Cy", seed=2, mode="competitive")
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")  # the guards move, then the inmate dice are rolled
        await settle(pilot)
        screen = app.screen
        move = screen.rules.bot_command(screen.state, "planner")  # an inmate that has somewhere to go
        await pilot.press("abcdef"[INMATES.index(move.inmate)])
        await settle(pilot)
        assert len(screen._targets) > 1, "the picked inmate has somewhere to go"
        board = screen.query_one(PrisonBoard)
        whole = counted(monkeypatch, board, "_whole")
        layouts = layout_requests(monkeypatch)
        others = [counted(monkeypatch, screen.query_one(kind), "draw") for kind in (PrisonStatus, PrisonInmates)]
        moved = 0
        for key in ("up", "left", "down", "right", "up", "right"):
            before = screen.picks.cursor
            await pilot.press(key)
            await settle(pilot)
            moved += screen.picks.cursor != before
            assert_lines_as_textual_draws(board)
        assert moved, "some arrow moved the aim"
        assert whole == [], "an arrow never renders the whole board"
        assert layouts == [], "nothing asks for a layout pass after an arrow (the key bar neither)"
        assert others == [[], []], "the time track and the inmates are not drawn again for an arrow"
        assert_lines_as_textual_draws(screen.query_one(InmateDice))
