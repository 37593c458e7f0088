"""What every game screen shares: the session, autosave, undo, bots, the log, the end.

Attributes down, messages up: the screen owns the session (setup + event log, a
tui.session.Session); it calls `decide` through the session, which saves after every
event, then pushes the new state down into its widgets in `refresh_view`. Widgets never
hold game state. At a shared table the session's seat control (`table`) says which
seats this terminal plays; a local game has none.

A subclass composes its board in `compose_board`, maps keys to commands, and says which
of its actions each kind of command stands for (`ACTIONS_OF`): its legal actions are
then those of the rules' `legal_commands`, never a second copy of the rules, and the key
bar shows only those. A screen may narrow them by what is on it (a cursor with nothing
to point at), never widen them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static
from core.lang import N_, _, addressed, number

from tui.pace import Pace
from tui.services import services
from tui.table.role import TableRole
from tui.text import literal, pad, short, shown_players
from tui.widgets.game_log import GameLog
from tui.widgets.unchanged import set_text
from tui.widgets.key_bar import KeyBar
from tui.screens.viewer import VIEWER_BINDINGS
from tui.door import NewGame
from tui.screens.opening import new_game

if TYPE_CHECKING:
    from pathlib import Path

    from textual.timer import Timer

    from core.game import AnyRules, Command, Event, PlayerSpec
    from tui.screens.viewer import Viewer
    from tui.session import SeatControl, Session, StageRole

#: seconds between a bot's attempts to play while its moves cannot be saved
SAVE_RETRY = 3.0

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

    @classmethod
    def new_game_note(cls, save_root: Path, options: dict[str, Any]) -> str:
        """A line of this game's own for the new-game form, for the options being chosen
        (diZe: the record at that many zombies); none by default."""
        return ""

    def __init__(self, session: Session, stage: StageRole | None = None, viewer: Viewer | None = None) -> None:
        super().__init__()
        self.session = session
        #: given, the screen shows rather than plays: a replay's steps (tui.screens.viewer)
        self.viewer = viewer
        #: a campaign stage (tui.campaign.stage.StageHook): it records the result, makes the
        #: end screen and the header, and "play again" plays the stage's next attempt
        self.stage = stage
        #: who plays which seat at a shared table; None: a local game, every seat is this terminal's
        self.table: SeatControl | None = session.seat_control
        #: what this screen does at that table (tui.table.role): the table's listener, its keys
        self.at_table = TableRole(self, self.table) if self.table is not None else None
        self.skipping = False
        self._bot_timer: Timer | None = None
        self._bots_playing = False  # at INSTANT pace: a loop in progress plays the next bot too
        self._ended_shown = session.is_over
        self._save_trouble: str | None = None  # why the last save failed, until one succeeds
        self._footer_shown: tuple[Any, ...] | None = None
        self._legal: tuple[Any, frozenset[str]] = (None, frozenset())  # (state, its legal actions)
        self._players: tuple[PlayerSpec, ...] | None = None
        #: how many events the log held when a player at this terminal last acted: what
        #: follows is what they waited for (the recap, `recap_lines`)
        self._acted_at = len(session.events)

    # -- state ----------------------------------------------------------------
    @property
    def state(self) -> StateT:
        state: StateT = self.session.state  # the session holds this screen's game's state
        return state

    @property
    def rules(self) -> AnyRules:
        return self.session.rules

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        """The seats as shown: a name from an old file keeps no control character (tui.text)."""
        if self._players is None:
            self._players = shown_players(self.session.setup.players)
        return self._players

    def current_seat(self) -> int | None:
        return self.rules.current_player(self.state)

    @property
    def can_skip(self) -> bool:
        """Whether f skips the bots here: not at a shared table's seat (the host plays them)."""
        return self.table is None or self.table.plays_bots

    def bot_kind(self, seat: int) -> str | None:
        """The bot playing a seat: its own, or one a table's host handed a waiting seat to."""
        stand_in = self.table.stand_in(seat) if self.table is not None else None
        return stand_in or self.players[seat].bot

    def my_turn(self) -> bool:
        """Whether this terminal acts for the seat to play: always in a local game, only
        for its own user's seats at a shared table."""
        seat = self.current_seat()
        return self.table is None or (seat is not None and self.table.controls(seat))

    def bot_to_move(self) -> bool:
        seat = self.current_seat()
        return seat is not None and self.bot_kind(seat) is not None

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
        yield KeyBar()

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
        if self.session.altered:  # read-only because its dice are not its seed's (a replay is read-only too)
            self.notify(_("Read-only: {why}").format(
                why=self.session.altered), title=_("Altered save"), severity="warning",
                        timeout=8)
        self.after_change()
        self.call_after_refresh(self._fill_log)
        if self.viewer is not None:
            self.viewer.mounted(self)
        if self.table is not None and self.at_table is not None:  # a shared table: hear the others
            self.table.attach(self.at_table)

    def _fill_log(self) -> None:
        """The recent past of a resumed game, once the log knows its width."""
        if self.viewer is not None:
            self.viewer.fill_log(self)
            return
        log = self.log_view()
        if log is not None:
            log.border_title = _("Log")
            log.border_subtitle = self.app.get_key_display(self.LOG_KEYS)
            events = self.session.events
            for line in self.log_lines(events, max(len(events) - 40, 0)):
                log.add(line)

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

    # -- the one way a player's intent reaches the rules -------------------------
    def play(self, command: Command) -> bool:
        """Decide, save and show one command; an illegal one shows the rule's sentence."""
        from core.game import IllegalMove

        before = self.state
        by_bot = self.bot_to_move()
        try:
            events = self.session.apply(command)
        except IllegalMove as error:
            self.notify(str(error), severity="warning", timeout=4)
            return False
        except OSError as error:
            self._save_failed(error)
            return False
        if self._save_trouble is not None:
            self._save_trouble = None
            self.notify(_("The game is saved again; play goes on."), timeout=4)
        if not by_bot:
            self._acted_at = len(self.session.events)
            self._end_recap()
        self.show_events(command, before, events)
        return True

    def _save_failed(self, error: OSError) -> None:
        """Nothing was played (memory and disk still agree). Say why once; on a bot's
        turn try again every SAVE_RETRY seconds, so play resumes once the disk has room."""
        why = error.strerror or str(error)
        if why != self._save_trouble:
            self.notify(_("Could not save the game: {why}").format(why=why), severity="error", timeout=8)
        self._save_trouble = why
        if self.bot_to_move() and not self.session.read_only and self._bot_timer is None:
            self._bot_timer = self.set_timer(SAVE_RETRY, self._bot_step)

    def show_events(self, command: Command | None, before: Any, events: list[Event]) -> None:
        """Log a command's events and show the new state. A game that animates what
        happened (25 to Dice's guards) overrides this, sets `busy` while it plays, and
        calls `after_change` when it is done."""
        log = self.log_view()
        if log is not None:
            everything = self.session.events
            for line in self.log_lines(everything, max(len(everything) - len(events), 0)):
                log.add(line)
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
        header = self.header_text()
        # a shared table's: your turn, who is away (tui.table.role)
        note = self.at_table.header_note() if self.at_table is not None else None
        if note:  # a shared table's note leads; the header gives way, so the line stays one line
            header = short(f"{note} · {header}", max(self.app.size.width - 2, 20))
        set_text(self.query_one("#game-header", Static), literal(header))
        self.sync_footer()
        if self.at_table is not None:
            self.at_table.after_change()
        if self.session.is_over:
            self.skipping = False
            if not self._ended_shown:
                self._ended_shown = True
                if self.pace.instant:
                    self.call_later(self.show_end)
                else:
                    self.set_timer(max(self.pace.bot, 0.05), self.show_end)
        elif self.bot_to_move():
            self._schedule_bot()
        else:
            self.skipping = False
            if self.my_turn():
                self._show_recap()

    # -- what the player waited for ---------------------------------------------------
    def _show_recap(self) -> None:
        """The keyboard is back: every turn played since this terminal last acted, in
        place of the log under its own title, until the next key (it never takes one)."""
        events = self.session.events
        start = min(self._acted_at, len(events))
        self._acted_at = len(events)
        if start == len(events):
            return
        log = self.log_view()
        lines = self.recap_lines(events, start)
        if log is not None and lines:
            log.show_recap(_("While you waited"), lines)

    def _end_recap(self) -> None:
        log = self.log_view()
        if log is not None:
            log.end_recap()

    def on_key(self, event: events.Key) -> None:
        """Any key gives the log back (the key still does what it does), but f, which
        the player may press once too often while the bots finish, and the log's own."""
        if event.key not in ("pageup", "pagedown", "f"):
            self._end_recap()
        if self.at_table is not None:  # the player is here; a paused table says why keys wait
            self.at_table.key_pressed(event.key)

    def action_log_page(self, pages: int) -> None:
        """A page of the log; a recap that shows whole gives way to the log first."""
        log = self.log_view()
        if log is None:
            return
        if log.recap is not None and log.max_scroll_y == 0:
            log.end_recap()
        log.page(pages)

    def refresh_view(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def header_text(self) -> str:
        seat = self.current_seat()
        title = self.rules.title
        if seat is None:
            return _("{game} — game over. {progress}").format(game=title, progress=self.rules.progress(self.state))
        who = self.players[seat]
        if who.is_bot:
            header = _("{game} — {name} (bot) · {progress}")
        elif len(self.players) == 1:
            header = _("{game} — {name} (your turn) · {progress}")
        else:
            header = _("{game} — {name} (to play) · {progress}")
        return header.format(game=title, name=who.name, progress=self.rules.progress(self.state))

    def legal_actions(self) -> frozenset[str]:
        """Which of GAME_ACTIONS the current player may take now: those of the rules' legal
        commands. Asked once per binding whenever the key bar refreshes, so worked out once
        per state."""
        state = self.state
        if self._legal[0] is not state:
            kinds = {type(command) for command in self.rules.legal_commands(state)}
            self._legal = (state, frozenset().union(*(self.ACTIONS_OF[kind] for kind in kinds)))
        return self._legal[1]

    def sync_footer(self) -> None:
        """`refresh_bindings` only when the key bar would show something else: after most
        keys (a cursor move) the legal actions are the same, and nothing is redrawn.
        Textual's own calls (focus, screen changes) still go straight through."""
        shown = tuple(
            (key, active.binding.action, active.enabled)
            for key, active in self.active_bindings.items()
            if active.binding.show
        )
        if shown != self._footer_shown:
            self._footer_shown = shown
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.viewer is not None or action == "view":
            return self.viewer is not None and self.viewer.allows(action)
        if action == "log_page":  # the log, wherever a game shows one
            return self.log_view() is not None
        if action == "results":  # every game: the end dialog again, after a look at the board
            return self.session.is_over
        if action in self.GAME_ACTIONS:
            return not self.bot_to_move() and self.my_turn() and action in self.legal_actions()
        if action == "undo":
            from core.game import can_undo

            return not self.bot_to_move() and self.my_turn() and can_undo(self.rules, self.state, self.session.events)
        if action == "skip":
            return self.bot_to_move() and self.can_skip
        if action == "hand_seat":
            return self.at_table is not None and bool(self.at_table.waiting_seats())
        if action == "chat":
            return self.at_table is not None
        if action == "quiet":
            return self.table is not None and self.table.plays_bots
        return True

    def action_view(self, what: str, amount: int) -> None:
        """A viewer's key (only ever on with a viewer: check_action)."""
        if self.viewer is not None:
            self.viewer.act(self, what, amount)

    # -- bots ---------------------------------------------------------------------
    def _schedule_bot(self) -> None:
        if self.table is not None and not self.table.plays_bots:
            return  # a shared table's bots are played by its host
        if self.viewer is not None:
            return  # a viewer's screen plays nothing, whoever asks (a replay at a bot's turn)
        if self.pace.instant:
            self._play_bots_now()
        elif self._bot_timer is None:
            # a roll needs longer to read than a decision
            rolled = bool(self.session.events) and self.session.events[-1].random
            delay = 0.0 if self.skipping else self.pace.bot * (1.6 if rolled else 1.0)
            self._bot_timer = self.set_timer(max(delay, 0.01), self._bot_step)

    def _play_bots_now(self) -> None:
        """INSTANT pace: the bots play inside the key that handed them the turn (one loop,
        however many bots follow), so a test sees the result as soon as the key is handled."""
        if self._bots_playing:
            return  # the loop below is running and will play this bot next
        self._bots_playing = True
        try:
            while self._bot_step():
                pass
        finally:
            self._bots_playing = False

    def _bot_step(self) -> bool:
        """One bot action, if a bot is to act; False when it is not (or it could not)."""
        self._bot_timer = None
        if self.busy or self.session.is_over or not self.bot_to_move() or not self.is_attached:
            return False  # a busy screen calls after_change when done, which schedules the bot again
        seat = self.current_seat()
        bot = self.bot_kind(seat) if seat is not None else None
        if seat is None or bot is None or not self.bot_ready(bot):  # not ready: its screen plays it when it is
            return False
        command = self.rules.bot_command(self.state, bot)
        return self.play(command)

    def resume_bots(self) -> None:
        """A bot that waited (`bot_ready` said no) may play now."""
        self._schedule_bot()

    def bot_ready(self, bot: str) -> bool:
        """Whether bot `bot` may decide now: a bot whose knowledge is still being built
        waits for it (its screen schedules it again), never plays another bot's move."""
        return True

    def action_skip(self) -> None:
        """Play the rest of the bots' actions at once, up to the next human decision."""
        self.skipping = True
        if self._bot_timer is not None:
            self._bot_timer.stop()
            self._bot_timer = None
        self._schedule_bot()

    # -- common actions -------------------------------------------------------------
    def action_undo(self) -> None:
        try:
            undone = self.session.undo()
        except OSError as error:
            self.notify(_("Could not save the game: {why}").format(why=error.strerror or error), severity="error")
            return
        if undone:
            log = self.log_view()
            if log is not None:
                log.add(_("↶ Undone."))
            self.after_change()

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
        if self._bot_timer is not None:
            self._bot_timer.stop()
        if not self.session.is_over:
            self.notify(_("Game saved. Continue it from the menu any time."), timeout=3)
        self.app.pop_screen()

    def action_results(self) -> None:
        self.show_end()

    def show_end(self) -> None:
        from tui.screens.end import EndScreen

        if self.busy:
            self._ended_shown = False  # after_change, once the screen is done, shows it
            return
        if not self.is_attached or self.app.screen is not self:
            return
        lines = self.end_lines()
        end = self.stage.end_screen(self, lines) if self.stage is not None else EndScreen(lines)
        self.app.push_screen(end, self._end_choice)

    def end_lines(self) -> list[str]:
        """The end screen's text: standings and winners; subclasses add their breakdown."""
        scores = self.rules.scores(self.state)
        winners = set(self.rules.winners(self.state))
        order = sorted(range(len(scores)), key=lambda seat: -scores[seat])
        lines = []
        if len(self.players) == len(scores):
            for place, seat in enumerate(order, start=1):
                crown = "★ " if seat in winners else "  "
                name = pad(short(self.players[seat].name, 20), 20)  # by columns: a wide letter takes two
                lines.append(f"{crown}{place}. {name} {number(scores[seat]):>4}")
        names = [self.players[seat].name for seat in sorted(winners) if seat < len(self.players)]
        if lines:
            lines.append("")  # the verdict stands apart from the standings
        if not names:
            lines.append(_("No winner this time."))
        elif len(names) == 1:
            lines.append(addressed(names[0], _("You win!"), _("{name} wins!")))
        else:
            lines.append(_("Shared win: {names}").format(names=", ".join(names)))
        return lines

    def _end_choice(self, choice: str | None) -> None:
        if choice == "again":
            self.play_again()
        elif choice == "menu":
            self.app.pop_screen()

    def play_again(self) -> None:
        """The same table and options with fresh dice (a campaign stage: its next attempt)."""
        if self.stage is not None:
            self.stage.play_again(self)
            return
        if self.at_table is not None:  # a shared table: a rematch (tui.table.role)
            self.at_table.play_again()
            return
        import random


        seed = random.SystemRandom().randrange(1, 10**9)
        setup = self.rules.setup_model.model_validate({**self.session.setup.model_dump(), "seed": seed})
        new_game(self.app, NewGame(services(self).save_root, self.rules.id, setup))

    def log_view(self) -> GameLog | None:
        found = self.query(GameLog)
        return found.first() if found else None
