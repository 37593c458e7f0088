"""Dizzle: a level sheet, the offer under it, the score and the log beside it.

The screen's own passing intent, never game state: which sheet is on view
(`viewing`, `tab` cycles), the field under the cursor (`cursor`) and the chosen
die value (`chosen`). A die is chosen by its number (1-6) because equal dice are
interchangeable; moving the cursor onto a field where another number fits
chooses that number, so what is underlined is always what Enter will place.

After every change, a human about to act gets their own sheet back on view and the
cursor on the nearest field that takes the chosen die. Solo, placing a die and
rolling the extra dice are two keys (Enter, then r or Enter), so `u` can take the
die back in between, as at the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from core.dizzle import ChoosePlanet, Pass, PlaceDie, Reroll, ReturnDie, RollExtraDice, RollOffer
from core.dizzle.level import Pos
from core.dizzle.state import DizzleState
from core.lang import N_, N_p, _, addressed
from tui.games.dizzle import panels, tally, view, words
from tui.games.dizzle.legend import DizzleLegend, LegendBox
from tui.games.dizzle.offer import DizzleOffer
from tui.games.dizzle.players import DizzlePlayers
from tui.games.dizzle.repaint import ChangedText
from tui.games.dizzle.score import DizzleScore
from tui.games.dizzle.sheet import DizzleSheet
from tui.screens.game_base import GameScreen
from tui.screens.looked_up import looked_up
from tui.text import literal
from tui.widgets.game_log import GameLog
from tui.widgets.unchanged import set_border

if TYPE_CHECKING:
    from tui.screens.viewer import Viewer
    from tui.session import Coach, Session, StageRole

MOVES = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
VIM = {"up": "k", "down": "j", "left": "h", "right": "l"}


class DizzleScreen(GameScreen[DizzleState]):
    CSS_PATH = "screen.tcss"
    ACTIONS_OF = {
        RollOffer: frozenset({"roll"}),
        RollExtraDice: frozenset({"extra"}),
        PlaceDie: frozenset({"place", "pick"}),
        Reroll: frozenset({"reroll"}),
        Pass: frozenset({"pass"}),
        ReturnDie: frozenset({"give_back"}),
        ChoosePlanet: frozenset({"land"}),
    }
    BINDINGS = [
        # on someone else's sheet Enter goes back to your own (place, give back, land wait for it)
        Binding("enter", "own_sheet", N_("Your sheet")),
        Binding("enter", "place", N_("Place die")),
        Binding("enter", "give_back", N_("Give die back")),
        Binding("enter", "land", N_("Cross planet")),
        Binding("enter", "extra", N_("Roll extra dice"), show=False),
        Binding("enter", "roll", N_p("dizzle key", "Roll"), show=False),  # Dizzle's lanzar, not Dalek Dice's tirar
        Binding("r", "roll", N_p("dizzle key", "Roll")),
        Binding("r", "reroll", N_("Re-roll")),
        Binding("r", "extra", N_("Roll extra dice")),
        Binding("p", "pass", N_("Pass")),
        *[Binding(str(value), f"pick({value})", str(value), show=False) for value in range(1, 7)],
        *[Binding(f"{key},{VIM[key]}", f"move{MOVES[key]}", key, show=False) for key in MOVES],
        Binding("tab", "look(1)", N_("Next sheet")),
        Binding("shift+tab", "look(-1)", N_("Previous sheet"), show=False),
        Binding("g", "legend", N_("Legend")),
        *GameScreen.COMMON_BINDINGS,
    ]

    def __init__(self, session: Session, stage: StageRole | None = None, viewer: Viewer | None = None,
                 coach: Coach | None = None) -> None:
        super().__init__(session, stage, viewer, coach)
        humans = [seat for seat, player in enumerate(self.players) if not player.is_bot]
        self.viewing = humans[0] if humans else 0
        self.cursor: Pos = view.first_field(self.state.setup.level)
        self.chosen: int | None = None
        self.show_legend = False
        self._seen = -1  # events seen by the last refresh: a new state re-aims the cursor
        self._fits_cache: tuple[Any, dict[int, frozenset[Pos]]] = (None, {})

    def compose_board(self) -> ComposeResult:
        with Horizontal(id="dizzle-table"):
            with Vertical(id="dizzle-main"):
                yield DizzleSheet(id="sheet")
                yield DizzleOffer(id="offer")
                yield ChangedText(id="prompt")
            with Vertical(id="dizzle-side"):
                yield DizzlePlayers(id="players")
                yield DizzleScore(id="score")
                yield GameLog(id="log")
                with LegendBox(id="legend-box"):
                    yield DizzleLegend(id="legend")

    # -- what the rules allow now ----------------------------------------------------
    def _names(self) -> list[str]:
        return [player.name for player in self.players]

    def _deciding(self) -> bool:
        """A human is to act (so the screen shows their choices)."""
        return not self.session.is_over and self.current_seat() is not None and not self.bot_to_move()

    def _fits(self) -> dict[int, frozenset[Pos]]:
        """Where each number fits now, worked out once per state."""
        if self._fits_cache[0] is not self.state:
            self._fits_cache = (self.state, view.fits(self.state))
        return self._fits_cache[1]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "look":
            return len(self.players) > 1
        if action == "own_sheet":
            return self._on_other_sheet()
        if action in ("place", "give_back", "land") and self._on_other_sheet():
            return False
        return super().check_action(action, parameters)

    def _on_other_sheet(self) -> bool:
        """A human at this terminal is to act while another player's sheet is on view."""
        actor = self.state.actor
        return (actor is not None and self.viewing != actor and not self.bot_to_move() and self.my_turn()
                and bool({"place", "give_back", "land"} & self.legal_actions()))

    def action_own_sheet(self) -> None:
        self._back_to_own_sheet()

    # -- attributes down ----------------------------------------------------------------
    def refresh_view(self) -> None:
        if len(self.session.events) != self._seen:
            self._seen = len(self.session.events)
            self._follow()
        state, names = self.state, self._names()
        own = self._deciding() and self.viewing == state.actor
        fits = self._fits() if own else {}
        sheet, offer = looked_up(self, "#sheet", DizzleSheet), looked_up(self, "#offer", DizzleOffer)
        sheet.view = view.sheet_view(state, self.viewing, own, fits, self.chosen, self.cursor)
        mine = _("Your sheet") if self._alone() else addressed(names[self.viewing],_("Your sheet"), _("{name}'s sheet"))
        set_border(sheet, literal(mine), _("tab: next sheet") if len(self.players) > 1 else "")
        placing = own and state.phase in ("place", "reroll")  # a human at this terminal places a die
        panels.show_offer(offer, state, self.session.events, names, placing, fits, self.chosen)
        self._refresh_scores(names)
        # the cursor's field, then what to do (a replay's own line); shorter where a tall sheet leaves few lines
        todo = {short: self._todo(names, own, fits, short) for short in (False, True)}
        choices = [literal(f"{words.field_line(state, self.viewing, self.cursor, fits, own, short)}\n{todo[short]}")
                   for short in (False, True)] + [literal(todo[True])]
        looked_up(self, "#prompt", ChangedText).show(*([literal(self.viewer.prompt())] if self.viewer else choices))
        log, legend = looked_up(self, "#log", GameLog), looked_up(self, "#legend", DizzleLegend)
        log.display = not self.show_legend
        panels.show_legend(legend, looked_up(self, "#legend-box", LegendBox), state, self.show_legend)

    def _todo(self, names: list[str], own: bool, fits: dict[int, frozenset[Pos]], short: bool) -> str:
        state = self.state
        if own:
            return words.prompt(state, names, fits, self.chosen, short)
        if self._deciding():
            return words.looking(names[self.viewing], names[state.seat], short)
        return words.waiting(state, names, short, self.can_skip)

    def header_text(self) -> str:
        """The longest wording of the header that fits the line (a 24-letter name does not
        fit beside the level's name)."""
        choices = words.header(self.state, self._names(), [p.is_bot for p in self.players])
        room = self.size.width - 2
        return next((text for text in choices if cell_len(text) <= room), choices[-1]) if room > 0 else choices[0]

    def _refresh_scores(self, names: list[str]) -> None:
        players, score = looked_up(self, "#players", DizzlePlayers), looked_up(self, "#score", DizzleScore)
        panels.show_players(players, self.state, self.rules, names, self.session.is_over)
        panels.show_score(score, self.state, self.viewing, names[self.viewing], self._alone())
        score.display = not self.show_legend
        players.display = players.display and not self.show_legend

    def _alone(self) -> bool:
        """One player at the keyboard: "Your sheet". A bot playing solo is watched: its name."""
        return len(self.players) == 1 and not self.players[0].is_bot

    # -- following the play -----------------------------------------------------------
    def _follow(self) -> None:
        """A human about to act sees their own sheet, the cursor on a field that takes a die."""
        if not self._deciding():
            return
        state = self.state
        self.viewing = state.seat
        fits = self._fits() if state.phase != "planet" else {}
        self.cursor, self.chosen = view.follow(state, self.cursor, self.chosen, fits)

    # -- keys ------------------------------------------------------------------------------
    def action_move(self, rows: int, cols: int) -> None:
        """Step to the next field in that direction, over gaps; stop at the edge."""
        level = self.state.setup.level
        row, col = self.cursor
        while 0 <= row + rows < level.rows and 0 <= col + cols < level.cols:
            row, col = row + rows, col + cols
            if level.field_at(row, col) is not None:
                self._point_at((row, col))
                return

    def _point_at(self, pos: Pos) -> None:
        self.cursor = pos
        here = view.pips_at(self.state, pos)
        if self.viewing == self.state.actor and here is not None and pos in self._fits().get(here, ()):
            self.chosen = here
        self.refresh_view()

    def action_pick(self, value: int) -> None:
        fits = self._fits()
        if value not in self.state.offer:
            self.notify(_("There is no {value} in the offer.").format(value=value), timeout=3)
        elif value not in fits:
            self.notify(_("The {value} fits nowhere on your sheet now.").format(value=value), timeout=3)
        else:  # the same number again: the next field it fits, in reading order
            again = self.chosen == value and self.viewing == self.state.seat and self.cursor in fits[value]
            self.chosen, self.viewing = value, self.state.seat
            self.cursor = (view.following(self.cursor, fits[value]) if again
                           else view.nearest(self.cursor, fits[value], view.piles(self.state.setup.level)))
            self.refresh_view()

    def _back_to_own_sheet(self) -> bool:
        """Enter on someone else's sheet goes back to your own instead of acting."""
        if self.viewing != self.state.actor:
            self.viewing = self.state.seat  # a human's key: someone acts
            self.refresh_view()
            self.sync_footer()
            return True
        return False

    def action_place(self) -> None:
        if self._back_to_own_sheet():
            return
        state = self.state
        here = view.pips_at(self.state, self.cursor)
        value = here if here in state.offer else self.chosen
        if value is None:
            self.notify(_("No die fits this field."), severity="warning", timeout=4)
            return
        self.play(PlaceDie(die=state.offer.index(value), at=self.cursor))

    def action_give_back(self) -> None:
        if not self._back_to_own_sheet():
            self.play(ReturnDie(at=self.cursor))

    def action_land(self) -> None:
        if not self._back_to_own_sheet():
            self.play(ChoosePlanet(at=self.cursor))

    def action_roll(self) -> None:
        self.play(RollOffer())

    def action_reroll(self) -> None:
        self.play(Reroll())

    def action_pass(self) -> None:
        """Never asks: the rules let a player pass only when no die of the offer fits their
        sheet (or re-roll first), so a pass never throws away a die they could place."""
        self.play(Pass())

    def action_extra(self) -> None:
        self.play(RollExtraDice())

    def action_look(self, step: int) -> None:
        self.viewing = (self.viewing + step) % len(self.players)
        self.refresh_view()
        self.sync_footer()  # Enter places a die on your own sheet, and goes back to it from another

    def action_legend(self) -> None:
        self.show_legend = not self.show_legend
        self.refresh_view()

    # -- mouse -----------------------------------------------------------------------------
    @on(DizzleSheet.FieldClicked)
    def _clicked_field(self, event: DizzleSheet.FieldClicked) -> None:
        """A click moves the cursor; a click on the cursor's field acts like Enter."""
        if event.pos != self.cursor:
            self._point_at(event.pos)
            return
        enter = {"place": self.action_place, "give_back": self.action_give_back, "land": self.action_land,
                 "extra": self.action_extra}
        for action, act in enter.items():
            if self.check_action(action, ()):
                act()
                return

    @on(DizzleOffer.Picked)
    def _clicked_die(self, event: DizzleOffer.Picked) -> None:
        if self.check_action("pick", ()):
            self.action_pick(event.value)

    def end_lines(self) -> list[str]:
        return tally.end_lines(self.state, self._names())

