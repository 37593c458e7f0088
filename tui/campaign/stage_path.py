"""The campaign's stages drawn as one path, top to bottom, with stars and best scores.

It draws the stops it is given and posts `Chosen` when one is clicked; which stage is
selected and what choosing it means are the campaign screen's business. Every state
has a symbol as well as a style (● has a star, ○ open, ▶ under way, ! needs you,
· locked) and the cursor is a › as well as reverse video, so NO_COLOR loses nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from core.lang import N_

MARKS = {"cleared": "●", "open": "○", "playing": "▶", "trouble": "!", "locked": "·"}
STYLES = {"cleared": "bold", "open": "", "playing": "bold", "trouble": "bold", "locked": "dim"}
LEGEND = N_("● starred  ○ open  ▶ under way  · locked")
TROUBLE_LEGEND = N_("● starred  ○ open  ▶ under way  ! cannot go on  · locked")
TITLE_WIDTH = 30


@dataclass(frozen=True)
class PathStop:
    """One stage as the path shows it."""

    title: str
    kind: str  # a key of MARKS
    stars: int  # best stars so far, 0-3
    note: str = ""  # the best score, or what is going on


class StagePath(Widget):
    """One line per stage; the line under the cursor is marked with › and reversed."""

    stops: reactive[tuple[PathStop, ...]] = reactive((), layout=True)
    cursor: reactive[int] = reactive(0)

    class Chosen(Message):
        """A stop was clicked: `index` counts from 0."""

        def __init__(self, path: StagePath, index: int) -> None:
            super().__init__()
            self.path = path
            self.index = index

        @property
        def control(self) -> StagePath:
            return self.path

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        last = len(self.stops) - 1
        for index, stop in enumerate(self.stops):
            here = index == self.cursor
            joint = "╷" if last == 0 else "┌" if index == 0 else "└" if index == last else "├"
            stars = "★" * stop.stars + "☆" * (3 - stop.stars)
            title = stop.title if len(stop.title) <= TITLE_WIDTH else stop.title[: TITLE_WIDTH - 1] + "…"
            line = Text("›" if here else " ", style="bold")
            line.append(f"{joint} ", style="dim")
            line.append(f"{MARKS[stop.kind]} {index + 1:>2} {title:<{TITLE_WIDTH}} ", style=STYLES[stop.kind])
            line.append(stars if stop.kind != "locked" else "   ", style="bold" if stop.stars else "dim")
            line.append(f"  {stop.note}")
            if here:
                line.stylize("reverse", 1)
            text.append_text(line)
            if index < last:
                text.append("\n")
        return text

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(len(self.stops), 1)

    def on_click(self, event: events.Click) -> None:
        if 0 <= event.y < len(self.stops):
            self.post_message(self.Chosen(self, event.y))
