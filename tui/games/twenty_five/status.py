"""The time track, the guard dice and the tallies: how the breakout stands.

The time track is drawn as the sheet's boxes, 15 down to 1: boxes of past rounds
are crossed (×), so the first number left is the current round (also reversed). Solo and co-op show the shared
escapes and captures against the 4 and 3 that end the game; competitive shows
every player's sheet, one line each, with ▶ on the player whose move it is.
"""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from core.twenty_five import PrisonView
from tui.games.twenty_five.board import GUARD_STYLE


class Standing(NamedTuple):
    name: str
    escaped: int
    captured: int
    score: int


class PrisonStatus(Widget):
    """Three lines in solo and co-op; two plus one per player in competitive."""

    view: reactive[PrisonView | None] = reactive(None, layout=True)
    #: competitive: every sheet's tallies, in seat order (empty otherwise)
    standings: reactive[tuple[Standing, ...]] = reactive((), layout=True)
    current: reactive[int | None] = reactive(None)
    rounds: reactive[int] = reactive(15)

    def render(self) -> Text:
        view = self.view
        text = Text(no_wrap=True, overflow="ellipsis")
        if view is None:
            return text
        self._time_track(text, view)
        text.append("\n")
        if view.phase == "guards" or not view.guard_dice:
            text.append("Guard dice: not rolled yet", style="dim")
        else:
            green, blue = view.guard_dice
            text.append("Guard dice: ")
            text.append(f"Green {green}", style=GUARD_STYLE["Green"])
            text.append(" · ")
            text.append(f"Blue {blue}", style=GUARD_STYLE["Blue"])
        if not self.standings:
            text.append(f"\nEscaped {view.escaped} of 4 · captured {view.captured} of 3")
        for seat, standing in enumerate(self.standings):
            mark = "▶" if seat == self.current else " "
            line = f"\n{mark} {standing.name[:13]:<13} {standing.escaped} out {standing.captured} caught"
            text.append(line, style="bold" if seat == self.current else "")
            text.append(f" {standing.score:+4d}", style="bold")
        return text

    def _time_track(self, text: Text, view: PrisonView) -> None:
        now = self.rounds + 1 - view.round  # the box of the round being played
        for box in range(self.rounds, 0, -1):
            label = str(box)
            if box > now:
                text.append("×".rjust(len(label)), style="dim")
            elif box == now:
                text.append(label, style="bold reverse")
            else:
                text.append(label)
            if box > 1:
                text.append(" ")

    def get_content_height(self, container, viewport, width: int) -> int:  # noqa: D102
        if self.view is None:
            return 0
        return 2 + (len(self.standings) or 1)
