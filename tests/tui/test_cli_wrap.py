"""The command line's own line wrapping (tui.cli.out.wrap) gives exactly textwrap's lines."""

from __future__ import annotations

import textwrap

from hypothesis import given
from hypothesis import strategies as st

from tui.cli.out import wrap

#: words of letters, hyphens and digits, some longer than a line; spaces single or doubled,
#: leading or trailing; now and then a tab or a character that is not printable
WORD = st.text(alphabet=st.sampled_from("ab-1é漢"), min_size=1, max_size=30)
SPACE = st.sampled_from([" ", " ", " ", "  ", "\t", "\x1b"])


@st.composite
def lines(draw: st.DrawFn) -> str:
    words = draw(st.lists(WORD, min_size=0, max_size=30))
    text = "".join(word + draw(SPACE) for word in words)
    return " " * draw(st.integers(0, 6)) + (text if draw(st.booleans()) else text.rstrip())


@given(lines(), st.sampled_from([80, 40, 20]))
def test_a_listing_line_wraps_as_textwrap_wraps_it(line, width):
    indent = " " * (len(line) - len(line.lstrip()) + 4)
    expected = textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False) or [line]
    assert wrap(line, width) == expected


def test_a_save_list_line_of_words_folds_under_itself_four_columns_in():
    line = "    [Ann, Bob, Cy, Di, Ed, Flo] round 1 of 15: Ann 0 escaped +0 pts, Bob 0 escaped +0 pts, Cy 0"
    assert wrap(line) == [
        "    [Ann, Bob, Cy, Di, Ed, Flo] round 1 of 15: Ann 0 escaped +0 pts, Bob 0",
        "        escaped +0 pts, Cy 0",
    ]
