"""Dalek Dice, laid out like the rulebook's playing area.

Top: the Doctors and Exterminate!s. Top left: kept Humans. Top right: kept Daleks.
Centre: the roll waiting to be allocated. Right: the dice to roll again. Beside them
the scoreboard, the odds (toggle `o`) and the log.

Picking keepers is the screen's own passing intent (which dice of the centre are
ticked), not game state: it becomes one `Keep` command when the player presses
Enter, `r` (keep, then roll on) or `s` (keep, then stop).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static

from core.dalek_dice import MUST_KEEP, MUST_ROLL, ROLL_OR_STOP, Keep, Roll, Stop
from core.dalek_dice.describe import log_lines, turn_recap
from core.dalek_dice.faces import DALEKS_2, DALEKS_3, DOCTOR, EXTERMINATE, HUMANS_2, HUMANS_4
from core.dalek_dice.state import DalekState
from core.lang import N_, _, ngettext, pgettext
from tui.games.dalek_dice import words
from tui.games.dalek_dice.scoreboard import Scoreboard
from tui.games.dalek_dice.warm import ChartWarmer
from tui.screens.game_base import GameScreen
from tui.screens.looked_up import looked_up
from tui.widgets.dice_row import Chip, DiceRow
from tui.widgets.game_log import GameLog
from tui.widgets.unchanged import set_text

if TYPE_CHECKING:
    from core.game import Event
    from tui.screens.viewer import Viewer
    from tui.session import Coach, Session, StageRole

#: each face's colour on the table; its letters are the language's (words.chip_letters)
STYLES = {DOCTOR: "bold blue", HUMANS_2: "green", HUMANS_4: "bold green", DALEKS_2: "red", DALEKS_3: "bold red",
          EXTERMINATE: "bold yellow"}


def chips(faces: Sequence[int]) -> tuple[Chip, ...]:
    return tuple(Chip(words.chip_letters(face), STYLES[face]) for face in faces)


class DalekDiceScreen(GameScreen[DalekState]):
    CSS_PATH = "screen.tcss"
    #: with a roll in the centre, Roll and Stop keep the ticked dice first (Keep, then Roll or Stop)
    ACTIONS_OF = {
        Roll: frozenset({"roll"}),
        Stop: frozenset({"stop"}),
        Keep: frozenset({"keep", "roll", "stop", "tick", "cursor", "pick"}),
    }
    BINDINGS = [
        Binding("r", "roll", N_("Roll")),
        Binding("s", "stop", N_("Stop")),
        Binding("enter", "keep", N_("Keep")),
        Binding("space", "tick", N_("Tick")),
        Binding("left", "cursor(-1)", "←", show=False),
        Binding("right", "cursor(1)", "→", show=False),
        *[Binding(str(key), f"pick({(key - 1) % 10})", str(key), show=False) for key in range(10)],
        Binding("o", "odds", N_("Odds")),
        *GameScreen.COMMON_BINDINGS,
    ]

    def __init__(self, session: Session, stage: StageRole | None = None, viewer: Viewer | None = None,
                 coach: Coach | None = None) -> None:
        super().__init__(session, stage, viewer, coach)
        self.ticked: set[int] = set()
        self.cursor = 0
        self.show_odds = False
        #: the bots' charts, built off the UI thread; the expert waited for (tui.games.dalek_dice.warm)
        self.charts = ChartWarmer(self)

    def bot_ready(self, bot: str) -> bool:
        """The expert decides only once built, shown waiting meanwhile: playing the optimal
        bot's move instead made the same seed and keys two games on a busy machine."""
        if bot == "expert" and not self.charts.expert_at_hand():
            self._show("#prompt", _("The expert is getting ready (the first time, a few seconds)…"))
            return False
        return True

    def charts_ready(self) -> None:
        self.refresh_view()
        self.resume_bots()  # an expert's turn waited for it (bot_ready)

    def on_mount(self) -> None:
        # Textual runs GameScreen.on_mount itself (handlers run for every class in the MRO)
        # i18n: box titles: the Top section, the players' totals, the odds panel
        titles = (("#top", pgettext("dalek dice box", "Top")), ("#scores", _("Scores")), ("#odds-box", _("Odds")))
        for selector, title in titles:
            self.query_one(selector).border_title = title
        self.query_one("#humans", DiceRow).empty_text = _("no Humans kept")
        self.query_one("#daleks", DiceRow).empty_text = _("no Daleks kept")
        self.charts.warm({player.bot for player in self.players})

    def compose_board(self) -> ComposeResult:
        with Horizontal(id="dalek-table"):
            with Vertical(id="dalek-area"):
                yield Static("", id="top", classes="zone")
                with Horizontal(id="keepers"):
                    yield DiceRow(id="humans", classes="zone")
                    yield DiceRow(id="daleks", classes="zone")
                yield DiceRow(id="centre", classes="zone")
                yield DiceRow(id="right", classes="zone")
                yield Static("", id="prompt")
            with Vertical(id="dalek-side"):
                yield Scoreboard(id="scores")
                with VerticalScroll(id="odds-box", can_focus=False):  # a longer language's odds scroll
                    yield Static("", id="odds")
            yield GameLog(id="log")  # under the tally at 80x24, across the table when large (screen.tcss)

    # -- attributes down --------------------------------------------------------
    # Textual repaints a widget whenever a border title is set, even to the same value,
    # and `Static.update` lays the screen out again by default: `DiceRow.show_title` and
    # `_show` skip what has not changed, so a key press redraws only what it changed.
    def _show(self, selector: str, text: str, layout: bool = True) -> None:
        """Show plain text literally (names are data, never markup), if it changed."""
        set_text(looked_up(self, selector, Static), Text(text), layout=layout)

    def refresh_view(self) -> None:
        state = self.state
        over = self.rules.is_over(state)
        self._show("#top", words.top_text(state), layout=False)  # always two lines
        humans = looked_up(self, "#humans", DiceRow)
        humans.chips = chips(state.humans_kept)
        humans.show_title(_("Humans {count}").format(count=state.humans))
        daleks = looked_up(self, "#daleks", DiceRow)
        daleks.chips = chips(state.daleks_kept)
        daleks.show_title(_("Daleks {count}").format(count=state.daleks))
        keeping = state.phase == MUST_KEEP and not over
        if not keeping:
            self.ticked.clear()
        self.cursor = min(self.cursor, max(len(state.centre) - 1, 0))
        centre = looked_up(self, "#centre", DiceRow)
        centre.show(chips=chips(state.centre), numbered=keeping, empty_text=words.centre_empty(state, over),
                    **self._ticks())  # with the ticks: the Roll measured and drawn once
        rolled = len(state.last_roll)
        # i18n: the box of the roll waiting to be allocated (a noun)
        roll = ngettext("Roll: {count} die", "Roll: {count} dice", rolled).format(count=rolled) if rolled else None
        centre.show_title(roll or pgettext("dalek dice box", "Roll"))
        right = looked_up(self, "#right", DiceRow)
        ready = _("all ten dice are ready to roll") if state.phase == MUST_ROLL else _("empty")
        right.show(chips=chips(state.right), empty_text=ready)
        rolling_on = state.phase in (MUST_KEEP, ROLL_OR_STOP)
        again = _("Right: {count} to roll again").format(count=state.dice_left)
        right.show_title(again if rolling_on else pgettext("dalek dice box", "Right"))
        scores = looked_up(self, "#scores", Scoreboard)
        # once over, the last round played (the turn count has moved on to a turn nobody plays)
        played = (state.turn - 2) // len(state.totals) + 1 if over else state.table_round
        scores.show(rows=tuple((p.name, total, p.is_bot) for p, total in zip(self.players, state.totals)),
                    current=None if over else state.seat,
                    winners=frozenset(self.rules.winners(state)) if over else frozenset(),
                    footer=_("target {target} · round {round}").format(target=state.target, round=played))
        looked_up(self, "#odds-box", VerticalScroll).display = self.show_odds
        names = [player.name for player in self.players]
        self._show("#prompt", words.prompt(state, names, self.bot_to_move(), over, self.can_skip))
        self._show_odds()

    def _ticks(self) -> dict[str, Any]:
        """The Roll's ticks and cursor."""
        keeping = self.state.phase == MUST_KEEP and not self.rules.is_over(self.state)
        return {"picked": frozenset(self.ticked), "cursor": self.cursor if keeping and self.state.centre else None}

    def _show_ticks(self) -> None:
        """The Roll's ticks and cursor, and the odds that follow the ticks: all a tick changes."""
        looked_up(self, "#centre", DiceRow).show(**self._ticks())
        self._show_odds()

    def _show_odds(self) -> None:
        if self.show_odds:
            ticking = self.my_turn() and not self.bot_to_move() and self.viewer is None
            self._show("#odds", words.odds_text(self.rules, self.state, self.ticked, self.charts.expert, ticking))

    def log_lines(self, events: Sequence[Event], start: int = 0) -> list[str]:
        """Each roll and keep names its player (the events do not: the turn says whose)."""
        return log_lines(events, self.state.setup, start)

    def recap_lines(self, events: Sequence[Event], start: int) -> list[str]:
        """A line for each turn the player waited for: who, how it ended, its points."""
        return turn_recap(events[start:], self.state.setup)

    def header_text(self) -> str:
        names = [player.name for player in self.players]
        return words.header(self.state, names, self.bot_to_move(), self.rules.is_over(self.state))

    # -- legality for the key bar ---------------------------------------------------
    def legal_actions(self) -> frozenset[str]:
        legal = super().legal_actions()
        return legal if self.state.centre else legal - {"tick", "cursor", "pick"}  # no die to point at

    # -- messages up / keys ---------------------------------------------------------
    def action_tick(self) -> None:  # not action_toggle: that is Textual's own (DOMNode.action_toggle)
        self.action_pick(self.cursor)

    def action_pick(self, index: int) -> None:
        if index >= len(self.state.centre):
            return
        self.cursor = index
        self.ticked ^= {index}
        self._show_ticks()

    def action_cursor(self, step: int) -> None:
        if self.state.centre:
            self.cursor = (self.cursor + step) % len(self.state.centre)
            looked_up(self, "#centre", DiceRow).cursor = self.cursor

    @on(DiceRow.Picked, "#centre")
    def _clicked(self, event: DiceRow.Picked) -> None:
        if self.check_action("pick", ()):
            self.action_pick(event.index)

    def action_keep(self) -> bool:
        if self.play(words.ticked_keep(self.state.centre, self.ticked)):
            self.ticked.clear()
            return True
        return False

    def action_roll(self) -> None:
        if self.state.phase == MUST_KEEP and not self.action_keep():
            return
        if self.state.phase in (MUST_ROLL, ROLL_OR_STOP):
            self.play(Roll())

    def action_stop(self) -> None:
        state = self.state
        if state.phase == MUST_KEEP and state.centre and not self.ticked and state.top_placed:
            self._confirm_stop_keeping_nothing()
            return
        self._keep_and_stop()

    def _keep_and_stop(self) -> None:
        if self.state.phase == MUST_KEEP and not self.action_keep():
            return
        if self.state.phase == ROLL_OR_STOP:
            self.play(Stop())

    def _confirm_stop_keeping_nothing(self) -> None:
        """`s` with nothing ticked would leave every die of the Roll: ask first."""
        from tui.screens.confirm import ConfirmScreen

        state = self.state
        after = words.what_if(self.rules, state, words.ticked_keep(state.centre, set()))
        points = after.scored.points if after.scored else words.stop_points(after.state)
        count = len(state.centre)
        question = ngettext("Nothing is ticked. Stop without keeping any of the {count} die in the Roll?\n\n"
                            "You would score {points}.",
                            "Nothing is ticked. Stop without keeping any of the {count} dice in the Roll?\n\n"
                            "You would score {points}.", count).format(count=count, points=points)

        def answered(yes: bool | None) -> None:
            if yes and self.state is state:
                self._keep_and_stop()

        self.app.push_screen(ConfirmScreen(question, yes=_("Stop"), no=_("Back")), answered)

    def action_results(self) -> None:
        self.show_end()

    def end_lines(self) -> list[str]:
        """The standings and the winner, then the score of every turn (the dialog scrolls)."""
        names = [player.name for player in self.players]
        table = words.turn_table(self.session.events, names)
        # i18n: above the end dialog's table of every turn's score
        return [*super().end_lines(), "", _("Every turn's score:"), *table]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Odds are of a turn under way: once the game is over `o` only closes the panel."""
        if action == "odds" and self.viewer is None and self.session.is_over and not self.show_odds:
            return False
        return super().check_action(action, parameters)

    def action_odds(self) -> None:
        self.show_odds = not self.show_odds
        self.sync_footer()  # over, `o` leaves the key bar once the panel is closed
        if self.show_odds:
            from tui.games.dalek_dice.charts import cached_solver

            cached_solver()  # mapped from the cache in a few ms (built there once per user, about a second)
        self.refresh_view()

