"""The time track, the guard dice and the tallies: how the breakout stands.

The time track is drawn as the sheet's boxes, 15 down to 1, on two lines: boxes
of past rounds are crossed (×), so the first number left is the current round (also
reversed). Solo and co-op show the shared escapes and captures against the 4 and 3
that end the game; competitive shows every player's sheet, one line each under a
heading, with ▶ on the player whose move it is. All of it fits 31 columns in English;
a longer language's sentences wrap.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, NamedTuple

from rich.text import Text

from core.lang import _, language, pgettext
from core.twenty_five import PrisonView
from core.twenty_five.state import CAPTURES_TO_LOSE, ESCAPES_TO_WIN, ROUNDS
from tui.games.twenty_five.board import GUARD_STYLE, guard_name
from tui.games.twenty_five.lines import LinesWidget
from tui.text import pad, short
from tui.widgets.drawn_lines import Line

NAME = 13  # columns for a player's name in the standings (31 in all): "Planner bot 2" fits


class PrisonStanding(NamedTuple):
    name: str
    escaped: int
    captured: int
    score: int


class PrisonStatus(LinesWidget):
    """Four lines in solo and co-op; four plus one per player in competitive."""

    wraps = True  # a longer language's sentences take two lines

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.view: PrisonView | None = None
        #: competitive: every sheet's tallies, in seat order (empty otherwise)
        self.standings: tuple[PrisonStanding, ...] = ()
        self.current: int | None = None

    def lines_key(self) -> Hashable:
        view = self.view
        shown = None if view is None else (view.round, view.phase, view.guard_dice, view.escaped, view.captured)
        return (shown, self.standings, self.current, self._width or self.content_region.width, language())

    def lines(self) -> Sequence[Text | Line]:
        view = self.view
        if view is None:
            return []
        lines = time_track(view.round)
        dice = Text()
        if view.phase == "guards" or not view.guard_dice:
            dice.append(_("Guard dice: not rolled yet"), style="dim")
        else:
            green, blue = view.guard_dice
            dice.append(_("Guard dice: "))
            dice.append(f"{guard_name('Green')} {green}", style=GUARD_STYLE["Green"])
            dice.append(" · ")
            dice.append(f"{guard_name('Blue')} {blue}", style=GUARD_STYLE["Blue"])
        lines += self.wrapped(dice)
        if not self.standings:
            lines += self.wrapped(
                Text(_("Escaped {escaped} of {most} · caught {captured} of {lose}").format(
                    escaped=view.escaped, most=ESCAPES_TO_WIN, captured=view.captured, lose=CAPTURES_TO_LOSE))
            )
            return lines
        # i18n: the standings' column heads, at most 3, 6 and 4 letters (escaped, captured, points)
        out, caught = pgettext("standings", "out"), pgettext("standings", "caught")
        points = pgettext("standings", "pts")
        lines.append(Text(f"  {'':<{NAME}} {out:>3.3} {caught:>6.6} {points:>4.4}", style="dim"))
        for seat, standing in enumerate(self.standings):
            mark = "▶" if seat == self.current else " "
            name = pad(short(standing.name, NAME), NAME)  # by columns: a wide letter takes two
            style = "bold" if seat == self.current else ""
            line = Text(f"{mark} {name} {standing.escaped:>3} {standing.captured:>6} ", style=style)
            line.append(f"{standing.score:>+4d}", style="bold")
            lines.append(line)
        return lines


def time_track(round_: int, rounds: int = ROUNDS, per_line: int = 8) -> list[Text]:
    """The sheet's boxes, 15 down to 1, two lines of equal boxes: each box is two columns,
    so a crossed box (×) sits where its number stood and the gaps never change."""
    now = rounds + 1 - round_  # the box of the round being played
    lines: list[Text] = []
    for first in range(rounds, 0, -per_line):
        line = Text()
        for box in range(first, max(first - per_line, 0), -1):
            if box != first:
                line.append(" ")
            if box > now:
                line.append(" ×", style="dim")
            elif box == now:
                line.append(f"{box:>2}", style="bold reverse")
            else:
                line.append(f"{box:>2}")
        lines.append(line)
    return lines


def standings(state: Any, names: list[str]) -> tuple[PrisonStanding, ...]:
    """Each player's sheet in a competitive game: escaped, captured, score."""
    return tuple(
        PrisonStanding(name, sheet.escaped, sheet.captured, sheet.score)
        for name, sheet in zip(names, state.sheets)
    )
