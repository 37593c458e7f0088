"""The Textual application: the screen stack, the save folder, and the terminal-size guard.

Only Textual and the menu are imported before the first frame; game screens, the
rule engines and the save layer load when a player first needs them.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Console
from textual import events
from textual.app import App
from textual.binding import Binding
from textual.errors import NoWidget
from textual.screen import Screen

from core.lang import N_, _
from core.text import visible
from tui import glyphs, tty_guard
from tui.collector import pace_for_an_app
from tui.crash_net import exit_status
from tui.keys import key_in_language, textual_display
from tui.pace import PLAYER, Pace, from_environment
from tui.render import patches
from tui.render.hooks import CopiedDisplay
from tui.web import in_browser, mark_open, reopen_session

if TYPE_CHECKING:
    from textual.await_complete import AwaitComplete
    from textual.filter import LineFilter

    from tui.door import CampaignShown, Start
    from tui.services import AppServices
    from tui.session import Session

MIN_WIDTH, MIN_HEIGHT = 80, 24


patches.install_in_app()  # a PageDown in a drop-down still opening never stops the app




class DiceApp(CopiedDisplay, App[None]):
    """dice-tui: four dice games, autosaved after every event."""

    #: absolute: Textual reads a relative CSS_PATH beside the module of the running
    #: class, and the campaign CLI's subclass lives in tui/campaign/
    CSS_PATH = str(Path(__file__).with_name("app.tcss"))
    #: every screen's rules but the menu's: read with the first screen pushed (push_screen)
    SCREENS_CSS = Path(__file__).with_name("screens.tcss")
    TITLE = "dice-tui"
    ENABLE_COMMAND_PALETTE = False
    #: 80x24 is the design size; on a larger terminal every screen carries -wide (from 100
    #: columns) and -tall (from 32 rows), which the .tcss files use to widen side panels and
    #: grow boards and logs. Nothing changes at 80x24: neither class is set there.
    HORIZONTAL_BREAKPOINTS = [(0, "-design-width"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-design-height"), (32, "-tall")]
    #: from 120x36 the app itself carries -large: room for larger boards (the 25 to Dice
    #: board's wider squares, Dalek Dice's tally beside the dice), each screen's boxes
    #: centred rather than stretched. Selectors read it as `.-large Screen #widget`.
    LARGE = (120, 36)
    BINDINGS = [
        Binding("ctrl+q", "quit", N_("Quit"), show=False, priority=True),
        # another program wrote on the terminal (a `wall` message): every cell again
        Binding("ctrl+l", "repaint", N_("Repaint"), show=False, priority=True),
    ]

    def __init__(self, save_root: Path, start: Session | CampaignShown | None = None, pace: Pace = PLAYER,
                 ascii: bool = False):
        # a terminal's I/O error ends the app; in a browser tab, Textual's web driver (tui.web)
        super().__init__(driver_class=None if in_browser() else tty_guard.driver_class())
        self.save_root = save_root
        self._start = start
        self._guarding = False  # the size guard starts once the menu is on the stack (on_mount)
        #: bot pacing and animation timing for every screen (tests: tui.pace.INSTANT)
        self.pace = pace
        #: draw every glyph as its ASCII twin (tui.glyphs): asked for, or TERM=linux
        self.ascii = glyphs.wanted(ascii)
        self._ascii_filter = glyphs.ascii_filter() if self.ascii else None
        #: the crash net: Textual prints an internal error's traceback to `error_console`
        #: as the app exits; here it goes to this buffer, and `exit_status` writes it to
        #: crash.log and tells the player one line (DICE_TUI_DEBUG=1 keeps it on stderr)
        self.crash_report = io.StringIO()
        if not os.environ.get("DICE_TUI_DEBUG"):
            self.error_console = Console(
                file=self.crash_report, markup=False, highlight=False, color_system=None, width=100
            )
        #: what the terminal shows, so a frame sends only the cells that differ (tui.render)
        self.start_copy()

    def action_repaint(self) -> None:
        self.repaint_terminal()

    async def on_event(self, event: events.Event) -> None:
        """A mouse event over a widget that was just removed is dropped: Textual finds the
        widget under the pointer in the last frame's map, and a widget that left the DOM
        since (a rules page's text replaced when its tab switches) has no parent to start
        a text selection in, which stopped the app ('NoneType' has no attribute 'region')."""
        if isinstance(event, events.MouseEvent) and not event.is_forwarded and self._over_a_removed_widget(event):
            return
        await super().on_event(event)

    def _over_a_removed_widget(self, event: events.MouseEvent) -> bool:
        if not self.screen_stack:
            return False
        screen = self.screen
        found, _offset = screen.get_widget_and_offset_at(event.x, event.y)
        try:
            under, _region = screen.get_widget_at(event.x, event.y)
        except NoWidget:
            under = None
        return any(widget is not None and widget is not screen and not widget.is_attached for widget in (found, under))

    def watch_app_focus(self, focus: bool) -> None:
        """The app has focus again (a key came): a screen made while it had none (Textual's
        web driver starts blurred, and a page may never say it has focus) gets the focus its
        AUTO_FOCUS names, as it would have had, so the key reaches the menu or the game."""
        screen = self.screen if self.screen_stack else None
        if not focus or screen is None or screen.focused is not None:
            return
        wanted = self.AUTO_FOCUS if screen.AUTO_FOCUS is None else screen.AUTO_FOCUS
        if wanted:
            first = next((widget for widget in screen.query(wanted) if widget.focusable), None)
            if first is not None:
                screen.set_focus(first)

    def get_line_filters(self) -> Sequence[LineFilter]:
        """Textual's filters (NO_COLOR's among them), then ASCII mode's twins (tui.glyphs)."""
        filters = super().get_line_filters()
        return [*filters, self._ascii_filter] if self._ascii_filter is not None else filters

    def get_key_display(self, binding: Binding) -> str:
        """A key as the key bar names it: Textual's name, its ASCII word in ASCII mode, and
        the word printed on a Spanish keyboard in Spanish (Espacio, AvPág, Supr...)."""
        display = textual_display(binding)
        display = glyphs.key_word(display) if self.ascii else display
        return key_in_language(display)

    def action_help_quit(self) -> None:
        """Ctrl+C: Textual's notice that Ctrl+Q quits, in the player's language (Textual's
        own is English, with markup that `notify` here shows literally)."""
        for key, active_binding in self.active_bindings.items():
            if active_binding.binding.action in ("quit", "app.quit"):
                self.notify(_("Press {key} to quit the app").format(
                    key=key_in_language(key)), title=_("Do you want to quit?"))
                return

    def get_default_screen(self) -> Screen[Any]:
        """The menu is the first screen when no game was asked for: composed with the app,
        it reaches the terminal a frame sooner than a menu pushed once the app has mounted.
        A game opened from the command line starts over Textual's blank screen instead, and
        the menu is made when the player leaves that game (pop_screen), not kept under it."""
        if self._start is not None:
            return super().get_default_screen()
        from tui.screens.menu import MenuScreen  # a game opened from the command line has no menu yet

        return MenuScreen()

    def _mark_large(self, width: int, height: int) -> None:
        self.set_class(width >= self.LARGE[0] and height >= self.LARGE[1], "-large")

    def on_mount(self) -> None:
        self._mark_large(*self.size)
        if self._start is not None:
            self._open_start(self._start)
        self._guarding = True
        self._guard_size(self.size.width, self.size.height)
        if not self.is_headless:
            self._catch_signals()

    def _open_start(self, start: Session | CampaignShown) -> None:
        from tui.door import CampaignShown

        if isinstance(start, CampaignShown):  # `dice-tui campaign`: its screen over the menu
            from tui.campaign.screen import CampaignScreen

            self.push_screen(CampaignScreen(session=start.campaign, resume_stage=start.resume_stage))
        else:
            self.open_session(start)

    def _catch_signals(self) -> None:
        """SIGTERM (kill, shutdown), SIGHUP (the SSH link dropped) and a terminal that goes
        away end the app the way Ctrl+Q does, so the terminal gets back its cursor, its main
        screen and its mouse; and within seconds even when the app is stuck (tui.tty_guard).
        Every command is saved as it is played, so there is nothing more to save."""
        tty_guard.guard(self)

    def run(self, *args: Any, **kwargs: Any) -> Any:
        try:
            return super().run(*args, **kwargs)
        finally:
            tty_guard.unguard()

    def notify(self, message: str, *, title: str = "", markup: bool = False, **kwargs: Any) -> None:
        """Every notification is literal: the app writes no markup of its own, and its
        messages quote names, file names and errors (see tui.text)."""
        super().notify(visible(str(message), lines=True), title=visible(title), markup=False, **kwargs)

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """Textual's push_screen, with screens.tcss among the screen's stylesheets (`styled`)."""
        return super().push_screen(self.styled(screen), *args, **kwargs)

    def switch_screen(self, screen: Any) -> AwaitComplete:
        return super().switch_screen(self.styled(screen))

    def styled(self, screen: Any) -> Any:
        """`screen` with screens.tcss first among its stylesheets. Textual parses every rule
        of the app's CSS_PATH before the first frame, so app.tcss holds the menu's only;
        the other screens' rules are read, once, when Textual loads the first of those
        screens' own stylesheets (a Screen's `css_path`), which it does as it is pushed.
        Read first, they come before a screen's own rules, as they did in one app.tcss."""
        if isinstance(screen, Screen) and self.SCREENS_CSS not in screen.css_path:
            screen.css_path.insert(0, self.SCREENS_CSS)
        return screen

    def pop_screen(self) -> AwaitComplete:
        """Leaving the screen a session started with (`dice-tui resume`, `new`, `campaign`)
        shows the menu in its place. The menu is not kept under a game for the whole
        session: its widgets cost each session memory it only needs once the game is left."""
        from tui.screens.menu import MenuScreen

        stack = self.screen_stack
        if len(stack) == 2 and not any(isinstance(screen, MenuScreen) for screen in stack):
            return self.switch_screen(MenuScreen())
        return super().pop_screen()

    def open_session(self, session: Session) -> None:
        """Show a game: a local game's GameSession, or a shared table's host or seat (tui.session)."""
        if "tui.replay.session" in sys.modules:  # only that module makes a replay's session
            from tui.replay.session import ReplaySession

            if isinstance(session, ReplaySession):
                from tui.replay.screen import replay_screen

                self.push_screen(replay_screen(session))
                return
        from tui.games.screens import screen_class

        if in_browser() and session.seat_control is None and not session.read_only:
            mark_open(self.save_root, session.path)  # a browser tab reopened comes back here
        self.push_screen(screen_class(session.rules.id)(session))

    def on_resize(self, event: events.Resize) -> None:
        self._mark_large(event.size.width, event.size.height)
        self.forget_terminal()  # the terminal may have redrawn itself: the next frames say it all again
        if self._guarding:  # a resize before on_mount would put the notice under the menu
            self._guard_size(event.size.width, event.size.height)

    def _guard_size(self, width: int, height: int) -> None:
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        if not small and "tui.screens.too_small" not in sys.modules:
            return  # the guard has never been shown: nothing to take down, nothing to import
        from tui.screens.too_small import TooSmallScreen

        if small and not isinstance(self.screen, TooSmallScreen):
            self.push_screen(TooSmallScreen((MIN_WIDTH, MIN_HEIGHT)))
        elif isinstance(self.screen, TooSmallScreen):
            self.screen.show_size(width, height)
            if not small:
                self.pop_screen()


if TYPE_CHECKING:

    def _serves_screens(app: DiceApp) -> AppServices:
        return app  # mypy's check that the app is what tui.services promises the screens


def run_app(save_root: Path, start: Start | None) -> int:
    """Open what the command line asked for, then run the app until the player quits."""
    session = None
    if start is None and in_browser():  # the page reopened: the game its last tab showed
        session = reopen_session(save_root)
    elif start is not None:
        from tui.door import CannotOpen, open_session

        try:
            session = open_session(start, lambda message: print(f"dice-tui: {message}", file=sys.stderr))
        except CannotOpen as refusal:
            print(f"dice-tui: {refusal.message}", file=sys.stderr)
            return 2  # refused, as every other refusal (tui.cli.usage.REFUSED)
    app = DiceApp(save_root, session, from_environment())
    pace_for_an_app()
    try:
        app.run()
    finally:
        if session is not None:
            session.close()
    return exit_status(app)
