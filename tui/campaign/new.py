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
from core.text import PLAIN_TEXT
from tui.services import services
from tui.text import literal


class NewCampaignScreen(ModalScreen[object]):
    CSS_PATH = "campaign.tcss"
    BINDINGS = [
        Binding("ctrl+s", "create", "Start", priority=True),
        Binding("escape", "cancel", "Cancel"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="new-campaign"):
            yield Static("New campaign", classes="dialog-title")
            yield Static(
                f"{len(default_stages())} solo stages across the four games, each worth up to "
                "three stars. A star opens the next stage.",
                classes="dialog-text",
            )
            with Horizontal(classes="form-row"):
                yield Label("Name", classes="form-label")
                yield Input(
                    placeholder="your name at every table",
                    max_length=NAME_LENGTH,
                    restrict=PLAIN_TEXT,
                    id="campaign-name",
                    compact=True,
                )
            with Horizontal(classes="form-row"):
                yield Label("Seed", classes="form-label")
                yield Input(
                    placeholder="blank: random dice",
                    restrict=r"[0-9]*",
                    max_length=12,
                    id="campaign-seed",
                    compact=True,
                )
            yield Static(
                "Two campaigns with the same seed deal the same dice.", id="campaign-note", classes="status-line"
            )
            with Horizontal(classes="dialog-buttons"):
                yield Button("Start (Enter)", variant="success", id="create")
                yield Button("Cancel (Esc)", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#campaign-name", Input).focus()

    @on(Input.Submitted)
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
            self._say(f"Cannot save in {services(self).save_root}: {error.strerror or error}")
            return
        self.dismiss(session)

    def _say(self, text: str) -> None:
        self.query_one("#campaign-note", Static).update(literal(text))
        self.query_one("#campaign-name", Input).focus()

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
