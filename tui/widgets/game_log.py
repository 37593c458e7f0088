"""The log of what happened, newest at the bottom, in the rulebook's words."""

from __future__ import annotations

import textwrap

from textual.widgets import RichLog


class GameLog(RichLog):
    """A read-only scrolling log; the screen adds one line per event."""

    DEFAULT_CSS = ""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(wrap=False, markup=False, highlight=False, max_lines=500, **kwargs)
        self.can_focus = False

    def add(self, line: str) -> None:
        """Wrapped here, to the width the log has now, with a hanging indent."""
        if not line:
            return
        # the scrollbar may appear after this line is written: keep its columns free now
        width = max((self.scrollable_content_region.width or self.size.width) - 3, 16)
        for part in textwrap.wrap(line, width=width, subsequent_indent="  "):
            self.write(part)
