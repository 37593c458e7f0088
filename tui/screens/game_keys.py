"""The keys every game screen shares, and when each is on.

Each game lists its own keys first, then `COMMON_BINDINGS`, so its key bar leads with the
game. A game screen says which of its actions each kind of command stands for
(`ACTIONS_OF`): its legal actions are then those of the rules' `legal_commands`, never a
second copy of the rules, and the key bar shows only those. A screen may narrow them by
what is on it (a cursor with nothing to point at), never widen them. `allowed` answers a
game screen's `check_action` for the shared keys and the game's own (a game action only
on a turn this terminal plays); its `KeyBarSync` works the legal actions out once per
state, redraws the key bar only when it would show something else, and then hands the bar
the bindings it has just worked out (each is a `check_action` of every binding).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from textual.binding import Binding

from core.lang import N_
from tui.screens.viewer import VIEWER_BINDINGS
from tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from textual.binding import ActiveBinding

    from core.game import AnyRules
    from tui.screens.viewer import Viewer
    from tui.session import SeatControl, Session
    from tui.table.role import TableRole
    from tui.widgets.game_log import GameLog

#: the log's keys, shown once as PgUp/PgDn (the log's own frame names them too)
LOG_KEYS = Binding("pageup", "log_page(-1)", N_("Log"), key_display="pgup/pgdn")
COMMON_BINDINGS = [
    Binding("e", "results", N_("Results")),
    Binding("u", "undo", N_("Undo")),
    Binding("f", "skip", N_("Skip bot")),
    Binding("question_mark", "rules", N_("Rules")),
    Binding("escape", "leave", N_("Menu")),
    # the whole history from the keyboard: the log scrolls a page (shown once, as PgUp/PgDn;
    # the log's own frame names the keys too, for a key bar too full to show them)
    LOG_KEYS,
    Binding("pagedown", "log_page(1)", N_("Log"), show=False),
    Binding("b", "hand_seat", N_("Seat to bot")),  # a shared table's host only (tui.table.role)
    Binding("t", "chat", N_("Chat")),  # shared tables only (tui.table.role)
    Binding("m", "quiet", N_("Quiet watchers")),  # a shared table's host only
    *VIEWER_BINDINGS,  # a viewer's keys (a replay's), off without one (tui.screens.viewer)
]


class KeyScreen(Protocol):
    """What `allowed` asks of a game screen (GameScreen): mypy checks it there."""

    session: Session
    table: SeatControl | None
    viewer: Viewer | None
    at_table: TableRole | None
    GAME_ACTIONS: ClassVar[frozenset[str]]
    ACTIONS_OF: ClassVar[Mapping[type, frozenset[str]]]

    @property
    def rules(self) -> AnyRules: ...
    @property
    def state(self) -> Any: ...
    @property
    def can_skip(self) -> bool: ...
    @property
    def active_bindings(self) -> dict[str, ActiveBinding]: ...

    def refresh_bindings(self) -> None: ...

    def log_view(self) -> GameLog | None: ...
    def bot_to_move(self) -> bool: ...
    def my_turn(self) -> bool: ...
    def legal_actions(self) -> frozenset[str]: ...


def allowed(screen: KeyScreen, action: str) -> bool:
    """Whether a game screen's action is on now."""
    if screen.viewer is not None or action == "view":
        return screen.viewer is not None and screen.viewer.allows(action)
    if action == "log_page":  # the log, wherever a game shows one
        return screen.log_view() is not None
    if action == "results":  # every game: the end dialog again, after a look at the board
        return screen.session.is_over
    if action in screen.GAME_ACTIONS:
        return not screen.bot_to_move() and screen.my_turn() and action in screen.legal_actions()
    if action == "undo":
        from core.game import can_undo

        return not screen.bot_to_move() and screen.my_turn() and can_undo(
            screen.rules, screen.state, screen.session.events)
    if action == "skip":
        return screen.bot_to_move() and screen.can_skip
    if action == "hand_seat":
        return screen.at_table is not None and bool(screen.at_table.waiting_seats())
    if action == "chat":
        return screen.at_table is not None
    if action == "quiet":
        return screen.table is not None and screen.table.plays_bots
    return True


class KeyBarSync:
    """One game screen's key bar: its legal actions, and when it is redrawn."""

    def __init__(self, screen: KeyScreen) -> None:
        self.screen = screen
        #: the bar itself, which the screen composes: handed the bindings `sync` worked out
        self.bar = KeyBar(immediate=True)
        self._legal: tuple[Any, frozenset[str]] = (None, frozenset())  # (state, its legal actions)
        self._shown: tuple[Any, ...] | None = None

    def legal_actions(self) -> frozenset[str]:
        """Which of GAME_ACTIONS the current player may take now: those of the rules' legal
        commands. Asked once per binding whenever the key bar refreshes, so worked out once
        per state."""
        screen = self.screen
        state = screen.state
        if self._legal[0] is not state:
            kinds = {type(command) for command in screen.rules.legal_commands(state)}
            self._legal = (state, frozenset().union(*(screen.ACTIONS_OF[kind] for kind in kinds)))
        return self._legal[1]

    def sync(self) -> None:
        """`refresh_bindings` only when the key bar would show something else: after most
        keys (a cursor move) the legal actions are the same, and nothing is redrawn.
        Textual's own calls (focus, screen changes) still go straight through."""
        bindings = self.screen.active_bindings
        shown = tuple(
            (key, active.binding.action, active.enabled)
            for key, active in bindings.items()
            if active.binding.show
        )
        if shown != self._shown:
            self._shown = shown
            # the bar hears of the change at once (it subscribed `immediate`) and reads the
            # bindings just worked out instead of asking every binding's check again
            self.bar.handed = bindings
            try:
                self.screen.refresh_bindings()
            finally:
                self.bar.handed = None
