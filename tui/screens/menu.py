"""The main menu: New game, Learn to play, Continue, Load game, Rules, Language, Quit.

The menu's words are looked up as it is composed: choosing the other language (the
Language entry, or its key) composes it again at once, and the choice is remembered
next to the saves for the next start (tui.i18n.remember).

Continue needs the save folder read and the latest game replayed; that happens in a
worker after the first frame, so start-up costs no more than Textual itself. It resumes
the most recent thing: the latest unfinished game, or a campaign played since (straight
into its stage under way, mid-turn).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from rich.cells import cell_len, chop_cells
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from core.games import GAMES
from core.lang import N_, _, language
from saves.errors import reason
from saves.settings import save_setting
from tui import i18n
from tui.i18n.languages import LANGUAGES, SOURCE, offered
from tui.screens.pass_setting import ON, SETTING, pause_on
from tui.services import services
from tui.text import literal
from tui.web import mark_open
from tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from saves.campaign_list import CampaignInfo
    from saves.summary import SaveInfo

TITLE_ART = "⚀ ⚁ ⚂  dice-tui  ⚃ ⚄ ⚅"
#: columns an option has inside the menu box (its width less border and padding)
CONTINUE_WIDTH = 48


class MenuScreen(Screen[None]):
    """Where every session starts and every game returns to."""

    BINDINGS = [
        Binding("n", "choose('new')", N_("New game")),
        Binding("c", "choose('continue')", N_("Continue")),
        Binding("l", "choose('load')", N_("Load")),
        Binding("s", "choose('statistics')", N_("Statistics")),
        Binding("question_mark", "choose('rules')", N_("Rules")),
        Binding("i", "choose('language')", N_("Language")),
        Binding("q", "choose('quit')", N_("Quit")),
    ]

    def __init__(self) -> None:
        super().__init__()
        #: the latest unfinished game, or campaign with something left to do, once known
        self.latest: SaveInfo | CampaignInfo | None = None
        self._first_shown = False

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static(TITLE_ART, id="menu-title")
            yield Static(" · ".join(game.title for game in GAMES.values()), id="menu-subtitle")
            yield OptionList(*self._options(), id="menu-options", markup=False)  # labels hold names
        yield KeyBar()

    def on_screen_resume(self) -> None:
        if self.app.screen is self:  # back at the menu (not passed on the way to a game): none to reopen
            mark_open(services(self).save_root, None)
        if self.latest is None and not self._first_shown:
            # after the first frame is on screen: reading saves imports pydantic and the
            # rule engines, which would otherwise compete with drawing the menu
            self._first_shown = True
            delay = services(self).pace.menu
            if delay > 0:
                self.set_timer(delay, self._first_read)
            else:
                self.call_after_refresh(self._first_read)
        else:
            self.refresh_saves()

    def _first_read(self) -> None:
        """The deferred first read of the saves, unless a game has covered the menu since
        (`dice-tui resume`, `dice-tui new`): that session would carry the listing's modules
        and thread for nothing. The menu reads the saves whenever it is shown again."""
        if self.is_current:
            self.refresh_saves()

    def _options(self) -> list[Option]:
        latest = self.latest
        if latest:
            cont = _("Continue: {title}, {progress}").format(title=latest.title, progress=latest.progress)
        else:
            cont = _("Continue")
        options = [
            Option(_("New game"), id="new"),
            Option(_("Learn to play"), id="learn"),
            Option(literal(_fit(cont, self._continue_room())), id="continue", disabled=latest is None),
            Option(_("Load game"), id="load"),
        ]
        options += self.app_extras()
        # i18n: the menu entry that switches language; {name} is the language's own name ("Español")
        language_entry = _("Language: {name}").format(name=LANGUAGES.get(language(), SOURCE).name)
        options += [Option(_("Rules"), id="rules"), Option(language_entry, id="language"),
                    Option(self._pass_entry(), id="pass"), Option(_("Quit"), id="quit")]
        return options

    def _pass_entry(self) -> str:
        """The hot-seat pause's entry, saying whether it is on (tui.screens.pass_keyboard)."""
        if pause_on(services(self).save_root):
            return _("Pass the keyboard between players: on")
        return _("Pass the keyboard between players: off")

    def toggle_pass(self) -> None:
        """The hot-seat pause on or off, remembered in settings.json like the language."""
        root = services(self).save_root
        try:
            save_setting(root, SETTING, "off" if pause_on(root) else ON)
        except OSError as error:
            self.notify(_("Cannot save the setting: {why}").format(why=reason(error)), severity="error")
        self.query_one("#menu-options", OptionList).replace_option_prompt("pass", self._pass_entry())

    def app_extras(self) -> list[Option]:
        """Entries for features that are installed (campaign, print sheets)."""
        from importlib.util import find_spec

        extras = []
        if find_spec("tui.campaign.screen") is not None:
            extras.append(Option(_("Campaign"), id="campaign"))
        if find_spec("tui.table.screen") is not None:
            extras.append(Option(_("Shared tables"), id="tables"))
        if find_spec("tui.screens.print_sheets") is not None:
            extras.append(Option(_("Print sheets"), id="sheets"))
        extras.append(Option(_("Statistics"), id="statistics"))
        return extras

    @work(thread=True, exclusive=True, group="saves")
    def refresh_saves(self) -> None:
        from saves.latest import latest_unfinished  # from the saves' summaries: no pydantic

        latest: SaveInfo | CampaignInfo | None
        try:
            latest = latest_unfinished(services(self).save_root)
        except Exception:  # an unreadable folder must not cost the menu
            latest = None
        campaign = self._latest_campaign()
        if campaign is not None and (latest is None or campaign.updated >= (latest.updated or campaign.updated)):
            latest = campaign  # the most recent thing: a campaign (its stage under way, if any)
        from saves.memory import give_back

        give_back()  # what reading the saves took (a huge save among them) goes back to the system
        self.app.call_from_thread(self._show_latest, latest)

    def _latest_campaign(self) -> CampaignInfo | None:
        """The campaign played last that has something left to do (a star, a stage under way)."""
        try:
            folder = services(self).save_root / "campaigns"  # saves.campaign.FOLDER
            if not folder.is_dir() or not any(name.endswith(".json") for name in os.listdir(folder)):
                return None  # no campaign: saves.campaign (and pydantic with it) stays unloaded
            from saves.campaign_list import latest_campaign

            return latest_campaign(services(self).save_root)
        except Exception:  # a campaign folder that cannot be read must not cost the menu
            return None

    def _continue_room(self) -> int:
        """The columns the Continue line has: the options' width less their padding (48
        before the menu is laid out), so it is never wrapped, whatever the terminal."""
        found = next(self.query("#menu-options").results(OptionList), None)
        width = found.content_region.width - 2 if found is not None else 0
        return width if width > 10 else CONTINUE_WIDTH

    def on_resize(self) -> None:
        if self.latest is not None:  # another width: the Continue line fitted again
            self.call_after_refresh(self._show_latest, self.latest)

    def _show_latest(self, latest: SaveInfo | CampaignInfo | None) -> None:
        self.latest = latest
        found = self.query("#menu-options").results(OptionList)
        options = next(found, None)
        if options is None:  # the app is closing (a quit before the check came back): nothing to show
            return
        highlighted = options.highlighted
        was = options.get_option_at_index(highlighted).id if highlighted is not None else None
        options.clear_options()
        options.add_options(self._options())
        if latest is not None and was in (None, "new", "continue"):
            was = "continue"  # a returning player most likely wants to go on
        elif was == "continue":
            was = "new"
        options.highlighted = options.get_option_index(was) if was else 0
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters == ("continue",):
            return self.latest is not None
        return True

    @on(OptionList.OptionSelected, "#menu-options")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.action_choose(event.option.id or "")

    def action_choose(self, choice: str) -> None:
        if choice == "quit":
            self.app.exit()
        elif choice == "language":
            self.app.call_later(self.switch_language)
        elif choice == "pass":
            self.toggle_pass()
        elif choice == "new":
            from tui.screens.new_game import NewGameScreen

            self.app.push_screen(NewGameScreen())
        elif choice == "continue" and (campaign := _campaign_of(self.latest)) is not None:
            from tui.campaign.screen import CampaignScreen

            stage = campaign.playing[0][0] if campaign.playing else None
            self.app.push_screen(CampaignScreen(path=campaign.path, resume_stage=stage))
        elif choice == "continue" and self.latest is not None:
            from tui.screens.opening import open_save

            open_save(self.app, self.latest.path)
        elif choice == "learn":
            from tui.lesson.learn import LearnScreen

            self.app.push_screen(LearnScreen())
        elif choice == "load":
            from tui.screens.load import LoadScreen

            self.app.push_screen(LoadScreen())
        elif choice == "rules":
            from tui.screens.rules import RulesScreen

            self.app.push_screen(RulesScreen())
        elif choice == "campaign":
            from tui.campaign.screen import CampaignScreen

            self.app.push_screen(CampaignScreen())
        elif choice == "tables":
            from tui.table.screen import TablesScreen

            self.app.push_screen(TablesScreen())
        elif choice == "sheets":
            from tui.screens.print_sheets import PrintSheetsScreen

            self.app.push_screen(PrintSheetsScreen())
        elif choice == "statistics":
            from tui.statistics.screen import StatisticsScreen

            self.app.push_screen(StatisticsScreen())


    async def switch_language(self, code: str | None = None) -> None:
        """Speak `code` (by default the next language the app knows) from now on, remember
        it for the next start, and compose the menu again in it at once."""
        codes = offered()
        here = codes.index(language()) if language() in codes else -1
        code = code or codes[(here + 1) % len(codes)]
        i18n.use(code)
        i18n.remember(services(self).save_root, code)
        await self.recompose()
        options = self.query_one("#menu-options", OptionList)
        options.highlighted = options.get_option_index("language")
        options.focus()
        self.refresh_bindings()


def _fit(text: str, width: int) -> str:
    """One line of the menu: cut with an ellipsis rather than wrapped or clipped, at the
    end of a part ("…, round 3 of 15…" rather than "…: Anastas…") where one ends late enough."""
    if cell_len(text) <= width:
        return text
    head = chop_cells(text, width - 1)[0]
    cut = max(head.rfind(", "), head.rfind(": "), head.rfind(" · "))
    return (head[:cut] if cut > width // 2 else head).rstrip() + "…"


def _campaign_of(latest: SaveInfo | CampaignInfo | None) -> CampaignInfo | None:
    """The campaign Continue leads to, if the latest thing is one (the save list's row type
    loads only when Continue is chosen: the menu's first frame reads no save)."""
    from saves.summary import SaveInfo

    return None if latest is None or isinstance(latest, SaveInfo) else latest
