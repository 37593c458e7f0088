"""A game's end on its screen: the standings, the end dialog, and playing again.

`standings` words the default end (each game may add its breakdown or word its own). A
game screen holds a `GameEnd`: once the game is over it opens the end dialog (a
campaign stage's, with its stars, or the plain one), and "Play again" starts the same
table and options with fresh dice. It asks of the screen only what `EndScreenOwner`
declares, all public.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from core.lang import _, addressed, number
from tui.door import NewGame
from tui.screens.opening import new_game
from tui.services import services
from tui.text import pad, short

if TYPE_CHECKING:
    from textual.app import App
    from textual.timer import Timer

    from core.game import AnyRules, PlayerSpec
    from tui.pace import Pace
    from tui.session import Session, StageRole
    from tui.table.role import TableRole


def standings(scores: Sequence[int], winners: Collection[int], players: Sequence[PlayerSpec]) -> list[str]:
    """The end screen's text by default: the standings by score, then the verdict."""
    order = sorted(range(len(scores)), key=lambda seat: -scores[seat])
    lines = []
    if len(players) == len(scores):
        for place, seat in enumerate(order, start=1):
            crown = "★ " if seat in winners else "  "
            name = pad(short(players[seat].name, 20), 20)  # by columns: a wide letter takes two
            lines.append(f"{crown}{place}. {name} {number(scores[seat]):>4}")
    names = [players[seat].name for seat in sorted(winners) if seat < len(players)]
    if lines:
        lines.append("")  # the verdict stands apart from the standings
    if not names:
        lines.append(_("No winner this time."))
    elif len(names) == 1:
        lines.append(addressed(names[0], _("You win!"), _("{name} wins!")))
    else:
        lines.append(_("Shared win: {names}").format(names=", ".join(names)))
    return lines


class EndScreenOwner(Protocol):
    """What the game's end asks of its game screen (GameScreen): mypy checks it there."""

    session: Session
    stage: StageRole | None
    at_table: TableRole | None

    @property
    def app(self) -> App[Any]: ...
    @property
    def is_attached(self) -> bool: ...
    @property
    def busy(self) -> bool: ...
    @property
    def pace(self) -> Pace: ...
    @property
    def rules(self) -> AnyRules: ...

    def end_lines(self) -> list[str]: ...
    def call_later(self, callback: Callable[..., Any], *args: Any, **kwargs: Any) -> bool: ...
    def set_timer(self, delay: float, callback: Callable[[], Any] | None = None, *,
                  name: str | None = None, pause: bool = False) -> Timer: ...


class GameEnd:
    """One game screen's end: its dialog, shown once, and "Play again"."""

    def __init__(self, screen: EndScreenOwner) -> None:
        self.screen = screen
        #: the end dialog was opened (or the game was over when the screen opened)
        self.shown = screen.session.is_over

    def game_over(self) -> None:
        """The game is over: the end dialog opens, once, after the pace's pause."""
        if self.shown:
            return
        self.shown = True
        if self.screen.pace.instant:
            self.screen.call_later(self.show)
        else:
            self.screen.set_timer(max(self.screen.pace.bot, 0.05), self.show)

    def show(self) -> None:
        from tui.screens.end import EndScreen

        screen = self.screen
        if screen.busy:
            self.shown = False  # after_change, once the screen is done, shows it
            return
        on_top: object = screen.app.screen
        if not screen.is_attached or on_top is not screen:
            return
        lines = screen.end_lines()
        end = screen.stage.end_screen(screen, lines) if screen.stage is not None else EndScreen(lines)
        screen.app.push_screen(end, self._chosen)

    def _chosen(self, choice: str | None) -> None:
        if choice == "again":
            self.play_again()
        elif choice == "menu":
            self.screen.app.pop_screen()

    def play_again(self) -> None:
        """The same table and options with fresh dice (a campaign stage: its next attempt)."""
        screen = self.screen
        if screen.stage is not None:
            screen.stage.play_again(screen)
            return
        if screen.at_table is not None:  # a shared table: a rematch (tui.table.role)
            screen.at_table.play_again()
            return
        import random

        seed = random.SystemRandom().randrange(1, 10**9)
        setup = screen.rules.setup_model.model_validate({**screen.session.setup.model_dump(), "seed": seed})
        new_game(screen.app, NewGame(services(screen).save_root, screen.rules.id, setup))
