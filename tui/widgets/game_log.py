"""The log of what happened, newest at the bottom, in the rulebook's words."""

from __future__ import annotations

from textual.widgets import RichLog


class GameLog(RichLog):
    """A read-only scrolling log; the screen adds one line per event."""

    DEFAULT_CSS = ""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, max_lines=500, **kwargs)
        self.can_focus = False

    def add(self, line: str) -> None:
        if line:
            self.write(line)
