"""Print sheets: write a PDF for paper play and say exactly where it went.

Over SSH the file lands on the server, so the full path is shown for `scp`. Drawing
runs in a worker thread: ReportLab is imported only when a sheet is asked for. A Dizzle
level of your own prints from its level file, as `dice-tui sheet dizzle --level-file`
does; an existing file is replaced only after a yes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

#: (label, sheet id, sheets.render keyword arguments)
SHEETS: list[tuple[str, str, dict[str, Any]]] = [
    ("Dizzle: all four levels", "dizzle-all", {"game": "dizzle", "level": "all"}),
    *[(f"Dizzle: level {n}", f"dizzle-{n}", {"game": "dizzle", "level": n}) for n in range(1, 5)],
    ("25 to Dice: solo & co-op board", "tf-solo", {"game": "25-to-dice", "mode": "solo"}),
    ("25 to Dice: competitive board", "tf-comp", {"game": "25-to-dice", "mode": "competitive"}),
    ("Dizzle: a level file of your own", "dizzle-file", {"game": "dizzle"}),
    ("Dalek Dice: score pad", "dalek", {"game": "dalek-dice"}),
    ("diZe: play mat", "dize", {"game": "dize"}),
]


class PrintSheetsScreen(Screen[None]):
    BINDINGS = [
        Binding("ctrl+s", "write", "Write PDF", priority=True),
        Binding("escape", "app.pop_screen", "Back"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("Print sheets", classes="screen-title")
        with VerticalScroll(id="print-form"):
            with Horizontal(classes="form-row"):
                yield Label("Sheet", classes="form-label")
                yield Select([(label, key) for label, key, _ in SHEETS], value="dizzle-all", allow_blank=False, id="sheet", compact=True)
            with Horizontal(classes="form-row"):
                yield Label("Paper", classes="form-label")
                yield Select([("A4", "a4"), ("US Letter", "letter")], value="a4", allow_blank=False, id="paper", compact=True)
            with Horizontal(classes="form-row", id="players-row"):
                yield Label("Players", classes="form-label")
                yield Select([(str(n), n) for n in range(2, 7)], value=4, allow_blank=False, id="players", compact=True)
            with Horizontal(classes="form-row", id="level-file-row"):
                yield Label("Level file", classes="form-label")
                yield Input("", placeholder="path of a Dizzle level file (.json)", id="level-file", compact=True)
            with Horizontal(classes="form-row"):
                yield Label("Save as", classes="form-label")
                yield Input(str(self._default_path("dizzle-all")), id="path", compact=True)
            with Horizontal(classes="form-row"):
                yield Label("", classes="form-label")
                yield Button("Write PDF (Ctrl+S)", variant="success", id="write", compact=True)
            yield Static("Ctrl+S writes the PDF; over SSH it is written on this machine.", id="print-status", classes="status-line")
        yield Footer()

    def on_mount(self) -> None:
        self._show_rows()
        self.query_one("#sheet", Select).focus()  # keyboard first: Enter opens the list at once

    def _show_rows(self) -> None:
        """Only the fields the chosen sheet takes: players for the pad, a file for a custom level."""
        key = self.query_one("#sheet", Select).value
        self.query_one("#players-row").display = key == "dalek"
        self.query_one("#level-file-row").display = key == "dizzle-file"

    def _kwargs(self) -> dict[str, Any]:
        key = self.query_one("#sheet", Select).value
        kwargs = dict(next(args for _, sheet, args in SHEETS if sheet == key))
        if kwargs["game"] == "dalek-dice":
            kwargs["players"] = self.query_one("#players", Select).value
        level_file = self.query_one("#level-file", Input).value.strip() if key == "dizzle-file" else ""
        if level_file:
            kwargs["level_file"] = str(Path(level_file).expanduser())
        return kwargs

    def _default_path(self, key: str | None = None) -> Path:
        from sheets import default_filename

        kwargs = self._kwargs() if key is None else dict(next(a for _, s, a in SHEETS if s == key))
        game = kwargs.pop("game")
        folder = self.app.save_root.parent / "sheets"
        if (key or self.query_one("#sheet", Select).value) == "dizzle-file" and "level_file" not in kwargs:
            return folder / "dizzle-my-level.pdf"  # until the level file is named
        return folder / default_filename(game, **kwargs)

    @on(Select.Changed, "#sheet")
    @on(Select.Changed, "#players")
    def _sheet_changed(self, event: Select.Changed) -> None:
        self._show_rows()
        if self.is_mounted:
            self.query_one("#path", Input).value = str(self._default_path())

    @on(Input.Changed, "#level-file")
    def _level_file_changed(self, event: Input.Changed) -> None:
        if event.value.strip():  # name the PDF after the level file, as the command line does
            self.query_one("#path", Input).value = str(self._default_path())

    @on(Button.Pressed, "#write")
    @on(Input.Submitted, "#path")
    @on(Input.Submitted, "#level-file")
    def action_write(self) -> None:
        if self.query_one("#sheet", Select).value == "dizzle-file" and not self.query_one("#level-file", Input).value.strip():
            self._status("Give the path of your level file.")
            self.query_one("#level-file", Input).focus()
            return
        kwargs = self._kwargs()
        kwargs["paper"] = self.query_one("#paper", Select).value
        path = Path(self.query_one("#path", Input).value.strip()).expanduser()
        if not path.name:
            self._status("Give a file name to write to.")
            return
        if path.exists():
            from tui.screens.confirm import ConfirmScreen

            def answered(replace: bool | None) -> None:
                if replace:
                    self._start(kwargs, path)
                else:
                    self._status("Not written: the file is there already; give another name.")

            self.app.push_screen(ConfirmScreen(f"{path.resolve()} exists. Replace it?", yes="Replace",
                                               no="Keep it"), answered)
            return
        self._start(kwargs, path)

    def _start(self, kwargs: dict[str, Any], path: Path) -> None:
        self._status("Drawing…")
        self._write(kwargs, path)

    @work(thread=True, exclusive=True, group="print")
    def _write(self, kwargs: dict[str, Any], path: Path) -> None:
        from sheets import SheetError, render, write_pdf

        try:
            game = kwargs.pop("game")
            data = render(game, **kwargs)
        except SheetError as error:
            self.app.call_from_thread(self._status, f"Could not draw the sheet: {error}")
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_pdf(data, str(path))
        except (OSError, SheetError) as error:
            message = getattr(error, "strerror", None) or str(error).splitlines()[0]
            self.app.call_from_thread(self._status, f"Not written: {message}")
            return
        size = len(data) // 1024
        self.app.call_from_thread(self._status, f"Written: {path.resolve()} ({size} KiB)")

    def _status(self, text: str) -> None:
        self.query_one("#print-status", Static).update(text)
