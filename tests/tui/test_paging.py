"""PageDown in a drop-down that is still opening never stops the app (tui/render/paging.py).

Found by the random keys and clicks of test_mouse_never_crashes: in the New game form, a
PageDown reached a drop-down's page move before the list had a size, and Textual looked
the highlighted option up in a line map not built yet (KeyError: 0).
"""

from __future__ import annotations

from textual.widgets import OptionList

from tui.render import paging


def test_an_option_list_without_a_size_pages_nowhere():
    """The crash itself: a highlighted option, no size yet, so no line map (KeyError: 0)."""
    paging.install()
    paging.install()  # twice is once
    assert OptionList.action_page_down.__dice_tui_guarded__  # type: ignore[attr-defined]
    unsized = OptionList("a", "b", "c")
    unsized.highlighted = 0
    unsized.action_page_down()  # no size: nothing happens, nothing raised
    unsized.action_page_up()
    assert unsized.highlighted == 0
