"""What every game screen shares: the session, autosave, undo, bots, the log, the end.

Attributes down, messages up: the screen owns the session (setup + event log, a
tui.session.Session); it calls `decide` through the session, which saves after every
event, then pushes the new state down into its widgets in `refresh_view`. Widgets never
hold game state. At a shared table the session's seat control (`table`) says which
seats this terminal plays; a local game has none.

A subclass composes its board in `compose_board`, maps keys to commands, and says which
of its actions each kind of command stands for (`ACTIONS_OF`, tui.screens.game_keys).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from core.lang import _
from tui.pace import Pace
from tui.screens.bot_turns import BotTurns
from tui.screens.game_end import GameEnd, standings
from tui.screens.game_header import turn_header, with_note
from tui.screens.game_keys import COMMON_BINDINGS, LOG_KEYS, KeyBarSync, allowed
from tui.screens.game_log_keeper import LogKeeper
from tui.screens.moves import Moves
from tui.services import services
from tui.text import literal, shown_players
from tui.widgets.game_log import GameLog
from tui.widgets.unchanged import set_text

if TYPE_CHECKING:
    from pathlib import Path

    from core.game import AnyRules, Command, Event, PlayerSpec
    from tui.screens.viewer import Viewer
    from tui.session import Coach, SeatControl, Session, StageRole
    from tui.table.role import TableRole

#: the game's own state (DalekState, DizeState...): each game's screen names it
StateT = TypeVar("StateT")


class GameScreen(Screen[None], Generic[StateT]):
    """Base of the four game screens."""

    #: command class -> the actions a legal command of that class makes legal
    ACTIONS_OF: ClassVar[Mapping[type, frozenset[str]]] = {}
    #: every action whose legality comes from the rules (hidden from the key bar when illegal)
    GAME_ACTIONS: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.GAME_ACTIONS = frozenset().union(*cls.ACTIONS_OF.values())
    #: each game lists its own keys first, then these, so its key bar leads with the game
    LOG_KEYS = LOG_KEYS
    COMMON_BINDINGS = COMMON_BINDINGS

    @classmethod
    def new_game_note(cls, save_root: Path, options: dict[str, Any]) -> str:
        """A line of this game's own for the new-game form, for the options being chosen
        (diZe: the record at that many zombies); none by default."""
        return ""

    def __init__(self, session: Session, stage: StageRole | None = None, viewer: Viewer | None = None,
                 coach: Coach | None = None) -> None:
        super().__init__()
        self.session = session
        #: given, the screen shows rather than plays: a replay's steps (tui.screens.viewer)
        self.viewer = viewer
        #: a campaign stage (tui.campaign.stage.StageHook): its result, end screen, header, "play again"
        self.stage = stage
        self.coach = coach  # a lesson (tui.lesson.coach): the step under way, beside the game
        #: who plays which seat at a shared table; None: a local game, every seat is this terminal's
        self.table: SeatControl | None = session.seat_control
        #: what this screen does at that table (tui.table.role): the table's listener, its keys
        self.at_table: TableRole | None = None
        if self.table is not None:
            from tui.table.role import TableRole  # a local game loads no table code (its chat, its bell)

            self.at_table = TableRole(self, self.table)
        #: what the screen is handed to do (tui.screens.*): moves, bots, log and recap, key bar, end
        self.moves = Moves(self)
        self.bots = BotTurns(self)
        self.log_keeper = LogKeeper(self)
        self.key_bar = KeyBarSync(self)
        self.ending = GameEnd(self)

    # -- state ----------------------------------------------------------------
    @property
    def state(self) -> StateT:
        state: StateT = self.session.state  # the session holds this screen's game's state
        return state

    @property
    def rules(self) -> AnyRules:
        return self.session.rules

    @cached_property
    def players(self) -> tuple[PlayerSpec, ...]:
        """The seats as shown: a name from an old file keeps no control character (tui.text)."""
        return shown_players(self.session.setup.players)

    def current_seat(self) -> int | None:
        """The seat to play, worked out once per state: Textual asks `check_action` of every
        binding whenever the keys may have changed, a hundred times a move, and each answer
        asks whose turn it is (25 to Dice's is a walk over every board)."""
        state = self.state
        known = self.__dict__.get("_seat_of")
        if known is None or known[0] is not state:
            known = self.__dict__["_seat_of"] = (state, self.rules.current_player(state))
        seat: int | None = known[1]
        return seat

    @property
    def can_skip(self) -> bool:  # the bots' turns (tui.screens.bot_turns) say who plays a bot
        return self.bots.can_skip

    def bot_kind(self, seat: int) -> str | None:
        return self.bots.bot_kind(seat)

    def my_turn(self) -> bool:
        """Whether this terminal acts for the seat to play: always in a local game, only
        for its own user's seats at a shared table."""
        seat = self.current_seat()
        return self.table is None or (seat is not None and self.table.controls(seat))

    def bot_to_move(self) -> bool:
        return self.bots.bot_to_move()

    @property
    def pace(self) -> Pace:
        """Bot pacing and animation timing: the app's (tests build it with INSTANT)."""
        return services(self).pace

    # -- composition ------------------------------------------------------------
    def compose(self) -> ComposeResult:
        if self.stage is not None:  # a campaign stage: whose campaign, which stage, what each star asks
            yield Static(literal(self.stage.header_line()), id="stage-header")
        yield Static("", id="game-header")
        yield from self.compose_board()
        yield self.key_bar.bar

    def compose_board(self) -> ComposeResult:  # pragma: no cover - abstract
        raise NotImplementedError

    async def on_event(self, event: events.Event) -> None:
        """A screen popped before its Mount was handled (Esc typed ahead as a game
        opens) is being taken apart: its board's widgets are already gone, so no game's
        mount handler may run, or it would query a widget that is no more."""
        if isinstance(event, events.Mount) and self not in self.app.screen_stack:
            return
        await super().on_event(event)

    def on_mount(self) -> None:
        self.set_class(self.stage is not None, "-stage")  # a game short of rows gives way (25 to Dice)
        self.moves.say_if_altered()
        self.after_change()
        self.call_after_refresh(self.log_keeper.fill)
        for role in filter(None, (self.viewer, self.coach)):  # a replay's index, a lesson's panel
            role.mounted(self)
        if self.table is not None and self.at_table is not None:  # a shared table: hear the others
            self.table.attach(self.at_table)

    def describe(self, event: Event) -> str:
        """An event's log line, with the players' names."""
        return self.rules.describe(event, self.session.setup)

    def log_lines(self, events: Sequence[Event], start: int = 0) -> list[str]:
        """The log lines of `events[start:]` (a game whose events do not all say whose
        they are works it out from the ones before `start`)."""
        return [self.describe(event) for event in events[start:]]

    def recap_lines(self, events: Sequence[Event], start: int) -> list[str]:
        """What the player waited for, `events[start:]`, shortly: each game's log lines
        name their player; a game with long turns sums each turn up in a line."""
        return self.log_lines(events, start)

    def on_unmount(self) -> None:
        self.session.close()

    # -- the one way a player's intent reaches the rules (tui.screens.moves) -----------
    def play(self, command: Command) -> bool:
        return self.moves.play(command)

    def show_events(self, command: Command | None, before: Any, events: list[Event]) -> None:
        """Log a command's events and show the new state. A game that animates what
        happened (25 to Dice's guards) overrides this, sets `busy` while it plays, and
        calls `after_change` when it is done."""
        self.log_keeper.add_last(len(events))
        self.after_change()

    @property
    def busy(self) -> bool:
        """True while the screen is still showing what happened: bots and the end wait."""
        return False

    def after_change(self) -> None:
        if self.viewer is not None:
            self.viewer.shown(self)
            return
        self.refresh_view()
        header = with_note(self.header_text(), self.at_table, self.app.size.width)
        set_text(self.query_one("#game-header", Static), literal(header))
        self.sync_footer()
        if self.at_table is not None:
            self.at_table.after_change()
        if not self.session.is_over and self.bot_to_move():
            self._schedule_bot()
            return
        self.bots.skipping = False
        if self.session.is_over:
            self.ending.game_over()
        elif self.my_turn():
            self.log_keeper.show_recap()

    def on_key(self, event: events.Key) -> None:
        """Any key gives the log back (tui.screens.game_log_keeper), and tells a table the player is here."""
        self.log_keeper.key_pressed(event.key)
        if self.at_table is not None:  # the player is here; a paused table says why keys wait
            self.at_table.key_pressed(event.key)

    def action_log_page(self, pages: int) -> None:
        self.log_keeper.page(pages)

    def refresh_view(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def header_text(self) -> str:
        return turn_header(self.rules, self.state, self.players)

    def legal_actions(self) -> frozenset[str]:  # those of the rules' legal commands (tui.screens.game_keys)
        return self.key_bar.legal_actions()

    def sync_footer(self) -> None:
        self.key_bar.sync()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return allowed(self, action)

    def action_view(self, what: str, amount: int) -> None:
        """A viewer's key (only ever on with a viewer: check_action)."""
        if self.viewer is not None:
            self.viewer.act(self, what, amount)

    # -- bots ---------------------------------------------------------------------
    def _schedule_bot(self) -> None:  # a whole-screen test moves the bots itself: it stubs this
        self.bots.schedule()

    def resume_bots(self) -> None:
        """A bot that waited (`bot_ready` said no) may play now."""
        self._schedule_bot()

    def bot_ready(self, bot: str) -> bool:
        """Whether bot `bot` may decide now: a bot whose knowledge is still being built
        waits for it (its screen schedules it again), never plays another bot's move."""
        return True

    def action_skip(self) -> None:
        self.bots.skip()

    # -- common actions -------------------------------------------------------------
    def action_undo(self) -> None:
        self.moves.undo()

    def action_rules(self) -> None:
        from tui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(self.rules.id))

    def action_hand_seat(self) -> None:
        if self.at_table is not None:
            self.at_table.hand_seat()

    def action_chat(self) -> None:
        if self.at_table is not None:
            self.at_table.open_chat()

    def action_quiet(self) -> None:
        if self.at_table is not None:
            self.at_table.toggle_quiet()

    def action_leave(self) -> None:
        if self.at_table is not None and self.at_table.leave():  # the host asks first, a seat is told
            return
        self.leave_now()

    def leave_now(self) -> None:
        self.bots.stop()
        if not self.session.is_over and self.coach is None:  # a lesson is never saved
            self.notify(_("Game saved. Continue it from the menu any time."), timeout=3)
        self.app.pop_screen()

    def action_results(self) -> None:
        self.show_end()

    def show_end(self) -> None:
        self.ending.show()

    def end_lines(self) -> list[str]:
        """The end screen's text: standings and winners; subclasses add their breakdown."""
        return standings(self.rules.scores(self.state), set(self.rules.winners(self.state)), self.players)

    def log_view(self) -> GameLog | None:
        """The screen's log, looked up once while it stays mounted: the log's keys are checked
        whenever the key bar is, and a query walks every widget of the screen."""
        known: GameLog | None = self.__dict__.get("_log_view")
        if known is not None and known.parent is not None and known.is_attached:
            return known
        found = self.query(GameLog)
        log = self.__dict__["_log_view"] = found.first() if found else None
        return log
