"""A row of dice repaints only the lines a change touched, and shows what a fresh row shows.

The row (tui.widgets.dice_row) draws each line straight from its pieces (text and
style, tui.widgets.drawn_lines), keeps the strip of every line it drew and repaints only
the cells whose dice, keys, ticks or cursor changed; Textual keeps the rest as it was.
Whatever sequence of changes, the row must then look exactly as a row given
only the last state draws itself: a line left stale would differ here.
"""

from __future__ import annotations

import asyncio

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from textual.app import App, ComposeResult
from textual.geometry import Region

from tests.tui.helpers import assert_drawn_as_textual_draws
from tui.widgets.dice_row import Chip, DiceRow

CHIPS = st.lists(st.sampled_from([Chip("Hu2", "green"), Chip("Da3", "bold red"), Chip("Doc", "bold blue")]),
                 max_size=10).map(tuple)
STATES = st.fixed_dictionaries({
    "chips": CHIPS,
    "picked": st.frozensets(st.integers(0, 9)),
    "cursor": st.none() | st.integers(0, 9),
    "numbered": st.booleans(),
    "empty_text": st.sampled_from(["", "no Humans kept", "allocated: keepers moved up, the rest to the Right"]),
})


class Rows(App[None]):
    CSS = "DiceRow { border: round white; padding: 0 1; height: 9; width: 40; }"

    def compose(self) -> ComposeResult:
        yield DiceRow(id="changed")
        yield DiceRow(id="fresh")


def painted(row: DiceRow) -> list[list[tuple[str, object]]]:
    """Every cell of the row as Textual would send it: text and style, line by line."""
    return [[(segment.text, segment.style) for segment in strip] for strip in row.render_lines(
        Region(0, 0, *row.outer_size))]


def give(row: DiceRow, state: dict[str, object]) -> None:
    for name, value in state.items():
        setattr(row, name, value)


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(states=st.lists(STATES, min_size=1, max_size=6), at_once=st.lists(st.booleans(), min_size=6, max_size=6))
def test_a_row_changed_many_times_looks_like_a_row_given_the_last_state(states, at_once):
    async def run() -> None:
        app = Rows()
        async with app.run_test(size=(50, 20)) as pilot:
            changed, fresh = app.query_one("#changed", DiceRow), app.query_one("#fresh", DiceRow)
            for state, together in zip(states, at_once, strict=False):
                if together:  # all of a state's attributes in one `show`, as the Dalek Dice screen gives them
                    changed.show(**state)
                else:
                    give(changed, state)
                await pilot.pause()
                painted(changed)  # drawn at each step, as the screen draws it
            give(fresh, states[-1])
            await pilot.pause()
            assert painted(changed) == painted(fresh)
            assert_drawn_as_textual_draws(changed)
            text = "".join(segment for line in painted(fresh) for segment, _style in line)
            assert text.count("[") == len(states[-1]["chips"])

    asyncio.run(run())


def test_a_new_title_repaints_the_top_border_alone():
    """A new count in the title is one row of the zone; the same title again is nothing."""
    async def run() -> None:
        app = Rows()
        async with app.run_test(size=(50, 20)) as pilot:
            row = app.query_one("#changed", DiceRow)
            row.chips = (Chip("Hu2", "green"),)
            row.show_title("Humans 2")
            await pilot.pause()
            asked: list[tuple[Region, ...]] = []
            repaint = row.refresh
            row.refresh = lambda *regions, **options: asked.append(regions) or repaint(*regions, **options)
            row.show_title("Humans 4")
            # the top border row, up to the title's last dash
            assert asked == [(Region(-2, -1, len("Humans 4") + 6, 1),)]
            await pilot.pause()
            assert "Humans 4" in "".join(text for text, _style in painted(row)[0])
            row.show_title("Humans 4")
            assert len(asked) == 1

    asyncio.run(run())


def test_a_row_shown_several_attributes_redraws_once():
    """`show` measures and repaints once for all it sets; each attribute set alone redraws."""
    async def run() -> None:
        app = Rows()
        async with app.run_test(size=(50, 20)) as pilot:
            row = app.query_one("#changed", DiceRow)
            await pilot.pause()
            redraws: list[bool] = []
            redraw = row.redraw
            row.redraw = lambda whole=False: redraws.append(whole) or redraw(whole)  # type: ignore[method-assign]
            row.show(chips=(Chip("Hu2", "green"), Chip("Da3", "bold red")), numbered=True, picked=frozenset({1}),
                     cursor=0)
            assert len(redraws) == 1
            row.show(chips=row.chips, numbered=True)  # nothing changed: nothing redrawn
            assert len(redraws) == 1
            row.cursor = 1
            assert len(redraws) == 2
            await pilot.pause()
            # the second die ticked, and the cursor on it
            assert "✓^" in "".join(text for line in painted(row) for text, _style in line)

    asyncio.run(run())
