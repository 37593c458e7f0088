"""A game screen playing a campaign stage: opening it, and what its end means for the campaign.

The game screens stay what they are; `open_stage` opens the attempt through the one door
(tui.door) and hands the game screen a `StageHook` as it is made (its `stage`, a
tui.session.StageRole). At the game's end the hook records the
attempt in the campaign (before anything is shown, so the end screen tells the
truth), adds the stars to the game's own end text, and turns "Play again" into
"Play the stage again" (not "Replay", which is watching a save): a new attempt
with its own dice. "Campaign" goes back to the path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static

from core.games import title
from core.lang import _
from saves.errors import reason
from tui.campaign import words
from tui.door import CannotOpen, StageAttempt, open_session
from tui.games.registry import screen_exists
from tui.games.screens import screen_class
from tui.screens.end import EndScreen
from tui.text import literal

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen

    from saves.campaign_session import CampaignSession


class CampaignView(Protocol):
    """What a stage asks of the campaign screen below its game (tui.campaign.screen)."""

    session: CampaignSession | None
    cursor: int

    @property
    def app(self) -> App[Any]: ...

    def notify(self, message: str, *, severity: Any = ..., timeout: float | None = ...) -> None: ...
    def refresh_view(self) -> None: ...


class StageEndScreen(EndScreen):
    """The end screen of a stage: the game's result, then the stars it earned."""

    CSS_PATH = "campaign.tcss"

    def __init__(self, lines: list[str], title: str):
        super().__init__(lines)
        self.title_text = title

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="end-dialog"):
            yield Static(self.title_text, classes="dialog-title")
            with VerticalScroll(id="stage-end-scroll"):
                yield Static(literal("\n".join(self.lines)), classes="dialog-text", id="end-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Play the stage again (a)"), variant="success", id="again")
                yield Button(_("Campaign (m)"), variant="primary", id="menu")
                yield Button(_("Look (l)"), id="look")


class StageHook:
    """Ties one game screen to one attempt of one stage of the campaign screen below it."""

    def __init__(self, campaign: CampaignView, session: CampaignSession, stage: int, attempt: int):
        self.campaign = campaign  # the CampaignScreen
        self.session = session
        self.stage = stage
        self.attempt = attempt

    def end_screen(self, screen: Any, lines: list[str]) -> EndScreen:
        session = self.session
        try:
            session.finish(self.stage, self.attempt, screen.state)
        except OSError as error:  # the game save has the result: the next open records it
            screen.notify(_("Could not save the campaign: {why}").format(why=reason(error)), severity="error")
            return EndScreen(lines)
        extra = words.stage_end(session.state, self.stage, self.attempt)
        return StageEndScreen(lines + extra, _("Stage {number} over").format(number=self.stage))

    def header_line(self) -> str:
        """The game screen's top line while this stage is played (tui.campaign.words.stage_line)."""
        return words.stage_line(self.session.state, self.stage)

    def play_again(self, screen: Any) -> None:
        """The stage's next attempt, in place of this game (the campaign stays underneath)."""
        open_stage(self.campaign, self.stage, new=True, replacing=screen)


def open_stage(campaign: CampaignView, number: int, *, new: bool, replacing: Screen[Any] | None = None) -> bool:
    """Start (`new`) or resume an attempt of stage `number` in its game's screen.

    `replacing` is a finished stage game whose screen the new one takes the place of,
    so the campaign screen is not shown (nor its summary) in between.

    Whatever stands in the way is said in one line: a locked stage, a game this
    installation cannot show yet, a save that is missing, damaged or open elsewhere
    (the campaign screen then offers to give that attempt up).
    """
    session = campaign.session
    if session is None:  # no campaign is open: nothing to play
        return False
    game_id = session.state.stage(number).game
    if not screen_exists(game_id):
        campaign.notify(_("This dice-tui cannot show {game} games yet.").format(game=title(game_id)), severity="error")
        return False
    try:
        # the seat is the name typed on the new-campaign form: "your name at every table"
        game = open_session(StageAttempt(session, number, new=new, seat=session.setup.name))
    except CannotOpen as refusal:
        if refusal.damaged:  # the campaign screen offers to give that attempt up
            session.problems[number] = refusal.message
            campaign.refresh_view()
        else:
            campaign.notify(refusal.sentence, severity="warning")
        return False
    campaign.cursor = number - 1
    campaign.refresh_view()
    attempt = session.state.playing(number)
    if attempt is None:  # opened, so under way: said in case
        game.close()
        return False
    hook = StageHook(campaign, session, number, attempt.number)
    screen = screen_class(game_id)(game, stage=hook)
    if replacing is not None and campaign.app.screen is replacing:
        campaign.app.switch_screen(screen)
    else:
        campaign.app.push_screen(screen)
    return True
