"""diZe, laid out as the table: the active Zombies and Humans on top, Launch in the
middle where every roll happens, and below it where dice end up (Captured and Executed
on the zombies' side, Heroes and Retired on the humans').

Under Launch the latest roll is spelled out (`RULES.explain`) and stays until the
player's next key, then comes what to do now. The bottom panel is the log, or the
advisor's exact odds for the decision at hand (toggle `a`).

The screen's own passing intent, never game state: how many humans the player is about
to send (`count`, before the Infection roll) and which Launch die the cursor is on
(`cursor`, while a die must be retired or made a hero). Each becomes one command on Enter.

Records count each finished human game exactly once (tui.games.dize.record_keeper); a
bot's games are not the player's record.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static

from core.dize import (
    RULES,
    Attack,
    AttackStopped,
    ChooseDice,
    Continue,
    InfectionRolled,
    MakeHero,
    Retire,
    StopAttack,
    ZombieAttack,
    ZombiesAttacked,
)
from core.dize.constants import HERO_FACE
from core.dize.state import DizeState
from core.game import IllegalMove
from core.lang import N_, N_p, _
from tui.games.dize import words as words
from tui.games.dize.launch import DizeLaunch
from tui.games.dize.phases import DizePhases
from tui.games.dize.record_keeper import RecordKeeper
from tui.games.dize.records import new_game_note
from tui.games.dize.zone import DizeZone
from tui.screens.game_base import GameScreen
from tui.screens.looked_up import looked_up
from tui.text import literal
from tui.widgets.game_log import GameLog
from tui.widgets.unchanged import set_text, set_titles

if TYPE_CHECKING:
    from tui.screens.viewer import Viewer
    from tui.session import Coach, Session, StageRole

__all__ = ["DizeScreen"]

#: the zones drawn as rows of faces (Launch has a widget of its own)
ZONE_IDS = ("zombies", "humans", "captured", "heroes", "executed", "retired")


class DizeScreen(GameScreen[DizeState]):
    CSS_PATH = "screen.tcss"
    ACTIONS_OF = {
        ChooseDice: frozenset({"send", "pick", "cursor"}),
        Attack: frozenset({"attack"}),
        Retire: frozenset({"retire", "pick", "cursor"}),
        MakeHero: frozenset({"hero", "pick", "cursor"}),
        Continue: frozenset({"press"}),
        StopAttack: frozenset({"stop"}),
        ZombieAttack: frozenset({"zombies"}),
    }

    @classmethod
    def new_game_note(cls, save_root: Path, options: dict[str, Any]) -> str:
        """The record at the number of zombies being chosen."""
        return new_game_note(save_root, options)

    #: Enter is the step's main action; only the legal one is shown and runs
    BINDINGS = [
        Binding("enter", "send", N_("Roll humans")),
        Binding("enter", "attack", N_("Attack")),
        Binding("enter", "retire", N_("Retire die")),
        Binding("enter", "hero", N_("Make hero")),
        Binding("enter", "zombies", N_("Roll zombies")),
        Binding("c", "press", N_("Press on")),
        Binding("s", "stop", N_p("diZe key", "Stop")),  # diZe's parar, not Dalek Dice's plantarse
        *[Binding("r", action, show=False) for action in ("send", "attack", "press", "zombies")],
        Binding("left,down", "cursor(-1)", "←", show=False),
        Binding("right,up", "cursor(1)", "→", show=False),
        *[Binding(str(key), f"pick({(key - 1) % 10})", str(key), show=False) for key in range(10)],
        Binding("a", "advisor", N_("Advisor")),
        *GameScreen.COMMON_BINDINGS,
    ]

    def __init__(self, session: Session, stage: StageRole | None = None, viewer: Viewer | None = None,
                 coach: Coach | None = None) -> None:
        super().__init__(session, stage, viewer, coach)
        self.count: int | None = None
        self.cursor: int | None = None
        self.show_advisor = False
        self._cursor_moment: tuple[int, str] | None = None
        self.records = RecordKeeper(self)  # the finished game in the survivor's records

    def on_mount(self) -> None:
        # Textual runs GameScreen.on_mount itself (handlers run for every class in the MRO)
        self._warm_strategy()

    @work(thread=True, exclusive=True, group="strategy")
    def _warm_strategy(self) -> None:
        """The solved game behind the advisor and the bots takes a moment: fill it now."""
        RULES.advice(self.state)

    def compose_board(self) -> ComposeResult:
        with Vertical(id="dize-table"):
            yield DizePhases(id="phases")
            with Horizontal(classes="zones"):
                yield DizeZone(_("Zombies"), "red", id="zombies", classes="zombie-side")
                yield DizeZone(_("Humans"), "green", id="humans")
            yield DizeLaunch(id="launch")
            with Horizontal(classes="zones"):
                yield DizeZone(_("Captured"), "red", id="captured", classes="zombie-side")
                yield DizeZone(_("Heroes"), "green", id="heroes")
            with Horizontal(classes="zones"):
                yield DizeZone(_("Executed"), "", id="executed", classes="zombie-side")
                yield DizeZone(_("Retired"), "", id="retired")
            yield Static("", id="roll")
            yield Static("", id="prompt")
            with VerticalScroll(id="advisor-box", can_focus=False):  # long odds, or a longer language's, scroll
                yield Static("", id="advisor")
            yield GameLog(id="log")

    # -- attributes down --------------------------------------------------------
    def refresh_view(self) -> None:
        state = self.state
        self._settle_intent(state)
        phases = looked_up(self, "#phases", DizePhases)
        phases.show(phase=state.phase, turn=state.turn, ending=words.ending(state))
        zones = {"zombies": state.zombies, "humans": state.humans, "captured": state.captured,
                 "heroes": state.heroes, "executed": state.executed, "retired": state.retired}
        bitten = isinstance(state.last_roll, ZombiesAttacked) and state.step in ("choose", "lost")
        for zone in ZONE_IDS:  # each zone measures and redraws once, and only when it changed
            looked_up(self, f"#{zone}", DizeZone).show(faces=zones[zone], hot=1 if bitten and zone == "zombies" else 0)
        self._refresh_launch(state)
        # only what changed is set again (tui.widgets.unchanged): a cursor key redraws the dice alone
        set_text(looked_up(self, "#roll", Static), words.roll_line(state), layout=True)
        bot = self.players[0].name if self.bot_to_move() else None
        set_text(looked_up(self, "#prompt", Static), literal(words.prompt(state, bot, self.can_skip)), layout=True)
        self.show_advisor &= not state.over  # nothing to advise; `a` is gone with the game
        box = looked_up(self, "#advisor-box", VerticalScroll)
        box.display = self.show_advisor
        looked_up(self, "#log", GameLog).display = not self.show_advisor
        if self.show_advisor:
            set_titles(box, _("Advisor: exact odds (a: back to the log)"))
            set_text(looked_up(self, "#advisor", Static), "\n".join(words.advice(state, None if bot else self.count)),
                     layout=True)
        if state.over and not self.records.recorded:
            self.records.count()

    def _refresh_launch(self, state: DizeState) -> None:
        launch = looked_up(self, "#launch", DizeLaunch)
        mine = not self.bot_to_move()
        choices = self._choosable(state) if mine else []
        last = self.session.events[-1] if self.session.events else None
        executed = last.executed if isinstance(last, AttackStopped) else 0
        launch.show(  # measured and redrawn once, for all of them
            faces=state.launch,
            pending=(self.count or 0) if mine and state.step == "choose" else 0,
            parity=state.step in ("retire", "heroes"),
            numbered=bool(choices),
            choosable=frozenset(choices),
            cursor=self.cursor if choices else None,
            note=words.launch_note(state, self.count if mine else None, executed),
        )
        title = _("Launch: {dice}").format(dice=words.dice(len(state.launch))) if state.launch else _("Launch")
        set_titles(launch, title)

    def header_text(self) -> str:
        return words.header(self.state, self.players[0])

    # -- the passing intent: how many humans, which die ------------------------------
    def _settle_intent(self, state: DizeState) -> None:
        if state.step == "choose":
            if self.count is None:
                self.count = self._default_count(state)
            self.count = min(max(self.count, 1), max(state.dice_limit, 1))
        moment = (state.rolls, state.step)
        choices = self._choosable(state)
        if moment != self._cursor_moment or self.cursor not in choices:
            self.cursor = choices[0] if choices else None
            if state.step == "retire":
                self.cursor = next((i for i, face in enumerate(state.launch) if face != HERO_FACE), 0)
        self._cursor_moment = moment

    def _default_count(self, state: DizeState) -> int:
        """The count the player chose last time; in a first turn, the careful bot's."""
        for event in reversed(self.session.events):
            if isinstance(event, InfectionRolled):
                return len(event.values)
        from core.dize.bots import careful_dice

        return careful_dice(state)

    @staticmethod
    def _choosable(state: DizeState) -> list[int]:
        if state.step == "retire":
            return list(range(len(state.launch)))
        if state.step == "heroes":
            return [index for index, face in enumerate(state.launch) if face == HERO_FACE]
        return []

    # -- legality for the key bar ---------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "advisor":
            return not self.session.is_over
        return super().check_action(action, parameters)

    # -- messages up / keys ---------------------------------------------------------
    def action_send(self) -> None:
        self.play(ChooseDice(count=self.count or 1))

    def action_attack(self) -> None:
        self.play(Attack())

    def action_retire(self) -> None:
        self.play(Retire(index=self.cursor or 0))

    def action_hero(self) -> None:
        self.play(MakeHero(index=self.cursor or 0))

    def action_press(self) -> None:
        self.play(Continue())

    def action_stop(self) -> None:
        self.play(StopAttack())

    def action_zombies(self) -> None:
        self.play(ZombieAttack())

    def action_pick(self, index: int) -> None:
        state = self.state
        if state.step == "choose":
            try:
                self.rules.decide(state, ChooseDice(count=index + 1))  # pure: only checks
            except IllegalMove as error:
                self.notify(str(error), severity="warning", timeout=4)
                return
            self.count = index + 1
        elif index >= len(state.launch):
            self.notify(_("There is no die number {number} in Launch.").format(number=index + 1), severity="warning",
                        timeout=4)
            return
        elif index not in self._choosable(state):
            face = state.launch[index]
            self.notify(_("Die {number} shows a {face}: only a rolled 6 can become a hero.").format(
                number=index + 1, face=face), severity="warning", timeout=4)
            return
        else:
            self.cursor = index
        self.refresh_view()

    def action_cursor(self, step: int) -> None:
        state = self.state
        if state.step == "choose":
            self.count = (self.count or 1) + step
        else:
            choices = self._choosable(state)
            if not choices:
                return
            here = choices.index(self.cursor) if self.cursor in choices else 0
            self.cursor = choices[(here + step) % len(choices)]
        self.refresh_view()

    @on(DizeLaunch.Picked)
    def _clicked(self, event: DizeLaunch.Picked) -> None:
        if self.check_action("pick", ()):
            self.action_pick(event.index)

    def action_advisor(self) -> None:
        self.show_advisor = not self.show_advisor
        self.refresh_view()

    # -- the end: score breakdown and records (record_keeper.py) ----------------------
    def end_lines(self) -> list[str]:
        return [*words.breakdown(self.state, self.players[0].name), "", *self.records.lines(self.state)]
