"""Where a human's picks point on the sheet on show: the highlighted squares, kept current.

The screen holds an `Aim` over its `Picks` (tui.games.twenty_five.picks): after every key
it settles the picks on the sheet's view, worked out again only when the picks or the
state change (a cursor move changes neither), and forgets a pick a move or an undo made
stale. Pure: no Textual.
"""

from __future__ import annotations

from typing import Any

from core.lang import _, pgettext
from core.twenty_five import INMATES, sheet_view
from core.twenty_five.board import FEMININE
from tui.games.twenty_five.picks import Picks, Targets


class Aim:
    """One screen's picks, and the squares they point at."""

    def __init__(self, picks: Picks) -> None:
        self.picks = picks
        #: the highlighted squares, each with the commands (or exit) that get there
        self.targets: Targets = {}
        self._targets_for: tuple[Any, ...] = ()  # what `targets` was worked out for
        self._sheet_for: tuple[Any, ...] = (None, -1, None)  # (state, sheet, its view): one view per state

    def sheet(self, state: Any, board: int) -> Any:
        """The sheet's view, built once per state (cursor moves do not change the state)."""
        seen_state, seen, view = self._sheet_for
        if seen_state is not state or seen != board:
            view = sheet_view(state, board)
            self._sheet_for = (state, board, view)
        return view

    def settle(self, rules: Any, state: Any, view: Any) -> None:
        """A human is spending dice on this sheet: the squares their picks point at."""
        self._drop_stale_picks(view)
        self.targets = self._find_targets(rules, state, view)
        self.picks.settle(self.targets, self._near(state, view))

    def clear(self) -> None:
        """Nobody at this terminal is picking: nothing is highlighted."""
        self.picks.clear()
        self.targets = {}

    def pick_inmate(self, view: Any, index: int) -> str | None:
        """An inmate's key (a-f): pick it, or drop it when picked; why not, for one off the grid."""
        inmate = view.inmates[index]
        if inmate.status == "escaped":
            return _("{inmate} has already escaped.").format(inmate=inmate.name)
        if inmate.status == "captured":
            said = (pgettext("feminine", "{inmate} has been captured.") if inmate.name in FEMININE
                    else _("{inmate} has been captured."))
            return said.format(inmate=inmate.name)
        picks = self.picks
        if picks.inmate == inmate.name and not picks.swapping:
            picks.clear()
        else:
            picks.swapping, picks.exit = False, None
            picks.inmate, picks.cursor = inmate.name, None
        return None

    def pick_die(self, view: Any, value: int) -> str | None:
        """A digit picks one die of that value (again: a second one); why not, for one not in hand."""
        if value not in view.dice:
            return _("No inmate die shows {value} now: you have {dice}.").format(
                value=value, dice=" ".join(map(str, view.dice)))
        self.picks.swapping, self.picks.exit = False, None
        self.picks.pick_die(value, view.dice)
        return None

    def swap(self, view: Any) -> None:
        """`x`: start a substitution, or drop it. Its exit is always chosen first (Enter on
        it), even when only one is ready: the flow keeps one shape, and Enter never writes
        on a square the player has not looked at."""
        swapping = self.picks.swapping
        self.picks.clear()
        self.picks.swapping = not swapping

    def _find_targets(self, rules: Any, state: Any, view: Any) -> Targets:
        """The highlighted squares, worked out again only when the picks or the state change."""
        picks = self.picks
        key = (state, view, (picks.inmate, picks.value, picks.count, picks.swapping, picks.exit))
        seen = self._targets_for
        if not seen or seen[0] is not key[0] or seen[1] is not key[1] or seen[2] != key[2]:
            self._targets_for = key
            self.targets = picks.targets(rules, state, view)
        return self.targets

    def _drop_stale_picks(self, view: Any) -> None:
        """After a move or an undo: forget an inmate that left the grid, dice no longer in hand."""
        status = {inmate.name: inmate.status for inmate in view.inmates}
        if status.get(self.picks.inmate) in ("escaped", "captured"):
            self.picks.clear()
        if self.picks.value is not None and self.picks.count > view.dice.count(self.picks.value):
            self.picks.value, self.picks.count = None, 0

    def _near(self, state: Any, view: Any) -> Any:
        for inmate in view.inmates:
            if inmate.name == self.picks.inmate:
                return inmate.square or state.layout.board.cells[INMATES.index(inmate.name)].opens_onto
        return None
