"""Rules and help: the pages in docs/rules/, the project's own words and referee decisions."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import MarkdownViewer, Tab, Tabs
from core.games import GAMES
from tui.games.registry import VIEWS
from tui.widgets.key_bar import KeyBar

#: the app's own page after the games' pages
KEYS_PAGE = ("keys", "Keys", "tui.rulebook")


def pages() -> dict[str, tuple[str, str]]:
    """Page name -> (tab title, package holding `<page>.md`): every registered game, then Keys."""
    found = {VIEWS[game.id].rules_page: (game.title, VIEWS[game.id].rules_package)
             for game in GAMES.values() if game.id in VIEWS}  # fmt: skip
    found[KEYS_PAGE[0]] = KEYS_PAGE[1:]
    return found


def read_page(page: str) -> str:
    """The markdown of a rules page: shipped as `tui.rulebook`, or read from a checkout."""
    title, package = pages().get(page, (page, "tui.rulebook"))
    try:
        return (resources.files(package) / f"{page}.md").read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, OSError):
        pass
    checkout = Path(__file__).resolve().parents[2] / "docs" / "rules" / f"{page}.md"
    try:
        return checkout.read_text(encoding="utf-8")
    except OSError:
        return f"# {title}\n\nThis page is missing from this installation."


class RulesScreen(Screen[None]):
    BINDINGS = [
        Binding("escape,q", "app.pop_screen", "Back"),
        Binding("left,h", "tab(-1)", "Previous game", key_display="←", priority=True),
        Binding("right,l", "tab(1)", "Next game", key_display="→", priority=True),
        # the text scrolls whatever has focus: a keyboard-only reader must reach the end
        Binding("down,j", "scroll('down')", "Scroll", key_display="↓↑", priority=True),
        Binding("up,k", "scroll('up')", "Up", show=False, priority=True),
        Binding("pagedown,space", "scroll('page_down')", "Page", key_display="PgDn", priority=True),
        Binding("pageup", "scroll('page_up')", "Page up", show=False, priority=True),
        Binding("home", "scroll('home')", "Top", show=False, priority=True),
        Binding("end", "scroll('end')", "End", show=False, priority=True),
    ]

    def __init__(self, page: str = "dalek-dice"):
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
        getattr(viewer, f"scroll_{how}")(animate=False)

    def action_tab(self, step: int) -> None:
        tabs = self.query_one(Tabs)
        tabs.action_next_tab() if step > 0 else tabs.action_previous_tab()


def _tab_id(page: str) -> str:
    return f"page-{page}"  # a widget id may not start with a digit, as 25-to-dice does
