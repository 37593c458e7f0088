"""Dalek Dice, laid out like the rulebook's playing area.

Top: the Doctors and Exterminate!s. Top left: kept Humans. Top right: kept Daleks.
Centre: the roll waiting to be allocated. Right: the dice to roll again. Beside them
the scoreboard, the odds (toggle `o`) and the log.

Picking keepers is the screen's own passing intent (which dice of the centre are
ticked), not game state: it becomes one `Keep` command when the player presses
Enter, `r` (keep, then roll on) or `s` (keep, then stop).
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from core.dalek_dice import MUST_KEEP, MUST_ROLL, ROLL_OR_STOP, Keep, Roll, Stop, odds
from core.dalek_dice.faces import DALEKS_2, DALEKS_3, DOCTOR, EXTERMINATE, HUMANS_2, HUMANS_4
from core.words import does, plural
from tui.screens.game_base import GameScreen
from tui.widgets.dice_row import Chip, DiceRow
from tui.text import literal
from tui.widgets.game_log import GameLog
from tui.games.dalek_dice.scoreboard import Scoreboard

CHIPS = {
    DOCTOR: Chip("Doc", "bold blue"),
    HUMANS_2: Chip("Hu2", "green"),
    HUMANS_4: Chip("Hu4", "bold green"),
    DALEKS_2: Chip("Da2", "red"),
    DALEKS_3: Chip("Da3", "bold red"),
    EXTERMINATE: Chip("Ext", "bold yellow"),
}
KEEP_FIELD = {HUMANS_2: "humans2", HUMANS_4: "humans4", DALEKS_2: "daleks2", DALEKS_3: "daleks3"}
REASONS = {
    "stopped": "stopped",
    "no_dice_left": "used every die",
    "doctor": "was stopped by the Doctor",
    "exterminate": "shouted EXTERMINATE!",
}


class DalekDiceScreen(GameScreen):
    CSS_PATH = "screen.tcss"
    GAME_ACTIONS: ClassVar[frozenset[str]] = frozenset({"roll", "stop", "keep", "toggle", "cursor", "pick", "results"})
    BINDINGS = [
        Binding("r", "roll", "Roll"),
        Binding("s", "stop", "Stop"),
        Binding("enter", "keep", "Keep"),
        Binding("space", "toggle", "Tick"),
        Binding("left", "cursor(-1)", "←", show=False),
        Binding("right", "cursor(1)", "→", show=False),
        *[Binding(str(key), f"pick({(key - 1) % 10})", str(key), show=False) for key in range(10)],
        Binding("o", "odds", "Odds"),
        *GameScreen.COMMON_BINDINGS,
    ]

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self.ticked: set[int] = set()
        self.cursor = 0
        self.show_odds = False

    def on_mount(self) -> None:
        # Textual runs GameScreen.on_mount itself (handlers run for every class in the MRO)
        self._warm_solver()

    @work(thread=True, exclusive=True, group="solver")
    def _warm_solver(self) -> None:
        """The optimal bot's table, mapped from the user's cache (shared by every session;
        the first one builds it, about a second) while the player looks."""
        from tui.games.dalek_dice.shared_table import shared_solver

        shared_solver()

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
                yield Static("", id="odds")
                yield GameLog(id="log")

    # -- attributes down --------------------------------------------------------
    def refresh_view(self) -> None:
        state = self.state
        names = [player.name for player in self.players]
        over = self.rules.is_over(state)
        self.query_one("#top", Static).update(Text(self._top_text(state)))
        self.query_one("#top").border_title = "Top"
        humans = self.query_one("#humans", DiceRow)
        humans.chips = tuple(CHIPS[face] for face in state.humans_kept)
        humans.empty_text = "no Humans kept"
        humans.border_title = f"Humans {state.humans}"
        daleks = self.query_one("#daleks", DiceRow)
        daleks.chips = tuple(CHIPS[face] for face in state.daleks_kept)
        daleks.empty_text = "no Daleks kept"
        daleks.border_title = f"Daleks {state.daleks}"
        keeping = state.phase == MUST_KEEP and not over
        if not keeping:
            self.ticked.clear()
        self.cursor = min(self.cursor, max(len(state.centre) - 1, 0))
        centre = self.query_one("#centre", DiceRow)
        centre.chips = tuple(CHIPS[face] for face in state.centre)
        centre.numbered = keeping
        centre.picked = frozenset(self.ticked)
        centre.cursor = self.cursor if keeping and state.centre else None
        centre.empty_text = self._centre_empty(state)
        centre.border_title = "Roll" + (f": {_roll_summary(state.last_roll)}" if state.last_roll else "")
        right = self.query_one("#right", DiceRow)
        right.chips = tuple(CHIPS[face] for face in state.right)
        right.empty_text = {MUST_ROLL: "all ten dice are ready to roll", MUST_KEEP: "empty", ROLL_OR_STOP: "empty"}.get(state.phase, "")
        rolling_on = state.phase in (MUST_KEEP, ROLL_OR_STOP)
        right.border_title = f"Right: {state.dice_left} to roll again" if rolling_on else "Right"
        scores = self.query_one("#scores", Scoreboard)
        scores.rows = tuple((name, total, p.is_bot) for name, total, p in zip(names, state.totals, self.players))
        scores.current = None if over else state.seat
        scores.winners = frozenset(self.rules.winners(state)) if over else frozenset()
        scores.footer = f"target {state.target} · round {state.table_round}"
        scores.border_title = "Scores"
        self.query_one("#odds", Static).display = self.show_odds
        if self.show_odds:
            self.query_one("#odds", Static).update(self._odds_text(state))
        self.query_one("#odds").border_title = "Odds"
        self.query_one("#prompt", Static).update(literal(self._prompt(state)))

    def _top_text(self, state: Any) -> str:
        def line(name: str, chip: str, count: int) -> str:
            slots = " ".join([f"[{chip}]"] * count + ["  ·  "] * (3 - count))
            return f"{name:<13} {slots}   {count} of 3"

        return "\n".join([
            line("The Doctor", "Doc", state.doctors),
            line("Exterminate!", "Ext", state.exterminates),
        ])

    def _centre_empty(self, state: Any) -> str:
        if state.phase == MUST_ROLL:
            return "no roll yet this turn"
        if self.rules.is_over(state):
            return ""
        if state.phase == MUST_KEEP:
            return "only the Top die from this roll: press Enter"
        return "allocated: keepers moved up, the rest to the Right"

    def _prompt(self, state: Any) -> str:
        if self.rules.is_over(state):
            last = self._last_result_line(state)
            return (last + "\n" if last else "") + "Game over. e: the results again · Esc: menu."
        who = self.players[state.seat]
        if who.is_bot:
            return f"{does(who.name, 'is playing', True)}… (f: skip to the end of the bots' turns)"
        last = self._last_result_line(state)
        if state.phase == MUST_ROLL:
            return (last + "\n" if last else "") + f"{who.name}: press r to roll the ten dice."
        if state.phase == MUST_KEEP:
            keep = "Tick keepers: 1-9/0, or ←/→ and space. "
            return keep + "Enter keeps them; r keeps and rolls on; s keeps and stops."
        if state.phase == ROLL_OR_STOP:
            points = _stop_points(state)
            return f"r: roll the {plural(state.dice_left, 'die', 'dice')} in the Right · s: stop and score {points}."
        return ""

    def _last_result_line(self, state: Any) -> str:
        result = state.last_result
        if result is None:
            return ""
        name = self.players[result.seat].name
        return f"{does(name, REASONS.get(result.reason, result.reason), True)}: +{result.points}."

    def _odds_text(self, state: Any) -> str:
        found = odds(state)
        if found is None:
            return "Odds show before each roll."
        lines = [f"Next roll: {plural(found.dice, 'die', 'dice')}", f"Doctor in the Top: {found.doctor_chance:.0%}"]
        if found.third_doctor_chance:
            lines.append(f"Third Doctor (0 pts): {found.third_doctor_chance:.0%}")
        lines.append(f"Roll on, then best play: {found.roll_on:.1f}")
        if found.stop is not None:
            lines.append(f"Stop now: {found.stop}")
        return "\n".join(lines)

    # -- legality for the Footer ---------------------------------------------------
    def legal_actions(self) -> set[str]:
        phase = self.state.phase
        if self.rules.is_over(self.state):
            return {"results"}
        if phase == MUST_ROLL:
            return {"roll"}
        if phase == ROLL_OR_STOP:
            return {"roll", "stop"}
        if phase == MUST_KEEP:
            legal = {"roll", "stop", "keep"}
            if self.state.centre:
                legal |= {"toggle", "cursor", "pick"}
            return legal
        return set()

    # -- messages up / keys ---------------------------------------------------------
    def action_toggle(self) -> None:
        self.action_pick(self.cursor)

    def action_pick(self, index: int) -> None:
        if index >= len(self.state.centre):
            return
        self.cursor = index
        self.ticked ^= {index}
        self.refresh_view()

    def action_cursor(self, step: int) -> None:
        if self.state.centre:
            self.cursor = (self.cursor + step) % len(self.state.centre)
            self.refresh_view()

    @on(DiceRow.Picked, "#centre")
    def _clicked(self, event: DiceRow.Picked) -> None:
        if self.check_action("pick", ()):
            self.action_pick(event.index)

    def action_keep(self) -> bool:
        counts = {field: 0 for field in KEEP_FIELD.values()}
        for index in self.ticked:
            counts[KEEP_FIELD[self.state.centre[index]]] += 1
        if self.play(Keep(**counts)):
            self.ticked.clear()
            return True
        return False

    def action_roll(self) -> None:
        if self.state.phase == MUST_KEEP and not self.action_keep():
            return
        if self.state.phase in (MUST_ROLL, ROLL_OR_STOP):
            self.play(Roll())

    def action_stop(self) -> None:
        if self.state.phase == MUST_KEEP and not self.action_keep():
            return
        if self.state.phase == ROLL_OR_STOP:
            self.play(Stop())

    def action_odds(self) -> None:
        self.show_odds = not self.show_odds
        self.refresh_view()


def _roll_summary(values: tuple[int, ...]) -> str:
    return plural(len(values), "die", "dice")


def _stop_points(state: Any) -> int:
    from core.dalek_dice.faces import turn_points

    return turn_points("stopped", state.humans, state.daleks, state.dice_left)

