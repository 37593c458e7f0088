"""The six inmates, one line each: the key that picks them, where they are, who chases them.

The board shows the same facts as letters on squares; this list says them in words
for a player who does not read the board yet, and carries what the board cannot:
the competitive points under each cell, and in co-op the player whose crew each
inmate belongs to. The picked inmate is marked with ▶ (not only with colour).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from rich.cells import cell_len
from rich.text import Text

from core.lang import _, language, pgettext
from core.twenty_five import INMATES, PrisonView, crews, exit_name, square_name
from core.twenty_five.board import FEMININE
from core.twenty_five.view import InmateView
from tui.games.twenty_five.board import INMATE_STYLE, guard_name
from tui.games.twenty_five.lines import LinesWidget, as_pieces
from tui.text import pad_left, short
from tui.widgets.drawn_lines import Line

KEYS = "abcdef"
LINES_KEPT = 256  # inmates' lines, kept by what they show


class PrisonInmates(LinesWidget):
    """Lines of key, name, status and, right-aligned, points or the crew's player."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.view: PrisonView | None = None
        #: per inmate, the co-op player looking after it ("" outside co-op)
        self.owners: tuple[str, ...] = ()
        #: competitive: show each inmate's points
        self.points = False
        self.picked: str | None = None

    def lines_key(self) -> Hashable:
        view = self.view
        shown = None if view is None else (view.inmates, view.exits)
        return (shown, self.owners, self.points, self.picked, self.content_region.width, language())

    def lines(self) -> Sequence[Text | Line]:
        view = self.view
        if view is None:
            return []
        width = self.content_region.width or 45
        exits = {exit.inmate: exit.reached_from for exit in view.exits if exit.inmate}
        # a move changes an inmate or two: each line is kept by what it shows
        kept: dict[tuple[Any, ...], Line] = self.__dict__.setdefault("_inmate_lines", {})
        if len(kept) > LINES_KEPT:
            kept.clear()
        lines, words = [], language()
        for index, inmate in enumerate(view.inmates):
            tail = f"{inmate.points:+d}" if self.points else self._owner(index)
            key = (index, inmate, exits.get(inmate.name), tail, self.points, inmate.name == self.picked, width)
            line = kept.get((key, words))
            if line is None:
                line = kept[key, words] = as_pieces(_line(*key))
            lines.append(line)
        return lines

    def _owner(self, index: int) -> str:
        return self.owners[index] if index < len(self.owners) else ""


def _line(index: int, inmate: InmateView, exit: tuple[int, int] | None, tail: str, points: bool, picked: bool,
          width: int) -> Text:
    """One inmate's line: `tail` (points or the crew's player) right-aligned."""
    line = Text(no_wrap=True, overflow="ellipsis")
    line.append("▶" if picked else " ", style="bold")
    line.append(f"{KEYS[index]} ", style="dim" if inmate.status in ("escaped", "captured") else "bold")
    line.append(f"{inmate.name:<8}", style=INMATE_STYLE[inmate.name] + (" bold reverse" if picked else ""))
    # the points stay whole: a longer language's status takes its shorter wording
    line.append(_status(inmate, exit, width - line.cell_len - (len(tail) + 1) * points))
    room = width - line.cell_len - 1
    if tail and room > 1:
        # by columns: a crew's player named in wide letters takes two a letter
        line.append(" " + pad_left(short(tail, room), room), style="dim")
    return line


def _status(inmate: InmateView, exit: tuple[int, int] | None, room: int | None = None) -> str:
    """Where the inmate is, in words; a pursued one's in fewer words when `room` columns
    do not hold them all."""
    if inmate.status == "cell":
        return _("in the cell")
    if inmate.name in FEMININE and inmate.status in ("escaped", "captured"):  # Spanish agrees: "capturada"
        if inmate.status == "captured":
            return pgettext("feminine", "captured")
        return (pgettext("feminine", "escaped") if exit is None
                else pgettext("feminine", "escaped by {exit}").format(exit=exit_name(exit)))
    if inmate.status == "escaped":
        return _("escaped") if exit is None else _("escaped by {exit}").format(exit=exit_name(exit))
    if inmate.status == "captured":
        return _("captured")
    where = square_name(inmate.square)
    if inmate.pursued_by:
        guard = guard_name(inmate.pursued_by)
        words = _("on {square}, pursued by {guard}").format(square=where, guard=guard)
        if room is not None and cell_len(words) > room:
            # i18n: an inmate's status where the longer "on {square}, pursued by {guard}" does not fit
            words = _("{square}, pursued by {guard}").format(square=where, guard=guard)
        return words
    return _("on {square}").format(square=where)


def crew_owners(state: Any, setup: Any, names: list[str]) -> tuple[str, ...]:
    """Co-op: whose crew each inmate is in, by name (none in the other modes)."""
    if state.setup.mode != "coop":
        return ()
    owner = {inmate: names[seat] for seat, crew in enumerate(crews(setup)) for inmate in crew}
    return tuple(owner[index] for index in range(len(INMATES)))
