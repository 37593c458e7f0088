"""Print sheets, driven by keys as a player would: where the PDF goes, custom levels, overwriting."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Input, Select, Static

from .helpers import app_with, settle

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


async def _open(pilot):
    from tui.screens.print_sheets import PrintSheetsScreen

    pilot.app.push_screen(PrintSheetsScreen())
    await settle(pilot)
    return pilot.app.screen


async def _written(pilot, screen) -> str:
    await settle(pilot)  # the PDF is drawn in a worker thread: settle waits for it
    text = str(screen.query_one("#print-status", Static).render())
    assert text.startswith(("Written", "Not written", "Could not")), text
    return text


async def test_ctrl_s_writes_the_sheet_and_says_the_full_path(save_root, tmp_path):
    target = tmp_path / "out" / "mat.pdf"
    async with app_with(save_root).run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot)
        screen.query_one("#sheet", Select).value = "dize"
        await settle(pilot)
        screen.query_one("#path", Input).value = str(target)
        await pilot.press("ctrl+s")
        status = await _written(pilot, screen)
    assert status.startswith(f"Written: {target.resolve()}")
    assert target.read_bytes().startswith(b"%PDF")


async def test_an_existing_file_is_replaced_only_after_a_yes(save_root, tmp_path):
    target = tmp_path / "pad.pdf"
    target.write_bytes(b"my notes")
    async with app_with(save_root).run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot)
        screen.query_one("#sheet", Select).value = "dalek"
        await settle(pilot)
        screen.query_one("#path", Input).value = str(target)
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert "exists. Replace it?" in str(pilot.app.screen.query_one(".dialog-text", Static).render())
        await pilot.press("n")
        await settle(pilot)
        assert target.read_bytes() == b"my notes"
        assert "Not written" in str(screen.query_one("#print-status", Static).render())
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press("y")
        status = await _written(pilot, screen)
    assert status.startswith("Written:") and target.read_bytes().startswith(b"%PDF")


async def test_a_level_file_of_your_own_prints_and_names_the_pdf_after_it(save_root, tmp_path):
    from core.dizzle.level_file import load_level

    level = json.loads(load_level(2).model_dump_json())
    level.update(number=0, name="Kitchen Table")
    source = tmp_path / "kitchen.json"
    source.write_text(json.dumps(level), encoding="utf-8")
    async with app_with(save_root).run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot)
        screen.query_one("#sheet", Select).value = "dizzle-file"
        await settle(pilot)
        assert screen.query_one("#level-file-row").display
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert "Give the path of your level file." in str(screen.query_one("#print-status", Static).render())
        screen.query_one("#level-file", Input).value = str(source)
        await settle(pilot)
        path = Path(screen.query_one("#path", Input).value)
        assert path.name == "dizzle-kitchen-en-a4.pdf"  # the language and the paper: copies never collide
        await pilot.press("ctrl+s")
        status = await _written(pilot, screen)
    assert status.startswith(f"Written: {path.resolve()}")
    from tests.sheets.conftest import page_texts

    assert "Kitchen Table" in page_texts(path.read_bytes())[0]


async def test_a_broken_level_file_is_one_line_and_writes_nothing(save_root, tmp_path):
    source = tmp_path / "broken.json"
    source.write_text("{not json", encoding="utf-8")
    async with app_with(save_root).run_test(size=(80, 24)) as pilot:
        screen = await _open(pilot)
        screen.query_one("#sheet", Select).value = "dizzle-file"
        await settle(pilot)
        screen.query_one("#level-file", Input).value = str(source)
        await settle(pilot)
        path = Path(screen.query_one("#path", Input).value)
        await pilot.press("ctrl+s")
        status = await _written(pilot, screen)
    assert status.startswith("Could not draw the sheet: level file") and "\n" not in status
    assert not path.exists()
