"""A character the terminal measures otherwise than Rich (issue 26): the terminal's copy
(tui.render.shadow) never claims a cell it cannot know, and the row after such a character
is sent again at its own columns, so the rest of the screen stays right.

`EmojiTerminal` measures as some terminals do and Rich does not: ❤️ takes one cell (the
emoji selector VS16 ignored), 👍🏽 four (the skin tone drawn on its own), and 🫨 (newer
than the terminal's tables) one.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.cells import cell_len, get_character_cell_size
from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from textual._compositor import ChopsUpdate, LayoutUpdate
from textual.geometry import Region
from textual.strip import Strip

from tests.tui.strips import dirty_spans, strip_of
from tests.tui.vt import Terminal
from tui.render.shadow import Shadow, cropped

WIDTH, HEIGHT, SPLIT = 12, 4, 6  # two widgets side by side: columns 0-5 and 6-11
CONSOLE = Console(color_system="truecolor", force_terminal=True, width=WIDTH)
STYLES = [None, Style(bold=True), Style(color="red", bgcolor="black")]
#: what the player panels and the log hold: names with emoji among plain and wide text
CHARS = ["a", "b", " ", "│", "日", "é", "❤\ufe0f", "👍\U0001f3fd", "\U0001fae8", "e\u0301"]


class EmojiTerminal(Terminal):
    def _put(self, text: str) -> None:
        for char in text:
            code = ord(char)
            if code == 0xFE0F:  # the selector ignored (tmux, GNU screen): ❤️ takes one cell
                continue
            x, y = self.x, self.y
            if 0x1F3FB <= code <= 0x1F3FF:  # a skin tone drawn on its own, two cells more
                super()._put("日")
                if x + 2 <= self.columns and 0 <= y < self.rows:
                    self.cells[y][x] = (char, self.style)
            elif code == 0x1FAE8:  # newer than the terminal's tables: one cell
                super()._put("a")
                if x + 1 <= self.columns and 0 <= y < self.rows:
                    self.cells[y][x] = (char, self.style)
            else:
                super()._put(char)


def piece(cells: list[tuple[str, int]], width: int) -> Strip:
    return strip_of(cells, width, STYLES)


pieces = st.lists(st.tuples(st.sampled_from(CHARS), st.integers(0, len(STYLES) - 1)), max_size=SPLIT)
rows = st.tuples(pieces, pieces).map(lambda both: (piece(both[0], SPLIT), piece(both[1], WIDTH - SPLIT)))
screens = st.lists(rows, min_size=HEIGHT, max_size=HEIGHT)


def full(screen: list[tuple[Strip, Strip]]) -> LayoutUpdate:
    return LayoutUpdate([list(row) for row in screen], Region(0, 0, WIDTH, HEIGHT))


def partial(screen: list[tuple[Strip, Strip]], spans: list[tuple[int, int, int]]) -> ChopsUpdate:
    return ChopsUpdate([{0: left, SPLIT: right} for left, right in screen], sorted(spans),
                       [[SPLIT, WIDTH] for _ in screen])


def claimed_wrongly(shadow: Shadow, terminal: Terminal) -> list[tuple[int, int]]:
    """The cells the copy says it knows that the terminal does not show."""
    return [(y, x) for y, row in enumerate(shadow.rows) for x, cell in enumerate(row)
            if cell is not None and terminal.cells[y][x][0] != cell[0]]


def meant(screen: list[tuple[Strip, Strip]]) -> list:
    """The cells as Textual means them (a terminal that measures as Rich does)."""
    terminal = Terminal(WIDTH, HEIGHT)
    terminal.feed(full(screen).render_segments(CONSOLE))
    return terminal.cells


@settings(max_examples=150, deadline=None)
@given(first=screens, later=st.lists(screens, min_size=1, max_size=4), data=st.data())
def test_the_copy_never_claims_a_cell_a_terminal_that_measures_otherwise_does_not_show(first, later, data):
    shadow, terminal = Shadow(), EmojiTerminal(WIDTH, HEIGHT)
    terminal.feed(shadow.wrap(full(first)).render_segments(CONSOLE))
    before = meant(first)
    for screen in later:
        after = meant(screen)
        spans = dirty_spans(data, before, after, WIDTH)
        terminal.feed(shadow.wrap(partial(screen, spans)).render_segments(CONSOLE))
        assert claimed_wrongly(shadow, terminal) == []
        before = after


def test_a_name_with_an_emoji_leaves_the_log_border_beside_it_in_place():
    """dalek-dice with a player 'Ann❤️': the panel's line shifted on the terminal and the
    log's border beside it was lost for good, as the copy thought it sent."""
    shadow, terminal = Shadow(), EmojiTerminal(WIDTH, HEIGHT)
    screen = [(piece([("Ann❤\ufe0f", 0)], SPLIT), piece([("│log", 0)], WIDTH - SPLIT))] * HEIGHT
    terminal.feed(shadow.wrap(full(screen)).render_segments(CONSOLE))
    assert terminal.text().splitlines()[0][SPLIT:] == "│log  "  # the full frame mends the line
    moved = [(piece([("Ann❤\ufe0f", 1)], SPLIT), screen[0][1]), *screen[1:]]
    for frame in (partial(moved, [(0, 0, SPLIT)]), partial(screen, [(0, 0, SPLIT)])):
        terminal.feed(shadow.wrap(frame).render_segments(CONSOLE))
        assert terminal.text().splitlines()[0][SPLIT:] == "│log  "  # the panel changed: the border stays


def test_the_first_full_frame_is_mended_on_the_line_that_shifted_only():
    shadow = Shadow()
    plain = (piece([("ab", 0)], SPLIT), piece([("│x", 0)], WIDTH - SPLIT))
    odd = (piece([("👍\U0001f3fd", 0)], SPLIT), piece([("│y", 0)], WIDTH - SPLIT))
    sent = shadow.wrap(full([odd, plain, plain, plain])).render_segments(CONSOLE)
    assert sent.count("│y") == 2 and sent.count("│x") == 3


@given(chars=st.lists(st.sampled_from(CHARS), max_size=10), cut=st.integers(0, 24))
def test_cropping_never_splits_a_wide_character_or_drops_a_combining_mark(chars, cut):
    text, half = "".join(chars), "".join(chars[: len(chars) // 2])  # two segments, split between characters
    strip = Strip([Segment(half, STYLES[1]), Segment(text[len(half) :])])
    kept = cropped(strip, cut).text
    assert text.startswith(kept)
    rest = text[len(kept) :]
    assert not rest or get_character_cell_size(rest[0]) > 0  # no mark or selector left behind
    assert cell_len(kept) >= min(cut, cell_len(text))  # never short of the cut
    if rest:
        assert cell_len(kept) <= cut + 1  # past the cut by a wide character's half at most
