"""The 25 to Dice screen's panels, drawn from the state and the picks: the prison board,
the inmates, time and standings, the inmate dice, the prompt.

The screen holds a `PrisonPanels` and calls `show` after every change; titles and the
prompt are set only when their text changes (tui.widgets.unchanged), and each panel
repaints only the lines that differ (lines.py). The panels are looked up once, after
the screen is composed (a query walks the screen's widgets: several a move). It asks
of the screen only what `PanelScreen` declares, all public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar

from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static

from core.lang import _, addressed
from core.twenty_five import MoveInmate
from core.twenty_five.state import ROUNDS, round_played
from tui.games.twenty_five.board import PrisonBoard
from tui.games.twenty_five.dice import InmateDice
from tui.games.twenty_five.inmates import PrisonInmates, crew_owners
from tui.games.twenty_five.others import show_others
from tui.games.twenty_five.prompt import LEGEND, Turn, board_legend, dice_title, prompt_text
from tui.games.twenty_five.status import PrisonStatus, standings
from tui.services import services
from tui.text import literal
from tui.widgets.unchanged import set_text, set_titles

if TYPE_CHECKING:
    from textual.app import App
    from textual.css.query import DOMQuery

    from core.game import PlayerSpec
    from tui.games.twenty_five.aim import Aim
    from tui.screens.viewer import Viewer
    from tui.session import Session

WidgetT = TypeVar("WidgetT", bound=Widget)


class PanelScreen(Protocol):
    """What the panels ask of the 25 to Dice screen: mypy checks it there."""

    session: Session
    aim: Aim
    viewing: int
    routes_shown: bool
    viewer: Viewer | None

    @property
    def app(self) -> App[Any]: ...
    @property
    def state(self) -> Any: ...
    @property
    def players(self) -> tuple[PlayerSpec, ...]: ...
    @property
    def competitive(self) -> bool: ...
    @property
    def walking(self) -> bool: ...
    @property
    def can_skip(self) -> bool: ...

    def query_one(self, selector: str, expect_type: type[WidgetT]) -> WidgetT: ...
    def query(self, selector: str) -> DOMQuery[Widget]: ...
    def current_seat(self) -> int | None: ...
    def bot_to_move(self) -> bool: ...
    def acting(self) -> int: ...
    def picking(self) -> bool: ...


class Widgets(NamedTuple):
    """The panels, as composed (tui.games.twenty_five.screen)."""

    board: PrisonBoard
    inmates: PrisonInmates
    status: PrisonStatus
    dice: InmateDice
    prompt: Static
    #: the other players' sheets, competitive only (others.py)
    others: tuple[PrisonBoard, ...]


class PrisonPanels:
    """One 25 to Dice screen's panels."""

    def __init__(self, screen: PanelScreen) -> None:
        self.screen = screen
        self._widgets: Widgets | None = None

    def widgets(self) -> Widgets:
        """The panels, looked up at the first show (the screen is composed by then) and kept:
        the screen never composes them again."""
        if self._widgets is None:
            screen = self.screen
            self._widgets = Widgets(
                screen.query_one("#board", PrisonBoard), screen.query_one("#inmates", PrisonInmates),
                screen.query_one("#status", PrisonStatus), screen.query_one("#dice", InmateDice),
                screen.query_one("#prompt", Static), tuple(screen.query(".other-board").results(PrisonBoard)))
        return self._widgets

    def show(self, view: Any, chosen: Any) -> None:
        """Draw the sheet's `view` with the picks, `chosen` the command they make."""
        screen, picks, widgets = self.screen, self.screen.aim.picks, self.widgets()
        state, competitive = screen.state, screen.competitive
        names = [player.name for player in screen.players]
        board = widgets.board
        board.show(
            view=view,
            targets=frozenset(screen.aim.targets),
            cursor=picks.cursor,
            path=tuple(chosen.squares) if isinstance(chosen, MoveInmate) else (),
            picked=picks.inmate,
            routes_shown=screen.routes_shown,
        )
        room = board.outer_size.width - 6 if board.outer_size.width else LEGEND  # "╰─ " and " ─╯"
        legend = board_legend(screen.routes_shown, services(screen).ascii, room)
        viewed = names[screen.viewing]
        title = addressed(viewed, _("Your sheet"), _("{name}'s sheet")) if competitive else _("Prison")
        _title(board, title, legend)
        if competitive:
            show_others(screen, names, widgets.others)
        inmates = widgets.inmates
        owners = crew_owners(state, screen.session.setup, names)
        inmates.show(view=view, picked=picks.inmate, points=competitive, owners=owners)
        title = _("Inmates (a-f)") if screen.picking() else _("Inmates")
        _title(inmates, title + (" · " + _("crew at right") if owners else ""))
        status = widgets.status
        status.show(view=view, standings=standings(state, names) if competitive else (),
                    current=screen.current_seat())
        _title(status, _("Time: round {round} of {rounds}").format(round=round_played(state), rounds=ROUNDS))
        self._show_dice(view, chosen)
        # a layout pass only when it outgrows its box (a longer language's prompt scrolls there)
        set_text(widgets.prompt, literal(self._prompt(view, chosen)), layout=True)

    def _show_dice(self, view: Any, chosen: Any) -> None:
        screen = self.screen
        dice = self.widgets().dice
        value, count = screen.aim.picks.dice_of(chosen, view) or (None, 0)
        picked = frozenset([index for index, die in enumerate(view.dice) if die == value][:count])
        rolled = view.phase == "inmates" and not screen.walking
        empty = _("none left this round") if rolled else _("rolled after the guards move")
        dice.show(dice=view.dice, picked=picked, empty_text=empty)
        _title(dice, dice_title(screen.picking() and bool(view.dice), dice.outer_size.width - 6))

    def _prompt(self, view: Any, chosen: Any) -> str:
        screen = self.screen
        if screen.viewer is not None:  # a replay plays nothing: its own line, on every redraw (Tab)
            return screen.viewer.prompt()
        seat = screen.current_seat()
        names = [player.name for player in screen.players]
        turn = Turn(
            who=names[seat] if seat is not None else "",
            bot=screen.bot_to_move(),
            over=screen.session.is_over,
            walking=screen.walking,
            own=screen.viewing == screen.acting(),
            viewed=names[screen.viewing] if screen.competitive else names[0],
        )
        doors = tuple(cell.opens_onto for cell in screen.state.layout.board.cells)
        return prompt_text(turn, view, screen.aim.picks, screen.aim.targets, chosen, doors, screen.can_skip)


def _title(widget: Widget, title: str, subtitle: str | None = None) -> None:
    """Border titles as Text, so a player's name is shown literally, never as markup."""
    if subtitle is None:
        set_titles(widget, literal(title))
    else:
        set_titles(widget, literal(title), Text(subtitle))
