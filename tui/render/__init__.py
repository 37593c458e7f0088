"""Everything that reaches past Textual's public API, in one place and behind one switch.

Why: a player over SSH waits for every byte of a frame, and the app draws less of them
than stock Textual does by using names Textual keeps private: the terminal's copy
(`shadow`, `frame`, `scroll`: only the cells that changed are sent, a band that moved is
scrolled), the app's frame hook and the log kept at its bottom in the layout pass
(`hooks`). A Textual upgrade
may move any of those names, so this package is the only one allowed to touch them
(tests/tui/test_render_privacy.py fails on any other module that does), and each use is
checked where it is made: a name that is missing sends the app down Textual's own path,
never into a crash.

`DICE_TUI_RENDER=stock` runs stock Textual output everywhere: for a terminal that
misbehaves with the optimised frames, and for the differential tests, which play the same
seeded keys both ways and compare the screens.
"""

from __future__ import annotations

import os

from tui.web import in_browser

#: the environment variable that picks the renderer; "stock" is Textual's own
SWITCH = "DICE_TUI_RENDER"


def optimised() -> bool:
    """Whether the optimised output is asked for (the default), read when an app or
    widget starts, so a test may run both ways in one process."""
    if in_browser():
        return False  # a browser tab (tui.web) has no terminal cells to keep a copy of
    return os.environ.get(SWITCH, "").strip().lower() != "stock"
