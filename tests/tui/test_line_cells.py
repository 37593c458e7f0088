"""The span of changed cells a line widget refreshes is the span the first, plain
implementation found (cell by cell, every differing pair at the same index): the fast
one skips alike pieces and scans from both ends, and must never refresh less."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from rich.cells import cell_len

from tui.widgets.line_cells import Line, cells, changed_span

CHARS = st.sampled_from(["a", "b", " ", "[", "]", "│", "王", "e\u0301", "\u0301", "·", "\t", "a\x1b"])
NAMES = st.sampled_from([(), ("bold",), ("dim",), ("bold", "reverse")])
PIECE = st.tuples(st.lists(CHARS, max_size=4).map("".join), NAMES)
LINE = st.lists(PIECE, max_size=6).map(tuple)


def plain_span(before: Line, after: Line) -> tuple[int, int] | None:
    """The first implementation (before the fast scan), kept as the reference."""
    if before == after:
        return None
    start = 0
    while start < min(len(before), len(after)) and before[start] == after[start]:
        start += 1
    end = 0
    while end < min(len(before), len(after)) - start and before[-1 - end] == after[-1 - end]:
        end += 1
    lead = sum(cell_len(chars) for chars, _ in before[:start])
    old = cells(before[start:len(before) - end])
    new = cells(after[start:len(after) - end])
    if end and (old[-1][0] + old[-1][1] if old else 0) != (new[-1][0] + new[-1][1] if new else 0):
        old, new = cells(before[start:]), cells(after[start:])
    first = last = None
    for index in range(max(len(old), len(new))):
        was = old[index] if index < len(old) else None
        now = new[index] if index < len(new) else None
        if was == now:
            continue
        ends = [(cell[0], cell[0] + cell[1]) for cell in (was, now) if cell is not None]
        first = min([start for start, _ in ends] + ([] if first is None else [first]))
        last = max([end for _, end in ends] + ([] if last is None else [last]))
    return None if first is None or last is None else (lead + first, last - first)


@st.composite
def edited(draw: st.DrawFn) -> tuple[Line, Line]:
    """A line and the same line with a few pieces replaced, added or dropped (a move
    changes a few cells of a panel's line), or another line altogether."""
    before = draw(LINE)
    after = list(before)
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(after)))
        kind = draw(st.sampled_from(["replace", "insert", "drop"]))
        if kind == "insert" or not after:
            after.insert(at, draw(PIECE))
        elif kind == "replace":
            after[min(at, len(after) - 1)] = draw(PIECE)
        else:
            del after[min(at, len(after) - 1)]
    return before, (tuple(after) if draw(st.booleans()) else draw(LINE))


@given(edited())
def test_the_changed_span_is_the_cell_by_cell_span(lines: tuple[Line, Line]) -> None:
    before, after = lines
    assert changed_span(before, after) == plain_span(before, after)
    assert changed_span(after, before) == plain_span(after, before)


def test_ascii_pieces_are_one_cell_a_character_and_wide_ones_two() -> None:
    assert cells((("ab", ("bold",)), ("王c", ()), ("\td", ()))) == [
        (0, 1, "a", ("bold",)), (1, 1, "b", ("bold",)), (2, 2, "王", ()), (4, 1, "c", ()), (5, 0, "\t", ()),
        (5, 1, "d", ())]


def test_a_change_after_an_emoji_is_where_rich_draws_it() -> None:
    """❤️ is ❤ (one cell) and a variation selector (none), but Rich draws the two as two
    cells; 👩‍🚀 is two pictures joined (two cells each, one by one) drawn as two cells:
    the character changed after either is found at the cell Rich puts it in."""
    for emoji in ("❤️", "👩\u200d🚀"):
        before, after = ((f"Ann{emoji}, a number", ()),), ((f"Ann{emoji}, a number,", ()),)
        comma = cell_len(f"Ann{emoji}, a number")
        assert changed_span(before, after) == (comma, 1)
        before, after = ((f"{emoji} ab", ()),), ((f"{emoji} ac", ()),)
        assert changed_span(before, after) == (cell_len(f"{emoji} a"), 1)
