"""25 to Dice details a player trips over: the log beside its scrollbar, the ASCII
board's marks, and the end table with names in wide letters."""

from __future__ import annotations

from rich.cells import cell_len

from tests.tui.helpers import app_with, new_session, settle
from tests.tui.screen_check import box_lines, screen_cells
from tests.tui.test_twenty_five_screen import competitive_state
from tui.games.twenty_five.board import LABEL, SLOT
from tui.games.twenty_five.end import end_lines


async def test_the_log_wraps_clear_of_its_scrollbar_at_31_columns(save_root):
    session = new_session(save_root, "25-to-dice", "Ann,Bob", seed=3, mode="competitive")
    app = app_with(save_root, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        log = app.screen.query_one("#log")
        for number in range(20):  # lines that fill the width to the last column
            log.add(f"Round {number}: " + "x" * 40 + " abcdefghijklmnopqrstuvwxyzabcdefghij")
        await settle(pilot)
        assert log.outer_size.width - 2 == 31  # inside the border
        rows = box_lines(screen_cells(app), log)
        scrollbar = log.styles.scrollbar_size_vertical
        shown = [log.shown_lines[index] for index in log.window]
        assert any(cell_len(part) == log._wrapped_at for part in shown)  # some part fills its width
        for row, part in zip(rows, shown):
            text, bar = row[: len(row) - scrollbar], row[len(row) - scrollbar:]
            assert text.rstrip() == part, (row, part)  # whole: no letter under the scrollbar
            assert not bar.strip(" ▁▂▃▄▅▆▇█"), row  # only the scrollbar in its columns


def _slots(board_rows: list[str], row: int) -> list[str]:
    line = board_rows[2 + row]
    return [line[LABEL + SLOT * column: LABEL + SLOT * (column + 1)] for column in range(6)]


async def test_ascii_targets_and_cursor_cannot_be_read_as_route_arrows(save_root):
    from tui.app import DiceApp
    from tui.pace import INSTANT

    session = new_session(save_root, "25-to-dice", "Ann", seed=3, mode="solo")
    app = DiceApp(save_root, session, INSTANT, ascii=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")  # the guards move, the inmate dice are rolled
        await settle(pilot)
        screen = app.screen
        for inmate in "abcdef":
            await pilot.press(inmate)
            await settle(pilot)
            if screen._targets:
                break
        assert screen._targets and screen.picks.cursor is not None
        rows = box_lines(screen_cells(app), screen.query_one("#board"))
        for square in screen._targets:
            slot = _slots(rows, square[0])[square[1]] if square[0] >= 0 else None
            if slot is None:
                continue  # an exit
            marks = slot[0] + slot[6]
            assert marks == ("{}" if square == screen.picks.cursor else "()"), (square, slot)
        for row in range(6):
            for column, slot in enumerate(_slots(rows, row)):
                assert slot[0] in " ({." and slot[6] in " )}.", (row, column, slot)  # < and > are routes only


def test_the_end_table_lines_up_names_with_wide_letters():
    names = ["漢字の名前です", "Ann", "Zoë 🎲 dice"]
    lines = end_lines(competitive_state((2, 5, 1), (2, 4, 0), (1, 3, 2)), names)
    table = lines[:4]
    header = table[0]
    for line in table[1:]:
        assert cell_len(line) == cell_len(table[1]), table
        # every figure ends in the same column as its heading
        for heading in ("Out", "Caught", "Points", "Best", "Subs", "Squares"):
            end = header.index(heading) + len(heading)
            cells = "".join(char + " " * (cell_len(char) - 1) for char in line)  # one char per column
            assert cells[end - 1] != " " and (end == len(cells) or cells[end] == " "), (heading, line)
    assert any("漢字の名前" in line for line in table)
