"""Rules and help: the pages in docs/rules/, the project's own words and referee decisions.

In Spanish a page is read from docs/rules/es/ when it is there (`es/<page>.md`), else
the English page is shown: a page not yet translated is better than none.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import MarkdownViewer, Tab, Tabs

from core.games import GAMES
from core.lang import N_, _, language
from tui.games.registry import VIEWS
from tui.i18n.languages import is_source
from tui.widgets.key_bar import KeyBar

#: the pages in a checkout (docs/rules/, its Spanish pages in docs/rules/es/), when not installed
CHECKOUT = Path(__file__).resolve().parents[2] / "docs" / "rules"
#: the app's own page after the games' pages
KEYS_PAGE = ("keys", N_("Keys"), "tui.rulebook")


def pages() -> dict[str, tuple[str, str]]:
    """Page name -> (tab title, package holding `<page>.md`): every registered game, then Keys
    (its title in the player's language; game titles are the same in every language)."""
    found = {VIEWS[game.id].rules_page: (game.title, VIEWS[game.id].rules_package)
             for game in GAMES.values() if game.id in VIEWS}  # fmt: skip
    found[KEYS_PAGE[0]] = (_(KEYS_PAGE[1]), KEYS_PAGE[2])
    return found


def read_page(page: str) -> str:
    """The markdown of a rules page in the player's language, when that page is translated
    (`es/<page>.md` beside it), else in English: shipped as `tui.rulebook`, or read from a
    checkout."""
    title, package = pages().get(page, (page, "tui.rulebook"))
    names = [f"{page}.md"]
    if not is_source(language()):
        names.insert(0, f"{language()}/{page}.md")
    for name in names:
        text = _read(package, name)
        if text is not None:
            return text
    return "# {title}\n\n{missing}".format(title=title, missing=_("This page is missing from this installation."))


def _read(package: str, name: str) -> str | None:
    try:
        return (resources.files(package) / name).read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, OSError):
        pass
    try:
        return (CHECKOUT / name).read_text(encoding="utf-8")
    except OSError:
        return None


class RulesScreen(Screen[None]):
    BINDINGS = [
        Binding("escape,q", "app.pop_screen", N_("Back")),
        Binding("left,h", "tab(-1)", N_("Previous game"), key_display="←", priority=True),
        Binding("right,l", "tab(1)", N_("Next game"), key_display="→", priority=True),
        # the text scrolls whatever has focus: a keyboard-only reader must reach the end
        Binding("down,j", "scroll('down')", N_("Scroll"), key_display="↓↑", priority=True),
        Binding("up,k", "scroll('up')", N_("Up"), show=False, priority=True),
        Binding("pagedown,space", "scroll('page_down')", N_("Page"), key_display="PgDn", priority=True),
        Binding("pageup", "scroll('page_up')", N_("Page up"), show=False, priority=True),
        Binding("home", "scroll('home')", N_("Top"), show=False, priority=True),
        Binding("end", "scroll('end')", N_("End"), show=False, priority=True),
    ]

    def __init__(self, page: str = ""):
        """Open at `page` (a page's name or a game id); by default the first game's page."""
        super().__init__()
        self.pages = pages()
        page = VIEWS[page].rules_page if page in VIEWS else page  # a game id opens its page
        self.page = page if page in self.pages else next(iter(self.pages))

    def compose(self) -> ComposeResult:
        yield Tabs(*(Tab(title, id=_tab_id(page)) for page, (title, _) in self.pages.items()), id="rules-tabs")
        yield MarkdownViewer(read_page(self.page), show_table_of_contents=False, id="rules-text")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(Tabs).active = _tab_id(self.page)
        self.query_one(MarkdownViewer).focus()

    @on(Tabs.TabActivated)
    async def _activated(self, event: Tabs.TabActivated) -> None:
        page = next(page for page in self.pages if _tab_id(page) == event.tab.id)
        if page != self.page or not self.query_one(MarkdownViewer).document.source:
            self.page = page
            await self.query_one(MarkdownViewer).document.update(read_page(page))
            self.query_one(MarkdownViewer).scroll_home(animate=False)

    def action_scroll(self, how: str) -> None:
        viewer = self.query_one(MarkdownViewer)
        scrolls = {"home": viewer.scroll_home, "end": viewer.scroll_end, "up": viewer.scroll_up,
                   "down": viewer.scroll_down, "page_up": viewer.scroll_page_up, "page_down": viewer.scroll_page_down}
        scrolls[how](animate=False)

    def action_tab(self, step: int) -> None:
        tabs = self.query_one(Tabs)
        tabs.action_next_tab() if step > 0 else tabs.action_previous_tab()


def _tab_id(page: str) -> str:
    return f"page-{page}"  # a widget id may not start with a digit, as 25-to-dice does
