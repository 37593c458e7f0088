"""Print sheets: write a PDF for paper play and say exactly where it went.

Over SSH the file lands on the server, so the full path is shown for `scp`. Drawing
runs in a worker thread: ReportLab is imported only when a sheet is asked for. A Dizzle
level of your own prints from its level file, as `dice-tui sheet dizzle --level-file`
does; an existing file is replaced only after a yes.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from core.lang import N_, _, number
from tui.services import services
from tui.text import literal
from tui.web import in_browser
from tui.widgets.focus_rows import FocusRows
from tui.widgets.key_bar import KeyBar


def presets() -> list[tuple[str, str, dict[str, Any], tuple[str, ...]]]:
    """(label, key, sheets.render keywords, options the screen asks for), from every game's
    sheet (its SheetSpec's presets, sheets.registry), in their `order`."""
    from sheets import games

    found = [(preset.order, preset.label, preset.key, {"game": game, **dict(preset.options)}, preset.asks)
             for game, spec in games().items() for preset in spec.presets]
    return [entry[1:] for entry in sorted(found, key=lambda entry: entry[0])]


class PrintSheetsScreen(FocusRows, Screen[None]):
    BINDINGS = [
        Binding("ctrl+s", "write", N_("Write PDF"), priority=True),
        Binding("escape", "app.pop_screen", N_("Back")),
    ]

    def __init__(self) -> None:
        super().__init__()
        #: in a browser tab the PDF goes to the browser, and no path of the host is asked (tui.web)
        self.to_browser = in_browser()
        self.sheets = [entry for entry in presets() if not (self.to_browser and "level_file" in entry[3])]

    def compose(self) -> ComposeResult:
        first = self.sheets[0][1]
        yield Static(_("Print sheets"), classes="screen-title")
        with VerticalScroll(id="print-form"):
            with Horizontal(classes="form-row"):
                yield Label(_("Sheet"), classes="form-label")
                yield Select(
                    [(_(label), key) for label, key, _options, _asks in self.sheets],
                    value=first,
                    allow_blank=False,
                    id="sheet",
                    compact=True,
                )
            with Horizontal(classes="form-row"):
                yield Label(_("Paper"), classes="form-label")
                yield Select(
                    [("A4", "a4"), (_("US Letter"), "letter")], value="a4", allow_blank=False, id="paper", compact=True
                )
            with Horizontal(classes="form-row", id="players-row"):
                yield Label(_("Players"), classes="form-label")
                yield Select([(str(n), n) for n in range(2, 7)], value=4, allow_blank=False, id="players", compact=True)
            with Horizontal(classes="form-row", id="level-file-row"):
                yield Label(_("Level file"), classes="form-label")
                yield Input("", placeholder=_("path of a Dizzle level file (.json)"), id="level-file", compact=True)
            with Horizontal(classes="form-row", id="path-row"):
                yield Label(_("Save as"), classes="form-label")
                yield Input(str(self._default_path(first)), id="path", compact=True)
            with Horizontal(classes="form-row"):
                yield Label("", classes="form-label")
                yield Button(_("Download PDF (Ctrl+S)") if self.to_browser else _("Write PDF (Ctrl+S)"),
                             variant="success", id="write", compact=True)
            yield Static(
                _("Ctrl+S or the button sends the PDF to your browser as a download.") if self.to_browser
                else _("Ctrl+S writes the PDF; over SSH it is written on this machine."),
                id="print-status",
                classes="status-line",
            )
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#path-row").display = not self.to_browser
        self._show_rows()
        self.query_one("#sheet", Select).focus()  # keyboard first: Enter opens the list at once

    def _show_rows(self) -> None:
        """Only the fields the chosen sheet asks for: players for the pad, a file for a custom level."""
        asks = self._asks()
        self.query_one("#players-row").display = "players" in asks
        self.query_one("#level-file-row").display = "level_file" in asks

    def _preset(self, key: Any = None) -> tuple[str, str, dict[str, Any], tuple[str, ...]]:
        key = self.query_one("#sheet", Select).value if key is None else key
        return next(entry for entry in self.sheets if entry[1] == key)

    def _asks(self, key: Any = None) -> tuple[str, ...]:
        return self._preset(key)[3]

    def _kwargs(self) -> dict[str, Any]:
        asks = self._asks()
        kwargs = dict(self._preset()[2])
        if "players" in asks:
            kwargs["players"] = self.query_one("#players", Select).value
        level_file = self.query_one("#level-file", Input).value.strip() if "level_file" in asks else ""
        if level_file:
            kwargs["level_file"] = str(Path(level_file).expanduser())
        return kwargs

    def _default_path(self, key: str | None = None) -> Path:
        from sheets import default_filename

        kwargs = self._kwargs() if key is None else dict(self._preset(key)[2])
        game = kwargs.pop("game")
        folder = services(self).save_root.parent / "sheets"
        paper = self.query_one("#paper", Select).value if self.is_mounted else "a4"
        if "level_file" in self._asks(key) and "level_file" not in kwargs:
            kwargs["level_file"] = "my-level"  # until the level file is named: dizzle-my-level-en-a4.pdf
        return folder / default_filename(game, paper=str(paper), **kwargs)

    @on(Select.Changed, "#sheet")
    @on(Select.Changed, "#players")
    @on(Select.Changed, "#paper")
    def _sheet_changed(self, event: Select.Changed) -> None:
        self._show_rows()
        if self.is_mounted:
            self.query_one("#path", Input).value = str(self._default_path())

    @on(Input.Changed, "#level-file")
    def _level_file_changed(self, event: Input.Changed) -> None:
        if event.value.strip():  # name the PDF after the level file, as the command line does
            self.query_one("#path", Input).value = str(self._default_path())

    @on(Input.Submitted)
    def _next_field(self, event: Input.Submitted) -> None:
        """Enter in a field moves on, as Tab does: only the button or Ctrl+S writes."""
        event.stop()
        self.focus_next()

    @on(Button.Pressed, "#write")
    def action_write(self) -> None:
        if "level_file" in self._asks() and not self.query_one("#level-file", Input).value.strip():
            self._status(_("Give the path of your level file."))
            self.query_one("#level-file", Input).focus()
            return
        kwargs = self._kwargs()
        kwargs["paper"] = self.query_one("#paper", Select).value
        path = Path(self.query_one("#path", Input).value.strip()).expanduser()
        if self.to_browser:
            self._start(kwargs, Path(self._default_path().name))  # only its name reaches the browser
            return
        if not path.name:
            self._status(_("Give a file name to write to."))
            return
        if path.exists():
            from tui.screens.confirm import ConfirmScreen

            def answered(replace: bool | None) -> None:
                if replace:
                    self._start(kwargs, path)
                else:
                    self._status(_("Not written: the file is there already; give another name."))

            self.app.push_screen(
                ConfirmScreen(_("{path} exists. Replace it?").format(
                    path=path.resolve()), yes=_("Replace"), no=_("Keep it")), answered
            )
            return
        self._start(kwargs, path)

    def _start(self, kwargs: dict[str, Any], path: Path) -> None:
        self._status(_("Drawing…"))
        self._write(kwargs, path)

    @work(thread=True, exclusive=True, group="print")
    def _write(self, kwargs: dict[str, Any], path: Path) -> None:
        from sheets import SheetError, render, write_pdf

        try:
            game = kwargs.pop("game")
            data = render(game, **kwargs)
        except SheetError as error:
            self.app.call_from_thread(self._status, _("Could not draw the sheet: {why}").format(why=error))
            return
        if self.to_browser:
            self.app.call_from_thread(self._deliver, data, path.name)
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_pdf(data, str(path))
        except (OSError, SheetError) as error:
            message = getattr(error, "strerror", None) or str(error).splitlines()[0]
            self.app.call_from_thread(self._status, _("Not written: {why}").format(why=message))
            return
        size = len(data) // 1024
        self.app.call_from_thread(self._status, _("Written: {path} ({size} KiB)").format(
            path=path.resolve(), size=number(size)))

    def _deliver(self, data: bytes, name: str) -> None:
        """The PDF to the browser as a download (Textual's delivery through the web driver)."""
        self.app.deliver_binary(io.BytesIO(data), save_filename=name, open_method="download",
                                mime_type="application/pdf")
        self._status(_("Sent to your browser: {name} ({size} KiB)").format(name=name, size=number(len(data) // 1024)))

    def _status(self, text: str) -> None:
        self.query_one("#print-status", Static).update(literal(text))
