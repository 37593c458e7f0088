"""The replay viewer: a game's own screen, given a replay's steps to show instead of a game.

`replay_screen(session)` is the game's screen class (tui.games.registry) built with the
session and a `ReplaySteps` viewer (tui.screens.viewer): the same board, sheets, scores
and log, as they stood at the chosen point, with the replay's keys in place of the
game's. Nothing can be played, undone or skipped, no bot moves and no end dialog opens:
every game and table action is off (`allows`).

Keys: ← → a move back or forward, [ ] the start of the previous or next turn (or round,
as the game counts), Home End the start and the end, g a turn or round by number.

Where every move and turn is (tui.replay.index) is found once, by a thread worker: at
100,000 events that takes seconds, which the header counts down while ← → Home End
already work; [ ] and g say to wait until it is done. Leaving or Ctrl+Q cancels it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.timer import Timer
from textual.widgets import Static
from textual.worker import get_current_worker

from core.facts import facts_of
from core.lang import _
from tui.games.screens import screen_class
from tui.replay.go_to import GoTo
from tui.replay.session import ReplaySession
from tui.text import literal, short
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
        session = self.session
        if session.position == 0:
            text = _("Replay: the game as it began. → plays the first move.")
        elif session.position >= len(session.log):
            text = _("Replay: the game as it ended. ← goes back a move, Home to the start.")
        else:
            text = _("Replay: ← → a move back or forward, [ ] the previous or next {period}, g picks one.").format(
                period=self.period_word())
        for widget in screen.query("#prompt"):
            show = getattr(widget, "show", None)  # Dizzle's prompt picks among wordings (ChangedText)
            if callable(show):
                show(literal(text))
            elif isinstance(widget, Static):
                set_text(widget, literal(text), layout=True)  # its height follows its text (diZe)

    def _header(self, screen: GameScreen[Any]) -> None:
        header = short(self.header(), max(screen.app.size.width - 2, 20))
        set_text(screen.query_one("#game-header", Static), header)

    def header(self) -> str:
        session = self.session
        progress = session.rules.progress(session.state)  # the game's turn or round (who won, once over)
        if session.indexed:
            line = _("Replay · move {move} of {moves} · {progress}").format(
                move=session.move, moves=session.move_count, progress=progress)
        else:
            line = _("Replay · finding the moves… {percent}% · {progress}").format(
                percent=int(session.index.progress * 100), progress=progress)
        # a toast says it once; the header keeps saying it
        return f"{_('Altered save')} · {line}" if session.altered else line

    def fill_log(self, screen: GameScreen[Any]) -> None:
        log = screen.log_view()
        if log is not None:
            log.border_title = _("Log")
            log.border_subtitle = screen.app.get_key_display(screen.LOG_KEYS)
            events = self.session.events
            log.replace(screen.log_lines(events, max(len(events) - 200, 0)))

    def period_word(self) -> str:
        """'turn' or 'round', as the game counts (its facts say which), in the reader's words."""
        if "round" in facts_of(self.session.rules, self.session.state):
            return _("round {number}").format(number=0).split()[0]
        return _("turn {number}").format(number=0).split()[0]

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
        elif what == "period":
            session.step_period(amount)
        else:
            self._go(screen)
            return
        self.moved(screen)

    def moved(self, screen: GameScreen[Any]) -> None:
        self.shown(screen)
        self.fill_log(screen)

    def _go(self, screen: GameScreen[Any]) -> None:
        periods = [number for number, _start in self.session.periods()]

        def chosen(number: int | None) -> None:
            if number is not None and self.session.go_to_period(number):
                self.moved(screen)

        screen.app.push_screen(GoTo(self.period_word(), periods), chosen)


def replay_screen(session: ReplaySession) -> GameScreen[Any]:
    """The game's own screen, as the replay of `session`."""
    screen: GameScreen[Any] = screen_class(session.rules.id)(session, viewer=ReplaySteps(session))
    return screen
