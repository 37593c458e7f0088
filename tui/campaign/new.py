"""New campaign: your name (it names the campaign and your seat at every table), a seed.

The campaign is created here, so a name that is taken or cannot be used is said on the
form, and the screen below receives an open `CampaignSession` (or None on Esc).
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from core.campaign import NAME_LENGTH, default_stages
from core.lang import N_, _
from core.text import PLAIN_TEXT
from saves.errors import reason
from tui.services import services
from tui.text import literal
from tui.widgets.focus_rows import FocusRows
from tui.widgets.name_input import NameInput


class NewCampaignScreen(FocusRows, ModalScreen[object]):
    CSS_PATH = "campaign.tcss"
    BINDINGS = [
        Binding("ctrl+s", "create", N_("Start"), priority=True),
        Binding("escape", "cancel", N_("Cancel")),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="new-campaign"):
            yield Static(_("New campaign"), classes="dialog-title")
            yield Static(
                _("{count} solo stages across the four games, each worth up to "
                  "three stars. A star opens the next stage.").format(count=len(default_stages())),
                classes="dialog-text",
            )
            with Horizontal(classes="form-row"):
                yield Label(_("Name"), classes="form-label")
                yield NameInput(
                    placeholder=_("your name at every table"),
                    max_length=NAME_LENGTH,
                    restrict=PLAIN_TEXT,
                    id="campaign-name",
                    compact=True,
                )
            with Horizontal(classes="form-row"):
                yield Label(_("Seed"), classes="form-label")
                yield Input(
                    placeholder=_("blank: random dice"),
                    restrict=r"[0-9]*",
                    max_length=12,
                    id="campaign-seed",
                    compact=True,
                )
            yield Static(
                _("Two campaigns with the same seed deal the same dice."), id="campaign-note", classes="status-line"
            )
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Start (Ctrl+S)"), variant="success", id="create")
                yield Button(_("Cancel (Esc)"), id="cancel")

    def on_mount(self) -> None:
        self.query_one("#campaign-name", Input).focus()

    @on(Input.Submitted)
    def _next_field(self, event: Input.Submitted) -> None:
        """Enter in a field moves on, as Tab does (from the seed to Start): only the Start
        button or Ctrl+S starts the campaign."""
        event.stop()
        self.focus_next()

    @on(Button.Pressed, "#create")
    def action_create(self) -> None:
        from saves.campaign import CampaignExists
        from saves.campaign_session import CampaignSession

        name = self.query_one("#campaign-name", Input).value
        seed_text = self.query_one("#campaign-seed", Input).value.strip()
        try:
            session = CampaignSession.create(services(self).save_root, name, int(seed_text) if seed_text else None)
        except (ValueError, CampaignExists) as error:
            self._say(f"{str(error)[:1].upper()}{str(error)[1:]}.")
            return
        except OSError as error:
            self._say(_("Cannot save in {folder}: {why}").format(
                folder=services(self).save_root, why=reason(error)))
            return
        self.dismiss(session)

    def _say(self, text: str) -> None:
        self.query_one("#campaign-note", Static).update(literal(text))
        self.query_one("#campaign-name", Input).focus()

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
