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

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from core.twenty_five import INMATES, EndMoves, Escape, MoveGuards, MoveInmate, Substitute, crews, sheet_view
from core.twenty_five.events import InmateDiceRolled
from core.twenty_five.state import ROUNDS, acting_board, round_played
from core.lang import N_, N_p, _, addressed, ngettext, pgettext
from tui.screens.confirm import ConfirmScreen
from tui.screens.game_base import GameScreen
from tui.games.twenty_five.end import end_lines
from tui.games.twenty_five.picks import Picks, Targets
from tui.games.twenty_five.prompt import LEGEND, Turn, board_legend, dice_title, header_line, prompt_text
from tui.games.twenty_five.guards import GuardsWalkScreen
from tui.services import services
from tui.widgets.game_log import GameLog
from tui.games.twenty_five.board import PrisonBoard
from tui.games.twenty_five.dice import InmateDice
from tui.games.twenty_five.inmates import PrisonInmates
from tui.games.twenty_five.status import PrisonStatus, PrisonStanding
from tui.text import literal
from tui.widgets.key_bar import KeyBar
from tui.widgets.unchanged import set_text

if TYPE_CHECKING:
    from tui.screens.viewer import Viewer
    from tui.session import Session, StageRole


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

    def __init__(self, session: Session, stage: StageRole | None = None, viewer: Viewer | None = None) -> None:
        super().__init__(session, stage, viewer)
        self.picks = Picks()
        self.viewing = 0  # the sheet on show (competitive: tab looks at the others)
        self._following: int | None = None  # the sheet in play when `viewing` was last reset
        self._targets: Targets = {}
        self._targets_for: tuple[Any, ...] = ()  # what `_targets` was worked out for
        self._sheet_for: tuple[Any, ...] = (None, -1, None)  # (state, sheet, its view): one view per state
        self._titles: dict[str | None, tuple[str | None, ...]] = {}  # per widget id, the titles last set
        self.routes_shown = True

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
        layout = self.state.layout.board
        board = PrisonBoard(id="board")
        board.routes = {
            square: (layout.heading("Green", square), layout.heading("Blue", square)) for square in layout.squares()
        }
        board.doors = tuple(cell.opens_onto for cell in layout.cells)
        with Horizontal(id="prison-table"):
            with Vertical(id="prison-left"):
                yield board
                yield PrisonInmates(id="inmates")
                with VerticalScroll(id="prompt-box", can_focus=False):  # a longer language's prompt scrolls
                    yield Static("", id="prompt", markup=False)
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
        view = self._walk_view or self._sheet(self.viewing)
        if self._picking():
            self._drop_stale_picks(view)
            self._targets = self._find_targets(view)
            self.picks.settle(self._targets, self._near(view))
        else:
            self.picks.clear()
            self._targets = {}
        chosen = self.picks.chosen(self._targets)
        names = [player.name for player in self.players]
        board = self.query_one("#board", PrisonBoard)
        board.show(
            view=view,
            targets=frozenset(self._targets),
            cursor=self.picks.cursor,
            path=tuple(chosen.squares) if isinstance(chosen, MoveInmate) else (),
            picked=self.picks.inmate,
            routes_shown=self.routes_shown,
        )
        room = board.outer_size.width - 6 if board.outer_size.width else LEGEND  # "╰─ " and " ─╯"
        legend = board_legend(self.routes_shown, services(self).ascii, room)
        viewed = names[self.viewing]
        title = addressed(viewed, _("Your sheet"), _("{name}'s sheet")) if self.competitive else _("Prison")
        self._title(board, title, legend)
        inmates = self.query_one("#inmates", PrisonInmates)
        owners = self._owners(names)
        inmates.show(view=view, picked=self.picks.inmate, points=self.competitive, owners=owners)
        title = _("Inmates (a-f)") if self._picking() else _("Inmates")
        self._title(inmates, title + (" · " + _("crew at right") if owners else ""))
        status = self.query_one("#status", PrisonStatus)
        standings = self._standings(names) if self.competitive else ()
        status.show(view=view, standings=standings, current=self.current_seat())
        self._title(status, _("Time: round {round} of {rounds}").format(round=round_played(self.state), rounds=ROUNDS))
        self._show_dice(view, chosen)
        prompt = self.query_one("#prompt", Static)
        text = self._prompt(view, chosen)
        if self._titles.get("prompt") != (text,):
            self._titles["prompt"] = (text,)
            set_text(prompt, literal(text), layout=True)  # a layout pass only when it outgrows its box

    def _title(self, widget: Widget, title: str, subtitle: str | None = None) -> None:
        """Set border titles only when they change: Textual repaints a widget on every set.
        Given as Text, so a player's name is shown literally, never as markup."""
        if self._titles.get(widget.id) != (title, subtitle):
            self._titles[widget.id] = (title, subtitle)
            widget.border_title = literal(title)
            if subtitle is not None:
                widget.border_subtitle = Text(subtitle)

    def _sheet(self, board: int) -> Any:
        """The sheet's view, built once per state (cursor moves do not change the state)."""
        state, seen, view = self._sheet_for
        if state is not self.state or seen != board:
            view = sheet_view(self.state, board)
            self._sheet_for = (self.state, board, view)
        return view

    def _find_targets(self, view: Any) -> Targets:
        """The highlighted squares, worked out again only when the picks or the state change."""
        picks = self.picks
        key = (self.state, view, (picks.inmate, picks.value, picks.count, picks.swapping, picks.exit))
        seen = self._targets_for
        if not seen or seen[0] is not key[0] or seen[1] is not key[1] or seen[2] != key[2]:
            self._targets_for = key
            self._targets = picks.targets(self.rules, self.state, view)
        return self._targets

    def _picking(self) -> bool:
        """A human is spending dice on the sheet on show."""
        return (
            self._walk is None
            and not self.session.is_over
            and self.state.phase == "inmates"
            and not self.bot_to_move()
            and self.viewing == self.acting()
        )

    def _drop_stale_picks(self, view: Any) -> None:
        """After a move or an undo: forget an inmate that left the grid, dice no longer in hand."""
        status = {inmate.name: inmate.status for inmate in view.inmates}
        if status.get(self.picks.inmate) in ("escaped", "captured"):
            self.picks.clear()
        if self.picks.value is not None and self.picks.count > view.dice.count(self.picks.value):
            self.picks.value, self.picks.count = None, 0

    def _near(self, view: Any) -> Any:
        for inmate in view.inmates:
            if inmate.name == self.picks.inmate:
                return inmate.square or self.state.layout.board.cells[INMATES.index(inmate.name)].opens_onto
        return None

    def _owners(self, names: list[str]) -> tuple[str, ...]:
        if self.state.setup.mode != "coop":
            return ()
        owner = {inmate: names[seat] for seat, crew in enumerate(crews(self.session.setup)) for inmate in crew}
        return tuple(owner[index] for index in range(len(INMATES)))

    def _standings(self, names: list[str]) -> tuple[PrisonStanding, ...]:
        return tuple(
            PrisonStanding(name, sheet.escaped, sheet.captured, sheet.score)
            for name, sheet in zip(names, self.state.sheets)
        )

    def _show_dice(self, view: Any, chosen: Any) -> None:
        dice = self.query_one("#dice", InmateDice)
        value, count = self.picks.dice_of(chosen, view) or (None, 0)
        picked = frozenset([index for index, die in enumerate(view.dice) if die == value][:count])
        rolled = view.phase == "inmates" and self._walk is None
        empty = _("none left this round") if rolled else _("rolled after the guards move")
        dice.show(dice=view.dice, picked=picked, empty_text=empty)
        self._title(dice, dice_title(self._picking() and bool(view.dice), dice.outer_size.width - 6))

    def header_text(self) -> str:
        return header_line(self.rules, self.state, self.players)

    def _prompt(self, view: Any, chosen: Any) -> str:
        seat = self.current_seat()
        names = [player.name for player in self.players]
        turn = Turn(
            who=names[seat] if seat is not None else "",
            bot=self.bot_to_move(),
            over=self.session.is_over,
            walking=self._walk is not None,
            own=self.viewing == self.acting(),
            viewed=names[self.viewing] if self.competitive else names[0],
        )
        doors = tuple(cell.opens_onto for cell in self.state.layout.board.cells)
        return prompt_text(turn, view, self.picks, self._targets, chosen, doors, self.can_skip)

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
        view = self._own_sheet()
        inmate = view.inmates[index]
        if inmate.status in ("escaped", "captured"):
            if inmate.status == "escaped":
                self.notify(_("{inmate} has already escaped.").format(inmate=inmate.name))
            else:
                self.notify(_("{inmate} has been captured.").format(inmate=inmate.name))
            return
        if self.picks.inmate == inmate.name and not self.picks.swapping:
            self.picks.clear()
        else:
            self.picks.swapping, self.picks.exit = False, None
            self.picks.inmate, self.picks.cursor = inmate.name, None
        self._redraw()

    def action_die(self, value: int) -> None:
        view = self._own_sheet()
        if value not in view.dice:
            self.notify(_("No inmate die shows {value} now: you have {dice}.").format(
                value=value, dice=" ".join(map(str, view.dice))))
            return
        self.picks.swapping, self.picks.exit = False, None
        self.picks.pick_die(value, view.dice)
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
            self.picks.exit, self.picks.cursor = chosen, None
            self._redraw()
            return
        if self.play(chosen):
            self.picks.clear()
            self._redraw()

    def action_swap(self, _shown: int = 1) -> None:
        view = self._own_sheet()
        swapping = self.picks.swapping
        self.picks.clear()
        if not swapping:
            self.picks.swapping = True
            ready = [index for index, exit in enumerate(view.exits) if exit.value is not None and not exit.used_up]
            if len(ready) == 1:
                self.picks.exit = ready[0]
        self._redraw()

    def action_stop(self, _shown: int = 1) -> None:
        """End the Inmates Move; with the whole roll unused (and some move possible) ask
        first, as every game asks before a key throws away a whole roll."""
        board = acting_board(self.state)
        state = self.state
        if board is not None and self._whole_roll_unused(board) and any(
                not isinstance(command, EndMoves) for command in self.rules.legal_commands(state)):
            count = len(state.sheets[board].dice)
            question = ngettext("None of the {count} inmate die is used yet. End the Inmates Move and lose it?",
                                "None of the {count} inmate dice is used yet. End the Inmates Move and lose them all?",
                                count).format(count=count)

            def answered(yes: bool | None) -> None:
                if yes and self.state is state:
                    self._stop_now()

            self.app.push_screen(ConfirmScreen(question, yes=pgettext("25 to Dice key", "Stop"), no=_("Back")),
                                 answered)
            return
        self._stop_now()

    def _whole_roll_unused(self, board: int) -> bool:
        """No die of this sheet's inmate roll is spent yet."""
        dice = self.state.sheets[board].dice
        for event in reversed(self.session.events):
            if isinstance(event, InmateDiceRolled) and event.board == board:
                return bool(dice) and sorted(dice) == sorted(event.values)
        return False

    def _stop_now(self) -> None:
        self.picks.clear()
        self.play(EndMoves())

    def action_cancel(self) -> None:
        self.picks.clear()
        self._redraw()

    def action_board(self, step: int) -> None:
        self.viewing = (self.viewing + step) % len(self.state.sheets)
        self._redraw()

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
