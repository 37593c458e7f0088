"""The replay viewer: a game's own screen, driven by a ReplaySession instead of a game.

`replay_screen(session)` makes the game's screen class (tui.games.registry) into its
replay: the same board, sheets, scores and log, as they stood at the chosen point, with
the replay's keys in place of the game's. Nothing can be played, undone or skipped, no
bot moves and no end dialog opens: every game and table action is off (`check_action`).

Keys: ← → a move back or forward, [ ] the start of the previous or next turn (or round,
as the game counts), Home End the start and the end, g a turn or round by number.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from textual.binding import Binding

from textual.widgets import Static

from core.facts import facts_of
from core.lang import N_, N_p, _
from tui.games.screens import screen_class
from tui.replay.go_to import GoTo
from tui.replay.session import ReplaySession
from tui.text import short
from tui.widgets.unchanged import set_text

#: actions a replay leaves on (besides its own)
KEPT = frozenset({"rules", "leave", "log_page"})


class ReplayControls:
    """Mixed in before a game's screen class: the replay's keys and its read-only ways."""

    session: ReplaySession
    BINDINGS = [
        # a move back, not back to the menu (Esc): its own word in Spanish, *atrás*
        Binding("left", "replay_step(-1)", N_p("a replay's move", "Back"), key_display="←", priority=True),
        Binding("right", "replay_step(1)", N_("Forward"), key_display="→", priority=True),
        # one entry for the pair: a turn in Dalek Dice and diZe, a round in Dizzle and 25 to Dice
        Binding("left_square_bracket", "replay_period(-1)", N_("Turn or round"), key_display="[ ]",
                priority=True),
        Binding("right_square_bracket", "replay_period(1)", N_("Turn or round"), show=False, priority=True),
        # the keys' own names (Home, End) say where they go: no word beside them, so the
        # bar fits 80 columns in Spanish (tests/tui/test_replay.py)
        Binding("home", "replay_edge(0)", "", priority=True),
        Binding("end", "replay_edge(1)", "", priority=True),
        Binding("g", "replay_go", N_("Go to…"), priority=True),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # the game's keys, undo, skip, results, table actions are off: nothing is played here
        return action.startswith("replay_") or action in KEPT

    def _fill_log(self) -> None:
        screen: Any = self
        log = screen.log_view()
        if log is not None:
            log.border_title = _("Log")
            log.border_subtitle = screen.app.get_key_display(screen.LOG_KEYS)
            events = self.session.events
            log.replace(self.log_lines(events, max(len(events) - 200, 0)))  # type: ignore[attr-defined]

    def after_change(self) -> None:
        """Draw the state at this point; no bot, no end dialog (a replay plays nothing)."""
        screen: Any = self
        screen.refresh_view()
        header = short(self.replay_header(), max(screen.app.size.width - 2, 20))
        set_text(screen.query_one("#game-header", Static), header)
        screen.sync_footer()

    def replay_header(self) -> str:
        session = self.session
        # the game's own line says the turn or round (and, once over, who won)
        return _("Replay · move {move} of {moves} · {progress}").format(
            move=session.move, moves=session.move_count, progress=session.rules.progress(session.state))

    def period_word(self, number: int) -> str:
        """'turn 3' or 'round 3', as the game counts (its facts say which)."""
        facts = facts_of(self.session.rules, self.session.state)
        if "round" in facts:
            return _("round {number}").format(number=number)
        return _("turn {number}").format(number=number)

    # -- the replay's keys ---------------------------------------------------------
    def _moved(self) -> None:
        self.after_change()
        self._fill_log()

    def action_replay_step(self, moves: int) -> None:
        self.session.step(moves)
        self._moved()

    def action_replay_period(self, direction: int) -> None:
        self.session.step_period(direction)
        self._moved()

    def action_replay_edge(self, end: int) -> None:
        self.session.seek(len(self.session.log) if end else 0)
        self._moved()

    def action_replay_go(self) -> None:
        periods = [number for number, _start in self.session.periods()]
        screen: Any = self

        def chosen(number: int | None) -> None:
            if number is not None and self.session.go_to_period(number):
                self._moved()

        screen.app.push_screen(GoTo(self.period_word(0).split()[0], periods), chosen)


@cache
def _replay_class(game_screen: type) -> type:
    # the game's module: Textual finds its CSS_PATH beside the module the class says it is in
    # and its BINDINGS: Textual merges bindings of Widget classes only, which a mixin is not
    return type(f"Replay{game_screen.__name__}", (ReplayControls, game_screen),
                {"__module__": game_screen.__module__, "BINDINGS": ReplayControls.BINDINGS})  # fmt: skip


def replay_screen(session: ReplaySession) -> Any:
    """The game's own screen, as the replay of `session`."""
    return _replay_class(screen_class(session.rules.id))(session)
