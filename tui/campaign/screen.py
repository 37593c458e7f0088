"""The campaign screen: the stages as a path, the chosen stage's card, and the way in.

It owns the `CampaignSession` (the campaign's lock and log) for as long as it shows
a campaign. A stage's game is an ordinary game screen pushed on top, told through
its `stage` hook (tui.campaign.stage) that it is a campaign stage: its end
records the attempt here and offers a replay of the stage. Coming back, the screen
reconciles (a game that ended while nobody watched is recorded) and redraws.

Opened from the menu without a campaign it shows the most recently played one, or
asks for a new one when there is none yet.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from core.lang import N_, _, pgettext
from saves.errors import reason
from tui.campaign import words
from tui.campaign.stage_path import LEGEND, TROUBLE_LEGEND, StagePath
from tui.door import CannotOpen, open_campaign
from tui.games.registry import screen_exists
from tui.services import services
from tui.text import literal
from tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from core.campaign.state import Campaign
    from saves.campaign_session import CampaignSession

#: actions that need an open campaign (hidden from the key bar otherwise)
CAMPAIGN_ACTIONS = {"start", "resume", "replay", "give_up", "summary", "rules", "cursor"}


class CampaignScreen(Screen[None]):
    CSS_PATH = "campaign.tcss"
    BINDINGS = [
        Binding("enter", "start", N_("Start")),
        Binding("enter", "resume", N_("Resume")),
        Binding("enter", "replay", N_("Play again")),  # a new attempt; "Replay" is watching a save
        Binding("up,k", "cursor(-1)", "↑", show=False),
        Binding("down,j", "cursor(1)", "↓", show=False),
        Binding("x", "give_up", N_("Give up attempt")),
        Binding("s", "summary", N_("Summary")),
        Binding("c", "choose", N_("Campaigns")),
        Binding("n", "new", N_("New campaign")),
        Binding("question_mark", "rules", N_("Rules")),
        Binding("escape", "leave", N_("Menu")),
    ]

    def __init__(self, session: CampaignSession | None = None, path: Path | None = None,
                 resume_stage: int | None = None):
        super().__init__()
        self.session = session
        self._path = path
        self._resume = resume_stage
        self.cursor = 0
        self.error = ""  # why no campaign is shown (damaged, in use), if so
        self._was_complete = False
        self._frontier = 1  # the stage to play next, as last shown

    @property
    def state(self) -> Campaign:
        """The campaign on show: asked only once one is open (its keys need one: check_action)."""
        return self.campaign.state

    @property
    def campaign(self) -> CampaignSession:
        assert self.session is not None, "no campaign is open"
        return self.session

    def compose(self) -> ComposeResult:
        yield Static("", id="game-header")
        with Vertical(id="campaign-body"):
            yield StagePath(id="stage-path")
            with VerticalScroll(id="stage-card-box", can_focus=False):  # ↑/↓ move along the path
                yield Static("", id="stage-card")
        yield KeyBar()

    def on_mount(self) -> None:
        if self.session is None:
            self._open_first()
        else:
            self._show_session()

    def on_unmount(self) -> None:
        if self.session is not None:
            self.session.close()

    def on_screen_resume(self) -> None:
        if self.session is None:
            return
        try:
            self.session.reconcile()
        except OSError as error:
            self.notify(_("Could not save the campaign: {why}").format(why=reason(error)), severity="error")
        if self.state.frontier() > self._frontier:  # a stage just opened: point at it
            self.cursor = self.state.frontier() - 1
        self._frontier = self.state.frontier()
        self.refresh_view()
        if self.state.complete and not self._was_complete and self.is_current:
            self._was_complete = True  # (not current: "Replay stage" went straight on)
            self.action_summary()

    # -- which campaign --------------------------------------------------------------------
    def _open_first(self) -> None:
        from saves.campaign_list import list_campaigns

        path = self._path
        if path is None:
            infos = list_campaigns(services(self).save_root)
            if not infos:
                self.error = _("No campaign yet.")
                self.refresh_view()
                self.action_new(leave_if_cancelled=True)
                return
            path = infos[0].path
        self.open_campaign(path)

    def open_campaign(self, path: Path) -> bool:
        """Show the campaign in `path`; a damaged or busy file is explained, never touched."""

        try:
            session = open_campaign(path)
        except CannotOpen as refusal:
            self._set_error(refusal.sentence)
            return False
        self.switch_to(session)
        return True

    def _set_error(self, text: str) -> None:
        if self.session is not None:
            self.notify(text, severity="error", timeout=8)
            return
        self.error = text
        self.refresh_view()

    def switch_to(self, session: CampaignSession) -> None:
        if self.session is not None:
            self.session.close()
        self.session, self.error = session, ""
        self._show_session()

    def _show_session(self) -> None:
        state = self.state
        self._was_complete = state.complete and not self.campaign.completed_on_open
        self._frontier = state.frontier()
        resume, self._resume = self._resume, None
        self.cursor = (resume or state.frontier()) - 1
        self.refresh_view()
        if resume and state.playing(resume) is not None:
            self.resume_stage(resume)

    # -- attributes down ---------------------------------------------------------------------
    def refresh_view(self) -> None:
        path = self.query_one(StagePath)
        card = self.query_one("#stage-card", Static)
        head = self.query_one("#game-header", Static)
        path.display = self.session is not None
        if self.session is None:
            head.update(_("Campaign"))
            path.stops = ()
            card.update(literal(self.error + "\n\n" + _("c: choose a campaign · n: start a new one · Esc: menu")))
        else:
            state = self.state
            number = self.cursor + 1
            head.update(literal(words.header(state)))
            path.stops = words.stops(state, self.session.problems)
            path.cursor = self.cursor
            playable = screen_exists(state.stage(number).game)
            card.update(literal(words.card(state, number, self.session.problems.get(number), playable)))
            path.border_title = _("Stages · {count} of {size} with a star").format(count=state.cleared, size=state.size)
            path.border_subtitle = _(TROUBLE_LEGEND) if self.session.problems else _(LEGEND)
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action not in CAMPAIGN_ACTIONS:
            return True
        if self.session is None:
            return False
        state, number = self.state, self.cursor + 1
        playing = state.playing(number)
        trouble = number in self.session.problems
        finished = state.best(number) is not None
        if action == "start":
            return state.unlocked(number) and playing is None and not finished
        if action == "resume":
            return playing is not None and not trouble
        if action == "replay":
            return state.unlocked(number) and playing is None and finished
        if action == "give_up":
            return trouble
        if action == "summary":
            return state.complete
        return True

    # -- keys --------------------------------------------------------------------------------
    def action_cursor(self, step: int) -> None:
        self.cursor = (self.cursor + step) % self.state.size
        self.refresh_view()

    @on(StagePath.Chosen)
    def _clicked(self, event: StagePath.Chosen) -> None:
        if self.session is not None:
            self.cursor = event.index
            self.refresh_view()

    def action_start(self) -> None:
        self.start_stage(self.cursor + 1)

    action_replay = action_start

    def action_resume(self) -> None:
        self.resume_stage(self.cursor + 1)

    def start_stage(self, number: int) -> None:
        """A new attempt of stage `number`, opened in its game's screen."""
        from tui.campaign.stage import open_stage

        open_stage(self, number, new=True)

    def resume_stage(self, number: int) -> None:
        from tui.campaign.stage import open_stage

        open_stage(self, number, new=False)

    def action_give_up(self) -> None:
        from tui.screens.confirm import ConfirmScreen

        number = self.cursor + 1
        problem = self.campaign.problems.get(number)
        if problem is None:
            return

        def answered(yes: bool | None) -> None:
            if yes:
                try:
                    self.campaign.void(number, problem)
                except OSError as error:
                    self.notify(_("Could not save: {why}").format(why=reason(error)), severity="error")
                self.refresh_view()

        attempt = self.state.playing(number)
        if "damaged" in problem or _("damaged") in problem:  # a reason said in either language
            question = _("Give up attempt {attempt} of stage {number}?\n\n{why}.\nThe attempt scores nothing "
                         "(the damaged file stays where it is); the next attempt has new dice.")
        else:
            question = _("Give up attempt {attempt} of stage {number}?\n\n{why}.\n"
                         "The attempt scores nothing; the next attempt has new dice.")
        question = question.format(attempt=attempt.number if attempt else "?", number=number,
                                   why=problem[:1].upper() + problem[1:])
        self.app.push_screen(ConfirmScreen(question, yes=_("Give up"), no=pgettext("a file", "Keep")), answered)

    def action_summary(self) -> None:
        from tui.campaign.summary import SummaryScreen

        self.app.push_screen(SummaryScreen(words.summary(self.state)))

    def action_rules(self) -> None:
        from tui.screens.rules import RulesScreen

        self.app.push_screen(RulesScreen(self.state.stage(self.cursor + 1).game))

    def action_choose(self) -> None:
        from tui.campaign.list import ChooseCampaignScreen

        current = self.session.path if self.session is not None else None

        def chosen(choice: Any) -> None:
            if choice == "new":
                self.action_new()
            elif isinstance(choice, Path) and choice != current:
                self.open_campaign(choice)

        self.app.push_screen(ChooseCampaignScreen(current), chosen)

    def action_new(self, leave_if_cancelled: bool = False) -> None:
        from tui.campaign.new import NewCampaignScreen

        def created(session: Any) -> None:
            if session is not None:
                self.switch_to(session)
            elif leave_if_cancelled and self.session is None:
                self.app.pop_screen()

        self.app.push_screen(NewCampaignScreen(), created)

    def action_leave(self) -> None:
        self.app.pop_screen()

