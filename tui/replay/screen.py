"""The replay viewer: a game's own screen, given a replay's steps to show instead of a game.

`replay_screen(session)` is the game's screen class (tui.games.registry) built with the
session and a `ReplaySteps` viewer (tui.screens.viewer): the same board, sheets, scores
and log, as they stood at the chosen point, with the replay's keys in place of the
game's. Nothing can be played, undone or skipped, no bot moves and no end dialog opens:
every game and table action is off (`allows`).

Keys: ← → a move back or forward, [ ] the start of the previous or next round, { } of
the previous or next turn (tui.replay.periods: the same keys in every game; a game
without rounds or turns says so), Home End the start and the end, g a round (or, in
diZe, a turn) by number. The header says the round and the turn, as the game has them.

Where every move and turn is (tui.replay.index) is found once, by a thread worker: at
100,000 events that takes seconds, which the header counts down while ← → Home End
already work; [ ] and g say to wait until it is done. Leaving or Ctrl+Q cancels it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.timer import Timer
from textual.widgets import Static
from textual.worker import get_current_worker

from core.lang import _
from tui.games.screens import screen_class
from tui.replay.go_to import GoTo
from tui.replay.header import replay_header
from tui.replay.periods import KINDS, counts, word
from tui.replay.session import ReplaySession
from tui.text import literal
from tui.widgets.unchanged import set_text

if TYPE_CHECKING:
    from tui.screens.game_base import GameScreen

#: actions a replay leaves on (besides its own keys, `view`): the rules, the log, and
#: looking at every sheet or board (Dizzle's and 25 to Dice's Tab, Dizzle's legend), as in play
KEPT = frozenset({"view", "rules", "log_page", "look", "board", "legend"})
#: seconds between two looks at the index's progress while it is being found
POLL = 0.2


class ReplaySteps:
    """The viewer a replay gives its game screen: its steps, its header, its log."""

    def __init__(self, session: ReplaySession) -> None:
        self.session = session
        self._poll: Timer | None = None

    def allows(self, action: str) -> bool:
        # the game's keys, undo, skip, results, table actions are off: nothing is played here
        return action in KEPT

    def mounted(self, screen: GameScreen[Any]) -> None:
        if self.session.indexed:
            return
        screen.run_worker(lambda: self._find_moves(screen), thread=True, exclusive=True, group="replay-index",
                          exit_on_error=False)  # fmt: skip
        self._poll = screen.set_interval(POLL, lambda: self._watch(screen))

    def _find_moves(self, screen: GameScreen[Any]) -> None:
        """In a thread: every move and turn, stopping as soon as the screen or the app goes."""
        worker = get_current_worker()
        if self.session.index.build(lambda: worker.is_cancelled):
            screen.call_later(self._watch, screen)  # the move numbers at once (posting is thread-safe)

    def _watch(self, screen: GameScreen[Any]) -> None:
        """The header counts the work; once done, the move numbers are in it."""
        if self.session.indexed and self._poll is not None:
            self._poll.stop()
            self._poll = None
        self._header(screen)

    def shown(self, screen: GameScreen[Any]) -> None:
        """Draw the state at this point; no bot, no end dialog (a replay plays nothing)."""
        screen.refresh_view()
        self._prompt(screen)
        self._header(screen)
        screen.sync_footer()

    def _prompt(self, screen: GameScreen[Any]) -> None:
        """The game's prompt says what to press to play ("press r to roll"): a replay plays
        nothing, so it says where the replay stands and what its keys do instead."""
        text = self.prompt()
        for widget in screen.query("#prompt"):
            show = getattr(widget, "show", None)  # Dizzle's prompt picks among wordings (ChangedText)
            if callable(show):
                show(literal(text))
            elif isinstance(widget, Static):
                set_text(widget, literal(text), layout=True)  # its height follows its text (diZe)

    def prompt(self) -> str:
        session = self.session
        if session.position == 0:
            return _("Replay: the game as it began. → plays the first move.")
        if session.position >= len(session.log):
            return _("Replay: the game as it ended. ← goes back a move, Home to the start.")
        return self._keys_text()

    def _header(self, screen: GameScreen[Any]) -> None:
        header = self.header(max(screen.app.size.width - 2, 20))
        set_text(screen.query_one("#game-header", Static), literal(header))  # names are data

    def _keys_text(self) -> str:
        kinds = counts(self.session.rules, self.session.state)
        if "round" in kinds and "turn" in kinds:
            return _("Replay: ← → a move back or forward, [ ] a round, {{ }} a turn, g picks a round.").format()
        if "round" in kinds:
            return _("Replay: ← → a move back or forward, [ ] a round, g picks one.")
        return _("Replay: ← → a move back or forward, {{ }} a turn, g picks one.").format()

    def header(self, width: int = 78) -> str:
        """Where the replay stands, in its game's terms, and once over how it ended, in `width`
        columns (tui.replay.header)."""
        return replay_header(self.session, width)

    def fill_log(self, screen: GameScreen[Any]) -> None:
        log = screen.log_view()
        if log is not None:
            log.border_title = _("Log")
            log.border_subtitle = screen.app.get_key_display(screen.LOG_KEYS)
            events = self.session.events
            log.replace(screen.log_lines(events, max(len(events) - 200, 0)))

    def period_kind(self) -> str:
        """What `g` asks for: the round where the game has rounds, else the turn."""
        kinds = counts(self.session.rules, self.session.state)
        return next((kind for kind in KINDS if kind in kinds), "turn")

    # -- the replay's keys ---------------------------------------------------------
    def act(self, screen: GameScreen[Any], what: str, amount: int) -> None:
        session = self.session
        if what == "step":
            session.step(amount)
        elif what == "edge":
            session.seek(len(session.log) if amount else 0)
        elif what == "back":  # where the replay came from; nothing was played, so nothing to say saved
            screen.app.pop_screen()
            return
        elif not session.indexed:  # turns and rounds wait for the index
            screen.notify(_("Still finding the turns and rounds ({percent}%): a moment.").format(
                percent=int(session.index.progress * 100)), timeout=3)
            return
        elif what in KINDS and what not in counts(session.rules, session.state):
            said = _("This game has no rounds: {{ }} steps by turn.").format() if what == "round" else _(
                "This game has no turns: [ ] steps by round.")
            screen.notify(said, timeout=3)
            return
        elif what in KINDS:
            session.step_period(what, amount)
        else:
            self._go(screen)
            return
        self.moved(screen)

    def moved(self, screen: GameScreen[Any]) -> None:
        self.shown(screen)
        self.fill_log(screen)

    def _go(self, screen: GameScreen[Any]) -> None:
        kind = self.period_kind()
        periods = [number for number, _start in self.session.periods(kind)]

        def chosen(number: int | None) -> None:
            if number is not None and self.session.go_to_period(kind, number):
                self.moved(screen)

        screen.app.push_screen(GoTo(word(kind), periods), chosen)


def replay_screen(session: ReplaySession) -> GameScreen[Any]:
    """The game's own screen, as the replay of `session`."""
    screen: GameScreen[Any] = screen_class(session.rules.id)(session, viewer=ReplaySteps(session))
    return screen
