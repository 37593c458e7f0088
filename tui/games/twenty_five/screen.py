"""25 to Dice: the prison sheet on the left, time, dice and the log on the right.

Spending dice is three small picks, all the screen's passing intent (never game
state): an inmate (a-f, its initial), optionally the dice (a digit picks one die of
that value, again for a second one: a set walks further), then a destination among
the highlighted squares (arrows or hjkl, Enter). With no dice picked every square
the inmate can reach is highlighted and the dice follow from the square; when
several walks or dice reach it, `p` shows the next one, drawn on the board. An
escape is a destination like any other: the exit above the top row. `x` starts a
substitution (pick the exit whose number to use, then the square), `s` stops the
Inmates Move, `r` rolls the guard dice, `g` shows or hides the guards' patrol routes.

A key redraws only what it changed: the targets of a pick are worked out once per
pick, not per cursor move; titles, the prompt and the Footer are set only when their
text changes; the prison's widgets repaint only the lines that differ (lines.py).

The Guards Move is shown square by square and the log speaks in player names:
both come from `GuardsWalkScreen` (twenty_five_guards.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static

from core.lang import N_, N_p, _, pgettext
from core.twenty_five import EndMoves, Escape, MoveGuards, MoveInmate, Substitute, sheet_view
from core.twenty_five.state import acting_board
from tui.games.twenty_five.aim import Aim
from tui.games.twenty_five.board import PrisonBoard, prison_board
from tui.games.twenty_five.dice import InmateDice
from tui.games.twenty_five.end import end_lines
from tui.games.twenty_five.guards import GuardsWalkScreen
from tui.games.twenty_five.inmates import PrisonInmates
from tui.games.twenty_five.others import other_boards
from tui.games.twenty_five.panels import PrisonPanels
from tui.games.twenty_five.picks import Picks, Targets
from tui.games.twenty_five.prompt import header_line
from tui.games.twenty_five.status import PrisonStatus
from tui.games.twenty_five.stop import stop_question
from tui.screens.confirm import ConfirmScreen
from tui.screens.game_base import GameScreen
from tui.widgets.game_log import GameLog
from tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from tui.screens.viewer import Viewer
    from tui.session import Coach, Session, StageRole


class TwentyFiveScreen(GuardsWalkScreen):
    CSS_PATH = "screen.tcss"
    #: aiming (cursor, go, path) is narrowed to what the picks point at (legal_actions)
    ACTIONS_OF = {
        MoveGuards: frozenset({"guards"}),
        MoveInmate: frozenset({"inmate", "die", "cursor", "go", "path"}),
        Escape: frozenset({"inmate", "die", "cursor", "go", "path"}),
        Substitute: frozenset({"swap", "cursor", "go"}),
        EndMoves: frozenset({"stop"}),
    }
    BINDINGS = [
        Binding("r", "guards", N_("Guards move")),
        Binding("a", "inmate(0)", N_("Inmate"), key_display="a-f"),
        *[Binding(key, f"inmate({index})", show=False) for index, key in enumerate("bcdef", start=1)],
        Binding("1", "die(1)", N_("Dice"), key_display="1-6"),
        *[Binding(str(value), f"die({value})", show=False) for value in range(2, 7)],
        Binding("up,k", "cursor(-1, 0)", N_("Aim"), key_display="←↑↓→"),
        Binding("down,j", "cursor(1, 0)", show=False),
        Binding("left,h", "cursor(0, -1)", show=False),
        Binding("right,l", "cursor(0, 1)", show=False),
        Binding("enter", "go", N_("Go")),
        Binding("p", "path", N_("Other way")),
        # x and s work while aiming a move or a substitution but leave the Footer to the aiming keys
        Binding("x", "swap(0)", show=False),
        Binding("x", "swap(1)", N_("Substitute")),
        Binding("s", "stop(0)", show=False),
        Binding("s", "stop(1)", N_p("25 to Dice key", "Stop")),  # parar, not Dalek Dice's plantarse
        Binding("tab", "board(1)", N_("Sheets")),
        Binding("shift+tab", "board(-1)", show=False),
        # g always works; the Footer names it when it has the room (not while aiming, nor in a
        # competitive Inmates Move, whose Footer is full with tab, x, s, u)
        Binding("g", "routes(0)", show=False),
        Binding("g", "routes(1)", N_("Routes")),
        Binding("f", "skip", N_("Skip")),
        Binding("escape", "cancel", N_("Cancel")),
        *GameScreen.COMMON_BINDINGS,
    ]

    def __init__(self, session: Session, stage: StageRole | None = None, viewer: Viewer | None = None,
                 coach: Coach | None = None) -> None:
        super().__init__(session, stage, viewer, coach)
        self.picks = Picks()
        self.viewing = 0  # the sheet on show (competitive: tab looks at the others)
        self._following: int | None = None  # the sheet in play when `viewing` was last reset
        self.aim = Aim(self.picks)  # the squares the picks point at (tui.games.twenty_five.aim)
        self.routes_shown = True
        self.panels = PrisonPanels(self)  # the board, inmates, time, dice and prompt (panels.py)

    @property
    def _targets(self) -> Targets:
        return self.aim.targets

    def acting(self) -> int:
        """The sheet in play: whose dice are spent, or who rolls the guard dice next."""
        board = acting_board(self.state)
        if board is None and self.competitive:
            board = self.current_seat()
        return board or 0

    def on_mount(self) -> None:
        # Textual runs GameScreen.on_mount too (handlers run for every class of the MRO): no super() here
        self.query_one(KeyBar).compact = True  # this game has many keys: room for all of them at 80 columns

    def compose_board(self) -> ComposeResult:
        with Horizontal(id="prison-table"):
            with Vertical(id="prison-left"):
                yield prison_board(self.state.layout.board)
                yield PrisonInmates(id="inmates")
                with VerticalScroll(id="prompt-box", can_focus=False):  # a longer language's prompt scrolls
                    yield Static("", id="prompt", markup=False)
            if self.competitive:  # the other sheets, where the terminal is wide enough (others.py)
                with Horizontal(id="other-boards"):
                    yield from other_boards(self.state.layout.board, len(self.state.sheets))
            with Vertical(id="prison-right"):
                yield PrisonStatus(id="status")
                yield InmateDice(id="dice")
                yield GameLog(id="log")

    # -- attributes down --------------------------------------------------------
    def refresh_view(self) -> None:
        acting = self.acting()
        if acting != self._following:
            self._following, self.viewing = acting, acting
            self.picks.clear()
        view = self._walk_view or self.aim.sheet(self.state, self.viewing)
        if self.picking():
            self.aim.settle(self.rules, self.state, view)
        else:
            self.aim.clear()
        self.panels.show(view, self.picks.chosen(self._targets))

    def picking(self) -> bool:
        """A human is spending dice on the sheet on show."""
        return (
            self._walk is None
            and not self.session.is_over
            and self.state.phase == "inmates"
            and not self.bot_to_move()
            and self.viewing == self.acting()
        )

    def header_text(self) -> str:
        return header_line(self.rules, self.state, self.players)

    # -- legality for the Footer ---------------------------------------------------
    def legal_actions(self) -> frozenset[str]:
        legal = super().legal_actions()
        if not self._targets:
            legal -= {"cursor", "go"}  # nothing picked yet that a square could be aimed for
        ways = self._targets.get(self.picks.cursor, ()) if self.picks.cursor else ()
        return legal if len(ways) > 1 else legal - {"path"}

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self._walk is not None:
            return super().check_action(action, parameters)
        aiming = self.picks.inmate is not None or self.picks.swapping  # the Footer needs the room then
        if action == "board":
            return self.competitive and len(self.state.sheets) > 1 and not aiming
        if action == "cancel":
            return self.picks.active and not self.bot_to_move()
        allowed = super().check_action(action, parameters)
        if allowed and action in ("swap", "stop"):
            return bool(parameters[0]) != aiming
        if action == "routes":
            crowded = aiming or (self.competitive and self.state.phase == "inmates")
            return bool(parameters[0]) != crowded
        return allowed

    # -- messages up / keys ---------------------------------------------------------
    def _redraw(self) -> None:
        """After a key that changed no game state: the Footer is rebuilt only if its keys change."""
        self.refresh_view()
        self.sync_footer()

    def _own_sheet(self) -> Any:
        """Picking always happens on the sheet in play: come back to it first."""
        if self.viewing != self.acting():
            self.viewing = self.acting()
            self.refresh_view()
        return sheet_view(self.state, self.viewing)

    def action_routes(self, _shown: int = 1) -> None:
        self.routes_shown = not self.routes_shown
        self._redraw()

    def action_guards(self) -> None:
        self.play(MoveGuards())

    def action_inmate(self, index: int) -> None:
        self._said_or_redrawn(self.aim.pick_inmate(self._own_sheet(), index))

    def action_die(self, value: int) -> None:
        self._said_or_redrawn(self.aim.pick_die(self._own_sheet(), value))

    def _said_or_redrawn(self, why_not: str | None) -> None:
        if why_not is not None:
            self.notify(why_not)
        else:
            self._redraw()

    def action_cursor(self, rows: int, columns: int) -> None:
        self.picks.step(self._targets, (rows, columns))
        self._redraw()

    def action_path(self) -> None:
        self.picks.choice += 1
        self._redraw()

    def action_go(self) -> None:
        chosen = self.picks.chosen(self._targets)
        if chosen is None:
            return
        if isinstance(chosen, int):  # the exit whose number a substitution will use
            below = (0, self.picks.cursor[1]) if self.picks.cursor else None  # start under that exit
            self.picks.exit, self.picks.cursor = chosen, below
            self._redraw()
            return
        if self.play(chosen):
            self.picks.clear()
            self._redraw()

    def action_swap(self, _shown: int = 1) -> None:
        self.aim.swap(self._own_sheet())
        self._redraw()

    def action_stop(self, _shown: int = 1) -> None:
        """End the Inmates Move; with the whole roll unused (and some move possible) ask
        first, as every game asks before a key throws away a whole roll."""
        state = self.state
        question = stop_question(self.rules, state, self.session.events)
        if question is not None:

            def answered(yes: bool | None) -> None:
                if yes and self.state is state:
                    self._stop_now()

            self.app.push_screen(ConfirmScreen(question, yes=pgettext("25 to Dice key", "Stop"), no=_("Back")),
                                 answered)
            return
        self._stop_now()

    def _stop_now(self) -> None:
        self.picks.clear()
        self.play(EndMoves())

    def action_cancel(self) -> None:
        self.picks.clear()
        self._redraw()

    def action_board(self, step: int) -> None:
        self.viewing = (self.viewing + step) % len(self.state.sheets)
        self._redraw()

    def on_resize(self) -> None:
        if self.competitive and self.query("#board"):  # composed: as many other sheets as the width holds
            self.refresh_view()

    @on(PrisonBoard.Clicked)
    def _clicked(self, event: PrisonBoard.Clicked) -> None:
        if event.square not in self._targets:
            return
        if event.square == self.picks.cursor:
            self.action_go()
        else:
            self.picks.cursor, self.picks.choice = event.square, 0
            self._redraw()

    @on(InmateDice.Picked, "#dice")
    def _die_clicked(self, event: InmateDice.Picked) -> None:
        dice = self.query_one("#dice", InmateDice).dice
        if self.check_action("die", ()) and event.index < len(dice):
            self.action_die(dice[event.index])

    def end_lines(self) -> list[str]:
        return end_lines(self.state, [player.name for player in self.players])
