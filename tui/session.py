"""What a game screen may ask of the game it shows: `Session`, and at a shared table `SeatControl`.

Three classes play a game for a screen: `saves.session.GameSession` (a local game, its
save on this disk), `saves.tables.net.host.TableHost` (that same session served at a table)
and `saves.tables.net.client.TableClient` (a seat or a watcher at another user's table).
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

    from textual.screen import ModalScreen

    from core.game import AnyRules, Command, Event, GameSetup
    from saves.tables.net.listener import Listener as Listener  # what a table tells its screen


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


class StageRole(Protocol):
    """What a game played as a campaign stage can do beyond the game (tui.campaign.stage):
    record its result and word the end with its stars, head the screen with the stage's
    goals, and play the stage again as a new attempt."""

    def end_screen(self, screen: Any, lines: list[str]) -> ModalScreen[str]:
        """The end dialog, once the result is recorded in the campaign."""
        ...

    def header_line(self) -> str: ...  # the screen's top line: whose campaign, which stage

    def play_again(self, screen: Any) -> None:
        """The stage's next attempt, in place of `screen`."""
        ...


class Coach(Protocol):
    """A first game that teaches (tui.lesson.coach): beside the real game it says the step
    under way, and once the last is done it offers a real game. It hears every command
    through the lesson's session, so all it asks of the screen is to be told it is on."""

    def mounted(self, screen: Any) -> None:
        """The screen is on (its board composed): the coach's panel takes its place."""
        ...


class SeatControl(Protocol):
    """Who acts for which seat at a shared table, and what the table says; and what
    friends at a table have beyond the game (saves.tables.net.friends): a chat, who is here,
    a seat handed to a bot while its player is away or idle, each player's copy of the
    finished game, a rematch.

    Both sides implement every member. What only the host does (silencing watchers)
    raises `TableError` at a seat's terminal; what only a seat has (its own copy of the
    finished game, a host's rematch to join) is None at the host's.
    """

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

    # -- the table itself ---------------------------------------------------------------------
    @property
    def name(self) -> str: ...  # the table's name (ann-1)
    @property
    def host(self) -> str: ...  # the user who hosts it
    @property
    def paused(self) -> str | None: ...  # why moves wait (the host is away); never at the host's
    @property
    def ended(self) -> bool: ...  # paused for good: the host ended the table; never at the host's

    def others_connected(self) -> int:
        """How many terminals other than the host's are at the table (0 at a seat's: it is not told)."""
        ...

    # -- presence ------------------------------------------------------------------------------
    def key_pressed(self) -> None:
        """This terminal's player pressed a key: they are here, and a bot standing in for
        their seat gives it back."""
        ...

    def handable_seats(self) -> list[int]:
        """Seats this terminal may hand to a bot: away or idle ones (the host at once, anyone
        seated once the host's idle time has passed)."""
        ...

    def hand_seat_to_bot(self, seat: int, news: str = "") -> str:
        """An away or idle seat to a bot until its player is back (their next key); the
        bot's kind. A seat's terminal asks the host, which decides."""
        ...

    # -- the chat -------------------------------------------------------------------------------
    @property
    def quiet_watchers(self) -> bool: ...  # the host silenced watchers (a seat is not told: False)

    def set_quiet_watchers(self, quiet: bool) -> None:
        """The host silences watchers' chat or lets them talk (TableError at a seat's)."""
        ...

    def chat_lines(self) -> list[str]:
        """What was said at the table, oldest first, each "who: text"."""
        ...

    def say_line(self, text: str) -> None:
        """A chat line from this terminal's user to everyone (ChatRefused says why not)."""
        ...

    # -- the end --------------------------------------------------------------------------------
    @property
    def rematch(self) -> str | None: ...  # the table the host opened for a rematch
    @property
    def player_record(self) -> str | None: ...  # the seated player's records line (diZe), for watchers

    def share_record(self, line: str) -> None:
        """This terminal's player's records line, for the watchers (diZe)."""
        ...

    def keep_copy(self, root: Path) -> Path | None:
        """This player's own copy of the finished game, written once into `root`; None when
        there is none to write (the host's save is the game itself, a watcher has no seat)."""
        ...

    def rematch_session(self, root: Path) -> Session | None:
        """Play again: the host opens a new table with the same seats and options (fresh
        dice) and invites everyone; a seat joins the one its host opened (None while there
        is none). OSError or ValueError when it cannot."""
        ...
