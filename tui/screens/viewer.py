"""What a game screen may be given besides a game to play: a viewer, such as a replay's steps.

A game screen is built with its session and, if it is to show rather than play, a viewer
(`GameScreen(session, viewer=...)`). The replay used to be the game's screen class with a
mixin, a class made with type() at run time: what it changed was hidden from the type
checker and from a reader, and any change to the base class's internals could break it
unseen (issue 31). Now the screen asks its viewer at the few points where showing differs
from playing, and the viewer is an object of a declared, typed shape:

- `allows`: which actions are on (its own keys, and what it keeps of the game's);
- `shown`: the header and the board after a change (no bot plays, no end dialog opens);
- `fill_log`: what the log holds;
- `act`: what its keys do (the `view(...)` actions below);
- `mounted`: the screen is on; long work (a replay's index) starts off the UI thread.

The viewer's keys are declared once, here, and every game screen lists them (through
GameScreen.COMMON_BINDINGS); a screen without a viewer turns them off, and Textual then
tries the key's next binding, so a game's own arrow keys answer as before.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual.binding import Binding

from core.lang import N_, N_p

VIEWER_BINDINGS = [
    # a move back, not back to the menu (Esc): its own word in Spanish, *atrás*
    Binding("left", "view('step', -1)", N_p("a replay's move", "Back"), key_display="←", priority=True),
    Binding("right", "view('step', 1)", N_("Forward"), key_display="→", priority=True),
    # the same keys in every game (tui.replay.periods): [ ] a round, { } a turn; one entry for each pair
    Binding("left_square_bracket", "view('round', -1)", N_("Round"), key_display="[ ]", priority=True),
    Binding("right_square_bracket", "view('round', 1)", N_("Round"), show=False, priority=True),
    Binding("left_curly_bracket", "view('turn', -1)", N_("Turn"), key_display="{ }", priority=True),
    Binding("right_curly_bracket", "view('turn', 1)", N_("Turn"), show=False, priority=True),
    # the keys' own names (Home, End) say where they go: no word beside them, so the
    # bar fits 80 columns in Spanish (tests/tui/test_replay.py)
    Binding("home", "view('edge', 0)", "", priority=True),
    Binding("end", "view('edge', 1)", "", priority=True),
    Binding("g", "view('go', 0)", N_("Go to…"), priority=True),
    # back where the replay came from (Load game, the command line's menu): not "Menu"
    Binding("escape", "view('back', 0)", N_p("leave a replay", "Close"), priority=True),
]


class Viewer(Protocol):
    """Given to a game screen at construction: it shows, the viewer says what and how.
    (`screen` is the GameScreen it was given to, typed by its implementation: this module
    is imported by tui.screens.game_base, so it may not import that module back.)"""

    def allows(self, action: str) -> bool:
        """Whether the screen's action is on (the `view` action included)."""
        ...

    def mounted(self, screen: Any) -> None:
        """The screen is on (its board composed)."""
        ...

    def shown(self, screen: Any) -> None:
        """Draw the state the session holds now: the board, the header, the key bar."""
        ...

    def prompt(self) -> str:
        """What the prompt line says in place of the game's: a viewer plays nothing, so a
        game redrawing its panels (Tab to another sheet) asks here, never says "press r"."""
        ...

    def fill_log(self, screen: Any) -> None:
        """Fill the log for the state the session holds now."""
        ...

    def act(self, screen: Any, what: str, amount: int) -> None:
        """One of the viewer's keys (VIEWER_BINDINGS) was pressed."""
        ...
