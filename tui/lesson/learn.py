"""Learn to play: the menu's list of the games that teach themselves (core.lesson).

Each is a short first game on the game's real screen, with chosen dice: the player
presses the keys each step asks for. After the last step a real game is a key away:
the game's new-game form opens over this list.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from core.games import GAMES, available
from core.lang import N_, _
from tui.lesson.start import start_lesson
from tui.screens.new_game import NewGameScreen
from tui.widgets.key_bar import KeyBar


def games_with_lessons() -> list[str]:
    """The games of this installation that declare a lesson, in the menu's order."""
    return [game for game in available() if GAMES[game].lesson]


class LearnScreen(Screen[None]):
    """Which game to learn; Enter starts its lesson."""

    BINDINGS = [Binding("escape", "app.pop_screen", N_("Back"))]

    def compose(self) -> ComposeResult:
        yield Static(_("Learn to play"), classes="screen-title")
        with Vertical(id="learn-box"):
            yield Static(_("A first turn of a game, on its own screen, with chosen dice: each step says "
                           "one thing and the keys to press. Esc leaves at any time."), id="learn-intro")
            games = [Option(GAMES[game].title, id=game) for game in games_with_lessons()]
            yield OptionList(*games, id="learn-games", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#learn-games", OptionList).focus()

    @on(OptionList.OptionSelected, "#learn-games")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        game = event.option.id or ""
        start_lesson(self.app, game, lambda play: self._then(game, play))

    def _then(self, game: str, play: bool) -> None:
        """After a lesson: its game's new-game form if a real game was asked for."""
        if play:
            self.app.push_screen(NewGameScreen(game))
