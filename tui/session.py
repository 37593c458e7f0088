"""What a game screen may ask of the game it shows: `Session`, and at a shared table `SeatControl`.

Three classes play a game for a screen: `saves.session.GameSession` (a local game, its
save on this disk), `tui.table.net.host.TableHost` (that same session served at a table)
and `tui.table.net.client.TableClient` (a seat or a watcher at another user's table).
The screen knows them only through these protocols, so mypy checks that each has all a
screen uses, and a screen never probes a session for what it might have.

Seat control travels with the session, as `session.seat_control`: None for a local game
(every seat is this terminal's, every bot its own), the table itself at a shared table.
Every way a game reaches a screen (the menu, `dice-tui resume`, a table's list, a
campaign stage) hands over one object, so nothing has to carry a second one beside it;
the screen keeps it as `GameScreen.table`.

A screen in turn is the table's `Listener`: the table tells it what the others did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # names only: a screen's module loads no rules engine before its game does
    from pathlib import Path

    from core.game import AnyRules, Command, Event, GameSetup


class Session(Protocol):
    """A game being played: rules, setup, the event log and the state it folds to."""

    @property
    def rules(self) -> AnyRules: ...
    @property
    def setup(self) -> GameSetup: ...
    @property
    def events(self) -> tuple[Event, ...]: ...
    @property
    def state(self) -> Any: ...  # the game's own state (DalekState, DizeState...): each screen narrows it
    @property
    def path(self) -> Path: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def read_only(self) -> bool: ...
    @property
    def altered(self) -> str | None: ...  # why the dice differ from the seed's (then read-only)
    @property
    def seat_control(self) -> SeatControl | None: ...  # None: a local game

    def apply(self, command: Command) -> list[Event]:
        """Decide, save and fold one command; its events (IllegalMove when refused)."""
        ...

    def undo(self) -> bool: ...
    def can_undo(self) -> bool: ...
    def close(self) -> None: ...


class Listener(Protocol):
    """What a table tells its game screen (tui.table.seats): what the others did."""

    def take_events(self, before: Any, events: list[Event], command: Command | None = None) -> None: ...
    def take_undo(self) -> None: ...
    def table_changed(self, news: str) -> None: ...


class SeatControl(Protocol):
    """Who acts for which seat at a shared table, and what the table says."""

    @property
    def plays_bots(self) -> bool: ...  # the host plays every bot; a seat's terminal none
    @property
    def table_note(self) -> str | None: ...  # leads the header: paused, watching, waiting for...

    def controls(self, seat: int) -> bool:
        """Whether this terminal acts for `seat` now."""
        ...

    def stand_in(self, seat: int) -> str | None:
        """The bot kind the host handed a waiting seat to, if any."""
        ...

    def waiting_seats(self) -> list[int]:
        """Seats whose players are away, which this terminal may hand to a bot."""
        ...

    def hand_to_bot(self, seat: int) -> str:
        """A waiting seat to a bot until its player is back; the bot's kind."""
        ...

    def attach(self, listener: Listener) -> None:
        """Start hearing the table on the running loop."""
        ...
